; ModuleID = "list_pop_in_while"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

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
  %".63" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".63"
  %".223" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".223"
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
B76:
  %".59" = load i64, i64* %"total.2"
  %".60" = mul nsw i64 %".59", 10
  %".61" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".61", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".61", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".63"
  store {i8*, i8*} %".61", {i8*, i8*}* %".63"
  %".67" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".68" = load i8*, i8** %".67"
  %".69" = call i8* @"NRT_MemInfo_data_fast"(i8* %".68")
  %".70" = bitcast i8* %".69" to {i64, i64, i8, i64}*
  %".71" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71"
  %".73" = icmp eq i64 %".72", 0
  br i1 %".73", label %"B76.if", label %"B76.endif", !prof !2
B166:
  %".235" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".235", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".235", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"ys"
  %".238" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".240" = load i64, i64* %"total.3"
  %".241" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  store i64 %".240", i64* %"retptr"
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
  br i1 %".57", label %"B76", label %"B166"
B0.if.if:
  ret i32 %".11"
B0.if.endif:
  br label %"B0.endif"
B76.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".76" = load i64, i64* %"try_state"
  %".77" = icmp ugt i64 %".76", 0
  %".78" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B76.endif:
  %".80" = sub i64 %".72", 1
  %".81" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".82" = load i8*, i8** %".81"
  %".83" = call i8* @"NRT_MemInfo_data_fast"(i8* %".82")
  %".84" = bitcast i8* %".83" to {i64, i64, i8, i64}*
  %".85" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".84", i32 0, i32 3
  %".86" = getelementptr i64, i64* %".85", i64 %".80"
  %".87" = load i64, i64* %".86"
  %".88" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".89" = load i8*, i8** %".88"
  %".90" = call i8* @"NRT_MemInfo_data_fast"(i8* %".89")
  %".91" = bitcast i8* %".90" to {i64, i64, i8, i64}*
  %".92" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".91", i32 0, i32 3
  %".93" = getelementptr i64, i64* %".92", i64 %".80"
  %".94" = load i64, i64* %".93"
  %".95" = add i64 %".80", 1
  %".96" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".97" = load i8*, i8** %".96"
  %".98" = call i8* @"NRT_MemInfo_data_fast"(i8* %".97")
  %".99" = bitcast i8* %".98" to {i64, i64, i8, i64}*
  %".100" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".99", i32 0, i32 3
  %".101" = getelementptr i64, i64* %".100", i64 %".80"
  %".102" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".103" = load i8*, i8** %".102"
  %".104" = call i8* @"NRT_MemInfo_data_fast"(i8* %".103")
  %".105" = bitcast i8* %".104" to {i64, i64, i8, i64}*
  %".106" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".105", i32 0, i32 3
  %".107" = getelementptr i64, i64* %".106", i64 %".95"
  %".108" = ptrtoint i64* %".107" to i64
  %".109" = ptrtoint i64* %".101" to i64
  %".110" = sub i64 %".108", %".109"
  %".111" = bitcast i64* %".101" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".111", i8 0, i64 %".110", i1 0)
  %".113" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".114" = load i8*, i8** %".113"
  %".115" = call i8* @"NRT_MemInfo_data_fast"(i8* %".114")
  %".116" = bitcast i8* %".115" to {i64, i64, i8, i64}*
  %".117" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".116", i32 0, i32 1
  %".118" = load i64, i64* %".117"
  %".119" = icmp slt i64 %".118", %".80"
  %".120" = ashr i64 %".118", 2
  %".121" = icmp sgt i64 %".120", %".80"
  br i1 %".121", label %"B76.endif.if", label %"B76.endif.endif", !prof !2
B76.endif.if:
  %".123" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".80", i64 8)
  %".124" = extractvalue {i64, i1} %".123", 0
  %".125" = extractvalue {i64, i1} %".123", 1
  %".126" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".124", i64 24)
  %".127" = extractvalue {i64, i1} %".126", 0
  %".128" = extractvalue {i64, i1} %".126", 1
  %".129" = or i1 %".125", %".128"
  br i1 %".129", label %"B76.endif.if.if", label %"B76.endif.if.endif", !prof !2
B76.endif.endif:
  br i1 %".119", label %"B76.endif.endif.if", label %"B76.endif.endif.endif", !prof !2
B76.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".132" = load i64, i64* %"try_state"
  %".133" = icmp ugt i64 %".132", 0
  %".134" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B76.endif.if.endif:
  %".136" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".137" = load i8*, i8** %".136"
  %".138" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".137", i64 %".127")
  %".139" = icmp eq i8* null, %".138"
  br i1 %".139", label %"B76.endif.if.endif.if", label %"B76.endif.if.endif.endif", !prof !2
B76.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".142" = load i64, i64* %"try_state"
  %".143" = icmp ugt i64 %".142", 0
  %".144" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B76.endif.if.endif.endif:
  %".146" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".147" = load i8*, i8** %".146"
  %".148" = call i8* @"NRT_MemInfo_data_fast"(i8* %".147")
  %".149" = bitcast i8* %".148" to {i64, i64, i8, i64}*
  %".150" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".149", i32 0, i32 1
  store i64 %".80", i64* %".150"
  br label %"B76.endif.endif"
B76.endif.endif.if:
  %".154" = ashr i64 %".80", 2
  %".155" = add i64 %".80", %".154"
  %".156" = add i64 8, %".155"
  %".157" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".156", i64 8)
  %".158" = extractvalue {i64, i1} %".157", 0
  %".159" = extractvalue {i64, i1} %".157", 1
  %".160" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".158", i64 24)
  %".161" = extractvalue {i64, i1} %".160", 0
  %".162" = extractvalue {i64, i1} %".160", 1
  %".163" = or i1 %".159", %".162"
  br i1 %".163", label %"B76.endif.endif.if.if", label %"B76.endif.endif.if.endif", !prof !2
B76.endif.endif.endif:
  %".210" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".211" = load i8*, i8** %".210"
  %".212" = call i8* @"NRT_MemInfo_data_fast"(i8* %".211")
  %".213" = bitcast i8* %".212" to {i64, i64, i8, i64}*
  %".214" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".213", i32 0, i32 0
  store i64 %".80", i64* %".214"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".61", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".61", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %".217" = add nsw i64 %".60", %".87"
  %".218" = load i64, i64* %"total.3"
  store i64 %".217", i64* %"total.3"
  %".220" = load i64, i64* %"total.2"
  store i64 %".217", i64* %"total.2"
  %".222" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".223"
  store {i8*, i8*} %".222", {i8*, i8*}* %".223"
  %".227" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".223", i32 0, i32 0
  %".228" = load i8*, i8** %".227"
  %".229" = call i8* @"NRT_MemInfo_data_fast"(i8* %".228")
  %".230" = bitcast i8* %".229" to {i64, i64, i8, i64}*
  %".231" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".230", i32 0, i32 0
  %".232" = load i64, i64* %".231"
  %".233" = icmp sgt i64 %".232", 0
  br i1 %".233", label %"B76", label %"B166"
B76.endif.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".166" = load i64, i64* %"try_state"
  %".167" = icmp ugt i64 %".166", 0
  %".168" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B76.endif.endif.if.endif:
  %".170" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".171" = load i8*, i8** %".170"
  %".172" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".171", i64 %".161")
  %".173" = icmp eq i8* null, %".172"
  br i1 %".173", label %"B76.endif.endif.if.endif.if", label %"B76.endif.endif.if.endif.endif", !prof !2
B76.endif.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".176" = load i64, i64* %"try_state"
  %".177" = icmp ugt i64 %".176", 0
  %".178" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B76.endif.endif.if.endif.endif:
  %".180" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".181" = load i8*, i8** %".180"
  %".182" = call i8* @"NRT_MemInfo_data_fast"(i8* %".181")
  %".183" = bitcast i8* %".182" to {i64, i64, i8, i64}*
  %".184" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".183", i32 0, i32 1
  store i64 %".156", i64* %".184"
  %".186" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".187" = load i8*, i8** %".186"
  %".188" = call i8* @"NRT_MemInfo_data_fast"(i8* %".187")
  %".189" = bitcast i8* %".188" to {i64, i64, i8, i64}*
  %".190" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".189", i32 0, i32 0
  %".191" = load i64, i64* %".190"
  %".192" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".193" = load i8*, i8** %".192"
  %".194" = call i8* @"NRT_MemInfo_data_fast"(i8* %".193")
  %".195" = bitcast i8* %".194" to {i64, i64, i8, i64}*
  %".196" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".195", i32 0, i32 3
  %".197" = getelementptr i64, i64* %".196", i64 %".191"
  %".198" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".63", i32 0, i32 0
  %".199" = load i8*, i8** %".198"
  %".200" = call i8* @"NRT_MemInfo_data_fast"(i8* %".199")
  %".201" = bitcast i8* %".200" to {i64, i64, i8, i64}*
  %".202" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".201", i32 0, i32 3
  %".203" = getelementptr i64, i64* %".202", i64 %".156"
  %".204" = ptrtoint i64* %".203" to i64
  %".205" = ptrtoint i64* %".197" to i64
  %".206" = sub i64 %".204", %".205"
  %".207" = bitcast i64* %".197" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".207", i8 0, i64 %".206", i1 0)
  br label %"B76.endif.endif.endif"
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
