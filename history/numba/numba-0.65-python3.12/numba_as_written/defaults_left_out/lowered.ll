; ModuleID = "defaults_left_out"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29" = common global i8* null
define i32 @"_ZN5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg.x")
{
entry:
  br label %"B0"
B0:
  %".5" = fmul double %"arg.x", 0xADDRESS
  %".6" = sitofp i64 1 to double
  %".7" = fadd double %".5", %".6"
  store double %".7", double* %"retptr"
  ret i32 0
}
