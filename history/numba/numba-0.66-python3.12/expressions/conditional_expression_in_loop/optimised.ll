; ModuleID = 'conditional_expression_in_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.conditional_expression_in_loop = internal constant [31 x i8] c"conditional_expression_in_loop\00"
@_ZN08NumbaEnv5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define noundef i32 @_ZN5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.8959.not = icmp slt i64 %arg.n, 1
  br i1 %.8959.not, label %B70, label %B34.else.if.preheader

B34.else.if.preheader:                            ; preds = %B0.endif
  %min.iters.check = icmp ult i64 %arg.n, 4
  br i1 %min.iters.check, label %B34.else.if.preheader2, label %vector.ph

vector.ph:                                        ; preds = %B34.else.if.preheader
  %n.vec = and i64 %arg.n, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body ], [ %n.vec, %vector.ph ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %vec.phi1 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <2 x i64> %vec.ind, splat (i64 2)
  %0 = and <2 x i64> %vec.ind, splat (i64 1)
  %1 = and <2 x i64> %vec.ind, splat (i64 1)
  %2 = icmp eq <2 x i64> %0, zeroinitializer
  %3 = icmp eq <2 x i64> %1, zeroinitializer
  %4 = sub nsw <2 x i64> zeroinitializer, %vec.ind
  %5 = sub <2 x i64> splat (i64 -2), %vec.ind
  %6 = select <2 x i1> %2, <2 x i64> %vec.ind, <2 x i64> %4
  %7 = select <2 x i1> %3, <2 x i64> %step.add, <2 x i64> %5
  %8 = add <2 x i64> %6, %vec.phi
  %9 = add <2 x i64> %7, %vec.phi1
  %vec.ind.next = add <2 x i64> %vec.ind, splat (i64 4)
  %lsr.iv.next = add nsw i64 %lsr.iv, -4
  %10 = icmp eq i64 %lsr.iv.next, 0
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %9, %8
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>
  %bin.rdx5 = add <2 x i64> %bin.rdx, %rdx.shuf
  %11 = extractelement <2 x i64> %bin.rdx5, i32 0
  %cmp.n = icmp eq i64 %arg.n, %n.vec
  br i1 %cmp.n, label %B70, label %B34.else.if.preheader2

B34.else.if.preheader2:                           ; preds = %B34.else.if.preheader, %middle.block
  %total.2.062.ph = phi i64 [ 0, %B34.else.if.preheader ], [ %11, %middle.block ]
  %.955860.ph = phi i64 [ 0, %B34.else.if.preheader ], [ %n.vec, %middle.block ]
  br label %B34.else.if

B70:                                              ; preds = %B34.else.if, %middle.block, %B0.endif
  %total.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %11, %middle.block ], [ %.197, %B34.else.if ]
  store i64 %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0

B34.else.if:                                      ; preds = %B34.else.if.preheader2, %B34.else.if
  %total.2.062 = phi i64 [ %.197, %B34.else.if ], [ %total.2.062.ph, %B34.else.if.preheader2 ]
  %.955860 = phi i64 [ %.102, %B34.else.if ], [ %.955860.ph, %B34.else.if.preheader2 ]
  %.102 = add nuw nsw i64 %.955860, 1
  %12 = and i64 %.955860, 1
  %.173 = icmp eq i64 %12, 0
  %.189 = sub nsw i64 0, %.955860
  %spec.select = select i1 %.173, i64 %.955860, i64 %.189
  %.197 = add nsw i64 %spec.select, %total.2.062
  %exitcond.not = icmp eq i64 %.102, %arg.n
  br i1 %exitcond.not, label %B70, label %B34.else.if, !llvm.loop !3
}

define ptr @_ZN7cpython5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.conditional_expression_in_loop, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !4

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !5

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store i64 0, ptr %.36, align 8
  %.40 = call i32 @_ZN5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull poison, i64 %.21.0) #3
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
define i64 @cfunc._ZN5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %.7 = call i32 @_ZN5cases11expressions30conditional_expression_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull poison, i64 %.1) #3
  %.17 = load i64, ptr %.3, align 8
  ret i64 %.17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) }
attributes #1 = { nofree norecurse nosync nounwind memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { noinline }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !2, !1}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!"branch_weights", i32 99, i32 1}
