; ModuleID = 'array_shape_then_dtype'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.array_shape_then_dtype = internal constant [23 x i8] c"array_shape_then_dtype\00"
@_ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [159 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null

define noundef range(i32 0, 2) i32 @_ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.68.not.i = icmp eq i64 %arg.a.2, 0
  br i1 %.68.not.i, label %common.ret, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %B0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.a.2, i64 1)
  %xtraiter.i = and i64 %smax.i, 7
  %0 = icmp slt i64 %arg.a.2, 8
  br i1 %0, label %B50.endif.epil.preheader.i, label %B50.endif.preheader.new.i, !prof !1

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %common.ret, label %B50.endif.epil.preheader.i, !prof !2

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %B50.endif.preheader.i
  %c.2.0118.epil.init.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i, %common.ret.loopexit.unr-lcssa.i ]
  %.182114117.epil.init.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i ]
  %1 = shl i64 %.182114117.epil.init.i, 3
  %scevgep.i = getelementptr i8, ptr %arg.a.4, i64 %1
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.0118.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.0118.epil.init.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %2 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %scevgep.i, i64 %2
  %.236.epil.i = load double, ptr %scevgep, align 8, !noalias !3
  %.239.epil.i = fadd double %c.2.0118.epil.i, %.236.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %common.ret, label %B50.endif.epil.i, !prof !6, !llvm.loop !7

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %c.2.0118.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i, %B50.endif.i ]
  %.182114117.i = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i, %B50.endif.i ]
  %sunkaddr = mul i64 %.182114117.i, 8
  %sunkaddr17 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr
  %.236.i = load double, ptr %sunkaddr17, align 8, !noalias !3
  %.239.i = fadd double %c.2.0118.i, %.236.i
  %sunkaddr18 = mul i64 %.182114117.i, 8
  %sunkaddr19 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr18
  %sunkaddr20 = getelementptr i8, ptr %sunkaddr19, i64 8
  %.236.1.i = load double, ptr %sunkaddr20, align 8, !noalias !3
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %sunkaddr21 = mul i64 %.182114117.i, 8
  %sunkaddr22 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, ptr %sunkaddr22, i64 16
  %.236.2.i = load double, ptr %sunkaddr23, align 8, !noalias !3
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %sunkaddr24 = mul i64 %.182114117.i, 8
  %sunkaddr25 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, ptr %sunkaddr25, i64 24
  %.236.3.i = load double, ptr %sunkaddr26, align 8, !noalias !3
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %sunkaddr27 = mul i64 %.182114117.i, 8
  %sunkaddr28 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr27
  %sunkaddr29 = getelementptr i8, ptr %sunkaddr28, i64 32
  %.236.4.i = load double, ptr %sunkaddr29, align 8, !noalias !3
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %sunkaddr30 = mul i64 %.182114117.i, 8
  %sunkaddr31 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr30
  %sunkaddr32 = getelementptr i8, ptr %sunkaddr31, i64 40
  %.236.5.i = load double, ptr %sunkaddr32, align 8, !noalias !3
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %sunkaddr33 = mul i64 %.182114117.i, 8
  %sunkaddr34 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr33
  %sunkaddr35 = getelementptr i8, ptr %sunkaddr34, i64 48
  %.236.6.i = load double, ptr %sunkaddr35, align 8, !noalias !3
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %.182.7.i = add nuw nsw i64 %.182114117.i, 8
  %sunkaddr36 = mul i64 %.182114117.i, 8
  %sunkaddr37 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, ptr %sunkaddr37, i64 56
  %.236.7.i = load double, ptr %sunkaddr38, align 8, !noalias !3
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %niter.ncmp.7.i = icmp eq i64 %unroll_iter.i, %.182.7.i
  br i1 %niter.ncmp.7.i, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i, !prof !10, !llvm.loop !11

common.ret:                                       ; preds = %B50.endif.epil.i, %B0, %common.ret.loopexit.unr-lcssa.i
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %B0 ], [ %.239.7.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %.54 = fmul double %c.2.0.lcssa.i, 2.000000e+00
  store double %.54, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.array_shape_then_dtype, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !13

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.if ], [ null, %entry ], [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !13

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.21, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(ptr %.20, ptr nonnull %.21)
  %sunkaddr = getelementptr inbounds i8, ptr %.21, i64 24
  %.29 = load i64, ptr %sunkaddr, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !13

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.21, i64 16
  %.36.fca.2.load = load i64, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.49 = call i32 @_ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull poison, ptr %.36.fca.0.load, ptr poison, i64 %.36.fca.2.load, i64 poison, ptr %.36.fca.4.load, i64 poison, i64 poison) #3
  %.59 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.49, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !14

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.67 = call ptr @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  unreachable
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

define double @cfunc._ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %.9 = call i32 @_ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 poison, ptr %extracted.data, i64 poison, i64 poison) #3
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !14

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  unreachable

common.ret:                                       ; preds = %entry
  ret double %.19
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !13

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !13

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !13

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 127}
!1 = !{!"branch_weights", i32 146201250, i32 2001282398}
!2 = !{!"branch_weights", i32 277993707, i32 1869489941}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!6 = !{!"branch_weights", i32 542333185, i32 1605150463}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.estimated_trip_count", i32 4}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{!"branch_weights", i32 166258294, i32 1981225354}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.estimated_trip_count", i32 12}
!13 = !{!"branch_weights", i32 1, i32 99}
!14 = !{!"branch_weights", i32 49, i32 1}
