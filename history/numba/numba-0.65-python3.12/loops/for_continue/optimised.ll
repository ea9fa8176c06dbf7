; ModuleID = 'for_continue'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.for_continue = internal constant [13 x i8] c"for_continue\00"
@_ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [108 x i8] c"missing Environment: _ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define noundef i32 @_ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.8955.not = icmp slt i64 %arg.n, 1
  br i1 %.8955.not, label %B66, label %B34.else.if.preheader

B34.else.if.preheader:                            ; preds = %B0.endif
  %min.iters.check = icmp ult i64 %arg.n, 4
  br i1 %min.iters.check, label %B34.else.if.preheader2, label %vector.ph

vector.ph:                                        ; preds = %B34.else.if.preheader
  %n.vec = and i64 %arg.n, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body ], [ %n.vec, %vector.ph ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.phi1 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <2 x i64> %vec.ind, splat (i64 2)
  %0 = and <2 x i64> %vec.ind, splat (i64 1)
  %1 = and <2 x i64> %vec.ind, splat (i64 1)
  %2 = icmp eq <2 x i64> %0, zeroinitializer
  %3 = icmp eq <2 x i64> %1, zeroinitializer
  %4 = select <2 x i1> %2, <2 x i64> %vec.ind, <2 x i64> zeroinitializer
  %5 = select <2 x i1> %3, <2 x i64> %step.add, <2 x i64> zeroinitializer
  %6 = add <2 x i64> %4, %vec.phi
  %7 = add <2 x i64> %5, %vec.phi1
  %vec.ind.next = add <2 x i64> %vec.ind, splat (i64 4)
  %lsr.iv.next = add nsw i64 %lsr.iv, -4
  %8 = icmp eq i64 %lsr.iv.next, 0
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %7, %6
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>
  %bin.rdx5 = add <2 x i64> %bin.rdx, %rdx.shuf
  %9 = extractelement <2 x i64> %bin.rdx5, i32 0
  %cmp.n = icmp eq i64 %arg.n, %n.vec
  br i1 %cmp.n, label %B66, label %B34.else.if.preheader2

B34.else.if.preheader2:                           ; preds = %B34.else.if.preheader, %middle.block
  %total.2.058.ph = phi i64 [ 0, %B34.else.if.preheader ], [ %9, %middle.block ]
  %.955456.ph = phi i64 [ 0, %B34.else.if.preheader ], [ %n.vec, %middle.block ]
  br label %B34.else.if

B66:                                              ; preds = %B34.else.if, %middle.block, %B0.endif
  %total.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %9, %middle.block ], [ %total.3.1, %B34.else.if ]
  store i64 %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0

B34.else.if:                                      ; preds = %B34.else.if.preheader2, %B34.else.if
  %total.2.058 = phi i64 [ %total.3.1, %B34.else.if ], [ %total.2.058.ph, %B34.else.if.preheader2 ]
  %.955456 = phi i64 [ %.102, %B34.else.if ], [ %.955456.ph, %B34.else.if.preheader2 ]
  %.102 = add nuw nsw i64 %.955456, 1
  %.143.1 = and i64 %.955456, 1
  %.173.not = icmp eq i64 %.143.1, 0
  %.186 = select i1 %.173.not, i64 %.955456, i64 0
  %total.3.1 = add nuw nsw i64 %.186, %total.2.058
  %exitcond.not = icmp eq i64 %arg.n, %.102
  br i1 %exitcond.not, label %B66, label %B34.else.if, !llvm.loop !3
}

define ptr @_ZN7cpython5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.for_continue, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
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
  %.40 = call i32 @_ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull poison, i64 %.21.0) #3
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
define i64 @cfunc._ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %.7 = call i32 @_ZN5cases5loops12for_continueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull poison, i64 %.1) #3
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
