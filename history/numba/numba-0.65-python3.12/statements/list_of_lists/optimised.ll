; ModuleID = 'list_of_lists'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@.const.list_of_lists = internal constant [14 x i8] c"list_of_lists\00"
@_ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [115 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define range(i32 0, 2) i32 @_ZN5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif.if:
  %.24 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @".dtor.list.list(int64)<iv=None>")
  %.25 = icmp eq ptr %.24, null
  br i1 %.25, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B72:                                              ; preds = %B72.preheader, %B72.endif.endif
  %lsr.iv40 = phi i64 [ %indvars.iv, %B72.preheader ], [ %lsr.iv.next41, %B72.endif.endif ]
  %lsr.iv = phi i64 [ 0, %B72.preheader ], [ %lsr.iv.next, %B72.endif.endif ]
  %sunkaddr = getelementptr i8, ptr %.237, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  %.441 = load i64, ptr %.6.i, align 8
  %.442 = add i64 %.441, 1
  %.447 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  %.448 = load i64, ptr %.447, align 8
  %.450 = ashr i64 %.448, 2
  %.451 = icmp sgt i64 %.450, %.442
  br i1 %.451, label %B72.if, label %B72.endif, !prof !0

B116:                                             ; preds = %B72.endif.endif
  %sunkaddr47 = getelementptr i8, ptr %.24, i64 24
  %.6.i3 = load ptr, ptr %sunkaddr47, align 8
  %.580 = load i64, ptr %.6.i3, align 8
  %.581 = add i64 %.580, 1
  %.586 = getelementptr inbounds nuw i8, ptr %.6.i3, i64 8
  %.587 = load i64, ptr %.586, align 8
  %.589 = ashr i64 %.587, 2
  %.590 = icmp sgt i64 %.589, %.581
  br i1 %.590, label %B116.if, label %B116.endif, !prof !0

common.ret:                                       ; preds = %B116.endif.if.endif.if, %B116.endif.if.if, %B116.if.endif.if, %B116.if.if, %B72.endif.if.endif.if, %B72.endif.if.if, %B72.if.endif.if, %B72.if.if, %B34.endif.endif.if, %B0.endif.endif.if, %B154
  %common.ret.op = phi i32 [ 0, %B154 ], [ 1, %B0.endif.endif.if ], [ 1, %B34.endif.endif.if ], [ 1, %B72.if.if ], [ 1, %B72.if.endif.if ], [ 1, %B72.endif.if.if ], [ 1, %B72.endif.if.endif.if ], [ 1, %B116.if.if ], [ 1, %B116.if.endif.if ], [ 1, %B116.endif.if.if ], [ 1, %B116.endif.if.endif.if ]
  ret i32 %common.ret.op

B154:                                             ; preds = %B116.endif.endif, %B0.endif.endif.endif.endif
  store ptr %.24, ptr %retptr, align 8
  %retptr.repack109 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack109, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.if
  %.5.i4 = getelementptr i8, ptr %.24, i64 24
  %.6.i5 = load ptr, ptr %.5.i4, align 8
  %.37 = getelementptr inbounds nuw i8, ptr %.6.i5, i64 8
  store i64 0, ptr %.37, align 8
  %.6.i7 = load ptr, ptr %.5.i4, align 8
  store i64 0, ptr %.6.i7, align 8
  %.6.i9 = load ptr, ptr %.5.i4, align 8
  %.49 = getelementptr inbounds nuw i8, ptr %.6.i9, i64 16
  store i8 0, ptr %.49, align 1
  %.6.i11 = load ptr, ptr %.5.i4, align 8
  store i64 0, ptr %.6.i11, align 8
  %.177162.not = icmp slt i64 %arg.n, 1
  br i1 %.177162.not, label %B154, label %B34.endif.if.preheader

B34.endif.if.preheader:                           ; preds = %B0.endif.endif.endif.endif
  %const42 = bitcast i64 -1152921504606846976 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  br label %B34.endif.if

B34.endif.if:                                     ; preds = %B34.endif.if.preheader, %B116.endif.endif
  %indvars.iv = phi i64 [ %indvars.iv.next, %B116.endif.endif ], [ 1, %B34.endif.if.preheader ]
  %.183138165 = phi i64 [ %.190, %B116.endif.endif ], [ 0, %B34.endif.if.preheader ]
  %.190 = add nuw nsw i64 %.183138165, 1
  %.237 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.int64)
  %.238 = icmp eq ptr %.237, null
  br i1 %.238, label %B34.endif.endif.if, label %B72.preheader, !prof !0

B34.endif.endif.if:                               ; preds = %B34.endif.if
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.preheader:                                    ; preds = %B34.endif.if
  %.5.i12 = getelementptr i8, ptr %.237, i64 24
  %.6.i13 = load ptr, ptr %.5.i12, align 8
  %.250 = getelementptr inbounds nuw i8, ptr %.6.i13, i64 8
  store i64 0, ptr %.250, align 8
  %.6.i15 = load ptr, ptr %.5.i12, align 8
  store i64 0, ptr %.6.i15, align 8
  %.6.i17 = load ptr, ptr %.5.i12, align 8
  %.262 = getelementptr inbounds nuw i8, ptr %.6.i17, i64 16
  store i8 0, ptr %.262, align 1
  %.6.i19 = load ptr, ptr %.5.i12, align 8
  store i64 0, ptr %.6.i19, align 8
  br label %B72

B72.if:                                           ; preds = %B72
  %.454 = shl i64 %.442, 3
  %const_mat = add i64 %const42, 1
  %0 = add i64 %.441, %const_mat
  %.455 = icmp ult i64 %0, %const
  %.456 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.454, i64 24)
  %.458 = extractvalue { i64, i1 } %.456, 1
  %.459 = or i1 %.455, %.458
  br i1 %.459, label %B72.if.if, label %B72.if.endif, !prof !0

B72.endif:                                        ; preds = %B72.if.endif.endif, %B72
  %1 = icmp slt i64 %.448, %.442
  br i1 %1, label %B72.endif.if, label %B72.endif.endif, !prof !0

B72.if.if:                                        ; preds = %B72.if
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.if.endif:                                     ; preds = %B72.if
  %.457 = extractvalue { i64, i1 } %.456, 0
  %.468 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.237, i64 %.457)
  %.469 = icmp eq ptr %.468, null
  br i1 %.469, label %B72.if.endif.if, label %B72.if.endif.endif, !prof !0

B72.if.endif.if:                                  ; preds = %B72.if.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.if.endif.endif:                               ; preds = %B72.if.endif
  %sunkaddr48 = getelementptr i8, ptr %.237, i64 24
  %.6.i21 = load ptr, ptr %sunkaddr48, align 8
  %.480 = getelementptr inbounds nuw i8, ptr %.6.i21, i64 8
  store i64 %.442, ptr %.480, align 8
  br label %B72.endif

B72.endif.if:                                     ; preds = %B72.endif
  %.484 = ashr i64 %.442, 2
  %.485 = add i64 %.484, %.442
  %.486 = add i64 %.485, 8
  %.488 = shl i64 %.486, 3
  %const_mat43 = add i64 %const42, 8
  %2 = add i64 %.485, %const_mat43
  %.489 = icmp ult i64 %2, %const
  %.490 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.488, i64 24)
  %.492 = extractvalue { i64, i1 } %.490, 1
  %.493 = or i1 %.489, %.492
  br i1 %.493, label %B72.endif.if.if, label %B72.endif.if.endif, !prof !0

B72.endif.endif:                                  ; preds = %B72.endif.if.endif.endif, %B72.endif
  %sunkaddr49 = getelementptr i8, ptr %.237, i64 24
  %.6.i23 = load ptr, ptr %sunkaddr49, align 8
  store i64 %.442, ptr %.6.i23, align 8
  %.6.i25 = load ptr, ptr %sunkaddr49, align 8
  %.557 = getelementptr inbounds nuw i8, ptr %.6.i25, i64 24
  %.558 = getelementptr i64, ptr %.557, i64 %.441
  store i64 %lsr.iv, ptr %.558, align 8
  %lsr.iv.next = add i64 %lsr.iv, %.183138165
  %lsr.iv.next41 = add nsw i64 %lsr.iv40, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next41, 0
  br i1 %exitcond.not, label %B116, label %B72

B72.endif.if.if:                                  ; preds = %B72.endif.if
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif.if.endif:                               ; preds = %B72.endif.if
  %.491 = extractvalue { i64, i1 } %.490, 0
  %.502 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.237, i64 %.491)
  %.503 = icmp eq ptr %.502, null
  br i1 %.503, label %B72.endif.if.endif.if, label %B72.endif.if.endif.endif, !prof !0

B72.endif.if.endif.if:                            ; preds = %B72.endif.if.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif.if.endif.endif:                         ; preds = %B72.endif.if.endif
  %sunkaddr50 = getelementptr i8, ptr %.237, i64 24
  %.6.i27 = load ptr, ptr %sunkaddr50, align 8
  %.514 = getelementptr inbounds nuw i8, ptr %.6.i27, i64 8
  store i64 %.486, ptr %.514, align 8
  %.6.i29 = load ptr, ptr %sunkaddr50, align 8
  %.521 = load i64, ptr %.6.i29, align 8
  %.526 = getelementptr inbounds nuw i8, ptr %.6.i29, i64 24
  %.527.idx = shl i64 %.521, 3
  %.527 = getelementptr i8, ptr %.526, i64 %.527.idx
  %3 = sub i64 %.486, %.521
  %gepdiff = shl i64 %3, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.527, i8 0, i64 %gepdiff, i1 false)
  br label %B72.endif.endif

B116.if:                                          ; preds = %B116
  %const46 = bitcast i64 -576460752303423487 to i64
  %.593 = shl i64 %.581, 4
  %4 = add i64 %.580, %const46
  %.594 = icmp ult i64 %4, %const42
  %.595 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.593, i64 24)
  %.597 = extractvalue { i64, i1 } %.595, 1
  %.598 = or i1 %.594, %.597
  br i1 %.598, label %B116.if.if, label %B116.if.endif, !prof !0

B116.endif:                                       ; preds = %B116.if.endif.endif, %B116
  %5 = icmp slt i64 %.587, %.581
  br i1 %5, label %B116.endif.if, label %B116.endif.endif, !prof !0

B116.if.if:                                       ; preds = %B116.if
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B116.if.endif:                                    ; preds = %B116.if
  %.596 = extractvalue { i64, i1 } %.595, 0
  %.607 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.24, i64 %.596)
  %.608 = icmp eq ptr %.607, null
  br i1 %.608, label %B116.if.endif.if, label %B116.if.endif.endif, !prof !0

B116.if.endif.if:                                 ; preds = %B116.if.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B116.if.endif.endif:                              ; preds = %B116.if.endif
  %sunkaddr51 = getelementptr i8, ptr %.24, i64 24
  %.6.i31 = load ptr, ptr %sunkaddr51, align 8
  %.619 = getelementptr inbounds nuw i8, ptr %.6.i31, i64 8
  store i64 %.581, ptr %.619, align 8
  br label %B116.endif

B116.endif.if:                                    ; preds = %B116.endif
  %const44 = bitcast i64 -576460752303423487 to i64
  %.623 = ashr i64 %.581, 2
  %.624 = add i64 %.623, %.581
  %.625 = add i64 %.624, 8
  %.627 = shl i64 %.625, 4
  %const_mat45 = add i64 %const44, 7
  %6 = add i64 %.624, %const_mat45
  %.628 = icmp ult i64 %6, %const42
  %.629 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.627, i64 24)
  %.631 = extractvalue { i64, i1 } %.629, 1
  %.632 = or i1 %.628, %.631
  br i1 %.632, label %B116.endif.if.if, label %B116.endif.if.endif, !prof !0

B116.endif.endif:                                 ; preds = %B116.endif.if.endif.endif, %B116.endif
  %sunkaddr52 = getelementptr i8, ptr %.24, i64 24
  %.6.i33 = load ptr, ptr %sunkaddr52, align 8
  store i64 %.581, ptr %.6.i33, align 8
  %.6.i35 = load ptr, ptr %sunkaddr52, align 8
  %.689 = getelementptr inbounds nuw i8, ptr %.6.i35, i64 24
  %.690 = getelementptr { ptr, ptr }, ptr %.689, i64 %.580
  %.691.unpack = load ptr, ptr %.690, align 8
  store ptr %.237, ptr %.690, align 8
  %.700.repack115 = getelementptr inbounds nuw i8, ptr %.690, i64 8
  store ptr null, ptr %.700.repack115, align 8
  %indvars.iv.next = add nuw i64 %indvars.iv, 1
  tail call void @NRT_decref(ptr %.691.unpack)
  %exitcond205.not = icmp eq i64 %arg.n, %.190
  br i1 %exitcond205.not, label %B154, label %B34.endif.if

B116.endif.if.if:                                 ; preds = %B116.endif.if
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B116.endif.if.endif:                              ; preds = %B116.endif.if
  %.630 = extractvalue { i64, i1 } %.629, 0
  %.641 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.24, i64 %.630)
  %.642 = icmp eq ptr %.641, null
  br i1 %.642, label %B116.endif.if.endif.if, label %B116.endif.if.endif.endif, !prof !0

B116.endif.if.endif.if:                           ; preds = %B116.endif.if.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B116.endif.if.endif.endif:                        ; preds = %B116.endif.if.endif
  %sunkaddr53 = getelementptr i8, ptr %.24, i64 24
  %.6.i37 = load ptr, ptr %sunkaddr53, align 8
  %.653 = getelementptr inbounds nuw i8, ptr %.6.i37, i64 8
  store i64 %.625, ptr %.653, align 8
  %.6.i39 = load ptr, ptr %sunkaddr53, align 8
  %.660 = load i64, ptr %.6.i39, align 8
  %.665 = getelementptr inbounds nuw i8, ptr %.6.i39, i64 24
  %.666.idx = shl i64 %.660, 4
  %.666 = getelementptr i8, ptr %.665, i64 %.666.idx
  %7 = sub i64 %.625, %.660
  %gepdiff1 = shl i64 %7, 4
  tail call void @llvm.memset.p0.i64(ptr align 1 %.666, i8 0, i64 %gepdiff1, i1 false)
  br label %B116.endif.endif
}

define linkonce_odr void @".dtor.list.list(int64)<iv=None>"(ptr %.1) {
.3:
  %.8 = load i64, ptr %.1, align 8
  %.104 = icmp sgt i64 %.8, 0
  br i1 %.104, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %.3
  %.12 = getelementptr inbounds nuw i8, ptr %.1, i64 24
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %lsr.iv1 = phi i64 [ %.8, %for.body.lr.ph ], [ %lsr.iv.next, %for.body ]
  %lsr.iv = phi ptr [ %.12, %for.body.lr.ph ], [ %scevgep, %for.body ]
  %.14.unpack = load ptr, ptr %lsr.iv, align 8
  tail call void @NRT_decref(ptr %.14.unpack)
  %scevgep = getelementptr i8, ptr %lsr.iv, i64 16
  %lsr.iv.next = add i64 %lsr.iv1, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %.3
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

define ptr @_ZN7cpython5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_of_lists, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.63.0, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
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
  %.40 = call i32 @_ZN5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull %excinfo, i64 %.21.0) #2
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
  %.8012 = icmp sgt i64 %.75, 0
  %or.cond = select i1 %.77.not, i1 %.8012, i1 false
  br i1 %or.cond, label %for.body.preheader, label %entry.endif.endif.endif.endif.if.endif.endif, !prof !3

for.body.preheader:                               ; preds = %entry.endif.endif.endif.endif.if.endif.else
  br label %for.body

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %for.body.endif, %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.63.0 = phi ptr [ %.50.fca.1.load, %entry.endif.endif.endif.endif.if.endif.if ], [ %.76, %entry.endif.endif.endif.endif.if.endif.else ], [ %.76, %for.body.endif ]
  call void @NRT_decref(ptr %.50.fca.0.load)
  br label %common.ret

for.body:                                         ; preds = %for.body.preheader, %for.body.endif
  %loop.index13 = phi i64 [ %.138, %for.body.endif ], [ 0, %for.body.preheader ]
  %sunkaddr7 = getelementptr i8, ptr %.50.fca.0.load, i64 24
  %.6.i2 = load ptr, ptr %sunkaddr7, align 8
  %.86 = getelementptr inbounds nuw i8, ptr %.6.i2, i64 24
  %.87 = getelementptr { ptr, ptr }, ptr %.86, i64 %loop.index13
  %.88.elt7 = getelementptr inbounds nuw i8, ptr %.87, i64 8
  %.88.unpack8 = load ptr, ptr %.88.elt7, align 8
  %.101.not = icmp eq ptr %.88.unpack8, null
  br i1 %.101.not, label %for.body.else, label %for.body.if

for.body.if:                                      ; preds = %for.body
  call void @Py_IncRef(ptr nonnull %.88.unpack8)
  br label %for.body.endif

for.body.else:                                    ; preds = %for.body
  %.88.unpack = load ptr, ptr %.87, align 8
  %.5.i3 = getelementptr i8, ptr %.88.unpack, i64 24
  %.6.i4 = load ptr, ptr %.5.i3, align 8
  %.110 = load i64, ptr %.6.i4, align 8
  %.111 = call ptr @PyList_New(i64 %.110)
  %.112.not = icmp ne ptr %.111, null
  %.11510 = icmp sgt i64 %.110, 0
  %or.cond14 = select i1 %.112.not, i1 %.11510, i1 false
  br i1 %or.cond14, label %for.body.1.preheader, label %for.body.endif, !prof !3

for.body.1.preheader:                             ; preds = %for.body.else
  br label %for.body.1

for.body.endif:                                   ; preds = %for.body.1, %for.body.else, %for.body.if
  %.98.0 = phi ptr [ %.88.unpack8, %for.body.if ], [ %.111, %for.body.else ], [ %.111, %for.body.1 ]
  %.137 = call i32 @PyList_SetItem(ptr nonnull %.76, i64 %loop.index13, ptr %.98.0)
  %.138 = add nuw nsw i64 %loop.index13, 1
  %exitcond15.not = icmp eq i64 %.138, %.75
  br i1 %exitcond15.not, label %entry.endif.endif.endif.endif.if.endif.endif, label %for.body

for.body.1:                                       ; preds = %for.body.1.preheader, %for.body.1
  %loop.index.111 = phi i64 [ %.130, %for.body.1 ], [ 0, %for.body.1.preheader ]
  %sunkaddr8 = getelementptr i8, ptr %.88.unpack, i64 24
  %.6.i6 = load ptr, ptr %sunkaddr8, align 8
  %.121 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 24
  %0 = shl i64 %loop.index.111, 3
  %scevgep = getelementptr i8, ptr %.121, i64 %0
  %.123 = load i64, ptr %scevgep, align 8
  %.126 = call ptr @PyLong_FromLongLong(i64 %.123)
  %.129 = call i32 @PyList_SetItem(ptr nonnull %.111, i64 %loop.index.111, ptr %.126)
  %.130 = add nuw nsw i64 %loop.index.111, 1
  %exitcond.not = icmp eq i64 %.110, %.130
  br i1 %exitcond.not, label %for.body.endif, label %for.body.1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.149 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.150 = extractvalue { ptr, i32, ptr, ptr, i32 } %.149, 4
  %.151 = icmp sgt i32 %.150, 0
  %.154 = extractvalue { ptr, i32, ptr, ptr, i32 } %.149, 0
  %.156 = extractvalue { ptr, i32, ptr, ptr, i32 } %.149, 1
  br i1 %.151, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.157 = sext i32 %.156 to i64
  %.158 = call ptr @PyBytes_FromStringAndSize(ptr %.154, i64 %.157)
  %.159 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.160 = extractvalue { ptr, i32, ptr, ptr, i32 } %.159, 2
  %.162 = extractvalue { ptr, i32, ptr, ptr, i32 } %.159, 3
  %.164 = call ptr %.162(ptr %.160)
  %.165 = icmp eq ptr %.164, null
  br i1 %.165, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.178 = extractvalue { ptr, i32, ptr, ptr, i32 } %.149, 2
  %.179 = call ptr @numba_unpickle(ptr %.154, i32 %.156, ptr %.178)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.181 = phi ptr [ %.169, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.179, %entry.endif.endif.endif.endif.endif.if.else ]
  %.182.not = icmp eq ptr %.181, null
  br i1 %.182.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.169 = call ptr @numba_runtime_build_excinfo_struct(ptr %.158, ptr nonnull %.164)
  call void @NRT_Free(ptr nonnull %.41)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.181)
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

declare i32 @PyList_SetItem(ptr, i64, ptr) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr } @cfunc._ZN5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %.7 = call i32 @_ZN5cases10statements13list_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull %excinfo, i64 %.1) #2
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
