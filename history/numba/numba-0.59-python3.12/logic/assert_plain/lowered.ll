; ModuleID = "assert_plain"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5logic12assert_plainB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases5logic12assert_plainB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  %".8" = icmp sge i64 %".7", 0
  br i1 %".8", label %"B18", label %"B14"
B14:
  %".10" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !0
  store i64 0, i64* %"try_state"
  %".15" = load i64, i64* %"try_state"
  %".16" = icmp ugt i64 %".15", 0
  %".17" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B18:
  %".19" = load i64, i64* %"n"
  %".20" = mul nsw i64 %".19", 2
  %".21" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 %".20", i64* %"retptr"
  ret i32 0
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'AssertionError'>, (), ('assert_plain', 'cases/logic.py', 9))
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
!0 = !{ i1 1 }
