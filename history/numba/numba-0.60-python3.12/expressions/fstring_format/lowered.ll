; ModuleID = "fstring_format"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i64, i32, i32, i64, i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".39" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".39"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".70" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70"
  %".92" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".124" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124"
  %".146" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".146"
  %"excinfo.4" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".178" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".178"
  %"excinfo.5" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  br label %"B0"
B0:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5"
  %".9" = call i32 @"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"({i8*, i64, i32, i32, i64, i8*, i8*}* %".5", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %"arg.n")
  %".10" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".11" = icmp eq i32 %".9", 0
  %".12" = icmp eq i32 %".9", -2
  %".13" = icmp eq i32 %".9", -1
  %".14" = icmp eq i32 %".9", -3
  %".15" = or i1 %".11", %".12"
  %".16" = xor i1 %".15", -1
  %".17" = icmp sge i32 %".9", 1
  %".18" = select  i1 %".17", {i8*, i32, i8*, i8*, i32}* %".10", {i8*, i32, i8*, i8*, i32}* undef
  %".19" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5"
  %".20" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".19", 0
  %".21" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".19", 1
  %".22" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".19", 2
  %".23" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".19", 3
  %".24" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".19", 4
  %".25" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".19", 5
  %".26" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".19", 6
  %"inserted.data" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %".20", 0
  %"inserted.length" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.data", i64 %".21", 1
  %"inserted.kind" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.length", i32 %".22", 2
  %"inserted.is_ascii" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.kind", i32 %".23", 3
  %"inserted.hash" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.is_ascii", i64 %".24", 4
  %"inserted.meminfo" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.hash", i8* %".25", 5
  %"inserted.parent" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.meminfo", i8* %".26", 6
  br i1 %".16", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".30" = load i64, i64* %"try_state"
  %".31" = icmp ugt i64 %".30", 0
  %".32" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".18", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".34" = xor i1 %".31", -1
  br i1 %".34", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".38" = mul nsw i64 %"arg.n", 2
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".39"
  %".43" = call i32 @"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"({i8*, i64, i32, i32, i64, i8*, i8*}* %".39", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i64 %".38")
  %".44" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".45" = icmp eq i32 %".43", 0
  %".46" = icmp eq i32 %".43", -2
  %".47" = icmp eq i32 %".43", -1
  %".48" = icmp eq i32 %".43", -3
  %".49" = or i1 %".45", %".46"
  %".50" = xor i1 %".49", -1
  %".51" = icmp sge i32 %".43", 1
  %".52" = select  i1 %".51", {i8*, i32, i8*, i8*, i32}* %".44", {i8*, i32, i8*, i8*, i32}* undef
  %".53" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".39"
  %".54" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".53", 0
  %".55" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".53", 1
  %".56" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".53", 2
  %".57" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".53", 3
  %".58" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".53", 4
  %".59" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".53", 5
  %".60" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".53", 6
  %"inserted.data.1" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %".54", 0
  %"inserted.length.1" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.data.1", i64 %".55", 1
  %"inserted.kind.1" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.length.1", i32 %".56", 2
  %"inserted.is_ascii.1" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.kind.1", i32 %".57", 3
  %"inserted.hash.1" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.is_ascii.1", i64 %".58", 4
  %"inserted.meminfo.1" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.hash.1", i8* %".59", 5
  %"inserted.parent.1" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.meminfo.1", i8* %".60", 6
  br i1 %".50", label %"B0.endif.if", label %"B0.endif.endif", !prof !0
B0.if.if:
  ret i32 %".9"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".62" = load i64, i64* %"try_state"
  %".63" = icmp ugt i64 %".62", 0
  %".64" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".52", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".66" = xor i1 %".63", -1
  br i1 %".66", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70"
  %".73" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70", i32 0, i32 0
  store i8* bitcast ([3 x i8]* @".bytes.string1" to i8*), i8** %".73"
  %".75" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70", i32 0, i32 1
  %".76" = load i64, i64* %".75"
  %".77" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70", i32 0, i32 1
  store i64 2, i64* %".77"
  %".79" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70", i32 0, i32 2
  %".80" = load i32, i32* %".79"
  %".81" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70", i32 0, i32 2
  store i32 1, i32* %".81"
  %".83" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70", i32 0, i32 3
  %".84" = load i32, i32* %".83"
  %".85" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70", i32 0, i32 3
  store i32 1, i32* %".85"
  %".87" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70", i32 0, i32 4
  %".88" = load i64, i64* %".87"
  %".89" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70", i32 0, i32 4
  store i64 -1, i64* %".89"
  %".91" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".70"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92"
  %"extracted.data" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".91", 0
  %"extracted.length" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".91", 1
  %"extracted.kind" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".91", 2
  %"extracted.is_ascii" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".91", 3
  %"extracted.hash" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".91", 4
  %"extracted.meminfo" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".91", 5
  %"extracted.parent" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".91", 6
  %"extracted.data.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 0
  %"extracted.length.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 1
  %"extracted.kind.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 2
  %"extracted.is_ascii.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 3
  %"extracted.hash.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 4
  %"extracted.meminfo.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 5
  %"extracted.parent.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 6
  %".96" = call i32 @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type"({i8*, i64, i32, i32, i64, i8*, i8*}* %".92", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.data", i64 %"extracted.length", i32 %"extracted.kind", i32 %"extracted.is_ascii", i64 %"extracted.hash", i8* %"extracted.meminfo", i8* %"extracted.parent", i8* %"extracted.data.1", i64 %"extracted.length.1", i32 %"extracted.kind.1", i32 %"extracted.is_ascii.1", i64 %"extracted.hash.1", i8* %"extracted.meminfo.1", i8* %"extracted.parent.1")
  %".97" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".98" = icmp eq i32 %".96", 0
  %".99" = icmp eq i32 %".96", -2
  %".100" = icmp eq i32 %".96", -1
  %".101" = icmp eq i32 %".96", -3
  %".102" = or i1 %".98", %".99"
  %".103" = xor i1 %".102", -1
  %".104" = icmp sge i32 %".96", 1
  %".105" = select  i1 %".104", {i8*, i32, i8*, i8*, i32}* %".97", {i8*, i32, i8*, i8*, i32}* undef
  %".106" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".92"
  %".107" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".106", 0
  %".108" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".106", 1
  %".109" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".106", 2
  %".110" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".106", 3
  %".111" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".106", 4
  %".112" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".106", 5
  %".113" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".106", 6
  %"inserted.data.2" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %".107", 0
  %"inserted.length.2" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.data.2", i64 %".108", 1
  %"inserted.kind.2" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.length.2", i32 %".109", 2
  %"inserted.is_ascii.2" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.kind.2", i32 %".110", 3
  %"inserted.hash.2" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.is_ascii.2", i64 %".111", 4
  %"inserted.meminfo.2" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.hash.2", i8* %".112", 5
  %"inserted.parent.2" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.meminfo.2", i8* %".113", 6
  br i1 %".103", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.if.if:
  ret i32 %".43"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  %".115" = load i64, i64* %"try_state"
  %".116" = icmp ugt i64 %".115", 0
  %".117" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".105", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".119" = xor i1 %".116", -1
  br i1 %".119", label %"B0.endif.endif.if.if", label %"B0.endif.endif.if.endif"
B0.endif.endif.endif:
  %"extracted.data.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 0
  %"extracted.length.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 1
  %"extracted.kind.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 2
  %"extracted.is_ascii.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 3
  %"extracted.hash.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 4
  %"extracted.meminfo.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 5
  %"extracted.parent.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124"
  %".127" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124", i32 0, i32 0
  store i8* bitcast ([9 x i8]* @".bytes.string2" to i8*), i8** %".127"
  %".129" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124", i32 0, i32 1
  %".130" = load i64, i64* %".129"
  %".131" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124", i32 0, i32 1
  store i64 8, i64* %".131"
  %".133" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124", i32 0, i32 2
  %".134" = load i32, i32* %".133"
  %".135" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124", i32 0, i32 2
  store i32 1, i32* %".135"
  %".137" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124", i32 0, i32 3
  %".138" = load i32, i32* %".137"
  %".139" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124", i32 0, i32 3
  store i32 1, i32* %".139"
  %".141" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124", i32 0, i32 4
  %".142" = load i64, i64* %".141"
  %".143" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124", i32 0, i32 4
  store i64 -1, i64* %".143"
  %".145" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".124"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".146"
  %"extracted.data.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 0
  %"extracted.length.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 1
  %"extracted.kind.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 2
  %"extracted.is_ascii.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 3
  %"extracted.hash.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 4
  %"extracted.meminfo.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 5
  %"extracted.parent.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 6
  %"extracted.data.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".145", 0
  %"extracted.length.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".145", 1
  %"extracted.kind.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".145", 2
  %"extracted.is_ascii.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".145", 3
  %"extracted.hash.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".145", 4
  %"extracted.meminfo.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".145", 5
  %"extracted.parent.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".145", 6
  %".150" = call i32 @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type"({i8*, i64, i32, i32, i64, i8*, i8*}* %".146", {i8*, i32, i8*, i8*, i32}** %"excinfo.4", i8* %"extracted.data.3", i64 %"extracted.length.3", i32 %"extracted.kind.3", i32 %"extracted.is_ascii.3", i64 %"extracted.hash.3", i8* %"extracted.meminfo.3", i8* %"extracted.parent.3", i8* %"extracted.data.4", i64 %"extracted.length.4", i32 %"extracted.kind.4", i32 %"extracted.is_ascii.4", i64 %"extracted.hash.4", i8* %"extracted.meminfo.4", i8* %"extracted.parent.4")
  %".151" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".152" = icmp eq i32 %".150", 0
  %".153" = icmp eq i32 %".150", -2
  %".154" = icmp eq i32 %".150", -1
  %".155" = icmp eq i32 %".150", -3
  %".156" = or i1 %".152", %".153"
  %".157" = xor i1 %".156", -1
  %".158" = icmp sge i32 %".150", 1
  %".159" = select  i1 %".158", {i8*, i32, i8*, i8*, i32}* %".151", {i8*, i32, i8*, i8*, i32}* undef
  %".160" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".146"
  %".161" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".160", 0
  %".162" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".160", 1
  %".163" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".160", 2
  %".164" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".160", 3
  %".165" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".160", 4
  %".166" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".160", 5
  %".167" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".160", 6
  %"inserted.data.3" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %".161", 0
  %"inserted.length.3" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.data.3", i64 %".162", 1
  %"inserted.kind.3" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.length.3", i32 %".163", 2
  %"inserted.is_ascii.3" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.kind.3", i32 %".164", 3
  %"inserted.hash.3" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.is_ascii.3", i64 %".165", 4
  %"inserted.meminfo.3" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.hash.3", i8* %".166", 5
  %"inserted.parent.3" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.meminfo.3", i8* %".167", 6
  br i1 %".157", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !0
B0.endif.endif.if.if:
  ret i32 %".96"
B0.endif.endif.if.endif:
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif.if:
  %".169" = load i64, i64* %"try_state"
  %".170" = icmp ugt i64 %".169", 0
  %".171" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".159", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".173" = xor i1 %".170", -1
  br i1 %".173", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif:
  %"extracted.data.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 0
  %"extracted.length.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 1
  %"extracted.kind.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 2
  %"extracted.is_ascii.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 3
  %"extracted.hash.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 4
  %"extracted.meminfo.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 5
  %"extracted.parent.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.2", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".178"
  %"extracted.data.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 0
  %"extracted.length.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 1
  %"extracted.kind.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 2
  %"extracted.is_ascii.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 3
  %"extracted.hash.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 4
  %"extracted.meminfo.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 5
  %"extracted.parent.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 6
  %"extracted.data.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 0
  %"extracted.length.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 1
  %"extracted.kind.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 2
  %"extracted.is_ascii.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 3
  %"extracted.hash.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 4
  %"extracted.meminfo.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 5
  %"extracted.parent.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 6
  %".182" = call i32 @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type"({i8*, i64, i32, i32, i64, i8*, i8*}* %".178", {i8*, i32, i8*, i8*, i32}** %"excinfo.5", i8* %"extracted.data.6", i64 %"extracted.length.6", i32 %"extracted.kind.6", i32 %"extracted.is_ascii.6", i64 %"extracted.hash.6", i8* %"extracted.meminfo.6", i8* %"extracted.parent.6", i8* %"extracted.data.7", i64 %"extracted.length.7", i32 %"extracted.kind.7", i32 %"extracted.is_ascii.7", i64 %"extracted.hash.7", i8* %"extracted.meminfo.7", i8* %"extracted.parent.7")
  %".183" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".184" = icmp eq i32 %".182", 0
  %".185" = icmp eq i32 %".182", -2
  %".186" = icmp eq i32 %".182", -1
  %".187" = icmp eq i32 %".182", -3
  %".188" = or i1 %".184", %".185"
  %".189" = xor i1 %".188", -1
  %".190" = icmp sge i32 %".182", 1
  %".191" = select  i1 %".190", {i8*, i32, i8*, i8*, i32}* %".183", {i8*, i32, i8*, i8*, i32}* undef
  %".192" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".178"
  %".193" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".192", 0
  %".194" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".192", 1
  %".195" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".192", 2
  %".196" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".192", 3
  %".197" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".192", 4
  %".198" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".192", 5
  %".199" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".192", 6
  %"inserted.data.4" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %".193", 0
  %"inserted.length.4" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.data.4", i64 %".194", 1
  %"inserted.kind.4" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.length.4", i32 %".195", 2
  %"inserted.is_ascii.4" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.kind.4", i32 %".196", 3
  %"inserted.hash.4" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.is_ascii.4", i64 %".197", 4
  %"inserted.meminfo.4" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.hash.4", i8* %".198", 5
  %"inserted.parent.4" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.meminfo.4", i8* %".199", 6
  br i1 %".189", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.if.if:
  ret i32 %".150"
B0.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.endif.if:
  %".201" = load i64, i64* %"try_state"
  %".202" = icmp ugt i64 %".201", 0
  %".203" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".191", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".205" = xor i1 %".202", -1
  br i1 %".205", label %"B0.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif:
  %"extracted.data.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 0
  %"extracted.length.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 1
  %"extracted.kind.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 2
  %"extracted.is_ascii.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 3
  %"extracted.hash.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 4
  %"extracted.meminfo.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 5
  %"extracted.parent.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.3", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  %"extracted.data.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 0
  %"extracted.length.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 1
  %"extracted.kind.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 2
  %"extracted.is_ascii.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 3
  %"extracted.hash.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 4
  %"extracted.meminfo.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 5
  %"extracted.parent.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.1", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  %"extracted.data.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 0
  %"extracted.length.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 1
  %"extracted.kind.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 2
  %"extracted.is_ascii.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 3
  %"extracted.hash.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 4
  %"extracted.meminfo.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 5
  %"extracted.parent.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo.10")
  %"extracted.data.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 0
  %"extracted.length.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 1
  %"extracted.kind.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 2
  %"extracted.is_ascii.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 3
  %"extracted.hash.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 4
  %"extracted.meminfo.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 5
  %"extracted.parent.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  %"extracted.data.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 0
  %"extracted.length.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 1
  %"extracted.kind.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 2
  %"extracted.is_ascii.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 3
  %"extracted.hash.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 4
  %"extracted.meminfo.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 5
  %"extracted.parent.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent.4", 6
  %".213" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %"extracted.data.12", 0
  %".214" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".213", i64 %"extracted.length.12", 1
  %".215" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".214", i32 %"extracted.kind.12", 2
  %".216" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".215", i32 %"extracted.is_ascii.12", 3
  %".217" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".216", i64 %"extracted.hash.12", 4
  %".218" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".217", i8* %"extracted.meminfo.12", 5
  %".219" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".218", i8* %"extracted.parent.12", 6
  store {i8*, i64, i32, i32, i64, i8*, i8*} %".219", {i8*, i64, i32, i32, i64, i8*, i8*}* %"retptr"
  ret i32 0
B0.endif.endif.endif.endif.if.if:
  ret i32 %".182"
B0.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif"
}

declare i32 @"_ZN5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"({i8*, i64, i32, i32, i64, i8*, i8*}* noalias nocapture %"retptr.1", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.1", i64 %"arg.object.1")

@".bytes.string1" = internal constant [3 x i8] c"n=\00"
declare i32 @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type"({i8*, i64, i32, i32, i64, i8*, i8*}* noalias nocapture %"retptr.2", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.2", i8* %"arg.a.0.2", i64 %"arg.a.1.2", i32 %"arg.a.2.2", i32 %"arg.a.3.2", i64 %"arg.a.4.2", i8* %"arg.a.5.2", i8* %"arg.a.6.2", i8* %"arg.b.0.2", i64 %"arg.b.1.2", i32 %"arg.b.2.2", i32 %"arg.b.3.2", i64 %"arg.b.4.2", i8* %"arg.b.5.2", i8* %"arg.b.6.2")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".bytes.string2" = internal constant [9 x i8] c", twice=\00"
declare void @"NRT_incref"(i8* noalias nocapture %".1")

!numba_args_may_always_need_nrt = !{ !1, !1, !1 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i32 ({i8*, i64, i32, i32, i64, i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i64, i32, i32, i64, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type" }
