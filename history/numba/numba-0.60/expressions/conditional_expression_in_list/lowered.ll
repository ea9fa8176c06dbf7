; ModuleID = "conditional_expression_in_list"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"$phi.5" = alloca i64
  store i64 0, i64* %"$phi.5"
  %"$phi.7" = alloca i64
  store i64 0, i64* %"$phi.7"
  %"$phi.9" = alloca i64
  store i64 0, i64* %"$phi.9"
  %".54" = alloca i1
  store i1 0, i1* %".54"
  %".57" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".57"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = load i64, i64* %"b"
  %".12" = icmp sgt i64 %".10", %".11"
  br i1 %".12", label %"B16", label %"B20"
B16:
  %".14" = load i64, i64* %"a"
  %".16" = load i64, i64* %"$phi.5"
  store i64 %".14", i64* %"$phi.5"
  br label %"B22"
B20:
  %".19" = load i64, i64* %"b"
  %".20" = load i64, i64* %"$phi.5"
  store i64 %".19", i64* %"$phi.5"
  br label %"B22"
B22:
  %".23" = load i64, i64* %"a"
  %".24" = load i64, i64* %"b"
  %".25" = icmp slt i64 %".23", %".24"
  br i1 %".25", label %"B34", label %"B38"
B34:
  %".27" = load i64, i64* %"a"
  %".29" = load i64, i64* %"$phi.7"
  store i64 %".27", i64* %"$phi.7"
  br label %"B40"
B38:
  %".32" = load i64, i64* %"b"
  %".33" = load i64, i64* %"$phi.7"
  store i64 %".32", i64* %"$phi.7"
  br label %"B40"
B40:
  %".36" = load i64, i64* %"a"
  %".37" = load i64, i64* %"b"
  %".38" = icmp eq i64 %".36", %".37"
  %".39" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".41" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  br i1 %".38", label %"B52", label %"B56"
B52:
  %".45" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  br label %"B58"
B56:
  %".48" = load i64, i64* %"$phi.9"
  store i64 1, i64* %"$phi.9"
  br label %"B58"
B58:
  %".51" = load i64, i64* %"$phi.5"
  %".52" = load i64, i64* %"$phi.7"
  %".53" = load i64, i64* %"$phi.9"
  store i1 1, i1* %".54"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".57"
  %".60" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 3, i64 8)
  %".61" = extractvalue {i64, i1} %".60", 0
  %".62" = extractvalue {i64, i1} %".60", 1
  %".63" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".61", i64 24)
  %".64" = extractvalue {i64, i1} %".63", 0
  %".65" = extractvalue {i64, i1} %".63", 1
  %".66" = or i1 %".62", %".65"
  br i1 %".66", label %"B58.if", label %"B58.endif", !prof !0
B58.if:
  store i1 0, i1* %".54"
  br label %"B58.endif"
B58.endif:
  %".70" = load i1, i1* %".54"
  br i1 %".70", label %"B58.endif.if", label %"B58.endif.endif", !prof !1
B58.endif.if:
  %".72" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".73" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".64", i8* %".72")
  %".74" = icmp eq i8* null, %".73"
  br i1 %".74", label %"B58.endif.if.if", label %"B58.endif.if.else", !prof !0
B58.endif.endif:
  %".126" = load i1, i1* %".54"
  %".127" = xor i1 %".126", -1
  br i1 %".127", label %"B58.endif.endif.if", label %"B58.endif.endif.endif", !prof !0
B58.endif.if.if:
  store i1 0, i1* %".54"
  br label %"B58.endif.if.endif"
B58.endif.if.else:
  %".78" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  store i8* %".73", i8** %".78"
  %".80" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 1
  store i8* null, i8** %".80"
  %".82" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".83" = load i8*, i8** %".82"
  %".84" = call i8* @"NRT_MemInfo_data_fast"(i8* %".83")
  %".85" = bitcast i8* %".84" to {i64, i64, i8, i64}*
  %".86" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".85", i32 0, i32 1
  store i64 3, i64* %".86"
  %".88" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".89" = load i8*, i8** %".88"
  %".90" = call i8* @"NRT_MemInfo_data_fast"(i8* %".89")
  %".91" = bitcast i8* %".90" to {i64, i64, i8, i64}*
  %".92" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".91", i32 0, i32 0
  store i64 0, i64* %".92"
  %".94" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".95" = load i8*, i8** %".94"
  %".96" = call i8* @"NRT_MemInfo_data_fast"(i8* %".95")
  %".97" = bitcast i8* %".96" to {i64, i64, i8, i64}*
  %".98" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".97", i32 0, i32 2
  %".99" = zext i1 0 to i8
  store i8 %".99", i8* %".98"
  %".101" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".102" = load i8*, i8** %".101"
  %".103" = call i8* @"NRT_MemInfo_data_fast"(i8* %".102")
  %".104" = bitcast i8* %".103" to {i64, i64, i8, i64}*
  %".105" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".104", i32 0, i32 0
  %".106" = load i64, i64* %".105"
  %".107" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".108" = load i8*, i8** %".107"
  %".109" = call i8* @"NRT_MemInfo_data_fast"(i8* %".108")
  %".110" = bitcast i8* %".109" to {i64, i64, i8, i64}*
  %".111" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".110", i32 0, i32 3
  %".112" = getelementptr i64, i64* %".111", i64 0
  %".113" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".114" = load i8*, i8** %".113"
  %".115" = call i8* @"NRT_MemInfo_data_fast"(i8* %".114")
  %".116" = bitcast i8* %".115" to {i64, i64, i8, i64}*
  %".117" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".116", i32 0, i32 3
  %".118" = getelementptr i64, i64* %".117", i64 3
  %".119" = ptrtoint i64* %".118" to i64
  %".120" = ptrtoint i64* %".112" to i64
  %".121" = sub i64 %".119", %".120"
  %".122" = bitcast i64* %".112" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".122", i8 0, i64 %".121", i1 0)
  br label %"B58.endif.if.endif"
B58.endif.if.endif:
  br label %"B58.endif.endif"
B58.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".132" = load i64, i64* %"try_state"
  %".133" = icmp ugt i64 %".132", 0
  %".134" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.endif.endif.endif:
  %".136" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".137" = load i8*, i8** %".136"
  %".138" = call i8* @"NRT_MemInfo_data_fast"(i8* %".137")
  %".139" = bitcast i8* %".138" to {i64, i64, i8, i64}*
  %".140" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".139", i32 0, i32 0
  store i64 3, i64* %".140"
  %".142" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".143" = load i8*, i8** %".142"
  %".144" = call i8* @"NRT_MemInfo_data_fast"(i8* %".143")
  %".145" = bitcast i8* %".144" to {i64, i64, i8, i64}*
  %".146" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".145", i32 0, i32 3
  %".147" = getelementptr i64, i64* %".146", i64 0
  %".148" = load i64, i64* %".147"
  %".149" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".150" = load i8*, i8** %".149"
  %".151" = call i8* @"NRT_MemInfo_data_fast"(i8* %".150")
  %".152" = bitcast i8* %".151" to {i64, i64, i8, i64}*
  %".153" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".152", i32 0, i32 3
  %".154" = getelementptr i64, i64* %".153", i64 0
  store i64 %".51", i64* %".154"
  %".156" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".157" = load i8*, i8** %".156"
  %".158" = call i8* @"NRT_MemInfo_data_fast"(i8* %".157")
  %".159" = bitcast i8* %".158" to {i64, i64, i8, i64}*
  %".160" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".159", i32 0, i32 3
  %".161" = getelementptr i64, i64* %".160", i64 1
  %".162" = load i64, i64* %".161"
  %".163" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".164" = load i8*, i8** %".163"
  %".165" = call i8* @"NRT_MemInfo_data_fast"(i8* %".164")
  %".166" = bitcast i8* %".165" to {i64, i64, i8, i64}*
  %".167" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".166", i32 0, i32 3
  %".168" = getelementptr i64, i64* %".167", i64 1
  store i64 %".52", i64* %".168"
  %".170" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".171" = load i8*, i8** %".170"
  %".172" = call i8* @"NRT_MemInfo_data_fast"(i8* %".171")
  %".173" = bitcast i8* %".172" to {i64, i64, i8, i64}*
  %".174" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".173", i32 0, i32 3
  %".175" = getelementptr i64, i64* %".174", i64 2
  %".176" = load i64, i64* %".175"
  %".177" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".57", i32 0, i32 0
  %".178" = load i8*, i8** %".177"
  %".179" = call i8* @"NRT_MemInfo_data_fast"(i8* %".178")
  %".180" = bitcast i8* %".179" to {i64, i64, i8, i64}*
  %".181" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".180", i32 0, i32 3
  %".182" = getelementptr i64, i64* %".181", i64 2
  store i64 %".53", i64* %".182"
  %".184" = load {i8*, i8*}, {i8*, i8*}* %".57"
  %".185" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  %".187" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".189" = load i64, i64* %"$phi.5"
  store i64 0, i64* %"$phi.5"
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".184", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".184", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".184", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".184", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".184", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".184", 1
  %".193" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.2", 0
  %".194" = insertvalue {i8*, i8*} %".193", i8* %"extracted.parent.2", 1
  store {i8*, i8*} %".194", {i8*, i8*}* %"retptr"
  ret i32 0
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
declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
