; ModuleID = "calls_jitted_helper"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
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
  %"total.2" = alloca double
  store double 0.0, double* %"total.2"
  %".19" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".19"
  %".22" = alloca i64
  store i64 0, i64* %".22"
  %"$phi.1" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".50" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".50"
  %".53" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".53"
  %".59" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".59"
  %".98" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".98"
  %".104" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".104"
  %"$phi.2" = alloca double
  store double 0.0, double* %"$phi.2"
  %".118" = alloca double
  store double 0.0, double* %".118"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
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
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".17" = load double, double* %"total.2"
  store double              0x0, double* %"total.2"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".19"
  store i64 0, i64* %".22"
  %".25" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".19", i32 0, i32 0
  store i64* %".22", i64** %".25"
  %".27" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".19", i32 0, i32 1
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".27"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".29" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".30" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %".32" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".19"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".33" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".34" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %"extracted.index" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".32", 0
  %"extracted.array" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".32", 1
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 5
  %".36" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 6
  %".37" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".40" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.1" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".40", 0
  %"extracted.array.1" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".40", 1
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 5
  %".41" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 6
  %".42" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".32", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.2" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".32", 0
  %"extracted.array.2" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".32", 1
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 5
  %".45" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 6
  %".46" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  br label %"B12"
B12:
  %".49" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi.1"
  store {double, i1} zeroinitializer, {double, i1}* %".50"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".53"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".49", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".53"
  %".57" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".53", i32 0, i32 1
  %".58" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".57"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".59"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".58", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".59"
  %".63" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 5
  %".64" = getelementptr inbounds [1 x i64], [1 x i64]* %".63", i32 0, i32 0
  %".65" = load i64, i64* %".64", !range !0
  %".66" = insertvalue [1 x i64] undef, i64 %".65", 0
  %".67" = extractvalue [1 x i64] %".66", 0
  %".68" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".53", i32 0, i32 0
  %".69" = load i64*, i64** %".68"
  %".70" = load i64, i64* %".69"
  %".71" = icmp slt i64 %".70", %".67"
  %".72" = getelementptr inbounds {double, i1}, {double, i1}* %".50", i32 0, i32 1
  store i1 %".71", i1* %".72"
  br i1 %".71", label %"B12.if", label %"B12.endif"
B16:
  %".114" = load double, double* %"$phi.2"
  %".115" = load double, double* %"$phi.2"
  store double 0.0, double* %"$phi.2"
  %".117" = load i8*, i8** @"numba.dynamic.globals.object1"
  store double 0.0, double* %".118"
  %".122" = call i32 @"_ZN5cases15numba_functions7_squareB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd"(double* %".118", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", double %".114")
  %".123" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".124" = icmp eq i32 %".122", 0
  %".125" = icmp eq i32 %".122", -2
  %".126" = icmp eq i32 %".122", -1
  %".127" = icmp eq i32 %".122", -3
  %".128" = or i1 %".124", %".125"
  %".129" = xor i1 %".128", -1
  %".130" = icmp sge i32 %".122", 1
  %".131" = select  i1 %".130", {i8*, i32, i8*, i8*, i32}* %".123", {i8*, i32, i8*, i8*, i32}* undef
  %".132" = load double, double* %".118"
  br i1 %".129", label %"B16.if", label %"B16.endif", !prof !1
B48:
  %".149" = load double, double* %"$phi.2"
  store double 0.0, double* %"$phi.2"
  %".151" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".151", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".151", 1
  %"extracted.meminfo.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".152" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".153" = extractvalue [1 x i64] %"extracted.strides.6", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".156" = load double, double* %"total.2"
  %".157" = load double, double* %"total.2"
  store double 0.0, double* %"total.2"
  store double %".156", double* %"retptr"
  ret i32 0
B12.if:
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 5
  %".76" = getelementptr inbounds [1 x i64], [1 x i64]* %".75", i32 0, i32 0
  %".77" = load i64, i64* %".76", !range !0
  %".78" = insertvalue [1 x i64] undef, i64 %".77", 0
  %".79" = extractvalue [1 x i64] %".78", 0
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 6
  %".81" = load [1 x i64], [1 x i64]* %".80"
  %".82" = extractvalue [1 x i64] %".81", 0
  %".83" = mul i64 %".82", %".70"
  %".84" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 4
  %".85" = load double*, double** %".84"
  %".86" = ptrtoint double* %".85" to i64
  %".87" = add i64 %".86", %".83"
  %".88" = inttoptr i64 %".87" to double*
  %".89" = load double, double* %".88"
  %".90" = getelementptr inbounds {double, i1}, {double, i1}* %".50", i32 0, i32 0
  store double %".89", double* %".90"
  %".92" = add nsw i64 %".70", 1
  %".93" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".53", i32 0, i32 0
  %".94" = load i64*, i64** %".93"
  store i64 %".92", i64* %".94"
  br label %"B12.endif"
B12.endif:
  %".97" = load {double, i1}, {double, i1}* %".50"
  %"extracted.first" = extractvalue {double, i1} %".97", 0
  %"extracted.second" = extractvalue {double, i1} %".97", 1
  store {double, i1} zeroinitializer, {double, i1}* %".98"
  store {double, i1} %".97", {double, i1}* %".98"
  %".102" = getelementptr inbounds {double, i1}, {double, i1}* %".98", i32 0, i32 0
  %".103" = load double, double* %".102"
  store {double, i1} zeroinitializer, {double, i1}* %".104"
  store {double, i1} %".97", {double, i1}* %".104"
  %".108" = getelementptr inbounds {double, i1}, {double, i1}* %".104", i32 0, i32 1
  %".109" = load i1, i1* %".108"
  %"extracted.first.1" = extractvalue {double, i1} %".97", 0
  %"extracted.second.1" = extractvalue {double, i1} %".97", 1
  %".111" = load double, double* %"$phi.2"
  store double %".103", double* %"$phi.2"
  br i1 %".109", label %"B16", label %"B48"
B16.if:
  store i64 0, i64* %"try_state"
  %".136" = load i64, i64* %"try_state"
  %".137" = icmp ugt i64 %".136", 0
  %".138" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".131", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".140" = xor i1 %".137", -1
  br i1 %".140", label %"B16.if.if", label %"B16.if.endif"
B16.endif:
  %".144" = load double, double* %"total.2"
  %".145" = fadd double %".144", %".132"
  %".146" = load double, double* %"total.2"
  store double %".145", double* %"total.2"
  br label %"B12"
B16.if.if:
  ret i32 %".122"
B16.if.endif:
  br label %"B16.endif"
}

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

@"numba.dynamic.globals.object1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)
declare i32 @"_ZN5cases15numba_functions7_squareB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", double %"arg.x")

!0 = !{ i64 0, i64 9223372036854775807 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
