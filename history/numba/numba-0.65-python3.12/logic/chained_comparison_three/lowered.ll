; ModuleID = "chained_comparison_three"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5logic24chained_comparison_threeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx" = common global i8* null
define i32 @"_ZN5cases5logic24chained_comparison_threeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx"(i8* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b", i64 %"arg.c")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"c" = alloca i64
  store i64 0, i64* %"c"
  %"$phi.5" = alloca i1
  store i1 0, i1* %"$phi.5"
  %"$phi.2" = alloca i64
  store i64 0, i64* %"$phi.2"
  %"$phi.3" = alloca i64
  store i64 0, i64* %"$phi.3"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.c", i64* %"c"
  %".11" = load i64, i64* %"a"
  %".12" = icmp slt i64 %".11", %"arg.b"
  %".14" = load i1, i1* %"$phi.5"
  store i1 %".12", i1* %"$phi.5"
  %".17" = load i64, i64* %"$phi.2"
  store i64 %"arg.b", i64* %"$phi.2"
  br i1 %".12", label %"B20", label %"B46"
B20:
  %".20" = load i64, i64* %"$phi.2"
  %".21" = load i64, i64* %"c"
  %".22" = icmp slt i64 %".20", %".21"
  %".23" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".25" = load i1, i1* %"$phi.5"
  store i1 %".22", i1* %"$phi.5"
  %".27" = load i64, i64* %"c"
  %".29" = load i64, i64* %"$phi.3"
  store i64 %".27", i64* %"$phi.3"
  %".31" = load i64, i64* %"c"
  store i64 0, i64* %"c"
  br i1 %".22", label %"B36", label %"B46"
B36:
  %".34" = load i1, i1* %"$phi.5"
  store i1 0, i1* %"$phi.5"
  %".36" = load i64, i64* %"$phi.3"
  %".37" = load i64, i64* %"a"
  %".38" = icmp ne i64 %".36", %".37"
  %".39" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".41" = load i64, i64* %"$phi.3"
  store i64 0, i64* %"$phi.3"
  %".43" = zext i1 %".38" to i8
  store i8 %".43", i8* %"retptr"
  ret i32 0
B46:
  %".46" = load i64, i64* %"c"
  store i64 0, i64* %"c"
  %".48" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".50" = load i64, i64* %"$phi.3"
  store i64 0, i64* %"$phi.3"
  %".52" = load i64, i64* %"$phi.2"
  store i64 0, i64* %"$phi.2"
  %".54" = load i1, i1* %"$phi.5"
  %".55" = load i1, i1* %"$phi.5"
  store i1 0, i1* %"$phi.5"
  %".57" = zext i1 %".54" to i8
  store i8 %".57", i8* %"retptr"
  ret i32 0
}
