; ModuleID = "in_and_not_in"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex" = common global i8* null
define i32 @"_ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex"(i8* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1", i64 %"arg.v")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %"xs" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"xs"
  %".11" = alloca i8
  store i8 0, i8* %".11"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".26" = alloca i1
  store i1 0, i1* %".26"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.3" = alloca i1
  store i1 0, i1* %"$phi.3"
  %".51" = alloca i8
  store i8 0, i8* %".51"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".66" = alloca i1
  store i1 0, i1* %".66"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %"xs"
  %".10" = load {i8*, i8*}, {i8*, i8*}* %"xs"
  store i8 0, i8* %".11"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".10", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".10", 1
  %".15" = call i32 @"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex"(i8* %".11", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.1", i8* %"extracted.parent.1", i64 %"arg.v")
  %".16" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".17" = icmp eq i32 %".15", 0
  %".18" = icmp eq i32 %".15", -2
  %".19" = icmp eq i32 %".15", -1
  %".20" = icmp eq i32 %".15", -3
  %".21" = or i1 %".17", %".18"
  %".22" = xor i1 %".21", -1
  %".23" = icmp sge i32 %".15", 1
  %".24" = select  i1 %".23", {i8*, i32, i8*, i8*, i32}* %".16", {i8*, i32, i8*, i8*, i32}* undef
  %".25" = load i8, i8* %".11"
  %".28" = icmp eq i8 %".25", 0
  br i1 %".28", label %"B0.if", label %"B0.else"
B14:
  %".50" = load {i8*, i8*}, {i8*, i8*}* %"xs"
  store i8 0, i8* %".51"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".50", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".50", 1
  %".55" = call i32 @"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex"(i8* %".51", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.2", i8* %"extracted.parent.2", i64 99)
  %".56" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".57" = icmp eq i32 %".55", 0
  %".58" = icmp eq i32 %".55", -2
  %".59" = icmp eq i32 %".55", -1
  %".60" = icmp eq i32 %".55", -3
  %".61" = or i1 %".57", %".58"
  %".62" = xor i1 %".61", -1
  %".63" = icmp sge i32 %".55", 1
  %".64" = select  i1 %".63", {i8*, i32, i8*, i8*, i32}* %".56", {i8*, i32, i8*, i8*, i32}* undef
  %".65" = load i8, i8* %".51"
  %".68" = icmp eq i8 %".65", 0
  br i1 %".68", label %"B14.if", label %"B14.else"
B22:
  %".91" = load {i8*, i8*}, {i8*, i8*}* %"xs"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".91", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".91", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"xs"
  %".94" = load i1, i1* %"$phi.3"
  %".95" = load i1, i1* %"$phi.3"
  store i1 0, i1* %"$phi.3"
  %".97" = zext i1 %".94" to i8
  store i8 %".97", i8* %"retptr"
  ret i32 0
B0.if:
  store i1 0, i1* %".26"
  br label %"B0.endif"
B0.else:
  store i1 1, i1* %".26"
  br label %"B0.endif"
B0.endif:
  %".34" = load i1, i1* %".26"
  br i1 %".22", label %"B0.endif.if", label %"B0.endif.endif", !prof !2
B0.endif.if:
  store i64 0, i64* %"try_state"
  %".38" = load i64, i64* %"try_state"
  %".39" = icmp ugt i64 %".38", 0
  %".40" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".24", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".42" = xor i1 %".39", -1
  br i1 %".42", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  %".47" = load i1, i1* %"$phi.3"
  store i1 %".34", i1* %"$phi.3"
  br i1 %".34", label %"B14", label %"B22"
B0.endif.if.if:
  ret i32 %".15"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B14.if:
  store i1 0, i1* %".66"
  br label %"B14.endif"
B14.else:
  store i1 1, i1* %".66"
  br label %"B14.endif"
B14.endif:
  %".74" = load i1, i1* %".66"
  br i1 %".62", label %"B14.endif.if", label %"B14.endif.endif", !prof !2
B14.endif.if:
  %".76" = load i64, i64* %"try_state"
  %".77" = icmp ugt i64 %".76", 0
  %".78" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".64", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".80" = xor i1 %".77", -1
  br i1 %".80", label %"B14.endif.if.if", label %"B14.endif.if.endif"
B14.endif.endif:
  %".84" = load {i8*, i8*}, {i8*, i8*}* %"xs"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".84", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".84", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"xs"
  %".87" = xor i1 %".74", -1
  %".88" = load i1, i1* %"$phi.3"
  store i1 %".87", i1* %"$phi.3"
  br label %"B22"
B14.endif.if.if:
  ret i32 %".55"
B14.endif.if.endif:
  br label %"B14.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex"(i8* noalias nocapture %"retptr.1", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.1", i8* %"arg.lst.0.1", i8* %"arg.lst.1.1", i64 %"arg.value.1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

!numba_args_may_always_need_nrt = !{ !0, !1, !1 }
!0 = !{ i32 (i8*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64)* @"_ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex" }
!1 = !{ i32 (i8*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64)* @"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex" }
!2 = !{ !"branch_weights", i32 1, i32 99 }
