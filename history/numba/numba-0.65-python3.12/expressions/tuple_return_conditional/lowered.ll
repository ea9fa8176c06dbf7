; ModuleID = "tuple_return_conditional"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions24tuple_return_conditionalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases11expressions24tuple_return_conditionalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"([2 x i64]* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = load i64, i64* %"b"
  %".12" = icmp sle i64 %".10", %".11"
  br i1 %".12", label %"B14", label %"B22"
B14:
  %".14" = load i64, i64* %"a"
  %".15" = load i64, i64* %"b"
  %".16" = insertvalue [2 x i64] undef, i64 %".14", 0
  %".17" = insertvalue [2 x i64] %".16", i64 %".15", 1
  %".18" = extractvalue [2 x i64] %".17", 0
  %".19" = extractvalue [2 x i64] %".17", 1
  %".20" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".22" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".24" = extractvalue [2 x i64] %".17", 0
  %".25" = extractvalue [2 x i64] %".17", 1
  %".26" = extractvalue [2 x i64] %".17", 0
  %".27" = extractvalue [2 x i64] %".17", 1
  store [2 x i64] %".17", [2 x i64]* %"retptr"
  ret i32 0
B22:
  %".30" = load i64, i64* %"b"
  %".31" = load i64, i64* %"a"
  %".32" = insertvalue [2 x i64] undef, i64 %".30", 0
  %".33" = insertvalue [2 x i64] %".32", i64 %".31", 1
  %".34" = extractvalue [2 x i64] %".33", 0
  %".35" = extractvalue [2 x i64] %".33", 1
  %".36" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".38" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".40" = extractvalue [2 x i64] %".33", 0
  %".41" = extractvalue [2 x i64] %".33", 1
  %".42" = extractvalue [2 x i64] %".33", 0
  %".43" = extractvalue [2 x i64] %".33", 1
  store [2 x i64] %".33", [2 x i64]* %"retptr"
  ret i32 0
}
