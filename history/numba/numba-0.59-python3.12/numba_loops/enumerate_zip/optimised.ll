; ModuleID = 'enumerate_zip'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.enumerate_zip = internal constant [14 x i8] c"enumerate_zip\00"
@_ZN08NumbaEnv5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [146 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
B0.endif.if.endif.endif:
  %.98 = add i64 %arg.a.5.0, -1
  %.119 = xor i64 %arg.a.5.0, -9223372036854775808
  %.123 = icmp sgt i64 %arg.a.5.0, -1
  br i1 %.123, label %B0.endif.if.endif.endif.if, label %B0.endif.if.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B62.endif.endif, %B0.endif.endif
  %total.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.562, %B62.endif.endif ]
  store double %total.2.0.lcssa, double* %retptr, align 8
  ret i32 0

B0.endif.endif:                                   ; preds = %B0.endif.if.endif.endif.endif, %B0.endif.if.endif.endif.endif.if
  %.44.sroa.13.0 = phi i64 [ %.98, %B0.endif.if.endif.endif.endif.if ], [ %.44.sroa.13.2, %B0.endif.if.endif.endif.endif ]
  %.143 = sub i64 %.44.sroa.13.0, %.98
  %.148 = sub i64 0, %.143
  %.149.inv = icmp slt i64 %.143, 0
  %.152 = select i1 %.149.inv, i64 %.148, i64 0
  %.35348 = icmp sgt i64 %arg.a.5.0, 0
  %.42749 = icmp sgt i64 %.152, 0
  %or.cond50 = select i1 %.35348, i1 %.42749, i1 false
  br i1 %or.cond50, label %B62.endif.endif.lr.ph, label %common.ret

B62.endif.endif.lr.ph:                            ; preds = %B0.endif.endif
  %.168 = getelementptr double, double* %arg.a.4, i64 %.98
  %.368 = ptrtoint double* %arg.a.4 to i64
  %.442 = ptrtoint double* %.168 to i64
  br label %B62.endif.endif

B0.endif.if.endif.endif.if:                       ; preds = %B0.endif.if.endif.endif
  br label %B0.endif.if.endif.endif.endif

B0.endif.if.endif.endif.endif:                    ; preds = %B0.endif.if.endif.endif.if, %B0.endif.if.endif.endif
  %.44.sroa.13.2 = phi i64 [ -1, %B0.endif.if.endif.endif.if ], [ %.119, %B0.endif.if.endif.endif ]
  %.128.not = icmp slt i64 %.119, %arg.a.5.0
  br i1 %.128.not, label %B0.endif.endif, label %B0.endif.if.endif.endif.endif.if, !prof !1

B0.endif.if.endif.endif.endif.if:                 ; preds = %B0.endif.if.endif.endif.endif
  br label %B0.endif.endif

B62.endif.endif:                                  ; preds = %B62.endif.endif.lr.ph, %B62.endif.endif
  %lsr.iv56 = phi i64 [ %.368, %B62.endif.endif.lr.ph ], [ %lsr.iv.next57, %B62.endif.endif ]
  %lsr.iv = phi i64 [ %.442, %B62.endif.endif.lr.ph ], [ %lsr.iv.next, %B62.endif.endif ]
  %total.2.054 = phi double [ 0.000000e+00, %B62.endif.endif.lr.ph ], [ %.562, %B62.endif.endif ]
  %.206.053 = phi i64 [ 0, %B62.endif.endif.lr.ph ], [ %.374, %B62.endif.endif ]
  %.374 = add nuw nsw i64 %.206.053, 1
  %0 = add i64 %.206.053, 1
  %.370 = inttoptr i64 %lsr.iv56 to double*
  %.371 = load double, double* %.370, align 8
  %.444 = inttoptr i64 %lsr.iv to double*
  %.445 = load double, double* %.444, align 8
  %.558 = sitofp i64 %.206.053 to double
  %.559 = fmul double %.371, %.558
  %.560 = fsub double %.559, %.445
  %.562 = fadd double %total.2.054, %.560
  %.353 = icmp slt i64 %0, %arg.a.5.0
  %.427 = icmp slt i64 %0, %.152
  %or.cond = select i1 %.353, i1 %.427, i1 false
  %lsr.iv.next = sub i64 %lsr.iv, %arg.a.6.0
  %lsr.iv.next57 = add i64 %lsr.iv56, %arg.a.6.0
  br i1 %or.cond, label %B62.endif.endif, label %common.ret
}

define i8* @_ZN7cpython5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.enumerate_zip, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([146 x i8], [146 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #1
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
define double @cfunc._ZN5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases11numba_loops13enumerate_zipB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 %.8) #1
  %.19 = load double, double* %.3, align 8
  ret double %.19
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { noinline }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
