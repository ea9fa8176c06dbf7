; ModuleID = "string_ops"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers10string_opsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases16numba_containers10string_opsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i64, i8}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5"
  %"text.2" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  %".32" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".32"
  %".42" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".42"
  %".46" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".46"
  %".55" = alloca i64
  store i64 0, i64* %".55"
  %".58" = alloca i64
  store i64 0, i64* %".58"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".103" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".103"
  %".106" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".106"
  %".132" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".132"
  %".138" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".138"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %".152" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152"
  %".174" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".174"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".218" = alloca i64
  store i64 0, i64* %".218"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".243" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243"
  %".265" = alloca i8
  store i8 0, i8* %".265"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".280" = alloca i1
  store i1 0, i1* %".280"
  br label %"B0"
B0:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5"
  %".8" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5", i32 0, i32 0
  store i8* bitcast ([1 x i8]* @".bytes.string1" to i8*), i8** %".8"
  %".10" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5", i32 0, i32 1
  %".11" = load i64, i64* %".10"
  %".12" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5", i32 0, i32 1
  store i64 0, i64* %".12"
  %".14" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5", i32 0, i32 2
  %".15" = load i32, i32* %".14"
  %".16" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5", i32 0, i32 2
  store i32 1, i32* %".16"
  %".18" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5", i32 0, i32 3
  %".19" = load i32, i32* %".18"
  %".20" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5", i32 0, i32 3
  store i32 1, i32* %".20"
  %".22" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5", i32 0, i32 4
  %".23" = load i64, i64* %".22"
  %".24" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5", i32 0, i32 4
  store i64 -1, i64* %".24"
  %".26" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5"
  %"extracted.data" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".26", 0
  %"extracted.length" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".26", 1
  %"extracted.kind" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".26", 2
  %"extracted.is_ascii" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".26", 3
  %"extracted.hash" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".26", 4
  %"extracted.meminfo" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".26", 5
  %"extracted.parent" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".26", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".29" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  %"extracted.data.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 0
  %"extracted.length.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 1
  %"extracted.kind.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 2
  %"extracted.is_ascii.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 3
  %"extracted.hash.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 4
  %"extracted.meminfo.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 5
  %"extracted.parent.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i64, i32, i32, i64, i8*, i8*} %".26", {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".32"
  %".35" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 0
  store i64 0, i64* %".35"
  %".37" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 1
  store i64 %"arg.n", i64* %".37"
  %".39" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 2
  store i64 1, i64* %".39"
  %".41" = load {i64, i64, i64}, {i64, i64, i64}* %".32"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".42"
  store {i64, i64, i64} %".41", {i64, i64, i64}* %".42"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".46"
  %".49" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".42", i32 0, i32 0
  %".50" = load i64, i64* %".49"
  %".51" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".42", i32 0, i32 1
  %".52" = load i64, i64* %".51"
  %".53" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".42", i32 0, i32 2
  %".54" = load i64, i64* %".53"
  store i64 %".50", i64* %".55"
  %".60" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 0
  store i64* %".55", i64** %".60"
  %".62" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 1
  store i64 %".52", i64* %".62"
  %".64" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 2
  store i64 %".54", i64* %".64"
  %".66" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 3
  store i64* %".58", i64** %".66"
  %".68" = sub i64 %".52", %".50"
  %".69" = icmp sgt i64 %".68", 0
  %".70" = icmp sgt i64 %".54", 0
  %".71" = xor i1 %".69", %".70"
  %".72" = icmp eq i64 %".54", 0
  br i1 %".72", label %"B0.if", label %"B0.endif", !prof !0
B30:
  %".102" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".103"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".106"
  store {i64*, i64, i64, i64*} %".102", {i64*, i64, i64, i64*}* %".106"
  %".110" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".106", i32 0, i32 3
  %".111" = load i64*, i64** %".110"
  %".112" = load i64, i64* %".111"
  %".113" = icmp sgt i64 %".112", 0
  %".114" = getelementptr inbounds {i64, i1}, {i64, i1}* %".103", i32 0, i32 1
  store i1 %".113", i1* %".114"
  br i1 %".113", label %"B30.if", label %"B30.endif"
B34:
  %".148" = load i64, i64* %"$phi.2"
  %".149" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".151" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152"
  %".155" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152", i32 0, i32 0
  store i8* bitcast ([3 x i8]* @".bytes.string2" to i8*), i8** %".155"
  %".157" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152", i32 0, i32 1
  %".158" = load i64, i64* %".157"
  %".159" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152", i32 0, i32 1
  store i64 2, i64* %".159"
  %".161" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152", i32 0, i32 2
  %".162" = load i32, i32* %".161"
  %".163" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152", i32 0, i32 2
  store i32 1, i32* %".163"
  %".165" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152", i32 0, i32 3
  %".166" = load i32, i32* %".165"
  %".167" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152", i32 0, i32 3
  store i32 1, i32* %".167"
  %".169" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152", i32 0, i32 4
  %".170" = load i64, i64* %".169"
  %".171" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152", i32 0, i32 4
  store i64 -1, i64* %".171"
  %".173" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".152"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".174"
  %"extracted.data.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".151", 0
  %"extracted.length.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".151", 1
  %"extracted.kind.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".151", 2
  %"extracted.is_ascii.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".151", 3
  %"extracted.hash.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".151", 4
  %"extracted.meminfo.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".151", 5
  %"extracted.parent.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".151", 6
  %"extracted.data.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".173", 0
  %"extracted.length.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".173", 1
  %"extracted.kind.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".173", 2
  %"extracted.is_ascii.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".173", 3
  %"extracted.hash.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".173", 4
  %"extracted.meminfo.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".173", 5
  %"extracted.parent.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".173", 6
  %".178" = call i32 @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type"({i8*, i64, i32, i32, i64, i8*, i8*}* %".174", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.data.2", i64 %"extracted.length.2", i32 %"extracted.kind.2", i32 %"extracted.is_ascii.2", i64 %"extracted.hash.2", i8* %"extracted.meminfo.2", i8* %"extracted.parent.2", i8* %"extracted.data.3", i64 %"extracted.length.3", i32 %"extracted.kind.3", i32 %"extracted.is_ascii.3", i64 %"extracted.hash.3", i8* %"extracted.meminfo.3", i8* %"extracted.parent.3")
  %".179" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".180" = icmp eq i32 %".178", 0
  %".181" = icmp eq i32 %".178", -2
  %".182" = icmp eq i32 %".178", -1
  %".183" = icmp eq i32 %".178", -3
  %".184" = or i1 %".180", %".181"
  %".185" = xor i1 %".184", -1
  %".186" = icmp sge i32 %".178", 1
  %".187" = select  i1 %".186", {i8*, i32, i8*, i8*, i32}* %".179", {i8*, i32, i8*, i8*, i32}* undef
  %".188" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".174"
  %".189" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".188", 0
  %".190" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".188", 1
  %".191" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".188", 2
  %".192" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".188", 3
  %".193" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".188", 4
  %".194" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".188", 5
  %".195" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".188", 6
  %"inserted.data" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %".189", 0
  %"inserted.length" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.data", i64 %".190", 1
  %"inserted.kind" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.length", i32 %".191", 2
  %"inserted.is_ascii" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.kind", i32 %".192", 3
  %"inserted.hash" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.is_ascii", i64 %".193", 4
  %"inserted.meminfo" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.hash", i8* %".194", 5
  %"inserted.parent" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.meminfo", i8* %".195", 6
  br i1 %".185", label %"B34.if", label %"B34.endif", !prof !0
B48:
  %".213" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".215" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".215", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".215", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".215", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".215", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".217" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  store i64 0, i64* %".218"
  %"extracted.data.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".217", 0
  %"extracted.length.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".217", 1
  %"extracted.kind.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".217", 2
  %"extracted.is_ascii.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".217", 3
  %"extracted.hash.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".217", 4
  %"extracted.meminfo.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".217", 5
  %"extracted.parent.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".217", 6
  %".222" = call i32 @"_ZN5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type"(i64* %".218", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.data.9", i64 %"extracted.length.9", i32 %"extracted.kind.9", i32 %"extracted.is_ascii.9", i64 %"extracted.hash.9", i8* %"extracted.meminfo.9", i8* %"extracted.parent.9")
  %".223" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".224" = icmp eq i32 %".222", 0
  %".225" = icmp eq i32 %".222", -2
  %".226" = icmp eq i32 %".222", -1
  %".227" = icmp eq i32 %".222", -3
  %".228" = or i1 %".224", %".225"
  %".229" = xor i1 %".228", -1
  %".230" = icmp sge i32 %".222", 1
  %".231" = select  i1 %".230", {i8*, i32, i8*, i8*, i32}* %".223", {i8*, i32, i8*, i8*, i32}* undef
  %".232" = load i64, i64* %".218"
  br i1 %".229", label %"B48.if", label %"B48.endif", !prof !0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".77" = load i64, i64* %"try_state"
  %".78" = icmp ugt i64 %".77", 0
  %".79" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".71", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".82" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 3
  %".83" = load i64*, i64** %".82"
  store i64 0, i64* %".83"
  br label %"B0.endif.endif"
B0.endif.else:
  %".86" = srem i64 %".68", %".54"
  %".87" = sub i64 0, %".86"
  %".88" = select  i1 %".69", i64 %".86", i64 %".87"
  %".89" = icmp sgt i64 %".88", 0
  %".90" = sdiv i64 %".68", %".54"
  %".91" = select  i1 %".89", i64 1, i64 0
  %".92" = add i64 %".90", %".91"
  %".93" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 3
  %".94" = load i64*, i64** %".93"
  store i64 %".92", i64* %".94"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".97" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46"
  %"extracted.start" = extractvalue {i64, i64, i64} %".41", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".41", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".41", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".97", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".97", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".97", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".97", 3
  %".99" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".99", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".99", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".99", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".99", 3
  store {i64*, i64, i64, i64*} %".97", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".97", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".97", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".97", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".97", 3
  br label %"B30"
B30.if:
  %".117" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".106", i32 0, i32 0
  %".118" = load i64*, i64** %".117"
  %".119" = load i64, i64* %".118"
  %".120" = getelementptr inbounds {i64, i1}, {i64, i1}* %".103", i32 0, i32 0
  store i64 %".119", i64* %".120"
  %".122" = sub nsw i64 %".112", 1
  store i64 %".122", i64* %".111"
  %".124" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".106", i32 0, i32 2
  %".125" = load i64, i64* %".124"
  %".126" = add i64 %".119", %".125"
  %".127" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".106", i32 0, i32 0
  %".128" = load i64*, i64** %".127"
  store i64 %".126", i64* %".128"
  br label %"B30.endif"
B30.endif:
  %".131" = load {i64, i1}, {i64, i1}* %".103"
  %"extracted.first" = extractvalue {i64, i1} %".131", 0
  %"extracted.second" = extractvalue {i64, i1} %".131", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".132"
  store {i64, i1} %".131", {i64, i1}* %".132"
  %".136" = getelementptr inbounds {i64, i1}, {i64, i1}* %".132", i32 0, i32 0
  %".137" = load i64, i64* %".136"
  store {i64, i1} zeroinitializer, {i64, i1}* %".138"
  store {i64, i1} %".131", {i64, i1}* %".138"
  %".142" = getelementptr inbounds {i64, i1}, {i64, i1}* %".138", i32 0, i32 1
  %".143" = load i1, i1* %".142"
  %"extracted.first.1" = extractvalue {i64, i1} %".131", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".131", 1
  %".145" = load i64, i64* %"$phi.2"
  store i64 %".137", i64* %"$phi.2"
  br i1 %".143", label %"B34", label %"B48"
B34.if:
  %".197" = load i64, i64* %"try_state"
  %".198" = icmp ugt i64 %".197", 0
  %".199" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".187", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".201" = xor i1 %".198", -1
  br i1 %".201", label %"B34.if.if", label %"B34.if.endif"
B34.endif:
  %"extracted.data.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 0
  %"extracted.length.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 1
  %"extracted.kind.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 2
  %"extracted.is_ascii.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 3
  %"extracted.hash.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 4
  %"extracted.meminfo.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 5
  %"extracted.parent.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  %"extracted.data.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 0
  %"extracted.length.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 1
  %"extracted.kind.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 2
  %"extracted.is_ascii.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 3
  %"extracted.hash.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 4
  %"extracted.meminfo.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 5
  %"extracted.parent.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %"extracted.data.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 0
  %"extracted.length.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 1
  %"extracted.kind.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 2
  %"extracted.is_ascii.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 3
  %"extracted.hash.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 4
  %"extracted.meminfo.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 5
  %"extracted.parent.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo.6")
  %".208" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  %"extracted.data.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".208", 0
  %"extracted.length.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".208", 1
  %"extracted.kind.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".208", 2
  %"extracted.is_ascii.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".208", 3
  %"extracted.hash.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".208", 4
  %"extracted.meminfo.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".208", 5
  %"extracted.parent.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".208", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  %"extracted.data.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 0
  %"extracted.length.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 1
  %"extracted.kind.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 2
  %"extracted.is_ascii.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 3
  %"extracted.hash.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 4
  %"extracted.meminfo.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 5
  %"extracted.parent.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  br label %"B30"
B34.if.if:
  ret i32 %".178"
B34.if.endif:
  br label %"B34.endif"
B48.if:
  %".234" = load i64, i64* %"try_state"
  %".235" = icmp ugt i64 %".234", 0
  %".236" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".231", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".238" = xor i1 %".235", -1
  br i1 %".238", label %"B48.if.if", label %"B48.if.endif"
B48.endif:
  %".242" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243"
  %".246" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243", i32 0, i32 0
  store i8* bitcast ([7 x i8]* @".bytes.string3" to i8*), i8** %".246"
  %".248" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243", i32 0, i32 1
  %".249" = load i64, i64* %".248"
  %".250" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243", i32 0, i32 1
  store i64 6, i64* %".250"
  %".252" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243", i32 0, i32 2
  %".253" = load i32, i32* %".252"
  %".254" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243", i32 0, i32 2
  store i32 1, i32* %".254"
  %".256" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243", i32 0, i32 3
  %".257" = load i32, i32* %".256"
  %".258" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243", i32 0, i32 3
  store i32 1, i32* %".258"
  %".260" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243", i32 0, i32 4
  %".261" = load i64, i64* %".260"
  %".262" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243", i32 0, i32 4
  store i64 -1, i64* %".262"
  %".264" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".243"
  store i8 0, i8* %".265"
  %"extracted.data.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".242", 0
  %"extracted.length.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".242", 1
  %"extracted.kind.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".242", 2
  %"extracted.is_ascii.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".242", 3
  %"extracted.hash.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".242", 4
  %"extracted.meminfo.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".242", 5
  %"extracted.parent.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".242", 6
  %"extracted.data.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".264", 0
  %"extracted.length.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".264", 1
  %"extracted.kind.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".264", 2
  %"extracted.is_ascii.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".264", 3
  %"extracted.hash.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".264", 4
  %"extracted.meminfo.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".264", 5
  %"extracted.parent.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".264", 6
  %".269" = call i32 @"_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type"(i8* %".265", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.data.10", i64 %"extracted.length.10", i32 %"extracted.kind.10", i32 %"extracted.is_ascii.10", i64 %"extracted.hash.10", i8* %"extracted.meminfo.10", i8* %"extracted.parent.10", i8* %"extracted.data.11", i64 %"extracted.length.11", i32 %"extracted.kind.11", i32 %"extracted.is_ascii.11", i64 %"extracted.hash.11", i8* %"extracted.meminfo.11", i8* %"extracted.parent.11")
  %".270" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".271" = icmp eq i32 %".269", 0
  %".272" = icmp eq i32 %".269", -2
  %".273" = icmp eq i32 %".269", -1
  %".274" = icmp eq i32 %".269", -3
  %".275" = or i1 %".271", %".272"
  %".276" = xor i1 %".275", -1
  %".277" = icmp sge i32 %".269", 1
  %".278" = select  i1 %".277", {i8*, i32, i8*, i8*, i32}* %".270", {i8*, i32, i8*, i8*, i32}* undef
  %".279" = load i8, i8* %".265"
  %".282" = icmp eq i8 %".279", 0
  br i1 %".282", label %"B48.endif.if", label %"B48.endif.else"
B48.if.if:
  ret i32 %".222"
B48.if.endif:
  br label %"B48.endif"
B48.endif.if:
  store i1 0, i1* %".280"
  br label %"B48.endif.endif"
B48.endif.else:
  store i1 1, i1* %".280"
  br label %"B48.endif.endif"
B48.endif.endif:
  %".288" = load i1, i1* %".280"
  br i1 %".276", label %"B48.endif.endif.if", label %"B48.endif.endif.endif", !prof !0
B48.endif.endif.if:
  %".290" = load i64, i64* %"try_state"
  %".291" = icmp ugt i64 %".290", 0
  %".292" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".278", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".294" = xor i1 %".291", -1
  br i1 %".294", label %"B48.endif.endif.if.if", label %"B48.endif.endif.if.endif"
B48.endif.endif.endif:
  %".298" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  %"extracted.data.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".298", 0
  %"extracted.length.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".298", 1
  %"extracted.kind.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".298", 2
  %"extracted.is_ascii.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".298", 3
  %"extracted.hash.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".298", 4
  %"extracted.meminfo.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".298", 5
  %"extracted.parent.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".298", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"text.2"
  %".301" = insertvalue {i64, i1} undef, i64 %".232", 0
  %".302" = insertvalue {i64, i1} %".301", i1 %".288", 1
  %"extracted.f0" = extractvalue {i64, i1} %".302", 0
  %"extracted.f1" = extractvalue {i64, i1} %".302", 1
  %"extracted.f0.1" = extractvalue {i64, i1} %".302", 0
  %"extracted.f1.1" = extractvalue {i64, i1} %".302", 1
  %"extracted.f0.2" = extractvalue {i64, i1} %".302", 0
  %"extracted.f1.2" = extractvalue {i64, i1} %".302", 1
  %"extracted.f0.3" = extractvalue {i64, i1} %".302", 0
  %"extracted.f1.3" = extractvalue {i64, i1} %".302", 1
  %".303" = zext i1 %"extracted.f1.3" to i8
  %".304" = insertvalue {i64, i8} undef, i64 %"extracted.f0.3", 0
  %".305" = insertvalue {i64, i8} %".304", i8 %".303", 1
  store {i64, i8} %".305", {i64, i8}* %"retptr"
  ret i32 0
B48.endif.endif.if.if:
  ret i32 %".269"
B48.endif.endif.if.endif:
  br label %"B48.endif.endif.endif"
}

@".bytes.string1" = internal constant [1 x i8] c"\00"
declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".const.pickledata.object4" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object4.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object4" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object4" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object4.sha1" to i8*), i8* null, i32 0}
@".bytes.string2" = internal constant [3 x i8] c"ab\00"
declare i32 @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type"({i8*, i64, i32, i32, i64, i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i64 %"arg.a.1", i32 %"arg.a.2", i32 %"arg.a.3", i64 %"arg.a.4", i8* %"arg.a.5", i8* %"arg.a.6", i8* %"arg.b.0", i64 %"arg.b.1", i32 %"arg.b.2", i32 %"arg.b.3", i64 %"arg.b.4", i8* %"arg.b.5", i8* %"arg.b.6")

declare i32 @"_ZN5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.s.0", i64 %"arg.s.1", i32 %"arg.s.2", i32 %"arg.s.3", i64 %"arg.s.4", i8* %"arg.s.5", i8* %"arg.s.6")

@".bytes.string3" = internal constant [7 x i8] c"ababab\00"
declare i32 @"_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type"(i8* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i64 %"arg.a.1", i32 %"arg.a.2", i32 %"arg.a.3", i64 %"arg.a.4", i8* %"arg.a.5", i8* %"arg.a.6", i8* %"arg.b.0", i64 %"arg.b.1", i32 %"arg.b.2", i32 %"arg.b.3", i64 %"arg.b.4", i8* %"arg.b.5", i8* %"arg.b.6")

!numba_args_may_always_need_nrt = !{ !2, !3, !4 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ i32 ({i8*, i64, i32, i32, i64, i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i64, i32, i32, i64, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type" }
!3 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type" }
!4 = !{ i32 (i8*, {i8*, i32, i8*, i8*, i32}**, i8*, i64, i32, i32, i64, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type" }
