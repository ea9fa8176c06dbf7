; ModuleID = "list_pop"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %".7" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".37" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".37"
  %".192" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".192"
  %".364" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".364"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".7"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %"inserted.parent", 1
  %".11" = call i32 @"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* %".7", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.1", i8* %"extracted.parent.1")
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
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %".22", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %".23", 1
  br i1 %".18", label %"B0.if", label %"B0.endif", !prof !2
B0.if:
  store i64 0, i64* %"try_state"
  %".27" = load i64, i64* %"try_state"
  %".28" = icmp ugt i64 %".27", 0
  %".29" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".20", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".31" = xor i1 %".28", -1
  br i1 %".31", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".37"
  store {i8*, i8*} %"inserted.parent.1", {i8*, i8*}* %".37"
  %".41" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".42" = load i8*, i8** %".41"
  %".43" = call i8* @"NRT_MemInfo_data_fast"(i8* %".42")
  %".44" = bitcast i8* %".43" to {i64, i64, i8, i64}*
  %".45" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".44", i32 0, i32 0
  %".46" = load i64, i64* %".45"
  %".47" = icmp eq i64 %".46", 0
  br i1 %".47", label %"B0.endif.if", label %"B0.endif.endif", !prof !2
B0.if.if:
  ret i32 %".11"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".50" = load i64, i64* %"try_state"
  %".51" = icmp ugt i64 %".50", 0
  %".52" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif:
  %".54" = sub i64 %".46", 1
  %".55" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".56" = load i8*, i8** %".55"
  %".57" = call i8* @"NRT_MemInfo_data_fast"(i8* %".56")
  %".58" = bitcast i8* %".57" to {i64, i64, i8, i64}*
  %".59" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".58", i32 0, i32 3
  %".60" = getelementptr i64, i64* %".59", i64 %".54"
  %".61" = load i64, i64* %".60"
  %".62" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".63" = load i8*, i8** %".62"
  %".64" = call i8* @"NRT_MemInfo_data_fast"(i8* %".63")
  %".65" = bitcast i8* %".64" to {i64, i64, i8, i64}*
  %".66" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".65", i32 0, i32 3
  %".67" = getelementptr i64, i64* %".66", i64 %".54"
  %".68" = load i64, i64* %".67"
  %".69" = add i64 %".54", 1
  %".70" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".71" = load i8*, i8** %".70"
  %".72" = call i8* @"NRT_MemInfo_data_fast"(i8* %".71")
  %".73" = bitcast i8* %".72" to {i64, i64, i8, i64}*
  %".74" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".73", i32 0, i32 3
  %".75" = getelementptr i64, i64* %".74", i64 %".54"
  %".76" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".77" = load i8*, i8** %".76"
  %".78" = call i8* @"NRT_MemInfo_data_fast"(i8* %".77")
  %".79" = bitcast i8* %".78" to {i64, i64, i8, i64}*
  %".80" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".79", i32 0, i32 3
  %".81" = getelementptr i64, i64* %".80", i64 %".69"
  %".82" = ptrtoint i64* %".81" to i64
  %".83" = ptrtoint i64* %".75" to i64
  %".84" = sub i64 %".82", %".83"
  %".85" = bitcast i64* %".75" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".85", i8 0, i64 %".84", i1 0)
  %".87" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".88" = load i8*, i8** %".87"
  %".89" = call i8* @"NRT_MemInfo_data_fast"(i8* %".88")
  %".90" = bitcast i8* %".89" to {i64, i64, i8, i64}*
  %".91" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".90", i32 0, i32 1
  %".92" = load i64, i64* %".91"
  %".93" = icmp slt i64 %".92", %".54"
  %".94" = ashr i64 %".92", 2
  %".95" = icmp sgt i64 %".94", %".54"
  br i1 %".95", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !2
B0.endif.endif.if:
  %".97" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".54", i64 8)
  %".98" = extractvalue {i64, i1} %".97", 0
  %".99" = extractvalue {i64, i1} %".97", 1
  %".100" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".98", i64 24)
  %".101" = extractvalue {i64, i1} %".100", 0
  %".102" = extractvalue {i64, i1} %".100", 1
  %".103" = or i1 %".99", %".102"
  br i1 %".103", label %"B0.endif.endif.if.if", label %"B0.endif.endif.if.endif", !prof !2
B0.endif.endif.endif:
  br i1 %".93", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !2
B0.endif.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".106" = load i64, i64* %"try_state"
  %".107" = icmp ugt i64 %".106", 0
  %".108" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.if.endif:
  %".110" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".111" = load i8*, i8** %".110"
  %".112" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".111", i64 %".101")
  %".113" = icmp eq i8* null, %".112"
  br i1 %".113", label %"B0.endif.endif.if.endif.if", label %"B0.endif.endif.if.endif.endif", !prof !2
B0.endif.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".116" = load i64, i64* %"try_state"
  %".117" = icmp ugt i64 %".116", 0
  %".118" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.if.endif.endif:
  %".120" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".121" = load i8*, i8** %".120"
  %".122" = call i8* @"NRT_MemInfo_data_fast"(i8* %".121")
  %".123" = bitcast i8* %".122" to {i64, i64, i8, i64}*
  %".124" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".123", i32 0, i32 1
  store i64 %".54", i64* %".124"
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif.if:
  %".128" = ashr i64 %".54", 2
  %".129" = add i64 %".54", %".128"
  %".130" = add i64 8, %".129"
  %".131" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".130", i64 8)
  %".132" = extractvalue {i64, i1} %".131", 0
  %".133" = extractvalue {i64, i1} %".131", 1
  %".134" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".132", i64 24)
  %".135" = extractvalue {i64, i1} %".134", 0
  %".136" = extractvalue {i64, i1} %".134", 1
  %".137" = or i1 %".133", %".136"
  br i1 %".137", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.endif", !prof !2
B0.endif.endif.endif.endif:
  %".184" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".185" = load i8*, i8** %".184"
  %".186" = call i8* @"NRT_MemInfo_data_fast"(i8* %".185")
  %".187" = bitcast i8* %".186" to {i64, i64, i8, i64}*
  %".188" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".187", i32 0, i32 0
  store i64 %".54", i64* %".188"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".192"
  store {i8*, i8*} %"inserted.parent.1", {i8*, i8*}* %".192"
  %".196" = icmp slt i64 0, 0
  %".197" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".198" = load i8*, i8** %".197"
  %".199" = call i8* @"NRT_MemInfo_data_fast"(i8* %".198")
  %".200" = bitcast i8* %".199" to {i64, i64, i8, i64}*
  %".201" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".200", i32 0, i32 0
  %".202" = load i64, i64* %".201"
  %".203" = add i64 0, %".202"
  %".204" = select  i1 %".196", i64 %".203", i64 0
  %".205" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".206" = load i8*, i8** %".205"
  %".207" = call i8* @"NRT_MemInfo_data_fast"(i8* %".206")
  %".208" = bitcast i8* %".207" to {i64, i64, i8, i64}*
  %".209" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".208", i32 0, i32 0
  %".210" = load i64, i64* %".209"
  %".211" = icmp eq i64 %".210", 0
  br i1 %".211", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif", !prof !2
B0.endif.endif.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".140" = load i64, i64* %"try_state"
  %".141" = icmp ugt i64 %".140", 0
  %".142" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.if.endif:
  %".144" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".145" = load i8*, i8** %".144"
  %".146" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".145", i64 %".135")
  %".147" = icmp eq i8* null, %".146"
  br i1 %".147", label %"B0.endif.endif.endif.if.endif.if", label %"B0.endif.endif.endif.if.endif.endif", !prof !2
B0.endif.endif.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".150" = load i64, i64* %"try_state"
  %".151" = icmp ugt i64 %".150", 0
  %".152" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.if.endif.endif:
  %".154" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".155" = load i8*, i8** %".154"
  %".156" = call i8* @"NRT_MemInfo_data_fast"(i8* %".155")
  %".157" = bitcast i8* %".156" to {i64, i64, i8, i64}*
  %".158" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".157", i32 0, i32 1
  store i64 %".130", i64* %".158"
  %".160" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".161" = load i8*, i8** %".160"
  %".162" = call i8* @"NRT_MemInfo_data_fast"(i8* %".161")
  %".163" = bitcast i8* %".162" to {i64, i64, i8, i64}*
  %".164" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".163", i32 0, i32 0
  %".165" = load i64, i64* %".164"
  %".166" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".167" = load i8*, i8** %".166"
  %".168" = call i8* @"NRT_MemInfo_data_fast"(i8* %".167")
  %".169" = bitcast i8* %".168" to {i64, i64, i8, i64}*
  %".170" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".169", i32 0, i32 3
  %".171" = getelementptr i64, i64* %".170", i64 %".165"
  %".172" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".37", i32 0, i32 0
  %".173" = load i8*, i8** %".172"
  %".174" = call i8* @"NRT_MemInfo_data_fast"(i8* %".173")
  %".175" = bitcast i8* %".174" to {i64, i64, i8, i64}*
  %".176" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".175", i32 0, i32 3
  %".177" = getelementptr i64, i64* %".176", i64 %".130"
  %".178" = ptrtoint i64* %".177" to i64
  %".179" = ptrtoint i64* %".171" to i64
  %".180" = sub i64 %".178", %".179"
  %".181" = bitcast i64* %".171" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".181", i8 0, i64 %".180", i1 0)
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".214" = load i64, i64* %"try_state"
  %".215" = icmp ugt i64 %".214", 0
  %".216" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif.endif:
  %".218" = icmp slt i64 %".204", 0
  %".219" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".220" = load i8*, i8** %".219"
  %".221" = call i8* @"NRT_MemInfo_data_fast"(i8* %".220")
  %".222" = bitcast i8* %".221" to {i64, i64, i8, i64}*
  %".223" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".222", i32 0, i32 0
  %".224" = load i64, i64* %".223"
  %".225" = icmp sge i64 %".204", %".224"
  %".226" = or i1 %".218", %".225"
  br i1 %".226", label %"B0.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif", !prof !2
B0.endif.endif.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".229" = load i64, i64* %"try_state"
  %".230" = icmp ugt i64 %".229", 0
  %".231" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif.endif.endif:
  %".233" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".234" = load i8*, i8** %".233"
  %".235" = call i8* @"NRT_MemInfo_data_fast"(i8* %".234")
  %".236" = bitcast i8* %".235" to {i64, i64, i8, i64}*
  %".237" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".236", i32 0, i32 3
  %".238" = getelementptr i64, i64* %".237", i64 %".204"
  %".239" = load i64, i64* %".238"
  %".240" = sub i64 %".210", 1
  %".241" = add i64 %".204", 1
  %".242" = sub i64 %".240", %".204"
  %".243" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".244" = load i8*, i8** %".243"
  %".245" = call i8* @"NRT_MemInfo_data_fast"(i8* %".244")
  %".246" = bitcast i8* %".245" to {i64, i64, i8, i64}*
  %".247" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".246", i32 0, i32 3
  %".248" = getelementptr i64, i64* %".247", i64 %".204"
  %".249" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".250" = load i8*, i8** %".249"
  %".251" = call i8* @"NRT_MemInfo_data_fast"(i8* %".250")
  %".252" = bitcast i8* %".251" to {i64, i64, i8, i64}*
  %".253" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".252", i32 0, i32 3
  %".254" = getelementptr i64, i64* %".253", i64 %".241"
  %".255" = bitcast i64* %".248" to i8*
  %".256" = bitcast i64* %".254" to i8*
  %".257" = mul i64 %".242", 8
  call void @"llvm.memmove.p0i8.p0i8.i64"(i8* %".255", i8* %".256", i64 %".257", i1 0)
  %".259" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".260" = load i8*, i8** %".259"
  %".261" = call i8* @"NRT_MemInfo_data_fast"(i8* %".260")
  %".262" = bitcast i8* %".261" to {i64, i64, i8, i64}*
  %".263" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".262", i32 0, i32 1
  %".264" = load i64, i64* %".263"
  %".265" = icmp slt i64 %".264", %".240"
  %".266" = ashr i64 %".264", 2
  %".267" = icmp sgt i64 %".266", %".240"
  br i1 %".267", label %"B0.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif", !prof !2
B0.endif.endif.endif.endif.endif.endif.if:
  %".269" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".240", i64 8)
  %".270" = extractvalue {i64, i1} %".269", 0
  %".271" = extractvalue {i64, i1} %".269", 1
  %".272" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".270", i64 24)
  %".273" = extractvalue {i64, i1} %".272", 0
  %".274" = extractvalue {i64, i1} %".272", 1
  %".275" = or i1 %".271", %".274"
  br i1 %".275", label %"B0.endif.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.endif.if.endif", !prof !2
B0.endif.endif.endif.endif.endif.endif.endif:
  br i1 %".265", label %"B0.endif.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif", !prof !2
B0.endif.endif.endif.endif.endif.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".278" = load i64, i64* %"try_state"
  %".279" = icmp ugt i64 %".278", 0
  %".280" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif.endif.endif.if.endif:
  %".282" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".283" = load i8*, i8** %".282"
  %".284" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".283", i64 %".273")
  %".285" = icmp eq i8* null, %".284"
  br i1 %".285", label %"B0.endif.endif.endif.endif.endif.endif.if.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.if.endif.endif", !prof !2
B0.endif.endif.endif.endif.endif.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".288" = load i64, i64* %"try_state"
  %".289" = icmp ugt i64 %".288", 0
  %".290" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif.endif.endif.if.endif.endif:
  %".292" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".293" = load i8*, i8** %".292"
  %".294" = call i8* @"NRT_MemInfo_data_fast"(i8* %".293")
  %".295" = bitcast i8* %".294" to {i64, i64, i8, i64}*
  %".296" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".295", i32 0, i32 1
  store i64 %".240", i64* %".296"
  br label %"B0.endif.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.endif.if:
  %".300" = ashr i64 %".240", 2
  %".301" = add i64 %".240", %".300"
  %".302" = add i64 8, %".301"
  %".303" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".302", i64 8)
  %".304" = extractvalue {i64, i1} %".303", 0
  %".305" = extractvalue {i64, i1} %".303", 1
  %".306" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".304", i64 24)
  %".307" = extractvalue {i64, i1} %".306", 0
  %".308" = extractvalue {i64, i1} %".306", 1
  %".309" = or i1 %".305", %".308"
  br i1 %".309", label %"B0.endif.endif.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.if.endif", !prof !2
B0.endif.endif.endif.endif.endif.endif.endif.endif:
  %".356" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".357" = load i8*, i8** %".356"
  %".358" = call i8* @"NRT_MemInfo_data_fast"(i8* %".357")
  %".359" = bitcast i8* %".358" to {i64, i64, i8, i64}*
  %".360" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".359", i32 0, i32 0
  store i64 %".240", i64* %".360"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  %".363" = sub nsw i64 %".61", %".239"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".364"
  store {i8*, i8*} %"inserted.parent.1", {i8*, i8*}* %".364"
  %".368" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".369" = load i8*, i8** %".368"
  %".370" = call i8* @"NRT_MemInfo_data_fast"(i8* %".369")
  %".371" = bitcast i8* %".370" to {i64, i64, i8, i64}*
  %".372" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".371", i32 0, i32 0
  %".373" = load i64, i64* %".372"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  %".375" = add nsw i64 %".363", %".373"
  store i64 %".375", i64* %"retptr"
  ret i32 0
B0.endif.endif.endif.endif.endif.endif.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".312" = load i64, i64* %"try_state"
  %".313" = icmp ugt i64 %".312", 0
  %".314" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif.endif.endif.endif.if.endif:
  %".316" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".317" = load i8*, i8** %".316"
  %".318" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".317", i64 %".307")
  %".319" = icmp eq i8* null, %".318"
  br i1 %".319", label %"B0.endif.endif.endif.endi...if", label %"B0.endif.endif.endif.endi...endif", !prof !2
B0.endif.endif.endif.endi...if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".322" = load i64, i64* %"try_state"
  %".323" = icmp ugt i64 %".322", 0
  %".324" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endi...endif:
  %".326" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".327" = load i8*, i8** %".326"
  %".328" = call i8* @"NRT_MemInfo_data_fast"(i8* %".327")
  %".329" = bitcast i8* %".328" to {i64, i64, i8, i64}*
  %".330" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".329", i32 0, i32 1
  store i64 %".302", i64* %".330"
  %".332" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".333" = load i8*, i8** %".332"
  %".334" = call i8* @"NRT_MemInfo_data_fast"(i8* %".333")
  %".335" = bitcast i8* %".334" to {i64, i64, i8, i64}*
  %".336" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".335", i32 0, i32 0
  %".337" = load i64, i64* %".336"
  %".338" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".339" = load i8*, i8** %".338"
  %".340" = call i8* @"NRT_MemInfo_data_fast"(i8* %".339")
  %".341" = bitcast i8* %".340" to {i64, i64, i8, i64}*
  %".342" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".341", i32 0, i32 3
  %".343" = getelementptr i64, i64* %".342", i64 %".337"
  %".344" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".192", i32 0, i32 0
  %".345" = load i8*, i8** %".344"
  %".346" = call i8* @"NRT_MemInfo_data_fast"(i8* %".345")
  %".347" = bitcast i8* %".346" to {i64, i64, i8, i64}*
  %".348" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".347", i32 0, i32 3
  %".349" = getelementptr i64, i64* %".348", i64 %".302"
  %".350" = ptrtoint i64* %".349" to i64
  %".351" = ptrtoint i64* %".343" to i64
  %".352" = sub i64 %".350", %".351"
  %".353" = bitcast i64* %".343" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".353", i8 0, i64 %".352", i1 0)
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.iterable.0", i8* %"arg.iterable.1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'IndexError'>, ('pop from empty list',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"llvm.memset.p0i8.i64"(i8* %".1", i8 %".2", i64 %".3", i1 %".4")

declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'IndexError'>, ('pop index out of range',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
declare void @"llvm.memmove.p0i8.p0i8.i64"(i8* %".1", i8* %".2", i64 %".3", i1 %".4")

!numba_args_may_always_need_nrt = !{ !0, !1 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ i1 1 }
