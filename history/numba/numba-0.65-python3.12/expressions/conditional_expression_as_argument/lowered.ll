; ModuleID = "conditional_expression_as_argument"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

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
  %"$phi.2" = alloca i8*
  store i8* null, i8** %"$phi.2"
  %"$phi.8" = alloca i64
  store i64 0, i64* %"$phi.8"
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
  %".16" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  br i1 %".11", label %"B24", label %"B28"
B24:
  %".19" = load i64, i64* %"a"
  %".21" = load i64, i64* %"$phi.8"
  store i64 %".19", i64* %"$phi.8"
  %".23" = load i64, i64* %"a"
  %".24" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".27" = load i64, i64* %"$phi.7"
  store i64 %".23", i64* %"$phi.7"
  br label %"B30"
B28:
  %".30" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".32" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".34" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  br label %"B30"
B30:
  %".37" = load i64, i64* %"b"
  %".38" = icmp slt i64 %".37", 4
  br i1 %".38", label %"B40", label %"B52"
B40:
  %".40" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".42" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  %".44" = load i64, i64* %"$phi.8"
  %".45" = load i64, i64* %"b"
  %".46" = icmp sgt i64 %".45", %".44"
  %".47" = select  i1 %".46", i64 %".45", i64 %".44"
  %".48" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".50" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".52" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  store i64 %".47", i64* %"retptr"
  ret i32 0
B52:
  %".56" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".58" = load i64, i64* %"$phi.8"
  store i64 0, i64* %"$phi.8"
  %".60" = load i8*, i8** %"$phi.1"
  store i8* null, i8** %"$phi.1"
  %".62" = load i64, i64* %"$phi.7"
  %".63" = icmp sgt i64 4, %".62"
  %".64" = select  i1 %".63", i64 4, i64 %".62"
  %".65" = load i64, i64* %"$phi.7"
  store i64 0, i64* %"$phi.7"
  %".67" = load i8*, i8** %"$phi.2"
  store i8* null, i8** %"$phi.2"
  store i64 %".64", i64* %"retptr"
  ret i32 0
}
