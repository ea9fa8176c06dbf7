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
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
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
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.36.i6 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
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
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i6), !noalias !0
  store ptr null, ptr %.21.i.i.i.i, align 8, !noalias !10
  %.24.i.i.i.i = call i32 @numba_list_new(ptr nonnull %.21.i.i.i.i, i64 56, i64 0), !noalias !10
  %.25.not.i.i.i.i = icmp eq i32 %.24.i.i.i.i, 0
  br i1 %.25.not.i.i.i.i, label %B38.endif.i.i.i.i, label %B0.if.if, !prof !14

B38.endif.i.i.i.i:                                ; preds = %B0
  %.32.i.i.i.i = load ptr, ptr %.21.i.i.i.i, align 8, !noalias !10
  store ptr @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_incref, ptr %.36.i6, align 8, !noalias !10
  %sunkaddr.i.i.i.i = getelementptr inbounds nuw i8, ptr %.36.i6, i64 8
  store ptr @.numba__ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE46typeref_5barray_28float64_2c_201d_2c_20C_29_5dx.list_decref, ptr %sunkaddr.i.i.i.i, align 8, !noalias !10
  call void @numba_list_set_method_table(ptr %.32.i.i.i.i, ptr nonnull %.36.i6), !noalias !10
  %.51.i.i.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_list_dtor), !noalias !10
  %.52.i.i.i.i = icmp eq ptr %.51.i.i.i.i, null
  br i1 %.52.i.i.i.i, label %B0.if.if, label %B0.endif.else.endif, !prof !14

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.if.if ], [ 0, %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B38.endif.i.i.i.i, %B0
  %excinfo.1.0.ph.i.i.i = phi ptr [ @.const.picklebuf.object2, %B38.endif.i.i.i.i ], [ @.const.picklebuf.object1, %B0 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.21.i.i.i.i), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i6), !noalias !0
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
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i6)
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.36.i6, i64 8
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.36.i6, i64 16
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.36.i6, i64 24
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.36.i6, i64 32
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.36.i6, i64 40
  %.fca.6.0.gep.i = getelementptr inbounds nuw i8, ptr %.36.i6, i64 48
  store ptr %arg.a.0, ptr %.36.i6, align 8, !noalias !15
  store ptr %arg.a.1, ptr %.fca.1.gep.i, align 8, !noalias !15
  store i64 %.167, ptr %.fca.2.gep.i, align 8, !noalias !15
  store i64 %arg.a.3, ptr %.fca.3.gep.i, align 8, !noalias !15
  store ptr %.183, ptr %.fca.4.gep.i, align 8, !noalias !15
  store i64 %.167, ptr %.fca.5.0.gep.i, align 8, !noalias !15
  store i64 %arg.a.6.0, ptr %.fca.6.0.gep.i, align 8, !noalias !15
  %.46.i = call i32 @numba_list_append(ptr %.32.i.i.i.i, ptr nonnull %.36.i6), !noalias !15
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
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i6), !noalias !0
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
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i6)
  store ptr %excinfo.2.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else.endif.if, %B0.endif.endif.endif.else.endif
  %.271.sroa.0.3 = phi i64 [ %arg.a.5.0, %B0.endif.endif.endif.else.endif.if ], [ 2, %B0.endif.endif.endif.else.endif ]
  %.359 = sub i64 %arg.a.5.0, %.271.sroa.0.3
  %.368 = tail call i64 @llvm.smax.i64(i64 %.359, i64 0)
  %.384 = getelementptr double, ptr %arg.a.4, i64 %.271.sroa.0.3
  call void @llvm.lifetime.start.p0(ptr nonnull %.36.i6)
  %.fca.1.gep.i7 = getelementptr inbounds nuw i8, ptr %.36.i6, i64 8
  %.fca.2.gep.i8 = getelementptr inbounds nuw i8, ptr %.36.i6, i64 16
  %.fca.3.gep.i9 = getelementptr inbounds nuw i8, ptr %.36.i6, i64 24
  %.fca.4.gep.i10 = getelementptr inbounds nuw i8, ptr %.36.i6, i64 32
  %.fca.5.0.gep.i11 = getelementptr inbounds nuw i8, ptr %.36.i6, i64 40
  %.fca.6.0.gep.i12 = getelementptr inbounds nuw i8, ptr %.36.i6, i64 48
  store ptr %arg.a.0, ptr %.36.i6, align 8, !noalias !20
  store ptr %arg.a.1, ptr %.fca.1.gep.i7, align 8, !noalias !20
  store i64 %.368, ptr %.fca.2.gep.i8, align 8, !noalias !20
  store i64 %arg.a.3, ptr %.fca.3.gep.i9, align 8, !noalias !20
  store ptr %.384, ptr %.fca.4.gep.i10, align 8, !noalias !20
  store i64 %.368, ptr %.fca.5.0.gep.i11, align 8, !noalias !20
  store i64 %arg.a.6.0, ptr %.fca.6.0.gep.i12, align 8, !noalias !20
  %.46.i13 = call i32 @numba_list_append(ptr %.32.i.i.i.i, ptr nonnull %.36.i6), !noalias !20
  switch i32 %.46.i13, label %B214.i18 [
    i32 0, label %B0.endif.endif.endif.endif.endif
    i32 -5, label %B0.endif.endif.endif.endif.if.if
    i32 -2, label %B192.i14
  ]

B192.i14:                                         ; preds = %B0.endif.endif.endif.endif
  br label %B0.endif.endif.endif.endif.if.if

B214.i18:                                         ; preds = %B0.endif.endif.endif.endif
  br label %B0.endif.endif.endif.endif.if.if

B0.endif.endif.endif.else.endif:                  ; preds = %B0.endif.endif
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i6)
  tail call void @NRT_decref(ptr %arg.a.0)
  br i1 %.107141, label %B0.endif.endif.endif.else.endif.if, label %B0.endif.endif.endif.endif, !prof !14

B0.endif.endif.endif.else.endif.if:               ; preds = %B0.endif.endif.endif.else.endif
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i6)
  tail call void @NRT_decref(ptr %arg.a.0)
  tail call void @NRT_decref(ptr nonnull %.51.i.i.i.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.449, i8 0, i64 56, i1 false)
  %.453 = call i32 @_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx(ptr nonnull %.449, ptr nonnull %excinfo.4, ptr nonnull %.51.i.i.i.i, ptr %.32.i.i.i.i, i64 0)
  %.463.fca.0.load = load ptr, ptr %.449, align 8
  %cond3 = icmp eq i32 %.453, 0
  br i1 %cond3, label %B0.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.if.if, !prof !24

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif, %B214.i18, %B192.i14
  %excinfo.3.0.ph = phi ptr [ @.const.picklebuf.object5, %B214.i18 ], [ @.const.picklebuf.object4, %B192.i14 ], [ @.const.picklebuf.object3, %B0.endif.endif.endif.endif ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.36.i6)
  store ptr %excinfo.3.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %sunkaddr = getelementptr inbounds i8, ptr %.449, i64 48
  %.463.fca.6.0.load = load i64, ptr %sunkaddr, align 8
  %sunkaddr88 = getelementptr inbounds i8, ptr %.449, i64 40
  %.463.fca.5.0.load = load i64, ptr %sunkaddr88, align 8
  %sunkaddr89 = getelementptr inbounds i8, ptr %.449, i64 32
  %.463.fca.4.load = load ptr, ptr %sunkaddr89, align 8
  %.56.not21.i = icmp sgt i64 %.463.fca.5.0.load, 0
  br i1 %.56.not21.i, label %.51.endif.preheader.i, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !25

.51.endif.preheader.i:                            ; preds = %B0.endif.endif.endif.endif.endif.endif
  %xtraiter.i = and i64 %.463.fca.5.0.load, 7
  %0 = icmp samesign ult i64 %.463.fca.5.0.load, 8
  br i1 %0, label %.51.endif.epil.i.preheader, label %.51.endif.preheader.new.i, !prof !26

.51.endif.preheader.new.i:                        ; preds = %.51.endif.preheader.i
  %1 = lshr i64 %.463.fca.5.0.load, 3
  %2 = trunc i64 %1 to i60
  %3 = zext i60 %2 to i64
  %4 = mul nsw i64 %3, -8
  br label %.51.endif.i

.52.loopexit.unr-lcssa.i:                         ; preds = %.51.endif.i
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %.51.endif.epil.i.preheader, !prof !27

.51.endif.epil.i.preheader:                       ; preds = %.52.loopexit.unr-lcssa.i, %.51.endif.preheader.i
  %.36.023.epil.i.ph = phi ptr [ %.463.fca.4.load, %.51.endif.preheader.i ], [ %.76.7.i, %.52.loopexit.unr-lcssa.i ]
  %.31.022.epil.i.ph = phi double [ 0.000000e+00, %.51.endif.preheader.i ], [ %.70.7.i, %.52.loopexit.unr-lcssa.i ]
  br label %.51.endif.epil.i

.51.endif.epil.i:                                 ; preds = %.51.endif.epil.i.preheader, %.51.endif.epil.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i, %.51.endif.epil.i ], [ %xtraiter.i, %.51.endif.epil.i.preheader ]
  %.36.023.epil.i = phi ptr [ %.76.epil.i, %.51.endif.epil.i ], [ %.36.023.epil.i.ph, %.51.endif.epil.i.preheader ]
  %.31.022.epil.i = phi double [ %.70.epil.i, %.51.endif.epil.i ], [ %.31.022.epil.i.ph, %.51.endif.epil.i.preheader ]
  %.68.epil.i = load double, ptr %.36.023.epil.i, align 8, !noalias !28
  %.70.epil.i = fadd double %.31.022.epil.i, %.68.epil.i
  %.76.epil.i = getelementptr i8, ptr %.36.023.epil.i, i64 %.463.fca.6.0.load
  %lsr.iv.next.i = add nsw i64 %lsr.iv.i, -1
  %epil.iter.cmp.not.i = icmp eq i64 %lsr.iv.next.i, 0
  br i1 %epil.iter.cmp.not.i, label %B0.endif.endif.endif.endif.endif.endif.endif, label %.51.endif.epil.i, !prof !31, !llvm.loop !32

.51.endif.i:                                      ; preds = %.51.endif.i, %.51.endif.preheader.new.i
  %lsr.iv86 = phi i64 [ %lsr.iv.next87, %.51.endif.i ], [ %4, %.51.endif.preheader.new.i ]
  %.36.023.i = phi ptr [ %.76.7.i, %.51.endif.i ], [ %.463.fca.4.load, %.51.endif.preheader.new.i ]
  %.31.022.i = phi double [ %.70.7.i, %.51.endif.i ], [ 0.000000e+00, %.51.endif.preheader.new.i ]
  %.68.i = load double, ptr %.36.023.i, align 8, !noalias !28
  %.70.i = fadd double %.31.022.i, %.68.i
  %.76.i = getelementptr i8, ptr %.36.023.i, i64 %.463.fca.6.0.load
  %.68.1.i = load double, ptr %.76.i, align 8, !noalias !28
  %.70.1.i = fadd double %.70.i, %.68.1.i
  %.76.1.i = getelementptr i8, ptr %.76.i, i64 %.463.fca.6.0.load
  %.68.2.i = load double, ptr %.76.1.i, align 8, !noalias !28
  %.70.2.i = fadd double %.70.1.i, %.68.2.i
  %.76.2.i = getelementptr i8, ptr %.76.1.i, i64 %.463.fca.6.0.load
  %.68.3.i = load double, ptr %.76.2.i, align 8, !noalias !28
  %.70.3.i = fadd double %.70.2.i, %.68.3.i
  %.76.3.i = getelementptr i8, ptr %.76.2.i, i64 %.463.fca.6.0.load
  %.68.4.i = load double, ptr %.76.3.i, align 8, !noalias !28
  %.70.4.i = fadd double %.70.3.i, %.68.4.i
  %.76.4.i = getelementptr i8, ptr %.76.3.i, i64 %.463.fca.6.0.load
  %.68.5.i = load double, ptr %.76.4.i, align 8, !noalias !28
  %.70.5.i = fadd double %.70.4.i, %.68.5.i
  %.76.5.i = getelementptr i8, ptr %.76.4.i, i64 %.463.fca.6.0.load
  %.68.6.i = load double, ptr %.76.5.i, align 8, !noalias !28
  %.70.6.i = fadd double %.70.5.i, %.68.6.i
  %.76.6.i = getelementptr i8, ptr %.76.5.i, i64 %.463.fca.6.0.load
  %.68.7.i = load double, ptr %.76.6.i, align 8, !noalias !28
  %.70.7.i = fadd double %.70.6.i, %.68.7.i
  %.76.7.i = getelementptr i8, ptr %.76.6.i, i64 %.463.fca.6.0.load
  %lsr.iv.next87 = add nsw i64 %lsr.iv86, 8
  %niter.ncmp.7.i = icmp eq i64 %lsr.iv.next87, 0
  br i1 %niter.ncmp.7.i, label %.52.loopexit.unr-lcssa.i, label %.51.endif.i, !prof !35, !llvm.loop !36

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B0.endif.endif.endif.endif.endif
  %.454 = load ptr, ptr %excinfo.4, align 8
  store ptr %.454, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %.51.endif.epil.i, %.52.loopexit.unr-lcssa.i, %B0.endif.endif.endif.endif.endif.endif
  %.31.0.lcssa.i = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif.endif.endif ], [ %.70.7.i, %.52.loopexit.unr-lcssa.i ], [ %.70.epil.i, %.51.endif.epil.i ]
  tail call void @NRT_decref(ptr %.463.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.519, i8 0, i64 56, i1 false)
  %.523 = call i32 @_ZN5numba5typed10listobject12impl_getitem12_3clocals_3e21integer_non_none_implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx(ptr nonnull %.519, ptr nonnull %excinfo.6, ptr nonnull %.51.i.i.i.i, ptr %.32.i.i.i.i, i64 1)
  %.533.fca.0.load = load ptr, ptr %.519, align 8
  %cond4 = icmp eq i32 %.523, 0
  br i1 %cond4, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, !prof !24

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %sunkaddr90 = getelementptr inbounds i8, ptr %.519, i64 48
  %.533.fca.6.0.load = load i64, ptr %sunkaddr90, align 8
  %sunkaddr91 = getelementptr inbounds i8, ptr %.519, i64 40
  %.533.fca.5.0.load = load i64, ptr %sunkaddr91, align 8
  %sunkaddr92 = getelementptr inbounds i8, ptr %.519, i64 32
  %.533.fca.4.load = load ptr, ptr %sunkaddr92, align 8
  %.56.not21.i20 = icmp sgt i64 %.533.fca.5.0.load, 0
  br i1 %.56.not21.i20, label %.51.endif.preheader.i22, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, !prof !25

.51.endif.preheader.i22:                          ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %xtraiter.i23 = and i64 %.533.fca.5.0.load, 7
  %5 = icmp samesign ult i64 %.533.fca.5.0.load, 8
  br i1 %5, label %.51.endif.epil.i61.preheader, label %.51.endif.preheader.new.i24, !prof !26

.51.endif.preheader.new.i24:                      ; preds = %.51.endif.preheader.i22
  %6 = lshr i64 %.533.fca.5.0.load, 3
  %7 = trunc i64 %6 to i60
  %8 = zext i60 %7 to i64
  %9 = mul nsw i64 %8, -8
  br label %.51.endif.i26

.52.loopexit.unr-lcssa.i56:                       ; preds = %.51.endif.i26
  %lcmp.mod.not.i57 = icmp eq i64 %xtraiter.i23, 0
  br i1 %lcmp.mod.not.i57, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, label %.51.endif.epil.i61.preheader, !prof !27

.51.endif.epil.i61.preheader:                     ; preds = %.52.loopexit.unr-lcssa.i56, %.51.endif.preheader.i22
  %.36.023.epil.i63.ph = phi ptr [ %.533.fca.4.load, %.51.endif.preheader.i22 ], [ %.76.7.i53, %.52.loopexit.unr-lcssa.i56 ]
  %.31.022.epil.i64.ph = phi double [ 0.000000e+00, %.51.endif.preheader.i22 ], [ %.70.7.i52, %.52.loopexit.unr-lcssa.i56 ]
  br label %.51.endif.epil.i61

.51.endif.epil.i61:                               ; preds = %.51.endif.epil.i61.preheader, %.51.endif.epil.i61
  %lsr.iv.i62 = phi i64 [ %lsr.iv.next.i68, %.51.endif.epil.i61 ], [ %xtraiter.i23, %.51.endif.epil.i61.preheader ]
  %.36.023.epil.i63 = phi ptr [ %.76.epil.i67, %.51.endif.epil.i61 ], [ %.36.023.epil.i63.ph, %.51.endif.epil.i61.preheader ]
  %.31.022.epil.i64 = phi double [ %.70.epil.i66, %.51.endif.epil.i61 ], [ %.31.022.epil.i64.ph, %.51.endif.epil.i61.preheader ]
  %.68.epil.i65 = load double, ptr %.36.023.epil.i63, align 8, !noalias !38
  %.70.epil.i66 = fadd double %.31.022.epil.i64, %.68.epil.i65
  %.76.epil.i67 = getelementptr i8, ptr %.36.023.epil.i63, i64 %.533.fca.6.0.load
  %lsr.iv.next.i68 = add nsw i64 %lsr.iv.i62, -1
  %epil.iter.cmp.not.i69 = icmp eq i64 %lsr.iv.next.i68, 0
  br i1 %epil.iter.cmp.not.i69, label %B0.endif.endif.endif.endif.endif.endif.endif.endif.endif, label %.51.endif.epil.i61, !prof !31, !llvm.loop !32

.51.endif.i26:                                    ; preds = %.51.endif.i26, %.51.endif.preheader.new.i24
  %lsr.iv = phi i64 [ %lsr.iv.next, %.51.endif.i26 ], [ %9, %.51.endif.preheader.new.i24 ]
  %.36.023.i28 = phi ptr [ %.76.7.i53, %.51.endif.i26 ], [ %.533.fca.4.load, %.51.endif.preheader.new.i24 ]
  %.31.022.i29 = phi double [ %.70.7.i52, %.51.endif.i26 ], [ 0.000000e+00, %.51.endif.preheader.new.i24 ]
  %.68.i30 = load double, ptr %.36.023.i28, align 8, !noalias !38
  %.70.i31 = fadd double %.31.022.i29, %.68.i30
  %.76.i32 = getelementptr i8, ptr %.36.023.i28, i64 %.533.fca.6.0.load
  %.68.1.i33 = load double, ptr %.76.i32, align 8, !noalias !38
  %.70.1.i34 = fadd double %.70.i31, %.68.1.i33
  %.76.1.i35 = getelementptr i8, ptr %.76.i32, i64 %.533.fca.6.0.load
  %.68.2.i36 = load double, ptr %.76.1.i35, align 8, !noalias !38
  %.70.2.i37 = fadd double %.70.1.i34, %.68.2.i36
  %.76.2.i38 = getelementptr i8, ptr %.76.1.i35, i64 %.533.fca.6.0.load
  %.68.3.i39 = load double, ptr %.76.2.i38, align 8, !noalias !38
  %.70.3.i40 = fadd double %.70.2.i37, %.68.3.i39
  %.76.3.i41 = getelementptr i8, ptr %.76.2.i38, i64 %.533.fca.6.0.load
  %.68.4.i42 = load double, ptr %.76.3.i41, align 8, !noalias !38
  %.70.4.i43 = fadd double %.70.3.i40, %.68.4.i42
  %.76.4.i44 = getelementptr i8, ptr %.76.3.i41, i64 %.533.fca.6.0.load
  %.68.5.i45 = load double, ptr %.76.4.i44, align 8, !noalias !38
  %.70.5.i46 = fadd double %.70.4.i43, %.68.5.i45
  %.76.5.i47 = getelementptr i8, ptr %.76.4.i44, i64 %.533.fca.6.0.load
  %.68.6.i48 = load double, ptr %.76.5.i47, align 8, !noalias !38
  %.70.6.i49 = fadd double %.70.5.i46, %.68.6.i48
  %.76.6.i50 = getelementptr i8, ptr %.76.5.i47, i64 %.533.fca.6.0.load
  %.68.7.i51 = load double, ptr %.76.6.i50, align 8, !noalias !38
  %.70.7.i52 = fadd double %.70.6.i49, %.68.7.i51
  %.76.7.i53 = getelementptr i8, ptr %.76.6.i50, i64 %.533.fca.6.0.load
  %lsr.iv.next = add nsw i64 %lsr.iv, 8
  %niter.ncmp.7.i55 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7.i55, label %.52.loopexit.unr-lcssa.i56, label %.51.endif.i26, !prof !35, !llvm.loop !36

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.524 = load ptr, ptr %excinfo.6, align 8
  store ptr %.524, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %.51.endif.epil.i61, %.52.loopexit.unr-lcssa.i56, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.31.0.lcssa.i21 = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif.endif.endif.endif.endif ], [ %.70.7.i52, %.52.loopexit.unr-lcssa.i56 ], [ %.70.epil.i66, %.51.endif.epil.i61 ]
  tail call void @NRT_decref(ptr nonnull %.51.i.i.i.i)
  tail call void @NRT_decref(ptr %.533.fca.0.load)
  %.590 = fsub double %.31.0.lcssa.i, %.31.0.lcssa.i21
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
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !14

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !14

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !14

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 8
  %.34.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.6.0.load = load i64, ptr %sunkaddr4, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN5cases16numba_containers20typed_list_of_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 poison, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.6.0.load) #4
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !24

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.71 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 4
  %.72 = icmp sgt i32 %.71, 0
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 0
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 1
  br i1 %.72, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.78 = sext i32 %.77 to i64
  %.79 = call ptr @PyBytes_FromStringAndSize(ptr %.75, i64 %.78)
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 3
  %.85 = call ptr %.83(ptr %.81)
  %.86 = icmp eq ptr %.85, null
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !14

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !14

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.90 = call ptr @numba_runtime_build_excinfo_struct(ptr %.79, ptr nonnull %.85)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.102)
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
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !24

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !14

entry.if.if.else:                                 ; preds = %entry.if.if
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
!25 = !{!"branch_weights", i32 127, i32 1}
!26 = !{!"branch_weights", i32 146201250, i32 2001282398}
!27 = !{!"branch_weights", i32 277993707, i32 1869489941}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!31 = !{!"branch_weights", i32 542333185, i32 1605150463}
!32 = distinct !{!32, !33, !34}
!33 = !{!"llvm.loop.estimated_trip_count", i32 4}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = !{!"branch_weights", i32 166258294, i32 1981225354}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.estimated_trip_count", i32 12}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!41 = !{!42, !44}
!42 = distinct !{!42, !43, !"_ZN5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx: %retptr"}
!43 = distinct !{!43, !"_ZN5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx"}
!44 = distinct !{!44, !43, !"_ZN5numba5typed10listobject12handle_indexB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE47ListType_5barray_28float64_2c_201d_2c_20C_29_5dx: %excinfo"}
