; ModuleID = "dict_literal"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"arg.a.4", 4
  %".11" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".11", 5
  %".12" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".12", 6
  %".16" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".16"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".44" = alloca i8*
  store i8* null, i8** %".44"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".68" = alloca i8*
  store i8* null, i8** %".68"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".92" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92"
  %".114" = alloca double
  store double 0.0, double* %".114"
  %"excinfo.4" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".138" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138"
  %".160" = alloca double
  store double 0.0, double* %".160"
  %"excinfo.5" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".185" = alloca double
  store double 0.0, double* %".185"
  %".187" = alloca double
  store double 0.0, double* %".187"
  %".189" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189"
  %"src_shape" = alloca i64, i64 1
  store i64 0, i64* %"src_shape"
  %"dest_shape" = alloca i64, i64 1
  store i64 0, i64* %"dest_shape"
  %".209" = alloca i64
  store i64 0, i64* %".209"
  %"excinfo.6" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  %".241" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241"
  %".258" = alloca i8*
  store i8* null, i8** %".258"
  %"excinfo.7" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.7"
  %".313" = alloca i64
  store i64 0, i64* %".313"
  %".328" = alloca double
  store double 0.0, double* %".328"
  %"excinfo.8" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.8"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".13" = extractvalue [1 x i64] %"extracted.shape", 0
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".14" = extractvalue [1 x i64] %"extracted.strides", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".16"
  %".20" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"({i8*, i8*}* %".16", {i8*, i32, i8*, i8*, i32}** %"excinfo.1")
  %".21" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".22" = icmp eq i32 %".20", 0
  %".23" = icmp eq i32 %".20", -2
  %".24" = icmp eq i32 %".20", -1
  %".25" = icmp eq i32 %".20", -3
  %".26" = or i1 %".22", %".23"
  %".27" = xor i1 %".26", -1
  %".28" = icmp sge i32 %".20", 1
  %".29" = select  i1 %".28", {i8*, i32, i8*, i8*, i32}* %".21", {i8*, i32, i8*, i8*, i32}* undef
  %".30" = load {i8*, i8*}, {i8*, i8*}* %".16"
  %".31" = extractvalue {i8*, i8*} %".30", 0
  %".32" = extractvalue {i8*, i8*} %".30", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %".31", 0
  %"inserted.data.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %".32", 1
  br i1 %".27", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".36" = load i64, i64* %"try_state"
  %".37" = icmp ugt i64 %".36", 0
  %".38" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".29", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".40" = xor i1 %".37", -1
  br i1 %".40", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  store i8* null, i8** %".44"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %".48" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d"(i8** %".44", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.1", i8* %"extracted.data.1", i8* null, double 0xADDRESS)
  %".49" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".50" = icmp eq i32 %".48", 0
  %".51" = icmp eq i32 %".48", -2
  %".52" = icmp eq i32 %".48", -1
  %".53" = icmp eq i32 %".48", -3
  %".54" = or i1 %".50", %".51"
  %".55" = xor i1 %".54", -1
  %".56" = icmp sge i32 %".48", 1
  %".57" = select  i1 %".56", {i8*, i32, i8*, i8*, i32}* %".49", {i8*, i32, i8*, i8*, i32}* undef
  %".58" = load i8*, i8** %".44"
  br i1 %".55", label %"B0.endif.if", label %"B0.endif.endif", !prof !0
B0.if.if:
  ret i32 %".20"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".60" = load i64, i64* %"try_state"
  %".61" = icmp ugt i64 %".60", 0
  %".62" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".57", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".64" = xor i1 %".61", -1
  br i1 %".64", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  store i8* null, i8** %".68"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.2" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %".72" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d"(i8** %".68", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.meminfo.2", i8* %"extracted.data.2", i8* null, double 0xADDRESS)
  %".73" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".74" = icmp eq i32 %".72", 0
  %".75" = icmp eq i32 %".72", -2
  %".76" = icmp eq i32 %".72", -1
  %".77" = icmp eq i32 %".72", -3
  %".78" = or i1 %".74", %".75"
  %".79" = xor i1 %".78", -1
  %".80" = icmp sge i32 %".72", 1
  %".81" = select  i1 %".80", {i8*, i32, i8*, i8*, i32}* %".73", {i8*, i32, i8*, i8*, i32}* undef
  %".82" = load i8*, i8** %".68"
  br i1 %".79", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.if.if:
  ret i32 %".48"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  %".84" = load i64, i64* %"try_state"
  %".85" = icmp ugt i64 %".84", 0
  %".86" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".81", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".88" = xor i1 %".85", -1
  br i1 %".88", label %"B0.endif.endif.if.if", label %"B0.endif.endif.if.endif"
B0.endif.endif.endif:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92"
  %".95" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92", i32 0, i32 0
  store i8* bitcast ([7 x i8]* @".bytes.string1" to i8*), i8** %".95"
  %".97" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92", i32 0, i32 1
  %".98" = load i64, i64* %".97"
  %".99" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92", i32 0, i32 1
  store i64 6, i64* %".99"
  %".101" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92", i32 0, i32 2
  %".102" = load i32, i32* %".101"
  %".103" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92", i32 0, i32 2
  store i32 1, i32* %".103"
  %".105" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92", i32 0, i32 3
  %".106" = load i32, i32* %".105"
  %".107" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92", i32 0, i32 3
  store i32 1, i32* %".107"
  %".109" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92", i32 0, i32 4
  %".110" = load i64, i64* %".109"
  %".111" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92", i32 0, i32 4
  store i64 -1, i64* %".111"
  %".113" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92"
  store double 0.0, double* %".114"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.3" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %"extracted.data.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".113", 0
  %"extracted.length" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".113", 1
  %"extracted.kind" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".113", 2
  %"extracted.is_ascii" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".113", 3
  %"extracted.hash" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".113", 4
  %"extracted.meminfo.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".113", 5
  %"extracted.parent.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".113", 6
  %".118" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type"(double* %".114", {i8*, i32, i8*, i8*, i32}** %"excinfo.4", i8* %"extracted.meminfo.3", i8* %"extracted.data.3", i8* %"extracted.data.4", i64 %"extracted.length", i32 %"extracted.kind", i32 %"extracted.is_ascii", i64 %"extracted.hash", i8* %"extracted.meminfo.4", i8* %"extracted.parent.1")
  %".119" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".120" = icmp eq i32 %".118", 0
  %".121" = icmp eq i32 %".118", -2
  %".122" = icmp eq i32 %".118", -1
  %".123" = icmp eq i32 %".118", -3
  %".124" = or i1 %".120", %".121"
  %".125" = xor i1 %".124", -1
  %".126" = icmp sge i32 %".118", 1
  %".127" = select  i1 %".126", {i8*, i32, i8*, i8*, i32}* %".119", {i8*, i32, i8*, i8*, i32}* undef
  %".128" = load double, double* %".114"
  br i1 %".125", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !0
B0.endif.endif.if.if:
  ret i32 %".72"
B0.endif.endif.if.endif:
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif.if:
  %".130" = load i64, i64* %"try_state"
  %".131" = icmp ugt i64 %".130", 0
  %".132" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".127", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".134" = xor i1 %".131", -1
  br i1 %".134", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138"
  %".141" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138", i32 0, i32 0
  store i8* bitcast ([5 x i8]* @".bytes.string2" to i8*), i8** %".141"
  %".143" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138", i32 0, i32 1
  %".144" = load i64, i64* %".143"
  %".145" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138", i32 0, i32 1
  store i64 4, i64* %".145"
  %".147" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138", i32 0, i32 2
  %".148" = load i32, i32* %".147"
  %".149" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138", i32 0, i32 2
  store i32 1, i32* %".149"
  %".151" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138", i32 0, i32 3
  %".152" = load i32, i32* %".151"
  %".153" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138", i32 0, i32 3
  store i32 1, i32* %".153"
  %".155" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138", i32 0, i32 4
  %".156" = load i64, i64* %".155"
  %".157" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138", i32 0, i32 4
  store i64 -1, i64* %".157"
  %".159" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".138"
  store double 0.0, double* %".160"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.5" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %"extracted.data.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".159", 0
  %"extracted.length.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".159", 1
  %"extracted.kind.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".159", 2
  %"extracted.is_ascii.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".159", 3
  %"extracted.hash.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".159", 4
  %"extracted.meminfo.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".159", 5
  %"extracted.parent.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".159", 6
  %".164" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type"(double* %".160", {i8*, i32, i8*, i8*, i32}** %"excinfo.5", i8* %"extracted.meminfo.5", i8* %"extracted.data.5", i8* %"extracted.data.6", i64 %"extracted.length.1", i32 %"extracted.kind.1", i32 %"extracted.is_ascii.1", i64 %"extracted.hash.1", i8* %"extracted.meminfo.6", i8* %"extracted.parent.2")
  %".165" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".166" = icmp eq i32 %".164", 0
  %".167" = icmp eq i32 %".164", -2
  %".168" = icmp eq i32 %".164", -1
  %".169" = icmp eq i32 %".164", -3
  %".170" = or i1 %".166", %".167"
  %".171" = xor i1 %".170", -1
  %".172" = icmp sge i32 %".164", 1
  %".173" = select  i1 %".172", {i8*, i32, i8*, i8*, i32}* %".165", {i8*, i32, i8*, i8*, i32}* undef
  %".174" = load double, double* %".160"
  br i1 %".171", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.if.if:
  ret i32 %".118"
B0.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.endif.if:
  %".176" = load i64, i64* %"try_state"
  %".177" = icmp ugt i64 %".176", 0
  %".178" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".173", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".180" = xor i1 %".177", -1
  br i1 %".180", label %"B0.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif:
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189"
  %".193" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 5
  %".194" = getelementptr inbounds [1 x i64], [1 x i64]* %".193", i32 0, i32 0
  %".195" = load i64, i64* %".194", !range !4
  %".196" = insertvalue [1 x i64] undef, i64 %".195", 0
  %".197" = extractvalue [1 x i64] %".196", 0
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 6
  %".199" = load [1 x i64], [1 x i64]* %".198"
  %".200" = extractvalue [1 x i64] %".199", 0
  %".201" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 4
  %".202" = load double*, double** %".201"
  %".205" = getelementptr inbounds i64, i64* %"dest_shape", i32 0
  store i64 1, i64* %".205"
  %".207" = getelementptr inbounds i64, i64* %"src_shape", i32 0
  store i64 %".197", i64* %".207"
  store i64 0, i64* %".209"
  %".213" = call i32 @"_ZN5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a"(i64* %".209", {i8*, i32, i8*, i8*, i32}** %"excinfo.6", i64 1, i64* %"src_shape", i64 1, i64* %"dest_shape")
  %".214" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  %".215" = icmp eq i32 %".213", 0
  %".216" = icmp eq i32 %".213", -2
  %".217" = icmp eq i32 %".213", -1
  %".218" = icmp eq i32 %".213", -3
  %".219" = or i1 %".215", %".216"
  %".220" = xor i1 %".219", -1
  %".221" = icmp sge i32 %".213", 1
  %".222" = select  i1 %".221", {i8*, i32, i8*, i8*, i32}* %".214", {i8*, i32, i8*, i8*, i32}* undef
  %".223" = load i64, i64* %".209"
  br i1 %".220", label %"B0.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.if.if:
  ret i32 %".164"
B0.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.if:
  %".225" = load i64, i64* %"try_state"
  %".226" = icmp ugt i64 %".225", 0
  %".227" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".222", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".229" = xor i1 %".226", -1
  br i1 %".229", label %"B0.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif.endif:
  %".233" = icmp slt i64 %".223", 1
  br i1 %".233", label %"B0.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.endif.if.if:
  ret i32 %".213"
B0.endif.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !5
  %".236" = load i64, i64* %"try_state"
  %".237" = icmp ugt i64 %".236", 0
  %".238" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif.endif.endif.endif:
  %".240" = load i64, i64* %".205"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241"
  %".244" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 1, i64 %".240")
  %".245" = extractvalue {i64, i1} %".244", 0
  %".246" = extractvalue {i64, i1} %".244", 1
  %".247" = or i1 0, %".246"
  %".248" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".245", i64 8)
  %".249" = extractvalue {i64, i1} %".248", 0
  %".250" = extractvalue {i64, i1} %".248", 1
  %".251" = or i1 %".247", %".250"
  br i1 %".251", label %"B0.endif.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !5
  %".254" = load i64, i64* %"try_state"
  %".255" = icmp ugt i64 %".254", 0
  %".256" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif.endif.endif.endif.endif:
  store i8* null, i8** %".258"
  %".262" = call i32 @"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"(i8** %".258", {i8*, i32, i8*, i8*, i32}** %"excinfo.7", i8* null, i64 %".249", i32 32)
  %".263" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.7"
  %".264" = icmp eq i32 %".262", 0
  %".265" = icmp eq i32 %".262", -2
  %".266" = icmp eq i32 %".262", -1
  %".267" = icmp eq i32 %".262", -3
  %".268" = or i1 %".264", %".265"
  %".269" = xor i1 %".268", -1
  %".270" = icmp sge i32 %".262", 1
  %".271" = select  i1 %".270", {i8*, i32, i8*, i8*, i32}* %".263", {i8*, i32, i8*, i8*, i32}* undef
  %".272" = load i8*, i8** %".258"
  br i1 %".269", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.endif.endif.endif.endif.if:
  %".274" = load i64, i64* %"try_state"
  %".275" = icmp ugt i64 %".274", 0
  %".276" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".271", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".278" = xor i1 %".275", -1
  br i1 %".278", label %"B0.endif.endif.endif.endi...if", label %"B0.endif.endif.endif.endi...endif"
B0.endif.endif.endif.endif.endif.endif.endif.endif.endif:
  %".282" = call i8* @"NRT_MemInfo_data_fast"(i8* %".272")
  %".283" = insertvalue [1 x i64] undef, i64 %".240", 0
  %".284" = insertvalue [1 x i64] undef, i64 8, 0
  %".285" = bitcast i8* %".282" to double*
  %".286" = extractvalue [1 x i64] %".283", 0
  %".287" = mul nsw i64 1, %".286"
  %".288" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 5
  store [1 x i64] %".283", [1 x i64]* %".288"
  %".290" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 6
  store [1 x i64] %".284", [1 x i64]* %".290"
  %".292" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 4
  store double* %".285", double** %".292"
  %".294" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 3
  store i64 8, i64* %".294"
  %".296" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 0
  store i8* %".272", i8** %".296"
  %".298" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 1
  store i8* null, i8** %".298"
  %".300" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 2
  store i64 %".287", i64* %".300"
  %".302" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241"
  %".303" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 5
  %".304" = getelementptr inbounds [1 x i64], [1 x i64]* %".303", i32 0, i32 0
  %".305" = load i64, i64* %".304", !range !4
  %".306" = insertvalue [1 x i64] undef, i64 %".305", 0
  %".307" = extractvalue [1 x i64] %".306", 0
  %".308" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 6
  %".309" = load [1 x i64], [1 x i64]* %".308"
  %".310" = extractvalue [1 x i64] %".309", 0
  %".311" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 4
  %".312" = load double*, double** %".311"
  store i64 0, i64* %".313"
  br label %"for.cond"
B0.endif.endif.endif.endi...if:
  ret i32 %".262"
B0.endif.endif.endif.endi...endif:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.endif.endif"
for.cond:
  %"loop.index" = phi  i64 [0, %"B0.endif.endif.endif.endif.endif.endif.endif.endif.endif"], [%".356", %"for.body.endif.endif"]
  %".317" = icmp slt i64 %"loop.index", %".307"
  br i1 %".317", label %"for.body", label %"for.end"
for.body:
  %".319" = icmp ugt i64 %".197", 1
  br i1 %".319", label %"for.body.if", label %"for.body.endif"
for.end:
  %"extracted.meminfo.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".358" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".359" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  %"extracted.meminfo.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 3
  %"extracted.data.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 5
  %".361" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 6
  %".362" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.9")
  %"extracted.meminfo.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 3
  %"extracted.data.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 5
  %".364" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 6
  %".365" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  %"extracted.meminfo.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 3
  %"extracted.data.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 5
  %".367" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %".368" = insertvalue [1 x i64] undef, i64 %".367", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".302", 6
  %".369" = extractvalue [1 x i64] %"extracted.strides.4", 0
  %".370" = insertvalue [1 x i64] undef, i64 %".369", 0
  %".371" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"extracted.meminfo.11", 0
  %".372" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".371", i8* %"extracted.parent.6", 1
  %".373" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".372", i64 %"extracted.nitems.4", 2
  %".374" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".373", i64 %"extracted.itemsize.4", 3
  %".375" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".374", double* %"extracted.data.11", 4
  %".376" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".375", [1 x i64] %".368", 5
  %".377" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".376", [1 x i64] %".370", 6
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".377", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"retptr"
  ret i32 0
for.body.if:
  store i64 %"loop.index", i64* %".313"
  br label %"for.body.endif"
for.body.endif:
  %".323" = load i64, i64* %".313"
  %".324" = mul i64 %".323", 1
  %".325" = add i64 0, %".324"
  %".326" = getelementptr double, double* %".202", i64 %".325"
  %".327" = load double, double* %".326"
  store double 0.0, double* %".328"
  %".332" = call i32 @"_ZN13_3cdynamic_3e20__numba_array_expr_1B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd"(double* %".328", {i8*, i32, i8*, i8*, i32}** %"excinfo.8", double %".128", double %".174", double %".327")
  %".333" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.8"
  %".334" = icmp eq i32 %".332", 0
  %".335" = icmp eq i32 %".332", -2
  %".336" = icmp eq i32 %".332", -1
  %".337" = icmp eq i32 %".332", -3
  %".338" = or i1 %".334", %".335"
  %".339" = xor i1 %".338", -1
  %".340" = icmp sge i32 %".332", 1
  %".341" = select  i1 %".340", {i8*, i32, i8*, i8*, i32}* %".333", {i8*, i32, i8*, i8*, i32}* undef
  %".342" = load double, double* %".328"
  br i1 %".339", label %"for.body.endif.if", label %"for.body.endif.endif", !prof !0
for.body.endif.if:
  %".344" = load i64, i64* %"try_state"
  %".345" = icmp ugt i64 %".344", 0
  %".346" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".341", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".348" = xor i1 %".345", -1
  br i1 %".348", label %"for.body.endif.if.if", label %"for.body.endif.if.endif"
for.body.endif.endif:
  %".352" = mul i64 %"loop.index", 1
  %".353" = add i64 0, %".352"
  %".354" = getelementptr double, double* %".312", i64 %".353"
  store double %".342", double* %".354"
  %".356" = add nsw i64 %"loop.index", 1
  br label %"for.cond"
for.body.endif.if.if:
  ret i32 %".332"
for.body.endif.if.endif:
  br label %"for.body.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k", double %"arg.v")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k", double %"arg.v")

@".bytes.string1" = internal constant [7 x i8] c"double\00"
declare i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type"(double* noalias nocapture %"retptr.1", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.1", i8* %"arg.d.0.1", i8* %"arg.d.1.1", i8* %"arg.key.0.1", i64 %"arg.key.1.1", i32 %"arg.key.2.1", i32 %"arg.key.3.1", i64 %"arg.key.4.1", i8* %"arg.key.5.1", i8* %"arg.key.6.1")

@".bytes.string2" = internal constant [5 x i8] c"half\00"
declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.src_ndim", i64* %"arg.src_shape", i64 %"arg.dest_ndim", i64* %"arg.dest_shape")

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('unable to broadcast argument 2 to output array\nFile "numba/np/npyimpl.py", in _broadcast_onto, ',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

@".const.pickledata.object4" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@".const.pickledata.object4.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object4" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object4" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object4.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.arrtype", i64 %"arg.size", i32 %"arg.align")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

declare i32 @"_ZN13_3cdynamic_3e20__numba_array_expr_1B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg._20binary_subscr_9_1", double %"arg._32binary_subscr_13_1", double %"arg.a_1")

!numba_args_may_always_need_nrt = !{ !1, !2, !3, !3 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, double)* @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d" }
!2 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, double)* @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d" }
!3 = !{ i32 (double*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type" }
!4 = !{ i64 0, i64 9223372036854775807 }
!5 = !{ i1 1 }
