; ModuleID = 'returns_typed_dict'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.returns_typed_dict = internal constant [19 x i8] c"returns_typed_dict\00"
@_ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [156 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@.const.numba.typed.typeddict = internal constant [22 x i8] c"numba.typed.typeddict\00"
@.const._from_meminfo_ptr = internal constant [18 x i8] c"_from_meminfo_ptr\00"
@.const.pickledata.object1 = internal constant [PICKLED x i8] DictType(int64, float64)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2918class_28float64_2924omitted_28default_3d0_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2918class_28float64_29x = common local_unnamed_addr global i8* null
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd = common local_unnamed_addr global i8* null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython11old_hashing13hash_overload12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython12old_builtins12ol_getattr_212_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_hashing13ol_defer_hash12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types11old_scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_hashing8int_hash12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_hashing10_long_implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_hashing14process_returnB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null

define i32 @_ZN5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.keys.0, i8* nocapture readnone %arg.keys.1, i64 %arg.keys.2, i64 %arg.keys.3, i64* %arg.keys.4, i64 %arg.keys.5.0, i64 %arg.keys.6.0) local_unnamed_addr {
entry:
  %.36.i.i = alloca { i8*, i8*, i8*, i8*, i8* }, align 8
  %0 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i64*
  %.35.i = alloca i64, align 8
  %.43.i = alloca double, align 8
  %1 = bitcast double* %.43.i to i8**
  %.46.i = alloca double, align 8
  %.22.i.i = alloca i8*, align 8
  tail call void @NRT_incref(i8* %arg.keys.0)
  %2 = bitcast i8** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2), !noalias !1
  %3 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %3), !noalias !1
  store i8* null, i8** %1, align 8, !noalias !5
  %.25.i.i = call i32 @numba_dict_new_sized(i8** nonnull %1, i64 0, i64 8, i64 8), !noalias !5
  %.26.not.i.i = icmp eq i32 %.25.i.i, 0
  br i1 %.26.not.i.i, label %B48.endif.i.i, label %B0.if, !prof !9

B48.endif.i.i:                                    ; preds = %entry
  %4 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i8*
  %.33.i.i = load i8*, i8** %1, align 8, !noalias !5
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %4, i8 0, i64 40, i1 false), !noalias !5
  call void @numba_dict_set_method_table(i8* %.33.i.i, { i8*, i8*, i8*, i8*, i8* }* nonnull %.36.i.i), !noalias !5
  %.51.i.i = call i8* @NRT_MemInfo_alloc_dtor(i64 8, i8* bitcast (void (i8*, i64, i8*)* @_numba_dict_dtor to i8*)), !noalias !5
  %.52.i.i = icmp eq i8* %.51.i.i, null
  br i1 %.52.i.i, label %B0.if, label %B0.endif, !prof !10

B94:                                              ; preds = %B94.lr.ph, %B94.endif
  %lsr.iv29 = phi i64 [ %arg.keys.5.0, %B94.lr.ph ], [ %lsr.iv.next30, %B94.endif ]
  %lsr.iv = phi i64 [ %.115, %B94.lr.ph ], [ %lsr.iv.next, %B94.endif ]
  %5 = bitcast double* %.46.i to i8*
  %6 = bitcast double* %.43.i to i8*
  %7 = bitcast i64* %0 to i8*
  %.117 = inttoptr i64 %lsr.iv to i64*
  %.118 = load i64, i64* %.117, align 8
  %.146 = sitofp i64 %.118 to double
  %.147 = fmul double %.146, 1.500000e+00
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5)
  store double 0.000000e+00, double* %.46.i, align 8, !noalias !11
  %8 = call i64 @llvm.abs.i64(i64 %.118, i1 false)
  %.12.i.i.i.i = sitofp i64 %8 to double
  %.14.i.i.i.i = fcmp olt double %.12.i.i.i.i, 0xADDRESS
  br i1 %.14.i.i.i.i, label %B80.i.i.i.i, label %B174.i.i.i.i

B80.i.i.i.i:                                      ; preds = %B94
  switch i64 %.118, label %B240.i.i.i.i [
    i64 0, label %B0.endif.i2
    i64 -9223372036854775808, label %common.ret.fold.split.i.i.i.i
  ]

B174.i.i.i.i:                                     ; preds = %B94
  %.9.i.i.i.i = icmp slt i64 %.118, 0
  %9 = ashr i64 %8, 30
  %.187.2.i.i.i.i.i = and i64 %8, %const
  %.186.1.i.i.i.i.i = lshr i64 %9, 31
  %.190.2.i.i.i.i.i = and i64 %.186.1.i.i.i.i.i, 536870911
  %.193.2.i.i.i.i.i = or i64 %.190.2.i.i.i.i.i, %.187.2.i.i.i.i.i
  %.199.2.i.i.i.i.i = and i64 %8, 1073741823
  %.201.2.i.i.i.i.i = add nuw nsw i64 %.193.2.i.i.i.i.i, %.199.2.i.i.i.i.i
  %const_mat = add i64 %const, 1073741822
  %.210.2.i.i.i.i.i = icmp ugt i64 %.201.2.i.i.i.i.i, %const_mat
  %.213.2.i.i.i.i.i = add nsw i64 %.201.2.i.i.i.i.i, -2305843009213693951
  %spec.select.2.i.i.i.i.i = select i1 %.210.2.i.i.i.i.i, i64 %.213.2.i.i.i.i.i, i64 %.201.2.i.i.i.i.i
  br i1 %.9.i.i.i.i, label %B234.i.i.i.i, label %B0.endif.i2

B234.i.i.i.i:                                     ; preds = %B174.i.i.i.i
  %.100.i.i.i.i = sub nsw i64 0, %spec.select.2.i.i.i.i.i
  br label %B240.i.i.i.i

B240.i.i.i.i:                                     ; preds = %B234.i.i.i.i, %B80.i.i.i.i
  %ret.5.0.i.i.i.i = phi i64 [ %.100.i.i.i.i, %B234.i.i.i.i ], [ %.118, %B80.i.i.i.i ]
  %ret.5.0.fr.i.i.i.i = freeze i64 %ret.5.0.i.i.i.i
  %.8.i.i.i.i.i = icmp eq i64 %ret.5.0.fr.i.i.i.i, -1
  %spec.select4.i.i.i.i = select i1 %.8.i.i.i.i.i, i64 -2, i64 %ret.5.0.fr.i.i.i.i
  br label %B0.endif.i2

common.ret.fold.split.i.i.i.i:                    ; preds = %B80.i.i.i.i
  br label %B0.endif.i2

B0.endif.i2:                                      ; preds = %common.ret.fold.split.i.i.i.i, %B240.i.i.i.i, %B174.i.i.i.i, %B80.i.i.i.i
  %.79.sroa.0.019 = phi i64 [ %.118, %B80.i.i.i.i ], [ %.118, %B174.i.i.i.i ], [ -9223372036854775808, %common.ret.fold.split.i.i.i.i ], [ %.118, %B240.i.i.i.i ]
  %10 = phi i64 [ %.118, %B80.i.i.i.i ], [ %spec.select.2.i.i.i.i.i, %B174.i.i.i.i ], [ -4, %common.ret.fold.split.i.i.i.i ], [ %spec.select4.i.i.i.i, %B240.i.i.i.i ]
  %11 = bitcast double* %.46.i to i8*
  %12 = bitcast double* %.43.i to i8*
  %13 = bitcast i64* %0 to i8*
  store i64 %.79.sroa.0.019, i64* %0, align 8, !noalias !11
  store double %.147, double* %.43.i, align 8, !noalias !11
  %.57.i = call i32 @numba_dict_insert(i8* %.33.i.i, i8* nonnull %13, i64 %10, i8* nonnull %12, i8* nonnull %11), !noalias !11
  switch i32 %.57.i, label %B94.if.loopexit28 [
    i32 0, label %B94.endif
    i32 1, label %B94.endif
    i32 -5, label %B94.if.loopexit
  ]

common.ret:                                       ; preds = %B94.if, %B0.if, %B114
  %common.ret.op = phi i32 [ 0, %B114 ], [ 1, %B0.if ], [ 1, %B94.if ]
  ret i32 %common.ret.op

B114:                                             ; preds = %B94.endif, %B0.endif
  %retptr.repack31 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.51.i.i, i8** %retptr.repack31, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* %.33.i.i, i8** %retptr.repack3, align 8
  call void @NRT_decref(i8* %arg.keys.0)
  br label %common.ret

B0.if:                                            ; preds = %entry, %B48.endif.i.i
  %excinfo.1.0.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object2, %entry ], [ @.const.picklebuf.object3, %B48.endif.i.i ]
  %14 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i8*
  %15 = bitcast i8** %1 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %14), !noalias !1
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B48.endif.i.i
  %16 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i to i8*
  %17 = bitcast i8** %1 to i8*
  %.5.i.i.i = getelementptr i8, i8* %.51.i.i, i64 24
  %18 = bitcast i8* %.5.i.i.i to i8***
  %.6.i1.i.i = load i8**, i8*** %18, align 8, !noalias !5
  store i8* %.33.i.i, i8** %.6.i1.i.i, align 8, !noalias !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %16), !noalias !1
  %.10025 = icmp sgt i64 %arg.keys.5.0, 0
  br i1 %.10025, label %B94.lr.ph, label %B114

B94.lr.ph:                                        ; preds = %B0.endif
  %const = bitcast i64 2305843008139952128 to i64
  %.115 = ptrtoint i64* %arg.keys.4 to i64
  br label %B94

B94.if.loopexit28:                                ; preds = %B0.endif.i2
  br label %B94.if

B94.if.loopexit:                                  ; preds = %B0.endif.i2
  br label %B94.if

B94.if:                                           ; preds = %B94.if.loopexit, %B94.if.loopexit28
  %excinfo.2.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object5, %B94.if.loopexit28 ], [ @.const.picklebuf.object4, %B94.if.loopexit ]
  %19 = bitcast double* %.46.i to i8*
  %20 = bitcast double* %.43.i to i8*
  %21 = bitcast i64* %0 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B94.endif:                                        ; preds = %B0.endif.i2, %B0.endif.i2
  %22 = bitcast double* %.46.i to i8*
  %23 = bitcast double* %.43.i to i8*
  %24 = bitcast i64* %0 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22)
  %lsr.iv.next = add i64 %lsr.iv, %arg.keys.6.0
  %lsr.iv.next30 = add i64 %lsr.iv29, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next30, 0
  br i1 %exitcond.not, label %B114, label %B94
}

define i8* @_ZN7cpython5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.const.returns_typed_dict, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !10

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ], [ %.89, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([156 x i8], [156 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8* }* %.43 to i8**
  %4 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr4 to i64**
  %.36.fca.4.load = load i64*, i64** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %9, i64 48
  %10 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.6.0.load = load i64, i64* %10, align 8
  %11 = bitcast { i8*, i8* }* %.43 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  %.49 = call i32 @_ZN5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8* }* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, i64* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #4
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load i8*, i8** %3, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %12 = icmp sgt i32 %.49, 0
  br i1 %12, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.75 = call i8* @NRT_meminfo_as_pyobject(i8* %.59.fca.0.load)
  %.76 = call i8* @PyImport_ImportModule(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.const.numba.typed.typeddict, i64 0, i64 0))
  %.77 = call i8* @PyObject_GetAttrString(i8* %.76, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.const._from_meminfo_ptr, i64 0, i64 0))
  %.84 = call i8* @numba_unpickle(i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i64 0, i64 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i64 0, i64 0))
  %.87.not = icmp eq i8* %.84, null
  br i1 %.87.not, label %common.ret, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.89 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.77, i8* %.75, i8* nonnull %.84, i8* null)
  call void @Py_DecRef(i8* %.77)
  call void @Py_DecRef(i8* %.76)
  call void @Py_DecRef(i8* %.75)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.100 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.100, 4
  %.102 = icmp sgt i32 %.101, 0
  %.105 = extractvalue { i8*, i32, i8*, i8*, i32 } %.100, 0
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.100, 1
  br i1 %.102, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.108 = sext i32 %.107 to i64
  %.109 = call i8* @PyBytes_FromStringAndSize(i8* %.105, i64 %.108)
  %.110 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.110, 2
  %.113 = extractvalue { i8*, i32, i8*, i8*, i32 } %.110, 3
  %.114 = bitcast i8* %.113 to i8* (i8*)*
  %.115 = call i8* %.114(i8* %.111)
  %.116 = icmp eq i8* %.115, null
  br i1 %.116, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !10

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.129 = extractvalue { i8*, i32, i8*, i8*, i32 } %.100, 2
  %.130 = call i8* @numba_unpickle(i8* %.105, i32 %.107, i8* %.129)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.132 = phi i8* [ %.120, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.130, %entry.endif.endif.endif.endif.endif.if.else ]
  %.133.not = icmp eq i8* %.132, null
  br i1 %.133.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !10

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.120 = call i8* @numba_runtime_build_excinfo_struct(i8* %.109, i8* nonnull %.115)
  %.121 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.121)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.132)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare noalias i8* @NRT_meminfo_as_pyobject(i8*) local_unnamed_addr

declare i8* @PyImport_ImportModule(i8*) local_unnamed_addr

declare i8* @PyObject_GetAttrString(i8*, i8*) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @PyObject_CallFunctionObjArgs(i8*, ...) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, i64* %extracted.data, i64 %.7, i64 %.8) #4
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.19.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { i8*, i8* } undef, i8* %.19.fca.0.load, 0
  %inserted.data = insertvalue { i8*, i8* } %inserted.meminfo, i8* %.19.fca.1.load, 1
  %.23 = alloca i32, align 4
  store i32 0, i32* %.23, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !15

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.23)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.data, %.26 ], [ %inserted.data, %entry ]
  ret { i8*, i8* } %common.ret.op

.26:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.74 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.74)
  call void @Py_DecRef(i8* %.74)
  call void @numba_gil_release(i32* nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.29 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 0
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.26
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call i8* @PyBytes_FromStringAndSize(i8* %.34, i64 %.37)
  %.39 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 2
  %.42 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 3
  %.43 = bitcast i8* %.42 to i8* (i8*)*
  %.44 = call i8* %.43(i8* %.40)
  %.45 = icmp eq i8* %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !10

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 2
  %.59 = call i8* @numba_unpickle(i8* %.34, i32 %.36, i8* %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi i8* [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq i8* %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !10

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call i8* @numba_runtime_build_excinfo_struct(i8* %.38, i8* nonnull %.44)
  %.50 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.50)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.61)
  br label %.26

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.26
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

declare i32 @numba_dict_insert(i8*, i8*, i64, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !10

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !10

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { noinline }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2918class_28float64_2924omitted_28default_3d0_29: %retptr"}
!3 = distinct !{!3, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2918class_28float64_2924omitted_28default_3d0_29"}
!4 = distinct !{!4, !3, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2918class_28float64_2924omitted_28default_3d0_29: %excinfo"}
!5 = !{!6, !8, !2, !4}
!6 = distinct !{!6, !7, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2918class_28float64_29x: %retptr"}
!7 = distinct !{!7, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2918class_28float64_29x"}
!8 = distinct !{!8, !7, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2918class_28float64_29x: %excinfo"}
!9 = !{!"branch_weights", i32 2126008812, i32 21474836}
!10 = !{!"branch_weights", i32 1, i32 99}
!11 = !{!12, !14}
!12 = distinct !{!12, !13, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd: %retptr"}
!13 = distinct !{!13, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd"}
!14 = distinct !{!14, !13, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd: %excinfo"}
!15 = !{!"branch_weights", i32 99, i32 1}
