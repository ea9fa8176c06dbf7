; ModuleID = "while_early_return"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5loops18while_early_returnB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases5loops18while_early_returnB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"i.2" = alloca i64
  store i64 0, i64* %"i.2"
  %"$pred.3" = alloca i1
  store i1 0, i1* %"$pred.3"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = load i64, i64* %"i.2"
  store i64 1, i64* %"i.2"
  %".10" = load i64, i64* %"n"
  %".11" = icmp slt i64 1, %".10"
  br i1 %".11", label %"B20", label %"B64"
B20:
  %".14" = load i1, i1* %"$pred.3"
  store i1 0, i1* %"$pred.3"
  %".16" = load i64, i64* %"i.2"
  %".17" = load i64, i64* %"i.2"
  %".18" = mul nsw i64 %".16", %".17"
  %".19" = load i64, i64* %"n"
  %".20" = icmp sgt i64 %".18", %".19"
  br i1 %".20", label %"B38", label %"B42"
B38:
  %".22" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".24" = load i64, i64* %"i.2"
  %".25" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  store i64 %".24", i64* %"retptr"
  ret i32 0
B42:
  %".29" = load i64, i64* %"i.2"
  %".30" = add nsw i64 %".29", 1
  %".31" = load i64, i64* %"i.2"
  store i64 %".30", i64* %"i.2"
  %".33" = load i64, i64* %"n"
  %".34" = icmp slt i64 %".30", %".33"
  %".35" = load i1, i1* %"$pred.3"
  store i1 %".34", i1* %"$pred.3"
  %".37" = load i1, i1* %"$pred.3"
  br i1 %".37", label %"B20", label %"B64"
B64:
  %".39" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".41" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".43" = load i1, i1* %"$pred.3"
  store i1 0, i1* %"$pred.3"
  store i64 -1, i64* %"retptr"
  ret i32 0
}
