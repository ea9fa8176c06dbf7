; ModuleID = "ufuncs"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases11numba_loops6ufuncsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.x.0", i8* %"arg.x.1", i64 %"arg.x.2", i64 %"arg.x.3", double* %"arg.x.4", i64 %"arg.x.5.0", i64 %"arg.x.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"arg.x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"arg.x.4", 4
  %".11" = insertvalue [1 x i64] undef, i64 %"arg.x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".11", 5
  %".12" = insertvalue [1 x i64] undef, i64 %"arg.x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".12", 6
  %".16" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".16"
  %"src_shape" = alloca i64, i64 1
  store i64 0, i64* %"src_shape"
  %"dest_shape" = alloca i64, i64 1
  store i64 0, i64* %"dest_shape"
  %".36" = alloca i64
  store i64 0, i64* %".36"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".70" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70"
  %".87" = alloca i8*
  store i8* null, i8** %".87"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".142" = alloca i64
  store i64 0, i64* %".142"
  %".157" = alloca double
  store double 0.0, double* %".157"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
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
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".16"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".16"
  %".20" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".16", i32 0, i32 5
  %".21" = getelementptr inbounds [1 x i64], [1 x i64]* %".20", i32 0, i32 0
  %".22" = load i64, i64* %".21", !range !0
  %".23" = insertvalue [1 x i64] undef, i64 %".22", 0
  %".24" = extractvalue [1 x i64] %".23", 0
  %".25" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".16", i32 0, i32 6
  %".26" = load [1 x i64], [1 x i64]* %".25"
  %".27" = extractvalue [1 x i64] %".26", 0
  %".28" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".16", i32 0, i32 4
  %".29" = load double*, double** %".28"
  %".32" = getelementptr inbounds i64, i64* %"dest_shape", i32 0
  store i64 1, i64* %".32"
  %".34" = getelementptr inbounds i64, i64* %"src_shape", i32 0
  store i64 %".24", i64* %".34"
  store i64 0, i64* %".36"
  %".40" = call i32 @"_ZN5numba2np7npyimpl15_broadcast_ontoB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEx8int64_2ax8int64_2a"(i64* %".36", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 1, i64* %"src_shape", i64 1, i64* %"dest_shape")
  %".41" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".42" = icmp eq i32 %".40", 0
  %".43" = icmp eq i32 %".40", -2
  %".44" = icmp eq i32 %".40", -1
  %".45" = icmp eq i32 %".40", -3
  %".46" = or i1 %".42", %".43"
  %".47" = xor i1 %".46", -1
  %".48" = icmp sge i32 %".40", 1
  %".49" = select  i1 %".48", {i8*, i32, i8*, i8*, i32}* %".41", {i8*, i32, i8*, i8*, i32}* undef
  %".50" = load i64, i64* %".36"
  br i1 %".47", label %"B0.if", label %"B0.endif", !prof !1
B0.if:
  store i64 0, i64* %"try_state"
  %".54" = load i64, i64* %"try_state"
  %".55" = icmp ugt i64 %".54", 0
  %".56" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".49", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".58" = xor i1 %".55", -1
  br i1 %".58", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".62" = icmp slt i64 %".50", 1
  br i1 %".62", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.if.if:
  ret i32 %".40"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".65" = load i64, i64* %"try_state"
  %".66" = icmp ugt i64 %".65", 0
  %".67" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif:
  %".69" = load i64, i64* %".32"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70"
  %".73" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 1, i64 %".69")
  %".74" = extractvalue {i64, i1} %".73", 0
  %".75" = extractvalue {i64, i1} %".73", 1
  %".76" = or i1 0, %".75"
  %".77" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".74", i64 8)
  %".78" = extractvalue {i64, i1} %".77", 0
  %".79" = extractvalue {i64, i1} %".77", 1
  %".80" = or i1 %".76", %".79"
  br i1 %".80", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !1
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".83" = load i64, i64* %"try_state"
  %".84" = icmp ugt i64 %".83", 0
  %".85" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  store i8* null, i8** %".87"
  %".91" = call i32 @"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"(i8** %".87", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* null, i64 %".78", i32 32)
  %".92" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".93" = icmp eq i32 %".91", 0
  %".94" = icmp eq i32 %".91", -2
  %".95" = icmp eq i32 %".91", -1
  %".96" = icmp eq i32 %".91", -3
  %".97" = or i1 %".93", %".94"
  %".98" = xor i1 %".97", -1
  %".99" = icmp sge i32 %".91", 1
  %".100" = select  i1 %".99", {i8*, i32, i8*, i8*, i32}* %".92", {i8*, i32, i8*, i8*, i32}* undef
  %".101" = load i8*, i8** %".87"
  br i1 %".98", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !1
B0.endif.endif.endif.if:
  %".103" = load i64, i64* %"try_state"
  %".104" = icmp ugt i64 %".103", 0
  %".105" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".100", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".107" = xor i1 %".104", -1
  br i1 %".107", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif:
  %".111" = call i8* @"NRT_MemInfo_data_fast"(i8* %".101")
  %".112" = insertvalue [1 x i64] undef, i64 %".69", 0
  %".113" = insertvalue [1 x i64] undef, i64 8, 0
  %".114" = bitcast i8* %".111" to double*
  %".115" = extractvalue [1 x i64] %".112", 0
  %".116" = mul nsw i64 1, %".115"
  %".117" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 5
  store [1 x i64] %".112", [1 x i64]* %".117"
  %".119" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 6
  store [1 x i64] %".113", [1 x i64]* %".119"
  %".121" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 4
  store double* %".114", double** %".121"
  %".123" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 3
  store i64 8, i64* %".123"
  %".125" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 0
  store i8* %".101", i8** %".125"
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 1
  store i8* null, i8** %".127"
  %".129" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 2
  store i64 %".116", i64* %".129"
  %".131" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70"
  %".132" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 5
  %".133" = getelementptr inbounds [1 x i64], [1 x i64]* %".132", i32 0, i32 0
  %".134" = load i64, i64* %".133", !range !0
  %".135" = insertvalue [1 x i64] undef, i64 %".134", 0
  %".136" = extractvalue [1 x i64] %".135", 0
  %".137" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 6
  %".138" = load [1 x i64], [1 x i64]* %".137"
  %".139" = extractvalue [1 x i64] %".138", 0
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 4
  %".141" = load double*, double** %".140"
  store i64 0, i64* %".142"
  br label %"for.cond"
B0.endif.endif.endif.if.if:
  ret i32 %".91"
B0.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif"
for.cond:
  %"loop.index" = phi  i64 [0, %"B0.endif.endif.endif.endif"], [%".185", %"for.body.endif.endif"]
  %".146" = icmp slt i64 %"loop.index", %".136"
  br i1 %".146", label %"for.body", label %"for.end"
for.body:
  %".148" = icmp ugt i64 %".24", 1
  br i1 %".148", label %"for.body.if", label %"for.body.endif"
for.end:
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".187" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".188" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 5
  %".190" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 6
  %".191" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 5
  %".193" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 6
  %".194" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 5
  %".196" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %".197" = insertvalue [1 x i64] undef, i64 %".196", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".131", 6
  %".198" = extractvalue [1 x i64] %"extracted.strides.4", 0
  %".199" = insertvalue [1 x i64] undef, i64 %".198", 0
  %".200" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"extracted.meminfo.4", 0
  %".201" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".200", i8* %"extracted.parent.4", 1
  %".202" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".201", i64 %"extracted.nitems.4", 2
  %".203" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".202", i64 %"extracted.itemsize.4", 3
  %".204" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".203", double* %"extracted.data.4", 4
  %".205" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".204", [1 x i64] %".197", 5
  %".206" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".205", [1 x i64] %".199", 6
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".206", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"retptr"
  ret i32 0
for.body.if:
  store i64 %"loop.index", i64* %".142"
  br label %"for.body.endif"
for.body.endif:
  %".152" = load i64, i64* %".142"
  %".153" = mul i64 %".152", 1
  %".154" = add i64 0, %".153"
  %".155" = getelementptr double, double* %".29", i64 %".154"
  %".156" = load double, double* %".155"
  store double 0.0, double* %".157"
  %".161" = call i32 @"_ZN13_3cdynamic_3e20__numba_array_expr_1B2v4B68c8tJTIcFKzyF2ILShI4CrgQEk0b40RYcfMBQRItQqEpE2kESQE0PMIkiiOmaAA_3d_3dEd"(double* %".157", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", double %".156")
  %".162" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".163" = icmp eq i32 %".161", 0
  %".164" = icmp eq i32 %".161", -2
  %".165" = icmp eq i32 %".161", -1
  %".166" = icmp eq i32 %".161", -3
  %".167" = or i1 %".163", %".164"
  %".168" = xor i1 %".167", -1
  %".169" = icmp sge i32 %".161", 1
  %".170" = select  i1 %".169", {i8*, i32, i8*, i8*, i32}* %".162", {i8*, i32, i8*, i8*, i32}* undef
  %".171" = load double, double* %".157"
  br i1 %".168", label %"for.body.endif.if", label %"for.body.endif.endif", !prof !1
for.body.endif.if:
  %".173" = load i64, i64* %"try_state"
  %".174" = icmp ugt i64 %".173", 0
  %".175" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".170", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".177" = xor i1 %".174", -1
  br i1 %".177", label %"for.body.endif.if.if", label %"for.body.endif.if.endif"
for.body.endif.endif:
  %".181" = mul i64 %"loop.index", 1
  %".182" = add i64 0, %".181"
  %".183" = getelementptr double, double* %".141", i64 %".182"
  store double %".171", double* %".183"
  %".185" = add nsw i64 %"loop.index", 1
  br label %"for.cond"
for.body.endif.if.if:
  ret i32 %".161"
for.body.endif.if.endif:
  br label %"for.body.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba2np7npyimpl15_broadcast_ontoB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEx8int64_2ax8int64_2a"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.src_ndim", i64* %"arg.src_shape", i64 %"arg.dest_ndim", i64* %"arg.dest_shape")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('unable to broadcast argument 0 to output array\nFile "numba/np/npyimpl.py", in _broadcast_onto, ',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.arrtype", i64 %"arg.size", i32 %"arg.align")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

declare i32 @"_ZN13_3cdynamic_3e20__numba_array_expr_1B2v4B68c8tJTIcFKzyF2ILShI4CrgQEk0b40RYcfMBQRItQqEpE2kESQE0PMIkiiOmaAA_3d_3dEd"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg.x_1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

!0 = !{ i64 0, i64 9223372036854775807 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i1 1 }
