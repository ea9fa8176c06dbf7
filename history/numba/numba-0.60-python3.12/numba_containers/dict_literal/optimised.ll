; ModuleID = 'dict_literal'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.bytes.string1 = internal constant [7 x i8] c"double\00"
@.bytes.string2 = internal constant [5 x i8] c"half\00"
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.dict_literal = internal constant [13 x i8] c"dict_literal\00"
@_ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [150 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.object5 = internal constant [PICKLED x i8] <class 'numpy.ndarray'>
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d18class_28float64_2924omitted_28default_3d0_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x = common local_unnamed_addr global i8* null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object7, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object7.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d = common local_unnamed_addr global i8* null
@.bytes.string1.11 = internal constant [7 x i8] c"double\00"
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object8, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object8.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object9 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object9, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object9.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object10 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode encoding encountered',), ('_kind_to_byte_width', 'numba/cpython/unicode.py', 406))
@.const.pickledata.object10.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object10 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object10, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object10.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d = common local_unnamed_addr global i8* null
@.bytes.string2.14 = internal constant [5 x i8] c"half\00"
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_typed = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type = common local_unnamed_addr global i8* null
@.const.pickledata.object11 = internal constant [PICKLED x i8] (<class 'KeyError'>, (), ('impl', 'numba/typed/dictobject.py', 778))
@.const.pickledata.object11.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object11, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object11.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object12 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('internal dict error during lookup',), ('impl', 'numba/typed/dictobject.py', 780))
@.const.pickledata.object12.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object12, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object12.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE36Literal_5bstr_5d_28djbx33a_suffix_29 = common local_unnamed_addr global i8* null
@_numba_hashsecret_djbx33a_suffix = external local_unnamed_addr global i64
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEy = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k0_29 = common local_unnamed_addr global i8* null
@_numba_hashsecret_siphash_k0 = external local_unnamed_addr global i64
@_ZN08NumbaEnv5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k1_29 = common local_unnamed_addr global i8* null
@_numba_hashsecret_siphash_k1 = external local_unnamed_addr global i64
@_ZN08NumbaEnv5numba7cpython7hashing12_gen_siphash12_3clocals_3e8_siphashB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy7void_2ax = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing13_SINGLE_ROUNDB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyyyy = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing11_HALF_ROUNDB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyyyyxx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing7_ROTATEB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing7_ROTATEB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e20__numba_array_expr_1B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.object13 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object13.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object13 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object13, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object13.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  %.36.i.i.i = alloca { i8*, i8*, i8*, i8*, i8* }, align 8
  %0 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8**
  %1 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8**
  %.31.i4 = alloca i8*, align 8
  %excinfo.1.i5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5 to i8**
  %.31.i = alloca i8*, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.22.i.i.i = alloca i8*, align 8
  %.114 = alloca double, align 8
  store double 0.000000e+00, double* %.114, align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.160 = alloca double, align 8
  store double 0.000000e+00, double* %.160, align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3), !noalias !24
  %4 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4), !noalias !24
  store i8* null, i8** %2, align 8, !noalias !31
  %.25.i.i.i = call i32 @numba_dict_new_sized(i8** nonnull %2, i64 0, i64 48, i64 8), !noalias !31
  %.26.not.i.i.i = icmp eq i32 %.25.i.i.i, 0
  br i1 %.26.not.i.i.i, label %B38.endif.i.i.i, label %B0.if, !prof !35

B38.endif.i.i.i:                                  ; preds = %entry
  %5 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8**
  %.33.i.i.i = load i8*, i8** %2, align 8, !noalias !31
  %6 = getelementptr inbounds { i8*, i8*, i8*, i8*, i8* }, { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i, i64 0, i32 3
  %7 = bitcast i8** %6 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !noalias !31
  store i8* bitcast (i32 ({ i8*, i64, i32, i32, i64, i8*, i8* }*, { i8*, i64, i32, i32, i64, i8*, i8* }*)* @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal to i8*), i8** %5, align 8, !noalias !31
  %sunkaddr.i.i.i = getelementptr inbounds { i8*, i8*, i8*, i8*, i8* }, { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i, i64 0, i32 1
  store i8* bitcast (void ({ i8*, i64, i32, i32, i64, i8*, i8* }*)* @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_incref to i8*), i8** %sunkaddr.i.i.i, align 8, !noalias !31
  %sunkaddr5.i.i.i = getelementptr inbounds { i8*, i8*, i8*, i8*, i8* }, { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i, i64 0, i32 2
  store i8* bitcast (void ({ i8*, i64, i32, i32, i64, i8*, i8* }*)* @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_decref to i8*), i8** %sunkaddr5.i.i.i, align 8, !noalias !31
  call void @numba_dict_set_method_table(i8* %.33.i.i.i, { i8*, i8*, i8*, i8*, i8* }* nonnull %.36.i.i.i), !noalias !31
  %.57.i.i.i = call i8* @NRT_MemInfo_alloc_dtor(i64 8, i8* bitcast (void (i8*, i64, i8*)* @_numba_dict_dtor to i8*)), !noalias !31
  %.58.i.i.i = icmp eq i8* %.57.i.i.i, null
  br i1 %.58.i.i.i, label %B0.if, label %B0.endif, !prof !36

B0.if:                                            ; preds = %entry, %B38.endif.i.i.i
  %excinfo.1.0.i.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object6, %entry ], [ @.const.picklebuf.object7, %B38.endif.i.i.i ]
  %8 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  %9 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9), !noalias !24
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %8), !noalias !24
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.i.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B38.endif.i.i.i
  %10 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  %11 = bitcast i8** %2 to i8*
  %.5.i.i.i.i = getelementptr i8, i8* %.57.i.i.i, i64 24
  %12 = bitcast i8* %.5.i.i.i.i to i8***
  %.6.i1.i.i.i = load i8**, i8*** %12, align 8, !noalias !31
  store i8* %.33.i.i.i, i8** %.6.i1.i.i.i, align 8, !noalias !31
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11), !noalias !24
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %10), !noalias !24
  %13 = bitcast i8** %0 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13)
  %14 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5, align 8, !noalias !37
  call void @NRT_incref(i8* nonnull %.57.i.i.i), !noalias !37
  %.35.i = call i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_typed(i8** nonnull %0, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i5, i8* nonnull %.57.i.i.i, i8* %.33.i.i.i, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.bytes.string1.11, i64 0, i64 0), i64 6, i32 1, i32 1, i64 -1, i8* null, i8* null, double 2.000000e+00), !noalias !37
  switch i32 %.35.i, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit [
    i32 -2, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread
    i32 0, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread
  ]

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread: ; preds = %B0.endif, %B0.endif
  %15 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5 to i8*
  %16 = bitcast i8** %0 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15)
  %17 = bitcast i8** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17)
  %18 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %18)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5, align 8, !noalias !41
  %.35.i6 = call i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_typed(i8** nonnull %1, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i5, i8* nonnull %.57.i.i.i, i8* %.33.i.i.i, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.bytes.string2.14, i64 0, i64 0), i64 4, i32 1, i32 1, i64 -1, i8* null, i8* null, double 5.000000e-01), !noalias !41
  switch i32 %.35.i6, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit [
    i32 -2, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread
    i32 0, label %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread
  ]

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit: ; preds = %B0.endif
  %19 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5 to i8*
  %20 = bitcast i8** %0 to i8*
  %.36.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5, align 8, !noalias !37
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19)
  %.56 = icmp sgt i32 %.35.i, 0
  %.57 = select i1 %.56, { i8*, i32, i8*, i8*, i32 }* %.36.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.57, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit, %B0.if, %for.end, %B0.endif.endif.endif.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if ], [ 0, %for.end ], [ 1, %B0.if ], [ %.35.i, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit ], [ %.35.i6, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit ], [ %.118, %B0.endif.endif.endif.if ], [ %.164, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread
  %21 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5 to i8*
  %22 = bitcast i8** %1 to i8*
  call void @NRT_decref(i8* nonnull %.57.i.i.i), !noalias !41
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21)
  store double 0.000000e+00, double* %.114, align 8
  %.118 = call i32 @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type(double* nonnull %.114, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, i8* nonnull %.57.i.i.i, i8* %.33.i.i.i, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.bytes.string1, i64 0, i64 0), i64 6, i32 1, i32 1, i64 -1, i8* null, i8* null)
  %.128 = load double, double* %.114, align 8
  switch i32 %.118, label %B0.endif.endif.endif.if [
    i32 -2, label %B0.endif.endif.endif.endif
    i32 0, label %B0.endif.endif.endif.endif
  ]

_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit: ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d.exit.thread
  %23 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5 to i8*
  %24 = bitcast i8** %1 to i8*
  %.36.i8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i5, align 8, !noalias !41
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23)
  %.80 = icmp sgt i32 %.35.i6, 0
  %.81 = select i1 %.80, { i8*, i32, i8*, i8*, i32 }* %.36.i8, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.81, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread
  %.126 = icmp sgt i32 %.118, 0
  %.119 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.127 = select i1 %.126, { i8*, i32, i8*, i8*, i32 }* %.119, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.127, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread, %_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d.exit.thread
  store double 0.000000e+00, double* %.160, align 8
  %.164 = call i32 @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type(double* nonnull %.160, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.5, i8* nonnull %.57.i.i.i, i8* %.33.i.i.i, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.bytes.string2, i64 0, i64 0), i64 4, i32 1, i32 1, i64 -1, i8* null, i8* null)
  %.174 = load double, double* %.160, align 8
  switch i32 %.164, label %B0.endif.endif.endif.endif.if [
    i32 -2, label %B0.endif.endif.endif.endif.endif
    i32 0, label %B0.endif.endif.endif.endif.endif
  ]

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.172 = icmp sgt i32 %.164, 0
  %.165 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.173 = select i1 %.172, { i8*, i32, i8*, i8*, i32 }* %.165, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.173, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.endif.endif
  call void @NRT_decref(i8* nonnull %.57.i.i.i)
  %.248 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 8)
  %.250 = extractvalue { i64, i1 } %.248, 1
  br i1 %.250, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !36

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object4, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !45
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif
  %.249 = extractvalue { i64, i1 } %.248, 0
  %.7.i.i = call i8* @NRT_MemInfo_alloc_aligned(i64 %.249, i32 32), !noalias !46
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, !prof !36

B0.endif.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object13, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %25 = bitcast i8* %.5.i to double**
  %.6.i20 = load double*, double** %25, align 8
  %.31717 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.31717, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  %.319.not = icmp eq i64 %arg.a.5.0, 1
  br i1 %.319.not, label %for.end.loopexit58, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.a.5.0, 4
  br i1 %min.iters.check, label %for.body.us.preheader71, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i20, i64 %arg.a.5.0
  %scevgep62 = getelementptr double, double* %arg.a.4, i64 %arg.a.5.0
  %bound0 = icmp ult double* %.6.i20, %scevgep62
  %bound1 = icmp ugt double* %scevgep, %arg.a.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader71, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.a.5.0, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %.128, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert65 = insertelement <2 x double> poison, double %.128, i64 0
  %broadcast.splat66 = shufflevector <2 x double> %broadcast.splatinsert65, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert67 = insertelement <2 x double> poison, double %.174, i64 0
  %broadcast.splat68 = shufflevector <2 x double> %broadcast.splatinsert67, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert69 = insertelement <2 x double> poison, double %.174, i64 0
  %broadcast.splat70 = shufflevector <2 x double> %broadcast.splatinsert69, <2 x double> poison, <2 x i32> zeroinitializer
  %26 = add i64 %n.vec, -4
  %27 = lshr exact i64 %26, 2
  %28 = add nuw nsw i64 %27, 1
  %29 = icmp eq i64 %26, 0
  br i1 %29, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %28, 9223372036854775806
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv117 = phi i64 [ %lsr.iv.next118, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %30 = bitcast double* %arg.a.4 to i8*
  %sunkaddr119 = getelementptr i8, i8* %30, i64 %sunkaddr
  %31 = bitcast i8* %sunkaddr119 to <2 x double>*
  %wide.load = load <2 x double>, <2 x double>* %31, align 8, !alias.scope !53
  %sunkaddr120 = mul i64 %index, 8
  %32 = bitcast double* %arg.a.4 to i8*
  %sunkaddr121 = getelementptr i8, i8* %32, i64 %sunkaddr120
  %sunkaddr122 = getelementptr i8, i8* %sunkaddr121, i64 16
  %33 = bitcast i8* %sunkaddr122 to <2 x double>*
  %wide.load64 = load <2 x double>, <2 x double>* %33, align 8, !alias.scope !53
  %34 = fmul <2 x double> %broadcast.splat, %wide.load
  %35 = fmul <2 x double> %broadcast.splat66, %wide.load64
  %36 = fadd <2 x double> %broadcast.splat68, %34
  %37 = fadd <2 x double> %broadcast.splat70, %35
  %sunkaddr123 = mul i64 %index, 8
  %38 = bitcast double* %.6.i20 to i8*
  %sunkaddr124 = getelementptr i8, i8* %38, i64 %sunkaddr123
  %39 = bitcast i8* %sunkaddr124 to <2 x double>*
  store <2 x double> %36, <2 x double>* %39, align 8, !alias.scope !56, !noalias !53
  %sunkaddr125 = mul i64 %index, 8
  %40 = bitcast double* %.6.i20 to i8*
  %sunkaddr126 = getelementptr i8, i8* %40, i64 %sunkaddr125
  %sunkaddr127 = getelementptr i8, i8* %sunkaddr126, i64 16
  %41 = bitcast i8* %sunkaddr127 to <2 x double>*
  store <2 x double> %37, <2 x double>* %41, align 8, !alias.scope !56, !noalias !53
  %sunkaddr128 = mul i64 %index, 8
  %42 = bitcast double* %arg.a.4 to i8*
  %sunkaddr129 = getelementptr i8, i8* %42, i64 %sunkaddr128
  %sunkaddr130 = getelementptr i8, i8* %sunkaddr129, i64 32
  %43 = bitcast i8* %sunkaddr130 to <2 x double>*
  %wide.load.1 = load <2 x double>, <2 x double>* %43, align 8, !alias.scope !53
  %sunkaddr131 = mul i64 %index, 8
  %44 = bitcast double* %arg.a.4 to i8*
  %sunkaddr132 = getelementptr i8, i8* %44, i64 %sunkaddr131
  %sunkaddr133 = getelementptr i8, i8* %sunkaddr132, i64 48
  %45 = bitcast i8* %sunkaddr133 to <2 x double>*
  %wide.load64.1 = load <2 x double>, <2 x double>* %45, align 8, !alias.scope !53
  %46 = fmul <2 x double> %broadcast.splat, %wide.load.1
  %47 = fmul <2 x double> %broadcast.splat66, %wide.load64.1
  %48 = fadd <2 x double> %broadcast.splat68, %46
  %49 = fadd <2 x double> %broadcast.splat70, %47
  %sunkaddr134 = mul i64 %index, 8
  %50 = bitcast double* %.6.i20 to i8*
  %sunkaddr135 = getelementptr i8, i8* %50, i64 %sunkaddr134
  %sunkaddr136 = getelementptr i8, i8* %sunkaddr135, i64 32
  %51 = bitcast i8* %sunkaddr136 to <2 x double>*
  store <2 x double> %48, <2 x double>* %51, align 8, !alias.scope !56, !noalias !53
  %sunkaddr137 = mul i64 %index, 8
  %52 = bitcast double* %.6.i20 to i8*
  %sunkaddr138 = getelementptr i8, i8* %52, i64 %sunkaddr137
  %sunkaddr139 = getelementptr i8, i8* %sunkaddr138, i64 48
  %53 = bitcast i8* %sunkaddr139 to <2 x double>*
  store <2 x double> %49, <2 x double>* %53, align 8, !alias.scope !56, !noalias !53
  %index.next.1 = add i64 %index, 8
  %lsr.iv.next118 = add i64 %lsr.iv117, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next118, 0
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !58

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %54 = and i64 %28, 1
  %lcmp.mod73.not = icmp eq i64 %54, 0
  br i1 %lcmp.mod73.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %55 = getelementptr double, double* %arg.a.4, i64 %index.unr
  %56 = bitcast double* %55 to <2 x double>*
  %wide.load.epil = load <2 x double>, <2 x double>* %56, align 8, !alias.scope !53
  %57 = getelementptr double, double* %55, i64 2
  %58 = bitcast double* %57 to <2 x double>*
  %wide.load64.epil = load <2 x double>, <2 x double>* %58, align 8, !alias.scope !53
  %59 = fmul <2 x double> %broadcast.splat, %wide.load.epil
  %60 = fmul <2 x double> %broadcast.splat66, %wide.load64.epil
  %61 = fadd <2 x double> %broadcast.splat68, %59
  %62 = fadd <2 x double> %broadcast.splat70, %60
  %63 = getelementptr double, double* %.6.i20, i64 %index.unr
  %64 = bitcast double* %63 to <2 x double>*
  store <2 x double> %61, <2 x double>* %64, align 8, !alias.scope !56, !noalias !53
  %65 = getelementptr double, double* %63, i64 2
  %66 = bitcast double* %65 to <2 x double>*
  store <2 x double> %62, <2 x double>* %66, align 8, !alias.scope !56, !noalias !53
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %arg.a.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader71

for.body.us.preheader71:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index19.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %67 = xor i64 %loop.index19.us.ph, -1
  %68 = add i64 %67, %arg.a.5.0
  %xtraiter = and i64 %arg.a.5.0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader71
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv = phi i64 [ %xtraiter, %for.body.us.prol.preheader ], [ %lsr.iv.next, %for.body.us.prol ]
  %loop.index19.us.prol = phi i64 [ %.356.us.prol, %for.body.us.prol ], [ %loop.index19.us.ph, %for.body.us.prol.preheader ]
  %scevgep92 = getelementptr double, double* %arg.a.4, i64 %loop.index19.us.prol
  %.327.us.prol = load double, double* %scevgep92, align 8
  %.7.i.us.prol = fmul double %.128, %.327.us.prol
  %.8.i.us.prol = fadd double %.174, %.7.i.us.prol
  %scevgep91 = getelementptr double, double* %.6.i20, i64 %loop.index19.us.prol
  store double %.8.i.us.prol, double* %scevgep91, align 8
  %.356.us.prol = add nuw i64 %loop.index19.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !60

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader71
  %loop.index19.us.unr = phi i64 [ %loop.index19.us.ph, %for.body.us.preheader71 ], [ %.356.us.prol, %for.body.us.prol ]
  %69 = icmp ult i64 %68, 3
  br i1 %69, label %for.end, label %for.body.us.preheader74

for.body.us.preheader74:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader74, %for.body.us
  %loop.index19.us = phi i64 [ %.356.us.3, %for.body.us ], [ %loop.index19.us.unr, %for.body.us.preheader74 ]
  %sunkaddr140 = mul i64 %loop.index19.us, 8
  %70 = bitcast double* %arg.a.4 to i8*
  %sunkaddr141 = getelementptr i8, i8* %70, i64 %sunkaddr140
  %71 = bitcast i8* %sunkaddr141 to double*
  %.327.us = load double, double* %71, align 8
  %.7.i.us = fmul double %.128, %.327.us
  %.8.i.us = fadd double %.174, %.7.i.us
  %sunkaddr142 = mul i64 %loop.index19.us, 8
  %72 = bitcast double* %.6.i20 to i8*
  %sunkaddr143 = getelementptr i8, i8* %72, i64 %sunkaddr142
  %73 = bitcast i8* %sunkaddr143 to double*
  store double %.8.i.us, double* %73, align 8
  %sunkaddr144 = mul i64 %loop.index19.us, 8
  %74 = bitcast double* %arg.a.4 to i8*
  %sunkaddr145 = getelementptr i8, i8* %74, i64 %sunkaddr144
  %sunkaddr146 = getelementptr i8, i8* %sunkaddr145, i64 8
  %75 = bitcast i8* %sunkaddr146 to double*
  %.327.us.1 = load double, double* %75, align 8
  %.7.i.us.1 = fmul double %.128, %.327.us.1
  %.8.i.us.1 = fadd double %.174, %.7.i.us.1
  %sunkaddr147 = mul i64 %loop.index19.us, 8
  %76 = bitcast double* %.6.i20 to i8*
  %sunkaddr148 = getelementptr i8, i8* %76, i64 %sunkaddr147
  %sunkaddr149 = getelementptr i8, i8* %sunkaddr148, i64 8
  %77 = bitcast i8* %sunkaddr149 to double*
  store double %.8.i.us.1, double* %77, align 8
  %sunkaddr150 = mul i64 %loop.index19.us, 8
  %78 = bitcast double* %arg.a.4 to i8*
  %sunkaddr151 = getelementptr i8, i8* %78, i64 %sunkaddr150
  %sunkaddr152 = getelementptr i8, i8* %sunkaddr151, i64 16
  %79 = bitcast i8* %sunkaddr152 to double*
  %.327.us.2 = load double, double* %79, align 8
  %.7.i.us.2 = fmul double %.128, %.327.us.2
  %.8.i.us.2 = fadd double %.174, %.7.i.us.2
  %sunkaddr153 = mul i64 %loop.index19.us, 8
  %80 = bitcast double* %.6.i20 to i8*
  %sunkaddr154 = getelementptr i8, i8* %80, i64 %sunkaddr153
  %sunkaddr155 = getelementptr i8, i8* %sunkaddr154, i64 16
  %81 = bitcast i8* %sunkaddr155 to double*
  store double %.8.i.us.2, double* %81, align 8
  %sunkaddr156 = mul i64 %loop.index19.us, 8
  %82 = bitcast double* %arg.a.4 to i8*
  %sunkaddr157 = getelementptr i8, i8* %82, i64 %sunkaddr156
  %sunkaddr158 = getelementptr i8, i8* %sunkaddr157, i64 24
  %83 = bitcast i8* %sunkaddr158 to double*
  %.327.us.3 = load double, double* %83, align 8
  %.7.i.us.3 = fmul double %.128, %.327.us.3
  %.8.i.us.3 = fadd double %.174, %.7.i.us.3
  %sunkaddr159 = mul i64 %loop.index19.us, 8
  %84 = bitcast double* %.6.i20 to i8*
  %sunkaddr160 = getelementptr i8, i8* %84, i64 %sunkaddr159
  %sunkaddr161 = getelementptr i8, i8* %sunkaddr160, i64 24
  %85 = bitcast i8* %sunkaddr161 to double*
  store double %.8.i.us.3, double* %85, align 8
  %.356.us.3 = add nuw nsw i64 %loop.index19.us, 4
  %exitcond.not.3 = icmp eq i64 %arg.a.5.0, %.356.us.3
  br i1 %exitcond.not.3, label %for.end, label %for.body.us, !llvm.loop !62

for.end.loopexit58:                               ; preds = %for.body.preheader
  %.327 = load double, double* %arg.a.4, align 8
  %.7.i = fmul double %.128, %.327
  %.8.i = fadd double %.174, %.7.i
  store double %.8.i, double* %.6.i20, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %for.end.loopexit58, %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  %retptr.repack162 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack162, align 8
  %retptr.repack21 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack21, align 8
  %retptr.repack23 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.a.5.0, i64* %retptr.repack23, align 8
  %retptr.repack25 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack25, align 8
  %retptr.repack27 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i20, double** %retptr.repack27, align 8
  %86 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %86, align 8
  %87 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %87, align 8
  call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.dict_literal, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.102 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !36

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.106, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !36

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([150 x i8], [150 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !36

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8**
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %9, i8 0, i64 56, i1 false)
  %.49 = call i32 @_ZN5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #4
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load i8*, i8** %3, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 8
  %11 = bitcast i8* %sunkaddr7 to i8**
  %.59.fca.1.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 16
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.59.fca.2.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 24
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.59.fca.3.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 32
  %17 = bitcast i8* %sunkaddr10 to double**
  %.59.fca.4.load = load double*, double** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %18, i64 40
  %19 = bitcast i8* %sunkaddr11 to i64*
  %.59.fca.5.0.load = load i64, i64* %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.43 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %20, i64 48
  %21 = bitcast i8* %sunkaddr12 to i64*
  %.59.fca.6.0.load = load i64, i64* %21, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %22 = icmp sgt i32 %.49, 0
  br i1 %22, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %sunkaddr13 = getelementptr i8, i8* %.11, i64 24
  %23 = bitcast i8* %sunkaddr13 to i8**
  %.83 = load i8*, i8** %23, align 8
  %.87.not = icmp eq i8* %.83, null
  br i1 %.87.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.89 = call i8* @PyList_GetItem(i8* nonnull %.83, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([37 x i8], [37 x i8]* @".const.`env.consts` is NULL in `read_const`", i64 0, i64 0))
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.84.0 = phi i8* [ %.89, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8**
  %.101 = call i8* @numba_unpickle(i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i64 0, i64 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i64 0, i64 0))
  store i8* %.59.fca.0.load, i8** %24, align 8
  %25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %25, i64 8
  %26 = bitcast i8* %sunkaddr14 to i8**
  store i8* %.59.fca.1.load, i8** %26, align 8
  %27 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %27, i64 16
  %28 = bitcast i8* %sunkaddr15 to i64*
  store i64 %.59.fca.2.load, i64* %28, align 8
  %29 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %29, i64 24
  %30 = bitcast i8* %sunkaddr16 to i64*
  store i64 %.59.fca.3.load, i64* %30, align 8
  %31 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %31, i64 32
  %32 = bitcast i8* %sunkaddr17 to double**
  store double* %.59.fca.4.load, double** %32, align 8
  %33 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %33, i64 40
  %34 = bitcast i8* %sunkaddr18 to i64*
  store i64 %.59.fca.5.0.load, i64* %34, align 8
  %35 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %35, i64 48
  %36 = bitcast i8* %sunkaddr19 to i64*
  store i64 %.59.fca.6.0.load, i64* %36, align 8
  %.105 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.102 to i8*
  %.106 = call i8* @NRT_adapt_ndarray_to_python_acqref(i8* nonnull %.105, i8* %.101, i32 1, i32 1, i8* %.84.0)
  call void @NRT_decref(i8* %.59.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.114 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.115 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 4
  %.116 = icmp sgt i32 %.115, 0
  %.119 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 0
  %.121 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 1
  br i1 %.116, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.122 = sext i32 %.121 to i64
  %.123 = call i8* @PyBytes_FromStringAndSize(i8* %.119, i64 %.122)
  %.124 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.125 = extractvalue { i8*, i32, i8*, i8*, i32 } %.124, 2
  %.127 = extractvalue { i8*, i32, i8*, i8*, i32 } %.124, 3
  %.128 = bitcast i8* %.127 to i8* (i8*)*
  %.129 = call i8* %.128(i8* %.125)
  %.130 = icmp eq i8* %.129, null
  br i1 %.130, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !36

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.143 = extractvalue { i8*, i32, i8*, i8*, i32 } %.114, 2
  %.144 = call i8* @numba_unpickle(i8* %.119, i32 %.121, i8* %.143)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.146 = phi i8* [ %.134, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.144, %entry.endif.endif.endif.endif.endif.if.else ]
  %.147.not = icmp eq i8* %.146, null
  br i1 %.147.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !36

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.134 = call i8* @numba_runtime_build_excinfo_struct(i8* %.123, i8* nonnull %.129)
  %.135 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.135)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.146)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyList_GetItem(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @NRT_adapt_ndarray_to_python_acqref(i8* nocapture, i8*, i32, i32, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } @cfunc._ZN5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 3
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 5, i64 0
  %.fca.6.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3, i64 0, i32 6, i64 0
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN5cases16numba_containers12dict_literalB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #4
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.19.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %.19.fca.2.load = load i64, i64* %.fca.2.gep, align 8
  %.19.fca.3.load = load i64, i64* %.fca.3.gep, align 8
  %.19.fca.4.load = load double*, double** %.fca.4.gep, align 8
  %.19.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  %.19.fca.6.0.load = load i64, i64* %.fca.6.0.gep, align 8
  %.25 = insertvalue [1 x i64] poison, i64 %.19.fca.5.0.load, 0
  %.26 = insertvalue [1 x i64] poison, i64 %.19.fca.6.0.load, 0
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* %.19.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.meminfo, i8* %.19.fca.1.load, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.parent, i64 %.19.fca.2.load, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.nitems, i64 %.19.fca.3.load, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.itemsize, double* %.19.fca.4.load, 4
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.25, 5
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.26, 6
  %.32 = alloca i32, align 4
  store i32 0, i32* %.32, align 4
  switch i32 %.9, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.32)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.35, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.35 ], [ %inserted.strides, %entry ], [ %inserted.strides, %entry ]
  ret { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %common.ret.op

.35:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.83 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.83)
  call void @Py_DecRef(i8* %.83)
  call void @numba_gil_release(i32* nonnull %.32)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 4
  %.40 = icmp sgt i32 %.39, 0
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 0
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 1
  br i1 %.40, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.35
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.46 = sext i32 %.45 to i64
  %.47 = call i8* @PyBytes_FromStringAndSize(i8* %.43, i64 %.46)
  %.48 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.49 = extractvalue { i8*, i32, i8*, i8*, i32 } %.48, 2
  %.51 = extractvalue { i8*, i32, i8*, i8*, i32 } %.48, 3
  %.52 = bitcast i8* %.51 to i8* (i8*)*
  %.53 = call i8* %.52(i8* %.49)
  %.54 = icmp eq i8* %.53, null
  br i1 %.54, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !36

entry.if.if.else:                                 ; preds = %entry.if.if
  %.67 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.68 = call i8* @numba_unpickle(i8* %.43, i32 %.45, i8* %.67)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.70 = phi i8* [ %.58, %entry.if.if.if.endif ], [ %.68, %entry.if.if.else ]
  %.71.not = icmp eq i8* %.70, null
  br i1 %.71.not, label %.35, label %entry.if.if.endif.if, !prof !36

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.58 = call i8* @numba_runtime_build_excinfo_struct(i8* %.47, i8* nonnull %.53)
  %.59 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.59)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.70)
  br label %.35

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.35

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.35
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @numba_dict_new_sized(i8**, i64, i64, i64) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal({ i8*, i64, i32, i32, i64, i8*, i8* }* nocapture readonly %.1, { i8*, i64, i32, i32, i64, i8*, i8* }* nocapture readonly %.2) {
.4:
  %.19.i = alloca i8, align 1
  %excinfo.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.56111 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.1 to i8**
  %.6 = load i8*, i8** %.56111, align 8
  %.7 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.1, i64 0, i32 1
  %.8 = load i64, i64* %.7, align 8
  %.9 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.1, i64 0, i32 2
  %.10 = load i32, i32* %.9, align 4
  %.11 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.1, i64 0, i32 3
  %.12 = load i32, i32* %.11, align 4
  %.13 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.1, i64 0, i32 4
  %.14 = load i64, i64* %.13, align 8
  %.15 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.1, i64 0, i32 5
  %.16 = load i8*, i8** %.15, align 8
  %.17 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.1, i64 0, i32 6
  %.18 = load i8*, i8** %.17, align 8
  %.197222 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.2 to i8**
  %.20 = load i8*, i8** %.197222, align 8
  %.21 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.2, i64 0, i32 1
  %.22 = load i64, i64* %.21, align 8
  %.23 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.2, i64 0, i32 2
  %.24 = load i32, i32* %.23, align 4
  %.25 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.2, i64 0, i32 3
  %.26 = load i32, i32* %.25, align 4
  %.27 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.2, i64 0, i32 4
  %.28 = load i64, i64* %.27, align 8
  %.29 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.2, i64 0, i32 5
  %.30 = load i8*, i8** %.29, align 8
  %.31 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.2, i64 0, i32 6
  %.32 = load i8*, i8** %.31, align 8
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %.19.i)
  %0 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0)
  store i8 0, i8* %.19.i, align 1
  %.23.i = call i32 @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(i8* nonnull %.19.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.i, i8* %.6, i64 %.8, i32 %.10, i32 %.12, i64 %.14, i8* %.16, i8* %.18, i8* %.20, i64 %.22, i32 %.24, i32 %.26, i64 %.28, i8* %.30, i8* %.32)
  switch i32 %.23.i, label %.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal.wrap.exit [
    i32 -2, label %.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal.wrap.exit.thread
    i32 0, label %.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal.wrap.exit.thread
  ]

.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal.wrap.exit.thread: ; preds = %.4, %.4
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.i to i8*
  %.33.i = load i8, i8* %.19.i, align 1
  %.36.i.not = icmp ne i8 %.33.i, 0
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %.19.i)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1)
  %spec.select = zext i1 %.36.i.not to i32
  br label %common.ret

.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal.wrap.exit: ; preds = %.4
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %.19.i)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  br label %common.ret

common.ret:                                       ; preds = %.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal.wrap.exit, %.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal.wrap.exit.thread
  %common.ret.op = phi i32 [ -1, %.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal.wrap.exit ], [ %spec.select, %.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_equal.wrap.exit.thread ]
  ret i32 %common.ret.op
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_incref({ i8*, i64, i32, i32, i64, i8*, i8* }* nocapture readonly %.1) #3 {
.3:
  %.14 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.1, i64 0, i32 5
  %.15 = load i8*, i8** %.14, align 8
  tail call void @NRT_incref(i8* %.15)
  ret void
}

define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x.dict_key_decref({ i8*, i64, i32, i32, i64, i8*, i8* }* nocapture readonly %.1) {
.3:
  %.14 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.1, i64 0, i32 5
  %.15 = load i8*, i8** %.14, align 8
  tail call void @NRT_decref(i8* %.15)
  ret void
}

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
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare void @numba_dict_free(i8*) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !36

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !36

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #5 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !36

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr i32 @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type(i8* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* %arg.a.5, i8* %arg.a.6, i8* %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* %arg.b.5, i8* %arg.b.6) local_unnamed_addr {
B40.endif.endif.endif.endif:
  %.230 = alloca i64, align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  tail call void @NRT_incref(i8* %arg.a.5)
  tail call void @NRT_incref(i8* %arg.b.5)
  %.192.not = icmp eq i64 %arg.a.1, %arg.b.1
  br i1 %.192.not, label %B132.endif, label %B130

common.ret:                                       ; preds = %B132.endif.endif, %B132.endif.if, %B130
  %common.ret.op = phi i32 [ 0, %B130 ], [ 0, %B132.endif.endif ], [ %.234, %B132.endif.if ]
  ret i32 %common.ret.op

B130:                                             ; preds = %B40.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.b.5)
  tail call void @NRT_decref(i8* %arg.a.5)
  store i8 0, i8* %retptr, align 1
  br label %common.ret

B132.endif:                                       ; preds = %B40.endif.endif.endif.endif
  store i64 0, i64* %.230, align 8
  %.234 = call i32 @_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx(i64* nonnull %.230, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6, i8* %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* %arg.a.5, i8* %arg.a.6, i64 0, i8* %arg.b.0, i64 %arg.a.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* %arg.b.5, i8* %arg.b.6, i64 0, i64 %arg.a.1)
  switch i32 %.234, label %B132.endif.if [
    i32 -2, label %B132.endif.endif
    i32 0, label %B132.endif.endif
  ]

B132.endif.if:                                    ; preds = %B132.endif
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif, %B132.endif
  %.244 = load i64, i64* %.230, align 8
  tail call void @NRT_decref(i8* %arg.b.5)
  tail call void @NRT_decref(i8* %arg.a.5)
  %.260 = icmp eq i64 %.244, 0
  %.261 = zext i1 %.260 to i8
  store i8 %.261, i8* %retptr, align 1
  br label %common.ret
}

; Function Attrs: nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readonly %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* nocapture readnone %arg.a.5, i8* nocapture readnone %arg.a.6, i64 %arg.a_offset, i8* nocapture readonly %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* nocapture readnone %arg.b.5, i8* nocapture readnone %arg.b.6, i64 %arg.b_offset, i64 %arg.n) local_unnamed_addr #6 {
entry:
  %.32 = icmp eq i64 %arg.n, 0
  br i1 %.32, label %common.ret, label %B16

common.ret:                                       ; preds = %B194.us99.us69, %B118.us65.us65, %B114.us61.us62, %B194.us99.us166, %B118.us65.us144, %B114.us61.us141, %B194.us99.us, %B118.us65.us, %B114.us61.us, %B118.us65, %B114.us61, %B194.us58.us59, %B118.us24.us55, %B114.us20.us52, %B194.us58.us135, %B118.us24.us113, %B114.us20.us110, %B194.us58.us, %B118.us24.us, %B114.us20.us, %B118.us24, %B114.us20, %B194.us.us104, %B118.us.us87, %B114.us.us84, %B194.us.us80, %B118.us.us77, %B114.us.us75, %B118.us, %B114.us, %B194.us.us, %B118.us.us, %B114.us.us, %B194.us71, %B118.us51, %B194.us48, %B118.us28, %B194.us27, %B118.us17, %B118.preheader, %B114.preheader, %B54, %B16, %entry
  %.sink = phi i64 [ 0, %entry ], [ -1, %B16 ], [ 1, %B54 ], [ 0, %B114.preheader ], [ 0, %B118.preheader ], [ -1, %B118.us17 ], [ 0, %B194.us27 ], [ 0, %B194.us48 ], [ -1, %B118.us28 ], [ -1, %B118.us51 ], [ 0, %B194.us71 ], [ -1, %B118.us.us ], [ 1, %B194.us.us ], [ 0, %B114.us.us ], [ 1, %B118.us ], [ 0, %B114.us ], [ 0, %B114.us.us75 ], [ 1, %B194.us.us80 ], [ -1, %B118.us.us77 ], [ -1, %B118.us.us87 ], [ 1, %B194.us.us104 ], [ 0, %B114.us.us84 ], [ 0, %B114.us20 ], [ 1, %B118.us24 ], [ 0, %B114.us20.us ], [ 1, %B194.us58.us ], [ -1, %B118.us24.us ], [ -1, %B118.us24.us113 ], [ 1, %B194.us58.us135 ], [ 0, %B114.us20.us110 ], [ 0, %B114.us20.us52 ], [ 1, %B194.us58.us59 ], [ -1, %B118.us24.us55 ], [ 0, %B114.us61 ], [ 1, %B118.us65 ], [ 0, %B114.us61.us ], [ 1, %B194.us99.us ], [ -1, %B118.us65.us ], [ -1, %B118.us65.us144 ], [ 1, %B194.us99.us166 ], [ 0, %B114.us61.us141 ], [ 0, %B114.us61.us62 ], [ 1, %B194.us99.us69 ], [ -1, %B118.us65.us65 ]
  store i64 %.sink, i64* %retptr, align 8
  ret i32 0

B16:                                              ; preds = %entry
  %.48 = add nsw i64 %arg.n, %arg.a_offset
  %.56 = icmp sgt i64 %.48, %arg.a.1
  br i1 %.56, label %common.ret, label %B54

B54:                                              ; preds = %B16
  %.72 = add nsw i64 %arg.n, %arg.b_offset
  %.80 = icmp sgt i64 %.72, %arg.b.1
  br i1 %.80, label %common.ret, label %B92.endif

B92.endif:                                        ; preds = %B54
  %.134.inv = icmp sgt i64 %arg.n, 0
  %spec.select = select i1 %.134.inv, i64 %arg.n, i64 0
  switch i32 %arg.a.2, label %B114.preheader [
    i32 1, label %B92.endif.split.us
    i32 2, label %B114.us20.preheader
    i32 4, label %B114.us61.preheader
  ]

B114.us61.preheader:                              ; preds = %B92.endif
  %scevgep199 = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %0 = shl i64 %arg.b_offset, 1
  %scevgep201 = getelementptr i8, i8* %arg.b.0, i64 %0
  %1 = shl i64 %arg.b_offset, 2
  %scevgep204 = getelementptr i8, i8* %arg.b.0, i64 %1
  %2 = shl i64 %arg.a_offset, 2
  %scevgep207 = getelementptr i8, i8* %arg.a.0, i64 %2
  switch i32 %arg.b.2, label %B114.us61.preheader203 [
    i32 1, label %B114.us61.us.preheader
    i32 2, label %B114.us61.us141.preheader
    i32 4, label %B114.us61.us62.preheader
  ]

B114.us61.us62.preheader:                         ; preds = %B114.us61.preheader
  br label %B114.us61.us62

B114.us61.us141.preheader:                        ; preds = %B114.us61.preheader
  br label %B114.us61.us141

B114.us61.us.preheader:                           ; preds = %B114.us61.preheader
  br label %B114.us61.us

B114.us61.preheader203:                           ; preds = %B114.us61.preheader
  br label %B114.us61

B114.us61.us62:                                   ; preds = %B114.us61.us62.preheader, %B194.us99.us69
  %.120.0.us62.us63 = phi i64 [ %.191.us67.us71, %B194.us99.us69 ], [ 0, %B114.us61.us62.preheader ]
  %exitcond119.not.us64 = icmp eq i64 %spec.select, %.120.0.us62.us63
  br i1 %exitcond119.not.us64, label %common.ret, label %B118.us65.us65

B118.us65.us65:                                   ; preds = %B114.us61.us62
  %3 = shl i64 %.120.0.us62.us63, 2
  %scevgep250 = getelementptr i8, i8* %scevgep207, i64 %3
  %scevgep250251 = bitcast i8* %scevgep250 to i32*
  %.95.i.us71.us66 = load i32, i32* %scevgep250251, align 4, !noalias !63
  %scevgep248 = getelementptr i8, i8* %scevgep204, i64 %3
  %scevgep248249 = bitcast i8* %scevgep248 to i32*
  %.95.i13.us86.us = load i32, i32* %scevgep248249, align 4, !noalias !66
  %.278.us98.us68 = icmp ugt i32 %.95.i13.us86.us, %.95.i.us71.us66
  br i1 %.278.us98.us68, label %common.ret, label %B194.us99.us69

B194.us99.us69:                                   ; preds = %B118.us65.us65
  %.298.us100.us70 = icmp ult i32 %.95.i13.us86.us, %.95.i.us71.us66
  %.191.us67.us71 = add nuw i64 %.120.0.us62.us63, 1
  br i1 %.298.us100.us70, label %common.ret, label %B114.us61.us62

B114.us61.us:                                     ; preds = %B114.us61.us.preheader, %B194.us99.us
  %.120.0.us62.us = phi i64 [ %.191.us67.us, %B194.us99.us ], [ 0, %B114.us61.us.preheader ]
  %exitcond119.not.us = icmp eq i64 %spec.select, %.120.0.us62.us
  br i1 %exitcond119.not.us, label %common.ret, label %B118.us65.us

B118.us65.us:                                     ; preds = %B114.us61.us
  %4 = shl i64 %.120.0.us62.us, 2
  %scevgep241 = getelementptr i8, i8* %scevgep207, i64 %4
  %scevgep241242 = bitcast i8* %scevgep241 to i32*
  %.95.i.us71.us = load i32, i32* %scevgep241242, align 4, !noalias !63
  %.98.i.us72.us = zext i32 %.95.i.us71.us to i64
  %scevgep243 = getelementptr i8, i8* %scevgep199, i64 %.120.0.us62.us
  %.37.i3.us94.us = load i8, i8* %scevgep243, align 1, !noalias !66
  %.41.i4.us95.us = zext i8 %.37.i3.us94.us to i64
  %.278.us98.us = icmp ugt i64 %.41.i4.us95.us, %.98.i.us72.us
  br i1 %.278.us98.us, label %common.ret, label %B194.us99.us

B194.us99.us:                                     ; preds = %B118.us65.us
  %.298.us100.us = icmp ult i64 %.41.i4.us95.us, %.98.i.us72.us
  %.191.us67.us = add nuw i64 %.120.0.us62.us, 1
  br i1 %.298.us100.us, label %common.ret, label %B114.us61.us

B114.us61.us141:                                  ; preds = %B114.us61.us141.preheader, %B194.us99.us166
  %.120.0.us62.us142 = phi i64 [ %.191.us67.us169, %B194.us99.us166 ], [ 0, %B114.us61.us141.preheader ]
  %exitcond119.not.us143 = icmp eq i64 %spec.select, %.120.0.us62.us142
  br i1 %exitcond119.not.us143, label %common.ret, label %B118.us65.us144

B118.us65.us144:                                  ; preds = %B114.us61.us141
  %5 = shl i64 %.120.0.us62.us142, 2
  %scevgep244 = getelementptr i8, i8* %scevgep207, i64 %5
  %scevgep244245 = bitcast i8* %scevgep244 to i32*
  %.95.i.us71.us147 = load i32, i32* %scevgep244245, align 4, !noalias !63
  %.98.i.us72.us148 = zext i32 %.95.i.us71.us147 to i64
  %6 = shl i64 %.120.0.us62.us142, 1
  %scevgep246 = getelementptr i8, i8* %scevgep201, i64 %6
  %scevgep246247 = bitcast i8* %scevgep246 to i16*
  %.66.i8.us90.us157 = load i16, i16* %scevgep246247, align 2, !noalias !66
  %.70.i9.us91.us158 = zext i16 %.66.i8.us90.us157 to i64
  %.278.us98.us165 = icmp ugt i64 %.70.i9.us91.us158, %.98.i.us72.us148
  br i1 %.278.us98.us165, label %common.ret, label %B194.us99.us166

B194.us99.us166:                                  ; preds = %B118.us65.us144
  %.298.us100.us168 = icmp ult i64 %.70.i9.us91.us158, %.98.i.us72.us148
  %.191.us67.us169 = add nuw i64 %.120.0.us62.us142, 1
  br i1 %.298.us100.us168, label %common.ret, label %B114.us61.us141

B114.us20.preheader:                              ; preds = %B92.endif
  %scevgep188 = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %7 = shl i64 %arg.b_offset, 1
  %scevgep190 = getelementptr i8, i8* %arg.b.0, i64 %7
  %8 = shl i64 %arg.b_offset, 2
  %scevgep193 = getelementptr i8, i8* %arg.b.0, i64 %8
  %9 = shl i64 %arg.a_offset, 1
  %scevgep196 = getelementptr i8, i8* %arg.a.0, i64 %9
  switch i32 %arg.b.2, label %B114.us20.preheader194 [
    i32 1, label %B114.us20.us.preheader
    i32 2, label %B114.us20.us110.preheader
    i32 4, label %B114.us20.us52.preheader
  ]

B114.us20.us52.preheader:                         ; preds = %B114.us20.preheader
  br label %B114.us20.us52

B114.us20.us110.preheader:                        ; preds = %B114.us20.preheader
  br label %B114.us20.us110

B114.us20.us.preheader:                           ; preds = %B114.us20.preheader
  br label %B114.us20.us

B114.us20.preheader194:                           ; preds = %B114.us20.preheader
  br label %B114.us20

B114.us20.us52:                                   ; preds = %B114.us20.us52.preheader, %B194.us58.us59
  %.120.0.us21.us53 = phi i64 [ %.191.us26.us61, %B194.us58.us59 ], [ 0, %B114.us20.us52.preheader ]
  %exitcond118.not.us54 = icmp eq i64 %spec.select, %.120.0.us21.us53
  br i1 %exitcond118.not.us54, label %common.ret, label %B118.us24.us55

B118.us24.us55:                                   ; preds = %B114.us20.us52
  %10 = shl i64 %.120.0.us21.us53, 1
  %scevgep235 = getelementptr i8, i8* %scevgep196, i64 %10
  %scevgep235236 = bitcast i8* %scevgep235 to i16*
  %.66.i.us34.us56 = load i16, i16* %scevgep235236, align 2, !noalias !63
  %.70.i.us35.us57 = zext i16 %.66.i.us34.us56 to i64
  %11 = shl i64 %.120.0.us21.us53, 2
  %scevgep237 = getelementptr i8, i8* %scevgep193, i64 %11
  %scevgep237238 = bitcast i8* %scevgep237 to i32*
  %.95.i13.us45.us = load i32, i32* %scevgep237238, align 4, !noalias !66
  %.98.i14.us46.us = zext i32 %.95.i13.us45.us to i64
  %.278.us57.us58 = icmp ugt i64 %.98.i14.us46.us, %.70.i.us35.us57
  br i1 %.278.us57.us58, label %common.ret, label %B194.us58.us59

B194.us58.us59:                                   ; preds = %B118.us24.us55
  %.298.us59.us60 = icmp ult i64 %.98.i14.us46.us, %.70.i.us35.us57
  %.191.us26.us61 = add nuw i64 %.120.0.us21.us53, 1
  br i1 %.298.us59.us60, label %common.ret, label %B114.us20.us52

B114.us20.us:                                     ; preds = %B114.us20.us.preheader, %B194.us58.us
  %.120.0.us21.us = phi i64 [ %.191.us26.us, %B194.us58.us ], [ 0, %B114.us20.us.preheader ]
  %exitcond118.not.us = icmp eq i64 %spec.select, %.120.0.us21.us
  br i1 %exitcond118.not.us, label %common.ret, label %B118.us24.us

B118.us24.us:                                     ; preds = %B114.us20.us
  %12 = shl i64 %.120.0.us21.us, 1
  %scevgep228 = getelementptr i8, i8* %scevgep196, i64 %12
  %scevgep228229 = bitcast i8* %scevgep228 to i16*
  %.66.i.us34.us = load i16, i16* %scevgep228229, align 2, !noalias !63
  %.70.i.us35.us = zext i16 %.66.i.us34.us to i64
  %scevgep230 = getelementptr i8, i8* %scevgep188, i64 %.120.0.us21.us
  %.37.i3.us53.us = load i8, i8* %scevgep230, align 1, !noalias !66
  %.41.i4.us54.us = zext i8 %.37.i3.us53.us to i64
  %.278.us57.us = icmp ugt i64 %.41.i4.us54.us, %.70.i.us35.us
  br i1 %.278.us57.us, label %common.ret, label %B194.us58.us

B194.us58.us:                                     ; preds = %B118.us24.us
  %.298.us59.us = icmp ult i64 %.41.i4.us54.us, %.70.i.us35.us
  %.191.us26.us = add nuw i64 %.120.0.us21.us, 1
  br i1 %.298.us59.us, label %common.ret, label %B114.us20.us

B114.us20.us110:                                  ; preds = %B114.us20.us110.preheader, %B194.us58.us135
  %.120.0.us21.us111 = phi i64 [ %.191.us26.us138, %B194.us58.us135 ], [ 0, %B114.us20.us110.preheader ]
  %exitcond118.not.us112 = icmp eq i64 %spec.select, %.120.0.us21.us111
  br i1 %exitcond118.not.us112, label %common.ret, label %B118.us24.us113

B118.us24.us113:                                  ; preds = %B114.us20.us110
  %13 = shl i64 %.120.0.us21.us111, 1
  %scevgep233 = getelementptr i8, i8* %scevgep196, i64 %13
  %scevgep233234 = bitcast i8* %scevgep233 to i16*
  %.66.i.us34.us116 = load i16, i16* %scevgep233234, align 2, !noalias !63
  %scevgep231 = getelementptr i8, i8* %scevgep190, i64 %13
  %scevgep231232 = bitcast i8* %scevgep231 to i16*
  %.66.i8.us49.us126 = load i16, i16* %scevgep231232, align 2, !noalias !66
  %.278.us57.us134 = icmp ugt i16 %.66.i8.us49.us126, %.66.i.us34.us116
  br i1 %.278.us57.us134, label %common.ret, label %B194.us58.us135

B194.us58.us135:                                  ; preds = %B118.us24.us113
  %.298.us59.us137 = icmp ult i16 %.66.i8.us49.us126, %.66.i.us34.us116
  %.191.us26.us138 = add nuw i64 %.120.0.us21.us111, 1
  br i1 %.298.us59.us137, label %common.ret, label %B114.us20.us110

B114.preheader:                                   ; preds = %B92.endif
  %exitcond.not150 = icmp slt i64 %arg.n, 1
  br i1 %exitcond.not150, label %common.ret, label %B118.preheader

B118.preheader:                                   ; preds = %B114.preheader
  %scevgep = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %14 = shl i64 %arg.b_offset, 1
  %scevgep170 = getelementptr i8, i8* %arg.b.0, i64 %14
  %15 = shl i64 %arg.b_offset, 2
  %scevgep173 = getelementptr i8, i8* %arg.b.0, i64 %15
  switch i32 %arg.b.2, label %common.ret [
    i32 1, label %B118.us17.preheader
    i32 2, label %B118.us28.preheader
    i32 4, label %B118.us51.preheader
  ]

B118.us51.preheader:                              ; preds = %B118.preheader
  br label %B118.us51

B118.us28.preheader:                              ; preds = %B118.preheader
  br label %B118.us28

B118.us17.preheader:                              ; preds = %B118.preheader
  br label %B118.us17

B118.us17:                                        ; preds = %B118.us17.preheader, %B194.us27
  %.120.0151.us = phi i64 [ %.191.us18, %B194.us27 ], [ 0, %B118.us17.preheader ]
  %.191.us18 = add nuw nsw i64 %.120.0151.us, 1
  %scevgep212 = getelementptr i8, i8* %scevgep, i64 %.120.0151.us
  %.37.i3.us = load i8, i8* %scevgep212, align 1, !noalias !66
  %.278.not.us = icmp eq i8 %.37.i3.us, 0
  br i1 %.278.not.us, label %B194.us27, label %common.ret

B194.us27:                                        ; preds = %B118.us17
  %exitcond.not.us = icmp eq i64 %spec.select, %.191.us18
  br i1 %exitcond.not.us, label %common.ret, label %B118.us17

B118.us28:                                        ; preds = %B118.us28.preheader, %B194.us48
  %.120.0151.us29 = phi i64 [ %.191.us30, %B194.us48 ], [ 0, %B118.us28.preheader ]
  %.191.us30 = add nuw nsw i64 %.120.0151.us29, 1
  %16 = shl nuw i64 %.120.0151.us29, 1
  %scevgep213 = getelementptr i8, i8* %scevgep170, i64 %16
  %scevgep213214 = bitcast i8* %scevgep213 to i16*
  %.66.i8.us39 = load i16, i16* %scevgep213214, align 2, !noalias !66
  %.278.not.us47 = icmp eq i16 %.66.i8.us39, 0
  br i1 %.278.not.us47, label %B194.us48, label %common.ret

B194.us48:                                        ; preds = %B118.us28
  %exitcond.not.us49 = icmp eq i64 %spec.select, %.191.us30
  br i1 %exitcond.not.us49, label %common.ret, label %B118.us28

B118.us51:                                        ; preds = %B118.us51.preheader, %B194.us71
  %.120.0151.us52 = phi i64 [ %.191.us53, %B194.us71 ], [ 0, %B118.us51.preheader ]
  %.191.us53 = add nuw nsw i64 %.120.0151.us52, 1
  %17 = shl i64 %.120.0151.us52, 2
  %scevgep215 = getelementptr i8, i8* %scevgep173, i64 %17
  %scevgep215216 = bitcast i8* %scevgep215 to i32*
  %.95.i13.us57 = load i32, i32* %scevgep215216, align 4, !noalias !66
  %.278.not.us70 = icmp eq i32 %.95.i13.us57, 0
  br i1 %.278.not.us70, label %B194.us71, label %common.ret

B194.us71:                                        ; preds = %B118.us51
  %exitcond.not.us72 = icmp eq i64 %spec.select, %.191.us53
  br i1 %exitcond.not.us72, label %common.ret, label %B118.us51

B92.endif.split.us:                               ; preds = %B92.endif
  %18 = icmp eq i32 %arg.b.2, 1
  br i1 %18, label %B114.us.us.preheader, label %B114.us.preheader

B114.us.preheader:                                ; preds = %B92.endif.split.us
  %19 = shl i64 %arg.b_offset, 1
  %scevgep180 = getelementptr i8, i8* %arg.b.0, i64 %19
  %20 = shl i64 %arg.b_offset, 2
  %scevgep183 = getelementptr i8, i8* %arg.b.0, i64 %20
  %scevgep186 = getelementptr i8, i8* %arg.a.0, i64 %arg.a_offset
  switch i32 %arg.b.2, label %B114.us.preheader187 [
    i32 4, label %B114.us.us75.preheader
    i32 2, label %B114.us.us84.preheader
  ]

B114.us.us84.preheader:                           ; preds = %B114.us.preheader
  br label %B114.us.us84

B114.us.us75.preheader:                           ; preds = %B114.us.preheader
  br label %B114.us.us75

B114.us.preheader187:                             ; preds = %B114.us.preheader
  br label %B114.us

B114.us.us75:                                     ; preds = %B114.us.us75.preheader, %B194.us.us80
  %.120.0.us.us76 = phi i64 [ %.191.us.us82, %B194.us.us80 ], [ 0, %B114.us.us75.preheader ]
  %exitcond117.not.us = icmp eq i64 %spec.select, %.120.0.us.us76
  br i1 %exitcond117.not.us, label %common.ret, label %B118.us.us77

B118.us.us77:                                     ; preds = %B114.us.us75
  %scevgep220 = getelementptr i8, i8* %scevgep186, i64 %.120.0.us.us76
  %.37.i.us.us78 = load i8, i8* %scevgep220, align 1, !noalias !63
  %.41.i.us.us = zext i8 %.37.i.us.us78 to i64
  %21 = shl i64 %.120.0.us.us76, 2
  %scevgep221 = getelementptr i8, i8* %scevgep183, i64 %21
  %scevgep221222 = bitcast i8* %scevgep221 to i32*
  %.95.i13.us.us = load i32, i32* %scevgep221222, align 4, !noalias !66
  %.98.i14.us.us = zext i32 %.95.i13.us.us to i64
  %.278.us.us79 = icmp ugt i64 %.98.i14.us.us, %.41.i.us.us
  br i1 %.278.us.us79, label %common.ret, label %B194.us.us80

B194.us.us80:                                     ; preds = %B118.us.us77
  %.298.us.us81 = icmp ult i64 %.98.i14.us.us, %.41.i.us.us
  %.191.us.us82 = add nuw i64 %.120.0.us.us76, 1
  br i1 %.298.us.us81, label %common.ret, label %B114.us.us75

B114.us.us84:                                     ; preds = %B114.us.us84.preheader, %B194.us.us104
  %.120.0.us.us85 = phi i64 [ %.191.us.us107, %B194.us.us104 ], [ 0, %B114.us.us84.preheader ]
  %exitcond117.not.us86 = icmp eq i64 %spec.select, %.120.0.us.us85
  br i1 %exitcond117.not.us86, label %common.ret, label %B118.us.us87

B118.us.us87:                                     ; preds = %B114.us.us84
  %scevgep223 = getelementptr i8, i8* %scevgep186, i64 %.120.0.us.us85
  %.37.i.us.us89 = load i8, i8* %scevgep223, align 1, !noalias !63
  %.41.i.us.us90 = zext i8 %.37.i.us.us89 to i64
  %22 = shl i64 %.120.0.us.us85, 1
  %scevgep224 = getelementptr i8, i8* %scevgep180, i64 %22
  %scevgep224225 = bitcast i8* %scevgep224 to i16*
  %.66.i8.us.us94 = load i16, i16* %scevgep224225, align 2, !noalias !66
  %.70.i9.us.us95 = zext i16 %.66.i8.us.us94 to i64
  %.278.us.us103 = icmp ugt i64 %.70.i9.us.us95, %.41.i.us.us90
  br i1 %.278.us.us103, label %common.ret, label %B194.us.us104

B194.us.us104:                                    ; preds = %B118.us.us87
  %.298.us.us106 = icmp ult i64 %.70.i9.us.us95, %.41.i.us.us90
  %.191.us.us107 = add nuw i64 %.120.0.us.us85, 1
  br i1 %.298.us.us106, label %common.ret, label %B114.us.us84

B114.us.us.preheader:                             ; preds = %B92.endif.split.us
  %scevgep176 = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %scevgep178 = getelementptr i8, i8* %arg.a.0, i64 %arg.a_offset
  br label %B114.us.us

B114.us.us:                                       ; preds = %B194.us.us, %B114.us.us.preheader
  %.120.0.us.us = phi i64 [ %.191.us.us, %B194.us.us ], [ 0, %B114.us.us.preheader ]
  %exitcond116.not = icmp eq i64 %spec.select, %.120.0.us.us
  br i1 %exitcond116.not, label %common.ret, label %B118.us.us

B118.us.us:                                       ; preds = %B114.us.us
  %scevgep217 = getelementptr i8, i8* %scevgep178, i64 %.120.0.us.us
  %.37.i.us.us = load i8, i8* %scevgep217, align 1, !noalias !63
  %scevgep218 = getelementptr i8, i8* %scevgep176, i64 %.120.0.us.us
  %.37.i3.us.us = load i8, i8* %scevgep218, align 1, !noalias !66
  %.278.us.us = icmp ult i8 %.37.i.us.us, %.37.i3.us.us
  br i1 %.278.us.us, label %common.ret, label %B194.us.us

B194.us.us:                                       ; preds = %B118.us.us
  %.191.us.us = add nuw i64 %.120.0.us.us, 1
  %.298.us.us = icmp ugt i8 %.37.i.us.us, %.37.i3.us.us
  br i1 %.298.us.us, label %common.ret, label %B114.us.us

B114.us:                                          ; preds = %B114.us.preheader187, %B118.us
  %.120.0.us = phi i64 [ %.191.us, %B118.us ], [ 0, %B114.us.preheader187 ]
  %exitcond117.not = icmp eq i64 %spec.select, %.120.0.us
  br i1 %exitcond117.not, label %common.ret, label %B118.us

B118.us:                                          ; preds = %B114.us
  %scevgep219 = getelementptr i8, i8* %scevgep186, i64 %.120.0.us
  %.37.i.us = load i8, i8* %scevgep219, align 1, !noalias !63
  %.298.us.not = icmp eq i8 %.37.i.us, 0
  %.191.us = add nuw i64 %.120.0.us, 1
  br i1 %.298.us.not, label %B114.us, label %common.ret

B114.us20:                                        ; preds = %B114.us20.preheader194, %B118.us24
  %.120.0.us21 = phi i64 [ %.191.us26, %B118.us24 ], [ 0, %B114.us20.preheader194 ]
  %exitcond118.not = icmp eq i64 %spec.select, %.120.0.us21
  br i1 %exitcond118.not, label %common.ret, label %B118.us24

B118.us24:                                        ; preds = %B114.us20
  %23 = shl i64 %.120.0.us21, 1
  %scevgep226 = getelementptr i8, i8* %scevgep196, i64 %23
  %scevgep226227 = bitcast i8* %scevgep226 to i16*
  %.66.i.us34 = load i16, i16* %scevgep226227, align 2, !noalias !63
  %.298.us59.not = icmp eq i16 %.66.i.us34, 0
  %.191.us26 = add nuw i64 %.120.0.us21, 1
  br i1 %.298.us59.not, label %B114.us20, label %common.ret

B114.us61:                                        ; preds = %B114.us61.preheader203, %B118.us65
  %.120.0.us62 = phi i64 [ %.191.us67, %B118.us65 ], [ 0, %B114.us61.preheader203 ]
  %exitcond119.not = icmp eq i64 %spec.select, %.120.0.us62
  br i1 %exitcond119.not, label %common.ret, label %B118.us65

B118.us65:                                        ; preds = %B114.us61
  %24 = shl i64 %.120.0.us62, 2
  %scevgep239 = getelementptr i8, i8* %scevgep207, i64 %24
  %scevgep239240 = bitcast i8* %scevgep239 to i32*
  %.95.i.us71 = load i32, i32* %scevgep239240, align 4, !noalias !63
  %.298.us100.not = icmp eq i32 %.95.i.us71, 0
  %.191.us67 = add nuw i64 %.120.0.us62, 1
  br i1 %.298.us100.not, label %B114.us61, label %common.ret
}

define linkonce_odr i32 @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_typed(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.d.0, i8* %arg.d.1, i8* %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, i8* %arg.key.5, i8* %arg.key.6, double %arg.value) local_unnamed_addr {
entry:
  %.18 = alloca i64, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.51 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %.59 = alloca double, align 8
  %.62 = alloca double, align 8
  store double 0.000000e+00, double* %.62, align 8
  tail call void @NRT_incref(i8* %arg.d.0)
  tail call void @NRT_incref(i8* %arg.key.5)
  store i64 0, i64* %.18, align 8
  %.22 = call i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(i64* nonnull %.18, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, i8* %arg.key.5, i8* %arg.key.6)
  switch i32 %.22, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

common.ret:                                       ; preds = %B0.if, %B240, %B218, %B178, %B138
  %common.ret.op = phi i32 [ 0, %B138 ], [ 0, %B178 ], [ 1, %B218 ], [ 1, %B240 ], [ %.22, %B0.if ]
  ret i32 %common.ret.op

B138:                                             ; preds = %B0.endif
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B178:                                             ; preds = %B0.endif
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B218:                                             ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object8, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !45
  br label %common.ret

B240:                                             ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !45
  br label %common.ret

B0.if:                                            ; preds = %entry
  %.30 = icmp sgt i32 %.22, 0
  %.23 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.31 = select i1 %.30, { i8*, i32, i8*, i8*, i32 }* %.23, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.31, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  %.fca.6.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.51, i64 0, i32 6
  %.fca.5.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.51, i64 0, i32 5
  %.fca.4.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.51, i64 0, i32 4
  %.fca.3.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.51, i64 0, i32 3
  %.fca.2.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.51, i64 0, i32 2
  %.fca.1.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.51, i64 0, i32 1
  %.fca.0.gep111 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.51 to i8**
  %.32 = load i64, i64* %.18, align 8
  %.56 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.51 to i8*
  store i8* %arg.key.0, i8** %.fca.0.gep111, align 8
  store i64 %arg.key.1, i64* %.fca.1.gep, align 8
  store i32 %arg.key.2, i32* %.fca.2.gep, align 8
  store i32 %arg.key.3, i32* %.fca.3.gep, align 4
  store i64 %arg.key.4, i64* %.fca.4.gep, align 8
  store i8* %arg.key.5, i8** %.fca.5.gep, align 8
  store i8* %arg.key.6, i8** %.fca.6.gep, align 8
  store double %arg.value, double* %.59, align 8
  %.71 = bitcast double* %.59 to i8*
  %.72 = bitcast double* %.62 to i8*
  %.73 = call i32 @numba_dict_insert(i8* %arg.d.1, i8* nonnull %.56, i64 %.32, i8* nonnull %.71, i8* nonnull %.72)
  call void @NRT_decref(i8* %arg.d.0)
  call void @NRT_decref(i8* %arg.key.5)
  switch i32 %.73, label %B240 [
    i32 0, label %B138
    i32 1, label %B178
    i32 -5, label %B218
  ]
}

define linkonce_odr i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.obj.0, i64 %arg.obj.1, i32 %arg.obj.2, i32 %arg.obj.3, i64 %arg.obj.4, i8* %arg.obj.5, i8* %arg.obj.6) local_unnamed_addr {
B30.endif:
  %.295.i.i.i = alloca i64, align 8
  %excinfo.6.i.i.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.obj.5)
  tail call void @NRT_incref(i8* %arg.obj.5) #8, !noalias !69
  tail call void @NRT_incref(i8* %arg.obj.5), !noalias !72
  tail call void @NRT_incref(i8* %arg.obj.5), !noalias !76
  switch i32 %arg.obj.2, label %B30.endif.if [
    i32 1, label %B0.endif.endif.i.i
    i32 2, label %B42.i.i.i
    i32 4, label %B62.i.i.i
  ]

B42.i.i.i:                                        ; preds = %B30.endif
  br label %B0.endif.endif.i.i

B62.i.i.i:                                        ; preds = %B30.endif
  br label %B0.endif.endif.i.i

B102.i.i:                                         ; preds = %B0.endif.endif.i.i
  %.117.i.i = mul nsw i64 %.21.0.i.i, %arg.obj.1
  %0 = bitcast i64* %.295.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0), !noalias !76
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.6.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !76
  %.11.i.i.i = icmp eq i64 %.117.i.i, 0
  br i1 %.11.i.i.i, label %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i, label %B36.i.i.i

B36.i.i.i:                                        ; preds = %B102.i.i
  %.46.i.i.i = icmp slt i64 %.117.i.i, 0
  br i1 %.46.i.i.i, label %B186.endif.endif.i.i.i, label %B248.endif.endif.i.i.i

B186.endif.endif.i.i.i:                           ; preds = %B36.i.i.i
  %.5.i.i.i.i = load i64, i64* @_numba_hashsecret_djbx33a_suffix, align 8, !noalias !80
  %2 = xor i64 %.117.i.i, %.5.i.i.i.i
  %.218.i.i.i = xor i64 %2, 5381
  %.8.i4.i.i.i = icmp eq i64 %.218.i.i.i, -1
  %spec.select.i5.i.i.i = select i1 %.8.i4.i.i.i, i64 -2, i64 %.218.i.i.i
  br label %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i

B248.endif.endif.i.i.i:                           ; preds = %B36.i.i.i
  %.5.i6.i.i.i = load i64, i64* @_numba_hashsecret_siphash_k0, align 8, !noalias !86
  %.5.i3.i.i.i = load i64, i64* @_numba_hashsecret_siphash_k1, align 8, !noalias !89
  store i64 0, i64* %.295.i.i.i, align 8, !noalias !92
  %.299.i.i.i = call i32 @_ZN5numba7cpython7hashing12_gen_siphash12_3clocals_3e8_siphashB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy7void_2ax(i64* nonnull %.295.i.i.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6.i.i.i, i64 %.5.i6.i.i.i, i64 %.5.i3.i.i.i, i8* %arg.obj.0, i64 %.117.i.i) #8, !noalias !92
  %.309.i.i.i = load i64, i64* %.295.i.i.i, align 8, !noalias !92
  switch i32 %.299.i.i.i, label %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit [
    i32 -2, label %B248.endif.endif.endif.endif.endif.i.i.i
    i32 0, label %B248.endif.endif.endif.endif.endif.i.i.i
  ]

B248.endif.endif.endif.endif.endif.i.i.i:         ; preds = %B248.endif.endif.i.i.i, %B248.endif.endif.i.i.i
  %.8.i1.i.i.i = icmp eq i64 %.309.i.i.i, -1
  %spec.select.i2.i.i.i = select i1 %.8.i1.i.i.i, i64 -2, i64 %.309.i.i.i
  br label %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i

_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i: ; preds = %B248.endif.endif.endif.endif.endif.i.i.i, %B186.endif.endif.i.i.i, %B102.i.i
  %.122.0.i.i = phi i64 [ %spec.select.i5.i.i.i, %B186.endif.endif.i.i.i ], [ %spec.select.i2.i.i.i, %B248.endif.endif.endif.endif.endif.i.i.i ], [ 0, %B102.i.i ]
  %3 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.6.i.i.i to i8*
  %4 = bitcast i64* %.295.i.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4), !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3), !noalias !76
  br label %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6

B0.endif.endif.i.i:                               ; preds = %B62.i.i.i, %B42.i.i.i, %B30.endif
  %.21.0.i.i = phi i64 [ 4, %B62.i.i.i ], [ 2, %B42.i.i.i ], [ 1, %B30.endif ]
  %.89.not.i.i = icmp eq i64 %arg.obj.4, -1
  tail call void @NRT_decref(i8* %arg.obj.5), !noalias !76
  br i1 %.89.not.i.i, label %B102.i.i, label %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6

_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6: ; preds = %B0.endif.endif.i.i, %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i
  %.506.i = phi i64 [ %.122.0.i.i, %_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax.exit.thread.i.i ], [ %arg.obj.4, %B0.endif.endif.i.i ]
  tail call void @NRT_decref(i8* %arg.obj.5), !noalias !72
  tail call void @NRT_decref(i8* %arg.obj.5)
  tail call void @NRT_decref(i8* %arg.obj.5)
  store i64 %.506.i, i64* %retptr, align 8
  br label %common.ret

_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit: ; preds = %B248.endif.endif.i.i.i
  %5 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.6.i.i.i to i8*
  %6 = bitcast i64* %.295.i.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6), !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5), !noalias !76
  br label %B30.endif.if

common.ret:                                       ; preds = %B30.endif.if, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6
  %common.ret.op = phi i32 [ 0, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit.thread6 ], [ %common.ret.op.i5, %B30.endif.if ]
  ret i32 %common.ret.op

B30.endif.if:                                     ; preds = %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit, %B30.endif
  %common.ret.op.i5 = phi i32 [ %.299.i.i.i, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit ], [ 1, %B30.endif ]
  %excinfo.2.04 = phi { i8*, i32, i8*, i8*, i32 }* [ null, %_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E.exit ], [ @.const.picklebuf.object10, %B30.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.04, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret
}

declare i32 @numba_dict_insert(i8*, i8*, i64, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind
define linkonce_odr i32 @_ZN5numba7cpython7hashing12_gen_siphash12_3clocals_3e8_siphashB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEyy7void_2ax(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.k0, i64 %arg.k1, i8* nocapture readonly %arg.src, i64 %arg.src_sz) local_unnamed_addr #7 {
entry:
  %.20 = xor i64 %arg.k0, 8317987319222330741
  %.27 = xor i64 %arg.k1, 7237128888997146477
  %.34 = xor i64 %arg.k0, 7816392313619706465
  %.41 = xor i64 %arg.k1, 8387220255154660723
  %.54 = icmp sgt i64 %arg.src_sz, 7
  br i1 %.54, label %B260.endif.preheader, label %B368

B260.endif.preheader:                             ; preds = %entry
  br label %B260.endif

B368:                                             ; preds = %B260.endif, %entry
  %src_sz.3.1 = phi i64 [ %arg.src_sz, %entry ], [ %.72, %B260.endif ]
  %v0.8.1 = phi i64 [ %.20, %entry ], [ %.154, %B260.endif ]
  %v1.6.1 = phi i64 [ %.27, %entry ], [ %.38.i6.i, %B260.endif ]
  %v2.7.1 = phi i64 [ %.34, %entry ], [ %.9.i3.i11.i, %B260.endif ]
  %v3.8.1 = phi i64 [ %.41, %entry ], [ %.63.i10.i, %B260.endif ]
  %idx.3.1 = phi i64 [ 0, %entry ], [ %lsr.iv.next, %B260.endif ]
  %.249 = icmp sgt i64 %src_sz.3.1, 6
  br i1 %.249, label %B612.thread, label %B612

B612.thread:                                      ; preds = %B368
  %.259 = or i64 %idx.3.1, 6
  %.261 = getelementptr i8, i8* %arg.src, i64 %.259
  %.262 = load i8, i8* %.261, align 1
  %.263 = zext i8 %.262 to i64
  %.264 = shl nuw nsw i64 %.263, 48
  br label %B762.thread

B612:                                             ; preds = %B368
  %.276 = icmp eq i64 %src_sz.3.1, 6
  br i1 %.276, label %B762.thread, label %B762

B762.thread:                                      ; preds = %B612, %B612.thread
  %t.10.080 = phi i64 [ %.264, %B612.thread ], [ 0, %B612 ]
  %.286 = or i64 %idx.3.1, 5
  %.288 = getelementptr i8, i8* %arg.src, i64 %.286
  %.289 = load i8, i8* %.288, align 1
  %.290 = zext i8 %.289 to i64
  %.291 = shl nuw nsw i64 %.290, 40
  %.292 = or i64 %.291, %t.10.080
  br label %B912.thread

B762:                                             ; preds = %B612
  %.303 = icmp sgt i64 %src_sz.3.1, 4
  br i1 %.303, label %B912.thread, label %B912

B912.thread:                                      ; preds = %B762, %B762.thread
  %t.11.083 = phi i64 [ %.292, %B762.thread ], [ 0, %B762 ]
  %.313 = or i64 %idx.3.1, 4
  %.315 = getelementptr i8, i8* %arg.src, i64 %.313
  %.316 = load i8, i8* %.315, align 1
  %.317 = zext i8 %.316 to i64
  %.318 = shl nuw nsw i64 %.317, 32
  %phi.bo114 = or i64 %.318, %t.11.083
  br label %B1148.thread

B912:                                             ; preds = %B762
  %.330 = icmp eq i64 %src_sz.3.1, 4
  br i1 %.330, label %B1148.thread, label %B1148

B1148:                                            ; preds = %B912
  %.492 = icmp sgt i64 %src_sz.3.1, 2
  br i1 %.492, label %B1298.thread, label %B1298

B1298.thread:                                     ; preds = %B1148.thread, %B1148
  %t.14.0110 = phi i64 [ %phi.bo113, %B1148.thread ], [ 0, %B1148 ]
  %.502 = or i64 %idx.3.1, 2
  %.504 = getelementptr i8, i8* %arg.src, i64 %.502
  %.505 = load i8, i8* %.504, align 1
  %.506 = zext i8 %.505 to i64
  %.507 = shl nuw nsw i64 %.506, 16
  %.508 = or i64 %.507, %t.14.0110
  br label %B1448.thread

B1298:                                            ; preds = %B1148
  %.519 = icmp eq i64 %src_sz.3.1, 2
  br i1 %.519, label %B1448.thread, label %B1448

B1448.thread:                                     ; preds = %B1298, %B1298.thread
  %t.15.089 = phi i64 [ %.508, %B1298.thread ], [ 0, %B1298 ]
  %.529 = or i64 %idx.3.1, 1
  %.531 = getelementptr i8, i8* %arg.src, i64 %.529
  %.532 = load i8, i8* %.531, align 1
  %.533 = zext i8 %.532 to i64
  %.534 = shl nuw nsw i64 %.533, 8
  %.535 = or i64 %.534, %t.15.089
  br label %B1458

B1448:                                            ; preds = %B1298
  %.546 = icmp sgt i64 %src_sz.3.1, 0
  br i1 %.546, label %B1458, label %common.ret

B1458:                                            ; preds = %B1448, %B1448.thread
  %t.16.092 = phi i64 [ %.535, %B1448.thread ], [ 0, %B1448 ]
  %.561 = getelementptr i8, i8* %arg.src, i64 %idx.3.1
  %.562 = load i8, i8* %.561, align 1
  %.565 = zext i8 %.562 to i64
  %.566 = or i64 %t.16.092, %.565
  br label %common.ret

common.ret:                                       ; preds = %B1458, %B1448
  %t.17.0 = phi i64 [ %.566, %B1458 ], [ 0, %B1448 ]
  %.16 = shl i64 %arg.src_sz, 56
  %.578 = or i64 %t.17.0, %.16
  %.584 = xor i64 %.578, %v3.8.1
  %.10.i.i55 = add i64 %v1.6.1, %v0.8.1
  %.11.i.i56 = add i64 %.584, %v2.7.1
  %.9.i.i.i57 = tail call i64 @llvm.fshl.i64(i64 %v1.6.1, i64 %v1.6.1, i64 13) #8
  %.38.i.i58 = xor i64 %.9.i.i.i57, %.10.i.i55
  %.9.i7.i.i59 = tail call i64 @llvm.fshl.i64(i64 %.584, i64 %.584, i64 16) #8
  %.63.i.i60 = xor i64 %.9.i7.i.i59, %.11.i.i56
  %.9.i3.i.i61 = tail call i64 @llvm.fshl.i64(i64 %.10.i.i55, i64 %.10.i.i55, i64 32) #8
  %.10.i1.i62 = add i64 %.11.i.i56, %.38.i.i58
  %.11.i2.i63 = add i64 %.63.i.i60, %.9.i3.i.i61
  %.9.i.i5.i64 = tail call i64 @llvm.fshl.i64(i64 %.38.i.i58, i64 %.38.i.i58, i64 17) #8
  %.38.i6.i65 = xor i64 %.10.i1.i62, %.9.i.i5.i64
  %.9.i7.i9.i66 = tail call i64 @llvm.fshl.i64(i64 %.63.i.i60, i64 %.63.i.i60, i64 21) #8
  %.63.i10.i67 = xor i64 %.9.i7.i9.i66, %.11.i2.i63
  %.9.i3.i11.i68 = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i62, i64 %.10.i1.i62, i64 32) #8
  %.636 = xor i64 %.11.i2.i63, %.578
  %.638 = xor i64 %.9.i3.i11.i68, 255
  %.10.i.i37 = add i64 %.636, %.38.i6.i65
  %.11.i.i38 = add i64 %.63.i10.i67, %.638
  %.9.i.i.i39 = tail call i64 @llvm.fshl.i64(i64 %.38.i6.i65, i64 %.38.i6.i65, i64 13) #8
  %.38.i.i40 = xor i64 %.10.i.i37, %.9.i.i.i39
  %.9.i7.i.i41 = tail call i64 @llvm.fshl.i64(i64 %.63.i10.i67, i64 %.63.i10.i67, i64 16) #8
  %.63.i.i42 = xor i64 %.9.i7.i.i41, %.11.i.i38
  %.9.i3.i.i43 = tail call i64 @llvm.fshl.i64(i64 %.10.i.i37, i64 %.10.i.i37, i64 32) #8
  %.10.i1.i44 = add i64 %.38.i.i40, %.11.i.i38
  %.11.i2.i45 = add i64 %.63.i.i42, %.9.i3.i.i43
  %.9.i.i5.i46 = tail call i64 @llvm.fshl.i64(i64 %.38.i.i40, i64 %.38.i.i40, i64 17) #8
  %.38.i6.i47 = xor i64 %.10.i1.i44, %.9.i.i5.i46
  %.9.i7.i9.i48 = tail call i64 @llvm.fshl.i64(i64 %.63.i.i42, i64 %.63.i.i42, i64 21) #8
  %.63.i10.i49 = xor i64 %.9.i7.i9.i48, %.11.i2.i45
  %.9.i3.i11.i50 = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i44, i64 %.10.i1.i44, i64 32) #8
  %.10.i.i19 = add i64 %.38.i6.i47, %.11.i2.i45
  %.11.i.i20 = add i64 %.63.i10.i49, %.9.i3.i11.i50
  %.9.i.i.i21 = tail call i64 @llvm.fshl.i64(i64 %.38.i6.i47, i64 %.38.i6.i47, i64 13) #8
  %.38.i.i22 = xor i64 %.9.i.i.i21, %.10.i.i19
  %.9.i7.i.i23 = tail call i64 @llvm.fshl.i64(i64 %.63.i10.i49, i64 %.63.i10.i49, i64 16) #8
  %.63.i.i24 = xor i64 %.9.i7.i.i23, %.11.i.i20
  %.9.i3.i.i25 = tail call i64 @llvm.fshl.i64(i64 %.10.i.i19, i64 %.10.i.i19, i64 32) #8
  %.10.i1.i26 = add i64 %.38.i.i22, %.11.i.i20
  %.11.i2.i27 = add i64 %.63.i.i24, %.9.i3.i.i25
  %.9.i.i5.i28 = tail call i64 @llvm.fshl.i64(i64 %.38.i.i22, i64 %.38.i.i22, i64 17) #8
  %.38.i6.i29 = xor i64 %.10.i1.i26, %.9.i.i5.i28
  %.9.i7.i9.i30 = tail call i64 @llvm.fshl.i64(i64 %.63.i.i24, i64 %.63.i.i24, i64 21) #8
  %.63.i10.i31 = xor i64 %.9.i7.i9.i30, %.11.i2.i27
  %.9.i3.i11.i32 = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i26, i64 %.10.i1.i26, i64 32) #8
  %.10.i.i1 = add i64 %.38.i6.i29, %.11.i2.i27
  %.11.i.i2 = add i64 %.63.i10.i31, %.9.i3.i11.i32
  %.9.i.i.i3 = tail call i64 @llvm.fshl.i64(i64 %.38.i6.i29, i64 %.38.i6.i29, i64 13) #8
  %.38.i.i4 = xor i64 %.9.i.i.i3, %.10.i.i1
  %.9.i7.i.i5 = tail call i64 @llvm.fshl.i64(i64 %.63.i10.i31, i64 %.63.i10.i31, i64 16) #8
  %.63.i.i6 = xor i64 %.9.i7.i.i5, %.11.i.i2
  %.10.i1.i8 = add i64 %.38.i.i4, %.11.i.i2
  %.9.i.i5.i10 = tail call i64 @llvm.fshl.i64(i64 %.38.i.i4, i64 %.38.i.i4, i64 17) #8
  %.38.i6.i11 = xor i64 %.10.i1.i8, %.9.i.i5.i10
  %.9.i7.i9.i12 = tail call i64 @llvm.fshl.i64(i64 %.63.i.i6, i64 %.63.i.i6, i64 21) #8
  %.9.i3.i11.i14 = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i8, i64 %.10.i1.i8, i64 32) #8
  %.801 = xor i64 %.38.i6.i11, %.9.i7.i9.i12
  %.813 = xor i64 %.801, %.9.i3.i11.i14
  store i64 %.813, i64* %retptr, align 8
  ret i32 0

B260.endif:                                       ; preds = %B260.endif.preheader, %B260.endif
  %lsr.iv = phi i64 [ %lsr.iv.next, %B260.endif ], [ 0, %B260.endif.preheader ]
  %src_sz.2.0 = phi i64 [ %.72, %B260.endif ], [ %arg.src_sz, %B260.endif.preheader ]
  %v0.7.0 = phi i64 [ %.154, %B260.endif ], [ %.20, %B260.endif.preheader ]
  %v1.5.0 = phi i64 [ %.38.i6.i, %B260.endif ], [ %.27, %B260.endif.preheader ]
  %v2.6.0 = phi i64 [ %.9.i3.i11.i, %B260.endif ], [ %.34, %B260.endif.preheader ]
  %v3.7.0 = phi i64 [ %.63.i10.i, %B260.endif ], [ %.41, %B260.endif.preheader ]
  %scevgep1 = getelementptr i8, i8* %arg.src, i64 %lsr.iv
  %scevgep12 = bitcast i8* %scevgep1 to i64*
  %.60 = load i64, i64* %scevgep12, align 8
  %.72 = add i64 %src_sz.2.0, -8
  %.82 = xor i64 %.60, %v3.7.0
  %.10.i.i = add i64 %v1.5.0, %v0.7.0
  %.11.i.i = add i64 %.82, %v2.6.0
  %.9.i.i.i = tail call i64 @llvm.fshl.i64(i64 %v1.5.0, i64 %v1.5.0, i64 13) #8
  %.38.i.i = xor i64 %.9.i.i.i, %.10.i.i
  %.9.i7.i.i = tail call i64 @llvm.fshl.i64(i64 %.82, i64 %.82, i64 16) #8
  %.63.i.i = xor i64 %.9.i7.i.i, %.11.i.i
  %.9.i3.i.i = tail call i64 @llvm.fshl.i64(i64 %.10.i.i, i64 %.10.i.i, i64 32) #8
  %.10.i1.i = add i64 %.11.i.i, %.38.i.i
  %.11.i2.i = add i64 %.63.i.i, %.9.i3.i.i
  %.9.i.i5.i = tail call i64 @llvm.fshl.i64(i64 %.38.i.i, i64 %.38.i.i, i64 17) #8
  %.38.i6.i = xor i64 %.10.i1.i, %.9.i.i5.i
  %.9.i7.i9.i = tail call i64 @llvm.fshl.i64(i64 %.63.i.i, i64 %.63.i.i, i64 21) #8
  %.63.i10.i = xor i64 %.9.i7.i9.i, %.11.i2.i
  %.9.i3.i11.i = tail call i64 @llvm.fshl.i64(i64 %.10.i1.i, i64 %.10.i1.i, i64 32) #8
  %.154 = xor i64 %.11.i2.i, %.60
  %lsr.iv.next = add nuw i64 %lsr.iv, 8
  %0 = add i64 %.72, 8
  %.162 = icmp ugt i64 %0, 15
  br i1 %.162, label %B260.endif, label %B368

B1148.thread:                                     ; preds = %B912, %B912.thread
  %t.12.086 = phi i64 [ %phi.bo114, %B912.thread ], [ 0, %B912 ]
  %.465.3 = or i64 %idx.3.1, 3
  %.467.3 = getelementptr i8, i8* %arg.src, i64 %.465.3
  %.468.3 = load i8, i8* %.467.3, align 1
  %.469.3 = zext i8 %.468.3 to i64
  %.470.3 = shl nuw nsw i64 %.469.3, 24
  %phi.bo113 = or i64 %.470.3, %t.12.086
  br label %B1298.thread
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #0

define linkonce_odr i32 @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.d.0, i8* %arg.d.1, i8* %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, i8* %arg.key.5, i8* %arg.key.6) local_unnamed_addr {
entry:
  %.17 = alloca i64, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.50 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %.58 = alloca double, align 8
  store double 0.000000e+00, double* %.58, align 8
  tail call void @NRT_incref(i8* %arg.d.0)
  tail call void @NRT_incref(i8* %arg.key.5)
  store i64 0, i64* %.17, align 8
  %.21 = call i32 @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type(i64* nonnull %.17, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.key.0, i64 %arg.key.1, i32 %arg.key.2, i32 %arg.key.3, i64 %arg.key.4, i8* %arg.key.5, i8* %arg.key.6)
  switch i32 %.21, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

common.ret:                                       ; preds = %B198.endif, %B0.if, %B176, %B118
  %common.ret.op = phi i32 [ 1, %B118 ], [ 1, %B176 ], [ 0, %B198.endif ], [ %.21, %B0.if ]
  ret i32 %common.ret.op

B118:                                             ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !45
  br label %common.ret

B138:                                             ; preds = %B0.endif
  %.125 = icmp slt i64 %.68, -1
  br i1 %.125, label %B176, label %B198.endif

B176:                                             ; preds = %B138
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object12, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !45
  br label %common.ret

B0.if:                                            ; preds = %entry
  %.29 = icmp sgt i32 %.21, 0
  %.22 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.30 = select i1 %.29, { i8*, i32, i8*, i8*, i32 }* %.22, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.30, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  %.fca.6.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.50, i64 0, i32 6
  %.fca.5.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.50, i64 0, i32 5
  %.fca.4.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.50, i64 0, i32 4
  %.fca.3.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.50, i64 0, i32 3
  %.fca.2.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.50, i64 0, i32 2
  %.fca.1.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.50, i64 0, i32 1
  %.fca.0.gep11 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.50 to i8**
  %.31 = load i64, i64* %.17, align 8
  %.55 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.50 to i8*
  store i8* %arg.key.0, i8** %.fca.0.gep11, align 8
  store i64 %arg.key.1, i64* %.fca.1.gep, align 8
  store i32 %arg.key.2, i32* %.fca.2.gep, align 8
  store i32 %arg.key.3, i32* %.fca.3.gep, align 4
  store i64 %arg.key.4, i64* %.fca.4.gep, align 8
  store i8* %arg.key.5, i8** %.fca.5.gep, align 8
  store i8* %arg.key.6, i8** %.fca.6.gep, align 8
  %.67 = bitcast double* %.58 to i8*
  %.68 = call i64 @numba_dict_lookup(i8* %arg.d.1, i8* nonnull %.55, i64 %.31, i8* nonnull %.67)
  %.69 = icmp sgt i64 %.68, -1
  %.80 = load double, double* %.58, align 8
  %spec.select = select i1 %.69, double %.80, double 0.000000e+00
  call void @NRT_decref(i8* %arg.d.0)
  call void @NRT_decref(i8* %arg.key.5)
  %.112 = icmp eq i64 %.68, -1
  br i1 %.112, label %B118, label %B138

B198.endif:                                       ; preds = %B138
  store double %spec.select, double* %retptr, align 8
  br label %common.ret
}

declare i64 @numba_dict_lookup(i8*, i8*, i64, i8*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn }
attributes #4 = { noinline }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #6 = { nofree norecurse nosync nounwind }
attributes #7 = { nofree nosync nounwind }
attributes #8 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !1, !2, !2, !3, !3, !4, !4, !5, !5, !5, !6, !4, !7, !8, !7, !8, !5, !6, !9, !9, !9, !0, !10, !10, !11, !11, !12, !13, !12, !13, !14, !14, !15, !15, !1, !10, !10, !11, !11, !16, !17, !16, !17, !18, !18, !19, !19, !2, !11, !11, !20, !21, !20, !21, !22, !22, !23, !23}

!0 = distinct !{null}
!1 = distinct !{null}
!2 = !{i32 (double*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_type}
!3 = !{i32 (i8*, { i8*, i32, i8*, i8*, i32 }**, i8*, i64, i32, i32, i64, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type}
!4 = distinct !{null}
!5 = distinct !{null}
!6 = !{i32 (i64*, { i8*, i32, i8*, i8*, i32 }**, i8*, i64, i32, i32, i64, i8*, i8*, i64, i8*, i64, i32, i32, i64, i8*, i8*, i64, i64)* @_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex12unicode_typexx}
!7 = distinct !{null}
!8 = distinct !{null}
!9 = distinct !{null}
!10 = !{i32 (i8**, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*, double)* @_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e12unicode_typed}
!11 = !{i32 (i64*, { i8*, i32, i8*, i8*, i32 }**, i8*, i64, i32, i32, i64, i8*, i8*)* @_ZN5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type}
!12 = distinct !{null}
!13 = distinct !{null}
!14 = distinct !{null}
!15 = distinct !{null}
!16 = distinct !{null}
!17 = distinct !{null}
!18 = distinct !{null}
!19 = distinct !{null}
!20 = distinct !{null}
!21 = distinct !{null}
!22 = distinct !{null}
!23 = distinct !{null}
!24 = !{!25, !27, !28, !30}
!25 = distinct !{!25, !26, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d18class_28float64_2924omitted_28default_3d0_29: %retptr"}
!26 = distinct !{!26, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d18class_28float64_2924omitted_28default_3d0_29"}
!27 = distinct !{!27, !26, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE25typeref_5bunicode_type_5d18class_28float64_2924omitted_28default_3d0_29: %excinfo"}
!28 = distinct !{!28, !29, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %retptr"}
!29 = distinct !{!29, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE"}
!30 = distinct !{!30, !29, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE: %excinfo"}
!31 = !{!32, !34, !25, !27, !28, !30}
!32 = distinct !{!32, !33, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x: %retptr"}
!33 = distinct !{!33, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x"}
!34 = distinct !{!34, !33, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE25typeref_5bunicode_type_5d18class_28float64_29x: %excinfo"}
!35 = !{!"branch_weights", i32 2126008812, i32 21474836}
!36 = !{!"branch_weights", i32 1, i32 99}
!37 = !{!38, !40}
!38 = distinct !{!38, !39, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d: %retptr"}
!39 = distinct !{!39, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d"}
!40 = distinct !{!40, !39, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e28Literal_5bstr_5d_28double_29d: %excinfo"}
!41 = !{!42, !44}
!42 = distinct !{!42, !43, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d: %retptr"}
!43 = distinct !{!43, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d"}
!44 = distinct !{!44, !43, !"_ZN5numba5typed10dictobject9build_map12_3clocals_3e3putB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE51DictType_5bunicode_type_2cfloat64_5d_3civ_3dNone_3e26Literal_5bstr_5d_28half_29d: %excinfo"}
!45 = !{i1 true}
!46 = !{!47, !49, !50, !52}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = !{!54}
!54 = distinct !{!54, !55}
!55 = distinct !{!55, !"LVerDomain"}
!56 = !{!57}
!57 = distinct !{!57, !55}
!58 = distinct !{!58, !59}
!59 = !{!"llvm.loop.isvectorized", i32 1}
!60 = distinct !{!60, !61}
!61 = !{!"llvm.loop.unroll.disable"}
!62 = distinct !{!62, !59}
!63 = !{!64}
!64 = distinct !{!64, !65, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!65 = distinct !{!65, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!68 = distinct !{!68, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type30Literal_5bstr_5d_28__hash___29: %retptr"}
!71 = distinct !{!71, !"_ZN5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type30Literal_5bstr_5d_28__hash___29"}
!72 = !{!73, !75}
!73 = distinct !{!73, !74, !"_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E: %retptr"}
!74 = distinct !{!74, !"_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E"}
!75 = distinct !{!75, !74, !"_ZN5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_typeN38BoundFunction_28_28_3cclass_20_27numba4core5types4misc64UnicodeType_27_3e_2c_20_27__hash___27_29_20for_20unicode_type_29E: %excinfo"}
!76 = !{!77, !79, !73, !75}
!77 = distinct !{!77, !78, !"_ZN5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type: %retptr"}
!78 = distinct !{!78, !"_ZN5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type"}
!79 = distinct !{!79, !78, !"_ZN5numba7cpython7hashing12unicode_hash12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type: %excinfo"}
!80 = !{!81, !83, !85, !77, !79, !73, !75}
!81 = distinct !{!81, !82, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE36Literal_5bstr_5d_28djbx33a_suffix_29: %retptr"}
!82 = distinct !{!82, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE36Literal_5bstr_5d_28djbx33a_suffix_29"}
!83 = distinct !{!83, !84, !"_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax: %retptr"}
!84 = distinct !{!84, !"_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax"}
!85 = distinct !{!85, !84, !"_ZN5numba7cpython7hashing13_Py_HashBytesB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE7void_2ax: %excinfo"}
!86 = !{!87, !83, !85, !77, !79, !73, !75}
!87 = distinct !{!87, !88, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k0_29: %retptr"}
!88 = distinct !{!88, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k0_29"}
!89 = !{!90, !83, !85, !77, !79, !73, !75}
!90 = distinct !{!90, !91, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k1_29: %retptr"}
!91 = distinct !{!91, !"_ZN5numba7cpython7hashing21_impl_load_hashsecret12_3clocals_3e3impB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32Literal_5bstr_5d_28siphash_k1_29"}
!92 = !{!83, !85, !77, !79, !73, !75}
