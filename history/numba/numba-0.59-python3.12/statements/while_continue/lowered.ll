; ModuleID = "while_continue"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements14while_continueB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements14while_continueB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
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
  %"i.1" = alloca i64
  store i64 0, i64* %"i.1"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".55" = alloca i64
  store i64 0, i64* %".55"
  %".58" = alloca i64
  store i64 0, i64* %".58"
  %"total.1" = alloca i64
  store i64 0, i64* %"total.1"
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
  br i1 %".30", label %"B22", label %"B72"
B22:
  %".34" = load i64, i64* %"total.4"
  store i64 0, i64* %"total.4"
  %".36" = load i64, i64* %"i.3"
  %".37" = add nsw i64 %".36", 1
  %".38" = load i64, i64* %"i.3"
  store i64 0, i64* %"i.3"
  %".41" = load i64, i64* %"i.1"
  store i64 %".37", i64* %"i.1"
  %".43" = load i64, i64* %"i.1"
  %".46" = icmp eq i64 3, 0
  br i1 %".46", label %"B22.if", label %"B22.else", !prof !0
B48:
  %".90" = load i64, i64* %"i.1"
  %".91" = load i64, i64* %"i.2"
  store i64 %".90", i64* %"i.2"
  %".93" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  %".95" = load i64, i64* %"total.2"
  %".96" = load i64, i64* %"total.3"
  store i64 %".95", i64* %"total.3"
  %".98" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  br label %"B12"
B50:
  %".101" = load i64, i64* %"total.2"
  %".102" = load i64, i64* %"i.1"
  %".103" = add nsw i64 %".101", %".102"
  %".104" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".107" = load i64, i64* %"total.1"
  store i64 %".103", i64* %"total.1"
  %".109" = load i64, i64* %"total.1"
  %".110" = load i64, i64* %"total.4"
  store i64 %".109", i64* %"total.4"
  %".112" = load i64, i64* %"i.1"
  %".113" = load i64, i64* %"n"
  %".114" = icmp slt i64 %".112", %".113"
  br i1 %".114", label %"B70", label %"B72"
B70:
  %".116" = load i64, i64* %"total.4"
  store i64 0, i64* %"total.4"
  %".118" = load i64, i64* %"i.1"
  %".119" = load i64, i64* %"i.3"
  store i64 %".118", i64* %"i.3"
  %".121" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  %".123" = load i64, i64* %"total.1"
  %".124" = load i64, i64* %"total.2"
  store i64 %".123", i64* %"total.2"
  %".126" = load i64, i64* %"total.1"
  store i64 0, i64* %"total.1"
  br label %"B22"
B72:
  %".129" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".131" = load i64, i64* %"total.1"
  store i64 0, i64* %"total.1"
  %".133" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".135" = load i64, i64* %"i.3"
  store i64 0, i64* %"i.3"
  %".137" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  %".139" = load i64, i64* %"total.4"
  %".140" = load i64, i64* %"total.4"
  store i64 0, i64* %"total.4"
  store i64 %".139", i64* %"retptr"
  ret i32 0
B22.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".51" = load i64, i64* %"try_state"
  %".52" = icmp ugt i64 %".51", 0
  %".53" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B22.else:
  store i64 0, i64* %".55"
  store i64 0, i64* %".58"
  %".61" = icmp eq i64 %".43", -9223372036854775808
  %".62" = icmp eq i64 3, -1
  %".63" = and i1 %".61", %".62"
  %".64" = xor i1 %".63", -1
  br i1 %".64", label %"B22.else.if", label %"B22.else.endif", !prof !2
B22.endif:
  %".87" = load i64, i64* %"rem"
  %".88" = icmp eq i64 %".87", 0
  br i1 %".88", label %"B48", label %"B50"
B22.else.if:
  %".66" = sdiv i64 %".43", 3
  %".67" = srem i64 %".43", 3
  %".68" = xor i64 3, %".67"
  %".69" = icmp slt i64 %".68", 0
  %".70" = icmp ne i64 %".67", 0
  %".71" = and i1 %".70", %".69"
  br i1 %".71", label %"B22.else.if.if", label %"B22.else.if.else"
B22.else.endif:
  %".82" = load i64, i64* %".55"
  %".83" = load i64, i64* %".58"
  store i64 %".82", i64* %"quot"
  store i64 %".83", i64* %"rem"
  br label %"B22.endif"
B22.else.if.if:
  %".76" = sub i64 %".66", 1
  store i64 %".76", i64* %".55"
  %".78" = add i64 %".67", 3
  store i64 %".78", i64* %".58"
  br label %"B22.else.if.endif"
B22.else.if.else:
  store i64 %".66", i64* %".55"
  store i64 %".67", i64* %".58"
  br label %"B22.else.if.endif"
B22.else.if.endif:
  br label %"B22.else.endif"
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
