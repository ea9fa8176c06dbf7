; ModuleID = 'for_range_step'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.for_range_step = internal constant [15 x i8] c"for_range_step\00"
@_ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = internal constant [111 x i8] c"missing Environment: _ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr noalias nocapture writeonly initializes((0, 8)) %retptr, ptr noalias nocapture readnone %excinfo, i64 %arg.start, i64 %arg.stop) local_unnamed_addr #0 {
B0.endif:
  %.45 = sub i64 %arg.stop, %arg.start
  %.46 = icmp slt i64 %.45, 1
  br i1 %.46, label %B52, label %B0.endif.endif

B52:                                              ; preds = %B0.endif, %B38.preheader, %B0.endif.endif
  %total.2.0.lcssa = phi i64 [ 0, %B0.endif.endif ], [ %11, %B38.preheader ], [ 0, %B0.endif ]
  store i64 %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0

B0.endif.endif:                                   ; preds = %B0.endif
  %.6342 = urem i64 %.45, 3
  %.66.not = icmp ne i64 %.6342, 0
  %.6743 = udiv i64 %.45, 3
  %.68 = zext i1 %.66.not to i64
  %.69 = add nuw nsw i64 %.6743, %.68
  %.9045.not = icmp eq i64 %.69, 0
  br i1 %.9045.not, label %B52, label %B38.preheader

B38.preheader:                                    ; preds = %B0.endif.endif
  %0 = add nsw i64 %.69, -1
  %1 = add i64 %arg.start, 3
  %2 = mul i64 %0, %1
  %3 = zext nneg i64 %0 to i65
  %4 = add nsw i64 %.69, -2
  %5 = zext i64 %4 to i65
  %6 = mul i65 %3, %5
  %7 = lshr i65 %6, 1
  %8 = trunc nuw i65 %7 to i64
  %9 = mul i64 %8, 3
  %10 = add i64 %2, %arg.start
  %11 = add i64 %10, %9
  br label %B52
}

define ptr @_ZN7cpython5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.for_range_step, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca i64, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.74, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx")
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
  %.40 = call ptr @PyNumber_Long(ptr %.37)
  %.41.not = icmp eq ptr %.40, null
  br i1 %.41.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.43 = call i64 @PyLong_AsLongLong(ptr nonnull %.40)
  call void @Py_DecRef(ptr nonnull %.40)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.38.0 = phi i64 [ %.43, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.48 = call ptr @PyErr_Occurred()
  %.49.not = icmp eq ptr %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %.57 = call i32 @_ZN5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr nonnull %.53, ptr nonnull poison, i64 %.22.0, i64 %.38.0) #2
  %.67 = load i64, ptr %.53, align 8
  %.74 = call ptr @PyLong_FromLongLong(i64 %.67)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define i64 @cfunc._ZN5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr #1 {
entry:
  %.4 = alloca i64, align 8
  %.8 = call i32 @_ZN5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr nonnull %.4, ptr nonnull poison, i64 %.1, i64 %.2) #2
  %.18 = load i64, ptr %.4, align 8
  ret i64 %.18
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
