; ModuleID = "nested_list_comprehension"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
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
  %".26" = alloca i1
  store i1 0, i1* %".26"
  %".29" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".29"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %"$phi.1"
  %"$phi.2" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.2"
  %"$phi.3" = alloca i8*
  store i8* null, i8** %"$phi.3"
  %"$phi.4" = alloca i8*
  store i8* null, i8** %"$phi.4"
  %"$phi.5" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
  %".140" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".140"
  %".143" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".143"
  %".175" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".175"
  %".181" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".181"
  %"$phi.6" = alloca i64
  store i64 0, i64* %"$phi.6"
  %"x" = alloca i64
  store i64 0, i64* %"x"
  %".197" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".197"
  %".207" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".207"
  %".211" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".211"
  %".220" = alloca i64
  store i64 0, i64* %".220"
  %".223" = alloca i64
  store i64 0, i64* %".223"
  %".261" = alloca i1
  store i1 0, i1* %".261"
  %".264" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".264"
  %"$phi.7" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.7"
  %"$phi.8" = alloca i8*
  store i8* null, i8** %"$phi.8"
  %"$phi.9" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.9"
  %"$phi.10" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.10"
  %".367" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".367"
  %".370" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".370"
  %".396" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".396"
  %".402" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".402"
  %"$phi.11" = alloca i64
  store i64 0, i64* %"$phi.11"
  %".419" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".419"
  %".564" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".564"
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
  store i1 1, i1* %".26"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".29"
  %".32" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 16)
  %".33" = extractvalue {i64, i1} %".32", 0
  %".34" = extractvalue {i64, i1} %".32", 1
  %".35" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".33", i64 24)
  %".36" = extractvalue {i64, i1} %".35", 0
  %".37" = extractvalue {i64, i1} %".35", 1
  %".38" = or i1 %".34", %".37"
  br i1 %".38", label %"B0.if", label %"B0.endif", !prof !1
B18:
  %".139" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".140"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".143"
  store {i8*, i64*} %".139", {i8*, i64*}* %".143"
  %".147" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".143", i32 0, i32 1
  %".148" = load i64*, i64** %".147"
  %".149" = load i64, i64* %".148"
  %".150" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".143", i32 0, i32 0
  %".151" = load i8*, i8** %".150"
  %".152" = call i8* @"NRT_MemInfo_data_fast"(i8* %".151")
  %".153" = bitcast i8* %".152" to {i64, i64, i8, i64}*
  %".154" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".153", i32 0, i32 0
  %".155" = load i64, i64* %".154"
  %".156" = icmp slt i64 %".149", %".155"
  %".157" = getelementptr inbounds {i64, i1}, {i64, i1}* %".140", i32 0, i32 1
  store i1 %".156", i1* %".157"
  br i1 %".156", label %"B18.if", label %"B18.endif"
B22:
  %".191" = load i64, i64* %"$phi.6"
  %".193" = load i64, i64* %"x"
  store i64 %".191", i64* %"x"
  %".195" = load i64, i64* %"$phi.6"
  store i64 0, i64* %"$phi.6"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".197"
  %".200" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".197", i32 0, i32 0
  store i64 0, i64* %".200"
  %".202" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".197", i32 0, i32 1
  store i64 3, i64* %".202"
  %".204" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".197", i32 0, i32 2
  store i64 1, i64* %".204"
  %".206" = load {i64, i64, i64}, {i64, i64, i64}* %".197"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".207"
  store {i64, i64, i64} %".206", {i64, i64, i64}* %".207"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".211"
  %".214" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".207", i32 0, i32 0
  %".215" = load i64, i64* %".214"
  %".216" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".207", i32 0, i32 1
  %".217" = load i64, i64* %".216"
  %".218" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".207", i32 0, i32 2
  %".219" = load i64, i64* %".218"
  store i64 %".215", i64* %".220"
  %".225" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".211", i32 0, i32 0
  store i64* %".220", i64** %".225"
  %".227" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".211", i32 0, i32 1
  store i64 %".217", i64* %".227"
  %".229" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".211", i32 0, i32 2
  store i64 %".219", i64* %".229"
  %".231" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".211", i32 0, i32 3
  store i64* %".223", i64** %".231"
  %".233" = sub i64 %".217", %".215"
  %".234" = icmp sgt i64 %".233", 0
  %".235" = icmp sgt i64 %".219", 0
  %".236" = xor i1 %".234", %".235"
  %".237" = icmp eq i64 %".219", 0
  br i1 %".237", label %"B22.if", label %"B22.endif", !prof !1
B54:
  %".366" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.7"
  store {i64, i1} zeroinitializer, {i64, i1}* %".367"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".370"
  store {i64*, i64, i64, i64*} %".366", {i64*, i64, i64, i64*}* %".370"
  %".374" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".370", i32 0, i32 3
  %".375" = load i64*, i64** %".374"
  %".376" = load i64, i64* %".375"
  %".377" = icmp sgt i64 %".376", 0
  %".378" = getelementptr inbounds {i64, i1}, {i64, i1}* %".367", i32 0, i32 1
  store i1 %".377", i1* %".378"
  br i1 %".377", label %"B54.if", label %"B54.endif"
B58:
  %".412" = load i64, i64* %"$phi.11"
  %".413" = load i64, i64* %"$phi.11"
  store i64 0, i64* %"$phi.11"
  %".415" = load i64, i64* %"x"
  %".416" = mul nsw i64 %".415", %".412"
  %".417" = load {i8*, i8*}, {i8*, i8*}* %"$phi.10"
  %"extracted.meminfo.16" = extractvalue {i8*, i8*} %".417", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".417", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.16")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".419"
  store {i8*, i8*} %".417", {i8*, i8*}* %".419"
  %".423" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".424" = load i8*, i8** %".423"
  %".425" = call i8* @"NRT_MemInfo_data_fast"(i8* %".424")
  %".426" = bitcast i8* %".425" to {i64, i64, i8, i64}*
  %".427" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".426", i32 0, i32 0
  %".428" = load i64, i64* %".427"
  %".429" = add i64 %".428", 1
  %".430" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".431" = load i8*, i8** %".430"
  %".432" = call i8* @"NRT_MemInfo_data_fast"(i8* %".431")
  %".433" = bitcast i8* %".432" to {i64, i64, i8, i64}*
  %".434" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".433", i32 0, i32 1
  %".435" = load i64, i64* %".434"
  %".436" = icmp slt i64 %".435", %".429"
  %".437" = ashr i64 %".435", 2
  %".438" = icmp sgt i64 %".437", %".429"
  br i1 %".438", label %"B58.if", label %"B58.endif", !prof !1
B72:
  %".549" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".551" = load i64, i64* %"$phi.11"
  store i64 0, i64* %"$phi.11"
  %".553" = load {i8*, i8*}, {i8*, i8*}* %"$phi.10"
  %"extracted.meminfo.18" = extractvalue {i8*, i8*} %".553", 0
  %"extracted.parent.14" = extractvalue {i8*, i8*} %".553", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.18")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.10"
  %".556" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.7"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".556", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".556", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".556", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".556", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.7"
  %".558" = load i8*, i8** %"$phi.8"
  %".559" = load i8*, i8** %"$phi.8"
  store i8* null, i8** %"$phi.8"
  %".561" = load {i8*, i8*}, {i8*, i8*}* %"$phi.2"
  %"extracted.meminfo.19" = extractvalue {i8*, i8*} %".561", 0
  %"extracted.parent.15" = extractvalue {i8*, i8*} %".561", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.19")
  %".563" = load {i8*, i8*}, {i8*, i8*}* %"$phi.9"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".564"
  store {i8*, i8*} %".561", {i8*, i8*}* %".564"
  %".568" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".569" = load i8*, i8** %".568"
  %".570" = call i8* @"NRT_MemInfo_data_fast"(i8* %".569")
  %".571" = bitcast i8* %".570" to {i64, i64, i8, {i8*, i8*}}*
  %".572" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".571", i32 0, i32 0
  %".573" = load i64, i64* %".572"
  %".574" = add i64 %".573", 1
  %".575" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".576" = load i8*, i8** %".575"
  %".577" = call i8* @"NRT_MemInfo_data_fast"(i8* %".576")
  %".578" = bitcast i8* %".577" to {i64, i64, i8, {i8*, i8*}}*
  %".579" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".578", i32 0, i32 1
  %".580" = load i64, i64* %".579"
  %".581" = icmp slt i64 %".580", %".574"
  %".582" = ashr i64 %".580", 2
  %".583" = icmp sgt i64 %".582", %".574"
  br i1 %".583", label %"B72.if", label %"B72.endif", !prof !1
B82:
  %".703" = load {i8*, i8*}, {i8*, i8*}* %"$phi.2"
  %"extracted.meminfo.25" = extractvalue {i8*, i8*} %".703", 0
  %"extracted.parent.21" = extractvalue {i8*, i8*} %".703", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.25")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.2"
  %".706" = load i64, i64* %"$phi.6"
  store i64 0, i64* %"$phi.6"
  %".708" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.26" = extractvalue {i8*, i64*} %".708", 0
  %"extracted.index.4" = extractvalue {i8*, i64*} %".708", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.26")
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %"$phi.1"
  %".711" = load i8*, i8** %"$phi.4"
  %".712" = load i8*, i8** %"$phi.4"
  store i8* null, i8** %"$phi.4"
  %".714" = load i8*, i8** %"$phi.3"
  %".715" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  %".717" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.27" = extractvalue {i8*, i8*} %".717", 0
  %"extracted.parent.22" = extractvalue {i8*, i8*} %".717", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.27")
  %".719" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.28" = extractvalue {i8*, i8*} %".719", 0
  %"extracted.parent.23" = extractvalue {i8*, i8*} %".719", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.28")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.29" = extractvalue {i8*, i8*} %".717", 0
  %"extracted.parent.24" = extractvalue {i8*, i8*} %".717", 1
  %".722" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.29", 0
  %".723" = insertvalue {i8*, i8*} %".722", i8* %"extracted.parent.24", 1
  store {i8*, i8*} %".723", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store i1 0, i1* %".26"
  br label %"B0.endif"
B0.endif:
  %".42" = load i1, i1* %".26"
  br i1 %".42", label %"B0.endif.if", label %"B0.endif.endif", !prof !2
B0.endif.if:
  %".44" = bitcast void (i8*)* @".dtor.list.list(int64)<iv=None>" to i8*
  %".45" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".36", i8* %".44")
  %".46" = icmp eq i8* null, %".45"
  br i1 %".46", label %"B0.endif.if.if", label %"B0.endif.if.else", !prof !1
B0.endif.endif:
  %".98" = load i1, i1* %".26"
  %".99" = xor i1 %".98", -1
  br i1 %".99", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !1
B0.endif.if.if:
  store i1 0, i1* %".26"
  br label %"B0.endif.if.endif"
B0.endif.if.else:
  %".50" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".29", i32 0, i32 0
  store i8* %".45", i8** %".50"
  %".52" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".29", i32 0, i32 1
  store i8* null, i8** %".52"
  %".54" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".29", i32 0, i32 0
  %".55" = load i8*, i8** %".54"
  %".56" = call i8* @"NRT_MemInfo_data_fast"(i8* %".55")
  %".57" = bitcast i8* %".56" to {i64, i64, i8, {i8*, i8*}}*
  %".58" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".57", i32 0, i32 1
  store i64 0, i64* %".58"
  %".60" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".29", i32 0, i32 0
  %".61" = load i8*, i8** %".60"
  %".62" = call i8* @"NRT_MemInfo_data_fast"(i8* %".61")
  %".63" = bitcast i8* %".62" to {i64, i64, i8, {i8*, i8*}}*
  %".64" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".63", i32 0, i32 0
  store i64 0, i64* %".64"
  %".66" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".29", i32 0, i32 0
  %".67" = load i8*, i8** %".66"
  %".68" = call i8* @"NRT_MemInfo_data_fast"(i8* %".67")
  %".69" = bitcast i8* %".68" to {i64, i64, i8, {i8*, i8*}}*
  %".70" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".69", i32 0, i32 2
  %".71" = zext i1 0 to i8
  store i8 %".71", i8* %".70"
  %".73" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".29", i32 0, i32 0
  %".74" = load i8*, i8** %".73"
  %".75" = call i8* @"NRT_MemInfo_data_fast"(i8* %".74")
  %".76" = bitcast i8* %".75" to {i64, i64, i8, {i8*, i8*}}*
  %".77" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".76", i32 0, i32 0
  %".78" = load i64, i64* %".77"
  %".79" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".29", i32 0, i32 0
  %".80" = load i8*, i8** %".79"
  %".81" = call i8* @"NRT_MemInfo_data_fast"(i8* %".80")
  %".82" = bitcast i8* %".81" to {i64, i64, i8, {i8*, i8*}}*
  %".83" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".82", i32 0, i32 3
  %".84" = getelementptr {i8*, i8*}, {i8*, i8*}* %".83", i64 0
  %".85" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".29", i32 0, i32 0
  %".86" = load i8*, i8** %".85"
  %".87" = call i8* @"NRT_MemInfo_data_fast"(i8* %".86")
  %".88" = bitcast i8* %".87" to {i64, i64, i8, {i8*, i8*}}*
  %".89" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".88", i32 0, i32 3
  %".90" = getelementptr {i8*, i8*}, {i8*, i8*}* %".89", i64 0
  %".91" = ptrtoint {i8*, i8*}* %".90" to i64
  %".92" = ptrtoint {i8*, i8*}* %".84" to i64
  %".93" = sub i64 %".91", %".92"
  %".94" = bitcast {i8*, i8*}* %".84" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".94", i8 0, i64 %".93", i1 0)
  br label %"B0.endif.if.endif"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  store i64 0, i64* %"try_state"
  %".104" = load i64, i64* %"try_state"
  %".105" = icmp ugt i64 %".104", 0
  %".106" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  %".108" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".29", i32 0, i32 0
  %".109" = load i8*, i8** %".108"
  %".110" = call i8* @"NRT_MemInfo_data_fast"(i8* %".109")
  %".111" = bitcast i8* %".110" to {i64, i64, i8, {i8*, i8*}}*
  %".112" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".111", i32 0, i32 0
  store i64 0, i64* %".112"
  %".114" = load {i8*, i8*}, {i8*, i8*}* %".29"
  %"extracted.meminfo.3" = extractvalue {i8*, i64*} %".23", 0
  %"extracted.index.1" = extractvalue {i8*, i64*} %".23", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".117" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.4" = extractvalue {i8*, i64*} %".117", 0
  %"extracted.index.2" = extractvalue {i8*, i64*} %".117", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i8*, i64*} %".23", {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.5" = extractvalue {i8*, i64*} %".23", 0
  %"extracted.index.3" = extractvalue {i8*, i64*} %".23", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".114", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".114", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.6")
  %".123" = load {i8*, i8*}, {i8*, i8*}* %"$phi.2"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".123", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".123", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*} %".114", {i8*, i8*}* %"$phi.2"
  %".127" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  %".130" = load i8*, i8** %"$phi.4"
  store i8* null, i8** %"$phi.4"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".114", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".114", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %".134" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".134", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".134", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i8*, i8*} %".114", {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".114", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".114", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  br label %"B18"
B18.if:
  %".160" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".143", i32 0, i32 0
  %".161" = load i8*, i8** %".160"
  %".162" = call i8* @"NRT_MemInfo_data_fast"(i8* %".161")
  %".163" = bitcast i8* %".162" to {i64, i64, i8, i64}*
  %".164" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".163", i32 0, i32 3
  %".165" = getelementptr i64, i64* %".164", i64 %".149"
  %".166" = load i64, i64* %".165"
  %".167" = getelementptr inbounds {i64, i1}, {i64, i1}* %".140", i32 0, i32 0
  store i64 %".166", i64* %".167"
  %".169" = add i64 %".149", 1
  %".170" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".143", i32 0, i32 1
  %".171" = load i64*, i64** %".170"
  store i64 %".169", i64* %".171"
  br label %"B18.endif"
B18.endif:
  %".174" = load {i64, i1}, {i64, i1}* %".140"
  %"extracted.first" = extractvalue {i64, i1} %".174", 0
  %"extracted.second" = extractvalue {i64, i1} %".174", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".175"
  store {i64, i1} %".174", {i64, i1}* %".175"
  %".179" = getelementptr inbounds {i64, i1}, {i64, i1}* %".175", i32 0, i32 0
  %".180" = load i64, i64* %".179"
  store {i64, i1} zeroinitializer, {i64, i1}* %".181"
  store {i64, i1} %".174", {i64, i1}* %".181"
  %".185" = getelementptr inbounds {i64, i1}, {i64, i1}* %".181", i32 0, i32 1
  %".186" = load i1, i1* %".185"
  %"extracted.first.1" = extractvalue {i64, i1} %".174", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".174", 1
  %".188" = load i64, i64* %"$phi.6"
  store i64 %".180", i64* %"$phi.6"
  br i1 %".186", label %"B22", label %"B82"
B22.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".240" = load i64, i64* %"try_state"
  %".241" = icmp ugt i64 %".240", 0
  %".242" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B22.endif:
  br i1 %".236", label %"B22.endif.if", label %"B22.endif.else"
B22.endif.if:
  %".245" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".211", i32 0, i32 3
  %".246" = load i64*, i64** %".245"
  store i64 0, i64* %".246"
  br label %"B22.endif.endif"
B22.endif.else:
  %".249" = srem i64 %".233", %".219"
  %".250" = sub i64 0, %".249"
  %".251" = select  i1 %".234", i64 %".249", i64 %".250"
  %".252" = icmp sgt i64 %".251", 0
  %".253" = sdiv i64 %".233", %".219"
  %".254" = select  i1 %".252", i64 1, i64 0
  %".255" = add i64 %".253", %".254"
  %".256" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".211", i32 0, i32 3
  %".257" = load i64*, i64** %".256"
  store i64 %".255", i64* %".257"
  br label %"B22.endif.endif"
B22.endif.endif:
  %".260" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".211"
  %"extracted.start" = extractvalue {i64, i64, i64} %".206", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".206", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".206", 2
  store i1 1, i1* %".261"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".264"
  %".267" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".268" = extractvalue {i64, i1} %".267", 0
  %".269" = extractvalue {i64, i1} %".267", 1
  %".270" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".268", i64 24)
  %".271" = extractvalue {i64, i1} %".270", 0
  %".272" = extractvalue {i64, i1} %".270", 1
  %".273" = or i1 %".269", %".272"
  br i1 %".273", label %"B22.endif.endif.if", label %"B22.endif.endif.endif", !prof !1
B22.endif.endif.if:
  store i1 0, i1* %".261"
  br label %"B22.endif.endif.endif"
B22.endif.endif.endif:
  %".277" = load i1, i1* %".261"
  br i1 %".277", label %"B22.endif.endif.endif.if", label %"B22.endif.endif.endif.endif", !prof !2
B22.endif.endif.endif.if:
  %".279" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".280" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".271", i8* %".279")
  %".281" = icmp eq i8* null, %".280"
  br i1 %".281", label %"B22.endif.endif.endif.if.if", label %"B22.endif.endif.endif.if.else", !prof !1
B22.endif.endif.endif.endif:
  %".333" = load i1, i1* %".261"
  %".334" = xor i1 %".333", -1
  br i1 %".334", label %"B22.endif.endif.endif.endif.if", label %"B22.endif.endif.endif.endif.endif", !prof !1
B22.endif.endif.endif.if.if:
  store i1 0, i1* %".261"
  br label %"B22.endif.endif.endif.if.endif"
B22.endif.endif.endif.if.else:
  %".285" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".264", i32 0, i32 0
  store i8* %".280", i8** %".285"
  %".287" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".264", i32 0, i32 1
  store i8* null, i8** %".287"
  %".289" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".264", i32 0, i32 0
  %".290" = load i8*, i8** %".289"
  %".291" = call i8* @"NRT_MemInfo_data_fast"(i8* %".290")
  %".292" = bitcast i8* %".291" to {i64, i64, i8, i64}*
  %".293" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".292", i32 0, i32 1
  store i64 0, i64* %".293"
  %".295" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".264", i32 0, i32 0
  %".296" = load i8*, i8** %".295"
  %".297" = call i8* @"NRT_MemInfo_data_fast"(i8* %".296")
  %".298" = bitcast i8* %".297" to {i64, i64, i8, i64}*
  %".299" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".298", i32 0, i32 0
  store i64 0, i64* %".299"
  %".301" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".264", i32 0, i32 0
  %".302" = load i8*, i8** %".301"
  %".303" = call i8* @"NRT_MemInfo_data_fast"(i8* %".302")
  %".304" = bitcast i8* %".303" to {i64, i64, i8, i64}*
  %".305" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".304", i32 0, i32 2
  %".306" = zext i1 0 to i8
  store i8 %".306", i8* %".305"
  %".308" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".264", i32 0, i32 0
  %".309" = load i8*, i8** %".308"
  %".310" = call i8* @"NRT_MemInfo_data_fast"(i8* %".309")
  %".311" = bitcast i8* %".310" to {i64, i64, i8, i64}*
  %".312" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".311", i32 0, i32 0
  %".313" = load i64, i64* %".312"
  %".314" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".264", i32 0, i32 0
  %".315" = load i8*, i8** %".314"
  %".316" = call i8* @"NRT_MemInfo_data_fast"(i8* %".315")
  %".317" = bitcast i8* %".316" to {i64, i64, i8, i64}*
  %".318" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".317", i32 0, i32 3
  %".319" = getelementptr i64, i64* %".318", i64 0
  %".320" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".264", i32 0, i32 0
  %".321" = load i8*, i8** %".320"
  %".322" = call i8* @"NRT_MemInfo_data_fast"(i8* %".321")
  %".323" = bitcast i8* %".322" to {i64, i64, i8, i64}*
  %".324" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".323", i32 0, i32 3
  %".325" = getelementptr i64, i64* %".324", i64 0
  %".326" = ptrtoint i64* %".325" to i64
  %".327" = ptrtoint i64* %".319" to i64
  %".328" = sub i64 %".326", %".327"
  %".329" = bitcast i64* %".319" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".329", i8 0, i64 %".328", i1 0)
  br label %"B22.endif.endif.endif.if.endif"
B22.endif.endif.endif.if.endif:
  br label %"B22.endif.endif.endif.endif"
B22.endif.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".337" = load i64, i64* %"try_state"
  %".338" = icmp ugt i64 %".337", 0
  %".339" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B22.endif.endif.endif.endif.endif:
  %".341" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".264", i32 0, i32 0
  %".342" = load i8*, i8** %".341"
  %".343" = call i8* @"NRT_MemInfo_data_fast"(i8* %".342")
  %".344" = bitcast i8* %".343" to {i64, i64, i8, i64}*
  %".345" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".344", i32 0, i32 0
  store i64 0, i64* %".345"
  %".347" = load {i8*, i8*}, {i8*, i8*}* %".264"
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".260", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".260", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".260", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".260", 3
  %".349" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.7"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".349", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".349", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".349", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".349", 3
  store {i64*, i64, i64, i64*} %".260", {i64*, i64, i64, i64*}* %"$phi.7"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".260", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".260", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".260", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".260", 3
  %".352" = load i8*, i8** %"$phi.8"
  store i8* null, i8** %"$phi.8"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".347", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".347", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.11")
  %".356" = load {i8*, i8*}, {i8*, i8*}* %"$phi.9"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".356", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".356", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  store {i8*, i8*} %".347", {i8*, i8*}* %"$phi.9"
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".347", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".347", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.13")
  %".361" = load {i8*, i8*}, {i8*, i8*}* %"$phi.10"
  %"extracted.meminfo.14" = extractvalue {i8*, i8*} %".361", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".361", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.14")
  store {i8*, i8*} %".347", {i8*, i8*}* %"$phi.10"
  %"extracted.meminfo.15" = extractvalue {i8*, i8*} %".347", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".347", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.15")
  br label %"B54"
B54.if:
  %".381" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".370", i32 0, i32 0
  %".382" = load i64*, i64** %".381"
  %".383" = load i64, i64* %".382"
  %".384" = getelementptr inbounds {i64, i1}, {i64, i1}* %".367", i32 0, i32 0
  store i64 %".383", i64* %".384"
  %".386" = sub nsw i64 %".376", 1
  store i64 %".386", i64* %".375"
  %".388" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".370", i32 0, i32 2
  %".389" = load i64, i64* %".388"
  %".390" = add i64 %".383", %".389"
  %".391" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".370", i32 0, i32 0
  %".392" = load i64*, i64** %".391"
  store i64 %".390", i64* %".392"
  br label %"B54.endif"
B54.endif:
  %".395" = load {i64, i1}, {i64, i1}* %".367"
  %"extracted.first.2" = extractvalue {i64, i1} %".395", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".395", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".396"
  store {i64, i1} %".395", {i64, i1}* %".396"
  %".400" = getelementptr inbounds {i64, i1}, {i64, i1}* %".396", i32 0, i32 0
  %".401" = load i64, i64* %".400"
  store {i64, i1} zeroinitializer, {i64, i1}* %".402"
  store {i64, i1} %".395", {i64, i1}* %".402"
  %".406" = getelementptr inbounds {i64, i1}, {i64, i1}* %".402", i32 0, i32 1
  %".407" = load i1, i1* %".406"
  %"extracted.first.3" = extractvalue {i64, i1} %".395", 0
  %"extracted.second.3" = extractvalue {i64, i1} %".395", 1
  %".409" = load i64, i64* %"$phi.11"
  store i64 %".401", i64* %"$phi.11"
  br i1 %".407", label %"B58", label %"B72"
B58.if:
  %".440" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".429", i64 8)
  %".441" = extractvalue {i64, i1} %".440", 0
  %".442" = extractvalue {i64, i1} %".440", 1
  %".443" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".441", i64 24)
  %".444" = extractvalue {i64, i1} %".443", 0
  %".445" = extractvalue {i64, i1} %".443", 1
  %".446" = or i1 %".442", %".445"
  br i1 %".446", label %"B58.if.if", label %"B58.if.endif", !prof !1
B58.endif:
  br i1 %".436", label %"B58.endif.if", label %"B58.endif.endif", !prof !1
B58.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".449" = load i64, i64* %"try_state"
  %".450" = icmp ugt i64 %".449", 0
  %".451" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.if.endif:
  %".453" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".454" = load i8*, i8** %".453"
  %".455" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".454", i64 %".444")
  %".456" = icmp eq i8* null, %".455"
  br i1 %".456", label %"B58.if.endif.if", label %"B58.if.endif.endif", !prof !1
B58.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".459" = load i64, i64* %"try_state"
  %".460" = icmp ugt i64 %".459", 0
  %".461" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.if.endif.endif:
  %".463" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".464" = load i8*, i8** %".463"
  %".465" = call i8* @"NRT_MemInfo_data_fast"(i8* %".464")
  %".466" = bitcast i8* %".465" to {i64, i64, i8, i64}*
  %".467" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".466", i32 0, i32 1
  store i64 %".429", i64* %".467"
  br label %"B58.endif"
B58.endif.if:
  %".471" = ashr i64 %".429", 2
  %".472" = add i64 %".429", %".471"
  %".473" = add i64 8, %".472"
  %".474" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".473", i64 8)
  %".475" = extractvalue {i64, i1} %".474", 0
  %".476" = extractvalue {i64, i1} %".474", 1
  %".477" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".475", i64 24)
  %".478" = extractvalue {i64, i1} %".477", 0
  %".479" = extractvalue {i64, i1} %".477", 1
  %".480" = or i1 %".476", %".479"
  br i1 %".480", label %"B58.endif.if.if", label %"B58.endif.if.endif", !prof !1
B58.endif.endif:
  %".527" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".528" = load i8*, i8** %".527"
  %".529" = call i8* @"NRT_MemInfo_data_fast"(i8* %".528")
  %".530" = bitcast i8* %".529" to {i64, i64, i8, i64}*
  %".531" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".530", i32 0, i32 0
  store i64 %".429", i64* %".531"
  %".533" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".534" = load i8*, i8** %".533"
  %".535" = call i8* @"NRT_MemInfo_data_fast"(i8* %".534")
  %".536" = bitcast i8* %".535" to {i64, i64, i8, i64}*
  %".537" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".536", i32 0, i32 3
  %".538" = getelementptr i64, i64* %".537", i64 %".428"
  %".539" = load i64, i64* %".538"
  %".540" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".541" = load i8*, i8** %".540"
  %".542" = call i8* @"NRT_MemInfo_data_fast"(i8* %".541")
  %".543" = bitcast i8* %".542" to {i64, i64, i8, i64}*
  %".544" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".543", i32 0, i32 3
  %".545" = getelementptr i64, i64* %".544", i64 %".428"
  store i64 %".416", i64* %".545"
  %"extracted.meminfo.17" = extractvalue {i8*, i8*} %".417", 0
  %"extracted.parent.13" = extractvalue {i8*, i8*} %".417", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.17")
  br label %"B54"
B58.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".483" = load i64, i64* %"try_state"
  %".484" = icmp ugt i64 %".483", 0
  %".485" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.endif.if.endif:
  %".487" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".488" = load i8*, i8** %".487"
  %".489" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".488", i64 %".478")
  %".490" = icmp eq i8* null, %".489"
  br i1 %".490", label %"B58.endif.if.endif.if", label %"B58.endif.if.endif.endif", !prof !1
B58.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".493" = load i64, i64* %"try_state"
  %".494" = icmp ugt i64 %".493", 0
  %".495" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.endif.if.endif.endif:
  %".497" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".498" = load i8*, i8** %".497"
  %".499" = call i8* @"NRT_MemInfo_data_fast"(i8* %".498")
  %".500" = bitcast i8* %".499" to {i64, i64, i8, i64}*
  %".501" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".500", i32 0, i32 1
  store i64 %".473", i64* %".501"
  %".503" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".504" = load i8*, i8** %".503"
  %".505" = call i8* @"NRT_MemInfo_data_fast"(i8* %".504")
  %".506" = bitcast i8* %".505" to {i64, i64, i8, i64}*
  %".507" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".506", i32 0, i32 0
  %".508" = load i64, i64* %".507"
  %".509" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".510" = load i8*, i8** %".509"
  %".511" = call i8* @"NRT_MemInfo_data_fast"(i8* %".510")
  %".512" = bitcast i8* %".511" to {i64, i64, i8, i64}*
  %".513" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".512", i32 0, i32 3
  %".514" = getelementptr i64, i64* %".513", i64 %".508"
  %".515" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".419", i32 0, i32 0
  %".516" = load i8*, i8** %".515"
  %".517" = call i8* @"NRT_MemInfo_data_fast"(i8* %".516")
  %".518" = bitcast i8* %".517" to {i64, i64, i8, i64}*
  %".519" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".518", i32 0, i32 3
  %".520" = getelementptr i64, i64* %".519", i64 %".473"
  %".521" = ptrtoint i64* %".520" to i64
  %".522" = ptrtoint i64* %".514" to i64
  %".523" = sub i64 %".521", %".522"
  %".524" = bitcast i64* %".514" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".524", i8 0, i64 %".523", i1 0)
  br label %"B58.endif.endif"
B72.if:
  %".585" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".574", i64 16)
  %".586" = extractvalue {i64, i1} %".585", 0
  %".587" = extractvalue {i64, i1} %".585", 1
  %".588" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".586", i64 24)
  %".589" = extractvalue {i64, i1} %".588", 0
  %".590" = extractvalue {i64, i1} %".588", 1
  %".591" = or i1 %".587", %".590"
  br i1 %".591", label %"B72.if.if", label %"B72.if.endif", !prof !1
B72.endif:
  br i1 %".581", label %"B72.endif.if", label %"B72.endif.endif", !prof !1
B72.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".594" = load i64, i64* %"try_state"
  %".595" = icmp ugt i64 %".594", 0
  %".596" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.if.endif:
  %".598" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".599" = load i8*, i8** %".598"
  %".600" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".599", i64 %".589")
  %".601" = icmp eq i8* null, %".600"
  br i1 %".601", label %"B72.if.endif.if", label %"B72.if.endif.endif", !prof !1
B72.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".604" = load i64, i64* %"try_state"
  %".605" = icmp ugt i64 %".604", 0
  %".606" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.if.endif.endif:
  %".608" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".609" = load i8*, i8** %".608"
  %".610" = call i8* @"NRT_MemInfo_data_fast"(i8* %".609")
  %".611" = bitcast i8* %".610" to {i64, i64, i8, {i8*, i8*}}*
  %".612" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".611", i32 0, i32 1
  store i64 %".574", i64* %".612"
  br label %"B72.endif"
B72.endif.if:
  %".616" = ashr i64 %".574", 2
  %".617" = add i64 %".574", %".616"
  %".618" = add i64 8, %".617"
  %".619" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".618", i64 16)
  %".620" = extractvalue {i64, i1} %".619", 0
  %".621" = extractvalue {i64, i1} %".619", 1
  %".622" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".620", i64 24)
  %".623" = extractvalue {i64, i1} %".622", 0
  %".624" = extractvalue {i64, i1} %".622", 1
  %".625" = or i1 %".621", %".624"
  br i1 %".625", label %"B72.endif.if.if", label %"B72.endif.if.endif", !prof !1
B72.endif.endif:
  %".672" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".673" = load i8*, i8** %".672"
  %".674" = call i8* @"NRT_MemInfo_data_fast"(i8* %".673")
  %".675" = bitcast i8* %".674" to {i64, i64, i8, {i8*, i8*}}*
  %".676" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".675", i32 0, i32 0
  store i64 %".574", i64* %".676"
  %".678" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".679" = load i8*, i8** %".678"
  %".680" = call i8* @"NRT_MemInfo_data_fast"(i8* %".679")
  %".681" = bitcast i8* %".680" to {i64, i64, i8, {i8*, i8*}}*
  %".682" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".681", i32 0, i32 3
  %".683" = getelementptr {i8*, i8*}, {i8*, i8*}* %".682", i64 %".573"
  %".684" = load {i8*, i8*}, {i8*, i8*}* %".683"
  %".685" = extractvalue {i8*, i8*} %".684", 0
  %".686" = extractvalue {i8*, i8*} %".684", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %".685", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %".686", 1
  %"extracted.meminfo.20" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.16" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.20")
  %".688" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".689" = load i8*, i8** %".688"
  %".690" = call i8* @"NRT_MemInfo_data_fast"(i8* %".689")
  %".691" = bitcast i8* %".690" to {i64, i64, i8, {i8*, i8*}}*
  %".692" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".691", i32 0, i32 3
  %".693" = getelementptr {i8*, i8*}, {i8*, i8*}* %".692", i64 %".573"
  %"extracted.meminfo.21" = extractvalue {i8*, i8*} %".563", 0
  %"extracted.parent.17" = extractvalue {i8*, i8*} %".563", 1
  %".694" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.21", 0
  %".695" = insertvalue {i8*, i8*} %".694", i8* %"extracted.parent.17", 1
  store {i8*, i8*} %".695", {i8*, i8*}* %".693"
  %"extracted.meminfo.22" = extractvalue {i8*, i8*} %".563", 0
  %"extracted.parent.18" = extractvalue {i8*, i8*} %".563", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.22")
  %".698" = load {i8*, i8*}, {i8*, i8*}* %"$phi.9"
  %"extracted.meminfo.23" = extractvalue {i8*, i8*} %".698", 0
  %"extracted.parent.19" = extractvalue {i8*, i8*} %".698", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.23")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.9"
  %"extracted.meminfo.24" = extractvalue {i8*, i8*} %".561", 0
  %"extracted.parent.20" = extractvalue {i8*, i8*} %".561", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.24")
  br label %"B18"
B72.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".628" = load i64, i64* %"try_state"
  %".629" = icmp ugt i64 %".628", 0
  %".630" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.endif.if.endif:
  %".632" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".633" = load i8*, i8** %".632"
  %".634" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".633", i64 %".623")
  %".635" = icmp eq i8* null, %".634"
  br i1 %".635", label %"B72.endif.if.endif.if", label %"B72.endif.if.endif.endif", !prof !1
B72.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".638" = load i64, i64* %"try_state"
  %".639" = icmp ugt i64 %".638", 0
  %".640" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.endif.if.endif.endif:
  %".642" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".643" = load i8*, i8** %".642"
  %".644" = call i8* @"NRT_MemInfo_data_fast"(i8* %".643")
  %".645" = bitcast i8* %".644" to {i64, i64, i8, {i8*, i8*}}*
  %".646" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".645", i32 0, i32 1
  store i64 %".618", i64* %".646"
  %".648" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".649" = load i8*, i8** %".648"
  %".650" = call i8* @"NRT_MemInfo_data_fast"(i8* %".649")
  %".651" = bitcast i8* %".650" to {i64, i64, i8, {i8*, i8*}}*
  %".652" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".651", i32 0, i32 0
  %".653" = load i64, i64* %".652"
  %".654" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".655" = load i8*, i8** %".654"
  %".656" = call i8* @"NRT_MemInfo_data_fast"(i8* %".655")
  %".657" = bitcast i8* %".656" to {i64, i64, i8, {i8*, i8*}}*
  %".658" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".657", i32 0, i32 3
  %".659" = getelementptr {i8*, i8*}, {i8*, i8*}* %".658", i64 %".653"
  %".660" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".564", i32 0, i32 0
  %".661" = load i8*, i8** %".660"
  %".662" = call i8* @"NRT_MemInfo_data_fast"(i8* %".661")
  %".663" = bitcast i8* %".662" to {i64, i64, i8, {i8*, i8*}}*
  %".664" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".663", i32 0, i32 3
  %".665" = getelementptr {i8*, i8*}, {i8*, i8*}* %".664", i64 %".618"
  %".666" = ptrtoint {i8*, i8*}* %".665" to i64
  %".667" = ptrtoint {i8*, i8*}* %".659" to i64
  %".668" = sub i64 %".666", %".667"
  %".669" = bitcast {i8*, i8*}* %".659" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".669", i8 0, i64 %".668", i1 0)
  br label %"B72.endif.endif"
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
!0 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i1 1 }
