; ModuleID = "sum_positive"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

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
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".146" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".146"
  %"total.3" = alloca double
  store double 0.0, double* %"total.3"
  %".189" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189"
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
B30:
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
  br i1 %".103", label %"B30.if", label %"B30.endif"
B34:
  %".138" = load i64, i64* %"$phi.2"
  %".140" = load i64, i64* %"i"
  store i64 %".138", i64* %"i"
  %".142" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".144" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %".145" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".146"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".144", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".146"
  %".150" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".146", i32 0, i32 5
  %".151" = getelementptr inbounds [1 x i64], [1 x i64]* %".150", i32 0, i32 0
  %".152" = load i64, i64* %".151", !range !2
  %".153" = insertvalue [1 x i64] undef, i64 %".152", 0
  %".154" = extractvalue [1 x i64] %".153", 0
  %".155" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".146", i32 0, i32 6
  %".156" = load [1 x i64], [1 x i64]* %".155"
  %".157" = extractvalue [1 x i64] %".156", 0
  %".158" = icmp slt i64 %".145", 0
  %".159" = add i64 %".145", %".154"
  %".160" = select  i1 %".158", i64 %".159", i64 %".145"
  %".161" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".146", i32 0, i32 5
  %".162" = getelementptr inbounds [1 x i64], [1 x i64]* %".161", i32 0, i32 0
  %".163" = load i64, i64* %".162", !range !2
  %".164" = insertvalue [1 x i64] undef, i64 %".163", 0
  %".165" = extractvalue [1 x i64] %".164", 0
  %".166" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".146", i32 0, i32 6
  %".167" = load [1 x i64], [1 x i64]* %".166"
  %".168" = extractvalue [1 x i64] %".167", 0
  %".169" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".146", i32 0, i32 4
  %".170" = load double*, double** %".169"
  %".171" = mul i64 %".160", 1
  %".172" = add i64 0, %".171"
  %".173" = getelementptr double, double* %".170", i64 %".172"
  %".174" = load double, double* %".173"
  %".175" = sitofp i64 0 to double
  %".176" = fcmp ogt double %".174", %".175"
  br i1 %".176", label %"B54", label %"B52"
B52:
  %".178" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".180" = load double, double* %"total.2"
  %".182" = load double, double* %"total.3"
  store double %".180", double* %"total.3"
  %".184" = load double, double* %"total.2"
  store double 0.0, double* %"total.2"
  br label %"B73"
B54:
  %".187" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %".188" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".187", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189"
  %".193" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 5
  %".194" = getelementptr inbounds [1 x i64], [1 x i64]* %".193", i32 0, i32 0
  %".195" = load i64, i64* %".194", !range !2
  %".196" = insertvalue [1 x i64] undef, i64 %".195", 0
  %".197" = extractvalue [1 x i64] %".196", 0
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 6
  %".199" = load [1 x i64], [1 x i64]* %".198"
  %".200" = extractvalue [1 x i64] %".199", 0
  %".201" = icmp slt i64 %".188", 0
  %".202" = add i64 %".188", %".197"
  %".203" = select  i1 %".201", i64 %".202", i64 %".188"
  %".204" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 5
  %".205" = getelementptr inbounds [1 x i64], [1 x i64]* %".204", i32 0, i32 0
  %".206" = load i64, i64* %".205", !range !2
  %".207" = insertvalue [1 x i64] undef, i64 %".206", 0
  %".208" = extractvalue [1 x i64] %".207", 0
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 6
  %".210" = load [1 x i64], [1 x i64]* %".209"
  %".211" = extractvalue [1 x i64] %".210", 0
  %".212" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 4
  %".213" = load double*, double** %".212"
  %".214" = mul i64 %".203", 1
  %".215" = add i64 0, %".214"
  %".216" = getelementptr double, double* %".213", i64 %".215"
  %".217" = load double, double* %".216"
  %".218" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".220" = load double, double* %"total.2"
  %".221" = fadd double %".220", %".217"
  %".222" = load double, double* %"total.2"
  store double 0.0, double* %"total.2"
  %".224" = load double, double* %"total.3"
  store double %".221", double* %"total.3"
  br label %"B73"
B72:
  %".227" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".227", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".227", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".227", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".227", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".227", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".227", 5
  %".228" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".227", 6
  %".229" = extractvalue [1 x i64] %"extracted.strides.1", 0
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"a"
  %".232" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".234" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".234", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".234", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".234", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".234", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".236" = load double, double* %"total.2"
  %".237" = load double, double* %"total.2"
  store double 0.0, double* %"total.2"
  store double %".236", double* %"retptr"
  ret i32 0
B73:
  %".241" = load double, double* %"total.3"
  %".242" = load double, double* %"total.2"
  store double %".241", double* %"total.2"
  %".244" = load double, double* %"total.3"
  store double 0.0, double* %"total.3"
  br label %"B30"
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
  br label %"B30"
B30.if:
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
  br label %"B30.endif"
B30.endif:
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
  br i1 %".133", label %"B34", label %"B72"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* noalias nocapture %".1")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ i64 0, i64 9223372036854775807 }
