; ModuleID = "scalar_value_then_type"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = common global i8* null
define i32 @"_ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0", double %"arg.scale")
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
  %".17" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".17"
  %".31" = alloca double
  store double 0.0, double* %".31"
  %"src_shape" = alloca i64, i64 1
  store i64 0, i64* %"src_shape"
  %"dest_shape" = alloca i64, i64 1
  store i64 0, i64* %"dest_shape"
  %".39" = alloca i64
  store i64 0, i64* %".39"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".73" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73"
  %".90" = alloca i8*
  store i8* null, i8** %".90"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".145" = alloca i64
  store i64 0, i64* %".145"
  %".160" = alloca double
  store double 0.0, double* %".160"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".199" = alloca double
  store double 0.0, double* %".199"
  %"excinfo.4" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
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
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".17"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".17"
  %".21" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".17", i32 0, i32 5
  %".22" = getelementptr inbounds [1 x i64], [1 x i64]* %".21", i32 0, i32 0
  %".23" = load i64, i64* %".22", !range !0
  %".24" = insertvalue [1 x i64] undef, i64 %".23", 0
  %".25" = extractvalue [1 x i64] %".24", 0
  %".26" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".17", i32 0, i32 6
  %".27" = load [1 x i64], [1 x i64]* %".26"
  %".28" = extractvalue [1 x i64] %".27", 0
  %".29" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".17", i32 0, i32 4
  %".30" = load double*, double** %".29"
  %".35" = getelementptr inbounds i64, i64* %"dest_shape", i32 0
  store i64 1, i64* %".35"
  %".37" = getelementptr inbounds i64, i64* %"src_shape", i32 0
  store i64 %".25", i64* %".37"
  store i64 0, i64* %".39"
  %".43" = call i32 @"_ZN5numba2np7npyimpl15_broadcast_ontoB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a"(i64* %".39", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 1, i64* %"src_shape", i64 1, i64* %"dest_shape")
  %".44" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".45" = icmp eq i32 %".43", 0
  %".46" = icmp eq i32 %".43", -2
  %".47" = icmp eq i32 %".43", -1
  %".48" = icmp eq i32 %".43", -3
  %".49" = or i1 %".45", %".46"
  %".50" = xor i1 %".49", -1
  %".51" = icmp sge i32 %".43", 1
  %".52" = select  i1 %".51", {i8*, i32, i8*, i8*, i32}* %".44", {i8*, i32, i8*, i8*, i32}* undef
  %".53" = load i64, i64* %".39"
  br i1 %".50", label %"B0.if", label %"B0.endif", !prof !1
B0.if:
  store i64 0, i64* %"try_state"
  %".57" = load i64, i64* %"try_state"
  %".58" = icmp ugt i64 %".57", 0
  %".59" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".52", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".61" = xor i1 %".58", -1
  br i1 %".61", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".65" = icmp slt i64 %".53", 1
  br i1 %".65", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.if.if:
  ret i32 %".43"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".68" = load i64, i64* %"try_state"
  %".69" = icmp ugt i64 %".68", 0
  %".70" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif:
  %".72" = load i64, i64* %".35"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73"
  %".76" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 1, i64 %".72")
  %".77" = extractvalue {i64, i1} %".76", 0
  %".78" = extractvalue {i64, i1} %".76", 1
  %".79" = or i1 0, %".78"
  %".80" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".77", i64 8)
  %".81" = extractvalue {i64, i1} %".80", 0
  %".82" = extractvalue {i64, i1} %".80", 1
  %".83" = or i1 %".79", %".82"
  br i1 %".83", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !1
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".86" = load i64, i64* %"try_state"
  %".87" = icmp ugt i64 %".86", 0
  %".88" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  store i8* null, i8** %".90"
  %".94" = call i32 @"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"(i8** %".90", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* null, i64 %".81", i32 32)
  %".95" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".96" = icmp eq i32 %".94", 0
  %".97" = icmp eq i32 %".94", -2
  %".98" = icmp eq i32 %".94", -1
  %".99" = icmp eq i32 %".94", -3
  %".100" = or i1 %".96", %".97"
  %".101" = xor i1 %".100", -1
  %".102" = icmp sge i32 %".94", 1
  %".103" = select  i1 %".102", {i8*, i32, i8*, i8*, i32}* %".95", {i8*, i32, i8*, i8*, i32}* undef
  %".104" = load i8*, i8** %".90"
  br i1 %".101", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !1
B0.endif.endif.endif.if:
  %".106" = load i64, i64* %"try_state"
  %".107" = icmp ugt i64 %".106", 0
  %".108" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".103", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".110" = xor i1 %".107", -1
  br i1 %".110", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif:
  %".114" = call i8* @"NRT_MemInfo_data_fast"(i8* %".104")
  %".115" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".116" = insertvalue [1 x i64] undef, i64 8, 0
  %".117" = bitcast i8* %".114" to double*
  %".118" = extractvalue [1 x i64] %".115", 0
  %".119" = mul nsw i64 1, %".118"
  %".120" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 5
  store [1 x i64] %".115", [1 x i64]* %".120"
  %".122" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 6
  store [1 x i64] %".116", [1 x i64]* %".122"
  %".124" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 4
  store double* %".117", double** %".124"
  %".126" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 3
  store i64 8, i64* %".126"
  %".128" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 0
  store i8* %".104", i8** %".128"
  %".130" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 1
  store i8* null, i8** %".130"
  %".132" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 2
  store i64 %".119", i64* %".132"
  %".134" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73"
  %".135" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 5
  %".136" = getelementptr inbounds [1 x i64], [1 x i64]* %".135", i32 0, i32 0
  %".137" = load i64, i64* %".136", !range !0
  %".138" = insertvalue [1 x i64] undef, i64 %".137", 0
  %".139" = extractvalue [1 x i64] %".138", 0
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 6
  %".141" = load [1 x i64], [1 x i64]* %".140"
  %".142" = extractvalue [1 x i64] %".141", 0
  %".143" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".73", i32 0, i32 4
  %".144" = load double*, double** %".143"
  store i64 0, i64* %".145"
  br label %"for.cond"
B0.endif.endif.endif.if.if:
  ret i32 %".94"
B0.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif"
for.cond:
  %"loop.index" = phi  i64 [0, %"B0.endif.endif.endif.endif"], [%".188", %"for.body.endif.endif"]
  %".149" = icmp slt i64 %"loop.index", %".139"
  br i1 %".149", label %"for.body", label %"for.end"
for.body:
  %".151" = icmp ugt i64 %".25", 1
  br i1 %".151", label %"for.body.if", label %"for.body.endif"
for.end:
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".190" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".191" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 5
  %".193" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 6
  %".194" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 5
  %".196" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 6
  %".197" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store double 0.0, double* %".199"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 5
  %".203" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 6
  %".204" = extractvalue [1 x i64] %"extracted.strides.4", 0
  %".205" = call i32 @"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"(double* %".199", {i8*, i32, i8*, i8*, i32}** %"excinfo.4", i8* %"extracted.meminfo.4", i8* %"extracted.parent.4", i64 %"extracted.nitems.4", i64 %"extracted.itemsize.4", double* %"extracted.data.4", i64 %".203", i64 %".204")
  %".206" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".207" = icmp eq i32 %".205", 0
  %".208" = icmp eq i32 %".205", -2
  %".209" = icmp eq i32 %".205", -1
  %".210" = icmp eq i32 %".205", -3
  %".211" = or i1 %".207", %".208"
  %".212" = xor i1 %".211", -1
  %".213" = icmp sge i32 %".205", 1
  %".214" = select  i1 %".213", {i8*, i32, i8*, i8*, i32}* %".206", {i8*, i32, i8*, i8*, i32}* undef
  %".215" = load double, double* %".199"
  br i1 %".212", label %"for.end.if", label %"for.end.endif", !prof !1
for.body.if:
  store i64 %"loop.index", i64* %".145"
  br label %"for.body.endif"
for.body.endif:
  %".155" = load i64, i64* %".145"
  %".156" = mul i64 %".155", 1
  %".157" = add i64 0, %".156"
  %".158" = getelementptr double, double* %".30", i64 %".157"
  %".159" = load double, double* %".158"
  store double 0.0, double* %".160"
  %".164" = call i32 @"_ZN13_3cdynamic_3e20__numba_array_expr_1B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd"(double* %".160", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", double %".159", double %"arg.scale")
  %".165" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".166" = icmp eq i32 %".164", 0
  %".167" = icmp eq i32 %".164", -2
  %".168" = icmp eq i32 %".164", -1
  %".169" = icmp eq i32 %".164", -3
  %".170" = or i1 %".166", %".167"
  %".171" = xor i1 %".170", -1
  %".172" = icmp sge i32 %".164", 1
  %".173" = select  i1 %".172", {i8*, i32, i8*, i8*, i32}* %".165", {i8*, i32, i8*, i8*, i32}* undef
  %".174" = load double, double* %".160"
  br i1 %".171", label %"for.body.endif.if", label %"for.body.endif.endif", !prof !1
for.body.endif.if:
  %".176" = load i64, i64* %"try_state"
  %".177" = icmp ugt i64 %".176", 0
  %".178" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".173", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".180" = xor i1 %".177", -1
  br i1 %".180", label %"for.body.endif.if.if", label %"for.body.endif.if.endif"
for.body.endif.endif:
  %".184" = mul i64 %"loop.index", 1
  %".185" = add i64 0, %".184"
  %".186" = getelementptr double, double* %".144", i64 %".185"
  store double %".174", double* %".186"
  %".188" = add nsw i64 %"loop.index", 1
  br label %"for.cond"
for.body.endif.if.if:
  ret i32 %".164"
for.body.endif.if.endif:
  br label %"for.body.endif.endif"
for.end.if:
  %".217" = load i64, i64* %"try_state"
  %".218" = icmp ugt i64 %".217", 0
  %".219" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".214", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".221" = xor i1 %".218", -1
  br i1 %".221", label %"for.end.if.if", label %"for.end.if.endif"
for.end.endif:
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 5
  %".225" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".134", 6
  %".226" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  store double %".215", double* %"retptr"
  ret i32 0
for.end.if.if:
  ret i32 %".205"
for.end.if.endif:
  br label %"for.end.endif"
}

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba2np7npyimpl15_broadcast_ontoB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.src_ndim", i64* %"arg.src_shape", i64 %"arg.dest_ndim", i64* %"arg.dest_shape")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('unable to broadcast argument 0 to output array\nFile "numba/np/npyimpl.py", in _broadcast_onto, ',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"(i8** captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.arrtype", i64 %"arg.size", i32 %"arg.align")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

declare i32 @"_ZN13_3cdynamic_3e20__numba_array_expr_1B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", double %"arg.a_1", double %"arg.scale_1")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")

!0 = !{ i64 0, i64 9223372036854775807 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i1 1 }
