; ModuleID = "tuple_length"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE" = common global i8* null
define i32 @"_ZN5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.t.0", i64 %"arg.t.1")
{
entry:
  %".6" = insertvalue [2 x i64] undef, i64 %"arg.t.0", 0
  %".7" = insertvalue [2 x i64] %".6", i64 %"arg.t.1", 1
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %".13" = alloca {i64*, [2 x i64]}
  store {i64*, [2 x i64]} zeroinitializer, {i64*, [2 x i64]}* %".13"
  %".16" = alloca i64
  store i64 0, i64* %".16"
  %"$phi.1" = alloca {i64*, [2 x i64]}
  store {i64*, [2 x i64]} zeroinitializer, {i64*, [2 x i64]}* %"$phi.1"
  %".39" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".39"
  %".42" = alloca {i64*, [2 x i64]}
  store {i64*, [2 x i64]} zeroinitializer, {i64*, [2 x i64]}* %".42"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".76" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".76"
  %".82" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".82"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  br label %"B0"
B0:
  %".8" = extractvalue [2 x i64] %".7", 0
  %".9" = extractvalue [2 x i64] %".7", 1
  %".11" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store {i64*, [2 x i64]} zeroinitializer, {i64*, [2 x i64]}* %".13"
  store i64 0, i64* %".16"
  %".19" = getelementptr inbounds {i64*, [2 x i64]}, {i64*, [2 x i64]}* %".13", i32 0, i32 0
  store i64* %".16", i64** %".19"
  %".21" = getelementptr inbounds {i64*, [2 x i64]}, {i64*, [2 x i64]}* %".13", i32 0, i32 1
  store [2 x i64] %".7", [2 x i64]* %".21"
  %".23" = load {i64*, [2 x i64]}, {i64*, [2 x i64]}* %".13"
  %"extracted.index" = extractvalue {i64*, [2 x i64]} %".23", 0
  %"extracted.tuple" = extractvalue {i64*, [2 x i64]} %".23", 1
  %".24" = extractvalue [2 x i64] %"extracted.tuple", 0
  %".25" = extractvalue [2 x i64] %"extracted.tuple", 1
  %".26" = extractvalue [2 x i64] %".7", 0
  %".27" = extractvalue [2 x i64] %".7", 1
  %"extracted.index.1" = extractvalue {i64*, [2 x i64]} %".23", 0
  %"extracted.tuple.1" = extractvalue {i64*, [2 x i64]} %".23", 1
  %".28" = extractvalue [2 x i64] %"extracted.tuple.1", 0
  %".29" = extractvalue [2 x i64] %"extracted.tuple.1", 1
  %".31" = load {i64*, [2 x i64]}, {i64*, [2 x i64]}* %"$phi.1"
  %"extracted.index.2" = extractvalue {i64*, [2 x i64]} %".31", 0
  %"extracted.tuple.2" = extractvalue {i64*, [2 x i64]} %".31", 1
  %".32" = extractvalue [2 x i64] %"extracted.tuple.2", 0
  %".33" = extractvalue [2 x i64] %"extracted.tuple.2", 1
  store {i64*, [2 x i64]} %".23", {i64*, [2 x i64]}* %"$phi.1"
  %"extracted.index.3" = extractvalue {i64*, [2 x i64]} %".23", 0
  %"extracted.tuple.3" = extractvalue {i64*, [2 x i64]} %".23", 1
  %".35" = extractvalue [2 x i64] %"extracted.tuple.3", 0
  %".36" = extractvalue [2 x i64] %"extracted.tuple.3", 1
  br label %"B12"
B12:
  %".38" = load {i64*, [2 x i64]}, {i64*, [2 x i64]}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".39"
  store {i64*, [2 x i64]} zeroinitializer, {i64*, [2 x i64]}* %".42"
  store {i64*, [2 x i64]} %".38", {i64*, [2 x i64]}* %".42"
  %".46" = getelementptr inbounds {i64*, [2 x i64]}, {i64*, [2 x i64]}* %".42", i32 0, i32 1
  %".47" = load [2 x i64], [2 x i64]* %".46"
  %".48" = getelementptr inbounds {i64*, [2 x i64]}, {i64*, [2 x i64]}* %".42", i32 0, i32 0
  %".49" = load i64*, i64** %".48"
  %".50" = load i64, i64* %".49"
  %".51" = icmp slt i64 %".50", 2
  %".52" = getelementptr inbounds {i64, i1}, {i64, i1}* %".39", i32 0, i32 1
  store i1 %".51", i1* %".52"
  br i1 %".51", label %"B12.if", label %"B12.endif"
B14:
  %".92" = load i64, i64* %"$phi.2"
  %".93" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".95" = load i64, i64* %"total.2"
  %".96" = add nsw i64 %".95", %".92"
  %".97" = load i64, i64* %"total.2"
  store i64 %".96", i64* %"total.2"
  br label %"B12"
B28:
  %".100" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".102" = load {i64*, [2 x i64]}, {i64*, [2 x i64]}* %"$phi.1"
  %"extracted.index.4" = extractvalue {i64*, [2 x i64]} %".102", 0
  %"extracted.tuple.4" = extractvalue {i64*, [2 x i64]} %".102", 1
  %".103" = extractvalue [2 x i64] %"extracted.tuple.4", 0
  %".104" = extractvalue [2 x i64] %"extracted.tuple.4", 1
  store {i64*, [2 x i64]} zeroinitializer, {i64*, [2 x i64]}* %"$phi.1"
  %".106" = load i64, i64* %"total.2"
  %".107" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".106", i64* %"retptr"
  ret i32 0
B12.if:
  switch i64 %".50", label %"switch.else" [i64 0, label %"switch.0" i64 -2, label %"switch.0" i64 1, label %"switch.1" i64 -1, label %"switch.1"]
B12.endif:
  %".75" = load {i64, i1}, {i64, i1}* %".39"
  %"extracted.first" = extractvalue {i64, i1} %".75", 0
  %"extracted.second" = extractvalue {i64, i1} %".75", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".76"
  store {i64, i1} %".75", {i64, i1}* %".76"
  %".80" = getelementptr inbounds {i64, i1}, {i64, i1}* %".76", i32 0, i32 0
  %".81" = load i64, i64* %".80"
  store {i64, i1} zeroinitializer, {i64, i1}* %".82"
  store {i64, i1} %".75", {i64, i1}* %".82"
  %".86" = getelementptr inbounds {i64, i1}, {i64, i1}* %".82", i32 0, i32 1
  %".87" = load i1, i1* %".86"
  %"extracted.first.1" = extractvalue {i64, i1} %".75", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".75", 1
  %".89" = load i64, i64* %"$phi.2"
  store i64 %".81", i64* %"$phi.2"
  br i1 %".87", label %"B14", label %"B28"
switch.else:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !0
  store i64 0, i64* %"try_state"
  %".59" = load i64, i64* %"try_state"
  %".60" = icmp ugt i64 %".59", 0
  %".61" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
switch.end:
  %".63" = phi  i64 [%".64", %"switch.0"], [%".66", %"switch.1"]
  %".68" = getelementptr inbounds {i64, i1}, {i64, i1}* %".39", i32 0, i32 0
  store i64 %".63", i64* %".68"
  %".70" = add i64 %".50", 1
  %".71" = getelementptr inbounds {i64*, [2 x i64]}, {i64*, [2 x i64]}* %".42", i32 0, i32 0
  %".72" = load i64*, i64** %".71"
  store i64 %".70", i64* %".72"
  br label %"B12.endif"
switch.0:
  %".64" = extractvalue [2 x i64] %".47", 0
  br label %"switch.end"
switch.1:
  %".66" = extractvalue [2 x i64] %".47", 1
  br label %"switch.end"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'IndexError'>, ('tuple index out of range',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ i1 1 }
