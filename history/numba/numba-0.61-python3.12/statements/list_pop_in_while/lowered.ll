; ModuleID = "list_pop_in_while"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements17list_pop_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases10statements17list_pop_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
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
  %"ys" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"ys"
  %"total.3" = alloca i64
  store i64 0, i64* %"total.3"
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %".47" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".47"
  %".65" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".65"
  %"total.1" = alloca i64
  store i64 0, i64* %"total.1"
  %".227" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".227"
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
B58:
  %".59" = load i64, i64* %"total.2"
  %".60" = mul nsw i64 %".59", 10
  %".61" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".63" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".63", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".63", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".65"
  store {i8*, i8*} %".63", {i8*, i8*}* %".65"
  %".69" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".70" = load i8*, i8** %".69"
  %".71" = call i8* @"NRT_MemInfo_data_fast"(i8* %".70")
  %".72" = bitcast i8* %".71" to {i64, i64, i8, i64}*
  %".73" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".72", i32 0, i32 0
  %".74" = load i64, i64* %".73"
  %".75" = icmp eq i64 %".74", 0
  br i1 %".75", label %"B58.if", label %"B58.endif", !prof !2
B130:
  %".239" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  %".241" = load i64, i64* %"total.1"
  %".242" = load i64, i64* %"total.2"
  store i64 %".241", i64* %"total.2"
  %".244" = load i64, i64* %"total.1"
  store i64 0, i64* %"total.1"
  br label %"B58"
B132:
  %".247" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".247", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".247", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"ys"
  %".250" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".252" = load i64, i64* %"total.1"
  store i64 0, i64* %"total.1"
  %".254" = load i64, i64* %"total.3"
  %".255" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  store i64 %".254", i64* %"retptr"
  ret i32 0
B0.if:
  store i64 0, i64* %"try_state"
  %".27" = load i64, i64* %"try_state"
  %".28" = icmp ugt i64 %".27", 0
  %".29" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".20", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".31" = xor i1 %".28", -1
  br i1 %".31", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".36" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".36", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".36", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  store {i8*, i8*} %"inserted.parent.1", {i8*, i8*}* %"ys"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  %".41" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  %".44" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".46" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".47"
  store {i8*, i8*} %".46", {i8*, i8*}* %".47"
  %".51" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".47", i32 0, i32 0
  %".52" = load i8*, i8** %".51"
  %".53" = call i8* @"NRT_MemInfo_data_fast"(i8* %".52")
  %".54" = bitcast i8* %".53" to {i64, i64, i8, i64}*
  %".55" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".54", i32 0, i32 0
  %".56" = load i64, i64* %".55"
  %".57" = icmp sgt i64 %".56", 0
  br i1 %".57", label %"B58", label %"B132"
B0.if.if:
  ret i32 %".11"
B0.if.endif:
  br label %"B0.endif"
B58.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".78" = load i64, i64* %"try_state"
  %".79" = icmp ugt i64 %".78", 0
  %".80" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.endif:
  %".82" = sub i64 %".74", 1
  %".83" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".84" = load i8*, i8** %".83"
  %".85" = call i8* @"NRT_MemInfo_data_fast"(i8* %".84")
  %".86" = bitcast i8* %".85" to {i64, i64, i8, i64}*
  %".87" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".86", i32 0, i32 3
  %".88" = getelementptr i64, i64* %".87", i64 %".82"
  %".89" = load i64, i64* %".88"
  %".90" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".91" = load i8*, i8** %".90"
  %".92" = call i8* @"NRT_MemInfo_data_fast"(i8* %".91")
  %".93" = bitcast i8* %".92" to {i64, i64, i8, i64}*
  %".94" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".93", i32 0, i32 3
  %".95" = getelementptr i64, i64* %".94", i64 %".82"
  %".96" = load i64, i64* %".95"
  %".97" = add i64 %".82", 1
  %".98" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".99" = load i8*, i8** %".98"
  %".100" = call i8* @"NRT_MemInfo_data_fast"(i8* %".99")
  %".101" = bitcast i8* %".100" to {i64, i64, i8, i64}*
  %".102" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".101", i32 0, i32 3
  %".103" = getelementptr i64, i64* %".102", i64 %".82"
  %".104" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".105" = load i8*, i8** %".104"
  %".106" = call i8* @"NRT_MemInfo_data_fast"(i8* %".105")
  %".107" = bitcast i8* %".106" to {i64, i64, i8, i64}*
  %".108" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".107", i32 0, i32 3
  %".109" = getelementptr i64, i64* %".108", i64 %".97"
  %".110" = ptrtoint i64* %".109" to i64
  %".111" = ptrtoint i64* %".103" to i64
  %".112" = sub i64 %".110", %".111"
  %".113" = bitcast i64* %".103" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".113", i8 0, i64 %".112", i1 0)
  %".115" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".116" = load i8*, i8** %".115"
  %".117" = call i8* @"NRT_MemInfo_data_fast"(i8* %".116")
  %".118" = bitcast i8* %".117" to {i64, i64, i8, i64}*
  %".119" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".118", i32 0, i32 1
  %".120" = load i64, i64* %".119"
  %".121" = icmp slt i64 %".120", %".82"
  %".122" = ashr i64 %".120", 2
  %".123" = icmp sgt i64 %".122", %".82"
  br i1 %".123", label %"B58.endif.if", label %"B58.endif.endif", !prof !2
B58.endif.if:
  %".125" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".82", i64 8)
  %".126" = extractvalue {i64, i1} %".125", 0
  %".127" = extractvalue {i64, i1} %".125", 1
  %".128" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".126", i64 24)
  %".129" = extractvalue {i64, i1} %".128", 0
  %".130" = extractvalue {i64, i1} %".128", 1
  %".131" = or i1 %".127", %".130"
  br i1 %".131", label %"B58.endif.if.if", label %"B58.endif.if.endif", !prof !2
B58.endif.endif:
  br i1 %".121", label %"B58.endif.endif.if", label %"B58.endif.endif.endif", !prof !2
B58.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".134" = load i64, i64* %"try_state"
  %".135" = icmp ugt i64 %".134", 0
  %".136" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.endif.if.endif:
  %".138" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".139" = load i8*, i8** %".138"
  %".140" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".139", i64 %".129")
  %".141" = icmp eq i8* null, %".140"
  br i1 %".141", label %"B58.endif.if.endif.if", label %"B58.endif.if.endif.endif", !prof !2
B58.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".144" = load i64, i64* %"try_state"
  %".145" = icmp ugt i64 %".144", 0
  %".146" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.endif.if.endif.endif:
  %".148" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".149" = load i8*, i8** %".148"
  %".150" = call i8* @"NRT_MemInfo_data_fast"(i8* %".149")
  %".151" = bitcast i8* %".150" to {i64, i64, i8, i64}*
  %".152" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".151", i32 0, i32 1
  store i64 %".82", i64* %".152"
  br label %"B58.endif.endif"
B58.endif.endif.if:
  %".156" = ashr i64 %".82", 2
  %".157" = add i64 %".82", %".156"
  %".158" = add i64 8, %".157"
  %".159" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".158", i64 8)
  %".160" = extractvalue {i64, i1} %".159", 0
  %".161" = extractvalue {i64, i1} %".159", 1
  %".162" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".160", i64 24)
  %".163" = extractvalue {i64, i1} %".162", 0
  %".164" = extractvalue {i64, i1} %".162", 1
  %".165" = or i1 %".161", %".164"
  br i1 %".165", label %"B58.endif.endif.if.if", label %"B58.endif.endif.if.endif", !prof !2
B58.endif.endif.endif:
  %".212" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".213" = load i8*, i8** %".212"
  %".214" = call i8* @"NRT_MemInfo_data_fast"(i8* %".213")
  %".215" = bitcast i8* %".214" to {i64, i64, i8, i64}*
  %".216" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".215", i32 0, i32 0
  store i64 %".82", i64* %".216"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".63", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".63", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %".219" = add nsw i64 %".60", %".89"
  %".221" = load i64, i64* %"total.1"
  store i64 %".219", i64* %"total.1"
  %".223" = load i64, i64* %"total.1"
  %".224" = load i64, i64* %"total.3"
  store i64 %".223", i64* %"total.3"
  %".226" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".227"
  store {i8*, i8*} %".226", {i8*, i8*}* %".227"
  %".231" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".227", i32 0, i32 0
  %".232" = load i8*, i8** %".231"
  %".233" = call i8* @"NRT_MemInfo_data_fast"(i8* %".232")
  %".234" = bitcast i8* %".233" to {i64, i64, i8, i64}*
  %".235" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".234", i32 0, i32 0
  %".236" = load i64, i64* %".235"
  %".237" = icmp sgt i64 %".236", 0
  br i1 %".237", label %"B130", label %"B132"
B58.endif.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".168" = load i64, i64* %"try_state"
  %".169" = icmp ugt i64 %".168", 0
  %".170" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.endif.endif.if.endif:
  %".172" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".173" = load i8*, i8** %".172"
  %".174" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".173", i64 %".163")
  %".175" = icmp eq i8* null, %".174"
  br i1 %".175", label %"B58.endif.endif.if.endif.if", label %"B58.endif.endif.if.endif.endif", !prof !2
B58.endif.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".178" = load i64, i64* %"try_state"
  %".179" = icmp ugt i64 %".178", 0
  %".180" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.endif.endif.if.endif.endif:
  %".182" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".183" = load i8*, i8** %".182"
  %".184" = call i8* @"NRT_MemInfo_data_fast"(i8* %".183")
  %".185" = bitcast i8* %".184" to {i64, i64, i8, i64}*
  %".186" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".185", i32 0, i32 1
  store i64 %".158", i64* %".186"
  %".188" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".189" = load i8*, i8** %".188"
  %".190" = call i8* @"NRT_MemInfo_data_fast"(i8* %".189")
  %".191" = bitcast i8* %".190" to {i64, i64, i8, i64}*
  %".192" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".191", i32 0, i32 0
  %".193" = load i64, i64* %".192"
  %".194" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".195" = load i8*, i8** %".194"
  %".196" = call i8* @"NRT_MemInfo_data_fast"(i8* %".195")
  %".197" = bitcast i8* %".196" to {i64, i64, i8, i64}*
  %".198" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".197", i32 0, i32 3
  %".199" = getelementptr i64, i64* %".198", i64 %".193"
  %".200" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".65", i32 0, i32 0
  %".201" = load i8*, i8** %".200"
  %".202" = call i8* @"NRT_MemInfo_data_fast"(i8* %".201")
  %".203" = bitcast i8* %".202" to {i64, i64, i8, i64}*
  %".204" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".203", i32 0, i32 3
  %".205" = getelementptr i64, i64* %".204", i64 %".158"
  %".206" = ptrtoint i64* %".205" to i64
  %".207" = ptrtoint i64* %".199" to i64
  %".208" = sub i64 %".206", %".207"
  %".209" = bitcast i64* %".199" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".209", i8 0, i64 %".208", i1 0)
  br label %"B58.endif.endif.endif"
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

!numba_args_may_always_need_nrt = !{ !0, !1 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases10statements17list_pop_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ i1 1 }
