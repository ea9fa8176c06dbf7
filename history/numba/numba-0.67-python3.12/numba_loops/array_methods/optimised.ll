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
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('zero-size array to reduction operation maximum which has no identity',), ('impl_max', 'numba/np/arraymath.py', 1026))
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

define range(i32 -1, -2) i32 @_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.m.0, ptr readnone captures(none) %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, ptr %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1) local_unnamed_addr {
B0:
  %.27 = alloca double, align 8
  %excinfo.1 = alloca ptr, align 8
  %.67 = alloca double, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  tail call void @NRT_incref(ptr %arg.m.0)
  tail call void @NRT_incref(ptr %arg.m.0)
  store double 0.000000e+00, ptr %.27, align 8
  %.35 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.27, ptr nonnull %excinfo.1, ptr %arg.m.0, ptr %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, ptr %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1)
  %.45 = load double, ptr %.27, align 8
  switch i32 %.35, label %B0.if.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ], !prof !0

B0.endif:                                         ; preds = %B0, %B0
  store double 0.000000e+00, ptr %.67, align 8
  %.75 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo.2, ptr %arg.m.0, ptr %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, ptr %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1)
  %cond = icmp eq i32 %.75, 0
  br i1 %cond, label %B0.endif.endif, label %B0.endif.if.if, !prof !1

common.ret:                                       ; preds = %B0.endif.if.if, %B0.endif.endif, %B0.if.if
  %common.ret.op = phi i32 [ %.35, %B0.if.if ], [ 0, %B0.endif.endif ], [ 1, %B0.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.85 = load double, ptr %.67, align 8
  %.100 = fadd double %.45, %.85
  %.181 = sitofp i64 %arg.m.5.1 to double
  %.182 = fadd double %.100, %.181
  store double %.182, ptr %retptr, align 8
  tail call void @NRT_decref(ptr %arg.m.0)
  tail call void @NRT_decref(ptr %arg.m.0)
  br label %common.ret

B0.endif.if.if:                                   ; preds = %B0.endif
  %.76 = load ptr, ptr %excinfo.2, align 8
  store ptr %.76, ptr %excinfo, align 8
  br label %common.ret
}

define ptr @_ZN7cpython5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.array_methods, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.71, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.19, i8 0, i64 72, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !2

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 8
  %.34.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 16
  %.34.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.5.1.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.19, i64 56
  %.34.fca.6.0.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.19, i64 64
  %.34.fca.6.1.load = load i64, ptr %sunkaddr7, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.51 = call i32 @_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 %.34.fca.6.0.load, i64 %.34.fca.6.1.load) #3
  %.52 = load ptr, ptr %excinfo, align 8
  %.61 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.51, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.59 = icmp sgt i32 %.51, 0
  br i1 %.59, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.71 = call ptr @PyFloat_FromDouble(double %.61)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.51, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call ptr @PyBytes_FromStringAndSize(ptr %.81, i64 %.84)
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 3
  %.91 = call ptr %.89(ptr %.87)
  %.92 = icmp eq ptr %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !2

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 2
  %.106 = call ptr @numba_unpickle(ptr %.81, i32 %.83, ptr %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi ptr [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq ptr %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !2

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.96 = call ptr @numba_runtime_build_excinfo_struct(ptr %.85, ptr nonnull %.91)
  call void @NRT_Free(ptr nonnull %.52)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.108)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

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
  %.11 = call i32 @_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #3
  %.12 = load ptr, ptr %excinfo, align 8
  %.21 = load double, ptr %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !1

entry.if:                                         ; preds = %entry
  %.19 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(ptr nonnull %.23)
  br i1 %.19, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.74 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.74)
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.29 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 0
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.11, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.26
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call ptr @PyBytes_FromStringAndSize(ptr %.34, i64 %.37)
  %.39 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 2
  %.42 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 3
  %.44 = call ptr %.42(ptr %.40)
  %.45 = icmp eq ptr %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !2

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 2
  %.59 = call ptr @numba_unpickle(ptr %.34, i32 %.36, ptr %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi ptr [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq ptr %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !2

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

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.26
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define linkonce_odr noundef i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr #1 {
B124:
  %.80.not39 = icmp sgt i64 %arg.a.5.0, 0
  %.94.not33 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.80.not39, i1 %.94.not33, i1 false, !prof !3
  br i1 %or.cond, label %.75.preheader.us.preheader, label %.61, !prof !3

.75.preheader.us.preheader:                       ; preds = %B124
  %xtraiter = and i64 %arg.a.5.1, 7
  %0 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %0, label %.75.preheader.us.us.preheader, label %.75.preheader.us.preheader.split, !prof !4

.75.preheader.us.us.preheader:                    ; preds = %.75.preheader.us.preheader
  %1 = icmp eq i64 %arg.a.5.0, 1
  br i1 %1, label %.75.preheader.us.us.epil.preheader, label %.75.preheader.us.us.preheader.new, !prof !5

.75.preheader.us.us.preheader.new:                ; preds = %.75.preheader.us.us.preheader
  %unroll_iter26 = and i64 %arg.a.5.0, 9223372036854775806
  br label %.75.preheader.us.us

.75.preheader.us.us:                              ; preds = %.75..76_crit_edge.us.loopexit.us.1, %.75.preheader.us.us.preheader.new
  %.42.041.us.us = phi ptr [ %arg.a.4, %.75.preheader.us.us.preheader.new ], [ %.123.us.us.1, %.75..76_crit_edge.us.loopexit.us.1 ]
  %.37.040.us.us = phi double [ 0.000000e+00, %.75.preheader.us.us.preheader.new ], [ %.108.us.epil.us.1, %.75..76_crit_edge.us.loopexit.us.1 ]
  %niter = phi i64 [ 0, %.75.preheader.us.us.preheader.new ], [ %niter.next.1, %.75..76_crit_edge.us.loopexit.us.1 ]
  br label %.75.endif.us.epil.us

.75.endif.us.epil.us:                             ; preds = %.75.endif.us.epil.us, %.75.preheader.us.us
  %lsr.iv3.us = phi i64 [ %lsr.iv.next4.us, %.75.endif.us.epil.us ], [ %xtraiter, %.75.preheader.us.us ]
  %.42.135.us.epil.us = phi ptr [ %.114.us.epil.us, %.75.endif.us.epil.us ], [ %.42.041.us.us, %.75.preheader.us.us ]
  %.37.134.us.epil.us = phi double [ %.108.us.epil.us, %.75.endif.us.epil.us ], [ %.37.040.us.us, %.75.preheader.us.us ]
  %.106.us.epil.us = load double, ptr %.42.135.us.epil.us, align 8
  %.108.us.epil.us = fadd double %.37.134.us.epil.us, %.106.us.epil.us
  %.114.us.epil.us = getelementptr i8, ptr %.42.135.us.epil.us, i64 %arg.a.6.1
  %lsr.iv.next4.us = add nsw i64 %lsr.iv3.us, -1
  %epil.iter.cmp.not.us = icmp eq i64 %lsr.iv.next4.us, 0
  br i1 %epil.iter.cmp.not.us, label %.75..76_crit_edge.us.loopexit.us, label %.75.endif.us.epil.us, !prof !6, !llvm.loop !7

.75..76_crit_edge.us.loopexit.us:                 ; preds = %.75.endif.us.epil.us
  %.123.us.us = getelementptr i8, ptr %.42.041.us.us, i64 %arg.a.6.0
  br label %.75.endif.us.epil.us.1

.75.endif.us.epil.us.1:                           ; preds = %.75.endif.us.epil.us.1, %.75..76_crit_edge.us.loopexit.us
  %lsr.iv3.us.1 = phi i64 [ %lsr.iv.next4.us.1, %.75.endif.us.epil.us.1 ], [ %xtraiter, %.75..76_crit_edge.us.loopexit.us ]
  %.42.135.us.epil.us.1 = phi ptr [ %.114.us.epil.us.1, %.75.endif.us.epil.us.1 ], [ %.123.us.us, %.75..76_crit_edge.us.loopexit.us ]
  %.37.134.us.epil.us.1 = phi double [ %.108.us.epil.us.1, %.75.endif.us.epil.us.1 ], [ %.108.us.epil.us, %.75..76_crit_edge.us.loopexit.us ]
  %.106.us.epil.us.1 = load double, ptr %.42.135.us.epil.us.1, align 8
  %.108.us.epil.us.1 = fadd double %.37.134.us.epil.us.1, %.106.us.epil.us.1
  %.114.us.epil.us.1 = getelementptr i8, ptr %.42.135.us.epil.us.1, i64 %arg.a.6.1
  %lsr.iv.next4.us.1 = add nsw i64 %lsr.iv3.us.1, -1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %lsr.iv.next4.us.1, 0
  br i1 %epil.iter.cmp.not.us.1, label %.75..76_crit_edge.us.loopexit.us.1, label %.75.endif.us.epil.us.1, !prof !6, !llvm.loop !7

.75..76_crit_edge.us.loopexit.us.1:               ; preds = %.75.endif.us.epil.us.1
  %.123.us.us.1 = getelementptr i8, ptr %.123.us.us, i64 %arg.a.6.0
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter26
  br i1 %niter.ncmp.1, label %.61.loopexit.unr-lcssa, label %.75.preheader.us.us, !prof !10, !llvm.loop !11

.75.preheader.us.preheader.split:                 ; preds = %.75.preheader.us.preheader
  %2 = icmp eq i64 %xtraiter, 0
  br i1 %2, label %.75.preheader.us.us1.preheader, label %.75.preheader.us.preheader28, !prof !13

.75.preheader.us.preheader28:                     ; preds = %.75.preheader.us.preheader.split
  %3 = lshr i64 %arg.a.5.1, 3
  %4 = trunc i64 %3 to i60
  %5 = zext i60 %4 to i64
  %6 = mul nsw i64 %5, -8
  br label %.75.preheader.us

.75.preheader.us.us1.preheader:                   ; preds = %.75.preheader.us.preheader.split
  %7 = lshr i64 %arg.a.5.1, 3
  %8 = trunc i64 %7 to i60
  %9 = zext i60 %8 to i64
  %10 = mul nsw i64 %9, -8
  br label %.75.preheader.us.us1

.75.preheader.us.us1:                             ; preds = %.75.preheader.us.us1.preheader, %.75..76_crit_edge.us.unr-lcssa.us
  %.58.042.us.us2 = phi i64 [ %.120.us.us7, %.75..76_crit_edge.us.unr-lcssa.us ], [ 0, %.75.preheader.us.us1.preheader ]
  %.42.041.us.us3 = phi ptr [ %.123.us.us8, %.75..76_crit_edge.us.unr-lcssa.us ], [ %arg.a.4, %.75.preheader.us.us1.preheader ]
  %.37.040.us.us4 = phi double [ %.108.us.7.us, %.75..76_crit_edge.us.unr-lcssa.us ], [ 0.000000e+00, %.75.preheader.us.us1.preheader ]
  br label %.75.endif.us.us

.75.endif.us.us:                                  ; preds = %.75.endif.us.us, %.75.preheader.us.us1
  %lsr.iv30 = phi i64 [ %lsr.iv.next31, %.75.endif.us.us ], [ %10, %.75.preheader.us.us1 ]
  %.42.135.us.us = phi ptr [ %.114.us.7.us, %.75.endif.us.us ], [ %.42.041.us.us3, %.75.preheader.us.us1 ]
  %.37.134.us.us = phi double [ %.108.us.7.us, %.75.endif.us.us ], [ %.37.040.us.us4, %.75.preheader.us.us1 ]
  %.106.us.us = load double, ptr %.42.135.us.us, align 8
  %.108.us.us = fadd double %.37.134.us.us, %.106.us.us
  %.114.us.us = getelementptr i8, ptr %.42.135.us.us, i64 %arg.a.6.1
  %.106.us.1.us = load double, ptr %.114.us.us, align 8
  %.108.us.1.us = fadd double %.108.us.us, %.106.us.1.us
  %.114.us.1.us = getelementptr i8, ptr %.114.us.us, i64 %arg.a.6.1
  %.106.us.2.us = load double, ptr %.114.us.1.us, align 8
  %.108.us.2.us = fadd double %.108.us.1.us, %.106.us.2.us
  %.114.us.2.us = getelementptr i8, ptr %.114.us.1.us, i64 %arg.a.6.1
  %.106.us.3.us = load double, ptr %.114.us.2.us, align 8
  %.108.us.3.us = fadd double %.108.us.2.us, %.106.us.3.us
  %.114.us.3.us = getelementptr i8, ptr %.114.us.2.us, i64 %arg.a.6.1
  %.106.us.4.us = load double, ptr %.114.us.3.us, align 8
  %.108.us.4.us = fadd double %.108.us.3.us, %.106.us.4.us
  %.114.us.4.us = getelementptr i8, ptr %.114.us.3.us, i64 %arg.a.6.1
  %.106.us.5.us = load double, ptr %.114.us.4.us, align 8
  %.108.us.5.us = fadd double %.108.us.4.us, %.106.us.5.us
  %.114.us.5.us = getelementptr i8, ptr %.114.us.4.us, i64 %arg.a.6.1
  %.106.us.6.us = load double, ptr %.114.us.5.us, align 8
  %.108.us.6.us = fadd double %.108.us.5.us, %.106.us.6.us
  %.114.us.6.us = getelementptr i8, ptr %.114.us.5.us, i64 %arg.a.6.1
  %.106.us.7.us = load double, ptr %.114.us.6.us, align 8
  %.108.us.7.us = fadd double %.108.us.6.us, %.106.us.7.us
  %.114.us.7.us = getelementptr i8, ptr %.114.us.6.us, i64 %arg.a.6.1
  %lsr.iv.next31 = add nsw i64 %lsr.iv30, 8
  %niter.ncmp.7.us = icmp eq i64 %lsr.iv.next31, 0
  br i1 %niter.ncmp.7.us, label %.75..76_crit_edge.us.unr-lcssa.us, label %.75.endif.us.us, !prof !14, !llvm.loop !15

.75..76_crit_edge.us.unr-lcssa.us:                ; preds = %.75.endif.us.us
  %.120.us.us7 = add nuw nsw i64 %.58.042.us.us2, 1
  %.123.us.us8 = getelementptr i8, ptr %.42.041.us.us3, i64 %arg.a.6.0
  %exitcond45.not.us9 = icmp eq i64 %.120.us.us7, %arg.a.5.0
  br i1 %exitcond45.not.us9, label %.61, label %.75.preheader.us.us1, !prof !17

.75.preheader.us:                                 ; preds = %.75.preheader.us.preheader28, %.75..76_crit_edge.us.loopexit
  %.58.042.us = phi i64 [ %.120.us, %.75..76_crit_edge.us.loopexit ], [ 0, %.75.preheader.us.preheader28 ]
  %.42.041.us = phi ptr [ %.123.us, %.75..76_crit_edge.us.loopexit ], [ %arg.a.4, %.75.preheader.us.preheader28 ]
  %.37.040.us = phi double [ %.108.us.epil, %.75..76_crit_edge.us.loopexit ], [ 0.000000e+00, %.75.preheader.us.preheader28 ]
  br label %.75.endif.us

.75.endif.us:                                     ; preds = %.75.preheader.us, %.75.endif.us
  %lsr.iv32 = phi i64 [ %6, %.75.preheader.us ], [ %lsr.iv.next33, %.75.endif.us ]
  %.42.135.us = phi ptr [ %.114.us.7, %.75.endif.us ], [ %.42.041.us, %.75.preheader.us ]
  %.37.134.us = phi double [ %.108.us.7, %.75.endif.us ], [ %.37.040.us, %.75.preheader.us ]
  %.106.us = load double, ptr %.42.135.us, align 8
  %.108.us = fadd double %.37.134.us, %.106.us
  %.114.us = getelementptr i8, ptr %.42.135.us, i64 %arg.a.6.1
  %.106.us.1 = load double, ptr %.114.us, align 8
  %.108.us.1 = fadd double %.108.us, %.106.us.1
  %.114.us.1 = getelementptr i8, ptr %.114.us, i64 %arg.a.6.1
  %.106.us.2 = load double, ptr %.114.us.1, align 8
  %.108.us.2 = fadd double %.108.us.1, %.106.us.2
  %.114.us.2 = getelementptr i8, ptr %.114.us.1, i64 %arg.a.6.1
  %.106.us.3 = load double, ptr %.114.us.2, align 8
  %.108.us.3 = fadd double %.108.us.2, %.106.us.3
  %.114.us.3 = getelementptr i8, ptr %.114.us.2, i64 %arg.a.6.1
  %.106.us.4 = load double, ptr %.114.us.3, align 8
  %.108.us.4 = fadd double %.108.us.3, %.106.us.4
  %.114.us.4 = getelementptr i8, ptr %.114.us.3, i64 %arg.a.6.1
  %.106.us.5 = load double, ptr %.114.us.4, align 8
  %.108.us.5 = fadd double %.108.us.4, %.106.us.5
  %.114.us.5 = getelementptr i8, ptr %.114.us.4, i64 %arg.a.6.1
  %.106.us.6 = load double, ptr %.114.us.5, align 8
  %.108.us.6 = fadd double %.108.us.5, %.106.us.6
  %.114.us.6 = getelementptr i8, ptr %.114.us.5, i64 %arg.a.6.1
  %.106.us.7 = load double, ptr %.114.us.6, align 8
  %.108.us.7 = fadd double %.108.us.6, %.106.us.7
  %.114.us.7 = getelementptr i8, ptr %.114.us.6, i64 %arg.a.6.1
  %lsr.iv.next33 = add nsw i64 %lsr.iv32, 8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next33, 0
  br i1 %niter.ncmp.7, label %.75.endif.us.epil.preheader, label %.75.endif.us, !prof !14, !llvm.loop !15

.75.endif.us.epil.preheader:                      ; preds = %.75.endif.us
  br label %.75.endif.us.epil

.75.endif.us.epil:                                ; preds = %.75.endif.us.epil.preheader, %.75.endif.us.epil
  %lsr.iv3 = phi i64 [ %lsr.iv.next4, %.75.endif.us.epil ], [ %xtraiter, %.75.endif.us.epil.preheader ]
  %.42.135.us.epil = phi ptr [ %.114.us.epil, %.75.endif.us.epil ], [ %.114.us.7, %.75.endif.us.epil.preheader ]
  %.37.134.us.epil = phi double [ %.108.us.epil, %.75.endif.us.epil ], [ %.108.us.7, %.75.endif.us.epil.preheader ]
  %.106.us.epil = load double, ptr %.42.135.us.epil, align 8
  %.108.us.epil = fadd double %.37.134.us.epil, %.106.us.epil
  %.114.us.epil = getelementptr i8, ptr %.42.135.us.epil, i64 %arg.a.6.1
  %lsr.iv.next4 = add nsw i64 %lsr.iv3, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next4, 0
  br i1 %epil.iter.cmp.not, label %.75..76_crit_edge.us.loopexit, label %.75.endif.us.epil, !prof !6, !llvm.loop !7

.75..76_crit_edge.us.loopexit:                    ; preds = %.75.endif.us.epil
  %.120.us = add nuw nsw i64 %.58.042.us, 1
  %.123.us = getelementptr i8, ptr %.42.041.us, i64 %arg.a.6.0
  %exitcond45.not = icmp eq i64 %.120.us, %arg.a.5.0
  br i1 %exitcond45.not, label %.61, label %.75.preheader.us, !prof !17

.61.loopexit.unr-lcssa:                           ; preds = %.75..76_crit_edge.us.loopexit.us.1
  %11 = and i64 %arg.a.5.0, 1
  %lcmp.mod.not = icmp eq i64 %11, 0
  br i1 %lcmp.mod.not, label %.61, label %.75.preheader.us.us.epil.preheader, !prof !18

.75.preheader.us.us.epil.preheader:               ; preds = %.61.loopexit.unr-lcssa, %.75.preheader.us.us.preheader
  %.42.041.us.us.epil.init = phi ptr [ %arg.a.4, %.75.preheader.us.us.preheader ], [ %.123.us.us.1, %.61.loopexit.unr-lcssa ]
  %.37.040.us.us.epil.init = phi double [ 0.000000e+00, %.75.preheader.us.us.preheader ], [ %.108.us.epil.us.1, %.61.loopexit.unr-lcssa ]
  br label %.75.endif.us.epil.us.epil

.75.endif.us.epil.us.epil:                        ; preds = %.75.endif.us.epil.us.epil, %.75.preheader.us.us.epil.preheader
  %lsr.iv3.us.epil = phi i64 [ %lsr.iv.next4.us.epil, %.75.endif.us.epil.us.epil ], [ %xtraiter, %.75.preheader.us.us.epil.preheader ]
  %.42.135.us.epil.us.epil = phi ptr [ %.114.us.epil.us.epil, %.75.endif.us.epil.us.epil ], [ %.42.041.us.us.epil.init, %.75.preheader.us.us.epil.preheader ]
  %.37.134.us.epil.us.epil = phi double [ %.108.us.epil.us.epil, %.75.endif.us.epil.us.epil ], [ %.37.040.us.us.epil.init, %.75.preheader.us.us.epil.preheader ]
  %.106.us.epil.us.epil = load double, ptr %.42.135.us.epil.us.epil, align 8
  %.108.us.epil.us.epil = fadd double %.37.134.us.epil.us.epil, %.106.us.epil.us.epil
  %.114.us.epil.us.epil = getelementptr i8, ptr %.42.135.us.epil.us.epil, i64 %arg.a.6.1
  %lsr.iv.next4.us.epil = add nsw i64 %lsr.iv3.us.epil, -1
  %epil.iter.cmp.not.us.epil = icmp eq i64 %lsr.iv.next4.us.epil, 0
  br i1 %epil.iter.cmp.not.us.epil, label %.61, label %.75.endif.us.epil.us.epil, !prof !6, !llvm.loop !7

.61:                                              ; preds = %.75..76_crit_edge.us.loopexit, %.75..76_crit_edge.us.unr-lcssa.us, %.75.endif.us.epil.us.epil, %.61.loopexit.unr-lcssa, %B124
  %.37.0.lcssa = phi double [ 0.000000e+00, %B124 ], [ %.108.us.epil.us.epil, %.75.endif.us.epil.us.epil ], [ %.108.us.7.us, %.75..76_crit_edge.us.unr-lcssa.us ], [ %.108.us.epil.us.1, %.61.loopexit.unr-lcssa ], [ %.108.us.epil, %.75..76_crit_edge.us.loopexit ]
  store double %.37.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.19.i.i = alloca { ptr, ptr, i64, i64, ptr, [0 x i64], [0 x i64] }, align 8
  %.23.i.i = alloca [1 x i64], align 8
  %.79.i.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.31 = icmp eq i64 %arg.a.2, 0
  br i1 %.31, label %B36, label %B58.endif

common.ret:                                       ; preds = %end.endif.endif.if.if, %B264.critedge, %B230, %B168, %B36
  %common.ret.op = phi i32 [ 1, %B36 ], [ 0, %B168 ], [ 0, %B230 ], [ 0, %B264.critedge ], [ 1, %end.endif.endif.if.if ]
  ret i32 %common.ret.op

B36:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !19
  br label %common.ret

B168:                                             ; preds = %end.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.119.i, ptr %retptr, align 8
  br label %common.ret

B172:                                             ; preds = %end.endif.endif.endif
  %0 = icmp sgt i64 %arg.a.2, 1
  br i1 %0, label %B176.endif.preheader, label %B264.critedge, !prof !20

B176.endif.preheader:                             ; preds = %B172
  br label %B176.endif

B230:                                             ; preds = %B176.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.469, ptr %retptr, align 8
  br label %common.ret

B176.backedge:                                    ; preds = %B176.endif
  %.415 = add nuw i64 %.415301305, 1
  %.6.i.inv = fcmp ogt double %.469, %max_value.2.0306
  %max_value.2.0..469 = select i1 %.6.i.inv, double %.469, double %max_value.2.0306
  %exitcond.not = icmp eq i64 %arg.a.2, %.415
  br i1 %exitcond.not, label %B264.critedge, label %B176.endif, !prof !17

B264.critedge:                                    ; preds = %B176.backedge, %B172
  %max_value.2.0.lcssa = phi double [ %.119.i, %B172 ], [ %max_value.2.0..469, %B176.backedge ]
  store double %max_value.2.0.lcssa, ptr %retptr, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B58.endif:                                        ; preds = %B0
  %.206 = icmp sgt i64 %arg.a.2, 1
  br i1 %.206, label %end, label %B58.endif.endif.endif, !prof !21

end:                                              ; preds = %B58.endif.endif.endif, %B58.endif
  %.106.0 = phi i64 [ 0, %B58.endif.endif.endif ], [ 1, %B58.endif ]
  call void @llvm.lifetime.start.p0(ptr nonnull %.19.i.i), !noalias !22
  call void @llvm.lifetime.start.p0(ptr nonnull %.23.i.i), !noalias !22
  call void @llvm.lifetime.start.p0(ptr nonnull %.79.i.i), !noalias !22
  %.fca.2.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 16
  %.fca.3.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 24
  %.fca.4.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 32
  store i64 0, ptr %.79.i.i, align 8, !noalias !26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.19.i.i, i8 0, i64 16, i1 false)
  store i64 1, ptr %.fca.2.gep.i.i, align 8, !noalias !26
  store i64 8, ptr %.fca.3.gep.i.i, align 8, !noalias !26
  store ptr %arg.a.4, ptr %.fca.4.gep.i.i, align 8, !noalias !26
  store i64 1, ptr %.23.i.i, align 8, !noalias !26
  %.81.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 40
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, ptr nonnull %.81.i.i, ptr nonnull %.81.i.i, i64 1, ptr nonnull %.23.i.i, ptr nonnull %.79.i.i, i64 8, i32 0), !noalias !26
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if.if, label %end.endif.endif.endif

B58.endif.endif.endif:                            ; preds = %B58.endif
  br label %end

end.endif.endif.endif:                            ; preds = %end
  %sunkaddr = getelementptr inbounds i8, ptr %.19.i.i, i64 32
  %.101.i.i = load ptr, ptr %sunkaddr, align 8, !noalias !26
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !22
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !22
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !22
  %.119.i = load double, ptr %.101.i.i, align 8, !noalias !22
  %.278.le = fcmp uno double %.119.i, 0.000000e+00
  br i1 %.278.le, label %B168, label %B172

end.endif.endif.if.if:                            ; preds = %end
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !22
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !22
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !22
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8
  br label %common.ret

B176.endif:                                       ; preds = %B176.endif.preheader, %B176.backedge
  %max_value.2.0306 = phi double [ %max_value.2.0..469, %B176.backedge ], [ %.119.i, %B176.endif.preheader ]
  %.415301305 = phi i64 [ %.415, %B176.backedge ], [ %.106.0, %B176.endif.preheader ]
  %1 = shl i64 %.415301305, 3
  %scevgep = getelementptr i8, ptr %arg.a.4, i64 %1
  %.469 = load double, ptr %scevgep, align 8
  %.482.le = fcmp uno double %.469, 0.000000e+00
  br i1 %.482.le, label %B230, label %B176.backedge
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !2

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !2

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !2

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 49, i32 49}
!1 = !{!"branch_weights", i32 49, i32 1}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 16129, i32 255}
!4 = !{!"branch_weights", i32 146201250, i32 2001282398}
!5 = !{!"branch_weights", i32 21522287, i32 2125961361}
!6 = !{!"branch_weights", i32 542333185, i32 1605150463}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.estimated_trip_count", i32 4}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{!"branch_weights", i32 42828876, i32 2104654772}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.estimated_trip_count", i32 50}
!13 = !{!"branch_weights", i32 277993707, i32 1869489941}
!14 = !{!"branch_weights", i32 166258294, i32 1981225354}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.estimated_trip_count", i32 12}
!17 = !{!"branch_weights", i32 127, i32 12545}
!18 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!19 = !{i1 true}
!20 = !{!"branch_weights", i32 127, i32 1}
!21 = !{!"branch_weights", i32 99, i32 1}
!22 = !{!23, !25}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!26 = !{!27, !29, !23, !25}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
