; ModuleID = "tuple_unpack_swap"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"a.2" = alloca i64
  store i64 0, i64* %"a.2"
  %"b.2" = alloca i64
  store i64 0, i64* %"b.2"
  %".15" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".15"
  %".25" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".25"
  %".29" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".29"
  %".38" = alloca i64
  store i64 0, i64* %".38"
  %".41" = alloca i64
  store i64 0, i64* %".41"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".86" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".86"
  %".89" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".89"
  %".115" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".115"
  %".121" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".121"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  br label %"B0"
B0:
  %".5" = insertvalue {i64, i64} undef, i64 0, 0
  %".6" = insertvalue {i64, i64} %".5", i64 1, 1
  %"extracted.f0" = extractvalue {i64, i64} %".6", 0
  %"extracted.f1" = extractvalue {i64, i64} %".6", 1
  %"extracted.f0.1" = extractvalue {i64, i64} %".6", 0
  %"extracted.f1.1" = extractvalue {i64, i64} %".6", 1
  %"extracted.f0.2" = extractvalue {i64, i64} %".6", 0
  %"extracted.f1.2" = extractvalue {i64, i64} %".6", 1
  %".7" = extractvalue {i64, i64} %".6", 0
  %".8" = extractvalue {i64, i64} %".6", 1
  %"extracted.f0.3" = extractvalue {i64, i64} %".6", 0
  %"extracted.f1.3" = extractvalue {i64, i64} %".6", 1
  %".10" = load i64, i64* %"a.2"
  store i64 0, i64* %"a.2"
  %".13" = load i64, i64* %"b.2"
  store i64 1, i64* %"b.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".15"
  %".18" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 0
  store i64 0, i64* %".18"
  %".20" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 1
  store i64 %"arg.n", i64* %".20"
  %".22" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 2
  store i64 1, i64* %".22"
  %".24" = load {i64, i64, i64}, {i64, i64, i64}* %".15"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".25"
  store {i64, i64, i64} %".24", {i64, i64, i64}* %".25"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".29"
  %".32" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".25", i32 0, i32 0
  %".33" = load i64, i64* %".32"
  %".34" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".25", i32 0, i32 1
  %".35" = load i64, i64* %".34"
  %".36" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".25", i32 0, i32 2
  %".37" = load i64, i64* %".36"
  store i64 %".33", i64* %".38"
  %".43" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".29", i32 0, i32 0
  store i64* %".38", i64** %".43"
  %".45" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".29", i32 0, i32 1
  store i64 %".35", i64* %".45"
  %".47" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".29", i32 0, i32 2
  store i64 %".37", i64* %".47"
  %".49" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".29", i32 0, i32 3
  store i64* %".41", i64** %".49"
  %".51" = sub i64 %".35", %".33"
  %".52" = icmp sgt i64 %".51", 0
  %".53" = icmp sgt i64 %".37", 0
  %".54" = xor i1 %".52", %".53"
  %".55" = icmp eq i64 %".37", 0
  br i1 %".55", label %"B0.if", label %"B0.endif", !prof !0
B36:
  %".85" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".86"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".89"
  store {i64*, i64, i64, i64*} %".85", {i64*, i64, i64, i64*}* %".89"
  %".93" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 3
  %".94" = load i64*, i64** %".93"
  %".95" = load i64, i64* %".94"
  %".96" = icmp sgt i64 %".95", 0
  %".97" = getelementptr inbounds {i64, i1}, {i64, i1}* %".86", i32 0, i32 1
  store i1 %".96", i1* %".97"
  br i1 %".96", label %"B36.if", label %"B36.endif"
B40:
  %".131" = load i64, i64* %"$phi.2"
  %".132" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".134" = load i64, i64* %"b.2"
  %".135" = load i64, i64* %"a.2"
  %".136" = load i64, i64* %"b.2"
  %".137" = add nsw i64 %".135", %".136"
  %".138" = load i64, i64* %"b.2"
  store i64 %".137", i64* %"b.2"
  %".140" = load i64, i64* %"a.2"
  store i64 %".134", i64* %"a.2"
  br label %"B36"
B58:
  %".143" = load i64, i64* %"b.2"
  store i64 0, i64* %"b.2"
  %".145" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".147" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".147", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".147", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".147", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".147", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".149" = load i64, i64* %"a.2"
  %".150" = load i64, i64* %"a.2"
  store i64 0, i64* %"a.2"
  store i64 %".149", i64* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".60" = load i64, i64* %"try_state"
  %".61" = icmp ugt i64 %".60", 0
  %".62" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".54", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".65" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".29", i32 0, i32 3
  %".66" = load i64*, i64** %".65"
  store i64 0, i64* %".66"
  br label %"B0.endif.endif"
B0.endif.else:
  %".69" = srem i64 %".51", %".37"
  %".70" = sub i64 0, %".69"
  %".71" = select  i1 %".52", i64 %".69", i64 %".70"
  %".72" = icmp sgt i64 %".71", 0
  %".73" = sdiv i64 %".51", %".37"
  %".74" = select  i1 %".72", i64 1, i64 0
  %".75" = add i64 %".73", %".74"
  %".76" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".29", i32 0, i32 3
  %".77" = load i64*, i64** %".76"
  store i64 %".75", i64* %".77"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".80" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".29"
  %"extracted.start" = extractvalue {i64, i64, i64} %".24", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".24", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".24", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".80", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".80", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".80", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".80", 3
  %".82" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".82", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".82", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".82", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".82", 3
  store {i64*, i64, i64, i64*} %".80", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".80", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".80", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".80", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".80", 3
  br label %"B36"
B36.if:
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 0
  %".101" = load i64*, i64** %".100"
  %".102" = load i64, i64* %".101"
  %".103" = getelementptr inbounds {i64, i1}, {i64, i1}* %".86", i32 0, i32 0
  store i64 %".102", i64* %".103"
  %".105" = sub nsw i64 %".95", 1
  store i64 %".105", i64* %".94"
  %".107" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 2
  %".108" = load i64, i64* %".107"
  %".109" = add i64 %".102", %".108"
  %".110" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 0
  %".111" = load i64*, i64** %".110"
  store i64 %".109", i64* %".111"
  br label %"B36.endif"
B36.endif:
  %".114" = load {i64, i1}, {i64, i1}* %".86"
  %"extracted.first" = extractvalue {i64, i1} %".114", 0
  %"extracted.second" = extractvalue {i64, i1} %".114", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".115"
  store {i64, i1} %".114", {i64, i1}* %".115"
  %".119" = getelementptr inbounds {i64, i1}, {i64, i1}* %".115", i32 0, i32 0
  %".120" = load i64, i64* %".119"
  store {i64, i1} zeroinitializer, {i64, i1}* %".121"
  store {i64, i1} %".114", {i64, i1}* %".121"
  %".125" = getelementptr inbounds {i64, i1}, {i64, i1}* %".121", i32 0, i32 1
  %".126" = load i1, i1* %".125"
  %"extracted.first.1" = extractvalue {i64, i1} %".114", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".114", 1
  %".128" = load i64, i64* %"$phi.2"
  store i64 %".120", i64* %"$phi.2"
  br i1 %".126", label %"B40", label %"B58"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
