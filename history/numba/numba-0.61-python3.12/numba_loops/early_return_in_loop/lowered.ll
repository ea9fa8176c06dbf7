; ModuleID = "early_return_in_loop"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops20early_return_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11numba_loops20early_return_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %".7" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".7"
  %".17" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".17"
  %".21" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".21"
  %".30" = alloca i64
  store i64 0, i64* %".30"
  %".33" = alloca i64
  store i64 0, i64* %".33"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".78" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".78"
  %".81" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".81"
  %".107" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".107"
  %".113" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".113"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".7"
  %".10" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".7", i32 0, i32 0
  store i64 0, i64* %".10"
  %".12" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".7", i32 0, i32 1
  store i64 10, i64* %".12"
  %".14" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".7", i32 0, i32 2
  store i64 1, i64* %".14"
  %".16" = load {i64, i64, i64}, {i64, i64, i64}* %".7"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".17"
  store {i64, i64, i64} %".16", {i64, i64, i64}* %".17"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".21"
  %".24" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".17", i32 0, i32 0
  %".25" = load i64, i64* %".24"
  %".26" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".17", i32 0, i32 1
  %".27" = load i64, i64* %".26"
  %".28" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".17", i32 0, i32 2
  %".29" = load i64, i64* %".28"
  store i64 %".25", i64* %".30"
  %".35" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".21", i32 0, i32 0
  store i64* %".30", i64** %".35"
  %".37" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".21", i32 0, i32 1
  store i64 %".27", i64* %".37"
  %".39" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".21", i32 0, i32 2
  store i64 %".29", i64* %".39"
  %".41" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".21", i32 0, i32 3
  store i64* %".33", i64** %".41"
  %".43" = sub i64 %".27", %".25"
  %".44" = icmp sgt i64 %".43", 0
  %".45" = icmp sgt i64 %".29", 0
  %".46" = xor i1 %".44", %".45"
  %".47" = icmp eq i64 %".29", 0
  br i1 %".47", label %"B0.if", label %"B0.endif", !prof !0
B26:
  %".77" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".78"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".81"
  store {i64*, i64, i64, i64*} %".77", {i64*, i64, i64, i64*}* %".81"
  %".85" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".81", i32 0, i32 3
  %".86" = load i64*, i64** %".85"
  %".87" = load i64, i64* %".86"
  %".88" = icmp sgt i64 %".87", 0
  %".89" = getelementptr inbounds {i64, i1}, {i64, i1}* %".78", i32 0, i32 1
  store i1 %".88", i1* %".89"
  br i1 %".88", label %"B26.if", label %"B26.endif"
B30:
  %".123" = load i64, i64* %"$phi.2"
  %".125" = load i64, i64* %"i"
  store i64 %".123", i64* %"i"
  %".127" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".129" = load i64, i64* %"i"
  %".130" = load i64, i64* %"i"
  %".131" = mul nsw i64 %".129", %".130"
  %".132" = load i64, i64* %"n"
  %".133" = icmp sgt i64 %".131", %".132"
  br i1 %".133", label %"B50", label %"B48"
B48:
  %".135" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  br label %"B26"
B50:
  %".138" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".140" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".140", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".140", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".140", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".140", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".142" = load i64, i64* %"i"
  %".143" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  store i64 %".142", i64* %"retptr"
  ret i32 0
B58:
  %".147" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".149" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".151" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".151", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".151", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".151", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".151", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  store i64 -1, i64* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".52" = load i64, i64* %"try_state"
  %".53" = icmp ugt i64 %".52", 0
  %".54" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".46", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".57" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".21", i32 0, i32 3
  %".58" = load i64*, i64** %".57"
  store i64 0, i64* %".58"
  br label %"B0.endif.endif"
B0.endif.else:
  %".61" = srem i64 %".43", %".29"
  %".62" = sub i64 0, %".61"
  %".63" = select  i1 %".44", i64 %".61", i64 %".62"
  %".64" = icmp sgt i64 %".63", 0
  %".65" = sdiv i64 %".43", %".29"
  %".66" = select  i1 %".64", i64 1, i64 0
  %".67" = add i64 %".65", %".66"
  %".68" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".21", i32 0, i32 3
  %".69" = load i64*, i64** %".68"
  store i64 %".67", i64* %".69"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".72" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".21"
  %"extracted.start" = extractvalue {i64, i64, i64} %".16", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".16", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".16", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".72", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".72", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".72", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".72", 3
  %".74" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".74", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".74", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".74", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".74", 3
  store {i64*, i64, i64, i64*} %".72", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".72", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".72", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".72", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".72", 3
  br label %"B26"
B26.if:
  %".92" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".81", i32 0, i32 0
  %".93" = load i64*, i64** %".92"
  %".94" = load i64, i64* %".93"
  %".95" = getelementptr inbounds {i64, i1}, {i64, i1}* %".78", i32 0, i32 0
  store i64 %".94", i64* %".95"
  %".97" = sub nsw i64 %".87", 1
  store i64 %".97", i64* %".86"
  %".99" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".81", i32 0, i32 2
  %".100" = load i64, i64* %".99"
  %".101" = add i64 %".94", %".100"
  %".102" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".81", i32 0, i32 0
  %".103" = load i64*, i64** %".102"
  store i64 %".101", i64* %".103"
  br label %"B26.endif"
B26.endif:
  %".106" = load {i64, i1}, {i64, i1}* %".78"
  %"extracted.first" = extractvalue {i64, i1} %".106", 0
  %"extracted.second" = extractvalue {i64, i1} %".106", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".107"
  store {i64, i1} %".106", {i64, i1}* %".107"
  %".111" = getelementptr inbounds {i64, i1}, {i64, i1}* %".107", i32 0, i32 0
  %".112" = load i64, i64* %".111"
  store {i64, i1} zeroinitializer, {i64, i1}* %".113"
  store {i64, i1} %".106", {i64, i1}* %".113"
  %".117" = getelementptr inbounds {i64, i1}, {i64, i1}* %".113", i32 0, i32 1
  %".118" = load i1, i1* %".117"
  %"extracted.first.1" = extractvalue {i64, i1} %".106", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".106", 1
  %".120" = load i64, i64* %"$phi.2"
  store i64 %".112", i64* %"$phi.2"
  br i1 %".118", label %"B30", label %"B58"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
