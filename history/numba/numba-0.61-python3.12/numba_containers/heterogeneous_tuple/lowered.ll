; ModuleID = "heterogeneous_tuple"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd" = common global i8* null
define i32 @"_ZN5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd"({double, i64}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n", double %"arg.x")
{
entry:
  %".14" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14"
  %".36" = alloca i64
  store i64 0, i64* %".36"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  %".6" = insertvalue {i64, double, i8*} undef, i64 %"arg.n", 0
  %".7" = insertvalue {i64, double, i8*} %".6", double %"arg.x", 1
  %".8" = insertvalue {i64, double, i8*} %".7", i8* null, 2
  %"extracted.f0" = extractvalue {i64, double, i8*} %".8", 0
  %"extracted.f1" = extractvalue {i64, double, i8*} %".8", 1
  %"extracted.f2" = extractvalue {i64, double, i8*} %".8", 2
  %".9" = extractvalue {i64, double, i8*} %".8", 0
  %".10" = extractvalue {i64, double, i8*} %".8", 1
  %".11" = sitofp i64 %".9" to double
  %".12" = fmul double %".11", %".10"
  %".13" = extractvalue {i64, double, i8*} %".8", 2
  %"extracted.f0.1" = extractvalue {i64, double, i8*} %".8", 0
  %"extracted.f1.1" = extractvalue {i64, double, i8*} %".8", 1
  %"extracted.f2.1" = extractvalue {i64, double, i8*} %".8", 2
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14"
  %".17" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14", i32 0, i32 0
  store i8* bitcast ([6 x i8]* @".bytes.string1" to i8*), i8** %".17"
  %".19" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14", i32 0, i32 1
  %".20" = load i64, i64* %".19"
  %".21" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14", i32 0, i32 1
  store i64 5, i64* %".21"
  %".23" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14", i32 0, i32 2
  %".24" = load i32, i32* %".23"
  %".25" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14", i32 0, i32 2
  store i32 1, i32* %".25"
  %".27" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14", i32 0, i32 3
  %".28" = load i32, i32* %".27"
  %".29" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14", i32 0, i32 3
  store i32 1, i32* %".29"
  %".31" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14", i32 0, i32 4
  %".32" = load i64, i64* %".31"
  %".33" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14", i32 0, i32 4
  store i64 -1, i64* %".33"
  %".35" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".14"
  store i64 0, i64* %".36"
  %"extracted.data" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".35", 0
  %"extracted.length" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".35", 1
  %"extracted.kind" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".35", 2
  %"extracted.is_ascii" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".35", 3
  %"extracted.hash" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".35", 4
  %"extracted.meminfo" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".35", 5
  %"extracted.parent" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".35", 6
  %".40" = call i32 @"_ZN5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type"(i64* %".36", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.data", i64 %"extracted.length", i32 %"extracted.kind", i32 %"extracted.is_ascii", i64 %"extracted.hash", i8* %"extracted.meminfo", i8* %"extracted.parent")
  %".41" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".42" = icmp eq i32 %".40", 0
  %".43" = icmp eq i32 %".40", -2
  %".44" = icmp eq i32 %".40", -1
  %".45" = icmp eq i32 %".40", -3
  %".46" = or i1 %".42", %".43"
  %".47" = xor i1 %".46", -1
  %".48" = icmp sge i32 %".40", 1
  %".49" = select  i1 %".48", {i8*, i32, i8*, i8*, i32}* %".41", {i8*, i32, i8*, i8*, i32}* undef
  %".50" = load i64, i64* %".36"
  br i1 %".47", label %"B0.if", label %"B0.endif", !prof !1
B0.if:
  store i64 0, i64* %"try_state"
  %".54" = load i64, i64* %"try_state"
  %".55" = icmp ugt i64 %".54", 0
  %".56" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".49", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".58" = xor i1 %".55", -1
  br i1 %".58", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".62" = insertvalue {double, i64} undef, double %".12", 0
  %".63" = insertvalue {double, i64} %".62", i64 %".50", 1
  %"extracted.f0.2" = extractvalue {double, i64} %".63", 0
  %"extracted.f1.2" = extractvalue {double, i64} %".63", 1
  %"extracted.f0.3" = extractvalue {double, i64} %".63", 0
  %"extracted.f1.3" = extractvalue {double, i64} %".63", 1
  %"extracted.f0.4" = extractvalue {double, i64} %".63", 0
  %"extracted.f1.4" = extractvalue {double, i64} %".63", 1
  %"extracted.f0.5" = extractvalue {double, i64} %".63", 0
  %"extracted.f1.5" = extractvalue {double, i64} %".63", 1
  %".64" = insertvalue {double, i64} undef, double %"extracted.f0.5", 0
  %".65" = insertvalue {double, i64} %".64", i64 %"extracted.f1.5", 1
  store {double, i64} %".65", {double, i64}* %"retptr"
  ret i32 0
B0.if.if:
  ret i32 %".40"
B0.if.endif:
  br label %"B0.endif"
}

@".bytes.string1" = internal constant [6 x i8] c"label\00"
declare i32 @"_ZN5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.s.0", i64 %"arg.s.1", i32 %"arg.s.2", i32 %"arg.s.3", i64 %"arg.s.4", i8* %"arg.s.5", i8* %"arg.s.6")

!numba_args_may_always_need_nrt = !{ !0 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type" }
!1 = !{ !"branch_weights", i32 1, i32 99 }
