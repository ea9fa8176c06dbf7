; ModuleID = 'njit_with_options'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.njit_with_options = internal constant [18 x i8] c"njit_with_options\00"
@_ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [177 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
entry:
  %.713 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.713, label %B16.lr.ph, label %B36

B16.lr.ph:                                        ; preds = %entry
  %0 = add i64 %arg.a.5.0, -1
  %xtraiter = and i64 %arg.a.5.0, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %B36.loopexit.unr-lcssa, label %B16.lr.ph.new

B16.lr.ph.new:                                    ; preds = %B16.lr.ph
  %2 = ptrtoint double* %arg.a.4 to i64
  %unroll_iter = and i64 %arg.a.5.0, -4
  %3 = shl i64 %arg.a.6.0, 2
  %4 = mul i64 %arg.a.6.0, 3
  br label %B16

B16:                                              ; preds = %B16, %B16.lr.ph.new
  %lsr.iv9 = phi i64 [ %lsr.iv.next10, %B16 ], [ %2, %B16.lr.ph.new ]
  %total.2.05 = phi double [ 0.000000e+00, %B16.lr.ph.new ], [ %.119.3, %B16 ]
  %.22.04 = phi i64 [ 0, %B16.lr.ph.new ], [ %.92.3, %B16 ]
  %.88 = inttoptr i64 %lsr.iv9 to double*
  %.89 = load double, double* %.88, align 8
  %.117 = fmul fast double %.89, 5.000000e-01
  %.119 = fadd fast double %.117, %total.2.05
  %5 = add i64 %arg.a.6.0, %lsr.iv9
  %.88.1 = inttoptr i64 %5 to double*
  %.89.1 = load double, double* %.88.1, align 8
  %.117.1 = fmul fast double %.89.1, 5.000000e-01
  %.119.1 = fadd fast double %.117.1, %.119
  %sunkaddr = inttoptr i64 %lsr.iv9 to double*
  %sunkaddr11 = mul i64 %arg.a.6.0, 2
  %6 = bitcast double* %sunkaddr to i8*
  %sunkaddr12 = getelementptr i8, i8* %6, i64 %sunkaddr11
  %7 = bitcast i8* %sunkaddr12 to double*
  %.89.2 = load double, double* %7, align 8
  %.117.2 = fmul fast double %.89.2, 5.000000e-01
  %.119.2 = fadd fast double %.117.2, %.119.1
  %8 = add i64 %4, %lsr.iv9
  %.88.3 = inttoptr i64 %8 to double*
  %.89.3 = load double, double* %.88.3, align 8
  %.92.3 = add nuw i64 %.22.04, 4
  %.117.3 = fmul fast double %.89.3, 5.000000e-01
  %.119.3 = fadd fast double %.117.3, %.119.2
  %lsr.iv.next10 = add i64 %lsr.iv9, %3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.92.3
  br i1 %niter.ncmp.3, label %B36.loopexit.unr-lcssa, label %B16

B36.loopexit.unr-lcssa:                           ; preds = %B16, %B16.lr.ph
  %.119.lcssa.ph = phi double [ undef, %B16.lr.ph ], [ %.119.3, %B16 ]
  %total.2.05.unr = phi double [ 0.000000e+00, %B16.lr.ph ], [ %.119.3, %B16 ]
  %.22.04.unr = phi i64 [ 0, %B16.lr.ph ], [ %.92.3, %B16 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B36, label %B16.epil.preheader

B16.epil.preheader:                               ; preds = %B36.loopexit.unr-lcssa
  %9 = ptrtoint double* %arg.a.4 to i64
  %10 = mul i64 %.22.04.unr, %arg.a.6.0
  %11 = add i64 %9, %10
  br label %B16.epil

B16.epil:                                         ; preds = %B16.epil.preheader, %B16.epil
  %lsr.iv7 = phi i64 [ %xtraiter, %B16.epil.preheader ], [ %lsr.iv.next8, %B16.epil ]
  %lsr.iv = phi i64 [ %11, %B16.epil.preheader ], [ %lsr.iv.next, %B16.epil ]
  %total.2.05.epil = phi double [ %.119.epil, %B16.epil ], [ %total.2.05.unr, %B16.epil.preheader ]
  %.88.epil = inttoptr i64 %lsr.iv to double*
  %.89.epil = load double, double* %.88.epil, align 8
  %.117.epil = fmul fast double %.89.epil, 5.000000e-01
  %.119.epil = fadd fast double %.117.epil, %total.2.05.epil
  %lsr.iv.next = add i64 %lsr.iv, %arg.a.6.0
  %lsr.iv.next8 = add nsw i64 %lsr.iv7, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next8, 0
  br i1 %epil.iter.cmp.not, label %B36, label %B16.epil, !llvm.loop !0

B36:                                              ; preds = %B16.epil, %B36.loopexit.unr-lcssa, %entry
  %total.2.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %.119.lcssa.ph, %B36.loopexit.unr-lcssa ], [ %.119.epil, %B16.epil ]
  store double %total.2.0.lcssa, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.const.njit_with_options, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([177 x i8], [177 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.6.0.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #1
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
define double @cfunc._ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 %.8) #1
  %.19 = load double, double* %.3, align 8
  ret double %.19
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
