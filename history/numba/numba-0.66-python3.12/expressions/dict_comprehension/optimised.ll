; ModuleID = 'dict_comprehension'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.dict_comprehension = internal constant [19 x i8] c"dict_comprehension\00"
@_ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [121 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@.const.numba.typed.typeddict = internal constant [22 x i8] c"numba.typed.typeddict\00"
@.const._from_meminfo_ptr = internal constant [18 x i8] c"_from_meminfo_ptr\00"
@.const.pickledata.object2 = internal constant [PICKLED x i8] DictType(int64, int64)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x = common local_unnamed_addr global ptr null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx = common local_unnamed_addr global ptr null
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object6, i32 PICKLED, ptr @.const.pickledata.object6.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types7scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing8int_hash12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing10_long_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif:
  %.36.i.i.i = alloca { ptr, ptr, ptr, ptr, ptr }, align 8
  %.35.i = alloca i64, align 8
  %.43.i = alloca i64, align 8
  %.46.i = alloca i64, align 8
  %.22.i.i.i = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.43.i), !noalias !0
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i.i.i), !noalias !0
  store ptr null, ptr %.43.i, align 8, !noalias !7
  %.25.i.i.i = call i32 @numba_dict_new_sized(ptr nonnull %.43.i, i64 0, i64 8, i64 8), !noalias !7
  %.26.not.i.i.i = icmp eq i32 %.25.i.i.i, 0
  br i1 %.26.not.i.i.i, label %B38.endif.i.i.i, label %B0.endif.endif.if.if

B38.endif.i.i.i:                                  ; preds = %B0.endif
  %.33.i.i.i = load ptr, ptr %.43.i, align 8, !noalias !7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.36.i.i.i, i8 0, i64 40, i1 false), !noalias !7
  call void @numba_dict_set_method_table(ptr %.33.i.i.i, ptr nonnull %.36.i.i.i), !noalias !7
  %.51.i.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_dict_dtor), !noalias !7
  %.52.i.i.i = icmp eq ptr %.51.i.i.i, null
  br i1 %.52.i.i.i, label %B0.endif.endif.if.if, label %B0.endif.endif.endif, !prof !11

B38:                                              ; preds = %B38.preheader, %B38.endif
  %.1325759 = phi i64 [ %.139, %B38.endif ], [ 0, %B38.preheader ]
  %.164 = mul nuw nsw i64 %.1325759, %.1325759
  tail call void @NRT_incref(ptr nonnull %.51.i.i.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %.43.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %.46.i)
  store i64 0, ptr %.46.i, align 8, !noalias !12
  %.12.i.i.i.i = uitofp nneg i64 %.1325759 to double
  %.14.i.i.i.i = fcmp olt double %.12.i.i.i.i, 0xADDRESS
  br i1 %.14.i.i.i.i, label %B0.endif.i3, label %B252.endif.i.i.i.i

B252.endif.i.i.i.i:                               ; preds = %B38
  %.199.2.i.i.i.i.i = and i64 %.1325759, 1073741823
  %.187.2.i.i.i.i.i = and i64 %.1325759, %const
  %0 = lshr i64 %.1325759, 61
  %.193.2.i.i.i.i.i = or disjoint i64 %0, %.187.2.i.i.i.i.i
  %.201.2.i.i.i.i.i = add nuw nsw i64 %.193.2.i.i.i.i.i, %.199.2.i.i.i.i.i
  %const_mat = add i64 %const, 1073741822
  %.206.2.i.i.i.i.i = icmp samesign ugt i64 %.201.2.i.i.i.i.i, %const_mat
  %.216.2.i.i.i.i.i = add nsw i64 %.201.2.i.i.i.i.i, -2305843009213693951
  %spec.select.2.i.i.i.i.i = select i1 %.206.2.i.i.i.i.i, i64 %.216.2.i.i.i.i.i, i64 %.201.2.i.i.i.i.i
  %spec.select.i1.i.i.i.i = call i64 @llvm.umin.i64(i64 %spec.select.2.i.i.i.i.i, i64 -2)
  br label %B0.endif.i3

B0.endif.i3:                                      ; preds = %B38, %B252.endif.i.i.i.i
  %spec.select.i1.sink.i.i.i.i = phi i64 [ %spec.select.i1.i.i.i.i, %B252.endif.i.i.i.i ], [ %.1325759, %B38 ]
  store i64 %.1325759, ptr %.36.i.i.i, align 8, !noalias !12
  store i64 %.164, ptr %.43.i, align 8, !noalias !12
  %.57.i = call i32 @numba_dict_insert(ptr %.33.i.i.i, ptr nonnull %.36.i.i.i, i64 %spec.select.i1.sink.i.i.i.i, ptr nonnull %.43.i, ptr nonnull %.46.i), !noalias !12
  switch i32 %.57.i, label %B38.if.if.loopexit18 [
    i32 0, label %B38.endif
    i32 1, label %B38.endif
    i32 -5, label %B38.if.if.loopexit
  ]

common.ret:                                       ; preds = %B38.if.if, %B0.endif.endif.if.if, %B54
  %common.ret.op = phi i32 [ 0, %B54 ], [ 1, %B0.endif.endif.if.if ], [ 1, %B38.if.if ]
  ret i32 %common.ret.op

B54:                                              ; preds = %B38.endif, %B0.endif.endif.endif
  store ptr %.51.i.i.i, ptr %retptr, align 8
  %retptr.repack54 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.33.i.i.i, ptr %retptr.repack54, align 8
  tail call void @NRT_decref(ptr nonnull %.51.i.i.i)
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B38.endif.i.i.i
  %.5.i.i.i.i = getelementptr i8, ptr %.51.i.i.i, i64 24
  %.6.i.i.i.i = load ptr, ptr %.5.i.i.i.i, align 8, !noalias !7
  store ptr %.33.i.i.i, ptr %.6.i.i.i.i, align 8, !noalias !7
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i), !noalias !0
  tail call void @NRT_incref(ptr nonnull %.51.i.i.i)
  %.12658.not = icmp slt i64 %arg.n, 1
  br i1 %.12658.not, label %B54, label %B38.preheader

B38.preheader:                                    ; preds = %B0.endif.endif.endif
  %const = bitcast i64 2305843008139952128 to i64
  br label %B38

B0.endif.endif.if.if:                             ; preds = %B38.endif.i.i.i, %B0.endif
  %excinfo.1.0.ph.i.i = phi ptr [ @.const.picklebuf.object4, %B38.endif.i.i.i ], [ @.const.picklebuf.object3, %B0.endif ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i), !noalias !0
  store ptr %excinfo.1.0.ph.i.i, ptr %excinfo, align 8
  br label %common.ret

B38.endif:                                        ; preds = %B0.endif.i3, %B0.endif.i3
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.46.i)
  %.139 = add nuw nsw i64 %.1325759, 1
  tail call void @NRT_decref(ptr nonnull %.51.i.i.i)
  %exitcond.not = icmp eq i64 %arg.n, %.139
  br i1 %exitcond.not, label %B54, label %B38

B38.if.if.loopexit:                               ; preds = %B0.endif.i3
  br label %B38.if.if

B38.if.if.loopexit18:                             ; preds = %B0.endif.i3
  br label %B38.if.if

B38.if.if:                                        ; preds = %B38.if.if.loopexit18, %B38.if.if.loopexit
  %excinfo.2.1.ph = phi ptr [ @.const.picklebuf.object5, %B38.if.if.loopexit ], [ @.const.picklebuf.object6, %B38.if.if.loopexit18 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.43.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.46.i)
  store ptr %excinfo.2.1.ph, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.dict_comprehension, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !11

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif ], [ %.77, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !11

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !11

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !16

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.36, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull %excinfo, i64 %.21.0) #4
  %.41 = load ptr, ptr %excinfo, align 8
  %cond = icmp eq i32 %.40, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !17

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.50.fca.0.load = load ptr, ptr %.36, align 8
  %.63 = call ptr @NRT_meminfo_as_pyobject(ptr %.50.fca.0.load)
  %.64 = call ptr @PyImport_ImportModule(ptr nonnull @.const.numba.typed.typeddict)
  %.65 = call ptr @PyObject_GetAttrString(ptr %.64, ptr nonnull @.const._from_meminfo_ptr)
  %.72 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object2, i32 PICKLED, ptr nonnull @.const.pickledata.object2.sha1)
  %.75.not = icmp eq ptr %.72, null
  br i1 %.75.not, label %common.ret, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.77 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.65, ptr %.63, ptr nonnull %.72, ptr null)
  call void @Py_DecRef(ptr %.65)
  call void @Py_DecRef(ptr %.64)
  call void @Py_DecRef(ptr %.63)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.88 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.88, 4
  %.90 = icmp sgt i32 %.89, 0
  %.93 = extractvalue { ptr, i32, ptr, ptr, i32 } %.88, 0
  %.95 = extractvalue { ptr, i32, ptr, ptr, i32 } %.88, 1
  br i1 %.90, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.96 = sext i32 %.95 to i64
  %.97 = call ptr @PyBytes_FromStringAndSize(ptr %.93, i64 %.96)
  %.98 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.98, 2
  %.101 = extractvalue { ptr, i32, ptr, ptr, i32 } %.98, 3
  %.103 = call ptr %.101(ptr %.99)
  %.104 = icmp eq ptr %.103, null
  br i1 %.104, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !11

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.117 = extractvalue { ptr, i32, ptr, ptr, i32 } %.88, 2
  %.118 = call ptr @numba_unpickle(ptr %.93, i32 %.95, ptr %.117)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.120 = phi ptr [ %.108, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.118, %entry.endif.endif.endif.endif.endif.if.else ]
  %.121.not = icmp eq ptr %.120, null
  br i1 %.121.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !11

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.108 = call ptr @numba_runtime_build_excinfo_struct(ptr %.97, ptr nonnull %.103)
  call void @NRT_Free(ptr nonnull %.41)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.120)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare noalias ptr @NRT_meminfo_as_pyobject(ptr) local_unnamed_addr

declare ptr @PyImport_ImportModule(ptr) local_unnamed_addr

declare ptr @PyObject_GetAttrString(ptr, ptr) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @PyObject_CallFunctionObjArgs(ptr, ...) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr } @cfunc._ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %.7 = call i32 @_ZN5cases11expressions18dict_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull %excinfo, i64 %.1) #4
  %.8 = load ptr, ptr %excinfo, align 8
  %.17.fca.0.load = load ptr, ptr %.3, align 8
  %.17.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr } undef, ptr %.17.fca.0.load, 0
  %inserted.data = insertvalue { ptr, ptr } %inserted.meminfo, ptr %.17.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !17

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi { ptr, ptr } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.data, %.24 ], [ %inserted.data, %entry ]
  ret { ptr, ptr } %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !11

entry.if.if.else:                                 ; preds = %entry.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !11

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

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
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

declare void @numba_dict_free(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare i32 @numba_dict_insert(ptr, ptr, i64, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !11

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !11

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !11

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
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }

!0 = !{!1, !3, !4, !6}
!1 = distinct !{!1, !2, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29"}
!3 = distinct !{!3, !2, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29: %excinfo"}
!4 = distinct !{!4, !5, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %retptr"}
!5 = distinct !{!5, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"}
!6 = distinct !{!6, !5, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %excinfo"}
!7 = !{!8, !10, !1, !3, !4, !6}
!8 = distinct !{!8, !9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x: %retptr"}
!9 = distinct !{!9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x"}
!10 = distinct !{!10, !9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x: %excinfo"}
!11 = !{!"branch_weights", i32 1, i32 99}
!12 = !{!13, !15}
!13 = distinct !{!13, !14, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %retptr"}
!14 = distinct !{!14, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"}
!15 = distinct !{!15, !14, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %excinfo"}
!16 = !{!"branch_weights", i32 99, i32 1}
!17 = !{!"branch_weights", i32 49, i32 1}
