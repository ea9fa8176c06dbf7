; ModuleID = "for_early_return"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5loops16for_early_returnB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases5loops16for_early_returnB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".5"
  %".15" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".15"
  %".19" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".19"
  %".28" = alloca i64
  store i64 0, i64* %".28"
  %".31" = alloca i64
  store i64 0, i64* %".31"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".76" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".76"
  %".79" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".79"
  %".105" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".105"
  %".111" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".111"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".137" = alloca i64
  store i64 0, i64* %".137"
  %".140" = alloca i64
  store i64 0, i64* %".140"
  br label %"B0"
B0:
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".5"
  %".8" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".5", i32 0, i32 0
  store i64 1, i64* %".8"
  %".10" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".5", i32 0, i32 1
  store i64 %"arg.n", i64* %".10"
  %".12" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".5", i32 0, i32 2
  store i64 1, i64* %".12"
  %".14" = load {i64, i64, i64}, {i64, i64, i64}* %".5"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".15"
  store {i64, i64, i64} %".14", {i64, i64, i64}* %".15"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".19"
  %".22" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 0
  %".23" = load i64, i64* %".22"
  %".24" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 1
  %".25" = load i64, i64* %".24"
  %".26" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 2
  %".27" = load i64, i64* %".26"
  store i64 %".23", i64* %".28"
  %".33" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 0
  store i64* %".28", i64** %".33"
  %".35" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 1
  store i64 %".25", i64* %".35"
  %".37" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 2
  store i64 %".27", i64* %".37"
  %".39" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 3
  store i64* %".31", i64** %".39"
  %".41" = sub i64 %".25", %".23"
  %".42" = icmp sgt i64 %".41", 0
  %".43" = icmp sgt i64 %".27", 0
  %".44" = xor i1 %".42", %".43"
  %".45" = icmp eq i64 %".27", 0
  br i1 %".45", label %"B0.if", label %"B0.endif", !prof !0
B28:
  %".75" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".76"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".79"
  store {i64*, i64, i64, i64*} %".75", {i64*, i64, i64, i64*}* %".79"
  %".83" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".79", i32 0, i32 3
  %".84" = load i64*, i64** %".83"
  %".85" = load i64, i64* %".84"
  %".86" = icmp sgt i64 %".85", 0
  %".87" = getelementptr inbounds {i64, i1}, {i64, i1}* %".76", i32 0, i32 1
  store i1 %".86", i1* %".87"
  br i1 %".86", label %"B28.if", label %"B28.endif"
B32:
  %".121" = load i64, i64* %"$phi.2"
  %".123" = load i64, i64* %"i"
  store i64 %".121", i64* %"i"
  %".125" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".127" = load i64, i64* %"i"
  %".130" = icmp eq i64 7, 0
  br i1 %".130", label %"B32.if", label %"B32.else", !prof !0
B50:
  %".172" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  br label %"B28"
B52:
  %".175" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".175", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".175", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".175", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".175", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".177" = load i64, i64* %"i"
  %".178" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  store i64 %".177", i64* %"retptr"
  ret i32 0
B60:
  %".182" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".184" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".184", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".184", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".184", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".184", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  store i64 0, i64* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".50" = load i64, i64* %"try_state"
  %".51" = icmp ugt i64 %".50", 0
  %".52" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".44", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".55" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 3
  %".56" = load i64*, i64** %".55"
  store i64 0, i64* %".56"
  br label %"B0.endif.endif"
B0.endif.else:
  %".59" = srem i64 %".41", %".27"
  %".60" = sub i64 0, %".59"
  %".61" = select  i1 %".42", i64 %".59", i64 %".60"
  %".62" = icmp sgt i64 %".61", 0
  %".63" = sdiv i64 %".41", %".27"
  %".64" = select  i1 %".62", i64 1, i64 0
  %".65" = add i64 %".63", %".64"
  %".66" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 3
  %".67" = load i64*, i64** %".66"
  store i64 %".65", i64* %".67"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".70" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19"
  %"extracted.start" = extractvalue {i64, i64, i64} %".14", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".14", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".14", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %".72" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".72", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".72", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".72", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".72", 3
  store {i64*, i64, i64, i64*} %".70", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  br label %"B28"
B28.if:
  %".90" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".79", i32 0, i32 0
  %".91" = load i64*, i64** %".90"
  %".92" = load i64, i64* %".91"
  %".93" = getelementptr inbounds {i64, i1}, {i64, i1}* %".76", i32 0, i32 0
  store i64 %".92", i64* %".93"
  %".95" = sub nsw i64 %".85", 1
  store i64 %".95", i64* %".84"
  %".97" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".79", i32 0, i32 2
  %".98" = load i64, i64* %".97"
  %".99" = add i64 %".92", %".98"
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".79", i32 0, i32 0
  %".101" = load i64*, i64** %".100"
  store i64 %".99", i64* %".101"
  br label %"B28.endif"
B28.endif:
  %".104" = load {i64, i1}, {i64, i1}* %".76"
  %"extracted.first" = extractvalue {i64, i1} %".104", 0
  %"extracted.second" = extractvalue {i64, i1} %".104", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".105"
  store {i64, i1} %".104", {i64, i1}* %".105"
  %".109" = getelementptr inbounds {i64, i1}, {i64, i1}* %".105", i32 0, i32 0
  %".110" = load i64, i64* %".109"
  store {i64, i1} zeroinitializer, {i64, i1}* %".111"
  store {i64, i1} %".104", {i64, i1}* %".111"
  %".115" = getelementptr inbounds {i64, i1}, {i64, i1}* %".111", i32 0, i32 1
  %".116" = load i1, i1* %".115"
  %"extracted.first.1" = extractvalue {i64, i1} %".104", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".104", 1
  %".118" = load i64, i64* %"$phi.2"
  store i64 %".110", i64* %"$phi.2"
  br i1 %".116", label %"B32", label %"B60"
B32.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".133" = load i64, i64* %"try_state"
  %".134" = icmp ugt i64 %".133", 0
  %".135" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B32.else:
  store i64 0, i64* %".137"
  store i64 0, i64* %".140"
  %".143" = icmp eq i64 %".127", -9223372036854775808
  %".144" = icmp eq i64 7, -1
  %".145" = and i1 %".143", %".144"
  %".146" = xor i1 %".145", -1
  br i1 %".146", label %"B32.else.if", label %"B32.else.endif", !prof !2
B32.endif:
  %".169" = load i64, i64* %"rem"
  %".170" = icmp eq i64 %".169", 0
  br i1 %".170", label %"B52", label %"B50"
B32.else.if:
  %".148" = sdiv i64 %".127", 7
  %".149" = srem i64 %".127", 7
  %".150" = xor i64 7, %".149"
  %".151" = icmp slt i64 %".150", 0
  %".152" = icmp ne i64 %".149", 0
  %".153" = and i1 %".152", %".151"
  br i1 %".153", label %"B32.else.if.if", label %"B32.else.if.else"
B32.else.endif:
  %".164" = load i64, i64* %".137"
  %".165" = load i64, i64* %".140"
  store i64 %".164", i64* %"quot"
  store i64 %".165", i64* %"rem"
  br label %"B32.endif"
B32.else.if.if:
  %".158" = sub i64 %".148", 1
  store i64 %".158", i64* %".137"
  %".160" = add i64 %".149", 7
  store i64 %".160", i64* %".140"
  br label %"B32.else.if.endif"
B32.else.if.else:
  store i64 %".148", i64* %".137"
  store i64 %".149", i64* %".140"
  br label %"B32.else.if.endif"
B32.else.if.endif:
  br label %"B32.else.endif"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
