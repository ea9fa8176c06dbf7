; ModuleID = "while_collatz"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops13while_collatzB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11numba_loops13while_collatzB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n.3" = alloca i64
  store i64 0, i64* %"n.3"
  %"steps.3" = alloca i64
  store i64 0, i64* %"steps.3"
  %"steps.2" = alloca i64
  store i64 0, i64* %"steps.2"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".30" = alloca i64
  store i64 0, i64* %".30"
  %".33" = alloca i64
  store i64 0, i64* %".33"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".75" = alloca i64
  store i64 0, i64* %".75"
  %".78" = alloca i64
  store i64 0, i64* %".78"
  %"n.4" = alloca i64
  store i64 0, i64* %"n.4"
  %"steps.1" = alloca i64
  store i64 0, i64* %"steps.1"
  br label %"B0"
B0:
  %".6" = load i64, i64* %"n.3"
  store i64 %"arg.n", i64* %"n.3"
  %".9" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".12" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".14" = icmp ne i64 %"arg.n", 1
  br i1 %".14", label %"B18", label %"B84"
B18:
  %".16" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".18" = load i64, i64* %"n.3"
  %".21" = icmp eq i64 2, 0
  br i1 %".21", label %"B18.if", label %"B18.else", !prof !0
B34:
  %".65" = load i64, i64* %"n.3"
  %".68" = icmp eq i64 2, 0
  br i1 %".68", label %"B34.if", label %"B34.else", !prof !0
B46:
  %".114" = load i64, i64* %"n.3"
  %".115" = mul nsw i64 3, %".114"
  %".116" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".118" = add nsw i64 %".115", 1
  %".119" = load i64, i64* %"n.4"
  store i64 %".118", i64* %"n.4"
  br label %"B62"
B62:
  %".122" = load i64, i64* %"steps.2"
  %".123" = add nsw i64 %".122", 1
  %".124" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".127" = load i64, i64* %"steps.1"
  store i64 %".123", i64* %"steps.1"
  %".129" = load i64, i64* %"steps.1"
  %".130" = load i64, i64* %"steps.3"
  store i64 %".129", i64* %"steps.3"
  %".132" = load i64, i64* %"n.4"
  %".133" = icmp ne i64 %".132", 1
  br i1 %".133", label %"B82", label %"B84"
B82:
  %".135" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".137" = load i64, i64* %"n.4"
  %".138" = load i64, i64* %"n.3"
  store i64 %".137", i64* %"n.3"
  %".140" = load i64, i64* %"n.4"
  store i64 0, i64* %"n.4"
  %".142" = load i64, i64* %"steps.1"
  %".143" = load i64, i64* %"steps.2"
  store i64 %".142", i64* %"steps.2"
  %".145" = load i64, i64* %"steps.1"
  store i64 0, i64* %"steps.1"
  br label %"B18"
B84:
  %".148" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".150" = load i64, i64* %"steps.1"
  store i64 0, i64* %"steps.1"
  %".152" = load i64, i64* %"n.4"
  store i64 0, i64* %"n.4"
  %".154" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".156" = load i64, i64* %"steps.3"
  %".157" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  store i64 %".156", i64* %"retptr"
  ret i32 0
B18.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".26" = load i64, i64* %"try_state"
  %".27" = icmp ugt i64 %".26", 0
  %".28" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B18.else:
  store i64 0, i64* %".30"
  store i64 0, i64* %".33"
  %".36" = icmp eq i64 %".18", -9223372036854775808
  %".37" = icmp eq i64 2, -1
  %".38" = and i1 %".36", %".37"
  %".39" = xor i1 %".38", -1
  br i1 %".39", label %"B18.else.if", label %"B18.else.endif", !prof !2
B18.endif:
  %".62" = load i64, i64* %"rem"
  %".63" = icmp eq i64 %".62", 0
  br i1 %".63", label %"B34", label %"B46"
B18.else.if:
  %".41" = sdiv i64 %".18", 2
  %".42" = srem i64 %".18", 2
  %".43" = xor i64 2, %".42"
  %".44" = icmp slt i64 %".43", 0
  %".45" = icmp ne i64 %".42", 0
  %".46" = and i1 %".45", %".44"
  br i1 %".46", label %"B18.else.if.if", label %"B18.else.if.else"
B18.else.endif:
  %".57" = load i64, i64* %".30"
  %".58" = load i64, i64* %".33"
  store i64 %".57", i64* %"quot"
  store i64 %".58", i64* %"rem"
  br label %"B18.endif"
B18.else.if.if:
  %".51" = sub i64 %".41", 1
  store i64 %".51", i64* %".30"
  %".53" = add i64 %".42", 2
  store i64 %".53", i64* %".33"
  br label %"B18.else.if.endif"
B18.else.if.else:
  store i64 %".41", i64* %".30"
  store i64 %".42", i64* %".33"
  br label %"B18.else.if.endif"
B18.else.if.endif:
  br label %"B18.else.endif"
B34.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".71" = load i64, i64* %"try_state"
  %".72" = icmp ugt i64 %".71", 0
  %".73" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B34.else:
  store i64 0, i64* %".75"
  store i64 0, i64* %".78"
  %".81" = icmp eq i64 %".65", -9223372036854775808
  %".82" = icmp eq i64 2, -1
  %".83" = and i1 %".81", %".82"
  %".84" = xor i1 %".83", -1
  br i1 %".84", label %"B34.else.if", label %"B34.else.endif", !prof !2
B34.endif:
  %".107" = load i64, i64* %"quot.1"
  %".108" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".111" = load i64, i64* %"n.4"
  store i64 %".107", i64* %"n.4"
  br label %"B62"
B34.else.if:
  %".86" = sdiv i64 %".65", 2
  %".87" = srem i64 %".65", 2
  %".88" = xor i64 2, %".87"
  %".89" = icmp slt i64 %".88", 0
  %".90" = icmp ne i64 %".87", 0
  %".91" = and i1 %".90", %".89"
  br i1 %".91", label %"B34.else.if.if", label %"B34.else.if.else"
B34.else.endif:
  %".102" = load i64, i64* %".75"
  %".103" = load i64, i64* %".78"
  store i64 %".102", i64* %"quot.1"
  store i64 %".103", i64* %"rem.1"
  br label %"B34.endif"
B34.else.if.if:
  %".96" = sub i64 %".86", 1
  store i64 %".96", i64* %".75"
  %".98" = add i64 %".87", 2
  store i64 %".98", i64* %".78"
  br label %"B34.else.if.endif"
B34.else.if.else:
  store i64 %".86", i64* %".75"
  store i64 %".87", i64* %".78"
  br label %"B34.else.if.endif"
B34.else.if.endif:
  br label %"B34.else.endif"
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
