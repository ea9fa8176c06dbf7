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
  %".18" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".18"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"d" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"d"
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
  %".151" = alloca i8*
  store i8* null, i8** %".151"
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
  %".16" = insertvalue {i8*, i8*} undef, i8* null, 0
  %".17" = insertvalue {i8*, i8*} %".16", i8* null, 1
  %"extracted.f0" = extractvalue {i8*, i8*} %".17", 0
  %"extracted.f1" = extractvalue {i8*, i8*} %".17", 1
  %"extracted.f0.1" = extractvalue {i8*, i8*} %".17", 0
  %"extracted.f1.1" = extractvalue {i8*, i8*} %".17", 1
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".18"
  %".22" = call i32 @"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2918class_28float64_2924omitted_28default_3d0_29"({i8*, i8*}* %".18", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* null, i8* null, i8* null)
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
  %".148" = sitofp i64 %".145" to double
  %".149" = fmul double %".148", 0xADDRESS
  %".150" = load {i8*, i8*}, {i8*, i8*}* %"d"
  store i8* null, i8** %".151"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".150", 0
  %"extracted.data.7" = extractvalue {i8*, i8*} %".150", 1
  %".155" = call i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd"(i8** %".151", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i8* %"extracted.meminfo.7", i8* %"extracted.data.7", i64 %".145", double %".149")
  %".156" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".157" = icmp eq i32 %".155", 0
  %".158" = icmp eq i32 %".155", -2
  %".159" = icmp eq i32 %".155", -1
  %".160" = icmp eq i32 %".155", -3
  %".161" = or i1 %".157", %".158"
  %".162" = xor i1 %".161", -1
  %".163" = icmp sge i32 %".155", 1
  %".164" = select  i1 %".163", {i8*, i32, i8*, i8*, i32}* %".156", {i8*, i32, i8*, i8*, i32}* undef
  %".165" = load i8*, i8** %".151"
  br i1 %".162", label %"B110.if", label %"B110.endif", !prof !0
B130:
  %".176" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".178" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".178", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".178", 1
  %"extracted.meminfo.8" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.8" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".179" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".180" = extractvalue [1 x i64] %"extracted.strides.6", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".183" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".183", 0
  %"extracted.data.9" = extractvalue {i8*, i8*} %".183", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.9")
  %".185" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".185", 0
  %"extracted.data.10" = extractvalue {i8*, i8*} %".185", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"d"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".183", 0
  %"extracted.data.11" = extractvalue {i8*, i8*} %".183", 1
  %".188" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.11", 0
  %".189" = insertvalue {i8*, i8*} %".188", i8* %"extracted.data.11", 1
  store {i8*, i8*} %".189", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store i64 0, i64* %"try_state"
  %".38" = load i64, i64* %"try_state"
  %".39" = icmp ugt i64 %".38", 0
  %".40" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".31", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".42" = xor i1 %".39", -1
  br i1 %".42", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".47" = load {i8*, i8*}, {i8*, i8*}* %"d"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".47", 0
  %"extracted.data.1" = extractvalue {i8*, i8*} %".47", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %"inserted.data.1", {i8*, i8*}* %"d"
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
  br i1 %".140", label %"B110", label %"B130"
B110.if:
  %".167" = load i64, i64* %"try_state"
  %".168" = icmp ugt i64 %".167", 0
  %".169" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".164", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".171" = xor i1 %".168", -1
  br i1 %".171", label %"B110.if.if", label %"B110.if.endif"
B110.endif:
  br label %"B106"
B110.if.if:
  ret i32 %".155"
B110.if.endif:
  br label %"B110.endif"
}

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2918class_28float64_2924omitted_28default_3d0_29"({i8*, i8*}* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.cls", i8* %"arg.key_type", i8* %"arg.value_type")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd"(i8** captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.d.0", i8* %"arg.d.1", i64 %"arg.key", double %"arg.value")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i64 0, i64 9223372036854775807 }
