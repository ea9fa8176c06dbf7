; ModuleID = 'string_concat_in_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.bytes.string1 = internal constant [1 x i8] zeroinitializer
@.bytes.string2 = internal constant [2 x i8] c"x\00"
@.bytes.string3 = internal constant [2 x i8] c"o\00"
@.const.string_concat_in_loop = internal constant [22 x i8] c"string_concat_in_loop\00"
@_ZN08NumbaEnv5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [124 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode10_pick_kindB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEii = common local_unnamed_addr global ptr null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode representation in _pick_kind',), ('_pick_kind', 'numba/cpython/unicode.py', 365))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object6, i32 PICKLED, ptr @.const.pickledata.object6.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEjj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj = common local_unnamed_addr global ptr null
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object7, i32 PICKLED, ptr @.const.pickledata.object7.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode encoding encountered',), ('_kind_to_byte_width', 'numba/cpython/unicode.py', 406))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object8, i32 PICKLED, ptr @.const.pickledata.object8.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB2v7B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8

define range(i32 0, 2) i32 @_ZN5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif:
  %.261 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.113235.not = icmp slt i64 %arg.n, 1
  br i1 %.113235.not, label %B68, label %B34.else.if.preheader

B34.else.if.preheader:                            ; preds = %B0.endif
  br label %B34.else.if

common.ret:                                       ; preds = %B60.if.if, %B68
  %common.ret.op = phi i32 [ 0, %B68 ], [ 1, %B60.if.if ]
  ret i32 %common.ret.op

B68:                                              ; preds = %B60.endif, %B0.endif
  %s.2.sroa.66.0.lcssa = phi ptr [ null, %B0.endif ], [ %.275.fca.6.load, %B60.endif ]
  %s.2.sroa.55.0.lcssa = phi ptr [ null, %B0.endif ], [ %.275.fca.5.load, %B60.endif ]
  %s.2.sroa.44.0.lcssa = phi i64 [ -1, %B0.endif ], [ %.275.fca.4.load, %B60.endif ]
  %s.2.sroa.33.0.lcssa = phi i32 [ 1, %B0.endif ], [ %.275.fca.3.load, %B60.endif ]
  %s.2.sroa.22.0.lcssa = phi i32 [ 1, %B0.endif ], [ %.275.fca.2.load, %B60.endif ]
  %s.2.sroa.11.0.lcssa = phi i64 [ 0, %B0.endif ], [ %.275.fca.1.load, %B60.endif ]
  %s.2.sroa.0.0.lcssa = phi ptr [ @.bytes.string1, %B0.endif ], [ %.275.fca.0.load, %B60.endif ]
  store ptr %s.2.sroa.0.0.lcssa, ptr %retptr, align 8
  %retptr.repack214 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %s.2.sroa.11.0.lcssa, ptr %retptr.repack214, align 8
  %retptr.repack216 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i32 %s.2.sroa.22.0.lcssa, ptr %retptr.repack216, align 8
  %retptr.repack218 = getelementptr inbounds nuw i8, ptr %retptr, i64 20
  store i32 %s.2.sroa.33.0.lcssa, ptr %retptr.repack218, align 4
  %retptr.repack220 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %s.2.sroa.44.0.lcssa, ptr %retptr.repack220, align 8
  %retptr.repack222 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %s.2.sroa.55.0.lcssa, ptr %retptr.repack222, align 8
  %retptr.repack224 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store ptr %s.2.sroa.66.0.lcssa, ptr %retptr.repack224, align 8
  br label %common.ret

B34.else.if:                                      ; preds = %B34.else.if.preheader, %B60.endif
  %s.2.sroa.0.0244 = phi ptr [ %.275.fca.0.load, %B60.endif ], [ @.bytes.string1, %B34.else.if.preheader ]
  %s.2.sroa.11.0243 = phi i64 [ %.275.fca.1.load, %B60.endif ], [ 0, %B34.else.if.preheader ]
  %s.2.sroa.22.0242 = phi i32 [ %.275.fca.2.load, %B60.endif ], [ 1, %B34.else.if.preheader ]
  %s.2.sroa.33.0241 = phi i32 [ %.275.fca.3.load, %B60.endif ], [ 1, %B34.else.if.preheader ]
  %s.2.sroa.44.0240 = phi i64 [ %.275.fca.4.load, %B60.endif ], [ -1, %B34.else.if.preheader ]
  %s.2.sroa.55.0239 = phi ptr [ %.275.fca.5.load, %B60.endif ], [ null, %B34.else.if.preheader ]
  %s.2.sroa.66.0238 = phi ptr [ %.275.fca.6.load, %B60.endif ], [ null, %B34.else.if.preheader ]
  %.119234236 = phi i64 [ %.126, %B60.endif ], [ 0, %B34.else.if.preheader ]
  %.163.1 = and i64 %.119234236, 1
  %.193 = icmp eq i64 %.163.1, 0
  %.bytes.string2..bytes.string3 = select i1 %.193, ptr @.bytes.string2, ptr @.bytes.string3
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.261, i8 0, i64 48, i1 false)
  %.265 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.261, ptr nonnull %excinfo.1, ptr %s.2.sroa.0.0244, i64 %s.2.sroa.11.0243, i32 %s.2.sroa.22.0242, i32 %s.2.sroa.33.0241, i64 %s.2.sroa.44.0240, ptr %s.2.sroa.55.0239, ptr %s.2.sroa.66.0238, ptr nonnull %.bytes.string2..bytes.string3, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %cond = icmp eq i32 %.265, 0
  br i1 %cond, label %B60.endif, label %B60.if.if, !prof !0

B60.endif:                                        ; preds = %B34.else.if
  %.126 = add nuw nsw i64 %.119234236, 1
  %sunkaddr = getelementptr inbounds i8, ptr %.261, i64 40
  %.275.fca.6.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.261, i64 32
  %.275.fca.5.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.261, i64 24
  %.275.fca.4.load = load i64, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.261, i64 20
  %.275.fca.3.load = load i32, ptr %sunkaddr4, align 4
  %sunkaddr5 = getelementptr inbounds i8, ptr %.261, i64 16
  %.275.fca.2.load = load i32, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.261, i64 8
  %.275.fca.1.load = load i64, ptr %sunkaddr6, align 8
  %.275.fca.0.load = load ptr, ptr %.261, align 8
  tail call void @NRT_decref(ptr %s.2.sroa.55.0239)
  %exitcond.not = icmp eq i64 %arg.n, %.126
  br i1 %exitcond.not, label %B68, label %B34.else.if

B60.if.if:                                        ; preds = %B34.else.if
  %.266 = load ptr, ptr %excinfo.1, align 8
  store ptr %.266, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.string_concat_in_loop, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.72, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !1

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
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.36, i8 0, i64 48, i1 false)
  %.40 = call i32 @_ZN5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull %excinfo, i64 %.21.0) #2
  %.41 = load ptr, ptr %excinfo, align 8
  %cond = icmp eq i32 %.40, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %sunkaddr = getelementptr inbounds i8, ptr %.36, i64 32
  %.50.fca.5.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.36, i64 16
  %.50.fca.2.load = load i32, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.36, i64 8
  %.50.fca.1.load = load i64, ptr %sunkaddr2, align 8
  %.50.fca.0.load = load ptr, ptr %.36, align 8
  %.72 = call ptr @PyUnicode_FromKindAndData(i32 %.50.fca.2.load, ptr %.50.fca.0.load, i64 %.50.fca.1.load)
  %.73 = call i64 @PyObject_Hash(ptr %.72)
  call void @NRT_decref(ptr %.50.fca.5.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.79 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.80 = extractvalue { ptr, i32, ptr, ptr, i32 } %.79, 4
  %.81 = icmp sgt i32 %.80, 0
  %.84 = extractvalue { ptr, i32, ptr, ptr, i32 } %.79, 0
  %.86 = extractvalue { ptr, i32, ptr, ptr, i32 } %.79, 1
  br i1 %.81, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.87 = sext i32 %.86 to i64
  %.88 = call ptr @PyBytes_FromStringAndSize(ptr %.84, i64 %.87)
  %.89 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.90 = extractvalue { ptr, i32, ptr, ptr, i32 } %.89, 2
  %.92 = extractvalue { ptr, i32, ptr, ptr, i32 } %.89, 3
  %.94 = call ptr %.92(ptr %.90)
  %.95 = icmp eq ptr %.94, null
  br i1 %.95, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !1

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.108 = extractvalue { ptr, i32, ptr, ptr, i32 } %.79, 2
  %.109 = call ptr @numba_unpickle(ptr %.84, i32 %.86, ptr %.108)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.111 = phi ptr [ %.99, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.109, %entry.endif.endif.endif.endif.endif.if.else ]
  %.112.not = icmp eq ptr %.111, null
  br i1 %.112.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !1

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.99 = call ptr @numba_runtime_build_excinfo_struct(ptr %.88, ptr nonnull %.94)
  call void @NRT_Free(ptr nonnull %.41)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.111)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyUnicode_FromKindAndData(i32, ptr, i64) local_unnamed_addr

declare i64 @PyObject_Hash(ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, i64, i32, i32, i64, ptr, ptr } @cfunc._ZN5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.3, i64 16
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.3, i64 20
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.3, i64 24
  %.fca.5.gep = getelementptr inbounds nuw i8, ptr %.3, i64 32
  %.fca.6.gep = getelementptr inbounds nuw i8, ptr %.3, i64 40
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %.3, i8 0, i64 48, i1 false)
  store ptr null, ptr %excinfo, align 8
  %.7 = call i32 @_ZN5cases11expressions21string_concat_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull %excinfo, i64 %.1) #2
  %.8 = load ptr, ptr %excinfo, align 8
  %.17.fca.0.load = load ptr, ptr %.3, align 8
  %.17.fca.1.load = load i64, ptr %.fca.1.gep, align 8
  %.17.fca.2.load = load i32, ptr %.fca.2.gep, align 8
  %.17.fca.3.load = load i32, ptr %.fca.3.gep, align 4
  %.17.fca.4.load = load i64, ptr %.fca.4.gep, align 8
  %.17.fca.5.load = load ptr, ptr %.fca.5.gep, align 8
  %.17.fca.6.load = load ptr, ptr %.fca.6.gep, align 8
  %inserted.data = insertvalue { ptr, i64, i32, i32, i64, ptr, ptr } undef, ptr %.17.fca.0.load, 0
  %inserted.length = insertvalue { ptr, i64, i32, i32, i64, ptr, ptr } %inserted.data, i64 %.17.fca.1.load, 1
  %inserted.kind = insertvalue { ptr, i64, i32, i32, i64, ptr, ptr } %inserted.length, i32 %.17.fca.2.load, 2
  %inserted.is_ascii = insertvalue { ptr, i64, i32, i32, i64, ptr, ptr } %inserted.kind, i32 %.17.fca.3.load, 3
  %inserted.hash = insertvalue { ptr, i64, i32, i32, i64, ptr, ptr } %inserted.is_ascii, i64 %.17.fca.4.load, 4
  %inserted.meminfo = insertvalue { ptr, i64, i32, i32, i64, ptr, ptr } %inserted.hash, ptr %.17.fca.5.load, 5
  %inserted.parent = insertvalue { ptr, i64, i32, i32, i64, ptr, ptr } %inserted.meminfo, ptr %.17.fca.6.load, 6
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.26)
  call void @PyErr_Clear()
  %.32 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi { ptr, i64, i32, i32, i64, ptr, ptr } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.29 ], [ %inserted.parent, %entry ]
  ret { ptr, i64, i32, i32, i64, ptr, ptr } %common.ret.op

.29:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.77 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.77)
  call void @Py_DecRef(ptr %.77)
  call void @numba_gil_release(ptr nonnull %.26)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.40 = sext i32 %.39 to i64
  %.41 = call ptr @PyBytes_FromStringAndSize(ptr %.37, i64 %.40)
  %.42 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 2
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 3
  %.47 = call ptr %.45(ptr %.43)
  %.48 = icmp eq ptr %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call ptr @numba_runtime_build_excinfo_struct(ptr %.41, ptr nonnull %.47)
  call void @NRT_Free(ptr nonnull %.8)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.64)
  br label %.29
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, ptr %arg.a.5, ptr readnone captures(none) %arg.a.6, ptr readonly captures(none) %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, ptr %arg.b.5, ptr readnone captures(none) %arg.b.6) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.5)
  tail call void @NRT_incref(ptr %arg.b.5)
  %.38 = add nsw i64 %arg.b.1, %arg.a.1
  switch i32 %arg.a.2, label %B0.if.if [
    i32 1, label %B0.endif.endif
    i32 2, label %B44.i
    i32 4, label %B0.endif.endif.thread
  ]

B44.i:                                            ; preds = %B0
  %.27.i = icmp eq i32 %arg.b.2, 4
  br i1 %.27.i, label %B0.endif.endif.thread, label %B0.endif.endif.thread66

B0.endif.endif.thread66:                          ; preds = %B44.i
  %.9.i68 = icmp eq i32 %arg.a.3, 1
  %.13.i69 = icmp eq i32 %arg.b.3, 1
  %or.cond.i70 = select i1 %.9.i68, i1 %.13.i69, i1 false
  br label %B0.endif.i

common.ret:                                       ; preds = %B0.endif.endif.if.if, %B0.if.if, %B422
  %common.ret.op = phi i32 [ 0, %B422 ], [ 1, %B0.if.if ], [ 1, %B0.endif.endif.if.if ]
  ret i32 %common.ret.op

B422:                                             ; preds = %B344.backedge, %B302.endif.endif
  store ptr %.6.i.i, ptr %retptr, align 8
  %retptr.repack273 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %.38, ptr %retptr.repack273, align 8
  %retptr.repack275 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i32 %.53.0.ph63, ptr %retptr.repack275, align 8
  %retptr.repack277 = getelementptr inbounds nuw i8, ptr %retptr, i64 20
  store i32 %..i65, ptr %retptr.repack277, align 4
  %retptr.repack279 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 -1, ptr %retptr.repack279, align 8
  %retptr.repack281 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.38.i, ptr %retptr.repack281, align 8
  %retptr.repack283 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store ptr null, ptr %retptr.repack283, align 8
  tail call void @NRT_decref(ptr %arg.b.5)
  tail call void @NRT_decref(ptr %arg.a.5)
  br label %common.ret

B0.if.if:                                         ; preds = %B0
  store ptr @.const.picklebuf.object6, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.thread:                            ; preds = %B44.i, %B0
  %.9.i58 = icmp eq i32 %arg.a.3, 1
  %.13.i59 = icmp eq i32 %arg.b.3, 1
  %or.cond.i60 = select i1 %.9.i58, i1 %.13.i59, i1 false
  br label %B0.endif.i

B0.endif.endif:                                   ; preds = %B0
  %.9.i = icmp eq i32 %arg.a.3, 1
  %.13.i = icmp eq i32 %arg.b.3, 1
  %or.cond.i = select i1 %.9.i, i1 %.13.i, i1 false
  %0 = zext i32 %arg.b.2 to i64
  switch i32 %arg.b.2, label %B0.endif.endif.if.if [
    i32 1, label %B0.endif.i
    i32 2, label %B42.i.i
    i32 4, label %B62.i.i
  ]

B42.i.i:                                          ; preds = %B0.endif.endif
  br label %B0.endif.i

B62.i.i:                                          ; preds = %B0.endif.endif
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B62.i.i, %B42.i.i, %B0.endif.endif, %B0.endif.endif.thread, %B0.endif.endif.thread66
  %..i65.in = phi i1 [ %or.cond.i, %B0.endif.endif ], [ %or.cond.i, %B42.i.i ], [ %or.cond.i70, %B0.endif.endif.thread66 ], [ %or.cond.i60, %B0.endif.endif.thread ], [ %or.cond.i, %B62.i.i ]
  %.53.0.ph63 = phi i32 [ %arg.b.2, %B0.endif.endif ], [ %arg.b.2, %B42.i.i ], [ 2, %B0.endif.endif.thread66 ], [ 4, %B0.endif.endif.thread ], [ %arg.b.2, %B62.i.i ]
  %.7.0.ph.i = phi i64 [ %0, %B0.endif.endif ], [ 2, %B42.i.i ], [ 2, %B0.endif.endif.thread66 ], [ 4, %B0.endif.endif.thread ], [ 4, %B62.i.i ]
  %..i65 = zext i1 %..i65.in to i32
  %.36.i13 = add i64 %.38, 1
  %.37.i14 = mul i64 %.7.0.ph.i, %.36.i13
  %.38.i = tail call ptr @NRT_MemInfo_alloc(i64 %.37.i14), !noalias !3
  %.39.i = icmp eq ptr %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, ptr %.38.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !3
  switch i32 %.53.0.ph63, label %B0.endif.endif.i.unreachabledefault [
    i32 1, label %B42.i3.i
    i32 2, label %B128.i.i
    i32 4, label %B214.i.i
  ]

B42.i3.i:                                         ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, ptr %.6.i.i, i64 %.38
  store i8 0, ptr %.41.i.i, align 1, !noalias !7
  br label %B0.endif.endif.endif.endif.endif

B128.i.i:                                         ; preds = %B0.endif.endif.i
  %.72.i.i = getelementptr i16, ptr %.6.i.i, i64 %.38
  store i16 0, ptr %.72.i.i, align 2, !noalias !7
  br label %B0.endif.endif.endif.endif.endif

B214.i.i:                                         ; preds = %B0.endif.endif.i
  %.102.i.i = getelementptr i32, ptr %.6.i.i, i64 %.38
  store i32 0, ptr %.102.i.i, align 4, !noalias !7
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.i.unreachabledefault:              ; preds = %B0.endif.endif.i
  unreachable

B0.endif.endif.if.if:                             ; preds = %B0.endif.i, %B0.endif.endif
  %excinfo.3.0 = phi ptr [ @.const.picklebuf.object7, %B0.endif.i ], [ @.const.picklebuf.object8, %B0.endif.endif ]
  store ptr %excinfo.3.0, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B214.i.i, %B128.i.i, %B42.i3.i
  %.256293.not = icmp slt i64 %arg.a.1, 1
  br i1 %.256293.not, label %B302.endif.endif, label %B252.preheader

B252.preheader:                                   ; preds = %B0.endif.endif.endif.endif.endif
  switch i32 %.53.0.ph63, label %B252.preheader.unreachabledefault [
    i32 1, label %B252.preheader.split.us
    i32 2, label %B252.us98.preheader
    i32 4, label %B252.us118.preheader
  ]

B252.us118.preheader:                             ; preds = %B252.preheader
  %1 = icmp eq i64 %arg.a.1, 1
  br i1 %1, label %B252.us118.epil.preheader, label %B252.us118.preheader.new

B252.us118.preheader.new:                         ; preds = %B252.us118.preheader
  %const = bitcast i64 9223372036854775804 to i64
  %const_mat = add i64 %const, 2
  %unroll_iter = and i64 %arg.a.1, %const_mat
  %2 = lshr i64 %arg.a.1, 1
  %3 = trunc i64 %2 to i62
  %4 = zext i62 %3 to i64
  %5 = mul nsw i64 %4, -2
  br label %B252.us118

B252.us98.preheader:                              ; preds = %B252.preheader
  %6 = icmp eq i64 %arg.a.1, 1
  br i1 %6, label %B252.us98.epil.preheader, label %B252.us98.preheader.new

B252.us98.preheader.new:                          ; preds = %B252.us98.preheader
  %const174 = bitcast i64 9223372036854775804 to i64
  %const_mat175 = add i64 %const174, 2
  %unroll_iter239 = and i64 %arg.a.1, %const_mat175
  br label %B252.us98

B252.preheader.split.us:                          ; preds = %B252.preheader
  switch i32 %arg.a.2, label %B252.us.preheader [
    i32 1, label %iter.check203
    i32 2, label %iter.check
    i32 4, label %B252.us.us147.preheader
  ]

B252.us.us147.preheader:                          ; preds = %B252.preheader.split.us
  %min.iters.check = icmp samesign ult i64 %arg.a.1, 12
  br i1 %min.iters.check, label %B252.us.us147.preheader231, label %vector.memcheck

vector.memcheck:                                  ; preds = %B252.us.us147.preheader
  %scevgep = getelementptr i8, ptr %.6.i.i, i64 %arg.a.1
  %7 = shl i64 %arg.a.1, 2
  %scevgep168 = getelementptr i8, ptr %arg.a.0, i64 %7
  %bound0 = icmp ult ptr %.6.i.i, %scevgep168
  %bound1 = icmp ult ptr %arg.a.0, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B252.us.us147.preheader231, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %const176 = bitcast i64 9223372036854775804 to i64
  %const_mat177 = add i64 %const176, -4
  %n.vec = and i64 %arg.a.1, %const_mat177
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr182 = mul i64 %index, 4
  %sunkaddr183 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr182
  %wide.load = load <4 x i32>, ptr %sunkaddr183, align 4, !alias.scope !11, !noalias !14
  %sunkaddr184 = mul i64 %index, 4
  %sunkaddr185 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr184
  %sunkaddr186 = getelementptr i8, ptr %sunkaddr185, i64 16
  %wide.load169 = load <4 x i32>, ptr %sunkaddr186, align 4, !alias.scope !11, !noalias !14
  %8 = trunc <4 x i32> %wide.load to <4 x i8>
  %9 = trunc <4 x i32> %wide.load169 to <4 x i8>
  %sunkaddr = getelementptr i8, ptr %.6.i.i, i64 %index
  store <4 x i8> %8, ptr %sunkaddr, align 1, !alias.scope !17, !noalias !19
  %sunkaddr187 = getelementptr i8, ptr %.6.i.i, i64 %index
  %sunkaddr188 = getelementptr i8, ptr %sunkaddr187, i64 4
  store <4 x i8> %9, ptr %sunkaddr188, align 1, !alias.scope !17, !noalias !19
  %index.next = add nuw nsw i64 %index, 8
  %10 = icmp eq i64 %n.vec, %index.next
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.1, %n.vec
  br i1 %cmp.n, label %B302.endif.endif, label %B252.us.us147.preheader231

B252.us.us147.preheader231:                       ; preds = %middle.block, %vector.memcheck, %B252.us.us147.preheader
  %.262291294.us.us148.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %B252.us.us147.preheader ], [ %n.vec, %middle.block ]
  %xtraiter241 = and i64 %arg.a.1, 3
  %lcmp.mod242.not = icmp eq i64 %xtraiter241, 0
  br i1 %lcmp.mod242.not, label %B252.us.us147.prol.loopexit, label %B252.us.us147.prol.preheader

B252.us.us147.prol.preheader:                     ; preds = %B252.us.us147.preheader231
  br label %B252.us.us147.prol

B252.us.us147.prol:                               ; preds = %B252.us.us147.prol.preheader, %B252.us.us147.prol
  %lsr.iv328 = phi i64 [ %lsr.iv.next329, %B252.us.us147.prol ], [ %xtraiter241, %B252.us.us147.prol.preheader ]
  %.262291294.us.us148.prol = phi i64 [ %.269.us.us149.prol, %B252.us.us147.prol ], [ %.262291294.us.us148.ph, %B252.us.us147.prol.preheader ]
  %.269.us.us149.prol = add nuw nsw i64 %.262291294.us.us148.prol, 1
  %11 = shl i64 %.262291294.us.us148.prol, 2
  %scevgep327 = getelementptr i8, ptr %arg.a.0, i64 %11
  %.95.i.us.us.prol = load i32, ptr %scevgep327, align 4, !noalias !14
  %.41.i18.us.us152.prol = trunc i32 %.95.i.us.us.prol to i8
  %.42.i.us.us153.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us148.prol
  store i8 %.41.i18.us.us152.prol, ptr %.42.i.us.us153.prol, align 1, !noalias !26
  %lsr.iv.next329 = add nsw i64 %lsr.iv328, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next329, 0
  br i1 %prol.iter.cmp.not, label %B252.us.us147.prol.loopexit, label %B252.us.us147.prol, !llvm.loop !27

B252.us.us147.prol.loopexit:                      ; preds = %B252.us.us147.prol, %B252.us.us147.preheader231
  %.262291294.us.us148.unr = phi i64 [ %.262291294.us.us148.ph, %B252.us.us147.preheader231 ], [ %.269.us.us149.prol, %B252.us.us147.prol ]
  %12 = sub nsw i64 %.262291294.us.us148.ph, %arg.a.1
  %13 = icmp ugt i64 %12, -4
  br i1 %13, label %B302.endif.endif, label %B252.us.us147.preheader68

B252.us.us147.preheader68:                        ; preds = %B252.us.us147.prol.loopexit
  br label %B252.us.us147

iter.check:                                       ; preds = %B252.preheader.split.us
  %min.iters.check177 = icmp samesign ult i64 %arg.a.1, 4
  br i1 %min.iters.check177, label %B252.us.us138.preheader, label %vector.memcheck170

vector.memcheck170:                               ; preds = %iter.check
  %scevgep171 = getelementptr i8, ptr %.6.i.i, i64 %arg.a.1
  %14 = shl nuw i64 %arg.a.1, 1
  %scevgep172 = getelementptr i8, ptr %arg.a.0, i64 %14
  %bound0173 = icmp ult ptr %.6.i.i, %scevgep172
  %bound1174 = icmp ult ptr %arg.a.0, %scevgep171
  %found.conflict175 = and i1 %bound0173, %bound1174
  br i1 %found.conflict175, label %B252.us.us138.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck170
  %const178 = bitcast i64 9223372036854775804 to i64
  %min.iters.check179 = icmp samesign ult i64 %arg.a.1, 16
  br i1 %min.iters.check179, label %vec.epilog.ph, label %vector.ph180

vector.ph180:                                     ; preds = %vector.main.loop.iter.check
  %const_mat179 = add i64 %const178, -12
  %n.vec182 = and i64 %arg.a.1, %const_mat179
  br label %vector.body183

vector.body183:                                   ; preds = %vector.body183, %vector.ph180
  %index184 = phi i64 [ 0, %vector.ph180 ], [ %index.next187, %vector.body183 ]
  %sunkaddr189 = mul i64 %index184, 2
  %sunkaddr190 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr189
  %wide.load185 = load <8 x i16>, ptr %sunkaddr190, align 2, !alias.scope !29, !noalias !14
  %sunkaddr191 = mul i64 %index184, 2
  %sunkaddr192 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr191
  %sunkaddr193 = getelementptr i8, ptr %sunkaddr192, i64 16
  %wide.load186 = load <8 x i16>, ptr %sunkaddr193, align 2, !alias.scope !29, !noalias !14
  %15 = trunc <8 x i16> %wide.load185 to <8 x i8>
  %16 = trunc <8 x i16> %wide.load186 to <8 x i8>
  %sunkaddr194 = getelementptr i8, ptr %.6.i.i, i64 %index184
  store <8 x i8> %15, ptr %sunkaddr194, align 1, !alias.scope !32, !noalias !34
  %sunkaddr195 = getelementptr i8, ptr %.6.i.i, i64 %index184
  %sunkaddr196 = getelementptr i8, ptr %sunkaddr195, i64 8
  store <8 x i8> %16, ptr %sunkaddr196, align 1, !alias.scope !32, !noalias !34
  %index.next187 = add nuw nsw i64 %index184, 16
  %17 = icmp eq i64 %n.vec182, %index.next187
  br i1 %17, label %middle.block188, label %vector.body183, !llvm.loop !35

middle.block188:                                  ; preds = %vector.body183
  %cmp.n189 = icmp eq i64 %arg.a.1, %n.vec182
  br i1 %cmp.n189, label %B302.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block188
  %18 = and i64 %arg.a.1, 12
  %min.epilog.iters.check = icmp eq i64 %18, 0
  br i1 %min.epilog.iters.check, label %B252.us.us138.preheader, label %vec.epilog.ph, !prof !36

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec182, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec191 = and i64 %arg.a.1, %const178
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index192 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next194, %vec.epilog.vector.body ]
  %19 = shl i64 %index192, 1
  %scevgep303 = getelementptr i8, ptr %arg.a.0, i64 %19
  %wide.load193 = load <4 x i16>, ptr %scevgep303, align 2, !alias.scope !29, !noalias !14
  %20 = trunc <4 x i16> %wide.load193 to <4 x i8>
  %21 = getelementptr i8, ptr %.6.i.i, i64 %index192
  store <4 x i8> %20, ptr %21, align 1, !alias.scope !32, !noalias !34
  %index.next194 = add nuw i64 %index192, 4
  %22 = icmp eq i64 %n.vec191, %index.next194
  br i1 %22, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !37

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n195 = icmp eq i64 %arg.a.1, %n.vec191
  br i1 %cmp.n195, label %B302.endif.endif, label %B252.us.us138.preheader

B252.us.us138.preheader:                          ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck170, %iter.check
  %.262291294.us.us139.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck170 ], [ %n.vec182, %vec.epilog.iter.check ], [ %n.vec191, %vec.epilog.middle.block ]
  %xtraiter243 = and i64 %arg.a.1, 3
  %lcmp.mod244.not = icmp eq i64 %xtraiter243, 0
  br i1 %lcmp.mod244.not, label %B252.us.us138.prol.loopexit, label %B252.us.us138.prol.preheader

B252.us.us138.prol.preheader:                     ; preds = %B252.us.us138.preheader
  br label %B252.us.us138.prol

B252.us.us138.prol:                               ; preds = %B252.us.us138.prol.preheader, %B252.us.us138.prol
  %lsr.iv301 = phi i64 [ %lsr.iv.next302, %B252.us.us138.prol ], [ %xtraiter243, %B252.us.us138.prol.preheader ]
  %.262291294.us.us139.prol = phi i64 [ %.269.us.us140.prol, %B252.us.us138.prol ], [ %.262291294.us.us139.ph, %B252.us.us138.prol.preheader ]
  %.269.us.us140.prol = add nuw nsw i64 %.262291294.us.us139.prol, 1
  %23 = shl nuw i64 %.262291294.us.us139.prol, 1
  %scevgep112 = getelementptr i8, ptr %arg.a.0, i64 %23
  %.66.i.us.us.prol = load i16, ptr %scevgep112, align 2, !noalias !14
  %.41.i18.us.us143.prol = trunc i16 %.66.i.us.us.prol to i8
  %.42.i.us.us144.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us139.prol
  store i8 %.41.i18.us.us143.prol, ptr %.42.i.us.us144.prol, align 1, !noalias !26
  %lsr.iv.next302 = add nsw i64 %lsr.iv301, -1
  %prol.iter245.cmp.not = icmp eq i64 %lsr.iv.next302, 0
  br i1 %prol.iter245.cmp.not, label %B252.us.us138.prol.loopexit, label %B252.us.us138.prol, !llvm.loop !38

B252.us.us138.prol.loopexit:                      ; preds = %B252.us.us138.prol, %B252.us.us138.preheader
  %.262291294.us.us139.unr = phi i64 [ %.262291294.us.us139.ph, %B252.us.us138.preheader ], [ %.269.us.us140.prol, %B252.us.us138.prol ]
  %24 = sub nsw i64 %.262291294.us.us139.ph, %arg.a.1
  %25 = icmp ugt i64 %24, -4
  br i1 %25, label %B302.endif.endif, label %B252.us.us138.preheader66

B252.us.us138.preheader66:                        ; preds = %B252.us.us138.prol.loopexit
  br label %B252.us.us138

iter.check203:                                    ; preds = %B252.preheader.split.us
  %26 = ptrtoint ptr %.6.i.i to i64
  %27 = ptrtoint ptr %arg.a.0 to i64
  %min.iters.check201 = icmp samesign ult i64 %arg.a.1, 4
  %28 = sub i64 %26, %27
  %diff.check = icmp ult i64 %28, 32
  %or.cond = select i1 %min.iters.check201, i1 true, i1 %diff.check
  br i1 %or.cond, label %B252.us.us.preheader, label %vector.main.loop.iter.check205

vector.main.loop.iter.check205:                   ; preds = %iter.check203
  %const180 = bitcast i64 9223372036854775804 to i64
  %min.iters.check204 = icmp samesign ult i64 %arg.a.1, 32
  br i1 %min.iters.check204, label %vec.epilog.ph220, label %vector.ph206

vector.ph206:                                     ; preds = %vector.main.loop.iter.check205
  %const_mat181 = add i64 %const180, -28
  %n.vec208 = and i64 %arg.a.1, %const_mat181
  br label %vector.body209

vector.body209:                                   ; preds = %vector.body209, %vector.ph206
  %index210 = phi i64 [ 0, %vector.ph206 ], [ %index.next213, %vector.body209 ]
  %sunkaddr197 = getelementptr i8, ptr %arg.a.0, i64 %index210
  %wide.load211 = load <16 x i8>, ptr %sunkaddr197, align 1, !noalias !14
  %sunkaddr198 = getelementptr i8, ptr %arg.a.0, i64 %index210
  %sunkaddr199 = getelementptr i8, ptr %sunkaddr198, i64 16
  %wide.load212 = load <16 x i8>, ptr %sunkaddr199, align 1, !noalias !14
  %sunkaddr200 = getelementptr i8, ptr %.6.i.i, i64 %index210
  store <16 x i8> %wide.load211, ptr %sunkaddr200, align 1, !noalias !26
  %sunkaddr201 = getelementptr i8, ptr %.6.i.i, i64 %index210
  %sunkaddr202 = getelementptr i8, ptr %sunkaddr201, i64 16
  store <16 x i8> %wide.load212, ptr %sunkaddr202, align 1, !noalias !26
  %index.next213 = add nuw nsw i64 %index210, 32
  %29 = icmp eq i64 %n.vec208, %index.next213
  br i1 %29, label %middle.block214, label %vector.body209, !llvm.loop !39

middle.block214:                                  ; preds = %vector.body209
  %cmp.n215 = icmp eq i64 %arg.a.1, %n.vec208
  br i1 %cmp.n215, label %B302.endif.endif, label %vec.epilog.iter.check218

vec.epilog.iter.check218:                         ; preds = %middle.block214
  %30 = and i64 %arg.a.1, 28
  %min.epilog.iters.check219 = icmp eq i64 %30, 0
  br i1 %min.epilog.iters.check219, label %B252.us.us.preheader, label %vec.epilog.ph220, !prof !40

vec.epilog.ph220:                                 ; preds = %vec.epilog.iter.check218, %vector.main.loop.iter.check205
  %vec.epilog.resume.val216 = phi i64 [ %n.vec208, %vec.epilog.iter.check218 ], [ 0, %vector.main.loop.iter.check205 ]
  %n.vec222 = and i64 %arg.a.1, %const180
  br label %vec.epilog.vector.body223

vec.epilog.vector.body223:                        ; preds = %vec.epilog.vector.body223, %vec.epilog.ph220
  %index224 = phi i64 [ %vec.epilog.resume.val216, %vec.epilog.ph220 ], [ %index.next226, %vec.epilog.vector.body223 ]
  %31 = getelementptr i8, ptr %arg.a.0, i64 %index224
  %wide.load225 = load <4 x i8>, ptr %31, align 1, !noalias !14
  %32 = getelementptr i8, ptr %.6.i.i, i64 %index224
  store <4 x i8> %wide.load225, ptr %32, align 1, !noalias !26
  %index.next226 = add nuw i64 %index224, 4
  %33 = icmp eq i64 %n.vec222, %index.next226
  br i1 %33, label %vec.epilog.middle.block227, label %vec.epilog.vector.body223, !llvm.loop !41

vec.epilog.middle.block227:                       ; preds = %vec.epilog.vector.body223
  %cmp.n228 = icmp eq i64 %arg.a.1, %n.vec222
  br i1 %cmp.n228, label %B302.endif.endif, label %B252.us.us.preheader

B252.us.us.preheader:                             ; preds = %vec.epilog.middle.block227, %vec.epilog.iter.check218, %iter.check203
  %.262291294.us.us.ph = phi i64 [ 0, %iter.check203 ], [ %n.vec208, %vec.epilog.iter.check218 ], [ %n.vec222, %vec.epilog.middle.block227 ]
  %xtraiter246 = and i64 %arg.a.1, 3
  %lcmp.mod247.not = icmp eq i64 %xtraiter246, 0
  br i1 %lcmp.mod247.not, label %B252.us.us.prol.loopexit, label %B252.us.us.prol.preheader

B252.us.us.prol.preheader:                        ; preds = %B252.us.us.preheader
  br label %B252.us.us.prol

B252.us.us.prol:                                  ; preds = %B252.us.us.prol.preheader, %B252.us.us.prol
  %lsr.iv = phi i64 [ %lsr.iv.next, %B252.us.us.prol ], [ %xtraiter246, %B252.us.us.prol.preheader ]
  %.262291294.us.us.prol = phi i64 [ %.269.us.us.prol, %B252.us.us.prol ], [ %.262291294.us.us.ph, %B252.us.us.prol.preheader ]
  %.269.us.us.prol = add nuw nsw i64 %.262291294.us.us.prol, 1
  %.36.i.us.us.prol = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us.prol
  %.37.i.us.us.prol = load i8, ptr %.36.i.us.us.prol, align 1, !noalias !14
  %.42.i.us.us.prol = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us.prol
  store i8 %.37.i.us.us.prol, ptr %.42.i.us.us.prol, align 1, !noalias !26
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter248.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter248.cmp.not, label %B252.us.us.prol.loopexit, label %B252.us.us.prol, !llvm.loop !42

B252.us.us.prol.loopexit:                         ; preds = %B252.us.us.prol, %B252.us.us.preheader
  %.262291294.us.us.unr = phi i64 [ %.262291294.us.us.ph, %B252.us.us.preheader ], [ %.269.us.us.prol, %B252.us.us.prol ]
  %34 = sub nsw i64 %.262291294.us.us.ph, %arg.a.1
  %35 = icmp ugt i64 %34, -4
  br i1 %35, label %B302.endif.endif, label %B252.us.us.preheader65

B252.us.us.preheader65:                           ; preds = %B252.us.us.prol.loopexit
  br label %B252.us.us

B252.us.preheader:                                ; preds = %B252.preheader.split.us
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.6.i.i, i8 0, i64 %arg.a.1, i1 false), !noalias !26
  br label %B302.endif.endif

B252.us.us:                                       ; preds = %B252.us.us.preheader65, %B252.us.us
  %.262291294.us.us = phi i64 [ %.269.us.us.3, %B252.us.us ], [ %.262291294.us.us.unr, %B252.us.us.preheader65 ]
  %sunkaddr203 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %.37.i.us.us = load i8, ptr %sunkaddr203, align 1, !noalias !14
  %sunkaddr204 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  store i8 %.37.i.us.us, ptr %sunkaddr204, align 1, !noalias !26
  %sunkaddr205 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr206 = getelementptr i8, ptr %sunkaddr205, i64 1
  %.37.i.us.us.1 = load i8, ptr %sunkaddr206, align 1, !noalias !14
  %sunkaddr207 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr208 = getelementptr i8, ptr %sunkaddr207, i64 1
  store i8 %.37.i.us.us.1, ptr %sunkaddr208, align 1, !noalias !26
  %sunkaddr209 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr210 = getelementptr i8, ptr %sunkaddr209, i64 2
  %.37.i.us.us.2 = load i8, ptr %sunkaddr210, align 1, !noalias !14
  %sunkaddr211 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr212 = getelementptr i8, ptr %sunkaddr211, i64 2
  store i8 %.37.i.us.us.2, ptr %sunkaddr212, align 1, !noalias !26
  %.269.us.us.3 = add nuw nsw i64 %.262291294.us.us, 4
  %sunkaddr213 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us.us
  %sunkaddr214 = getelementptr i8, ptr %sunkaddr213, i64 3
  %.37.i.us.us.3 = load i8, ptr %sunkaddr214, align 1, !noalias !14
  %sunkaddr215 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us
  %sunkaddr216 = getelementptr i8, ptr %sunkaddr215, i64 3
  store i8 %.37.i.us.us.3, ptr %sunkaddr216, align 1, !noalias !26
  %exitcond.not.us.us.3 = icmp eq i64 %arg.a.1, %.269.us.us.3
  br i1 %exitcond.not.us.us.3, label %B302.endif.endif, label %B252.us.us, !llvm.loop !43

B252.us.us138:                                    ; preds = %B252.us.us138.preheader66, %B252.us.us138
  %.262291294.us.us139 = phi i64 [ %.269.us.us140.3, %B252.us.us138 ], [ %.262291294.us.us139.unr, %B252.us.us138.preheader66 ]
  %sunkaddr217 = mul i64 %.262291294.us.us139, 2
  %sunkaddr218 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr217
  %.66.i.us.us = load i16, ptr %sunkaddr218, align 2, !noalias !14
  %.41.i18.us.us143 = trunc i16 %.66.i.us.us to i8
  %sunkaddr219 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us139
  store i8 %.41.i18.us.us143, ptr %sunkaddr219, align 1, !noalias !26
  %sunkaddr220 = mul i64 %.262291294.us.us139, 2
  %sunkaddr221 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr220
  %sunkaddr222 = getelementptr i8, ptr %sunkaddr221, i64 2
  %.66.i.us.us.1 = load i16, ptr %sunkaddr222, align 2, !noalias !14
  %.41.i18.us.us143.1 = trunc i16 %.66.i.us.us.1 to i8
  %sunkaddr223 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us139
  %sunkaddr224 = getelementptr i8, ptr %sunkaddr223, i64 1
  store i8 %.41.i18.us.us143.1, ptr %sunkaddr224, align 1, !noalias !26
  %sunkaddr225 = mul i64 %.262291294.us.us139, 2
  %sunkaddr226 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr225
  %sunkaddr227 = getelementptr i8, ptr %sunkaddr226, i64 4
  %.66.i.us.us.2 = load i16, ptr %sunkaddr227, align 2, !noalias !14
  %.41.i18.us.us143.2 = trunc i16 %.66.i.us.us.2 to i8
  %sunkaddr228 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us139
  %sunkaddr229 = getelementptr i8, ptr %sunkaddr228, i64 2
  store i8 %.41.i18.us.us143.2, ptr %sunkaddr229, align 1, !noalias !26
  %.269.us.us140.3 = add nuw nsw i64 %.262291294.us.us139, 4
  %sunkaddr230 = mul i64 %.262291294.us.us139, 2
  %sunkaddr231 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr230
  %sunkaddr232 = getelementptr i8, ptr %sunkaddr231, i64 6
  %.66.i.us.us.3 = load i16, ptr %sunkaddr232, align 2, !noalias !14
  %.41.i18.us.us143.3 = trunc i16 %.66.i.us.us.3 to i8
  %sunkaddr233 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us139
  %sunkaddr234 = getelementptr i8, ptr %sunkaddr233, i64 3
  store i8 %.41.i18.us.us143.3, ptr %sunkaddr234, align 1, !noalias !26
  %exitcond.not.us.us145.3 = icmp eq i64 %arg.a.1, %.269.us.us140.3
  br i1 %exitcond.not.us.us145.3, label %B302.endif.endif, label %B252.us.us138, !llvm.loop !44

B252.us.us147:                                    ; preds = %B252.us.us147.preheader68, %B252.us.us147
  %.262291294.us.us148 = phi i64 [ %.269.us.us149.3, %B252.us.us147 ], [ %.262291294.us.us148.unr, %B252.us.us147.preheader68 ]
  %sunkaddr235 = mul i64 %.262291294.us.us148, 4
  %sunkaddr236 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr235
  %.95.i.us.us = load i32, ptr %sunkaddr236, align 4, !noalias !14
  %.41.i18.us.us152 = trunc i32 %.95.i.us.us to i8
  %sunkaddr237 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us148
  store i8 %.41.i18.us.us152, ptr %sunkaddr237, align 1, !noalias !26
  %sunkaddr238 = mul i64 %.262291294.us.us148, 4
  %sunkaddr239 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr238
  %sunkaddr240 = getelementptr i8, ptr %sunkaddr239, i64 4
  %.95.i.us.us.1 = load i32, ptr %sunkaddr240, align 4, !noalias !14
  %.41.i18.us.us152.1 = trunc i32 %.95.i.us.us.1 to i8
  %sunkaddr241 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us148
  %sunkaddr242 = getelementptr i8, ptr %sunkaddr241, i64 1
  store i8 %.41.i18.us.us152.1, ptr %sunkaddr242, align 1, !noalias !26
  %sunkaddr243 = mul i64 %.262291294.us.us148, 4
  %sunkaddr244 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr243
  %sunkaddr245 = getelementptr i8, ptr %sunkaddr244, i64 8
  %.95.i.us.us.2 = load i32, ptr %sunkaddr245, align 4, !noalias !14
  %.41.i18.us.us152.2 = trunc i32 %.95.i.us.us.2 to i8
  %sunkaddr246 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us148
  %sunkaddr247 = getelementptr i8, ptr %sunkaddr246, i64 2
  store i8 %.41.i18.us.us152.2, ptr %sunkaddr247, align 1, !noalias !26
  %.269.us.us149.3 = add nuw nsw i64 %.262291294.us.us148, 4
  %sunkaddr248 = mul i64 %.262291294.us.us148, 4
  %sunkaddr249 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr248
  %sunkaddr250 = getelementptr i8, ptr %sunkaddr249, i64 12
  %.95.i.us.us.3 = load i32, ptr %sunkaddr250, align 4, !noalias !14
  %.41.i18.us.us152.3 = trunc i32 %.95.i.us.us.3 to i8
  %sunkaddr251 = getelementptr i8, ptr %.6.i.i, i64 %.262291294.us.us148
  %sunkaddr252 = getelementptr i8, ptr %sunkaddr251, i64 3
  store i8 %.41.i18.us.us152.3, ptr %sunkaddr252, align 1, !noalias !26
  %exitcond.not.us.us154.3 = icmp eq i64 %arg.a.1, %.269.us.us149.3
  br i1 %exitcond.not.us.us154.3, label %B302.endif.endif, label %B252.us.us147, !llvm.loop !45

B252.us98:                                        ; preds = %B252.endif.us113.1, %B252.us98.preheader.new
  %.262291294.us99 = phi i64 [ 0, %B252.us98.preheader.new ], [ %.269.us100.18, %B252.endif.us113.1 ]
  switch i32 %arg.a.2, label %B252.endif.us113 [
    i32 1, label %B252.endif.us113.thread
    i32 2, label %B252.endif.us113.thread9
    i32 4, label %B252.endif.us113.thread15
  ]

B252.endif.us113.thread15:                        ; preds = %B252.us98
  %sunkaddr442 = shl i64 %.262291294.us99, 2
  %sunkaddr443 = getelementptr i8, ptr %arg.a.0, i64 %sunkaddr442
  %.95.i.us103 = load i32, ptr %sunkaddr443, align 4, !noalias !14
  %.98.i.us104 = trunc i32 %.95.i.us103 to i16
  %sunkaddr44417 = shl i64 %.262291294.us99, 1
  %sunkaddr44518 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr44417
  store i16 %.98.i.us104, ptr %sunkaddr44518, align 2, !noalias !26
  %36 = shl i64 %.262291294.us99, 2
  %scevgep147 = getelementptr i8, ptr %arg.a.0, i64 %36
  %scevgep148 = getelementptr i8, ptr %scevgep147, i64 4
  %.95.i.us103.1 = load i32, ptr %scevgep148, align 4, !noalias !14
  %.98.i.us104.1 = trunc i32 %.95.i.us103.1 to i16
  br label %B252.endif.us113.1

B252.endif.us113.thread9:                         ; preds = %B252.us98
  %37 = shl i64 %.262291294.us99, 1
  %scevgep343 = getelementptr i8, ptr %arg.a.0, i64 %37
  %.66.i.us107 = load i16, ptr %scevgep343, align 2, !noalias !14
  %sunkaddr44512 = getelementptr i8, ptr %.6.i.i, i64 %37
  store i16 %.66.i.us107, ptr %sunkaddr44512, align 2, !noalias !26
  %scevgep342 = getelementptr i8, ptr %scevgep343, i64 2
  %.66.i.us107.1 = load i16, ptr %scevgep342, align 2, !noalias !14
  br label %B252.endif.us113.1

B252.endif.us113.thread:                          ; preds = %B252.us98
  %.36.i.us110 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us99
  %.37.i.us111 = load i8, ptr %.36.i.us110, align 1, !noalias !14
  %.41.i.us112 = zext i8 %.37.i.us111 to i16
  %sunkaddr4444 = shl i64 %.262291294.us99, 1
  %sunkaddr4455 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr4444
  store i16 %.41.i.us112, ptr %sunkaddr4455, align 2, !noalias !26
  %scevgep149 = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us99
  %scevgep150 = getelementptr i8, ptr %scevgep149, i64 1
  %.37.i.us111.1 = load i8, ptr %scevgep150, align 1, !noalias !14
  %.41.i.us112.1 = zext i8 %.37.i.us111.1 to i16
  br label %B252.endif.us113.1

B252.endif.us113:                                 ; preds = %B252.us98
  %sunkaddr444 = shl i64 %.262291294.us99, 1
  %sunkaddr445 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr444
  store i16 0, ptr %sunkaddr445, align 2, !noalias !26
  br label %B252.endif.us113.1

B252.endif.us113.1:                               ; preds = %B252.endif.us113, %B252.endif.us113.thread, %B252.endif.us113.thread9, %B252.endif.us113.thread15
  %.sink.i.us114.1 = phi i16 [ 0, %B252.endif.us113 ], [ %.41.i.us112.1, %B252.endif.us113.thread ], [ %.66.i.us107.1, %B252.endif.us113.thread9 ], [ %.98.i.us104.1, %B252.endif.us113.thread15 ]
  %.269.us100.18 = add nuw i64 %.262291294.us99, 2
  %38 = shl i64 %.262291294.us99, 1
  %scevgep145 = getelementptr i8, ptr %.6.i.i, i64 %38
  %scevgep146 = getelementptr i8, ptr %scevgep145, i64 2
  store i16 %.sink.i.us114.1, ptr %scevgep146, align 2, !noalias !26
  %niter240.ncmp.1 = icmp eq i64 %unroll_iter239, %.269.us100.18
  br i1 %niter240.ncmp.1, label %B302.endif.endif.loopexit233.unr-lcssa, label %B252.us98

B252.us118:                                       ; preds = %B252.endif.us133.1, %B252.us118.preheader.new
  %lsr.iv151 = phi i64 [ %lsr.iv.next152, %B252.endif.us133.1 ], [ 1, %B252.us118.preheader.new ]
  switch i32 %arg.a.2, label %B252.endif.us133 [
    i32 1, label %B252.endif.us133.thread
    i32 2, label %B252.endif.us133.thread27
    i32 4, label %B252.endif.us133.thread33
  ]

B252.endif.us133.thread33:                        ; preds = %B252.us118
  %39 = shl i64 %lsr.iv151, 2
  %scevgep163 = getelementptr i8, ptr %arg.a.0, i64 %39
  %scevgep164 = getelementptr i8, ptr %scevgep163, i64 -4
  %.95.i.us123 = load i32, ptr %scevgep164, align 4, !noalias !14
  %40 = shl i64 %lsr.iv151, 2
  %scevgep160 = getelementptr i8, ptr %.6.i.i, i64 %40
  %scevgep161 = getelementptr i8, ptr %scevgep160, i64 -4
  store i32 %.95.i.us123, ptr %scevgep161, align 4, !noalias !26
  %scevgep162 = getelementptr i8, ptr %arg.a.0, i64 %40
  %.95.i.us123.1 = load i32, ptr %scevgep162, align 4, !noalias !14
  br label %B252.endif.us133.1

B252.endif.us133.thread27:                        ; preds = %B252.us118
  %41 = shl i64 %lsr.iv151, 1
  %scevgep170 = getelementptr i8, ptr %arg.a.0, i64 %41
  %scevgep173 = getelementptr i8, ptr %scevgep170, i64 -2
  %.66.i.us127 = load i16, ptr %scevgep173, align 2, !noalias !14
  %.70.i.us128 = zext i16 %.66.i.us127 to i32
  %42 = shl i64 %lsr.iv151, 2
  %scevgep154 = getelementptr i8, ptr %.6.i.i, i64 %42
  %scevgep155 = getelementptr i8, ptr %scevgep154, i64 -4
  store i32 %.70.i.us128, ptr %scevgep155, align 4, !noalias !26
  %43 = shl i64 %lsr.iv151, 1
  %scevgep169 = getelementptr i8, ptr %arg.a.0, i64 %43
  %.66.i.us127.1 = load i16, ptr %scevgep169, align 2, !noalias !14
  %.70.i.us128.1 = zext i16 %.66.i.us127.1 to i32
  br label %B252.endif.us133.1

B252.endif.us133.thread:                          ; preds = %B252.us118
  %scevgep166 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv151
  %scevgep167 = getelementptr i8, ptr %scevgep166, i64 -1
  %.37.i.us131 = load i8, ptr %scevgep167, align 1, !noalias !14
  %.41.i.us132 = zext i8 %.37.i.us131 to i32
  %44 = shl i64 %lsr.iv151, 2
  %scevgep156 = getelementptr i8, ptr %.6.i.i, i64 %44
  %scevgep157 = getelementptr i8, ptr %scevgep156, i64 -4
  store i32 %.41.i.us132, ptr %scevgep157, align 4, !noalias !26
  %scevgep165 = getelementptr i8, ptr %arg.a.0, i64 %lsr.iv151
  %.37.i.us131.1 = load i8, ptr %scevgep165, align 1, !noalias !14
  %.41.i.us132.1 = zext i8 %.37.i.us131.1 to i32
  br label %B252.endif.us133.1

B252.endif.us133:                                 ; preds = %B252.us118
  %45 = shl i64 %lsr.iv151, 2
  %scevgep158 = getelementptr i8, ptr %.6.i.i, i64 %45
  %scevgep159 = getelementptr i8, ptr %scevgep158, i64 -4
  store i32 0, ptr %scevgep159, align 4, !noalias !26
  br label %B252.endif.us133.1

B252.endif.us133.1:                               ; preds = %B252.endif.us133, %B252.endif.us133.thread, %B252.endif.us133.thread27, %B252.endif.us133.thread33
  %.sink.i.us134.1 = phi i32 [ 0, %B252.endif.us133 ], [ %.41.i.us132.1, %B252.endif.us133.thread ], [ %.70.i.us128.1, %B252.endif.us133.thread27 ], [ %.95.i.us123.1, %B252.endif.us133.thread33 ]
  %46 = shl i64 %lsr.iv151, 2
  %scevgep153 = getelementptr i8, ptr %.6.i.i, i64 %46
  store i32 %.sink.i.us134.1, ptr %scevgep153, align 4, !noalias !26
  %lsr.iv.next152 = add i64 %lsr.iv151, 2
  %47 = add i64 %5, %lsr.iv.next152
  %niter.ncmp.1 = icmp eq i64 %47, 1
  br i1 %niter.ncmp.1, label %B302.endif.endif.loopexit234.unr-lcssa, label %B252.us118

B252.preheader.unreachabledefault:                ; preds = %B252.preheader
  unreachable

B302.endif.endif.loopexit233.unr-lcssa:           ; preds = %B252.endif.us113.1
  %48 = and i64 %arg.a.1, 1
  %lcmp.mod237.not = icmp eq i64 %48, 0
  br i1 %lcmp.mod237.not, label %B302.endif.endif, label %B252.us98.epil.preheader

B252.us98.epil.preheader:                         ; preds = %B302.endif.endif.loopexit233.unr-lcssa, %B252.us98.preheader
  %.262291294.us99.epil.init = phi i64 [ 0, %B252.us98.preheader ], [ %unroll_iter239, %B302.endif.endif.loopexit233.unr-lcssa ]
  switch i32 %arg.a.2, label %B252.endif.us113.epil [
    i32 1, label %B42.i.us109.epil
    i32 2, label %B124.i.us105.epil
    i32 4, label %B206.i.us101.epil
  ]

B206.i.us101.epil:                                ; preds = %B252.us98.epil.preheader
  %.94.i.us102.epil = getelementptr i32, ptr %arg.a.0, i64 %.262291294.us99.epil.init
  %.95.i.us103.epil = load i32, ptr %.94.i.us102.epil, align 4, !noalias !14
  %.98.i.us104.epil = trunc i32 %.95.i.us103.epil to i16
  br label %B252.endif.us113.epil

B124.i.us105.epil:                                ; preds = %B252.us98.epil.preheader
  %.65.i.us106.epil = getelementptr i16, ptr %arg.a.0, i64 %.262291294.us99.epil.init
  %.66.i.us107.epil = load i16, ptr %.65.i.us106.epil, align 2, !noalias !14
  br label %B252.endif.us113.epil

B42.i.us109.epil:                                 ; preds = %B252.us98.epil.preheader
  %.36.i.us110.epil = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us99.epil.init
  %.37.i.us111.epil = load i8, ptr %.36.i.us110.epil, align 1, !noalias !14
  %.41.i.us112.epil = zext i8 %.37.i.us111.epil to i16
  br label %B252.endif.us113.epil

B252.endif.us113.epil:                            ; preds = %B42.i.us109.epil, %B124.i.us105.epil, %B206.i.us101.epil, %B252.us98.epil.preheader
  %.sink.i.us114.epil = phi i16 [ %.41.i.us112.epil, %B42.i.us109.epil ], [ %.98.i.us104.epil, %B206.i.us101.epil ], [ %.66.i.us107.epil, %B124.i.us105.epil ], [ 0, %B252.us98.epil.preheader ]
  %.74.i.us.epil = getelementptr i16, ptr %.6.i.i, i64 %.262291294.us99.epil.init
  store i16 %.sink.i.us114.epil, ptr %.74.i.us.epil, align 2, !noalias !26
  br label %B302.endif.endif

B302.endif.endif.loopexit234.unr-lcssa:           ; preds = %B252.endif.us133.1
  %49 = and i64 %arg.a.1, 1
  %lcmp.mod.not = icmp eq i64 %49, 0
  br i1 %lcmp.mod.not, label %B302.endif.endif, label %B252.us118.epil.preheader

B252.us118.epil.preheader:                        ; preds = %B302.endif.endif.loopexit234.unr-lcssa, %B252.us118.preheader
  %.262291294.us119.epil.init = phi i64 [ 0, %B252.us118.preheader ], [ %unroll_iter, %B302.endif.endif.loopexit234.unr-lcssa ]
  switch i32 %arg.a.2, label %B252.endif.us133.epil [
    i32 1, label %B42.i.us129.epil
    i32 2, label %B124.i.us125.epil
    i32 4, label %B206.i.us121.epil
  ]

B206.i.us121.epil:                                ; preds = %B252.us118.epil.preheader
  %.94.i.us122.epil = getelementptr i32, ptr %arg.a.0, i64 %.262291294.us119.epil.init
  %.95.i.us123.epil = load i32, ptr %.94.i.us122.epil, align 4, !noalias !14
  br label %B252.endif.us133.epil

B124.i.us125.epil:                                ; preds = %B252.us118.epil.preheader
  %.65.i.us126.epil = getelementptr i16, ptr %arg.a.0, i64 %.262291294.us119.epil.init
  %.66.i.us127.epil = load i16, ptr %.65.i.us126.epil, align 2, !noalias !14
  %.70.i.us128.epil = zext i16 %.66.i.us127.epil to i32
  br label %B252.endif.us133.epil

B42.i.us129.epil:                                 ; preds = %B252.us118.epil.preheader
  %.36.i.us130.epil = getelementptr i8, ptr %arg.a.0, i64 %.262291294.us119.epil.init
  %.37.i.us131.epil = load i8, ptr %.36.i.us130.epil, align 1, !noalias !14
  %.41.i.us132.epil = zext i8 %.37.i.us131.epil to i32
  br label %B252.endif.us133.epil

B252.endif.us133.epil:                            ; preds = %B42.i.us129.epil, %B124.i.us125.epil, %B206.i.us121.epil, %B252.us118.epil.preheader
  %.sink.i.us134.epil = phi i32 [ %.41.i.us132.epil, %B42.i.us129.epil ], [ %.95.i.us123.epil, %B206.i.us121.epil ], [ %.70.i.us128.epil, %B124.i.us125.epil ], [ 0, %B252.us118.epil.preheader ]
  %.105.i.us.epil = getelementptr i32, ptr %.6.i.i, i64 %.262291294.us119.epil.init
  store i32 %.sink.i.us134.epil, ptr %.105.i.us.epil, align 4, !noalias !26
  br label %B302.endif.endif

B302.endif.endif:                                 ; preds = %B252.us.us147, %B252.us.us138, %B252.us.us, %B252.endif.us133.epil, %B302.endif.endif.loopexit234.unr-lcssa, %B252.endif.us113.epil, %B302.endif.endif.loopexit233.unr-lcssa, %B252.us.preheader, %B252.us.us.prol.loopexit, %vec.epilog.middle.block227, %middle.block214, %B252.us.us138.prol.loopexit, %vec.epilog.middle.block, %middle.block188, %B252.us.us147.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif.endif
  %.453303.not = icmp slt i64 %arg.b.1, 1
  br i1 %.453303.not, label %B422, label %B348.endif.preheader

B348.endif.preheader:                             ; preds = %B302.endif.endif
  %scevgep256 = getelementptr i8, ptr %.6.i.i, i64 %arg.a.1
  %50 = shl i64 %arg.a.1, 1
  %scevgep258 = getelementptr i8, ptr %.6.i.i, i64 %50
  %51 = shl i64 %arg.a.1, 2
  %scevgep260 = getelementptr i8, ptr %.6.i.i, i64 %51
  br label %B348.endif

B348.endif:                                       ; preds = %B344.backedge, %B348.endif.preheader
  %.459300304 = phi i64 [ %.466, %B344.backedge ], [ 0, %B348.endif.preheader ]
  %.466 = add nuw nsw i64 %.459300304, 1
  switch i32 %arg.b.2, label %B348.endif.endif [
    i32 1, label %B42.i28
    i32 2, label %B124.i24
    i32 4, label %B206.i19
  ]

B42.i28:                                          ; preds = %B348.endif
  %.36.i29 = getelementptr i8, ptr %arg.b.0, i64 %.459300304
  %.37.i30 = load i8, ptr %.36.i29, align 1, !noalias !46
  %.41.i31 = zext i8 %.37.i30 to i64
  br label %B348.endif.endif

B124.i24:                                         ; preds = %B348.endif
  %52 = shl nuw i64 %.459300304, 1
  %scevgep71 = getelementptr i8, ptr %arg.b.0, i64 %52
  %.66.i26 = load i16, ptr %scevgep71, align 2, !noalias !46
  %.70.i27 = zext i16 %.66.i26 to i64
  br label %B348.endif.endif

B206.i19:                                         ; preds = %B348.endif
  %53 = shl i64 %.459300304, 2
  %scevgep255 = getelementptr i8, ptr %arg.b.0, i64 %53
  %.95.i21 = load i32, ptr %scevgep255, align 4, !noalias !46
  %.98.i22 = zext i32 %.95.i21 to i64
  br label %B348.endif.endif

B348.endif.endif:                                 ; preds = %B206.i19, %B124.i24, %B42.i28, %B348.endif
  %.sink.i23 = phi i64 [ %.41.i31, %B42.i28 ], [ %.98.i22, %B206.i19 ], [ %.70.i27, %B124.i24 ], [ 0, %B348.endif ]
  switch i32 %.53.0.ph63, label %B348.endif.endif.unreachabledefault [
    i32 1, label %B42.i40
    i32 2, label %B128.i37
    i32 4, label %B214.i33
  ]

B42.i40:                                          ; preds = %B348.endif.endif
  %.41.i41 = trunc i64 %.sink.i23 to i8
  %scevgep257 = getelementptr i8, ptr %scevgep256, i64 %.459300304
  store i8 %.41.i41, ptr %scevgep257, align 1, !noalias !49
  br label %B344.backedge

B128.i37:                                         ; preds = %B348.endif.endif
  %.72.i38 = trunc i64 %.sink.i23 to i16
  %54 = shl nuw i64 %.459300304, 1
  %scevgep70 = getelementptr i8, ptr %scevgep258, i64 %54
  store i16 %.72.i38, ptr %scevgep70, align 2, !noalias !49
  br label %B344.backedge

B214.i33:                                         ; preds = %B348.endif.endif
  %.103.i34 = trunc nuw i64 %.sink.i23 to i32
  %55 = shl i64 %.459300304, 2
  %scevgep261 = getelementptr i8, ptr %scevgep260, i64 %55
  store i32 %.103.i34, ptr %scevgep261, align 4, !noalias !49
  br label %B344.backedge

B344.backedge:                                    ; preds = %B214.i33, %B128.i37, %B42.i40
  %exitcond317.not = icmp eq i64 %arg.b.1, %.466
  br i1 %exitcond317.not, label %B422, label %B348.endif

B348.endif.endif.unreachabledefault:              ; preds = %B348.endif.endif
  unreachable
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

declare noalias ptr @NRT_MemInfo_alloc(i64) local_unnamed_addr

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{!4, !6}
!4 = distinct !{!4, !5, !"_ZN5numba7cpython7unicode13_empty_stringB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba7cpython7unicode13_empty_stringB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!6 = distinct !{!6, !5, !"_ZN5numba7cpython7unicode13_empty_stringB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!7 = !{!8, !10, !4, !6}
!8 = distinct !{!8, !9, !"_ZN5numba7cpython7unicode15_set_code_pointB2v7B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba7cpython7unicode15_set_code_pointB2v7B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!10 = distinct !{!10, !9, !"_ZN5numba7cpython7unicode15_set_code_pointB2v7B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN5numba7cpython7unicode15_get_code_pointB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!16 = distinct !{!16, !"_ZN5numba7cpython7unicode15_get_code_pointB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!17 = !{!18}
!18 = distinct !{!18, !13}
!19 = !{!20, !22, !12}
!20 = distinct !{!20, !21, !"_ZN5numba7cpython7unicode15_set_code_pointB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!21 = distinct !{!21, !"_ZN5numba7cpython7unicode15_set_code_pointB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!22 = distinct !{!22, !21, !"_ZN5numba7cpython7unicode15_set_code_pointB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = !{!20, !22}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = !{!20, !22, !30}
!35 = distinct !{!35, !24, !25}
!36 = !{!"branch_weights", i32 4, i32 12}
!37 = distinct !{!37, !24, !25}
!38 = distinct !{!38, !28}
!39 = distinct !{!39, !24, !25}
!40 = !{!"branch_weights", i32 4, i32 28}
!41 = distinct !{!41, !24, !25}
!42 = distinct !{!42, !28}
!43 = distinct !{!43, !24}
!44 = distinct !{!44, !24}
!45 = distinct !{!45, !24}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN5numba7cpython7unicode15_get_code_pointB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!48 = distinct !{!48, !"_ZN5numba7cpython7unicode15_get_code_pointB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!49 = !{!50, !52}
!50 = distinct !{!50, !51, !"_ZN5numba7cpython7unicode15_set_code_pointB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!51 = distinct !{!51, !"_ZN5numba7cpython7unicode15_set_code_pointB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!52 = distinct !{!52, !51, !"_ZN5numba7cpython7unicode15_set_code_pointB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
