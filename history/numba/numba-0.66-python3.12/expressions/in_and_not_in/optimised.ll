; ModuleID = 'in_and_not_in'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.in_and_not_in = internal constant [14 x i8] c"in_and_not_in\00"
@_ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex" = internal constant [160 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex = common local_unnamed_addr global ptr null

define noundef range(i32 -1, -2) i32 @_ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.xs.0, ptr readnone captures(none) %arg.xs.1, i64 %arg.v) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.xs.0)
  %.5.i.i = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !0
  %.52.i = load i64, ptr %.6.i.i, align 8, !noalias !0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.52.i, i64 0)
  br label %B8.i

B8.i:                                             ; preds = %B12.i, %B0
  %.4628.i = phi i64 [ %.66.i, %B12.i ], [ 0, %B0 ]
  %exitcond.not.i = icmp eq i64 %smax.i, %.4628.i
  br i1 %exitcond.not.i, label %common.ret, label %B12.i

B12.i:                                            ; preds = %B8.i
  %sunkaddr = mul i64 %.4628.i, 8
  %sunkaddr22 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr
  %sunkaddr23 = getelementptr i8, ptr %sunkaddr22, i64 24
  %.63.i = load i64, ptr %sunkaddr23, align 8, !noalias !0
  %.66.i = add nuw i64 %.4628.i, 1
  %.92.i = icmp eq i64 %.63.i, %arg.v
  br i1 %.92.i, label %B8.i5.preheader, label %B8.i

B8.i5.preheader:                                  ; preds = %B12.i
  br label %B8.i5

B8.i5:                                            ; preds = %B8.i5.preheader, %B12.i8
  %.4628.i6 = phi i64 [ %.66.i13, %B12.i8 ], [ 0, %B8.i5.preheader ]
  %exitcond.not.i7 = icmp eq i64 %smax.i, %.4628.i6
  br i1 %exitcond.not.i7, label %B14.endif.endif, label %B12.i8

B12.i8:                                           ; preds = %B8.i5
  %sunkaddr24 = mul i64 %.4628.i6, 8
  %sunkaddr25 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, ptr %sunkaddr25, i64 24
  %.63.i12 = load i64, ptr %sunkaddr26, align 8, !noalias !3
  %.66.i13 = add nuw i64 %.4628.i6, 1
  %.92.i14 = icmp eq i64 %.63.i12, 99
  br i1 %.92.i14, label %B14.endif.endif, label %B8.i5

common.ret:                                       ; preds = %B8.i, %B14.endif.endif
  %xs.sroa.0.0 = phi ptr [ null, %B14.endif.endif ], [ %arg.xs.0, %B8.i ]
  %"$phi.4" = phi i8 [ %1, %B14.endif.endif ], [ 0, %B8.i ]
  tail call void @NRT_decref(ptr %xs.sroa.0.0)
  store i8 %"$phi.4", ptr %retptr, align 1
  ret i32 0

B14.endif.endif:                                  ; preds = %B12.i8, %B8.i5
  %0 = icmp eq i64 %smax.i, %.4628.i6
  tail call void @NRT_decref(ptr %arg.xs.0)
  %1 = zext i1 %0 to i8
  br label %common.ret
}

define ptr @_ZN7cpython5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.in_and_not_in, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.348 = alloca i8, align 1
  br i1 %.8, label %common.ret, label %entry.endif, !prof !6

common.ret:                                       ; preds = %entry.endif.endif.endif.e...endif.endif.endif, %entry.endif.endif.endif.e...endif.endif.endif.if, %entry.endif.endif.endif.e...endif.1, %entry.endif.endif.endif.if, %arg0.err.endif.endif, %entry, %entry.endif.endif.endif.e...endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...endif.1 ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...endif.endif.endif.if ], [ %.482, %entry.endif.endif.endif.e...endif.if.endif ], [ null, %entry.endif.endif.endif.if ], [ null, %arg0.err.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !6

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load ptr, ptr %.5, align 8
  %.22 = call i64 @PyList_Size(ptr %.21)
  %.28 = call ptr @numba_get_pyobject_private_data(ptr %.21)
  %.29.not = icmp eq ptr %.28, null
  br i1 %.29.not, label %entry.endif.endif.else, label %entry.endif.endif.endif.thread

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @NRT_incref(ptr nonnull %.28)
  %.5.i = getelementptr i8, ptr %.28, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  store i64 %.22, ptr %.6.i, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.58 = shl i64 %.22, 3
  %0 = add i64 %.22, -1152921504606846976
  %.59 = icmp ult i64 %0, -2305843009213693952
  %.60 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.58, i64 24)
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.59, %.62
  br i1 %.63, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.if, !prof !6

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.70 = call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.61, ptr nonnull @.dtor.list.int64)
  %.71 = icmp eq ptr %.70, null
  br i1 %.71, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.endif.if, !prof !6

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i5 = getelementptr i8, ptr %.70, i64 24
  %.6.i6 = load ptr, ptr %.5.i5, align 8
  %.83 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 8
  store i64 %.22, ptr %.83, align 8
  %.6.i8 = load ptr, ptr %.5.i5, align 8
  store i64 0, ptr %.6.i8, align 8
  %.6.i10 = load ptr, ptr %.5.i5, align 8
  %.95 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 16
  store i8 0, ptr %.95, align 1
  %.6.i12 = load ptr, ptr %.5.i5, align 8
  %.108 = getelementptr inbounds nuw i8, ptr %.6.i12, i64 24
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %.108, i8 0, i64 %.58, i1 false)
  %.6.i14 = load ptr, ptr %.5.i5, align 8
  store i64 %.22, ptr %.6.i14, align 8
  %.131 = icmp sgt i64 %.22, 0
  br i1 %.131, label %entry.endif.endif.else.endif.endif.if.if, label %entry.endif.endif.else.endif.endif.if.endif.if, !prof !7

entry.endif.endif.else.endif.endif.if.if:         ; preds = %entry.endif.endif.else.endif.endif.if
  %.133 = call ptr @PyImport_ImportModule(ptr nonnull @.const.numba)
  %.134 = call ptr @PyObject_GetAttrString(ptr %.133, ptr nonnull @.const.typeof)
  call void @Py_DecRef(ptr %.133)
  %.136 = call ptr @PyList_GetItem(ptr %.21, i64 0)
  %.137 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.134, ptr %.136, ptr null)
  br label %for.body

entry.endif.endif.else.endif.endif.if.endif:      ; preds = %for.body.endif.endif.endif, %for.body, %for.body.endif.if
  call void @Py_DecRef(ptr %.137)
  call void @Py_DecRef(ptr %.134)
  %sunkaddr = getelementptr i8, ptr %.70, i64 24
  %.6.i16 = load ptr, ptr %sunkaddr, align 8
  %.208.c = getelementptr inbounds nuw i8, ptr %.6.i16, i64 16
  store i8 0, ptr %.208.c, align 1
  br label %entry.endif.endif.endif.if

for.body:                                         ; preds = %entry.endif.endif.else.endif.endif.if.if, %for.body.endif.endif.endif.endif
  %loop.index50 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.190, %for.body.endif.endif.endif.endif ]
  %.154.049 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.154.1, %for.body.endif.endif.endif.endif ]
  %.141 = call ptr @PyList_GetItem(ptr %.21, i64 %loop.index50)
  %.142 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.134, ptr %.141, ptr null)
  %.143 = icmp eq ptr %.142, null
  br i1 %.143, label %entry.endif.endif.else.endif.endif.if.endif, label %for.body.endif, !prof !6

for.body.endif:                                   ; preds = %for.body
  %.147.not = icmp eq ptr %.142, %.137
  br i1 %.147.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !7

for.body.endif.if:                                ; preds = %for.body.endif
  call void (ptr, ptr, ...) @PyErr_Format(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox heterogeneous list: %S != %S", ptr %.137, ptr nonnull %.142)
  call void @Py_DecRef(ptr nonnull %.142)
  br label %entry.endif.endif.else.endif.endif.if.endif

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(ptr nonnull %.142)
  %.156 = call ptr @PyNumber_Long(ptr %.141)
  %.157.not = icmp eq ptr %.156, null
  br i1 %.157.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !6

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.159 = call i64 @PyLong_AsLongLong(ptr nonnull %.156)
  call void @Py_DecRef(ptr nonnull %.156)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.154.1 = phi i64 [ %.159, %for.body.endif.endif.if ], [ %.154.049, %for.body.endif.endif ]
  %.164 = call ptr @PyErr_Occurred()
  %.165.not = icmp eq ptr %.164, null
  br i1 %.165.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if.endif, !prof !7

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %sunkaddr79 = getelementptr i8, ptr %.70, i64 24
  %.6.i18 = load ptr, ptr %sunkaddr79, align 8
  %.180 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 24
  %1 = shl i64 %loop.index50, 3
  %scevgep78 = getelementptr i8, ptr %.180, i64 %1
  store i64 %.154.1, ptr %scevgep78, align 8
  %.6.i20 = load ptr, ptr %sunkaddr79, align 8
  %.187 = getelementptr inbounds nuw i8, ptr %.6.i20, i64 16
  store i8 1, ptr %.187, align 1
  %.190 = add nuw nsw i64 %loop.index50, 1
  %exitcond.not = icmp eq i64 %.22, %.190
  br i1 %exitcond.not, label %entry.endif.endif.else.endif.endif.if.endif.if.critedge, label %for.body

entry.endif.endif.else.endif.endif.if.endif.if.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(ptr %.137)
  call void @Py_DecRef(ptr %.134)
  br label %entry.endif.endif.else.endif.endif.if.endif.if

entry.endif.endif.else.endif.endif.if.endif.if:   ; preds = %entry.endif.endif.else.endif.endif.if.endif.if.critedge, %entry.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(ptr %.21, ptr nonnull %.70)
  %sunkaddr80 = getelementptr i8, ptr %.70, i64 24
  %.6.i22 = load ptr, ptr %sunkaddr80, align 8
  %.208 = getelementptr inbounds nuw i8, ptr %.6.i22, i64 16
  store i8 0, ptr %.208, align 1
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.else.endif.endif.if.endif, %entry.endif.endif.else, %entry.endif.endif.else.endif.if
  %.54.sroa.0.02738 = phi ptr [ %.70, %entry.endif.endif.else.endif.endif.if.endif ], [ null, %entry.endif.endif.else.endif.if ], [ null, %entry.endif.endif.else ]
  call void @NRT_decref(ptr %.54.sroa.0.02738)
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.else.endif.endif.if.endif.if, %entry.endif.endif.endif.thread
  %.26.sroa.0.019 = phi ptr [ %.28, %entry.endif.endif.endif.thread ], [ %.70, %entry.endif.endif.else.endif.endif.if.endif.if ]
  %.332 = load ptr, ptr %.6, align 8
  %.335 = call ptr @PyNumber_Long(ptr %.332)
  %.336.not = icmp eq ptr %.335, null
  br i1 %.336.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !6

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.endif
  %.5.i23 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i24 = load ptr, ptr %.5.i23, align 8
  %.237 = getelementptr inbounds nuw i8, ptr %.6.i24, i64 16
  %.238 = load i8, ptr %.237, align 1
  %.241 = icmp eq i8 %.238, 0
  br i1 %.241, label %arg0.err.endif.endif, label %arg0.err.endif.if, !prof !8

arg0.err.endif.if:                                ; preds = %arg0.err
  %.251 = call i64 @PyList_Size(ptr %.21)
  %sunkaddr81 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i26 = load ptr, ptr %sunkaddr81, align 8
  %.257 = load i64, ptr %.6.i26, align 8
  %.258 = sub i64 %.257, %.251
  %.259 = icmp sgt i64 %.258, -1
  br i1 %.259, label %for.cond.1.preheader, label %arg0.err.endif.if.else

for.cond.1.preheader:                             ; preds = %arg0.err.endif.if
  %.26253 = icmp sgt i64 %.251, 0
  br i1 %.26253, label %for.body.1.preheader, label %for.cond.2.preheader

for.body.1.preheader:                             ; preds = %for.cond.1.preheader
  br label %for.body.1

arg0.err.endif.endif:                             ; preds = %arg0.err, %arg0.err.endif.if.endif
  call void @numba_reset_pyobject_private_data(ptr %.21)
  call void @NRT_decref(ptr nonnull %.26.sroa.0.019)
  br label %common.ret

arg0.err.endif.if.else:                           ; preds = %arg0.err.endif.if
  %.300 = call i32 @PyList_SetSlice(ptr %.21, i64 %.257, i64 %.251, ptr null)
  %.30251 = icmp sgt i64 %.257, 0
  br i1 %.30251, label %for.body.3.preheader, label %arg0.err.endif.if.endif

for.body.3.preheader:                             ; preds = %arg0.err.endif.if.else
  br label %for.body.3

arg0.err.endif.if.endif:                          ; preds = %for.body.3, %for.body.2, %arg0.err.endif.if.else, %for.cond.2.preheader
  %sunkaddr82 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i28 = load ptr, ptr %sunkaddr82, align 8
  %.324 = getelementptr inbounds nuw i8, ptr %.6.i28, i64 16
  store i8 0, ptr %.324, align 1
  br label %arg0.err.endif.endif

for.cond.2.preheader:                             ; preds = %for.body.1, %for.cond.1.preheader
  %.28055.not = icmp eq i64 %.257, %.251
  br i1 %.28055.not, label %arg0.err.endif.if.endif, label %for.body.2.preheader

for.body.2.preheader:                             ; preds = %for.cond.2.preheader
  br label %for.body.2

for.body.1:                                       ; preds = %for.body.1.preheader, %for.body.1
  %loop.index.154 = phi i64 [ %.277, %for.body.1 ], [ 0, %for.body.1.preheader ]
  %sunkaddr83 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i30 = load ptr, ptr %sunkaddr83, align 8
  %.268 = getelementptr inbounds nuw i8, ptr %.6.i30, i64 24
  %2 = shl i64 %loop.index.154, 3
  %scevgep76 = getelementptr i8, ptr %.268, i64 %2
  %.270 = load i64, ptr %scevgep76, align 8
  %.273 = call ptr @PyLong_FromLongLong(i64 %.270)
  %.276 = call i32 @PyList_SetItem(ptr %.21, i64 %loop.index.154, ptr %.273)
  %.277 = add nuw nsw i64 %loop.index.154, 1
  %exitcond68.not = icmp eq i64 %.251, %.277
  br i1 %exitcond68.not, label %for.cond.2.preheader, label %for.body.1

for.body.2:                                       ; preds = %for.body.2.preheader, %for.body.2
  %lsr.iv73 = phi i64 [ %.251, %for.body.2.preheader ], [ %lsr.iv.next74, %for.body.2 ]
  %sunkaddr84 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i32 = load ptr, ptr %sunkaddr84, align 8
  %.287 = getelementptr inbounds nuw i8, ptr %.6.i32, i64 24
  %3 = shl i64 %lsr.iv73, 3
  %scevgep75 = getelementptr i8, ptr %.287, i64 %3
  %.289 = load i64, ptr %scevgep75, align 8
  %.292 = call ptr @PyLong_FromLongLong(i64 %.289)
  %.295 = call i32 @PyList_Append(ptr %.21, ptr %.292)
  call void @Py_DecRef(ptr %.292)
  %lsr.iv.next74 = add i64 %lsr.iv73, 1
  %exitcond69.not = icmp eq i64 %.257, %lsr.iv.next74
  br i1 %exitcond69.not, label %arg0.err.endif.if.endif, label %for.body.2

for.body.3:                                       ; preds = %for.body.3.preheader, %for.body.3
  %loop.index.352 = phi i64 [ %.317, %for.body.3 ], [ 0, %for.body.3.preheader ]
  %sunkaddr85 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i34 = load ptr, ptr %sunkaddr85, align 8
  %.308 = getelementptr inbounds nuw i8, ptr %.6.i34, i64 24
  %4 = shl i64 %loop.index.352, 3
  %scevgep77 = getelementptr i8, ptr %.308, i64 %4
  %.310 = load i64, ptr %scevgep77, align 8
  %.313 = call ptr @PyLong_FromLongLong(i64 %.310)
  %.316 = call i32 @PyList_SetItem(ptr %.21, i64 %loop.index.352, ptr %.313)
  %.317 = add nuw nsw i64 %loop.index.352, 1
  %exitcond67.not = icmp eq i64 %.257, %.317
  br i1 %exitcond67.not, label %arg0.err.endif.if.endif, label %for.body.3

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.338 = call i64 @PyLong_AsLongLong(ptr nonnull %.335)
  call void @Py_DecRef(ptr nonnull %.335)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.333.0 = phi i64 [ %.338, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.343 = call ptr @PyErr_Occurred()
  %.344.not = icmp eq ptr %.343, null
  br i1 %.344.not, label %entry.endif.endif.endif.endif.endif.endif, label %arg0.err, !prof !7

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store i8 0, ptr %.348, align 1
  %.352 = call i32 @_ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex(ptr nonnull %.348, ptr nonnull poison, ptr nonnull %.26.sroa.0.019, ptr poison, i64 %.333.0) #3
  %.362 = load i8, ptr %.348, align 1
  %.5.i35 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i36 = load ptr, ptr %.5.i35, align 8
  %.383 = getelementptr inbounds nuw i8, ptr %.6.i36, i64 16
  %.384 = load i8, ptr %.383, align 1
  %.387 = icmp eq i8 %.384, 0
  br i1 %.387, label %entry.endif.endif.endif.e...endif, label %entry.endif.endif.endif.e...if, !prof !8

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.397 = call i64 @PyList_Size(ptr %.21)
  %sunkaddr86 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i38 = load ptr, ptr %sunkaddr86, align 8
  %.403 = load i64, ptr %.6.i38, align 8
  %.404 = sub i64 %.403, %.397
  %.405 = icmp sgt i64 %.404, -1
  br i1 %.405, label %for.cond.4.preheader, label %entry.endif.endif.endif.e...if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.e...if
  %.40859 = icmp sgt i64 %.397, 0
  br i1 %.40859, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  br label %for.body.4

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.endif
  call void @numba_reset_pyobject_private_data(ptr %.21)
  call void @NRT_decref(ptr nonnull %.26.sroa.0.019)
  %cond = icmp eq i32 %.352, 0
  br i1 %cond, label %entry.endif.endif.endif.e...endif.if.endif, label %entry.endif.endif.endif.e...endif.endif, !prof !9

entry.endif.endif.endif.e...if.else:              ; preds = %entry.endif.endif.endif.e...if
  %.446 = call i32 @PyList_SetSlice(ptr %.21, i64 %.403, i64 %.397, ptr null)
  %.44857 = icmp sgt i64 %.403, 0
  br i1 %.44857, label %for.body.6.preheader, label %entry.endif.endif.endif.e...if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.e...if.else
  br label %for.body.6

entry.endif.endif.endif.e...if.endif:             ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.e...if.else, %for.cond.5.preheader
  %sunkaddr87 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i40 = load ptr, ptr %sunkaddr87, align 8
  %.470 = getelementptr inbounds nuw i8, ptr %.6.i40, i64 16
  store i8 0, ptr %.470, align 1
  br label %entry.endif.endif.endif.e...endif

for.cond.5.preheader:                             ; preds = %for.body.4, %for.cond.4.preheader
  %.42661.not = icmp eq i64 %.403, %.397
  br i1 %.42661.not, label %entry.endif.endif.endif.e...if.endif, label %for.body.5.preheader

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  br label %for.body.5

for.body.4:                                       ; preds = %for.body.4.preheader, %for.body.4
  %loop.index.460 = phi i64 [ %.423, %for.body.4 ], [ 0, %for.body.4.preheader ]
  %sunkaddr88 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i42 = load ptr, ptr %sunkaddr88, align 8
  %.414 = getelementptr inbounds nuw i8, ptr %.6.i42, i64 24
  %5 = shl i64 %loop.index.460, 3
  %scevgep71 = getelementptr i8, ptr %.414, i64 %5
  %.416 = load i64, ptr %scevgep71, align 8
  %.419 = call ptr @PyLong_FromLongLong(i64 %.416)
  %.422 = call i32 @PyList_SetItem(ptr %.21, i64 %loop.index.460, ptr %.419)
  %.423 = add nuw nsw i64 %loop.index.460, 1
  %exitcond71.not = icmp eq i64 %.397, %.423
  br i1 %exitcond71.not, label %for.cond.5.preheader, label %for.body.4

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv = phi i64 [ %.397, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %sunkaddr89 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i44 = load ptr, ptr %sunkaddr89, align 8
  %.433 = getelementptr inbounds nuw i8, ptr %.6.i44, i64 24
  %6 = shl i64 %lsr.iv, 3
  %scevgep = getelementptr i8, ptr %.433, i64 %6
  %.435 = load i64, ptr %scevgep, align 8
  %.438 = call ptr @PyLong_FromLongLong(i64 %.435)
  %.441 = call i32 @PyList_Append(ptr %.21, ptr %.438)
  call void @Py_DecRef(ptr %.438)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond73.not = icmp eq i64 %.403, %lsr.iv.next
  br i1 %exitcond73.not, label %entry.endif.endif.endif.e...if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.658 = phi i64 [ %.463, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %sunkaddr90 = getelementptr i8, ptr %.26.sroa.0.019, i64 24
  %.6.i46 = load ptr, ptr %sunkaddr90, align 8
  %.454 = getelementptr inbounds nuw i8, ptr %.6.i46, i64 24
  %7 = shl i64 %loop.index.658, 3
  %scevgep72 = getelementptr i8, ptr %.454, i64 %7
  %.456 = load i64, ptr %scevgep72, align 8
  %.459 = call ptr @PyLong_FromLongLong(i64 %.456)
  %.462 = call i32 @PyList_SetItem(ptr %.21, i64 %loop.index.658, ptr %.459)
  %.463 = add nuw nsw i64 %loop.index.658, 1
  %exitcond70.not = icmp eq i64 %.403, %.463
  br i1 %exitcond70.not, label %entry.endif.endif.endif.e...if.endif, label %for.body.6

entry.endif.endif.endif.e...endif.endif:          ; preds = %entry.endif.endif.endif.e...endif
  %8 = icmp sgt i32 %.352, 0
  br i1 %8, label %entry.endif.endif.endif.e...endif.endif.if, label %entry.endif.endif.endif.e...endif.endif.endif

entry.endif.endif.endif.e...endif.if.endif:       ; preds = %entry.endif.endif.endif.e...endif
  %9 = icmp ne i8 %.362, 0
  %.481 = zext i1 %9 to i64
  %.482 = call ptr @PyBool_FromLong(i64 %.481)
  br label %common.ret

entry.endif.endif.endif.e...endif.endif.if:       ; preds = %entry.endif.endif.endif.e...endif.endif
  call void @PyErr_Clear()
  unreachable

entry.endif.endif.endif.e...endif.endif.endif:    ; preds = %entry.endif.endif.endif.e...endif.endif
  switch i32 %.352, label %entry.endif.endif.endif.e...endif.1 [
    i32 -3, label %entry.endif.endif.endif.e...endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.e...endif.endif.endif.if: ; preds = %entry.endif.endif.endif.e...endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.1:              ; preds = %entry.endif.endif.endif.e...endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i64 @PyList_Size(ptr) local_unnamed_addr

declare ptr @numba_get_pyobject_private_data(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

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

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(ptr, i64, ptr) local_unnamed_addr

declare i32 @PyList_Append(ptr, ptr) local_unnamed_addr

declare ptr @PyBool_FromLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define i1 @cfunc._ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex({ ptr, ptr } %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca i8, align 1
  store i8 0, ptr %.4, align 1
  %extracted.meminfo = extractvalue { ptr, ptr } %.1, 0
  %.8 = call i32 @_ZN5cases11expressions13in_and_not_inB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3ex(ptr nonnull %.4, ptr nonnull poison, ptr %extracted.meminfo, ptr poison, i64 %.2) #3
  %.18 = load i8, ptr %.4, align 1
  %.29 = alloca i32, align 4
  store i32 0, ptr %.29, align 4
  %cond = icmp eq i32 %.8, 0
  br i1 %cond, label %common.ret, label %entry.endif.if, !prof !9

entry.endif.if:                                   ; preds = %entry
  %.16 = icmp sgt i32 %.8, 0
  call void @numba_gil_ensure(ptr nonnull %.29)
  br i1 %.16, label %entry.endif.if.if, label %entry.endif.if.endif

common.ret:                                       ; preds = %entry, %.32
  %.21 = icmp ne i8 %.18, 0
  ret i1 %.21

.32:                                              ; preds = %entry.endif.if.endif, %entry.endif.if.endif.endif.endif, %entry.endif.if.endif.if
  %.80 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.80)
  call void @Py_DecRef(ptr %.80)
  call void @numba_gil_release(ptr nonnull %.29)
  br label %common.ret

entry.endif.if.if:                                ; preds = %entry.endif.if
  call void @PyErr_Clear()
  unreachable

entry.endif.if.endif:                             ; preds = %entry.endif.if
  switch i32 %.8, label %entry.endif.if.endif.endif.endif [
    i32 -3, label %entry.endif.if.endif.if
    i32 -1, label %.32
  ]

entry.endif.if.endif.if:                          ; preds = %entry.endif.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.32

entry.endif.if.endif.endif.endif:                 ; preds = %entry.endif.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.32
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !6

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !6

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !6

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!1}
!1 = distinct !{!1, !2, !"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex: %retptr"}
!2 = distinct !{!2, !"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex: %retptr"}
!5 = distinct !{!5, !"_ZN5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3ex"}
!6 = !{!"branch_weights", i32 1, i32 99}
!7 = !{!"branch_weights", i32 99, i32 1}
!8 = !{!"branch_weights", i32 2126008812, i32 21474836}
!9 = !{!"branch_weights", i32 49, i32 1}
