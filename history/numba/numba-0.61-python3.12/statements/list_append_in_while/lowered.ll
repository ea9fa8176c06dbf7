; ModuleID = "list_append_in_while"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca i1
  store i1 0, i1* %".5"
  %".8" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".8"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"out" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"out"
  %"i.2" = alloca i64
  store i64 0, i64* %"i.2"
  %".106" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".106"
  %"i.1" = alloca i64
  store i64 0, i64* %"i.1"
  br label %"B0"
B0:
  store i1 1, i1* %".5"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".8"
  %".11" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".12" = extractvalue {i64, i1} %".11", 0
  %".13" = extractvalue {i64, i1} %".11", 1
  %".14" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".12", i64 24)
  %".15" = extractvalue {i64, i1} %".14", 0
  %".16" = extractvalue {i64, i1} %".14", 1
  %".17" = or i1 %".13", %".16"
  br i1 %".17", label %"B0.if", label %"B0.endif", !prof !0
B22:
  %".103" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".103", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".103", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %".105" = load i64, i64* %"i.2"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".106"
  store {i8*, i8*} %".103", {i8*, i8*}* %".106"
  %".110" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".111" = load i8*, i8** %".110"
  %".112" = call i8* @"NRT_MemInfo_data_fast"(i8* %".111")
  %".113" = bitcast i8* %".112" to {i64, i64, i8, i64}*
  %".114" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".113", i32 0, i32 0
  %".115" = load i64, i64* %".114"
  %".116" = add i64 %".115", 1
  %".117" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".118" = load i8*, i8** %".117"
  %".119" = call i8* @"NRT_MemInfo_data_fast"(i8* %".118")
  %".120" = bitcast i8* %".119" to {i64, i64, i8, i64}*
  %".121" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".120", i32 0, i32 1
  %".122" = load i64, i64* %".121"
  %".123" = icmp slt i64 %".122", %".116"
  %".124" = ashr i64 %".122", 2
  %".125" = icmp sgt i64 %".124", %".116"
  br i1 %".125", label %"B22.if", label %"B22.endif", !prof !0
B76:
  %".245" = load i64, i64* %"i.1"
  %".246" = load i64, i64* %"i.2"
  store i64 %".245", i64* %"i.2"
  %".248" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  br label %"B22"
B78:
  %".251" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".253" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  %".255" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".255", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".255", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".257" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".257", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".257", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"out"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".255", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".255", 1
  %".260" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.5", 0
  %".261" = insertvalue {i8*, i8*} %".260", i8* %"extracted.parent.5", 1
  store {i8*, i8*} %".261", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store i1 0, i1* %".5"
  br label %"B0.endif"
B0.endif:
  %".21" = load i1, i1* %".5"
  br i1 %".21", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.endif.if:
  %".23" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".24" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".15", i8* %".23")
  %".25" = icmp eq i8* null, %".24"
  br i1 %".25", label %"B0.endif.if.if", label %"B0.endif.if.else", !prof !0
B0.endif.endif:
  %".77" = load i1, i1* %".5"
  %".78" = xor i1 %".77", -1
  br i1 %".78", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.if.if:
  store i1 0, i1* %".5"
  br label %"B0.endif.if.endif"
B0.endif.if.else:
  %".29" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  store i8* %".24", i8** %".29"
  %".31" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 1
  store i8* null, i8** %".31"
  %".33" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".34" = load i8*, i8** %".33"
  %".35" = call i8* @"NRT_MemInfo_data_fast"(i8* %".34")
  %".36" = bitcast i8* %".35" to {i64, i64, i8, i64}*
  %".37" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".36", i32 0, i32 1
  store i64 0, i64* %".37"
  %".39" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".40" = load i8*, i8** %".39"
  %".41" = call i8* @"NRT_MemInfo_data_fast"(i8* %".40")
  %".42" = bitcast i8* %".41" to {i64, i64, i8, i64}*
  %".43" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".42", i32 0, i32 0
  store i64 0, i64* %".43"
  %".45" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".46" = load i8*, i8** %".45"
  %".47" = call i8* @"NRT_MemInfo_data_fast"(i8* %".46")
  %".48" = bitcast i8* %".47" to {i64, i64, i8, i64}*
  %".49" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".48", i32 0, i32 2
  %".50" = zext i1 0 to i8
  store i8 %".50", i8* %".49"
  %".52" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".53" = load i8*, i8** %".52"
  %".54" = call i8* @"NRT_MemInfo_data_fast"(i8* %".53")
  %".55" = bitcast i8* %".54" to {i64, i64, i8, i64}*
  %".56" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".55", i32 0, i32 0
  %".57" = load i64, i64* %".56"
  %".58" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".59" = load i8*, i8** %".58"
  %".60" = call i8* @"NRT_MemInfo_data_fast"(i8* %".59")
  %".61" = bitcast i8* %".60" to {i64, i64, i8, i64}*
  %".62" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".61", i32 0, i32 3
  %".63" = getelementptr i64, i64* %".62", i64 0
  %".64" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".65" = load i8*, i8** %".64"
  %".66" = call i8* @"NRT_MemInfo_data_fast"(i8* %".65")
  %".67" = bitcast i8* %".66" to {i64, i64, i8, i64}*
  %".68" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".67", i32 0, i32 3
  %".69" = getelementptr i64, i64* %".68", i64 0
  %".70" = ptrtoint i64* %".69" to i64
  %".71" = ptrtoint i64* %".63" to i64
  %".72" = sub i64 %".70", %".71"
  %".73" = bitcast i64* %".63" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".73", i8 0, i64 %".72", i1 0)
  br label %"B0.endif.if.endif"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".83" = load i64, i64* %"try_state"
  %".84" = icmp ugt i64 %".83", 0
  %".85" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  %".87" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".88" = load i8*, i8** %".87"
  %".89" = call i8* @"NRT_MemInfo_data_fast"(i8* %".88")
  %".90" = bitcast i8* %".89" to {i64, i64, i8, i64}*
  %".91" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".90", i32 0, i32 0
  store i64 0, i64* %".91"
  %".93" = load {i8*, i8*}, {i8*, i8*}* %".8"
  %".95" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".95", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".95", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo")
  store {i8*, i8*} %".93", {i8*, i8*}* %"out"
  %".99" = load i64, i64* %"i.2"
  store i64 %"arg.n", i64* %"i.2"
  %".101" = icmp sgt i64 %"arg.n", 0
  br i1 %".101", label %"B22", label %"B78"
B22.if:
  %".127" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".116", i64 8)
  %".128" = extractvalue {i64, i1} %".127", 0
  %".129" = extractvalue {i64, i1} %".127", 1
  %".130" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".128", i64 24)
  %".131" = extractvalue {i64, i1} %".130", 0
  %".132" = extractvalue {i64, i1} %".130", 1
  %".133" = or i1 %".129", %".132"
  br i1 %".133", label %"B22.if.if", label %"B22.if.endif", !prof !0
B22.endif:
  br i1 %".123", label %"B22.endif.if", label %"B22.endif.endif", !prof !0
B22.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".136" = load i64, i64* %"try_state"
  %".137" = icmp ugt i64 %".136", 0
  %".138" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B22.if.endif:
  %".140" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".141" = load i8*, i8** %".140"
  %".142" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".141", i64 %".131")
  %".143" = icmp eq i8* null, %".142"
  br i1 %".143", label %"B22.if.endif.if", label %"B22.if.endif.endif", !prof !0
B22.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".146" = load i64, i64* %"try_state"
  %".147" = icmp ugt i64 %".146", 0
  %".148" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B22.if.endif.endif:
  %".150" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".151" = load i8*, i8** %".150"
  %".152" = call i8* @"NRT_MemInfo_data_fast"(i8* %".151")
  %".153" = bitcast i8* %".152" to {i64, i64, i8, i64}*
  %".154" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".153", i32 0, i32 1
  store i64 %".116", i64* %".154"
  br label %"B22.endif"
B22.endif.if:
  %".158" = ashr i64 %".116", 2
  %".159" = add i64 %".116", %".158"
  %".160" = add i64 8, %".159"
  %".161" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".160", i64 8)
  %".162" = extractvalue {i64, i1} %".161", 0
  %".163" = extractvalue {i64, i1} %".161", 1
  %".164" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".162", i64 24)
  %".165" = extractvalue {i64, i1} %".164", 0
  %".166" = extractvalue {i64, i1} %".164", 1
  %".167" = or i1 %".163", %".166"
  br i1 %".167", label %"B22.endif.if.if", label %"B22.endif.if.endif", !prof !0
B22.endif.endif:
  %".214" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".215" = load i8*, i8** %".214"
  %".216" = call i8* @"NRT_MemInfo_data_fast"(i8* %".215")
  %".217" = bitcast i8* %".216" to {i64, i64, i8, i64}*
  %".218" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".217", i32 0, i32 0
  store i64 %".116", i64* %".218"
  %".220" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".221" = load i8*, i8** %".220"
  %".222" = call i8* @"NRT_MemInfo_data_fast"(i8* %".221")
  %".223" = bitcast i8* %".222" to {i64, i64, i8, i64}*
  %".224" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".223", i32 0, i32 3
  %".225" = getelementptr i64, i64* %".224", i64 %".115"
  %".226" = load i64, i64* %".225"
  %".227" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".228" = load i8*, i8** %".227"
  %".229" = call i8* @"NRT_MemInfo_data_fast"(i8* %".228")
  %".230" = bitcast i8* %".229" to {i64, i64, i8, i64}*
  %".231" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".230", i32 0, i32 3
  %".232" = getelementptr i64, i64* %".231", i64 %".115"
  store i64 %".105", i64* %".232"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".103", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".103", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %".235" = load i64, i64* %"i.2"
  %".236" = sub nsw i64 %".235", 2
  %".237" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".240" = load i64, i64* %"i.1"
  store i64 %".236", i64* %"i.1"
  %".242" = load i64, i64* %"i.1"
  %".243" = icmp sgt i64 %".242", 0
  br i1 %".243", label %"B76", label %"B78"
B22.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".170" = load i64, i64* %"try_state"
  %".171" = icmp ugt i64 %".170", 0
  %".172" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B22.endif.if.endif:
  %".174" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".175" = load i8*, i8** %".174"
  %".176" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".175", i64 %".165")
  %".177" = icmp eq i8* null, %".176"
  br i1 %".177", label %"B22.endif.if.endif.if", label %"B22.endif.if.endif.endif", !prof !0
B22.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".180" = load i64, i64* %"try_state"
  %".181" = icmp ugt i64 %".180", 0
  %".182" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B22.endif.if.endif.endif:
  %".184" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".185" = load i8*, i8** %".184"
  %".186" = call i8* @"NRT_MemInfo_data_fast"(i8* %".185")
  %".187" = bitcast i8* %".186" to {i64, i64, i8, i64}*
  %".188" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".187", i32 0, i32 1
  store i64 %".160", i64* %".188"
  %".190" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".191" = load i8*, i8** %".190"
  %".192" = call i8* @"NRT_MemInfo_data_fast"(i8* %".191")
  %".193" = bitcast i8* %".192" to {i64, i64, i8, i64}*
  %".194" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".193", i32 0, i32 0
  %".195" = load i64, i64* %".194"
  %".196" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".197" = load i8*, i8** %".196"
  %".198" = call i8* @"NRT_MemInfo_data_fast"(i8* %".197")
  %".199" = bitcast i8* %".198" to {i64, i64, i8, i64}*
  %".200" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".199", i32 0, i32 3
  %".201" = getelementptr i64, i64* %".200", i64 %".195"
  %".202" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".203" = load i8*, i8** %".202"
  %".204" = call i8* @"NRT_MemInfo_data_fast"(i8* %".203")
  %".205" = bitcast i8* %".204" to {i64, i64, i8, i64}*
  %".206" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".205", i32 0, i32 3
  %".207" = getelementptr i64, i64* %".206", i64 %".160"
  %".208" = ptrtoint i64* %".207" to i64
  %".209" = ptrtoint i64* %".201" to i64
  %".210" = sub i64 %".208", %".209"
  %".211" = bitcast i64* %".201" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".211", i8 0, i64 %".210", i1 0)
  br label %"B22.endif.endif"
}

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

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

declare void @"llvm.memset.p0i8.i64"(i8* %".1", i8 %".2", i64 %".3", i1 %".4")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare void @"NRT_incref"(i8* noalias nocapture %".1")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
