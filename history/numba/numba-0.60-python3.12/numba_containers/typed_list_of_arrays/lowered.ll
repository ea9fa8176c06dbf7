; ModuleID = "typed_list_of_arrays"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
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
  %".16" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".16"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".48" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".48"
  %".58" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58"
  %".70" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".70"
  %".184" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184"
  %".215" = alloca i8*
  store i8* null, i8** %".215"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".249" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".249"
  %".259" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259"
  %".271" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".271"
  %".385" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385"
  %".419" = alloca i8*
  store i8* null, i8** %".419"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".449" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".449"
  %"excinfo.4" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".490" = alloca double
  store double 0.0, double* %".490"
  %"excinfo.5" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".519" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".519"
  %"excinfo.6" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  %".561" = alloca double
  store double 0.0, double* %".561"
  %"excinfo.7" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.7"
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
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".16"
  %".20" = call i32 @"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple"({i8*, i8*}* %".16", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* null)
  %".21" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".22" = icmp eq i32 %".20", 0
  %".23" = icmp eq i32 %".20", -2
  %".24" = icmp eq i32 %".20", -1
  %".25" = icmp eq i32 %".20", -3
  %".26" = or i1 %".22", %".23"
  %".27" = xor i1 %".26", -1
  %".28" = icmp sge i32 %".20", 1
  %".29" = select  i1 %".28", {i8*, i32, i8*, i8*, i32}* %".21", {i8*, i32, i8*, i8*, i32}* undef
  %".30" = load {i8*, i8*}, {i8*, i8*}* %".16"
  %".31" = extractvalue {i8*, i8*} %".30", 0
  %".32" = extractvalue {i8*, i8*} %".30", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %".31", 0
  %"inserted.data.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %".32", 1
  br i1 %".27", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".36" = load i64, i64* %"try_state"
  %".37" = icmp ugt i64 %".36", 0
  %".38" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".29", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".40" = xor i1 %".37", -1
  br i1 %".40", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %".45" = icmp slt i64 1, 0
  %".46" = select  i1 %".45", i64 -9223372036854775808, i64 9223372036854775807
  %".47" = select  i1 %".45", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".48"
  %".51" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".48", i32 0, i32 0
  store i64 %".47", i64* %".51"
  %".53" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".48", i32 0, i32 1
  store i64 2, i64* %".53"
  %".55" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".48", i32 0, i32 2
  store i64 1, i64* %".55"
  %".57" = load {i64, i64, i64}, {i64, i64, i64}* %".48"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58"
  %".62" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 5
  %".63" = getelementptr inbounds [1 x i64], [1 x i64]* %".62", i32 0, i32 0
  %".64" = load i64, i64* %".63", !range !1
  %".65" = insertvalue [1 x i64] undef, i64 %".64", 0
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 6
  %".68" = load [1 x i64], [1 x i64]* %".67"
  %".69" = extractvalue [1 x i64] %".68", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".70"
  store {i64, i64, i64} %".57", {i64, i64, i64}* %".70"
  %".74" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 2
  %".75" = load i64, i64* %".74"
  %".76" = icmp slt i64 %".75", 0
  br i1 %".76", label %"B0.endif.if", label %"B0.endif.else"
B0.if.if:
  ret i32 %".20"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".113" = add i64 %".66", -1
  %".114" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  %".115" = load i64, i64* %".114"
  %".116" = icmp slt i64 %".115", 0
  %".117" = add i64 %".115", %".66"
  %".118" = select  i1 %".116", i64 %".117", i64 %".115"
  %".119" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  store i64 %".118", i64* %".119"
  %".121" = icmp slt i64 %".118", 0
  br i1 %".121", label %"B0.endif.if.if", label %"B0.endif.if.endif", !prof !0
B0.endif.else:
  %".78" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  %".79" = load i64, i64* %".78"
  %".80" = icmp slt i64 %".79", 0
  %".81" = add i64 %".79", %".66"
  %".82" = select  i1 %".80", i64 %".81", i64 %".79"
  %".83" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  store i64 %".82", i64* %".83"
  %".85" = icmp slt i64 %".82", 0
  br i1 %".85", label %"B0.endif.else.if", label %"B0.endif.else.endif", !prof !0
B0.endif.endif:
  %".149" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  %".150" = load i64, i64* %".149"
  %".151" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  %".152" = load i64, i64* %".151"
  %".153" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  %".154" = load i64, i64* %".153"
  %".155" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 2
  %".156" = load i64, i64* %".155"
  %".157" = icmp slt i64 %".156", 0
  %".158" = sub i64 %".154", %".152"
  %".159" = sub i64 %".158", 1
  %".160" = add i64 %".158", 1
  %".161" = select  i1 %".157", i64 %".160", i64 %".159"
  %".162" = sdiv i64 %".161", %".156"
  %".163" = add i64 1, %".162"
  %".164" = icmp sge i64 %".158", 0
  %".165" = icmp sle i64 %".158", 0
  %".166" = select  i1 %".157", i1 %".164", i1 %".165"
  %".167" = select  i1 %".166", i64 0, i64 %".163"
  %".168" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 2
  %".169" = load i64, i64* %".168"
  %".170" = mul i64 %".169", %".69"
  %".171" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 5
  %".172" = getelementptr inbounds [1 x i64], [1 x i64]* %".171", i32 0, i32 0
  %".173" = load i64, i64* %".172", !range !1
  %".174" = insertvalue [1 x i64] undef, i64 %".173", 0
  %".175" = extractvalue [1 x i64] %".174", 0
  %".176" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 6
  %".177" = load [1 x i64], [1 x i64]* %".176"
  %".178" = extractvalue [1 x i64] %".177", 0
  %".179" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 4
  %".180" = load double*, double** %".179"
  %".181" = mul i64 %".150", 1
  %".182" = add i64 0, %".181"
  %".183" = getelementptr double, double* %".180", i64 %".182"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184"
  %".187" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 3
  %".188" = load i64, i64* %".187"
  %".189" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 0
  %".190" = load i8*, i8** %".189"
  %".191" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".58", i32 0, i32 1
  %".192" = load i8*, i8** %".191"
  %".193" = insertvalue [1 x i64] undef, i64 %".167", 0
  %".194" = insertvalue [1 x i64] undef, i64 %".170", 0
  %".195" = extractvalue [1 x i64] %".193", 0
  %".196" = mul nsw i64 1, %".195"
  %".197" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 5
  store [1 x i64] %".193", [1 x i64]* %".197"
  %".199" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 6
  store [1 x i64] %".194", [1 x i64]* %".199"
  %".201" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 4
  store double* %".183", double** %".201"
  %".203" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 3
  store i64 %".188", i64* %".203"
  %".205" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 0
  store i8* %".190", i8** %".205"
  %".207" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 1
  store i8* %".192", i8** %".207"
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 2
  store i64 %".196", i64* %".209"
  %".211" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".184"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 5
  %".212" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 6
  %".213" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %"extracted.start" = extractvalue {i64, i64, i64} %".57", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".57", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".57", 2
  store i8* null, i8** %".215"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.3" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 5
  %".219" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 6
  %".220" = extractvalue [1 x i64] %"extracted.strides.2", 0
  %".221" = call i32 @"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE"(i8** %".215", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.3", i8* %"extracted.data.3", i8* %"extracted.meminfo.4", i8* %"extracted.parent.2", i64 %"extracted.nitems.2", i64 %"extracted.itemsize.2", double* %"extracted.data.4", i64 %".219", i64 %".220")
  %".222" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".223" = icmp eq i32 %".221", 0
  %".224" = icmp eq i32 %".221", -2
  %".225" = icmp eq i32 %".221", -1
  %".226" = icmp eq i32 %".221", -3
  %".227" = or i1 %".223", %".224"
  %".228" = xor i1 %".227", -1
  %".229" = icmp sge i32 %".221", 1
  %".230" = select  i1 %".229", {i8*, i32, i8*, i8*, i32}* %".222", {i8*, i32, i8*, i8*, i32}* undef
  %".231" = load i8*, i8** %".215"
  br i1 %".228", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.else.if:
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  store i64 0, i64* %".87"
  br label %"B0.endif.else.endif"
B0.endif.else.endif:
  %".90" = icmp sge i64 %".82", %".66"
  br i1 %".90", label %"B0.endif.else.endif.if", label %"B0.endif.else.endif.endif", !prof !0
B0.endif.else.endif.if:
  %".92" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  store i64 %".66", i64* %".92"
  br label %"B0.endif.else.endif.endif"
B0.endif.else.endif.endif:
  %".95" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  %".96" = load i64, i64* %".95"
  %".97" = icmp slt i64 %".96", 0
  %".98" = add i64 %".96", %".66"
  %".99" = select  i1 %".97", i64 %".98", i64 %".96"
  %".100" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  store i64 %".99", i64* %".100"
  %".102" = icmp slt i64 %".99", 0
  br i1 %".102", label %"B0.endif.else.endif.endif.if", label %"B0.endif.else.endif.endif.endif", !prof !0
B0.endif.else.endif.endif.if:
  %".104" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  store i64 0, i64* %".104"
  br label %"B0.endif.else.endif.endif.endif"
B0.endif.else.endif.endif.endif:
  %".107" = icmp sge i64 %".99", %".66"
  br i1 %".107", label %"B0.endif.else.endif.endif.endif.if", label %"B0.endif.else.endif.endif.endif.endif", !prof !0
B0.endif.else.endif.endif.endif.if:
  %".109" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  store i64 %".66", i64* %".109"
  br label %"B0.endif.else.endif.endif.endif.endif"
B0.endif.else.endif.endif.endif.endif:
  br label %"B0.endif.endif"
B0.endif.if.if:
  %".123" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  store i64 -1, i64* %".123"
  br label %"B0.endif.if.endif"
B0.endif.if.endif:
  %".126" = icmp sge i64 %".118", %".66"
  br i1 %".126", label %"B0.endif.if.endif.if", label %"B0.endif.if.endif.endif", !prof !0
B0.endif.if.endif.if:
  %".128" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 0
  store i64 %".113", i64* %".128"
  br label %"B0.endif.if.endif.endif"
B0.endif.if.endif.endif:
  %".131" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  %".132" = load i64, i64* %".131"
  %".133" = icmp slt i64 %".132", 0
  %".134" = add i64 %".132", %".66"
  %".135" = select  i1 %".133", i64 %".134", i64 %".132"
  %".136" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  store i64 %".135", i64* %".136"
  %".138" = icmp slt i64 %".135", 0
  br i1 %".138", label %"B0.endif.if.endif.endif.if", label %"B0.endif.if.endif.endif.endif", !prof !0
B0.endif.if.endif.endif.if:
  %".140" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  store i64 -1, i64* %".140"
  br label %"B0.endif.if.endif.endif.endif"
B0.endif.if.endif.endif.endif:
  %".143" = icmp sge i64 %".135", %".66"
  br i1 %".143", label %"B0.endif.if.endif.endif.endif.if", label %"B0.endif.if.endif.endif.endif.endif", !prof !0
B0.endif.if.endif.endif.endif.if:
  %".145" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".70", i32 0, i32 1
  store i64 %".113", i64* %".145"
  br label %"B0.endif.if.endif.endif.endif.endif"
B0.endif.if.endif.endif.endif.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  %".233" = load i64, i64* %"try_state"
  %".234" = icmp ugt i64 %".233", 0
  %".235" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".230", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".237" = xor i1 %".234", -1
  br i1 %".237", label %"B0.endif.endif.if.if", label %"B0.endif.endif.if.endif"
B0.endif.endif.endif:
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 5
  %".241" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".211", 6
  %".242" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.6" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  %".246" = icmp slt i64 1, 0
  %".247" = select  i1 %".246", i64 -9223372036854775808, i64 9223372036854775807
  %".248" = select  i1 %".246", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".249"
  %".252" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".249", i32 0, i32 0
  store i64 2, i64* %".252"
  %".254" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".249", i32 0, i32 1
  store i64 %".247", i64* %".254"
  %".256" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".249", i32 0, i32 2
  store i64 1, i64* %".256"
  %".258" = load {i64, i64, i64}, {i64, i64, i64}* %".249"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259"
  %".263" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 5
  %".264" = getelementptr inbounds [1 x i64], [1 x i64]* %".263", i32 0, i32 0
  %".265" = load i64, i64* %".264", !range !1
  %".266" = insertvalue [1 x i64] undef, i64 %".265", 0
  %".267" = extractvalue [1 x i64] %".266", 0
  %".268" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 6
  %".269" = load [1 x i64], [1 x i64]* %".268"
  %".270" = extractvalue [1 x i64] %".269", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".271"
  store {i64, i64, i64} %".258", {i64, i64, i64}* %".271"
  %".275" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 2
  %".276" = load i64, i64* %".275"
  %".277" = icmp slt i64 %".276", 0
  br i1 %".277", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.else"
B0.endif.endif.if.if:
  ret i32 %".221"
B0.endif.endif.if.endif:
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif.if:
  %".314" = add i64 %".267", -1
  %".315" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  %".316" = load i64, i64* %".315"
  %".317" = icmp slt i64 %".316", 0
  %".318" = add i64 %".316", %".267"
  %".319" = select  i1 %".317", i64 %".318", i64 %".316"
  %".320" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  store i64 %".319", i64* %".320"
  %".322" = icmp slt i64 %".319", 0
  br i1 %".322", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.endif", !prof !0
B0.endif.endif.endif.else:
  %".279" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  %".280" = load i64, i64* %".279"
  %".281" = icmp slt i64 %".280", 0
  %".282" = add i64 %".280", %".267"
  %".283" = select  i1 %".281", i64 %".282", i64 %".280"
  %".284" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  store i64 %".283", i64* %".284"
  %".286" = icmp slt i64 %".283", 0
  br i1 %".286", label %"B0.endif.endif.endif.else.if", label %"B0.endif.endif.endif.else.endif", !prof !0
B0.endif.endif.endif.endif:
  %".350" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  %".351" = load i64, i64* %".350"
  %".352" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  %".353" = load i64, i64* %".352"
  %".354" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 1
  %".355" = load i64, i64* %".354"
  %".356" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 2
  %".357" = load i64, i64* %".356"
  %".358" = icmp slt i64 %".357", 0
  %".359" = sub i64 %".355", %".353"
  %".360" = sub i64 %".359", 1
  %".361" = add i64 %".359", 1
  %".362" = select  i1 %".358", i64 %".361", i64 %".360"
  %".363" = sdiv i64 %".362", %".357"
  %".364" = add i64 1, %".363"
  %".365" = icmp sge i64 %".359", 0
  %".366" = icmp sle i64 %".359", 0
  %".367" = select  i1 %".358", i1 %".365", i1 %".366"
  %".368" = select  i1 %".367", i64 0, i64 %".364"
  %".369" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 2
  %".370" = load i64, i64* %".369"
  %".371" = mul i64 %".370", %".270"
  %".372" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 5
  %".373" = getelementptr inbounds [1 x i64], [1 x i64]* %".372", i32 0, i32 0
  %".374" = load i64, i64* %".373", !range !1
  %".375" = insertvalue [1 x i64] undef, i64 %".374", 0
  %".376" = extractvalue [1 x i64] %".375", 0
  %".377" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 6
  %".378" = load [1 x i64], [1 x i64]* %".377"
  %".379" = extractvalue [1 x i64] %".378", 0
  %".380" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 4
  %".381" = load double*, double** %".380"
  %".382" = mul i64 %".351", 1
  %".383" = add i64 0, %".382"
  %".384" = getelementptr double, double* %".381", i64 %".383"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385"
  %".388" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 3
  %".389" = load i64, i64* %".388"
  %".390" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 0
  %".391" = load i8*, i8** %".390"
  %".392" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".259", i32 0, i32 1
  %".393" = load i8*, i8** %".392"
  %".394" = insertvalue [1 x i64] undef, i64 %".368", 0
  %".395" = insertvalue [1 x i64] undef, i64 %".371", 0
  %".396" = extractvalue [1 x i64] %".394", 0
  %".397" = mul nsw i64 1, %".396"
  %".398" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 5
  store [1 x i64] %".394", [1 x i64]* %".398"
  %".400" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 6
  store [1 x i64] %".395", [1 x i64]* %".400"
  %".402" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 4
  store double* %".384", double** %".402"
  %".404" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 3
  store i64 %".389", i64* %".404"
  %".406" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 0
  store i8* %".391", i8** %".406"
  %".408" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 1
  store i8* %".393", i8** %".408"
  %".410" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385", i32 0, i32 2
  store i64 %".397", i64* %".410"
  %".412" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".385"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 3
  %"extracted.data.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 5
  %".413" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 6
  %".414" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %"extracted.meminfo.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".416" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".417" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  %"extracted.start.1" = extractvalue {i64, i64, i64} %".258", 0
  %"extracted.stop.1" = extractvalue {i64, i64, i64} %".258", 1
  %"extracted.step.1" = extractvalue {i64, i64, i64} %".258", 2
  store i8* null, i8** %".419"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.10" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %"extracted.meminfo.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 3
  %"extracted.data.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 5
  %".423" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 6
  %".424" = extractvalue [1 x i64] %"extracted.strides.6", 0
  %".425" = call i32 @"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE"(i8** %".419", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.meminfo.10", i8* %"extracted.data.10", i8* %"extracted.meminfo.11", i8* %"extracted.parent.6", i64 %"extracted.nitems.6", i64 %"extracted.itemsize.6", double* %"extracted.data.11", i64 %".423", i64 %".424")
  %".426" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".427" = icmp eq i32 %".425", 0
  %".428" = icmp eq i32 %".425", -2
  %".429" = icmp eq i32 %".425", -1
  %".430" = icmp eq i32 %".425", -3
  %".431" = or i1 %".427", %".428"
  %".432" = xor i1 %".431", -1
  %".433" = icmp sge i32 %".425", 1
  %".434" = select  i1 %".433", {i8*, i32, i8*, i8*, i32}* %".426", {i8*, i32, i8*, i8*, i32}* undef
  %".435" = load i8*, i8** %".419"
  br i1 %".432", label %"B0.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.else.if:
  %".288" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  store i64 0, i64* %".288"
  br label %"B0.endif.endif.endif.else.endif"
B0.endif.endif.endif.else.endif:
  %".291" = icmp sge i64 %".283", %".267"
  br i1 %".291", label %"B0.endif.endif.endif.else.endif.if", label %"B0.endif.endif.endif.else.endif.endif", !prof !0
B0.endif.endif.endif.else.endif.if:
  %".293" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  store i64 %".267", i64* %".293"
  br label %"B0.endif.endif.endif.else.endif.endif"
B0.endif.endif.endif.else.endif.endif:
  %".296" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 1
  %".297" = load i64, i64* %".296"
  %".298" = icmp slt i64 %".297", 0
  %".299" = add i64 %".297", %".267"
  %".300" = select  i1 %".298", i64 %".299", i64 %".297"
  %".301" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 1
  store i64 %".300", i64* %".301"
  %".303" = icmp slt i64 %".300", 0
  br i1 %".303", label %"B0.endif.endif.endif.else.endif.endif.if", label %"B0.endif.endif.endif.else.endif.endif.endif", !prof !0
B0.endif.endif.endif.else.endif.endif.if:
  %".305" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 1
  store i64 0, i64* %".305"
  br label %"B0.endif.endif.endif.else.endif.endif.endif"
B0.endif.endif.endif.else.endif.endif.endif:
  %".308" = icmp sge i64 %".300", %".267"
  br i1 %".308", label %"B0.endif.endif.endif.else.endif.endif.endif.if", label %"B0.endif.endif.endif.else.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.else.endif.endif.endif.if:
  %".310" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 1
  store i64 %".267", i64* %".310"
  br label %"B0.endif.endif.endif.else.endif.endif.endif.endif"
B0.endif.endif.endif.else.endif.endif.endif.endif:
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.if.if:
  %".324" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  store i64 -1, i64* %".324"
  br label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.if.endif:
  %".327" = icmp sge i64 %".319", %".267"
  br i1 %".327", label %"B0.endif.endif.endif.if.endif.if", label %"B0.endif.endif.endif.if.endif.endif", !prof !0
B0.endif.endif.endif.if.endif.if:
  %".329" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 0
  store i64 %".314", i64* %".329"
  br label %"B0.endif.endif.endif.if.endif.endif"
B0.endif.endif.endif.if.endif.endif:
  %".332" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 1
  %".333" = load i64, i64* %".332"
  %".334" = icmp slt i64 %".333", 0
  %".335" = add i64 %".333", %".267"
  %".336" = select  i1 %".334", i64 %".335", i64 %".333"
  %".337" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 1
  store i64 %".336", i64* %".337"
  %".339" = icmp slt i64 %".336", 0
  br i1 %".339", label %"B0.endif.endif.endif.if.endif.endif.if", label %"B0.endif.endif.endif.if.endif.endif.endif", !prof !0
B0.endif.endif.endif.if.endif.endif.if:
  %".341" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 1
  store i64 -1, i64* %".341"
  br label %"B0.endif.endif.endif.if.endif.endif.endif"
B0.endif.endif.endif.if.endif.endif.endif:
  %".344" = icmp sge i64 %".336", %".267"
  br i1 %".344", label %"B0.endif.endif.endif.if.endif.endif.endif.if", label %"B0.endif.endif.endif.if.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.if.endif.endif.endif.if:
  %".346" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".271", i32 0, i32 1
  store i64 %".314", i64* %".346"
  br label %"B0.endif.endif.endif.if.endif.endif.endif.endif"
B0.endif.endif.endif.if.endif.endif.endif.endif:
  br label %"B0.endif.endif.endif.endif"
B0.endif.endif.endif.endif.if:
  %".437" = load i64, i64* %"try_state"
  %".438" = icmp ugt i64 %".437", 0
  %".439" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".434", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".441" = xor i1 %".438", -1
  br i1 %".441", label %"B0.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif:
  %"extracted.meminfo.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 1
  %"extracted.nitems.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 2
  %"extracted.itemsize.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 3
  %"extracted.data.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 4
  %"extracted.shape.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 5
  %".445" = extractvalue [1 x i64] %"extracted.shape.7", 0
  %"extracted.strides.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", 6
  %".446" = extractvalue [1 x i64] %"extracted.strides.7", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.13" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.13")
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".449"
  %"extracted.meminfo.14" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.14" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %".453" = call i32 @"_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx"({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".449", {i8*, i32, i8*, i8*, i32}** %"excinfo.4", i8* %"extracted.meminfo.14", i8* %"extracted.data.14", i64 0)
  %".454" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".455" = icmp eq i32 %".453", 0
  %".456" = icmp eq i32 %".453", -2
  %".457" = icmp eq i32 %".453", -1
  %".458" = icmp eq i32 %".453", -3
  %".459" = or i1 %".455", %".456"
  %".460" = xor i1 %".459", -1
  %".461" = icmp sge i32 %".453", 1
  %".462" = select  i1 %".461", {i8*, i32, i8*, i8*, i32}* %".454", {i8*, i32, i8*, i8*, i32}* undef
  %".463" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".449"
  %".464" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".463", 0
  %".465" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".463", 1
  %".466" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".463", 2
  %".467" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".463", 3
  %".468" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".463", 4
  %".469" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".463", 5
  %".470" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".463", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %".464", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %".465", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %".466", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %".467", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %".468", 4
  %".471" = extractvalue [1 x i64] %".469", 0
  %".472" = insertvalue [1 x i64] undef, i64 %".471", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".472", 5
  %".473" = extractvalue [1 x i64] %".470", 0
  %".474" = insertvalue [1 x i64] undef, i64 %".473", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".474", 6
  br i1 %".460", label %"B0.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.if.if:
  ret i32 %".425"
B0.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.if:
  %".476" = load i64, i64* %"try_state"
  %".477" = icmp ugt i64 %".476", 0
  %".478" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".462", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".480" = xor i1 %".477", -1
  br i1 %".480", label %"B0.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif.endif:
  %"extracted.meminfo.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 1
  %"extracted.nitems.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 2
  %"extracted.itemsize.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 3
  %"extracted.data.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 4
  %"extracted.shape.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 5
  %".484" = extractvalue [1 x i64] %"extracted.shape.8", 0
  %"extracted.strides.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 6
  %".485" = extractvalue [1 x i64] %"extracted.strides.8", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.15")
  %"extracted.meminfo.16" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 1
  %"extracted.nitems.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 2
  %"extracted.itemsize.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 3
  %"extracted.data.16" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 4
  %"extracted.shape.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 5
  %".487" = extractvalue [1 x i64] %"extracted.shape.9", 0
  %"extracted.strides.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 6
  %".488" = extractvalue [1 x i64] %"extracted.strides.9", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.16")
  store double 0.0, double* %".490"
  %"extracted.meminfo.17" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 1
  %"extracted.nitems.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 2
  %"extracted.itemsize.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 3
  %"extracted.data.17" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 4
  %"extracted.shape.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 5
  %".494" = extractvalue [1 x i64] %"extracted.shape.10", 0
  %"extracted.strides.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 6
  %".495" = extractvalue [1 x i64] %"extracted.strides.10", 0
  %".496" = call i32 @"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"(double* %".490", {i8*, i32, i8*, i8*, i32}** %"excinfo.5", i8* %"extracted.meminfo.17", i8* %"extracted.parent.10", i64 %"extracted.nitems.10", i64 %"extracted.itemsize.10", double* %"extracted.data.17", i64 %".494", i64 %".495")
  %".497" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".498" = icmp eq i32 %".496", 0
  %".499" = icmp eq i32 %".496", -2
  %".500" = icmp eq i32 %".496", -1
  %".501" = icmp eq i32 %".496", -3
  %".502" = or i1 %".498", %".499"
  %".503" = xor i1 %".502", -1
  %".504" = icmp sge i32 %".496", 1
  %".505" = select  i1 %".504", {i8*, i32, i8*, i8*, i32}* %".497", {i8*, i32, i8*, i8*, i32}* undef
  %".506" = load double, double* %".490"
  br i1 %".503", label %"B0.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.endif.if.if:
  ret i32 %".453"
B0.endif.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.if:
  %".508" = load i64, i64* %"try_state"
  %".509" = icmp ugt i64 %".508", 0
  %".510" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".505", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".512" = xor i1 %".509", -1
  br i1 %".512", label %"B0.endif.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif.endif.endif:
  %"extracted.meminfo.18" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 1
  %"extracted.nitems.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 2
  %"extracted.itemsize.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 3
  %"extracted.data.18" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 4
  %"extracted.shape.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 5
  %".516" = extractvalue [1 x i64] %"extracted.shape.11", 0
  %"extracted.strides.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", 6
  %".517" = extractvalue [1 x i64] %"extracted.strides.11", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.18")
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".519"
  %"extracted.meminfo.19" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.19" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  %".523" = call i32 @"_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx"({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".519", {i8*, i32, i8*, i8*, i32}** %"excinfo.6", i8* %"extracted.meminfo.19", i8* %"extracted.data.19", i64 1)
  %".524" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  %".525" = icmp eq i32 %".523", 0
  %".526" = icmp eq i32 %".523", -2
  %".527" = icmp eq i32 %".523", -1
  %".528" = icmp eq i32 %".523", -3
  %".529" = or i1 %".525", %".526"
  %".530" = xor i1 %".529", -1
  %".531" = icmp sge i32 %".523", 1
  %".532" = select  i1 %".531", {i8*, i32, i8*, i8*, i32}* %".524", {i8*, i32, i8*, i8*, i32}* undef
  %".533" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".519"
  %".534" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".533", 0
  %".535" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".533", 1
  %".536" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".533", 2
  %".537" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".533", 3
  %".538" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".533", 4
  %".539" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".533", 5
  %".540" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".533", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %".534", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %".535", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %".536", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %".537", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", double* %".538", 4
  %".541" = extractvalue [1 x i64] %".539", 0
  %".542" = insertvalue [1 x i64] undef, i64 %".541", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".542", 5
  %".543" = extractvalue [1 x i64] %".540", 0
  %".544" = insertvalue [1 x i64] undef, i64 %".543", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".544", 6
  br i1 %".530", label %"B0.endif.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.endif.endif.if.if:
  ret i32 %".496"
B0.endif.endif.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.endif.if:
  %".546" = load i64, i64* %"try_state"
  %".547" = icmp ugt i64 %".546", 0
  %".548" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".532", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".550" = xor i1 %".547", -1
  br i1 %".550", label %"B0.endif.endif.endif.endif.endif.endif.endif.if.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif.endif.endif.endif.endif:
  %"extracted.meminfo.20" = extractvalue {i8*, i8*} %"inserted.data.1", 0
  %"extracted.data.20" = extractvalue {i8*, i8*} %"inserted.data.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.20")
  %"extracted.meminfo.21" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 1
  %"extracted.nitems.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 2
  %"extracted.itemsize.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 3
  %"extracted.data.21" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 4
  %"extracted.shape.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 5
  %".555" = extractvalue [1 x i64] %"extracted.shape.12", 0
  %"extracted.strides.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 6
  %".556" = extractvalue [1 x i64] %"extracted.strides.12", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.21")
  %"extracted.meminfo.22" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 0
  %"extracted.parent.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 1
  %"extracted.nitems.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 2
  %"extracted.itemsize.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 3
  %"extracted.data.22" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 4
  %"extracted.shape.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 5
  %".558" = extractvalue [1 x i64] %"extracted.shape.13", 0
  %"extracted.strides.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 6
  %".559" = extractvalue [1 x i64] %"extracted.strides.13", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.22")
  store double 0.0, double* %".561"
  %"extracted.meminfo.23" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 0
  %"extracted.parent.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 1
  %"extracted.nitems.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 2
  %"extracted.itemsize.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 3
  %"extracted.data.23" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 4
  %"extracted.shape.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 5
  %".565" = extractvalue [1 x i64] %"extracted.shape.14", 0
  %"extracted.strides.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 6
  %".566" = extractvalue [1 x i64] %"extracted.strides.14", 0
  %".567" = call i32 @"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"(double* %".561", {i8*, i32, i8*, i8*, i32}** %"excinfo.7", i8* %"extracted.meminfo.23", i8* %"extracted.parent.14", i64 %"extracted.nitems.14", i64 %"extracted.itemsize.14", double* %"extracted.data.23", i64 %".565", i64 %".566")
  %".568" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.7"
  %".569" = icmp eq i32 %".567", 0
  %".570" = icmp eq i32 %".567", -2
  %".571" = icmp eq i32 %".567", -1
  %".572" = icmp eq i32 %".567", -3
  %".573" = or i1 %".569", %".570"
  %".574" = xor i1 %".573", -1
  %".575" = icmp sge i32 %".567", 1
  %".576" = select  i1 %".575", {i8*, i32, i8*, i8*, i32}* %".568", {i8*, i32, i8*, i8*, i32}* undef
  %".577" = load double, double* %".561"
  br i1 %".574", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif.if", label %"B0.endif.endif.endif.endif.endif.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.endif.endif.endif.endif.if.if:
  ret i32 %".523"
B0.endif.endif.endif.endif.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.endif"
B0.endif.endif.endif.endif.endif.endif.endif.endif.if:
  %".579" = load i64, i64* %"try_state"
  %".580" = icmp ugt i64 %".579", 0
  %".581" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".576", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".583" = xor i1 %".580", -1
  br i1 %".583", label %"B0.endif.endif.endif.endi...if", label %"B0.endif.endif.endif.endi...endif"
B0.endif.endif.endif.endif.endif.endif.endif.endif.endif:
  %"extracted.meminfo.24" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 0
  %"extracted.parent.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 1
  %"extracted.nitems.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 2
  %"extracted.itemsize.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 3
  %"extracted.data.24" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 4
  %"extracted.shape.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 5
  %".587" = extractvalue [1 x i64] %"extracted.shape.15", 0
  %"extracted.strides.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", 6
  %".588" = extractvalue [1 x i64] %"extracted.strides.15", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.24")
  %".590" = fsub double %".506", %".577"
  store double %".590", double* %"retptr"
  ret i32 0
B0.endif.endif.endif.endi...if:
  ret i32 %".567"
B0.endif.endif.endif.endi...endif:
  br label %"B0.endif.endif.endif.endif.endif.endif.endif.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.cls")

declare i32 @"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE"(i8** noalias nocapture %"retptr.1", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.1", i8* %"arg.l.0.1", i8* %"arg.l.1.1", i8* %"arg.item.0.1", i8* %"arg.item.1.1", i64 %"arg.item.2.1", i64 %"arg.item.3.1", double* %"arg.item.4.1", i64 %"arg.item.5.0.1", i64 %"arg.item.6.0.1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx"({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* noalias nocapture %"retptr.1", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.1", i8* %"arg.l.0.1", i8* %"arg.l.1.1", i64 %"arg.index.1")

declare i32 @"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"(double* noalias nocapture %"retptr.1", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.1", i8* %"arg.arr.0.1", i8* %"arg.arr.1.1", i64 %"arg.arr.2.1", i64 %"arg.arr.3.1", double* %"arg.arr.4.1", i64 %"arg.arr.5.0.1", i64 %"arg.arr.6.0.1")

!numba_args_may_always_need_nrt = !{ !2, !2, !3, !3 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE" }
!3 = !{ i32 ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64)* @"_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx" }
