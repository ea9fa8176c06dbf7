; ModuleID = 'array_rank'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.array_rank = internal constant [11 x i8] c"array_rank\00"
@_ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [147 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, ptr nocapture readnone %arg.a.0, ptr nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
B0:
  %.7959 = icmp sgt i64 %arg.a.2, 0
  br i1 %.7959, label %B36.preheader, label %B50, !prof !0

B36.preheader:                                    ; preds = %B0
  %xtraiter = and i64 %arg.a.2, 7
  %0 = icmp ult i64 %arg.a.2, 8
  br i1 %0, label %B50.loopexit.unr-lcssa, label %B36.preheader.new, !prof !1

B36.preheader.new:                                ; preds = %B36.preheader
  %unroll_iter = and i64 %arg.a.2, 9223372036854775800
  br label %B36

B36:                                              ; preds = %B36, %B36.preheader.new
  %total.2.061 = phi double [ 0.000000e+00, %B36.preheader.new ], [ %.115.7, %B36 ]
  %.785860 = phi i64 [ 0, %B36.preheader.new ], [ %.89.7, %B36 ]
  %sunkaddr = mul i64 %.785860, 8
  %sunkaddr19 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr
  %.86 = load double, ptr %sunkaddr19, align 8
  %.115 = fadd double %total.2.061, %.86
  %sunkaddr20 = mul i64 %.785860, 8
  %sunkaddr21 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr20
  %sunkaddr22 = getelementptr i8, ptr %sunkaddr21, i64 8
  %.86.1 = load double, ptr %sunkaddr22, align 8
  %.115.1 = fadd double %.115, %.86.1
  %sunkaddr23 = mul i64 %.785860, 8
  %sunkaddr24 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr23
  %sunkaddr25 = getelementptr i8, ptr %sunkaddr24, i64 16
  %.86.2 = load double, ptr %sunkaddr25, align 8
  %.115.2 = fadd double %.115.1, %.86.2
  %sunkaddr26 = mul i64 %.785860, 8
  %sunkaddr27 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr26
  %sunkaddr28 = getelementptr i8, ptr %sunkaddr27, i64 24
  %.86.3 = load double, ptr %sunkaddr28, align 8
  %.115.3 = fadd double %.115.2, %.86.3
  %sunkaddr29 = mul i64 %.785860, 8
  %sunkaddr30 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, ptr %sunkaddr30, i64 32
  %.86.4 = load double, ptr %sunkaddr31, align 8
  %.115.4 = fadd double %.115.3, %.86.4
  %sunkaddr32 = mul i64 %.785860, 8
  %sunkaddr33 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, ptr %sunkaddr33, i64 40
  %.86.5 = load double, ptr %sunkaddr34, align 8
  %.115.5 = fadd double %.115.4, %.86.5
  %sunkaddr35 = mul i64 %.785860, 8
  %sunkaddr36 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, ptr %sunkaddr36, i64 48
  %.86.6 = load double, ptr %sunkaddr37, align 8
  %.115.6 = fadd double %.115.5, %.86.6
  %sunkaddr38 = mul i64 %.785860, 8
  %sunkaddr39 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr38
  %sunkaddr40 = getelementptr i8, ptr %sunkaddr39, i64 56
  %.86.7 = load double, ptr %sunkaddr40, align 8
  %.89.7 = add nuw nsw i64 %.785860, 8
  %.115.7 = fadd double %.115.6, %.86.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.89.7
  br i1 %niter.ncmp.7, label %B50.loopexit.unr-lcssa, label %B36, !prof !2

B50.loopexit.unr-lcssa:                           ; preds = %B36, %B36.preheader
  %.115.lcssa.ph = phi double [ poison, %B36.preheader ], [ %.115.7, %B36 ]
  %total.2.061.unr = phi double [ 0.000000e+00, %B36.preheader ], [ %.115.7, %B36 ]
  %.785860.unr = phi i64 [ 0, %B36.preheader ], [ %.89.7, %B36 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B50, label %B36.epil.preheader, !prof !3

B36.epil.preheader:                               ; preds = %B50.loopexit.unr-lcssa
  %1 = shl i64 %.785860.unr, 3
  %scevgep = getelementptr i8, ptr %arg.a.4, i64 %1
  br label %B36.epil

B36.epil:                                         ; preds = %B36.epil.preheader, %B36.epil
  %total.2.061.epil = phi double [ %.115.epil, %B36.epil ], [ %total.2.061.unr, %B36.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B36.epil ], [ 0, %B36.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep2 = getelementptr i8, ptr %scevgep, i64 %2
  %.86.epil = load double, ptr %scevgep2, align 8
  %.115.epil = fadd double %total.2.061.epil, %.86.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B50, label %B36.epil, !prof !4, !llvm.loop !5

B50:                                              ; preds = %B36.epil, %B50.loopexit.unr-lcssa, %B0
  %total.2.0.lcssa = phi double [ 0.000000e+00, %B0 ], [ %.115.lcssa.ph, %B50.loopexit.unr-lcssa ], [ %.115.epil, %B36.epil ]
  store double %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.array_rank, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !7

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !7

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !7

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
  %.49 = call i32 @_ZN5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull poison, ptr poison, ptr poison, i64 %.36.fca.2.load, i64 poison, ptr %.36.fca.4.load, i64 poison, i64 poison) #3
  %.59 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %.67 = call ptr @PyFloat_FromDouble(double %.59)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr nocapture, ptr nocapture) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define double @cfunc._ZN5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %.9 = call i32 @_ZN5cases15numba_retracing10array_rankB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr poison, ptr poison, i64 %extracted.nitems, i64 poison, ptr %extracted.data, i64 poison, i64 poison) #3
  %.19 = load double, ptr %.3, align 8
  ret double %.19
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !7

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !7

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 127, i32 1}
!1 = !{!"branch_weights", i32 1, i32 127}
!2 = !{!"branch_weights", i32 127, i32 1397}
!3 = !{!"branch_weights", i32 7, i32 1}
!4 = !{!"branch_weights", i32 1, i32 3}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = !{!"branch_weights", i32 1, i32 99}
