; ModuleID = "recursive_njit"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_as_written14recursive_njitB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases16numba_as_written14recursive_njitB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %".17" = alloca i64
  store i64 0, i64* %".17"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  %".8" = icmp sle i64 %".7", 0
  br i1 %".8", label %"B14", label %"B16"
B14:
  %".10" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 1, i64* %"retptr"
  ret i32 0
B16:
  %".14" = load i8*, i8** @"numba.dynamic.globals.object1"
  %".15" = load i64, i64* %"n"
  %".16" = sub nsw i64 %".15", 1
  store i64 0, i64* %".17"
  %".21" = call i32 @"_ZN5cases16numba_as_written14recursive_njitB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* %".17", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %".16")
  %".22" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".23" = icmp eq i32 %".21", 0
  %".24" = icmp eq i32 %".21", -2
  %".25" = icmp eq i32 %".21", -1
  %".26" = icmp eq i32 %".21", -3
  %".27" = or i1 %".23", %".24"
  %".28" = xor i1 %".27", -1
  %".29" = icmp sge i32 %".21", 1
  %".30" = select  i1 %".29", {i8*, i32, i8*, i8*, i32}* %".22", {i8*, i32, i8*, i8*, i32}* undef
  %".31" = load i64, i64* %".17"
  br i1 %".28", label %"B16.if", label %"B16.endif", !prof !0
B16.if:
  store i64 0, i64* %"try_state"
  %".35" = load i64, i64* %"try_state"
  %".36" = icmp ugt i64 %".35", 0
  %".37" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".30", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".39" = xor i1 %".36", -1
  br i1 %".39", label %"B16.if.if", label %"B16.if.endif"
B16.endif:
  %".43" = load i64, i64* %"n"
  %".44" = mul nsw i64 %".43", %".31"
  %".45" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 %".44", i64* %"retptr"
  ret i32 0
B16.if.if:
  ret i32 %".21"
B16.if.endif:
  br label %"B16.endif"
}

@"numba.dynamic.globals.object1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)
declare i32 @"_ZN5cases16numba_as_written14recursive_njitB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")

!0 = !{ !"branch_weights", i32 1, i32 99 }
