; ModuleID = 'in_and_not_in'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.in_and_not_in = internal constant [14 x i8] c"in_and_not_in\00"
@_ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex" = internal constant [160 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex = common local_unnamed_addr global i8* null

define i32 @_ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex(i8* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* %arg.xs.0, i8* nocapture readnone %arg.xs.1, i64 %arg.v) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.xs.0)
  %.5.i.i = getelementptr i8, i8* %arg.xs.0, i64 24
  %0 = bitcast i8* %.5.i.i to { i64, i64, i8, i64 }**
  %.6.i3.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8, !noalias !2
  %.518.i20 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i64*
  %.52.i = load i64, i64* %.518.i20, align 8, !noalias !2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.52.i, i64 0) #4
  br label %B8.i

B8.i:                                             ; preds = %B12.i, %entry
  %.17.0.i = phi i64 [ 0, %entry ], [ %.66.i, %B12.i ]
  %exitcond.not.i = icmp eq i64 %smax.i, %.17.0.i
  br i1 %exitcond.not.i, label %common.ret, label %B12.i

B12.i:                                            ; preds = %B8.i
  %sunkaddr = mul i64 %.17.0.i, 8
  %1 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr21 = getelementptr i8, i8* %1, i64 %sunkaddr
  %sunkaddr22 = getelementptr i8, i8* %sunkaddr21, i64 24
  %2 = bitcast i8* %sunkaddr22 to i64*
  %.63.i = load i64, i64* %2, align 8, !noalias !2
  %.66.i = add nuw i64 %.17.0.i, 1
  %.92.i = icmp eq i64 %.63.i, %arg.v
  br i1 %.92.i, label %B8.i8.preheader, label %B8.i

B8.i8.preheader:                                  ; preds = %B12.i
  br label %B8.i8

B8.i8:                                            ; preds = %B8.i8.preheader, %B12.i14
  %.17.0.i6 = phi i64 [ %.66.i12, %B12.i14 ], [ 0, %B8.i8.preheader ]
  %exitcond.not.i7 = icmp eq i64 %smax.i, %.17.0.i6
  br i1 %exitcond.not.i7, label %B14.endif.endif, label %B12.i14

B12.i14:                                          ; preds = %B8.i8
  %sunkaddr23 = mul i64 %.17.0.i6, 8
  %3 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr24 = getelementptr i8, i8* %3, i64 %sunkaddr23
  %sunkaddr25 = getelementptr i8, i8* %sunkaddr24, i64 24
  %4 = bitcast i8* %sunkaddr25 to i64*
  %.63.i11 = load i64, i64* %4, align 8, !noalias !5
  %.66.i12 = add nuw i64 %.17.0.i6, 1
  %.92.i13 = icmp eq i64 %.63.i11, 99
  br i1 %.92.i13, label %B14.endif.endif, label %B8.i8

common.ret:                                       ; preds = %B8.i, %B14.endif.endif
  %xs.sroa.0.0 = phi i8* [ null, %B14.endif.endif ], [ %arg.xs.0, %B8.i ]
  %"$phiin.1" = phi i8 [ %phi.cast, %B14.endif.endif ], [ 0, %B8.i ]
  tail call void @NRT_decref(i8* %xs.sroa.0.0)
  store i8 %"$phiin.1", i8* %retptr, align 1
  ret i32 0

B14.endif.endif:                                  ; preds = %B8.i8, %B12.i14
  %5 = icmp eq i64 %smax.i, %.17.0.i6
  tail call void @NRT_decref(i8* %arg.xs.0)
  %phi.cast = zext i1 %5 to i8
  br label %common.ret
}

define i8* @_ZN7cpython5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.in_and_not_in, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.348 = alloca i8, align 1
  br i1 %.8, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.endif, %arg0.err.endif.endif, %entry, %entry.endif.endif.endif.e...endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.482, %entry.endif.endif.endif.e...endif ], [ null, %entry ], [ null, %arg0.err.endif.endif ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.22 = call i64 @PyList_Size(i8* %.21)
  %.28 = call i8* @numba_get_pyobject_private_data(i8* %.21)
  %.29.not = icmp eq i8* %.28, null
  br i1 %.29.not, label %entry.endif.endif.else, label %entry.endif.endif.if

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @NRT_incref(i8* nonnull %.28)
  %.5.i = getelementptr i8, i8* %.28, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i87 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.44175 = bitcast { i64, i64, i8, i64 }* %.6.i87 to i64*
  store i64 %.22, i64* %.44175, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.57 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.22, i64 8)
  %.58 = extractvalue { i64, i1 } %.57, 0
  %.60 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.58, i64 24)
  %.59 = extractvalue { i64, i1 } %.57, 1
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.59, %.62
  br i1 %.63, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.if, !prof !8

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.else.endif.if, %entry.endif.endif.else, %entry.endif.endif.else.endif.endif.endif.thread103
  %.54.sroa.0.096102 = phi i8* [ %.70, %entry.endif.endif.else.endif.endif.endif.thread103 ], [ null, %entry.endif.endif.else ], [ null, %entry.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.54.sroa.0.096102)
  br label %common.ret

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.70 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.61, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.71 = icmp eq i8* %.70, null
  br i1 %.71, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if, !prof !8

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i1 = getelementptr i8, i8* %.70, i64 24
  %1 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i282 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.83 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i282, i64 0, i32 1
  store i64 %.22, i64* %.83, align 8
  %.6.i1283 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.89176 = bitcast { i64, i64, i8, i64 }* %.6.i1283 to i64*
  store i64 0, i64* %.89176, align 8
  %.6.i1884 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.95 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1884, i64 0, i32 2
  store i8 0, i8* %.95, align 1
  %.6.i3485 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.108 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3485, i64 0, i32 3
  %.115.idx = shl nsw i64 %.22, 3
  %.119 = bitcast i64* %.108 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.119, i8 0, i64 %.115.idx, i1 false)
  %.6.i4478 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.129177 = bitcast { i64, i64, i8, i64 }* %.6.i4478 to i64*
  store i64 %.22, i64* %.129177, align 8
  %.131 = icmp sgt i64 %.22, 0
  br i1 %.131, label %for.body.lr.ph, label %entry.endif.endif.else.endif.endif.endif, !prof !9

entry.endif.endif.else.endif.endif.endif.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(i8* %.137)
  call void @Py_DecRef(i8* %.134)
  br label %entry.endif.endif.else.endif.endif.endif

entry.endif.endif.else.endif.endif.endif:         ; preds = %entry.endif.endif.else.endif.endif.endif.critedge, %entry.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(i8* %.21, i8* nonnull %.70)
  %sunkaddr = getelementptr i8, i8* %.70, i64 24
  %2 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i3679 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.208 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3679, i64 0, i32 2
  store i8 0, i8* %.208, align 1
  br label %entry.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %entry.endif.endif.else.endif.endif.if
  %.133 = call i8* @PyImport_ImportModuleNoBlock(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.134 = call i8* @PyObject_GetAttrString(i8* %.133, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.133)
  %.136 = call i8* @PyList_GetItem(i8* %.21, i64 0)
  %.137 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.134, i8* %.136, i8* null)
  br label %for.body

entry.endif.endif.else.endif.endif.endif.thread103: ; preds = %for.body, %for.body.endif.endif.endif, %for.body.endif.if
  call void @Py_DecRef(i8* %.137)
  call void @Py_DecRef(i8* %.134)
  %sunkaddr178 = getelementptr i8, i8* %.70, i64 24
  %3 = bitcast i8* %sunkaddr178 to { i64, i64, i8, i64 }**
  %.6.i3679106 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.208107 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3679106, i64 0, i32 2
  store i8 0, i8* %.208107, align 1
  br label %entry.endif.endif.endif

for.body:                                         ; preds = %for.body.lr.ph, %for.body.endif.endif.endif.endif
  %loop.index65 = phi i64 [ 0, %for.body.lr.ph ], [ %.190, %for.body.endif.endif.endif.endif ]
  %.154.064 = phi i64 [ 0, %for.body.lr.ph ], [ %.154.1, %for.body.endif.endif.endif.endif ]
  %.141 = call i8* @PyList_GetItem(i8* %.21, i64 %loop.index65)
  %.142 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.134, i8* %.141, i8* null)
  %.143 = icmp eq i8* %.142, null
  br i1 %.143, label %entry.endif.endif.else.endif.endif.endif.thread103, label %for.body.endif, !prof !8

for.body.endif:                                   ; preds = %for.body
  %.147.not = icmp eq i8* %.142, %.137
  br i1 %.147.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !9

for.body.endif.if:                                ; preds = %for.body.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.137, i8* nonnull %.142)
  call void @Py_DecRef(i8* nonnull %.142)
  br label %entry.endif.endif.else.endif.endif.endif.thread103

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(i8* nonnull %.137)
  %.156 = call i8* @PyNumber_Long(i8* %.141)
  %.157.not = icmp eq i8* %.156, null
  br i1 %.157.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !8

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.159 = call i64 @PyLong_AsLongLong(i8* nonnull %.156)
  call void @Py_DecRef(i8* nonnull %.156)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.154.1 = phi i64 [ %.159, %for.body.endif.endif.if ], [ %.154.064, %for.body.endif.endif ]
  %.164 = call i8* @PyErr_Occurred()
  %.165.not = icmp eq i8* %.164, null
  br i1 %.165.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.endif.thread103, !prof !9

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %sunkaddr179 = getelementptr i8, i8* %.70, i64 24
  %4 = bitcast i8* %sunkaddr179 to { i64, i64, i8, i64 }**
  %.6.i4080 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %scevgep173 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4080, i64 0, i32 3
  %scevgep174 = getelementptr i64, i64* %scevgep173, i64 %loop.index65
  store i64 %.154.1, i64* %scevgep174, align 8
  %.6.i3881 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.187 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3881, i64 0, i32 2
  store i8 1, i8* %.187, align 1
  %.190 = add nuw nsw i64 %loop.index65, 1
  %exitcond122.not = icmp eq i64 %.22, %.190
  br i1 %exitcond122.not, label %entry.endif.endif.else.endif.endif.endif.critedge, label %for.body, !prof !10

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.if, %entry.endif.endif.else.endif.endif.endif
  %.26.sroa.0.0.ph = phi i8* [ %.70, %entry.endif.endif.else.endif.endif.endif ], [ %.28, %entry.endif.endif.if ]
  %.332 = load i8*, i8** %.6, align 8
  %.335 = call i8* @PyNumber_Long(i8* %.332)
  %.336.not = icmp eq i8* %.335, null
  br i1 %.336.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !8

arg0.err.endif.if:                                ; preds = %entry.endif.endif.endif.endif.endif.if
  %.251 = call i64 @PyList_Size(i8* %.21)
  %sunkaddr180 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %5 = bitcast i8* %sunkaddr180 to { i64, i64, i8, i64 }**
  %.6.i3273 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.256181 = bitcast { i64, i64, i8, i64 }* %.6.i3273 to i64*
  %.257 = load i64, i64* %.256181, align 8
  %.258 = sub i64 %.257, %.251
  %.259 = icmp sgt i64 %.258, -1
  br i1 %.259, label %for.cond.1.preheader, label %arg0.err.endif.if.else

for.cond.1.preheader:                             ; preds = %arg0.err.endif.if
  %.26253 = icmp sgt i64 %.251, 0
  br i1 %.26253, label %for.body.1.preheader, label %for.cond.2.preheader

for.body.1.preheader:                             ; preds = %for.cond.1.preheader
  %.268139 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3273, i64 0, i32 3
  %.270140 = load i64, i64* %.268139, align 8
  %.273141 = call i8* @PyLong_FromLongLong(i64 %.270140)
  %.276142 = call i32 @PyList_SetItem(i8* %.21, i64 0, i8* %.273141)
  %exitcond120.not143 = icmp eq i64 %.251, 1
  br i1 %exitcond120.not143, label %for.cond.2.preheader, label %for.body.1.for.body.1_crit_edge.preheader

for.body.1.for.body.1_crit_edge.preheader:        ; preds = %for.body.1.preheader
  %6 = add i64 %.251, -1
  br label %for.body.1.for.body.1_crit_edge

arg0.err.endif.endif:                             ; preds = %arg0.err.endif.if.endif, %entry.endif.endif.endif.endif.endif.if
  call void @numba_reset_pyobject_private_data(i8* %.21)
  call void @NRT_decref(i8* nonnull %.26.sroa.0.0.ph)
  br label %common.ret

arg0.err.endif.if.else:                           ; preds = %arg0.err.endif.if
  %.300 = call i32 @PyList_SetSlice(i8* %.21, i64 %.257, i64 %.251, i8* null)
  %.30255 = icmp sgt i64 %.257, 0
  br i1 %.30255, label %for.body.3.preheader, label %arg0.err.endif.if.endif

for.body.3.preheader:                             ; preds = %arg0.err.endif.if.else
  br label %for.body.3

arg0.err.endif.if.endif:                          ; preds = %for.body.3, %for.body.2, %arg0.err.endif.if.else, %for.cond.2.preheader
  %sunkaddr182 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %7 = bitcast i8* %sunkaddr182 to { i64, i64, i8, i64 }**
  %.6.i2874 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.324 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2874, i64 0, i32 2
  store i8 0, i8* %.324, align 1
  br label %arg0.err.endif.endif

for.cond.2.preheader:                             ; preds = %for.body.1.for.body.1_crit_edge, %for.body.1.preheader, %for.cond.1.preheader
  %.28051 = icmp sgt i64 %.258, 0
  br i1 %.28051, label %for.body.2.preheader, label %arg0.err.endif.if.endif

for.body.2.preheader:                             ; preds = %for.cond.2.preheader
  br label %for.body.2

for.body.1.for.body.1_crit_edge:                  ; preds = %for.body.1.for.body.1_crit_edge.preheader, %for.body.1.for.body.1_crit_edge
  %lsr.iv165 = phi i64 [ 0, %for.body.1.for.body.1_crit_edge.preheader ], [ %lsr.iv.next166, %for.body.1.for.body.1_crit_edge ]
  %8 = add i64 %lsr.iv165, 1
  %sunkaddr183 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %9 = bitcast i8* %sunkaddr183 to { i64, i64, i8, i64 }**
  %.6.i2677.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %9, align 8
  %scevgep167 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2677.pre, i64 1
  %scevgep167168 = bitcast { i64, i64, i8, i64 }* %scevgep167 to i8*
  %10 = shl i64 %lsr.iv165, 3
  %uglygep169 = getelementptr i8, i8* %scevgep167168, i64 %10
  %uglygep169170 = bitcast i8* %uglygep169 to i64*
  %.270 = load i64, i64* %uglygep169170, align 8
  %.273 = call i8* @PyLong_FromLongLong(i64 %.270)
  %.276 = call i32 @PyList_SetItem(i8* %.21, i64 %8, i8* %.273)
  %lsr.iv.next166 = add nuw nsw i64 %lsr.iv165, 1
  %exitcond120.not = icmp eq i64 %6, %lsr.iv.next166
  br i1 %exitcond120.not, label %for.cond.2.preheader, label %for.body.1.for.body.1_crit_edge

for.body.2:                                       ; preds = %for.body.2.preheader, %for.body.2
  %lsr.iv162 = phi i64 [ %.251, %for.body.2.preheader ], [ %lsr.iv.next163, %for.body.2 ]
  %sunkaddr184 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %11 = bitcast i8* %sunkaddr184 to { i64, i64, i8, i64 }**
  %.6.i2476 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %scevgep161 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2476, i64 0, i32 3
  %scevgep164 = getelementptr i64, i64* %scevgep161, i64 %lsr.iv162
  %.289 = load i64, i64* %scevgep164, align 8
  %.292 = call i8* @PyLong_FromLongLong(i64 %.289)
  %.295 = call i32 @PyList_Append(i8* %.21, i8* %.292)
  call void @Py_DecRef(i8* %.292)
  %lsr.iv.next163 = add i64 %lsr.iv162, 1
  %exitcond119.not = icmp eq i64 %.257, %lsr.iv.next163
  br i1 %exitcond119.not, label %arg0.err.endif.if.endif, label %for.body.2

for.body.3:                                       ; preds = %for.body.3.preheader, %for.body.3
  %loop.index.356 = phi i64 [ %.317, %for.body.3 ], [ 0, %for.body.3.preheader ]
  %sunkaddr185 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %12 = bitcast i8* %sunkaddr185 to { i64, i64, i8, i64 }**
  %.6.i2275 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %scevgep171 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2275, i64 0, i32 3
  %scevgep172 = getelementptr i64, i64* %scevgep171, i64 %loop.index.356
  %.310 = load i64, i64* %scevgep172, align 8
  %.313 = call i8* @PyLong_FromLongLong(i64 %.310)
  %.316 = call i32 @PyList_SetItem(i8* %.21, i64 %loop.index.356, i8* %.313)
  %.317 = add nuw nsw i64 %loop.index.356, 1
  %exitcond121.not = icmp eq i64 %.257, %.317
  br i1 %exitcond121.not, label %arg0.err.endif.if.endif, label %for.body.3

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.338 = call i64 @PyLong_AsLongLong(i8* nonnull %.335)
  call void @Py_DecRef(i8* nonnull %.335)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.333.0 = phi i64 [ %.338, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.343 = call i8* @PyErr_Occurred()
  %.344.not = icmp eq i8* %.343, null
  br i1 %.344.not, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  %.5.i19 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %13 = bitcast i8* %.5.i19 to { i64, i64, i8, i64 }**
  %.6.i2072 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %.237 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2072, i64 0, i32 2
  %.238 = load i8, i8* %.237, align 1
  %.241 = icmp eq i8 %.238, 0
  br i1 %.241, label %arg0.err.endif.endif, label %arg0.err.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store i8 0, i8* %.348, align 1
  %.352 = call i32 @_ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex(i8* nonnull %.348, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* nonnull %.26.sroa.0.0.ph, i8* undef, i64 %.333.0) #3
  %.362 = load i8, i8* %.348, align 1
  %.5.i15 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %14 = bitcast i8* %.5.i15 to { i64, i64, i8, i64 }**
  %.6.i1666 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.383 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1666, i64 0, i32 2
  %.384 = load i8, i8* %.383, align 1
  %.387 = icmp eq i8 %.384, 0
  br i1 %.387, label %entry.endif.endif.endif.e...endif, label %entry.endif.endif.endif.e...if, !prof !9

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.397 = call i64 @PyList_Size(i8* %.21)
  %sunkaddr186 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %15 = bitcast i8* %sunkaddr186 to { i64, i64, i8, i64 }**
  %.6.i1467 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.402187 = bitcast { i64, i64, i8, i64 }* %.6.i1467 to i64*
  %.403 = load i64, i64* %.402187, align 8
  %.404 = sub i64 %.403, %.397
  %.405 = icmp sgt i64 %.404, -1
  br i1 %.405, label %for.cond.4.preheader, label %entry.endif.endif.endif.e...if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.e...if
  %.40859 = icmp sgt i64 %.397, 0
  br i1 %.40859, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  %.414133 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1467, i64 0, i32 3
  %.416134 = load i64, i64* %.414133, align 8
  %.419135 = call i8* @PyLong_FromLongLong(i64 %.416134)
  %.422136 = call i32 @PyList_SetItem(i8* %.21, i64 0, i8* %.419135)
  %exitcond117.not137 = icmp eq i64 %.397, 1
  br i1 %exitcond117.not137, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge.preheader

for.body.4.for.body.4_crit_edge.preheader:        ; preds = %for.body.4.preheader
  %16 = add i64 %.397, -1
  br label %for.body.4.for.body.4_crit_edge

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.e...if.endif, %entry.endif.endif.endif.endif.endif.endif
  %17 = icmp ne i8 %.362, 0
  call void @numba_reset_pyobject_private_data(i8* %.21)
  call void @NRT_decref(i8* nonnull %.26.sroa.0.0.ph)
  %.481 = zext i1 %17 to i64
  %.482 = call i8* @PyBool_FromLong(i64 %.481)
  br label %common.ret

entry.endif.endif.endif.e...if.else:              ; preds = %entry.endif.endif.endif.e...if
  %.446 = call i32 @PyList_SetSlice(i8* %.21, i64 %.403, i64 %.397, i8* null)
  %.44861 = icmp sgt i64 %.403, 0
  br i1 %.44861, label %for.body.6.preheader, label %entry.endif.endif.endif.e...if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.e...if.else
  br label %for.body.6

entry.endif.endif.endif.e...if.endif:             ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.e...if.else, %for.cond.5.preheader
  %sunkaddr188 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %18 = bitcast i8* %sunkaddr188 to { i64, i64, i8, i64 }**
  %.6.i1068 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %18, align 8
  %.470 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1068, i64 0, i32 2
  store i8 0, i8* %.470, align 1
  br label %entry.endif.endif.endif.e...endif

for.cond.5.preheader:                             ; preds = %for.body.4.for.body.4_crit_edge, %for.body.4.preheader, %for.cond.4.preheader
  %.42657 = icmp sgt i64 %.404, 0
  br i1 %.42657, label %for.body.5.preheader, label %entry.endif.endif.endif.e...if.endif

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  br label %for.body.5

for.body.4.for.body.4_crit_edge:                  ; preds = %for.body.4.for.body.4_crit_edge.preheader, %for.body.4.for.body.4_crit_edge
  %lsr.iv154 = phi i64 [ 0, %for.body.4.for.body.4_crit_edge.preheader ], [ %lsr.iv.next155, %for.body.4.for.body.4_crit_edge ]
  %19 = add i64 %lsr.iv154, 1
  %sunkaddr189 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %20 = bitcast i8* %sunkaddr189 to { i64, i64, i8, i64 }**
  %.6.i871.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %scevgep156 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i871.pre, i64 1
  %scevgep156157 = bitcast { i64, i64, i8, i64 }* %scevgep156 to i8*
  %21 = shl i64 %lsr.iv154, 3
  %uglygep = getelementptr i8, i8* %scevgep156157, i64 %21
  %uglygep158 = bitcast i8* %uglygep to i64*
  %.416 = load i64, i64* %uglygep158, align 8
  %.419 = call i8* @PyLong_FromLongLong(i64 %.416)
  %.422 = call i32 @PyList_SetItem(i8* %.21, i64 %19, i8* %.419)
  %lsr.iv.next155 = add nuw nsw i64 %lsr.iv154, 1
  %exitcond117.not = icmp eq i64 %16, %lsr.iv.next155
  br i1 %exitcond117.not, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv = phi i64 [ %.397, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %sunkaddr190 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %22 = bitcast i8* %sunkaddr190 to { i64, i64, i8, i64 }**
  %.6.i670 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %22, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i670, i64 0, i32 3
  %scevgep153 = getelementptr i64, i64* %scevgep, i64 %lsr.iv
  %.435 = load i64, i64* %scevgep153, align 8
  %.438 = call i8* @PyLong_FromLongLong(i64 %.435)
  %.441 = call i32 @PyList_Append(i8* %.21, i8* %.438)
  call void @Py_DecRef(i8* %.438)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.403, %lsr.iv.next
  br i1 %exitcond.not, label %entry.endif.endif.endif.e...if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.662 = phi i64 [ %.463, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %sunkaddr191 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %23 = bitcast i8* %sunkaddr191 to { i64, i64, i8, i64 }**
  %.6.i469 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %23, align 8
  %scevgep159 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i469, i64 0, i32 3
  %scevgep160 = getelementptr i64, i64* %scevgep159, i64 %loop.index.662
  %.456 = load i64, i64* %scevgep160, align 8
  %.459 = call i8* @PyLong_FromLongLong(i64 %.456)
  %.462 = call i32 @PyList_SetItem(i8* %.21, i64 %loop.index.662, i8* %.459)
  %.463 = add nuw nsw i64 %loop.index.662, 1
  %exitcond118.not = icmp eq i64 %.403, %.463
  br i1 %exitcond118.not, label %entry.endif.endif.endif.e...if.endif, label %for.body.6
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i64 @PyList_Size(i8*) local_unnamed_addr

declare i8* @numba_get_pyobject_private_data(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare i8* @PyImport_ImportModuleNoBlock(i8*) local_unnamed_addr

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

declare i8* @PyBool_FromLong(i64) local_unnamed_addr

define i1 @cfunc._ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex({ i8*, i8* } %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca i8, align 1
  store i8 0, i8* %.4, align 1
  %extracted.meminfo = extractvalue { i8*, i8* } %.1, 0
  %.8 = call i32 @_ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex(i8* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* %extracted.meminfo, i8* undef, i64 %.2) #3
  %.18 = load i8, i8* %.4, align 1
  %.21 = icmp ne i8 %.18, 0
  ret i1 %.21
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !8

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !8

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !8

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !1, !1, !1}

!0 = !{i32 (i8*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*, i64)* @_ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex}
!1 = distinct !{null}
!2 = !{!3}
!3 = distinct !{!3, !4, !"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex: %retptr"}
!4 = distinct !{!4, !"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex: %retptr"}
!7 = distinct !{!7, !"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex"}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = !{!"branch_weights", i32 99, i32 1}
!10 = !{!"branch_weights", i32 21474836, i32 2126008812}
