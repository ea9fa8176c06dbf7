; ModuleID = 'list_append_in_while'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.list_append_in_while = internal constant [21 x i8] c"list_append_in_while\00"
@_ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [122 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define range(i32 0, 2) i32 @_ZN5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif.if:
  %.24 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.int64)
  %.25 = icmp eq ptr %.24, null
  br i1 %.25, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B22:                                              ; preds = %B22.preheader, %B22.endif.endif
  %i.2.0 = phi i64 [ %.236, %B22.endif.endif ], [ %arg.n, %B22.preheader ]
  %sunkaddr = getelementptr i8, ptr %.24, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  %.115 = load i64, ptr %.6.i, align 8
  %.116 = add i64 %.115, 1
  %.121 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  %.122 = load i64, ptr %.121, align 8
  %.124 = ashr i64 %.122, 2
  %.125 = icmp sgt i64 %.124, %.116
  br i1 %.125, label %B22.if, label %B22.endif, !prof !0

common.ret:                                       ; preds = %B22.endif.if.endif.if, %B22.endif.if.if, %B22.if.endif.if, %B22.if.if, %B0.endif.endif.if, %B78
  %common.ret.op = phi i32 [ 0, %B78 ], [ 1, %B0.endif.endif.if ], [ 1, %B22.if.if ], [ 1, %B22.if.endif.if ], [ 1, %B22.endif.if.if ], [ 1, %B22.endif.if.endif.if ]
  ret i32 %common.ret.op

B78:                                              ; preds = %B22.endif.endif, %B0.endif.endif.endif
  store ptr %.24, ptr %retptr, align 8
  %retptr.repack23 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack23, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i1 = getelementptr i8, ptr %.24, i64 24
  %.6.i2 = load ptr, ptr %.5.i1, align 8
  %.37 = getelementptr inbounds nuw i8, ptr %.6.i2, i64 8
  store i64 0, ptr %.37, align 8
  %.6.i4 = load ptr, ptr %.5.i1, align 8
  store i64 0, ptr %.6.i4, align 8
  %.6.i6 = load ptr, ptr %.5.i1, align 8
  %.49 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 16
  store i8 0, ptr %.49, align 1
  %.6.i8 = load ptr, ptr %.5.i1, align 8
  store i64 0, ptr %.6.i8, align 8
  %.101 = icmp sgt i64 %arg.n, 0
  br i1 %.101, label %B22.preheader, label %B78

B22.preheader:                                    ; preds = %B0.endif.endif.endif
  br label %B22

B22.if:                                           ; preds = %B22
  %const21 = bitcast i64 -1152921504606846975 to i64
  %const19 = bitcast i64 -2305843009213693952 to i64
  %.128 = shl i64 %.116, 3
  %0 = add i64 %.115, %const21
  %.129 = icmp ult i64 %0, %const19
  %.130 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.128, i64 24)
  %.132 = extractvalue { i64, i1 } %.130, 1
  %.133 = or i1 %.129, %.132
  br i1 %.133, label %B22.if.if, label %B22.if.endif, !prof !0

B22.endif:                                        ; preds = %B22.if.endif.endif, %B22
  %1 = icmp slt i64 %.122, %.116
  br i1 %1, label %B22.endif.if, label %B22.endif.endif, !prof !0

B22.if.if:                                        ; preds = %B22.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B22.if.endif:                                     ; preds = %B22.if
  %.131 = extractvalue { i64, i1 } %.130, 0
  %.142 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.24, i64 %.131)
  %.143 = icmp eq ptr %.142, null
  br i1 %.143, label %B22.if.endif.if, label %B22.if.endif.endif, !prof !0

B22.if.endif.if:                                  ; preds = %B22.if.endif
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B22.if.endif.endif:                               ; preds = %B22.if.endif
  %sunkaddr22 = getelementptr i8, ptr %.24, i64 24
  %.6.i10 = load ptr, ptr %sunkaddr22, align 8
  %.154 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 8
  store i64 %.116, ptr %.154, align 8
  br label %B22.endif

B22.endif.if:                                     ; preds = %B22.endif
  %const20 = bitcast i64 -1152921504606846975 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.158 = ashr i64 %.116, 2
  %.159 = add i64 %.158, %.116
  %.160 = add i64 %.159, 8
  %.162 = shl i64 %.160, 3
  %const_mat = add i64 %const20, 7
  %2 = add i64 %.159, %const_mat
  %.163 = icmp ult i64 %2, %const
  %.164 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.162, i64 24)
  %.166 = extractvalue { i64, i1 } %.164, 1
  %.167 = or i1 %.163, %.166
  br i1 %.167, label %B22.endif.if.if, label %B22.endif.if.endif, !prof !0

B22.endif.endif:                                  ; preds = %B22.endif.if.endif.endif, %B22.endif
  %sunkaddr23 = getelementptr i8, ptr %.24, i64 24
  %.6.i12 = load ptr, ptr %sunkaddr23, align 8
  store i64 %.116, ptr %.6.i12, align 8
  %.6.i14 = load ptr, ptr %sunkaddr23, align 8
  %.231 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 24
  %.232 = getelementptr i64, ptr %.231, i64 %.115
  store i64 %i.2.0, ptr %.232, align 8
  %.236 = add i64 %i.2.0, -2
  %3 = add i64 %.236, 2
  %.243 = icmp sgt i64 %3, 2
  br i1 %.243, label %B22, label %B78

B22.endif.if.if:                                  ; preds = %B22.endif.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B22.endif.if.endif:                               ; preds = %B22.endif.if
  %.165 = extractvalue { i64, i1 } %.164, 0
  %.176 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.24, i64 %.165)
  %.177 = icmp eq ptr %.176, null
  br i1 %.177, label %B22.endif.if.endif.if, label %B22.endif.if.endif.endif, !prof !0

B22.endif.if.endif.if:                            ; preds = %B22.endif.if.endif
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B22.endif.if.endif.endif:                         ; preds = %B22.endif.if.endif
  %sunkaddr24 = getelementptr i8, ptr %.24, i64 24
  %.6.i16 = load ptr, ptr %sunkaddr24, align 8
  %.188 = getelementptr inbounds nuw i8, ptr %.6.i16, i64 8
  store i64 %.160, ptr %.188, align 8
  %.6.i18 = load ptr, ptr %sunkaddr24, align 8
  %.195 = load i64, ptr %.6.i18, align 8
  %.200 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 24
  %.201.idx = shl i64 %.195, 3
  %.201 = getelementptr i8, ptr %.200, i64 %.201.idx
  %4 = sub i64 %.160, %.195
  %gepdiff = shl i64 %4, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.201, i8 0, i64 %gepdiff, i1 false)
  br label %B22.endif.endif
}

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

define ptr @_ZN7cpython5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_append_in_while, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.63.0, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.36, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull %excinfo, i64 %.21.0) #2
  %.41 = load ptr, ptr %excinfo, align 8
  %.50.fca.0.load = load ptr, ptr %.36, align 8
  %sunkaddr = getelementptr inbounds i8, ptr %.36, i64 8
  %.50.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %cond = icmp eq i32 %.40, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.66.not = icmp eq ptr %.50.fca.1.load, null
  br i1 %.66.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @Py_IncRef(ptr nonnull %.50.fca.1.load)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  %.5.i = getelementptr i8, ptr %.50.fca.0.load, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.75 = load i64, ptr %.6.i, align 8
  %.76 = call ptr @PyList_New(i64 %.75)
  %.77.not = icmp ne ptr %.76, null
  %.805 = icmp sgt i64 %.75, 0
  %or.cond = select i1 %.77.not, i1 %.805, i1 false
  br i1 %or.cond, label %for.body.preheader, label %entry.endif.endif.endif.endif.if.endif.endif, !prof !3

for.body.preheader:                               ; preds = %entry.endif.endif.endif.endif.if.endif.else
  br label %for.body

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %for.body, %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.63.0 = phi ptr [ %.50.fca.1.load, %entry.endif.endif.endif.endif.if.endif.if ], [ %.76, %entry.endif.endif.endif.endif.if.endif.else ], [ %.76, %for.body ]
  call void @NRT_decref(ptr %.50.fca.0.load)
  br label %common.ret

for.body:                                         ; preds = %for.body.preheader, %for.body
  %loop.index6 = phi i64 [ %.95, %for.body ], [ 0, %for.body.preheader ]
  %sunkaddr3 = getelementptr i8, ptr %.50.fca.0.load, i64 24
  %.6.i2 = load ptr, ptr %sunkaddr3, align 8
  %.86 = getelementptr inbounds nuw i8, ptr %.6.i2, i64 24
  %0 = shl i64 %loop.index6, 3
  %scevgep = getelementptr i8, ptr %.86, i64 %0
  %.88 = load i64, ptr %scevgep, align 8
  %.91 = call ptr @PyLong_FromLongLong(i64 %.88)
  %.94 = call i32 @PyList_SetItem(ptr nonnull %.76, i64 %loop.index6, ptr %.91)
  %.95 = add nuw nsw i64 %loop.index6, 1
  %exitcond.not = icmp eq i64 %.75, %.95
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.if.endif.endif, label %for.body

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.106 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.107 = extractvalue { ptr, i32, ptr, ptr, i32 } %.106, 4
  %.108 = icmp sgt i32 %.107, 0
  %.111 = extractvalue { ptr, i32, ptr, ptr, i32 } %.106, 0
  %.113 = extractvalue { ptr, i32, ptr, ptr, i32 } %.106, 1
  br i1 %.108, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.114 = sext i32 %.113 to i64
  %.115 = call ptr @PyBytes_FromStringAndSize(ptr %.111, i64 %.114)
  %.116 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.117 = extractvalue { ptr, i32, ptr, ptr, i32 } %.116, 2
  %.119 = extractvalue { ptr, i32, ptr, ptr, i32 } %.116, 3
  %.121 = call ptr %.119(ptr %.117)
  %.122 = icmp eq ptr %.121, null
  br i1 %.122, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.135 = extractvalue { ptr, i32, ptr, ptr, i32 } %.106, 2
  %.136 = call ptr @numba_unpickle(ptr %.111, i32 %.113, ptr %.135)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.138 = phi ptr [ %.126, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.136, %entry.endif.endif.endif.endif.endif.if.else ]
  %.139.not = icmp eq ptr %.138, null
  br i1 %.139.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.126 = call ptr @numba_runtime_build_excinfo_struct(ptr %.115, ptr nonnull %.121)
  call void @NRT_Free(ptr nonnull %.41)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.138)
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

define { ptr, ptr } @cfunc._ZN5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %.7 = call i32 @_ZN5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull %excinfo, i64 %.1) #2
  %.8 = load ptr, ptr %excinfo, align 8
  %.17.fca.0.load = load ptr, ptr %.3, align 8
  %.17.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr } undef, ptr %.17.fca.0.load, 0
  %inserted.parent = insertvalue { ptr, ptr } %inserted.meminfo, ptr %.17.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if.if

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi { ptr, ptr } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.24 ], [ %inserted.parent, %entry ]
  ret { ptr, ptr } %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

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

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline }
attributes #3 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{!"branch_weights", i32 99, i32 101}
