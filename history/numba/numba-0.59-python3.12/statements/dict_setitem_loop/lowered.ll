; ModuleID = "dict_setitem_loop"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements17dict_setitem_loopB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements17dict_setitem_loopB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
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
  %".156" = alloca i8*
  store i8* null, i8** %".156"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
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
  %".154" = mul nsw i64 %".151", %".151"
  %".155" = load {i8*, i8*}, {i8*, i8*}* %"d"
  store i8* null, i8** %".156"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".155", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %".155", 1
  %".160" = call i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** %".156", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.1", i8* %"extracted.data.1", i64 %".151", i64 %".154")
  %".161" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".162" = icmp eq i32 %".160", 0
  %".163" = icmp eq i32 %".160", -2
  %".164" = icmp eq i32 %".160", -1
  %".165" = icmp eq i32 %".160", -3
  %".166" = or i1 %".162", %".163"
  %".167" = xor i1 %".166", -1
  %".168" = icmp sge i32 %".160", 1
  %".169" = select  i1 %".168", {i8*, i32, i8*, i8*, i32}* %".161", {i8*, i32, i8*, i8*, i32}* undef
  %".170" = load i8*, i8** %".156"
  br i1 %".167", label %"B34.if", label %"B34.endif", !prof !0
B54:
  %".181" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".183" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".183", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".183", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".183", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".183", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".185" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".185", 0
  %"extracted.data.2" = extractvalue {i8*, i8*} %".185", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".187" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".187", 0
  %"extracted.data.3" = extractvalue {i8*, i8*} %".187", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"d"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".185", 0
  %"extracted.data.4" = extractvalue {i8*, i8*} %".185", 1
  %".190" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.4", 0
  %".191" = insertvalue {i8*, i8*} %".190", i8* %"extracted.data.4", 1
  store {i8*, i8*} %".191", {i8*, i8*}* %"retptr"
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
  br i1 %".146", label %"B34", label %"B54"
B34.if:
  %".172" = load i64, i64* %"try_state"
  %".173" = icmp ugt i64 %".172", 0
  %".174" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".169", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".176" = xor i1 %".173", -1
  br i1 %".176", label %"B34.if.if", label %"B34.if.endif"
B34.endif:
  br label %"B30"
B34.if.if:
  ret i32 %".160"
B34.if.endif:
  br label %"B34.endif"
}

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i64 %"arg.key", i64 %"arg.value")

declare void @"NRT_incref"(i8* noalias nocapture %".1")

!numba_args_may_always_need_nrt = !{ !2 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64, i64)* @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx" }
