; ModuleID = 'list_index_and_slice'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('getitem out of range',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.list_index_and_slice = internal constant [21 x i8] c"list_index_and_slice\00"
@_ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [163 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define range(i32 0, 2) i32 @_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.xs.0, ptr nocapture readnone %arg.xs.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.xs.0)
  %.5.i = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.26 = load i64, ptr %.6.i, align 8
  %.27 = icmp slt i64 %.26, 1
  br i1 %.27, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif.endif, %B0.endif.endif.endif.endi...endif.2.endif.endif.if, %B0.endif.endif.endif.endi...endif.2.if, %B0.endif.endif.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endi...endif.2.if ], [ 1, %B0.endif.endif.endif.endi...endif.2.endif.endif.if ], [ 0, %B0.endif.endif.endif.endi...endif.2.endif.endif.endif ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %const = bitcast i64 1152921504606846975 to i64
  %.41 = getelementptr inbounds nuw i8, ptr %.6.i, i64 24
  %.43 = load i64, ptr %.41, align 8
  %0 = getelementptr i64, ptr %.41, i64 %.26
  %.77 = getelementptr i8, ptr %0, i64 -8
  %.78 = load i64, ptr %.77, align 8
  %.188 = add nsw i64 %.26, -2
  %.197 = tail call i64 @llvm.smax.i64(i64 %.188, i64 0)
  %.205 = shl i64 %.197, 3
  %const_mat = add i64 %const, 2
  %.206 = icmp samesign ugt i64 %.26, %const_mat
  %.207 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.205, i64 24)
  %.209 = extractvalue { i64, i1 } %.207, 1
  %.210 = or i1 %.206, %.209
  br i1 %.210, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.if, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif
  %.208 = extractvalue { i64, i1 } %.207, 0
  %.217 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.208, ptr nonnull @.dtor.list.int64)
  %.218 = icmp eq ptr %.217, null
  br i1 %.218, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.if, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif, %B0.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.if
  %.5.i1 = getelementptr i8, ptr %.217, i64 24
  %.6.i2 = load ptr, ptr %.5.i1, align 8
  %.230 = getelementptr inbounds nuw i8, ptr %.6.i2, i64 8
  store i64 %.197, ptr %.230, align 8
  %.6.i4 = load ptr, ptr %.5.i1, align 8
  store i64 0, ptr %.6.i4, align 8
  %.6.i6 = load ptr, ptr %.5.i1, align 8
  %.242 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 16
  store i8 0, ptr %.242, align 1
  %.6.i8 = load ptr, ptr %.5.i1, align 8
  %.255 = getelementptr inbounds nuw i8, ptr %.6.i8, i64 24
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.255, i8 0, i64 %.205, i1 false)
  %.6.i10 = load ptr, ptr %.5.i1, align 8
  store i64 %.197, ptr %.6.i10, align 8
  %.29373 = icmp samesign ugt i64 %.26, 2
  br i1 %.29373, label %for.body.preheader, label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.if
  %1 = icmp eq i64 %.26, 3
  br i1 %1, label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %.188, -2
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.count75 = phi i64 [ 0, %for.body.preheader.new ], [ %.310.1, %for.body ]
  %sunkaddr = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i12 = load ptr, ptr %sunkaddr, align 8
  %scevgep48 = getelementptr i8, ptr %.6.i12, i64 32
  %2 = shl i64 %loop.count75, 3
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 %2
  %.301 = load i64, ptr %scevgep49, align 8
  %sunkaddr50 = getelementptr i8, ptr %.217, i64 24
  %.6.i14 = load ptr, ptr %sunkaddr50, align 8
  %.306 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 24
  %3 = shl i64 %loop.count75, 3
  %scevgep45 = getelementptr i8, ptr %.306, i64 %3
  store i64 %.301, ptr %scevgep45, align 8
  %.6.i12.1 = load ptr, ptr %sunkaddr, align 8
  %scevgep46 = getelementptr i8, ptr %.6.i12.1, i64 40
  %4 = shl i64 %loop.count75, 3
  %scevgep47 = getelementptr i8, ptr %scevgep46, i64 %4
  %.301.1 = load i64, ptr %scevgep47, align 8
  %.6.i14.1 = load ptr, ptr %sunkaddr50, align 8
  %5 = getelementptr i8, ptr %.6.i14.1, i64 32
  %6 = shl i64 %loop.count75, 3
  %scevgep44 = getelementptr i8, ptr %5, i64 %6
  store i64 %.301.1, ptr %scevgep44, align 8
  %.310.1 = add nuw i64 %loop.count75, 2
  %niter.ncmp.1 = icmp eq i64 %unroll_iter, %.310.1
  br i1 %niter.ncmp.1, label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit, label %for.body

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.else.endif, %B0.endif.endif.endif.endi...endif.endif, %B0.endif.endif.endif.endi...endif.endif.if
  %.352.sroa.0.390 = phi i64 [ 0, %B0.endif.endif.endif.endi...endif.endif ], [ 0, %B0.endif.endif.endif.endi...endif.endif.if ], [ %.361, %B0.endif.endif.endif.endif.endif.endif.endif.else.endif ]
  %.352.sroa.13.0 = phi i64 [ 2, %B0.endif.endif.endif.endi...endif.endif ], [ %.361, %B0.endif.endif.endif.endi...endif.endif.if ], [ %.361, %B0.endif.endif.endif.endif.endif.endif.endif.else.endif ]
  %.444 = sub i64 %.352.sroa.13.0, %.352.sroa.0.390
  %.453 = tail call i64 @llvm.smax.i64(i64 %.444, i64 0)
  %.461 = shl i64 %.453, 3
  %.462 = icmp sgt i64 %.444, %const
  %.463 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.461, i64 24)
  %.465 = extractvalue { i64, i1 } %.463, 1
  %.466 = or i1 %.462, %.465
  br i1 %.466, label %B0.endif.endif.endif.endi...endif.2.if, label %B0.endif.endif.endif.endi...if.2, !prof !1

B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit: ; preds = %for.body
  %7 = add i64 %.310.1, 1
  br label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa

B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit, %for.body.preheader
  %loop.count75.unr = phi i64 [ 0, %for.body.preheader ], [ %.310.1, %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit ]
  %loop.index74.unr = phi i64 [ 1, %for.body.preheader ], [ %7, %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit ]
  %8 = and i64 %.26, 1
  %lcmp.mod.not = icmp eq i64 %8, 0
  br i1 %lcmp.mod.not, label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif, label %for.body.epil

for.body.epil:                                    ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa
  %sunkaddr51 = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i12.epil = load ptr, ptr %sunkaddr51, align 8
  %.299.epil = getelementptr inbounds nuw i8, ptr %.6.i12.epil, i64 24
  %.300.epil = getelementptr i64, ptr %.299.epil, i64 %loop.index74.unr
  %.301.epil = load i64, ptr %.300.epil, align 8
  %sunkaddr52 = getelementptr i8, ptr %.217, i64 24
  %.6.i14.epil = load ptr, ptr %sunkaddr52, align 8
  %.306.epil = getelementptr inbounds nuw i8, ptr %.6.i14.epil, i64 24
  %.307.epil = getelementptr i64, ptr %.306.epil, i64 %loop.count75.unr
  store i64 %.301.epil, ptr %.307.epil, align 8
  br label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif

B0.endif.endif.endif.endif.endif.endif.endif.else.endif: ; preds = %for.body.epil, %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif.if
  %sunkaddr53 = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i16 = load ptr, ptr %sunkaddr53, align 8
  %.361 = load i64, ptr %.6.i16, align 8
  %.378 = icmp slt i64 %.361, 1
  br i1 %.378, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endi...endif.endif, !prof !1

B0.endif.endif.endif.endi...endif.endif:          ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.else.endif
  %.395 = icmp samesign ult i64 %.361, 3
  br i1 %.395, label %B0.endif.endif.endif.endi...endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !3

B0.endif.endif.endif.endi...endif.endif.if:       ; preds = %B0.endif.endif.endif.endi...endif.endif
  br label %B0.endif.endif.endif.endif.endif.endif.endif.endif

B0.endif.endif.endif.endi...if.2:                 ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.464 = extractvalue { i64, i1 } %.463, 0
  %.473 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.464, ptr nonnull @.dtor.list.int64)
  %.474 = icmp eq ptr %.473, null
  br i1 %.474, label %B0.endif.endif.endif.endi...endif.2.if, label %B0.endif.endif.endif.endi...endif.2.endif.if, !prof !1

B0.endif.endif.endif.endi...endif.2.if:           ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif, %B0.endif.endif.endif.endi...if.2
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endi...endif.2.endif.if:     ; preds = %B0.endif.endif.endif.endi...if.2
  %.5.i17 = getelementptr i8, ptr %.473, i64 24
  %.6.i18 = load ptr, ptr %.5.i17, align 8
  %.486 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 8
  store i64 %.453, ptr %.486, align 8
  %.6.i20 = load ptr, ptr %.5.i17, align 8
  store i64 0, ptr %.6.i20, align 8
  %.6.i22 = load ptr, ptr %.5.i17, align 8
  %.498 = getelementptr inbounds nuw i8, ptr %.6.i22, i64 16
  store i8 0, ptr %.498, align 1
  %.6.i24 = load ptr, ptr %.5.i17, align 8
  %.511 = getelementptr inbounds nuw i8, ptr %.6.i24, i64 24
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.511, i8 0, i64 %.461, i1 false)
  %.6.i26 = load ptr, ptr %.5.i17, align 8
  store i64 %.453, ptr %.6.i26, align 8
  %.54976 = icmp sgt i64 %.352.sroa.13.0, %.352.sroa.0.390
  br i1 %.54976, label %for.body.2.preheader, label %B0.endif.endif.endif.endi...endif.2.endif.endif

for.body.2.preheader:                             ; preds = %B0.endif.endif.endif.endi...endif.2.endif.if
  %.neg = add i64 %.352.sroa.0.390, 1
  %9 = icmp eq i64 %.352.sroa.13.0, %.neg
  br i1 %9, label %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter37 = and i64 %.444, -2
  %10 = shl i64 %.352.sroa.0.390, 3
  br label %for.body.2

B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit: ; preds = %for.body.2
  %11 = add i64 %.352.sroa.0.390, %.566.1
  br label %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa

B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit, %for.body.2.preheader
  %loop.count.278.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.566.1, %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit ]
  %loop.index.277.unr = phi i64 [ %.352.sroa.0.390, %for.body.2.preheader ], [ %11, %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit ]
  %12 = and i64 %.444, 1
  %lcmp.mod36.not = icmp eq i64 %12, 0
  br i1 %lcmp.mod36.not, label %B0.endif.endif.endif.endi...endif.2.endif.endif, label %for.body.2.epil

for.body.2.epil:                                  ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa
  %sunkaddr54 = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i32.epil = load ptr, ptr %sunkaddr54, align 8
  %.555.epil = getelementptr inbounds nuw i8, ptr %.6.i32.epil, i64 24
  %.556.epil = getelementptr i64, ptr %.555.epil, i64 %loop.index.277.unr
  %.557.epil = load i64, ptr %.556.epil, align 8
  %sunkaddr55 = getelementptr i8, ptr %.473, i64 24
  %.6.i34.epil = load ptr, ptr %sunkaddr55, align 8
  %.562.epil = getelementptr inbounds nuw i8, ptr %.6.i34.epil, i64 24
  %.563.epil = getelementptr i64, ptr %.562.epil, i64 %loop.count.278.unr
  store i64 %.557.epil, ptr %.563.epil, align 8
  br label %B0.endif.endif.endif.endi...endif.2.endif.endif

B0.endif.endif.endif.endi...endif.2.endif.endif:  ; preds = %for.body.2.epil, %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa, %B0.endif.endif.endif.endi...endif.2.endif.if
  tail call void @NRT_decref(ptr nonnull %arg.xs.0)
  %sunkaddr56 = getelementptr i8, ptr %.217, i64 24
  %.6.i28 = load ptr, ptr %sunkaddr56, align 8
  %.602 = load i64, ptr %.6.i28, align 8
  tail call void @NRT_decref(ptr nonnull %.217)
  %sunkaddr57 = getelementptr i8, ptr %.473, i64 24
  %.6.i30 = load ptr, ptr %sunkaddr57, align 8
  %.624 = load i64, ptr %.6.i30, align 8
  %.625 = icmp slt i64 %.624, 2
  br i1 %.625, label %B0.endif.endif.endif.endi...endif.2.endif.endif.if, label %B0.endif.endif.endif.endi...endif.2.endif.endif.endif, !prof !1

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.count.278 = phi i64 [ 0, %for.body.2.preheader.new ], [ %.566.1, %for.body.2 ]
  %sunkaddr58 = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i32 = load ptr, ptr %sunkaddr58, align 8
  %.555 = getelementptr inbounds nuw i8, ptr %.6.i32, i64 24
  %scevgep42 = getelementptr i8, ptr %.555, i64 %10
  %13 = shl i64 %loop.count.278, 3
  %scevgep43 = getelementptr i8, ptr %scevgep42, i64 %13
  %.557 = load i64, ptr %scevgep43, align 8
  %sunkaddr59 = getelementptr i8, ptr %.473, i64 24
  %.6.i34 = load ptr, ptr %sunkaddr59, align 8
  %.562 = getelementptr inbounds nuw i8, ptr %.6.i34, i64 24
  %14 = shl i64 %loop.count.278, 3
  %scevgep39 = getelementptr i8, ptr %.562, i64 %14
  store i64 %.557, ptr %scevgep39, align 8
  %.6.i32.1 = load ptr, ptr %sunkaddr58, align 8
  %15 = getelementptr i8, ptr %.6.i32.1, i64 32
  %scevgep40 = getelementptr i8, ptr %15, i64 %10
  %16 = shl i64 %loop.count.278, 3
  %scevgep41 = getelementptr i8, ptr %scevgep40, i64 %16
  %.557.1 = load i64, ptr %scevgep41, align 8
  %.6.i34.1 = load ptr, ptr %sunkaddr59, align 8
  %17 = getelementptr i8, ptr %.6.i34.1, i64 32
  %18 = shl i64 %loop.count.278, 3
  %scevgep = getelementptr i8, ptr %17, i64 %18
  store i64 %.557.1, ptr %scevgep, align 8
  %.566.1 = add i64 %loop.count.278, 2
  %niter38.ncmp.1 = icmp eq i64 %unroll_iter37, %.566.1
  br i1 %niter38.ncmp.1, label %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit, label %for.body.2

B0.endif.endif.endif.endi...endif.2.endif.endif.if: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endi...endif.2.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif
  %.592 = add nsw i64 %.78, %.43
  %.604 = add nsw i64 %.592, %.602
  %.638 = getelementptr i8, ptr %.6.i30, i64 32
  %.639 = load i64, ptr %.638, align 8
  tail call void @NRT_decref(ptr nonnull %.473)
  %.641 = add nsw i64 %.604, %.639
  store i64 %.641, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

define ptr @_ZN7cpython5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_index_and_slice, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca i64, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if, %entry.endif.endif.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.if ], [ null, %entry.endif.if ], [ %.457, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e")
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
  br i1 %.142, label %entry.endif.endif.else.endif.endif.if.endif, label %for.body.endif, !prof !1

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
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !1

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
  %.335 = call i32 @_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.331, ptr nonnull %excinfo, ptr nonnull %.25.sroa.0.017, ptr poison) #3
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
  br i1 %.480, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.493 = extractvalue { ptr, i32, ptr, ptr, i32 } %.464, 2
  %.494 = call ptr @numba_unpickle(ptr %.469, i32 %.471, ptr %.493)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.496 = phi ptr [ %.484, %entry.endif.endif.endif.e...endif ], [ %.494, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.497.not = icmp eq ptr %.496, null
  br i1 %.497.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

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

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(ptr, i64, ptr) local_unnamed_addr

declare i32 @PyList_Append(ptr, ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define i64 @cfunc._ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ ptr, ptr } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr } %.1, 0
  %.7 = call i32 @_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison) #3
  %.8 = load ptr, ptr %excinfo, align 8
  %.17 = load i64, ptr %.3, align 8
  %.19 = alloca i32, align 4
  store i32 0, ptr %.19, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if.if

common.ret:                                       ; preds = %entry, %.22, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.17, %.22 ], [ %.17, %entry ]
  ret i64 %common.ret.op

.22:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.70 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.70)
  call void @Py_DecRef(ptr %.70)
  call void @numba_gil_release(ptr nonnull %.19)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.19)
  call void @PyErr_Clear()
  %.25 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.26 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 4
  %.27 = icmp sgt i32 %.26, 0
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 1
  br i1 %.27, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.33 = sext i32 %.32 to i64
  %.34 = call ptr @PyBytes_FromStringAndSize(ptr %.30, i64 %.33)
  %.35 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.35, 2
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.35, 3
  %.40 = call ptr %.38(ptr %.36)
  %.41 = icmp eq ptr %.40, null
  br i1 %.41, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.54 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 2
  %.55 = call ptr @numba_unpickle(ptr %.30, i32 %.32, ptr %.54)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.57 = phi ptr [ %.45, %entry.if.if.if.endif ], [ %.55, %entry.if.if.else ]
  %.58.not = icmp eq ptr %.57, null
  br i1 %.58.not, label %.22, label %entry.if.if.endif.if, !prof !1

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

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!numba_args_may_always_need_nrt = !{!0}

!0 = !{ptr @_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!"branch_weights", i32 0, i32 -2147483648}
!4 = !{!"branch_weights", i32 99, i32 1}
!5 = !{!"branch_weights", i32 2126008812, i32 21474836}
