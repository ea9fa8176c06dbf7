; ModuleID = "and_or"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5logic6and_orB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases5logic6and_orB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i8* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"$phi.4" = alloca i1
  store i1 0, i1* %"$phi.4"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = icmp sgt i64 %".10", 0
  br i1 %".11", label %"B16", label %"B28"
B16:
  %".13" = load i64, i64* %"b"
  %".14" = icmp sgt i64 %".13", 0
  %".16" = load i1, i1* %"$phi.4"
  store i1 %".14", i1* %"$phi.4"
  br i1 %".14", label %"B50", label %"B28"
B28:
  %".19" = load i64, i64* %"a"
  %".20" = icmp slt i64 %".19", 0
  %".21" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".23" = load i1, i1* %"$phi.4"
  store i1 %".20", i1* %"$phi.4"
  br i1 %".20", label %"B40", label %"B50"
B40:
  %".26" = load i64, i64* %"b"
  %".27" = icmp slt i64 %".26", 0
  %".28" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".30" = load i1, i1* %"$phi.4"
  store i1 %".27", i1* %"$phi.4"
  br label %"B50"
B50:
  %".33" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".35" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".37" = load i1, i1* %"$phi.4"
  %".38" = load i1, i1* %"$phi.4"
  store i1 0, i1* %"$phi.4"
  %".40" = zext i1 %".37" to i8
  store i8 %".40", i8* %"retptr"
  ret i32 0
}
