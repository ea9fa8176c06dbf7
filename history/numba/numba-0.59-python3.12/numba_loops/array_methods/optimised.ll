; ModuleID = 'array_methods'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.array_methods = internal constant [14 x i8] c"array_methods\00"
@_ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [146 x i8] c"missing Environment: _ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('zero-size array to reduction operation maximum which has no identity',), ('impl_max', 'numba/np/arraymath.py', 572))
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'NotImplementedError'>, ('incompatible shape for array',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB2v7B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath14max_comparatorB2v8B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null

define i32 @_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.m.0, i8* nocapture readnone %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, double* %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1) local_unnamed_addr {
entry:
  %.67 = alloca double, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.83.i = icmp eq i64 %arg.m.2, 0
  br i1 %.83.i, label %B0.endif, label %B52.endif.preheader.i, !prof !0

B52.endif.preheader.i:                            ; preds = %entry
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.m.2, i64 1) #5
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa.i, label %B52.endif.preheader.new.i

B52.endif.preheader.new.i:                        ; preds = %B52.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  br label %B52.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B52.endif.i, %B52.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B52.endif.preheader.i ], [ %.268.7.i, %B52.endif.i ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B52.endif.preheader.i ], [ %.268.7.i, %B52.endif.i ]
  %.85.06.unr.i = phi i64 [ 0, %B52.endif.preheader.i ], [ %unroll_iter.i, %B52.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif, label %B52.endif.epil.preheader.i

B52.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %arg.m.4, i64 %.85.06.unr.i
  br label %B52.endif.epil.i

B52.endif.epil.i:                                 ; preds = %B52.endif.epil.i, %B52.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B52.endif.epil.i ], [ %c.2.07.unr.i, %B52.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B52.endif.epil.i ], [ 0, %B52.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep, align 8, !noalias !1
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B0.endif, label %B52.endif.epil.i, !prof !4, !llvm.loop !5

B52.endif.i:                                      ; preds = %B52.endif.i, %B52.endif.preheader.new.i
  %c.2.07.i = phi double [ 0.000000e+00, %B52.endif.preheader.new.i ], [ %.268.7.i, %B52.endif.i ]
  %.85.06.i = phi i64 [ 0, %B52.endif.preheader.new.i ], [ %.211.7.i, %B52.endif.i ]
  %sunkaddr = mul i64 %.85.06.i, 8
  %2 = bitcast double* %arg.m.4 to i8*
  %sunkaddr16 = getelementptr i8, i8* %2, i64 %sunkaddr
  %3 = bitcast i8* %sunkaddr16 to double*
  %.265.i = load double, double* %3, align 8, !noalias !1
  %.268.i = fadd double %c.2.07.i, %.265.i
  %sunkaddr17 = mul i64 %.85.06.i, 8
  %4 = bitcast double* %arg.m.4 to i8*
  %sunkaddr18 = getelementptr i8, i8* %4, i64 %sunkaddr17
  %sunkaddr19 = getelementptr i8, i8* %sunkaddr18, i64 8
  %5 = bitcast i8* %sunkaddr19 to double*
  %.265.1.i = load double, double* %5, align 8, !noalias !1
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %sunkaddr20 = mul i64 %.85.06.i, 8
  %6 = bitcast double* %arg.m.4 to i8*
  %sunkaddr21 = getelementptr i8, i8* %6, i64 %sunkaddr20
  %sunkaddr22 = getelementptr i8, i8* %sunkaddr21, i64 16
  %7 = bitcast i8* %sunkaddr22 to double*
  %.265.2.i = load double, double* %7, align 8, !noalias !1
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %sunkaddr23 = mul i64 %.85.06.i, 8
  %8 = bitcast double* %arg.m.4 to i8*
  %sunkaddr24 = getelementptr i8, i8* %8, i64 %sunkaddr23
  %sunkaddr25 = getelementptr i8, i8* %sunkaddr24, i64 24
  %9 = bitcast i8* %sunkaddr25 to double*
  %.265.3.i = load double, double* %9, align 8, !noalias !1
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %sunkaddr26 = mul i64 %.85.06.i, 8
  %10 = bitcast double* %arg.m.4 to i8*
  %sunkaddr27 = getelementptr i8, i8* %10, i64 %sunkaddr26
  %sunkaddr28 = getelementptr i8, i8* %sunkaddr27, i64 32
  %11 = bitcast i8* %sunkaddr28 to double*
  %.265.4.i = load double, double* %11, align 8, !noalias !1
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %sunkaddr29 = mul i64 %.85.06.i, 8
  %12 = bitcast double* %arg.m.4 to i8*
  %sunkaddr30 = getelementptr i8, i8* %12, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, i8* %sunkaddr30, i64 40
  %13 = bitcast i8* %sunkaddr31 to double*
  %.265.5.i = load double, double* %13, align 8, !noalias !1
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %sunkaddr32 = mul i64 %.85.06.i, 8
  %14 = bitcast double* %arg.m.4 to i8*
  %sunkaddr33 = getelementptr i8, i8* %14, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, i8* %sunkaddr33, i64 48
  %15 = bitcast i8* %sunkaddr34 to double*
  %.265.6.i = load double, double* %15, align 8, !noalias !1
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %.211.7.i = add nuw i64 %.85.06.i, 8
  %sunkaddr35 = mul i64 %.85.06.i, 8
  %16 = bitcast double* %arg.m.4 to i8*
  %sunkaddr36 = getelementptr i8, i8* %16, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, i8* %sunkaddr36, i64 56
  %17 = bitcast i8* %sunkaddr37 to double*
  %.265.7.i = load double, double* %17, align 8, !noalias !1
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %niter.ncmp.7.not.i = icmp eq i64 %unroll_iter.i, %.211.7.i
  br i1 %niter.ncmp.7.not.i, label %common.ret.loopexit.unr-lcssa.i, label %B52.endif.i, !prof !0

B0.endif:                                         ; preds = %B52.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %entry
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %entry ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B52.endif.epil.i ]
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* %arg.m.0, i8* %arg.m.1, i64 %arg.m.2, i64 %arg.m.3, double* %arg.m.4, i64 %arg.m.5.0, i64 %arg.m.5.1, i64 %arg.m.6.0, i64 %arg.m.6.1)
  switch i32 %.75, label %B0.endif.if [
    i32 -2, label %B0.endif.endif
    i32 0, label %B0.endif.endif
  ]

common.ret:                                       ; preds = %B0.endif.if, %B0.endif.endif
  %common.ret.op = phi i32 [ 0, %B0.endif.endif ], [ %.75, %B0.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  %.83 = icmp sgt i32 %.75, 0
  %.76 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.84 = select i1 %.83, { i8*, i32, i8*, i8*, i32 }* %.76, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.84, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif, %B0.endif
  %.85 = load double, double* %.67, align 8
  %.100 = fadd double %c.2.0.lcssa.i, %.85
  %.181 = sitofp i64 %arg.m.5.1 to double
  %.182 = fadd double %.100, %.181
  store double %.182, double* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.array_methods, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.73, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([146 x i8], [146 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
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
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.36.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.36.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr9 to i64*
  %.36.fca.6.1.load = load i64, i64* %17, align 8
  store double 0.000000e+00, double* %.45, align 8
  %.53 = call i32 @_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 %.36.fca.6.0.load, i64 %.36.fca.6.1.load) #2
  %.54 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.61 = icmp sgt i32 %.53, 0
  %.62 = select i1 %.61, { i8*, i32, i8*, i8*, i32 }* %.54, { i8*, i32, i8*, i8*, i32 }* undef
  %.63 = load double, double* %.45, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %18 = icmp sgt i32 %.53, 0
  br i1 %18, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.73 = call i8* @PyFloat_FromDouble(double %.63)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.78 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 4
  %.80 = icmp sgt i32 %.79, 0
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 0
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 1
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.86 = sext i32 %.85 to i64
  %.87 = call i8* @PyBytes_FromStringAndSize(i8* %.83, i64 %.86)
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.91 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 3
  %.92 = bitcast i8* %.91 to i8* (i8*)*
  %.93 = call i8* %.92(i8* %.89)
  %.94 = icmp eq i8* %.93, null
  br i1 %.94, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 2
  %.108 = call i8* @numba_unpickle(i8* %.83, i32 %.85, i8* %.107)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.110 = phi i8* [ %.98, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.108, %entry.endif.endif.endif.endif.endif.if.else ]
  %.111.not = icmp eq i8* %.110, null
  br i1 %.111.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.98 = call i8* @numba_runtime_build_excinfo_struct(i8* %.87, i8* nonnull %.93)
  %.99 = bitcast { i8*, i32, i8*, i8*, i32 }* %.62 to i8*
  call void @NRT_Free(i8* nonnull %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.110)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.9 = extractvalue [2 x i64] %extracted.strides, 0
  %.10 = extractvalue [2 x i64] %extracted.strides, 1
  %.11 = call i32 @_ZN5cases11numba_loops13array_methodsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #2
  %.12 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.19 = icmp sgt i32 %.11, 0
  %.20 = select i1 %.19, { i8*, i32, i8*, i8*, i32 }* %.12, { i8*, i32, i8*, i8*, i32 }* undef
  %.21 = load double, double* %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, i32* %.23, align 4
  switch i32 %.11, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(i32* nonnull %.23)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.74 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.74)
  call void @Py_DecRef(i8* %.74)
  call void @numba_gil_release(i32* nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.29 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 0
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.11, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.26
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call i8* @PyBytes_FromStringAndSize(i8* %.34, i64 %.37)
  %.39 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 2
  %.42 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 3
  %.43 = bitcast i8* %.42 to i8* (i8*)*
  %.44 = call i8* %.43(i8* %.40)
  %.45 = icmp eq i8* %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 2
  %.59 = call i8* @numba_unpickle(i8* %.34, i32 %.36, i8* %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi i8* [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq i8* %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call i8* @numba_runtime_build_excinfo_struct(i8* %.38, i8* nonnull %.44)
  %.50 = bitcast { i8*, i32, i8*, i8*, i32 }* %.20 to i8*
  call void @NRT_Free(i8* nonnull %.50)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.61)
  br label %.26

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.26
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

define linkonce_odr i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  %.19.i = alloca { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, align 8
  %.23.i = alloca [1 x i64], align 8
  %.79.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.31 = icmp eq i64 %arg.a.2, 0
  br i1 %.31, label %B36, label %B58.endif.endif

common.ret:                                       ; preds = %end.endif.endif.if, %B264, %B230, %B168, %B36
  %common.ret.op = phi i32 [ 1, %B36 ], [ 0, %B168 ], [ 0, %B230 ], [ 0, %B264 ], [ 1, %end.endif.endif.if ]
  ret i32 %common.ret.op

B36:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B168:                                             ; preds = %for.body
  call void @NRT_decref(i8* %arg.a.0)
  store double %.119.i, double* %retptr, align 8
  br label %common.ret

B230:                                             ; preds = %B176.endif
  call void @NRT_decref(i8* %arg.a.0)
  store double %.469, double* %retptr, align 8
  br label %common.ret

B264:                                             ; preds = %B238.endif.endif, %B176.preheader
  %max_value.2.0.lcssa = phi double [ %.119.i, %B176.preheader ], [ %12, %B238.endif.endif ]
  call void @NRT_decref(i8* %arg.a.0)
  store double %max_value.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B58.endif.endif:                                  ; preds = %entry
  %0 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0)
  %1 = bitcast [1 x i64]* %.23.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  %2 = bitcast [1 x i64]* %.79.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2)
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i, i64 0, i32 2
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i, i64 0, i32 3
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i, i64 0, i32 4
  %.fca.0.gep17192.i709 = bitcast [1 x i64]* %.23.i to i64*
  %.fca.0.gep203.i7110 = bitcast [1 x i64]* %.79.i to i64*
  store i64 0, i64* %.fca.0.gep203.i7110, align 8, !noalias !8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store i64 1, i64* %.fca.2.gep.i, align 8, !noalias !8
  store i64 8, i64* %.fca.3.gep.i, align 8, !noalias !8
  store double* %arg.a.4, double** %.fca.4.gep.i, align 8, !noalias !8
  store i64 1, i64* %.fca.0.gep17192.i709, align 8, !noalias !8
  %.82.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i, i64 0, i32 5, i64 0
  %.84.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i, i64 0, i32 6, i64 0
  %.89.i = call i32 @numba_attempt_nocopy_reshape(i64 0, i64* nonnull %.82.i, i64* nonnull %.84.i, i64 1, i64* nonnull %.fca.0.gep17192.i709, i64* nonnull %.fca.0.gep203.i7110, i64 8, i32 0), !noalias !8
  %.90.i = icmp eq i32 %.89.i, 0
  br i1 %.90.i, label %end.endif.endif.if, label %for.body

end.endif.endif.if:                               ; preds = %B58.endif.endif
  %3 = bitcast [1 x i64]* %.79.i to i8*
  %4 = bitcast [1 x i64]* %.23.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body:                                         ; preds = %B58.endif.endif
  %6 = bitcast [1 x i64]* %.79.i to i8*
  %7 = bitcast [1 x i64]* %.23.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %9, i64 32
  %10 = bitcast i8* %sunkaddr to double**
  %.101.i = load double*, double** %10, align 8, !noalias !8
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %8)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %.119.i = load double, double* %.101.i, align 8, !noalias !15
  %.278 = fcmp ord double %.119.i, 0.000000e+00
  br i1 %.278, label %B176.preheader, label %B168

B176.preheader:                                   ; preds = %for.body
  %11 = icmp sgt i64 %arg.a.2, 1
  br i1 %11, label %B176.endif.preheader, label %B264, !prof !16

B176.endif.preheader:                             ; preds = %B176.preheader
  br label %B176.endif

B176.endif:                                       ; preds = %B176.endif.preheader, %B238.endif.endif
  %max_value.2.064 = phi double [ %12, %B238.endif.endif ], [ %.119.i, %B176.endif.preheader ]
  %.106.063 = phi i64 [ %.415, %B238.endif.endif ], [ 1, %B176.endif.preheader ]
  %scevgep8 = getelementptr double, double* %arg.a.4, i64 %.106.063
  %.415 = add nuw nsw i64 %.106.063, 1
  %.469 = load double, double* %scevgep8, align 8
  %.482 = fcmp ord double %.469, 0.000000e+00
  br i1 %.482, label %B238.endif.endif, label %B230

B238.endif.endif:                                 ; preds = %B176.endif
  %.6.i.inv = fcmp ogt double %.469, %max_value.2.064
  %12 = select i1 %.6.i.inv, double %.469, double %max_value.2.064
  %exitcond.not = icmp eq i64 %arg.a.2, %.415
  br i1 %exitcond.not, label %B264, label %B176.endif, !prof !0
}

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @numba_attempt_nocopy_reshape(i64, i64*, i64*, i64, i64*, i64*, i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2}
!2 = distinct !{!2, !3, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!4 = !{!"branch_weights", i32 1, i32 7}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = !{i1 true}
!8 = !{!9, !11, !12, !14}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v6B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB2v5B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %excinfo"}
!15 = !{!12, !14}
!16 = !{!"branch_weights", i32 99, i32 1}
