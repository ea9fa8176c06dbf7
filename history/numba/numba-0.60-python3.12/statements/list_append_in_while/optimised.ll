; ModuleID = 'list_append_in_while'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_append_in_while = internal constant [21 x i8] c"list_append_in_while\00"
@_ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [122 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define i32 @_ZN5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif.if:
  %.24 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.25 = icmp eq i8* %.24, null
  br i1 %.25, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B22:                                              ; preds = %B22.preheader, %B22.endif.endif
  %i.2.0 = phi i64 [ %.236, %B22.endif.endif ], [ %arg.n, %B22.preheader ]
  %sunkaddr = getelementptr i8, i8* %.24, i64 24
  %0 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i36 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.11453 = bitcast { i64, i64, i8, i64 }* %.6.i36 to i64*
  %.115 = load i64, i64* %.11453, align 8
  %.116 = add i64 %.115, 1
  %.121 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i36, i64 0, i32 1
  %.122 = load i64, i64* %.121, align 8
  %.124 = ashr i64 %.122, 2
  %.125 = icmp sgt i64 %.124, %.116
  br i1 %.125, label %B22.if, label %B22.endif, !prof !0

common.ret:                                       ; preds = %B22.endif.if.endif.if, %B22.endif.if.if, %B22.if.endif.if, %B22.if.if, %B0.endif.endif.if, %B78
  %common.ret.op = phi i32 [ 0, %B78 ], [ 1, %B0.endif.endif.if ], [ 1, %B22.if.if ], [ 1, %B22.if.endif.if ], [ 1, %B22.endif.if.if ], [ 1, %B22.endif.if.endif.if ]
  ret i32 %common.ret.op

B78:                                              ; preds = %B22.endif.endif, %B0.endif.endif.endif
  %retptr.repack54 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.24, i8** %retptr.repack54, align 8
  %retptr.repack34 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack34, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i29 = getelementptr i8, i8* %.24, i64 24
  %1 = bitcast i8* %.5.i29 to { i64, i64, i8, i64 }**
  %.6.i3045 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.37 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3045, i64 0, i32 1
  store i64 0, i64* %.37, align 8
  %.6.i2846 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.4355 = bitcast { i64, i64, i8, i64 }* %.6.i2846 to i64*
  store i64 0, i64* %.4355, align 8
  %.6.i2647 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.49 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2647, i64 0, i32 2
  store i8 0, i8* %.49, align 1
  %.6.i1833 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.9156 = bitcast { i64, i64, i8, i64 }* %.6.i1833 to i64*
  store i64 0, i64* %.9156, align 8
  %.101 = icmp sgt i64 %arg.n, 0
  br i1 %.101, label %B22.preheader, label %B78

B22.preheader:                                    ; preds = %B0.endif.endif.endif
  br label %B22

B22.if:                                           ; preds = %B22
  %.127 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.116, i64 8)
  %.128 = extractvalue { i64, i1 } %.127, 0
  %.129 = extractvalue { i64, i1 } %.127, 1
  %.130 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.128, i64 24)
  %.132 = extractvalue { i64, i1 } %.130, 1
  %.133 = or i1 %.129, %.132
  br i1 %.133, label %B22.if.if, label %B22.if.endif, !prof !0

B22.endif:                                        ; preds = %B22.if.endif.endif, %B22
  %2 = icmp slt i64 %.122, %.116
  br i1 %2, label %B22.endif.if, label %B22.endif.endif, !prof !0

B22.if.if:                                        ; preds = %B22.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B22.if.endif:                                     ; preds = %B22.if
  %.131 = extractvalue { i64, i1 } %.130, 0
  %.142 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.24, i64 %.131)
  %.143 = icmp eq i8* %.142, null
  br i1 %.143, label %B22.if.endif.if, label %B22.if.endif.endif, !prof !0

B22.if.endif.if:                                  ; preds = %B22.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B22.if.endif.endif:                               ; preds = %B22.if.endif
  %sunkaddr57 = getelementptr i8, i8* %.24, i64 24
  %3 = bitcast i8* %sunkaddr57 to { i64, i64, i8, i64 }**
  %.6.i1644 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.154 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1644, i64 0, i32 1
  store i64 %.116, i64* %.154, align 8
  br label %B22.endif

B22.endif.if:                                     ; preds = %B22.endif
  %.158 = ashr i64 %.116, 2
  %.159 = add i64 %.115, 9
  %.160 = add i64 %.159, %.158
  %.161 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.160, i64 8)
  %.162 = extractvalue { i64, i1 } %.161, 0
  %.163 = extractvalue { i64, i1 } %.161, 1
  %.164 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.162, i64 24)
  %.166 = extractvalue { i64, i1 } %.164, 1
  %.167 = or i1 %.163, %.166
  br i1 %.167, label %B22.endif.if.if, label %B22.endif.if.endif, !prof !0

B22.endif.endif:                                  ; preds = %B22.endif.if.endif.endif, %B22.endif
  %sunkaddr58 = getelementptr i8, i8* %.24, i64 24
  %4 = bitcast i8* %sunkaddr58 to { i64, i64, i8, i64 }**
  %.6.i1438 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.21859 = bitcast { i64, i64, i8, i64 }* %.6.i1438 to i64*
  store i64 %.116, i64* %.21859, align 8
  %.6.i1039 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.231 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1039, i64 0, i32 3
  %.232 = getelementptr i64, i64* %.231, i64 %.115
  store i64 %i.2.0, i64* %.232, align 8
  %.236 = add i64 %i.2.0, -2
  %5 = add i64 %.236, 2
  %.243 = icmp sgt i64 %5, 2
  br i1 %.243, label %B22, label %B78

B22.endif.if.if:                                  ; preds = %B22.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B22.endif.if.endif:                               ; preds = %B22.endif.if
  %.165 = extractvalue { i64, i1 } %.164, 0
  %.176 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.24, i64 %.165)
  %.177 = icmp eq i8* %.176, null
  br i1 %.177, label %B22.endif.if.endif.if, label %B22.endif.if.endif.endif, !prof !0

B22.endif.if.endif.if:                            ; preds = %B22.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B22.endif.if.endif.endif:                         ; preds = %B22.endif.if.endif
  %sunkaddr60 = getelementptr i8, i8* %.24, i64 24
  %6 = bitcast i8* %sunkaddr60 to { i64, i64, i8, i64 }**
  %.6.i840 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.188 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i840, i64 0, i32 1
  store i64 %.160, i64* %.188, align 8
  %.6.i641 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.19461 = bitcast { i64, i64, i8, i64 }* %.6.i641 to i64*
  %.195 = load i64, i64* %.19461, align 8
  %.200 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i641, i64 0, i32 3
  %.201 = getelementptr i64, i64* %.200, i64 %.195
  %.207 = getelementptr i64, i64* %.200, i64 %.160
  %.208 = ptrtoint i64* %.207 to i64
  %.209 = ptrtoint i64* %.201 to i64
  %.210 = sub i64 %.208, %.209
  %.211 = bitcast i64* %.201 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.211, i8 0, i64 %.210, i1 false)
  br label %B22.endif.endif
}

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.const.list_append_in_while, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.63.0, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([122 x i8], [122 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
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
  %.40 = call i32 @_ZN5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.21.0) #2
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

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = call i32 @_ZN5cases10statements20list_append_in_whileB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1) #2
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
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.24 ], [ %inserted.parent, %entry ]
  ret { i8*, i8* } %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
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

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.7, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

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

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
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

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
