; ModuleID = "typed_list_build"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"([2 x i64]* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".5"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"items" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"items"
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
  %".157" = alloca i8*
  store i8* null, i8** %".157"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %".191" = alloca {i64, {i8*, i8*}, i64*}
  store {i64, {i8*, i8*}, i64*} zeroinitializer, {i64, {i8*, i8*}, i64*}* %".191"
  %".194" = alloca i64
  store i64 0, i64* %".194"
  %".203" = alloca i64
  store i64 0, i64* %".203"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %"$phi.3" = alloca {i64, {i8*, i8*}, i64*}
  store {i64, {i8*, i8*}, i64*} zeroinitializer, {i64, {i8*, i8*}, i64*}* %"$phi.3"
  %".239" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".239"
  %".242" = alloca {i64, {i8*, i8*}, i64*}
  store {i64, {i8*, i8*}, i64*} zeroinitializer, {i64, {i8*, i8*}, i64*}* %".242"
  %".251" = alloca i64
  store i64 0, i64* %".251"
  %"excinfo.4" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".290" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".290"
  %".299" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".299"
  %".305" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".305"
  %".309" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".309"
  %".323" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".323"
  %".347" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".347"
  %".353" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".353"
  %"$phi.4" = alloca i64
  store i64 0, i64* %"$phi.4"
  %".377" = alloca i64
  store i64 0, i64* %".377"
  %"excinfo.5" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  br label %"B0"
B0:
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".5"
  %".9" = call i32 @"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple"({i8*, i8*}* %".5", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* null)
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
B46:
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
  br i1 %".116", label %"B46.if", label %"B46.endif"
B50:
  %".151" = load i64, i64* %"$phi.2"
  %".152" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".154" = load {i8*, i8*}, {i8*, i8*}* %"items"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".154", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %".154", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %".156" = mul nsw i64 %".151", %".151"
  store i8* null, i8** %".157"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".154", 0
  %"extracted.data.2" = extractvalue {i8*, i8*} %".154", 1
  %".161" = call i32 @"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx"(i8** %".157", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.2", i8* %"extracted.data.2", i64 %".156")
  %".162" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".163" = icmp eq i32 %".161", 0
  %".164" = icmp eq i32 %".161", -2
  %".165" = icmp eq i32 %".161", -1
  %".166" = icmp eq i32 %".161", -3
  %".167" = or i1 %".163", %".164"
  %".168" = xor i1 %".167", -1
  %".169" = icmp sge i32 %".161", 1
  %".170" = select  i1 %".169", {i8*, i32, i8*, i8*, i32}* %".162", {i8*, i32, i8*, i8*, i32}* undef
  %".171" = load i8*, i8** %".157"
  br i1 %".168", label %"B50.if", label %"B50.endif", !prof !0
B94:
  %".183" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".185" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".185", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".185", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".185", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".185", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".188" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".190" = load {i8*, i8*}, {i8*, i8*}* %"items"
  store {i64, {i8*, i8*}, i64*} zeroinitializer, {i64, {i8*, i8*}, i64*}* %".191"
  store i64 0, i64* %".194"
  %".197" = getelementptr inbounds {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".191", i32 0, i32 2
  store i64* %".194", i64** %".197"
  %".199" = getelementptr inbounds {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".191", i32 0, i32 1
  store {i8*, i8*} %".190", {i8*, i8*}* %".199"
  %".201" = getelementptr inbounds {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".191", i32 0, i32 1
  %".202" = load {i8*, i8*}, {i8*, i8*}* %".201"
  store i64 0, i64* %".203"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".202", 0
  %"extracted.data.4" = extractvalue {i8*, i8*} %".202", 1
  %".207" = call i32 @"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d"(i64* %".203", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.meminfo.4", i8* %"extracted.data.4")
  %".208" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".209" = icmp eq i32 %".207", 0
  %".210" = icmp eq i32 %".207", -2
  %".211" = icmp eq i32 %".207", -1
  %".212" = icmp eq i32 %".207", -3
  %".213" = or i1 %".209", %".210"
  %".214" = xor i1 %".213", -1
  %".215" = icmp sge i32 %".207", 1
  %".216" = select  i1 %".215", {i8*, i32, i8*, i8*, i32}* %".208", {i8*, i32, i8*, i8*, i32}* undef
  %".217" = load i64, i64* %".203"
  br i1 %".214", label %"B94.if", label %"B94.endif", !prof !0
B104:
  %".238" = load {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %"$phi.3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".239"
  store {i64, {i8*, i8*}, i64*} zeroinitializer, {i64, {i8*, i8*}, i64*}* %".242"
  store {i64, {i8*, i8*}, i64*} %".238", {i64, {i8*, i8*}, i64*}* %".242"
  %".246" = getelementptr inbounds {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".242", i32 0, i32 2
  %".247" = load i64*, i64** %".246"
  %".248" = load i64, i64* %".247"
  %".249" = getelementptr inbounds {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".242", i32 0, i32 1
  %".250" = load {i8*, i8*}, {i8*, i8*}* %".249"
  store i64 0, i64* %".251"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".250", 0
  %"extracted.data.9" = extractvalue {i8*, i8*} %".250", 1
  %".255" = call i32 @"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d"(i64* %".251", {i8*, i32, i8*, i8*, i32}** %"excinfo.4", i8* %"extracted.meminfo.9", i8* %"extracted.data.9")
  %".256" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".257" = icmp eq i32 %".255", 0
  %".258" = icmp eq i32 %".255", -2
  %".259" = icmp eq i32 %".255", -1
  %".260" = icmp eq i32 %".255", -3
  %".261" = or i1 %".257", %".258"
  %".262" = xor i1 %".261", -1
  %".263" = icmp sge i32 %".255", 1
  %".264" = select  i1 %".263", {i8*, i32, i8*, i8*, i32}* %".256", {i8*, i32, i8*, i8*, i32}* undef
  %".265" = load i64, i64* %".251"
  br i1 %".262", label %"B104.if", label %"B104.endif", !prof !0
B108:
  %".363" = load i64, i64* %"$phi.4"
  %".364" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".366" = load i64, i64* %"total.2"
  %".367" = add nsw i64 %".366", %".363"
  %".368" = load i64, i64* %"total.2"
  store i64 %".367", i64* %"total.2"
  br label %"B104"
B122:
  %".371" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".373" = load {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %"$phi.3"
  %"extracted.size.4" = extractvalue {i64, {i8*, i8*}, i64*} %".373", 0
  %"extracted.parent.4" = extractvalue {i64, {i8*, i8*}, i64*} %".373", 1
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %"extracted.parent.4", 0
  %"extracted.data.10" = extractvalue {i8*, i8*} %"extracted.parent.4", 1
  %"extracted.index.4" = extractvalue {i64, {i8*, i8*}, i64*} %".373", 2
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  store {i64, {i8*, i8*}, i64*} zeroinitializer, {i64, {i8*, i8*}, i64*}* %"$phi.3"
  %".376" = load {i8*, i8*}, {i8*, i8*}* %"items"
  store i64 0, i64* %".377"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".376", 0
  %"extracted.data.11" = extractvalue {i8*, i8*} %".376", 1
  %".381" = call i32 @"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d"(i64* %".377", {i8*, i32, i8*, i8*, i32}** %"excinfo.5", i8* %"extracted.meminfo.11", i8* %"extracted.data.11")
  %".382" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".383" = icmp eq i32 %".381", 0
  %".384" = icmp eq i32 %".381", -2
  %".385" = icmp eq i32 %".381", -1
  %".386" = icmp eq i32 %".381", -3
  %".387" = or i1 %".383", %".384"
  %".388" = xor i1 %".387", -1
  %".389" = icmp sge i32 %".381", 1
  %".390" = select  i1 %".389", {i8*, i32, i8*, i8*, i32}* %".382", {i8*, i32, i8*, i8*, i32}* undef
  %".391" = load i64, i64* %".377"
  br i1 %".388", label %"B122.if", label %"B122.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".25" = load i64, i64* %"try_state"
  %".26" = icmp ugt i64 %".25", 0
  %".27" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".18", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".29" = xor i1 %".26", -1
  br i1 %".29", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".34" = load {i8*, i8*}, {i8*, i8*}* %"items"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".34", 0
  %"extracted.data" = extractvalue {i8*, i8*} %".34", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo")
  store {i8*, i8*} %"inserted.data", {i8*, i8*}* %"items"
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
  br label %"B46"
B46.if:
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
  br label %"B46.endif"
B46.endif:
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
  br i1 %".146", label %"B50", label %"B94"
B50.if:
  %".173" = load i64, i64* %"try_state"
  %".174" = icmp ugt i64 %".173", 0
  %".175" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".170", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".177" = xor i1 %".174", -1
  br i1 %".177", label %"B50.if.if", label %"B50.if.endif"
B50.endif:
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".154", 0
  %"extracted.data.3" = extractvalue {i8*, i8*} %".154", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  br label %"B46"
B50.if.if:
  ret i32 %".161"
B50.if.endif:
  br label %"B50.endif"
B94.if:
  %".219" = load i64, i64* %"try_state"
  %".220" = icmp ugt i64 %".219", 0
  %".221" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".216", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".223" = xor i1 %".220", -1
  br i1 %".223", label %"B94.if.if", label %"B94.if.endif"
B94.endif:
  %".227" = getelementptr inbounds {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".191", i32 0, i32 0
  store i64 %".217", i64* %".227"
  %".229" = load {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".191"
  %"extracted.size" = extractvalue {i64, {i8*, i8*}, i64*} %".229", 0
  %"extracted.parent" = extractvalue {i64, {i8*, i8*}, i64*} %".229", 1
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %"extracted.parent", 0
  %"extracted.data.5" = extractvalue {i8*, i8*} %"extracted.parent", 1
  %"extracted.index" = extractvalue {i64, {i8*, i8*}, i64*} %".229", 2
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  %"extracted.size.1" = extractvalue {i64, {i8*, i8*}, i64*} %".229", 0
  %"extracted.parent.1" = extractvalue {i64, {i8*, i8*}, i64*} %".229", 1
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %"extracted.parent.1", 0
  %"extracted.data.6" = extractvalue {i8*, i8*} %"extracted.parent.1", 1
  %"extracted.index.1" = extractvalue {i64, {i8*, i8*}, i64*} %".229", 2
  call void @"NRT_incref"(i8* %"extracted.meminfo.6")
  %".233" = load {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %"$phi.3"
  %"extracted.size.2" = extractvalue {i64, {i8*, i8*}, i64*} %".233", 0
  %"extracted.parent.2" = extractvalue {i64, {i8*, i8*}, i64*} %".233", 1
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %"extracted.parent.2", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %"extracted.parent.2", 1
  %"extracted.index.2" = extractvalue {i64, {i8*, i8*}, i64*} %".233", 2
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i64, {i8*, i8*}, i64*} %".229", {i64, {i8*, i8*}, i64*}* %"$phi.3"
  %"extracted.size.3" = extractvalue {i64, {i8*, i8*}, i64*} %".229", 0
  %"extracted.parent.3" = extractvalue {i64, {i8*, i8*}, i64*} %".229", 1
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %"extracted.parent.3", 0
  %"extracted.data.8" = extractvalue {i8*, i8*} %"extracted.parent.3", 1
  %"extracted.index.3" = extractvalue {i64, {i8*, i8*}, i64*} %".229", 2
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  br label %"B104"
B94.if.if:
  ret i32 %".207"
B94.if.endif:
  br label %"B94.endif"
B104.if:
  %".267" = load i64, i64* %"try_state"
  %".268" = icmp ugt i64 %".267", 0
  %".269" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".264", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".271" = xor i1 %".268", -1
  br i1 %".271", label %"B104.if.if", label %"B104.if.endif"
B104.endif:
  %".275" = getelementptr inbounds {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".242", i32 0, i32 0
  %".276" = load i64, i64* %".275"
  %".277" = icmp ne i64 %".276", %".265"
  br i1 %".277", label %"B104.endif.if", label %"B104.endif.endif", !prof !0
B104.if.if:
  ret i32 %".255"
B104.if.endif:
  br label %"B104.endif"
B104.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".280" = load i64, i64* %"try_state"
  %".281" = icmp ugt i64 %".280", 0
  %".282" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B104.endif.endif:
  %".284" = icmp slt i64 %".248", %".265"
  %".285" = getelementptr inbounds {i64, i1}, {i64, i1}* %".239", i32 0, i32 1
  store i1 %".284", i1* %".285"
  br i1 %".284", label %"B104.endif.endif.if", label %"B104.endif.endif.endif"
B104.endif.endif.if:
  %".288" = getelementptr inbounds {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".242", i32 0, i32 1
  %".289" = load {i8*, i8*}, {i8*, i8*}* %".288"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".290"
  store {i8*, i8*} %".289", {i8*, i8*}* %".290"
  %".294" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".290", i32 0, i32 1
  %".295" = load i8*, i8** %".294"
  %".296" = call i8* @"numba_list_base_ptr"(i8* %".295")
  %".297" = bitcast i8* %".296" to i64*
  %".298" = getelementptr i64, i64* %".297", i64 %".248"
  store {i64, i1} zeroinitializer, {i64, i1}* %".299"
  %".302" = getelementptr inbounds {i64, i1}, {i64, i1}* %".299", i32 0, i32 1
  store i1 0, i1* %".302"
  %".304" = load {i64, i1}, {i64, i1}* %".299"
  store {i64, i1} %".304", {i64, i1}* %".305"
  %".308" = load i64, i64* %".298"
  store {i64, i1} zeroinitializer, {i64, i1}* %".309"
  %".312" = getelementptr inbounds {i64, i1}, {i64, i1}* %".309", i32 0, i32 1
  store i1 1, i1* %".312"
  %".314" = getelementptr inbounds {i64, i1}, {i64, i1}* %".309", i32 0, i32 0
  store i64 %".308", i64* %".314"
  %".316" = load {i64, i1}, {i64, i1}* %".309"
  store {i64, i1} %".316", {i64, i1}* %".305"
  %".318" = load {i64, i1}, {i64, i1}* %".305"
  %".319" = insertvalue {i32, {i64, i1}} undef, i32 0, 0
  %".320" = insertvalue {i32, {i64, i1}} %".319", {i64, i1} %".318", 1
  %".321" = extractvalue {i32, {i64, i1}} %".320", 0
  %".322" = extractvalue {i32, {i64, i1}} %".320", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".323"
  store {i64, i1} %".322", {i64, i1}* %".323"
  %".327" = getelementptr inbounds {i64, i1}, {i64, i1}* %".323", i32 0, i32 1
  %".328" = load i1, i1* %".327"
  %".329" = icmp ne i1 %".328", 0
  %".330" = xor i1 %".329", -1
  br i1 %".330", label %"B104.endif.endif.if.if", label %"B104.endif.endif.if.endif", !prof !0
B104.endif.endif.endif:
  %".346" = load {i64, i1}, {i64, i1}* %".239"
  %"extracted.first.2" = extractvalue {i64, i1} %".346", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".346", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".347"
  store {i64, i1} %".346", {i64, i1}* %".347"
  %".351" = getelementptr inbounds {i64, i1}, {i64, i1}* %".347", i32 0, i32 0
  %".352" = load i64, i64* %".351"
  store {i64, i1} zeroinitializer, {i64, i1}* %".353"
  store {i64, i1} %".346", {i64, i1}* %".353"
  %".357" = getelementptr inbounds {i64, i1}, {i64, i1}* %".353", i32 0, i32 1
  %".358" = load i1, i1* %".357"
  %"extracted.first.3" = extractvalue {i64, i1} %".346", 0
  %"extracted.second.3" = extractvalue {i64, i1} %".346", 1
  %".360" = load i64, i64* %"$phi.4"
  store i64 %".352", i64* %"$phi.4"
  br i1 %".358", label %"B108", label %"B122"
B104.endif.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".333" = load i64, i64* %"try_state"
  %".334" = icmp ugt i64 %".333", 0
  %".335" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B104.endif.endif.if.endif:
  %".337" = getelementptr inbounds {i64, i1}, {i64, i1}* %".323", i32 0, i32 0
  %".338" = load i64, i64* %".337"
  %".339" = getelementptr inbounds {i64, i1}, {i64, i1}* %".239", i32 0, i32 0
  store i64 %".338", i64* %".339"
  %".341" = add i64 %".248", 1
  %".342" = getelementptr inbounds {i64, {i8*, i8*}, i64*}, {i64, {i8*, i8*}, i64*}* %".242", i32 0, i32 2
  %".343" = load i64*, i64** %".342"
  store i64 %".341", i64* %".343"
  br label %"B104.endif.endif.endif"
B122.if:
  %".393" = load i64, i64* %"try_state"
  %".394" = icmp ugt i64 %".393", 0
  %".395" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".390", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".397" = xor i1 %".394", -1
  br i1 %".397", label %"B122.if.if", label %"B122.if.endif"
B122.endif:
  %".401" = load {i8*, i8*}, {i8*, i8*}* %"items"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".401", 0
  %"extracted.data.12" = extractvalue {i8*, i8*} %".401", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"items"
  %".404" = load i64, i64* %"total.2"
  %".405" = insertvalue [2 x i64] undef, i64 %".404", 0
  %".406" = insertvalue [2 x i64] %".405", i64 %".391", 1
  %".407" = extractvalue [2 x i64] %".406", 0
  %".408" = extractvalue [2 x i64] %".406", 1
  %".409" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".411" = extractvalue [2 x i64] %".406", 0
  %".412" = extractvalue [2 x i64] %".406", 1
  %".413" = extractvalue [2 x i64] %".406", 0
  %".414" = extractvalue [2 x i64] %".406", 1
  store [2 x i64] %".406", [2 x i64]* %"retptr"
  ret i32 0
B122.if.if:
  ret i32 %".381"
B122.if.endif:
  br label %"B122.endif"
}

declare i32 @"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.cls")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.l.0", i8* %"arg.l.1", i64 %"arg.item")

declare i32 @"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d"(i64* noalias nocapture %"retptr.2", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.2", i8* %"arg.l.0.2", i8* %"arg.l.1.2")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('list was mutated during iteration',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare i8* @"numba_list_base_ptr"(i8* %".1") alwaysinline nounwind readonly

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'TypeError'>, ('expected int64, got None',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
!numba_args_may_always_need_nrt = !{ !2, !3, !3, !3 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64)* @"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx" }
!3 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d" }
