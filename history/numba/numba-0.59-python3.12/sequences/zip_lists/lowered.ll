; ModuleID = "zip_lists"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e" = common global i8* null
define i32 @"_ZN5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e"({i8*, i8*}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8* %"arg.xs.0", i8* %"arg.xs.1", i8* %"arg.ys.0", i8* %"arg.ys.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*} undef, i8* %"arg.xs.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*} %"inserted.meminfo", i8* %"arg.xs.1", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*} undef, i8* %"arg.ys.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*} %"inserted.meminfo.1", i8* %"arg.ys.1", 1
  %".10" = alloca i1
  store i1 0, i1* %".10"
  %".13" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".13"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"out" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"out"
  %".103" = alloca {{i8*, i64*}, {i8*, i64*}}
  store {{i8*, i64*}, {i8*, i64*}} zeroinitializer, {{i8*, i64*}, {i8*, i64*}}* %".103"
  %".106" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".106"
  %".110" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".110"
  %".113" = alloca i64
  store i64 0, i64* %".113"
  %".126" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".126"
  %".130" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".130"
  %".133" = alloca i64
  store i64 0, i64* %".133"
  %"$phi.1" = alloca {{i8*, i64*}, {i8*, i64*}}
  store {{i8*, i64*}, {i8*, i64*}} zeroinitializer, {{i8*, i64*}, {i8*, i64*}}* %"$phi.1"
  %".164" = alloca {[2 x i64], i1}
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".164"
  %".167" = alloca {{i8*, i64*}, {i8*, i64*}}
  store {{i8*, i64*}, {i8*, i64*}} zeroinitializer, {{i8*, i64*}, {i8*, i64*}}* %".167"
  %".171" = alloca [2 x i64]
  store [2 x i64] zeroinitializer, [2 x i64]* %".171"
  %".173" = alloca i1
  store i1 0, i1* %".173"
  %".180" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".180"
  %".183" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".183"
  %".215" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".215"
  %".221" = alloca i1
  store i1 0, i1* %".221"
  %".241" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".241"
  %".244" = alloca {i8*, i64*}
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".244"
  %".276" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".276"
  %".282" = alloca i1
  store i1 0, i1* %".282"
  %".307" = alloca {[2 x i64], i1}
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".307"
  %".315" = alloca {[2 x i64], i1}
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".315"
  %"$phi.2" = alloca [2 x i64]
  store [2 x i64] zeroinitializer, [2 x i64]* %"$phi.2"
  %".347" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".347"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  store i1 1, i1* %".10"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".13"
  %".16" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".17" = extractvalue {i64, i1} %".16", 0
  %".18" = extractvalue {i64, i1} %".16", 1
  %".19" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".17", i64 24)
  %".20" = extractvalue {i64, i1} %".19", 0
  %".21" = extractvalue {i64, i1} %".19", 1
  %".22" = or i1 %".18", %".21"
  br i1 %".22", label %"B0.if", label %"B0.endif", !prof !1
B32:
  %".163" = load {{i8*, i64*}, {i8*, i64*}}, {{i8*, i64*}, {i8*, i64*}}* %"$phi.1"
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".164"
  store {{i8*, i64*}, {i8*, i64*}} zeroinitializer, {{i8*, i64*}, {i8*, i64*}}* %".167"
  store {{i8*, i64*}, {i8*, i64*}} %".163", {{i8*, i64*}, {i8*, i64*}}* %".167"
  store i1 1, i1* %".173"
  %".176" = getelementptr inbounds {{i8*, i64*}, {i8*, i64*}}, {{i8*, i64*}, {i8*, i64*}}* %".167", i32 0, i32 0
  %".177" = load {i8*, i64*}, {i8*, i64*}* %".176"
  %".178" = load i1, i1* %".173"
  br i1 %".178", label %"B32.if", label %"B32.endif"
B36:
  %".333" = load [2 x i64], [2 x i64]* %"$phi.2"
  %".334" = extractvalue [2 x i64] %".333", 0
  %".335" = extractvalue [2 x i64] %".333", 1
  %".336" = load [2 x i64], [2 x i64]* %"$phi.2"
  %".337" = extractvalue [2 x i64] %".336", 0
  %".338" = extractvalue [2 x i64] %".336", 1
  store [2 x i64] zeroinitializer, [2 x i64]* %"$phi.2"
  %".340" = extractvalue [2 x i64] %".333", 0
  %".341" = extractvalue [2 x i64] %".333", 1
  %".342" = extractvalue [2 x i64] %".333", 0
  %".343" = extractvalue [2 x i64] %".333", 1
  %".344" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.17" = extractvalue {i8*, i8*} %".344", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".344", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.17")
  %".346" = add nsw i64 %".340", %".341"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".347"
  store {i8*, i8*} %".344", {i8*, i8*}* %".347"
  %".351" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".352" = load i8*, i8** %".351"
  %".353" = call i8* @"NRT_MemInfo_data_fast"(i8* %".352")
  %".354" = bitcast i8* %".353" to {i64, i64, i8, i64}*
  %".355" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".354", i32 0, i32 0
  %".356" = load i64, i64* %".355"
  %".357" = add i64 %".356", 1
  %".358" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".359" = load i8*, i8** %".358"
  %".360" = call i8* @"NRT_MemInfo_data_fast"(i8* %".359")
  %".361" = bitcast i8* %".360" to {i64, i64, i8, i64}*
  %".362" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".361", i32 0, i32 1
  %".363" = load i64, i64* %".362"
  %".364" = icmp slt i64 %".363", %".357"
  %".365" = ashr i64 %".363", 2
  %".366" = icmp sgt i64 %".365", %".357"
  br i1 %".366", label %"B36.if", label %"B36.endif", !prof !1
B86:
  %".477" = load [2 x i64], [2 x i64]* %"$phi.2"
  %".478" = extractvalue [2 x i64] %".477", 0
  %".479" = extractvalue [2 x i64] %".477", 1
  store [2 x i64] zeroinitializer, [2 x i64]* %"$phi.2"
  %".481" = load {{i8*, i64*}, {i8*, i64*}}, {{i8*, i64*}, {i8*, i64*}}* %"$phi.1"
  %"extracted.iter0.5" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".481", 0
  %"extracted.meminfo.19" = extractvalue {i8*, i64*} %"extracted.iter0.5", 0
  %"extracted.index.12" = extractvalue {i8*, i64*} %"extracted.iter0.5", 1
  %"extracted.iter1.5" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".481", 1
  %"extracted.meminfo.20" = extractvalue {i8*, i64*} %"extracted.iter1.5", 0
  %"extracted.index.13" = extractvalue {i8*, i64*} %"extracted.iter1.5", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.19")
  call void @"NRT_decref"(i8* %"extracted.meminfo.20")
  store {{i8*, i64*}, {i8*, i64*}} zeroinitializer, {{i8*, i64*}, {i8*, i64*}}* %"$phi.1"
  %".485" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.21" = extractvalue {i8*, i8*} %".485", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".485", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.21")
  %".487" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.22" = extractvalue {i8*, i8*} %".487", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".487", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.22")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"out"
  %"extracted.meminfo.23" = extractvalue {i8*, i8*} %".485", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".485", 1
  %".490" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.23", 0
  %".491" = insertvalue {i8*, i8*} %".490", i8* %"extracted.parent.9", 1
  store {i8*, i8*} %".491", {i8*, i8*}* %"retptr"
  ret i32 0
B0.if:
  store i1 0, i1* %".10"
  br label %"B0.endif"
B0.endif:
  %".26" = load i1, i1* %".10"
  br i1 %".26", label %"B0.endif.if", label %"B0.endif.endif", !prof !2
B0.endif.if:
  %".28" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".29" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".20", i8* %".28")
  %".30" = icmp eq i8* null, %".29"
  br i1 %".30", label %"B0.endif.if.if", label %"B0.endif.if.else", !prof !1
B0.endif.endif:
  %".82" = load i1, i1* %".10"
  %".83" = xor i1 %".82", -1
  br i1 %".83", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !1
B0.endif.if.if:
  store i1 0, i1* %".10"
  br label %"B0.endif.if.endif"
B0.endif.if.else:
  %".34" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 0
  store i8* %".29", i8** %".34"
  %".36" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 1
  store i8* null, i8** %".36"
  %".38" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 0
  %".39" = load i8*, i8** %".38"
  %".40" = call i8* @"NRT_MemInfo_data_fast"(i8* %".39")
  %".41" = bitcast i8* %".40" to {i64, i64, i8, i64}*
  %".42" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".41", i32 0, i32 1
  store i64 0, i64* %".42"
  %".44" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 0
  %".45" = load i8*, i8** %".44"
  %".46" = call i8* @"NRT_MemInfo_data_fast"(i8* %".45")
  %".47" = bitcast i8* %".46" to {i64, i64, i8, i64}*
  %".48" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".47", i32 0, i32 0
  store i64 0, i64* %".48"
  %".50" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 0
  %".51" = load i8*, i8** %".50"
  %".52" = call i8* @"NRT_MemInfo_data_fast"(i8* %".51")
  %".53" = bitcast i8* %".52" to {i64, i64, i8, i64}*
  %".54" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".53", i32 0, i32 2
  %".55" = zext i1 0 to i8
  store i8 %".55", i8* %".54"
  %".57" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 0
  %".58" = load i8*, i8** %".57"
  %".59" = call i8* @"NRT_MemInfo_data_fast"(i8* %".58")
  %".60" = bitcast i8* %".59" to {i64, i64, i8, i64}*
  %".61" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".60", i32 0, i32 0
  %".62" = load i64, i64* %".61"
  %".63" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 0
  %".64" = load i8*, i8** %".63"
  %".65" = call i8* @"NRT_MemInfo_data_fast"(i8* %".64")
  %".66" = bitcast i8* %".65" to {i64, i64, i8, i64}*
  %".67" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".66", i32 0, i32 3
  %".68" = getelementptr i64, i64* %".67", i64 0
  %".69" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 0
  %".70" = load i8*, i8** %".69"
  %".71" = call i8* @"NRT_MemInfo_data_fast"(i8* %".70")
  %".72" = bitcast i8* %".71" to {i64, i64, i8, i64}*
  %".73" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".72", i32 0, i32 3
  %".74" = getelementptr i64, i64* %".73", i64 0
  %".75" = ptrtoint i64* %".74" to i64
  %".76" = ptrtoint i64* %".68" to i64
  %".77" = sub i64 %".75", %".76"
  %".78" = bitcast i64* %".68" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".78", i8 0, i64 %".77", i1 0)
  br label %"B0.endif.if.endif"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  store i64 0, i64* %"try_state"
  %".88" = load i64, i64* %"try_state"
  %".89" = icmp ugt i64 %".88", 0
  %".90" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  %".92" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".13", i32 0, i32 0
  %".93" = load i8*, i8** %".92"
  %".94" = call i8* @"NRT_MemInfo_data_fast"(i8* %".93")
  %".95" = bitcast i8* %".94" to {i64, i64, i8, i64}*
  %".96" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".95", i32 0, i32 0
  store i64 0, i64* %".96"
  %".98" = load {i8*, i8*}, {i8*, i8*}* %".13"
  %".100" = load {i8*, i8*}, {i8*, i8*}* %"out"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".100", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".100", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  store {i8*, i8*} %".98", {i8*, i8*}* %"out"
  store {{i8*, i64*}, {i8*, i64*}} zeroinitializer, {{i8*, i64*}, {i8*, i64*}}* %".103"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".106"
  store {i8*, i8*} %"inserted.parent", {i8*, i8*}* %".106"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".110"
  store i64 0, i64* %".113"
  %".116" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".110", i32 0, i32 1
  store i64* %".113", i64** %".116"
  %".118" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".106", i32 0, i32 0
  %".119" = load i8*, i8** %".118"
  %".120" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".110", i32 0, i32 0
  store i8* %".119", i8** %".120"
  %".122" = load {i8*, i64*}, {i8*, i64*}* %".110"
  %"extracted.meminfo.3" = extractvalue {i8*, i64*} %".122", 0
  %"extracted.index" = extractvalue {i8*, i64*} %".122", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.3")
  %".124" = getelementptr inbounds {{i8*, i64*}, {i8*, i64*}}, {{i8*, i64*}, {i8*, i64*}}* %".103", i32 0, i32 0
  store {i8*, i64*} %".122", {i8*, i64*}* %".124"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".126"
  store {i8*, i8*} %"inserted.parent.1", {i8*, i8*}* %".126"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".130"
  store i64 0, i64* %".133"
  %".136" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".130", i32 0, i32 1
  store i64* %".133", i64** %".136"
  %".138" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".126", i32 0, i32 0
  %".139" = load i8*, i8** %".138"
  %".140" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".130", i32 0, i32 0
  store i8* %".139", i8** %".140"
  %".142" = load {i8*, i64*}, {i8*, i64*}* %".130"
  %"extracted.meminfo.4" = extractvalue {i8*, i64*} %".142", 0
  %"extracted.index.1" = extractvalue {i8*, i64*} %".142", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.4")
  %".144" = getelementptr inbounds {{i8*, i64*}, {i8*, i64*}}, {{i8*, i64*}, {i8*, i64*}}* %".103", i32 0, i32 1
  store {i8*, i64*} %".142", {i8*, i64*}* %".144"
  %".146" = load {{i8*, i64*}, {i8*, i64*}}, {{i8*, i64*}, {i8*, i64*}}* %".103"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %"inserted.parent.1", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %"inserted.parent.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.5")
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %"inserted.parent", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %"inserted.parent", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  %"extracted.iter0" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".146", 0
  %"extracted.meminfo.7" = extractvalue {i8*, i64*} %"extracted.iter0", 0
  %"extracted.index.2" = extractvalue {i8*, i64*} %"extracted.iter0", 1
  %"extracted.iter1" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".146", 1
  %"extracted.meminfo.8" = extractvalue {i8*, i64*} %"extracted.iter1", 0
  %"extracted.index.3" = extractvalue {i8*, i64*} %"extracted.iter1", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.7")
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %"extracted.iter0.1" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".146", 0
  %"extracted.meminfo.9" = extractvalue {i8*, i64*} %"extracted.iter0.1", 0
  %"extracted.index.4" = extractvalue {i8*, i64*} %"extracted.iter0.1", 1
  %"extracted.iter1.1" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".146", 1
  %"extracted.meminfo.10" = extractvalue {i8*, i64*} %"extracted.iter1.1", 0
  %"extracted.index.5" = extractvalue {i8*, i64*} %"extracted.iter1.1", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  call void @"NRT_decref"(i8* %"extracted.meminfo.10")
  %"extracted.iter0.2" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".146", 0
  %"extracted.meminfo.11" = extractvalue {i8*, i64*} %"extracted.iter0.2", 0
  %"extracted.index.6" = extractvalue {i8*, i64*} %"extracted.iter0.2", 1
  %"extracted.iter1.2" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".146", 1
  %"extracted.meminfo.12" = extractvalue {i8*, i64*} %"extracted.iter1.2", 0
  %"extracted.index.7" = extractvalue {i8*, i64*} %"extracted.iter1.2", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.11")
  call void @"NRT_incref"(i8* %"extracted.meminfo.12")
  %".156" = load {{i8*, i64*}, {i8*, i64*}}, {{i8*, i64*}, {i8*, i64*}}* %"$phi.1"
  %"extracted.iter0.3" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".156", 0
  %"extracted.meminfo.13" = extractvalue {i8*, i64*} %"extracted.iter0.3", 0
  %"extracted.index.8" = extractvalue {i8*, i64*} %"extracted.iter0.3", 1
  %"extracted.iter1.3" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".156", 1
  %"extracted.meminfo.14" = extractvalue {i8*, i64*} %"extracted.iter1.3", 0
  %"extracted.index.9" = extractvalue {i8*, i64*} %"extracted.iter1.3", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.13")
  call void @"NRT_decref"(i8* %"extracted.meminfo.14")
  store {{i8*, i64*}, {i8*, i64*}} %".146", {{i8*, i64*}, {i8*, i64*}}* %"$phi.1"
  %"extracted.iter0.4" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".146", 0
  %"extracted.meminfo.15" = extractvalue {i8*, i64*} %"extracted.iter0.4", 0
  %"extracted.index.10" = extractvalue {i8*, i64*} %"extracted.iter0.4", 1
  %"extracted.iter1.4" = extractvalue {{i8*, i64*}, {i8*, i64*}} %".146", 1
  %"extracted.meminfo.16" = extractvalue {i8*, i64*} %"extracted.iter1.4", 0
  %"extracted.index.11" = extractvalue {i8*, i64*} %"extracted.iter1.4", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.15")
  call void @"NRT_decref"(i8* %"extracted.meminfo.16")
  br label %"B32"
B32.if:
  store {i64, i1} zeroinitializer, {i64, i1}* %".180"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".183"
  store {i8*, i64*} %".177", {i8*, i64*}* %".183"
  %".187" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".183", i32 0, i32 1
  %".188" = load i64*, i64** %".187"
  %".189" = load i64, i64* %".188"
  %".190" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".183", i32 0, i32 0
  %".191" = load i8*, i8** %".190"
  %".192" = call i8* @"NRT_MemInfo_data_fast"(i8* %".191")
  %".193" = bitcast i8* %".192" to {i64, i64, i8, i64}*
  %".194" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".193", i32 0, i32 0
  %".195" = load i64, i64* %".194"
  %".196" = icmp slt i64 %".189", %".195"
  %".197" = getelementptr inbounds {i64, i1}, {i64, i1}* %".180", i32 0, i32 1
  store i1 %".196", i1* %".197"
  br i1 %".196", label %"B32.if.if", label %"B32.if.endif"
B32.endif:
  %".237" = getelementptr inbounds {{i8*, i64*}, {i8*, i64*}}, {{i8*, i64*}, {i8*, i64*}}* %".167", i32 0, i32 1
  %".238" = load {i8*, i64*}, {i8*, i64*}* %".237"
  %".239" = load i1, i1* %".173"
  br i1 %".239", label %"B32.endif.if", label %"B32.endif.endif"
B32.if.if:
  %".200" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".183", i32 0, i32 0
  %".201" = load i8*, i8** %".200"
  %".202" = call i8* @"NRT_MemInfo_data_fast"(i8* %".201")
  %".203" = bitcast i8* %".202" to {i64, i64, i8, i64}*
  %".204" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".203", i32 0, i32 3
  %".205" = getelementptr i64, i64* %".204", i64 %".189"
  %".206" = load i64, i64* %".205"
  %".207" = getelementptr inbounds {i64, i1}, {i64, i1}* %".180", i32 0, i32 0
  store i64 %".206", i64* %".207"
  %".209" = add i64 %".189", 1
  %".210" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".183", i32 0, i32 1
  %".211" = load i64*, i64** %".210"
  store i64 %".209", i64* %".211"
  br label %"B32.if.endif"
B32.if.endif:
  %".214" = load {i64, i1}, {i64, i1}* %".180"
  %"extracted.first" = extractvalue {i64, i1} %".214", 0
  %"extracted.second" = extractvalue {i64, i1} %".214", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".215"
  store {i64, i1} %".214", {i64, i1}* %".215"
  %".219" = getelementptr inbounds {i64, i1}, {i64, i1}* %".215", i32 0, i32 1
  %".220" = load i1, i1* %".219"
  %".223" = icmp eq i1 %".220", 0
  br i1 %".223", label %"B32.if.endif.if", label %"B32.if.endif.else"
B32.if.endif.if:
  store i1 0, i1* %".221"
  br label %"B32.if.endif.endif"
B32.if.endif.else:
  store i1 1, i1* %".221"
  br label %"B32.if.endif.endif"
B32.if.endif.endif:
  %".229" = load i1, i1* %".221"
  %".230" = and i1 %".178", %".229"
  store i1 %".230", i1* %".173"
  %".232" = getelementptr inbounds {i64, i1}, {i64, i1}* %".215", i32 0, i32 0
  %".233" = load i64, i64* %".232"
  %".234" = getelementptr inbounds [2 x i64], [2 x i64]* %".171", i32 0, i32 0
  store i64 %".233", i64* %".234"
  br label %"B32.endif"
B32.endif.if:
  store {i64, i1} zeroinitializer, {i64, i1}* %".241"
  store {i8*, i64*} zeroinitializer, {i8*, i64*}* %".244"
  store {i8*, i64*} %".238", {i8*, i64*}* %".244"
  %".248" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".244", i32 0, i32 1
  %".249" = load i64*, i64** %".248"
  %".250" = load i64, i64* %".249"
  %".251" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".244", i32 0, i32 0
  %".252" = load i8*, i8** %".251"
  %".253" = call i8* @"NRT_MemInfo_data_fast"(i8* %".252")
  %".254" = bitcast i8* %".253" to {i64, i64, i8, i64}*
  %".255" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".254", i32 0, i32 0
  %".256" = load i64, i64* %".255"
  %".257" = icmp slt i64 %".250", %".256"
  %".258" = getelementptr inbounds {i64, i1}, {i64, i1}* %".241", i32 0, i32 1
  store i1 %".257", i1* %".258"
  br i1 %".257", label %"B32.endif.if.if", label %"B32.endif.if.endif"
B32.endif.endif:
  %".298" = load i1, i1* %".173"
  %".299" = getelementptr inbounds {[2 x i64], i1}, {[2 x i64], i1}* %".164", i32 0, i32 1
  store i1 %".298", i1* %".299"
  br i1 %".298", label %"B32.endif.endif.if", label %"B32.endif.endif.endif"
B32.endif.if.if:
  %".261" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".244", i32 0, i32 0
  %".262" = load i8*, i8** %".261"
  %".263" = call i8* @"NRT_MemInfo_data_fast"(i8* %".262")
  %".264" = bitcast i8* %".263" to {i64, i64, i8, i64}*
  %".265" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".264", i32 0, i32 3
  %".266" = getelementptr i64, i64* %".265", i64 %".250"
  %".267" = load i64, i64* %".266"
  %".268" = getelementptr inbounds {i64, i1}, {i64, i1}* %".241", i32 0, i32 0
  store i64 %".267", i64* %".268"
  %".270" = add i64 %".250", 1
  %".271" = getelementptr inbounds {i8*, i64*}, {i8*, i64*}* %".244", i32 0, i32 1
  %".272" = load i64*, i64** %".271"
  store i64 %".270", i64* %".272"
  br label %"B32.endif.if.endif"
B32.endif.if.endif:
  %".275" = load {i64, i1}, {i64, i1}* %".241"
  %"extracted.first.1" = extractvalue {i64, i1} %".275", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".275", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".276"
  store {i64, i1} %".275", {i64, i1}* %".276"
  %".280" = getelementptr inbounds {i64, i1}, {i64, i1}* %".276", i32 0, i32 1
  %".281" = load i1, i1* %".280"
  %".284" = icmp eq i1 %".281", 0
  br i1 %".284", label %"B32.endif.if.endif.if", label %"B32.endif.if.endif.else"
B32.endif.if.endif.if:
  store i1 0, i1* %".282"
  br label %"B32.endif.if.endif.endif"
B32.endif.if.endif.else:
  store i1 1, i1* %".282"
  br label %"B32.endif.if.endif.endif"
B32.endif.if.endif.endif:
  %".290" = load i1, i1* %".282"
  %".291" = and i1 %".239", %".290"
  store i1 %".291", i1* %".173"
  %".293" = getelementptr inbounds {i64, i1}, {i64, i1}* %".276", i32 0, i32 0
  %".294" = load i64, i64* %".293"
  %".295" = getelementptr inbounds [2 x i64], [2 x i64]* %".171", i32 0, i32 1
  store i64 %".294", i64* %".295"
  br label %"B32.endif.endif"
B32.endif.endif.if:
  %".302" = load [2 x i64], [2 x i64]* %".171"
  %".303" = getelementptr inbounds {[2 x i64], i1}, {[2 x i64], i1}* %".164", i32 0, i32 0
  store [2 x i64] %".302", [2 x i64]* %".303"
  br label %"B32.endif.endif.endif"
B32.endif.endif.endif:
  %".306" = load {[2 x i64], i1}, {[2 x i64], i1}* %".164"
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".307"
  store {[2 x i64], i1} %".306", {[2 x i64], i1}* %".307"
  %".311" = getelementptr inbounds {[2 x i64], i1}, {[2 x i64], i1}* %".307", i32 0, i32 0
  %".312" = load [2 x i64], [2 x i64]* %".311"
  %".313" = extractvalue [2 x i64] %".312", 0
  %".314" = extractvalue [2 x i64] %".312", 1
  store {[2 x i64], i1} zeroinitializer, {[2 x i64], i1}* %".315"
  store {[2 x i64], i1} %".306", {[2 x i64], i1}* %".315"
  %".319" = getelementptr inbounds {[2 x i64], i1}, {[2 x i64], i1}* %".315", i32 0, i32 1
  %".320" = load i1, i1* %".319"
  %"extracted.first.2" = extractvalue {[2 x i64], i1} %".306", 0
  %".321" = extractvalue [2 x i64] %"extracted.first.2", 0
  %".322" = extractvalue [2 x i64] %"extracted.first.2", 1
  %"extracted.second.2" = extractvalue {[2 x i64], i1} %".306", 1
  %".323" = extractvalue [2 x i64] %".312", 0
  %".324" = extractvalue [2 x i64] %".312", 1
  %".326" = load [2 x i64], [2 x i64]* %"$phi.2"
  %".327" = extractvalue [2 x i64] %".326", 0
  %".328" = extractvalue [2 x i64] %".326", 1
  store [2 x i64] %".312", [2 x i64]* %"$phi.2"
  %".330" = extractvalue [2 x i64] %".312", 0
  %".331" = extractvalue [2 x i64] %".312", 1
  br i1 %".320", label %"B36", label %"B86"
B36.if:
  %".368" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".357", i64 8)
  %".369" = extractvalue {i64, i1} %".368", 0
  %".370" = extractvalue {i64, i1} %".368", 1
  %".371" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".369", i64 24)
  %".372" = extractvalue {i64, i1} %".371", 0
  %".373" = extractvalue {i64, i1} %".371", 1
  %".374" = or i1 %".370", %".373"
  br i1 %".374", label %"B36.if.if", label %"B36.if.endif", !prof !1
B36.endif:
  br i1 %".364", label %"B36.endif.if", label %"B36.endif.endif", !prof !1
B36.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".377" = load i64, i64* %"try_state"
  %".378" = icmp ugt i64 %".377", 0
  %".379" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B36.if.endif:
  %".381" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".382" = load i8*, i8** %".381"
  %".383" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".382", i64 %".372")
  %".384" = icmp eq i8* null, %".383"
  br i1 %".384", label %"B36.if.endif.if", label %"B36.if.endif.endif", !prof !1
B36.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".387" = load i64, i64* %"try_state"
  %".388" = icmp ugt i64 %".387", 0
  %".389" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B36.if.endif.endif:
  %".391" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".392" = load i8*, i8** %".391"
  %".393" = call i8* @"NRT_MemInfo_data_fast"(i8* %".392")
  %".394" = bitcast i8* %".393" to {i64, i64, i8, i64}*
  %".395" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".394", i32 0, i32 1
  store i64 %".357", i64* %".395"
  br label %"B36.endif"
B36.endif.if:
  %".399" = ashr i64 %".357", 2
  %".400" = add i64 %".357", %".399"
  %".401" = add i64 8, %".400"
  %".402" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".401", i64 8)
  %".403" = extractvalue {i64, i1} %".402", 0
  %".404" = extractvalue {i64, i1} %".402", 1
  %".405" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".403", i64 24)
  %".406" = extractvalue {i64, i1} %".405", 0
  %".407" = extractvalue {i64, i1} %".405", 1
  %".408" = or i1 %".404", %".407"
  br i1 %".408", label %"B36.endif.if.if", label %"B36.endif.if.endif", !prof !1
B36.endif.endif:
  %".455" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".456" = load i8*, i8** %".455"
  %".457" = call i8* @"NRT_MemInfo_data_fast"(i8* %".456")
  %".458" = bitcast i8* %".457" to {i64, i64, i8, i64}*
  %".459" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".458", i32 0, i32 0
  store i64 %".357", i64* %".459"
  %".461" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".462" = load i8*, i8** %".461"
  %".463" = call i8* @"NRT_MemInfo_data_fast"(i8* %".462")
  %".464" = bitcast i8* %".463" to {i64, i64, i8, i64}*
  %".465" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".464", i32 0, i32 3
  %".466" = getelementptr i64, i64* %".465", i64 %".356"
  %".467" = load i64, i64* %".466"
  %".468" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".469" = load i8*, i8** %".468"
  %".470" = call i8* @"NRT_MemInfo_data_fast"(i8* %".469")
  %".471" = bitcast i8* %".470" to {i64, i64, i8, i64}*
  %".472" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".471", i32 0, i32 3
  %".473" = getelementptr i64, i64* %".472", i64 %".356"
  store i64 %".346", i64* %".473"
  %"extracted.meminfo.18" = extractvalue {i8*, i8*} %".344", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".344", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.18")
  br label %"B32"
B36.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".411" = load i64, i64* %"try_state"
  %".412" = icmp ugt i64 %".411", 0
  %".413" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B36.endif.if.endif:
  %".415" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".416" = load i8*, i8** %".415"
  %".417" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".416", i64 %".406")
  %".418" = icmp eq i8* null, %".417"
  br i1 %".418", label %"B36.endif.if.endif.if", label %"B36.endif.if.endif.endif", !prof !1
B36.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !3
  %".421" = load i64, i64* %"try_state"
  %".422" = icmp ugt i64 %".421", 0
  %".423" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B36.endif.if.endif.endif:
  %".425" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".426" = load i8*, i8** %".425"
  %".427" = call i8* @"NRT_MemInfo_data_fast"(i8* %".426")
  %".428" = bitcast i8* %".427" to {i64, i64, i8, i64}*
  %".429" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".428", i32 0, i32 1
  store i64 %".401", i64* %".429"
  %".431" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".432" = load i8*, i8** %".431"
  %".433" = call i8* @"NRT_MemInfo_data_fast"(i8* %".432")
  %".434" = bitcast i8* %".433" to {i64, i64, i8, i64}*
  %".435" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".434", i32 0, i32 0
  %".436" = load i64, i64* %".435"
  %".437" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".438" = load i8*, i8** %".437"
  %".439" = call i8* @"NRT_MemInfo_data_fast"(i8* %".438")
  %".440" = bitcast i8* %".439" to {i64, i64, i8, i64}*
  %".441" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".440", i32 0, i32 3
  %".442" = getelementptr i64, i64* %".441", i64 %".436"
  %".443" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".347", i32 0, i32 0
  %".444" = load i8*, i8** %".443"
  %".445" = call i8* @"NRT_MemInfo_data_fast"(i8* %".444")
  %".446" = bitcast i8* %".445" to {i64, i64, i8, i64}*
  %".447" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".446", i32 0, i32 3
  %".448" = getelementptr i64, i64* %".447", i64 %".401"
  %".449" = ptrtoint i64* %".448" to i64
  %".450" = ptrtoint i64* %".442" to i64
  %".451" = sub i64 %".449", %".450"
  %".452" = bitcast i64* %".442" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".452", i8 0, i64 %".451", i1 0)
  br label %"B36.endif.endif"
}

declare void @"NRT_incref"(i8* noalias nocapture %".1")

declare {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".1", i64 %".2")

declare {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".1", i64 %".2")

define linkonce_odr void @".dtor.list.int64"(i8* %".1")
{
.3:
  %".4" = bitcast i8* %".1" to {i64, i64, i8, i64}*
  %".5" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 0
  %".6" = load i64, i64* %".5"
  %".7" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 0
  %".8" = load i64, i64* %".7"
  br label %"for.cond"
for.cond:
  %"loop.index" = phi  i64 [0, %".3"], [%".15", %"for.body"]
  %"loop.count" = phi  i64 [0, %".3"], [%".16", %"for.body"]
  %".10" = icmp slt i64 %"loop.index", %".8"
  br i1 %".10", label %"for.body", label %"for.end"
for.body:
  %".12" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".4", i32 0, i32 3
  %".13" = getelementptr i64, i64* %".12", i64 %"loop.index"
  %".14" = load i64, i64* %".13"
  %".15" = add i64 %"loop.index", 1
  %".16" = add nsw i64 %"loop.count", 1
  br label %"for.cond"
for.end:
  ret void
}

declare i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".1", i8* %".2")

declare i8* @"NRT_MemInfo_data_fast"(i8* %".1")

declare void @"llvm.memset.p0i8.i64"(i8* %".1", i8 %".2", i64 %".3", i1 %".4")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_decref"(i8* noalias nocapture %".1")

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

!numba_args_may_always_need_nrt = !{ !0 }
!0 = !{ i32 ({i8*, i8*}*, {i8*, i32, i8*, i8*, i32}**, i8*, i8*, i8*, i8*)* @"_ZN5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e" }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i1 1 }
