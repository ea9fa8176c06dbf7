; ModuleID = "int_power"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions9int_powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11expressions9int_powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca i64
  store i64 0, i64* %".5"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  store i64 0, i64* %".5"
  %".9" = call i32 @"_ZN5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAExx"(i64* %".5", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %"arg.n", i64 2)
  %".10" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".11" = icmp eq i32 %".9", 0
  %".12" = icmp eq i32 %".9", -2
  %".13" = icmp eq i32 %".9", -1
  %".14" = icmp eq i32 %".9", -3
  %".15" = or i1 %".11", %".12"
  %".16" = xor i1 %".15", -1
  %".17" = icmp sge i32 %".9", 1
  %".18" = select  i1 %".17", {i8*, i32, i8*, i8*, i32}* %".10", {i8*, i32, i8*, i8*, i32}* undef
  %".19" = load i64, i64* %".5"
  br i1 %".16", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".23" = load i64, i64* %"try_state"
  %".24" = icmp ugt i64 %".23", 0
  %".25" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".18", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".27" = xor i1 %".24", -1
  br i1 %".27", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  store i64 %".19", i64* %"retptr"
  ret i32 0
B0.if.if:
  ret i32 %".9"
B0.if.endif:
  br label %"B0.endif"
}

declare i32 @"_ZN5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")

!0 = !{ !"branch_weights", i32 1, i32 99 }
