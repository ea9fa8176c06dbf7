; ModuleID = "elif_chain"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases8branches10elif_chainB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases8branches10elif_chainB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  %".8" = icmp slt i64 %".7", 0
  br i1 %".8", label %"B14", label %"B22"
B14:
  %".10" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 -1, i64* %"retptr"
  ret i32 0
B22:
  %".14" = load i64, i64* %"n"
  %".15" = icmp eq i64 %".14", 0
  br i1 %".15", label %"B32", label %"B40"
B32:
  %".17" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 0, i64* %"retptr"
  ret i32 0
B40:
  %".21" = load i64, i64* %"n"
  %".22" = icmp slt i64 %".21", 10
  %".23" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  br i1 %".22", label %"B50", label %"B58"
B50:
  store i64 1, i64* %"retptr"
  ret i32 0
B58:
  store i64 2, i64* %"retptr"
  ret i32 0
}
