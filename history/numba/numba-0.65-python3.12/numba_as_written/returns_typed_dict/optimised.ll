; ModuleID = 'returns_typed_dict'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.returns_typed_dict = internal constant [19 x i8] c"returns_typed_dict\00"
@_ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [156 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@.const.numba.typed.typeddict = internal constant [22 x i8] c"numba.typed.typeddict\00"
@.const._from_meminfo_ptr = internal constant [18 x i8] c"_from_meminfo_ptr\00"
@.const.pickledata.object1 = internal constant [PICKLED x i8] DictType(int64, float64)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2918class_28float64_2924omitted_28default_3d0_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2918class_28float64_29x = common local_unnamed_addr global ptr null
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd = common local_unnamed_addr global ptr null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types7scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing8int_hash12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing10_long_implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.keys.0, ptr nocapture readnone %arg.keys.1, i64 %arg.keys.2, i64 %arg.keys.3, ptr %arg.keys.4, i64 %arg.keys.5.0, i64 %arg.keys.6.0) local_unnamed_addr {
B0:
  %.36.i.i = alloca { ptr, ptr, ptr, ptr, ptr }, align 8
  %.35.i = alloca i64, align 8
  %.43.i = alloca double, align 8
  %.46.i = alloca double, align 8
  %.22.i.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.keys.0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.43.i), !noalias !1
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %.36.i.i), !noalias !1
  store ptr null, ptr %.43.i, align 8, !noalias !5
  %.25.i.i = call i32 @numba_dict_new_sized(ptr nonnull %.43.i, i64 0, i64 8, i64 8), !noalias !5
  %.26.not.i.i = icmp eq i32 %.25.i.i, 0
  br i1 %.26.not.i.i, label %B38.endif.i.i, label %B0.if.if

B38.endif.i.i:                                    ; preds = %B0
  %.33.i.i = load ptr, ptr %.43.i, align 8, !noalias !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.36.i.i, i8 0, i64 40, i1 false), !noalias !5
  call void @numba_dict_set_method_table(ptr %.33.i.i, ptr nonnull %.36.i.i), !noalias !5
  %.51.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_dict_dtor), !noalias !5
  %.52.i.i = icmp eq ptr %.51.i.i, null
  br i1 %.52.i.i, label %B0.if.if, label %B0.endif, !prof !9

B114:                                             ; preds = %B114.lr.ph, %B110.backedge
  %lsr.iv19 = phi i64 [ %.115, %B114.lr.ph ], [ %lsr.iv.next20, %B110.backedge ]
  %lsr.iv = phi i64 [ %arg.keys.5.0, %B114.lr.ph ], [ %lsr.iv.next, %B110.backedge ]
  %.117 = inttoptr i64 %lsr.iv19 to ptr
  %.118 = load i64, ptr %.117, align 8
  %.146 = sitofp i64 %.118 to double
  %.147 = fmul double %.146, 1.500000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.43.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.46.i)
  store double 0.000000e+00, ptr %.46.i, align 8, !noalias !10
  %.11.i.i.i.i = call i64 @llvm.abs.i64(i64 %.118, i1 false)
  %.12.i.i.i.i = sitofp i64 %.11.i.i.i.i to double
  %.14.i.i.i.i = fcmp olt double %.12.i.i.i.i, 0xADDRESS
  br i1 %.14.i.i.i.i, label %B62.i.i.i.i, label %B252.endif.i.i.i.i

B62.i.i.i.i:                                      ; preds = %B114
  switch i64 %.118, label %B152.endif.i.i.i.i [
    i64 0, label %B0.endif.i3
    i64 -9223372036854775808, label %B108.endif.i.i.i.i
  ]

B108.endif.i.i.i.i:                               ; preds = %B62.i.i.i.i
  br label %B0.endif.i3

B152.endif.i.i.i.i:                               ; preds = %B62.i.i.i.i
  %spec.select.i.i.i.i.i = call i64 @llvm.umin.i64(i64 %.118, i64 -2)
  br label %B0.endif.i3

B252.endif.i.i.i.i:                               ; preds = %B114
  %.9.i.i.i.i = icmp slt i64 %.118, 0
  %.199.2.i.i.i.i.i = and i64 %.11.i.i.i.i, 1073741823
  %.187.2.i.i.i.i.i = and i64 %.11.i.i.i.i, %const
  %0 = ashr i64 %.11.i.i.i.i, 30
  %.186.1.i.i.i.i.i = lshr i64 %0, 31
  %.190.2.i.i.i.i.i = and i64 %.186.1.i.i.i.i.i, 536870911
  %.193.2.i.i.i.i.i = or disjoint i64 %.190.2.i.i.i.i.i, %.187.2.i.i.i.i.i
  %.201.2.i.i.i.i.i = add nuw nsw i64 %.193.2.i.i.i.i.i, %.199.2.i.i.i.i.i
  %const_mat = add i64 %const, 1073741822
  %.206.2.i.i.i.i.i = icmp samesign ugt i64 %.201.2.i.i.i.i.i, %const_mat
  %.216.2.i.i.i.i.i = add nsw i64 %.201.2.i.i.i.i.i, -2305843009213693951
  %spec.select.2.i.i.i.i.i = select i1 %.206.2.i.i.i.i.i, i64 %.216.2.i.i.i.i.i, i64 %.201.2.i.i.i.i.i
  %.169.i.i.i.i = sub nsw i64 0, %spec.select.2.i.i.i.i.i
  %ret.5.0.i.i.i.i = select i1 %.9.i.i.i.i, i64 %.169.i.i.i.i, i64 %spec.select.2.i.i.i.i.i
  %spec.select.i1.i.i.i.i = call i64 @llvm.umin.i64(i64 %ret.5.0.i.i.i.i, i64 -2)
  br label %B0.endif.i3

B0.endif.i3:                                      ; preds = %B252.endif.i.i.i.i, %B152.endif.i.i.i.i, %B108.endif.i.i.i.i, %B62.i.i.i.i
  %spec.select.i1.sink.i.i.i.i = phi i64 [ %spec.select.i1.i.i.i.i, %B252.endif.i.i.i.i ], [ %spec.select.i.i.i.i.i, %B152.endif.i.i.i.i ], [ -4, %B108.endif.i.i.i.i ], [ %.118, %B62.i.i.i.i ]
  store i64 %.118, ptr %.36.i.i, align 8, !noalias !10
  store double %.147, ptr %.43.i, align 8, !noalias !10
  %.57.i = call i32 @numba_dict_insert(ptr %.33.i.i, ptr nonnull %.36.i.i, i64 %spec.select.i1.sink.i.i.i.i, ptr nonnull %.43.i, ptr nonnull %.46.i), !noalias !10
  switch i32 %.57.i, label %B114.if.if.loopexit18 [
    i32 0, label %B110.backedge
    i32 1, label %B110.backedge
    i32 -5, label %B114.if.if.loopexit
  ]

B110.backedge:                                    ; preds = %B0.endif.i3, %B0.endif.i3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.43.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.46.i)
  %lsr.iv.next = add i64 %lsr.iv, -1
  %lsr.iv.next20 = add i64 %lsr.iv19, %arg.keys.6.0
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %B134, label %B114

common.ret:                                       ; preds = %B114.if.if, %B0.if.if, %B134
  %common.ret.op = phi i32 [ 0, %B134 ], [ 1, %B0.if.if ], [ 1, %B114.if.if ]
  ret i32 %common.ret.op

B134:                                             ; preds = %B110.backedge, %B0.endif
  store ptr %.51.i.i, ptr %retptr, align 8
  %retptr.repack61 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.33.i.i, ptr %retptr.repack61, align 8
  tail call void @NRT_decref(ptr %arg.keys.0)
  br label %common.ret

B0.endif:                                         ; preds = %B38.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.51.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !5
  store ptr %.33.i.i, ptr %.6.i.i.i, align 8, !noalias !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.43.i), !noalias !1
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.36.i.i), !noalias !1
  %.10064 = icmp sgt i64 %arg.keys.5.0, 0
  br i1 %.10064, label %B114.lr.ph, label %B134

B114.lr.ph:                                       ; preds = %B0.endif
  %const = bitcast i64 2305843008139952128 to i64
  %.115 = ptrtoint ptr %arg.keys.4 to i64
  br label %B114

B0.if.if:                                         ; preds = %B38.endif.i.i, %B0
  %excinfo.1.0.ph.i = phi ptr [ @.const.picklebuf.object3, %B38.endif.i.i ], [ @.const.picklebuf.object2, %B0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.43.i), !noalias !1
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.36.i.i), !noalias !1
  store ptr %excinfo.1.0.ph.i, ptr %excinfo, align 8
  br label %common.ret

B114.if.if.loopexit:                              ; preds = %B0.endif.i3
  br label %B114.if.if

B114.if.if.loopexit18:                            ; preds = %B0.endif.i3
  br label %B114.if.if

B114.if.if:                                       ; preds = %B114.if.if.loopexit18, %B114.if.if.loopexit
  %excinfo.2.1.ph = phi ptr [ @.const.picklebuf.object4, %B114.if.if.loopexit ], [ @.const.picklebuf.object5, %B114.if.if.loopexit18 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.43.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.46.i)
  store ptr %excinfo.2.1.ph, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

define ptr @_ZN7cpython5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.returns_typed_dict, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ %.89, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.21, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(ptr %.20, ptr nonnull %.21)
  %sunkaddr = getelementptr inbounds i8, ptr %.21, i64 24
  %.29 = load i64, ptr %sunkaddr, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 40
  %.36.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.21, i64 48
  %.36.fca.6.0.load = load i64, ptr %sunkaddr3, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.43, i8 0, i64 16, i1 false)
  %.49 = call i32 @_ZN5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.36.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #4
  %.50 = load ptr, ptr %excinfo, align 8
  %.59.fca.0.load = load ptr, ptr %.43, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.49, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.75 = call ptr @NRT_meminfo_as_pyobject(ptr %.59.fca.0.load)
  %.76 = call ptr @PyImport_ImportModule(ptr nonnull @.const.numba.typed.typeddict)
  %.77 = call ptr @PyObject_GetAttrString(ptr %.76, ptr nonnull @.const._from_meminfo_ptr)
  %.84 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object1, i32 PICKLED, ptr nonnull @.const.pickledata.object1.sha1)
  %.87.not = icmp eq ptr %.84, null
  br i1 %.87.not, label %common.ret, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.89 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.77, ptr %.75, ptr nonnull %.84, ptr null)
  call void @Py_DecRef(ptr %.77)
  call void @Py_DecRef(ptr %.76)
  call void @Py_DecRef(ptr %.75)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.100 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.101 = extractvalue { ptr, i32, ptr, ptr, i32 } %.100, 4
  %.102 = icmp sgt i32 %.101, 0
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.100, 0
  %.107 = extractvalue { ptr, i32, ptr, ptr, i32 } %.100, 1
  br i1 %.102, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.108 = sext i32 %.107 to i64
  %.109 = call ptr @PyBytes_FromStringAndSize(ptr %.105, i64 %.108)
  %.110 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.111 = extractvalue { ptr, i32, ptr, ptr, i32 } %.110, 2
  %.113 = extractvalue { ptr, i32, ptr, ptr, i32 } %.110, 3
  %.115 = call ptr %.113(ptr %.111)
  %.116 = icmp eq ptr %.115, null
  br i1 %.116, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.129 = extractvalue { ptr, i32, ptr, ptr, i32 } %.100, 2
  %.130 = call ptr @numba_unpickle(ptr %.105, i32 %.107, ptr %.129)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.132 = phi ptr [ %.120, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.130, %entry.endif.endif.endif.endif.endif.if.else ]
  %.133.not = icmp eq ptr %.132, null
  br i1 %.133.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.120 = call ptr @numba_runtime_build_excinfo_struct(ptr %.109, ptr nonnull %.115)
  call void @NRT_Free(ptr nonnull %.50)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.132)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr nocapture, ptr nocapture) local_unnamed_addr

declare noalias ptr @NRT_meminfo_as_pyobject(ptr) local_unnamed_addr

declare ptr @PyImport_ImportModule(ptr) local_unnamed_addr

declare ptr @PyObject_GetAttrString(ptr, ptr) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @PyObject_CallFunctionObjArgs(ptr, ...) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr } @cfunc._ZN5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_as_written18returns_typed_dictB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8) #4
  %.10 = load ptr, ptr %excinfo, align 8
  %.19.fca.0.load = load ptr, ptr %.3, align 8
  %.19.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr } undef, ptr %.19.fca.0.load, 0
  %inserted.data = insertvalue { ptr, ptr } %inserted.meminfo, ptr %.19.fca.1.load, 1
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.23)
  call void @PyErr_Clear()
  %.29 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 0
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi { ptr, ptr } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.data, %.26 ], [ %inserted.data, %entry ]
  ret { ptr, ptr } %common.ret.op

.26:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.74 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.74)
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.23)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.37 = sext i32 %.36 to i64
  %.38 = call ptr @PyBytes_FromStringAndSize(ptr %.34, i64 %.37)
  %.39 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 2
  %.42 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 3
  %.44 = call ptr %.42(ptr %.40)
  %.45 = icmp eq ptr %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if
  %.58 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 2
  %.59 = call ptr @numba_unpickle(ptr %.34, i32 %.36, ptr %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi ptr [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq ptr %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !9

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call ptr @numba_runtime_build_excinfo_struct(ptr %.38, ptr nonnull %.44)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.61)
  br label %.26
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @numba_dict_new_sized(ptr, i64, i64, i64) local_unnamed_addr

declare void @numba_dict_set_method_table(ptr, ptr) local_unnamed_addr

define linkonce_odr void @_numba_dict_dtor(ptr %.1, i64 %.2, ptr %.3) {
.5:
  %.7 = load ptr, ptr %.1, align 8
  tail call void @numba_dict_free(ptr %.7)
  ret void
}

declare noalias ptr @NRT_MemInfo_alloc_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @numba_dict_free(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare i32 @numba_dict_insert(ptr, ptr, i64, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !9

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }

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
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = !{!11, !13}
!11 = distinct !{!11, !12, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd: %retptr"}
!12 = distinct !{!12, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd"}
!13 = distinct !{!13, !12, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE44DictType_5bint64_2cfloat64_5d_3civ_3dNone_3exd: %excinfo"}
