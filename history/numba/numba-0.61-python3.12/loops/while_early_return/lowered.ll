; ModuleID = "while_early_return"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5loops18while_early_returnB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases5loops18while_early_returnB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"i.2" = alloca i64
  store i64 0, i64* %"i.2"
  %"i.1" = alloca i64
  store i64 0, i64* %"i.1"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = load i64, i64* %"i.2"
  store i64 1, i64* %"i.2"
  %".10" = load i64, i64* %"n"
  %".11" = icmp slt i64 1, %".10"
  br i1 %".11", label %"B18", label %"B60"
B18:
  %".13" = load i64, i64* %"i.2"
  %".14" = load i64, i64* %"i.2"
  %".15" = mul nsw i64 %".13", %".14"
  %".16" = load i64, i64* %"n"
  %".17" = icmp sgt i64 %".15", %".16"
  br i1 %".17", label %"B34", label %"B38"
B34:
  %".19" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".21" = load i64, i64* %"i.2"
  %".22" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  store i64 %".21", i64* %"retptr"
  ret i32 0
B38:
  %".26" = load i64, i64* %"i.2"
  %".27" = add nsw i64 %".26", 1
  %".28" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".31" = load i64, i64* %"i.1"
  store i64 %".27", i64* %"i.1"
  %".33" = load i64, i64* %"i.1"
  %".34" = load i64, i64* %"n"
  %".35" = icmp slt i64 %".33", %".34"
  br i1 %".35", label %"B58", label %"B60"
B58:
  %".37" = load i64, i64* %"i.1"
  %".38" = load i64, i64* %"i.2"
  store i64 %".37", i64* %"i.2"
  %".40" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  br label %"B18"
B60:
  %".43" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".45" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".47" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  store i64 -1, i64* %"retptr"
  ret i32 0
}
