; ModuleID = "builtin_calls"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9functions13builtin_callsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases9functions13builtin_callsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.n")
{
entry:
  %".10" = alloca i64
  store i64 0, i64* %".10"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".40" = alloca i64
  store i64 0, i64* %".40"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".75" = alloca i64
  store i64 0, i64* %".75"
  %"excinfo.3" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  br label %"B0"
B0:
  %".5" = icmp slt i64 %"arg.n", 0
  %".6" = sub i64 0, %"arg.n"
  %".7" = select  i1 %".5", i64 %".6", i64 %"arg.n"
  %".8" = insertvalue {i64, i64} undef, i64 %".7", 0
  %".9" = insertvalue {i64, i64} %".8", i64 3, 1
  store i64 0, i64* %".10"
  %".14" = extractvalue {i64, i64} %".9", 0
  %".15" = extractvalue {i64, i64} %".9", 1
  %".16" = call i32 @"_ZN5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* %".10", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i64 %".14", i64 %".15")
  %".17" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".18" = icmp eq i32 %".16", 0
  %".19" = icmp eq i32 %".16", -2
  %".20" = icmp eq i32 %".16", -1
  %".21" = icmp eq i32 %".16", -3
  %".22" = or i1 %".18", %".19"
  %".23" = xor i1 %".22", -1
  %".24" = icmp sge i32 %".16", 1
  %".25" = select  i1 %".24", {i8*, i32, i8*, i8*, i32}* %".17", {i8*, i32, i8*, i8*, i32}* undef
  %".26" = load i64, i64* %".10"
  br i1 %".23", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".30" = load i64, i64* %"try_state"
  %".31" = icmp ugt i64 %".30", 0
  %".32" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".25", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".34" = xor i1 %".31", -1
  br i1 %".34", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".38" = insertvalue {i64, i64} undef, i64 %".26", 0
  %".39" = insertvalue {i64, i64} %".38", i64 100, 1
  store i64 0, i64* %".40"
  %".44" = extractvalue {i64, i64} %".39", 0
  %".45" = extractvalue {i64, i64} %".39", 1
  %".46" = call i32 @"_ZN5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* %".40", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", i64 %".44", i64 %".45")
  %".47" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".48" = icmp eq i32 %".46", 0
  %".49" = icmp eq i32 %".46", -2
  %".50" = icmp eq i32 %".46", -1
  %".51" = icmp eq i32 %".46", -3
  %".52" = or i1 %".48", %".49"
  %".53" = xor i1 %".52", -1
  %".54" = icmp sge i32 %".46", 1
  %".55" = select  i1 %".54", {i8*, i32, i8*, i8*, i32}* %".47", {i8*, i32, i8*, i8*, i32}* undef
  %".56" = load i64, i64* %".40"
  br i1 %".53", label %"B0.endif.if", label %"B0.endif.endif", !prof !0
B0.if.if:
  ret i32 %".16"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".58" = load i64, i64* %"try_state"
  %".59" = icmp ugt i64 %".58", 0
  %".60" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".55", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".62" = xor i1 %".59", -1
  br i1 %".62", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  %".66" = sitofp i64 %".56" to double
  %".67" = fcmp oeq double 0xADDRESS,              0x0
  br i1 %".67", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.if.if:
  ret i32 %".46"
B0.endif.if.endif:
  br label %"B0.endif.endif"
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".70" = load i64, i64* %"try_state"
  %".71" = icmp ugt i64 %".70", 0
  %".72" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  %".74" = fdiv double %".66", 0xADDRESS
  store i64 0, i64* %".75"
  %".79" = call i32 @"_ZN5numba7cpython8builtins6ol_int12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd"(i64* %".75", {i8*, i32, i8*, i8*, i32}** %"excinfo.3", double %".74")
  %".80" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.3"
  %".81" = icmp eq i32 %".79", 0
  %".82" = icmp eq i32 %".79", -2
  %".83" = icmp eq i32 %".79", -1
  %".84" = icmp eq i32 %".79", -3
  %".85" = or i1 %".81", %".82"
  %".86" = xor i1 %".85", -1
  %".87" = icmp sge i32 %".79", 1
  %".88" = select  i1 %".87", {i8*, i32, i8*, i8*, i32}* %".80", {i8*, i32, i8*, i8*, i32}* undef
  %".89" = load i64, i64* %".75"
  br i1 %".86", label %"B0.endif.endif.endif.if", label %"B0.endif.endif.endif.endif", !prof !0
B0.endif.endif.endif.if:
  %".91" = load i64, i64* %"try_state"
  %".92" = icmp ugt i64 %".91", 0
  %".93" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".88", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".95" = xor i1 %".92", -1
  br i1 %".95", label %"B0.endif.endif.endif.if.if", label %"B0.endif.endif.endif.if.endif"
B0.endif.endif.endif.endif:
  store i64 %".89", i64* %"retptr"
  ret i32 0
B0.endif.endif.endif.if.if:
  ret i32 %".79"
B0.endif.endif.endif.if.endif:
  br label %"B0.endif.endif.endif.endif"
}

declare i32 @"_ZN5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.x.0", i64 %"arg.x.1")

declare i32 @"_ZN5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.x.0", i64 %"arg.x.1")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('division by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
declare i32 @"_ZN5numba7cpython8builtins6ol_int12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEd"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", double %"arg.x")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
