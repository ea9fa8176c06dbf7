; ModuleID = 'objmode_block'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('missing Environment: _ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@cached_objmode_dispatcher = internal unnamed_addr global i8* null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (pickled data)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.pickledata.object4 = internal constant [PICKLED x i8] <function ObjModeUtils._call_objmode_dispatcher at 0xADDRESS>
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@PyExc_ValueError = external global i8
@".const.size mismatch for tuple, expected 1 element(s) but got %zd" = internal constant [59 x i8] c"size mismatch for tuple, expected 1 element(s) but got %zd\00"
@.const.objmode_block = internal constant [14 x i8] c"objmode_block\00"
@_ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [151 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v3B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  %.70 = alloca i32, align 4
  store i32 0, i32* %.70, align 4
  %.68.i = icmp eq i64 %arg.a.2, 0
  br i1 %.68.i, label %B0.endif, label %B52.endif.preheader.i, !prof !0

B52.endif.preheader.i:                            ; preds = %entry
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.a.2, i64 1) #3
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa.i, label %B52.endif.preheader.new.i

B52.endif.preheader.new.i:                        ; preds = %B52.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  br label %B52.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B52.endif.i, %B52.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B52.endif.preheader.i ], [ %.239.7.i, %B52.endif.i ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B52.endif.preheader.i ], [ %.239.7.i, %B52.endif.i ]
  %.70.06.unr.i = phi i64 [ 0, %B52.endif.preheader.i ], [ %unroll_iter.i, %B52.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif, label %B52.endif.epil.preheader.i

B52.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %arg.a.4, i64 %.70.06.unr.i
  br label %B52.endif.epil.i

B52.endif.epil.i:                                 ; preds = %B52.endif.epil.i, %B52.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B52.endif.epil.i ], [ %c.2.07.unr.i, %B52.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B52.endif.epil.i ], [ 0, %B52.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !1
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B0.endif, label %B52.endif.epil.i, !prof !4, !llvm.loop !5

B52.endif.i:                                      ; preds = %B52.endif.i, %B52.endif.preheader.new.i
  %c.2.07.i = phi double [ 0.000000e+00, %B52.endif.preheader.new.i ], [ %.239.7.i, %B52.endif.i ]
  %.70.06.i = phi i64 [ 0, %B52.endif.preheader.new.i ], [ %.182.7.i, %B52.endif.i ]
  %sunkaddr = mul i64 %.70.06.i, 8
  %2 = bitcast double* %arg.a.4 to i8*
  %sunkaddr17 = getelementptr i8, i8* %2, i64 %sunkaddr
  %3 = bitcast i8* %sunkaddr17 to double*
  %.236.i = load double, double* %3, align 8, !noalias !1
  %.239.i = fadd double %c.2.07.i, %.236.i
  %sunkaddr18 = mul i64 %.70.06.i, 8
  %4 = bitcast double* %arg.a.4 to i8*
  %sunkaddr19 = getelementptr i8, i8* %4, i64 %sunkaddr18
  %sunkaddr20 = getelementptr i8, i8* %sunkaddr19, i64 8
  %5 = bitcast i8* %sunkaddr20 to double*
  %.236.1.i = load double, double* %5, align 8, !noalias !1
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %sunkaddr21 = mul i64 %.70.06.i, 8
  %6 = bitcast double* %arg.a.4 to i8*
  %sunkaddr22 = getelementptr i8, i8* %6, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, i8* %sunkaddr22, i64 16
  %7 = bitcast i8* %sunkaddr23 to double*
  %.236.2.i = load double, double* %7, align 8, !noalias !1
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %sunkaddr24 = mul i64 %.70.06.i, 8
  %8 = bitcast double* %arg.a.4 to i8*
  %sunkaddr25 = getelementptr i8, i8* %8, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, i8* %sunkaddr25, i64 24
  %9 = bitcast i8* %sunkaddr26 to double*
  %.236.3.i = load double, double* %9, align 8, !noalias !1
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %sunkaddr27 = mul i64 %.70.06.i, 8
  %10 = bitcast double* %arg.a.4 to i8*
  %sunkaddr28 = getelementptr i8, i8* %10, i64 %sunkaddr27
  %sunkaddr29 = getelementptr i8, i8* %sunkaddr28, i64 32
  %11 = bitcast i8* %sunkaddr29 to double*
  %.236.4.i = load double, double* %11, align 8, !noalias !1
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %sunkaddr30 = mul i64 %.70.06.i, 8
  %12 = bitcast double* %arg.a.4 to i8*
  %sunkaddr31 = getelementptr i8, i8* %12, i64 %sunkaddr30
  %sunkaddr32 = getelementptr i8, i8* %sunkaddr31, i64 40
  %13 = bitcast i8* %sunkaddr32 to double*
  %.236.5.i = load double, double* %13, align 8, !noalias !1
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %sunkaddr33 = mul i64 %.70.06.i, 8
  %14 = bitcast double* %arg.a.4 to i8*
  %sunkaddr34 = getelementptr i8, i8* %14, i64 %sunkaddr33
  %sunkaddr35 = getelementptr i8, i8* %sunkaddr34, i64 48
  %15 = bitcast i8* %sunkaddr35 to double*
  %.236.6.i = load double, double* %15, align 8, !noalias !1
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %.182.7.i = add nuw i64 %.70.06.i, 8
  %sunkaddr36 = mul i64 %.70.06.i, 8
  %16 = bitcast double* %arg.a.4 to i8*
  %sunkaddr37 = getelementptr i8, i8* %16, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, i8* %sunkaddr37, i64 56
  %17 = bitcast i8* %sunkaddr38 to double*
  %.236.7.i = load double, double* %17, align 8, !noalias !1
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %niter.ncmp.7.not.i = icmp eq i64 %unroll_iter.i, %.182.7.i
  br i1 %niter.ncmp.7.not.i, label %common.ret.loopexit.unr-lcssa.i, label %B52.endif.i, !prof !0

common.ret:                                       ; preds = %bb_end.else.endif, %bb_end.if, %B58.if, %bb_end.else.endif.endif.endif
  %common.ret.op = phi i32 [ 0, %bb_end.else.endif.endif.endif ], [ 1, %B58.if ], [ -1, %bb_end.if ], [ -1, %bb_end.else.endif ]
  ret i32 %common.ret.op

B0.endif:                                         ; preds = %B52.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %entry
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %entry ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B52.endif.epil.i ]
  %.58 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.59 = icmp eq i8* %.58, null
  br i1 %.59, label %B58.if, label %B58.endif, !prof !0

B58.if:                                           ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B58.endif:                                        ; preds = %B0.endif
  call void @numba_gil_ensure(i32* nonnull %.70)
  %.74 = call i8* @PyFloat_FromDouble(double %c.2.0.lcssa.i)
  %.81 = call i8* @numba_unpickle(i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i64 0, i64 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i64 0, i64 0))
  %.82 = icmp ne i8* %.81, null
  %.85 = load i8*, i8** @cached_objmode_dispatcher, align 8
  %.86 = icmp eq i8* %.85, null
  %or.cond = select i1 %.82, i1 %.86, i1 false
  br i1 %or.cond, label %B58.endif.endif.if, label %bb_end

bb_end:                                           ; preds = %B58.endif.endif.if, %B58.endif
  %.102 = phi i8* [ %.95, %B58.endif.endif.if ], [ %.85, %B58.endif ]
  %.103 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.102, i8* %.74, i8* null)
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %bb_end.if, label %bb_end.else

B58.endif.endif.if:                               ; preds = %B58.endif
  %.94 = call i8* @numba_unpickle(i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i64 0, i64 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i64 0, i64 0))
  %.95 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.94, i8* nonnull %.81, i8* null)
  call void @Py_DecRef(i8* %.94)
  call void @Py_DecRef(i8* nonnull %.81)
  call void @Py_IncRef(i8* %.95)
  store i8* %.95, i8** @cached_objmode_dispatcher, align 8
  br label %bb_end

bb_end.if:                                        ; preds = %bb_end
  call void @Py_DecRef(i8* %.74)
  call void @numba_gil_release(i32* nonnull %.70)
  br label %common.ret

bb_end.else:                                      ; preds = %bb_end
  %.114 = call i64 @PyTuple_Size(i8* nonnull %.103)
  %.115.not = icmp eq i64 %.114, 1
  br i1 %.115.not, label %bb_end.else.endif, label %bb_end.else.if, !prof !8

bb_end.else.if:                                   ; preds = %bb_end.else
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_ValueError, i8* getelementptr inbounds ([59 x i8], [59 x i8]* @".const.size mismatch for tuple, expected 1 element(s) but got %zd", i64 0, i64 0), i64 %.114)
  br label %bb_end.else.endif

bb_end.else.endif:                                ; preds = %bb_end.else.if, %bb_end.else
  %18 = icmp eq i64 %.114, 1
  %.121 = call i8* @PyTuple_GetItem(i8* nonnull %.103, i64 0)
  %.122 = call i8* @PyNumber_Float(i8* %.121)
  %.123 = call double @PyFloat_AsDouble(i8* %.122)
  call void @Py_DecRef(i8* %.122)
  %.125 = call i8* @PyErr_Occurred()
  %.126.not = icmp ne i8* %.125, null
  call void @Py_DecRef(i8* nonnull %.103)
  call void @Py_DecRef(i8* %.74)
  call void @numba_gil_release(i32* nonnull %.70)
  %.115.not.not = xor i1 %18, true
  %brmerge = select i1 %.126.not, i1 true, i1 %.115.not.not
  br i1 %brmerge, label %common.ret, label %bb_end.else.endif.endif.endif, !prof !9

bb_end.else.endif.endif.endif:                    ; preds = %bb_end.else.endif
  %.149 = fadd double %c.2.0.lcssa.i, %.123
  store double %.149, double* %retptr, align 8
  br label %common.ret
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @PyObject_CallFunctionObjArgs(i8*, ...) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare i64 @PyTuple_Size(i8*) local_unnamed_addr

declare void @PyErr_Format(i8*, i8*, ...) local_unnamed_addr

declare i8* @PyTuple_GetItem(i8*, i64) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

define i8* @_ZN7cpython5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.objmode_block, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([151 x i8], [151 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* undef, i8* undef, i64 %.36.fca.2.load, i64 undef, double* %.36.fca.4.load, i64 undef, i64 undef) #1
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %8 = icmp sgt i32 %.49, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 0
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* nonnull %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.104)
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

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %.9 = call i32 @_ZN5cases16numba_as_written13objmode_blockB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* undef, i8* undef, i64 %extracted.nitems, i64 undef, double* %extracted.data, i64 undef, i64 undef) #1
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !8

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { noinline }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2}
!2 = distinct !{!2, !3, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!4 = !{!"branch_weights", i32 1, i32 7}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = !{i1 true}
!8 = !{!"branch_weights", i32 99, i32 1}
!9 = !{!"branch_weights", i32 101, i32 99}
