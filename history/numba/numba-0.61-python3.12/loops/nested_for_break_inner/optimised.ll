; ModuleID = 'nested_for_break_inner'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.nested_for_break_inner = internal constant [23 x i8] c"nested_for_break_inner\00"
@_ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = internal constant [119 x i8] c"missing Environment: _ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly nofree norecurse nosync nounwind writeonly
define i32 @_ZN5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.rows, i64 %arg.cols) local_unnamed_addr #0 {
B0.endif:
  %.9216.not = icmp slt i64 %arg.rows, 1
  br i1 %.9216.not, label %common.ret, label %B34.endif.lr.ph

B34.endif.lr.ph:                                  ; preds = %B0.endif
  %arg.cols.fr = freeze i64 %arg.cols
  %.21910 = icmp slt i64 %arg.cols.fr, 1
  br i1 %.21910, label %common.ret, label %B34.endif.preheader

B34.endif.preheader:                              ; preds = %B34.endif.lr.ph
  %0 = add nsw i64 %arg.cols.fr, -1
  %1 = add i64 %arg.rows, -1
  %xtraiter = and i64 %arg.rows, 3
  %2 = icmp ult i64 %1, 3
  br i1 %2, label %common.ret.loopexit.unr-lcssa, label %B34.endif.preheader.new

B34.endif.preheader.new:                          ; preds = %B34.endif.preheader
  %unroll_iter = and i64 %arg.rows, -4
  br label %B30.loopexit

B30.loopexit:                                     ; preds = %B30.loopexit, %B34.endif.preheader.new
  %count.3.019 = phi i64 [ 0, %B34.endif.preheader.new ], [ %13, %B30.loopexit ]
  %.34.017 = phi i64 [ 0, %B34.endif.preheader.new ], [ %.105.3, %B30.loopexit ]
  %3 = add i64 %.34.017, 1
  %umin = call i64 @llvm.umin.i64(i64 %.34.017, i64 %0)
  %4 = add i64 %count.3.019, 1
  %5 = add i64 %4, %umin
  %6 = add i64 %.34.017, 2
  %umin.1 = call i64 @llvm.umin.i64(i64 %3, i64 %0)
  %7 = add i64 %5, 1
  %8 = add i64 %7, %umin.1
  %9 = add i64 %.34.017, 3
  %umin.2 = call i64 @llvm.umin.i64(i64 %6, i64 %0)
  %10 = add i64 %8, 1
  %11 = add i64 %10, %umin.2
  %.105.3 = add nuw i64 %.34.017, 4
  %umin.3 = call i64 @llvm.umin.i64(i64 %9, i64 %0)
  %12 = add i64 %11, 1
  %13 = add i64 %12, %umin.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.105.3
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa, label %B30.loopexit

common.ret.loopexit.unr-lcssa:                    ; preds = %B30.loopexit, %B34.endif.preheader
  %.lcssa.ph = phi i64 [ undef, %B34.endif.preheader ], [ %13, %B30.loopexit ]
  %count.3.019.unr = phi i64 [ 0, %B34.endif.preheader ], [ %13, %B30.loopexit ]
  %.34.017.unr = phi i64 [ 0, %B34.endif.preheader ], [ %.105.3, %B30.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B30.loopexit.epil.preheader

B30.loopexit.epil.preheader:                      ; preds = %common.ret.loopexit.unr-lcssa
  br label %B30.loopexit.epil

B30.loopexit.epil:                                ; preds = %B30.loopexit.epil.preheader, %B30.loopexit.epil
  %lsr.iv = phi i64 [ %xtraiter, %B30.loopexit.epil.preheader ], [ %lsr.iv.next, %B30.loopexit.epil ]
  %count.3.019.epil = phi i64 [ %15, %B30.loopexit.epil ], [ %count.3.019.unr, %B30.loopexit.epil.preheader ]
  %.34.017.epil = phi i64 [ %.105.epil, %B30.loopexit.epil ], [ %.34.017.unr, %B30.loopexit.epil.preheader ]
  %.105.epil = add nuw nsw i64 %.34.017.epil, 1
  %umin.epil = call i64 @llvm.umin.i64(i64 %.34.017.epil, i64 %0)
  %14 = add i64 %count.3.019.epil, 1
  %15 = add i64 %14, %umin.epil
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B30.loopexit.epil, !llvm.loop !0

common.ret:                                       ; preds = %B30.loopexit.epil, %common.ret.loopexit.unr-lcssa, %B34.endif.lr.ph, %B0.endif
  %count.3.0.lcssa = phi i64 [ 0, %B0.endif ], [ 0, %B34.endif.lr.ph ], [ %.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %15, %B30.loopexit.epil ]
  store i64 %count.3.0.lcssa, i64* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.const.nested_for_break_inner, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca i64, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.74, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([119 x i8], [119 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.24 = call i8* @PyNumber_Long(i8* %.21)
  %.25.not = icmp eq i8* %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !2

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.27 = call i64 @PyLong_AsLongLong(i8* nonnull %.24)
  call void @Py_DecRef(i8* nonnull %.24)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.22.0 = phi i64 [ %.27, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.32 = call i8* @PyErr_Occurred()
  %.33.not = icmp eq i8* %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !3

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.37 = load i8*, i8** %.6, align 8
  %.40 = call i8* @PyNumber_Long(i8* %.37)
  %.41.not = icmp eq i8* %.40, null
  br i1 %.41.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !2

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.43 = call i64 @PyLong_AsLongLong(i8* nonnull %.40)
  call void @Py_DecRef(i8* nonnull %.40)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.38.0 = phi i64 [ %.43, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !3

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store i64 0, i64* %.53, align 8
  %.57 = call i32 @_ZN5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 %.22.0, i64 %.38.0) #3
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
define i64 @cfunc._ZN5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr #1 {
entry:
  %.4 = alloca i64, align 8
  store i64 0, i64* %.4, align 8
  %.8 = call i32 @_ZN5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 %.1, i64 %.2) #3
  %.18 = load i64, i64* %.4, align 8
  ret i64 %.18
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #2

attributes #0 = { argmemonly nofree norecurse nosync nounwind writeonly }
attributes #1 = { nofree norecurse nosync nounwind writeonly }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { noinline }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
