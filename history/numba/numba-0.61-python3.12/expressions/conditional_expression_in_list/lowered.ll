; ModuleID = "conditional_expression_in_list"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"$phi.8" = alloca i64
  store i64 0, i64* %"$phi.8"
  %"$phi.7" = alloca i64
  store i64 0, i64* %"$phi.7"
  %"$phi.12" = alloca i64
  store i64 0, i64* %"$phi.12"
  %"$phi.11" = alloca i64
  store i64 0, i64* %"$phi.11"
  %".64" = alloca i1
  store i1 0, i1* %".64"
  %".67" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".67"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".211" = alloca i1
  store i1 0, i1* %".211"
  %".214" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".214"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = load i64, i64* %"b"
  %".12" = icmp sgt i64 %".10", %".11"
  br i1 %".12", label %"B14", label %"B18"
B14:
  %".14" = load i64, i64* %"a"
  %".16" = load i64, i64* %"$phi.8"
  store i64 %".14", i64* %"$phi.8"
  %".18" = load i64, i64* %"a"
  %".20" = load i64, i64* %"$phi.7"
  store i64 %".18", i64* %"$phi.7"
  br label %"B20"
B18:
  %".23" = load i64, i64* %"b"
  %".24" = load i64, i64* %"$phi.8"
  store i64 %".23", i64* %"$phi.8"
  %".26" = load i64, i64* %"b"
  %".27" = load i64, i64* %"$phi.7"
  store i64 %".26", i64* %"$phi.7"
  br label %"B20"
B20:
  %".30" = load i64, i64* %"a"
  %".31" = load i64, i64* %"b"
  %".32" = icmp slt i64 %".30", %".31"
  br i1 %".32", label %"B30", label %"B34"
B30:
  %".34" = load i64, i64* %"a"
  %".36" = load i64, i64* %"$phi.12"
  store i64 %".34", i64* %"$phi.12"
  %".38" = load i64, i64* %"a"
  %".40" = load i64, i64* %"$phi.11"
  store i64 %".38", i64* %"$phi.11"
  br label %"B36"
B34:
  %".43" = load i64, i64* %"b"
  %".44" = load i64, i64* %"$phi.12"
  store i64 %".43", i64* %"$phi.12"
  %".46" = load i64, i64* %"b"
  %".47" = load i64, i64* %"$phi.11"
  store i64 %".46", i64* %"$phi.11"
  br label %"B36"
B36:
  %".50" = load i64, i64* %"a"
  %".51" = load i64, i64* %"b"
  %".52" = icmp eq i64 %".50", %".51"
  %".53" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".55" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  br i1 %".52", label %"B46", label %"B52"
B46:
  %".58" = load i64, i64* %"$phi.11"
  store i64 0, i64* %"$phi.11"
  %".60" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".62" = load i64, i64* %"$phi.8"
  %".63" = load i64, i64* %"$phi.12"
  store i1 1, i1* %".64"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".67"
  %".70" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 3, i64 8)
  %".71" = extractvalue {i64, i1} %".70", 0
  %".72" = extractvalue {i64, i1} %".70", 1
  %".73" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".71", i64 24)
  %".74" = extractvalue {i64, i1} %".73", 0
  %".75" = extractvalue {i64, i1} %".73", 1
  %".76" = or i1 %".72", %".75"
  br i1 %".76", label %"B46.if", label %"B46.endif", !prof !0
B52:
  %".205" = load i64, i64* %"$phi.12"
  store i64 0, i64* %"$phi.12"
  %".207" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".209" = load i64, i64* %"$phi.7"
  %".210" = load i64, i64* %"$phi.11"
  store i1 1, i1* %".211"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".214"
  %".217" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 3, i64 8)
  %".218" = extractvalue {i64, i1} %".217", 0
  %".219" = extractvalue {i64, i1} %".217", 1
  %".220" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".218", i64 24)
  %".221" = extractvalue {i64, i1} %".220", 0
  %".222" = extractvalue {i64, i1} %".220", 1
  %".223" = or i1 %".219", %".222"
  br i1 %".223", label %"B52.if", label %"B52.endif", !prof !0
B46.if:
  store i1 0, i1* %".64"
  br label %"B46.endif"
B46.endif:
  %".80" = load i1, i1* %".64"
  br i1 %".80", label %"B46.endif.if", label %"B46.endif.endif", !prof !1
B46.endif.if:
  %".82" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".83" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".74", i8* %".82")
  %".84" = icmp eq i8* null, %".83"
  br i1 %".84", label %"B46.endif.if.if", label %"B46.endif.if.else", !prof !0
B46.endif.endif:
  %".136" = load i1, i1* %".64"
  %".137" = xor i1 %".136", -1
  br i1 %".137", label %"B46.endif.endif.if", label %"B46.endif.endif.endif", !prof !0
B46.endif.if.if:
  store i1 0, i1* %".64"
  br label %"B46.endif.if.endif"
B46.endif.if.else:
  %".88" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  store i8* %".83", i8** %".88"
  %".90" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 1
  store i8* null, i8** %".90"
  %".92" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".93" = load i8*, i8** %".92"
  %".94" = call i8* @"NRT_MemInfo_data_fast"(i8* %".93")
  %".95" = bitcast i8* %".94" to {i64, i64, i8, i64}*
  %".96" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".95", i32 0, i32 1
  store i64 3, i64* %".96"
  %".98" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".99" = load i8*, i8** %".98"
  %".100" = call i8* @"NRT_MemInfo_data_fast"(i8* %".99")
  %".101" = bitcast i8* %".100" to {i64, i64, i8, i64}*
  %".102" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".101", i32 0, i32 0
  store i64 0, i64* %".102"
  %".104" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".105" = load i8*, i8** %".104"
  %".106" = call i8* @"NRT_MemInfo_data_fast"(i8* %".105")
  %".107" = bitcast i8* %".106" to {i64, i64, i8, i64}*
  %".108" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".107", i32 0, i32 2
  %".109" = zext i1 0 to i8
  store i8 %".109", i8* %".108"
  %".111" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".112" = load i8*, i8** %".111"
  %".113" = call i8* @"NRT_MemInfo_data_fast"(i8* %".112")
  %".114" = bitcast i8* %".113" to {i64, i64, i8, i64}*
  %".115" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".114", i32 0, i32 0
  %".116" = load i64, i64* %".115"
  %".117" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".118" = load i8*, i8** %".117"
  %".119" = call i8* @"NRT_MemInfo_data_fast"(i8* %".118")
  %".120" = bitcast i8* %".119" to {i64, i64, i8, i64}*
  %".121" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".120", i32 0, i32 3
  %".122" = getelementptr i64, i64* %".121", i64 0
  %".123" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".124" = load i8*, i8** %".123"
  %".125" = call i8* @"NRT_MemInfo_data_fast"(i8* %".124")
  %".126" = bitcast i8* %".125" to {i64, i64, i8, i64}*
  %".127" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".126", i32 0, i32 3
  %".128" = getelementptr i64, i64* %".127", i64 3
  %".129" = ptrtoint i64* %".128" to i64
  %".130" = ptrtoint i64* %".122" to i64
  %".131" = sub i64 %".129", %".130"
  %".132" = bitcast i64* %".122" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".132", i8 0, i64 %".131", i1 0)
  br label %"B46.endif.if.endif"
B46.endif.if.endif:
  br label %"B46.endif.endif"
B46.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".142" = load i64, i64* %"try_state"
  %".143" = icmp ugt i64 %".142", 0
  %".144" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B46.endif.endif.endif:
  %".146" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".147" = load i8*, i8** %".146"
  %".148" = call i8* @"NRT_MemInfo_data_fast"(i8* %".147")
  %".149" = bitcast i8* %".148" to {i64, i64, i8, i64}*
  %".150" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".149", i32 0, i32 0
  store i64 3, i64* %".150"
  %".152" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".153" = load i8*, i8** %".152"
  %".154" = call i8* @"NRT_MemInfo_data_fast"(i8* %".153")
  %".155" = bitcast i8* %".154" to {i64, i64, i8, i64}*
  %".156" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".155", i32 0, i32 3
  %".157" = getelementptr i64, i64* %".156", i64 0
  %".158" = load i64, i64* %".157"
  %".159" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".160" = load i8*, i8** %".159"
  %".161" = call i8* @"NRT_MemInfo_data_fast"(i8* %".160")
  %".162" = bitcast i8* %".161" to {i64, i64, i8, i64}*
  %".163" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".162", i32 0, i32 3
  %".164" = getelementptr i64, i64* %".163", i64 0
  store i64 %".62", i64* %".164"
  %".166" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".167" = load i8*, i8** %".166"
  %".168" = call i8* @"NRT_MemInfo_data_fast"(i8* %".167")
  %".169" = bitcast i8* %".168" to {i64, i64, i8, i64}*
  %".170" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".169", i32 0, i32 3
  %".171" = getelementptr i64, i64* %".170", i64 1
  %".172" = load i64, i64* %".171"
  %".173" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".174" = load i8*, i8** %".173"
  %".175" = call i8* @"NRT_MemInfo_data_fast"(i8* %".174")
  %".176" = bitcast i8* %".175" to {i64, i64, i8, i64}*
  %".177" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".176", i32 0, i32 3
  %".178" = getelementptr i64, i64* %".177", i64 1
  store i64 %".63", i64* %".178"
  %".180" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".181" = load i8*, i8** %".180"
  %".182" = call i8* @"NRT_MemInfo_data_fast"(i8* %".181")
  %".183" = bitcast i8* %".182" to {i64, i64, i8, i64}*
  %".184" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".183", i32 0, i32 3
  %".185" = getelementptr i64, i64* %".184", i64 2
  %".186" = load i64, i64* %".185"
  %".187" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".67", i32 0, i32 0
  %".188" = load i8*, i8** %".187"
  %".189" = call i8* @"NRT_MemInfo_data_fast"(i8* %".188")
  %".190" = bitcast i8* %".189" to {i64, i64, i8, i64}*
  %".191" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".190", i32 0, i32 3
  %".192" = getelementptr i64, i64* %".191", i64 2
  store i64 0, i64* %".192"
  %".194" = load {i8*, i8*}, {i8*, i8*}* %".67"
  %".195" = load i64, i64* %"$phi.12"
  store i64 0, i64* %"$phi.12"
  %".197" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".194", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".194", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".194", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".194", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".194", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".194", 1
  %".201" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.2", 0
  %".202" = insertvalue {i8*, i8*} %".201", i8* %"extracted.parent.2", 1
  store {i8*, i8*} %".202", {i8*, i8*}* %"retptr"
  ret i32 0
B52.if:
  store i1 0, i1* %".211"
  br label %"B52.endif"
B52.endif:
  %".227" = load i1, i1* %".211"
  br i1 %".227", label %"B52.endif.if", label %"B52.endif.endif", !prof !1
B52.endif.if:
  %".229" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".230" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".221", i8* %".229")
  %".231" = icmp eq i8* null, %".230"
  br i1 %".231", label %"B52.endif.if.if", label %"B52.endif.if.else", !prof !0
B52.endif.endif:
  %".283" = load i1, i1* %".211"
  %".284" = xor i1 %".283", -1
  br i1 %".284", label %"B52.endif.endif.if", label %"B52.endif.endif.endif", !prof !0
B52.endif.if.if:
  store i1 0, i1* %".211"
  br label %"B52.endif.if.endif"
B52.endif.if.else:
  %".235" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  store i8* %".230", i8** %".235"
  %".237" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 1
  store i8* null, i8** %".237"
  %".239" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".240" = load i8*, i8** %".239"
  %".241" = call i8* @"NRT_MemInfo_data_fast"(i8* %".240")
  %".242" = bitcast i8* %".241" to {i64, i64, i8, i64}*
  %".243" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".242", i32 0, i32 1
  store i64 3, i64* %".243"
  %".245" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".246" = load i8*, i8** %".245"
  %".247" = call i8* @"NRT_MemInfo_data_fast"(i8* %".246")
  %".248" = bitcast i8* %".247" to {i64, i64, i8, i64}*
  %".249" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".248", i32 0, i32 0
  store i64 0, i64* %".249"
  %".251" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".252" = load i8*, i8** %".251"
  %".253" = call i8* @"NRT_MemInfo_data_fast"(i8* %".252")
  %".254" = bitcast i8* %".253" to {i64, i64, i8, i64}*
  %".255" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".254", i32 0, i32 2
  %".256" = zext i1 0 to i8
  store i8 %".256", i8* %".255"
  %".258" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".259" = load i8*, i8** %".258"
  %".260" = call i8* @"NRT_MemInfo_data_fast"(i8* %".259")
  %".261" = bitcast i8* %".260" to {i64, i64, i8, i64}*
  %".262" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".261", i32 0, i32 0
  %".263" = load i64, i64* %".262"
  %".264" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".265" = load i8*, i8** %".264"
  %".266" = call i8* @"NRT_MemInfo_data_fast"(i8* %".265")
  %".267" = bitcast i8* %".266" to {i64, i64, i8, i64}*
  %".268" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".267", i32 0, i32 3
  %".269" = getelementptr i64, i64* %".268", i64 0
  %".270" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".271" = load i8*, i8** %".270"
  %".272" = call i8* @"NRT_MemInfo_data_fast"(i8* %".271")
  %".273" = bitcast i8* %".272" to {i64, i64, i8, i64}*
  %".274" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".273", i32 0, i32 3
  %".275" = getelementptr i64, i64* %".274", i64 3
  %".276" = ptrtoint i64* %".275" to i64
  %".277" = ptrtoint i64* %".269" to i64
  %".278" = sub i64 %".276", %".277"
  %".279" = bitcast i64* %".269" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".279", i8 0, i64 %".278", i1 0)
  br label %"B52.endif.if.endif"
B52.endif.if.endif:
  br label %"B52.endif.endif"
B52.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".287" = load i64, i64* %"try_state"
  %".288" = icmp ugt i64 %".287", 0
  %".289" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B52.endif.endif.endif:
  %".291" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".292" = load i8*, i8** %".291"
  %".293" = call i8* @"NRT_MemInfo_data_fast"(i8* %".292")
  %".294" = bitcast i8* %".293" to {i64, i64, i8, i64}*
  %".295" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".294", i32 0, i32 0
  store i64 3, i64* %".295"
  %".297" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".298" = load i8*, i8** %".297"
  %".299" = call i8* @"NRT_MemInfo_data_fast"(i8* %".298")
  %".300" = bitcast i8* %".299" to {i64, i64, i8, i64}*
  %".301" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".300", i32 0, i32 3
  %".302" = getelementptr i64, i64* %".301", i64 0
  %".303" = load i64, i64* %".302"
  %".304" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".305" = load i8*, i8** %".304"
  %".306" = call i8* @"NRT_MemInfo_data_fast"(i8* %".305")
  %".307" = bitcast i8* %".306" to {i64, i64, i8, i64}*
  %".308" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".307", i32 0, i32 3
  %".309" = getelementptr i64, i64* %".308", i64 0
  store i64 %".209", i64* %".309"
  %".311" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".312" = load i8*, i8** %".311"
  %".313" = call i8* @"NRT_MemInfo_data_fast"(i8* %".312")
  %".314" = bitcast i8* %".313" to {i64, i64, i8, i64}*
  %".315" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".314", i32 0, i32 3
  %".316" = getelementptr i64, i64* %".315", i64 1
  %".317" = load i64, i64* %".316"
  %".318" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".319" = load i8*, i8** %".318"
  %".320" = call i8* @"NRT_MemInfo_data_fast"(i8* %".319")
  %".321" = bitcast i8* %".320" to {i64, i64, i8, i64}*
  %".322" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".321", i32 0, i32 3
  %".323" = getelementptr i64, i64* %".322", i64 1
  store i64 %".210", i64* %".323"
  %".325" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".326" = load i8*, i8** %".325"
  %".327" = call i8* @"NRT_MemInfo_data_fast"(i8* %".326")
  %".328" = bitcast i8* %".327" to {i64, i64, i8, i64}*
  %".329" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".328", i32 0, i32 3
  %".330" = getelementptr i64, i64* %".329", i64 2
  %".331" = load i64, i64* %".330"
  %".332" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".214", i32 0, i32 0
  %".333" = load i8*, i8** %".332"
  %".334" = call i8* @"NRT_MemInfo_data_fast"(i8* %".333")
  %".335" = bitcast i8* %".334" to {i64, i64, i8, i64}*
  %".336" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".335", i32 0, i32 3
  %".337" = getelementptr i64, i64* %".336", i64 2
  store i64 1, i64* %".337"
  %".339" = load {i8*, i8*}, {i8*, i8*}* %".214"
  %".340" = load i64, i64* %"$phi.11"
  store i64 0, i64* %"$phi.11"
  %".342" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".339", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".339", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".339", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".339", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".339", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".339", 1
  %".346" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.5", 0
  %".347" = insertvalue {i8*, i8*} %".346", i8* %"extracted.parent.5", 1
  store {i8*, i8*} %".347", {i8*, i8*}* %"retptr"
  ret i32 0
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
declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
