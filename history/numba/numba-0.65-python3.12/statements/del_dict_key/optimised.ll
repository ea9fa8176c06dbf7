; ModuleID = 'del_dict_key'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.bytes.string1 = internal constant [2 x i8] c"a\00"
@.bytes.string2 = internal constant [2 x i8] c"b\00"
@.bytes.string3 = internal constant [2 x i8] c"c\00"
@.const.del_dict_key = internal constant [13 x i8] c"del_dict_key\00"
@_ZN08NumbaEnv5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [114 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d16class_28int64_2924omitted_28default_3d0_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x = common local_unnamed_addr global ptr null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x = common local_unnamed_addr global ptr null
@.bytes.string1.9 = internal constant [2 x i8] c"a\00"
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object6, i32 PICKLED, ptr @.const.pickledata.object6.sha1, ptr null, i32 0 }
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object7, i32 PICKLED, ptr @.const.pickledata.object7.sha1, ptr null, i32 0 }
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode encoding encountered',), ('_kind_to_byte_width', 'numba/cpython/unicode.py', 406))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object8, i32 PICKLED, ptr @.const.pickledata.object8.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x = common local_unnamed_addr global ptr null
@.bytes.string2.12 = internal constant [2 x i8] c"b\00"
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x = common local_unnamed_addr global ptr null
@.bytes.string3.15 = internal constant [2 x i8] c"c\00"
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject8impl_pop12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@.const.pickledata.object9 = internal constant [PICKLED x i8] (<class 'KeyError'>, (), ('impl', 'numba/typed/dictobject.py', 820))
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object9, i32 PICKLED, ptr @.const.pickledata.object9.sha1, ptr null, i32 0 }
@.const.pickledata.object10 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('internal dict error during lookup',), ('impl', 'numba/typed/dictobject.py', 824))
@.const.pickledata.object10.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object10, i32 PICKLED, ptr @.const.pickledata.object10.sha1, ptr null, i32 0 }
@.const.pickledata.object11 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('internal dict error during delitem',), ('impl', 'numba/typed/dictobject.py', 828))
@.const.pickledata.object11.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object11, i32 PICKLED, ptr @.const.pickledata.object11.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type = common local_unnamed_addr global ptr null
@.const.pickledata.object12 = internal constant [PICKLED x i8] (<class 'KeyError'>, (<ir.Constant type='i8*' value=None>,), ('impl', 'numba/typed/dictobject.py', 778))
@.const.pickledata.object13 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object13.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object13 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object13, i32 PICKLED, ptr @.const.pickledata.object13.sha1, ptr null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type" = internal constant [207 x i8] c"missing Environment: _ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type\00"
@.const.pickledata.object14 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('internal dict error during lookup',), ('impl', 'numba/typed/dictobject.py', 780))
@.const.pickledata.object14.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object14, i32 PICKLED, ptr @.const.pickledata.object14.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE36Literal_5bstr_5d_28djbx33a_suffix_29 = common local_unnamed_addr global ptr null
@_numba_hashsecret_djbx33a_suffix = external local_unnamed_addr global i64
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEy = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k0_29 = common local_unnamed_addr global ptr null
@_numba_hashsecret_siphash_k0 = external local_unnamed_addr global i64
@_ZN08NumbaEnv5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k1_29 = common local_unnamed_addr global ptr null
@_numba_hashsecret_siphash_k1 = external local_unnamed_addr global i64
@_ZN08NumbaEnv5numba7cpython7hashing12_gen_siphash12_3clocals_3e8_siphashB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy7void_2ax = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13_SINGLE_ROUNDB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyyyy = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing11_HALF_ROUNDB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyyyyxx = common local_unnamed_addr global ptr null
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing7_ROTATEB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing7_ROTATEB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject8impl_len12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
B0:
  %.36.i.i.i = alloca { ptr, ptr, ptr, ptr, ptr }, align 8
  %.17.i = alloca i64, align 8
  %excinfo.1.i21 = alloca ptr, align 8
  %.31.i12 = alloca ptr, align 8
  %excinfo.1.i13 = alloca ptr, align 8
  %.31.i3 = alloca ptr, align 8
  %excinfo.1.i4 = alloca ptr, align 8
  %.31.i = alloca ptr, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.22.i.i.i = alloca ptr, align 8
  %.175 = alloca i64, align 8
  %excinfo.6 = alloca ptr, align 8
  store ptr null, ptr %excinfo.6, align 8
  %.221 = alloca i64, align 8
  %excinfo.7 = alloca ptr, align 8
  store ptr null, ptr %excinfo.7, align 8
  %.5 = shl nsw i64 %arg.n, 1
  %.6 = mul nsw i64 %arg.n, 3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %excinfo.1.i21), !noalias !36
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %.36.i.i.i), !noalias !36
  store ptr null, ptr %excinfo.1.i21, align 8, !noalias !43
  %.25.i.i.i = call i32 @numba_dict_new_sized(ptr nonnull %excinfo.1.i21, i64 0, i64 48, i64 8), !noalias !43
  %.26.not.i.i.i = icmp eq i32 %.25.i.i.i, 0
  br i1 %.26.not.i.i.i, label %B38.endif.i.i.i, label %B0.if.if

B38.endif.i.i.i:                                  ; preds = %B0
  %.33.i.i.i = load ptr, ptr %excinfo.1.i21, align 8, !noalias !43
  %0 = getelementptr inbounds nuw i8, ptr %.36.i.i.i, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false), !noalias !43
  store ptr @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x.dict_key_equal, ptr %.36.i.i.i, align 8, !noalias !43
  %sunkaddr.i.i.i = getelementptr inbounds nuw i8, ptr %.36.i.i.i, i64 8
  store ptr @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x.dict_key_incref, ptr %sunkaddr.i.i.i, align 8, !noalias !43
  %sunkaddr1.i.i.i = getelementptr inbounds nuw i8, ptr %.36.i.i.i, i64 16
  store ptr @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x.dict_key_decref, ptr %sunkaddr1.i.i.i, align 8, !noalias !43
  call void @numba_dict_set_method_table(ptr %.33.i.i.i, ptr nonnull %.36.i.i.i), !noalias !43
  %.57.i.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_dict_dtor), !noalias !43
  %.58.i.i.i = icmp eq ptr %.57.i.i.i, null
  br i1 %.58.i.i.i, label %B0.if.if, label %B0.endif, !prof !47

B0.endif:                                         ; preds = %B38.endif.i.i.i
  %.5.i.i.i.i = getelementptr i8, ptr %.57.i.i.i, i64 24
  %.6.i.i.i.i = load ptr, ptr %.5.i.i.i.i, align 8, !noalias !43
  store ptr %.33.i.i.i, ptr %.6.i.i.i.i, align 8, !noalias !43
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21), !noalias !36
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.36.i.i.i), !noalias !36
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %excinfo.1.i21)
  store ptr null, ptr %excinfo.1.i21, align 8, !noalias !48
  call void @NRT_incref(ptr nonnull %.57.i.i.i), !noalias !48
  %.35.i = call i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_typex(ptr nonnull %.36.i.i.i, ptr nonnull %excinfo.1.i21, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string1.9, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, i64 %arg.n), !noalias !48
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x.exit.thread, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x.exit

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x.exit.thread: ; preds = %B0.endif
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %excinfo.1.i21)
  store ptr null, ptr %excinfo.1.i21, align 8, !noalias !52
  %.35.i5 = call i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_typex(ptr nonnull %.36.i.i.i, ptr nonnull %excinfo.1.i21, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string2.12, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, i64 %.5), !noalias !52
  %cond.i6 = icmp eq i32 %.35.i5, 0
  br i1 %cond.i6, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x.exit.thread, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x.exit

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x.exit: ; preds = %B0.endif
  %.36.i = load ptr, ptr %excinfo.1.i21, align 8, !noalias !48
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21)
  %.47 = icmp sgt i32 %.35.i, 0
  %.48 = select i1 %.47, ptr %.36.i, ptr undef
  store ptr %.48, ptr %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if.if, %_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type.exit, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x.exit, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x.exit, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x.exit, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.35.i, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x.exit ], [ %.35.i5, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x.exit ], [ %.35.i14, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x.exit ], [ %.21.i, %_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type.exit ], [ %.179, %B0.endif.endif.endif.endif.endif.if.if ], [ %.225, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ 0, %B0.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B38.endif.i.i.i, %B0
  %excinfo.1.0.ph.i.i = phi ptr [ @.const.picklebuf.object5, %B38.endif.i.i.i ], [ @.const.picklebuf.object4, %B0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21), !noalias !36
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.36.i.i.i), !noalias !36
  store ptr %excinfo.1.0.ph.i.i, ptr %excinfo, align 8
  br label %common.ret

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x.exit.thread: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x.exit.thread
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %excinfo.1.i21)
  store ptr null, ptr %excinfo.1.i21, align 8, !noalias !56
  %.35.i14 = call i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_typex(ptr nonnull %.36.i.i.i, ptr nonnull %excinfo.1.i21, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string3.15, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null, i64 %.6), !noalias !56
  %cond.i15 = icmp eq i32 %.35.i14, 0
  br i1 %cond.i15, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x.exit.thread, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x.exit

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x.exit: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x.exit.thread
  %.36.i9 = load ptr, ptr %excinfo.1.i21, align 8, !noalias !52
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21)
  %.71 = icmp sgt i32 %.35.i5, 0
  %.72 = select i1 %.71, ptr %.36.i9, ptr undef
  store ptr %.72, ptr %excinfo, align 8
  br label %common.ret

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x.exit.thread: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x.exit.thread
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %excinfo.1.i21)
  store ptr null, ptr %excinfo.1.i21, align 8, !noalias !60
  %.21.i = call i32 @_ZN5numba5typed10dictobject8impl_pop12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type27omitted_28default_3dNone_29(ptr nonnull %.36.i.i.i, ptr nonnull %excinfo.1.i21, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string1, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null), !noalias !60
  %cond.i22 = icmp eq i32 %.21.i, 0
  br i1 %cond.i22, label %_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type.exit.thread, label %_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type.exit

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x.exit: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x.exit.thread
  %.36.i18 = load ptr, ptr %excinfo.1.i21, align 8, !noalias !56
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21)
  %.95 = icmp sgt i32 %.35.i14, 0
  %.96 = select i1 %.95, ptr %.36.i18, ptr undef
  store ptr %.96, ptr %excinfo, align 8
  br label %common.ret

_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type.exit.thread: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x.exit.thread
  call void @NRT_decref(ptr nonnull %.57.i.i.i), !noalias !60
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21)
  store i64 0, ptr %.175, align 8
  %.179 = call i32 @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type(ptr nonnull %.175, ptr nonnull %excinfo.6, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string2, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %.189 = load i64, ptr %.175, align 8
  %cond = icmp eq i32 %.179, 0
  br i1 %cond, label %B0.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.if.if

_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type.exit: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x.exit.thread
  %.22.i = load ptr, ptr %excinfo.1.i21, align 8, !noalias !60
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.1.i21)
  %.141 = icmp sgt i32 %.21.i, 0
  %.142 = select i1 %.141, ptr %.22.i, ptr undef
  store ptr %.142, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type.exit.thread
  store i64 0, ptr %.221, align 8
  %.225 = call i32 @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type(ptr nonnull %.221, ptr nonnull %excinfo.7, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string3, i64 1, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %cond36 = icmp eq i32 %.225, 0
  br i1 %cond36, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.endif.if.if

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type.exit.thread
  %.187 = icmp sgt i32 %.179, 0
  %.180 = load ptr, ptr %excinfo.6, align 8
  %.188 = select i1 %.187, ptr %.180, ptr undef
  store ptr %.188, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.233 = icmp sgt i32 %.225, 0
  %.226 = load ptr, ptr %excinfo.7, align 8
  %.234 = select i1 %.233, ptr %.226, ptr undef
  store ptr %.234, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.235 = load i64, ptr %.221, align 8
  %.13.i = call i64 @numba_dict_length(ptr %.33.i.i.i), !noalias !64
  %.245 = add nsw i64 %.235, %.189
  tail call void @NRT_decref(ptr nonnull %.57.i.i.i)
  %.271 = add nsw i64 %.245, %.13.i
  store i64 %.271, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

define ptr @_ZN7cpython5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.del_dict_key, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !47

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !47

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !47

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !67

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store i64 0, ptr %.36, align 8
  %.40 = call i32 @_ZN5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull %excinfo, i64 %.21.0) #3
  %.41 = load ptr, ptr %excinfo, align 8
  %cond = icmp eq i32 %.40, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.48 = icmp sgt i32 %.40, 0
  br i1 %.48, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.50 = load i64, ptr %.36, align 8
  %.57 = call ptr @PyLong_FromLongLong(i64 %.50)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.64 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.65 = extractvalue { ptr, i32, ptr, ptr, i32 } %.64, 4
  %.66 = icmp sgt i32 %.65, 0
  %.69 = extractvalue { ptr, i32, ptr, ptr, i32 } %.64, 0
  %.71 = extractvalue { ptr, i32, ptr, ptr, i32 } %.64, 1
  br i1 %.66, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.72 = sext i32 %.71 to i64
  %.73 = call ptr @PyBytes_FromStringAndSize(ptr %.69, i64 %.72)
  %.74 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 2
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 3
  %.79 = call ptr %.77(ptr %.75)
  %.80 = icmp eq ptr %.79, null
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !47

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.93 = extractvalue { ptr, i32, ptr, ptr, i32 } %.64, 2
  %.94 = call ptr @numba_unpickle(ptr %.69, i32 %.71, ptr %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.96 = phi ptr [ %.84, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.94, %entry.endif.endif.endif.endif.endif.if.else ]
  %.97.not = icmp eq ptr %.96, null
  br i1 %.97.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !47

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.84 = call ptr @numba_runtime_build_excinfo_struct(ptr %.73, ptr nonnull %.79)
  call void @NRT_Free(ptr nonnull %.41)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.96)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define i64 @cfunc._ZN5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.7 = call i32 @_ZN5cases10statements12del_dict_keyB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull %excinfo, i64 %.1) #3
  %.8 = load ptr, ptr %excinfo, align 8
  %.17 = load i64, ptr %.3, align 8
  %.19 = alloca i32, align 4
  store i32 0, ptr %.19, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if

entry.if:                                         ; preds = %entry
  %.15 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(ptr nonnull %.19)
  br i1 %.15, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.22, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.17, %.22 ], [ %.17, %entry ]
  ret i64 %common.ret.op

.22:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.70 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.70)
  call void @Py_DecRef(ptr %.70)
  call void @numba_gil_release(ptr nonnull %.19)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.25 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.26 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 4
  %.27 = icmp sgt i32 %.26, 0
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 1
  br i1 %.27, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.7, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.22
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.33 = sext i32 %.32 to i64
  %.34 = call ptr @PyBytes_FromStringAndSize(ptr %.30, i64 %.33)
  %.35 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.35, 2
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.35, 3
  %.40 = call ptr %.38(ptr %.36)
  %.41 = icmp eq ptr %.40, null
  br i1 %.41, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !47

entry.if.if.else:                                 ; preds = %entry.if.if
  %.54 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 2
  %.55 = call ptr @numba_unpickle(ptr %.30, i32 %.32, ptr %.54)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.57 = phi ptr [ %.45, %entry.if.if.if.endif ], [ %.55, %entry.if.if.else ]
  %.58.not = icmp eq ptr %.57, null
  br i1 %.58.not, label %.22, label %entry.if.if.endif.if, !prof !47

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

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.22

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.22
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @numba_dict_new_sized(ptr, i64, i64, i64) local_unnamed_addr

define linkonce_odr range(i32 -1, 2) i32 @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x.dict_key_equal(ptr nocapture readonly %.1, ptr nocapture readonly %.2) {
.4:
  %.19.i = alloca i8, align 1
  %excinfo.i = alloca ptr, align 8
  %.6 = load ptr, ptr %.1, align 8
  %.7 = getelementptr inbounds nuw i8, ptr %.1, i64 8
  %.8 = load i64, ptr %.7, align 8
  %.9 = getelementptr inbounds nuw i8, ptr %.1, i64 16
  %.10 = load i32, ptr %.9, align 4
  %.11 = getelementptr inbounds nuw i8, ptr %.1, i64 20
  %.12 = load i32, ptr %.11, align 4
  %.13 = getelementptr inbounds nuw i8, ptr %.1, i64 24
  %.14 = load i64, ptr %.13, align 8
  %.15 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.16 = load ptr, ptr %.15, align 8
  %.17 = getelementptr inbounds nuw i8, ptr %.1, i64 40
  %.18 = load ptr, ptr %.17, align 8
  %.20 = load ptr, ptr %.2, align 8
  %.21 = getelementptr inbounds nuw i8, ptr %.2, i64 8
  %.22 = load i64, ptr %.21, align 8
  %.23 = getelementptr inbounds nuw i8, ptr %.2, i64 16
  %.24 = load i32, ptr %.23, align 4
  %.25 = getelementptr inbounds nuw i8, ptr %.2, i64 20
  %.26 = load i32, ptr %.25, align 4
  %.27 = getelementptr inbounds nuw i8, ptr %.2, i64 24
  %.28 = load i64, ptr %.27, align 8
  %.29 = getelementptr inbounds nuw i8, ptr %.2, i64 32
  %.30 = load ptr, ptr %.29, align 8
  %.31 = getelementptr inbounds nuw i8, ptr %.2, i64 40
  %.32 = load ptr, ptr %.31, align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %.19.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %excinfo.i)
  store i8 0, ptr %.19.i, align 1
  %.23.i = call i32 @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.19.i, ptr nonnull %excinfo.i, ptr readonly %.6, i64 %.8, i32 %.10, i32 %.12, i64 %.14, ptr %.16, ptr readnone %.18, ptr readonly %.20, i64 %.22, i32 %.24, i32 %.26, i64 %.28, ptr %.30, ptr readnone %.32)
  %cond.i = icmp eq i32 %.23.i, 0
  %.33.i = load i8, ptr %.19.i, align 1
  %.36.i = icmp ne i8 %.33.i, 0
  %.33.0 = zext i1 %.36.i to i32
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %.19.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.i)
  %.47. = select i1 %cond.i, i32 %.33.0, i32 -1, !prof !67
  ret i32 %.47.
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none)
define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x.dict_key_incref(ptr nocapture readonly %.1) #2 {
.3:
  %.14 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.15 = load ptr, ptr %.14, align 8
  tail call void @NRT_incref(ptr %.15)
  ret void
}

define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x.dict_key_decref(ptr nocapture readonly %.1) {
.3:
  %.14 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.15 = load ptr, ptr %.14, align 8
  tail call void @NRT_decref(ptr %.15)
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !47

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !47

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !47

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, ptr nocapture readonly %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, ptr %arg.a.5, ptr nocapture readnone %arg.a.6, ptr nocapture readonly %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, ptr %arg.b.5, ptr nocapture readnone %arg.b.6) local_unnamed_addr {
B40.endif.endif.endif.endif:
  %arg.b.2.fr = freeze i32 %arg.b.2
  %.192.not = icmp eq i64 %arg.a.1, %arg.b.1
  br i1 %.192.not, label %B132.endif, label %common.ret

common.ret:                                       ; preds = %B118.endif.endif.i.us45, %B114.i.us27, %B118.endif.endif.i.us20, %B114.i.us2, %B118.endif.endif.i.us, %B114.i.us, %B118.i.us84, %B114.i.us81, %B118.i.us69, %B114.i.us66, %B118.i.us54, %B114.i.us51, %B92.endif.i.split, %B132.endif, %B40.endif.endif.endif.endif
  %storemerge = phi i8 [ 0, %B40.endif.endif.endif.endif ], [ 1, %B132.endif ], [ 1, %B92.endif.i.split ], [ 1, %B114.i.us51 ], [ 0, %B118.i.us54 ], [ 1, %B114.i.us66 ], [ 0, %B118.i.us69 ], [ 1, %B114.i.us81 ], [ 0, %B118.i.us84 ], [ 1, %B114.i.us ], [ 0, %B118.endif.endif.i.us ], [ 1, %B114.i.us2 ], [ 0, %B118.endif.endif.i.us20 ], [ 1, %B114.i.us27 ], [ 0, %B118.endif.endif.i.us45 ]
  store i8 %storemerge, ptr %retptr, align 1
  ret i32 0

B132.endif:                                       ; preds = %B40.endif.endif.endif.endif
  %.32.i = icmp eq i64 %arg.a.1, 0
  br i1 %.32.i, label %common.ret, label %B92.endif.i

B92.endif.i:                                      ; preds = %B132.endif
  %.arg.n.i = tail call i64 @llvm.smax.i64(i64 %arg.a.1, i64 0)
  %arg.a.2.fr = freeze i32 %arg.a.2
  switch i32 %arg.a.2.fr, label %B92.endif.i.split [
    i32 1, label %B114.i.us.preheader
    i32 2, label %B114.i.us2.preheader
    i32 4, label %B114.i.us27.preheader
  ]

B114.i.us27.preheader:                            ; preds = %B92.endif.i
  br label %B114.i.us27

B114.i.us2.preheader:                             ; preds = %B92.endif.i
  br label %B114.i.us2

B114.i.us.preheader:                              ; preds = %B92.endif.i
  br label %B114.i.us

B114.i.us:                                        ; preds = %B114.i.us.preheader, %B118.endif.endif.i.us
  %.184244.i.us = phi i64 [ %.191.i.us, %B118.endif.endif.i.us ], [ 0, %B114.i.us.preheader ]
  %exitcond.not.i.us = icmp eq i64 %.arg.n.i, %.184244.i.us
  br i1 %exitcond.not.i.us, label %common.ret, label %B118.i.us

B118.i.us:                                        ; preds = %B114.i.us
  %scevgep20.i.us = getelementptr i8, ptr %arg.a.0, i64 %.184244.i.us
  %.37.i.i.us = load i8, ptr %scevgep20.i.us, align 1, !noalias !68
  %.41.i.i.us = zext i8 %.37.i.i.us to i64
  switch i32 %arg.b.2.fr, label %B118.endif.endif.i.us [
    i32 1, label %B42.i15.i.us
    i32 2, label %B124.i11.i.us
    i32 4, label %B206.i6.i.us
  ]

B206.i6.i.us:                                     ; preds = %B118.i.us
  %0 = shl i64 %.184244.i.us, 2
  %scevgep30.i.us = getelementptr i8, ptr %arg.b.0, i64 %0
  %.95.i8.i.us = load i32, ptr %scevgep30.i.us, align 4, !noalias !73
  %.98.i9.i.us = zext i32 %.95.i8.i.us to i64
  br label %B118.endif.endif.i.us

B124.i11.i.us:                                    ; preds = %B118.i.us
  %1 = shl i64 %.184244.i.us, 1
  %scevgep28.i.us = getelementptr i8, ptr %arg.b.0, i64 %1
  %.66.i13.i.us = load i16, ptr %scevgep28.i.us, align 2, !noalias !73
  %.70.i14.i.us = zext i16 %.66.i13.i.us to i64
  br label %B118.endif.endif.i.us

B42.i15.i.us:                                     ; preds = %B118.i.us
  %scevgep26.i.us = getelementptr i8, ptr %arg.b.0, i64 %.184244.i.us
  %.37.i17.i.us = load i8, ptr %scevgep26.i.us, align 1, !noalias !73
  %.41.i18.i.us = zext i8 %.37.i17.i.us to i64
  br label %B118.endif.endif.i.us

B118.endif.endif.i.us:                            ; preds = %B42.i15.i.us, %B124.i11.i.us, %B206.i6.i.us, %B118.i.us
  %.sink.i10.i.us = phi i64 [ %.98.i9.i.us, %B206.i6.i.us ], [ %.70.i14.i.us, %B124.i11.i.us ], [ %.41.i18.i.us, %B42.i15.i.us ], [ 0, %B118.i.us ]
  %.191.i.us = add nuw i64 %.184244.i.us, 1
  %or.cond.not.us = icmp eq i64 %.sink.i10.i.us, %.41.i.i.us
  br i1 %or.cond.not.us, label %B114.i.us, label %common.ret

B114.i.us2:                                       ; preds = %B114.i.us2.preheader, %B118.endif.endif.i.us20
  %.184244.i.us3 = phi i64 [ %.191.i.us22, %B118.endif.endif.i.us20 ], [ 0, %B114.i.us2.preheader ]
  %exitcond.not.i.us4 = icmp eq i64 %.arg.n.i, %.184244.i.us3
  br i1 %exitcond.not.i.us4, label %common.ret, label %B118.i.us5

B118.i.us5:                                       ; preds = %B114.i.us2
  %2 = shl i64 %.184244.i.us3, 1
  %scevgep22.i.us = getelementptr i8, ptr %arg.a.0, i64 %2
  %.66.i.i.us = load i16, ptr %scevgep22.i.us, align 2, !noalias !68
  %.70.i.i.us = zext i16 %.66.i.i.us to i64
  switch i32 %arg.b.2.fr, label %B118.endif.endif.i.us20 [
    i32 1, label %B42.i15.i.us16
    i32 2, label %B124.i11.i.us12
    i32 4, label %B206.i6.i.us8
  ]

B206.i6.i.us8:                                    ; preds = %B118.i.us5
  %3 = shl i64 %.184244.i.us3, 2
  %scevgep30.i.us9 = getelementptr i8, ptr %arg.b.0, i64 %3
  %.95.i8.i.us10 = load i32, ptr %scevgep30.i.us9, align 4, !noalias !73
  %.98.i9.i.us11 = zext i32 %.95.i8.i.us10 to i64
  br label %B118.endif.endif.i.us20

B124.i11.i.us12:                                  ; preds = %B118.i.us5
  %4 = shl i64 %.184244.i.us3, 1
  %scevgep = getelementptr i8, ptr %arg.b.0, i64 %4
  %.66.i13.i.us14 = load i16, ptr %scevgep, align 2, !noalias !73
  %.70.i14.i.us15 = zext i16 %.66.i13.i.us14 to i64
  br label %B118.endif.endif.i.us20

B42.i15.i.us16:                                   ; preds = %B118.i.us5
  %scevgep26.i.us17 = getelementptr i8, ptr %arg.b.0, i64 %.184244.i.us3
  %.37.i17.i.us18 = load i8, ptr %scevgep26.i.us17, align 1, !noalias !73
  %.41.i18.i.us19 = zext i8 %.37.i17.i.us18 to i64
  br label %B118.endif.endif.i.us20

B118.endif.endif.i.us20:                          ; preds = %B42.i15.i.us16, %B124.i11.i.us12, %B206.i6.i.us8, %B118.i.us5
  %.sink.i10.i.us21 = phi i64 [ %.98.i9.i.us11, %B206.i6.i.us8 ], [ %.70.i14.i.us15, %B124.i11.i.us12 ], [ %.41.i18.i.us19, %B42.i15.i.us16 ], [ 0, %B118.i.us5 ]
  %.191.i.us22 = add nuw i64 %.184244.i.us3, 1
  %or.cond.not.us23 = icmp eq i64 %.sink.i10.i.us21, %.70.i.i.us
  br i1 %or.cond.not.us23, label %B114.i.us2, label %common.ret

B114.i.us27:                                      ; preds = %B114.i.us27.preheader, %B118.endif.endif.i.us45
  %.184244.i.us28 = phi i64 [ %.191.i.us47, %B118.endif.endif.i.us45 ], [ 0, %B114.i.us27.preheader ]
  %exitcond.not.i.us29 = icmp eq i64 %.arg.n.i, %.184244.i.us28
  br i1 %exitcond.not.i.us29, label %common.ret, label %B118.i.us30

B118.i.us30:                                      ; preds = %B114.i.us27
  %5 = shl i64 %.184244.i.us28, 2
  %scevgep24.i.us = getelementptr i8, ptr %arg.a.0, i64 %5
  %.95.i.i.us = load i32, ptr %scevgep24.i.us, align 4, !noalias !68
  %.98.i.i.us = zext i32 %.95.i.i.us to i64
  switch i32 %arg.b.2.fr, label %B118.endif.endif.i.us45 [
    i32 1, label %B42.i15.i.us41
    i32 2, label %B124.i11.i.us37
    i32 4, label %B206.i6.i.us33
  ]

B206.i6.i.us33:                                   ; preds = %B118.i.us30
  %6 = shl i64 %.184244.i.us28, 2
  %scevgep71 = getelementptr i8, ptr %arg.b.0, i64 %6
  %.95.i8.i.us35 = load i32, ptr %scevgep71, align 4, !noalias !73
  %.98.i9.i.us36 = zext i32 %.95.i8.i.us35 to i64
  br label %B118.endif.endif.i.us45

B124.i11.i.us37:                                  ; preds = %B118.i.us30
  %7 = shl i64 %.184244.i.us28, 1
  %scevgep28.i.us38 = getelementptr i8, ptr %arg.b.0, i64 %7
  %.66.i13.i.us39 = load i16, ptr %scevgep28.i.us38, align 2, !noalias !73
  %.70.i14.i.us40 = zext i16 %.66.i13.i.us39 to i64
  br label %B118.endif.endif.i.us45

B42.i15.i.us41:                                   ; preds = %B118.i.us30
  %scevgep26.i.us42 = getelementptr i8, ptr %arg.b.0, i64 %.184244.i.us28
  %.37.i17.i.us43 = load i8, ptr %scevgep26.i.us42, align 1, !noalias !73
  %.41.i18.i.us44 = zext i8 %.37.i17.i.us43 to i64
  br label %B118.endif.endif.i.us45

B118.endif.endif.i.us45:                          ; preds = %B42.i15.i.us41, %B124.i11.i.us37, %B206.i6.i.us33, %B118.i.us30
  %.sink.i10.i.us46 = phi i64 [ %.98.i9.i.us36, %B206.i6.i.us33 ], [ %.70.i14.i.us40, %B124.i11.i.us37 ], [ %.41.i18.i.us44, %B42.i15.i.us41 ], [ 0, %B118.i.us30 ]
  %.191.i.us47 = add nuw i64 %.184244.i.us28, 1
  %or.cond.not.us48 = icmp eq i64 %.sink.i10.i.us46, %.98.i.i.us
  br i1 %or.cond.not.us48, label %B114.i.us27, label %common.ret

B92.endif.i.split:                                ; preds = %B92.endif.i
  switch i32 %arg.b.2.fr, label %common.ret [
    i32 1, label %B114.i.us51.preheader
    i32 2, label %B114.i.us66.preheader
    i32 4, label %B114.i.us81.preheader
  ]

B114.i.us81.preheader:                            ; preds = %B92.endif.i.split
  br label %B114.i.us81

B114.i.us66.preheader:                            ; preds = %B92.endif.i.split
  br label %B114.i.us66

B114.i.us51.preheader:                            ; preds = %B92.endif.i.split
  br label %B114.i.us51

B114.i.us51:                                      ; preds = %B114.i.us51.preheader, %B118.i.us54
  %.184244.i.us52 = phi i64 [ %.191.i.us61, %B118.i.us54 ], [ 0, %B114.i.us51.preheader ]
  %exitcond.not.i.us53 = icmp eq i64 %.arg.n.i, %.184244.i.us52
  br i1 %exitcond.not.i.us53, label %common.ret, label %B118.i.us54

B118.i.us54:                                      ; preds = %B114.i.us51
  %scevgep26.i.us56 = getelementptr i8, ptr %arg.b.0, i64 %.184244.i.us52
  %.37.i17.i.us57 = load i8, ptr %scevgep26.i.us56, align 1, !noalias !73
  %.191.i.us61 = add nuw i64 %.184244.i.us52, 1
  %or.cond.not.us62 = icmp eq i8 %.37.i17.i.us57, 0
  br i1 %or.cond.not.us62, label %B114.i.us51, label %common.ret

B114.i.us66:                                      ; preds = %B114.i.us66.preheader, %B118.i.us69
  %.184244.i.us67 = phi i64 [ %.191.i.us76, %B118.i.us69 ], [ 0, %B114.i.us66.preheader ]
  %exitcond.not.i.us68 = icmp eq i64 %.arg.n.i, %.184244.i.us67
  br i1 %exitcond.not.i.us68, label %common.ret, label %B118.i.us69

B118.i.us69:                                      ; preds = %B114.i.us66
  %8 = shl i64 %.184244.i.us67, 1
  %scevgep28.i.us71 = getelementptr i8, ptr %arg.b.0, i64 %8
  %.66.i13.i.us72 = load i16, ptr %scevgep28.i.us71, align 2, !noalias !73
  %.191.i.us76 = add nuw i64 %.184244.i.us67, 1
  %or.cond.not.us77 = icmp eq i16 %.66.i13.i.us72, 0
  br i1 %or.cond.not.us77, label %B114.i.us66, label %common.ret

B114.i.us81:                                      ; preds = %B114.i.us81.preheader, %B118.i.us84
  %.184244.i.us82 = phi i64 [ %.191.i.us91, %B118.i.us84 ], [ 0, %B114.i.us81.preheader ]
  %exitcond.not.i.us83 = icmp eq i64 %.arg.n.i, %.184244.i.us82
  br i1 %exitcond.not.i.us83, label %common.ret, label %B118.i.us84

B118.i.us84:                                      ; preds = %B114.i.us81
  %9 = shl i64 %.184244.i.us82, 2
  %scevgep30.i.us86 = getelementptr i8, ptr %arg.b.0, i64 %9
  %.95.i8.i.us87 = load i32, ptr %scevgep30.i.us86, align 4, !noalias !73
  %.191.i.us91 = add nuw i64 %.184244.i.us82, 1
  %or.cond.not.us92 = icmp eq i32 %.95.i8.i.us87, 0
  br i1 %or.cond.not.us92, label %B114.i.us81, label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_typex(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.d.0, ptr %arg.d.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6, i64 %arg.value) local_unnamed_addr {
B0:
  %.18 = alloca i64, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.51 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %.59 = alloca i64, align 8
  %.62 = alloca i64, align 8
  store i64 0, ptr %.62, align 8
  tail call void @NRT_incref(ptr %arg.d.0)
  tail call void @NRT_incref(ptr %arg.key.5)
  store i64 0, ptr %.18, align 8
  %.22 = call i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(ptr nonnull %.18, ptr nonnull %excinfo.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6)
  %cond = icmp eq i32 %.22, 0
  br i1 %cond, label %B0.endif, label %B0.if.if

common.ret:                                       ; preds = %B0.if.if, %B240, %B218, %B178, %B138
  %common.ret.op = phi i32 [ 0, %B138 ], [ 0, %B178 ], [ 1, %B218 ], [ 1, %B240 ], [ %.22, %B0.if.if ]
  ret i32 %common.ret.op

B138:                                             ; preds = %B0.endif
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B178:                                             ; preds = %B0.endif
  store ptr null, ptr %retptr, align 8
  br label %common.ret

B218:                                             ; preds = %B0.endif
  store ptr @.const.picklebuf.object6, ptr %excinfo, align 8, !numba_exception_output !76
  br label %common.ret

B240:                                             ; preds = %B0.endif
  store ptr @.const.picklebuf.object7, ptr %excinfo, align 8, !numba_exception_output !76
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.fca.6.gep = getelementptr inbounds nuw i8, ptr %.51, i64 40
  %.fca.5.gep = getelementptr inbounds nuw i8, ptr %.51, i64 32
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.51, i64 24
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.51, i64 20
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.51, i64 16
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.51, i64 8
  %.32 = load i64, ptr %.18, align 8
  store ptr %arg.key.0, ptr %.51, align 8
  store i64 %arg.key.1, ptr %.fca.1.gep, align 8
  store i32 %arg.key.2, ptr %.fca.2.gep, align 8
  store i32 %arg.key.3, ptr %.fca.3.gep, align 4
  store i64 %arg.key.4, ptr %.fca.4.gep, align 8
  store ptr %arg.key.5, ptr %.fca.5.gep, align 8
  store ptr %arg.key.6, ptr %.fca.6.gep, align 8
  store i64 %arg.value, ptr %.59, align 8
  %.73 = call i32 @numba_dict_insert(ptr %arg.d.1, ptr nonnull %.51, i64 %.32, ptr nonnull %.59, ptr nonnull %.62)
  call void @NRT_decref(ptr %arg.d.0)
  call void @NRT_decref(ptr %arg.key.5)
  switch i32 %.73, label %B240 [
    i32 0, label %B138
    i32 1, label %B178
    i32 -5, label %B218
  ]

B0.if.if:                                         ; preds = %B0
  %.30 = icmp sgt i32 %.22, 0
  %.23 = load ptr, ptr %excinfo.1, align 8
  %.31 = select i1 %.30, ptr %.23, ptr undef
  store ptr %.31, ptr %excinfo, align 8
  br label %common.ret
}

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr nocapture readonly %arg.obj.0, i64 %arg.obj.1, i32 %arg.obj.2, i32 %arg.obj.3, i64 %arg.obj.4, ptr %arg.obj.5, ptr nocapture readnone %arg.obj.6) local_unnamed_addr {
B30.endif:
  %.295.i.i.i = alloca i64, align 8
  %excinfo.6.i.i.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.obj.5)
  tail call void @NRT_incref(ptr %arg.obj.5), !noalias !77
  tail call void @NRT_incref(ptr %arg.obj.5), !noalias !80
  tail call void @NRT_incref(ptr %arg.obj.5), !noalias !84
  %0 = zext i32 %arg.obj.2 to i64
  switch i32 %arg.obj.2, label %B30.endif.if.if [
    i32 1, label %B0.endif.endif.i.i
    i32 2, label %B42.i.i.i
    i32 4, label %B62.i.i.i
  ]

B42.i.i.i:                                        ; preds = %B30.endif
  br label %B0.endif.endif.i.i

B62.i.i.i:                                        ; preds = %B30.endif
  br label %B0.endif.endif.i.i

B102.i.i:                                         ; preds = %B0.endif.endif.i.i
  %.117.i.i = mul nsw i64 %.21.0.ph.i.i, %arg.obj.1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.295.i.i.i), !noalias !84
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %excinfo.6.i.i.i), !noalias !84
  %.11.i.i.i = icmp eq i64 %arg.obj.1, 0
  br i1 %.11.i.i.i, label %_ZN5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i, label %B36.i.i.i

B36.i.i.i:                                        ; preds = %B102.i.i
  %.46.i.i.i = icmp slt i64 %.117.i.i, 0
  br i1 %.46.i.i.i, label %B186.endif.endif.i.i.i, label %B248.endif.endif.i.i.i

B186.endif.endif.i.i.i:                           ; preds = %B36.i.i.i
  %.5.i.i.i.i = load i64, ptr @_numba_hashsecret_djbx33a_suffix, align 8, !noalias !88
  %1 = xor i64 %.117.i.i, %.5.i.i.i.i
  %.218.i.i.i = xor i64 %1, 5381
  %spec.select.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %.218.i.i.i, i64 -2)
  br label %_ZN5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i

B248.endif.endif.i.i.i:                           ; preds = %B36.i.i.i
  %.5.i1.i.i.i = load i64, ptr @_numba_hashsecret_siphash_k0, align 8, !noalias !94
  %.5.i2.i.i.i = load i64, ptr @_numba_hashsecret_siphash_k1, align 8, !noalias !97
  store i64 0, ptr %.295.i.i.i, align 8, !noalias !100
  %.299.i.i.i = call i32 @_ZN5numba7cpython7hashing12_gen_siphash12_3clocals_3e8_siphashB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy7void_2ax(ptr nonnull %.295.i.i.i, ptr nonnull %excinfo.6.i.i.i, i64 %.5.i1.i.i.i, i64 %.5.i2.i.i.i, ptr readonly %arg.obj.0, i64 %.117.i.i), !noalias !100
  %cond.i.i.i = icmp eq i32 %.299.i.i.i, 0
  br i1 %cond.i.i.i, label %B248.endif.endif.endif.endif.endif.i.i.i, label %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit

B248.endif.endif.endif.endif.endif.i.i.i:         ; preds = %B248.endif.endif.i.i.i
  %.309.i.i.i = load i64, ptr %.295.i.i.i, align 8, !noalias !100
  %spec.select.i3.i.i.i = tail call i64 @llvm.umin.i64(i64 %.309.i.i.i, i64 -2)
  br label %_ZN5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i

_ZN5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i: ; preds = %B248.endif.endif.endif.endif.endif.i.i.i, %B186.endif.endif.i.i.i, %B102.i.i
  %.122.0.ph.i.i = phi i64 [ 0, %B102.i.i ], [ %spec.select.i3.i.i.i, %B248.endif.endif.endif.endif.endif.i.i.i ], [ %spec.select.i.i.i.i, %B186.endif.endif.i.i.i ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.295.i.i.i), !noalias !84
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.6.i.i.i), !noalias !84
  br label %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6

B0.endif.endif.i.i:                               ; preds = %B62.i.i.i, %B42.i.i.i, %B30.endif
  %.21.0.ph.i.i = phi i64 [ %0, %B30.endif ], [ 2, %B42.i.i.i ], [ 4, %B62.i.i.i ]
  %.89.not.i.i = icmp eq i64 %arg.obj.4, -1
  tail call void @NRT_decref(ptr %arg.obj.5), !noalias !84
  br i1 %.89.not.i.i, label %B102.i.i, label %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6

_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6: ; preds = %B0.endif.endif.i.i, %_ZN5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i
  %.36.04.i = phi i64 [ %arg.obj.4, %B0.endif.endif.i.i ], [ %.122.0.ph.i.i, %_ZN5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i ]
  tail call void @NRT_decref(ptr %arg.obj.5), !noalias !80
  tail call void @NRT_decref(ptr %arg.obj.5)
  tail call void @NRT_decref(ptr %arg.obj.5)
  store i64 %.36.04.i, ptr %retptr, align 8
  br label %common.ret

_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit: ; preds = %B248.endif.endif.i.i.i
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.295.i.i.i), !noalias !84
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %excinfo.6.i.i.i), !noalias !84
  br label %B30.endif.if.if

common.ret:                                       ; preds = %B30.endif.if.if, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6
  %common.ret.op = phi i32 [ 0, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6 ], [ %common.ret.op.i5, %B30.endif.if.if ]
  ret i32 %common.ret.op

B30.endif.if.if:                                  ; preds = %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit, %B30.endif
  %common.ret.op.i5 = phi i32 [ %.299.i.i.i, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit ], [ 1, %B30.endif ]
  %excinfo.2.04 = phi ptr [ null, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit ], [ @.const.picklebuf.object8, %B30.endif ]
  store ptr %excinfo.2.04, ptr %excinfo, align 8
  br label %common.ret
}

declare i32 @numba_dict_insert(ptr, ptr, i64, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba7cpython7hashing12_gen_siphash12_3clocals_3e8_siphashB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy7void_2ax(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, i64 %arg.k0, i64 %arg.k1, ptr nocapture readonly %arg.src, i64 %arg.src_sz) local_unnamed_addr #7 {
B0:
  %.20 = xor i64 %arg.k0, 8317987319222330741
  %.27 = xor i64 %arg.k1, 7237128888997146477
  %.34 = xor i64 %arg.k0, 7816392313619706465
  %.41 = xor i64 %arg.k1, 8387220255154660723
  %.54 = icmp sgt i64 %arg.src_sz, 7
  br i1 %.54, label %B260.preheader, label %B368

B260.preheader:                                   ; preds = %B0
  %0 = add nsw i64 %arg.src_sz, -8
  %1 = lshr i64 %0, 3
  %2 = add nuw nsw i64 %1, 1
  br label %B260.endif

B368.loopexit:                                    ; preds = %B260.endif
  %3 = and i64 %arg.src_sz, 7
  %4 = and i64 %0, -8
  %5 = add nuw nsw i64 %4, 8
  br label %B368

B368:                                             ; preds = %B368.loopexit, %B0
  %src_sz.3.1 = phi i64 [ %arg.src_sz, %B0 ], [ %3, %B368.loopexit ]
  %v0.8.1 = phi i64 [ %.20, %B0 ], [ %.154, %B368.loopexit ]
  %v1.6.1 = phi i64 [ %.27, %B0 ], [ %.38.i6.i, %B368.loopexit ]
  %v2.7.1 = phi i64 [ %.34, %B0 ], [ %.9.i7.i10.i, %B368.loopexit ]
  %v3.8.1 = phi i64 [ %.41, %B0 ], [ %.63.i11.i, %B368.loopexit ]
  %idx.3.1 = phi i64 [ 0, %B0 ], [ %5, %B368.loopexit ]
  %.249 = icmp sgt i64 %src_sz.3.1, 6
  br i1 %.249, label %B612.thread, label %B612

B612.thread:                                      ; preds = %B368
  %.259 = or disjoint i64 %idx.3.1, 6
  %.261 = getelementptr i8, ptr %arg.src, i64 %.259
  %.262 = load i8, ptr %.261, align 1
  %.263 = zext i8 %.262 to i64
  %.264 = shl nuw nsw i64 %.263, 48
  br label %B762.thread

B612:                                             ; preds = %B368
  %.276 = icmp eq i64 %src_sz.3.1, 6
  br i1 %.276, label %B762.thread, label %B762

B762.thread:                                      ; preds = %B612, %B612.thread
  %t.10.0259 = phi i64 [ %.264, %B612.thread ], [ 0, %B612 ]
  %.286 = or disjoint i64 %idx.3.1, 5
  %.288 = getelementptr i8, ptr %arg.src, i64 %.286
  %.289 = load i8, ptr %.288, align 1
  %.290 = zext i8 %.289 to i64
  %.291 = shl nuw nsw i64 %.290, 40
  %.292 = or disjoint i64 %.291, %t.10.0259
  br label %B912.thread

B762:                                             ; preds = %B612
  %.303 = icmp sgt i64 %src_sz.3.1, 4
  br i1 %.303, label %B912.thread, label %B912

B912.thread:                                      ; preds = %B762, %B762.thread
  %t.11.0262 = phi i64 [ %.292, %B762.thread ], [ 0, %B762 ]
  %.313 = or disjoint i64 %idx.3.1, 4
  %.315 = getelementptr i8, ptr %arg.src, i64 %.313
  %.316 = load i8, ptr %.315, align 1
  %.317 = zext i8 %.316 to i64
  %.318 = shl nuw nsw i64 %.317, 32
  %6 = or i64 %.318, %t.11.0262
  br label %B1148.thread

B912:                                             ; preds = %B762
  %.330 = icmp eq i64 %src_sz.3.1, 4
  br i1 %.330, label %B1148.thread, label %B1148

B1148:                                            ; preds = %B912
  %.492 = icmp sgt i64 %src_sz.3.1, 2
  br i1 %.492, label %B1298.thread, label %B1298

B1298.thread:                                     ; preds = %B1148.thread, %B1148
  %t.14.0286 = phi i64 [ %13, %B1148.thread ], [ 0, %B1148 ]
  %.502 = or disjoint i64 %idx.3.1, 2
  %.504 = getelementptr i8, ptr %arg.src, i64 %.502
  %.505 = load i8, ptr %.504, align 1
  %.506 = zext i8 %.505 to i64
  %.507 = shl nuw nsw i64 %.506, 16
  %7 = or i64 %.507, %t.14.0286
  br label %B1448.thread

B1298:                                            ; preds = %B1148
  %.519 = icmp eq i64 %src_sz.3.1, 2
  br i1 %.519, label %B1448.thread, label %B1448

B1448.thread:                                     ; preds = %B1298, %B1298.thread
  %t.15.0268 = phi i64 [ %7, %B1298.thread ], [ 0, %B1298 ]
  %.529 = or disjoint i64 %idx.3.1, 1
  %.531 = getelementptr i8, ptr %arg.src, i64 %.529
  %.532 = load i8, ptr %.531, align 1
  %.533 = zext i8 %.532 to i64
  %.534 = shl nuw nsw i64 %.533, 8
  %8 = or i64 %.534, %t.15.0268
  br label %B1458

B1448:                                            ; preds = %B1298
  %.546 = icmp sgt i64 %src_sz.3.1, 0
  br i1 %.546, label %B1458, label %common.ret

B1458:                                            ; preds = %B1448, %B1448.thread
  %t.16.0271 = phi i64 [ %8, %B1448.thread ], [ 0, %B1448 ]
  %.561 = getelementptr i8, ptr %arg.src, i64 %idx.3.1
  %.562 = load i8, ptr %.561, align 1
  %.565 = zext i8 %.562 to i64
  %.566 = or disjoint i64 %t.16.0271, %.565
  br label %common.ret

common.ret:                                       ; preds = %B1458, %B1448
  %t.17.0 = phi i64 [ %.566, %B1458 ], [ 0, %B1448 ]
  %.16 = shl i64 %arg.src_sz, 56
  %.578 = or i64 %t.17.0, %.16
  %.584 = xor i64 %.578, %v3.8.1
  %.10.i.i2 = add i64 %v1.6.1, %v0.8.1
  %.11.i.i3 = add i64 %.584, %v2.7.1
  %.9.i.i.i4 = tail call i64 @llvm.fshl.i64(i64 %v1.6.1, i64 %v1.6.1, i64 13)
  %.38.i.i5 = xor i64 %.9.i.i.i4, %.10.i.i2
  %.9.i4.i.i6 = tail call i64 @llvm.fshl.i64(i64 %.584, i64 %.584, i64 16)
  %.9.i7.i.i7 = tail call i64 @llvm.fshl.i64(i64 %.10.i.i2, i64 %.10.i.i2, i64 32)
  %.63.i.i8 = xor i64 %.9.i4.i.i6, %.11.i.i3
  %.10.i1.i9 = add i64 %.11.i.i3, %.38.i.i5
  %.11.i2.i10 = add i64 %.63.i.i8, %.9.i7.i.i7
  %.9.i.i5.i11 = tail call i64 @llvm.fshl.i64(i64 %.38.i.i5, i64 %.38.i.i5, i64 17)
  %.38.i6.i12 = xor i64 %.10.i1.i9, %.9.i.i5.i11
  %.9.i4.i9.i13 = tail call i64 @llvm.fshl.i64(i64 %.63.i.i8, i64 %.63.i.i8, i64 21)
  %.9.i7.i10.i14 = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i9, i64 %.10.i1.i9, i64 32)
  %.63.i11.i15 = xor i64 %.9.i4.i9.i13, %.11.i2.i10
  %.636 = xor i64 %.11.i2.i10, %.578
  %.638 = xor i64 %.9.i7.i10.i14, 255
  %.10.i.i36 = add i64 %.636, %.38.i6.i12
  %.11.i.i37 = add i64 %.63.i11.i15, %.638
  %.9.i.i.i38 = tail call i64 @llvm.fshl.i64(i64 %.38.i6.i12, i64 %.38.i6.i12, i64 13)
  %.38.i.i39 = xor i64 %.10.i.i36, %.9.i.i.i38
  %.9.i4.i.i40 = tail call i64 @llvm.fshl.i64(i64 %.63.i11.i15, i64 %.63.i11.i15, i64 16)
  %.9.i7.i.i41 = tail call i64 @llvm.fshl.i64(i64 %.10.i.i36, i64 %.10.i.i36, i64 32)
  %.63.i.i42 = xor i64 %.9.i4.i.i40, %.11.i.i37
  %.10.i1.i43 = add i64 %.38.i.i39, %.11.i.i37
  %.11.i2.i44 = add i64 %.63.i.i42, %.9.i7.i.i41
  %.9.i.i5.i45 = tail call i64 @llvm.fshl.i64(i64 %.38.i.i39, i64 %.38.i.i39, i64 17)
  %.38.i6.i46 = xor i64 %.10.i1.i43, %.9.i.i5.i45
  %.9.i4.i9.i47 = tail call i64 @llvm.fshl.i64(i64 %.63.i.i42, i64 %.63.i.i42, i64 21)
  %.9.i7.i10.i48 = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i43, i64 %.10.i1.i43, i64 32)
  %.63.i11.i49 = xor i64 %.9.i4.i9.i47, %.11.i2.i44
  %.10.i.i53 = add i64 %.38.i6.i46, %.11.i2.i44
  %.11.i.i54 = add i64 %.63.i11.i49, %.9.i7.i10.i48
  %.9.i.i.i55 = tail call i64 @llvm.fshl.i64(i64 %.38.i6.i46, i64 %.38.i6.i46, i64 13)
  %.38.i.i56 = xor i64 %.9.i.i.i55, %.10.i.i53
  %.9.i4.i.i57 = tail call i64 @llvm.fshl.i64(i64 %.63.i11.i49, i64 %.63.i11.i49, i64 16)
  %.9.i7.i.i58 = tail call i64 @llvm.fshl.i64(i64 %.10.i.i53, i64 %.10.i.i53, i64 32)
  %.63.i.i59 = xor i64 %.9.i4.i.i57, %.11.i.i54
  %.10.i1.i60 = add i64 %.38.i.i56, %.11.i.i54
  %.11.i2.i61 = add i64 %.63.i.i59, %.9.i7.i.i58
  %.9.i.i5.i62 = tail call i64 @llvm.fshl.i64(i64 %.38.i.i56, i64 %.38.i.i56, i64 17)
  %.38.i6.i63 = xor i64 %.10.i1.i60, %.9.i.i5.i62
  %.9.i4.i9.i64 = tail call i64 @llvm.fshl.i64(i64 %.63.i.i59, i64 %.63.i.i59, i64 21)
  %.9.i7.i10.i65 = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i60, i64 %.10.i1.i60, i64 32)
  %.63.i11.i66 = xor i64 %.9.i4.i9.i64, %.11.i2.i61
  %.10.i.i19 = add i64 %.38.i6.i63, %.11.i2.i61
  %.11.i.i20 = add i64 %.63.i11.i66, %.9.i7.i10.i65
  %.9.i.i.i21 = tail call i64 @llvm.fshl.i64(i64 %.38.i6.i63, i64 %.38.i6.i63, i64 13)
  %.38.i.i22 = xor i64 %.9.i.i.i21, %.10.i.i19
  %.9.i4.i.i23 = tail call i64 @llvm.fshl.i64(i64 %.63.i11.i66, i64 %.63.i11.i66, i64 16)
  %.63.i.i25 = xor i64 %.9.i4.i.i23, %.11.i.i20
  %.10.i1.i26 = add i64 %.38.i.i22, %.11.i.i20
  %.9.i.i5.i28 = tail call i64 @llvm.fshl.i64(i64 %.38.i.i22, i64 %.38.i.i22, i64 17)
  %.9.i4.i9.i30 = tail call i64 @llvm.fshl.i64(i64 %.63.i.i25, i64 %.63.i.i25, i64 21)
  %.9.i7.i10.i31 = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i26, i64 %.10.i1.i26, i64 32)
  %9 = xor i64 %.9.i4.i9.i30, %.9.i.i5.i28
  %10 = xor i64 %9, %.9.i7.i10.i31
  %.813 = xor i64 %10, %.10.i1.i26
  store i64 %.813, ptr %retptr, align 8
  ret i32 0

B260.endif:                                       ; preds = %B260.endif, %B260.preheader
  %v0.7.0 = phi i64 [ %.154, %B260.endif ], [ %.20, %B260.preheader ]
  %v1.5.0 = phi i64 [ %.38.i6.i, %B260.endif ], [ %.27, %B260.preheader ]
  %v2.6.0 = phi i64 [ %.9.i7.i10.i, %B260.endif ], [ %.34, %B260.preheader ]
  %v3.7.0 = phi i64 [ %.63.i11.i, %B260.endif ], [ %.41, %B260.preheader ]
  %idx.2.0 = phi i64 [ %.62, %B260.endif ], [ 0, %B260.preheader ]
  %11 = shl nuw nsw i64 %idx.2.0, 3
  %scevgep1 = getelementptr i8, ptr %arg.src, i64 %11
  %.60 = load i64, ptr %scevgep1, align 8
  %.82 = xor i64 %.60, %v3.7.0
  %.10.i.i = add i64 %v1.5.0, %v0.7.0
  %.11.i.i = add i64 %.82, %v2.6.0
  %.9.i.i.i = tail call i64 @llvm.fshl.i64(i64 %v1.5.0, i64 %v1.5.0, i64 13)
  %.38.i.i = xor i64 %.9.i.i.i, %.10.i.i
  %.9.i4.i.i = tail call i64 @llvm.fshl.i64(i64 %.82, i64 %.82, i64 16)
  %.9.i7.i.i = tail call i64 @llvm.fshl.i64(i64 %.10.i.i, i64 %.10.i.i, i64 32)
  %.63.i.i = xor i64 %.9.i4.i.i, %.11.i.i
  %.10.i1.i = add i64 %.11.i.i, %.38.i.i
  %.11.i2.i = add i64 %.63.i.i, %.9.i7.i.i
  %.9.i.i5.i = tail call i64 @llvm.fshl.i64(i64 %.38.i.i, i64 %.38.i.i, i64 17)
  %.38.i6.i = xor i64 %.10.i1.i, %.9.i.i5.i
  %.9.i4.i9.i = tail call i64 @llvm.fshl.i64(i64 %.63.i.i, i64 %.63.i.i, i64 21)
  %.9.i7.i10.i = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i, i64 %.10.i1.i, i64 32)
  %.63.i11.i = xor i64 %.9.i4.i9.i, %.11.i2.i
  %.62 = add nuw nsw i64 %idx.2.0, 1
  %.154 = xor i64 %.11.i2.i, %.60
  %exitcond.not = icmp eq i64 %2, %.62
  br i1 %exitcond.not, label %B368.loopexit, label %B260.endif

B1148.thread:                                     ; preds = %B912, %B912.thread
  %t.12.0265 = phi i64 [ %6, %B912.thread ], [ 0, %B912 ]
  %12 = getelementptr i8, ptr %arg.src, i64 %idx.3.1
  %.467.3 = getelementptr i8, ptr %12, i64 3
  %.468.3 = load i8, ptr %.467.3, align 1
  %.469.3 = zext i8 %.468.3 to i64
  %.470.3 = shl nuw nsw i64 %.469.3, 24
  %13 = or i64 %.470.3, %t.12.0265
  br label %B1298.thread
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba5typed10dictobject8impl_pop12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type27omitted_28default_3dNone_29(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.dct.0, ptr %arg.dct.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6) local_unnamed_addr {
B0:
  %.19 = alloca i64, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.57 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %.65 = alloca i64, align 8
  store i64 0, ptr %.65, align 8
  tail call void @NRT_incref(ptr %arg.dct.0)
  tail call void @NRT_incref(ptr %arg.key.5)
  store i64 0, ptr %.19, align 8
  %.23 = call i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(ptr nonnull %.19, ptr nonnull %excinfo.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6)
  %.33 = load i64, ptr %.19, align 8
  %cond = icmp eq i32 %.23, 0
  br i1 %cond, label %B0.endif, label %B0.if.if

common.ret:                                       ; preds = %B296.if, %B0.if.if, %B274, %B188, %B126
  %common.ret.op = phi i32 [ 1, %B126 ], [ 1, %B188 ], [ 1, %B274 ], [ %.23, %B0.if.if ], [ 0, %B296.if ]
  ret i32 %common.ret.op

B126:                                             ; preds = %B0.endif
  call void @NRT_decref(ptr %arg.dct.0)
  store ptr @.const.picklebuf.object9, ptr %excinfo, align 8, !numba_exception_output !76
  br label %common.ret

B150:                                             ; preds = %B0.endif
  %.137 = icmp slt i64 %.75, -1
  br i1 %.137, label %B188, label %B210

B188:                                             ; preds = %B150
  call void @NRT_decref(ptr %arg.dct.0)
  store ptr @.const.picklebuf.object10, ptr %excinfo, align 8, !numba_exception_output !76
  br label %common.ret

B210:                                             ; preds = %B150
  %.163 = call i32 @numba_dict_delitem(ptr %arg.dct.1, i64 %.33, i64 %.75)
  call void @NRT_decref(ptr %arg.dct.0)
  %.172.not = icmp eq i32 %.163, 0
  br i1 %.172.not, label %B296.if, label %B274

B274:                                             ; preds = %B210
  store ptr @.const.picklebuf.object11, ptr %excinfo, align 8, !numba_exception_output !76
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.fca.6.gep = getelementptr inbounds nuw i8, ptr %.57, i64 40
  %.fca.5.gep = getelementptr inbounds nuw i8, ptr %.57, i64 32
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.57, i64 24
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.57, i64 20
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.57, i64 16
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.57, i64 8
  store ptr %arg.key.0, ptr %.57, align 8
  store i64 %arg.key.1, ptr %.fca.1.gep, align 8
  store i32 %arg.key.2, ptr %.fca.2.gep, align 8
  store i32 %arg.key.3, ptr %.fca.3.gep, align 4
  store i64 %arg.key.4, ptr %.fca.4.gep, align 8
  store ptr %arg.key.5, ptr %.fca.5.gep, align 8
  store ptr %arg.key.6, ptr %.fca.6.gep, align 8
  %.75 = call i64 @numba_dict_lookup(ptr %arg.dct.1, ptr nonnull %.57, i64 %.33, ptr nonnull %.65)
  %.87 = load i64, ptr %.65, align 8
  call void @NRT_decref(ptr %arg.key.5)
  %.118 = icmp eq i64 %.75, -1
  br i1 %.118, label %B126, label %B150

B0.if.if:                                         ; preds = %B0
  %.31 = icmp sgt i32 %.23, 0
  %.24 = load ptr, ptr %excinfo.1, align 8
  %.32 = select i1 %.31, ptr %.24, ptr undef
  store ptr %.32, ptr %excinfo, align 8
  br label %common.ret

B296.if:                                          ; preds = %B210
  store i64 %.87, ptr %retptr, align 8
  br label %common.ret
}

declare i32 @numba_dict_delitem(ptr, i64, i64) local_unnamed_addr

declare i64 @numba_dict_lookup(ptr, ptr, i64, ptr) local_unnamed_addr

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.d.0, ptr %arg.d.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6) local_unnamed_addr {
B0:
  %.19 = alloca i64, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.52 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %.60 = alloca i64, align 8
  store i64 0, ptr %.60, align 8
  tail call void @NRT_incref(ptr %arg.d.0)
  tail call void @NRT_incref(ptr %arg.key.5)
  tail call void @NRT_incref(ptr %arg.key.5)
  store i64 0, ptr %.19, align 8
  %.23 = call i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(ptr nonnull %.19, ptr nonnull %excinfo.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6)
  %cond = icmp eq i32 %.23, 0
  br i1 %cond, label %B0.endif, label %B0.if.if

B118:                                             ; preds = %B0.endif
  call void @NRT_incref(ptr %arg.key.5)
  %.124 = call ptr @NRT_Allocate(i64 48)
  %.125 = icmp eq ptr %.124, null
  br i1 %.125, label %B118.if, label %B118.endif, !prof !47

B140:                                             ; preds = %B0.endif
  call void @NRT_decref(ptr %arg.key.5)
  %.164 = icmp slt i64 %.70, -1
  br i1 %.164, label %B178, label %B200.endif

common.ret:                                       ; preds = %B200.endif, %B118.endif.endif, %B118.endif.if, %B118.if, %B0.if.if, %B178
  %common.ret.op = phi i32 [ 1, %B178 ], [ %.23, %B0.if.if ], [ 1, %B118.if ], [ 1, %B118.endif.if ], [ 1, %B118.endif.endif ], [ 0, %B200.endif ]
  ret i32 %common.ret.op

B178:                                             ; preds = %B140
  store ptr @.const.picklebuf.object14, ptr %excinfo, align 8, !numba_exception_output !76
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.fca.6.gep = getelementptr inbounds nuw i8, ptr %.52, i64 40
  %.fca.5.gep = getelementptr inbounds nuw i8, ptr %.52, i64 32
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.52, i64 24
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.52, i64 20
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.52, i64 16
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.52, i64 8
  %.33 = load i64, ptr %.19, align 8
  store ptr %arg.key.0, ptr %.52, align 8
  store i64 %arg.key.1, ptr %.fca.1.gep, align 8
  store i32 %arg.key.2, ptr %.fca.2.gep, align 8
  store i32 %arg.key.3, ptr %.fca.3.gep, align 4
  store i64 %arg.key.4, ptr %.fca.4.gep, align 8
  store ptr %arg.key.5, ptr %.fca.5.gep, align 8
  store ptr %arg.key.6, ptr %.fca.6.gep, align 8
  %.70 = call i64 @numba_dict_lookup(ptr %arg.d.1, ptr nonnull %.52, i64 %.33, ptr nonnull %.60)
  %.82 = load i64, ptr %.60, align 8
  call void @NRT_decref(ptr %arg.d.0)
  call void @NRT_decref(ptr %arg.key.5)
  %.114 = icmp eq i64 %.70, -1
  br i1 %.114, label %B118, label %B140

B0.if.if:                                         ; preds = %B0
  %.31 = icmp sgt i32 %.23, 0
  %.24 = load ptr, ptr %excinfo.1, align 8
  %.32 = select i1 %.31, ptr %.24, ptr undef
  store ptr %.32, ptr %excinfo, align 8
  br label %common.ret

B118.if:                                          ; preds = %B118
  store ptr @.const.picklebuf.object13, ptr %excinfo, align 8, !numba_exception_output !76
  br label %common.ret

B118.endif:                                       ; preds = %B118
  store ptr %arg.key.0, ptr %.124, align 8
  %.124.repack50 = getelementptr inbounds nuw i8, ptr %.124, i64 8
  store i64 %arg.key.1, ptr %.124.repack50, align 8
  %.124.repack52 = getelementptr inbounds nuw i8, ptr %.124, i64 16
  store i32 %arg.key.2, ptr %.124.repack52, align 8
  %.124.repack54 = getelementptr inbounds nuw i8, ptr %.124, i64 20
  store i32 %arg.key.3, ptr %.124.repack54, align 4
  %.124.repack56 = getelementptr inbounds nuw i8, ptr %.124, i64 24
  store i64 %arg.key.4, ptr %.124.repack56, align 8
  %.124.repack58 = getelementptr inbounds nuw i8, ptr %.124, i64 32
  store ptr %arg.key.5, ptr %.124.repack58, align 8
  %.124.repack60 = getelementptr inbounds nuw i8, ptr %.124, i64 40
  store ptr %arg.key.6, ptr %.124.repack60, align 8
  %.135 = call ptr @NRT_Allocate(i64 40)
  %.136 = icmp eq ptr %.135, null
  br i1 %.136, label %B118.endif.if, label %B118.endif.endif, !prof !47

B118.endif.if:                                    ; preds = %B118.endif
  store ptr @.const.picklebuf.object13, ptr %excinfo, align 8, !numba_exception_output !76
  br label %common.ret

B118.endif.endif:                                 ; preds = %B118.endif
  store ptr @.const.pickledata.object12, ptr %.135, align 8
  %.150 = getelementptr i8, ptr %.135, i64 8
  store i32 363, ptr %.150, align 4
  %.152 = getelementptr i8, ptr %.135, i64 16
  store ptr %.124, ptr %.152, align 8
  %.154 = getelementptr i8, ptr %.135, i64 24
  store ptr @__excinfo_unwrap_argsd045637d4d71c2c2f78bb75bb1b884b231b0debf, ptr %.154, align 8
  %.156 = getelementptr i8, ptr %.135, i64 32
  store i32 1, ptr %.156, align 4
  store ptr %.135, ptr %excinfo, align 8
  br label %common.ret

B200.endif:                                       ; preds = %B140
  store i64 %.82, ptr %retptr, align 8
  br label %common.ret
}

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: noinline nounwind
define linkonce_odr ptr @__excinfo_unwrap_argsd045637d4d71c2c2f78bb75bb1b884b231b0debf(ptr %.1) #8 {
.3:
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !47

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type") #4
  ret ptr null

.3.endif:                                         ; preds = %.3
  %.14.unpack.unpack = load ptr, ptr %.1, align 8
  %.14.unpack.elt9 = getelementptr inbounds nuw i8, ptr %.1, i64 8
  %.14.unpack.unpack10 = load i64, ptr %.14.unpack.elt9, align 8
  %.14.unpack.elt11 = getelementptr inbounds nuw i8, ptr %.1, i64 16
  %.14.unpack.unpack12 = load i32, ptr %.14.unpack.elt11, align 8
  %.14.unpack.elt17 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.14.unpack.unpack18 = load ptr, ptr %.14.unpack.elt17, align 8
  %.26 = tail call ptr @PyUnicode_FromKindAndData(i32 %.14.unpack.unpack12, ptr %.14.unpack.unpack, i64 %.14.unpack.unpack10) #4
  %.27 = tail call i64 @PyObject_Hash(ptr %.26) #4
  tail call void @NRT_decref(ptr %.14.unpack.unpack18) #4
  tail call void @NRT_Free(ptr nonnull %.1) #4
  %.30 = tail call ptr (i64, ...) @PyTuple_Pack(i64 1, ptr %.26) #4
  ret ptr %.30
}

declare ptr @PyUnicode_FromKindAndData(i32, ptr, i64) local_unnamed_addr

declare i64 @PyObject_Hash(ptr) local_unnamed_addr

declare ptr @PyTuple_Pack(i64, ...) local_unnamed_addr

declare i64 @numba_dict_length(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #8 = { noinline nounwind }

!numba_args_may_always_need_nrt = !{!0, !1, !2, !3, !4, !4, !5, !6, !6, !7, !7, !8, !8, !8, !9, !7, !10, !11, !10, !11, !8, !9, !12, !12, !12, !0, !13, !13, !14, !14, !15, !16, !15, !16, !17, !17, !18, !18, !1, !13, !13, !14, !14, !19, !20, !19, !20, !21, !21, !22, !22, !2, !13, !13, !14, !14, !23, !24, !23, !24, !25, !25, !26, !26, !3, !27, !27, !14, !14, !28, !29, !28, !29, !30, !30, !31, !31, !4, !14, !14, !32, !33, !32, !33, !34, !34, !35, !35, !5}

!0 = distinct !{null}
!1 = distinct !{null}
!2 = distinct !{null}
!3 = distinct !{null}
!4 = !{ptr @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type}
!5 = distinct !{null}
!6 = !{ptr @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type}
!7 = distinct !{null}
!8 = distinct !{null}
!9 = distinct !{null}
!10 = distinct !{null}
!11 = distinct !{null}
!12 = distinct !{null}
!13 = !{ptr @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_typex}
!14 = !{ptr @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type}
!15 = distinct !{null}
!16 = distinct !{null}
!17 = distinct !{null}
!18 = distinct !{null}
!19 = distinct !{null}
!20 = distinct !{null}
!21 = distinct !{null}
!22 = distinct !{null}
!23 = distinct !{null}
!24 = distinct !{null}
!25 = distinct !{null}
!26 = distinct !{null}
!27 = !{ptr @_ZN5numba5typed10dictobject8impl_pop12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type27omitted_28default_3dNone_29}
!28 = distinct !{null}
!29 = distinct !{null}
!30 = distinct !{null}
!31 = distinct !{null}
!32 = distinct !{null}
!33 = distinct !{null}
!34 = distinct !{null}
!35 = distinct !{null}
!36 = !{!37, !39, !40, !42}
!37 = distinct !{!37, !38, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d16class_28int64_2924omitted_28default_3d0_29: %retptr"}
!38 = distinct !{!38, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d16class_28int64_2924omitted_28default_3d0_29"}
!39 = distinct !{!39, !38, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d16class_28int64_2924omitted_28default_3d0_29: %excinfo"}
!40 = distinct !{!40, !41, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %retptr"}
!41 = distinct !{!41, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"}
!42 = distinct !{!42, !41, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %excinfo"}
!43 = !{!44, !46, !37, !39, !40, !42}
!44 = distinct !{!44, !45, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x: %retptr"}
!45 = distinct !{!45, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x"}
!46 = distinct !{!46, !45, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d16class_28int64_29x: %excinfo"}
!47 = !{!"branch_weights", i32 1, i32 99}
!48 = !{!49, !51}
!49 = distinct !{!49, !50, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x: %retptr"}
!50 = distinct !{!50, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x"}
!51 = distinct !{!51, !50, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28a_29x: %excinfo"}
!52 = !{!53, !55}
!53 = distinct !{!53, !54, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x: %retptr"}
!54 = distinct !{!54, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x"}
!55 = distinct !{!55, !54, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28b_29x: %excinfo"}
!56 = !{!57, !59}
!57 = distinct !{!57, !58, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x: %retptr"}
!58 = distinct !{!58, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x"}
!59 = distinct !{!59, !58, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e23Literal_5bstr_5d_28c_29x: %excinfo"}
!60 = !{!61, !63}
!61 = distinct !{!61, !62, !"_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type: %retptr"}
!62 = distinct !{!62, !"_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type"}
!63 = distinct !{!63, !62, !"_ZN5numba5typed10dictobject12impl_delitem12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e12unicode_type: %excinfo"}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZN5numba5typed10dictobject8impl_len12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e: %retptr"}
!66 = distinct !{!66, !"_ZN5numba5typed10dictobject8impl_len12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE49DictType_5bunicode_type_2cint64_5d_3civ_3dNone_3e"}
!67 = !{!"branch_weights", i32 99, i32 1}
!68 = !{!69, !71}
!69 = distinct !{!69, !70, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!70 = distinct !{!70, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!71 = distinct !{!71, !72, !"_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx: %retptr"}
!72 = distinct !{!72, !"_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx"}
!73 = !{!74, !71}
!74 = distinct !{!74, !75, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!75 = distinct !{!75, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!76 = !{i1 true}
!77 = !{!78}
!78 = distinct !{!78, !79, !"_ZN5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type30Literal_5bstr_5d_28__hash___29: %retptr"}
!79 = distinct !{!79, !"_ZN5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type30Literal_5bstr_5d_28__hash___29"}
!80 = !{!81, !83}
!81 = distinct !{!81, !82, !"_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E: %retptr"}
!82 = distinct !{!82, !"_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E"}
!83 = distinct !{!83, !82, !"_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E: %excinfo"}
!84 = !{!85, !87, !81, !83}
!85 = distinct !{!85, !86, !"_ZN5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type: %retptr"}
!86 = distinct !{!86, !"_ZN5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type"}
!87 = distinct !{!87, !86, !"_ZN5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type: %excinfo"}
!88 = !{!89, !91, !93, !85, !87, !81, !83}
!89 = distinct !{!89, !90, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE36Literal_5bstr_5d_28djbx33a_suffix_29: %retptr"}
!90 = distinct !{!90, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE36Literal_5bstr_5d_28djbx33a_suffix_29"}
!91 = distinct !{!91, !92, !"_ZN5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax: %retptr"}
!92 = distinct !{!92, !"_ZN5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax"}
!93 = distinct !{!93, !92, !"_ZN5numba7cpython7hashing13_Py_HashBytesB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax: %excinfo"}
!94 = !{!95, !91, !93, !85, !87, !81, !83}
!95 = distinct !{!95, !96, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k0_29: %retptr"}
!96 = distinct !{!96, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k0_29"}
!97 = !{!98, !91, !93, !85, !87, !81, !83}
!98 = distinct !{!98, !99, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k1_29: %retptr"}
!99 = distinct !{!99, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k1_29"}
!100 = !{!91, !93, !85, !87, !81, !83}
