; ModuleID = 'ufuncs'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.ufuncs = internal constant [7 x i8] c"ufuncs\00"
@_ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [138 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.object3 = internal constant [PICKLED x i8] <class 'numpy.ndarray'>
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv13_3cdynamic_3e20__numba_array_expr_1B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B102.i:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  %0 = add i64 %arg.x.5.0.fr, -1152921504606846976
  %.79 = icmp ult i64 %0, -2305843009213693952
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 0, %for.end ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B102.i
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B102.i
  %.78 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !9

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.14634 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.14634, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.148.not, label %for.body.endif.endif, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.x.4 to i64
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 16
  br i1 %diff.check, label %for.body.endif.endif.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0.fr, 9223372036854775806
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = shl i64 %index, 3
  %scevgep37 = getelementptr i8, ptr %arg.x.4, i64 %4
  %wide.load = load <2 x double>, ptr %scevgep37, align 8
  %5 = extractelement <2 x double> %wide.load, i64 0
  %6 = extractelement <2 x double> %wide.load, i64 1
  %7 = tail call double @sqrt(double %5)
  %8 = tail call double @sqrt(double %6)
  %9 = insertelement <2 x double> poison, double %7, i64 0
  %10 = insertelement <2 x double> %9, double %8, i64 1
  %11 = fneg <2 x double> %wide.load
  %12 = tail call <2 x double> @llvm.exp.v2f64(<2 x double> %11)
  %13 = tail call <2 x double> @llvm.sin.v2f64(<2 x double> %wide.load)
  %14 = fmul <2 x double> %12, %13
  %15 = fadd <2 x double> %10, %14
  %16 = shl i64 %index, 3
  %scevgep36 = getelementptr i8, ptr %.6.i, i64 %16
  store <2 x double> %15, ptr %scevgep36, align 8
  %index.next = add nuw i64 %index, 2
  %17 = icmp eq i64 %n.vec, %index.next
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %vector.memcheck, %middle.block
  %loop.index36.us.ph = phi i64 [ 0, %vector.memcheck ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %loop.index36.us.ph, 1
  %xtraiter = and i64 %arg.x.5.0.fr, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.preheader
  %.155.us.prol = getelementptr double, ptr %arg.x.4, i64 %loop.index36.us.ph
  %.156.us.prol = load double, ptr %.155.us.prol, align 8
  %.12.i.prol = tail call double @sqrt(double %.156.us.prol)
  %.17.i.prol = fneg double %.156.us.prol
  %.25.le.i.prol = tail call double @llvm.exp.f64(double %.17.i.prol)
  %.37.le.i.prol = tail call double @llvm.sin.f64(double %.156.us.prol)
  %.42.i.prol = fmul double %.25.le.i.prol, %.37.le.i.prol
  %.43.i.prol = fadd double %.12.i.prol, %.42.i.prol
  %.183.us.prol = getelementptr double, ptr %.6.i, i64 %loop.index36.us.ph
  store double %.43.i.prol, ptr %.183.us.prol, align 8
  %.185.us.prol = or disjoint i64 %loop.index36.us.ph, 1
  br label %for.body.endif.endif.us.prol.loopexit

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index36.us.unr = phi i64 [ %loop.index36.us.ph, %for.body.endif.endif.us.preheader ], [ %.185.us.prol, %for.body.endif.endif.us.prol ]
  %18 = icmp eq i64 %arg.x.5.0.fr, %.neg
  br i1 %18, label %for.end, label %for.body.endif.endif.us.preheader28

for.body.endif.endif.us.preheader28:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader28, %for.body.endif.endif.us
  %loop.index36.us = phi i64 [ %.185.us.1, %for.body.endif.endif.us ], [ %loop.index36.us.unr, %for.body.endif.endif.us.preheader28 ]
  %sunkaddr = mul i64 %loop.index36.us, 8
  %sunkaddr38 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.156.us = load double, ptr %sunkaddr38, align 8
  %.12.i = tail call double @sqrt(double %.156.us)
  %.17.i = fneg double %.156.us
  %.25.le.i = tail call double @llvm.exp.f64(double %.17.i)
  %.37.le.i = tail call double @llvm.sin.f64(double %.156.us)
  %.42.i = fmul double %.25.le.i, %.37.le.i
  %.43.i = fadd double %.12.i, %.42.i
  %sunkaddr39 = mul i64 %loop.index36.us, 8
  %sunkaddr40 = getelementptr i8, ptr %.6.i, i64 %sunkaddr39
  store double %.43.i, ptr %sunkaddr40, align 8
  %sunkaddr41 = mul i64 %loop.index36.us, 8
  %sunkaddr42 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr41
  %sunkaddr43 = getelementptr i8, ptr %sunkaddr42, i64 8
  %.156.us.1 = load double, ptr %sunkaddr43, align 8
  %.12.i.1 = tail call double @sqrt(double %.156.us.1)
  %.17.i.1 = fneg double %.156.us.1
  %.25.le.i.1 = tail call double @llvm.exp.f64(double %.17.i.1)
  %.37.le.i.1 = tail call double @llvm.sin.f64(double %.156.us.1)
  %.42.i.1 = fmul double %.25.le.i.1, %.37.le.i.1
  %.43.i.1 = fadd double %.12.i.1, %.42.i.1
  %sunkaddr44 = mul i64 %loop.index36.us, 8
  %sunkaddr45 = getelementptr i8, ptr %.6.i, i64 %sunkaddr44
  %sunkaddr46 = getelementptr i8, ptr %sunkaddr45, i64 8
  store double %.43.i.1, ptr %sunkaddr46, align 8
  %.185.us.1 = add nuw nsw i64 %loop.index36.us, 2
  %exitcond41.not.1 = icmp eq i64 %arg.x.5.0.fr, %.185.us.1
  br i1 %exitcond41.not.1, label %for.end, label %for.body.endif.endif.us, !llvm.loop !13

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.object4, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif, %B0.endif.endif.endif.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack22 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack22, align 8
  %retptr.repack24 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.x.5.0.fr, ptr %retptr.repack24, align 8
  %retptr.repack26 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack26, align 8
  %retptr.repack28 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack28, align 8
  %retptr.repack30 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.x.5.0.fr, ptr %retptr.repack30, align 8
  %retptr.repack32 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack32, align 8
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %common.ret

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.156 = load double, ptr %arg.x.4, align 8
  %.12.i5 = tail call double @sqrt(double %.156)
  %.17.i6 = fneg double %.156
  %.25.le.i7 = tail call double @llvm.exp.f64(double %.17.i6)
  %.37.le.i8 = tail call double @llvm.sin.f64(double %.156)
  %.42.i9 = fmul double %.25.le.i7, %.37.le.i8
  %.43.i10 = fadd double %.12.i5, %.42.i9
  store double %.43.i10, ptr %.6.i, align 8
  br label %for.end
}

define ptr @_ZN7cpython5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.ufuncs, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.102 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.106, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.21, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(ptr %.20, ptr nonnull %.21)
  %sunkaddr = getelementptr inbounds i8, ptr %.21, i64 24
  %.29 = load i64, ptr %sunkaddr, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 40
  %.36.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.49 = call i32 @_ZN5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.36.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #4
  %.50 = load ptr, ptr %excinfo, align 8
  %.59.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.43, i64 8
  %.59.fca.1.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.43, i64 16
  %.59.fca.2.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.43, i64 24
  %.59.fca.3.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.43, i64 32
  %.59.fca.4.load = load ptr, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.43, i64 40
  %.59.fca.5.0.load = load i64, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.43, i64 48
  %.59.fca.6.0.load = load i64, ptr %sunkaddr8, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.49, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !14

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %sunkaddr9 = getelementptr i8, ptr %.11, i64 24
  %.83 = load ptr, ptr %sunkaddr9, align 8
  %.87.not = icmp eq ptr %.83, null
  br i1 %.87.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.89 = call ptr @PyList_GetItem(ptr nonnull %.83, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.`env.consts` is NULL in `read_const`")
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.84.0 = phi ptr [ %.89, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %.101 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object3, i32 PICKLED, ptr nonnull @.const.pickledata.object3.sha1)
  store ptr %.59.fca.0.load, ptr %.102, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.102, i64 8
  store ptr %.59.fca.1.load, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.102, i64 16
  store i64 %.59.fca.2.load, ptr %sunkaddr11, align 8
  %sunkaddr12 = getelementptr inbounds i8, ptr %.102, i64 24
  store i64 %.59.fca.3.load, ptr %sunkaddr12, align 8
  %sunkaddr13 = getelementptr inbounds i8, ptr %.102, i64 32
  store ptr %.59.fca.4.load, ptr %sunkaddr13, align 8
  %sunkaddr14 = getelementptr inbounds i8, ptr %.102, i64 40
  store i64 %.59.fca.5.0.load, ptr %sunkaddr14, align 8
  %sunkaddr15 = getelementptr inbounds i8, ptr %.102, i64 48
  store i64 %.59.fca.6.0.load, ptr %sunkaddr15, align 8
  %.106 = call ptr @NRT_adapt_ndarray_to_python_acqref(ptr nonnull %.102, ptr %.101, i32 1, i32 1, ptr %.84.0)
  call void @NRT_decref(ptr %.59.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.114 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.115 = extractvalue { ptr, i32, ptr, ptr, i32 } %.114, 4
  %.116 = icmp sgt i32 %.115, 0
  %.119 = extractvalue { ptr, i32, ptr, ptr, i32 } %.114, 0
  %.121 = extractvalue { ptr, i32, ptr, ptr, i32 } %.114, 1
  br i1 %.116, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.122 = sext i32 %.121 to i64
  %.123 = call ptr @PyBytes_FromStringAndSize(ptr %.119, i64 %.122)
  %.124 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.125 = extractvalue { ptr, i32, ptr, ptr, i32 } %.124, 2
  %.127 = extractvalue { ptr, i32, ptr, ptr, i32 } %.124, 3
  %.129 = call ptr %.127(ptr %.125)
  %.130 = icmp eq ptr %.129, null
  br i1 %.130, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.143 = extractvalue { ptr, i32, ptr, ptr, i32 } %.114, 2
  %.144 = call ptr @numba_unpickle(ptr %.119, i32 %.121, ptr %.143)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.146 = phi ptr [ %.134, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.144, %entry.endif.endif.endif.endif.endif.if.else ]
  %.147.not = icmp eq ptr %.146, null
  br i1 %.147.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.134 = call ptr @numba_runtime_build_excinfo_struct(ptr %.123, ptr nonnull %.129)
  call void @NRT_Free(ptr nonnull %.50)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.146)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyList_GetItem(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @NRT_adapt_ndarray_to_python_acqref(ptr captures(none), ptr, i32, i32, ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } @cfunc._ZN5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.3, i64 16
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.3, i64 24
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.3, i64 32
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 40
  %.fca.6.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 48
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.3, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN5cases11numba_loops6ufuncsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #4
  %.10 = load ptr, ptr %excinfo, align 8
  %.19.fca.0.load = load ptr, ptr %.3, align 8
  %.19.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %.19.fca.2.load = load i64, ptr %.fca.2.gep, align 8
  %.19.fca.3.load = load i64, ptr %.fca.3.gep, align 8
  %.19.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %.19.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.19.fca.6.0.load = load i64, ptr %.fca.6.0.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.19.fca.0.load, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %.19.fca.1.load, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %.19.fca.2.load, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %.19.fca.3.load, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %.19.fca.4.load, 4
  %.28 = insertvalue [1 x i64] undef, i64 %.19.fca.5.0.load, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.28, 5
  %.30 = insertvalue [1 x i64] undef, i64 %.19.fca.6.0.load, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.30, 6
  %.32 = alloca i32, align 4
  store i32 0, ptr %.32, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !14

common.ret:                                       ; preds = %entry, %.35, %entry.if.if.if.if
  %common.ret.op = phi { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.35 ], [ %inserted.strides, %entry ]
  ret { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %common.ret.op

.35:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.83 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.83)
  call void @Py_DecRef(ptr %.83)
  call void @numba_gil_release(ptr nonnull %.32)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.32)
  call void @PyErr_Clear()
  %.38 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 4
  %.40 = icmp sgt i32 %.39, 0
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 0
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 1
  br i1 %.40, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.46 = sext i32 %.45 to i64
  %.47 = call ptr @PyBytes_FromStringAndSize(ptr %.43, i64 %.46)
  %.48 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.49 = extractvalue { ptr, i32, ptr, ptr, i32 } %.48, 2
  %.51 = extractvalue { ptr, i32, ptr, ptr, i32 } %.48, 3
  %.53 = call ptr %.51(ptr %.49)
  %.54 = icmp eq ptr %.53, null
  br i1 %.54, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if.if
  %.67 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 2
  %.68 = call ptr @numba_unpickle(ptr %.43, i32 %.45, ptr %.67)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.70 = phi ptr [ %.58, %entry.if.if.if.endif ], [ %.68, %entry.if.if.else ]
  %.71.not = icmp eq ptr %.70, null
  br i1 %.71.not, label %.35, label %entry.if.if.endif.if, !prof !9

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.58 = call ptr @numba_runtime_build_excinfo_struct(ptr %.47, ptr nonnull %.53)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.70)
  br label %.35
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @sqrt(double) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #3 {
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.exp.v2f64(<2 x double>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sin.v2f64(<2 x double>) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 42949671, i32 -42949671}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !11}
!14 = !{!"branch_weights", i32 49, i32 1}
