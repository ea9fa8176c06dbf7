; ModuleID = "both_branches_define_two"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases8branches24both_branches_define_twoB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases8branches24both_branches_define_twoB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"lo.2" = alloca i64
  store i64 0, i64* %"lo.2"
  %"hi.2" = alloca i64
  store i64 0, i64* %"hi.2"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = load i64, i64* %"b"
  %".12" = icmp slt i64 %".10", %".11"
  br i1 %".12", label %"B16", label %"B26"
B16:
  %".14" = load i64, i64* %"a"
  %".15" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".18" = load i64, i64* %"lo.2"
  store i64 %".14", i64* %"lo.2"
  %".20" = load i64, i64* %"b"
  %".21" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".24" = load i64, i64* %"hi.2"
  store i64 %".20", i64* %"hi.2"
  br label %"B34"
B26:
  %".27" = load i64, i64* %"b"
  %".28" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".30" = load i64, i64* %"lo.2"
  store i64 %".27", i64* %"lo.2"
  %".32" = load i64, i64* %"a"
  %".33" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".35" = load i64, i64* %"hi.2"
  store i64 %".32", i64* %"hi.2"
  br label %"B34"
B34:
  %".38" = load i64, i64* %"hi.2"
  %".39" = load i64, i64* %"lo.2"
  %".40" = sub nsw i64 %".38", %".39"
  %".41" = load i64, i64* %"lo.2"
  store i64 0, i64* %"lo.2"
  %".43" = load i64, i64* %"hi.2"
  store i64 0, i64* %"hi.2"
  store i64 %".40", i64* %"retptr"
  ret i32 0
}
