; ModuleID = "jit_nopython"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_as_written12jit_nopythonB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases16numba_as_written12jit_nopythonB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".18" = alloca i64
  store i64 0, i64* %".18"
  %".21" = alloca i64
  store i64 0, i64* %".21"
  br label %"B0"
B0:
  %".5" = add nsw i64 %"arg.n", 1
  %".6" = mul nsw i64 %"arg.n", %".5"
  %".9" = icmp eq i64 2, 0
  br i1 %".9", label %"B0.if", label %"B0.else", !prof !0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".14" = load i64, i64* %"try_state"
  %".15" = icmp ugt i64 %".14", 0
  %".16" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.else:
  store i64 0, i64* %".18"
  store i64 0, i64* %".21"
  %".24" = icmp eq i64 %".6", -9223372036854775808
  %".25" = icmp eq i64 2, -1
  %".26" = and i1 %".24", %".25"
  %".27" = xor i1 %".26", -1
  br i1 %".27", label %"B0.else.if", label %"B0.else.endif", !prof !2
B0.endif:
  %".50" = load i64, i64* %"quot"
  store i64 %".50", i64* %"retptr"
  ret i32 0
B0.else.if:
  %".29" = sdiv i64 %".6", 2
  %".30" = srem i64 %".6", 2
  %".31" = xor i64 2, %".30"
  %".32" = icmp slt i64 %".31", 0
  %".33" = icmp ne i64 %".30", 0
  %".34" = and i1 %".33", %".32"
  br i1 %".34", label %"B0.else.if.if", label %"B0.else.if.else"
B0.else.endif:
  %".45" = load i64, i64* %".18"
  %".46" = load i64, i64* %".21"
  store i64 %".45", i64* %"quot"
  store i64 %".46", i64* %"rem"
  br label %"B0.endif"
B0.else.if.if:
  %".39" = sub i64 %".29", 1
  store i64 %".39", i64* %".18"
  %".41" = add i64 %".30", 2
  store i64 %".41", i64* %".21"
  br label %"B0.else.if.endif"
B0.else.if.else:
  store i64 %".29", i64* %".18"
  store i64 %".30", i64* %".21"
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
