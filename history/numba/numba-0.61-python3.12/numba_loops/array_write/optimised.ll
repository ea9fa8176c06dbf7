; ModuleID = 'array_write'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.array_write = internal constant [12 x i8] c"array_write\00"
@_ZN08NumbaEnv5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [144 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.object3 = internal constant [PICKLED x i8] <class 'numpy.ndarray'>
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !0
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B0.if, label %B0.endif.i, !prof !4

B0.endif.i:                                       ; preds = %entry
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !5
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif.endif, !prof !4

common.ret:                                       ; preds = %B0.if, %B146
  %common.ret.op = phi i32 [ 0, %B146 ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B146:                                             ; preds = %B98.else.if, %B98.else.if.prol.loopexit, %middle.block, %B0.endif.endif
  %retptr.repack55 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack55, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.a.5.0, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %.6.i1.i, float** %retptr.repack7, align 8
  %0 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %0, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 4, i64* %1, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret

B0.if:                                            ; preds = %entry, %B0.endif.i
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object5, %B0.endif.i ], [ @.const.picklebuf.object4, %entry ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %2 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %2, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.a.0), !noalias !0
  %3 = tail call i64 @llvm.smax.i64(i64 %arg.a.5.0, i64 0)
  %.15428.not = icmp slt i64 %arg.a.5.0, 1
  br i1 %.15428.not, label %B146, label %B98.else.if.preheader

B98.else.if.preheader:                            ; preds = %B0.endif.endif
  %4 = ptrtoint float* %arg.a.4 to i64
  %.6.i1.i31 = ptrtoint float* %.6.i1.i to i64
  %min.iters.check = icmp ult i64 %3, 4
  %5 = sub i64 %.6.i1.i31, %4
  %diff.check = icmp ult i64 %5, 16
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %B98.else.if.preheader33, label %vector.ph

vector.ph:                                        ; preds = %B98.else.if.preheader
  %const = bitcast i64 9223372036854775804 to i64
  %n.vec = and i64 %3, %const
  %6 = add nsw i64 %n.vec, -4
  %7 = lshr exact i64 %6, 2
  %8 = add nuw nsw i64 %7, 1
  %9 = icmp eq i64 %6, 0
  br i1 %9, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const_mat = add i64 %const, 2
  %unroll_iter = and i64 %8, %const_mat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %vec.ind = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %10 = and <4 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1>
  %11 = icmp eq <4 x i64> %10, zeroinitializer
  %sunkaddr = mul i64 %index, 4
  %12 = bitcast float* %arg.a.4 to i8*
  %sunkaddr56 = getelementptr i8, i8* %12, i64 %sunkaddr
  %13 = bitcast i8* %sunkaddr56 to <4 x float>*
  %wide.load = load <4 x float>, <4 x float>* %13, align 4
  %14 = fneg <4 x float> %wide.load
  %15 = fmul <4 x float> %wide.load, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %16 = select <4 x i1> %11, <4 x float> %14, <4 x float> %15
  %sunkaddr57 = mul i64 %index, 4
  %17 = bitcast float* %.6.i1.i to i8*
  %sunkaddr58 = getelementptr i8, i8* %17, i64 %sunkaddr57
  %18 = bitcast i8* %sunkaddr58 to <4 x float>*
  store <4 x float> %16, <4 x float>* %18, align 4
  %19 = and <4 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1>
  %20 = icmp eq <4 x i64> %19, zeroinitializer
  %sunkaddr59 = mul i64 %index, 4
  %21 = bitcast float* %arg.a.4 to i8*
  %sunkaddr60 = getelementptr i8, i8* %21, i64 %sunkaddr59
  %sunkaddr61 = getelementptr i8, i8* %sunkaddr60, i64 16
  %22 = bitcast i8* %sunkaddr61 to <4 x float>*
  %wide.load.1 = load <4 x float>, <4 x float>* %22, align 4
  %23 = fneg <4 x float> %wide.load.1
  %24 = fmul <4 x float> %wide.load.1, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %25 = select <4 x i1> %20, <4 x float> %23, <4 x float> %24
  %sunkaddr62 = mul i64 %index, 4
  %26 = bitcast float* %.6.i1.i to i8*
  %sunkaddr63 = getelementptr i8, i8* %26, i64 %sunkaddr62
  %sunkaddr64 = getelementptr i8, i8* %sunkaddr63, i64 16
  %27 = bitcast i8* %sunkaddr64 to <4 x float>*
  store <4 x float> %25, <4 x float>* %27, align 4
  %index.next.1 = add i64 %index, 8
  %vec.ind.next.1 = add <4 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8>
  %lsr.iv.next = add i64 %lsr.iv, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !12

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = and <4 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1>
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <4 x i64> [ <i64 0, i64 1, i64 0, i64 1>, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %28 = and i64 %8, 1
  %lcmp.mod35.not = icmp eq i64 %28, 0
  br i1 %lcmp.mod35.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %29 = icmp eq <4 x i64> %vec.ind.unr, zeroinitializer
  %30 = getelementptr float, float* %arg.a.4, i64 %index.unr
  %31 = bitcast float* %30 to <4 x float>*
  %wide.load.epil = load <4 x float>, <4 x float>* %31, align 4
  %32 = fneg <4 x float> %wide.load.epil
  %33 = getelementptr float, float* %.6.i1.i, i64 %index.unr
  %34 = fmul <4 x float> %wide.load.epil, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %35 = select <4 x i1> %29, <4 x float> %32, <4 x float> %34
  %36 = bitcast float* %33 to <4 x float>*
  store <4 x float> %35, <4 x float>* %36, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %3, %n.vec
  br i1 %cmp.n, label %B146, label %B98.else.if.preheader33

B98.else.if.preheader33:                          ; preds = %B98.else.if.preheader, %middle.block
  %.98.029.ph = phi i64 [ 0, %B98.else.if.preheader ], [ %n.vec, %middle.block ]
  %.neg = or i64 %.98.029.ph, 1
  %xtraiter = and i64 %3, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B98.else.if.prol.loopexit, label %B98.else.if.prol

B98.else.if.prol:                                 ; preds = %B98.else.if.preheader33
  %.167.prol = or i64 %.98.029.ph, 1
  %.307.prol = getelementptr float, float* %arg.a.4, i64 %.98.029.ph
  %.308.prol = load float, float* %.307.prol, align 4
  %.309.prol = fneg float %.308.prol
  %.344.prol = getelementptr float, float* %.6.i1.i, i64 %.98.029.ph
  store float %.309.prol, float* %.344.prol, align 4
  br label %B98.else.if.prol.loopexit

B98.else.if.prol.loopexit:                        ; preds = %B98.else.if.prol, %B98.else.if.preheader33
  %.98.029.unr = phi i64 [ %.98.029.ph, %B98.else.if.preheader33 ], [ %.167.prol, %B98.else.if.prol ]
  %37 = icmp eq i64 %3, %.neg
  br i1 %37, label %B146, label %B98.else.if.preheader33.new

B98.else.if.preheader33.new:                      ; preds = %B98.else.if.prol.loopexit
  br label %B98.else.if

B98.else.if:                                      ; preds = %B98.else.if, %B98.else.if.preheader33.new
  %.98.029 = phi i64 [ %.98.029.unr, %B98.else.if.preheader33.new ], [ %.167.1, %B98.else.if ]
  %38 = and i64 %.98.029.unr, 1
  %39 = icmp eq i64 %38, 0
  %40 = and i64 %.98.029.unr, 1
  %41 = icmp eq i64 %40, 0
  %sunkaddr65 = mul i64 %.98.029, 4
  %42 = bitcast float* %arg.a.4 to i8*
  %sunkaddr66 = getelementptr i8, i8* %42, i64 %sunkaddr65
  %43 = bitcast i8* %sunkaddr66 to float*
  %.308 = load float, float* %43, align 4
  %.309 = fneg float %.308
  %44 = fmul float %.308, 2.000000e+00
  %narrow.sel = select i1 %41, float %.309, float %44
  %sunkaddr67 = mul i64 %.98.029, 4
  %45 = bitcast float* %.6.i1.i to i8*
  %sunkaddr68 = getelementptr i8, i8* %45, i64 %sunkaddr67
  %46 = bitcast i8* %sunkaddr68 to float*
  store float %narrow.sel, float* %46, align 4
  %.167.1 = add nuw nsw i64 %.98.029, 2
  %sunkaddr69 = mul i64 %.98.029, 4
  %47 = bitcast float* %arg.a.4 to i8*
  %sunkaddr70 = getelementptr i8, i8* %47, i64 %sunkaddr69
  %sunkaddr71 = getelementptr i8, i8* %sunkaddr70, i64 4
  %48 = bitcast i8* %sunkaddr71 to float*
  %.308.1 = load float, float* %48, align 4
  %.309.1 = fneg float %.308.1
  %49 = fmul float %.308.1, 2.000000e+00
  %narrow.sel.1 = select i1 %39, float %49, float %.309.1
  %sunkaddr72 = mul i64 %.98.029, 4
  %50 = bitcast float* %.6.i1.i to i8*
  %sunkaddr73 = getelementptr i8, i8* %50, i64 %sunkaddr72
  %sunkaddr74 = getelementptr i8, i8* %sunkaddr73, i64 4
  %51 = bitcast i8* %sunkaddr74 to float*
  store float %narrow.sel.1, float* %51, align 4
  %exitcond.not.1 = icmp eq i64 %3, %.167.1
  br i1 %exitcond.not.1, label %B146, label %B98.else.if, !llvm.loop !14
}

define i8* @_ZN7cpython5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.array_write, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.102 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.106, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([144 x i8], [144 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 4
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8**
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr4 to float**
  %.36.fca.4.load = load float*, float** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %9, i8 0, i64 56, i1 false)
  %.49 = call i32 @_ZN5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, float* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load i8*, i8** %3, align 8
  %10 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 8
  %11 = bitcast i8* %sunkaddr6 to i8**
  %.59.fca.1.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 16
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.59.fca.2.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 24
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.59.fca.3.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 32
  %17 = bitcast i8* %sunkaddr9 to float**
  %.59.fca.4.load = load float*, float** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %18, i64 40
  %19 = bitcast i8* %sunkaddr10 to i64*
  %.59.fca.5.0.load = load i64, i64* %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %20, i64 48
  %21 = bitcast i8* %sunkaddr11 to i64*
  %.59.fca.6.0.load = load i64, i64* %21, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %22 = icmp sgt i32 %.49, 0
  br i1 %22, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %sunkaddr12 = getelementptr i8, i8* %.11, i64 24
  %23 = bitcast i8* %sunkaddr12 to i8**
  %.83 = load i8*, i8** %23, align 8
  %.87.not = icmp eq i8* %.83, null
  br i1 %.87.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.89 = call i8* @PyList_GetItem(i8* nonnull %.83, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([37 x i8], [37 x i8]* @".const.`env.consts` is NULL in `read_const`", i64 0, i64 0))
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.84.0 = phi i8* [ %.89, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8**
  %.101 = call i8* @numba_unpickle(i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i64 0, i64 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i64 0, i64 0))
  store i8* %.59.fca.0.load, i8** %24, align 8
  %25 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %25, i64 8
  %26 = bitcast i8* %sunkaddr13 to i8**
  store i8* %.59.fca.1.load, i8** %26, align 8
  %27 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %27, i64 16
  %28 = bitcast i8* %sunkaddr14 to i64*
  store i64 %.59.fca.2.load, i64* %28, align 8
  %29 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %29, i64 24
  %30 = bitcast i8* %sunkaddr15 to i64*
  store i64 %.59.fca.3.load, i64* %30, align 8
  %31 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %31, i64 32
  %32 = bitcast i8* %sunkaddr16 to float**
  store float* %.59.fca.4.load, float** %32, align 8
  %33 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %33, i64 40
  %34 = bitcast i8* %sunkaddr17 to i64*
  store i64 %.59.fca.5.0.load, i64* %34, align 8
  %35 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %35, i64 48
  %36 = bitcast i8* %sunkaddr18 to i64*
  store i64 %.59.fca.6.0.load, i64* %36, align 8
  %.105 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.102 to i8*
  %.106 = call i8* @NRT_adapt_ndarray_to_python_acqref(i8* nonnull %.105, i8* %.101, i32 1, i32 1, i8* %.84.0)
  call void @NRT_decref(i8* %.59.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.114 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.115 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 4
  %.116 = icmp sgt i32 %.115, 0
  %.119 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 0
  %.121 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 1
  br i1 %.116, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.122 = sext i32 %.121 to i64
  %.123 = call i8* @PyBytes_FromStringAndSize(i8* %.119, i64 %.122)
  %.124 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.125 = extractvalue { i8*, i32, i8*, i8*, i32 } %.124, 2
  %.127 = extractvalue { i8*, i32, i8*, i8*, i32 } %.124, 3
  %.128 = bitcast i8* %.127 to i8* (i8*)*
  %.129 = call i8* %.128(i8* %.125)
  %.130 = icmp eq i8* %.129, null
  br i1 %.130, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !4

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.143 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 2
  %.144 = call i8* @numba_unpickle(i8* %.119, i32 %.121, i8* %.143)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.146 = phi i8* [ %.134, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.144, %entry.endif.endif.endif.endif.endif.if.else ]
  %.147.not = icmp eq i8* %.146, null
  br i1 %.147.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !4

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.134 = call i8* @numba_runtime_build_excinfo_struct(i8* %.123, i8* nonnull %.129)
  %.135 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.135)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.146)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyList_GetItem(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @NRT_adapt_ndarray_to_python_acqref(i8* nocapture, i8*, i32, i32, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } @cfunc._ZN5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 3
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 5, i64 0
  %.fca.6.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 6, i64 0
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN5cases11numba_loops11array_writeB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, float* %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.19.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %.19.fca.2.load = load i64, i64* %.fca.2.gep, align 8
  %.19.fca.3.load = load i64, i64* %.fca.3.gep, align 8
  %.19.fca.4.load = load float*, float** %.fca.4.gep, align 8
  %.19.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  %.19.fca.6.0.load = load i64, i64* %.fca.6.0.gep, align 8
  %.25 = insertvalue [1 x i64] poison, i64 %.19.fca.5.0.load, 0
  %.26 = insertvalue [1 x i64] poison, i64 %.19.fca.6.0.load, 0
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } undef, i8* %.19.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %.19.fca.1.load, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.parent, i64 %.19.fca.2.load, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %.19.fca.3.load, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.itemsize, float* %.19.fca.4.load, 4
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.25, 5
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.26, 6
  %.32 = alloca i32, align 4
  store i32 0, i32* %.32, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !15

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.32)
  br i1 %1, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.35, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.35 ], [ %inserted.strides, %entry ]
  ret { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %common.ret.op

.35:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.83 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.83)
  call void @Py_DecRef(i8* %.83)
  call void @numba_gil_release(i32* nonnull %.32)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 4
  %.40 = icmp sgt i32 %.39, 0
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 0
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 1
  br i1 %.40, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.46 = sext i32 %.45 to i64
  %.47 = call i8* @PyBytes_FromStringAndSize(i8* %.43, i64 %.46)
  %.48 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.49 = extractvalue { i8*, i32, i8*, i8*, i32 } %.48, 2
  %.51 = extractvalue { i8*, i32, i8*, i8*, i32 } %.48, 3
  %.52 = bitcast i8* %.51 to i8* (i8*)*
  %.53 = call i8* %.52(i8* %.49)
  %.54 = icmp eq i8* %.53, null
  br i1 %.54, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.67 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.68 = call i8* @numba_unpickle(i8* %.43, i32 %.45, i8* %.67)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.70 = phi i8* [ %.58, %entry.if.if.if.endif ], [ %.68, %entry.if.if.else ]
  %.71.not = icmp eq i8* %.70, null
  br i1 %.71.not, label %.35, label %entry.if.if.endif.if, !prof !4

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.58 = call i8* @numba_runtime_build_excinfo_struct(i8* %.47, i8* nonnull %.53)
  %.59 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.59)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.70)
  br label %.35

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.35
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !4

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

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!6, !8, !9, !11, !1, !3}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !13}
!15 = !{!"branch_weights", i32 99, i32 1}
