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
  %"$phi.6" = alloca i1
  store i1 0, i1* %"$phi.6"
  %"$phi.5" = alloca i1
  store i1 0, i1* %"$phi.5"
  %"$phi.9" = alloca i1
  store i1 0, i1* %"$phi.9"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = icmp sgt i64 %".10", 0
  %".13" = load i1, i1* %"$phi.6"
  store i1 %".11", i1* %"$phi.6"
  %".16" = load i1, i1* %"$phi.5"
  store i1 %".11", i1* %"$phi.5"
  br i1 %".11", label %"B16", label %"B26"
B16:
  %".19" = load i64, i64* %"b"
  %".20" = icmp sgt i64 %".19", 0
  %".21" = load i1, i1* %"$phi.6"
  store i1 %".20", i1* %"$phi.6"
  %".23" = load i1, i1* %"$phi.5"
  store i1 %".20", i1* %"$phi.5"
  br label %"B26"
B26:
  %".26" = load i1, i1* %"$phi.5"
  %".28" = load i1, i1* %"$phi.9"
  store i1 %".26", i1* %"$phi.9"
  %".30" = load i1, i1* %"$phi.5"
  store i1 0, i1* %"$phi.5"
  %".32" = load i1, i1* %"$phi.6"
  %".33" = load i1, i1* %"$phi.6"
  store i1 0, i1* %"$phi.6"
  br i1 %".32", label %"B54", label %"B30"
B30:
  %".36" = load i64, i64* %"a"
  %".37" = icmp slt i64 %".36", 0
  %".38" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".40" = load i1, i1* %"$phi.9"
  store i1 %".37", i1* %"$phi.9"
  br i1 %".37", label %"B44", label %"B54"
B44:
  %".43" = load i64, i64* %"b"
  %".44" = icmp slt i64 %".43", 0
  %".45" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".47" = load i1, i1* %"$phi.9"
  store i1 %".44", i1* %"$phi.9"
  br label %"B54"
B54:
  %".50" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".52" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".54" = load i1, i1* %"$phi.9"
  %".55" = load i1, i1* %"$phi.9"
  store i1 0, i1* %"$phi.9"
  %".57" = zext i1 %".54" to i8
  store i8 %".57", i8* %"retptr"
  ret i32 0
}
