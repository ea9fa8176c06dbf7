; ModuleID = "nested_loops"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.m.0", i8* %"arg.m.1", i64 %"arg.m.2", i64 %"arg.m.3", i64* %"arg.m.4", i64 %"arg.m.5.0", i64 %"arg.m.5.1", i64 %"arg.m.6.0", i64 %"arg.m.6.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} undef, i8* %"arg.m.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.meminfo", i8* %"arg.m.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.parent", i64 %"arg.m.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.nitems", i64 %"arg.m.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.itemsize", i64* %"arg.m.4", 4
  %".13" = insertvalue [2 x i64] undef, i64 %"arg.m.5.0", 0
  %".14" = insertvalue [2 x i64] %".13", i64 %"arg.m.5.1", 1
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.data", [2 x i64] %".14", 5
  %".15" = insertvalue [2 x i64] undef, i64 %"arg.m.6.0", 0
  %".16" = insertvalue [2 x i64] %".15", i64 %"arg.m.6.1", 1
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.shape", [2 x i64] %".16", 6
  %"m" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"m"
  %".25" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".25"
  %"cols" = alloca i64
  store i64 0, i64* %"cols"
  %"out.2" = alloca i64
  store i64 0, i64* %"out.2"
  %".50" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".50"
  %".60" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".60"
  %".64" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".64"
  %".73" = alloca i64
  store i64 0, i64* %".73"
  %".76" = alloca i64
  store i64 0, i64* %".76"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".121" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".121"
  %".124" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".124"
  %".150" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".150"
  %".156" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".156"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %".180" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".180"
  %"best.2" = alloca i64
  store i64 0, i64* %"best.2"
  %".231" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".231"
  %".241" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".241"
  %".245" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".245"
  %".254" = alloca i64
  store i64 0, i64* %".254"
  %".257" = alloca i64
  store i64 0, i64* %".257"
  %"$phi.3" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".300" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".300"
  %".303" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".303"
  %".329" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".329"
  %".335" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".335"
  %"$phi.4" = alloca i64
  store i64 0, i64* %"$phi.4"
  %"c" = alloca i64
  store i64 0, i64* %"c"
  %".358" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".358"
  %"best.3" = alloca i64
  store i64 0, i64* %"best.3"
  %".430" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".430"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.strides", 5
  %".17" = extractvalue [2 x i64] %"extracted.shape", 0
  %".18" = extractvalue [2 x i64] %"extracted.shape", 1
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.strides", 6
  %".19" = extractvalue [2 x i64] %"extracted.strides", 0
  %".20" = extractvalue [2 x i64] %"extracted.strides", 1
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"m"
  %".24" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".25"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".24", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".25"
  %".29" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".25", i32 0, i32 5
  %".30" = getelementptr inbounds [2 x i64], [2 x i64]* %".29", i32 0, i32 0
  %".31" = load i64, i64* %".30", !range !0
  %".32" = getelementptr inbounds [2 x i64], [2 x i64]* %".29", i32 0, i32 1
  %".33" = load i64, i64* %".32", !range !0
  %".34" = insertvalue [2 x i64] undef, i64 %".31", 0
  %".35" = insertvalue [2 x i64] %".34", i64 %".33", 1
  %".36" = extractvalue [2 x i64] %".35", 0
  %".37" = extractvalue [2 x i64] %".35", 1
  %".38" = extractvalue [2 x i64] %".35", 0
  %".39" = extractvalue [2 x i64] %".35", 1
  %".40" = extractvalue [2 x i64] %".35", 0
  %".41" = extractvalue [2 x i64] %".35", 1
  %".42" = extractvalue [2 x i64] %".35", 0
  %".43" = extractvalue [2 x i64] %".35", 1
  %".45" = load i64, i64* %"cols"
  store i64 %".41", i64* %"cols"
  %".48" = load i64, i64* %"out.2"
  store i64 0, i64* %"out.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".50"
  %".53" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".50", i32 0, i32 0
  store i64 0, i64* %".53"
  %".55" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".50", i32 0, i32 1
  store i64 %".40", i64* %".55"
  %".57" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".50", i32 0, i32 2
  store i64 1, i64* %".57"
  %".59" = load {i64, i64, i64}, {i64, i64, i64}* %".50"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".60"
  store {i64, i64, i64} %".59", {i64, i64, i64}* %".60"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".64"
  %".67" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".60", i32 0, i32 0
  %".68" = load i64, i64* %".67"
  %".69" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".60", i32 0, i32 1
  %".70" = load i64, i64* %".69"
  %".71" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".60", i32 0, i32 2
  %".72" = load i64, i64* %".71"
  store i64 %".68", i64* %".73"
  %".78" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 0
  store i64* %".73", i64** %".78"
  %".80" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 1
  store i64 %".70", i64* %".80"
  %".82" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 2
  store i64 %".72", i64* %".82"
  %".84" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 3
  store i64* %".76", i64** %".84"
  %".86" = sub i64 %".70", %".68"
  %".87" = icmp sgt i64 %".86", 0
  %".88" = icmp sgt i64 %".72", 0
  %".89" = xor i1 %".87", %".88"
  %".90" = icmp eq i64 %".72", 0
  br i1 %".90", label %"B0.if", label %"B0.endif", !prof !1
B60:
  %".120" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".121"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".124"
  store {i64*, i64, i64, i64*} %".120", {i64*, i64, i64, i64*}* %".124"
  %".128" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".124", i32 0, i32 3
  %".129" = load i64*, i64** %".128"
  %".130" = load i64, i64* %".129"
  %".131" = icmp sgt i64 %".130", 0
  %".132" = getelementptr inbounds {i64, i1}, {i64, i1}* %".121", i32 0, i32 1
  store i1 %".131", i1* %".132"
  br i1 %".131", label %"B60.if", label %"B60.endif"
B64:
  %".166" = load i64, i64* %"$phi.2"
  %".168" = load i64, i64* %"r"
  store i64 %".166", i64* %"r"
  %".170" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".172" = load i64, i64* %"r"
  %".173" = insertvalue {i64, i64} undef, i64 %".172", 0
  %".174" = insertvalue {i64, i64} %".173", i64 0, 1
  %"extracted.f0" = extractvalue {i64, i64} %".174", 0
  %"extracted.f1" = extractvalue {i64, i64} %".174", 1
  %".175" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"m"
  %".176" = extractvalue {i64, i64} %".174", 0
  %".177" = extractvalue {i64, i64} %".174", 1
  %".178" = insertvalue [2 x i64] undef, i64 %".176", 0
  %".179" = insertvalue [2 x i64] %".178", i64 0, 1
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".180"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".175", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".180"
  %".184" = extractvalue [2 x i64] %".179", 0
  %".185" = extractvalue [2 x i64] %".179", 1
  %".186" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".180", i32 0, i32 5
  %".187" = getelementptr inbounds [2 x i64], [2 x i64]* %".186", i32 0, i32 0
  %".188" = load i64, i64* %".187", !range !0
  %".189" = getelementptr inbounds [2 x i64], [2 x i64]* %".186", i32 0, i32 1
  %".190" = load i64, i64* %".189", !range !0
  %".191" = insertvalue [2 x i64] undef, i64 %".188", 0
  %".192" = insertvalue [2 x i64] %".191", i64 %".190", 1
  %".193" = extractvalue [2 x i64] %".192", 0
  %".194" = extractvalue [2 x i64] %".192", 1
  %".195" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".180", i32 0, i32 6
  %".196" = load [2 x i64], [2 x i64]* %".195"
  %".197" = extractvalue [2 x i64] %".196", 0
  %".198" = extractvalue [2 x i64] %".196", 1
  %".199" = icmp slt i64 %".184", 0
  %".200" = add i64 %".184", %".193"
  %".201" = select  i1 %".199", i64 %".200", i64 %".184"
  %".202" = icmp slt i64 %".185", 0
  %".203" = add i64 %".185", %".194"
  %".204" = select  i1 %".202", i64 %".203", i64 %".185"
  %".205" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".180", i32 0, i32 5
  %".206" = getelementptr inbounds [2 x i64], [2 x i64]* %".205", i32 0, i32 0
  %".207" = load i64, i64* %".206", !range !0
  %".208" = getelementptr inbounds [2 x i64], [2 x i64]* %".205", i32 0, i32 1
  %".209" = load i64, i64* %".208", !range !0
  %".210" = insertvalue [2 x i64] undef, i64 %".207", 0
  %".211" = insertvalue [2 x i64] %".210", i64 %".209", 1
  %".212" = extractvalue [2 x i64] %".211", 0
  %".213" = extractvalue [2 x i64] %".211", 1
  %".214" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".180", i32 0, i32 6
  %".215" = load [2 x i64], [2 x i64]* %".214"
  %".216" = extractvalue [2 x i64] %".215", 0
  %".217" = extractvalue [2 x i64] %".215", 1
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".180", i32 0, i32 4
  %".219" = load i64*, i64** %".218"
  %".220" = mul i64 1, %".213"
  %".221" = mul i64 %".201", %".220"
  %".222" = add i64 0, %".221"
  %".223" = mul i64 %".204", 1
  %".224" = add i64 %".222", %".223"
  %".225" = getelementptr i64, i64* %".219", i64 %".224"
  %".226" = load i64, i64* %".225"
  %"extracted.f0.1" = extractvalue {i64, i64} %".174", 0
  %"extracted.f1.1" = extractvalue {i64, i64} %".174", 1
  %".228" = load i64, i64* %"best.2"
  store i64 %".226", i64* %"best.2"
  %".230" = load i64, i64* %"cols"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".231"
  %".234" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".231", i32 0, i32 0
  store i64 1, i64* %".234"
  %".236" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".231", i32 0, i32 1
  store i64 %".230", i64* %".236"
  %".238" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".231", i32 0, i32 2
  store i64 1, i64* %".238"
  %".240" = load {i64, i64, i64}, {i64, i64, i64}* %".231"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".241"
  store {i64, i64, i64} %".240", {i64, i64, i64}* %".241"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".245"
  %".248" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".241", i32 0, i32 0
  %".249" = load i64, i64* %".248"
  %".250" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".241", i32 0, i32 1
  %".251" = load i64, i64* %".250"
  %".252" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".241", i32 0, i32 2
  %".253" = load i64, i64* %".252"
  store i64 %".249", i64* %".254"
  %".259" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".245", i32 0, i32 0
  store i64* %".254", i64** %".259"
  %".261" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".245", i32 0, i32 1
  store i64 %".251", i64* %".261"
  %".263" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".245", i32 0, i32 2
  store i64 %".253", i64* %".263"
  %".265" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".245", i32 0, i32 3
  store i64* %".257", i64** %".265"
  %".267" = sub i64 %".251", %".249"
  %".268" = icmp sgt i64 %".267", 0
  %".269" = icmp sgt i64 %".253", 0
  %".270" = xor i1 %".268", %".269"
  %".271" = icmp eq i64 %".253", 0
  br i1 %".271", label %"B64.if", label %"B64.endif", !prof !1
B104:
  %".299" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  store {i64, i1} zeroinitializer, {i64, i1}* %".300"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".303"
  store {i64*, i64, i64, i64*} %".299", {i64*, i64, i64, i64*}* %".303"
  %".307" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".303", i32 0, i32 3
  %".308" = load i64*, i64** %".307"
  %".309" = load i64, i64* %".308"
  %".310" = icmp sgt i64 %".309", 0
  %".311" = getelementptr inbounds {i64, i1}, {i64, i1}* %".300", i32 0, i32 1
  store i1 %".310", i1* %".311"
  br i1 %".310", label %"B104.if", label %"B104.endif"
B108:
  %".345" = load i64, i64* %"$phi.4"
  %".347" = load i64, i64* %"c"
  store i64 %".345", i64* %"c"
  %".349" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".351" = load i64, i64* %"r"
  %".352" = load i64, i64* %"c"
  %".353" = insertvalue [2 x i64] undef, i64 %".351", 0
  %".354" = insertvalue [2 x i64] %".353", i64 %".352", 1
  %".355" = extractvalue [2 x i64] %".354", 0
  %".356" = extractvalue [2 x i64] %".354", 1
  %".357" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".358"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".357", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".358"
  %".362" = extractvalue [2 x i64] %".354", 0
  %".363" = extractvalue [2 x i64] %".354", 1
  %".364" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".358", i32 0, i32 5
  %".365" = getelementptr inbounds [2 x i64], [2 x i64]* %".364", i32 0, i32 0
  %".366" = load i64, i64* %".365", !range !0
  %".367" = getelementptr inbounds [2 x i64], [2 x i64]* %".364", i32 0, i32 1
  %".368" = load i64, i64* %".367", !range !0
  %".369" = insertvalue [2 x i64] undef, i64 %".366", 0
  %".370" = insertvalue [2 x i64] %".369", i64 %".368", 1
  %".371" = extractvalue [2 x i64] %".370", 0
  %".372" = extractvalue [2 x i64] %".370", 1
  %".373" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".358", i32 0, i32 6
  %".374" = load [2 x i64], [2 x i64]* %".373"
  %".375" = extractvalue [2 x i64] %".374", 0
  %".376" = extractvalue [2 x i64] %".374", 1
  %".377" = icmp slt i64 %".362", 0
  %".378" = add i64 %".362", %".371"
  %".379" = select  i1 %".377", i64 %".378", i64 %".362"
  %".380" = icmp slt i64 %".363", 0
  %".381" = add i64 %".363", %".372"
  %".382" = select  i1 %".380", i64 %".381", i64 %".363"
  %".383" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".358", i32 0, i32 5
  %".384" = getelementptr inbounds [2 x i64], [2 x i64]* %".383", i32 0, i32 0
  %".385" = load i64, i64* %".384", !range !0
  %".386" = getelementptr inbounds [2 x i64], [2 x i64]* %".383", i32 0, i32 1
  %".387" = load i64, i64* %".386", !range !0
  %".388" = insertvalue [2 x i64] undef, i64 %".385", 0
  %".389" = insertvalue [2 x i64] %".388", i64 %".387", 1
  %".390" = extractvalue [2 x i64] %".389", 0
  %".391" = extractvalue [2 x i64] %".389", 1
  %".392" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".358", i32 0, i32 6
  %".393" = load [2 x i64], [2 x i64]* %".392"
  %".394" = extractvalue [2 x i64] %".393", 0
  %".395" = extractvalue [2 x i64] %".393", 1
  %".396" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".358", i32 0, i32 4
  %".397" = load i64*, i64** %".396"
  %".398" = mul i64 1, %".391"
  %".399" = mul i64 %".379", %".398"
  %".400" = add i64 0, %".399"
  %".401" = mul i64 %".382", 1
  %".402" = add i64 %".400", %".401"
  %".403" = getelementptr i64, i64* %".397", i64 %".402"
  %".404" = load i64, i64* %".403"
  %".405" = extractvalue [2 x i64] %".354", 0
  %".406" = extractvalue [2 x i64] %".354", 1
  %".407" = load i64, i64* %"best.2"
  %".408" = icmp sgt i64 %".404", %".407"
  br i1 %".408", label %"B132", label %"B130"
B130:
  %".410" = load i64, i64* %"c"
  store i64 0, i64* %"c"
  %".412" = load i64, i64* %"best.2"
  %".414" = load i64, i64* %"best.3"
  store i64 %".412", i64* %"best.3"
  %".416" = load i64, i64* %"best.2"
  store i64 0, i64* %"best.2"
  br label %"B163"
B132:
  %".419" = load i64, i64* %"best.2"
  store i64 0, i64* %"best.2"
  %".421" = load i64, i64* %"r"
  %".422" = load i64, i64* %"c"
  %".423" = insertvalue [2 x i64] undef, i64 %".421", 0
  %".424" = insertvalue [2 x i64] %".423", i64 %".422", 1
  %".425" = extractvalue [2 x i64] %".424", 0
  %".426" = extractvalue [2 x i64] %".424", 1
  %".427" = load i64, i64* %"c"
  store i64 0, i64* %"c"
  %".429" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"m"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".430"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".429", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".430"
  %".434" = extractvalue [2 x i64] %".424", 0
  %".435" = extractvalue [2 x i64] %".424", 1
  %".436" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".430", i32 0, i32 5
  %".437" = getelementptr inbounds [2 x i64], [2 x i64]* %".436", i32 0, i32 0
  %".438" = load i64, i64* %".437", !range !0
  %".439" = getelementptr inbounds [2 x i64], [2 x i64]* %".436", i32 0, i32 1
  %".440" = load i64, i64* %".439", !range !0
  %".441" = insertvalue [2 x i64] undef, i64 %".438", 0
  %".442" = insertvalue [2 x i64] %".441", i64 %".440", 1
  %".443" = extractvalue [2 x i64] %".442", 0
  %".444" = extractvalue [2 x i64] %".442", 1
  %".445" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".430", i32 0, i32 6
  %".446" = load [2 x i64], [2 x i64]* %".445"
  %".447" = extractvalue [2 x i64] %".446", 0
  %".448" = extractvalue [2 x i64] %".446", 1
  %".449" = icmp slt i64 %".434", 0
  %".450" = add i64 %".434", %".443"
  %".451" = select  i1 %".449", i64 %".450", i64 %".434"
  %".452" = icmp slt i64 %".435", 0
  %".453" = add i64 %".435", %".444"
  %".454" = select  i1 %".452", i64 %".453", i64 %".435"
  %".455" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".430", i32 0, i32 5
  %".456" = getelementptr inbounds [2 x i64], [2 x i64]* %".455", i32 0, i32 0
  %".457" = load i64, i64* %".456", !range !0
  %".458" = getelementptr inbounds [2 x i64], [2 x i64]* %".455", i32 0, i32 1
  %".459" = load i64, i64* %".458", !range !0
  %".460" = insertvalue [2 x i64] undef, i64 %".457", 0
  %".461" = insertvalue [2 x i64] %".460", i64 %".459", 1
  %".462" = extractvalue [2 x i64] %".461", 0
  %".463" = extractvalue [2 x i64] %".461", 1
  %".464" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".430", i32 0, i32 6
  %".465" = load [2 x i64], [2 x i64]* %".464"
  %".466" = extractvalue [2 x i64] %".465", 0
  %".467" = extractvalue [2 x i64] %".465", 1
  %".468" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".430", i32 0, i32 4
  %".469" = load i64*, i64** %".468"
  %".470" = mul i64 1, %".463"
  %".471" = mul i64 %".451", %".470"
  %".472" = add i64 0, %".471"
  %".473" = mul i64 %".454", 1
  %".474" = add i64 %".472", %".473"
  %".475" = getelementptr i64, i64* %".469", i64 %".474"
  %".476" = load i64, i64* %".475"
  %".477" = extractvalue [2 x i64] %".424", 0
  %".478" = extractvalue [2 x i64] %".424", 1
  %".479" = load i64, i64* %"best.3"
  store i64 %".476", i64* %"best.3"
  br label %"B163"
B148:
  %".482" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".484" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".486" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.6" = extractvalue {i64*, i64, i64, i64*} %".486", 0
  %"extracted.stop.8" = extractvalue {i64*, i64, i64, i64*} %".486", 1
  %"extracted.step.8" = extractvalue {i64*, i64, i64, i64*} %".486", 2
  %"extracted.count.6" = extractvalue {i64*, i64, i64, i64*} %".486", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.3"
  %".488" = load i64, i64* %"out.2"
  %".489" = load i64, i64* %"best.2"
  %".490" = add nsw i64 %".488", %".489"
  %".491" = load i64, i64* %"best.2"
  store i64 0, i64* %"best.2"
  %".493" = load i64, i64* %"out.2"
  store i64 %".490", i64* %"out.2"
  br label %"B60"
B162:
  %".496" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"m"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".496", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".496", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".496", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".496", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".496", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".496", 5
  %".497" = extractvalue [2 x i64] %"extracted.shape.1", 0
  %".498" = extractvalue [2 x i64] %"extracted.shape.1", 1
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".496", 6
  %".499" = extractvalue [2 x i64] %"extracted.strides.1", 0
  %".500" = extractvalue [2 x i64] %"extracted.strides.1", 1
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"m"
  %".503" = load i64, i64* %"cols"
  store i64 0, i64* %"cols"
  %".505" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".507" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.7" = extractvalue {i64*, i64, i64, i64*} %".507", 0
  %"extracted.stop.9" = extractvalue {i64*, i64, i64, i64*} %".507", 1
  %"extracted.step.9" = extractvalue {i64*, i64, i64, i64*} %".507", 2
  %"extracted.count.7" = extractvalue {i64*, i64, i64, i64*} %".507", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".509" = load i64, i64* %"out.2"
  %".510" = load i64, i64* %"out.2"
  store i64 0, i64* %"out.2"
  store i64 %".509", i64* %"retptr"
  ret i32 0
B163:
  %".514" = load i64, i64* %"best.3"
  %".515" = load i64, i64* %"best.2"
  store i64 %".514", i64* %"best.2"
  %".517" = load i64, i64* %"best.3"
  store i64 0, i64* %"best.3"
  br label %"B104"
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  store i64 0, i64* %"try_state"
  %".95" = load i64, i64* %"try_state"
  %".96" = icmp ugt i64 %".95", 0
  %".97" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".89", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 3
  %".101" = load i64*, i64** %".100"
  store i64 0, i64* %".101"
  br label %"B0.endif.endif"
B0.endif.else:
  %".104" = srem i64 %".86", %".72"
  %".105" = sub i64 0, %".104"
  %".106" = select  i1 %".87", i64 %".104", i64 %".105"
  %".107" = icmp sgt i64 %".106", 0
  %".108" = sdiv i64 %".86", %".72"
  %".109" = select  i1 %".107", i64 1, i64 0
  %".110" = add i64 %".108", %".109"
  %".111" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 3
  %".112" = load i64*, i64** %".111"
  store i64 %".110", i64* %".112"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".115" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64"
  %"extracted.start" = extractvalue {i64, i64, i64} %".59", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".59", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".59", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".115", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".115", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".115", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".115", 3
  %".117" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".117", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".117", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".117", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".117", 3
  store {i64*, i64, i64, i64*} %".115", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".115", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".115", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".115", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".115", 3
  br label %"B60"
B60.if:
  %".135" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".124", i32 0, i32 0
  %".136" = load i64*, i64** %".135"
  %".137" = load i64, i64* %".136"
  %".138" = getelementptr inbounds {i64, i1}, {i64, i1}* %".121", i32 0, i32 0
  store i64 %".137", i64* %".138"
  %".140" = sub nsw i64 %".130", 1
  store i64 %".140", i64* %".129"
  %".142" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".124", i32 0, i32 2
  %".143" = load i64, i64* %".142"
  %".144" = add i64 %".137", %".143"
  %".145" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".124", i32 0, i32 0
  %".146" = load i64*, i64** %".145"
  store i64 %".144", i64* %".146"
  br label %"B60.endif"
B60.endif:
  %".149" = load {i64, i1}, {i64, i1}* %".121"
  %"extracted.first" = extractvalue {i64, i1} %".149", 0
  %"extracted.second" = extractvalue {i64, i1} %".149", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".150"
  store {i64, i1} %".149", {i64, i1}* %".150"
  %".154" = getelementptr inbounds {i64, i1}, {i64, i1}* %".150", i32 0, i32 0
  %".155" = load i64, i64* %".154"
  store {i64, i1} zeroinitializer, {i64, i1}* %".156"
  store {i64, i1} %".149", {i64, i1}* %".156"
  %".160" = getelementptr inbounds {i64, i1}, {i64, i1}* %".156", i32 0, i32 1
  %".161" = load i1, i1* %".160"
  %"extracted.first.1" = extractvalue {i64, i1} %".149", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".149", 1
  %".163" = load i64, i64* %"$phi.2"
  store i64 %".155", i64* %"$phi.2"
  br i1 %".161", label %"B64", label %"B162"
B64.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !2
  %".274" = load i64, i64* %"try_state"
  %".275" = icmp ugt i64 %".274", 0
  %".276" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B64.endif:
  br i1 %".270", label %"B64.endif.if", label %"B64.endif.else"
B64.endif.if:
  %".279" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".245", i32 0, i32 3
  %".280" = load i64*, i64** %".279"
  store i64 0, i64* %".280"
  br label %"B64.endif.endif"
B64.endif.else:
  %".283" = srem i64 %".267", %".253"
  %".284" = sub i64 0, %".283"
  %".285" = select  i1 %".268", i64 %".283", i64 %".284"
  %".286" = icmp sgt i64 %".285", 0
  %".287" = sdiv i64 %".267", %".253"
  %".288" = select  i1 %".286", i64 1, i64 0
  %".289" = add i64 %".287", %".288"
  %".290" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".245", i32 0, i32 3
  %".291" = load i64*, i64** %".290"
  store i64 %".289", i64* %".291"
  br label %"B64.endif.endif"
B64.endif.endif:
  %".294" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".245"
  %"extracted.start.1" = extractvalue {i64, i64, i64} %".240", 0
  %"extracted.stop.4" = extractvalue {i64, i64, i64} %".240", 1
  %"extracted.step.4" = extractvalue {i64, i64, i64} %".240", 2
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".294", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".294", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".294", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".294", 3
  %".296" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".296", 0
  %"extracted.stop.6" = extractvalue {i64*, i64, i64, i64*} %".296", 1
  %"extracted.step.6" = extractvalue {i64*, i64, i64, i64*} %".296", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".296", 3
  store {i64*, i64, i64, i64*} %".294", {i64*, i64, i64, i64*}* %"$phi.3"
  %"extracted.iter.5" = extractvalue {i64*, i64, i64, i64*} %".294", 0
  %"extracted.stop.7" = extractvalue {i64*, i64, i64, i64*} %".294", 1
  %"extracted.step.7" = extractvalue {i64*, i64, i64, i64*} %".294", 2
  %"extracted.count.5" = extractvalue {i64*, i64, i64, i64*} %".294", 3
  br label %"B104"
B104.if:
  %".314" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".303", i32 0, i32 0
  %".315" = load i64*, i64** %".314"
  %".316" = load i64, i64* %".315"
  %".317" = getelementptr inbounds {i64, i1}, {i64, i1}* %".300", i32 0, i32 0
  store i64 %".316", i64* %".317"
  %".319" = sub nsw i64 %".309", 1
  store i64 %".319", i64* %".308"
  %".321" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".303", i32 0, i32 2
  %".322" = load i64, i64* %".321"
  %".323" = add i64 %".316", %".322"
  %".324" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".303", i32 0, i32 0
  %".325" = load i64*, i64** %".324"
  store i64 %".323", i64* %".325"
  br label %"B104.endif"
B104.endif:
  %".328" = load {i64, i1}, {i64, i1}* %".300"
  %"extracted.first.2" = extractvalue {i64, i1} %".328", 0
  %"extracted.second.2" = extractvalue {i64, i1} %".328", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".329"
  store {i64, i1} %".328", {i64, i1}* %".329"
  %".333" = getelementptr inbounds {i64, i1}, {i64, i1}* %".329", i32 0, i32 0
  %".334" = load i64, i64* %".333"
  store {i64, i1} zeroinitializer, {i64, i1}* %".335"
  store {i64, i1} %".328", {i64, i1}* %".335"
  %".339" = getelementptr inbounds {i64, i1}, {i64, i1}* %".335", i32 0, i32 1
  %".340" = load i1, i1* %".339"
  %"extracted.first.3" = extractvalue {i64, i1} %".328", 0
  %"extracted.second.3" = extractvalue {i64, i1} %".328", 1
  %".342" = load i64, i64* %"$phi.4"
  store i64 %".334", i64* %"$phi.4"
  br i1 %".340", label %"B108", label %"B148"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* noalias nocapture %".1")

!0 = !{ i64 0, i64 9223372036854775807 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i1 1 }
