; ModuleID = 'list_of_lists'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_of_lists = internal constant [14 x i8] c"list_of_lists\00"
@_ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [115 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define i32 @_ZN5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif.if:
  %.24 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @".dtor.list.list(int64)<iv=None>" to i8*))
  %.25 = icmp eq i8* %.24, null
  br i1 %.25, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B72:                                              ; preds = %B72.preheader, %B72.endif.endif
  %lsr.iv128 = phi i64 [ 0, %B72.preheader ], [ %lsr.iv.next129, %B72.endif.endif ]
  %lsr.iv126 = phi i64 [ %lsr.iv, %B72.preheader ], [ %lsr.iv.next127, %B72.endif.endif ]
  %sunkaddr = getelementptr i8, i8* %.237, i64 24
  %0 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i87 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.440130 = bitcast { i64, i64, i8, i64 }* %.6.i87 to i64*
  %.441 = load i64, i64* %.440130, align 8
  %.442 = add i64 %.441, 1
  %.447 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i87, i64 0, i32 1
  %.448 = load i64, i64* %.447, align 8
  %.450 = ashr i64 %.448, 2
  %.451 = icmp sgt i64 %.450, %.442
  br i1 %.451, label %B72.if, label %B72.endif, !prof !0

B116:                                             ; preds = %B72.endif.endif
  %sunkaddr131 = getelementptr i8, i8* %.24, i64 24
  %1 = bitcast i8* %sunkaddr131 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i6672 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %1, align 8
  %.579132 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i6672 to i64*
  %.580 = load i64, i64* %.579132, align 8
  %.581 = add i64 %.580, 1
  %.586 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i6672, i64 0, i32 1
  %.587 = load i64, i64* %.586, align 8
  %.589 = ashr i64 %.587, 2
  %.590 = icmp sgt i64 %.589, %.581
  br i1 %.590, label %B116.if, label %B116.endif, !prof !0

common.ret:                                       ; preds = %B116.endif.if.endif.if, %B116.endif.if.if, %B116.if.endif.if, %B116.if.if, %B72.endif.if.endif.if, %B72.endif.if.if, %B72.if.endif.if, %B72.if.if, %B34.endif.endif.if, %B0.endif.endif.if, %B154
  %common.ret.op = phi i32 [ 0, %B154 ], [ 1, %B0.endif.endif.if ], [ 1, %B34.endif.endif.if ], [ 1, %B72.if.if ], [ 1, %B72.if.endif.if ], [ 1, %B72.endif.if.if ], [ 1, %B72.endif.if.endif.if ], [ 1, %B116.if.if ], [ 1, %B116.if.endif.if ], [ 1, %B116.endif.if.if ], [ 1, %B116.endif.if.endif.if ]
  ret i32 %common.ret.op

B154:                                             ; preds = %B116.endif.endif, %B0.endif.endif.endif.endif
  %retptr.repack133 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.24, i8** %retptr.repack133, align 8
  %retptr.repack68 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack68, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.if
  %.5.i61 = getelementptr i8, i8* %.24, i64 24
  %2 = bitcast i8* %.5.i61 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i62101 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %2, align 8
  %.37 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i62101, i64 0, i32 1
  store i64 0, i64* %.37, align 8
  %.6.i60102 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %2, align 8
  %.43134 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i60102 to i64*
  store i64 0, i64* %.43134, align 8
  %.6.i58103 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %2, align 8
  %.49 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i58103, i64 0, i32 2
  store i8 0, i8* %.49, align 1
  %.6.i5067 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %2, align 8
  %.91135 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i5067 to i64*
  store i64 0, i64* %.91135, align 8
  %3 = tail call i64 @llvm.smax.i64(i64 %arg.n, i64 0)
  %.177122.not = icmp slt i64 %arg.n, 1
  br i1 %.177122.not, label %B154, label %B34.endif.if.preheader

B34.endif.if.preheader:                           ; preds = %B0.endif.endif.endif.endif
  br label %B34.endif.if

B34.endif.if:                                     ; preds = %B34.endif.if.preheader, %B116.endif.endif
  %lsr.iv = phi i64 [ 1, %B34.endif.if.preheader ], [ %lsr.iv.next, %B116.endif.endif ]
  %.121.0123 = phi i64 [ %.190, %B116.endif.endif ], [ 0, %B34.endif.if.preheader ]
  %.190 = add nuw nsw i64 %.121.0123, 1
  %.237 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.238 = icmp eq i8* %.237, null
  br i1 %.238, label %B34.endif.endif.if, label %B72.preheader, !prof !0

B34.endif.endif.if:                               ; preds = %B34.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.preheader:                                    ; preds = %B34.endif.if
  %.5.i47 = getelementptr i8, i8* %.237, i64 24
  %4 = bitcast i8* %.5.i47 to { i64, i64, i8, i64 }**
  %.6.i4896 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.250 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4896, i64 0, i32 1
  store i64 0, i64* %.250, align 8
  %.6.i4697 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.256136 = bitcast { i64, i64, i8, i64 }* %.6.i4697 to i64*
  store i64 0, i64* %.256136, align 8
  %.6.i4498 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.262 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4498, i64 0, i32 2
  store i8 0, i8* %.262, align 1
  %.6.i3670 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.302137 = bitcast { i64, i64, i8, i64 }* %.6.i3670 to i64*
  store i64 0, i64* %.302137, align 8
  br label %B72

B72.if:                                           ; preds = %B72
  %.453 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.442, i64 8)
  %.454 = extractvalue { i64, i1 } %.453, 0
  %.455 = extractvalue { i64, i1 } %.453, 1
  %.456 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.454, i64 24)
  %.458 = extractvalue { i64, i1 } %.456, 1
  %.459 = or i1 %.455, %.458
  br i1 %.459, label %B72.if.if, label %B72.if.endif, !prof !0

B72.endif:                                        ; preds = %B72.if.endif.endif, %B72
  %5 = icmp slt i64 %.448, %.442
  br i1 %5, label %B72.endif.if, label %B72.endif.endif, !prof !0

B72.if.if:                                        ; preds = %B72.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.if.endif:                                     ; preds = %B72.if
  %.457 = extractvalue { i64, i1 } %.456, 0
  %.468 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.237, i64 %.457)
  %.469 = icmp eq i8* %.468, null
  br i1 %.469, label %B72.if.endif.if, label %B72.if.endif.endif, !prof !0

B72.if.endif.if:                                  ; preds = %B72.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.if.endif.endif:                               ; preds = %B72.if.endif
  %sunkaddr138 = getelementptr i8, i8* %.237, i64 24
  %6 = bitcast i8* %sunkaddr138 to { i64, i64, i8, i64 }**
  %.6.i3495 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.480 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3495, i64 0, i32 1
  store i64 %.442, i64* %.480, align 8
  br label %B72.endif

B72.endif.if:                                     ; preds = %B72.endif
  %.484 = ashr i64 %.442, 2
  %.485 = add i64 %.441, 9
  %.486 = add i64 %.485, %.484
  %.487 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.486, i64 8)
  %.488 = extractvalue { i64, i1 } %.487, 0
  %.489 = extractvalue { i64, i1 } %.487, 1
  %.490 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.488, i64 24)
  %.492 = extractvalue { i64, i1 } %.490, 1
  %.493 = or i1 %.489, %.492
  br i1 %.493, label %B72.endif.if.if, label %B72.endif.if.endif, !prof !0

B72.endif.endif:                                  ; preds = %B72.endif.if.endif.endif, %B72.endif
  %sunkaddr139 = getelementptr i8, i8* %.237, i64 24
  %7 = bitcast i8* %sunkaddr139 to { i64, i64, i8, i64 }**
  %.6.i3289 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.544140 = bitcast { i64, i64, i8, i64 }* %.6.i3289 to i64*
  store i64 %.442, i64* %.544140, align 8
  %.6.i2890 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.557 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2890, i64 0, i32 3
  %.558 = getelementptr i64, i64* %.557, i64 %.441
  store i64 %lsr.iv128, i64* %.558, align 8
  %lsr.iv.next127 = add nsw i64 %lsr.iv126, -1
  %lsr.iv.next129 = add i64 %lsr.iv128, %.121.0123
  %exitcond.not = icmp eq i64 %lsr.iv.next127, 0
  br i1 %exitcond.not, label %B116, label %B72

B72.endif.if.if:                                  ; preds = %B72.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif.if.endif:                               ; preds = %B72.endif.if
  %.491 = extractvalue { i64, i1 } %.490, 0
  %.502 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.237, i64 %.491)
  %.503 = icmp eq i8* %.502, null
  br i1 %.503, label %B72.endif.if.endif.if, label %B72.endif.if.endif.endif, !prof !0

B72.endif.if.endif.if:                            ; preds = %B72.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif.if.endif.endif:                         ; preds = %B72.endif.if.endif
  %sunkaddr141 = getelementptr i8, i8* %.237, i64 24
  %8 = bitcast i8* %sunkaddr141 to { i64, i64, i8, i64 }**
  %.6.i2691 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.514 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2691, i64 0, i32 1
  store i64 %.486, i64* %.514, align 8
  %.6.i2492 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.520142 = bitcast { i64, i64, i8, i64 }* %.6.i2492 to i64*
  %.521 = load i64, i64* %.520142, align 8
  %.526 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2492, i64 0, i32 3
  %.527 = getelementptr i64, i64* %.526, i64 %.521
  %.533 = getelementptr i64, i64* %.526, i64 %.486
  %.534 = ptrtoint i64* %.533 to i64
  %.535 = ptrtoint i64* %.527 to i64
  %.536 = sub i64 %.534, %.535
  %.537 = bitcast i64* %.527 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.537, i8 0, i64 %.536, i1 false)
  br label %B72.endif.endif

B116.if:                                          ; preds = %B116
  %.592 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.581, i64 16)
  %.593 = extractvalue { i64, i1 } %.592, 0
  %.594 = extractvalue { i64, i1 } %.592, 1
  %.595 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.593, i64 24)
  %.597 = extractvalue { i64, i1 } %.595, 1
  %.598 = or i1 %.594, %.597
  br i1 %.598, label %B116.if.if, label %B116.if.endif, !prof !0

B116.endif:                                       ; preds = %B116.if.endif.endif, %B116
  %9 = icmp slt i64 %.587, %.581
  br i1 %9, label %B116.endif.if, label %B116.endif.endif, !prof !0

B116.if.if:                                       ; preds = %B116.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B116.if.endif:                                    ; preds = %B116.if
  %.596 = extractvalue { i64, i1 } %.595, 0
  %.607 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.24, i64 %.596)
  %.608 = icmp eq i8* %.607, null
  br i1 %.608, label %B116.if.endif.if, label %B116.if.endif.endif, !prof !0

B116.if.endif.if:                                 ; preds = %B116.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B116.if.endif.endif:                              ; preds = %B116.if.endif
  %sunkaddr143 = getelementptr i8, i8* %.24, i64 24
  %10 = bitcast i8* %sunkaddr143 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i1886 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %10, align 8
  %.619 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i1886, i64 0, i32 1
  store i64 %.581, i64* %.619, align 8
  br label %B116.endif

B116.endif.if:                                    ; preds = %B116.endif
  %.623 = ashr i64 %.581, 2
  %.624 = add i64 %.580, 9
  %.625 = add i64 %.624, %.623
  %.626 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.625, i64 16)
  %.627 = extractvalue { i64, i1 } %.626, 0
  %.628 = extractvalue { i64, i1 } %.626, 1
  %.629 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.627, i64 24)
  %.631 = extractvalue { i64, i1 } %.629, 1
  %.632 = or i1 %.628, %.631
  br i1 %.632, label %B116.endif.if.if, label %B116.endif.if.endif, !prof !0

B116.endif.endif:                                 ; preds = %B116.endif.if.endif.endif, %B116.endif
  %sunkaddr144 = getelementptr i8, i8* %.24, i64 24
  %11 = bitcast i8* %sunkaddr144 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i1674 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %11, align 8
  %.683145 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i1674 to i64*
  store i64 %.581, i64* %.683145, align 8
  %.6.i1475 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %11, align 8
  %.689 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i1475, i64 0, i32 3
  %.691.elt = getelementptr { i8*, i8* }, { i8*, i8* }* %.689, i64 %.580, i32 0
  %.691.unpack = load i8*, i8** %.691.elt, align 8
  store i8* %.237, i8** %.691.elt, align 8
  %.700.repack80 = getelementptr { i8*, i8* }, { i8*, i8* }* %.689, i64 %.580, i32 1
  store i8* null, i8** %.700.repack80, align 8
  tail call void @NRT_decref(i8* %.691.unpack)
  %lsr.iv.next = add nuw i64 %lsr.iv, 1
  %exitcond125.not = icmp eq i64 %.190, %3
  br i1 %exitcond125.not, label %B154, label %B34.endif.if

B116.endif.if.if:                                 ; preds = %B116.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B116.endif.if.endif:                              ; preds = %B116.endif.if
  %.630 = extractvalue { i64, i1 } %.629, 0
  %.641 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.24, i64 %.630)
  %.642 = icmp eq i8* %.641, null
  br i1 %.642, label %B116.endif.if.endif.if, label %B116.endif.if.endif.endif, !prof !0

B116.endif.if.endif.if:                           ; preds = %B116.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B116.endif.if.endif.endif:                        ; preds = %B116.endif.if.endif
  %sunkaddr146 = getelementptr i8, i8* %.24, i64 24
  %12 = bitcast i8* %sunkaddr146 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i882 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %12, align 8
  %.653 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i882, i64 0, i32 1
  store i64 %.625, i64* %.653, align 8
  %.6.i683 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %12, align 8
  %.659147 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i683 to i64*
  %.660 = load i64, i64* %.659147, align 8
  %.665 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i683, i64 0, i32 3
  %.666 = getelementptr { i8*, i8* }, { i8*, i8* }* %.665, i64 %.660
  %.672 = getelementptr { i8*, i8* }, { i8*, i8* }* %.665, i64 %.625
  %.673 = ptrtoint { i8*, i8* }* %.672 to i64
  %.674 = ptrtoint { i8*, i8* }* %.666 to i64
  %.675 = sub i64 %.673, %.674
  %.676 = bitcast { i8*, i8* }* %.666 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.676, i8 0, i64 %.675, i1 false)
  br label %B116.endif.endif
}

define linkonce_odr void @".dtor.list.list(int64)<iv=None>"(i8* %.1) {
.3:
  %.5 = bitcast i8* %.1 to i64*
  %.8 = load i64, i64* %.5, align 8
  %.101 = icmp sgt i64 %.8, 0
  br i1 %.101, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %.3
  %.12 = getelementptr inbounds i8, i8* %.1, i64 24
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %lsr.iv8 = phi i64 [ %.8, %for.body.preheader ], [ %lsr.iv.next, %for.body ]
  %lsr.iv = phi i8* [ %.12, %for.body.preheader ], [ %scevgep, %for.body ]
  %lsr.iv7 = bitcast i8* %lsr.iv to i8**
  %.14.unpack = load i8*, i8** %lsr.iv7, align 8
  tail call void @NRT_decref(i8* %.14.unpack)
  %scevgep = getelementptr i8, i8* %lsr.iv, i64 16
  %lsr.iv.next = add i64 %lsr.iv8, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %.3
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.list_of_lists, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.63.0, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([115 x i8], [115 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
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
  %.40 = call i32 @_ZN5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.21.0) #2
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
  %5 = bitcast i8* %.5.i to { i64, i64, i8, { i8*, i8* } }**
  %.6.i11 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %5, align 8
  %.7421 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i11 to i64*
  %.75 = load i64, i64* %.7421, align 8
  %.76 = call i8* @PyList_New(i64 %.75)
  %.77.not = icmp eq i8* %.76, null
  br i1 %.77.not, label %entry.endif.endif.endif.endif.if.endif.endif, label %for.cond.preheader, !prof !0

for.cond.preheader:                               ; preds = %entry.endif.endif.endif.endif.if.endif.else
  %.809 = icmp sgt i64 %.75, 0
  br i1 %.809, label %for.body.preheader, label %entry.endif.endif.endif.endif.if.endif.endif

for.body.preheader:                               ; preds = %for.cond.preheader
  br label %for.body

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %for.body.endif, %entry.endif.endif.endif.endif.if.endif.else, %for.cond.preheader, %entry.endif.endif.endif.endif.if.endif.if
  %.63.0 = phi i8* [ %.50.fca.1.load, %entry.endif.endif.endif.endif.if.endif.if ], [ %.76, %for.cond.preheader ], [ null, %entry.endif.endif.endif.endif.if.endif.else ], [ %.76, %for.body.endif ]
  call void @NRT_decref(i8* %.50.fca.0.load)
  br label %common.ret

for.body:                                         ; preds = %for.body.preheader, %for.body.endif
  %loop.index10 = phi i64 [ %.138, %for.body.endif ], [ 0, %for.body.preheader ]
  %sunkaddr22 = getelementptr i8, i8* %.50.fca.0.load, i64 24
  %6 = bitcast i8* %sunkaddr22 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i212 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %6, align 8
  %.86 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i212, i64 0, i32 3
  %.88.elt13 = getelementptr { i8*, i8* }, { i8*, i8* }* %.86, i64 %loop.index10, i32 1
  %.88.unpack14 = load i8*, i8** %.88.elt13, align 8
  %.101.not = icmp eq i8* %.88.unpack14, null
  br i1 %.101.not, label %for.body.else, label %for.body.if

for.body.if:                                      ; preds = %for.body
  call void @Py_IncRef(i8* nonnull %.88.unpack14)
  br label %for.body.endif

for.body.else:                                    ; preds = %for.body
  %.88.elt = getelementptr { i8*, i8* }, { i8*, i8* }* %.86, i64 %loop.index10, i32 0
  %.88.unpack = load i8*, i8** %.88.elt, align 8
  %.5.i5 = getelementptr i8, i8* %.88.unpack, i64 24
  %7 = bitcast i8* %.5.i5 to { i64, i64, i8, i64 }**
  %.6.i616 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.10923 = bitcast { i64, i64, i8, i64 }* %.6.i616 to i64*
  %.110 = load i64, i64* %.10923, align 8
  %.111 = call i8* @PyList_New(i64 %.110)
  %.112.not = icmp eq i8* %.111, null
  br i1 %.112.not, label %for.body.endif, label %for.cond.1.preheader, !prof !0

for.cond.1.preheader:                             ; preds = %for.body.else
  %.1157 = icmp sgt i64 %.110, 0
  br i1 %.1157, label %for.body.1.preheader, label %for.body.endif

for.body.1.preheader:                             ; preds = %for.cond.1.preheader
  br label %for.body.1

for.body.endif:                                   ; preds = %for.body.1, %for.body.else, %for.cond.1.preheader, %for.body.if
  %.98.0 = phi i8* [ %.88.unpack14, %for.body.if ], [ %.111, %for.cond.1.preheader ], [ null, %for.body.else ], [ %.111, %for.body.1 ]
  %.137 = call i32 @PyList_SetItem(i8* nonnull %.76, i64 %loop.index10, i8* %.98.0)
  %.138 = add nuw nsw i64 %loop.index10, 1
  %exitcond18.not = icmp eq i64 %.138, %.75
  br i1 %exitcond18.not, label %entry.endif.endif.endif.endif.if.endif.endif, label %for.body

for.body.1:                                       ; preds = %for.body.1.preheader, %for.body.1
  %loop.index.18 = phi i64 [ %.130, %for.body.1 ], [ 0, %for.body.1.preheader ]
  %sunkaddr24 = getelementptr i8, i8* %.88.unpack, i64 24
  %8 = bitcast i8* %sunkaddr24 to { i64, i64, i8, i64 }**
  %.6.i417 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i417, i64 0, i32 3
  %scevgep19 = getelementptr i64, i64* %scevgep, i64 %loop.index.18
  %.123 = load i64, i64* %scevgep19, align 8
  %.126 = call i8* @PyLong_FromLongLong(i64 %.123)
  %.129 = call i32 @PyList_SetItem(i8* nonnull %.111, i64 %loop.index.18, i8* %.126)
  %.130 = add nuw nsw i64 %loop.index.18, 1
  %exitcond.not = icmp eq i64 %.110, %.130
  br i1 %exitcond.not, label %for.body.endif, label %for.body.1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.149 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.150 = extractvalue { i8*, i32, i8*, i8*, i32 } %.149, 4
  %.151 = icmp sgt i32 %.150, 0
  %.154 = extractvalue { i8*, i32, i8*, i8*, i32 } %.149, 0
  %.156 = extractvalue { i8*, i32, i8*, i8*, i32 } %.149, 1
  br i1 %.151, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.157 = sext i32 %.156 to i64
  %.158 = call i8* @PyBytes_FromStringAndSize(i8* %.154, i64 %.157)
  %.159 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.160 = extractvalue { i8*, i32, i8*, i8*, i32 } %.159, 2
  %.162 = extractvalue { i8*, i32, i8*, i8*, i32 } %.159, 3
  %.163 = bitcast i8* %.162 to i8* (i8*)*
  %.164 = call i8* %.163(i8* %.160)
  %.165 = icmp eq i8* %.164, null
  br i1 %.165, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.178 = extractvalue { i8*, i32, i8*, i8*, i32 } %.149, 2
  %.179 = call i8* @numba_unpickle(i8* %.154, i32 %.156, i8* %.178)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.181 = phi i8* [ %.169, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.179, %entry.endif.endif.endif.endif.endif.if.else ]
  %.182.not = icmp eq i8* %.181, null
  br i1 %.182.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.169 = call i8* @numba_runtime_build_excinfo_struct(i8* %.158, i8* nonnull %.164)
  %.170 = bitcast { i8*, i32, i8*, i8*, i32 }* %.49 to i8*
  call void @NRT_Free(i8* nonnull %.170)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.181)
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

declare i32 @PyList_SetItem(i8*, i64, i8*) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = call i32 @_ZN5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1) #2
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

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #3

attributes #0 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
