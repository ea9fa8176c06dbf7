; ModuleID = "builtin_len_range"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9functions17builtin_len_rangeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases9functions17builtin_len_rangeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %"xs" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"xs"
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %".13" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".13"
  %".23" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".23"
  %".33" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".33"
  %".37" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".37"
  %".46" = alloca i64
  store i64 0, i64* %".46"
  %".49" = alloca i64
  store i64 0, i64* %".49"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".94" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".94"
  %".97" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".97"
  %".123" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".123"
  %".129" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".129"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %".143" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".143"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %"xs"
  %".10" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".12" = load {i8*, i8*}, {i8*, i8*}* %"xs"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".13"
  store {i8*, i8*} %".12", {i8*, i8*}* %".13"
  %".17" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 0
  %".18" = load i8*, i8** %".17"
  %".19" = call i8* @"NRT_MemInfo_data_fast"(i8* %".18")
  %".20" = bitcast i8* %".19" to {i64, i64, i8, i64}*
  %".21" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".20", i32 0, i32 0
  %".22" = load i64, i64* %".21"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".23"
  %".26" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".23", i32 0, i32 0
  store i64 0, i64* %".26"
  %".28" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".23", i32 0, i32 1
  store i64 %".22", i64* %".28"
  %".30" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".23", i32 0, i32 2
  store i64 1, i64* %".30"
  %".32" = load {i64, i64, i64}, {i64, i64, i64}* %".23"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".33"
  store {i64, i64, i64} %".32", {i64, i64, i64}* %".33"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".37"
  %".40" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".33", i32 0, i32 0
  %".41" = load i64, i64* %".40"
  %".42" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".33", i32 0, i32 1
  %".43" = load i64, i64* %".42"
  %".44" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".33", i32 0, i32 2
  %".45" = load i64, i64* %".44"
  store i64 %".41", i64* %".46"
  %".51" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".37", i32 0, i32 0
  store i64* %".46", i64** %".51"
  %".53" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".37", i32 0, i32 1
  store i64 %".43", i64* %".53"
  %".55" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".37", i32 0, i32 2
  store i64 %".45", i64* %".55"
  %".57" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".37", i32 0, i32 3
  store i64* %".49", i64** %".57"
  %".59" = sub i64 %".43", %".41"
  %".60" = icmp sgt i64 %".59", 0
  %".61" = icmp sgt i64 %".45", 0
  %".62" = xor i1 %".60", %".61"
  %".63" = icmp eq i64 %".45", 0
  br i1 %".63", label %"B0.if", label %"B0.endif", !prof !1
B48:
  %".93" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".94"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".97"
  store {i64*, i64, i64, i64*} %".93", {i64*, i64, i64, i64*}* %".97"
  %".101" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".97", i32 0, i32 3
  %".102" = load i64*, i64** %".101"
  %".103" = load i64, i64* %".102"
  %".104" = icmp sgt i64 %".103", 0
  %".105" = getelementptr inbounds {i64, i1}, {i64, i1}* %".94", i32 0, i32 1
  store i1 %".104", i1* %".105"
  br i1 %".104", label %"B48.if", label %"B48.endif"
B52:
  %".139" = load i64, i64* %"$phi.2"
  %".140" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".142" = load {i8*, i8*}, {i8*, i8*}* %"xs"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".143"
  store {i8*, i8*} %".142", {i8*, i8*}* %".143"
  %".147" = icmp slt i64 %".139", 0
  %".148" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".143", i32 0, i32 0
  %".149" = load i8*, i8** %".148"
  %".150" = call i8* @"NRT_MemInfo_data_fast"(i8* %".149")
  %".151" = bitcast i8* %".150" to {i64, i64, i8, i64}*
  %".152" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".151", i32 0, i32 0
  %".153" = load i64, i64* %".152"
  %".154" = add i64 %".139", %".153"
  %".155" = select  i1 %".147", i64 %".154", i64 %".139"
  %".156" = icmp slt i64 %".155", 0
  %".157" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".143", i32 0, i32 0
  %".158" = load i8*, i8** %".157"
  %".159" = call i8* @"NRT_MemInfo_data_fast"(i8* %".158")
  %".160" = bitcast i8* %".159" to {i64, i64, i8, i64}*
  %".161" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".160", i32 0, i32 0
  %".162" = load i64, i64* %".161"
  %".163" = icmp sge i64 %".155", %".162"
  %".164" = or i1 %".156", %".163"
  br i1 %".164", label %"B52.if", label %"B52.endif", !prof !1
B78:
  %".184" = load {i8*, i8*}, {i8*, i8*}* %"xs"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".184", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".184", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"xs"
  %".187" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".189" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".189", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".189", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".189", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".189", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".191" = load i64, i64* %"total.2"
  %".192" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".191", i64* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".68" = load i64, i64* %"try_state"
  %".69" = icmp ugt i64 %".68", 0
  %".70" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".62", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".73" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".37", i32 0, i32 3
  %".74" = load i64*, i64** %".73"
  store i64 0, i64* %".74"
  br label %"B0.endif.endif"
B0.endif.else:
  %".77" = srem i64 %".59", %".45"
  %".78" = sub i64 0, %".77"
  %".79" = select  i1 %".60", i64 %".77", i64 %".78"
  %".80" = icmp sgt i64 %".79", 0
  %".81" = sdiv i64 %".59", %".45"
  %".82" = select  i1 %".80", i64 1, i64 0
  %".83" = add i64 %".81", %".82"
  %".84" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".37", i32 0, i32 3
  %".85" = load i64*, i64** %".84"
  store i64 %".83", i64* %".85"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".88" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".37"
  %"extracted.start" = extractvalue {i64, i64, i64} %".32", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".32", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".32", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".88", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".88", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".88", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".88", 3
  %".90" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".90", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".90", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".90", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".90", 3
  store {i64*, i64, i64, i64*} %".88", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".88", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".88", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".88", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".88", 3
  br label %"B48"
B48.if:
  %".108" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".97", i32 0, i32 0
  %".109" = load i64*, i64** %".108"
  %".110" = load i64, i64* %".109"
  %".111" = getelementptr inbounds {i64, i1}, {i64, i1}* %".94", i32 0, i32 0
  store i64 %".110", i64* %".111"
  %".113" = sub nsw i64 %".103", 1
  store i64 %".113", i64* %".102"
  %".115" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".97", i32 0, i32 2
  %".116" = load i64, i64* %".115"
  %".117" = add i64 %".110", %".116"
  %".118" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".97", i32 0, i32 0
  %".119" = load i64*, i64** %".118"
  store i64 %".117", i64* %".119"
  br label %"B48.endif"
B48.endif:
  %".122" = load {i64, i1}, {i64, i1}* %".94"
  %"extracted.first" = extractvalue {i64, i1} %".122", 0
  %"extracted.second" = extractvalue {i64, i1} %".122", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".123"
  store {i64, i1} %".122", {i64, i1}* %".123"
  %".127" = getelementptr inbounds {i64, i1}, {i64, i1}* %".123", i32 0, i32 0
  %".128" = load i64, i64* %".127"
  store {i64, i1} zeroinitializer, {i64, i1}* %".129"
  store {i64, i1} %".122", {i64, i1}* %".129"
  %".133" = getelementptr inbounds {i64, i1}, {i64, i1}* %".129", i32 0, i32 1
  %".134" = load i1, i1* %".133"
  %"extracted.first.1" = extractvalue {i64, i1} %".122", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".122", 1
  %".136" = load i64, i64* %"$phi.2"
  store i64 %".128", i64* %"$phi.2"
  br i1 %".134", label %"B52", label %"B78"
B52.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".167" = load i64, i64* %"try_state"
  %".168" = icmp ugt i64 %".167", 0
  %".169" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B52.endif:
  %".171" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".143", i32 0, i32 0
  %".172" = load i8*, i8** %".171"
  %".173" = call i8* @"NRT_MemInfo_data_fast"(i8* %".172")
  %".174" = bitcast i8* %".173" to {i64, i64, i8, i64}*
  %".175" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".174", i32 0, i32 3
  %".176" = getelementptr i64, i64* %".175", i64 %".155"
  %".177" = load i64, i64* %".176"
  %".178" = mul nsw i64 %".177", %".139"
  %".179" = load i64, i64* %"total.2"
  %".180" = add nsw i64 %".179", %".178"
  %".181" = load i64, i64* %"total.2"
  store i64 %".180", i64* %"total.2"
  br label %"B48"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'IndexError'>, ('getitem out of range',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* noalias nocapture %".1")

!numba_args_may_always_need_nrt = !{ !0 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases9functions17builtin_len_rangeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i1 1 }
