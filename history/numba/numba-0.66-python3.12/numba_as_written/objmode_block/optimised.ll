; ModuleID = 'objmode_block'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('missing Environment: _ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@cached_objmode_dispatcher = internal unnamed_addr global ptr null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (pickled data)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.pickledata.object4 = internal constant [PICKLED x i8] <function ObjModeUtils._call_objmode_dispatcher at 0xADDRESS>
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@PyExc_ValueError = external global i8
@".const.size mismatch for tuple, expected 1 element(s) but got %zd" = internal constant [59 x i8] c"size mismatch for tuple, expected 1 element(s) but got %zd\00"
@.const.objmode_block = internal constant [14 x i8] c"objmode_block\00"
@_ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [151 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null

define range(i32 -1, 2) i32 @_ZN5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.70 = alloca i32, align 4
  store i32 0, ptr %.70, align 4
  %.68.not.i = icmp eq i64 %arg.a.2, 0
  br i1 %.68.not.i, label %B58, label %B52.endif.preheader.i, !prof !0

B52.endif.preheader.i:                            ; preds = %B0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.a.2, i64 1)
  %xtraiter.i = and i64 %smax.i, 7
  %0 = icmp slt i64 %arg.a.2, 8
  br i1 %0, label %B52.endif.epil.preheader.i, label %B52.endif.preheader.new.i, !prof !1

B52.endif.preheader.new.i:                        ; preds = %B52.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  br label %B52.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B52.endif.i
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B58, label %B52.endif.epil.preheader.i, !prof !2

B52.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %B52.endif.preheader.i
  %c.2.0118.epil.init.i = phi double [ 0.000000e+00, %B52.endif.preheader.i ], [ %.239.7.i, %common.ret.loopexit.unr-lcssa.i ]
  %.182114117.epil.init.i = phi i64 [ 0, %B52.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i ]
  %1 = shl i64 %.182114117.epil.init.i, 3
  %scevgep.i = getelementptr i8, ptr %arg.a.4, i64 %1
  br label %B52.endif.epil.i

B52.endif.epil.i:                                 ; preds = %B52.endif.epil.i, %B52.endif.epil.preheader.i
  %c.2.0118.epil.i = phi double [ %.239.epil.i, %B52.endif.epil.i ], [ %c.2.0118.epil.init.i, %B52.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B52.endif.epil.i ], [ 0, %B52.endif.epil.preheader.i ]
  %2 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %scevgep.i, i64 %2
  %.236.epil.i = load double, ptr %scevgep, align 8, !noalias !3
  %.239.epil.i = fadd double %c.2.0118.epil.i, %.236.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B58, label %B52.endif.epil.i, !prof !6, !llvm.loop !7

B52.endif.i:                                      ; preds = %B52.endif.i, %B52.endif.preheader.new.i
  %c.2.0118.i = phi double [ 0.000000e+00, %B52.endif.preheader.new.i ], [ %.239.7.i, %B52.endif.i ]
  %.182114117.i = phi i64 [ 0, %B52.endif.preheader.new.i ], [ %.182.7.i, %B52.endif.i ]
  %sunkaddr = mul i64 %.182114117.i, 8
  %sunkaddr17 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr
  %.236.i = load double, ptr %sunkaddr17, align 8, !noalias !3
  %.239.i = fadd double %c.2.0118.i, %.236.i
  %sunkaddr18 = mul i64 %.182114117.i, 8
  %sunkaddr19 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr18
  %sunkaddr20 = getelementptr i8, ptr %sunkaddr19, i64 8
  %.236.1.i = load double, ptr %sunkaddr20, align 8, !noalias !3
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %sunkaddr21 = mul i64 %.182114117.i, 8
  %sunkaddr22 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, ptr %sunkaddr22, i64 16
  %.236.2.i = load double, ptr %sunkaddr23, align 8, !noalias !3
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %sunkaddr24 = mul i64 %.182114117.i, 8
  %sunkaddr25 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, ptr %sunkaddr25, i64 24
  %.236.3.i = load double, ptr %sunkaddr26, align 8, !noalias !3
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %sunkaddr27 = mul i64 %.182114117.i, 8
  %sunkaddr28 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr27
  %sunkaddr29 = getelementptr i8, ptr %sunkaddr28, i64 32
  %.236.4.i = load double, ptr %sunkaddr29, align 8, !noalias !3
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %sunkaddr30 = mul i64 %.182114117.i, 8
  %sunkaddr31 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr30
  %sunkaddr32 = getelementptr i8, ptr %sunkaddr31, i64 40
  %.236.5.i = load double, ptr %sunkaddr32, align 8, !noalias !3
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %sunkaddr33 = mul i64 %.182114117.i, 8
  %sunkaddr34 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr33
  %sunkaddr35 = getelementptr i8, ptr %sunkaddr34, i64 48
  %.236.6.i = load double, ptr %sunkaddr35, align 8, !noalias !3
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %.182.7.i = add nuw nsw i64 %.182114117.i, 8
  %sunkaddr36 = mul i64 %.182114117.i, 8
  %sunkaddr37 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, ptr %sunkaddr37, i64 56
  %.236.7.i = load double, ptr %sunkaddr38, align 8, !noalias !3
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %niter.ncmp.7.i = icmp eq i64 %unroll_iter.i, %.182.7.i
  br i1 %niter.ncmp.7.i, label %common.ret.loopexit.unr-lcssa.i, label %B52.endif.i, !prof !10, !llvm.loop !11

B58:                                              ; preds = %B52.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %B0
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %B0 ], [ %.239.7.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B52.endif.epil.i ]
  %.58 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.59 = icmp eq ptr %.58, null
  br i1 %.59, label %B58.if, label %B58.endif, !prof !13

common.ret:                                       ; preds = %bb_end.else.endif, %bb_end.if, %B58.if, %B63
  %common.ret.op = phi i32 [ 0, %B63 ], [ -1, %bb_end.else.endif ], [ 1, %B58.if ], [ -1, %bb_end.if ]
  ret i32 %common.ret.op

B63:                                              ; preds = %bb_end.else.endif
  %.149 = fadd double %c.2.0.lcssa.i, %.123
  store double %.149, ptr %retptr, align 8
  br label %common.ret

B58.if:                                           ; preds = %B58
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !14
  br label %common.ret

B58.endif:                                        ; preds = %B58
  call void @numba_gil_ensure(ptr nonnull %.70)
  %.74 = call ptr @PyFloat_FromDouble(double %c.2.0.lcssa.i)
  %.81 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object3, i32 PICKLED, ptr nonnull @.const.pickledata.object3.sha1)
  %.82 = icmp ne ptr %.81, null
  %.85 = load ptr, ptr @cached_objmode_dispatcher, align 8
  %.86 = icmp eq ptr %.85, null
  %or.cond = select i1 %.82, i1 %.86, i1 false
  br i1 %or.cond, label %B58.endif.endif.if, label %bb_end

bb_end:                                           ; preds = %B58.endif.endif.if, %B58.endif
  %.102 = phi ptr [ %.95, %B58.endif.endif.if ], [ %.85, %B58.endif ]
  %.103 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.102, ptr %.74, ptr null)
  %.104 = icmp eq ptr %.103, null
  br i1 %.104, label %bb_end.if, label %bb_end.else

B58.endif.endif.if:                               ; preds = %B58.endif
  %.94 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object4, i32 PICKLED, ptr nonnull @.const.pickledata.object4.sha1)
  %.95 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.94, ptr nonnull %.81, ptr null)
  call void @Py_DecRef(ptr %.94)
  call void @Py_DecRef(ptr nonnull %.81)
  call void @Py_IncRef(ptr %.95)
  store ptr %.95, ptr @cached_objmode_dispatcher, align 8
  br label %bb_end

bb_end.if:                                        ; preds = %bb_end
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.70)
  br label %common.ret

bb_end.else:                                      ; preds = %bb_end
  %.114 = call i64 @PyTuple_Size(ptr nonnull %.103)
  %.115.not.not = icmp ne i64 %.114, 1
  br i1 %.115.not.not, label %bb_end.else.if, label %bb_end.else.endif, !prof !13

bb_end.else.if:                                   ; preds = %bb_end.else
  call void (ptr, ptr, ...) @PyErr_Format(ptr nonnull @PyExc_ValueError, ptr nonnull @".const.size mismatch for tuple, expected 1 element(s) but got %zd", i64 %.114)
  br label %bb_end.else.endif

bb_end.else.endif:                                ; preds = %bb_end.else.if, %bb_end.else
  %3 = icmp ne i64 %.114, 1
  %.121 = call ptr @PyTuple_GetItem(ptr nonnull %.103, i64 0)
  %.122 = call ptr @PyNumber_Float(ptr %.121)
  %.123 = call double @PyFloat_AsDouble(ptr %.122)
  call void @Py_DecRef(ptr %.122)
  %.125 = call ptr @PyErr_Occurred()
  %.126.not = icmp ne ptr %.125, null
  call void @Py_DecRef(ptr nonnull %.103)
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.70)
  %brmerge = or i1 %3, %.126.not
  br i1 %brmerge, label %common.ret, label %B63, !prof !15
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @PyObject_CallFunctionObjArgs(ptr, ...) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @Py_IncRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare i64 @PyTuple_Size(ptr) local_unnamed_addr

declare void @PyErr_Format(ptr, ptr, ...) local_unnamed_addr

declare ptr @PyTuple_GetItem(ptr, i64) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

define ptr @_ZN7cpython5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.objmode_block, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !13

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !13

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !13

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 16
  %.36.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.36.fca.0.load, ptr poison, i64 %.36.fca.2.load, i64 poison, ptr %.36.fca.4.load, i64 poison, i64 poison) #3
  %.50 = load ptr, ptr %excinfo, align 8
  %.59 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.49, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !16

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.57 = icmp sgt i32 %.49, 0
  br i1 %.57, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.67 = call ptr @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.73 = extractvalue { ptr, i32, ptr, ptr, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.72, 0
  %.79 = extractvalue { ptr, i32, ptr, ptr, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %cond1 = icmp eq i32 %.49, -1
  br i1 %cond1, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call ptr @PyBytes_FromStringAndSize(ptr %.77, i64 %.80)
  %.82 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.82, 2
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.82, 3
  %.87 = call ptr %.85(ptr %.83)
  %.88 = icmp eq ptr %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !13

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { ptr, i32, ptr, ptr, i32 } %.72, 2
  %.102 = call ptr @numba_unpickle(ptr %.77, i32 %.79, ptr %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi ptr [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq ptr %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !13

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call ptr @numba_runtime_build_excinfo_struct(ptr %.81, ptr nonnull %.87)
  call void @NRT_Free(ptr nonnull %.50)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.104)
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

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %.9 = call i32 @_ZN5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 poison, ptr %extracted.data, i64 poison, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond1 = icmp eq i32 %.9, 0
  br i1 %cond1, label %common.ret, label %entry.if, !prof !16

entry.if:                                         ; preds = %entry
  %.17 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(ptr nonnull %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  %cond = icmp eq i32 %.9, -1
  br i1 %cond, label %.24, label %entry.if.endif.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !13

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !13

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr nonnull %.42)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.59)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.24
}

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !13

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !13

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !13

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 127}
!1 = !{!"branch_weights", i32 146201250, i32 2001282398}
!2 = !{!"branch_weights", i32 277993707, i32 1869489941}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!6 = !{!"branch_weights", i32 542333185, i32 1605150463}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.estimated_trip_count", i32 4}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{!"branch_weights", i32 166258294, i32 1981225354}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.estimated_trip_count", i32 12}
!13 = !{!"branch_weights", i32 1, i32 99}
!14 = !{i1 true}
!15 = !{!"branch_weights", i32 101, i32 99}
!16 = !{!"branch_weights", i32 49, i32 1}
