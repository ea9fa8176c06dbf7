; ModuleID = 'scalar_value_then_type'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.scalar_value_then_type = internal constant [23 x i8] c"scalar_value_then_type\00"
@_ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [160 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv13_3cdynamic_3e20__numba_array_expr_1B2v5B68c8tJTIcFKzyF2ILShI4CrgQEk0b40RYcfMBQRItQqEpE2kESQE0PMIkiiOmaAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, double %arg.scale) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.80 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 8)
  %.82 = extractvalue { i64, i1 } %.80, 1
  br i1 %.82, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.if, %for.end.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.81 = extractvalue { i64, i1 } %.80, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i9 = load double*, double** %0, align 8
  %.1496 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.1496, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.151.not = icmp eq i64 %arg.a.5.0, 1
  br i1 %.151.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.a.5.0, 4
  br i1 %min.iters.check, label %for.body.us.preheader28, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i9, i64 %arg.a.5.0
  %scevgep23 = getelementptr double, double* %arg.a.4, i64 %arg.a.5.0
  %bound0 = icmp ult double* %.6.i9, %scevgep23
  %bound1 = icmp ugt double* %scevgep, %arg.a.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader28, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.a.5.0, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %arg.scale, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert26 = insertelement <2 x double> poison, double %arg.scale, i64 0
  %broadcast.splat27 = shufflevector <2 x double> %broadcast.splatinsert26, <2 x double> poison, <2 x i32> zeroinitializer
  %1 = add i64 %n.vec, -4
  %2 = lshr exact i64 %1, 2
  %3 = add nuw nsw i64 %2, 1
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const92 = bitcast i64 9223372036854775800 to i64
  %const_mat = add i64 %const92, 6
  %unroll_iter = and i64 %3, %const_mat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv90 = phi i64 [ %lsr.iv.next91, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %5 = bitcast double* %arg.a.4 to i8*
  %sunkaddr93 = getelementptr i8, i8* %5, i64 %sunkaddr
  %6 = bitcast i8* %sunkaddr93 to <2 x double>*
  %wide.load = load <2 x double>, <2 x double>* %6, align 8, !alias.scope !9
  %sunkaddr94 = mul i64 %index, 8
  %7 = bitcast double* %arg.a.4 to i8*
  %sunkaddr95 = getelementptr i8, i8* %7, i64 %sunkaddr94
  %sunkaddr96 = getelementptr i8, i8* %sunkaddr95, i64 16
  %8 = bitcast i8* %sunkaddr96 to <2 x double>*
  %wide.load25 = load <2 x double>, <2 x double>* %8, align 8, !alias.scope !9
  %9 = fmul <2 x double> %wide.load, %broadcast.splat
  %10 = fmul <2 x double> %wide.load25, %broadcast.splat27
  %sunkaddr97 = mul i64 %index, 8
  %11 = bitcast double* %.6.i9 to i8*
  %sunkaddr98 = getelementptr i8, i8* %11, i64 %sunkaddr97
  %12 = bitcast i8* %sunkaddr98 to <2 x double>*
  store <2 x double> %9, <2 x double>* %12, align 8, !alias.scope !12, !noalias !9
  %sunkaddr99 = mul i64 %index, 8
  %13 = bitcast double* %.6.i9 to i8*
  %sunkaddr100 = getelementptr i8, i8* %13, i64 %sunkaddr99
  %sunkaddr101 = getelementptr i8, i8* %sunkaddr100, i64 16
  %14 = bitcast i8* %sunkaddr101 to <2 x double>*
  store <2 x double> %10, <2 x double>* %14, align 8, !alias.scope !12, !noalias !9
  %sunkaddr102 = mul i64 %index, 8
  %15 = bitcast double* %arg.a.4 to i8*
  %sunkaddr103 = getelementptr i8, i8* %15, i64 %sunkaddr102
  %sunkaddr104 = getelementptr i8, i8* %sunkaddr103, i64 32
  %16 = bitcast i8* %sunkaddr104 to <2 x double>*
  %wide.load.1 = load <2 x double>, <2 x double>* %16, align 8, !alias.scope !9
  %sunkaddr105 = mul i64 %index, 8
  %17 = bitcast double* %arg.a.4 to i8*
  %sunkaddr106 = getelementptr i8, i8* %17, i64 %sunkaddr105
  %sunkaddr107 = getelementptr i8, i8* %sunkaddr106, i64 48
  %18 = bitcast i8* %sunkaddr107 to <2 x double>*
  %wide.load25.1 = load <2 x double>, <2 x double>* %18, align 8, !alias.scope !9
  %19 = fmul <2 x double> %wide.load.1, %broadcast.splat
  %20 = fmul <2 x double> %wide.load25.1, %broadcast.splat27
  %sunkaddr108 = mul i64 %index, 8
  %21 = bitcast double* %.6.i9 to i8*
  %sunkaddr109 = getelementptr i8, i8* %21, i64 %sunkaddr108
  %sunkaddr110 = getelementptr i8, i8* %sunkaddr109, i64 32
  %22 = bitcast i8* %sunkaddr110 to <2 x double>*
  store <2 x double> %19, <2 x double>* %22, align 8, !alias.scope !12, !noalias !9
  %sunkaddr111 = mul i64 %index, 8
  %23 = bitcast double* %.6.i9 to i8*
  %sunkaddr112 = getelementptr i8, i8* %23, i64 %sunkaddr111
  %sunkaddr113 = getelementptr i8, i8* %sunkaddr112, i64 48
  %24 = bitcast i8* %sunkaddr113 to <2 x double>*
  store <2 x double> %20, <2 x double>* %24, align 8, !alias.scope !12, !noalias !9
  %index.next.1 = add i64 %index, 8
  %lsr.iv.next91 = add i64 %lsr.iv90, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next91, 0
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %25 = and i64 %3, 1
  %lcmp.mod30.not = icmp eq i64 %25, 0
  br i1 %lcmp.mod30.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr double, double* %arg.a.4, i64 %index.unr
  %27 = bitcast double* %26 to <2 x double>*
  %wide.load.epil = load <2 x double>, <2 x double>* %27, align 8, !alias.scope !9
  %28 = getelementptr double, double* %26, i64 2
  %29 = bitcast double* %28 to <2 x double>*
  %wide.load25.epil = load <2 x double>, <2 x double>* %29, align 8, !alias.scope !9
  %30 = fmul <2 x double> %wide.load.epil, %broadcast.splat
  %31 = fmul <2 x double> %wide.load25.epil, %broadcast.splat27
  %32 = getelementptr double, double* %.6.i9, i64 %index.unr
  %33 = bitcast double* %32 to <2 x double>*
  store <2 x double> %30, <2 x double>* %33, align 8, !alias.scope !12, !noalias !9
  %34 = getelementptr double, double* %32, i64 2
  %35 = bitcast double* %34 to <2 x double>*
  store <2 x double> %31, <2 x double>* %35, align 8, !alias.scope !12, !noalias !9
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %arg.a.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader28

for.body.us.preheader28:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index8.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %36 = xor i64 %loop.index8.us.ph, -1
  %37 = add i64 %36, %arg.a.5.0
  %xtraiter = and i64 %arg.a.5.0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader28
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv = phi i64 [ %xtraiter, %for.body.us.prol.preheader ], [ %lsr.iv.next, %for.body.us.prol ]
  %loop.index8.us.prol = phi i64 [ %.188.us.prol, %for.body.us.prol ], [ %loop.index8.us.ph, %for.body.us.prol.preheader ]
  %scevgep65 = getelementptr double, double* %arg.a.4, i64 %loop.index8.us.prol
  %.159.us.prol = load double, double* %scevgep65, align 8
  %.6.i1.us.prol = fmul double %.159.us.prol, %arg.scale
  %scevgep64 = getelementptr double, double* %.6.i9, i64 %loop.index8.us.prol
  store double %.6.i1.us.prol, double* %scevgep64, align 8
  %.188.us.prol = add nuw i64 %loop.index8.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !16

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader28
  %loop.index8.us.unr = phi i64 [ %loop.index8.us.ph, %for.body.us.preheader28 ], [ %.188.us.prol, %for.body.us.prol ]
  %38 = icmp ult i64 %37, 3
  br i1 %38, label %for.end, label %for.body.us.preheader31

for.body.us.preheader31:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader31, %for.body.us
  %loop.index8.us = phi i64 [ %.188.us.3, %for.body.us ], [ %loop.index8.us.unr, %for.body.us.preheader31 ]
  %sunkaddr114 = mul i64 %loop.index8.us, 8
  %39 = bitcast double* %arg.a.4 to i8*
  %sunkaddr115 = getelementptr i8, i8* %39, i64 %sunkaddr114
  %40 = bitcast i8* %sunkaddr115 to double*
  %.159.us = load double, double* %40, align 8
  %.6.i1.us = fmul double %.159.us, %arg.scale
  %sunkaddr116 = mul i64 %loop.index8.us, 8
  %41 = bitcast double* %.6.i9 to i8*
  %sunkaddr117 = getelementptr i8, i8* %41, i64 %sunkaddr116
  %42 = bitcast i8* %sunkaddr117 to double*
  store double %.6.i1.us, double* %42, align 8
  %sunkaddr118 = mul i64 %loop.index8.us, 8
  %43 = bitcast double* %arg.a.4 to i8*
  %sunkaddr119 = getelementptr i8, i8* %43, i64 %sunkaddr118
  %sunkaddr120 = getelementptr i8, i8* %sunkaddr119, i64 8
  %44 = bitcast i8* %sunkaddr120 to double*
  %.159.us.1 = load double, double* %44, align 8
  %.6.i1.us.1 = fmul double %.159.us.1, %arg.scale
  %sunkaddr121 = mul i64 %loop.index8.us, 8
  %45 = bitcast double* %.6.i9 to i8*
  %sunkaddr122 = getelementptr i8, i8* %45, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, i8* %sunkaddr122, i64 8
  %46 = bitcast i8* %sunkaddr123 to double*
  store double %.6.i1.us.1, double* %46, align 8
  %sunkaddr124 = mul i64 %loop.index8.us, 8
  %47 = bitcast double* %arg.a.4 to i8*
  %sunkaddr125 = getelementptr i8, i8* %47, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, i8* %sunkaddr125, i64 16
  %48 = bitcast i8* %sunkaddr126 to double*
  %.159.us.2 = load double, double* %48, align 8
  %.6.i1.us.2 = fmul double %.159.us.2, %arg.scale
  %sunkaddr127 = mul i64 %loop.index8.us, 8
  %49 = bitcast double* %.6.i9 to i8*
  %sunkaddr128 = getelementptr i8, i8* %49, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, i8* %sunkaddr128, i64 16
  %50 = bitcast i8* %sunkaddr129 to double*
  store double %.6.i1.us.2, double* %50, align 8
  %sunkaddr130 = mul i64 %loop.index8.us, 8
  %51 = bitcast double* %arg.a.4 to i8*
  %sunkaddr131 = getelementptr i8, i8* %51, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, i8* %sunkaddr131, i64 24
  %52 = bitcast i8* %sunkaddr132 to double*
  %.159.us.3 = load double, double* %52, align 8
  %.6.i1.us.3 = fmul double %.159.us.3, %arg.scale
  %sunkaddr133 = mul i64 %loop.index8.us, 8
  %53 = bitcast double* %.6.i9 to i8*
  %sunkaddr134 = getelementptr i8, i8* %53, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, i8* %sunkaddr134, i64 24
  %54 = bitcast i8* %sunkaddr135 to double*
  store double %.6.i1.us.3, double* %54, align 8
  %.188.us.3 = add nuw nsw i64 %loop.index8.us, 4
  %exitcond.not.3 = icmp eq i64 %arg.a.5.0, %.188.us.3
  br i1 %exitcond.not.3, label %for.end, label %for.body.us, !llvm.loop !18

for.end.thread:                                   ; preds = %for.body.preheader
  %.159 = load double, double* %arg.a.4, align 8
  %.6.i1 = fmul double %.159, %arg.scale
  store double %.6.i1, double* %.6.i9, align 8
  br label %B52.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif
  %.68.i = icmp eq i64 %arg.a.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B52.endif.preheader.i, !prof !0

B52.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.a.5.0, i64 1) #4
  %55 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %56 = icmp ult i64 %55, 7
  br i1 %56, label %common.ret.loopexit.unr-lcssa.i, label %B52.endif.preheader.new.i

B52.endif.preheader.new.i:                        ; preds = %B52.endif.preheader.i
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const
  br label %B52.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B52.endif.i, %B52.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B52.endif.preheader.i ], [ %.239.7.i, %B52.endif.i ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B52.endif.preheader.i ], [ %.239.7.i, %B52.endif.i ]
  %.70.06.unr.i = phi i64 [ 0, %B52.endif.preheader.i ], [ %unroll_iter.i, %B52.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B52.endif.epil.preheader.i

B52.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i9, i64 %.70.06.unr.i
  br label %B52.endif.epil.i

B52.endif.epil.i:                                 ; preds = %B52.endif.epil.i, %B52.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B52.endif.epil.i ], [ %c.2.07.unr.i, %B52.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B52.endif.epil.i ], [ 0, %B52.endif.epil.preheader.i ]
  %scevgep32 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep32, align 8, !noalias !19
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B52.endif.epil.i, !prof !22, !llvm.loop !23

B52.endif.i:                                      ; preds = %B52.endif.i, %B52.endif.preheader.new.i
  %c.2.07.i = phi double [ 0.000000e+00, %B52.endif.preheader.new.i ], [ %.239.7.i, %B52.endif.i ]
  %.70.06.i = phi i64 [ 0, %B52.endif.preheader.new.i ], [ %.182.7.i, %B52.endif.i ]
  %sunkaddr136 = mul i64 %.70.06.i, 8
  %57 = bitcast double* %.6.i9 to i8*
  %sunkaddr137 = getelementptr i8, i8* %57, i64 %sunkaddr136
  %58 = bitcast i8* %sunkaddr137 to double*
  %.236.i = load double, double* %58, align 8, !noalias !19
  %.239.i = fadd double %c.2.07.i, %.236.i
  %sunkaddr138 = mul i64 %.70.06.i, 8
  %59 = bitcast double* %.6.i9 to i8*
  %sunkaddr139 = getelementptr i8, i8* %59, i64 %sunkaddr138
  %sunkaddr140 = getelementptr i8, i8* %sunkaddr139, i64 8
  %60 = bitcast i8* %sunkaddr140 to double*
  %.236.1.i = load double, double* %60, align 8, !noalias !19
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %sunkaddr141 = mul i64 %.70.06.i, 8
  %61 = bitcast double* %.6.i9 to i8*
  %sunkaddr142 = getelementptr i8, i8* %61, i64 %sunkaddr141
  %sunkaddr143 = getelementptr i8, i8* %sunkaddr142, i64 16
  %62 = bitcast i8* %sunkaddr143 to double*
  %.236.2.i = load double, double* %62, align 8, !noalias !19
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %sunkaddr144 = mul i64 %.70.06.i, 8
  %63 = bitcast double* %.6.i9 to i8*
  %sunkaddr145 = getelementptr i8, i8* %63, i64 %sunkaddr144
  %sunkaddr146 = getelementptr i8, i8* %sunkaddr145, i64 24
  %64 = bitcast i8* %sunkaddr146 to double*
  %.236.3.i = load double, double* %64, align 8, !noalias !19
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %sunkaddr147 = mul i64 %.70.06.i, 8
  %65 = bitcast double* %.6.i9 to i8*
  %sunkaddr148 = getelementptr i8, i8* %65, i64 %sunkaddr147
  %sunkaddr149 = getelementptr i8, i8* %sunkaddr148, i64 32
  %66 = bitcast i8* %sunkaddr149 to double*
  %.236.4.i = load double, double* %66, align 8, !noalias !19
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %sunkaddr150 = mul i64 %.70.06.i, 8
  %67 = bitcast double* %.6.i9 to i8*
  %sunkaddr151 = getelementptr i8, i8* %67, i64 %sunkaddr150
  %sunkaddr152 = getelementptr i8, i8* %sunkaddr151, i64 40
  %68 = bitcast i8* %sunkaddr152 to double*
  %.236.5.i = load double, double* %68, align 8, !noalias !19
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %sunkaddr153 = mul i64 %.70.06.i, 8
  %69 = bitcast double* %.6.i9 to i8*
  %sunkaddr154 = getelementptr i8, i8* %69, i64 %sunkaddr153
  %sunkaddr155 = getelementptr i8, i8* %sunkaddr154, i64 48
  %70 = bitcast i8* %sunkaddr155 to double*
  %.236.6.i = load double, double* %70, align 8, !noalias !19
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %.182.7.i = add nuw i64 %.70.06.i, 8
  %sunkaddr156 = mul i64 %.70.06.i, 8
  %71 = bitcast double* %.6.i9 to i8*
  %sunkaddr157 = getelementptr i8, i8* %71, i64 %sunkaddr156
  %sunkaddr158 = getelementptr i8, i8* %sunkaddr157, i64 56
  %72 = bitcast i8* %sunkaddr158 to double*
  %.236.7.i = load double, double* %72, align 8, !noalias !19
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %niter.ncmp.7.not.i = icmp eq i64 %unroll_iter.i, %.182.7.i
  br i1 %niter.ncmp.7.not.i, label %common.ret.loopexit.unr-lcssa.i, label %B52.endif.i, !prof !0

for.end.endif:                                    ; preds = %B52.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B52.endif.epil.i ]
  tail call void @NRT_decref(i8* %arg.a.0)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.const.scalar_value_then_type, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !24

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, double %.46) #2
  %.60 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.67 = icmp sgt i32 %.59, 0
  %.68 = select i1 %.67, { i8*, i32, i8*, i8*, i32 }* %.60, { i8*, i32, i8*, i8*, i32 }* undef
  %.69 = load double, double* %.53, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.59, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %8 = icmp sgt i32 %.59, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.77 = call i8* @PyFloat_FromDouble(double %.69)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 0
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 1
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.90 = sext i32 %.89 to i64
  %.91 = call i8* @PyBytes_FromStringAndSize(i8* %.87, i64 %.90)
  %.92 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 2
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 3
  %.96 = bitcast i8* %.95 to i8* (i8*)*
  %.97 = call i8* %.96(i8* %.93)
  %.98 = icmp eq i8* %.97, null
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.112 = call i8* @numba_unpickle(i8* %.87, i32 %.89, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq i8* %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call i8* @numba_runtime_build_excinfo_struct(i8* %.91, i8* nonnull %.97)
  %.103 = bitcast { i8*, i32, i8*, i8*, i32 }* %.68 to i8*
  call void @NRT_Free(i8* nonnull %.103)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.114)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN5cases15numba_retracing22scalar_value_then_typeB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 undef, double %.2) #2
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !24

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.10, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.25
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.19 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

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

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !15}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v4B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!22 = !{!"branch_weights", i32 1, i32 7}
!23 = distinct !{!23, !17}
!24 = !{!"branch_weights", i32 99, i32 1}
