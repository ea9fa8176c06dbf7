; ModuleID = 'nested_for_break_inner'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.nested_for_break_inner = internal constant [23 x i8] c"nested_for_break_inner\00"
@_ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = internal constant [119 x i8] c"missing Environment: _ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define noundef i32 @_ZN5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.rows, i64 %arg.cols) local_unnamed_addr #0 {
B0.endif:
  %.92115.not = icmp slt i64 %arg.rows, 1
  %.219100.not = icmp slt i64 %arg.cols, 1
  %or.cond = select i1 %.92115.not, i1 true, i1 %.219100.not
  br i1 %or.cond, label %B94, label %B34.endif.us.preheader

B34.endif.us.preheader:                           ; preds = %B0.endif
  %0 = icmp eq i64 %arg.rows, 1
  br i1 %0, label %B34.endif.us.epil.preheader, label %B34.endif.us.preheader.new

B34.endif.us.preheader.new:                       ; preds = %B34.endif.us.preheader
  %unroll_iter = and i64 %arg.rows, 9223372036854775806
  br label %B34.endif.us

B34.endif.us:                                     ; preds = %B95.us.1, %B34.endif.us.preheader.new
  %indvars.iv = phi i64 [ 1, %B34.endif.us.preheader.new ], [ %indvars.iv.next.1, %B95.us.1 ]
  %count.3.0118.us = phi i64 [ 0, %B34.endif.us.preheader.new ], [ %count.2.1.lcssa.us.1, %B95.us.1 ]
  %niter = phi i64 [ 0, %B34.endif.us.preheader.new ], [ %niter.next.1, %B95.us.1 ]
  %1 = add i64 %count.3.0118.us, %indvars.iv
  br label %B62.us

B62.us:                                           ; preds = %B34.endif.us, %B78.us
  %.22598101.us = phi i64 [ 0, %B34.endif.us ], [ %.232.us, %B78.us ]
  %exitcond = icmp eq i64 %indvars.iv, %.22598101.us
  br i1 %exitcond, label %B95.us, label %B78.us

B78.us:                                           ; preds = %B62.us
  %.232.us = add nuw nsw i64 %.22598101.us, 1
  %exitcond129.not = icmp eq i64 %arg.cols, %.232.us
  br i1 %exitcond129.not, label %B78.us.B95.us_crit_edge, label %B62.us

B78.us.B95.us_crit_edge:                          ; preds = %B78.us
  %2 = add i64 %count.3.0118.us, %.232.us
  br label %B95.us

B95.us:                                           ; preds = %B62.us, %B78.us.B95.us_crit_edge
  %count.2.1.lcssa.us = phi i64 [ %2, %B78.us.B95.us_crit_edge ], [ %1, %B62.us ]
  %indvars.iv.next = add nuw i64 %indvars.iv, 1
  %3 = add i64 %count.2.1.lcssa.us, %indvars.iv.next
  %4 = add i64 %niter, 2
  br label %B62.us.1

B62.us.1:                                         ; preds = %B78.us.1, %B95.us
  %.22598101.us.1 = phi i64 [ 0, %B95.us ], [ %.232.us.1, %B78.us.1 ]
  %exitcond.1 = icmp eq i64 %4, %.22598101.us.1
  br i1 %exitcond.1, label %B95.us.1, label %B78.us.1

B78.us.1:                                         ; preds = %B62.us.1
  %.232.us.1 = add nuw nsw i64 %.22598101.us.1, 1
  %exitcond129.not.1 = icmp eq i64 %arg.cols, %.232.us.1
  br i1 %exitcond129.not.1, label %B78.us.1.B95.us.1_crit_edge, label %B62.us.1

B78.us.1.B95.us.1_crit_edge:                      ; preds = %B78.us.1
  %5 = add i64 %count.2.1.lcssa.us, %.232.us.1
  br label %B95.us.1

B95.us.1:                                         ; preds = %B62.us.1, %B78.us.1.B95.us.1_crit_edge
  %count.2.1.lcssa.us.1 = phi i64 [ %5, %B78.us.1.B95.us.1_crit_edge ], [ %3, %B62.us.1 ]
  %indvars.iv.next.1 = add nuw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %B94.loopexit.unr-lcssa, label %B34.endif.us

B94.loopexit.unr-lcssa:                           ; preds = %B95.us.1
  %6 = and i64 %arg.rows, 1
  %lcmp.mod.not = icmp eq i64 %6, 0
  br i1 %lcmp.mod.not, label %B94, label %B34.endif.us.epil.preheader

B34.endif.us.epil.preheader:                      ; preds = %B94.loopexit.unr-lcssa, %B34.endif.us.preheader
  %indvars.iv.epil.init = phi i64 [ 1, %B34.endif.us.preheader ], [ %indvars.iv.next.1, %B94.loopexit.unr-lcssa ]
  %count.3.0118.us.epil.init = phi i64 [ 0, %B34.endif.us.preheader ], [ %count.2.1.lcssa.us.1, %B94.loopexit.unr-lcssa ]
  %7 = add i64 %count.3.0118.us.epil.init, %indvars.iv.epil.init
  br label %B62.us.epil

B62.us.epil:                                      ; preds = %B78.us.epil, %B34.endif.us.epil.preheader
  %.22598101.us.epil = phi i64 [ 0, %B34.endif.us.epil.preheader ], [ %.232.us.epil, %B78.us.epil ]
  %exitcond.epil = icmp eq i64 %indvars.iv.epil.init, %.22598101.us.epil
  br i1 %exitcond.epil, label %B94, label %B78.us.epil

B78.us.epil:                                      ; preds = %B62.us.epil
  %.232.us.epil = add nuw i64 %.22598101.us.epil, 1
  %exitcond129.not.epil = icmp eq i64 %arg.cols, %.232.us.epil
  br i1 %exitcond129.not.epil, label %B78.us.epil.B94.loopexit_crit_edge, label %B62.us.epil

B78.us.epil.B94.loopexit_crit_edge:               ; preds = %B78.us.epil
  %8 = add i64 %count.3.0118.us.epil.init, %.232.us.epil
  br label %B94

B94:                                              ; preds = %B78.us.epil.B94.loopexit_crit_edge, %B62.us.epil, %B94.loopexit.unr-lcssa, %B0.endif
  %count.3.0.lcssa = phi i64 [ 0, %B0.endif ], [ %count.2.1.lcssa.us.1, %B94.loopexit.unr-lcssa ], [ %8, %B78.us.epil.B94.loopexit_crit_edge ], [ %7, %B62.us.epil ]
  store i64 %count.3.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.nested_for_break_inner, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca i64, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif ], [ %.74, %entry.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx")
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
  store i64 0, ptr %.53, align 8
  %.57 = call i32 @_ZN5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr nonnull %.53, ptr nonnull poison, i64 %.22.0, i64 %.38.0) #3
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

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define i64 @cfunc._ZN5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr #1 {
entry:
  %.4 = alloca i64, align 8
  store i64 0, ptr %.4, align 8
  %.8 = call i32 @_ZN5cases5loops22nested_for_break_innerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr nonnull %.4, ptr nonnull poison, i64 %.1, i64 %.2) #3
  %.18 = load i64, ptr %.4, align 8
  ret i64 %.18
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) }
attributes #1 = { nofree norecurse nosync nounwind memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
