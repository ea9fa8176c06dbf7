; ModuleID = 'for_continue'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.for_continue = internal constant [13 x i8] c"for_continue\00"
@_ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [108 x i8] c"missing Environment: _ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly nofree norecurse nosync nounwind writeonly
define i32 @_ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.n, i64 0)
  %.896.not = icmp slt i64 %arg.n, 1
  br i1 %.896.not, label %common.ret, label %B34.else.if.preheader

B34.else.if.preheader:                            ; preds = %B0.endif
  %min.iters.check = icmp ult i64 %0, 4
  br i1 %min.iters.check, label %B34.else.if.preheader12, label %vector.ph

vector.ph:                                        ; preds = %B34.else.if.preheader
  %const = bitcast i64 9223372036854775804 to i64
  %n.vec = and i64 %0, %const
  %1 = add nsw i64 %n.vec, -4
  %2 = lshr exact i64 %1, 2
  %3 = add nuw nsw i64 %2, 1
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const_mat = add i64 %const, 2
  %unroll_iter = and i64 %3, %const_mat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %19, %vector.body ]
  %vec.phi10 = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %20, %vector.body ]
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %step.add = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %5 = and <2 x i64> %vec.ind, <i64 1, i64 1>
  %6 = and <2 x i64> %vec.ind, <i64 1, i64 1>
  %7 = icmp eq <2 x i64> %5, zeroinitializer
  %8 = icmp eq <2 x i64> %6, zeroinitializer
  %9 = select <2 x i1> %7, <2 x i64> %vec.ind, <2 x i64> zeroinitializer
  %10 = select <2 x i1> %8, <2 x i64> %step.add, <2 x i64> zeroinitializer
  %11 = add <2 x i64> %9, %vec.phi
  %12 = add <2 x i64> %10, %vec.phi10
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %step.add.1 = add <2 x i64> %vec.ind, <i64 6, i64 6>
  %13 = and <2 x i64> %vec.ind, <i64 1, i64 1>
  %14 = and <2 x i64> %vec.ind, <i64 1, i64 1>
  %15 = icmp eq <2 x i64> %13, zeroinitializer
  %16 = icmp eq <2 x i64> %14, zeroinitializer
  %17 = select <2 x i1> %15, <2 x i64> %vec.ind.next, <2 x i64> zeroinitializer
  %18 = select <2 x i1> %16, <2 x i64> %step.add.1, <2 x i64> zeroinitializer
  %19 = add <2 x i64> %17, %11
  %20 = add <2 x i64> %18, %12
  %vec.ind.next.1 = add <2 x i64> %vec.ind, <i64 8, i64 8>
  %lsr.iv.next = add i64 %lsr.iv, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !0

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa13.ph = phi <2 x i64> [ undef, %vector.ph ], [ %19, %vector.body ]
  %.lcssa.ph = phi <2 x i64> [ undef, %vector.ph ], [ %20, %vector.body ]
  %vec.phi.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %19, %vector.body ]
  %vec.phi10.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %20, %vector.body ]
  %vec.ind.unr = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next.1, %vector.body ]
  %21 = and i64 %3, 1
  %lcmp.mod.not = icmp eq i64 %21, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %step.add.epil = add <2 x i64> %vec.ind.unr, <i64 2, i64 2>
  %22 = and <2 x i64> %vec.ind.unr, <i64 1, i64 1>
  %23 = and <2 x i64> %vec.ind.unr, <i64 1, i64 1>
  %24 = icmp eq <2 x i64> %22, zeroinitializer
  %25 = icmp eq <2 x i64> %23, zeroinitializer
  %26 = select <2 x i1> %24, <2 x i64> %vec.ind.unr, <2 x i64> zeroinitializer
  %27 = select <2 x i1> %25, <2 x i64> %step.add.epil, <2 x i64> zeroinitializer
  %28 = add <2 x i64> %26, %vec.phi.unr
  %29 = add <2 x i64> %27, %vec.phi10.unr
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa13 = phi <2 x i64> [ %.lcssa13.ph, %middle.block.unr-lcssa ], [ %28, %vector.body.epil ]
  %.lcssa = phi <2 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %29, %vector.body.epil ]
  %bin.rdx = add <2 x i64> %.lcssa, %.lcssa13
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 undef>
  %bin.rdx18 = add <2 x i64> %bin.rdx, %rdx.shuf
  %30 = extractelement <2 x i64> %bin.rdx18, i32 0
  %cmp.n = icmp eq i64 %0, %n.vec
  br i1 %cmp.n, label %common.ret, label %B34.else.if.preheader12

B34.else.if.preheader12:                          ; preds = %B34.else.if.preheader, %middle.block
  %total.2.09.ph = phi i64 [ 0, %B34.else.if.preheader ], [ %30, %middle.block ]
  %.31.07.ph = phi i64 [ 0, %B34.else.if.preheader ], [ %n.vec, %middle.block ]
  br label %B34.else.if

common.ret:                                       ; preds = %B34.else.if, %middle.block, %B0.endif
  %total.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %30, %middle.block ], [ %total.3.1, %B34.else.if ]
  store i64 %total.2.0.lcssa, i64* %retptr, align 8
  ret i32 0

B34.else.if:                                      ; preds = %B34.else.if.preheader12, %B34.else.if
  %total.2.09 = phi i64 [ %total.3.1, %B34.else.if ], [ %total.2.09.ph, %B34.else.if.preheader12 ]
  %.31.07 = phi i64 [ %.102, %B34.else.if ], [ %.31.07.ph, %B34.else.if.preheader12 ]
  %.102 = add nuw nsw i64 %.31.07, 1
  %.152.urem = and i64 %.31.07, 1
  %.173.not = icmp eq i64 %.152.urem, 0
  %.186 = select i1 %.173.not, i64 %.31.07, i64 0
  %total.3.1 = add nuw nsw i64 %.186, %total.2.09
  %exitcond.not = icmp eq i64 %0, %.102
  br i1 %exitcond.not, label %common.ret, label %B34.else.if, !llvm.loop !2
}

define i8* @_ZN7cpython5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.for_continue, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([108 x i8], [108 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !4

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !5

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store i64 0, i64* %.36, align 8
  %.40 = call i32 @_ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 %.21.0) #4
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
define i64 @cfunc._ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %.7 = call i32 @_ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 %.1) #4
  %.17 = load i64, i64* %.3, align 8
  ret i64 %.17
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

attributes #0 = { argmemonly nofree norecurse nosync nounwind writeonly }
attributes #1 = { nofree norecurse nosync nounwind writeonly }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nocallback nofree nosync nounwind readnone willreturn }
attributes #4 = { noinline }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !3, !1}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!"branch_weights", i32 99, i32 1}
