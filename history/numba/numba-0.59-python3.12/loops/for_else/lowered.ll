; ModuleID = "for_else"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5loops8for_elseB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases5loops8for_elseB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %".8" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".8"
  %".18" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".18"
  %".22" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".22"
  %".31" = alloca i64
  store i64 0, i64* %".31"
  %".34" = alloca i64
  store i64 0, i64* %".34"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".79" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".79"
  %".82" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".82"
  %".108" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".108"
  %".114" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".114"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".141" = alloca i64
  store i64 0, i64* %".141"
  %".144" = alloca i64
  store i64 0, i64* %".144"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".8"
  %".11" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".8", i32 0, i32 0
  store i64 2, i64* %".11"
  %".13" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".8", i32 0, i32 1
  store i64 %".7", i64* %".13"
  %".15" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".8", i32 0, i32 2
  store i64 1, i64* %".15"
  %".17" = load {i64, i64, i64}, {i64, i64, i64}* %".8"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".18"
  store {i64, i64, i64} %".17", {i64, i64, i64}* %".18"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".22"
  %".25" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".18", i32 0, i32 0
  %".26" = load i64, i64* %".25"
  %".27" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".18", i32 0, i32 1
  %".28" = load i64, i64* %".27"
  %".29" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".18", i32 0, i32 2
  %".30" = load i64, i64* %".29"
  store i64 %".26", i64* %".31"
  %".36" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".22", i32 0, i32 0
  store i64* %".31", i64** %".36"
  %".38" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".22", i32 0, i32 1
  store i64 %".28", i64* %".38"
  %".40" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".22", i32 0, i32 2
  store i64 %".30", i64* %".40"
  %".42" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".22", i32 0, i32 3
  store i64* %".34", i64** %".42"
  %".44" = sub i64 %".28", %".26"
  %".45" = icmp sgt i64 %".44", 0
  %".46" = icmp sgt i64 %".30", 0
  %".47" = xor i1 %".45", %".46"
  %".48" = icmp eq i64 %".30", 0
  br i1 %".48", label %"B0.if", label %"B0.endif", !prof !0
B32:
  %".78" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".79"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".82"
  store {i64*, i64, i64, i64*} %".78", {i64*, i64, i64, i64*}* %".82"
  %".86" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".82", i32 0, i32 3
  %".87" = load i64*, i64** %".86"
  %".88" = load i64, i64* %".87"
  %".89" = icmp sgt i64 %".88", 0
  %".90" = getelementptr inbounds {i64, i1}, {i64, i1}* %".79", i32 0, i32 1
  store i1 %".89", i1* %".90"
  br i1 %".89", label %"B32.if", label %"B32.endif"
B36:
  %".124" = load i64, i64* %"$phi.2"
  %".126" = load i64, i64* %"i"
  store i64 %".124", i64* %"i"
  %".128" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".130" = load i64, i64* %"n"
  %".131" = load i64, i64* %"i"
  %".134" = icmp eq i64 %".131", 0
  br i1 %".134", label %"B36.if", label %"B36.else", !prof !0
B54:
  %".176" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  br label %"B32"
B56:
  %".179" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".181" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".181", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".181", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".181", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".181", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".183" = load i64, i64* %"i"
  %".184" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  store i64 %".183", i64* %"retptr"
  ret i32 0
B66:
  %".188" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".190" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".190", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".190", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".190", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".190", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".192" = load i64, i64* %"n"
  %".193" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 %".192", i64* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".53" = load i64, i64* %"try_state"
  %".54" = icmp ugt i64 %".53", 0
  %".55" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".47", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".58" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".22", i32 0, i32 3
  %".59" = load i64*, i64** %".58"
  store i64 0, i64* %".59"
  br label %"B0.endif.endif"
B0.endif.else:
  %".62" = srem i64 %".44", %".30"
  %".63" = sub i64 0, %".62"
  %".64" = select  i1 %".45", i64 %".62", i64 %".63"
  %".65" = icmp sgt i64 %".64", 0
  %".66" = sdiv i64 %".44", %".30"
  %".67" = select  i1 %".65", i64 1, i64 0
  %".68" = add i64 %".66", %".67"
  %".69" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".22", i32 0, i32 3
  %".70" = load i64*, i64** %".69"
  store i64 %".68", i64* %".70"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".73" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".22"
  %"extracted.start" = extractvalue {i64, i64, i64} %".17", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".17", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".17", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".73", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".73", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".73", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".73", 3
  %".75" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".75", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".75", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".75", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".75", 3
  store {i64*, i64, i64, i64*} %".73", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".73", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".73", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".73", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".73", 3
  br label %"B32"
B32.if:
  %".93" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".82", i32 0, i32 0
  %".94" = load i64*, i64** %".93"
  %".95" = load i64, i64* %".94"
  %".96" = getelementptr inbounds {i64, i1}, {i64, i1}* %".79", i32 0, i32 0
  store i64 %".95", i64* %".96"
  %".98" = sub nsw i64 %".88", 1
  store i64 %".98", i64* %".87"
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".82", i32 0, i32 2
  %".101" = load i64, i64* %".100"
  %".102" = add i64 %".95", %".101"
  %".103" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".82", i32 0, i32 0
  %".104" = load i64*, i64** %".103"
  store i64 %".102", i64* %".104"
  br label %"B32.endif"
B32.endif:
  %".107" = load {i64, i1}, {i64, i1}* %".79"
  %"extracted.first" = extractvalue {i64, i1} %".107", 0
  %"extracted.second" = extractvalue {i64, i1} %".107", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".108"
  store {i64, i1} %".107", {i64, i1}* %".108"
  %".112" = getelementptr inbounds {i64, i1}, {i64, i1}* %".108", i32 0, i32 0
  %".113" = load i64, i64* %".112"
  store {i64, i1} zeroinitializer, {i64, i1}* %".114"
  store {i64, i1} %".107", {i64, i1}* %".114"
  %".118" = getelementptr inbounds {i64, i1}, {i64, i1}* %".114", i32 0, i32 1
  %".119" = load i1, i1* %".118"
  %"extracted.first.1" = extractvalue {i64, i1} %".107", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".107", 1
  %".121" = load i64, i64* %"$phi.2"
  store i64 %".113", i64* %"$phi.2"
  br i1 %".119", label %"B36", label %"B66"
B36.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".137" = load i64, i64* %"try_state"
  %".138" = icmp ugt i64 %".137", 0
  %".139" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B36.else:
  store i64 0, i64* %".141"
  store i64 0, i64* %".144"
  %".147" = icmp eq i64 %".130", -9223372036854775808
  %".148" = icmp eq i64 %".131", -1
  %".149" = and i1 %".147", %".148"
  %".150" = xor i1 %".149", -1
  br i1 %".150", label %"B36.else.if", label %"B36.else.endif", !prof !2
B36.endif:
  %".173" = load i64, i64* %"rem"
  %".174" = icmp eq i64 %".173", 0
  br i1 %".174", label %"B56", label %"B54"
B36.else.if:
  %".152" = sdiv i64 %".130", %".131"
  %".153" = srem i64 %".130", %".131"
  %".154" = xor i64 %".131", %".153"
  %".155" = icmp slt i64 %".154", 0
  %".156" = icmp ne i64 %".153", 0
  %".157" = and i1 %".156", %".155"
  br i1 %".157", label %"B36.else.if.if", label %"B36.else.if.else"
B36.else.endif:
  %".168" = load i64, i64* %".141"
  %".169" = load i64, i64* %".144"
  store i64 %".168", i64* %"quot"
  store i64 %".169", i64* %"rem"
  br label %"B36.endif"
B36.else.if.if:
  %".162" = sub i64 %".152", 1
  store i64 %".162", i64* %".141"
  %".164" = add i64 %".153", %".131"
  store i64 %".164", i64* %".144"
  br label %"B36.else.if.endif"
B36.else.if.else:
  store i64 %".152", i64* %".141"
  store i64 %".153", i64* %".144"
  br label %"B36.else.if.endif"
B36.else.if.endif:
  br label %"B36.else.endif"
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
