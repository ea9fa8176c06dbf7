; ModuleID = 'array_shape_then_dtype'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.array_shape_then_dtype = internal constant [23 x i8] c"array_shape_then_dtype\00"
@_ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [159 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

; Function Attrs: nofree nosync nounwind
define i32 @_ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
entry:
  %.68.i = icmp eq i64 %arg.a.2, 0
  br i1 %.68.i, label %common.ret, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %entry
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.a.2, i64 1) #4
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i, %B50.endif.i ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i, %B50.endif.i ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %B50.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %common.ret, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %arg.a.4, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !1
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %common.ret, label %B50.endif.epil.i, !prof !4, !llvm.loop !5

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i, %B50.endif.i ]
  %sunkaddr = mul i64 %.70.06.i, 8
  %2 = bitcast double* %arg.a.4 to i8*
  %sunkaddr16 = getelementptr i8, i8* %2, i64 %sunkaddr
  %3 = bitcast i8* %sunkaddr16 to double*
  %.236.i = load double, double* %3, align 8, !noalias !1
  %.239.i = fadd double %c.2.07.i, %.236.i
  %sunkaddr17 = mul i64 %.70.06.i, 8
  %4 = bitcast double* %arg.a.4 to i8*
  %sunkaddr18 = getelementptr i8, i8* %4, i64 %sunkaddr17
  %sunkaddr19 = getelementptr i8, i8* %sunkaddr18, i64 8
  %5 = bitcast i8* %sunkaddr19 to double*
  %.236.1.i = load double, double* %5, align 8, !noalias !1
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %sunkaddr20 = mul i64 %.70.06.i, 8
  %6 = bitcast double* %arg.a.4 to i8*
  %sunkaddr21 = getelementptr i8, i8* %6, i64 %sunkaddr20
  %sunkaddr22 = getelementptr i8, i8* %sunkaddr21, i64 16
  %7 = bitcast i8* %sunkaddr22 to double*
  %.236.2.i = load double, double* %7, align 8, !noalias !1
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %sunkaddr23 = mul i64 %.70.06.i, 8
  %8 = bitcast double* %arg.a.4 to i8*
  %sunkaddr24 = getelementptr i8, i8* %8, i64 %sunkaddr23
  %sunkaddr25 = getelementptr i8, i8* %sunkaddr24, i64 24
  %9 = bitcast i8* %sunkaddr25 to double*
  %.236.3.i = load double, double* %9, align 8, !noalias !1
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %sunkaddr26 = mul i64 %.70.06.i, 8
  %10 = bitcast double* %arg.a.4 to i8*
  %sunkaddr27 = getelementptr i8, i8* %10, i64 %sunkaddr26
  %sunkaddr28 = getelementptr i8, i8* %sunkaddr27, i64 32
  %11 = bitcast i8* %sunkaddr28 to double*
  %.236.4.i = load double, double* %11, align 8, !noalias !1
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %sunkaddr29 = mul i64 %.70.06.i, 8
  %12 = bitcast double* %arg.a.4 to i8*
  %sunkaddr30 = getelementptr i8, i8* %12, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, i8* %sunkaddr30, i64 40
  %13 = bitcast i8* %sunkaddr31 to double*
  %.236.5.i = load double, double* %13, align 8, !noalias !1
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %sunkaddr32 = mul i64 %.70.06.i, 8
  %14 = bitcast double* %arg.a.4 to i8*
  %sunkaddr33 = getelementptr i8, i8* %14, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, i8* %sunkaddr33, i64 48
  %15 = bitcast i8* %sunkaddr34 to double*
  %.236.6.i = load double, double* %15, align 8, !noalias !1
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %.182.7.i = add nuw i64 %.70.06.i, 8
  %sunkaddr35 = mul i64 %.70.06.i, 8
  %16 = bitcast double* %arg.a.4 to i8*
  %sunkaddr36 = getelementptr i8, i8* %16, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, i8* %sunkaddr36, i64 56
  %17 = bitcast i8* %sunkaddr37 to double*
  %.236.7.i = load double, double* %17, align 8, !noalias !1
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %niter.ncmp.7.not.i = icmp eq i64 %unroll_iter.i, %.182.7.i
  br i1 %niter.ncmp.7.not.i, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i, !prof !0

common.ret:                                       ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %entry
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %entry ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %.54 = fmul double %c.2.0.lcssa.i, 2.000000e+00
  store double %.54, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.const.array_shape_then_dtype, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([159 x i8], [159 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

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
  %.49 = call i32 @_ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 %.36.fca.2.load, i64 undef, double* %.36.fca.4.load, i64 undef, i64 undef) #2
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree nosync nounwind
define double @cfunc._ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %.9 = call i32 @_ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 %extracted.nitems, i64 undef, double* %extracted.data, i64 undef, i64 undef) #2
  %.19 = load double, double* %.3, align 8
  ret double %.19
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nosync nounwind }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2}
!2 = distinct !{!2, !3, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!4 = !{!"branch_weights", i32 1, i32 7}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
