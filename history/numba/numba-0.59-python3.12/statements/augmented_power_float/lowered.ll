; ModuleID = "augmented_power_float"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements21augmented_power_floatB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEd" = common global i8* null
define i32 @"_ZN5cases10statements21augmented_power_floatB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEd"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg.x")
{
entry:
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  %".5" = call double @"llvm.pow.f64"(double %"arg.x", double 0xADDRESS)
  %".6" = fcmp oeq double 0xADDRESS,              0x0
  br i1 %".6", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".11" = load i64, i64* %"try_state"
  %".12" = icmp ugt i64 %".11", 0
  %".13" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  %".15" = fdiv double %".5", 0xADDRESS
  store double %".15", double* %"retptr"
  ret i32 0
}

declare double @"llvm.pow.f64"(double %".1", double %".2")

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('division by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
