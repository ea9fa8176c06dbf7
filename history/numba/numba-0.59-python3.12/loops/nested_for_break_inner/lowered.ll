; ModuleID = "nested_for_break_inner"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases5loops22nested_for_break_innerB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.rows", i64 %"arg.cols")
{
entry:
  %"cols" = alloca i64
  store i64 0, i64* %"cols"
  %"count.3" = alloca i64
  store i64 0, i64* %"count.3"
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
  %"count.2" = alloca i64
  store i64 0, i64* %"count.2"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".140" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".140"
  %".150" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".150"
  %".154" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".154"
  %".163" = alloca i64
  store i64 0, i64* %".163"
  %".166" = alloca i64
  store i64 0, i64* %".166"
  %"$phi.3" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".209" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".209"
  %".212" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".212"
  %".238" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".238"
  %".244" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".244"
  %"$phi.4" = alloca i64
  store i64 0, i64* %"$phi.4"
  br label %"B0"
B0:
  store i64 %"arg.cols", i64* %"cols"
  %".9" = load i64, i64* %"count.3"
  store i64 0, i64* %"count.3"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".11"
  %".14" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".11", i32 0, i32 0
  store i64 0, i64* %".14"
  %".16" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".11", i32 0, i32 1
  store i64 %"arg.rows", i64* %".16"
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
B30:
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
  br i1 %".92", label %"B30.if", label %"B30.endif"
B34:
  %".127" = load i64, i64* %"count.3"
  %".129" = load i64, i64* %"count.2"
  store i64 %".127", i64* %"count.2"
  %".131" = load i64, i64* %"count.3"
  store i64 0, i64* %"count.3"
  %".133" = load i64, i64* %"$phi.2"
  %".135" = load i64, i64* %"i"
  store i64 %".133", i64* %"i"
  %".137" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".139" = load i64, i64* %"cols"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".140"
  %".143" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".140", i32 0, i32 0
  store i64 0, i64* %".143"
  %".145" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".140", i32 0, i32 1
  store i64 %".139", i64* %".145"
  %".147" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".140", i32 0, i32 2
  store i64 1, i64* %".147"
  %".149" = load {i64, i64, i64}, {i64, i64, i64}* %".140"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".150"
  store {i64, i64, i64} %".149", {i64, i64, i64}* %".150"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".154"
  %".157" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".150", i32 0, i32 0
  %".158" = load i64, i64* %".157"
  %".159" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".150", i32 0, i32 1
  %".160" = load i64, i64* %".159"
  %".161" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".150", i32 0, i32 2
  %".162" = load i64, i64* %".161"
  store i64 %".158", i64* %".163"
  %".168" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".154", i32 0, i32 0
  store i64* %".163", i64** %".168"
  %".170" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".154", i32 0, i32 1
  store i64 %".160", i64* %".170"
  %".172" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".154", i32 0, i32 2
  store i64 %".162", i64* %".172"
  %".174" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".154", i32 0, i32 3
  store i64* %".166", i64** %".174"
  %".176" = sub i64 %".160", %".158"
  %".177" = icmp sgt i64 %".176", 0
  %".178" = icmp sgt i64 %".162", 0
  %".179" = xor i1 %".177", %".178"
  %".180" = icmp eq i64 %".162", 0
  br i1 %".180", label %"B34.if", label %"B34.endif", !prof !0
B58:
  %".208" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".209"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".212"
  store {i64*, i64, i64, i64*} %".208", {i64*, i64, i64, i64*}* %".212"
  %".216" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".212", i32 0, i32 3
  %".217" = load i64*, i64** %".216"
  %".218" = load i64, i64* %".217"
  %".219" = icmp sgt i64 %".218", 0
  %".220" = getelementptr inbounds {i64, i1}, {i64, i1}* %".209", i32 0, i32 1
  store i1 %".219", i1* %".220"
  br i1 %".219", label %"B58.if", label %"B58.endif"
B62:
  %".254" = load i64, i64* %"$phi.4"
  %".255" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".257" = load i64, i64* %"i"
  %".258" = icmp sgt i64 %".254", %".257"
  br i1 %".258", label %"B74", label %"B78"
B74:
  %".260" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".262" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.6" = extractvalue {i64*, i64, i64, i64*} %".262", 0
  %"extracted.stop.8" = extractvalue {i64*, i64, i64, i64*} %".262", 1
  %"extracted.step.8" = extractvalue {i64*, i64, i64, i64*} %".262", 2
  %"extracted.count.6" = extractvalue {i64*, i64, i64, i64*} %".262", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  br label %"B95"
B78:
  %".265" = load i64, i64* %"count.2"
  %".266" = add nsw i64 %".265", 1
  %".267" = load i64, i64* %"count.2"
  store i64 %".266", i64* %"count.2"
  br label %"B58"
B90:
  %".270" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".272" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".274" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.7" = extractvalue {i64*, i64, i64, i64*} %".274", 0
  %"extracted.stop.9" = extractvalue {i64*, i64, i64, i64*} %".274", 1
  %"extracted.step.9" = extractvalue {i64*, i64, i64, i64*} %".274", 2
  %"extracted.count.7" = extractvalue {i64*, i64, i64, i64*} %".274", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  br label %"B95"
B94:
  %".277" = load i64, i64* %"cols"
  store i64 0, i64* %"cols"
  %".279" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".281" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.8" = extractvalue {i64*, i64, i64, i64*} %".281", 0
  %"extracted.stop.10" = extractvalue {i64*, i64, i64, i64*} %".281", 1
  %"extracted.step.10" = extractvalue {i64*, i64, i64, i64*} %".281", 2
  %"extracted.count.8" = extractvalue {i64*, i64, i64, i64*} %".281", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".283" = load i64, i64* %"count.3"
  %".284" = load i64, i64* %"count.3"
  store i64 0, i64* %"count.3"
  store i64 %".283", i64* %"retptr"
  ret i32 0
B95:
  %".288" = load i64, i64* %"count.2"
  %".289" = load i64, i64* %"count.3"
  store i64 %".288", i64* %"count.3"
  %".291" = load i64, i64* %"count.2"
  store i64 0, i64* %"count.2"
  br label %"B30"
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
  br label %"B30"
B30.if:
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
  br label %"B30.endif"
B30.endif:
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
  br i1 %".122", label %"B34", label %"B94"
B34.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".183" = load i64, i64* %"try_state"
  %".184" = icmp ugt i64 %".183", 0
  %".185" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.endif:
  br i1 %".179", label %"B34.endif.if", label %"B34.endif.else"
B34.endif.if:
  %".188" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".154", i32 0, i32 3
  %".189" = load i64*, i64** %".188"
  store i64 0, i64* %".189"
  br label %"B34.endif.endif"
B34.endif.else:
  %".192" = srem i64 %".176", %".162"
  %".193" = sub i64 0, %".192"
  %".194" = select  i1 %".177", i64 %".192", i64 %".193"
  %".195" = icmp sgt i64 %".194", 0
  %".196" = sdiv i64 %".176", %".162"
  %".197" = select  i1 %".195", i64 1, i64 0
  %".198" = add i64 %".196", %".197"
  %".199" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".154", i32 0, i32 3
  %".200" = load i64*, i64** %".199"
  store i64 %".198", i64* %".200"
  br label %"B34.endif.endif"
B34.endif.endif:
  %".203" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".154"
  %"extracted.start.1" = extractvalue {i64, i64, i64} %".149", 0
  %"extracted.stop.4" = extractvalue {i64, i64, i64} %".149", 1
  %"extracted.step.4" = extractvalue {i64, i64, i64} %".149", 2
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".203", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".203", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".203", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".203", 3
  %".205" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".205", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".205", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".205", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".205", 3
  store {i64*, i64, i64, i64*} %".203", {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".203", 0
  %"extracted.stop.7" = extractvalue {i64*, i64, i64, i64*} %".203", 1
  %"extracted.step.7" = extractvalue {i64*, i64, i64, i64*} %".203", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".203", 3
  br label %"B58"
B58.if:
  %".223" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".212", i32 0, i32 0
  %".224" = load i64*, i64** %".223"
  %".225" = load i64, i64* %".224"
  %".226" = getelementptr inbounds {i64, i1}, {i64, i1}* %".209", i32 0, i32 0
  store i64 %".225", i64* %".226"
  %".228" = sub nsw i64 %".218", 1
  store i64 %".228", i64* %".217"
  %".230" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".212", i32 0, i32 2
  %".231" = load i64, i64* %".230"
  %".232" = add i64 %".225", %".231"
  %".233" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".212", i32 0, i32 0
  %".234" = load i64*, i64** %".233"
  store i64 %".232", i64* %".234"
  br label %"B58.endif"
B58.endif:
  %".237" = load {i64, i1}, {i64, i1}* %".209"
  %"extracted.first.2" = extractvalue {i64, i1} %".237", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".237", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".238"
  store {i64, i1} %".237", {i64, i1}* %".238"
  %".242" = getelementptr inbounds {i64, i1}, {i64, i1}* %".238", i32 0, i32 0
  %".243" = load i64, i64* %".242"
  store {i64, i1} zeroinitializer, {i64, i1}* %".244"
  store {i64, i1} %".237", {i64, i1}* %".244"
  %".248" = getelementptr inbounds {i64, i1}, {i64, i1}* %".244", i32 0, i32 1
  %".249" = load i1, i1* %".248"
  %"extracted.first.3" = extractvalue {i64, i1} %".237", 0
  %"extracted.second.3" = extractvalue {i64, i1} %".237", 1
  %".251" = load i64, i64* %"$phi.4"
  store i64 %".243", i64* %"$phi.4"
  br i1 %".249", label %"B62", label %"B90"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
