; ModuleID = 'returns_dict_literal_of_lists'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.returns_dict_literal_of_lists = internal constant [30 x i8] c"returns_dict_literal_of_lists\00"
@_ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@_Py_NoneStruct = external global i8
@.const.numba.typed.typeddict = internal constant [22 x i8] c"numba.typed.typeddict\00"
@.const._from_meminfo_ptr = internal constant [18 x i8] c"_from_meminfo_ptr\00"
@.const.pickledata.object3 = internal constant [PICKLED x i8] DictType(int64, ListType[int64])
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed10dictobject9build_map12_3clocals_3e9make_dictB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2932typeref_5bListType_5bint64_5d_5d24omitted_28default_3d0_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx = common local_unnamed_addr global i8* null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d15StarArgUniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx = common local_unnamed_addr global i8* null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate list',), None)
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object7, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object7.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10listobject11impl_append12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx = common local_unnamed_addr global i8* null
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('list is immutable',), ('impl', 'numba/typed/listobject.py', 605))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object8, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object8.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object9 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Unable to allocate memory to append item',), ('impl', 'numba/typed/listobject.py', 607))
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object9, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object9.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object10 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('list.append failed unexpectedly',), ('impl', 'numba/typed/listobject.py', 609))
@.const.pickledata.object10.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object10 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object10, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object10.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d = common local_unnamed_addr global i8* null
@.const.pickledata.object11 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object11.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object11, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object11.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object12 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object12.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object12, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object12.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types7scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing8int_hash12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing10_long_implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null

define i32 @_ZN5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
entry:
  %.36.i.i.i = alloca { i8*, i8*, i8*, i8*, i8* }, align 8
  %0 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to { i8*, i8* }*
  %1 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to { i8*, i8* }*
  %.29.i = alloca { i8*, i8* }, align 8
  %.52.i = alloca { i8*, i8* }, align 8
  %2 = bitcast { i8*, i8* }* %.52.i to i8**
  %3 = bitcast { i8*, i8* }* %.52.i to { i8*, i32, i8*, i8*, i32 }**
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.41.i = alloca i64, align 8
  %.49.i = alloca { i8*, i8* }, align 8
  %.22.i.i.i = alloca i8*, align 8
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4), !noalias !4
  %5 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %5), !noalias !4
  store i8* null, i8** %2, align 8, !noalias !11
  %.25.i.i.i = call i32 @numba_dict_new_sized(i8** nonnull %2, i64 0, i64 8, i64 16), !noalias !11
  %.26.not.i.i.i = icmp eq i32 %.25.i.i.i, 0
  br i1 %.26.not.i.i.i, label %B48.endif.i.i.i, label %B0.if, !prof !15

B48.endif.i.i.i:                                  ; preds = %entry
  %6 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  %.33.i.i.i = load i8*, i8** %2, align 8, !noalias !11
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false), !noalias !11
  %sunkaddr.i.i.i = getelementptr inbounds { i8*, i8*, i8*, i8*, i8* }, { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i, i64 0, i32 3
  store i8* bitcast (void ({ i8*, i8* }*)* @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx.dict_value_incref to i8*), i8** %sunkaddr.i.i.i, align 8, !noalias !11
  %sunkaddr4.i.i.i = getelementptr inbounds { i8*, i8*, i8*, i8*, i8* }, { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i, i64 0, i32 4
  store i8* bitcast (void ({ i8*, i8* }*)* @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx.dict_value_decref to i8*), i8** %sunkaddr4.i.i.i, align 8, !noalias !11
  call void @numba_dict_set_method_table(i8* %.33.i.i.i, { i8*, i8*, i8*, i8*, i8* }* nonnull %.36.i.i.i), !noalias !11
  %.55.i.i.i = call i8* @NRT_MemInfo_alloc_dtor(i64 8, i8* bitcast (void (i8*, i64, i8*)* @_numba_dict_dtor to i8*)), !noalias !11
  %.56.i.i.i = icmp eq i8* %.55.i.i.i, null
  br i1 %.56.i.i.i, label %B0.if, label %B0.endif.endif, !prof !16

common.ret:                                       ; preds = %B40.endif.endif.endif.endif.if, %_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit, %B0.if, %B40.endif.endif.if, %B90
  %common.ret.op = phi i32 [ 0, %B90 ], [ 1, %B40.endif.endif.if ], [ 1, %B0.if ], [ 1, %B40.endif.endif.endif.endif.if ], [ %.34.i, %_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit ]
  ret i32 %common.ret.op

B90:                                              ; preds = %B40.endif.endif.endif.endif.endif, %B0.endif.endif
  %retptr.repack97 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.55.i.i.i, i8** %retptr.repack97, align 8
  %retptr.repack27 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* %.33.i.i.i, i8** %retptr.repack27, align 8
  br label %common.ret

B0.if:                                            ; preds = %entry, %B48.endif.i.i.i
  %excinfo.1.0.i.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object4, %entry ], [ @.const.picklebuf.object5, %B48.endif.i.i.i ]
  %7 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  %8 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %7), !noalias !4
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.i.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B48.endif.i.i.i
  %9 = bitcast { i8*, i8*, i8*, i8*, i8* }* %.36.i.i.i to i8*
  %10 = bitcast i8** %2 to i8*
  %.5.i.i.i.i = getelementptr i8, i8* %.55.i.i.i, i64 24
  %11 = bitcast i8* %.5.i.i.i.i to i8***
  %.6.i1.i.i.i = load i8**, i8*** %11, align 8, !noalias !11
  store i8* %.33.i.i.i, i8** %.6.i1.i.i.i, align 8, !noalias !11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %9), !noalias !4
  %.74.inv = icmp sgt i64 %arg.n, 0
  br i1 %.74.inv, label %B40.endif.if.lr.ph, label %B90

B40.endif.if.lr.ph:                               ; preds = %B0.endif.endif
  %const = bitcast i64 2305843008139952128 to i64
  br label %B40.endif.if

B40.endif.if:                                     ; preds = %B40.endif.if.lr.ph, %B40.endif.endif.endif.endif.endif
  %lsr.iv = phi i64 [ 0, %B40.endif.if.lr.ph ], [ %lsr.iv.next, %B40.endif.endif.endif.endif.endif ]
  %.60.077 = phi i64 [ 0, %B40.endif.if.lr.ph ], [ %.129, %B40.endif.endif.endif.endif.endif ]
  %.129 = add i64 %.60.077, 1
  %.174 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 40, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.175 = icmp eq i8* %.174, null
  br i1 %.175, label %B40.endif.endif.if, label %B40.endif.endif.endif, !prof !16

B40.endif.endif.if:                               ; preds = %B40.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !17
  br label %common.ret

B40.endif.endif.endif:                            ; preds = %B40.endif.if
  %12 = bitcast { i8*, i32, i8*, i8*, i32 }** %3 to i8*
  %13 = bitcast { i8*, i8* }* %1 to i8*
  %.5.i = getelementptr i8, i8* %.174, i64 24
  %14 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i32 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.187 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i32, i64 0, i32 1
  store i64 2, i64* %.187, align 8
  %.6.i233 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.19399 = bitcast { i64, i64, i8, i64 }* %.6.i233 to i64*
  store i64 0, i64* %.19399, align 8
  %.6.i434 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.199 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i434, i64 0, i32 2
  store i8 0, i8* %.199, align 1
  %.6.i1035 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.212 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1035, i64 0, i32 3
  %.223 = bitcast i64* %.212 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %.223, i8 0, i64 16, i1 false)
  %.6.i1829 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.239100 = bitcast { i64, i64, i8, i64 }* %.6.i1829 to i64*
  store i64 2, i64* %.239100, align 8
  %.6.i2230 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.252 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2230, i64 0, i32 3
  store i64 %.60.077, i64* %.252, align 8
  %.6.i2431 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.266 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2431, i64 0, i32 3
  %.267 = getelementptr i64, i64* %.266, i64 1
  store i64 %lsr.iv, i64* %.267, align 8
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %13)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %3, align 8, !noalias !18
  call void @NRT_incref(i8* nonnull %.174), !noalias !18
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false), !noalias !18
  %.34.i = call i32 @_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d15StarArgUniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE({ i8*, i8* }* nonnull %1, { i8*, i32, i8*, i8*, i32 }** nonnull %3, i8* null, i8* nonnull %.174, i8* null), !noalias !18
  switch i32 %.34.i, label %_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit [
    i32 -2, label %_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit.thread
    i32 0, label %_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit.thread
  ]

_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit.thread: ; preds = %B40.endif.endif.endif, %B40.endif.endif.endif
  %15 = bitcast { i8*, i8* }* %.52.i to i8*
  %16 = bitcast { i8*, i8* }* %0 to i8*
  %17 = bitcast i64* %.41.i to i8*
  %18 = bitcast { i8*, i8* }* %1 to i8**
  %19 = bitcast { i8*, i32, i8*, i8*, i32 }** %3 to i8*
  %20 = bitcast { i8*, i8* }* %1 to i8*
  %21 = bitcast { i8*, i8* }* %1 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %21, i64 8
  %22 = bitcast i8* %sunkaddr to i8**
  %.44.fca.1.load.i = load i8*, i8** %22, align 8, !noalias !18
  %.44.fca.0.load.i = load i8*, i8** %18, align 8, !noalias !18
  call void @NRT_decref(i8* nonnull %.174), !noalias !18
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %20)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19)
  call void @NRT_decref(i8* nonnull %.174)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17)
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %16)
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %15)
  %.12.i.i.i.i = sitofp i64 %.60.077 to double
  %.14.i.i.i.i = fcmp olt double %.12.i.i.i.i, 0xADDRESS
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false), !noalias !22
  br i1 %.14.i.i.i.i, label %B0.endif.i8, label %B174.i.i.i.i

_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit: ; preds = %B40.endif.endif.endif
  %23 = bitcast { i8*, i32, i8*, i8*, i32 }** %3 to i8*
  %24 = bitcast { i8*, i8* }* %1 to i8*
  %.35.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %3, align 8, !noalias !18
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %24)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23)
  %.284 = icmp sgt i32 %.34.i, 0
  %.285 = select i1 %.284, { i8*, i32, i8*, i8*, i32 }* %.35.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.285, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B174.i.i.i.i:                                     ; preds = %_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit.thread
  %25 = lshr i64 %.60.077, 61
  %.187.2.i.i.i.i.i = and i64 %.60.077, %const
  %.193.2.i.i.i.i.i = or i64 %25, %.187.2.i.i.i.i.i
  %.199.2.i.i.i.i.i = and i64 %.60.077, 1073741823
  %.201.2.i.i.i.i.i = add nuw nsw i64 %.193.2.i.i.i.i.i, %.199.2.i.i.i.i.i
  %const_mat = add i64 %const, 1073741822
  %.210.2.i.i.i.i.i = icmp ugt i64 %.201.2.i.i.i.i.i, %const_mat
  %.213.2.i.i.i.i.i = add nsw i64 %.201.2.i.i.i.i.i, -2305843009213693951
  %spec.select.2.i.i.i.i.i = select i1 %.210.2.i.i.i.i.i, i64 %.213.2.i.i.i.i.i, i64 %.201.2.i.i.i.i.i
  br label %B0.endif.i8

B0.endif.i8:                                      ; preds = %_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit.thread, %B174.i.i.i.i
  %26 = phi i64 [ %spec.select.2.i.i.i.i.i, %B174.i.i.i.i ], [ %.60.077, %_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE.exit.thread ]
  %27 = bitcast { i8*, i8* }* %0 to i8**
  %28 = bitcast { i8*, i8* }* %.52.i to i8*
  %29 = bitcast { i8*, i8* }* %0 to i8*
  %30 = bitcast i64* %.41.i to i8*
  store i64 %.60.077, i64* %.41.i, align 8, !noalias !22
  store i8* %.44.fca.0.load.i, i8** %27, align 8, !noalias !22
  %31 = bitcast { i8*, i8* }* %0 to i8*
  %sunkaddr101 = getelementptr inbounds i8, i8* %31, i64 8
  %32 = bitcast i8* %sunkaddr101 to i8**
  store i8* %.44.fca.1.load.i, i8** %32, align 8, !noalias !22
  %.63.i = call i32 @numba_dict_insert(i8* %.33.i.i.i, i8* nonnull %30, i64 %26, i8* nonnull %29, i8* nonnull %28), !noalias !22
  switch i32 %.63.i, label %B40.endif.endif.endif.endif.if.loopexit90 [
    i32 0, label %B40.endif.endif.endif.endif.endif
    i32 1, label %B40.endif.endif.endif.endif.endif
    i32 -5, label %B40.endif.endif.endif.endif.if.loopexit
  ]

B40.endif.endif.endif.endif.if.loopexit90:        ; preds = %B0.endif.i8
  br label %B40.endif.endif.endif.endif.if

B40.endif.endif.endif.endif.if.loopexit:          ; preds = %B0.endif.i8
  br label %B40.endif.endif.endif.endif.if

B40.endif.endif.endif.endif.if:                   ; preds = %B40.endif.endif.endif.endif.if.loopexit, %B40.endif.endif.endif.endif.if.loopexit90
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object12, %B40.endif.endif.endif.endif.if.loopexit90 ], [ @.const.picklebuf.object11, %B40.endif.endif.endif.endif.if.loopexit ]
  %33 = bitcast { i8*, i8* }* %.52.i to i8*
  %34 = bitcast { i8*, i8* }* %0 to i8*
  %35 = bitcast i64* %.41.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %34)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %33)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B40.endif.endif.endif.endif.endif:                ; preds = %B0.endif.i8, %B0.endif.i8
  %36 = bitcast { i8*, i8* }* %.52.i to i8*
  %37 = bitcast { i8*, i8* }* %0 to i8*
  %38 = bitcast i64* %.41.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %38)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %37)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %36)
  call void @NRT_decref(i8* %.44.fca.0.load.i)
  %lsr.iv.next = add nuw i64 %lsr.iv, 2
  %exitcond.not = icmp eq i64 %arg.n, %.129
  br i1 %exitcond.not, label %B90, label %B40.endif.if
}

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

define i8* @_ZN7cpython5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([30 x i8], [30 x i8]* @.const.returns_dict_literal_of_lists, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !16

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ %.77, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !16

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
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
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !26

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = bitcast { i8*, i8* }* %.36 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.21.0) #3
  %.41 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.48 = icmp sgt i32 %.40, 0
  %.49 = select i1 %.48, { i8*, i32, i8*, i8*, i32 }* %.41, { i8*, i32, i8*, i8*, i32 }* undef
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %1 = icmp sgt i32 %.40, 0
  br i1 %1, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %2 = bitcast { i8*, i8* }* %.36 to i8**
  %.50.fca.0.load = load i8*, i8** %2, align 8
  %.63 = call i8* @NRT_meminfo_as_pyobject(i8* %.50.fca.0.load)
  %.64 = call i8* @PyImport_ImportModuleNoBlock(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.const.numba.typed.typeddict, i64 0, i64 0))
  %.65 = call i8* @PyObject_GetAttrString(i8* %.64, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.const._from_meminfo_ptr, i64 0, i64 0))
  %.72 = call i8* @numba_unpickle(i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i64 0, i64 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i64 0, i64 0))
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

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.96 = sext i32 %.95 to i64
  %.97 = call i8* @PyBytes_FromStringAndSize(i8* %.93, i64 %.96)
  %.98 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 2
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 3
  %.102 = bitcast i8* %.101 to i8* (i8*)*
  %.103 = call i8* %.102(i8* %.99)
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !16

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.117 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.118 = call i8* @numba_unpickle(i8* %.93, i32 %.95, i8* %.117)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.120 = phi i8* [ %.108, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.118, %entry.endif.endif.endif.endif.endif.if.else ]
  %.121.not = icmp eq i8* %.120, null
  br i1 %.121.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !16

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

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare noalias i8* @NRT_meminfo_as_pyobject(i8*) local_unnamed_addr

declare i8* @PyImport_ImportModuleNoBlock(i8*) local_unnamed_addr

declare i8* @PyObject_GetAttrString(i8*, i8*) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @PyObject_CallFunctionObjArgs(i8*, ...) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = call i32 @_ZN5cases16numba_as_written29returns_dict_literal_of_listsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1) #3
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.17.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { i8*, i8* } undef, i8* %.17.fca.0.load, 0
  %inserted.data = insertvalue { i8*, i8* } %inserted.meminfo, i8* %.17.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  switch i32 %.7, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.data, %.24 ], [ %inserted.data, %entry ], [ %inserted.data, %entry ]
  ret { i8*, i8* } %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
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

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.7, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !16

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !16

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

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @numba_dict_new_sized(i8**, i64, i64, i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx.dict_value_incref({ i8*, i8* }* nocapture readonly %.1) #2 {
.3:
  %.41111 = bitcast { i8*, i8* }* %.1 to i8**
  %.5 = load i8*, i8** %.41111, align 8
  tail call void @NRT_incref(i8* %.5)
  ret void
}

define linkonce_odr void @.numba__ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2932typeref_5bListType_5bint64_5d_5dx.dict_value_decref({ i8*, i8* }* nocapture readonly %.1) {
.3:
  %.41111 = bitcast { i8*, i8* }* %.1 to i8**
  %.5 = load i8*, i8** %.41111, align 8
  tail call void @NRT_decref(i8* %.5)
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !16

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !16

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #4 {
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

define linkonce_odr i32 @_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d15StarArgUniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.cls, i8* %arg.args.0.0, i8* nocapture readnone %arg.args.0.1) local_unnamed_addr {
entry:
  %.35.i.i = alloca { i8*, i8* }, align 8
  %.21.i.i = alloca i8*, align 8
  tail call void @NRT_incref(i8* %arg.args.0.0)
  %0 = bitcast i8** %.21.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0), !noalias !27
  %1 = bitcast { i8*, i8* }* %.35.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1), !noalias !27
  store i8* null, i8** %.21.i.i, align 8, !noalias !31
  %.24.i.i = call i32 @numba_list_new(i8** nonnull %.21.i.i, i64 8, i64 0), !noalias !31
  %.25.not.i.i = icmp eq i32 %.24.i.i, 0
  br i1 %.25.not.i.i, label %B48.endif.i.i, label %B0.if, !prof !16

B48.endif.i.i:                                    ; preds = %entry
  %2 = bitcast { i8*, i8* }* %.35.i.i to i8*
  %.32.i.i = load i8*, i8** %.21.i.i, align 8, !noalias !31
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %2, i8 0, i64 16, i1 false), !noalias !31
  call void @numba_list_set_method_table(i8* %.32.i.i, { i8*, i8* }* nonnull %.35.i.i), !noalias !31
  %.47.i.i = call i8* @NRT_MemInfo_alloc_dtor(i64 8, i8* bitcast (void (i8*, i64, i8*)* @_numba_list_dtor to i8*)), !noalias !31
  %.48.i.i = icmp eq i8* %.47.i.i, null
  br i1 %.48.i.i, label %B0.if, label %B0.endif, !prof !16

B76:                                              ; preds = %B76.preheader, %B76.endif
  %.6.i429 = phi { i64, i64, i8, i64 }* [ %.6.i4, %B76.endif ], [ %.6.i424, %B76.preheader ]
  %.53.028 = phi i64 [ %.102, %B76.endif ], [ 0, %B76.preheader ]
  %3 = bitcast { i8*, i8* }* %.35.i.i to i8*
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i429, i64 0, i32 3
  %scevgep7 = getelementptr i64, i64* %scevgep, i64 %.53.028
  %.99 = load i64, i64* %scevgep7, align 8
  call void @NRT_incref(i8* nonnull %.47.i.i)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  %4 = bitcast { i8*, i8* }* %.35.i.i to i64*
  store i64 %.99, i64* %4, align 8, !noalias !35
  %.18.i = call i32 @numba_list_append(i8* %.32.i.i, i8* nonnull %3), !noalias !35
  switch i32 %.18.i, label %B76.if.loopexit3 [
    i32 0, label %B76.endif
    i32 -5, label %B76.if.loopexit
    i32 -2, label %B76.if.loopexit4
  ]

common.ret:                                       ; preds = %B76.if, %B0.if, %B122
  %common.ret.op = phi i32 [ 0, %B122 ], [ 1, %B0.if ], [ 1, %B76.if ]
  ret i32 %common.ret.op

B122:                                             ; preds = %B76.endif, %B0.endif
  %retptr.repack3478 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.47.i.i, i8** %retptr.repack3478, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* %.32.i.i, i8** %retptr.repack5, align 8
  call void @NRT_decref(i8* nonnull %arg.args.0.0)
  br label %common.ret

B0.if:                                            ; preds = %B48.endif.i.i, %entry
  %excinfo.1.0.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object6, %entry ], [ @.const.picklebuf.object7, %B48.endif.i.i ]
  %5 = bitcast { i8*, i8* }* %.35.i.i to i8*
  %6 = bitcast i8** %.21.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6), !noalias !27
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5), !noalias !27
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B48.endif.i.i
  %7 = bitcast { i8*, i8* }* %.35.i.i to i8*
  %8 = bitcast i8** %.21.i.i to i8*
  %.5.i.i.i = getelementptr i8, i8* %.47.i.i, i64 24
  %9 = bitcast i8* %.5.i.i.i to i8***
  %.6.i1.i.i = load i8**, i8*** %9, align 8, !noalias !31
  store i8* %.32.i.i, i8** %.6.i1.i.i, align 8, !noalias !31
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8), !noalias !27
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7), !noalias !27
  %.5.i = getelementptr i8, i8* %arg.args.0.0, i64 24
  %10 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i424 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.87253589 = bitcast { i64, i64, i8, i64 }* %.6.i424 to i64*
  %.8826 = load i64, i64* %.87253589, align 8
  %.8927 = icmp sgt i64 %.8826, 0
  br i1 %.8927, label %B76.preheader, label %B122

B76.preheader:                                    ; preds = %B0.endif
  br label %B76

B76.if.loopexit3:                                 ; preds = %B76
  br label %B76.if

B76.if.loopexit:                                  ; preds = %B76
  br label %B76.if

B76.if.loopexit4:                                 ; preds = %B76
  br label %B76.if

B76.if:                                           ; preds = %B76.if.loopexit4, %B76.if.loopexit, %B76.if.loopexit3
  %excinfo.2.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object10, %B76.if.loopexit3 ], [ @.const.picklebuf.object8, %B76.if.loopexit ], [ @.const.picklebuf.object9, %B76.if.loopexit4 ]
  %11 = bitcast { i8*, i8* }* %.35.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif:                                        ; preds = %B76
  %12 = bitcast { i8*, i8* }* %.35.i.i to i8*
  %.102 = add nuw nsw i64 %.53.028, 1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  call void @NRT_decref(i8* nonnull %.47.i.i)
  %sunkaddr = getelementptr i8, i8* %arg.args.0.0, i64 24
  %13 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %.8736910 = bitcast { i64, i64, i8, i64 }* %.6.i4 to i64*
  %.88 = load i64, i64* %.8736910, align 8
  %.89 = icmp slt i64 %.102, %.88
  br i1 %.89, label %B76, label %B122
}

declare i32 @numba_list_new(i8**, i64, i64) local_unnamed_addr

declare void @numba_list_set_method_table(i8*, { i8*, i8* }*) local_unnamed_addr

define linkonce_odr void @_numba_list_dtor(i8* %.1, i64 %.2, i8* %.3) {
.5:
  %.6 = bitcast i8* %.1 to i8**
  %.7 = load i8*, i8** %.6, align 8
  tail call void @numba_list_free(i8* %.7)
  ret void
}

declare i32 @numba_list_append(i8*, i8*) local_unnamed_addr

declare void @numba_list_free(i8*) local_unnamed_addr

declare i32 @numba_dict_insert(i8*, i8*, i64, i8*, i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn }

!numba_args_may_always_need_nrt = !{!0, !1, !0, !2, !2, !3, !3, !1}

!0 = distinct !{null}
!1 = distinct !{null}
!2 = !{i32 ({ i8*, i8* }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*, i8*)* @_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d15StarArgUniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE}
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
!15 = !{!"branch_weights", i32 2126008812, i32 21474836}
!16 = !{!"branch_weights", i32 1, i32 99}
!17 = !{i1 true}
!18 = !{!19, !21}
!19 = distinct !{!19, !20, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE: %retptr"}
!20 = distinct !{!20, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE"}
!21 = distinct !{!21, !20, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d8UniTupleI30list_28int64_29_3civ_3dNone_3eLi1EE: %excinfo"}
!22 = !{!23, !25}
!23 = distinct !{!23, !24, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d: %retptr"}
!24 = distinct !{!24, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d"}
!25 = distinct !{!25, !24, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE56DictType_5bint64_2cListType_5bint64_5d_5d_3civ_3dNone_3ex19ListType_5bint64_5d: %excinfo"}
!26 = !{!"branch_weights", i32 99, i32 1}
!27 = !{!28, !30}
!28 = distinct !{!28, !29, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %retptr"}
!29 = distinct !{!29, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29"}
!30 = distinct !{!30, !29, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %excinfo"}
!31 = !{!32, !34, !28, !30}
!32 = distinct !{!32, !33, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %retptr"}
!33 = distinct !{!33, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx"}
!34 = distinct !{!34, !33, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %excinfo"}
!35 = !{!36, !38}
!36 = distinct !{!36, !37, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %retptr"}
!37 = distinct !{!37, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx"}
!38 = distinct !{!38, !37, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %excinfo"}
