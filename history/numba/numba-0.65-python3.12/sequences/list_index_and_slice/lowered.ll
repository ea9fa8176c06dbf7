; ModuleID = "list_index_and_slice"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %".7" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".44" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".44"
  %".82" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".82"
  %".92" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".92"
  %".96" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".96"
  %".198" = alloca i1
  store i1 0, i1* %".198"
  %".201" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".201"
  %".338" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".338"
  %".348" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".348"
  %".352" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".352"
  %".454" = alloca i1
  store i1 0, i1* %".454"
  %".457" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".457"
  %".593" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".593"
  %".605" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".605"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %".7"
  %".11" = icmp slt i64 0, 0
  %".12" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".7", i32 0, i32 0
  %".13" = load i8*, i8** %".12"
  %".14" = call i8* @"NRT_MemInfo_data_fast"(i8* %".13")
  %".15" = bitcast i8* %".14" to {i64, i64, i8, i64}*
  %".16" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".15", i32 0, i32 0
  %".17" = load i64, i64* %".16"
  %".18" = add i64 0, %".17"
  %".19" = select  i1 %".11", i64 %".18", i64 0
  %".20" = icmp slt i64 %".19", 0
  %".21" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".7", i32 0, i32 0
  %".22" = load i8*, i8** %".21"
  %".23" = call i8* @"NRT_MemInfo_data_fast"(i8* %".22")
  %".24" = bitcast i8* %".23" to {i64, i64, i8, i64}*
  %".25" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".24", i32 0, i32 0
  %".26" = load i64, i64* %".25"
  %".27" = icmp sge i64 %".19", %".26"
  %".28" = or i1 %".20", %".27"
  br i1 %".28", label %"B0.if", label %"B0.endif", !prof !1
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".33" = load i64, i64* %"try_state"
  %".34" = icmp ugt i64 %".33", 0
  %".35" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  %".37" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".7", i32 0, i32 0
  %".38" = load i8*, i8** %".37"
  %".39" = call i8* @"NRT_MemInfo_data_fast"(i8* %".38")
  %".40" = bitcast i8* %".39" to {i64, i64, i8, i64}*
  %".41" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".40", i32 0, i32 3
  %".42" = getelementptr i64, i64* %".41", i64 %".19"
  %".43" = load i64, i64* %".42"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".44"
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %".44"
  %".48" = icmp slt i64 -1, 0
  %".49" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".44", i32 0, i32 0
  %".50" = load i8*, i8** %".49"
  %".51" = call i8* @"NRT_MemInfo_data_fast"(i8* %".50")
  %".52" = bitcast i8* %".51" to {i64, i64, i8, i64}*
  %".53" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".52", i32 0, i32 0
  %".54" = load i64, i64* %".53"
  %".55" = add i64 -1, %".54"
  %".56" = select  i1 %".48", i64 %".55", i64 -1
  %".57" = icmp slt i64 %".56", 0
  %".58" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".44", i32 0, i32 0
  %".59" = load i8*, i8** %".58"
  %".60" = call i8* @"NRT_MemInfo_data_fast"(i8* %".59")
  %".61" = bitcast i8* %".60" to {i64, i64, i8, i64}*
  %".62" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".61", i32 0, i32 0
  %".63" = load i64, i64* %".62"
  %".64" = icmp sge i64 %".56", %".63"
  %".65" = or i1 %".57", %".64"
  br i1 %".65", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".68" = load i64, i64* %"try_state"
  %".69" = icmp ugt i64 %".68", 0
  %".70" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif:
  %".72" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".44", i32 0, i32 0
  %".73" = load i8*, i8** %".72"
  %".74" = call i8* @"NRT_MemInfo_data_fast"(i8* %".73")
  %".75" = bitcast i8* %".74" to {i64, i64, i8, i64}*
  %".76" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".75", i32 0, i32 3
  %".77" = getelementptr i64, i64* %".76", i64 %".56"
  %".78" = load i64, i64* %".77"
  %".79" = icmp slt i64 1, 0
  %".80" = select  i1 %".79", i64 -9223372036854775808, i64 9223372036854775807
  %".81" = select  i1 %".79", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".82"
  %".85" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 0
  store i64 1, i64* %".85"
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 1
  store i64 -1, i64* %".87"
  %".89" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".82", i32 0, i32 2
  store i64 1, i64* %".89"
  %".91" = load {i64, i64, i64}, {i64, i64, i64}* %".82"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".92"
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %".92"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".96"
  store {i64, i64, i64} %".91", {i64, i64, i64}* %".96"
  %".100" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".92", i32 0, i32 0
  %".101" = load i8*, i8** %".100"
  %".102" = call i8* @"NRT_MemInfo_data_fast"(i8* %".101")
  %".103" = bitcast i8* %".102" to {i64, i64, i8, i64}*
  %".104" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".103", i32 0, i32 0
  %".105" = load i64, i64* %".104"
  %".106" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 2
  %".107" = load i64, i64* %".106"
  %".108" = icmp slt i64 %".107", 0
  br i1 %".108", label %"B0.endif.endif.if", label %"B0.endif.endif.else"
B0.endif.endif.if:
  %".145" = add i64 %".105", -1
  %".146" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  %".147" = load i64, i64* %".146"
  %".148" = icmp slt i64 %".147", 0
  %".149" = add i64 %".147", %".105"
  %".150" = select  i1 %".148", i64 %".149", i64 %".147"
  %".151" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  store i64 %".150", i64* %".151"
  %".153" = icmp slt i64 %".150", 0
  br i1 %".153", label %"B0.endif.endif.if.if", label %"B0.endif.endif.if.endif", !prof !1
B0.endif.endif.else:
  %".110" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  %".111" = load i64, i64* %".110"
  %".112" = icmp slt i64 %".111", 0
  %".113" = add i64 %".111", %".105"
  %".114" = select  i1 %".112", i64 %".113", i64 %".111"
  %".115" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  store i64 %".114", i64* %".115"
  %".117" = icmp slt i64 %".114", 0
  br i1 %".117", label %"B0.endif.endif.else.if", label %"B0.endif.endif.else.endif", !prof !1
B0.endif.endif.endif:
  %".181" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  %".182" = load i64, i64* %".181"
  %".183" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  %".184" = load i64, i64* %".183"
  %".185" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 2
  %".186" = load i64, i64* %".185"
  %".187" = icmp slt i64 %".186", 0
  %".188" = sub i64 %".184", %".182"
  %".189" = sub i64 %".188", 1
  %".190" = add i64 %".188", 1
  %".191" = select  i1 %".187", i64 %".190", i64 %".189"
  %".192" = sdiv i64 %".191", %".186"
  %".193" = add i64 1, %".192"
  %".194" = icmp sge i64 %".188", 0
  %".195" = icmp sle i64 %".188", 0
  %".196" = select  i1 %".187", i1 %".194", i1 %".195"
  %".197" = select  i1 %".196", i64 0, i64 %".193"
  store i1 1, i1* %".198"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".201"
  %".204" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".197", i64 8)
  %".205" = extractvalue {i64, i1} %".204", 0
  %".206" = extractvalue {i64, i1} %".204", 1
  %".207" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".205", i64 24)
  %".208" = extractvalue {i64, i1} %".207", 0
  %".209" = extractvalue {i64, i1} %".207", 1
  %".210" = or i1 %".206", %".209"
  br i1 %".210", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !1
B0.endif.endif.else.if:
  %".119" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  store i64 0, i64* %".119"
  br label %"B0.endif.endif.else.endif"
B0.endif.endif.else.endif:
  %".122" = icmp sge i64 %".114", %".105"
  br i1 %".122", label %"B0.endif.endif.else.endif.if", label %"B0.endif.endif.else.endif.endif", !prof !1
B0.endif.endif.else.endif.if:
  %".124" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  store i64 %".105", i64* %".124"
  br label %"B0.endif.endif.else.endif.endif"
B0.endif.endif.else.endif.endif:
  %".127" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  %".128" = load i64, i64* %".127"
  %".129" = icmp slt i64 %".128", 0
  %".130" = add i64 %".128", %".105"
  %".131" = select  i1 %".129", i64 %".130", i64 %".128"
  %".132" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  store i64 %".131", i64* %".132"
  %".134" = icmp slt i64 %".131", 0
  br i1 %".134", label %"B0.endif.endif.else.endif.endif.if", label %"B0.endif.endif.else.endif.endif.endif", !prof !1
B0.endif.endif.else.endif.endif.if:
  %".136" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  store i64 0, i64* %".136"
  br label %"B0.endif.endif.else.endif.endif.endif"
B0.endif.endif.else.endif.endif.endif:
  %".139" = icmp sge i64 %".131", %".105"
  br i1 %".139", label %"B0.endif.endif.else.endif.endif.endif.if", label %"B0.endif.endif.else.endif.endif.endif.endif", !prof !1
B0.endif.endif.else.endif.endif.endif.if:
  %".141" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  store i64 %".105", i64* %".141"
  br label %"B0.endif.endif.else.endif.endif.endif.endif"
B0.endif.endif.else.endif.endif.endif.endif:
  br label %"B0.endif.endif.endif"
B0.endif.endif.if.if:
  %".155" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  store i64 -1, i64* %".155"
  br label %"B0.endif.endif.if.endif"
B0.endif.endif.if.endif:
  %".158" = icmp sge i64 %".150", %".105"
  br i1 %".158", label %"B0.endif.endif.if.endif.if", label %"B0.endif.endif.if.endif.endif", !prof !1
B0.endif.endif.if.endif.if:
  %".160" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  store i64 %".145", i64* %".160"
  br label %"B0.endif.endif.if.endif.endif"
B0.endif.endif.if.endif.endif:
  %".163" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  %".164" = load i64, i64* %".163"
  %".165" = icmp slt i64 %".164", 0
  %".166" = add i64 %".164", %".105"
  %".167" = select  i1 %".165", i64 %".166", i64 %".164"
  %".168" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  store i64 %".167", i64* %".168"
  %".170" = icmp slt i64 %".167", 0
  br i1 %".170", label %"B0.endif.endif.if.endif.endif.if", label %"B0.endif.endif.if.endif.endif.endif", !prof !1
B0.endif.endif.if.endif.endif.if:
  %".172" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  store i64 -1, i64* %".172"
  br label %"B0.endif.endif.if.endif.endif.endif"
B0.endif.endif.if.endif.endif.endif:
  %".175" = icmp sge i64 %".167", %".105"
  br i1 %".175", label %"B0.endif.endif.if.endif.endif.endif.if", label %"B0.endif.endif.if.endif.endif.endif.endif", !prof !1
B0.endif.endif.if.endif.endif.endif.if:
  %".177" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  store i64 %".145", i64* %".177"
  br label %"B0.endif.endif.if.endif.endif.endif.endif"
B0.endif.endif.if.endif.endif.endif.endif:
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif.if:
  store i1 0, i1* %".198"
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.endif:
  %".214" = load i1, i1* %".198"
  br i1 %".214", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif", !prof !3
B0.endif.endif.endif.endif.if:
  %".216" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".217" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".208", i8* %".216")
  %".218" = icmp eq i8* null, %".217"
  br i1 %".218", label %"B0.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.if.else", !prof !1
B0.endif.endif.endif.endif.endif:
  %".270" = load i1, i1* %".198"
  %".271" = xor i1 %".270", -1
  br i1 %".271", label %"B0.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif", !prof !1
B0.endif.endif.endif.endif.if.if:
  store i1 0, i1* %".198"
  br label %"B0.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.if.else:
  %".222" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  store i8* %".217", i8** %".222"
  %".224" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 1
  store i8* null, i8** %".224"
  %".226" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  %".227" = load i8*, i8** %".226"
  %".228" = call i8* @"NRT_MemInfo_data_fast"(i8* %".227")
  %".229" = bitcast i8* %".228" to {i64, i64, i8, i64}*
  %".230" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".229", i32 0, i32 1
  store i64 %".197", i64* %".230"
  %".232" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  %".233" = load i8*, i8** %".232"
  %".234" = call i8* @"NRT_MemInfo_data_fast"(i8* %".233")
  %".235" = bitcast i8* %".234" to {i64, i64, i8, i64}*
  %".236" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".235", i32 0, i32 0
  store i64 0, i64* %".236"
  %".238" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  %".239" = load i8*, i8** %".238"
  %".240" = call i8* @"NRT_MemInfo_data_fast"(i8* %".239")
  %".241" = bitcast i8* %".240" to {i64, i64, i8, i64}*
  %".242" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".241", i32 0, i32 2
  %".243" = zext i1 0 to i8
  store i8 %".243", i8* %".242"
  %".245" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  %".246" = load i8*, i8** %".245"
  %".247" = call i8* @"NRT_MemInfo_data_fast"(i8* %".246")
  %".248" = bitcast i8* %".247" to {i64, i64, i8, i64}*
  %".249" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".248", i32 0, i32 0
  %".250" = load i64, i64* %".249"
  %".251" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  %".252" = load i8*, i8** %".251"
  %".253" = call i8* @"NRT_MemInfo_data_fast"(i8* %".252")
  %".254" = bitcast i8* %".253" to {i64, i64, i8, i64}*
  %".255" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".254", i32 0, i32 3
  %".256" = getelementptr i64, i64* %".255", i64 0
  %".257" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  %".258" = load i8*, i8** %".257"
  %".259" = call i8* @"NRT_MemInfo_data_fast"(i8* %".258")
  %".260" = bitcast i8* %".259" to {i64, i64, i8, i64}*
  %".261" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".260", i32 0, i32 3
  %".262" = getelementptr i64, i64* %".261", i64 %".197"
  %".263" = ptrtoint i64* %".262" to i64
  %".264" = ptrtoint i64* %".256" to i64
  %".265" = sub i64 %".263", %".264"
  %".266" = bitcast i64* %".256" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".266", i8 0, i64 %".265", i1 0)
  br label %"B0.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".274" = load i64, i64* %"try_state"
  %".275" = icmp ugt i64 %".274", 0
  %".276" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif.endif.endif:
  %".278" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  %".279" = load i8*, i8** %".278"
  %".280" = call i8* @"NRT_MemInfo_data_fast"(i8* %".279")
  %".281" = bitcast i8* %".280" to {i64, i64, i8, i64}*
  %".282" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".281", i32 0, i32 0
  store i64 %".197", i64* %".282"
  %".284" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 0
  %".285" = load i64, i64* %".284"
  %".286" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 1
  %".287" = load i64, i64* %".286"
  %".288" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".96", i32 0, i32 2
  %".289" = load i64, i64* %".288"
  %".290" = icmp sge i64 %".289", 0
  br i1 %".290", label %"B0.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.else", !prof !3
B0.endif.endif.endif.endif.endif.endif.if:
  br label %"for.cond"
B0.endif.endif.endif.endif.endif.endif.else:
  br label %"for.cond.1"
B0.endif.endif.endif.endif.endif.endif.endif:
  %".334" = load {i8*, i8*}, {i8*, i8*}* %".201"
  %"extracted.start" = extractvalue {i64, i64, i64} %".91", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".91", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".91", 2
  %".335" = icmp slt i64 1, 0
  %".336" = select  i1 %".335", i64 -9223372036854775808, i64 9223372036854775807
  %".337" = select  i1 %".335", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".338"
  %".341" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".338", i32 0, i32 0
  store i64 %".337", i64* %".341"
  %".343" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".338", i32 0, i32 1
  store i64 2, i64* %".343"
  %".345" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".338", i32 0, i32 2
  store i64 1, i64* %".345"
  %".347" = load {i64, i64, i64}, {i64, i64, i64}* %".338"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".348"
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %".348"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".352"
  store {i64, i64, i64} %".347", {i64, i64, i64}* %".352"
  %".356" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".348", i32 0, i32 0
  %".357" = load i8*, i8** %".356"
  %".358" = call i8* @"NRT_MemInfo_data_fast"(i8* %".357")
  %".359" = bitcast i8* %".358" to {i64, i64, i8, i64}*
  %".360" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".359", i32 0, i32 0
  %".361" = load i64, i64* %".360"
  %".362" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 2
  %".363" = load i64, i64* %".362"
  %".364" = icmp slt i64 %".363", 0
  br i1 %".364", label %"B0.endif.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.else"
for.cond:
  %"loop.index" = phi  i64 [%".285", %"B0.endif.endif.endif.endif.endif.endif.if"], [%".309", %"for.body"]
  %"loop.count" = phi  i64 [0, %"B0.endif.endif.endif.endif.endif.endif.if"], [%".310", %"for.body"]
  %".293" = icmp slt i64 %"loop.index", %".287"
  br i1 %".293", label %"for.body", label %"for.end"
for.body:
  %".295" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".92", i32 0, i32 0
  %".296" = load i8*, i8** %".295"
  %".297" = call i8* @"NRT_MemInfo_data_fast"(i8* %".296")
  %".298" = bitcast i8* %".297" to {i64, i64, i8, i64}*
  %".299" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".298", i32 0, i32 3
  %".300" = getelementptr i64, i64* %".299", i64 %"loop.index"
  %".301" = load i64, i64* %".300"
  %".302" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  %".303" = load i8*, i8** %".302"
  %".304" = call i8* @"NRT_MemInfo_data_fast"(i8* %".303")
  %".305" = bitcast i8* %".304" to {i64, i64, i8, i64}*
  %".306" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".305", i32 0, i32 3
  %".307" = getelementptr i64, i64* %".306", i64 %"loop.count"
  store i64 %".301", i64* %".307"
  %".309" = add i64 %"loop.index", %".289"
  %".310" = add nsw i64 %"loop.count", 1
  br label %"for.cond"
for.end:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif"
for.cond.1:
  %"loop.index.1" = phi  i64 [%".285", %"B0.endif.endif.endif.endif.endif.endif.else"], [%".330", %"for.body.1"]
  %"loop.count.1" = phi  i64 [0, %"B0.endif.endif.endif.endif.endif.endif.else"], [%".331", %"for.body.1"]
  %".314" = icmp sgt i64 %"loop.index.1", %".287"
  br i1 %".314", label %"for.body.1", label %"for.end.1"
for.body.1:
  %".316" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".92", i32 0, i32 0
  %".317" = load i8*, i8** %".316"
  %".318" = call i8* @"NRT_MemInfo_data_fast"(i8* %".317")
  %".319" = bitcast i8* %".318" to {i64, i64, i8, i64}*
  %".320" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".319", i32 0, i32 3
  %".321" = getelementptr i64, i64* %".320", i64 %"loop.index.1"
  %".322" = load i64, i64* %".321"
  %".323" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".201", i32 0, i32 0
  %".324" = load i8*, i8** %".323"
  %".325" = call i8* @"NRT_MemInfo_data_fast"(i8* %".324")
  %".326" = bitcast i8* %".325" to {i64, i64, i8, i64}*
  %".327" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".326", i32 0, i32 3
  %".328" = getelementptr i64, i64* %".327", i64 %"loop.count.1"
  store i64 %".322", i64* %".328"
  %".330" = add i64 %"loop.index.1", %".289"
  %".331" = add nsw i64 %"loop.count.1", 1
  br label %"for.cond.1"
for.end.1:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.endif.if:
  %".401" = add i64 %".361", -1
  %".402" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  %".403" = load i64, i64* %".402"
  %".404" = icmp slt i64 %".403", 0
  %".405" = add i64 %".403", %".361"
  %".406" = select  i1 %".404", i64 %".405", i64 %".403"
  %".407" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  store i64 %".406", i64* %".407"
  %".409" = icmp slt i64 %".406", 0
  br i1 %".409", label %"B0.endif.endif.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.if.endif", !prof !1
B0.endif.endif.endif.endif.endif.endif.endif.else:
  %".366" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  %".367" = load i64, i64* %".366"
  %".368" = icmp slt i64 %".367", 0
  %".369" = add i64 %".367", %".361"
  %".370" = select  i1 %".368", i64 %".369", i64 %".367"
  %".371" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  store i64 %".370", i64* %".371"
  %".373" = icmp slt i64 %".370", 0
  br i1 %".373", label %"B0.endif.endif.endif.endif.endif.endif.endif.else.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.else.endif", !prof !1
B0.endif.endif.endif.endif.endif.endif.endif.endif:
  %".437" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  %".438" = load i64, i64* %".437"
  %".439" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  %".440" = load i64, i64* %".439"
  %".441" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 2
  %".442" = load i64, i64* %".441"
  %".443" = icmp slt i64 %".442", 0
  %".444" = sub i64 %".440", %".438"
  %".445" = sub i64 %".444", 1
  %".446" = add i64 %".444", 1
  %".447" = select  i1 %".443", i64 %".446", i64 %".445"
  %".448" = sdiv i64 %".447", %".442"
  %".449" = add i64 1, %".448"
  %".450" = icmp sge i64 %".444", 0
  %".451" = icmp sle i64 %".444", 0
  %".452" = select  i1 %".443", i1 %".450", i1 %".451"
  %".453" = select  i1 %".452", i64 0, i64 %".449"
  store i1 1, i1* %".454"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".457"
  %".460" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".453", i64 8)
  %".461" = extractvalue {i64, i1} %".460", 0
  %".462" = extractvalue {i64, i1} %".460", 1
  %".463" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".461", i64 24)
  %".464" = extractvalue {i64, i1} %".463", 0
  %".465" = extractvalue {i64, i1} %".463", 1
  %".466" = or i1 %".462", %".465"
  br i1 %".466", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif.endif", !prof !1
B0.endif.endif.endif.endif.endif.endif.endif.else.if:
  %".375" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  store i64 0, i64* %".375"
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.else.endif"
B0.endif.endif.endif.endif.endif.endif.endif.else.endif:
  %".378" = icmp sge i64 %".370", %".361"
  br i1 %".378", label %"B0.endif.endif.endif.endi...if", label %"B0.endif.endif.endif.endi...endif", !prof !1
B0.endif.endif.endif.endi...if:
  %".380" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  store i64 %".361", i64* %".380"
  br label %"B0.endif.endif.endif.endi...endif"
B0.endif.endif.endif.endi...endif:
  %".383" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  %".384" = load i64, i64* %".383"
  %".385" = icmp slt i64 %".384", 0
  %".386" = add i64 %".384", %".361"
  %".387" = select  i1 %".385", i64 %".386", i64 %".384"
  %".388" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  store i64 %".387", i64* %".388"
  %".390" = icmp slt i64 %".387", 0
  br i1 %".390", label %"B0.endif.endif.endif.endi...endif.if", label %"B0.endif.endif.endif.endi...endif.endif", !prof !1
B0.endif.endif.endif.endi...endif.if:
  %".392" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  store i64 0, i64* %".392"
  br label %"B0.endif.endif.endif.endi...endif.endif"
B0.endif.endif.endif.endi...endif.endif:
  %".395" = icmp sge i64 %".387", %".361"
  br i1 %".395", label %"B0.endif.endif.endif.endi...endif.endif.if", label %"B0.endif.endif.endif.endi...endif.endif.endif", !prof !1
B0.endif.endif.endif.endi...endif.endif.if:
  %".397" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  store i64 %".361", i64* %".397"
  br label %"B0.endif.endif.endif.endi...endif.endif.endif"
B0.endif.endif.endif.endi...endif.endif.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.endif.if.if:
  %".411" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  store i64 -1, i64* %".411"
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif.endif.endif.if.endif:
  %".414" = icmp sge i64 %".406", %".361"
  br i1 %".414", label %"B0.endif.endif.endif.endi...if.1", label %"B0.endif.endif.endif.endi...endif.1", !prof !1
B0.endif.endif.endif.endi...if.1:
  %".416" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  store i64 %".401", i64* %".416"
  br label %"B0.endif.endif.endif.endi...endif.1"
B0.endif.endif.endif.endi...endif.1:
  %".419" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  %".420" = load i64, i64* %".419"
  %".421" = icmp slt i64 %".420", 0
  %".422" = add i64 %".420", %".361"
  %".423" = select  i1 %".421", i64 %".422", i64 %".420"
  %".424" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  store i64 %".423", i64* %".424"
  %".426" = icmp slt i64 %".423", 0
  br i1 %".426", label %"B0.endif.endif.endif.endi...endif.1.if", label %"B0.endif.endif.endif.endi...endif.1.endif", !prof !1
B0.endif.endif.endif.endi...endif.1.if:
  %".428" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  store i64 -1, i64* %".428"
  br label %"B0.endif.endif.endif.endi...endif.1.endif"
B0.endif.endif.endif.endi...endif.1.endif:
  %".431" = icmp sge i64 %".423", %".361"
  br i1 %".431", label %"B0.endif.endif.endif.endi...endif.1.endif.if", label %"B0.endif.endif.endif.endi...endif.1.endif.endif", !prof !1
B0.endif.endif.endif.endi...endif.1.endif.if:
  %".433" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  store i64 %".401", i64* %".433"
  br label %"B0.endif.endif.endif.endi...endif.1.endif.endif"
B0.endif.endif.endif.endi...endif.1.endif.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.endif.endif.if:
  store i1 0, i1* %".454"
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.endif.endif.endif:
  %".470" = load i1, i1* %".454"
  br i1 %".470", label %"B0.endif.endif.endif.endi...if.2", label %"B0.endif.endif.endif.endi...endif.2", !prof !3
B0.endif.endif.endif.endi...if.2:
  %".472" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".473" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".464", i8* %".472")
  %".474" = icmp eq i8* null, %".473"
  br i1 %".474", label %"B0.endif.endif.endif.endi...if.2.if", label %"B0.endif.endif.endif.endi...if.2.else", !prof !1
B0.endif.endif.endif.endi...endif.2:
  %".526" = load i1, i1* %".454"
  %".527" = xor i1 %".526", -1
  br i1 %".527", label %"B0.endif.endif.endif.endi...endif.2.if", label %"B0.endif.endif.endif.endi...endif.2.endif", !prof !1
B0.endif.endif.endif.endi...if.2.if:
  store i1 0, i1* %".454"
  br label %"B0.endif.endif.endif.endi...if.2.endif"
B0.endif.endif.endif.endi...if.2.else:
  %".478" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  store i8* %".473", i8** %".478"
  %".480" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 1
  store i8* null, i8** %".480"
  %".482" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  %".483" = load i8*, i8** %".482"
  %".484" = call i8* @"NRT_MemInfo_data_fast"(i8* %".483")
  %".485" = bitcast i8* %".484" to {i64, i64, i8, i64}*
  %".486" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".485", i32 0, i32 1
  store i64 %".453", i64* %".486"
  %".488" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  %".489" = load i8*, i8** %".488"
  %".490" = call i8* @"NRT_MemInfo_data_fast"(i8* %".489")
  %".491" = bitcast i8* %".490" to {i64, i64, i8, i64}*
  %".492" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".491", i32 0, i32 0
  store i64 0, i64* %".492"
  %".494" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  %".495" = load i8*, i8** %".494"
  %".496" = call i8* @"NRT_MemInfo_data_fast"(i8* %".495")
  %".497" = bitcast i8* %".496" to {i64, i64, i8, i64}*
  %".498" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".497", i32 0, i32 2
  %".499" = zext i1 0 to i8
  store i8 %".499", i8* %".498"
  %".501" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  %".502" = load i8*, i8** %".501"
  %".503" = call i8* @"NRT_MemInfo_data_fast"(i8* %".502")
  %".504" = bitcast i8* %".503" to {i64, i64, i8, i64}*
  %".505" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".504", i32 0, i32 0
  %".506" = load i64, i64* %".505"
  %".507" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  %".508" = load i8*, i8** %".507"
  %".509" = call i8* @"NRT_MemInfo_data_fast"(i8* %".508")
  %".510" = bitcast i8* %".509" to {i64, i64, i8, i64}*
  %".511" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".510", i32 0, i32 3
  %".512" = getelementptr i64, i64* %".511", i64 0
  %".513" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  %".514" = load i8*, i8** %".513"
  %".515" = call i8* @"NRT_MemInfo_data_fast"(i8* %".514")
  %".516" = bitcast i8* %".515" to {i64, i64, i8, i64}*
  %".517" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".516", i32 0, i32 3
  %".518" = getelementptr i64, i64* %".517", i64 %".453"
  %".519" = ptrtoint i64* %".518" to i64
  %".520" = ptrtoint i64* %".512" to i64
  %".521" = sub i64 %".519", %".520"
  %".522" = bitcast i64* %".512" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".522", i8 0, i64 %".521", i1 0)
  br label %"B0.endif.endif.endif.endi...if.2.endif"
B0.endif.endif.endif.endi...if.2.endif:
  br label %"B0.endif.endif.endif.endi...endif.2"
B0.endif.endif.endif.endi...endif.2.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".530" = load i64, i64* %"try_state"
  %".531" = icmp ugt i64 %".530", 0
  %".532" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endi...endif.2.endif:
  %".534" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  %".535" = load i8*, i8** %".534"
  %".536" = call i8* @"NRT_MemInfo_data_fast"(i8* %".535")
  %".537" = bitcast i8* %".536" to {i64, i64, i8, i64}*
  %".538" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".537", i32 0, i32 0
  store i64 %".453", i64* %".538"
  %".540" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 0
  %".541" = load i64, i64* %".540"
  %".542" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 1
  %".543" = load i64, i64* %".542"
  %".544" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".352", i32 0, i32 2
  %".545" = load i64, i64* %".544"
  %".546" = icmp sge i64 %".545", 0
  br i1 %".546", label %"B0.endif.endif.endif.endi...endif.2.endif.if", label %"B0.endif.endif.endif.endi...endif.2.endif.else", !prof !3
B0.endif.endif.endif.endi...endif.2.endif.if:
  br label %"for.cond.2"
B0.endif.endif.endif.endi...endif.2.endif.else:
  br label %"for.cond.3"
B0.endif.endif.endif.endi...endif.2.endif.endif:
  %".590" = load {i8*, i8*}, {i8*, i8*}* %".457"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  %"extracted.start.1" = extractvalue {i64, i64, i64} %".347", 0
  %"extracted.stop.1" = extractvalue {i64, i64, i64} %".347", 1
  %"extracted.step.1" = extractvalue {i64, i64, i64} %".347", 2
  %".592" = add nsw i64 %".43", %".78"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".593"
  store {i8*, i8*} %".334", {i8*, i8*}* %".593"
  %".597" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".593", i32 0, i32 0
  %".598" = load i8*, i8** %".597"
  %".599" = call i8* @"NRT_MemInfo_data_fast"(i8* %".598")
  %".600" = bitcast i8* %".599" to {i64, i64, i8, i64}*
  %".601" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".600", i32 0, i32 0
  %".602" = load i64, i64* %".601"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".334", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".334", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %".604" = add nsw i64 %".592", %".602"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".605"
  store {i8*, i8*} %".590", {i8*, i8*}* %".605"
  %".609" = icmp slt i64 1, 0
  %".610" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".605", i32 0, i32 0
  %".611" = load i8*, i8** %".610"
  %".612" = call i8* @"NRT_MemInfo_data_fast"(i8* %".611")
  %".613" = bitcast i8* %".612" to {i64, i64, i8, i64}*
  %".614" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".613", i32 0, i32 0
  %".615" = load i64, i64* %".614"
  %".616" = add i64 1, %".615"
  %".617" = select  i1 %".609", i64 %".616", i64 1
  %".618" = icmp slt i64 %".617", 0
  %".619" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".605", i32 0, i32 0
  %".620" = load i8*, i8** %".619"
  %".621" = call i8* @"NRT_MemInfo_data_fast"(i8* %".620")
  %".622" = bitcast i8* %".621" to {i64, i64, i8, i64}*
  %".623" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".622", i32 0, i32 0
  %".624" = load i64, i64* %".623"
  %".625" = icmp sge i64 %".617", %".624"
  %".626" = or i1 %".618", %".625"
  br i1 %".626", label %"B0.endif.endif.endif.endi...endif.2.endif.endif.if", label %"B0.endif.endif.endif.endi...endif.2.endif.endif.endif", !prof !1
for.cond.2:
  %"loop.index.2" = phi  i64 [%".541", %"B0.endif.endif.endif.endi...endif.2.endif.if"], [%".565", %"for.body.2"]
  %"loop.count.2" = phi  i64 [0, %"B0.endif.endif.endif.endi...endif.2.endif.if"], [%".566", %"for.body.2"]
  %".549" = icmp slt i64 %"loop.index.2", %".543"
  br i1 %".549", label %"for.body.2", label %"for.end.2"
for.body.2:
  %".551" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".348", i32 0, i32 0
  %".552" = load i8*, i8** %".551"
  %".553" = call i8* @"NRT_MemInfo_data_fast"(i8* %".552")
  %".554" = bitcast i8* %".553" to {i64, i64, i8, i64}*
  %".555" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".554", i32 0, i32 3
  %".556" = getelementptr i64, i64* %".555", i64 %"loop.index.2"
  %".557" = load i64, i64* %".556"
  %".558" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  %".559" = load i8*, i8** %".558"
  %".560" = call i8* @"NRT_MemInfo_data_fast"(i8* %".559")
  %".561" = bitcast i8* %".560" to {i64, i64, i8, i64}*
  %".562" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".561", i32 0, i32 3
  %".563" = getelementptr i64, i64* %".562", i64 %"loop.count.2"
  store i64 %".557", i64* %".563"
  %".565" = add i64 %"loop.index.2", %".545"
  %".566" = add nsw i64 %"loop.count.2", 1
  br label %"for.cond.2"
for.end.2:
  br label %"B0.endif.endif.endif.endi...endif.2.endif.endif"
for.cond.3:
  %"loop.index.3" = phi  i64 [%".541", %"B0.endif.endif.endif.endi...endif.2.endif.else"], [%".586", %"for.body.3"]
  %"loop.count.3" = phi  i64 [0, %"B0.endif.endif.endif.endi...endif.2.endif.else"], [%".587", %"for.body.3"]
  %".570" = icmp sgt i64 %"loop.index.3", %".543"
  br i1 %".570", label %"for.body.3", label %"for.end.3"
for.body.3:
  %".572" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".348", i32 0, i32 0
  %".573" = load i8*, i8** %".572"
  %".574" = call i8* @"NRT_MemInfo_data_fast"(i8* %".573")
  %".575" = bitcast i8* %".574" to {i64, i64, i8, i64}*
  %".576" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".575", i32 0, i32 3
  %".577" = getelementptr i64, i64* %".576", i64 %"loop.index.3"
  %".578" = load i64, i64* %".577"
  %".579" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".457", i32 0, i32 0
  %".580" = load i8*, i8** %".579"
  %".581" = call i8* @"NRT_MemInfo_data_fast"(i8* %".580")
  %".582" = bitcast i8* %".581" to {i64, i64, i8, i64}*
  %".583" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".582", i32 0, i32 3
  %".584" = getelementptr i64, i64* %".583", i64 %"loop.count.3"
  store i64 %".578", i64* %".584"
  %".586" = add i64 %"loop.index.3", %".545"
  %".587" = add nsw i64 %"loop.count.3", 1
  br label %"for.cond.3"
for.end.3:
  br label %"B0.endif.endif.endif.endi...endif.2.endif.endif"
B0.endif.endif.endif.endi...endif.2.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".629" = load i64, i64* %"try_state"
  %".630" = icmp ugt i64 %".629", 0
  %".631" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endi...endif.2.endif.endif.endif:
  %".633" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".605", i32 0, i32 0
  %".634" = load i8*, i8** %".633"
  %".635" = call i8* @"NRT_MemInfo_data_fast"(i8* %".634")
  %".636" = bitcast i8* %".635" to {i64, i64, i8, i64}*
  %".637" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".636", i32 0, i32 3
  %".638" = getelementptr i64, i64* %".637", i64 %".617"
  %".639" = load i64, i64* %".638"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".590", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".590", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  %".641" = add nsw i64 %".604", %".639"
  store i64 %".641", i64* %"retptr"
  ret i32 0
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'IndexError'>, ('getitem out of range',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

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

declare i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".1", i8* %".2")

declare void @"llvm.memset.p0i8.i64"(i8* %".1", i8 %".2", i64 %".3", i1 %".4")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* noalias nocapture %".1")

!numba_args_may_always_need_nrt = !{ !0 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i1 1 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
