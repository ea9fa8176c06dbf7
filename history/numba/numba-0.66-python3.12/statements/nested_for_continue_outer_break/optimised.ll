; ModuleID = 'nested_for_continue_outer_break'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.nested_for_continue_outer_break = internal constant [32 x i8] c"nested_for_continue_outer_break\00"
@_ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define noundef i32 @_ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.48 = icmp sgt i64 %arg.n, 0
  %.arg.n = tail call i64 @llvm.smax.i64(i64 %arg.n, i64 0)
  br i1 %.48, label %B52.endif.us.preheader, label %common.ret

B52.endif.us.preheader:                           ; preds = %B0.endif
  %xtraiter = and i64 %arg.n, 3
  %unroll_iter = and i64 %arg.n, 9223372036854775804
  br label %B52.endif.us

B52.endif.us:                                     ; preds = %B52.endif.us.preheader, %B74.B30.loopexit_crit_edge.us
  %lsr.iv = phi i64 [ 0, %B52.endif.us.preheader ], [ %lsr.iv.next, %B74.B30.loopexit_crit_edge.us ]
  %.105.us158 = phi i64 [ %.105.us, %B74.B30.loopexit_crit_edge.us ], [ 1, %B52.endif.us.preheader ]
  %total.2.0133.us155 = phi i64 [ %spec.select.us.lcssa, %B74.B30.loopexit_crit_edge.us ], [ 0, %B52.endif.us.preheader ]
  %0 = icmp ult i64 %arg.n, 4
  br i1 %0, label %B78.us.epil.preheader, label %B78.us.preheader

B78.us.preheader:                                 ; preds = %B52.endif.us
  br label %B78.us

B78.us:                                           ; preds = %B78.us.preheader, %B78.us
  %total.3.1117.us = phi i64 [ %spec.select.us.3, %B78.us ], [ %total.2.0133.us155, %B78.us.preheader ]
  %.239113115.us = phi i64 [ %4, %B78.us ], [ 0, %B78.us.preheader ]
  %.276.us = icmp eq i64 %lsr.iv, %.239113115.us
  %.289.us = select i1 %.276.us, i64 0, i64 %.239113115.us
  %spec.select.us = add nsw i64 %.289.us, %total.3.1117.us
  %1 = add i64 %.239113115.us, 1
  %.276.us.1 = icmp eq i64 %lsr.iv, %1
  %.289.us.1 = select i1 %.276.us.1, i64 0, i64 %1
  %spec.select.us.1 = add nsw i64 %.289.us.1, %spec.select.us
  %2 = add i64 %1, 1
  %.276.us.2 = icmp eq i64 %lsr.iv, %2
  %.289.us.2 = select i1 %.276.us.2, i64 0, i64 %2
  %spec.select.us.2 = add nsw i64 %.289.us.2, %spec.select.us.1
  %.246.us.3 = add nuw nsw i64 %.239113115.us, 4
  %3 = add i64 %2, 1
  %.276.us.3 = icmp eq i64 %lsr.iv, %3
  %.289.us.3 = select i1 %.276.us.3, i64 0, i64 %3
  %spec.select.us.3 = add nsw i64 %.289.us.3, %spec.select.us.2
  %4 = add i64 %3, 1
  %niter.ncmp.3 = icmp eq i64 %4, %unroll_iter
  br i1 %niter.ncmp.3, label %B74.B30.loopexit_crit_edge.us.unr-lcssa, label %B78.us

B74.B30.loopexit_crit_edge.us.unr-lcssa:          ; preds = %B78.us
  %5 = icmp eq i64 %xtraiter, 0
  br i1 %5, label %B74.B30.loopexit_crit_edge.us, label %B78.us.epil.preheader

B78.us.epil.preheader:                            ; preds = %B74.B30.loopexit_crit_edge.us.unr-lcssa, %B52.endif.us
  %total.3.1117.us.epil.init = phi i64 [ %total.2.0133.us155, %B52.endif.us ], [ %spec.select.us.3, %B74.B30.loopexit_crit_edge.us.unr-lcssa ]
  %.239113115.us.epil.init = phi i64 [ 0, %B52.endif.us ], [ %.246.us.3, %B74.B30.loopexit_crit_edge.us.unr-lcssa ]
  br label %B78.us.epil

B78.us.epil:                                      ; preds = %B78.us.epil, %B78.us.epil.preheader
  %lsr.iv3 = phi i64 [ %lsr.iv.next4, %B78.us.epil ], [ %xtraiter, %B78.us.epil.preheader ]
  %total.3.1117.us.epil = phi i64 [ %total.3.1117.us.epil.init, %B78.us.epil.preheader ], [ %spec.select.us.epil, %B78.us.epil ]
  %.239113115.us.epil = phi i64 [ %.239113115.us.epil.init, %B78.us.epil.preheader ], [ %.246.us.epil, %B78.us.epil ]
  %.246.us.epil = add nuw nsw i64 %.239113115.us.epil, 1
  %.276.us.epil = icmp eq i64 %lsr.iv, %.239113115.us.epil
  %.289.us.epil = select i1 %.276.us.epil, i64 0, i64 %.239113115.us.epil
  %spec.select.us.epil = add nsw i64 %.289.us.epil, %total.3.1117.us.epil
  %lsr.iv.next4 = add nsw i64 %lsr.iv3, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next4, 0
  br i1 %epil.iter.cmp.not, label %B74.B30.loopexit_crit_edge.us, label %B78.us.epil, !llvm.loop !0

B74.B30.loopexit_crit_edge.us:                    ; preds = %B78.us.epil, %B74.B30.loopexit_crit_edge.us.unr-lcssa
  %spec.select.us.lcssa = phi i64 [ %spec.select.us.3, %B74.B30.loopexit_crit_edge.us.unr-lcssa ], [ %spec.select.us.epil, %B78.us.epil ]
  %exitcond160.not = icmp eq i64 %.105.us158, %.arg.n
  %.105.us = add nuw i64 %.105.us158, 1
  %.134.us = icmp sgt i64 %spec.select.us.lcssa, 12
  %or.cond = select i1 %exitcond160.not, i1 true, i1 %.134.us
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 1
  br i1 %or.cond, label %common.ret, label %B52.endif.us

common.ret:                                       ; preds = %B74.B30.loopexit_crit_edge.us, %B0.endif
  %total.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %spec.select.us.lcssa, %B74.B30.loopexit_crit_edge.us ]
  store i64 %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

define ptr @_ZN7cpython5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.nested_for_continue_outer_break, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
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
  %.40 = call i32 @_ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull poison, i64 %.21.0) #4
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
define i64 @cfunc._ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %.7 = call i32 @_ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull poison, i64 %.1) #4
  %.17 = load i64, ptr %.3, align 8
  ret i64 %.17
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { noinline }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
