; ModuleID = "array_rank"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
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
  %".19" = alloca {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}
  store {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} zeroinitializer, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".19"
  %".25" = alloca i64
  store i64 0, i64* %".25"
  %"$phi.1" = alloca {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}
  store {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} zeroinitializer, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %"$phi.1"
  %".61" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".61"
  %".64" = alloca {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}
  store {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} zeroinitializer, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".64"
  %".70" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70"
  %".95" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".95"
  %".101" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".101"
  %"$phi.2" = alloca double
  store double 0.0, double* %"$phi.2"
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
  store {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} zeroinitializer, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".19"
  %".22" = getelementptr inbounds {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".19", i32 0, i32 0
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".22"
  %".24" = getelementptr inbounds {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".19", i32 0, i32 0
  store i64 0, i64* %".25"
  %".28" = getelementptr inbounds {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".19", i32 0, i32 2
  store i64* %".25", i64** %".28"
  %".30" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".24", i32 0, i32 3
  %".31" = load i64, i64* %".30"
  %".32" = getelementptr inbounds {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".19", i32 0, i32 1
  store i64 %".31", i64* %".32"
  %".34" = load {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".19"
  %"extracted.array" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 0
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 5
  %".35" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 6
  %".36" = extractvalue [1 x i64] %"extracted.strides.1", 0
  %"extracted.stride" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 1
  %"extracted.index" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 2
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".38" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".39" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  %"extracted.array.1" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 0
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 5
  %".41" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 6
  %".42" = extractvalue [1 x i64] %"extracted.strides.3", 0
  %"extracted.stride.1" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 1
  %"extracted.index.1" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 2
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %"extracted.array.2" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 0
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 5
  %".44" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 6
  %".45" = extractvalue [1 x i64] %"extracted.strides.4", 0
  %"extracted.stride.2" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 1
  %"extracted.index.2" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 2
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  %"extracted.array.3" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 0
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".47" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".48" = extractvalue [1 x i64] %"extracted.strides.5", 0
  %"extracted.stride.3" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 1
  %"extracted.index.3" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 2
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  %".51" = load {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %"$phi.1"
  %"extracted.array.4" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".51", 0
  %"extracted.meminfo.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 5
  %".52" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 6
  %".53" = extractvalue [1 x i64] %"extracted.strides.6", 0
  %"extracted.stride.4" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".51", 1
  %"extracted.index.4" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".51", 2
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  store {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %"$phi.1"
  %"extracted.array.5" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 0
  %"extracted.meminfo.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 1
  %"extracted.nitems.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 2
  %"extracted.itemsize.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 3
  %"extracted.data.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 4
  %"extracted.shape.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 5
  %".56" = extractvalue [1 x i64] %"extracted.shape.7", 0
  %"extracted.strides.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 6
  %".57" = extractvalue [1 x i64] %"extracted.strides.7", 0
  %"extracted.stride.5" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 1
  %"extracted.index.5" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".34", 2
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  br label %"B32"
B32:
  %".60" = load {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %"$phi.1"
  store {double, i1} zeroinitializer, {double, i1}* %".61"
  store {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} zeroinitializer, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".64"
  store {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".60", {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".64"
  %".68" = getelementptr inbounds {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".64", i32 0, i32 0
  %".69" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".68"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".69", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 2
  %".75" = load i64, i64* %".74"
  %".76" = getelementptr inbounds {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".64", i32 0, i32 2
  %".77" = load i64*, i64** %".76"
  %".78" = load i64, i64* %".77"
  %".79" = icmp slt i64 %".78", %".75"
  %".80" = getelementptr inbounds {double, i1}, {double, i1}* %".61", i32 0, i32 1
  store i1 %".79", i1* %".80"
  br i1 %".79", label %"B32.if", label %"B32.endif", !prof !0
B36:
  %".111" = load double, double* %"$phi.2"
  %".112" = load double, double* %"$phi.2"
  store double 0.0, double* %"$phi.2"
  %".114" = load double, double* %"total.2"
  %".115" = fadd double %".114", %".111"
  %".116" = load double, double* %"total.2"
  store double %".115", double* %"total.2"
  br label %"B32"
B50:
  %".119" = load double, double* %"$phi.2"
  store double 0.0, double* %"$phi.2"
  %".121" = load {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %"$phi.1"
  %"extracted.array.6" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".121", 0
  %"extracted.meminfo.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 1
  %"extracted.nitems.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 2
  %"extracted.itemsize.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 3
  %"extracted.data.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 4
  %"extracted.shape.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 5
  %".122" = extractvalue [1 x i64] %"extracted.shape.8", 0
  %"extracted.strides.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 6
  %".123" = extractvalue [1 x i64] %"extracted.strides.8", 0
  %"extracted.stride.6" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".121", 1
  %"extracted.index.6" = extractvalue {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} %".121", 2
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*} zeroinitializer, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %"$phi.1"
  %".126" = load double, double* %"total.2"
  %".127" = load double, double* %"total.2"
  store double 0.0, double* %"total.2"
  store double %".126", double* %"retptr"
  ret i32 0
B32.if:
  %".83" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 4
  %".84" = load double*, double** %".83"
  %".85" = getelementptr double, double* %".84", i64 %".78"
  %".86" = load double, double* %".85"
  %".87" = getelementptr inbounds {double, i1}, {double, i1}* %".61", i32 0, i32 0
  store double %".86", double* %".87"
  %".89" = add nsw i64 %".78", 1
  %".90" = getelementptr inbounds {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}, {{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, i64, i64*}* %".64", i32 0, i32 2
  %".91" = load i64*, i64** %".90"
  store i64 %".89", i64* %".91"
  br label %"B32.endif"
B32.endif:
  %".94" = load {double, i1}, {double, i1}* %".61"
  %"extracted.first" = extractvalue {double, i1} %".94", 0
  %"extracted.second" = extractvalue {double, i1} %".94", 1
  store {double, i1} zeroinitializer, {double, i1}* %".95"
  store {double, i1} %".94", {double, i1}* %".95"
  %".99" = getelementptr inbounds {double, i1}, {double, i1}* %".95", i32 0, i32 0
  %".100" = load double, double* %".99"
  store {double, i1} zeroinitializer, {double, i1}* %".101"
  store {double, i1} %".94", {double, i1}* %".101"
  %".105" = getelementptr inbounds {double, i1}, {double, i1}* %".101", i32 0, i32 1
  %".106" = load i1, i1* %".105"
  %"extracted.first.1" = extractvalue {double, i1} %".94", 0
  %"extracted.second.1" = extractvalue {double, i1} %".94", 1
  %".108" = load double, double* %"$phi.2"
  store double %".100", double* %"$phi.2"
  br i1 %".106", label %"B36", label %"B50"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

!0 = !{ !"branch_weights", i32 99, i32 1 }
