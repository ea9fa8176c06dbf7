; ModuleID = 'sum_positive'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.sum_positive = internal constant [13 x i8] c"sum_positive\00"
@_ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx" = internal constant [146 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, ptr nocapture readnone %arg.a.0, ptr nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.10377.not = icmp slt i64 %arg.n, 1
  br i1 %.10377.not, label %B72, label %B34.preheader

B34.preheader:                                    ; preds = %B0.endif
  %0 = icmp eq i64 %arg.n, 1
  br i1 %0, label %B72.loopexit.unr-lcssa, label %B34.preheader.new

B34.preheader.new:                                ; preds = %B34.preheader
  %unroll_iter = and i64 %arg.n, 9223372036854775806
  br label %B34

B34:                                              ; preds = %B34, %B34.preheader.new
  %total.2.080 = phi double [ 0.000000e+00, %B34.preheader.new ], [ %total.3.1.1, %B34 ]
  %.1097678 = phi i64 [ 0, %B34.preheader.new ], [ %.116.1, %B34 ]
  %sunkaddr = mul i64 %.1097678, 8
  %sunkaddr5 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr
  %.174 = load double, ptr %sunkaddr5, align 8
  %.176 = fcmp ogt double %.174, 0.000000e+00
  %.221 = fadd double %total.2.080, %.174
  %total.3.1 = select i1 %.176, double %.221, double %total.2.080
  %.116.1 = add nuw i64 %.1097678, 2
  %sunkaddr6 = mul i64 %.1097678, 8
  %sunkaddr7 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr6
  %sunkaddr8 = getelementptr i8, ptr %sunkaddr7, i64 8
  %.174.1 = load double, ptr %sunkaddr8, align 8
  %.176.1 = fcmp ogt double %.174.1, 0.000000e+00
  %.221.1 = fadd double %total.3.1, %.174.1
  %total.3.1.1 = select i1 %.176.1, double %.221.1, double %total.3.1
  %niter.ncmp.1 = icmp eq i64 %unroll_iter, %.116.1
  br i1 %niter.ncmp.1, label %B72.loopexit.unr-lcssa, label %B34

B72.loopexit.unr-lcssa:                           ; preds = %B34, %B34.preheader
  %total.3.1.lcssa.ph = phi double [ poison, %B34.preheader ], [ %total.3.1.1, %B34 ]
  %total.2.080.unr = phi double [ 0.000000e+00, %B34.preheader ], [ %total.3.1.1, %B34 ]
  %.1097678.unr = phi i64 [ 0, %B34.preheader ], [ %.116.1, %B34 ]
  %1 = and i64 %arg.n, 1
  %lcmp.mod.not = icmp eq i64 %1, 0
  br i1 %lcmp.mod.not, label %B72, label %B34.epil

B34.epil:                                         ; preds = %B72.loopexit.unr-lcssa
  %2 = getelementptr double, ptr %arg.a.4, i64 %.1097678.unr
  %.174.epil = load double, ptr %2, align 8
  %.176.epil = fcmp ogt double %.174.epil, 0.000000e+00
  %.221.epil = fadd double %total.2.080.unr, %.174.epil
  %total.3.1.epil = select i1 %.176.epil, double %.221.epil, double %total.2.080.unr
  br label %B72

B72:                                              ; preds = %B34.epil, %B72.loopexit.unr-lcssa, %B0.endif
  %total.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %total.3.1.lcssa.ph, %B72.loopexit.unr-lcssa ], [ %total.3.1.epil, %B34.epil ]
  store double %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.sum_positive, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.60 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.84, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.thread ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.22, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(ptr %.21, ptr nonnull %.22)
  %sunkaddr = getelementptr inbounds i8, ptr %.22, i64 24
  %.30 = load i64, ptr %sunkaddr, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.37.fca.0.load = load ptr, ptr %.22, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.22, i64 32
  %.37.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %.44 = load ptr, ptr %.6, align 8
  %.47 = call ptr @PyNumber_Long(ptr %.44)
  %.48.not = icmp eq ptr %.47, null
  br i1 %.48.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.endif
  call void @NRT_decref(ptr %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.50 = call i64 @PyLong_AsLongLong(ptr nonnull %.47)
  call void @Py_DecRef(ptr nonnull %.47)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.45.0 = phi i64 [ %.50, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.55 = call ptr @PyErr_Occurred()
  %.56.not = icmp eq ptr %.55, null
  br i1 %.56.not, label %entry.endif.endif.endif.endif.endif.endif, label %arg0.err, !prof !1

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.60, align 8
  %.66 = call i32 @_ZN5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.60, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.37.fca.4.load, i64 poison, i64 poison, i64 %.45.0) #3
  %.76 = load double, ptr %.60, align 8
  call void @NRT_decref(ptr %.37.fca.0.load)
  %.84 = call ptr @PyFloat_FromDouble(double %.76)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr nocapture, ptr nocapture) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define double @cfunc._ZN5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, i64 %.2) local_unnamed_addr #2 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %.10 = call i32 @_ZN5cases11numba_loops12sum_positiveB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.4, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 poison, i64 poison, i64 %.2) #3
  %.20 = load double, ptr %.4, align 8
  ret double %.20
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
