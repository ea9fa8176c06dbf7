; ModuleID = "while_true_return"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements17while_true_returnB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements17while_true_returnB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"i.2" = alloca i64
  store i64 0, i64* %"i.2"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = load i64, i64* %"i.2"
  store i64 1, i64* %"i.2"
  br label %"B10"
B10:
  %".11" = load i64, i64* %"i.2"
  %".12" = load i64, i64* %"i.2"
  %".13" = mul nsw i64 %".11", %".12"
  %".14" = load i64, i64* %"n"
  %".15" = icmp sge i64 %".13", %".14"
  br i1 %".15", label %"B26", label %"B30"
B26:
  %".17" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".19" = load i64, i64* %"i.2"
  %".20" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  store i64 %".19", i64* %"retptr"
  ret i32 0
B30:
  %".24" = load i64, i64* %"i.2"
  %".25" = add nsw i64 %".24", 1
  %".26" = load i64, i64* %"i.2"
  store i64 %".25", i64* %"i.2"
  br label %"B10"
}
