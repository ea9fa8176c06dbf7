; ModuleID = "list_comprehension"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases9sequences18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".5"
  %".15" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".15"
  %".19" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".19"
  %".28" = alloca i64
  store i64 0, i64* %".28"
  %".31" = alloca i64
  store i64 0, i64* %".31"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".71" = alloca i1
  store i1 0, i1* %".71"
  %".74" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".74"
  %"$phi.1" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.1"
  %"$phi.2" = alloca i8*
  store i8* null, i8** %"$phi.2"
  %"$phi.3" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %"$phi.4" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".177" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".177"
  %".180" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".180"
  %".206" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".206"
  %".212" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".212"
  %"$phi.5" = alloca i64
  store i64 0, i64* %"$phi.5"
  %".228" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".228"
  br label %"B0"
B0:
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".5"
  %".8" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".5", i32 0, i32 0
  store i64 0, i64* %".8"
  %".10" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".5", i32 0, i32 1
  store i64 %"arg.n", i64* %".10"
  %".12" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".5", i32 0, i32 2
  store i64 1, i64* %".12"
  %".14" = load {i64, i64, i64}, {i64, i64, i64}* %".5"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".15"
  store {i64, i64, i64} %".14", {i64, i64, i64}* %".15"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".19"
  %".22" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 0
  %".23" = load i64, i64* %".22"
  %".24" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 1
  %".25" = load i64, i64* %".24"
  %".26" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 2
  %".27" = load i64, i64* %".26"
  store i64 %".23", i64* %".28"
  %".33" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 0
  store i64* %".28", i64** %".33"
  %".35" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 1
  store i64 %".25", i64* %".35"
  %".37" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 2
  store i64 %".27", i64* %".37"
  %".39" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 3
  store i64* %".31", i64** %".39"
  %".41" = sub i64 %".25", %".23"
  %".42" = icmp sgt i64 %".41", 0
  %".43" = icmp sgt i64 %".27", 0
  %".44" = xor i1 %".42", %".43"
  %".45" = icmp eq i64 %".27", 0
  br i1 %".45", label %"B0.if", label %"B0.endif", !prof !0
B34:
  %".176" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".177"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".180"
  store {i64*, i64, i64, i64*} %".176", {i64*, i64, i64, i64*}* %".180"
  %".184" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".180", i32 0, i32 3
  %".185" = load i64*, i64** %".184"
  %".186" = load i64, i64* %".185"
  %".187" = icmp sgt i64 %".186", 0
  %".188" = getelementptr inbounds {i64, i1}, {i64, i1}* %".177", i32 0, i32 1
  store i1 %".187", i1* %".188"
  br i1 %".187", label %"B34.if", label %"B34.endif"
B38:
  %".222" = load i64, i64* %"$phi.5"
  %".223" = load i64, i64* %"$phi.5"
  store i64 0, i64* %"$phi.5"
  %".225" = mul nsw i64 %".222", 2
  %".226" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".226", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".226", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".228"
  store {i8*, i8*} %".226", {i8*, i8*}* %".228"
  %".232" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".233" = load i8*, i8** %".232"
  %".234" = call i8* @"NRT_MemInfo_data_fast"(i8* %".233")
  %".235" = bitcast i8* %".234" to {i64, i64, i8, i64}*
  %".236" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".235", i32 0, i32 0
  %".237" = load i64, i64* %".236"
  %".238" = add i64 %".237", 1
  %".239" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".240" = load i8*, i8** %".239"
  %".241" = call i8* @"NRT_MemInfo_data_fast"(i8* %".240")
  %".242" = bitcast i8* %".241" to {i64, i64, i8, i64}*
  %".243" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".242", i32 0, i32 1
  %".244" = load i64, i64* %".243"
  %".245" = icmp slt i64 %".244", %".238"
  %".246" = ashr i64 %".244", 2
  %".247" = icmp sgt i64 %".246", %".238"
  br i1 %".247", label %"B38.if", label %"B38.endif", !prof !0
B52:
  %".358" = load i64, i64* %"$phi.5"
  store i64 0, i64* %"$phi.5"
  %".360" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".360", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".360", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".363" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".363", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".363", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".363", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".363", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".365" = load i8*, i8** %"$phi.2"
  %".366" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  %".368" = load {i8*, i8*}, {i8*, i8*}* %"$phi.1"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".368", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".368", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %".370" = load {i8*, i8*}, {i8*, i8*}* %"$phi.1"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".370", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".370", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.1"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".368", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".368", 1
  %".373" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.10", 0
  %".374" = insertvalue {i8*, i8*} %".373", i8* %"extracted.parent.10", 1
  store {i8*, i8*} %".374", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".50" = load i64, i64* %"try_state"
  %".51" = icmp ugt i64 %".50", 0
  %".52" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".44", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".55" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 3
  %".56" = load i64*, i64** %".55"
  store i64 0, i64* %".56"
  br label %"B0.endif.endif"
B0.endif.else:
  %".59" = srem i64 %".41", %".27"
  %".60" = sub i64 0, %".59"
  %".61" = select  i1 %".42", i64 %".59", i64 %".60"
  %".62" = icmp sgt i64 %".61", 0
  %".63" = sdiv i64 %".41", %".27"
  %".64" = select  i1 %".62", i64 1, i64 0
  %".65" = add i64 %".63", %".64"
  %".66" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 3
  %".67" = load i64*, i64** %".66"
  store i64 %".65", i64* %".67"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".70" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19"
  %"extracted.start" = extractvalue {i64, i64, i64} %".14", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".14", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".14", 2
  store i1 1, i1* %".71"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".74"
  %".77" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".78" = extractvalue {i64, i1} %".77", 0
  %".79" = extractvalue {i64, i1} %".77", 1
  %".80" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".78", i64 24)
  %".81" = extractvalue {i64, i1} %".80", 0
  %".82" = extractvalue {i64, i1} %".80", 1
  %".83" = or i1 %".79", %".82"
  br i1 %".83", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.endif.if:
  store i1 0, i1* %".71"
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif:
  %".87" = load i1, i1* %".71"
  br i1 %".87", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !2
B0.endif.endif.endif.if:
  %".89" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".90" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".81", i8* %".89")
  %".91" = icmp eq i8* null, %".90"
  br i1 %".91", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.else", !prof !0
B0.endif.endif.endif.endif:
  %".143" = load i1, i1* %".71"
  %".144" = xor i1 %".143", -1
  br i1 %".144", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.if.if:
  store i1 0, i1* %".71"
  br label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.if.else:
  %".95" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".74", i32 0, i32 0
  store i8* %".90", i8** %".95"
  %".97" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".74", i32 0, i32 1
  store i8* null, i8** %".97"
  %".99" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".74", i32 0, i32 0
  %".100" = load i8*, i8** %".99"
  %".101" = call i8* @"NRT_MemInfo_data_fast"(i8* %".100")
  %".102" = bitcast i8* %".101" to {i64, i64, i8, i64}*
  %".103" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".102", i32 0, i32 1
  store i64 0, i64* %".103"
  %".105" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".74", i32 0, i32 0
  %".106" = load i8*, i8** %".105"
  %".107" = call i8* @"NRT_MemInfo_data_fast"(i8* %".106")
  %".108" = bitcast i8* %".107" to {i64, i64, i8, i64}*
  %".109" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".108", i32 0, i32 0
  store i64 0, i64* %".109"
  %".111" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".74", i32 0, i32 0
  %".112" = load i8*, i8** %".111"
  %".113" = call i8* @"NRT_MemInfo_data_fast"(i8* %".112")
  %".114" = bitcast i8* %".113" to {i64, i64, i8, i64}*
  %".115" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".114", i32 0, i32 2
  %".116" = zext i1 0 to i8
  store i8 %".116", i8* %".115"
  %".118" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".74", i32 0, i32 0
  %".119" = load i8*, i8** %".118"
  %".120" = call i8* @"NRT_MemInfo_data_fast"(i8* %".119")
  %".121" = bitcast i8* %".120" to {i64, i64, i8, i64}*
  %".122" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".121", i32 0, i32 0
  %".123" = load i64, i64* %".122"
  %".124" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".74", i32 0, i32 0
  %".125" = load i8*, i8** %".124"
  %".126" = call i8* @"NRT_MemInfo_data_fast"(i8* %".125")
  %".127" = bitcast i8* %".126" to {i64, i64, i8, i64}*
  %".128" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".127", i32 0, i32 3
  %".129" = getelementptr i64, i64* %".128", i64 0
  %".130" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".74", i32 0, i32 0
  %".131" = load i8*, i8** %".130"
  %".132" = call i8* @"NRT_MemInfo_data_fast"(i8* %".131")
  %".133" = bitcast i8* %".132" to {i64, i64, i8, i64}*
  %".134" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".133", i32 0, i32 3
  %".135" = getelementptr i64, i64* %".134", i64 0
  %".136" = ptrtoint i64* %".135" to i64
  %".137" = ptrtoint i64* %".129" to i64
  %".138" = sub i64 %".136", %".137"
  %".139" = bitcast i64* %".129" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".139", i8 0, i64 %".138", i1 0)
  br label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".147" = load i64, i64* %"try_state"
  %".148" = icmp ugt i64 %".147", 0
  %".149" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif.endif:
  %".151" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".74", i32 0, i32 0
  %".152" = load i8*, i8** %".151"
  %".153" = call i8* @"NRT_MemInfo_data_fast"(i8* %".152")
  %".154" = bitcast i8* %".153" to {i64, i64, i8, i64}*
  %".155" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".154", i32 0, i32 0
  store i64 0, i64* %".155"
  %".157" = load {i8*, i8*}, {i8*, i8*}* %".74"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".157", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".157", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".160" = load {i8*, i8*}, {i8*, i8*}* %"$phi.1"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".160", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".160", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %".157", {i8*, i8*}* %"$phi.1"
  %".164" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %".167" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".167", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".167", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".167", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".167", 3
  store {i64*, i64, i64, i64*} %".70", {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".157", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".157", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".171" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".171", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".171", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store {i8*, i8*} %".157", {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".157", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".157", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  br label %"B34"
B34.if:
  %".191" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".180", i32 0, i32 0
  %".192" = load i64*, i64** %".191"
  %".193" = load i64, i64* %".192"
  %".194" = getelementptr inbounds {i64, i1}, {i64, i1}* %".177", i32 0, i32 0
  store i64 %".193", i64* %".194"
  %".196" = sub nsw i64 %".186", 1
  store i64 %".196", i64* %".185"
  %".198" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".180", i32 0, i32 2
  %".199" = load i64, i64* %".198"
  %".200" = add i64 %".193", %".199"
  %".201" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".180", i32 0, i32 0
  %".202" = load i64*, i64** %".201"
  store i64 %".200", i64* %".202"
  br label %"B34.endif"
B34.endif:
  %".205" = load {i64, i1}, {i64, i1}* %".177"
  %"extracted.first" = extractvalue {i64, i1} %".205", 0
  %"extracted.second" = extractvalue {i64, i1} %".205", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".206"
  store {i64, i1} %".205", {i64, i1}* %".206"
  %".210" = getelementptr inbounds {i64, i1}, {i64, i1}* %".206", i32 0, i32 0
  %".211" = load i64, i64* %".210"
  store {i64, i1} zeroinitializer, {i64, i1}* %".212"
  store {i64, i1} %".205", {i64, i1}* %".212"
  %".216" = getelementptr inbounds {i64, i1}, {i64, i1}* %".212", i32 0, i32 1
  %".217" = load i1, i1* %".216"
  %"extracted.first.1" = extractvalue {i64, i1} %".205", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".205", 1
  %".219" = load i64, i64* %"$phi.5"
  store i64 %".211", i64* %"$phi.5"
  br i1 %".217", label %"B38", label %"B52"
B38.if:
  %".249" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".238", i64 8)
  %".250" = extractvalue {i64, i1} %".249", 0
  %".251" = extractvalue {i64, i1} %".249", 1
  %".252" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".250", i64 24)
  %".253" = extractvalue {i64, i1} %".252", 0
  %".254" = extractvalue {i64, i1} %".252", 1
  %".255" = or i1 %".251", %".254"
  br i1 %".255", label %"B38.if.if", label %"B38.if.endif", !prof !0
B38.endif:
  br i1 %".245", label %"B38.endif.if", label %"B38.endif.endif", !prof !0
B38.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".258" = load i64, i64* %"try_state"
  %".259" = icmp ugt i64 %".258", 0
  %".260" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.if.endif:
  %".262" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".263" = load i8*, i8** %".262"
  %".264" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".263", i64 %".253")
  %".265" = icmp eq i8* null, %".264"
  br i1 %".265", label %"B38.if.endif.if", label %"B38.if.endif.endif", !prof !0
B38.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".268" = load i64, i64* %"try_state"
  %".269" = icmp ugt i64 %".268", 0
  %".270" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.if.endif.endif:
  %".272" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".273" = load i8*, i8** %".272"
  %".274" = call i8* @"NRT_MemInfo_data_fast"(i8* %".273")
  %".275" = bitcast i8* %".274" to {i64, i64, i8, i64}*
  %".276" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".275", i32 0, i32 1
  store i64 %".238", i64* %".276"
  br label %"B38.endif"
B38.endif.if:
  %".280" = ashr i64 %".238", 2
  %".281" = add i64 %".238", %".280"
  %".282" = add i64 8, %".281"
  %".283" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".282", i64 8)
  %".284" = extractvalue {i64, i1} %".283", 0
  %".285" = extractvalue {i64, i1} %".283", 1
  %".286" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".284", i64 24)
  %".287" = extractvalue {i64, i1} %".286", 0
  %".288" = extractvalue {i64, i1} %".286", 1
  %".289" = or i1 %".285", %".288"
  br i1 %".289", label %"B38.endif.if.if", label %"B38.endif.if.endif", !prof !0
B38.endif.endif:
  %".336" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".337" = load i8*, i8** %".336"
  %".338" = call i8* @"NRT_MemInfo_data_fast"(i8* %".337")
  %".339" = bitcast i8* %".338" to {i64, i64, i8, i64}*
  %".340" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".339", i32 0, i32 0
  store i64 %".238", i64* %".340"
  %".342" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".343" = load i8*, i8** %".342"
  %".344" = call i8* @"NRT_MemInfo_data_fast"(i8* %".343")
  %".345" = bitcast i8* %".344" to {i64, i64, i8, i64}*
  %".346" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".345", i32 0, i32 3
  %".347" = getelementptr i64, i64* %".346", i64 %".237"
  %".348" = load i64, i64* %".347"
  %".349" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".350" = load i8*, i8** %".349"
  %".351" = call i8* @"NRT_MemInfo_data_fast"(i8* %".350")
  %".352" = bitcast i8* %".351" to {i64, i64, i8, i64}*
  %".353" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".352", i32 0, i32 3
  %".354" = getelementptr i64, i64* %".353", i64 %".237"
  store i64 %".225", i64* %".354"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".226", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".226", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  br label %"B34"
B38.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".292" = load i64, i64* %"try_state"
  %".293" = icmp ugt i64 %".292", 0
  %".294" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.endif.if.endif:
  %".296" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".297" = load i8*, i8** %".296"
  %".298" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".297", i64 %".287")
  %".299" = icmp eq i8* null, %".298"
  br i1 %".299", label %"B38.endif.if.endif.if", label %"B38.endif.if.endif.endif", !prof !0
B38.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".302" = load i64, i64* %"try_state"
  %".303" = icmp ugt i64 %".302", 0
  %".304" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.endif.if.endif.endif:
  %".306" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".307" = load i8*, i8** %".306"
  %".308" = call i8* @"NRT_MemInfo_data_fast"(i8* %".307")
  %".309" = bitcast i8* %".308" to {i64, i64, i8, i64}*
  %".310" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".309", i32 0, i32 1
  store i64 %".282", i64* %".310"
  %".312" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".313" = load i8*, i8** %".312"
  %".314" = call i8* @"NRT_MemInfo_data_fast"(i8* %".313")
  %".315" = bitcast i8* %".314" to {i64, i64, i8, i64}*
  %".316" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".315", i32 0, i32 0
  %".317" = load i64, i64* %".316"
  %".318" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".319" = load i8*, i8** %".318"
  %".320" = call i8* @"NRT_MemInfo_data_fast"(i8* %".319")
  %".321" = bitcast i8* %".320" to {i64, i64, i8, i64}*
  %".322" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".321", i32 0, i32 3
  %".323" = getelementptr i64, i64* %".322", i64 %".317"
  %".324" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".228", i32 0, i32 0
  %".325" = load i8*, i8** %".324"
  %".326" = call i8* @"NRT_MemInfo_data_fast"(i8* %".325")
  %".327" = bitcast i8* %".326" to {i64, i64, i8, i64}*
  %".328" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".327", i32 0, i32 3
  %".329" = getelementptr i64, i64* %".328", i64 %".282"
  %".330" = ptrtoint i64* %".329" to i64
  %".331" = ptrtoint i64* %".323" to i64
  %".332" = sub i64 %".330", %".331"
  %".333" = bitcast i64* %".323" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".333", i8 0, i64 %".332", i1 0)
  br label %"B38.endif.endif"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
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

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
