; ModuleID = "unary_operators"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions15unary_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases11expressions15unary_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %"r.2" = alloca i64
  store i64 0, i64* %"r.2"
  br label %"B0"
B0:
  %".6" = sub i64 0, %"arg.a"
  %".7" = mul nsw i64 %".6", %"arg.b"
  %".8" = sub nsw i64 %"arg.a", %"arg.b"
  %".9" = sub i64 0, %".8"
  %".10" = sub nsw i64 %".7", %".9"
  %".12" = load i64, i64* %"r"
  store i64 %".10", i64* %"r"
  %".14" = load i64, i64* %"r"
  %".16" = load i64, i64* %"r.2"
  store i64 %".14", i64* %"r.2"
  %".18" = load i64, i64* %"r"
  %".19" = icmp sgt i64 %".18", 0
  br i1 %".19", label %"B46", label %"B40"
B40:
  %".21" = load i64, i64* %"r"
  %".22" = sub i64 0, %".21"
  %".23" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".25" = load i64, i64* %"r.2"
  store i64 %".22", i64* %"r.2"
  br label %"B46"
B46:
  %".28" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".30" = load i64, i64* %"r.2"
  %".31" = load i64, i64* %"r.2"
  store i64 0, i64* %"r.2"
  store i64 %".30", i64* %"retptr"
  ret i32 0
}
