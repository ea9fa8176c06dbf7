; ModuleID = "nested_if"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases8branches9nested_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases8branches9nested_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"(i64* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"r.4" = alloca i64
  store i64 0, i64* %"r.4"
  br label %"B0"
B0:
  store i64 %"arg.a", i64* %"a"
  store i64 %"arg.b", i64* %"b"
  %".10" = load i64, i64* %"a"
  %".11" = icmp sgt i64 %".10", 0
  br i1 %".11", label %"B16", label %"B52"
B16:
  %".13" = load i64, i64* %"b"
  %".14" = icmp sgt i64 %".13", 0
  br i1 %".14", label %"B28", label %"B40"
B28:
  %".16" = load i64, i64* %"a"
  %".17" = load i64, i64* %"b"
  %".18" = add nsw i64 %".16", %".17"
  %".19" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".21" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".24" = load i64, i64* %"r.4"
  store i64 %".18", i64* %"r.4"
  br label %"B80"
B40:
  %".27" = load i64, i64* %"a"
  %".28" = load i64, i64* %"b"
  %".29" = sub nsw i64 %".27", %".28"
  %".30" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".32" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".34" = load i64, i64* %"r.4"
  store i64 %".29", i64* %"r.4"
  br label %"B80"
B52:
  %".37" = load i64, i64* %"b"
  %".38" = icmp sgt i64 %".37", 0
  br i1 %".38", label %"B64", label %"B76"
B64:
  %".40" = load i64, i64* %"b"
  %".41" = load i64, i64* %"a"
  %".42" = sub nsw i64 %".40", %".41"
  %".43" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".45" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".47" = load i64, i64* %"r.4"
  store i64 %".42", i64* %"r.4"
  br label %"B80"
B76:
  %".50" = load i64, i64* %"b"
  store i64 0, i64* %"b"
  %".52" = load i64, i64* %"a"
  store i64 0, i64* %"a"
  %".54" = load i64, i64* %"r.4"
  store i64 0, i64* %"r.4"
  br label %"B80"
B80:
  %".57" = load i64, i64* %"r.4"
  %".58" = load i64, i64* %"r.4"
  store i64 0, i64* %"r.4"
  store i64 %".57", i64* %"retptr"
  ret i32 0
}
