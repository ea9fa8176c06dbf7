; ModuleID = "dict_comprehension"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
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
  %".71" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".71"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"$phi.1" = alloca i8*
  store i8* null, i8** %"$phi.1"
  %"$phi.2" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.2"
  %"$phi.3" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %"$phi.4" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".116" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".116"
  %".119" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".119"
  %".145" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".145"
  %".151" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".151"
  %"$phi.5" = alloca i64
  store i64 0, i64* %"$phi.5"
  %".167" = alloca i8*
  store i8* null, i8** %".167"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
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
  %".115" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".116"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".119"
  store {i64*, i64, i64, i64*} %".115", {i64*, i64, i64, i64*}* %".119"
  %".123" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".119", i32 0, i32 3
  %".124" = load i64*, i64** %".123"
  %".125" = load i64, i64* %".124"
  %".126" = icmp sgt i64 %".125", 0
  %".127" = getelementptr inbounds {i64, i1}, {i64, i1}* %".116", i32 0, i32 1
  store i1 %".126", i1* %".127"
  br i1 %".126", label %"B34.if", label %"B34.endif"
B38:
  %".161" = load i64, i64* %"$phi.5"
  %".162" = load i64, i64* %"$phi.5"
  store i64 0, i64* %"$phi.5"
  %".164" = mul nsw i64 %".161", %".161"
  %".165" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".165", 0
  %"extracted.data.5" = extractvalue {i8*, i8*} %".165", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  store i8* null, i8** %".167"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".165", 0
  %"extracted.data.6" = extractvalue {i8*, i8*} %".165", 1
  %".171" = call i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** %".167", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.6", i8* %"extracted.data.6", i64 %".161", i64 %".164")
  %".172" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".173" = icmp eq i32 %".171", 0
  %".174" = icmp eq i32 %".171", -2
  %".175" = icmp eq i32 %".171", -1
  %".176" = icmp eq i32 %".171", -3
  %".177" = or i1 %".173", %".174"
  %".178" = xor i1 %".177", -1
  %".179" = icmp sge i32 %".171", 1
  %".180" = select  i1 %".179", {i8*, i32, i8*, i8*, i32}* %".172", {i8*, i32, i8*, i8*, i32}* undef
  %".181" = load i8*, i8** %".167"
  br i1 %".178", label %"B38.if", label %"B38.endif", !prof !0
B54:
  %".193" = load i64, i64* %"$phi.5"
  store i64 0, i64* %"$phi.5"
  %".195" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".195", 0
  %"extracted.data.8" = extractvalue {i8*, i8*} %".195", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".198" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".198", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".198", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".198", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".198", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".200" = load i8*, i8** %"$phi.1"
  %".201" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  %".203" = load {i8*, i8*}, {i8*, i8*}* %"$phi.2"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".203", 0
  %"extracted.data.9" = extractvalue {i8*, i8*} %".203", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.9")
  %".205" = load {i8*, i8*}, {i8*, i8*}* %"$phi.2"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".205", 0
  %"extracted.data.10" = extractvalue {i8*, i8*} %".205", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.2"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".203", 0
  %"extracted.data.11" = extractvalue {i8*, i8*} %".203", 1
  %".208" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.11", 0
  %".209" = insertvalue {i8*, i8*} %".208", i8* %"extracted.data.11", 1
  store {i8*, i8*} %".209", {i8*, i8*}* %"retptr"
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
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".71"
  %".75" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"({i8*, i8*}* %".71", {i8*, i32, i8*, i8*, i32}** %"excinfo.1")
  %".76" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".77" = icmp eq i32 %".75", 0
  %".78" = icmp eq i32 %".75", -2
  %".79" = icmp eq i32 %".75", -1
  %".80" = icmp eq i32 %".75", -3
  %".81" = or i1 %".77", %".78"
  %".82" = xor i1 %".81", -1
  %".83" = icmp sge i32 %".75", 1
  %".84" = select  i1 %".83", {i8*, i32, i8*, i8*, i32}* %".76", {i8*, i32, i8*, i8*, i32}* undef
  %".85" = load {i8*, i8*}, {i8*, i8*}* %".71"
  %".86" = extractvalue {i8*, i8*} %".85", 0
  %".87" = extractvalue {i8*, i8*} %".85", 1
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %".86", 0
  %"inserted.data" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %".87", 1
  br i1 %".82", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.endif.if:
  %".89" = load i64, i64* %"try_state"
  %".90" = icmp ugt i64 %".89", 0
  %".91" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".84", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".93" = xor i1 %".90", -1
  br i1 %".93", label %"B0.endif.endif.if.if", label %"B0.endif.endif.if.endif"
B0.endif.endif.endif:
  %".98" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data" = extractvalue {i8*, i8*} %"inserted.data", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".102" = load {i8*, i8*}, {i8*, i8*}* %"$phi.2"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".102", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %".102", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %"inserted.data", {i8*, i8*}* %"$phi.2"
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %".106" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".106", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".106", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".106", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".106", 3
  store {i64*, i64, i64, i64*} %".70", {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.2" = extractvalue {i8*, i8*} %"inserted.data", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".110" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".110", 0
  %"extracted.data.3" = extractvalue {i8*, i8*} %".110", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store {i8*, i8*} %"inserted.data", {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.4" = extractvalue {i8*, i8*} %"inserted.data", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  br label %"B34"
B0.endif.endif.if.if:
  ret i32 %".75"
B0.endif.endif.if.endif:
  br label %"B0.endif.endif.endif"
B34.if:
  %".130" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".119", i32 0, i32 0
  %".131" = load i64*, i64** %".130"
  %".132" = load i64, i64* %".131"
  %".133" = getelementptr inbounds {i64, i1}, {i64, i1}* %".116", i32 0, i32 0
  store i64 %".132", i64* %".133"
  %".135" = sub nsw i64 %".125", 1
  store i64 %".135", i64* %".124"
  %".137" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".119", i32 0, i32 2
  %".138" = load i64, i64* %".137"
  %".139" = add i64 %".132", %".138"
  %".140" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".119", i32 0, i32 0
  %".141" = load i64*, i64** %".140"
  store i64 %".139", i64* %".141"
  br label %"B34.endif"
B34.endif:
  %".144" = load {i64, i1}, {i64, i1}* %".116"
  %"extracted.first" = extractvalue {i64, i1} %".144", 0
  %"extracted.second" = extractvalue {i64, i1} %".144", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".145"
  store {i64, i1} %".144", {i64, i1}* %".145"
  %".149" = getelementptr inbounds {i64, i1}, {i64, i1}* %".145", i32 0, i32 0
  %".150" = load i64, i64* %".149"
  store {i64, i1} zeroinitializer, {i64, i1}* %".151"
  store {i64, i1} %".144", {i64, i1}* %".151"
  %".155" = getelementptr inbounds {i64, i1}, {i64, i1}* %".151", i32 0, i32 1
  %".156" = load i1, i1* %".155"
  %"extracted.first.1" = extractvalue {i64, i1} %".144", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".144", 1
  %".158" = load i64, i64* %"$phi.5"
  store i64 %".150", i64* %"$phi.5"
  br i1 %".156", label %"B38", label %"B54"
B38.if:
  %".183" = load i64, i64* %"try_state"
  %".184" = icmp ugt i64 %".183", 0
  %".185" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".180", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".187" = xor i1 %".184", -1
  br i1 %".187", label %"B38.if.if", label %"B38.if.endif"
B38.endif:
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".165", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %".165", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  br label %"B34"
B38.if.if:
  ret i32 %".171"
B38.if.endif:
  br label %"B38.endif"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo")

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i64 %"arg.key", i64 %"arg.value")

!numba_args_may_always_need_nrt = !{ !2 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64, i64)* @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx" }
