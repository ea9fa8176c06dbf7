; ModuleID = "del_list_item"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences13del_list_itemB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases9sequences13del_list_itemB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %".7" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".36" = alloca i8*
  store i8* null, i8** %".36"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %"inserted.parent", 1
  %".11" = call i32 @"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* %".7", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.1", i8* %"extracted.parent.1")
  %".12" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".13" = icmp eq i32 %".11", 0
  %".14" = icmp eq i32 %".11", -2
  %".15" = icmp eq i32 %".11", -1
  %".16" = icmp eq i32 %".11", -3
  %".17" = or i1 %".13", %".14"
  %".18" = xor i1 %".17", -1
  %".19" = icmp sge i32 %".11", 1
  %".20" = select  i1 %".19", {i8*, i32, i8*, i8*, i32}* %".12", {i8*, i32, i8*, i8*, i32}* undef
  %".21" = load {i8*, i8*}, {i8*, i8*}* %".7"
  %".22" = extractvalue {i8*, i8*} %".21", 0
  %".23" = extractvalue {i8*, i8*} %".21", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %".22", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %".23", 1
  br i1 %".18", label %"B0.if", label %"B0.endif", !prof !2
B0.if:
  store i64 0, i64* %"try_state"
  %".27" = load i64, i64* %"try_state"
  %".28" = icmp ugt i64 %".27", 0
  %".29" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".20", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".31" = xor i1 %".28", -1
  br i1 %".31", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  store i8* null, i8** %".36"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  %".40" = call i32 @"_ZN5numba7cpython7listobj18delitem_list_index12_3clocals_3e17list_delitem_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex"(i8** %".36", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.3", i8* %"extracted.parent.3", i64 1)
  %".41" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".42" = icmp eq i32 %".40", 0
  %".43" = icmp eq i32 %".40", -2
  %".44" = icmp eq i32 %".40", -1
  %".45" = icmp eq i32 %".40", -3
  %".46" = or i1 %".42", %".43"
  %".47" = xor i1 %".46", -1
  %".48" = icmp sge i32 %".40", 1
  %".49" = select  i1 %".48", {i8*, i32, i8*, i8*, i32}* %".41", {i8*, i32, i8*, i8*, i32}* undef
  %".50" = load i8*, i8** %".36"
  br i1 %".47", label %"B0.endif.if", label %"B0.endif.endif", !prof !2
B0.if.if:
  ret i32 %".11"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".52" = load i64, i64* %"try_state"
  %".53" = icmp ugt i64 %".52", 0
  %".54" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".49", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".56" = xor i1 %".53", -1
  br i1 %".56", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  %".62" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.6", 0
  %".63" = insertvalue {i8*, i8*} %".62", i8* %"extracted.parent.6", 1
  store {i8*, i8*} %".63", {i8*, i8*}* %"retptr"
  ret i32 0
B0.endif.if.if:
  ret i32 %".40"
B0.endif.if.endif:
  br label %"B0.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.iterable.0", i8* %"arg.iterable.1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba7cpython7listobj18delitem_list_index12_3clocals_3e17list_delitem_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.lst.0", i8* %"arg.lst.1", i64 %"arg.i")

!numba_args_may_always_need_nrt = !{ !0, !1, !3 }
!0 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases9sequences13del_list_itemB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64)* @"_ZN5numba7cpython7listobj18delitem_list_index12_3clocals_3e17list_delitem_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex" }
