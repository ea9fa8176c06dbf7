; ModuleID = "bool_or_and_not"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb" = common global i8* null
define i32 @"_ZN5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb"(i8* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8 %"arg.a", i8 %"arg.b")
{
entry:
  %".6" = alloca i1
  store i1 0, i1* %".6"
  %".8" = icmp eq i8 %"arg.a", 0
  %".15" = alloca i1
  store i1 0, i1* %".15"
  %"a" = alloca i1
  store i1 0, i1* %"a"
  %"b" = alloca i1
  store i1 0, i1* %"b"
  %"$phi.7" = alloca i1
  store i1 0, i1* %"$phi.7"
  %"$phi.6" = alloca i1
  store i1 0, i1* %"$phi.6"
  %"$phi.11" = alloca i1
  store i1 0, i1* %"$phi.11"
  %"$phi.9" = alloca i1
  store i1 0, i1* %"$phi.9"
  br i1 %".8", label %"entry.if", label %"entry.else"
entry.if:
  store i1 0, i1* %".6"
  br label %"entry.endif"
entry.else:
  store i1 1, i1* %".6"
  br label %"entry.endif"
entry.endif:
  %".14" = load i1, i1* %".6"
  %".17" = icmp eq i8 %"arg.b", 0
  br i1 %".17", label %"entry.endif.if", label %"entry.endif.else"
entry.endif.if:
  store i1 0, i1* %".15"
  br label %"entry.endif.endif"
entry.endif.else:
  store i1 1, i1* %".15"
  br label %"entry.endif.endif"
entry.endif.endif:
  %".23" = load i1, i1* %".15"
  br label %"B0"
B0:
  store i1 %".14", i1* %"a"
  store i1 %".23", i1* %"b"
  %".28" = load i1, i1* %"a"
  %".29" = load i1, i1* %"a"
  %".31" = load i1, i1* %"$phi.7"
  store i1 %".29", i1* %"$phi.7"
  %".33" = load i1, i1* %"a"
  %".35" = load i1, i1* %"$phi.6"
  store i1 %".33", i1* %"$phi.6"
  br i1 %".28", label %"B14", label %"B10"
B10:
  %".38" = load i1, i1* %"b"
  %".39" = load i1, i1* %"$phi.7"
  store i1 %".38", i1* %"$phi.7"
  %".41" = load i1, i1* %"b"
  %".42" = load i1, i1* %"$phi.6"
  store i1 %".41", i1* %"$phi.6"
  br label %"B14"
B14:
  %".45" = load i1, i1* %"$phi.7"
  %".47" = load i1, i1* %"$phi.11"
  store i1 %".45", i1* %"$phi.11"
  %".49" = load i1, i1* %"$phi.7"
  store i1 0, i1* %"$phi.7"
  %".51" = load i1, i1* %"$phi.6"
  %".52" = load i1, i1* %"$phi.6"
  store i1 0, i1* %"$phi.6"
  br i1 %".51", label %"B18", label %"B32"
B18:
  %".55" = load i1, i1* %"$phi.11"
  store i1 0, i1* %"$phi.11"
  %".57" = load i1, i1* %"a"
  %".58" = load i1, i1* %"a"
  %".59" = load i1, i1* %"a"
  store i1 0, i1* %"a"
  %".62" = load i1, i1* %"$phi.9"
  store i1 %".58", i1* %"$phi.9"
  br i1 %".57", label %"B26", label %"B30"
B26:
  %".65" = load i1, i1* %"b"
  %".66" = load i1, i1* %"b"
  store i1 0, i1* %"b"
  %".68" = load i1, i1* %"$phi.9"
  store i1 %".65", i1* %"$phi.9"
  br label %"B30"
B30:
  %".71" = load i1, i1* %"b"
  store i1 0, i1* %"b"
  %".73" = load i1, i1* %"$phi.9"
  %".74" = xor i1 %".73", -1
  %".75" = load i1, i1* %"$phi.9"
  store i1 0, i1* %"$phi.9"
  %".77" = load i1, i1* %"$phi.11"
  store i1 %".74", i1* %"$phi.11"
  br label %"B32"
B32:
  %".80" = load i1, i1* %"b"
  store i1 0, i1* %"b"
  %".82" = load i1, i1* %"a"
  store i1 0, i1* %"a"
  %".84" = load i1, i1* %"$phi.11"
  %".85" = load i1, i1* %"$phi.11"
  store i1 0, i1* %"$phi.11"
  %".87" = zext i1 %".84" to i8
  store i8 %".87", i8* %"retptr"
  ret i32 0
}
