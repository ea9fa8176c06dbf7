; ModuleID = 'if_on_float_compare'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.if_on_float_compare = internal constant [20 x i8] c"if_on_float_compare\00"
@_ZN08NumbaEnv5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd" = internal constant [119 x i8] c"missing Environment: _ZN08NumbaEnv5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(ptr noalias writeonly captures(none) initializes((0, 8)) %retptr, ptr noalias readnone captures(none) %excinfo, double %arg.x, double %arg.limit) local_unnamed_addr #0 {
B0:
  %.12 = fcmp oge double %arg.x, %arg.limit
  %x.2.0 = select i1 %.12, double %arg.limit, double %arg.x
  store double %x.2.0, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.if_on_float_compare, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.39 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif ], [ %.58, %entry.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load ptr, ptr %.5, align 8
  %.22 = call ptr @PyNumber_Float(ptr %.21)
  %.23 = call double @PyFloat_AsDouble(ptr %.22)
  call void @Py_DecRef(ptr %.22)
  %.25 = call ptr @PyErr_Occurred()
  %.26.not = icmp eq ptr %.25, null
  br i1 %.26.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.30 = load ptr, ptr %.6, align 8
  %.31 = call ptr @PyNumber_Float(ptr %.30)
  %.32 = call double @PyFloat_AsDouble(ptr %.31)
  call void @Py_DecRef(ptr %.31)
  %.34 = call ptr @PyErr_Occurred()
  %.35.not = icmp eq ptr %.34, null
  br i1 %.35.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.43 = call i32 @_ZN5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(ptr nonnull %.39, ptr nonnull poison, double %.23, double %.32) #2
  %.53 = load double, ptr %.39, align 8
  %.58 = call ptr @PyFloat_FromDouble(double %.53)
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
define double @cfunc._ZN5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(double %.1, double %.2) local_unnamed_addr #1 {
entry:
  %.4 = alloca double, align 8
  %.8 = call i32 @_ZN5cases8branches19if_on_float_compareB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(ptr nonnull %.4, ptr nonnull poison, double %.1, double %.2) #2
  %.18 = load double, ptr %.4, align 8
  ret double %.18
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
