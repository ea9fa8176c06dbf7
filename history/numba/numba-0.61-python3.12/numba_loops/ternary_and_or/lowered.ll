; ModuleID = "ternary_and_or"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11numba_loops14ternary_and_orB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases11numba_loops14ternary_and_orB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"$phi.6" = alloca i64
  store i64 0, i64* %"$phi.6"
  %"sign" = alloca i64
  store i64 0, i64* %"sign"
  %"$phi.8" = alloca i1
  store i1 0, i1* %"$phi.8"
  %"$phi.3" = alloca i64
  store i64 0, i64* %"$phi.3"
  %"$phi.4" = alloca i64
  store i64 0, i64* %"$phi.4"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".7" = load i64, i64* %"n"
  %".8" = icmp sgt i64 %".7", 0
  br i1 %".8", label %"B14", label %"B18"
B14:
  %".11" = load i64, i64* %"$phi.6"
  store i64 1, i64* %"$phi.6"
  br label %"B20"
B18:
  %".14" = load i64, i64* %"$phi.6"
  store i64 -1, i64* %"$phi.6"
  br label %"B20"
B20:
  %".17" = load i64, i64* %"$phi.6"
  %".19" = load i64, i64* %"sign"
  store i64 %".17", i64* %"sign"
  %".21" = load i64, i64* %"$phi.6"
  store i64 0, i64* %"$phi.6"
  %".23" = load i64, i64* %"n"
  %".24" = icmp sgt i64 %".23", -5
  %".26" = load i1, i1* %"$phi.8"
  store i1 %".24", i1* %"$phi.8"
  br i1 %".24", label %"B34", label %"B44"
B34:
  %".29" = load i64, i64* %"n"
  %".30" = icmp slt i64 %".29", 5
  %".31" = load i1, i1* %"$phi.8"
  store i1 %".30", i1* %"$phi.8"
  br label %"B44"
B44:
  %".34" = load i1, i1* %"$phi.8"
  %".35" = load i1, i1* %"$phi.8"
  store i1 0, i1* %"$phi.8"
  %".37" = load i64, i64* %"sign"
  %".39" = load i64, i64* %"$phi.3"
  store i64 %".37", i64* %"$phi.3"
  %".41" = load i64, i64* %"sign"
  %".43" = load i64, i64* %"$phi.4"
  store i64 %".41", i64* %"$phi.4"
  %".45" = load i64, i64* %"sign"
  store i64 0, i64* %"sign"
  br i1 %".34", label %"B62", label %"B52"
B52:
  %".48" = load i64, i64* %"n"
  %".49" = icmp eq i64 %".48", 100
  %".50" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  br i1 %".49", label %"B62", label %"B70"
B62:
  %".53" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".55" = load i64, i64* %"$phi.3"
  store i64 0, i64* %"$phi.3"
  %".57" = load i64, i64* %"$phi.4"
  %".58" = mul nsw i64 %".57", 10
  %".59" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  store i64 %".58", i64* %"retptr"
  ret i32 0
B70:
  %".63" = load i64, i64* %"$phi.4"
  store i64 0, i64* %"$phi.4"
  %".65" = load i64, i64* %"$phi.3"
  %".66" = mul nsw i64 %".65", 20
  %".67" = load i64, i64* %"$phi.3"
  store i64 0, i64* %"$phi.3"
  store i64 %".66", i64* %"retptr"
  ret i32 0
}
