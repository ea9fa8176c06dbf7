; ModuleID = "assert_with_message"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5logic19assert_with_messageB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases5logic19assert_with_messageB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".19" = alloca i64
  store i64 0, i64* %".19"
  %".22" = alloca i64
  store i64 0, i64* %".22"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".71" = alloca i64
  store i64 0, i64* %".71"
  %".74" = alloca i64
  store i64 0, i64* %".74"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  %".10" = icmp eq i64 2, 0
  br i1 %".10", label %"B0.if", label %"B0.else", !prof !0
B20:
  %".54" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".57" = load i64, i64* %"try_state"
  %".58" = icmp ugt i64 %".57", 0
  %".59" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34:
  %".61" = load i64, i64* %"n"
  %".64" = icmp eq i64 2, 0
  br i1 %".64", label %"B34.if", label %"B34.else", !prof !0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".15" = load i64, i64* %"try_state"
  %".16" = icmp ugt i64 %".15", 0
  %".17" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.else:
  store i64 0, i64* %".19"
  store i64 0, i64* %".22"
  %".25" = icmp eq i64 %".7", -9223372036854775808
  %".26" = icmp eq i64 2, -1
  %".27" = and i1 %".25", %".26"
  %".28" = xor i1 %".27", -1
  br i1 %".28", label %"B0.else.if", label %"B0.else.endif", !prof !2
B0.endif:
  %".51" = load i64, i64* %"rem"
  %".52" = icmp eq i64 %".51", 0
  br i1 %".52", label %"B34", label %"B20"
B0.else.if:
  %".30" = sdiv i64 %".7", 2
  %".31" = srem i64 %".7", 2
  %".32" = xor i64 2, %".31"
  %".33" = icmp slt i64 %".32", 0
  %".34" = icmp ne i64 %".31", 0
  %".35" = and i1 %".34", %".33"
  br i1 %".35", label %"B0.else.if.if", label %"B0.else.if.else"
B0.else.endif:
  %".46" = load i64, i64* %".19"
  %".47" = load i64, i64* %".22"
  store i64 %".46", i64* %"quot"
  store i64 %".47", i64* %"rem"
  br label %"B0.endif"
B0.else.if.if:
  %".40" = sub i64 %".30", 1
  store i64 %".40", i64* %".19"
  %".42" = add i64 %".31", 2
  store i64 %".42", i64* %".22"
  br label %"B0.else.if.endif"
B0.else.if.else:
  store i64 %".30", i64* %".19"
  store i64 %".31", i64* %".22"
  br label %"B0.else.if.endif"
B0.else.if.endif:
  br label %"B0.else.endif"
B34.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".67" = load i64, i64* %"try_state"
  %".68" = icmp ugt i64 %".67", 0
  %".69" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.else:
  store i64 0, i64* %".71"
  store i64 0, i64* %".74"
  %".77" = icmp eq i64 %".61", -9223372036854775808
  %".78" = icmp eq i64 2, -1
  %".79" = and i1 %".77", %".78"
  %".80" = xor i1 %".79", -1
  br i1 %".80", label %"B34.else.if", label %"B34.else.endif", !prof !2
B34.endif:
  %".103" = load i64, i64* %"quot.1"
  %".104" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 %".103", i64* %"retptr"
  ret i32 0
B34.else.if:
  %".82" = sdiv i64 %".61", 2
  %".83" = srem i64 %".61", 2
  %".84" = xor i64 2, %".83"
  %".85" = icmp slt i64 %".84", 0
  %".86" = icmp ne i64 %".83", 0
  %".87" = and i1 %".86", %".85"
  br i1 %".87", label %"B34.else.if.if", label %"B34.else.if.else"
B34.else.endif:
  %".98" = load i64, i64* %".71"
  %".99" = load i64, i64* %".74"
  store i64 %".98", i64* %"quot.1"
  store i64 %".99", i64* %"rem.1"
  br label %"B34.endif"
B34.else.if.if:
  %".92" = sub i64 %".82", 1
  store i64 %".92", i64* %".71"
  %".94" = add i64 %".83", 2
  store i64 %".94", i64* %".74"
  br label %"B34.else.if.endif"
B34.else.if.else:
  store i64 %".82", i64* %".71"
  store i64 %".83", i64* %".74"
  br label %"B34.else.if.endif"
B34.else.if.endif:
  br label %"B34.else.endif"
}

@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('n must be even',), ('assert_with_message', 'cases/logic.py', 16))
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer division by zero',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
