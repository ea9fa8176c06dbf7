; ModuleID = "conditional_expression_assigned_twice"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions37conditional_expression_assigned_twiceB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11expressions37conditional_expression_assigned_twiceB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
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
  %".64" = alloca i64
  store i64 0, i64* %".64"
  %".67" = alloca i64
  store i64 0, i64* %".67"
  %"$phi.4" = alloca i64
  store i64 0, i64* %"$phi.4"
  %"quot.2" = alloca i64
  store i64 0, i64* %"quot.2"
  %"rem.2" = alloca i64
  store i64 0, i64* %"rem.2"
  %".116" = alloca i64
  store i64 0, i64* %".116"
  %".119" = alloca i64
  store i64 0, i64* %".119"
  %"half" = alloca i64
  store i64 0, i64* %"half"
  %"$phi.6" = alloca i64
  store i64 0, i64* %"$phi.6"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  %".10" = icmp eq i64 2, 0
  br i1 %".10", label %"B0.if", label %"B0.else", !prof !0
B20:
  %".54" = load i64, i64* %"n"
  %".57" = icmp eq i64 2, 0
  br i1 %".57", label %"B20.if", label %"B20.else", !prof !0
B30:
  %".103" = load i64, i64* %"n"
  %".104" = add nsw i64 %".103", 1
  %".105" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".109" = icmp eq i64 2, 0
  br i1 %".109", label %"B30.if", label %"B30.else", !prof !0
B44:
  %".152" = load i64, i64* %"$phi.4"
  %".154" = load i64, i64* %"half"
  store i64 %".152", i64* %"half"
  %".156" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".158" = load i64, i64* %"half"
  %".159" = icmp sgt i64 %".158", 2
  br i1 %".159", label %"B56", label %"B60"
B56:
  %".162" = load i64, i64* %"$phi.6"
  store i64 1, i64* %"$phi.6"
  br label %"B62"
B60:
  %".165" = load i64, i64* %"$phi.6"
  store i64 -1, i64* %"$phi.6"
  br label %"B62"
B62:
  %".168" = load i64, i64* %"$phi.6"
  %".169" = load i64, i64* %"$phi.6"
  store i64 0, i64* %"$phi.6"
  %".171" = load i64, i64* %"half"
  %".172" = mul nsw i64 %".171", %".168"
  %".173" = load i64, i64* %"half"
  store i64 0, i64* %"half"
  store i64 %".172", i64* %"retptr"
  ret i32 0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
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
  br i1 %".52", label %"B20", label %"B30"
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
B20.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".60" = load i64, i64* %"try_state"
  %".61" = icmp ugt i64 %".60", 0
  %".62" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B20.else:
  store i64 0, i64* %".64"
  store i64 0, i64* %".67"
  %".70" = icmp eq i64 %".54", -9223372036854775808
  %".71" = icmp eq i64 2, -1
  %".72" = and i1 %".70", %".71"
  %".73" = xor i1 %".72", -1
  br i1 %".73", label %"B20.else.if", label %"B20.else.endif", !prof !2
B20.endif:
  %".96" = load i64, i64* %"quot.1"
  %".97" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".100" = load i64, i64* %"$phi.4"
  store i64 %".96", i64* %"$phi.4"
  br label %"B44"
B20.else.if:
  %".75" = sdiv i64 %".54", 2
  %".76" = srem i64 %".54", 2
  %".77" = xor i64 2, %".76"
  %".78" = icmp slt i64 %".77", 0
  %".79" = icmp ne i64 %".76", 0
  %".80" = and i1 %".79", %".78"
  br i1 %".80", label %"B20.else.if.if", label %"B20.else.if.else"
B20.else.endif:
  %".91" = load i64, i64* %".64"
  %".92" = load i64, i64* %".67"
  store i64 %".91", i64* %"quot.1"
  store i64 %".92", i64* %"rem.1"
  br label %"B20.endif"
B20.else.if.if:
  %".85" = sub i64 %".75", 1
  store i64 %".85", i64* %".64"
  %".87" = add i64 %".76", 2
  store i64 %".87", i64* %".67"
  br label %"B20.else.if.endif"
B20.else.if.else:
  store i64 %".75", i64* %".64"
  store i64 %".76", i64* %".67"
  br label %"B20.else.if.endif"
B20.else.if.endif:
  br label %"B20.else.endif"
B30.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".112" = load i64, i64* %"try_state"
  %".113" = icmp ugt i64 %".112", 0
  %".114" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B30.else:
  store i64 0, i64* %".116"
  store i64 0, i64* %".119"
  %".122" = icmp eq i64 %".104", -9223372036854775808
  %".123" = icmp eq i64 2, -1
  %".124" = and i1 %".122", %".123"
  %".125" = xor i1 %".124", -1
  br i1 %".125", label %"B30.else.if", label %"B30.else.endif", !prof !2
B30.endif:
  %".148" = load i64, i64* %"quot.2"
  %".149" = load i64, i64* %"$phi.4"
  store i64 %".148", i64* %"$phi.4"
  br label %"B44"
B30.else.if:
  %".127" = sdiv i64 %".104", 2
  %".128" = srem i64 %".104", 2
  %".129" = xor i64 2, %".128"
  %".130" = icmp slt i64 %".129", 0
  %".131" = icmp ne i64 %".128", 0
  %".132" = and i1 %".131", %".130"
  br i1 %".132", label %"B30.else.if.if", label %"B30.else.if.else"
B30.else.endif:
  %".143" = load i64, i64* %".116"
  %".144" = load i64, i64* %".119"
  store i64 %".143", i64* %"quot.2"
  store i64 %".144", i64* %"rem.2"
  br label %"B30.endif"
B30.else.if.if:
  %".137" = sub i64 %".127", 1
  store i64 %".137", i64* %".116"
  %".139" = add i64 %".128", 2
  store i64 %".139", i64* %".119"
  br label %"B30.else.if.endif"
B30.else.if.else:
  store i64 %".127", i64* %".116"
  store i64 %".128", i64* %".119"
  br label %"B30.else.if.endif"
B30.else.if.endif:
  br label %"B30.else.endif"
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
