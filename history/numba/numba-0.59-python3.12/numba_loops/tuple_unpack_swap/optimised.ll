; ModuleID = 'tuple_unpack_swap'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.tuple_unpack_swap = internal constant [18 x i8] c"tuple_unpack_swap\00"
@_ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = internal constant [120 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind writeonly
define i32 @_ZN5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.52.inv = icmp sgt i64 %arg.n, 0
  br i1 %.52.inv, label %B36thread-pre-split.preheader, label %common.ret

B36thread-pre-split.preheader:                    ; preds = %B0.endif
  %0 = add i64 %arg.n, -1
  %xtraiter = and i64 %arg.n, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B36thread-pre-split.preheader.new

B36thread-pre-split.preheader.new:                ; preds = %B36thread-pre-split.preheader
  %unroll_iter = and i64 %arg.n, -8
  br label %B36thread-pre-split

B36thread-pre-split:                              ; preds = %B36thread-pre-split, %B36thread-pre-split.preheader.new
  %lsr.iv7 = phi i64 [ %lsr.iv.next8, %B36thread-pre-split ], [ %unroll_iter, %B36thread-pre-split.preheader.new ]
  %a.2.05 = phi i64 [ 0, %B36thread-pre-split.preheader.new ], [ %.1371.6, %B36thread-pre-split ]
  %b.2.04 = phi i64 [ 1, %B36thread-pre-split.preheader.new ], [ %.1371.7, %B36thread-pre-split ]
  %.1371 = add nsw i64 %a.2.05, %b.2.04
  %.1371.1 = add nsw i64 %b.2.04, %.1371
  %.1371.2 = add nsw i64 %.1371, %.1371.1
  %.1371.3 = add nsw i64 %.1371.1, %.1371.2
  %.1371.4 = add nsw i64 %.1371.2, %.1371.3
  %.1371.5 = add nsw i64 %.1371.3, %.1371.4
  %.1371.6 = add nsw i64 %.1371.4, %.1371.5
  %.1371.7 = add nsw i64 %.1371.5, %.1371.6
  %lsr.iv.next8 = add i64 %lsr.iv7, -8
  %niter.ncmp.7.not = icmp eq i64 %lsr.iv.next8, 0
  br i1 %niter.ncmp.7.not, label %common.ret.loopexit.unr-lcssa, label %B36thread-pre-split

common.ret.loopexit.unr-lcssa:                    ; preds = %B36thread-pre-split, %B36thread-pre-split.preheader
  %b.2.04.lcssa.ph = phi i64 [ undef, %B36thread-pre-split.preheader ], [ %.1371.6, %B36thread-pre-split ]
  %a.2.05.unr = phi i64 [ 0, %B36thread-pre-split.preheader ], [ %.1371.6, %B36thread-pre-split ]
  %b.2.04.unr = phi i64 [ 1, %B36thread-pre-split.preheader ], [ %.1371.7, %B36thread-pre-split ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B36thread-pre-split.epil.preheader

B36thread-pre-split.epil.preheader:               ; preds = %common.ret.loopexit.unr-lcssa
  br label %B36thread-pre-split.epil

B36thread-pre-split.epil:                         ; preds = %B36thread-pre-split.epil.preheader, %B36thread-pre-split.epil
  %lsr.iv = phi i64 [ %xtraiter, %B36thread-pre-split.epil.preheader ], [ %lsr.iv.next, %B36thread-pre-split.epil ]
  %a.2.05.epil = phi i64 [ %b.2.04.epil, %B36thread-pre-split.epil ], [ %a.2.05.unr, %B36thread-pre-split.epil.preheader ]
  %b.2.04.epil = phi i64 [ %.1371.epil, %B36thread-pre-split.epil ], [ %b.2.04.unr, %B36thread-pre-split.epil.preheader ]
  %.1371.epil = add nsw i64 %a.2.05.epil, %b.2.04.epil
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B36thread-pre-split.epil, !llvm.loop !0

common.ret:                                       ; preds = %B36thread-pre-split.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %a.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %b.2.04.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %b.2.04.epil, %B36thread-pre-split.epil ]
  store i64 %a.2.0.lcssa, i64* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.const.tuple_unpack_swap, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([120 x i8], [120 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !2

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !3

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store i64 0, i64* %.36, align 8
  %.40 = call i32 @_ZN5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i64* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.21.0) #1
  %.50 = load i64, i64* %.36, align 8
  %.57 = call i8* @PyLong_FromLongLong(i64 %.50)
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
define i64 @cfunc._ZN5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i64 %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %.7 = call i32 @_ZN5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.1) #1
  %.17 = load i64, i64* %.3, align 8
  ret i64 %.17
}

attributes #0 = { nofree norecurse nosync nounwind writeonly }
attributes #1 = { noinline }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
