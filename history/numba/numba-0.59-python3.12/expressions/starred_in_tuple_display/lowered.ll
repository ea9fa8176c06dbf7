; ModuleID = "starred_in_tuple_display"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE" = common global i8* null
define i32 @"_ZN5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE"([3 x i64]* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.t.0", i64 %"arg.t.1")
{
entry:
  %".6" = insertvalue [2 x i64] undef, i64 %"arg.t.0", 0
  %".7" = insertvalue [2 x i64] %".6", i64 %"arg.t.1", 1
  br label %"B0"
B0:
  %".8" = extractvalue [2 x i64] %".7", 0
  %".9" = extractvalue [2 x i64] %".7", 1
  %".10" = insertvalue [1 x i64] undef, i64 0, 0
  %".11" = extractvalue [1 x i64] %".10", 0
  %".12" = extractvalue [2 x i64] %".7", 0
  %".13" = extractvalue [2 x i64] %".7", 1
  %".14" = extractvalue [2 x i64] %".7", 0
  %".15" = extractvalue [2 x i64] %".7", 1
  %".16" = extractvalue [1 x i64] %".10", 0
  %".17" = insertvalue [1 x i64] undef, i64 0, 0
  %".18" = extractvalue [1 x i64] %".17", 0
  %".19" = extractvalue [2 x i64] %".7", 0
  %".20" = extractvalue [2 x i64] %".7", 1
  %".21" = insertvalue [3 x i64] undef, i64 %".18", 0
  %".22" = insertvalue [3 x i64] %".21", i64 %".19", 1
  %".23" = insertvalue [3 x i64] %".22", i64 %".20", 2
  %".24" = extractvalue [3 x i64] %".23", 0
  %".25" = extractvalue [3 x i64] %".23", 1
  %".26" = extractvalue [3 x i64] %".23", 2
  %".27" = extractvalue [1 x i64] %".10", 0
  %".28" = extractvalue [2 x i64] %".7", 0
  %".29" = extractvalue [2 x i64] %".7", 1
  %".30" = extractvalue [3 x i64] %".23", 0
  %".31" = extractvalue [3 x i64] %".23", 1
  %".32" = extractvalue [3 x i64] %".23", 2
  %".33" = extractvalue [3 x i64] %".23", 0
  %".34" = extractvalue [3 x i64] %".23", 1
  %".35" = extractvalue [3 x i64] %".23", 2
  %".36" = extractvalue [3 x i64] %".23", 0
  %".37" = extractvalue [3 x i64] %".23", 1
  %".38" = extractvalue [3 x i64] %".23", 2
  %".39" = extractvalue [3 x i64] %".23", 0
  %".40" = extractvalue [3 x i64] %".23", 1
  %".41" = extractvalue [3 x i64] %".23", 2
  store [3 x i64] %".23", [3 x i64]* %"retptr"
  ret i32 0
}
