; ModuleID = "nested_for_continue_outer_break"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
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
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"total.3" = alloca i64
  store i64 0, i64* %"total.3"
  %".150" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".150"
  %".160" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".160"
  %".164" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".164"
  %".173" = alloca i64
  store i64 0, i64* %".173"
  %".176" = alloca i64
  store i64 0, i64* %".176"
  %"$phi.3" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".219" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".219"
  %".222" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".222"
  %".248" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".248"
  %".254" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".254"
  %"$phi.4" = alloca i64
  store i64 0, i64* %"$phi.4"
  %"j" = alloca i64
  store i64 0, i64* %"j"
  %"total.4" = alloca i64
  store i64 0, i64* %"total.4"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".10" = load i64, i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".11"
  %".14" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".11", i32 0, i32 0
  store i64 0, i64* %".14"
  %".16" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".11", i32 0, i32 1
  store i64 %".10", i64* %".16"
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
B38:
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
  br i1 %".92", label %"B38.if", label %"B38.endif"
B40:
  %".127" = load i64, i64* %"$phi.2"
  %".129" = load i64, i64* %"i"
  store i64 %".127", i64* %"i"
  %".131" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".133" = load i64, i64* %"total.2"
  %".134" = icmp sgt i64 %".133", 12
  br i1 %".134", label %"B54", label %"B58"
B54:
  %".136" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".138" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".140" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".140", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".140", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".140", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".140", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  br label %"B120"
B58:
  %".143" = load i64, i64* %"total.2"
  %".145" = load i64, i64* %"total.3"
  store i64 %".143", i64* %"total.3"
  %".147" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".149" = load i64, i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".150"
  %".153" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".150", i32 0, i32 0
  store i64 0, i64* %".153"
  %".155" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".150", i32 0, i32 1
  store i64 %".149", i64* %".155"
  %".157" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".150", i32 0, i32 2
  store i64 1, i64* %".157"
  %".159" = load {i64, i64, i64}, {i64, i64, i64}* %".150"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".160"
  store {i64, i64, i64} %".159", {i64, i64, i64}* %".160"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".164"
  %".167" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".160", i32 0, i32 0
  %".168" = load i64, i64* %".167"
  %".169" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".160", i32 0, i32 1
  %".170" = load i64, i64* %".169"
  %".171" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".160", i32 0, i32 2
  %".172" = load i64, i64* %".171"
  store i64 %".168", i64* %".173"
  %".178" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".164", i32 0, i32 0
  store i64* %".173", i64** %".178"
  %".180" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".164", i32 0, i32 1
  store i64 %".170", i64* %".180"
  %".182" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".164", i32 0, i32 2
  store i64 %".172", i64* %".182"
  %".184" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".164", i32 0, i32 3
  store i64* %".176", i64** %".184"
  %".186" = sub i64 %".170", %".168"
  %".187" = icmp sgt i64 %".186", 0
  %".188" = icmp sgt i64 %".172", 0
  %".189" = xor i1 %".187", %".188"
  %".190" = icmp eq i64 %".172", 0
  br i1 %".190", label %"B58.if", label %"B58.endif", !prof !0
B88:
  %".218" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".219"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".222"
  store {i64*, i64, i64, i64*} %".218", {i64*, i64, i64, i64*}* %".222"
  %".226" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".222", i32 0, i32 3
  %".227" = load i64*, i64** %".226"
  %".228" = load i64, i64* %".227"
  %".229" = icmp sgt i64 %".228", 0
  %".230" = getelementptr inbounds {i64, i1}, {i64, i1}* %".219", i32 0, i32 1
  store i1 %".229", i1* %".230"
  br i1 %".229", label %"B88.if", label %"B88.endif"
B90:
  %".264" = load i64, i64* %"$phi.4"
  %".266" = load i64, i64* %"j"
  store i64 %".264", i64* %"j"
  %".268" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".270" = load i64, i64* %"i"
  %".271" = load i64, i64* %"j"
  %".272" = icmp eq i64 %".270", %".271"
  br i1 %".272", label %"B104", label %"B106"
B104:
  %".274" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".276" = load i64, i64* %"total.3"
  %".278" = load i64, i64* %"total.4"
  store i64 %".276", i64* %"total.4"
  %".280" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  br label %"B121"
B106:
  %".283" = load i64, i64* %"total.3"
  %".284" = load i64, i64* %"j"
  %".285" = add nsw i64 %".283", %".284"
  %".286" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  %".288" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".290" = load i64, i64* %"total.4"
  store i64 %".285", i64* %"total.4"
  br label %"B121"
B118:
  %".293" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".295" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".297" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.7" = extractvalue {i64*, i64, i64, i64*} %".297", 0
  %"extracted.stop.9" = extractvalue {i64*, i64, i64, i64*} %".297", 1
  %"extracted.step.9" = extractvalue {i64*, i64, i64, i64*} %".297", 2
  %"extracted.count.7" = extractvalue {i64*, i64, i64, i64*} %".297", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".299" = load i64, i64* %"total.3"
  %".300" = load i64, i64* %"total.2"
  store i64 %".299", i64* %"total.2"
  %".302" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  br label %"B38"
B120:
  %".305" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".307" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".309" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.8" = extractvalue {i64*, i64, i64, i64*} %".309", 0
  %"extracted.stop.10" = extractvalue {i64*, i64, i64, i64*} %".309", 1
  %"extracted.step.10" = extractvalue {i64*, i64, i64, i64*} %".309", 2
  %"extracted.count.8" = extractvalue {i64*, i64, i64, i64*} %".309", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".311" = load i64, i64* %"total.2"
  %".312" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".311", i64* %"retptr"
  ret i32 0
B121:
  %".316" = load i64, i64* %"total.4"
  %".317" = load i64, i64* %"total.3"
  store i64 %".316", i64* %"total.3"
  %".319" = load i64, i64* %"total.4"
  store i64 0, i64* %"total.4"
  br label %"B88"
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
  br label %"B38"
B38.if:
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
  br label %"B38.endif"
B38.endif:
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
  br i1 %".122", label %"B40", label %"B120"
B58.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".193" = load i64, i64* %"try_state"
  %".194" = icmp ugt i64 %".193", 0
  %".195" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B58.endif:
  br i1 %".189", label %"B58.endif.if", label %"B58.endif.else"
B58.endif.if:
  %".198" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".164", i32 0, i32 3
  %".199" = load i64*, i64** %".198"
  store i64 0, i64* %".199"
  br label %"B58.endif.endif"
B58.endif.else:
  %".202" = srem i64 %".186", %".172"
  %".203" = sub i64 0, %".202"
  %".204" = select  i1 %".187", i64 %".202", i64 %".203"
  %".205" = icmp sgt i64 %".204", 0
  %".206" = sdiv i64 %".186", %".172"
  %".207" = select  i1 %".205", i64 1, i64 0
  %".208" = add i64 %".206", %".207"
  %".209" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".164", i32 0, i32 3
  %".210" = load i64*, i64** %".209"
  store i64 %".208", i64* %".210"
  br label %"B58.endif.endif"
B58.endif.endif:
  %".213" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".164"
  %"extracted.start.1" = extractvalue {i64, i64, i64} %".159", 0
  %"extracted.stop.5" = extractvalue {i64, i64, i64} %".159", 1
  %"extracted.step.5" = extractvalue {i64, i64, i64} %".159", 2
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".213", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".213", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".213", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".213", 3
  %".215" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".215", 0
  %"extracted.stop.7" = extractvalue {i64*, i64, i64, i64*} %".215", 1
  %"extracted.step.7" = extractvalue {i64*, i64, i64, i64*} %".215", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".215", 3
  store {i64*, i64, i64, i64*} %".213", {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.6" = extractvalue {i64*, i64, i64, i64*} %".213", 0
  %"extracted.stop.8" = extractvalue {i64*, i64, i64, i64*} %".213", 1
  %"extracted.step.8" = extractvalue {i64*, i64, i64, i64*} %".213", 2
  %"extracted.count.6" = extractvalue {i64*, i64, i64, i64*} %".213", 3
  br label %"B88"
B88.if:
  %".233" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".222", i32 0, i32 0
  %".234" = load i64*, i64** %".233"
  %".235" = load i64, i64* %".234"
  %".236" = getelementptr inbounds {i64, i1}, {i64, i1}* %".219", i32 0, i32 0
  store i64 %".235", i64* %".236"
  %".238" = sub nsw i64 %".228", 1
  store i64 %".238", i64* %".227"
  %".240" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".222", i32 0, i32 2
  %".241" = load i64, i64* %".240"
  %".242" = add i64 %".235", %".241"
  %".243" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".222", i32 0, i32 0
  %".244" = load i64*, i64** %".243"
  store i64 %".242", i64* %".244"
  br label %"B88.endif"
B88.endif:
  %".247" = load {i64, i1}, {i64, i1}* %".219"
  %"extracted.first.2" = extractvalue {i64, i1} %".247", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".247", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".248"
  store {i64, i1} %".247", {i64, i1}* %".248"
  %".252" = getelementptr inbounds {i64, i1}, {i64, i1}* %".248", i32 0, i32 0
  %".253" = load i64, i64* %".252"
  store {i64, i1} zeroinitializer, {i64, i1}* %".254"
  store {i64, i1} %".247", {i64, i1}* %".254"
  %".258" = getelementptr inbounds {i64, i1}, {i64, i1}* %".254", i32 0, i32 1
  %".259" = load i1, i1* %".258"
  %"extracted.first.3" = extractvalue {i64, i1} %".247", 0
  %"extracted.second.3" = extractvalue {i64, i1} %".247", 1
  %".261" = load i64, i64* %"$phi.4"
  store i64 %".253", i64* %"$phi.4"
  br i1 %".259", label %"B90", label %"B118"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
