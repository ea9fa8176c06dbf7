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
  %".268" = alloca i64
  store i64 0, i64* %".268"
  %".271" = alloca i64
  store i64 0, i64* %".271"
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
  %".379" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".379"
  %".541" = alloca i64
  store i64 0, i64* %".541"
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
  br i1 %".165", label %"B80", label %"B16"
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
  br i1 %".246", label %"B80", label %"B22"
B22:
  %".248" = load i64, i64* %"try_state"
  %".249" = icmp ugt i64 %".248", 0
  %".250" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".251" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".250"
  %".252" = xor i1 %".251", -1
  %".253" = load i64, i64* %"x"
  %".255" = load i64, i64* %"$phi.8"
  store i64 %".253", i64* %"$phi.8"
  br i1 %".252", label %"B80", label %"B24"
B24:
  %".258" = load i64, i64* %"$phi.8"
  %".261" = icmp eq i64 2, 0
  br i1 %".261", label %"B24.if", label %"B24.else", !prof !0
B30:
  %".312" = load i64, i64* %"$phi.9"
  %".313" = icmp eq i64 %".312", 0
  %".314" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  %".316" = load i64, i64* %"try_state"
  %".317" = icmp ugt i64 %".316", 0
  %".318" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".319" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".318"
  %".320" = xor i1 %".319", -1
  %".322" = load i1, i1* %"$phi.10"
  store i1 %".313", i1* %"$phi.10"
  br i1 %".320", label %"B80", label %"B36"
B36:
  %".325" = load i1, i1* %"$phi.10"
  %".326" = load i1, i1* %"$phi.10"
  store i1 0, i1* %"$phi.10"
  br i1 %".325", label %"B40", label %"B38"
B38:
  %".329" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".331" = load i64, i64* %"try_state"
  %".332" = sub i64 %".331", 1
  store i64 %".332", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B81"
B40:
  %".336" = load i64, i64* %"try_state"
  %".337" = sub i64 %".336", 1
  store i64 %".337", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".340" = load i64, i64* %"x"
  %".342" = load i64, i64* %"$phi.11"
  store i64 %".340", i64* %"$phi.11"
  br label %"B42"
B42:
  %".345" = load i64, i64* %"try_state"
  %".346" = add i64 %".345", 1
  store i64 %".346", i64* %"try_state"
  %".348" = load i64, i64* %"try_state"
  %".349" = icmp ugt i64 %".348", 0
  %".350" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".351" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".350"
  %".352" = xor i1 %".351", -1
  %".353" = load i64, i64* %"x"
  %".355" = load i64, i64* %"$phi.12"
  store i64 %".353", i64* %"$phi.12"
  %".357" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  br i1 %".352", label %"B80", label %"B44"
B44:
  %".360" = load i64, i64* %"$phi.11"
  %".361" = load i64, i64* %"$phi.12"
  %".362" = mul nsw i64 %".360", %".361"
  %".363" = load i64, i64* %"$phi.12"
  store i64 0, i64* %"$phi.12"
  %".365" = load i64, i64* %"$phi.11"
  store i64 0, i64* %"$phi.11"
  %".367" = load i64, i64* %"try_state"
  %".368" = icmp ugt i64 %".367", 0
  %".369" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".370" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".369"
  %".371" = xor i1 %".370", -1
  %".373" = load i64, i64* %"$phi.13"
  store i64 %".362", i64* %"$phi.13"
  br i1 %".371", label %"B80", label %"B48"
B48:
  %".376" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".376", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".376", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.11")
  %".378" = load i64, i64* %"$phi.13"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".379"
  store {i8*, i8*} %".376", {i8*, i8*}* %".379"
  %".383" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".384" = load i8*, i8** %".383"
  %".385" = call i8* @"NRT_MemInfo_data_fast"(i8* %".384")
  %".386" = bitcast i8* %".385" to {i64, i64, i8, i64}*
  %".387" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".386", i32 0, i32 0
  %".388" = load i64, i64* %".387"
  %".389" = add i64 %".388", 1
  %".390" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".391" = load i8*, i8** %".390"
  %".392" = call i8* @"NRT_MemInfo_data_fast"(i8* %".391")
  %".393" = bitcast i8* %".392" to {i64, i64, i8, i64}*
  %".394" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".393", i32 0, i32 1
  %".395" = load i64, i64* %".394"
  %".396" = icmp slt i64 %".395", %".389"
  %".397" = ashr i64 %".395", 2
  %".398" = icmp sgt i64 %".397", %".389"
  br i1 %".398", label %"B48.if", label %"B48.endif", !prof !0
B50:
  br label %"B81"
B52:
  %".517" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  %".519" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".519", 0
  %"extracted.parent.13" = extractvalue {i8*, i8*} %".519", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.13")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
  %".522" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".524" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".524", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".524", 1
  %"extracted.meminfo.14" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.14" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".525" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".526" = extractvalue [1 x i64] %"extracted.strides.6", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.14")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %".529" = load i64, i64* %"try_state"
  %".530" = sub i64 %".529", 1
  store i64 %".530", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".533" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.15" = extractvalue {i8*, i8*} %".533", 0
  %"extracted.parent.15" = extractvalue {i8*, i8*} %".533", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.15")
  %".535" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.16" = extractvalue {i8*, i8*} %".535", 0
  %"extracted.parent.16" = extractvalue {i8*, i8*} %".535", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.16")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".538" = load i8*, i8** %"$phi.1"
  %".539" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  store i64 0, i64* %".541"
  %"extracted.meminfo.17" = extractvalue {i8*, i8*} %".533", 0
  %"extracted.parent.17" = extractvalue {i8*, i8*} %".533", 1
  %".545" = call i32 @"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29"(i64* %".541", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.17", i8* %"extracted.parent.17")
  %".546" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".547" = icmp eq i32 %".545", 0
  %".548" = icmp eq i32 %".545", -2
  %".549" = icmp eq i32 %".545", -1
  %".550" = icmp eq i32 %".545", -3
  %".551" = or i1 %".547", %".548"
  %".552" = xor i1 %".551", -1
  %".553" = icmp sge i32 %".545", 1
  %".554" = select  i1 %".553", {i8*, i32, i8*, i8*, i32}* %".546", {i8*, i32, i8*, i8*, i32}* undef
  %".555" = load i64, i64* %".541"
  br i1 %".552", label %"B52.if", label %"B52.endif", !prof !0
B80:
  %".568" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".570" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.19" = extractvalue {i8*, i8*} %".570", 0
  %"extracted.parent.19" = extractvalue {i8*, i8*} %".570", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.19")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".573" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  %".575" = load i64, i64* %"$phi.13"
  store i64 0, i64* %"$phi.13"
  %".577" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.20" = extractvalue {i8*, i8*} %".577", 0
  %"extracted.parent.20" = extractvalue {i8*, i8*} %".577", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.20")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
  %".580" = load i64, i64* %"$phi.12"
  store i64 0, i64* %"$phi.12"
  %".582" = load i64, i64* %"$phi.11"
  store i64 0, i64* %"$phi.11"
  %".584" = load i1, i1* %"$phi.10"
  store i1 0, i1* %"$phi.10"
  %".586" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  %".588" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".590" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %"extracted.index.4" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".590", 0
  %"extracted.array.4" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".590", 1
  %"extracted.meminfo.21" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 0
  %"extracted.parent.21" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 1
  %"extracted.nitems.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 2
  %"extracted.itemsize.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 3
  %"extracted.data.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 4
  %"extracted.shape.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 5
  %".591" = extractvalue [1 x i64] %"extracted.shape.7", 0
  %"extracted.strides.7" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.4", 6
  %".592" = extractvalue [1 x i64] %"extracted.strides.7", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.21")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.2"
  %".595" = load i64, i64* %"try_state"
  %".596" = sub i64 %".595", 1
  store i64 %".596", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".599" = load i8*, i8** %"$phi.3"
  %".600" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".603" = load i64, i64* %"try_state"
  %".604" = icmp ugt i64 %".603", 0
  %".605" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B81:
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
  br label %"B80"
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
  br i1 %".148", label %"B80", label %"B14"
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
  %".208" = ptrtoint i64* %".207" to i64
  %".209" = add i64 %".208", %".205"
  %".210" = inttoptr i64 %".209" to i64*
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
  br i1 %".231", label %"B20", label %"B52"
B24.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".264" = load i64, i64* %"try_state"
  %".265" = icmp ugt i64 %".264", 0
  %".266" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B80"
B24.else:
  store i64 0, i64* %".268"
  store i64 0, i64* %".271"
  %".274" = icmp eq i64 %".258", -9223372036854775808
  %".275" = icmp eq i64 2, -1
  %".276" = and i1 %".274", %".275"
  %".277" = xor i1 %".276", -1
  br i1 %".277", label %"B24.else.if", label %"B24.else.endif", !prof !1
B24.endif:
  %".300" = load i64, i64* %"rem"
  %".301" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".303" = load i64, i64* %"try_state"
  %".304" = icmp ugt i64 %".303", 0
  %".305" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".306" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".305"
  %".307" = xor i1 %".306", -1
  %".309" = load i64, i64* %"$phi.9"
  store i64 %".300", i64* %"$phi.9"
  br i1 %".307", label %"B80", label %"B30"
B24.else.if:
  %".279" = sdiv i64 %".258", 2
  %".280" = srem i64 %".258", 2
  %".281" = xor i64 2, %".280"
  %".282" = icmp slt i64 %".281", 0
  %".283" = icmp ne i64 %".280", 0
  %".284" = and i1 %".283", %".282"
  br i1 %".284", label %"B24.else.if.if", label %"B24.else.if.else"
B24.else.endif:
  %".295" = load i64, i64* %".268"
  %".296" = load i64, i64* %".271"
  store i64 %".295", i64* %"quot"
  store i64 %".296", i64* %"rem"
  br label %"B24.endif"
B24.else.if.if:
  %".289" = sub i64 %".279", 1
  store i64 %".289", i64* %".268"
  %".291" = add i64 %".280", 2
  store i64 %".291", i64* %".271"
  br label %"B24.else.if.endif"
B24.else.if.else:
  store i64 %".279", i64* %".268"
  store i64 %".280", i64* %".271"
  br label %"B24.else.if.endif"
B24.else.if.endif:
  br label %"B24.else.endif"
B48.if:
  %".400" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".389", i64 8)
  %".401" = extractvalue {i64, i1} %".400", 0
  %".402" = extractvalue {i64, i1} %".400", 1
  %".403" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".401", i64 24)
  %".404" = extractvalue {i64, i1} %".403", 0
  %".405" = extractvalue {i64, i1} %".403", 1
  %".406" = or i1 %".402", %".405"
  br i1 %".406", label %"B48.if.if", label %"B48.if.endif", !prof !0
B48.endif:
  br i1 %".396", label %"B48.endif.if", label %"B48.endif.endif", !prof !0
B48.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".409" = load i64, i64* %"try_state"
  %".410" = icmp ugt i64 %".409", 0
  %".411" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B80"
B48.if.endif:
  %".413" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".414" = load i8*, i8** %".413"
  %".415" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".414", i64 %".404")
  %".416" = icmp eq i8* null, %".415"
  br i1 %".416", label %"B48.if.endif.if", label %"B48.if.endif.endif", !prof !0
B48.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".419" = load i64, i64* %"try_state"
  %".420" = icmp ugt i64 %".419", 0
  %".421" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B80"
B48.if.endif.endif:
  %".423" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".424" = load i8*, i8** %".423"
  %".425" = call i8* @"NRT_MemInfo_data_fast"(i8* %".424")
  %".426" = bitcast i8* %".425" to {i64, i64, i8, i64}*
  %".427" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".426", i32 0, i32 1
  store i64 %".389", i64* %".427"
  br label %"B48.endif"
B48.endif.if:
  %".431" = ashr i64 %".389", 2
  %".432" = add i64 %".389", %".431"
  %".433" = add i64 8, %".432"
  %".434" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".433", i64 8)
  %".435" = extractvalue {i64, i1} %".434", 0
  %".436" = extractvalue {i64, i1} %".434", 1
  %".437" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".435", i64 24)
  %".438" = extractvalue {i64, i1} %".437", 0
  %".439" = extractvalue {i64, i1} %".437", 1
  %".440" = or i1 %".436", %".439"
  br i1 %".440", label %"B48.endif.if.if", label %"B48.endif.if.endif", !prof !0
B48.endif.endif:
  %".487" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".488" = load i8*, i8** %".487"
  %".489" = call i8* @"NRT_MemInfo_data_fast"(i8* %".488")
  %".490" = bitcast i8* %".489" to {i64, i64, i8, i64}*
  %".491" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".490", i32 0, i32 0
  store i64 %".389", i64* %".491"
  %".493" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".494" = load i8*, i8** %".493"
  %".495" = call i8* @"NRT_MemInfo_data_fast"(i8* %".494")
  %".496" = bitcast i8* %".495" to {i64, i64, i8, i64}*
  %".497" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".496", i32 0, i32 3
  %".498" = getelementptr i64, i64* %".497", i64 %".388"
  %".499" = load i64, i64* %".498"
  %".500" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".501" = load i8*, i8** %".500"
  %".502" = call i8* @"NRT_MemInfo_data_fast"(i8* %".501")
  %".503" = bitcast i8* %".502" to {i64, i64, i8, i64}*
  %".504" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".503", i32 0, i32 3
  %".505" = getelementptr i64, i64* %".504", i64 %".388"
  store i64 %".378", i64* %".505"
  %".507" = load i64, i64* %"$phi.13"
  store i64 0, i64* %"$phi.13"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".376", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".376", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  %".510" = load i64, i64* %"try_state"
  %".511" = icmp ugt i64 %".510", 0
  %".512" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".513" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".512"
  %".514" = xor i1 %".513", -1
  br i1 %".514", label %"B80", label %"B50"
B48.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".443" = load i64, i64* %"try_state"
  %".444" = icmp ugt i64 %".443", 0
  %".445" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B80"
B48.endif.if.endif:
  %".447" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".448" = load i8*, i8** %".447"
  %".449" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".448", i64 %".438")
  %".450" = icmp eq i8* null, %".449"
  br i1 %".450", label %"B48.endif.if.endif.if", label %"B48.endif.if.endif.endif", !prof !0
B48.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".453" = load i64, i64* %"try_state"
  %".454" = icmp ugt i64 %".453", 0
  %".455" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B80"
B48.endif.if.endif.endif:
  %".457" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".458" = load i8*, i8** %".457"
  %".459" = call i8* @"NRT_MemInfo_data_fast"(i8* %".458")
  %".460" = bitcast i8* %".459" to {i64, i64, i8, i64}*
  %".461" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".460", i32 0, i32 1
  store i64 %".433", i64* %".461"
  %".463" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".464" = load i8*, i8** %".463"
  %".465" = call i8* @"NRT_MemInfo_data_fast"(i8* %".464")
  %".466" = bitcast i8* %".465" to {i64, i64, i8, i64}*
  %".467" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".466", i32 0, i32 0
  %".468" = load i64, i64* %".467"
  %".469" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".470" = load i8*, i8** %".469"
  %".471" = call i8* @"NRT_MemInfo_data_fast"(i8* %".470")
  %".472" = bitcast i8* %".471" to {i64, i64, i8, i64}*
  %".473" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".472", i32 0, i32 3
  %".474" = getelementptr i64, i64* %".473", i64 %".468"
  %".475" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".379", i32 0, i32 0
  %".476" = load i8*, i8** %".475"
  %".477" = call i8* @"NRT_MemInfo_data_fast"(i8* %".476")
  %".478" = bitcast i8* %".477" to {i64, i64, i8, i64}*
  %".479" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".478", i32 0, i32 3
  %".480" = getelementptr i64, i64* %".479", i64 %".433"
  %".481" = ptrtoint i64* %".480" to i64
  %".482" = ptrtoint i64* %".474" to i64
  %".483" = sub i64 %".481", %".482"
  %".484" = bitcast i64* %".474" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".484", i8 0, i64 %".483", i1 0)
  br label %"B48.endif.endif"
B52.if:
  %".557" = load i64, i64* %"try_state"
  %".558" = icmp ugt i64 %".557", 0
  %".559" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".554", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".561" = xor i1 %".558", -1
  br i1 %".561", label %"B52.if.if", label %"B52.if.endif"
B52.endif:
  %"extracted.meminfo.18" = extractvalue {i8*, i8*} %".533", 0
  %"extracted.parent.18" = extractvalue {i8*, i8*} %".533", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.18")
  store i64 %".555", i64* %"retptr"
  ret i32 0
B52.if.if:
  ret i32 %".545"
B52.if.endif:
  br label %"B52.endif"
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

declare i32 @"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.iterable.0", i8* %"arg.iterable.1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'AssertionError'>, ("Unreachable condition reached (op code RERAISE executed)\n-------------------------------------------------------------------------------\nThis should not have happened, a problem has occurred in Numba's internals.\nYou are currently using Numba version 0.62.1.\n\nPlease report the error message and traceback, along with a minimal reproducer\nat: https://github.com/numba/numba/issues/new?template=bug_report.md\n\nIf more help is needed please feel free to speak to the Numba core developers\ndirectly at: https://gitter.im/numba/numba\n\nThanks in advance for your help in improving Numba!\n\n",), ('list_comprehension', 'cases/numba_containers.py', 52))
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!numba_args_may_always_need_nrt = !{ !4 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*)* @"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29" }
