; ModuleID = 'nested_loops'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.nested_loops = internal constant [13 x i8] c"nested_loops\00"
@_ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE" = internal constant [145 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.m.0, ptr readnone captures(none) %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, ptr readonly captures(none) %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1) local_unnamed_addr #0 {
B0.endif:
  %.131196.not = icmp slt i64 %arg.m.5.0, 1
  br i1 %.131196.not, label %B162, label %B64.endif.lr.ph

B64.endif.lr.ph:                                  ; preds = %B0.endif
  %.267 = add i64 %arg.m.5.1, -1
  %.310184.not = icmp slt i64 %.267, 1
  br i1 %.310184.not, label %B64.endif.preheader, label %B64.endif.us.preheader

B64.endif.us.preheader:                           ; preds = %B64.endif.lr.ph
  %const = bitcast i64 9223372036854775804 to i64
  %n.vec = and i64 %.267, %const
  %0 = or disjoint i64 %n.vec, 1
  %scevgep50 = getelementptr i8, ptr %arg.m.4, i64 24
  %1 = shl i64 %arg.m.5.1, 3
  br label %B64.endif.us

B64.endif.preheader:                              ; preds = %B64.endif.lr.ph
  %min.iters.check9 = icmp ugt i64 %arg.m.5.0, 3
  %ident.check.not = icmp eq i64 %arg.m.5.1, 1
  %or.cond = select i1 %min.iters.check9, i1 %ident.check.not, i1 false
  br i1 %or.cond, label %vector.ph10, label %B64.endif.preheader24

vector.ph10:                                      ; preds = %B64.endif.preheader
  %const59 = bitcast i64 9223372036854775804 to i64
  %n.vec12 = and i64 %arg.m.5.0, %const59
  br label %vector.body13

vector.body13:                                    ; preds = %vector.body13, %vector.ph10
  %index14 = phi i64 [ 0, %vector.ph10 ], [ %index.next19, %vector.body13 ]
  %vec.phi15 = phi <2 x i64> [ zeroinitializer, %vector.ph10 ], [ %2, %vector.body13 ]
  %vec.phi16 = phi <2 x i64> [ zeroinitializer, %vector.ph10 ], [ %3, %vector.body13 ]
  %sunkaddr = mul i64 %index14, 8
  %sunkaddr63 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr
  %wide.load17 = load <2 x i64>, ptr %sunkaddr63, align 8
  %sunkaddr64 = mul i64 %index14, 8
  %sunkaddr65 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr64
  %sunkaddr66 = getelementptr i8, ptr %sunkaddr65, i64 16
  %wide.load18 = load <2 x i64>, ptr %sunkaddr66, align 8
  %2 = add <2 x i64> %wide.load17, %vec.phi15
  %3 = add <2 x i64> %wide.load18, %vec.phi16
  %index.next19 = add nuw i64 %index14, 4
  %4 = icmp eq i64 %n.vec12, %index.next19
  br i1 %4, label %middle.block20, label %vector.body13, !llvm.loop !0

middle.block20:                                   ; preds = %vector.body13
  %bin.rdx = add <2 x i64> %3, %2
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>
  %bin.rdx60 = add <2 x i64> %bin.rdx, %rdx.shuf
  %5 = extractelement <2 x i64> %bin.rdx60, i32 0
  %cmp.n21 = icmp eq i64 %arg.m.5.0, %n.vec12
  br i1 %cmp.n21, label %B162, label %B64.endif.preheader24

B64.endif.preheader24:                            ; preds = %B64.endif.preheader, %middle.block20
  %out.2.0199.ph = phi i64 [ 0, %B64.endif.preheader ], [ %5, %middle.block20 ]
  %.137191197.ph = phi i64 [ 0, %B64.endif.preheader ], [ %n.vec12, %middle.block20 ]
  %xtraiter = and i64 %arg.m.5.0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B64.endif.prol.loopexit, label %B64.endif.prol.preheader

B64.endif.prol.preheader:                         ; preds = %B64.endif.preheader24
  %6 = mul i64 %.137191197.ph, %arg.m.5.1
  %7 = shl i64 %6, 3
  %scevgep41 = getelementptr i8, ptr %arg.m.4, i64 %7
  %8 = shl i64 %arg.m.5.1, 3
  %9 = sub i64 0, %xtraiter
  br label %B64.endif.prol

B64.endif.prol:                                   ; preds = %B64.endif.prol.preheader, %B64.endif.prol
  %lsr.iv44 = phi i64 [ 0, %B64.endif.prol.preheader ], [ %lsr.iv.next45, %B64.endif.prol ]
  %lsr.iv42 = phi ptr [ %scevgep41, %B64.endif.prol.preheader ], [ %scevgep43, %B64.endif.prol ]
  %out.2.0199.prol = phi i64 [ %.490.prol, %B64.endif.prol ], [ %out.2.0199.ph, %B64.endif.prol.preheader ]
  %.226.prol = load i64, ptr %lsr.iv42, align 8
  %.490.prol = add nsw i64 %.226.prol, %out.2.0199.prol
  %scevgep43 = getelementptr i8, ptr %lsr.iv42, i64 %8
  %lsr.iv.next45 = add nsw i64 %lsr.iv44, -1
  %prol.iter.cmp.not = icmp eq i64 %9, %lsr.iv.next45
  br i1 %prol.iter.cmp.not, label %B64.endif.prol.loopexit.loopexit, label %B64.endif.prol, !llvm.loop !3

B64.endif.prol.loopexit.loopexit:                 ; preds = %B64.endif.prol
  %10 = sub i64 %.137191197.ph, %lsr.iv.next45
  br label %B64.endif.prol.loopexit

B64.endif.prol.loopexit:                          ; preds = %B64.endif.prol.loopexit.loopexit, %B64.endif.preheader24
  %.490.lcssa.unr = phi i64 [ poison, %B64.endif.preheader24 ], [ %.490.prol, %B64.endif.prol.loopexit.loopexit ]
  %out.2.0199.unr = phi i64 [ %out.2.0199.ph, %B64.endif.preheader24 ], [ %.490.prol, %B64.endif.prol.loopexit.loopexit ]
  %.137191197.unr = phi i64 [ %.137191197.ph, %B64.endif.preheader24 ], [ %10, %B64.endif.prol.loopexit.loopexit ]
  %11 = sub nsw i64 %.137191197.ph, %arg.m.5.0
  %12 = icmp ugt i64 %11, -4
  br i1 %12, label %B162, label %B64.endif.preheader34

B64.endif.preheader34:                            ; preds = %B64.endif.prol.loopexit
  %13 = sub i64 %arg.m.5.0, %.137191197.unr
  %14 = add nuw i64 %.137191197.unr, 3
  %15 = mul i64 %arg.m.5.1, %14
  %16 = shl i64 %arg.m.5.1, 5
  %17 = add nuw i64 %.137191197.unr, 2
  %18 = mul i64 %arg.m.5.1, %17
  %19 = mul i64 %.137191197.unr, %arg.m.5.1
  %20 = add nuw i64 %.137191197.unr, 1
  %21 = mul i64 %arg.m.5.1, %20
  br label %B64.endif

B64.endif.us:                                     ; preds = %B64.endif.us.preheader, %B104.B148_crit_edge.us
  %lsr.iv56 = phi ptr [ %arg.m.4, %B64.endif.us.preheader ], [ %scevgep57, %B104.B148_crit_edge.us ]
  %lsr.iv51 = phi ptr [ %scevgep50, %B64.endif.us.preheader ], [ %scevgep52, %B104.B148_crit_edge.us ]
  %out.2.0199.us = phi i64 [ %.490.us, %B104.B148_crit_edge.us ], [ 0, %B64.endif.us.preheader ]
  %.137191197.us = phi i64 [ %.144.us, %B104.B148_crit_edge.us ], [ 0, %B64.endif.us.preheader ]
  %22 = icmp ult i64 %.267, 4
  %.221.us = mul i64 %.137191197.us, %arg.m.5.1
  %.225.us = getelementptr i64, ptr %arg.m.4, i64 %.221.us
  %.226.us = load i64, ptr %.225.us, align 8
  br i1 %22, label %B108.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %B64.endif.us
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %.226.us, i64 0
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x i64> [ %broadcast.splat, %vector.ph ], [ %25, %vector.body ]
  %vec.phi6 = phi <2 x i64> [ %broadcast.splat, %vector.ph ], [ %26, %vector.body ]
  %23 = shl i64 %index, 3
  %scevgep54 = getelementptr i8, ptr %lsr.iv51, i64 %23
  %scevgep55 = getelementptr i8, ptr %scevgep54, i64 -16
  %24 = shl i64 %index, 3
  %scevgep53 = getelementptr i8, ptr %lsr.iv51, i64 %24
  %wide.load = load <2 x i64>, ptr %scevgep55, align 8
  %wide.load7 = load <2 x i64>, ptr %scevgep53, align 8
  %25 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %wide.load, <2 x i64> %vec.phi)
  %26 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %wide.load7, <2 x i64> %vec.phi6)
  %index.next = add nuw i64 %index, 4
  %27 = icmp eq i64 %n.vec, %index.next
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !5

middle.block:                                     ; preds = %vector.body
  %28 = icmp eq i64 %.267, %n.vec
  %rdx.minmax = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %25, <2 x i64> %26)
  %rdx.shuf61 = shufflevector <2 x i64> %rdx.minmax, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>
  %rdx.minmax62 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %rdx.minmax, <2 x i64> %rdx.shuf61)
  %29 = extractelement <2 x i64> %rdx.minmax62, i32 0
  br i1 %28, label %B104.B148_crit_edge.us, label %B108.us.preheader

B108.us.preheader:                                ; preds = %B64.endif.us, %middle.block
  %best.2.1187.us.ph = phi i64 [ %.226.us, %B64.endif.us ], [ %29, %middle.block ]
  %.316183185.us.ph = phi i64 [ 1, %B64.endif.us ], [ %0, %middle.block ]
  br label %B108.us

B108.us:                                          ; preds = %B108.us.preheader, %B108.us
  %best.2.1187.us = phi i64 [ %spec.select.us, %B108.us ], [ %best.2.1187.us.ph, %B108.us.preheader ]
  %.316183185.us = phi i64 [ %.323.us, %B108.us ], [ %.316183185.us.ph, %B108.us.preheader ]
  %.323.us = add nuw i64 %.316183185.us, 1
  %30 = shl i64 %.316183185.us, 3
  %scevgep58 = getelementptr i8, ptr %lsr.iv56, i64 %30
  %.404.us = load i64, ptr %scevgep58, align 8
  %spec.select.us = tail call i64 @llvm.smax.i64(i64 %.404.us, i64 %best.2.1187.us)
  %exitcond.not = icmp eq i64 %arg.m.5.1, %.323.us
  br i1 %exitcond.not, label %B104.B148_crit_edge.us, label %B108.us, !llvm.loop !6

B104.B148_crit_edge.us:                           ; preds = %B108.us, %middle.block
  %spec.select.us.lcssa = phi i64 [ %29, %middle.block ], [ %spec.select.us, %B108.us ]
  %.144.us = add nuw nsw i64 %.137191197.us, 1
  %.490.us = add nsw i64 %spec.select.us.lcssa, %out.2.0199.us
  %scevgep52 = getelementptr i8, ptr %lsr.iv51, i64 %1
  %scevgep57 = getelementptr i8, ptr %lsr.iv56, i64 %1
  %exitcond210.not = icmp eq i64 %.144.us, %arg.m.5.0
  br i1 %exitcond210.not, label %B162, label %B64.endif.us

B162:                                             ; preds = %B104.B148_crit_edge.us, %B64.endif, %B64.endif.prol.loopexit, %middle.block20, %B0.endif
  %out.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %.490.3, %B64.endif ], [ %5, %middle.block20 ], [ %.490.lcssa.unr, %B64.endif.prol.loopexit ], [ %.490.us, %B104.B148_crit_edge.us ]
  store i64 %out.2.0.lcssa, ptr %retptr, align 8
  ret i32 0

B64.endif:                                        ; preds = %B64.endif.preheader34, %B64.endif
  %lsr.iv36 = phi ptr [ %arg.m.4, %B64.endif.preheader34 ], [ %scevgep, %B64.endif ]
  %lsr.iv = phi i64 [ %13, %B64.endif.preheader34 ], [ %lsr.iv.next, %B64.endif ]
  %out.2.0199 = phi i64 [ %.490.3, %B64.endif ], [ %out.2.0199.unr, %B64.endif.preheader34 ]
  %sunkaddr67 = mul i64 %19, 8
  %sunkaddr68 = getelementptr i8, ptr %lsr.iv36, i64 %sunkaddr67
  %.226 = load i64, ptr %sunkaddr68, align 8
  %.490 = add nsw i64 %.226, %out.2.0199
  %sunkaddr69 = mul i64 %21, 8
  %sunkaddr70 = getelementptr i8, ptr %lsr.iv36, i64 %sunkaddr69
  %.226.1 = load i64, ptr %sunkaddr70, align 8
  %.490.1 = add nsw i64 %.226.1, %.490
  %sunkaddr71 = mul i64 %18, 8
  %sunkaddr72 = getelementptr i8, ptr %lsr.iv36, i64 %sunkaddr71
  %.226.2 = load i64, ptr %sunkaddr72, align 8
  %.490.2 = add nsw i64 %.226.2, %.490.1
  %sunkaddr73 = mul i64 %15, 8
  %sunkaddr74 = getelementptr i8, ptr %lsr.iv36, i64 %sunkaddr73
  %.226.3 = load i64, ptr %sunkaddr74, align 8
  %.490.3 = add nsw i64 %.226.3, %.490.2
  %lsr.iv.next = add i64 %lsr.iv, -4
  %scevgep = getelementptr i8, ptr %lsr.iv36, i64 %16
  %exitcond211.not.3 = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond211.not.3, label %B162, label %B64.endif, !llvm.loop !7
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

define ptr @_ZN7cpython5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.nested_loops, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.75, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.21, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(ptr %.20, ptr nonnull %.21)
  %sunkaddr = getelementptr inbounds i8, ptr %.21, i64 24
  %.29 = load i64, ptr %sunkaddr, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !8

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
  %.36.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  store i64 0, ptr %.45, align 8
  %.53 = call i32 @_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(ptr nonnull %.45, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 poison, i64 poison) #4
  %.63 = load i64, ptr %.45, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %.75 = call ptr @PyLong_FromLongLong(i64 %.63)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define i64 @cfunc._ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #3 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN5cases11numba_loops12nested_loopsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #4
  %.21 = load i64, ptr %.3, align 8
  ret i64 %.21
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !8

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !8

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.smax.v2i64(<2 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !2, !1}
!7 = distinct !{!7, !1}
!8 = !{!"branch_weights", i32 1, i32 99}
