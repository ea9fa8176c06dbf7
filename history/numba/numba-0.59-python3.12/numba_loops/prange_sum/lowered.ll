; ModuleID = "prange_sum"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases11numba_loops10prange_sumB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"arg.a.4", 4
  %".11" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".11", 5
  %".12" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".12", 6
  %"a" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %"total.2" = alloca double
  store double 0.0, double* %"total.2"
  %".22" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".22"
  %".32" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".32"
  %".42" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".42"
  %".46" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".46"
  %".55" = alloca i64
  store i64 0, i64* %".55"
  %".58" = alloca i64
  store i64 0, i64* %".58"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".103" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".103"
  %".106" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".106"
  %".132" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".132"
  %".138" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".138"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %".152" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".152"
  %".181" = alloca double
  store double 0.0, double* %".181"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".13" = extractvalue [1 x i64] %"extracted.shape", 0
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".14" = extractvalue [1 x i64] %"extracted.strides", 0
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %".19" = load double, double* %"total.2"
  store double              0x0, double* %"total.2"
  %".21" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".22"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".21", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".22"
  %".26" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".22", i32 0, i32 5
  %".27" = getelementptr inbounds [1 x i64], [1 x i64]* %".26", i32 0, i32 0
  %".28" = load i64, i64* %".27", !range !0
  %".29" = insertvalue [1 x i64] undef, i64 %".28", 0
  %".30" = extractvalue [1 x i64] %".29", 0
  %".31" = extractvalue [1 x i64] %".29", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".32"
  %".35" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 0
  store i64 0, i64* %".35"
  %".37" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 1
  store i64 %".30", i64* %".37"
  %".39" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 2
  store i64 1, i64* %".39"
  %".41" = load {i64, i64, i64}, {i64, i64, i64}* %".32"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".42"
  store {i64, i64, i64} %".41", {i64, i64, i64}* %".42"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".46"
  %".49" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".42", i32 0, i32 0
  %".50" = load i64, i64* %".49"
  %".51" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".42", i32 0, i32 1
  %".52" = load i64, i64* %".51"
  %".53" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".42", i32 0, i32 2
  %".54" = load i64, i64* %".53"
  store i64 %".50", i64* %".55"
  %".60" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 0
  store i64* %".55", i64** %".60"
  %".62" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 1
  store i64 %".52", i64* %".62"
  %".64" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 2
  store i64 %".54", i64* %".64"
  %".66" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 3
  store i64* %".58", i64** %".66"
  %".68" = sub i64 %".52", %".50"
  %".69" = icmp sgt i64 %".68", 0
  %".70" = icmp sgt i64 %".54", 0
  %".71" = xor i1 %".69", %".70"
  %".72" = icmp eq i64 %".54", 0
  br i1 %".72", label %"B0.if", label %"B0.endif", !prof !1
B76:
  %".102" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".103"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".106"
  store {i64*, i64, i64, i64*} %".102", {i64*, i64, i64, i64*}* %".106"
  %".110" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".106", i32 0, i32 3
  %".111" = load i64*, i64** %".110"
  %".112" = load i64, i64* %".111"
  %".113" = icmp sgt i64 %".112", 0
  %".114" = getelementptr inbounds {i64, i1}, {i64, i1}* %".103", i32 0, i32 1
  store i1 %".113", i1* %".114"
  br i1 %".113", label %"B76.if", label %"B76.endif"
B80:
  %".148" = load i64, i64* %"$phi.2"
  %".149" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".151" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".152"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".151", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".152"
  %".156" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 5
  %".157" = getelementptr inbounds [1 x i64], [1 x i64]* %".156", i32 0, i32 0
  %".158" = load i64, i64* %".157", !range !0
  %".159" = insertvalue [1 x i64] undef, i64 %".158", 0
  %".160" = extractvalue [1 x i64] %".159", 0
  %".161" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 6
  %".162" = load [1 x i64], [1 x i64]* %".161"
  %".163" = extractvalue [1 x i64] %".162", 0
  %".164" = icmp slt i64 %".148", 0
  %".165" = add i64 %".148", %".160"
  %".166" = select  i1 %".164", i64 %".165", i64 %".148"
  %".167" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 5
  %".168" = getelementptr inbounds [1 x i64], [1 x i64]* %".167", i32 0, i32 0
  %".169" = load i64, i64* %".168", !range !0
  %".170" = insertvalue [1 x i64] undef, i64 %".169", 0
  %".171" = extractvalue [1 x i64] %".170", 0
  %".172" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 6
  %".173" = load [1 x i64], [1 x i64]* %".172"
  %".174" = extractvalue [1 x i64] %".173", 0
  %".175" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 4
  %".176" = load double*, double** %".175"
  %".177" = mul i64 %".166", 1
  %".178" = add i64 0, %".177"
  %".179" = getelementptr double, double* %".176", i64 %".178"
  %".180" = load double, double* %".179"
  store double 0.0, double* %".181"
  %".185" = call i32 @"_ZN5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEdx"(double* %".181", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", double %".180", i64 2)
  %".186" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".187" = icmp eq i32 %".185", 0
  %".188" = icmp eq i32 %".185", -2
  %".189" = icmp eq i32 %".185", -1
  %".190" = icmp eq i32 %".185", -3
  %".191" = or i1 %".187", %".188"
  %".192" = xor i1 %".191", -1
  %".193" = icmp sge i32 %".185", 1
  %".194" = select  i1 %".193", {i8*, i32, i8*, i8*, i32}* %".186", {i8*, i32, i8*, i8*, i32}* undef
  %".195" = load double, double* %".181"
  br i1 %".192", label %"B80.if", label %"B80.endif", !prof !1
B106:
  %".210" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".210", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".210", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".210", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".210", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".210", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".210", 5
  %".211" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".210", 6
  %".212" = extractvalue [1 x i64] %"extracted.strides.1", 0
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %".215" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".217" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".217", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".217", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".217", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".217", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".219" = load double, double* %"total.2"
  %".220" = load double, double* %"total.2"
  store double 0.0, double* %"total.2"
  store double %".219", double* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".77" = load i64, i64* %"try_state"
  %".78" = icmp ugt i64 %".77", 0
  %".79" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".71", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".82" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 3
  %".83" = load i64*, i64** %".82"
  store i64 0, i64* %".83"
  br label %"B0.endif.endif"
B0.endif.else:
  %".86" = srem i64 %".68", %".54"
  %".87" = sub i64 0, %".86"
  %".88" = select  i1 %".69", i64 %".86", i64 %".87"
  %".89" = icmp sgt i64 %".88", 0
  %".90" = sdiv i64 %".68", %".54"
  %".91" = select  i1 %".89", i64 1, i64 0
  %".92" = add i64 %".90", %".91"
  %".93" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46", i32 0, i32 3
  %".94" = load i64*, i64** %".93"
  store i64 %".92", i64* %".94"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".97" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".46"
  %"extracted.start" = extractvalue {i64, i64, i64} %".41", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".41", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".41", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".97", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".97", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".97", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".97", 3
  %".99" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".99", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".99", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".99", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".99", 3
  store {i64*, i64, i64, i64*} %".97", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".97", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".97", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".97", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".97", 3
  br label %"B76"
B76.if:
  %".117" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".106", i32 0, i32 0
  %".118" = load i64*, i64** %".117"
  %".119" = load i64, i64* %".118"
  %".120" = getelementptr inbounds {i64, i1}, {i64, i1}* %".103", i32 0, i32 0
  store i64 %".119", i64* %".120"
  %".122" = sub nsw i64 %".112", 1
  store i64 %".122", i64* %".111"
  %".124" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".106", i32 0, i32 2
  %".125" = load i64, i64* %".124"
  %".126" = add i64 %".119", %".125"
  %".127" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".106", i32 0, i32 0
  %".128" = load i64*, i64** %".127"
  store i64 %".126", i64* %".128"
  br label %"B76.endif"
B76.endif:
  %".131" = load {i64, i1}, {i64, i1}* %".103"
  %"extracted.first" = extractvalue {i64, i1} %".131", 0
  %"extracted.second" = extractvalue {i64, i1} %".131", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".132"
  store {i64, i1} %".131", {i64, i1}* %".132"
  %".136" = getelementptr inbounds {i64, i1}, {i64, i1}* %".132", i32 0, i32 0
  %".137" = load i64, i64* %".136"
  store {i64, i1} zeroinitializer, {i64, i1}* %".138"
  store {i64, i1} %".131", {i64, i1}* %".138"
  %".142" = getelementptr inbounds {i64, i1}, {i64, i1}* %".138", i32 0, i32 1
  %".143" = load i1, i1* %".142"
  %"extracted.first.1" = extractvalue {i64, i1} %".131", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".131", 1
  %".145" = load i64, i64* %"$phi.2"
  store i64 %".137", i64* %"$phi.2"
  br i1 %".143", label %"B80", label %"B106"
B80.if:
  %".197" = load i64, i64* %"try_state"
  %".198" = icmp ugt i64 %".197", 0
  %".199" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".194", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".201" = xor i1 %".198", -1
  br i1 %".201", label %"B80.if.if", label %"B80.if.endif"
B80.endif:
  %".205" = load double, double* %"total.2"
  %".206" = fadd double %".205", %".195"
  %".207" = load double, double* %"total.2"
  store double %".206", double* %"total.2"
  br label %"B76"
B80.if.if:
  ret i32 %".185"
B80.if.endif:
  br label %"B80.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEdx"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg.a", i64 %"arg.b")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

!0 = !{ i64 0, i64 9223372036854775807 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i1 1 }
