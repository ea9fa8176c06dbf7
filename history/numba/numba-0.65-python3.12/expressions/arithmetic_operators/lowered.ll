; ModuleID = "arithmetic_operators"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"({i64, i64, i64, double}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".17" = alloca i64
  store i64 0, i64* %".17"
  %".20" = alloca i64
  store i64 0, i64* %".20"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".59" = alloca i64
  store i64 0, i64* %".59"
  %".62" = alloca i64
  store i64 0, i64* %".62"
  br label %"B0"
B0:
  %".8" = icmp eq i64 %"arg.b", 0
  br i1 %".8", label %"B0.if", label %"B0.else", !prof !0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".13" = load i64, i64* %"try_state"
  %".14" = icmp ugt i64 %".13", 0
  %".15" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.else:
  store i64 0, i64* %".17"
  store i64 0, i64* %".20"
  %".23" = icmp eq i64 %"arg.a", -9223372036854775808
  %".24" = icmp eq i64 %"arg.b", -1
  %".25" = and i1 %".23", %".24"
  %".26" = xor i1 %".25", -1
  br i1 %".26", label %"B0.else.if", label %"B0.else.endif", !prof !2
B0.endif:
  %".49" = load i64, i64* %"quot"
  %".52" = icmp eq i64 %"arg.b", 0
  br i1 %".52", label %"B0.endif.if", label %"B0.endif.else", !prof !0
B0.else.if:
  %".28" = sdiv i64 %"arg.a", %"arg.b"
  %".29" = srem i64 %"arg.a", %"arg.b"
  %".30" = xor i64 %"arg.b", %".29"
  %".31" = icmp slt i64 %".30", 0
  %".32" = icmp ne i64 %".29", 0
  %".33" = and i1 %".32", %".31"
  br i1 %".33", label %"B0.else.if.if", label %"B0.else.if.else"
B0.else.endif:
  %".44" = load i64, i64* %".17"
  %".45" = load i64, i64* %".20"
  store i64 %".44", i64* %"quot"
  store i64 %".45", i64* %"rem"
  br label %"B0.endif"
B0.else.if.if:
  %".38" = sub i64 %".28", 1
  store i64 %".38", i64* %".17"
  %".40" = add i64 %".29", %"arg.b"
  store i64 %".40", i64* %".20"
  br label %"B0.else.if.endif"
B0.else.if.else:
  store i64 %".28", i64* %".17"
  store i64 %".29", i64* %".20"
  br label %"B0.else.if.endif"
B0.else.if.endif:
  br label %"B0.else.endif"
B0.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".55" = load i64, i64* %"try_state"
  %".56" = icmp ugt i64 %".55", 0
  %".57" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.else:
  store i64 0, i64* %".59"
  store i64 0, i64* %".62"
  %".65" = icmp eq i64 %"arg.a", -9223372036854775808
  %".66" = icmp eq i64 %"arg.b", -1
  %".67" = and i1 %".65", %".66"
  %".68" = xor i1 %".67", -1
  br i1 %".68", label %"B0.endif.else.if", label %"B0.endif.else.endif", !prof !2
B0.endif.endif:
  %".91" = load i64, i64* %"rem.1"
  %".92" = mul nsw i64 %"arg.a", %"arg.b"
  %".93" = sitofp i64 %"arg.a" to double
  %".94" = sitofp i64 %"arg.b" to double
  %".95" = fcmp oeq double %".94",              0x0
  br i1 %".95", label %"B0.endif.endif.if", label %"B0.endif.endif.endif", !prof !0
B0.endif.else.if:
  %".70" = sdiv i64 %"arg.a", %"arg.b"
  %".71" = srem i64 %"arg.a", %"arg.b"
  %".72" = xor i64 %"arg.b", %".71"
  %".73" = icmp slt i64 %".72", 0
  %".74" = icmp ne i64 %".71", 0
  %".75" = and i1 %".74", %".73"
  br i1 %".75", label %"B0.endif.else.if.if", label %"B0.endif.else.if.else"
B0.endif.else.endif:
  %".86" = load i64, i64* %".59"
  %".87" = load i64, i64* %".62"
  store i64 %".86", i64* %"quot.1"
  store i64 %".87", i64* %"rem.1"
  br label %"B0.endif.endif"
B0.endif.else.if.if:
  %".80" = sub i64 %".70", 1
  store i64 %".80", i64* %".59"
  %".82" = add i64 %".71", %"arg.b"
  store i64 %".82", i64* %".62"
  br label %"B0.endif.else.if.endif"
B0.endif.else.if.else:
  store i64 %".70", i64* %".59"
  store i64 %".71", i64* %".62"
  br label %"B0.endif.else.if.endif"
B0.endif.else.if.endif:
  br label %"B0.endif.else.endif"
B0.endif.endif.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".98" = load i64, i64* %"try_state"
  %".99" = icmp ugt i64 %".98", 0
  %".100" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif.endif.endif:
  %".102" = fdiv double %".93", %".94"
  %".103" = insertvalue {i64, i64, i64, double} undef, i64 %".49", 0
  %".104" = insertvalue {i64, i64, i64, double} %".103", i64 %".91", 1
  %".105" = insertvalue {i64, i64, i64, double} %".104", i64 %".92", 2
  %".106" = insertvalue {i64, i64, i64, double} %".105", double %".102", 3
  %"extracted.f0" = extractvalue {i64, i64, i64, double} %".106", 0
  %"extracted.f1" = extractvalue {i64, i64, i64, double} %".106", 1
  %"extracted.f2" = extractvalue {i64, i64, i64, double} %".106", 2
  %"extracted.f3" = extractvalue {i64, i64, i64, double} %".106", 3
  %"extracted.f0.1" = extractvalue {i64, i64, i64, double} %".106", 0
  %"extracted.f1.1" = extractvalue {i64, i64, i64, double} %".106", 1
  %"extracted.f2.1" = extractvalue {i64, i64, i64, double} %".106", 2
  %"extracted.f3.1" = extractvalue {i64, i64, i64, double} %".106", 3
  %"extracted.f0.2" = extractvalue {i64, i64, i64, double} %".106", 0
  %"extracted.f1.2" = extractvalue {i64, i64, i64, double} %".106", 1
  %"extracted.f2.2" = extractvalue {i64, i64, i64, double} %".106", 2
  %"extracted.f3.2" = extractvalue {i64, i64, i64, double} %".106", 3
  %"extracted.f0.3" = extractvalue {i64, i64, i64, double} %".106", 0
  %"extracted.f1.3" = extractvalue {i64, i64, i64, double} %".106", 1
  %"extracted.f2.3" = extractvalue {i64, i64, i64, double} %".106", 2
  %"extracted.f3.3" = extractvalue {i64, i64, i64, double} %".106", 3
  %".107" = insertvalue {i64, i64, i64, double} undef, i64 %"extracted.f0.3", 0
  %".108" = insertvalue {i64, i64, i64, double} %".107", i64 %"extracted.f1.3", 1
  %".109" = insertvalue {i64, i64, i64, double} %".108", i64 %"extracted.f2.3", 2
  %".110" = insertvalue {i64, i64, i64, double} %".109", double %"extracted.f3.3", 3
  store {i64, i64, i64, double} %".110", {i64, i64, i64, double}* %"retptr"
  ret i32 0
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer division by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer modulo by zero',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object3" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('division by zero',), None)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
