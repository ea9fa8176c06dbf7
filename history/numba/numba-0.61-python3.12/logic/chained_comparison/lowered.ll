; ModuleID = "chained_comparison"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5logic18chained_comparisonB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases5logic18chained_comparisonB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i8* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"$phi.1" = alloca i1
  store i1 0, i1* %"$phi.1"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  br label %"B0"
B0:
  %".5" = icmp sle i64 0, %"arg.n"
  %".7" = load i1, i1* %"$phi.1"
  store i1 %".5", i1* %"$phi.1"
  %".10" = load i64, i64* %"$phi.2"
  store i64 %"arg.n", i64* %"$phi.2"
  br i1 %".5", label %"B20", label %"B30"
B20:
  %".13" = load i1, i1* %"$phi.1"
  store i1 0, i1* %"$phi.1"
  %".15" = load i64, i64* %"$phi.2"
  %".16" = icmp slt i64 %".15", 10
  %".17" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".19" = zext i1 %".16" to i8
  store i8 %".19", i8* %"retptr"
  ret i32 0
B30:
  %".22" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".24" = load i1, i1* %"$phi.1"
  %".25" = load i1, i1* %"$phi.1"
  store i1 0, i1* %"$phi.1"
  %".27" = zext i1 %".24" to i8
  store i8 %".27", i8* %"retptr"
  ret i32 0
}
