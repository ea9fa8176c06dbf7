; ModuleID = "dict_display_lookup"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions19dict_display_lookupB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE12unicode_type" = common global i8* null
define i32 @"_ZN5cases11expressions19dict_display_lookupB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE12unicode_type"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.key.0", i64 %"arg.key.1", i32 %"arg.key.2", i32 %"arg.key.3", i64 %"arg.key.4", i8* %"arg.key.5", i8* %"arg.key.6")
{
entry:
  %"inserted.data" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %"arg.key.0", 0
  %"inserted.length" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.data", i64 %"arg.key.1", 1
  %"inserted.kind" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.length", i32 %"arg.key.2", 2
  %"inserted.is_ascii" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.kind", i32 %"arg.key.3", 3
  %"inserted.hash" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.is_ascii", i64 %"arg.key.4", 4
  %"inserted.meminfo" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.hash", i8* %"arg.key.5", 5
  %"inserted.parent" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.meminfo", i8* %"arg.key.6", 6
  %"key" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"key"
  %".14" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".14"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".42" = alloca i8*
  store i8* null, i8** %".42"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".66" = alloca i8*
  store i8* null, i8** %".66"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".90" = alloca i8*
  store i8* null, i8** %".90"
  %"excinfo.4" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %"table" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"table"
  %".120" = alloca i8
  store i8 0, i8* %".120"
  %"excinfo.5" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".135" = alloca i1
  store i1 0, i1* %".135"
  %".156" = alloca i64
  store i64 0, i64* %".156"
  %"excinfo.6" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  br label %"B0"
B0:
  %"extracted.data" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 0
  %"extracted.length" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 1
  %"extracted.kind" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 2
  %"extracted.is_ascii" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 3
  %"extracted.hash" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 4
  %"extracted.meminfo" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 5
  %"extracted.parent" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", {i8*, i64, i32, i32, i64, i8*, i8*}* %"key"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".14"
  %".18" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"({i8*, i8*}* %".14", {i8*, i32, i8*, i8*, i32}** %"excinfo.1")
  %".19" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".20" = icmp eq i32 %".18", 0
  %".21" = icmp eq i32 %".18", -2
  %".22" = icmp eq i32 %".18", -1
  %".23" = icmp eq i32 %".18", -3
  %".24" = or i1 %".20", %".21"
  %".25" = xor i1 %".24", -1
  %".26" = icmp sge i32 %".18", 1
  %".27" = select  i1 %".26", {i8*, i32, i8*, i8*, i32}* %".19", {i8*, i32, i8*, i8*, i32}* undef
  %".28" = load {i8*, i8*}, {i8*, i8*}* %".14"
  %".29" = extractvalue {i8*, i8*} %".28", 0
  %".30" = extractvalue {i8*, i8*} %".28", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %".29", 0
  %"inserted.data.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %".30", 1
  br i1 %".25", label %"B0.if", label %"B0.endif", !prof !1
B24:
  %".154" = load {i8*, i8*}, {i8*, i8*}* %"table"
  %".155" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"key"
  store i64 0, i64* %".156"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".154", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %".154", 1
  %"extracted.data.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".155", 0
  %"extracted.length.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".155", 1
  %"extracted.kind.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".155", 2
  %"extracted.is_ascii.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".155", 3
  %"extracted.hash.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".155", 4
  %"extracted.meminfo.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".155", 5
  %"extracted.parent.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".155", 6
  %".160" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"(i64* %".156", {i8*, i32, i8*, i8*, i32}** %"excinfo.6", i8* %"extracted.meminfo.7", i8* %"extracted.data.7", i8* %"extracted.data.8", i64 %"extracted.length.2", i32 %"extracted.kind.2", i32 %"extracted.is_ascii.2", i64 %"extracted.hash.2", i8* %"extracted.meminfo.8", i8* %"extracted.parent.2")
  %".161" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  %".162" = icmp eq i32 %".160", 0
  %".163" = icmp eq i32 %".160", -2
  %".164" = icmp eq i32 %".160", -1
  %".165" = icmp eq i32 %".160", -3
  %".166" = or i1 %".162", %".163"
  %".167" = xor i1 %".166", -1
  %".168" = icmp sge i32 %".160", 1
  %".169" = select  i1 %".168", {i8*, i32, i8*, i8*, i32}* %".161", {i8*, i32, i8*, i8*, i32}* undef
  %".170" = load i64, i64* %".156"
  br i1 %".167", label %"B24.if", label %"B24.endif", !prof !1
B34:
  %".188" = load {i8*, i8*}, {i8*, i8*}* %"table"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".188", 0
  %"extracted.data.11" = extractvalue {i8*, i8*} %".188", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"table"
  %".191" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"key"
  %"extracted.data.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".191", 0
  %"extracted.length.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".191", 1
  %"extracted.kind.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".191", 2
  %"extracted.is_ascii.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".191", 3
  %"extracted.hash.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".191", 4
  %"extracted.meminfo.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".191", 5
  %"extracted.parent.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".191", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"key"
  store i64 0, i64* %"retptr"
  ret i32 0
B0.if:
  store i64 0, i64* %"try_state"
  %".34" = load i64, i64* %"try_state"
  %".35" = icmp ugt i64 %".34", 0
  %".36" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".27", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".38" = xor i1 %".35", -1
  br i1 %".38", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  store i8* null, i8** %".42"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %".46" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_2923Literal_5bint_5d_281_29"(i8** %".42", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.1", i8* %"extracted.data.1", i8* null, i64 1)
  %".47" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".48" = icmp eq i32 %".46", 0
  %".49" = icmp eq i32 %".46", -2
  %".50" = icmp eq i32 %".46", -1
  %".51" = icmp eq i32 %".46", -3
  %".52" = or i1 %".48", %".49"
  %".53" = xor i1 %".52", -1
  %".54" = icmp sge i32 %".46", 1
  %".55" = select  i1 %".54", {i8*, i32, i8*, i8*, i32}* %".47", {i8*, i32, i8*, i8*, i32}* undef
  %".56" = load i8*, i8** %".42"
  br i1 %".53", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.if.if:
  ret i32 %".18"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".58" = load i64, i64* %"try_state"
  %".59" = icmp ugt i64 %".58", 0
  %".60" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".55", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".62" = xor i1 %".59", -1
  br i1 %".62", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  store i8* null, i8** %".66"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.2" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %".70" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_2923Literal_5bint_5d_282_29"(i8** %".66", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.meminfo.2", i8* %"extracted.data.2", i8* null, i64 2)
  %".71" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".72" = icmp eq i32 %".70", 0
  %".73" = icmp eq i32 %".70", -2
  %".74" = icmp eq i32 %".70", -1
  %".75" = icmp eq i32 %".70", -3
  %".76" = or i1 %".72", %".73"
  %".77" = xor i1 %".76", -1
  %".78" = icmp sge i32 %".70", 1
  %".79" = select  i1 %".78", {i8*, i32, i8*, i8*, i32}* %".71", {i8*, i32, i8*, i8*, i32}* undef
  %".80" = load i8*, i8** %".66"
  br i1 %".77", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !1
B0.endif.if.if:
  ret i32 %".46"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  %".82" = load i64, i64* %"try_state"
  %".83" = icmp ugt i64 %".82", 0
  %".84" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".79", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".86" = xor i1 %".83", -1
  br i1 %".86", label %"B0.endif.endif.if.if", label %"B0.endif.endif.if.endif"
B0.endif.endif.endif:
  store i8* null, i8** %".90"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.3" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %".94" = call i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_2923Literal_5bint_5d_283_29"(i8** %".90", {i8*, i32, i8*, i8*, i32}** %"excinfo.4", i8* %"extracted.meminfo.3", i8* %"extracted.data.3", i8* null, i64 3)
  %".95" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".96" = icmp eq i32 %".94", 0
  %".97" = icmp eq i32 %".94", -2
  %".98" = icmp eq i32 %".94", -1
  %".99" = icmp eq i32 %".94", -3
  %".100" = or i1 %".96", %".97"
  %".101" = xor i1 %".100", -1
  %".102" = icmp sge i32 %".94", 1
  %".103" = select  i1 %".102", {i8*, i32, i8*, i8*, i32}* %".95", {i8*, i32, i8*, i8*, i32}* undef
  %".104" = load i8*, i8** %".90"
  br i1 %".101", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !1
B0.endif.endif.if.if:
  ret i32 %".70"
B0.endif.endif.if.endif:
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif.if:
  %".106" = load i64, i64* %"try_state"
  %".107" = icmp ugt i64 %".106", 0
  %".108" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".103", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".110" = xor i1 %".107", -1
  br i1 %".110", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif:
  %".115" = load {i8*, i8*}, {i8*, i8*}* %"table"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".115", 0
  %"extracted.data.4" = extractvalue {i8*, i8*} %".115", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i8*, i8*} %"inserted.data.1", {i8*, i8*}* %"table"
  %".118" = load {i8*, i8*}, {i8*, i8*}* %"table"
  %".119" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"key"
  store i8 0, i8* %".120"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".118", 0
  %"extracted.data.5" = extractvalue {i8*, i8*} %".118", 1
  %"extracted.data.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".119", 0
  %"extracted.length.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".119", 1
  %"extracted.kind.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".119", 2
  %"extracted.is_ascii.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".119", 3
  %"extracted.hash.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".119", 4
  %"extracted.meminfo.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".119", 5
  %"extracted.parent.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".119", 6
  %".124" = call i32 @"_ZN5numba5typed10dictobject13impl_contains12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"(i8* %".120", {i8*, i32, i8*, i8*, i32}** %"excinfo.5", i8* %"extracted.meminfo.5", i8* %"extracted.data.5", i8* %"extracted.data.6", i64 %"extracted.length.1", i32 %"extracted.kind.1", i32 %"extracted.is_ascii.1", i64 %"extracted.hash.1", i8* %"extracted.meminfo.6", i8* %"extracted.parent.1")
  %".125" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".126" = icmp eq i32 %".124", 0
  %".127" = icmp eq i32 %".124", -2
  %".128" = icmp eq i32 %".124", -1
  %".129" = icmp eq i32 %".124", -3
  %".130" = or i1 %".126", %".127"
  %".131" = xor i1 %".130", -1
  %".132" = icmp sge i32 %".124", 1
  %".133" = select  i1 %".132", {i8*, i32, i8*, i8*, i32}* %".125", {i8*, i32, i8*, i8*, i32}* undef
  %".134" = load i8, i8* %".120"
  %".137" = icmp eq i8 %".134", 0
  br i1 %".137", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.else"
B0.endif.endif.endif.if.if:
  ret i32 %".94"
B0.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.endif.if:
  store i1 0, i1* %".135"
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.else:
  store i1 1, i1* %".135"
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif:
  %".143" = load i1, i1* %".135"
  br i1 %".131", label %"B0.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif", !prof !1
B0.endif.endif.endif.endif.endif.if:
  %".145" = load i64, i64* %"try_state"
  %".146" = icmp ugt i64 %".145", 0
  %".147" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".133", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".149" = xor i1 %".146", -1
  br i1 %".149", label %"B0.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif.endif:
  br i1 %".143", label %"B24", label %"B34"
B0.endif.endif.endif.endif.endif.if.if:
  ret i32 %".124"
B0.endif.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif"
B24.if:
  %".172" = load i64, i64* %"try_state"
  %".173" = icmp ugt i64 %".172", 0
  %".174" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".169", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".176" = xor i1 %".173", -1
  br i1 %".176", label %"B24.if.if", label %"B24.if.endif"
B24.endif:
  %".180" = load {i8*, i8*}, {i8*, i8*}* %"table"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".180", 0
  %"extracted.data.9" = extractvalue {i8*, i8*} %".180", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"table"
  %".183" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"key"
  %"extracted.data.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".183", 0
  %"extracted.length.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".183", 1
  %"extracted.kind.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".183", 2
  %"extracted.is_ascii.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".183", 3
  %"extracted.hash.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".183", 4
  %"extracted.meminfo.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".183", 5
  %"extracted.parent.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".183", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"key"
  store i64 %".170", i64* %"retptr"
  ret i32 0
B24.if.if:
  ret i32 %".160"
B24.if.endif:
  br label %"B24.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_2923Literal_5bint_5d_281_29"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k", i64 %"arg.v")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_2923Literal_5bint_5d_282_29"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k", i64 %"arg.v")

declare i32 @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_2923Literal_5bint_5d_283_29"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k", i64 %"arg.v")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba5typed10dictobject13impl_contains12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"(i8* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.k.0", i64 %"arg.k.1", i32 %"arg.k.2", i32 %"arg.k.3", i64 %"arg.k.4", i8* %"arg.k.5", i8* %"arg.k.6")

declare i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i8* %"arg.key.0", i64 %"arg.key.1", i32 %"arg.key.2", i32 %"arg.key.3", i64 %"arg.key.4", i8* %"arg.key.5", i8* %"arg.key.6")

!numba_args_may_always_need_nrt = !{ !0, !2, !3, !4, !5, !6 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5cases11expressions19dict_display_lookupB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE12unicode_type" }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64)* @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_2923Literal_5bint_5d_281_29" }
!3 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64)* @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_2923Literal_5bint_5d_282_29" }
!4 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64)* @"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_2923Literal_5bint_5d_283_29" }
!5 = !{ i32 (i8*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba5typed10dictobject13impl_contains12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type" }
!6 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type" }
