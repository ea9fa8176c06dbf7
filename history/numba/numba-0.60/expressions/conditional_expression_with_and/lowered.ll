; ModuleID = "conditional_expression_with_and"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions31conditional_expression_with_andB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases11expressions31conditional_expression_with_andB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"$phi.3" = alloca i64
  store i64 0, i64* %"$phi.3"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = icmp sgt i64 %".10", 0
  br i1 %".11", label %"B16", label %"B38"
B16:
  %".13" = load i64, i64* %"b"
  %".14" = icmp sgt i64 %".13", 0
  br i1 %".14", label %"B28", label %"B38"
B28:
  %".16" = load i64, i64* %"a"
  %".17" = load i64, i64* %"b"
  %".18" = mul nsw i64 %".16", %".17"
  %".19" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".21" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".24" = load i64, i64* %"$phi.3"
  store i64 %".18", i64* %"$phi.3"
  br label %"B46"
B38:
  %".27" = load i64, i64* %"a"
  %".28" = load i64, i64* %"b"
  %".29" = add nsw i64 %".27", %".28"
  %".30" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".32" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".34" = load i64, i64* %"$phi.3"
  store i64 %".29", i64* %"$phi.3"
  br label %"B46"
B46:
  %".37" = load i64, i64* %"$phi.3"
  %".38" = load i64, i64* %"$phi.3"
  store i64 0, i64* %"$phi.3"
  store i64 %".37", i64* %"retptr"
  ret i32 0
}
