; ModuleID = 'list_index_and_slice'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('getitem out of range',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_index_and_slice = internal constant [21 x i8] c"list_index_and_slice\00"
@_ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [163 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define i32 @_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.xs.0, i8* nocapture readnone %arg.xs.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.xs.0)
  %.5.i1 = getelementptr i8, i8* %arg.xs.0, i64 24
  %0 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i281 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.25152 = bitcast { i64, i64, i8, i64 }* %.6.i281 to i64*
  %.26 = load i64, i64* %.25152, align 8
  %.27 = icmp slt i64 %.26, 1
  br i1 %.27, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif.endif, %B0.endif.endif.endif.endi...endif.2.endif.endif.if, %B0.endif.endif.endif.endi...endif.2.if, %B0.endif.endif.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endi...endif.2.if ], [ 1, %B0.endif.endif.endif.endi...endif.2.endif.endif.if ], [ 0, %B0.endif.endif.endif.endi...endif.2.endif.endif.endif ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.41 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i281, i64 0, i32 3
  %.43 = load i64, i64* %.41, align 8
  %.55 = add nsw i64 %.26, -1
  %.77 = getelementptr i64, i64* %.41, i64 %.55
  %.78 = load i64, i64* %.77, align 8
  %1 = icmp ugt i64 %.26, 2
  %2 = select i1 %1, i64 %.26, i64 2
  %.197 = add nsw i64 %2, -2
  %.204 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.197, i64 8)
  %.205 = extractvalue { i64, i1 } %.204, 0
  %.207 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.205, i64 24)
  %.206 = extractvalue { i64, i1 } %.204, 1
  %.209 = extractvalue { i64, i1 } %.207, 1
  %.210 = or i1 %.206, %.209
  br i1 %.210, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.if, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif
  %.208 = extractvalue { i64, i1 } %.207, 0
  %.217 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.208, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.218 = icmp eq i8* %.217, null
  br i1 %.218, label %B0.endif.endif.endif.endif.endif.if, label %for.cond.preheader, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif, %B0.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.cond.preheader:                               ; preds = %B0.endif.endif.endif.endif.if
  %.5.i59 = getelementptr i8, i8* %.217, i64 24
  %3 = bitcast i8* %.5.i59 to { i64, i64, i8, i64 }**
  %.6.i60102 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.230 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i60102, i64 0, i32 1
  store i64 %.197, i64* %.230, align 8
  %.6.i58103 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.236153 = bitcast { i64, i64, i8, i64 }* %.6.i58103 to i64*
  store i64 0, i64* %.236153, align 8
  %.6.i56104 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.242 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i56104, i64 0, i32 2
  store i8 0, i8* %.242, align 1
  %.6.i52105 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.255 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i52105, i64 0, i32 3
  %.262.idx = shl nuw nsw i64 %.197, 3
  %.266 = bitcast i64* %.255 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.266, i8 0, i64 %.262.idx, i1 false)
  %.6.i4887 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.282154 = bitcast { i64, i64, i8, i64 }* %.6.i4887 to i64*
  store i64 %.197, i64* %.282154, align 8
  %.29375 = icmp ugt i64 %.55, 1
  br i1 %.29375, label %for.body.preheader, label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif

for.body.preheader:                               ; preds = %for.cond.preheader
  %4 = icmp eq i64 %.26, 3
  br i1 %4, label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %5 = add i64 %.26, -2
  %unroll_iter124 = and i64 %5, -2
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.count77 = phi i64 [ 0, %for.body.preheader.new ], [ %.310.1, %for.body ]
  %sunkaddr = getelementptr i8, i8* %arg.xs.0, i64 24
  %6 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i44100 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %scevgep146 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i44100, i64 1
  %scevgep146147 = bitcast { i64, i64, i8, i64 }* %scevgep146 to i8*
  %7 = shl i64 %loop.count77, 3
  %uglygep148 = getelementptr i8, i8* %scevgep146147, i64 %7
  %uglygep148149 = bitcast i8* %uglygep148 to i64*
  %.301 = load i64, i64* %uglygep148149, align 8
  %sunkaddr155 = getelementptr i8, i8* %.217, i64 24
  %8 = bitcast i8* %sunkaddr155 to { i64, i64, i8, i64 }**
  %.6.i42101 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %scevgep144 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i42101, i64 0, i32 3
  %scevgep145 = getelementptr i64, i64* %scevgep144, i64 %loop.count77
  store i64 %.301, i64* %scevgep145, align 8
  %.6.i44100.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %scevgep150 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i44100.1, i64 1, i32 1
  %scevgep151 = getelementptr i64, i64* %scevgep150, i64 %loop.count77
  %.301.1 = load i64, i64* %scevgep151, align 8
  %.6.i42101.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %8, align 8
  %scevgep140 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i42101.1, i64 1
  %scevgep140141 = bitcast { i64, i64, i8, i64 }* %scevgep140 to i8*
  %9 = shl i64 %loop.count77, 3
  %uglygep142 = getelementptr i8, i8* %scevgep140141, i64 %9
  %uglygep142143 = bitcast i8* %uglygep142 to i64*
  store i64 %.301.1, i64* %uglygep142143, align 8
  %.310.1 = add nuw nsw i64 %loop.count77, 2
  %niter125.ncmp.1 = icmp eq i64 %unroll_iter124, %.310.1
  br i1 %niter125.ncmp.1, label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit, label %for.body

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif.endif, %B0.endif.endif.endif.endi...endif.endif.if
  %.352.sroa.13.0 = phi i64 [ %.361, %B0.endif.endif.endif.endi...endif.endif.if ], [ 2, %B0.endif.endif.endif.endi...endif.endif ]
  %.352.sroa.0.0 = phi i64 [ %.352.sroa.0.2118, %B0.endif.endif.endif.endi...endif.endif.if ], [ 0, %B0.endif.endif.endif.endi...endif.endif ]
  %.444 = sub i64 %.352.sroa.13.0, %.352.sroa.0.0
  %.451.inv = icmp sgt i64 %.444, 0
  %.453 = select i1 %.451.inv, i64 %.444, i64 0
  %.460 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.453, i64 8)
  %.461 = extractvalue { i64, i1 } %.460, 0
  %.463 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.461, i64 24)
  %.462 = extractvalue { i64, i1 } %.460, 1
  %.465 = extractvalue { i64, i1 } %.463, 1
  %.466 = or i1 %.462, %.465
  br i1 %.466, label %B0.endif.endif.endif.endi...endif.2.if, label %B0.endif.endif.endif.endi...if.2, !prof !1

B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit: ; preds = %for.body
  %10 = add i64 %.310.1, 1
  br label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa

B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit, %for.body.preheader
  %loop.count77.unr = phi i64 [ 0, %for.body.preheader ], [ %.310.1, %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit ]
  %loop.index76.unr = phi i64 [ 1, %for.body.preheader ], [ %10, %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa.loopexit ]
  %11 = and i64 %.26, 1
  %lcmp.mod123.not = icmp eq i64 %11, 0
  br i1 %lcmp.mod123.not, label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif, label %for.body.epil

for.body.epil:                                    ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa
  %sunkaddr156 = getelementptr i8, i8* %arg.xs.0, i64 24
  %12 = bitcast i8* %sunkaddr156 to { i64, i64, i8, i64 }**
  %.6.i44100.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %.299.epil = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i44100.epil, i64 0, i32 3
  %.300.epil = getelementptr i64, i64* %.299.epil, i64 %loop.index76.unr
  %.301.epil = load i64, i64* %.300.epil, align 8
  %sunkaddr157 = getelementptr i8, i8* %.217, i64 24
  %13 = bitcast i8* %sunkaddr157 to { i64, i64, i8, i64 }**
  %.6.i42101.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %.306.epil = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i42101.epil, i64 0, i32 3
  %.307.epil = getelementptr i64, i64* %.306.epil, i64 %loop.count77.unr
  store i64 %.301.epil, i64* %.307.epil, align 8
  br label %B0.endif.endif.endif.endif.endif.endif.endif.else.endif

B0.endif.endif.endif.endif.endif.endif.endif.else.endif: ; preds = %for.body.epil, %B0.endif.endif.endif.endif.endif.endif.endif.else.endif.loopexit.unr-lcssa, %for.cond.preheader
  %sunkaddr158 = getelementptr i8, i8* %arg.xs.0, i64 24
  %14 = bitcast i8* %sunkaddr158 to { i64, i64, i8, i64 }**
  %.6.i4688 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.360159 = bitcast { i64, i64, i8, i64 }* %.6.i4688 to i64*
  %.361 = load i64, i64* %.360159, align 8
  %.378 = icmp slt i64 %.361, 1
  br i1 %.378, label %B0.endif.endif.endif.endi...endif.endif.if, label %B0.endif.endif.endif.endi...endif.endif, !prof !1

B0.endif.endif.endif.endi...endif.endif:          ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.else.endif
  %.395 = icmp ult i64 %.361, 3
  br i1 %.395, label %B0.endif.endif.endif.endi...endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endi...endif.endif.if:       ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.else.endif, %B0.endif.endif.endif.endi...endif.endif
  %.352.sroa.0.2118 = phi i64 [ 0, %B0.endif.endif.endif.endi...endif.endif ], [ %.361, %B0.endif.endif.endif.endif.endif.endif.endif.else.endif ]
  br label %B0.endif.endif.endif.endif.endif.endif.endif.endif

B0.endif.endif.endif.endi...if.2:                 ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.464 = extractvalue { i64, i1 } %.463, 0
  %.473 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.464, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.474 = icmp eq i8* %.473, null
  br i1 %.474, label %B0.endif.endif.endif.endi...endif.2.if, label %for.cond.2.preheader, !prof !1

B0.endif.endif.endif.endi...endif.2.if:           ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif, %B0.endif.endif.endif.endi...if.2
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.cond.2.preheader:                             ; preds = %B0.endif.endif.endif.endi...if.2
  %.5.i35 = getelementptr i8, i8* %.473, i64 24
  %15 = bitcast i8* %.5.i35 to { i64, i64, i8, i64 }**
  %.6.i3695 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.486 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3695, i64 0, i32 1
  store i64 %.453, i64* %.486, align 8
  %.6.i3496 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.492160 = bitcast { i64, i64, i8, i64 }* %.6.i3496 to i64*
  store i64 0, i64* %.492160, align 8
  %.6.i3297 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.498 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3297, i64 0, i32 2
  store i8 0, i8* %.498, align 1
  %.6.i2898 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.511 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2898, i64 0, i32 3
  %.518.idx = shl nuw nsw i64 %.453, 3
  %.522 = bitcast i64* %.511 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.522, i8 0, i64 %.518.idx, i1 false)
  %.6.i2489 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %15, align 8
  %.538161 = bitcast { i64, i64, i8, i64 }* %.6.i2489 to i64*
  store i64 %.453, i64* %.538161, align 8
  %.54969 = icmp sgt i64 %.352.sroa.13.0, %.352.sroa.0.0
  br i1 %.54969, label %for.body.2.preheader, label %B0.endif.endif.endif.endi...endif.2.endif.endif

for.body.2.preheader:                             ; preds = %for.cond.2.preheader
  %.neg = add i64 %.352.sroa.0.0, 1
  %16 = icmp eq i64 %.352.sroa.13.0, %.neg
  br i1 %16, label %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter = and i64 %.444, -2
  %17 = shl i64 %.352.sroa.0.0, 3
  br label %for.body.2

B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit: ; preds = %for.body.2
  %18 = add i64 %.352.sroa.0.0, %.566.1
  br label %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa

B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit, %for.body.2.preheader
  %loop.count.271.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.566.1, %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit ]
  %loop.index.270.unr = phi i64 [ %.352.sroa.0.0, %for.body.2.preheader ], [ %18, %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit ]
  %19 = and i64 %.444, 1
  %lcmp.mod.not = icmp eq i64 %19, 0
  br i1 %lcmp.mod.not, label %B0.endif.endif.endif.endi...endif.2.endif.endif, label %for.body.2.epil

for.body.2.epil:                                  ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa
  %sunkaddr162 = getelementptr i8, i8* %arg.xs.0, i64 24
  %20 = bitcast i8* %sunkaddr162 to { i64, i64, i8, i64 }**
  %.6.i1293.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %20, align 8
  %.555.epil = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1293.epil, i64 0, i32 3
  %.556.epil = getelementptr i64, i64* %.555.epil, i64 %loop.index.270.unr
  %.557.epil = load i64, i64* %.556.epil, align 8
  %sunkaddr163 = getelementptr i8, i8* %.473, i64 24
  %21 = bitcast i8* %sunkaddr163 to { i64, i64, i8, i64 }**
  %.6.i1094.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %21, align 8
  %.562.epil = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1094.epil, i64 0, i32 3
  %.563.epil = getelementptr i64, i64* %.562.epil, i64 %loop.count.271.unr
  store i64 %.557.epil, i64* %.563.epil, align 8
  br label %B0.endif.endif.endif.endi...endif.2.endif.endif

B0.endif.endif.endif.endi...endif.2.endif.endif:  ; preds = %for.body.2.epil, %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa, %for.cond.2.preheader
  tail call void @NRT_decref(i8* nonnull %arg.xs.0)
  %sunkaddr164 = getelementptr i8, i8* %.217, i64 24
  %22 = bitcast i8* %sunkaddr164 to { i64, i64, i8, i64 }**
  %.6.i2090 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %22, align 8
  %.601165 = bitcast { i64, i64, i8, i64 }* %.6.i2090 to i64*
  %.602 = load i64, i64* %.601165, align 8
  tail call void @NRT_decref(i8* nonnull %.217)
  %sunkaddr166 = getelementptr i8, i8* %.473, i64 24
  %23 = bitcast i8* %sunkaddr166 to { i64, i64, i8, i64 }**
  %.6.i1491 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %23, align 8
  %.623167 = bitcast { i64, i64, i8, i64 }* %.6.i1491 to i64*
  %.624 = load i64, i64* %.623167, align 8
  %.625 = icmp slt i64 %.624, 2
  br i1 %.625, label %B0.endif.endif.endif.endi...endif.2.endif.endif.if, label %B0.endif.endif.endif.endi...endif.2.endif.endif.endif, !prof !1

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.count.271 = phi i64 [ 0, %for.body.2.preheader.new ], [ %.566.1, %for.body.2 ]
  %sunkaddr168 = getelementptr i8, i8* %arg.xs.0, i64 24
  %24 = bitcast i8* %sunkaddr168 to { i64, i64, i8, i64 }**
  %.6.i1293 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %24, align 8
  %scevgep130 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1293, i64 0, i32 3
  %scevgep130131 = bitcast i64* %scevgep130 to i8*
  %uglygep132 = getelementptr i8, i8* %scevgep130131, i64 %17
  %25 = shl i64 %loop.count.271, 3
  %scevgep133 = getelementptr i8, i8* %uglygep132, i64 %25
  %scevgep133134 = bitcast i8* %scevgep133 to i64*
  %.557 = load i64, i64* %scevgep133134, align 8
  %sunkaddr169 = getelementptr i8, i8* %.473, i64 24
  %26 = bitcast i8* %sunkaddr169 to { i64, i64, i8, i64 }**
  %.6.i1094 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %26, align 8
  %scevgep128 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1094, i64 0, i32 3
  %scevgep129 = getelementptr i64, i64* %scevgep128, i64 %loop.count.271
  store i64 %.557, i64* %scevgep129, align 8
  %.6.i1293.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %24, align 8
  %scevgep135 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1293.1, i64 1
  %scevgep135136 = bitcast { i64, i64, i8, i64 }* %scevgep135 to i8*
  %uglygep137 = getelementptr i8, i8* %scevgep135136, i64 %17
  %27 = shl i64 %loop.count.271, 3
  %scevgep138 = getelementptr i8, i8* %uglygep137, i64 %27
  %scevgep138139 = bitcast i8* %scevgep138 to i64*
  %.557.1 = load i64, i64* %scevgep138139, align 8
  %.6.i1094.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %26, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1094.1, i64 1
  %scevgep126 = bitcast { i64, i64, i8, i64 }* %scevgep to i8*
  %28 = shl i64 %loop.count.271, 3
  %uglygep = getelementptr i8, i8* %scevgep126, i64 %28
  %uglygep127 = bitcast i8* %uglygep to i64*
  store i64 %.557.1, i64* %uglygep127, align 8
  %.566.1 = add i64 %loop.count.271, 2
  %niter.ncmp.1 = icmp eq i64 %unroll_iter, %.566.1
  br i1 %niter.ncmp.1, label %B0.endif.endif.endif.endi...endif.2.endif.endif.loopexit.unr-lcssa.loopexit, label %for.body.2

B0.endif.endif.endif.endi...endif.2.endif.endif.if: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endi...endif.2.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif.2.endif.endif
  %.592 = add nsw i64 %.78, %.43
  %.604 = add nsw i64 %.592, %.602
  %.637 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1491, i64 0, i32 3
  %.638 = getelementptr i64, i64* %.637, i64 1
  %.639 = load i64, i64* %.638, align 8
  tail call void @NRT_decref(i8* nonnull %.473)
  %.641 = add nsw i64 %.604, %.639
  store i64 %.641, i64* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

define i8* @_ZN7cpython5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.const.list_index_and_slice, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca i64, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.457, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([163 x i8], [163 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e", i64 0, i64 0))
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
  %.6.i62 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.43122 = bitcast { i64, i64, i8, i64 }* %.6.i62 to i64*
  store i64 %.21, i64* %.43122, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.56 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.21, i64 8)
  %.57 = extractvalue { i64, i1 } %.56, 0
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.58 = extractvalue { i64, i1 } %.56, 1
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.if, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.else.endif.if, %entry.endif.endif.else, %entry.endif.endif.else.endif.endif.endif.thread78
  %.53.sroa.0.07177 = phi i8* [ %.69, %entry.endif.endif.else.endif.endif.endif.thread78 ], [ null, %entry.endif.endif.else ], [ null, %entry.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.53.sroa.0.07177)
  br label %common.ret

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.60, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.70 = icmp eq i8* %.69, null
  br i1 %.70, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if, !prof !1

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i1 = getelementptr i8, i8* %.69, i64 24
  %1 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i257 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.82 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257, i64 0, i32 1
  store i64 %.21, i64* %.82, align 8
  %.6.i1258 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.88123 = bitcast { i64, i64, i8, i64 }* %.6.i1258 to i64*
  store i64 0, i64* %.88123, align 8
  %.6.i1859 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.94 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1859, i64 0, i32 2
  store i8 0, i8* %.94, align 1
  %.6.i3460 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.107 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3460, i64 0, i32 3
  %.114.idx = shl nsw i64 %.21, 3
  %.118 = bitcast i64* %.107 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.118, i8 0, i64 %.114.idx, i1 false)
  %.6.i3053 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.128124 = bitcast { i64, i64, i8, i64 }* %.6.i3053 to i64*
  store i64 %.21, i64* %.128124, align 8
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
  %.6.i2254 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.207 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2254, i64 0, i32 2
  store i8 0, i8* %.207, align 1
  br label %entry.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call i8* @PyImport_ImportModuleNoBlock(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.133 = call i8* @PyObject_GetAttrString(i8* %.132, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.132)
  %.135 = call i8* @PyList_GetItem(i8* %.20, i64 0)
  %.136 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.135, i8* null)
  br label %for.body

entry.endif.endif.else.endif.endif.endif.thread78: ; preds = %for.body, %for.body.endif.endif.endif, %for.body.endif.if
  %4 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  %.6.i225481 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.20782 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i225481, i64 0, i32 2
  store i8 0, i8* %.20782, align 1
  br label %entry.endif.endif.endif

for.body:                                         ; preds = %for.body.lr.ph, %for.body.endif.endif.endif.endif
  %loop.index46 = phi i64 [ 0, %for.body.lr.ph ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.045 = phi i64 [ 0, %for.body.lr.ph ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call i8* @PyList_GetItem(i8* %.20, i64 %loop.index46)
  %.141 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.140, i8* null)
  %.142 = icmp eq i8* %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.endif.thread78, label %for.body.endif, !prof !1

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq i8* %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !3

for.body.endif.if:                                ; preds = %for.body.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.136, i8* nonnull %.141)
  call void @Py_DecRef(i8* nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.endif.thread78

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
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.045, %for.body.endif.endif ]
  %.163 = call i8* @PyErr_Occurred()
  %.164.not = icmp eq i8* %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.endif.thread78, !prof !3

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %5 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i2655 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %scevgep120 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2655, i64 0, i32 3
  %scevgep121 = getelementptr i64, i64* %scevgep120, i64 %loop.index46
  store i64 %.153.1, i64* %scevgep121, align 8
  %.6.i2456 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.186 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2456, i64 0, i32 2
  store i8 1, i8* %.186, align 1
  %.189 = add nuw nsw i64 %loop.index46, 1
  %exitcond92.not = icmp eq i64 %.21, %.189
  br i1 %exitcond92.not, label %entry.endif.endif.else.endif.endif.endif.critedge, label %for.body, !prof !4

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.if, %entry.endif.endif.else.endif.endif.endif
  %.pre-phi = phi { i64, i64, i8, i64 }** [ %0, %entry.endif.endif.if ], [ %2, %entry.endif.endif.else.endif.endif.endif ]
  %.25.sroa.0.0.ph = phi i8* [ %.27, %entry.endif.endif.if ], [ %.69, %entry.endif.endif.else.endif.endif.endif ]
  store i64 0, i64* %.331, align 8
  %.335 = call i32 @_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.331, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* nonnull %.25.sroa.0.0.ph, i8* undef) #3
  %.336 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.343 = icmp sgt i32 %.335, 0
  %.344 = select i1 %.343, { i8*, i32, i8*, i8*, i32 }* %.336, { i8*, i32, i8*, i8*, i32 }* undef
  %.345 = load i64, i64* %.331, align 8
  %sunkaddr125 = getelementptr i8, i8* %.25.sroa.0.0.ph, i64 24
  %6 = bitcast i8* %sunkaddr125 to { i64, i64, i8, i64 }**
  %.6.i1647 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.357 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1647, i64 0, i32 2
  %.358 = load i8, i8* %.357, align 1
  %.361 = icmp eq i8 %.358, 0
  br i1 %.361, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.371 = call i64 @PyList_Size(i8* %.20)
  %.6.i1448 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.376126 = bitcast { i64, i64, i8, i64 }* %.6.i1448 to i64*
  %.377 = load i64, i64* %.376126, align 8
  %.378 = sub i64 %.377, %.371
  %.379 = icmp sgt i64 %.378, -1
  br i1 %.379, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38240 = icmp sgt i64 %.371, 0
  br i1 %.38240, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  %.388100 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1448, i64 0, i32 3
  %.390101 = load i64, i64* %.388100, align 8
  %.393102 = call i8* @PyLong_FromLongLong(i64 %.390101)
  %.396103 = call i32 @PyList_SetItem(i8* %.20, i64 0, i8* %.393102)
  %exitcond90.not104 = icmp eq i64 %.371, 1
  br i1 %exitcond90.not104, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge.preheader

for.body.4.for.body.4_crit_edge.preheader:        ; preds = %for.body.4.preheader
  %7 = add i64 %.371, -1
  br label %for.body.4.for.body.4_crit_edge

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif
  call void @numba_reset_pyobject_private_data(i8* %.20)
  call void @NRT_decref(i8* nonnull %.25.sroa.0.0.ph)
  switch i32 %.335, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.420 = call i32 @PyList_SetSlice(i8* %.20, i64 %.377, i64 %.371, i8* null)
  %.42242 = icmp sgt i64 %.377, 0
  br i1 %.42242, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %.6.i1049 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.444 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1049, i64 0, i32 2
  store i8 0, i8* %.444, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4.for.body.4_crit_edge, %for.body.4.preheader, %for.cond.4.preheader
  %.40038 = icmp sgt i64 %.378, 0
  br i1 %.40038, label %for.body.5.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  br label %for.body.5

for.body.4.for.body.4_crit_edge:                  ; preds = %for.body.4.for.body.4_crit_edge.preheader, %for.body.4.for.body.4_crit_edge
  %lsr.iv113 = phi i64 [ 0, %for.body.4.for.body.4_crit_edge.preheader ], [ %lsr.iv.next114, %for.body.4.for.body.4_crit_edge ]
  %8 = add i64 %lsr.iv113, 1
  %.6.i852.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep115 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i852.pre, i64 1
  %scevgep115116 = bitcast { i64, i64, i8, i64 }* %scevgep115 to i8*
  %9 = shl i64 %lsr.iv113, 3
  %uglygep = getelementptr i8, i8* %scevgep115116, i64 %9
  %uglygep117 = bitcast i8* %uglygep to i64*
  %.390 = load i64, i64* %uglygep117, align 8
  %.393 = call i8* @PyLong_FromLongLong(i64 %.390)
  %.396 = call i32 @PyList_SetItem(i8* %.20, i64 %8, i8* %.393)
  %lsr.iv.next114 = add nuw nsw i64 %lsr.iv113, 1
  %exitcond90.not = icmp eq i64 %7, %lsr.iv.next114
  br i1 %exitcond90.not, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv = phi i64 [ %.371, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %.6.i651 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i651, i64 0, i32 3
  %scevgep112 = getelementptr i64, i64* %scevgep, i64 %lsr.iv
  %.409 = load i64, i64* %scevgep112, align 8
  %.412 = call i8* @PyLong_FromLongLong(i64 %.409)
  %.415 = call i32 @PyList_Append(i8* %.20, i8* %.412)
  call void @Py_DecRef(i8* %.412)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.377, %lsr.iv.next
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.643 = phi i64 [ %.437, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %.6.i450 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep118 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450, i64 0, i32 3
  %scevgep119 = getelementptr i64, i64* %scevgep118, i64 %loop.index.643
  %.430 = load i64, i64* %scevgep119, align 8
  %.433 = call i8* @PyLong_FromLongLong(i64 %.430)
  %.436 = call i32 @PyList_SetItem(i8* %.20, i64 %loop.index.643, i8* %.433)
  %.437 = add nuw nsw i64 %loop.index.643, 1
  %exitcond91.not = icmp eq i64 %.377, %.437
  br i1 %exitcond91.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %10 = icmp sgt i32 %.335, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.457 = call i8* @PyLong_FromLongLong(i64 %.345)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.464 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.465 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 4
  %.466 = icmp sgt i32 %.465, 0
  %.469 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 0
  %.471 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 1
  br i1 %.466, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.472 = sext i32 %.471 to i64
  %.473 = call i8* @PyBytes_FromStringAndSize(i8* %.469, i64 %.472)
  %.474 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.475 = extractvalue { i8*, i32, i8*, i8*, i32 } %.474, 2
  %.477 = extractvalue { i8*, i32, i8*, i8*, i32 } %.474, 3
  %.478 = bitcast i8* %.477 to i8* (i8*)*
  %.479 = call i8* %.478(i8* %.475)
  %.480 = icmp eq i8* %.479, null
  br i1 %.480, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.493 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 2
  %.494 = call i8* @numba_unpickle(i8* %.469, i32 %.471, i8* %.493)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.496 = phi i8* [ %.484, %entry.endif.endif.endif.e...endif ], [ %.494, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.497.not = icmp eq i8* %.496, null
  br i1 %.497.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.484 = call i8* @numba_runtime_build_excinfo_struct(i8* %.473, i8* nonnull %.479)
  %.485 = bitcast { i8*, i32, i8*, i8*, i32 }* %.344 to i8*
  call void @NRT_Free(i8* nonnull %.485)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.496)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
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

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define i64 @cfunc._ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8* } %.1, 0
  %.7 = call i32 @_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef) #3
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.9.not = icmp eq i32 %.7, 0
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17 = load i64, i64* %.3, align 8
  %.19 = alloca i32, align 4
  store i32 0, i32* %.19, align 4
  br i1 %.9.not, label %common.ret, label %entry.if, !prof !3

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.19)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.22, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.17, %.22 ], [ %.17, %entry ]
  ret i64 %common.ret.op

.22:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.70 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.70)
  call void @Py_DecRef(i8* %.70)
  call void @numba_gil_release(i32* nonnull %.19)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.25 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.26 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 4
  %.27 = icmp sgt i32 %.26, 0
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 1
  br i1 %.27, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.33 = sext i32 %.32 to i64
  %.34 = call i8* @PyBytes_FromStringAndSize(i8* %.30, i64 %.33)
  %.35 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 2
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 3
  %.39 = bitcast i8* %.38 to i8* (i8*)*
  %.40 = call i8* %.39(i8* %.36)
  %.41 = icmp eq i8* %.40, null
  br i1 %.41, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.54 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 2
  %.55 = call i8* @numba_unpickle(i8* %.30, i32 %.32, i8* %.54)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.57 = phi i8* [ %.45, %entry.if.if.if.endif ], [ %.55, %entry.if.if.else ]
  %.58.not = icmp eq i8* %.57, null
  br i1 %.58.not, label %.22, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.45 = call i8* @numba_runtime_build_excinfo_struct(i8* %.34, i8* nonnull %.40)
  %.46 = bitcast { i8*, i32, i8*, i8*, i32 }* %.16 to i8*
  call void @NRT_Free(i8* nonnull %.46)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.57)
  br label %.22

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.22
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

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }

!numba_args_may_always_need_nrt = !{!0}

!0 = !{i32 (i64*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*)* @_ZN5cases9sequences20list_index_and_sliceB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!"branch_weights", i32 99, i32 1}
!4 = !{!"branch_weights", i32 21474836, i32 2126008812}
