; ModuleID = 'nested_list_comprehension'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.nested_list_comprehension = internal constant [26 x i8] c"nested_list_comprehension\00"
@_ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [171 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
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

define i32 @_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.xs.0, i8* nocapture readnone %arg.xs.1) local_unnamed_addr {
B0.endif.if:
  tail call void @NRT_incref(i8* %arg.xs.0)
  %.45 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @".dtor.list.list(int64)<iv=None>" to i8*))
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %B72.endif.if.endif.if, %B72.endif.if.if, %B72.if.endif.if, %B72.if.if, %B58.endif.if.endif.if, %B58.endif.if.if, %B58.if.endif.if, %B58.if.if, %B22.endif.endif.endif.endif.if, %B0.endif.endif.if, %B82
  %common.ret.op = phi i32 [ 0, %B82 ], [ 1, %B0.endif.endif.if ], [ 1, %B22.endif.endif.endif.endif.if ], [ 1, %B58.if.if ], [ 1, %B58.if.endif.if ], [ 1, %B58.endif.if.if ], [ 1, %B58.endif.if.endif.if ], [ 1, %B72.if.if ], [ 1, %B72.if.endif.if ], [ 1, %B72.endif.if.if ], [ 1, %B72.endif.if.endif.if ]
  ret i32 %common.ret.op

B82:                                              ; preds = %B72.endif.endif, %B0.endif.endif.endif
  %retptr.repack128 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.45, i8** %retptr.repack128, align 8
  %retptr.repack73 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack73, align 8
  tail call void @NRT_decref(i8* nonnull %arg.xs.0)
  tail call void @NRT_decref(i8* nonnull %.45)
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i65 = getelementptr i8, i8* %.45, i64 24
  %0 = bitcast i8* %.5.i65 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i66106 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %0, align 8
  %.58 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i66106, i64 0, i32 1
  store i64 0, i64* %.58, align 8
  %.6.i64107 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %0, align 8
  %.64129 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i64107 to i64*
  store i64 0, i64* %.64129, align 8
  %.6.i62108 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %0, align 8
  %.70 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i62108, i64 0, i32 2
  store i8 0, i8* %.70, align 1
  %.6.i5471 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %0, align 8
  %.112130 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i5471 to i64*
  store i64 0, i64* %.112130, align 8
  tail call void @NRT_incref(i8* nonnull %.45)
  %.5.i = getelementptr i8, i8* %arg.xs.0, i64 24
  %1 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i72121 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.154122131 = bitcast { i64, i64, i8, i64 }* %.6.i72121 to i64*
  %.155123 = load i64, i64* %.154122131, align 8
  %.156124 = icmp sgt i64 %.155123, 0
  br i1 %.156124, label %B22.endif.endif.endif.if.preheader, label %B82

B22.endif.endif.endif.if.preheader:               ; preds = %B0.endif.endif.endif
  br label %B22.endif.endif.endif.if

B22.endif.endif.endif.if:                         ; preds = %B22.endif.endif.endif.if.preheader, %B72.endif.endif
  %.6.i72126 = phi { i64, i64, i8, i64 }* [ %.6.i72, %B72.endif.endif ], [ %.6.i72121, %B22.endif.endif.endif.if.preheader ]
  %.14.0125 = phi i64 [ %.169, %B72.endif.endif ], [ 0, %B22.endif.endif.endif.if.preheader ]
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i72126, i64 0, i32 3
  %scevgep127 = getelementptr i64, i64* %scevgep, i64 %.14.0125
  %.166 = load i64, i64* %scevgep127, align 8
  %.169 = add nuw nsw i64 %.14.0125, 1
  %.280 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.281 = icmp eq i8* %.280, null
  br i1 %.281, label %B22.endif.endif.endif.endif.if, label %B22.endif.endif.endif.endif.endif, !prof !1

B22.endif.endif.endif.endif.if:                   ; preds = %B22.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B22.endif.endif.endif.endif.endif:                ; preds = %B22.endif.endif.endif.if
  %.5.i47 = getelementptr i8, i8* %.280, i64 24
  %2 = bitcast i8* %.5.i47 to { i64, i64, i8, i64 }**
  %.6.i48100 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.293 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i48100, i64 0, i32 1
  store i64 0, i64* %.293, align 8
  %.6.i46101 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.299132 = bitcast { i64, i64, i8, i64 }* %.6.i46101 to i64*
  store i64 0, i64* %.299132, align 8
  %.6.i44102 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.305 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i44102, i64 0, i32 2
  store i8 0, i8* %.305, align 1
  %.6.i3675 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.345133 = bitcast { i64, i64, i8, i64 }* %.6.i3675 to i64*
  store i64 0, i64* %.345133, align 8
  %.6.i1091 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.427134 = bitcast { i64, i64, i8, i64 }* %.6.i1091 to i64*
  %.428 = load i64, i64* %.427134, align 8
  %.429 = add i64 %.428, 1
  %.434 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1091, i64 0, i32 1
  %.435 = load i64, i64* %.434, align 8
  %.437 = ashr i64 %.435, 2
  %.438 = icmp sgt i64 %.437, %.429
  br i1 %.438, label %B58.if, label %B58.endif, !prof !1

B58.if:                                           ; preds = %B22.endif.endif.endif.endif.endif
  %.440 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.429, i64 8)
  %.441 = extractvalue { i64, i1 } %.440, 0
  %.442 = extractvalue { i64, i1 } %.440, 1
  %.443 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.441, i64 24)
  %.445 = extractvalue { i64, i1 } %.443, 1
  %.446 = or i1 %.442, %.445
  br i1 %.446, label %B58.if.if, label %B58.if.endif, !prof !1

B58.endif:                                        ; preds = %B58.if.endif.endif, %B22.endif.endif.endif.endif.endif
  %3 = icmp slt i64 %.435, %.429
  br i1 %3, label %B58.endif.if, label %B58.endif.endif, !prof !1

B58.if.if:                                        ; preds = %B58.if.2, %B58.if.1, %B58.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B58.if.endif:                                     ; preds = %B58.if
  %.444 = extractvalue { i64, i1 } %.443, 0
  %.455 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.280, i64 %.444)
  %.456 = icmp eq i8* %.455, null
  br i1 %.456, label %B58.if.endif.if, label %B58.if.endif.endif, !prof !1

B58.if.endif.if:                                  ; preds = %B58.if.endif.2, %B58.if.endif.1, %B58.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B58.if.endif.endif:                               ; preds = %B58.if.endif
  %sunkaddr = getelementptr i8, i8* %.280, i64 24
  %4 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i3499 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.467 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3499, i64 0, i32 1
  store i64 %.429, i64* %.467, align 8
  br label %B58.endif

B58.endif.if:                                     ; preds = %B58.endif
  %.471 = ashr i64 %.429, 2
  %.472 = add i64 %.428, 9
  %.473 = add i64 %.472, %.471
  %.474 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.473, i64 8)
  %.475 = extractvalue { i64, i1 } %.474, 0
  %.476 = extractvalue { i64, i1 } %.474, 1
  %.477 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.475, i64 24)
  %.479 = extractvalue { i64, i1 } %.477, 1
  %.480 = or i1 %.476, %.479
  br i1 %.480, label %B58.endif.if.if, label %B58.endif.if.endif, !prof !1

B58.endif.endif:                                  ; preds = %B58.endif.if.endif.endif, %B58.endif
  %sunkaddr135 = getelementptr i8, i8* %.280, i64 24
  %5 = bitcast i8* %sunkaddr135 to { i64, i64, i8, i64 }**
  %.6.i3293 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.531136 = bitcast { i64, i64, i8, i64 }* %.6.i3293 to i64*
  store i64 %.429, i64* %.531136, align 8
  %.6.i2894 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.544 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2894, i64 0, i32 3
  %.545 = getelementptr i64, i64* %.544, i64 %.428
  store i64 0, i64* %.545, align 8
  %.6.i1091.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.427.1137 = bitcast { i64, i64, i8, i64 }* %.6.i1091.1 to i64*
  %.428.1 = load i64, i64* %.427.1137, align 8
  %.429.1 = add i64 %.428.1, 1
  %.434.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1091.1, i64 0, i32 1
  %.435.1 = load i64, i64* %.434.1, align 8
  %.437.1 = ashr i64 %.435.1, 2
  %.438.1 = icmp sgt i64 %.437.1, %.429.1
  br i1 %.438.1, label %B58.if.1, label %B58.endif.1, !prof !1

B58.if.1:                                         ; preds = %B58.endif.endif
  %.440.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.429.1, i64 8)
  %.441.1 = extractvalue { i64, i1 } %.440.1, 0
  %.442.1 = extractvalue { i64, i1 } %.440.1, 1
  %.443.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.441.1, i64 24)
  %.445.1 = extractvalue { i64, i1 } %.443.1, 1
  %.446.1 = or i1 %.442.1, %.445.1
  br i1 %.446.1, label %B58.if.if, label %B58.if.endif.1, !prof !1

B58.if.endif.1:                                   ; preds = %B58.if.1
  %.444.1 = extractvalue { i64, i1 } %.443.1, 0
  %.455.1 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.280, i64 %.444.1)
  %.456.1 = icmp eq i8* %.455.1, null
  br i1 %.456.1, label %B58.if.endif.if, label %B58.if.endif.endif.1, !prof !1

B58.if.endif.endif.1:                             ; preds = %B58.if.endif.1
  %sunkaddr138 = getelementptr i8, i8* %.280, i64 24
  %6 = bitcast i8* %sunkaddr138 to { i64, i64, i8, i64 }**
  %.6.i3499.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.467.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3499.1, i64 0, i32 1
  store i64 %.429.1, i64* %.467.1, align 8
  br label %B58.endif.1

B58.endif.1:                                      ; preds = %B58.if.endif.endif.1, %B58.endif.endif
  %7 = icmp slt i64 %.435.1, %.429.1
  br i1 %7, label %B58.endif.if.1, label %B58.endif.endif.1, !prof !1

B58.endif.if.1:                                   ; preds = %B58.endif.1
  %.471.1 = ashr i64 %.429.1, 2
  %.472.1 = add i64 %.428.1, 9
  %.473.1 = add i64 %.472.1, %.471.1
  %.474.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.473.1, i64 8)
  %.475.1 = extractvalue { i64, i1 } %.474.1, 0
  %.476.1 = extractvalue { i64, i1 } %.474.1, 1
  %.477.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.475.1, i64 24)
  %.479.1 = extractvalue { i64, i1 } %.477.1, 1
  %.480.1 = or i1 %.476.1, %.479.1
  br i1 %.480.1, label %B58.endif.if.if, label %B58.endif.if.endif.1, !prof !1

B58.endif.if.endif.1:                             ; preds = %B58.endif.if.1
  %.478.1 = extractvalue { i64, i1 } %.477.1, 0
  %.489.1 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.280, i64 %.478.1)
  %.490.1 = icmp eq i8* %.489.1, null
  br i1 %.490.1, label %B58.endif.if.endif.if, label %B58.endif.if.endif.endif.1, !prof !1

B58.endif.if.endif.endif.1:                       ; preds = %B58.endif.if.endif.1
  %sunkaddr139 = getelementptr i8, i8* %.280, i64 24
  %8 = bitcast i8* %sunkaddr139 to { i64, i64, i8, i64 }**
  %.6.i2695.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.501.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2695.1, i64 0, i32 1
  store i64 %.473.1, i64* %.501.1, align 8
  %.6.i2496.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %.507.1140 = bitcast { i64, i64, i8, i64 }* %.6.i2496.1 to i64*
  %.508.1 = load i64, i64* %.507.1140, align 8
  %.513.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2496.1, i64 0, i32 3
  %.514.1 = getelementptr i64, i64* %.513.1, i64 %.508.1
  %.520.1 = getelementptr i64, i64* %.513.1, i64 %.473.1
  %.521.1 = ptrtoint i64* %.520.1 to i64
  %.522.1 = ptrtoint i64* %.514.1 to i64
  %.523.1 = sub i64 %.521.1, %.522.1
  %.524.1 = bitcast i64* %.514.1 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.524.1, i8 0, i64 %.523.1, i1 false)
  br label %B58.endif.endif.1

B58.endif.endif.1:                                ; preds = %B58.endif.if.endif.endif.1, %B58.endif.1
  %sunkaddr141 = getelementptr i8, i8* %.280, i64 24
  %9 = bitcast i8* %sunkaddr141 to { i64, i64, i8, i64 }**
  %.6.i3293.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %9, align 8
  %.531.1142 = bitcast { i64, i64, i8, i64 }* %.6.i3293.1 to i64*
  store i64 %.429.1, i64* %.531.1142, align 8
  %.6.i2894.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %9, align 8
  %.544.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2894.1, i64 0, i32 3
  %.545.1 = getelementptr i64, i64* %.544.1, i64 %.428.1
  store i64 %.166, i64* %.545.1, align 8
  %.416.2 = shl nsw i64 %.166, 1
  %.6.i1091.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %9, align 8
  %.427.2143 = bitcast { i64, i64, i8, i64 }* %.6.i1091.2 to i64*
  %.428.2 = load i64, i64* %.427.2143, align 8
  %.429.2 = add i64 %.428.2, 1
  %.434.2 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1091.2, i64 0, i32 1
  %.435.2 = load i64, i64* %.434.2, align 8
  %.437.2 = ashr i64 %.435.2, 2
  %.438.2 = icmp sgt i64 %.437.2, %.429.2
  br i1 %.438.2, label %B58.if.2, label %B58.endif.2, !prof !1

B58.if.2:                                         ; preds = %B58.endif.endif.1
  %.440.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.429.2, i64 8)
  %.441.2 = extractvalue { i64, i1 } %.440.2, 0
  %.442.2 = extractvalue { i64, i1 } %.440.2, 1
  %.443.2 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.441.2, i64 24)
  %.445.2 = extractvalue { i64, i1 } %.443.2, 1
  %.446.2 = or i1 %.442.2, %.445.2
  br i1 %.446.2, label %B58.if.if, label %B58.if.endif.2, !prof !1

B58.if.endif.2:                                   ; preds = %B58.if.2
  %.444.2 = extractvalue { i64, i1 } %.443.2, 0
  %.455.2 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.280, i64 %.444.2)
  %.456.2 = icmp eq i8* %.455.2, null
  br i1 %.456.2, label %B58.if.endif.if, label %B58.if.endif.endif.2, !prof !1

B58.if.endif.endif.2:                             ; preds = %B58.if.endif.2
  %sunkaddr144 = getelementptr i8, i8* %.280, i64 24
  %10 = bitcast i8* %sunkaddr144 to { i64, i64, i8, i64 }**
  %.6.i3499.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.467.2 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3499.2, i64 0, i32 1
  store i64 %.429.2, i64* %.467.2, align 8
  br label %B58.endif.2

B58.endif.2:                                      ; preds = %B58.if.endif.endif.2, %B58.endif.endif.1
  %11 = icmp slt i64 %.435.2, %.429.2
  br i1 %11, label %B58.endif.if.2, label %B58.endif.endif.2, !prof !1

B58.endif.if.2:                                   ; preds = %B58.endif.2
  %.471.2 = ashr i64 %.429.2, 2
  %.472.2 = add i64 %.428.2, 9
  %.473.2 = add i64 %.472.2, %.471.2
  %.474.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.473.2, i64 8)
  %.475.2 = extractvalue { i64, i1 } %.474.2, 0
  %.476.2 = extractvalue { i64, i1 } %.474.2, 1
  %.477.2 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.475.2, i64 24)
  %.479.2 = extractvalue { i64, i1 } %.477.2, 1
  %.480.2 = or i1 %.476.2, %.479.2
  br i1 %.480.2, label %B58.endif.if.if, label %B58.endif.if.endif.2, !prof !1

B58.endif.if.endif.2:                             ; preds = %B58.endif.if.2
  %.478.2 = extractvalue { i64, i1 } %.477.2, 0
  %.489.2 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.280, i64 %.478.2)
  %.490.2 = icmp eq i8* %.489.2, null
  br i1 %.490.2, label %B58.endif.if.endif.if, label %B58.endif.if.endif.endif.2, !prof !1

B58.endif.if.endif.endif.2:                       ; preds = %B58.endif.if.endif.2
  %sunkaddr145 = getelementptr i8, i8* %.280, i64 24
  %12 = bitcast i8* %sunkaddr145 to { i64, i64, i8, i64 }**
  %.6.i2695.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %.501.2 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2695.2, i64 0, i32 1
  store i64 %.473.2, i64* %.501.2, align 8
  %.6.i2496.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %.507.2146 = bitcast { i64, i64, i8, i64 }* %.6.i2496.2 to i64*
  %.508.2 = load i64, i64* %.507.2146, align 8
  %.513.2 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2496.2, i64 0, i32 3
  %.514.2 = getelementptr i64, i64* %.513.2, i64 %.508.2
  %.520.2 = getelementptr i64, i64* %.513.2, i64 %.473.2
  %.521.2 = ptrtoint i64* %.520.2 to i64
  %.522.2 = ptrtoint i64* %.514.2 to i64
  %.523.2 = sub i64 %.521.2, %.522.2
  %.524.2 = bitcast i64* %.514.2 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.524.2, i8 0, i64 %.523.2, i1 false)
  br label %B58.endif.endif.2

B58.endif.endif.2:                                ; preds = %B58.endif.if.endif.endif.2, %B58.endif.2
  %sunkaddr147 = getelementptr i8, i8* %.280, i64 24
  %13 = bitcast i8* %sunkaddr147 to { i64, i64, i8, i64 }**
  %.6.i3293.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %.531.2148 = bitcast { i64, i64, i8, i64 }* %.6.i3293.2 to i64*
  store i64 %.429.2, i64* %.531.2148, align 8
  %.6.i2894.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %.544.2 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2894.2, i64 0, i32 3
  %.545.2 = getelementptr i64, i64* %.544.2, i64 %.428.2
  store i64 %.416.2, i64* %.545.2, align 8
  %sunkaddr149 = getelementptr i8, i8* %.45, i64 24
  %14 = bitcast i8* %sunkaddr149 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i6876 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %14, align 8
  %.572150 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i6876 to i64*
  %.573 = load i64, i64* %.572150, align 8
  %.574 = add i64 %.573, 1
  %.579 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i6876, i64 0, i32 1
  %.580 = load i64, i64* %.579, align 8
  %.582 = ashr i64 %.580, 2
  %.583 = icmp sgt i64 %.582, %.574
  br i1 %.583, label %B72.if, label %B72.endif, !prof !1

B58.endif.if.if:                                  ; preds = %B58.endif.if.2, %B58.endif.if.1, %B58.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B58.endif.if.endif:                               ; preds = %B58.endif.if
  %.478 = extractvalue { i64, i1 } %.477, 0
  %.489 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.280, i64 %.478)
  %.490 = icmp eq i8* %.489, null
  br i1 %.490, label %B58.endif.if.endif.if, label %B58.endif.if.endif.endif, !prof !1

B58.endif.if.endif.if:                            ; preds = %B58.endif.if.endif.2, %B58.endif.if.endif.1, %B58.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B58.endif.if.endif.endif:                         ; preds = %B58.endif.if.endif
  %sunkaddr151 = getelementptr i8, i8* %.280, i64 24
  %15 = bitcast i8* %sunkaddr151 to { i64, i64, i8, i64 }**
  %.6.i2695 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.501 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2695, i64 0, i32 1
  store i64 %.473, i64* %.501, align 8
  %.6.i2496 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.507152 = bitcast { i64, i64, i8, i64 }* %.6.i2496 to i64*
  %.508 = load i64, i64* %.507152, align 8
  %.513 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2496, i64 0, i32 3
  %.514 = getelementptr i64, i64* %.513, i64 %.508
  %.520 = getelementptr i64, i64* %.513, i64 %.473
  %.521 = ptrtoint i64* %.520 to i64
  %.522 = ptrtoint i64* %.514 to i64
  %.523 = sub i64 %.521, %.522
  %.524 = bitcast i64* %.514 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.524, i8 0, i64 %.523, i1 false)
  br label %B58.endif.endif

B72.if:                                           ; preds = %B58.endif.endif.2
  %.585 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.574, i64 16)
  %.586 = extractvalue { i64, i1 } %.585, 0
  %.587 = extractvalue { i64, i1 } %.585, 1
  %.588 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.586, i64 24)
  %.590 = extractvalue { i64, i1 } %.588, 1
  %.591 = or i1 %.587, %.590
  br i1 %.591, label %B72.if.if, label %B72.if.endif, !prof !1

B72.endif:                                        ; preds = %B72.if.endif.endif, %B58.endif.endif.2
  %16 = icmp slt i64 %.580, %.574
  br i1 %16, label %B72.endif.if, label %B72.endif.endif, !prof !1

B72.if.if:                                        ; preds = %B72.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.if.endif:                                     ; preds = %B72.if
  %.589 = extractvalue { i64, i1 } %.588, 0
  %.600 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.45, i64 %.589)
  %.601 = icmp eq i8* %.600, null
  br i1 %.601, label %B72.if.endif.if, label %B72.if.endif.endif, !prof !1

B72.if.endif.if:                                  ; preds = %B72.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.if.endif.endif:                               ; preds = %B72.if.endif
  %sunkaddr153 = getelementptr i8, i8* %.45, i64 24
  %17 = bitcast i8* %sunkaddr153 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i1890 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %17, align 8
  %.612 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i1890, i64 0, i32 1
  store i64 %.574, i64* %.612, align 8
  br label %B72.endif

B72.endif.if:                                     ; preds = %B72.endif
  %.616 = ashr i64 %.574, 2
  %.617 = add i64 %.573, 9
  %.618 = add i64 %.617, %.616
  %.619 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.618, i64 16)
  %.620 = extractvalue { i64, i1 } %.619, 0
  %.621 = extractvalue { i64, i1 } %.619, 1
  %.622 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.620, i64 24)
  %.624 = extractvalue { i64, i1 } %.622, 1
  %.625 = or i1 %.621, %.624
  br i1 %.625, label %B72.endif.if.if, label %B72.endif.if.endif, !prof !1

B72.endif.endif:                                  ; preds = %B72.endif.if.endif.endif, %B72.endif
  %sunkaddr154 = getelementptr i8, i8* %.45, i64 24
  %18 = bitcast i8* %sunkaddr154 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i1678 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %18, align 8
  %.676155 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i1678 to i64*
  store i64 %.574, i64* %.676155, align 8
  %.6.i1479 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %18, align 8
  %.682 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i1479, i64 0, i32 3
  %.684.elt = getelementptr { i8*, i8* }, { i8*, i8* }* %.682, i64 %.573, i32 0
  %.684.unpack = load i8*, i8** %.684.elt, align 8
  store i8* %.280, i8** %.684.elt, align 8
  %.693.repack84 = getelementptr { i8*, i8* }, { i8*, i8* }* %.682, i64 %.573, i32 1
  store i8* null, i8** %.693.repack84, align 8
  tail call void @NRT_decref(i8* %.684.unpack)
  %sunkaddr156 = getelementptr i8, i8* %arg.xs.0, i64 24
  %19 = bitcast i8* %sunkaddr156 to { i64, i64, i8, i64 }**
  %.6.i72 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %19, align 8
  %.154157 = bitcast { i64, i64, i8, i64 }* %.6.i72 to i64*
  %.155 = load i64, i64* %.154157, align 8
  %.156 = icmp slt i64 %.169, %.155
  br i1 %.156, label %B22.endif.endif.endif.if, label %B82

B72.endif.if.if:                                  ; preds = %B72.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.endif.if.endif:                               ; preds = %B72.endif.if
  %.623 = extractvalue { i64, i1 } %.622, 0
  %.634 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.45, i64 %.623)
  %.635 = icmp eq i8* %.634, null
  br i1 %.635, label %B72.endif.if.endif.if, label %B72.endif.if.endif.endif, !prof !1

B72.endif.if.endif.if:                            ; preds = %B72.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.endif.if.endif.endif:                         ; preds = %B72.endif.if.endif
  %sunkaddr158 = getelementptr i8, i8* %.45, i64 24
  %20 = bitcast i8* %sunkaddr158 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i886 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %20, align 8
  %.646 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i886, i64 0, i32 1
  store i64 %.618, i64* %.646, align 8
  %.6.i687 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %20, align 8
  %.652159 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i687 to i64*
  %.653 = load i64, i64* %.652159, align 8
  %.658 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i687, i64 0, i32 3
  %.659 = getelementptr { i8*, i8* }, { i8*, i8* }* %.658, i64 %.653
  %.665 = getelementptr { i8*, i8* }, { i8*, i8* }* %.658, i64 %.618
  %.666 = ptrtoint { i8*, i8* }* %.665 to i64
  %.667 = ptrtoint { i8*, i8* }* %.659 to i64
  %.668 = sub i64 %.666, %.667
  %.669 = bitcast { i8*, i8* }* %.659 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.669, i8 0, i64 %.668, i1 false)
  br label %B72.endif.endif
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.const.nested_list_comprehension, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.3.endif, %entry, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.463.0, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.3.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([171 x i8], [171 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.21 = call i64 @PyList_Size(i8* %.20)
  %.27 = call i8* @numba_get_pyobject_private_data(i8* %.20)
  %.28.not = icmp eq i8* %.27, null
  br i1 %.28.not, label %entry.endif.endif.else, label %entry.endif.endif.if

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @NRT_incref(i8* nonnull %.27)
  %.5.i = getelementptr i8, i8* %.27, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i81 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.43146 = bitcast { i64, i64, i8, i64 }* %.6.i81 to i64*
  store i64 %.21, i64* %.43146, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.56 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.21, i64 8)
  %.57 = extractvalue { i64, i1 } %.56, 0
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.58 = extractvalue { i64, i1 } %.56, 1
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.if, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.else.endif.if, %entry.endif.endif.else, %entry.endif.endif.else.endif.endif.endif.thread97
  %.53.sroa.0.09096 = phi i8* [ %.69, %entry.endif.endif.else.endif.endif.endif.thread97 ], [ null, %entry.endif.endif.else ], [ null, %entry.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.53.sroa.0.09096)
  br label %common.ret

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.60, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.70 = icmp eq i8* %.69, null
  br i1 %.70, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if, !prof !1

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i1 = getelementptr i8, i8* %.69, i64 24
  %1 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i276 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.82 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i276, i64 0, i32 1
  store i64 %.21, i64* %.82, align 8
  %.6.i1077 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.88147 = bitcast { i64, i64, i8, i64 }* %.6.i1077 to i64*
  store i64 0, i64* %.88147, align 8
  %.6.i2278 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.94 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2278, i64 0, i32 2
  store i8 0, i8* %.94, align 1
  %.6.i3079 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.107 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3079, i64 0, i32 3
  %.114.idx = shl nsw i64 %.21, 3
  %.118 = bitcast i64* %.107 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.118, i8 0, i64 %.114.idx, i1 false)
  %.6.i4072 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.128148 = bitcast { i64, i64, i8, i64 }* %.6.i4072 to i64*
  store i64 %.21, i64* %.128148, align 8
  %.130 = icmp sgt i64 %.21, 0
  br i1 %.130, label %for.body.lr.ph, label %entry.endif.endif.else.endif.endif.endif, !prof !3

entry.endif.endif.else.endif.endif.endif.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  br label %entry.endif.endif.else.endif.endif.endif

entry.endif.endif.else.endif.endif.endif:         ; preds = %entry.endif.endif.else.endif.endif.endif.critedge, %entry.endif.endif.else.endif.endif.if
  %2 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @numba_set_pyobject_private_data(i8* %.20, i8* nonnull %.69)
  %sunkaddr = getelementptr i8, i8* %.69, i64 24
  %3 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i3273 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.207 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3273, i64 0, i32 2
  store i8 0, i8* %.207, align 1
  br label %entry.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call i8* @PyImport_ImportModuleNoBlock(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.133 = call i8* @PyObject_GetAttrString(i8* %.132, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.132)
  %.135 = call i8* @PyList_GetItem(i8* %.20, i64 0)
  %.136 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.135, i8* null)
  br label %for.body

entry.endif.endif.else.endif.endif.endif.thread97: ; preds = %for.body, %for.body.endif.endif.endif, %for.body.endif.if
  %4 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  %.6.i3273100 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.207101 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3273100, i64 0, i32 2
  store i8 0, i8* %.207101, align 1
  br label %entry.endif.endif.endif

for.body:                                         ; preds = %for.body.lr.ph, %for.body.endif.endif.endif.endif
  %loop.index58 = phi i64 [ 0, %for.body.lr.ph ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.057 = phi i64 [ 0, %for.body.lr.ph ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call i8* @PyList_GetItem(i8* %.20, i64 %loop.index58)
  %.141 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.140, i8* null)
  %.142 = icmp eq i8* %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.endif.thread97, label %for.body.endif, !prof !1

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq i8* %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !3

for.body.endif.if:                                ; preds = %for.body.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.136, i8* nonnull %.141)
  call void @Py_DecRef(i8* nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.endif.thread97

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(i8* nonnull %.136)
  %.155 = call i8* @PyNumber_Long(i8* %.140)
  %.156.not = icmp eq i8* %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !1

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(i8* nonnull %.155)
  call void @Py_DecRef(i8* nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.057, %for.body.endif.endif ]
  %.163 = call i8* @PyErr_Occurred()
  %.164.not = icmp eq i8* %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.endif.thread97, !prof !3

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %5 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i3674 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %scevgep143 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3674, i64 0, i32 3
  %scevgep144 = getelementptr i64, i64* %scevgep143, i64 %loop.index58
  store i64 %.153.1, i64* %scevgep144, align 8
  %.6.i3475 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.186 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3475, i64 0, i32 2
  store i8 1, i8* %.186, align 1
  %.189 = add nuw nsw i64 %loop.index58, 1
  %exitcond113.not = icmp eq i64 %.21, %.189
  br i1 %exitcond113.not, label %entry.endif.endif.else.endif.endif.endif.critedge, label %for.body, !prof !4

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.if, %entry.endif.endif.else.endif.endif.endif
  %.pre-phi = phi { i64, i64, i8, i64 }** [ %0, %entry.endif.endif.if ], [ %2, %entry.endif.endif.else.endif.endif.endif ]
  %.25.sroa.0.0.ph = phi i8* [ %.27, %entry.endif.endif.if ], [ %.69, %entry.endif.endif.else.endif.endif.endif ]
  %6 = bitcast { i8*, i8* }* %.331 to i8**
  %7 = bitcast { i8*, i8* }* %.331 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %.335 = call i32 @_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* nonnull %.331, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* nonnull %.25.sroa.0.0.ph, i8* undef) #3
  %.336 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.343 = icmp sgt i32 %.335, 0
  %.344 = select i1 %.343, { i8*, i32, i8*, i8*, i32 }* %.336, { i8*, i32, i8*, i8*, i32 }* undef
  %.345.fca.0.load = load i8*, i8** %6, align 8
  %8 = bitcast { i8*, i8* }* %.331 to i8*
  %sunkaddr149 = getelementptr inbounds i8, i8* %8, i64 8
  %9 = bitcast i8* %sunkaddr149 to i8**
  %.345.fca.1.load = load i8*, i8** %9, align 8
  %sunkaddr150 = getelementptr i8, i8* %.25.sroa.0.0.ph, i64 24
  %10 = bitcast i8* %sunkaddr150 to { i64, i64, i8, i64 }**
  %.6.i2659 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.359 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2659, i64 0, i32 2
  %.360 = load i8, i8* %.359, align 1
  %.363 = icmp eq i8 %.360, 0
  br i1 %.363, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.373 = call i64 @PyList_Size(i8* %.20)
  %.6.i2467 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.378151 = bitcast { i64, i64, i8, i64 }* %.6.i2467 to i64*
  %.379 = load i64, i64* %.378151, align 8
  %.380 = sub i64 %.379, %.373
  %.381 = icmp sgt i64 %.380, -1
  br i1 %.381, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38452 = icmp sgt i64 %.373, 0
  br i1 %.38452, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  %.390121 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2467, i64 0, i32 3
  %.392122 = load i64, i64* %.390121, align 8
  %.395123 = call i8* @PyLong_FromLongLong(i64 %.392122)
  %.398124 = call i32 @PyList_SetItem(i8* %.20, i64 0, i8* %.395123)
  %exitcond111.not125 = icmp eq i64 %.373, 1
  br i1 %exitcond111.not125, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge.preheader

for.body.4.for.body.4_crit_edge.preheader:        ; preds = %for.body.4.preheader
  %11 = add i64 %.373, -1
  br label %for.body.4.for.body.4_crit_edge

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif
  call void @numba_reset_pyobject_private_data(i8* %.20)
  call void @NRT_decref(i8* nonnull %.25.sroa.0.0.ph)
  switch i32 %.335, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.422 = call i32 @PyList_SetSlice(i8* %.20, i64 %.379, i64 %.373, i8* null)
  %.42454 = icmp sgt i64 %.379, 0
  br i1 %.42454, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %.6.i2068 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.446 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2068, i64 0, i32 2
  store i8 0, i8* %.446, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4.for.body.4_crit_edge, %for.body.4.preheader, %for.cond.4.preheader
  %.40250 = icmp sgt i64 %.380, 0
  br i1 %.40250, label %for.body.5.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  br label %for.body.5

for.body.4.for.body.4_crit_edge:                  ; preds = %for.body.4.for.body.4_crit_edge.preheader, %for.body.4.for.body.4_crit_edge
  %lsr.iv136 = phi i64 [ 0, %for.body.4.for.body.4_crit_edge.preheader ], [ %lsr.iv.next137, %for.body.4.for.body.4_crit_edge ]
  %12 = add i64 %lsr.iv136, 1
  %.6.i1871.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep138 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1871.pre, i64 1
  %scevgep138139 = bitcast { i64, i64, i8, i64 }* %scevgep138 to i8*
  %13 = shl i64 %lsr.iv136, 3
  %uglygep = getelementptr i8, i8* %scevgep138139, i64 %13
  %uglygep140 = bitcast i8* %uglygep to i64*
  %.392 = load i64, i64* %uglygep140, align 8
  %.395 = call i8* @PyLong_FromLongLong(i64 %.392)
  %.398 = call i32 @PyList_SetItem(i8* %.20, i64 %12, i8* %.395)
  %lsr.iv.next137 = add nuw nsw i64 %lsr.iv136, 1
  %exitcond111.not = icmp eq i64 %11, %lsr.iv.next137
  br i1 %exitcond111.not, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv = phi i64 [ %.373, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %.6.i1670 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep134 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1670, i64 0, i32 3
  %scevgep135 = getelementptr i64, i64* %scevgep134, i64 %lsr.iv
  %.411 = load i64, i64* %scevgep135, align 8
  %.414 = call i8* @PyLong_FromLongLong(i64 %.411)
  %.417 = call i32 @PyList_Append(i8* %.20, i8* %.414)
  call void @Py_DecRef(i8* %.414)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond110.not = icmp eq i64 %.379, %lsr.iv.next
  br i1 %exitcond110.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.655 = phi i64 [ %.439, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %.6.i1469 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep141 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1469, i64 0, i32 3
  %scevgep142 = getelementptr i64, i64* %scevgep141, i64 %loop.index.655
  %.432 = load i64, i64* %scevgep142, align 8
  %.435 = call i8* @PyLong_FromLongLong(i64 %.432)
  %.438 = call i32 @PyList_SetItem(i8* %.20, i64 %loop.index.655, i8* %.435)
  %.439 = add nuw nsw i64 %loop.index.655, 1
  %exitcond112.not = icmp eq i64 %.379, %.439
  br i1 %exitcond112.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %14 = icmp sgt i32 %.335, 0
  br i1 %14, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.3.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.466.not = icmp eq i8* %.345.fca.1.load, null
  br i1 %.466.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @Py_IncRef(i8* nonnull %.345.fca.1.load)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  %.5.i11 = getelementptr i8, i8* %.345.fca.0.load, i64 24
  %15 = bitcast i8* %.5.i11 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i1260 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %15, align 8
  %.474152 = bitcast { i64, i64, i8, { i8*, i8* } }* %.6.i1260 to i64*
  %.475 = load i64, i64* %.474152, align 8
  %.476 = call i8* @PyList_New(i64 %.475)
  %.477.not = icmp eq i8* %.476, null
  br i1 %.477.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, label %for.cond.7.preheader, !prof !1

for.cond.7.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif.else
  %.48048 = icmp sgt i64 %.475, 0
  br i1 %.48048, label %for.body.7.preheader, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

for.body.7.preheader:                             ; preds = %for.cond.7.preheader
  br label %for.body.7

entry.endif.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %for.body.7.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.else, %for.cond.7.preheader, %entry.endif.endif.endif.endif.endif.endif.if.endif.if
  %.463.0 = phi i8* [ %.345.fca.1.load, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ %.476, %for.cond.7.preheader ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.else ], [ %.476, %for.body.7.endif ]
  call void @NRT_decref(i8* %.345.fca.0.load)
  br label %common.ret

for.body.7:                                       ; preds = %for.body.7.preheader, %for.body.7.endif
  %loop.index.749 = phi i64 [ %.538, %for.body.7.endif ], [ 0, %for.body.7.preheader ]
  %sunkaddr153 = getelementptr i8, i8* %.345.fca.0.load, i64 24
  %16 = bitcast i8* %sunkaddr153 to { i64, i64, i8, { i8*, i8* } }**
  %.6.i861 = load { i64, i64, i8, { i8*, i8* } }*, { i64, i64, i8, { i8*, i8* } }** %16, align 8
  %.486 = getelementptr inbounds { i64, i64, i8, { i8*, i8* } }, { i64, i64, i8, { i8*, i8* } }* %.6.i861, i64 0, i32 3
  %.488.elt62 = getelementptr { i8*, i8* }, { i8*, i8* }* %.486, i64 %loop.index.749, i32 1
  %.488.unpack63 = load i8*, i8** %.488.elt62, align 8
  %.501.not = icmp eq i8* %.488.unpack63, null
  br i1 %.501.not, label %for.body.7.else, label %for.body.7.if

for.body.7.if:                                    ; preds = %for.body.7
  call void @Py_IncRef(i8* nonnull %.488.unpack63)
  br label %for.body.7.endif

for.body.7.else:                                  ; preds = %for.body.7
  %.488.elt = getelementptr { i8*, i8* }, { i8*, i8* }* %.486, i64 %loop.index.749, i32 0
  %.488.unpack = load i8*, i8** %.488.elt, align 8
  %.5.i5 = getelementptr i8, i8* %.488.unpack, i64 24
  %17 = bitcast i8* %.5.i5 to { i64, i64, i8, i64 }**
  %.6.i665 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %.509154 = bitcast { i64, i64, i8, i64 }* %.6.i665 to i64*
  %.510 = load i64, i64* %.509154, align 8
  %.511 = call i8* @PyList_New(i64 %.510)
  %.512.not = icmp eq i8* %.511, null
  br i1 %.512.not, label %for.body.7.endif, label %for.cond.8.preheader, !prof !1

for.cond.8.preheader:                             ; preds = %for.body.7.else
  %.51546 = icmp sgt i64 %.510, 0
  br i1 %.51546, label %for.body.8.preheader, label %for.body.7.endif

for.body.8.preheader:                             ; preds = %for.cond.8.preheader
  br label %for.body.8

for.body.7.endif:                                 ; preds = %for.body.8, %for.body.7.else, %for.cond.8.preheader, %for.body.7.if
  %.498.0 = phi i8* [ %.488.unpack63, %for.body.7.if ], [ %.511, %for.cond.8.preheader ], [ null, %for.body.7.else ], [ %.511, %for.body.8 ]
  %.537 = call i32 @PyList_SetItem(i8* nonnull %.476, i64 %loop.index.749, i8* %.498.0)
  %.538 = add nuw nsw i64 %loop.index.749, 1
  %exitcond109.not = icmp eq i64 %.538, %.475
  br i1 %exitcond109.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, label %for.body.7

for.body.8:                                       ; preds = %for.body.8.preheader, %for.body.8
  %loop.index.847 = phi i64 [ %.530, %for.body.8 ], [ 0, %for.body.8.preheader ]
  %sunkaddr155 = getelementptr i8, i8* %.488.unpack, i64 24
  %18 = bitcast i8* %sunkaddr155 to { i64, i64, i8, i64 }**
  %.6.i466 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %18, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i466, i64 0, i32 3
  %scevgep133 = getelementptr i64, i64* %scevgep, i64 %loop.index.847
  %.523 = load i64, i64* %scevgep133, align 8
  %.526 = call i8* @PyLong_FromLongLong(i64 %.523)
  %.529 = call i32 @PyList_SetItem(i8* nonnull %.511, i64 %loop.index.847, i8* %.526)
  %.530 = add nuw nsw i64 %loop.index.847, 1
  %exitcond.not = icmp eq i64 %.510, %.530
  br i1 %exitcond.not, label %for.body.7.endif, label %for.body.8

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.549 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.550 = extractvalue { i8*, i32, i8*, i8*, i32 } %.549, 4
  %.551 = icmp sgt i32 %.550, 0
  %.554 = extractvalue { i8*, i32, i8*, i8*, i32 } %.549, 0
  %.556 = extractvalue { i8*, i32, i8*, i8*, i32 } %.549, 1
  br i1 %.551, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.557 = sext i32 %.556 to i64
  %.558 = call i8* @PyBytes_FromStringAndSize(i8* %.554, i64 %.557)
  %.559 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.560 = extractvalue { i8*, i32, i8*, i8*, i32 } %.559, 2
  %.562 = extractvalue { i8*, i32, i8*, i8*, i32 } %.559, 3
  %.563 = bitcast i8* %.562 to i8* (i8*)*
  %.564 = call i8* %.563(i8* %.560)
  %.565 = icmp eq i8* %.564, null
  br i1 %.565, label %entry.endif.endif.endif.e...if.1, label %entry.endif.endif.endif.e...endif.1, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.578 = extractvalue { i8*, i32, i8*, i8*, i32 } %.549, 2
  %.579 = call i8* @numba_unpickle(i8* %.554, i32 %.556, i8* %.578)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.581 = phi i8* [ %.569, %entry.endif.endif.endif.e...endif.1 ], [ %.579, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.582.not = icmp eq i8* %.581, null
  br i1 %.582.not, label %common.ret, label %entry.endif.endif.endif.e...if.2, !prof !1

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif.1:              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.569 = call i8* @numba_runtime_build_excinfo_struct(i8* %.558, i8* nonnull %.564)
  %.570 = bitcast { i8*, i32, i8*, i8*, i32 }* %.344 to i8*
  call void @NRT_Free(i8* nonnull %.570)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.581)
  br label %common.ret

entry.endif.endif.endif.e...endif.3.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
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

define { i8*, i8* } @cfunc._ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8* } %.1, 0
  %.7 = call i32 @_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef) #3
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
  br i1 %.9.not, label %common.ret, label %entry.if, !prof !3

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !1

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

!0 = !{i32 ({ i8*, i8* }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*)* @_ZN5cases11expressions25nested_list_comprehensionB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!"branch_weights", i32 99, i32 1}
!4 = !{!"branch_weights", i32 21474836, i32 2126008812}
