; ModuleID = "list_comprehension_with_if"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i8*, i8*}* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.n")
{
entry:
  %".5" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".5"
  %".15" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".15"
  %".19" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".19"
  %".28" = alloca i64
  store i64 0, i64* %".28"
  %".31" = alloca i64
  store i64 0, i64* %".31"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"$phi.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %"$phi.2" = alloca i8*
  store i8* null, i8** %"$phi.2"
  %"$phi.3" = alloca i8*
  store i8* null, i8** %"$phi.3"
  %".84" = alloca i1
  store i1 0, i1* %".84"
  %".87" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".87"
  %"$phi.4" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %"$phi.6" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.6"
  %".199" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".199"
  %".202" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".202"
  %".228" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".228"
  %".234" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".234"
  %"$phi.7" = alloca i64
  store i64 0, i64* %"$phi.7"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"$phi.8" = alloca i64
  store i64 0, i64* %"$phi.8"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".270" = alloca i64
  store i64 0, i64* %".270"
  %".273" = alloca i64
  store i64 0, i64* %".273"
  %"$phi.9" = alloca i64
  store i64 0, i64* %"$phi.9"
  %"$phi.10" = alloca i1
  store i1 0, i1* %"$phi.10"
  %"$phi.11" = alloca i64
  store i64 0, i64* %"$phi.11"
  %"$phi.12" = alloca i64
  store i64 0, i64* %"$phi.12"
  %".364" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".364"
  br label %"B0"
B0:
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".5"
  %".8" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".5", i32 0, i32 0
  store i64 0, i64* %".8"
  %".10" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".5", i32 0, i32 1
  store i64 %"arg.n", i64* %".10"
  %".12" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".5", i32 0, i32 2
  store i64 1, i64* %".12"
  %".14" = load {i64, i64, i64}, {i64, i64, i64}* %".5"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".15"
  store {i64, i64, i64} %".14", {i64, i64, i64}* %".15"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".19"
  %".22" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 0
  %".23" = load i64, i64* %".22"
  %".24" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 1
  %".25" = load i64, i64* %".24"
  %".26" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".15", i32 0, i32 2
  %".27" = load i64, i64* %".26"
  store i64 %".23", i64* %".28"
  %".33" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 0
  store i64* %".28", i64** %".33"
  %".35" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 1
  store i64 %".25", i64* %".35"
  %".37" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 2
  store i64 %".27", i64* %".37"
  %".39" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 3
  store i64* %".31", i64** %".39"
  %".41" = sub i64 %".25", %".23"
  %".42" = icmp sgt i64 %".41", 0
  %".43" = icmp sgt i64 %".27", 0
  %".44" = xor i1 %".42", %".43"
  %".45" = icmp eq i64 %".27", 0
  br i1 %".45", label %"B0.if", label %"B0.endif", !prof !0
B30:
  %".81" = load i64, i64* %"try_state"
  %".82" = add i64 %".81", 1
  store i64 %".82", i64* %"try_state"
  store i1 1, i1* %".84"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".87"
  %".90" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 0, i64 8)
  %".91" = extractvalue {i64, i1} %".90", 0
  %".92" = extractvalue {i64, i1} %".90", 1
  %".93" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".91", i64 24)
  %".94" = extractvalue {i64, i1} %".93", 0
  %".95" = extractvalue {i64, i1} %".93", 1
  %".96" = or i1 %".92", %".95"
  br i1 %".96", label %"B30.if", label %"B30.endif", !prof !0
B32:
  %".188" = load i64, i64* %"try_state"
  %".189" = icmp ugt i64 %".188", 0
  %".190" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".191" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".190"
  %".192" = xor i1 %".191", -1
  br i1 %".192", label %"B84", label %"B34"
B34:
  %".194" = load i64, i64* %"try_state"
  %".195" = sub i64 %".194", 1
  store i64 %".195", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".198" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".199"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".202"
  store {i64*, i64, i64, i64*} %".198", {i64*, i64, i64, i64*}* %".202"
  %".206" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".202", i32 0, i32 3
  %".207" = load i64*, i64** %".206"
  %".208" = load i64, i64* %".207"
  %".209" = icmp sgt i64 %".208", 0
  %".210" = getelementptr inbounds {i64, i1}, {i64, i1}* %".199", i32 0, i32 1
  store i1 %".209", i1* %".210"
  br i1 %".209", label %"B34.if", label %"B34.endif"
B38:
  %".244" = load i64, i64* %"$phi.7"
  %".246" = load i64, i64* %"i"
  store i64 %".244", i64* %"i"
  %".248" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".250" = load i64, i64* %"try_state"
  %".251" = icmp ugt i64 %".250", 0
  %".252" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".253" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".252"
  %".254" = xor i1 %".253", -1
  %".255" = load i64, i64* %"i"
  %".257" = load i64, i64* %"$phi.8"
  store i64 %".255", i64* %"$phi.8"
  br i1 %".254", label %"B84", label %"B40"
B40:
  %".260" = load i64, i64* %"$phi.8"
  %".263" = icmp eq i64 2, 0
  br i1 %".263", label %"B40.if", label %"B40.else", !prof !0
B46:
  %".314" = load i64, i64* %"$phi.9"
  %".315" = icmp eq i64 %".314", 0
  %".316" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  %".318" = load i64, i64* %"try_state"
  %".319" = icmp ugt i64 %".318", 0
  %".320" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".321" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".320"
  %".322" = xor i1 %".321", -1
  %".324" = load i1, i1* %"$phi.10"
  store i1 %".315", i1* %"$phi.10"
  br i1 %".322", label %"B84", label %"B52"
B52:
  %".327" = load i64, i64* %"try_state"
  %".328" = sub i64 %".327", 1
  store i64 %".328", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".331" = load i1, i1* %"$phi.10"
  %".332" = load i1, i1* %"$phi.10"
  store i1 0, i1* %"$phi.10"
  br i1 %".331", label %"B60", label %"B56"
B56:
  %".335" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  br label %"B85"
B60:
  %".338" = load i64, i64* %"i"
  %".340" = load i64, i64* %"$phi.11"
  store i64 %".338", i64* %"$phi.11"
  %".342" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  br label %"B62"
B62:
  %".345" = load i64, i64* %"try_state"
  %".346" = add i64 %".345", 1
  store i64 %".346", i64* %"try_state"
  %".348" = load i64, i64* %"$phi.11"
  %".349" = mul nsw i64 %".348", 2
  %".350" = load i64, i64* %"$phi.11"
  store i64 0, i64* %"$phi.11"
  %".352" = load i64, i64* %"try_state"
  %".353" = icmp ugt i64 %".352", 0
  %".354" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".355" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".354"
  %".356" = xor i1 %".355", -1
  %".358" = load i64, i64* %"$phi.12"
  store i64 %".349", i64* %"$phi.12"
  br i1 %".356", label %"B84", label %"B68"
B68:
  %".361" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".361", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".361", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  %".363" = load i64, i64* %"$phi.12"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".364"
  store {i8*, i8*} %".361", {i8*, i8*}* %".364"
  %".368" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".369" = load i8*, i8** %".368"
  %".370" = call i8* @"NRT_MemInfo_data_fast"(i8* %".369")
  %".371" = bitcast i8* %".370" to {i64, i64, i8, i64}*
  %".372" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".371", i32 0, i32 0
  %".373" = load i64, i64* %".372"
  %".374" = add i64 %".373", 1
  %".375" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".376" = load i8*, i8** %".375"
  %".377" = call i8* @"NRT_MemInfo_data_fast"(i8* %".376")
  %".378" = bitcast i8* %".377" to {i64, i64, i8, i64}*
  %".379" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".378", i32 0, i32 1
  %".380" = load i64, i64* %".379"
  %".381" = icmp slt i64 %".380", %".374"
  %".382" = ashr i64 %".380", 2
  %".383" = icmp sgt i64 %".382", %".374"
  br i1 %".383", label %"B68.if", label %"B68.endif", !prof !0
B70:
  br label %"B85"
B74:
  %".502" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".502", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".502", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".505" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".507" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".507", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".507", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".507", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".507", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".509" = load i64, i64* %"try_state"
  %".510" = sub i64 %".509", 1
  store i64 %".510", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B76"
B76:
  %".514" = load i64, i64* %"try_state"
  %".515" = add i64 %".514", 1
  store i64 %".515", i64* %"try_state"
  %".517" = load i64, i64* %"try_state"
  %".518" = icmp ugt i64 %".517", 0
  %".519" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".520" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".519"
  %".521" = xor i1 %".520", -1
  br i1 %".521", label %"B84", label %"B78"
B78:
  %".523" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  %".525" = load i64, i64* %"try_state"
  %".526" = sub i64 %".525", 1
  store i64 %".526", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".529" = load i8*, i8** %"$phi.3"
  %".530" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  %".532" = load {i8*, i8*}, {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".532", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".532", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %".534" = load {i8*, i8*}, {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".534", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".534", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".532", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".532", 1
  %".537" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.10", 0
  %".538" = insertvalue {i8*, i8*} %".537", i8* %"extracted.parent.10", 1
  store {i8*, i8*} %".538", {i8*, i8*}* %"retptr"
  ret i32 0
B84:
  %".541" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".543" = load {i8*, i8*}, {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".543", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".543", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.6"
  %".546" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  %".548" = load i64, i64* %"$phi.12"
  store i64 0, i64* %"$phi.12"
  %".550" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".550", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".550", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.4"
  %".553" = load i1, i1* %"$phi.10"
  store i1 0, i1* %"$phi.10"
  %".555" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  %".557" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".559" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".559", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".559", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".559", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".559", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".561" = load i64, i64* %"try_state"
  %".562" = sub i64 %".561", 1
  store i64 %".562", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".565" = load i8*, i8** %"$phi.2"
  %".566" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".569" = load i64, i64* %"try_state"
  %".570" = icmp ugt i64 %".569", 0
  %".571" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B85:
  br label %"B34"
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".50" = load i64, i64* %"try_state"
  %".51" = icmp ugt i64 %".50", 0
  %".52" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  br i1 %".44", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".55" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 3
  %".56" = load i64*, i64** %".55"
  store i64 0, i64* %".56"
  br label %"B0.endif.endif"
B0.endif.else:
  %".59" = srem i64 %".41", %".27"
  %".60" = sub i64 0, %".59"
  %".61" = select  i1 %".42", i64 %".59", i64 %".60"
  %".62" = icmp sgt i64 %".61", 0
  %".63" = sdiv i64 %".41", %".27"
  %".64" = select  i1 %".62", i64 1, i64 0
  %".65" = add i64 %".63", %".64"
  %".66" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19", i32 0, i32 3
  %".67" = load i64*, i64** %".66"
  store i64 %".65", i64* %".67"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".70" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".19"
  %"extracted.start" = extractvalue {i64, i64, i64} %".14", 0
  %"extracted.stop" = extractvalue {i64, i64, i64} %".14", 1
  %"extracted.step" = extractvalue {i64, i64, i64} %".14", 2
  %"extracted.iter" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.1" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.1" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %".72" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.1" = extractvalue {i64*, i64, i64, i64*} %".72", 0
  %"extracted.stop.2" = extractvalue {i64*, i64, i64, i64*} %".72", 1
  %"extracted.step.2" = extractvalue {i64*, i64, i64, i64*} %".72", 2
  %"extracted.count.1" = extractvalue {i64*, i64, i64, i64*} %".72", 3
  store {i64*, i64, i64, i64*} %".70", {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.2" = extractvalue {i64*, i64, i64, i64*} %".70", 0
  %"extracted.stop.3" = extractvalue {i64*, i64, i64, i64*} %".70", 1
  %"extracted.step.3" = extractvalue {i64*, i64, i64, i64*} %".70", 2
  %"extracted.count.2" = extractvalue {i64*, i64, i64, i64*} %".70", 3
  %".75" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  %".78" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  br label %"B30"
B30.if:
  store i1 0, i1* %".84"
  br label %"B30.endif"
B30.endif:
  %".100" = load i1, i1* %".84"
  br i1 %".100", label %"B30.endif.if", label %"B30.endif.endif", !prof !2
B30.endif.if:
  %".102" = bitcast void (i8*)* @".dtor.list.int64" to i8*
  %".103" = call i8* @"NRT_MemInfo_new_varsize_dtor"(i64 %".94", i8* %".102")
  %".104" = icmp eq i8* null, %".103"
  br i1 %".104", label %"B30.endif.if.if", label %"B30.endif.if.else", !prof !0
B30.endif.endif:
  %".156" = load i1, i1* %".84"
  %".157" = xor i1 %".156", -1
  br i1 %".157", label %"B30.endif.endif.if", label %"B30.endif.endif.endif", !prof !0
B30.endif.if.if:
  store i1 0, i1* %".84"
  br label %"B30.endif.if.endif"
B30.endif.if.else:
  %".108" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".87", i32 0, i32 0
  store i8* %".103", i8** %".108"
  %".110" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".87", i32 0, i32 1
  store i8* null, i8** %".110"
  %".112" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".87", i32 0, i32 0
  %".113" = load i8*, i8** %".112"
  %".114" = call i8* @"NRT_MemInfo_data_fast"(i8* %".113")
  %".115" = bitcast i8* %".114" to {i64, i64, i8, i64}*
  %".116" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".115", i32 0, i32 1
  store i64 0, i64* %".116"
  %".118" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".87", i32 0, i32 0
  %".119" = load i8*, i8** %".118"
  %".120" = call i8* @"NRT_MemInfo_data_fast"(i8* %".119")
  %".121" = bitcast i8* %".120" to {i64, i64, i8, i64}*
  %".122" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".121", i32 0, i32 0
  store i64 0, i64* %".122"
  %".124" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".87", i32 0, i32 0
  %".125" = load i8*, i8** %".124"
  %".126" = call i8* @"NRT_MemInfo_data_fast"(i8* %".125")
  %".127" = bitcast i8* %".126" to {i64, i64, i8, i64}*
  %".128" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".127", i32 0, i32 2
  %".129" = zext i1 0 to i8
  store i8 %".129", i8* %".128"
  %".131" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".87", i32 0, i32 0
  %".132" = load i8*, i8** %".131"
  %".133" = call i8* @"NRT_MemInfo_data_fast"(i8* %".132")
  %".134" = bitcast i8* %".133" to {i64, i64, i8, i64}*
  %".135" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".134", i32 0, i32 0
  %".136" = load i64, i64* %".135"
  %".137" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".87", i32 0, i32 0
  %".138" = load i8*, i8** %".137"
  %".139" = call i8* @"NRT_MemInfo_data_fast"(i8* %".138")
  %".140" = bitcast i8* %".139" to {i64, i64, i8, i64}*
  %".141" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".140", i32 0, i32 3
  %".142" = getelementptr i64, i64* %".141", i64 0
  %".143" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".87", i32 0, i32 0
  %".144" = load i8*, i8** %".143"
  %".145" = call i8* @"NRT_MemInfo_data_fast"(i8* %".144")
  %".146" = bitcast i8* %".145" to {i64, i64, i8, i64}*
  %".147" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".146", i32 0, i32 3
  %".148" = getelementptr i64, i64* %".147", i64 0
  %".149" = ptrtoint i64* %".148" to i64
  %".150" = ptrtoint i64* %".142" to i64
  %".151" = sub i64 %".149", %".150"
  %".152" = bitcast i64* %".142" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".152", i8 0, i64 %".151", i1 0)
  br label %"B30.endif.if.endif"
B30.endif.if.endif:
  br label %"B30.endif.endif"
B30.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".160" = load i64, i64* %"try_state"
  %".161" = icmp ugt i64 %".160", 0
  %".162" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B30.endif.endif.endif:
  %".164" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".87", i32 0, i32 0
  %".165" = load i8*, i8** %".164"
  %".166" = call i8* @"NRT_MemInfo_data_fast"(i8* %".165")
  %".167" = bitcast i8* %".166" to {i64, i64, i8, i64}*
  %".168" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".167", i32 0, i32 0
  store i64 0, i64* %".168"
  %".170" = load {i8*, i8*}, {i8*, i8*}* %".87"
  %".171" = load i64, i64* %"try_state"
  %".172" = icmp ugt i64 %".171", 0
  %".173" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".174" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".173"
  %".175" = xor i1 %".174", -1
  %"extracted.meminfo" = extractvalue {i8*, i8*} %".170", 0
  %"extracted.parent" = extractvalue {i8*, i8*} %".170", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %".178" = load {i8*, i8*}, {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".178", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".178", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %".170", {i8*, i8*}* %"$phi.4"
  %"extracted.meminfo.2" = extractvalue {i8*, i8*} %".170", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*} %".170", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.2")
  %".183" = load {i8*, i8*}, {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*} %".183", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*} %".183", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.3")
  store {i8*, i8*} %".170", {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*} %".170", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*} %".170", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  br i1 %".175", label %"B84", label %"B32"
B34.if:
  %".213" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".202", i32 0, i32 0
  %".214" = load i64*, i64** %".213"
  %".215" = load i64, i64* %".214"
  %".216" = getelementptr inbounds {i64, i1}, {i64, i1}* %".199", i32 0, i32 0
  store i64 %".215", i64* %".216"
  %".218" = sub nsw i64 %".208", 1
  store i64 %".218", i64* %".207"
  %".220" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".202", i32 0, i32 2
  %".221" = load i64, i64* %".220"
  %".222" = add i64 %".215", %".221"
  %".223" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".202", i32 0, i32 0
  %".224" = load i64*, i64** %".223"
  store i64 %".222", i64* %".224"
  br label %"B34.endif"
B34.endif:
  %".227" = load {i64, i1}, {i64, i1}* %".199"
  %"extracted.first" = extractvalue {i64, i1} %".227", 0
  %"extracted.second" = extractvalue {i64, i1} %".227", 1
  store {i64, i1} zeroinitializer, {i64, i1}* %".228"
  store {i64, i1} %".227", {i64, i1}* %".228"
  %".232" = getelementptr inbounds {i64, i1}, {i64, i1}* %".228", i32 0, i32 0
  %".233" = load i64, i64* %".232"
  store {i64, i1} zeroinitializer, {i64, i1}* %".234"
  store {i64, i1} %".227", {i64, i1}* %".234"
  %".238" = getelementptr inbounds {i64, i1}, {i64, i1}* %".234", i32 0, i32 1
  %".239" = load i1, i1* %".238"
  %"extracted.first.1" = extractvalue {i64, i1} %".227", 0
  %"extracted.second.1" = extractvalue {i64, i1} %".227", 1
  %".241" = load i64, i64* %"$phi.7"
  store i64 %".233", i64* %"$phi.7"
  br i1 %".239", label %"B38", label %"B74"
B40.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".266" = load i64, i64* %"try_state"
  %".267" = icmp ugt i64 %".266", 0
  %".268" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B40.else:
  store i64 0, i64* %".270"
  store i64 0, i64* %".273"
  %".276" = icmp eq i64 %".260", -9223372036854775808
  %".277" = icmp eq i64 2, -1
  %".278" = and i1 %".276", %".277"
  %".279" = xor i1 %".278", -1
  br i1 %".279", label %"B40.else.if", label %"B40.else.endif", !prof !2
B40.endif:
  %".302" = load i64, i64* %"rem"
  %".303" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".305" = load i64, i64* %"try_state"
  %".306" = icmp ugt i64 %".305", 0
  %".307" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".308" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".307"
  %".309" = xor i1 %".308", -1
  %".311" = load i64, i64* %"$phi.9"
  store i64 %".302", i64* %"$phi.9"
  br i1 %".309", label %"B84", label %"B46"
B40.else.if:
  %".281" = sdiv i64 %".260", 2
  %".282" = srem i64 %".260", 2
  %".283" = xor i64 2, %".282"
  %".284" = icmp slt i64 %".283", 0
  %".285" = icmp ne i64 %".282", 0
  %".286" = and i1 %".285", %".284"
  br i1 %".286", label %"B40.else.if.if", label %"B40.else.if.else"
B40.else.endif:
  %".297" = load i64, i64* %".270"
  %".298" = load i64, i64* %".273"
  store i64 %".297", i64* %"quot"
  store i64 %".298", i64* %"rem"
  br label %"B40.endif"
B40.else.if.if:
  %".291" = sub i64 %".281", 1
  store i64 %".291", i64* %".270"
  %".293" = add i64 %".282", 2
  store i64 %".293", i64* %".273"
  br label %"B40.else.if.endif"
B40.else.if.else:
  store i64 %".281", i64* %".270"
  store i64 %".282", i64* %".273"
  br label %"B40.else.if.endif"
B40.else.if.endif:
  br label %"B40.else.endif"
B68.if:
  %".385" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".374", i64 8)
  %".386" = extractvalue {i64, i1} %".385", 0
  %".387" = extractvalue {i64, i1} %".385", 1
  %".388" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".386", i64 24)
  %".389" = extractvalue {i64, i1} %".388", 0
  %".390" = extractvalue {i64, i1} %".388", 1
  %".391" = or i1 %".387", %".390"
  br i1 %".391", label %"B68.if.if", label %"B68.if.endif", !prof !0
B68.endif:
  br i1 %".381", label %"B68.endif.if", label %"B68.endif.endif", !prof !0
B68.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object5", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".394" = load i64, i64* %"try_state"
  %".395" = icmp ugt i64 %".394", 0
  %".396" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B68.if.endif:
  %".398" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".399" = load i8*, i8** %".398"
  %".400" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".399", i64 %".389")
  %".401" = icmp eq i8* null, %".400"
  br i1 %".401", label %"B68.if.endif.if", label %"B68.if.endif.endif", !prof !0
B68.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object5", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".404" = load i64, i64* %"try_state"
  %".405" = icmp ugt i64 %".404", 0
  %".406" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B68.if.endif.endif:
  %".408" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".409" = load i8*, i8** %".408"
  %".410" = call i8* @"NRT_MemInfo_data_fast"(i8* %".409")
  %".411" = bitcast i8* %".410" to {i64, i64, i8, i64}*
  %".412" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".411", i32 0, i32 1
  store i64 %".374", i64* %".412"
  br label %"B68.endif"
B68.endif.if:
  %".416" = ashr i64 %".374", 2
  %".417" = add i64 %".374", %".416"
  %".418" = add i64 8, %".417"
  %".419" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".418", i64 8)
  %".420" = extractvalue {i64, i1} %".419", 0
  %".421" = extractvalue {i64, i1} %".419", 1
  %".422" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".420", i64 24)
  %".423" = extractvalue {i64, i1} %".422", 0
  %".424" = extractvalue {i64, i1} %".422", 1
  %".425" = or i1 %".421", %".424"
  br i1 %".425", label %"B68.endif.if.if", label %"B68.endif.if.endif", !prof !0
B68.endif.endif:
  %".472" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".473" = load i8*, i8** %".472"
  %".474" = call i8* @"NRT_MemInfo_data_fast"(i8* %".473")
  %".475" = bitcast i8* %".474" to {i64, i64, i8, i64}*
  %".476" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".475", i32 0, i32 0
  store i64 %".374", i64* %".476"
  %".478" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".479" = load i8*, i8** %".478"
  %".480" = call i8* @"NRT_MemInfo_data_fast"(i8* %".479")
  %".481" = bitcast i8* %".480" to {i64, i64, i8, i64}*
  %".482" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".481", i32 0, i32 3
  %".483" = getelementptr i64, i64* %".482", i64 %".373"
  %".484" = load i64, i64* %".483"
  %".485" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".486" = load i8*, i8** %".485"
  %".487" = call i8* @"NRT_MemInfo_data_fast"(i8* %".486")
  %".488" = bitcast i8* %".487" to {i64, i64, i8, i64}*
  %".489" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".488", i32 0, i32 3
  %".490" = getelementptr i64, i64* %".489", i64 %".373"
  store i64 %".363", i64* %".490"
  %".492" = load i64, i64* %"$phi.12"
  store i64 0, i64* %"$phi.12"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".361", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".361", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  %".495" = load i64, i64* %"try_state"
  %".496" = icmp ugt i64 %".495", 0
  %".497" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".498" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".497"
  %".499" = xor i1 %".498", -1
  br i1 %".499", label %"B84", label %"B70"
B68.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object5", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".428" = load i64, i64* %"try_state"
  %".429" = icmp ugt i64 %".428", 0
  %".430" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B68.endif.if.endif:
  %".432" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".433" = load i8*, i8** %".432"
  %".434" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".433", i64 %".423")
  %".435" = icmp eq i8* null, %".434"
  br i1 %".435", label %"B68.endif.if.endif.if", label %"B68.endif.if.endif.endif", !prof !0
B68.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object5", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".438" = load i64, i64* %"try_state"
  %".439" = icmp ugt i64 %".438", 0
  %".440" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B84"
B68.endif.if.endif.endif:
  %".442" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".443" = load i8*, i8** %".442"
  %".444" = call i8* @"NRT_MemInfo_data_fast"(i8* %".443")
  %".445" = bitcast i8* %".444" to {i64, i64, i8, i64}*
  %".446" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".445", i32 0, i32 1
  store i64 %".418", i64* %".446"
  %".448" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".449" = load i8*, i8** %".448"
  %".450" = call i8* @"NRT_MemInfo_data_fast"(i8* %".449")
  %".451" = bitcast i8* %".450" to {i64, i64, i8, i64}*
  %".452" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".451", i32 0, i32 0
  %".453" = load i64, i64* %".452"
  %".454" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".455" = load i8*, i8** %".454"
  %".456" = call i8* @"NRT_MemInfo_data_fast"(i8* %".455")
  %".457" = bitcast i8* %".456" to {i64, i64, i8, i64}*
  %".458" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".457", i32 0, i32 3
  %".459" = getelementptr i64, i64* %".458", i64 %".453"
  %".460" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".364", i32 0, i32 0
  %".461" = load i8*, i8** %".460"
  %".462" = call i8* @"NRT_MemInfo_data_fast"(i8* %".461")
  %".463" = bitcast i8* %".462" to {i64, i64, i8, i64}*
  %".464" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".463", i32 0, i32 3
  %".465" = getelementptr i64, i64* %".464", i64 %".418"
  %".466" = ptrtoint i64* %".465" to i64
  %".467" = ptrtoint i64* %".459" to i64
  %".468" = sub i64 %".466", %".467"
  %".469" = bitcast i64* %".459" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".469", i8 0, i64 %".468", i1 0)
  br label %"B68.endif.endif"
}

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ValueError'>, ('range() arg 3 must not be zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
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

@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

@".const.pickledata.object4" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object4.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object4" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object4" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object4.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object5" = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@".const.pickledata.object5.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object5" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object5" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object5.sha1" to i8*), i8* null, i32 0}
declare noalias i8* @"NRT_MemInfo_varsize_realloc"(i8* %".1", i64 %".2")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'AssertionError'>, ("Unreachable condition reached (op code RERAISE executed)\n-------------------------------------------------------------------------------\nThis should not have happened, a problem has occurred in Numba's internals.\nYou are currently using Numba version 0.68.1.\n\nPlease report the error message and traceback, along with a minimal reproducer\nat: https://github.com/numba/numba/issues/new?template=bug_report.md\n\nIf more help is needed please feel free to ask on the Numba discourse forum:\nhttps://numba.discourse.group/\n\nThanks in advance for your help in improving Numba!\n\n",), ('list_comprehension_with_if', 'cases/sequences.py', 36))
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
