; ModuleID = "typed_dict_count"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", i64* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
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
  %".18" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".18"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"counts" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"counts"
  %".50" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".50"
  %".53" = alloca i64
  store i64 0, i64* %".53"
  %"$phi.1" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".81" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".81"
  %".84" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".84"
  %".90" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".90"
  %".129" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".129"
  %".135" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".135"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".157" = alloca i64
  store i64 0, i64* %".157"
  %".160" = alloca i64
  store i64 0, i64* %".160"
  %".192" = alloca i64
  store i64 0, i64* %".192"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".216" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".216"
  %".222" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".222"
  %".227" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".227"
  %".239" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".239"
  %".258" = alloca i8*
  store i8* null, i8** %".258"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".291" = alloca i64
  store i64 0, i64* %".291"
  %"excinfo.4" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".317" = alloca i64
  store i64 0, i64* %".317"
  %"excinfo.5" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".344" = alloca i64
  store i64 0, i64* %".344"
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
  %".16" = insertvalue {i8*, i8*} undef, i8* null, 0
  %".17" = insertvalue {i8*, i8*} %".16", i8* null, 1
  %"extracted.f0" = extractvalue {i8*, i8*} %".17", 0
  %"extracted.f1" = extractvalue {i8*, i8*} %".17", 1
  %"extracted.f0.1" = extractvalue {i8*, i8*} %".17", 0
  %"extracted.f1.1" = extractvalue {i8*, i8*} %".17", 1
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".18"
  %".22" = call i32 @"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29"({i8*, i8*}* %".18", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* null, i8* null, i8* null)
  %".23" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".24" = icmp eq i32 %".22", 0
  %".25" = icmp eq i32 %".22", -2
  %".26" = icmp eq i32 %".22", -1
  %".27" = icmp eq i32 %".22", -3
  %".28" = or i1 %".24", %".25"
  %".29" = xor i1 %".28", -1
  %".30" = icmp sge i32 %".22", 1
  %".31" = select  i1 %".30", {i8*, i32, i8*, i8*, i32}* %".23", {i8*, i32, i8*, i8*, i32}* undef
  %".32" = load {i8*, i8*}, {i8*, i8*}* %".18"
  %".33" = extractvalue {i8*, i8*} %".32", 0
  %".34" = extractvalue {i8*, i8*} %".32", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %".33", 0
  %"inserted.data.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %".34", 1
  br i1 %".29", label %"B0.if", label %"B0.endif", !prof !0
B106:
  %".80" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".81"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".84"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".80", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".84"
  %".88" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".84", i32 0, i32 1
  %".89" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".88"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".90"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".89", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".90"
  %".94" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".90", i32 0, i32 5
  %".95" = getelementptr inbounds [1 x i64], [1 x i64]* %".94", i32 0, i32 0
  %".96" = load i64, i64* %".95", !range !1
  %".97" = insertvalue [1 x i64] undef, i64 %".96", 0
  %".98" = extractvalue [1 x i64] %".97", 0
  %".99" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".84", i32 0, i32 0
  %".100" = load i64*, i64** %".99"
  %".101" = load i64, i64* %".100"
  %".102" = icmp slt i64 %".101", %".98"
  %".103" = getelementptr inbounds {i64, i1}, {i64, i1}* %".81", i32 0, i32 1
  store i1 %".102", i1* %".103"
  br i1 %".102", label %"B106.if", label %"B106.endif"
B110:
  %".145" = load i64, i64* %"$phi.2"
  %".146" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".150" = icmp eq i64 3, 0
  br i1 %".150", label %"B110.if", label %"B110.else", !prof !0
B172:
  %".283" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".285" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".285", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".285", 1
  %"extracted.meminfo.11" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.12" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".286" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".287" = extractvalue [1 x i64] %"extracted.strides.6", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".290" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  store i64 0, i64* %".291"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".290", 0
  %"extracted.data.13" = extractvalue {i8*, i8*} %".290", 1
  %".295" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"(i64* %".291", {i8*, i32, i8*, i8*, i32}** %"excinfo.4", i8* %"extracted.meminfo.12", i8* %"extracted.data.13", i64 0)
  %".296" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.4"
  %".297" = icmp eq i32 %".295", 0
  %".298" = icmp eq i32 %".295", -2
  %".299" = icmp eq i32 %".295", -1
  %".300" = icmp eq i32 %".295", -3
  %".301" = or i1 %".297", %".298"
  %".302" = xor i1 %".301", -1
  %".303" = icmp sge i32 %".295", 1
  %".304" = select  i1 %".303", {i8*, i32, i8*, i8*, i32}* %".296", {i8*, i32, i8*, i8*, i32}* undef
  %".305" = load i64, i64* %".291"
  br i1 %".302", label %"B172.if", label %"B172.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".38" = load i64, i64* %"try_state"
  %".39" = icmp ugt i64 %".38", 0
  %".40" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".31", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".42" = xor i1 %".39", -1
  br i1 %".42", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".47" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".47", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %".47", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %"inserted.data.1", {i8*, i8*}* %"counts"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".50"
  store i64 0, i64* %".53"
  %".56" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".50", i32 0, i32 0
  store i64* %".53", i64** %".56"
  %".58" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".50", i32 0, i32 1
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".58"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".60" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".61" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".63" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".50"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".64" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".65" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  %"extracted.index" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".63", 0
  %"extracted.array" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".63", 1
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 5
  %".67" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 6
  %".68" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  %".71" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".71", 0
  %"extracted.array.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".71", 1
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 5
  %".72" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 6
  %".73" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".63", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".63", 0
  %"extracted.array.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".63", 1
  %"extracted.meminfo.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 5
  %".76" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 6
  %".77" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  br label %"B106"
B0.if.if:
  ret i32 %".22"
B0.if.endif:
  br label %"B0.endif"
B106.if:
  %".106" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".90", i32 0, i32 5
  %".107" = getelementptr inbounds [1 x i64], [1 x i64]* %".106", i32 0, i32 0
  %".108" = load i64, i64* %".107", !range !1
  %".109" = insertvalue [1 x i64] undef, i64 %".108", 0
  %".110" = extractvalue [1 x i64] %".109", 0
  %".111" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".90", i32 0, i32 6
  %".112" = load [1 x i64], [1 x i64]* %".111"
  %".113" = extractvalue [1 x i64] %".112", 0
  %".114" = mul i64 %".113", %".101"
  %".115" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".90", i32 0, i32 4
  %".116" = load i64*, i64** %".115"
  %".117" = bitcast i64* %".116" to i8*
  %".118" = getelementptr i8, i8* %".117", i64 %".114"
  %".119" = bitcast i8* %".118" to i64*
  %".120" = load i64, i64* %".119"
  %".121" = getelementptr inbounds {i64, i1}, {i64, i1}* %".81", i32 0, i32 0
  store i64 %".120", i64* %".121"
  %".123" = add nsw i64 %".101", 1
  %".124" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".84", i32 0, i32 0
  %".125" = load i64*, i64** %".124"
  store i64 %".123", i64* %".125"
  br label %"B106.endif"
B106.endif:
  %".128" = load {i64, i1}, {i64, i1}* %".81"
  %"extracted.first" = extractvalue {i64, i1} %".128", 0
  %"extracted.second" = extractvalue {i64, i1} %".128", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".129"
  store {i64, i1} %".128", {i64, i1}* %".129"
  %".133" = getelementptr inbounds {i64, i1}, {i64, i1}* %".129", i32 0, i32 0
  %".134" = load i64, i64* %".133"
  store {i64, i1} zeroinitializer, {i64, i1}* %".135"
  store {i64, i1} %".128", {i64, i1}* %".135"
  %".139" = getelementptr inbounds {i64, i1}, {i64, i1}* %".135", i32 0, i32 1
  %".140" = load i1, i1* %".139"
  %"extracted.first.1" = extractvalue {i64, i1} %".128", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".128", 1
  %".142" = load i64, i64* %"$phi.2"
  store i64 %".134", i64* %"$phi.2"
  br i1 %".140", label %"B110", label %"B172"
B110.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".153" = load i64, i64* %"try_state"
  %".154" = icmp ugt i64 %".153", 0
  %".155" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B110.else:
  store i64 0, i64* %".157"
  store i64 0, i64* %".160"
  %".163" = icmp eq i64 %".145", -9223372036854775808
  %".164" = icmp eq i64 3, -1
  %".165" = and i1 %".163", %".164"
  %".166" = xor i1 %".165", -1
  br i1 %".166", label %"B110.else.if", label %"B110.else.endif", !prof !3
B110.endif:
  %".189" = load i64, i64* %"rem"
  %".190" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".190", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %".190", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  store i64 0, i64* %".192"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".190", 0
  %"extracted.data.8" = extractvalue {i8*, i8*} %".190", 1
  %".196" = call i32 @"_ZN5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i64* %".192", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.8", i8* %"extracted.data.8", i64 %".189", i64 0)
  %".197" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".198" = icmp eq i32 %".196", 0
  %".199" = icmp eq i32 %".196", -2
  %".200" = icmp eq i32 %".196", -1
  %".201" = icmp eq i32 %".196", -3
  %".202" = or i1 %".198", %".199"
  %".203" = xor i1 %".202", -1
  %".204" = icmp sge i32 %".196", 1
  %".205" = select  i1 %".204", {i8*, i32, i8*, i8*, i32}* %".197", {i8*, i32, i8*, i8*, i32}* undef
  %".206" = load i64, i64* %".192"
  br i1 %".203", label %"B110.endif.if", label %"B110.endif.endif", !prof !0
B110.else.if:
  %".168" = sdiv i64 %".145", 3
  %".169" = srem i64 %".145", 3
  %".170" = xor i64 3, %".169"
  %".171" = icmp slt i64 %".170", 0
  %".172" = icmp ne i64 %".169", 0
  %".173" = and i1 %".172", %".171"
  br i1 %".173", label %"B110.else.if.if", label %"B110.else.if.else"
B110.else.endif:
  %".184" = load i64, i64* %".157"
  %".185" = load i64, i64* %".160"
  store i64 %".184", i64* %"quot"
  store i64 %".185", i64* %"rem"
  br label %"B110.endif"
B110.else.if.if:
  %".178" = sub i64 %".168", 1
  store i64 %".178", i64* %".157"
  %".180" = add i64 %".169", 3
  store i64 %".180", i64* %".160"
  br label %"B110.else.if.endif"
B110.else.if.else:
  store i64 %".168", i64* %".157"
  store i64 %".169", i64* %".160"
  br label %"B110.else.if.endif"
B110.else.if.endif:
  br label %"B110.else.endif"
B110.endif.if:
  %".208" = load i64, i64* %"try_state"
  %".209" = icmp ugt i64 %".208", 0
  %".210" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".205", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".212" = xor i1 %".209", -1
  br i1 %".212", label %"B110.endif.if.if", label %"B110.endif.if.endif"
B110.endif.endif:
  store {i64, i1} zeroinitializer, {i64, i1}* %".216"
  %".219" = getelementptr inbounds {i64, i1}, {i64, i1}* %".216", i32 0, i32 1
  store i1 0, i1* %".219"
  %".221" = load {i64, i1}, {i64, i1}* %".216"
  store {i64, i1} %".221", {i64, i1}* %".222"
  %".225" = xor i1 %".199", -1
  br i1 %".225", label %"B110.endif.endif.if", label %"B110.endif.endif.endif"
B110.endif.if.if:
  ret i32 %".196"
B110.endif.if.endif:
  br label %"B110.endif.endif"
B110.endif.endif.if:
  store {i64, i1} zeroinitializer, {i64, i1}* %".227"
  %".230" = getelementptr inbounds {i64, i1}, {i64, i1}* %".227", i32 0, i32 1
  store i1 1, i1* %".230"
  %".232" = getelementptr inbounds {i64, i1}, {i64, i1}* %".227", i32 0, i32 0
  store i64 %".206", i64* %".232"
  %".234" = load {i64, i1}, {i64, i1}* %".227"
  store {i64, i1} %".234", {i64, i1}* %".222"
  br label %"B110.endif.endif.endif"
B110.endif.endif.endif:
  %".237" = load {i64, i1}, {i64, i1}* %".222"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".190", 0
  %"extracted.data.9" = extractvalue {i8*, i8*} %".190", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i64, i1} zeroinitializer, {i64, i1}* %".239"
  store {i64, i1} %".237", {i64, i1}* %".239"
  %".243" = getelementptr inbounds {i64, i1}, {i64, i1}* %".239", i32 0, i32 1
  %".244" = load i1, i1* %".243"
  %".245" = icmp ne i1 %".244", 0
  %".246" = xor i1 %".245", -1
  br i1 %".246", label %"B110.endif.endif.endif.if", label %"B110.endif.endif.endif.endif", !prof !0
B110.endif.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".249" = load i64, i64* %"try_state"
  %".250" = icmp ugt i64 %".249", 0
  %".251" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B110.endif.endif.endif.endif:
  %".253" = getelementptr inbounds {i64, i1}, {i64, i1}* %".239", i32 0, i32 0
  %".254" = load i64, i64* %".253"
  %".255" = add nsw i64 %".254", 1
  %"extracted.valid" = extractvalue {i64, i1} %".237", 1
  %"extracted.data.10" = extractvalue {i64, i1} %".237", 0
  %".256" = select  i1 %"extracted.valid", i64 %"extracted.data.10", i64 0
  %"extracted.valid.1" = extractvalue {i64, i1} %".237", 1
  %".257" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  store i8* null, i8** %".258"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".257", 0
  %"extracted.data.11" = extractvalue {i8*, i8*} %".257", 1
  %".262" = call i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** %".258", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", i8* %"extracted.meminfo.10", i8* %"extracted.data.11", i64 %".189", i64 %".255")
  %".263" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".264" = icmp eq i32 %".262", 0
  %".265" = icmp eq i32 %".262", -2
  %".266" = icmp eq i32 %".262", -1
  %".267" = icmp eq i32 %".262", -3
  %".268" = or i1 %".264", %".265"
  %".269" = xor i1 %".268", -1
  %".270" = icmp sge i32 %".262", 1
  %".271" = select  i1 %".270", {i8*, i32, i8*, i8*, i32}* %".263", {i8*, i32, i8*, i8*, i32}* undef
  %".272" = load i8*, i8** %".258"
  br i1 %".269", label %"B110.endif.endif.endif.endif.if", label %"B110.endif.endif.endif.endif.endif", !prof !0
B110.endif.endif.endif.endif.if:
  %".274" = load i64, i64* %"try_state"
  %".275" = icmp ugt i64 %".274", 0
  %".276" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".271", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".278" = xor i1 %".275", -1
  br i1 %".278", label %"B110.endif.endif.endif.endif.if.if", label %"B110.endif.endif.endif.endif.if.endif"
B110.endif.endif.endif.endif.endif:
  br label %"B106"
B110.endif.endif.endif.endif.if.if:
  ret i32 %".262"
B110.endif.endif.endif.endif.if.endif:
  br label %"B110.endif.endif.endif.endif.endif"
B172.if:
  %".307" = load i64, i64* %"try_state"
  %".308" = icmp ugt i64 %".307", 0
  %".309" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".304", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".311" = xor i1 %".308", -1
  br i1 %".311", label %"B172.if.if", label %"B172.if.endif"
B172.endif:
  %".315" = mul nsw i64 %".305", 100
  %".316" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  store i64 0, i64* %".317"
  %"extracted.meminfo.13" = extractvalue {i8*, i8*} %".316", 0
  %"extracted.data.14" = extractvalue {i8*, i8*} %".316", 1
  %".321" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"(i64* %".317", {i8*, i32, i8*, i8*, i32}** %"excinfo.5", i8* %"extracted.meminfo.13", i8* %"extracted.data.14", i64 1)
  %".322" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.5"
  %".323" = icmp eq i32 %".321", 0
  %".324" = icmp eq i32 %".321", -2
  %".325" = icmp eq i32 %".321", -1
  %".326" = icmp eq i32 %".321", -3
  %".327" = or i1 %".323", %".324"
  %".328" = xor i1 %".327", -1
  %".329" = icmp sge i32 %".321", 1
  %".330" = select  i1 %".329", {i8*, i32, i8*, i8*, i32}* %".322", {i8*, i32, i8*, i8*, i32}* undef
  %".331" = load i64, i64* %".317"
  br i1 %".328", label %"B172.endif.if", label %"B172.endif.endif", !prof !0
B172.if.if:
  ret i32 %".295"
B172.if.endif:
  br label %"B172.endif"
B172.endif.if:
  %".333" = load i64, i64* %"try_state"
  %".334" = icmp ugt i64 %".333", 0
  %".335" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".330", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".337" = xor i1 %".334", -1
  br i1 %".337", label %"B172.endif.if.if", label %"B172.endif.if.endif"
B172.endif.endif:
  %".341" = mul nsw i64 %".331", 10
  %".342" = add nsw i64 %".315", %".341"
  %".343" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  store i64 0, i64* %".344"
  %"extracted.meminfo.14" = extractvalue {i8*, i8*} %".343", 0
  %"extracted.data.15" = extractvalue {i8*, i8*} %".343", 1
  %".348" = call i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"(i64* %".344", {i8*, i32, i8*, i8*, i32}** %"excinfo.6", i8* %"extracted.meminfo.14", i8* %"extracted.data.15", i64 2)
  %".349" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.6"
  %".350" = icmp eq i32 %".348", 0
  %".351" = icmp eq i32 %".348", -2
  %".352" = icmp eq i32 %".348", -1
  %".353" = icmp eq i32 %".348", -3
  %".354" = or i1 %".350", %".351"
  %".355" = xor i1 %".354", -1
  %".356" = icmp sge i32 %".348", 1
  %".357" = select  i1 %".356", {i8*, i32, i8*, i8*, i32}* %".349", {i8*, i32, i8*, i8*, i32}* undef
  %".358" = load i64, i64* %".344"
  br i1 %".355", label %"B172.endif.endif.if", label %"B172.endif.endif.endif", !prof !0
B172.endif.if.if:
  ret i32 %".321"
B172.endif.if.endif:
  br label %"B172.endif.endif"
B172.endif.endif.if:
  %".360" = load i64, i64* %"try_state"
  %".361" = icmp ugt i64 %".360", 0
  %".362" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".357", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".364" = xor i1 %".361", -1
  br i1 %".364", label %"B172.endif.endif.if.if", label %"B172.endif.endif.if.endif"
B172.endif.endif.endif:
  %".368" = load {i8*, i8*}, {i8*, i8*}* %"counts"
  %"extracted.meminfo.15" = extractvalue {i8*, i8*} %".368", 0
  %"extracted.data.16" = extractvalue {i8*, i8*} %".368", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.15")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"counts"
  %".371" = add nsw i64 %".342", %".358"
  store i64 %".371", i64* %"retptr"
  ret i32 0
B172.endif.endif.if.if:
  ret i32 %".348"
B172.endif.endif.if.endif:
  br label %"B172.endif.endif.endif"
}

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29"({i8*, i8*}* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.cls", i8* %"arg.key_type", i8* %"arg.value_type")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.dct.0", i8* %"arg.dct.1", i64 %"arg.key", i64 %"arg.default")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'TypeError'>, ('expected int64, got None',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"(i8** captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i64 %"arg.key", i64 %"arg.value")

declare i32 @"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"(i64* captures(none) noalias %"retptr.2", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo.2", i8* %"arg.d.0.2", i8* %"arg.d.1.2", i64 %"arg.key.2")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ i1 1 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
