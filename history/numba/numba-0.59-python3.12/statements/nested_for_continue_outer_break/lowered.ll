; ModuleID = "nested_for_continue_outer_break"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
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
  %".154" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".154"
  %".164" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".164"
  %".168" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".168"
  %".177" = alloca i64
  store i64 0, i64* %".177"
  %".180" = alloca i64
  store i64 0, i64* %".180"
  %"$phi.3" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".223" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".223"
  %".226" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".226"
  %".252" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".252"
  %".258" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".258"
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
  %".127" = load i64, i64* %"$phi.2"
  %".129" = load i64, i64* %"i"
  store i64 %".127", i64* %"i"
  %".131" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".133" = load i64, i64* %"total.2"
  %".134" = icmp sgt i64 %".133", 12
  br i1 %".134", label %"B46", label %"B52"
B46:
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
  %".142" = load i64, i64* %"total.2"
  %".143" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".142", i64* %"retptr"
  ret i32 0
B52:
  %".147" = load i64, i64* %"total.2"
  %".149" = load i64, i64* %"total.3"
  store i64 %".147", i64* %"total.3"
  %".151" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".153" = load i64, i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".154"
  %".157" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".154", i32 0, i32 0
  store i64 0, i64* %".157"
  %".159" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".154", i32 0, i32 1
  store i64 %".153", i64* %".159"
  %".161" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".154", i32 0, i32 2
  store i64 1, i64* %".161"
  %".163" = load {i64, i64, i64}, {i64, i64, i64}* %".154"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".164"
  store {i64, i64, i64} %".163", {i64, i64, i64}* %".164"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".168"
  %".171" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".164", i32 0, i32 0
  %".172" = load i64, i64* %".171"
  %".173" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".164", i32 0, i32 1
  %".174" = load i64, i64* %".173"
  %".175" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".164", i32 0, i32 2
  %".176" = load i64, i64* %".175"
  store i64 %".172", i64* %".177"
  %".182" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".168", i32 0, i32 0
  store i64* %".177", i64** %".182"
  %".184" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".168", i32 0, i32 1
  store i64 %".174", i64* %".184"
  %".186" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".168", i32 0, i32 2
  store i64 %".176", i64* %".186"
  %".188" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".168", i32 0, i32 3
  store i64* %".180", i64** %".188"
  %".190" = sub i64 %".174", %".172"
  %".191" = icmp sgt i64 %".190", 0
  %".192" = icmp sgt i64 %".176", 0
  %".193" = xor i1 %".191", %".192"
  %".194" = icmp eq i64 %".176", 0
  br i1 %".194", label %"B52.if", label %"B52.endif", !prof !0
B74:
  %".222" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".223"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".226"
  store {i64*, i64, i64, i64*} %".222", {i64*, i64, i64, i64*}* %".226"
  %".230" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".226", i32 0, i32 3
  %".231" = load i64*, i64** %".230"
  %".232" = load i64, i64* %".231"
  %".233" = icmp sgt i64 %".232", 0
  %".234" = getelementptr inbounds {i64, i1}, {i64, i1}* %".223", i32 0, i32 1
  store i1 %".233", i1* %".234"
  br i1 %".233", label %"B74.if", label %"B74.endif"
B78:
  %".268" = load i64, i64* %"$phi.4"
  %".270" = load i64, i64* %"j"
  store i64 %".268", i64* %"j"
  %".272" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".274" = load i64, i64* %"i"
  %".275" = load i64, i64* %"j"
  %".276" = icmp eq i64 %".274", %".275"
  br i1 %".276", label %"B90", label %"B92"
B90:
  %".278" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".280" = load i64, i64* %"total.3"
  %".282" = load i64, i64* %"total.4"
  store i64 %".280", i64* %"total.4"
  %".284" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  br label %"B109"
B92:
  %".287" = load i64, i64* %"total.3"
  %".288" = load i64, i64* %"j"
  %".289" = add nsw i64 %".287", %".288"
  %".290" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  %".292" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".294" = load i64, i64* %"total.4"
  store i64 %".289", i64* %"total.4"
  br label %"B109"
B104:
  %".297" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".299" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".301" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.7" = extractvalue {i64*, i64, i64, i64*} %".301", 0
  %"extracted.stop.9" = extractvalue {i64*, i64, i64, i64*} %".301", 1
  %"extracted.step.9" = extractvalue {i64*, i64, i64, i64*} %".301", 2
  %"extracted.count.7" = extractvalue {i64*, i64, i64, i64*} %".301", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".303" = load i64, i64* %"total.3"
  %".304" = load i64, i64* %"total.2"
  store i64 %".303", i64* %"total.2"
  %".306" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  br label %"B30"
B108:
  %".309" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".311" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".313" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.8" = extractvalue {i64*, i64, i64, i64*} %".313", 0
  %"extracted.stop.10" = extractvalue {i64*, i64, i64, i64*} %".313", 1
  %"extracted.step.10" = extractvalue {i64*, i64, i64, i64*} %".313", 2
  %"extracted.count.8" = extractvalue {i64*, i64, i64, i64*} %".313", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".315" = load i64, i64* %"total.2"
  %".316" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".315", i64* %"retptr"
  ret i32 0
B109:
  %".320" = load i64, i64* %"total.4"
  %".321" = load i64, i64* %"total.3"
  store i64 %".320", i64* %"total.3"
  %".323" = load i64, i64* %"total.4"
  store i64 0, i64* %"total.4"
  br label %"B74"
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
  br i1 %".122", label %"B34", label %"B108"
B52.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".197" = load i64, i64* %"try_state"
  %".198" = icmp ugt i64 %".197", 0
  %".199" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B52.endif:
  br i1 %".193", label %"B52.endif.if", label %"B52.endif.else"
B52.endif.if:
  %".202" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".168", i32 0, i32 3
  %".203" = load i64*, i64** %".202"
  store i64 0, i64* %".203"
  br label %"B52.endif.endif"
B52.endif.else:
  %".206" = srem i64 %".190", %".176"
  %".207" = sub i64 0, %".206"
  %".208" = select  i1 %".191", i64 %".206", i64 %".207"
  %".209" = icmp sgt i64 %".208", 0
  %".210" = sdiv i64 %".190", %".176"
  %".211" = select  i1 %".209", i64 1, i64 0
  %".212" = add i64 %".210", %".211"
  %".213" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".168", i32 0, i32 3
  %".214" = load i64*, i64** %".213"
  store i64 %".212", i64* %".214"
  br label %"B52.endif.endif"
B52.endif.endif:
  %".217" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".168"
  %"extracted.start.1" = extractvalue {i64, i64, i64} %".163", 0
  %"extracted.stop.5" = extractvalue {i64, i64, i64} %".163", 1
  %"extracted.step.5" = extractvalue {i64, i64, i64} %".163", 2
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".217", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".217", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".217", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".217", 3
  %".219" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".219", 0
  %"extracted.stop.7" = extractvalue {i64*, i64, i64, i64*} %".219", 1
  %"extracted.step.7" = extractvalue {i64*, i64, i64, i64*} %".219", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".219", 3
  store {i64*, i64, i64, i64*} %".217", {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.6" = extractvalue {i64*, i64, i64, i64*} %".217", 0
  %"extracted.stop.8" = extractvalue {i64*, i64, i64, i64*} %".217", 1
  %"extracted.step.8" = extractvalue {i64*, i64, i64, i64*} %".217", 2
  %"extracted.count.6" = extractvalue {i64*, i64, i64, i64*} %".217", 3
  br label %"B74"
B74.if:
  %".237" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".226", i32 0, i32 0
  %".238" = load i64*, i64** %".237"
  %".239" = load i64, i64* %".238"
  %".240" = getelementptr inbounds {i64, i1}, {i64, i1}* %".223", i32 0, i32 0
  store i64 %".239", i64* %".240"
  %".242" = sub nsw i64 %".232", 1
  store i64 %".242", i64* %".231"
  %".244" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".226", i32 0, i32 2
  %".245" = load i64, i64* %".244"
  %".246" = add i64 %".239", %".245"
  %".247" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".226", i32 0, i32 0
  %".248" = load i64*, i64** %".247"
  store i64 %".246", i64* %".248"
  br label %"B74.endif"
B74.endif:
  %".251" = load {i64, i1}, {i64, i1}* %".223"
  %"extracted.first.2" = extractvalue {i64, i1} %".251", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".251", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".252"
  store {i64, i1} %".251", {i64, i1}* %".252"
  %".256" = getelementptr inbounds {i64, i1}, {i64, i1}* %".252", i32 0, i32 0
  %".257" = load i64, i64* %".256"
  store {i64, i1} zeroinitializer, {i64, i1}* %".258"
  store {i64, i1} %".251", {i64, i1}* %".258"
  %".262" = getelementptr inbounds {i64, i1}, {i64, i1}* %".258", i32 0, i32 1
  %".263" = load i1, i1* %".262"
  %"extracted.first.3" = extractvalue {i64, i1} %".251", 0
  %"extracted.second.3" = extractvalue {i64, i1} %".251", 1
  %".265" = load i64, i64* %"$phi.4"
  store i64 %".257", i64* %"$phi.4"
  br i1 %".263", label %"B78", label %"B104"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
