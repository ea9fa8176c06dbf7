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
  %"$pred.3" = alloca i1
  store i1 0, i1* %"$pred.3"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".33" = alloca i64
  store i64 0, i64* %".33"
  %".36" = alloca i64
  store i64 0, i64* %".36"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".78" = alloca i64
  store i64 0, i64* %".78"
  %".81" = alloca i64
  store i64 0, i64* %".81"
  %"n.4" = alloca i64
  store i64 0, i64* %"n.4"
  br label %"B0"
B0:
  %".6" = load i64, i64* %"n.3"
  store i64 %"arg.n", i64* %"n.3"
  %".9" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".12" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".14" = icmp ne i64 %"arg.n", 1
  br i1 %".14", label %"B20", label %"B88"
B20:
  %".16" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  %".19" = load i1, i1* %"$pred.3"
  store i1 0, i1* %"$pred.3"
  %".21" = load i64, i64* %"n.3"
  %".24" = icmp eq i64 2, 0
  br i1 %".24", label %"B20.if", label %"B20.else", !prof !0
B38:
  %".68" = load i64, i64* %"n.3"
  %".71" = icmp eq i64 2, 0
  br i1 %".71", label %"B38.if", label %"B38.else", !prof !0
B50:
  %".117" = load i64, i64* %"n.3"
  %".118" = mul nsw i64 3, %".117"
  %".119" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".121" = add nsw i64 %".118", 1
  %".122" = load i64, i64* %"n.4"
  store i64 %".121", i64* %"n.4"
  br label %"B66"
B66:
  %".125" = load i64, i64* %"n.4"
  %".126" = load i64, i64* %"n.3"
  store i64 %".125", i64* %"n.3"
  %".128" = load i64, i64* %"steps.2"
  %".129" = add nsw i64 %".128", 1
  %".130" = load i64, i64* %"steps.3"
  store i64 %".129", i64* %"steps.3"
  %".132" = load i64, i64* %"steps.2"
  store i64 %".129", i64* %"steps.2"
  %".134" = load i64, i64* %"n.4"
  %".135" = icmp ne i64 %".134", 1
  %".136" = load i64, i64* %"n.4"
  store i64 0, i64* %"n.4"
  %".138" = load i1, i1* %"$pred.3"
  store i1 %".135", i1* %"$pred.3"
  %".140" = load i1, i1* %"$pred.3"
  br i1 %".140", label %"B20", label %"B88"
B88:
  %".142" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  %".144" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".146" = load i1, i1* %"$pred.3"
  store i1 0, i1* %"$pred.3"
  %".148" = load i64, i64* %"steps.3"
  %".149" = load i64, i64* %"steps.3"
  store i64 0, i64* %"steps.3"
  store i64 %".148", i64* %"retptr"
  ret i32 0
B20.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".29" = load i64, i64* %"try_state"
  %".30" = icmp ugt i64 %".29", 0
  %".31" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B20.else:
  store i64 0, i64* %".33"
  store i64 0, i64* %".36"
  %".39" = icmp eq i64 %".21", -9223372036854775808
  %".40" = icmp eq i64 2, -1
  %".41" = and i1 %".39", %".40"
  %".42" = xor i1 %".41", -1
  br i1 %".42", label %"B20.else.if", label %"B20.else.endif", !prof !2
B20.endif:
  %".65" = load i64, i64* %"rem"
  %".66" = icmp eq i64 %".65", 0
  br i1 %".66", label %"B38", label %"B50"
B20.else.if:
  %".44" = sdiv i64 %".21", 2
  %".45" = srem i64 %".21", 2
  %".46" = xor i64 2, %".45"
  %".47" = icmp slt i64 %".46", 0
  %".48" = icmp ne i64 %".45", 0
  %".49" = and i1 %".48", %".47"
  br i1 %".49", label %"B20.else.if.if", label %"B20.else.if.else"
B20.else.endif:
  %".60" = load i64, i64* %".33"
  %".61" = load i64, i64* %".36"
  store i64 %".60", i64* %"quot"
  store i64 %".61", i64* %"rem"
  br label %"B20.endif"
B20.else.if.if:
  %".54" = sub i64 %".44", 1
  store i64 %".54", i64* %".33"
  %".56" = add i64 %".45", 2
  store i64 %".56", i64* %".36"
  br label %"B20.else.if.endif"
B20.else.if.else:
  store i64 %".44", i64* %".33"
  store i64 %".45", i64* %".36"
  br label %"B20.else.if.endif"
B20.else.if.endif:
  br label %"B20.else.endif"
B38.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".74" = load i64, i64* %"try_state"
  %".75" = icmp ugt i64 %".74", 0
  %".76" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B38.else:
  store i64 0, i64* %".78"
  store i64 0, i64* %".81"
  %".84" = icmp eq i64 %".68", -9223372036854775808
  %".85" = icmp eq i64 2, -1
  %".86" = and i1 %".84", %".85"
  %".87" = xor i1 %".86", -1
  br i1 %".87", label %"B38.else.if", label %"B38.else.endif", !prof !2
B38.endif:
  %".110" = load i64, i64* %"quot.1"
  %".111" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".114" = load i64, i64* %"n.4"
  store i64 %".110", i64* %"n.4"
  br label %"B66"
B38.else.if:
  %".89" = sdiv i64 %".68", 2
  %".90" = srem i64 %".68", 2
  %".91" = xor i64 2, %".90"
  %".92" = icmp slt i64 %".91", 0
  %".93" = icmp ne i64 %".90", 0
  %".94" = and i1 %".93", %".92"
  br i1 %".94", label %"B38.else.if.if", label %"B38.else.if.else"
B38.else.endif:
  %".105" = load i64, i64* %".78"
  %".106" = load i64, i64* %".81"
  store i64 %".105", i64* %"quot.1"
  store i64 %".106", i64* %"rem.1"
  br label %"B38.endif"
B38.else.if.if:
  %".99" = sub i64 %".89", 1
  store i64 %".99", i64* %".78"
  %".101" = add i64 %".90", 2
  store i64 %".101", i64* %".81"
  br label %"B38.else.if.endif"
B38.else.if.else:
  store i64 %".89", i64* %".78"
  store i64 %".90", i64* %".81"
  br label %"B38.else.if.endif"
B38.else.if.endif:
  br label %"B38.else.endif"
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
