; ModuleID = 'tuple_length'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.tuple_length = internal constant [13 x i8] c"tuple_length\00"
@_ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE\00"
@PyExc_ValueError = external global i8
@".const.size mismatch for tuple, expected 2 element(s) but got %zd" = internal constant [59 x i8] c"size mismatch for tuple, expected 2 element(s) but got %zd\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

; Function Attrs: nofree norecurse nosync nounwind writeonly
define i32 @_ZN5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.t.0, i64 %arg.t.1) local_unnamed_addr #0 {
common.ret:
  %.96.1 = add nsw i64 %arg.t.1, %arg.t.0
  store i64 %.96.1, i64* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.tuple_length, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.75 = alloca i64, align 8
  store i64 0, i64* %.75, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...endif.if.endif, %entry.endif.endif.endif.e...endif.if.endif.if, %entry.endif.endif.endif.e...endif.endif.endif.endif, %entry, %entry.endif.endif.endif.e...endif.if.if.if, %entry.endif.endif.endif.e...if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.100, %entry.endif.endif.endif.e...if.endif ], [ null, %entry.endif.endif.endif.e...endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.e...endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.if.endif.if ], [ null, %entry.endif.endif.endif.e...endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.26 = call i64 @PyTuple_Size(i8* %.20)
  %.27.not = icmp eq i64 %.26, 2
  br i1 %.27.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_ValueError, i8* getelementptr inbounds ([59 x i8], [59 x i8]* @".const.size mismatch for tuple, expected 2 element(s) but got %zd", i64 0, i64 0), i64 %.26)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %0 = icmp eq i64 %.26, 2
  %1 = xor i1 %0, true
  %.33 = call i8* @PyTuple_GetItem(i8* %.20, i64 0)
  %.36 = call i8* @PyNumber_Long(i8* %.33)
  %.37.not = icmp eq i8* %.36, null
  br i1 %.37.not, label %entry.endif.endif.endif.endif, label %entry.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  %.39 = call i64 @PyLong_AsLongLong(i8* nonnull %.36)
  call void @Py_DecRef(i8* nonnull %.36)
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif.if, %entry.endif.endif.endif
  %.34.0 = phi i64 [ %.39, %entry.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif ]
  %.44 = call i8* @PyErr_Occurred()
  %.45.not = icmp eq i8* %.44, null
  br i1 %.45.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !1

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.21.1 = phi i1 [ true, %entry.endif.endif.endif.endif.if ], [ %1, %entry.endif.endif.endif.endif ]
  %.49 = call i8* @PyTuple_GetItem(i8* %.20, i64 1)
  %.52 = call i8* @PyNumber_Long(i8* %.49)
  %.53.not = icmp eq i8* %.52, null
  br i1 %.53.not, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  %.55 = call i64 @PyLong_AsLongLong(i8* nonnull %.52)
  call void @Py_DecRef(i8* nonnull %.52)
  br label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif
  %.50.0 = phi i64 [ %.55, %entry.endif.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif.endif ]
  %.60 = call i8* @PyErr_Occurred()
  %.61.not = icmp ne i8* %.60, null
  %brmerge = select i1 %.61.not, i1 true, i1 %.21.1
  br i1 %brmerge, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  store i64 0, i64* %.75, align 8
  %.81 = call i32 @_ZN5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE(i64* nonnull %.75, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.34.0, i64 %.50.0) #1
  %.82 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.89 = icmp sgt i32 %.81, 0
  %.90 = select i1 %.89, { i8*, i32, i8*, i8*, i32 }* %.82, { i8*, i32, i8*, i8*, i32 }* undef
  switch i32 %.81, label %entry.endif.endif.endif.e...endif [
    i32 -2, label %entry.endif.endif.endif.e...if.endif
    i32 0, label %entry.endif.endif.endif.e...if.endif
  ]

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  %2 = icmp sgt i32 %.81, 0
  br i1 %2, label %entry.endif.endif.endif.e...endif.if, label %entry.endif.endif.endif.e...endif.endif.endif.endif

entry.endif.endif.endif.e...if.endif:             ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.endif
  %.91 = load i64, i64* %.75, align 8
  %.100 = call i8* @PyLong_FromLongLong(i64 %.91)
  br label %common.ret

entry.endif.endif.endif.e...endif.if:             ; preds = %entry.endif.endif.endif.e...endif
  call void @PyErr_Clear()
  %.107 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.90, align 8
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 4
  %.109 = icmp sgt i32 %.108, 0
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 0
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 1
  br i1 %.109, label %entry.endif.endif.endif.e...endif.if.if, label %entry.endif.endif.endif.e...endif.if.else

entry.endif.endif.endif.e...endif.if.if:          ; preds = %entry.endif.endif.endif.e...endif.if
  %.115 = sext i32 %.114 to i64
  %.116 = call i8* @PyBytes_FromStringAndSize(i8* %.112, i64 %.115)
  %.117 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.90, align 8
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 2
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 3
  %.121 = bitcast i8* %.120 to i8* (i8*)*
  %.122 = call i8* %.121(i8* %.118)
  %.123 = icmp eq i8* %.122, null
  br i1 %.123, label %entry.endif.endif.endif.e...endif.if.if.if, label %entry.endif.endif.endif.e...endif.if.if.endif, !prof !0

entry.endif.endif.endif.e...endif.if.else:        ; preds = %entry.endif.endif.endif.e...endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.e...endif.if.endif

entry.endif.endif.endif.e...endif.if.endif:       ; preds = %entry.endif.endif.endif.e...endif.if.if.endif, %entry.endif.endif.endif.e...endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif.if.if.endif ], [ %.137, %entry.endif.endif.endif.e...endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...endif.if.endif.if, !prof !0

entry.endif.endif.endif.e...endif.if.if.if:       ; preds = %entry.endif.endif.endif.e...endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif.if.if.endif:    ; preds = %entry.endif.endif.endif.e...endif.if.if
  %.127 = call i8* @numba_runtime_build_excinfo_struct(i8* %.116, i8* nonnull %.122)
  %.128 = bitcast { i8*, i32, i8*, i8*, i32 }* %.90 to i8*
  call void @NRT_Free(i8* nonnull %.128)
  br label %entry.endif.endif.endif.e...endif.if.endif

entry.endif.endif.endif.e...endif.if.endif.if:    ; preds = %entry.endif.endif.endif.e...endif.if.endif
  call void @numba_do_raise(i8* nonnull %.139)
  br label %common.ret

entry.endif.endif.endif.e...endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.e...endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i64 @PyTuple_Size(i8*) local_unnamed_addr

declare void @PyErr_Format(i8*, i8*, ...) local_unnamed_addr

declare i8* @PyTuple_GetItem(i8*, i64) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define i64 @cfunc._ZN5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE([2 x i64] %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = extractvalue [2 x i64] %.1, 0
  %.8 = extractvalue [2 x i64] %.1, 1
  %.9 = call i32 @_ZN5cases15numba_retracing12tuple_lengthB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE8UniTupleIxLi2EE(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.7, i64 %.8) #1
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load i64, i64* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !1

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret i64 %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
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

attributes #0 = { nofree norecurse nosync nounwind writeonly }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!"branch_weights", i32 199, i32 9801}
