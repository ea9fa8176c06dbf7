; ModuleID = "consumes_generator"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %".9" = alloca {i32, {i64}, {i64, {i64, i64, i64, i64}}}
  store {i32, {i64}, {i64, {i64, i64, i64, i64}}} zeroinitializer, {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".9"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".24" = alloca {i32, {i64}, {i64, {i64, i64, i64, i64}}}
  store {i32, {i64}, {i64, {i64, i64, i64, i64}}} zeroinitializer, {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".24"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i32, {i64}, {i64, {i64, i64, i64, i64}}}*
  store {i32, {i64}, {i64, {i64, i64, i64, i64}}}* null, {i32, {i64}, {i64, {i64, i64, i64, i64}}}** %"$phi.1"
  %".43" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".43"
  %".46" = alloca i64
  store i64 0, i64* %".46"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".83" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".83"
  %".89" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".89"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  br label %"B0"
B0:
  %".6" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".8" = load i8*, i8** @"numba.dynamic.globals.object1"
  store {i32, {i64}, {i64, {i64, i64, i64, i64}}} zeroinitializer, {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".9"
  %".13" = call i32 @"_ZN5cases15numba_functions9_count_upB2v2B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"({i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".9", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %"arg.n")
  %".14" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".15" = icmp eq i32 %".13", 0
  %".16" = icmp eq i32 %".13", -2
  %".17" = icmp eq i32 %".13", -1
  %".18" = icmp eq i32 %".13", -3
  %".19" = or i1 %".15", %".16"
  %".20" = xor i1 %".19", -1
  %".21" = icmp sge i32 %".13", 1
  %".22" = select  i1 %".21", {i8*, i32, i8*, i8*, i32}* %".14", {i8*, i32, i8*, i8*, i32}* undef
  %".23" = load {i32, {i64}, {i64, {i64, i64, i64, i64}}}, {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".9"
  store {i32, {i64}, {i64, {i64, i64, i64, i64}}} %".23", {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".24"
  br i1 %".20", label %"B0.if", label %"B0.endif", !prof !0
B30:
  %".42" = load {i32, {i64}, {i64, {i64, i64, i64, i64}}}*, {i32, {i64}, {i64, {i64, i64, i64, i64}}}** %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".43"
  store i64 0, i64* %".46"
  %".50" = call i32 @"_ZN5cases15numba_functions9_count_up4nextE131int64_20generator_28func_3d_3cfunction_20_count_up_20at_200xOBJ000000002_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29"(i64* %".46", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".42")
  %".51" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".52" = icmp eq i32 %".50", 0
  %".53" = icmp eq i32 %".50", -2
  %".54" = icmp eq i32 %".50", -1
  %".55" = icmp eq i32 %".50", -3
  %".56" = or i1 %".52", %".53"
  %".57" = xor i1 %".56", -1
  %".58" = icmp sge i32 %".50", 1
  %".59" = select  i1 %".58", {i8*, i32, i8*, i8*, i32}* %".51", {i8*, i32, i8*, i8*, i32}* undef
  %".60" = load i64, i64* %".46"
  br i1 %".56", label %"B30.if", label %"B30.endif", !prof !1
B34:
  %".99" = load i64, i64* %"$phi.2"
  %".100" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".102" = load i64, i64* %"total.2"
  %".103" = add nsw i64 %".102", %".99"
  %".104" = load i64, i64* %"total.2"
  store i64 %".103", i64* %"total.2"
  br label %"B30"
B48:
  %".107" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".109" = load {i32, {i64}, {i64, {i64, i64, i64, i64}}}*, {i32, {i64}, {i64, {i64, i64, i64, i64}}}** %"$phi.1"
  store {i32, {i64}, {i64, {i64, i64, i64, i64}}}* null, {i32, {i64}, {i64, {i64, i64, i64, i64}}}** %"$phi.1"
  %".111" = load i64, i64* %"total.2"
  %".112" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  store i64 %".111", i64* %"retptr"
  ret i32 0
B0.if:
  store i64 0, i64* %"try_state"
  %".30" = load i64, i64* %"try_state"
  %".31" = icmp ugt i64 %".30", 0
  %".32" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".22", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".34" = xor i1 %".31", -1
  br i1 %".34", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".39" = load {i32, {i64}, {i64, {i64, i64, i64, i64}}}*, {i32, {i64}, {i64, {i64, i64, i64, i64}}}** %"$phi.1"
  store {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %".24", {i32, {i64}, {i64, {i64, i64, i64, i64}}}** %"$phi.1"
  br label %"B30"
B0.if.if:
  ret i32 %".13"
B0.if.endif:
  br label %"B0.endif"
B30.if:
  %".62" = getelementptr inbounds {i64, i1}, {i64, i1}* %".43", i32 0, i32 1
  store i1 true, i1* %".62"
  %".64" = getelementptr inbounds {i64, i1}, {i64, i1}* %".43", i32 0, i32 0
  store i64 %".60", i64* %".64"
  br label %"B30.endif"
B30.endif:
  br i1 %".55", label %"B30.endif.if", label %"B30.endif.endif", !prof !0
B30.endif.if:
  %".68" = getelementptr inbounds {i64, i1}, {i64, i1}* %".43", i32 0, i32 1
  store i1 false, i1* %".68"
  br label %"B30.endif.endif"
B30.endif.endif:
  %".71" = xor i1 %".55", -1
  %".72" = and i1 %".57", %".71"
  br i1 %".72", label %"B30.endif.endif.if", label %"B30.endif.endif.endif", !prof !0
B30.endif.endif.if:
  %".74" = load i64, i64* %"try_state"
  %".75" = icmp ugt i64 %".74", 0
  %".76" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".59", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".78" = xor i1 %".75", -1
  br i1 %".78", label %"B30.endif.endif.if.if", label %"B30.endif.endif.if.endif"
B30.endif.endif.endif:
  %".82" = load {i64, i1}, {i64, i1}* %".43"
  %"extracted.first" = extractvalue {i64, i1} %".82", 0
  %"extracted.second" = extractvalue {i64, i1} %".82", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".83"
  store {i64, i1} %".82", {i64, i1}* %".83"
  %".87" = getelementptr inbounds {i64, i1}, {i64, i1}* %".83", i32 0, i32 0
  %".88" = load i64, i64* %".87"
  store {i64, i1} zeroinitializer, {i64, i1}* %".89"
  store {i64, i1} %".82", {i64, i1}* %".89"
  %".93" = getelementptr inbounds {i64, i1}, {i64, i1}* %".89", i32 0, i32 1
  %".94" = load i1, i1* %".93"
  %"extracted.first.1" = extractvalue {i64, i1} %".82", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".82", 1
  %".96" = load i64, i64* %"$phi.2"
  store i64 %".88", i64* %"$phi.2"
  br i1 %".94", label %"B34", label %"B48"
B30.endif.endif.if.if:
  ret i32 %".50"
B30.endif.endif.if.endif:
  br label %"B30.endif.endif.endif"
}

@"numba.dynamic.globals.object1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)
declare i32 @"_ZN5cases15numba_functions9_count_upB2v2B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"({i32, {i64}, {i64, {i64, i64, i64, i64}}}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")

declare i32 @"_ZN5cases15numba_functions9_count_up4nextE131int64_20generator_28func_3d_3cfunction_20_count_up_20at_200xOBJ000000002_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", {i32, {i64}, {i64, {i64, i64, i64, i64}}}* %"arg.gen")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ !"branch_weights", i32 99, i32 1 }
