; ModuleID = "assert_two_conditions"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.lo", i64 %"arg.hi")
{
entry:
  %"lo" = alloca i64
  store i64 0, i64* %"lo"
  %"hi" = alloca i64
  store i64 0, i64* %"hi"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  br label %"B0"
B0:
  store i64 %"arg.lo", i64* %"lo"
  store i64 %"arg.hi", i64* %"hi"
  %".10" = load i64, i64* %"lo"
  %".11" = icmp sge i64 %".10", 0
  br i1 %".11", label %"B18", label %"B14"
B14:
  %".13" = load i64, i64* %"lo"
  store i64 0, i64* %"lo"
  %".15" = load i64, i64* %"hi"
  store i64 0, i64* %"hi"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object1", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !0
  store i64 0, i64* %"try_state"
  %".20" = load i64, i64* %"try_state"
  %".21" = icmp ugt i64 %".20", 0
  %".22" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B18:
  %".24" = load i64, i64* %"lo"
  %".25" = load i64, i64* %"hi"
  %".26" = icmp slt i64 %".24", %".25"
  br i1 %".26", label %"B28", label %"B38"
B28:
  %".28" = load i64, i64* %"hi"
  %".29" = icmp slt i64 %".28", 100
  br i1 %".29", label %"B52", label %"B38"
B38:
  %".31" = load i64, i64* %"lo"
  store i64 0, i64* %"lo"
  %".33" = load i64, i64* %"hi"
  store i64 0, i64* %"hi"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !0
  %".36" = load i64, i64* %"try_state"
  %".37" = icmp ugt i64 %".36", 0
  %".38" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B52:
  %".40" = load i64, i64* %"hi"
  %".41" = load i64, i64* %"lo"
  %".42" = sub nsw i64 %".40", %".41"
  %".43" = load i64, i64* %"lo"
  store i64 0, i64* %"lo"
  %".45" = load i64, i64* %"hi"
  store i64 0, i64* %"hi"
  store i64 %".42", i64* %"retptr"
  ret i32 0
}

@".const.pickledata.object1" = internal constant [PICKLED x i8] (<class 'AssertionError'>, (), ('assert_two_conditions', 'cases/statements.py', 160))
@".const.pickledata.object1.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object1" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object1" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object1.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('need 0 <= lo < hi < 100',), ('assert_two_conditions', 'cases/statements.py', 161))
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
!0 = !{ i1 1 }
