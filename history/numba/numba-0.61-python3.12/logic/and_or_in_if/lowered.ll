; ModuleID = "and_or_in_if"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx" = common global i8* null
define i32 @"_ZN5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i8 %"arg.a", i8 %"arg.b", i64 %"arg.n")
{
entry:
  %".7" = alloca i1
  store i1 0, i1* %".7"
  %".9" = icmp eq i8 %"arg.a", 0
  %".16" = alloca i1
  store i1 0, i1* %".16"
  %"b" = alloca i1
  store i1 0, i1* %"b"
  %"n" = alloca i64
  store i64 0, i64* %"n"
  br i1 %".9", label %"entry.if", label %"entry.else"
entry.if:
  store i1 0, i1* %".7"
  br label %"entry.endif"
entry.else:
  store i1 1, i1* %".7"
  br label %"entry.endif"
entry.endif:
  %".15" = load i1, i1* %".7"
  %".18" = icmp eq i8 %"arg.b", 0
  br i1 %".18", label %"entry.endif.if", label %"entry.endif.else"
entry.endif.if:
  store i1 0, i1* %".16"
  br label %"entry.endif.endif"
entry.endif.else:
  store i1 1, i1* %".16"
  br label %"entry.endif.endif"
entry.endif.endif:
  %".24" = load i1, i1* %".16"
  br label %"B0"
B0:
  store i1 %".24", i1* %"b"
  store i64 %"arg.n", i64* %"n"
  br i1 %".15", label %"B8", label %"B12"
B8:
  %".30" = load i1, i1* %"b"
  %".31" = load i1, i1* %"b"
  store i1 0, i1* %"b"
  br i1 %".30", label %"B12", label %"B22"
B12:
  %".34" = load i1, i1* %"b"
  store i1 0, i1* %"b"
  %".36" = load i64, i64* %"n"
  %".37" = icmp sgt i64 %".36", 10
  %".38" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  br i1 %".37", label %"B22", label %"B24"
B22:
  %".41" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 1, i64* %"retptr"
  ret i32 0
B24:
  store i64 0, i64* %"retptr"
  ret i32 0
}
