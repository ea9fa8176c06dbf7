; ModuleID = 'nested_for_continue_outer_break'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.nested_for_continue_outer_break = internal constant [32 x i8] c"nested_for_continue_outer_break\00"
@_ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind writeonly
define i32 @_ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.48.inv = icmp sgt i64 %arg.n, 0
  %spec.select = select i1 %.48.inv, i64 %arg.n, i64 0
  br i1 %.48.inv, label %B34.us.preheader, label %common.ret

B34.us.preheader:                                 ; preds = %B0.endif
  %0 = add nsw i64 %spec.select, -1
  %xtraiter = and i64 %spec.select, 3
  %unroll_iter = and i64 %spec.select, 9223372036854775804
  br label %B34.us

B34.us:                                           ; preds = %B34.us.preheader, %B74.B30.loopexit_crit_edge.us
  %total.2.015.us = phi i64 [ %spec.select8.us.lcssa, %B74.B30.loopexit_crit_edge.us ], [ 0, %B34.us.preheader ]
  %.34.013.us = phi i64 [ %.105.us, %B74.B30.loopexit_crit_edge.us ], [ 0, %B34.us.preheader ]
  %.105.us = add nuw nsw i64 %.34.013.us, 1
  %.134.us = icmp sgt i64 %total.2.015.us, 12
  br i1 %.134.us, label %common.ret, label %B78.us.preheader

B78.us.preheader:                                 ; preds = %B34.us
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %B74.B30.loopexit_crit_edge.us.unr-lcssa, label %B78.us.preheader20

B78.us.preheader20:                               ; preds = %B78.us.preheader
  br label %B78.us

B78.us:                                           ; preds = %B78.us.preheader20, %B78.us
  %total.3.112.us = phi i64 [ %spec.select8.us.3, %B78.us ], [ %total.2.015.us, %B78.us.preheader20 ]
  %.177.010.us = phi i64 [ %5, %B78.us ], [ 0, %B78.us.preheader20 ]
  %.276.us = icmp eq i64 %.34.013.us, %.177.010.us
  %.289.us = select i1 %.276.us, i64 0, i64 %.177.010.us
  %spec.select8.us = add nsw i64 %total.3.112.us, %.289.us
  %2 = add i64 %.177.010.us, 1
  %.276.us.1 = icmp eq i64 %.34.013.us, %2
  %.289.us.1 = select i1 %.276.us.1, i64 0, i64 %2
  %spec.select8.us.1 = add nsw i64 %spec.select8.us, %.289.us.1
  %3 = add i64 %2, 1
  %.276.us.2 = icmp eq i64 %.34.013.us, %3
  %.289.us.2 = select i1 %.276.us.2, i64 0, i64 %3
  %spec.select8.us.2 = add nsw i64 %spec.select8.us.1, %.289.us.2
  %.246.us.3 = add nuw i64 %.177.010.us, 4
  %4 = add i64 %3, 1
  %.276.us.3 = icmp eq i64 %.34.013.us, %4
  %.289.us.3 = select i1 %.276.us.3, i64 0, i64 %4
  %spec.select8.us.3 = add nsw i64 %spec.select8.us.2, %.289.us.3
  %5 = add i64 %4, 1
  %niter.ncmp.3 = icmp eq i64 %5, %unroll_iter
  br i1 %niter.ncmp.3, label %B74.B30.loopexit_crit_edge.us.unr-lcssa, label %B78.us

B74.B30.loopexit_crit_edge.us.unr-lcssa:          ; preds = %B78.us, %B78.us.preheader
  %spec.select8.us.lcssa.ph = phi i64 [ undef, %B78.us.preheader ], [ %spec.select8.us.3, %B78.us ]
  %total.3.112.us.unr = phi i64 [ %total.2.015.us, %B78.us.preheader ], [ %spec.select8.us.3, %B78.us ]
  %.177.010.us.unr = phi i64 [ 0, %B78.us.preheader ], [ %.246.us.3, %B78.us ]
  %6 = icmp eq i64 %xtraiter, 0
  br i1 %6, label %B74.B30.loopexit_crit_edge.us, label %B78.us.epil.preheader

B78.us.epil.preheader:                            ; preds = %B74.B30.loopexit_crit_edge.us.unr-lcssa
  br label %B78.us.epil

B78.us.epil:                                      ; preds = %B78.us.epil.preheader, %B78.us.epil
  %lsr.iv = phi i64 [ %xtraiter, %B78.us.epil.preheader ], [ %lsr.iv.next, %B78.us.epil ]
  %total.3.112.us.epil = phi i64 [ %spec.select8.us.epil, %B78.us.epil ], [ %total.3.112.us.unr, %B78.us.epil.preheader ]
  %.177.010.us.epil = phi i64 [ %.246.us.epil, %B78.us.epil ], [ %.177.010.us.unr, %B78.us.epil.preheader ]
  %.246.us.epil = add nuw nsw i64 %.177.010.us.epil, 1
  %.276.us.epil = icmp eq i64 %.34.013.us, %.177.010.us.epil
  %.289.us.epil = select i1 %.276.us.epil, i64 0, i64 %.177.010.us.epil
  %spec.select8.us.epil = add nsw i64 %total.3.112.us.epil, %.289.us.epil
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B74.B30.loopexit_crit_edge.us, label %B78.us.epil, !llvm.loop !0

B74.B30.loopexit_crit_edge.us:                    ; preds = %B78.us.epil, %B74.B30.loopexit_crit_edge.us.unr-lcssa
  %spec.select8.us.lcssa = phi i64 [ %spec.select8.us.lcssa.ph, %B74.B30.loopexit_crit_edge.us.unr-lcssa ], [ %spec.select8.us.epil, %B78.us.epil ]
  %exitcond18.not = icmp eq i64 %.105.us, %spec.select
  br i1 %exitcond18.not, label %common.ret, label %B34.us

common.ret:                                       ; preds = %B34.us, %B74.B30.loopexit_crit_edge.us, %B0.endif
  %total.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %total.2.015.us, %B34.us ], [ %spec.select8.us.lcssa, %B74.B30.loopexit_crit_edge.us ]
  store i64 %total.2.0.lcssa, i64* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @.const.nested_for_continue_outer_break, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([133 x i8], [133 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
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
  %.40 = call i32 @_ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.21.0) #1
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
define i64 @cfunc._ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %.7 = call i32 @_ZN5cases10statements31nested_for_continue_outer_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.1) #1
  %.17 = load i64, i64* %.3, align 8
  ret i64 %.17
}

attributes #0 = { nofree norecurse nosync nounwind writeonly }
attributes #1 = { noinline }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
