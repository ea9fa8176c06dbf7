; ModuleID = "returns_constant_tuple"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = common global i8* null
define i32 @"_ZN5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx"({i64, double}* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", i64 %"arg.n")
{
entry:
  br label %"B0"
B0:
  %".5" = insertvalue {i64, double} undef, i64 7, 0
  %".6" = insertvalue {i64, double} %".5", double 0xADDRESS, 1
  %"extracted.f0" = extractvalue {i64, double} %".6", 0
  %"extracted.f1" = extractvalue {i64, double} %".6", 1
  %"extracted.f0.1" = extractvalue {i64, double} %".6", 0
  %"extracted.f1.1" = extractvalue {i64, double} %".6", 1
  %"extracted.f0.2" = extractvalue {i64, double} %".6", 0
  %"extracted.f1.2" = extractvalue {i64, double} %".6", 1
  %"extracted.f0.3" = extractvalue {i64, double} %".6", 0
  %"extracted.f1.3" = extractvalue {i64, double} %".6", 1
  %".7" = insertvalue {i64, double} undef, i64 %"extracted.f0.3", 0
  %".8" = insertvalue {i64, double} %".7", double %"extracted.f1.3", 1
  store {i64, double} %".8", {i64, double}* %"retptr"
  ret i32 0
}
