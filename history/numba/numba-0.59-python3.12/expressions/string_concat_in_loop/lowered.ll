; ModuleID = "string_concat_in_loop"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions21string_concat_in_loopB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11expressions21string_concat_in_loopB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"({i8*, i64, i32, i32, i64, i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".5"
  %"s.2" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
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
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".160" = alloca i64
  store i64 0, i64* %".160"
  %".163" = alloca i64
  store i64 0, i64* %".163"
  %"$phi.3" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.3"
  %".204" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204"
  %"$phi.6" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.6"
  %".232" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232"
  %".261" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".261"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
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
  %".29" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
  %"extracted.data.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 0
  %"extracted.length.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 1
  %"extracted.kind.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 2
  %"extracted.is_ascii.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 3
  %"extracted.hash.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 4
  %"extracted.meminfo.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 5
  %"extracted.parent.1" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".29", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i64, i32, i32, i64, i8*, i8*} %".26", {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
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
  %".153" = icmp eq i64 2, 0
  br i1 %".153", label %"B34.if", label %"B34.else", !prof !0
B54:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204"
  %".207" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204", i32 0, i32 0
  store i8* bitcast ([2 x i8]* @".bytes.string2" to i8*), i8** %".207"
  %".209" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204", i32 0, i32 1
  %".210" = load i64, i64* %".209"
  %".211" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204", i32 0, i32 1
  store i64 1, i64* %".211"
  %".213" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204", i32 0, i32 2
  %".214" = load i32, i32* %".213"
  %".215" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204", i32 0, i32 2
  store i32 1, i32* %".215"
  %".217" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204", i32 0, i32 3
  %".218" = load i32, i32* %".217"
  %".219" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204", i32 0, i32 3
  store i32 1, i32* %".219"
  %".221" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204", i32 0, i32 4
  %".222" = load i64, i64* %".221"
  %".223" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204", i32 0, i32 4
  store i64 -1, i64* %".223"
  %".225" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".204"
  %"extracted.data.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".225", 0
  %"extracted.length.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".225", 1
  %"extracted.kind.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".225", 2
  %"extracted.is_ascii.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".225", 3
  %"extracted.hash.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".225", 4
  %"extracted.meminfo.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".225", 5
  %"extracted.parent.5" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".225", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  %".228" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.6"
  %"extracted.data.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".228", 0
  %"extracted.length.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".228", 1
  %"extracted.kind.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".228", 2
  %"extracted.is_ascii.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".228", 3
  %"extracted.hash.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".228", 4
  %"extracted.meminfo.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".228", 5
  %"extracted.parent.6" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".228", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {i8*, i64, i32, i32, i64, i8*, i8*} %".225", {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.6"
  br label %"B60"
B58:
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232"
  %".235" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232", i32 0, i32 0
  store i8* bitcast ([2 x i8]* @".bytes.string3" to i8*), i8** %".235"
  %".237" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232", i32 0, i32 1
  %".238" = load i64, i64* %".237"
  %".239" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232", i32 0, i32 1
  store i64 1, i64* %".239"
  %".241" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232", i32 0, i32 2
  %".242" = load i32, i32* %".241"
  %".243" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232", i32 0, i32 2
  store i32 1, i32* %".243"
  %".245" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232", i32 0, i32 3
  %".246" = load i32, i32* %".245"
  %".247" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232", i32 0, i32 3
  store i32 1, i32* %".247"
  %".249" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232", i32 0, i32 4
  %".250" = load i64, i64* %".249"
  %".251" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232", i32 0, i32 4
  store i64 -1, i64* %".251"
  %".253" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".232"
  %"extracted.data.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".253", 0
  %"extracted.length.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".253", 1
  %"extracted.kind.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".253", 2
  %"extracted.is_ascii.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".253", 3
  %"extracted.hash.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".253", 4
  %"extracted.meminfo.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".253", 5
  %"extracted.parent.7" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".253", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  %".255" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.6"
  %"extracted.data.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".255", 0
  %"extracted.length.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".255", 1
  %"extracted.kind.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".255", 2
  %"extracted.is_ascii.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".255", 3
  %"extracted.hash.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".255", 4
  %"extracted.meminfo.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".255", 5
  %"extracted.parent.8" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".255", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {i8*, i64, i32, i32, i64, i8*, i8*} %".253", {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.6"
  br label %"B60"
B60:
  %".259" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.3"
  %".260" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.6"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".261"
  %"extracted.data.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".259", 0
  %"extracted.length.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".259", 1
  %"extracted.kind.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".259", 2
  %"extracted.is_ascii.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".259", 3
  %"extracted.hash.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".259", 4
  %"extracted.meminfo.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".259", 5
  %"extracted.parent.9" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".259", 6
  %"extracted.data.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".260", 0
  %"extracted.length.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".260", 1
  %"extracted.kind.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".260", 2
  %"extracted.is_ascii.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".260", 3
  %"extracted.hash.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".260", 4
  %"extracted.meminfo.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".260", 5
  %"extracted.parent.10" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".260", 6
  %".265" = call i32 @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type"({i8*, i64, i32, i32, i64, i8*, i8*}* %".261", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.data.9", i64 %"extracted.length.9", i32 %"extracted.kind.9", i32 %"extracted.is_ascii.9", i64 %"extracted.hash.9", i8* %"extracted.meminfo.9", i8* %"extracted.parent.9", i8* %"extracted.data.10", i64 %"extracted.length.10", i32 %"extracted.kind.10", i32 %"extracted.is_ascii.10", i64 %"extracted.hash.10", i8* %"extracted.meminfo.10", i8* %"extracted.parent.10")
  %".266" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".267" = icmp eq i32 %".265", 0
  %".268" = icmp eq i32 %".265", -2
  %".269" = icmp eq i32 %".265", -1
  %".270" = icmp eq i32 %".265", -3
  %".271" = or i1 %".267", %".268"
  %".272" = xor i1 %".271", -1
  %".273" = icmp sge i32 %".265", 1
  %".274" = select  i1 %".273", {i8*, i32, i8*, i8*, i32}* %".266", {i8*, i32, i8*, i8*, i32}* undef
  %".275" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".261"
  %".276" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".275", 0
  %".277" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".275", 1
  %".278" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".275", 2
  %".279" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".275", 3
  %".280" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".275", 4
  %".281" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".275", 5
  %".282" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".275", 6
  %"inserted.data" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %".276", 0
  %"inserted.length" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.data", i64 %".277", 1
  %"inserted.kind" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.length", i32 %".278", 2
  %"inserted.is_ascii" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.kind", i32 %".279", 3
  %"inserted.hash" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.is_ascii", i64 %".280", 4
  %"inserted.meminfo" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.hash", i8* %".281", 5
  %"inserted.parent" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.meminfo", i8* %".282", 6
  br i1 %".272", label %"B60.if", label %"B60.endif", !prof !0
B68:
  %".304" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".306" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".306", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".306", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".306", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".306", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".308" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
  %"extracted.data.16" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 0
  %"extracted.length.16" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 1
  %"extracted.kind.16" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 2
  %"extracted.is_ascii.16" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 3
  %"extracted.hash.16" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 4
  %"extracted.meminfo.16" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 5
  %"extracted.parent.16" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo.16")
  %".310" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
  %"extracted.data.17" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".310", 0
  %"extracted.length.17" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".310", 1
  %"extracted.kind.17" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".310", 2
  %"extracted.is_ascii.17" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".310", 3
  %"extracted.hash.17" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".310", 4
  %"extracted.meminfo.17" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".310", 5
  %"extracted.parent.17" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".310", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.17")
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
  %"extracted.data.18" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 0
  %"extracted.length.18" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 1
  %"extracted.kind.18" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 2
  %"extracted.is_ascii.18" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 3
  %"extracted.hash.18" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 4
  %"extracted.meminfo.18" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 5
  %"extracted.parent.18" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".308", 6
  %".313" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} undef, i8* %"extracted.data.18", 0
  %".314" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".313", i64 %"extracted.length.18", 1
  %".315" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".314", i32 %"extracted.kind.18", 2
  %".316" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".315", i32 %"extracted.is_ascii.18", 3
  %".317" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".316", i64 %"extracted.hash.18", 4
  %".318" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".317", i8* %"extracted.meminfo.18", 5
  %".319" = insertvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".318", i8* %"extracted.parent.18", 6
  store {i8*, i64, i32, i32, i64, i8*, i8*} %".319", {i8*, i64, i32, i32, i64, i8*, i8*}* %"retptr"
  ret i32 0
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
  br i1 %".143", label %"B34", label %"B68"
B34.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object5", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".156" = load i64, i64* %"try_state"
  %".157" = icmp ugt i64 %".156", 0
  %".158" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.else:
  store i64 0, i64* %".160"
  store i64 0, i64* %".163"
  %".166" = icmp eq i64 %".148", -9223372036854775808
  %".167" = icmp eq i64 2, -1
  %".168" = and i1 %".166", %".167"
  %".169" = xor i1 %".168", -1
  br i1 %".169", label %"B34.else.if", label %"B34.else.endif", !prof !2
B34.endif:
  %".192" = load i64, i64* %"rem"
  %".193" = icmp eq i64 %".192", 0
  %".194" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
  %"extracted.data.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".194", 0
  %"extracted.length.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".194", 1
  %"extracted.kind.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".194", 2
  %"extracted.is_ascii.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".194", 3
  %"extracted.hash.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".194", 4
  %"extracted.meminfo.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".194", 5
  %"extracted.parent.2" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".194", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".197" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.3"
  %"extracted.data.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".197", 0
  %"extracted.length.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".197", 1
  %"extracted.kind.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".197", 2
  %"extracted.is_ascii.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".197", 3
  %"extracted.hash.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".197", 4
  %"extracted.meminfo.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".197", 5
  %"extracted.parent.3" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".197", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store {i8*, i64, i32, i32, i64, i8*, i8*} %".194", {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.3"
  %".200" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
  %"extracted.data.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".200", 0
  %"extracted.length.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".200", 1
  %"extracted.kind.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".200", 2
  %"extracted.is_ascii.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".200", 3
  %"extracted.hash.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".200", 4
  %"extracted.meminfo.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".200", 5
  %"extracted.parent.4" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".200", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
  br i1 %".193", label %"B54", label %"B58"
B34.else.if:
  %".171" = sdiv i64 %".148", 2
  %".172" = srem i64 %".148", 2
  %".173" = xor i64 2, %".172"
  %".174" = icmp slt i64 %".173", 0
  %".175" = icmp ne i64 %".172", 0
  %".176" = and i1 %".175", %".174"
  br i1 %".176", label %"B34.else.if.if", label %"B34.else.if.else"
B34.else.endif:
  %".187" = load i64, i64* %".160"
  %".188" = load i64, i64* %".163"
  store i64 %".187", i64* %"quot"
  store i64 %".188", i64* %"rem"
  br label %"B34.endif"
B34.else.if.if:
  %".181" = sub i64 %".171", 1
  store i64 %".181", i64* %".160"
  %".183" = add i64 %".172", 2
  store i64 %".183", i64* %".163"
  br label %"B34.else.if.endif"
B34.else.if.else:
  store i64 %".171", i64* %".160"
  store i64 %".172", i64* %".163"
  br label %"B34.else.if.endif"
B34.else.if.endif:
  br label %"B34.else.endif"
B60.if:
  %".284" = load i64, i64* %"try_state"
  %".285" = icmp ugt i64 %".284", 0
  %".286" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".274", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".288" = xor i1 %".285", -1
  br i1 %".288", label %"B60.if.if", label %"B60.if.endif"
B60.endif:
  %".292" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.6"
  %"extracted.data.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".292", 0
  %"extracted.length.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".292", 1
  %"extracted.kind.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".292", 2
  %"extracted.is_ascii.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".292", 3
  %"extracted.hash.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".292", 4
  %"extracted.meminfo.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".292", 5
  %"extracted.parent.11" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".292", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.6"
  %".295" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.3"
  %"extracted.data.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".295", 0
  %"extracted.length.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".295", 1
  %"extracted.kind.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".295", 2
  %"extracted.is_ascii.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".295", 3
  %"extracted.hash.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".295", 4
  %"extracted.meminfo.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".295", 5
  %"extracted.parent.12" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".295", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %"$phi.3"
  %"extracted.data.13" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 0
  %"extracted.length.13" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 1
  %"extracted.kind.13" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 2
  %"extracted.is_ascii.13" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 3
  %"extracted.hash.13" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 4
  %"extracted.meminfo.13" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 5
  %"extracted.parent.13" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 6
  call void @"NRT_incref"(i8* %"extracted.meminfo.13")
  %".299" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
  %"extracted.data.14" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".299", 0
  %"extracted.length.14" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".299", 1
  %"extracted.kind.14" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".299", 2
  %"extracted.is_ascii.14" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".299", 3
  %"extracted.hash.14" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".299", 4
  %"extracted.meminfo.14" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".299", 5
  %"extracted.parent.14" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %".299", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.14")
  store {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", {i8*, i64, i32, i32, i64, i8*, i8*}* %"s.2"
  %"extracted.data.15" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 0
  %"extracted.length.15" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 1
  %"extracted.kind.15" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 2
  %"extracted.is_ascii.15" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 3
  %"extracted.hash.15" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 4
  %"extracted.meminfo.15" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 5
  %"extracted.parent.15" = extractvalue {i8*, i64, i32, i32, i64, i8*, i8*} %"inserted.parent", 6
  call void @"NRT_decref"(i8* %"extracted.meminfo.15")
  br label %"B30"
B60.if.if:
  ret i32 %".265"
B60.if.endif:
  br label %"B60.endif"
}

@".bytes.string1" = internal constant [1 x i8] c"\00"
declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".const.pickledata.object4" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object4.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object4" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object4" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object4.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object5" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object5.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object5" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object5" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object5.sha1" to i8*), i8* null, i32 0}
@".bytes.string2" = internal constant [2 x i8] c"x\00"
@".bytes.string3" = internal constant [2 x i8] c"o\00"
declare i32 @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type"({i8*, i64, i32, i32, i64, i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i64 %"arg.a.1", i32 %"arg.a.2", i32 %"arg.a.3", i64 %"arg.a.4", i8* %"arg.a.5", i8* %"arg.a.6", i8* %"arg.b.0", i64 %"arg.b.1", i32 %"arg.b.2", i32 %"arg.b.3", i64 %"arg.b.4", i8* %"arg.b.5", i8* %"arg.b.6")

!numba_args_may_always_need_nrt = !{ !3 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i32 ({i8*, i64, i32, i32, i64, i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i64, i32, i32, i64, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @"_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type" }
