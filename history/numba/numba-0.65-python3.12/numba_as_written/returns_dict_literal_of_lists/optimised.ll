; ModuleID = 'returns_dict_literal_of_lists'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.returns_dict_literal_of_lists = internal constant [30 x i8] c"returns_dict_literal_of_lists\00"
@_ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@.const.numba.typed.typeddict = internal constant [22 x i8] c"numba.typed.typeddict\00"
@.const._from_meminfo_ptr = internal constant [18 x i8] c"_from_meminfo_ptr\00"
@.const.pickledata.object3 = internal constant [PICKLED x i8] DictType(int64, ListType[int64])
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2932typeref_5bListType_5bint64_5d_5d24omitted_28default_3d0_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx = common local_unnamed_addr global ptr null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d15StarArgUniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx = common local_unnamed_addr global ptr null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate list',), None)
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object6, i32 PICKLED, ptr @.const.pickledata.object6.sha1, ptr null, i32 0 }
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object7, i32 PICKLED, ptr @.const.pickledata.object7.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10listobject11impl_append12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx = common local_unnamed_addr global ptr null
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('list is immutable',), ('impl', 'numba/typed/listobject.py', 605))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object8, i32 PICKLED, ptr @.const.pickledata.object8.sha1, ptr null, i32 0 }
@.const.pickledata.object9 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Unable to allocate memory to append item',), ('impl', 'numba/typed/listobject.py', 607))
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object9, i32 PICKLED, ptr @.const.pickledata.object9.sha1, ptr null, i32 0 }
@.const.pickledata.object10 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('list.append failed unexpectedly',), ('impl', 'numba/typed/listobject.py', 609))
@.const.pickledata.object10.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object10, i32 PICKLED, ptr @.const.pickledata.object10.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d = common local_unnamed_addr global ptr null
@.const.pickledata.object11 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object11.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object11, i32 PICKLED, ptr @.const.pickledata.object11.sha1, ptr null, i32 0 }
@.const.pickledata.object12 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object12.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object12, i32 PICKLED, ptr @.const.pickledata.object12.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types7scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing8int_hash12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing10_long_implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
B0:
  %.41.i = alloca i64, align 8
  %.36.i.i.i = alloca { ptr, ptr, ptr, ptr, ptr }, align 8
  %.49.i = alloca { ptr, ptr }, align 8
  %.52.i = alloca { ptr, ptr }, align 8
  %.29.i = alloca { ptr, ptr }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.22.i.i.i = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.52.i), !noalias !4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %.36.i.i.i), !noalias !4
  store ptr null, ptr %.52.i, align 8, !noalias !11
  %.25.i.i.i = call i32 @numba_dict_new_sized(ptr nonnull %.52.i, i64 0, i64 8, i64 16), !noalias !11
  %.26.not.i.i.i = icmp eq i32 %.25.i.i.i, 0
  br i1 %.26.not.i.i.i, label %B38.endif.i.i.i, label %B0.if.if

B38.endif.i.i.i:                                  ; preds = %B0
  %.33.i.i.i = load ptr, ptr %.52.i, align 8, !noalias !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %.36.i.i.i, i8 0, i64 24, i1 false), !noalias !11
  %sunkaddr.i.i.i = getelementptr inbounds nuw i8, ptr %.36.i.i.i, i64 24
  store ptr @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx.dict_value_incref, ptr %sunkaddr.i.i.i, align 8, !noalias !11
  %sunkaddr1.i.i.i = getelementptr inbounds nuw i8, ptr %.36.i.i.i, i64 32
  store ptr @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx.dict_value_decref, ptr %sunkaddr1.i.i.i, align 8, !noalias !11
  call void @numba_dict_set_method_table(ptr %.33.i.i.i, ptr nonnull %.36.i.i.i), !noalias !11
  %.55.i.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_dict_dtor), !noalias !11
  %.56.i.i.i = icmp eq ptr %.55.i.i.i, null
  br i1 %.56.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !15

common.ret:                                       ; preds = %B34.endif.endif.endif.endif.if.if, %B34.endif.endif.endif.if.if, %B34.endif.endif.if, %B0.if.if, %B76
  %common.ret.op = phi i32 [ 0, %B76 ], [ 1, %B0.if.if ], [ 1, %B34.endif.endif.if ], [ 1, %B34.endif.endif.endif.if.if ], [ 1, %B34.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B76:                                              ; preds = %B34.endif.endif.endif.endif.endif, %B0.endif.endif
  store ptr %.55.i.i.i, ptr %retptr, align 8
  %retptr.repack76 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.33.i.i.i, ptr %retptr.repack76, align 8
  br label %common.ret

B0.if.if:                                         ; preds = %B38.endif.i.i.i, %B0
  %excinfo.1.0.ph.i.i = phi ptr [ @.const.picklebuf.object5, %B38.endif.i.i.i ], [ @.const.picklebuf.object4, %B0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.52.i), !noalias !4
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.36.i.i.i), !noalias !4
  store ptr %excinfo.1.0.ph.i.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B38.endif.i.i.i
  %.5.i.i.i.i = getelementptr i8, ptr %.55.i.i.i, i64 24
  %.6.i.i.i.i = load ptr, ptr %.5.i.i.i.i, align 8, !noalias !11
  store ptr %.33.i.i.i, ptr %.6.i.i.i.i, align 8, !noalias !11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.52.i), !noalias !4
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.36.i.i.i), !noalias !4
  %.11685.not = icmp slt i64 %arg.n, 1
  br i1 %.11685.not, label %B76, label %B34.endif.if.preheader

B34.endif.if.preheader:                           ; preds = %B0.endif.endif
  %const = bitcast i64 2305843008139952128 to i64
  br label %B34.endif.if

B34.endif.if:                                     ; preds = %B34.endif.if.preheader, %B34.endif.endif.endif.endif.endif
  %lsr.iv = phi i64 [ 0, %B34.endif.if.preheader ], [ %lsr.iv.next, %B34.endif.endif.endif.endif.endif ]
  %.1228286 = phi i64 [ %.129, %B34.endif.endif.endif.endif.endif ], [ 0, %B34.endif.if.preheader ]
  %.129 = add nuw nsw i64 %.1228286, 1
  %.174 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 40, ptr nonnull @.dtor.list.int64)
  %.175 = icmp eq ptr %.174, null
  br i1 %.175, label %B34.endif.endif.if, label %B34.endif.endif.endif, !prof !15

B34.endif.endif.if:                               ; preds = %B34.endif.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !16
  br label %common.ret

B34.endif.endif.endif:                            ; preds = %B34.endif.if
  %.5.i = getelementptr i8, ptr %.174, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.187 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 2, ptr %.187, align 8
  %.6.i7 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i7, align 8
  %.6.i9 = load ptr, ptr %.5.i, align 8
  %.199 = getelementptr inbounds nuw i8, ptr %.6.i9, i64 16
  store i8 0, ptr %.199, align 1
  %.6.i11 = load ptr, ptr %.5.i, align 8
  %.212 = getelementptr inbounds nuw i8, ptr %.6.i11, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %.212, i8 0, i64 16, i1 false)
  %.6.i13 = load ptr, ptr %.5.i, align 8
  store i64 2, ptr %.6.i13, align 8
  %.6.i15 = load ptr, ptr %.5.i, align 8
  %.252 = getelementptr inbounds nuw i8, ptr %.6.i15, i64 24
  store i64 %.1228286, ptr %.252, align 8
  %.6.i17 = load ptr, ptr %.5.i, align 8
  %.267 = getelementptr i8, ptr %.6.i17, i64 32
  store i64 %lsr.iv, ptr %.267, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.52.i)
  store ptr null, ptr %.52.i, align 8, !noalias !17
  call void @NRT_incref(ptr nonnull %.174), !noalias !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.36.i.i.i, i8 0, i64 16, i1 false), !noalias !17
  %.34.i = call i32 @_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d15StarArgUniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE(ptr nonnull %.36.i.i.i, ptr nonnull %.52.i, ptr null, ptr nonnull %.174, ptr null), !noalias !17
  %cond.i = icmp eq i32 %.34.i, 0
  br i1 %cond.i, label %B34.endif.endif.endif.endif, label %B34.endif.endif.endif.if.if

B34.endif.endif.endif.endif:                      ; preds = %B34.endif.endif.endif
  %.44.fca.0.load.i = load ptr, ptr %.36.i.i.i, align 8, !noalias !17
  %sunkaddr = getelementptr inbounds i8, ptr %.36.i.i.i, i64 8
  %.44.fca.1.load.i = load ptr, ptr %sunkaddr, align 8, !noalias !17
  call void @NRT_decref(ptr nonnull %.174), !noalias !17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.52.i)
  tail call void @NRT_decref(ptr nonnull %.174)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.41.i)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %.52.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.52.i, i8 0, i64 16, i1 false), !noalias !21
  %.12.i.i.i.i = uitofp nneg i64 %.1228286 to double
  %.14.i.i.i.i = fcmp olt double %.12.i.i.i.i, 0xADDRESS
  br i1 %.14.i.i.i.i, label %B0.endif.i22, label %B252.endif.i.i.i.i

B252.endif.i.i.i.i:                               ; preds = %B34.endif.endif.endif.endif
  %.199.2.i.i.i.i.i = and i64 %.1228286, 1073741823
  %.187.2.i.i.i.i.i = and i64 %.1228286, %const
  %0 = lshr i64 %.1228286, 61
  %.193.2.i.i.i.i.i = or disjoint i64 %0, %.187.2.i.i.i.i.i
  %.201.2.i.i.i.i.i = add nuw nsw i64 %.193.2.i.i.i.i.i, %.199.2.i.i.i.i.i
  %const_mat = add i64 %const, 1073741822
  %.206.2.i.i.i.i.i = icmp samesign ugt i64 %.201.2.i.i.i.i.i, %const_mat
  %.216.2.i.i.i.i.i = add nsw i64 %.201.2.i.i.i.i.i, -2305843009213693951
  %spec.select.2.i.i.i.i.i = select i1 %.206.2.i.i.i.i.i, i64 %.216.2.i.i.i.i.i, i64 %.201.2.i.i.i.i.i
  %spec.select.i1.i.i.i.i = call i64 @llvm.umin.i64(i64 %spec.select.2.i.i.i.i.i, i64 -2)
  br label %B0.endif.i22

B0.endif.i22:                                     ; preds = %B34.endif.endif.endif.endif, %B252.endif.i.i.i.i
  %spec.select.i1.sink.i.i.i.i = phi i64 [ %spec.select.i1.i.i.i.i, %B252.endif.i.i.i.i ], [ %.1228286, %B34.endif.endif.endif.endif ]
  store i64 %.1228286, ptr %.41.i, align 8, !noalias !21
  store ptr %.44.fca.0.load.i, ptr %.36.i.i.i, align 8, !noalias !21
  %sunkaddr46 = getelementptr inbounds i8, ptr %.36.i.i.i, i64 8
  store ptr %.44.fca.1.load.i, ptr %sunkaddr46, align 8, !noalias !21
  %.63.i = call i32 @numba_dict_insert(ptr %.33.i.i.i, ptr nonnull %.41.i, i64 %spec.select.i1.sink.i.i.i.i, ptr nonnull %.36.i.i.i, ptr nonnull %.52.i), !noalias !21
  switch i32 %.63.i, label %B34.endif.endif.endif.endif.if.if.loopexit45 [
    i32 0, label %B34.endif.endif.endif.endif.endif
    i32 1, label %B34.endif.endif.endif.endif.endif
    i32 -5, label %B34.endif.endif.endif.endif.if.if.loopexit
  ]

B34.endif.endif.endif.if.if:                      ; preds = %B34.endif.endif.endif
  %.35.i = load ptr, ptr %.52.i, align 8, !noalias !17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.52.i)
  store ptr %.35.i, ptr %excinfo, align 8
  br label %common.ret

B34.endif.endif.endif.endif.endif:                ; preds = %B0.endif.i22, %B0.endif.i22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.41.i)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %.52.i)
  tail call void @NRT_decref(ptr %.44.fca.0.load.i)
  %lsr.iv.next = add nuw i64 %lsr.iv, 2
  %exitcond.not = icmp eq i64 %arg.n, %.129
  br i1 %exitcond.not, label %B76, label %B34.endif.if

B34.endif.endif.endif.endif.if.if.loopexit:       ; preds = %B0.endif.i22
  br label %B34.endif.endif.endif.endif.if.if

B34.endif.endif.endif.endif.if.if.loopexit45:     ; preds = %B0.endif.i22
  br label %B34.endif.endif.endif.endif.if.if

B34.endif.endif.endif.endif.if.if:                ; preds = %B34.endif.endif.endif.endif.if.if.loopexit45, %B34.endif.endif.endif.endif.if.if.loopexit
  %excinfo.3.1.ph = phi ptr [ @.const.picklebuf.object11, %B34.endif.endif.endif.endif.if.if.loopexit ], [ @.const.picklebuf.object12, %B34.endif.endif.endif.endif.if.if.loopexit45 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.41.i)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %.52.i)
  store ptr %excinfo.3.1.ph, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

define ptr @_ZN7cpython5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.returns_dict_literal_of_lists, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { ptr, ptr }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !15

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ %.77, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !15

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !15

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !25

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.36, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull %excinfo, i64 %.21.0) #3
  %.41 = load ptr, ptr %excinfo, align 8
  %cond = icmp eq i32 %.40, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.50.fca.0.load = load ptr, ptr %.36, align 8
  %.63 = call ptr @NRT_meminfo_as_pyobject(ptr %.50.fca.0.load)
  %.64 = call ptr @PyImport_ImportModule(ptr nonnull @.const.numba.typed.typeddict)
  %.65 = call ptr @PyObject_GetAttrString(ptr %.64, ptr nonnull @.const._from_meminfo_ptr)
  %.72 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object3, i32 PICKLED, ptr nonnull @.const.pickledata.object3.sha1)
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
  br i1 %.104, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !15

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.117 = extractvalue { ptr, i32, ptr, ptr, i32 } %.88, 2
  %.118 = call ptr @numba_unpickle(ptr %.93, i32 %.95, ptr %.117)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.120 = phi ptr [ %.108, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.118, %entry.endif.endif.endif.endif.endif.if.else ]
  %.121.not = icmp eq ptr %.120, null
  br i1 %.121.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !15

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

define { ptr, ptr } @cfunc._ZN5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %.7 = call i32 @_ZN5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull %excinfo, i64 %.1) #3
  %.8 = load ptr, ptr %excinfo, align 8
  %.17.fca.0.load = load ptr, ptr %.3, align 8
  %.17.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr } undef, ptr %.17.fca.0.load, 0
  %inserted.data = insertvalue { ptr, ptr } %inserted.meminfo, ptr %.17.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !15

entry.if.if.else:                                 ; preds = %entry.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !15

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
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @numba_dict_new_sized(ptr, i64, i64, i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none)
define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx.dict_value_incref(ptr nocapture readonly %.1) #2 {
.3:
  %.5 = load ptr, ptr %.1, align 8
  tail call void @NRT_incref(ptr %.5)
  ret void
}

define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx.dict_value_decref(ptr nocapture readonly %.1) {
.3:
  %.5 = load ptr, ptr %.1, align 8
  tail call void @NRT_decref(ptr %.5)
  ret void
}

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

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !15

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !15

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #5 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !15

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d15StarArgUniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr nocapture readnone %arg.cls, ptr %arg.args.0.0, ptr nocapture readnone %arg.args.0.1) local_unnamed_addr {
B0:
  %.35.i.i = alloca { ptr, ptr }, align 8
  %.21.i.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.args.0.0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.21.i.i), !noalias !26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %.35.i.i), !noalias !26
  store ptr null, ptr %.21.i.i, align 8, !noalias !30
  %.24.i.i = call i32 @numba_list_new(ptr nonnull %.21.i.i, i64 8, i64 0), !noalias !30
  %.25.not.i.i = icmp eq i32 %.24.i.i, 0
  br i1 %.25.not.i.i, label %B38.endif.i.i, label %B0.if.if, !prof !15

B38.endif.i.i:                                    ; preds = %B0
  %.32.i.i = load ptr, ptr %.21.i.i, align 8, !noalias !30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.35.i.i, i8 0, i64 16, i1 false), !noalias !30
  call void @numba_list_set_method_table(ptr %.32.i.i, ptr nonnull %.35.i.i), !noalias !30
  %.47.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_list_dtor), !noalias !30
  %.48.i.i = icmp eq ptr %.47.i.i, null
  br i1 %.48.i.i, label %B0.if.if, label %B0.endif, !prof !15

B62:                                              ; preds = %B62.preheader, %B62.endif
  %.6.i = phi ptr [ %.6.i7, %B62.endif ], [ %.6.i5, %B62.preheader ]
  %.823135 = phi i64 [ %.102, %B62.endif ], [ 0, %B62.preheader ]
  %.97 = getelementptr inbounds nuw i8, ptr %.6.i, i64 24
  %0 = shl i64 %.823135, 3
  %scevgep = getelementptr i8, ptr %.97, i64 %0
  %.99 = load i64, ptr %scevgep, align 8
  tail call void @NRT_incref(ptr nonnull %.47.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.35.i.i)
  store i64 %.99, ptr %.35.i.i, align 8, !noalias !34
  %.18.i = call i32 @numba_list_append(ptr %.32.i.i, ptr nonnull %.35.i.i), !noalias !34
  switch i32 %.18.i, label %B62.if.if.loopexit4 [
    i32 0, label %B62.endif
    i32 -5, label %B62.if.if.loopexit
    i32 -2, label %B62.if.if.loopexit3
  ]

common.ret:                                       ; preds = %B62.if.if, %B0.if.if, %B100
  %common.ret.op = phi i32 [ 0, %B100 ], [ 1, %B0.if.if ], [ 1, %B62.if.if ]
  ret i32 %common.ret.op

B100:                                             ; preds = %B62.endif, %B0.endif
  store ptr %.47.i.i, ptr %retptr, align 8
  %retptr.repack29 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.32.i.i, ptr %retptr.repack29, align 8
  tail call void @NRT_decref(ptr nonnull %arg.args.0.0)
  br label %common.ret

B0.endif:                                         ; preds = %B38.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.47.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !30
  store ptr %.32.i.i, ptr %.6.i.i.i, align 8, !noalias !30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.21.i.i), !noalias !26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %.35.i.i), !noalias !26
  %.5.i4 = getelementptr i8, ptr %arg.args.0.0, i64 24
  %.6.i5 = load ptr, ptr %.5.i4, align 8
  %.8833 = load i64, ptr %.6.i5, align 8
  %.8934 = icmp sgt i64 %.8833, 0
  br i1 %.8934, label %B62.preheader, label %B100

B62.preheader:                                    ; preds = %B0.endif
  br label %B62

B0.if.if:                                         ; preds = %B38.endif.i.i, %B0
  %excinfo.1.0.ph.i = phi ptr [ @.const.picklebuf.object7, %B38.endif.i.i ], [ @.const.picklebuf.object6, %B0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.21.i.i), !noalias !26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %.35.i.i), !noalias !26
  store ptr %excinfo.1.0.ph.i, ptr %excinfo, align 8
  br label %common.ret

B62.endif:                                        ; preds = %B62
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.35.i.i)
  %.102 = add nuw nsw i64 %.823135, 1
  tail call void @NRT_decref(ptr nonnull %.47.i.i)
  %sunkaddr = getelementptr i8, ptr %arg.args.0.0, i64 24
  %.6.i7 = load ptr, ptr %sunkaddr, align 8
  %.88 = load i64, ptr %.6.i7, align 8
  %.89 = icmp slt i64 %.102, %.88
  br i1 %.89, label %B62, label %B100

B62.if.if.loopexit:                               ; preds = %B62
  br label %B62.if.if

B62.if.if.loopexit3:                              ; preds = %B62
  br label %B62.if.if

B62.if.if.loopexit4:                              ; preds = %B62
  br label %B62.if.if

B62.if.if:                                        ; preds = %B62.if.if.loopexit4, %B62.if.if.loopexit3, %B62.if.if.loopexit
  %excinfo.2.1.ph = phi ptr [ @.const.picklebuf.object8, %B62.if.if.loopexit ], [ @.const.picklebuf.object9, %B62.if.if.loopexit3 ], [ @.const.picklebuf.object10, %B62.if.if.loopexit4 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.35.i.i)
  store ptr %excinfo.2.1.ph, ptr %excinfo, align 8
  br label %common.ret
}

declare i32 @numba_list_new(ptr, i64, i64) local_unnamed_addr

declare void @numba_list_set_method_table(ptr, ptr) local_unnamed_addr

define linkonce_odr void @_numba_list_dtor(ptr %.1, i64 %.2, ptr %.3) {
.5:
  %.7 = load ptr, ptr %.1, align 8
  tail call void @numba_list_free(ptr %.7)
  ret void
}

declare i32 @numba_list_append(ptr, ptr) local_unnamed_addr

declare void @numba_list_free(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

declare i32 @numba_dict_insert(ptr, ptr, i64, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!numba_args_may_always_need_nrt = !{!0, !1, !0, !2, !2, !3, !3, !1}

!0 = distinct !{null}
!1 = distinct !{null}
!2 = !{ptr @_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d15StarArgUniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE}
!3 = distinct !{null}
!4 = !{!5, !7, !8, !10}
!5 = distinct !{!5, !6, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2932typeref_5bListType_5bint64_5d_5d24omitted_28default_3d0_29: %retptr"}
!6 = distinct !{!6, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2932typeref_5bListType_5bint64_5d_5d24omitted_28default_3d0_29"}
!7 = distinct !{!7, !6, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2932typeref_5bListType_5bint64_5d_5d24omitted_28default_3d0_29: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %retptr"}
!9 = distinct !{!9, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"}
!10 = distinct !{!10, !9, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %excinfo"}
!11 = !{!12, !14, !5, !7, !8, !10}
!12 = distinct !{!12, !13, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx: %retptr"}
!13 = distinct !{!13, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx"}
!14 = distinct !{!14, !13, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx: %excinfo"}
!15 = !{!"branch_weights", i32 1, i32 99}
!16 = !{i1 true}
!17 = !{!18, !20}
!18 = distinct !{!18, !19, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE: %retptr"}
!19 = distinct !{!19, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE"}
!20 = distinct !{!20, !19, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE: %excinfo"}
!21 = !{!22, !24}
!22 = distinct !{!22, !23, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d: %retptr"}
!23 = distinct !{!23, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d"}
!24 = distinct !{!24, !23, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d: %excinfo"}
!25 = !{!"branch_weights", i32 99, i32 1}
!26 = !{!27, !29}
!27 = distinct !{!27, !28, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %retptr"}
!28 = distinct !{!28, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29"}
!29 = distinct !{!29, !28, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %excinfo"}
!30 = !{!31, !33, !27, !29}
!31 = distinct !{!31, !32, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %retptr"}
!32 = distinct !{!32, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx"}
!33 = distinct !{!33, !32, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %excinfo"}
!34 = !{!35, !37}
!35 = distinct !{!35, !36, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %retptr"}
!36 = distinct !{!36, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx"}
!37 = distinct !{!37, !36, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %excinfo"}
