; ModuleID = "array_write"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE"({i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", float* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"arg.a.4", 4
  %".11" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".11", 5
  %".12" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".12", 6
  %"a" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".19" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".19"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".65" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65"
  %".75" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".75"
  %".85" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".85"
  %".89" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".89"
  %".98" = alloca i64
  store i64 0, i64* %".98"
  %".101" = alloca i64
  store i64 0, i64* %".101"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".144" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".144"
  %".147" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".147"
  %".173" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".173"
  %".179" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".179"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".205" = alloca i64
  store i64 0, i64* %".205"
  %".208" = alloca i64
  store i64 0, i64* %".208"
  %".242" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242"
  %"$phi.5" = alloca double
  store double 0.0, double* %"$phi.5"
  %".280" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".280"
  %".317" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".13" = extractvalue [1 x i64] %"extracted.shape", 0
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".14" = extractvalue [1 x i64] %"extracted.strides", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".18" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".19"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".18", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".18", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".18", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".18", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".18", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".18", 5
  %".23" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".18", 6
  %".24" = extractvalue [1 x i64] %"extracted.strides.1", 0
  %".25" = call i32 @"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"({i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".19", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.1", i8* %"extracted.parent.1", i64 %"extracted.nitems.1", i64 %"extracted.itemsize.1", float* %"extracted.data.1", i64 %".23", i64 %".24")
  %".26" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".27" = icmp eq i32 %".25", 0
  %".28" = icmp eq i32 %".25", -2
  %".29" = icmp eq i32 %".25", -1
  %".30" = icmp eq i32 %".25", -3
  %".31" = or i1 %".27", %".28"
  %".32" = xor i1 %".31", -1
  %".33" = icmp sge i32 %".25", 1
  %".34" = select  i1 %".33", {i8*, i32, i8*, i8*, i32}* %".26", {i8*, i32, i8*, i8*, i32}* undef
  %".35" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".19"
  %".36" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".35", 0
  %".37" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".35", 1
  %".38" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".35", 2
  %".39" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".35", 3
  %".40" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".35", 4
  %".41" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".35", 5
  %".42" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".35", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %".36", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %".37", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %".38", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %".39", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %".40", 4
  %".43" = extractvalue [1 x i64] %".41", 0
  %".44" = insertvalue [1 x i64] undef, i64 %".43", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".44", 5
  %".45" = extractvalue [1 x i64] %".42", 0
  %".46" = insertvalue [1 x i64] undef, i64 %".45", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".46", 6
  br i1 %".32", label %"B0.if", label %"B0.endif", !prof !0
B94:
  %".143" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".144"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".147"
  store {i64*, i64, i64, i64*} %".143", {i64*, i64, i64, i64*}* %".147"
  %".151" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".147", i32 0, i32 3
  %".152" = load i64*, i64** %".151"
  %".153" = load i64, i64* %".152"
  %".154" = icmp sgt i64 %".153", 0
  %".155" = getelementptr inbounds {i64, i1}, {i64, i1}* %".144", i32 0, i32 1
  store i1 %".154", i1* %".155"
  br i1 %".154", label %"B94.if", label %"B94.endif"
B98:
  %".189" = load i64, i64* %"$phi.2"
  %".191" = load i64, i64* %"i"
  store i64 %".189", i64* %"i"
  %".193" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".195" = load i64, i64* %"i"
  %".198" = icmp eq i64 2, 0
  br i1 %".198", label %"B98.if", label %"B98.else", !prof !0
B110:
  %".240" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".241" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".240", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242"
  %".246" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 5
  %".247" = getelementptr inbounds [1 x i64], [1 x i64]* %".246", i32 0, i32 0
  %".248" = load i64, i64* %".247", !range !1
  %".249" = insertvalue [1 x i64] undef, i64 %".248", 0
  %".250" = extractvalue [1 x i64] %".249", 0
  %".251" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 6
  %".252" = load [1 x i64], [1 x i64]* %".251"
  %".253" = extractvalue [1 x i64] %".252", 0
  %".254" = icmp slt i64 %".241", 0
  %".255" = add i64 %".241", %".250"
  %".256" = select  i1 %".254", i64 %".255", i64 %".241"
  %".257" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 5
  %".258" = getelementptr inbounds [1 x i64], [1 x i64]* %".257", i32 0, i32 0
  %".259" = load i64, i64* %".258", !range !1
  %".260" = insertvalue [1 x i64] undef, i64 %".259", 0
  %".261" = extractvalue [1 x i64] %".260", 0
  %".262" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 6
  %".263" = load [1 x i64], [1 x i64]* %".262"
  %".264" = extractvalue [1 x i64] %".263", 0
  %".265" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".242", i32 0, i32 4
  %".266" = load float*, float** %".265"
  %".267" = mul i64 %".256", 1
  %".268" = add i64 0, %".267"
  %".269" = getelementptr float, float* %".266", i64 %".268"
  %".270" = load float, float* %".269"
  %".271" = fpext float %".270" to double
  %".272" = sitofp i64 2 to double
  %".273" = fmul double %".271", %".272"
  %".275" = load double, double* %"$phi.5"
  store double %".273", double* %"$phi.5"
  br label %"B136"
B126:
  %".278" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".279" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".280"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".278", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".280"
  %".284" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".280", i32 0, i32 5
  %".285" = getelementptr inbounds [1 x i64], [1 x i64]* %".284", i32 0, i32 0
  %".286" = load i64, i64* %".285", !range !1
  %".287" = insertvalue [1 x i64] undef, i64 %".286", 0
  %".288" = extractvalue [1 x i64] %".287", 0
  %".289" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".280", i32 0, i32 6
  %".290" = load [1 x i64], [1 x i64]* %".289"
  %".291" = extractvalue [1 x i64] %".290", 0
  %".292" = icmp slt i64 %".279", 0
  %".293" = add i64 %".279", %".288"
  %".294" = select  i1 %".292", i64 %".293", i64 %".279"
  %".295" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".280", i32 0, i32 5
  %".296" = getelementptr inbounds [1 x i64], [1 x i64]* %".295", i32 0, i32 0
  %".297" = load i64, i64* %".296", !range !1
  %".298" = insertvalue [1 x i64] undef, i64 %".297", 0
  %".299" = extractvalue [1 x i64] %".298", 0
  %".300" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".280", i32 0, i32 6
  %".301" = load [1 x i64], [1 x i64]* %".300"
  %".302" = extractvalue [1 x i64] %".301", 0
  %".303" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".280", i32 0, i32 4
  %".304" = load float*, float** %".303"
  %".305" = mul i64 %".294", 1
  %".306" = add i64 0, %".305"
  %".307" = getelementptr float, float* %".304", i64 %".306"
  %".308" = load float, float* %".307"
  %".309" = fsub float 0xADDRESS, %".308"
  %".310" = fpext float %".309" to double
  %".311" = load double, double* %"$phi.5"
  store double %".310", double* %"$phi.5"
  br label %"B136"
B136:
  %".314" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".315" = load double, double* %"$phi.5"
  %".316" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".314", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317"
  %".321" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317", i32 0, i32 5
  %".322" = getelementptr inbounds [1 x i64], [1 x i64]* %".321", i32 0, i32 0
  %".323" = load i64, i64* %".322", !range !1
  %".324" = insertvalue [1 x i64] undef, i64 %".323", 0
  %".325" = extractvalue [1 x i64] %".324", 0
  %".326" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317", i32 0, i32 6
  %".327" = load [1 x i64], [1 x i64]* %".326"
  %".328" = extractvalue [1 x i64] %".327", 0
  %".329" = icmp slt i64 %".316", 0
  %".330" = add i64 %".316", %".325"
  %".331" = select  i1 %".329", i64 %".330", i64 %".316"
  %".332" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317", i32 0, i32 5
  %".333" = getelementptr inbounds [1 x i64], [1 x i64]* %".332", i32 0, i32 0
  %".334" = load i64, i64* %".333", !range !1
  %".335" = insertvalue [1 x i64] undef, i64 %".334", 0
  %".336" = extractvalue [1 x i64] %".335", 0
  %".337" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317", i32 0, i32 6
  %".338" = load [1 x i64], [1 x i64]* %".337"
  %".339" = extractvalue [1 x i64] %".338", 0
  %".340" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317", i32 0, i32 4
  %".341" = load float*, float** %".340"
  %".342" = mul i64 %".331", 1
  %".343" = add i64 0, %".342"
  %".344" = getelementptr float, float* %".341", i64 %".343"
  %".345" = fptrunc double %".315" to float
  store float %".345", float* %".344"
  %".347" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".349" = load double, double* %"$phi.5"
  store double 0.0, double* %"$phi.5"
  br label %"B94"
B146:
  %".352" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".352", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".352", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".352", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".352", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".352", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".352", 5
  %".353" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".352", 6
  %".354" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".357" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".359" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".359", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".359", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".359", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".359", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".361" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 5
  %".362" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 6
  %".363" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  %".365" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".365", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".365", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".365", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".365", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".365", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".365", 5
  %".366" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".365", 6
  %".367" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 5
  %".370" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %".371" = insertvalue [1 x i64] undef, i64 %".370", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".361", 6
  %".372" = extractvalue [1 x i64] %"extracted.strides.6", 0
  %".373" = insertvalue [1 x i64] undef, i64 %".372", 0
  %".374" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"extracted.meminfo.6", 0
  %".375" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".374", i8* %"extracted.parent.6", 1
  %".376" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".375", i64 %"extracted.nitems.6", 2
  %".377" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".376", i64 %"extracted.itemsize.6", 3
  %".378" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".377", float* %"extracted.data.6", 4
  %".379" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".378", [1 x i64] %".371", 5
  %".380" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".379", [1 x i64] %".373", 6
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".380", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"retptr"
  ret i32 0
B0.if:
  store i64 0, i64* %"try_state"
  %".50" = load i64, i64* %"try_state"
  %".51" = icmp ugt i64 %".50", 0
  %".52" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".34", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".54" = xor i1 %".51", -1
  br i1 %".54", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".59" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", 5
  %".60" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", 6
  %".61" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".64" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".64", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65"
  %".69" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 5
  %".70" = getelementptr inbounds [1 x i64], [1 x i64]* %".69", i32 0, i32 0
  %".71" = load i64, i64* %".70", !range !1
  %".72" = insertvalue [1 x i64] undef, i64 %".71", 0
  %".73" = extractvalue [1 x i64] %".72", 0
  %".74" = extractvalue [1 x i64] %".72", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".75"
  %".78" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".75", i32 0, i32 0
  store i64 0, i64* %".78"
  %".80" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".75", i32 0, i32 1
  store i64 %".73", i64* %".80"
  %".82" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".75", i32 0, i32 2
  store i64 1, i64* %".82"
  %".84" = load {i64, i64, i64}, {i64, i64, i64}* %".75"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".85"
  store {i64, i64, i64} %".84", {i64, i64, i64}* %".85"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".89"
  %".92" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".85", i32 0, i32 0
  %".93" = load i64, i64* %".92"
  %".94" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".85", i32 0, i32 1
  %".95" = load i64, i64* %".94"
  %".96" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".85", i32 0, i32 2
  %".97" = load i64, i64* %".96"
  store i64 %".93", i64* %".98"
  %".103" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 0
  store i64* %".98", i64** %".103"
  %".105" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 1
  store i64 %".95", i64* %".105"
  %".107" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 2
  store i64 %".97", i64* %".107"
  %".109" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 3
  store i64* %".101", i64** %".109"
  %".111" = sub i64 %".95", %".93"
  %".112" = icmp sgt i64 %".111", 0
  %".113" = icmp sgt i64 %".97", 0
  %".114" = xor i1 %".112", %".113"
  %".115" = icmp eq i64 %".97", 0
  br i1 %".115", label %"B0.endif.if", label %"B0.endif.endif", !prof !0
B0.if.if:
  ret i32 %".25"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".118" = load i64, i64* %"try_state"
  %".119" = icmp ugt i64 %".118", 0
  %".120" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif:
  br i1 %".114", label %"B0.endif.endif.if", label %"B0.endif.endif.else"
B0.endif.endif.if:
  %".123" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 3
  %".124" = load i64*, i64** %".123"
  store i64 0, i64* %".124"
  br label %"B0.endif.endif.endif"
B0.endif.endif.else:
  %".127" = srem i64 %".111", %".97"
  %".128" = sub i64 0, %".127"
  %".129" = select  i1 %".112", i64 %".127", i64 %".128"
  %".130" = icmp sgt i64 %".129", 0
  %".131" = sdiv i64 %".111", %".97"
  %".132" = select  i1 %".130", i64 1, i64 0
  %".133" = add i64 %".131", %".132"
  %".134" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89", i32 0, i32 3
  %".135" = load i64*, i64** %".134"
  store i64 %".133", i64* %".135"
  br label %"B0.endif.endif.endif"
B0.endif.endif.endif:
  %".138" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".89"
  %"extracted.start" = extractvalue {i64, i64, i64} %".84", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".84", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".84", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".138", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".138", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".138", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".138", 3
  %".140" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".140", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".140", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".140", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".140", 3
  store {i64*, i64, i64, i64*} %".138", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".138", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".138", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".138", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".138", 3
  br label %"B94"
B94.if:
  %".158" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".147", i32 0, i32 0
  %".159" = load i64*, i64** %".158"
  %".160" = load i64, i64* %".159"
  %".161" = getelementptr inbounds {i64, i1}, {i64, i1}* %".144", i32 0, i32 0
  store i64 %".160", i64* %".161"
  %".163" = sub nsw i64 %".153", 1
  store i64 %".163", i64* %".152"
  %".165" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".147", i32 0, i32 2
  %".166" = load i64, i64* %".165"
  %".167" = add i64 %".160", %".166"
  %".168" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".147", i32 0, i32 0
  %".169" = load i64*, i64** %".168"
  store i64 %".167", i64* %".169"
  br label %"B94.endif"
B94.endif:
  %".172" = load {i64, i1}, {i64, i1}* %".144"
  %"extracted.first" = extractvalue {i64, i1} %".172", 0
  %"extracted.second" = extractvalue {i64, i1} %".172", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".173"
  store {i64, i1} %".172", {i64, i1}* %".173"
  %".177" = getelementptr inbounds {i64, i1}, {i64, i1}* %".173", i32 0, i32 0
  %".178" = load i64, i64* %".177"
  store {i64, i1} zeroinitializer, {i64, i1}* %".179"
  store {i64, i1} %".172", {i64, i1}* %".179"
  %".183" = getelementptr inbounds {i64, i1}, {i64, i1}* %".179", i32 0, i32 1
  %".184" = load i1, i1* %".183"
  %"extracted.first.1" = extractvalue {i64, i1} %".172", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".172", 1
  %".186" = load i64, i64* %"$phi.2"
  store i64 %".178", i64* %"$phi.2"
  br i1 %".184", label %"B98", label %"B146"
B98.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".201" = load i64, i64* %"try_state"
  %".202" = icmp ugt i64 %".201", 0
  %".203" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B98.else:
  store i64 0, i64* %".205"
  store i64 0, i64* %".208"
  %".211" = icmp eq i64 %".195", -9223372036854775808
  %".212" = icmp eq i64 2, -1
  %".213" = and i1 %".211", %".212"
  %".214" = xor i1 %".213", -1
  br i1 %".214", label %"B98.else.if", label %"B98.else.endif", !prof !3
B98.endif:
  %".237" = load i64, i64* %"rem"
  %".238" = icmp ne i64 %".237", 0
  br i1 %".238", label %"B110", label %"B126"
B98.else.if:
  %".216" = sdiv i64 %".195", 2
  %".217" = srem i64 %".195", 2
  %".218" = xor i64 2, %".217"
  %".219" = icmp slt i64 %".218", 0
  %".220" = icmp ne i64 %".217", 0
  %".221" = and i1 %".220", %".219"
  br i1 %".221", label %"B98.else.if.if", label %"B98.else.if.else"
B98.else.endif:
  %".232" = load i64, i64* %".205"
  %".233" = load i64, i64* %".208"
  store i64 %".232", i64* %"quot"
  store i64 %".233", i64* %"rem"
  br label %"B98.endif"
B98.else.if.if:
  %".226" = sub i64 %".216", 1
  store i64 %".226", i64* %".205"
  %".228" = add i64 %".217", 2
  store i64 %".228", i64* %".208"
  br label %"B98.else.if.endif"
B98.else.if.else:
  store i64 %".216", i64* %".205"
  store i64 %".217", i64* %".208"
  br label %"B98.else.if.endif"
B98.else.if.endif:
  br label %"B98.else.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"({i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.arr.0", i8* %"arg.arr.1", i64 %"arg.arr.2", i64 %"arg.arr.3", float* %"arg.arr.4", i64 %"arg.arr.5.0", i64 %"arg.arr.6.0")

declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ i1 1 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
