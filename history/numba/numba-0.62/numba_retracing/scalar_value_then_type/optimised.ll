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
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv13_3cdynamic_3e20__numba_array_expr_1B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.a.0, ptr nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, double %arg.scale) local_unnamed_addr {
B128.i:
  %arg.a.5.0.fr = freeze i64 %arg.a.5.0
  tail call void @NRT_incref(ptr %arg.a.0)
  %0 = add i64 %arg.a.5.0.fr, -1152921504606846976
  %.82 = icmp ult i64 %0, -2305843009213693952
  br i1 %.82, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %for.end.endif ]
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
  br i1 %.14923, label %for.body.lr.ph, label %for.end

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
  br i1 %or.cond, label %for.body.endif.endif.us.preheader40, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %const_mat = add i64 %const, 4
  %n.vec = and i64 %arg.a.5.0.fr, %const_mat
  %broadcast.splatinsert = insertelement <2 x double> poison, double %arg.scale, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr85 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr
  %wide.load = load <2 x double>, ptr %sunkaddr85, align 8
  %sunkaddr86 = mul i64 %index, 8
  %sunkaddr87 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr86
  %sunkaddr88 = getelementptr i8, ptr %sunkaddr87, i64 16
  %wide.load39 = load <2 x double>, ptr %sunkaddr88, align 8
  %4 = fmul <2 x double> %broadcast.splat, %wide.load
  %5 = fmul <2 x double> %broadcast.splat, %wide.load39
  %sunkaddr89 = mul i64 %index, 8
  %sunkaddr90 = getelementptr i8, ptr %.6.i, i64 %sunkaddr89
  store <2 x double> %4, ptr %sunkaddr90, align 8
  %sunkaddr91 = mul i64 %index, 8
  %sunkaddr92 = getelementptr i8, ptr %.6.i, i64 %sunkaddr91
  %sunkaddr93 = getelementptr i8, ptr %sunkaddr92, i64 16
  store <2 x double> %5, ptr %sunkaddr93, align 8
  %index.next = add nuw i64 %index, 4
  %6 = icmp eq i64 %n.vec, %index.next
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.5.0.fr, %n.vec
  br i1 %cmp.n, label %B52.preheader.i, label %for.body.endif.endif.us.preheader40

for.body.endif.endif.us.preheader40:              ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index25.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %arg.a.5.0.fr, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader40
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next, %for.body.endif.endif.us.prol ]
  %loop.index25.us.prol = phi i64 [ %.188.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index25.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %7 = shl i64 %loop.index25.us.prol, 3
  %scevgep75 = getelementptr i8, ptr %arg.a.4, i64 %7
  %.159.us.prol = load double, ptr %scevgep75, align 8
  %.6.i6.prol = fmul double %arg.scale, %.159.us.prol
  %8 = shl i64 %loop.index25.us.prol, 3
  %scevgep74 = getelementptr i8, ptr %.6.i, i64 %8
  store double %.6.i6.prol, ptr %scevgep74, align 8
  %.188.us.prol = add nuw nsw i64 %loop.index25.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !13

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader40
  %loop.index25.us.unr = phi i64 [ %loop.index25.us.ph, %for.body.endif.endif.us.preheader40 ], [ %.188.us.prol, %for.body.endif.endif.us.prol ]
  %9 = sub nsw i64 %loop.index25.us.ph, %arg.a.5.0.fr
  %10 = icmp ugt i64 %9, -4
  br i1 %10, label %B52.preheader.i, label %for.body.endif.endif.us.preheader41

for.body.endif.endif.us.preheader41:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader41, %for.body.endif.endif.us
  %loop.index25.us = phi i64 [ %.188.us.3, %for.body.endif.endif.us ], [ %loop.index25.us.unr, %for.body.endif.endif.us.preheader41 ]
  %sunkaddr94 = mul i64 %loop.index25.us, 8
  %sunkaddr95 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr94
  %.159.us = load double, ptr %sunkaddr95, align 8
  %.6.i6 = fmul double %arg.scale, %.159.us
  %sunkaddr96 = mul i64 %loop.index25.us, 8
  %sunkaddr97 = getelementptr i8, ptr %.6.i, i64 %sunkaddr96
  store double %.6.i6, ptr %sunkaddr97, align 8
  %sunkaddr98 = mul i64 %loop.index25.us, 8
  %sunkaddr99 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr98
  %sunkaddr100 = getelementptr i8, ptr %sunkaddr99, i64 8
  %.159.us.1 = load double, ptr %sunkaddr100, align 8
  %.6.i6.1 = fmul double %arg.scale, %.159.us.1
  %sunkaddr101 = mul i64 %loop.index25.us, 8
  %sunkaddr102 = getelementptr i8, ptr %.6.i, i64 %sunkaddr101
  %sunkaddr103 = getelementptr i8, ptr %sunkaddr102, i64 8
  store double %.6.i6.1, ptr %sunkaddr103, align 8
  %sunkaddr104 = mul i64 %loop.index25.us, 8
  %sunkaddr105 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr104
  %sunkaddr106 = getelementptr i8, ptr %sunkaddr105, i64 16
  %.159.us.2 = load double, ptr %sunkaddr106, align 8
  %.6.i6.2 = fmul double %arg.scale, %.159.us.2
  %sunkaddr107 = mul i64 %loop.index25.us, 8
  %sunkaddr108 = getelementptr i8, ptr %.6.i, i64 %sunkaddr107
  %sunkaddr109 = getelementptr i8, ptr %sunkaddr108, i64 16
  store double %.6.i6.2, ptr %sunkaddr109, align 8
  %sunkaddr110 = mul i64 %loop.index25.us, 8
  %sunkaddr111 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr110
  %sunkaddr112 = getelementptr i8, ptr %sunkaddr111, i64 24
  %.159.us.3 = load double, ptr %sunkaddr112, align 8
  %.6.i6.3 = fmul double %arg.scale, %.159.us.3
  %sunkaddr113 = mul i64 %loop.index25.us, 8
  %sunkaddr114 = getelementptr i8, ptr %.6.i, i64 %sunkaddr113
  %sunkaddr115 = getelementptr i8, ptr %sunkaddr114, i64 24
  store double %.6.i6.3, ptr %sunkaddr115, align 8
  %.188.us.3 = add nuw nsw i64 %loop.index25.us, 4
  %exitcond30.not.3 = icmp eq i64 %arg.a.5.0.fr, %.188.us.3
  br i1 %exitcond30.not.3, label %B52.preheader.i, label %for.body.endif.endif.us, !llvm.loop !15

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %B0.endif.endif.endif.endif
  %.68.i = icmp eq i64 %arg.a.5.0.fr, 0
  br i1 %.68.i, label %for.end.endif, label %B52.epil.preheader.i

B52.preheader.i:                                  ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  %xtraiter.i = and i64 %arg.a.5.0.fr, 7
  %11 = icmp slt i64 %arg.a.5.0.fr, 8
  br i1 %11, label %common.ret.loopexit.unr-lcssa.i, label %B52.preheader.new.i

B52.preheader.new.i:                              ; preds = %B52.preheader.i
  %const84 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %arg.a.5.0.fr, %const84
  br label %B52.i

B52.i:                                            ; preds = %B52.i, %B52.preheader.new.i
  %c.2.02.i = phi double [ 0.000000e+00, %B52.preheader.new.i ], [ %.239.7.i, %B52.i ]
  %.1821131.i = phi i64 [ 0, %B52.preheader.new.i ], [ %.182.7.i, %B52.i ]
  %sunkaddr116 = mul i64 %.1821131.i, 8
  %sunkaddr117 = getelementptr i8, ptr %.6.i, i64 %sunkaddr116
  %.236.i = load double, ptr %sunkaddr117, align 8, !noalias !16
  %.239.i = fadd double %c.2.02.i, %.236.i
  %sunkaddr118 = mul i64 %.1821131.i, 8
  %sunkaddr119 = getelementptr i8, ptr %.6.i, i64 %sunkaddr118
  %sunkaddr120 = getelementptr i8, ptr %sunkaddr119, i64 8
  %.236.1.i = load double, ptr %sunkaddr120, align 8, !noalias !16
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %sunkaddr121 = mul i64 %.1821131.i, 8
  %sunkaddr122 = getelementptr i8, ptr %.6.i, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, ptr %sunkaddr122, i64 16
  %.236.2.i = load double, ptr %sunkaddr123, align 8, !noalias !16
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %sunkaddr124 = mul i64 %.1821131.i, 8
  %sunkaddr125 = getelementptr i8, ptr %.6.i, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, ptr %sunkaddr125, i64 24
  %.236.3.i = load double, ptr %sunkaddr126, align 8, !noalias !16
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %sunkaddr127 = mul i64 %.1821131.i, 8
  %sunkaddr128 = getelementptr i8, ptr %.6.i, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, ptr %sunkaddr128, i64 32
  %.236.4.i = load double, ptr %sunkaddr129, align 8, !noalias !16
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %sunkaddr130 = mul i64 %.1821131.i, 8
  %sunkaddr131 = getelementptr i8, ptr %.6.i, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, ptr %sunkaddr131, i64 40
  %.236.5.i = load double, ptr %sunkaddr132, align 8, !noalias !16
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %sunkaddr133 = mul i64 %.1821131.i, 8
  %sunkaddr134 = getelementptr i8, ptr %.6.i, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, ptr %sunkaddr134, i64 48
  %.236.6.i = load double, ptr %sunkaddr135, align 8, !noalias !16
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %.182.7.i = add nuw nsw i64 %.1821131.i, 8
  %sunkaddr136 = mul i64 %.1821131.i, 8
  %sunkaddr137 = getelementptr i8, ptr %.6.i, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, ptr %sunkaddr137, i64 56
  %.236.7.i = load double, ptr %sunkaddr138, align 8, !noalias !16
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %niter.ncmp.7.i = icmp eq i64 %unroll_iter.i, %.182.7.i
  br i1 %niter.ncmp.7.i, label %common.ret.loopexit.unr-lcssa.loopexit.i, label %B52.i

common.ret.loopexit.unr-lcssa.loopexit.i:         ; preds = %B52.i
  %12 = shl i64 %unroll_iter.i, 3
  br label %common.ret.loopexit.unr-lcssa.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %common.ret.loopexit.unr-lcssa.loopexit.i, %B52.preheader.i
  %.239.lcssa.ph.i = phi double [ poison, %B52.preheader.i ], [ %.239.7.i, %common.ret.loopexit.unr-lcssa.loopexit.i ]
  %c.2.02.unr.i = phi double [ 0.000000e+00, %B52.preheader.i ], [ %.239.7.i, %common.ret.loopexit.unr-lcssa.loopexit.i ]
  %.1821131.unr.i = phi i64 [ 0, %B52.preheader.i ], [ %12, %common.ret.loopexit.unr-lcssa.loopexit.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B52.epil.preheader.i

B52.epil.preheader.i:                             ; preds = %for.end, %common.ret.loopexit.unr-lcssa.i
  %.1821131.unr.i28 = phi i64 [ %.1821131.unr.i, %common.ret.loopexit.unr-lcssa.i ], [ 0, %for.end ]
  %c.2.02.unr.i27 = phi double [ %c.2.02.unr.i, %common.ret.loopexit.unr-lcssa.i ], [ 0.000000e+00, %for.end ]
  %xtraiter.i2026 = phi i64 [ %xtraiter.i, %common.ret.loopexit.unr-lcssa.i ], [ 1, %for.end ]
  %scevgep.i9 = getelementptr i8, ptr %.6.i, i64 %.1821131.unr.i28
  br label %B52.epil.i

B52.epil.i:                                       ; preds = %B52.epil.i, %B52.epil.preheader.i
  %c.2.02.epil.i = phi double [ %.239.epil.i, %B52.epil.i ], [ %c.2.02.unr.i27, %B52.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B52.epil.i ], [ 0, %B52.epil.preheader.i ]
  %13 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %scevgep.i9, i64 %13
  %.236.epil.i = load double, ptr %scevgep, align 8, !noalias !16
  %.239.epil.i = fadd double %c.2.02.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i2026, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B52.epil.i, !llvm.loop !19

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.159 = load double, ptr %arg.a.4, align 8
  %.6.i7 = fmul double %arg.scale, %.159
  store double %.6.i7, ptr %.6.i, align 8
  br label %B52.preheader.i

for.end.endif:                                    ; preds = %B52.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B52.epil.i ]
  tail call void @NRT_decref(ptr %arg.a.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

define ptr @_ZN7cpython5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.scalar_value_then_type, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.thread ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd")
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.37.fca.0.load = load ptr, ptr %.22, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.22, i64 32
  %.37.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.22, i64 40
  %.37.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %.44 = load ptr, ptr %.6, align 8
  %.45 = call ptr @PyNumber_Float(ptr %.44)
  %.46 = call double @PyFloat_AsDouble(ptr %.45)
  call void @Py_DecRef(ptr %.45)
  %.48 = call ptr @PyErr_Occurred()
  %.49.not = icmp eq ptr %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !20

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.53, align 8
  %.59 = call i32 @_ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.53, ptr nonnull %excinfo, ptr %.37.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #2
  %.60 = load ptr, ptr %excinfo, align 8
  %.69 = load double, ptr %.53, align 8
  call void @NRT_decref(ptr %.37.fca.0.load)
  %cond = icmp eq i32 %.59, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.77 = call ptr @PyFloat_FromDouble(double %.69)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { ptr, i32, ptr, ptr, i32 }, ptr %.60, align 8
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.82, 0
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.82, 1
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.90 = sext i32 %.89 to i64
  %.91 = call ptr @PyBytes_FromStringAndSize(ptr %.87, i64 %.90)
  %.92 = load { ptr, i32, ptr, ptr, i32 }, ptr %.60, align 8
  %.93 = extractvalue { ptr, i32, ptr, ptr, i32 } %.92, 2
  %.95 = extractvalue { ptr, i32, ptr, ptr, i32 } %.92, 3
  %.97 = call ptr %.95(ptr %.93)
  %.98 = icmp eq ptr %.97, null
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { ptr, i32, ptr, ptr, i32 } %.82, 2
  %.112 = call ptr @numba_unpickle(ptr %.87, i32 %.89, ptr %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi ptr [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq ptr %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call ptr @numba_runtime_build_excinfo_struct(ptr %.91, ptr nonnull %.97)
  call void @NRT_Free(ptr nonnull %.60)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.114)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr nocapture, ptr nocapture) local_unnamed_addr

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
  br i1 %cond, label %common.ret, label %entry.if.if

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.73 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
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
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #1 {
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !9

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
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!19 = distinct !{!19, !14}
!20 = !{!"branch_weights", i32 99, i32 1}
