; ModuleID = "elif_chain"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases8branches10elif_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases8branches10elif_chainB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"r.4" = alloca i64
  store i64 0, i64* %"r.4"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  %".8" = icmp slt i64 %".7", 0
  br i1 %".8", label %"B16", label %"B22"
B16:
  %".10" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".13" = load i64, i64* %"r.4"
  store i64 -1, i64* %"r.4"
  br label %"B62"
B22:
  %".16" = load i64, i64* %"n"
  %".17" = icmp eq i64 %".16", 0
  br i1 %".17", label %"B34", label %"B40"
B34:
  %".19" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".21" = load i64, i64* %"r.4"
  store i64 0, i64* %"r.4"
  br label %"B62"
B40:
  %".24" = load i64, i64* %"n"
  %".25" = icmp slt i64 %".24", 10
  %".26" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  br i1 %".25", label %"B52", label %"B58"
B52:
  %".29" = load i64, i64* %"r.4"
  store i64 1, i64* %"r.4"
  br label %"B62"
B58:
  %".32" = load i64, i64* %"r.4"
  store i64 2, i64* %"r.4"
  br label %"B62"
B62:
  %".35" = load i64, i64* %"r.4"
  %".36" = load i64, i64* %"r.4"
  store i64 0, i64* %"r.4"
  store i64 %".35", i64* %"retptr"
  ret i32 0
}
