; ModuleID = 'typed_list_build'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.typed_list_build = internal constant [17 x i8] c"typed_list_build\00"
@_ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [124 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx = common local_unnamed_addr global i8* null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate list',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx = common local_unnamed_addr global i8* null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('list is immutable',), ('impl', 'numba/typed/listobject.py', 605))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Unable to allocate memory to append item',), ('impl', 'numba/typed/listobject.py', 607))
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object7, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object7.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('list.append failed unexpectedly',), ('impl', 'numba/typed/listobject.py', 609))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object8, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object8.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d = common local_unnamed_addr global i8* null

define i32 @_ZN5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx([2 x i64]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
entry:
  %.35.i.i.i.i = alloca { i8*, i8* }, align 8
  %0 = bitcast { i8*, i8* }* %.35.i.i.i.i to i64*
  %.8.i = alloca i64, align 8
  %.21.i.i.i.i = alloca i8*, align 8
  %1 = bitcast i8** %.21.i.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !2
  %2 = bitcast { i8*, i8* }* %.35.i.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2), !noalias !2
  store i8* null, i8** %.21.i.i.i.i, align 8, !noalias !12
  %.24.i.i.i.i = call i32 @numba_list_new(i8** nonnull %.21.i.i.i.i, i64 8, i64 0), !noalias !12
  %.25.not.i.i.i.i = icmp eq i32 %.24.i.i.i.i, 0
  br i1 %.25.not.i.i.i.i, label %B48.endif.i.i.i.i, label %B0.if, !prof !16

B48.endif.i.i.i.i:                                ; preds = %entry
  %3 = bitcast { i8*, i8* }* %.35.i.i.i.i to i8*
  %.32.i.i.i.i = load i8*, i8** %.21.i.i.i.i, align 8, !noalias !12
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false), !noalias !12
  call void @numba_list_set_method_table(i8* %.32.i.i.i.i, { i8*, i8* }* nonnull %.35.i.i.i.i), !noalias !12
  %.47.i.i.i.i = call i8* @NRT_MemInfo_alloc_dtor(i64 8, i8* bitcast (void (i8*, i64, i8*)* @_numba_list_dtor to i8*)), !noalias !12
  %.48.i.i.i.i = icmp eq i8* %.47.i.i.i.i, null
  br i1 %.48.i.i.i.i, label %B0.if, label %B0.endif.endif, !prof !16

B64:                                              ; preds = %B64.lr.ph, %B64.endif
  %.60.035 = phi i64 [ 0, %B64.lr.ph ], [ %.129, %B64.endif ]
  %4 = bitcast i64* %0 to i8*
  call void @NRT_incref(i8* nonnull %.47.i.i.i.i)
  %.156 = mul nsw i64 %.60.035, %.60.035
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4)
  store i64 %.156, i64* %0, align 8, !noalias !17
  %.18.i = call i32 @numba_list_append(i8* %.32.i.i.i.i, i8* nonnull %4), !noalias !17
  switch i32 %.18.i, label %B64.if.loopexit39 [
    i32 0, label %B64.endif
    i32 -5, label %B64.if.loopexit
    i32 -2, label %B64.if.loopexit49
  ]

B126:                                             ; preds = %B126.preheader, %B126
  %total.2.034 = phi i64 [ %.367, %B126 ], [ %total.2.034.ph, %B126.preheader ]
  %.194.033 = phi i64 [ %.341, %B126 ], [ %.194.033.ph, %B126.preheader ]
  %5 = shl i64 %.194.033, 3
  %scevgep = getelementptr i8, i8* %.296, i64 %5
  %scevgep50 = bitcast i8* %scevgep to i64*
  %.308 = load i64, i64* %scevgep50, align 8
  %.341 = add nuw nsw i64 %.194.033, 1
  %.367 = add nsw i64 %.308, %total.2.034
  %exitcond.not = icmp eq i64 %.15.i, %.341
  br i1 %exitcond.not, label %B140.endif, label %B126, !llvm.loop !21

B0.if:                                            ; preds = %entry, %B48.endif.i.i.i.i
  %excinfo.1.0.i.i.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object4, %entry ], [ @.const.picklebuf.object5, %B48.endif.i.i.i.i ]
  %6 = bitcast { i8*, i8* }* %.35.i.i.i.i to i8*
  %7 = bitcast i8** %.21.i.i.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7), !noalias !2
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6), !noalias !2
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.i.i.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B64.if, %B0.if, %B140.endif
  %common.ret.op = phi i32 [ 0, %B140.endif ], [ 1, %B0.if ], [ 1, %B64.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B48.endif.i.i.i.i
  %8 = bitcast { i8*, i8* }* %.35.i.i.i.i to i8*
  %9 = bitcast i8** %.21.i.i.i.i to i8*
  %.5.i.i.i.i.i = getelementptr i8, i8* %.47.i.i.i.i, i64 24
  %10 = bitcast i8* %.5.i.i.i.i.i to i8***
  %.6.i1.i.i.i.i = load i8**, i8*** %10, align 8, !noalias !12
  store i8* %.32.i.i.i.i, i8** %.6.i1.i.i.i.i, align 8, !noalias !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9), !noalias !2
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8), !noalias !2
  %.74.inv = icmp sgt i64 %arg.n, 0
  br i1 %.74.inv, label %B64.lr.ph, label %B116.endif

B64.lr.ph:                                        ; preds = %B0.endif.endif
  br label %B64

B64.if.loopexit39:                                ; preds = %B64
  br label %B64.if

B64.if.loopexit:                                  ; preds = %B64
  br label %B64.if

B64.if.loopexit49:                                ; preds = %B64
  br label %B64.if

B64.if:                                           ; preds = %B64.if.loopexit49, %B64.if.loopexit, %B64.if.loopexit39
  %excinfo.2.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object8, %B64.if.loopexit39 ], [ @.const.picklebuf.object6, %B64.if.loopexit ], [ @.const.picklebuf.object7, %B64.if.loopexit49 ]
  %11 = bitcast i64* %0 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B64.endif:                                        ; preds = %B64
  %12 = bitcast i64* %0 to i8*
  %.129 = add nuw nsw i64 %.60.035, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  call void @NRT_decref(i8* nonnull %.47.i.i.i.i)
  %exitcond37.not = icmp eq i64 %arg.n, %.129
  br i1 %exitcond37.not, label %B116.endif, label %B64

B116.endif:                                       ; preds = %B64.endif, %B0.endif.endif
  %.13.i = call i64 @numba_list_size_address(i8* %.32.i.i.i.i) #6, !noalias !24
  %.14.i = inttoptr i64 %.13.i to i64*
  %.15.i = load i64, i64* %.14.i, align 8, !noalias !24
  %.28432 = icmp sgt i64 %.15.i, 0
  br i1 %.28432, label %B126.lr.ph, label %B140.endif

B126.lr.ph:                                       ; preds = %B116.endif
  %.296 = call i8* @numba_list_base_ptr(i8* %.32.i.i.i.i)
  %min.iters.check = icmp ult i64 %.15.i, 4
  br i1 %min.iters.check, label %B126.preheader, label %vector.ph

vector.ph:                                        ; preds = %B126.lr.ph
  %n.vec = and i64 %.15.i, -4
  %13 = add i64 %n.vec, -4
  %14 = lshr exact i64 %13, 2
  %15 = add nuw nsw i64 %14, 1
  %xtraiter = and i64 %15, 3
  %16 = icmp ult i64 %13, 12
  br i1 %16, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %15, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv81 = phi i64 [ %lsr.iv.next82, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %31, %vector.body ]
  %vec.phi40 = phi <2 x i64> [ zeroinitializer, %vector.ph.new ], [ %32, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr84 = getelementptr i8, i8* %.296, i64 %sunkaddr
  %17 = bitcast i8* %sunkaddr84 to <2 x i64>*
  %wide.load = load <2 x i64>, <2 x i64>* %17, align 8
  %sunkaddr85 = mul i64 %index, 8
  %sunkaddr86 = getelementptr i8, i8* %.296, i64 %sunkaddr85
  %sunkaddr87 = getelementptr i8, i8* %sunkaddr86, i64 16
  %18 = bitcast i8* %sunkaddr87 to <2 x i64>*
  %wide.load41 = load <2 x i64>, <2 x i64>* %18, align 8
  %19 = add <2 x i64> %wide.load, %vec.phi
  %20 = add <2 x i64> %wide.load41, %vec.phi40
  %sunkaddr88 = mul i64 %index, 8
  %sunkaddr89 = getelementptr i8, i8* %.296, i64 %sunkaddr88
  %sunkaddr90 = getelementptr i8, i8* %sunkaddr89, i64 32
  %21 = bitcast i8* %sunkaddr90 to <2 x i64>*
  %wide.load.1 = load <2 x i64>, <2 x i64>* %21, align 8
  %sunkaddr91 = mul i64 %index, 8
  %sunkaddr92 = getelementptr i8, i8* %.296, i64 %sunkaddr91
  %sunkaddr93 = getelementptr i8, i8* %sunkaddr92, i64 48
  %22 = bitcast i8* %sunkaddr93 to <2 x i64>*
  %wide.load41.1 = load <2 x i64>, <2 x i64>* %22, align 8
  %23 = add <2 x i64> %wide.load.1, %19
  %24 = add <2 x i64> %wide.load41.1, %20
  %sunkaddr94 = mul i64 %index, 8
  %sunkaddr95 = getelementptr i8, i8* %.296, i64 %sunkaddr94
  %sunkaddr96 = getelementptr i8, i8* %sunkaddr95, i64 64
  %25 = bitcast i8* %sunkaddr96 to <2 x i64>*
  %wide.load.2 = load <2 x i64>, <2 x i64>* %25, align 8
  %sunkaddr97 = mul i64 %index, 8
  %sunkaddr98 = getelementptr i8, i8* %.296, i64 %sunkaddr97
  %sunkaddr99 = getelementptr i8, i8* %sunkaddr98, i64 80
  %26 = bitcast i8* %sunkaddr99 to <2 x i64>*
  %wide.load41.2 = load <2 x i64>, <2 x i64>* %26, align 8
  %27 = add <2 x i64> %wide.load.2, %23
  %28 = add <2 x i64> %wide.load41.2, %24
  %sunkaddr100 = mul i64 %index, 8
  %sunkaddr101 = getelementptr i8, i8* %.296, i64 %sunkaddr100
  %sunkaddr102 = getelementptr i8, i8* %sunkaddr101, i64 96
  %29 = bitcast i8* %sunkaddr102 to <2 x i64>*
  %wide.load.3 = load <2 x i64>, <2 x i64>* %29, align 8
  %sunkaddr103 = mul i64 %index, 8
  %sunkaddr104 = getelementptr i8, i8* %.296, i64 %sunkaddr103
  %sunkaddr105 = getelementptr i8, i8* %sunkaddr104, i64 112
  %30 = bitcast i8* %sunkaddr105 to <2 x i64>*
  %wide.load41.3 = load <2 x i64>, <2 x i64>* %30, align 8
  %31 = add <2 x i64> %wide.load.3, %27
  %32 = add <2 x i64> %wide.load41.3, %28
  %index.next.3 = add i64 %index, 16
  %lsr.iv.next82 = add i64 %lsr.iv81, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next82, 0
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !27

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa42.ph = phi <2 x i64> [ undef, %vector.ph ], [ %31, %vector.body ]
  %.lcssa.ph = phi <2 x i64> [ undef, %vector.ph ], [ %32, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %vec.phi.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %31, %vector.body ]
  %vec.phi40.unr = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %32, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %33 = shl i64 %index.unr, 3
  %34 = add i64 %33, 16
  %scevgep51 = getelementptr i8, i8* %.296, i64 %34
  %35 = shl nuw nsw i64 %xtraiter, 5
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next, %vector.body.epil ]
  %vec.phi.epil = phi <2 x i64> [ %36, %vector.body.epil ], [ %vec.phi.unr, %vector.body.epil.preheader ]
  %vec.phi40.epil = phi <2 x i64> [ %37, %vector.body.epil ], [ %vec.phi40.unr, %vector.body.epil.preheader ]
  %scevgep54 = getelementptr i8, i8* %scevgep51, i64 %lsr.iv
  %scevgep5455 = bitcast i8* %scevgep54 to <2 x i64>*
  %scevgep56 = getelementptr <2 x i64>, <2 x i64>* %scevgep5455, i64 -1
  %wide.load.epil = load <2 x i64>, <2 x i64>* %scevgep56, align 8
  %scevgep52 = getelementptr i8, i8* %scevgep51, i64 %lsr.iv
  %scevgep5253 = bitcast i8* %scevgep52 to <2 x i64>*
  %wide.load41.epil = load <2 x i64>, <2 x i64>* %scevgep5253, align 8
  %36 = add <2 x i64> %wide.load.epil, %vec.phi.epil
  %37 = add <2 x i64> %wide.load41.epil, %vec.phi40.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %35, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !28

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa42 = phi <2 x i64> [ %.lcssa42.ph, %middle.block.unr-lcssa ], [ %36, %vector.body.epil ]
  %.lcssa = phi <2 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %37, %vector.body.epil ]
  %bin.rdx = add <2 x i64> %.lcssa, %.lcssa42
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 undef>
  %bin.rdx83 = add <2 x i64> %bin.rdx, %rdx.shuf
  %38 = extractelement <2 x i64> %bin.rdx83, i32 0
  %cmp.n = icmp eq i64 %.15.i, %n.vec
  br i1 %cmp.n, label %B140.endif, label %B126.preheader

B126.preheader:                                   ; preds = %B126.lr.ph, %middle.block
  %total.2.034.ph = phi i64 [ 0, %B126.lr.ph ], [ %38, %middle.block ]
  %.194.033.ph = phi i64 [ 0, %B126.lr.ph ], [ %n.vec, %middle.block ]
  br label %B126

B140.endif:                                       ; preds = %B126, %middle.block, %B116.endif
  %total.2.0.lcssa = phi i64 [ 0, %B116.endif ], [ %38, %middle.block ], [ %.367, %B126 ]
  call void @NRT_decref(i8* nonnull %.47.i.i.i.i)
  %retptr.repack106 = bitcast [2 x i64]* %retptr to i64*
  store i64 %total.2.0.lcssa, i64* %retptr.repack106, align 8
  %retptr.repack12 = getelementptr inbounds [2 x i64], [2 x i64]* %retptr, i64 0, i64 1
  store i64 %.15.i, i64* %retptr.repack12, align 8
  br label %common.ret
}

; Function Attrs: alwaysinline nofree nounwind readonly
declare i8* @numba_list_base_ptr(i8*) local_unnamed_addr #0

define i8* @_ZN7cpython5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.const.typed_list_build, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca [2 x i64], align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !16

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.55, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !16

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([124 x i8], [124 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !16

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !30

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = bitcast [2 x i64]* %.36 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx([2 x i64]* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.21.0) #4
  %.41 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.48 = icmp sgt i32 %.40, 0
  %.49 = select i1 %.48, { i8*, i32, i8*, i8*, i32 }* %.41, { i8*, i32, i8*, i8*, i32 }* undef
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %1 = icmp sgt i32 %.40, 0
  br i1 %1, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %2 = bitcast [2 x i64]* %.36 to i64*
  %3 = bitcast [2 x i64]* %.36 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %3, i64 8
  %4 = bitcast i8* %sunkaddr to i64*
  %.50.fca.1.load = load i64, i64* %4, align 8
  %.50.fca.0.load = load i64, i64* %2, align 8
  %.55 = call i8* @PyTuple_New(i32 2)
  %.59 = call i8* @PyLong_FromLongLong(i64 %.50.fca.0.load)
  %.62 = call i32 @PyTuple_SetItem(i8* %.55, i32 0, i8* %.59)
  %.66 = call i8* @PyLong_FromLongLong(i64 %.50.fca.1.load)
  %.69 = call i32 @PyTuple_SetItem(i8* %.55, i32 1, i8* %.66)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.74 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.75 = extractvalue { i8*, i32, i8*, i8*, i32 } %.74, 4
  %.76 = icmp sgt i32 %.75, 0
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.74, 0
  %.81 = extractvalue { i8*, i32, i8*, i8*, i32 } %.74, 1
  br i1 %.76, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.82 = sext i32 %.81 to i64
  %.83 = call i8* @PyBytes_FromStringAndSize(i8* %.79, i64 %.82)
  %.84 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.84, 2
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.84, 3
  %.88 = bitcast i8* %.87 to i8* (i8*)*
  %.89 = call i8* %.88(i8* %.85)
  %.90 = icmp eq i8* %.89, null
  br i1 %.90, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !16

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.103 = extractvalue { i8*, i32, i8*, i8*, i32 } %.74, 2
  %.104 = call i8* @numba_unpickle(i8* %.79, i32 %.81, i8* %.103)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.106 = phi i8* [ %.94, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.104, %entry.endif.endif.endif.endif.endif.if.else ]
  %.107.not = icmp eq i8* %.106, null
  br i1 %.107.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !16

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.94 = call i8* @numba_runtime_build_excinfo_struct(i8* %.83, i8* nonnull %.89)
  %.95 = bitcast { i8*, i32, i8*, i8*, i32 }* %.49 to i8*
  call void @NRT_Free(i8* nonnull %.95)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.106)
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

declare i8* @PyTuple_New(i32) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i32, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define [2 x i64] @cfunc._ZN5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca [2 x i64], align 8
  %.fca.0.gep1 = bitcast [2 x i64]* %.3 to i64*
  %.fca.1.gep = getelementptr inbounds [2 x i64], [2 x i64]* %.3, i64 0, i64 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast [2 x i64]* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = call i32 @_ZN5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx([2 x i64]* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1) #4
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.9.not = icmp eq i32 %.7, 0
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17.fca.0.load = load i64, i64* %.fca.0.gep1, align 8
  %.17.fca.0.insert = insertvalue [2 x i64] poison, i64 %.17.fca.0.load, 0
  %.17.fca.1.load = load i64, i64* %.fca.1.gep, align 8
  %.17.fca.1.insert = insertvalue [2 x i64] %.17.fca.0.insert, i64 %.17.fca.1.load, 1
  %.19 = alloca i32, align 4
  store i32 0, i32* %.19, align 4
  br i1 %.9.not, label %common.ret, label %entry.if, !prof !30

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.19)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.22, %entry.if.if.if.if
  %common.ret.op = phi [2 x i64] [ zeroinitializer, %entry.if.if.if.if ], [ %.17.fca.1.insert, %.22 ], [ %.17.fca.1.insert, %entry ]
  ret [2 x i64] %common.ret.op

.22:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
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

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.7, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.22
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.33 = sext i32 %.32 to i64
  %.34 = call i8* @PyBytes_FromStringAndSize(i8* %.30, i64 %.33)
  %.35 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 2
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 3
  %.39 = bitcast i8* %.38 to i8* (i8*)*
  %.40 = call i8* %.39(i8* %.36)
  %.41 = icmp eq i8* %.40, null
  br i1 %.41, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !16

entry.if.if.else:                                 ; preds = %entry.if.if
  %.54 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 2
  %.55 = call i8* @numba_unpickle(i8* %.30, i32 %.32, i8* %.54)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.57 = phi i8* [ %.45, %entry.if.if.if.endif ], [ %.55, %entry.if.if.else ]
  %.58.not = icmp eq i8* %.57, null
  br i1 %.58.not, label %.22, label %entry.if.if.endif.if, !prof !16

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

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.22

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.22
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @numba_list_new(i8**, i64, i64) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare void @numba_list_set_method_table(i8*, { i8*, i8* }*) local_unnamed_addr

define linkonce_odr void @_numba_list_dtor(i8* %.1, i64 %.2, i8* %.3) {
.5:
  %.6 = bitcast i8* %.1 to i8**
  %.7 = load i8*, i8** %.6, align 8
  tail call void @numba_list_free(i8* %.7)
  ret void
}

declare noalias i8* @NRT_MemInfo_alloc_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare void @numba_list_free(i8*) local_unnamed_addr

declare i32 @numba_list_append(i8*, i8*) local_unnamed_addr

; Function Attrs: alwaysinline nofree nounwind readonly
declare i64 @numba_list_size_address(i8*) local_unnamed_addr #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !16

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !16

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !16

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { alwaysinline nofree nounwind readonly }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { noinline }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !1, !1, !1, !0, !1}

!0 = distinct !{null}
!1 = distinct !{null}
!2 = !{!3, !5, !6, !8, !9, !11}
!3 = distinct !{!3, !4, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %retptr"}
!4 = distinct !{!4, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29"}
!5 = distinct !{!5, !4, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple: %retptr"}
!7 = distinct !{!7, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple"}
!8 = distinct !{!8, !7, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple: %retptr"}
!10 = distinct !{!10, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple"}
!11 = distinct !{!11, !10, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple: %excinfo"}
!12 = !{!13, !15, !3, !5, !6, !8, !9, !11}
!13 = distinct !{!13, !14, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %retptr"}
!14 = distinct !{!14, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx"}
!15 = distinct !{!15, !14, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %excinfo"}
!16 = !{!"branch_weights", i32 1, i32 99}
!17 = !{!18, !20}
!18 = distinct !{!18, !19, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %retptr"}
!19 = distinct !{!19, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx"}
!20 = distinct !{!20, !19, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %excinfo"}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d: %retptr"}
!26 = distinct !{!26, !"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d"}
!27 = distinct !{!27, !23}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !{!"branch_weights", i32 99, i32 1}
