; ModuleID = "list_comprehension_with_if"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i8*}* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.n")
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
  %"closure__locals___listcomp__v1_i" = alloca i64
  store i64 0, i64* %"closure__locals___listcomp__v1_i"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".235" = alloca i64
  store i64 0, i64* %".235"
  %".238" = alloca i64
  store i64 0, i64* %".238"
  %".276" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".276"
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
  %".221" = load i64, i64* %"closure__locals___listcomp__v1_i"
  store i64 %".219", i64* %"closure__locals___listcomp__v1_i"
  %".223" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".225" = load i64, i64* %"closure__locals___listcomp__v1_i"
  %".228" = icmp eq i64 2, 0
  br i1 %".228", label %"B12.if", label %"B12.else", !prof !0
B32:
  %".270" = load i64, i64* %"closure__locals___listcomp__v1_i"
  %".271" = mul nsw i64 %".270", 2
  %".272" = load i64, i64* %"closure__locals___listcomp__v1_i"
  store i64 0, i64* %"closure__locals___listcomp__v1_i"
  %".274" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".274", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".274", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".276"
  store {i8*, i8*} %".274", {i8*, i8*}* %".276"
  %".280" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".281" = load i8*, i8** %".280"
  %".282" = call i8* @"NRT_MemInfo_data_fast"(i8* %".281")
  %".283" = bitcast i8* %".282" to {i64, i64, i8, i64}*
  %".284" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".283", i32 0, i32 0
  %".285" = load i64, i64* %".284"
  %".286" = add i64 %".285", 1
  %".287" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".288" = load i8*, i8** %".287"
  %".289" = call i8* @"NRT_MemInfo_data_fast"(i8* %".288")
  %".290" = bitcast i8* %".289" to {i64, i64, i8, i64}*
  %".291" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".290", i32 0, i32 1
  %".292" = load i64, i64* %".291"
  %".293" = icmp slt i64 %".292", %".286"
  %".294" = ashr i64 %".292", 2
  %".295" = icmp sgt i64 %".294", %".286"
  br i1 %".295", label %"B32.if", label %"B32.endif", !prof !0
B44:
  %".406" = load i64, i64* %"closure__locals___listcomp__v1_i"
  store i64 0, i64* %"closure__locals___listcomp__v1_i"
  br label %"B10"
B45:
  %".409" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".409", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".409", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".409", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".409", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1__vphi_1"
  %".411" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".411", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".411", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %".414" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".416" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".416", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".416", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %".418" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".418", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".418", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".416", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".416", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.10")
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".416", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".416", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".416", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".416", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.12")
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".416", 0
  %"extracted.parent.13" = extractvalue {i8*, i8*} %".416", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.13")
  %"extracted.meminfo.14" = extractvalue {i8*, i8*} %".416", 0
  %"extracted.parent.14" = extractvalue {i8*, i8*} %".416", 1
  %".425" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.14", 0
  %".426" = insertvalue {i8*, i8*} %".425", i8* %"extracted.parent.14", 1
  store {i8*, i8*} %".426", {i8*, i8*}* %"retptr"
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
  br i1 %".214", label %"B12", label %"B45"
B12.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".231" = load i64, i64* %"try_state"
  %".232" = icmp ugt i64 %".231", 0
  %".233" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B12.else:
  store i64 0, i64* %".235"
  store i64 0, i64* %".238"
  %".241" = icmp eq i64 %".225", -9223372036854775808
  %".242" = icmp eq i64 2, -1
  %".243" = and i1 %".241", %".242"
  %".244" = xor i1 %".243", -1
  br i1 %".244", label %"B12.else.if", label %"B12.else.endif", !prof !2
B12.endif:
  %".267" = load i64, i64* %"rem"
  %".268" = icmp eq i64 %".267", 0
  br i1 %".268", label %"B32", label %"B44"
B12.else.if:
  %".246" = sdiv i64 %".225", 2
  %".247" = srem i64 %".225", 2
  %".248" = xor i64 2, %".247"
  %".249" = icmp slt i64 %".248", 0
  %".250" = icmp ne i64 %".247", 0
  %".251" = and i1 %".250", %".249"
  br i1 %".251", label %"B12.else.if.if", label %"B12.else.if.else"
B12.else.endif:
  %".262" = load i64, i64* %".235"
  %".263" = load i64, i64* %".238"
  store i64 %".262", i64* %"quot"
  store i64 %".263", i64* %"rem"
  br label %"B12.endif"
B12.else.if.if:
  %".256" = sub i64 %".246", 1
  store i64 %".256", i64* %".235"
  %".258" = add i64 %".247", 2
  store i64 %".258", i64* %".238"
  br label %"B12.else.if.endif"
B12.else.if.else:
  store i64 %".246", i64* %".235"
  store i64 %".247", i64* %".238"
  br label %"B12.else.if.endif"
B12.else.if.endif:
  br label %"B12.else.endif"
B32.if:
  %".297" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".286", i64 8)
  %".298" = extractvalue {i64, i1} %".297", 0
  %".299" = extractvalue {i64, i1} %".297", 1
  %".300" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".298", i64 24)
  %".301" = extractvalue {i64, i1} %".300", 0
  %".302" = extractvalue {i64, i1} %".300", 1
  %".303" = or i1 %".299", %".302"
  br i1 %".303", label %"B32.if.if", label %"B32.if.endif", !prof !0
B32.endif:
  br i1 %".293", label %"B32.endif.if", label %"B32.endif.endif", !prof !0
B32.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".306" = load i64, i64* %"try_state"
  %".307" = icmp ugt i64 %".306", 0
  %".308" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B32.if.endif:
  %".310" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".311" = load i8*, i8** %".310"
  %".312" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".311", i64 %".301")
  %".313" = icmp eq i8* null, %".312"
  br i1 %".313", label %"B32.if.endif.if", label %"B32.if.endif.endif", !prof !0
B32.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".316" = load i64, i64* %"try_state"
  %".317" = icmp ugt i64 %".316", 0
  %".318" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B32.if.endif.endif:
  %".320" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".321" = load i8*, i8** %".320"
  %".322" = call i8* @"NRT_MemInfo_data_fast"(i8* %".321")
  %".323" = bitcast i8* %".322" to {i64, i64, i8, i64}*
  %".324" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".323", i32 0, i32 1
  store i64 %".286", i64* %".324"
  br label %"B32.endif"
B32.endif.if:
  %".328" = ashr i64 %".286", 2
  %".329" = add i64 %".286", %".328"
  %".330" = add i64 8, %".329"
  %".331" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".330", i64 8)
  %".332" = extractvalue {i64, i1} %".331", 0
  %".333" = extractvalue {i64, i1} %".331", 1
  %".334" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".332", i64 24)
  %".335" = extractvalue {i64, i1} %".334", 0
  %".336" = extractvalue {i64, i1} %".334", 1
  %".337" = or i1 %".333", %".336"
  br i1 %".337", label %"B32.endif.if.if", label %"B32.endif.if.endif", !prof !0
B32.endif.endif:
  %".384" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".385" = load i8*, i8** %".384"
  %".386" = call i8* @"NRT_MemInfo_data_fast"(i8* %".385")
  %".387" = bitcast i8* %".386" to {i64, i64, i8, i64}*
  %".388" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".387", i32 0, i32 0
  store i64 %".286", i64* %".388"
  %".390" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".391" = load i8*, i8** %".390"
  %".392" = call i8* @"NRT_MemInfo_data_fast"(i8* %".391")
  %".393" = bitcast i8* %".392" to {i64, i64, i8, i64}*
  %".394" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".393", i32 0, i32 3
  %".395" = getelementptr i64, i64* %".394", i64 %".285"
  %".396" = load i64, i64* %".395"
  %".397" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".398" = load i8*, i8** %".397"
  %".399" = call i8* @"NRT_MemInfo_data_fast"(i8* %".398")
  %".400" = bitcast i8* %".399" to {i64, i64, i8, i64}*
  %".401" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".400", i32 0, i32 3
  %".402" = getelementptr i64, i64* %".401", i64 %".285"
  store i64 %".271", i64* %".402"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".274", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".274", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  br label %"B44"
B32.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".340" = load i64, i64* %"try_state"
  %".341" = icmp ugt i64 %".340", 0
  %".342" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B32.endif.if.endif:
  %".344" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".345" = load i8*, i8** %".344"
  %".346" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".345", i64 %".335")
  %".347" = icmp eq i8* null, %".346"
  br i1 %".347", label %"B32.endif.if.endif.if", label %"B32.endif.if.endif.endif", !prof !0
B32.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".350" = load i64, i64* %"try_state"
  %".351" = icmp ugt i64 %".350", 0
  %".352" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B32.endif.if.endif.endif:
  %".354" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".355" = load i8*, i8** %".354"
  %".356" = call i8* @"NRT_MemInfo_data_fast"(i8* %".355")
  %".357" = bitcast i8* %".356" to {i64, i64, i8, i64}*
  %".358" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".357", i32 0, i32 1
  store i64 %".330", i64* %".358"
  %".360" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".361" = load i8*, i8** %".360"
  %".362" = call i8* @"NRT_MemInfo_data_fast"(i8* %".361")
  %".363" = bitcast i8* %".362" to {i64, i64, i8, i64}*
  %".364" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".363", i32 0, i32 0
  %".365" = load i64, i64* %".364"
  %".366" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".367" = load i8*, i8** %".366"
  %".368" = call i8* @"NRT_MemInfo_data_fast"(i8* %".367")
  %".369" = bitcast i8* %".368" to {i64, i64, i8, i64}*
  %".370" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".369", i32 0, i32 3
  %".371" = getelementptr i64, i64* %".370", i64 %".365"
  %".372" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".276", i32 0, i32 0
  %".373" = load i8*, i8** %".372"
  %".374" = call i8* @"NRT_MemInfo_data_fast"(i8* %".373")
  %".375" = bitcast i8* %".374" to {i64, i64, i8, i64}*
  %".376" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".375", i32 0, i32 3
  %".377" = getelementptr i64, i64* %".376", i64 %".330"
  %".378" = ptrtoint i64* %".377" to i64
  %".379" = ptrtoint i64* %".371" to i64
  %".380" = sub i64 %".378", %".379"
  %".381" = bitcast i64* %".371" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".381", i8 0, i64 %".380", i1 0)
  br label %"B32.endif.endif"
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
declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object4" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object4.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object4" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object4" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object4.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
