; ModuleID = 'dict_comprehension'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.dict_comprehension = internal constant [19 x i8] c"dict_comprehension\00"
@_ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [121 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@.const.numba.typed.typeddict = internal constant [22 x i8] c"numba.typed.typeddict\00"
@.const._from_meminfo_ptr = internal constant [18 x i8] c"_from_meminfo_ptr\00"
@.const.pickledata.object2 = internal constant [PICKLED x i8] DictType(int64, int64)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x = common local_unnamed_addr global i8* null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx = common local_unnamed_addr global i8* null
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython11old_hashing13hash_overload12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython12old_builtins12ol_getattr_212_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_hashing13ol_defer_hash12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types11old_scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_hashing8int_hash12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_hashing14process_returnB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_hashing10_long_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null

define i32 @_ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif:
  %.22.i.i.i = alloca i8*, align 8
  %0 = bitcast i8** %.22.i.i.i to i64*
  %.36.i.i.i = alloca { i8*, i8*, i8*, i8*, i8* }, align 8
  %1 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i64*
  %.35.i = alloca i64, align 8
  %.43.i = alloca i64, align 8
  %.46.i = alloca i64, align 8
  %2 = tail call i64 @llvm.smax.i64(i64 %arg.n, i64 0)
  %3 = bitcast i8** %.22.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3), !noalias !1
  %4 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4), !noalias !1
  store i8* null, i8** %.22.i.i.i, align 8, !noalias !8
  %.25.i.i.i = call i32 @numba_dict_new_sized(i8** nonnull %.22.i.i.i, i64 0, i64 8, i64 8), !noalias !8
  %.26.not.i.i.i = icmp eq i32 %.25.i.i.i, 0
  br i1 %.26.not.i.i.i, label %B38.endif.i.i.i, label %B0.endif.endif.if, !prof !12

B38:                                              ; preds = %B38.lr.ph, %B38.endif
  %.28.026 = phi i64 [ 0, %B38.lr.ph ], [ %.139, %B38.endif ]
  %5 = bitcast i64* %.46.i to i8*
  %6 = bitcast i64* %0 to i8*
  %7 = bitcast i64* %1 to i8*
  %.139 = add nuw nsw i64 %.28.026, 1
  %.164 = mul nsw i64 %.28.026, %.28.026
  call void @NRT_incref(i8* nonnull %.51.i.i.i)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5)
  store i64 0, i64* %.46.i, align 8, !noalias !13
  %.12.i.i.i.i = sitofp i64 %.28.026 to double
  %.14.i.i.i.i = fcmp olt double %.12.i.i.i.i, 0xADDRESS
  br i1 %.14.i.i.i.i, label %B0.endif.i, label %B196.i.i.i.i

B196.i.i.i.i:                                     ; preds = %B38
  %8 = lshr i64 %.28.026, 61
  %.187.2.i.i.i.i.i = and i64 %.28.026, %const
  %.193.2.i.i.i.i.i = or i64 %8, %.187.2.i.i.i.i.i
  %.199.2.i.i.i.i.i = and i64 %.28.026, 1073741823
  %.201.2.i.i.i.i.i = add nuw nsw i64 %.193.2.i.i.i.i.i, %.199.2.i.i.i.i.i
  %const_mat = add i64 %const, 1073741822
  %.206.2.i.i.i.i.i = icmp ugt i64 %.201.2.i.i.i.i.i, %const_mat
  %.216.2.i.i.i.i.i = add nsw i64 %.201.2.i.i.i.i.i, -2305843009213693951
  %spec.select.2.i.i.i.i.i = select i1 %.206.2.i.i.i.i.i, i64 %.216.2.i.i.i.i.i, i64 %.201.2.i.i.i.i.i
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B38, %B196.i.i.i.i
  %spec.select.i.sink.i.i.i.i = phi i64 [ %spec.select.2.i.i.i.i.i, %B196.i.i.i.i ], [ %.28.026, %B38 ]
  %9 = bitcast i64* %.46.i to i8*
  %10 = bitcast i64* %0 to i8*
  %11 = bitcast i64* %1 to i8*
  store i64 %.28.026, i64* %1, align 8, !noalias !13
  store i64 %.164, i64* %0, align 8, !noalias !13
  %.57.i = call i32 @numba_dict_insert(i8* %.33.i.i.i, i8* nonnull %11, i64 %spec.select.i.sink.i.i.i.i, i8* nonnull %10, i8* nonnull %9), !noalias !13
  switch i32 %.57.i, label %B38.if.loopexit28 [
    i32 0, label %B38.endif
    i32 1, label %B38.endif
    i32 -5, label %B38.if.loopexit
  ]

common.ret:                                       ; preds = %B38.if, %B0.endif.endif.if, %B54
  %common.ret.op = phi i32 [ 0, %B54 ], [ 1, %B0.endif.endif.if ], [ 1, %B38.if ]
  ret i32 %common.ret.op

B54:                                              ; preds = %B38.endif, %B0.endif.endif.endif
  %retptr.repack29 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.51.i.i.i, i8** %retptr.repack29, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* %.33.i.i.i, i8** %retptr.repack3, align 8
  call void @NRT_decref(i8* nonnull %.51.i.i.i)
  br label %common.ret

B38.endif.i.i.i:                                  ; preds = %B0.endif
  %12 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  %.33.i.i.i = load i8*, i8** %.22.i.i.i, align 8, !noalias !8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %12, i8 0, i64 40, i1 false), !noalias !8
  call void @numba_dict_set_method_table(i8* %.33.i.i.i, { i8*, i8*, i8*, i8*, i8* }* nonnull %.36.i.i.i), !noalias !8
  %.51.i.i.i = call i8* @NRT_MemInfo_alloc_dtor(i64 8, i8* bitcast (void (i8*, i64, i8*)* @_numba_dict_dtor to i8*)), !noalias !8
  %.52.i.i.i = icmp eq i8* %.51.i.i.i, null
  br i1 %.52.i.i.i, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !17

B0.endif.endif.if:                                ; preds = %B0.endif, %B38.endif.i.i.i
  %excinfo.1.0.i.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object3, %B0.endif ], [ @.const.picklebuf.object4, %B38.endif.i.i.i ]
  %13 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  %14 = bitcast i8** %.22.i.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %13), !noalias !1
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.i.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B38.endif.i.i.i
  %15 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  %16 = bitcast i8** %.22.i.i.i to i8*
  %.5.i.i.i.i = getelementptr i8, i8* %.51.i.i.i, i64 24
  %17 = bitcast i8* %.5.i.i.i.i to i8***
  %.6.i1.i.i.i = load i8**, i8*** %17, align 8, !noalias !8
  store i8* %.33.i.i.i, i8** %.6.i1.i.i.i, align 8, !noalias !8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %15), !noalias !1
  call void @NRT_incref(i8* nonnull %.51.i.i.i)
  %.12624.not = icmp slt i64 %arg.n, 1
  br i1 %.12624.not, label %B54, label %B38.lr.ph

B38.lr.ph:                                        ; preds = %B0.endif.endif.endif
  %const = bitcast i64 2305843008139952128 to i64
  br label %B38

B38.if.loopexit28:                                ; preds = %B0.endif.i
  br label %B38.if

B38.if.loopexit:                                  ; preds = %B0.endif.i
  br label %B38.if

B38.if:                                           ; preds = %B38.if.loopexit, %B38.if.loopexit28
  %excinfo.2.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object6, %B38.if.loopexit28 ], [ @.const.picklebuf.object5, %B38.if.loopexit ]
  %18 = bitcast i64* %.46.i to i8*
  %19 = bitcast i64* %0 to i8*
  %20 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %18)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B38.endif:                                        ; preds = %B0.endif.i, %B0.endif.i
  %21 = bitcast i64* %.46.i to i8*
  %22 = bitcast i64* %0 to i8*
  %23 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21)
  call void @NRT_decref(i8* nonnull %.51.i.i.i)
  %exitcond.not = icmp eq i64 %2, %.139
  br i1 %exitcond.not, label %B54, label %B38
}

define i8* @_ZN7cpython5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.const.dict_comprehension, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !17

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.77, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !17

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([121 x i8], [121 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !17

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !18

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = bitcast { i8*, i8* }* %.36 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.21.0) #3
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
  %2 = bitcast { i8*, i8* }* %.36 to i8**
  %.50.fca.0.load = load i8*, i8** %2, align 8
  %.63 = call i8* @NRT_meminfo_as_pyobject(i8* %.50.fca.0.load)
  %.64 = call i8* @PyImport_ImportModule(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.const.numba.typed.typeddict, i64 0, i64 0))
  %.65 = call i8* @PyObject_GetAttrString(i8* %.64, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.const._from_meminfo_ptr, i64 0, i64 0))
  %.72 = call i8* @numba_unpickle(i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i64 0, i64 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i64 0, i64 0))
  %.75.not = icmp eq i8* %.72, null
  br i1 %.75.not, label %common.ret, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.77 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.65, i8* %.63, i8* nonnull %.72, i8* null)
  call void @Py_DecRef(i8* %.65)
  call void @Py_DecRef(i8* %.64)
  call void @Py_DecRef(i8* %.63)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 4
  %.90 = icmp sgt i32 %.89, 0
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 0
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 1
  br i1 %.90, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.96 = sext i32 %.95 to i64
  %.97 = call i8* @PyBytes_FromStringAndSize(i8* %.93, i64 %.96)
  %.98 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 2
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 3
  %.102 = bitcast i8* %.101 to i8* (i8*)*
  %.103 = call i8* %.102(i8* %.99)
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !17

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.117 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.118 = call i8* @numba_unpickle(i8* %.93, i32 %.95, i8* %.117)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.120 = phi i8* [ %.108, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.118, %entry.endif.endif.endif.endif.endif.if.else ]
  %.121.not = icmp eq i8* %.120, null
  br i1 %.121.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !17

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.108 = call i8* @numba_runtime_build_excinfo_struct(i8* %.97, i8* nonnull %.103)
  %.109 = bitcast { i8*, i32, i8*, i8*, i32 }* %.49 to i8*
  call void @NRT_Free(i8* nonnull %.109)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.120)
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

declare noalias i8* @NRT_meminfo_as_pyobject(i8*) local_unnamed_addr

declare i8* @PyImport_ImportModule(i8*) local_unnamed_addr

declare i8* @PyObject_GetAttrString(i8*, i8*) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @PyObject_CallFunctionObjArgs(i8*, ...) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = call i32 @_ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1) #3
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.9.not = icmp eq i32 %.7, 0
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.17.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { i8*, i8* } undef, i8* %.17.fca.0.load, 0
  %inserted.data = insertvalue { i8*, i8* } %inserted.meminfo, i8* %.17.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.9.not, label %common.ret, label %entry.if, !prof !18

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %1, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.data, %.24 ], [ %inserted.data, %entry ]
  ret { i8*, i8* } %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
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

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !17

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !17

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

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #0

declare i32 @numba_dict_new_sized(i8**, i64, i64, i64) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
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

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #0

declare void @numba_dict_free(i8*) local_unnamed_addr

declare i32 @numba_dict_insert(i8*, i8*, i64, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !17

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !17

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !17

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29: %retptr"}
!3 = distinct !{!3, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29"}
!4 = distinct !{!4, !3, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %retptr"}
!6 = distinct !{!6, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"}
!7 = distinct !{!7, !6, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %excinfo"}
!8 = !{!9, !11, !2, !4, !5, !7}
!9 = distinct !{!9, !10, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x: %retptr"}
!10 = distinct !{!10, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x"}
!11 = distinct !{!11, !10, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x: %excinfo"}
!12 = !{!"branch_weights", i32 2126008812, i32 21474836}
!13 = !{!14, !16}
!14 = distinct !{!14, !15, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %retptr"}
!15 = distinct !{!15, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"}
!16 = distinct !{!16, !15, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %excinfo"}
!17 = !{!"branch_weights", i32 1, i32 99}
!18 = !{!"branch_weights", i32 99, i32 1}
