; ModuleID = "both_branches_define_two"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases8branches24both_branches_define_twoB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases8branches24both_branches_define_twoB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
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
  %".11" = load i64, i64* %"b"
  %".12" = icmp slt i64 %".10", %".11"
  br i1 %".12", label %"B14", label %"B32"
B14:
  %".14" = load i64, i64* %"a"
  %".15" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".17" = load i64, i64* %"b"
  %".18" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".20" = sub nsw i64 %".17", %".14"
  store i64 %".20", i64* %"retptr"
  ret i32 0
B32:
  %".23" = load i64, i64* %"b"
  %".24" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".26" = load i64, i64* %"a"
  %".27" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".29" = sub nsw i64 %".26", %".23"
  store i64 %".29", i64* %"retptr"
  ret i32 0
}
