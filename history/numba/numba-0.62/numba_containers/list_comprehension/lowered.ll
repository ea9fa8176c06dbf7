; ModuleID = "list_comprehension"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", i64* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize", i64* %"arg.a.4", 4
  %".11" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".11", 5
  %".12" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".12", 6
  %".16" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".16"
  %".19" = alloca i64
  store i64 0, i64* %".19"
  %".39" = alloca i1
  store i1 0, i1* %".39"
  %".42" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".42"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"closure__locals___listcomp__v1__vphi_1" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"closure__locals___listcomp__v1__vphi_1"
  %"closure__locals___listcomp__v1__vphi_2" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"closure__locals___listcomp__v1__vphi_3" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %".153" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".153"
  %".156" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".156"
  %".162" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".162"
  %".201" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".201"
  %".207" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".207"
  %"closure__locals___listcomp__v1__vphi_4" = alloca i64
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %"closure__locals___listcomp__v1_x" = alloca i64
  store i64 0, i64* %"closure__locals___listcomp__v1_x"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".233" = alloca i64
  store i64 0, i64* %".233"
  %".236" = alloca i64
  store i64 0, i64* %".236"
  %".275" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".275"
  %".425" = alloca i64
  store i64 0, i64* %".425"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".13" = extractvalue [1 x i64] %"extracted.shape", 0
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".14" = extractvalue [1 x i64] %"extracted.strides", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".16"
  store i64 0, i64* %".19"
  %".22" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".16", i32 0, i32 0
  store i64* %".19", i64** %".22"
  %".24" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".16", i32 0, i32 1
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".24"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".26" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".27" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %".29" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".16"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".30" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".31" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %"extracted.index" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 0
  %"extracted.array" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 1
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 5
  %".33" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 6
  %".34" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %"extracted.index.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 0
  %"extracted.array.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 1
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 5
  %".36" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 6
  %".37" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store i1 1, i1* %".39"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".42"
  %".45" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".46" = extractvalue {i64, i1} %".45", 0
  %".47" = extractvalue {i64, i1} %".45", 1
  %".48" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".46", i64 24)
  %".49" = extractvalue {i64, i1} %".48", 0
  %".50" = extractvalue {i64, i1} %".48", 1
  %".51" = or i1 %".47", %".50"
  br i1 %".51", label %"B0.if", label %"B0.endif", !prof !0
B10:
  %".152" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"closure__locals___listcomp__v1__vphi_1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".153"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".156"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".152", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".156"
  %".160" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".156", i32 0, i32 1
  %".161" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".160"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".162"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".161", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".162"
  %".166" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".162", i32 0, i32 5
  %".167" = getelementptr inbounds [1 x i64], [1 x i64]* %".166", i32 0, i32 0
  %".168" = load i64, i64* %".167", !range !3
  %".169" = insertvalue [1 x i64] undef, i64 %".168", 0
  %".170" = extractvalue [1 x i64] %".169", 0
  %".171" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".156", i32 0, i32 0
  %".172" = load i64*, i64** %".171"
  %".173" = load i64, i64* %".172"
  %".174" = icmp slt i64 %".173", %".170"
  %".175" = getelementptr inbounds {i64, i1}, {i64, i1}* %".153", i32 0, i32 1
  store i1 %".174", i1* %".175"
  br i1 %".174", label %"B10.if", label %"B10.endif"
B12:
  %".217" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".219" = load i64, i64* %"closure__locals___listcomp__v1_x"
  store i64 %".217", i64* %"closure__locals___listcomp__v1_x"
  %".221" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".223" = load i64, i64* %"closure__locals___listcomp__v1_x"
  %".226" = icmp eq i64 2, 0
  br i1 %".226", label %"B12.if", label %"B12.else", !prof !0
B32:
  %".268" = load i64, i64* %"closure__locals___listcomp__v1_x"
  %".269" = load i64, i64* %"closure__locals___listcomp__v1_x"
  %".270" = mul nsw i64 %".268", %".269"
  %".271" = load i64, i64* %"closure__locals___listcomp__v1_x"
  store i64 0, i64* %"closure__locals___listcomp__v1_x"
  %".273" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".273", 0
  %"extracted.parent.13" = extractvalue {i8*, i8*} %".273", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.13")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".275"
  store {i8*, i8*} %".273", {i8*, i8*}* %".275"
  %".279" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".280" = load i8*, i8** %".279"
  %".281" = call i8* @"NRT_MemInfo_data_fast"(i8* %".280")
  %".282" = bitcast i8* %".281" to {i64, i64, i8, i64}*
  %".283" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".282", i32 0, i32 0
  %".284" = load i64, i64* %".283"
  %".285" = add i64 %".284", 1
  %".286" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".287" = load i8*, i8** %".286"
  %".288" = call i8* @"NRT_MemInfo_data_fast"(i8* %".287")
  %".289" = bitcast i8* %".288" to {i64, i64, i8, i64}*
  %".290" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".289", i32 0, i32 1
  %".291" = load i64, i64* %".290"
  %".292" = icmp slt i64 %".291", %".285"
  %".293" = ashr i64 %".291", 2
  %".294" = icmp sgt i64 %".293", %".285"
  br i1 %".294", label %"B32.if", label %"B32.endif", !prof !0
B44:
  %".405" = load i64, i64* %"closure__locals___listcomp__v1_x"
  store i64 0, i64* %"closure__locals___listcomp__v1_x"
  br label %"B10"
B45:
  %".408" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.index.5" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".408", 0
  %"extracted.array.5" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".408", 1
  %"extracted.meminfo.15" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.5", 0
  %"extracted.parent.15" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.5", 1
  %"extracted.nitems.8" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.5", 2
  %"extracted.itemsize.8" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.5", 3
  %"extracted.data.8" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.5", 4
  %"extracted.shape.8" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.5", 5
  %".409" = extractvalue [1 x i64] %"extracted.shape.8", 0
  %"extracted.strides.8" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.5", 6
  %".410" = extractvalue [1 x i64] %"extracted.strides.8", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.15")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"closure__locals___listcomp__v1__vphi_1"
  %".413" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.16" = extractvalue {i8*, i8*} %".413", 0
  %"extracted.parent.16" = extractvalue {i8*, i8*} %".413", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.16")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %".416" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 0, i64* %"closure__locals___listcomp__v1__vphi_4"
  %".418" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.17" = extractvalue {i8*, i8*} %".418", 0
  %"extracted.parent.17" = extractvalue {i8*, i8*} %".418", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.17")
  %".420" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.18" = extractvalue {i8*, i8*} %".420", 0
  %"extracted.parent.18" = extractvalue {i8*, i8*} %".420", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.18")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.19" = extractvalue {i8*, i8*} %".418", 0
  %"extracted.parent.19" = extractvalue {i8*, i8*} %".418", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.19")
  %"extracted.meminfo.20" = extractvalue {i8*, i8*} %".418", 0
  %"extracted.parent.20" = extractvalue {i8*, i8*} %".418", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.20")
  store i64 0, i64* %".425"
  %"extracted.meminfo.21" = extractvalue {i8*, i8*} %".418", 0
  %"extracted.parent.21" = extractvalue {i8*, i8*} %".418", 1
  %".429" = call i32 @"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29"(i64* %".425", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.21", i8* %"extracted.parent.21")
  %".430" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".431" = icmp eq i32 %".429", 0
  %".432" = icmp eq i32 %".429", -2
  %".433" = icmp eq i32 %".429", -1
  %".434" = icmp eq i32 %".429", -3
  %".435" = or i1 %".431", %".432"
  %".436" = xor i1 %".435", -1
  %".437" = icmp sge i32 %".429", 1
  %".438" = select  i1 %".437", {i8*, i32, i8*, i8*, i32}* %".430", {i8*, i32, i8*, i8*, i32}* undef
  %".439" = load i64, i64* %".425"
  br i1 %".436", label %"B45.if", label %"B45.endif", !prof !0
B0.if:
  store i1 0, i1* %".39"
  br label %"B0.endif"
B0.endif:
  %".55" = load i1, i1* %".39"
  br i1 %".55", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.endif.if:
  %".57" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".58" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".49", i8* %".57")
  %".59" = icmp eq i8* null, %".58"
  br i1 %".59", label %"B0.endif.if.if", label %"B0.endif.if.else", !prof !0
B0.endif.endif:
  %".111" = load i1, i1* %".39"
  %".112" = xor i1 %".111", -1
  br i1 %".112", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.if.if:
  store i1 0, i1* %".39"
  br label %"B0.endif.if.endif"
B0.endif.if.else:
  %".63" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".42", i32 0, i32 0
  store i8* %".58", i8** %".63"
  %".65" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".42", i32 0, i32 1
  store i8* null, i8** %".65"
  %".67" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".42", i32 0, i32 0
  %".68" = load i8*, i8** %".67"
  %".69" = call i8* @"NRT_MemInfo_data_fast"(i8* %".68")
  %".70" = bitcast i8* %".69" to {i64, i64, i8, i64}*
  %".71" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".70", i32 0, i32 1
  store i64 0, i64* %".71"
  %".73" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".42", i32 0, i32 0
  %".74" = load i8*, i8** %".73"
  %".75" = call i8* @"NRT_MemInfo_data_fast"(i8* %".74")
  %".76" = bitcast i8* %".75" to {i64, i64, i8, i64}*
  %".77" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".76", i32 0, i32 0
  store i64 0, i64* %".77"
  %".79" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".42", i32 0, i32 0
  %".80" = load i8*, i8** %".79"
  %".81" = call i8* @"NRT_MemInfo_data_fast"(i8* %".80")
  %".82" = bitcast i8* %".81" to {i64, i64, i8, i64}*
  %".83" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".82", i32 0, i32 2
  %".84" = zext i1 0 to i8
  store i8 %".84", i8* %".83"
  %".86" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".42", i32 0, i32 0
  %".87" = load i8*, i8** %".86"
  %".88" = call i8* @"NRT_MemInfo_data_fast"(i8* %".87")
  %".89" = bitcast i8* %".88" to {i64, i64, i8, i64}*
  %".90" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".89", i32 0, i32 0
  %".91" = load i64, i64* %".90"
  %".92" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".42", i32 0, i32 0
  %".93" = load i8*, i8** %".92"
  %".94" = call i8* @"NRT_MemInfo_data_fast"(i8* %".93")
  %".95" = bitcast i8* %".94" to {i64, i64, i8, i64}*
  %".96" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".95", i32 0, i32 3
  %".97" = getelementptr i64, i64* %".96", i64 0
  %".98" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".42", i32 0, i32 0
  %".99" = load i8*, i8** %".98"
  %".100" = call i8* @"NRT_MemInfo_data_fast"(i8* %".99")
  %".101" = bitcast i8* %".100" to {i64, i64, i8, i64}*
  %".102" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".101", i32 0, i32 3
  %".103" = getelementptr i64, i64* %".102", i64 0
  %".104" = ptrtoint i64* %".103" to i64
  %".105" = ptrtoint i64* %".97" to i64
  %".106" = sub i64 %".104", %".105"
  %".107" = bitcast i64* %".97" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".107", i8 0, i64 %".106", i1 0)
  br label %"B0.endif.if.endif"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".117" = load i64, i64* %"try_state"
  %".118" = icmp ugt i64 %".117", 0
  %".119" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  %".121" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".42", i32 0, i32 0
  %".122" = load i8*, i8** %".121"
  %".123" = call i8* @"NRT_MemInfo_data_fast"(i8* %".122")
  %".124" = bitcast i8* %".123" to {i64, i64, i8, i64}*
  %".125" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".124", i32 0, i32 0
  store i64 0, i64* %".125"
  %".127" = load {i8*, i8*}, {i8*, i8*}* %".42"
  %"extracted.index.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 0
  %"extracted.array.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 1
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 5
  %".128" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 6
  %".129" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  %".132" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".132", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".132", 1
  %"extracted.meminfo.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".133" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".134" = extractvalue [1 x i64] %"extracted.strides.6", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"closure__locals___listcomp__v1__vphi_1"
  %"extracted.index.4" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 0
  %"extracted.array.4" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 1
  %"extracted.meminfo.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 1
  %"extracted.nitems.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 2
  %"extracted.itemsize.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 3
  %"extracted.data.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 4
  %"extracted.shape.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 5
  %".137" = extractvalue [1 x i64] %"extracted.shape.7", 0
  %"extracted.strides.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 6
  %".138" = extractvalue [1 x i64] %"extracted.strides.7", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".127", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".127", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %".142" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".142", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".142", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i8*, i8*} %".127", {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_2"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".127", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".127", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.10")
  %".147" = load {i8*, i8*}, {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".147", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".147", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  store {i8*, i8*} %".127", {i8*, i8*}* %"closure__locals___listcomp__v1__vphi_3"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".127", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".127", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  br label %"B10"
B10.if:
  %".178" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".162", i32 0, i32 5
  %".179" = getelementptr inbounds [1 x i64], [1 x i64]* %".178", i32 0, i32 0
  %".180" = load i64, i64* %".179", !range !3
  %".181" = insertvalue [1 x i64] undef, i64 %".180", 0
  %".182" = extractvalue [1 x i64] %".181", 0
  %".183" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".162", i32 0, i32 6
  %".184" = load [1 x i64], [1 x i64]* %".183"
  %".185" = extractvalue [1 x i64] %".184", 0
  %".186" = mul i64 %".185", %".173"
  %".187" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".162", i32 0, i32 4
  %".188" = load i64*, i64** %".187"
  %".189" = ptrtoint i64* %".188" to i64
  %".190" = add i64 %".189", %".186"
  %".191" = inttoptr i64 %".190" to i64*
  %".192" = load i64, i64* %".191"
  %".193" = getelementptr inbounds {i64, i1}, {i64, i1}* %".153", i32 0, i32 0
  store i64 %".192", i64* %".193"
  %".195" = add nsw i64 %".173", 1
  %".196" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".156", i32 0, i32 0
  %".197" = load i64*, i64** %".196"
  store i64 %".195", i64* %".197"
  br label %"B10.endif"
B10.endif:
  %".200" = load {i64, i1}, {i64, i1}* %".153"
  %"extracted.first" = extractvalue {i64, i1} %".200", 0
  %"extracted.second" = extractvalue {i64, i1} %".200", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".201"
  store {i64, i1} %".200", {i64, i1}* %".201"
  %".205" = getelementptr inbounds {i64, i1}, {i64, i1}* %".201", i32 0, i32 0
  %".206" = load i64, i64* %".205"
  store {i64, i1} zeroinitializer, {i64, i1}* %".207"
  store {i64, i1} %".200", {i64, i1}* %".207"
  %".211" = getelementptr inbounds {i64, i1}, {i64, i1}* %".207", i32 0, i32 1
  %".212" = load i1, i1* %".211"
  %"extracted.first.1" = extractvalue {i64, i1} %".200", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".200", 1
  %".214" = load i64, i64* %"closure__locals___listcomp__v1__vphi_4"
  store i64 %".206", i64* %"closure__locals___listcomp__v1__vphi_4"
  br i1 %".212", label %"B12", label %"B45"
B12.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".229" = load i64, i64* %"try_state"
  %".230" = icmp ugt i64 %".229", 0
  %".231" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B12.else:
  store i64 0, i64* %".233"
  store i64 0, i64* %".236"
  %".239" = icmp eq i64 %".223", -9223372036854775808
  %".240" = icmp eq i64 2, -1
  %".241" = and i1 %".239", %".240"
  %".242" = xor i1 %".241", -1
  br i1 %".242", label %"B12.else.if", label %"B12.else.endif", !prof !1
B12.endif:
  %".265" = load i64, i64* %"rem"
  %".266" = icmp eq i64 %".265", 0
  br i1 %".266", label %"B32", label %"B44"
B12.else.if:
  %".244" = sdiv i64 %".223", 2
  %".245" = srem i64 %".223", 2
  %".246" = xor i64 2, %".245"
  %".247" = icmp slt i64 %".246", 0
  %".248" = icmp ne i64 %".245", 0
  %".249" = and i1 %".248", %".247"
  br i1 %".249", label %"B12.else.if.if", label %"B12.else.if.else"
B12.else.endif:
  %".260" = load i64, i64* %".233"
  %".261" = load i64, i64* %".236"
  store i64 %".260", i64* %"quot"
  store i64 %".261", i64* %"rem"
  br label %"B12.endif"
B12.else.if.if:
  %".254" = sub i64 %".244", 1
  store i64 %".254", i64* %".233"
  %".256" = add i64 %".245", 2
  store i64 %".256", i64* %".236"
  br label %"B12.else.if.endif"
B12.else.if.else:
  store i64 %".244", i64* %".233"
  store i64 %".245", i64* %".236"
  br label %"B12.else.if.endif"
B12.else.if.endif:
  br label %"B12.else.endif"
B32.if:
  %".296" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".285", i64 8)
  %".297" = extractvalue {i64, i1} %".296", 0
  %".298" = extractvalue {i64, i1} %".296", 1
  %".299" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".297", i64 24)
  %".300" = extractvalue {i64, i1} %".299", 0
  %".301" = extractvalue {i64, i1} %".299", 1
  %".302" = or i1 %".298", %".301"
  br i1 %".302", label %"B32.if.if", label %"B32.if.endif", !prof !0
B32.endif:
  br i1 %".292", label %"B32.endif.if", label %"B32.endif.endif", !prof !0
B32.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".305" = load i64, i64* %"try_state"
  %".306" = icmp ugt i64 %".305", 0
  %".307" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B32.if.endif:
  %".309" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".310" = load i8*, i8** %".309"
  %".311" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".310", i64 %".300")
  %".312" = icmp eq i8* null, %".311"
  br i1 %".312", label %"B32.if.endif.if", label %"B32.if.endif.endif", !prof !0
B32.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".315" = load i64, i64* %"try_state"
  %".316" = icmp ugt i64 %".315", 0
  %".317" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B32.if.endif.endif:
  %".319" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".320" = load i8*, i8** %".319"
  %".321" = call i8* @"NRT_MemInfo_data_fast"(i8* %".320")
  %".322" = bitcast i8* %".321" to {i64, i64, i8, i64}*
  %".323" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".322", i32 0, i32 1
  store i64 %".285", i64* %".323"
  br label %"B32.endif"
B32.endif.if:
  %".327" = ashr i64 %".285", 2
  %".328" = add i64 %".285", %".327"
  %".329" = add i64 8, %".328"
  %".330" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".329", i64 8)
  %".331" = extractvalue {i64, i1} %".330", 0
  %".332" = extractvalue {i64, i1} %".330", 1
  %".333" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".331", i64 24)
  %".334" = extractvalue {i64, i1} %".333", 0
  %".335" = extractvalue {i64, i1} %".333", 1
  %".336" = or i1 %".332", %".335"
  br i1 %".336", label %"B32.endif.if.if", label %"B32.endif.if.endif", !prof !0
B32.endif.endif:
  %".383" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".384" = load i8*, i8** %".383"
  %".385" = call i8* @"NRT_MemInfo_data_fast"(i8* %".384")
  %".386" = bitcast i8* %".385" to {i64, i64, i8, i64}*
  %".387" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".386", i32 0, i32 0
  store i64 %".285", i64* %".387"
  %".389" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".390" = load i8*, i8** %".389"
  %".391" = call i8* @"NRT_MemInfo_data_fast"(i8* %".390")
  %".392" = bitcast i8* %".391" to {i64, i64, i8, i64}*
  %".393" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".392", i32 0, i32 3
  %".394" = getelementptr i64, i64* %".393", i64 %".284"
  %".395" = load i64, i64* %".394"
  %".396" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".397" = load i8*, i8** %".396"
  %".398" = call i8* @"NRT_MemInfo_data_fast"(i8* %".397")
  %".399" = bitcast i8* %".398" to {i64, i64, i8, i64}*
  %".400" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".399", i32 0, i32 3
  %".401" = getelementptr i64, i64* %".400", i64 %".284"
  store i64 %".270", i64* %".401"
  %"extracted.meminfo.14" = extractvalue {i8*, i8*} %".273", 0
  %"extracted.parent.14" = extractvalue {i8*, i8*} %".273", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.14")
  br label %"B44"
B32.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".339" = load i64, i64* %"try_state"
  %".340" = icmp ugt i64 %".339", 0
  %".341" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B32.endif.if.endif:
  %".343" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".344" = load i8*, i8** %".343"
  %".345" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".344", i64 %".334")
  %".346" = icmp eq i8* null, %".345"
  br i1 %".346", label %"B32.endif.if.endif.if", label %"B32.endif.if.endif.endif", !prof !0
B32.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".349" = load i64, i64* %"try_state"
  %".350" = icmp ugt i64 %".349", 0
  %".351" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B32.endif.if.endif.endif:
  %".353" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".354" = load i8*, i8** %".353"
  %".355" = call i8* @"NRT_MemInfo_data_fast"(i8* %".354")
  %".356" = bitcast i8* %".355" to {i64, i64, i8, i64}*
  %".357" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".356", i32 0, i32 1
  store i64 %".329", i64* %".357"
  %".359" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".360" = load i8*, i8** %".359"
  %".361" = call i8* @"NRT_MemInfo_data_fast"(i8* %".360")
  %".362" = bitcast i8* %".361" to {i64, i64, i8, i64}*
  %".363" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".362", i32 0, i32 0
  %".364" = load i64, i64* %".363"
  %".365" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".366" = load i8*, i8** %".365"
  %".367" = call i8* @"NRT_MemInfo_data_fast"(i8* %".366")
  %".368" = bitcast i8* %".367" to {i64, i64, i8, i64}*
  %".369" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".368", i32 0, i32 3
  %".370" = getelementptr i64, i64* %".369", i64 %".364"
  %".371" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".275", i32 0, i32 0
  %".372" = load i8*, i8** %".371"
  %".373" = call i8* @"NRT_MemInfo_data_fast"(i8* %".372")
  %".374" = bitcast i8* %".373" to {i64, i64, i8, i64}*
  %".375" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".374", i32 0, i32 3
  %".376" = getelementptr i64, i64* %".375", i64 %".329"
  %".377" = ptrtoint i64* %".376" to i64
  %".378" = ptrtoint i64* %".370" to i64
  %".379" = sub i64 %".377", %".378"
  %".380" = bitcast i64* %".370" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".380", i8 0, i64 %".379", i1 0)
  br label %"B32.endif.endif"
B45.if:
  %".441" = load i64, i64* %"try_state"
  %".442" = icmp ugt i64 %".441", 0
  %".443" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".438", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".445" = xor i1 %".442", -1
  br i1 %".445", label %"B45.if.if", label %"B45.if.endif"
B45.endif:
  %"extracted.meminfo.22" = extractvalue {i8*, i8*} %".418", 0
  %"extracted.parent.22" = extractvalue {i8*, i8*} %".418", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.22")
  store i64 %".439", i64* %"retptr"
  ret i32 0
B45.if.if:
  ret i32 %".429"
B45.if.endif:
  br label %"B45.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

define linkonce_odr void @".dtor.list.int64"(i8* %".1")
{
.3:
  %".4" = bitcast i8* %".1" to {i64, i64, i8, i64}*
  %".5" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 0
  %".6" = load i64, i64* %".5"
  %".7" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 0
  %".8" = load i64, i64* %".7"
  br label %"for.cond"
for.cond:
  %"loop.index" = phi  i64 [0, %".3"], [%".15", %"for.body"]
  %"loop.count" = phi  i64 [0, %".3"], [%".16", %"for.body"]
  %".10" = icmp slt i64 %"loop.index", %".8"
  br i1 %".10", label %"for.body", label %"for.end"
for.body:
  %".12" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 3
  %".13" = getelementptr i64, i64* %".12", i64 %"loop.index"
  %".14" = load i64, i64* %".13"
  %".15" = add i64 %"loop.index", 1
  %".16" = add nsw i64 %"loop.count", 1
  br label %"for.cond"
for.end:
  ret void
}

declare i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".1", i8* %".2")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

declare void @"llvm.memset.p0i8.i64"(i8* %".1", i8 %".2", i64 %".3", i1 %".4")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

declare i32 @"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.iterable.0", i8* %"arg.iterable.1")

!numba_args_may_always_need_nrt = !{ !4 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29" }
