; ModuleID = "for_over_list"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences13for_over_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases9sequences13for_over_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %".10" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".10"
  %".14" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".14"
  %".17" = alloca i64
  store i64 0, i64* %".17"
  %"$phi.1" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %"$phi.1"
  %".37" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".37"
  %".40" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".40"
  %".72" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".72"
  %".78" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".78"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".8" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".10"
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %".10"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".14"
  store i64 0, i64* %".17"
  %".20" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".14", i32 0, i32 1
  store i64* %".17", i64** %".20"
  %".22" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".10", i32 0, i32 0
  %".23" = load i8*, i8** %".22"
  %".24" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".14", i32 0, i32 0
  store i8* %".23", i8** %".24"
  %".26" = load {i8*, i64*}, {i8*, i64*}* %".14"
  %"extracted.meminfo.1" = extractvalue {i8*, i64*} %".26", 0
  %"extracted.index" = extractvalue {i8*, i64*} %".26", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %"extracted.meminfo.3" = extractvalue {i8*, i64*} %".26", 0
  %"extracted.index.1" = extractvalue {i8*, i64*} %".26", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".31" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.4" = extractvalue {i8*, i64*} %".31", 0
  %"extracted.index.2" = extractvalue {i8*, i64*} %".31", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i8*, i64*} %".26", {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.5" = extractvalue {i8*, i64*} %".26", 0
  %"extracted.index.3" = extractvalue {i8*, i64*} %".26", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  br label %"B12"
B12:
  %".36" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".37"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".40"
  store {i8*, i64*} %".36", {i8*, i64*}* %".40"
  %".44" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".40", i32 0, i32 1
  %".45" = load i64*, i64** %".44"
  %".46" = load i64, i64* %".45"
  %".47" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".40", i32 0, i32 0
  %".48" = load i8*, i8** %".47"
  %".49" = call i8* @"NRT_MemInfo_data_fast"(i8* %".48")
  %".50" = bitcast i8* %".49" to {i64, i64, i8, i64}*
  %".51" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".50", i32 0, i32 0
  %".52" = load i64, i64* %".51"
  %".53" = icmp slt i64 %".46", %".52"
  %".54" = getelementptr inbounds {i64, i1}, {i64, i1}* %".37", i32 0, i32 1
  store i1 %".53", i1* %".54"
  br i1 %".53", label %"B12.if", label %"B12.endif"
B16:
  %".88" = load i64, i64* %"$phi.2"
  %".89" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".91" = load i64, i64* %"total.2"
  %".92" = add nsw i64 %".91", %".88"
  %".93" = load i64, i64* %"total.2"
  store i64 %".92", i64* %"total.2"
  br label %"B12"
B30:
  %".96" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".98" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.6" = extractvalue {i8*, i64*} %".98", 0
  %"extracted.index.4" = extractvalue {i8*, i64*} %".98", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %"$phi.1"
  %".101" = load i64, i64* %"total.2"
  %".102" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".101", i64* %"retptr"
  ret i32 0
B12.if:
  %".57" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".40", i32 0, i32 0
  %".58" = load i8*, i8** %".57"
  %".59" = call i8* @"NRT_MemInfo_data_fast"(i8* %".58")
  %".60" = bitcast i8* %".59" to {i64, i64, i8, i64}*
  %".61" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".60", i32 0, i32 3
  %".62" = getelementptr i64, i64* %".61", i64 %".46"
  %".63" = load i64, i64* %".62"
  %".64" = getelementptr inbounds {i64, i1}, {i64, i1}* %".37", i32 0, i32 0
  store i64 %".63", i64* %".64"
  %".66" = add i64 %".46", 1
  %".67" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".40", i32 0, i32 1
  %".68" = load i64*, i64** %".67"
  store i64 %".66", i64* %".68"
  br label %"B12.endif"
B12.endif:
  %".71" = load {i64, i1}, {i64, i1}* %".37"
  %"extracted.first" = extractvalue {i64, i1} %".71", 0
  %"extracted.second" = extractvalue {i64, i1} %".71", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".72"
  store {i64, i1} %".71", {i64, i1}* %".72"
  %".76" = getelementptr inbounds {i64, i1}, {i64, i1}* %".72", i32 0, i32 0
  %".77" = load i64, i64* %".76"
  store {i64, i1} zeroinitializer, {i64, i1}* %".78"
  store {i64, i1} %".71", {i64, i1}* %".78"
  %".82" = getelementptr inbounds {i64, i1}, {i64, i1}* %".78", i32 0, i32 1
  %".83" = load i1, i1* %".82"
  %"extracted.first.1" = extractvalue {i64, i1} %".71", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".71", 1
  %".85" = load i64, i64* %"$phi.2"
  store i64 %".77", i64* %"$phi.2"
  br i1 %".83", label %"B16", label %"B30"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

!numba_args_may_always_need_nrt = !{ !0 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases9sequences13for_over_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
