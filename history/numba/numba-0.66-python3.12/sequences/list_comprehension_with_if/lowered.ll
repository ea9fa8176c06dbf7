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
  %"$phi.5" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
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
  %".276" = alloca i64
  store i64 0, i64* %".276"
  %".279" = alloca i64
  store i64 0, i64* %".279"
  %"$phi.9" = alloca i64
  store i64 0, i64* %"$phi.9"
  %"$phi.10" = alloca i1
  store i1 0, i1* %"$phi.10"
  %"$phi.11" = alloca i64
  store i64 0, i64* %"$phi.11"
  %"$phi.12" = alloca i64
  store i64 0, i64* %"$phi.12"
  %".374" = alloca {i8*, i8*}
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".374"
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
  br i1 %".192", label %"B78", label %"B34"
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
  br i1 %".254", label %"B78", label %"B40"
B40:
  %".256" = load i64, i64* %"try_state"
  %".257" = icmp ugt i64 %".256", 0
  %".258" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".259" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".258"
  %".260" = xor i1 %".259", -1
  %".261" = load i64, i64* %"i"
  %".263" = load i64, i64* %"$phi.8"
  store i64 %".261", i64* %"$phi.8"
  br i1 %".260", label %"B78", label %"B42"
B42:
  %".266" = load i64, i64* %"$phi.8"
  %".269" = icmp eq i64 2, 0
  br i1 %".269", label %"B42.if", label %"B42.else", !prof !0
B48:
  %".320" = load i64, i64* %"$phi.9"
  %".321" = icmp eq i64 %".320", 0
  %".322" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  %".324" = load i64, i64* %"try_state"
  %".325" = icmp ugt i64 %".324", 0
  %".326" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".327" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".326"
  %".328" = xor i1 %".327", -1
  %".330" = load i1, i1* %"$phi.10"
  store i1 %".321", i1* %"$phi.10"
  br i1 %".328", label %"B78", label %"B54"
B54:
  %".333" = load i1, i1* %"$phi.10"
  %".334" = load i1, i1* %"$phi.10"
  store i1 0, i1* %"$phi.10"
  br i1 %".333", label %"B58", label %"B56"
B56:
  %".337" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".339" = load i64, i64* %"try_state"
  %".340" = sub i64 %".339", 1
  store i64 %".340", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B79"
B58:
  %".344" = load i64, i64* %"try_state"
  %".345" = sub i64 %".344", 1
  store i64 %".345", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".348" = load i64, i64* %"i"
  %".350" = load i64, i64* %"$phi.11"
  store i64 %".348", i64* %"$phi.11"
  %".352" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  br label %"B60"
B60:
  %".355" = load i64, i64* %"try_state"
  %".356" = add i64 %".355", 1
  store i64 %".356", i64* %"try_state"
  %".358" = load i64, i64* %"$phi.11"
  %".359" = mul nsw i64 %".358", 2
  %".360" = load i64, i64* %"$phi.11"
  store i64 0, i64* %"$phi.11"
  %".362" = load i64, i64* %"try_state"
  %".363" = icmp ugt i64 %".362", 0
  %".364" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".365" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".364"
  %".366" = xor i1 %".365", -1
  %".368" = load i64, i64* %"$phi.12"
  store i64 %".359", i64* %"$phi.12"
  br i1 %".366", label %"B78", label %"B66"
B66:
  %".371" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.5" = extractvalue {i8*, i8*} %".371", 0
  %"extracted.parent.5" = extractvalue {i8*, i8*} %".371", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.5")
  %".373" = load i64, i64* %"$phi.12"
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %".374"
  store {i8*, i8*} %".371", {i8*, i8*}* %".374"
  %".378" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".379" = load i8*, i8** %".378"
  %".380" = call i8* @"NRT_MemInfo_data_fast"(i8* %".379")
  %".381" = bitcast i8* %".380" to {i64, i64, i8, i64}*
  %".382" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".381", i32 0, i32 0
  %".383" = load i64, i64* %".382"
  %".384" = add i64 %".383", 1
  %".385" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".386" = load i8*, i8** %".385"
  %".387" = call i8* @"NRT_MemInfo_data_fast"(i8* %".386")
  %".388" = bitcast i8* %".387" to {i64, i64, i8, i64}*
  %".389" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".388", i32 0, i32 1
  %".390" = load i64, i64* %".389"
  %".391" = icmp slt i64 %".390", %".384"
  %".392" = ashr i64 %".390", 2
  %".393" = icmp sgt i64 %".392", %".384"
  br i1 %".393", label %"B66.if", label %"B66.endif", !prof !0
B68:
  br label %"B79"
B70:
  %".512" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  %".514" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.7" = extractvalue {i8*, i8*} %".514", 0
  %"extracted.parent.7" = extractvalue {i8*, i8*} %".514", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.7")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
  %".517" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".519" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.3" = extractvalue {i64*, i64, i64, i64*} %".519", 0
  %"extracted.stop.4" = extractvalue {i64*, i64, i64, i64*} %".519", 1
  %"extracted.step.4" = extractvalue {i64*, i64, i64, i64*} %".519", 2
  %"extracted.count.3" = extractvalue {i64*, i64, i64, i64*} %".519", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".521" = load i64, i64* %"try_state"
  %".522" = sub i64 %".521", 1
  store i64 %".522", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".525" = load i8*, i8** %"$phi.3"
  %".526" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  %".528" = load {i8*, i8*}, {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.8" = extractvalue {i8*, i8*} %".528", 0
  %"extracted.parent.8" = extractvalue {i8*, i8*} %".528", 1
  call void @"NRT_incref"(i8* %"extracted.meminfo.8")
  %".530" = load {i8*, i8*}, {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.9" = extractvalue {i8*, i8*} %".530", 0
  %"extracted.parent.9" = extractvalue {i8*, i8*} %".530", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.9")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.10" = extractvalue {i8*, i8*} %".528", 0
  %"extracted.parent.10" = extractvalue {i8*, i8*} %".528", 1
  %".533" = insertvalue {i8*, i8*} undef, i8* %"extracted.meminfo.10", 0
  %".534" = insertvalue {i8*, i8*} %".533", i8* %"extracted.parent.10", 1
  store {i8*, i8*} %".534", {i8*, i8*}* %"retptr"
  ret i32 0
B78:
  %".537" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".539" = load {i8*, i8*}, {i8*, i8*}* %"$phi.6"
  %"extracted.meminfo.11" = extractvalue {i8*, i8*} %".539", 0
  %"extracted.parent.11" = extractvalue {i8*, i8*} %".539", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.11")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.6"
  %".542" = load i8*, i8** %"$phi.3"
  store i8* null, i8** %"$phi.3"
  %".544" = load i64, i64* %"$phi.12"
  store i64 0, i64* %"$phi.12"
  %".546" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.12" = extractvalue {i8*, i8*} %".546", 0
  %"extracted.parent.12" = extractvalue {i8*, i8*} %".546", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.12")
  store {i8*, i8*} zeroinitializer, {i8*, i8*}* %"$phi.5"
  %".549" = load i1, i1* %"$phi.10"
  store i1 0, i1* %"$phi.10"
  %".551" = load i64, i64* %"$phi.9"
  store i64 0, i64* %"$phi.9"
  %".553" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".555" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi.1"
  %"extracted.iter.4" = extractvalue {i64*, i64, i64, i64*} %".555", 0
  %"extracted.stop.5" = extractvalue {i64*, i64, i64, i64*} %".555", 1
  %"extracted.step.5" = extractvalue {i64*, i64, i64, i64*} %".555", 2
  %"extracted.count.4" = extractvalue {i64*, i64, i64, i64*} %".555", 3
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi.1"
  %".557" = load i64, i64* %"try_state"
  %".558" = sub i64 %".557", 1
  store i64 %".558", i64* %"try_state"
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".561" = load i8*, i8** %"$phi.2"
  %".562" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".565" = load i64, i64* %"try_state"
  %".566" = icmp ugt i64 %".565", 0
  %".567" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B79:
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
  br label %"B78"
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
  %".178" = load {i8*, i8*}, {i8*, i8*}* %"$phi.5"
  %"extracted.meminfo.1" = extractvalue {i8*, i8*} %".178", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*} %".178", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.1")
  store {i8*, i8*} %".170", {i8*, i8*}* %"$phi.5"
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
  br i1 %".175", label %"B78", label %"B32"
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
  br i1 %".239", label %"B38", label %"B70"
B42.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".272" = load i64, i64* %"try_state"
  %".273" = icmp ugt i64 %".272", 0
  %".274" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B78"
B42.else:
  store i64 0, i64* %".276"
  store i64 0, i64* %".279"
  %".282" = icmp eq i64 %".266", -9223372036854775808
  %".283" = icmp eq i64 2, -1
  %".284" = and i1 %".282", %".283"
  %".285" = xor i1 %".284", -1
  br i1 %".285", label %"B42.else.if", label %"B42.else.endif", !prof !2
B42.endif:
  %".308" = load i64, i64* %"rem"
  %".309" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".311" = load i64, i64* %"try_state"
  %".312" = icmp ugt i64 %".311", 0
  %".313" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".314" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".313"
  %".315" = xor i1 %".314", -1
  %".317" = load i64, i64* %"$phi.9"
  store i64 %".308", i64* %"$phi.9"
  br i1 %".315", label %"B78", label %"B48"
B42.else.if:
  %".287" = sdiv i64 %".266", 2
  %".288" = srem i64 %".266", 2
  %".289" = xor i64 2, %".288"
  %".290" = icmp slt i64 %".289", 0
  %".291" = icmp ne i64 %".288", 0
  %".292" = and i1 %".291", %".290"
  br i1 %".292", label %"B42.else.if.if", label %"B42.else.if.else"
B42.else.endif:
  %".303" = load i64, i64* %".276"
  %".304" = load i64, i64* %".279"
  store i64 %".303", i64* %"quot"
  store i64 %".304", i64* %"rem"
  br label %"B42.endif"
B42.else.if.if:
  %".297" = sub i64 %".287", 1
  store i64 %".297", i64* %".276"
  %".299" = add i64 %".288", 2
  store i64 %".299", i64* %".279"
  br label %"B42.else.if.endif"
B42.else.if.else:
  store i64 %".287", i64* %".276"
  store i64 %".288", i64* %".279"
  br label %"B42.else.if.endif"
B42.else.if.endif:
  br label %"B42.else.endif"
B66.if:
  %".395" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".384", i64 8)
  %".396" = extractvalue {i64, i1} %".395", 0
  %".397" = extractvalue {i64, i1} %".395", 1
  %".398" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".396", i64 24)
  %".399" = extractvalue {i64, i1} %".398", 0
  %".400" = extractvalue {i64, i1} %".398", 1
  %".401" = or i1 %".397", %".400"
  br i1 %".401", label %"B66.if.if", label %"B66.if.endif", !prof !0
B66.endif:
  br i1 %".391", label %"B66.endif.if", label %"B66.endif.endif", !prof !0
B66.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object5", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".404" = load i64, i64* %"try_state"
  %".405" = icmp ugt i64 %".404", 0
  %".406" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B78"
B66.if.endif:
  %".408" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".409" = load i8*, i8** %".408"
  %".410" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".409", i64 %".399")
  %".411" = icmp eq i8* null, %".410"
  br i1 %".411", label %"B66.if.endif.if", label %"B66.if.endif.endif", !prof !0
B66.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object5", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".414" = load i64, i64* %"try_state"
  %".415" = icmp ugt i64 %".414", 0
  %".416" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B78"
B66.if.endif.endif:
  %".418" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".419" = load i8*, i8** %".418"
  %".420" = call i8* @"NRT_MemInfo_data_fast"(i8* %".419")
  %".421" = bitcast i8* %".420" to {i64, i64, i8, i64}*
  %".422" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".421", i32 0, i32 1
  store i64 %".384", i64* %".422"
  br label %"B66.endif"
B66.endif.if:
  %".426" = ashr i64 %".384", 2
  %".427" = add i64 %".384", %".426"
  %".428" = add i64 8, %".427"
  %".429" = call {i64, i1} @"llvm.smul.with.overflow.i64"(i64 %".428", i64 8)
  %".430" = extractvalue {i64, i1} %".429", 0
  %".431" = extractvalue {i64, i1} %".429", 1
  %".432" = call {i64, i1} @"llvm.sadd.with.overflow.i64"(i64 %".430", i64 24)
  %".433" = extractvalue {i64, i1} %".432", 0
  %".434" = extractvalue {i64, i1} %".432", 1
  %".435" = or i1 %".431", %".434"
  br i1 %".435", label %"B66.endif.if.if", label %"B66.endif.if.endif", !prof !0
B66.endif.endif:
  %".482" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".483" = load i8*, i8** %".482"
  %".484" = call i8* @"NRT_MemInfo_data_fast"(i8* %".483")
  %".485" = bitcast i8* %".484" to {i64, i64, i8, i64}*
  %".486" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".485", i32 0, i32 0
  store i64 %".384", i64* %".486"
  %".488" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".489" = load i8*, i8** %".488"
  %".490" = call i8* @"NRT_MemInfo_data_fast"(i8* %".489")
  %".491" = bitcast i8* %".490" to {i64, i64, i8, i64}*
  %".492" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".491", i32 0, i32 3
  %".493" = getelementptr i64, i64* %".492", i64 %".383"
  %".494" = load i64, i64* %".493"
  %".495" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".496" = load i8*, i8** %".495"
  %".497" = call i8* @"NRT_MemInfo_data_fast"(i8* %".496")
  %".498" = bitcast i8* %".497" to {i64, i64, i8, i64}*
  %".499" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".498", i32 0, i32 3
  %".500" = getelementptr i64, i64* %".499", i64 %".383"
  store i64 %".373", i64* %".500"
  %".502" = load i64, i64* %"$phi.12"
  store i64 0, i64* %"$phi.12"
  %"extracted.meminfo.6" = extractvalue {i8*, i8*} %".371", 0
  %"extracted.parent.6" = extractvalue {i8*, i8*} %".371", 1
  call void @"NRT_decref"(i8* %"extracted.meminfo.6")
  %".505" = load i64, i64* %"try_state"
  %".506" = icmp ugt i64 %".505", 0
  %".507" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".508" = icmp eq {i8*, i32, i8*, i8*, i32}* null, %".507"
  %".509" = xor i1 %".508", -1
  br i1 %".509", label %"B78", label %"B68"
B66.endif.if.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object5", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".438" = load i64, i64* %"try_state"
  %".439" = icmp ugt i64 %".438", 0
  %".440" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B78"
B66.endif.if.endif:
  %".442" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".443" = load i8*, i8** %".442"
  %".444" = call i8* @"NRT_MemInfo_varsize_realloc"(i8* %".443", i64 %".433")
  %".445" = icmp eq i8* null, %".444"
  br i1 %".445", label %"B66.endif.if.endif.if", label %"B66.endif.if.endif.endif", !prof !0
B66.endif.if.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object5", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".448" = load i64, i64* %"try_state"
  %".449" = icmp ugt i64 %".448", 0
  %".450" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  br label %"B78"
B66.endif.if.endif.endif:
  %".452" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".453" = load i8*, i8** %".452"
  %".454" = call i8* @"NRT_MemInfo_data_fast"(i8* %".453")
  %".455" = bitcast i8* %".454" to {i64, i64, i8, i64}*
  %".456" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".455", i32 0, i32 1
  store i64 %".428", i64* %".456"
  %".458" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".459" = load i8*, i8** %".458"
  %".460" = call i8* @"NRT_MemInfo_data_fast"(i8* %".459")
  %".461" = bitcast i8* %".460" to {i64, i64, i8, i64}*
  %".462" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".461", i32 0, i32 0
  %".463" = load i64, i64* %".462"
  %".464" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".465" = load i8*, i8** %".464"
  %".466" = call i8* @"NRT_MemInfo_data_fast"(i8* %".465")
  %".467" = bitcast i8* %".466" to {i64, i64, i8, i64}*
  %".468" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".467", i32 0, i32 3
  %".469" = getelementptr i64, i64* %".468", i64 %".463"
  %".470" = getelementptr inbounds {i8*, i8*}, {i8*, i8*}* %".374", i32 0, i32 0
  %".471" = load i8*, i8** %".470"
  %".472" = call i8* @"NRT_MemInfo_data_fast"(i8* %".471")
  %".473" = bitcast i8* %".472" to {i64, i64, i8, i64}*
  %".474" = getelementptr inbounds {i64, i64, i8, i64}, {i64, i64, i8, i64}* %".473", i32 0, i32 3
  %".475" = getelementptr i64, i64* %".474", i64 %".428"
  %".476" = ptrtoint i64* %".475" to i64
  %".477" = ptrtoint i64* %".469" to i64
  %".478" = sub i64 %".476", %".477"
  %".479" = bitcast i64* %".469" to i8*
  call void @"llvm.memset.p0i8.i64"(i8* %".479", i8 0, i64 %".478", i1 0)
  br label %"B66.endif.endif"
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

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'AssertionError'>, ("Unreachable condition reached (op code RERAISE executed)\n-------------------------------------------------------------------------------\nThis should not have happened, a problem has occurred in Numba's internals.\nYou are currently using Numba version 0.66.0.\n\nPlease report the error message and traceback, along with a minimal reproducer\nat: https://github.com/numba/numba/issues/new?template=bug_report.md\n\nIf more help is needed please feel free to ask on the Numba discourse forum:\nhttps://numba.discourse.group/\n\nThanks in advance for your help in improving Numba!\n\n",), ('list_comprehension_with_if', 'cases/sequences.py', 36))
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
