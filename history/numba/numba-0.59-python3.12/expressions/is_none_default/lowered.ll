; ModuleID = "is_none_default"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx" = common global i8* null
define i32 @"_ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.limit", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"$phi.1" = alloca i64
  store i64 0, i64* %"$phi.1"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = icmp ne i64 1, 0
  br label %"B8"
B8:
  %".11" = load i64, i64* %"$phi.1"
  store i64 10, i64* %"$phi.1"
  br label %"B14"
B14:
  %".14" = load i64, i64* %"$phi.1"
  %".15" = load i64, i64* %"$phi.1"
  store i64 0, i64* %"$phi.1"
  %".17" = load i64, i64* %"n"
  %".18" = icmp slt i64 10, %".17"
  %".19" = select  i1 %".18", i64 10, i64 %".17"
  %".20" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 %".19", i64* %"retptr"
  ret i32 0
}
