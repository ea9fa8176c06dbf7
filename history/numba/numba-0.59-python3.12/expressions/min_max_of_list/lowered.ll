; ModuleID = "min_max_of_list"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %".7" = alloca i64
  store i64 0, i64* %".7"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".33" = alloca i64
  store i64 0, i64* %".33"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store i64 0, i64* %".7"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %"inserted.parent", 1
  %".11" = call i32 @"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* %".7", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.1", i8* %"extracted.parent.1")
  %".12" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".13" = icmp eq i32 %".11", 0
  %".14" = icmp eq i32 %".11", -2
  %".15" = icmp eq i32 %".11", -1
  %".16" = icmp eq i32 %".11", -3
  %".17" = or i1 %".13", %".14"
  %".18" = xor i1 %".17", -1
  %".19" = icmp sge i32 %".11", 1
  %".20" = select  i1 %".19", {i8*, i32, i8*, i8*, i32}* %".12", {i8*, i32, i8*, i8*, i32}* undef
  %".21" = load i64, i64* %".7"
  br i1 %".18", label %"B0.if", label %"B0.endif", !prof !2
B0.if:
  store i64 0, i64* %"try_state"
  %".25" = load i64, i64* %"try_state"
  %".26" = icmp ugt i64 %".25", 0
  %".27" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".20", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".29" = xor i1 %".26", -1
  br i1 %".29", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  store i64 0, i64* %".33"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %"inserted.parent", 1
  %".37" = call i32 @"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* %".33", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.2", i8* %"extracted.parent.2")
  %".38" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".39" = icmp eq i32 %".37", 0
  %".40" = icmp eq i32 %".37", -2
  %".41" = icmp eq i32 %".37", -1
  %".42" = icmp eq i32 %".37", -3
  %".43" = or i1 %".39", %".40"
  %".44" = xor i1 %".43", -1
  %".45" = icmp sge i32 %".37", 1
  %".46" = select  i1 %".45", {i8*, i32, i8*, i8*, i32}* %".38", {i8*, i32, i8*, i8*, i32}* undef
  %".47" = load i64, i64* %".33"
  br i1 %".44", label %"B0.endif.if", label %"B0.endif.endif", !prof !2
B0.if.if:
  ret i32 %".11"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".49" = load i64, i64* %"try_state"
  %".50" = icmp ugt i64 %".49", 0
  %".51" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".46", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".53" = xor i1 %".50", -1
  br i1 %".53", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  %".58" = sub nsw i64 %".21", %".47"
  store i64 %".58", i64* %"retptr"
  ret i32 0
B0.endif.if.if:
  ret i32 %".37"
B0.endif.if.endif:
  br label %"B0.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.iterable.0", i8* %"arg.iterable.1")

declare i32 @"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.iterable.0", i8* %"arg.iterable.1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

!numba_args_may_always_need_nrt = !{ !0, !1, !3 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
