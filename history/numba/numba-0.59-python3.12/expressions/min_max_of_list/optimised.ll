; ModuleID = 'min_max_of_list'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.min_max_of_list = internal constant [16 x i8] c"min_max_of_list\00"
@_ZN08NumbaEnv5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'StopIteration'>, (), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins12_3clambda_3eB2v4B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dExx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython8builtins12_3clambda_3eB2v5B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dExx = common local_unnamed_addr global i8* null

define i32 @_ZN5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.xs.0, i8* nocapture readnone %arg.xs.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.xs.0)
  %.5.i.i = getelementptr i8, i8* %arg.xs.0, i64 24
  %0 = bitcast i8* %.5.i.i to { i64, i64, i8, i64 }**
  %.6.i9.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8, !noalias !3
  %.4034.i103 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i64*
  %.41.i = load i64, i64* %.4034.i103, align 8, !noalias !3
  %.42.i = icmp sgt i64 %.41.i, 0
  br i1 %.42.i, label %B0.endif.endif.endif.i, label %B0.if

B58.i:                                            ; preds = %B58.preheader.new.i, %B58.i
  %return_val.2.022.i = phi i64 [ %.52.i, %B58.preheader.new.i ], [ %return_val.3.1.3.i, %B58.i ]
  %niter.i = phi i64 [ 0, %B58.preheader.new.i ], [ %niter.next.3.i, %B58.i ]
  %sunkaddr = mul i64 %niter.i, 8
  %1 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %sunkaddr104 = getelementptr i8, i8* %1, i64 %sunkaddr
  %sunkaddr105 = getelementptr i8, i8* %sunkaddr104, i64 32
  %2 = bitcast i8* %sunkaddr105 to i64*
  %.126.i = load i64, i64* %2, align 8, !noalias !3
  %.6.i7.not.i = icmp sgt i64 %.126.i, %return_val.2.022.i
  %return_val.3.1.i = select i1 %.6.i7.not.i, i64 %.126.i, i64 %return_val.2.022.i
  %sunkaddr106 = mul i64 %niter.i, 8
  %3 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %sunkaddr107 = getelementptr i8, i8* %3, i64 %sunkaddr106
  %sunkaddr108 = getelementptr i8, i8* %sunkaddr107, i64 40
  %4 = bitcast i8* %sunkaddr108 to i64*
  %.126.1.i = load i64, i64* %4, align 8, !noalias !3
  %.6.i7.not.1.i = icmp sgt i64 %.126.1.i, %return_val.3.1.i
  %return_val.3.1.1.i = select i1 %.6.i7.not.1.i, i64 %.126.1.i, i64 %return_val.3.1.i
  %sunkaddr109 = mul i64 %niter.i, 8
  %5 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %sunkaddr110 = getelementptr i8, i8* %5, i64 %sunkaddr109
  %sunkaddr111 = getelementptr i8, i8* %sunkaddr110, i64 48
  %6 = bitcast i8* %sunkaddr111 to i64*
  %.126.2.i = load i64, i64* %6, align 8, !noalias !3
  %.6.i7.not.2.i = icmp sgt i64 %.126.2.i, %return_val.3.1.1.i
  %return_val.3.1.2.i = select i1 %.6.i7.not.2.i, i64 %.126.2.i, i64 %return_val.3.1.1.i
  %sunkaddr112 = mul i64 %niter.i, 8
  %7 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %sunkaddr113 = getelementptr i8, i8* %7, i64 %sunkaddr112
  %sunkaddr114 = getelementptr i8, i8* %sunkaddr113, i64 56
  %8 = bitcast i8* %sunkaddr114 to i64*
  %.126.3.i = load i64, i64* %8, align 8, !noalias !3
  %.6.i7.not.3.i = icmp sgt i64 %.126.3.i, %return_val.3.1.2.i
  %return_val.3.1.3.i = select i1 %.6.i7.not.3.i, i64 %.126.3.i, i64 %return_val.3.1.2.i
  %niter.next.3.i = add i64 %niter.i, 4
  %niter.ncmp.3.i = icmp eq i64 %unroll_iter.i, %niter.next.3.i
  br i1 %niter.ncmp.3.i, label %B86.loopexit.unr-lcssa.loopexit.i, label %B58.i

B86.loopexit.unr-lcssa.loopexit.i:                ; preds = %B58.i
  %9 = shl i64 %unroll_iter.i, 3
  %phi.bo1.i = add i64 %9, 32
  br label %B86.loopexit.unr-lcssa.i

B86.loopexit.unr-lcssa.i:                         ; preds = %B58.preheader.i, %B86.loopexit.unr-lcssa.loopexit.i
  %return_val.3.1.lcssa.ph.i = phi i64 [ undef, %B58.preheader.i ], [ %return_val.3.1.3.i, %B86.loopexit.unr-lcssa.loopexit.i ]
  %return_val.2.022.unr.i = phi i64 [ %.52.i, %B58.preheader.i ], [ %return_val.3.1.3.i, %B86.loopexit.unr-lcssa.loopexit.i ]
  %.14.021.unr.i = phi i64 [ 32, %B58.preheader.i ], [ %phi.bo1.i, %B86.loopexit.unr-lcssa.loopexit.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B58.preheader.i61, label %B58.epil.preheader.i

B58.epil.preheader.i:                             ; preds = %B86.loopexit.unr-lcssa.i
  %10 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %uglygep92 = getelementptr i8, i8* %10, i64 %.14.021.unr.i
  br label %B58.epil.i

B58.epil.i:                                       ; preds = %B58.epil.i, %B58.epil.preheader.i
  %return_val.2.022.epil.i = phi i64 [ %return_val.3.1.epil.i, %B58.epil.i ], [ %return_val.2.022.unr.i, %B58.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B58.epil.i ], [ 0, %B58.epil.preheader.i ]
  %11 = shl nuw nsw i64 %epil.iter.i, 3
  %scevgep93 = getelementptr i8, i8* %uglygep92, i64 %11
  %scevgep9394 = bitcast i8* %scevgep93 to i64*
  %.126.epil.i = load i64, i64* %scevgep9394, align 8, !noalias !3
  %.6.i7.not.epil.i = icmp sgt i64 %.126.epil.i, %return_val.2.022.epil.i
  %return_val.3.1.epil.i = select i1 %.6.i7.not.epil.i, i64 %.126.epil.i, i64 %return_val.2.022.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B58.preheader.i61, label %B58.epil.i, !llvm.loop !7

B0.endif.endif.endif.i:                           ; preds = %entry
  %.50.i = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i9.i, i64 0, i32 3
  %.52.i = load i64, i64* %.50.i, align 8, !noalias !3
  %.11620.not.i = icmp eq i64 %.41.i, 1
  br i1 %.11620.not.i, label %B0.endif.endif, label %B58.preheader.i

B58.preheader.i:                                  ; preds = %B0.endif.endif.endif.i
  %12 = add nsw i64 %.41.i, -1
  %13 = add nsw i64 %.41.i, -2
  %xtraiter.i = and i64 %12, 3
  %14 = icmp ult i64 %13, 3
  br i1 %14, label %B86.loopexit.unr-lcssa.i, label %B58.preheader.new.i

B58.preheader.new.i:                              ; preds = %B58.preheader.i
  %unroll_iter.i = and i64 %12, -4
  br label %B58.i

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B58.i32:                                          ; preds = %B58.preheader.new.i63, %B58.i32
  %return_val.2.022.i6 = phi i64 [ %.52.i, %B58.preheader.new.i63 ], [ %return_val.3.1.3.i29, %B58.i32 ]
  %niter.i7 = phi i64 [ 0, %B58.preheader.new.i63 ], [ %niter.next.3.i30, %B58.i32 ]
  %sunkaddr115 = mul i64 %niter.i7, 8
  %15 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %sunkaddr116 = getelementptr i8, i8* %15, i64 %sunkaddr115
  %sunkaddr117 = getelementptr i8, i8* %sunkaddr116, i64 32
  %16 = bitcast i8* %sunkaddr117 to i64*
  %.126.i12 = load i64, i64* %16, align 8, !noalias !9
  %.6.i7.not.i13 = icmp slt i64 %.126.i12, %return_val.2.022.i6
  %return_val.3.1.i14 = select i1 %.6.i7.not.i13, i64 %.126.i12, i64 %return_val.2.022.i6
  %sunkaddr118 = mul i64 %niter.i7, 8
  %17 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %sunkaddr119 = getelementptr i8, i8* %17, i64 %sunkaddr118
  %sunkaddr120 = getelementptr i8, i8* %sunkaddr119, i64 40
  %18 = bitcast i8* %sunkaddr120 to i64*
  %.126.1.i17 = load i64, i64* %18, align 8, !noalias !9
  %.6.i7.not.1.i18 = icmp slt i64 %.126.1.i17, %return_val.3.1.i14
  %return_val.3.1.1.i19 = select i1 %.6.i7.not.1.i18, i64 %.126.1.i17, i64 %return_val.3.1.i14
  %sunkaddr121 = mul i64 %niter.i7, 8
  %19 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %sunkaddr122 = getelementptr i8, i8* %19, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, i8* %sunkaddr122, i64 48
  %20 = bitcast i8* %sunkaddr123 to i64*
  %.126.2.i22 = load i64, i64* %20, align 8, !noalias !9
  %.6.i7.not.2.i23 = icmp slt i64 %.126.2.i22, %return_val.3.1.1.i19
  %return_val.3.1.2.i24 = select i1 %.6.i7.not.2.i23, i64 %.126.2.i22, i64 %return_val.3.1.1.i19
  %sunkaddr124 = mul i64 %niter.i7, 8
  %21 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %sunkaddr125 = getelementptr i8, i8* %21, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, i8* %sunkaddr125, i64 56
  %22 = bitcast i8* %sunkaddr126 to i64*
  %.126.3.i27 = load i64, i64* %22, align 8, !noalias !9
  %.6.i7.not.3.i28 = icmp slt i64 %.126.3.i27, %return_val.3.1.2.i24
  %return_val.3.1.3.i29 = select i1 %.6.i7.not.3.i28, i64 %.126.3.i27, i64 %return_val.3.1.2.i24
  %niter.next.3.i30 = add i64 %niter.i7, 4
  %niter.ncmp.3.i31 = icmp eq i64 %unroll_iter.i62, %niter.next.3.i30
  br i1 %niter.ncmp.3.i31, label %B86.loopexit.unr-lcssa.loopexit.i35, label %B58.i32

B86.loopexit.unr-lcssa.loopexit.i35:              ; preds = %B58.i32
  %23 = shl i64 %unroll_iter.i62, 3
  %phi.bo1.i34 = add i64 %23, 32
  br label %B86.loopexit.unr-lcssa.i40

B86.loopexit.unr-lcssa.i40:                       ; preds = %B58.preheader.i61, %B86.loopexit.unr-lcssa.loopexit.i35
  %return_val.3.1.lcssa.ph.i36 = phi i64 [ undef, %B58.preheader.i61 ], [ %return_val.3.1.3.i29, %B86.loopexit.unr-lcssa.loopexit.i35 ]
  %return_val.2.022.unr.i37 = phi i64 [ %.52.i, %B58.preheader.i61 ], [ %return_val.3.1.3.i29, %B86.loopexit.unr-lcssa.loopexit.i35 ]
  %.14.021.unr.i38 = phi i64 [ 32, %B58.preheader.i61 ], [ %phi.bo1.i34, %B86.loopexit.unr-lcssa.loopexit.i35 ]
  %24 = icmp eq i64 %xtraiter.i, 0
  br i1 %24, label %B0.endif.endif, label %B58.epil.preheader.i42

B58.epil.preheader.i42:                           ; preds = %B86.loopexit.unr-lcssa.i40
  %25 = bitcast { i64, i64, i8, i64 }* %.6.i9.i to i8*
  %uglygep = getelementptr i8, i8* %25, i64 %.14.021.unr.i38
  br label %B58.epil.i52

B58.epil.i52:                                     ; preds = %B58.epil.i52, %B58.epil.preheader.i42
  %return_val.2.022.epil.i43 = phi i64 [ %return_val.3.1.epil.i49, %B58.epil.i52 ], [ %return_val.2.022.unr.i37, %B58.epil.preheader.i42 ]
  %epil.iter.i44 = phi i64 [ %epil.iter.next.i50, %B58.epil.i52 ], [ 0, %B58.epil.preheader.i42 ]
  %26 = shl nuw nsw i64 %epil.iter.i44, 3
  %scevgep = getelementptr i8, i8* %uglygep, i64 %26
  %scevgep83 = bitcast i8* %scevgep to i64*
  %.126.epil.i47 = load i64, i64* %scevgep83, align 8, !noalias !9
  %.6.i7.not.epil.i48 = icmp slt i64 %.126.epil.i47, %return_val.2.022.epil.i43
  %return_val.3.1.epil.i49 = select i1 %.6.i7.not.epil.i48, i64 %.126.epil.i47, i64 %return_val.2.022.epil.i43
  %epil.iter.next.i50 = add nuw nsw i64 %epil.iter.i44, 1
  %epil.iter.cmp.not.i51 = icmp eq i64 %xtraiter.i, %epil.iter.next.i50
  br i1 %epil.iter.cmp.not.i51, label %B0.endif.endif, label %B58.epil.i52, !llvm.loop !13

B58.preheader.i61:                                ; preds = %B58.epil.i, %B86.loopexit.unr-lcssa.i
  %.2168 = phi i64 [ %return_val.3.1.lcssa.ph.i, %B86.loopexit.unr-lcssa.i ], [ %return_val.3.1.epil.i, %B58.epil.i ]
  %27 = icmp ult i64 %13, 3
  br i1 %27, label %B86.loopexit.unr-lcssa.i40, label %B58.preheader.new.i63

B58.preheader.new.i63:                            ; preds = %B58.preheader.i61
  %unroll_iter.i62 = and i64 %12, -4
  br label %B58.i32

common.ret:                                       ; preds = %B0.if, %B0.endif.endif
  %common.ret.op = phi i32 [ 0, %B0.endif.endif ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B58.epil.i52, %B0.endif.endif.endif.i, %B86.loopexit.unr-lcssa.i40
  %.216881 = phi i64 [ %.2168, %B86.loopexit.unr-lcssa.i40 ], [ %.52.i, %B0.endif.endif.endif.i ], [ %.2168, %B58.epil.i52 ]
  %.4776 = phi i64 [ %return_val.3.1.lcssa.ph.i36, %B86.loopexit.unr-lcssa.i40 ], [ %.52.i, %B0.endif.endif.endif.i ], [ %return_val.3.1.epil.i49, %B58.epil.i52 ]
  tail call void @NRT_decref(i8* %arg.xs.0)
  %.58 = sub nsw i64 %.216881, %.4776
  store i64 %.58, i64* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.min_max_of_list, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca i64, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !14

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.457, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !14

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([161 x i8], [161 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.21 = call i64 @PyList_Size(i8* %.20)
  %.27 = call i8* @numba_get_pyobject_private_data(i8* %.20)
  %.28.not = icmp eq i8* %.27, null
  br i1 %.28.not, label %entry.endif.endif.else, label %entry.endif.endif.if

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @NRT_incref(i8* nonnull %.27)
  %.5.i = getelementptr i8, i8* %.27, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i62 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.43122 = bitcast { i64, i64, i8, i64 }* %.6.i62 to i64*
  store i64 %.21, i64* %.43122, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.56 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.21, i64 8)
  %.57 = extractvalue { i64, i1 } %.56, 0
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.58 = extractvalue { i64, i1 } %.56, 1
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.if, !prof !14

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.else.endif.if, %entry.endif.endif.else, %entry.endif.endif.else.endif.endif.endif.thread78
  %.53.sroa.0.07177 = phi i8* [ %.69, %entry.endif.endif.else.endif.endif.endif.thread78 ], [ null, %entry.endif.endif.else ], [ null, %entry.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.53.sroa.0.07177)
  br label %common.ret

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.60, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.70 = icmp eq i8* %.69, null
  br i1 %.70, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if, !prof !14

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i1 = getelementptr i8, i8* %.69, i64 24
  %1 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i257 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.82 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257, i64 0, i32 1
  store i64 %.21, i64* %.82, align 8
  %.6.i1258 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.88123 = bitcast { i64, i64, i8, i64 }* %.6.i1258 to i64*
  store i64 0, i64* %.88123, align 8
  %.6.i1859 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.94 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1859, i64 0, i32 2
  store i8 0, i8* %.94, align 1
  %.6.i3460 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.107 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3460, i64 0, i32 3
  %.114.idx = shl nsw i64 %.21, 3
  %.118 = bitcast i64* %.107 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.118, i8 0, i64 %.114.idx, i1 false)
  %.6.i3053 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.128124 = bitcast { i64, i64, i8, i64 }* %.6.i3053 to i64*
  store i64 %.21, i64* %.128124, align 8
  %.130 = icmp sgt i64 %.21, 0
  br i1 %.130, label %for.body.lr.ph, label %entry.endif.endif.else.endif.endif.endif, !prof !15

entry.endif.endif.else.endif.endif.endif.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  br label %entry.endif.endif.else.endif.endif.endif

entry.endif.endif.else.endif.endif.endif:         ; preds = %entry.endif.endif.else.endif.endif.endif.critedge, %entry.endif.endif.else.endif.endif.if
  %2 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @numba_set_pyobject_private_data(i8* %.20, i8* nonnull %.69)
  %sunkaddr = getelementptr i8, i8* %.69, i64 24
  %3 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i2254 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.207 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2254, i64 0, i32 2
  store i8 0, i8* %.207, align 1
  br label %entry.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call i8* @PyImport_ImportModuleNoBlock(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.133 = call i8* @PyObject_GetAttrString(i8* %.132, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.132)
  %.135 = call i8* @PyList_GetItem(i8* %.20, i64 0)
  %.136 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.135, i8* null)
  br label %for.body

entry.endif.endif.else.endif.endif.endif.thread78: ; preds = %for.body, %for.body.endif.endif.endif, %for.body.endif.if
  %4 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  %.6.i225481 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.20782 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i225481, i64 0, i32 2
  store i8 0, i8* %.20782, align 1
  br label %entry.endif.endif.endif

for.body:                                         ; preds = %for.body.lr.ph, %for.body.endif.endif.endif.endif
  %loop.index46 = phi i64 [ 0, %for.body.lr.ph ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.045 = phi i64 [ 0, %for.body.lr.ph ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call i8* @PyList_GetItem(i8* %.20, i64 %loop.index46)
  %.141 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.140, i8* null)
  %.142 = icmp eq i8* %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.endif.thread78, label %for.body.endif, !prof !14

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq i8* %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !15

for.body.endif.if:                                ; preds = %for.body.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.136, i8* nonnull %.141)
  call void @Py_DecRef(i8* nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.endif.thread78

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(i8* nonnull %.136)
  %.155 = call i8* @PyNumber_Long(i8* %.140)
  %.156.not = icmp eq i8* %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !14

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(i8* nonnull %.155)
  call void @Py_DecRef(i8* nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.045, %for.body.endif.endif ]
  %.163 = call i8* @PyErr_Occurred()
  %.164.not = icmp eq i8* %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.endif.thread78, !prof !15

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %5 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i2655 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %scevgep120 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2655, i64 0, i32 3
  %scevgep121 = getelementptr i64, i64* %scevgep120, i64 %loop.index46
  store i64 %.153.1, i64* %scevgep121, align 8
  %.6.i2456 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.186 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2456, i64 0, i32 2
  store i8 1, i8* %.186, align 1
  %.189 = add nuw nsw i64 %loop.index46, 1
  %exitcond92.not = icmp eq i64 %.21, %.189
  br i1 %exitcond92.not, label %entry.endif.endif.else.endif.endif.endif.critedge, label %for.body, !prof !16

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.if, %entry.endif.endif.else.endif.endif.endif
  %.pre-phi = phi { i64, i64, i8, i64 }** [ %0, %entry.endif.endif.if ], [ %2, %entry.endif.endif.else.endif.endif.endif ]
  %.25.sroa.0.0.ph = phi i8* [ %.27, %entry.endif.endif.if ], [ %.69, %entry.endif.endif.else.endif.endif.endif ]
  store i64 0, i64* %.331, align 8
  %.335 = call i32 @_ZN5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.331, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* nonnull %.25.sroa.0.0.ph, i8* undef) #3
  %.336 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.343 = icmp sgt i32 %.335, 0
  %.344 = select i1 %.343, { i8*, i32, i8*, i8*, i32 }* %.336, { i8*, i32, i8*, i8*, i32 }* undef
  %.345 = load i64, i64* %.331, align 8
  %sunkaddr125 = getelementptr i8, i8* %.25.sroa.0.0.ph, i64 24
  %6 = bitcast i8* %sunkaddr125 to { i64, i64, i8, i64 }**
  %.6.i1647 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.357 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1647, i64 0, i32 2
  %.358 = load i8, i8* %.357, align 1
  %.361 = icmp eq i8 %.358, 0
  br i1 %.361, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !15

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.371 = call i64 @PyList_Size(i8* %.20)
  %.6.i1448 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.376126 = bitcast { i64, i64, i8, i64 }* %.6.i1448 to i64*
  %.377 = load i64, i64* %.376126, align 8
  %.378 = sub i64 %.377, %.371
  %.379 = icmp sgt i64 %.378, -1
  br i1 %.379, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38240 = icmp sgt i64 %.371, 0
  br i1 %.38240, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  %.388100 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1448, i64 0, i32 3
  %.390101 = load i64, i64* %.388100, align 8
  %.393102 = call i8* @PyLong_FromLongLong(i64 %.390101)
  %.396103 = call i32 @PyList_SetItem(i8* %.20, i64 0, i8* %.393102)
  %exitcond90.not104 = icmp eq i64 %.371, 1
  br i1 %exitcond90.not104, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge.preheader

for.body.4.for.body.4_crit_edge.preheader:        ; preds = %for.body.4.preheader
  %7 = add i64 %.371, -1
  br label %for.body.4.for.body.4_crit_edge

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif
  call void @numba_reset_pyobject_private_data(i8* %.20)
  call void @NRT_decref(i8* nonnull %.25.sroa.0.0.ph)
  switch i32 %.335, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.420 = call i32 @PyList_SetSlice(i8* %.20, i64 %.377, i64 %.371, i8* null)
  %.42242 = icmp sgt i64 %.377, 0
  br i1 %.42242, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %.6.i1049 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.444 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1049, i64 0, i32 2
  store i8 0, i8* %.444, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4.for.body.4_crit_edge, %for.body.4.preheader, %for.cond.4.preheader
  %.40038 = icmp sgt i64 %.378, 0
  br i1 %.40038, label %for.body.5.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  br label %for.body.5

for.body.4.for.body.4_crit_edge:                  ; preds = %for.body.4.for.body.4_crit_edge.preheader, %for.body.4.for.body.4_crit_edge
  %lsr.iv113 = phi i64 [ 0, %for.body.4.for.body.4_crit_edge.preheader ], [ %lsr.iv.next114, %for.body.4.for.body.4_crit_edge ]
  %8 = add i64 %lsr.iv113, 1
  %.6.i852.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep115 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i852.pre, i64 1
  %scevgep115116 = bitcast { i64, i64, i8, i64 }* %scevgep115 to i8*
  %9 = shl i64 %lsr.iv113, 3
  %uglygep = getelementptr i8, i8* %scevgep115116, i64 %9
  %uglygep117 = bitcast i8* %uglygep to i64*
  %.390 = load i64, i64* %uglygep117, align 8
  %.393 = call i8* @PyLong_FromLongLong(i64 %.390)
  %.396 = call i32 @PyList_SetItem(i8* %.20, i64 %8, i8* %.393)
  %lsr.iv.next114 = add nuw nsw i64 %lsr.iv113, 1
  %exitcond90.not = icmp eq i64 %7, %lsr.iv.next114
  br i1 %exitcond90.not, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv = phi i64 [ %.371, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %.6.i651 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i651, i64 0, i32 3
  %scevgep112 = getelementptr i64, i64* %scevgep, i64 %lsr.iv
  %.409 = load i64, i64* %scevgep112, align 8
  %.412 = call i8* @PyLong_FromLongLong(i64 %.409)
  %.415 = call i32 @PyList_Append(i8* %.20, i8* %.412)
  call void @Py_DecRef(i8* %.412)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.377, %lsr.iv.next
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.643 = phi i64 [ %.437, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %.6.i450 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep118 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450, i64 0, i32 3
  %scevgep119 = getelementptr i64, i64* %scevgep118, i64 %loop.index.643
  %.430 = load i64, i64* %scevgep119, align 8
  %.433 = call i8* @PyLong_FromLongLong(i64 %.430)
  %.436 = call i32 @PyList_SetItem(i8* %.20, i64 %loop.index.643, i8* %.433)
  %.437 = add nuw nsw i64 %loop.index.643, 1
  %exitcond91.not = icmp eq i64 %.377, %.437
  br i1 %exitcond91.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %10 = icmp sgt i32 %.335, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.457 = call i8* @PyLong_FromLongLong(i64 %.345)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.464 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.465 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 4
  %.466 = icmp sgt i32 %.465, 0
  %.469 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 0
  %.471 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 1
  br i1 %.466, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.472 = sext i32 %.471 to i64
  %.473 = call i8* @PyBytes_FromStringAndSize(i8* %.469, i64 %.472)
  %.474 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.475 = extractvalue { i8*, i32, i8*, i8*, i32 } %.474, 2
  %.477 = extractvalue { i8*, i32, i8*, i8*, i32 } %.474, 3
  %.478 = bitcast i8* %.477 to i8* (i8*)*
  %.479 = call i8* %.478(i8* %.475)
  %.480 = icmp eq i8* %.479, null
  br i1 %.480, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !14

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.493 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 2
  %.494 = call i8* @numba_unpickle(i8* %.469, i32 %.471, i8* %.493)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.496 = phi i8* [ %.484, %entry.endif.endif.endif.e...endif ], [ %.494, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.497.not = icmp eq i8* %.496, null
  br i1 %.497.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !14

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.484 = call i8* @numba_runtime_build_excinfo_struct(i8* %.473, i8* nonnull %.479)
  %.485 = bitcast { i8*, i32, i8*, i8*, i32 }* %.344 to i8*
  call void @NRT_Free(i8* nonnull %.485)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.496)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i64 @PyList_Size(i8*) local_unnamed_addr

declare i8* @numba_get_pyobject_private_data(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i8* @PyImport_ImportModuleNoBlock(i8*) local_unnamed_addr

declare i8* @PyObject_GetAttrString(i8*, i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyList_GetItem(i8*, i64) local_unnamed_addr

declare i8* @PyObject_CallFunctionObjArgs(i8*, ...) local_unnamed_addr

declare void @PyErr_Format(i8*, i8*, ...) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare void @numba_set_pyobject_private_data(i8*, i8*) local_unnamed_addr

declare void @numba_reset_pyobject_private_data(i8*) local_unnamed_addr

declare i32 @PyList_SetSlice(i8*, i64, i64, i8*) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(i8*, i64, i8*) local_unnamed_addr

declare i32 @PyList_Append(i8*, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define i64 @cfunc._ZN5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8* } %.1, 0
  %.7 = call i32 @_ZN5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef) #3
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.9.not = icmp eq i32 %.7, 0
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17 = load i64, i64* %.3, align 8
  %.19 = alloca i32, align 4
  store i32 0, i32* %.19, align 4
  br i1 %.9.not, label %common.ret, label %entry.if, !prof !15

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.19)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.22, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.17, %.22 ], [ %.17, %entry ]
  ret i64 %common.ret.op

.22:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.70 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.70)
  call void @Py_DecRef(i8* %.70)
  call void @numba_gil_release(i32* nonnull %.19)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.25 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.26 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 4
  %.27 = icmp sgt i32 %.26, 0
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 1
  br i1 %.27, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.33 = sext i32 %.32 to i64
  %.34 = call i8* @PyBytes_FromStringAndSize(i8* %.30, i64 %.33)
  %.35 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 2
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 3
  %.39 = bitcast i8* %.38 to i8* (i8*)*
  %.40 = call i8* %.39(i8* %.36)
  %.41 = icmp eq i8* %.40, null
  br i1 %.41, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !14

entry.if.if.else:                                 ; preds = %entry.if.if
  %.54 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 2
  %.55 = call i8* @numba_unpickle(i8* %.30, i32 %.32, i8* %.54)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.57 = phi i8* [ %.45, %entry.if.if.if.endif ], [ %.55, %entry.if.if.else ]
  %.58.not = icmp eq i8* %.57, null
  br i1 %.58.not, label %.22, label %entry.if.if.endif.if, !prof !14

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.45 = call i8* @numba_runtime_build_excinfo_struct(i8* %.34, i8* nonnull %.40)
  %.46 = bitcast { i8*, i32, i8*, i8*, i32 }* %.16 to i8*
  call void @NRT_Free(i8* nonnull %.46)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.57)
  br label %.22

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.22
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !14

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !14

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !14

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }

!numba_args_may_always_need_nrt = !{!0, !1, !2, !1, !2}

!0 = !{i32 (i64*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*)* @_ZN5cases11expressions15min_max_of_listB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = distinct !{null}
!2 = distinct !{null}
!3 = !{!4, !6}
!4 = distinct !{!4, !5, !"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e: %retptr"}
!5 = distinct !{!5, !"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"}
!6 = distinct !{!6, !5, !"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e: %excinfo"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = !{!10, !12}
!10 = distinct !{!10, !11, !"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e: %retptr"}
!11 = distinct !{!11, !"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e"}
!12 = distinct !{!12, !11, !"_ZN5numba7cpython8builtins12min_max_impl12_3clocals_3e4implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e: %excinfo"}
!13 = distinct !{!13, !8}
!14 = !{!"branch_weights", i32 1, i32 99}
!15 = !{!"branch_weights", i32 99, i32 1}
!16 = !{!"branch_weights", i32 21474836, i32 2126008812}
