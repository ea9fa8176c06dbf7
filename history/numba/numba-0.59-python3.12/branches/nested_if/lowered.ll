; ModuleID = "nested_if"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases8branches9nested_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases8branches9nested_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
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
  br i1 %".11", label %"B14", label %"B52"
B14:
  %".13" = load i64, i64* %"b"
  %".14" = icmp sgt i64 %".13", 0
  br i1 %".14", label %"B24", label %"B38"
B24:
  %".16" = load i64, i64* %"a"
  %".17" = load i64, i64* %"b"
  %".18" = add nsw i64 %".16", %".17"
  %".19" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".21" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  store i64 %".18", i64* %"retptr"
  ret i32 0
B38:
  %".25" = load i64, i64* %"a"
  %".26" = load i64, i64* %"b"
  %".27" = sub nsw i64 %".25", %".26"
  %".28" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".30" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  store i64 %".27", i64* %"retptr"
  ret i32 0
B52:
  %".34" = load i64, i64* %"b"
  %".35" = icmp sgt i64 %".34", 0
  br i1 %".35", label %"B62", label %"B76"
B62:
  %".37" = load i64, i64* %"b"
  %".38" = load i64, i64* %"a"
  %".39" = sub nsw i64 %".37", %".38"
  %".40" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".42" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  store i64 %".39", i64* %"retptr"
  ret i32 0
B76:
  %".46" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".48" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  store i64 0, i64* %"retptr"
  ret i32 0
}
