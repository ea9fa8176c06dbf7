; ModuleID = "returns_typed_dict"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE"({i8*, i8*}* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.keys.0", i8* %"arg.keys.1", i64 %"arg.keys.2", i64 %"arg.keys.3", i64* %"arg.keys.4", i64 %"arg.keys.5.0", i64 %"arg.keys.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"arg.keys.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.keys.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.keys.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.keys.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize", i64* %"arg.keys.4", 4
  %".11" = insertvalue [1 x i64] undef, i64 %"arg.keys.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".11", 5
  %".12" = insertvalue [1 x i64] undef, i64 %"arg.keys.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".12", 6
  %".16" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".16"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"d" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"d"
  %".48" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".48"
  %".51" = alloca i64
  store i64 0, i64* %".51"
  %"$phi.1" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".79" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".79"
  %".82" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".82"
  %".88" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".88"
  %".127" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".127"
  %".133" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".133"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %".149" = alloca i8*
  store i8* null, i8** %".149"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
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
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".16"
  %".20" = call i32 @"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2918class_28float64_2924omitted_28default_3d0_29"({i8*, i8*}* %".16", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* null, i8* null, i8* null)
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
B110:
  %".78" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".79"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".82"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".78", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".82"
  %".86" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".82", i32 0, i32 1
  %".87" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".86"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".88"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".87", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".88"
  %".92" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 5
  %".93" = getelementptr inbounds [1 x i64], [1 x i64]* %".92", i32 0, i32 0
  %".94" = load i64, i64* %".93", !range !1
  %".95" = insertvalue [1 x i64] undef, i64 %".94", 0
  %".96" = extractvalue [1 x i64] %".95", 0
  %".97" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".82", i32 0, i32 0
  %".98" = load i64*, i64** %".97"
  %".99" = load i64, i64* %".98"
  %".100" = icmp slt i64 %".99", %".96"
  %".101" = getelementptr inbounds {i64, i1}, {i64, i1}* %".79", i32 0, i32 1
  store i1 %".100", i1* %".101"
  br i1 %".100", label %"B110.if", label %"B110.endif"
B114:
  %".143" = load i64, i64* %"$phi.2"
  %".144" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".146" = sitofp i64 %".143" to double
  %".147" = fmul double %".146", 0xADDRESS
  %".148" = load {i8*, i8*}, {i8*, i8*}* %"d"
  store i8* null, i8** %".149"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".148", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %".148", 1
  %".153" = call i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd"(i8** %".149", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.7", i8* %"extracted.data.7", i64 %".143", double %".147")
  %".154" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".155" = icmp eq i32 %".153", 0
  %".156" = icmp eq i32 %".153", -2
  %".157" = icmp eq i32 %".153", -1
  %".158" = icmp eq i32 %".153", -3
  %".159" = or i1 %".155", %".156"
  %".160" = xor i1 %".159", -1
  %".161" = icmp sge i32 %".153", 1
  %".162" = select  i1 %".161", {i8*, i32, i8*, i8*, i32}* %".154", {i8*, i32, i8*, i8*, i32}* undef
  %".163" = load i8*, i8** %".149"
  br i1 %".160", label %"B114.if", label %"B114.endif", !prof !0
B134:
  %".174" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".176" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".176", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".176", 1
  %"extracted.meminfo.8" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.8" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".177" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".178" = extractvalue [1 x i64] %"extracted.strides.6", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".181" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".181", 0
  %"extracted.data.9" = extractvalue {i8*, i8*} %".181", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.9")
  %".183" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".183", 0
  %"extracted.data.10" = extractvalue {i8*, i8*} %".183", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"d"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".181", 0
  %"extracted.data.11" = extractvalue {i8*, i8*} %".181", 1
  %".186" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.11", 0
  %".187" = insertvalue {i8*, i8*} %".186", i8* %"extracted.data.11", 1
  store {i8*, i8*} %".187", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store i64 0, i64* %"try_state"
  %".36" = load i64, i64* %"try_state"
  %".37" = icmp ugt i64 %".36", 0
  %".38" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".29", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".40" = xor i1 %".37", -1
  br i1 %".40", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".45" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".45", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %".45", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %"inserted.data.1", {i8*, i8*}* %"d"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".48"
  store i64 0, i64* %".51"
  %".54" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".48", i32 0, i32 0
  store i64* %".51", i64** %".54"
  %".56" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".48", i32 0, i32 1
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".56"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".58" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".59" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".61" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".48"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".62" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".63" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  %"extracted.index" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".61", 0
  %"extracted.array" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".61", 1
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 5
  %".65" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 6
  %".66" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  %".69" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".69", 0
  %"extracted.array.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".69", 1
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 5
  %".70" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 6
  %".71" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".61", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".61", 0
  %"extracted.array.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".61", 1
  %"extracted.meminfo.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 5
  %".74" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 6
  %".75" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  br label %"B110"
B0.if.if:
  ret i32 %".20"
B0.if.endif:
  br label %"B0.endif"
B110.if:
  %".104" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 5
  %".105" = getelementptr inbounds [1 x i64], [1 x i64]* %".104", i32 0, i32 0
  %".106" = load i64, i64* %".105", !range !1
  %".107" = insertvalue [1 x i64] undef, i64 %".106", 0
  %".108" = extractvalue [1 x i64] %".107", 0
  %".109" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 6
  %".110" = load [1 x i64], [1 x i64]* %".109"
  %".111" = extractvalue [1 x i64] %".110", 0
  %".112" = mul i64 %".111", %".99"
  %".113" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".88", i32 0, i32 4
  %".114" = load i64*, i64** %".113"
  %".115" = ptrtoint i64* %".114" to i64
  %".116" = add i64 %".115", %".112"
  %".117" = inttoptr i64 %".116" to i64*
  %".118" = load i64, i64* %".117"
  %".119" = getelementptr inbounds {i64, i1}, {i64, i1}* %".79", i32 0, i32 0
  store i64 %".118", i64* %".119"
  %".121" = add nsw i64 %".99", 1
  %".122" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".82", i32 0, i32 0
  %".123" = load i64*, i64** %".122"
  store i64 %".121", i64* %".123"
  br label %"B110.endif"
B110.endif:
  %".126" = load {i64, i1}, {i64, i1}* %".79"
  %"extracted.first" = extractvalue {i64, i1} %".126", 0
  %"extracted.second" = extractvalue {i64, i1} %".126", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".127"
  store {i64, i1} %".126", {i64, i1}* %".127"
  %".131" = getelementptr inbounds {i64, i1}, {i64, i1}* %".127", i32 0, i32 0
  %".132" = load i64, i64* %".131"
  store {i64, i1} zeroinitializer, {i64, i1}* %".133"
  store {i64, i1} %".126", {i64, i1}* %".133"
  %".137" = getelementptr inbounds {i64, i1}, {i64, i1}* %".133", i32 0, i32 1
  %".138" = load i1, i1* %".137"
  %"extracted.first.1" = extractvalue {i64, i1} %".126", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".126", 1
  %".140" = load i64, i64* %"$phi.2"
  store i64 %".132", i64* %"$phi.2"
  br i1 %".138", label %"B114", label %"B134"
B114.if:
  %".165" = load i64, i64* %"try_state"
  %".166" = icmp ugt i64 %".165", 0
  %".167" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".162", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".169" = xor i1 %".166", -1
  br i1 %".169", label %"B114.if.if", label %"B114.if.endif"
B114.endif:
  br label %"B110"
B114.if.if:
  ret i32 %".153"
B114.if.endif:
  br label %"B114.endif"
}

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2918class_28float64_2924omitted_28default_3d0_29"({i8*, i8*}* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.cls", i8* %"arg.key_type", i8* %"arg.value_type")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd"(i8** captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i64 %"arg.key", double %"arg.value")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i64 0, i64 9223372036854775807 }
