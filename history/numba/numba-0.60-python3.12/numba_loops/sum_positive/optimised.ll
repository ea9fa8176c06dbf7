; ModuleID = 'sum_positive'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.sum_positive = internal constant [13 x i8] c"sum_positive\00"
@_ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx" = internal constant [146 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.59.inv = icmp sgt i64 %arg.n, 0
  %spec.select = select i1 %.59.inv, i64 %arg.n, i64 0
  br i1 %.59.inv, label %B34.preheader, label %common.ret

B34.preheader:                                    ; preds = %B0.endif
  %0 = add nsw i64 %spec.select, -1
  %xtraiter = and i64 %spec.select, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B34.preheader.new

B34.preheader.new:                                ; preds = %B34.preheader
  %unroll_iter = and i64 %spec.select, 9223372036854775804
  br label %B34

B34:                                              ; preds = %B34, %B34.preheader.new
  %total.2.06 = phi double [ 0.000000e+00, %B34.preheader.new ], [ %total.3.1.3, %B34 ]
  %.45.04 = phi i64 [ 0, %B34.preheader.new ], [ %.116.3, %B34 ]
  %sunkaddr = mul i64 %.45.04, 8
  %2 = bitcast double* %arg.a.4 to i8*
  %sunkaddr17 = getelementptr i8, i8* %2, i64 %sunkaddr
  %3 = bitcast i8* %sunkaddr17 to double*
  %.174 = load double, double* %3, align 8
  %4 = fcmp ogt double %.174, -0.000000e+00
  %.2213 = select i1 %4, double %.174, double -0.000000e+00
  %total.3.1 = fadd double %total.2.06, %.2213
  %sunkaddr18 = mul i64 %.45.04, 8
  %5 = bitcast double* %arg.a.4 to i8*
  %sunkaddr19 = getelementptr i8, i8* %5, i64 %sunkaddr18
  %sunkaddr20 = getelementptr i8, i8* %sunkaddr19, i64 8
  %6 = bitcast i8* %sunkaddr20 to double*
  %.174.1 = load double, double* %6, align 8
  %7 = fcmp ogt double %.174.1, -0.000000e+00
  %.2213.1 = select i1 %7, double %.174.1, double -0.000000e+00
  %total.3.1.1 = fadd double %total.3.1, %.2213.1
  %sunkaddr21 = mul i64 %.45.04, 8
  %8 = bitcast double* %arg.a.4 to i8*
  %sunkaddr22 = getelementptr i8, i8* %8, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, i8* %sunkaddr22, i64 16
  %9 = bitcast i8* %sunkaddr23 to double*
  %.174.2 = load double, double* %9, align 8
  %10 = fcmp ogt double %.174.2, -0.000000e+00
  %.2213.2 = select i1 %10, double %.174.2, double -0.000000e+00
  %total.3.1.2 = fadd double %total.3.1.1, %.2213.2
  %.116.3 = add nuw i64 %.45.04, 4
  %sunkaddr24 = mul i64 %.45.04, 8
  %11 = bitcast double* %arg.a.4 to i8*
  %sunkaddr25 = getelementptr i8, i8* %11, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, i8* %sunkaddr25, i64 24
  %12 = bitcast i8* %sunkaddr26 to double*
  %.174.3 = load double, double* %12, align 8
  %13 = fcmp ogt double %.174.3, -0.000000e+00
  %.2213.3 = select i1 %13, double %.174.3, double -0.000000e+00
  %total.3.1.3 = fadd double %total.3.1.2, %.2213.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.116.3
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa, label %B34

common.ret.loopexit.unr-lcssa:                    ; preds = %B34, %B34.preheader
  %total.3.1.lcssa.ph = phi double [ undef, %B34.preheader ], [ %total.3.1.3, %B34 ]
  %total.2.06.unr = phi double [ 0.000000e+00, %B34.preheader ], [ %total.3.1.3, %B34 ]
  %.45.04.unr = phi i64 [ 0, %B34.preheader ], [ %.116.3, %B34 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B34.epil.preheader

B34.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %arg.a.4, i64 %.45.04.unr
  br label %B34.epil

B34.epil:                                         ; preds = %B34.epil.preheader, %B34.epil
  %total.2.06.epil = phi double [ %total.3.1.epil, %B34.epil ], [ %total.2.06.unr, %B34.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B34.epil ], [ 0, %B34.epil.preheader ]
  %scevgep8 = getelementptr double, double* %scevgep, i64 %epil.iter
  %.174.epil = load double, double* %scevgep8, align 8
  %14 = fcmp ogt double %.174.epil, -0.000000e+00
  %.2213.epil = select i1 %14, double %.174.epil, double -0.000000e+00
  %total.3.1.epil = fadd double %total.2.06.epil, %.2213.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %common.ret, label %B34.epil, !llvm.loop !0

common.ret:                                       ; preds = %B34.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %total.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %total.3.1.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %total.3.1.epil, %B34.epil ]
  store double %total.2.0.lcssa, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.sum_positive, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.60 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.84, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([146 x i8], [146 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.47 = call i8* @PyNumber_Long(i8* %.44)
  %.48.not = icmp eq i8* %.47, null
  br i1 %.48.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !2

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.50 = call i64 @PyLong_AsLongLong(i8* nonnull %.47)
  call void @Py_DecRef(i8* nonnull %.47)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.45.0 = phi i64 [ %.50, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.55 = call i8* @PyErr_Occurred()
  %.56.not = icmp eq i8* %.55, null
  br i1 %.56.not, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store double 0.000000e+00, double* %.60, align 8
  %.66 = call i32 @_ZN5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(double* nonnull %.60, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, i64 %.45.0) #1
  %.76 = load double, double* %.60, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  %.84 = call i8* @PyFloat_FromDouble(double %.76)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define double @cfunc._ZN5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, i64 %.2) local_unnamed_addr #0 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 undef, i64 %.2) #1
  %.20 = load double, double* %.4, align 8
  ret double %.20
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { noinline }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
