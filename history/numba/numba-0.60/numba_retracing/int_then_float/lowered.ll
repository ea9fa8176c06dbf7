; ModuleID = "int_then_float"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_retracing14int_then_floatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases15numba_retracing14int_then_floatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.x")
{
entry:
  br label %"B0"
B0:
  %".5" = mul nsw i64 %"arg.x", 2
  %".6" = add nsw i64 %".5", 1
  store i64 %".6", i64* %"retptr"
  ret i32 0
}
