; ModuleID = "return_from_nested_loops"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements24return_from_nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases10statements24return_from_nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"([2 x i64]* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n", i64 %"arg.target")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"target" = alloca i64
  store i64 0, i64* %"target"
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
  %".134" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".134"
  %".144" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".144"
  %".148" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".148"
  %".157" = alloca i64
  store i64 0, i64* %".157"
  %".160" = alloca i64
  store i64 0, i64* %".160"
  %"$phi.3" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".203" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".203"
  %".206" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".206"
  %".232" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".232"
  %".238" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".238"
  %"$phi.4" = alloca i64
  store i64 0, i64* %"$phi.4"
  %"j" = alloca i64
  store i64 0, i64* %"j"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  store i64 %"arg.target", i64* %"target"
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
B26:
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
  br i1 %".92", label %"B26.if", label %"B26.endif"
B30:
  %".127" = load i64, i64* %"$phi.2"
  %".129" = load i64, i64* %"i"
  store i64 %".127", i64* %"i"
  %".131" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".133" = load i64, i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".134"
  %".137" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".134", i32 0, i32 0
  store i64 0, i64* %".137"
  %".139" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".134", i32 0, i32 1
  store i64 %".133", i64* %".139"
  %".141" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".134", i32 0, i32 2
  store i64 1, i64* %".141"
  %".143" = load {i64, i64, i64}, {i64, i64, i64}* %".134"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".144"
  store {i64, i64, i64} %".143", {i64, i64, i64}* %".144"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".148"
  %".151" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".144", i32 0, i32 0
  %".152" = load i64, i64* %".151"
  %".153" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".144", i32 0, i32 1
  %".154" = load i64, i64* %".153"
  %".155" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".144", i32 0, i32 2
  %".156" = load i64, i64* %".155"
  store i64 %".152", i64* %".157"
  %".162" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".148", i32 0, i32 0
  store i64* %".157", i64** %".162"
  %".164" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".148", i32 0, i32 1
  store i64 %".154", i64* %".164"
  %".166" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".148", i32 0, i32 2
  store i64 %".156", i64* %".166"
  %".168" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".148", i32 0, i32 3
  store i64* %".160", i64** %".168"
  %".170" = sub i64 %".154", %".152"
  %".171" = icmp sgt i64 %".170", 0
  %".172" = icmp sgt i64 %".156", 0
  %".173" = xor i1 %".171", %".172"
  %".174" = icmp eq i64 %".156", 0
  br i1 %".174", label %"B30.if", label %"B30.endif", !prof !0
B54:
  %".202" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".203"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".206"
  store {i64*, i64, i64, i64*} %".202", {i64*, i64, i64, i64*}* %".206"
  %".210" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 3
  %".211" = load i64*, i64** %".210"
  %".212" = load i64, i64* %".211"
  %".213" = icmp sgt i64 %".212", 0
  %".214" = getelementptr inbounds {i64, i1}, {i64, i1}* %".203", i32 0, i32 1
  store i1 %".213", i1* %".214"
  br i1 %".213", label %"B54.if", label %"B54.endif"
B58:
  %".248" = load i64, i64* %"$phi.4"
  %".250" = load i64, i64* %"j"
  store i64 %".248", i64* %"j"
  %".252" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".254" = load i64, i64* %"i"
  %".255" = load i64, i64* %"j"
  %".256" = mul nsw i64 %".254", %".255"
  %".257" = load i64, i64* %"target"
  %".258" = icmp eq i64 %".256", %".257"
  br i1 %".258", label %"B78", label %"B76"
B76:
  %".260" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  br label %"B54"
B78:
  %".263" = load i64, i64* %"target"
  store i64 0, i64* %"target"
  %".265" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".267" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.6" = extractvalue {i64*, i64, i64, i64*} %".267", 0
  %"extracted.stop.8" = extractvalue {i64*, i64, i64, i64*} %".267", 1
  %"extracted.step.8" = extractvalue {i64*, i64, i64, i64*} %".267", 2
  %"extracted.count.6" = extractvalue {i64*, i64, i64, i64*} %".267", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".269" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.7" = extractvalue {i64*, i64, i64, i64*} %".269", 0
  %"extracted.stop.9" = extractvalue {i64*, i64, i64, i64*} %".269", 1
  %"extracted.step.9" = extractvalue {i64*, i64, i64, i64*} %".269", 2
  %"extracted.count.7" = extractvalue {i64*, i64, i64, i64*} %".269", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".271" = load i64, i64* %"i"
  %".272" = load i64, i64* %"j"
  %".273" = insertvalue [2 x i64] undef, i64 %".271", 0
  %".274" = insertvalue [2 x i64] %".273", i64 %".272", 1
  %".275" = extractvalue [2 x i64] %".274", 0
  %".276" = extractvalue [2 x i64] %".274", 1
  %".277" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".279" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".281" = extractvalue [2 x i64] %".274", 0
  %".282" = extractvalue [2 x i64] %".274", 1
  %".283" = extractvalue [2 x i64] %".274", 0
  %".284" = extractvalue [2 x i64] %".274", 1
  store [2 x i64] %".274", [2 x i64]* %"retptr"
  ret i32 0
B94:
  %".287" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".289" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".291" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.8" = extractvalue {i64*, i64, i64, i64*} %".291", 0
  %"extracted.stop.10" = extractvalue {i64*, i64, i64, i64*} %".291", 1
  %"extracted.step.10" = extractvalue {i64*, i64, i64, i64*} %".291", 2
  %"extracted.count.8" = extractvalue {i64*, i64, i64, i64*} %".291", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  br label %"B26"
B98:
  %".294" = load i64, i64* %"target"
  store i64 0, i64* %"target"
  %".296" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".298" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".300" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.9" = extractvalue {i64*, i64, i64, i64*} %".300", 0
  %"extracted.stop.11" = extractvalue {i64*, i64, i64, i64*} %".300", 1
  %"extracted.step.11" = extractvalue {i64*, i64, i64, i64*} %".300", 2
  %"extracted.count.9" = extractvalue {i64*, i64, i64, i64*} %".300", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".302" = insertvalue [2 x i64] undef, i64 -1, 0
  %".303" = insertvalue [2 x i64] %".302", i64 -1, 1
  %".304" = extractvalue [2 x i64] %".303", 0
  %".305" = extractvalue [2 x i64] %".303", 1
  %".306" = extractvalue [2 x i64] %".303", 0
  %".307" = extractvalue [2 x i64] %".303", 1
  %".308" = extractvalue [2 x i64] %".303", 0
  %".309" = extractvalue [2 x i64] %".303", 1
  %".310" = extractvalue [2 x i64] %".303", 0
  %".311" = extractvalue [2 x i64] %".303", 1
  store [2 x i64] %".303", [2 x i64]* %"retptr"
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
  br label %"B26"
B26.if:
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
  br label %"B26.endif"
B26.endif:
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
  br i1 %".122", label %"B30", label %"B98"
B30.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".177" = load i64, i64* %"try_state"
  %".178" = icmp ugt i64 %".177", 0
  %".179" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B30.endif:
  br i1 %".173", label %"B30.endif.if", label %"B30.endif.else"
B30.endif.if:
  %".182" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".148", i32 0, i32 3
  %".183" = load i64*, i64** %".182"
  store i64 0, i64* %".183"
  br label %"B30.endif.endif"
B30.endif.else:
  %".186" = srem i64 %".170", %".156"
  %".187" = sub i64 0, %".186"
  %".188" = select  i1 %".171", i64 %".186", i64 %".187"
  %".189" = icmp sgt i64 %".188", 0
  %".190" = sdiv i64 %".170", %".156"
  %".191" = select  i1 %".189", i64 1, i64 0
  %".192" = add i64 %".190", %".191"
  %".193" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".148", i32 0, i32 3
  %".194" = load i64*, i64** %".193"
  store i64 %".192", i64* %".194"
  br label %"B30.endif.endif"
B30.endif.endif:
  %".197" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".148"
  %"extracted.start.1" = extractvalue {i64, i64, i64} %".143", 0
  %"extracted.stop.4" = extractvalue {i64, i64, i64} %".143", 1
  %"extracted.step.4" = extractvalue {i64, i64, i64} %".143", 2
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".197", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".197", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".197", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".197", 3
  %".199" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".199", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".199", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".199", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".199", 3
  store {i64*, i64, i64, i64*} %".197", {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".197", 0
  %"extracted.stop.7" = extractvalue {i64*, i64, i64, i64*} %".197", 1
  %"extracted.step.7" = extractvalue {i64*, i64, i64, i64*} %".197", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".197", 3
  br label %"B54"
B54.if:
  %".217" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 0
  %".218" = load i64*, i64** %".217"
  %".219" = load i64, i64* %".218"
  %".220" = getelementptr inbounds {i64, i1}, {i64, i1}* %".203", i32 0, i32 0
  store i64 %".219", i64* %".220"
  %".222" = sub nsw i64 %".212", 1
  store i64 %".222", i64* %".211"
  %".224" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 2
  %".225" = load i64, i64* %".224"
  %".226" = add i64 %".219", %".225"
  %".227" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 0
  %".228" = load i64*, i64** %".227"
  store i64 %".226", i64* %".228"
  br label %"B54.endif"
B54.endif:
  %".231" = load {i64, i1}, {i64, i1}* %".203"
  %"extracted.first.2" = extractvalue {i64, i1} %".231", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".231", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".232"
  store {i64, i1} %".231", {i64, i1}* %".232"
  %".236" = getelementptr inbounds {i64, i1}, {i64, i1}* %".232", i32 0, i32 0
  %".237" = load i64, i64* %".236"
  store {i64, i1} zeroinitializer, {i64, i1}* %".238"
  store {i64, i1} %".231", {i64, i1}* %".238"
  %".242" = getelementptr inbounds {i64, i1}, {i64, i1}* %".238", i32 0, i32 1
  %".243" = load i1, i1* %".242"
  %"extracted.first.3" = extractvalue {i64, i1} %".231", 0
  %"extracted.second.3" = extractvalue {i64, i1} %".231", 1
  %".245" = load i64, i64* %"$phi.4"
  store i64 %".237", i64* %"$phi.4"
  br i1 %".243", label %"B58", label %"B94"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
