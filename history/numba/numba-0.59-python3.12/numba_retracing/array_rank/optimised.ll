; ModuleID = 'array_rank'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.array_rank = internal constant [11 x i8] c"array_rank\00"
@_ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [147 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
entry:
  %.793 = icmp sgt i64 %arg.a.2, 0
  br i1 %.793, label %B36.preheader, label %B50, !prof !0

B36.preheader:                                    ; preds = %entry
  %0 = add i64 %arg.a.2, -1
  %xtraiter = and i64 %arg.a.2, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %B50.loopexit.unr-lcssa, label %B36.preheader.new

B36.preheader.new:                                ; preds = %B36.preheader
  %unroll_iter = and i64 %arg.a.2, -8
  br label %B36

B36:                                              ; preds = %B36, %B36.preheader.new
  %total.2.05 = phi double [ 0.000000e+00, %B36.preheader.new ], [ %.115.7, %B36 ]
  %.25.04 = phi i64 [ 0, %B36.preheader.new ], [ %.89.7, %B36 ]
  %sunkaddr = mul i64 %.25.04, 8
  %2 = bitcast double* %arg.a.4 to i8*
  %sunkaddr24 = getelementptr i8, i8* %2, i64 %sunkaddr
  %3 = bitcast i8* %sunkaddr24 to double*
  %.86 = load double, double* %3, align 8
  %.115 = fadd double %total.2.05, %.86
  %sunkaddr25 = mul i64 %.25.04, 8
  %4 = bitcast double* %arg.a.4 to i8*
  %sunkaddr26 = getelementptr i8, i8* %4, i64 %sunkaddr25
  %sunkaddr27 = getelementptr i8, i8* %sunkaddr26, i64 8
  %5 = bitcast i8* %sunkaddr27 to double*
  %.86.1 = load double, double* %5, align 8
  %.115.1 = fadd double %.115, %.86.1
  %sunkaddr28 = mul i64 %.25.04, 8
  %6 = bitcast double* %arg.a.4 to i8*
  %sunkaddr29 = getelementptr i8, i8* %6, i64 %sunkaddr28
  %sunkaddr30 = getelementptr i8, i8* %sunkaddr29, i64 16
  %7 = bitcast i8* %sunkaddr30 to double*
  %.86.2 = load double, double* %7, align 8
  %.115.2 = fadd double %.115.1, %.86.2
  %sunkaddr31 = mul i64 %.25.04, 8
  %8 = bitcast double* %arg.a.4 to i8*
  %sunkaddr32 = getelementptr i8, i8* %8, i64 %sunkaddr31
  %sunkaddr33 = getelementptr i8, i8* %sunkaddr32, i64 24
  %9 = bitcast i8* %sunkaddr33 to double*
  %.86.3 = load double, double* %9, align 8
  %.115.3 = fadd double %.115.2, %.86.3
  %sunkaddr34 = mul i64 %.25.04, 8
  %10 = bitcast double* %arg.a.4 to i8*
  %sunkaddr35 = getelementptr i8, i8* %10, i64 %sunkaddr34
  %sunkaddr36 = getelementptr i8, i8* %sunkaddr35, i64 32
  %11 = bitcast i8* %sunkaddr36 to double*
  %.86.4 = load double, double* %11, align 8
  %.115.4 = fadd double %.115.3, %.86.4
  %sunkaddr37 = mul i64 %.25.04, 8
  %12 = bitcast double* %arg.a.4 to i8*
  %sunkaddr38 = getelementptr i8, i8* %12, i64 %sunkaddr37
  %sunkaddr39 = getelementptr i8, i8* %sunkaddr38, i64 40
  %13 = bitcast i8* %sunkaddr39 to double*
  %.86.5 = load double, double* %13, align 8
  %.115.5 = fadd double %.115.4, %.86.5
  %sunkaddr40 = mul i64 %.25.04, 8
  %14 = bitcast double* %arg.a.4 to i8*
  %sunkaddr41 = getelementptr i8, i8* %14, i64 %sunkaddr40
  %sunkaddr42 = getelementptr i8, i8* %sunkaddr41, i64 48
  %15 = bitcast i8* %sunkaddr42 to double*
  %.86.6 = load double, double* %15, align 8
  %.115.6 = fadd double %.115.5, %.86.6
  %sunkaddr43 = mul i64 %.25.04, 8
  %16 = bitcast double* %arg.a.4 to i8*
  %sunkaddr44 = getelementptr i8, i8* %16, i64 %sunkaddr43
  %sunkaddr45 = getelementptr i8, i8* %sunkaddr44, i64 56
  %17 = bitcast i8* %sunkaddr45 to double*
  %.86.7 = load double, double* %17, align 8
  %.89.7 = add nuw i64 %.25.04, 8
  %.115.7 = fadd double %.115.6, %.86.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.89.7
  br i1 %niter.ncmp.7, label %B50.loopexit.unr-lcssa, label %B36, !prof !1

B50.loopexit.unr-lcssa:                           ; preds = %B36, %B36.preheader
  %.115.lcssa.ph = phi double [ undef, %B36.preheader ], [ %.115.7, %B36 ]
  %total.2.05.unr = phi double [ 0.000000e+00, %B36.preheader ], [ %.115.7, %B36 ]
  %.25.04.unr = phi i64 [ 0, %B36.preheader ], [ %.89.7, %B36 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B50, label %B36.epil.preheader

B36.epil.preheader:                               ; preds = %B50.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %arg.a.4, i64 %.25.04.unr
  br label %B36.epil

B36.epil:                                         ; preds = %B36.epil.preheader, %B36.epil
  %total.2.05.epil = phi double [ %.115.epil, %B36.epil ], [ %total.2.05.unr, %B36.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B36.epil ], [ 0, %B36.epil.preheader ]
  %scevgep7 = getelementptr double, double* %scevgep, i64 %epil.iter
  %.86.epil = load double, double* %scevgep7, align 8
  %.115.epil = fadd double %total.2.05.epil, %.86.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B50, label %B36.epil, !prof !2, !llvm.loop !3

B50:                                              ; preds = %B36.epil, %B50.loopexit.unr-lcssa, %entry
  %total.2.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %.115.lcssa.ph, %B50.loopexit.unr-lcssa ], [ %.115.epil, %B36.epil ]
  store double %total.2.0.lcssa, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.array_rank, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([147 x i8], [147 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 %.36.fca.2.load, i64 undef, double* %.36.fca.4.load, i64 undef, i64 undef) #1
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
define double @cfunc._ZN5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %.9 = call i32 @_ZN5cases15numba_retracing10array_rankB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 %extracted.nitems, i64 undef, double* %extracted.data, i64 undef, i64 undef) #1
  %.19 = load double, double* %.3, align 8
  ret double %.19
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { noinline }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 99, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 1, i32 7}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
