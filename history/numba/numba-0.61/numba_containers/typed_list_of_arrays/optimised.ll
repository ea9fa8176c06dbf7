; ModuleID = 'typed_list_of_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.typed_list_of_arrays = internal constant [21 x i8] c"typed_list_of_arrays\00"
@_ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [158 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython12old_builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d12StarArgTuple = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5d24omitted_28default_3d0_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx = common local_unnamed_addr global i8* null
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('list is immutable',), ('impl', 'numba/typed/listobject.py', 610))
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Unable to allocate memory to append item',), ('impl', 'numba/typed/listobject.py', 612))
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('list.append failed unexpectedly',), ('impl', 'numba/typed/listobject.py', 614))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx = common local_unnamed_addr global i8* null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('list index out of range',), ('handle_index', 'numba/typed/listobject.py', 667))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba5typed10listobject8impl_len12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  %.36.i2 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2 to { i8*, i8* }*
  %.36.i = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.21.i.i.i.i = alloca i8*, align 8
  %.35.i.i.i.i = alloca { i8*, i8* }, align 8
  %.449 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.449 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %1, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.519 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.519 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %2, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %3 = bitcast i8** %.21.i.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3), !noalias !4
  %4 = bitcast { i8*, i8* }* %0 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4), !noalias !4
  store i8* null, i8** %.21.i.i.i.i, align 8, !noalias !14
  %.24.i.i.i.i = call i32 @numba_list_new(i8** nonnull %.21.i.i.i.i, i64 56, i64 0), !noalias !14
  %.25.not.i.i.i.i = icmp eq i32 %.24.i.i.i.i, 0
  br i1 %.25.not.i.i.i.i, label %B48.endif.i.i.i.i, label %B0.if, !prof !18

B48.endif.i.i.i.i:                                ; preds = %entry
  %5 = bitcast { i8*, i8* }* %0 to i8**
  %.32.i.i.i.i = load i8*, i8** %.21.i.i.i.i, align 8, !noalias !14
  store i8* bitcast (void ({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }*)* @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_incref to i8*), i8** %5, align 8, !noalias !14
  %sunkaddr.i.i.i.i = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %0, i64 0, i32 1
  store i8* bitcast (void ({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }*)* @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_decref to i8*), i8** %sunkaddr.i.i.i.i, align 8, !noalias !14
  call void @numba_list_set_method_table(i8* %.32.i.i.i.i, { i8*, i8* }* nonnull %0), !noalias !14
  %.51.i.i.i.i = call i8* @NRT_MemInfo_alloc_dtor(i64 8, i8* bitcast (void (i8*, i64, i8*)* @_numba_list_dtor to i8*)), !noalias !14
  %.52.i.i.i.i = icmp eq i8* %.51.i.i.i.i, null
  br i1 %.52.i.i.i.i, label %B0.if, label %B0.endif.else.endif, !prof !18

B0.if:                                            ; preds = %entry, %B48.endif.i.i.i.i
  %excinfo.1.0.i.i.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object1, %entry ], [ @.const.picklebuf.object2, %B48.endif.i.i.i.i ]
  %6 = bitcast { i8*, i8* }* %0 to i8*
  %7 = bitcast i8** %.21.i.i.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6), !noalias !4
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.i.i.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.if, %B0.if, %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ %.453, %B0.endif.endif.endif.endif.endif.if ], [ %.523, %B0.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.endif.endif, %B0.endif.else.endif.endif.endif.if
  %.70.sroa.13.0 = phi i64 [ %arg.a.5.0, %B0.endif.else.endif.endif.endif.if ], [ 2, %B0.endif.else.endif.endif.endif ]
  %.70.sroa.0.0 = phi i64 [ %.70.sroa.0.293, %B0.endif.else.endif.endif.endif.if ], [ 0, %B0.endif.else.endif.endif.endif ]
  %.158 = sub i64 %.70.sroa.13.0, %.70.sroa.0.0
  %8 = call i64 @llvm.smax.i64(i64 %.158, i64 0)
  %.183 = getelementptr double, double* %arg.a.4, i64 %.70.sroa.0.0
  call void @NRT_incref(i8* %arg.a.0)
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %9)
  %.fca.0.gep1.i131 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2 to i8**
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 1
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 2
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 3
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 4
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 5, i64 0
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 6, i64 0
  store i8* %arg.a.0, i8** %.fca.0.gep1.i131, align 8, !noalias !19
  store i8* %arg.a.1, i8** %.fca.1.gep.i, align 8, !noalias !19
  store i64 %8, i64* %.fca.2.gep.i, align 8, !noalias !19
  store i64 %arg.a.3, i64* %.fca.3.gep.i, align 8, !noalias !19
  store double* %.183, double** %.fca.4.gep.i, align 8, !noalias !19
  store i64 %8, i64* %.fca.5.0.gep.i, align 8, !noalias !19
  store i64 %arg.a.6.0, i64* %.fca.6.0.gep.i, align 8, !noalias !19
  %.46.i = call i32 @numba_list_append(i8* %.32.i.i.i.i, i8* nonnull %9), !noalias !19
  switch i32 %.46.i, label %B230.i [
    i32 0, label %B0.endif.endif.endif.else.endif
    i32 -5, label %B0.endif.endif.if
    i32 -2, label %B200.i
  ]

B200.i:                                           ; preds = %B0.endif.endif
  br label %B0.endif.endif.if

B230.i:                                           ; preds = %B0.endif.endif
  br label %B0.endif.endif.if

B0.endif.else.endif:                              ; preds = %B48.endif.i.i.i.i
  %10 = bitcast { i8*, i8* }* %0 to i8*
  %11 = bitcast i8** %.21.i.i.i.i to i8*
  %.5.i.i.i.i.i = getelementptr i8, i8* %.51.i.i.i.i, i64 24
  %12 = bitcast i8* %.5.i.i.i.i.i to i8***
  %.6.i1.i.i.i.i = load i8**, i8*** %12, align 8, !noalias !14
  store i8* %.32.i.i.i.i, i8** %.6.i1.i.i.i.i, align 8, !noalias !14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %10), !noalias !4
  call void @NRT_incref(i8* nonnull %.51.i.i.i.i)
  %.90 = icmp slt i64 %arg.a.5.0, 1
  br i1 %.90, label %B0.endif.else.endif.endif.endif.if, label %B0.endif.else.endif.endif.endif, !prof !18

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif
  %.107 = icmp ult i64 %arg.a.5.0, 3
  br i1 %.107, label %B0.endif.else.endif.endif.endif.if, label %B0.endif.endif, !prof !18

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif, %B0.endif.else.endif.endif.endif
  %.70.sroa.0.293 = phi i64 [ 0, %B0.endif.else.endif.endif.endif ], [ %arg.a.5.0, %B0.endif.else.endif ]
  br label %B0.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif, %B200.i, %B230.i
  %excinfo.2.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object5, %B230.i ], [ @.const.picklebuf.object4, %B200.i ], [ @.const.picklebuf.object3, %B0.endif.endif ]
  %13 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %13)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else.endif, %B0.endif.endif.endif.else.endif.if
  %.271.sroa.0.0 = phi i64 [ %arg.a.5.0, %B0.endif.endif.endif.else.endif.if ], [ 2, %B0.endif.endif.endif.else.endif ]
  %.359 = sub i64 %arg.a.5.0, %.271.sroa.0.0
  %14 = call i64 @llvm.smax.i64(i64 %.359, i64 0)
  %.384 = getelementptr double, double* %arg.a.4, i64 %.271.sroa.0.0
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %15)
  %.fca.0.gep1.i3132 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2 to i8**
  %.fca.1.gep.i4 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 1
  %.fca.2.gep.i5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 2
  %.fca.3.gep.i6 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 3
  %.fca.4.gep.i7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 4
  %.fca.5.0.gep.i8 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 5, i64 0
  %.fca.6.0.gep.i9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2, i64 0, i32 6, i64 0
  store i8* %arg.a.0, i8** %.fca.0.gep1.i3132, align 8, !noalias !23
  store i8* %arg.a.1, i8** %.fca.1.gep.i4, align 8, !noalias !23
  store i64 %14, i64* %.fca.2.gep.i5, align 8, !noalias !23
  store i64 %arg.a.3, i64* %.fca.3.gep.i6, align 8, !noalias !23
  store double* %.384, double** %.fca.4.gep.i7, align 8, !noalias !23
  store i64 %14, i64* %.fca.5.0.gep.i8, align 8, !noalias !23
  store i64 %arg.a.6.0, i64* %.fca.6.0.gep.i9, align 8, !noalias !23
  %.46.i11 = call i32 @numba_list_append(i8* %.32.i.i.i.i, i8* nonnull %15), !noalias !23
  switch i32 %.46.i11, label %B230.i16 [
    i32 0, label %B0.endif.endif.endif.endif.endif
    i32 -5, label %B0.endif.endif.endif.endif.if
    i32 -2, label %B200.i15
  ]

B200.i15:                                         ; preds = %B0.endif.endif.endif.endif
  br label %B0.endif.endif.endif.endif.if

B230.i16:                                         ; preds = %B0.endif.endif.endif.endif
  br label %B0.endif.endif.endif.endif.if

B0.endif.endif.endif.else.endif:                  ; preds = %B0.endif.endif
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %16)
  call void @NRT_decref(i8* %arg.a.0)
  %.291 = icmp slt i64 %arg.a.5.0, 3
  br i1 %.291, label %B0.endif.endif.endif.else.endif.if, label %B0.endif.endif.endif.endif, !prof !18

B0.endif.endif.endif.else.endif.if:               ; preds = %B0.endif.endif.endif.else.endif
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif, %B200.i15, %B230.i16
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object5, %B230.i16 ], [ @.const.picklebuf.object4, %B200.i15 ], [ @.const.picklebuf.object3, %B0.endif.endif.endif.endif ]
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %17)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.36.i2 to i8*
  %19 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.449 to i8**
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %18)
  call void @NRT_decref(i8* nonnull %.51.i.i.i.i)
  call void @NRT_decref(i8* %arg.a.0)
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.449 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %20, i8 0, i64 56, i1 false)
  %.453 = call i32 @_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.449, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, i8* nonnull %.51.i.i.i.i, i8* %.32.i.i.i.i, i64 0)
  %.463.fca.0.load = load i8*, i8** %19, align 8
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.449 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %21, i64 16
  %22 = bitcast i8* %sunkaddr to i64*
  %.463.fca.2.load = load i64, i64* %22, align 8
  %23 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.449 to i8*
  %sunkaddr133 = getelementptr inbounds i8, i8* %23, i64 32
  %24 = bitcast i8* %sunkaddr133 to double**
  %.463.fca.4.load = load double*, double** %24, align 8
  switch i32 %.453, label %B0.endif.endif.endif.endif.endif.if [
    i32 -2, label %B0.endif.endif.endif.endif.endif.endif
    i32 0, label %B0.endif.endif.endif.endif.endif.endif
  ]

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  %.461 = icmp sgt i32 %.453, 0
  %.454 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.462 = select i1 %.461, { i8*, i32, i8*, i8*, i32 }* %.454, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.462, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.endif.endif
  %.68.i = icmp eq i64 %.463.fca.2.load, 0
  br i1 %.68.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B50.endif.preheader.i, !prof !18

B50.endif.preheader.i:                            ; preds = %B0.endif.endif.endif.endif.endif.endif
  %smax.i = call i64 @llvm.smax.i64(i64 %.463.fca.2.load, i64 1)
  %25 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %26 = icmp ult i64 %25, 7
  br i1 %26, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i, %B50.endif.i ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i, %B50.endif.i ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %B50.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %.463.fca.4.load, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep112 = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep112, align 8, !noalias !27
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B50.endif.epil.i, !prof !30, !llvm.loop !31

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i, %B50.endif.i ]
  %sunkaddr134 = mul i64 %.70.05.i, 8
  %27 = bitcast double* %.463.fca.4.load to i8*
  %sunkaddr135 = getelementptr i8, i8* %27, i64 %sunkaddr134
  %28 = bitcast i8* %sunkaddr135 to double*
  %.236.i = load double, double* %28, align 8, !noalias !27
  %.239.i = fadd double %c.2.06.i, %.236.i
  %sunkaddr136 = mul i64 %.70.05.i, 8
  %29 = bitcast double* %.463.fca.4.load to i8*
  %sunkaddr137 = getelementptr i8, i8* %29, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, i8* %sunkaddr137, i64 8
  %30 = bitcast i8* %sunkaddr138 to double*
  %.236.1.i = load double, double* %30, align 8, !noalias !27
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %sunkaddr139 = mul i64 %.70.05.i, 8
  %31 = bitcast double* %.463.fca.4.load to i8*
  %sunkaddr140 = getelementptr i8, i8* %31, i64 %sunkaddr139
  %sunkaddr141 = getelementptr i8, i8* %sunkaddr140, i64 16
  %32 = bitcast i8* %sunkaddr141 to double*
  %.236.2.i = load double, double* %32, align 8, !noalias !27
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %sunkaddr142 = mul i64 %.70.05.i, 8
  %33 = bitcast double* %.463.fca.4.load to i8*
  %sunkaddr143 = getelementptr i8, i8* %33, i64 %sunkaddr142
  %sunkaddr144 = getelementptr i8, i8* %sunkaddr143, i64 24
  %34 = bitcast i8* %sunkaddr144 to double*
  %.236.3.i = load double, double* %34, align 8, !noalias !27
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %sunkaddr145 = mul i64 %.70.05.i, 8
  %35 = bitcast double* %.463.fca.4.load to i8*
  %sunkaddr146 = getelementptr i8, i8* %35, i64 %sunkaddr145
  %sunkaddr147 = getelementptr i8, i8* %sunkaddr146, i64 32
  %36 = bitcast i8* %sunkaddr147 to double*
  %.236.4.i = load double, double* %36, align 8, !noalias !27
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %sunkaddr148 = mul i64 %.70.05.i, 8
  %37 = bitcast double* %.463.fca.4.load to i8*
  %sunkaddr149 = getelementptr i8, i8* %37, i64 %sunkaddr148
  %sunkaddr150 = getelementptr i8, i8* %sunkaddr149, i64 40
  %38 = bitcast i8* %sunkaddr150 to double*
  %.236.5.i = load double, double* %38, align 8, !noalias !27
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %sunkaddr151 = mul i64 %.70.05.i, 8
  %39 = bitcast double* %.463.fca.4.load to i8*
  %sunkaddr152 = getelementptr i8, i8* %39, i64 %sunkaddr151
  %sunkaddr153 = getelementptr i8, i8* %sunkaddr152, i64 48
  %40 = bitcast i8* %sunkaddr153 to double*
  %.236.6.i = load double, double* %40, align 8, !noalias !27
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %.182.7.i = add nuw i64 %.70.05.i, 8
  %sunkaddr154 = mul i64 %.70.05.i, 8
  %41 = bitcast double* %.463.fca.4.load to i8*
  %sunkaddr155 = getelementptr i8, i8* %41, i64 %sunkaddr154
  %sunkaddr156 = getelementptr i8, i8* %sunkaddr155, i64 56
  %42 = bitcast i8* %sunkaddr156 to double*
  %.236.7.i = load double, double* %42, align 8, !noalias !27
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %niter.ncmp.7.not.i = icmp eq i64 %unroll_iter.i, %.182.7.i
  br i1 %niter.ncmp.7.not.i, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i, !prof !18

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %B0.endif.endif.endif.endif.endif.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif.endif.endif ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %43 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.519 to i8**
  call void @NRT_decref(i8* %.463.fca.0.load)
  %44 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.519 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %44, i8 0, i64 56, i1 false)
  %.523 = call i32 @_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.519, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6, i8* nonnull %.51.i.i.i.i, i8* %.32.i.i.i.i, i64 1)
  %.533.fca.0.load = load i8*, i8** %43, align 8
  %45 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.519 to i8*
  %sunkaddr157 = getelementptr inbounds i8, i8* %45, i64 16
  %46 = bitcast i8* %sunkaddr157 to i64*
  %.533.fca.2.load = load i64, i64* %46, align 8
  %47 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.519 to i8*
  %sunkaddr158 = getelementptr inbounds i8, i8* %47, i64 32
  %48 = bitcast i8* %sunkaddr158 to double**
  %.533.fca.4.load = load double*, double** %48, align 8
  switch i32 %.523, label %B0.endif.endif.endif.endif.endif.endif.endif.if [
    i32 -2, label %B0.endif.endif.endif.endif.endif.endif.endif.endif
    i32 0, label %B0.endif.endif.endif.endif.endif.endif.endif.endif
  ]

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.531 = icmp sgt i32 %.523, 0
  %.524 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  %.532 = select i1 %.531, { i8*, i32, i8*, i8*, i32 }* %.524, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.532, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif, %B0.endif.endif.endif.endif.endif.endif.endif
  %.68.i19 = icmp eq i64 %.533.fca.2.load, 0
  br i1 %.68.i19, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, label %B50.endif.preheader.i23, !prof !18

B50.endif.preheader.i23:                          ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %smax.i21 = call i64 @llvm.smax.i64(i64 %.533.fca.2.load, i64 1)
  %49 = add nsw i64 %smax.i21, -1
  %xtraiter.i22 = and i64 %smax.i21, 7
  %50 = icmp ult i64 %49, 7
  br i1 %50, label %common.ret.loopexit.unr-lcssa.i30, label %B50.endif.preheader.new.i25

B50.endif.preheader.new.i25:                      ; preds = %B50.endif.preheader.i23
  %const128 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i24 = and i64 %smax.i21, %const128
  br label %B50.endif.i77

common.ret.loopexit.unr-lcssa.i30:                ; preds = %B50.endif.i77, %B50.endif.preheader.i23
  %.239.lcssa.ph.i26 = phi double [ undef, %B50.endif.preheader.i23 ], [ %.239.7.i75, %B50.endif.i77 ]
  %c.2.06.unr.i27 = phi double [ 0.000000e+00, %B50.endif.preheader.i23 ], [ %.239.7.i75, %B50.endif.i77 ]
  %.70.05.unr.i28 = phi i64 [ 0, %B50.endif.preheader.i23 ], [ %unroll_iter.i24, %B50.endif.i77 ]
  %lcmp.mod.not.i29 = icmp eq i64 %xtraiter.i22, 0
  br i1 %lcmp.mod.not.i29, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, label %B50.endif.epil.preheader.i32

B50.endif.epil.preheader.i32:                     ; preds = %common.ret.loopexit.unr-lcssa.i30
  %scevgep.i31 = getelementptr double, double* %.533.fca.4.load, i64 %.70.05.unr.i28
  br label %B50.endif.epil.i40

B50.endif.epil.i40:                               ; preds = %B50.endif.epil.i40, %B50.endif.epil.preheader.i32
  %c.2.06.epil.i33 = phi double [ %.239.epil.i37, %B50.endif.epil.i40 ], [ %c.2.06.unr.i27, %B50.endif.epil.preheader.i32 ]
  %epil.iter.i34 = phi i64 [ %epil.iter.next.i38, %B50.endif.epil.i40 ], [ 0, %B50.endif.epil.preheader.i32 ]
  %scevgep = getelementptr double, double* %scevgep.i31, i64 %epil.iter.i34
  %.236.epil.i36 = load double, double* %scevgep, align 8, !noalias !33
  %.239.epil.i37 = fadd double %c.2.06.epil.i33, %.236.epil.i36
  %epil.iter.next.i38 = add nuw nsw i64 %epil.iter.i34, 1
  %epil.iter.cmp.not.i39 = icmp eq i64 %xtraiter.i22, %epil.iter.next.i38
  br i1 %epil.iter.cmp.not.i39, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, label %B50.endif.epil.i40, !prof !30, !llvm.loop !31

B50.endif.i77:                                    ; preds = %B50.endif.i77, %B50.endif.preheader.new.i25
  %c.2.06.i42 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i25 ], [ %.239.7.i75, %B50.endif.i77 ]
  %.70.05.i43 = phi i64 [ 0, %B50.endif.preheader.new.i25 ], [ %.182.7.i71, %B50.endif.i77 ]
  %sunkaddr159 = mul i64 %.70.05.i43, 8
  %51 = bitcast double* %.533.fca.4.load to i8*
  %sunkaddr160 = getelementptr i8, i8* %51, i64 %sunkaddr159
  %52 = bitcast i8* %sunkaddr160 to double*
  %.236.i45 = load double, double* %52, align 8, !noalias !33
  %.239.i46 = fadd double %c.2.06.i42, %.236.i45
  %sunkaddr161 = mul i64 %.70.05.i43, 8
  %53 = bitcast double* %.533.fca.4.load to i8*
  %sunkaddr162 = getelementptr i8, i8* %53, i64 %sunkaddr161
  %sunkaddr163 = getelementptr i8, i8* %sunkaddr162, i64 8
  %54 = bitcast i8* %sunkaddr163 to double*
  %.236.1.i49 = load double, double* %54, align 8, !noalias !33
  %.239.1.i50 = fadd double %.239.i46, %.236.1.i49
  %sunkaddr164 = mul i64 %.70.05.i43, 8
  %55 = bitcast double* %.533.fca.4.load to i8*
  %sunkaddr165 = getelementptr i8, i8* %55, i64 %sunkaddr164
  %sunkaddr166 = getelementptr i8, i8* %sunkaddr165, i64 16
  %56 = bitcast i8* %sunkaddr166 to double*
  %.236.2.i53 = load double, double* %56, align 8, !noalias !33
  %.239.2.i54 = fadd double %.239.1.i50, %.236.2.i53
  %sunkaddr167 = mul i64 %.70.05.i43, 8
  %57 = bitcast double* %.533.fca.4.load to i8*
  %sunkaddr168 = getelementptr i8, i8* %57, i64 %sunkaddr167
  %sunkaddr169 = getelementptr i8, i8* %sunkaddr168, i64 24
  %58 = bitcast i8* %sunkaddr169 to double*
  %.236.3.i57 = load double, double* %58, align 8, !noalias !33
  %.239.3.i58 = fadd double %.239.2.i54, %.236.3.i57
  %sunkaddr170 = mul i64 %.70.05.i43, 8
  %59 = bitcast double* %.533.fca.4.load to i8*
  %sunkaddr171 = getelementptr i8, i8* %59, i64 %sunkaddr170
  %sunkaddr172 = getelementptr i8, i8* %sunkaddr171, i64 32
  %60 = bitcast i8* %sunkaddr172 to double*
  %.236.4.i61 = load double, double* %60, align 8, !noalias !33
  %.239.4.i62 = fadd double %.239.3.i58, %.236.4.i61
  %sunkaddr173 = mul i64 %.70.05.i43, 8
  %61 = bitcast double* %.533.fca.4.load to i8*
  %sunkaddr174 = getelementptr i8, i8* %61, i64 %sunkaddr173
  %sunkaddr175 = getelementptr i8, i8* %sunkaddr174, i64 40
  %62 = bitcast i8* %sunkaddr175 to double*
  %.236.5.i65 = load double, double* %62, align 8, !noalias !33
  %.239.5.i66 = fadd double %.239.4.i62, %.236.5.i65
  %sunkaddr176 = mul i64 %.70.05.i43, 8
  %63 = bitcast double* %.533.fca.4.load to i8*
  %sunkaddr177 = getelementptr i8, i8* %63, i64 %sunkaddr176
  %sunkaddr178 = getelementptr i8, i8* %sunkaddr177, i64 48
  %64 = bitcast i8* %sunkaddr178 to double*
  %.236.6.i69 = load double, double* %64, align 8, !noalias !33
  %.239.6.i70 = fadd double %.239.5.i66, %.236.6.i69
  %.182.7.i71 = add nuw i64 %.70.05.i43, 8
  %sunkaddr179 = mul i64 %.70.05.i43, 8
  %65 = bitcast double* %.533.fca.4.load to i8*
  %sunkaddr180 = getelementptr i8, i8* %65, i64 %sunkaddr179
  %sunkaddr181 = getelementptr i8, i8* %sunkaddr180, i64 56
  %66 = bitcast i8* %sunkaddr181 to double*
  %.236.7.i74 = load double, double* %66, align 8, !noalias !33
  %.239.7.i75 = fadd double %.239.6.i70, %.236.7.i74
  %niter.ncmp.7.not.i76 = icmp eq i64 %unroll_iter.i24, %.182.7.i71
  br i1 %niter.ncmp.7.not.i76, label %common.ret.loopexit.unr-lcssa.i30, label %B50.endif.i77, !prof !18

B0.endif.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B50.endif.epil.i40, %common.ret.loopexit.unr-lcssa.i30, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %c.2.0.lcssa.i41 = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif.endif.endif.endif.endif ], [ %.239.lcssa.ph.i26, %common.ret.loopexit.unr-lcssa.i30 ], [ %.239.epil.i37, %B50.endif.epil.i40 ]
  call void @NRT_decref(i8* nonnull %.51.i.i.i.i)
  call void @NRT_decref(i8* %.533.fca.0.load)
  %.590 = fsub double %c.2.0.lcssa.i, %c.2.0.lcssa.i41
  store double %.590, double* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.const.typed_list_of_arrays, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !18

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !18

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([158 x i8], [158 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !18

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr2 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %10, i64 48
  %11 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.6.0.load = load i64, i64* %11, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 poison, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %12 = icmp sgt i32 %.49, 0
  br i1 %12, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 0
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !18

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !18

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* nonnull %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.104)
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

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 1
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 poison, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  switch i32 %.9, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ], [ %.19, %entry ]
  ret double %common.ret.op

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !18

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !18

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

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #0

declare i32 @numba_list_new(i8**, i64, i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define linkonce_odr void @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_incref({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nocapture readonly %.1) #1 {
.3:
  %.411111 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.1 to i8**
  %.5 = load i8*, i8** %.411111, align 8
  tail call void @NRT_incref(i8* %.5)
  ret void
}

define linkonce_odr void @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_decref({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nocapture readonly %.1) {
.3:
  %.411111 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.1 to i8**
  %.5 = load i8*, i8** %.411111, align 8
  tail call void @NRT_decref(i8* %.5)
  ret void
}

declare void @numba_list_set_method_table(i8*, { i8*, i8* }*) local_unnamed_addr

define linkonce_odr void @_numba_list_dtor(i8* %.1, i64 %.2, i8* %.3) {
.5:
  %.6 = bitcast i8* %.1 to i8**
  %.7 = load i8*, i8** %.6, align 8
  tail call void @numba_list_free(i8* %.7)
  ret void
}

declare noalias i8* @NRT_MemInfo_alloc_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #0

declare void @numba_list_free(i8*) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !18

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !18

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !18

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

declare i32 @numba_list_append(i8*, i8*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.l.0, i8* %arg.l.1, i64 %arg.index) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.l.0)
  tail call void @NRT_incref(i8* %arg.l.0), !noalias !36
  %.11.i = icmp slt i64 %arg.index, 0
  %.18.i = tail call i64 @numba_list_size_address(i8* %arg.l.1), !noalias !36
  %.19.i = inttoptr i64 %.18.i to i64*
  %.20.i = load i64, i64* %.19.i, align 8, !noalias !36
  %.21.i = select i1 %.11.i, i64 %.20.i, i64 0
  %.22.i = add i64 %.21.i, %arg.index
  %.27.i = icmp slt i64 %.22.i, 0
  br i1 %.27.i, label %B0.if, label %B48.endif.i

B48.endif.i:                                      ; preds = %entry
  tail call void @NRT_decref(i8* %arg.l.0), !noalias !36
  %.60.not.i = icmp slt i64 %.22.i, %.20.i
  br i1 %.60.not.i, label %B140.endif, label %B0.if

common.ret:                                       ; preds = %B140.endif, %B0.if
  %common.ret.op = phi i32 [ 0, %B140.endif ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B48.endif.i, %entry
  %l.sroa.0.0.i = phi i8* [ %arg.l.0, %entry ], [ null, %B48.endif.i ]
  tail call void @NRT_decref(i8* %l.sroa.0.0.i), !noalias !36
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object6, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B140.endif:                                       ; preds = %B48.endif.i
  %.40 = tail call i8* @numba_list_base_ptr(i8* %arg.l.1)
  %.41 = bitcast i8* %.40 to { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }*
  %.52 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.41, i64 %.22.i, i32 0
  %.53 = load i8*, i8** %.52, align 8
  %.54 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.41, i64 %.22.i, i32 1
  %.55 = load i8*, i8** %.54, align 8
  %.56 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.41, i64 %.22.i, i32 2
  %.57 = load i64, i64* %.56, align 8
  %.58 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.41, i64 %.22.i, i32 3
  %.59 = load i64, i64* %.58, align 8
  %.60 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.41, i64 %.22.i, i32 4
  %.61 = load double*, double** %.60, align 8
  %0 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.41, i64 %.22.i, i32 5, i64 0
  %.63.unpack = load i64, i64* %0, align 8
  %1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.41, i64 %.22.i, i32 6, i64 0
  %.67.unpack = load i64, i64* %1, align 8
  tail call void @NRT_incref(i8* %.53)
  %retptr.repack211 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.53, i8** %retptr.repack211, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.55, i8** %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.57, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.59, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.61, double** %retptr.repack9, align 8
  %2 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.63.unpack, i64* %2, align 8
  %3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.67.unpack, i64* %3, align 8
  tail call void @NRT_decref(i8* %arg.l.0)
  br label %common.ret
}

; Function Attrs: alwaysinline nofree nounwind readonly
declare i64 @numba_list_size_address(i8*) local_unnamed_addr #4

; Function Attrs: alwaysinline nofree nounwind readonly
declare i8* @numba_list_base_ptr(i8*) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { alwaysinline nofree nounwind readonly }
attributes #5 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!numba_args_may_always_need_nrt = !{!0, !0, !1, !1, !0, !1, !2, !2, !3, !3}

!0 = distinct !{null}
!1 = !{i32 ({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*, i64)* @_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx}
!2 = distinct !{null}
!3 = distinct !{null}
!4 = !{!5, !7, !8, !10, !11, !13}
!5 = distinct !{!5, !6, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5d24omitted_28default_3d0_29: %retptr"}
!6 = distinct !{!6, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5d24omitted_28default_3d0_29"}
!7 = distinct !{!7, !6, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5d24omitted_28default_3d0_29: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d12StarArgTuple: %retptr"}
!9 = distinct !{!9, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d12StarArgTuple"}
!10 = distinct !{!10, !9, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d12StarArgTuple: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba7cpython12old_builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple: %retptr"}
!12 = distinct !{!12, !"_ZN5numba7cpython12old_builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple"}
!13 = distinct !{!13, !12, !"_ZN5numba7cpython12old_builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple: %excinfo"}
!14 = !{!15, !17, !5, !7, !8, !10, !11, !13}
!15 = distinct !{!15, !16, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx: %retptr"}
!16 = distinct !{!16, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx"}
!17 = distinct !{!17, !16, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx: %excinfo"}
!18 = !{!"branch_weights", i32 1, i32 99}
!19 = !{!20, !22}
!20 = distinct !{!20, !21, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!21 = distinct !{!21, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE"}
!22 = distinct !{!22, !21, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!23 = !{!24, !26}
!24 = distinct !{!24, !25, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!25 = distinct !{!25, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE"}
!26 = distinct !{!26, !25, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!30 = !{!"branch_weights", i32 1, i32 7}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!36 = !{!37, !39}
!37 = distinct !{!37, !38, !"_ZN5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx: %retptr"}
!38 = distinct !{!38, !"_ZN5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx"}
!39 = distinct !{!39, !38, !"_ZN5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx: %excinfo"}
