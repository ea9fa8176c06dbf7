; ModuleID = 'tuple_length'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.tuple_length = internal constant [13 x i8] c"tuple_length\00"
@_ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE\00"
@PyExc_ValueError = external global i8
@".const.size mismatch for tuple, expected 2 element(s) but got %zd" = internal constant [59 x i8] c"size mismatch for tuple, expected 2 element(s) but got %zd\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef range(i32 0, 2) i32 @_ZN5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE(ptr noalias writeonly captures(none) initializes((0, 8)) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.t.0, i64 %arg.t.1) local_unnamed_addr #0 {
common.ret:
  %.96.1 = add nsw i64 %arg.t.1, %arg.t.0
  store i64 %.96.1, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.tuple_length, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.75 = alloca i64, align 8
  store i64 0, ptr %.75, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.100, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.26 = call i64 @PyTuple_Size(ptr %.20)
  %.27.not = icmp ne i64 %.26, 2
  br i1 %.27.not, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void (ptr, ptr, ...) @PyErr_Format(ptr nonnull @PyExc_ValueError, ptr nonnull @".const.size mismatch for tuple, expected 2 element(s) but got %zd", i64 %.26)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.33 = call ptr @PyTuple_GetItem(ptr %.20, i64 0)
  %.36 = call ptr @PyNumber_Long(ptr %.33)
  %.37.not = icmp eq ptr %.36, null
  br i1 %.37.not, label %entry.endif.endif.endif.endif, label %entry.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  %.39 = call i64 @PyLong_AsLongLong(ptr nonnull %.36)
  call void @Py_DecRef(ptr nonnull %.36)
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif.if, %entry.endif.endif.endif
  %.34.0 = phi i64 [ %.39, %entry.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif ]
  %.44 = call ptr @PyErr_Occurred()
  %.45.not = icmp eq ptr %.44, null
  br i1 %.45.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !1

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.21.1 = phi i1 [ true, %entry.endif.endif.endif.endif.if ], [ %.27.not, %entry.endif.endif.endif.endif ]
  %.49 = call ptr @PyTuple_GetItem(ptr %.20, i64 1)
  %.52 = call ptr @PyNumber_Long(ptr %.49)
  %.53.not = icmp eq ptr %.52, null
  br i1 %.53.not, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  %.55 = call i64 @PyLong_AsLongLong(ptr nonnull %.52)
  call void @Py_DecRef(ptr nonnull %.52)
  br label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif
  %.50.0 = phi i64 [ %.55, %entry.endif.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif.endif ]
  %.60 = call ptr @PyErr_Occurred()
  %.61.not = icmp ne ptr %.60, null
  %brmerge = or i1 %.21.1, %.61.not
  br i1 %brmerge, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.81 = call i32 @_ZN5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE(ptr nonnull %.75, ptr nonnull poison, i64 %.34.0, i64 %.50.0) #2
  %.91 = load i64, ptr %.75, align 8
  %.100 = call ptr @PyLong_FromLongLong(i64 %.91)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i64 @PyTuple_Size(ptr) local_unnamed_addr

declare void @PyErr_Format(ptr, ptr, ...) local_unnamed_addr

declare ptr @PyTuple_GetItem(ptr, i64) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define i64 @cfunc._ZN5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE([2 x i64] %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca i64, align 8
  %.7 = extractvalue [2 x i64] %.1, 0
  %.8 = extractvalue [2 x i64] %.1, 1
  %.9 = call i32 @_ZN5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE(ptr nonnull %.3, ptr nonnull poison, i64 %.7, i64 %.8) #2
  %.19 = load i64, ptr %.3, align 8
  ret i64 %.19
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!"branch_weights", i32 33554432, i32 -973078528}
