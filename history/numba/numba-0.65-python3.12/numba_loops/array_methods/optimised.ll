; ModuleID = 'array_methods'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.array_methods = internal constant [14 x i8] c"array_methods\00"
@_ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [146 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('zero-size array to reduction operation maximum which has no identity',), ('impl_max', 'numba/np/arraymath.py', 603))
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'NotImplementedError'>, ('incompatible shape for array',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath14max_comparatorB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.m.0, ptr nocapture readnone %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, ptr %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1) local_unnamed_addr {
B0:
  %.67 = alloca double, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  %.83.i = icmp eq i64 %arg.m.2, 0
  br i1 %.83.i, label %B0.endif, label %B56.preheader.i

B56.preheader.i:                                  ; preds = %B0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.m.2, i64 1)
  %xtraiter.i = and i64 %smax.i, 7
  %0 = icmp slt i64 %arg.m.2, 8
  br i1 %0, label %common.ret.loopexit.unr-lcssa.i, label %B56.preheader.new.i

B56.preheader.new.i:                              ; preds = %B56.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  br label %B56.i

B56.i:                                            ; preds = %B56.i, %B56.preheader.new.i
  %c.2.02.i = phi double [ 0.000000e+00, %B56.preheader.new.i ], [ %.268.7.i, %B56.i ]
  %.2111281.i = phi i64 [ 0, %B56.preheader.new.i ], [ %.211.7.i, %B56.i ]
  %sunkaddr = mul i64 %.2111281.i, 8
  %sunkaddr18 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr
  %.265.i = load double, ptr %sunkaddr18, align 8, !noalias !0
  %.268.i = fadd double %c.2.02.i, %.265.i
  %sunkaddr19 = mul i64 %.2111281.i, 8
  %sunkaddr20 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr19
  %sunkaddr21 = getelementptr i8, ptr %sunkaddr20, i64 8
  %.265.1.i = load double, ptr %sunkaddr21, align 8, !noalias !0
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %sunkaddr22 = mul i64 %.2111281.i, 8
  %sunkaddr23 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr22
  %sunkaddr24 = getelementptr i8, ptr %sunkaddr23, i64 16
  %.265.2.i = load double, ptr %sunkaddr24, align 8, !noalias !0
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %sunkaddr25 = mul i64 %.2111281.i, 8
  %sunkaddr26 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr25
  %sunkaddr27 = getelementptr i8, ptr %sunkaddr26, i64 24
  %.265.3.i = load double, ptr %sunkaddr27, align 8, !noalias !0
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %sunkaddr28 = mul i64 %.2111281.i, 8
  %sunkaddr29 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr28
  %sunkaddr30 = getelementptr i8, ptr %sunkaddr29, i64 32
  %.265.4.i = load double, ptr %sunkaddr30, align 8, !noalias !0
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %sunkaddr31 = mul i64 %.2111281.i, 8
  %sunkaddr32 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr31
  %sunkaddr33 = getelementptr i8, ptr %sunkaddr32, i64 40
  %.265.5.i = load double, ptr %sunkaddr33, align 8, !noalias !0
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %sunkaddr34 = mul i64 %.2111281.i, 8
  %sunkaddr35 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr34
  %sunkaddr36 = getelementptr i8, ptr %sunkaddr35, i64 48
  %.265.6.i = load double, ptr %sunkaddr36, align 8, !noalias !0
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %.211.7.i = add nuw nsw i64 %.2111281.i, 8
  %sunkaddr37 = mul i64 %.2111281.i, 8
  %sunkaddr38 = getelementptr i8, ptr %arg.m.4, i64 %sunkaddr37
  %sunkaddr39 = getelementptr i8, ptr %sunkaddr38, i64 56
  %.265.7.i = load double, ptr %sunkaddr39, align 8, !noalias !0
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %niter.ncmp.7.i = icmp eq i64 %unroll_iter.i, %.211.7.i
  br i1 %niter.ncmp.7.i, label %common.ret.loopexit.unr-lcssa.loopexit.i, label %B56.i

common.ret.loopexit.unr-lcssa.loopexit.i:         ; preds = %B56.i
  %1 = shl i64 %unroll_iter.i, 3
  br label %common.ret.loopexit.unr-lcssa.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %common.ret.loopexit.unr-lcssa.loopexit.i, %B56.preheader.i
  %.268.lcssa.ph.i = phi double [ poison, %B56.preheader.i ], [ %.268.7.i, %common.ret.loopexit.unr-lcssa.loopexit.i ]
  %c.2.02.unr.i = phi double [ 0.000000e+00, %B56.preheader.i ], [ %.268.7.i, %common.ret.loopexit.unr-lcssa.loopexit.i ]
  %.2111281.unr.i = phi i64 [ 0, %B56.preheader.i ], [ %1, %common.ret.loopexit.unr-lcssa.loopexit.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif, label %B56.epil.preheader.i

B56.epil.preheader.i:                             ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr i8, ptr %arg.m.4, i64 %.2111281.unr.i
  br label %B56.epil.i

B56.epil.i:                                       ; preds = %B56.epil.i, %B56.epil.preheader.i
  %c.2.02.epil.i = phi double [ %.268.epil.i, %B56.epil.i ], [ %c.2.02.unr.i, %B56.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B56.epil.i ], [ 0, %B56.epil.preheader.i ]
  %2 = shl nuw nsw i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %scevgep.i, i64 %2
  %.265.epil.i = load double, ptr %scevgep, align 8, !noalias !0
  %.268.epil.i = fadd double %c.2.02.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B0.endif, label %B56.epil.i, !llvm.loop !3

B0.endif:                                         ; preds = %B56.epil.i, %common.ret.loopexit.unr-lcssa.i, %B0
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %B0 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B56.epil.i ]
  store double 0.000000e+00, ptr %.67, align 8
  %.75 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo.2, ptr %arg.m.0, ptr %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, ptr %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1)
  %cond1 = icmp eq i32 %.75, 0
  br i1 %cond1, label %B0.endif.endif, label %B0.endif.if.if

common.ret:                                       ; preds = %B0.endif.if.if, %B0.endif.endif
  %common.ret.op = phi i32 [ 0, %B0.endif.endif ], [ 1, %B0.endif.if.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B0.endif
  %.85 = load double, ptr %.67, align 8
  %.100 = fadd double %c.2.0.lcssa.i, %.85
  %.181 = sitofp i64 %arg.m.5.1 to double
  %.182 = fadd double %.100, %.181
  store double %.182, ptr %retptr, align 8
  br label %common.ret

B0.endif.if.if:                                   ; preds = %B0.endif
  %.76 = load ptr, ptr %excinfo.2, align 8
  store ptr %.76, ptr %excinfo, align 8
  br label %common.ret
}

define ptr @_ZN7cpython5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.array_methods, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.73, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
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
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !5

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.21, i64 8
  %.36.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 16
  %.36.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.21, i64 40
  %.36.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.21, i64 48
  %.36.fca.5.1.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.21, i64 56
  %.36.fca.6.0.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.21, i64 64
  %.36.fca.6.1.load = load i64, ptr %sunkaddr7, align 8
  store double 0.000000e+00, ptr %.45, align 8
  %.53 = call i32 @_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.45, ptr nonnull %excinfo, ptr %.36.fca.0.load, ptr %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 %.36.fca.6.0.load, i64 %.36.fca.6.1.load) #2
  %.54 = load ptr, ptr %excinfo, align 8
  %.63 = load double, ptr %.45, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.53, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.73 = call ptr @PyFloat_FromDouble(double %.63)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.78 = load { ptr, i32, ptr, ptr, i32 }, ptr %.54, align 8
  %.79 = extractvalue { ptr, i32, ptr, ptr, i32 } %.78, 4
  %.80 = icmp sgt i32 %.79, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.78, 0
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.78, 1
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.86 = sext i32 %.85 to i64
  %.87 = call ptr @PyBytes_FromStringAndSize(ptr %.83, i64 %.86)
  %.88 = load { ptr, i32, ptr, ptr, i32 }, ptr %.54, align 8
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.88, 2
  %.91 = extractvalue { ptr, i32, ptr, ptr, i32 } %.88, 3
  %.93 = call ptr %.91(ptr %.89)
  %.94 = icmp eq ptr %.93, null
  br i1 %.94, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !5

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.107 = extractvalue { ptr, i32, ptr, ptr, i32 } %.78, 2
  %.108 = call ptr @numba_unpickle(ptr %.83, i32 %.85, ptr %.107)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.110 = phi ptr [ %.98, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.108, %entry.endif.endif.endif.endif.endif.if.else ]
  %.111.not = icmp eq ptr %.110, null
  br i1 %.111.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !5

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.98 = call ptr @numba_runtime_build_excinfo_struct(ptr %.87, ptr nonnull %.93)
  call void @NRT_Free(ptr nonnull %.54)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.110)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr nocapture, ptr nocapture) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 6
  %.9 = extractvalue [2 x i64] %extracted.strides, 0
  %.10 = extractvalue [2 x i64] %extracted.strides, 1
  %.11 = call i32 @_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #2
  %.12 = load ptr, ptr %excinfo, align 8
  %.21 = load double, ptr %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.23)
  call void @PyErr_Clear()
  %.29 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 0
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.74 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.74)
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.23)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.37 = sext i32 %.36 to i64
  %.38 = call ptr @PyBytes_FromStringAndSize(ptr %.34, i64 %.37)
  %.39 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 2
  %.42 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 3
  %.44 = call ptr %.42(ptr %.40)
  %.45 = icmp eq ptr %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !5

entry.if.if.else:                                 ; preds = %entry.if
  %.58 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 2
  %.59 = call ptr @numba_unpickle(ptr %.34, i32 %.36, ptr %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi ptr [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq ptr %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !5

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call ptr @numba_runtime_build_excinfo_struct(ptr %.38, ptr nonnull %.44)
  call void @NRT_Free(ptr nonnull %.12)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.61)
  br label %.26
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !5

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.a.0, ptr nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.19.i.i = alloca { ptr, ptr, i64, i64, ptr, [0 x i64], [0 x i64] }, align 8
  %.23.i.i = alloca [1 x i64], align 8
  %.79.i.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.31 = icmp eq i64 %arg.a.2, 0
  br i1 %.31, label %B36, label %B58.endif

common.ret:                                       ; preds = %end.endif.endif.if.if, %B264, %B230, %B168, %B36
  %common.ret.op = phi i32 [ 1, %B36 ], [ 0, %B168 ], [ 0, %B230 ], [ 0, %B264 ], [ 1, %end.endif.endif.if.if ]
  ret i32 %common.ret.op

B36:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B168:                                             ; preds = %end.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.119.i, ptr %retptr, align 8
  br label %common.ret

B172:                                             ; preds = %end.endif.endif.endif
  %0 = icmp sgt i64 %arg.a.2, 1
  br i1 %0, label %B180.lr.ph, label %B264

B180.lr.ph:                                       ; preds = %B172
  %.4154 = add nuw nsw i64 %.106.0, 1
  %.4165 = icmp samesign ult i64 %.4154, %arg.a.2
  %.415.6 = select i1 %.4165, i64 %.4154, i64 0
  br label %B180

B180:                                             ; preds = %B176.backedge, %B180.lr.ph
  %.415.10 = phi i64 [ %.415.6, %B180.lr.ph ], [ %.415., %B176.backedge ]
  %.4169 = phi i1 [ %.4165, %B180.lr.ph ], [ %.416, %B176.backedge ]
  %max_value.2.08 = phi double [ %.119.i, %B180.lr.ph ], [ %max_value.2.0..469, %B176.backedge ]
  %.4153017 = phi i64 [ %.106.0, %B180.lr.ph ], [ %.415.10, %B176.backedge ]
  %.386 = getelementptr double, ptr %arg.a.4, i64 %.4153017
  %.469 = load double, ptr %.386, align 8
  %.482.le = fcmp uno double %.469, 0.000000e+00
  br i1 %.482.le, label %B230, label %B176.backedge

B230:                                             ; preds = %B180
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.469, ptr %retptr, align 8
  br label %common.ret

B176.backedge:                                    ; preds = %B180
  %.6.i.inv = fcmp ogt double %.469, %max_value.2.08
  %max_value.2.0..469 = select i1 %.6.i.inv, double %.469, double %max_value.2.08
  %.415 = add nsw i64 %.415.10, 1
  %.416 = icmp slt i64 %.415, %arg.a.2
  %.415. = select i1 %.416, i64 %.415, i64 0
  br i1 %.4169, label %B180, label %B264

B264:                                             ; preds = %B176.backedge, %B172
  %max_value.2.0.lcssa = phi double [ %.119.i, %B172 ], [ %max_value.2.0..469, %B176.backedge ]
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %max_value.2.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B58.endif:                                        ; preds = %B0
  %.206 = icmp sgt i64 %arg.a.2, 1
  br i1 %.206, label %end, label %B58.endif.endif.endif, !prof !7

end:                                              ; preds = %B58.endif.endif.endif, %B58.endif
  %.106.0 = phi i64 [ 0, %B58.endif.endif.endif ], [ 1, %B58.endif ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %.19.i.i), !noalias !8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.23.i.i), !noalias !8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.79.i.i), !noalias !8
  %.fca.2.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 16
  %.fca.3.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 24
  %.fca.4.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 32
  store i64 0, ptr %.79.i.i, align 8, !noalias !12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.19.i.i, i8 0, i64 16, i1 false)
  store i64 1, ptr %.fca.2.gep.i.i, align 8, !noalias !12
  store i64 8, ptr %.fca.3.gep.i.i, align 8, !noalias !12
  store ptr %arg.a.4, ptr %.fca.4.gep.i.i, align 8, !noalias !12
  store i64 1, ptr %.23.i.i, align 8, !noalias !12
  %.81.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 40
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, ptr nonnull %.81.i.i, ptr nonnull %.81.i.i, i64 1, ptr nonnull %.23.i.i, ptr nonnull %.79.i.i, i64 8, i32 0), !noalias !12
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if.if, label %end.endif.endif.endif

B58.endif.endif.endif:                            ; preds = %B58.endif
  br label %end

end.endif.endif.endif:                            ; preds = %end
  %sunkaddr = getelementptr inbounds i8, ptr %.19.i.i, i64 32
  %.101.i.i = load ptr, ptr %sunkaddr, align 8, !noalias !12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.19.i.i), !noalias !8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.23.i.i), !noalias !8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.79.i.i), !noalias !8
  %.119.i = load double, ptr %.101.i.i, align 8, !noalias !8
  %.278.le = fcmp uno double %.119.i, 0.000000e+00
  br i1 %.278.le, label %B168, label %B172

end.endif.endif.if.if:                            ; preds = %end
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.19.i.i), !noalias !8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.23.i.i), !noalias !8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.79.i.i), !noalias !8
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{i1 true}
!7 = !{!"branch_weights", i32 99, i32 1}
!8 = !{!9, !11}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!12 = !{!13, !15, !9, !11}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
