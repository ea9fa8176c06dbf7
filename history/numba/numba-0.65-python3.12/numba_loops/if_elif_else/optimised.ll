; ModuleID = 'if_elif_else'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.if_elif_else = internal constant [13 x i8] c"if_elif_else\00"
@_ZN08NumbaEnv5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd" = internal constant [115 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(ptr noalias nocapture writeonly initializes((0, 8)) %retptr, ptr noalias nocapture readnone %excinfo, double %arg.x) local_unnamed_addr #0 {
B0:
  %.9 = fcmp ogt double %arg.x, 0.000000e+00
  br i1 %.9, label %B14, label %B24

common.ret:                                       ; preds = %B24, %B34, %B14
  %.sink = phi double [ %.23, %B34 ], [ %.13, %B14 ], [ 0.000000e+00, %B24 ]
  store double %.sink, ptr %retptr, align 8
  ret i32 0

B14:                                              ; preds = %B0
  %.13 = fmul double %arg.x, 2.000000e+00
  br label %common.ret

B24:                                              ; preds = %B0
  %.20 = fcmp olt double %arg.x, 0.000000e+00
  br i1 %.20, label %B34, label %common.ret

B34:                                              ; preds = %B24
  %.23 = fneg double %arg.x
  br label %common.ret
}

define ptr @_ZN7cpython5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.if_elif_else, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.29 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif, %entry, %entry.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.48, %entry.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.21 = call ptr @PyNumber_Float(ptr %.20)
  %.22 = call double @PyFloat_AsDouble(ptr %.21)
  call void @Py_DecRef(ptr %.21)
  %.24 = call ptr @PyErr_Occurred()
  %.25.not = icmp eq ptr %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.33 = call i32 @_ZN5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(ptr nonnull %.29, ptr nonnull poison, double %.22) #2
  %.43 = load double, ptr %.29, align 8
  %.48 = call ptr @PyFloat_FromDouble(double %.43)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define double @cfunc._ZN5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(double %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca double, align 8
  %.7 = call i32 @_ZN5cases11numba_loops12if_elif_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(ptr nonnull %.3, ptr nonnull poison, double %.1) #2
  %.17 = load double, ptr %.3, align 8
  ret double %.17
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
