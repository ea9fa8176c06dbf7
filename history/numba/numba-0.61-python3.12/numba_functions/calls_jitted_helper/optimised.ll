; ModuleID = 'calls_jitted_helper'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.calls_jitted_helper = internal constant [20 x i8] c"calls_jitted_helper\00"
@_ZN08NumbaEnv5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [156 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_ZN08NumbaEnv5cases15numba_functions7_squareB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
entry:
  %.714 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.714, label %B16.endif.lr.ph, label %common.ret

B16.endif.lr.ph:                                  ; preds = %entry
  %0 = add i64 %arg.a.5.0, -1
  %xtraiter = and i64 %arg.a.5.0, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B16.endif.lr.ph.new

B16.endif.lr.ph.new:                              ; preds = %B16.endif.lr.ph
  %2 = ptrtoint double* %arg.a.4 to i64
  %unroll_iter = and i64 %arg.a.5.0, -4
  %3 = shl i64 %arg.a.6.0, 2
  %4 = mul i64 %arg.a.6.0, 3
  br label %B16.endif

common.ret.loopexit.unr-lcssa:                    ; preds = %B16.endif, %B16.endif.lr.ph
  %.145.lcssa.ph = phi double [ undef, %B16.endif.lr.ph ], [ %.145.3, %B16.endif ]
  %total.2.06.unr = phi double [ 0.000000e+00, %B16.endif.lr.ph ], [ %.145.3, %B16.endif ]
  %.22.05.unr = phi i64 [ 0, %B16.endif.lr.ph ], [ %.92.3, %B16.endif ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B16.endif.epil.preheader

B16.endif.epil.preheader:                         ; preds = %common.ret.loopexit.unr-lcssa
  %5 = ptrtoint double* %arg.a.4 to i64
  %6 = mul i64 %.22.05.unr, %arg.a.6.0
  %7 = add i64 %5, %6
  br label %B16.endif.epil

B16.endif.epil:                                   ; preds = %B16.endif.epil.preheader, %B16.endif.epil
  %lsr.iv8 = phi i64 [ %xtraiter, %B16.endif.epil.preheader ], [ %lsr.iv.next9, %B16.endif.epil ]
  %lsr.iv = phi i64 [ %7, %B16.endif.epil.preheader ], [ %lsr.iv.next, %B16.endif.epil ]
  %total.2.06.epil = phi double [ %.145.epil, %B16.endif.epil ], [ %total.2.06.unr, %B16.endif.epil.preheader ]
  %.88.epil = inttoptr i64 %lsr.iv to double*
  %.89.epil = load double, double* %.88.epil, align 8
  %.5.i.epil = fmul double %.89.epil, %.89.epil
  %.145.epil = fadd double %total.2.06.epil, %.5.i.epil
  %lsr.iv.next = add i64 %lsr.iv, %arg.a.6.0
  %lsr.iv.next9 = add nsw i64 %lsr.iv8, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next9, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B16.endif.epil, !llvm.loop !0

common.ret:                                       ; preds = %B16.endif.epil, %common.ret.loopexit.unr-lcssa, %entry
  %total.2.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %.145.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.145.epil, %B16.endif.epil ]
  store double %total.2.0.lcssa, double* %retptr, align 8
  ret i32 0

B16.endif:                                        ; preds = %B16.endif, %B16.endif.lr.ph.new
  %lsr.iv10 = phi i64 [ %lsr.iv.next11, %B16.endif ], [ %2, %B16.endif.lr.ph.new ]
  %total.2.06 = phi double [ 0.000000e+00, %B16.endif.lr.ph.new ], [ %.145.3, %B16.endif ]
  %.22.05 = phi i64 [ 0, %B16.endif.lr.ph.new ], [ %.92.3, %B16.endif ]
  %.88 = inttoptr i64 %lsr.iv10 to double*
  %.89 = load double, double* %.88, align 8
  %.5.i = fmul double %.89, %.89
  %.145 = fadd double %total.2.06, %.5.i
  %8 = add i64 %arg.a.6.0, %lsr.iv10
  %.88.1 = inttoptr i64 %8 to double*
  %.89.1 = load double, double* %.88.1, align 8
  %.5.i.1 = fmul double %.89.1, %.89.1
  %.145.1 = fadd double %.145, %.5.i.1
  %sunkaddr = inttoptr i64 %lsr.iv10 to double*
  %sunkaddr12 = mul i64 %arg.a.6.0, 2
  %9 = bitcast double* %sunkaddr to i8*
  %sunkaddr13 = getelementptr i8, i8* %9, i64 %sunkaddr12
  %10 = bitcast i8* %sunkaddr13 to double*
  %.89.2 = load double, double* %10, align 8
  %.5.i.2 = fmul double %.89.2, %.89.2
  %.145.2 = fadd double %.145.1, %.5.i.2
  %11 = add i64 %4, %lsr.iv10
  %.88.3 = inttoptr i64 %11 to double*
  %.89.3 = load double, double* %.88.3, align 8
  %.92.3 = add nuw i64 %.22.05, 4
  %.5.i.3 = fmul double %.89.3, %.89.3
  %.145.3 = fadd double %.145.2, %.5.i.3
  %lsr.iv.next11 = add i64 %lsr.iv10, %3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.92.3
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa, label %B16.endif
}

define i8* @_ZN7cpython5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.calls_jitted_helper, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([156 x i8], [156 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.6.0.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #1
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
define double @cfunc._ZN5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases15numba_functions19calls_jitted_helperB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 %.8) #1
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

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { noinline }
attributes #2 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
