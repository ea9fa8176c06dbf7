; ModuleID = 'consumes_generator'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.consumes_generator = internal constant [19 x i8] c"consumes_generator\00"
@_ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [125 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5cases15numba_functions9_count_upB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define noundef range(i32 -1, -2) i32 @_ZN5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B30.i.peel:
  %..7.i = tail call i64 @llvm.smax.i64(i64 %arg.n, i64 0)
  %or.cond = icmp slt i64 %arg.n, 2
  br i1 %or.cond, label %common.ret, label %B34.lr.ph

B34.lr.ph:                                        ; preds = %B30.i.peel
  %0 = add nsw i64 %..7.i, -1
  %min.iters.check = icmp slt i64 %arg.n, 5
  br i1 %min.iters.check, label %B34.preheader, label %vector.ph

vector.ph:                                        ; preds = %B34.lr.ph
  %n.vec = and i64 %0, -4
  %1 = sub i64 %..7.i, %n.vec
  %2 = or disjoint i64 %n.vec, 1
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv26 = phi i64 [ %lsr.iv.next27, %vector.body ], [ %n.vec, %vector.ph ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %5, %vector.body ]
  %vec.phi20 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
  %vec.ind = phi <2 x i64> [ <i64 1, i64 2>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %3 = shl nsw <2 x i64> %vec.ind, splat (i64 1)
  %step.add = shl <2 x i64> %vec.ind, splat (i64 1)
  %4 = add <2 x i64> %step.add, splat (i64 4)
  %5 = add <2 x i64> %3, %vec.phi
  %6 = add <2 x i64> %4, %vec.phi20
  %vec.ind.next = add <2 x i64> %vec.ind, splat (i64 4)
  %lsr.iv.next27 = add i64 %lsr.iv26, -4
  %7 = icmp eq i64 %lsr.iv.next27, 0
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %6, %5
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>
  %bin.rdx28 = add <2 x i64> %bin.rdx, %rdx.shuf
  %8 = extractelement <2 x i64> %bin.rdx28, i32 0
  %cmp.n = icmp eq i64 %0, %n.vec
  br i1 %cmp.n, label %common.ret, label %B34.preheader

B34.preheader:                                    ; preds = %B34.lr.ph, %middle.block
  %total.2.019.ph = phi i64 [ 0, %B34.lr.ph ], [ %8, %middle.block ]
  %.24.sroa.16.0..24.sroa.16.0..24.sroa.16.48..110.pre.i.in18.ph = phi i64 [ %..7.i, %B34.lr.ph ], [ %1, %middle.block ]
  %.117.i17.ph = phi i64 [ 1, %B34.lr.ph ], [ %2, %middle.block ]
  %9 = add i64 %.24.sroa.16.0..24.sroa.16.0..24.sroa.16.48..110.pre.i.in18.ph, 1
  %10 = shl i64 %.117.i17.ph, 1
  br label %B34

B34:                                              ; preds = %B34.preheader, %B34
  %lsr.iv24 = phi i64 [ %10, %B34.preheader ], [ %lsr.iv.next25, %B34 ]
  %lsr.iv = phi i64 [ %9, %B34.preheader ], [ %lsr.iv.next, %B34 ]
  %total.2.019 = phi i64 [ %.103, %B34 ], [ %total.2.019.ph, %B34.preheader ]
  %.103 = add nsw i64 %lsr.iv24, %total.2.019
  %lsr.iv.next = add i64 %lsr.iv, -1
  %lsr.iv.next25 = add i64 %lsr.iv24, 2
  %.111.i = icmp sgt i64 %lsr.iv.next, 2
  br i1 %.111.i, label %B34, label %common.ret, !llvm.loop !4

common.ret:                                       ; preds = %B34, %middle.block, %B30.i.peel
  %total.2.0.lcssa = phi i64 [ 0, %B30.i.peel ], [ %8, %middle.block ], [ %.103, %B34 ]
  store i64 %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.consumes_generator, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.57, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !5

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !6

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store i64 0, ptr %.36, align 8
  %.40 = call i32 @_ZN5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull poison, i64 %.21.0) #3
  %cond = icmp eq i32 %.40, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !7

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.48 = icmp sgt i32 %.40, 0
  br i1 %.48, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.50 = load i64, ptr %.36, align 8
  %.57 = call ptr @PyLong_FromLongLong(i64 %.50)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  unreachable

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define i64 @cfunc._ZN5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %.7 = call i32 @_ZN5cases15numba_functions18consumes_generatorB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull poison, i64 %.1) #3
  %.17 = load i64, ptr %.3, align 8
  %.19 = alloca i32, align 4
  store i32 0, ptr %.19, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !7

entry.if:                                         ; preds = %entry
  %.15 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(ptr nonnull %.19)
  br i1 %.15, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.22
  ret i64 %.17

.22:                                              ; preds = %entry.if.endif, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.70 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.70)
  call void @Py_DecRef(ptr %.70)
  call void @numba_gil_release(ptr nonnull %.19)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  unreachable

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.7, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.22
  ]

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.22

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.22
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { noinline }

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.peeled.count", i32 1}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = distinct !{!4, !1, !3, !2}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{!"branch_weights", i32 99, i32 1}
!7 = !{!"branch_weights", i32 49, i32 1}
