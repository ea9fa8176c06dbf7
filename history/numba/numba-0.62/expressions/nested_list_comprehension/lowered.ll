; ModuleID = "nested_list_comprehension"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %".7" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  %".11" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".11"
  %".14" = alloca i64
  store i64 0, i64* %".14"
  %".28" = alloca i1
  store i1 0, i1* %".28"
  %".31" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".31"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"closure__locals___listcomp__v1__vphi_1" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_1"
  %"closure__locals___listcomp__v1__vphi_2" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"closure__locals___listcomp__v1__vphi_3" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %"closure__locals___listcomp__v1__vphi_3"
  %".136" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".136"
  %".139" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".139"
  %".171" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".171"
  %".177" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".177"
  %"closure__locals___listcomp__v1__vphi_4" = alloca i64
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %"closure__locals___listcomp__v1_x" = alloca i64
  store i64 0, i64* %"closure__locals___listcomp__v1_x"
  %".193" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".193"
  %".203" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".203"
  %".207" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".207"
  %".216" = alloca i64
  store i64 0, i64* %".216"
  %".219" = alloca i64
  store i64 0, i64* %".219"
  %".257" = alloca i1
  store i1 0, i1* %".257"
  %".260" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".260"
  %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_0" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_0"
  %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi26_0" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi26_0"
  %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi10_1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi10_1"
  %".360" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".360"
  %".363" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".363"
  %".389" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".389"
  %".395" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".395"
  %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_2" = alloca i64
  store i64 0, i64* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_2"
  %".412" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".412"
  %".560" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".560"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %".7"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".11"
  store i64 0, i64* %".14"
  %".17" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".11", i32 0, i32 1
  store i64* %".14", i64** %".17"
  %".19" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".7", i32 0, i32 0
  %".20" = load i8*, i8** %".19"
  %".21" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".11", i32 0, i32 0
  store i8* %".20", i8** %".21"
  %".23" = load {i8*, i64*}, {i8*, i64*}* %".11"
  %"extracted.meminfo.1" = extractvalue {i8*, i64*} %".23", 0
  %"extracted.index" = extractvalue {i8*, i64*} %".23", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %"extracted.meminfo.3" = extractvalue {i8*, i64*} %".23", 0
  %"extracted.index.1" = extractvalue {i8*, i64*} %".23", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %"extracted.meminfo.4" = extractvalue {i8*, i64*} %".23", 0
  %"extracted.index.2" = extractvalue {i8*, i64*} %".23", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store i1 1, i1* %".28"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".31"
  %".34" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 16)
  %".35" = extractvalue {i64, i1} %".34", 0
  %".36" = extractvalue {i64, i1} %".34", 1
  %".37" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".35", i64 24)
  %".38" = extractvalue {i64, i1} %".37", 0
  %".39" = extractvalue {i64, i1} %".37", 1
  %".40" = or i1 %".36", %".39"
  br i1 %".40", label %"B0.if", label %"B0.endif", !prof !1
B110:
  %".135" = load {i8*, i64*}, {i8*, i64*}* %"closure__locals___listcomp__v1__vphi_3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".136"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".139"
  store {i8*, i64*} %".135", {i8*, i64*}* %".139"
  %".143" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".139", i32 0, i32 1
  %".144" = load i64*, i64** %".143"
  %".145" = load i64, i64* %".144"
  %".146" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".139", i32 0, i32 0
  %".147" = load i8*, i8** %".146"
  %".148" = call i8* @"NRT_MemInfo_data_fast"(i8* %".147")
  %".149" = bitcast i8* %".148" to {i64, i64, i8, i64}*
  %".150" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".149", i32 0, i32 0
  %".151" = load i64, i64* %".150"
  %".152" = icmp slt i64 %".145", %".151"
  %".153" = getelementptr inbounds {i64, i1}, {i64, i1}* %".136", i32 0, i32 1
  store i1 %".152", i1* %".153"
  br i1 %".152", label %"B110.if", label %"B110.endif"
B112:
  %".187" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".189" = load i64, i64* %"closure__locals___listcomp__v1_x"
  store i64 %".187", i64* %"closure__locals___listcomp__v1_x"
  %".191" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".193"
  %".196" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".193", i32 0, i32 0
  store i64 0, i64* %".196"
  %".198" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".193", i32 0, i32 1
  store i64 3, i64* %".198"
  %".200" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".193", i32 0, i32 2
  store i64 1, i64* %".200"
  %".202" = load {i64, i64, i64}, {i64, i64, i64}* %".193"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".203"
  store {i64, i64, i64} %".202", {i64, i64, i64}* %".203"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".207"
  %".210" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".203", i32 0, i32 0
  %".211" = load i64, i64* %".210"
  %".212" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".203", i32 0, i32 1
  %".213" = load i64, i64* %".212"
  %".214" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".203", i32 0, i32 2
  %".215" = load i64, i64* %".214"
  store i64 %".211", i64* %".216"
  %".221" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".207", i32 0, i32 0
  store i64* %".216", i64** %".221"
  %".223" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".207", i32 0, i32 1
  store i64 %".213", i64* %".223"
  %".225" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".207", i32 0, i32 2
  store i64 %".215", i64* %".225"
  %".227" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".207", i32 0, i32 3
  store i64* %".219", i64** %".227"
  %".229" = sub i64 %".213", %".211"
  %".230" = icmp sgt i64 %".229", 0
  %".231" = icmp sgt i64 %".215", 0
  %".232" = xor i1 %".230", %".231"
  %".233" = icmp eq i64 %".215", 0
  br i1 %".233", label %"B112.if", label %"B112.endif", !prof !1
B170:
  %".359" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi10_1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".360"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".363"
  store {i64*, i64, i64, i64*} %".359", {i64*, i64, i64, i64*}* %".363"
  %".367" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".363", i32 0, i32 3
  %".368" = load i64*, i64** %".367"
  %".369" = load i64, i64* %".368"
  %".370" = icmp sgt i64 %".369", 0
  %".371" = getelementptr inbounds {i64, i1}, {i64, i1}* %".360", i32 0, i32 1
  store i1 %".370", i1* %".371"
  br i1 %".370", label %"B170.if", label %"B170.endif"
B181:
  %".405" = load i64, i64* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_2"
  %".406" = load i64, i64* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_2"
  store i64 0, i64* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_2"
  %".408" = load i64, i64* %"closure__locals___listcomp__v1_x"
  %".409" = mul nsw i64 %".408", %".405"
  %".410" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_0"
  %"extracted.meminfo.18" = extractvalue {i8*, i8*} %".410", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".410", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.18")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".412"
  store {i8*, i8*} %".410", {i8*, i8*}* %".412"
  %".416" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".417" = load i8*, i8** %".416"
  %".418" = call i8* @"NRT_MemInfo_data_fast"(i8* %".417")
  %".419" = bitcast i8* %".418" to {i64, i64, i8, i64}*
  %".420" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".419", i32 0, i32 0
  %".421" = load i64, i64* %".420"
  %".422" = add i64 %".421", 1
  %".423" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".424" = load i8*, i8** %".423"
  %".425" = call i8* @"NRT_MemInfo_data_fast"(i8* %".424")
  %".426" = bitcast i8* %".425" to {i64, i64, i8, i64}*
  %".427" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".426", i32 0, i32 1
  %".428" = load i64, i64* %".427"
  %".429" = icmp slt i64 %".428", %".422"
  %".430" = ashr i64 %".428", 2
  %".431" = icmp sgt i64 %".430", %".422"
  br i1 %".431", label %"B181.if", label %"B181.endif", !prof !1
B183:
  %".542" = load i64, i64* %"closure__locals___listcomp__v1_x"
  store i64 0, i64* %"closure__locals___listcomp__v1_x"
  %".544" = load i64, i64* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_2"
  store i64 0, i64* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_2"
  %".546" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_0"
  %"extracted.meminfo.20" = extractvalue {i8*, i8*} %".546", 0
  %"extracted.parent.14" = extractvalue {i8*, i8*} %".546", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.20")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_0"
  %".549" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi10_1"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".549", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".549", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".549", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".549", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi10_1"
  %".551" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi26_0"
  %"extracted.meminfo.21" = extractvalue {i8*, i8*} %".551", 0
  %"extracted.parent.15" = extractvalue {i8*, i8*} %".551", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.21")
  %".553" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi26_0"
  %"extracted.meminfo.22" = extractvalue {i8*, i8*} %".553", 0
  %"extracted.parent.16" = extractvalue {i8*, i8*} %".553", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.22")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi26_0"
  %"extracted.meminfo.23" = extractvalue {i8*, i8*} %".551", 0
  %"extracted.parent.17" = extractvalue {i8*, i8*} %".551", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.23")
  %"extracted.meminfo.24" = extractvalue {i8*, i8*} %".551", 0
  %"extracted.parent.18" = extractvalue {i8*, i8*} %".551", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.24")
  %".558" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.meminfo.25" = extractvalue {i8*, i8*} %".558", 0
  %"extracted.parent.19" = extractvalue {i8*, i8*} %".558", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.25")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".560"
  store {i8*, i8*} %".558", {i8*, i8*}* %".560"
  %".564" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".565" = load i8*, i8** %".564"
  %".566" = call i8* @"NRT_MemInfo_data_fast"(i8* %".565")
  %".567" = bitcast i8* %".566" to {i64, i64, i8, {i8*, i8*}}*
  %".568" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".567", i32 0, i32 0
  %".569" = load i64, i64* %".568"
  %".570" = add i64 %".569", 1
  %".571" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".572" = load i8*, i8** %".571"
  %".573" = call i8* @"NRT_MemInfo_data_fast"(i8* %".572")
  %".574" = bitcast i8* %".573" to {i64, i64, i8, {i8*, i8*}}*
  %".575" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".574", i32 0, i32 1
  %".576" = load i64, i64* %".575"
  %".577" = icmp slt i64 %".576", %".570"
  %".578" = ashr i64 %".576", 2
  %".579" = icmp sgt i64 %".578", %".570"
  br i1 %".579", label %"B183.if", label %"B183.endif", !prof !1
B197:
  %".697" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".699" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.meminfo.31" = extractvalue {i8*, i8*} %".699", 0
  %"extracted.parent.25" = extractvalue {i8*, i8*} %".699", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.31")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_1"
  %".702" = load {i8*, i64*}, {i8*, i64*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.32" = extractvalue {i8*, i64*} %".702", 0
  %"extracted.index.6" = extractvalue {i8*, i64*} %".702", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.32")
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %"closure__locals___listcomp__v1__vphi_3"
  %".705" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.33" = extractvalue {i8*, i8*} %".705", 0
  %"extracted.parent.26" = extractvalue {i8*, i8*} %".705", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.33")
  %".707" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.34" = extractvalue {i8*, i8*} %".707", 0
  %"extracted.parent.27" = extractvalue {i8*, i8*} %".707", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.34")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.35" = extractvalue {i8*, i8*} %".705", 0
  %"extracted.parent.28" = extractvalue {i8*, i8*} %".705", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.35")
  %"extracted.meminfo.36" = extractvalue {i8*, i8*} %".705", 0
  %"extracted.parent.29" = extractvalue {i8*, i8*} %".705", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.36")
  %"extracted.meminfo.37" = extractvalue {i8*, i8*} %".705", 0
  %"extracted.parent.30" = extractvalue {i8*, i8*} %".705", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.37")
  %"extracted.meminfo.38" = extractvalue {i8*, i8*} %".705", 0
  %"extracted.parent.31" = extractvalue {i8*, i8*} %".705", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.38")
  %"extracted.meminfo.39" = extractvalue {i8*, i8*} %".705", 0
  %"extracted.parent.32" = extractvalue {i8*, i8*} %".705", 1
  %".714" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.39", 0
  %".715" = insertvalue {i8*, i8*} %".714", i8* %"extracted.parent.32", 1
  store {i8*, i8*} %".715", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store i1 0, i1* %".28"
  br label %"B0.endif"
B0.endif:
  %".44" = load i1, i1* %".28"
  br i1 %".44", label %"B0.endif.if", label %"B0.endif.endif", !prof !2
B0.endif.if:
  %".46" = bitcast void (i8*)* @".dtor.list.list(int64)<iv=None>" to i8*
  %".47" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".38", i8* %".46")
  %".48" = icmp eq i8* null, %".47"
  br i1 %".48", label %"B0.endif.if.if", label %"B0.endif.if.else", !prof !1
B0.endif.endif:
  %".100" = load i1, i1* %".28"
  %".101" = xor i1 %".100", -1
  br i1 %".101", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !1
B0.endif.if.if:
  store i1 0, i1* %".28"
  br label %"B0.endif.if.endif"
B0.endif.if.else:
  %".52" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".31", i32 0, i32 0
  store i8* %".47", i8** %".52"
  %".54" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".31", i32 0, i32 1
  store i8* null, i8** %".54"
  %".56" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".31", i32 0, i32 0
  %".57" = load i8*, i8** %".56"
  %".58" = call i8* @"NRT_MemInfo_data_fast"(i8* %".57")
  %".59" = bitcast i8* %".58" to {i64, i64, i8, {i8*, i8*}}*
  %".60" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".59", i32 0, i32 1
  store i64 0, i64* %".60"
  %".62" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".31", i32 0, i32 0
  %".63" = load i8*, i8** %".62"
  %".64" = call i8* @"NRT_MemInfo_data_fast"(i8* %".63")
  %".65" = bitcast i8* %".64" to {i64, i64, i8, {i8*, i8*}}*
  %".66" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".65", i32 0, i32 0
  store i64 0, i64* %".66"
  %".68" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".31", i32 0, i32 0
  %".69" = load i8*, i8** %".68"
  %".70" = call i8* @"NRT_MemInfo_data_fast"(i8* %".69")
  %".71" = bitcast i8* %".70" to {i64, i64, i8, {i8*, i8*}}*
  %".72" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".71", i32 0, i32 2
  %".73" = zext i1 0 to i8
  store i8 %".73", i8* %".72"
  %".75" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".31", i32 0, i32 0
  %".76" = load i8*, i8** %".75"
  %".77" = call i8* @"NRT_MemInfo_data_fast"(i8* %".76")
  %".78" = bitcast i8* %".77" to {i64, i64, i8, {i8*, i8*}}*
  %".79" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".78", i32 0, i32 0
  %".80" = load i64, i64* %".79"
  %".81" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".31", i32 0, i32 0
  %".82" = load i8*, i8** %".81"
  %".83" = call i8* @"NRT_MemInfo_data_fast"(i8* %".82")
  %".84" = bitcast i8* %".83" to {i64, i64, i8, {i8*, i8*}}*
  %".85" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".84", i32 0, i32 3
  %".86" = getelementptr {i8*, i8*}, {i8*, i8*}* %".85", i64 0
  %".87" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".31", i32 0, i32 0
  %".88" = load i8*, i8** %".87"
  %".89" = call i8* @"NRT_MemInfo_data_fast"(i8* %".88")
  %".90" = bitcast i8* %".89" to {i64, i64, i8, {i8*, i8*}}*
  %".91" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".90", i32 0, i32 3
  %".92" = getelementptr {i8*, i8*}, {i8*, i8*}* %".91", i64 0
  %".93" = ptrtoint {i8*, i8*}* %".92" to i64
  %".94" = ptrtoint {i8*, i8*}* %".86" to i64
  %".95" = sub i64 %".93", %".94"
  %".96" = bitcast {i8*, i8*}* %".86" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".96", i8 0, i64 %".95", i1 0)
  br label %"B0.endif.if.endif"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  store i64 0, i64* %"try_state"
  %".106" = load i64, i64* %"try_state"
  %".107" = icmp ugt i64 %".106", 0
  %".108" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  %".110" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".31", i32 0, i32 0
  %".111" = load i8*, i8** %".110"
  %".112" = call i8* @"NRT_MemInfo_data_fast"(i8* %".111")
  %".113" = bitcast i8* %".112" to {i64, i64, i8, {i8*, i8*}}*
  %".114" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".113", i32 0, i32 0
  store i64 0, i64* %".114"
  %".116" = load {i8*, i8*}, {i8*, i8*}* %".31"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".116", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".116", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  %".119" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".119", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".119", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {i8*, i8*} %".116", {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".116", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".116", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  %".124" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".124", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".124", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {i8*, i8*} %".116", {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".116", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".116", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  %"extracted.meminfo.10" = extractvalue {i8*, i64*} %".23", 0
  %"extracted.index.3" = extractvalue {i8*, i64*} %".23", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.10")
  %".130" = load {i8*, i64*}, {i8*, i64*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.11" = extractvalue {i8*, i64*} %".130", 0
  %"extracted.index.4" = extractvalue {i8*, i64*} %".130", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  store {i8*, i64*} %".23", {i8*, i64*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.12" = extractvalue {i8*, i64*} %".23", 0
  %"extracted.index.5" = extractvalue {i8*, i64*} %".23", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  br label %"B110"
B110.if:
  %".156" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".139", i32 0, i32 0
  %".157" = load i8*, i8** %".156"
  %".158" = call i8* @"NRT_MemInfo_data_fast"(i8* %".157")
  %".159" = bitcast i8* %".158" to {i64, i64, i8, i64}*
  %".160" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".159", i32 0, i32 3
  %".161" = getelementptr i64, i64* %".160", i64 %".145"
  %".162" = load i64, i64* %".161"
  %".163" = getelementptr inbounds {i64, i1}, {i64, i1}* %".136", i32 0, i32 0
  store i64 %".162", i64* %".163"
  %".165" = add i64 %".145", 1
  %".166" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".139", i32 0, i32 1
  %".167" = load i64*, i64** %".166"
  store i64 %".165", i64* %".167"
  br label %"B110.endif"
B110.endif:
  %".170" = load {i64, i1}, {i64, i1}* %".136"
  %"extracted.first" = extractvalue {i64, i1} %".170", 0
  %"extracted.second" = extractvalue {i64, i1} %".170", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".171"
  store {i64, i1} %".170", {i64, i1}* %".171"
  %".175" = getelementptr inbounds {i64, i1}, {i64, i1}* %".171", i32 0, i32 0
  %".176" = load i64, i64* %".175"
  store {i64, i1} zeroinitializer, {i64, i1}* %".177"
  store {i64, i1} %".170", {i64, i1}* %".177"
  %".181" = getelementptr inbounds {i64, i1}, {i64, i1}* %".177", i32 0, i32 1
  %".182" = load i1, i1* %".181"
  %"extracted.first.1" = extractvalue {i64, i1} %".170", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".170", 1
  %".184" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 %".176", i64* %"closure__locals___listcomp__v1__vphi_4"
  br i1 %".182", label %"B112", label %"B197"
B112.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".236" = load i64, i64* %"try_state"
  %".237" = icmp ugt i64 %".236", 0
  %".238" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B112.endif:
  br i1 %".232", label %"B112.endif.if", label %"B112.endif.else"
B112.endif.if:
  %".241" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".207", i32 0, i32 3
  %".242" = load i64*, i64** %".241"
  store i64 0, i64* %".242"
  br label %"B112.endif.endif"
B112.endif.else:
  %".245" = srem i64 %".229", %".215"
  %".246" = sub i64 0, %".245"
  %".247" = select  i1 %".230", i64 %".245", i64 %".246"
  %".248" = icmp sgt i64 %".247", 0
  %".249" = sdiv i64 %".229", %".215"
  %".250" = select  i1 %".248", i64 1, i64 0
  %".251" = add i64 %".249", %".250"
  %".252" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".207", i32 0, i32 3
  %".253" = load i64*, i64** %".252"
  store i64 %".251", i64* %".253"
  br label %"B112.endif.endif"
B112.endif.endif:
  %".256" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".207"
  %"extracted.start" = extractvalue {i64, i64, i64} %".202", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".202", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".202", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".256", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".256", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".256", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".256", 3
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".256", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".256", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".256", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".256", 3
  store i1 1, i1* %".257"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".260"
  %".263" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".264" = extractvalue {i64, i1} %".263", 0
  %".265" = extractvalue {i64, i1} %".263", 1
  %".266" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".264", i64 24)
  %".267" = extractvalue {i64, i1} %".266", 0
  %".268" = extractvalue {i64, i1} %".266", 1
  %".269" = or i1 %".265", %".268"
  br i1 %".269", label %"B112.endif.endif.if", label %"B112.endif.endif.endif", !prof !1
B112.endif.endif.if:
  store i1 0, i1* %".257"
  br label %"B112.endif.endif.endif"
B112.endif.endif.endif:
  %".273" = load i1, i1* %".257"
  br i1 %".273", label %"B112.endif.endif.endif.if", label %"B112.endif.endif.endif.endif", !prof !2
B112.endif.endif.endif.if:
  %".275" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".276" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".267", i8* %".275")
  %".277" = icmp eq i8* null, %".276"
  br i1 %".277", label %"B112.endif.endif.endif.if.if", label %"B112.endif.endif.endif.if.else", !prof !1
B112.endif.endif.endif.endif:
  %".329" = load i1, i1* %".257"
  %".330" = xor i1 %".329", -1
  br i1 %".330", label %"B112.endif.endif.endif.endif.if", label %"B112.endif.endif.endif.endif.endif", !prof !1
B112.endif.endif.endif.if.if:
  store i1 0, i1* %".257"
  br label %"B112.endif.endif.endif.if.endif"
B112.endif.endif.endif.if.else:
  %".281" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".260", i32 0, i32 0
  store i8* %".276", i8** %".281"
  %".283" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".260", i32 0, i32 1
  store i8* null, i8** %".283"
  %".285" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".260", i32 0, i32 0
  %".286" = load i8*, i8** %".285"
  %".287" = call i8* @"NRT_MemInfo_data_fast"(i8* %".286")
  %".288" = bitcast i8* %".287" to {i64, i64, i8, i64}*
  %".289" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".288", i32 0, i32 1
  store i64 0, i64* %".289"
  %".291" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".260", i32 0, i32 0
  %".292" = load i8*, i8** %".291"
  %".293" = call i8* @"NRT_MemInfo_data_fast"(i8* %".292")
  %".294" = bitcast i8* %".293" to {i64, i64, i8, i64}*
  %".295" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".294", i32 0, i32 0
  store i64 0, i64* %".295"
  %".297" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".260", i32 0, i32 0
  %".298" = load i8*, i8** %".297"
  %".299" = call i8* @"NRT_MemInfo_data_fast"(i8* %".298")
  %".300" = bitcast i8* %".299" to {i64, i64, i8, i64}*
  %".301" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".300", i32 0, i32 2
  %".302" = zext i1 0 to i8
  store i8 %".302", i8* %".301"
  %".304" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".260", i32 0, i32 0
  %".305" = load i8*, i8** %".304"
  %".306" = call i8* @"NRT_MemInfo_data_fast"(i8* %".305")
  %".307" = bitcast i8* %".306" to {i64, i64, i8, i64}*
  %".308" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".307", i32 0, i32 0
  %".309" = load i64, i64* %".308"
  %".310" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".260", i32 0, i32 0
  %".311" = load i8*, i8** %".310"
  %".312" = call i8* @"NRT_MemInfo_data_fast"(i8* %".311")
  %".313" = bitcast i8* %".312" to {i64, i64, i8, i64}*
  %".314" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".313", i32 0, i32 3
  %".315" = getelementptr i64, i64* %".314", i64 0
  %".316" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".260", i32 0, i32 0
  %".317" = load i8*, i8** %".316"
  %".318" = call i8* @"NRT_MemInfo_data_fast"(i8* %".317")
  %".319" = bitcast i8* %".318" to {i64, i64, i8, i64}*
  %".320" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".319", i32 0, i32 3
  %".321" = getelementptr i64, i64* %".320", i64 0
  %".322" = ptrtoint i64* %".321" to i64
  %".323" = ptrtoint i64* %".315" to i64
  %".324" = sub i64 %".322", %".323"
  %".325" = bitcast i64* %".315" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".325", i8 0, i64 %".324", i1 0)
  br label %"B112.endif.endif.endif.if.endif"
B112.endif.endif.endif.if.endif:
  br label %"B112.endif.endif.endif.endif"
B112.endif.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".333" = load i64, i64* %"try_state"
  %".334" = icmp ugt i64 %".333", 0
  %".335" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B112.endif.endif.endif.endif.endif:
  %".337" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".260", i32 0, i32 0
  %".338" = load i8*, i8** %".337"
  %".339" = call i8* @"NRT_MemInfo_data_fast"(i8* %".338")
  %".340" = bitcast i8* %".339" to {i64, i64, i8, i64}*
  %".341" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".340", i32 0, i32 0
  store i64 0, i64* %".341"
  %".343" = load {i8*, i8*}, {i8*, i8*}* %".260"
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".343", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".343", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.13")
  %".346" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_0"
  %"extracted.meminfo.14" = extractvalue {i8*, i8*} %".346", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".346", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.14")
  store {i8*, i8*} %".343", {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_0"
  %"extracted.meminfo.15" = extractvalue {i8*, i8*} %".343", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".343", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.15")
  %".351" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi26_0"
  %"extracted.meminfo.16" = extractvalue {i8*, i8*} %".351", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".351", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.16")
  store {i8*, i8*} %".343", {i8*, i8*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi26_0"
  %"extracted.meminfo.17" = extractvalue {i8*, i8*} %".343", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".343", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.17")
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".256", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".256", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".256", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".256", 3
  %".356" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi10_1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".356", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".356", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".356", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".356", 3
  store {i64*, i64, i64, i64*} %".256", {i64*, i64, i64, i64*}* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi10_1"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".256", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".256", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".256", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".256", 3
  br label %"B170"
B170.if:
  %".374" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".363", i32 0, i32 0
  %".375" = load i64*, i64** %".374"
  %".376" = load i64, i64* %".375"
  %".377" = getelementptr inbounds {i64, i1}, {i64, i1}* %".360", i32 0, i32 0
  store i64 %".376", i64* %".377"
  %".379" = sub nsw i64 %".369", 1
  store i64 %".379", i64* %".368"
  %".381" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".363", i32 0, i32 2
  %".382" = load i64, i64* %".381"
  %".383" = add i64 %".376", %".382"
  %".384" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".363", i32 0, i32 0
  %".385" = load i64*, i64** %".384"
  store i64 %".383", i64* %".385"
  br label %"B170.endif"
B170.endif:
  %".388" = load {i64, i1}, {i64, i1}* %".360"
  %"extracted.first.2" = extractvalue {i64, i1} %".388", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".388", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".389"
  store {i64, i1} %".388", {i64, i1}* %".389"
  %".393" = getelementptr inbounds {i64, i1}, {i64, i1}* %".389", i32 0, i32 0
  %".394" = load i64, i64* %".393"
  store {i64, i1} zeroinitializer, {i64, i1}* %".395"
  store {i64, i1} %".388", {i64, i1}* %".395"
  %".399" = getelementptr inbounds {i64, i1}, {i64, i1}* %".395", i32 0, i32 1
  %".400" = load i1, i1* %".399"
  %"extracted.first.3" = extractvalue {i64, i1} %".388", 0
  %"extracted.second.3" = extractvalue {i64, i1} %".388", 1
  %".402" = load i64, i64* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_2"
  store i64 %".394", i64* %"closure__locals___listcomp__v1_closure__locals___listcomp__v4__vphi12_2"
  br i1 %".400", label %"B181", label %"B183"
B181.if:
  %".433" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".422", i64 8)
  %".434" = extractvalue {i64, i1} %".433", 0
  %".435" = extractvalue {i64, i1} %".433", 1
  %".436" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".434", i64 24)
  %".437" = extractvalue {i64, i1} %".436", 0
  %".438" = extractvalue {i64, i1} %".436", 1
  %".439" = or i1 %".435", %".438"
  br i1 %".439", label %"B181.if.if", label %"B181.if.endif", !prof !1
B181.endif:
  br i1 %".429", label %"B181.endif.if", label %"B181.endif.endif", !prof !1
B181.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".442" = load i64, i64* %"try_state"
  %".443" = icmp ugt i64 %".442", 0
  %".444" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B181.if.endif:
  %".446" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".447" = load i8*, i8** %".446"
  %".448" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".447", i64 %".437")
  %".449" = icmp eq i8* null, %".448"
  br i1 %".449", label %"B181.if.endif.if", label %"B181.if.endif.endif", !prof !1
B181.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".452" = load i64, i64* %"try_state"
  %".453" = icmp ugt i64 %".452", 0
  %".454" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B181.if.endif.endif:
  %".456" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".457" = load i8*, i8** %".456"
  %".458" = call i8* @"NRT_MemInfo_data_fast"(i8* %".457")
  %".459" = bitcast i8* %".458" to {i64, i64, i8, i64}*
  %".460" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".459", i32 0, i32 1
  store i64 %".422", i64* %".460"
  br label %"B181.endif"
B181.endif.if:
  %".464" = ashr i64 %".422", 2
  %".465" = add i64 %".422", %".464"
  %".466" = add i64 8, %".465"
  %".467" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".466", i64 8)
  %".468" = extractvalue {i64, i1} %".467", 0
  %".469" = extractvalue {i64, i1} %".467", 1
  %".470" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".468", i64 24)
  %".471" = extractvalue {i64, i1} %".470", 0
  %".472" = extractvalue {i64, i1} %".470", 1
  %".473" = or i1 %".469", %".472"
  br i1 %".473", label %"B181.endif.if.if", label %"B181.endif.if.endif", !prof !1
B181.endif.endif:
  %".520" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".521" = load i8*, i8** %".520"
  %".522" = call i8* @"NRT_MemInfo_data_fast"(i8* %".521")
  %".523" = bitcast i8* %".522" to {i64, i64, i8, i64}*
  %".524" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".523", i32 0, i32 0
  store i64 %".422", i64* %".524"
  %".526" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".527" = load i8*, i8** %".526"
  %".528" = call i8* @"NRT_MemInfo_data_fast"(i8* %".527")
  %".529" = bitcast i8* %".528" to {i64, i64, i8, i64}*
  %".530" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".529", i32 0, i32 3
  %".531" = getelementptr i64, i64* %".530", i64 %".421"
  %".532" = load i64, i64* %".531"
  %".533" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".534" = load i8*, i8** %".533"
  %".535" = call i8* @"NRT_MemInfo_data_fast"(i8* %".534")
  %".536" = bitcast i8* %".535" to {i64, i64, i8, i64}*
  %".537" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".536", i32 0, i32 3
  %".538" = getelementptr i64, i64* %".537", i64 %".421"
  store i64 %".409", i64* %".538"
  %"extracted.meminfo.19" = extractvalue {i8*, i8*} %".410", 0
  %"extracted.parent.13" = extractvalue {i8*, i8*} %".410", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.19")
  br label %"B170"
B181.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".476" = load i64, i64* %"try_state"
  %".477" = icmp ugt i64 %".476", 0
  %".478" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B181.endif.if.endif:
  %".480" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".481" = load i8*, i8** %".480"
  %".482" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".481", i64 %".471")
  %".483" = icmp eq i8* null, %".482"
  br i1 %".483", label %"B181.endif.if.endif.if", label %"B181.endif.if.endif.endif", !prof !1
B181.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".486" = load i64, i64* %"try_state"
  %".487" = icmp ugt i64 %".486", 0
  %".488" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B181.endif.if.endif.endif:
  %".490" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".491" = load i8*, i8** %".490"
  %".492" = call i8* @"NRT_MemInfo_data_fast"(i8* %".491")
  %".493" = bitcast i8* %".492" to {i64, i64, i8, i64}*
  %".494" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".493", i32 0, i32 1
  store i64 %".466", i64* %".494"
  %".496" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".497" = load i8*, i8** %".496"
  %".498" = call i8* @"NRT_MemInfo_data_fast"(i8* %".497")
  %".499" = bitcast i8* %".498" to {i64, i64, i8, i64}*
  %".500" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".499", i32 0, i32 0
  %".501" = load i64, i64* %".500"
  %".502" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".503" = load i8*, i8** %".502"
  %".504" = call i8* @"NRT_MemInfo_data_fast"(i8* %".503")
  %".505" = bitcast i8* %".504" to {i64, i64, i8, i64}*
  %".506" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".505", i32 0, i32 3
  %".507" = getelementptr i64, i64* %".506", i64 %".501"
  %".508" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".412", i32 0, i32 0
  %".509" = load i8*, i8** %".508"
  %".510" = call i8* @"NRT_MemInfo_data_fast"(i8* %".509")
  %".511" = bitcast i8* %".510" to {i64, i64, i8, i64}*
  %".512" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".511", i32 0, i32 3
  %".513" = getelementptr i64, i64* %".512", i64 %".466"
  %".514" = ptrtoint i64* %".513" to i64
  %".515" = ptrtoint i64* %".507" to i64
  %".516" = sub i64 %".514", %".515"
  %".517" = bitcast i64* %".507" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".517", i8 0, i64 %".516", i1 0)
  br label %"B181.endif.endif"
B183.if:
  %".581" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".570", i64 16)
  %".582" = extractvalue {i64, i1} %".581", 0
  %".583" = extractvalue {i64, i1} %".581", 1
  %".584" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".582", i64 24)
  %".585" = extractvalue {i64, i1} %".584", 0
  %".586" = extractvalue {i64, i1} %".584", 1
  %".587" = or i1 %".583", %".586"
  br i1 %".587", label %"B183.if.if", label %"B183.if.endif", !prof !1
B183.endif:
  br i1 %".577", label %"B183.endif.if", label %"B183.endif.endif", !prof !1
B183.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".590" = load i64, i64* %"try_state"
  %".591" = icmp ugt i64 %".590", 0
  %".592" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B183.if.endif:
  %".594" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".595" = load i8*, i8** %".594"
  %".596" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".595", i64 %".585")
  %".597" = icmp eq i8* null, %".596"
  br i1 %".597", label %"B183.if.endif.if", label %"B183.if.endif.endif", !prof !1
B183.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".600" = load i64, i64* %"try_state"
  %".601" = icmp ugt i64 %".600", 0
  %".602" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B183.if.endif.endif:
  %".604" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".605" = load i8*, i8** %".604"
  %".606" = call i8* @"NRT_MemInfo_data_fast"(i8* %".605")
  %".607" = bitcast i8* %".606" to {i64, i64, i8, {i8*, i8*}}*
  %".608" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".607", i32 0, i32 1
  store i64 %".570", i64* %".608"
  br label %"B183.endif"
B183.endif.if:
  %".612" = ashr i64 %".570", 2
  %".613" = add i64 %".570", %".612"
  %".614" = add i64 8, %".613"
  %".615" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".614", i64 16)
  %".616" = extractvalue {i64, i1} %".615", 0
  %".617" = extractvalue {i64, i1} %".615", 1
  %".618" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".616", i64 24)
  %".619" = extractvalue {i64, i1} %".618", 0
  %".620" = extractvalue {i64, i1} %".618", 1
  %".621" = or i1 %".617", %".620"
  br i1 %".621", label %"B183.endif.if.if", label %"B183.endif.if.endif", !prof !1
B183.endif.endif:
  %".668" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".669" = load i8*, i8** %".668"
  %".670" = call i8* @"NRT_MemInfo_data_fast"(i8* %".669")
  %".671" = bitcast i8* %".670" to {i64, i64, i8, {i8*, i8*}}*
  %".672" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".671", i32 0, i32 0
  store i64 %".570", i64* %".672"
  %".674" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".675" = load i8*, i8** %".674"
  %".676" = call i8* @"NRT_MemInfo_data_fast"(i8* %".675")
  %".677" = bitcast i8* %".676" to {i64, i64, i8, {i8*, i8*}}*
  %".678" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".677", i32 0, i32 3
  %".679" = getelementptr {i8*, i8*}, {i8*, i8*}* %".678", i64 %".569"
  %".680" = load {i8*, i8*}, {i8*, i8*}* %".679"
  %".681" = extractvalue {i8*, i8*} %".680", 0
  %".682" = extractvalue {i8*, i8*} %".680", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %".681", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %".682", 1
  %"extracted.meminfo.26" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.20" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.26")
  %".684" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".685" = load i8*, i8** %".684"
  %".686" = call i8* @"NRT_MemInfo_data_fast"(i8* %".685")
  %".687" = bitcast i8* %".686" to {i64, i64, i8, {i8*, i8*}}*
  %".688" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".687", i32 0, i32 3
  %".689" = getelementptr {i8*, i8*}, {i8*, i8*}* %".688", i64 %".569"
  %"extracted.meminfo.27" = extractvalue {i8*, i8*} %".551", 0
  %"extracted.parent.21" = extractvalue {i8*, i8*} %".551", 1
  %".690" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.27", 0
  %".691" = insertvalue {i8*, i8*} %".690", i8* %"extracted.parent.21", 1
  store {i8*, i8*} %".691", {i8*, i8*}* %".689"
  %"extracted.meminfo.28" = extractvalue {i8*, i8*} %".551", 0
  %"extracted.parent.22" = extractvalue {i8*, i8*} %".551", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.28")
  %"extracted.meminfo.29" = extractvalue {i8*, i8*} %".558", 0
  %"extracted.parent.23" = extractvalue {i8*, i8*} %".558", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.29")
  %"extracted.meminfo.30" = extractvalue {i8*, i8*} %".551", 0
  %"extracted.parent.24" = extractvalue {i8*, i8*} %".551", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.30")
  br label %"B110"
B183.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".624" = load i64, i64* %"try_state"
  %".625" = icmp ugt i64 %".624", 0
  %".626" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B183.endif.if.endif:
  %".628" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".629" = load i8*, i8** %".628"
  %".630" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".629", i64 %".619")
  %".631" = icmp eq i8* null, %".630"
  br i1 %".631", label %"B183.endif.if.endif.if", label %"B183.endif.if.endif.endif", !prof !1
B183.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".634" = load i64, i64* %"try_state"
  %".635" = icmp ugt i64 %".634", 0
  %".636" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B183.endif.if.endif.endif:
  %".638" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".639" = load i8*, i8** %".638"
  %".640" = call i8* @"NRT_MemInfo_data_fast"(i8* %".639")
  %".641" = bitcast i8* %".640" to {i64, i64, i8, {i8*, i8*}}*
  %".642" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".641", i32 0, i32 1
  store i64 %".614", i64* %".642"
  %".644" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".645" = load i8*, i8** %".644"
  %".646" = call i8* @"NRT_MemInfo_data_fast"(i8* %".645")
  %".647" = bitcast i8* %".646" to {i64, i64, i8, {i8*, i8*}}*
  %".648" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".647", i32 0, i32 0
  %".649" = load i64, i64* %".648"
  %".650" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".651" = load i8*, i8** %".650"
  %".652" = call i8* @"NRT_MemInfo_data_fast"(i8* %".651")
  %".653" = bitcast i8* %".652" to {i64, i64, i8, {i8*, i8*}}*
  %".654" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".653", i32 0, i32 3
  %".655" = getelementptr {i8*, i8*}, {i8*, i8*}* %".654", i64 %".649"
  %".656" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".560", i32 0, i32 0
  %".657" = load i8*, i8** %".656"
  %".658" = call i8* @"NRT_MemInfo_data_fast"(i8* %".657")
  %".659" = bitcast i8* %".658" to {i64, i64, i8, {i8*, i8*}}*
  %".660" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".659", i32 0, i32 3
  %".661" = getelementptr {i8*, i8*}, {i8*, i8*}* %".660", i64 %".614"
  %".662" = ptrtoint {i8*, i8*}* %".661" to i64
  %".663" = ptrtoint {i8*, i8*}* %".655" to i64
  %".664" = sub i64 %".662", %".663"
  %".665" = bitcast {i8*, i8*}* %".655" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".665", i8 0, i64 %".664", i1 0)
  br label %"B183.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

define linkonce_odr void @".dtor.list.list(int64)<iv=None>"(i8* %".1")
{
.3:
  %".4" = bitcast i8* %".1" to {i64, i64, i8, {i8*, i8*}}*
  %".5" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".4", i32 0, i32 0
  %".6" = load i64, i64* %".5"
  %".7" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".4", i32 0, i32 0
  %".8" = load i64, i64* %".7"
  br label %"for.cond"
for.cond:
  %"loop.index" = phi  i64 [0, %".3"], [%".18", %"for.body"]
  %"loop.count" = phi  i64 [0, %".3"], [%".19", %"for.body"]
  %".10" = icmp slt i64 %"loop.index", %".8"
  br i1 %".10", label %"for.body", label %"for.end"
for.body:
  %".12" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".4", i32 0, i32 3
  %".13" = getelementptr {i8*, i8*}, {i8*, i8*}* %".12", i64 %"loop.index"
  %".14" = load {i8*, i8*}, {i8*, i8*}* %".13"
  %".15" = extractvalue {i8*, i8*} %".14", 0
  %".16" = extractvalue {i8*, i8*} %".14", 1
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %".15", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %".16", 1
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo")
  %".18" = add i64 %"loop.index", 1
  %".19" = add nsw i64 %"loop.count", 1
  br label %"for.cond"
for.end:
  ret void
}

declare i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".1", i8* %".2")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

declare void @"llvm.memset.p0i8.i64"(i8* %".1", i8 %".2", i64 %".3", i1 %".4")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
define linkonce_odr void @".dtor.list.int64"(i8* %".1")
{
.3:
  %".4" = bitcast i8* %".1" to {i64, i64, i8, i64}*
  %".5" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 0
  %".6" = load i64, i64* %".5"
  %".7" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 0
  %".8" = load i64, i64* %".7"
  br label %"for.cond"
for.cond:
  %"loop.index" = phi  i64 [0, %".3"], [%".15", %"for.body"]
  %"loop.count" = phi  i64 [0, %".3"], [%".16", %"for.body"]
  %".10" = icmp slt i64 %"loop.index", %".8"
  br i1 %".10", label %"for.body", label %"for.end"
for.body:
  %".12" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 3
  %".13" = getelementptr i64, i64* %".12", i64 %"loop.index"
  %".14" = load i64, i64* %".13"
  %".15" = add i64 %"loop.index", 1
  %".16" = add nsw i64 %"loop.count", 1
  br label %"for.cond"
for.end:
  ret void
}

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

!numba_args_may_always_need_nrt = !{ !0 }
!0 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i1 1 }
