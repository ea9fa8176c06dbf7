; ModuleID = 'typed_list_build'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('list was mutated during iteration',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.typed_list_build = internal constant [17 x i8] c"typed_list_build\00"
@_ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [124 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx = common local_unnamed_addr global ptr null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate list',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx = common local_unnamed_addr global ptr null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('list is immutable',), ('impl', 'numba/typed/listobject.py', 605))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object6, i32 PICKLED, ptr @.const.pickledata.object6.sha1, ptr null, i32 0 }
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Unable to allocate memory to append item',), ('impl', 'numba/typed/listobject.py', 607))
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object7, i32 PICKLED, ptr @.const.pickledata.object7.sha1, ptr null, i32 0 }
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('list.append failed unexpectedly',), ('impl', 'numba/typed/listobject.py', 609))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object8, i32 PICKLED, ptr @.const.pickledata.object8.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.n) local_unnamed_addr {
B0:
  %.35.i.i.i.i = alloca { ptr, ptr }, align 8
  %.8.i = alloca i64, align 8
  %.21.i.i.i.i = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.21.i.i.i.i), !noalias !0
  call void @llvm.lifetime.start.p0(ptr nonnull %.35.i.i.i.i), !noalias !0
  store ptr null, ptr %.21.i.i.i.i, align 8, !noalias !10
  %.24.i.i.i.i = call i32 @numba_list_new(ptr nonnull %.21.i.i.i.i, i64 8, i64 0), !noalias !10
  %.25.not.i.i.i.i = icmp eq i32 %.24.i.i.i.i, 0
  br i1 %.25.not.i.i.i.i, label %B38.endif.i.i.i.i, label %B0.if.if, !prof !14

B38.endif.i.i.i.i:                                ; preds = %B0
  %.32.i.i.i.i = load ptr, ptr %.21.i.i.i.i, align 8, !noalias !10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.35.i.i.i.i, i8 0, i64 16, i1 false), !noalias !10
  call void @numba_list_set_method_table(ptr %.32.i.i.i.i, ptr nonnull %.35.i.i.i.i), !noalias !10
  %.47.i.i.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_list_dtor), !noalias !10
  %.48.i.i.i.i = icmp eq ptr %.47.i.i.i.i, null
  br i1 %.48.i.i.i.i, label %B0.if.if, label %B0.endif.endif, !prof !14

B50:                                              ; preds = %B50.preheader, %B50.endif
  %.1229799 = phi i64 [ %.129, %B50.endif ], [ 0, %B50.preheader ]
  tail call void @NRT_incref(ptr nonnull %.47.i.i.i.i)
  %.156 = mul nuw nsw i64 %.1229799, %.1229799
  call void @llvm.lifetime.start.p0(ptr nonnull %.35.i.i.i.i)
  store i64 %.156, ptr %.35.i.i.i.i, align 8, !noalias !15
  %.18.i = call i32 @numba_list_append(ptr %.32.i.i.i.i, ptr nonnull %.35.i.i.i.i), !noalias !15
  switch i32 %.18.i, label %B50.if.if.loopexit39 [
    i32 0, label %B50.endif
    i32 -5, label %B50.if.if.loopexit
    i32 -2, label %B50.if.if.loopexit37
  ]

common.ret:                                       ; preds = %B122.endif, %B104.endif.if, %B50.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B50.if.if ], [ 1, %B104.endif.if ], [ 0, %B122.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B38.endif.i.i.i.i, %B0
  %excinfo.1.0.ph.i.i.i = phi ptr [ @.const.picklebuf.object5, %B38.endif.i.i.i.i ], [ @.const.picklebuf.object4, %B0 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.21.i.i.i.i), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.35.i.i.i.i), !noalias !0
  store ptr %excinfo.1.0.ph.i.i.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B38.endif.i.i.i.i
  %.5.i.i.i.i.i = getelementptr i8, ptr %.47.i.i.i.i, i64 24
  %.6.i.i.i.i.i = load ptr, ptr %.5.i.i.i.i.i, align 8, !noalias !10
  store ptr %.32.i.i.i.i, ptr %.6.i.i.i.i.i, align 8, !noalias !10
  call void @llvm.lifetime.end.p0(ptr nonnull %.21.i.i.i.i), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.35.i.i.i.i), !noalias !0
  %.11698.not = icmp slt i64 %arg.n, 1
  br i1 %.11698.not, label %B94.endif, label %B50.preheader

B50.preheader:                                    ; preds = %B0.endif.endif
  br label %B50

B50.endif:                                        ; preds = %B50
  call void @llvm.lifetime.end.p0(ptr nonnull %.35.i.i.i.i)
  %.129 = add nuw nsw i64 %.1229799, 1
  tail call void @NRT_decref(ptr nonnull %.47.i.i.i.i)
  %exitcond.not = icmp eq i64 %arg.n, %.129
  br i1 %exitcond.not, label %B94.endif, label %B50

B50.if.if.loopexit:                               ; preds = %B50
  br label %B50.if.if

B50.if.if.loopexit37:                             ; preds = %B50
  br label %B50.if.if

B50.if.if.loopexit39:                             ; preds = %B50
  br label %B50.if.if

B50.if.if:                                        ; preds = %B50.if.if.loopexit39, %B50.if.if.loopexit37, %B50.if.if.loopexit
  %excinfo.2.1.ph = phi ptr [ @.const.picklebuf.object6, %B50.if.if.loopexit ], [ @.const.picklebuf.object7, %B50.if.if.loopexit37 ], [ @.const.picklebuf.object8, %B50.if.if.loopexit39 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.35.i.i.i.i)
  store ptr %excinfo.2.1.ph, ptr %excinfo, align 8
  br label %common.ret

B94.endif:                                        ; preds = %B50.endif, %B0.endif.endif
  %.13.i = call i64 @numba_list_size_address(ptr %.32.i.i.i.i), !noalias !19
  %.14.i = inttoptr i64 %.13.i to ptr
  %.15.i = load i64, ptr %.14.i, align 8, !noalias !19
  %.13.i8 = call i64 @numba_list_size_address(ptr %.32.i.i.i.i), !noalias !22
  %.14.i9 = inttoptr i64 %.13.i8 to ptr
  %.15.i10 = load i64, ptr %.14.i9, align 8, !noalias !22
  %.277.not = icmp eq i64 %.15.i, %.15.i10
  br i1 %.277.not, label %B104.endif.endif.lr.ph.split.us, label %B104.endif.if, !prof !25

B104.endif.endif.lr.ph.split.us:                  ; preds = %B94.endif
  %.284.us28 = icmp sgt i64 %.15.i, 0
  br i1 %.284.us28, label %B108.us.lr.ph, label %B122.endif

B108.us.lr.ph:                                    ; preds = %B104.endif.endif.lr.ph.split.us
  %.296.us = tail call ptr @numba_list_base_ptr(ptr %.32.i.i.i.i)
  %min.iters.check = icmp ult i64 %.15.i, 4
  br i1 %min.iters.check, label %B108.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %B108.us.lr.ph
  %n.vec = and i64 %.15.i, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %0, %vector.body ]
  %vec.phi34 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %1, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr45 = getelementptr i8, ptr %.296.us, i64 %sunkaddr
  %wide.load = load <2 x i64>, ptr %sunkaddr45, align 8
  %sunkaddr46 = mul i64 %index, 8
  %sunkaddr47 = getelementptr i8, ptr %.296.us, i64 %sunkaddr46
  %sunkaddr48 = getelementptr i8, ptr %sunkaddr47, i64 16
  %wide.load35 = load <2 x i64>, ptr %sunkaddr48, align 8
  %0 = add <2 x i64> %wide.load, %vec.phi
  %1 = add <2 x i64> %wide.load35, %vec.phi34
  %index.next = add nuw i64 %index, 4
  %2 = icmp eq i64 %n.vec, %index.next
  br i1 %2, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %1, %0
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>
  %bin.rdx44 = add <2 x i64> %bin.rdx, %rdx.shuf
  %3 = extractelement <2 x i64> %bin.rdx44, i32 0
  %cmp.n = icmp eq i64 %.15.i, %n.vec
  br i1 %cmp.n, label %B122.endif, label %B108.us.preheader

B108.us.preheader:                                ; preds = %B108.us.lr.ph, %middle.block
  %.24810226.us30.ph = phi i64 [ 0, %B108.us.lr.ph ], [ %n.vec, %middle.block ]
  %total.2.027.us29.ph = phi i64 [ 0, %B108.us.lr.ph ], [ %3, %middle.block ]
  br label %B108.us

B108.us:                                          ; preds = %B108.us.preheader, %B108.us
  %.24810226.us30 = phi i64 [ %.341.us, %B108.us ], [ %.24810226.us30.ph, %B108.us.preheader ]
  %total.2.027.us29 = phi i64 [ %.367.us, %B108.us ], [ %total.2.027.us29.ph, %B108.us.preheader ]
  %4 = shl i64 %.24810226.us30, 3
  %scevgep = getelementptr i8, ptr %.296.us, i64 %4
  %.308.us = load i64, ptr %scevgep, align 8
  %.341.us = add nuw nsw i64 %.24810226.us30, 1
  %.367.us = add nsw i64 %.308.us, %total.2.027.us29
  %exitcond.not32 = icmp eq i64 %.15.i, %.341.us
  br i1 %exitcond.not32, label %B122.endif, label %B108.us, !llvm.loop !29

B104.endif.if:                                    ; preds = %B94.endif
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !30
  br label %common.ret

B122.endif:                                       ; preds = %B108.us, %middle.block, %B104.endif.endif.lr.ph.split.us
  %.us-phi = phi i64 [ 0, %B104.endif.endif.lr.ph.split.us ], [ %3, %middle.block ], [ %.367.us, %B108.us ]
  %.13.i11 = call i64 @numba_list_size_address(ptr %.32.i.i.i.i), !noalias !31
  %.14.i12 = inttoptr i64 %.13.i11 to ptr
  %.15.i13 = load i64, ptr %.14.i12, align 8, !noalias !31
  tail call void @NRT_decref(ptr nonnull %.47.i.i.i.i)
  store i64 %.us-phi, ptr %retptr, align 8
  %retptr.repack90 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %.15.i13, ptr %retptr.repack90, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: alwaysinline nofree nounwind memory(read)
declare ptr @numba_list_base_ptr(ptr) local_unnamed_addr #1

define ptr @_ZN7cpython5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.typed_list_build, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca [2 x i64], align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !14

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.55, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !14

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !14

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !34

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.36, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull %excinfo, i64 %.21.0) #4
  %.41 = load ptr, ptr %excinfo, align 8
  %cond = icmp eq i32 %.40, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !35

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %sunkaddr = getelementptr inbounds i8, ptr %.36, i64 8
  %.50.fca.1.load = load i64, ptr %sunkaddr, align 8
  %.50.fca.0.load = load i64, ptr %.36, align 8
  %.55 = call ptr @PyTuple_New(i64 2)
  %.59 = call ptr @PyLong_FromLongLong(i64 %.50.fca.0.load)
  %.62 = call i32 @PyTuple_SetItem(ptr %.55, i64 0, ptr %.59)
  %.66 = call ptr @PyLong_FromLongLong(i64 %.50.fca.1.load)
  %.69 = call i32 @PyTuple_SetItem(ptr %.55, i64 1, ptr %.66)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.74 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 4
  %.76 = icmp sgt i32 %.75, 0
  %.79 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 1
  br i1 %.76, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.82 = sext i32 %.81 to i64
  %.83 = call ptr @PyBytes_FromStringAndSize(ptr %.79, i64 %.82)
  %.84 = load { ptr, i32, ptr, ptr, i32 }, ptr %.41, align 8
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.84, 2
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.84, 3
  %.89 = call ptr %.87(ptr %.85)
  %.90 = icmp eq ptr %.89, null
  br i1 %.90, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !14

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.103 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 2
  %.104 = call ptr @numba_unpickle(ptr %.79, i32 %.81, ptr %.103)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.106 = phi ptr [ %.94, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.104, %entry.endif.endif.endif.endif.endif.if.else ]
  %.107.not = icmp eq ptr %.106, null
  br i1 %.107.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !14

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.94 = call ptr @numba_runtime_build_excinfo_struct(ptr %.83, ptr nonnull %.89)
  call void @NRT_Free(ptr nonnull %.41)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.106)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyTuple_New(i64) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyTuple_SetItem(ptr, i64, ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define [2 x i64] @cfunc._ZN5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca [2 x i64], align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %.7 = call i32 @_ZN5cases16numba_containers16typed_list_buildB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull %excinfo, i64 %.1) #4
  %.8 = load ptr, ptr %excinfo, align 8
  %.17.fca.0.load = load i64, ptr %.3, align 8
  %.17.fca.0.insert = insertvalue [2 x i64] poison, i64 %.17.fca.0.load, 0
  %.17.fca.1.load = load i64, ptr %.fca.1.gep, align 8
  %.17.fca.1.insert = insertvalue [2 x i64] %.17.fca.0.insert, i64 %.17.fca.1.load, 1
  %.19 = alloca i32, align 4
  store i32 0, ptr %.19, align 4
  %cond = icmp eq i32 %.7, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !35

common.ret:                                       ; preds = %entry, %.22, %entry.if.if.if.if
  %common.ret.op = phi [2 x i64] [ zeroinitializer, %entry.if.if.if.if ], [ %.17.fca.1.insert, %.22 ], [ %.17.fca.1.insert, %entry ]
  ret [2 x i64] %common.ret.op

.22:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.70 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.70)
  call void @Py_DecRef(ptr %.70)
  call void @numba_gil_release(ptr nonnull %.19)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.19)
  call void @PyErr_Clear()
  %.25 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.26 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 4
  %.27 = icmp sgt i32 %.26, 0
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 1
  br i1 %.27, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.33 = sext i32 %.32 to i64
  %.34 = call ptr @PyBytes_FromStringAndSize(ptr %.30, i64 %.33)
  %.35 = load { ptr, i32, ptr, ptr, i32 }, ptr %.8, align 8
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.35, 2
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.35, 3
  %.40 = call ptr %.38(ptr %.36)
  %.41 = icmp eq ptr %.40, null
  br i1 %.41, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !14

entry.if.if.else:                                 ; preds = %entry.if.if
  %.54 = extractvalue { ptr, i32, ptr, ptr, i32 } %.25, 2
  %.55 = call ptr @numba_unpickle(ptr %.30, i32 %.32, ptr %.54)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.57 = phi ptr [ %.45, %entry.if.if.if.endif ], [ %.55, %entry.if.if.else ]
  %.58.not = icmp eq ptr %.57, null
  br i1 %.58.not, label %.22, label %entry.if.if.endif.if, !prof !14

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
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

declare i32 @numba_list_new(ptr, i64, i64) local_unnamed_addr

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

declare i32 @numba_list_append(ptr, ptr) local_unnamed_addr

; Function Attrs: alwaysinline nofree nounwind memory(read)
declare i64 @numba_list_size_address(ptr) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !14

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { alwaysinline nofree nounwind memory(read) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1, !3, !4, !6, !7, !9}
!1 = distinct !{!1, !2, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29"}
!3 = distinct !{!3, !2, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %excinfo"}
!4 = distinct !{!4, !5, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple: %retptr"}
!5 = distinct !{!5, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple"}
!6 = distinct !{!6, !5, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple: %retptr"}
!8 = distinct !{!8, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple"}
!9 = distinct !{!9, !8, !"_ZN5numba7cpython8builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple: %excinfo"}
!10 = !{!11, !13, !1, !3, !4, !6, !7, !9}
!11 = distinct !{!11, !12, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %retptr"}
!12 = distinct !{!12, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx"}
!13 = distinct !{!13, !12, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %excinfo"}
!14 = !{!"branch_weights", i32 1, i32 99}
!15 = !{!16, !18}
!16 = distinct !{!16, !17, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %retptr"}
!17 = distinct !{!17, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx"}
!18 = distinct !{!18, !17, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %excinfo"}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d: %retptr"}
!21 = distinct !{!21, !"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d"}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d: %retptr"}
!24 = distinct !{!24, !"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d"}
!25 = !{!"branch_weights", i32 127, i32 1}
!26 = distinct !{!26, !27, !28}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !28, !27}
!30 = !{i1 true}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d: %retptr"}
!33 = distinct !{!33, !"_ZN5numba5typed10listobject8impl_len12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5d"}
!34 = !{!"branch_weights", i32 99, i32 1}
!35 = !{!"branch_weights", i32 49, i32 1}
