; ModuleID = 'for_range_step'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.for_range_step = internal constant [15 x i8] c"for_range_step\00"
@_ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = internal constant [111 x i8] c"missing Environment: _ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly nofree norecurse nosync nounwind writeonly
define i32 @_ZN5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.start, i64 %arg.stop) local_unnamed_addr #0 {
B0.endif:
  %.45 = sub i64 %arg.stop, %arg.start
  %.46 = icmp sgt i64 %.45, 0
  br i1 %.46, label %B0.endif.endif, label %common.ret

common.ret:                                       ; preds = %B0.endif, %B34thread-pre-split.preheader, %B0.endif.endif
  %total.2.0.lcssa = phi i64 [ 0, %B0.endif.endif ], [ %11, %B34thread-pre-split.preheader ], [ 0, %B0.endif ]
  store i64 %total.2.0.lcssa, i64* %retptr, align 8
  ret i32 0

B0.endif.endif:                                   ; preds = %B0.endif
  %.634 = urem i64 %.45, 3
  %.66 = icmp ne i64 %.634, 0
  %.675 = udiv i64 %.45, 3
  %.68 = zext i1 %.66 to i64
  %.69 = add nuw nsw i64 %.675, %.68
  %.906.not = icmp eq i64 %.69, 0
  br i1 %.906.not, label %common.ret, label %B34thread-pre-split.preheader

B34thread-pre-split.preheader:                    ; preds = %B0.endif.endif
  %0 = add nsw i64 %.69, -1
  %1 = add i64 %arg.start, 3
  %2 = mul i64 %0, %1
  %3 = zext i64 %0 to i65
  %4 = add nsw i64 %.69, -2
  %5 = zext i64 %4 to i65
  %6 = mul i65 %3, %5
  %7 = lshr i65 %6, 1
  %8 = trunc i65 %7 to i64
  %9 = mul i64 %8, 3
  %10 = add i64 %2, %arg.start
  %11 = add i64 %10, %9
  br label %common.ret
}

define i8* @_ZN7cpython5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.for_range_step, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca i64, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.74, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([111 x i8], [111 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.24 = call i8* @PyNumber_Long(i8* %.21)
  %.25.not = icmp eq i8* %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.27 = call i64 @PyLong_AsLongLong(i8* nonnull %.24)
  call void @Py_DecRef(i8* nonnull %.24)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.22.0 = phi i64 [ %.27, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.32 = call i8* @PyErr_Occurred()
  %.33.not = icmp eq i8* %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.37 = load i8*, i8** %.6, align 8
  %.40 = call i8* @PyNumber_Long(i8* %.37)
  %.41.not = icmp eq i8* %.40, null
  br i1 %.41.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.43 = call i64 @PyLong_AsLongLong(i8* nonnull %.40)
  call void @Py_DecRef(i8* nonnull %.40)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.38.0 = phi i64 [ %.43, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store i64 0, i64* %.53, align 8
  %.57 = call i32 @_ZN5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 %.22.0, i64 %.38.0) #2
  %.67 = load i64, i64* %.53, align 8
  %.74 = call i8* @PyLong_FromLongLong(i64 %.67)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind writeonly
define i64 @cfunc._ZN5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr #1 {
entry:
  %.4 = alloca i64, align 8
  store i64 0, i64* %.4, align 8
  %.8 = call i32 @_ZN5cases5loops14for_range_stepB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 %.1, i64 %.2) #2
  %.18 = load i64, i64* %.4, align 8
  ret i64 %.18
}

attributes #0 = { argmemonly nofree norecurse nosync nounwind writeonly }
attributes #1 = { nofree norecurse nosync nounwind writeonly }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
