; ModuleID = "while_break"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5loops11while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases5loops11while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n.3" = alloca i64
  store i64 0, i64* %"n.3"
  %"steps.2" = alloca i64
  store i64 0, i64* %"steps.2"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".34" = alloca i64
  store i64 0, i64* %".34"
  %".37" = alloca i64
  store i64 0, i64* %".37"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".79" = alloca i64
  store i64 0, i64* %".79"
  %".82" = alloca i64
  store i64 0, i64* %".82"
  %"n.4" = alloca i64
  store i64 0, i64* %"n.4"
  br label %"B0"
B0:
  %".6" = load i64, i64* %"n.3"
  store i64 %"arg.n", i64* %"n.3"
  %".9" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  br label %"B10"
B10:
  %".12" = load i64, i64* %"n.3"
  %".13" = icmp eq i64 %".12", 1
  br i1 %".13", label %"B20", label %"B26"
B20:
  %".15" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".17" = load i64, i64* %"steps.2"
  %".18" = load i64, i64* %"steps.2"
  store i64 0, i64* %"steps.2"
  store i64 %".17", i64* %"retptr"
  ret i32 0
B26:
  %".22" = load i64, i64* %"n.3"
  %".25" = icmp eq i64 2, 0
  br i1 %".25", label %"B26.if", label %"B26.else", !prof !0
B42:
  %".69" = load i64, i64* %"n.3"
  %".72" = icmp eq i64 2, 0
  br i1 %".72", label %"B42.if", label %"B42.else", !prof !0
B54:
  %".118" = load i64, i64* %"n.3"
  %".119" = mul nsw i64 3, %".118"
  %".120" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".122" = add nsw i64 %".119", 1
  %".123" = load i64, i64* %"n.4"
  store i64 %".122", i64* %"n.4"
  br label %"B70"
B70:
  %".126" = load i64, i64* %"n.4"
  %".127" = load i64, i64* %"n.3"
  store i64 %".126", i64* %"n.3"
  %".129" = load i64, i64* %"n.4"
  store i64 0, i64* %"n.4"
  %".131" = load i64, i64* %"steps.2"
  %".132" = add nsw i64 %".131", 1
  %".133" = load i64, i64* %"steps.2"
  store i64 %".132", i64* %"steps.2"
  br label %"B10"
B26.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".30" = load i64, i64* %"try_state"
  %".31" = icmp ugt i64 %".30", 0
  %".32" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B26.else:
  store i64 0, i64* %".34"
  store i64 0, i64* %".37"
  %".40" = icmp eq i64 %".22", -9223372036854775808
  %".41" = icmp eq i64 2, -1
  %".42" = and i1 %".40", %".41"
  %".43" = xor i1 %".42", -1
  br i1 %".43", label %"B26.else.if", label %"B26.else.endif", !prof !2
B26.endif:
  %".66" = load i64, i64* %"rem"
  %".67" = icmp eq i64 %".66", 0
  br i1 %".67", label %"B42", label %"B54"
B26.else.if:
  %".45" = sdiv i64 %".22", 2
  %".46" = srem i64 %".22", 2
  %".47" = xor i64 2, %".46"
  %".48" = icmp slt i64 %".47", 0
  %".49" = icmp ne i64 %".46", 0
  %".50" = and i1 %".49", %".48"
  br i1 %".50", label %"B26.else.if.if", label %"B26.else.if.else"
B26.else.endif:
  %".61" = load i64, i64* %".34"
  %".62" = load i64, i64* %".37"
  store i64 %".61", i64* %"quot"
  store i64 %".62", i64* %"rem"
  br label %"B26.endif"
B26.else.if.if:
  %".55" = sub i64 %".45", 1
  store i64 %".55", i64* %".34"
  %".57" = add i64 %".46", 2
  store i64 %".57", i64* %".37"
  br label %"B26.else.if.endif"
B26.else.if.else:
  store i64 %".45", i64* %".34"
  store i64 %".46", i64* %".37"
  br label %"B26.else.if.endif"
B26.else.if.endif:
  br label %"B26.else.endif"
B42.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".75" = load i64, i64* %"try_state"
  %".76" = icmp ugt i64 %".75", 0
  %".77" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B42.else:
  store i64 0, i64* %".79"
  store i64 0, i64* %".82"
  %".85" = icmp eq i64 %".69", -9223372036854775808
  %".86" = icmp eq i64 2, -1
  %".87" = and i1 %".85", %".86"
  %".88" = xor i1 %".87", -1
  br i1 %".88", label %"B42.else.if", label %"B42.else.endif", !prof !2
B42.endif:
  %".111" = load i64, i64* %"quot.1"
  %".112" = load i64, i64* %"n.3"
  store i64 0, i64* %"n.3"
  %".115" = load i64, i64* %"n.4"
  store i64 %".111", i64* %"n.4"
  br label %"B70"
B42.else.if:
  %".90" = sdiv i64 %".69", 2
  %".91" = srem i64 %".69", 2
  %".92" = xor i64 2, %".91"
  %".93" = icmp slt i64 %".92", 0
  %".94" = icmp ne i64 %".91", 0
  %".95" = and i1 %".94", %".93"
  br i1 %".95", label %"B42.else.if.if", label %"B42.else.if.else"
B42.else.endif:
  %".106" = load i64, i64* %".79"
  %".107" = load i64, i64* %".82"
  store i64 %".106", i64* %"quot.1"
  store i64 %".107", i64* %"rem.1"
  br label %"B42.endif"
B42.else.if.if:
  %".100" = sub i64 %".90", 1
  store i64 %".100", i64* %".79"
  %".102" = add i64 %".91", 2
  store i64 %".102", i64* %".82"
  br label %"B42.else.if.endif"
B42.else.if.else:
  store i64 %".90", i64* %".79"
  store i64 %".91", i64* %".82"
  br label %"B42.else.if.endif"
B42.else.if.endif:
  br label %"B42.else.endif"
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
