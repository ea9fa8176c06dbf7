; ModuleID = "tuple_unpacking"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases9sequences15tuple_unpackingB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = common global i8* null
define i32 @"_ZN5cases9sequences15tuple_unpackingB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx"([2 x i64]* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.a", i64 %"arg.b")
{
entry:
  %"b.1" = alloca i64
  store i64 0, i64* %"b.1"
  %"a.1" = alloca i64
  store i64 0, i64* %"a.1"
  %"$phi.3" = alloca [2 x i64]
  store [2 x i64] zeroinitializer, [2 x i64]* %"$phi.3"
  br label %"B0"
B0:
  %".7" = load i64, i64* %"b.1"
  store i64 %"arg.a", i64* %"b.1"
  %".10" = load i64, i64* %"a.1"
  store i64 %"arg.b", i64* %"a.1"
  %".12" = load i64, i64* %"a.1"
  %".13" = load i64, i64* %"b.1"
  %".14" = icmp slt i64 %".12", %".13"
  br i1 %".14", label %"B22", label %"B30"
B22:
  %".16" = load i64, i64* %"a.1"
  %".17" = load i64, i64* %"b.1"
  %".18" = insertvalue [2 x i64] undef, i64 %".16", 0
  %".19" = insertvalue [2 x i64] %".18", i64 %".17", 1
  %".20" = extractvalue [2 x i64] %".19", 0
  %".21" = extractvalue [2 x i64] %".19", 1
  %".22" = load i64, i64* %"b.1"
  store i64 0, i64* %"b.1"
  %".24" = load i64, i64* %"a.1"
  store i64 0, i64* %"a.1"
  %".26" = extractvalue [2 x i64] %".19", 0
  %".27" = extractvalue [2 x i64] %".19", 1
  %".28" = extractvalue [2 x i64] %".19", 0
  %".29" = extractvalue [2 x i64] %".19", 1
  %".30" = extractvalue [2 x i64] %".19", 0
  %".31" = extractvalue [2 x i64] %".19", 1
  %".33" = load [2 x i64], [2 x i64]* %"$phi.3"
  %".34" = extractvalue [2 x i64] %".33", 0
  %".35" = extractvalue [2 x i64] %".33", 1
  store [2 x i64] %".19", [2 x i64]* %"$phi.3"
  %".37" = extractvalue [2 x i64] %".19", 0
  %".38" = extractvalue [2 x i64] %".19", 1
  br label %"B36"
B30:
  %".40" = load i64, i64* %"b.1"
  %".41" = load i64, i64* %"a.1"
  %".42" = insertvalue [2 x i64] undef, i64 %".40", 0
  %".43" = insertvalue [2 x i64] %".42", i64 %".41", 1
  %".44" = extractvalue [2 x i64] %".43", 0
  %".45" = extractvalue [2 x i64] %".43", 1
  %".46" = load i64, i64* %"b.1"
  store i64 0, i64* %"b.1"
  %".48" = load i64, i64* %"a.1"
  store i64 0, i64* %"a.1"
  %".50" = extractvalue [2 x i64] %".43", 0
  %".51" = extractvalue [2 x i64] %".43", 1
  %".52" = extractvalue [2 x i64] %".43", 0
  %".53" = extractvalue [2 x i64] %".43", 1
  %".54" = extractvalue [2 x i64] %".43", 0
  %".55" = extractvalue [2 x i64] %".43", 1
  %".56" = load [2 x i64], [2 x i64]* %"$phi.3"
  %".57" = extractvalue [2 x i64] %".56", 0
  %".58" = extractvalue [2 x i64] %".56", 1
  store [2 x i64] %".43", [2 x i64]* %"$phi.3"
  %".60" = extractvalue [2 x i64] %".43", 0
  %".61" = extractvalue [2 x i64] %".43", 1
  br label %"B36"
B36:
  %".63" = load [2 x i64], [2 x i64]* %"$phi.3"
  %".64" = extractvalue [2 x i64] %".63", 0
  %".65" = extractvalue [2 x i64] %".63", 1
  %".66" = load [2 x i64], [2 x i64]* %"$phi.3"
  %".67" = extractvalue [2 x i64] %".66", 0
  %".68" = extractvalue [2 x i64] %".66", 1
  store [2 x i64] zeroinitializer, [2 x i64]* %"$phi.3"
  %".70" = extractvalue [2 x i64] %".63", 0
  %".71" = extractvalue [2 x i64] %".63", 1
  %".72" = extractvalue [2 x i64] %".63", 0
  %".73" = extractvalue [2 x i64] %".63", 1
  %".74" = insertvalue [2 x i64] undef, i64 %".70", 0
  %".75" = insertvalue [2 x i64] %".74", i64 %".71", 1
  %".76" = extractvalue [2 x i64] %".75", 0
  %".77" = extractvalue [2 x i64] %".75", 1
  %".78" = extractvalue [2 x i64] %".75", 0
  %".79" = extractvalue [2 x i64] %".75", 1
  %".80" = extractvalue [2 x i64] %".75", 0
  %".81" = extractvalue [2 x i64] %".75", 1
  store [2 x i64] %".75", [2 x i64]* %"retptr"
  ret i32 0
}
