; ModuleID = "del_dict_key"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".7" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".35" = alloca i8*
  store i8* null, i8** %".35"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".59" = alloca i8*
  store i8* null, i8** %".59"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".83" = alloca i8*
  store i8* null, i8** %".83"
  %"excinfo.4" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".107" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107"
  %".129" = alloca i8*
  store i8* null, i8** %".129"
  %"excinfo.5" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".153" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153"
  %".175" = alloca i64
  store i64 0, i64* %".175"
  %"excinfo.6" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  %".199" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199"
  %".221" = alloca i64
  store i64 0, i64* %".221"
  %"excinfo.7" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.7"
  %".246" = alloca i64
  store i64 0, i64* %".246"
  %"excinfo.8" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.8"
  br label %"B0"
B0:
  %".5" = mul nsw i64 2, %"arg.n"
  %".6" = mul nsw i64 3, %"arg.n"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  %".11" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"({i8*, i8*}* %".7", {i8*, i32, i8*, i8*, i32}** %"excinfo.1")
  %".12" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".13" = icmp eq i32 %".11", 0
  %".14" = icmp eq i32 %".11", -2
  %".15" = icmp eq i32 %".11", -1
  %".16" = icmp eq i32 %".11", -3
  %".17" = or i1 %".13", %".14"
  %".18" = xor i1 %".17", -1
  %".19" = icmp sge i32 %".11", 1
  %".20" = select  i1 %".19", {i8*, i32, i8*, i8*, i32}* %".12", {i8*, i32, i8*, i8*, i32}* undef
  %".21" = load {i8*, i8*}, {i8*, i8*}* %".7"
  %".22" = extractvalue {i8*, i8*} %".21", 0
  %".23" = extractvalue {i8*, i8*} %".21", 1
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %".22", 0
  %"inserted.data" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %".23", 1
  br i1 %".18", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".27" = load i64, i64* %"try_state"
  %".28" = icmp ugt i64 %".27", 0
  %".29" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".20", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".31" = xor i1 %".28", -1
  br i1 %".31", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  store i8* null, i8** %".35"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data" = extractvalue {i8*, i8*} %"inserted.data", 1
  %".39" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x"(i8** %".35", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo", i8* %"extracted.data", i8* null, i64 %"arg.n")
  %".40" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".41" = icmp eq i32 %".39", 0
  %".42" = icmp eq i32 %".39", -2
  %".43" = icmp eq i32 %".39", -1
  %".44" = icmp eq i32 %".39", -3
  %".45" = or i1 %".41", %".42"
  %".46" = xor i1 %".45", -1
  %".47" = icmp sge i32 %".39", 1
  %".48" = select  i1 %".47", {i8*, i32, i8*, i8*, i32}* %".40", {i8*, i32, i8*, i8*, i32}* undef
  %".49" = load i8*, i8** %".35"
  br i1 %".46", label %"B0.endif.if", label %"B0.endif.endif", !prof !0
B0.if.if:
  ret i32 %".11"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".51" = load i64, i64* %"try_state"
  %".52" = icmp ugt i64 %".51", 0
  %".53" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".48", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".55" = xor i1 %".52", -1
  br i1 %".55", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  store i8* null, i8** %".59"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %"inserted.data", 1
  %".63" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x"(i8** %".59", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.meminfo.1", i8* %"extracted.data.1", i8* null, i64 %".5")
  %".64" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".65" = icmp eq i32 %".63", 0
  %".66" = icmp eq i32 %".63", -2
  %".67" = icmp eq i32 %".63", -1
  %".68" = icmp eq i32 %".63", -3
  %".69" = or i1 %".65", %".66"
  %".70" = xor i1 %".69", -1
  %".71" = icmp sge i32 %".63", 1
  %".72" = select  i1 %".71", {i8*, i32, i8*, i8*, i32}* %".64", {i8*, i32, i8*, i8*, i32}* undef
  %".73" = load i8*, i8** %".59"
  br i1 %".70", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.if.if:
  ret i32 %".39"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  %".75" = load i64, i64* %"try_state"
  %".76" = icmp ugt i64 %".75", 0
  %".77" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".72", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".79" = xor i1 %".76", -1
  br i1 %".79", label %"B0.endif.endif.if.if", label %"B0.endif.endif.if.endif"
B0.endif.endif.endif:
  store i8* null, i8** %".83"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.2" = extractvalue {i8*, i8*} %"inserted.data", 1
  %".87" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x"(i8** %".83", {i8*, i32, i8*, i8*, i32}** %"excinfo.4", i8* %"extracted.meminfo.2", i8* %"extracted.data.2", i8* null, i64 %".6")
  %".88" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".89" = icmp eq i32 %".87", 0
  %".90" = icmp eq i32 %".87", -2
  %".91" = icmp eq i32 %".87", -1
  %".92" = icmp eq i32 %".87", -3
  %".93" = or i1 %".89", %".90"
  %".94" = xor i1 %".93", -1
  %".95" = icmp sge i32 %".87", 1
  %".96" = select  i1 %".95", {i8*, i32, i8*, i8*, i32}* %".88", {i8*, i32, i8*, i8*, i32}* undef
  %".97" = load i8*, i8** %".83"
  br i1 %".94", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !0
B0.endif.endif.if.if:
  ret i32 %".63"
B0.endif.endif.if.endif:
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif.if:
  %".99" = load i64, i64* %"try_state"
  %".100" = icmp ugt i64 %".99", 0
  %".101" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".96", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".103" = xor i1 %".100", -1
  br i1 %".103", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107"
  %".110" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107", i32 0, i32 0
  store i8* bitcast ([2 x i8]* @".bytes.string1" to i8*), i8** %".110"
  %".112" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107", i32 0, i32 1
  %".113" = load i64, i64* %".112"
  %".114" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107", i32 0, i32 1
  store i64 1, i64* %".114"
  %".116" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107", i32 0, i32 2
  %".117" = load i32, i32* %".116"
  %".118" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107", i32 0, i32 2
  store i32 1, i32* %".118"
  %".120" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107", i32 0, i32 3
  %".121" = load i32, i32* %".120"
  %".122" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107", i32 0, i32 3
  store i32 1, i32* %".122"
  %".124" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107", i32 0, i32 4
  %".125" = load i64, i64* %".124"
  %".126" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107", i32 0, i32 4
  store i64 -1, i64* %".126"
  %".128" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".107"
  store i8* null, i8** %".129"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.3" = extractvalue {i8*, i8*} %"inserted.data", 1
  %"extracted.data.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".128", 0
  %"extracted.length" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".128", 1
  %"extracted.kind" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".128", 2
  %"extracted.is_ascii" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".128", 3
  %"extracted.hash" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".128", 4
  %"extracted.meminfo.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".128", 5
  %"extracted.parent" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".128", 6
  %".133" = call i32 @"_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"(i8** %".129", {i8*, i32, i8*, i8*, i32}** %"excinfo.5", i8* %"extracted.meminfo.3", i8* %"extracted.data.3", i8* %"extracted.data.4", i64 %"extracted.length", i32 %"extracted.kind", i32 %"extracted.is_ascii", i64 %"extracted.hash", i8* %"extracted.meminfo.4", i8* %"extracted.parent")
  %".134" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".135" = icmp eq i32 %".133", 0
  %".136" = icmp eq i32 %".133", -2
  %".137" = icmp eq i32 %".133", -1
  %".138" = icmp eq i32 %".133", -3
  %".139" = or i1 %".135", %".136"
  %".140" = xor i1 %".139", -1
  %".141" = icmp sge i32 %".133", 1
  %".142" = select  i1 %".141", {i8*, i32, i8*, i8*, i32}* %".134", {i8*, i32, i8*, i8*, i32}* undef
  %".143" = load i8*, i8** %".129"
  br i1 %".140", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.if.if:
  ret i32 %".87"
B0.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.endif.if:
  %".145" = load i64, i64* %"try_state"
  %".146" = icmp ugt i64 %".145", 0
  %".147" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".142", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".149" = xor i1 %".146", -1
  br i1 %".149", label %"B0.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153"
  %".156" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153", i32 0, i32 0
  store i8* bitcast ([2 x i8]* @".bytes.string2" to i8*), i8** %".156"
  %".158" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153", i32 0, i32 1
  %".159" = load i64, i64* %".158"
  %".160" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153", i32 0, i32 1
  store i64 1, i64* %".160"
  %".162" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153", i32 0, i32 2
  %".163" = load i32, i32* %".162"
  %".164" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153", i32 0, i32 2
  store i32 1, i32* %".164"
  %".166" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153", i32 0, i32 3
  %".167" = load i32, i32* %".166"
  %".168" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153", i32 0, i32 3
  store i32 1, i32* %".168"
  %".170" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153", i32 0, i32 4
  %".171" = load i64, i64* %".170"
  %".172" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153", i32 0, i32 4
  store i64 -1, i64* %".172"
  %".174" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".153"
  store i64 0, i64* %".175"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.5" = extractvalue {i8*, i8*} %"inserted.data", 1
  %"extracted.data.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".174", 0
  %"extracted.length.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".174", 1
  %"extracted.kind.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".174", 2
  %"extracted.is_ascii.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".174", 3
  %"extracted.hash.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".174", 4
  %"extracted.meminfo.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".174", 5
  %"extracted.parent.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".174", 6
  %".179" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"(i64* %".175", {i8*, i32, i8*, i8*, i32}** %"excinfo.6", i8* %"extracted.meminfo.5", i8* %"extracted.data.5", i8* %"extracted.data.6", i64 %"extracted.length.1", i32 %"extracted.kind.1", i32 %"extracted.is_ascii.1", i64 %"extracted.hash.1", i8* %"extracted.meminfo.6", i8* %"extracted.parent.1")
  %".180" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  %".181" = icmp eq i32 %".179", 0
  %".182" = icmp eq i32 %".179", -2
  %".183" = icmp eq i32 %".179", -1
  %".184" = icmp eq i32 %".179", -3
  %".185" = or i1 %".181", %".182"
  %".186" = xor i1 %".185", -1
  %".187" = icmp sge i32 %".179", 1
  %".188" = select  i1 %".187", {i8*, i32, i8*, i8*, i32}* %".180", {i8*, i32, i8*, i8*, i32}* undef
  %".189" = load i64, i64* %".175"
  br i1 %".186", label %"B0.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.if.if:
  ret i32 %".133"
B0.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.if:
  %".191" = load i64, i64* %"try_state"
  %".192" = icmp ugt i64 %".191", 0
  %".193" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".188", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".195" = xor i1 %".192", -1
  br i1 %".195", label %"B0.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif.endif:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199"
  %".202" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199", i32 0, i32 0
  store i8* bitcast ([2 x i8]* @".bytes.string3" to i8*), i8** %".202"
  %".204" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199", i32 0, i32 1
  %".205" = load i64, i64* %".204"
  %".206" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199", i32 0, i32 1
  store i64 1, i64* %".206"
  %".208" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199", i32 0, i32 2
  %".209" = load i32, i32* %".208"
  %".210" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199", i32 0, i32 2
  store i32 1, i32* %".210"
  %".212" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199", i32 0, i32 3
  %".213" = load i32, i32* %".212"
  %".214" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199", i32 0, i32 3
  store i32 1, i32* %".214"
  %".216" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199", i32 0, i32 4
  %".217" = load i64, i64* %".216"
  %".218" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199", i32 0, i32 4
  store i64 -1, i64* %".218"
  %".220" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".199"
  store i64 0, i64* %".221"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %"inserted.data", 1
  %"extracted.data.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".220", 0
  %"extracted.length.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".220", 1
  %"extracted.kind.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".220", 2
  %"extracted.is_ascii.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".220", 3
  %"extracted.hash.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".220", 4
  %"extracted.meminfo.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".220", 5
  %"extracted.parent.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".220", 6
  %".225" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"(i64* %".221", {i8*, i32, i8*, i8*, i32}** %"excinfo.7", i8* %"extracted.meminfo.7", i8* %"extracted.data.7", i8* %"extracted.data.8", i64 %"extracted.length.2", i32 %"extracted.kind.2", i32 %"extracted.is_ascii.2", i64 %"extracted.hash.2", i8* %"extracted.meminfo.8", i8* %"extracted.parent.2")
  %".226" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.7"
  %".227" = icmp eq i32 %".225", 0
  %".228" = icmp eq i32 %".225", -2
  %".229" = icmp eq i32 %".225", -1
  %".230" = icmp eq i32 %".225", -3
  %".231" = or i1 %".227", %".228"
  %".232" = xor i1 %".231", -1
  %".233" = icmp sge i32 %".225", 1
  %".234" = select  i1 %".233", {i8*, i32, i8*, i8*, i32}* %".226", {i8*, i32, i8*, i8*, i32}* undef
  %".235" = load i64, i64* %".221"
  br i1 %".232", label %"B0.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.endif.if.if:
  ret i32 %".179"
B0.endif.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.if:
  %".237" = load i64, i64* %"try_state"
  %".238" = icmp ugt i64 %".237", 0
  %".239" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".234", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".241" = xor i1 %".238", -1
  br i1 %".241", label %"B0.endif.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif.endif.endif:
  %".245" = add nsw i64 %".189", %".235"
  store i64 0, i64* %".246"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.9" = extractvalue {i8*, i8*} %"inserted.data", 1
  %".250" = call i32 @"_ZN5numba5typed10dictobject8impl_len12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e"(i64* %".246", {i8*, i32, i8*, i8*, i32}** %"excinfo.8", i8* %"extracted.meminfo.9", i8* %"extracted.data.9")
  %".251" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.8"
  %".252" = icmp eq i32 %".250", 0
  %".253" = icmp eq i32 %".250", -2
  %".254" = icmp eq i32 %".250", -1
  %".255" = icmp eq i32 %".250", -3
  %".256" = or i1 %".252", %".253"
  %".257" = xor i1 %".256", -1
  %".258" = icmp sge i32 %".250", 1
  %".259" = select  i1 %".258", {i8*, i32, i8*, i8*, i32}* %".251", {i8*, i32, i8*, i8*, i32}* undef
  %".260" = load i64, i64* %".246"
  br i1 %".257", label %"B0.endif.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.endif.endif.if.if:
  ret i32 %".225"
B0.endif.endif.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.endif.if:
  %".262" = load i64, i64* %"try_state"
  %".263" = icmp ugt i64 %".262", 0
  %".264" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".259", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".266" = xor i1 %".263", -1
  br i1 %".266", label %"B0.endif.endif.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif.endif.endif.endif:
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %"inserted.data", 0
  %"extracted.data.10" = extractvalue {i8*, i8*} %"inserted.data", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  %".271" = add nsw i64 %".245", %".260"
  store i64 %".271", i64* %"retptr"
  ret i32 0
B0.endif.endif.endif.endif.endif.endif.endif.if.if:
  ret i32 %".250"
B0.endif.endif.endif.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.endif"
}

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k", i64 %"arg.v")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k", i64 %"arg.v")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k", i64 %"arg.v")

@".bytes.string1" = internal constant [2 x i8] c"a\00"
declare i32 @"_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k.0", i64 %"arg.k.1", i32 %"arg.k.2", i32 %"arg.k.3", i64 %"arg.k.4", i8* %"arg.k.5", i8* %"arg.k.6")

@".bytes.string2" = internal constant [2 x i8] c"b\00"
declare i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"(i64* noalias nocapture %"retptr.1", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.1", i8* %"arg.d.0.1", i8* %"arg.d.1.1", i8* %"arg.key.0.1", i64 %"arg.key.1.1", i32 %"arg.key.2.1", i32 %"arg.key.3.1", i64 %"arg.key.4.1", i8* %"arg.key.5.1", i8* %"arg.key.6.1")

@".bytes.string3" = internal constant [2 x i8] c"c\00"
declare i32 @"_ZN5numba5typed10dictobject8impl_len12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

!numba_args_may_always_need_nrt = !{ !1, !2, !3, !4, !5, !5, !6 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64)* @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x" }
!2 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64)* @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x" }
!3 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64)* @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x" }
!4 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type" }
!5 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type" }
!6 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba5typed10dictobject8impl_len12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e" }
