; ModuleID = 'list_comprehension_with_if'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ("Unreachable condition reached (op code RERAISE executed)\n-------------------------------------------------------------------------------\nThis should not have happened, a problem has occurred in Numba's internals.\nYou are currently using Numba version 0.65.1.\n\nPlease report the error message and traceback, along with a minimal reproducer\nat: https://github.com/numba/numba/issues/new?template=bug_report.md\n\nIf more help is needed please feel free to speak to the Numba core developers\ndirectly at: https://gitter.im/numba/numba\n\nThanks in advance for your help in improving Numba!\n\n",), ('list_comprehension_with_if', 'cases/sequences.py', 36))
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.list_comprehension_with_if = internal constant [27 x i8] c"list_comprehension_with_if\00"
@_ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [126 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define range(i32 0, 2) i32 @_ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif:
  %.103 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.int64)
  %.104 = icmp eq ptr %.103, null
  br i1 %.104, label %B78.sink.split, label %B30.endif.endif.endif, !prof !0

B34.preheader:                                    ; preds = %B30.endif.endif.endif
  %.209114.not = icmp slt i64 %arg.n, 1
  br i1 %.209114.not, label %B70, label %B42.else.if.preheader

B42.else.if.preheader:                            ; preds = %B34.preheader
  br label %B42.else.if

B66:                                              ; preds = %B42.else.if
  store ptr null, ptr %excinfo, align 8
  tail call void @NRT_incref(ptr nonnull %.103)
  %sunkaddr = getelementptr i8, ptr %.103, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  %.383 = load i64, ptr %.6.i, align 8
  %.384 = add i64 %.383, 1
  %.389 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  %.390 = load i64, ptr %.389, align 8
  %.392 = ashr i64 %.390, 2
  %.393 = icmp sgt i64 %.392, %.384
  br i1 %.393, label %B66.if, label %B66.endif, !prof !0

common.ret:                                       ; preds = %B78, %B70
  %common.ret.op = phi i32 [ 0, %B70 ], [ 1, %B78 ]
  ret i32 %common.ret.op

B70:                                              ; preds = %B79, %B34.preheader
  store ptr null, ptr %excinfo, align 8
  store ptr %.103, ptr %retptr, align 8
  %retptr.repack102 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack102, align 8
  tail call void @NRT_decref(ptr nonnull %.103)
  br label %common.ret

B78.sink.split:                                   ; preds = %B66.endif.if.endif, %B66.endif.if, %B66.if.endif, %B66.if, %B0.endif
  %.const.picklebuf.object5.sink = phi ptr [ @.const.picklebuf.object3, %B0.endif ], [ @.const.picklebuf.object5, %B66.if ], [ @.const.picklebuf.object5, %B66.if.endif ], [ @.const.picklebuf.object5, %B66.endif.if ], [ @.const.picklebuf.object5, %B66.endif.if.endif ]
  store ptr %.const.picklebuf.object5.sink, ptr %excinfo, align 8
  br label %B78

B78:                                              ; preds = %B30.endif.endif.endif, %B78.sink.split
  tail call void @NRT_decref(ptr %.103)
  tail call void @NRT_decref(ptr %.103)
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B79:                                              ; preds = %B42.else.if, %B66.endif.endif
  store ptr null, ptr %excinfo, align 8
  %lsr.iv.next = add nuw i64 %lsr.iv, 2
  %exitcond.not = icmp eq i64 %arg.n, %.222
  br i1 %exitcond.not, label %B70, label %B42.else.if

B30.endif.endif.endif:                            ; preds = %B0.endif
  %.5.i1 = getelementptr i8, ptr %.103, i64 24
  %.6.i2 = load ptr, ptr %.5.i1, align 8
  %.116 = getelementptr inbounds nuw i8, ptr %.6.i2, i64 8
  store i64 0, ptr %.116, align 8
  %.6.i4 = load ptr, ptr %.5.i1, align 8
  store i64 0, ptr %.6.i4, align 8
  %.6.i6 = load ptr, ptr %.5.i1, align 8
  %.128 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 16
  store i8 0, ptr %.128, align 1
  %.6.i8 = load ptr, ptr %.5.i1, align 8
  store i64 0, ptr %.6.i8, align 8
  %.173 = load ptr, ptr %excinfo, align 8
  %.174.not = icmp eq ptr %.173, null
  tail call void @NRT_incref(ptr nonnull %.103)
  br i1 %.174.not, label %B34.preheader, label %B78

B42.else.if:                                      ; preds = %B42.else.if.preheader, %B79
  %lsr.iv = phi i64 [ 0, %B42.else.if.preheader ], [ %lsr.iv.next, %B79 ]
  %.215109115 = phi i64 [ %.222, %B79 ], [ 0, %B42.else.if.preheader ]
  %.222 = add nuw i64 %.215109115, 1
  %0 = and i64 %.215109115, 1
  %.321 = icmp eq i64 %0, 0
  br i1 %.321, label %B66, label %B79

B66.if:                                           ; preds = %B66
  %const21 = bitcast i64 -1152921504606846975 to i64
  %const19 = bitcast i64 -2305843009213693952 to i64
  %.396 = shl i64 %.384, 3
  %1 = add i64 %.383, %const21
  %.397 = icmp ult i64 %1, %const19
  %.398 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.396, i64 24)
  %.400 = extractvalue { i64, i1 } %.398, 1
  %.401 = or i1 %.397, %.400
  br i1 %.401, label %B78.sink.split, label %B66.if.endif, !prof !0

B66.endif:                                        ; preds = %B66.if.endif.endif, %B66
  %2 = icmp slt i64 %.390, %.384
  br i1 %2, label %B66.endif.if, label %B66.endif.endif, !prof !0

B66.if.endif:                                     ; preds = %B66.if
  %.399 = extractvalue { i64, i1 } %.398, 0
  %.410 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.103, i64 %.399)
  %.411 = icmp eq ptr %.410, null
  br i1 %.411, label %B78.sink.split, label %B66.if.endif.endif, !prof !0

B66.if.endif.endif:                               ; preds = %B66.if.endif
  %sunkaddr22 = getelementptr i8, ptr %.103, i64 24
  %.6.i10 = load ptr, ptr %sunkaddr22, align 8
  %.422 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 8
  store i64 %.384, ptr %.422, align 8
  br label %B66.endif

B66.endif.if:                                     ; preds = %B66.endif
  %const20 = bitcast i64 -1152921504606846975 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.426 = ashr i64 %.384, 2
  %.427 = add i64 %.426, %.384
  %.428 = add i64 %.427, 8
  %.430 = shl i64 %.428, 3
  %const_mat = add i64 %const20, 7
  %3 = add i64 %.427, %const_mat
  %.431 = icmp ult i64 %3, %const
  %.432 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.430, i64 24)
  %.434 = extractvalue { i64, i1 } %.432, 1
  %.435 = or i1 %.431, %.434
  br i1 %.435, label %B78.sink.split, label %B66.endif.if.endif, !prof !0

B66.endif.endif:                                  ; preds = %B66.endif.if.endif.endif, %B66.endif
  %sunkaddr23 = getelementptr i8, ptr %.103, i64 24
  %.6.i12 = load ptr, ptr %sunkaddr23, align 8
  store i64 %.384, ptr %.6.i12, align 8
  %.6.i14 = load ptr, ptr %sunkaddr23, align 8
  %.499 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 24
  %.500 = getelementptr i64, ptr %.499, i64 %.383
  store i64 %lsr.iv, ptr %.500, align 8
  tail call void @NRT_decref(ptr nonnull %.103)
  br label %B79

B66.endif.if.endif:                               ; preds = %B66.endif.if
  %.433 = extractvalue { i64, i1 } %.432, 0
  %.444 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.103, i64 %.433)
  %.445 = icmp eq ptr %.444, null
  br i1 %.445, label %B78.sink.split, label %B66.endif.if.endif.endif, !prof !0

B66.endif.if.endif.endif:                         ; preds = %B66.endif.if.endif
  %sunkaddr24 = getelementptr i8, ptr %.103, i64 24
  %.6.i16 = load ptr, ptr %sunkaddr24, align 8
  %.456 = getelementptr inbounds nuw i8, ptr %.6.i16, i64 8
  store i64 %.428, ptr %.456, align 8
  %.6.i18 = load ptr, ptr %sunkaddr24, align 8
  %.463 = load i64, ptr %.6.i18, align 8
  %.468 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 24
  %.469.idx = shl i64 %.463, 3
  %.469 = getelementptr i8, ptr %.468, i64 %.469.idx
  %4 = sub i64 %.428, %.463
  %gepdiff = shl i64 %4, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.469, i8 0, i64 %gepdiff, i1 false)
  br label %B66.endif.endif
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

define ptr @_ZN7cpython5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_comprehension_with_if, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.63.0, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
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
  %.40 = call i32 @_ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull %excinfo, i64 %.21.0) #3
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

define { ptr, ptr } @cfunc._ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %.7 = call i32 @_ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull %excinfo, i64 %.1) #3
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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #2 {
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
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{!"branch_weights", i32 99, i32 101}
