; ModuleID = 'nested_loops'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.nested_loops = internal constant [13 x i8] c"nested_loops\00"
@_ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE" = internal constant [145 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define i32 @_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.m.0, i8* nocapture readnone %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, i64* nocapture readonly %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1) local_unnamed_addr #0 {
B0.endif:
  %.13115.not = icmp slt i64 %arg.m.5.0, 1
  br i1 %.13115.not, label %common.ret, label %B64.endif.lr.ph

B64.endif.lr.ph:                                  ; preds = %B0.endif
  %.267 = add i64 %arg.m.5.1, -1
  %.31011.not = icmp slt i64 %.267, 1
  br i1 %.31011.not, label %B64.endif.preheader, label %B64.endif.us.preheader

B64.endif.us.preheader:                           ; preds = %B64.endif.lr.ph
  %const = bitcast i64 9223372036854775804 to i64
  %0 = add i64 %arg.m.5.1, -5
  %1 = lshr i64 %0, 2
  %2 = add nuw nsw i64 %1, 1
  %n.vec = and i64 %.267, -4
  %ind.end = or i64 %n.vec, 1
  %const_mat = add i64 %const, 2
  %unroll_iter59 = and i64 %2, %const_mat
  %scevgep111 = getelementptr i64, i64* %arg.m.4, i64 7
  %3 = shl i64 %arg.m.5.1, 3
  br label %B64.endif.us

B64.endif.preheader:                              ; preds = %B64.endif.lr.ph
  %min.iters.check29 = icmp ugt i64 %arg.m.5.0, 3
  %ident.check.not = icmp eq i64 %arg.m.5.1, 1
  %or.cond = select i1 %min.iters.check29, i1 %ident.check.not, i1 false
  br i1 %or.cond, label %vector.ph30, label %B64.endif.preheader43

vector.ph30:                                      ; preds = %B64.endif.preheader
  %n.vec32 = and i64 %arg.m.5.0, -4
  %4 = add i64 %n.vec32, -4
  %5 = lshr exact i64 %4, 2
  %6 = add nuw nsw i64 %5, 1
  %xtraiter50 = and i64 %6, 3
  %7 = icmp ult i64 %4, 12
  br i1 %7, label %middle.block27.unr-lcssa, label %vector.ph30.new

vector.ph30.new:                                  ; preds = %vector.ph30
  %const132 = bitcast i64 9223372036854775804 to i64
  %unroll_iter = and i64 %6, %const132
  %8 = shl i64 %arg.m.5.1, 7
  %9 = shl i64 %arg.m.5.1, 5
  br label %vector.body35

vector.body35:                                    ; preds = %vector.body35, %vector.ph30.new
  %lsr.iv98 = phi i64 [ %lsr.iv.next99, %vector.body35 ], [ %unroll_iter, %vector.ph30.new ]
  %lsr.iv94 = phi i64* [ %18, %vector.body35 ], [ %arg.m.4, %vector.ph30.new ]
  %index36 = phi i64 [ 0, %vector.ph30.new ], [ %index.next41.3, %vector.body35 ]
  %vec.phi37 = phi <2 x i64> [ zeroinitializer, %vector.ph30.new ], [ %16, %vector.body35 ]
  %vec.phi38 = phi <2 x i64> [ zeroinitializer, %vector.ph30.new ], [ %17, %vector.body35 ]
  %lsr.iv9495 = bitcast i64* %lsr.iv94 to i1*
  %lsr.iv9497 = bitcast i64* %lsr.iv94 to <2 x i64>*
  %lsr.iv9497101 = bitcast <2 x i64>* %lsr.iv9497 to i8*
  %wide.load39 = load <2 x i64>, <2 x i64>* %lsr.iv9497, align 8
  %scevgep100 = getelementptr <2 x i64>, <2 x i64>* %lsr.iv9497, i64 1
  %wide.load40 = load <2 x i64>, <2 x i64>* %scevgep100, align 8
  %10 = add <2 x i64> %wide.load39, %vec.phi37
  %11 = add <2 x i64> %wide.load40, %vec.phi38
  %uglygep102 = getelementptr i8, i8* %lsr.iv9497101, i64 %9
  %uglygep102103 = bitcast i8* %uglygep102 to <2 x i64>*
  %wide.load39.1 = load <2 x i64>, <2 x i64>* %uglygep102103, align 8
  %scevgep104 = getelementptr <2 x i64>, <2 x i64>* %uglygep102103, i64 1
  %wide.load40.1 = load <2 x i64>, <2 x i64>* %scevgep104, align 8
  %12 = add <2 x i64> %wide.load39.1, %10
  %13 = add <2 x i64> %wide.load40.1, %11
  %uglygep105 = getelementptr i8, i8* %uglygep102, i64 %9
  %uglygep105106 = bitcast i8* %uglygep105 to <2 x i64>*
  %wide.load39.2 = load <2 x i64>, <2 x i64>* %uglygep105106, align 8
  %scevgep107 = getelementptr <2 x i64>, <2 x i64>* %uglygep105106, i64 1
  %wide.load40.2 = load <2 x i64>, <2 x i64>* %scevgep107, align 8
  %14 = add <2 x i64> %wide.load39.2, %12
  %15 = add <2 x i64> %wide.load40.2, %13
  %uglygep108 = getelementptr i8, i8* %uglygep105, i64 %9
  %uglygep108109 = bitcast i8* %uglygep108 to <2 x i64>*
  %wide.load39.3 = load <2 x i64>, <2 x i64>* %uglygep108109, align 8
  %scevgep110 = getelementptr <2 x i64>, <2 x i64>* %uglygep108109, i64 1
  %wide.load40.3 = load <2 x i64>, <2 x i64>* %scevgep110, align 8
  %16 = add <2 x i64> %wide.load39.3, %14
  %17 = add <2 x i64> %wide.load40.3, %15
  %index.next41.3 = add i64 %index36, 16
  %scevgep96 = getelementptr i1, i1* %lsr.iv9495, i64 %8
  %18 = bitcast i1* %scevgep96 to i64*
  %lsr.iv.next99 = add i64 %lsr.iv98, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next99, 0
  br i1 %niter.ncmp.3, label %middle.block27.unr-lcssa, label %vector.body35, !llvm.loop !0

middle.block27.unr-lcssa:                         ; preds = %vector.body35, %vector.ph30
  %.lcssa46.ph = phi <2 x i64> [ undef, %vector.ph30 ], [ %16, %vector.body35 ]
  %.lcssa45.ph = phi <2 x i64> [ undef, %vector.ph30 ], [ %17, %vector.body35 ]
  %index36.unr = phi i64 [ 0, %vector.ph30 ], [ %index.next41.3, %vector.body35 ]
  %vec.phi37.unr = phi <2 x i64> [ zeroinitializer, %vector.ph30 ], [ %16, %vector.body35 ]
  %vec.phi38.unr = phi <2 x i64> [ zeroinitializer, %vector.ph30 ], [ %17, %vector.body35 ]
  %lcmp.mod51.not = icmp eq i64 %xtraiter50, 0
  br i1 %lcmp.mod51.not, label %middle.block27, label %vector.body35.epil.preheader

vector.body35.epil.preheader:                     ; preds = %middle.block27.unr-lcssa
  %19 = mul i64 %index36.unr, %arg.m.5.1
  %20 = add i64 %19, 2
  %scevgep86 = getelementptr i64, i64* %arg.m.4, i64 %20
  %21 = shl i64 %arg.m.5.1, 5
  br label %vector.body35.epil

vector.body35.epil:                               ; preds = %vector.body35.epil.preheader, %vector.body35.epil
  %lsr.iv92 = phi i64 [ %xtraiter50, %vector.body35.epil.preheader ], [ %lsr.iv.next93, %vector.body35.epil ]
  %lsr.iv87 = phi i64* [ %scevgep86, %vector.body35.epil.preheader ], [ %24, %vector.body35.epil ]
  %vec.phi37.epil = phi <2 x i64> [ %22, %vector.body35.epil ], [ %vec.phi37.unr, %vector.body35.epil.preheader ]
  %vec.phi38.epil = phi <2 x i64> [ %23, %vector.body35.epil ], [ %vec.phi38.unr, %vector.body35.epil.preheader ]
  %lsr.iv8788 = bitcast i64* %lsr.iv87 to i1*
  %lsr.iv8790 = bitcast i64* %lsr.iv87 to <2 x i64>*
  %scevgep91 = getelementptr <2 x i64>, <2 x i64>* %lsr.iv8790, i64 -1
  %wide.load39.epil = load <2 x i64>, <2 x i64>* %scevgep91, align 8
  %wide.load40.epil = load <2 x i64>, <2 x i64>* %lsr.iv8790, align 8
  %22 = add <2 x i64> %wide.load39.epil, %vec.phi37.epil
  %23 = add <2 x i64> %wide.load40.epil, %vec.phi38.epil
  %scevgep89 = getelementptr i1, i1* %lsr.iv8788, i64 %21
  %24 = bitcast i1* %scevgep89 to i64*
  %lsr.iv.next93 = add nsw i64 %lsr.iv92, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next93, 0
  br i1 %epil.iter.cmp.not, label %middle.block27, label %vector.body35.epil, !llvm.loop !2

middle.block27:                                   ; preds = %vector.body35.epil, %middle.block27.unr-lcssa
  %.lcssa46 = phi <2 x i64> [ %.lcssa46.ph, %middle.block27.unr-lcssa ], [ %22, %vector.body35.epil ]
  %.lcssa45 = phi <2 x i64> [ %.lcssa45.ph, %middle.block27.unr-lcssa ], [ %23, %vector.body35.epil ]
  %bin.rdx = add <2 x i64> %.lcssa45, %.lcssa46
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 undef>
  %bin.rdx133 = add <2 x i64> %bin.rdx, %rdx.shuf
  %25 = extractelement <2 x i64> %bin.rdx133, i32 0
  %cmp.n34 = icmp eq i64 %n.vec32, %arg.m.5.0
  br i1 %cmp.n34, label %common.ret, label %B64.endif.preheader43

B64.endif.preheader43:                            ; preds = %B64.endif.preheader, %middle.block27
  %out.2.018.ph = phi i64 [ 0, %B64.endif.preheader ], [ %25, %middle.block27 ]
  %.73.016.ph = phi i64 [ 0, %B64.endif.preheader ], [ %n.vec32, %middle.block27 ]
  %26 = xor i64 %.73.016.ph, -1
  %27 = add i64 %26, %arg.m.5.0
  %xtraiter = and i64 %arg.m.5.0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B64.endif.prol.loopexit, label %B64.endif.prol.preheader

B64.endif.prol.preheader:                         ; preds = %B64.endif.preheader43
  %28 = mul i64 %.73.016.ph, %arg.m.5.1
  %scevgep80 = getelementptr i64, i64* %arg.m.4, i64 %28
  %29 = shl i64 %arg.m.5.1, 3
  %30 = sub i64 0, %xtraiter
  br label %B64.endif.prol

B64.endif.prol:                                   ; preds = %B64.endif.prol.preheader, %B64.endif.prol
  %lsr.iv84 = phi i64 [ 0, %B64.endif.prol.preheader ], [ %lsr.iv.next85, %B64.endif.prol ]
  %lsr.iv81 = phi i64* [ %scevgep80, %B64.endif.prol.preheader ], [ %31, %B64.endif.prol ]
  %out.2.018.prol = phi i64 [ %.490.prol, %B64.endif.prol ], [ %out.2.018.ph, %B64.endif.prol.preheader ]
  %lsr.iv8182 = bitcast i64* %lsr.iv81 to i1*
  %.226.prol = load i64, i64* %lsr.iv81, align 8
  %.490.prol = add nsw i64 %.226.prol, %out.2.018.prol
  %scevgep83 = getelementptr i1, i1* %lsr.iv8182, i64 %29
  %31 = bitcast i1* %scevgep83 to i64*
  %lsr.iv.next85 = add nsw i64 %lsr.iv84, -1
  %prol.iter.cmp.not = icmp eq i64 %30, %lsr.iv.next85
  br i1 %prol.iter.cmp.not, label %B64.endif.prol.loopexit.loopexit, label %B64.endif.prol, !llvm.loop !4

B64.endif.prol.loopexit.loopexit:                 ; preds = %B64.endif.prol
  %32 = sub i64 %.73.016.ph, %lsr.iv.next85
  br label %B64.endif.prol.loopexit

B64.endif.prol.loopexit:                          ; preds = %B64.endif.prol.loopexit.loopexit, %B64.endif.preheader43
  %.490.lcssa.unr = phi i64 [ undef, %B64.endif.preheader43 ], [ %.490.prol, %B64.endif.prol.loopexit.loopexit ]
  %out.2.018.unr = phi i64 [ %out.2.018.ph, %B64.endif.preheader43 ], [ %.490.prol, %B64.endif.prol.loopexit.loopexit ]
  %.73.016.unr = phi i64 [ %.73.016.ph, %B64.endif.preheader43 ], [ %32, %B64.endif.prol.loopexit.loopexit ]
  %33 = icmp ult i64 %27, 3
  br i1 %33, label %common.ret, label %B64.endif.preheader68

B64.endif.preheader68:                            ; preds = %B64.endif.prol.loopexit
  %34 = sub i64 %arg.m.5.0, %.73.016.unr
  %35 = add i64 %.73.016.unr, 3
  %36 = mul i64 %arg.m.5.1, %35
  %37 = shl i64 %arg.m.5.1, 5
  %38 = add i64 %.73.016.unr, 2
  %39 = mul i64 %arg.m.5.1, %38
  %40 = mul i64 %.73.016.unr, %arg.m.5.1
  %41 = add i64 %.73.016.unr, 1
  %42 = mul i64 %arg.m.5.1, %41
  br label %B64.endif

B64.endif.us:                                     ; preds = %B64.endif.us.preheader, %B104.B148_crit_edge.us
  %lsr.iv128 = phi i64* [ %arg.m.4, %B64.endif.us.preheader ], [ %65, %B104.B148_crit_edge.us ]
  %lsr.iv112 = phi i64* [ %scevgep111, %B64.endif.us.preheader ], [ %64, %B104.B148_crit_edge.us ]
  %out.2.018.us = phi i64 [ %.490.us, %B104.B148_crit_edge.us ], [ 0, %B64.endif.us.preheader ]
  %.73.016.us = phi i64 [ %.144.us, %B104.B148_crit_edge.us ], [ 0, %B64.endif.us.preheader ]
  %43 = icmp ult i64 %.267, 4
  %.221.us = mul i64 %.73.016.us, %arg.m.5.1
  %.225.us = getelementptr i64, i64* %arg.m.4, i64 %.221.us
  %.226.us = load i64, i64* %.225.us, align 8
  br i1 %43, label %B108.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %B64.endif.us
  %44 = icmp ult i64 %0, 4
  %minmax.ident.splatinsert = insertelement <2 x i64> poison, i64 %.226.us, i64 0
  %minmax.ident.splat = shufflevector <2 x i64> %minmax.ident.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer
  br i1 %44, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv126 = phi i64 [ %unroll_iter59, %vector.body.preheader ], [ %lsr.iv.next127, %vector.body ]
  %index = phi i64 [ %index.next.1, %vector.body ], [ 0, %vector.body.preheader ]
  %vec.phi = phi <2 x i64> [ %47, %vector.body ], [ %minmax.ident.splat, %vector.body.preheader ]
  %vec.phi25 = phi <2 x i64> [ %48, %vector.body ], [ %minmax.ident.splat, %vector.body.preheader ]
  %scevgep120 = getelementptr i64, i64* %lsr.iv112, i64 %index
  %scevgep120121 = bitcast i64* %scevgep120 to <2 x i64>*
  %scevgep122 = getelementptr <2 x i64>, <2 x i64>* %scevgep120121, i64 -3
  %wide.load = load <2 x i64>, <2 x i64>* %scevgep122, align 8
  %scevgep123 = getelementptr i64, i64* %lsr.iv112, i64 %index
  %scevgep123124 = bitcast i64* %scevgep123 to <2 x i64>*
  %scevgep125 = getelementptr <2 x i64>, <2 x i64>* %scevgep123124, i64 -2
  %wide.load26 = load <2 x i64>, <2 x i64>* %scevgep125, align 8
  %45 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %wide.load, <2 x i64> %vec.phi)
  %46 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %wide.load26, <2 x i64> %vec.phi25)
  %scevgep117 = getelementptr i64, i64* %lsr.iv112, i64 %index
  %scevgep117118 = bitcast i64* %scevgep117 to <2 x i64>*
  %scevgep119 = getelementptr <2 x i64>, <2 x i64>* %scevgep117118, i64 -1
  %wide.load.1 = load <2 x i64>, <2 x i64>* %scevgep119, align 8
  %scevgep115 = getelementptr i64, i64* %lsr.iv112, i64 %index
  %scevgep115116 = bitcast i64* %scevgep115 to <2 x i64>*
  %wide.load26.1 = load <2 x i64>, <2 x i64>* %scevgep115116, align 8
  %47 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %wide.load.1, <2 x i64> %45)
  %48 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %wide.load26.1, <2 x i64> %46)
  %index.next.1 = add i64 %index, 8
  %lsr.iv.next127 = add i64 %lsr.iv126, -2
  %niter60.ncmp.1 = icmp eq i64 %lsr.iv.next127, 0
  br i1 %niter60.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !5

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa48.ph = phi <2 x i64> [ undef, %vector.ph ], [ %47, %vector.body ]
  %.lcssa47.ph = phi <2 x i64> [ undef, %vector.ph ], [ %48, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <2 x i64> [ %minmax.ident.splat, %vector.ph ], [ %47, %vector.body ]
  %vec.phi25.unr = phi <2 x i64> [ %minmax.ident.splat, %vector.ph ], [ %48, %vector.body ]
  %49 = and i64 %2, 1
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %offset.idx.epil = or i64 %index.unr, 1
  %51 = add i64 %offset.idx.epil, %.221.us
  %52 = getelementptr i64, i64* %arg.m.4, i64 %51
  %53 = bitcast i64* %52 to <2 x i64>*
  %wide.load.epil = load <2 x i64>, <2 x i64>* %53, align 8
  %54 = getelementptr i64, i64* %52, i64 2
  %55 = bitcast i64* %54 to <2 x i64>*
  %wide.load26.epil = load <2 x i64>, <2 x i64>* %55, align 8
  %56 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %wide.load.epil, <2 x i64> %vec.phi.unr)
  %57 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %wide.load26.epil, <2 x i64> %vec.phi25.unr)
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa48 = phi <2 x i64> [ %.lcssa48.ph, %middle.block.unr-lcssa ], [ %56, %vector.body.epil ]
  %.lcssa47 = phi <2 x i64> [ %.lcssa47.ph, %middle.block.unr-lcssa ], [ %57, %vector.body.epil ]
  %58 = icmp eq i64 %.267, %n.vec
  %59 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %.lcssa48, <2 x i64> %.lcssa47)
  %rdx.shuf134 = shufflevector <2 x i64> %59, <2 x i64> poison, <2 x i32> <i32 1, i32 undef>
  %rdx.minmax.cmp = icmp sgt <2 x i64> %59, %rdx.shuf134
  %rdx.minmax.select = select <2 x i1> %rdx.minmax.cmp, <2 x i64> %59, <2 x i64> %rdx.shuf134
  %60 = extractelement <2 x i64> %rdx.minmax.select, i32 0
  br i1 %58, label %B104.B148_crit_edge.us, label %B108.us.preheader

B108.us.preheader:                                ; preds = %B64.endif.us, %middle.block
  %best.2.114.us.ph = phi i64 [ %.226.us, %B64.endif.us ], [ %60, %middle.block ]
  %.254.012.us.ph = phi i64 [ 1, %B64.endif.us ], [ %ind.end, %middle.block ]
  br label %B108.us

B108.us:                                          ; preds = %B108.us.preheader, %B108.us
  %best.2.114.us = phi i64 [ %61, %B108.us ], [ %best.2.114.us.ph, %B108.us.preheader ]
  %.254.012.us = phi i64 [ %.323.us, %B108.us ], [ %.254.012.us.ph, %B108.us.preheader ]
  %.323.us = add nuw i64 %.254.012.us, 1
  %scevgep131 = getelementptr i64, i64* %lsr.iv128, i64 %.254.012.us
  %.404.us = load i64, i64* %scevgep131, align 8
  %61 = tail call i64 @llvm.smax.i64(i64 %.404.us, i64 %best.2.114.us)
  %exitcond.not = icmp eq i64 %arg.m.5.1, %.323.us
  br i1 %exitcond.not, label %B104.B148_crit_edge.us, label %B108.us, !llvm.loop !6

B104.B148_crit_edge.us:                           ; preds = %B108.us, %middle.block
  %.lcssa = phi i64 [ %60, %middle.block ], [ %61, %B108.us ]
  %62 = bitcast i64* %lsr.iv112 to i1*
  %63 = bitcast i64* %lsr.iv128 to i1*
  %.144.us = add nuw nsw i64 %.73.016.us, 1
  %.490.us = add nsw i64 %.lcssa, %out.2.018.us
  %scevgep114 = getelementptr i1, i1* %62, i64 %3
  %64 = bitcast i1* %scevgep114 to i64*
  %scevgep130 = getelementptr i1, i1* %63, i64 %3
  %65 = bitcast i1* %scevgep130 to i64*
  %exitcond21.not = icmp eq i64 %.144.us, %arg.m.5.0
  br i1 %exitcond21.not, label %common.ret, label %B64.endif.us

common.ret:                                       ; preds = %B104.B148_crit_edge.us, %B64.endif, %B64.endif.prol.loopexit, %middle.block27, %B0.endif
  %out.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %25, %middle.block27 ], [ %.490.lcssa.unr, %B64.endif.prol.loopexit ], [ %.490.3, %B64.endif ], [ %.490.us, %B104.B148_crit_edge.us ]
  store i64 %out.2.0.lcssa, i64* %retptr, align 8
  ret i32 0

B64.endif:                                        ; preds = %B64.endif.preheader68, %B64.endif
  %lsr.iv70 = phi i64* [ %arg.m.4, %B64.endif.preheader68 ], [ %74, %B64.endif ]
  %lsr.iv = phi i64 [ %34, %B64.endif.preheader68 ], [ %lsr.iv.next, %B64.endif ]
  %out.2.018 = phi i64 [ %.490.3, %B64.endif ], [ %out.2.018.unr, %B64.endif.preheader68 ]
  %lsr.iv7071 = bitcast i64* %lsr.iv70 to i1*
  %sunkaddr = mul i64 %40, 8
  %66 = bitcast i64* %lsr.iv70 to i8*
  %sunkaddr135 = getelementptr i8, i8* %66, i64 %sunkaddr
  %67 = bitcast i8* %sunkaddr135 to i64*
  %.226 = load i64, i64* %67, align 8
  %.490 = add nsw i64 %.226, %out.2.018
  %sunkaddr136 = mul i64 %42, 8
  %68 = bitcast i64* %lsr.iv70 to i8*
  %sunkaddr137 = getelementptr i8, i8* %68, i64 %sunkaddr136
  %69 = bitcast i8* %sunkaddr137 to i64*
  %.226.1 = load i64, i64* %69, align 8
  %.490.1 = add nsw i64 %.226.1, %.490
  %sunkaddr138 = mul i64 %39, 8
  %70 = bitcast i64* %lsr.iv70 to i8*
  %sunkaddr139 = getelementptr i8, i8* %70, i64 %sunkaddr138
  %71 = bitcast i8* %sunkaddr139 to i64*
  %.226.2 = load i64, i64* %71, align 8
  %.490.2 = add nsw i64 %.226.2, %.490.1
  %sunkaddr140 = mul i64 %36, 8
  %72 = bitcast i64* %lsr.iv70 to i8*
  %sunkaddr141 = getelementptr i8, i8* %72, i64 %sunkaddr140
  %73 = bitcast i8* %sunkaddr141 to i64*
  %.226.3 = load i64, i64* %73, align 8
  %.490.3 = add nsw i64 %.226.3, %.490.2
  %lsr.iv.next = add i64 %lsr.iv, -4
  %scevgep = getelementptr i1, i1* %lsr.iv7071, i64 %37
  %74 = bitcast i1* %scevgep to i64*
  %exitcond22.not.3 = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond22.not.3, label %common.ret, label %B64.endif, !llvm.loop !8
}

define i8* @_ZN7cpython5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.nested_loops, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.75, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([145 x i8], [145 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to i64**
  %.36.fca.4.load = load i64*, i64** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.1.load = load i64, i64* %9, align 8
  store i64 0, i64* %.45, align 8
  %.53 = call i32 @_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(i64* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, i64* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 poison, i64 poison) #2
  %.63 = load i64, i64* %.45, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  %.75 = call i8* @PyLong_FromLongLong(i64 %.63)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define i64 @cfunc._ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, i64* %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #2
  %.21 = load i64, i64* %.3, align 8
  ret i64 %.21
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !9

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !9

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>) #3

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.smax.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { argmemonly nofree norecurse nosync nounwind }
attributes #1 = { nofree norecurse nosync nounwind }
attributes #2 = { noinline }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #5 = { nocallback nofree nosync nounwind readnone willreturn }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !7, !1}
!7 = !{!"llvm.loop.unroll.runtime.disable"}
!8 = distinct !{!8, !1}
!9 = !{!"branch_weights", i32 1, i32 99}
