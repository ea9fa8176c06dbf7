; ModuleID = "nested_while_break"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements18nested_while_breakB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements18nested_while_breakB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  %"n" = alloca i64
  store i64 0, i64* %"n"
  %"i.2" = alloca i64
  store i64 0, i64* %"i.2"
  %"count.4" = alloca i64
  store i64 0, i64* %"count.4"
  %"count.3" = alloca i64
  store i64 0, i64* %"count.3"
  %"count.2" = alloca i64
  store i64 0, i64* %"count.2"
  %"j.2" = alloca i64
  store i64 0, i64* %"j.2"
  %"i.1" = alloca i64
  store i64 0, i64* %"i.1"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  %".8" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".11" = load i64, i64* %"count.4"
  store i64 0, i64* %"count.4"
  %".14" = load i64, i64* %"count.3"
  store i64 0, i64* %"count.3"
  %".16" = load i64, i64* %"n"
  %".17" = icmp slt i64 0, %".16"
  br i1 %".17", label %"B22", label %"B84"
B22:
  %".19" = load i64, i64* %"count.4"
  store i64 0, i64* %"count.4"
  %".21" = load i64, i64* %"count.3"
  %".23" = load i64, i64* %"count.2"
  store i64 %".21", i64* %"count.2"
  %".25" = load i64, i64* %"count.3"
  store i64 0, i64* %"count.3"
  %".28" = load i64, i64* %"j.2"
  store i64 0, i64* %"j.2"
  br label %"B28"
B28:
  %".31" = load i64, i64* %"j.2"
  %".32" = load i64, i64* %"i.2"
  %".33" = icmp sge i64 %".31", %".32"
  br i1 %".33", label %"B38", label %"B40"
B38:
  %".35" = load i64, i64* %"j.2"
  store i64 0, i64* %"j.2"
  br label %"B62"
B40:
  %".38" = load i64, i64* %"count.2"
  %".39" = add nsw i64 %".38", 1
  %".40" = load i64, i64* %"count.2"
  store i64 %".39", i64* %"count.2"
  %".42" = load i64, i64* %"j.2"
  %".43" = add nsw i64 %".42", 1
  %".44" = load i64, i64* %"j.2"
  store i64 %".43", i64* %"j.2"
  br label %"B28"
B62:
  %".47" = load i64, i64* %"count.2"
  %".48" = load i64, i64* %"count.4"
  store i64 %".47", i64* %"count.4"
  %".50" = load i64, i64* %"i.2"
  %".51" = add nsw i64 %".50", 1
  %".52" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".55" = load i64, i64* %"i.1"
  store i64 %".51", i64* %"i.1"
  %".57" = load i64, i64* %"i.1"
  %".58" = load i64, i64* %"n"
  %".59" = icmp slt i64 %".57", %".58"
  br i1 %".59", label %"B82", label %"B84"
B82:
  %".61" = load i64, i64* %"count.4"
  store i64 0, i64* %"count.4"
  %".63" = load i64, i64* %"i.1"
  %".64" = load i64, i64* %"i.2"
  store i64 %".63", i64* %"i.2"
  %".66" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  %".68" = load i64, i64* %"count.2"
  %".69" = load i64, i64* %"count.3"
  store i64 %".68", i64* %"count.3"
  %".71" = load i64, i64* %"count.2"
  store i64 0, i64* %"count.2"
  br label %"B22"
B84:
  %".74" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".76" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".78" = load i64, i64* %"i.1"
  store i64 0, i64* %"i.1"
  %".80" = load i64, i64* %"count.3"
  store i64 0, i64* %"count.3"
  %".82" = load i64, i64* %"count.2"
  store i64 0, i64* %"count.2"
  %".84" = load i64, i64* %"count.4"
  %".85" = load i64, i64* %"count.4"
  store i64 0, i64* %"count.4"
  store i64 %".84", i64* %"retptr"
  ret i32 0
}
