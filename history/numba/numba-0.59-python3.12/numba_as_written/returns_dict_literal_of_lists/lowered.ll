; ModuleID = "returns_dict_literal_of_lists"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".5"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"d" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"d"
  %".37" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".37"
  %".47" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".47"
  %".51" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".51"
  %".60" = alloca i64
  store i64 0, i64* %".60"
  %".63" = alloca i64
  store i64 0, i64* %".63"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".106" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".106"
  %".109" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".109"
  %".135" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".135"
  %".141" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".141"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %".155" = alloca i1
  store i1 0, i1* %".155"
  %".158" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".158"
  %".271" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".271"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".300" = alloca i8*
  store i8* null, i8** %".300"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  br label %"B0"
B0:
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".5"
  %".9" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE"({i8*, i8*}* %".5", {i8*, i32, i8*, i8*, i32}** %"excinfo.1")
  %".10" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".11" = icmp eq i32 %".9", 0
  %".12" = icmp eq i32 %".9", -2
  %".13" = icmp eq i32 %".9", -1
  %".14" = icmp eq i32 %".9", -3
  %".15" = or i1 %".11", %".12"
  %".16" = xor i1 %".15", -1
  %".17" = icmp sge i32 %".9", 1
  %".18" = select  i1 %".17", {i8*, i32, i8*, i8*, i32}* %".10", {i8*, i32, i8*, i8*, i32}* undef
  %".19" = load {i8*, i8*}, {i8*, i8*}* %".5"
  %".20" = extractvalue {i8*, i8*} %".19", 0
  %".21" = extractvalue {i8*, i8*} %".19", 1
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %".20", 0
  %"inserted.data" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %".21", 1
  br i1 %".16", label %"B0.if", label %"B0.endif", !prof !0
B30:
  %".105" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".106"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".109"
  store {i64*, i64, i64, i64*} %".105", {i64*, i64, i64, i64*}* %".109"
  %".113" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".109", i32 0, i32 3
  %".114" = load i64*, i64** %".113"
  %".115" = load i64, i64* %".114"
  %".116" = icmp sgt i64 %".115", 0
  %".117" = getelementptr inbounds {i64, i1}, {i64, i1}* %".106", i32 0, i32 1
  store i1 %".116", i1* %".117"
  br i1 %".116", label %"B30.if", label %"B30.endif"
B34:
  %".151" = load i64, i64* %"$phi.2"
  %".152" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".154" = mul nsw i64 %".151", 2
  store i1 1, i1* %".155"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".158"
  %".161" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 2, i64 8)
  %".162" = extractvalue {i64, i1} %".161", 0
  %".163" = extractvalue {i64, i1} %".161", 1
  %".164" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".162", i64 24)
  %".165" = extractvalue {i64, i1} %".164", 0
  %".166" = extractvalue {i64, i1} %".164", 1
  %".167" = or i1 %".163", %".166"
  br i1 %".167", label %"B34.if", label %"B34.endif", !prof !0
B76:
  %".326" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".328" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".328", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".328", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".328", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".328", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".330" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".330", 0
  %"extracted.data.4" = extractvalue {i8*, i8*} %".330", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.6")
  %".332" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".332", 0
  %"extracted.data.5" = extractvalue {i8*, i8*} %".332", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"d"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".330", 0
  %"extracted.data.6" = extractvalue {i8*, i8*} %".330", 1
  %".335" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.8", 0
  %".336" = insertvalue {i8*, i8*} %".335", i8* %"extracted.data.6", 1
  store {i8*, i8*} %".336", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store i64 0, i64* %"try_state"
  %".25" = load i64, i64* %"try_state"
  %".26" = icmp ugt i64 %".25", 0
  %".27" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".18", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".29" = xor i1 %".26", -1
  br i1 %".29", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".34" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".34", 0
  %"extracted.data" = extractvalue {i8*, i8*} %".34", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo")
  store {i8*, i8*} %"inserted.data", {i8*, i8*}* %"d"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".37"
  %".40" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".37", i32 0, i32 0
  store i64 0, i64* %".40"
  %".42" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".37", i32 0, i32 1
  store i64 %"arg.n", i64* %".42"
  %".44" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".37", i32 0, i32 2
  store i64 1, i64* %".44"
  %".46" = load {i64, i64, i64}, {i64, i64, i64}* %".37"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".47"
  store {i64, i64, i64} %".46", {i64, i64, i64}* %".47"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".51"
  %".54" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".47", i32 0, i32 0
  %".55" = load i64, i64* %".54"
  %".56" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".47", i32 0, i32 1
  %".57" = load i64, i64* %".56"
  %".58" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".47", i32 0, i32 2
  %".59" = load i64, i64* %".58"
  store i64 %".55", i64* %".60"
  %".65" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".51", i32 0, i32 0
  store i64* %".60", i64** %".65"
  %".67" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".51", i32 0, i32 1
  store i64 %".57", i64* %".67"
  %".69" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".51", i32 0, i32 2
  store i64 %".59", i64* %".69"
  %".71" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".51", i32 0, i32 3
  store i64* %".63", i64** %".71"
  %".73" = sub i64 %".57", %".55"
  %".74" = icmp sgt i64 %".73", 0
  %".75" = icmp sgt i64 %".59", 0
  %".76" = xor i1 %".74", %".75"
  %".77" = icmp eq i64 %".59", 0
  br i1 %".77", label %"B0.endif.if", label %"B0.endif.endif", !prof !0
B0.if.if:
  ret i32 %".9"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".80" = load i64, i64* %"try_state"
  %".81" = icmp ugt i64 %".80", 0
  %".82" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif:
  br i1 %".76", label %"B0.endif.endif.if", label %"B0.endif.endif.else"
B0.endif.endif.if:
  %".85" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".51", i32 0, i32 3
  %".86" = load i64*, i64** %".85"
  store i64 0, i64* %".86"
  br label %"B0.endif.endif.endif"
B0.endif.endif.else:
  %".89" = srem i64 %".73", %".59"
  %".90" = sub i64 0, %".89"
  %".91" = select  i1 %".74", i64 %".89", i64 %".90"
  %".92" = icmp sgt i64 %".91", 0
  %".93" = sdiv i64 %".73", %".59"
  %".94" = select  i1 %".92", i64 1, i64 0
  %".95" = add i64 %".93", %".94"
  %".96" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".51", i32 0, i32 3
  %".97" = load i64*, i64** %".96"
  store i64 %".95", i64* %".97"
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif:
  %".100" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".51"
  %"extracted.start" = extractvalue {i64, i64, i64} %".46", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".46", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".46", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".100", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".100", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".100", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".100", 3
  %".102" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".102", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".102", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".102", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".102", 3
  store {i64*, i64, i64, i64*} %".100", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".100", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".100", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".100", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".100", 3
  br label %"B30"
B30.if:
  %".120" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".109", i32 0, i32 0
  %".121" = load i64*, i64** %".120"
  %".122" = load i64, i64* %".121"
  %".123" = getelementptr inbounds {i64, i1}, {i64, i1}* %".106", i32 0, i32 0
  store i64 %".122", i64* %".123"
  %".125" = sub nsw i64 %".115", 1
  store i64 %".125", i64* %".114"
  %".127" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".109", i32 0, i32 2
  %".128" = load i64, i64* %".127"
  %".129" = add i64 %".122", %".128"
  %".130" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".109", i32 0, i32 0
  %".131" = load i64*, i64** %".130"
  store i64 %".129", i64* %".131"
  br label %"B30.endif"
B30.endif:
  %".134" = load {i64, i1}, {i64, i1}* %".106"
  %"extracted.first" = extractvalue {i64, i1} %".134", 0
  %"extracted.second" = extractvalue {i64, i1} %".134", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".135"
  store {i64, i1} %".134", {i64, i1}* %".135"
  %".139" = getelementptr inbounds {i64, i1}, {i64, i1}* %".135", i32 0, i32 0
  %".140" = load i64, i64* %".139"
  store {i64, i1} zeroinitializer, {i64, i1}* %".141"
  store {i64, i1} %".134", {i64, i1}* %".141"
  %".145" = getelementptr inbounds {i64, i1}, {i64, i1}* %".141", i32 0, i32 1
  %".146" = load i1, i1* %".145"
  %"extracted.first.1" = extractvalue {i64, i1} %".134", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".134", 1
  %".148" = load i64, i64* %"$phi.2"
  store i64 %".140", i64* %"$phi.2"
  br i1 %".146", label %"B34", label %"B76"
B34.if:
  store i1 0, i1* %".155"
  br label %"B34.endif"
B34.endif:
  %".171" = load i1, i1* %".155"
  br i1 %".171", label %"B34.endif.if", label %"B34.endif.endif", !prof !2
B34.endif.if:
  %".173" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".174" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".165", i8* %".173")
  %".175" = icmp eq i8* null, %".174"
  br i1 %".175", label %"B34.endif.if.if", label %"B34.endif.if.else", !prof !0
B34.endif.endif:
  %".227" = load i1, i1* %".155"
  %".228" = xor i1 %".227", -1
  br i1 %".228", label %"B34.endif.endif.if", label %"B34.endif.endif.endif", !prof !0
B34.endif.if.if:
  store i1 0, i1* %".155"
  br label %"B34.endif.if.endif"
B34.endif.if.else:
  %".179" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  store i8* %".174", i8** %".179"
  %".181" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 1
  store i8* null, i8** %".181"
  %".183" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".184" = load i8*, i8** %".183"
  %".185" = call i8* @"NRT_MemInfo_data_fast"(i8* %".184")
  %".186" = bitcast i8* %".185" to {i64, i64, i8, i64}*
  %".187" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".186", i32 0, i32 1
  store i64 2, i64* %".187"
  %".189" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".190" = load i8*, i8** %".189"
  %".191" = call i8* @"NRT_MemInfo_data_fast"(i8* %".190")
  %".192" = bitcast i8* %".191" to {i64, i64, i8, i64}*
  %".193" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".192", i32 0, i32 0
  store i64 0, i64* %".193"
  %".195" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".196" = load i8*, i8** %".195"
  %".197" = call i8* @"NRT_MemInfo_data_fast"(i8* %".196")
  %".198" = bitcast i8* %".197" to {i64, i64, i8, i64}*
  %".199" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".198", i32 0, i32 2
  %".200" = zext i1 0 to i8
  store i8 %".200", i8* %".199"
  %".202" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".203" = load i8*, i8** %".202"
  %".204" = call i8* @"NRT_MemInfo_data_fast"(i8* %".203")
  %".205" = bitcast i8* %".204" to {i64, i64, i8, i64}*
  %".206" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".205", i32 0, i32 0
  %".207" = load i64, i64* %".206"
  %".208" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".209" = load i8*, i8** %".208"
  %".210" = call i8* @"NRT_MemInfo_data_fast"(i8* %".209")
  %".211" = bitcast i8* %".210" to {i64, i64, i8, i64}*
  %".212" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".211", i32 0, i32 3
  %".213" = getelementptr i64, i64* %".212", i64 0
  %".214" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".215" = load i8*, i8** %".214"
  %".216" = call i8* @"NRT_MemInfo_data_fast"(i8* %".215")
  %".217" = bitcast i8* %".216" to {i64, i64, i8, i64}*
  %".218" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".217", i32 0, i32 3
  %".219" = getelementptr i64, i64* %".218", i64 2
  %".220" = ptrtoint i64* %".219" to i64
  %".221" = ptrtoint i64* %".213" to i64
  %".222" = sub i64 %".220", %".221"
  %".223" = bitcast i64* %".213" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".223", i8 0, i64 %".222", i1 0)
  br label %"B34.endif.if.endif"
B34.endif.if.endif:
  br label %"B34.endif.endif"
B34.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".231" = load i64, i64* %"try_state"
  %".232" = icmp ugt i64 %".231", 0
  %".233" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.endif.endif.endif:
  %".235" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".236" = load i8*, i8** %".235"
  %".237" = call i8* @"NRT_MemInfo_data_fast"(i8* %".236")
  %".238" = bitcast i8* %".237" to {i64, i64, i8, i64}*
  %".239" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".238", i32 0, i32 0
  store i64 2, i64* %".239"
  %".241" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".242" = load i8*, i8** %".241"
  %".243" = call i8* @"NRT_MemInfo_data_fast"(i8* %".242")
  %".244" = bitcast i8* %".243" to {i64, i64, i8, i64}*
  %".245" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".244", i32 0, i32 3
  %".246" = getelementptr i64, i64* %".245", i64 0
  %".247" = load i64, i64* %".246"
  %".248" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".249" = load i8*, i8** %".248"
  %".250" = call i8* @"NRT_MemInfo_data_fast"(i8* %".249")
  %".251" = bitcast i8* %".250" to {i64, i64, i8, i64}*
  %".252" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".251", i32 0, i32 3
  %".253" = getelementptr i64, i64* %".252", i64 0
  store i64 %".151", i64* %".253"
  %".255" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".256" = load i8*, i8** %".255"
  %".257" = call i8* @"NRT_MemInfo_data_fast"(i8* %".256")
  %".258" = bitcast i8* %".257" to {i64, i64, i8, i64}*
  %".259" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".258", i32 0, i32 3
  %".260" = getelementptr i64, i64* %".259", i64 1
  %".261" = load i64, i64* %".260"
  %".262" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".158", i32 0, i32 0
  %".263" = load i8*, i8** %".262"
  %".264" = call i8* @"NRT_MemInfo_data_fast"(i8* %".263")
  %".265" = bitcast i8* %".264" to {i64, i64, i8, i64}*
  %".266" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".265", i32 0, i32 3
  %".267" = getelementptr i64, i64* %".266", i64 1
  store i64 %".154", i64* %".267"
  %".269" = load {i8*, i8*}, {i8*, i8*}* %".158"
  %".270" = insertvalue [1 x {i8*, i8*}] undef, {i8*, i8*} %".269", 0
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".271"
  %".275" = extractvalue [1 x {i8*, i8*}] %".270", 0
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".275", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".275", 1
  %".276" = call i32 @"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE"({i8*, i8*}* %".271", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* null, i8* %"extracted.meminfo.1", i8* %"extracted.parent")
  %".277" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".278" = icmp eq i32 %".276", 0
  %".279" = icmp eq i32 %".276", -2
  %".280" = icmp eq i32 %".276", -1
  %".281" = icmp eq i32 %".276", -3
  %".282" = or i1 %".278", %".279"
  %".283" = xor i1 %".282", -1
  %".284" = icmp sge i32 %".276", 1
  %".285" = select  i1 %".284", {i8*, i32, i8*, i8*, i32}* %".277", {i8*, i32, i8*, i8*, i32}* undef
  %".286" = load {i8*, i8*}, {i8*, i8*}* %".271"
  %".287" = extractvalue {i8*, i8*} %".286", 0
  %".288" = extractvalue {i8*, i8*} %".286", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %".287", 0
  %"inserted.data.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %".288", 1
  br i1 %".283", label %"B34.endif.endif.endif.if", label %"B34.endif.endif.endif.endif", !prof !0
B34.endif.endif.endif.if:
  %".290" = load i64, i64* %"try_state"
  %".291" = icmp ugt i64 %".290", 0
  %".292" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".285", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".294" = xor i1 %".291", -1
  br i1 %".294", label %"B34.endif.endif.endif.if.if", label %"B34.endif.endif.endif.if.endif"
B34.endif.endif.endif.endif:
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".269", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".269", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %".299" = load {i8*, i8*}, {i8*, i8*}* %"d"
  store i8* null, i8** %".300"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".299", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %".299", 1
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.2" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %".304" = call i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d"(i8** %".300", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.meminfo.3", i8* %"extracted.data.1", i64 %".151", i8* %"extracted.meminfo.4", i8* %"extracted.data.2")
  %".305" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".306" = icmp eq i32 %".304", 0
  %".307" = icmp eq i32 %".304", -2
  %".308" = icmp eq i32 %".304", -1
  %".309" = icmp eq i32 %".304", -3
  %".310" = or i1 %".306", %".307"
  %".311" = xor i1 %".310", -1
  %".312" = icmp sge i32 %".304", 1
  %".313" = select  i1 %".312", {i8*, i32, i8*, i8*, i32}* %".305", {i8*, i32, i8*, i8*, i32}* undef
  %".314" = load i8*, i8** %".300"
  br i1 %".311", label %"B34.endif.endif.endif.endif.if", label %"B34.endif.endif.endif.endif.endif", !prof !0
B34.endif.endif.endif.if.if:
  ret i32 %".276"
B34.endif.endif.endif.if.endif:
  br label %"B34.endif.endif.endif.endif"
B34.endif.endif.endif.endif.if:
  %".316" = load i64, i64* %"try_state"
  %".317" = icmp ugt i64 %".316", 0
  %".318" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".313", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".320" = xor i1 %".317", -1
  br i1 %".320", label %"B34.endif.endif.endif.endif.if.if", label %"B34.endif.endif.endif.endif.if.endif"
B34.endif.endif.endif.endif.endif:
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.3" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  br label %"B30"
B34.endif.endif.endif.endif.if.if:
  ret i32 %".304"
B34.endif.endif.endif.endif.if.endif:
  br label %"B34.endif.endif.endif.endif.endif"
}

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

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
declare i32 @"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.cls", i8* %"arg.args.0.0", i8* %"arg.args.0.1")

declare i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i64 %"arg.key", i8* %"arg.value.0", i8* %"arg.value.1")

declare void @"NRT_incref"(i8* noalias nocapture %".1")

!numba_args_may_always_need_nrt = !{ !3, !4 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*)* @"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE" }
!4 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64, i8*, i8*)* @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d" }
