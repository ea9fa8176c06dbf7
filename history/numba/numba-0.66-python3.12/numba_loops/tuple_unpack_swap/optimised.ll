; ModuleID = 'tuple_unpack_swap'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.tuple_unpack_swap = internal constant [18 x i8] c"tuple_unpack_swap\00"
@_ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [120 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define noundef i32 @_ZN5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.9646.not = icmp slt i64 %arg.n, 1
  br i1 %.9646.not, label %B58, label %B40.preheader

B40.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.n, 7
  %0 = icmp ult i64 %arg.n, 8
  br i1 %0, label %B40.epil.preheader, label %B40.preheader.new

B40.preheader.new:                                ; preds = %B40.preheader
  %unroll_iter = and i64 %arg.n, 9223372036854775800
  br label %B40

B40:                                              ; preds = %B40, %B40.preheader.new
  %lsr.iv3 = phi i64 [ %lsr.iv.next4, %B40 ], [ %unroll_iter, %B40.preheader.new ]
  %b.2.050 = phi i64 [ 1, %B40.preheader.new ], [ %.137.7, %B40 ]
  %a.2.049 = phi i64 [ 0, %B40.preheader.new ], [ %.137.6, %B40 ]
  %.137 = add nsw i64 %a.2.049, %b.2.050
  %.137.1 = add nsw i64 %b.2.050, %.137
  %.137.2 = add nsw i64 %.137, %.137.1
  %.137.3 = add nsw i64 %.137.1, %.137.2
  %.137.4 = add nsw i64 %.137.2, %.137.3
  %.137.5 = add nsw i64 %.137.3, %.137.4
  %.137.6 = add nsw i64 %.137.4, %.137.5
  %.137.7 = add nsw i64 %.137.5, %.137.6
  %lsr.iv.next4 = add nsw i64 %lsr.iv3, -8
  %niter.ncmp.7.not = icmp eq i64 %lsr.iv.next4, 0
  br i1 %niter.ncmp.7.not, label %B58.loopexit.unr-lcssa, label %B40

B58.loopexit.unr-lcssa:                           ; preds = %B40
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B58, label %B40.epil.preheader

B40.epil.preheader:                               ; preds = %B58.loopexit.unr-lcssa, %B40.preheader
  %b.2.050.epil.init = phi i64 [ 1, %B40.preheader ], [ %.137.7, %B58.loopexit.unr-lcssa ]
  %a.2.049.epil.init = phi i64 [ 0, %B40.preheader ], [ %.137.6, %B58.loopexit.unr-lcssa ]
  br label %B40.epil

B40.epil:                                         ; preds = %B40.epil, %B40.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %B40.epil ], [ %xtraiter, %B40.epil.preheader ]
  %b.2.050.epil = phi i64 [ %.137.epil, %B40.epil ], [ %b.2.050.epil.init, %B40.epil.preheader ]
  %a.2.049.epil = phi i64 [ %b.2.050.epil, %B40.epil ], [ %a.2.049.epil.init, %B40.epil.preheader ]
  %.137.epil = add nsw i64 %a.2.049.epil, %b.2.050.epil
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B58, label %B40.epil, !llvm.loop !0

B58:                                              ; preds = %B40.epil, %B58.loopexit.unr-lcssa, %B0.endif
  %a.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %.137.6, %B58.loopexit.unr-lcssa ], [ %b.2.050.epil, %B40.epil ]
  store i64 %a.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.tuple_unpack_swap, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !2

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !3

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store i64 0, ptr %.36, align 8
  %.40 = call i32 @_ZN5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull poison, i64 %.21.0) #3
  %.50 = load i64, ptr %.36, align 8
  %.57 = call ptr @PyLong_FromLongLong(i64 %.50)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define i64 @cfunc._ZN5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %.7 = call i32 @_ZN5cases11numba_loops17tuple_unpack_swapB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull poison, i64 %.1) #3
  %.17 = load i64, ptr %.3, align 8
  ret i64 %.17
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) }
attributes #1 = { nofree norecurse nosync nounwind memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { noinline }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
