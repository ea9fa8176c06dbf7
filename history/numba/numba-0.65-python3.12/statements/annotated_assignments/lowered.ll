; ModuleID = "annotated_assignments"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements21annotated_assignmentsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements21annotated_assignmentsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"count" = alloca i64
  store i64 0, i64* %"count"
  %"scale" = alloca double
  store double 0.0, double* %"scale"
  %"result.2" = alloca double
  store double 0.0, double* %"result.2"
  br label %"B0"
B0:
  %".6" = load i64, i64* %"count"
  store i64 %"arg.n", i64* %"count"
  %".9" = load double, double* %"scale"
  store double 0xADDRESS, double* %"scale"
  %".11" = load i64, i64* %"count"
  %".12" = icmp sgt i64 %".11", 2
  %".14" = load double, double* %"result.2"
  store double              0x0, double* %"result.2"
  br i1 %".12", label %"B30", label %"B40"
B30:
  %".17" = load double, double* %"scale"
  %".18" = load i64, i64* %"count"
  %".19" = sitofp i64 %".18" to double
  %".20" = fmul double %".17", %".19"
  %".21" = load double, double* %"scale"
  store double 0.0, double* %"scale"
  %".23" = load i64, i64* %"count"
  store i64 0, i64* %"count"
  %".25" = load double, double* %"result.2"
  store double %".20", double* %"result.2"
  br label %"B40"
B40:
  %".28" = load double, double* %"scale"
  store double 0.0, double* %"scale"
  %".30" = load i64, i64* %"count"
  store i64 0, i64* %"count"
  %".32" = load double, double* %"result.2"
  %".33" = load double, double* %"result.2"
  store double 0.0, double* %"result.2"
  store double %".32", double* %"retptr"
  ret i32 0
}
