; ModuleID = "builtin_calls"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9functions13builtin_callsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases9functions13builtin_callsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  %".5" = icmp slt i64 %"arg.n", 0
  %".6" = sub i64 0, %"arg.n"
  %".7" = select  i1 %".5", i64 %".6", i64 %"arg.n"
  %".8" = icmp sgt i64 3, %".7"
  %".9" = select  i1 %".8", i64 3, i64 %".7"
  %".10" = icmp slt i64 100, %".9"
  %".11" = select  i1 %".10", i64 100, i64 %".9"
  %".12" = sitofp i64 %".11" to double
  %".13" = fcmp oeq double 0xADDRESS,              0x0
  br i1 %".13", label %"B0.if", label %"B0.endif", !prof !0
B0.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  store i64 0, i64* %"try_state"
  %".18" = load i64, i64* %"try_state"
  %".19" = icmp ugt i64 %".18", 0
  %".20" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B0.endif:
  %".22" = fdiv double %".12", 0xADDRESS
  %".23" = fptosi double %".22" to i64
  store i64 %".23", i64* %"retptr"
  ret i32 0
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('division by zero',), None)
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
