; ModuleID = "conditional_expression_as_argument"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions34conditional_expression_as_argumentB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases11expressions34conditional_expression_as_argumentB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"$phi.1" = alloca i8*
  store i8* null, i8** %"$phi.1"
  %"$phi.5" = alloca i64
  store i64 0, i64* %"$phi.5"
  %"$phi.7" = alloca i64
  store i64 0, i64* %"$phi.7"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = icmp sgt i64 %".10", 0
  %".13" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  br i1 %".11", label %"B28", label %"B32"
B28:
  %".16" = load i64, i64* %"a"
  %".17" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".20" = load i64, i64* %"$phi.5"
  store i64 %".16", i64* %"$phi.5"
  br label %"B34"
B32:
  %".23" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".25" = load i64, i64* %"$phi.5"
  store i64 0, i64* %"$phi.5"
  br label %"B34"
B34:
  %".28" = load i64, i64* %"b"
  %".29" = icmp slt i64 %".28", 4
  br i1 %".29", label %"B46", label %"B50"
B46:
  %".31" = load i64, i64* %"b"
  %".32" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".35" = load i64, i64* %"$phi.7"
  store i64 %".31", i64* %"$phi.7"
  br label %"B52"
B50:
  %".38" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".40" = load i64, i64* %"$phi.7"
  store i64 4, i64* %"$phi.7"
  br label %"B52"
B52:
  %".43" = load i64, i64* %"$phi.5"
  %".44" = load i64, i64* %"$phi.7"
  %".45" = icmp sgt i64 %".44", %".43"
  %".46" = select  i1 %".45", i64 %".44", i64 %".43"
  %".47" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".49" = load i64, i64* %"$phi.5"
  store i64 0, i64* %"$phi.5"
  %".51" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  store i64 %".46", i64* %"retptr"
  ret i32 0
}
