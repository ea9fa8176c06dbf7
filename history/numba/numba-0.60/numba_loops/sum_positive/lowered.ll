; ModuleID = "sum_positive"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx" = common global i8* null
define i32 @"_ZN5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0", i64 %"arg.n")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"arg.a.4", 4
  %".12" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".12", 5
  %".13" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".13", 6
  %"a" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %"total.2" = alloca double
  store double 0.0, double* %"total.2"
  %".22" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".22"
  %".32" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".32"
  %".36" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".36"
  %".45" = alloca i64
  store i64 0, i64* %".45"
  %".48" = alloca i64
  store i64 0, i64* %".48"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".93" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".93"
  %".96" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".96"
  %".122" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".122"
  %".128" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".128"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"total.3" = alloca double
  store double 0.0, double* %"total.3"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".150" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".150"
  %".184" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".14" = extractvalue [1 x i64] %"extracted.shape", 0
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".15" = extractvalue [1 x i64] %"extracted.strides", 0
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %".20" = load double, double* %"total.2"
  store double              0x0, double* %"total.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".22"
  %".25" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".22", i32 0, i32 0
  store i64 0, i64* %".25"
  %".27" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".22", i32 0, i32 1
  store i64 %"arg.n", i64* %".27"
  %".29" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".22", i32 0, i32 2
  store i64 1, i64* %".29"
  %".31" = load {i64, i64, i64}, {i64, i64, i64}* %".22"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".32"
  store {i64, i64, i64} %".31", {i64, i64, i64}* %".32"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".36"
  %".39" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 0
  %".40" = load i64, i64* %".39"
  %".41" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 1
  %".42" = load i64, i64* %".41"
  %".43" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 2
  %".44" = load i64, i64* %".43"
  store i64 %".40", i64* %".45"
  %".50" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 0
  store i64* %".45", i64** %".50"
  %".52" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 1
  store i64 %".42", i64* %".52"
  %".54" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 2
  store i64 %".44", i64* %".54"
  %".56" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 3
  store i64* %".48", i64** %".56"
  %".58" = sub i64 %".42", %".40"
  %".59" = icmp sgt i64 %".58", 0
  %".60" = icmp sgt i64 %".44", 0
  %".61" = xor i1 %".59", %".60"
  %".62" = icmp eq i64 %".44", 0
  br i1 %".62", label %"B0.if", label %"B0.endif", !prof !0
B38:
  %".92" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".93"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".96"
  store {i64*, i64, i64, i64*} %".92", {i64*, i64, i64, i64*}* %".96"
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 3
  %".101" = load i64*, i64** %".100"
  %".102" = load i64, i64* %".101"
  %".103" = icmp sgt i64 %".102", 0
  %".104" = getelementptr inbounds {i64, i1}, {i64, i1}* %".93", i32 0, i32 1
  store i1 %".103", i1* %".104"
  br i1 %".103", label %"B38.if", label %"B38.endif"
B40:
  %".138" = load double, double* %"total.2"
  %".140" = load double, double* %"total.3"
  store double %".138", double* %"total.3"
  %".142" = load i64, i64* %"$phi.2"
  %".144" = load i64, i64* %"i"
  store i64 %".142", i64* %"i"
  %".146" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".148" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %".149" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".150"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".148", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".150"
  %".154" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 5
  %".155" = getelementptr inbounds [1 x i64], [1 x i64]* %".154", i32 0, i32 0
  %".156" = load i64, i64* %".155", !range !2
  %".157" = insertvalue [1 x i64] undef, i64 %".156", 0
  %".158" = extractvalue [1 x i64] %".157", 0
  %".159" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 6
  %".160" = load [1 x i64], [1 x i64]* %".159"
  %".161" = extractvalue [1 x i64] %".160", 0
  %".162" = icmp slt i64 %".149", 0
  %".163" = add i64 %".149", %".158"
  %".164" = select  i1 %".162", i64 %".163", i64 %".149"
  %".165" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 5
  %".166" = getelementptr inbounds [1 x i64], [1 x i64]* %".165", i32 0, i32 0
  %".167" = load i64, i64* %".166", !range !2
  %".168" = insertvalue [1 x i64] undef, i64 %".167", 0
  %".169" = extractvalue [1 x i64] %".168", 0
  %".170" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 6
  %".171" = load [1 x i64], [1 x i64]* %".170"
  %".172" = extractvalue [1 x i64] %".171", 0
  %".173" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 4
  %".174" = load double*, double** %".173"
  %".175" = mul i64 %".164", 1
  %".176" = add i64 0, %".175"
  %".177" = getelementptr double, double* %".174", i64 %".176"
  %".178" = load double, double* %".177"
  %".179" = sitofp i64 0 to double
  %".180" = fcmp ogt double %".178", %".179"
  br i1 %".180", label %"B66", label %"B88"
B66:
  %".182" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %".183" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".182", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184"
  %".188" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 5
  %".189" = getelementptr inbounds [1 x i64], [1 x i64]* %".188", i32 0, i32 0
  %".190" = load i64, i64* %".189", !range !2
  %".191" = insertvalue [1 x i64] undef, i64 %".190", 0
  %".192" = extractvalue [1 x i64] %".191", 0
  %".193" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 6
  %".194" = load [1 x i64], [1 x i64]* %".193"
  %".195" = extractvalue [1 x i64] %".194", 0
  %".196" = icmp slt i64 %".183", 0
  %".197" = add i64 %".183", %".192"
  %".198" = select  i1 %".196", i64 %".197", i64 %".183"
  %".199" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 5
  %".200" = getelementptr inbounds [1 x i64], [1 x i64]* %".199", i32 0, i32 0
  %".201" = load i64, i64* %".200", !range !2
  %".202" = insertvalue [1 x i64] undef, i64 %".201", 0
  %".203" = extractvalue [1 x i64] %".202", 0
  %".204" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 6
  %".205" = load [1 x i64], [1 x i64]* %".204"
  %".206" = extractvalue [1 x i64] %".205", 0
  %".207" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 4
  %".208" = load double*, double** %".207"
  %".209" = mul i64 %".198", 1
  %".210" = add i64 0, %".209"
  %".211" = getelementptr double, double* %".208", i64 %".210"
  %".212" = load double, double* %".211"
  %".213" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".215" = load double, double* %"total.2"
  %".216" = fadd double %".215", %".212"
  %".217" = load double, double* %"total.2"
  store double 0.0, double* %"total.2"
  %".219" = load double, double* %"total.3"
  store double %".216", double* %"total.3"
  br label %"B88"
B88:
  %".222" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".224" = load double, double* %"total.3"
  %".225" = load double, double* %"total.2"
  store double %".224", double* %"total.2"
  %".227" = load double, double* %"total.3"
  store double 0.0, double* %"total.3"
  br label %"B38"
B90:
  %".230" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".230", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".230", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".230", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".230", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".230", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".230", 5
  %".231" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".230", 6
  %".232" = extractvalue [1 x i64] %"extracted.strides.1", 0
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %".235" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".237" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".237", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".237", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".237", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".237", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".239" = load double, double* %"total.2"
  %".240" = load double, double* %"total.2"
  store double 0.0, double* %"total.2"
  store double %".239", double* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".67" = load i64, i64* %"try_state"
  %".68" = icmp ugt i64 %".67", 0
  %".69" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".61", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".72" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 3
  %".73" = load i64*, i64** %".72"
  store i64 0, i64* %".73"
  br label %"B0.endif.endif"
B0.endif.else:
  %".76" = srem i64 %".58", %".44"
  %".77" = sub i64 0, %".76"
  %".78" = select  i1 %".59", i64 %".76", i64 %".77"
  %".79" = icmp sgt i64 %".78", 0
  %".80" = sdiv i64 %".58", %".44"
  %".81" = select  i1 %".79", i64 1, i64 0
  %".82" = add i64 %".80", %".81"
  %".83" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 3
  %".84" = load i64*, i64** %".83"
  store i64 %".82", i64* %".84"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".87" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36"
  %"extracted.start" = extractvalue {i64, i64, i64} %".31", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".31", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".31", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".87", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".87", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".87", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".87", 3
  %".89" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".89", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".89", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".89", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".89", 3
  store {i64*, i64, i64, i64*} %".87", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".87", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".87", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".87", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".87", 3
  br label %"B38"
B38.if:
  %".107" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 0
  %".108" = load i64*, i64** %".107"
  %".109" = load i64, i64* %".108"
  %".110" = getelementptr inbounds {i64, i1}, {i64, i1}* %".93", i32 0, i32 0
  store i64 %".109", i64* %".110"
  %".112" = sub nsw i64 %".102", 1
  store i64 %".112", i64* %".101"
  %".114" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 2
  %".115" = load i64, i64* %".114"
  %".116" = add i64 %".109", %".115"
  %".117" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".96", i32 0, i32 0
  %".118" = load i64*, i64** %".117"
  store i64 %".116", i64* %".118"
  br label %"B38.endif"
B38.endif:
  %".121" = load {i64, i1}, {i64, i1}* %".93"
  %"extracted.first" = extractvalue {i64, i1} %".121", 0
  %"extracted.second" = extractvalue {i64, i1} %".121", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".122"
  store {i64, i1} %".121", {i64, i1}* %".122"
  %".126" = getelementptr inbounds {i64, i1}, {i64, i1}* %".122", i32 0, i32 0
  %".127" = load i64, i64* %".126"
  store {i64, i1} zeroinitializer, {i64, i1}* %".128"
  store {i64, i1} %".121", {i64, i1}* %".128"
  %".132" = getelementptr inbounds {i64, i1}, {i64, i1}* %".128", i32 0, i32 1
  %".133" = load i1, i1* %".132"
  %"extracted.first.1" = extractvalue {i64, i1} %".121", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".121", 1
  %".135" = load i64, i64* %"$phi.2"
  store i64 %".127", i64* %"$phi.2"
  br i1 %".133", label %"B40", label %"B90"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* noalias nocapture %".1")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ i64 0, i64 9223372036854775807 }
