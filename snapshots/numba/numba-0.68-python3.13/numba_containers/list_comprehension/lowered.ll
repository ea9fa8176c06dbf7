; ModuleID = "list_comprehension"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", i64* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
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
  %"$phi.1" = alloca i8*
  store i8* null, i8** %"$phi.1"
  %"$phi.2" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %"$phi.3" = alloca i8*
  store i8* null, i8** %"$phi.3"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".57" = alloca i1
  store i1 0, i1* %".57"
  %".60" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".60"
  %"$phi.4" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %"$phi.5" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
  %".172" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".172"
  %".175" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".175"
  %".181" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".181"
  %".220" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".220"
  %".226" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".226"
  %"$phi.7" = alloca i64
  store i64 0, i64* %"$phi.7"
  %"x" = alloca i64
  store i64 0, i64* %"x"
  %"$phi.8" = alloca i64
  store i64 0, i64* %"$phi.8"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".262" = alloca i64
  store i64 0, i64* %".262"
  %".265" = alloca i64
  store i64 0, i64* %".265"
  %"$phi.9" = alloca i64
  store i64 0, i64* %"$phi.9"
  %"$phi.10" = alloca i1
  store i1 0, i1* %"$phi.10"
  %"$phi.11" = alloca i64
  store i64 0, i64* %"$phi.11"
  %"$phi.12" = alloca i64
  store i64 0, i64* %"$phi.12"
  %"$phi.13" = alloca i64
  store i64 0, i64* %"$phi.13"
  %".363" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".363"
  %".539" = alloca i64
  store i64 0, i64* %".539"
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
  %".34" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  %"extracted.index" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 0
  %"extracted.array" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 1
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 5
  %".36" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 6
  %".37" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".40" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %"extracted.index.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".40", 0
  %"extracted.array.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".40", 1
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 5
  %".41" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 6
  %".42" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %"extracted.index.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 0
  %"extracted.array.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".29", 1
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 5
  %".45" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 6
  %".46" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %".49" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  br label %"B12"
B12:
  store i64 0, i64* %"try_state"
  %".54" = load i64, i64* %"try_state"
  %".55" = add i64 %".54", 1
  store i64 %".55", i64* %"try_state"
  store i1 1, i1* %".57"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".60"
  %".63" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".64" = extractvalue {i64, i1} %".63", 0
  %".65" = extractvalue {i64, i1} %".63", 1
  %".66" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".64", i64 24)
  %".67" = extractvalue {i64, i1} %".66", 0
  %".68" = extractvalue {i64, i1} %".66", 1
  %".69" = or i1 %".65", %".68"
  br i1 %".69", label %"B12.if", label %"B12.endif", !prof !0
B14:
  %".161" = load i64, i64* %"try_state"
  %".162" = icmp ugt i64 %".161", 0
  %".163" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".164" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".163"
  %".165" = xor i1 %".164", -1
  br i1 %".165", label %"B84", label %"B16"
B16:
  %".167" = load i64, i64* %"try_state"
  %".168" = sub i64 %".167", 1
  store i64 %".168", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".171" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  store {i64, i1} zeroinitializer, {i64, i1}* %".172"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".175"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".171", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".175"
  %".179" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".175", i32 0, i32 1
  %".180" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".179"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".181"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".180", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".181"
  %".185" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".181", i32 0, i32 5
  %".186" = getelementptr inbounds [1 x i64], [1 x i64]* %".185", i32 0, i32 0
  %".187" = load i64, i64* %".186", !range !3
  %".188" = insertvalue [1 x i64] undef, i64 %".187", 0
  %".189" = extractvalue [1 x i64] %".188", 0
  %".190" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".175", i32 0, i32 0
  %".191" = load i64*, i64** %".190"
  %".192" = load i64, i64* %".191"
  %".193" = icmp slt i64 %".192", %".189"
  %".194" = getelementptr inbounds {i64, i1}, {i64, i1}* %".172", i32 0, i32 1
  store i1 %".193", i1* %".194"
  br i1 %".193", label %"B16.if", label %"B16.endif"
B20:
  %".236" = load i64, i64* %"$phi.7"
  %".238" = load i64, i64* %"x"
  store i64 %".236", i64* %"x"
  %".240" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".242" = load i64, i64* %"try_state"
  %".243" = icmp ugt i64 %".242", 0
  %".244" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".245" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".244"
  %".246" = xor i1 %".245", -1
  %".247" = load i64, i64* %"x"
  %".249" = load i64, i64* %"$phi.8"
  store i64 %".247", i64* %"$phi.8"
  br i1 %".246", label %"B84", label %"B22"
B22:
  %".252" = load i64, i64* %"$phi.8"
  %".255" = icmp eq i64 2, 0
  br i1 %".255", label %"B22.if", label %"B22.else", !prof !0
B28:
  %".306" = load i64, i64* %"$phi.9"
  %".307" = icmp eq i64 %".306", 0
  %".308" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  %".310" = load i64, i64* %"try_state"
  %".311" = icmp ugt i64 %".310", 0
  %".312" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".313" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".312"
  %".314" = xor i1 %".313", -1
  %".316" = load i1, i1* %"$phi.10"
  store i1 %".307", i1* %"$phi.10"
  br i1 %".314", label %"B84", label %"B34"
B34:
  %".319" = load i64, i64* %"try_state"
  %".320" = sub i64 %".319", 1
  store i64 %".320", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".323" = load i1, i1* %"$phi.10"
  %".324" = load i1, i1* %"$phi.10"
  store i1 0, i1* %"$phi.10"
  br i1 %".323", label %"B42", label %"B38"
B38:
  %".327" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  br label %"B85"
B42:
  %".330" = load i64, i64* %"x"
  %".332" = load i64, i64* %"$phi.11"
  store i64 %".330", i64* %"$phi.11"
  %".334" = load i64, i64* %"x"
  %".336" = load i64, i64* %"$phi.12"
  store i64 %".334", i64* %"$phi.12"
  %".338" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  br label %"B44"
B44:
  %".341" = load i64, i64* %"try_state"
  %".342" = add i64 %".341", 1
  store i64 %".342", i64* %"try_state"
  %".344" = load i64, i64* %"$phi.12"
  %".345" = load i64, i64* %"$phi.11"
  %".346" = mul nsw i64 %".344", %".345"
  %".347" = load i64, i64* %"$phi.11"
  store i64 0, i64* %"$phi.11"
  %".349" = load i64, i64* %"$phi.12"
  store i64 0, i64* %"$phi.12"
  %".351" = load i64, i64* %"try_state"
  %".352" = icmp ugt i64 %".351", 0
  %".353" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".354" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".353"
  %".355" = xor i1 %".354", -1
  %".357" = load i64, i64* %"$phi.13"
  store i64 %".346", i64* %"$phi.13"
  br i1 %".355", label %"B84", label %"B48"
B48:
  %".360" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".360", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".360", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.11")
  %".362" = load i64, i64* %"$phi.13"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".363"
  store {i8*, i8*} %".360", {i8*, i8*}* %".363"
  %".367" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".368" = load i8*, i8** %".367"
  %".369" = call i8* @"NRT_MemInfo_data_fast"(i8* %".368")
  %".370" = bitcast i8* %".369" to {i64, i64, i8, i64}*
  %".371" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".370", i32 0, i32 0
  %".372" = load i64, i64* %".371"
  %".373" = add i64 %".372", 1
  %".374" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".375" = load i8*, i8** %".374"
  %".376" = call i8* @"NRT_MemInfo_data_fast"(i8* %".375")
  %".377" = bitcast i8* %".376" to {i64, i64, i8, i64}*
  %".378" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".377", i32 0, i32 1
  %".379" = load i64, i64* %".378"
  %".380" = icmp slt i64 %".379", %".373"
  %".381" = ashr i64 %".379", 2
  %".382" = icmp sgt i64 %".381", %".373"
  br i1 %".382", label %"B48.if", label %"B48.endif", !prof !0
B50:
  br label %"B85"
B54:
  %".501" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".501", 0
  %"extracted.parent.13" = extractvalue {i8*, i8*} %".501", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.13")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
  %".504" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".506" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".506", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".506", 1
  %"extracted.meminfo.14" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.14" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".507" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".508" = extractvalue [1 x i64] %"extracted.strides.6", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.14")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %".511" = load i64, i64* %"try_state"
  %".512" = sub i64 %".511", 1
  store i64 %".512", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B56"
B56:
  %".516" = load i64, i64* %"try_state"
  %".517" = add i64 %".516", 1
  store i64 %".517", i64* %"try_state"
  %".519" = load i64, i64* %"try_state"
  %".520" = icmp ugt i64 %".519", 0
  %".521" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".522" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".521"
  %".523" = xor i1 %".522", -1
  br i1 %".523", label %"B84", label %"B58"
B58:
  %".525" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  %".527" = load i64, i64* %"try_state"
  %".528" = sub i64 %".527", 1
  store i64 %".528", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".531" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.15" = extractvalue {i8*, i8*} %".531", 0
  %"extracted.parent.15" = extractvalue {i8*, i8*} %".531", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.15")
  %".533" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.16" = extractvalue {i8*, i8*} %".533", 0
  %"extracted.parent.16" = extractvalue {i8*, i8*} %".533", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.16")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".536" = load i8*, i8** %"$phi.1"
  %".537" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  store i64 0, i64* %".539"
  %"extracted.meminfo.17" = extractvalue {i8*, i8*} %".531", 0
  %"extracted.parent.17" = extractvalue {i8*, i8*} %".531", 1
  %".543" = call i32 @"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29"(i64* %".539", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.17", i8* %"extracted.parent.17")
  %".544" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".545" = icmp eq i32 %".543", 0
  %".546" = icmp eq i32 %".543", -2
  %".547" = icmp eq i32 %".543", -1
  %".548" = icmp eq i32 %".543", -3
  %".549" = or i1 %".545", %".546"
  %".550" = xor i1 %".549", -1
  %".551" = icmp sge i32 %".543", 1
  %".552" = select  i1 %".551", {i8*, i32, i8*, i8*, i32}* %".544", {i8*, i32, i8*, i8*, i32}* undef
  %".553" = load i64, i64* %".539"
  br i1 %".550", label %"B58.if", label %"B58.endif", !prof !0
B84:
  %".566" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".568" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.19" = extractvalue {i8*, i8*} %".568", 0
  %"extracted.parent.19" = extractvalue {i8*, i8*} %".568", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.19")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".571" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  %".573" = load i64, i64* %"$phi.13"
  store i64 0, i64* %"$phi.13"
  %".575" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.20" = extractvalue {i8*, i8*} %".575", 0
  %"extracted.parent.20" = extractvalue {i8*, i8*} %".575", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.20")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
  %".578" = load i1, i1* %"$phi.10"
  store i1 0, i1* %"$phi.10"
  %".580" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  %".582" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".584" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %"extracted.index.4" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".584", 0
  %"extracted.array.4" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".584", 1
  %"extracted.meminfo.21" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 0
  %"extracted.parent.21" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 1
  %"extracted.nitems.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 2
  %"extracted.itemsize.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 3
  %"extracted.data.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 4
  %"extracted.shape.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 5
  %".585" = extractvalue [1 x i64] %"extracted.shape.7", 0
  %"extracted.strides.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 6
  %".586" = extractvalue [1 x i64] %"extracted.strides.7", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.21")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %".589" = load i64, i64* %"try_state"
  %".590" = sub i64 %".589", 1
  store i64 %".590", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".593" = load i8*, i8** %"$phi.3"
  %".594" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".597" = load i64, i64* %"try_state"
  %".598" = icmp ugt i64 %".597", 0
  %".599" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B85:
  br label %"B16"
B12.if:
  store i1 0, i1* %".57"
  br label %"B12.endif"
B12.endif:
  %".73" = load i1, i1* %".57"
  br i1 %".73", label %"B12.endif.if", label %"B12.endif.endif", !prof !1
B12.endif.if:
  %".75" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".76" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".67", i8* %".75")
  %".77" = icmp eq i8* null, %".76"
  br i1 %".77", label %"B12.endif.if.if", label %"B12.endif.if.else", !prof !0
B12.endif.endif:
  %".129" = load i1, i1* %".57"
  %".130" = xor i1 %".129", -1
  br i1 %".130", label %"B12.endif.endif.if", label %"B12.endif.endif.endif", !prof !0
B12.endif.if.if:
  store i1 0, i1* %".57"
  br label %"B12.endif.if.endif"
B12.endif.if.else:
  %".81" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".60", i32 0, i32 0
  store i8* %".76", i8** %".81"
  %".83" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".60", i32 0, i32 1
  store i8* null, i8** %".83"
  %".85" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".60", i32 0, i32 0
  %".86" = load i8*, i8** %".85"
  %".87" = call i8* @"NRT_MemInfo_data_fast"(i8* %".86")
  %".88" = bitcast i8* %".87" to {i64, i64, i8, i64}*
  %".89" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".88", i32 0, i32 1
  store i64 0, i64* %".89"
  %".91" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".60", i32 0, i32 0
  %".92" = load i8*, i8** %".91"
  %".93" = call i8* @"NRT_MemInfo_data_fast"(i8* %".92")
  %".94" = bitcast i8* %".93" to {i64, i64, i8, i64}*
  %".95" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".94", i32 0, i32 0
  store i64 0, i64* %".95"
  %".97" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".60", i32 0, i32 0
  %".98" = load i8*, i8** %".97"
  %".99" = call i8* @"NRT_MemInfo_data_fast"(i8* %".98")
  %".100" = bitcast i8* %".99" to {i64, i64, i8, i64}*
  %".101" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".100", i32 0, i32 2
  %".102" = zext i1 0 to i8
  store i8 %".102", i8* %".101"
  %".104" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".60", i32 0, i32 0
  %".105" = load i8*, i8** %".104"
  %".106" = call i8* @"NRT_MemInfo_data_fast"(i8* %".105")
  %".107" = bitcast i8* %".106" to {i64, i64, i8, i64}*
  %".108" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".107", i32 0, i32 0
  %".109" = load i64, i64* %".108"
  %".110" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".60", i32 0, i32 0
  %".111" = load i8*, i8** %".110"
  %".112" = call i8* @"NRT_MemInfo_data_fast"(i8* %".111")
  %".113" = bitcast i8* %".112" to {i64, i64, i8, i64}*
  %".114" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".113", i32 0, i32 3
  %".115" = getelementptr i64, i64* %".114", i64 0
  %".116" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".60", i32 0, i32 0
  %".117" = load i8*, i8** %".116"
  %".118" = call i8* @"NRT_MemInfo_data_fast"(i8* %".117")
  %".119" = bitcast i8* %".118" to {i64, i64, i8, i64}*
  %".120" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".119", i32 0, i32 3
  %".121" = getelementptr i64, i64* %".120", i64 0
  %".122" = ptrtoint i64* %".121" to i64
  %".123" = ptrtoint i64* %".115" to i64
  %".124" = sub i64 %".122", %".123"
  %".125" = bitcast i64* %".115" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".125", i8 0, i64 %".124", i1 0)
  br label %"B12.endif.if.endif"
B12.endif.if.endif:
  br label %"B12.endif.endif"
B12.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".133" = load i64, i64* %"try_state"
  %".134" = icmp ugt i64 %".133", 0
  %".135" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B12.endif.endif.endif:
  %".137" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".60", i32 0, i32 0
  %".138" = load i8*, i8** %".137"
  %".139" = call i8* @"NRT_MemInfo_data_fast"(i8* %".138")
  %".140" = bitcast i8* %".139" to {i64, i64, i8, i64}*
  %".141" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".140", i32 0, i32 0
  store i64 0, i64* %".141"
  %".143" = load {i8*, i8*}, {i8*, i8*}* %".60"
  %".144" = load i64, i64* %"try_state"
  %".145" = icmp ugt i64 %".144", 0
  %".146" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".147" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".146"
  %".148" = xor i1 %".147", -1
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".143", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".143", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.6")
  %".151" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".151", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".151", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*} %".143", {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".143", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".143", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %".156" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".156", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".156", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i8*, i8*} %".143", {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".143", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".143", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  br i1 %".148", label %"B84", label %"B14"
B16.if:
  %".197" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".181", i32 0, i32 5
  %".198" = getelementptr inbounds [1 x i64], [1 x i64]* %".197", i32 0, i32 0
  %".199" = load i64, i64* %".198", !range !3
  %".200" = insertvalue [1 x i64] undef, i64 %".199", 0
  %".201" = extractvalue [1 x i64] %".200", 0
  %".202" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".181", i32 0, i32 6
  %".203" = load [1 x i64], [1 x i64]* %".202"
  %".204" = extractvalue [1 x i64] %".203", 0
  %".205" = mul i64 %".204", %".192"
  %".206" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".181", i32 0, i32 4
  %".207" = load i64*, i64** %".206"
  %".208" = bitcast i64* %".207" to i8*
  %".209" = getelementptr i8, i8* %".208", i64 %".205"
  %".210" = bitcast i8* %".209" to i64*
  %".211" = load i64, i64* %".210"
  %".212" = getelementptr inbounds {i64, i1}, {i64, i1}* %".172", i32 0, i32 0
  store i64 %".211", i64* %".212"
  %".214" = add nsw i64 %".192", 1
  %".215" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".175", i32 0, i32 0
  %".216" = load i64*, i64** %".215"
  store i64 %".214", i64* %".216"
  br label %"B16.endif"
B16.endif:
  %".219" = load {i64, i1}, {i64, i1}* %".172"
  %"extracted.first" = extractvalue {i64, i1} %".219", 0
  %"extracted.second" = extractvalue {i64, i1} %".219", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".220"
  store {i64, i1} %".219", {i64, i1}* %".220"
  %".224" = getelementptr inbounds {i64, i1}, {i64, i1}* %".220", i32 0, i32 0
  %".225" = load i64, i64* %".224"
  store {i64, i1} zeroinitializer, {i64, i1}* %".226"
  store {i64, i1} %".219", {i64, i1}* %".226"
  %".230" = getelementptr inbounds {i64, i1}, {i64, i1}* %".226", i32 0, i32 1
  %".231" = load i1, i1* %".230"
  %"extracted.first.1" = extractvalue {i64, i1} %".219", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".219", 1
  %".233" = load i64, i64* %"$phi.7"
  store i64 %".225", i64* %"$phi.7"
  br i1 %".231", label %"B20", label %"B54"
B22.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".258" = load i64, i64* %"try_state"
  %".259" = icmp ugt i64 %".258", 0
  %".260" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B22.else:
  store i64 0, i64* %".262"
  store i64 0, i64* %".265"
  %".268" = icmp eq i64 %".252", -9223372036854775808
  %".269" = icmp eq i64 2, -1
  %".270" = and i1 %".268", %".269"
  %".271" = xor i1 %".270", -1
  br i1 %".271", label %"B22.else.if", label %"B22.else.endif", !prof !1
B22.endif:
  %".294" = load i64, i64* %"rem"
  %".295" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".297" = load i64, i64* %"try_state"
  %".298" = icmp ugt i64 %".297", 0
  %".299" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".300" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".299"
  %".301" = xor i1 %".300", -1
  %".303" = load i64, i64* %"$phi.9"
  store i64 %".294", i64* %"$phi.9"
  br i1 %".301", label %"B84", label %"B28"
B22.else.if:
  %".273" = sdiv i64 %".252", 2
  %".274" = srem i64 %".252", 2
  %".275" = xor i64 2, %".274"
  %".276" = icmp slt i64 %".275", 0
  %".277" = icmp ne i64 %".274", 0
  %".278" = and i1 %".277", %".276"
  br i1 %".278", label %"B22.else.if.if", label %"B22.else.if.else"
B22.else.endif:
  %".289" = load i64, i64* %".262"
  %".290" = load i64, i64* %".265"
  store i64 %".289", i64* %"quot"
  store i64 %".290", i64* %"rem"
  br label %"B22.endif"
B22.else.if.if:
  %".283" = sub i64 %".273", 1
  store i64 %".283", i64* %".262"
  %".285" = add i64 %".274", 2
  store i64 %".285", i64* %".265"
  br label %"B22.else.if.endif"
B22.else.if.else:
  store i64 %".273", i64* %".262"
  store i64 %".274", i64* %".265"
  br label %"B22.else.if.endif"
B22.else.if.endif:
  br label %"B22.else.endif"
B48.if:
  %".384" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".373", i64 8)
  %".385" = extractvalue {i64, i1} %".384", 0
  %".386" = extractvalue {i64, i1} %".384", 1
  %".387" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".385", i64 24)
  %".388" = extractvalue {i64, i1} %".387", 0
  %".389" = extractvalue {i64, i1} %".387", 1
  %".390" = or i1 %".386", %".389"
  br i1 %".390", label %"B48.if.if", label %"B48.if.endif", !prof !0
B48.endif:
  br i1 %".380", label %"B48.endif.if", label %"B48.endif.endif", !prof !0
B48.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".393" = load i64, i64* %"try_state"
  %".394" = icmp ugt i64 %".393", 0
  %".395" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B48.if.endif:
  %".397" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".398" = load i8*, i8** %".397"
  %".399" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".398", i64 %".388")
  %".400" = icmp eq i8* null, %".399"
  br i1 %".400", label %"B48.if.endif.if", label %"B48.if.endif.endif", !prof !0
B48.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".403" = load i64, i64* %"try_state"
  %".404" = icmp ugt i64 %".403", 0
  %".405" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B48.if.endif.endif:
  %".407" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".408" = load i8*, i8** %".407"
  %".409" = call i8* @"NRT_MemInfo_data_fast"(i8* %".408")
  %".410" = bitcast i8* %".409" to {i64, i64, i8, i64}*
  %".411" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".410", i32 0, i32 1
  store i64 %".373", i64* %".411"
  br label %"B48.endif"
B48.endif.if:
  %".415" = ashr i64 %".373", 2
  %".416" = add i64 %".373", %".415"
  %".417" = add i64 8, %".416"
  %".418" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".417", i64 8)
  %".419" = extractvalue {i64, i1} %".418", 0
  %".420" = extractvalue {i64, i1} %".418", 1
  %".421" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".419", i64 24)
  %".422" = extractvalue {i64, i1} %".421", 0
  %".423" = extractvalue {i64, i1} %".421", 1
  %".424" = or i1 %".420", %".423"
  br i1 %".424", label %"B48.endif.if.if", label %"B48.endif.if.endif", !prof !0
B48.endif.endif:
  %".471" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".472" = load i8*, i8** %".471"
  %".473" = call i8* @"NRT_MemInfo_data_fast"(i8* %".472")
  %".474" = bitcast i8* %".473" to {i64, i64, i8, i64}*
  %".475" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".474", i32 0, i32 0
  store i64 %".373", i64* %".475"
  %".477" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".478" = load i8*, i8** %".477"
  %".479" = call i8* @"NRT_MemInfo_data_fast"(i8* %".478")
  %".480" = bitcast i8* %".479" to {i64, i64, i8, i64}*
  %".481" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".480", i32 0, i32 3
  %".482" = getelementptr i64, i64* %".481", i64 %".372"
  %".483" = load i64, i64* %".482"
  %".484" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".485" = load i8*, i8** %".484"
  %".486" = call i8* @"NRT_MemInfo_data_fast"(i8* %".485")
  %".487" = bitcast i8* %".486" to {i64, i64, i8, i64}*
  %".488" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".487", i32 0, i32 3
  %".489" = getelementptr i64, i64* %".488", i64 %".372"
  store i64 %".362", i64* %".489"
  %".491" = load i64, i64* %"$phi.13"
  store i64 0, i64* %"$phi.13"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".360", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".360", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  %".494" = load i64, i64* %"try_state"
  %".495" = icmp ugt i64 %".494", 0
  %".496" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".497" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".496"
  %".498" = xor i1 %".497", -1
  br i1 %".498", label %"B84", label %"B50"
B48.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".427" = load i64, i64* %"try_state"
  %".428" = icmp ugt i64 %".427", 0
  %".429" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B48.endif.if.endif:
  %".431" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".432" = load i8*, i8** %".431"
  %".433" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".432", i64 %".422")
  %".434" = icmp eq i8* null, %".433"
  br i1 %".434", label %"B48.endif.if.endif.if", label %"B48.endif.if.endif.endif", !prof !0
B48.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".437" = load i64, i64* %"try_state"
  %".438" = icmp ugt i64 %".437", 0
  %".439" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B48.endif.if.endif.endif:
  %".441" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".442" = load i8*, i8** %".441"
  %".443" = call i8* @"NRT_MemInfo_data_fast"(i8* %".442")
  %".444" = bitcast i8* %".443" to {i64, i64, i8, i64}*
  %".445" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".444", i32 0, i32 1
  store i64 %".417", i64* %".445"
  %".447" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".448" = load i8*, i8** %".447"
  %".449" = call i8* @"NRT_MemInfo_data_fast"(i8* %".448")
  %".450" = bitcast i8* %".449" to {i64, i64, i8, i64}*
  %".451" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".450", i32 0, i32 0
  %".452" = load i64, i64* %".451"
  %".453" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".454" = load i8*, i8** %".453"
  %".455" = call i8* @"NRT_MemInfo_data_fast"(i8* %".454")
  %".456" = bitcast i8* %".455" to {i64, i64, i8, i64}*
  %".457" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".456", i32 0, i32 3
  %".458" = getelementptr i64, i64* %".457", i64 %".452"
  %".459" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".363", i32 0, i32 0
  %".460" = load i8*, i8** %".459"
  %".461" = call i8* @"NRT_MemInfo_data_fast"(i8* %".460")
  %".462" = bitcast i8* %".461" to {i64, i64, i8, i64}*
  %".463" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".462", i32 0, i32 3
  %".464" = getelementptr i64, i64* %".463", i64 %".417"
  %".465" = ptrtoint i64* %".464" to i64
  %".466" = ptrtoint i64* %".458" to i64
  %".467" = sub i64 %".465", %".466"
  %".468" = bitcast i64* %".458" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".468", i8 0, i64 %".467", i1 0)
  br label %"B48.endif.endif"
B58.if:
  %".555" = load i64, i64* %"try_state"
  %".556" = icmp ugt i64 %".555", 0
  %".557" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".552", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".559" = xor i1 %".556", -1
  br i1 %".559", label %"B58.if.if", label %"B58.if.endif"
B58.endif:
  %"extracted.meminfo.18" = extractvalue {i8*, i8*} %".531", 0
  %"extracted.parent.18" = extractvalue {i8*, i8*} %".531", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.18")
  store i64 %".553", i64* %"retptr"
  ret i32 0
B58.if.if:
  ret i32 %".543"
B58.if.endif:
  br label %"B58.endif"
}

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

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

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object4" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object4.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object4" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object4" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object4.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

declare i32 @"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.iterable.0", i8* %"arg.iterable.1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'AssertionError'>, ("Unreachable condition reached (op code RERAISE executed)\n-------------------------------------------------------------------------------\nThis should not have happened, a problem has occurred in Numba's internals.\nYou are currently using Numba version 0.68.1.\n\nPlease report the error message and traceback, along with a minimal reproducer\nat: https://github.com/numba/numba/issues/new?template=bug_report.md\n\nIf more help is needed please feel free to ask on the Numba discourse forum:\nhttps://numba.discourse.group/\n\nThanks in advance for your help in improving Numba!\n\n",), ('list_comprehension', 'cases/numba_containers.py', 52))
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
