; ModuleID = 'dict_literal'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.bytes.string1 = internal constant [7 x i8] c"double\00"
@.bytes.string2 = internal constant [5 x i8] c"half\00"
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@.const.dict_literal = internal constant [13 x i8] c"dict_literal\00"
@_ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [150 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.object5 = internal constant [PICKLED x i8] <class 'numpy.ndarray'>
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d18class_28float64_2924omitted_28default_3d0_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x = common local_unnamed_addr global ptr null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object6, i32 PICKLED, ptr @.const.pickledata.object6.sha1, ptr null, i32 0 }
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object7, i32 PICKLED, ptr @.const.pickledata.object7.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d = common local_unnamed_addr global ptr null
@.bytes.string1.11 = internal constant [7 x i8] c"double\00"
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object8, i32 PICKLED, ptr @.const.pickledata.object8.sha1, ptr null, i32 0 }
@.const.pickledata.object9 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object9, i32 PICKLED, ptr @.const.pickledata.object9.sha1, ptr null, i32 0 }
@.const.pickledata.object10 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode encoding encountered',), ('_kind_to_byte_width', 'numba/cpython/unicode.py', 406))
@.const.pickledata.object10.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object10, i32 PICKLED, ptr @.const.pickledata.object10.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d = common local_unnamed_addr global ptr null
@.bytes.string2.14 = internal constant [5 x i8] c"half\00"
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_typed = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type = common local_unnamed_addr global ptr null
@.const.pickledata.object11 = internal constant [PICKLED x i8] (<class 'KeyError'>, (<ir.Constant type='i8*' value=None>,), ('impl', 'numba/typed/dictobject.py', 778))
@.const.pickledata.object12 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object12.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object12, i32 PICKLED, ptr @.const.pickledata.object12.sha1, ptr null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type" = internal constant [209 x i8] c"missing Environment: _ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type\00"
@.const.pickledata.object13 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('internal dict error during lookup',), ('impl', 'numba/typed/dictobject.py', 780))
@.const.pickledata.object13.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object13 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object13, i32 PICKLED, ptr @.const.pickledata.object13.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE36Literal_5bstr_5d_28djbx33a_suffix_29 = common local_unnamed_addr global ptr null
@_numba_hashsecret_djbx33a_suffix = external local_unnamed_addr global i64
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEy = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
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
@_ZN08NumbaEnv13_3cdynamic_3e20__numba_array_expr_1B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.object14 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object14.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object14, i32 PICKLED, ptr @.const.pickledata.object14.sha1, ptr null, i32 0 }

define range(i32 -1, -2) i32 @_ZN5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.36.i.i.i = alloca { ptr, ptr, ptr, ptr, ptr }, align 8
  %.31.i8 = alloca ptr, align 8
  %excinfo.1.i9 = alloca ptr, align 8
  %.31.i = alloca ptr, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.22.i.i.i = alloca ptr, align 8
  %arg.a.5.0.fr = freeze i64 %arg.a.5.0
  %.114 = alloca double, align 8
  store double 0.000000e+00, ptr %.114, align 8
  %excinfo.4 = alloca ptr, align 8
  store ptr null, ptr %excinfo.4, align 8
  %.160 = alloca double, align 8
  store double 0.000000e+00, ptr %.160, align 8
  %excinfo.5 = alloca ptr, align 8
  store ptr null, ptr %excinfo.5, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i9), !noalias !0
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i.i.i), !noalias !0
  store ptr null, ptr %excinfo.1.i9, align 8, !noalias !7
  %.25.i.i.i = call i32 @numba_dict_new_sized(ptr nonnull %excinfo.1.i9, i64 0, i64 48, i64 8), !noalias !7
  %.26.not.i.i.i = icmp eq i32 %.25.i.i.i, 0
  br i1 %.26.not.i.i.i, label %B38.endif.i.i.i, label %B0.if.if

B38.endif.i.i.i:                                  ; preds = %B0
  %.33.i.i.i = load ptr, ptr %excinfo.1.i9, align 8, !noalias !7
  %0 = getelementptr inbounds nuw i8, ptr %.36.i.i.i, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false), !noalias !7
  store ptr @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal, ptr %.36.i.i.i, align 8, !noalias !7
  %sunkaddr.i.i.i = getelementptr inbounds nuw i8, ptr %.36.i.i.i, i64 8
  store ptr @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_incref, ptr %sunkaddr.i.i.i, align 8, !noalias !7
  %sunkaddr1.i.i.i = getelementptr inbounds nuw i8, ptr %.36.i.i.i, i64 16
  store ptr @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_decref, ptr %sunkaddr1.i.i.i, align 8, !noalias !7
  call void @numba_dict_set_method_table(ptr %.33.i.i.i, ptr nonnull %.36.i.i.i), !noalias !7
  %.57.i.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_dict_dtor), !noalias !7
  %.58.i.i.i = icmp eq ptr %.57.i.i.i, null
  br i1 %.58.i.i.i, label %B0.if.if, label %B0.endif, !prof !11

B0.endif:                                         ; preds = %B38.endif.i.i.i
  %.5.i.i.i.i = getelementptr i8, ptr %.57.i.i.i, i64 24
  %.6.i.i.i.i = load ptr, ptr %.5.i.i.i.i, align 8, !noalias !7
  store ptr %.33.i.i.i, ptr %.6.i.i.i.i, align 8, !noalias !7
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i9), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i), !noalias !0
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i9)
  store ptr null, ptr %excinfo.1.i9, align 8, !noalias !12
  call void @NRT_incref(ptr nonnull %.57.i.i.i), !noalias !12
  %.35.i = call i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_typed(ptr nonnull %.36.i.i.i, ptr nonnull %excinfo.1.i9, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string1.11, i64 6, i32 1, i32 1, i64 -1, ptr null, ptr null, double 2.000000e+00), !noalias !12
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit, !prof !16

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread: ; preds = %B0.endif
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i9)
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i9)
  store ptr null, ptr %excinfo.1.i9, align 8, !noalias !17
  %.35.i10 = call i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_typed(ptr nonnull %.36.i.i.i, ptr nonnull %excinfo.1.i9, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string2.14, i64 4, i32 1, i32 1, i64 -1, ptr null, ptr null, double 5.000000e-01), !noalias !17
  %cond.i11 = icmp eq i32 %.35.i10, 0
  br i1 %cond.i11, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit, !prof !16

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit: ; preds = %B0.endif
  %.36.i = load ptr, ptr %excinfo.1.i9, align 8, !noalias !12
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i9)
  %.56 = icmp sgt i32 %.35.i, 0
  %.57 = select i1 %.56, ptr %.36.i, ptr undef
  store ptr %.57, ptr %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.endi...if, %B0.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.if, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.35.i, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit ], [ %.35.i10, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit ], [ %.118, %B0.endif.endif.endif.if.if ], [ %.164, %B0.endif.endif.endif.endif.if.if ], [ 0, %for.end ], [ 1, %B0.endif.endif.endif.endi...if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B38.endif.i.i.i, %B0
  %excinfo.1.0.ph.i.i = phi ptr [ @.const.picklebuf.object7, %B38.endif.i.i.i ], [ @.const.picklebuf.object6, %B0 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i9), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i), !noalias !0
  store ptr %excinfo.1.0.ph.i.i, ptr %excinfo, align 8
  br label %common.ret

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread
  call void @NRT_decref(ptr nonnull %.57.i.i.i), !noalias !17
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i9)
  store double 0.000000e+00, ptr %.114, align 8
  %.118 = call i32 @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type(ptr nonnull %.114, ptr nonnull %excinfo.4, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string1, i64 6, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %.128 = load double, ptr %.114, align 8
  %cond = icmp eq i32 %.118, 0
  br i1 %cond, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if.if, !prof !16

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread
  %.36.i14 = load ptr, ptr %excinfo.1.i9, align 8, !noalias !17
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i.i.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i9)
  %.80 = icmp sgt i32 %.35.i10, 0
  %.81 = select i1 %.80, ptr %.36.i14, ptr undef
  store ptr %.81, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread
  store double 0.000000e+00, ptr %.160, align 8
  %.164 = call i32 @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type(ptr nonnull %.160, ptr nonnull %excinfo.5, ptr nonnull %.57.i.i.i, ptr %.33.i.i.i, ptr nonnull @.bytes.string2, i64 4, i32 1, i32 1, i64 -1, ptr null, ptr null)
  %.174 = load double, ptr %.160, align 8
  %cond38 = icmp eq i32 %.164, 0
  br i1 %cond38, label %B102.i, label %B0.endif.endif.endif.endif.if.if, !prof !16

B0.endif.endif.endif.if.if:                       ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread
  %.126 = icmp sgt i32 %.118, 0
  %.119 = load ptr, ptr %excinfo.4, align 8
  %.127 = select i1 %.126, ptr %.119, ptr undef
  store ptr %.127, ptr %excinfo, align 8
  br label %common.ret

B102.i:                                           ; preds = %B0.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.57.i.i.i)
  %1 = add i64 %arg.a.5.0.fr, -1152921504606846976
  %.250 = icmp ult i64 %1, -2305843009213693952
  br i1 %.250, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !21

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  %.172 = icmp sgt i32 %.164, 0
  %.165 = load ptr, ptr %excinfo.5, align 8
  %.173 = select i1 %.172, ptr %.165, ptr undef
  store ptr %.173, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B102.i
  store ptr @.const.picklebuf.object4, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B102.i
  %.249 = shl nsw i64 %arg.a.5.0.fr, 3
  %.7.i.i = call ptr @NRT_MemInfo_alloc_aligned(i64 %.249, i32 32), !noalias !23
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endi...if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, !prof !11

B0.endif.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.31763 = icmp sgt i64 %arg.a.5.0.fr, 0
  br i1 %.31763, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  %.319.not = icmp eq i64 %arg.a.5.0.fr, 1
  br i1 %.319.not, label %for.body.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %2 = ptrtoint ptr %.6.i to i64
  %3 = ptrtoint ptr %arg.a.4 to i64
  %min.iters.check = icmp ult i64 %arg.a.5.0.fr, 4
  %4 = sub i64 %2, %3
  %diff.check = icmp ult i64 %4, 32
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader54, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %n.vec = and i64 %arg.a.5.0.fr, 9223372036854775804
  %broadcast.splatinsert = insertelement <2 x double> poison, double %.128, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert51 = insertelement <2 x double> poison, double %.174, i64 0
  %broadcast.splat52 = shufflevector <2 x double> %broadcast.splatinsert51, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr81 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr
  %wide.load = load <2 x double>, ptr %sunkaddr81, align 8
  %sunkaddr82 = mul i64 %index, 8
  %sunkaddr83 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr82
  %sunkaddr84 = getelementptr i8, ptr %sunkaddr83, i64 16
  %wide.load53 = load <2 x double>, ptr %sunkaddr84, align 8
  %5 = fmul <2 x double> %broadcast.splat, %wide.load
  %6 = fmul <2 x double> %broadcast.splat, %wide.load53
  %7 = fadd <2 x double> %broadcast.splat52, %5
  %8 = fadd <2 x double> %broadcast.splat52, %6
  %sunkaddr85 = mul i64 %index, 8
  %sunkaddr86 = getelementptr i8, ptr %.6.i, i64 %sunkaddr85
  store <2 x double> %7, ptr %sunkaddr86, align 8
  %sunkaddr87 = mul i64 %index, 8
  %sunkaddr88 = getelementptr i8, ptr %.6.i, i64 %sunkaddr87
  %sunkaddr89 = getelementptr i8, ptr %sunkaddr88, i64 16
  store <2 x double> %8, ptr %sunkaddr89, align 8
  %index.next = add nuw i64 %index, 4
  %9 = icmp eq i64 %n.vec, %index.next
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.a.5.0.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.endif.endif.us.preheader54

for.body.endif.endif.us.preheader54:              ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index65.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %arg.a.5.0.fr, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader54
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next, %for.body.endif.endif.us.prol ]
  %loop.index65.us.prol = phi i64 [ %.356.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index65.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %10 = shl i64 %loop.index65.us.prol, 3
  %scevgep72 = getelementptr i8, ptr %arg.a.4, i64 %10
  %.327.us.prol = load double, ptr %scevgep72, align 8
  %.7.i.prol = fmul double %.128, %.327.us.prol
  %.8.i.prol = fadd double %.174, %.7.i.prol
  %11 = shl i64 %loop.index65.us.prol, 3
  %scevgep71 = getelementptr i8, ptr %.6.i, i64 %11
  store double %.8.i.prol, ptr %scevgep71, align 8
  %.356.us.prol = add nuw nsw i64 %loop.index65.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !33

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader54
  %loop.index65.us.unr = phi i64 [ %loop.index65.us.ph, %for.body.endif.endif.us.preheader54 ], [ %.356.us.prol, %for.body.endif.endif.us.prol ]
  %12 = sub nsw i64 %loop.index65.us.ph, %arg.a.5.0.fr
  %13 = icmp ugt i64 %12, -4
  br i1 %13, label %for.end, label %for.body.endif.endif.us.preheader55

for.body.endif.endif.us.preheader55:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader55, %for.body.endif.endif.us
  %loop.index65.us = phi i64 [ %.356.us.3, %for.body.endif.endif.us ], [ %loop.index65.us.unr, %for.body.endif.endif.us.preheader55 ]
  %sunkaddr90 = mul i64 %loop.index65.us, 8
  %sunkaddr91 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr90
  %.327.us = load double, ptr %sunkaddr91, align 8
  %.7.i = fmul double %.128, %.327.us
  %.8.i = fadd double %.174, %.7.i
  %sunkaddr92 = mul i64 %loop.index65.us, 8
  %sunkaddr93 = getelementptr i8, ptr %.6.i, i64 %sunkaddr92
  store double %.8.i, ptr %sunkaddr93, align 8
  %sunkaddr94 = mul i64 %loop.index65.us, 8
  %sunkaddr95 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr94
  %sunkaddr96 = getelementptr i8, ptr %sunkaddr95, i64 8
  %.327.us.1 = load double, ptr %sunkaddr96, align 8
  %.7.i.1 = fmul double %.128, %.327.us.1
  %.8.i.1 = fadd double %.174, %.7.i.1
  %sunkaddr97 = mul i64 %loop.index65.us, 8
  %sunkaddr98 = getelementptr i8, ptr %.6.i, i64 %sunkaddr97
  %sunkaddr99 = getelementptr i8, ptr %sunkaddr98, i64 8
  store double %.8.i.1, ptr %sunkaddr99, align 8
  %sunkaddr100 = mul i64 %loop.index65.us, 8
  %sunkaddr101 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr100
  %sunkaddr102 = getelementptr i8, ptr %sunkaddr101, i64 16
  %.327.us.2 = load double, ptr %sunkaddr102, align 8
  %.7.i.2 = fmul double %.128, %.327.us.2
  %.8.i.2 = fadd double %.174, %.7.i.2
  %sunkaddr103 = mul i64 %loop.index65.us, 8
  %sunkaddr104 = getelementptr i8, ptr %.6.i, i64 %sunkaddr103
  %sunkaddr105 = getelementptr i8, ptr %sunkaddr104, i64 16
  store double %.8.i.2, ptr %sunkaddr105, align 8
  %sunkaddr106 = mul i64 %loop.index65.us, 8
  %sunkaddr107 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr106
  %sunkaddr108 = getelementptr i8, ptr %sunkaddr107, i64 24
  %.327.us.3 = load double, ptr %sunkaddr108, align 8
  %.7.i.3 = fmul double %.128, %.327.us.3
  %.8.i.3 = fadd double %.174, %.7.i.3
  %sunkaddr109 = mul i64 %loop.index65.us, 8
  %sunkaddr110 = getelementptr i8, ptr %.6.i, i64 %sunkaddr109
  %sunkaddr111 = getelementptr i8, ptr %sunkaddr110, i64 24
  store double %.8.i.3, ptr %sunkaddr111, align 8
  %.356.us.3 = add nuw nsw i64 %loop.index65.us, 4
  %exitcond70.not.3 = icmp eq i64 %arg.a.5.0.fr, %.356.us.3
  br i1 %exitcond70.not.3, label %for.end, label %for.body.endif.endif.us, !llvm.loop !35

B0.endif.endif.endif.endi...if:                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.object14, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif, %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack51 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack51, align 8
  %retptr.repack53 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.a.5.0.fr, ptr %retptr.repack53, align 8
  %retptr.repack55 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack55, align 8
  %retptr.repack57 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack57, align 8
  %retptr.repack59 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0.fr, ptr %retptr.repack59, align 8
  %retptr.repack61 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack61, align 8
  call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.327 = load double, ptr %arg.a.4, align 8
  %.7.i20 = fmul double %.128, %.327
  %.8.i21 = fadd double %.174, %.7.i20
  store double %.8.i21, ptr %.6.i, align 8
  br label %for.end
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.dict_literal, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.102 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !11

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.106, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !11

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !11

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 40
  %.36.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.49 = call i32 @_ZN5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.36.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #3
  %.50 = load ptr, ptr %excinfo, align 8
  %.59.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.43, i64 8
  %.59.fca.1.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.43, i64 16
  %.59.fca.2.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.43, i64 24
  %.59.fca.3.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.43, i64 32
  %.59.fca.4.load = load ptr, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.43, i64 40
  %.59.fca.5.0.load = load i64, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.43, i64 48
  %.59.fca.6.0.load = load i64, ptr %sunkaddr8, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.49, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !16

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.57 = icmp sgt i32 %.49, 0
  br i1 %.57, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %sunkaddr9 = getelementptr i8, ptr %.11, i64 24
  %.83 = load ptr, ptr %sunkaddr9, align 8
  %.87.not = icmp eq ptr %.83, null
  br i1 %.87.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.89 = call ptr @PyList_GetItem(ptr nonnull %.83, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.`env.consts` is NULL in `read_const`")
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.84.0 = phi ptr [ %.89, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %.101 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.object5, i32 PICKLED, ptr nonnull @.const.pickledata.object5.sha1)
  store ptr %.59.fca.0.load, ptr %.102, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.102, i64 8
  store ptr %.59.fca.1.load, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.102, i64 16
  store i64 %.59.fca.2.load, ptr %sunkaddr11, align 8
  %sunkaddr12 = getelementptr inbounds i8, ptr %.102, i64 24
  store i64 %.59.fca.3.load, ptr %sunkaddr12, align 8
  %sunkaddr13 = getelementptr inbounds i8, ptr %.102, i64 32
  store ptr %.59.fca.4.load, ptr %sunkaddr13, align 8
  %sunkaddr14 = getelementptr inbounds i8, ptr %.102, i64 40
  store i64 %.59.fca.5.0.load, ptr %sunkaddr14, align 8
  %sunkaddr15 = getelementptr inbounds i8, ptr %.102, i64 48
  store i64 %.59.fca.6.0.load, ptr %sunkaddr15, align 8
  %.106 = call ptr @NRT_adapt_ndarray_to_python_acqref(ptr nonnull %.102, ptr %.101, i32 1, i32 1, ptr %.84.0)
  call void @NRT_decref(ptr %.59.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.114 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.115 = extractvalue { ptr, i32, ptr, ptr, i32 } %.114, 4
  %.116 = icmp sgt i32 %.115, 0
  %.119 = extractvalue { ptr, i32, ptr, ptr, i32 } %.114, 0
  %.121 = extractvalue { ptr, i32, ptr, ptr, i32 } %.114, 1
  br i1 %.116, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.122 = sext i32 %.121 to i64
  %.123 = call ptr @PyBytes_FromStringAndSize(ptr %.119, i64 %.122)
  %.124 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.125 = extractvalue { ptr, i32, ptr, ptr, i32 } %.124, 2
  %.127 = extractvalue { ptr, i32, ptr, ptr, i32 } %.124, 3
  %.129 = call ptr %.127(ptr %.125)
  %.130 = icmp eq ptr %.129, null
  br i1 %.130, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !11

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.143 = extractvalue { ptr, i32, ptr, ptr, i32 } %.114, 2
  %.144 = call ptr @numba_unpickle(ptr %.119, i32 %.121, ptr %.143)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.146 = phi ptr [ %.134, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.144, %entry.endif.endif.endif.endif.endif.if.else ]
  %.147.not = icmp eq ptr %.146, null
  br i1 %.147.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !11

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.134 = call ptr @numba_runtime_build_excinfo_struct(ptr %.123, ptr nonnull %.129)
  call void @NRT_Free(ptr nonnull %.50)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.146)
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

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyList_GetItem(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @NRT_adapt_ndarray_to_python_acqref(ptr captures(none), ptr, i32, i32, ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } @cfunc._ZN5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.3, i64 16
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.3, i64 24
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.3, i64 32
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 40
  %.fca.6.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 48
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.3, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19.fca.0.load = load ptr, ptr %.3, align 8
  %.19.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %.19.fca.2.load = load i64, ptr %.fca.2.gep, align 8
  %.19.fca.3.load = load i64, ptr %.fca.3.gep, align 8
  %.19.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %.19.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.19.fca.6.0.load = load i64, ptr %.fca.6.0.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.19.fca.0.load, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %.19.fca.1.load, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %.19.fca.2.load, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %.19.fca.3.load, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %.19.fca.4.load, 4
  %.28 = insertvalue [1 x i64] undef, i64 %.19.fca.5.0.load, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.28, 5
  %.30 = insertvalue [1 x i64] undef, i64 %.19.fca.6.0.load, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.30, 6
  %.32 = alloca i32, align 4
  store i32 0, ptr %.32, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !16

entry.if:                                         ; preds = %entry
  %.17 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(ptr nonnull %.32)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.35, %entry.if.if.if.if
  %common.ret.op = phi { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.35 ], [ %inserted.strides, %entry ]
  ret { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %common.ret.op

.35:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.83 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.83)
  call void @Py_DecRef(ptr %.83)
  call void @numba_gil_release(ptr nonnull %.32)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.38 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 4
  %.40 = icmp sgt i32 %.39, 0
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 0
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 1
  br i1 %.40, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.35
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.46 = sext i32 %.45 to i64
  %.47 = call ptr @PyBytes_FromStringAndSize(ptr %.43, i64 %.46)
  %.48 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.49 = extractvalue { ptr, i32, ptr, ptr, i32 } %.48, 2
  %.51 = extractvalue { ptr, i32, ptr, ptr, i32 } %.48, 3
  %.53 = call ptr %.51(ptr %.49)
  %.54 = icmp eq ptr %.53, null
  br i1 %.54, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !11

entry.if.if.else:                                 ; preds = %entry.if.if
  %.67 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 2
  %.68 = call ptr @numba_unpickle(ptr %.43, i32 %.45, ptr %.67)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.70 = phi ptr [ %.58, %entry.if.if.if.endif ], [ %.68, %entry.if.if.else ]
  %.71.not = icmp eq ptr %.70, null
  br i1 %.71.not, label %.35, label %entry.if.if.endif.if, !prof !11

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.58 = call ptr @numba_runtime_build_excinfo_struct(ptr %.47, ptr nonnull %.53)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.70)
  br label %.35

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.35

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.35
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare i32 @numba_dict_new_sized(ptr, i64, i64, i64) local_unnamed_addr

define linkonce_odr range(i32 -1, 2) i32 @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal(ptr readonly captures(none) %.1, ptr readonly captures(none) %.2) {
.4:
  %.19.i = alloca i8, align 1
  %excinfo.i = alloca ptr, align 8
  %.6 = load ptr, ptr %.1, align 8
  %.7 = getelementptr inbounds nuw i8, ptr %.1, i64 8
  %.8 = load i64, ptr %.7, align 8
  %.9 = getelementptr inbounds nuw i8, ptr %.1, i64 16
  %.10 = load i32, ptr %.9, align 8
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
  %.24 = load i32, ptr %.23, align 8
  %.25 = getelementptr inbounds nuw i8, ptr %.2, i64 20
  %.26 = load i32, ptr %.25, align 4
  %.27 = getelementptr inbounds nuw i8, ptr %.2, i64 24
  %.28 = load i64, ptr %.27, align 8
  %.29 = getelementptr inbounds nuw i8, ptr %.2, i64 32
  %.30 = load ptr, ptr %.29, align 8
  %.31 = getelementptr inbounds nuw i8, ptr %.2, i64 40
  %.32 = load ptr, ptr %.31, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.19.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.i)
  store i8 0, ptr %.19.i, align 1
  %.23.i = call i32 @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr nonnull %.19.i, ptr nonnull %excinfo.i, ptr readonly %.6, i64 %.8, i32 %.10, i32 %.12, i64 %.14, ptr %.16, ptr readnone %.18, ptr readonly %.20, i64 %.22, i32 %.24, i32 %.26, i64 %.28, ptr %.30, ptr readnone %.32)
  %cond.i = icmp eq i32 %.23.i, 0
  %.33.i = load i8, ptr %.19.i, align 1
  %.36.i = icmp ne i8 %.33.i, 0
  %.33.0 = zext i1 %.36.i to i32
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.i)
  %.47. = select i1 %cond.i, i32 %.33.0, i32 -1, !prof !36
  ret i32 %.47.
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_incref(ptr readonly captures(none) %.1) #2 {
.3:
  %.14 = getelementptr inbounds nuw i8, ptr %.1, i64 32
  %.15 = load ptr, ptr %.14, align 8
  tail call void @NRT_incref(ptr %.15)
  ret void
}

define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_decref(ptr readonly captures(none) %.1) {
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
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

declare void @numba_dict_free(ptr) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #5 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !11

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readonly captures(none) %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, ptr %arg.a.5, ptr readnone captures(none) %arg.a.6, ptr readonly captures(none) %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, ptr %arg.b.5, ptr readnone captures(none) %arg.b.6) local_unnamed_addr {
B40.endif.endif.endif.endif:
  %arg.b.2.fr = freeze i32 %arg.b.2
  %.192.not = icmp eq i64 %arg.a.1, %arg.b.1
  br i1 %.192.not, label %B132.endif, label %common.ret

common.ret:                                       ; preds = %B118.endif.endif.i.us45, %B114.i.us27, %B118.endif.endif.i.us20, %B114.i.us2, %B118.endif.endif.i.us, %B114.i.us, %B118.i.us84, %B114.i.us81, %B118.i.us69, %B114.i.us66, %B118.i.us54, %B114.i.us51, %B92.endif.i.split, %B132.endif, %B40.endif.endif.endif.endif
  %storemerge = phi i8 [ 0, %B40.endif.endif.endif.endif ], [ 1, %B132.endif ], [ 1, %B92.endif.i.split ], [ 1, %B114.i.us2 ], [ 0, %B118.i.us54 ], [ 0, %B118.i.us69 ], [ 1, %B114.i.us ], [ 0, %B118.i.us84 ], [ 1, %B114.i.us51 ], [ 1, %B114.i.us66 ], [ 1, %B114.i.us81 ], [ 0, %B118.endif.endif.i.us ], [ 0, %B118.endif.endif.i.us20 ], [ 0, %B118.endif.endif.i.us45 ], [ 1, %B114.i.us27 ]
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
  %.37.i.i.us = load i8, ptr %scevgep20.i.us, align 1, !noalias !37
  %.41.i.i.us = zext i8 %.37.i.i.us to i64
  switch i32 %arg.b.2.fr, label %B118.endif.endif.i.us [
    i32 1, label %B42.i15.i.us
    i32 2, label %B124.i11.i.us
    i32 4, label %B206.i6.i.us
  ]

B206.i6.i.us:                                     ; preds = %B118.i.us
  %0 = shl i64 %.184244.i.us, 2
  %scevgep30.i.us = getelementptr i8, ptr %arg.b.0, i64 %0
  %.95.i8.i.us = load i32, ptr %scevgep30.i.us, align 4, !noalias !42
  %.98.i9.i.us = zext i32 %.95.i8.i.us to i64
  br label %B118.endif.endif.i.us

B124.i11.i.us:                                    ; preds = %B118.i.us
  %1 = shl i64 %.184244.i.us, 1
  %scevgep28.i.us = getelementptr i8, ptr %arg.b.0, i64 %1
  %.66.i13.i.us = load i16, ptr %scevgep28.i.us, align 2, !noalias !42
  %.70.i14.i.us = zext i16 %.66.i13.i.us to i64
  br label %B118.endif.endif.i.us

B42.i15.i.us:                                     ; preds = %B118.i.us
  %scevgep26.i.us = getelementptr i8, ptr %arg.b.0, i64 %.184244.i.us
  %.37.i17.i.us = load i8, ptr %scevgep26.i.us, align 1, !noalias !42
  %.41.i18.i.us = zext i8 %.37.i17.i.us to i64
  br label %B118.endif.endif.i.us

B118.endif.endif.i.us:                            ; preds = %B42.i15.i.us, %B124.i11.i.us, %B206.i6.i.us, %B118.i.us
  %.sink.i10.i.us = phi i64 [ %.41.i18.i.us, %B42.i15.i.us ], [ %.98.i9.i.us, %B206.i6.i.us ], [ %.70.i14.i.us, %B124.i11.i.us ], [ 0, %B118.i.us ]
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
  %.66.i.i.us = load i16, ptr %scevgep22.i.us, align 2, !noalias !37
  %.70.i.i.us = zext i16 %.66.i.i.us to i64
  switch i32 %arg.b.2.fr, label %B118.endif.endif.i.us20 [
    i32 1, label %B42.i15.i.us16
    i32 2, label %B124.i11.i.us12
    i32 4, label %B206.i6.i.us8
  ]

B206.i6.i.us8:                                    ; preds = %B118.i.us5
  %3 = shl i64 %.184244.i.us3, 2
  %scevgep30.i.us9 = getelementptr i8, ptr %arg.b.0, i64 %3
  %.95.i8.i.us10 = load i32, ptr %scevgep30.i.us9, align 4, !noalias !42
  %.98.i9.i.us11 = zext i32 %.95.i8.i.us10 to i64
  br label %B118.endif.endif.i.us20

B124.i11.i.us12:                                  ; preds = %B118.i.us5
  %4 = shl i64 %.184244.i.us3, 1
  %scevgep = getelementptr i8, ptr %arg.b.0, i64 %4
  %.66.i13.i.us14 = load i16, ptr %scevgep, align 2, !noalias !42
  %.70.i14.i.us15 = zext i16 %.66.i13.i.us14 to i64
  br label %B118.endif.endif.i.us20

B42.i15.i.us16:                                   ; preds = %B118.i.us5
  %scevgep26.i.us17 = getelementptr i8, ptr %arg.b.0, i64 %.184244.i.us3
  %.37.i17.i.us18 = load i8, ptr %scevgep26.i.us17, align 1, !noalias !42
  %.41.i18.i.us19 = zext i8 %.37.i17.i.us18 to i64
  br label %B118.endif.endif.i.us20

B118.endif.endif.i.us20:                          ; preds = %B42.i15.i.us16, %B124.i11.i.us12, %B206.i6.i.us8, %B118.i.us5
  %.sink.i10.i.us21 = phi i64 [ %.41.i18.i.us19, %B42.i15.i.us16 ], [ %.98.i9.i.us11, %B206.i6.i.us8 ], [ %.70.i14.i.us15, %B124.i11.i.us12 ], [ 0, %B118.i.us5 ]
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
  %.95.i.i.us = load i32, ptr %scevgep24.i.us, align 4, !noalias !37
  %.98.i.i.us = zext i32 %.95.i.i.us to i64
  switch i32 %arg.b.2.fr, label %B118.endif.endif.i.us45 [
    i32 1, label %B42.i15.i.us41
    i32 2, label %B124.i11.i.us37
    i32 4, label %B206.i6.i.us33
  ]

B206.i6.i.us33:                                   ; preds = %B118.i.us30
  %6 = shl i64 %.184244.i.us28, 2
  %scevgep71 = getelementptr i8, ptr %arg.b.0, i64 %6
  %.95.i8.i.us35 = load i32, ptr %scevgep71, align 4, !noalias !42
  %.98.i9.i.us36 = zext i32 %.95.i8.i.us35 to i64
  br label %B118.endif.endif.i.us45

B124.i11.i.us37:                                  ; preds = %B118.i.us30
  %7 = shl i64 %.184244.i.us28, 1
  %scevgep28.i.us38 = getelementptr i8, ptr %arg.b.0, i64 %7
  %.66.i13.i.us39 = load i16, ptr %scevgep28.i.us38, align 2, !noalias !42
  %.70.i14.i.us40 = zext i16 %.66.i13.i.us39 to i64
  br label %B118.endif.endif.i.us45

B42.i15.i.us41:                                   ; preds = %B118.i.us30
  %scevgep26.i.us42 = getelementptr i8, ptr %arg.b.0, i64 %.184244.i.us28
  %.37.i17.i.us43 = load i8, ptr %scevgep26.i.us42, align 1, !noalias !42
  %.41.i18.i.us44 = zext i8 %.37.i17.i.us43 to i64
  br label %B118.endif.endif.i.us45

B118.endif.endif.i.us45:                          ; preds = %B42.i15.i.us41, %B124.i11.i.us37, %B206.i6.i.us33, %B118.i.us30
  %.sink.i10.i.us46 = phi i64 [ %.41.i18.i.us44, %B42.i15.i.us41 ], [ %.98.i9.i.us36, %B206.i6.i.us33 ], [ %.70.i14.i.us40, %B124.i11.i.us37 ], [ 0, %B118.i.us30 ]
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
  %.37.i17.i.us57 = load i8, ptr %scevgep26.i.us56, align 1, !noalias !42
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
  %.66.i13.i.us72 = load i16, ptr %scevgep28.i.us71, align 2, !noalias !42
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
  %.95.i8.i.us87 = load i32, ptr %scevgep30.i.us86, align 4, !noalias !42
  %.191.i.us91 = add nuw i64 %.184244.i.us82, 1
  %or.cond.not.us92 = icmp eq i32 %.95.i8.i.us87, 0
  br i1 %or.cond.not.us92, label %B114.i.us81, label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_typed(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.d.0, ptr %arg.d.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6, double %arg.value) local_unnamed_addr {
B0:
  %.18 = alloca i64, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.51 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %.59 = alloca double, align 8
  %.62 = alloca double, align 8
  store double 0.000000e+00, ptr %.62, align 8
  tail call void @NRT_incref(ptr %arg.d.0)
  tail call void @NRT_incref(ptr %arg.key.5)
  store i64 0, ptr %.18, align 8
  %.22 = call i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(ptr nonnull %.18, ptr nonnull %excinfo.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6)
  %cond = icmp eq i32 %.22, 0
  br i1 %cond, label %B0.endif, label %B0.if.if, !prof !16

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
  store ptr @.const.picklebuf.object8, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

B240:                                             ; preds = %B0.endif
  store ptr @.const.picklebuf.object9, ptr %excinfo, align 8, !numba_exception_output !22
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
  store double %arg.value, ptr %.59, align 8
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

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readonly captures(none) %arg.obj.0, i64 %arg.obj.1, i32 %arg.obj.2, i32 %arg.obj.3, i64 %arg.obj.4, ptr %arg.obj.5, ptr readnone captures(none) %arg.obj.6) local_unnamed_addr {
B30.endif:
  %.295.i.i.i = alloca i64, align 8
  %excinfo.6.i.i.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.obj.5)
  tail call void @NRT_incref(ptr %arg.obj.5), !noalias !45
  tail call void @NRT_incref(ptr %arg.obj.5), !noalias !48
  tail call void @NRT_incref(ptr %arg.obj.5), !noalias !52
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
  call void @llvm.lifetime.start.p0(ptr nonnull %.295.i.i.i), !noalias !52
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.6.i.i.i), !noalias !52
  %.11.i.i.i = icmp eq i64 %arg.obj.1, 0
  br i1 %.11.i.i.i, label %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i, label %B36.i.i.i

B36.i.i.i:                                        ; preds = %B102.i.i
  %.46.i.i.i = icmp slt i64 %.117.i.i, 0
  br i1 %.46.i.i.i, label %B186.endif.endif.i.i.i, label %B248.endif.endif.i.i.i

B186.endif.endif.i.i.i:                           ; preds = %B36.i.i.i
  %.5.i.i.i.i = load i64, ptr @_numba_hashsecret_djbx33a_suffix, align 8, !noalias !56
  %1 = xor i64 %.117.i.i, %.5.i.i.i.i
  %.218.i.i.i = xor i64 %1, 5381
  %spec.select.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %.218.i.i.i, i64 -2)
  br label %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i

B248.endif.endif.i.i.i:                           ; preds = %B36.i.i.i
  %.5.i1.i.i.i = load i64, ptr @_numba_hashsecret_siphash_k0, align 8, !noalias !62
  %.5.i2.i.i.i = load i64, ptr @_numba_hashsecret_siphash_k1, align 8, !noalias !65
  store i64 0, ptr %.295.i.i.i, align 8, !noalias !68
  %.299.i.i.i = call i32 @_ZN5numba7cpython7hashing12_gen_siphash12_3clocals_3e8_siphashB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy7void_2ax(ptr nonnull %.295.i.i.i, ptr nonnull %excinfo.6.i.i.i, i64 %.5.i1.i.i.i, i64 %.5.i2.i.i.i, ptr readonly %arg.obj.0, i64 %.117.i.i), !noalias !68
  %cond.i.i.i = icmp eq i32 %.299.i.i.i, 0
  br i1 %cond.i.i.i, label %B248.endif.endif.endif.endif.endif.i.i.i, label %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit, !prof !16

B248.endif.endif.endif.endif.endif.i.i.i:         ; preds = %B248.endif.endif.i.i.i
  %.309.i.i.i = load i64, ptr %.295.i.i.i, align 8, !noalias !68
  %spec.select.i3.i.i.i = tail call i64 @llvm.umin.i64(i64 %.309.i.i.i, i64 -2)
  br label %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i

_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i: ; preds = %B248.endif.endif.endif.endif.endif.i.i.i, %B186.endif.endif.i.i.i, %B102.i.i
  %.122.0.ph.i.i = phi i64 [ %spec.select.i3.i.i.i, %B248.endif.endif.endif.endif.endif.i.i.i ], [ %spec.select.i.i.i.i, %B186.endif.endif.i.i.i ], [ 0, %B102.i.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.295.i.i.i), !noalias !52
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.6.i.i.i), !noalias !52
  br label %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6

B0.endif.endif.i.i:                               ; preds = %B62.i.i.i, %B42.i.i.i, %B30.endif
  %.21.0.ph.i.i = phi i64 [ %0, %B30.endif ], [ 2, %B42.i.i.i ], [ 4, %B62.i.i.i ]
  %.89.not.i.i = icmp eq i64 %arg.obj.4, -1
  tail call void @NRT_decref(ptr %arg.obj.5), !noalias !52
  br i1 %.89.not.i.i, label %B102.i.i, label %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6

_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6: ; preds = %B0.endif.endif.i.i, %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i
  %.36.04.i = phi i64 [ %arg.obj.4, %B0.endif.endif.i.i ], [ %.122.0.ph.i.i, %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i ]
  tail call void @NRT_decref(ptr %arg.obj.5), !noalias !48
  tail call void @NRT_decref(ptr %arg.obj.5)
  tail call void @NRT_decref(ptr %arg.obj.5)
  store i64 %.36.04.i, ptr %retptr, align 8
  br label %common.ret

_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit: ; preds = %B248.endif.endif.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %.295.i.i.i), !noalias !52
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.6.i.i.i), !noalias !52
  br label %B30.endif.if.if

common.ret:                                       ; preds = %B30.endif.if.if, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6
  %common.ret.op = phi i32 [ %common.ret.op.i5, %B30.endif.if.if ], [ 0, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6 ]
  ret i32 %common.ret.op

B30.endif.if.if:                                  ; preds = %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit, %B30.endif
  %common.ret.op.i5 = phi i32 [ %.299.i.i.i, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit ], [ 1, %B30.endif ]
  %excinfo.2.04 = phi ptr [ null, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit ], [ @.const.picklebuf.object10, %B30.endif ]
  store ptr %excinfo.2.04, ptr %excinfo, align 8
  br label %common.ret
}

declare i32 @numba_dict_insert(ptr, ptr, i64, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba7cpython7hashing12_gen_siphash12_3clocals_3e8_siphashB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy7void_2ax(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.k0, i64 %arg.k1, ptr readonly captures(none) %arg.src, i64 %arg.src_sz) local_unnamed_addr #7 {
B0:
  %.16 = shl i64 %arg.src_sz, 56
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
  %6 = getelementptr i8, ptr %arg.src, i64 %idx.3.1
  %.261 = getelementptr i8, ptr %6, i64 6
  %.262 = load i8, ptr %.261, align 1
  %.263 = zext i8 %.262 to i64
  %.264 = shl nuw nsw i64 %.263, 48
  br label %B762.thread

B612:                                             ; preds = %B368
  %.276 = icmp eq i64 %src_sz.3.1, 6
  br i1 %.276, label %B762.thread, label %B762

B762.thread:                                      ; preds = %B612, %B612.thread
  %t.10.0259 = phi i64 [ %.264, %B612.thread ], [ 0, %B612 ]
  %7 = getelementptr i8, ptr %arg.src, i64 %idx.3.1
  %.288 = getelementptr i8, ptr %7, i64 5
  %.289 = load i8, ptr %.288, align 1
  %.290 = zext i8 %.289 to i64
  %.291 = shl nuw nsw i64 %.290, 40
  %.292 = or disjoint i64 %.291, %t.10.0259
  %8 = or i64 %.292, %.16
  br label %B912.thread

B762:                                             ; preds = %B612
  %.303 = icmp sgt i64 %src_sz.3.1, 4
  br i1 %.303, label %B912.thread, label %B912

B912.thread:                                      ; preds = %B762, %B762.thread
  %t.11.0262 = phi i64 [ %8, %B762.thread ], [ %.16, %B762 ]
  %9 = getelementptr i8, ptr %arg.src, i64 %idx.3.1
  %.315 = getelementptr i8, ptr %9, i64 4
  %.316 = load i8, ptr %.315, align 1
  %.317 = zext i8 %.316 to i64
  %.318 = shl nuw nsw i64 %.317, 32
  %10 = or i64 %.318, %t.11.0262
  br label %B1148.thread

B912:                                             ; preds = %B762
  %.330 = icmp eq i64 %src_sz.3.1, 4
  br i1 %.330, label %B1148.thread, label %B1148

B1148:                                            ; preds = %B912
  %.492 = icmp sgt i64 %src_sz.3.1, 2
  br i1 %.492, label %B1298.thread, label %B1298

B1298.thread:                                     ; preds = %B1148.thread, %B1148
  %t.14.0286 = phi i64 [ %20, %B1148.thread ], [ %.16, %B1148 ]
  %11 = getelementptr i8, ptr %arg.src, i64 %idx.3.1
  %.504 = getelementptr i8, ptr %11, i64 2
  %.505 = load i8, ptr %.504, align 1
  %.506 = zext i8 %.505 to i64
  %.507 = shl nuw nsw i64 %.506, 16
  %12 = or i64 %.507, %t.14.0286
  br label %B1448.thread

B1298:                                            ; preds = %B1148
  %.519 = icmp eq i64 %src_sz.3.1, 2
  br i1 %.519, label %B1448.thread, label %B1448

B1448.thread:                                     ; preds = %B1298, %B1298.thread
  %t.15.0268 = phi i64 [ %12, %B1298.thread ], [ %.16, %B1298 ]
  %13 = getelementptr i8, ptr %arg.src, i64 %idx.3.1
  %.531 = getelementptr i8, ptr %13, i64 1
  %.532 = load i8, ptr %.531, align 1
  %.533 = zext i8 %.532 to i64
  %.534 = shl nuw nsw i64 %.533, 8
  %14 = or i64 %.534, %t.15.0268
  br label %B1458

B1448:                                            ; preds = %B1298
  %.546 = icmp sgt i64 %src_sz.3.1, 0
  br i1 %.546, label %B1458, label %common.ret

B1458:                                            ; preds = %B1448, %B1448.thread
  %t.16.0271 = phi i64 [ %14, %B1448.thread ], [ %.16, %B1448 ]
  %.561 = getelementptr i8, ptr %arg.src, i64 %idx.3.1
  %.562 = load i8, ptr %.561, align 1
  %.565 = zext i8 %.562 to i64
  %15 = or i64 %t.16.0271, %.565
  br label %common.ret

common.ret:                                       ; preds = %B1458, %B1448
  %t.17.0 = phi i64 [ %15, %B1458 ], [ %.16, %B1448 ]
  %.584 = xor i64 %t.17.0, %v3.8.1
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
  %.636 = xor i64 %.11.i2.i10, %t.17.0
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
  %16 = xor i64 %.9.i4.i9.i30, %.9.i.i5.i28
  %17 = xor i64 %16, %.9.i7.i10.i31
  %.813 = xor i64 %17, %.10.i1.i26
  store i64 %.813, ptr %retptr, align 8
  ret i32 0

B260.endif:                                       ; preds = %B260.endif, %B260.preheader
  %v0.7.0 = phi i64 [ %.154, %B260.endif ], [ %.20, %B260.preheader ]
  %v1.5.0 = phi i64 [ %.38.i6.i, %B260.endif ], [ %.27, %B260.preheader ]
  %v2.6.0 = phi i64 [ %.9.i7.i10.i, %B260.endif ], [ %.34, %B260.preheader ]
  %v3.7.0 = phi i64 [ %.63.i11.i, %B260.endif ], [ %.41, %B260.preheader ]
  %idx.2.0 = phi i64 [ %.62, %B260.endif ], [ 0, %B260.preheader ]
  %18 = shl nuw nsw i64 %idx.2.0, 3
  %scevgep1 = getelementptr i8, ptr %arg.src, i64 %18
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
  %t.12.0265 = phi i64 [ %10, %B912.thread ], [ %.16, %B912 ]
  %19 = getelementptr i8, ptr %arg.src, i64 %idx.3.1
  %.467.3 = getelementptr i8, ptr %19, i64 3
  %.468.3 = load i8, ptr %.467.3, align 1
  %.469.3 = zext i8 %.468.3 to i64
  %.470.3 = shl nuw nsw i64 %.469.3, 24
  %20 = or i64 %.470.3, %t.12.0265
  br label %B1298.thread
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.d.0, ptr %arg.d.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6) local_unnamed_addr {
B0:
  %.19 = alloca i64, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.52 = alloca { ptr, i64, i32, i32, i64, ptr, ptr }, align 8
  %.60 = alloca double, align 8
  store double 0.000000e+00, ptr %.60, align 8
  tail call void @NRT_incref(ptr %arg.d.0)
  tail call void @NRT_incref(ptr %arg.key.5)
  tail call void @NRT_incref(ptr %arg.key.5)
  store i64 0, ptr %.19, align 8
  %.23 = call i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(ptr nonnull %.19, ptr nonnull %excinfo.1, ptr %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, ptr %arg.key.5, ptr %arg.key.6)
  %cond = icmp eq i32 %.23, 0
  br i1 %cond, label %B0.endif, label %B0.if.if, !prof !16

B118:                                             ; preds = %B0.endif
  call void @NRT_incref(ptr %arg.key.5)
  %.124 = call ptr @NRT_Allocate(i64 48)
  %.125 = icmp eq ptr %.124, null
  br i1 %.125, label %B118.if, label %B118.endif, !prof !11

B140:                                             ; preds = %B0.endif
  call void @NRT_decref(ptr %arg.key.5)
  %.164 = icmp slt i64 %.70, -1
  br i1 %.164, label %B178, label %B200.endif

common.ret:                                       ; preds = %B200.endif, %B118.endif.endif, %B118.endif.if, %B118.if, %B0.if.if, %B178
  %common.ret.op = phi i32 [ 1, %B178 ], [ %.23, %B0.if.if ], [ 1, %B118.if ], [ 1, %B118.endif.if ], [ 1, %B118.endif.endif ], [ 0, %B200.endif ]
  ret i32 %common.ret.op

B178:                                             ; preds = %B140
  store ptr @.const.picklebuf.object13, ptr %excinfo, align 8, !numba_exception_output !22
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
  %.82 = load double, ptr %.60, align 8
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
  store ptr @.const.picklebuf.object12, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

B118.endif:                                       ; preds = %B118
  store ptr %arg.key.0, ptr %.124, align 8
  %.124.repack45 = getelementptr inbounds nuw i8, ptr %.124, i64 8
  store i64 %arg.key.1, ptr %.124.repack45, align 8
  %.124.repack47 = getelementptr inbounds nuw i8, ptr %.124, i64 16
  store i32 %arg.key.2, ptr %.124.repack47, align 8
  %.124.repack49 = getelementptr inbounds nuw i8, ptr %.124, i64 20
  store i32 %arg.key.3, ptr %.124.repack49, align 4
  %.124.repack51 = getelementptr inbounds nuw i8, ptr %.124, i64 24
  store i64 %arg.key.4, ptr %.124.repack51, align 8
  %.124.repack53 = getelementptr inbounds nuw i8, ptr %.124, i64 32
  store ptr %arg.key.5, ptr %.124.repack53, align 8
  %.124.repack55 = getelementptr inbounds nuw i8, ptr %.124, i64 40
  store ptr %arg.key.6, ptr %.124.repack55, align 8
  %.135 = call ptr @NRT_Allocate(i64 40)
  %.136 = icmp eq ptr %.135, null
  br i1 %.136, label %B118.endif.if, label %B118.endif.endif, !prof !11

B118.endif.if:                                    ; preds = %B118.endif
  store ptr @.const.picklebuf.object12, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

B118.endif.endif:                                 ; preds = %B118.endif
  store ptr @.const.pickledata.object11, ptr %.135, align 8
  %.150 = getelementptr i8, ptr %.135, i64 8
  store i32 363, ptr %.150, align 8
  %.152 = getelementptr i8, ptr %.135, i64 16
  store ptr %.124, ptr %.152, align 8
  %.154 = getelementptr i8, ptr %.135, i64 24
  store ptr @__excinfo_unwrap_argsd045637d4d71c2c2f78bb75bb1b884b231b0debf, ptr %.154, align 8
  %.156 = getelementptr i8, ptr %.135, i64 32
  store i32 1, ptr %.156, align 8
  store ptr %.135, ptr %excinfo, align 8
  br label %common.ret

B200.endif:                                       ; preds = %B140
  store double %.82, ptr %retptr, align 8
  br label %common.ret
}

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

declare i64 @numba_dict_lookup(ptr, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: noinline nounwind
define linkonce_odr ptr @__excinfo_unwrap_argsd045637d4d71c2c2f78bb75bb1b884b231b0debf(ptr %.1) #8 {
.3:
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !11

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type") #4
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

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #8 = { noinline nounwind }

!0 = !{!1, !3, !4, !6}
!1 = distinct !{!1, !2, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d18class_28float64_2924omitted_28default_3d0_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d18class_28float64_2924omitted_28default_3d0_29"}
!3 = distinct !{!3, !2, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d18class_28float64_2924omitted_28default_3d0_29: %excinfo"}
!4 = distinct !{!4, !5, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %retptr"}
!5 = distinct !{!5, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"}
!6 = distinct !{!6, !5, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %excinfo"}
!7 = !{!8, !10, !1, !3, !4, !6}
!8 = distinct !{!8, !9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x: %retptr"}
!9 = distinct !{!9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x"}
!10 = distinct !{!10, !9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x: %excinfo"}
!11 = !{!"branch_weights", i32 1, i32 99}
!12 = !{!13, !15}
!13 = distinct !{!13, !14, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d: %retptr"}
!14 = distinct !{!14, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d"}
!15 = distinct !{!15, !14, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d: %excinfo"}
!16 = !{!"branch_weights", i32 49, i32 1}
!17 = !{!18, !20}
!18 = distinct !{!18, !19, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d: %retptr"}
!19 = distinct !{!19, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d"}
!20 = distinct !{!20, !19, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d: %excinfo"}
!21 = !{!"branch_weights", i32 42949671, i32 -42949671}
!22 = !{i1 true}
!23 = !{!24, !26, !27, !29}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !32}
!31 = !{!"llvm.loop.isvectorized", i32 1}
!32 = !{!"llvm.loop.unroll.runtime.disable"}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = distinct !{!35, !31}
!36 = !{!"branch_weights", i32 99, i32 1}
!37 = !{!38, !40}
!38 = distinct !{!38, !39, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!39 = distinct !{!39, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!40 = distinct !{!40, !41, !"_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx: %retptr"}
!41 = distinct !{!41, !"_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx"}
!42 = !{!43, !40}
!43 = distinct !{!43, !44, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!44 = distinct !{!44, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type30Literal_5bstr_5d_28__hash___29: %retptr"}
!47 = distinct !{!47, !"_ZN5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type30Literal_5bstr_5d_28__hash___29"}
!48 = !{!49, !51}
!49 = distinct !{!49, !50, !"_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E: %retptr"}
!50 = distinct !{!50, !"_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E"}
!51 = distinct !{!51, !50, !"_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E: %excinfo"}
!52 = !{!53, !55, !49, !51}
!53 = distinct !{!53, !54, !"_ZN5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type: %retptr"}
!54 = distinct !{!54, !"_ZN5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type"}
!55 = distinct !{!55, !54, !"_ZN5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type: %excinfo"}
!56 = !{!57, !59, !61, !53, !55, !49, !51}
!57 = distinct !{!57, !58, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE36Literal_5bstr_5d_28djbx33a_suffix_29: %retptr"}
!58 = distinct !{!58, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE36Literal_5bstr_5d_28djbx33a_suffix_29"}
!59 = distinct !{!59, !60, !"_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax: %retptr"}
!60 = distinct !{!60, !"_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax"}
!61 = distinct !{!61, !60, !"_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax: %excinfo"}
!62 = !{!63, !59, !61, !53, !55, !49, !51}
!63 = distinct !{!63, !64, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k0_29: %retptr"}
!64 = distinct !{!64, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k0_29"}
!65 = !{!66, !59, !61, !53, !55, !49, !51}
!66 = distinct !{!66, !67, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k1_29: %retptr"}
!67 = distinct !{!67, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k1_29"}
!68 = !{!59, !61, !53, !55, !49, !51}
