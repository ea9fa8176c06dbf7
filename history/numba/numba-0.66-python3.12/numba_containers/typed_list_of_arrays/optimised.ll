; ModuleID = 'typed_list_of_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.typed_list_of_arrays = internal constant [21 x i8] c"typed_list_of_arrays\00"
@_ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [158 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d12StarArgTuple = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5d24omitted_28default_3d0_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx = common local_unnamed_addr global ptr null
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('list is immutable',), ('impl', 'numba/typed/listobject.py', 605))
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Unable to allocate memory to append item',), ('impl', 'numba/typed/listobject.py', 607))
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('list.append failed unexpectedly',), ('impl', 'numba/typed/listobject.py', 609))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx = common local_unnamed_addr global ptr null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('list index out of range',), ('handle_index', 'numba/typed/listobject.py', 662))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object6, i32 PICKLED, ptr @.const.pickledata.object6.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba5typed10listobject8impl_len12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.36.i8 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.36.i = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.21.i.i.i.i = alloca ptr, align 8
  %.35.i.i.i.i = alloca { ptr, ptr }, align 8
  %.449 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.4 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.449, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.4, align 8
  %.519 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.519, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.6, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.21.i.i.i.i), !noalias !0
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i8), !noalias !0
  store ptr null, ptr %.21.i.i.i.i, align 8, !noalias !10
  %.24.i.i.i.i = call i32 @numba_list_new(ptr nonnull %.21.i.i.i.i, i64 56, i64 0), !noalias !10
  %.25.not.i.i.i.i = icmp eq i32 %.24.i.i.i.i, 0
  br i1 %.25.not.i.i.i.i, label %B38.endif.i.i.i.i, label %B0.if.if, !prof !14

B38.endif.i.i.i.i:                                ; preds = %B0
  %.32.i.i.i.i = load ptr, ptr %.21.i.i.i.i, align 8, !noalias !10
  store ptr @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_incref, ptr %.36.i8, align 8, !noalias !10
  %sunkaddr.i.i.i.i = getelementptr inbounds nuw i8, ptr %.36.i8, i64 8
  store ptr @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_decref, ptr %sunkaddr.i.i.i.i, align 8, !noalias !10
  call void @numba_list_set_method_table(ptr %.32.i.i.i.i, ptr nonnull %.36.i8), !noalias !10
  %.51.i.i.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_list_dtor), !noalias !10
  %.52.i.i.i.i = icmp eq ptr %.51.i.i.i.i, null
  br i1 %.52.i.i.i.i, label %B0.if.if, label %B0.endif.else.endif, !prof !14

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.if.if ], [ 0, %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B38.endif.i.i.i.i, %B0
  %excinfo.1.0.ph.i.i.i = phi ptr [ @.const.picklebuf.object2, %B38.endif.i.i.i.i ], [ @.const.picklebuf.object1, %B0 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.21.i.i.i.i), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i8), !noalias !0
  store ptr %excinfo.1.0.ph.i.i.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.else.endif, %B0.endif.else.endif.endif.endif, %B0.endif.else.endif.endif.endif.if
  %.107141 = phi i1 [ false, %B0.endif.else.endif.endif.endif ], [ true, %B0.endif.else.endif.endif.endif.if ], [ true, %B0.endif.else.endif ]
  %.70.sroa.0.3139 = phi i64 [ 0, %B0.endif.else.endif.endif.endif ], [ 0, %B0.endif.else.endif.endif.endif.if ], [ %arg.a.5.0, %B0.endif.else.endif ]
  %.70.sroa.13.0 = phi i64 [ 2, %B0.endif.else.endif.endif.endif ], [ %arg.a.5.0, %B0.endif.else.endif.endif.endif.if ], [ %arg.a.5.0, %B0.endif.else.endif ]
  %.158 = sub i64 %.70.sroa.13.0, %.70.sroa.0.3139
  %.167 = tail call i64 @llvm.smax.i64(i64 %.158, i64 0)
  %.183 = getelementptr double, ptr %arg.a.4, i64 %.70.sroa.0.3139
  tail call void @NRT_incref(ptr %arg.a.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i8)
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.36.i8, i64 8
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.36.i8, i64 16
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.36.i8, i64 24
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.36.i8, i64 32
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.36.i8, i64 40
  %.fca.6.0.gep.i = getelementptr inbounds nuw i8, ptr %.36.i8, i64 48
  store ptr %arg.a.0, ptr %.36.i8, align 8, !noalias !15
  store ptr %arg.a.1, ptr %.fca.1.gep.i, align 8, !noalias !15
  store i64 %.167, ptr %.fca.2.gep.i, align 8, !noalias !15
  store i64 %arg.a.3, ptr %.fca.3.gep.i, align 8, !noalias !15
  store ptr %.183, ptr %.fca.4.gep.i, align 8, !noalias !15
  store i64 %.167, ptr %.fca.5.0.gep.i, align 8, !noalias !15
  store i64 %arg.a.6.0, ptr %.fca.6.0.gep.i, align 8, !noalias !15
  %.46.i = call i32 @numba_list_append(ptr %.32.i.i.i.i, ptr nonnull %.36.i8), !noalias !15
  switch i32 %.46.i, label %B214.i [
    i32 0, label %B0.endif.endif.endif.else.endif
    i32 -5, label %B0.endif.endif.if.if
    i32 -2, label %B192.i
  ]

B192.i:                                           ; preds = %B0.endif.endif
  br label %B0.endif.endif.if.if

B214.i:                                           ; preds = %B0.endif.endif
  br label %B0.endif.endif.if.if

B0.endif.else.endif:                              ; preds = %B38.endif.i.i.i.i
  %.5.i.i.i.i.i = getelementptr i8, ptr %.51.i.i.i.i, i64 24
  %.6.i.i.i.i.i = load ptr, ptr %.5.i.i.i.i.i, align 8, !noalias !10
  store ptr %.32.i.i.i.i, ptr %.6.i.i.i.i.i, align 8, !noalias !10
  call void @llvm.lifetime.end.p0(ptr nonnull %.21.i.i.i.i), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i8), !noalias !0
  tail call void @NRT_incref(ptr nonnull %.51.i.i.i.i)
  %.90 = icmp slt i64 %arg.a.5.0, 1
  br i1 %.90, label %B0.endif.endif, label %B0.endif.else.endif.endif.endif, !prof !14

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif
  %.107 = icmp samesign ult i64 %arg.a.5.0, 3
  br i1 %.107, label %B0.endif.else.endif.endif.endif.if, label %B0.endif.endif, !prof !19

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif.endif.endif
  br label %B0.endif.endif

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif, %B214.i, %B192.i
  %excinfo.2.0.ph = phi ptr [ @.const.picklebuf.object5, %B214.i ], [ @.const.picklebuf.object4, %B192.i ], [ @.const.picklebuf.object3, %B0.endif.endif ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i8)
  store ptr %excinfo.2.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else.endif.if, %B0.endif.endif.endif.else.endif
  %.271.sroa.0.3 = phi i64 [ %arg.a.5.0, %B0.endif.endif.endif.else.endif.if ], [ 2, %B0.endif.endif.endif.else.endif ]
  %.359 = sub i64 %arg.a.5.0, %.271.sroa.0.3
  %.368 = tail call i64 @llvm.smax.i64(i64 %.359, i64 0)
  %.384 = getelementptr double, ptr %arg.a.4, i64 %.271.sroa.0.3
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i8)
  %.fca.1.gep.i9 = getelementptr inbounds nuw i8, ptr %.36.i8, i64 8
  %.fca.2.gep.i10 = getelementptr inbounds nuw i8, ptr %.36.i8, i64 16
  %.fca.3.gep.i11 = getelementptr inbounds nuw i8, ptr %.36.i8, i64 24
  %.fca.4.gep.i12 = getelementptr inbounds nuw i8, ptr %.36.i8, i64 32
  %.fca.5.0.gep.i13 = getelementptr inbounds nuw i8, ptr %.36.i8, i64 40
  %.fca.6.0.gep.i14 = getelementptr inbounds nuw i8, ptr %.36.i8, i64 48
  store ptr %arg.a.0, ptr %.36.i8, align 8, !noalias !20
  store ptr %arg.a.1, ptr %.fca.1.gep.i9, align 8, !noalias !20
  store i64 %.368, ptr %.fca.2.gep.i10, align 8, !noalias !20
  store i64 %arg.a.3, ptr %.fca.3.gep.i11, align 8, !noalias !20
  store ptr %.384, ptr %.fca.4.gep.i12, align 8, !noalias !20
  store i64 %.368, ptr %.fca.5.0.gep.i13, align 8, !noalias !20
  store i64 %arg.a.6.0, ptr %.fca.6.0.gep.i14, align 8, !noalias !20
  %.46.i15 = call i32 @numba_list_append(ptr %.32.i.i.i.i, ptr nonnull %.36.i8), !noalias !20
  switch i32 %.46.i15, label %B214.i20 [
    i32 0, label %B0.endif.endif.endif.endif.endif
    i32 -5, label %B0.endif.endif.endif.endif.if.if
    i32 -2, label %B192.i16
  ]

B192.i16:                                         ; preds = %B0.endif.endif.endif.endif
  br label %B0.endif.endif.endif.endif.if.if

B214.i20:                                         ; preds = %B0.endif.endif.endif.endif
  br label %B0.endif.endif.endif.endif.if.if

B0.endif.endif.endif.else.endif:                  ; preds = %B0.endif.endif
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i8)
  tail call void @NRT_decref(ptr %arg.a.0)
  br i1 %.107141, label %B0.endif.endif.endif.else.endif.if, label %B0.endif.endif.endif.endif, !prof !14

B0.endif.endif.endif.else.endif.if:               ; preds = %B0.endif.endif.endif.else.endif
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i8)
  tail call void @NRT_decref(ptr %arg.a.0)
  tail call void @NRT_decref(ptr nonnull %.51.i.i.i.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.449, i8 0, i64 56, i1 false)
  %.453 = call i32 @_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx(ptr nonnull %.449, ptr nonnull %excinfo.4, ptr nonnull %.51.i.i.i.i, ptr %.32.i.i.i.i, i64 0)
  %.463.fca.0.load = load ptr, ptr %.449, align 8
  %cond3 = icmp eq i32 %.453, 0
  br i1 %cond3, label %B0.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.if.if, !prof !24

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif, %B214.i20, %B192.i16
  %excinfo.3.0.ph = phi ptr [ @.const.picklebuf.object5, %B214.i20 ], [ @.const.picklebuf.object4, %B192.i16 ], [ @.const.picklebuf.object3, %B0.endif.endif.endif.endif ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i8)
  store ptr %excinfo.3.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %sunkaddr = getelementptr inbounds i8, ptr %.449, i64 16
  %.463.fca.2.load = load i64, ptr %sunkaddr, align 8
  %sunkaddr124 = getelementptr inbounds i8, ptr %.449, i64 32
  %.463.fca.4.load = load ptr, ptr %sunkaddr124, align 8
  %.68.not.i = icmp eq i64 %.463.fca.2.load, 0
  br i1 %.68.not.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B52.endif.preheader.i, !prof !25

B52.endif.preheader.i:                            ; preds = %B0.endif.endif.endif.endif.endif.endif
  %smax.i = call i64 @llvm.smax.i64(i64 %.463.fca.2.load, i64 1)
  %xtraiter.i = and i64 %smax.i, 7
  %0 = icmp slt i64 %.463.fca.2.load, 8
  br i1 %0, label %B52.endif.epil.preheader.i, label %B52.endif.preheader.new.i, !prof !26

B52.endif.preheader.new.i:                        ; preds = %B52.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, %const
  br label %B52.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B52.endif.i
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B52.endif.epil.preheader.i, !prof !27

B52.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %B52.endif.preheader.i
  %c.2.0118.epil.init.i = phi double [ 0.000000e+00, %B52.endif.preheader.i ], [ %.239.7.i, %common.ret.loopexit.unr-lcssa.i ]
  %.182114117.epil.init.i = phi i64 [ 0, %B52.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i ]
  %1 = shl i64 %.182114117.epil.init.i, 3
  %scevgep.i = getelementptr i8, ptr %.463.fca.4.load, i64 %1
  br label %B52.endif.epil.i

B52.endif.epil.i:                                 ; preds = %B52.endif.epil.i, %B52.endif.epil.preheader.i
  %c.2.0118.epil.i = phi double [ %.239.epil.i, %B52.endif.epil.i ], [ %c.2.0118.epil.init.i, %B52.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B52.endif.epil.i ], [ 0, %B52.endif.epil.preheader.i ]
  %2 = shl i64 %epil.iter.i, 3
  %scevgep107 = getelementptr i8, ptr %scevgep.i, i64 %2
  %.236.epil.i = load double, ptr %scevgep107, align 8, !noalias !28
  %.239.epil.i = fadd double %c.2.0118.epil.i, %.236.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B52.endif.epil.i, !prof !31, !llvm.loop !32

B52.endif.i:                                      ; preds = %B52.endif.i, %B52.endif.preheader.new.i
  %c.2.0118.i = phi double [ 0.000000e+00, %B52.endif.preheader.new.i ], [ %.239.7.i, %B52.endif.i ]
  %.182114117.i = phi i64 [ 0, %B52.endif.preheader.new.i ], [ %.182.7.i, %B52.endif.i ]
  %sunkaddr125 = mul i64 %.182114117.i, 8
  %sunkaddr126 = getelementptr i8, ptr %.463.fca.4.load, i64 %sunkaddr125
  %.236.i = load double, ptr %sunkaddr126, align 8, !noalias !28
  %.239.i = fadd double %c.2.0118.i, %.236.i
  %sunkaddr127 = mul i64 %.182114117.i, 8
  %sunkaddr128 = getelementptr i8, ptr %.463.fca.4.load, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, ptr %sunkaddr128, i64 8
  %.236.1.i = load double, ptr %sunkaddr129, align 8, !noalias !28
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %sunkaddr130 = mul i64 %.182114117.i, 8
  %sunkaddr131 = getelementptr i8, ptr %.463.fca.4.load, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, ptr %sunkaddr131, i64 16
  %.236.2.i = load double, ptr %sunkaddr132, align 8, !noalias !28
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %sunkaddr133 = mul i64 %.182114117.i, 8
  %sunkaddr134 = getelementptr i8, ptr %.463.fca.4.load, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, ptr %sunkaddr134, i64 24
  %.236.3.i = load double, ptr %sunkaddr135, align 8, !noalias !28
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %sunkaddr136 = mul i64 %.182114117.i, 8
  %sunkaddr137 = getelementptr i8, ptr %.463.fca.4.load, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, ptr %sunkaddr137, i64 32
  %.236.4.i = load double, ptr %sunkaddr138, align 8, !noalias !28
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %sunkaddr139 = mul i64 %.182114117.i, 8
  %sunkaddr140 = getelementptr i8, ptr %.463.fca.4.load, i64 %sunkaddr139
  %sunkaddr141 = getelementptr i8, ptr %sunkaddr140, i64 40
  %.236.5.i = load double, ptr %sunkaddr141, align 8, !noalias !28
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %sunkaddr142 = mul i64 %.182114117.i, 8
  %sunkaddr143 = getelementptr i8, ptr %.463.fca.4.load, i64 %sunkaddr142
  %sunkaddr144 = getelementptr i8, ptr %sunkaddr143, i64 48
  %.236.6.i = load double, ptr %sunkaddr144, align 8, !noalias !28
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %.182.7.i = add nuw nsw i64 %.182114117.i, 8
  %sunkaddr145 = mul i64 %.182114117.i, 8
  %sunkaddr146 = getelementptr i8, ptr %.463.fca.4.load, i64 %sunkaddr145
  %sunkaddr147 = getelementptr i8, ptr %sunkaddr146, i64 56
  %.236.7.i = load double, ptr %sunkaddr147, align 8, !noalias !28
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %niter.ncmp.7.i = icmp eq i64 %unroll_iter.i, %.182.7.i
  br i1 %niter.ncmp.7.i, label %common.ret.loopexit.unr-lcssa.i, label %B52.endif.i, !prof !35, !llvm.loop !36

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B0.endif.endif.endif.endif.endif
  %.454 = load ptr, ptr %excinfo.4, align 8
  store ptr %.454, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B52.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %B0.endif.endif.endif.endif.endif.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif.endif.endif ], [ %.239.7.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B52.endif.epil.i ]
  tail call void @NRT_decref(ptr %.463.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.519, i8 0, i64 56, i1 false)
  %.523 = call i32 @_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx(ptr nonnull %.519, ptr nonnull %excinfo.6, ptr nonnull %.51.i.i.i.i, ptr %.32.i.i.i.i, i64 1)
  %.533.fca.0.load = load ptr, ptr %.519, align 8
  %cond5 = icmp eq i32 %.523, 0
  br i1 %cond5, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, !prof !24

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %sunkaddr148 = getelementptr inbounds i8, ptr %.519, i64 16
  %.533.fca.2.load = load i64, ptr %sunkaddr148, align 8
  %sunkaddr149 = getelementptr inbounds i8, ptr %.519, i64 32
  %.533.fca.4.load = load ptr, ptr %sunkaddr149, align 8
  %.68.not.i24 = icmp eq i64 %.533.fca.2.load, 0
  br i1 %.68.not.i24, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, label %B52.endif.preheader.i25, !prof !25

B52.endif.preheader.i25:                          ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %smax.i26 = call i64 @llvm.smax.i64(i64 %.533.fca.2.load, i64 1)
  %xtraiter.i27 = and i64 %smax.i26, 7
  %3 = icmp slt i64 %.533.fca.2.load, 8
  br i1 %3, label %B52.endif.epil.preheader.i62, label %B52.endif.preheader.new.i28, !prof !26

B52.endif.preheader.new.i28:                      ; preds = %B52.endif.preheader.i25
  %unroll_iter.i29 = and i64 %smax.i26, %const
  br label %B52.endif.i30

common.ret.loopexit.unr-lcssa.i60:                ; preds = %B52.endif.i30
  %lcmp.mod.not.i61 = icmp eq i64 %xtraiter.i27, 0
  br i1 %lcmp.mod.not.i61, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, label %B52.endif.epil.preheader.i62, !prof !27

B52.endif.epil.preheader.i62:                     ; preds = %common.ret.loopexit.unr-lcssa.i60, %B52.endif.preheader.i25
  %c.2.0118.epil.init.i63 = phi double [ 0.000000e+00, %B52.endif.preheader.i25 ], [ %.239.7.i58, %common.ret.loopexit.unr-lcssa.i60 ]
  %.182114117.epil.init.i64 = phi i64 [ 0, %B52.endif.preheader.i25 ], [ %unroll_iter.i29, %common.ret.loopexit.unr-lcssa.i60 ]
  %4 = shl i64 %.182114117.epil.init.i64, 3
  %scevgep.i65 = getelementptr i8, ptr %.533.fca.4.load, i64 %4
  br label %B52.endif.epil.i66

B52.endif.epil.i66:                               ; preds = %B52.endif.epil.i66, %B52.endif.epil.preheader.i62
  %c.2.0118.epil.i67 = phi double [ %.239.epil.i71, %B52.endif.epil.i66 ], [ %c.2.0118.epil.init.i63, %B52.endif.epil.preheader.i62 ]
  %epil.iter.i68 = phi i64 [ %epil.iter.next.i72, %B52.endif.epil.i66 ], [ 0, %B52.endif.epil.preheader.i62 ]
  %5 = shl i64 %epil.iter.i68, 3
  %scevgep = getelementptr i8, ptr %scevgep.i65, i64 %5
  %.236.epil.i70 = load double, ptr %scevgep, align 8, !noalias !38
  %.239.epil.i71 = fadd double %c.2.0118.epil.i67, %.236.epil.i70
  %epil.iter.next.i72 = add i64 %epil.iter.i68, 1
  %epil.iter.cmp.not.i73 = icmp eq i64 %xtraiter.i27, %epil.iter.next.i72
  br i1 %epil.iter.cmp.not.i73, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, label %B52.endif.epil.i66, !prof !31, !llvm.loop !32

B52.endif.i30:                                    ; preds = %B52.endif.i30, %B52.endif.preheader.new.i28
  %c.2.0118.i31 = phi double [ 0.000000e+00, %B52.endif.preheader.new.i28 ], [ %.239.7.i58, %B52.endif.i30 ]
  %.182114117.i32 = phi i64 [ 0, %B52.endif.preheader.new.i28 ], [ %.182.7.i55, %B52.endif.i30 ]
  %sunkaddr150 = mul i64 %.182114117.i32, 8
  %sunkaddr151 = getelementptr i8, ptr %.533.fca.4.load, i64 %sunkaddr150
  %.236.i35 = load double, ptr %sunkaddr151, align 8, !noalias !38
  %.239.i36 = fadd double %c.2.0118.i31, %.236.i35
  %sunkaddr152 = mul i64 %.182114117.i32, 8
  %sunkaddr153 = getelementptr i8, ptr %.533.fca.4.load, i64 %sunkaddr152
  %sunkaddr154 = getelementptr i8, ptr %sunkaddr153, i64 8
  %.236.1.i38 = load double, ptr %sunkaddr154, align 8, !noalias !38
  %.239.1.i39 = fadd double %.239.i36, %.236.1.i38
  %sunkaddr155 = mul i64 %.182114117.i32, 8
  %sunkaddr156 = getelementptr i8, ptr %.533.fca.4.load, i64 %sunkaddr155
  %sunkaddr157 = getelementptr i8, ptr %sunkaddr156, i64 16
  %.236.2.i41 = load double, ptr %sunkaddr157, align 8, !noalias !38
  %.239.2.i42 = fadd double %.239.1.i39, %.236.2.i41
  %sunkaddr158 = mul i64 %.182114117.i32, 8
  %sunkaddr159 = getelementptr i8, ptr %.533.fca.4.load, i64 %sunkaddr158
  %sunkaddr160 = getelementptr i8, ptr %sunkaddr159, i64 24
  %.236.3.i44 = load double, ptr %sunkaddr160, align 8, !noalias !38
  %.239.3.i45 = fadd double %.239.2.i42, %.236.3.i44
  %sunkaddr161 = mul i64 %.182114117.i32, 8
  %sunkaddr162 = getelementptr i8, ptr %.533.fca.4.load, i64 %sunkaddr161
  %sunkaddr163 = getelementptr i8, ptr %sunkaddr162, i64 32
  %.236.4.i47 = load double, ptr %sunkaddr163, align 8, !noalias !38
  %.239.4.i48 = fadd double %.239.3.i45, %.236.4.i47
  %sunkaddr164 = mul i64 %.182114117.i32, 8
  %sunkaddr165 = getelementptr i8, ptr %.533.fca.4.load, i64 %sunkaddr164
  %sunkaddr166 = getelementptr i8, ptr %sunkaddr165, i64 40
  %.236.5.i50 = load double, ptr %sunkaddr166, align 8, !noalias !38
  %.239.5.i51 = fadd double %.239.4.i48, %.236.5.i50
  %sunkaddr167 = mul i64 %.182114117.i32, 8
  %sunkaddr168 = getelementptr i8, ptr %.533.fca.4.load, i64 %sunkaddr167
  %sunkaddr169 = getelementptr i8, ptr %sunkaddr168, i64 48
  %.236.6.i53 = load double, ptr %sunkaddr169, align 8, !noalias !38
  %.239.6.i54 = fadd double %.239.5.i51, %.236.6.i53
  %.182.7.i55 = add nuw nsw i64 %.182114117.i32, 8
  %sunkaddr170 = mul i64 %.182114117.i32, 8
  %sunkaddr171 = getelementptr i8, ptr %.533.fca.4.load, i64 %sunkaddr170
  %sunkaddr172 = getelementptr i8, ptr %sunkaddr171, i64 56
  %.236.7.i57 = load double, ptr %sunkaddr172, align 8, !noalias !38
  %.239.7.i58 = fadd double %.239.6.i54, %.236.7.i57
  %niter.ncmp.7.i59 = icmp eq i64 %unroll_iter.i29, %.182.7.i55
  br i1 %niter.ncmp.7.i59, label %common.ret.loopexit.unr-lcssa.i60, label %B52.endif.i30, !prof !35, !llvm.loop !36

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.524 = load ptr, ptr %excinfo.6, align 8
  store ptr %.524, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B52.endif.epil.i66, %common.ret.loopexit.unr-lcssa.i60, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %c.2.0.lcssa.i74 = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif.endif.endif.endif.endif ], [ %.239.7.i58, %common.ret.loopexit.unr-lcssa.i60 ], [ %.239.epil.i71, %B52.endif.epil.i66 ]
  tail call void @NRT_decref(ptr nonnull %.51.i.i.i.i)
  tail call void @NRT_decref(ptr %.533.fca.0.load)
  %.590 = fsub double %c.2.0.lcssa.i, %c.2.0.lcssa.i74
  store double %.590, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

define ptr @_ZN7cpython5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.typed_list_of_arrays, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !14

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !14

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !14

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.21, i64 8
  %.36.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.21, i64 40
  %.36.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.21, i64 48
  %.36.fca.6.0.load = load i64, ptr %sunkaddr4, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.36.fca.0.load, ptr %.36.fca.1.load, i64 poison, i64 8, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #4
  %.50 = load ptr, ptr %excinfo, align 8
  %.59 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.49, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !24

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.67 = call ptr @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.73 = extractvalue { ptr, i32, ptr, ptr, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.72, 0
  %.79 = extractvalue { ptr, i32, ptr, ptr, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call ptr @PyBytes_FromStringAndSize(ptr %.77, i64 %.80)
  %.82 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.82, 2
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.82, 3
  %.87 = call ptr %.85(ptr %.83)
  %.88 = icmp eq ptr %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !14

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { ptr, i32, ptr, ptr, i32 } %.72, 2
  %.102 = call ptr @numba_unpickle(ptr %.77, i32 %.79, ptr %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi ptr [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq ptr %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !14

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call ptr @numba_runtime_build_excinfo_struct(ptr %.81, ptr nonnull %.87)
  call void @NRT_Free(ptr nonnull %.50)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.104)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 1
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 poison, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8) #4
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !24

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !14

entry.if.if.else:                                 ; preds = %entry.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !14

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr nonnull %.42)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.59)
  br label %.24
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

declare i32 @numba_list_new(ptr, i64, i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define linkonce_odr void @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_incref(ptr readonly captures(none) %.1) #3 {
.3:
  %.5 = load ptr, ptr %.1, align 8
  tail call void @NRT_incref(ptr %.5)
  ret void
}

define linkonce_odr void @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_decref(ptr readonly captures(none) %.1) {
.3:
  %.5 = load ptr, ptr %.1, align 8
  tail call void @NRT_decref(ptr %.5)
  ret void
}

declare void @numba_list_set_method_table(ptr, ptr) local_unnamed_addr

define linkonce_odr void @_numba_list_dtor(ptr %.1, i64 %.2, ptr %.3) {
.5:
  %.7 = load ptr, ptr %.1, align 8
  tail call void @numba_list_free(ptr %.7)
  ret void
}

declare noalias ptr @NRT_MemInfo_alloc_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

declare void @numba_list_free(ptr) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !14

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !14

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #6 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !14

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

declare i32 @numba_list_append(ptr, ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.l.0, ptr %arg.l.1, i64 %arg.index) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.l.0)
  tail call void @NRT_incref(ptr %arg.l.0), !noalias !41
  %.11.i = icmp slt i64 %arg.index, 0
  %.18.i = tail call i64 @numba_list_size_address(ptr %arg.l.1), !noalias !41
  %.19.i = inttoptr i64 %.18.i to ptr
  %.20.i = load i64, ptr %.19.i, align 8, !noalias !41
  %.21.i = select i1 %.11.i, i64 %.20.i, i64 0
  %.22.i = add i64 %.21.i, %arg.index
  %.27.i = icmp slt i64 %.22.i, 0
  br i1 %.27.i, label %B0.if.if, label %B38.endif.i

B38.endif.i:                                      ; preds = %B0
  tail call void @NRT_decref(ptr %arg.l.0), !noalias !41
  %.60.not.i = icmp slt i64 %.22.i, %.20.i
  br i1 %.60.not.i, label %B0.endif, label %B0.if.if

common.ret:                                       ; preds = %B0.if.if, %B0.endif
  %common.ret.op = phi i32 [ 0, %B0.endif ], [ 1, %B0.if.if ]
  ret i32 %common.ret.op

B0.endif:                                         ; preds = %B38.endif.i
  %.40 = tail call ptr @numba_list_base_ptr(ptr %arg.l.1)
  %.42 = getelementptr { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.40, i64 %.22.i
  %.53 = load ptr, ptr %.42, align 8
  %.54 = getelementptr inbounds nuw i8, ptr %.42, i64 8
  %.55 = load ptr, ptr %.54, align 8
  %.56 = getelementptr inbounds nuw i8, ptr %.42, i64 16
  %.57 = load i64, ptr %.56, align 8
  %.58 = getelementptr inbounds nuw i8, ptr %.42, i64 24
  %.59 = load i64, ptr %.58, align 8
  %.60 = getelementptr inbounds nuw i8, ptr %.42, i64 32
  %.61 = load ptr, ptr %.60, align 8
  %.62 = getelementptr inbounds nuw i8, ptr %.42, i64 40
  %.63.unpack = load i64, ptr %.62, align 8
  %.66 = getelementptr inbounds nuw i8, ptr %.42, i64 48
  %.67.unpack = load i64, ptr %.66, align 8
  tail call void @NRT_incref(ptr %.53)
  store ptr %.53, ptr %retptr, align 8
  %retptr.repack59 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.55, ptr %retptr.repack59, align 8
  %retptr.repack61 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.57, ptr %retptr.repack61, align 8
  %retptr.repack63 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.59, ptr %retptr.repack63, align 8
  %retptr.repack65 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.61, ptr %retptr.repack65, align 8
  %retptr.repack67 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.63.unpack, ptr %retptr.repack67, align 8
  %retptr.repack69 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.67.unpack, ptr %retptr.repack69, align 8
  tail call void @NRT_decref(ptr %arg.l.0)
  br label %common.ret

B0.if.if:                                         ; preds = %B38.endif.i, %B0
  %l.sroa.0.0.i = phi ptr [ %arg.l.0, %B0 ], [ null, %B38.endif.i ]
  tail call void @NRT_decref(ptr %l.sroa.0.0.i), !noalias !41
  store ptr @.const.picklebuf.object6, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: alwaysinline nofree nounwind memory(read)
declare i64 @numba_list_size_address(ptr) local_unnamed_addr #7

; Function Attrs: alwaysinline nofree nounwind memory(read)
declare ptr @numba_list_base_ptr(ptr) local_unnamed_addr #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { alwaysinline nofree nounwind memory(read) }

!0 = !{!1, !3, !4, !6, !7, !9}
!1 = distinct !{!1, !2, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5d24omitted_28default_3d0_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5d24omitted_28default_3d0_29"}
!3 = distinct !{!3, !2, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5d24omitted_28default_3d0_29: %excinfo"}
!4 = distinct !{!4, !5, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d12StarArgTuple: %retptr"}
!5 = distinct !{!5, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d12StarArgTuple"}
!6 = distinct !{!6, !5, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d12StarArgTuple: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple: %retptr"}
!8 = distinct !{!8, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple"}
!9 = distinct !{!9, !8, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE60typeref_5bListType_5barray_28float64_2c_201d_2c_20C_29_5d_5d5Tuple: %excinfo"}
!10 = !{!11, !13, !1, !3, !4, !6, !7, !9}
!11 = distinct !{!11, !12, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx: %retptr"}
!12 = distinct !{!12, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx"}
!13 = distinct !{!13, !12, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx: %excinfo"}
!14 = !{!"branch_weights", i32 1, i32 99}
!15 = !{!16, !18}
!16 = distinct !{!16, !17, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!17 = distinct !{!17, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE"}
!18 = distinct !{!18, !17, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!19 = !{!"branch_weights", i32 0, i32 -2147483648}
!20 = !{!21, !23}
!21 = distinct !{!21, !22, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE"}
!23 = distinct !{!23, !22, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5d5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!24 = !{!"branch_weights", i32 49, i32 1}
!25 = !{!"branch_weights", i32 1, i32 127}
!26 = !{!"branch_weights", i32 146201250, i32 2001282398}
!27 = !{!"branch_weights", i32 277993707, i32 1869489941}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!31 = !{!"branch_weights", i32 542333185, i32 1605150463}
!32 = distinct !{!32, !33, !34}
!33 = !{!"llvm.loop.estimated_trip_count", i32 4}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = !{!"branch_weights", i32 166258294, i32 1981225354}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.estimated_trip_count", i32 12}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!41 = !{!42, !44}
!42 = distinct !{!42, !43, !"_ZN5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx: %retptr"}
!43 = distinct !{!43, !"_ZN5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx"}
!44 = distinct !{!44, !43, !"_ZN5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx: %excinfo"}
