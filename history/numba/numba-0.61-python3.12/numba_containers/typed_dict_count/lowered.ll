; ModuleID = "typed_dict_count"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", i64* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
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
  %".16" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".16"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"counts" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"counts"
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
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".155" = alloca i64
  store i64 0, i64* %".155"
  %".158" = alloca i64
  store i64 0, i64* %".158"
  %".190" = alloca i64
  store i64 0, i64* %".190"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".214" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".214"
  %".220" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".220"
  %".225" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".225"
  %".237" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".237"
  %".256" = alloca i8*
  store i8* null, i8** %".256"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".289" = alloca i64
  store i64 0, i64* %".289"
  %"excinfo.4" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".315" = alloca i64
  store i64 0, i64* %".315"
  %"excinfo.5" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".342" = alloca i64
  store i64 0, i64* %".342"
  %"excinfo.6" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
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
  %".20" = call i32 @"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29"({i8*, i8*}* %".16", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* null, i8* null, i8* null)
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
  %".148" = icmp eq i64 3, 0
  br i1 %".148", label %"B114.if", label %"B114.else", !prof !0
B176:
  %".281" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".283" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".283", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".283", 1
  %"extracted.meminfo.11" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.12" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".284" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".285" = extractvalue [1 x i64] %"extracted.strides.6", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".288" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  store i64 0, i64* %".289"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".288", 0
  %"extracted.data.13" = extractvalue {i8*, i8*} %".288", 1
  %".293" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"(i64* %".289", {i8*, i32, i8*, i8*, i32}** %"excinfo.4", i8* %"extracted.meminfo.12", i8* %"extracted.data.13", i64 0)
  %".294" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".295" = icmp eq i32 %".293", 0
  %".296" = icmp eq i32 %".293", -2
  %".297" = icmp eq i32 %".293", -1
  %".298" = icmp eq i32 %".293", -3
  %".299" = or i1 %".295", %".296"
  %".300" = xor i1 %".299", -1
  %".301" = icmp sge i32 %".293", 1
  %".302" = select  i1 %".301", {i8*, i32, i8*, i8*, i32}* %".294", {i8*, i32, i8*, i8*, i32}* undef
  %".303" = load i64, i64* %".289"
  br i1 %".300", label %"B176.if", label %"B176.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".36" = load i64, i64* %"try_state"
  %".37" = icmp ugt i64 %".36", 0
  %".38" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".29", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".40" = xor i1 %".37", -1
  br i1 %".40", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".45" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".45", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %".45", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %"inserted.data.1", {i8*, i8*}* %"counts"
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
  br i1 %".138", label %"B114", label %"B176"
B114.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".151" = load i64, i64* %"try_state"
  %".152" = icmp ugt i64 %".151", 0
  %".153" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B114.else:
  store i64 0, i64* %".155"
  store i64 0, i64* %".158"
  %".161" = icmp eq i64 %".143", -9223372036854775808
  %".162" = icmp eq i64 3, -1
  %".163" = and i1 %".161", %".162"
  %".164" = xor i1 %".163", -1
  br i1 %".164", label %"B114.else.if", label %"B114.else.endif", !prof !3
B114.endif:
  %".187" = load i64, i64* %"rem"
  %".188" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".188", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %".188", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  store i64 0, i64* %".190"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".188", 0
  %"extracted.data.8" = extractvalue {i8*, i8*} %".188", 1
  %".194" = call i32 @"_ZN5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i64* %".190", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.8", i8* %"extracted.data.8", i64 %".187", i64 0)
  %".195" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".196" = icmp eq i32 %".194", 0
  %".197" = icmp eq i32 %".194", -2
  %".198" = icmp eq i32 %".194", -1
  %".199" = icmp eq i32 %".194", -3
  %".200" = or i1 %".196", %".197"
  %".201" = xor i1 %".200", -1
  %".202" = icmp sge i32 %".194", 1
  %".203" = select  i1 %".202", {i8*, i32, i8*, i8*, i32}* %".195", {i8*, i32, i8*, i8*, i32}* undef
  %".204" = load i64, i64* %".190"
  br i1 %".201", label %"B114.endif.if", label %"B114.endif.endif", !prof !0
B114.else.if:
  %".166" = sdiv i64 %".143", 3
  %".167" = srem i64 %".143", 3
  %".168" = xor i64 3, %".167"
  %".169" = icmp slt i64 %".168", 0
  %".170" = icmp ne i64 %".167", 0
  %".171" = and i1 %".170", %".169"
  br i1 %".171", label %"B114.else.if.if", label %"B114.else.if.else"
B114.else.endif:
  %".182" = load i64, i64* %".155"
  %".183" = load i64, i64* %".158"
  store i64 %".182", i64* %"quot"
  store i64 %".183", i64* %"rem"
  br label %"B114.endif"
B114.else.if.if:
  %".176" = sub i64 %".166", 1
  store i64 %".176", i64* %".155"
  %".178" = add i64 %".167", 3
  store i64 %".178", i64* %".158"
  br label %"B114.else.if.endif"
B114.else.if.else:
  store i64 %".166", i64* %".155"
  store i64 %".167", i64* %".158"
  br label %"B114.else.if.endif"
B114.else.if.endif:
  br label %"B114.else.endif"
B114.endif.if:
  %".206" = load i64, i64* %"try_state"
  %".207" = icmp ugt i64 %".206", 0
  %".208" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".203", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".210" = xor i1 %".207", -1
  br i1 %".210", label %"B114.endif.if.if", label %"B114.endif.if.endif"
B114.endif.endif:
  store {i64, i1} zeroinitializer, {i64, i1}* %".214"
  %".217" = getelementptr inbounds {i64, i1}, {i64, i1}* %".214", i32 0, i32 1
  store i1 0, i1* %".217"
  %".219" = load {i64, i1}, {i64, i1}* %".214"
  store {i64, i1} %".219", {i64, i1}* %".220"
  %".223" = xor i1 %".197", -1
  br i1 %".223", label %"B114.endif.endif.if", label %"B114.endif.endif.endif"
B114.endif.if.if:
  ret i32 %".194"
B114.endif.if.endif:
  br label %"B114.endif.endif"
B114.endif.endif.if:
  store {i64, i1} zeroinitializer, {i64, i1}* %".225"
  %".228" = getelementptr inbounds {i64, i1}, {i64, i1}* %".225", i32 0, i32 1
  store i1 1, i1* %".228"
  %".230" = getelementptr inbounds {i64, i1}, {i64, i1}* %".225", i32 0, i32 0
  store i64 %".204", i64* %".230"
  %".232" = load {i64, i1}, {i64, i1}* %".225"
  store {i64, i1} %".232", {i64, i1}* %".220"
  br label %"B114.endif.endif.endif"
B114.endif.endif.endif:
  %".235" = load {i64, i1}, {i64, i1}* %".220"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".188", 0
  %"extracted.data.9" = extractvalue {i8*, i8*} %".188", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i64, i1} zeroinitializer, {i64, i1}* %".237"
  store {i64, i1} %".235", {i64, i1}* %".237"
  %".241" = getelementptr inbounds {i64, i1}, {i64, i1}* %".237", i32 0, i32 1
  %".242" = load i1, i1* %".241"
  %".243" = icmp ne i1 %".242", 0
  %".244" = xor i1 %".243", -1
  br i1 %".244", label %"B114.endif.endif.endif.if", label %"B114.endif.endif.endif.endif", !prof !0
B114.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".247" = load i64, i64* %"try_state"
  %".248" = icmp ugt i64 %".247", 0
  %".249" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B114.endif.endif.endif.endif:
  %".251" = getelementptr inbounds {i64, i1}, {i64, i1}* %".237", i32 0, i32 0
  %".252" = load i64, i64* %".251"
  %".253" = add nsw i64 %".252", 1
  %"extracted.valid" = extractvalue {i64, i1} %".235", 1
  %"extracted.data.10" = extractvalue {i64, i1} %".235", 0
  %".254" = select  i1 %"extracted.valid", i64 %"extracted.data.10", i64 0
  %"extracted.valid.1" = extractvalue {i64, i1} %".235", 1
  %".255" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  store i8* null, i8** %".256"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".255", 0
  %"extracted.data.11" = extractvalue {i8*, i8*} %".255", 1
  %".260" = call i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** %".256", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.meminfo.10", i8* %"extracted.data.11", i64 %".187", i64 %".253")
  %".261" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".262" = icmp eq i32 %".260", 0
  %".263" = icmp eq i32 %".260", -2
  %".264" = icmp eq i32 %".260", -1
  %".265" = icmp eq i32 %".260", -3
  %".266" = or i1 %".262", %".263"
  %".267" = xor i1 %".266", -1
  %".268" = icmp sge i32 %".260", 1
  %".269" = select  i1 %".268", {i8*, i32, i8*, i8*, i32}* %".261", {i8*, i32, i8*, i8*, i32}* undef
  %".270" = load i8*, i8** %".256"
  br i1 %".267", label %"B114.endif.endif.endif.endif.if", label %"B114.endif.endif.endif.endif.endif", !prof !0
B114.endif.endif.endif.endif.if:
  %".272" = load i64, i64* %"try_state"
  %".273" = icmp ugt i64 %".272", 0
  %".274" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".269", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".276" = xor i1 %".273", -1
  br i1 %".276", label %"B114.endif.endif.endif.endif.if.if", label %"B114.endif.endif.endif.endif.if.endif"
B114.endif.endif.endif.endif.endif:
  br label %"B110"
B114.endif.endif.endif.endif.if.if:
  ret i32 %".260"
B114.endif.endif.endif.endif.if.endif:
  br label %"B114.endif.endif.endif.endif.endif"
B176.if:
  %".305" = load i64, i64* %"try_state"
  %".306" = icmp ugt i64 %".305", 0
  %".307" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".302", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".309" = xor i1 %".306", -1
  br i1 %".309", label %"B176.if.if", label %"B176.if.endif"
B176.endif:
  %".313" = mul nsw i64 %".303", 100
  %".314" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  store i64 0, i64* %".315"
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".314", 0
  %"extracted.data.14" = extractvalue {i8*, i8*} %".314", 1
  %".319" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"(i64* %".315", {i8*, i32, i8*, i8*, i32}** %"excinfo.5", i8* %"extracted.meminfo.13", i8* %"extracted.data.14", i64 1)
  %".320" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".321" = icmp eq i32 %".319", 0
  %".322" = icmp eq i32 %".319", -2
  %".323" = icmp eq i32 %".319", -1
  %".324" = icmp eq i32 %".319", -3
  %".325" = or i1 %".321", %".322"
  %".326" = xor i1 %".325", -1
  %".327" = icmp sge i32 %".319", 1
  %".328" = select  i1 %".327", {i8*, i32, i8*, i8*, i32}* %".320", {i8*, i32, i8*, i8*, i32}* undef
  %".329" = load i64, i64* %".315"
  br i1 %".326", label %"B176.endif.if", label %"B176.endif.endif", !prof !0
B176.if.if:
  ret i32 %".293"
B176.if.endif:
  br label %"B176.endif"
B176.endif.if:
  %".331" = load i64, i64* %"try_state"
  %".332" = icmp ugt i64 %".331", 0
  %".333" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".328", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".335" = xor i1 %".332", -1
  br i1 %".335", label %"B176.endif.if.if", label %"B176.endif.if.endif"
B176.endif.endif:
  %".339" = mul nsw i64 %".329", 10
  %".340" = add nsw i64 %".313", %".339"
  %".341" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  store i64 0, i64* %".342"
  %"extracted.meminfo.14" = extractvalue {i8*, i8*} %".341", 0
  %"extracted.data.15" = extractvalue {i8*, i8*} %".341", 1
  %".346" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"(i64* %".342", {i8*, i32, i8*, i8*, i32}** %"excinfo.6", i8* %"extracted.meminfo.14", i8* %"extracted.data.15", i64 2)
  %".347" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  %".348" = icmp eq i32 %".346", 0
  %".349" = icmp eq i32 %".346", -2
  %".350" = icmp eq i32 %".346", -1
  %".351" = icmp eq i32 %".346", -3
  %".352" = or i1 %".348", %".349"
  %".353" = xor i1 %".352", -1
  %".354" = icmp sge i32 %".346", 1
  %".355" = select  i1 %".354", {i8*, i32, i8*, i8*, i32}* %".347", {i8*, i32, i8*, i8*, i32}* undef
  %".356" = load i64, i64* %".342"
  br i1 %".353", label %"B176.endif.endif.if", label %"B176.endif.endif.endif", !prof !0
B176.endif.if.if:
  ret i32 %".319"
B176.endif.if.endif:
  br label %"B176.endif.endif"
B176.endif.endif.if:
  %".358" = load i64, i64* %"try_state"
  %".359" = icmp ugt i64 %".358", 0
  %".360" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".355", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".362" = xor i1 %".359", -1
  br i1 %".362", label %"B176.endif.endif.if.if", label %"B176.endif.endif.if.endif"
B176.endif.endif.endif:
  %".366" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  %"extracted.meminfo.15" = extractvalue {i8*, i8*} %".366", 0
  %"extracted.data.16" = extractvalue {i8*, i8*} %".366", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.15")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"counts"
  %".369" = add nsw i64 %".340", %".356"
  store i64 %".369", i64* %"retptr"
  ret i32 0
B176.endif.endif.if.if:
  ret i32 %".346"
B176.endif.endif.if.endif:
  br label %"B176.endif.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.cls", i8* %"arg.key_type", i8* %"arg.value_type")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.dct.0", i8* %"arg.dct.1", i64 %"arg.key", i64 %"arg.default")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'TypeError'>, ('expected int64, got None',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i64 %"arg.key", i64 %"arg.value")

declare i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"(i64* noalias nocapture %"retptr.2", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo.2", i8* %"arg.d.0.2", i8* %"arg.d.1.2", i64 %"arg.key.2")

!numba_args_may_always_need_nrt = !{ !4, !5, !6, !6, !6 }
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ i1 1 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64, i64)* @"_ZN5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx" }
!5 = !{ i32 (i8**, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64, i64)* @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx" }
!6 = !{ i32 (i64*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i64)* @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex" }
