; ModuleID = "nested_while_break"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
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
  %"$pred.3" = alloca i1
  store i1 0, i1* %"$pred.3"
  %"count.2" = alloca i64
  store i64 0, i64* %"count.2"
  %"j.2" = alloca i64
  store i64 0, i64* %"j.2"
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
  br i1 %".17", label %"B24", label %"B88"
B24:
  %".19" = load i64, i64* %"count.4"
  store i64 0, i64* %"count.4"
  %".22" = load i1, i1* %"$pred.3"
  store i1 0, i1* %"$pred.3"
  %".24" = load i64, i64* %"count.3"
  %".26" = load i64, i64* %"count.2"
  store i64 %".24", i64* %"count.2"
  %".28" = load i64, i64* %"count.3"
  store i64 0, i64* %"count.3"
  %".31" = load i64, i64* %"j.2"
  store i64 0, i64* %"j.2"
  br label %"B30"
B30:
  %".34" = load i64, i64* %"j.2"
  %".35" = load i64, i64* %"i.2"
  %".36" = icmp sge i64 %".34", %".35"
  br i1 %".36", label %"B42", label %"B44"
B42:
  %".38" = load i64, i64* %"j.2"
  store i64 0, i64* %"j.2"
  br label %"B66"
B44:
  %".41" = load i64, i64* %"count.2"
  %".42" = add nsw i64 %".41", 1
  %".43" = load i64, i64* %"count.2"
  store i64 %".42", i64* %"count.2"
  %".45" = load i64, i64* %"j.2"
  %".46" = add nsw i64 %".45", 1
  %".47" = load i64, i64* %"j.2"
  store i64 %".46", i64* %"j.2"
  br label %"B30"
B66:
  %".50" = load i64, i64* %"count.2"
  %".51" = load i64, i64* %"count.4"
  store i64 %".50", i64* %"count.4"
  %".53" = load i64, i64* %"count.2"
  %".54" = load i64, i64* %"count.3"
  store i64 %".53", i64* %"count.3"
  %".56" = load i64, i64* %"count.2"
  store i64 0, i64* %"count.2"
  %".58" = load i64, i64* %"i.2"
  %".59" = add nsw i64 %".58", 1
  %".60" = load i64, i64* %"i.2"
  store i64 %".59", i64* %"i.2"
  %".62" = load i64, i64* %"n"
  %".63" = icmp slt i64 %".59", %".62"
  %".64" = load i1, i1* %"$pred.3"
  store i1 %".63", i1* %"$pred.3"
  %".66" = load i1, i1* %"$pred.3"
  br i1 %".66", label %"B24", label %"B88"
B88:
  %".68" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  %".70" = load i64, i64* %"i.2"
  store i64 0, i64* %"i.2"
  %".72" = load i64, i64* %"count.3"
  store i64 0, i64* %"count.3"
  %".74" = load i1, i1* %"$pred.3"
  store i1 0, i1* %"$pred.3"
  %".76" = load i64, i64* %"count.4"
  %".77" = load i64, i64* %"count.4"
  store i64 0, i64* %"count.4"
  store i64 %".76", i64* %"retptr"
  ret i32 0
}
