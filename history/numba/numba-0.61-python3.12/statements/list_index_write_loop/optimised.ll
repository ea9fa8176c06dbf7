; ModuleID = 'list_index_write_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('getitem out of range',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_index_write_loop = internal constant [22 x i8] c"list_index_write_loop\00"
@_ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.xs.0, i8* nocapture readnone %arg.xs.1) local_unnamed_addr {
entry:
  %.7 = alloca { i8*, i8* }, align 8
  %.fca.0.gep45 = bitcast { i8*, i8* }* %.7 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.7, i64 0, i32 1
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.xs.0)
  %0 = bitcast { i8*, i8* }* %.7 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.11 = call i32 @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* nonnull %.7, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.xs.0, i8* %arg.xs.1)
  %.21.fca.0.load = load i8*, i8** %.fca.0.gep45, align 8
  %.21.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  switch i32 %.11, label %B0.if [
    i32 -2, label %B0.endif.endif
    i32 0, label %B0.endif.endif
  ]

B72:                                              ; preds = %B72.preheader, %B72.endif.endif.endif
  %lsr.iv = phi i64 [ 0, %B72.preheader ], [ %lsr.iv.next, %B72.endif.endif.endif ]
  %1 = add i64 %lsr.iv, 1
  %sunkaddr = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %2 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i24 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.17846 = bitcast { i64, i64, i8, i64 }* %.6.i24 to i64*
  %.179 = load i64, i64* %.17846, align 8
  %.189.not = icmp slt i64 %1, %.179
  br i1 %.189.not, label %B72.endif.endif.endif, label %B72.if, !prof !2

common.ret:                                       ; preds = %B0.if, %B72.if, %B110
  %common.ret.op = phi i32 [ 0, %B110 ], [ 1, %B72.if ], [ %.11, %B0.if ]
  ret i32 %common.ret.op

B110:                                             ; preds = %B72.endif.endif.endif, %B0.endif.endif
  %retptr.repack47 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.21.fca.0.load, i8** %retptr.repack47, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* %.21.fca.1.load, i8** %retptr.repack22, align 8
  br label %common.ret

B0.if:                                            ; preds = %entry
  %.19 = icmp sgt i32 %.11, 0
  %.12 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.20 = select i1 %.19, { i8*, i32, i8*, i8*, i32 }* %.12, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.20, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %entry, %entry
  tail call void @NRT_decref(i8* %arg.xs.0)
  %.5.i17 = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %3 = bitcast i8* %.5.i17 to { i64, i64, i8, i64 }**
  %.6.i1821 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.4948 = bitcast { i64, i64, i8, i64 }* %.6.i1821 to i64*
  %.50 = load i64, i64* %.4948, align 8
  %.87 = add i64 %.50, -1
  %.13035.not = icmp slt i64 %.87, 1
  br i1 %.13035.not, label %B110, label %B72.preheader

B72.preheader:                                    ; preds = %B0.endif.endif
  br label %B72

B72.if:                                           ; preds = %B72
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B72.endif.endif.endif:                            ; preds = %B72
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i24, i64 1
  %scevgep38 = bitcast { i64, i64, i8, i64 }* %scevgep to i8*
  %4 = shl i64 %lsr.iv, 3
  %uglygep = getelementptr i8, i8* %scevgep38, i64 %4
  %uglygep39 = bitcast i8* %uglygep to i64*
  %.203 = load i64, i64* %uglygep39, align 8
  %scevgep40 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i24, i64 1
  %scevgep4041 = bitcast { i64, i64, i8, i64 }* %scevgep40 to i8*
  %5 = shl i64 %lsr.iv, 3
  %uglygep42 = getelementptr i8, i8* %scevgep4041, i64 %5
  %uglygep4243 = bitcast i8* %uglygep42 to i64*
  %scevgep44 = getelementptr i64, i64* %uglygep4243, i64 -1
  %.240 = load i64, i64* %scevgep44, align 8
  %.241 = add nsw i64 %.240, %.203
  store i64 %.241, i64* %uglygep39, align 8
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.87, %lsr.iv.next
  br i1 %exitcond.not, label %B110, label %B72
}

define i8* @_ZN7cpython5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.const.list_index_write_loop, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...if.3, %entry.endif.endif.endif.e...endif.3.endif, %entry, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.463.0, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.3.endif ], [ null, %entry.endif.endif.endif.e...if.3 ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([166 x i8], [166 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e", i64 0, i64 0))
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
  %.6.i70 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.43122 = bitcast { i64, i64, i8, i64 }* %.6.i70 to i64*
  store i64 %.21, i64* %.43122, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.56 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.21, i64 8)
  %.57 = extractvalue { i64, i1 } %.56, 0
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.58 = extractvalue { i64, i1 } %.56, 1
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.if, !prof !4

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.else.endif.if, %entry.endif.endif.else, %entry.endif.endif.else.endif.endif.endif.thread85.critedge
  %.53.sroa.0.07884 = phi i8* [ %.69, %entry.endif.endif.else.endif.endif.endif.thread85.critedge ], [ null, %entry.endif.endif.else ], [ null, %entry.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.53.sroa.0.07884)
  br label %common.ret

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.60, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.70 = icmp eq i8* %.69, null
  br i1 %.70, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if, !prof !4

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i1 = getelementptr i8, i8* %.69, i64 24
  %1 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i265 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.82 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i265, i64 0, i32 1
  store i64 %.21, i64* %.82, align 8
  %.6.i666 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.88123 = bitcast { i64, i64, i8, i64 }* %.6.i666 to i64*
  store i64 0, i64* %.88123, align 8
  %.6.i1867 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.94 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1867, i64 0, i32 2
  store i8 0, i8* %.94, align 1
  %.6.i2668 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.107 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2668, i64 0, i32 3
  %.114.idx = shl nsw i64 %.21, 3
  %.118 = bitcast i64* %.107 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.118, i8 0, i64 %.114.idx, i1 false)
  %.6.i3661 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.128124 = bitcast { i64, i64, i8, i64 }* %.6.i3661 to i64*
  store i64 %.21, i64* %.128124, align 8
  %.130 = icmp sgt i64 %.21, 0
  br i1 %.130, label %for.body.lr.ph, label %entry.endif.endif.else.endif.endif.endif, !prof !2

entry.endif.endif.else.endif.endif.endif:         ; preds = %entry.endif.endif.else.endif.endif.if.endif, %entry.endif.endif.else.endif.endif.if
  %2 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @numba_set_pyobject_private_data(i8* %.20, i8* nonnull %.69)
  %sunkaddr = getelementptr i8, i8* %.69, i64 24
  %3 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i2862 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.207 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2862, i64 0, i32 2
  store i8 0, i8* %.207, align 1
  br label %entry.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call i8* @PyImport_ImportModule(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.133 = call i8* @PyObject_GetAttrString(i8* %.132, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.132)
  %.135 = call i8* @PyList_GetItem(i8* %.20, i64 0)
  %.136 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.135, i8* null)
  br label %for.body

entry.endif.endif.else.endif.endif.if.endif:      ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  br label %entry.endif.endif.else.endif.endif.endif

entry.endif.endif.else.endif.endif.endif.thread85.critedge: ; preds = %for.body.endif.endif.endif, %for.body, %for.body.endif.if
  %4 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  %.6.i286287 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.20788 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i286287, i64 0, i32 2
  store i8 0, i8* %.20788, align 1
  br label %entry.endif.endif.endif

for.body:                                         ; preds = %for.body.lr.ph, %for.body.endif.endif.endif.endif
  %loop.index52 = phi i64 [ 0, %for.body.lr.ph ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.051 = phi i64 [ 0, %for.body.lr.ph ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call i8* @PyList_GetItem(i8* %.20, i64 %loop.index52)
  %.141 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.140, i8* null)
  %.142 = icmp eq i8* %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.endif.thread85.critedge, label %for.body.endif, !prof !4

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq i8* %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !2

for.body.endif.if:                                ; preds = %for.body.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.136, i8* nonnull %.141)
  call void @Py_DecRef(i8* nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.endif.thread85.critedge

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(i8* nonnull %.136)
  %.155 = call i8* @PyNumber_Long(i8* %.140)
  %.156.not = icmp eq i8* %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !4

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(i8* nonnull %.155)
  call void @Py_DecRef(i8* nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.051, %for.body.endif.endif ]
  %.163 = call i8* @PyErr_Occurred()
  %.164.not = icmp eq i8* %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.endif.thread85.critedge, !prof !2

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %5 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i3263 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %scevgep119 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3263, i64 0, i32 3
  %scevgep120 = getelementptr i64, i64* %scevgep119, i64 %loop.index52
  store i64 %.153.1, i64* %scevgep120, align 8
  %.6.i3064 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.186 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3064, i64 0, i32 2
  store i8 1, i8* %.186, align 1
  %.189 = add nuw nsw i64 %loop.index52, 1
  %exitcond99.not = icmp eq i64 %.21, %.189
  br i1 %exitcond99.not, label %entry.endif.endif.else.endif.endif.if.endif, label %for.body, !prof !5

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.if, %entry.endif.endif.else.endif.endif.endif
  %.pre-phi = phi { i64, i64, i8, i64 }** [ %0, %entry.endif.endif.if ], [ %2, %entry.endif.endif.else.endif.endif.endif ]
  %.25.sroa.0.0.ph = phi i8* [ %.27, %entry.endif.endif.if ], [ %.69, %entry.endif.endif.else.endif.endif.endif ]
  %6 = bitcast { i8*, i8* }* %.331 to i8**
  %7 = bitcast { i8*, i8* }* %.331 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %.335 = call i32 @_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* nonnull %.331, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* nonnull %.25.sroa.0.0.ph, i8* %.20) #3
  %.336 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.343 = icmp sgt i32 %.335, 0
  %.344 = select i1 %.343, { i8*, i32, i8*, i8*, i32 }* %.336, { i8*, i32, i8*, i8*, i32 }* undef
  %.345.fca.0.load = load i8*, i8** %6, align 8
  %8 = bitcast { i8*, i8* }* %.331 to i8*
  %sunkaddr125 = getelementptr inbounds i8, i8* %8, i64 8
  %9 = bitcast i8* %sunkaddr125 to i8**
  %.345.fca.1.load = load i8*, i8** %9, align 8
  %sunkaddr126 = getelementptr i8, i8* %.25.sroa.0.0.ph, i64 24
  %10 = bitcast i8* %sunkaddr126 to { i64, i64, i8, i64 }**
  %.6.i2253 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.359 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2253, i64 0, i32 2
  %.360 = load i8, i8* %.359, align 1
  %.363 = icmp eq i8 %.360, 0
  br i1 %.363, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !2

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.373 = call i64 @PyList_Size(i8* %.20)
  %.6.i2056 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.378127 = bitcast { i64, i64, i8, i64 }* %.6.i2056 to i64*
  %.379 = load i64, i64* %.378127, align 8
  %.380 = sub i64 %.379, %.373
  %.381 = icmp sgt i64 %.380, -1
  br i1 %.381, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38446 = icmp sgt i64 %.373, 0
  br i1 %.38446, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  br label %for.body.4

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif
  call void @numba_reset_pyobject_private_data(i8* %.20)
  call void @NRT_decref(i8* nonnull %.25.sroa.0.0.ph)
  switch i32 %.335, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.422 = call i32 @PyList_SetSlice(i8* %.20, i64 %.379, i64 %.373, i8* null)
  %.42448 = icmp sgt i64 %.379, 0
  br i1 %.42448, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %.6.i1657 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.446 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1657, i64 0, i32 2
  store i8 0, i8* %.446, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4, %for.cond.4.preheader
  %.40244 = icmp sgt i64 %.380, 0
  br i1 %.40244, label %for.body.5.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  br label %for.body.5

for.body.4:                                       ; preds = %for.body.4.preheader, %for.body.4
  %loop.index.447 = phi i64 [ %.399, %for.body.4 ], [ 0, %for.body.4.preheader ]
  %.6.i1460 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep115 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1460, i64 0, i32 3
  %scevgep116 = getelementptr i64, i64* %scevgep115, i64 %loop.index.447
  %.392 = load i64, i64* %scevgep116, align 8
  %.395 = call i8* @PyLong_FromLongLong(i64 %.392)
  %.398 = call i32 @PyList_SetItem(i8* %.20, i64 %loop.index.447, i8* %.395)
  %.399 = add nuw nsw i64 %loop.index.447, 1
  %exitcond97.not = icmp eq i64 %.373, %.399
  br i1 %exitcond97.not, label %for.cond.5.preheader, label %for.body.4

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv = phi i64 [ %.373, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %.6.i1259 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep113 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1259, i64 0, i32 3
  %scevgep114 = getelementptr i64, i64* %scevgep113, i64 %lsr.iv
  %.411 = load i64, i64* %scevgep114, align 8
  %.414 = call i8* @PyLong_FromLongLong(i64 %.411)
  %.417 = call i32 @PyList_Append(i8* %.20, i8* %.414)
  call void @Py_DecRef(i8* %.414)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond96.not = icmp eq i64 %.379, %lsr.iv.next
  br i1 %exitcond96.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.649 = phi i64 [ %.439, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %.6.i1058 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep117 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1058, i64 0, i32 3
  %scevgep118 = getelementptr i64, i64* %scevgep117, i64 %loop.index.649
  %.432 = load i64, i64* %scevgep118, align 8
  %.435 = call i8* @PyLong_FromLongLong(i64 %.432)
  %.438 = call i32 @PyList_SetItem(i8* %.20, i64 %loop.index.649, i8* %.435)
  %.439 = add nuw nsw i64 %loop.index.649, 1
  %exitcond98.not = icmp eq i64 %.379, %.439
  br i1 %exitcond98.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %11 = icmp sgt i32 %.335, 0
  br i1 %11, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.466.not = icmp eq i8* %.345.fca.1.load, null
  br i1 %.466.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @Py_IncRef(i8* nonnull %.345.fca.1.load)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  %.5.i7 = getelementptr i8, i8* %.345.fca.0.load, i64 24
  %12 = bitcast i8* %.5.i7 to { i64, i64, i8, i64 }**
  %.6.i854 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %.474128 = bitcast { i64, i64, i8, i64 }* %.6.i854 to i64*
  %.475 = load i64, i64* %.474128, align 8
  %.476 = call i8* @PyList_New(i64 %.475)
  %.477.not = icmp eq i8* %.476, null
  br i1 %.477.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, label %for.cond.7.preheader, !prof !4

for.cond.7.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif.else
  %.48042 = icmp sgt i64 %.475, 0
  br i1 %.48042, label %for.body.7.preheader, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

for.body.7.preheader:                             ; preds = %for.cond.7.preheader
  br label %for.body.7

entry.endif.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %for.body.7, %entry.endif.endif.endif.endif.endif.endif.if.endif.else, %for.cond.7.preheader, %entry.endif.endif.endif.endif.endif.endif.if.endif.if
  %.463.0 = phi i8* [ %.345.fca.1.load, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ %.476, %for.cond.7.preheader ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.else ], [ %.476, %for.body.7 ]
  call void @NRT_decref(i8* %.345.fca.0.load)
  br label %common.ret

for.body.7:                                       ; preds = %for.body.7.preheader, %for.body.7
  %loop.index.743 = phi i64 [ %.495, %for.body.7 ], [ 0, %for.body.7.preheader ]
  %sunkaddr129 = getelementptr i8, i8* %.345.fca.0.load, i64 24
  %13 = bitcast i8* %sunkaddr129 to { i64, i64, i8, i64 }**
  %.6.i455 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i455, i64 0, i32 3
  %scevgep112 = getelementptr i64, i64* %scevgep, i64 %loop.index.743
  %.488 = load i64, i64* %scevgep112, align 8
  %.491 = call i8* @PyLong_FromLongLong(i64 %.488)
  %.494 = call i32 @PyList_SetItem(i8* nonnull %.476, i64 %loop.index.743, i8* %.491)
  %.495 = add nuw nsw i64 %loop.index.743, 1
  %exitcond.not = icmp eq i64 %.475, %.495
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, label %for.body.7

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.506 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.507 = extractvalue { i8*, i32, i8*, i8*, i32 } %.506, 4
  %.508 = icmp sgt i32 %.507, 0
  %.511 = extractvalue { i8*, i32, i8*, i8*, i32 } %.506, 0
  %.513 = extractvalue { i8*, i32, i8*, i8*, i32 } %.506, 1
  br i1 %.508, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.335, label %entry.endif.endif.endif.e...endif.3.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.3
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.514 = sext i32 %.513 to i64
  %.515 = call i8* @PyBytes_FromStringAndSize(i8* %.511, i64 %.514)
  %.516 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.517 = extractvalue { i8*, i32, i8*, i8*, i32 } %.516, 2
  %.519 = extractvalue { i8*, i32, i8*, i8*, i32 } %.516, 3
  %.520 = bitcast i8* %.519 to i8* (i8*)*
  %.521 = call i8* %.520(i8* %.517)
  %.522 = icmp eq i8* %.521, null
  br i1 %.522, label %entry.endif.endif.endif.e...if.1, label %entry.endif.endif.endif.e...endif.1, !prof !4

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.535 = extractvalue { i8*, i32, i8*, i8*, i32 } %.506, 2
  %.536 = call i8* @numba_unpickle(i8* %.511, i32 %.513, i8* %.535)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.538 = phi i8* [ %.526, %entry.endif.endif.endif.e...endif.1 ], [ %.536, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.539.not = icmp eq i8* %.538, null
  br i1 %.539.not, label %common.ret, label %entry.endif.endif.endif.e...if.2, !prof !4

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif.1:              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.526 = call i8* @numba_runtime_build_excinfo_struct(i8* %.515, i8* nonnull %.521)
  %.527 = bitcast { i8*, i32, i8*, i8*, i32 }* %.344 to i8*
  call void @NRT_Free(i8* nonnull %.527)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.538)
  br label %common.ret

entry.endif.endif.endif.e...if.3:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.3.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i64 @PyList_Size(i8*) local_unnamed_addr

declare i8* @numba_get_pyobject_private_data(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i8* @PyImport_ImportModule(i8*) local_unnamed_addr

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

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyList_New(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8* } %.1, 0
  %extracted.parent = extractvalue { i8*, i8* } %.1, 1
  %.7 = call i32 @_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent) #3
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.17.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { i8*, i8* } undef, i8* %.17.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8* } %inserted.meminfo, i8* %.17.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  switch i32 %.7, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.24 ], [ %inserted.parent, %entry ], [ %inserted.parent, %entry ]
  ret { i8*, i8* } %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.7, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !4

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.16 to i8*
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

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readonly %arg.iterable.0, i8* nocapture readnone %arg.iterable.1) local_unnamed_addr {
B0.endif.if:
  %.26 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.27 = icmp eq i8* %.26, null
  br i1 %.27, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !4

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.endif.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object4, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i = getelementptr i8, i8* %.26, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i56 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.39 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i56, i64 0, i32 1
  store i64 0, i64* %.39, align 8
  %1 = bitcast i8* %.5.i to i64**
  %.6.i2571 = load i64*, i64** %1, align 8
  store i64 0, i64* %.6.i2571, align 8
  %.6.i3858 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.51 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3858, i64 0, i32 2
  store i8 0, i8* %.51, align 1
  %.6.i30412 = load i64*, i64** %1, align 8
  store i64 0, i64* %.6.i30412, align 8
  %.5.i27 = getelementptr i8, i8* %arg.iterable.0, i64 24
  %2 = bitcast i8* %.5.i27 to i64**
  %.6.i28423 = load i64*, i64** %2, align 8
  %.110 = load i64, i64* %.6.i28423, align 8
  %.6.i2643 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.1158044 = bitcast { i64, i64, i8, i64 }* %.6.i2643 to i64*
  %.116 = load i64, i64* %.1158044, align 8
  %.117 = add i64 %.116, %.110
  %.122 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2643, i64 0, i32 1
  %.123 = load i64, i64* %.122, align 8
  %.125 = ashr i64 %.123, 2
  %.126 = icmp sgt i64 %.125, %.117
  br i1 %.126, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.128 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.117, i64 8)
  %.129 = extractvalue { i64, i1 } %.128, 0
  %.130 = extractvalue { i64, i1 } %.128, 1
  %.131 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.129, i64 24)
  %.133 = extractvalue { i64, i1 } %.131, 1
  %.134 = or i1 %.130, %.133
  br i1 %.134, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.if.endif, !prof !4

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif
  %3 = icmp slt i64 %.123, %.117
  br i1 %3, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif:                    ; preds = %B0.endif.endif.endif.if
  %.132 = extractvalue { i64, i1 } %.131, 0
  %.143 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.26, i64 %.132)
  %.144 = icmp eq i8* %.143, null
  br i1 %.144, label %B0.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.if.endif.endif, !prof !4

B0.endif.endif.endif.if.endif.if:                 ; preds = %B0.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif.endif:              ; preds = %B0.endif.endif.endif.if.endif
  %sunkaddr = getelementptr i8, i8* %.26, i64 24
  %4 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i2255 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.155 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2255, i64 0, i32 1
  store i64 %.117, i64* %.155, align 8
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.159 = ashr i64 %.117, 2
  %.160 = add i64 %.117, 8
  %.161 = add i64 %.160, %.159
  %.162 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.161, i64 8)
  %.163 = extractvalue { i64, i1 } %.162, 0
  %.164 = extractvalue { i64, i1 } %.162, 1
  %.165 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.163, i64 24)
  %.167 = extractvalue { i64, i1 } %.165, 1
  %.168 = or i1 %.164, %.167
  br i1 %.168, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.if.endif, !prof !4

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif.endif
  %sunkaddr45 = getelementptr i8, i8* %.26, i64 24
  %5 = bitcast i8* %sunkaddr45 to i64**
  %.6.i20454 = load i64*, i64** %5, align 8
  store i64 %.117, i64* %.6.i20454, align 8
  %.6.i18465 = load i64*, i64** %5, align 8
  store i64 %.117, i64* %.6.i18465, align 8
  %.22839 = icmp sgt i64 %.110, 0
  br i1 %.22839, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %6 = icmp eq i64 %.110, 1
  br i1 %6, label %for.body.epil, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %.110, -2
  %7 = shl i64 %.116, 3
  %8 = add i64 %unroll_iter, -2
  %9 = lshr exact i64 %8, 1
  %10 = add nuw i64 %9, 1
  %11 = icmp eq i64 %8, 0
  br i1 %11, label %for.end.loopexit.unr-lcssa.unr-lcssa, label %for.body.preheader.new.new

for.body.preheader.new.new:                       ; preds = %for.body.preheader.new
  %unroll_iter15 = and i64 %10, -2
  br label %for.body

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.if.endif:              ; preds = %B0.endif.endif.endif.endif.if
  %.166 = extractvalue { i64, i1 } %.165, 0
  %.177 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.26, i64 %.166)
  %.178 = icmp eq i8* %.177, null
  br i1 %.178, label %B0.endif.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.endif.if.endif.endif, !prof !4

B0.endif.endif.endif.endif.if.endif.if:           ; preds = %B0.endif.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.if.endif.endif:        ; preds = %B0.endif.endif.endif.endif.if.endif
  %sunkaddr46 = getelementptr i8, i8* %.26, i64 24
  %12 = bitcast i8* %sunkaddr46 to { i64, i64, i8, i64 }**
  %.6.i1651 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %.189 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1651, i64 0, i32 1
  store i64 %.161, i64* %.189, align 8
  %.6.i1452 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %.1958547 = bitcast { i64, i64, i8, i64 }* %.6.i1452 to i64*
  %.196 = load i64, i64* %.1958547, align 8
  %.201 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1452, i64 0, i32 3
  %.202 = getelementptr i64, i64* %.201, i64 %.196
  %.208 = getelementptr i64, i64* %.201, i64 %.161
  %.209 = ptrtoint i64* %.208 to i64
  %.210 = ptrtoint i64* %.202 to i64
  %.211 = sub i64 %.209, %.210
  %.212 = bitcast i64* %.202 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.212, i8 0, i64 %.211, i1 false)
  br label %B0.endif.endif.endif.endif.endif

for.body:                                         ; preds = %for.body, %for.body.preheader.new.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body ], [ %unroll_iter15, %for.body.preheader.new.new ]
  %loop.index40 = phi i64 [ 0, %for.body.preheader.new.new ], [ %.252.1.1, %for.body ]
  %sunkaddr48 = getelementptr i8, i8* %arg.iterable.0, i64 24
  %13 = bitcast i8* %sunkaddr48 to { i64, i64, i8, i64 }**
  %.6.i849 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep42 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849, i64 0, i32 3
  %scevgep43 = getelementptr i64, i64* %scevgep42, i64 %loop.index40
  %.236 = load i64, i64* %scevgep43, align 8
  %sunkaddr49 = getelementptr i8, i8* %.26, i64 24
  %14 = bitcast i8* %sunkaddr49 to { i64, i64, i8, i64 }**
  %.6.i450 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %scevgep35 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450, i64 0, i32 3
  %scevgep3536 = bitcast i64* %scevgep35 to i8*
  %uglygep37 = getelementptr i8, i8* %scevgep3536, i64 %7
  %15 = shl i64 %loop.index40, 3
  %scevgep38 = getelementptr i8, i8* %uglygep37, i64 %15
  %scevgep3839 = bitcast i8* %scevgep38 to i64*
  store i64 %.236, i64* %scevgep3839, align 8
  %.6.i849.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.1, i64 1
  %scevgep63 = bitcast { i64, i64, i8, i64 }* %scevgep to i8*
  %16 = shl i64 %loop.index40, 3
  %uglygep = getelementptr i8, i8* %scevgep63, i64 %16
  %uglygep64 = bitcast i8* %uglygep to i64*
  %.236.1 = load i64, i64* %uglygep64, align 8
  %.6.i450.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %scevgep65 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.1, i64 1
  %scevgep6566 = bitcast { i64, i64, i8, i64 }* %scevgep65 to i8*
  %uglygep67 = getelementptr i8, i8* %scevgep6566, i64 %7
  %17 = shl i64 %loop.index40, 3
  %scevgep40 = getelementptr i8, i8* %uglygep67, i64 %17
  %scevgep4041 = bitcast i8* %scevgep40 to i64*
  store i64 %.236.1, i64* %scevgep4041, align 8
  %.6.i849.116 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep21 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.116, i64 1, i32 1
  %scevgep22 = getelementptr i64, i64* %scevgep21, i64 %loop.index40
  %.236.117 = load i64, i64* %scevgep22, align 8
  %.6.i450.118 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %scevgep23 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.118, i64 1, i32 1
  %scevgep2324 = bitcast i64* %scevgep23 to i8*
  %uglygep25 = getelementptr i8, i8* %scevgep2324, i64 %7
  %18 = shl i64 %loop.index40, 3
  %scevgep26 = getelementptr i8, i8* %uglygep25, i64 %18
  %scevgep2627 = bitcast i8* %scevgep26 to i64*
  store i64 %.236.117, i64* %scevgep2627, align 8
  %.6.i849.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep32 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.1.1, i64 1, i32 2
  %19 = shl i64 %loop.index40, 3
  %scevgep33 = getelementptr i8, i8* %scevgep32, i64 %19
  %scevgep3334 = bitcast i8* %scevgep33 to i64*
  %.236.1.1 = load i64, i64* %scevgep3334, align 8
  %.6.i450.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %scevgep28 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.1.1, i64 1, i32 2
  %scevgep29 = getelementptr i8, i8* %scevgep28, i64 %7
  %20 = shl i64 %loop.index40, 3
  %scevgep30 = getelementptr i8, i8* %scevgep29, i64 %20
  %scevgep3031 = bitcast i8* %scevgep30 to i64*
  store i64 %.236.1.1, i64* %scevgep3031, align 8
  %.252.1.1 = add i64 %loop.index40, 4
  %lsr.iv.next = add i64 %lsr.iv, -2
  %niter.ncmp.119 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.119, label %for.end.loopexit.unr-lcssa.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa.unr-lcssa:             ; preds = %for.body, %for.body.preheader.new
  %loop.index40.unr = phi i64 [ 0, %for.body.preheader.new ], [ %.252.1.1, %for.body ]
  %21 = and i64 %10, 1
  %lcmp.mod.not20 = icmp eq i64 %21, 0
  br i1 %lcmp.mod.not20, label %for.end.loopexit.unr-lcssa, label %for.body.epil11

for.body.epil11:                                  ; preds = %for.end.loopexit.unr-lcssa.unr-lcssa
  %sunkaddr50 = getelementptr i8, i8* %arg.iterable.0, i64 24
  %22 = bitcast i8* %sunkaddr50 to { i64, i64, i8, i64 }**
  %.6.i849.epil12 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %22, align 8
  %scevgep70.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.epil12, i64 0, i32 3
  %scevgep71.epil = getelementptr i64, i64* %scevgep70.epil, i64 %loop.index40.unr
  %.236.epil13 = load i64, i64* %scevgep71.epil, align 8
  %sunkaddr51 = getelementptr i8, i8* %.26, i64 24
  %23 = bitcast i8* %sunkaddr51 to { i64, i64, i8, i64 }**
  %.6.i450.epil14 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %23, align 8
  %scevgep72.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.epil14, i64 0, i32 3
  %uglygep746.epil = getelementptr i64, i64* %scevgep72.epil, i64 %.116
  %scevgep757.epil = getelementptr i64, i64* %uglygep746.epil, i64 %loop.index40.unr
  store i64 %.236.epil13, i64* %scevgep757.epil, align 8
  %.6.i849.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %22, align 8
  %scevgep.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.1.epil, i64 1
  %scevgep63.epil = bitcast { i64, i64, i8, i64 }* %scevgep.epil to i8*
  %24 = shl i64 %loop.index40.unr, 3
  %uglygep.epil = getelementptr i8, i8* %scevgep63.epil, i64 %24
  %uglygep64.epil = bitcast i8* %uglygep.epil to i64*
  %.236.1.epil = load i64, i64* %uglygep64.epil, align 8
  %.6.i450.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %23, align 8
  %scevgep65.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.1.epil, i64 1
  %scevgep6566.epil = bitcast { i64, i64, i8, i64 }* %scevgep65.epil to i8*
  %uglygep67.epil = getelementptr i8, i8* %scevgep6566.epil, i64 %7
  %scevgep68.epil = getelementptr i8, i8* %uglygep67.epil, i64 %24
  %scevgep6869.epil = bitcast i8* %scevgep68.epil to i64*
  store i64 %.236.1.epil, i64* %scevgep6869.epil, align 8
  br label %for.end.loopexit.unr-lcssa

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.loopexit.unr-lcssa.unr-lcssa, %for.body.epil11
  %25 = and i64 %.110, 1
  %lcmp.mod.not = icmp eq i64 %25, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.body.preheader, %for.end.loopexit.unr-lcssa
  %loop.index40.unr10 = phi i64 [ %unroll_iter, %for.end.loopexit.unr-lcssa ], [ 0, %for.body.preheader ]
  %sunkaddr52 = getelementptr i8, i8* %arg.iterable.0, i64 24
  %26 = bitcast i8* %sunkaddr52 to { i64, i64, i8, i64 }**
  %.6.i849.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %26, align 8
  %.234.epil = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.epil, i64 0, i32 3
  %.235.epil = getelementptr i64, i64* %.234.epil, i64 %loop.index40.unr10
  %.236.epil = load i64, i64* %.235.epil, align 8
  %.237.epil = add i64 %loop.index40.unr10, %.116
  %sunkaddr53 = getelementptr i8, i8* %.26, i64 24
  %27 = bitcast i8* %sunkaddr53 to { i64, i64, i8, i64 }**
  %.6.i450.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %27, align 8
  %.249.epil = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.epil, i64 0, i32 3
  %.250.epil = getelementptr i64, i64* %.249.epil, i64 %.237.epil
  store i64 %.236.epil, i64* %.250.epil, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  %retptr.repack9054 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.26, i8** %retptr.repack9054, align 8
  %retptr.repack47 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack47, align 8
  br label %common.ret
}

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
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

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !4

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }

!numba_args_may_always_need_nrt = !{!0, !1, !1}

!0 = !{i32 ({ i8*, i8* }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*)* @_ZN5cases10statements21list_index_write_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{i32 ({ i8*, i8* }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*)* @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{i1 true}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!"branch_weights", i32 21474836, i32 2126008812}
