; ModuleID = 'defaults_left_out'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.defaults_left_out = internal constant [18 x i8] c"defaults_left_out\00"
@_ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29 = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29" = internal constant [183 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29\00"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, double %arg.x) local_unnamed_addr #0 {
entry:
  %.5 = fmul double %arg.x, 1.000000e+01
  %.7 = fadd double %.5, 1.000000e+00
  store double %.7, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = alloca i8*, align 8
  %.8 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.const.defaults_left_out, i64 0, i64 0), i64 3, i64 3, i8** nonnull %.5, i8** nonnull %.6, i8** nonnull %.7)
  %.9 = icmp eq i32 %.8, 0
  %.31 = alloca double, align 8
  br i1 %.9, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif, %entry, %entry.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.50, %entry.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.13 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29, align 8
  %.18 = icmp eq i8* %.13, null
  br i1 %.18, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([183 x i8], [183 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.22 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Float(i8* %.22)
  %.24 = call double @PyFloat_AsDouble(i8* %.23)
  call void @Py_DecRef(i8* %.23)
  %.26 = call i8* @PyErr_Occurred()
  %.27.not = icmp eq i8* %.26, null
  br i1 %.27.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  store double 0.000000e+00, double* %.31, align 8
  %.35 = call i32 @_ZN5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29(double* nonnull %.31, { i8*, i32, i8*, i8*, i32 }** nonnull undef, double %.24) #1
  %.45 = load double, double* %.31, align 8
  %.50 = call i8* @PyFloat_FromDouble(double %.45)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
