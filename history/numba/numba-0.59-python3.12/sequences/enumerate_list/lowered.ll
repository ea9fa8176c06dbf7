; ModuleID = "enumerate_list"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
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
  %".28" = alloca {i64*, {i8*, i64*}}
  store {i64*, {i8*, i64*}} zeroinitializer, {i64*, {i8*, i64*}}* %".28"
  %".31" = alloca i64
  store i64 0, i64* %".31"
  %"$phi.1" = alloca {i64*, {i8*, i64*}}
  store {i64*, {i8*, i64*}} zeroinitializer, {i64*, {i8*, i64*}}* %"$phi.1"
  %".50" = alloca {[2 x i64], i1}
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".50"
  %".53" = alloca {i64*, {i8*, i64*}}
  store {i64*, {i8*, i64*}} zeroinitializer, {i64*, {i8*, i64*}}* %".53"
  %".66" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".66"
  %".69" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".69"
  %".101" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".101"
  %".107" = alloca i1
  store i1 0, i1* %".107"
  %".127" = alloca {[2 x i64], i1}
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".127"
  %".135" = alloca {[2 x i64], i1}
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".135"
  %"$phi.2" = alloca [2 x i64]
  store [2 x i64] zeroinitializer, [2 x i64]* %"$phi.2"
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
  store {i64*, {i8*, i64*}} zeroinitializer, {i64*, {i8*, i64*}}* %".28"
  store i64 0, i64* %".31"
  %".34" = getelementptr inbounds {i64*, {i8*, i64*}}, {i64*, {i8*, i64*}}* %".28", i32 0, i32 0
  store i64* %".31", i64** %".34"
  %".36" = getelementptr inbounds {i64*, {i8*, i64*}}, {i64*, {i8*, i64*}}* %".28", i32 0, i32 1
  store {i8*, i64*} %".26", {i8*, i64*}* %".36"
  %".38" = load {i64*, {i8*, i64*}}, {i64*, {i8*, i64*}}* %".28"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %"extracted.count" = extractvalue {i64*, {i8*, i64*}} %".38", 0
  %"extracted.iter" = extractvalue {i64*, {i8*, i64*}} %".38", 1
  %"extracted.meminfo.3" = extractvalue {i8*, i64*} %"extracted.iter", 0
  %"extracted.index.1" = extractvalue {i8*, i64*} %"extracted.iter", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %"extracted.count.1" = extractvalue {i64*, {i8*, i64*}} %".38", 0
  %"extracted.iter.1" = extractvalue {i64*, {i8*, i64*}} %".38", 1
  %"extracted.meminfo.4" = extractvalue {i8*, i64*} %"extracted.iter.1", 0
  %"extracted.index.2" = extractvalue {i8*, i64*} %"extracted.iter.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  %"extracted.count.2" = extractvalue {i64*, {i8*, i64*}} %".38", 0
  %"extracted.iter.2" = extractvalue {i64*, {i8*, i64*}} %".38", 1
  %"extracted.meminfo.5" = extractvalue {i8*, i64*} %"extracted.iter.2", 0
  %"extracted.index.3" = extractvalue {i8*, i64*} %"extracted.iter.2", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  %".44" = load {i64*, {i8*, i64*}}, {i64*, {i8*, i64*}}* %"$phi.1"
  %"extracted.count.3" = extractvalue {i64*, {i8*, i64*}} %".44", 0
  %"extracted.iter.3" = extractvalue {i64*, {i8*, i64*}} %".44", 1
  %"extracted.meminfo.6" = extractvalue {i8*, i64*} %"extracted.iter.3", 0
  %"extracted.index.4" = extractvalue {i8*, i64*} %"extracted.iter.3", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {i64*, {i8*, i64*}} %".38", {i64*, {i8*, i64*}}* %"$phi.1"
  %"extracted.count.4" = extractvalue {i64*, {i8*, i64*}} %".38", 0
  %"extracted.iter.4" = extractvalue {i64*, {i8*, i64*}} %".38", 1
  %"extracted.meminfo.7" = extractvalue {i8*, i64*} %"extracted.iter.4", 0
  %"extracted.index.5" = extractvalue {i8*, i64*} %"extracted.iter.4", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  br label %"B30"
B30:
  %".49" = load {i64*, {i8*, i64*}}, {i64*, {i8*, i64*}}* %"$phi.1"
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".50"
  store {i64*, {i8*, i64*}} zeroinitializer, {i64*, {i8*, i64*}}* %".53"
  store {i64*, {i8*, i64*}} %".49", {i64*, {i8*, i64*}}* %".53"
  %".57" = getelementptr inbounds {i64*, {i8*, i64*}}, {i64*, {i8*, i64*}}* %".53", i32 0, i32 0
  %".58" = load i64*, i64** %".57"
  %".59" = load i64, i64* %".58"
  %".60" = add i64 %".59", 1
  %".61" = getelementptr inbounds {i64*, {i8*, i64*}}, {i64*, {i8*, i64*}}* %".53", i32 0, i32 0
  %".62" = load i64*, i64** %".61"
  store i64 %".60", i64* %".62"
  %".64" = getelementptr inbounds {i64*, {i8*, i64*}}, {i64*, {i8*, i64*}}* %".53", i32 0, i32 1
  %".65" = load {i8*, i64*}, {i8*, i64*}* %".64"
  store {i64, i1} zeroinitializer, {i64, i1}* %".66"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".69"
  store {i8*, i64*} %".65", {i8*, i64*}* %".69"
  %".73" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".69", i32 0, i32 1
  %".74" = load i64*, i64** %".73"
  %".75" = load i64, i64* %".74"
  %".76" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".69", i32 0, i32 0
  %".77" = load i8*, i8** %".76"
  %".78" = call i8* @"NRT_MemInfo_data_fast"(i8* %".77")
  %".79" = bitcast i8* %".78" to {i64, i64, i8, i64}*
  %".80" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".79", i32 0, i32 0
  %".81" = load i64, i64* %".80"
  %".82" = icmp slt i64 %".75", %".81"
  %".83" = getelementptr inbounds {i64, i1}, {i64, i1}* %".66", i32 0, i32 1
  store i1 %".82", i1* %".83"
  br i1 %".82", label %"B30.if", label %"B30.endif"
B34:
  %".153" = load [2 x i64], [2 x i64]* %"$phi.2"
  %".154" = extractvalue [2 x i64] %".153", 0
  %".155" = extractvalue [2 x i64] %".153", 1
  %".156" = load [2 x i64], [2 x i64]* %"$phi.2"
  %".157" = extractvalue [2 x i64] %".156", 0
  %".158" = extractvalue [2 x i64] %".156", 1
  store [2 x i64] zeroinitializer, [2 x i64]* %"$phi.2"
  %".160" = extractvalue [2 x i64] %".153", 0
  %".161" = extractvalue [2 x i64] %".153", 1
  %".162" = extractvalue [2 x i64] %".153", 0
  %".163" = extractvalue [2 x i64] %".153", 1
  %".164" = mul nsw i64 %".160", %".161"
  %".165" = load i64, i64* %"total.2"
  %".166" = add nsw i64 %".165", %".164"
  %".167" = load i64, i64* %"total.2"
  store i64 %".166", i64* %"total.2"
  br label %"B30"
B60:
  %".170" = load [2 x i64], [2 x i64]* %"$phi.2"
  %".171" = extractvalue [2 x i64] %".170", 0
  %".172" = extractvalue [2 x i64] %".170", 1
  store [2 x i64] zeroinitializer, [2 x i64]* %"$phi.2"
  %".174" = load {i64*, {i8*, i64*}}, {i64*, {i8*, i64*}}* %"$phi.1"
  %"extracted.count.5" = extractvalue {i64*, {i8*, i64*}} %".174", 0
  %"extracted.iter.5" = extractvalue {i64*, {i8*, i64*}} %".174", 1
  %"extracted.meminfo.8" = extractvalue {i8*, i64*} %"extracted.iter.5", 0
  %"extracted.index.6" = extractvalue {i8*, i64*} %"extracted.iter.5", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {i64*, {i8*, i64*}} zeroinitializer, {i64*, {i8*, i64*}}* %"$phi.1"
  %".177" = load i64, i64* %"total.2"
  %".178" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".177", i64* %"retptr"
  ret i32 0
B30.if:
  %".86" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".69", i32 0, i32 0
  %".87" = load i8*, i8** %".86"
  %".88" = call i8* @"NRT_MemInfo_data_fast"(i8* %".87")
  %".89" = bitcast i8* %".88" to {i64, i64, i8, i64}*
  %".90" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".89", i32 0, i32 3
  %".91" = getelementptr i64, i64* %".90", i64 %".75"
  %".92" = load i64, i64* %".91"
  %".93" = getelementptr inbounds {i64, i1}, {i64, i1}* %".66", i32 0, i32 0
  store i64 %".92", i64* %".93"
  %".95" = add i64 %".75", 1
  %".96" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".69", i32 0, i32 1
  %".97" = load i64*, i64** %".96"
  store i64 %".95", i64* %".97"
  br label %"B30.endif"
B30.endif:
  %".100" = load {i64, i1}, {i64, i1}* %".66"
  %"extracted.first" = extractvalue {i64, i1} %".100", 0
  %"extracted.second" = extractvalue {i64, i1} %".100", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".101"
  store {i64, i1} %".100", {i64, i1}* %".101"
  %".105" = getelementptr inbounds {i64, i1}, {i64, i1}* %".101", i32 0, i32 1
  %".106" = load i1, i1* %".105"
  %".109" = icmp eq i1 %".106", 0
  br i1 %".109", label %"B30.endif.if", label %"B30.endif.else"
B30.endif.if:
  store i1 0, i1* %".107"
  br label %"B30.endif.endif"
B30.endif.else:
  store i1 1, i1* %".107"
  br label %"B30.endif.endif"
B30.endif.endif:
  %".115" = load i1, i1* %".107"
  %".116" = getelementptr inbounds {[2 x i64], i1}, {[2 x i64], i1}* %".50", i32 0, i32 1
  store i1 %".115", i1* %".116"
  br i1 %".115", label %"B30.endif.endif.if", label %"B30.endif.endif.endif"
B30.endif.endif.if:
  %".119" = getelementptr inbounds {i64, i1}, {i64, i1}* %".101", i32 0, i32 0
  %".120" = load i64, i64* %".119"
  %".121" = insertvalue [2 x i64] undef, i64 %".59", 0
  %".122" = insertvalue [2 x i64] %".121", i64 %".120", 1
  %".123" = getelementptr inbounds {[2 x i64], i1}, {[2 x i64], i1}* %".50", i32 0, i32 0
  store [2 x i64] %".122", [2 x i64]* %".123"
  br label %"B30.endif.endif.endif"
B30.endif.endif.endif:
  %".126" = load {[2 x i64], i1}, {[2 x i64], i1}* %".50"
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".127"
  store {[2 x i64], i1} %".126", {[2 x i64], i1}* %".127"
  %".131" = getelementptr inbounds {[2 x i64], i1}, {[2 x i64], i1}* %".127", i32 0, i32 0
  %".132" = load [2 x i64], [2 x i64]* %".131"
  %".133" = extractvalue [2 x i64] %".132", 0
  %".134" = extractvalue [2 x i64] %".132", 1
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".135"
  store {[2 x i64], i1} %".126", {[2 x i64], i1}* %".135"
  %".139" = getelementptr inbounds {[2 x i64], i1}, {[2 x i64], i1}* %".135", i32 0, i32 1
  %".140" = load i1, i1* %".139"
  %"extracted.first.1" = extractvalue {[2 x i64], i1} %".126", 0
  %".141" = extractvalue [2 x i64] %"extracted.first.1", 0
  %".142" = extractvalue [2 x i64] %"extracted.first.1", 1
  %"extracted.second.1" = extractvalue {[2 x i64], i1} %".126", 1
  %".143" = extractvalue [2 x i64] %".132", 0
  %".144" = extractvalue [2 x i64] %".132", 1
  %".146" = load [2 x i64], [2 x i64]* %"$phi.2"
  %".147" = extractvalue [2 x i64] %".146", 0
  %".148" = extractvalue [2 x i64] %".146", 1
  store [2 x i64] %".132", [2 x i64]* %"$phi.2"
  %".150" = extractvalue [2 x i64] %".132", 0
  %".151" = extractvalue [2 x i64] %".132", 1
  br i1 %".140", label %"B34", label %"B60"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

!numba_args_may_always_need_nrt = !{ !0 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
