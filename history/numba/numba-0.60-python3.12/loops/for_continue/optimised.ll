; ModuleID = 'for_continue'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.for_continue = internal constant [13 x i8] c"for_continue\00"
@_ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [108 x i8] c"missing Environment: _ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind writeonly
define i32 @_ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.45.inv = icmp sgt i64 %arg.n, 0
  %spec.select = select i1 %.45.inv, i64 %arg.n, i64 0
  br i1 %.45.inv, label %B34.else.if.preheader, label %common.ret

B34.else.if.preheader:                            ; preds = %B0.endif
  %0 = add nsw i64 %spec.select, -1
  %xtraiter = and i64 %spec.select, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B34.else.if.preheader.new

B34.else.if.preheader.new:                        ; preds = %B34.else.if.preheader
  %unroll_iter = and i64 %spec.select, 9223372036854775804
  br label %B34.else.if

common.ret.loopexit.unr-lcssa:                    ; preds = %B34.else.if, %B34.else.if.preheader
  %total.3.1.lcssa.ph = phi i64 [ undef, %B34.else.if.preheader ], [ %total.3.1.2, %B34.else.if ]
  %total.2.08.unr = phi i64 [ 0, %B34.else.if.preheader ], [ %total.3.1.2, %B34.else.if ]
  %.31.06.unr = phi i64 [ 0, %B34.else.if.preheader ], [ %.102.3, %B34.else.if ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B34.else.if.epil.preheader

B34.else.if.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa
  br label %B34.else.if.epil

B34.else.if.epil:                                 ; preds = %B34.else.if.epil.preheader, %B34.else.if.epil
  %lsr.iv = phi i64 [ %xtraiter, %B34.else.if.epil.preheader ], [ %lsr.iv.next, %B34.else.if.epil ]
  %total.2.08.epil = phi i64 [ %total.3.1.epil, %B34.else.if.epil ], [ %total.2.08.unr, %B34.else.if.epil.preheader ]
  %.31.06.epil = phi i64 [ %.102.epil, %B34.else.if.epil ], [ %.31.06.unr, %B34.else.if.epil.preheader ]
  %.102.epil = add nuw nsw i64 %.31.06.epil, 1
  %.152.urem.epil = and i64 %.31.06.epil, 1
  %.173.not.epil = icmp eq i64 %.152.urem.epil, 0
  %.186.epil = select i1 %.173.not.epil, i64 %.31.06.epil, i64 0
  %total.3.1.epil = add nuw nsw i64 %.186.epil, %total.2.08.epil
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B34.else.if.epil, !llvm.loop !0

common.ret:                                       ; preds = %B34.else.if.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %total.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %total.3.1.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %total.3.1.epil, %B34.else.if.epil ]
  store i64 %total.2.0.lcssa, i64* %retptr, align 8
  ret i32 0

B34.else.if:                                      ; preds = %B34.else.if, %B34.else.if.preheader.new
  %total.2.08 = phi i64 [ 0, %B34.else.if.preheader.new ], [ %total.3.1.2, %B34.else.if ]
  %.31.06 = phi i64 [ 0, %B34.else.if.preheader.new ], [ %.102.3, %B34.else.if ]
  %total.3.1 = add nuw nsw i64 %.31.06, %total.2.08
  %2 = add i64 %.31.06, 2
  %total.3.1.2 = add nuw nsw i64 %2, %total.3.1
  %.102.3 = add nuw i64 %.31.06, 4
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.102.3
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa, label %B34.else.if
}

define i8* @_ZN7cpython5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.for_continue, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([108 x i8], [108 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
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
  %.40 = call i32 @_ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.21.0) #1
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
define i64 @cfunc._ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %.7 = call i32 @_ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.1) #1
  %.17 = load i64, i64* %.3, align 8
  ret i64 %.17
}

attributes #0 = { nofree norecurse nosync nounwind writeonly }
attributes #1 = { noinline }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
