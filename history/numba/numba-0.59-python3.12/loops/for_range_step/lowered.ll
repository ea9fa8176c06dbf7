; ModuleID = "for_range_step"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases5loops14for_range_stepB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.start", i64 %"arg.stop")
{
entry:
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %".9" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".9"
  %".19" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".19"
  %".23" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".23"
  %".32" = alloca i64
  store i64 0, i64* %".32"
  %".35" = alloca i64
  store i64 0, i64* %".35"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".80" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".80"
  %".83" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".83"
  %".109" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".109"
  %".115" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".115"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  br label %"B0"
B0:
  %".7" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".9"
  %".12" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".9", i32 0, i32 0
  store i64 %"arg.start", i64* %".12"
  %".14" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".9", i32 0, i32 1
  store i64 %"arg.stop", i64* %".14"
  %".16" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".9", i32 0, i32 2
  store i64 3, i64* %".16"
  %".18" = load {i64, i64, i64}, {i64, i64, i64}* %".9"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".19"
  store {i64, i64, i64} %".18", {i64, i64, i64}* %".19"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".23"
  %".26" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".19", i32 0, i32 0
  %".27" = load i64, i64* %".26"
  %".28" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".19", i32 0, i32 1
  %".29" = load i64, i64* %".28"
  %".30" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".19", i32 0, i32 2
  %".31" = load i64, i64* %".30"
  store i64 %".27", i64* %".32"
  %".37" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".23", i32 0, i32 0
  store i64* %".32", i64** %".37"
  %".39" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".23", i32 0, i32 1
  store i64 %".29", i64* %".39"
  %".41" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".23", i32 0, i32 2
  store i64 %".31", i64* %".41"
  %".43" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".23", i32 0, i32 3
  store i64* %".35", i64** %".43"
  %".45" = sub i64 %".29", %".27"
  %".46" = icmp sgt i64 %".45", 0
  %".47" = icmp sgt i64 %".31", 0
  %".48" = xor i1 %".46", %".47"
  %".49" = icmp eq i64 %".31", 0
  br i1 %".49", label %"B0.if", label %"B0.endif", !prof !0
B34:
  %".79" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".80"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".83"
  store {i64*, i64, i64, i64*} %".79", {i64*, i64, i64, i64*}* %".83"
  %".87" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".83", i32 0, i32 3
  %".88" = load i64*, i64** %".87"
  %".89" = load i64, i64* %".88"
  %".90" = icmp sgt i64 %".89", 0
  %".91" = getelementptr inbounds {i64, i1}, {i64, i1}* %".80", i32 0, i32 1
  store i1 %".90", i1* %".91"
  br i1 %".90", label %"B34.if", label %"B34.endif"
B38:
  %".125" = load i64, i64* %"$phi.2"
  %".126" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".128" = load i64, i64* %"total.2"
  %".129" = add nsw i64 %".128", %".125"
  %".130" = load i64, i64* %"total.2"
  store i64 %".129", i64* %"total.2"
  br label %"B34"
B52:
  %".133" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".135" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".135", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".135", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".135", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".135", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".137" = load i64, i64* %"total.2"
  %".138" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".137", i64* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".54" = load i64, i64* %"try_state"
  %".55" = icmp ugt i64 %".54", 0
  %".56" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".48", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".59" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".23", i32 0, i32 3
  %".60" = load i64*, i64** %".59"
  store i64 0, i64* %".60"
  br label %"B0.endif.endif"
B0.endif.else:
  %".63" = srem i64 %".45", %".31"
  %".64" = sub i64 0, %".63"
  %".65" = select  i1 %".46", i64 %".63", i64 %".64"
  %".66" = icmp sgt i64 %".65", 0
  %".67" = sdiv i64 %".45", %".31"
  %".68" = select  i1 %".66", i64 1, i64 0
  %".69" = add i64 %".67", %".68"
  %".70" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".23", i32 0, i32 3
  %".71" = load i64*, i64** %".70"
  store i64 %".69", i64* %".71"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".74" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".23"
  %"extracted.start" = extractvalue {i64, i64, i64} %".18", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".18", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".18", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".74", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".74", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".74", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".74", 3
  %".76" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".76", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".76", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".76", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".76", 3
  store {i64*, i64, i64, i64*} %".74", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".74", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".74", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".74", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".74", 3
  br label %"B34"
B34.if:
  %".94" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".83", i32 0, i32 0
  %".95" = load i64*, i64** %".94"
  %".96" = load i64, i64* %".95"
  %".97" = getelementptr inbounds {i64, i1}, {i64, i1}* %".80", i32 0, i32 0
  store i64 %".96", i64* %".97"
  %".99" = sub nsw i64 %".89", 1
  store i64 %".99", i64* %".88"
  %".101" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".83", i32 0, i32 2
  %".102" = load i64, i64* %".101"
  %".103" = add i64 %".96", %".102"
  %".104" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".83", i32 0, i32 0
  %".105" = load i64*, i64** %".104"
  store i64 %".103", i64* %".105"
  br label %"B34.endif"
B34.endif:
  %".108" = load {i64, i1}, {i64, i1}* %".80"
  %"extracted.first" = extractvalue {i64, i1} %".108", 0
  %"extracted.second" = extractvalue {i64, i1} %".108", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".109"
  store {i64, i1} %".108", {i64, i1}* %".109"
  %".113" = getelementptr inbounds {i64, i1}, {i64, i1}* %".109", i32 0, i32 0
  %".114" = load i64, i64* %".113"
  store {i64, i1} zeroinitializer, {i64, i1}* %".115"
  store {i64, i1} %".108", {i64, i1}* %".115"
  %".119" = getelementptr inbounds {i64, i1}, {i64, i1}* %".115", i32 0, i32 1
  %".120" = load i1, i1* %".119"
  %"extracted.first.1" = extractvalue {i64, i1} %".108", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".108", 1
  %".122" = load i64, i64* %"$phi.2"
  store i64 %".114", i64* %"$phi.2"
  br i1 %".120", label %"B38", label %"B52"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
