; ModuleID = "equality_and_inequality"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions23equality_and_inequalityB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExxx" = common global i8* null
define i32 @"_ZN5cases11expressions23equality_and_inequalityB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExxx"(i8* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b", i64 %"arg.c")
{
entry:
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"c" = alloca i64
  store i64 0, i64* %"c"
  %"$phi.3" = alloca i1
  store i1 0, i1* %"$phi.3"
  br label %"B0"
B0:
  store i64 %"arg.b", i64* %"b"
  store i64 %"arg.c", i64* %"c"
  %".11" = load i64, i64* %"b"
  %".12" = icmp eq i64 %"arg.a", %".11"
  %".14" = load i1, i1* %"$phi.3"
  store i1 %".12", i1* %"$phi.3"
  br i1 %".12", label %"B16", label %"B26"
B16:
  %".17" = load i64, i64* %"b"
  %".18" = load i64, i64* %"c"
  %".19" = icmp ne i64 %".17", %".18"
  %".20" = load i64, i64* %"c"
  store i64 0, i64* %"c"
  %".22" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".24" = load i1, i1* %"$phi.3"
  store i1 %".19", i1* %"$phi.3"
  br label %"B26"
B26:
  %".27" = load i64, i64* %"c"
  store i64 0, i64* %"c"
  %".29" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".31" = load i1, i1* %"$phi.3"
  %".32" = load i1, i1* %"$phi.3"
  store i1 0, i1* %"$phi.3"
  %".34" = zext i1 %".31" to i8
  store i8 %".34", i8* %"retptr"
  ret i32 0
}
