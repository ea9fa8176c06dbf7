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

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.m.0, i8* nocapture readnone %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, i64* nocapture readonly %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1) local_unnamed_addr #0 {
B0.endif:
  %.87.inv = icmp sgt i64 %arg.m.5.0, 0
  %spec.select = select i1 %.87.inv, i64 %arg.m.5.0, i64 0
  br i1 %.87.inv, label %B64.endif.lr.ph, label %common.ret

B64.endif.lr.ph:                                  ; preds = %B0.endif
  %.267 = add i64 %arg.m.5.1, -1
  %.268.inv = icmp sgt i64 %.267, 0
  br i1 %.268.inv, label %B64.endif.us.preheader, label %B64.endif.preheader

B64.endif.us.preheader:                           ; preds = %B64.endif.lr.ph
  %0 = add i64 %arg.m.5.1, -2
  %xtraiter = and i64 %.267, 3
  %unroll_iter = and i64 %.267, -4
  %scevgep = getelementptr i64, i64* %arg.m.4, i64 4
  %1 = shl i64 %arg.m.5.1, 3
  br label %B64.endif.us

B64.endif.preheader:                              ; preds = %B64.endif.lr.ph
  %min.iters.check = icmp ugt i64 %spec.select, 3
  %ident.check.not = icmp eq i64 %arg.m.5.1, 1
  %or.cond = select i1 %min.iters.check, i1 %ident.check.not, i1 false
  br i1 %or.cond, label %vector.ph, label %B64.endif.preheader26

vector.ph:                                        ; preds = %B64.endif.preheader
  %const = bitcast i64 9223372036854775804 to i64
  %n.vec = and i64 %spec.select, %const
  %2 = add nsw i64 %n.vec, -4
  %3 = lshr exact i64 %2, 2
  %4 = add nuw nsw i64 %3, 1
  %xtraiter32 = and i64 %4, 3
  %5 = icmp ult i64 %2, 12
  br i1 %5, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter37 = and i64 %4, %const
  %6 = shl i64 %arg.m.5.1, 7
  %7 = shl i64 %arg.m.5.1, 5
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv89 = phi i64 [ %lsr.iv.next90, %vector.body ], [ %unroll_iter37, %vector.ph.new ]
  %lsr.iv85 = phi i64* [ %16, %vector.body ], [ %arg.m.4, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %14, %vector.body ]
  %vec.phi24 = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %15, %vector.body ]
  %lsr.iv8586 = bitcast i64* %lsr.iv85 to i1*
  %lsr.iv8588 = bitcast i64* %lsr.iv85 to <2 x i64>*
  %lsr.iv858892 = bitcast <2 x i64>* %lsr.iv8588 to i8*
  %wide.load = load <2 x i64>, <2 x i64>* %lsr.iv8588, align 8
  %scevgep91 = getelementptr <2 x i64>, <2 x i64>* %lsr.iv8588, i64 1
  %wide.load25 = load <2 x i64>, <2 x i64>* %scevgep91, align 8
  %8 = add <2 x i64> %wide.load, %vec.phi
  %9 = add <2 x i64> %wide.load25, %vec.phi24
  %uglygep93 = getelementptr i8, i8* %lsr.iv858892, i64 %7
  %uglygep9394 = bitcast i8* %uglygep93 to <2 x i64>*
  %wide.load.1 = load <2 x i64>, <2 x i64>* %uglygep9394, align 8
  %scevgep95 = getelementptr <2 x i64>, <2 x i64>* %uglygep9394, i64 1
  %wide.load25.1 = load <2 x i64>, <2 x i64>* %scevgep95, align 8
  %10 = add <2 x i64> %wide.load.1, %8
  %11 = add <2 x i64> %wide.load25.1, %9
  %uglygep96 = getelementptr i8, i8* %uglygep93, i64 %7
  %uglygep9697 = bitcast i8* %uglygep96 to <2 x i64>*
  %wide.load.2 = load <2 x i64>, <2 x i64>* %uglygep9697, align 8
  %scevgep98 = getelementptr <2 x i64>, <2 x i64>* %uglygep9697, i64 1
  %wide.load25.2 = load <2 x i64>, <2 x i64>* %scevgep98, align 8
  %12 = add <2 x i64> %wide.load.2, %10
  %13 = add <2 x i64> %wide.load25.2, %11
  %uglygep99 = getelementptr i8, i8* %uglygep96, i64 %7
  %uglygep99100 = bitcast i8* %uglygep99 to <2 x i64>*
  %wide.load.3 = load <2 x i64>, <2 x i64>* %uglygep99100, align 8
  %scevgep101 = getelementptr <2 x i64>, <2 x i64>* %uglygep99100, i64 1
  %wide.load25.3 = load <2 x i64>, <2 x i64>* %scevgep101, align 8
  %14 = add <2 x i64> %wide.load.3, %12
  %15 = add <2 x i64> %wide.load25.3, %13
  %index.next.3 = add i64 %index, 16
  %scevgep87 = getelementptr i1, i1* %lsr.iv8586, i64 %6
  %16 = bitcast i1* %scevgep87 to i64*
  %lsr.iv.next90 = add i64 %lsr.iv89, -4
  %niter38.ncmp.3 = icmp eq i64 %lsr.iv.next90, 0
  br i1 %niter38.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !0

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa28.ph = phi <2 x i64> [ undef, %vector.ph ], [ %14, %vector.body ]
  %.lcssa.ph = phi <2 x i64> [ undef, %vector.ph ], [ %15, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %vec.phi.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %14, %vector.body ]
  %vec.phi24.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %15, %vector.body ]
  %lcmp.mod34.not = icmp eq i64 %xtraiter32, 0
  br i1 %lcmp.mod34.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %17 = mul i64 %index.unr, %arg.m.5.1
  %18 = add i64 %17, 2
  %scevgep77 = getelementptr i64, i64* %arg.m.4, i64 %18
  %19 = shl i64 %arg.m.5.1, 5
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv83 = phi i64 [ %xtraiter32, %vector.body.epil.preheader ], [ %lsr.iv.next84, %vector.body.epil ]
  %lsr.iv78 = phi i64* [ %scevgep77, %vector.body.epil.preheader ], [ %22, %vector.body.epil ]
  %vec.phi.epil = phi <2 x i64> [ %20, %vector.body.epil ], [ %vec.phi.unr, %vector.body.epil.preheader ]
  %vec.phi24.epil = phi <2 x i64> [ %21, %vector.body.epil ], [ %vec.phi24.unr, %vector.body.epil.preheader ]
  %lsr.iv7879 = bitcast i64* %lsr.iv78 to i1*
  %lsr.iv7881 = bitcast i64* %lsr.iv78 to <2 x i64>*
  %scevgep82 = getelementptr <2 x i64>, <2 x i64>* %lsr.iv7881, i64 -1
  %wide.load.epil = load <2 x i64>, <2 x i64>* %scevgep82, align 8
  %wide.load25.epil = load <2 x i64>, <2 x i64>* %lsr.iv7881, align 8
  %20 = add <2 x i64> %wide.load.epil, %vec.phi.epil
  %21 = add <2 x i64> %wide.load25.epil, %vec.phi24.epil
  %scevgep80 = getelementptr i1, i1* %lsr.iv7879, i64 %19
  %22 = bitcast i1* %scevgep80 to i64*
  %lsr.iv.next84 = add nsw i64 %lsr.iv83, -1
  %epil.iter33.cmp.not = icmp eq i64 %lsr.iv.next84, 0
  br i1 %epil.iter33.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !2

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa28 = phi <2 x i64> [ %.lcssa28.ph, %middle.block.unr-lcssa ], [ %20, %vector.body.epil ]
  %.lcssa = phi <2 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %21, %vector.body.epil ]
  %bin.rdx = add <2 x i64> %.lcssa, %.lcssa28
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 undef>
  %bin.rdx102 = add <2 x i64> %bin.rdx, %rdx.shuf
  %23 = extractelement <2 x i64> %bin.rdx102, i32 0
  %cmp.n = icmp eq i64 %spec.select, %n.vec
  br i1 %cmp.n, label %common.ret, label %B64.endif.preheader26

B64.endif.preheader26:                            ; preds = %B64.endif.preheader, %middle.block
  %out.2.017.ph = phi i64 [ 0, %B64.endif.preheader ], [ %23, %middle.block ]
  %.73.015.ph = phi i64 [ 0, %B64.endif.preheader ], [ %n.vec, %middle.block ]
  %24 = xor i64 %.73.015.ph, -1
  %25 = add nsw i64 %spec.select, %24
  %xtraiter30 = and i64 %spec.select, 3
  %lcmp.mod31.not = icmp eq i64 %xtraiter30, 0
  br i1 %lcmp.mod31.not, label %B64.endif.prol.loopexit, label %B64.endif.prol.preheader

B64.endif.prol.preheader:                         ; preds = %B64.endif.preheader26
  %26 = mul i64 %.73.015.ph, %arg.m.5.1
  %scevgep71 = getelementptr i64, i64* %arg.m.4, i64 %26
  %27 = shl i64 %arg.m.5.1, 3
  %28 = sub i64 0, %xtraiter30
  br label %B64.endif.prol

B64.endif.prol:                                   ; preds = %B64.endif.prol.preheader, %B64.endif.prol
  %lsr.iv75 = phi i64 [ 0, %B64.endif.prol.preheader ], [ %lsr.iv.next76, %B64.endif.prol ]
  %lsr.iv72 = phi i64* [ %scevgep71, %B64.endif.prol.preheader ], [ %29, %B64.endif.prol ]
  %out.2.017.prol = phi i64 [ %.490.prol, %B64.endif.prol ], [ %out.2.017.ph, %B64.endif.prol.preheader ]
  %lsr.iv7273 = bitcast i64* %lsr.iv72 to i1*
  %.226.prol = load i64, i64* %lsr.iv72, align 8
  %.490.prol = add nsw i64 %.226.prol, %out.2.017.prol
  %scevgep74 = getelementptr i1, i1* %lsr.iv7273, i64 %27
  %29 = bitcast i1* %scevgep74 to i64*
  %lsr.iv.next76 = add nsw i64 %lsr.iv75, -1
  %prol.iter.cmp.not = icmp eq i64 %28, %lsr.iv.next76
  br i1 %prol.iter.cmp.not, label %B64.endif.prol.loopexit.loopexit, label %B64.endif.prol, !llvm.loop !4

B64.endif.prol.loopexit.loopexit:                 ; preds = %B64.endif.prol
  %30 = sub i64 %.73.015.ph, %lsr.iv.next76
  br label %B64.endif.prol.loopexit

B64.endif.prol.loopexit:                          ; preds = %B64.endif.prol.loopexit.loopexit, %B64.endif.preheader26
  %.490.lcssa.unr = phi i64 [ undef, %B64.endif.preheader26 ], [ %.490.prol, %B64.endif.prol.loopexit.loopexit ]
  %out.2.017.unr = phi i64 [ %out.2.017.ph, %B64.endif.preheader26 ], [ %.490.prol, %B64.endif.prol.loopexit.loopexit ]
  %.73.015.unr = phi i64 [ %.73.015.ph, %B64.endif.preheader26 ], [ %30, %B64.endif.prol.loopexit.loopexit ]
  %31 = icmp ult i64 %25, 3
  br i1 %31, label %common.ret, label %B64.endif.preheader43

B64.endif.preheader43:                            ; preds = %B64.endif.prol.loopexit
  %32 = sub i64 %spec.select, %.73.015.unr
  %33 = add nuw i64 %.73.015.unr, 3
  %34 = mul i64 %arg.m.5.1, %33
  %35 = shl i64 %arg.m.5.1, 5
  %36 = add nuw i64 %.73.015.unr, 2
  %37 = mul i64 %arg.m.5.1, %36
  %38 = mul i64 %.73.015.unr, %arg.m.5.1
  %39 = add nuw i64 %.73.015.unr, 1
  %40 = mul i64 %arg.m.5.1, %39
  br label %B64.endif

B64.endif.us:                                     ; preds = %B64.endif.us.preheader, %B104.B148_crit_edge.us
  %lsr.iv54 = phi i64* [ %arg.m.4, %B64.endif.us.preheader ], [ %47, %B104.B148_crit_edge.us ]
  %lsr.iv = phi i64* [ %scevgep, %B64.endif.us.preheader ], [ %46, %B104.B148_crit_edge.us ]
  %out.2.017.us = phi i64 [ %.490.us, %B104.B148_crit_edge.us ], [ 0, %B64.endif.us.preheader ]
  %.73.015.us = phi i64 [ %.144.us, %B104.B148_crit_edge.us ], [ 0, %B64.endif.us.preheader ]
  %41 = icmp ult i64 %0, 3
  %.221.us = mul i64 %.73.015.us, %arg.m.5.1
  %.225.us = getelementptr i64, i64* %arg.m.4, i64 %.221.us
  %.226.us = load i64, i64* %.225.us, align 8
  br i1 %41, label %B104.B148_crit_edge.us.unr-lcssa, label %B108.us.preheader

B108.us.preheader:                                ; preds = %B64.endif.us
  br label %B108.us

B108.us:                                          ; preds = %B108.us.preheader, %B108.us
  %best.2.114.us = phi i64 [ %spec.select7.us.3, %B108.us ], [ %.226.us, %B108.us.preheader ]
  %niter = phi i64 [ %niter.next.3, %B108.us ], [ 0, %B108.us.preheader ]
  %scevgep50 = getelementptr i64, i64* %lsr.iv, i64 %niter
  %scevgep51 = getelementptr i64, i64* %scevgep50, i64 -3
  %.404.us = load i64, i64* %scevgep51, align 8
  %.408.us = icmp sgt i64 %.404.us, %best.2.114.us
  %spec.select7.us = select i1 %.408.us, i64 %.404.us, i64 %best.2.114.us
  %scevgep52 = getelementptr i64, i64* %lsr.iv, i64 %niter
  %scevgep53 = getelementptr i64, i64* %scevgep52, i64 -2
  %.404.us.1 = load i64, i64* %scevgep53, align 8
  %.408.us.1 = icmp sgt i64 %.404.us.1, %spec.select7.us
  %spec.select7.us.1 = select i1 %.408.us.1, i64 %.404.us.1, i64 %spec.select7.us
  %scevgep48 = getelementptr i64, i64* %lsr.iv, i64 %niter
  %scevgep49 = getelementptr i64, i64* %scevgep48, i64 -1
  %.404.us.2 = load i64, i64* %scevgep49, align 8
  %.408.us.2 = icmp sgt i64 %.404.us.2, %spec.select7.us.1
  %spec.select7.us.2 = select i1 %.408.us.2, i64 %.404.us.2, i64 %spec.select7.us.1
  %scevgep47 = getelementptr i64, i64* %lsr.iv, i64 %niter
  %.404.us.3 = load i64, i64* %scevgep47, align 8
  %.408.us.3 = icmp sgt i64 %.404.us.3, %spec.select7.us.2
  %spec.select7.us.3 = select i1 %.408.us.3, i64 %.404.us.3, i64 %spec.select7.us.2
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %niter.next.3
  br i1 %niter.ncmp.3, label %B104.B148_crit_edge.us.unr-lcssa.loopexit, label %B108.us

B104.B148_crit_edge.us.unr-lcssa.loopexit:        ; preds = %B108.us
  %42 = add i64 %niter.next.3, 1
  br label %B104.B148_crit_edge.us.unr-lcssa

B104.B148_crit_edge.us.unr-lcssa:                 ; preds = %B104.B148_crit_edge.us.unr-lcssa.loopexit, %B64.endif.us
  %spec.select7.us.lcssa.ph = phi i64 [ undef, %B64.endif.us ], [ %spec.select7.us.3, %B104.B148_crit_edge.us.unr-lcssa.loopexit ]
  %best.2.114.us.unr = phi i64 [ %.226.us, %B64.endif.us ], [ %spec.select7.us.3, %B104.B148_crit_edge.us.unr-lcssa.loopexit ]
  %.254.012.us.unr = phi i64 [ 1, %B64.endif.us ], [ %42, %B104.B148_crit_edge.us.unr-lcssa.loopexit ]
  %43 = icmp eq i64 %xtraiter, 0
  br i1 %43, label %B104.B148_crit_edge.us, label %B108.us.epil.preheader

B108.us.epil.preheader:                           ; preds = %B104.B148_crit_edge.us.unr-lcssa
  %scevgep57 = getelementptr i64, i64* %lsr.iv54, i64 %.254.012.us.unr
  br label %B108.us.epil

B108.us.epil:                                     ; preds = %B108.us.epil.preheader, %B108.us.epil
  %best.2.114.us.epil = phi i64 [ %spec.select7.us.epil, %B108.us.epil ], [ %best.2.114.us.unr, %B108.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B108.us.epil ], [ 0, %B108.us.epil.preheader ]
  %scevgep58 = getelementptr i64, i64* %scevgep57, i64 %epil.iter
  %.404.us.epil = load i64, i64* %scevgep58, align 8
  %.408.us.epil = icmp sgt i64 %.404.us.epil, %best.2.114.us.epil
  %spec.select7.us.epil = select i1 %.408.us.epil, i64 %.404.us.epil, i64 %best.2.114.us.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B104.B148_crit_edge.us, label %B108.us.epil, !llvm.loop !5

B104.B148_crit_edge.us:                           ; preds = %B108.us.epil, %B104.B148_crit_edge.us.unr-lcssa
  %spec.select7.us.lcssa = phi i64 [ %spec.select7.us.lcssa.ph, %B104.B148_crit_edge.us.unr-lcssa ], [ %spec.select7.us.epil, %B108.us.epil ]
  %44 = bitcast i64* %lsr.iv to i1*
  %45 = bitcast i64* %lsr.iv54 to i1*
  %.144.us = add nuw nsw i64 %.73.015.us, 1
  %.490.us = add nsw i64 %spec.select7.us.lcssa, %out.2.017.us
  %scevgep46 = getelementptr i1, i1* %44, i64 %1
  %46 = bitcast i1* %scevgep46 to i64*
  %scevgep56 = getelementptr i1, i1* %45, i64 %1
  %47 = bitcast i1* %scevgep56 to i64*
  %exitcond20.not = icmp eq i64 %.144.us, %spec.select
  br i1 %exitcond20.not, label %common.ret, label %B64.endif.us

common.ret:                                       ; preds = %B64.endif, %B104.B148_crit_edge.us, %B64.endif.prol.loopexit, %middle.block, %B0.endif
  %out.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %23, %middle.block ], [ %.490.lcssa.unr, %B64.endif.prol.loopexit ], [ %.490.us, %B104.B148_crit_edge.us ], [ %.490.3, %B64.endif ]
  store i64 %out.2.0.lcssa, i64* %retptr, align 8
  ret i32 0

B64.endif:                                        ; preds = %B64.endif.preheader43, %B64.endif
  %lsr.iv60 = phi i64* [ %arg.m.4, %B64.endif.preheader43 ], [ %56, %B64.endif ]
  %lsr.iv59 = phi i64 [ %32, %B64.endif.preheader43 ], [ %lsr.iv.next, %B64.endif ]
  %out.2.017 = phi i64 [ %.490.3, %B64.endif ], [ %out.2.017.unr, %B64.endif.preheader43 ]
  %lsr.iv6061 = bitcast i64* %lsr.iv60 to i1*
  %sunkaddr = mul i64 %38, 8
  %48 = bitcast i64* %lsr.iv60 to i8*
  %sunkaddr103 = getelementptr i8, i8* %48, i64 %sunkaddr
  %49 = bitcast i8* %sunkaddr103 to i64*
  %.226 = load i64, i64* %49, align 8
  %.490 = add nsw i64 %.226, %out.2.017
  %sunkaddr104 = mul i64 %40, 8
  %50 = bitcast i64* %lsr.iv60 to i8*
  %sunkaddr105 = getelementptr i8, i8* %50, i64 %sunkaddr104
  %51 = bitcast i8* %sunkaddr105 to i64*
  %.226.1 = load i64, i64* %51, align 8
  %.490.1 = add nsw i64 %.226.1, %.490
  %sunkaddr106 = mul i64 %37, 8
  %52 = bitcast i64* %lsr.iv60 to i8*
  %sunkaddr107 = getelementptr i8, i8* %52, i64 %sunkaddr106
  %53 = bitcast i8* %sunkaddr107 to i64*
  %.226.2 = load i64, i64* %53, align 8
  %.490.2 = add nsw i64 %.226.2, %.490.1
  %sunkaddr108 = mul i64 %34, 8
  %54 = bitcast i64* %lsr.iv60 to i8*
  %sunkaddr109 = getelementptr i8, i8* %54, i64 %sunkaddr108
  %55 = bitcast i8* %sunkaddr109 to i64*
  %.226.3 = load i64, i64* %55, align 8
  %.490.3 = add nsw i64 %.226.3, %.490.2
  %lsr.iv.next = add i64 %lsr.iv59, -4
  %scevgep62 = getelementptr i1, i1* %lsr.iv6061, i64 %35
  %56 = bitcast i1* %scevgep62 to i64*
  %exitcond21.not.3 = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond21.not.3, label %common.ret, label %B64.endif, !llvm.loop !6
}

define i8* @_ZN7cpython5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.nested_loops, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !7

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.75, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !7

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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !7

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to i64**
  %.36.fca.4.load = load i64*, i64** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.1.load = load i64, i64* %9, align 8
  store i64 0, i64* %.45, align 8
  %.53 = call i32 @_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(i64* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, i64* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 undef, i64 undef) #1
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
define i64 @cfunc._ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, i64* %extracted.data, i64 %.7, i64 %.8, i64 undef, i64 undef) #1
  %.21 = load i64, i64* %.3, align 8
  ret i64 %.21
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !7

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !7

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { noinline }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind readnone willreturn }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !1}
!7 = !{!"branch_weights", i32 1, i32 99}
