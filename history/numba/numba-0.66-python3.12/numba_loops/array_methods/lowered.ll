; ModuleID = "array_methods"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.m.0", i8* %"arg.m.1", i64 %"arg.m.2", i64 %"arg.m.3", double* %"arg.m.4", i64 %"arg.m.5.0", i64 %"arg.m.5.1", i64 %"arg.m.6.0", i64 %"arg.m.6.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} undef, i8* %"arg.m.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.meminfo", i8* %"arg.m.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.parent", i64 %"arg.m.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.nitems", i64 %"arg.m.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.itemsize", double* %"arg.m.4", 4
  %".13" = insertvalue [2 x i64] undef, i64 %"arg.m.5.0", 0
  %".14" = insertvalue [2 x i64] %".13", i64 %"arg.m.5.1", 1
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.data", [2 x i64] %".14", 5
  %".15" = insertvalue [2 x i64] undef, i64 %"arg.m.6.0", 0
  %".16" = insertvalue [2 x i64] %".15", i64 %"arg.m.6.1", 1
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.shape", [2 x i64] %".16", 6
  %".27" = alloca double
  store double 0.0, double* %".27"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".67" = alloca double
  store double 0.0, double* %".67"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".101" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".101"
  %".105" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105"
  %".162" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".162"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 5
  %".17" = extractvalue [2 x i64] %"extracted.shape", 0
  %".18" = extractvalue [2 x i64] %"extracted.shape", 1
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 6
  %".19" = extractvalue [2 x i64] %"extracted.strides", 0
  %".20" = extractvalue [2 x i64] %"extracted.strides", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 5
  %".22" = extractvalue [2 x i64] %"extracted.shape.1", 0
  %".23" = extractvalue [2 x i64] %"extracted.shape.1", 1
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 6
  %".24" = extractvalue [2 x i64] %"extracted.strides.1", 0
  %".25" = extractvalue [2 x i64] %"extracted.strides.1", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  store double 0.0, double* %".27"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 5
  %".31" = extractvalue [2 x i64] %"extracted.shape.2", 0
  %".32" = extractvalue [2 x i64] %"extracted.shape.2", 1
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 6
  %".33" = extractvalue [2 x i64] %"extracted.strides.2", 0
  %".34" = extractvalue [2 x i64] %"extracted.strides.2", 1
  %".35" = call i32 @"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"(double* %".27", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.2", i8* %"extracted.parent.2", i64 %"extracted.nitems.2", i64 %"extracted.itemsize.2", double* %"extracted.data.2", i64 %".31", i64 %".32", i64 %".33", i64 %".34")
  %".36" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".37" = icmp eq i32 %".35", 0
  %".38" = icmp eq i32 %".35", -2
  %".39" = icmp eq i32 %".35", -1
  %".40" = icmp eq i32 %".35", -3
  %".41" = or i1 %".37", %".38"
  %".42" = xor i1 %".41", -1
  %".43" = icmp sge i32 %".35", 1
  %".44" = select  i1 %".43", {i8*, i32, i8*, i8*, i32}* %".36", {i8*, i32, i8*, i8*, i32}* undef
  %".45" = load double, double* %".27"
  br i1 %".42", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".49" = load i64, i64* %"try_state"
  %".50" = icmp ugt i64 %".49", 0
  %".51" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".44", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".53" = xor i1 %".50", -1
  br i1 %".53", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 5
  %".57" = extractvalue [2 x i64] %"extracted.shape.3", 0
  %".58" = extractvalue [2 x i64] %"extracted.shape.3", 1
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 6
  %".59" = extractvalue [2 x i64] %"extracted.strides.3", 0
  %".60" = extractvalue [2 x i64] %"extracted.strides.3", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 5
  %".62" = extractvalue [2 x i64] %"extracted.shape.4", 0
  %".63" = extractvalue [2 x i64] %"extracted.shape.4", 1
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 6
  %".64" = extractvalue [2 x i64] %"extracted.strides.4", 0
  %".65" = extractvalue [2 x i64] %"extracted.strides.4", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  store double 0.0, double* %".67"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 5
  %".71" = extractvalue [2 x i64] %"extracted.shape.5", 0
  %".72" = extractvalue [2 x i64] %"extracted.shape.5", 1
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 6
  %".73" = extractvalue [2 x i64] %"extracted.strides.5", 0
  %".74" = extractvalue [2 x i64] %"extracted.strides.5", 1
  %".75" = call i32 @"_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"(double* %".67", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.5", i8* %"extracted.parent.5", i64 %"extracted.nitems.5", i64 %"extracted.itemsize.5", double* %"extracted.data.5", i64 %".71", i64 %".72", i64 %".73", i64 %".74")
  %".76" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".77" = icmp eq i32 %".75", 0
  %".78" = icmp eq i32 %".75", -2
  %".79" = icmp eq i32 %".75", -1
  %".80" = icmp eq i32 %".75", -3
  %".81" = or i1 %".77", %".78"
  %".82" = xor i1 %".81", -1
  %".83" = icmp sge i32 %".75", 1
  %".84" = select  i1 %".83", {i8*, i32, i8*, i8*, i32}* %".76", {i8*, i32, i8*, i8*, i32}* undef
  %".85" = load double, double* %".67"
  br i1 %".82", label %"B0.endif.if", label %"B0.endif.endif", !prof !0
B0.if.if:
  ret i32 %".35"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".87" = load i64, i64* %"try_state"
  %".88" = icmp ugt i64 %".87", 0
  %".89" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".84", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".91" = xor i1 %".88", -1
  br i1 %".91", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  %"extracted.meminfo.6" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 5
  %".95" = extractvalue [2 x i64] %"extracted.shape.6", 0
  %".96" = extractvalue [2 x i64] %"extracted.shape.6", 1
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 6
  %".97" = extractvalue [2 x i64] %"extracted.strides.6", 0
  %".98" = extractvalue [2 x i64] %"extracted.strides.6", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  %".100" = fadd double %".45", %".85"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".101"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".101"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105"
  %".108" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".101", i32 0, i32 5
  %".109" = getelementptr inbounds [2 x i64], [2 x i64]* %".108", i32 0, i32 0
  %".110" = load i64, i64* %".109", !range !1
  %".111" = getelementptr inbounds [2 x i64], [2 x i64]* %".108", i32 0, i32 1
  %".112" = load i64, i64* %".111", !range !1
  %".113" = insertvalue [2 x i64] undef, i64 %".110", 0
  %".114" = insertvalue [2 x i64] %".113", i64 %".112", 1
  %".115" = extractvalue [2 x i64] %".114", 0
  %".116" = extractvalue [2 x i64] %".114", 1
  %".117" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".101", i32 0, i32 6
  %".118" = load [2 x i64], [2 x i64]* %".117"
  %".119" = extractvalue [2 x i64] %".118", 0
  %".120" = extractvalue [2 x i64] %".118", 1
  %".121" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".101", i32 0, i32 4
  %".122" = load double*, double** %".121"
  %".123" = insertvalue [2 x i64] undef, i64 %".116", 0
  %".124" = insertvalue [2 x i64] %".123", i64 %".115", 1
  %".125" = insertvalue [2 x i64] undef, i64 %".120", 0
  %".126" = insertvalue [2 x i64] %".125", i64 %".119", 1
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".101", i32 0, i32 3
  %".128" = load i64, i64* %".127"
  %".129" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".101", i32 0, i32 0
  %".130" = load i8*, i8** %".129"
  %".131" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".101", i32 0, i32 1
  %".132" = load i8*, i8** %".131"
  %".133" = extractvalue [2 x i64] %".124", 0
  %".134" = extractvalue [2 x i64] %".124", 1
  %".135" = mul nsw i64 1, %".133"
  %".136" = mul nsw i64 %".135", %".134"
  %".137" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105", i32 0, i32 5
  store [2 x i64] %".124", [2 x i64]* %".137"
  %".139" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105", i32 0, i32 6
  store [2 x i64] %".126", [2 x i64]* %".139"
  %".141" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105", i32 0, i32 4
  store double* %".122", double** %".141"
  %".143" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105", i32 0, i32 3
  store i64 %".128", i64* %".143"
  %".145" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105", i32 0, i32 0
  store i8* %".130", i8** %".145"
  %".147" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105", i32 0, i32 1
  store i8* %".132", i8** %".147"
  %".149" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105", i32 0, i32 2
  store i64 %".136", i64* %".149"
  %".151" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".105"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 1
  %"extracted.nitems.7" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 2
  %"extracted.itemsize.7" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 3
  %"extracted.data.7" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 4
  %"extracted.shape.7" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 5
  %".152" = extractvalue [2 x i64] %"extracted.shape.7", 0
  %".153" = extractvalue [2 x i64] %"extracted.shape.7", 1
  %"extracted.strides.7" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 6
  %".154" = extractvalue [2 x i64] %"extracted.strides.7", 0
  %".155" = extractvalue [2 x i64] %"extracted.strides.7", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  %"extracted.meminfo.8" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 1
  %"extracted.nitems.8" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.8" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 3
  %"extracted.data.8" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 4
  %"extracted.shape.8" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 5
  %".157" = extractvalue [2 x i64] %"extracted.shape.8", 0
  %".158" = extractvalue [2 x i64] %"extracted.shape.8", 1
  %"extracted.strides.8" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", 6
  %".159" = extractvalue [2 x i64] %"extracted.strides.8", 0
  %".160" = extractvalue [2 x i64] %"extracted.strides.8", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".162"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".162"
  %".166" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".162", i32 0, i32 5
  %".167" = getelementptr inbounds [2 x i64], [2 x i64]* %".166", i32 0, i32 0
  %".168" = load i64, i64* %".167", !range !1
  %".169" = getelementptr inbounds [2 x i64], [2 x i64]* %".166", i32 0, i32 1
  %".170" = load i64, i64* %".169", !range !1
  %".171" = insertvalue [2 x i64] undef, i64 %".168", 0
  %".172" = insertvalue [2 x i64] %".171", i64 %".170", 1
  %"extracted.meminfo.9" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 1
  %"extracted.nitems.9" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 2
  %"extracted.itemsize.9" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 3
  %"extracted.data.9" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 4
  %"extracted.shape.9" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 5
  %".173" = extractvalue [2 x i64] %"extracted.shape.9", 0
  %".174" = extractvalue [2 x i64] %"extracted.shape.9", 1
  %"extracted.strides.9" = extractvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".151", 6
  %".175" = extractvalue [2 x i64] %"extracted.strides.9", 0
  %".176" = extractvalue [2 x i64] %"extracted.strides.9", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  %".178" = extractvalue [2 x i64] %".172", 0
  %".179" = extractvalue [2 x i64] %".172", 0
  %".180" = extractvalue [2 x i64] %".172", 1
  %".181" = sitofp i64 %".178" to double
  %".182" = fadd double %".100", %".181"
  store double %".182", double* %"retptr"
  ret i32 0
B0.endif.if.if:
  ret i32 %".75"
B0.endif.if.endif:
  br label %"B0.endif.endif"
}

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.arr.0", i8* %"arg.arr.1", i64 %"arg.arr.2", i64 %"arg.arr.3", double* %"arg.arr.4", i64 %"arg.arr.5.0", i64 %"arg.arr.5.1", i64 %"arg.arr.6.0", i64 %"arg.arr.6.1")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.5.1", i64 %"arg.a.6.0", i64 %"arg.a.6.1")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i64 0, i64 9223372036854775807 }
