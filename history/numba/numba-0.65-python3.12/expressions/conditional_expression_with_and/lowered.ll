; ModuleID = "conditional_expression_with_and"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions31conditional_expression_with_andB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases11expressions31conditional_expression_with_andB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = icmp sgt i64 %".10", 0
  br i1 %".11", label %"B14", label %"B34"
B14:
  %".13" = load i64, i64* %"b"
  %".14" = icmp sgt i64 %".13", 0
  br i1 %".14", label %"B24", label %"B34"
B24:
  %".16" = load i64, i64* %"a"
  %".17" = load i64, i64* %"b"
  %".18" = mul nsw i64 %".16", %".17"
  %".19" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".21" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  store i64 %".18", i64* %"retptr"
  ret i32 0
B34:
  %".25" = load i64, i64* %"a"
  %".26" = load i64, i64* %"b"
  %".27" = add nsw i64 %".25", %".26"
  %".28" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".30" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  store i64 %".27", i64* %"retptr"
  ret i32 0
}
