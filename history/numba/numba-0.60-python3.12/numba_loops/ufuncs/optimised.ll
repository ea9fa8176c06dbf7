; ModuleID = 'ufuncs'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.ufuncs = internal constant [7 x i8] c"ufuncs\00"
@_ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [138 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.object3 = internal constant [PICKLED x i8] <class 'numpy.ndarray'>
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv13_3cdynamic_3e20__numba_array_expr_1B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.if, %for.end, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object4, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i5 = load double*, double** %0, align 8
  %.1462 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.1462, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.148.not, label %for.end.loopexit26, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.preheader
  %scevgep = getelementptr double, double* %.6.i5, i64 %arg.x.5.0
  %scevgep30 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i5, %scevgep30
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %scevgep41 = getelementptr double, double* %arg.x.4, i64 %index
  %scevgep4142 = bitcast double* %scevgep41 to <2 x double>*
  %wide.load = load <2 x double>, <2 x double>* %scevgep4142, align 8, !alias.scope !9
  %1 = extractelement <2 x double> %wide.load, i64 0
  %2 = tail call double @sqrt(double %1) #6
  %3 = extractelement <2 x double> %wide.load, i64 1
  %4 = tail call double @sqrt(double %3) #6
  %5 = insertelement <2 x double> poison, double %2, i64 0
  %6 = insertelement <2 x double> %5, double %4, i64 1
  %7 = call <2 x double> @llvm.sin.v2f64(<2 x double> %wide.load)
  %8 = fneg <2 x double> %wide.load
  %9 = call <2 x double> @llvm.exp.v2f64(<2 x double> %8)
  %10 = fmul <2 x double> %9, %7
  %11 = fadd <2 x double> %6, %10
  %scevgep43 = getelementptr double, double* %.6.i5, i64 %index
  %scevgep4344 = bitcast double* %scevgep43 to <2 x double>*
  store <2 x double> %11, <2 x double>* %scevgep4344, align 8, !alias.scope !12, !noalias !9
  %index.next = add nuw i64 %index, 2
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %vector.memcheck, %middle.block
  %loop.index4.us.ph = phi i64 [ 0, %vector.memcheck ], [ %n.vec, %middle.block ]
  %13 = xor i64 %loop.index4.us.ph, -1
  %xtraiter = and i64 %arg.x.5.0, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.us.prol.loopexit, label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.preheader
  %.155.us.prol = getelementptr double, double* %arg.x.4, i64 %loop.index4.us.ph
  %.156.us.prol = load double, double* %.155.us.prol, align 8
  %.12.i.us.prol = tail call double @sqrt(double %.156.us.prol) #6
  %.37.i.us.prol = tail call double @llvm.sin.f64(double %.156.us.prol) #6
  %.17.i.us.prol = fneg double %.156.us.prol
  %.25.i.us.prol = tail call double @llvm.exp.f64(double %.17.i.us.prol) #6
  %.42.i.us.prol = fmul double %.25.i.us.prol, %.37.i.us.prol
  %.43.i.us.prol = fadd double %.12.i.us.prol, %.42.i.us.prol
  %.183.us.prol = getelementptr double, double* %.6.i5, i64 %loop.index4.us.ph
  store double %.43.i.us.prol, double* %.183.us.prol, align 8
  %.185.us.prol = or i64 %loop.index4.us.ph, 1
  br label %for.body.us.prol.loopexit

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader
  %loop.index4.us.unr = phi i64 [ %loop.index4.us.ph, %for.body.us.preheader ], [ %.185.us.prol, %for.body.us.prol ]
  %14 = sub i64 0, %arg.x.5.0
  %15 = icmp eq i64 %13, %14
  br i1 %15, label %for.end, label %for.body.us.preheader32

for.body.us.preheader32:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader32, %for.body.us
  %loop.index4.us = phi i64 [ %.185.us.1, %for.body.us ], [ %loop.index4.us.unr, %for.body.us.preheader32 ]
  %sunkaddr = mul i64 %loop.index4.us, 8
  %16 = bitcast double* %arg.x.4 to i8*
  %sunkaddr45 = getelementptr i8, i8* %16, i64 %sunkaddr
  %17 = bitcast i8* %sunkaddr45 to double*
  %.156.us = load double, double* %17, align 8
  %.12.i.us = tail call double @sqrt(double %.156.us) #6
  %.37.i.us = tail call double @llvm.sin.f64(double %.156.us) #6
  %.17.i.us = fneg double %.156.us
  %.25.i.us = tail call double @llvm.exp.f64(double %.17.i.us) #6
  %.42.i.us = fmul double %.25.i.us, %.37.i.us
  %.43.i.us = fadd double %.12.i.us, %.42.i.us
  %sunkaddr46 = mul i64 %loop.index4.us, 8
  %18 = bitcast double* %.6.i5 to i8*
  %sunkaddr47 = getelementptr i8, i8* %18, i64 %sunkaddr46
  %19 = bitcast i8* %sunkaddr47 to double*
  store double %.43.i.us, double* %19, align 8
  %sunkaddr48 = mul i64 %loop.index4.us, 8
  %20 = bitcast double* %arg.x.4 to i8*
  %sunkaddr49 = getelementptr i8, i8* %20, i64 %sunkaddr48
  %sunkaddr50 = getelementptr i8, i8* %sunkaddr49, i64 8
  %21 = bitcast i8* %sunkaddr50 to double*
  %.156.us.1 = load double, double* %21, align 8
  %.12.i.us.1 = tail call double @sqrt(double %.156.us.1) #6
  %.37.i.us.1 = tail call double @llvm.sin.f64(double %.156.us.1) #6
  %.17.i.us.1 = fneg double %.156.us.1
  %.25.i.us.1 = tail call double @llvm.exp.f64(double %.17.i.us.1) #6
  %.42.i.us.1 = fmul double %.25.i.us.1, %.37.i.us.1
  %.43.i.us.1 = fadd double %.12.i.us.1, %.42.i.us.1
  %sunkaddr51 = mul i64 %loop.index4.us, 8
  %22 = bitcast double* %.6.i5 to i8*
  %sunkaddr52 = getelementptr i8, i8* %22, i64 %sunkaddr51
  %sunkaddr53 = getelementptr i8, i8* %sunkaddr52, i64 8
  %23 = bitcast i8* %sunkaddr53 to double*
  store double %.43.i.us.1, double* %23, align 8
  %.185.us.1 = add nuw nsw i64 %loop.index4.us, 2
  %exitcond.not.1 = icmp eq i64 %arg.x.5.0, %.185.us.1
  br i1 %exitcond.not.1, label %for.end, label %for.body.us, !llvm.loop !16

for.end.loopexit26:                               ; preds = %for.body.preheader
  %.156 = load double, double* %arg.x.4, align 8
  %.12.i = tail call double @sqrt(double %.156) #6
  %.37.i = tail call double @llvm.sin.f64(double %.156) #6
  %.17.i = fneg double %.156
  %.25.i = tail call double @llvm.exp.f64(double %.17.i) #6
  %.42.i = fmul double %.25.i, %.37.i
  %.43.i = fadd double %.12.i, %.42.i
  store double %.43.i, double* %.6.i5, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %for.end.loopexit26, %B0.endif.endif.endif.endif
  %retptr.repack54 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack54, align 8
  %retptr.repack6 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack6, align 8
  %retptr.repack8 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.x.5.0, i64* %retptr.repack8, align 8
  %retptr.repack10 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack10, align 8
  %retptr.repack12 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i5, double** %retptr.repack12, align 8
  %24 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %24, align 8
  %25 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %25, align 8
  tail call void @NRT_decref(i8* %arg.x.0)
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.ufuncs, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.102 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.106, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([138 x i8], [138 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8**
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %9, i8 0, i64 56, i1 false)
  %.49 = call i32 @_ZN5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #3
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load i8*, i8** %3, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 8
  %11 = bitcast i8* %sunkaddr7 to i8**
  %.59.fca.1.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 16
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.59.fca.2.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 24
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.59.fca.3.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 32
  %17 = bitcast i8* %sunkaddr10 to double**
  %.59.fca.4.load = load double*, double** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %18, i64 40
  %19 = bitcast i8* %sunkaddr11 to i64*
  %.59.fca.5.0.load = load i64, i64* %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %20, i64 48
  %21 = bitcast i8* %sunkaddr12 to i64*
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
  %sunkaddr13 = getelementptr i8, i8* %.11, i64 24
  %23 = bitcast i8* %sunkaddr13 to i8**
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
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8**
  %.101 = call i8* @numba_unpickle(i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i64 0, i64 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i64 0, i64 0))
  store i8* %.59.fca.0.load, i8** %24, align 8
  %25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %25, i64 8
  %26 = bitcast i8* %sunkaddr14 to i8**
  store i8* %.59.fca.1.load, i8** %26, align 8
  %27 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %27, i64 16
  %28 = bitcast i8* %sunkaddr15 to i64*
  store i64 %.59.fca.2.load, i64* %28, align 8
  %29 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %29, i64 24
  %30 = bitcast i8* %sunkaddr16 to i64*
  store i64 %.59.fca.3.load, i64* %30, align 8
  %31 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %31, i64 32
  %32 = bitcast i8* %sunkaddr17 to double**
  store double* %.59.fca.4.load, double** %32, align 8
  %33 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %33, i64 40
  %34 = bitcast i8* %sunkaddr18 to i64*
  store i64 %.59.fca.5.0.load, i64* %34, align 8
  %35 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %35, i64 48
  %36 = bitcast i8* %sunkaddr19 to i64*
  store i64 %.59.fca.6.0.load, i64* %36, align 8
  %.105 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
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
  br i1 %.130, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.143 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 2
  %.144 = call i8* @numba_unpickle(i8* %.119, i32 %.121, i8* %.143)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.146 = phi i8* [ %.134, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.144, %entry.endif.endif.endif.endif.endif.if.else ]
  %.147.not = icmp eq i8* %.146, null
  br i1 %.147.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

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

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } @cfunc._ZN5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 3
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 5, i64 0
  %.fca.6.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 6, i64 0
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.19.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %.19.fca.2.load = load i64, i64* %.fca.2.gep, align 8
  %.19.fca.3.load = load i64, i64* %.fca.3.gep, align 8
  %.19.fca.4.load = load double*, double** %.fca.4.gep, align 8
  %.19.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  %.19.fca.6.0.load = load i64, i64* %.fca.6.0.gep, align 8
  %.25 = insertvalue [1 x i64] poison, i64 %.19.fca.5.0.load, 0
  %.26 = insertvalue [1 x i64] poison, i64 %.19.fca.6.0.load, 0
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %.19.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %.19.fca.1.load, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %.19.fca.2.load, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %.19.fca.3.load, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %.19.fca.4.load, 4
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.25, 5
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.26, 6
  %.32 = alloca i32, align 4
  store i32 0, i32* %.32, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !17

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.32)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.35, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.35 ], [ %inserted.strides, %entry ]
  ret { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %common.ret.op

.35:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
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

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.35
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.46 = sext i32 %.45 to i64
  %.47 = call i8* @PyBytes_FromStringAndSize(i8* %.43, i64 %.46)
  %.48 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.49 = extractvalue { i8*, i32, i8*, i8*, i32 } %.48, 2
  %.51 = extractvalue { i8*, i32, i8*, i8*, i32 } %.48, 3
  %.52 = bitcast i8* %.51 to i8* (i8*)*
  %.53 = call i8* %.52(i8* %.49)
  %.54 = icmp eq i8* %.53, null
  br i1 %.54, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.67 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.68 = call i8* @numba_unpickle(i8* %.43, i32 %.45, i8* %.67)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.70 = phi i8* [ %.58, %entry.if.if.if.endif ], [ %.68, %entry.if.if.else ]
  %.71.not = icmp eq i8* %.70, null
  br i1 %.71.not, label %.35, label %entry.if.if.endif.if, !prof !0

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

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.35

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.35
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @sqrt(double) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.sin.v2f64(<2 x double>) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.exp.v2f64(<2 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !15}
!17 = !{!"branch_weights", i32 99, i32 1}
