; ModuleID = 'njit_with_options'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.njit_with_options = internal constant [18 x i8] c"njit_with_options\00"
@_ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [177 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define noundef i32 @_ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
B0:
  %.7154 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.7154, label %B16.lr.ph, label %B36

B16.lr.ph:                                        ; preds = %B0
  %xtraiter = and i64 %arg.a.5.0, 3
  %0 = icmp ult i64 %arg.a.5.0, 4
  br i1 %0, label %B16.epil.preheader, label %B16.lr.ph.new

B16.lr.ph.new:                                    ; preds = %B16.lr.ph
  %1 = ptrtoint ptr %arg.a.4 to i64
  %unroll_iter = and i64 %arg.a.5.0, 9223372036854775804
  %2 = mul i64 %arg.a.6.0, 3
  %3 = shl i64 %arg.a.6.0, 2
  br label %B16

B16:                                              ; preds = %B16, %B16.lr.ph.new
  %lsr.iv5 = phi i64 [ %lsr.iv.next6, %B16 ], [ %1, %B16.lr.ph.new ]
  %total.2.056 = phi double [ 0.000000e+00, %B16.lr.ph.new ], [ %.119.3, %B16 ]
  %.705355 = phi i64 [ 0, %B16.lr.ph.new ], [ %.92.3, %B16 ]
  %.88 = inttoptr i64 %lsr.iv5 to ptr
  %.89 = load double, ptr %.88, align 8
  %.117 = fmul fast double %.89, 5.000000e-01
  %.119 = fadd fast double %.117, %total.2.056
  %4 = add i64 %arg.a.6.0, %lsr.iv5
  %.88.1 = inttoptr i64 %4 to ptr
  %.89.1 = load double, ptr %.88.1, align 8
  %.117.1 = fmul fast double %.89.1, 5.000000e-01
  %.119.1 = fadd fast double %.117.1, %.119
  %sunkaddr = inttoptr i64 %lsr.iv5 to ptr
  %sunkaddr7 = mul i64 %arg.a.6.0, 2
  %sunkaddr8 = getelementptr i8, ptr %sunkaddr, i64 %sunkaddr7
  %.89.2 = load double, ptr %sunkaddr8, align 8
  %.117.2 = fmul fast double %.89.2, 5.000000e-01
  %.119.2 = fadd fast double %.117.2, %.119.1
  %5 = add i64 %2, %lsr.iv5
  %.88.3 = inttoptr i64 %5 to ptr
  %.89.3 = load double, ptr %.88.3, align 8
  %.92.3 = add nuw nsw i64 %.705355, 4
  %.117.3 = fmul fast double %.89.3, 5.000000e-01
  %.119.3 = fadd fast double %.117.3, %.119.2
  %lsr.iv.next6 = add i64 %lsr.iv5, %3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.92.3
  br i1 %niter.ncmp.3, label %B36.loopexit.unr-lcssa, label %B16

B36.loopexit.unr-lcssa:                           ; preds = %B16
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B36, label %B16.epil.preheader

B16.epil.preheader:                               ; preds = %B36.loopexit.unr-lcssa, %B16.lr.ph
  %total.2.056.epil.init = phi double [ 0.000000e+00, %B16.lr.ph ], [ %.119.3, %B36.loopexit.unr-lcssa ]
  %.705355.epil.init = phi i64 [ 0, %B16.lr.ph ], [ %.92.3, %B36.loopexit.unr-lcssa ]
  %6 = ptrtoint ptr %arg.a.4 to i64
  %7 = mul i64 %.705355.epil.init, %arg.a.6.0
  %8 = add i64 %6, %7
  br label %B16.epil

B16.epil:                                         ; preds = %B16.epil, %B16.epil.preheader
  %lsr.iv3 = phi i64 [ %lsr.iv.next4, %B16.epil ], [ %xtraiter, %B16.epil.preheader ]
  %lsr.iv = phi i64 [ %lsr.iv.next, %B16.epil ], [ %8, %B16.epil.preheader ]
  %total.2.056.epil = phi double [ %total.2.056.epil.init, %B16.epil.preheader ], [ %.119.epil, %B16.epil ]
  %.88.epil = inttoptr i64 %lsr.iv to ptr
  %.89.epil = load double, ptr %.88.epil, align 8
  %.117.epil = fmul fast double %.89.epil, 5.000000e-01
  %.119.epil = fadd fast double %.117.epil, %total.2.056.epil
  %lsr.iv.next = add i64 %lsr.iv, %arg.a.6.0
  %lsr.iv.next4 = add nsw i64 %lsr.iv3, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next4, 0
  br i1 %epil.iter.cmp.not, label %B36, label %B16.epil, !llvm.loop !0

B36:                                              ; preds = %B16.epil, %B36.loopexit.unr-lcssa, %B0
  %total.2.0.lcssa = phi double [ 0.000000e+00, %B0 ], [ %.119.3, %B36.loopexit.unr-lcssa ], [ %.119.epil, %B16.epil ]
  store double %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.njit_with_options, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  %sunkaddr3 = getelementptr inbounds i8, ptr %.21, i64 48
  %.36.fca.6.0.load = load i64, ptr %sunkaddr3, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #3
  %.59 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %.67 = call ptr @PyFloat_FromDouble(double %.59)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define double @cfunc._ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8) #3
  %.19 = load double, ptr %.3, align 8
  ret double %.19
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
