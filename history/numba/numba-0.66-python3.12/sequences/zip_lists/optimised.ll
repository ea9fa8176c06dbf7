; ModuleID = 'zip_lists'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.zip_lists = internal constant [10 x i8] c"zip_lists\00"
@_ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [195 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define range(i32 0, 2) i32 @_ZN5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.xs.0, ptr readnone captures(none) %arg.xs.1, ptr readonly captures(none) %arg.ys.0, ptr readnone captures(none) %arg.ys.1) local_unnamed_addr {
B0.endif.if:
  %.29 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.int64)
  %.30 = icmp eq ptr %.29, null
  br i1 %.30, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B36:                                              ; preds = %B32.endif.if
  %.204 = getelementptr inbounds nuw i8, ptr %.6.i, i64 24
  %0 = shl i64 %.189102115, 3
  %scevgep = getelementptr i8, ptr %.204, i64 %0
  %.206 = load i64, ptr %scevgep, align 8
  %.265 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 24
  %scevgep28 = getelementptr i8, ptr %.265, i64 %0
  %.267 = load i64, ptr %scevgep28, align 8
  %.346 = add nsw i64 %.267, %.206
  %sunkaddr = getelementptr i8, ptr %.29, i64 24
  %.6.i2 = load ptr, ptr %sunkaddr, align 8
  %.356 = load i64, ptr %.6.i2, align 8
  %.357 = add i64 %.356, 1
  %.362 = getelementptr inbounds nuw i8, ptr %.6.i2, i64 8
  %.363 = load i64, ptr %.362, align 8
  %.365 = ashr i64 %.363, 2
  %.366 = icmp sgt i64 %.365, %.357
  br i1 %.366, label %B36.if, label %B36.endif, !prof !0

common.ret:                                       ; preds = %B36.endif.if.endif.if, %B36.endif.if.if, %B36.if.endif.if, %B36.if.if, %B0.endif.endif.if, %B86
  %common.ret.op = phi i32 [ 0, %B86 ], [ 1, %B0.endif.endif.if ], [ 1, %B36.if.if ], [ 1, %B36.if.endif.if ], [ 1, %B36.endif.if.if ], [ 1, %B36.endif.if.endif.if ]
  ret i32 %common.ret.op

B86:                                              ; preds = %B32.endif.if, %B36.endif.endif, %B0.endif.endif.endif
  store ptr %.29, ptr %retptr, align 8
  %retptr.repack100 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack100, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i3 = getelementptr i8, ptr %.29, i64 24
  %.6.i4 = load ptr, ptr %.5.i3, align 8
  %.42 = getelementptr inbounds nuw i8, ptr %.6.i4, i64 8
  store i64 0, ptr %.42, align 8
  %.6.i6 = load ptr, ptr %.5.i3, align 8
  store i64 0, ptr %.6.i6, align 8
  %.6.i8 = load ptr, ptr %.5.i3, align 8
  %.54 = getelementptr inbounds nuw i8, ptr %.6.i8, i64 16
  store i8 0, ptr %.54, align 1
  %.6.i10 = load ptr, ptr %.5.i3, align 8
  store i64 0, ptr %.6.i10, align 8
  %.5.i11 = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i12 = load ptr, ptr %.5.i11, align 8
  %.195112 = load i64, ptr %.6.i12, align 8
  %.196113 = icmp sgt i64 %.195112, 0
  br i1 %.196113, label %B32.endif.if.preheader, label %B86

B32.endif.if.preheader:                           ; preds = %B0.endif.endif.endif
  br label %B32.endif.if

B32.endif.if:                                     ; preds = %B32.endif.if.preheader, %B36.endif.endif
  %.6.i = phi ptr [ %.6.i22, %B36.endif.endif ], [ %.6.i12, %B32.endif.if.preheader ]
  %.189102115 = phi i64 [ %.209, %B36.endif.endif ], [ 0, %B32.endif.if.preheader ]
  %.209 = add nuw nsw i64 %.189102115, 1
  %sunkaddr32 = getelementptr i8, ptr %arg.ys.0, i64 24
  %.6.i14 = load ptr, ptr %sunkaddr32, align 8
  %.256 = load i64, ptr %.6.i14, align 8
  %.257 = icmp slt i64 %.189102115, %.256
  br i1 %.257, label %B36, label %B86

B36.if:                                           ; preds = %B36
  %const31 = bitcast i64 -1152921504606846975 to i64
  %const29 = bitcast i64 -2305843009213693952 to i64
  %.369 = shl i64 %.357, 3
  %1 = add i64 %.356, %const31
  %.370 = icmp ult i64 %1, %const29
  %.371 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.369, i64 24)
  %.373 = extractvalue { i64, i1 } %.371, 1
  %.374 = or i1 %.370, %.373
  br i1 %.374, label %B36.if.if, label %B36.if.endif, !prof !0

B36.endif:                                        ; preds = %B36.if.endif.endif, %B36
  %2 = icmp slt i64 %.363, %.357
  br i1 %2, label %B36.endif.if, label %B36.endif.endif, !prof !0

B36.if.if:                                        ; preds = %B36.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B36.if.endif:                                     ; preds = %B36.if
  %.372 = extractvalue { i64, i1 } %.371, 0
  %.383 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.29, i64 %.372)
  %.384 = icmp eq ptr %.383, null
  br i1 %.384, label %B36.if.endif.if, label %B36.if.endif.endif, !prof !0

B36.if.endif.if:                                  ; preds = %B36.if.endif
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B36.if.endif.endif:                               ; preds = %B36.if.endif
  %sunkaddr33 = getelementptr i8, ptr %.29, i64 24
  %.6.i16 = load ptr, ptr %sunkaddr33, align 8
  %.395 = getelementptr inbounds nuw i8, ptr %.6.i16, i64 8
  store i64 %.357, ptr %.395, align 8
  br label %B36.endif

B36.endif.if:                                     ; preds = %B36.endif
  %const30 = bitcast i64 -1152921504606846975 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.399 = ashr i64 %.357, 2
  %.400 = add i64 %.399, %.357
  %.401 = add i64 %.400, 8
  %.403 = shl i64 %.401, 3
  %const_mat = add i64 %const30, 7
  %3 = add i64 %.400, %const_mat
  %.404 = icmp ult i64 %3, %const
  %.405 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.403, i64 24)
  %.407 = extractvalue { i64, i1 } %.405, 1
  %.408 = or i1 %.404, %.407
  br i1 %.408, label %B36.endif.if.if, label %B36.endif.if.endif, !prof !0

B36.endif.endif:                                  ; preds = %B36.endif.if.endif.endif, %B36.endif
  %sunkaddr34 = getelementptr i8, ptr %.29, i64 24
  %.6.i18 = load ptr, ptr %sunkaddr34, align 8
  store i64 %.357, ptr %.6.i18, align 8
  %.6.i20 = load ptr, ptr %sunkaddr34, align 8
  %.472 = getelementptr inbounds nuw i8, ptr %.6.i20, i64 24
  %.473 = getelementptr i64, ptr %.472, i64 %.356
  store i64 %.346, ptr %.473, align 8
  %sunkaddr35 = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i22 = load ptr, ptr %sunkaddr35, align 8
  %.195 = load i64, ptr %.6.i22, align 8
  %.196 = icmp slt i64 %.209, %.195
  br i1 %.196, label %B32.endif.if, label %B86

B36.endif.if.if:                                  ; preds = %B36.endif.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B36.endif.if.endif:                               ; preds = %B36.endif.if
  %.406 = extractvalue { i64, i1 } %.405, 0
  %.417 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.29, i64 %.406)
  %.418 = icmp eq ptr %.417, null
  br i1 %.418, label %B36.endif.if.endif.if, label %B36.endif.if.endif.endif, !prof !0

B36.endif.if.endif.if:                            ; preds = %B36.endif.if.endif
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B36.endif.if.endif.endif:                         ; preds = %B36.endif.if.endif
  %sunkaddr36 = getelementptr i8, ptr %.29, i64 24
  %.6.i24 = load ptr, ptr %sunkaddr36, align 8
  %.429 = getelementptr inbounds nuw i8, ptr %.6.i24, i64 8
  store i64 %.401, ptr %.429, align 8
  %.6.i26 = load ptr, ptr %sunkaddr36, align 8
  %.436 = load i64, ptr %.6.i26, align 8
  %.441 = getelementptr inbounds nuw i8, ptr %.6.i26, i64 24
  %.442.idx = shl i64 %.436, 3
  %.442 = getelementptr i8, ptr %.441, i64 %.442.idx
  %4 = sub i64 %.401, %.436
  %gepdiff = shl i64 %4, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.442, i8 0, i64 %gepdiff, i1 false)
  br label %B36.endif.endif
}

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

define ptr @_ZN7cpython5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.zip_lists, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.643 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.643, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.5, %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif, %entry.endif.endif.endif.if, %arg0.err.endif.endif, %entry, %entry.endif.endif.endif.e...if.4, %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if.4 ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif ], [ %.880.0, %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.if ], [ null, %arg0.err.endif.endif ], [ null, %entry.endif.endif.endif.e...if.5 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e")
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
  %const145 = bitcast i64 -1152921504606846976 to i64
  %const143 = bitcast i64 -2305843009213693952 to i64
  %.58 = shl i64 %.22, 3
  %0 = add i64 %.22, %const145
  %.59 = icmp ult i64 %0, %const143
  %.60 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.58, i64 24)
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.59, %.62
  br i1 %.63, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.if, !prof !0

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.70 = call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.61, ptr nonnull @.dtor.list.int64)
  %.71 = icmp eq ptr %.70, null
  br i1 %.71, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.endif.if, !prof !0

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i8 = getelementptr i8, ptr %.70, i64 24
  %.6.i9 = load ptr, ptr %.5.i8, align 8
  %.83 = getelementptr inbounds nuw i8, ptr %.6.i9, i64 8
  store i64 %.22, ptr %.83, align 8
  %.6.i11 = load ptr, ptr %.5.i8, align 8
  store i64 0, ptr %.6.i11, align 8
  %.6.i13 = load ptr, ptr %.5.i8, align 8
  %.95 = getelementptr inbounds nuw i8, ptr %.6.i13, i64 16
  store i8 0, ptr %.95, align 1
  %.6.i15 = load ptr, ptr %.5.i8, align 8
  %.108 = getelementptr inbounds nuw i8, ptr %.6.i15, i64 24
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %.108, i8 0, i64 %.58, i1 false)
  %.6.i17 = load ptr, ptr %.5.i8, align 8
  store i64 %.22, ptr %.6.i17, align 8
  %.131 = icmp sgt i64 %.22, 0
  br i1 %.131, label %entry.endif.endif.else.endif.endif.if.if, label %entry.endif.endif.else.endif.endif.if.endif.if, !prof !2

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
  %.6.i19 = load ptr, ptr %sunkaddr, align 8
  %.208.c = getelementptr inbounds nuw i8, ptr %.6.i19, i64 16
  store i8 0, ptr %.208.c, align 1
  br label %entry.endif.endif.endif.if

for.body:                                         ; preds = %entry.endif.endif.else.endif.endif.if.if, %for.body.endif.endif.endif.endif
  %loop.index114 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.190, %for.body.endif.endif.endif.endif ]
  %.154.0113 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.154.1, %for.body.endif.endif.endif.endif ]
  %.141 = call ptr @PyList_GetItem(ptr %.21, i64 %loop.index114)
  %.142 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.134, ptr %.141, ptr null)
  %.143 = icmp eq ptr %.142, null
  br i1 %.143, label %entry.endif.endif.else.endif.endif.if.endif, label %for.body.endif, !prof !0

for.body.endif:                                   ; preds = %for.body
  %.147.not = icmp eq ptr %.142, %.137
  br i1 %.147.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !2

for.body.endif.if:                                ; preds = %for.body.endif
  call void (ptr, ptr, ...) @PyErr_Format(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox heterogeneous list: %S != %S", ptr %.137, ptr nonnull %.142)
  call void @Py_DecRef(ptr nonnull %.142)
  br label %entry.endif.endif.else.endif.endif.if.endif

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(ptr nonnull %.142)
  %.156 = call ptr @PyNumber_Long(ptr %.141)
  %.157.not = icmp eq ptr %.156, null
  br i1 %.157.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !0

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.159 = call i64 @PyLong_AsLongLong(ptr nonnull %.156)
  call void @Py_DecRef(ptr nonnull %.156)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.154.1 = phi i64 [ %.159, %for.body.endif.endif.if ], [ %.154.0113, %for.body.endif.endif ]
  %.164 = call ptr @PyErr_Occurred()
  %.165.not = icmp eq ptr %.164, null
  br i1 %.165.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if.endif, !prof !2

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %sunkaddr146 = getelementptr i8, ptr %.70, i64 24
  %.6.i21 = load ptr, ptr %sunkaddr146, align 8
  %.180 = getelementptr inbounds nuw i8, ptr %.6.i21, i64 24
  %1 = shl i64 %loop.index114, 3
  %scevgep142 = getelementptr i8, ptr %.180, i64 %1
  store i64 %.154.1, ptr %scevgep142, align 8
  %.6.i23 = load ptr, ptr %sunkaddr146, align 8
  %.187 = getelementptr inbounds nuw i8, ptr %.6.i23, i64 16
  store i8 1, ptr %.187, align 1
  %.190 = add nuw nsw i64 %loop.index114, 1
  %exitcond.not = icmp eq i64 %.22, %.190
  br i1 %exitcond.not, label %entry.endif.endif.else.endif.endif.if.endif.if.critedge, label %for.body

entry.endif.endif.else.endif.endif.if.endif.if.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(ptr %.137)
  call void @Py_DecRef(ptr %.134)
  br label %entry.endif.endif.else.endif.endif.if.endif.if

entry.endif.endif.else.endif.endif.if.endif.if:   ; preds = %entry.endif.endif.else.endif.endif.if.endif.if.critedge, %entry.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(ptr %.21, ptr nonnull %.70)
  %sunkaddr147 = getelementptr i8, ptr %.70, i64 24
  %.6.i25 = load ptr, ptr %sunkaddr147, align 8
  %.208 = getelementptr inbounds nuw i8, ptr %.6.i25, i64 16
  store i8 0, ptr %.208, align 1
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.else.endif.endif.if.endif, %entry.endif.endif.else, %entry.endif.endif.else.endif.if
  %.54.sroa.0.05768 = phi ptr [ %.70, %entry.endif.endif.else.endif.endif.if.endif ], [ null, %entry.endif.endif.else.endif.if ], [ null, %entry.endif.endif.else ]
  call void @NRT_decref(ptr %.54.sroa.0.05768)
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.else.endif.endif.if.endif.if, %entry.endif.endif.endif.thread
  %.26.sroa.0.049 = phi ptr [ %.28, %entry.endif.endif.endif.thread ], [ %.70, %entry.endif.endif.else.endif.endif.if.endif.if ]
  %.332 = load ptr, ptr %.6, align 8
  %.333 = call i64 @PyList_Size(ptr %.332)
  %.339 = call ptr @numba_get_pyobject_private_data(ptr %.332)
  %.340.not = icmp eq ptr %.339, null
  br i1 %.340.not, label %entry.endif.endif.endif.endif.else, label %entry.endif.endif.endif.endif.endif.thread

arg0.err.endif.if:                                ; preds = %entry.endif.endif.endif.endif.endif.if
  %.251 = call i64 @PyList_Size(ptr %.21)
  %sunkaddr148 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i27 = load ptr, ptr %sunkaddr148, align 8
  %.257 = load i64, ptr %.6.i27, align 8
  %.258 = sub i64 %.257, %.251
  %.259 = icmp sgt i64 %.258, -1
  br i1 %.259, label %for.cond.1.preheader, label %arg0.err.endif.if.else

for.cond.1.preheader:                             ; preds = %arg0.err.endif.if
  %.262133 = icmp sgt i64 %.251, 0
  br i1 %.262133, label %for.body.1.preheader, label %for.cond.2.preheader

for.body.1.preheader:                             ; preds = %for.cond.1.preheader
  br label %for.body.1

arg0.err.endif.endif:                             ; preds = %entry.endif.endif.endif.endif.endif.if, %arg0.err.endif.if.endif
  call void @numba_reset_pyobject_private_data(ptr %.21)
  call void @NRT_decref(ptr nonnull %.26.sroa.0.049)
  br label %common.ret

arg0.err.endif.if.else:                           ; preds = %arg0.err.endif.if
  %.300 = call i32 @PyList_SetSlice(ptr %.21, i64 %.257, i64 %.251, ptr null)
  %.302131 = icmp sgt i64 %.257, 0
  br i1 %.302131, label %for.body.3.preheader, label %arg0.err.endif.if.endif

for.body.3.preheader:                             ; preds = %arg0.err.endif.if.else
  br label %for.body.3

arg0.err.endif.if.endif:                          ; preds = %for.body.3, %for.body.2, %arg0.err.endif.if.else, %for.cond.2.preheader
  %sunkaddr149 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i29 = load ptr, ptr %sunkaddr149, align 8
  %.324 = getelementptr inbounds nuw i8, ptr %.6.i29, i64 16
  store i8 0, ptr %.324, align 1
  br label %arg0.err.endif.endif

for.cond.2.preheader:                             ; preds = %for.body.1, %for.cond.1.preheader
  %.280135.not = icmp eq i64 %.257, %.251
  br i1 %.280135.not, label %arg0.err.endif.if.endif, label %for.body.2.preheader

for.body.2.preheader:                             ; preds = %for.cond.2.preheader
  br label %for.body.2

for.body.1:                                       ; preds = %for.body.1.preheader, %for.body.1
  %loop.index.1134 = phi i64 [ %.277, %for.body.1 ], [ 0, %for.body.1.preheader ]
  %sunkaddr150 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i31 = load ptr, ptr %sunkaddr150, align 8
  %.268 = getelementptr inbounds nuw i8, ptr %.6.i31, i64 24
  %2 = shl i64 %loop.index.1134, 3
  %scevgep128 = getelementptr i8, ptr %.268, i64 %2
  %.270 = load i64, ptr %scevgep128, align 8
  %.273 = call ptr @PyLong_FromLongLong(i64 %.270)
  %.276 = call i32 @PyList_SetItem(ptr %.21, i64 %loop.index.1134, ptr %.273)
  %.277 = add nuw nsw i64 %loop.index.1134, 1
  %exitcond154.not = icmp eq i64 %.251, %.277
  br i1 %exitcond154.not, label %for.cond.2.preheader, label %for.body.1

for.body.2:                                       ; preds = %for.body.2.preheader, %for.body.2
  %lsr.iv = phi i64 [ %.251, %for.body.2.preheader ], [ %lsr.iv.next, %for.body.2 ]
  %sunkaddr151 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i33 = load ptr, ptr %sunkaddr151, align 8
  %.287 = getelementptr inbounds nuw i8, ptr %.6.i33, i64 24
  %3 = shl i64 %lsr.iv, 3
  %scevgep = getelementptr i8, ptr %.287, i64 %3
  %.289 = load i64, ptr %scevgep, align 8
  %.292 = call ptr @PyLong_FromLongLong(i64 %.289)
  %.295 = call i32 @PyList_Append(ptr %.21, ptr %.292)
  call void @Py_DecRef(ptr %.292)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond156.not = icmp eq i64 %.257, %lsr.iv.next
  br i1 %exitcond156.not, label %arg0.err.endif.if.endif, label %for.body.2

for.body.3:                                       ; preds = %for.body.3.preheader, %for.body.3
  %loop.index.3132 = phi i64 [ %.317, %for.body.3 ], [ 0, %for.body.3.preheader ]
  %sunkaddr152 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i35 = load ptr, ptr %sunkaddr152, align 8
  %.308 = getelementptr inbounds nuw i8, ptr %.6.i35, i64 24
  %4 = shl i64 %loop.index.3132, 3
  %scevgep129 = getelementptr i8, ptr %.308, i64 %4
  %.310 = load i64, ptr %scevgep129, align 8
  %.313 = call ptr @PyLong_FromLongLong(i64 %.310)
  %.316 = call i32 @PyList_SetItem(ptr %.21, i64 %loop.index.3132, ptr %.313)
  %.317 = add nuw nsw i64 %loop.index.3132, 1
  %exitcond153.not = icmp eq i64 %.257, %.317
  br i1 %exitcond153.not, label %arg0.err.endif.if.endif, label %for.body.3

entry.endif.endif.endif.endif.endif.thread:       ; preds = %entry.endif.endif.endif.endif
  call void @NRT_incref(ptr nonnull %.339)
  %.5.i36 = getelementptr i8, ptr %.339, i64 24
  %.6.i37 = load ptr, ptr %.5.i36, align 8
  store i64 %.333, ptr %.6.i37, align 8
  br label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.else:               ; preds = %entry.endif.endif.endif.endif
  %const144 = bitcast i64 -1152921504606846976 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.369 = shl i64 %.333, 3
  %5 = add i64 %.333, %const144
  %.370 = icmp ult i64 %5, %const
  %.371 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.369, i64 24)
  %.373 = extractvalue { i64, i1 } %.371, 1
  %.374 = or i1 %.370, %.373
  br i1 %.374, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.else.endif.if, !prof !0

entry.endif.endif.endif.endif.else.endif.if:      ; preds = %entry.endif.endif.endif.endif.else
  %.372 = extractvalue { i64, i1 } %.371, 0
  %.381 = call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.372, ptr nonnull @.dtor.list.int64)
  %.382 = icmp eq ptr %.381, null
  br i1 %.382, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.else.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.else.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.else.endif.if
  %.5.i38 = getelementptr i8, ptr %.381, i64 24
  %.6.i39 = load ptr, ptr %.5.i38, align 8
  %.394 = getelementptr inbounds nuw i8, ptr %.6.i39, i64 8
  store i64 %.333, ptr %.394, align 8
  %.6.i41 = load ptr, ptr %.5.i38, align 8
  store i64 0, ptr %.6.i41, align 8
  %.6.i43 = load ptr, ptr %.5.i38, align 8
  %.406 = getelementptr inbounds nuw i8, ptr %.6.i43, i64 16
  store i8 0, ptr %.406, align 1
  %.6.i45 = load ptr, ptr %.5.i38, align 8
  %.419 = getelementptr inbounds nuw i8, ptr %.6.i45, i64 24
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %.419, i8 0, i64 %.369, i1 false)
  %.6.i47 = load ptr, ptr %.5.i38, align 8
  store i64 %.333, ptr %.6.i47, align 8
  %.442 = icmp sgt i64 %.333, 0
  br i1 %.442, label %entry.endif.endif.endif.endif.else.endif.endif.if.if, label %entry.endif.endif.endif.e...if, !prof !2

entry.endif.endif.endif.endif.else.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.else.endif.endif.if
  %.444 = call ptr @PyImport_ImportModule(ptr nonnull @.const.numba)
  %.445 = call ptr @PyObject_GetAttrString(ptr %.444, ptr nonnull @.const.typeof)
  call void @Py_DecRef(ptr %.444)
  %.447 = call ptr @PyList_GetItem(ptr %.332, i64 0)
  %.448 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.445, ptr %.447, ptr null)
  br label %for.body.4

entry.endif.endif.endif.endif.else.endif.endif.if.endif: ; preds = %for.body.4.endif.endif.endif, %for.body.4, %for.body.4.endif.if
  call void @Py_DecRef(ptr %.448)
  call void @Py_DecRef(ptr %.445)
  %sunkaddr153 = getelementptr i8, ptr %.381, i64 24
  %.6.i49 = load ptr, ptr %sunkaddr153, align 8
  %.519.c = getelementptr inbounds nuw i8, ptr %.6.i49, i64 16
  store i8 0, ptr %.519.c, align 1
  br label %entry.endif.endif.endif.endif.endif.if

for.body.4:                                       ; preds = %entry.endif.endif.endif.endif.else.endif.endif.if.if, %for.body.4.endif.endif.endif.endif
  %loop.index.4116 = phi i64 [ 0, %entry.endif.endif.endif.endif.else.endif.endif.if.if ], [ %.501, %for.body.4.endif.endif.endif.endif ]
  %.465.0115 = phi i64 [ 0, %entry.endif.endif.endif.endif.else.endif.endif.if.if ], [ %.465.1, %for.body.4.endif.endif.endif.endif ]
  %.452 = call ptr @PyList_GetItem(ptr %.332, i64 %loop.index.4116)
  %.453 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.445, ptr %.452, ptr null)
  %.454 = icmp eq ptr %.453, null
  br i1 %.454, label %entry.endif.endif.endif.endif.else.endif.endif.if.endif, label %for.body.4.endif, !prof !0

for.body.4.endif:                                 ; preds = %for.body.4
  %.458.not = icmp eq ptr %.453, %.448
  br i1 %.458.not, label %for.body.4.endif.endif, label %for.body.4.endif.if, !prof !2

for.body.4.endif.if:                              ; preds = %for.body.4.endif
  call void (ptr, ptr, ...) @PyErr_Format(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox heterogeneous list: %S != %S", ptr %.448, ptr nonnull %.453)
  call void @Py_DecRef(ptr nonnull %.453)
  br label %entry.endif.endif.endif.endif.else.endif.endif.if.endif

for.body.4.endif.endif:                           ; preds = %for.body.4.endif
  call void @Py_DecRef(ptr nonnull %.453)
  %.467 = call ptr @PyNumber_Long(ptr %.452)
  %.468.not = icmp eq ptr %.467, null
  br i1 %.468.not, label %for.body.4.endif.endif.endif, label %for.body.4.endif.endif.if, !prof !0

for.body.4.endif.endif.if:                        ; preds = %for.body.4.endif.endif
  %.470 = call i64 @PyLong_AsLongLong(ptr nonnull %.467)
  call void @Py_DecRef(ptr nonnull %.467)
  br label %for.body.4.endif.endif.endif

for.body.4.endif.endif.endif:                     ; preds = %for.body.4.endif.endif.if, %for.body.4.endif.endif
  %.465.1 = phi i64 [ %.470, %for.body.4.endif.endif.if ], [ %.465.0115, %for.body.4.endif.endif ]
  %.475 = call ptr @PyErr_Occurred()
  %.476.not = icmp eq ptr %.475, null
  br i1 %.476.not, label %for.body.4.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.else.endif.endif.if.endif, !prof !2

for.body.4.endif.endif.endif.endif:               ; preds = %for.body.4.endif.endif.endif
  %sunkaddr154 = getelementptr i8, ptr %.381, i64 24
  %.6.i51 = load ptr, ptr %sunkaddr154, align 8
  %.491 = getelementptr inbounds nuw i8, ptr %.6.i51, i64 24
  %6 = shl i64 %loop.index.4116, 3
  %scevgep141 = getelementptr i8, ptr %.491, i64 %6
  store i64 %.465.1, ptr %scevgep141, align 8
  %.6.i53 = load ptr, ptr %sunkaddr154, align 8
  %.498 = getelementptr inbounds nuw i8, ptr %.6.i53, i64 16
  store i8 1, ptr %.498, align 1
  %.501 = add nuw nsw i64 %loop.index.4116, 1
  %exitcond144.not = icmp eq i64 %.333, %.501
  br i1 %exitcond144.not, label %entry.endif.endif.endif.e...if.critedge, label %for.body.4

entry.endif.endif.endif.e...if.critedge:          ; preds = %for.body.4.endif.endif.endif.endif
  call void @Py_DecRef(ptr %.448)
  call void @Py_DecRef(ptr %.445)
  br label %entry.endif.endif.endif.e...if

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.e...if.critedge, %entry.endif.endif.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(ptr %.332, ptr nonnull %.381)
  %sunkaddr155 = getelementptr i8, ptr %.381, i64 24
  %.6.i55 = load ptr, ptr %sunkaddr155, align 8
  %.519 = getelementptr inbounds nuw i8, ptr %.6.i55, i64 16
  store i8 0, ptr %.519, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.else.endif.endif.if.endif, %entry.endif.endif.endif.endif.else, %entry.endif.endif.endif.endif.else.endif.if
  %.365.sroa.0.089100 = phi ptr [ %.381, %entry.endif.endif.endif.endif.else.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.else.endif.if ], [ null, %entry.endif.endif.endif.endif.else ]
  call void @NRT_decref(ptr %.365.sroa.0.089100)
  %.5.i56 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i57 = load ptr, ptr %.5.i56, align 8
  %.237 = getelementptr inbounds nuw i8, ptr %.6.i57, i64 16
  %.238 = load i8, ptr %.237, align 1
  %.241 = icmp eq i8 %.238, 0
  br i1 %.241, label %arg0.err.endif.endif, label %arg0.err.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.thread
  %.337.sroa.0.081 = phi ptr [ %.339, %entry.endif.endif.endif.endif.endif.thread ], [ %.381, %entry.endif.endif.endif.e...if ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.643, i8 0, i64 16, i1 false)
  %.647 = call i32 @_ZN5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.643, ptr nonnull %excinfo, ptr nonnull %.26.sroa.0.049, ptr poison, ptr nonnull %.337.sroa.0.081, ptr poison) #3
  %.648 = load ptr, ptr %excinfo, align 8
  %.657.fca.0.load = load ptr, ptr %.643, align 8
  %sunkaddr156 = getelementptr inbounds i8, ptr %.643, i64 8
  %.657.fca.1.load = load ptr, ptr %sunkaddr156, align 8
  %.5.i58 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i59 = load ptr, ptr %.5.i58, align 8
  %.671 = getelementptr inbounds nuw i8, ptr %.6.i59, i64 16
  %.672 = load i8, ptr %.671, align 1
  %.675 = icmp eq i8 %.672, 0
  br i1 %.675, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.685 = call i64 @PyList_Size(ptr %.21)
  %sunkaddr157 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i61 = load ptr, ptr %sunkaddr157, align 8
  %.691 = load i64, ptr %.6.i61, align 8
  %.692 = sub i64 %.691, %.685
  %.693 = icmp sgt i64 %.692, -1
  br i1 %.693, label %for.cond.8.preheader, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

for.cond.8.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.696119 = icmp sgt i64 %.685, 0
  br i1 %.696119, label %for.body.8.preheader, label %for.cond.9.preheader

for.body.8.preheader:                             ; preds = %for.cond.8.preheader
  br label %for.body.8

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_reset_pyobject_private_data(ptr %.21)
  call void @NRT_decref(ptr nonnull %.26.sroa.0.049)
  %.5.i62 = getelementptr i8, ptr %.337.sroa.0.081, i64 24
  %.6.i63 = load ptr, ptr %.5.i62, align 8
  %.776 = getelementptr inbounds nuw i8, ptr %.6.i63, i64 16
  %.777 = load i8, ptr %.776, align 1
  %.780 = icmp eq i8 %.777, 0
  br i1 %.780, label %entry.endif.endif.endif.e...endif.2.endif, label %entry.endif.endif.endif.e...endif.2.if, !prof !3

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.734 = call i32 @PyList_SetSlice(ptr %.21, i64 %.691, i64 %.685, ptr null)
  %.736117 = icmp sgt i64 %.691, 0
  br i1 %.736117, label %for.body.10.preheader, label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

for.body.10.preheader:                            ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  br label %for.body.10

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %for.body.10, %for.body.9, %entry.endif.endif.endif.endif.endif.endif.endif.if.else, %for.cond.9.preheader
  %sunkaddr158 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i65 = load ptr, ptr %sunkaddr158, align 8
  %.758 = getelementptr inbounds nuw i8, ptr %.6.i65, i64 16
  store i8 0, ptr %.758, align 1
  br label %entry.endif.endif.endif.endif.endif.endif.endif.endif

for.cond.9.preheader:                             ; preds = %for.body.8, %for.cond.8.preheader
  %.714121.not = icmp eq i64 %.691, %.685
  br i1 %.714121.not, label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, label %for.body.9.preheader

for.body.9.preheader:                             ; preds = %for.cond.9.preheader
  br label %for.body.9

for.body.8:                                       ; preds = %for.body.8.preheader, %for.body.8
  %loop.index.8120 = phi i64 [ %.711, %for.body.8 ], [ 0, %for.body.8.preheader ]
  %sunkaddr159 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i67 = load ptr, ptr %sunkaddr159, align 8
  %.702 = getelementptr inbounds nuw i8, ptr %.6.i67, i64 24
  %7 = shl i64 %loop.index.8120, 3
  %scevgep139 = getelementptr i8, ptr %.702, i64 %7
  %.704 = load i64, ptr %scevgep139, align 8
  %.707 = call ptr @PyLong_FromLongLong(i64 %.704)
  %.710 = call i32 @PyList_SetItem(ptr %.21, i64 %loop.index.8120, ptr %.707)
  %.711 = add nuw nsw i64 %loop.index.8120, 1
  %exitcond146.not = icmp eq i64 %.685, %.711
  br i1 %exitcond146.not, label %for.cond.9.preheader, label %for.body.8

for.body.9:                                       ; preds = %for.body.9.preheader, %for.body.9
  %lsr.iv136 = phi i64 [ %.685, %for.body.9.preheader ], [ %lsr.iv.next137, %for.body.9 ]
  %sunkaddr160 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i69 = load ptr, ptr %sunkaddr160, align 8
  %.721 = getelementptr inbounds nuw i8, ptr %.6.i69, i64 24
  %8 = shl i64 %lsr.iv136, 3
  %scevgep138 = getelementptr i8, ptr %.721, i64 %8
  %.723 = load i64, ptr %scevgep138, align 8
  %.726 = call ptr @PyLong_FromLongLong(i64 %.723)
  %.729 = call i32 @PyList_Append(ptr %.21, ptr %.726)
  call void @Py_DecRef(ptr %.726)
  %lsr.iv.next137 = add i64 %lsr.iv136, 1
  %exitcond147.not = icmp eq i64 %.691, %lsr.iv.next137
  br i1 %exitcond147.not, label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, label %for.body.9

for.body.10:                                      ; preds = %for.body.10.preheader, %for.body.10
  %loop.index.10118 = phi i64 [ %.751, %for.body.10 ], [ 0, %for.body.10.preheader ]
  %sunkaddr161 = getelementptr i8, ptr %.26.sroa.0.049, i64 24
  %.6.i71 = load ptr, ptr %sunkaddr161, align 8
  %.742 = getelementptr inbounds nuw i8, ptr %.6.i71, i64 24
  %9 = shl i64 %loop.index.10118, 3
  %scevgep140 = getelementptr i8, ptr %.742, i64 %9
  %.744 = load i64, ptr %scevgep140, align 8
  %.747 = call ptr @PyLong_FromLongLong(i64 %.744)
  %.750 = call i32 @PyList_SetItem(ptr %.21, i64 %loop.index.10118, ptr %.747)
  %.751 = add nuw nsw i64 %loop.index.10118, 1
  %exitcond145.not = icmp eq i64 %.691, %.751
  br i1 %exitcond145.not, label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, label %for.body.10

entry.endif.endif.endif.e...endif.2.if:           ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  %.790 = call i64 @PyList_Size(ptr %.332)
  %sunkaddr162 = getelementptr i8, ptr %.337.sroa.0.081, i64 24
  %.6.i73 = load ptr, ptr %sunkaddr162, align 8
  %.796 = load i64, ptr %.6.i73, align 8
  %.797 = sub i64 %.796, %.790
  %.798 = icmp sgt i64 %.797, -1
  br i1 %.798, label %for.cond.11.preheader, label %entry.endif.endif.endif.e...endif.2.if.else

for.cond.11.preheader:                            ; preds = %entry.endif.endif.endif.e...endif.2.if
  %.801125 = icmp sgt i64 %.790, 0
  br i1 %.801125, label %for.body.11.preheader, label %for.cond.12.preheader

for.body.11.preheader:                            ; preds = %for.cond.11.preheader
  br label %for.body.11

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...endif.2.if.endif
  call void @numba_reset_pyobject_private_data(ptr %.332)
  call void @NRT_decref(ptr nonnull %.337.sroa.0.081)
  %cond = icmp eq i32 %.647, 0
  br i1 %cond, label %entry.endif.endif.endif.e...endif.2.endif.if.endif, label %entry.endif.endif.endif.e...endif.2.endif.endif.if, !prof !4

entry.endif.endif.endif.e...endif.2.if.else:      ; preds = %entry.endif.endif.endif.e...endif.2.if
  %.839 = call i32 @PyList_SetSlice(ptr %.332, i64 %.796, i64 %.790, ptr null)
  %.841123 = icmp sgt i64 %.796, 0
  br i1 %.841123, label %for.body.13.preheader, label %entry.endif.endif.endif.e...endif.2.if.endif

for.body.13.preheader:                            ; preds = %entry.endif.endif.endif.e...endif.2.if.else
  br label %for.body.13

entry.endif.endif.endif.e...endif.2.if.endif:     ; preds = %for.body.13, %for.body.12, %entry.endif.endif.endif.e...endif.2.if.else, %for.cond.12.preheader
  %sunkaddr163 = getelementptr i8, ptr %.337.sroa.0.081, i64 24
  %.6.i75 = load ptr, ptr %sunkaddr163, align 8
  %.863 = getelementptr inbounds nuw i8, ptr %.6.i75, i64 16
  store i8 0, ptr %.863, align 1
  br label %entry.endif.endif.endif.e...endif.2.endif

for.cond.12.preheader:                            ; preds = %for.body.11, %for.cond.11.preheader
  %.819127.not = icmp eq i64 %.796, %.790
  br i1 %.819127.not, label %entry.endif.endif.endif.e...endif.2.if.endif, label %for.body.12.preheader

for.body.12.preheader:                            ; preds = %for.cond.12.preheader
  br label %for.body.12

for.body.11:                                      ; preds = %for.body.11.preheader, %for.body.11
  %loop.index.11126 = phi i64 [ %.816, %for.body.11 ], [ 0, %for.body.11.preheader ]
  %sunkaddr164 = getelementptr i8, ptr %.337.sroa.0.081, i64 24
  %.6.i77 = load ptr, ptr %sunkaddr164, align 8
  %.807 = getelementptr inbounds nuw i8, ptr %.6.i77, i64 24
  %10 = shl i64 %loop.index.11126, 3
  %scevgep134 = getelementptr i8, ptr %.807, i64 %10
  %.809 = load i64, ptr %scevgep134, align 8
  %.812 = call ptr @PyLong_FromLongLong(i64 %.809)
  %.815 = call i32 @PyList_SetItem(ptr %.332, i64 %loop.index.11126, ptr %.812)
  %.816 = add nuw nsw i64 %loop.index.11126, 1
  %exitcond149.not = icmp eq i64 %.790, %.816
  br i1 %exitcond149.not, label %for.cond.12.preheader, label %for.body.11

for.body.12:                                      ; preds = %for.body.12.preheader, %for.body.12
  %lsr.iv131 = phi i64 [ %.790, %for.body.12.preheader ], [ %lsr.iv.next132, %for.body.12 ]
  %sunkaddr165 = getelementptr i8, ptr %.337.sroa.0.081, i64 24
  %.6.i79 = load ptr, ptr %sunkaddr165, align 8
  %.826 = getelementptr inbounds nuw i8, ptr %.6.i79, i64 24
  %11 = shl i64 %lsr.iv131, 3
  %scevgep133 = getelementptr i8, ptr %.826, i64 %11
  %.828 = load i64, ptr %scevgep133, align 8
  %.831 = call ptr @PyLong_FromLongLong(i64 %.828)
  %.834 = call i32 @PyList_Append(ptr %.332, ptr %.831)
  call void @Py_DecRef(ptr %.831)
  %lsr.iv.next132 = add i64 %lsr.iv131, 1
  %exitcond151.not = icmp eq i64 %.796, %lsr.iv.next132
  br i1 %exitcond151.not, label %entry.endif.endif.endif.e...endif.2.if.endif, label %for.body.12

for.body.13:                                      ; preds = %for.body.13.preheader, %for.body.13
  %loop.index.13124 = phi i64 [ %.856, %for.body.13 ], [ 0, %for.body.13.preheader ]
  %sunkaddr166 = getelementptr i8, ptr %.337.sroa.0.081, i64 24
  %.6.i81 = load ptr, ptr %sunkaddr166, align 8
  %.847 = getelementptr inbounds nuw i8, ptr %.6.i81, i64 24
  %12 = shl i64 %loop.index.13124, 3
  %scevgep135 = getelementptr i8, ptr %.847, i64 %12
  %.849 = load i64, ptr %scevgep135, align 8
  %.852 = call ptr @PyLong_FromLongLong(i64 %.849)
  %.855 = call i32 @PyList_SetItem(ptr %.332, i64 %loop.index.13124, ptr %.852)
  %.856 = add nuw nsw i64 %loop.index.13124, 1
  %exitcond148.not = icmp eq i64 %.796, %.856
  br i1 %exitcond148.not, label %entry.endif.endif.endif.e...endif.2.if.endif, label %for.body.13

entry.endif.endif.endif.e...endif.2.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.2.endif
  %.883.not = icmp eq ptr %.657.fca.1.load, null
  br i1 %.883.not, label %entry.endif.endif.endif.e...endif.2.endif.if.endif.else, label %entry.endif.endif.endif.e...endif.2.endif.if.endif.if

entry.endif.endif.endif.e...endif.2.endif.if.endif.if: ; preds = %entry.endif.endif.endif.e...endif.2.endif.if.endif
  call void @Py_IncRef(ptr nonnull %.657.fca.1.load)
  br label %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif

entry.endif.endif.endif.e...endif.2.endif.if.endif.else: ; preds = %entry.endif.endif.endif.e...endif.2.endif.if.endif
  %.5.i82 = getelementptr i8, ptr %.657.fca.0.load, i64 24
  %.6.i83 = load ptr, ptr %.5.i82, align 8
  %.892 = load i64, ptr %.6.i83, align 8
  %.893 = call ptr @PyList_New(i64 %.892)
  %.894.not = icmp ne ptr %.893, null
  %.897129 = icmp sgt i64 %.892, 0
  %or.cond = select i1 %.894.not, i1 %.897129, i1 false, !prof !5
  br i1 %or.cond, label %for.body.14.preheader, label %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif, !prof !5

for.body.14.preheader:                            ; preds = %entry.endif.endif.endif.e...endif.2.endif.if.endif.else
  br label %for.body.14

entry.endif.endif.endif.e...endif.2.endif.if.endif.endif: ; preds = %for.body.14, %entry.endif.endif.endif.e...endif.2.endif.if.endif.else, %entry.endif.endif.endif.e...endif.2.endif.if.endif.if
  %.880.0 = phi ptr [ %.657.fca.1.load, %entry.endif.endif.endif.e...endif.2.endif.if.endif.if ], [ %.893, %entry.endif.endif.endif.e...endif.2.endif.if.endif.else ], [ %.893, %for.body.14 ]
  call void @NRT_decref(ptr %.657.fca.0.load)
  br label %common.ret

for.body.14:                                      ; preds = %for.body.14.preheader, %for.body.14
  %loop.index.14130 = phi i64 [ %.912, %for.body.14 ], [ 0, %for.body.14.preheader ]
  %sunkaddr167 = getelementptr i8, ptr %.657.fca.0.load, i64 24
  %.6.i85 = load ptr, ptr %sunkaddr167, align 8
  %.903 = getelementptr inbounds nuw i8, ptr %.6.i85, i64 24
  %13 = shl i64 %loop.index.14130, 3
  %scevgep130 = getelementptr i8, ptr %.903, i64 %13
  %.905 = load i64, ptr %scevgep130, align 8
  %.908 = call ptr @PyLong_FromLongLong(i64 %.905)
  %.911 = call i32 @PyList_SetItem(ptr nonnull %.893, i64 %loop.index.14130, ptr %.908)
  %.912 = add nuw nsw i64 %loop.index.14130, 1
  %exitcond152.not = icmp eq i64 %.892, %.912
  br i1 %exitcond152.not, label %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif, label %for.body.14

entry.endif.endif.endif.e...endif.2.endif.endif.if: ; preds = %entry.endif.endif.endif.e...endif.2.endif
  call void @PyErr_Clear()
  %.923 = load { ptr, i32, ptr, ptr, i32 }, ptr %.648, align 8
  %.924 = extractvalue { ptr, i32, ptr, ptr, i32 } %.923, 4
  %.925 = icmp sgt i32 %.924, 0
  %.928 = extractvalue { ptr, i32, ptr, ptr, i32 } %.923, 0
  %.930 = extractvalue { ptr, i32, ptr, ptr, i32 } %.923, 1
  br i1 %.925, label %entry.endif.endif.endif.e...endif.2.endif.endif.if.if, label %entry.endif.endif.endif.e...endif.2.endif.endif.if.else

entry.endif.endif.endif.e...endif.2.endif.endif.if.if: ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if
  %.931 = sext i32 %.930 to i64
  %.932 = call ptr @PyBytes_FromStringAndSize(ptr %.928, i64 %.931)
  %.933 = load { ptr, i32, ptr, ptr, i32 }, ptr %.648, align 8
  %.934 = extractvalue { ptr, i32, ptr, ptr, i32 } %.933, 2
  %.936 = extractvalue { ptr, i32, ptr, ptr, i32 } %.933, 3
  %.938 = call ptr %.936(ptr %.934)
  %.939 = icmp eq ptr %.938, null
  br i1 %.939, label %entry.endif.endif.endif.e...if.4, label %entry.endif.endif.endif.e...endif.4, !prof !0

entry.endif.endif.endif.e...endif.2.endif.endif.if.else: ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if
  %.952 = extractvalue { ptr, i32, ptr, ptr, i32 } %.923, 2
  %.953 = call ptr @numba_unpickle(ptr %.928, i32 %.930, ptr %.952)
  br label %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif

entry.endif.endif.endif.e...endif.2.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.4, %entry.endif.endif.endif.e...endif.2.endif.endif.if.else
  %.955 = phi ptr [ %.943, %entry.endif.endif.endif.e...endif.4 ], [ %.953, %entry.endif.endif.endif.e...endif.2.endif.endif.if.else ]
  %.956.not = icmp eq ptr %.955, null
  br i1 %.956.not, label %common.ret, label %entry.endif.endif.endif.e...if.5, !prof !0

entry.endif.endif.endif.e...if.4:                 ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif.4:              ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if.if
  %.943 = call ptr @numba_runtime_build_excinfo_struct(ptr %.932, ptr nonnull %.938)
  call void @NRT_Free(ptr nonnull %.648)
  br label %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif

entry.endif.endif.endif.e...if.5:                 ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.955)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i64 @PyList_Size(ptr) local_unnamed_addr

declare ptr @numba_get_pyobject_private_data(ptr) local_unnamed_addr

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

declare void @Py_IncRef(ptr) local_unnamed_addr

declare ptr @PyList_New(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr } @cfunc._ZN5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e({ ptr, ptr } %.1, { ptr, ptr } %.2) local_unnamed_addr {
entry:
  %.4 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.4, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.4, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr } %.1, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr } %.2, 0
  %.8 = call i32 @_ZN5cases9sequences9zip_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, ptr %extracted.meminfo.1, ptr poison) #3
  %.9 = load ptr, ptr %excinfo, align 8
  %.18.fca.0.load = load ptr, ptr %.4, align 8
  %.18.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr } undef, ptr %.18.fca.0.load, 0
  %inserted.parent = insertvalue { ptr, ptr } %inserted.meminfo, ptr %.18.fca.1.load, 1
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.8, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !4

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi { ptr, ptr } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.25 ], [ %inserted.parent, %entry ]
  ret { ptr, ptr } %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.73 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.73)
  call void @Py_DecRef(ptr %.73)
  call void @numba_gil_release(ptr nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.22)
  call void @PyErr_Clear()
  %.28 = load { ptr, i32, ptr, ptr, i32 }, ptr %.9, align 8
  %.29 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call ptr @PyBytes_FromStringAndSize(ptr %.33, i64 %.36)
  %.38 = load { ptr, i32, ptr, ptr, i32 }, ptr %.9, align 8
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 2
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 3
  %.43 = call ptr %.41(ptr %.39)
  %.44 = icmp eq ptr %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 2
  %.58 = call ptr @numba_unpickle(ptr %.33, i32 %.35, ptr %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi ptr [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq ptr %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call ptr @numba_runtime_build_excinfo_struct(ptr %.37, ptr nonnull %.43)
  call void @NRT_Free(ptr nonnull %.9)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.60)
  br label %.25
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !0

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

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{!"branch_weights", i32 2126008812, i32 21474836}
!4 = !{!"branch_weights", i32 49, i32 1}
!5 = !{!"branch_weights", i32 99, i32 101}
