; ModuleID = 'zip_lists'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.zip_lists = internal constant [10 x i8] c"zip_lists\00"
@_ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [195 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define i32 @_ZN5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readonly %arg.xs.0, i8* nocapture readnone %arg.xs.1, i8* nocapture readonly %arg.ys.0, i8* nocapture readnone %arg.ys.1) local_unnamed_addr {
B0.endif.if:
  %.29 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.30 = icmp eq i8* %.29, null
  br i1 %.30, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %B36.endif.if.endif.if, %B36.endif.if.if, %B36.if.endif.if, %B36.if.if, %B0.endif.endif.if, %B86
  %common.ret.op = phi i32 [ 0, %B86 ], [ 1, %B0.endif.endif.if ], [ 1, %B36.if.if ], [ 1, %B36.if.endif.if ], [ 1, %B36.endif.if.if ], [ 1, %B36.endif.if.endif.if ]
  ret i32 %common.ret.op

B86:                                              ; preds = %B36.endif.endif, %B32.endif.if, %B0.endif.endif.endif
  %retptr.repack92 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.29, i8** %retptr.repack92, align 8
  %retptr.repack43 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack43, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i37 = getelementptr i8, i8* %.29, i64 24
  %0 = bitcast i8* %.5.i37 to { i64, i64, i8, i64 }**
  %.6.i3857 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.42 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3857, i64 0, i32 1
  store i64 0, i64* %.42, align 8
  %.6.i3658 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.4893 = bitcast { i64, i64, i8, i64 }* %.6.i3658 to i64*
  store i64 0, i64* %.4893, align 8
  %.6.i3459 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.54 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3459, i64 0, i32 2
  store i8 0, i8* %.54, align 1
  %.6.i2641 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.9694 = bitcast { i64, i64, i8, i64 }* %.6.i2641 to i64*
  store i64 0, i64* %.9694, align 8
  %.5.i23 = getelementptr i8, i8* %arg.xs.0, i64 24
  %1 = bitcast i8* %.5.i23 to { i64, i64, i8, i64 }**
  %.6.i244282 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.1948395 = bitcast { i64, i64, i8, i64 }* %.6.i244282 to i64*
  %.19584 = load i64, i64* %.1948395, align 8
  %.19685 = icmp sgt i64 %.19584, 0
  br i1 %.19685, label %B32.endif.if.lr.ph, label %B86

B32.endif.if.lr.ph:                               ; preds = %B0.endif.endif.endif
  br label %B32.endif.if

B32.endif.if:                                     ; preds = %B32.endif.if.lr.ph, %B36.endif.endif
  %.6.i244288 = phi { i64, i64, i8, i64 }* [ %.6.i244282, %B32.endif.if.lr.ph ], [ %.6.i2442, %B36.endif.endif ]
  %.113.087 = phi i64 [ 0, %B32.endif.if.lr.ph ], [ %.209, %B36.endif.endif ]
  %.209 = add nuw nsw i64 %.113.087, 1
  %sunkaddr = getelementptr i8, i8* %arg.ys.0, i64 24
  %2 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i2054 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.25596 = bitcast { i64, i64, i8, i64 }* %.6.i2054 to i64*
  %.256 = load i64, i64* %.25596, align 8
  %.257 = icmp slt i64 %.113.087, %.256
  br i1 %.257, label %B32.endif.endif, label %B86

B32.endif.endif:                                  ; preds = %B32.endif.if
  %scevgep90 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i244288, i64 0, i32 3
  %scevgep91 = getelementptr i64, i64* %scevgep90, i64 %.113.087
  %.206 = load i64, i64* %scevgep91, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2054, i64 0, i32 3
  %scevgep89 = getelementptr i64, i64* %scevgep, i64 %.113.087
  %.267 = load i64, i64* %scevgep89, align 8
  %.346 = add nsw i64 %.267, %.206
  %sunkaddr97 = getelementptr i8, i8* %.29, i64 24
  %3 = bitcast i8* %sunkaddr97 to { i64, i64, i8, i64 }**
  %.6.i45 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.35598 = bitcast { i64, i64, i8, i64 }* %.6.i45 to i64*
  %.356 = load i64, i64* %.35598, align 8
  %.357 = add i64 %.356, 1
  %.362 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i45, i64 0, i32 1
  %.363 = load i64, i64* %.362, align 8
  %.365 = ashr i64 %.363, 2
  %.366 = icmp sgt i64 %.365, %.357
  br i1 %.366, label %B36.if, label %B36.endif, !prof !1

B36.if:                                           ; preds = %B32.endif.endif
  %.368 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.357, i64 8)
  %.369 = extractvalue { i64, i1 } %.368, 0
  %.370 = extractvalue { i64, i1 } %.368, 1
  %.371 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.369, i64 24)
  %.373 = extractvalue { i64, i1 } %.371, 1
  %.374 = or i1 %.370, %.373
  br i1 %.374, label %B36.if.if, label %B36.if.endif, !prof !1

B36.endif:                                        ; preds = %B36.if.endif.endif, %B32.endif.endif
  %4 = icmp slt i64 %.363, %.357
  br i1 %4, label %B36.endif.if, label %B36.endif.endif, !prof !1

B36.if.if:                                        ; preds = %B36.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B36.if.endif:                                     ; preds = %B36.if
  %.372 = extractvalue { i64, i1 } %.371, 0
  %.383 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.29, i64 %.372)
  %.384 = icmp eq i8* %.383, null
  br i1 %.384, label %B36.if.endif.if, label %B36.if.endif.endif, !prof !1

B36.if.endif.if:                                  ; preds = %B36.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B36.if.endif.endif:                               ; preds = %B36.if.endif
  %sunkaddr99 = getelementptr i8, i8* %.29, i64 24
  %5 = bitcast i8* %sunkaddr99 to { i64, i64, i8, i64 }**
  %.6.i1653 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.395 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1653, i64 0, i32 1
  store i64 %.357, i64* %.395, align 8
  br label %B36.endif

B36.endif.if:                                     ; preds = %B36.endif
  %.399 = ashr i64 %.357, 2
  %.400 = add i64 %.356, 9
  %.401 = add i64 %.400, %.399
  %.402 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.401, i64 8)
  %.403 = extractvalue { i64, i1 } %.402, 0
  %.404 = extractvalue { i64, i1 } %.402, 1
  %.405 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.403, i64 24)
  %.407 = extractvalue { i64, i1 } %.405, 1
  %.408 = or i1 %.404, %.407
  br i1 %.408, label %B36.endif.if.if, label %B36.endif.if.endif, !prof !1

B36.endif.endif:                                  ; preds = %B36.endif.if.endif.endif, %B36.endif
  %sunkaddr100 = getelementptr i8, i8* %.29, i64 24
  %6 = bitcast i8* %sunkaddr100 to { i64, i64, i8, i64 }**
  %.6.i1447 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.459101 = bitcast { i64, i64, i8, i64 }* %.6.i1447 to i64*
  store i64 %.357, i64* %.459101, align 8
  %.6.i1048 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.472 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1048, i64 0, i32 3
  %.473 = getelementptr i64, i64* %.472, i64 %.356
  store i64 %.346, i64* %.473, align 8
  %sunkaddr102 = getelementptr i8, i8* %arg.xs.0, i64 24
  %7 = bitcast i8* %sunkaddr102 to { i64, i64, i8, i64 }**
  %.6.i2442 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.194103 = bitcast { i64, i64, i8, i64 }* %.6.i2442 to i64*
  %.195 = load i64, i64* %.194103, align 8
  %.196 = icmp slt i64 %.209, %.195
  br i1 %.196, label %B32.endif.if, label %B86

B36.endif.if.if:                                  ; preds = %B36.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B36.endif.if.endif:                               ; preds = %B36.endif.if
  %.406 = extractvalue { i64, i1 } %.405, 0
  %.417 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.29, i64 %.406)
  %.418 = icmp eq i8* %.417, null
  br i1 %.418, label %B36.endif.if.endif.if, label %B36.endif.if.endif.endif, !prof !1

B36.endif.if.endif.if:                            ; preds = %B36.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B36.endif.if.endif.endif:                         ; preds = %B36.endif.if.endif
  %sunkaddr104 = getelementptr i8, i8* %.29, i64 24
  %8 = bitcast i8* %sunkaddr104 to { i64, i64, i8, i64 }**
  %.6.i849 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.429 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849, i64 0, i32 1
  store i64 %.401, i64* %.429, align 8
  %.6.i650 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.435105 = bitcast { i64, i64, i8, i64 }* %.6.i650 to i64*
  %.436 = load i64, i64* %.435105, align 8
  %.441 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i650, i64 0, i32 3
  %.442 = getelementptr i64, i64* %.441, i64 %.436
  %.448 = getelementptr i64, i64* %.441, i64 %.401
  %.449 = ptrtoint i64* %.448 to i64
  %.450 = ptrtoint i64* %.442 to i64
  %.451 = sub i64 %.449, %.450
  %.452 = bitcast i64* %.442 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.452, i8 0, i64 %.451, i1 false)
  br label %B36.endif.endif
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

define i8* @_ZN7cpython5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.zip_lists, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.643 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.643 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif, %entry.endif.endif.endif.e...if.5, %entry.endif.endif.endif.e...endif.6.endif, %arg0.err.endif.endif, %entry, %entry.endif.endif.endif.e...if.4, %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.880.0, %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.e...if.4 ], [ null, %entry ], [ null, %arg0.err.endif.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.6.endif ], [ null, %entry.endif.endif.endif.e...if.5 ], [ null, %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([195 x i8], [195 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.22 = call i64 @PyList_Size(i8* %.21)
  %.28 = call i8* @numba_get_pyobject_private_data(i8* %.21)
  %.29.not = icmp eq i8* %.28, null
  br i1 %.29.not, label %entry.endif.endif.else, label %entry.endif.endif.if

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @NRT_incref(i8* nonnull %.28)
  %.5.i = getelementptr i8, i8* %.28, i64 24
  %1 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i159 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.44315 = bitcast { i64, i64, i8, i64 }* %.6.i159 to i64*
  store i64 %.22, i64* %.44315, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.57 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.22, i64 8)
  %.58 = extractvalue { i64, i1 } %.57, 0
  %.60 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.58, i64 24)
  %.59 = extractvalue { i64, i1 } %.57, 1
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.59, %.62
  br i1 %.63, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.if, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.else.endif.if, %entry.endif.endif.else, %entry.endif.endif.else.endif.endif.endif.thread175
  %.54.sroa.0.0168174 = phi i8* [ %.70, %entry.endif.endif.else.endif.endif.endif.thread175 ], [ null, %entry.endif.endif.else ], [ null, %entry.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.54.sroa.0.0168174)
  br label %common.ret

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.70 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.61, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.71 = icmp eq i8* %.70, null
  br i1 %.71, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if, !prof !1

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i1 = getelementptr i8, i8* %.70, i64 24
  %2 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i2154 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.83 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2154, i64 0, i32 1
  store i64 %.22, i64* %.83, align 8
  %.6.i6155 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.89316 = bitcast { i64, i64, i8, i64 }* %.6.i6155 to i64*
  store i64 0, i64* %.89316, align 8
  %.6.i18156 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.95 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i18156, i64 0, i32 2
  store i8 0, i8* %.95, align 1
  %.6.i38157 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.108 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i38157, i64 0, i32 3
  %.115.idx = shl nsw i64 %.22, 3
  %.119 = bitcast i64* %.108 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.119, i8 0, i64 %.115.idx, i1 false)
  %.6.i68150 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.129317 = bitcast { i64, i64, i8, i64 }* %.6.i68150 to i64*
  store i64 %.22, i64* %.129317, align 8
  %.131 = icmp sgt i64 %.22, 0
  br i1 %.131, label %for.body.lr.ph, label %entry.endif.endif.else.endif.endif.endif, !prof !3

entry.endif.endif.else.endif.endif.endif.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(i8* %.137)
  call void @Py_DecRef(i8* %.134)
  br label %entry.endif.endif.else.endif.endif.endif

entry.endif.endif.else.endif.endif.endif:         ; preds = %entry.endif.endif.else.endif.endif.endif.critedge, %entry.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(i8* %.21, i8* nonnull %.70)
  %sunkaddr = getelementptr i8, i8* %.70, i64 24
  %3 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i84151 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.208 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i84151, i64 0, i32 2
  store i8 0, i8* %.208, align 1
  br label %entry.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %entry.endif.endif.else.endif.endif.if
  %.133 = call i8* @PyImport_ImportModuleNoBlock(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.134 = call i8* @PyObject_GetAttrString(i8* %.133, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.133)
  %.136 = call i8* @PyList_GetItem(i8* %.21, i64 0)
  %.137 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.134, i8* %.136, i8* null)
  br label %for.body

entry.endif.endif.else.endif.endif.endif.thread175: ; preds = %for.body, %for.body.endif.endif.endif, %for.body.endif.if
  call void @Py_DecRef(i8* %.137)
  call void @Py_DecRef(i8* %.134)
  %sunkaddr318 = getelementptr i8, i8* %.70, i64 24
  %4 = bitcast i8* %sunkaddr318 to { i64, i64, i8, i64 }**
  %.6.i84151178 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.208179 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i84151178, i64 0, i32 2
  store i8 0, i8* %.208179, align 1
  br label %entry.endif.endif.endif

for.body:                                         ; preds = %for.body.lr.ph, %for.body.endif.endif.endif.endif
  %loop.index119 = phi i64 [ 0, %for.body.lr.ph ], [ %.190, %for.body.endif.endif.endif.endif ]
  %.154.0118 = phi i64 [ 0, %for.body.lr.ph ], [ %.154.1, %for.body.endif.endif.endif.endif ]
  %.141 = call i8* @PyList_GetItem(i8* %.21, i64 %loop.index119)
  %.142 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.134, i8* %.141, i8* null)
  %.143 = icmp eq i8* %.142, null
  br i1 %.143, label %entry.endif.endif.else.endif.endif.endif.thread175, label %for.body.endif, !prof !1

for.body.endif:                                   ; preds = %for.body
  %.147.not = icmp eq i8* %.142, %.137
  br i1 %.147.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !3

for.body.endif.if:                                ; preds = %for.body.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.137, i8* nonnull %.142)
  call void @Py_DecRef(i8* nonnull %.142)
  br label %entry.endif.endif.else.endif.endif.endif.thread175

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(i8* nonnull %.137)
  %.156 = call i8* @PyNumber_Long(i8* %.141)
  %.157.not = icmp eq i8* %.156, null
  br i1 %.157.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !1

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.159 = call i64 @PyLong_AsLongLong(i8* nonnull %.156)
  call void @Py_DecRef(i8* nonnull %.156)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.154.1 = phi i64 [ %.159, %for.body.endif.endif.if ], [ %.154.0118, %for.body.endif.endif ]
  %.164 = call i8* @PyErr_Occurred()
  %.165.not = icmp eq i8* %.164, null
  br i1 %.165.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.endif.thread175, !prof !3

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %sunkaddr319 = getelementptr i8, i8* %.70, i64 24
  %5 = bitcast i8* %sunkaddr319 to { i64, i64, i8, i64 }**
  %.6.i82152 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %scevgep312 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i82152, i64 0, i32 3
  %scevgep313 = getelementptr i64, i64* %scevgep312, i64 %loop.index119
  store i64 %.154.1, i64* %scevgep313, align 8
  %.6.i86153 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.187 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i86153, i64 0, i32 2
  store i8 1, i8* %.187, align 1
  %.190 = add nuw nsw i64 %loop.index119, 1
  %exitcond226.not = icmp eq i64 %.22, %.190
  br i1 %exitcond226.not, label %entry.endif.endif.else.endif.endif.endif.critedge, label %for.body, !prof !4

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.if, %entry.endif.endif.else.endif.endif.endif
  %.26.sroa.0.0.ph = phi i8* [ %.70, %entry.endif.endif.else.endif.endif.endif ], [ %.28, %entry.endif.endif.if ]
  %.332 = load i8*, i8** %.6, align 8
  %.333 = call i64 @PyList_Size(i8* %.332)
  %.339 = call i8* @numba_get_pyobject_private_data(i8* %.332)
  %.340.not = icmp eq i8* %.339, null
  br i1 %.340.not, label %entry.endif.endif.endif.endif.else, label %entry.endif.endif.endif.endif.if

arg0.err.endif.if:                                ; preds = %entry.endif.endif.endif.endif.endif.if
  %.251 = call i64 @PyList_Size(i8* %.21)
  %sunkaddr320 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %6 = bitcast i8* %sunkaddr320 to { i64, i64, i8, i64 }**
  %.6.i80135 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.256321 = bitcast { i64, i64, i8, i64 }* %.6.i80135 to i64*
  %.257 = load i64, i64* %.256321, align 8
  %.258 = sub i64 %.257, %.251
  %.259 = icmp sgt i64 %.258, -1
  br i1 %.259, label %for.cond.1.preheader, label %arg0.err.endif.if.else

for.cond.1.preheader:                             ; preds = %arg0.err.endif.if
  %.26296 = icmp sgt i64 %.251, 0
  br i1 %.26296, label %for.body.1.preheader, label %for.cond.2.preheader

for.body.1.preheader:                             ; preds = %for.cond.1.preheader
  %.268244 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i80135, i64 0, i32 3
  %.270245 = load i64, i64* %.268244, align 8
  %.273246 = call i8* @PyLong_FromLongLong(i64 %.270245)
  %.276247 = call i32 @PyList_SetItem(i8* %.21, i64 0, i8* %.273246)
  %exitcond216.not248 = icmp eq i64 %.251, 1
  br i1 %exitcond216.not248, label %for.cond.2.preheader, label %for.body.1.for.body.1_crit_edge.preheader

for.body.1.for.body.1_crit_edge.preheader:        ; preds = %for.body.1.preheader
  %7 = add i64 %.251, -1
  br label %for.body.1.for.body.1_crit_edge

arg0.err.endif.endif:                             ; preds = %arg0.err.endif.if.endif, %entry.endif.endif.endif.endif.endif.if
  call void @numba_reset_pyobject_private_data(i8* %.21)
  call void @NRT_decref(i8* nonnull %.26.sroa.0.0.ph)
  br label %common.ret

arg0.err.endif.if.else:                           ; preds = %arg0.err.endif.if
  %.300 = call i32 @PyList_SetSlice(i8* %.21, i64 %.257, i64 %.251, i8* null)
  %.30298 = icmp sgt i64 %.257, 0
  br i1 %.30298, label %for.body.3.preheader, label %arg0.err.endif.if.endif

for.body.3.preheader:                             ; preds = %arg0.err.endif.if.else
  br label %for.body.3

arg0.err.endif.if.endif:                          ; preds = %for.body.3, %for.body.2, %arg0.err.endif.if.else, %for.cond.2.preheader
  %sunkaddr322 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %8 = bitcast i8* %sunkaddr322 to { i64, i64, i8, i64 }**
  %.6.i76136 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.324 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i76136, i64 0, i32 2
  store i8 0, i8* %.324, align 1
  br label %arg0.err.endif.endif

for.cond.2.preheader:                             ; preds = %for.body.1.for.body.1_crit_edge, %for.body.1.preheader, %for.cond.1.preheader
  %.28094 = icmp sgt i64 %.258, 0
  br i1 %.28094, label %for.body.2.preheader, label %arg0.err.endif.if.endif

for.body.2.preheader:                             ; preds = %for.cond.2.preheader
  br label %for.body.2

for.body.1.for.body.1_crit_edge:                  ; preds = %for.body.1.for.body.1_crit_edge.preheader, %for.body.1.for.body.1_crit_edge
  %lsr.iv277 = phi i64 [ 0, %for.body.1.for.body.1_crit_edge.preheader ], [ %lsr.iv.next278, %for.body.1.for.body.1_crit_edge ]
  %9 = add i64 %lsr.iv277, 1
  %sunkaddr323 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %10 = bitcast i8* %sunkaddr323 to { i64, i64, i8, i64 }**
  %.6.i74139.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %scevgep279 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i74139.pre, i64 1
  %scevgep279280 = bitcast { i64, i64, i8, i64 }* %scevgep279 to i8*
  %11 = shl i64 %lsr.iv277, 3
  %uglygep = getelementptr i8, i8* %scevgep279280, i64 %11
  %uglygep281 = bitcast i8* %uglygep to i64*
  %.270 = load i64, i64* %uglygep281, align 8
  %.273 = call i8* @PyLong_FromLongLong(i64 %.270)
  %.276 = call i32 @PyList_SetItem(i8* %.21, i64 %9, i8* %.273)
  %lsr.iv.next278 = add nuw nsw i64 %lsr.iv277, 1
  %exitcond216.not = icmp eq i64 %7, %lsr.iv.next278
  br i1 %exitcond216.not, label %for.cond.2.preheader, label %for.body.1.for.body.1_crit_edge

for.body.2:                                       ; preds = %for.body.2.preheader, %for.body.2
  %lsr.iv = phi i64 [ %.251, %for.body.2.preheader ], [ %lsr.iv.next, %for.body.2 ]
  %sunkaddr324 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %12 = bitcast i8* %sunkaddr324 to { i64, i64, i8, i64 }**
  %.6.i72138 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i72138, i64 0, i32 3
  %scevgep276 = getelementptr i64, i64* %scevgep, i64 %lsr.iv
  %.289 = load i64, i64* %scevgep276, align 8
  %.292 = call i8* @PyLong_FromLongLong(i64 %.289)
  %.295 = call i32 @PyList_Append(i8* %.21, i8* %.292)
  call void @Py_DecRef(i8* %.292)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.257, %lsr.iv.next
  br i1 %exitcond.not, label %arg0.err.endif.if.endif, label %for.body.2

for.body.3:                                       ; preds = %for.body.3.preheader, %for.body.3
  %loop.index.399 = phi i64 [ %.317, %for.body.3 ], [ 0, %for.body.3.preheader ]
  %sunkaddr325 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %13 = bitcast i8* %sunkaddr325 to { i64, i64, i8, i64 }**
  %.6.i70137 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep282 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i70137, i64 0, i32 3
  %scevgep283 = getelementptr i64, i64* %scevgep282, i64 %loop.index.399
  %.310 = load i64, i64* %scevgep283, align 8
  %.313 = call i8* @PyLong_FromLongLong(i64 %.310)
  %.316 = call i32 @PyList_SetItem(i8* %.21, i64 %loop.index.399, i8* %.313)
  %.317 = add nuw nsw i64 %loop.index.399, 1
  %exitcond217.not = icmp eq i64 %.257, %.317
  br i1 %exitcond217.not, label %arg0.err.endif.if.endif, label %for.body.3

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_incref(i8* nonnull %.339)
  %.5.i65 = getelementptr i8, i8* %.339, i64 24
  %14 = bitcast i8* %.5.i65 to { i64, i64, i8, i64 }**
  %.6.i66149 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.355326 = bitcast { i64, i64, i8, i64 }* %.6.i66149 to i64*
  store i64 %.333, i64* %.355326, align 8
  br label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.else:               ; preds = %entry.endif.endif.endif.endif
  %.368 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.333, i64 8)
  %.369 = extractvalue { i64, i1 } %.368, 0
  %.371 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.369, i64 24)
  %.370 = extractvalue { i64, i1 } %.368, 1
  %.373 = extractvalue { i64, i1 } %.371, 1
  %.374 = or i1 %.370, %.373
  br i1 %.374, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.else.endif.if, !prof !1

entry.endif.endif.endif.endif.else.endif.if:      ; preds = %entry.endif.endif.endif.endif.else
  %.372 = extractvalue { i64, i1 } %.371, 0
  %.381 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.372, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.382 = icmp eq i8* %.381, null
  br i1 %.382, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.else.endif.endif.if, !prof !1

entry.endif.endif.endif.endif.else.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.else.endif.if
  %.5.i63 = getelementptr i8, i8* %.381, i64 24
  %15 = bitcast i8* %.5.i63 to { i64, i64, i8, i64 }**
  %.6.i64144 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.394 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i64144, i64 0, i32 1
  store i64 %.333, i64* %.394, align 8
  %.6.i62145 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.400327 = bitcast { i64, i64, i8, i64 }* %.6.i62145 to i64*
  store i64 0, i64* %.400327, align 8
  %.6.i60146 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.406 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i60146, i64 0, i32 2
  store i8 0, i8* %.406, align 1
  %.6.i56147 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.419 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i56147, i64 0, i32 3
  %.426.idx = shl nsw i64 %.333, 3
  %.430 = bitcast i64* %.419 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.430, i8 0, i64 %.426.idx, i1 false)
  %.6.i52140 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.440328 = bitcast { i64, i64, i8, i64 }* %.6.i52140 to i64*
  store i64 %.333, i64* %.440328, align 8
  %.442 = icmp sgt i64 %.333, 0
  br i1 %.442, label %for.body.4.lr.ph, label %entry.endif.endif.endif.endif.else.endif.endif.endif, !prof !3

entry.endif.endif.endif.endif.else.endif.endif.endif.critedge: ; preds = %for.body.4.endif.endif.endif.endif
  call void @Py_DecRef(i8* %.448)
  call void @Py_DecRef(i8* %.445)
  br label %entry.endif.endif.endif.endif.else.endif.endif.endif

entry.endif.endif.endif.endif.else.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.else.endif.endif.endif.critedge, %entry.endif.endif.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(i8* %.332, i8* nonnull %.381)
  %sunkaddr329 = getelementptr i8, i8* %.381, i64 24
  %16 = bitcast i8* %sunkaddr329 to { i64, i64, i8, i64 }**
  %.6.i44141 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %.519 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i44141, i64 0, i32 2
  store i8 0, i8* %.519, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.body.4.lr.ph:                                 ; preds = %entry.endif.endif.endif.endif.else.endif.endif.if
  %.444 = call i8* @PyImport_ImportModuleNoBlock(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.445 = call i8* @PyObject_GetAttrString(i8* %.444, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.444)
  %.447 = call i8* @PyList_GetItem(i8* %.332, i64 0)
  %.448 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.445, i8* %.447, i8* null)
  br label %for.body.4

entry.endif.endif.endif.endif.else.endif.endif.endif.thread196: ; preds = %for.body.4, %for.body.4.endif.endif.endif, %for.body.4.endif.if
  call void @Py_DecRef(i8* %.448)
  call void @Py_DecRef(i8* %.445)
  %sunkaddr330 = getelementptr i8, i8* %.381, i64 24
  %17 = bitcast i8* %sunkaddr330 to { i64, i64, i8, i64 }**
  %.6.i44141199 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %.519200 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i44141199, i64 0, i32 2
  store i8 0, i8* %.519200, align 1
  br label %entry.endif.endif.endif.endif.endif.if

for.body.4:                                       ; preds = %for.body.4.lr.ph, %for.body.4.endif.endif.endif.endif
  %loop.index.4116 = phi i64 [ 0, %for.body.4.lr.ph ], [ %.501, %for.body.4.endif.endif.endif.endif ]
  %.465.0115 = phi i64 [ 0, %for.body.4.lr.ph ], [ %.465.1, %for.body.4.endif.endif.endif.endif ]
  %.452 = call i8* @PyList_GetItem(i8* %.332, i64 %loop.index.4116)
  %.453 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.445, i8* %.452, i8* null)
  %.454 = icmp eq i8* %.453, null
  br i1 %.454, label %entry.endif.endif.endif.endif.else.endif.endif.endif.thread196, label %for.body.4.endif, !prof !1

for.body.4.endif:                                 ; preds = %for.body.4
  %.458.not = icmp eq i8* %.453, %.448
  br i1 %.458.not, label %for.body.4.endif.endif, label %for.body.4.endif.if, !prof !3

for.body.4.endif.if:                              ; preds = %for.body.4.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.448, i8* nonnull %.453)
  call void @Py_DecRef(i8* nonnull %.453)
  br label %entry.endif.endif.endif.endif.else.endif.endif.endif.thread196

for.body.4.endif.endif:                           ; preds = %for.body.4.endif
  call void @Py_DecRef(i8* nonnull %.448)
  %.467 = call i8* @PyNumber_Long(i8* %.452)
  %.468.not = icmp eq i8* %.467, null
  br i1 %.468.not, label %for.body.4.endif.endif.endif, label %for.body.4.endif.endif.if, !prof !1

for.body.4.endif.endif.if:                        ; preds = %for.body.4.endif.endif
  %.470 = call i64 @PyLong_AsLongLong(i8* nonnull %.467)
  call void @Py_DecRef(i8* nonnull %.467)
  br label %for.body.4.endif.endif.endif

for.body.4.endif.endif.endif:                     ; preds = %for.body.4.endif.endif.if, %for.body.4.endif.endif
  %.465.1 = phi i64 [ %.470, %for.body.4.endif.endif.if ], [ %.465.0115, %for.body.4.endif.endif ]
  %.475 = call i8* @PyErr_Occurred()
  %.476.not = icmp eq i8* %.475, null
  br i1 %.476.not, label %for.body.4.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.else.endif.endif.endif.thread196, !prof !3

for.body.4.endif.endif.endif.endif:               ; preds = %for.body.4.endif.endif.endif
  %sunkaddr331 = getelementptr i8, i8* %.381, i64 24
  %18 = bitcast i8* %sunkaddr331 to { i64, i64, i8, i64 }**
  %.6.i48142 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %18, align 8
  %scevgep310 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i48142, i64 0, i32 3
  %scevgep311 = getelementptr i64, i64* %scevgep310, i64 %loop.index.4116
  store i64 %.465.1, i64* %scevgep311, align 8
  %.6.i46143 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %18, align 8
  %.498 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i46143, i64 0, i32 2
  store i8 1, i8* %.498, align 1
  %.501 = add nuw nsw i64 %loop.index.4116, 1
  %exitcond225.not = icmp eq i64 %.333, %.501
  br i1 %exitcond225.not, label %entry.endif.endif.endif.endif.else.endif.endif.endif.critedge, label %for.body.4, !prof !4

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.else.endif.if, %entry.endif.endif.endif.endif.else, %entry.endif.endif.endif.endif.else.endif.endif.endif.thread196
  %.365.sroa.0.0189195 = phi i8* [ %.381, %entry.endif.endif.endif.endif.else.endif.endif.endif.thread196 ], [ null, %entry.endif.endif.endif.endif.else ], [ null, %entry.endif.endif.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.365.sroa.0.0189195)
  %.5.i39 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %19 = bitcast i8* %.5.i39 to { i64, i64, i8, i64 }**
  %.6.i40134 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %19, align 8
  %.237 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i40134, i64 0, i32 2
  %.238 = load i8, i8* %.237, align 1
  %.241 = icmp eq i8 %.238, 0
  br i1 %.241, label %arg0.err.endif.endif, label %arg0.err.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.else.endif.endif.endif
  %.337.sroa.0.0.ph = phi i8* [ %.381, %entry.endif.endif.endif.endif.else.endif.endif.endif ], [ %.339, %entry.endif.endif.endif.endif.if ]
  %20 = bitcast { i8*, i8* }* %.643 to i8**
  %21 = bitcast { i8*, i8* }* %.643 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %21, i8 0, i64 16, i1 false)
  %.647 = call i32 @_ZN5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* nonnull %.643, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* nonnull %.26.sroa.0.0.ph, i8* undef, i8* nonnull %.337.sroa.0.0.ph, i8* undef) #3
  %.648 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.655 = icmp sgt i32 %.647, 0
  %.656 = select i1 %.655, { i8*, i32, i8*, i8*, i32 }* %.648, { i8*, i32, i8*, i8*, i32 }* undef
  %.657.fca.0.load = load i8*, i8** %20, align 8
  %22 = bitcast { i8*, i8* }* %.643 to i8*
  %sunkaddr332 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr332 to i8**
  %.657.fca.1.load = load i8*, i8** %23, align 8
  %.5.i35 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %24 = bitcast i8* %.5.i35 to { i64, i64, i8, i64 }**
  %.6.i36120 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %24, align 8
  %.671 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i36120, i64 0, i32 2
  %.672 = load i8, i8* %.671, align 1
  %.675 = icmp eq i8 %.672, 0
  br i1 %.675, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.685 = call i64 @PyList_Size(i8* %.21)
  %sunkaddr333 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %25 = bitcast i8* %sunkaddr333 to { i64, i64, i8, i64 }**
  %.6.i34129 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %25, align 8
  %.690334 = bitcast { i64, i64, i8, i64 }* %.6.i34129 to i64*
  %.691 = load i64, i64* %.690334, align 8
  %.692 = sub i64 %.691, %.685
  %.693 = icmp sgt i64 %.692, -1
  br i1 %.693, label %for.cond.8.preheader, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

for.cond.8.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.696110 = icmp sgt i64 %.685, 0
  br i1 %.696110, label %for.body.8.preheader, label %for.cond.9.preheader

for.body.8.preheader:                             ; preds = %for.cond.8.preheader
  %.702256 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i34129, i64 0, i32 3
  %.704257 = load i64, i64* %.702256, align 8
  %.707258 = call i8* @PyLong_FromLongLong(i64 %.704257)
  %.710259 = call i32 @PyList_SetItem(i8* %.21, i64 0, i8* %.707258)
  %exitcond223.not260 = icmp eq i64 %.685, 1
  br i1 %exitcond223.not260, label %for.cond.9.preheader, label %for.body.8.for.body.8_crit_edge.preheader

for.body.8.for.body.8_crit_edge.preheader:        ; preds = %for.body.8.preheader
  %26 = add i64 %.685, -1
  br label %for.body.8.for.body.8_crit_edge

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif
  call void @numba_reset_pyobject_private_data(i8* %.21)
  call void @NRT_decref(i8* nonnull %.26.sroa.0.0.ph)
  %.5.i29 = getelementptr i8, i8* %.337.sroa.0.0.ph, i64 24
  %27 = bitcast i8* %.5.i29 to { i64, i64, i8, i64 }**
  %.6.i30121 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %27, align 8
  %.776 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i30121, i64 0, i32 2
  %.777 = load i8, i8* %.776, align 1
  %.780 = icmp eq i8 %.777, 0
  br i1 %.780, label %entry.endif.endif.endif.e...endif.2.endif, label %entry.endif.endif.endif.e...endif.2.if, !prof !3

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.734 = call i32 @PyList_SetSlice(i8* %.21, i64 %.691, i64 %.685, i8* null)
  %.736112 = icmp sgt i64 %.691, 0
  br i1 %.736112, label %for.body.10.preheader, label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

for.body.10.preheader:                            ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  br label %for.body.10

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %for.body.10, %for.body.9, %entry.endif.endif.endif.endif.endif.endif.endif.if.else, %for.cond.9.preheader
  %sunkaddr335 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %28 = bitcast i8* %sunkaddr335 to { i64, i64, i8, i64 }**
  %.6.i28130 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %28, align 8
  %.758 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i28130, i64 0, i32 2
  store i8 0, i8* %.758, align 1
  br label %entry.endif.endif.endif.endif.endif.endif.endif.endif

for.cond.9.preheader:                             ; preds = %for.body.8.for.body.8_crit_edge, %for.body.8.preheader, %for.cond.8.preheader
  %.714108 = icmp sgt i64 %.692, 0
  br i1 %.714108, label %for.body.9.preheader, label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

for.body.9.preheader:                             ; preds = %for.cond.9.preheader
  br label %for.body.9

for.body.8.for.body.8_crit_edge:                  ; preds = %for.body.8.for.body.8_crit_edge.preheader, %for.body.8.for.body.8_crit_edge
  %lsr.iv302 = phi i64 [ 0, %for.body.8.for.body.8_crit_edge.preheader ], [ %lsr.iv.next303, %for.body.8.for.body.8_crit_edge ]
  %29 = add i64 %lsr.iv302, 1
  %sunkaddr336 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %30 = bitcast i8* %sunkaddr336 to { i64, i64, i8, i64 }**
  %.6.i26133.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %30, align 8
  %scevgep304 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i26133.pre, i64 1
  %scevgep304305 = bitcast { i64, i64, i8, i64 }* %scevgep304 to i8*
  %31 = shl i64 %lsr.iv302, 3
  %uglygep306 = getelementptr i8, i8* %scevgep304305, i64 %31
  %uglygep306307 = bitcast i8* %uglygep306 to i64*
  %.704 = load i64, i64* %uglygep306307, align 8
  %.707 = call i8* @PyLong_FromLongLong(i64 %.704)
  %.710 = call i32 @PyList_SetItem(i8* %.21, i64 %29, i8* %.707)
  %lsr.iv.next303 = add nuw nsw i64 %lsr.iv302, 1
  %exitcond223.not = icmp eq i64 %26, %lsr.iv.next303
  br i1 %exitcond223.not, label %for.cond.9.preheader, label %for.body.8.for.body.8_crit_edge

for.body.9:                                       ; preds = %for.body.9.preheader, %for.body.9
  %lsr.iv299 = phi i64 [ %.685, %for.body.9.preheader ], [ %lsr.iv.next300, %for.body.9 ]
  %sunkaddr337 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %32 = bitcast i8* %sunkaddr337 to { i64, i64, i8, i64 }**
  %.6.i24132 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %32, align 8
  %scevgep298 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i24132, i64 0, i32 3
  %scevgep301 = getelementptr i64, i64* %scevgep298, i64 %lsr.iv299
  %.723 = load i64, i64* %scevgep301, align 8
  %.726 = call i8* @PyLong_FromLongLong(i64 %.723)
  %.729 = call i32 @PyList_Append(i8* %.21, i8* %.726)
  call void @Py_DecRef(i8* %.726)
  %lsr.iv.next300 = add i64 %lsr.iv299, 1
  %exitcond222.not = icmp eq i64 %.691, %lsr.iv.next300
  br i1 %exitcond222.not, label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, label %for.body.9

for.body.10:                                      ; preds = %for.body.10.preheader, %for.body.10
  %loop.index.10113 = phi i64 [ %.751, %for.body.10 ], [ 0, %for.body.10.preheader ]
  %sunkaddr338 = getelementptr i8, i8* %.26.sroa.0.0.ph, i64 24
  %33 = bitcast i8* %sunkaddr338 to { i64, i64, i8, i64 }**
  %.6.i22131 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %33, align 8
  %scevgep308 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i22131, i64 0, i32 3
  %scevgep309 = getelementptr i64, i64* %scevgep308, i64 %loop.index.10113
  %.744 = load i64, i64* %scevgep309, align 8
  %.747 = call i8* @PyLong_FromLongLong(i64 %.744)
  %.750 = call i32 @PyList_SetItem(i8* %.21, i64 %loop.index.10113, i8* %.747)
  %.751 = add nuw nsw i64 %loop.index.10113, 1
  %exitcond224.not = icmp eq i64 %.691, %.751
  br i1 %exitcond224.not, label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, label %for.body.10

entry.endif.endif.endif.e...endif.2.if:           ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  %.790 = call i64 @PyList_Size(i8* %.332)
  %sunkaddr339 = getelementptr i8, i8* %.337.sroa.0.0.ph, i64 24
  %34 = bitcast i8* %sunkaddr339 to { i64, i64, i8, i64 }**
  %.6.i20124 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %34, align 8
  %.795340 = bitcast { i64, i64, i8, i64 }* %.6.i20124 to i64*
  %.796 = load i64, i64* %.795340, align 8
  %.797 = sub i64 %.796, %.790
  %.798 = icmp sgt i64 %.797, -1
  br i1 %.798, label %for.cond.11.preheader, label %entry.endif.endif.endif.e...endif.2.if.else

for.cond.11.preheader:                            ; preds = %entry.endif.endif.endif.e...endif.2.if
  %.801104 = icmp sgt i64 %.790, 0
  br i1 %.801104, label %for.body.11.preheader, label %for.cond.12.preheader

for.body.11.preheader:                            ; preds = %for.cond.11.preheader
  %.807250 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i20124, i64 0, i32 3
  %.809251 = load i64, i64* %.807250, align 8
  %.812252 = call i8* @PyLong_FromLongLong(i64 %.809251)
  %.815253 = call i32 @PyList_SetItem(i8* %.332, i64 0, i8* %.812252)
  %exitcond220.not254 = icmp eq i64 %.790, 1
  br i1 %exitcond220.not254, label %for.cond.12.preheader, label %for.body.11.for.body.11_crit_edge.preheader

for.body.11.for.body.11_crit_edge.preheader:      ; preds = %for.body.11.preheader
  %35 = add i64 %.790, -1
  br label %for.body.11.for.body.11_crit_edge

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.e...endif.2.if.endif, %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @numba_reset_pyobject_private_data(i8* %.332)
  call void @NRT_decref(i8* nonnull %.337.sroa.0.0.ph)
  switch i32 %.647, label %entry.endif.endif.endif.e...endif.2.endif.endif [
    i32 -2, label %entry.endif.endif.endif.e...endif.2.endif.if.endif
    i32 0, label %entry.endif.endif.endif.e...endif.2.endif.if.endif
  ]

entry.endif.endif.endif.e...endif.2.if.else:      ; preds = %entry.endif.endif.endif.e...endif.2.if
  %.839 = call i32 @PyList_SetSlice(i8* %.332, i64 %.796, i64 %.790, i8* null)
  %.841106 = icmp sgt i64 %.796, 0
  br i1 %.841106, label %for.body.13.preheader, label %entry.endif.endif.endif.e...endif.2.if.endif

for.body.13.preheader:                            ; preds = %entry.endif.endif.endif.e...endif.2.if.else
  br label %for.body.13

entry.endif.endif.endif.e...endif.2.if.endif:     ; preds = %for.body.13, %for.body.12, %entry.endif.endif.endif.e...endif.2.if.else, %for.cond.12.preheader
  %sunkaddr341 = getelementptr i8, i8* %.337.sroa.0.0.ph, i64 24
  %36 = bitcast i8* %sunkaddr341 to { i64, i64, i8, i64 }**
  %.6.i16125 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %36, align 8
  %.863 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i16125, i64 0, i32 2
  store i8 0, i8* %.863, align 1
  br label %entry.endif.endif.endif.e...endif.2.endif

for.cond.12.preheader:                            ; preds = %for.body.11.for.body.11_crit_edge, %for.body.11.preheader, %for.cond.11.preheader
  %.819102 = icmp sgt i64 %.797, 0
  br i1 %.819102, label %for.body.12.preheader, label %entry.endif.endif.endif.e...endif.2.if.endif

for.body.12.preheader:                            ; preds = %for.cond.12.preheader
  br label %for.body.12

for.body.11.for.body.11_crit_edge:                ; preds = %for.body.11.for.body.11_crit_edge.preheader, %for.body.11.for.body.11_crit_edge
  %lsr.iv290 = phi i64 [ 0, %for.body.11.for.body.11_crit_edge.preheader ], [ %lsr.iv.next291, %for.body.11.for.body.11_crit_edge ]
  %37 = add i64 %lsr.iv290, 1
  %sunkaddr342 = getelementptr i8, i8* %.337.sroa.0.0.ph, i64 24
  %38 = bitcast i8* %sunkaddr342 to { i64, i64, i8, i64 }**
  %.6.i14128.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %38, align 8
  %scevgep292 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i14128.pre, i64 1
  %scevgep292293 = bitcast { i64, i64, i8, i64 }* %scevgep292 to i8*
  %39 = shl i64 %lsr.iv290, 3
  %uglygep294 = getelementptr i8, i8* %scevgep292293, i64 %39
  %uglygep294295 = bitcast i8* %uglygep294 to i64*
  %.809 = load i64, i64* %uglygep294295, align 8
  %.812 = call i8* @PyLong_FromLongLong(i64 %.809)
  %.815 = call i32 @PyList_SetItem(i8* %.332, i64 %37, i8* %.812)
  %lsr.iv.next291 = add nuw nsw i64 %lsr.iv290, 1
  %exitcond220.not = icmp eq i64 %35, %lsr.iv.next291
  br i1 %exitcond220.not, label %for.cond.12.preheader, label %for.body.11.for.body.11_crit_edge

for.body.12:                                      ; preds = %for.body.12.preheader, %for.body.12
  %lsr.iv287 = phi i64 [ %.790, %for.body.12.preheader ], [ %lsr.iv.next288, %for.body.12 ]
  %sunkaddr343 = getelementptr i8, i8* %.337.sroa.0.0.ph, i64 24
  %40 = bitcast i8* %sunkaddr343 to { i64, i64, i8, i64 }**
  %.6.i12127 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %40, align 8
  %scevgep286 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i12127, i64 0, i32 3
  %scevgep289 = getelementptr i64, i64* %scevgep286, i64 %lsr.iv287
  %.828 = load i64, i64* %scevgep289, align 8
  %.831 = call i8* @PyLong_FromLongLong(i64 %.828)
  %.834 = call i32 @PyList_Append(i8* %.332, i8* %.831)
  call void @Py_DecRef(i8* %.831)
  %lsr.iv.next288 = add i64 %lsr.iv287, 1
  %exitcond219.not = icmp eq i64 %.796, %lsr.iv.next288
  br i1 %exitcond219.not, label %entry.endif.endif.endif.e...endif.2.if.endif, label %for.body.12

for.body.13:                                      ; preds = %for.body.13.preheader, %for.body.13
  %loop.index.13107 = phi i64 [ %.856, %for.body.13 ], [ 0, %for.body.13.preheader ]
  %sunkaddr344 = getelementptr i8, i8* %.337.sroa.0.0.ph, i64 24
  %41 = bitcast i8* %sunkaddr344 to { i64, i64, i8, i64 }**
  %.6.i10126 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %41, align 8
  %scevgep296 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i10126, i64 0, i32 3
  %scevgep297 = getelementptr i64, i64* %scevgep296, i64 %loop.index.13107
  %.849 = load i64, i64* %scevgep297, align 8
  %.852 = call i8* @PyLong_FromLongLong(i64 %.849)
  %.855 = call i32 @PyList_SetItem(i8* %.332, i64 %loop.index.13107, i8* %.852)
  %.856 = add nuw nsw i64 %loop.index.13107, 1
  %exitcond221.not = icmp eq i64 %.796, %.856
  br i1 %exitcond221.not, label %entry.endif.endif.endif.e...endif.2.if.endif, label %for.body.13

entry.endif.endif.endif.e...endif.2.endif.endif:  ; preds = %entry.endif.endif.endif.e...endif.2.endif
  %42 = icmp sgt i32 %.647, 0
  br i1 %42, label %entry.endif.endif.endif.e...endif.2.endif.endif.if, label %entry.endif.endif.endif.e...endif.6.endif

entry.endif.endif.endif.e...endif.2.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...endif.2.endif
  %.883.not = icmp eq i8* %.657.fca.1.load, null
  br i1 %.883.not, label %entry.endif.endif.endif.e...endif.2.endif.if.endif.else, label %entry.endif.endif.endif.e...endif.2.endif.if.endif.if

entry.endif.endif.endif.e...endif.2.endif.if.endif.if: ; preds = %entry.endif.endif.endif.e...endif.2.endif.if.endif
  call void @Py_IncRef(i8* nonnull %.657.fca.1.load)
  br label %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif

entry.endif.endif.endif.e...endif.2.endif.if.endif.else: ; preds = %entry.endif.endif.endif.e...endif.2.endif.if.endif
  %.5.i7 = getelementptr i8, i8* %.657.fca.0.load, i64 24
  %43 = bitcast i8* %.5.i7 to { i64, i64, i8, i64 }**
  %.6.i8122 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %43, align 8
  %.891345 = bitcast { i64, i64, i8, i64 }* %.6.i8122 to i64*
  %.892 = load i64, i64* %.891345, align 8
  %.893 = call i8* @PyList_New(i64 %.892)
  %.894.not = icmp eq i8* %.893, null
  br i1 %.894.not, label %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif, label %for.cond.14.preheader, !prof !1

for.cond.14.preheader:                            ; preds = %entry.endif.endif.endif.e...endif.2.endif.if.endif.else
  %.897100 = icmp sgt i64 %.892, 0
  br i1 %.897100, label %for.body.14.preheader, label %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif

for.body.14.preheader:                            ; preds = %for.cond.14.preheader
  br label %for.body.14

entry.endif.endif.endif.e...endif.2.endif.if.endif.endif: ; preds = %for.body.14, %entry.endif.endif.endif.e...endif.2.endif.if.endif.else, %for.cond.14.preheader, %entry.endif.endif.endif.e...endif.2.endif.if.endif.if
  %.880.0 = phi i8* [ %.657.fca.1.load, %entry.endif.endif.endif.e...endif.2.endif.if.endif.if ], [ %.893, %for.cond.14.preheader ], [ null, %entry.endif.endif.endif.e...endif.2.endif.if.endif.else ], [ %.893, %for.body.14 ]
  call void @NRT_decref(i8* %.657.fca.0.load)
  br label %common.ret

for.body.14:                                      ; preds = %for.body.14.preheader, %for.body.14
  %loop.index.14101 = phi i64 [ %.912, %for.body.14 ], [ 0, %for.body.14.preheader ]
  %sunkaddr346 = getelementptr i8, i8* %.657.fca.0.load, i64 24
  %44 = bitcast i8* %sunkaddr346 to { i64, i64, i8, i64 }**
  %.6.i4123 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %44, align 8
  %scevgep284 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4123, i64 0, i32 3
  %scevgep285 = getelementptr i64, i64* %scevgep284, i64 %loop.index.14101
  %.905 = load i64, i64* %scevgep285, align 8
  %.908 = call i8* @PyLong_FromLongLong(i64 %.905)
  %.911 = call i32 @PyList_SetItem(i8* nonnull %.893, i64 %loop.index.14101, i8* %.908)
  %.912 = add nuw nsw i64 %loop.index.14101, 1
  %exitcond218.not = icmp eq i64 %.892, %.912
  br i1 %exitcond218.not, label %entry.endif.endif.endif.e...endif.2.endif.if.endif.endif, label %for.body.14

entry.endif.endif.endif.e...endif.2.endif.endif.if: ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif
  call void @PyErr_Clear()
  %.923 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.656, align 8
  %.924 = extractvalue { i8*, i32, i8*, i8*, i32 } %.923, 4
  %.925 = icmp sgt i32 %.924, 0
  %.928 = extractvalue { i8*, i32, i8*, i8*, i32 } %.923, 0
  %.930 = extractvalue { i8*, i32, i8*, i8*, i32 } %.923, 1
  br i1 %.925, label %entry.endif.endif.endif.e...endif.2.endif.endif.if.if, label %entry.endif.endif.endif.e...endif.2.endif.endif.if.else

entry.endif.endif.endif.e...endif.2.endif.endif.if.if: ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if
  %.931 = sext i32 %.930 to i64
  %.932 = call i8* @PyBytes_FromStringAndSize(i8* %.928, i64 %.931)
  %.933 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.656, align 8
  %.934 = extractvalue { i8*, i32, i8*, i8*, i32 } %.933, 2
  %.936 = extractvalue { i8*, i32, i8*, i8*, i32 } %.933, 3
  %.937 = bitcast i8* %.936 to i8* (i8*)*
  %.938 = call i8* %.937(i8* %.934)
  %.939 = icmp eq i8* %.938, null
  br i1 %.939, label %entry.endif.endif.endif.e...if.4, label %entry.endif.endif.endif.e...endif.4, !prof !1

entry.endif.endif.endif.e...endif.2.endif.endif.if.else: ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if
  %.952 = extractvalue { i8*, i32, i8*, i8*, i32 } %.923, 2
  %.953 = call i8* @numba_unpickle(i8* %.928, i32 %.930, i8* %.952)
  br label %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif

entry.endif.endif.endif.e...endif.2.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.4, %entry.endif.endif.endif.e...endif.2.endif.endif.if.else
  %.955 = phi i8* [ %.943, %entry.endif.endif.endif.e...endif.4 ], [ %.953, %entry.endif.endif.endif.e...endif.2.endif.endif.if.else ]
  %.956.not = icmp eq i8* %.955, null
  br i1 %.956.not, label %common.ret, label %entry.endif.endif.endif.e...if.5, !prof !1

entry.endif.endif.endif.e...if.4:                 ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif.4:              ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if.if
  %.943 = call i8* @numba_runtime_build_excinfo_struct(i8* %.932, i8* nonnull %.938)
  %.944 = bitcast { i8*, i32, i8*, i8*, i32 }* %.656 to i8*
  call void @NRT_Free(i8* nonnull %.944)
  br label %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif

entry.endif.endif.endif.e...if.5:                 ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.955)
  br label %common.ret

entry.endif.endif.endif.e...endif.6.endif:        ; preds = %entry.endif.endif.endif.e...endif.2.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i64 @PyList_Size(i8*) local_unnamed_addr

declare i8* @numba_get_pyobject_private_data(i8*) local_unnamed_addr

declare i8* @PyImport_ImportModuleNoBlock(i8*) local_unnamed_addr

declare i8* @PyObject_GetAttrString(i8*, i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyList_GetItem(i8*, i64) local_unnamed_addr

declare i8* @PyObject_CallFunctionObjArgs(i8*, ...) local_unnamed_addr

declare void @PyErr_Format(i8*, i8*, ...) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare void @numba_set_pyobject_private_data(i8*, i8*) local_unnamed_addr

declare void @numba_reset_pyobject_private_data(i8*) local_unnamed_addr

declare i32 @PyList_SetSlice(i8*, i64, i64, i8*) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(i8*, i64, i8*) local_unnamed_addr

declare i32 @PyList_Append(i8*, i8*) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyList_New(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* } %.1, { i8*, i8* } %.2) local_unnamed_addr {
entry:
  %.4 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.4 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.4, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.4 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8* } %.1, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8* } %.2, 0
  %.8 = call i32 @_ZN5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i8* %extracted.meminfo.1, i8* undef) #3
  %.9 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.10.not = icmp eq i32 %.8, 0
  %.16 = icmp sgt i32 %.8, 0
  %.17 = select i1 %.16, { i8*, i32, i8*, i8*, i32 }* %.9, { i8*, i32, i8*, i8*, i32 }* undef
  %.18.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.18.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { i8*, i8* } undef, i8* %.18.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8* } %inserted.meminfo, i8* %.18.fca.1.load, 1
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.10.not, label %common.ret, label %entry.if, !prof !3

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.8, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.25 ], [ %inserted.parent, %entry ]
  ret { i8*, i8* } %common.ret.op

.25:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.8, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.25
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.17 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }

!numba_args_may_always_need_nrt = !{!0}

!0 = !{i32 ({ i8*, i8* }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*, i8*, i8*)* @_ZN5cases9sequences9zip_listsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!"branch_weights", i32 99, i32 1}
!4 = !{!"branch_weights", i32 21474836, i32 2126008812}
