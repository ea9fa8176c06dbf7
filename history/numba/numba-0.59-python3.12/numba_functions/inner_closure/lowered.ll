; ModuleID = "inner_closure"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_functions13inner_closureB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases15numba_functions13inner_closureB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"offset" = alloca i64
  store i64 0, i64* %"offset"
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %".11" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".11"
  %".21" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".21"
  %".25" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".25"
  %".34" = alloca i64
  store i64 0, i64* %".34"
  %".37" = alloca i64
  store i64 0, i64* %".37"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".82" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".82"
  %".85" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".85"
  %".111" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".111"
  %".117" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".117"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  br label %"B0"
B0:
  %".6" = load i64, i64* %"offset"
  store i64 10, i64* %"offset"
  %".9" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".11"
  %".14" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".11", i32 0, i32 0
  store i64 0, i64* %".14"
  %".16" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".11", i32 0, i32 1
  store i64 %"arg.n", i64* %".16"
  %".18" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".11", i32 0, i32 2
  store i64 1, i64* %".18"
  %".20" = load {i64, i64, i64}, {i64, i64, i64}* %".11"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".21"
  store {i64, i64, i64} %".20", {i64, i64, i64}* %".21"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".25"
  %".28" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".21", i32 0, i32 0
  %".29" = load i64, i64* %".28"
  %".30" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".21", i32 0, i32 1
  %".31" = load i64, i64* %".30"
  %".32" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".21", i32 0, i32 2
  %".33" = load i64, i64* %".32"
  store i64 %".29", i64* %".34"
  %".39" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".25", i32 0, i32 0
  store i64* %".34", i64** %".39"
  %".41" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".25", i32 0, i32 1
  store i64 %".31", i64* %".41"
  %".43" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".25", i32 0, i32 2
  store i64 %".33", i64* %".43"
  %".45" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".25", i32 0, i32 3
  store i64* %".37", i64** %".45"
  %".47" = sub i64 %".31", %".29"
  %".48" = icmp sgt i64 %".47", 0
  %".49" = icmp sgt i64 %".33", 0
  %".50" = xor i1 %".48", %".49"
  %".51" = icmp eq i64 %".33", 0
  br i1 %".51", label %"B0.if", label %"B0.endif", !prof !0
B46:
  %".81" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".82"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".85"
  store {i64*, i64, i64, i64*} %".81", {i64*, i64, i64, i64*}* %".85"
  %".89" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".85", i32 0, i32 3
  %".90" = load i64*, i64** %".89"
  %".91" = load i64, i64* %".90"
  %".92" = icmp sgt i64 %".91", 0
  %".93" = getelementptr inbounds {i64, i1}, {i64, i1}* %".82", i32 0, i32 1
  store i1 %".92", i1* %".93"
  br i1 %".92", label %"B46.if", label %"B46.endif"
B50:
  %".127" = load i64, i64* %"$phi.2"
  %".128" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".130" = load i64, i64* %"offset"
  %".131" = add nsw i64 %".127", 10
  %".132" = load i64, i64* %"total.2"
  %".133" = add nsw i64 %".132", %".131"
  %".134" = load i64, i64* %"total.2"
  store i64 %".133", i64* %"total.2"
  br label %"B46"
B76:
  %".137" = load i64, i64* %"offset"
  store i64 0, i64* %"offset"
  %".139" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".141" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".141", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".141", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".141", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".141", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".143" = load i64, i64* %"total.2"
  %".144" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".143", i64* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".56" = load i64, i64* %"try_state"
  %".57" = icmp ugt i64 %".56", 0
  %".58" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".50", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".61" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".25", i32 0, i32 3
  %".62" = load i64*, i64** %".61"
  store i64 0, i64* %".62"
  br label %"B0.endif.endif"
B0.endif.else:
  %".65" = srem i64 %".47", %".33"
  %".66" = sub i64 0, %".65"
  %".67" = select  i1 %".48", i64 %".65", i64 %".66"
  %".68" = icmp sgt i64 %".67", 0
  %".69" = sdiv i64 %".47", %".33"
  %".70" = select  i1 %".68", i64 1, i64 0
  %".71" = add i64 %".69", %".70"
  %".72" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".25", i32 0, i32 3
  %".73" = load i64*, i64** %".72"
  store i64 %".71", i64* %".73"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".76" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".25"
  %"extracted.start" = extractvalue {i64, i64, i64} %".20", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".20", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".20", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".76", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".76", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".76", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".76", 3
  %".78" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".78", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".78", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".78", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".78", 3
  store {i64*, i64, i64, i64*} %".76", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".76", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".76", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".76", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".76", 3
  br label %"B46"
B46.if:
  %".96" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".85", i32 0, i32 0
  %".97" = load i64*, i64** %".96"
  %".98" = load i64, i64* %".97"
  %".99" = getelementptr inbounds {i64, i1}, {i64, i1}* %".82", i32 0, i32 0
  store i64 %".98", i64* %".99"
  %".101" = sub nsw i64 %".91", 1
  store i64 %".101", i64* %".90"
  %".103" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".85", i32 0, i32 2
  %".104" = load i64, i64* %".103"
  %".105" = add i64 %".98", %".104"
  %".106" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".85", i32 0, i32 0
  %".107" = load i64*, i64** %".106"
  store i64 %".105", i64* %".107"
  br label %"B46.endif"
B46.endif:
  %".110" = load {i64, i1}, {i64, i1}* %".82"
  %"extracted.first" = extractvalue {i64, i1} %".110", 0
  %"extracted.second" = extractvalue {i64, i1} %".110", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".111"
  store {i64, i1} %".110", {i64, i1}* %".111"
  %".115" = getelementptr inbounds {i64, i1}, {i64, i1}* %".111", i32 0, i32 0
  %".116" = load i64, i64* %".115"
  store {i64, i1} zeroinitializer, {i64, i1}* %".117"
  store {i64, i1} %".110", {i64, i1}* %".117"
  %".121" = getelementptr inbounds {i64, i1}, {i64, i1}* %".117", i32 0, i32 1
  %".122" = load i1, i1* %".121"
  %"extracted.first.1" = extractvalue {i64, i1} %".110", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".110", 1
  %".124" = load i64, i64* %"$phi.2"
  store i64 %".116", i64* %"$phi.2"
  br i1 %".122", label %"B50", label %"B76"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
