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
  %"$phi.5" = alloca i64
  store i64 0, i64* %"$phi.5"
  %"$phi.7" = alloca i64
  store i64 0, i64* %"$phi.7"
  %".47" = alloca i64
  store i64 0, i64* %".47"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = icmp sgt i64 %".10", 0
  %".13" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  br i1 %".11", label %"B28", label %"B32"
B28:
  %".16" = load i64, i64* %"a"
  %".17" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".20" = load i64, i64* %"$phi.5"
  store i64 %".16", i64* %"$phi.5"
  br label %"B34"
B32:
  %".23" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".25" = load i64, i64* %"$phi.5"
  store i64 0, i64* %"$phi.5"
  br label %"B34"
B34:
  %".28" = load i64, i64* %"b"
  %".29" = icmp slt i64 %".28", 4
  br i1 %".29", label %"B46", label %"B50"
B46:
  %".31" = load i64, i64* %"b"
  %".32" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".35" = load i64, i64* %"$phi.7"
  store i64 %".31", i64* %"$phi.7"
  br label %"B52"
B50:
  %".38" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".40" = load i64, i64* %"$phi.7"
  store i64 4, i64* %"$phi.7"
  br label %"B52"
B52:
  %".43" = load i64, i64* %"$phi.5"
  %".44" = load i64, i64* %"$phi.7"
  %".45" = insertvalue {i64, i64} undef, i64 %".43", 0
  %".46" = insertvalue {i64, i64} %".45", i64 %".44", 1
  store i64 0, i64* %".47"
  %".51" = extractvalue {i64, i64} %".46", 0
  %".52" = extractvalue {i64, i64} %".46", 1
  %".53" = call i32 @"_ZN5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* %".47", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %".51", i64 %".52")
  %".54" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".55" = icmp eq i32 %".53", 0
  %".56" = icmp eq i32 %".53", -2
  %".57" = icmp eq i32 %".53", -1
  %".58" = icmp eq i32 %".53", -3
  %".59" = or i1 %".55", %".56"
  %".60" = xor i1 %".59", -1
  %".61" = icmp sge i32 %".53", 1
  %".62" = select  i1 %".61", {i8*, i32, i8*, i8*, i32}* %".54", {i8*, i32, i8*, i8*, i32}* undef
  %".63" = load i64, i64* %".47"
  br i1 %".60", label %"B52.if", label %"B52.endif", !prof !0
B52.if:
  store i64 0, i64* %"try_state"
  %".67" = load i64, i64* %"try_state"
  %".68" = icmp ugt i64 %".67", 0
  %".69" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".62", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".71" = xor i1 %".68", -1
  br i1 %".71", label %"B52.if.if", label %"B52.if.endif"
B52.endif:
  %".75" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".77" = load i64, i64* %"$phi.5"
  store i64 0, i64* %"$phi.5"
  %".79" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  store i64 %".63", i64* %"retptr"
  ret i32 0
B52.if.if:
  ret i32 %".53"
B52.if.endif:
  br label %"B52.endif"
}

declare i32 @"_ZN5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.x.0", i64 %"arg.x.1")

!0 = !{ !"branch_weights", i32 1, i32 99 }
