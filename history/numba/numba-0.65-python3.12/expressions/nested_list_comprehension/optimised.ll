; ModuleID = 'nested_list_comprehension'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@.const.nested_list_comprehension = internal constant [26 x i8] c"nested_list_comprehension\00"
@_ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [171 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define range(i32 0, 2) i32 @_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.xs.0, ptr nocapture readnone %arg.xs.1) local_unnamed_addr {
B0.endif.if:
  tail call void @NRT_incref(ptr %arg.xs.0)
  %.45 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @".dtor.list.list(int64)<iv=None>")
  %.46 = icmp eq ptr %.45, null
  br i1 %.46, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !1

B72:                                              ; preds = %B58.endif.2, %B58.endif.if.endif.endif.2
  %sunkaddr = getelementptr i8, ptr %.280, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  store i64 %.429.2, ptr %.6.i, align 8
  %.6.i6 = load ptr, ptr %sunkaddr, align 8
  %.544.2 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 24
  %.545.2 = getelementptr i64, ptr %.544.2, i64 %.428.2
  store i64 %.416.2, ptr %.545.2, align 8
  tail call void @NRT_incref(ptr nonnull %.45)
  %sunkaddr81 = getelementptr i8, ptr %.45, i64 24
  %.6.i8 = load ptr, ptr %sunkaddr81, align 8
  %.573 = load i64, ptr %.6.i8, align 8
  %.574 = add i64 %.573, 1
  %.579 = getelementptr inbounds nuw i8, ptr %.6.i8, i64 8
  %.580 = load i64, ptr %.579, align 8
  %.582 = ashr i64 %.580, 2
  %.583 = icmp sgt i64 %.582, %.574
  tail call void @NRT_decref(ptr nonnull %.280)
  tail call void @NRT_decref(ptr nonnull %.280)
  br i1 %.583, label %B72.if, label %B72.endif, !prof !1

common.ret:                                       ; preds = %B72.endif.if.endif.if, %B72.endif.if.if, %B72.if.endif.if, %B72.if.if, %B58.endif.if.endif.if, %B58.endif.if.if, %B58.if.endif.if, %B58.if.if, %B22.endif.endif.endif.endif.if, %B0.endif.endif.if, %B82
  %common.ret.op = phi i32 [ 0, %B82 ], [ 1, %B0.endif.endif.if ], [ 1, %B22.endif.endif.endif.endif.if ], [ 1, %B58.if.if ], [ 1, %B58.if.endif.if ], [ 1, %B58.endif.if.if ], [ 1, %B58.endif.if.endif.if ], [ 1, %B72.if.if ], [ 1, %B72.if.endif.if ], [ 1, %B72.endif.if.if ], [ 1, %B72.endif.if.endif.if ]
  ret i32 %common.ret.op

B82:                                              ; preds = %B72.endif.endif, %B0.endif.endif.endif
  store ptr %.45, ptr %retptr, align 8
  %retptr.repack99 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack99, align 8
  tail call void @NRT_decref(ptr nonnull %arg.xs.0)
  tail call void @NRT_decref(ptr nonnull %.45)
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i9 = getelementptr i8, ptr %.45, i64 24
  %.6.i10 = load ptr, ptr %.5.i9, align 8
  %.58 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 8
  store i64 0, ptr %.58, align 8
  %.6.i12 = load ptr, ptr %.5.i9, align 8
  store i64 0, ptr %.6.i12, align 8
  %.6.i14 = load ptr, ptr %.5.i9, align 8
  %.70 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 16
  store i8 0, ptr %.70, align 1
  %.6.i16 = load ptr, ptr %.5.i9, align 8
  store i64 0, ptr %.6.i16, align 8
  tail call void @NRT_incref(ptr nonnull %.45)
  %.5.i17 = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i18 = load ptr, ptr %.5.i17, align 8
  %.155138 = load i64, ptr %.6.i18, align 8
  %.156139 = icmp sgt i64 %.155138, 0
  br i1 %.156139, label %B22.endif.endif.endif.if.preheader, label %B82

B22.endif.endif.endif.if.preheader:               ; preds = %B0.endif.endif.endif
  %const73 = bitcast i64 -1152921504606846975 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  br label %B22.endif.endif.endif.if

B22.endif.endif.endif.if:                         ; preds = %B22.endif.endif.endif.if.preheader, %B72.endif.endif
  %.149118140 = phi i64 [ %.169, %B72.endif.endif ], [ 0, %B22.endif.endif.endif.if.preheader ]
  %sunkaddr82 = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i20 = load ptr, ptr %sunkaddr82, align 8
  %.164 = getelementptr inbounds nuw i8, ptr %.6.i20, i64 24
  %0 = shl i64 %.149118140, 3
  %scevgep = getelementptr i8, ptr %.164, i64 %0
  %.166 = load i64, ptr %scevgep, align 8
  %.169 = add nuw nsw i64 %.149118140, 1
  %.280 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.int64)
  %.281 = icmp eq ptr %.280, null
  br i1 %.281, label %B22.endif.endif.endif.endif.if, label %B58.preheader, !prof !1

B22.endif.endif.endif.endif.if:                   ; preds = %B22.endif.endif.endif.if
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B58.preheader:                                    ; preds = %B22.endif.endif.endif.if
  %.5.i21 = getelementptr i8, ptr %.280, i64 24
  %.6.i22 = load ptr, ptr %.5.i21, align 8
  %.293 = getelementptr inbounds nuw i8, ptr %.6.i22, i64 8
  store i64 0, ptr %.293, align 8
  %.6.i24 = load ptr, ptr %.5.i21, align 8
  store i64 0, ptr %.6.i24, align 8
  %.6.i26 = load ptr, ptr %.5.i21, align 8
  %.305 = getelementptr inbounds nuw i8, ptr %.6.i26, i64 16
  store i8 0, ptr %.305, align 1
  %.6.i28 = load ptr, ptr %.5.i21, align 8
  store i64 0, ptr %.6.i28, align 8
  tail call void @NRT_incref(ptr nonnull %.280)
  tail call void @NRT_incref(ptr nonnull %.280)
  %.6.i30 = load ptr, ptr %.5.i21, align 8
  %.428 = load i64, ptr %.6.i30, align 8
  %.429 = add i64 %.428, 1
  %.434 = getelementptr inbounds nuw i8, ptr %.6.i30, i64 8
  %.435 = load i64, ptr %.434, align 8
  %.437 = ashr i64 %.435, 2
  %.438 = icmp sgt i64 %.437, %.429
  br i1 %.438, label %B58.if, label %B58.endif, !prof !1

B58.if:                                           ; preds = %B58.preheader
  %.441 = shl i64 %.429, 3
  %1 = add i64 %.428, %const73
  %.442 = icmp ult i64 %1, %const
  %.443 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.441, i64 24)
  %.445 = extractvalue { i64, i1 } %.443, 1
  %.446 = or i1 %.442, %.445
  br i1 %.446, label %B58.if.if, label %B58.if.endif, !prof !1

B58.endif:                                        ; preds = %B58.if.endif.endif, %B58.preheader
  %2 = icmp slt i64 %.435, %.429
  br i1 %2, label %B58.endif.if, label %B58.endif.endif, !prof !1

B58.if.if:                                        ; preds = %B58.if.2, %B58.if.1, %B58.if
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B58.if.endif:                                     ; preds = %B58.if
  %.444 = extractvalue { i64, i1 } %.443, 0
  %.455 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.280, i64 %.444)
  %.456 = icmp eq ptr %.455, null
  br i1 %.456, label %B58.if.endif.if, label %B58.if.endif.endif, !prof !1

B58.if.endif.if:                                  ; preds = %B58.if.endif.2, %B58.if.endif.1, %B58.if.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B58.if.endif.endif:                               ; preds = %B58.if.endif
  %sunkaddr83 = getelementptr i8, ptr %.280, i64 24
  %.6.i32 = load ptr, ptr %sunkaddr83, align 8
  %.467 = getelementptr inbounds nuw i8, ptr %.6.i32, i64 8
  store i64 %.429, ptr %.467, align 8
  br label %B58.endif

B58.endif.if:                                     ; preds = %B58.endif
  %.471 = ashr i64 %.429, 2
  %.472 = add i64 %.471, %.429
  %.473 = add i64 %.472, 8
  %.475 = shl i64 %.473, 3
  %const_mat75 = add i64 %const73, 7
  %3 = add i64 %.472, %const_mat75
  %.476 = icmp ult i64 %3, %const
  %.477 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.475, i64 24)
  %.479 = extractvalue { i64, i1 } %.477, 1
  %.480 = or i1 %.476, %.479
  br i1 %.480, label %B58.endif.if.if, label %B58.endif.if.endif, !prof !1

B58.endif.endif:                                  ; preds = %B58.endif.if.endif.endif, %B58.endif
  %sunkaddr84 = getelementptr i8, ptr %.280, i64 24
  %.6.i34 = load ptr, ptr %sunkaddr84, align 8
  store i64 %.429, ptr %.6.i34, align 8
  %.6.i36 = load ptr, ptr %sunkaddr84, align 8
  %.544 = getelementptr inbounds nuw i8, ptr %.6.i36, i64 24
  %.545 = getelementptr i64, ptr %.544, i64 %.428
  store i64 0, ptr %.545, align 8
  %.6.i38 = load ptr, ptr %sunkaddr84, align 8
  %.428.1 = load i64, ptr %.6.i38, align 8
  %.429.1 = add i64 %.428.1, 1
  %.434.1 = getelementptr inbounds nuw i8, ptr %.6.i38, i64 8
  %.435.1 = load i64, ptr %.434.1, align 8
  %.437.1 = ashr i64 %.435.1, 2
  %.438.1 = icmp sgt i64 %.437.1, %.429.1
  br i1 %.438.1, label %B58.if.1, label %B58.endif.1, !prof !1

B58.if.1:                                         ; preds = %B58.endif.endif
  %.441.1 = shl i64 %.429.1, 3
  %4 = add i64 %.428.1, %const73
  %.442.1 = icmp ult i64 %4, %const
  %.443.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.441.1, i64 24)
  %.445.1 = extractvalue { i64, i1 } %.443.1, 1
  %.446.1 = or i1 %.442.1, %.445.1
  br i1 %.446.1, label %B58.if.if, label %B58.if.endif.1, !prof !1

B58.if.endif.1:                                   ; preds = %B58.if.1
  %.444.1 = extractvalue { i64, i1 } %.443.1, 0
  %.455.1 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.280, i64 %.444.1)
  %.456.1 = icmp eq ptr %.455.1, null
  br i1 %.456.1, label %B58.if.endif.if, label %B58.if.endif.endif.1, !prof !1

B58.if.endif.endif.1:                             ; preds = %B58.if.endif.1
  %sunkaddr85 = getelementptr i8, ptr %.280, i64 24
  %.6.i40 = load ptr, ptr %sunkaddr85, align 8
  %.467.1 = getelementptr inbounds nuw i8, ptr %.6.i40, i64 8
  store i64 %.429.1, ptr %.467.1, align 8
  br label %B58.endif.1

B58.endif.1:                                      ; preds = %B58.if.endif.endif.1, %B58.endif.endif
  %5 = icmp slt i64 %.435.1, %.429.1
  br i1 %5, label %B58.endif.if.1, label %B58.endif.endif.1, !prof !1

B58.endif.if.1:                                   ; preds = %B58.endif.1
  %.471.1 = ashr i64 %.429.1, 2
  %.472.1 = add i64 %.471.1, %.429.1
  %.473.1 = add i64 %.472.1, 8
  %.475.1 = shl i64 %.473.1, 3
  %const_mat76 = add i64 %const73, 7
  %6 = add i64 %.472.1, %const_mat76
  %.476.1 = icmp ult i64 %6, %const
  %.477.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.475.1, i64 24)
  %.479.1 = extractvalue { i64, i1 } %.477.1, 1
  %.480.1 = or i1 %.476.1, %.479.1
  br i1 %.480.1, label %B58.endif.if.if, label %B58.endif.if.endif.1, !prof !1

B58.endif.if.endif.1:                             ; preds = %B58.endif.if.1
  %.478.1 = extractvalue { i64, i1 } %.477.1, 0
  %.489.1 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.280, i64 %.478.1)
  %.490.1 = icmp eq ptr %.489.1, null
  br i1 %.490.1, label %B58.endif.if.endif.if, label %B58.endif.if.endif.endif.1, !prof !1

B58.endif.if.endif.endif.1:                       ; preds = %B58.endif.if.endif.1
  %sunkaddr86 = getelementptr i8, ptr %.280, i64 24
  %.6.i42 = load ptr, ptr %sunkaddr86, align 8
  %.501.1 = getelementptr inbounds nuw i8, ptr %.6.i42, i64 8
  store i64 %.473.1, ptr %.501.1, align 8
  %.6.i44 = load ptr, ptr %sunkaddr86, align 8
  %.508.1 = load i64, ptr %.6.i44, align 8
  %.513.1 = getelementptr inbounds nuw i8, ptr %.6.i44, i64 24
  %.514.1.idx = shl i64 %.508.1, 3
  %.514.1 = getelementptr i8, ptr %.513.1, i64 %.514.1.idx
  %7 = sub i64 %.473.1, %.508.1
  %gepdiff2 = shl i64 %7, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.514.1, i8 0, i64 %gepdiff2, i1 false)
  br label %B58.endif.endif.1

B58.endif.endif.1:                                ; preds = %B58.endif.if.endif.endif.1, %B58.endif.1
  %sunkaddr87 = getelementptr i8, ptr %.280, i64 24
  %.6.i46 = load ptr, ptr %sunkaddr87, align 8
  store i64 %.429.1, ptr %.6.i46, align 8
  %.6.i48 = load ptr, ptr %sunkaddr87, align 8
  %.544.1 = getelementptr inbounds nuw i8, ptr %.6.i48, i64 24
  %.545.1 = getelementptr i64, ptr %.544.1, i64 %.428.1
  store i64 %.166, ptr %.545.1, align 8
  %.416.2 = shl nsw i64 %.166, 1
  %.6.i50 = load ptr, ptr %sunkaddr87, align 8
  %.428.2 = load i64, ptr %.6.i50, align 8
  %.429.2 = add i64 %.428.2, 1
  %.434.2 = getelementptr inbounds nuw i8, ptr %.6.i50, i64 8
  %.435.2 = load i64, ptr %.434.2, align 8
  %.437.2 = ashr i64 %.435.2, 2
  %.438.2 = icmp sgt i64 %.437.2, %.429.2
  br i1 %.438.2, label %B58.if.2, label %B58.endif.2, !prof !1

B58.if.2:                                         ; preds = %B58.endif.endif.1
  %.441.2 = shl i64 %.429.2, 3
  %8 = add i64 %.428.2, %const73
  %.442.2 = icmp ult i64 %8, %const
  %.443.2 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.441.2, i64 24)
  %.445.2 = extractvalue { i64, i1 } %.443.2, 1
  %.446.2 = or i1 %.442.2, %.445.2
  br i1 %.446.2, label %B58.if.if, label %B58.if.endif.2, !prof !1

B58.if.endif.2:                                   ; preds = %B58.if.2
  %.444.2 = extractvalue { i64, i1 } %.443.2, 0
  %.455.2 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.280, i64 %.444.2)
  %.456.2 = icmp eq ptr %.455.2, null
  br i1 %.456.2, label %B58.if.endif.if, label %B58.if.endif.endif.2, !prof !1

B58.if.endif.endif.2:                             ; preds = %B58.if.endif.2
  %sunkaddr88 = getelementptr i8, ptr %.280, i64 24
  %.6.i52 = load ptr, ptr %sunkaddr88, align 8
  %.467.2 = getelementptr inbounds nuw i8, ptr %.6.i52, i64 8
  store i64 %.429.2, ptr %.467.2, align 8
  br label %B58.endif.2

B58.endif.2:                                      ; preds = %B58.if.endif.endif.2, %B58.endif.endif.1
  %9 = icmp slt i64 %.435.2, %.429.2
  br i1 %9, label %B58.endif.if.2, label %B72, !prof !1

B58.endif.if.2:                                   ; preds = %B58.endif.2
  %.471.2 = ashr i64 %.429.2, 2
  %.472.2 = add i64 %.471.2, %.429.2
  %.473.2 = add i64 %.472.2, 8
  %.475.2 = shl i64 %.473.2, 3
  %const_mat77 = add i64 %const73, 7
  %10 = add i64 %.472.2, %const_mat77
  %.476.2 = icmp ult i64 %10, %const
  %.477.2 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.475.2, i64 24)
  %.479.2 = extractvalue { i64, i1 } %.477.2, 1
  %.480.2 = or i1 %.476.2, %.479.2
  br i1 %.480.2, label %B58.endif.if.if, label %B58.endif.if.endif.2, !prof !1

B58.endif.if.endif.2:                             ; preds = %B58.endif.if.2
  %.478.2 = extractvalue { i64, i1 } %.477.2, 0
  %.489.2 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.280, i64 %.478.2)
  %.490.2 = icmp eq ptr %.489.2, null
  br i1 %.490.2, label %B58.endif.if.endif.if, label %B58.endif.if.endif.endif.2, !prof !1

B58.endif.if.endif.endif.2:                       ; preds = %B58.endif.if.endif.2
  %sunkaddr89 = getelementptr i8, ptr %.280, i64 24
  %.6.i54 = load ptr, ptr %sunkaddr89, align 8
  %.501.2 = getelementptr inbounds nuw i8, ptr %.6.i54, i64 8
  store i64 %.473.2, ptr %.501.2, align 8
  %.6.i56 = load ptr, ptr %sunkaddr89, align 8
  %.508.2 = load i64, ptr %.6.i56, align 8
  %.513.2 = getelementptr inbounds nuw i8, ptr %.6.i56, i64 24
  %.514.2.idx = shl i64 %.508.2, 3
  %.514.2 = getelementptr i8, ptr %.513.2, i64 %.514.2.idx
  %11 = sub i64 %.473.2, %.508.2
  %gepdiff3 = shl i64 %11, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.514.2, i8 0, i64 %gepdiff3, i1 false)
  br label %B72

B58.endif.if.if:                                  ; preds = %B58.endif.if.2, %B58.endif.if.1, %B58.endif.if
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B58.endif.if.endif:                               ; preds = %B58.endif.if
  %.478 = extractvalue { i64, i1 } %.477, 0
  %.489 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.280, i64 %.478)
  %.490 = icmp eq ptr %.489, null
  br i1 %.490, label %B58.endif.if.endif.if, label %B58.endif.if.endif.endif, !prof !1

B58.endif.if.endif.if:                            ; preds = %B58.endif.if.endif.2, %B58.endif.if.endif.1, %B58.endif.if.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B58.endif.if.endif.endif:                         ; preds = %B58.endif.if.endif
  %sunkaddr90 = getelementptr i8, ptr %.280, i64 24
  %.6.i58 = load ptr, ptr %sunkaddr90, align 8
  %.501 = getelementptr inbounds nuw i8, ptr %.6.i58, i64 8
  store i64 %.473, ptr %.501, align 8
  %.6.i60 = load ptr, ptr %sunkaddr90, align 8
  %.508 = load i64, ptr %.6.i60, align 8
  %.513 = getelementptr inbounds nuw i8, ptr %.6.i60, i64 24
  %.514.idx = shl i64 %.508, 3
  %.514 = getelementptr i8, ptr %.513, i64 %.514.idx
  %12 = sub i64 %.473, %.508
  %gepdiff = shl i64 %12, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.514, i8 0, i64 %gepdiff, i1 false)
  br label %B58.endif.endif

B72.if:                                           ; preds = %B72
  %const80 = bitcast i64 -576460752303423487 to i64
  %.586 = shl i64 %.574, 4
  %13 = add i64 %.573, %const80
  %const_mat = add i64 %const73, -1
  %.587 = icmp ult i64 %13, %const_mat
  %.588 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.586, i64 24)
  %.590 = extractvalue { i64, i1 } %.588, 1
  %.591 = or i1 %.587, %.590
  br i1 %.591, label %B72.if.if, label %B72.if.endif, !prof !1

B72.endif:                                        ; preds = %B72.if.endif.endif, %B72
  %14 = icmp slt i64 %.580, %.574
  br i1 %14, label %B72.endif.if, label %B72.endif.endif, !prof !1

B72.if.if:                                        ; preds = %B72.if
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.if.endif:                                     ; preds = %B72.if
  %.589 = extractvalue { i64, i1 } %.588, 0
  %.600 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.45, i64 %.589)
  %.601 = icmp eq ptr %.600, null
  br i1 %.601, label %B72.if.endif.if, label %B72.if.endif.endif, !prof !1

B72.if.endif.if:                                  ; preds = %B72.if.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.if.endif.endif:                               ; preds = %B72.if.endif
  %sunkaddr91 = getelementptr i8, ptr %.45, i64 24
  %.6.i62 = load ptr, ptr %sunkaddr91, align 8
  %.612 = getelementptr inbounds nuw i8, ptr %.6.i62, i64 8
  store i64 %.574, ptr %.612, align 8
  br label %B72.endif

B72.endif.if:                                     ; preds = %B72.endif
  %const78 = bitcast i64 -576460752303423487 to i64
  %.616 = ashr i64 %.574, 2
  %.617 = add i64 %.616, %.574
  %.618 = add i64 %.617, 8
  %.620 = shl i64 %.618, 4
  %const_mat79 = add i64 %const78, 7
  %15 = add i64 %.617, %const_mat79
  %const_mat74 = add i64 %const73, -1
  %.621 = icmp ult i64 %15, %const_mat74
  %.622 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.620, i64 24)
  %.624 = extractvalue { i64, i1 } %.622, 1
  %.625 = or i1 %.621, %.624
  br i1 %.625, label %B72.endif.if.if, label %B72.endif.if.endif, !prof !1

B72.endif.endif:                                  ; preds = %B72.endif.if.endif.endif, %B72.endif
  %sunkaddr92 = getelementptr i8, ptr %.45, i64 24
  %.6.i64 = load ptr, ptr %sunkaddr92, align 8
  store i64 %.574, ptr %.6.i64, align 8
  %.6.i66 = load ptr, ptr %sunkaddr92, align 8
  %.682 = getelementptr inbounds nuw i8, ptr %.6.i66, i64 24
  %.683 = getelementptr { ptr, ptr }, ptr %.682, i64 %.573
  %.684.unpack = load ptr, ptr %.683, align 8
  store ptr %.280, ptr %.683, align 8
  %.693.repack104 = getelementptr inbounds nuw i8, ptr %.683, i64 8
  store ptr null, ptr %.693.repack104, align 8
  %sunkaddr93 = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i68 = load ptr, ptr %sunkaddr93, align 8
  %.155 = load i64, ptr %.6.i68, align 8
  tail call void @NRT_decref(ptr %.684.unpack)
  tail call void @NRT_decref(ptr nonnull %.45)
  %.156 = icmp slt i64 %.169, %.155
  br i1 %.156, label %B22.endif.endif.endif.if, label %B82

B72.endif.if.if:                                  ; preds = %B72.endif.if
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.endif.if.endif:                               ; preds = %B72.endif.if
  %.623 = extractvalue { i64, i1 } %.622, 0
  %.634 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.45, i64 %.623)
  %.635 = icmp eq ptr %.634, null
  br i1 %.635, label %B72.endif.if.endif.if, label %B72.endif.if.endif.endif, !prof !1

B72.endif.if.endif.if:                            ; preds = %B72.endif.if.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.endif.if.endif.endif:                         ; preds = %B72.endif.if.endif
  %sunkaddr94 = getelementptr i8, ptr %.45, i64 24
  %.6.i70 = load ptr, ptr %sunkaddr94, align 8
  %.646 = getelementptr inbounds nuw i8, ptr %.6.i70, i64 8
  store i64 %.618, ptr %.646, align 8
  %.6.i72 = load ptr, ptr %sunkaddr94, align 8
  %.653 = load i64, ptr %.6.i72, align 8
  %.658 = getelementptr inbounds nuw i8, ptr %.6.i72, i64 24
  %.659.idx = shl i64 %.653, 4
  %.659 = getelementptr i8, ptr %.658, i64 %.659.idx
  %16 = sub i64 %.618, %.653
  %gepdiff4 = shl i64 %16, 4
  tail call void @llvm.memset.p0.i64(ptr align 1 %.659, i8 0, i64 %gepdiff4, i1 false)
  br label %B72.endif.endif
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

define ptr @_ZN7cpython5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.nested_list_comprehension, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, %entry.endif.if, %entry.endif.endif.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.if ], [ null, %entry.endif.if ], [ %.463.0, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.2 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.21 = call i64 @PyList_Size(ptr %.20)
  %.27 = call ptr @numba_get_pyobject_private_data(ptr %.20)
  %.28.not = icmp eq ptr %.27, null
  br i1 %.28.not, label %entry.endif.endif.else, label %entry.endif.endif.endif.thread

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @NRT_incref(ptr nonnull %.27)
  %.5.i = getelementptr i8, ptr %.27, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  store i64 %.21, ptr %.6.i, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.57 = shl i64 %.21, 3
  %0 = add i64 %.21, -1152921504606846976
  %.58 = icmp ult i64 %0, -2305843009213693952
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.if, !prof !1

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.60, ptr nonnull @.dtor.list.int64)
  %.70 = icmp eq ptr %.69, null
  br i1 %.70, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.endif.if, !prof !1

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i4 = getelementptr i8, ptr %.69, i64 24
  %.6.i5 = load ptr, ptr %.5.i4, align 8
  %.82 = getelementptr inbounds nuw i8, ptr %.6.i5, i64 8
  store i64 %.21, ptr %.82, align 8
  %.6.i7 = load ptr, ptr %.5.i4, align 8
  store i64 0, ptr %.6.i7, align 8
  %.6.i9 = load ptr, ptr %.5.i4, align 8
  %.94 = getelementptr inbounds nuw i8, ptr %.6.i9, i64 16
  store i8 0, ptr %.94, align 1
  %.6.i11 = load ptr, ptr %.5.i4, align 8
  %.107 = getelementptr inbounds nuw i8, ptr %.6.i11, i64 24
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %.107, i8 0, i64 %.57, i1 false)
  %.6.i13 = load ptr, ptr %.5.i4, align 8
  store i64 %.21, ptr %.6.i13, align 8
  %.130 = icmp sgt i64 %.21, 0
  br i1 %.130, label %entry.endif.endif.else.endif.endif.if.if, label %entry.endif.endif.else.endif.endif.if.endif.if, !prof !3

entry.endif.endif.else.endif.endif.if.if:         ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call ptr @PyImport_ImportModule(ptr nonnull @.const.numba)
  %.133 = call ptr @PyObject_GetAttrString(ptr %.132, ptr nonnull @.const.typeof)
  call void @Py_DecRef(ptr %.132)
  %.135 = call ptr @PyList_GetItem(ptr %.20, i64 0)
  %.136 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.133, ptr %.135, ptr null)
  br label %for.body

entry.endif.endif.else.endif.endif.if.endif:      ; preds = %for.body.endif.endif.endif, %for.body, %for.body.endif.if
  call void @Py_DecRef(ptr %.136)
  call void @Py_DecRef(ptr %.133)
  %sunkaddr = getelementptr i8, ptr %.69, i64 24
  %.6.i15 = load ptr, ptr %sunkaddr, align 8
  %.207.c = getelementptr inbounds nuw i8, ptr %.6.i15, i64 16
  store i8 0, ptr %.207.c, align 1
  br label %entry.endif.endif.endif.if

for.body:                                         ; preds = %entry.endif.endif.else.endif.endif.if.if, %for.body.endif.endif.endif.endif
  %loop.index63 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.062 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call ptr @PyList_GetItem(ptr %.20, i64 %loop.index63)
  %.141 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.133, ptr %.140, ptr null)
  %.142 = icmp eq ptr %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.if.endif, label %for.body.endif, !prof !1

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq ptr %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !3

for.body.endif.if:                                ; preds = %for.body.endif
  call void (ptr, ptr, ...) @PyErr_Format(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox heterogeneous list: %S != %S", ptr %.136, ptr nonnull %.141)
  call void @Py_DecRef(ptr nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.if.endif

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(ptr nonnull %.141)
  %.155 = call ptr @PyNumber_Long(ptr %.140)
  %.156.not = icmp eq ptr %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !1

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(ptr nonnull %.155)
  call void @Py_DecRef(ptr nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.062, %for.body.endif.endif ]
  %.163 = call ptr @PyErr_Occurred()
  %.164.not = icmp eq ptr %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if.endif, !prof !3

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %sunkaddr66 = getelementptr i8, ptr %.69, i64 24
  %.6.i17 = load ptr, ptr %sunkaddr66, align 8
  %.179 = getelementptr inbounds nuw i8, ptr %.6.i17, i64 24
  %1 = shl i64 %loop.index63, 3
  %scevgep65 = getelementptr i8, ptr %.179, i64 %1
  store i64 %.153.1, ptr %scevgep65, align 8
  %.6.i19 = load ptr, ptr %sunkaddr66, align 8
  %.186 = getelementptr inbounds nuw i8, ptr %.6.i19, i64 16
  store i8 1, ptr %.186, align 1
  %.189 = add nuw nsw i64 %loop.index63, 1
  %exitcond.not = icmp eq i64 %.21, %.189
  br i1 %exitcond.not, label %entry.endif.endif.else.endif.endif.if.endif.if.critedge, label %for.body

entry.endif.endif.else.endif.endif.if.endif.if.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(ptr %.136)
  call void @Py_DecRef(ptr %.133)
  br label %entry.endif.endif.else.endif.endif.if.endif.if

entry.endif.endif.else.endif.endif.if.endif.if:   ; preds = %entry.endif.endif.else.endif.endif.if.endif.if.critedge, %entry.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(ptr %.20, ptr nonnull %.69)
  %sunkaddr67 = getelementptr i8, ptr %.69, i64 24
  %.6.i21 = load ptr, ptr %sunkaddr67, align 8
  %.207 = getelementptr inbounds nuw i8, ptr %.6.i21, i64 16
  store i8 0, ptr %.207, align 1
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.else.endif.endif.if.endif, %entry.endif.endif.else, %entry.endif.endif.else.endif.if
  %.53.sroa.0.03950 = phi ptr [ null, %entry.endif.endif.else.endif.if ], [ null, %entry.endif.endif.else ], [ %.69, %entry.endif.endif.else.endif.endif.if.endif ]
  call void @NRT_decref(ptr %.53.sroa.0.03950)
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.else.endif.endif.if.endif.if, %entry.endif.endif.endif.thread
  %.25.sroa.0.031 = phi ptr [ %.27, %entry.endif.endif.endif.thread ], [ %.69, %entry.endif.endif.else.endif.endif.if.endif.if ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.331, i8 0, i64 16, i1 false)
  %.335 = call i32 @_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.331, ptr nonnull %excinfo, ptr nonnull %.25.sroa.0.031, ptr poison) #3
  %.336 = load ptr, ptr %excinfo, align 8
  %.345.fca.0.load = load ptr, ptr %.331, align 8
  %sunkaddr68 = getelementptr inbounds i8, ptr %.331, i64 8
  %.345.fca.1.load = load ptr, ptr %sunkaddr68, align 8
  %.5.i22 = getelementptr i8, ptr %.25.sroa.0.031, i64 24
  %.6.i23 = load ptr, ptr %.5.i22, align 8
  %.359 = getelementptr inbounds nuw i8, ptr %.6.i23, i64 16
  %.360 = load i8, ptr %.359, align 1
  %.363 = icmp eq i8 %.360, 0
  br i1 %.363, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !4

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.373 = call i64 @PyList_Size(ptr %.20)
  %sunkaddr69 = getelementptr i8, ptr %.25.sroa.0.031, i64 24
  %.6.i25 = load ptr, ptr %sunkaddr69, align 8
  %.379 = load i64, ptr %.6.i25, align 8
  %.380 = sub i64 %.379, %.373
  %.381 = icmp sgt i64 %.380, -1
  br i1 %.381, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38466 = icmp sgt i64 %.373, 0
  br i1 %.38466, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  br label %for.body.4

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_reset_pyobject_private_data(ptr %.20)
  call void @NRT_decref(ptr nonnull %.25.sroa.0.031)
  %cond = icmp eq i32 %.335, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.422 = call i32 @PyList_SetSlice(ptr %.20, i64 %.379, i64 %.373, ptr null)
  %.42464 = icmp sgt i64 %.379, 0
  br i1 %.42464, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %sunkaddr70 = getelementptr i8, ptr %.25.sroa.0.031, i64 24
  %.6.i27 = load ptr, ptr %sunkaddr70, align 8
  %.446 = getelementptr inbounds nuw i8, ptr %.6.i27, i64 16
  store i8 0, ptr %.446, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4, %for.cond.4.preheader
  %.40268.not = icmp eq i64 %.379, %.373
  br i1 %.40268.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5.preheader

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  %smax = call i64 @llvm.smax.i64(i64 %.380, i64 1)
  %2 = add i64 %.373, 3
  br label %for.body.5

for.body.4:                                       ; preds = %for.body.4.preheader, %for.body.4
  %loop.index.467 = phi i64 [ %.399, %for.body.4 ], [ 0, %for.body.4.preheader ]
  %sunkaddr71 = getelementptr i8, ptr %.25.sroa.0.031, i64 24
  %.6.i29 = load ptr, ptr %sunkaddr71, align 8
  %.390 = getelementptr inbounds nuw i8, ptr %.6.i29, i64 24
  %3 = shl i64 %loop.index.467, 3
  %scevgep63 = getelementptr i8, ptr %.390, i64 %3
  %.392 = load i64, ptr %scevgep63, align 8
  %.395 = call ptr @PyLong_FromLongLong(i64 %.392)
  %.398 = call i32 @PyList_SetItem(ptr %.20, i64 %loop.index.467, ptr %.395)
  %.399 = add nuw nsw i64 %loop.index.467, 1
  %exitcond79.not = icmp eq i64 %.373, %.399
  br i1 %exitcond79.not, label %for.cond.5.preheader, label %for.body.4

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv60 = phi i64 [ %2, %for.body.5.preheader ], [ %lsr.iv.next61, %for.body.5 ]
  %lsr.iv = phi i64 [ %smax, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %sunkaddr72 = getelementptr i8, ptr %.25.sroa.0.031, i64 24
  %.6.i31 = load ptr, ptr %sunkaddr72, align 8
  %4 = shl i64 %lsr.iv60, 3
  %scevgep62 = getelementptr i8, ptr %.6.i31, i64 %4
  %.411 = load i64, ptr %scevgep62, align 8
  %.414 = call ptr @PyLong_FromLongLong(i64 %.411)
  %.417 = call i32 @PyList_Append(ptr %.20, ptr %.414)
  call void @Py_DecRef(ptr %.414)
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %lsr.iv.next61 = add i64 %lsr.iv60, 1
  %exitcond80.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond80.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.665 = phi i64 [ %.439, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %sunkaddr73 = getelementptr i8, ptr %.25.sroa.0.031, i64 24
  %.6.i33 = load ptr, ptr %sunkaddr73, align 8
  %.430 = getelementptr inbounds nuw i8, ptr %.6.i33, i64 24
  %5 = shl i64 %loop.index.665, 3
  %scevgep64 = getelementptr i8, ptr %.430, i64 %5
  %.432 = load i64, ptr %scevgep64, align 8
  %.435 = call ptr @PyLong_FromLongLong(i64 %.432)
  %.438 = call i32 @PyList_SetItem(ptr %.20, i64 %loop.index.665, ptr %.435)
  %.439 = add nuw nsw i64 %loop.index.665, 1
  %exitcond78.not = icmp eq i64 %.379, %.439
  br i1 %exitcond78.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.466.not = icmp eq ptr %.345.fca.1.load, null
  br i1 %.466.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @Py_IncRef(ptr nonnull %.345.fca.1.load)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  %.5.i34 = getelementptr i8, ptr %.345.fca.0.load, i64 24
  %.6.i35 = load ptr, ptr %.5.i34, align 8
  %.475 = load i64, ptr %.6.i35, align 8
  %.476 = call ptr @PyList_New(i64 %.475)
  %.477.not = icmp ne ptr %.476, null
  %.48072 = icmp sgt i64 %.475, 0
  %or.cond = select i1 %.477.not, i1 %.48072, i1 false
  br i1 %or.cond, label %for.body.7.preheader, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, !prof !5

for.body.7.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif.else
  br label %for.body.7

entry.endif.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %for.body.7.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.endif.endif.if.endif.if
  %.463.0 = phi ptr [ %.345.fca.1.load, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ %.476, %entry.endif.endif.endif.endif.endif.endif.if.endif.else ], [ %.476, %for.body.7.endif ]
  call void @NRT_decref(ptr %.345.fca.0.load)
  br label %common.ret

for.body.7:                                       ; preds = %for.body.7.preheader, %for.body.7.endif
  %loop.index.773 = phi i64 [ %.538, %for.body.7.endif ], [ 0, %for.body.7.preheader ]
  %sunkaddr74 = getelementptr i8, ptr %.345.fca.0.load, i64 24
  %.6.i37 = load ptr, ptr %sunkaddr74, align 8
  %.486 = getelementptr inbounds nuw i8, ptr %.6.i37, i64 24
  %.487 = getelementptr { ptr, ptr }, ptr %.486, i64 %loop.index.773
  %.488.elt57 = getelementptr inbounds nuw i8, ptr %.487, i64 8
  %.488.unpack58 = load ptr, ptr %.488.elt57, align 8
  %.501.not = icmp eq ptr %.488.unpack58, null
  br i1 %.501.not, label %for.body.7.else, label %for.body.7.if

for.body.7.if:                                    ; preds = %for.body.7
  call void @Py_IncRef(ptr nonnull %.488.unpack58)
  br label %for.body.7.endif

for.body.7.else:                                  ; preds = %for.body.7
  %.488.unpack = load ptr, ptr %.487, align 8
  %.5.i38 = getelementptr i8, ptr %.488.unpack, i64 24
  %.6.i39 = load ptr, ptr %.5.i38, align 8
  %.510 = load i64, ptr %.6.i39, align 8
  %.511 = call ptr @PyList_New(i64 %.510)
  %.512.not = icmp ne ptr %.511, null
  %.51570 = icmp sgt i64 %.510, 0
  %or.cond74 = select i1 %.512.not, i1 %.51570, i1 false
  br i1 %or.cond74, label %for.body.8.preheader, label %for.body.7.endif, !prof !5

for.body.8.preheader:                             ; preds = %for.body.7.else
  br label %for.body.8

for.body.7.endif:                                 ; preds = %for.body.8, %for.body.7.else, %for.body.7.if
  %.498.0 = phi ptr [ %.488.unpack58, %for.body.7.if ], [ %.511, %for.body.7.else ], [ %.511, %for.body.8 ]
  %.537 = call i32 @PyList_SetItem(ptr nonnull %.476, i64 %loop.index.773, ptr %.498.0)
  %.538 = add nuw nsw i64 %loop.index.773, 1
  %exitcond82.not = icmp eq i64 %.538, %.475
  br i1 %exitcond82.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, label %for.body.7

for.body.8:                                       ; preds = %for.body.8.preheader, %for.body.8
  %loop.index.871 = phi i64 [ %.530, %for.body.8 ], [ 0, %for.body.8.preheader ]
  %sunkaddr75 = getelementptr i8, ptr %.488.unpack, i64 24
  %.6.i41 = load ptr, ptr %sunkaddr75, align 8
  %.521 = getelementptr inbounds nuw i8, ptr %.6.i41, i64 24
  %6 = shl i64 %loop.index.871, 3
  %scevgep = getelementptr i8, ptr %.521, i64 %6
  %.523 = load i64, ptr %scevgep, align 8
  %.526 = call ptr @PyLong_FromLongLong(i64 %.523)
  %.529 = call i32 @PyList_SetItem(ptr nonnull %.511, i64 %loop.index.871, ptr %.526)
  %.530 = add nuw nsw i64 %loop.index.871, 1
  %exitcond81.not = icmp eq i64 %.510, %.530
  br i1 %exitcond81.not, label %for.body.7.endif, label %for.body.8

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.549 = load { ptr, i32, ptr, ptr, i32 }, ptr %.336, align 8
  %.550 = extractvalue { ptr, i32, ptr, ptr, i32 } %.549, 4
  %.551 = icmp sgt i32 %.550, 0
  %.554 = extractvalue { ptr, i32, ptr, ptr, i32 } %.549, 0
  %.556 = extractvalue { ptr, i32, ptr, ptr, i32 } %.549, 1
  br i1 %.551, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.557 = sext i32 %.556 to i64
  %.558 = call ptr @PyBytes_FromStringAndSize(ptr %.554, i64 %.557)
  %.559 = load { ptr, i32, ptr, ptr, i32 }, ptr %.336, align 8
  %.560 = extractvalue { ptr, i32, ptr, ptr, i32 } %.559, 2
  %.562 = extractvalue { ptr, i32, ptr, ptr, i32 } %.559, 3
  %.564 = call ptr %.562(ptr %.560)
  %.565 = icmp eq ptr %.564, null
  br i1 %.565, label %entry.endif.endif.endif.e...if.1, label %entry.endif.endif.endif.e...endif.1, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.578 = extractvalue { ptr, i32, ptr, ptr, i32 } %.549, 2
  %.579 = call ptr @numba_unpickle(ptr %.554, i32 %.556, ptr %.578)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.581 = phi ptr [ %.569, %entry.endif.endif.endif.e...endif.1 ], [ %.579, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.582.not = icmp eq ptr %.581, null
  br i1 %.582.not, label %common.ret, label %entry.endif.endif.endif.e...if.2, !prof !1

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif.1:              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.569 = call ptr @numba_runtime_build_excinfo_struct(ptr %.558, ptr nonnull %.564)
  call void @NRT_Free(ptr nonnull %.336)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.581)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i64 @PyList_Size(ptr) local_unnamed_addr

declare ptr @numba_get_pyobject_private_data(ptr) local_unnamed_addr

declare ptr @PyImport_ImportModule(ptr) local_unnamed_addr

declare ptr @PyObject_GetAttrString(ptr, ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyList_GetItem(ptr, i64) local_unnamed_addr

declare ptr @PyObject_CallFunctionObjArgs(ptr, ...) local_unnamed_addr

declare void @PyErr_Format(ptr, ptr, ...) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare void @numba_set_pyobject_private_data(ptr, ptr) local_unnamed_addr

declare void @numba_reset_pyobject_private_data(ptr) local_unnamed_addr

declare i32 @PyList_SetSlice(ptr, i64, i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(ptr, i64, ptr) local_unnamed_addr

declare i32 @PyList_Append(ptr, ptr) local_unnamed_addr

declare void @Py_IncRef(ptr) local_unnamed_addr

declare ptr @PyList_New(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr } @cfunc._ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ ptr, ptr } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr } %.1, 0
  %.7 = call i32 @_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison) #3
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !1

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !1

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

!numba_args_may_always_need_nrt = !{!0}

!0 = !{ptr @_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!"branch_weights", i32 99, i32 1}
!4 = !{!"branch_weights", i32 2126008812, i32 21474836}
!5 = !{!"branch_weights", i32 99, i32 101}
