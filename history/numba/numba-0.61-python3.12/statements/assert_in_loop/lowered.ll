; ModuleID = "assert_in_loop"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %".10" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".10"
  %".14" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".14"
  %".17" = alloca i64
  store i64 0, i64* %".17"
  %"$phi.1" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %"$phi.1"
  %".37" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".37"
  %".40" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".40"
  %".72" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".72"
  %".78" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".78"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"x" = alloca i64
  store i64 0, i64* %"x"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".106" = alloca i64
  store i64 0, i64* %".106"
  %".109" = alloca i64
  store i64 0, i64* %".109"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".8" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".10"
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %".10"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".14"
  store i64 0, i64* %".17"
  %".20" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".14", i32 0, i32 1
  store i64* %".17", i64** %".20"
  %".22" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".10", i32 0, i32 0
  %".23" = load i8*, i8** %".22"
  %".24" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".14", i32 0, i32 0
  store i8* %".23", i8** %".24"
  %".26" = load {i8*, i64*}, {i8*, i64*}* %".14"
  %"extracted.meminfo.1" = extractvalue {i8*, i64*} %".26", 0
  %"extracted.index" = extractvalue {i8*, i64*} %".26", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %"extracted.meminfo.3" = extractvalue {i8*, i64*} %".26", 0
  %"extracted.index.1" = extractvalue {i8*, i64*} %".26", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".31" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.4" = extractvalue {i8*, i64*} %".31", 0
  %"extracted.index.2" = extractvalue {i8*, i64*} %".31", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i8*, i64*} %".26", {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.5" = extractvalue {i8*, i64*} %".26", 0
  %"extracted.index.3" = extractvalue {i8*, i64*} %".26", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  br label %"B12"
B12:
  %".36" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".37"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".40"
  store {i8*, i64*} %".36", {i8*, i64*}* %".40"
  %".44" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".40", i32 0, i32 1
  %".45" = load i64*, i64** %".44"
  %".46" = load i64, i64* %".45"
  %".47" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".40", i32 0, i32 0
  %".48" = load i8*, i8** %".47"
  %".49" = call i8* @"NRT_MemInfo_data_fast"(i8* %".48")
  %".50" = bitcast i8* %".49" to {i64, i64, i8, i64}*
  %".51" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".50", i32 0, i32 0
  %".52" = load i64, i64* %".51"
  %".53" = icmp slt i64 %".46", %".52"
  %".54" = getelementptr inbounds {i64, i1}, {i64, i1}* %".37", i32 0, i32 1
  store i1 %".53", i1* %".54"
  br i1 %".53", label %"B12.if", label %"B12.endif"
B16:
  %".88" = load i64, i64* %"$phi.2"
  %".90" = load i64, i64* %"x"
  store i64 %".88", i64* %"x"
  %".92" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".94" = load i64, i64* %"x"
  %".97" = icmp eq i64 2, 0
  br i1 %".97", label %"B16.if", label %"B16.else", !prof !1
B34:
  %".141" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".143" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".145" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.6" = extractvalue {i8*, i64*} %".145", 0
  %"extracted.index.4" = extractvalue {i8*, i64*} %".145", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %"$phi.1"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".149" = load i64, i64* %"try_state"
  %".150" = icmp ugt i64 %".149", 0
  %".151" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B48:
  %".153" = load i64, i64* %"total.2"
  %".154" = load i64, i64* %"x"
  %".155" = add nsw i64 %".153", %".154"
  %".156" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".158" = load i64, i64* %"total.2"
  store i64 %".155", i64* %"total.2"
  br label %"B12"
B60:
  %".161" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".163" = load {i8*, i64*}, {i8*, i64*}* %"$phi.1"
  %"extracted.meminfo.7" = extractvalue {i8*, i64*} %".163", 0
  %"extracted.index.5" = extractvalue {i8*, i64*} %".163", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %"$phi.1"
  %".166" = load i64, i64* %"total.2"
  %".167" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".166", i64* %"retptr"
  ret i32 0
B12.if:
  %".57" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".40", i32 0, i32 0
  %".58" = load i8*, i8** %".57"
  %".59" = call i8* @"NRT_MemInfo_data_fast"(i8* %".58")
  %".60" = bitcast i8* %".59" to {i64, i64, i8, i64}*
  %".61" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".60", i32 0, i32 3
  %".62" = getelementptr i64, i64* %".61", i64 %".46"
  %".63" = load i64, i64* %".62"
  %".64" = getelementptr inbounds {i64, i1}, {i64, i1}* %".37", i32 0, i32 0
  store i64 %".63", i64* %".64"
  %".66" = add i64 %".46", 1
  %".67" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".40", i32 0, i32 1
  %".68" = load i64*, i64** %".67"
  store i64 %".66", i64* %".68"
  br label %"B12.endif"
B12.endif:
  %".71" = load {i64, i1}, {i64, i1}* %".37"
  %"extracted.first" = extractvalue {i64, i1} %".71", 0
  %"extracted.second" = extractvalue {i64, i1} %".71", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".72"
  store {i64, i1} %".71", {i64, i1}* %".72"
  %".76" = getelementptr inbounds {i64, i1}, {i64, i1}* %".72", i32 0, i32 0
  %".77" = load i64, i64* %".76"
  store {i64, i1} zeroinitializer, {i64, i1}* %".78"
  store {i64, i1} %".71", {i64, i1}* %".78"
  %".82" = getelementptr inbounds {i64, i1}, {i64, i1}* %".78", i32 0, i32 1
  %".83" = load i1, i1* %".82"
  %"extracted.first.1" = extractvalue {i64, i1} %".71", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".71", 1
  %".85" = load i64, i64* %"$phi.2"
  store i64 %".77", i64* %"$phi.2"
  br i1 %".83", label %"B16", label %"B60"
B16.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".102" = load i64, i64* %"try_state"
  %".103" = icmp ugt i64 %".102", 0
  %".104" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B16.else:
  store i64 0, i64* %".106"
  store i64 0, i64* %".109"
  %".112" = icmp eq i64 %".94", -9223372036854775808
  %".113" = icmp eq i64 2, -1
  %".114" = and i1 %".112", %".113"
  %".115" = xor i1 %".114", -1
  br i1 %".115", label %"B16.else.if", label %"B16.else.endif", !prof !3
B16.endif:
  %".138" = load i64, i64* %"rem"
  %".139" = icmp eq i64 %".138", 0
  br i1 %".139", label %"B48", label %"B34"
B16.else.if:
  %".117" = sdiv i64 %".94", 2
  %".118" = srem i64 %".94", 2
  %".119" = xor i64 2, %".118"
  %".120" = icmp slt i64 %".119", 0
  %".121" = icmp ne i64 %".118", 0
  %".122" = and i1 %".121", %".120"
  br i1 %".122", label %"B16.else.if.if", label %"B16.else.if.else"
B16.else.endif:
  %".133" = load i64, i64* %".106"
  %".134" = load i64, i64* %".109"
  store i64 %".133", i64* %"quot"
  store i64 %".134", i64* %"rem"
  br label %"B16.endif"
B16.else.if.if:
  %".127" = sub i64 %".117", 1
  store i64 %".127", i64* %".106"
  %".129" = add i64 %".118", 2
  store i64 %".129", i64* %".109"
  br label %"B16.else.if.endif"
B16.else.if.else:
  store i64 %".117", i64* %".106"
  store i64 %".118", i64* %".109"
  br label %"B16.else.if.endif"
B16.else.if.endif:
  br label %"B16.else.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('every item must be even',), ('assert_in_loop', 'cases/statements.py', 152))
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!numba_args_may_always_need_nrt = !{ !0 }
!0 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i1 1 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
