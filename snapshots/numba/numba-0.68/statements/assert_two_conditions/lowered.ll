; ModuleID = "assert_two_conditions"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.lo", i64 %"arg.hi")
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
  br i1 %".11", label %"B20", label %"B16"
B16:
  %".13" = load i64, i64* %"lo"
  store i64 0, i64* %"lo"
  %".15" = load i64, i64* %"hi"
  store i64 0, i64* %"hi"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.26db6fb6aff65d125fadcbd0f192d7dc531c127c", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !0
  store i64 0, i64* %"try_state"
  %".20" = load i64, i64* %"try_state"
  %".21" = icmp ugt i64 %".20", 0
  %".22" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B20:
  %".24" = load i64, i64* %"lo"
  %".25" = load i64, i64* %"hi"
  %".26" = icmp slt i64 %".24", %".25"
  br i1 %".26", label %"B32", label %"B44"
B32:
  %".28" = load i64, i64* %"hi"
  %".29" = icmp slt i64 %".28", 100
  br i1 %".29", label %"B64", label %"B44"
B44:
  %".31" = load i64, i64* %"lo"
  store i64 0, i64* %"lo"
  %".33" = load i64, i64* %"hi"
  store i64 0, i64* %"hi"
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.73b268b528f092150b81de3baf9c894cf75a22ba", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !0
  %".36" = load i64, i64* %"try_state"
  %".37" = icmp ugt i64 %".36", 0
  %".38" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B64:
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

@".const.pickledata.26db6fb6aff65d125fadcbd0f192d7dc531c127c" = internal constant [107 x i8] c"\80\04\95`\00\00\00\00\00\00\00\8c\08builtins\94\8c\0eAssertionError\94\93\94)\8c\15assert_two_conditions\94\8c\1fcases/statements.py\94K\a0\87\94\87\94."
@".const.pickledata.26db6fb6aff65d125fadcbd0f192d7dc531c127c.sha1" = internal constant [20 x i8] c"&\dbo\b6\af\f6]\12_\ad\cb\d0\f1\92\d7\dcS\1c\12|"
@".const.picklebuf.26db6fb6aff65d125fadcbd0f192d7dc531c127c" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([107 x i8]* @".const.pickledata.26db6fb6aff65d125fadcbd0f192d7dc531c127c" to i8*), i32 107, i8* bitcast ([20 x i8]* @".const.pickledata.26db6fb6aff65d125fadcbd0f192d7dc531c127c.sha1" to i8*), i8* null, i32 0}
@".const.pickledata.73b268b528f092150b81de3baf9c894cf75a22ba" = internal constant [134 x i8] c"\80\04\95{\00\00\00\00\00\00\00\8c\08builtins\94\8c\0eAssertionError\94\93\94\8c\17need 0 <= lo < hi < 100\94\85\94\8c\15assert_two_conditions\94\8c\1fcases/statements.py\94K\a1\87\94\87\94."
@".const.pickledata.73b268b528f092150b81de3baf9c894cf75a22ba.sha1" = internal constant [20 x i8] c"s\b2h\b5(\f0\92\15\0b\81\de;\af\9c\89L\f7Z\22\ba"
@".const.picklebuf.73b268b528f092150b81de3baf9c894cf75a22ba" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([134 x i8]* @".const.pickledata.73b268b528f092150b81de3baf9c894cf75a22ba" to i8*), i32 134, i8* bitcast ([20 x i8]* @".const.pickledata.73b268b528f092150b81de3baf9c894cf75a22ba.sha1" to i8*), i8* null, i32 0}
!0 = !{ i1 1 }
