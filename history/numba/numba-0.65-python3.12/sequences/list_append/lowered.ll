; ModuleID = "list_append"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences11list_appendB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases9sequences11list_appendB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
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
  %".98" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".98"
  %".108" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".108"
  %".112" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".112"
  %".121" = alloca i64
  store i64 0, i64* %".121"
  %".124" = alloca i64
  store i64 0, i64* %".124"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".167" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".167"
  %".170" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".170"
  %".196" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".196"
  %".202" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".202"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %".218" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".218"
  br label %"B0"
B0:
  store i1 1, i1* %".5"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".8"
  %".11" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".12" = extractvalue {i64, i1} %".11", 0
  %".13" = extractvalue {i64, i1} %".11", 1
  %".14" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".12", i64 24)
  %".15" = extractvalue {i64, i1} %".14", 0
  %".16" = extractvalue {i64, i1} %".14", 1
  %".17" = or i1 %".13", %".16"
  br i1 %".17", label %"B0.if", label %"B0.endif", !prof !0
B30:
  %".166" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".167"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".170"
  store {i64*, i64, i64, i64*} %".166", {i64*, i64, i64, i64*}* %".170"
  %".174" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".170", i32 0, i32 3
  %".175" = load i64*, i64** %".174"
  %".176" = load i64, i64* %".175"
  %".177" = icmp sgt i64 %".176", 0
  %".178" = getelementptr inbounds {i64, i1}, {i64, i1}* %".167", i32 0, i32 1
  store i1 %".177", i1* %".178"
  br i1 %".177", label %"B30.if", label %"B30.endif"
B34:
  %".212" = load i64, i64* %"$phi.2"
  %".213" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".215" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".215", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".215", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %".217" = mul nsw i64 %".212", %".212"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".218"
  store {i8*, i8*} %".215", {i8*, i8*}* %".218"
  %".222" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".223" = load i8*, i8** %".222"
  %".224" = call i8* @"NRT_MemInfo_data_fast"(i8* %".223")
  %".225" = bitcast i8* %".224" to {i64, i64, i8, i64}*
  %".226" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".225", i32 0, i32 0
  %".227" = load i64, i64* %".226"
  %".228" = add i64 %".227", 1
  %".229" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".230" = load i8*, i8** %".229"
  %".231" = call i8* @"NRT_MemInfo_data_fast"(i8* %".230")
  %".232" = bitcast i8* %".231" to {i64, i64, i8, i64}*
  %".233" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".232", i32 0, i32 1
  %".234" = load i64, i64* %".233"
  %".235" = icmp slt i64 %".234", %".228"
  %".236" = ashr i64 %".234", 2
  %".237" = icmp sgt i64 %".236", %".228"
  br i1 %".237", label %"B34.if", label %"B34.endif", !prof !0
B78:
  %".348" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".350" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".350", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".350", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".350", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".350", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".352" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".352", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".352", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".354" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".354", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".354", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"out"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".352", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".352", 1
  %".357" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.5", 0
  %".358" = insertvalue {i8*, i8*} %".357", i8* %"extracted.parent.5", 1
  store {i8*, i8*} %".358", {i8*, i8*}* %"retptr"
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
  store i64 0, i64* %".37"
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
  %".69" = getelementptr i64, i64* %".68", i64 0
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
  store i64 0, i64* %".91"
  %".93" = load {i8*, i8*}, {i8*, i8*}* %".8"
  %".95" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".95", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".95", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo")
  store {i8*, i8*} %".93", {i8*, i8*}* %"out"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".98"
  %".101" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 0
  store i64 0, i64* %".101"
  %".103" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 1
  store i64 %"arg.n", i64* %".103"
  %".105" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 2
  store i64 1, i64* %".105"
  %".107" = load {i64, i64, i64}, {i64, i64, i64}* %".98"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".108"
  store {i64, i64, i64} %".107", {i64, i64, i64}* %".108"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".112"
  %".115" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".108", i32 0, i32 0
  %".116" = load i64, i64* %".115"
  %".117" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".108", i32 0, i32 1
  %".118" = load i64, i64* %".117"
  %".119" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".108", i32 0, i32 2
  %".120" = load i64, i64* %".119"
  store i64 %".116", i64* %".121"
  %".126" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 0
  store i64* %".121", i64** %".126"
  %".128" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 1
  store i64 %".118", i64* %".128"
  %".130" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 2
  store i64 %".120", i64* %".130"
  %".132" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 3
  store i64* %".124", i64** %".132"
  %".134" = sub i64 %".118", %".116"
  %".135" = icmp sgt i64 %".134", 0
  %".136" = icmp sgt i64 %".120", 0
  %".137" = xor i1 %".135", %".136"
  %".138" = icmp eq i64 %".120", 0
  br i1 %".138", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".141" = load i64, i64* %"try_state"
  %".142" = icmp ugt i64 %".141", 0
  %".143" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif:
  br i1 %".137", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.else"
B0.endif.endif.endif.endif.if:
  %".146" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 3
  %".147" = load i64*, i64** %".146"
  store i64 0, i64* %".147"
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.else:
  %".150" = srem i64 %".134", %".120"
  %".151" = sub i64 0, %".150"
  %".152" = select  i1 %".135", i64 %".150", i64 %".151"
  %".153" = icmp sgt i64 %".152", 0
  %".154" = sdiv i64 %".134", %".120"
  %".155" = select  i1 %".153", i64 1, i64 0
  %".156" = add i64 %".154", %".155"
  %".157" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 3
  %".158" = load i64*, i64** %".157"
  store i64 %".156", i64* %".158"
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif:
  %".161" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112"
  %"extracted.start" = extractvalue {i64, i64, i64} %".107", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".107", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".107", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".161", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".161", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".161", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".161", 3
  %".163" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".163", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".163", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".163", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".163", 3
  store {i64*, i64, i64, i64*} %".161", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".161", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".161", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".161", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".161", 3
  br label %"B30"
B30.if:
  %".181" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".170", i32 0, i32 0
  %".182" = load i64*, i64** %".181"
  %".183" = load i64, i64* %".182"
  %".184" = getelementptr inbounds {i64, i1}, {i64, i1}* %".167", i32 0, i32 0
  store i64 %".183", i64* %".184"
  %".186" = sub nsw i64 %".176", 1
  store i64 %".186", i64* %".175"
  %".188" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".170", i32 0, i32 2
  %".189" = load i64, i64* %".188"
  %".190" = add i64 %".183", %".189"
  %".191" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".170", i32 0, i32 0
  %".192" = load i64*, i64** %".191"
  store i64 %".190", i64* %".192"
  br label %"B30.endif"
B30.endif:
  %".195" = load {i64, i1}, {i64, i1}* %".167"
  %"extracted.first" = extractvalue {i64, i1} %".195", 0
  %"extracted.second" = extractvalue {i64, i1} %".195", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".196"
  store {i64, i1} %".195", {i64, i1}* %".196"
  %".200" = getelementptr inbounds {i64, i1}, {i64, i1}* %".196", i32 0, i32 0
  %".201" = load i64, i64* %".200"
  store {i64, i1} zeroinitializer, {i64, i1}* %".202"
  store {i64, i1} %".195", {i64, i1}* %".202"
  %".206" = getelementptr inbounds {i64, i1}, {i64, i1}* %".202", i32 0, i32 1
  %".207" = load i1, i1* %".206"
  %"extracted.first.1" = extractvalue {i64, i1} %".195", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".195", 1
  %".209" = load i64, i64* %"$phi.2"
  store i64 %".201", i64* %"$phi.2"
  br i1 %".207", label %"B34", label %"B78"
B34.if:
  %".239" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".228", i64 8)
  %".240" = extractvalue {i64, i1} %".239", 0
  %".241" = extractvalue {i64, i1} %".239", 1
  %".242" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".240", i64 24)
  %".243" = extractvalue {i64, i1} %".242", 0
  %".244" = extractvalue {i64, i1} %".242", 1
  %".245" = or i1 %".241", %".244"
  br i1 %".245", label %"B34.if.if", label %"B34.if.endif", !prof !0
B34.endif:
  br i1 %".235", label %"B34.endif.if", label %"B34.endif.endif", !prof !0
B34.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".248" = load i64, i64* %"try_state"
  %".249" = icmp ugt i64 %".248", 0
  %".250" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.if.endif:
  %".252" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".253" = load i8*, i8** %".252"
  %".254" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".253", i64 %".243")
  %".255" = icmp eq i8* null, %".254"
  br i1 %".255", label %"B34.if.endif.if", label %"B34.if.endif.endif", !prof !0
B34.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".258" = load i64, i64* %"try_state"
  %".259" = icmp ugt i64 %".258", 0
  %".260" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.if.endif.endif:
  %".262" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".263" = load i8*, i8** %".262"
  %".264" = call i8* @"NRT_MemInfo_data_fast"(i8* %".263")
  %".265" = bitcast i8* %".264" to {i64, i64, i8, i64}*
  %".266" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".265", i32 0, i32 1
  store i64 %".228", i64* %".266"
  br label %"B34.endif"
B34.endif.if:
  %".270" = ashr i64 %".228", 2
  %".271" = add i64 %".228", %".270"
  %".272" = add i64 8, %".271"
  %".273" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".272", i64 8)
  %".274" = extractvalue {i64, i1} %".273", 0
  %".275" = extractvalue {i64, i1} %".273", 1
  %".276" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".274", i64 24)
  %".277" = extractvalue {i64, i1} %".276", 0
  %".278" = extractvalue {i64, i1} %".276", 1
  %".279" = or i1 %".275", %".278"
  br i1 %".279", label %"B34.endif.if.if", label %"B34.endif.if.endif", !prof !0
B34.endif.endif:
  %".326" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".327" = load i8*, i8** %".326"
  %".328" = call i8* @"NRT_MemInfo_data_fast"(i8* %".327")
  %".329" = bitcast i8* %".328" to {i64, i64, i8, i64}*
  %".330" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".329", i32 0, i32 0
  store i64 %".228", i64* %".330"
  %".332" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".333" = load i8*, i8** %".332"
  %".334" = call i8* @"NRT_MemInfo_data_fast"(i8* %".333")
  %".335" = bitcast i8* %".334" to {i64, i64, i8, i64}*
  %".336" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".335", i32 0, i32 3
  %".337" = getelementptr i64, i64* %".336", i64 %".227"
  %".338" = load i64, i64* %".337"
  %".339" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".340" = load i8*, i8** %".339"
  %".341" = call i8* @"NRT_MemInfo_data_fast"(i8* %".340")
  %".342" = bitcast i8* %".341" to {i64, i64, i8, i64}*
  %".343" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".342", i32 0, i32 3
  %".344" = getelementptr i64, i64* %".343", i64 %".227"
  store i64 %".217", i64* %".344"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".215", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".215", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  br label %"B30"
B34.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".282" = load i64, i64* %"try_state"
  %".283" = icmp ugt i64 %".282", 0
  %".284" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.endif.if.endif:
  %".286" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".287" = load i8*, i8** %".286"
  %".288" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".287", i64 %".277")
  %".289" = icmp eq i8* null, %".288"
  br i1 %".289", label %"B34.endif.if.endif.if", label %"B34.endif.if.endif.endif", !prof !0
B34.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".292" = load i64, i64* %"try_state"
  %".293" = icmp ugt i64 %".292", 0
  %".294" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.endif.if.endif.endif:
  %".296" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".297" = load i8*, i8** %".296"
  %".298" = call i8* @"NRT_MemInfo_data_fast"(i8* %".297")
  %".299" = bitcast i8* %".298" to {i64, i64, i8, i64}*
  %".300" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".299", i32 0, i32 1
  store i64 %".272", i64* %".300"
  %".302" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".303" = load i8*, i8** %".302"
  %".304" = call i8* @"NRT_MemInfo_data_fast"(i8* %".303")
  %".305" = bitcast i8* %".304" to {i64, i64, i8, i64}*
  %".306" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".305", i32 0, i32 0
  %".307" = load i64, i64* %".306"
  %".308" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".309" = load i8*, i8** %".308"
  %".310" = call i8* @"NRT_MemInfo_data_fast"(i8* %".309")
  %".311" = bitcast i8* %".310" to {i64, i64, i8, i64}*
  %".312" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".311", i32 0, i32 3
  %".313" = getelementptr i64, i64* %".312", i64 %".307"
  %".314" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".218", i32 0, i32 0
  %".315" = load i8*, i8** %".314"
  %".316" = call i8* @"NRT_MemInfo_data_fast"(i8* %".315")
  %".317" = bitcast i8* %".316" to {i64, i64, i8, i64}*
  %".318" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".317", i32 0, i32 3
  %".319" = getelementptr i64, i64* %".318", i64 %".272"
  %".320" = ptrtoint i64* %".319" to i64
  %".321" = ptrtoint i64* %".313" to i64
  %".322" = sub i64 %".320", %".321"
  %".323" = bitcast i64* %".313" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".323", i8 0, i64 %".322", i1 0)
  br label %"B34.endif.endif"
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

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
