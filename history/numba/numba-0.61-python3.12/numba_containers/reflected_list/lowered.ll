; ModuleID = "reflected_list"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers14reflected_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases16numba_containers14reflected_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca i1
  store i1 0, i1* %".5"
  %".8" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".8"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"out" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"out"
  %".112" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".112"
  %".122" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".122"
  %".126" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".126"
  %".135" = alloca i64
  store i64 0, i64* %".135"
  %".138" = alloca i64
  store i64 0, i64* %".138"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".181" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".181"
  %".184" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".184"
  %".210" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".210"
  %".216" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".216"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %".232" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".232"
  %".268" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".268"
  br label %"B0"
B0:
  store i1 1, i1* %".5"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".8"
  %".11" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 1, i64 8)
  %".12" = extractvalue {i64, i1} %".11", 0
  %".13" = extractvalue {i64, i1} %".11", 1
  %".14" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".12", i64 24)
  %".15" = extractvalue {i64, i1} %".14", 0
  %".16" = extractvalue {i64, i1} %".14", 1
  %".17" = or i1 %".13", %".16"
  br i1 %".17", label %"B0.if", label %"B0.endif", !prof !0
B34:
  %".180" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".181"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".184"
  store {i64*, i64, i64, i64*} %".180", {i64*, i64, i64, i64*}* %".184"
  %".188" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".184", i32 0, i32 3
  %".189" = load i64*, i64** %".188"
  %".190" = load i64, i64* %".189"
  %".191" = icmp sgt i64 %".190", 0
  %".192" = getelementptr inbounds {i64, i1}, {i64, i1}* %".181", i32 0, i32 1
  store i1 %".191", i1* %".192"
  br i1 %".191", label %"B34.if", label %"B34.endif"
B38:
  %".226" = load i64, i64* %"$phi.2"
  %".227" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".229" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".229", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".229", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %".231" = load {i8*, i8*}, {i8*, i8*}* %"out"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".232"
  store {i8*, i8*} %".231", {i8*, i8*}* %".232"
  %".236" = icmp slt i64 -1, 0
  %".237" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".232", i32 0, i32 0
  %".238" = load i8*, i8** %".237"
  %".239" = call i8* @"NRT_MemInfo_data_fast"(i8* %".238")
  %".240" = bitcast i8* %".239" to {i64, i64, i8, i64}*
  %".241" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".240", i32 0, i32 0
  %".242" = load i64, i64* %".241"
  %".243" = add i64 -1, %".242"
  %".244" = select  i1 %".236", i64 %".243", i64 -1
  %".245" = icmp slt i64 %".244", 0
  %".246" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".232", i32 0, i32 0
  %".247" = load i8*, i8** %".246"
  %".248" = call i8* @"NRT_MemInfo_data_fast"(i8* %".247")
  %".249" = bitcast i8* %".248" to {i64, i64, i8, i64}*
  %".250" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".249", i32 0, i32 0
  %".251" = load i64, i64* %".250"
  %".252" = icmp sge i64 %".244", %".251"
  %".253" = or i1 %".245", %".252"
  br i1 %".253", label %"B38.if", label %"B38.endif", !prof !0
B88:
  %".398" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".400" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".400", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".400", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".400", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".400", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".402" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".402", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".402", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".404" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".404", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".404", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"out"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".402", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".402", 1
  %".407" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.5", 0
  %".408" = insertvalue {i8*, i8*} %".407", i8* %"extracted.parent.5", 1
  store {i8*, i8*} %".408", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store i1 0, i1* %".5"
  br label %"B0.endif"
B0.endif:
  %".21" = load i1, i1* %".5"
  br i1 %".21", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.endif.if:
  %".23" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".24" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".15", i8* %".23")
  %".25" = icmp eq i8* null, %".24"
  br i1 %".25", label %"B0.endif.if.if", label %"B0.endif.if.else", !prof !0
B0.endif.endif:
  %".77" = load i1, i1* %".5"
  %".78" = xor i1 %".77", -1
  br i1 %".78", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.if.if:
  store i1 0, i1* %".5"
  br label %"B0.endif.if.endif"
B0.endif.if.else:
  %".29" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  store i8* %".24", i8** %".29"
  %".31" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 1
  store i8* null, i8** %".31"
  %".33" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".34" = load i8*, i8** %".33"
  %".35" = call i8* @"NRT_MemInfo_data_fast"(i8* %".34")
  %".36" = bitcast i8* %".35" to {i64, i64, i8, i64}*
  %".37" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".36", i32 0, i32 1
  store i64 1, i64* %".37"
  %".39" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".40" = load i8*, i8** %".39"
  %".41" = call i8* @"NRT_MemInfo_data_fast"(i8* %".40")
  %".42" = bitcast i8* %".41" to {i64, i64, i8, i64}*
  %".43" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".42", i32 0, i32 0
  store i64 0, i64* %".43"
  %".45" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".46" = load i8*, i8** %".45"
  %".47" = call i8* @"NRT_MemInfo_data_fast"(i8* %".46")
  %".48" = bitcast i8* %".47" to {i64, i64, i8, i64}*
  %".49" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".48", i32 0, i32 2
  %".50" = zext i1 0 to i8
  store i8 %".50", i8* %".49"
  %".52" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".53" = load i8*, i8** %".52"
  %".54" = call i8* @"NRT_MemInfo_data_fast"(i8* %".53")
  %".55" = bitcast i8* %".54" to {i64, i64, i8, i64}*
  %".56" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".55", i32 0, i32 0
  %".57" = load i64, i64* %".56"
  %".58" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".59" = load i8*, i8** %".58"
  %".60" = call i8* @"NRT_MemInfo_data_fast"(i8* %".59")
  %".61" = bitcast i8* %".60" to {i64, i64, i8, i64}*
  %".62" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".61", i32 0, i32 3
  %".63" = getelementptr i64, i64* %".62", i64 0
  %".64" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".65" = load i8*, i8** %".64"
  %".66" = call i8* @"NRT_MemInfo_data_fast"(i8* %".65")
  %".67" = bitcast i8* %".66" to {i64, i64, i8, i64}*
  %".68" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".67", i32 0, i32 3
  %".69" = getelementptr i64, i64* %".68", i64 1
  %".70" = ptrtoint i64* %".69" to i64
  %".71" = ptrtoint i64* %".63" to i64
  %".72" = sub i64 %".70", %".71"
  %".73" = bitcast i64* %".63" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".73", i8 0, i64 %".72", i1 0)
  br label %"B0.endif.if.endif"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".83" = load i64, i64* %"try_state"
  %".84" = icmp ugt i64 %".83", 0
  %".85" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  %".87" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".88" = load i8*, i8** %".87"
  %".89" = call i8* @"NRT_MemInfo_data_fast"(i8* %".88")
  %".90" = bitcast i8* %".89" to {i64, i64, i8, i64}*
  %".91" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".90", i32 0, i32 0
  store i64 1, i64* %".91"
  %".93" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".94" = load i8*, i8** %".93"
  %".95" = call i8* @"NRT_MemInfo_data_fast"(i8* %".94")
  %".96" = bitcast i8* %".95" to {i64, i64, i8, i64}*
  %".97" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".96", i32 0, i32 3
  %".98" = getelementptr i64, i64* %".97", i64 0
  %".99" = load i64, i64* %".98"
  %".100" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".101" = load i8*, i8** %".100"
  %".102" = call i8* @"NRT_MemInfo_data_fast"(i8* %".101")
  %".103" = bitcast i8* %".102" to {i64, i64, i8, i64}*
  %".104" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".103", i32 0, i32 3
  %".105" = getelementptr i64, i64* %".104", i64 0
  store i64 0, i64* %".105"
  %".107" = load {i8*, i8*}, {i8*, i8*}* %".8"
  %".109" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".109", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".109", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo")
  store {i8*, i8*} %".107", {i8*, i8*}* %"out"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".112"
  %".115" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".112", i32 0, i32 0
  store i64 1, i64* %".115"
  %".117" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".112", i32 0, i32 1
  store i64 %"arg.n", i64* %".117"
  %".119" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".112", i32 0, i32 2
  store i64 1, i64* %".119"
  %".121" = load {i64, i64, i64}, {i64, i64, i64}* %".112"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".122"
  store {i64, i64, i64} %".121", {i64, i64, i64}* %".122"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".126"
  %".129" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".122", i32 0, i32 0
  %".130" = load i64, i64* %".129"
  %".131" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".122", i32 0, i32 1
  %".132" = load i64, i64* %".131"
  %".133" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".122", i32 0, i32 2
  %".134" = load i64, i64* %".133"
  store i64 %".130", i64* %".135"
  %".140" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".126", i32 0, i32 0
  store i64* %".135", i64** %".140"
  %".142" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".126", i32 0, i32 1
  store i64 %".132", i64* %".142"
  %".144" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".126", i32 0, i32 2
  store i64 %".134", i64* %".144"
  %".146" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".126", i32 0, i32 3
  store i64* %".138", i64** %".146"
  %".148" = sub i64 %".132", %".130"
  %".149" = icmp sgt i64 %".148", 0
  %".150" = icmp sgt i64 %".134", 0
  %".151" = xor i1 %".149", %".150"
  %".152" = icmp eq i64 %".134", 0
  br i1 %".152", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".155" = load i64, i64* %"try_state"
  %".156" = icmp ugt i64 %".155", 0
  %".157" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif:
  br i1 %".151", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.else"
B0.endif.endif.endif.endif.if:
  %".160" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".126", i32 0, i32 3
  %".161" = load i64*, i64** %".160"
  store i64 0, i64* %".161"
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.else:
  %".164" = srem i64 %".148", %".134"
  %".165" = sub i64 0, %".164"
  %".166" = select  i1 %".149", i64 %".164", i64 %".165"
  %".167" = icmp sgt i64 %".166", 0
  %".168" = sdiv i64 %".148", %".134"
  %".169" = select  i1 %".167", i64 1, i64 0
  %".170" = add i64 %".168", %".169"
  %".171" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".126", i32 0, i32 3
  %".172" = load i64*, i64** %".171"
  store i64 %".170", i64* %".172"
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif:
  %".175" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".126"
  %"extracted.start" = extractvalue {i64, i64, i64} %".121", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".121", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".121", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".175", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".175", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".175", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".175", 3
  %".177" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".177", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".177", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".177", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".177", 3
  store {i64*, i64, i64, i64*} %".175", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".175", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".175", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".175", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".175", 3
  br label %"B34"
B34.if:
  %".195" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".184", i32 0, i32 0
  %".196" = load i64*, i64** %".195"
  %".197" = load i64, i64* %".196"
  %".198" = getelementptr inbounds {i64, i1}, {i64, i1}* %".181", i32 0, i32 0
  store i64 %".197", i64* %".198"
  %".200" = sub nsw i64 %".190", 1
  store i64 %".200", i64* %".189"
  %".202" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".184", i32 0, i32 2
  %".203" = load i64, i64* %".202"
  %".204" = add i64 %".197", %".203"
  %".205" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".184", i32 0, i32 0
  %".206" = load i64*, i64** %".205"
  store i64 %".204", i64* %".206"
  br label %"B34.endif"
B34.endif:
  %".209" = load {i64, i1}, {i64, i1}* %".181"
  %"extracted.first" = extractvalue {i64, i1} %".209", 0
  %"extracted.second" = extractvalue {i64, i1} %".209", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".210"
  store {i64, i1} %".209", {i64, i1}* %".210"
  %".214" = getelementptr inbounds {i64, i1}, {i64, i1}* %".210", i32 0, i32 0
  %".215" = load i64, i64* %".214"
  store {i64, i1} zeroinitializer, {i64, i1}* %".216"
  store {i64, i1} %".209", {i64, i1}* %".216"
  %".220" = getelementptr inbounds {i64, i1}, {i64, i1}* %".216", i32 0, i32 1
  %".221" = load i1, i1* %".220"
  %"extracted.first.1" = extractvalue {i64, i1} %".209", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".209", 1
  %".223" = load i64, i64* %"$phi.2"
  store i64 %".215", i64* %"$phi.2"
  br i1 %".221", label %"B38", label %"B88"
B38.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".256" = load i64, i64* %"try_state"
  %".257" = icmp ugt i64 %".256", 0
  %".258" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.endif:
  %".260" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".232", i32 0, i32 0
  %".261" = load i8*, i8** %".260"
  %".262" = call i8* @"NRT_MemInfo_data_fast"(i8* %".261")
  %".263" = bitcast i8* %".262" to {i64, i64, i8, i64}*
  %".264" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".263", i32 0, i32 3
  %".265" = getelementptr i64, i64* %".264", i64 %".244"
  %".266" = load i64, i64* %".265"
  %".267" = add nsw i64 %".266", %".226"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".268"
  store {i8*, i8*} %".229", {i8*, i8*}* %".268"
  %".272" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".273" = load i8*, i8** %".272"
  %".274" = call i8* @"NRT_MemInfo_data_fast"(i8* %".273")
  %".275" = bitcast i8* %".274" to {i64, i64, i8, i64}*
  %".276" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".275", i32 0, i32 0
  %".277" = load i64, i64* %".276"
  %".278" = add i64 %".277", 1
  %".279" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".280" = load i8*, i8** %".279"
  %".281" = call i8* @"NRT_MemInfo_data_fast"(i8* %".280")
  %".282" = bitcast i8* %".281" to {i64, i64, i8, i64}*
  %".283" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".282", i32 0, i32 1
  %".284" = load i64, i64* %".283"
  %".285" = icmp slt i64 %".284", %".278"
  %".286" = ashr i64 %".284", 2
  %".287" = icmp sgt i64 %".286", %".278"
  br i1 %".287", label %"B38.endif.if", label %"B38.endif.endif", !prof !0
B38.endif.if:
  %".289" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".278", i64 8)
  %".290" = extractvalue {i64, i1} %".289", 0
  %".291" = extractvalue {i64, i1} %".289", 1
  %".292" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".290", i64 24)
  %".293" = extractvalue {i64, i1} %".292", 0
  %".294" = extractvalue {i64, i1} %".292", 1
  %".295" = or i1 %".291", %".294"
  br i1 %".295", label %"B38.endif.if.if", label %"B38.endif.if.endif", !prof !0
B38.endif.endif:
  br i1 %".285", label %"B38.endif.endif.if", label %"B38.endif.endif.endif", !prof !0
B38.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".298" = load i64, i64* %"try_state"
  %".299" = icmp ugt i64 %".298", 0
  %".300" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.endif.if.endif:
  %".302" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".303" = load i8*, i8** %".302"
  %".304" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".303", i64 %".293")
  %".305" = icmp eq i8* null, %".304"
  br i1 %".305", label %"B38.endif.if.endif.if", label %"B38.endif.if.endif.endif", !prof !0
B38.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".308" = load i64, i64* %"try_state"
  %".309" = icmp ugt i64 %".308", 0
  %".310" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.endif.if.endif.endif:
  %".312" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".313" = load i8*, i8** %".312"
  %".314" = call i8* @"NRT_MemInfo_data_fast"(i8* %".313")
  %".315" = bitcast i8* %".314" to {i64, i64, i8, i64}*
  %".316" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".315", i32 0, i32 1
  store i64 %".278", i64* %".316"
  br label %"B38.endif.endif"
B38.endif.endif.if:
  %".320" = ashr i64 %".278", 2
  %".321" = add i64 %".278", %".320"
  %".322" = add i64 8, %".321"
  %".323" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".322", i64 8)
  %".324" = extractvalue {i64, i1} %".323", 0
  %".325" = extractvalue {i64, i1} %".323", 1
  %".326" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".324", i64 24)
  %".327" = extractvalue {i64, i1} %".326", 0
  %".328" = extractvalue {i64, i1} %".326", 1
  %".329" = or i1 %".325", %".328"
  br i1 %".329", label %"B38.endif.endif.if.if", label %"B38.endif.endif.if.endif", !prof !0
B38.endif.endif.endif:
  %".376" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".377" = load i8*, i8** %".376"
  %".378" = call i8* @"NRT_MemInfo_data_fast"(i8* %".377")
  %".379" = bitcast i8* %".378" to {i64, i64, i8, i64}*
  %".380" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".379", i32 0, i32 0
  store i64 %".278", i64* %".380"
  %".382" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".383" = load i8*, i8** %".382"
  %".384" = call i8* @"NRT_MemInfo_data_fast"(i8* %".383")
  %".385" = bitcast i8* %".384" to {i64, i64, i8, i64}*
  %".386" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".385", i32 0, i32 3
  %".387" = getelementptr i64, i64* %".386", i64 %".277"
  %".388" = load i64, i64* %".387"
  %".389" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".390" = load i8*, i8** %".389"
  %".391" = call i8* @"NRT_MemInfo_data_fast"(i8* %".390")
  %".392" = bitcast i8* %".391" to {i64, i64, i8, i64}*
  %".393" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".392", i32 0, i32 3
  %".394" = getelementptr i64, i64* %".393", i64 %".277"
  store i64 %".267", i64* %".394"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".229", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".229", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  br label %"B34"
B38.endif.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".332" = load i64, i64* %"try_state"
  %".333" = icmp ugt i64 %".332", 0
  %".334" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.endif.endif.if.endif:
  %".336" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".337" = load i8*, i8** %".336"
  %".338" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".337", i64 %".327")
  %".339" = icmp eq i8* null, %".338"
  br i1 %".339", label %"B38.endif.endif.if.endif.if", label %"B38.endif.endif.if.endif.endif", !prof !0
B38.endif.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".342" = load i64, i64* %"try_state"
  %".343" = icmp ugt i64 %".342", 0
  %".344" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.endif.endif.if.endif.endif:
  %".346" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".347" = load i8*, i8** %".346"
  %".348" = call i8* @"NRT_MemInfo_data_fast"(i8* %".347")
  %".349" = bitcast i8* %".348" to {i64, i64, i8, i64}*
  %".350" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".349", i32 0, i32 1
  store i64 %".322", i64* %".350"
  %".352" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".353" = load i8*, i8** %".352"
  %".354" = call i8* @"NRT_MemInfo_data_fast"(i8* %".353")
  %".355" = bitcast i8* %".354" to {i64, i64, i8, i64}*
  %".356" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".355", i32 0, i32 0
  %".357" = load i64, i64* %".356"
  %".358" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".359" = load i8*, i8** %".358"
  %".360" = call i8* @"NRT_MemInfo_data_fast"(i8* %".359")
  %".361" = bitcast i8* %".360" to {i64, i64, i8, i64}*
  %".362" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".361", i32 0, i32 3
  %".363" = getelementptr i64, i64* %".362", i64 %".357"
  %".364" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".268", i32 0, i32 0
  %".365" = load i8*, i8** %".364"
  %".366" = call i8* @"NRT_MemInfo_data_fast"(i8* %".365")
  %".367" = bitcast i8* %".366" to {i64, i64, i8, i64}*
  %".368" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".367", i32 0, i32 3
  %".369" = getelementptr i64, i64* %".368", i64 %".322"
  %".370" = ptrtoint i64* %".369" to i64
  %".371" = ptrtoint i64* %".363" to i64
  %".372" = sub i64 %".370", %".371"
  %".373" = bitcast i64* %".363" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".373", i8 0, i64 %".372", i1 0)
  br label %"B38.endif.endif.endif"
}

declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

define linkonce_odr void @".dtor.list.int64"(i8* %".1")
{
.3:
  %".4" = bitcast i8* %".1" to {i64, i64, i8, i64}*
  %".5" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 0
  %".6" = load i64, i64* %".5"
  %".7" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 0
  %".8" = load i64, i64* %".7"
  br label %"for.cond"
for.cond:
  %"loop.index" = phi  i64 [0, %".3"], [%".15", %"for.body"]
  %"loop.count" = phi  i64 [0, %".3"], [%".16", %"for.body"]
  %".10" = icmp slt i64 %"loop.index", %".8"
  br i1 %".10", label %"for.body", label %"for.end"
for.body:
  %".12" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 3
  %".13" = getelementptr i64, i64* %".12", i64 %"loop.index"
  %".14" = load i64, i64* %".13"
  %".15" = add i64 %"loop.index", 1
  %".16" = add nsw i64 %"loop.count", 1
  br label %"for.cond"
for.end:
  ret void
}

declare i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".1", i8* %".2")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

declare void @"llvm.memset.p0i8.i64"(i8* %".1", i8 %".2", i64 %".3", i1 %".4")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_incref"(i8* noalias nocapture %".1")

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'IndexError'>, ('getitem out of range',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object4" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object4.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object4" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object4" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object4.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
