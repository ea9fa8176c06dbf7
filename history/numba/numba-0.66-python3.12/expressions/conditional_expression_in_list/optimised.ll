; ModuleID = 'conditional_expression_in_list'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.conditional_expression_in_list = internal constant [31 x i8] c"conditional_expression_in_list\00"
@_ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define range(i32 0, 2) i32 @_ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.a, i64 %arg.b) local_unnamed_addr {
B0:
  %spec.select = tail call i64 @llvm.smax.i64(i64 %arg.a, i64 %arg.b)
  %"$phi.13" = tail call i64 @llvm.smin.i64(i64 %arg.a, i64 %arg.b)
  %.52 = icmp eq i64 %arg.a, %arg.b
  %.83 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 48, ptr nonnull @.dtor.list.int64)
  br i1 %.52, label %B46.endif.if, label %B52.endif.if

B46.endif.if:                                     ; preds = %B0
  %0 = icmp eq ptr %.83, null
  br i1 %0, label %B46.endif.endif.if, label %B46.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B52.endif.endif.endif, %B52.endif.endif.if, %B46.endif.endif.endif, %B46.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B46.endif.endif.if ], [ 0, %B46.endif.endif.endif ], [ 1, %B52.endif.endif.if ], [ 0, %B52.endif.endif.endif ]
  ret i32 %common.ret.op

B46.endif.endif.if:                               ; preds = %B46.endif.if
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B46.endif.endif.endif:                            ; preds = %B46.endif.if
  %.5.i = getelementptr i8, ptr %.83, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.96 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 3, ptr %.96, align 8
  %.6.i2 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i2, align 8
  %.6.i4 = load ptr, ptr %.5.i, align 8
  %.108 = getelementptr inbounds nuw i8, ptr %.6.i4, i64 16
  store i8 0, ptr %.108, align 1
  %.6.i6 = load ptr, ptr %.5.i, align 8
  %.121 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %.121, i8 0, i64 24, i1 false)
  %.6.i8 = load ptr, ptr %.5.i, align 8
  store i64 3, ptr %.6.i8, align 8
  %.6.i10 = load ptr, ptr %.5.i, align 8
  %.163 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 24
  store i64 %spec.select, ptr %.163, align 8
  %.6.i12 = load ptr, ptr %.5.i, align 8
  %.178 = getelementptr i8, ptr %.6.i12, i64 32
  store i64 %"$phi.13", ptr %.178, align 8
  %.6.i14 = load ptr, ptr %.5.i, align 8
  %.192 = getelementptr i8, ptr %.6.i14, i64 40
  store i64 0, ptr %.192, align 8
  store ptr %.83, ptr %retptr, align 8
  %retptr.repack45 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack45, align 8
  br label %common.ret

B52.endif.if:                                     ; preds = %B0
  %1 = icmp eq ptr %.83, null
  br i1 %1, label %B52.endif.endif.if, label %B52.endif.endif.endif, !prof !0

B52.endif.endif.if:                               ; preds = %B52.endif.if
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B52.endif.endif.endif:                            ; preds = %B52.endif.if
  %.5.i15 = getelementptr i8, ptr %.83, i64 24
  %.6.i16 = load ptr, ptr %.5.i15, align 8
  %.243 = getelementptr inbounds nuw i8, ptr %.6.i16, i64 8
  store i64 3, ptr %.243, align 8
  %.6.i18 = load ptr, ptr %.5.i15, align 8
  store i64 0, ptr %.6.i18, align 8
  %.6.i20 = load ptr, ptr %.5.i15, align 8
  %.255 = getelementptr inbounds nuw i8, ptr %.6.i20, i64 16
  store i8 0, ptr %.255, align 1
  %.6.i22 = load ptr, ptr %.5.i15, align 8
  %.268 = getelementptr inbounds nuw i8, ptr %.6.i22, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %.268, i8 0, i64 24, i1 false)
  %.6.i24 = load ptr, ptr %.5.i15, align 8
  store i64 3, ptr %.6.i24, align 8
  %.6.i26 = load ptr, ptr %.5.i15, align 8
  %.308 = getelementptr inbounds nuw i8, ptr %.6.i26, i64 24
  store i64 %spec.select, ptr %.308, align 8
  %.6.i28 = load ptr, ptr %.5.i15, align 8
  %.323 = getelementptr i8, ptr %.6.i28, i64 32
  store i64 %"$phi.13", ptr %.323, align 8
  %.6.i30 = load ptr, ptr %.5.i15, align 8
  %.337 = getelementptr i8, ptr %.6.i30, i64 40
  store i64 1, ptr %.337, align 8
  store ptr %.83, ptr %retptr, align 8
  %retptr.repack43 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack43, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

define ptr @_ZN7cpython5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.conditional_expression_in_list, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.80.0, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.2 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load ptr, ptr %.5, align 8
  %.24 = call ptr @PyNumber_Long(ptr %.21)
  %.25.not = icmp eq ptr %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.27 = call i64 @PyLong_AsLongLong(ptr nonnull %.24)
  call void @Py_DecRef(ptr nonnull %.24)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.22.0 = phi i64 [ %.27, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.32 = call ptr @PyErr_Occurred()
  %.33.not = icmp eq ptr %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.37 = load ptr, ptr %.6, align 8
  %.40 = call ptr @PyNumber_Long(ptr %.37)
  %.41.not = icmp eq ptr %.40, null
  br i1 %.41.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.43 = call i64 @PyLong_AsLongLong(ptr nonnull %.40)
  call void @Py_DecRef(ptr nonnull %.40)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.38.0 = phi i64 [ %.43, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.48 = call ptr @PyErr_Occurred()
  %.49.not = icmp eq ptr %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.53, i8 0, i64 16, i1 false)
  %.57 = call i32 @_ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr nonnull %.53, ptr nonnull %excinfo, i64 %.22.0, i64 %.38.0) #2
  %.58 = load ptr, ptr %excinfo, align 8
  %.67.fca.0.load = load ptr, ptr %.53, align 8
  %sunkaddr = getelementptr inbounds i8, ptr %.53, i64 8
  %.67.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.83.not = icmp eq ptr %.67.fca.1.load, null
  br i1 %.83.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @Py_IncRef(ptr nonnull %.67.fca.1.load)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  %.5.i = getelementptr i8, ptr %.67.fca.0.load, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.92 = load i64, ptr %.6.i, align 8
  %.93 = call ptr @PyList_New(i64 %.92)
  %.94.not = icmp ne ptr %.93, null
  %.975 = icmp sgt i64 %.92, 0
  %or.cond = select i1 %.94.not, i1 %.975, i1 false, !prof !4
  br i1 %or.cond, label %for.body.preheader, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, !prof !4

for.body.preheader:                               ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif.else
  br label %for.body

entry.endif.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %for.body, %entry.endif.endif.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.endif.endif.if.endif.if
  %.80.0 = phi ptr [ %.67.fca.1.load, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ %.93, %entry.endif.endif.endif.endif.endif.endif.if.endif.else ], [ %.93, %for.body ]
  call void @NRT_decref(ptr %.67.fca.0.load)
  br label %common.ret

for.body:                                         ; preds = %for.body.preheader, %for.body
  %loop.index6 = phi i64 [ %.112, %for.body ], [ 0, %for.body.preheader ]
  %sunkaddr3 = getelementptr i8, ptr %.67.fca.0.load, i64 24
  %.6.i2 = load ptr, ptr %sunkaddr3, align 8
  %.103 = getelementptr inbounds nuw i8, ptr %.6.i2, i64 24
  %0 = shl i64 %loop.index6, 3
  %scevgep = getelementptr i8, ptr %.103, i64 %0
  %.105 = load i64, ptr %scevgep, align 8
  %.108 = call ptr @PyLong_FromLongLong(i64 %.105)
  %.111 = call i32 @PyList_SetItem(ptr nonnull %.93, i64 %loop.index6, ptr %.108)
  %.112 = add nuw nsw i64 %loop.index6, 1
  %exitcond.not = icmp eq i64 %.92, %.112
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, label %for.body

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.123 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.124 = extractvalue { ptr, i32, ptr, ptr, i32 } %.123, 4
  %.125 = icmp sgt i32 %.124, 0
  %.128 = extractvalue { ptr, i32, ptr, ptr, i32 } %.123, 0
  %.130 = extractvalue { ptr, i32, ptr, ptr, i32 } %.123, 1
  br i1 %.125, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.131 = sext i32 %.130 to i64
  %.132 = call ptr @PyBytes_FromStringAndSize(ptr %.128, i64 %.131)
  %.133 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.133, 2
  %.136 = extractvalue { ptr, i32, ptr, ptr, i32 } %.133, 3
  %.138 = call ptr %.136(ptr %.134)
  %.139 = icmp eq ptr %.138, null
  br i1 %.139, label %entry.endif.endif.endif.e...if.1, label %entry.endif.endif.endif.e...endif.1, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.152 = extractvalue { ptr, i32, ptr, ptr, i32 } %.123, 2
  %.153 = call ptr @numba_unpickle(ptr %.128, i32 %.130, ptr %.152)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.155 = phi ptr [ %.143, %entry.endif.endif.endif.e...endif.1 ], [ %.153, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.156.not = icmp eq ptr %.155, null
  br i1 %.156.not, label %common.ret, label %entry.endif.endif.endif.e...if.2, !prof !0

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif.1:              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.143 = call ptr @numba_runtime_build_excinfo_struct(ptr %.132, ptr nonnull %.138)
  call void @NRT_Free(ptr nonnull %.58)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.155)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare void @Py_IncRef(ptr) local_unnamed_addr

declare ptr @PyList_New(i64) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(ptr, i64, ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr } @cfunc._ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.4, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.4, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %.8 = call i32 @_ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr nonnull %.4, ptr nonnull %excinfo, i64 %.1, i64 %.2) #2
  %.9 = load ptr, ptr %excinfo, align 8
  %.18.fca.0.load = load ptr, ptr %.4, align 8
  %.18.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr } undef, ptr %.18.fca.0.load, 0
  %inserted.parent = insertvalue { ptr, ptr } %inserted.meminfo, ptr %.18.fca.1.load, 1
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.8, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !3

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

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { noinline }
attributes #3 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{!"branch_weights", i32 49, i32 1}
!4 = !{!"branch_weights", i32 99, i32 101}
