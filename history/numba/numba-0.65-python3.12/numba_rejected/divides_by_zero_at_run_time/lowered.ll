; ModuleID = "divides_by_zero_at_run_time"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases14numba_rejected27divides_by_zero_at_run_timeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases14numba_rejected27divides_by_zero_at_run_timeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".16" = alloca i64
  store i64 0, i64* %".16"
  %".19" = alloca i64
  store i64 0, i64* %".19"
  br label %"B0"
B0:
  %".7" = icmp eq i64 %"arg.n", 0
  br i1 %".7", label %"B0.if", label %"B0.else", !prof !0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".12" = load i64, i64* %"try_state"
  %".13" = icmp ugt i64 %".12", 0
  %".14" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.else:
  store i64 0, i64* %".16"
  store i64 0, i64* %".19"
  %".22" = icmp eq i64 10, -9223372036854775808
  %".23" = icmp eq i64 %"arg.n", -1
  %".24" = and i1 %".22", %".23"
  %".25" = xor i1 %".24", -1
  br i1 %".25", label %"B0.else.if", label %"B0.else.endif", !prof !2
B0.endif:
  %".48" = load i64, i64* %"quot"
  store i64 %".48", i64* %"retptr"
  ret i32 0
B0.else.if:
  %".27" = sdiv i64 10, %"arg.n"
  %".28" = srem i64 10, %"arg.n"
  %".29" = xor i64 %"arg.n", %".28"
  %".30" = icmp slt i64 %".29", 0
  %".31" = icmp ne i64 %".28", 0
  %".32" = and i1 %".31", %".30"
  br i1 %".32", label %"B0.else.if.if", label %"B0.else.if.else"
B0.else.endif:
  %".43" = load i64, i64* %".16"
  %".44" = load i64, i64* %".19"
  store i64 %".43", i64* %"quot"
  store i64 %".44", i64* %"rem"
  br label %"B0.endif"
B0.else.if.if:
  %".37" = sub i64 %".27", 1
  store i64 %".37", i64* %".16"
  %".39" = add i64 %".28", %"arg.n"
  store i64 %".39", i64* %".19"
  br label %"B0.else.if.endif"
B0.else.if.else:
  store i64 %".27", i64* %".16"
  store i64 %".28", i64* %".19"
  br label %"B0.else.if.endif"
B0.else.if.endif:
  br label %"B0.else.endif"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer division by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
