; ModuleID = 'prange_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.prange_sum = internal constant [11 x i8] c"prange_sum\00"
@_ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [143 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef range(i32 0, 2) i32 @_ZN5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, ptr nocapture readnone %arg.a.0, ptr nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
B0.endif:
  %.11373.not = icmp slt i64 %arg.a.5.0, 1
  br i1 %.11373.not, label %common.ret, label %B80.preheader

B80.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.a.5.0, 3
  %0 = icmp ult i64 %arg.a.5.0, 4
  br i1 %0, label %common.ret.loopexit.unr-lcssa, label %B80.preheader.new

B80.preheader.new:                                ; preds = %B80.preheader
  %unroll_iter = and i64 %arg.a.5.0, 9223372036854775804
  br label %B80

B80:                                              ; preds = %B80, %B80.preheader.new
  %total.2.076 = phi double [ 0.000000e+00, %B80.preheader.new ], [ %.206.3, %B80 ]
  %.1197274 = phi i64 [ 0, %B80.preheader.new ], [ %.126.3, %B80 ]
  %sunkaddr = mul i64 %.1197274, 8
  %sunkaddr12 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr
  %.180 = load double, ptr %sunkaddr12, align 8
  %.143.i = fmul double %.180, %.180
  %.206 = fadd double %total.2.076, %.143.i
  %sunkaddr13 = mul i64 %.1197274, 8
  %sunkaddr14 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr13
  %sunkaddr15 = getelementptr i8, ptr %sunkaddr14, i64 8
  %.180.1 = load double, ptr %sunkaddr15, align 8
  %.143.i.1 = fmul double %.180.1, %.180.1
  %.206.1 = fadd double %.206, %.143.i.1
  %sunkaddr16 = mul i64 %.1197274, 8
  %sunkaddr17 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr16
  %sunkaddr18 = getelementptr i8, ptr %sunkaddr17, i64 16
  %.180.2 = load double, ptr %sunkaddr18, align 8
  %.143.i.2 = fmul double %.180.2, %.180.2
  %.206.2 = fadd double %.206.1, %.143.i.2
  %sunkaddr19 = mul i64 %.1197274, 8
  %sunkaddr20 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr19
  %sunkaddr21 = getelementptr i8, ptr %sunkaddr20, i64 24
  %.180.3 = load double, ptr %sunkaddr21, align 8
  %.143.i.3 = fmul double %.180.3, %.180.3
  %.126.3 = add nuw nsw i64 %.1197274, 4
  %.206.3 = fadd double %.206.2, %.143.i.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.126.3
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa, label %B80

common.ret.loopexit.unr-lcssa:                    ; preds = %B80, %B80.preheader
  %.206.lcssa.ph = phi double [ poison, %B80.preheader ], [ %.206.3, %B80 ]
  %total.2.076.unr = phi double [ 0.000000e+00, %B80.preheader ], [ %.206.3, %B80 ]
  %.1197274.unr = phi i64 [ 0, %B80.preheader ], [ %.126.3, %B80 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B80.epil.preheader

B80.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %1 = shl i64 %.1197274.unr, 3
  %scevgep = getelementptr i8, ptr %arg.a.4, i64 %1
  br label %B80.epil

B80.epil:                                         ; preds = %B80.epil.preheader, %B80.epil
  %total.2.076.epil = phi double [ %.206.epil, %B80.epil ], [ %total.2.076.unr, %B80.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B80.epil ], [ 0, %B80.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %2
  %.180.epil = load double, ptr %scevgep3, align 8
  %.143.i.epil = fmul double %.180.epil, %.180.epil
  %.206.epil = fadd double %total.2.076.epil, %.143.i.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %common.ret, label %B80.epil, !llvm.loop !0

common.ret:                                       ; preds = %B80.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %total.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.206.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.206.epil, %B80.epil ]
  store double %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.prange_sum, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !2

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 40
  %.36.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.49 = call i32 @_ZN5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.59 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.49, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if

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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr nocapture, ptr nocapture) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

define double @cfunc._ZN5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN5cases11numba_loops10prange_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #2
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  unreachable

common.ret:                                       ; preds = %entry
  ret double %.19
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !2

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !2

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { noinline }
attributes #3 = { nounwind }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
