; ModuleID = "list_of_lists"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca i1
  store i1 0, i1* %".5"
  %".8" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".8"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"rows" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"rows"
  %".98" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".98"
  %".108" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".108"
  %".112" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".112"
  %".121" = alloca i64
  store i64 0, i64* %".121"
  %".124" = alloca i64
  store i64 0, i64* %".124"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".167" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".167"
  %".170" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".170"
  %".196" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".196"
  %".202" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".202"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".218" = alloca i1
  store i1 0, i1* %".218"
  %".221" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".221"
  %"row" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"row"
  %".311" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".311"
  %".321" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".321"
  %".325" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".325"
  %".334" = alloca i64
  store i64 0, i64* %".334"
  %".337" = alloca i64
  store i64 0, i64* %".337"
  %"$phi.3" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".380" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".380"
  %".383" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".383"
  %".409" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".409"
  %".415" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".415"
  %"$phi.4" = alloca i64
  store i64 0, i64* %"$phi.4"
  %".432" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".432"
  %".571" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".571"
  br label %"B0"
B0:
  store i1 1, i1* %".5"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".8"
  %".11" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 16)
  %".12" = extractvalue {i64, i1} %".11", 0
  %".13" = extractvalue {i64, i1} %".11", 1
  %".14" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".12", i64 24)
  %".15" = extractvalue {i64, i1} %".14", 0
  %".16" = extractvalue {i64, i1} %".14", 1
  %".17" = or i1 %".13", %".16"
  br i1 %".17", label %"B0.if", label %"B0.endif", !prof !0
B30:
  %".166" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".167"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".170"
  store {i64*, i64, i64, i64*} %".166", {i64*, i64, i64, i64*}* %".170"
  %".174" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".170", i32 0, i32 3
  %".175" = load i64*, i64** %".174"
  %".176" = load i64, i64* %".175"
  %".177" = icmp sgt i64 %".176", 0
  %".178" = getelementptr inbounds {i64, i1}, {i64, i1}* %".167", i32 0, i32 1
  store i1 %".177", i1* %".178"
  br i1 %".177", label %"B30.if", label %"B30.endif"
B34:
  %".212" = load i64, i64* %"$phi.2"
  %".214" = load i64, i64* %"i"
  store i64 %".212", i64* %"i"
  %".216" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  store i1 1, i1* %".218"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".221"
  %".224" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".225" = extractvalue {i64, i1} %".224", 0
  %".226" = extractvalue {i64, i1} %".224", 1
  %".227" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".225", i64 24)
  %".228" = extractvalue {i64, i1} %".227", 0
  %".229" = extractvalue {i64, i1} %".227", 1
  %".230" = or i1 %".226", %".229"
  br i1 %".230", label %"B34.if", label %"B34.endif", !prof !0
B68:
  %".379" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".380"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".383"
  store {i64*, i64, i64, i64*} %".379", {i64*, i64, i64, i64*}* %".383"
  %".387" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".383", i32 0, i32 3
  %".388" = load i64*, i64** %".387"
  %".389" = load i64, i64* %".388"
  %".390" = icmp sgt i64 %".389", 0
  %".391" = getelementptr inbounds {i64, i1}, {i64, i1}* %".380", i32 0, i32 1
  store i1 %".390", i1* %".391"
  br i1 %".390", label %"B68.if", label %"B68.endif"
B72:
  %".425" = load i64, i64* %"$phi.4"
  %".426" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".428" = load {i8*, i8*}, {i8*, i8*}* %"row"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".428", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".428", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".430" = load i64, i64* %"i"
  %".431" = mul nsw i64 %".430", %".425"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".432"
  store {i8*, i8*} %".428", {i8*, i8*}* %".432"
  %".436" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".437" = load i8*, i8** %".436"
  %".438" = call i8* @"NRT_MemInfo_data_fast"(i8* %".437")
  %".439" = bitcast i8* %".438" to {i64, i64, i8, i64}*
  %".440" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".439", i32 0, i32 0
  %".441" = load i64, i64* %".440"
  %".442" = add i64 %".441", 1
  %".443" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".444" = load i8*, i8** %".443"
  %".445" = call i8* @"NRT_MemInfo_data_fast"(i8* %".444")
  %".446" = bitcast i8* %".445" to {i64, i64, i8, i64}*
  %".447" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".446", i32 0, i32 1
  %".448" = load i64, i64* %".447"
  %".449" = icmp slt i64 %".448", %".442"
  %".450" = ashr i64 %".448", 2
  %".451" = icmp sgt i64 %".450", %".442"
  br i1 %".451", label %"B72.if", label %"B72.endif", !prof !0
B116:
  %".562" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".564" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".566" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.6" = extractvalue {i64*, i64, i64, i64*} %".566", 0
  %"extracted.stop.8" = extractvalue {i64*, i64, i64, i64*} %".566", 1
  %"extracted.step.8" = extractvalue {i64*, i64, i64, i64*} %".566", 2
  %"extracted.count.6" = extractvalue {i64*, i64, i64, i64*} %".566", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".568" = load {i8*, i8*}, {i8*, i8*}* %"rows"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".568", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".568", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  %".570" = load {i8*, i8*}, {i8*, i8*}* %"row"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".571"
  store {i8*, i8*} %".568", {i8*, i8*}* %".571"
  %".575" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".576" = load i8*, i8** %".575"
  %".577" = call i8* @"NRT_MemInfo_data_fast"(i8* %".576")
  %".578" = bitcast i8* %".577" to {i64, i64, i8, {i8*, i8*}}*
  %".579" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".578", i32 0, i32 0
  %".580" = load i64, i64* %".579"
  %".581" = add i64 %".580", 1
  %".582" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".583" = load i8*, i8** %".582"
  %".584" = call i8* @"NRT_MemInfo_data_fast"(i8* %".583")
  %".585" = bitcast i8* %".584" to {i64, i64, i8, {i8*, i8*}}*
  %".586" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".585", i32 0, i32 1
  %".587" = load i64, i64* %".586"
  %".588" = icmp slt i64 %".587", %".581"
  %".589" = ashr i64 %".587", 2
  %".590" = icmp sgt i64 %".589", %".581"
  br i1 %".590", label %"B116.if", label %"B116.endif", !prof !0
B154:
  %".710" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".712" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.7" = extractvalue {i64*, i64, i64, i64*} %".712", 0
  %"extracted.stop.9" = extractvalue {i64*, i64, i64, i64*} %".712", 1
  %"extracted.step.9" = extractvalue {i64*, i64, i64, i64*} %".712", 2
  %"extracted.count.7" = extractvalue {i64*, i64, i64, i64*} %".712", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".714" = load {i8*, i8*}, {i8*, i8*}* %"rows"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".714", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".714", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.10")
  %".716" = load {i8*, i8*}, {i8*, i8*}* %"rows"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".716", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".716", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"rows"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".714", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".714", 1
  %".719" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.12", 0
  %".720" = insertvalue {i8*, i8*} %".719", i8* %"extracted.parent.12", 1
  store {i8*, i8*} %".720", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store i1 0, i1* %".5"
  br label %"B0.endif"
B0.endif:
  %".21" = load i1, i1* %".5"
  br i1 %".21", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.endif.if:
  %".23" = bitcast void (i8*)* @".dtor.list.list(int64)<iv=None>" to i8*
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
  %".36" = bitcast i8* %".35" to {i64, i64, i8, {i8*, i8*}}*
  %".37" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".36", i32 0, i32 1
  store i64 0, i64* %".37"
  %".39" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".40" = load i8*, i8** %".39"
  %".41" = call i8* @"NRT_MemInfo_data_fast"(i8* %".40")
  %".42" = bitcast i8* %".41" to {i64, i64, i8, {i8*, i8*}}*
  %".43" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".42", i32 0, i32 0
  store i64 0, i64* %".43"
  %".45" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".46" = load i8*, i8** %".45"
  %".47" = call i8* @"NRT_MemInfo_data_fast"(i8* %".46")
  %".48" = bitcast i8* %".47" to {i64, i64, i8, {i8*, i8*}}*
  %".49" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".48", i32 0, i32 2
  %".50" = zext i1 0 to i8
  store i8 %".50", i8* %".49"
  %".52" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".53" = load i8*, i8** %".52"
  %".54" = call i8* @"NRT_MemInfo_data_fast"(i8* %".53")
  %".55" = bitcast i8* %".54" to {i64, i64, i8, {i8*, i8*}}*
  %".56" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".55", i32 0, i32 0
  %".57" = load i64, i64* %".56"
  %".58" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".59" = load i8*, i8** %".58"
  %".60" = call i8* @"NRT_MemInfo_data_fast"(i8* %".59")
  %".61" = bitcast i8* %".60" to {i64, i64, i8, {i8*, i8*}}*
  %".62" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".61", i32 0, i32 3
  %".63" = getelementptr {i8*, i8*}, {i8*, i8*}* %".62", i64 0
  %".64" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".8", i32 0, i32 0
  %".65" = load i8*, i8** %".64"
  %".66" = call i8* @"NRT_MemInfo_data_fast"(i8* %".65")
  %".67" = bitcast i8* %".66" to {i64, i64, i8, {i8*, i8*}}*
  %".68" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".67", i32 0, i32 3
  %".69" = getelementptr {i8*, i8*}, {i8*, i8*}* %".68", i64 0
  %".70" = ptrtoint {i8*, i8*}* %".69" to i64
  %".71" = ptrtoint {i8*, i8*}* %".63" to i64
  %".72" = sub i64 %".70", %".71"
  %".73" = bitcast {i8*, i8*}* %".63" to i8*
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
  %".90" = bitcast i8* %".89" to {i64, i64, i8, {i8*, i8*}}*
  %".91" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".90", i32 0, i32 0
  store i64 0, i64* %".91"
  %".93" = load {i8*, i8*}, {i8*, i8*}* %".8"
  %".95" = load {i8*, i8*}, {i8*, i8*}* %"rows"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".95", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".95", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo")
  store {i8*, i8*} %".93", {i8*, i8*}* %"rows"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".98"
  %".101" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 0
  store i64 0, i64* %".101"
  %".103" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 1
  store i64 %"arg.n", i64* %".103"
  %".105" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".98", i32 0, i32 2
  store i64 1, i64* %".105"
  %".107" = load {i64, i64, i64}, {i64, i64, i64}* %".98"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".108"
  store {i64, i64, i64} %".107", {i64, i64, i64}* %".108"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".112"
  %".115" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".108", i32 0, i32 0
  %".116" = load i64, i64* %".115"
  %".117" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".108", i32 0, i32 1
  %".118" = load i64, i64* %".117"
  %".119" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".108", i32 0, i32 2
  %".120" = load i64, i64* %".119"
  store i64 %".116", i64* %".121"
  %".126" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 0
  store i64* %".121", i64** %".126"
  %".128" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 1
  store i64 %".118", i64* %".128"
  %".130" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 2
  store i64 %".120", i64* %".130"
  %".132" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 3
  store i64* %".124", i64** %".132"
  %".134" = sub i64 %".118", %".116"
  %".135" = icmp sgt i64 %".134", 0
  %".136" = icmp sgt i64 %".120", 0
  %".137" = xor i1 %".135", %".136"
  %".138" = icmp eq i64 %".120", 0
  br i1 %".138", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".141" = load i64, i64* %"try_state"
  %".142" = icmp ugt i64 %".141", 0
  %".143" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif.endif:
  br i1 %".137", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.else"
B0.endif.endif.endif.endif.if:
  %".146" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 3
  %".147" = load i64*, i64** %".146"
  store i64 0, i64* %".147"
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.else:
  %".150" = srem i64 %".134", %".120"
  %".151" = sub i64 0, %".150"
  %".152" = select  i1 %".135", i64 %".150", i64 %".151"
  %".153" = icmp sgt i64 %".152", 0
  %".154" = sdiv i64 %".134", %".120"
  %".155" = select  i1 %".153", i64 1, i64 0
  %".156" = add i64 %".154", %".155"
  %".157" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112", i32 0, i32 3
  %".158" = load i64*, i64** %".157"
  store i64 %".156", i64* %".158"
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif:
  %".161" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".112"
  %"extracted.start" = extractvalue {i64, i64, i64} %".107", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".107", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".107", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".161", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".161", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".161", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".161", 3
  %".163" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".163", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".163", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".163", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".163", 3
  store {i64*, i64, i64, i64*} %".161", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".161", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".161", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".161", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".161", 3
  br label %"B30"
B30.if:
  %".181" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".170", i32 0, i32 0
  %".182" = load i64*, i64** %".181"
  %".183" = load i64, i64* %".182"
  %".184" = getelementptr inbounds {i64, i1}, {i64, i1}* %".167", i32 0, i32 0
  store i64 %".183", i64* %".184"
  %".186" = sub nsw i64 %".176", 1
  store i64 %".186", i64* %".175"
  %".188" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".170", i32 0, i32 2
  %".189" = load i64, i64* %".188"
  %".190" = add i64 %".183", %".189"
  %".191" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".170", i32 0, i32 0
  %".192" = load i64*, i64** %".191"
  store i64 %".190", i64* %".192"
  br label %"B30.endif"
B30.endif:
  %".195" = load {i64, i1}, {i64, i1}* %".167"
  %"extracted.first" = extractvalue {i64, i1} %".195", 0
  %"extracted.second" = extractvalue {i64, i1} %".195", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".196"
  store {i64, i1} %".195", {i64, i1}* %".196"
  %".200" = getelementptr inbounds {i64, i1}, {i64, i1}* %".196", i32 0, i32 0
  %".201" = load i64, i64* %".200"
  store {i64, i1} zeroinitializer, {i64, i1}* %".202"
  store {i64, i1} %".195", {i64, i1}* %".202"
  %".206" = getelementptr inbounds {i64, i1}, {i64, i1}* %".202", i32 0, i32 1
  %".207" = load i1, i1* %".206"
  %"extracted.first.1" = extractvalue {i64, i1} %".195", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".195", 1
  %".209" = load i64, i64* %"$phi.2"
  store i64 %".201", i64* %"$phi.2"
  br i1 %".207", label %"B34", label %"B154"
B34.if:
  store i1 0, i1* %".218"
  br label %"B34.endif"
B34.endif:
  %".234" = load i1, i1* %".218"
  br i1 %".234", label %"B34.endif.if", label %"B34.endif.endif", !prof !1
B34.endif.if:
  %".236" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".237" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".228", i8* %".236")
  %".238" = icmp eq i8* null, %".237"
  br i1 %".238", label %"B34.endif.if.if", label %"B34.endif.if.else", !prof !0
B34.endif.endif:
  %".290" = load i1, i1* %".218"
  %".291" = xor i1 %".290", -1
  br i1 %".291", label %"B34.endif.endif.if", label %"B34.endif.endif.endif", !prof !0
B34.endif.if.if:
  store i1 0, i1* %".218"
  br label %"B34.endif.if.endif"
B34.endif.if.else:
  %".242" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".221", i32 0, i32 0
  store i8* %".237", i8** %".242"
  %".244" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".221", i32 0, i32 1
  store i8* null, i8** %".244"
  %".246" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".221", i32 0, i32 0
  %".247" = load i8*, i8** %".246"
  %".248" = call i8* @"NRT_MemInfo_data_fast"(i8* %".247")
  %".249" = bitcast i8* %".248" to {i64, i64, i8, i64}*
  %".250" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".249", i32 0, i32 1
  store i64 0, i64* %".250"
  %".252" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".221", i32 0, i32 0
  %".253" = load i8*, i8** %".252"
  %".254" = call i8* @"NRT_MemInfo_data_fast"(i8* %".253")
  %".255" = bitcast i8* %".254" to {i64, i64, i8, i64}*
  %".256" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".255", i32 0, i32 0
  store i64 0, i64* %".256"
  %".258" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".221", i32 0, i32 0
  %".259" = load i8*, i8** %".258"
  %".260" = call i8* @"NRT_MemInfo_data_fast"(i8* %".259")
  %".261" = bitcast i8* %".260" to {i64, i64, i8, i64}*
  %".262" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".261", i32 0, i32 2
  %".263" = zext i1 0 to i8
  store i8 %".263", i8* %".262"
  %".265" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".221", i32 0, i32 0
  %".266" = load i8*, i8** %".265"
  %".267" = call i8* @"NRT_MemInfo_data_fast"(i8* %".266")
  %".268" = bitcast i8* %".267" to {i64, i64, i8, i64}*
  %".269" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".268", i32 0, i32 0
  %".270" = load i64, i64* %".269"
  %".271" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".221", i32 0, i32 0
  %".272" = load i8*, i8** %".271"
  %".273" = call i8* @"NRT_MemInfo_data_fast"(i8* %".272")
  %".274" = bitcast i8* %".273" to {i64, i64, i8, i64}*
  %".275" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".274", i32 0, i32 3
  %".276" = getelementptr i64, i64* %".275", i64 0
  %".277" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".221", i32 0, i32 0
  %".278" = load i8*, i8** %".277"
  %".279" = call i8* @"NRT_MemInfo_data_fast"(i8* %".278")
  %".280" = bitcast i8* %".279" to {i64, i64, i8, i64}*
  %".281" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".280", i32 0, i32 3
  %".282" = getelementptr i64, i64* %".281", i64 0
  %".283" = ptrtoint i64* %".282" to i64
  %".284" = ptrtoint i64* %".276" to i64
  %".285" = sub i64 %".283", %".284"
  %".286" = bitcast i64* %".276" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".286", i8 0, i64 %".285", i1 0)
  br label %"B34.endif.if.endif"
B34.endif.if.endif:
  br label %"B34.endif.endif"
B34.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".294" = load i64, i64* %"try_state"
  %".295" = icmp ugt i64 %".294", 0
  %".296" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.endif.endif.endif:
  %".298" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".221", i32 0, i32 0
  %".299" = load i8*, i8** %".298"
  %".300" = call i8* @"NRT_MemInfo_data_fast"(i8* %".299")
  %".301" = bitcast i8* %".300" to {i64, i64, i8, i64}*
  %".302" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".301", i32 0, i32 0
  store i64 0, i64* %".302"
  %".304" = load {i8*, i8*}, {i8*, i8*}* %".221"
  %".306" = load {i8*, i8*}, {i8*, i8*}* %"row"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".306", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".306", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %".304", {i8*, i8*}* %"row"
  %".309" = load i64, i64* %"i"
  %".310" = add nsw i64 %".309", 1
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".311"
  %".314" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".311", i32 0, i32 0
  store i64 0, i64* %".314"
  %".316" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".311", i32 0, i32 1
  store i64 %".310", i64* %".316"
  %".318" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".311", i32 0, i32 2
  store i64 1, i64* %".318"
  %".320" = load {i64, i64, i64}, {i64, i64, i64}* %".311"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".321"
  store {i64, i64, i64} %".320", {i64, i64, i64}* %".321"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".325"
  %".328" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".321", i32 0, i32 0
  %".329" = load i64, i64* %".328"
  %".330" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".321", i32 0, i32 1
  %".331" = load i64, i64* %".330"
  %".332" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".321", i32 0, i32 2
  %".333" = load i64, i64* %".332"
  store i64 %".329", i64* %".334"
  %".339" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".325", i32 0, i32 0
  store i64* %".334", i64** %".339"
  %".341" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".325", i32 0, i32 1
  store i64 %".331", i64* %".341"
  %".343" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".325", i32 0, i32 2
  store i64 %".333", i64* %".343"
  %".345" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".325", i32 0, i32 3
  store i64* %".337", i64** %".345"
  %".347" = sub i64 %".331", %".329"
  %".348" = icmp sgt i64 %".347", 0
  %".349" = icmp sgt i64 %".333", 0
  %".350" = xor i1 %".348", %".349"
  %".351" = icmp eq i64 %".333", 0
  br i1 %".351", label %"B34.endif.endif.endif.if", label %"B34.endif.endif.endif.endif", !prof !0
B34.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".354" = load i64, i64* %"try_state"
  %".355" = icmp ugt i64 %".354", 0
  %".356" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.endif.endif.endif.endif:
  br i1 %".350", label %"B34.endif.endif.endif.endif.if", label %"B34.endif.endif.endif.endif.else"
B34.endif.endif.endif.endif.if:
  %".359" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".325", i32 0, i32 3
  %".360" = load i64*, i64** %".359"
  store i64 0, i64* %".360"
  br label %"B34.endif.endif.endif.endif.endif"
B34.endif.endif.endif.endif.else:
  %".363" = srem i64 %".347", %".333"
  %".364" = sub i64 0, %".363"
  %".365" = select  i1 %".348", i64 %".363", i64 %".364"
  %".366" = icmp sgt i64 %".365", 0
  %".367" = sdiv i64 %".347", %".333"
  %".368" = select  i1 %".366", i64 1, i64 0
  %".369" = add i64 %".367", %".368"
  %".370" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".325", i32 0, i32 3
  %".371" = load i64*, i64** %".370"
  store i64 %".369", i64* %".371"
  br label %"B34.endif.endif.endif.endif.endif"
B34.endif.endif.endif.endif.endif:
  %".374" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".325"
  %"extracted.start.1" = extractvalue {i64, i64, i64} %".320", 0
  %"extracted.stop.4" = extractvalue {i64, i64, i64} %".320", 1
  %"extracted.step.4" = extractvalue {i64, i64, i64} %".320", 2
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".374", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".374", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".374", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".374", 3
  %".376" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".376", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".376", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".376", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".376", 3
  store {i64*, i64, i64, i64*} %".374", {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".374", 0
  %"extracted.stop.7" = extractvalue {i64*, i64, i64, i64*} %".374", 1
  %"extracted.step.7" = extractvalue {i64*, i64, i64, i64*} %".374", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".374", 3
  br label %"B68"
B68.if:
  %".394" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".383", i32 0, i32 0
  %".395" = load i64*, i64** %".394"
  %".396" = load i64, i64* %".395"
  %".397" = getelementptr inbounds {i64, i1}, {i64, i1}* %".380", i32 0, i32 0
  store i64 %".396", i64* %".397"
  %".399" = sub nsw i64 %".389", 1
  store i64 %".399", i64* %".388"
  %".401" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".383", i32 0, i32 2
  %".402" = load i64, i64* %".401"
  %".403" = add i64 %".396", %".402"
  %".404" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".383", i32 0, i32 0
  %".405" = load i64*, i64** %".404"
  store i64 %".403", i64* %".405"
  br label %"B68.endif"
B68.endif:
  %".408" = load {i64, i1}, {i64, i1}* %".380"
  %"extracted.first.2" = extractvalue {i64, i1} %".408", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".408", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".409"
  store {i64, i1} %".408", {i64, i1}* %".409"
  %".413" = getelementptr inbounds {i64, i1}, {i64, i1}* %".409", i32 0, i32 0
  %".414" = load i64, i64* %".413"
  store {i64, i1} zeroinitializer, {i64, i1}* %".415"
  store {i64, i1} %".408", {i64, i1}* %".415"
  %".419" = getelementptr inbounds {i64, i1}, {i64, i1}* %".415", i32 0, i32 1
  %".420" = load i1, i1* %".419"
  %"extracted.first.3" = extractvalue {i64, i1} %".408", 0
  %"extracted.second.3" = extractvalue {i64, i1} %".408", 1
  %".422" = load i64, i64* %"$phi.4"
  store i64 %".414", i64* %"$phi.4"
  br i1 %".420", label %"B72", label %"B116"
B72.if:
  %".453" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".442", i64 8)
  %".454" = extractvalue {i64, i1} %".453", 0
  %".455" = extractvalue {i64, i1} %".453", 1
  %".456" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".454", i64 24)
  %".457" = extractvalue {i64, i1} %".456", 0
  %".458" = extractvalue {i64, i1} %".456", 1
  %".459" = or i1 %".455", %".458"
  br i1 %".459", label %"B72.if.if", label %"B72.if.endif", !prof !0
B72.endif:
  br i1 %".449", label %"B72.endif.if", label %"B72.endif.endif", !prof !0
B72.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".462" = load i64, i64* %"try_state"
  %".463" = icmp ugt i64 %".462", 0
  %".464" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.if.endif:
  %".466" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".467" = load i8*, i8** %".466"
  %".468" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".467", i64 %".457")
  %".469" = icmp eq i8* null, %".468"
  br i1 %".469", label %"B72.if.endif.if", label %"B72.if.endif.endif", !prof !0
B72.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".472" = load i64, i64* %"try_state"
  %".473" = icmp ugt i64 %".472", 0
  %".474" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.if.endif.endif:
  %".476" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".477" = load i8*, i8** %".476"
  %".478" = call i8* @"NRT_MemInfo_data_fast"(i8* %".477")
  %".479" = bitcast i8* %".478" to {i64, i64, i8, i64}*
  %".480" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".479", i32 0, i32 1
  store i64 %".442", i64* %".480"
  br label %"B72.endif"
B72.endif.if:
  %".484" = ashr i64 %".442", 2
  %".485" = add i64 %".442", %".484"
  %".486" = add i64 8, %".485"
  %".487" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".486", i64 8)
  %".488" = extractvalue {i64, i1} %".487", 0
  %".489" = extractvalue {i64, i1} %".487", 1
  %".490" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".488", i64 24)
  %".491" = extractvalue {i64, i1} %".490", 0
  %".492" = extractvalue {i64, i1} %".490", 1
  %".493" = or i1 %".489", %".492"
  br i1 %".493", label %"B72.endif.if.if", label %"B72.endif.if.endif", !prof !0
B72.endif.endif:
  %".540" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".541" = load i8*, i8** %".540"
  %".542" = call i8* @"NRT_MemInfo_data_fast"(i8* %".541")
  %".543" = bitcast i8* %".542" to {i64, i64, i8, i64}*
  %".544" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".543", i32 0, i32 0
  store i64 %".442", i64* %".544"
  %".546" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".547" = load i8*, i8** %".546"
  %".548" = call i8* @"NRT_MemInfo_data_fast"(i8* %".547")
  %".549" = bitcast i8* %".548" to {i64, i64, i8, i64}*
  %".550" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".549", i32 0, i32 3
  %".551" = getelementptr i64, i64* %".550", i64 %".441"
  %".552" = load i64, i64* %".551"
  %".553" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".554" = load i8*, i8** %".553"
  %".555" = call i8* @"NRT_MemInfo_data_fast"(i8* %".554")
  %".556" = bitcast i8* %".555" to {i64, i64, i8, i64}*
  %".557" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".556", i32 0, i32 3
  %".558" = getelementptr i64, i64* %".557", i64 %".441"
  store i64 %".431", i64* %".558"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".428", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".428", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  br label %"B68"
B72.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".496" = load i64, i64* %"try_state"
  %".497" = icmp ugt i64 %".496", 0
  %".498" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.endif.if.endif:
  %".500" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".501" = load i8*, i8** %".500"
  %".502" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".501", i64 %".491")
  %".503" = icmp eq i8* null, %".502"
  br i1 %".503", label %"B72.endif.if.endif.if", label %"B72.endif.if.endif.endif", !prof !0
B72.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".506" = load i64, i64* %"try_state"
  %".507" = icmp ugt i64 %".506", 0
  %".508" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.endif.if.endif.endif:
  %".510" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".511" = load i8*, i8** %".510"
  %".512" = call i8* @"NRT_MemInfo_data_fast"(i8* %".511")
  %".513" = bitcast i8* %".512" to {i64, i64, i8, i64}*
  %".514" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".513", i32 0, i32 1
  store i64 %".486", i64* %".514"
  %".516" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".517" = load i8*, i8** %".516"
  %".518" = call i8* @"NRT_MemInfo_data_fast"(i8* %".517")
  %".519" = bitcast i8* %".518" to {i64, i64, i8, i64}*
  %".520" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".519", i32 0, i32 0
  %".521" = load i64, i64* %".520"
  %".522" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".523" = load i8*, i8** %".522"
  %".524" = call i8* @"NRT_MemInfo_data_fast"(i8* %".523")
  %".525" = bitcast i8* %".524" to {i64, i64, i8, i64}*
  %".526" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".525", i32 0, i32 3
  %".527" = getelementptr i64, i64* %".526", i64 %".521"
  %".528" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".432", i32 0, i32 0
  %".529" = load i8*, i8** %".528"
  %".530" = call i8* @"NRT_MemInfo_data_fast"(i8* %".529")
  %".531" = bitcast i8* %".530" to {i64, i64, i8, i64}*
  %".532" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".531", i32 0, i32 3
  %".533" = getelementptr i64, i64* %".532", i64 %".486"
  %".534" = ptrtoint i64* %".533" to i64
  %".535" = ptrtoint i64* %".527" to i64
  %".536" = sub i64 %".534", %".535"
  %".537" = bitcast i64* %".527" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".537", i8 0, i64 %".536", i1 0)
  br label %"B72.endif.endif"
B116.if:
  %".592" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".581", i64 16)
  %".593" = extractvalue {i64, i1} %".592", 0
  %".594" = extractvalue {i64, i1} %".592", 1
  %".595" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".593", i64 24)
  %".596" = extractvalue {i64, i1} %".595", 0
  %".597" = extractvalue {i64, i1} %".595", 1
  %".598" = or i1 %".594", %".597"
  br i1 %".598", label %"B116.if.if", label %"B116.if.endif", !prof !0
B116.endif:
  br i1 %".588", label %"B116.endif.if", label %"B116.endif.endif", !prof !0
B116.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".601" = load i64, i64* %"try_state"
  %".602" = icmp ugt i64 %".601", 0
  %".603" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B116.if.endif:
  %".605" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".606" = load i8*, i8** %".605"
  %".607" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".606", i64 %".596")
  %".608" = icmp eq i8* null, %".607"
  br i1 %".608", label %"B116.if.endif.if", label %"B116.if.endif.endif", !prof !0
B116.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".611" = load i64, i64* %"try_state"
  %".612" = icmp ugt i64 %".611", 0
  %".613" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B116.if.endif.endif:
  %".615" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".616" = load i8*, i8** %".615"
  %".617" = call i8* @"NRT_MemInfo_data_fast"(i8* %".616")
  %".618" = bitcast i8* %".617" to {i64, i64, i8, {i8*, i8*}}*
  %".619" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".618", i32 0, i32 1
  store i64 %".581", i64* %".619"
  br label %"B116.endif"
B116.endif.if:
  %".623" = ashr i64 %".581", 2
  %".624" = add i64 %".581", %".623"
  %".625" = add i64 8, %".624"
  %".626" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".625", i64 16)
  %".627" = extractvalue {i64, i1} %".626", 0
  %".628" = extractvalue {i64, i1} %".626", 1
  %".629" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".627", i64 24)
  %".630" = extractvalue {i64, i1} %".629", 0
  %".631" = extractvalue {i64, i1} %".629", 1
  %".632" = or i1 %".628", %".631"
  br i1 %".632", label %"B116.endif.if.if", label %"B116.endif.if.endif", !prof !0
B116.endif.endif:
  %".679" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".680" = load i8*, i8** %".679"
  %".681" = call i8* @"NRT_MemInfo_data_fast"(i8* %".680")
  %".682" = bitcast i8* %".681" to {i64, i64, i8, {i8*, i8*}}*
  %".683" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".682", i32 0, i32 0
  store i64 %".581", i64* %".683"
  %".685" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".686" = load i8*, i8** %".685"
  %".687" = call i8* @"NRT_MemInfo_data_fast"(i8* %".686")
  %".688" = bitcast i8* %".687" to {i64, i64, i8, {i8*, i8*}}*
  %".689" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".688", i32 0, i32 3
  %".690" = getelementptr {i8*, i8*}, {i8*, i8*}* %".689", i64 %".580"
  %".691" = load {i8*, i8*}, {i8*, i8*}* %".690"
  %".692" = extractvalue {i8*, i8*} %".691", 0
  %".693" = extractvalue {i8*, i8*} %".691", 1
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %".692", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %".693", 1
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %".695" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".696" = load i8*, i8** %".695"
  %".697" = call i8* @"NRT_MemInfo_data_fast"(i8* %".696")
  %".698" = bitcast i8* %".697" to {i64, i64, i8, {i8*, i8*}}*
  %".699" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".698", i32 0, i32 3
  %".700" = getelementptr {i8*, i8*}, {i8*, i8*}* %".699", i64 %".580"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".570", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".570", 1
  %".701" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.6", 0
  %".702" = insertvalue {i8*, i8*} %".701", i8* %"extracted.parent.6", 1
  store {i8*, i8*} %".702", {i8*, i8*}* %".700"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".570", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".570", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  %".705" = load {i8*, i8*}, {i8*, i8*}* %"row"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".705", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".705", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"row"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".568", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".568", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  br label %"B30"
B116.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".635" = load i64, i64* %"try_state"
  %".636" = icmp ugt i64 %".635", 0
  %".637" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B116.endif.if.endif:
  %".639" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".640" = load i8*, i8** %".639"
  %".641" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".640", i64 %".630")
  %".642" = icmp eq i8* null, %".641"
  br i1 %".642", label %"B116.endif.if.endif.if", label %"B116.endif.if.endif.endif", !prof !0
B116.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".645" = load i64, i64* %"try_state"
  %".646" = icmp ugt i64 %".645", 0
  %".647" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B116.endif.if.endif.endif:
  %".649" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".650" = load i8*, i8** %".649"
  %".651" = call i8* @"NRT_MemInfo_data_fast"(i8* %".650")
  %".652" = bitcast i8* %".651" to {i64, i64, i8, {i8*, i8*}}*
  %".653" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".652", i32 0, i32 1
  store i64 %".625", i64* %".653"
  %".655" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".656" = load i8*, i8** %".655"
  %".657" = call i8* @"NRT_MemInfo_data_fast"(i8* %".656")
  %".658" = bitcast i8* %".657" to {i64, i64, i8, {i8*, i8*}}*
  %".659" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".658", i32 0, i32 0
  %".660" = load i64, i64* %".659"
  %".661" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".662" = load i8*, i8** %".661"
  %".663" = call i8* @"NRT_MemInfo_data_fast"(i8* %".662")
  %".664" = bitcast i8* %".663" to {i64, i64, i8, {i8*, i8*}}*
  %".665" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".664", i32 0, i32 3
  %".666" = getelementptr {i8*, i8*}, {i8*, i8*}* %".665", i64 %".660"
  %".667" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".571", i32 0, i32 0
  %".668" = load i8*, i8** %".667"
  %".669" = call i8* @"NRT_MemInfo_data_fast"(i8* %".668")
  %".670" = bitcast i8* %".669" to {i64, i64, i8, {i8*, i8*}}*
  %".671" = getelementptr inbounds {i64, i64, i8, {i8*, i8*}}, {i64, i64, i8, {i8*, i8*}}* %".670", i32 0, i32 3
  %".672" = getelementptr {i8*, i8*}, {i8*, i8*}* %".671", i64 %".625"
  %".673" = ptrtoint {i8*, i8*}* %".672" to i64
  %".674" = ptrtoint {i8*, i8*}* %".666" to i64
  %".675" = sub i64 %".673", %".674"
  %".676" = bitcast {i8*, i8*}* %".666" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".676", i8 0, i64 %".675", i1 0)
  br label %"B116.endif.endif"
}

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

declare void @"NRT_decref"(i8* noalias nocapture %".1")

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

declare void @"NRT_incref"(i8* noalias nocapture %".1")

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
