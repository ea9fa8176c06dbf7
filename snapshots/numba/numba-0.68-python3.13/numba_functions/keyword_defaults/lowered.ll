; ModuleID = "keyword_defaults"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_functions16keyword_defaultsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd" = common global i8* null
define i32 @"_ZN5cases15numba_functions16keyword_defaultsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", double %"arg.x")
{
entry:
  %".9" = alloca double
  store double 0.0, double* %".9"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %".36" = alloca double
  store double 0.0, double* %".36"
  %"excinfo.2" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  br label %"B0"
B0:
  %".5" = load i8*, i8** @"numba.dynamic.globals.object1"
  %".6" = insertvalue [1 x i8*] undef, i8* null, 0
  %".7" = extractvalue [1 x i8*] %".6", 0
  %".8" = extractvalue [1 x i8*] %".6", 0
  store double 0.0, double* %".9"
  %".13" = call i32 @"_ZN5cases15numba_functions9_weightedB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEddN21omitted_28default_3d05_5_29E"(double* %".9", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", double %"arg.x", double 0xADDRESS)
  %".14" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".15" = icmp eq i32 %".13", 0
  %".16" = icmp eq i32 %".13", -2
  %".17" = icmp eq i32 %".13", -1
  %".18" = icmp eq i32 %".13", -3
  %".19" = or i1 %".15", %".16"
  %".20" = xor i1 %".19", -1
  %".21" = icmp sge i32 %".13", 1
  %".22" = select  i1 %".21", {i8*, i32, i8*, i8*, i32}* %".14", {i8*, i32, i8*, i8*, i32}* undef
  %".23" = load double, double* %".9"
  br i1 %".20", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store i64 0, i64* %"try_state"
  %".27" = load i64, i64* %"try_state"
  %".28" = icmp ugt i64 %".27", 0
  %".29" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".22", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".31" = xor i1 %".28", -1
  br i1 %".31", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".35" = load i8*, i8** @"numba.dynamic.globals.object1.1"
  store double 0.0, double* %".36"
  %".40" = call i32 @"_ZN5cases15numba_functions9_weightedB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN21omitted_28default_3d15_0_29EN21omitted_28default_3d05_5_29E"(double* %".36", {i8*, i32, i8*, i8*, i32}** %"excinfo.2", double %"arg.x")
  %".41" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.2"
  %".42" = icmp eq i32 %".40", 0
  %".43" = icmp eq i32 %".40", -2
  %".44" = icmp eq i32 %".40", -1
  %".45" = icmp eq i32 %".40", -3
  %".46" = or i1 %".42", %".43"
  %".47" = xor i1 %".46", -1
  %".48" = icmp sge i32 %".40", 1
  %".49" = select  i1 %".48", {i8*, i32, i8*, i8*, i32}* %".41", {i8*, i32, i8*, i8*, i32}* undef
  %".50" = load double, double* %".36"
  br i1 %".47", label %"B0.endif.if", label %"B0.endif.endif", !prof !0
B0.if.if:
  ret i32 %".13"
B0.if.endif:
  br label %"B0.endif"
B0.endif.if:
  %".52" = load i64, i64* %"try_state"
  %".53" = icmp ugt i64 %".52", 0
  %".54" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".49", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".56" = xor i1 %".53", -1
  br i1 %".56", label %"B0.endif.if.if", label %"B0.endif.if.endif"
B0.endif.endif:
  %".60" = fadd double %".23", %".50"
  store double %".60", double* %"retptr"
  ret i32 0
B0.endif.if.if:
  ret i32 %".40"
B0.endif.if.endif:
  br label %"B0.endif.endif"
}

@"numba.dynamic.globals.object1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)
declare i32 @"_ZN5cases15numba_functions9_weightedB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEddN21omitted_28default_3d05_5_29E"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", double %"arg.x", double %"arg.weight")

@"numba.dynamic.globals.object1.1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)
declare i32 @"_ZN5cases15numba_functions9_weightedB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN21omitted_28default_3d15_0_29EN21omitted_28default_3d05_5_29E"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", double %"arg.x")

!0 = !{ !"branch_weights", i32 1, i32 99 }
