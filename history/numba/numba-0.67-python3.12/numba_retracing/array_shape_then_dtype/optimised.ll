; ModuleID = 'array_shape_then_dtype'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.array_shape_then_dtype = internal constant [23 x i8] c"array_shape_then_dtype\00"
@_ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [159 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null

define noundef range(i32 -1, -2) i32 @_ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.56.not21.i = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.56.not21.i, label %.51.endif.preheader.i, label %common.ret, !prof !0

.51.endif.preheader.i:                            ; preds = %B0
  %xtraiter.i = and i64 %arg.a.5.0, 7
  %0 = icmp samesign ult i64 %arg.a.5.0, 8
  br i1 %0, label %.51.endif.epil.i.preheader, label %.51.endif.preheader.new.i, !prof !1

.51.endif.preheader.new.i:                        ; preds = %.51.endif.preheader.i
  %1 = lshr i64 %arg.a.5.0, 3
  %2 = trunc i64 %1 to i60
  %3 = zext i60 %2 to i64
  %4 = mul nsw i64 %3, -8
  br label %.51.endif.i

.52.loopexit.unr-lcssa.i:                         ; preds = %.51.endif.i
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %common.ret, label %.51.endif.epil.i.preheader, !prof !2

.51.endif.epil.i.preheader:                       ; preds = %.52.loopexit.unr-lcssa.i, %.51.endif.preheader.i
  %.36.023.epil.i.ph = phi ptr [ %arg.a.4, %.51.endif.preheader.i ], [ %.76.7.i, %.52.loopexit.unr-lcssa.i ]
  %.31.022.epil.i.ph = phi double [ 0.000000e+00, %.51.endif.preheader.i ], [ %.70.7.i, %.52.loopexit.unr-lcssa.i ]
  br label %.51.endif.epil.i

.51.endif.epil.i:                                 ; preds = %.51.endif.epil.i.preheader, %.51.endif.epil.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i, %.51.endif.epil.i ], [ %xtraiter.i, %.51.endif.epil.i.preheader ]
  %.36.023.epil.i = phi ptr [ %.76.epil.i, %.51.endif.epil.i ], [ %.36.023.epil.i.ph, %.51.endif.epil.i.preheader ]
  %.31.022.epil.i = phi double [ %.70.epil.i, %.51.endif.epil.i ], [ %.31.022.epil.i.ph, %.51.endif.epil.i.preheader ]
  %.68.epil.i = load double, ptr %.36.023.epil.i, align 8, !noalias !3
  %.70.epil.i = fadd double %.31.022.epil.i, %.68.epil.i
  %.76.epil.i = getelementptr i8, ptr %.36.023.epil.i, i64 %arg.a.6.0
  %lsr.iv.next.i = add nsw i64 %lsr.iv.i, -1
  %epil.iter.cmp.not.i = icmp eq i64 %lsr.iv.next.i, 0
  br i1 %epil.iter.cmp.not.i, label %common.ret, label %.51.endif.epil.i, !prof !6, !llvm.loop !7

.51.endif.i:                                      ; preds = %.51.endif.i, %.51.endif.preheader.new.i
  %lsr.iv = phi i64 [ %lsr.iv.next, %.51.endif.i ], [ %4, %.51.endif.preheader.new.i ]
  %.36.023.i = phi ptr [ %.76.7.i, %.51.endif.i ], [ %arg.a.4, %.51.endif.preheader.new.i ]
  %.31.022.i = phi double [ %.70.7.i, %.51.endif.i ], [ 0.000000e+00, %.51.endif.preheader.new.i ]
  %.68.i = load double, ptr %.36.023.i, align 8, !noalias !3
  %.70.i = fadd double %.31.022.i, %.68.i
  %.76.i = getelementptr i8, ptr %.36.023.i, i64 %arg.a.6.0
  %.68.1.i = load double, ptr %.76.i, align 8, !noalias !3
  %.70.1.i = fadd double %.70.i, %.68.1.i
  %.76.1.i = getelementptr i8, ptr %.76.i, i64 %arg.a.6.0
  %.68.2.i = load double, ptr %.76.1.i, align 8, !noalias !3
  %.70.2.i = fadd double %.70.1.i, %.68.2.i
  %.76.2.i = getelementptr i8, ptr %.76.1.i, i64 %arg.a.6.0
  %.68.3.i = load double, ptr %.76.2.i, align 8, !noalias !3
  %.70.3.i = fadd double %.70.2.i, %.68.3.i
  %.76.3.i = getelementptr i8, ptr %.76.2.i, i64 %arg.a.6.0
  %.68.4.i = load double, ptr %.76.3.i, align 8, !noalias !3
  %.70.4.i = fadd double %.70.3.i, %.68.4.i
  %.76.4.i = getelementptr i8, ptr %.76.3.i, i64 %arg.a.6.0
  %.68.5.i = load double, ptr %.76.4.i, align 8, !noalias !3
  %.70.5.i = fadd double %.70.4.i, %.68.5.i
  %.76.5.i = getelementptr i8, ptr %.76.4.i, i64 %arg.a.6.0
  %.68.6.i = load double, ptr %.76.5.i, align 8, !noalias !3
  %.70.6.i = fadd double %.70.5.i, %.68.6.i
  %.76.6.i = getelementptr i8, ptr %.76.5.i, i64 %arg.a.6.0
  %.68.7.i = load double, ptr %.76.6.i, align 8, !noalias !3
  %.70.7.i = fadd double %.70.6.i, %.68.7.i
  %.76.7.i = getelementptr i8, ptr %.76.6.i, i64 %arg.a.6.0
  %lsr.iv.next = add nsw i64 %lsr.iv, 8
  %niter.ncmp.7.i = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7.i, label %.52.loopexit.unr-lcssa.i, label %.51.endif.i, !prof !10, !llvm.loop !11

common.ret:                                       ; preds = %.51.endif.epil.i, %B0, %.52.loopexit.unr-lcssa.i
  %.31.0.lcssa.i = phi double [ 0.000000e+00, %B0 ], [ %.70.7.i, %.52.loopexit.unr-lcssa.i ], [ %.70.epil.i, %.51.endif.epil.i ]
  %.54 = fmul double %.31.0.lcssa.i, 2.000000e+00
  store double %.54, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.array_shape_then_dtype, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !13

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !13

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !13

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
  %.47 = call i32 @_ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull poison, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.6.0.load) #2
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !14

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.55 = icmp sgt i32 %.47, 0
  br i1 %.55, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  unreachable

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.47, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases15numba_retracing22array_shape_then_dtypeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8) #2
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !14

entry.if:                                         ; preds = %entry
  %.17 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(ptr nonnull %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24
  ret double %.19

.24:                                              ; preds = %entry.if.endif, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  unreachable

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.24
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !13

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !13

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !13

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }

!0 = !{!"branch_weights", i32 127, i32 1}
!1 = !{!"branch_weights", i32 146201250, i32 2001282398}
!2 = !{!"branch_weights", i32 277993707, i32 1869489941}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!6 = !{!"branch_weights", i32 542333185, i32 1605150463}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.estimated_trip_count", i32 4}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{!"branch_weights", i32 166258294, i32 1981225354}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.estimated_trip_count", i32 12}
!13 = !{!"branch_weights", i32 1, i32 99}
!14 = !{!"branch_weights", i32 49, i32 1}
