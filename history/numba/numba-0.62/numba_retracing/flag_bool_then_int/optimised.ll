; ModuleID = 'flag_bool_then_int'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.flag_bool_then_int = internal constant [19 x i8] c"flag_bool_then_int\00"
@_ZN08NumbaEnv5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb" = internal constant [126 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb(ptr noalias nocapture writeonly initializes((0, 8)) %retptr, ptr noalias nocapture readnone %excinfo, i64 %arg.n, i8 %arg.flag) local_unnamed_addr #0 {
entry:
  %.8 = icmp eq i8 %arg.flag, 0
  %.19 = mul nsw i64 %arg.n, 3
  %spec.select = select i1 %.8, i64 %arg.n, i64 %.19
  store i64 %spec.select, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.flag_bool_then_int, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.45 = alloca i64, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load ptr, ptr %.5, align 8
  %.24 = call ptr @PyNumber_Long(ptr %.21)
  %.25.not = icmp eq ptr %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.27 = call i64 @PyLong_AsLongLong(ptr nonnull %.24)
  call void @Py_DecRef(ptr nonnull %.24)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.22.0 = phi i64 [ %.27, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.32 = call ptr @PyErr_Occurred()
  %.33.not = icmp eq ptr %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.37 = load ptr, ptr %.6, align 8
  %.38 = call i32 @PyObject_IsTrue(ptr %.37)
  %.40 = call ptr @PyErr_Occurred()
  %.41.not = icmp eq ptr %.40, null
  br i1 %.41.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.39 = icmp ne i32 %.38, 0
  %.49 = zext i1 %.39 to i8
  %.50 = call i32 @_ZN5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb(ptr nonnull %.45, ptr nonnull poison, i64 %.22.0, i8 %.49) #2
  %.60 = load i64, ptr %.45, align 8
  %.67 = call ptr @PyLong_FromLongLong(i64 %.60)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare i32 @PyObject_IsTrue(ptr) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define i64 @cfunc._ZN5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb(i64 %.1, i1 %.2) local_unnamed_addr #1 {
entry:
  %.4 = alloca i64, align 8
  %.8 = zext i1 %.2 to i8
  %.9 = call i32 @_ZN5cases15numba_retracing18flag_bool_then_intB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExb(ptr nonnull %.4, ptr nonnull poison, i64 %.1, i8 %.8) #2
  %.19 = load i64, ptr %.4, align 8
  ret i64 %.19
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
