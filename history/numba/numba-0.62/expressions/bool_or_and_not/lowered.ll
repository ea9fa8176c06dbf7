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
  %"$phi.6" = alloca i1
  store i1 0, i1* %"$phi.6"
  %"$phi.4" = alloca i1
  store i1 0, i1* %"$phi.4"
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
  br i1 %".28", label %"B12", label %"B8"
B8:
  %".30" = load i1, i1* %"b"
  %".31" = load i1, i1* %"b"
  %".33" = load i1, i1* %"$phi.6"
  store i1 %".31", i1* %"$phi.6"
  br i1 %".30", label %"B12", label %"B20"
B12:
  %".36" = load i1, i1* %"$phi.6"
  store i1 0, i1* %"$phi.6"
  %".38" = load i1, i1* %"a"
  %".39" = load i1, i1* %"a"
  %".40" = load i1, i1* %"a"
  store i1 0, i1* %"a"
  %".43" = load i1, i1* %"$phi.4"
  store i1 %".39", i1* %"$phi.4"
  br i1 %".38", label %"B16", label %"B18"
B16:
  %".46" = load i1, i1* %"b"
  %".47" = load i1, i1* %"b"
  store i1 0, i1* %"b"
  %".49" = load i1, i1* %"$phi.4"
  store i1 %".46", i1* %"$phi.4"
  br label %"B18"
B18:
  %".52" = load i1, i1* %"b"
  store i1 0, i1* %"b"
  %".54" = load i1, i1* %"$phi.4"
  %".55" = xor i1 %".54", -1
  %".56" = load i1, i1* %"$phi.4"
  store i1 0, i1* %"$phi.4"
  %".58" = load i1, i1* %"$phi.6"
  store i1 %".55", i1* %"$phi.6"
  br label %"B20"
B20:
  %".61" = load i1, i1* %"b"
  store i1 0, i1* %"b"
  %".63" = load i1, i1* %"a"
  store i1 0, i1* %"a"
  %".65" = load i1, i1* %"$phi.6"
  %".66" = load i1, i1* %"$phi.6"
  store i1 0, i1* %"$phi.6"
  %".68" = zext i1 %".65" to i8
  store i8 %".68", i8* %"retptr"
  ret i32 0
}
