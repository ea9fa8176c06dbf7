; ModuleID = 'and_or_in_if'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.and_or_in_if = internal constant [13 x i8] c"and_or_in_if\00"
@_ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx" = internal constant [110 x i8] c"missing Environment: _ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx(ptr noalias nocapture writeonly initializes((0, 8)) %retptr, ptr noalias nocapture readnone %excinfo, i8 %arg.a, i8 %arg.b, i64 %arg.n) local_unnamed_addr #0 {
entry:
  %.9 = icmp eq i8 %arg.a, 0
  br i1 %.9, label %B12, label %entry.endif

entry.endif:                                      ; preds = %entry
  %.18 = icmp eq i8 %arg.b, 0
  %.37 = icmp sgt i64 %arg.n, 10
  %or.cond = select i1 %.18, i1 true, i1 %.37
  br i1 %or.cond, label %common.ret, label %B24

B12:                                              ; preds = %entry
  %.37.old = icmp sgt i64 %arg.n, 10
  br i1 %.37.old, label %common.ret, label %B24

common.ret:                                       ; preds = %B12, %entry.endif, %B24
  %storemerge = phi i64 [ 0, %B24 ], [ 1, %entry.endif ], [ 1, %B12 ]
  store i64 %storemerge, ptr %retptr, align 8
  ret i32 0

B24:                                              ; preds = %entry.endif, %B12
  br label %common.ret
}

define ptr @_ZN7cpython5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = alloca ptr, align 8
  %.8 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.and_or_in_if, i64 3, i64 3, ptr nonnull %.5, ptr nonnull %.6, ptr nonnull %.7)
  %.9 = icmp eq i32 %.8, 0
  %.54 = alloca i64, align 8
  br i1 %.9, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.13 = load ptr, ptr @_ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx, align 8
  %.18 = icmp eq ptr %.13, null
  br i1 %.18, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.22 = load ptr, ptr %.5, align 8
  %.23 = call i32 @PyObject_IsTrue(ptr %.22)
  %.25 = call ptr @PyErr_Occurred()
  %.26.not = icmp eq ptr %.25, null
  br i1 %.26.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.30 = load ptr, ptr %.6, align 8
  %.31 = call i32 @PyObject_IsTrue(ptr %.30)
  %.33 = call ptr @PyErr_Occurred()
  %.34.not = icmp eq ptr %.33, null
  br i1 %.34.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.38 = load ptr, ptr %.7, align 8
  %.41 = call ptr @PyNumber_Long(ptr %.38)
  %.42.not = icmp eq ptr %.41, null
  br i1 %.42.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.44 = call i64 @PyLong_AsLongLong(ptr nonnull %.41)
  call void @Py_DecRef(ptr nonnull %.41)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.39.0 = phi i64 [ %.44, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.49 = call ptr @PyErr_Occurred()
  %.50.not = icmp eq ptr %.49, null
  br i1 %.50.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %0 = icmp ne i32 %.31, 0
  %1 = icmp ne i32 %.23, 0
  %.58 = zext i1 %1 to i8
  %.59 = zext i1 %0 to i8
  %.60 = call i32 @_ZN5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx(ptr nonnull %.54, ptr nonnull poison, i8 %.58, i8 %.59, i64 %.39.0) #2
  %.70 = load i64, ptr %.54, align 8
  %.77 = call ptr @PyLong_FromLongLong(i64 %.70)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @PyObject_IsTrue(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define i64 @cfunc._ZN5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx(i1 %.1, i1 %.2, i64 %.3) local_unnamed_addr #1 {
entry:
  %.5 = alloca i64, align 8
  %.9 = zext i1 %.1 to i8
  %.10 = zext i1 %.2 to i8
  %.11 = call i32 @_ZN5cases5logic12and_or_in_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbbx(ptr nonnull %.5, ptr nonnull poison, i8 %.9, i8 %.10, i64 %.3) #2
  %.21 = load i64, ptr %.5, align 8
  ret i64 %.21
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
