; ModuleID = "calls_recursive_helper"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_functions22calls_recursive_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases15numba_functions22calls_recursive_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".6" = alloca i64
  store i64 0, i64* %".6"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  %".5" = load i8*, i8** @"numba.dynamic.globals.object1"
  store i64 0, i64* %".6"
  %".10" = call i32 @"_ZN5cases15numba_functions4_fibB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* %".6", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %"arg.n")
  %".11" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".12" = icmp eq i32 %".10", 0
  %".13" = icmp eq i32 %".10", -2
  %".14" = icmp eq i32 %".10", -1
  %".15" = icmp eq i32 %".10", -3
  %".16" = or i1 %".12", %".13"
  %".17" = xor i1 %".16", -1
  %".18" = icmp sge i32 %".10", 1
  %".19" = select  i1 %".18", {i8*, i32, i8*, i8*, i32}* %".11", {i8*, i32, i8*, i8*, i32}* undef
  %".20" = load i64, i64* %".6"
  br i1 %".17", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".24" = load i64, i64* %"try_state"
  %".25" = icmp ugt i64 %".24", 0
  %".26" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".19", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".28" = xor i1 %".25", -1
  br i1 %".28", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  store i64 %".20", i64* %"retptr"
  ret i32 0
B0.if.if:
  ret i32 %".10"
B0.if.endif:
  br label %"B0.endif"
}

@"numba.dynamic.globals.object1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)
declare i32 @"_ZN5cases15numba_functions4_fibB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")

!0 = !{ !"branch_weights", i32 1, i32 99 }
