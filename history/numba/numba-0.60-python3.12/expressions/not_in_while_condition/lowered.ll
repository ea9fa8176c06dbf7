; ModuleID = "not_in_while_condition"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions22not_in_while_conditionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11expressions22not_in_while_conditionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"steps.3" = alloca i64
  store i64 0, i64* %"steps.3"
  %"steps.2" = alloca i64
  store i64 0, i64* %"steps.2"
  %"steps.1" = alloca i64
  store i64 0, i64* %"steps.1"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".11" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  br i1 false, label %"B48", label %"B16"
B16:
  %".14" = load i64, i64* %"steps.2"
  %".15" = add nsw i64 %".14", 1
  %".16" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".19" = load i64, i64* %"steps.1"
  store i64 %".15", i64* %"steps.1"
  %".21" = load i64, i64* %"steps.1"
  %".22" = load i64, i64* %"steps.3"
  store i64 %".21", i64* %"steps.3"
  %".24" = load i64, i64* %"steps.1"
  %".25" = load i64, i64* %"steps.1"
  %".26" = mul nsw i64 %".24", %".25"
  %".27" = load i64, i64* %"n"
  %".28" = icmp sgt i64 %".26", %".27"
  br i1 %".28", label %"B48", label %"B46"
B46:
  %".30" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".32" = load i64, i64* %"steps.1"
  %".33" = load i64, i64* %"steps.2"
  store i64 %".32", i64* %"steps.2"
  %".35" = load i64, i64* %"steps.1"
  store i64 0, i64* %"steps.1"
  br label %"B16"
B48:
  %".38" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".40" = load i64, i64* %"steps.1"
  store i64 0, i64* %"steps.1"
  %".42" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".44" = load i64, i64* %"steps.3"
  %".45" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  store i64 %".44", i64* %"retptr"
  ret i32 0
}
