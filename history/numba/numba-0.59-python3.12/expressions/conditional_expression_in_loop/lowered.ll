; ModuleID = "conditional_expression_in_loop"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
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
  %".140" = alloca i64
  store i64 0, i64* %".140"
  %".143" = alloca i64
  store i64 0, i64* %".143"
  %"$phi.3" = alloca i64
  store i64 0, i64* %"$phi.3"
  %"$phi.6" = alloca i64
  store i64 0, i64* %"$phi.6"
  br label %"B0"
B0:
  %".6" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".8"
  %".11" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".8", i32 0, i32 0
  store i64 0, i64* %".11"
  %".13" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".8", i32 0, i32 1
  store i64 %"arg.n", i64* %".13"
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
B30:
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
  br i1 %".89", label %"B30.if", label %"B30.endif"
B34:
  %".124" = load i64, i64* %"$phi.2"
  %".126" = load i64, i64* %"i"
  store i64 %".124", i64* %"i"
  %".128" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".130" = load i64, i64* %"i"
  %".133" = icmp eq i64 2, 0
  br i1 %".133", label %"B34.if", label %"B34.else", !prof !0
B54:
  %".181" = load i64, i64* %"i"
  %".182" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".185" = load i64, i64* %"$phi.6"
  store i64 %".181", i64* %"$phi.6"
  br label %"B62"
B58:
  %".188" = load i64, i64* %"i"
  %".189" = sub i64 0, %".188"
  %".190" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".192" = load i64, i64* %"$phi.6"
  store i64 %".189", i64* %"$phi.6"
  br label %"B62"
B62:
  %".195" = load i64, i64* %"$phi.3"
  %".196" = load i64, i64* %"$phi.6"
  %".197" = add nsw i64 %".195", %".196"
  %".198" = load i64, i64* %"$phi.6"
  store i64 0, i64* %"$phi.6"
  %".200" = load i64, i64* %"$phi.3"
  store i64 0, i64* %"$phi.3"
  %".202" = load i64, i64* %"total.2"
  store i64 %".197", i64* %"total.2"
  br label %"B30"
B70:
  %".205" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".207" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".207", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".207", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".207", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".207", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".209" = load i64, i64* %"total.2"
  %".210" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".209", i64* %"retptr"
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
  br label %"B30"
B30.if:
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
  br label %"B30.endif"
B30.endif:
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
  br i1 %".119", label %"B34", label %"B70"
B34.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".136" = load i64, i64* %"try_state"
  %".137" = icmp ugt i64 %".136", 0
  %".138" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.else:
  store i64 0, i64* %".140"
  store i64 0, i64* %".143"
  %".146" = icmp eq i64 %".130", -9223372036854775808
  %".147" = icmp eq i64 2, -1
  %".148" = and i1 %".146", %".147"
  %".149" = xor i1 %".148", -1
  br i1 %".149", label %"B34.else.if", label %"B34.else.endif", !prof !2
B34.endif:
  %".172" = load i64, i64* %"rem"
  %".173" = icmp eq i64 %".172", 0
  %".174" = load i64, i64* %"total.2"
  %".176" = load i64, i64* %"$phi.3"
  store i64 %".174", i64* %"$phi.3"
  %".178" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  br i1 %".173", label %"B54", label %"B58"
B34.else.if:
  %".151" = sdiv i64 %".130", 2
  %".152" = srem i64 %".130", 2
  %".153" = xor i64 2, %".152"
  %".154" = icmp slt i64 %".153", 0
  %".155" = icmp ne i64 %".152", 0
  %".156" = and i1 %".155", %".154"
  br i1 %".156", label %"B34.else.if.if", label %"B34.else.if.else"
B34.else.endif:
  %".167" = load i64, i64* %".140"
  %".168" = load i64, i64* %".143"
  store i64 %".167", i64* %"quot"
  store i64 %".168", i64* %"rem"
  br label %"B34.endif"
B34.else.if.if:
  %".161" = sub i64 %".151", 1
  store i64 %".161", i64* %".140"
  %".163" = add i64 %".152", 2
  store i64 %".163", i64* %".143"
  br label %"B34.else.if.endif"
B34.else.if.else:
  store i64 %".151", i64* %".140"
  store i64 %".152", i64* %".143"
  br label %"B34.else.if.endif"
B34.else.if.endif:
  br label %"B34.else.endif"
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
