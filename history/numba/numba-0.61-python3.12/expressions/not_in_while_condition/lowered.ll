; ModuleID = "not_in_while_condition"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions22not_in_while_conditionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11expressions22not_in_while_conditionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"steps.2" = alloca i64
  store i64 0, i64* %"steps.2"
  %"steps.1" = alloca i64
  store i64 0, i64* %"steps.1"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  br label %"B16"
B16:
  %".11" = load i64, i64* %"steps.2"
  %".12" = add nsw i64 %".11", 1
  %".13" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".16" = load i64, i64* %"steps.1"
  store i64 %".12", i64* %"steps.1"
  %".18" = load i64, i64* %"steps.1"
  %".19" = load i64, i64* %"steps.1"
  %".20" = mul nsw i64 %".18", %".19"
  %".21" = load i64, i64* %"n"
  %".22" = icmp sgt i64 %".20", %".21"
  br i1 %".22", label %"B48", label %"B46"
B46:
  %".24" = load i64, i64* %"steps.1"
  %".25" = load i64, i64* %"steps.2"
  store i64 %".24", i64* %"steps.2"
  %".27" = load i64, i64* %"steps.1"
  store i64 0, i64* %"steps.1"
  br label %"B16"
B48:
  %".30" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".32" = load i64, i64* %"steps.1"
  %".33" = load i64, i64* %"steps.1"
  store i64 0, i64* %"steps.1"
  store i64 %".32", i64* %"retptr"
  ret i32 0
}
