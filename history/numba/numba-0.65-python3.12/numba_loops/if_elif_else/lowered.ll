; ModuleID = "if_elif_else"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd" = common global i8* null
define i32 @"_ZN5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg.x")
{
entry:
  %"x" = alloca double
  store double 0.0, double* %"x"
  br label %"B0"
B0:
  store double %"arg.x", double* %"x"
  %".7" = load double, double* %"x"
  %".8" = sitofp i64 0 to double
  %".9" = fcmp ogt double %".7", %".8"
  br i1 %".9", label %"B14", label %"B24"
B14:
  %".11" = load double, double* %"x"
  %".12" = sitofp i64 2 to double
  %".13" = fmul double %".11", %".12"
  %".14" = load double, double* %"x"
  store double 0.0, double* %"x"
  store double %".13", double* %"retptr"
  ret i32 0
B24:
  %".18" = load double, double* %"x"
  %".19" = sitofp i64 0 to double
  %".20" = fcmp olt double %".18", %".19"
  br i1 %".20", label %"B34", label %"B40"
B34:
  %".22" = load double, double* %"x"
  %".23" = fsub double 0xADDRESS, %".22"
  %".24" = load double, double* %"x"
  store double 0.0, double* %"x"
  store double %".23", double* %"retptr"
  ret i32 0
B40:
  %".28" = load double, double* %"x"
  store double 0.0, double* %"x"
  store double              0x0, double* %"retptr"
  ret i32 0
}
