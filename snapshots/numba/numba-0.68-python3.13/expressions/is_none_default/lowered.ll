; ModuleID = "is_none_default"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx" = common global i8* null
define i32 @"_ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.limit", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"$phi.1" = alloca i64
  store i64 0, i64* %"$phi.1"
  %".20" = alloca i64
  store i64 0, i64* %".20"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = icmp ne i64 1, 0
  br label %"B10"
B10:
  %".11" = load i64, i64* %"$phi.1"
  store i64 10, i64* %"$phi.1"
  br label %"B16"
B16:
  %".14" = load i64, i64* %"$phi.1"
  %".15" = load i64, i64* %"$phi.1"
  store i64 0, i64* %"$phi.1"
  %".17" = load i64, i64* %"n"
  %".18" = insertvalue {i64, i64} undef, i64 %".17", 0
  %".19" = insertvalue {i64, i64} %".18", i64 10, 1
  store i64 0, i64* %".20"
  %".24" = extractvalue {i64, i64} %".19", 0
  %".25" = extractvalue {i64, i64} %".19", 1
  %".26" = call i32 @"_ZN5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* %".20", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %".24", i64 %".25")
  %".27" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".28" = icmp eq i32 %".26", 0
  %".29" = icmp eq i32 %".26", -2
  %".30" = icmp eq i32 %".26", -1
  %".31" = icmp eq i32 %".26", -3
  %".32" = or i1 %".28", %".29"
  %".33" = xor i1 %".32", -1
  %".34" = icmp sge i32 %".26", 1
  %".35" = select  i1 %".34", {i8*, i32, i8*, i8*, i32}* %".27", {i8*, i32, i8*, i8*, i32}* undef
  %".36" = load i64, i64* %".20"
  br i1 %".33", label %"B16.if", label %"B16.endif", !prof !0
B16.if:
  store i64 0, i64* %"try_state"
  %".40" = load i64, i64* %"try_state"
  %".41" = icmp ugt i64 %".40", 0
  %".42" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".35", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".44" = xor i1 %".41", -1
  br i1 %".44", label %"B16.if.if", label %"B16.if.endif"
B16.endif:
  %".48" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 %".36", i64* %"retptr"
  ret i32 0
B16.if.if:
  ret i32 %".26"
B16.if.endif:
  br label %"B16.endif"
}

declare i32 @"_ZN5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.x.0", i64 %"arg.x.1")

!0 = !{ !"branch_weights", i32 1, i32 99 }
