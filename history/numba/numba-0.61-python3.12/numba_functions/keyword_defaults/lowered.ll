; ModuleID = "keyword_defaults"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_functions16keyword_defaultsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd" = common global i8* null
define i32 @"_ZN5cases15numba_functions16keyword_defaultsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg.x")
{
entry:
  %".6" = alloca double
  store double 0.0, double* %".6"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".33" = alloca double
  store double 0.0, double* %".33"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  br label %"B0"
B0:
  %".5" = load i8*, i8** @"numba.dynamic.globals.object1"
  store double 0.0, double* %".6"
  %".10" = call i32 @"_ZN5cases15numba_functions9_weightedB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEddN21omitted_28default_3d05_5_29E"(double* %".6", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", double %"arg.x", double 0xADDRESS)
  %".11" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".12" = icmp eq i32 %".10", 0
  %".13" = icmp eq i32 %".10", -2
  %".14" = icmp eq i32 %".10", -1
  %".15" = icmp eq i32 %".10", -3
  %".16" = or i1 %".12", %".13"
  %".17" = xor i1 %".16", -1
  %".18" = icmp sge i32 %".10", 1
  %".19" = select  i1 %".18", {i8*, i32, i8*, i8*, i32}* %".11", {i8*, i32, i8*, i8*, i32}* undef
  %".20" = load double, double* %".6"
  br i1 %".17", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".24" = load i64, i64* %"try_state"
  %".25" = icmp ugt i64 %".24", 0
  %".26" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".19", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".28" = xor i1 %".25", -1
  br i1 %".28", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".32" = load i8*, i8** @"numba.dynamic.globals.object1.1"
  store double 0.0, double* %".33"
  %".37" = call i32 @"_ZN5cases15numba_functions9_weightedB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN21omitted_28default_3d15_0_29EN21omitted_28default_3d05_5_29E"(double* %".33", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", double %"arg.x")
  %".38" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".39" = icmp eq i32 %".37", 0
  %".40" = icmp eq i32 %".37", -2
  %".41" = icmp eq i32 %".37", -1
  %".42" = icmp eq i32 %".37", -3
  %".43" = or i1 %".39", %".40"
  %".44" = xor i1 %".43", -1
  %".45" = icmp sge i32 %".37", 1
  %".46" = select  i1 %".45", {i8*, i32, i8*, i8*, i32}* %".38", {i8*, i32, i8*, i8*, i32}* undef
  %".47" = load double, double* %".33"
  br i1 %".44", label %"B0.endif.if", label %"B0.endif.endif", !prof !0
B0.if.if:
  ret i32 %".10"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".49" = load i64, i64* %"try_state"
  %".50" = icmp ugt i64 %".49", 0
  %".51" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".46", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".53" = xor i1 %".50", -1
  br i1 %".53", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  %".57" = fadd double %".20", %".47"
  store double %".57", double* %"retptr"
  ret i32 0
B0.endif.if.if:
  ret i32 %".37"
B0.endif.if.endif:
  br label %"B0.endif.endif"
}

@"numba.dynamic.globals.object1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)
declare i32 @"_ZN5cases15numba_functions9_weightedB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEddN21omitted_28default_3d05_5_29E"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg.x", double %"arg.weight")

@"numba.dynamic.globals.object1.1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)
declare i32 @"_ZN5cases15numba_functions9_weightedB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN21omitted_28default_3d15_0_29EN21omitted_28default_3d05_5_29E"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg.x")

!0 = !{ !"branch_weights", i32 1, i32 99 }
