; ModuleID = 'scalar_value_then_type'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.scalar_value_then_type = internal constant [23 x i8] c"scalar_value_then_type\00"
@_ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [160 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e20__numba_array_expr_1B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, double %arg.scale) local_unnamed_addr {
B128.i:
  %arg.a.5.0.fr = freeze i64 %arg.a.5.0
  tail call void @NRT_incref(ptr %arg.a.0)
  %0 = add i64 %arg.a.5.0.fr, -1152921504606846976
  %.82 = icmp ult i64 %0, -2305843009213693952
  br i1 %.82, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.81 = shl nsw i64 %arg.a.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !9

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.14923 = icmp sgt i64 %arg.a.5.0.fr, 0
  br i1 %.14923, label %for.body.lr.ph, label %for.end.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.151.not = icmp eq i64 %arg.a.5.0.fr, 1
  br i1 %.151.not, label %for.body.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.a.4 to i64
  %min.iters.check = icmp ult i64 %arg.a.5.0.fr, 4
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 32
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader27, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %n.vec = and i64 %arg.a.5.0.fr, 9223372036854775804
  %broadcast.splatinsert = insertelement <2 x double> poison, double %arg.scale, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr59 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr
  %wide.load = load <2 x double>, ptr %sunkaddr59, align 8
  %sunkaddr60 = mul i64 %index, 8
  %sunkaddr61 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr60
  %sunkaddr62 = getelementptr i8, ptr %sunkaddr61, i64 16
  %wide.load26 = load <2 x double>, ptr %sunkaddr62, align 8
  %4 = fmul <2 x double> %broadcast.splat, %wide.load
  %5 = fmul <2 x double> %broadcast.splat, %wide.load26
  %sunkaddr63 = mul i64 %index, 8
  %sunkaddr64 = getelementptr i8, ptr %.6.i, i64 %sunkaddr63
  store <2 x double> %4, ptr %sunkaddr64, align 8
  %sunkaddr65 = mul i64 %index, 8
  %sunkaddr66 = getelementptr i8, ptr %.6.i, i64 %sunkaddr65
  %sunkaddr67 = getelementptr i8, ptr %sunkaddr66, i64 16
  store <2 x double> %5, ptr %sunkaddr67, align 8
  %index.next = add nuw i64 %index, 4
  %6 = icmp eq i64 %n.vec, %index.next
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.5.0.fr, %n.vec
  br i1 %cmp.n, label %.51.endif.preheader.i, label %for.body.endif.endif.us.preheader27

for.body.endif.endif.us.preheader27:              ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index25.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %arg.a.5.0.fr, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader27
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv49 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next50, %for.body.endif.endif.us.prol ]
  %loop.index25.us.prol = phi i64 [ %.188.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index25.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %7 = shl i64 %loop.index25.us.prol, 3
  %scevgep48 = getelementptr i8, ptr %arg.a.4, i64 %7
  %.159.us.prol = load double, ptr %scevgep48, align 8
  %.6.i5.prol = fmul double %arg.scale, %.159.us.prol
  %8 = shl i64 %loop.index25.us.prol, 3
  %scevgep47 = getelementptr i8, ptr %.6.i, i64 %8
  store double %.6.i5.prol, ptr %scevgep47, align 8
  %.188.us.prol = add nuw nsw i64 %loop.index25.us.prol, 1
  %lsr.iv.next50 = add nsw i64 %lsr.iv49, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next50, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !13

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader27
  %loop.index25.us.unr = phi i64 [ %loop.index25.us.ph, %for.body.endif.endif.us.preheader27 ], [ %.188.us.prol, %for.body.endif.endif.us.prol ]
  %9 = sub nsw i64 %loop.index25.us.ph, %arg.a.5.0.fr
  %10 = icmp ugt i64 %9, -4
  br i1 %10, label %.51.endif.preheader.i, label %for.body.endif.endif.us.preheader28

for.body.endif.endif.us.preheader28:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader28, %for.body.endif.endif.us
  %loop.index25.us = phi i64 [ %.188.us.3, %for.body.endif.endif.us ], [ %loop.index25.us.unr, %for.body.endif.endif.us.preheader28 ]
  %sunkaddr68 = mul i64 %loop.index25.us, 8
  %sunkaddr69 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr68
  %.159.us = load double, ptr %sunkaddr69, align 8
  %.6.i5 = fmul double %arg.scale, %.159.us
  %sunkaddr70 = mul i64 %loop.index25.us, 8
  %sunkaddr71 = getelementptr i8, ptr %.6.i, i64 %sunkaddr70
  store double %.6.i5, ptr %sunkaddr71, align 8
  %sunkaddr72 = mul i64 %loop.index25.us, 8
  %sunkaddr73 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr72
  %sunkaddr74 = getelementptr i8, ptr %sunkaddr73, i64 8
  %.159.us.1 = load double, ptr %sunkaddr74, align 8
  %.6.i5.1 = fmul double %arg.scale, %.159.us.1
  %sunkaddr75 = mul i64 %loop.index25.us, 8
  %sunkaddr76 = getelementptr i8, ptr %.6.i, i64 %sunkaddr75
  %sunkaddr77 = getelementptr i8, ptr %sunkaddr76, i64 8
  store double %.6.i5.1, ptr %sunkaddr77, align 8
  %sunkaddr78 = mul i64 %loop.index25.us, 8
  %sunkaddr79 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr78
  %sunkaddr80 = getelementptr i8, ptr %sunkaddr79, i64 16
  %.159.us.2 = load double, ptr %sunkaddr80, align 8
  %.6.i5.2 = fmul double %arg.scale, %.159.us.2
  %sunkaddr81 = mul i64 %loop.index25.us, 8
  %sunkaddr82 = getelementptr i8, ptr %.6.i, i64 %sunkaddr81
  %sunkaddr83 = getelementptr i8, ptr %sunkaddr82, i64 16
  store double %.6.i5.2, ptr %sunkaddr83, align 8
  %sunkaddr84 = mul i64 %loop.index25.us, 8
  %sunkaddr85 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr84
  %sunkaddr86 = getelementptr i8, ptr %sunkaddr85, i64 24
  %.159.us.3 = load double, ptr %sunkaddr86, align 8
  %.6.i5.3 = fmul double %arg.scale, %.159.us.3
  %sunkaddr87 = mul i64 %loop.index25.us, 8
  %sunkaddr88 = getelementptr i8, ptr %.6.i, i64 %sunkaddr87
  %sunkaddr89 = getelementptr i8, ptr %sunkaddr88, i64 24
  store double %.6.i5.3, ptr %sunkaddr89, align 8
  %.188.us.3 = add nuw nsw i64 %loop.index25.us, 4
  %exitcond30.not.3 = icmp eq i64 %arg.a.5.0.fr, %.188.us.3
  br i1 %exitcond30.not.3, label %.51.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !15

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8
  br label %common.ret

.51.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  %xtraiter.i = and i64 %arg.a.5.0.fr, 7
  %11 = icmp samesign ult i64 %arg.a.5.0.fr, 8
  br i1 %11, label %.51.endif.epil.i.preheader, label %.51.endif.preheader.new.i, !prof !16

.51.endif.preheader.new.i:                        ; preds = %.51.endif.preheader.i
  %12 = lshr i64 %arg.a.5.0.fr, 3
  %13 = trunc i64 %12 to i60
  %14 = zext i60 %13 to i64
  %15 = mul nsw i64 %14, -8
  br label %.51.endif.i

.52.loopexit.unr-lcssa.i:                         ; preds = %.51.endif.i
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.51.endif.epil.i.preheader, !prof !17

.51.endif.epil.i.preheader:                       ; preds = %.52.loopexit.unr-lcssa.i, %.51.endif.preheader.i
  %.36.023.epil.i.ph = phi ptr [ %.6.i, %.51.endif.preheader.i ], [ %.76.7.i, %.52.loopexit.unr-lcssa.i ]
  %.31.022.epil.i.ph = phi double [ 0.000000e+00, %.51.endif.preheader.i ], [ %.70.7.i, %.52.loopexit.unr-lcssa.i ]
  br label %.51.endif.epil.i

.51.endif.epil.i:                                 ; preds = %.51.endif.epil.i.preheader, %.51.endif.epil.i
  %lsr.iv = phi i64 [ 0, %.51.endif.epil.i.preheader ], [ %lsr.iv.next, %.51.endif.epil.i ]
  %.31.022.epil.i = phi double [ %.70.epil.i, %.51.endif.epil.i ], [ %.31.022.epil.i.ph, %.51.endif.epil.i.preheader ]
  %16 = shl i64 %lsr.iv, 3
  %scevgep = getelementptr i8, ptr %.36.023.epil.i.ph, i64 %16
  %.68.epil.i = load double, ptr %scevgep, align 8, !noalias !18
  %.70.epil.i = fadd double %.31.022.epil.i, %.68.epil.i
  %lsr.iv.next = add i64 %lsr.iv, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %lsr.iv.next
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.51.endif.epil.i, !prof !21, !llvm.loop !22

.51.endif.i:                                      ; preds = %.51.endif.i, %.51.endif.preheader.new.i
  %lsr.iv29 = phi i64 [ %lsr.iv.next30, %.51.endif.i ], [ %15, %.51.endif.preheader.new.i ]
  %.36.023.i = phi ptr [ %.76.7.i, %.51.endif.i ], [ %.6.i, %.51.endif.preheader.new.i ]
  %.31.022.i = phi double [ %.70.7.i, %.51.endif.i ], [ 0.000000e+00, %.51.endif.preheader.new.i ]
  %.68.i = load double, ptr %.36.023.i, align 8, !noalias !18
  %.70.i = fadd double %.31.022.i, %.68.i
  %.76.i7 = getelementptr i8, ptr %.36.023.i, i64 8
  %.68.1.i = load double, ptr %.76.i7, align 8, !noalias !18
  %.70.1.i = fadd double %.70.i, %.68.1.i
  %.76.1.i = getelementptr i8, ptr %.36.023.i, i64 16
  %.68.2.i = load double, ptr %.76.1.i, align 8, !noalias !18
  %.70.2.i = fadd double %.70.1.i, %.68.2.i
  %.76.2.i = getelementptr i8, ptr %.36.023.i, i64 24
  %.68.3.i = load double, ptr %.76.2.i, align 8, !noalias !18
  %.70.3.i = fadd double %.70.2.i, %.68.3.i
  %.76.3.i = getelementptr i8, ptr %.36.023.i, i64 32
  %.68.4.i = load double, ptr %.76.3.i, align 8, !noalias !18
  %.70.4.i = fadd double %.70.3.i, %.68.4.i
  %.76.4.i = getelementptr i8, ptr %.36.023.i, i64 40
  %.68.5.i = load double, ptr %.76.4.i, align 8, !noalias !18
  %.70.5.i = fadd double %.70.4.i, %.68.5.i
  %.76.5.i = getelementptr i8, ptr %.36.023.i, i64 48
  %.68.6.i = load double, ptr %.76.5.i, align 8, !noalias !18
  %.70.6.i = fadd double %.70.5.i, %.68.6.i
  %.76.6.i = getelementptr i8, ptr %.36.023.i, i64 56
  %.68.7.i = load double, ptr %.76.6.i, align 8, !noalias !18
  %.70.7.i = fadd double %.70.6.i, %.68.7.i
  %.76.7.i = getelementptr i8, ptr %.36.023.i, i64 64
  %lsr.iv.next30 = add i64 %lsr.iv29, 8
  %niter.ncmp.7.i = icmp eq i64 %lsr.iv.next30, 0
  br i1 %niter.ncmp.7.i, label %.52.loopexit.unr-lcssa.i, label %.51.endif.i, !prof !24, !llvm.loop !25

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.159 = load double, ptr %arg.a.4, align 8
  %.6.i6 = fmul double %arg.scale, %.159
  store double %.6.i6, ptr %.6.i, align 8
  br label %.51.endif.preheader.i

for.end.endif:                                    ; preds = %.51.endif.epil.i, %B0.endif.endif.endif.endif, %.52.loopexit.unr-lcssa.i
  %.31.0.lcssa.i = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif ], [ %.70.7.i, %.52.loopexit.unr-lcssa.i ], [ %.70.epil.i, %.51.endif.epil.i ]
  tail call void @NRT_decref(ptr %arg.a.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.31.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

define ptr @_ZN7cpython5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.scalar_value_then_type, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.51 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ %.75, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20, i8 0, i64 56, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %.42 = load ptr, ptr %.6, align 8
  %.43 = call ptr @PyNumber_Float(ptr %.42)
  %.44 = call double @PyFloat_AsDouble(ptr %.43)
  call void @Py_DecRef(ptr %.43)
  %.46 = call ptr @PyErr_Occurred()
  %.47.not = icmp eq ptr %.46, null
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !27

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.51, align 8
  %.57 = call i32 @_ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.51, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, double %.44) #2
  %.58 = load ptr, ptr %excinfo, align 8
  %.67 = load double, ptr %.51, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.if, !prof !28

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.75 = call ptr @PyFloat_FromDouble(double %.67)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 4
  %.82 = icmp sgt i32 %.81, 0
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 0
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 1
  br i1 %.82, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.88 = sext i32 %.87 to i64
  %.89 = call ptr @PyBytes_FromStringAndSize(ptr %.85, i64 %.88)
  %.90 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.91 = extractvalue { ptr, i32, ptr, ptr, i32 } %.90, 2
  %.93 = extractvalue { ptr, i32, ptr, ptr, i32 } %.90, 3
  %.95 = call ptr %.93(ptr %.91)
  %.96 = icmp eq ptr %.95, null
  br i1 %.96, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.109 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.110 = call ptr @numba_unpickle(ptr %.85, i32 %.87, ptr %.109)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.112 = phi ptr [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.110, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.113.not = icmp eq ptr %.112, null
  br i1 %.113.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.100 = call ptr @numba_runtime_build_excinfo_struct(ptr %.89, ptr nonnull %.95)
  call void @NRT_Free(ptr nonnull %.58)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.112)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, double %.2) #2
  %.11 = load ptr, ptr %excinfo, align 8
  %.20 = load double, ptr %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.10, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !28

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.73 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.73)
  call void @Py_DecRef(ptr %.73)
  call void @numba_gil_release(ptr nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.22)
  call void @PyErr_Clear()
  %.28 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.29 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call ptr @PyBytes_FromStringAndSize(ptr %.33, i64 %.36)
  %.38 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 2
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 3
  %.43 = call ptr %.41(ptr %.39)
  %.44 = icmp eq ptr %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 2
  %.58 = call ptr @numba_unpickle(ptr %.33, i32 %.35, ptr %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi ptr [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq ptr %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !9

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call ptr @numba_runtime_build_excinfo_struct(ptr %.37, ptr nonnull %.43)
  call void @NRT_Free(ptr nonnull %.11)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.60)
  br label %.25
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !9

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !9

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

!0 = !{!"branch_weights", i32 42949671, i32 -42949671}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !11}
!16 = !{!"branch_weights", i32 146201250, i32 2001282398}
!17 = !{!"branch_weights", i32 277993707, i32 1869489941}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!21 = !{!"branch_weights", i32 542333185, i32 1605150463}
!22 = distinct !{!22, !23, !14}
!23 = !{!"llvm.loop.estimated_trip_count", i32 4}
!24 = !{!"branch_weights", i32 166258294, i32 1981225354}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.estimated_trip_count", i32 12}
!27 = !{!"branch_weights", i32 99, i32 1}
!28 = !{!"branch_weights", i32 49, i32 1}
