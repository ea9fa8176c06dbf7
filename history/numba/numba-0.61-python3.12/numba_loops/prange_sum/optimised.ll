; ModuleID = 'prange_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.prange_sum = internal constant [11 x i8] c"prange_sum\00"
@_ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [143 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython11old_numbers14int_power_impl12_3clocals_3e9int_powerB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global i8* null

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define i32 @_ZN5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
B0.endif:
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.a.5.0, i64 0)
  %.1134.not = icmp slt i64 %arg.a.5.0, 1
  br i1 %.1134.not, label %common.ret, label %B80.preheader

B80.preheader:                                    ; preds = %B0.endif
  %1 = add nsw i64 %0, -1
  %xtraiter = and i64 %0, 3
  %2 = icmp ult i64 %1, 3
  br i1 %2, label %common.ret.loopexit.unr-lcssa, label %B80.preheader.new

B80.preheader.new:                                ; preds = %B80.preheader
  %unroll_iter = and i64 %0, 9223372036854775804
  br label %B80

B80:                                              ; preds = %B80, %B80.preheader.new
  %total.2.07 = phi double [ 0.000000e+00, %B80.preheader.new ], [ %.206.3, %B80 ]
  %.55.05 = phi i64 [ 0, %B80.preheader.new ], [ %.126.3, %B80 ]
  %sunkaddr = mul i64 %.55.05, 8
  %3 = bitcast double* %arg.a.4 to i8*
  %sunkaddr18 = getelementptr i8, i8* %3, i64 %sunkaddr
  %4 = bitcast i8* %sunkaddr18 to double*
  %.180 = load double, double* %4, align 8
  %.143.i = fmul double %.180, %.180
  %.206 = fadd double %total.2.07, %.143.i
  %sunkaddr19 = mul i64 %.55.05, 8
  %5 = bitcast double* %arg.a.4 to i8*
  %sunkaddr20 = getelementptr i8, i8* %5, i64 %sunkaddr19
  %sunkaddr21 = getelementptr i8, i8* %sunkaddr20, i64 8
  %6 = bitcast i8* %sunkaddr21 to double*
  %.180.1 = load double, double* %6, align 8
  %.143.i.1 = fmul double %.180.1, %.180.1
  %.206.1 = fadd double %.206, %.143.i.1
  %sunkaddr22 = mul i64 %.55.05, 8
  %7 = bitcast double* %arg.a.4 to i8*
  %sunkaddr23 = getelementptr i8, i8* %7, i64 %sunkaddr22
  %sunkaddr24 = getelementptr i8, i8* %sunkaddr23, i64 16
  %8 = bitcast i8* %sunkaddr24 to double*
  %.180.2 = load double, double* %8, align 8
  %.143.i.2 = fmul double %.180.2, %.180.2
  %.206.2 = fadd double %.206.1, %.143.i.2
  %sunkaddr25 = mul i64 %.55.05, 8
  %9 = bitcast double* %arg.a.4 to i8*
  %sunkaddr26 = getelementptr i8, i8* %9, i64 %sunkaddr25
  %sunkaddr27 = getelementptr i8, i8* %sunkaddr26, i64 24
  %10 = bitcast i8* %sunkaddr27 to double*
  %.180.3 = load double, double* %10, align 8
  %.143.i.3 = fmul double %.180.3, %.180.3
  %.126.3 = add nuw i64 %.55.05, 4
  %.206.3 = fadd double %.206.2, %.143.i.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.126.3
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa, label %B80

common.ret.loopexit.unr-lcssa:                    ; preds = %B80, %B80.preheader
  %.206.lcssa.ph = phi double [ undef, %B80.preheader ], [ %.206.3, %B80 ]
  %total.2.07.unr = phi double [ 0.000000e+00, %B80.preheader ], [ %.206.3, %B80 ]
  %.55.05.unr = phi i64 [ 0, %B80.preheader ], [ %.126.3, %B80 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B80.epil.preheader

B80.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %arg.a.4, i64 %.55.05.unr
  br label %B80.epil

B80.epil:                                         ; preds = %B80.epil.preheader, %B80.epil
  %total.2.07.epil = phi double [ %.206.epil, %B80.epil ], [ %total.2.07.unr, %B80.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B80.epil ], [ 0, %B80.epil.preheader ]
  %scevgep9 = getelementptr double, double* %scevgep, i64 %epil.iter
  %.180.epil = load double, double* %scevgep9, align 8
  %.143.i.epil = fmul double %.180.epil, %.180.epil
  %.206.epil = fadd double %total.2.07.epil, %.143.i.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %common.ret, label %B80.epil, !llvm.loop !0

common.ret:                                       ; preds = %B80.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %total.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.206.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.206.epil, %B80.epil ]
  store double %total.2.0.lcssa, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.prange_sum, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([143 x i8], [143 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define double @cfunc._ZN5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #2
  %.19 = load double, double* %.3, align 8
  ret double %.19
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !2

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !2

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { argmemonly nofree norecurse nosync nounwind }
attributes #1 = { nofree norecurse nosync nounwind }
attributes #2 = { noinline }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
