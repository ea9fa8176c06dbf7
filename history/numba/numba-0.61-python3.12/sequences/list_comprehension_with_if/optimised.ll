; ModuleID = 'list_comprehension_with_if'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ("Unreachable condition reached (op code RERAISE executed)\n-------------------------------------------------------------------------------\nThis should not have happened, a problem has occurred in Numba's internals.\nYou are currently using Numba version 0.61.2.\n\nPlease report the error message and traceback, along with a minimal reproducer\nat: https://github.com/numba/numba/issues/new?template=bug_report.md\n\nIf more help is needed please feel free to speak to the Numba core developers\ndirectly at: https://gitter.im/numba/numba\n\nThanks in advance for your help in improving Numba!\n\n",), ('list_comprehension_with_if', 'cases/sequences.py', 36))
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_comprehension_with_if = internal constant [27 x i8] c"list_comprehension_with_if\00"
@_ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [126 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define i32 @_ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif:
  %.103 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %B78.sink.split, label %B30.endif.endif.endif, !prof !0

B66:                                              ; preds = %B42.else.if
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %sunkaddr = getelementptr i8, i8* %.103, i64 24
  %0 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i42 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.38278 = bitcast { i64, i64, i8, i64 }* %.6.i42 to i64*
  %.383 = load i64, i64* %.38278, align 8
  %.384 = add i64 %.383, 1
  %.389 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i42, i64 0, i32 1
  %.390 = load i64, i64* %.389, align 8
  %.392 = ashr i64 %.390, 2
  %.393 = icmp sgt i64 %.392, %.384
  br i1 %.393, label %B66.if, label %B66.endif, !prof !0

common.ret:                                       ; preds = %B78, %B70
  %common.ret.op = phi i32 [ 0, %B70 ], [ 1, %B78 ]
  ret i32 %common.ret.op

B70:                                              ; preds = %B79, %B34.preheader
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %retptr.repack79 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.103, i8** %retptr.repack79, align 8
  %retptr.repack40 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack40, align 8
  tail call void @NRT_decref(i8* nonnull %.103)
  br label %common.ret

B78.sink.split:                                   ; preds = %B66.endif.if.endif, %B66.endif.if, %B66.if.endif, %B66.if, %B0.endif
  %.const.picklebuf.object5.sink = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object3, %B0.endif ], [ @.const.picklebuf.object5, %B66.if ], [ @.const.picklebuf.object5, %B66.if.endif ], [ @.const.picklebuf.object5, %B66.endif.if ], [ @.const.picklebuf.object5, %B66.endif.if.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %.const.picklebuf.object5.sink, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %B78

B78:                                              ; preds = %B78.sink.split, %B30.endif.endif.endif
  tail call void @NRT_decref(i8* %.103)
  tail call void @NRT_decref(i8* %.103)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B79:                                              ; preds = %B42.else.if, %B66.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %lsr.iv.next = add nuw i64 %lsr.iv, 2
  %exitcond.not = icmp eq i64 %2, %.222
  br i1 %exitcond.not, label %B70, label %B42.else.if

B30.endif.endif.endif:                            ; preds = %B0.endif
  %.5.i31 = getelementptr i8, i8* %.103, i64 24
  %1 = bitcast i8* %.5.i31 to { i64, i64, i8, i64 }**
  %.6.i3251 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.116 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3251, i64 0, i32 1
  store i64 0, i64* %.116, align 8
  %.6.i3052 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.12280 = bitcast { i64, i64, i8, i64 }* %.6.i3052 to i64*
  store i64 0, i64* %.12280, align 8
  %.6.i2853 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.128 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2853, i64 0, i32 2
  store i8 0, i8* %.128, align 1
  %.6.i2039 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.16881 = bitcast { i64, i64, i8, i64 }* %.6.i2039 to i64*
  store i64 0, i64* %.16881, align 8
  %.173 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.174.not = icmp eq { i8*, i32, i8*, i8*, i32 }* %.173, null
  tail call void @NRT_incref(i8* nonnull %.103)
  br i1 %.174.not, label %B34.preheader, label %B78

B34.preheader:                                    ; preds = %B30.endif.endif.endif
  %2 = tail call i64 @llvm.smax.i64(i64 %arg.n, i64 0)
  %.20973.not = icmp slt i64 %arg.n, 1
  br i1 %.20973.not, label %B70, label %B42.else.if.preheader

B42.else.if.preheader:                            ; preds = %B34.preheader
  br label %B42.else.if

B42.else.if:                                      ; preds = %B42.else.if.preheader, %B79
  %lsr.iv = phi i64 [ 0, %B42.else.if.preheader ], [ %lsr.iv.next, %B79 ]
  %.28.075 = phi i64 [ %.222, %B79 ], [ 0, %B42.else.if.preheader ]
  %.222 = add nuw nsw i64 %.28.075, 1
  %3 = and i64 %.28.075, 1
  %.321 = icmp eq i64 %3, 0
  br i1 %.321, label %B66, label %B79

B66.if:                                           ; preds = %B66
  %.395 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.384, i64 8)
  %.396 = extractvalue { i64, i1 } %.395, 0
  %.397 = extractvalue { i64, i1 } %.395, 1
  %.398 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.396, i64 24)
  %.400 = extractvalue { i64, i1 } %.398, 1
  %.401 = or i1 %.397, %.400
  br i1 %.401, label %B78.sink.split, label %B66.if.endif, !prof !0

B66.endif:                                        ; preds = %B66.if.endif.endif, %B66
  %4 = icmp slt i64 %.390, %.384
  br i1 %4, label %B66.endif.if, label %B66.endif.endif, !prof !0

B66.if.endif:                                     ; preds = %B66.if
  %.399 = extractvalue { i64, i1 } %.398, 0
  %.410 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.399)
  %.411 = icmp eq i8* %.410, null
  br i1 %.411, label %B78.sink.split, label %B66.if.endif.endif, !prof !0

B66.if.endif.endif:                               ; preds = %B66.if.endif
  %sunkaddr82 = getelementptr i8, i8* %.103, i64 24
  %5 = bitcast i8* %sunkaddr82 to { i64, i64, i8, i64 }**
  %.6.i1650 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.422 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1650, i64 0, i32 1
  store i64 %.384, i64* %.422, align 8
  br label %B66.endif

B66.endif.if:                                     ; preds = %B66.endif
  %.426 = ashr i64 %.384, 2
  %.427 = add i64 %.383, 9
  %.428 = add i64 %.427, %.426
  %.429 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.428, i64 8)
  %.430 = extractvalue { i64, i1 } %.429, 0
  %.431 = extractvalue { i64, i1 } %.429, 1
  %.432 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.430, i64 24)
  %.434 = extractvalue { i64, i1 } %.432, 1
  %.435 = or i1 %.431, %.434
  br i1 %.435, label %B78.sink.split, label %B66.endif.if.endif, !prof !0

B66.endif.endif:                                  ; preds = %B66.endif.if.endif.endif, %B66.endif
  %sunkaddr83 = getelementptr i8, i8* %.103, i64 24
  %6 = bitcast i8* %sunkaddr83 to { i64, i64, i8, i64 }**
  %.6.i1444 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.48684 = bitcast { i64, i64, i8, i64 }* %.6.i1444 to i64*
  store i64 %.384, i64* %.48684, align 8
  %.6.i1045 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.499 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1045, i64 0, i32 3
  %.500 = getelementptr i64, i64* %.499, i64 %.383
  store i64 %lsr.iv, i64* %.500, align 8
  br label %B79

B66.endif.if.endif:                               ; preds = %B66.endif.if
  %.433 = extractvalue { i64, i1 } %.432, 0
  %.444 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.433)
  %.445 = icmp eq i8* %.444, null
  br i1 %.445, label %B78.sink.split, label %B66.endif.if.endif.endif, !prof !0

B66.endif.if.endif.endif:                         ; preds = %B66.endif.if.endif
  %sunkaddr85 = getelementptr i8, i8* %.103, i64 24
  %7 = bitcast i8* %sunkaddr85 to { i64, i64, i8, i64 }**
  %.6.i846 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.456 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i846, i64 0, i32 1
  store i64 %.428, i64* %.456, align 8
  %.6.i647 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.46286 = bitcast { i64, i64, i8, i64 }* %.6.i647 to i64*
  %.463 = load i64, i64* %.46286, align 8
  %.468 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i647, i64 0, i32 3
  %.469 = getelementptr i64, i64* %.468, i64 %.463
  %.475 = getelementptr i64, i64* %.468, i64 %.428
  %.476 = ptrtoint i64* %.475 to i64
  %.477 = ptrtoint i64* %.469 to i64
  %.478 = sub i64 %.476, %.477
  %.479 = bitcast i64* %.469 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.479, i8 0, i64 %.478, i1 false)
  br label %B66.endif.endif
}

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.const.list_comprehension_with_if, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.63.0, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([126 x i8], [126 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = bitcast { i8*, i8* }* %.36 to i8**
  %1 = bitcast { i8*, i8* }* %.36 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.21.0) #3
  %.41 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.48 = icmp sgt i32 %.40, 0
  %.49 = select i1 %.48, { i8*, i32, i8*, i8*, i32 }* %.41, { i8*, i32, i8*, i8*, i32 }* undef
  %.50.fca.0.load = load i8*, i8** %0, align 8
  %2 = bitcast { i8*, i8* }* %.36 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %2, i64 8
  %3 = bitcast i8* %sunkaddr to i8**
  %.50.fca.1.load = load i8*, i8** %3, align 8
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %4 = icmp sgt i32 %.40, 0
  br i1 %4, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.66.not = icmp eq i8* %.50.fca.1.load, null
  br i1 %.66.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @Py_IncRef(i8* nonnull %.50.fca.1.load)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  %.5.i = getelementptr i8, i8* %.50.fca.0.load, i64 24
  %5 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.749 = bitcast { i64, i64, i8, i64 }* %.6.i5 to i64*
  %.75 = load i64, i64* %.749, align 8
  %.76 = call i8* @PyList_New(i64 %.75)
  %.77.not = icmp eq i8* %.76, null
  br i1 %.77.not, label %entry.endif.endif.endif.endif.if.endif.endif, label %for.cond.preheader, !prof !0

for.cond.preheader:                               ; preds = %entry.endif.endif.endif.endif.if.endif.else
  %.803 = icmp sgt i64 %.75, 0
  br i1 %.803, label %for.body.preheader, label %entry.endif.endif.endif.endif.if.endif.endif

for.body.preheader:                               ; preds = %for.cond.preheader
  br label %for.body

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %for.body, %entry.endif.endif.endif.endif.if.endif.else, %for.cond.preheader, %entry.endif.endif.endif.endif.if.endif.if
  %.63.0 = phi i8* [ %.50.fca.1.load, %entry.endif.endif.endif.endif.if.endif.if ], [ %.76, %for.cond.preheader ], [ null, %entry.endif.endif.endif.endif.if.endif.else ], [ %.76, %for.body ]
  call void @NRT_decref(i8* %.50.fca.0.load)
  br label %common.ret

for.body:                                         ; preds = %for.body.preheader, %for.body
  %loop.index4 = phi i64 [ %.95, %for.body ], [ 0, %for.body.preheader ]
  %sunkaddr10 = getelementptr i8, i8* %.50.fca.0.load, i64 24
  %6 = bitcast i8* %sunkaddr10 to { i64, i64, i8, i64 }**
  %.6.i26 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i26, i64 0, i32 3
  %scevgep7 = getelementptr i64, i64* %scevgep, i64 %loop.index4
  %.88 = load i64, i64* %scevgep7, align 8
  %.91 = call i8* @PyLong_FromLongLong(i64 %.88)
  %.94 = call i32 @PyList_SetItem(i8* nonnull %.76, i64 %loop.index4, i8* %.91)
  %.95 = add nuw nsw i64 %loop.index4, 1
  %exitcond.not = icmp eq i64 %.75, %.95
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.if.endif.endif, label %for.body

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.106 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.106, 4
  %.108 = icmp sgt i32 %.107, 0
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.106, 0
  %.113 = extractvalue { i8*, i32, i8*, i8*, i32 } %.106, 1
  br i1 %.108, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.114 = sext i32 %.113 to i64
  %.115 = call i8* @PyBytes_FromStringAndSize(i8* %.111, i64 %.114)
  %.116 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.117 = extractvalue { i8*, i32, i8*, i8*, i32 } %.116, 2
  %.119 = extractvalue { i8*, i32, i8*, i8*, i32 } %.116, 3
  %.120 = bitcast i8* %.119 to i8* (i8*)*
  %.121 = call i8* %.120(i8* %.117)
  %.122 = icmp eq i8* %.121, null
  br i1 %.122, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.135 = extractvalue { i8*, i32, i8*, i8*, i32 } %.106, 2
  %.136 = call i8* @numba_unpickle(i8* %.111, i32 %.113, i8* %.135)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.138 = phi i8* [ %.126, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.136, %entry.endif.endif.endif.endif.endif.if.else ]
  %.139.not = icmp eq i8* %.138, null
  br i1 %.139.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.126 = call i8* @numba_runtime_build_excinfo_struct(i8* %.115, i8* nonnull %.121)
  %.127 = bitcast { i8*, i32, i8*, i8*, i32 }* %.49 to i8*
  call void @NRT_Free(i8* nonnull %.127)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.138)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyList_New(i64) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(i8*, i64, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = call i32 @_ZN5cases9sequences26list_comprehension_with_ifB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1) #3
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.9.not = icmp eq i32 %.7, 0
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.17.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { i8*, i8* } undef, i8* %.17.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8* } %inserted.meminfo, i8* %.17.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.9.not, label %common.ret, label %entry.if, !prof !2

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %1, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.24 ], [ %inserted.parent, %entry ]
  ret { i8*, i8* } %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
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

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
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
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.16 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
