; ModuleID = 'list_pop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('pop from empty list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('pop index out of range',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@.const.list_pop = internal constant [9 x i8] c"list_pop\00"
@_ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [150 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.xs.0, ptr nocapture readnone %arg.xs.1) local_unnamed_addr {
B0:
  %.7 = alloca { ptr, ptr }, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.xs.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.7, i8 0, i64 16, i1 false)
  %.11 = call i32 @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.7, ptr nonnull %excinfo.1, ptr %arg.xs.0, ptr %arg.xs.1)
  %.21.fca.0.load = load ptr, ptr %.7, align 8
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %B0.endif, label %B0.if.if

B0.endif:                                         ; preds = %B0
  tail call void @NRT_incref(ptr %.21.fca.0.load)
  %.5.i = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.46 = load i64, ptr %.6.i, align 8
  %.47 = icmp eq i64 %.46, 0
  tail call void @NRT_decref(ptr %arg.xs.0)
  br i1 %.47, label %B0.endif.if, label %B0.endif.endif, !prof !2

common.ret:                                       ; preds = %B0.endif.endif.endif.endi...if, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.endif.endif.endif, %B0.endif.endif.endif.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.endif.if, %B0.endif.endif.if.if, %B0.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.if.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.endif.if ], [ 0, %B0.endif.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endi...if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.12 = load ptr, ptr %excinfo.1, align 8
  store ptr %.12, ptr %excinfo, align 8
  br label %common.ret

B0.endif.if:                                      ; preds = %B0.endif
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.54 = add i64 %.46, -1
  %sunkaddr = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i3 = load ptr, ptr %sunkaddr, align 8
  %.59 = getelementptr inbounds nuw i8, ptr %.6.i3, i64 24
  %.60.idx = shl i64 %.54, 3
  %.60 = getelementptr i8, ptr %.59, i64 %.60.idx
  %.61 = load i64, ptr %.60, align 8
  store i64 0, ptr %.60, align 1
  %.6.i5 = load ptr, ptr %sunkaddr, align 8
  %.91 = getelementptr inbounds nuw i8, ptr %.6.i5, i64 8
  %.92 = load i64, ptr %.91, align 8
  %.94 = ashr i64 %.92, 2
  %.95 = icmp sgt i64 %.94, %.54
  br i1 %.95, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !2

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  %const35 = bitcast i64 -1152921504606846977 to i64
  %const30 = bitcast i64 -2305843009213693952 to i64
  %0 = add i64 %.46, %const35
  %.99 = icmp ult i64 %0, %const30
  %.100 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.60.idx, i64 24)
  %.102 = extractvalue { i64, i1 } %.100, 1
  %.103 = or i1 %.99, %.102
  br i1 %.103, label %B0.endif.endif.if.if, label %B0.endif.endif.if.endif, !prof !2

B0.endif.endif.endif:                             ; preds = %B0.endif.endif.if.endif.endif, %B0.endif.endif
  %1 = icmp slt i64 %.92, %.54
  br i1 %1, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !2

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.if.endif:                          ; preds = %B0.endif.endif.if
  %.101 = extractvalue { i64, i1 } %.100, 0
  %.112 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.21.fca.0.load, i64 %.101)
  %.113 = icmp eq ptr %.112, null
  br i1 %.113, label %B0.endif.endif.if.endif.if, label %B0.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.if.endif.if:                       ; preds = %B0.endif.endif.if.endif
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.if.endif.endif:                    ; preds = %B0.endif.endif.if.endif
  %sunkaddr36 = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i7 = load ptr, ptr %sunkaddr36, align 8
  %.124 = getelementptr inbounds nuw i8, ptr %.6.i7, i64 8
  store i64 %.54, ptr %.124, align 8
  br label %B0.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %const33 = bitcast i64 -1152921504606846977 to i64
  %const29 = bitcast i64 -2305843009213693952 to i64
  %.128 = ashr i64 %.54, 2
  %.129 = add i64 %.128, %.54
  %.130 = add i64 %.129, 8
  %.132 = shl i64 %.130, 3
  %const_mat34 = add i64 %const33, 9
  %2 = add i64 %.129, %const_mat34
  %.133 = icmp ult i64 %2, %const29
  %.134 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.132, i64 24)
  %.136 = extractvalue { i64, i1 } %.134, 1
  %.137 = or i1 %.133, %.136
  br i1 %.137, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif
  %sunkaddr37 = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i9 = load ptr, ptr %sunkaddr37, align 8
  store i64 %.54, ptr %.6.i9, align 8
  %.6.i11 = load ptr, ptr %sunkaddr37, align 8
  %.210 = load i64, ptr %.6.i11, align 8
  %.211 = icmp eq i64 %.210, 0
  br i1 %.211, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif:                    ; preds = %B0.endif.endif.endif.if
  %.135 = extractvalue { i64, i1 } %.134, 0
  %.146 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.21.fca.0.load, i64 %.135)
  %.147 = icmp eq ptr %.146, null
  br i1 %.147, label %B0.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.endif.if.endif.if:                 ; preds = %B0.endif.endif.endif.if.endif
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif.endif:              ; preds = %B0.endif.endif.endif.if.endif
  %sunkaddr38 = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i13 = load ptr, ptr %sunkaddr38, align 8
  %.158 = getelementptr inbounds nuw i8, ptr %.6.i13, i64 8
  store i64 %.130, ptr %.158, align 8
  %.6.i15 = load ptr, ptr %sunkaddr38, align 8
  %.165 = load i64, ptr %.6.i15, align 8
  %.170 = getelementptr inbounds nuw i8, ptr %.6.i15, i64 24
  %.171.idx = shl i64 %.165, 3
  %.171 = getelementptr i8, ptr %.170, i64 %.171.idx
  %3 = sub i64 %.130, %.165
  %gepdiff = shl i64 %3, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.171, i8 0, i64 %gepdiff, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.225 = icmp slt i64 %.210, 1
  br i1 %.225, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.object3, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.237 = getelementptr inbounds nuw i8, ptr %.6.i11, i64 24
  %.239 = load i64, ptr %.237, align 8
  %.240 = add nsw i64 %.210, -1
  %.254 = getelementptr i8, ptr %.6.i11, i64 32
  %.257 = shl i64 %.240, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %.237, ptr align 1 %.254, i64 %.257, i1 false)
  %sunkaddr39 = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i17 = load ptr, ptr %sunkaddr39, align 8
  %.263 = getelementptr inbounds nuw i8, ptr %.6.i17, i64 8
  %.264 = load i64, ptr %.263, align 8
  %.266 = ashr i64 %.264, 2
  %.267.not = icmp slt i64 %.266, %.210
  br i1 %.267.not, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.endif.if, !prof !4

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  %const31 = bitcast i64 -1152921504606846977 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %4 = add nsw i64 %.210, %const31
  %.271 = icmp ult i64 %4, %const
  %.272 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.257, i64 24)
  %.274 = extractvalue { i64, i1 } %.272, 1
  %.275 = or i1 %.271, %.274
  br i1 %.275, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif.endif.endif.endif
  %5 = icmp slt i64 %.264, %.240
  br i1 %5, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if.endif:  ; preds = %B0.endif.endif.endif.endif.endif.endif.if
  %.273 = extractvalue { i64, i1 } %.272, 0
  %.284 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.21.fca.0.load, i64 %.273)
  %.285 = icmp eq ptr %.284, null
  br i1 %.285, label %B0.endif.endif.endif.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.endif.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.if.endif
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.if.endif
  %sunkaddr40 = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i19 = load ptr, ptr %sunkaddr40, align 8
  %.296 = getelementptr inbounds nuw i8, ptr %.6.i19, i64 8
  store i64 %.240, ptr %.296, align 8
  br label %B0.endif.endif.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %const32 = bitcast i64 -1152921504606846977 to i64
  %const28 = bitcast i64 -2305843009213693952 to i64
  %.300 = lshr i64 %.240, 2
  %.301 = add nuw i64 %.300, %.240
  %.302 = add nuw i64 %.301, 8
  %.304 = shl i64 %.302, 3
  %const_mat = add i64 %const32, 9
  %6 = add i64 %.301, %const_mat
  %.305 = icmp ult i64 %6, %const28
  %.306 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.304, i64 24)
  %.308 = extractvalue { i64, i1 } %.306, 1
  %.309 = or i1 %.305, %.308
  br i1 %.309, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif, %B0.endif.endif.endif.endif.endif.endif.endif
  %sunkaddr41 = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i21 = load ptr, ptr %sunkaddr41, align 8
  store i64 %.240, ptr %.6.i21, align 8
  tail call void @NRT_decref(ptr nonnull %.21.fca.0.load)
  %.363 = sub i64 %.61, %.239
  %.6.i23 = load ptr, ptr %sunkaddr41, align 8
  %.373 = load i64, ptr %.6.i23, align 8
  tail call void @NRT_decref(ptr nonnull %.21.fca.0.load)
  %.375 = add nsw i64 %.363, %.373
  store i64 %.375, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if
  %.307 = extractvalue { i64, i1 } %.306, 0
  %.318 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.21.fca.0.load, i64 %.307)
  %.319 = icmp eq ptr %.318, null
  br i1 %.319, label %B0.endif.endif.endif.endi...if, label %B0.endif.endif.endif.endi...endif, !prof !2

B0.endif.endif.endif.endi...if:                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if.endif
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endi...endif:                ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if.endif
  %sunkaddr42 = getelementptr i8, ptr %.21.fca.0.load, i64 24
  %.6.i25 = load ptr, ptr %sunkaddr42, align 8
  %.330 = getelementptr inbounds nuw i8, ptr %.6.i25, i64 8
  store i64 %.302, ptr %.330, align 8
  %.6.i27 = load ptr, ptr %sunkaddr42, align 8
  %.337 = load i64, ptr %.6.i27, align 8
  %.342 = getelementptr inbounds nuw i8, ptr %.6.i27, i64 24
  %.343.idx = shl i64 %.337, 3
  %.343 = getelementptr i8, ptr %.342, i64 %.343.idx
  %7 = sub i64 %.302, %.337
  %gepdiff1 = shl i64 %7, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.343, i8 0, i64 %gepdiff1, i1 false)
  br label %B0.endif.endif.endif.endif.endif.endif.endif.endif
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

define ptr @_ZN7cpython5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_pop, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca i64, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if, %entry.endif.endif.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.if ], [ null, %entry.endif.if ], [ %.457, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e")
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
  br i1 %.62, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.if, !prof !2

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.60, ptr nonnull @.dtor.list.int64)
  %.70 = icmp eq ptr %.69, null
  br i1 %.70, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.endif.if, !prof !2

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
  br i1 %.130, label %entry.endif.endif.else.endif.endif.if.if, label %entry.endif.endif.else.endif.endif.if.endif.if, !prof !4

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
  %loop.index46 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.045 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call ptr @PyList_GetItem(ptr %.20, i64 %loop.index46)
  %.141 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.133, ptr %.140, ptr null)
  %.142 = icmp eq ptr %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.if.endif, label %for.body.endif, !prof !2

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq ptr %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !4

for.body.endif.if:                                ; preds = %for.body.endif
  call void (ptr, ptr, ...) @PyErr_Format(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox heterogeneous list: %S != %S", ptr %.136, ptr nonnull %.141)
  call void @Py_DecRef(ptr nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.if.endif

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(ptr nonnull %.141)
  %.155 = call ptr @PyNumber_Long(ptr %.140)
  %.156.not = icmp eq ptr %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !2

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(ptr nonnull %.155)
  call void @Py_DecRef(ptr nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.045, %for.body.endif.endif ]
  %.163 = call ptr @PyErr_Occurred()
  %.164.not = icmp eq ptr %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if.endif, !prof !4

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %sunkaddr57 = getelementptr i8, ptr %.69, i64 24
  %.6.i17 = load ptr, ptr %sunkaddr57, align 8
  %.179 = getelementptr inbounds nuw i8, ptr %.6.i17, i64 24
  %1 = shl i64 %loop.index46, 3
  %scevgep56 = getelementptr i8, ptr %.179, i64 %1
  store i64 %.153.1, ptr %scevgep56, align 8
  %.6.i19 = load ptr, ptr %sunkaddr57, align 8
  %.186 = getelementptr inbounds nuw i8, ptr %.6.i19, i64 16
  store i8 1, ptr %.186, align 1
  %.189 = add nuw nsw i64 %loop.index46, 1
  %exitcond.not = icmp eq i64 %.21, %.189
  br i1 %exitcond.not, label %entry.endif.endif.else.endif.endif.if.endif.if.critedge, label %for.body

entry.endif.endif.else.endif.endif.if.endif.if.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(ptr %.136)
  call void @Py_DecRef(ptr %.133)
  br label %entry.endif.endif.else.endif.endif.if.endif.if

entry.endif.endif.else.endif.endif.if.endif.if:   ; preds = %entry.endif.endif.else.endif.endif.if.endif.if.critedge, %entry.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(ptr %.20, ptr nonnull %.69)
  %sunkaddr58 = getelementptr i8, ptr %.69, i64 24
  %.6.i21 = load ptr, ptr %sunkaddr58, align 8
  %.207 = getelementptr inbounds nuw i8, ptr %.6.i21, i64 16
  store i8 0, ptr %.207, align 1
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.else.endif.endif.if.endif, %entry.endif.endif.else, %entry.endif.endif.else.endif.if
  %.53.sroa.0.02536 = phi ptr [ null, %entry.endif.endif.else.endif.if ], [ null, %entry.endif.endif.else ], [ %.69, %entry.endif.endif.else.endif.endif.if.endif ]
  call void @NRT_decref(ptr %.53.sroa.0.02536)
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.else.endif.endif.if.endif.if, %entry.endif.endif.endif.thread
  %.25.sroa.0.017 = phi ptr [ %.27, %entry.endif.endif.endif.thread ], [ %.69, %entry.endif.endif.else.endif.endif.if.endif.if ]
  store i64 0, ptr %.331, align 8
  %.335 = call i32 @_ZN5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.331, ptr nonnull %excinfo, ptr nonnull %.25.sroa.0.017, ptr %.20) #4
  %.336 = load ptr, ptr %excinfo, align 8
  %.345 = load i64, ptr %.331, align 8
  %.5.i22 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i23 = load ptr, ptr %.5.i22, align 8
  %.357 = getelementptr inbounds nuw i8, ptr %.6.i23, i64 16
  %.358 = load i8, ptr %.357, align 1
  %.361 = icmp eq i8 %.358, 0
  br i1 %.361, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !5

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.371 = call i64 @PyList_Size(ptr %.20)
  %sunkaddr59 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i25 = load ptr, ptr %sunkaddr59, align 8
  %.377 = load i64, ptr %.6.i25, align 8
  %.378 = sub i64 %.377, %.371
  %.379 = icmp sgt i64 %.378, -1
  br i1 %.379, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38249 = icmp sgt i64 %.371, 0
  br i1 %.38249, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  br label %for.body.4

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_reset_pyobject_private_data(ptr %.20)
  call void @NRT_decref(ptr nonnull %.25.sroa.0.017)
  %cond = icmp eq i32 %.335, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.420 = call i32 @PyList_SetSlice(ptr %.20, i64 %.377, i64 %.371, ptr null)
  %.42247 = icmp sgt i64 %.377, 0
  br i1 %.42247, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %sunkaddr60 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i27 = load ptr, ptr %sunkaddr60, align 8
  %.444 = getelementptr inbounds nuw i8, ptr %.6.i27, i64 16
  store i8 0, ptr %.444, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4, %for.cond.4.preheader
  %.40051.not = icmp eq i64 %.377, %.371
  br i1 %.40051.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5.preheader

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  %smax = call i64 @llvm.smax.i64(i64 %.378, i64 1)
  %2 = add i64 %.371, 3
  br label %for.body.5

for.body.4:                                       ; preds = %for.body.4.preheader, %for.body.4
  %loop.index.450 = phi i64 [ %.397, %for.body.4 ], [ 0, %for.body.4.preheader ]
  %sunkaddr61 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i29 = load ptr, ptr %sunkaddr61, align 8
  %.388 = getelementptr inbounds nuw i8, ptr %.6.i29, i64 24
  %3 = shl i64 %loop.index.450, 3
  %scevgep54 = getelementptr i8, ptr %.388, i64 %3
  %.390 = load i64, ptr %scevgep54, align 8
  %.393 = call ptr @PyLong_FromLongLong(i64 %.390)
  %.396 = call i32 @PyList_SetItem(ptr %.20, i64 %loop.index.450, ptr %.393)
  %.397 = add nuw nsw i64 %loop.index.450, 1
  %exitcond57.not = icmp eq i64 %.371, %.397
  br i1 %exitcond57.not, label %for.cond.5.preheader, label %for.body.4

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv52 = phi i64 [ %2, %for.body.5.preheader ], [ %lsr.iv.next53, %for.body.5 ]
  %lsr.iv = phi i64 [ %smax, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %sunkaddr62 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i31 = load ptr, ptr %sunkaddr62, align 8
  %4 = shl i64 %lsr.iv52, 3
  %scevgep = getelementptr i8, ptr %.6.i31, i64 %4
  %.409 = load i64, ptr %scevgep, align 8
  %.412 = call ptr @PyLong_FromLongLong(i64 %.409)
  %.415 = call i32 @PyList_Append(ptr %.20, ptr %.412)
  call void @Py_DecRef(ptr %.412)
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %lsr.iv.next53 = add i64 %lsr.iv52, 1
  %exitcond58.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond58.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.648 = phi i64 [ %.437, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %sunkaddr63 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i33 = load ptr, ptr %sunkaddr63, align 8
  %.428 = getelementptr inbounds nuw i8, ptr %.6.i33, i64 24
  %5 = shl i64 %loop.index.648, 3
  %scevgep55 = getelementptr i8, ptr %.428, i64 %5
  %.430 = load i64, ptr %scevgep55, align 8
  %.433 = call ptr @PyLong_FromLongLong(i64 %.430)
  %.436 = call i32 @PyList_SetItem(ptr %.20, i64 %loop.index.648, ptr %.433)
  %.437 = add nuw nsw i64 %loop.index.648, 1
  %exitcond56.not = icmp eq i64 %.377, %.437
  br i1 %exitcond56.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.457 = call ptr @PyLong_FromLongLong(i64 %.345)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.464 = load { ptr, i32, ptr, ptr, i32 }, ptr %.336, align 8
  %.465 = extractvalue { ptr, i32, ptr, ptr, i32 } %.464, 4
  %.466 = icmp sgt i32 %.465, 0
  %.469 = extractvalue { ptr, i32, ptr, ptr, i32 } %.464, 0
  %.471 = extractvalue { ptr, i32, ptr, ptr, i32 } %.464, 1
  br i1 %.466, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.472 = sext i32 %.471 to i64
  %.473 = call ptr @PyBytes_FromStringAndSize(ptr %.469, i64 %.472)
  %.474 = load { ptr, i32, ptr, ptr, i32 }, ptr %.336, align 8
  %.475 = extractvalue { ptr, i32, ptr, ptr, i32 } %.474, 2
  %.477 = extractvalue { ptr, i32, ptr, ptr, i32 } %.474, 3
  %.479 = call ptr %.477(ptr %.475)
  %.480 = icmp eq ptr %.479, null
  br i1 %.480, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !2

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.493 = extractvalue { ptr, i32, ptr, ptr, i32 } %.464, 2
  %.494 = call ptr @numba_unpickle(ptr %.469, i32 %.471, ptr %.493)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.496 = phi ptr [ %.484, %entry.endif.endif.endif.e...endif ], [ %.494, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.497.not = icmp eq ptr %.496, null
  br i1 %.497.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !2

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.484 = call ptr @numba_runtime_build_excinfo_struct(ptr %.473, ptr nonnull %.479)
  call void @NRT_Free(ptr nonnull %.336)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.496)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i64 @PyList_Size(ptr) local_unnamed_addr

declare ptr @numba_get_pyobject_private_data(ptr) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

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

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define i64 @cfunc._ZN5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ ptr, ptr } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr } %.1, 1
  %.7 = call i32 @_ZN5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent) #4
  %.8 = load ptr, ptr %excinfo, align 8
  %.17 = load i64, ptr %.3, align 8
  %.19 = alloca i32, align 4
  store i32 0, ptr %.19, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.19)
  call void @PyErr_Clear()
  %.25 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.26 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 4
  %.27 = icmp sgt i32 %.26, 0
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 1
  br i1 %.27, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.22, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.17, %.22 ], [ %.17, %entry ]
  ret i64 %common.ret.op

.22:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.70 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.70)
  call void @Py_DecRef(ptr %.70)
  call void @numba_gil_release(ptr nonnull %.19)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.33 = sext i32 %.32 to i64
  %.34 = call ptr @PyBytes_FromStringAndSize(ptr %.30, i64 %.33)
  %.35 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.35, 2
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.35, 3
  %.40 = call ptr %.38(ptr %.36)
  %.41 = icmp eq ptr %.40, null
  br i1 %.41, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !2

entry.if.if.else:                                 ; preds = %entry.if
  %.54 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 2
  %.55 = call ptr @numba_unpickle(ptr %.30, i32 %.32, ptr %.54)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.57 = phi ptr [ %.45, %entry.if.if.if.endif ], [ %.55, %entry.if.if.else ]
  %.58.not = icmp eq ptr %.57, null
  br i1 %.58.not, label %.22, label %entry.if.if.endif.if, !prof !2

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.45 = call ptr @numba_runtime_build_excinfo_struct(ptr %.34, ptr nonnull %.40)
  call void @NRT_Free(ptr nonnull %.8)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.57)
  br label %.22
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr nocapture readonly %arg.iterable.0, ptr nocapture readnone %arg.iterable.1) local_unnamed_addr {
B0.endif.if:
  %.26 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.int64)
  %.27 = icmp eq ptr %.26, null
  br i1 %.27, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !2

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.endif.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.object4, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i = getelementptr i8, ptr %.26, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.39 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 0, ptr %.39, align 8
  %.6.i2 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i2, align 8
  %.6.i4 = load ptr, ptr %.5.i, align 8
  %.51 = getelementptr inbounds nuw i8, ptr %.6.i4, i64 16
  store i8 0, ptr %.51, align 1
  %.6.i6 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i6, align 8
  %.5.i7 = getelementptr i8, ptr %arg.iterable.0, i64 24
  %.6.i8 = load ptr, ptr %.5.i7, align 8
  %.110 = load i64, ptr %.6.i8, align 8
  %.6.i10 = load ptr, ptr %.5.i, align 8
  %.116 = load i64, ptr %.6.i10, align 8
  %.117 = add i64 %.116, %.110
  %.122 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 8
  %.123 = load i64, ptr %.122, align 8
  %.125 = ashr i64 %.123, 2
  %.126 = icmp sgt i64 %.125, %.117
  br i1 %.126, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %const23 = bitcast i64 -1152921504606846976 to i64
  %const21 = bitcast i64 -2305843009213693952 to i64
  %.129 = shl i64 %.117, 3
  %0 = add i64 %.117, %const23
  %.130 = icmp ult i64 %0, %const21
  %.131 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.129, i64 24)
  %.133 = extractvalue { i64, i1 } %.131, 1
  %.134 = or i1 %.130, %.133
  br i1 %.134, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif
  %1 = icmp slt i64 %.123, %.117
  br i1 %1, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  store ptr @.const.picklebuf.object5, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif:                    ; preds = %B0.endif.endif.endif.if
  %.132 = extractvalue { i64, i1 } %.131, 0
  %.143 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.26, i64 %.132)
  %.144 = icmp eq ptr %.143, null
  br i1 %.144, label %B0.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.endif.if.endif.if:                 ; preds = %B0.endif.endif.endif.if.endif
  store ptr @.const.picklebuf.object5, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif.endif:              ; preds = %B0.endif.endif.endif.if.endif
  %sunkaddr = getelementptr i8, ptr %.26, i64 24
  %.6.i12 = load ptr, ptr %sunkaddr, align 8
  %.155 = getelementptr inbounds nuw i8, ptr %.6.i12, i64 8
  store i64 %.117, ptr %.155, align 8
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %const22 = bitcast i64 -1152921504606846976 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.159 = ashr i64 %.117, 2
  %.160 = add i64 %.159, %.117
  %.161 = add i64 %.160, 8
  %.163 = shl i64 %.161, 3
  %const_mat = add i64 %const22, 8
  %2 = add i64 %.160, %const_mat
  %.164 = icmp ult i64 %2, %const
  %.165 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.163, i64 24)
  %.167 = extractvalue { i64, i1 } %.165, 1
  %.168 = or i1 %.164, %.167
  br i1 %.168, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif.endif
  %sunkaddr24 = getelementptr i8, ptr %.26, i64 24
  %.6.i14 = load ptr, ptr %sunkaddr24, align 8
  store i64 %.117, ptr %.6.i14, align 8
  %.6.i16 = load ptr, ptr %sunkaddr24, align 8
  store i64 %.117, ptr %.6.i16, align 8
  %.22816 = icmp sgt i64 %.110, 0
  br i1 %.22816, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %xtraiter = and i64 %.110, 3
  %3 = icmp samesign ult i64 %.110, 4
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %4 = shl i64 %.116, 3
  %5 = lshr i64 %.110, 2
  %6 = trunc i64 %5 to i61
  %7 = zext i61 %6 to i64
  %8 = mul nsw i64 %7, -4
  br label %for.body

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.object5, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.if.endif:              ; preds = %B0.endif.endif.endif.endif.if
  %.166 = extractvalue { i64, i1 } %.165, 0
  %.177 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.26, i64 %.166)
  %.178 = icmp eq ptr %.177, null
  br i1 %.178, label %B0.endif.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.endif.endif.if.endif.if:           ; preds = %B0.endif.endif.endif.endif.if.endif
  store ptr @.const.picklebuf.object5, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.if.endif.endif:        ; preds = %B0.endif.endif.endif.endif.if.endif
  %sunkaddr25 = getelementptr i8, ptr %.26, i64 24
  %.6.i18 = load ptr, ptr %sunkaddr25, align 8
  %.189 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 8
  store i64 %.161, ptr %.189, align 8
  %.6.i20 = load ptr, ptr %sunkaddr25, align 8
  %.196 = load i64, ptr %.6.i20, align 8
  %.201 = getelementptr inbounds nuw i8, ptr %.6.i20, i64 24
  %.202.idx = shl i64 %.196, 3
  %.202 = getelementptr i8, ptr %.201, i64 %.202.idx
  %9 = sub i64 %.161, %.196
  %gepdiff = shl i64 %9, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.202, i8 0, i64 %gepdiff, i1 false)
  br label %B0.endif.endif.endif.endif.endif

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %lsr.iv1 = phi i64 [ %lsr.iv.next2, %for.body ], [ 3, %for.body.preheader.new ]
  %sunkaddr26 = getelementptr i8, ptr %arg.iterable.0, i64 24
  %.6.i22 = load ptr, ptr %sunkaddr26, align 8
  %10 = shl i64 %lsr.iv1, 3
  %scevgep20 = getelementptr i8, ptr %.6.i22, i64 %10
  %.236 = load i64, ptr %scevgep20, align 8
  %sunkaddr27 = getelementptr i8, ptr %.26, i64 24
  %.6.i24 = load ptr, ptr %sunkaddr27, align 8
  %scevgep18 = getelementptr i8, ptr %.6.i24, i64 %4
  %11 = shl i64 %lsr.iv1, 3
  %scevgep19 = getelementptr i8, ptr %scevgep18, i64 %11
  store i64 %.236, ptr %scevgep19, align 8
  %.6.i22.1 = load ptr, ptr %sunkaddr26, align 8
  %12 = shl i64 %lsr.iv1, 3
  %scevgep16 = getelementptr i8, ptr %.6.i22.1, i64 %12
  %scevgep17 = getelementptr i8, ptr %scevgep16, i64 8
  %.236.1 = load i64, ptr %scevgep17, align 8
  %.6.i24.1 = load ptr, ptr %sunkaddr27, align 8
  %scevgep13 = getelementptr i8, ptr %.6.i24.1, i64 %4
  %13 = shl i64 %lsr.iv1, 3
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 %13
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 8
  store i64 %.236.1, ptr %scevgep15, align 8
  %.6.i22.2 = load ptr, ptr %sunkaddr26, align 8
  %14 = shl i64 %lsr.iv1, 3
  %scevgep11 = getelementptr i8, ptr %.6.i22.2, i64 %14
  %scevgep12 = getelementptr i8, ptr %scevgep11, i64 16
  %.236.2 = load i64, ptr %scevgep12, align 8
  %.6.i24.2 = load ptr, ptr %sunkaddr27, align 8
  %scevgep8 = getelementptr i8, ptr %.6.i24.2, i64 %4
  %15 = shl i64 %lsr.iv1, 3
  %scevgep9 = getelementptr i8, ptr %scevgep8, i64 %15
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 16
  store i64 %.236.2, ptr %scevgep10, align 8
  %.6.i22.3 = load ptr, ptr %sunkaddr26, align 8
  %16 = shl i64 %lsr.iv1, 3
  %scevgep6 = getelementptr i8, ptr %.6.i22.3, i64 %16
  %scevgep7 = getelementptr i8, ptr %scevgep6, i64 24
  %.236.3 = load i64, ptr %scevgep7, align 8
  %.6.i24.3 = load ptr, ptr %sunkaddr27, align 8
  %scevgep3 = getelementptr i8, ptr %.6.i24.3, i64 %4
  %17 = shl i64 %lsr.iv1, 3
  %scevgep4 = getelementptr i8, ptr %scevgep3, i64 %17
  %scevgep5 = getelementptr i8, ptr %scevgep4, i64 24
  store i64 %.236.3, ptr %scevgep5, align 8
  %lsr.iv.next2 = add nuw nsw i64 %lsr.iv1, 4
  %18 = add i64 %8, %lsr.iv.next2
  %niter.ncmp.3 = icmp eq i64 %18, 3
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index17.unr = phi i64 [ 3, %for.body.preheader ], [ %lsr.iv.next2, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  %19 = shl i64 %.116, 3
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %lsr.iv27 = phi i64 [ %xtraiter, %for.body.epil.preheader ], [ %lsr.iv.next28, %for.body.epil ]
  %lsr.iv = phi i64 [ %loop.index17.unr, %for.body.epil.preheader ], [ %lsr.iv.next, %for.body.epil ]
  %sunkaddr28 = getelementptr i8, ptr %arg.iterable.0, i64 24
  %.6.i22.epil = load ptr, ptr %sunkaddr28, align 8
  %20 = shl i64 %lsr.iv, 3
  %scevgep26 = getelementptr i8, ptr %.6.i22.epil, i64 %20
  %.236.epil = load i64, ptr %scevgep26, align 8
  %sunkaddr29 = getelementptr i8, ptr %.26, i64 24
  %.6.i24.epil = load ptr, ptr %sunkaddr29, align 8
  %scevgep = getelementptr i8, ptr %.6.i24.epil, i64 %19
  %scevgep25 = getelementptr i8, ptr %scevgep, i64 %20
  store i64 %.236.epil, ptr %scevgep25, align 8
  %lsr.iv.next = add nuw i64 %lsr.iv, 1
  %lsr.iv.next28 = add nsw i64 %lsr.iv27, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next28, 0
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !6

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  store ptr %.26, ptr %retptr, align 8
  %retptr.repack14 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack14, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !2

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !2

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !2

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !1, !1}

!0 = !{ptr @_ZN5cases9sequences8list_popB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{ptr @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{i1 true}
!4 = !{!"branch_weights", i32 99, i32 1}
!5 = !{!"branch_weights", i32 2126008812, i32 21474836}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
