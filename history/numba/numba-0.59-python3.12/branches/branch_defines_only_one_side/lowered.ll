; ModuleID = "branch_defines_only_one_side"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases8branches28branch_defines_only_one_sideB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases8branches28branch_defines_only_one_sideB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"y.1" = alloca i64
  store i64 0, i64* %"y.1"
  %"n" = alloca i64
  store i64 0, i64* %"n"
  br label %"B0"
B0:
  %".6" = load i64, i64* %"y.1"
  store i64 0, i64* %"y.1"
  store i64 %"arg.n", i64* %"n"
  %".10" = load i64, i64* %"n"
  %".11" = icmp sgt i64 %".10", 0
  br i1 %".11", label %"B14", label %"B24"
B14:
  %".13" = load i64, i64* %"n"
  %".14" = add nsw i64 %".13", 10
  %".15" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".17" = load i64, i64* %"y.1"
  store i64 %".14", i64* %"y.1"
  br label %"B24"
B24:
  %".20" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".22" = load i64, i64* %"y.1"
  %".23" = load i64, i64* %"y.1"
  store i64 0, i64* %"y.1"
  store i64 %".22", i64* %"retptr"
  ret i32 0
}
