; ModuleID = "set_unique"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases16numba_containers10set_uniqueB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", i64* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
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
  %".19" = alloca i1
  store i1 0, i1* %".19"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"seen" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"seen"
  %".76" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".76"
  %".79" = alloca i64
  store i64 0, i64* %".79"
  %"$phi.1" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".107" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".107"
  %".110" = alloca {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".110"
  %".116" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".116"
  %".155" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".155"
  %".161" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".161"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %".176" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".176"
  %".185" = alloca i64
  store i64 0, i64* %".185"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".213" = alloca i64
  store i64 0, i64* %".213"
  %".217" = alloca i64
  store i64 0, i64* %".217"
  %".220" = alloca i64
  store i64 0, i64* %".220"
  %".326" = alloca i64
  store i64 0, i64* %".326"
  %".336" = alloca i1
  store i1 0, i1* %".336"
  %".405" = alloca i64
  store i64 0, i64* %".405"
  %".409" = alloca i64
  store i64 0, i64* %".409"
  %".412" = alloca i64
  store i64 0, i64* %".412"
  %".526" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".526"
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
  store i1 1, i1* %".19"
  %".22" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 16, i64 16)
  %".23" = extractvalue {i64, i1} %".22", 0
  %".24" = extractvalue {i64, i1} %".22", 1
  %".25" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".23", i64 40)
  %".26" = extractvalue {i64, i1} %".25", 0
  %".27" = extractvalue {i64, i1} %".25", 1
  %".28" = or i1 %".24", %".27"
  br i1 %".28", label %"B0.if", label %"B0.endif", !prof !0
B28:
  %".106" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".107"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".110"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".106", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".110"
  %".114" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".110", i32 0, i32 1
  %".115" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".114"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".116"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".115", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".116"
  %".120" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".116", i32 0, i32 5
  %".121" = getelementptr inbounds [1 x i64], [1 x i64]* %".120", i32 0, i32 0
  %".122" = load i64, i64* %".121", !range !3
  %".123" = insertvalue [1 x i64] undef, i64 %".122", 0
  %".124" = extractvalue [1 x i64] %".123", 0
  %".125" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".110", i32 0, i32 0
  %".126" = load i64*, i64** %".125"
  %".127" = load i64, i64* %".126"
  %".128" = icmp slt i64 %".127", %".124"
  %".129" = getelementptr inbounds {i64, i1}, {i64, i1}* %".107", i32 0, i32 1
  store i1 %".128", i1* %".129"
  br i1 %".128", label %"B28.if", label %"B28.endif"
B32:
  %".171" = load i64, i64* %"$phi.2"
  %".172" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".174" = load {i8*, i8*}, {i8*, i8*}* %"seen"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".174", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".174", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".176"
  store {i8*, i8*} %".174", {i8*, i8*}* %".176"
  %".180" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".176", i32 0, i32 0
  %".181" = load i8*, i8** %".180"
  %".182" = call i8* @"NRT_MemInfo_data_fast"(i8* %".181")
  %".183" = bitcast i8* %".182" to {i64, i64, i64, i64, i8, {i64, i64}}*
  %".184" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".183", i32 0, i32 5
  store i64 0, i64* %".185"
  %".189" = call i32 @"_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEx"(i64* %".185", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %".171")
  %".190" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".191" = icmp eq i32 %".189", 0
  %".192" = icmp eq i32 %".189", -2
  %".193" = icmp eq i32 %".189", -1
  %".194" = icmp eq i32 %".189", -3
  %".195" = or i1 %".191", %".192"
  %".196" = xor i1 %".195", -1
  %".197" = icmp sge i32 %".189", 1
  %".198" = select  i1 %".197", {i8*, i32, i8*, i8*, i32}* %".190", {i8*, i32, i8*, i8*, i32}* undef
  %".199" = load i64, i64* %".185"
  br i1 %".196", label %"B32.if", label %"B32.endif", !prof !0
B70:
  %".518" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".520" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".520", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".520", 1
  %"extracted.meminfo.9" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".521" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".522" = extractvalue [1 x i64] %"extracted.strides.6", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %".525" = load {i8*, i8*}, {i8*, i8*}* %"seen"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".526"
  store {i8*, i8*} %".525", {i8*, i8*}* %".526"
  %".530" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".526", i32 0, i32 0
  %".531" = load i8*, i8** %".530"
  %".532" = call i8* @"NRT_MemInfo_data_fast"(i8* %".531")
  %".533" = bitcast i8* %".532" to {i64, i64, i64, i64, i8, {i64, i64}}*
  %".534" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".533", i32 0, i32 5
  %".535" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".533", i32 0, i32 1
  %".536" = load i64, i64* %".535"
  %".537" = load {i8*, i8*}, {i8*, i8*}* %"seen"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".537", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".537", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"seen"
  store i64 %".536", i64* %"retptr"
  ret i32 0
B0.if:
  store i1 0, i1* %".19"
  br label %"B0.endif"
B0.endif:
  %".32" = load i1, i1* %".19"
  br i1 %".32", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.endif.if:
  %".34" = bitcast void (i8*, i64, i8*)* @".dtor.set.int64" to i8*
  %".35" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".26", i8* %".34")
  %".36" = icmp eq i8* null, %".35"
  br i1 %".36", label %"B0.endif.if.if", label %"B0.endif.if.else", !prof !0
B0.endif.endif:
  %".61" = load i1, i1* %".19"
  %".62" = xor i1 %".61", -1
  br i1 %".62", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.if.if:
  store i1 0, i1* %".19"
  br label %"B0.endif.if.endif"
B0.endif.if.else:
  %".40" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".16", i32 0, i32 0
  store i8* %".35", i8** %".40"
  %".42" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".16", i32 0, i32 1
  store i8* null, i8** %".42"
  %".44" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".16", i32 0, i32 0
  %".45" = load i8*, i8** %".44"
  %".46" = call i8* @"NRT_MemInfo_data_fast"(i8* %".45")
  %".47" = bitcast i8* %".46" to {i64, i64, i64, i64, i8, {i64, i64}}*
  %".48" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".47", i32 0, i32 5
  call void @"llvm.memset.p0i8.i64"(i8* %".46", i8 255, i64 %".26", i1 0)
  %".50" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".47", i32 0, i32 1
  store i64 0, i64* %".50"
  %".52" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".47", i32 0, i32 0
  store i64 0, i64* %".52"
  %".54" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".47", i32 0, i32 3
  store i64 0, i64* %".54"
  %".56" = sub i64 16, 1
  %".57" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".47", i32 0, i32 2
  store i64 %".56", i64* %".57"
  br label %"B0.endif.if.endif"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".67" = load i64, i64* %"try_state"
  %".68" = icmp ugt i64 %".67", 0
  %".69" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  %".71" = load {i8*, i8*}, {i8*, i8*}* %".16"
  %".73" = load {i8*, i8*}, {i8*, i8*}* %"seen"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".73", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".73", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %".71", {i8*, i8*}* %"seen"
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".76"
  store i64 0, i64* %".79"
  %".82" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".76", i32 0, i32 0
  store i64* %".79", i64** %".82"
  %".84" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".76", i32 0, i32 1
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".84"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".86" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".87" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".89" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".76"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".90" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".91" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  %"extracted.index" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".89", 0
  %"extracted.array" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".89", 1
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 5
  %".93" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array", 6
  %".94" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  %".97" = load {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".97", 0
  %"extracted.array.1" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".97", 1
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 5
  %".98" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.1", 6
  %".99" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  store {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".89", {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %"$phi.1"
  %"extracted.index.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".89", 0
  %"extracted.array.2" = extractvalue {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}} %".89", 1
  %"extracted.meminfo.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 5
  %".102" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"extracted.array.2", 6
  %".103" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  br label %"B28"
B28.if:
  %".132" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".116", i32 0, i32 5
  %".133" = getelementptr inbounds [1 x i64], [1 x i64]* %".132", i32 0, i32 0
  %".134" = load i64, i64* %".133", !range !3
  %".135" = insertvalue [1 x i64] undef, i64 %".134", 0
  %".136" = extractvalue [1 x i64] %".135", 0
  %".137" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".116", i32 0, i32 6
  %".138" = load [1 x i64], [1 x i64]* %".137"
  %".139" = extractvalue [1 x i64] %".138", 0
  %".140" = mul i64 %".139", %".127"
  %".141" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".116", i32 0, i32 4
  %".142" = load i64*, i64** %".141"
  %".143" = ptrtoint i64* %".142" to i64
  %".144" = add i64 %".143", %".140"
  %".145" = inttoptr i64 %".144" to i64*
  %".146" = load i64, i64* %".145"
  %".147" = getelementptr inbounds {i64, i1}, {i64, i1}* %".107", i32 0, i32 0
  store i64 %".146", i64* %".147"
  %".149" = add nsw i64 %".127", 1
  %".150" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}}* %".110", i32 0, i32 0
  %".151" = load i64*, i64** %".150"
  store i64 %".149", i64* %".151"
  br label %"B28.endif"
B28.endif:
  %".154" = load {i64, i1}, {i64, i1}* %".107"
  %"extracted.first" = extractvalue {i64, i1} %".154", 0
  %"extracted.second" = extractvalue {i64, i1} %".154", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".155"
  store {i64, i1} %".154", {i64, i1}* %".155"
  %".159" = getelementptr inbounds {i64, i1}, {i64, i1}* %".155", i32 0, i32 0
  %".160" = load i64, i64* %".159"
  store {i64, i1} zeroinitializer, {i64, i1}* %".161"
  store {i64, i1} %".154", {i64, i1}* %".161"
  %".165" = getelementptr inbounds {i64, i1}, {i64, i1}* %".161", i32 0, i32 1
  %".166" = load i1, i1* %".165"
  %"extracted.first.1" = extractvalue {i64, i1} %".154", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".154", 1
  %".168" = load i64, i64* %"$phi.2"
  store i64 %".160", i64* %"$phi.2"
  br i1 %".166", label %"B32", label %"B70"
B32.if:
  %".201" = load i64, i64* %"try_state"
  %".202" = icmp ugt i64 %".201", 0
  %".203" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".198", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".205" = xor i1 %".202", -1
  br i1 %".205", label %"B32.if.if", label %"B32.if.endif"
B32.endif:
  %".209" = icmp ult i64 %".199", -2
  %".210" = select  i1 %".209", i64 %".199", i64 -43
  %".211" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".183", i32 0, i32 2
  %".212" = load i64, i64* %".211"
  store i64 %".210", i64* %".213"
  %".216" = and i64 %".210", %".212"
  store i64 %".216", i64* %".217"
  store i64 -1, i64* %".220"
  br label %"for.cond"
B32.if.if:
  ret i32 %".189"
B32.if.endif:
  br label %"B32.endif"
lookup.body:
  %".254" = load i64, i64* %".217"
  %".255" = getelementptr {i64, i64}, {i64, i64}* %".184", i64 %".254"
  %".256" = getelementptr inbounds {i64, i64}, {i64, i64}* %".255", i32 0, i32 0
  %".257" = load i64, i64* %".256"
  %".258" = icmp eq i64 %".210", %".257"
  br i1 %".258", label %"lookup.body.if", label %"lookup.body.endif"
lookup.found:
  br label %"lookup.end"
lookup.not_found:
  %".285" = load i64, i64* %".217"
  %".286" = load i64, i64* %".220"
  %".287" = icmp eq i64 %".286", -1
  %".288" = select  i1 %".287", i64 %".285", i64 %".286"
  store i64 %".288", i64* %".217"
  br label %"lookup.end"
lookup.end:
  %"found" = phi  i1 [1, %"lookup.found"], [0, %"lookup.not_found"]
  %".292" = load i64, i64* %".217"
  %".293" = xor i1 %"found", -1
  br i1 %".293", label %"lookup.end.if", label %"lookup.end.endif"
for.cond:
  %"loop.index" = phi  i64 [0, %"B32.endif"], [%".251", %"for.body.endif.endif.endif"]
  %".224" = icmp slt i64 %"loop.index", 3
  br i1 %".224", label %"for.body", label %"for.end"
for.body:
  %".226" = load i64, i64* %".217"
  %".227" = getelementptr {i64, i64}, {i64, i64}* %".184", i64 %".226"
  %".228" = getelementptr inbounds {i64, i64}, {i64, i64}* %".227", i32 0, i32 0
  %".229" = load i64, i64* %".228"
  %".230" = icmp eq i64 %".210", %".229"
  br i1 %".230", label %"for.body.if", label %"for.body.endif"
for.end:
  br label %"lookup.body"
for.body.if:
  %".232" = getelementptr inbounds {i64, i64}, {i64, i64}* %".227", i32 0, i32 1
  %".233" = load i64, i64* %".232"
  %".234" = icmp eq i64 %".171", %".233"
  br i1 %".234", label %"for.body.if.if", label %"for.body.if.endif"
for.body.endif:
  %".238" = icmp eq i64 %".229", -1
  br i1 %".238", label %"for.body.endif.if", label %"for.body.endif.endif"
for.body.if.if:
  br label %"lookup.found"
for.body.if.endif:
  br label %"for.body.endif"
for.body.endif.if:
  br label %"lookup.not_found"
for.body.endif.endif:
  %".241" = icmp eq i64 %".229", -2
  br i1 %".241", label %"for.body.endif.endif.if", label %"for.body.endif.endif.endif"
for.body.endif.endif.if:
  %".243" = load i64, i64* %".220"
  %".244" = icmp eq i64 %".243", -1
  %".245" = select  i1 %".244", i64 %".226", i64 %".243"
  store i64 %".245", i64* %".220"
  br label %"for.body.endif.endif.endif"
for.body.endif.endif.endif:
  %".248" = add i64 %".226", 1
  %".249" = and i64 %".248", %".212"
  store i64 %".249", i64* %".217"
  %".251" = add nsw i64 %"loop.index", 1
  br label %"for.cond"
lookup.body.if:
  %".260" = getelementptr inbounds {i64, i64}, {i64, i64}* %".255", i32 0, i32 1
  %".261" = load i64, i64* %".260"
  %".262" = icmp eq i64 %".171", %".261"
  br i1 %".262", label %"lookup.body.if.if", label %"lookup.body.if.endif"
lookup.body.endif:
  %".266" = icmp eq i64 %".257", -1
  br i1 %".266", label %"lookup.body.endif.if", label %"lookup.body.endif.endif"
lookup.body.if.if:
  br label %"lookup.found"
lookup.body.if.endif:
  br label %"lookup.body.endif"
lookup.body.endif.if:
  br label %"lookup.not_found"
lookup.body.endif.endif:
  %".269" = icmp eq i64 %".257", -2
  br i1 %".269", label %"lookup.body.endif.endif.if", label %"lookup.body.endif.endif.endif"
lookup.body.endif.endif.if:
  %".271" = load i64, i64* %".220"
  %".272" = icmp eq i64 %".271", -1
  %".273" = select  i1 %".272", i64 %".254", i64 %".271"
  store i64 %".273", i64* %".220"
  br label %"lookup.body.endif.endif.endif"
lookup.body.endif.endif.endif:
  %".276" = load i64, i64* %".213"
  %".277" = lshr i64 %".276", 5
  %".278" = mul i64 %".254", 5
  %".279" = add i64 1, %".278"
  %".280" = add i64 %".279", %".277"
  %".281" = and i64 %".212", %".280"
  store i64 %".281", i64* %".217"
  store i64 %".277", i64* %".213"
  br label %"lookup.body"
lookup.end.if:
  %".295" = getelementptr {i64, i64}, {i64, i64}* %".184", i64 %".292"
  %".296" = getelementptr inbounds {i64, i64}, {i64, i64}* %".295", i32 0, i32 0
  %".297" = load i64, i64* %".296"
  %".298" = getelementptr inbounds {i64, i64}, {i64, i64}* %".295", i32 0, i32 0
  store i64 %".210", i64* %".298"
  %".300" = getelementptr inbounds {i64, i64}, {i64, i64}* %".295", i32 0, i32 1
  store i64 %".171", i64* %".300"
  %".302" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".183", i32 0, i32 1
  %".303" = load i64, i64* %".302"
  %".304" = add i64 %".303", 1
  %".305" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".183", i32 0, i32 1
  store i64 %".304", i64* %".305"
  %".307" = icmp eq i64 %".297", -1
  br i1 %".307", label %"lookup.end.if.if", label %"lookup.end.if.endif", !prof !1
lookup.end.endif:
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".174", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".174", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  br label %"B28"
lookup.end.if.if:
  %".309" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".183", i32 0, i32 0
  %".310" = load i64, i64* %".309"
  %".311" = add i64 %".310", 1
  %".312" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".183", i32 0, i32 0
  store i64 %".311", i64* %".312"
  br label %"lookup.end.if.endif"
lookup.end.if.endif:
  %".315" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".176", i32 0, i32 0
  %".316" = load i8*, i8** %".315"
  %".317" = call i8* @"NRT_MemInfo_data_fast"(i8* %".316")
  %".318" = bitcast i8* %".317" to {i64, i64, i64, i64, i8, {i64, i64}}*
  %".319" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".318", i32 0, i32 5
  %".320" = shl i64 %".304", 1
  %".321" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".318", i32 0, i32 2
  %".322" = load i64, i64* %".321"
  %".323" = add i64 %".322", 1
  %".324" = icmp uge i64 %".320", %".323"
  br i1 %".324", label %"lookup.end.if.endif.if", label %"lookup.end.if.endif.endif", !prof !0
lookup.end.if.endif.if:
  store i64 %".323", i64* %".326"
  br label %"calcsize.body"
lookup.end.if.endif.endif:
  br label %"lookup.end.endif"
calcsize.body:
  %".330" = load i64, i64* %".326"
  %".331" = shl i64 %".330", 2
  store i64 %".331", i64* %".326"
  %".333" = icmp uge i64 %".320", %".331"
  br i1 %".333", label %"calcsize.body", label %"calcsize.end"
calcsize.end:
  %".335" = load i64, i64* %".326"
  store i1 1, i1* %".336"
  %".339" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".335", i64 16)
  %".340" = extractvalue {i64, i1} %".339", 0
  %".341" = extractvalue {i64, i1} %".339", 1
  %".342" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".340", i64 40)
  %".343" = extractvalue {i64, i1} %".342", 0
  %".344" = extractvalue {i64, i1} %".342", 1
  %".345" = or i1 %".341", %".344"
  br i1 %".345", label %"calcsize.end.if", label %"calcsize.end.endif", !prof !0
calcsize.end.if:
  store i1 0, i1* %".336"
  br label %"calcsize.end.endif"
calcsize.end.endif:
  %".349" = load i1, i1* %".336"
  br i1 %".349", label %"calcsize.end.endif.if", label %"calcsize.end.endif.endif", !prof !1
calcsize.end.endif.if:
  %".351" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".176", i32 0, i32 0
  %".352" = load i8*, i8** %".351"
  %".353" = call i8* @"NRT_MemInfo_varsize_alloc"(i8* %".352", i64 %".343")
  %".354" = icmp eq i8* null, %".353"
  br i1 %".354", label %"calcsize.end.endif.if.if", label %"calcsize.end.endif.if.else", !prof !0
calcsize.end.endif.endif:
  %".375" = load i1, i1* %".336"
  %".376" = xor i1 %".375", -1
  br i1 %".376", label %"calcsize.end.endif.endif.if", label %"calcsize.end.endif.endif.endif", !prof !0
calcsize.end.endif.if.if:
  store i1 0, i1* %".336"
  br label %"calcsize.end.endif.if.endif"
calcsize.end.endif.if.else:
  %".358" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".176", i32 0, i32 0
  %".359" = load i8*, i8** %".358"
  %".360" = call i8* @"NRT_MemInfo_data_fast"(i8* %".359")
  %".361" = bitcast i8* %".360" to {i64, i64, i64, i64, i8, {i64, i64}}*
  %".362" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".361", i32 0, i32 5
  call void @"llvm.memset.p0i8.i64"(i8* %".360", i8 255, i64 %".343", i1 0)
  %".364" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".361", i32 0, i32 1
  store i64 0, i64* %".364"
  %".366" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".361", i32 0, i32 0
  store i64 0, i64* %".366"
  %".368" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".361", i32 0, i32 3
  store i64 0, i64* %".368"
  %".370" = sub i64 %".335", 1
  %".371" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".361", i32 0, i32 2
  store i64 %".370", i64* %".371"
  br label %"calcsize.end.endif.if.endif"
calcsize.end.endif.if.endif:
  br label %"calcsize.end.endif.endif"
calcsize.end.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".379" = load i64, i64* %"try_state"
  %".380" = icmp ugt i64 %".379", 0
  %".381" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
calcsize.end.endif.endif.endif:
  %".383" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".176", i32 0, i32 0
  %".384" = load i8*, i8** %".383"
  %".385" = call i8* @"NRT_MemInfo_data_fast"(i8* %".384")
  %".386" = bitcast i8* %".385" to {i64, i64, i64, i64, i8, {i64, i64}}*
  %".387" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".386", i32 0, i32 5
  %".388" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".318", i32 0, i32 2
  %".389" = load i64, i64* %".388"
  %".390" = add i64 %".389", 1
  br label %"for.cond.1"
for.cond.1:
  %"loop.index.1" = phi  i64 [0, %"calcsize.end.endif.endif.endif"], [%".509", %"for.body.1.endif"]
  %".392" = icmp slt i64 %"loop.index.1", %".390"
  br i1 %".392", label %"for.body.1", label %"for.end.1"
for.body.1:
  %".394" = getelementptr {i64, i64}, {i64, i64}* %".319", i64 %"loop.index.1"
  %".395" = getelementptr inbounds {i64, i64}, {i64, i64}* %".394", i32 0, i32 0
  %".396" = load i64, i64* %".395"
  %".397" = icmp ult i64 %".396", -2
  br i1 %".397", label %"for.body.1.if", label %"for.body.1.endif"
for.end.1:
  %".511" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".176", i32 0, i32 0
  %".512" = load i8*, i8** %".511"
  call void @"NRT_MemInfo_varsize_free"(i8* %".512", i8* %".317")
  br label %"lookup.end.if.endif.endif"
for.body.1.if:
  %".399" = getelementptr inbounds {i64, i64}, {i64, i64}* %".394", i32 0, i32 1
  %".400" = load i64, i64* %".399"
  %".401" = getelementptr inbounds {i64, i64}, {i64, i64}* %".394", i32 0, i32 0
  %".402" = load i64, i64* %".401"
  %".403" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".386", i32 0, i32 2
  %".404" = load i64, i64* %".403"
  store i64 %".402", i64* %".405"
  %".408" = and i64 %".402", %".404"
  store i64 %".408", i64* %".409"
  store i64 -1, i64* %".412"
  br label %"for.cond.2"
for.body.1.endif:
  %".509" = add nsw i64 %"loop.index.1", 1
  br label %"for.cond.1"
lookup.body.1:
  %".446" = load i64, i64* %".409"
  %".447" = getelementptr {i64, i64}, {i64, i64}* %".387", i64 %".446"
  %".448" = getelementptr inbounds {i64, i64}, {i64, i64}* %".447", i32 0, i32 0
  %".449" = load i64, i64* %".448"
  %".450" = icmp eq i64 %".402", %".449"
  br i1 %".450", label %"lookup.body.1.if", label %"lookup.body.1.endif"
lookup.found.1:
  br label %"lookup.end.1"
lookup.not_found.1:
  %".477" = load i64, i64* %".409"
  %".478" = load i64, i64* %".412"
  %".479" = icmp eq i64 %".478", -1
  %".480" = select  i1 %".479", i64 %".477", i64 %".478"
  store i64 %".480", i64* %".409"
  br label %"lookup.end.1"
lookup.end.1:
  %"found.1" = phi  i1 [1, %"lookup.found.1"], [0, %"lookup.not_found.1"]
  %".484" = load i64, i64* %".409"
  %".485" = xor i1 %"found.1", -1
  br i1 %".485", label %"lookup.end.1.if", label %"lookup.end.1.endif"
for.cond.2:
  %"loop.index.2" = phi  i64 [0, %"for.body.1.if"], [%".443", %"for.body.2.endif.endif.endif"]
  %".416" = icmp slt i64 %"loop.index.2", 3
  br i1 %".416", label %"for.body.2", label %"for.end.2"
for.body.2:
  %".418" = load i64, i64* %".409"
  %".419" = getelementptr {i64, i64}, {i64, i64}* %".387", i64 %".418"
  %".420" = getelementptr inbounds {i64, i64}, {i64, i64}* %".419", i32 0, i32 0
  %".421" = load i64, i64* %".420"
  %".422" = icmp eq i64 %".402", %".421"
  br i1 %".422", label %"for.body.2.if", label %"for.body.2.endif"
for.end.2:
  br label %"lookup.body.1"
for.body.2.if:
  %".424" = getelementptr inbounds {i64, i64}, {i64, i64}* %".419", i32 0, i32 1
  %".425" = load i64, i64* %".424"
  %".426" = icmp eq i64 %".400", %".425"
  br i1 %".426", label %"for.body.2.if.if", label %"for.body.2.if.endif"
for.body.2.endif:
  %".430" = icmp eq i64 %".421", -1
  br i1 %".430", label %"for.body.2.endif.if", label %"for.body.2.endif.endif"
for.body.2.if.if:
  br label %"lookup.found.1"
for.body.2.if.endif:
  br label %"for.body.2.endif"
for.body.2.endif.if:
  br label %"lookup.not_found.1"
for.body.2.endif.endif:
  %".433" = icmp eq i64 %".421", -2
  br i1 %".433", label %"for.body.2.endif.endif.if", label %"for.body.2.endif.endif.endif"
for.body.2.endif.endif.if:
  %".435" = load i64, i64* %".412"
  %".436" = icmp eq i64 %".435", -1
  %".437" = select  i1 %".436", i64 %".418", i64 %".435"
  store i64 %".437", i64* %".412"
  br label %"for.body.2.endif.endif.endif"
for.body.2.endif.endif.endif:
  %".440" = add i64 %".418", 1
  %".441" = and i64 %".440", %".404"
  store i64 %".441", i64* %".409"
  %".443" = add nsw i64 %"loop.index.2", 1
  br label %"for.cond.2"
lookup.body.1.if:
  %".452" = getelementptr inbounds {i64, i64}, {i64, i64}* %".447", i32 0, i32 1
  %".453" = load i64, i64* %".452"
  %".454" = icmp eq i64 %".400", %".453"
  br i1 %".454", label %"lookup.body.1.if.if", label %"lookup.body.1.if.endif"
lookup.body.1.endif:
  %".458" = icmp eq i64 %".449", -1
  br i1 %".458", label %"lookup.body.1.endif.if", label %"lookup.body.1.endif.endif"
lookup.body.1.if.if:
  br label %"lookup.found.1"
lookup.body.1.if.endif:
  br label %"lookup.body.1.endif"
lookup.body.1.endif.if:
  br label %"lookup.not_found.1"
lookup.body.1.endif.endif:
  %".461" = icmp eq i64 %".449", -2
  br i1 %".461", label %"lookup.body.1.endif.endif.if", label %"lookup.body.1.endif.endif.endif"
lookup.body.1.endif.endif.if:
  %".463" = load i64, i64* %".412"
  %".464" = icmp eq i64 %".463", -1
  %".465" = select  i1 %".464", i64 %".446", i64 %".463"
  store i64 %".465", i64* %".412"
  br label %"lookup.body.1.endif.endif.endif"
lookup.body.1.endif.endif.endif:
  %".468" = load i64, i64* %".405"
  %".469" = lshr i64 %".468", 5
  %".470" = mul i64 %".446", 5
  %".471" = add i64 1, %".470"
  %".472" = add i64 %".471", %".469"
  %".473" = and i64 %".404", %".472"
  store i64 %".473", i64* %".409"
  store i64 %".469", i64* %".405"
  br label %"lookup.body.1"
lookup.end.1.if:
  %".487" = getelementptr {i64, i64}, {i64, i64}* %".387", i64 %".484"
  %".488" = getelementptr inbounds {i64, i64}, {i64, i64}* %".487", i32 0, i32 0
  %".489" = load i64, i64* %".488"
  %".490" = getelementptr inbounds {i64, i64}, {i64, i64}* %".487", i32 0, i32 0
  store i64 %".402", i64* %".490"
  %".492" = getelementptr inbounds {i64, i64}, {i64, i64}* %".487", i32 0, i32 1
  store i64 %".400", i64* %".492"
  %".494" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".386", i32 0, i32 1
  %".495" = load i64, i64* %".494"
  %".496" = add i64 %".495", 1
  %".497" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".386", i32 0, i32 1
  store i64 %".496", i64* %".497"
  %".499" = icmp eq i64 %".489", -1
  br i1 %".499", label %"lookup.end.1.if.if", label %"lookup.end.1.if.endif", !prof !1
lookup.end.1.endif:
  br label %"for.body.1.endif"
lookup.end.1.if.if:
  %".501" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".386", i32 0, i32 0
  %".502" = load i64, i64* %".501"
  %".503" = add i64 %".502", 1
  %".504" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".386", i32 0, i32 0
  store i64 %".503", i64* %".504"
  br label %"lookup.end.1.if.endif"
lookup.end.1.if.endif:
  br label %"lookup.end.1.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

define linkonce_odr void @".dtor.set.int64"(i8* %".1", i64 %".2", i8* %".3")
{
.5:
  %".6" = bitcast i8* %".1" to {i64, i64, i64, i64, i8, {i64, i64}}*
  %".7" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".6", i32 0, i32 5
  %".8" = getelementptr inbounds {i64, i64, i64, i64, i8, {i64, i64}}, {i64, i64, i64, i64, i8, {i64, i64}}* %".6", i32 0, i32 2
  %".9" = load i64, i64* %".8"
  %".10" = add i64 %".9", 1
  br label %"for.cond"
for.cond:
  %"loop.index" = phi  i64 [0, %".5"], [%".22", %"for.body.endif"]
  %".12" = icmp slt i64 %"loop.index", %".10"
  br i1 %".12", label %"for.body", label %"for.end"
for.body:
  %".14" = getelementptr {i64, i64}, {i64, i64}* %".7", i64 %"loop.index"
  %".15" = getelementptr inbounds {i64, i64}, {i64, i64}* %".14", i32 0, i32 0
  %".16" = load i64, i64* %".15"
  %".17" = icmp ult i64 %".16", -2
  br i1 %".17", label %"for.body.if", label %"for.body.endif"
for.end:
  ret void
for.body.if:
  %".19" = getelementptr inbounds {i64, i64}, {i64, i64}* %".14", i32 0, i32 1
  %".20" = load i64, i64* %".19"
  br label %"for.body.endif"
for.body.endif:
  %".22" = add nsw i64 %"loop.index", 1
  br label %"for.cond"
}

declare i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".1", i8* %".2")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

declare void @"llvm.memset.p0i8.i64"(i8* %".1", i8 %".2", i64 %".3", i1 %".4")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate set',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* noalias nocapture %".1")

declare i32 @"_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.obj")

declare noalias i8* @"NRT_MemInfo_varsize_alloc"(i8* %".1", i64 %".2")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot grow set',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_MemInfo_varsize_free"(i8* %".1", i8* %".2")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
!2 = !{ i1 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
