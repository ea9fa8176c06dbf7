; ModuleID = "while_countdown"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5loops15while_countdownB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases5loops15while_countdownB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n.2" = alloca i64
  store i64 0, i64* %"n.2"
  %"total.3" = alloca i64
  store i64 0, i64* %"total.3"
  %"total.2" = alloca i64
  store i64 0, i64* %"total.2"
  %"total.1" = alloca i64
  store i64 0, i64* %"total.1"
  %"n.1" = alloca i64
  store i64 0, i64* %"n.1"
  br label %"B0"
B0:
  %".6" = load i64, i64* %"n.2"
  store i64 %"arg.n", i64* %"n.2"
  %".9" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  %".12" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".14" = icmp sgt i64 %"arg.n", 0
  br i1 %".14", label %"B18", label %"B50"
B18:
  %".16" = load i64, i64* %"total.2"
  %".17" = load i64, i64* %"n.2"
  %".18" = add nsw i64 %".16", %".17"
  %".19" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".22" = load i64, i64* %"total.1"
  store i64 %".18", i64* %"total.1"
  %".24" = load i64, i64* %"total.1"
  %".25" = load i64, i64* %"total.3"
  store i64 %".24", i64* %"total.3"
  %".27" = load i64, i64* %"n.2"
  %".28" = sub nsw i64 %".27", 1
  %".29" = load i64, i64* %"n.2"
  store i64 0, i64* %"n.2"
  %".32" = load i64, i64* %"n.1"
  store i64 %".28", i64* %"n.1"
  %".34" = load i64, i64* %"n.1"
  %".35" = icmp sgt i64 %".34", 0
  br i1 %".35", label %"B48", label %"B50"
B48:
  %".37" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  %".39" = load i64, i64* %"n.1"
  %".40" = load i64, i64* %"n.2"
  store i64 %".39", i64* %"n.2"
  %".42" = load i64, i64* %"n.1"
  store i64 0, i64* %"n.1"
  %".44" = load i64, i64* %"total.1"
  %".45" = load i64, i64* %"total.2"
  store i64 %".44", i64* %"total.2"
  %".47" = load i64, i64* %"total.1"
  store i64 0, i64* %"total.1"
  br label %"B18"
B50:
  %".50" = load i64, i64* %"total.2"
  store i64 0, i64* %"total.2"
  %".52" = load i64, i64* %"total.1"
  store i64 0, i64* %"total.1"
  %".54" = load i64, i64* %"n.2"
  store i64 0, i64* %"n.2"
  %".56" = load i64, i64* %"n.1"
  store i64 0, i64* %"n.1"
  %".58" = load i64, i64* %"total.3"
  %".59" = load i64, i64* %"total.3"
  store i64 0, i64* %"total.3"
  store i64 %".58", i64* %"retptr"
  ret i32 0
}
