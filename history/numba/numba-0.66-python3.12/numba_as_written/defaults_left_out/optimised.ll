; ModuleID = 'defaults_left_out'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.defaults_left_out = internal constant [18 x i8] c"defaults_left_out\00"
@_ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29 = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29" = internal constant [183 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29\00"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29(ptr noalias writeonly captures(none) initializes((0, 8)) %retptr, ptr noalias readnone captures(none) %excinfo, double %arg.x) local_unnamed_addr #0 {
B0:
  %.5 = fmul double %arg.x, 1.000000e+01
  %.7 = fadd double %.5, 1.000000e+00
  store double %.7, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = alloca ptr, align 8
  %.8 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.defaults_left_out, i64 3, i64 3, ptr nonnull %.5, ptr nonnull %.6, ptr nonnull %.7)
  %.9 = icmp eq i32 %.8, 0
  %.31 = alloca double, align 8
  br i1 %.9, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif, %entry, %entry.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.50, %entry.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.13 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29, align 8
  %.18 = icmp eq ptr %.13, null
  br i1 %.18, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.22 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Float(ptr %.22)
  %.24 = call double @PyFloat_AsDouble(ptr %.23)
  call void @Py_DecRef(ptr %.23)
  %.26 = call ptr @PyErr_Occurred()
  %.27.not = icmp eq ptr %.26, null
  br i1 %.27.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.35 = call i32 @_ZN5cases16numba_as_written17defaults_left_outB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdN22omitted_28default_3d105_0_29E24omitted_28default_3d1_29(ptr nonnull %.31, ptr nonnull poison, double %.24) #1
  %.45 = load double, ptr %.31, align 8
  %.50 = call ptr @PyFloat_FromDouble(double %.45)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
