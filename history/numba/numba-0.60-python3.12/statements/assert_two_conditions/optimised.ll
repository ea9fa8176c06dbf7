; ModuleID = 'assert_two_conditions'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'AssertionError'>, (), ('assert_two_conditions', 'cases/statements.py', 160))
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('need 0 <= lo < hi < 100',), ('assert_two_conditions', 'cases/statements.py', 161))
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.assert_two_conditions = internal constant [22 x i8] c"assert_two_conditions\00"
@_ZN08NumbaEnv5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = internal constant [124 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.lo, i64 %arg.hi) local_unnamed_addr #0 {
entry:
  %.11 = icmp sgt i64 %arg.lo, -1
  br i1 %.11, label %B18, label %B14

common.ret:                                       ; preds = %B52, %B38, %B14
  %common.ret.op = phi i32 [ 1, %B14 ], [ 1, %B38 ], [ 0, %B52 ]
  ret i32 %common.ret.op

B14:                                              ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B18:                                              ; preds = %entry
  %.26 = icmp sgt i64 %arg.hi, %arg.lo
  %.29 = icmp slt i64 %arg.hi, 100
  %or.cond = and i1 %.26, %.29
  br i1 %or.cond, label %B52, label %B38

B38:                                              ; preds = %B18
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B52:                                              ; preds = %B18
  %.42 = sub nsw i64 %arg.hi, %arg.lo
  store i64 %.42, i64* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.const.assert_two_conditions, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca i64, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.74, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([124 x i8], [124 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.24 = call i8* @PyNumber_Long(i8* %.21)
  %.25.not = icmp eq i8* %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.27 = call i64 @PyLong_AsLongLong(i8* nonnull %.24)
  call void @Py_DecRef(i8* nonnull %.24)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.22.0 = phi i64 [ %.27, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.32 = call i8* @PyErr_Occurred()
  %.33.not = icmp eq i8* %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.37 = load i8*, i8** %.6, align 8
  %.40 = call i8* @PyNumber_Long(i8* %.37)
  %.41.not = icmp eq i8* %.40, null
  br i1 %.41.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !1

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.43 = call i64 @PyLong_AsLongLong(i8* nonnull %.40)
  call void @Py_DecRef(i8* nonnull %.40)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.38.0 = phi i64 [ %.43, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  store i64 0, i64* %.53, align 8
  %.57 = call i32 @_ZN5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.22.0, i64 %.38.0) #1
  %.58 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.65 = icmp sgt i32 %.57, 0
  %.66 = select i1 %.65, { i8*, i32, i8*, i8*, i32 }* %.58, { i8*, i32, i8*, i8*, i32 }* undef
  switch i32 %.57, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %0 = icmp sgt i32 %.57, 0
  br i1 %0, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.67 = load i64, i64* %.53, align 8
  %.74 = call i8* @PyLong_FromLongLong(i64 %.67)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.81 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.66, align 8
  %.82 = extractvalue { i8*, i32, i8*, i8*, i32 } %.81, 4
  %.83 = icmp sgt i32 %.82, 0
  %.86 = extractvalue { i8*, i32, i8*, i8*, i32 } %.81, 0
  %.88 = extractvalue { i8*, i32, i8*, i8*, i32 } %.81, 1
  br i1 %.83, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.89 = sext i32 %.88 to i64
  %.90 = call i8* @PyBytes_FromStringAndSize(i8* %.86, i64 %.89)
  %.91 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.66, align 8
  %.92 = extractvalue { i8*, i32, i8*, i8*, i32 } %.91, 2
  %.94 = extractvalue { i8*, i32, i8*, i8*, i32 } %.91, 3
  %.95 = bitcast i8* %.94 to i8* (i8*)*
  %.96 = call i8* %.95(i8* %.92)
  %.97 = icmp eq i8* %.96, null
  br i1 %.97, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.110 = extractvalue { i8*, i32, i8*, i8*, i32 } %.81, 2
  %.111 = call i8* @numba_unpickle(i8* %.86, i32 %.88, i8* %.110)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.113 = phi i8* [ %.101, %entry.endif.endif.endif.e...endif ], [ %.111, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.114.not = icmp eq i8* %.113, null
  br i1 %.114.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.101 = call i8* @numba_runtime_build_excinfo_struct(i8* %.90, i8* nonnull %.96)
  %.102 = bitcast { i8*, i32, i8*, i8*, i32 }* %.66 to i8*
  call void @NRT_Free(i8* nonnull %.102)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.113)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

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

define i64 @cfunc._ZN5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca i64, align 8
  store i64 0, i64* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.8 = call i32 @_ZN5cases10statements21assert_two_conditionsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1, i64 %.2) #1
  %.9 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.10.not = icmp eq i32 %.8, 0
  %.16 = icmp sgt i32 %.8, 0
  %.17 = select i1 %.16, { i8*, i32, i8*, i8*, i32 }* %.9, { i8*, i32, i8*, i8*, i32 }* undef
  %.18 = load i64, i64* %.4, align 8
  %.20 = alloca i32, align 4
  store i32 0, i32* %.20, align 4
  br i1 %.10.not, label %common.ret, label %entry.if, !prof !2

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.8, 0
  call void @numba_gil_ensure(i32* nonnull %.20)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.23, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.18, %.23 ], [ %.18, %entry ]
  ret i64 %common.ret.op

.23:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.71 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.71)
  call void @Py_DecRef(i8* %.71)
  call void @numba_gil_release(i32* nonnull %.20)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.26 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.27 = extractvalue { i8*, i32, i8*, i8*, i32 } %.26, 4
  %.28 = icmp sgt i32 %.27, 0
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.26, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.26, 1
  br i1 %.28, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.34 = sext i32 %.33 to i64
  %.35 = call i8* @PyBytes_FromStringAndSize(i8* %.31, i64 %.34)
  %.36 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.36, 2
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.36, 3
  %.40 = bitcast i8* %.39 to i8* (i8*)*
  %.41 = call i8* %.40(i8* %.37)
  %.42 = icmp eq i8* %.41, null
  br i1 %.42, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.55 = extractvalue { i8*, i32, i8*, i8*, i32 } %.26, 2
  %.56 = call i8* @numba_unpickle(i8* %.31, i32 %.33, i8* %.55)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.58 = phi i8* [ %.46, %entry.if.if.if.endif ], [ %.56, %entry.if.if.else ]
  %.59.not = icmp eq i8* %.58, null
  br i1 %.59.not, label %.23, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.46 = call i8* @numba_runtime_build_excinfo_struct(i8* %.35, i8* nonnull %.41)
  %.47 = bitcast { i8*, i32, i8*, i8*, i32 }* %.17 to i8*
  call void @NRT_Free(i8* nonnull %.47)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.58)
  br label %.23

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.23
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { noinline }

!0 = !{i1 true}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 99, i32 1}
