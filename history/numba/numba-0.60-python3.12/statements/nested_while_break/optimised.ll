; ModuleID = 'nested_while_break'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.nested_while_break = internal constant [19 x i8] c"nested_while_break\00"
@_ZN08NumbaEnv5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [120 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind writeonly
define i32 @_ZN5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
entry:
  %0 = icmp slt i64 %arg.n, 2
  br i1 %0, label %B84, label %B38.preheader

B38.preheader:                                    ; preds = %entry
  %1 = add i64 %arg.n, -1
  %min.iters.check = icmp ult i64 %1, 4
  br i1 %min.iters.check, label %B38.preheader7, label %vector.ph

vector.ph:                                        ; preds = %B38.preheader
  %n.vec = and i64 %1, -4
  %ind.end = or i64 %n.vec, 1
  %2 = add i64 %n.vec, -4
  %3 = lshr exact i64 %2, 2
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %4, 3
  %5 = icmp ult i64 %2, 12
  br i1 %5, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %4, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv16 = phi i64 [ %lsr.iv.next17, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %vec.ind = phi <2 x i64> [ <i64 1, i64 2>, %vector.ph.new ], [ %vec.ind.next.3, %vector.body ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %12, %vector.body ]
  %vec.phi6 = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %13, %vector.body ]
  %step.add = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %6 = add <2 x i64> %vec.phi, %vec.ind
  %7 = add <2 x i64> %vec.phi6, %step.add
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %step.add.1 = add <2 x i64> %vec.ind, <i64 6, i64 6>
  %8 = add <2 x i64> %6, %vec.ind.next
  %9 = add <2 x i64> %7, %step.add.1
  %vec.ind.next.1 = add <2 x i64> %vec.ind, <i64 8, i64 8>
  %step.add.2 = add <2 x i64> %vec.ind, <i64 10, i64 10>
  %10 = add <2 x i64> %8, %vec.ind.next.1
  %11 = add <2 x i64> %9, %step.add.2
  %vec.ind.next.2 = add <2 x i64> %vec.ind, <i64 12, i64 12>
  %step.add.3 = add <2 x i64> %vec.ind, <i64 14, i64 14>
  %12 = add <2 x i64> %10, %vec.ind.next.2
  %13 = add <2 x i64> %11, %step.add.3
  %vec.ind.next.3 = add <2 x i64> %vec.ind, <i64 16, i64 16>
  %lsr.iv.next17 = add i64 %lsr.iv16, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next17, 0
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !0

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa9.ph = phi <2 x i64> [ undef, %vector.ph ], [ %12, %vector.body ]
  %.lcssa8.ph = phi <2 x i64> [ undef, %vector.ph ], [ %13, %vector.body ]
  %vec.ind.unr = phi <2 x i64> [ <i64 1, i64 2>, %vector.ph ], [ %vec.ind.next.3, %vector.body ]
  %vec.phi.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi6.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv = phi i64 [ %xtraiter, %vector.body.epil.preheader ], [ %lsr.iv.next, %vector.body.epil ]
  %vec.ind.epil = phi <2 x i64> [ %vec.ind.next.epil, %vector.body.epil ], [ %vec.ind.unr, %vector.body.epil.preheader ]
  %vec.phi.epil = phi <2 x i64> [ %14, %vector.body.epil ], [ %vec.phi.unr, %vector.body.epil.preheader ]
  %vec.phi6.epil = phi <2 x i64> [ %15, %vector.body.epil ], [ %vec.phi6.unr, %vector.body.epil.preheader ]
  %step.add.epil = add <2 x i64> %vec.ind.epil, <i64 2, i64 2>
  %14 = add <2 x i64> %vec.phi.epil, %vec.ind.epil
  %15 = add <2 x i64> %vec.phi6.epil, %step.add.epil
  %vec.ind.next.epil = add <2 x i64> %vec.ind.epil, <i64 4, i64 4>
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !3

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa9 = phi <2 x i64> [ %.lcssa9.ph, %middle.block.unr-lcssa ], [ %14, %vector.body.epil ]
  %.lcssa8 = phi <2 x i64> [ %.lcssa8.ph, %middle.block.unr-lcssa ], [ %15, %vector.body.epil ]
  %bin.rdx = add <2 x i64> %.lcssa8, %.lcssa9
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 undef>
  %bin.rdx18 = add <2 x i64> %bin.rdx, %rdx.shuf
  %16 = extractelement <2 x i64> %bin.rdx18, i32 0
  %cmp.n = icmp eq i64 %1, %n.vec
  br i1 %cmp.n, label %B84, label %B38.preheader7

B38.preheader7:                                   ; preds = %B38.preheader, %middle.block
  %i.2.0.ph = phi i64 [ 1, %B38.preheader ], [ %ind.end, %middle.block ]
  %count.3.0.ph = phi i64 [ 0, %B38.preheader ], [ %16, %middle.block ]
  br label %B38

B38:                                              ; preds = %B38.preheader7, %B38
  %i.2.0 = phi i64 [ %.51, %B38 ], [ %i.2.0.ph, %B38.preheader7 ]
  %count.3.0 = phi i64 [ %17, %B38 ], [ %count.3.0.ph, %B38.preheader7 ]
  %17 = add i64 %count.3.0, %i.2.0
  %.51 = add nuw nsw i64 %i.2.0, 1
  %exitcond.not = icmp eq i64 %arg.n, %.51
  br i1 %exitcond.not, label %B84, label %B38, !llvm.loop !5

B84:                                              ; preds = %B38, %middle.block, %entry
  %count.4.1 = phi i64 [ 0, %entry ], [ %16, %middle.block ], [ %17, %B38 ]
  store i64 %count.4.1, i64* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.const.nested_while_break, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !7

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !7

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([120 x i8], [120 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !7

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !8

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store i64 0, i64* %.36, align 8
  %.40 = call i32 @_ZN5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.21.0) #2
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
define i64 @cfunc._ZN5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %.7 = call i32 @_ZN5cases10statements18nested_while_breakB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.1) #2
  %.17 = load i64, i64* %.3, align 8
  ret i64 %.17
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #1

attributes #0 = { nofree norecurse nosync nounwind writeonly }
attributes #1 = { nofree nosync nounwind readnone willreturn }
attributes #2 = { noinline }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.peeled.count", i32 1}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1, !6, !2}
!6 = !{!"llvm.loop.unroll.runtime.disable"}
!7 = !{!"branch_weights", i32 1, i32 99}
!8 = !{!"branch_weights", i32 99, i32 1}
