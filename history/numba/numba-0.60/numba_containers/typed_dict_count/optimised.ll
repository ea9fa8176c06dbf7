; ModuleID = 'typed_dict_count'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.typed_dict_count = internal constant [17 x i8] c"typed_dict_count\00"
@_ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [154 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x = common local_unnamed_addr global i8* null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx = common local_unnamed_addr global i8* null
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex = common local_unnamed_addr global i8* null
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'KeyError'>, (), ('impl', 'numba/typed/dictobject.py', 778))
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object7, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object7.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('internal dict error during lookup',), ('impl', 'numba/typed/dictobject.py', 780))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object8, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object8.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types7scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing8int_hash12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing10_long_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null

define i32 @_ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, i64* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  %.36.i.i = alloca { i8*, i8*, i8*, i8*, i8* }, align 8
  %0 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i64*
  %1 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i64*
  %2 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i64*
  %3 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i64*
  %4 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i64*
  %.34.i50 = alloca i64, align 8
  %.42.i51 = alloca i64, align 8
  %5 = bitcast i64* %.42.i51 to i8**
  %.34.i29 = alloca i64, align 8
  %.42.i30 = alloca i64, align 8
  %.35.i = alloca i64, align 8
  %.43.i = alloca i64, align 8
  %.46.i = alloca i64, align 8
  %.37.i = alloca i64, align 8
  %.45.i = alloca i64, align 8
  %.34.i = alloca i64, align 8
  %.42.i = alloca i64, align 8
  %.22.i.i = alloca i8*, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %6 = bitcast i8** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6), !noalias !3
  %7 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %7), !noalias !3
  store i8* null, i8** %5, align 8, !noalias !7
  %.25.i.i = call i32 @numba_dict_new_sized(i8** nonnull %5, i64 0, i64 8, i64 8), !noalias !7
  %.26.not.i.i = icmp eq i32 %.25.i.i, 0
  br i1 %.26.not.i.i, label %B48.endif.i.i, label %B0.if, !prof !11

B48.endif.i.i:                                    ; preds = %entry
  %8 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i8*
  %.33.i.i = load i8*, i8** %5, align 8, !noalias !7
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %8, i8 0, i64 40, i1 false), !noalias !7
  call void @numba_dict_set_method_table(i8* %.33.i.i, { i8*, i8*, i8*, i8*, i8* }* nonnull %.36.i.i), !noalias !7
  %.51.i.i = call i8* @NRT_MemInfo_alloc_dtor(i64 8, i8* bitcast (void (i8*, i64, i8*)* @_numba_dict_dtor to i8*)), !noalias !7
  %.52.i.i = icmp eq i8* %.51.i.i, null
  br i1 %.52.i.i, label %B0.if, label %B0.endif, !prof !12

B164:                                             ; preds = %B94.endif.endif.endif.endif.endif, %B0.endif
  call void @NRT_decref(i8* %arg.a.0)
  %9 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9)
  %10 = bitcast i64* %.42.i51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10)
  store i64 0, i64* %.42.i51, align 8, !noalias !13
  store i64 0, i64* %1, align 8, !noalias !13
  %.52.i = call i64 @numba_dict_lookup(i8* %.33.i.i, i8* nonnull %9, i64 0, i8* nonnull %10), !noalias !13
  %.53.i = icmp sgt i64 %.52.i, -1
  br i1 %.53.i, label %B164.endif, label %B0.endif.endif.i

B0.endif.endif.i:                                 ; preds = %B164
  %11 = bitcast i64* %.42.i51 to i8*
  %12 = bitcast i64* %1 to i8*
  %.95.i = icmp eq i64 %.52.i, -1
  %spec.select = select i1 %.95.i, { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object7, { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object8, !prof !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11)
  store { i8*, i32, i8*, i8*, i32 }* %spec.select, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.if:                                            ; preds = %entry, %B48.endif.i.i
  %excinfo.1.0.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object3, %entry ], [ @.const.picklebuf.object4, %B48.endif.i.i ]
  %13 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i8*
  %14 = bitcast i8** %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14), !noalias !3
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %13), !noalias !3
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B48.endif.i.i
  %15 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i8*
  %16 = bitcast i8** %5 to i8*
  %.5.i.i.i = getelementptr i8, i8* %.51.i.i, i64 24
  %17 = bitcast i8* %.5.i.i.i to i8***
  %.6.i1.i.i = load i8**, i8*** %17, align 8, !noalias !7
  store i8* %.33.i.i, i8** %.6.i1.i.i, align 8, !noalias !7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16), !noalias !3
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %15), !noalias !3
  %.100114 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.100114, label %B94.else.if.lr.ph, label %B164

B94.else.if.lr.ph:                                ; preds = %B0.endif
  %.115 = ptrtoint i64* %arg.a.4 to i64
  br label %B94.else.if

common.ret:                                       ; preds = %B0.endif.endif.i67, %B0.endif.endif.i46, %B0.endif.endif.i, %B94.endif.endif.endif.endif.if, %B0.if, %B164.endif.endif.endif
  %common.ret.op = phi i32 [ 0, %B164.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.endif.i ], [ 1, %B0.endif.endif.i46 ], [ 1, %B0.endif.endif.i67 ], [ 1, %B94.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B94.else.if:                                      ; preds = %B94.else.if.lr.ph, %B94.endif.endif.endif.endif.endif
  %lsr.iv118 = phi i64 [ %arg.a.5.0, %B94.else.if.lr.ph ], [ %lsr.iv.next119, %B94.endif.endif.endif.endif.endif ]
  %lsr.iv = phi i64 [ %.115, %B94.else.if.lr.ph ], [ %lsr.iv.next, %B94.endif.endif.endif.endif.endif ]
  %18 = bitcast i64* %.46.i to i8*
  %19 = bitcast i64* %.42.i51 to i8*
  %20 = bitcast i64* %0 to i8*
  %21 = bitcast i64* %.42.i51 to i8*
  %22 = bitcast i64* %3 to i8*
  %.117 = inttoptr i64 %lsr.iv to i64*
  %.118 = load i64, i64* %.117, align 8
  %.167 = srem i64 %.118, 3
  %.169 = icmp slt i64 %.167, 0
  %.178 = add nsw i64 %.167, 3
  %spec.select103 = select i1 %.169, i64 %.178, i64 %.167
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21)
  store i64 0, i64* %.42.i51, align 8, !noalias !18
  store i64 %spec.select103, i64* %3, align 8, !noalias !18
  %.55.i = call i64 @numba_dict_lookup(i8* %.33.i.i, i8* nonnull %22, i64 %spec.select103, i8* nonnull %21), !noalias !18
  %.67.i = load i64, i64* %.42.i51, align 8, !noalias !18
  %.563.i = icmp slt i64 %.55.i, 0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21)
  %.67.i.op = add nsw i64 %.67.i, 1
  %.253 = select i1 %.563.i, i64 1, i64 %.67.i.op
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %18)
  store i64 0, i64* %.46.i, align 8, !noalias !21
  store i64 %spec.select103, i64* %0, align 8, !noalias !21
  store i64 %.253, i64* %.42.i51, align 8, !noalias !21
  %.57.i = call i32 @numba_dict_insert(i8* %.33.i.i, i8* nonnull %20, i64 %spec.select103, i8* nonnull %19, i8* nonnull %18), !noalias !21
  switch i32 %.57.i, label %B94.endif.endif.endif.endif.if.loopexit117 [
    i32 0, label %B94.endif.endif.endif.endif.endif
    i32 1, label %B94.endif.endif.endif.endif.endif
    i32 -5, label %B94.endif.endif.endif.endif.if.loopexit
  ]

B94.endif.endif.endif.endif.if.loopexit117:       ; preds = %B94.else.if
  br label %B94.endif.endif.endif.endif.if

B94.endif.endif.endif.endif.if.loopexit:          ; preds = %B94.else.if
  br label %B94.endif.endif.endif.endif.if

B94.endif.endif.endif.endif.if:                   ; preds = %B94.endif.endif.endif.endif.if.loopexit, %B94.endif.endif.endif.endif.if.loopexit117
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object6, %B94.endif.endif.endif.endif.if.loopexit117 ], [ @.const.picklebuf.object5, %B94.endif.endif.endif.endif.if.loopexit ]
  %23 = bitcast i64* %.46.i to i8*
  %24 = bitcast i64* %.42.i51 to i8*
  %25 = bitcast i64* %0 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B94.endif.endif.endif.endif.endif:                ; preds = %B94.else.if, %B94.else.if
  %26 = bitcast i64* %.46.i to i8*
  %27 = bitcast i64* %.42.i51 to i8*
  %28 = bitcast i64* %0 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26)
  %lsr.iv.next = add i64 %lsr.iv, %arg.a.6.0
  %lsr.iv.next119 = add i64 %lsr.iv118, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next119, 0
  br i1 %exitcond.not, label %B164, label %B94.else.if

B164.endif:                                       ; preds = %B164
  %29 = bitcast i64* %.42.i51 to i8*
  %30 = bitcast i64* %1 to i8*
  %.64.i = load i64, i64* %.42.i51, align 8, !noalias !13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29)
  %31 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %31)
  %32 = bitcast i64* %.42.i51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %32)
  store i64 0, i64* %.42.i51, align 8, !noalias !25
  store i64 1, i64* %2, align 8, !noalias !25
  %.52.i42 = call i64 @numba_dict_lookup(i8* %.33.i.i, i8* nonnull %31, i64 1, i8* nonnull %32), !noalias !25
  %.53.i43 = icmp sgt i64 %.52.i42, -1
  br i1 %.53.i43, label %B164.endif.endif, label %B0.endif.endif.i46

B0.endif.endif.i46:                               ; preds = %B164.endif
  %33 = bitcast i64* %.42.i51 to i8*
  %34 = bitcast i64* %2 to i8*
  %.95.i45 = icmp eq i64 %.52.i42, -1
  %spec.select105 = select i1 %.95.i45, { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object7, { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object8, !prof !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33)
  store { i8*, i32, i8*, i8*, i32 }* %spec.select105, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B164.endif.endif:                                 ; preds = %B164.endif
  %35 = bitcast i64* %.42.i51 to i8*
  %36 = bitcast i64* %2 to i8*
  %.64.i47 = load i64, i64* %.42.i51, align 8, !noalias !25
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35)
  %37 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %37)
  %38 = bitcast i64* %.42.i51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %38)
  store i64 0, i64* %.42.i51, align 8, !noalias !29
  store i64 2, i64* %4, align 8, !noalias !29
  %.52.i63 = call i64 @numba_dict_lookup(i8* %.33.i.i, i8* nonnull %37, i64 2, i8* nonnull %38), !noalias !29
  %.53.i64 = icmp sgt i64 %.52.i63, -1
  br i1 %.53.i64, label %B164.endif.endif.endif, label %B0.endif.endif.i67

B0.endif.endif.i67:                               ; preds = %B164.endif.endif
  %39 = bitcast i64* %.42.i51 to i8*
  %40 = bitcast i64* %4 to i8*
  %.95.i66 = icmp eq i64 %.52.i63, -1
  %spec.select106 = select i1 %.95.i66, { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object7, { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object8, !prof !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %40)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %39)
  store { i8*, i32, i8*, i8*, i32 }* %spec.select106, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B164.endif.endif.endif:                           ; preds = %B164.endif.endif
  %41 = bitcast i64* %.42.i51 to i8*
  %42 = bitcast i64* %4 to i8*
  %.313 = mul nsw i64 %.64.i, 100
  %.339 = mul nsw i64 %.64.i47, 10
  %.340 = add nsw i64 %.339, %.313
  %.64.i68 = load i64, i64* %.42.i51, align 8, !noalias !29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %42)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %41)
  call void @NRT_decref(i8* nonnull %.51.i.i)
  %.369 = add nsw i64 %.340, %.64.i68
  store i64 %.369, i64* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.const.typed_dict_count, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca i64, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !12

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.69, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !12

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([154 x i8], [154 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !12

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to i64**
  %.36.fca.4.load = load i64*, i64** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.6.0.load = load i64, i64* %9, align 8
  store i64 0, i64* %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i64* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, i64* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #3
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load i64, i64* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %10 = icmp sgt i32 %.49, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.69 = call i8* @PyLong_FromLongLong(i64 %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 0
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call i8* @PyBytes_FromStringAndSize(i8* %.81, i64 %.84)
  %.86 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.86, 2
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.86, 3
  %.90 = bitcast i8* %.89 to i8* (i8*)*
  %.91 = call i8* %.90(i8* %.87)
  %.92 = icmp eq i8* %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !12

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 2
  %.106 = call i8* @numba_unpickle(i8* %.81, i32 %.83, i8* %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi i8* [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq i8* %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !12

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.96 = call i8* @numba_runtime_build_excinfo_struct(i8* %.85, i8* nonnull %.91)
  %.97 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.97)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.108)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define i64 @cfunc._ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, i64* %extracted.data, i64 %.7, i64 %.8) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load i64, i64* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !33

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret i64 %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !12

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !12

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
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

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #0

declare i32 @numba_dict_new_sized(i8**, i64, i64, i64) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

declare void @numba_dict_set_method_table(i8*, { i8*, i8*, i8*, i8*, i8* }*) local_unnamed_addr

define linkonce_odr void @_numba_dict_dtor(i8* %.1, i64 %.2, i8* %.3) {
.5:
  %.6 = bitcast i8* %.1 to i8**
  %.7 = load i8*, i8** %.6, align 8
  tail call void @numba_dict_free(i8* %.7)
  ret void
}

declare noalias i8* @NRT_MemInfo_alloc_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #0

declare void @numba_dict_free(i8*) local_unnamed_addr

declare i64 @numba_dict_lookup(i8*, i8*, i64, i8*) local_unnamed_addr

declare i32 @numba_dict_insert(i8*, i8*, i64, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !12

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !12

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !12

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }

!numba_args_may_always_need_nrt = !{!0, !1, !2, !2, !2, !0, !1, !2}

!0 = distinct !{null}
!1 = distinct !{null}
!2 = distinct !{null}
!3 = !{!4, !6}
!4 = distinct !{!4, !5, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29: %retptr"}
!5 = distinct !{!5, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29"}
!6 = distinct !{!6, !5, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29: %excinfo"}
!7 = !{!8, !10, !4, !6}
!8 = distinct !{!8, !9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x: %retptr"}
!9 = distinct !{!9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x"}
!10 = distinct !{!10, !9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x: %excinfo"}
!11 = !{!"branch_weights", i32 2126008812, i32 21474836}
!12 = !{!"branch_weights", i32 1, i32 99}
!13 = !{!14, !16}
!14 = distinct !{!14, !15, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %retptr"}
!15 = distinct !{!15, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"}
!16 = distinct !{!16, !15, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %excinfo"}
!17 = !{!"branch_weights", i32 21474836, i32 2126008812}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_ZN5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %retptr"}
!20 = distinct !{!20, !"_ZN5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"}
!21 = !{!22, !24}
!22 = distinct !{!22, !23, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %retptr"}
!23 = distinct !{!23, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"}
!24 = distinct !{!24, !23, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %excinfo"}
!25 = !{!26, !28}
!26 = distinct !{!26, !27, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %retptr"}
!27 = distinct !{!27, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"}
!28 = distinct !{!28, !27, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %excinfo"}
!29 = !{!30, !32}
!30 = distinct !{!30, !31, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %retptr"}
!31 = distinct !{!31, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"}
!32 = distinct !{!32, !31, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %excinfo"}
!33 = !{!"branch_weights", i32 99, i32 1}
