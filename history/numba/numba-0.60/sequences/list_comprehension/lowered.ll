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
  %"closure__locals___listcomp__v1__vphi_1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1__vphi_1"
  %"closure__locals___listcomp__v1__vphi_2" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"closure__locals___listcomp__v1__vphi_3" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %".174" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".174"
  %".177" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".177"
  %".203" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".203"
  %".209" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".209"
  %"closure__locals___listcomp__v1__vphi_4" = alloca i64
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".225" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".225"
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
B10:
  %".173" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1__vphi_1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".174"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".177"
  store {i64*, i64, i64, i64*} %".173", {i64*, i64, i64, i64*}* %".177"
  %".181" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".177", i32 0, i32 3
  %".182" = load i64*, i64** %".181"
  %".183" = load i64, i64* %".182"
  %".184" = icmp sgt i64 %".183", 0
  %".185" = getelementptr inbounds {i64, i1}, {i64, i1}* %".174", i32 0, i32 1
  store i1 %".184", i1* %".185"
  br i1 %".184", label %"B10.if", label %"B10.endif"
B12:
  %".219" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".220" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".222" = mul nsw i64 %".219", 2
  %".223" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".223", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".223", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".225"
  store {i8*, i8*} %".223", {i8*, i8*}* %".225"
  %".229" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".230" = load i8*, i8** %".229"
  %".231" = call i8* @"NRT_MemInfo_data_fast"(i8* %".230")
  %".232" = bitcast i8* %".231" to {i64, i64, i8, i64}*
  %".233" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".232", i32 0, i32 0
  %".234" = load i64, i64* %".233"
  %".235" = add i64 %".234", 1
  %".236" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".237" = load i8*, i8** %".236"
  %".238" = call i8* @"NRT_MemInfo_data_fast"(i8* %".237")
  %".239" = bitcast i8* %".238" to {i64, i64, i8, i64}*
  %".240" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".239", i32 0, i32 1
  %".241" = load i64, i64* %".240"
  %".242" = icmp slt i64 %".241", %".235"
  %".243" = ashr i64 %".241", 2
  %".244" = icmp sgt i64 %".243", %".235"
  br i1 %".244", label %"B12.if", label %"B12.endif", !prof !0
B26:
  %".355" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".355", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".355", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".355", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".355", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1__vphi_1"
  %".357" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".359" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".359", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".359", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %".362" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".362", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".362", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %".364" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".364", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".364", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".362", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".362", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.10")
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".362", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".362", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".362", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".362", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.12")
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".362", 0
  %"extracted.parent.13" = extractvalue {i8*, i8*} %".362", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.13")
  %"extracted.meminfo.14" = extractvalue {i8*, i8*} %".362", 0
  %"extracted.parent.14" = extractvalue {i8*, i8*} %".362", 1
  %".371" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.14", 0
  %".372" = insertvalue {i8*, i8*} %".371", i8* %"extracted.parent.14", 1
  store {i8*, i8*} %".372", {i8*, i8*}* %"retptr"
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
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".70", 3
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
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %".159" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".159", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".159", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".159", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".159", 3
  store {i64*, i64, i64, i64*} %".70", {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".157", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".157", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".163" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".163", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".163", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %".157", {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".157", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".157", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".168" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".168", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".168", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store {i8*, i8*} %".157", {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".157", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".157", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  br label %"B10"
B10.if:
  %".188" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".177", i32 0, i32 0
  %".189" = load i64*, i64** %".188"
  %".190" = load i64, i64* %".189"
  %".191" = getelementptr inbounds {i64, i1}, {i64, i1}* %".174", i32 0, i32 0
  store i64 %".190", i64* %".191"
  %".193" = sub nsw i64 %".183", 1
  store i64 %".193", i64* %".182"
  %".195" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".177", i32 0, i32 2
  %".196" = load i64, i64* %".195"
  %".197" = add i64 %".190", %".196"
  %".198" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".177", i32 0, i32 0
  %".199" = load i64*, i64** %".198"
  store i64 %".197", i64* %".199"
  br label %"B10.endif"
B10.endif:
  %".202" = load {i64, i1}, {i64, i1}* %".174"
  %"extracted.first" = extractvalue {i64, i1} %".202", 0
  %"extracted.second" = extractvalue {i64, i1} %".202", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".203"
  store {i64, i1} %".202", {i64, i1}* %".203"
  %".207" = getelementptr inbounds {i64, i1}, {i64, i1}* %".203", i32 0, i32 0
  %".208" = load i64, i64* %".207"
  store {i64, i1} zeroinitializer, {i64, i1}* %".209"
  store {i64, i1} %".202", {i64, i1}* %".209"
  %".213" = getelementptr inbounds {i64, i1}, {i64, i1}* %".209", i32 0, i32 1
  %".214" = load i1, i1* %".213"
  %"extracted.first.1" = extractvalue {i64, i1} %".202", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".202", 1
  %".216" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 %".208", i64* %"closure__locals___listcomp__v1__vphi_4"
  br i1 %".214", label %"B12", label %"B26"
B12.if:
  %".246" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".235", i64 8)
  %".247" = extractvalue {i64, i1} %".246", 0
  %".248" = extractvalue {i64, i1} %".246", 1
  %".249" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".247", i64 24)
  %".250" = extractvalue {i64, i1} %".249", 0
  %".251" = extractvalue {i64, i1} %".249", 1
  %".252" = or i1 %".248", %".251"
  br i1 %".252", label %"B12.if.if", label %"B12.if.endif", !prof !0
B12.endif:
  br i1 %".242", label %"B12.endif.if", label %"B12.endif.endif", !prof !0
B12.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".255" = load i64, i64* %"try_state"
  %".256" = icmp ugt i64 %".255", 0
  %".257" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B12.if.endif:
  %".259" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".260" = load i8*, i8** %".259"
  %".261" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".260", i64 %".250")
  %".262" = icmp eq i8* null, %".261"
  br i1 %".262", label %"B12.if.endif.if", label %"B12.if.endif.endif", !prof !0
B12.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".265" = load i64, i64* %"try_state"
  %".266" = icmp ugt i64 %".265", 0
  %".267" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B12.if.endif.endif:
  %".269" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".270" = load i8*, i8** %".269"
  %".271" = call i8* @"NRT_MemInfo_data_fast"(i8* %".270")
  %".272" = bitcast i8* %".271" to {i64, i64, i8, i64}*
  %".273" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".272", i32 0, i32 1
  store i64 %".235", i64* %".273"
  br label %"B12.endif"
B12.endif.if:
  %".277" = ashr i64 %".235", 2
  %".278" = add i64 %".235", %".277"
  %".279" = add i64 8, %".278"
  %".280" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".279", i64 8)
  %".281" = extractvalue {i64, i1} %".280", 0
  %".282" = extractvalue {i64, i1} %".280", 1
  %".283" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".281", i64 24)
  %".284" = extractvalue {i64, i1} %".283", 0
  %".285" = extractvalue {i64, i1} %".283", 1
  %".286" = or i1 %".282", %".285"
  br i1 %".286", label %"B12.endif.if.if", label %"B12.endif.if.endif", !prof !0
B12.endif.endif:
  %".333" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".334" = load i8*, i8** %".333"
  %".335" = call i8* @"NRT_MemInfo_data_fast"(i8* %".334")
  %".336" = bitcast i8* %".335" to {i64, i64, i8, i64}*
  %".337" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".336", i32 0, i32 0
  store i64 %".235", i64* %".337"
  %".339" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".340" = load i8*, i8** %".339"
  %".341" = call i8* @"NRT_MemInfo_data_fast"(i8* %".340")
  %".342" = bitcast i8* %".341" to {i64, i64, i8, i64}*
  %".343" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".342", i32 0, i32 3
  %".344" = getelementptr i64, i64* %".343", i64 %".234"
  %".345" = load i64, i64* %".344"
  %".346" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".347" = load i8*, i8** %".346"
  %".348" = call i8* @"NRT_MemInfo_data_fast"(i8* %".347")
  %".349" = bitcast i8* %".348" to {i64, i64, i8, i64}*
  %".350" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".349", i32 0, i32 3
  %".351" = getelementptr i64, i64* %".350", i64 %".234"
  store i64 %".222", i64* %".351"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".223", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".223", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  br label %"B10"
B12.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".289" = load i64, i64* %"try_state"
  %".290" = icmp ugt i64 %".289", 0
  %".291" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B12.endif.if.endif:
  %".293" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".294" = load i8*, i8** %".293"
  %".295" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".294", i64 %".284")
  %".296" = icmp eq i8* null, %".295"
  br i1 %".296", label %"B12.endif.if.endif.if", label %"B12.endif.if.endif.endif", !prof !0
B12.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".299" = load i64, i64* %"try_state"
  %".300" = icmp ugt i64 %".299", 0
  %".301" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B12.endif.if.endif.endif:
  %".303" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".304" = load i8*, i8** %".303"
  %".305" = call i8* @"NRT_MemInfo_data_fast"(i8* %".304")
  %".306" = bitcast i8* %".305" to {i64, i64, i8, i64}*
  %".307" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".306", i32 0, i32 1
  store i64 %".279", i64* %".307"
  %".309" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".310" = load i8*, i8** %".309"
  %".311" = call i8* @"NRT_MemInfo_data_fast"(i8* %".310")
  %".312" = bitcast i8* %".311" to {i64, i64, i8, i64}*
  %".313" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".312", i32 0, i32 0
  %".314" = load i64, i64* %".313"
  %".315" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".316" = load i8*, i8** %".315"
  %".317" = call i8* @"NRT_MemInfo_data_fast"(i8* %".316")
  %".318" = bitcast i8* %".317" to {i64, i64, i8, i64}*
  %".319" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".318", i32 0, i32 3
  %".320" = getelementptr i64, i64* %".319", i64 %".314"
  %".321" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".225", i32 0, i32 0
  %".322" = load i8*, i8** %".321"
  %".323" = call i8* @"NRT_MemInfo_data_fast"(i8* %".322")
  %".324" = bitcast i8* %".323" to {i64, i64, i8, i64}*
  %".325" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".324", i32 0, i32 3
  %".326" = getelementptr i64, i64* %".325", i64 %".279"
  %".327" = ptrtoint i64* %".326" to i64
  %".328" = ptrtoint i64* %".320" to i64
  %".329" = sub i64 %".327", %".328"
  %".330" = bitcast i64* %".320" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".330", i8 0, i64 %".329", i1 0)
  br label %"B12.endif.endif"
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
