; ModuleID = "return_in_every_branch"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements22return_in_every_branchB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements22return_in_every_branchB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  %".8" = icmp sgt i64 %".7", 0
  br i1 %".8", label %"B14", label %"B16"
B14:
  %".10" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 1, i64* %"retptr"
  ret i32 0
B16:
  %".14" = load i64, i64* %"n"
  %".15" = icmp slt i64 %".14", 0
  %".16" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  br i1 %".15", label %"B26", label %"B28"
B26:
  store i64 -1, i64* %"retptr"
  ret i32 0
B28:
  store i64 0, i64* %"retptr"
  ret i32 0
}
