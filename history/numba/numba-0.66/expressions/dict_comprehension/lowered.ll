; ModuleID = "dict_comprehension"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i8*}* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.n")
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
  %"closure__locals___dictcomp__v1__vphi_1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"closure__locals___dictcomp__v1__vphi_1"
  %"closure__locals___dictcomp__v1__vphi_2" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_2"
  %"closure__locals___dictcomp__v1__vphi_3" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_3"
  %".113" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".113"
  %".116" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".116"
  %".142" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".142"
  %".148" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".148"
  %"closure__locals___dictcomp__v1__vphi_4" = alloca i64
  store i64 0, i64* %"closure__locals___dictcomp__v1__vphi_4"
  %".164" = alloca i8*
  store i8* null, i8** %".164"
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
B10:
  %".112" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___dictcomp__v1__vphi_1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".113"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".116"
  store {i64*, i64, i64, i64*} %".112", {i64*, i64, i64, i64*}* %".116"
  %".120" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".116", i32 0, i32 3
  %".121" = load i64*, i64** %".120"
  %".122" = load i64, i64* %".121"
  %".123" = icmp sgt i64 %".122", 0
  %".124" = getelementptr inbounds {i64, i1}, {i64, i1}* %".113", i32 0, i32 1
  store i1 %".123", i1* %".124"
  br i1 %".123", label %"B10.if", label %"B10.endif"
B12:
  %".158" = load i64, i64* %"closure__locals___dictcomp__v1__vphi_4"
  %".159" = load i64, i64* %"closure__locals___dictcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___dictcomp__v1__vphi_4"
  %".161" = mul nsw i64 %".158", %".158"
  %".162" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_3"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".162", 0
  %"extracted.data.5" = extractvalue {i8*, i8*} %".162", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  store i8* null, i8** %".164"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".162", 0
  %"extracted.data.6" = extractvalue {i8*, i8*} %".162", 1
  %".168" = call i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** %".164", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.6", i8* %"extracted.data.6", i64 %".158", i64 %".161")
  %".169" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".170" = icmp eq i32 %".168", 0
  %".171" = icmp eq i32 %".168", -2
  %".172" = icmp eq i32 %".168", -1
  %".173" = icmp eq i32 %".168", -3
  %".174" = or i1 %".170", %".171"
  %".175" = xor i1 %".174", -1
  %".176" = icmp sge i32 %".168", 1
  %".177" = select  i1 %".176", {i8*, i32, i8*, i8*, i32}* %".169", {i8*, i32, i8*, i8*, i32}* undef
  %".178" = load i8*, i8** %".164"
  br i1 %".175", label %"B12.if", label %"B12.endif", !prof !0
B28:
  %".190" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___dictcomp__v1__vphi_1"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".190", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".190", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".190", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".190", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"closure__locals___dictcomp__v1__vphi_1"
  %".192" = load i64, i64* %"closure__locals___dictcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___dictcomp__v1__vphi_4"
  %".194" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_3"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".194", 0
  %"extracted.data.8" = extractvalue {i8*, i8*} %".194", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_3"
  %".197" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_2"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".197", 0
  %"extracted.data.9" = extractvalue {i8*, i8*} %".197", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.9")
  %".199" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_2"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".199", 0
  %"extracted.data.10" = extractvalue {i8*, i8*} %".199", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_2"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".197", 0
  %"extracted.data.11" = extractvalue {i8*, i8*} %".197", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.11")
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".197", 0
  %"extracted.data.12" = extractvalue {i8*, i8*} %".197", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".197", 0
  %"extracted.data.13" = extractvalue {i8*, i8*} %".197", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.13")
  %"extracted.meminfo.14" = extractvalue {i8*, i8*} %".197", 0
  %"extracted.data.14" = extractvalue {i8*, i8*} %".197", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.14")
  %"extracted.meminfo.15" = extractvalue {i8*, i8*} %".197", 0
  %"extracted.data.15" = extractvalue {i8*, i8*} %".197", 1
  %".206" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.15", 0
  %".207" = insertvalue {i8*, i8*} %".206", i8* %"extracted.data.15", 1
  store {i8*, i8*} %".207", {i8*, i8*}* %"retptr"
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
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %".98" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___dictcomp__v1__vphi_1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".98", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".98", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".98", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".98", 3
  store {i64*, i64, i64, i64*} %".70", {i64*, i64, i64, i64*}* %"closure__locals___dictcomp__v1__vphi_1"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data" = extractvalue {i8*, i8*} %"inserted.data", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".102" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_2"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".102", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %".102", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %"inserted.data", {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_2"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.2" = extractvalue {i8*, i8*} %"inserted.data", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".107" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_3"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".107", 0
  %"extracted.data.3" = extractvalue {i8*, i8*} %".107", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store {i8*, i8*} %"inserted.data", {i8*, i8*}* %"closure__locals___dictcomp__v1__vphi_3"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.4" = extractvalue {i8*, i8*} %"inserted.data", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  br label %"B10"
B0.endif.endif.if.if:
  ret i32 %".75"
B0.endif.endif.if.endif:
  br label %"B0.endif.endif.endif"
B10.if:
  %".127" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".116", i32 0, i32 0
  %".128" = load i64*, i64** %".127"
  %".129" = load i64, i64* %".128"
  %".130" = getelementptr inbounds {i64, i1}, {i64, i1}* %".113", i32 0, i32 0
  store i64 %".129", i64* %".130"
  %".132" = sub nsw i64 %".122", 1
  store i64 %".132", i64* %".121"
  %".134" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".116", i32 0, i32 2
  %".135" = load i64, i64* %".134"
  %".136" = add i64 %".129", %".135"
  %".137" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".116", i32 0, i32 0
  %".138" = load i64*, i64** %".137"
  store i64 %".136", i64* %".138"
  br label %"B10.endif"
B10.endif:
  %".141" = load {i64, i1}, {i64, i1}* %".113"
  %"extracted.first" = extractvalue {i64, i1} %".141", 0
  %"extracted.second" = extractvalue {i64, i1} %".141", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".142"
  store {i64, i1} %".141", {i64, i1}* %".142"
  %".146" = getelementptr inbounds {i64, i1}, {i64, i1}* %".142", i32 0, i32 0
  %".147" = load i64, i64* %".146"
  store {i64, i1} zeroinitializer, {i64, i1}* %".148"
  store {i64, i1} %".141", {i64, i1}* %".148"
  %".152" = getelementptr inbounds {i64, i1}, {i64, i1}* %".148", i32 0, i32 1
  %".153" = load i1, i1* %".152"
  %"extracted.first.1" = extractvalue {i64, i1} %".141", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".141", 1
  %".155" = load i64, i64* %"closure__locals___dictcomp__v1__vphi_4"
  store i64 %".147", i64* %"closure__locals___dictcomp__v1__vphi_4"
  br i1 %".153", label %"B12", label %"B28"
B12.if:
  %".180" = load i64, i64* %"try_state"
  %".181" = icmp ugt i64 %".180", 0
  %".182" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".177", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".184" = xor i1 %".181", -1
  br i1 %".184", label %"B12.if.if", label %"B12.if.endif"
B12.endif:
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".162", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %".162", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  br label %"B10"
B12.if.if:
  ret i32 %".168"
B12.if.endif:
  br label %"B12.endif"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"({i8*, i8*}* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo")

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i64 %"arg.key", i64 %"arg.value")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
