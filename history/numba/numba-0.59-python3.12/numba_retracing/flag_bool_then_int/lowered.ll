; ModuleID = "flag_bool_then_int"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExb" = common global i8* null
define i32 @"_ZN5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExb"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n", i8 %"arg.flag")
{
entry:
  %".6" = alloca i1
  store i1 0, i1* %".6"
  %".8" = icmp eq i8 %"arg.flag", 0
  %"n" = alloca i64
  store i64 0, i64* %"n"
  br i1 %".8", label %"entry.if", label %"entry.else"
entry.if:
  store i1 0, i1* %".6"
  br label %"entry.endif"
entry.else:
  store i1 1, i1* %".6"
  br label %"entry.endif"
entry.endif:
  %".14" = load i1, i1* %".6"
  br label %"B0"
B0:
  store i64 %"arg.n", i64* %"n"
  br i1 %".14", label %"B8", label %"B18"
B8:
  %".18" = load i64, i64* %"n"
  %".19" = mul nsw i64 %".18", 3
  %".20" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 %".19", i64* %"retptr"
  ret i32 0
B18:
  %".24" = load i64, i64* %"n"
  %".25" = load i64, i64* %"n"
  store i64 0, i64* %"n"
  store i64 %".24", i64* %"retptr"
  ret i32 0
}
