; ModuleID = "while_continue"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements14while_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements14while_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"i.2" = alloca i64
  store i64 0, i64* %"i.2"
  %"total.3" = alloca i64
  store i64 0, i64* %"total.3"
  %"total.4" = alloca i64
  store i64 0, i64* %"total.4"
  %"i.3" = alloca i64
  store i64 0, i64* %"i.3"
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %"$pred.3" = alloca i1
  store i1 0, i1* %"$pred.3"
  %"i.1" = alloca i64
  store i64 0, i64* %"i.1"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".58" = alloca i64
  store i64 0, i64* %".58"
  %".61" = alloca i64
  store i64 0, i64* %".61"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".11" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  br label %"B12"
B12:
  %".14" = load i64, i64* %"total.3"
  %".16" = load i64, i64* %"total.4"
  store i64 %".14", i64* %"total.4"
  %".18" = load i64, i64* %"i.2"
  %".20" = load i64, i64* %"i.3"
  store i64 %".18", i64* %"i.3"
  %".22" = load i64, i64* %"total.3"
  %".24" = load i64, i64* %"total.2"
  store i64 %".22", i64* %"total.2"
  %".26" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  %".28" = load i64, i64* %"i.2"
  %".29" = load i64, i64* %"n"
  %".30" = icmp slt i64 %".28", %".29"
  %".31" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  br i1 %".30", label %"B24", label %"B76"
B24:
  %".34" = load i64, i64* %"total.4"
  store i64 0, i64* %"total.4"
  %".37" = load i1, i1* %"$pred.3"
  store i1 0, i1* %"$pred.3"
  %".39" = load i64, i64* %"i.3"
  %".40" = add nsw i64 %".39", 1
  %".41" = load i64, i64* %"i.3"
  store i64 0, i64* %"i.3"
  %".44" = load i64, i64* %"i.1"
  store i64 %".40", i64* %"i.1"
  %".46" = load i64, i64* %"i.1"
  %".49" = icmp eq i64 3, 0
  br i1 %".49", label %"B24.if", label %"B24.else", !prof !0
B52:
  %".93" = load i64, i64* %"i.1"
  %".94" = load i64, i64* %"i.2"
  store i64 %".93", i64* %"i.2"
  %".96" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  %".98" = load i64, i64* %"total.2"
  %".99" = load i64, i64* %"total.3"
  store i64 %".98", i64* %"total.3"
  %".101" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  br label %"B12"
B54:
  %".104" = load i64, i64* %"i.1"
  %".105" = load i64, i64* %"i.3"
  store i64 %".104", i64* %"i.3"
  %".107" = load i64, i64* %"total.2"
  %".108" = load i64, i64* %"i.1"
  %".109" = add nsw i64 %".107", %".108"
  %".110" = load i64, i64* %"total.4"
  store i64 %".109", i64* %"total.4"
  %".112" = load i64, i64* %"total.2"
  store i64 %".109", i64* %"total.2"
  %".114" = load i64, i64* %"i.1"
  %".115" = load i64, i64* %"n"
  %".116" = icmp slt i64 %".114", %".115"
  %".117" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  %".119" = load i1, i1* %"$pred.3"
  store i1 %".116", i1* %"$pred.3"
  %".121" = load i1, i1* %"$pred.3"
  br i1 %".121", label %"B24", label %"B76"
B76:
  %".123" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".125" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".127" = load i64, i64* %"i.3"
  store i64 0, i64* %"i.3"
  %".129" = load i1, i1* %"$pred.3"
  store i1 0, i1* %"$pred.3"
  %".131" = load i64, i64* %"total.4"
  %".132" = load i64, i64* %"total.4"
  store i64 0, i64* %"total.4"
  store i64 %".131", i64* %"retptr"
  ret i32 0
B24.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".54" = load i64, i64* %"try_state"
  %".55" = icmp ugt i64 %".54", 0
  %".56" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B24.else:
  store i64 0, i64* %".58"
  store i64 0, i64* %".61"
  %".64" = icmp eq i64 %".46", -9223372036854775808
  %".65" = icmp eq i64 3, -1
  %".66" = and i1 %".64", %".65"
  %".67" = xor i1 %".66", -1
  br i1 %".67", label %"B24.else.if", label %"B24.else.endif", !prof !2
B24.endif:
  %".90" = load i64, i64* %"rem"
  %".91" = icmp eq i64 %".90", 0
  br i1 %".91", label %"B52", label %"B54"
B24.else.if:
  %".69" = sdiv i64 %".46", 3
  %".70" = srem i64 %".46", 3
  %".71" = xor i64 3, %".70"
  %".72" = icmp slt i64 %".71", 0
  %".73" = icmp ne i64 %".70", 0
  %".74" = and i1 %".73", %".72"
  br i1 %".74", label %"B24.else.if.if", label %"B24.else.if.else"
B24.else.endif:
  %".85" = load i64, i64* %".58"
  %".86" = load i64, i64* %".61"
  store i64 %".85", i64* %"quot"
  store i64 %".86", i64* %"rem"
  br label %"B24.endif"
B24.else.if.if:
  %".79" = sub i64 %".69", 1
  store i64 %".79", i64* %".58"
  %".81" = add i64 %".70", 3
  store i64 %".81", i64* %".61"
  br label %"B24.else.if.endif"
B24.else.if.else:
  store i64 %".69", i64* %".58"
  store i64 %".70", i64* %".61"
  br label %"B24.else.if.endif"
B24.else.if.endif:
  br label %"B24.else.endif"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
