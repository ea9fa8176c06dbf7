; ModuleID = 'list_index_write_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('getitem out of range',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.list_index_write_loop = internal constant [22 x i8] c"list_index_write_loop\00"
@_ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.xs.0, ptr nocapture readnone %arg.xs.1) local_unnamed_addr {
B0:
  %.7 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.7, i64 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.xs.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.7, i8 0, i64 16, i1 false)
  %.11 = call i32 @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.7, ptr nonnull %excinfo.1, ptr %arg.xs.0, ptr %arg.xs.1)
  %.21.fca.0.load = load ptr, ptr %.7, align 8
  %.21.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %B0.endif.endif, label %B0.if.if

B72:                                              ; preds = %B72.preheader, %B72.endif
  %lsr.iv = phi i64 [ 0, %B72.preheader ], [ %lsr.iv.next, %B72.endif ]
  %0 = add i64 %lsr.iv, 1
  %sunkaddr = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  %.188 = load i64, ptr %.6.i, align 8
  %.189.not = icmp slt i64 %0, %.188
  br i1 %.189.not, label %B72.endif, label %B72.if, !prof !2

common.ret:                                       ; preds = %B72.if, %B0.if.if, %B110
  %common.ret.op = phi i32 [ 0, %B110 ], [ 1, %B0.if.if ], [ 1, %B72.if ]
  ret i32 %common.ret.op

B110:                                             ; preds = %B72.endif, %B0.endif.endif
  store ptr %.21.fca.0.load, ptr %retptr, align 8
  %retptr.repack54 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.21.fca.1.load, ptr %retptr.repack54, align 8
  br label %common.ret

B0.if.if:                                         ; preds = %B0
  %.12 = load ptr, ptr %excinfo.1, align 8
  store ptr %.12, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0
  tail call void @NRT_decref(ptr %arg.xs.0)
  %.5.i1 = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i2 = load ptr, ptr %.5.i1, align 8
  %.50 = load i64, ptr %.6.i2, align 8
  %.87 = add i64 %.50, -1
  %.13062.not = icmp slt i64 %.87, 1
  br i1 %.13062.not, label %B110, label %B72.preheader

B72.preheader:                                    ; preds = %B0.endif.endif
  br label %B72

B72.if:                                           ; preds = %B72
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B72.endif:                                        ; preds = %B72
  %scevgep = getelementptr i8, ptr %.6.i, i64 32
  %1 = shl i64 %lsr.iv, 3
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %1
  %.203 = load i64, ptr %scevgep3, align 8
  %scevgep4 = getelementptr i8, ptr %scevgep3, i64 -8
  %.240 = load i64, ptr %scevgep4, align 8
  %.241 = add nsw i64 %.240, %.203
  store i64 %.241, ptr %scevgep3, align 8
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.87, %lsr.iv.next
  br i1 %exitcond.not, label %B110, label %B72
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

define ptr @_ZN7cpython5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_index_write_loop, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, %entry.endif.if, %entry.endif.endif.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.if ], [ null, %entry.endif.if ], [ %.463.0, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.2 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.21 = call i64 @PyList_Size(ptr %.20)
  %.27 = call ptr @numba_get_pyobject_private_data(ptr %.20)
  %.28.not = icmp eq ptr %.27, null
  br i1 %.28.not, label %entry.endif.endif.else, label %entry.endif.endif.endif.thread

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @NRT_incref(ptr nonnull %.27)
  %.5.i = getelementptr i8, ptr %.27, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  store i64 %.21, ptr %.6.i, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.57 = shl i64 %.21, 3
  %0 = add i64 %.21, -1152921504606846976
  %.58 = icmp ult i64 %0, -2305843009213693952
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.if, !prof !4

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.60, ptr nonnull @.dtor.list.int64)
  %.70 = icmp eq ptr %.69, null
  br i1 %.70, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.endif.if, !prof !4

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i4 = getelementptr i8, ptr %.69, i64 24
  %.6.i5 = load ptr, ptr %.5.i4, align 8
  %.82 = getelementptr inbounds nuw i8, ptr %.6.i5, i64 8
  store i64 %.21, ptr %.82, align 8
  %.6.i7 = load ptr, ptr %.5.i4, align 8
  store i64 0, ptr %.6.i7, align 8
  %.6.i9 = load ptr, ptr %.5.i4, align 8
  %.94 = getelementptr inbounds nuw i8, ptr %.6.i9, i64 16
  store i8 0, ptr %.94, align 1
  %.6.i11 = load ptr, ptr %.5.i4, align 8
  %.107 = getelementptr inbounds nuw i8, ptr %.6.i11, i64 24
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %.107, i8 0, i64 %.57, i1 false)
  %.6.i13 = load ptr, ptr %.5.i4, align 8
  store i64 %.21, ptr %.6.i13, align 8
  %.130 = icmp sgt i64 %.21, 0
  br i1 %.130, label %entry.endif.endif.else.endif.endif.if.if, label %entry.endif.endif.else.endif.endif.if.endif.if, !prof !2

entry.endif.endif.else.endif.endif.if.if:         ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call ptr @PyImport_ImportModule(ptr nonnull @.const.numba)
  %.133 = call ptr @PyObject_GetAttrString(ptr %.132, ptr nonnull @.const.typeof)
  call void @Py_DecRef(ptr %.132)
  %.135 = call ptr @PyList_GetItem(ptr %.20, i64 0)
  %.136 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.133, ptr %.135, ptr null)
  br label %for.body

entry.endif.endif.else.endif.endif.if.endif:      ; preds = %for.body.endif.endif.endif, %for.body, %for.body.endif.if
  call void @Py_DecRef(ptr %.136)
  call void @Py_DecRef(ptr %.133)
  %sunkaddr = getelementptr i8, ptr %.69, i64 24
  %.6.i15 = load ptr, ptr %sunkaddr, align 8
  %.207.c = getelementptr inbounds nuw i8, ptr %.6.i15, i64 16
  store i8 0, ptr %.207.c, align 1
  br label %entry.endif.endif.endif.if

for.body:                                         ; preds = %entry.endif.endif.else.endif.endif.if.if, %for.body.endif.endif.endif.endif
  %loop.index58 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.057 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call ptr @PyList_GetItem(ptr %.20, i64 %loop.index58)
  %.141 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.133, ptr %.140, ptr null)
  %.142 = icmp eq ptr %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.if.endif, label %for.body.endif, !prof !4

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq ptr %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !2

for.body.endif.if:                                ; preds = %for.body.endif
  call void (ptr, ptr, ...) @PyErr_Format(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox heterogeneous list: %S != %S", ptr %.136, ptr nonnull %.141)
  call void @Py_DecRef(ptr nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.if.endif

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(ptr nonnull %.141)
  %.155 = call ptr @PyNumber_Long(ptr %.140)
  %.156.not = icmp eq ptr %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !4

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(ptr nonnull %.155)
  call void @Py_DecRef(ptr nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.057, %for.body.endif.endif ]
  %.163 = call ptr @PyErr_Occurred()
  %.164.not = icmp eq ptr %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if.endif, !prof !2

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %sunkaddr62 = getelementptr i8, ptr %.69, i64 24
  %.6.i17 = load ptr, ptr %sunkaddr62, align 8
  %.179 = getelementptr inbounds nuw i8, ptr %.6.i17, i64 24
  %1 = shl i64 %loop.index58, 3
  %scevgep61 = getelementptr i8, ptr %.179, i64 %1
  store i64 %.153.1, ptr %scevgep61, align 8
  %.6.i19 = load ptr, ptr %sunkaddr62, align 8
  %.186 = getelementptr inbounds nuw i8, ptr %.6.i19, i64 16
  store i8 1, ptr %.186, align 1
  %.189 = add nuw nsw i64 %loop.index58, 1
  %exitcond.not = icmp eq i64 %.21, %.189
  br i1 %exitcond.not, label %entry.endif.endif.else.endif.endif.if.endif.if.critedge, label %for.body

entry.endif.endif.else.endif.endif.if.endif.if.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(ptr %.136)
  call void @Py_DecRef(ptr %.133)
  br label %entry.endif.endif.else.endif.endif.if.endif.if

entry.endif.endif.else.endif.endif.if.endif.if:   ; preds = %entry.endif.endif.else.endif.endif.if.endif.if.critedge, %entry.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(ptr %.20, ptr nonnull %.69)
  %sunkaddr63 = getelementptr i8, ptr %.69, i64 24
  %.6.i21 = load ptr, ptr %sunkaddr63, align 8
  %.207 = getelementptr inbounds nuw i8, ptr %.6.i21, i64 16
  store i8 0, ptr %.207, align 1
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.else.endif.endif.if.endif, %entry.endif.endif.else, %entry.endif.endif.else.endif.if
  %.53.sroa.0.03748 = phi ptr [ null, %entry.endif.endif.else.endif.if ], [ null, %entry.endif.endif.else ], [ %.69, %entry.endif.endif.else.endif.endif.if.endif ]
  call void @NRT_decref(ptr %.53.sroa.0.03748)
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.else.endif.endif.if.endif.if, %entry.endif.endif.endif.thread
  %.25.sroa.0.029 = phi ptr [ %.27, %entry.endif.endif.endif.thread ], [ %.69, %entry.endif.endif.else.endif.endif.if.endif.if ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.331, i8 0, i64 16, i1 false)
  %.335 = call i32 @_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.331, ptr nonnull %excinfo, ptr nonnull %.25.sroa.0.029, ptr %.20) #3
  %.336 = load ptr, ptr %excinfo, align 8
  %.345.fca.0.load = load ptr, ptr %.331, align 8
  %sunkaddr64 = getelementptr inbounds i8, ptr %.331, i64 8
  %.345.fca.1.load = load ptr, ptr %sunkaddr64, align 8
  %.5.i22 = getelementptr i8, ptr %.25.sroa.0.029, i64 24
  %.6.i23 = load ptr, ptr %.5.i22, align 8
  %.359 = getelementptr inbounds nuw i8, ptr %.6.i23, i64 16
  %.360 = load i8, ptr %.359, align 1
  %.363 = icmp eq i8 %.360, 0
  br i1 %.363, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !5

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.373 = call i64 @PyList_Size(ptr %.20)
  %sunkaddr65 = getelementptr i8, ptr %.25.sroa.0.029, i64 24
  %.6.i25 = load ptr, ptr %sunkaddr65, align 8
  %.379 = load i64, ptr %.6.i25, align 8
  %.380 = sub i64 %.379, %.373
  %.381 = icmp sgt i64 %.380, -1
  br i1 %.381, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38461 = icmp sgt i64 %.373, 0
  br i1 %.38461, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  br label %for.body.4

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_reset_pyobject_private_data(ptr %.20)
  call void @NRT_decref(ptr nonnull %.25.sroa.0.029)
  %cond = icmp eq i32 %.335, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.422 = call i32 @PyList_SetSlice(ptr %.20, i64 %.379, i64 %.373, ptr null)
  %.42459 = icmp sgt i64 %.379, 0
  br i1 %.42459, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %sunkaddr66 = getelementptr i8, ptr %.25.sroa.0.029, i64 24
  %.6.i27 = load ptr, ptr %sunkaddr66, align 8
  %.446 = getelementptr inbounds nuw i8, ptr %.6.i27, i64 16
  store i8 0, ptr %.446, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4, %for.cond.4.preheader
  %.40263.not = icmp eq i64 %.379, %.373
  br i1 %.40263.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5.preheader

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  %smax = call i64 @llvm.smax.i64(i64 %.380, i64 1)
  %2 = add i64 %.373, 3
  br label %for.body.5

for.body.4:                                       ; preds = %for.body.4.preheader, %for.body.4
  %loop.index.462 = phi i64 [ %.399, %for.body.4 ], [ 0, %for.body.4.preheader ]
  %sunkaddr67 = getelementptr i8, ptr %.25.sroa.0.029, i64 24
  %.6.i29 = load ptr, ptr %sunkaddr67, align 8
  %.390 = getelementptr inbounds nuw i8, ptr %.6.i29, i64 24
  %3 = shl i64 %loop.index.462, 3
  %scevgep59 = getelementptr i8, ptr %.390, i64 %3
  %.392 = load i64, ptr %scevgep59, align 8
  %.395 = call ptr @PyLong_FromLongLong(i64 %.392)
  %.398 = call i32 @PyList_SetItem(ptr %.20, i64 %loop.index.462, ptr %.395)
  %.399 = add nuw nsw i64 %loop.index.462, 1
  %exitcond71.not = icmp eq i64 %.373, %.399
  br i1 %exitcond71.not, label %for.cond.5.preheader, label %for.body.4

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv56 = phi i64 [ %2, %for.body.5.preheader ], [ %lsr.iv.next57, %for.body.5 ]
  %lsr.iv = phi i64 [ %smax, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %sunkaddr68 = getelementptr i8, ptr %.25.sroa.0.029, i64 24
  %.6.i31 = load ptr, ptr %sunkaddr68, align 8
  %4 = shl i64 %lsr.iv56, 3
  %scevgep58 = getelementptr i8, ptr %.6.i31, i64 %4
  %.411 = load i64, ptr %scevgep58, align 8
  %.414 = call ptr @PyLong_FromLongLong(i64 %.411)
  %.417 = call i32 @PyList_Append(ptr %.20, ptr %.414)
  call void @Py_DecRef(ptr %.414)
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %lsr.iv.next57 = add i64 %lsr.iv56, 1
  %exitcond72.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond72.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.660 = phi i64 [ %.439, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %sunkaddr69 = getelementptr i8, ptr %.25.sroa.0.029, i64 24
  %.6.i33 = load ptr, ptr %sunkaddr69, align 8
  %.430 = getelementptr inbounds nuw i8, ptr %.6.i33, i64 24
  %5 = shl i64 %loop.index.660, 3
  %scevgep60 = getelementptr i8, ptr %.430, i64 %5
  %.432 = load i64, ptr %scevgep60, align 8
  %.435 = call ptr @PyLong_FromLongLong(i64 %.432)
  %.438 = call i32 @PyList_SetItem(ptr %.20, i64 %loop.index.660, ptr %.435)
  %.439 = add nuw nsw i64 %loop.index.660, 1
  %exitcond70.not = icmp eq i64 %.379, %.439
  br i1 %exitcond70.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.466.not = icmp eq ptr %.345.fca.1.load, null
  br i1 %.466.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @Py_IncRef(ptr nonnull %.345.fca.1.load)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  %.5.i34 = getelementptr i8, ptr %.345.fca.0.load, i64 24
  %.6.i35 = load ptr, ptr %.5.i34, align 8
  %.475 = load i64, ptr %.6.i35, align 8
  %.476 = call ptr @PyList_New(i64 %.475)
  %.477.not = icmp ne ptr %.476, null
  %.48065 = icmp sgt i64 %.475, 0
  %or.cond = select i1 %.477.not, i1 %.48065, i1 false
  br i1 %or.cond, label %for.body.7.preheader, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, !prof !6

for.body.7.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif.else
  br label %for.body.7

entry.endif.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %for.body.7, %entry.endif.endif.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.endif.endif.if.endif.if
  %.463.0 = phi ptr [ %.345.fca.1.load, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ %.476, %entry.endif.endif.endif.endif.endif.endif.if.endif.else ], [ %.476, %for.body.7 ]
  call void @NRT_decref(ptr %.345.fca.0.load)
  br label %common.ret

for.body.7:                                       ; preds = %for.body.7.preheader, %for.body.7
  %loop.index.766 = phi i64 [ %.495, %for.body.7 ], [ 0, %for.body.7.preheader ]
  %sunkaddr70 = getelementptr i8, ptr %.345.fca.0.load, i64 24
  %.6.i37 = load ptr, ptr %sunkaddr70, align 8
  %.486 = getelementptr inbounds nuw i8, ptr %.6.i37, i64 24
  %6 = shl i64 %loop.index.766, 3
  %scevgep = getelementptr i8, ptr %.486, i64 %6
  %.488 = load i64, ptr %scevgep, align 8
  %.491 = call ptr @PyLong_FromLongLong(i64 %.488)
  %.494 = call i32 @PyList_SetItem(ptr nonnull %.476, i64 %loop.index.766, ptr %.491)
  %.495 = add nuw nsw i64 %loop.index.766, 1
  %exitcond73.not = icmp eq i64 %.475, %.495
  br i1 %exitcond73.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, label %for.body.7

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.506 = load { ptr, i32, ptr, ptr, i32 }, ptr %.336, align 8
  %.507 = extractvalue { ptr, i32, ptr, ptr, i32 } %.506, 4
  %.508 = icmp sgt i32 %.507, 0
  %.511 = extractvalue { ptr, i32, ptr, ptr, i32 } %.506, 0
  %.513 = extractvalue { ptr, i32, ptr, ptr, i32 } %.506, 1
  br i1 %.508, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.514 = sext i32 %.513 to i64
  %.515 = call ptr @PyBytes_FromStringAndSize(ptr %.511, i64 %.514)
  %.516 = load { ptr, i32, ptr, ptr, i32 }, ptr %.336, align 8
  %.517 = extractvalue { ptr, i32, ptr, ptr, i32 } %.516, 2
  %.519 = extractvalue { ptr, i32, ptr, ptr, i32 } %.516, 3
  %.521 = call ptr %.519(ptr %.517)
  %.522 = icmp eq ptr %.521, null
  br i1 %.522, label %entry.endif.endif.endif.e...if.1, label %entry.endif.endif.endif.e...endif.1, !prof !4

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.535 = extractvalue { ptr, i32, ptr, ptr, i32 } %.506, 2
  %.536 = call ptr @numba_unpickle(ptr %.511, i32 %.513, ptr %.535)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.538 = phi ptr [ %.526, %entry.endif.endif.endif.e...endif.1 ], [ %.536, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.539.not = icmp eq ptr %.538, null
  br i1 %.539.not, label %common.ret, label %entry.endif.endif.endif.e...if.2, !prof !4

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif.1:              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.526 = call ptr @numba_runtime_build_excinfo_struct(ptr %.515, ptr nonnull %.521)
  call void @NRT_Free(ptr nonnull %.336)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.538)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i64 @PyList_Size(ptr) local_unnamed_addr

declare ptr @numba_get_pyobject_private_data(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

declare ptr @PyImport_ImportModule(ptr) local_unnamed_addr

declare ptr @PyObject_GetAttrString(ptr, ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyList_GetItem(ptr, i64) local_unnamed_addr

declare ptr @PyObject_CallFunctionObjArgs(ptr, ...) local_unnamed_addr

declare void @PyErr_Format(ptr, ptr, ...) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare void @numba_set_pyobject_private_data(ptr, ptr) local_unnamed_addr

declare void @numba_reset_pyobject_private_data(ptr) local_unnamed_addr

declare i32 @PyList_SetSlice(ptr, i64, i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(ptr, i64, ptr) local_unnamed_addr

declare i32 @PyList_Append(ptr, ptr) local_unnamed_addr

declare void @Py_IncRef(ptr) local_unnamed_addr

declare ptr @PyList_New(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr } @cfunc._ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ ptr, ptr } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr } %.1, 1
  %.7 = call i32 @_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent) #3
  %.8 = load ptr, ptr %excinfo, align 8
  %.17.fca.0.load = load ptr, ptr %.3, align 8
  %.17.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr } undef, ptr %.17.fca.0.load, 0
  %inserted.parent = insertvalue { ptr, ptr } %inserted.meminfo, ptr %.17.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi { ptr, ptr } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.24 ], [ %inserted.parent, %entry ]
  ret { ptr, ptr } %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !4

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr nonnull %.42)
  call void @NRT_Free(ptr nonnull %.8)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.59)
  br label %.24
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr nocapture readonly %arg.iterable.0, ptr nocapture readnone %arg.iterable.1) local_unnamed_addr {
B0.endif.if:
  %.26 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.int64)
  %.27 = icmp eq ptr %.26, null
  br i1 %.27, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !4

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.endif.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.object4, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i = getelementptr i8, ptr %.26, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.39 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 0, ptr %.39, align 8
  %.6.i2 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i2, align 8
  %.6.i4 = load ptr, ptr %.5.i, align 8
  %.51 = getelementptr inbounds nuw i8, ptr %.6.i4, i64 16
  store i8 0, ptr %.51, align 1
  %.6.i6 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i6, align 8
  %.5.i7 = getelementptr i8, ptr %arg.iterable.0, i64 24
  %.6.i8 = load ptr, ptr %.5.i7, align 8
  %.110 = load i64, ptr %.6.i8, align 8
  %.6.i10 = load ptr, ptr %.5.i, align 8
  %.116 = load i64, ptr %.6.i10, align 8
  %.117 = add i64 %.116, %.110
  %.122 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 8
  %.123 = load i64, ptr %.122, align 8
  %.125 = ashr i64 %.123, 2
  %.126 = icmp sgt i64 %.125, %.117
  br i1 %.126, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %const23 = bitcast i64 -1152921504606846976 to i64
  %const21 = bitcast i64 -2305843009213693952 to i64
  %.129 = shl i64 %.117, 3
  %0 = add i64 %.117, %const23
  %.130 = icmp ult i64 %0, %const21
  %.131 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.129, i64 24)
  %.133 = extractvalue { i64, i1 } %.131, 1
  %.134 = or i1 %.130, %.133
  br i1 %.134, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.if.endif, !prof !4

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif
  %1 = icmp slt i64 %.123, %.117
  br i1 %1, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  store ptr @.const.picklebuf.object5, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif:                    ; preds = %B0.endif.endif.endif.if
  %.132 = extractvalue { i64, i1 } %.131, 0
  %.143 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.26, i64 %.132)
  %.144 = icmp eq ptr %.143, null
  br i1 %.144, label %B0.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.if.endif.endif, !prof !4

B0.endif.endif.endif.if.endif.if:                 ; preds = %B0.endif.endif.endif.if.endif
  store ptr @.const.picklebuf.object5, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif.endif:              ; preds = %B0.endif.endif.endif.if.endif
  %sunkaddr = getelementptr i8, ptr %.26, i64 24
  %.6.i12 = load ptr, ptr %sunkaddr, align 8
  %.155 = getelementptr inbounds nuw i8, ptr %.6.i12, i64 8
  store i64 %.117, ptr %.155, align 8
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %const22 = bitcast i64 -1152921504606846976 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.159 = ashr i64 %.117, 2
  %.160 = add i64 %.159, %.117
  %.161 = add i64 %.160, 8
  %.163 = shl i64 %.161, 3
  %const_mat = add i64 %const22, 8
  %2 = add i64 %.160, %const_mat
  %.164 = icmp ult i64 %2, %const
  %.165 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.163, i64 24)
  %.167 = extractvalue { i64, i1 } %.165, 1
  %.168 = or i1 %.164, %.167
  br i1 %.168, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.if.endif, !prof !4

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif.endif
  %sunkaddr24 = getelementptr i8, ptr %.26, i64 24
  %.6.i14 = load ptr, ptr %sunkaddr24, align 8
  store i64 %.117, ptr %.6.i14, align 8
  %.6.i16 = load ptr, ptr %sunkaddr24, align 8
  store i64 %.117, ptr %.6.i16, align 8
  %.22816 = icmp sgt i64 %.110, 0
  br i1 %.22816, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %xtraiter = and i64 %.110, 3
  %3 = icmp samesign ult i64 %.110, 4
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %4 = shl i64 %.116, 3
  %5 = lshr i64 %.110, 2
  %6 = trunc i64 %5 to i61
  %7 = zext i61 %6 to i64
  %8 = mul nsw i64 %7, -4
  br label %for.body

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.object5, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.if.endif:              ; preds = %B0.endif.endif.endif.endif.if
  %.166 = extractvalue { i64, i1 } %.165, 0
  %.177 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.26, i64 %.166)
  %.178 = icmp eq ptr %.177, null
  br i1 %.178, label %B0.endif.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.endif.if.endif.endif, !prof !4

B0.endif.endif.endif.endif.if.endif.if:           ; preds = %B0.endif.endif.endif.endif.if.endif
  store ptr @.const.picklebuf.object5, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.if.endif.endif:        ; preds = %B0.endif.endif.endif.endif.if.endif
  %sunkaddr25 = getelementptr i8, ptr %.26, i64 24
  %.6.i18 = load ptr, ptr %sunkaddr25, align 8
  %.189 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 8
  store i64 %.161, ptr %.189, align 8
  %.6.i20 = load ptr, ptr %sunkaddr25, align 8
  %.196 = load i64, ptr %.6.i20, align 8
  %.201 = getelementptr inbounds nuw i8, ptr %.6.i20, i64 24
  %.202.idx = shl i64 %.196, 3
  %.202 = getelementptr i8, ptr %.201, i64 %.202.idx
  %9 = sub i64 %.161, %.196
  %gepdiff = shl i64 %9, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.202, i8 0, i64 %gepdiff, i1 false)
  br label %B0.endif.endif.endif.endif.endif

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %lsr.iv1 = phi i64 [ %lsr.iv.next2, %for.body ], [ 3, %for.body.preheader.new ]
  %sunkaddr26 = getelementptr i8, ptr %arg.iterable.0, i64 24
  %.6.i22 = load ptr, ptr %sunkaddr26, align 8
  %10 = shl i64 %lsr.iv1, 3
  %scevgep20 = getelementptr i8, ptr %.6.i22, i64 %10
  %.236 = load i64, ptr %scevgep20, align 8
  %sunkaddr27 = getelementptr i8, ptr %.26, i64 24
  %.6.i24 = load ptr, ptr %sunkaddr27, align 8
  %scevgep18 = getelementptr i8, ptr %.6.i24, i64 %4
  %11 = shl i64 %lsr.iv1, 3
  %scevgep19 = getelementptr i8, ptr %scevgep18, i64 %11
  store i64 %.236, ptr %scevgep19, align 8
  %.6.i22.1 = load ptr, ptr %sunkaddr26, align 8
  %12 = shl i64 %lsr.iv1, 3
  %scevgep16 = getelementptr i8, ptr %.6.i22.1, i64 %12
  %scevgep17 = getelementptr i8, ptr %scevgep16, i64 8
  %.236.1 = load i64, ptr %scevgep17, align 8
  %.6.i24.1 = load ptr, ptr %sunkaddr27, align 8
  %scevgep13 = getelementptr i8, ptr %.6.i24.1, i64 %4
  %13 = shl i64 %lsr.iv1, 3
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 %13
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 8
  store i64 %.236.1, ptr %scevgep15, align 8
  %.6.i22.2 = load ptr, ptr %sunkaddr26, align 8
  %14 = shl i64 %lsr.iv1, 3
  %scevgep11 = getelementptr i8, ptr %.6.i22.2, i64 %14
  %scevgep12 = getelementptr i8, ptr %scevgep11, i64 16
  %.236.2 = load i64, ptr %scevgep12, align 8
  %.6.i24.2 = load ptr, ptr %sunkaddr27, align 8
  %scevgep8 = getelementptr i8, ptr %.6.i24.2, i64 %4
  %15 = shl i64 %lsr.iv1, 3
  %scevgep9 = getelementptr i8, ptr %scevgep8, i64 %15
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 16
  store i64 %.236.2, ptr %scevgep10, align 8
  %.6.i22.3 = load ptr, ptr %sunkaddr26, align 8
  %16 = shl i64 %lsr.iv1, 3
  %scevgep6 = getelementptr i8, ptr %.6.i22.3, i64 %16
  %scevgep7 = getelementptr i8, ptr %scevgep6, i64 24
  %.236.3 = load i64, ptr %scevgep7, align 8
  %.6.i24.3 = load ptr, ptr %sunkaddr27, align 8
  %scevgep3 = getelementptr i8, ptr %.6.i24.3, i64 %4
  %17 = shl i64 %lsr.iv1, 3
  %scevgep4 = getelementptr i8, ptr %scevgep3, i64 %17
  %scevgep5 = getelementptr i8, ptr %scevgep4, i64 24
  store i64 %.236.3, ptr %scevgep5, align 8
  %lsr.iv.next2 = add nuw nsw i64 %lsr.iv1, 4
  %18 = add i64 %8, %lsr.iv.next2
  %niter.ncmp.3 = icmp eq i64 %18, 3
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index17.unr = phi i64 [ 3, %for.body.preheader ], [ %lsr.iv.next2, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  %19 = shl i64 %.116, 3
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %lsr.iv27 = phi i64 [ %xtraiter, %for.body.epil.preheader ], [ %lsr.iv.next28, %for.body.epil ]
  %lsr.iv = phi i64 [ %loop.index17.unr, %for.body.epil.preheader ], [ %lsr.iv.next, %for.body.epil ]
  %sunkaddr28 = getelementptr i8, ptr %arg.iterable.0, i64 24
  %.6.i22.epil = load ptr, ptr %sunkaddr28, align 8
  %20 = shl i64 %lsr.iv, 3
  %scevgep26 = getelementptr i8, ptr %.6.i22.epil, i64 %20
  %.236.epil = load i64, ptr %scevgep26, align 8
  %sunkaddr29 = getelementptr i8, ptr %.26, i64 24
  %.6.i24.epil = load ptr, ptr %sunkaddr29, align 8
  %scevgep = getelementptr i8, ptr %.6.i24.epil, i64 %19
  %scevgep25 = getelementptr i8, ptr %scevgep, i64 %20
  store i64 %.236.epil, ptr %scevgep25, align 8
  %lsr.iv.next = add nuw i64 %lsr.iv, 1
  %lsr.iv.next28 = add nsw i64 %lsr.iv27, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next28, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !7

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  store ptr %.26, ptr %retptr, align 8
  %retptr.repack14 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack14, align 8
  br label %common.ret
}

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !4

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !1, !1}

!0 = !{ptr @_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{ptr @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{i1 true}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!"branch_weights", i32 2126008812, i32 21474836}
!6 = !{!"branch_weights", i32 99, i32 101}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
