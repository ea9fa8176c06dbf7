; ModuleID = "list_index_write_loop"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
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
  %".41" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".41"
  %".51" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".51"
  %".61" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".61"
  %".65" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".65"
  %".74" = alloca i64
  store i64 0, i64* %".74"
  %".77" = alloca i64
  store i64 0, i64* %".77"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".120" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".120"
  %".123" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".123"
  %".149" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".149"
  %".155" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".155"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %".169" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".169"
  %".206" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".206"
  %".243" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".243"
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
B68:
  %".119" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".120"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".123"
  store {i64*, i64, i64, i64*} %".119", {i64*, i64, i64, i64*}* %".123"
  %".127" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".123", i32 0, i32 3
  %".128" = load i64*, i64** %".127"
  %".129" = load i64, i64* %".128"
  %".130" = icmp sgt i64 %".129", 0
  %".131" = getelementptr inbounds {i64, i1}, {i64, i1}* %".120", i32 0, i32 1
  store i1 %".130", i1* %".131"
  br i1 %".130", label %"B68.if", label %"B68.endif"
B72:
  %".165" = load i64, i64* %"$phi.2"
  %".166" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".168" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".169"
  store {i8*, i8*} %".168", {i8*, i8*}* %".169"
  %".173" = icmp slt i64 %".165", 0
  %".174" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".169", i32 0, i32 0
  %".175" = load i8*, i8** %".174"
  %".176" = call i8* @"NRT_MemInfo_data_fast"(i8* %".175")
  %".177" = bitcast i8* %".176" to {i64, i64, i8, i64}*
  %".178" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".177", i32 0, i32 0
  %".179" = load i64, i64* %".178"
  %".180" = add i64 %".165", %".179"
  %".181" = select  i1 %".173", i64 %".180", i64 %".165"
  %".182" = icmp slt i64 %".181", 0
  %".183" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".169", i32 0, i32 0
  %".184" = load i8*, i8** %".183"
  %".185" = call i8* @"NRT_MemInfo_data_fast"(i8* %".184")
  %".186" = bitcast i8* %".185" to {i64, i64, i8, i64}*
  %".187" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".186", i32 0, i32 0
  %".188" = load i64, i64* %".187"
  %".189" = icmp sge i64 %".181", %".188"
  %".190" = or i1 %".182", %".189"
  br i1 %".190", label %"B72.if", label %"B72.endif", !prof !2
B110:
  %".286" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".288" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".288", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".288", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".288", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".288", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".290" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".290", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".290", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  %".292" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".292", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".292", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"ys"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".290", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".290", 1
  %".295" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.6", 0
  %".296" = insertvalue {i8*, i8*} %".295", i8* %"extracted.parent.6", 1
  store {i8*, i8*} %".296", {i8*, i8*}* %"retptr"
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
  %".40" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".41"
  store {i8*, i8*} %".40", {i8*, i8*}* %".41"
  %".45" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".41", i32 0, i32 0
  %".46" = load i8*, i8** %".45"
  %".47" = call i8* @"NRT_MemInfo_data_fast"(i8* %".46")
  %".48" = bitcast i8* %".47" to {i64, i64, i8, i64}*
  %".49" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".48", i32 0, i32 0
  %".50" = load i64, i64* %".49"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".51"
  %".54" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".51", i32 0, i32 0
  store i64 1, i64* %".54"
  %".56" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".51", i32 0, i32 1
  store i64 %".50", i64* %".56"
  %".58" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".51", i32 0, i32 2
  store i64 1, i64* %".58"
  %".60" = load {i64, i64, i64}, {i64, i64, i64}* %".51"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".61"
  store {i64, i64, i64} %".60", {i64, i64, i64}* %".61"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".65"
  %".68" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".61", i32 0, i32 0
  %".69" = load i64, i64* %".68"
  %".70" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".61", i32 0, i32 1
  %".71" = load i64, i64* %".70"
  %".72" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".61", i32 0, i32 2
  %".73" = load i64, i64* %".72"
  store i64 %".69", i64* %".74"
  %".79" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".65", i32 0, i32 0
  store i64* %".74", i64** %".79"
  %".81" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".65", i32 0, i32 1
  store i64 %".71", i64* %".81"
  %".83" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".65", i32 0, i32 2
  store i64 %".73", i64* %".83"
  %".85" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".65", i32 0, i32 3
  store i64* %".77", i64** %".85"
  %".87" = sub i64 %".71", %".69"
  %".88" = icmp sgt i64 %".87", 0
  %".89" = icmp sgt i64 %".73", 0
  %".90" = xor i1 %".88", %".89"
  %".91" = icmp eq i64 %".73", 0
  br i1 %".91", label %"B0.endif.if", label %"B0.endif.endif", !prof !2
B0.if.if:
  ret i32 %".11"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".94" = load i64, i64* %"try_state"
  %".95" = icmp ugt i64 %".94", 0
  %".96" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif:
  br i1 %".90", label %"B0.endif.endif.if", label %"B0.endif.endif.else"
B0.endif.endif.if:
  %".99" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".65", i32 0, i32 3
  %".100" = load i64*, i64** %".99"
  store i64 0, i64* %".100"
  br label %"B0.endif.endif.endif"
B0.endif.endif.else:
  %".103" = srem i64 %".87", %".73"
  %".104" = sub i64 0, %".103"
  %".105" = select  i1 %".88", i64 %".103", i64 %".104"
  %".106" = icmp sgt i64 %".105", 0
  %".107" = sdiv i64 %".87", %".73"
  %".108" = select  i1 %".106", i64 1, i64 0
  %".109" = add i64 %".107", %".108"
  %".110" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".65", i32 0, i32 3
  %".111" = load i64*, i64** %".110"
  store i64 %".109", i64* %".111"
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif:
  %".114" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".65"
  %"extracted.start" = extractvalue {i64, i64, i64} %".60", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".60", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".60", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".114", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".114", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".114", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".114", 3
  %".116" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".116", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".116", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".116", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".116", 3
  store {i64*, i64, i64, i64*} %".114", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".114", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".114", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".114", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".114", 3
  br label %"B68"
B68.if:
  %".134" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".123", i32 0, i32 0
  %".135" = load i64*, i64** %".134"
  %".136" = load i64, i64* %".135"
  %".137" = getelementptr inbounds {i64, i1}, {i64, i1}* %".120", i32 0, i32 0
  store i64 %".136", i64* %".137"
  %".139" = sub nsw i64 %".129", 1
  store i64 %".139", i64* %".128"
  %".141" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".123", i32 0, i32 2
  %".142" = load i64, i64* %".141"
  %".143" = add i64 %".136", %".142"
  %".144" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".123", i32 0, i32 0
  %".145" = load i64*, i64** %".144"
  store i64 %".143", i64* %".145"
  br label %"B68.endif"
B68.endif:
  %".148" = load {i64, i1}, {i64, i1}* %".120"
  %"extracted.first" = extractvalue {i64, i1} %".148", 0
  %"extracted.second" = extractvalue {i64, i1} %".148", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".149"
  store {i64, i1} %".148", {i64, i1}* %".149"
  %".153" = getelementptr inbounds {i64, i1}, {i64, i1}* %".149", i32 0, i32 0
  %".154" = load i64, i64* %".153"
  store {i64, i1} zeroinitializer, {i64, i1}* %".155"
  store {i64, i1} %".148", {i64, i1}* %".155"
  %".159" = getelementptr inbounds {i64, i1}, {i64, i1}* %".155", i32 0, i32 1
  %".160" = load i1, i1* %".159"
  %"extracted.first.1" = extractvalue {i64, i1} %".148", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".148", 1
  %".162" = load i64, i64* %"$phi.2"
  store i64 %".154", i64* %"$phi.2"
  br i1 %".160", label %"B72", label %"B110"
B72.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".193" = load i64, i64* %"try_state"
  %".194" = icmp ugt i64 %".193", 0
  %".195" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.endif:
  %".197" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".169", i32 0, i32 0
  %".198" = load i8*, i8** %".197"
  %".199" = call i8* @"NRT_MemInfo_data_fast"(i8* %".198")
  %".200" = bitcast i8* %".199" to {i64, i64, i8, i64}*
  %".201" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".200", i32 0, i32 3
  %".202" = getelementptr i64, i64* %".201", i64 %".181"
  %".203" = load i64, i64* %".202"
  %".204" = sub nsw i64 %".165", 1
  %".205" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".206"
  store {i8*, i8*} %".205", {i8*, i8*}* %".206"
  %".210" = icmp slt i64 %".204", 0
  %".211" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".206", i32 0, i32 0
  %".212" = load i8*, i8** %".211"
  %".213" = call i8* @"NRT_MemInfo_data_fast"(i8* %".212")
  %".214" = bitcast i8* %".213" to {i64, i64, i8, i64}*
  %".215" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".214", i32 0, i32 0
  %".216" = load i64, i64* %".215"
  %".217" = add i64 %".204", %".216"
  %".218" = select  i1 %".210", i64 %".217", i64 %".204"
  %".219" = icmp slt i64 %".218", 0
  %".220" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".206", i32 0, i32 0
  %".221" = load i8*, i8** %".220"
  %".222" = call i8* @"NRT_MemInfo_data_fast"(i8* %".221")
  %".223" = bitcast i8* %".222" to {i64, i64, i8, i64}*
  %".224" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".223", i32 0, i32 0
  %".225" = load i64, i64* %".224"
  %".226" = icmp sge i64 %".218", %".225"
  %".227" = or i1 %".219", %".226"
  br i1 %".227", label %"B72.endif.if", label %"B72.endif.endif", !prof !2
B72.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".230" = load i64, i64* %"try_state"
  %".231" = icmp ugt i64 %".230", 0
  %".232" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.endif.endif:
  %".234" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".206", i32 0, i32 0
  %".235" = load i8*, i8** %".234"
  %".236" = call i8* @"NRT_MemInfo_data_fast"(i8* %".235")
  %".237" = bitcast i8* %".236" to {i64, i64, i8, i64}*
  %".238" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".237", i32 0, i32 3
  %".239" = getelementptr i64, i64* %".238", i64 %".218"
  %".240" = load i64, i64* %".239"
  %".241" = add nsw i64 %".203", %".240"
  %".242" = load {i8*, i8*}, {i8*, i8*}* %"ys"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".243"
  store {i8*, i8*} %".242", {i8*, i8*}* %".243"
  %".247" = icmp slt i64 %".165", 0
  %".248" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".243", i32 0, i32 0
  %".249" = load i8*, i8** %".248"
  %".250" = call i8* @"NRT_MemInfo_data_fast"(i8* %".249")
  %".251" = bitcast i8* %".250" to {i64, i64, i8, i64}*
  %".252" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".251", i32 0, i32 0
  %".253" = load i64, i64* %".252"
  %".254" = add i64 %".165", %".253"
  %".255" = select  i1 %".247", i64 %".254", i64 %".165"
  %".256" = icmp slt i64 %".255", 0
  %".257" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".243", i32 0, i32 0
  %".258" = load i8*, i8** %".257"
  %".259" = call i8* @"NRT_MemInfo_data_fast"(i8* %".258")
  %".260" = bitcast i8* %".259" to {i64, i64, i8, i64}*
  %".261" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".260", i32 0, i32 0
  %".262" = load i64, i64* %".261"
  %".263" = icmp sge i64 %".255", %".262"
  %".264" = or i1 %".256", %".263"
  br i1 %".264", label %"B72.endif.endif.if", label %"B72.endif.endif.endif", !prof !2
B72.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".267" = load i64, i64* %"try_state"
  %".268" = icmp ugt i64 %".267", 0
  %".269" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B72.endif.endif.endif:
  %".271" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".243", i32 0, i32 0
  %".272" = load i8*, i8** %".271"
  %".273" = call i8* @"NRT_MemInfo_data_fast"(i8* %".272")
  %".274" = bitcast i8* %".273" to {i64, i64, i8, i64}*
  %".275" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".274", i32 0, i32 3
  %".276" = getelementptr i64, i64* %".275", i64 %".255"
  %".277" = load i64, i64* %".276"
  %".278" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".243", i32 0, i32 0
  %".279" = load i8*, i8** %".278"
  %".280" = call i8* @"NRT_MemInfo_data_fast"(i8* %".279")
  %".281" = bitcast i8* %".280" to {i64, i64, i8, i64}*
  %".282" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".281", i32 0, i32 3
  %".283" = getelementptr i64, i64* %".282", i64 %".255"
  store i64 %".241", i64* %".283"
  br label %"B68"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.iterable.0", i8* %"arg.iterable.1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'IndexError'>, ('getitem out of range',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'IndexError'>, ('setitem out of range',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
!numba_args_may_always_need_nrt = !{ !0, !1 }
!0 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ i1 1 }
