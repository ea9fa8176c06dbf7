; ModuleID = "conditional_expression_as_argument"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions34conditional_expression_as_argumentB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases11expressions34conditional_expression_as_argumentB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"$phi.1" = alloca i8*
  store i8* null, i8** %"$phi.1"
  %"$phi.2" = alloca i8*
  store i8* null, i8** %"$phi.2"
  %"$phi.8" = alloca i64
  store i64 0, i64* %"$phi.8"
  %"$phi.7" = alloca i64
  store i64 0, i64* %"$phi.7"
  %".48" = alloca i64
  store i64 0, i64* %".48"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".93" = alloca i64
  store i64 0, i64* %".93"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = icmp sgt i64 %".10", 0
  %".13" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  %".16" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  br i1 %".11", label %"B24", label %"B28"
B24:
  %".19" = load i64, i64* %"a"
  %".21" = load i64, i64* %"$phi.8"
  store i64 %".19", i64* %"$phi.8"
  %".23" = load i64, i64* %"a"
  %".24" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".27" = load i64, i64* %"$phi.7"
  store i64 %".23", i64* %"$phi.7"
  br label %"B30"
B28:
  %".30" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".32" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".34" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  br label %"B30"
B30:
  %".37" = load i64, i64* %"b"
  %".38" = icmp slt i64 %".37", 4
  br i1 %".38", label %"B40", label %"B52"
B40:
  %".40" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".42" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  %".44" = load i64, i64* %"$phi.8"
  %".45" = load i64, i64* %"b"
  %".46" = insertvalue {i64, i64} undef, i64 %".44", 0
  %".47" = insertvalue {i64, i64} %".46", i64 %".45", 1
  store i64 0, i64* %".48"
  %".52" = extractvalue {i64, i64} %".47", 0
  %".53" = extractvalue {i64, i64} %".47", 1
  %".54" = call i32 @"_ZN5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* %".48", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %".52", i64 %".53")
  %".55" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".56" = icmp eq i32 %".54", 0
  %".57" = icmp eq i32 %".54", -2
  %".58" = icmp eq i32 %".54", -1
  %".59" = icmp eq i32 %".54", -3
  %".60" = or i1 %".56", %".57"
  %".61" = xor i1 %".60", -1
  %".62" = icmp sge i32 %".54", 1
  %".63" = select  i1 %".62", {i8*, i32, i8*, i8*, i32}* %".55", {i8*, i32, i8*, i8*, i32}* undef
  %".64" = load i64, i64* %".48"
  br i1 %".61", label %"B40.if", label %"B40.endif", !prof !0
B52:
  %".84" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".86" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".88" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  %".90" = load i64, i64* %"$phi.7"
  %".91" = insertvalue {i64, i64} undef, i64 %".90", 0
  %".92" = insertvalue {i64, i64} %".91", i64 4, 1
  store i64 0, i64* %".93"
  %".97" = extractvalue {i64, i64} %".92", 0
  %".98" = extractvalue {i64, i64} %".92", 1
  %".99" = call i32 @"_ZN5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* %".93", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i64 %".97", i64 %".98")
  %".100" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".101" = icmp eq i32 %".99", 0
  %".102" = icmp eq i32 %".99", -2
  %".103" = icmp eq i32 %".99", -1
  %".104" = icmp eq i32 %".99", -3
  %".105" = or i1 %".101", %".102"
  %".106" = xor i1 %".105", -1
  %".107" = icmp sge i32 %".99", 1
  %".108" = select  i1 %".107", {i8*, i32, i8*, i8*, i32}* %".100", {i8*, i32, i8*, i8*, i32}* undef
  %".109" = load i64, i64* %".93"
  br i1 %".106", label %"B52.if", label %"B52.endif", !prof !0
B40.if:
  store i64 0, i64* %"try_state"
  %".68" = load i64, i64* %"try_state"
  %".69" = icmp ugt i64 %".68", 0
  %".70" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".63", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".72" = xor i1 %".69", -1
  br i1 %".72", label %"B40.if.if", label %"B40.if.endif"
B40.endif:
  %".76" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".78" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".80" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  store i64 %".64", i64* %"retptr"
  ret i32 0
B40.if.if:
  ret i32 %".54"
B40.if.endif:
  br label %"B40.endif"
B52.if:
  %".111" = load i64, i64* %"try_state"
  %".112" = icmp ugt i64 %".111", 0
  %".113" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".108", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".115" = xor i1 %".112", -1
  br i1 %".115", label %"B52.if.if", label %"B52.if.endif"
B52.endif:
  %".119" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".121" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  store i64 %".109", i64* %"retptr"
  ret i32 0
B52.if.if:
  ret i32 %".99"
B52.if.endif:
  br label %"B52.endif"
}

declare i32 @"_ZN5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* captures(none) noalias %"retptr.1", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo.1", i64 %"arg.x.0.1", i64 %"arg.x.1.1")

!0 = !{ !"branch_weights", i32 1, i32 99 }
