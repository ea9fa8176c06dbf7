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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr #0 {
B0:
  %.7154 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.7154, label %B16.preheader, label %B36

B16.preheader:                                    ; preds = %B0
  %min.iters.check = icmp ugt i64 %arg.a.5.0, 3
  %ident.check.not = icmp eq i64 %arg.a.6.0, 1
  %or.cond = select i1 %min.iters.check, i1 %ident.check.not, i1 false
  br i1 %or.cond, label %vector.ph, label %B16.preheader2

vector.ph:                                        ; preds = %B16.preheader
  %n.vec = and i64 %arg.a.5.0, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x double> [ zeroinitializer, %vector.ph ], [ %10, %vector.body ]
  %vec.phi1 = phi <2 x double> [ zeroinitializer, %vector.ph ], [ %11, %vector.body ]
  %sunkaddr = getelementptr i8, ptr %arg.a.4, i64 %index
  %0 = load double, ptr %sunkaddr, align 8
  %sunkaddr26 = getelementptr i8, ptr %arg.a.4, i64 %index
  %sunkaddr27 = getelementptr i8, ptr %sunkaddr26, i64 1
  %1 = load double, ptr %sunkaddr27, align 8
  %2 = insertelement <2 x double> poison, double %0, i64 0
  %3 = insertelement <2 x double> %2, double %1, i64 1
  %sunkaddr28 = getelementptr i8, ptr %arg.a.4, i64 %index
  %sunkaddr29 = getelementptr i8, ptr %sunkaddr28, i64 2
  %4 = load double, ptr %sunkaddr29, align 8
  %sunkaddr30 = getelementptr i8, ptr %arg.a.4, i64 %index
  %sunkaddr31 = getelementptr i8, ptr %sunkaddr30, i64 3
  %5 = load double, ptr %sunkaddr31, align 8
  %6 = insertelement <2 x double> poison, double %4, i64 0
  %7 = insertelement <2 x double> %6, double %5, i64 1
  %8 = fmul fast <2 x double> %3, splat (double 5.000000e-01)
  %9 = fmul fast <2 x double> %7, splat (double 5.000000e-01)
  %10 = fadd fast <2 x double> %8, %vec.phi
  %11 = fadd fast <2 x double> %9, %vec.phi1
  %index.next = add nuw i64 %index, 4
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd fast <2 x double> %11, %10
  %rdx.shuf = shufflevector <2 x double> %bin.rdx, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %bin.rdx24 = fadd fast <2 x double> %bin.rdx, %rdx.shuf
  %13 = extractelement <2 x double> %bin.rdx24, i32 0
  %bin.rdx25 = fadd fast double 0.000000e+00, %13
  %cmp.n = icmp eq i64 %arg.a.5.0, %n.vec
  br i1 %cmp.n, label %B36, label %B16.preheader2

B16.preheader2:                                   ; preds = %B16.preheader, %middle.block
  %total.2.056.ph = phi double [ 0.000000e+00, %B16.preheader ], [ %bin.rdx25, %middle.block ]
  %.705355.ph = phi i64 [ 0, %B16.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %arg.a.5.0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B16.prol.loopexit, label %B16.prol.preheader

B16.prol.preheader:                               ; preds = %B16.preheader2
  %14 = mul i64 %.705355.ph, %arg.a.6.0
  %scevgep13 = getelementptr i8, ptr %arg.a.4, i64 %14
  %15 = sub i64 0, %xtraiter
  br label %B16.prol

B16.prol:                                         ; preds = %B16.prol.preheader, %B16.prol
  %lsr.iv14 = phi ptr [ %scevgep13, %B16.prol.preheader ], [ %scevgep15, %B16.prol ]
  %lsr.iv11 = phi i64 [ 0, %B16.prol.preheader ], [ %lsr.iv.next12, %B16.prol ]
  %total.2.056.prol = phi double [ %.119.prol, %B16.prol ], [ %total.2.056.ph, %B16.prol.preheader ]
  %.89.prol = load double, ptr %lsr.iv14, align 8
  %.117.prol = fmul fast double %.89.prol, 5.000000e-01
  %.119.prol = fadd fast double %.117.prol, %total.2.056.prol
  %lsr.iv.next12 = add nsw i64 %lsr.iv11, -1
  %scevgep15 = getelementptr i8, ptr %lsr.iv14, i64 %arg.a.6.0
  %prol.iter.cmp.not = icmp eq i64 %15, %lsr.iv.next12
  br i1 %prol.iter.cmp.not, label %B16.prol.loopexit.loopexit, label %B16.prol, !llvm.loop !3

B16.prol.loopexit.loopexit:                       ; preds = %B16.prol
  %16 = sub i64 %.705355.ph, %lsr.iv.next12
  br label %B16.prol.loopexit

B16.prol.loopexit:                                ; preds = %B16.prol.loopexit.loopexit, %B16.preheader2
  %.119.lcssa.unr = phi double [ poison, %B16.preheader2 ], [ %.119.prol, %B16.prol.loopexit.loopexit ]
  %total.2.056.unr = phi double [ %total.2.056.ph, %B16.preheader2 ], [ %.119.prol, %B16.prol.loopexit.loopexit ]
  %.705355.unr = phi i64 [ %.705355.ph, %B16.preheader2 ], [ %16, %B16.prol.loopexit.loopexit ]
  %17 = sub nsw i64 %.705355.ph, %arg.a.5.0
  %18 = icmp ugt i64 %17, -4
  br i1 %18, label %B36, label %B16.preheader5

B16.preheader5:                                   ; preds = %B16.prol.loopexit
  %19 = sub i64 %arg.a.5.0, %.705355.unr
  %20 = add nuw i64 %.705355.unr, 3
  %21 = mul i64 %arg.a.6.0, %20
  %22 = shl i64 %arg.a.6.0, 2
  %23 = add nuw i64 %.705355.unr, 2
  %24 = mul i64 %arg.a.6.0, %23
  %25 = add nuw i64 %.705355.unr, 1
  %26 = mul i64 %arg.a.6.0, %25
  %27 = mul i64 %.705355.unr, %arg.a.6.0
  br label %B16

B16:                                              ; preds = %B16.preheader5, %B16
  %lsr.iv6 = phi ptr [ %arg.a.4, %B16.preheader5 ], [ %scevgep, %B16 ]
  %lsr.iv = phi i64 [ %19, %B16.preheader5 ], [ %lsr.iv.next, %B16 ]
  %total.2.056 = phi double [ %.119.3, %B16 ], [ %total.2.056.unr, %B16.preheader5 ]
  %scevgep10 = getelementptr i8, ptr %lsr.iv6, i64 %27
  %.89 = load double, ptr %scevgep10, align 8
  %.117 = fmul fast double %.89, 5.000000e-01
  %.119 = fadd fast double %.117, %total.2.056
  %scevgep9 = getelementptr i8, ptr %lsr.iv6, i64 %26
  %.89.1 = load double, ptr %scevgep9, align 8
  %.117.1 = fmul fast double %.89.1, 5.000000e-01
  %.119.1 = fadd fast double %.117.1, %.119
  %scevgep8 = getelementptr i8, ptr %lsr.iv6, i64 %24
  %.89.2 = load double, ptr %scevgep8, align 8
  %.117.2 = fmul fast double %.89.2, 5.000000e-01
  %.119.2 = fadd fast double %.117.2, %.119.1
  %scevgep7 = getelementptr i8, ptr %lsr.iv6, i64 %21
  %.89.3 = load double, ptr %scevgep7, align 8
  %.117.3 = fmul fast double %.89.3, 5.000000e-01
  %.119.3 = fadd fast double %.117.3, %.119.2
  %lsr.iv.next = add i64 %lsr.iv, -4
  %scevgep = getelementptr i8, ptr %lsr.iv6, i64 %22
  %exitcond.not.3 = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not.3, label %B36, label %B16, !llvm.loop !5

B36:                                              ; preds = %B16, %B16.prol.loopexit, %middle.block, %B0
  %total.2.0.lcssa = phi double [ 0.000000e+00, %B0 ], [ %bin.rdx25, %middle.block ], [ %.119.lcssa.unr, %B16.prol.loopexit ], [ %.119.3, %B16 ]
  store double %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.njit_with_options, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !6

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.65, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !6

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !6

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.6.0.load = load i64, ptr %sunkaddr3, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN5cases16numba_as_written17njit_with_optionsB2v1B60c8tJTIeFIjxB2IKSgI4CrvQClYb5wBbdC9XqICn1Wk1gKBZBVGsCAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.6.0.load) #3
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !6

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !6

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #5

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1}
!6 = !{!"branch_weights", i32 1, i32 99}
