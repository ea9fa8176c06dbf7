; ModuleID = "generator_of_squares"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i32, {i64}, {i64, {i64, i64, i64, i64}}}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = insertvalue {i64} undef, i64 %"arg.n", 0
  %".6" = insertvalue {i32, {i64}, {i64, {i64, i64, i64, i64}}} undef, i32 0, 0
  %".7" = insertvalue {i32, {i64}, {i64, {i64, i64, i64, i64}}} %".6", {i64} %".5", 1
  %".8" = insertvalue {i32, {i64}, {i64, {i64, i64, i64, i64}}} %".7", {i64, {i64, i64, i64, i64}} zeroinitializer, 2
  store {i32, {i64}, {i64, {i64, i64, i64, i64}}} %".8", {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %"retptr"
  ret i32 0
}

define i32 @"_ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %"arg.gen")
{
entry:
  %".5" = getelementptr inbounds {i32, {i64}, {i64, {i64, i64, i64, i64}}}, {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %"arg.gen", i32 0, i32 1
  %".6" = getelementptr inbounds {i64}, {i64}* %".5", i32 0, i32 0
  %".7" = load i64, i64* %".6"
  %"gen.resume_index" = getelementptr inbounds {i32, {i64}, {i64, {i64, i64, i64, i64}}}, {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %"arg.gen", i32 0, i32 0
  %"gen.state" = getelementptr inbounds {i32, {i64}, {i64, {i64, i64, i64, i64}}}, {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %"arg.gen", i32 0, i32 2
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"$load_global.1" = alloca i8*
  store i8* null, i8** %"$load_global.1"
  %".14" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".14"
  %"$call.1" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %"$call.1"
  %".32" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".32"
  %".36" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".36"
  %".45" = alloca i64
  store i64 0, i64* %".45"
  %".48" = alloca i64
  store i64 0, i64* %".48"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$get_iter.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$get_iter.1"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".101" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".101"
  %".104" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".104"
  %"$for_iter.1" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %"$for_iter.1"
  %".134" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".134"
  %"$for_iter.2" = alloca i64
  store i64 0, i64* %"$for_iter.2"
  %".144" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".144"
  %"$for_iter.3" = alloca i1
  store i1 0, i1* %"$for_iter.3"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"$binop_mul.1" = alloca i64
  store i64 0, i64* %"$binop_mul.1"
  %"$yield_value.1" = alloca i8*
  store i8* null, i8** %"$yield_value.1"
  %"$const.1" = alloca i8*
  store i8* null, i8** %"$const.1"
  %"$return_const.1" = alloca i8*
  store i8* null, i8** %"$return_const.1"
  br label %"generator_prologue"
generator_prologue:
  %".227" = load i32, i32* %"gen.resume_index"
  switch i32 %".227", label %"stop_iteration" [i32 1, label %"generator_resume1" i32 0, label %"B0"]
B0:
  store i64 %".7", i64* %"n"
  %".11" = load i8*, i8** %"$load_global.1"
  store i8* null, i8** %"$load_global.1"
  %".13" = load i64, i64* %"n"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".14"
  %".17" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".14", i32 0, i32 0
  store i64 0, i64* %".17"
  %".19" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".14", i32 0, i32 1
  store i64 %".13", i64* %".19"
  %".21" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".14", i32 0, i32 2
  store i64 1, i64* %".21"
  %".23" = load {i64, i64, i64}, {i64, i64, i64}* %".14"
  %".25" = load {i64, i64, i64}, {i64, i64, i64}* %"$call.1"
  %"extracted.start" = extractvalue {i64, i64, i64} %".25", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".25", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".25", 2
  store {i64, i64, i64} %".23", {i64, i64, i64}* %"$call.1"
  %".27" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".29" = load i8*, i8** %"$load_global.1"
  store i8* null, i8** %"$load_global.1"
  %".31" = load {i64, i64, i64}, {i64, i64, i64}* %"$call.1"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".32"
  store {i64, i64, i64} %".31", {i64, i64, i64}* %".32"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".36"
  %".39" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 0
  %".40" = load i64, i64* %".39"
  %".41" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 1
  %".42" = load i64, i64* %".41"
  %".43" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".32", i32 0, i32 2
  %".44" = load i64, i64* %".43"
  store i64 %".40", i64* %".45"
  %".50" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 0
  store i64* %".45", i64** %".50"
  %".52" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 1
  store i64 %".42", i64* %".52"
  %".54" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 2
  store i64 %".44", i64* %".54"
  %".56" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 3
  store i64* %".48", i64** %".56"
  %".58" = sub i64 %".42", %".40"
  %".59" = icmp sgt i64 %".58", 0
  %".60" = icmp sgt i64 %".44", 0
  %".61" = xor i1 %".59", %".60"
  %".62" = icmp eq i64 %".44", 0
  br i1 %".62", label %"B0.if", label %"B0.endif", !prof !0
B30:
  %".100" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".101"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".104"
  store {i64*, i64, i64, i64*} %".100", {i64*, i64, i64, i64*}* %".104"
  %".108" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".104", i32 0, i32 3
  %".109" = load i64*, i64** %".108"
  %".110" = load i64, i64* %".109"
  %".111" = icmp sgt i64 %".110", 0
  %".112" = getelementptr inbounds {i64, i1}, {i64, i1}* %".101", i32 0, i32 1
  store i1 %".111", i1* %".112"
  br i1 %".111", label %"B30.if", label %"B30.endif"
B34:
  %".163" = load i1, i1* %"$for_iter.3"
  store i1 0, i1* %"$for_iter.3"
  %".165" = load i64, i64* %"$phi.2"
  %".167" = load i64, i64* %"i"
  store i64 %".165", i64* %"i"
  %".169" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".171" = load i64, i64* %"i"
  %".172" = load i64, i64* %"i"
  %".173" = mul nsw i64 %".171", %".172"
  %".175" = load i64, i64* %"$binop_mul.1"
  store i64 %".173", i64* %"$binop_mul.1"
  %".177" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".179" = getelementptr inbounds {i64, {i64, i64, i64, i64}}, {i64, {i64, i64, i64, i64}}* %"gen.state", i32 0, i32 1
  %".180" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".180", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".180", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".180", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".180", 3
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".180", 0
  %".181" = load i64, i64* %"extracted.iter.5"
  %"extracted.stop.7" = extractvalue {i64*, i64, i64, i64*} %".180", 1
  %"extracted.step.7" = extractvalue {i64*, i64, i64, i64*} %".180", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".180", 3
  %".182" = load i64, i64* %"extracted.count.5"
  %".183" = insertvalue {i64, i64, i64, i64} undef, i64 %".181", 0
  %".184" = insertvalue {i64, i64, i64, i64} %".183", i64 %"extracted.stop.7", 1
  %".185" = insertvalue {i64, i64, i64, i64} %".184", i64 %"extracted.step.7", 2
  %".186" = insertvalue {i64, i64, i64, i64} %".185", i64 %".182", 3
  store {i64, i64, i64, i64} %".186", {i64, i64, i64, i64}* %".179"
  store i32 1, i32* %"gen.resume_index"
  %".189" = load i64, i64* %"$binop_mul.1"
  store i64 %".189", i64* %"retptr"
  ret i32 0
B52:
  %".209" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".211" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.8" = extractvalue {i64*, i64, i64, i64*} %".211", 0
  %"extracted.stop.10" = extractvalue {i64*, i64, i64, i64*} %".211", 1
  %"extracted.step.10" = extractvalue {i64*, i64, i64, i64*} %".211", 2
  %"extracted.count.8" = extractvalue {i64*, i64, i64, i64*} %".211", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".213" = load i1, i1* %"$for_iter.3"
  store i1 0, i1* %"$for_iter.3"
  %".216" = load i8*, i8** %"$const.1"
  store i8* null, i8** %"$const.1"
  %".218" = load i8*, i8** %"$const.1"
  %".220" = load i8*, i8** %"$return_const.1"
  store i8* %".218", i8** %"$return_const.1"
  %".222" = load i8*, i8** %"$const.1"
  store i8* null, i8** %"$const.1"
  store i32 -1, i32* %"gen.resume_index"
  ret i32 -3
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".67" = load i64, i64* %"try_state"
  %".68" = icmp ugt i64 %".67", 0
  %".69" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".61", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".72" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 3
  %".73" = load i64*, i64** %".72"
  store i64 0, i64* %".73"
  br label %"B0.endif.endif"
B0.endif.else:
  %".76" = srem i64 %".58", %".44"
  %".77" = sub i64 0, %".76"
  %".78" = select  i1 %".59", i64 %".76", i64 %".77"
  %".79" = icmp sgt i64 %".78", 0
  %".80" = sdiv i64 %".58", %".44"
  %".81" = select  i1 %".79", i64 1, i64 0
  %".82" = add i64 %".80", %".81"
  %".83" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36", i32 0, i32 3
  %".84" = load i64*, i64** %".83"
  store i64 %".82", i64* %".84"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".87" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".36"
  %".89" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$get_iter.1"
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".89", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".89", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".89", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".89", 3
  store {i64*, i64, i64, i64*} %".87", {i64*, i64, i64, i64*}* %"$get_iter.1"
  %".91" = load {i64, i64, i64}, {i64, i64, i64}* %"$call.1"
  %"extracted.start.1" = extractvalue {i64, i64, i64} %".91", 0
  %"extracted.stop.2" = extractvalue {i64, i64, i64} %".91", 1
  %"extracted.step.2" = extractvalue {i64, i64, i64} %".91", 2
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %"$call.1"
  %".93" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$get_iter.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".93", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".93", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".93", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".93", 3
  %".95" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".95", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".95", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".95", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".95", 3
  store {i64*, i64, i64, i64*} %".93", {i64*, i64, i64, i64*}* %"$phi.1"
  %".97" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$get_iter.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".97", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".97", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".97", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".97", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$get_iter.1"
  br label %"B30"
B30.if:
  %".115" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".104", i32 0, i32 0
  %".116" = load i64*, i64** %".115"
  %".117" = load i64, i64* %".116"
  %".118" = getelementptr inbounds {i64, i1}, {i64, i1}* %".101", i32 0, i32 0
  store i64 %".117", i64* %".118"
  %".120" = sub nsw i64 %".110", 1
  store i64 %".120", i64* %".109"
  %".122" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".104", i32 0, i32 2
  %".123" = load i64, i64* %".122"
  %".124" = add i64 %".117", %".123"
  %".125" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".104", i32 0, i32 0
  %".126" = load i64*, i64** %".125"
  store i64 %".124", i64* %".126"
  br label %"B30.endif"
B30.endif:
  %".129" = load {i64, i1}, {i64, i1}* %".101"
  %"extracted.first" = extractvalue {i64, i1} %".129", 0
  %"extracted.second" = extractvalue {i64, i1} %".129", 1
  %".131" = load {i64, i1}, {i64, i1}* %"$for_iter.1"
  %"extracted.first.1" = extractvalue {i64, i1} %".131", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".131", 1
  store {i64, i1} %".129", {i64, i1}* %"$for_iter.1"
  %".133" = load {i64, i1}, {i64, i1}* %"$for_iter.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".134"
  store {i64, i1} %".133", {i64, i1}* %".134"
  %".138" = getelementptr inbounds {i64, i1}, {i64, i1}* %".134", i32 0, i32 0
  %".139" = load i64, i64* %".138"
  %".141" = load i64, i64* %"$for_iter.2"
  store i64 %".139", i64* %"$for_iter.2"
  %".143" = load {i64, i1}, {i64, i1}* %"$for_iter.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".144"
  store {i64, i1} %".143", {i64, i1}* %".144"
  %".148" = getelementptr inbounds {i64, i1}, {i64, i1}* %".144", i32 0, i32 1
  %".149" = load i1, i1* %".148"
  %".151" = load i1, i1* %"$for_iter.3"
  store i1 %".149", i1* %"$for_iter.3"
  %".153" = load {i64, i1}, {i64, i1}* %"$for_iter.1"
  %"extracted.first.2" = extractvalue {i64, i1} %".153", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".153", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %"$for_iter.1"
  %".155" = load i64, i64* %"$for_iter.2"
  %".157" = load i64, i64* %"$phi.2"
  store i64 %".155", i64* %"$phi.2"
  %".159" = load i64, i64* %"$for_iter.2"
  store i64 0, i64* %"$for_iter.2"
  %".161" = load i1, i1* %"$for_iter.3"
  br i1 %".161", label %"B34", label %"B52"
generator_resume1:
  %".192" = getelementptr inbounds {i64, {i64, i64, i64, i64}}, {i64, {i64, i64, i64, i64}}* %"gen.state", i32 0, i32 1
  %".193" = getelementptr inbounds {i64, i64, i64, i64}, {i64, i64, i64, i64}* %".192", i32 0, i32 0
  %".194" = getelementptr inbounds {i64, i64, i64, i64}, {i64, i64, i64, i64}* %".192", i32 0, i32 1
  %".195" = load i64, i64* %".194"
  %".196" = getelementptr inbounds {i64, i64, i64, i64}, {i64, i64, i64, i64}* %".192", i32 0, i32 2
  %".197" = load i64, i64* %".196"
  %".198" = getelementptr inbounds {i64, i64, i64, i64}, {i64, i64, i64, i64}* %".192", i32 0, i32 3
  %"inserted.iter" = insertvalue {i64*, i64, i64, i64*} undef, i64* %".193", 0
  %"inserted.stop" = insertvalue {i64*, i64, i64, i64*} %"inserted.iter", i64 %".195", 1
  %"inserted.step" = insertvalue {i64*, i64, i64, i64*} %"inserted.stop", i64 %".197", 2
  %"inserted.count" = insertvalue {i64*, i64, i64, i64*} %"inserted.step", i64* %".198", 3
  %".199" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.6" = extractvalue {i64*, i64, i64, i64*} %".199", 0
  %"extracted.stop.8" = extractvalue {i64*, i64, i64, i64*} %".199", 1
  %"extracted.step.8" = extractvalue {i64*, i64, i64, i64*} %".199", 2
  %"extracted.count.6" = extractvalue {i64*, i64, i64, i64*} %".199", 3
  store {i64*, i64, i64, i64*} %"inserted.count", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.7" = extractvalue {i64*, i64, i64, i64*} %"inserted.count", 0
  %"extracted.stop.9" = extractvalue {i64*, i64, i64, i64*} %"inserted.count", 1
  %"extracted.step.9" = extractvalue {i64*, i64, i64, i64*} %"inserted.count", 2
  %"extracted.count.7" = extractvalue {i64*, i64, i64, i64*} %"inserted.count", 3
  %".202" = load i8*, i8** %"$yield_value.1"
  store i8* null, i8** %"$yield_value.1"
  %".204" = load i64, i64* %"$binop_mul.1"
  store i64 0, i64* %"$binop_mul.1"
  %".206" = load i8*, i8** %"$yield_value.1"
  store i8* null, i8** %"$yield_value.1"
  br label %"B30"
stop_iteration:
  ret i32 -3
}

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
define void @"finalize__ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29"({i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".1")
{
entry:
  %".3" = getelementptr inbounds {i32, {i64}, {i64, {i64, i64, i64, i64}}}, {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".1", i32 0, i32 1
  %".4" = getelementptr inbounds {i64}, {i64}* %".3", i32 0, i32 0
  %".5" = load i64, i64* %".4"
  ret void
}

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
