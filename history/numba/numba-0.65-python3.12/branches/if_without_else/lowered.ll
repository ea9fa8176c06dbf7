; ModuleID = "if_without_else"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases8branches15if_without_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases8branches15if_without_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"r.2" = alloca i64
  store i64 0, i64* %"r.2"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".23" = alloca i64
  store i64 0, i64* %".23"
  %".26" = alloca i64
  store i64 0, i64* %".26"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".68" = alloca i64
  store i64 0, i64* %".68"
  %".71" = alloca i64
  store i64 0, i64* %".71"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  %".9" = load i64, i64* %"r.2"
  store i64 %".7", i64* %"r.2"
  %".11" = load i64, i64* %"n"
  %".14" = icmp eq i64 2, 0
  br i1 %".14", label %"B0.if", label %"B0.else", !prof !0
B24:
  %".58" = load i64, i64* %"n"
  %".61" = icmp eq i64 2, 0
  br i1 %".61", label %"B24.if", label %"B24.else", !prof !0
B34:
  %".106" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".108" = load i64, i64* %"r.2"
  %".109" = load i64, i64* %"r.2"
  store i64 0, i64* %"r.2"
  store i64 %".108", i64* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".19" = load i64, i64* %"try_state"
  %".20" = icmp ugt i64 %".19", 0
  %".21" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.else:
  store i64 0, i64* %".23"
  store i64 0, i64* %".26"
  %".29" = icmp eq i64 %".11", -9223372036854775808
  %".30" = icmp eq i64 2, -1
  %".31" = and i1 %".29", %".30"
  %".32" = xor i1 %".31", -1
  br i1 %".32", label %"B0.else.if", label %"B0.else.endif", !prof !2
B0.endif:
  %".55" = load i64, i64* %"rem"
  %".56" = icmp eq i64 %".55", 0
  br i1 %".56", label %"B24", label %"B34"
B0.else.if:
  %".34" = sdiv i64 %".11", 2
  %".35" = srem i64 %".11", 2
  %".36" = xor i64 2, %".35"
  %".37" = icmp slt i64 %".36", 0
  %".38" = icmp ne i64 %".35", 0
  %".39" = and i1 %".38", %".37"
  br i1 %".39", label %"B0.else.if.if", label %"B0.else.if.else"
B0.else.endif:
  %".50" = load i64, i64* %".23"
  %".51" = load i64, i64* %".26"
  store i64 %".50", i64* %"quot"
  store i64 %".51", i64* %"rem"
  br label %"B0.endif"
B0.else.if.if:
  %".44" = sub i64 %".34", 1
  store i64 %".44", i64* %".23"
  %".46" = add i64 %".35", 2
  store i64 %".46", i64* %".26"
  br label %"B0.else.if.endif"
B0.else.if.else:
  store i64 %".34", i64* %".23"
  store i64 %".35", i64* %".26"
  br label %"B0.else.if.endif"
B0.else.if.endif:
  br label %"B0.else.endif"
B24.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".64" = load i64, i64* %"try_state"
  %".65" = icmp ugt i64 %".64", 0
  %".66" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B24.else:
  store i64 0, i64* %".68"
  store i64 0, i64* %".71"
  %".74" = icmp eq i64 %".58", -9223372036854775808
  %".75" = icmp eq i64 2, -1
  %".76" = and i1 %".74", %".75"
  %".77" = xor i1 %".76", -1
  br i1 %".77", label %"B24.else.if", label %"B24.else.endif", !prof !2
B24.endif:
  %".100" = load i64, i64* %"quot.1"
  %".101" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".103" = load i64, i64* %"r.2"
  store i64 %".100", i64* %"r.2"
  br label %"B34"
B24.else.if:
  %".79" = sdiv i64 %".58", 2
  %".80" = srem i64 %".58", 2
  %".81" = xor i64 2, %".80"
  %".82" = icmp slt i64 %".81", 0
  %".83" = icmp ne i64 %".80", 0
  %".84" = and i1 %".83", %".82"
  br i1 %".84", label %"B24.else.if.if", label %"B24.else.if.else"
B24.else.endif:
  %".95" = load i64, i64* %".68"
  %".96" = load i64, i64* %".71"
  store i64 %".95", i64* %"quot.1"
  store i64 %".96", i64* %"rem.1"
  br label %"B24.endif"
B24.else.if.if:
  %".89" = sub i64 %".79", 1
  store i64 %".89", i64* %".68"
  %".91" = add i64 %".80", 2
  store i64 %".91", i64* %".71"
  br label %"B24.else.if.endif"
B24.else.if.else:
  store i64 %".79", i64* %".68"
  store i64 %".80", i64* %".71"
  br label %"B24.else.if.endif"
B24.else.if.endif:
  br label %"B24.else.endif"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer division by zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
