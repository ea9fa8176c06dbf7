; ModuleID = "if_on_float_compare"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases8branches19if_on_float_compareB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdd" = common global i8* null
define i32 @"_ZN5cases8branches19if_on_float_compareB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdd"(double* noalias nocapture %"retptr", {i8*, i32, i8*, i8*, i32}** noalias nocapture %"excinfo", double %"arg.x", double %"arg.limit")
{
entry:
  %"x.2" = alloca double
  store double 0.0, double* %"x.2"
  %"limit" = alloca double
  store double 0.0, double* %"limit"
  br label %"B0"
B0:
  %".7" = load double, double* %"x.2"
  store double %"arg.x", double* %"x.2"
  store double %"arg.limit", double* %"limit"
  %".11" = load double, double* %"limit"
  %".12" = fcmp oge double %"arg.x", %".11"
  br i1 %".12", label %"B14", label %"B18"
B14:
  %".14" = load double, double* %"limit"
  %".15" = load double, double* %"limit"
  store double 0.0, double* %"limit"
  %".17" = load double, double* %"x.2"
  store double %".14", double* %"x.2"
  br label %"B18"
B18:
  %".20" = load double, double* %"limit"
  store double 0.0, double* %"limit"
  %".22" = load double, double* %"x.2"
  %".23" = load double, double* %"x.2"
  store double 0.0, double* %"x.2"
  store double %".22", double* %"retptr"
  ret i32 0
}
