; ModuleID = "enumerate_zip"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops13enumerate_zipB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases11numba_loops13enumerate_zipB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"arg.a.4", 4
  %".11" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".11", 5
  %".12" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".12", 6
  %"total.2" = alloca double
  store double 0.0, double* %"total.2"
  %".22" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".22"
  %".32" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32"
  %".44" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".44"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".169" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169"
  %".200" = alloca {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}
  store {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} zeroinitializer, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".200"
  %".203" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".203"
  %".206" = alloca i64
  store i64 0, i64* %".206"
  %".219" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".219"
  %".222" = alloca i64
  store i64 0, i64* %".222"
  %".248" = alloca {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}
  store {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} zeroinitializer, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".248"
  %".251" = alloca i64
  store i64 0, i64* %".251"
  %"$phi.1" = alloca {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}
  store {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} zeroinitializer, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %"$phi.1"
  %".300" = alloca {{i64, [2 x double]}, i1}
  store {{i64, [2 x double]}, i1} zeroinitializer, {{i64, [2 x double]}, i1}* %".300"
  %".303" = alloca {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}
  store {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} zeroinitializer, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".303"
  %".316" = alloca {[2 x double], i1}
  store {[2 x double], i1} zeroinitializer, {[2 x double], i1}* %".316"
  %".319" = alloca {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}
  store {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} zeroinitializer, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".319"
  %".323" = alloca [2 x double]
  store [2 x double] zeroinitializer, [2 x double]* %".323"
  %".325" = alloca i1
  store i1 0, i1* %".325"
  %".332" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".332"
  %".335" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".335"
  %".341" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".341"
  %".380" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".380"
  %".386" = alloca i1
  store i1 0, i1* %".386"
  %".406" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".406"
  %".409" = alloca {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".409"
  %".415" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".415"
  %".454" = alloca {double, i1}
  store {double, i1} zeroinitializer, {double, i1}* %".454"
  %".460" = alloca i1
  store i1 0, i1* %".460"
  %".485" = alloca {[2 x double], i1}
  store {[2 x double], i1} zeroinitializer, {[2 x double], i1}* %".485"
  %".491" = alloca i1
  store i1 0, i1* %".491"
  %".511" = alloca {{i64, [2 x double]}, i1}
  store {{i64, [2 x double]}, i1} zeroinitializer, {{i64, [2 x double]}, i1}* %".511"
  %".519" = alloca {{i64, [2 x double]}, i1}
  store {{i64, [2 x double]}, i1} zeroinitializer, {{i64, [2 x double]}, i1}* %".519"
  %"$phi.2" = alloca {i64, [2 x double]}
  store {i64, [2 x double]} zeroinitializer, {i64, [2 x double]}* %"$phi.2"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".13" = extractvalue [1 x i64] %"extracted.shape", 0
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".14" = extractvalue [1 x i64] %"extracted.strides", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".17" = load double, double* %"total.2"
  store double              0x0, double* %"total.2"
  %".19" = icmp slt i64 -1, 0
  %".20" = select  i1 %".19", i64 -9223372036854775808, i64 9223372036854775807
  %".21" = select  i1 %".19", i64 9223372036854775807, i64 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".22"
  %".25" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".22", i32 0, i32 0
  store i64 %".21", i64* %".25"
  %".27" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".22", i32 0, i32 1
  store i64 %".20", i64* %".27"
  %".29" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".22", i32 0, i32 2
  store i64 -1, i64* %".29"
  %".31" = load {i64, i64, i64}, {i64, i64, i64}* %".22"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32"
  %".36" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 5
  %".37" = getelementptr inbounds [1 x i64], [1 x i64]* %".36", i32 0, i32 0
  %".38" = load i64, i64* %".37", !range !0
  %".39" = insertvalue [1 x i64] undef, i64 %".38", 0
  %".40" = extractvalue [1 x i64] %".39", 0
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 6
  %".42" = load [1 x i64], [1 x i64]* %".41"
  %".43" = extractvalue [1 x i64] %".42", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".44"
  store {i64, i64, i64} %".31", {i64, i64, i64}* %".44"
  %".48" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 2
  %".49" = load i64, i64* %".48"
  %".50" = icmp eq i64 %".49", 0
  br i1 %".50", label %"B0.if", label %"B0.endif", !prof !1
B62:
  %".299" = load {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %"$phi.1"
  store {{i64, [2 x double]}, i1} zeroinitializer, {{i64, [2 x double]}, i1}* %".300"
  store {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} zeroinitializer, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".303"
  store {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".299", {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".303"
  %".307" = getelementptr inbounds {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".303", i32 0, i32 0
  %".308" = load i64*, i64** %".307"
  %".309" = load i64, i64* %".308"
  %".310" = add i64 %".309", 1
  %".311" = getelementptr inbounds {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".303", i32 0, i32 0
  %".312" = load i64*, i64** %".311"
  store i64 %".310", i64* %".312"
  %".314" = getelementptr inbounds {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".303", i32 0, i32 1
  %".315" = load {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".314"
  store {[2 x double], i1} zeroinitializer, {[2 x double], i1}* %".316"
  store {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} zeroinitializer, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".319"
  store {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %".315", {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".319"
  store i1 1, i1* %".325"
  %".328" = getelementptr inbounds {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".319", i32 0, i32 0
  %".329" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".328"
  %".330" = load i1, i1* %".325"
  br i1 %".330", label %"B62.if", label %"B62.endif"
B66:
  %".537" = load {i64, [2 x double]}, {i64, [2 x double]}* %"$phi.2"
  %"extracted.f0.5" = extractvalue {i64, [2 x double]} %".537", 0
  %"extracted.f1.5" = extractvalue {i64, [2 x double]} %".537", 1
  %".538" = extractvalue [2 x double] %"extracted.f1.5", 0
  %".539" = extractvalue [2 x double] %"extracted.f1.5", 1
  %".540" = load {i64, [2 x double]}, {i64, [2 x double]}* %"$phi.2"
  %"extracted.f0.6" = extractvalue {i64, [2 x double]} %".540", 0
  %"extracted.f1.6" = extractvalue {i64, [2 x double]} %".540", 1
  %".541" = extractvalue [2 x double] %"extracted.f1.6", 0
  %".542" = extractvalue [2 x double] %"extracted.f1.6", 1
  store {i64, [2 x double]} zeroinitializer, {i64, [2 x double]}* %"$phi.2"
  %".544" = extractvalue {i64, [2 x double]} %".537", 0
  %".545" = extractvalue {i64, [2 x double]} %".537", 1
  %".546" = extractvalue [2 x double] %".545", 0
  %".547" = extractvalue [2 x double] %".545", 1
  %"extracted.f0.7" = extractvalue {i64, [2 x double]} %".537", 0
  %"extracted.f1.7" = extractvalue {i64, [2 x double]} %".537", 1
  %".548" = extractvalue [2 x double] %"extracted.f1.7", 0
  %".549" = extractvalue [2 x double] %"extracted.f1.7", 1
  %".550" = extractvalue [2 x double] %".545", 0
  %".551" = extractvalue [2 x double] %".545", 1
  %".552" = extractvalue [2 x double] %".545", 0
  %".553" = extractvalue [2 x double] %".545", 1
  %".554" = extractvalue [2 x double] %".545", 0
  %".555" = extractvalue [2 x double] %".545", 1
  %".556" = extractvalue [2 x double] %".545", 0
  %".557" = extractvalue [2 x double] %".545", 1
  %".558" = sitofp i64 %".544" to double
  %".559" = fmul double %".558", %".554"
  %".560" = fsub double %".559", %".555"
  %".561" = load double, double* %"total.2"
  %".562" = fadd double %".561", %".560"
  %".563" = load double, double* %"total.2"
  store double %".562", double* %"total.2"
  br label %"B62"
B104:
  %".566" = load {i64, [2 x double]}, {i64, [2 x double]}* %"$phi.2"
  %"extracted.f0.8" = extractvalue {i64, [2 x double]} %".566", 0
  %"extracted.f1.8" = extractvalue {i64, [2 x double]} %".566", 1
  %".567" = extractvalue [2 x double] %"extracted.f1.8", 0
  %".568" = extractvalue [2 x double] %"extracted.f1.8", 1
  store {i64, [2 x double]} zeroinitializer, {i64, [2 x double]}* %"$phi.2"
  %".570" = load {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %"$phi.1"
  %"extracted.count.5" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".570", 0
  %"extracted.iter.5" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".570", 1
  %"extracted.iter0.7" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.5", 0
  %"extracted.index.14" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.7", 0
  %"extracted.array.14" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.7", 1
  %"extracted.meminfo.20" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.14", 0
  %"extracted.parent.20" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.14", 1
  %"extracted.nitems.20" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.14", 2
  %"extracted.itemsize.20" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.14", 3
  %"extracted.data.20" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.14", 4
  %"extracted.shape.20" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.14", 5
  %".571" = extractvalue [1 x i64] %"extracted.shape.20", 0
  %"extracted.strides.20" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.14", 6
  %".572" = extractvalue [1 x i64] %"extracted.strides.20", 0
  %"extracted.iter1.7" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.5", 1
  %"extracted.index.15" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.7", 0
  %"extracted.array.15" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.7", 1
  %"extracted.meminfo.21" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.15", 0
  %"extracted.parent.21" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.15", 1
  %"extracted.nitems.21" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.15", 2
  %"extracted.itemsize.21" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.15", 3
  %"extracted.data.21" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.15", 4
  %"extracted.shape.21" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.15", 5
  %".573" = extractvalue [1 x i64] %"extracted.shape.21", 0
  %"extracted.strides.21" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.15", 6
  %".574" = extractvalue [1 x i64] %"extracted.strides.21", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.20")
  call void @"NRT_decref"(i8* %"extracted.meminfo.21")
  store {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} zeroinitializer, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %"$phi.1"
  %".578" = load double, double* %"total.2"
  %".579" = load double, double* %"total.2"
  store double 0.0, double* %"total.2"
  store double %".578", double* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".55" = load i64, i64* %"try_state"
  %".56" = icmp ugt i64 %".55", 0
  %".57" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  %".59" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 2
  %".60" = load i64, i64* %".59"
  %".61" = icmp slt i64 %".60", 0
  br i1 %".61", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".98" = add i64 %".40", -1
  %".99" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  %".100" = load i64, i64* %".99"
  %".101" = icmp slt i64 %".100", 0
  %".102" = add i64 %".100", %".40"
  %".103" = select  i1 %".101", i64 %".102", i64 %".100"
  %".104" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  store i64 %".103", i64* %".104"
  %".106" = icmp slt i64 %".103", 0
  br i1 %".106", label %"B0.endif.if.if", label %"B0.endif.if.endif", !prof !1
B0.endif.else:
  %".63" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  %".64" = load i64, i64* %".63"
  %".65" = icmp slt i64 %".64", 0
  %".66" = add i64 %".64", %".40"
  %".67" = select  i1 %".65", i64 %".66", i64 %".64"
  %".68" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  store i64 %".67", i64* %".68"
  %".70" = icmp slt i64 %".67", 0
  br i1 %".70", label %"B0.endif.else.if", label %"B0.endif.else.endif", !prof !1
B0.endif.endif:
  %".134" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  %".135" = load i64, i64* %".134"
  %".136" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  %".137" = load i64, i64* %".136"
  %".138" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 1
  %".139" = load i64, i64* %".138"
  %".140" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 2
  %".141" = load i64, i64* %".140"
  %".142" = icmp slt i64 %".141", 0
  %".143" = sub i64 %".139", %".137"
  %".144" = sub i64 %".143", 1
  %".145" = add i64 %".143", 1
  %".146" = select  i1 %".142", i64 %".145", i64 %".144"
  %".147" = sdiv i64 %".146", %".141"
  %".148" = add i64 1, %".147"
  %".149" = icmp sge i64 %".143", 0
  %".150" = icmp sle i64 %".143", 0
  %".151" = select  i1 %".142", i1 %".149", i1 %".150"
  %".152" = select  i1 %".151", i64 0, i64 %".148"
  %".153" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 2
  %".154" = load i64, i64* %".153"
  %".155" = mul i64 %".154", %".43"
  %".156" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 5
  %".157" = getelementptr inbounds [1 x i64], [1 x i64]* %".156", i32 0, i32 0
  %".158" = load i64, i64* %".157", !range !0
  %".159" = insertvalue [1 x i64] undef, i64 %".158", 0
  %".160" = extractvalue [1 x i64] %".159", 0
  %".161" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 6
  %".162" = load [1 x i64], [1 x i64]* %".161"
  %".163" = extractvalue [1 x i64] %".162", 0
  %".164" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 4
  %".165" = load double*, double** %".164"
  %".166" = mul i64 %".135", 1
  %".167" = add i64 0, %".166"
  %".168" = getelementptr double, double* %".165", i64 %".167"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169"
  %".172" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 3
  %".173" = load i64, i64* %".172"
  %".174" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 0
  %".175" = load i8*, i8** %".174"
  %".176" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 1
  %".177" = load i8*, i8** %".176"
  %".178" = insertvalue [1 x i64] undef, i64 %".152", 0
  %".179" = insertvalue [1 x i64] undef, i64 %".155", 0
  %".180" = extractvalue [1 x i64] %".178", 0
  %".181" = mul nsw i64 1, %".180"
  %".182" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 5
  store [1 x i64] %".178", [1 x i64]* %".182"
  %".184" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 6
  store [1 x i64] %".179", [1 x i64]* %".184"
  %".186" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 4
  store double* %".168", double** %".186"
  %".188" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 3
  store i64 %".173", i64* %".188"
  %".190" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 0
  store i8* %".175", i8** %".190"
  %".192" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 1
  store i8* %".177", i8** %".192"
  %".194" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169", i32 0, i32 2
  store i64 %".181", i64* %".194"
  %".196" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".169"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 5
  %".197" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 6
  %".198" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %"extracted.start" = extractvalue {i64, i64, i64} %".31", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".31", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".31", 2
  store {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} zeroinitializer, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".200"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".203"
  store i64 0, i64* %".206"
  %".209" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".203", i32 0, i32 0
  store i64* %".206", i64** %".209"
  %".211" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".203", i32 0, i32 1
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".211"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".213" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".214" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".216" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".203"
  %".217" = getelementptr inbounds {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".200", i32 0, i32 0
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".216", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".217"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".219"
  store i64 0, i64* %".222"
  %".225" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".219", i32 0, i32 0
  store i64* %".222", i64** %".225"
  %".227" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".219", i32 0, i32 1
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".227"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 5
  %".229" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 6
  %".230" = extractvalue [1 x i64] %"extracted.strides.3", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".232" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".219"
  %".233" = getelementptr inbounds {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".200", i32 0, i32 1
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".232", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".233"
  %".235" = load {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".200"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".236" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".237" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  %"extracted.meminfo.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 1
  %"extracted.nitems.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 2
  %"extracted.itemsize.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 3
  %"extracted.data.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 4
  %"extracted.shape.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 5
  %".239" = extractvalue [1 x i64] %"extracted.shape.5", 0
  %"extracted.strides.5" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".196", 6
  %".240" = extractvalue [1 x i64] %"extracted.strides.5", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %"extracted.iter0" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %".235", 0
  %"extracted.index" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0", 0
  %"extracted.array" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0", 1
  %"extracted.meminfo.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 1
  %"extracted.nitems.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 2
  %"extracted.itemsize.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 3
  %"extracted.data.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 4
  %"extracted.shape.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 5
  %".242" = extractvalue [1 x i64] %"extracted.shape.6", 0
  %"extracted.strides.6" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array", 6
  %".243" = extractvalue [1 x i64] %"extracted.strides.6", 0
  %"extracted.iter1" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %".235", 1
  %"extracted.index.1" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1", 0
  %"extracted.array.1" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1", 1
  %"extracted.meminfo.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 1
  %"extracted.nitems.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 2
  %"extracted.itemsize.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 3
  %"extracted.data.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 4
  %"extracted.shape.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 5
  %".244" = extractvalue [1 x i64] %"extracted.shape.7", 0
  %"extracted.strides.7" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.1", 6
  %".245" = extractvalue [1 x i64] %"extracted.strides.7", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.6")
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  store {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} zeroinitializer, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".248"
  store i64 0, i64* %".251"
  %".254" = getelementptr inbounds {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".248", i32 0, i32 0
  store i64* %".251", i64** %".254"
  %".256" = getelementptr inbounds {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".248", i32 0, i32 1
  store {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %".235", {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".256"
  %".258" = load {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %".248"
  %"extracted.iter0.1" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %".235", 0
  %"extracted.index.2" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.1", 0
  %"extracted.array.2" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.1", 1
  %"extracted.meminfo.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 1
  %"extracted.nitems.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 2
  %"extracted.itemsize.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 3
  %"extracted.data.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 4
  %"extracted.shape.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 5
  %".259" = extractvalue [1 x i64] %"extracted.shape.8", 0
  %"extracted.strides.8" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.2", 6
  %".260" = extractvalue [1 x i64] %"extracted.strides.8", 0
  %"extracted.iter1.1" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %".235", 1
  %"extracted.index.3" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.1", 0
  %"extracted.array.3" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.1", 1
  %"extracted.meminfo.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 1
  %"extracted.nitems.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 2
  %"extracted.itemsize.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 3
  %"extracted.data.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 4
  %"extracted.shape.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 5
  %".261" = extractvalue [1 x i64] %"extracted.shape.9", 0
  %"extracted.strides.9" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.3", 6
  %".262" = extractvalue [1 x i64] %"extracted.strides.9", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.8")
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  %"extracted.count" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".258", 0
  %"extracted.iter" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".258", 1
  %"extracted.iter0.2" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter", 0
  %"extracted.index.4" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.2", 0
  %"extracted.array.4" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.2", 1
  %"extracted.meminfo.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 1
  %"extracted.nitems.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 2
  %"extracted.itemsize.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 3
  %"extracted.data.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 4
  %"extracted.shape.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 5
  %".265" = extractvalue [1 x i64] %"extracted.shape.10", 0
  %"extracted.strides.10" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.4", 6
  %".266" = extractvalue [1 x i64] %"extracted.strides.10", 0
  %"extracted.iter1.2" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter", 1
  %"extracted.index.5" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.2", 0
  %"extracted.array.5" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.2", 1
  %"extracted.meminfo.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 1
  %"extracted.nitems.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 2
  %"extracted.itemsize.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 3
  %"extracted.data.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 4
  %"extracted.shape.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 5
  %".267" = extractvalue [1 x i64] %"extracted.shape.11", 0
  %"extracted.strides.11" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.5", 6
  %".268" = extractvalue [1 x i64] %"extracted.strides.11", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.10")
  call void @"NRT_incref"(i8* %"extracted.meminfo.11")
  %"extracted.count.1" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".258", 0
  %"extracted.iter.1" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".258", 1
  %"extracted.iter0.3" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.1", 0
  %"extracted.index.6" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.3", 0
  %"extracted.array.6" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.3", 1
  %"extracted.meminfo.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 1
  %"extracted.nitems.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 2
  %"extracted.itemsize.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 3
  %"extracted.data.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 4
  %"extracted.shape.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 5
  %".271" = extractvalue [1 x i64] %"extracted.shape.12", 0
  %"extracted.strides.12" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.6", 6
  %".272" = extractvalue [1 x i64] %"extracted.strides.12", 0
  %"extracted.iter1.3" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.1", 1
  %"extracted.index.7" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.3", 0
  %"extracted.array.7" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.3", 1
  %"extracted.meminfo.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.7", 0
  %"extracted.parent.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.7", 1
  %"extracted.nitems.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.7", 2
  %"extracted.itemsize.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.7", 3
  %"extracted.data.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.7", 4
  %"extracted.shape.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.7", 5
  %".273" = extractvalue [1 x i64] %"extracted.shape.13", 0
  %"extracted.strides.13" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.7", 6
  %".274" = extractvalue [1 x i64] %"extracted.strides.13", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  call void @"NRT_decref"(i8* %"extracted.meminfo.13")
  %"extracted.count.2" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".258", 0
  %"extracted.iter.2" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".258", 1
  %"extracted.iter0.4" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.2", 0
  %"extracted.index.8" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.4", 0
  %"extracted.array.8" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.4", 1
  %"extracted.meminfo.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.8", 0
  %"extracted.parent.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.8", 1
  %"extracted.nitems.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.8", 2
  %"extracted.itemsize.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.8", 3
  %"extracted.data.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.8", 4
  %"extracted.shape.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.8", 5
  %".277" = extractvalue [1 x i64] %"extracted.shape.14", 0
  %"extracted.strides.14" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.8", 6
  %".278" = extractvalue [1 x i64] %"extracted.strides.14", 0
  %"extracted.iter1.4" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.2", 1
  %"extracted.index.9" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.4", 0
  %"extracted.array.9" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.4", 1
  %"extracted.meminfo.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.9", 0
  %"extracted.parent.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.9", 1
  %"extracted.nitems.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.9", 2
  %"extracted.itemsize.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.9", 3
  %"extracted.data.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.9", 4
  %"extracted.shape.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.9", 5
  %".279" = extractvalue [1 x i64] %"extracted.shape.15", 0
  %"extracted.strides.15" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.9", 6
  %".280" = extractvalue [1 x i64] %"extracted.strides.15", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.14")
  call void @"NRT_incref"(i8* %"extracted.meminfo.15")
  %".284" = load {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}, {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %"$phi.1"
  %"extracted.count.3" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".284", 0
  %"extracted.iter.3" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".284", 1
  %"extracted.iter0.5" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.3", 0
  %"extracted.index.10" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.5", 0
  %"extracted.array.10" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.5", 1
  %"extracted.meminfo.16" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.10", 0
  %"extracted.parent.16" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.10", 1
  %"extracted.nitems.16" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.10", 2
  %"extracted.itemsize.16" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.10", 3
  %"extracted.data.16" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.10", 4
  %"extracted.shape.16" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.10", 5
  %".285" = extractvalue [1 x i64] %"extracted.shape.16", 0
  %"extracted.strides.16" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.10", 6
  %".286" = extractvalue [1 x i64] %"extracted.strides.16", 0
  %"extracted.iter1.5" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.3", 1
  %"extracted.index.11" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.5", 0
  %"extracted.array.11" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.5", 1
  %"extracted.meminfo.17" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.11", 0
  %"extracted.parent.17" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.11", 1
  %"extracted.nitems.17" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.11", 2
  %"extracted.itemsize.17" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.11", 3
  %"extracted.data.17" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.11", 4
  %"extracted.shape.17" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.11", 5
  %".287" = extractvalue [1 x i64] %"extracted.shape.17", 0
  %"extracted.strides.17" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.11", 6
  %".288" = extractvalue [1 x i64] %"extracted.strides.17", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.16")
  call void @"NRT_decref"(i8* %"extracted.meminfo.17")
  store {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".258", {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}}* %"$phi.1"
  %"extracted.count.4" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".258", 0
  %"extracted.iter.4" = extractvalue {i64*, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}} %".258", 1
  %"extracted.iter0.6" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.4", 0
  %"extracted.index.12" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.6", 0
  %"extracted.array.12" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter0.6", 1
  %"extracted.meminfo.18" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.12", 0
  %"extracted.parent.18" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.12", 1
  %"extracted.nitems.18" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.12", 2
  %"extracted.itemsize.18" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.12", 3
  %"extracted.data.18" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.12", 4
  %"extracted.shape.18" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.12", 5
  %".292" = extractvalue [1 x i64] %"extracted.shape.18", 0
  %"extracted.strides.18" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.12", 6
  %".293" = extractvalue [1 x i64] %"extracted.strides.18", 0
  %"extracted.iter1.6" = extractvalue {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}} %"extracted.iter.4", 1
  %"extracted.index.13" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.6", 0
  %"extracted.array.13" = extractvalue {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %"extracted.iter1.6", 1
  %"extracted.meminfo.19" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.13", 0
  %"extracted.parent.19" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.13", 1
  %"extracted.nitems.19" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.13", 2
  %"extracted.itemsize.19" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.13", 3
  %"extracted.data.19" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.13", 4
  %"extracted.shape.19" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.13", 5
  %".294" = extractvalue [1 x i64] %"extracted.shape.19", 0
  %"extracted.strides.19" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"extracted.array.13", 6
  %".295" = extractvalue [1 x i64] %"extracted.strides.19", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.18")
  call void @"NRT_decref"(i8* %"extracted.meminfo.19")
  br label %"B62"
B0.endif.else.if:
  %".72" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  store i64 0, i64* %".72"
  br label %"B0.endif.else.endif"
B0.endif.else.endif:
  %".75" = icmp sge i64 %".67", %".40"
  br i1 %".75", label %"B0.endif.else.endif.if", label %"B0.endif.else.endif.endif", !prof !1
B0.endif.else.endif.if:
  %".77" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  store i64 %".40", i64* %".77"
  br label %"B0.endif.else.endif.endif"
B0.endif.else.endif.endif:
  %".80" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 1
  %".81" = load i64, i64* %".80"
  %".82" = icmp slt i64 %".81", 0
  %".83" = add i64 %".81", %".40"
  %".84" = select  i1 %".82", i64 %".83", i64 %".81"
  %".85" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 1
  store i64 %".84", i64* %".85"
  %".87" = icmp slt i64 %".84", 0
  br i1 %".87", label %"B0.endif.else.endif.endif.if", label %"B0.endif.else.endif.endif.endif", !prof !1
B0.endif.else.endif.endif.if:
  %".89" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 1
  store i64 0, i64* %".89"
  br label %"B0.endif.else.endif.endif.endif"
B0.endif.else.endif.endif.endif:
  %".92" = icmp sge i64 %".84", %".40"
  br i1 %".92", label %"B0.endif.else.endif.endif.endif.if", label %"B0.endif.else.endif.endif.endif.endif", !prof !1
B0.endif.else.endif.endif.endif.if:
  %".94" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 1
  store i64 %".40", i64* %".94"
  br label %"B0.endif.else.endif.endif.endif.endif"
B0.endif.else.endif.endif.endif.endif:
  br label %"B0.endif.endif"
B0.endif.if.if:
  %".108" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  store i64 -1, i64* %".108"
  br label %"B0.endif.if.endif"
B0.endif.if.endif:
  %".111" = icmp sge i64 %".103", %".40"
  br i1 %".111", label %"B0.endif.if.endif.if", label %"B0.endif.if.endif.endif", !prof !1
B0.endif.if.endif.if:
  %".113" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 0
  store i64 %".98", i64* %".113"
  br label %"B0.endif.if.endif.endif"
B0.endif.if.endif.endif:
  %".116" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 1
  %".117" = load i64, i64* %".116"
  %".118" = icmp slt i64 %".117", 0
  %".119" = add i64 %".117", %".40"
  %".120" = select  i1 %".118", i64 %".119", i64 %".117"
  %".121" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 1
  store i64 %".120", i64* %".121"
  %".123" = icmp slt i64 %".120", 0
  br i1 %".123", label %"B0.endif.if.endif.endif.if", label %"B0.endif.if.endif.endif.endif", !prof !1
B0.endif.if.endif.endif.if:
  %".125" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 1
  store i64 -1, i64* %".125"
  br label %"B0.endif.if.endif.endif.endif"
B0.endif.if.endif.endif.endif:
  %".128" = icmp sge i64 %".120", %".40"
  br i1 %".128", label %"B0.endif.if.endif.endif.endif.if", label %"B0.endif.if.endif.endif.endif.endif", !prof !1
B0.endif.if.endif.endif.endif.if:
  %".130" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".44", i32 0, i32 1
  store i64 %".98", i64* %".130"
  br label %"B0.endif.if.endif.endif.endif.endif"
B0.endif.if.endif.endif.endif.endif:
  br label %"B0.endif.endif"
B62.if:
  store {double, i1} zeroinitializer, {double, i1}* %".332"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".335"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".329", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".335"
  %".339" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".335", i32 0, i32 1
  %".340" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".339"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".341"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".340", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".341"
  %".345" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".341", i32 0, i32 5
  %".346" = getelementptr inbounds [1 x i64], [1 x i64]* %".345", i32 0, i32 0
  %".347" = load i64, i64* %".346", !range !0
  %".348" = insertvalue [1 x i64] undef, i64 %".347", 0
  %".349" = extractvalue [1 x i64] %".348", 0
  %".350" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".335", i32 0, i32 0
  %".351" = load i64*, i64** %".350"
  %".352" = load i64, i64* %".351"
  %".353" = icmp slt i64 %".352", %".349"
  %".354" = getelementptr inbounds {double, i1}, {double, i1}* %".332", i32 0, i32 1
  store i1 %".353", i1* %".354"
  br i1 %".353", label %"B62.if.if", label %"B62.if.endif"
B62.endif:
  %".402" = getelementptr inbounds {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}, {{i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}}* %".319", i32 0, i32 1
  %".403" = load {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".402"
  %".404" = load i1, i1* %".325"
  br i1 %".404", label %"B62.endif.if", label %"B62.endif.endif"
B62.if.if:
  %".357" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".341", i32 0, i32 5
  %".358" = getelementptr inbounds [1 x i64], [1 x i64]* %".357", i32 0, i32 0
  %".359" = load i64, i64* %".358", !range !0
  %".360" = insertvalue [1 x i64] undef, i64 %".359", 0
  %".361" = extractvalue [1 x i64] %".360", 0
  %".362" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".341", i32 0, i32 6
  %".363" = load [1 x i64], [1 x i64]* %".362"
  %".364" = extractvalue [1 x i64] %".363", 0
  %".365" = mul i64 %".364", %".352"
  %".366" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".341", i32 0, i32 4
  %".367" = load double*, double** %".366"
  %".368" = ptrtoint double* %".367" to i64
  %".369" = add i64 %".368", %".365"
  %".370" = inttoptr i64 %".369" to double*
  %".371" = load double, double* %".370"
  %".372" = getelementptr inbounds {double, i1}, {double, i1}* %".332", i32 0, i32 0
  store double %".371", double* %".372"
  %".374" = add nsw i64 %".352", 1
  %".375" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".335", i32 0, i32 0
  %".376" = load i64*, i64** %".375"
  store i64 %".374", i64* %".376"
  br label %"B62.if.endif"
B62.if.endif:
  %".379" = load {double, i1}, {double, i1}* %".332"
  %"extracted.first" = extractvalue {double, i1} %".379", 0
  %"extracted.second" = extractvalue {double, i1} %".379", 1
  store {double, i1} zeroinitializer, {double, i1}* %".380"
  store {double, i1} %".379", {double, i1}* %".380"
  %".384" = getelementptr inbounds {double, i1}, {double, i1}* %".380", i32 0, i32 1
  %".385" = load i1, i1* %".384"
  %".388" = icmp eq i1 %".385", 0
  br i1 %".388", label %"B62.if.endif.if", label %"B62.if.endif.else"
B62.if.endif.if:
  store i1 0, i1* %".386"
  br label %"B62.if.endif.endif"
B62.if.endif.else:
  store i1 1, i1* %".386"
  br label %"B62.if.endif.endif"
B62.if.endif.endif:
  %".394" = load i1, i1* %".386"
  %".395" = and i1 %".330", %".394"
  store i1 %".395", i1* %".325"
  %".397" = getelementptr inbounds {double, i1}, {double, i1}* %".380", i32 0, i32 0
  %".398" = load double, double* %".397"
  %".399" = getelementptr inbounds [2 x double], [2 x double]* %".323", i32 0, i32 0
  store double %".398", double* %".399"
  br label %"B62.endif"
B62.endif.if:
  store {double, i1} zeroinitializer, {double, i1}* %".406"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} zeroinitializer, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".409"
  store {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}} %".403", {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".409"
  %".413" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".409", i32 0, i32 1
  %".414" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".413"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".415"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".414", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".415"
  %".419" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".415", i32 0, i32 5
  %".420" = getelementptr inbounds [1 x i64], [1 x i64]* %".419", i32 0, i32 0
  %".421" = load i64, i64* %".420", !range !0
  %".422" = insertvalue [1 x i64] undef, i64 %".421", 0
  %".423" = extractvalue [1 x i64] %".422", 0
  %".424" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".409", i32 0, i32 0
  %".425" = load i64*, i64** %".424"
  %".426" = load i64, i64* %".425"
  %".427" = icmp slt i64 %".426", %".423"
  %".428" = getelementptr inbounds {double, i1}, {double, i1}* %".406", i32 0, i32 1
  store i1 %".427", i1* %".428"
  br i1 %".427", label %"B62.endif.if.if", label %"B62.endif.if.endif"
B62.endif.endif:
  %".476" = load i1, i1* %".325"
  %".477" = getelementptr inbounds {[2 x double], i1}, {[2 x double], i1}* %".316", i32 0, i32 1
  store i1 %".476", i1* %".477"
  br i1 %".476", label %"B62.endif.endif.if", label %"B62.endif.endif.endif"
B62.endif.if.if:
  %".431" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".415", i32 0, i32 5
  %".432" = getelementptr inbounds [1 x i64], [1 x i64]* %".431", i32 0, i32 0
  %".433" = load i64, i64* %".432", !range !0
  %".434" = insertvalue [1 x i64] undef, i64 %".433", 0
  %".435" = extractvalue [1 x i64] %".434", 0
  %".436" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".415", i32 0, i32 6
  %".437" = load [1 x i64], [1 x i64]* %".436"
  %".438" = extractvalue [1 x i64] %".437", 0
  %".439" = mul i64 %".438", %".426"
  %".440" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".415", i32 0, i32 4
  %".441" = load double*, double** %".440"
  %".442" = ptrtoint double* %".441" to i64
  %".443" = add i64 %".442", %".439"
  %".444" = inttoptr i64 %".443" to double*
  %".445" = load double, double* %".444"
  %".446" = getelementptr inbounds {double, i1}, {double, i1}* %".406", i32 0, i32 0
  store double %".445", double* %".446"
  %".448" = add nsw i64 %".426", 1
  %".449" = getelementptr inbounds {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}, {i64*, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}}* %".409", i32 0, i32 0
  %".450" = load i64*, i64** %".449"
  store i64 %".448", i64* %".450"
  br label %"B62.endif.if.endif"
B62.endif.if.endif:
  %".453" = load {double, i1}, {double, i1}* %".406"
  %"extracted.first.1" = extractvalue {double, i1} %".453", 0
  %"extracted.second.1" = extractvalue {double, i1} %".453", 1
  store {double, i1} zeroinitializer, {double, i1}* %".454"
  store {double, i1} %".453", {double, i1}* %".454"
  %".458" = getelementptr inbounds {double, i1}, {double, i1}* %".454", i32 0, i32 1
  %".459" = load i1, i1* %".458"
  %".462" = icmp eq i1 %".459", 0
  br i1 %".462", label %"B62.endif.if.endif.if", label %"B62.endif.if.endif.else"
B62.endif.if.endif.if:
  store i1 0, i1* %".460"
  br label %"B62.endif.if.endif.endif"
B62.endif.if.endif.else:
  store i1 1, i1* %".460"
  br label %"B62.endif.if.endif.endif"
B62.endif.if.endif.endif:
  %".468" = load i1, i1* %".460"
  %".469" = and i1 %".404", %".468"
  store i1 %".469", i1* %".325"
  %".471" = getelementptr inbounds {double, i1}, {double, i1}* %".454", i32 0, i32 0
  %".472" = load double, double* %".471"
  %".473" = getelementptr inbounds [2 x double], [2 x double]* %".323", i32 0, i32 1
  store double %".472", double* %".473"
  br label %"B62.endif.endif"
B62.endif.endif.if:
  %".480" = load [2 x double], [2 x double]* %".323"
  %".481" = getelementptr inbounds {[2 x double], i1}, {[2 x double], i1}* %".316", i32 0, i32 0
  store [2 x double] %".480", [2 x double]* %".481"
  br label %"B62.endif.endif.endif"
B62.endif.endif.endif:
  %".484" = load {[2 x double], i1}, {[2 x double], i1}* %".316"
  store {[2 x double], i1} zeroinitializer, {[2 x double], i1}* %".485"
  store {[2 x double], i1} %".484", {[2 x double], i1}* %".485"
  %".489" = getelementptr inbounds {[2 x double], i1}, {[2 x double], i1}* %".485", i32 0, i32 1
  %".490" = load i1, i1* %".489"
  %".493" = icmp eq i1 %".490", 0
  br i1 %".493", label %"B62.endif.endif.endif.if", label %"B62.endif.endif.endif.else"
B62.endif.endif.endif.if:
  store i1 0, i1* %".491"
  br label %"B62.endif.endif.endif.endif"
B62.endif.endif.endif.else:
  store i1 1, i1* %".491"
  br label %"B62.endif.endif.endif.endif"
B62.endif.endif.endif.endif:
  %".499" = load i1, i1* %".491"
  %".500" = getelementptr inbounds {{i64, [2 x double]}, i1}, {{i64, [2 x double]}, i1}* %".300", i32 0, i32 1
  store i1 %".499", i1* %".500"
  br i1 %".499", label %"B62.endif.endif.endif.endif.if", label %"B62.endif.endif.endif.endif.endif"
B62.endif.endif.endif.endif.if:
  %".503" = getelementptr inbounds {[2 x double], i1}, {[2 x double], i1}* %".485", i32 0, i32 0
  %".504" = load [2 x double], [2 x double]* %".503"
  %".505" = insertvalue {i64, [2 x double]} undef, i64 %".309", 0
  %".506" = insertvalue {i64, [2 x double]} %".505", [2 x double] %".504", 1
  %".507" = getelementptr inbounds {{i64, [2 x double]}, i1}, {{i64, [2 x double]}, i1}* %".300", i32 0, i32 0
  store {i64, [2 x double]} %".506", {i64, [2 x double]}* %".507"
  br label %"B62.endif.endif.endif.endif.endif"
B62.endif.endif.endif.endif.endif:
  %".510" = load {{i64, [2 x double]}, i1}, {{i64, [2 x double]}, i1}* %".300"
  store {{i64, [2 x double]}, i1} zeroinitializer, {{i64, [2 x double]}, i1}* %".511"
  store {{i64, [2 x double]}, i1} %".510", {{i64, [2 x double]}, i1}* %".511"
  %".515" = getelementptr inbounds {{i64, [2 x double]}, i1}, {{i64, [2 x double]}, i1}* %".511", i32 0, i32 0
  %".516" = load {i64, [2 x double]}, {i64, [2 x double]}* %".515"
  %"extracted.f0" = extractvalue {i64, [2 x double]} %".516", 0
  %"extracted.f1" = extractvalue {i64, [2 x double]} %".516", 1
  %".517" = extractvalue [2 x double] %"extracted.f1", 0
  %".518" = extractvalue [2 x double] %"extracted.f1", 1
  store {{i64, [2 x double]}, i1} zeroinitializer, {{i64, [2 x double]}, i1}* %".519"
  store {{i64, [2 x double]}, i1} %".510", {{i64, [2 x double]}, i1}* %".519"
  %".523" = getelementptr inbounds {{i64, [2 x double]}, i1}, {{i64, [2 x double]}, i1}* %".519", i32 0, i32 1
  %".524" = load i1, i1* %".523"
  %"extracted.first.2" = extractvalue {{i64, [2 x double]}, i1} %".510", 0
  %"extracted.f0.1" = extractvalue {i64, [2 x double]} %"extracted.first.2", 0
  %"extracted.f1.1" = extractvalue {i64, [2 x double]} %"extracted.first.2", 1
  %".525" = extractvalue [2 x double] %"extracted.f1.1", 0
  %".526" = extractvalue [2 x double] %"extracted.f1.1", 1
  %"extracted.second.2" = extractvalue {{i64, [2 x double]}, i1} %".510", 1
  %"extracted.f0.2" = extractvalue {i64, [2 x double]} %".516", 0
  %"extracted.f1.2" = extractvalue {i64, [2 x double]} %".516", 1
  %".527" = extractvalue [2 x double] %"extracted.f1.2", 0
  %".528" = extractvalue [2 x double] %"extracted.f1.2", 1
  %".530" = load {i64, [2 x double]}, {i64, [2 x double]}* %"$phi.2"
  %"extracted.f0.3" = extractvalue {i64, [2 x double]} %".530", 0
  %"extracted.f1.3" = extractvalue {i64, [2 x double]} %".530", 1
  %".531" = extractvalue [2 x double] %"extracted.f1.3", 0
  %".532" = extractvalue [2 x double] %"extracted.f1.3", 1
  store {i64, [2 x double]} %".516", {i64, [2 x double]}* %"$phi.2"
  %"extracted.f0.4" = extractvalue {i64, [2 x double]} %".516", 0
  %"extracted.f1.4" = extractvalue {i64, [2 x double]} %".516", 1
  %".534" = extractvalue [2 x double] %"extracted.f1.4", 0
  %".535" = extractvalue [2 x double] %"extracted.f1.4", 1
  br i1 %".524", label %"B66", label %"B104"
}

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('slice step cannot be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* captures(none) noalias %".1")

!0 = !{ i64 0, i64 9223372036854775807 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i1 1 }
