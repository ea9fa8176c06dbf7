; ModuleID = 'typed_dict_count'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.typed_dict_count = internal constant [17 x i8] c"typed_dict_count\00"
@_ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [154 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x = common local_unnamed_addr global ptr null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate dictionary',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object3, i32 PICKLED, ptr @.const.pickledata.object3.sha1, ptr null, i32 0 }
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx = common local_unnamed_addr global ptr null
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('key comparison failed',), ('impl', 'numba/typed/dictobject.py', 725))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object5, i32 PICKLED, ptr @.const.pickledata.object5.sha1, ptr null, i32 0 }
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('dict.__setitem__ failed unexpectedly',), ('impl', 'numba/typed/dictobject.py', 727))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object6, i32 PICKLED, ptr @.const.pickledata.object6.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex = common local_unnamed_addr global ptr null
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'KeyError'>, (<ir.Constant type='i8*' value=None>,), ('impl', 'numba/typed/dictobject.py', 778))
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object8, i32 PICKLED, ptr @.const.pickledata.object8.sha1, ptr null, i32 0 }
@".const.missing Environment: _ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex" = internal constant [187 x i8] c"missing Environment: _ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex\00"
@.const.pickledata.object9 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('internal dict error during lookup',), ('impl', 'numba/typed/dictobject.py', 780))
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object9, i32 PICKLED, ptr @.const.pickledata.object9.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types7scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing8int_hash12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing10_long_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.a.0, ptr nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.36.i.i = alloca { ptr, ptr, ptr, ptr, ptr }, align 8
  %.37.i69 = alloca i64, align 8
  %.45.i70 = alloca i64, align 8
  %.37.i41 = alloca i64, align 8
  %.45.i42 = alloca i64, align 8
  %.35.i = alloca i64, align 8
  %.43.i = alloca i64, align 8
  %.46.i = alloca i64, align 8
  %.37.i11 = alloca i64, align 8
  %.45.i12 = alloca i64, align 8
  %.37.i = alloca i64, align 8
  %.45.i = alloca i64, align 8
  %.22.i.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.45.i70), !noalias !3
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %.36.i.i), !noalias !3
  store ptr null, ptr %.45.i70, align 8, !noalias !7
  %.25.i.i = call i32 @numba_dict_new_sized(ptr nonnull %.45.i70, i64 0, i64 8, i64 8), !noalias !7
  %.26.not.i.i = icmp eq i32 %.25.i.i, 0
  br i1 %.26.not.i.i, label %B38.endif.i.i, label %B0.if.if

B38.endif.i.i:                                    ; preds = %B0
  %.33.i.i = load ptr, ptr %.45.i70, align 8, !noalias !7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %.36.i.i, i8 0, i64 40, i1 false), !noalias !7
  call void @numba_dict_set_method_table(ptr %.33.i.i, ptr nonnull %.36.i.i), !noalias !7
  %.51.i.i = call ptr @NRT_MemInfo_alloc_dtor(i64 8, ptr nonnull @_numba_dict_dtor), !noalias !7
  %.52.i.i = icmp eq ptr %.51.i.i, null
  br i1 %.52.i.i, label %B0.if.if, label %B0.endif, !prof !11

B176:                                             ; preds = %B110.backedge, %B0.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.45.i70)
  store i64 0, ptr %.45.i70, align 8, !noalias !12
  store i64 0, ptr %.36.i.i, align 8, !noalias !12
  %.55.i = call i64 @numba_dict_lookup(ptr %.33.i.i, ptr nonnull %.36.i.i, i64 0, ptr nonnull %.45.i70), !noalias !12
  %.67.i = load i64, ptr %.45.i70, align 8, !noalias !12
  %.98.i = icmp eq i64 %.55.i, -1
  br i1 %.98.i, label %B118.i, label %B140.i

B118.i:                                           ; preds = %B176
  %.107.i = call ptr @NRT_Allocate(i64 8), !noalias !12
  %.108.i = icmp eq ptr %.107.i, null
  br i1 %.108.i, label %B176.if.if, label %B118.endif.i, !prof !11

B140.i:                                           ; preds = %B176
  %.146.i = icmp slt i64 %.55.i, -1
  br i1 %.146.i, label %B176.if.if, label %B176.endif

B118.endif.i:                                     ; preds = %B118.i
  store i64 0, ptr %.107.i, align 8, !noalias !12
  %.118.i = call ptr @NRT_Allocate(i64 40), !noalias !12
  %.119.i = icmp eq ptr %.118.i, null
  br i1 %.119.i, label %B176.if.if, label %B118.endif.endif.i, !prof !11

B118.endif.endif.i:                               ; preds = %B118.endif.i
  store ptr @.const.pickledata.object7, ptr %.118.i, align 8, !noalias !12
  %.133.i = getelementptr i8, ptr %.118.i, i64 8
  store i32 363, ptr %.133.i, align 4, !noalias !12
  %.135.i = getelementptr i8, ptr %.118.i, i64 16
  store ptr %.107.i, ptr %.135.i, align 8, !noalias !12
  %.137.i = getelementptr i8, ptr %.118.i, i64 24
  store ptr @__excinfo_unwrap_args80b7f981446a3c6008e89e8b2056e18d8bf133c7, ptr %.137.i, align 8, !noalias !12
  %.139.i = getelementptr i8, ptr %.118.i, i64 32
  store i32 1, ptr %.139.i, align 4, !noalias !12
  br label %B176.if.if

B0.endif:                                         ; preds = %B38.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.51.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !7
  store ptr %.33.i.i, ptr %.6.i.i.i, align 8, !noalias !7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70), !noalias !3
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.36.i.i), !noalias !3
  %.10079 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.10079, label %B114.else.if.lr.ph, label %B176

B114.else.if.lr.ph:                               ; preds = %B0.endif
  %.115 = ptrtoint ptr %arg.a.4 to i64
  br label %B114.else.if

common.ret:                                       ; preds = %B176.endif.endif.if.if, %B176.endif.endif.endif, %B176.endif.if.if, %B176.if.if, %B114.endif.endif.endif.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B114.endif.endif.endif.endif.if.if ], [ 1, %B176.if.if ], [ 1, %B176.endif.if.if ], [ 0, %B176.endif.endif.endif ], [ 1, %B176.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B38.endif.i.i, %B0
  %excinfo.1.0.ph.i = phi ptr [ @.const.picklebuf.object4, %B38.endif.i.i ], [ @.const.picklebuf.object3, %B0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70), !noalias !3
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %.36.i.i), !noalias !3
  store ptr %excinfo.1.0.ph.i, ptr %excinfo, align 8
  br label %common.ret

B114.else.if:                                     ; preds = %B114.else.if.lr.ph, %B110.backedge
  %lsr.iv127 = phi i64 [ %.115, %B114.else.if.lr.ph ], [ %lsr.iv.next128, %B110.backedge ]
  %lsr.iv = phi i64 [ %arg.a.5.0, %B114.else.if.lr.ph ], [ %lsr.iv.next, %B110.backedge ]
  %.117 = inttoptr i64 %lsr.iv127 to ptr
  %.118 = load i64, ptr %.117, align 8
  %.167 = srem i64 %.118, 3
  %.169 = icmp slt i64 %.167, 0
  %.178 = add nsw i64 %.167, 3
  %.158.1 = select i1 %.169, i64 %.178, i64 %.167
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.45.i70)
  store i64 0, ptr %.45.i70, align 8, !noalias !16
  %.11.i.i.i.i = call i64 @llvm.abs.i64(i64 %.158.1, i1 true)
  %.12.i.i.i.i = uitofp nneg i64 %.11.i.i.i.i to double
  %.14.i.i.i.i = fcmp olt double %.12.i.i.i.i, 0xADDRESS
  br i1 %.14.i.i.i.i, label %B62.i.i.i.i, label %B252.endif.i.i.i.i

B62.i.i.i.i:                                      ; preds = %B114.else.if
  %cond = icmp eq i64 %.158.1, 0
  br i1 %cond, label %B114.endif.endif.endif.endif, label %B152.endif.i.i.i.i

B152.endif.i.i.i.i:                               ; preds = %B62.i.i.i.i
  %spec.select.i.i.i.i.i = call i64 @llvm.umin.i64(i64 %.158.1, i64 -2)
  br label %B114.endif.endif.endif.endif

B252.endif.i.i.i.i:                               ; preds = %B114.else.if
  %.9.i.i.i.i = icmp slt i64 %.158.1, 0
  %.169.i.i.i.i = sub nsw i64 0, %.11.i.i.i.i
  %0 = call i64 @llvm.umin.i64(i64 %.169.i.i.i.i, i64 -2)
  %spec.select.i1.i.i.i.i = select i1 %.9.i.i.i.i, i64 %0, i64 %.11.i.i.i.i
  br label %B114.endif.endif.endif.endif

B114.endif.endif.endif.endif:                     ; preds = %B62.i.i.i.i, %B252.endif.i.i.i.i, %B152.endif.i.i.i.i
  %spec.select.i1.sink.i.i.i.i = phi i64 [ %spec.select.i1.i.i.i.i, %B252.endif.i.i.i.i ], [ %spec.select.i.i.i.i.i, %B152.endif.i.i.i.i ], [ 0, %B62.i.i.i.i ]
  %1 = fcmp olt double %.12.i.i.i.i, 0xADDRESS
  store i64 %.158.1, ptr %.36.i.i, align 8, !noalias !16
  %.55.i14 = call i64 @numba_dict_lookup(ptr %.33.i.i, ptr nonnull %.36.i.i, i64 %spec.select.i1.sink.i.i.i.i, ptr nonnull %.45.i70), !noalias !16
  %.67.i15 = load i64, ptr %.45.i70, align 8, !noalias !16
  %.561.i = icmp slt i64 %.55.i14, 0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70)
  %2 = add nsw i64 %.67.i15, 1
  %.253 = select i1 %.561.i, i64 1, i64 %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.45.i70)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.46.i)
  store i64 0, ptr %.46.i, align 8, !noalias !19
  br i1 %1, label %B62.i.i.i.i37, label %B252.endif.i.i.i.i19

B62.i.i.i.i37:                                    ; preds = %B114.endif.endif.endif.endif
  %cond123 = icmp eq i64 %.158.1, 0
  br i1 %cond123, label %B0.endif.i33, label %B152.endif.i.i.i.i39

B152.endif.i.i.i.i39:                             ; preds = %B62.i.i.i.i37
  %spec.select.i.i.i.i.i40 = call i64 @llvm.umin.i64(i64 %.158.1, i64 -2)
  br label %B0.endif.i33

B252.endif.i.i.i.i19:                             ; preds = %B114.endif.endif.endif.endif
  %.9.i.i.i.i20 = icmp slt i64 %.158.1, 0
  %.169.i.i.i.i30 = sub nsw i64 0, %.11.i.i.i.i
  %3 = call i64 @llvm.umin.i64(i64 %.169.i.i.i.i30, i64 -2)
  %spec.select.i1.i.i.i.i32 = select i1 %.9.i.i.i.i20, i64 %3, i64 %.11.i.i.i.i
  br label %B0.endif.i33

B0.endif.i33:                                     ; preds = %B62.i.i.i.i37, %B252.endif.i.i.i.i19, %B152.endif.i.i.i.i39
  %spec.select.i1.sink.i.i.i.i34 = phi i64 [ %spec.select.i1.i.i.i.i32, %B252.endif.i.i.i.i19 ], [ %spec.select.i.i.i.i.i40, %B152.endif.i.i.i.i39 ], [ 0, %B62.i.i.i.i37 ]
  store i64 %.158.1, ptr %.36.i.i, align 8, !noalias !19
  store i64 %.253, ptr %.45.i70, align 8, !noalias !19
  %.57.i = call i32 @numba_dict_insert(ptr %.33.i.i, ptr nonnull %.36.i.i, i64 %spec.select.i1.sink.i.i.i.i34, ptr nonnull %.45.i70, ptr nonnull %.46.i), !noalias !19
  switch i32 %.57.i, label %B114.endif.endif.endif.endif.if.if.loopexit126 [
    i32 0, label %B110.backedge
    i32 1, label %B110.backedge
    i32 -5, label %B114.endif.endif.endif.endif.if.if.loopexit
  ]

B110.backedge:                                    ; preds = %B0.endif.i33, %B0.endif.i33
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.46.i)
  %lsr.iv.next = add i64 %lsr.iv, -1
  %lsr.iv.next128 = add i64 %lsr.iv127, %arg.a.6.0
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %B176, label %B114.else.if

B114.endif.endif.endif.endif.if.if.loopexit:      ; preds = %B0.endif.i33
  br label %B114.endif.endif.endif.endif.if.if

B114.endif.endif.endif.endif.if.if.loopexit126:   ; preds = %B0.endif.i33
  br label %B114.endif.endif.endif.endif.if.if

B114.endif.endif.endif.endif.if.if:               ; preds = %B114.endif.endif.endif.endif.if.if.loopexit126, %B114.endif.endif.endif.endif.if.if.loopexit
  %excinfo.3.1.ph = phi ptr [ @.const.picklebuf.object5, %B114.endif.endif.endif.endif.if.if.loopexit ], [ @.const.picklebuf.object6, %B114.endif.endif.endif.endif.if.if.loopexit126 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.46.i)
  store ptr %excinfo.3.1.ph, ptr %excinfo, align 8
  br label %common.ret

B176.endif:                                       ; preds = %B140.i
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.45.i70)
  store i64 0, ptr %.45.i70, align 8, !noalias !23
  store i64 1, ptr %.36.i.i, align 8, !noalias !23
  %.55.i47 = call i64 @numba_dict_lookup(ptr %.33.i.i, ptr nonnull %.36.i.i, i64 1, ptr nonnull %.45.i70), !noalias !23
  %.67.i48 = load i64, ptr %.45.i70, align 8, !noalias !23
  %.98.i49 = icmp eq i64 %.55.i47, -1
  br i1 %.98.i49, label %B118.i55, label %B140.i50

B118.i55:                                         ; preds = %B176.endif
  %.107.i56 = call ptr @NRT_Allocate(i64 8), !noalias !23
  %.108.i57 = icmp eq ptr %.107.i56, null
  br i1 %.108.i57, label %B176.endif.if.if, label %B118.endif.i58, !prof !11

B140.i50:                                         ; preds = %B176.endif
  %.146.i51 = icmp slt i64 %.55.i47, -1
  br i1 %.146.i51, label %B176.endif.if.if, label %B176.endif.endif

B118.endif.i58:                                   ; preds = %B118.i55
  store i64 1, ptr %.107.i56, align 8, !noalias !23
  %.118.i59 = call ptr @NRT_Allocate(i64 40), !noalias !23
  %.119.i60 = icmp eq ptr %.118.i59, null
  br i1 %.119.i60, label %B176.endif.if.if, label %B118.endif.endif.i61, !prof !11

B118.endif.endif.i61:                             ; preds = %B118.endif.i58
  store ptr @.const.pickledata.object7, ptr %.118.i59, align 8, !noalias !23
  %.133.i62 = getelementptr i8, ptr %.118.i59, i64 8
  store i32 363, ptr %.133.i62, align 4, !noalias !23
  %.135.i63 = getelementptr i8, ptr %.118.i59, i64 16
  store ptr %.107.i56, ptr %.135.i63, align 8, !noalias !23
  %.137.i64 = getelementptr i8, ptr %.118.i59, i64 24
  store ptr @__excinfo_unwrap_args80b7f981446a3c6008e89e8b2056e18d8bf133c7, ptr %.137.i64, align 8, !noalias !23
  %.139.i65 = getelementptr i8, ptr %.118.i59, i64 32
  store i32 1, ptr %.139.i65, align 4, !noalias !23
  br label %B176.endif.if.if

B176.if.if:                                       ; preds = %B118.endif.endif.i, %B140.i, %B118.i, %B118.endif.i
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.object8, %B118.endif.i ], [ @.const.picklebuf.object8, %B118.i ], [ @.const.picklebuf.object9, %B140.i ], [ %.118.i, %B118.endif.endif.i ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70)
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B176.endif.endif:                                 ; preds = %B140.i50
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.45.i70)
  store i64 0, ptr %.45.i70, align 8, !noalias !27
  store i64 2, ptr %.36.i.i, align 8, !noalias !27
  %.55.i75 = call i64 @numba_dict_lookup(ptr %.33.i.i, ptr nonnull %.36.i.i, i64 2, ptr nonnull %.45.i70), !noalias !27
  %.67.i76 = load i64, ptr %.45.i70, align 8, !noalias !27
  %.98.i77 = icmp eq i64 %.55.i75, -1
  br i1 %.98.i77, label %B118.i83, label %B140.i78

B118.i83:                                         ; preds = %B176.endif.endif
  %.107.i84 = call ptr @NRT_Allocate(i64 8), !noalias !27
  %.108.i85 = icmp eq ptr %.107.i84, null
  br i1 %.108.i85, label %B176.endif.endif.if.if, label %B118.endif.i86, !prof !11

B140.i78:                                         ; preds = %B176.endif.endif
  %.146.i79 = icmp slt i64 %.55.i75, -1
  br i1 %.146.i79, label %B176.endif.endif.if.if, label %B176.endif.endif.endif

B118.endif.i86:                                   ; preds = %B118.i83
  store i64 2, ptr %.107.i84, align 8, !noalias !27
  %.118.i87 = call ptr @NRT_Allocate(i64 40), !noalias !27
  %.119.i88 = icmp eq ptr %.118.i87, null
  br i1 %.119.i88, label %B176.endif.endif.if.if, label %B118.endif.endif.i89, !prof !11

B118.endif.endif.i89:                             ; preds = %B118.endif.i86
  store ptr @.const.pickledata.object7, ptr %.118.i87, align 8, !noalias !27
  %.133.i90 = getelementptr i8, ptr %.118.i87, i64 8
  store i32 363, ptr %.133.i90, align 4, !noalias !27
  %.135.i91 = getelementptr i8, ptr %.118.i87, i64 16
  store ptr %.107.i84, ptr %.135.i91, align 8, !noalias !27
  %.137.i92 = getelementptr i8, ptr %.118.i87, i64 24
  store ptr @__excinfo_unwrap_args80b7f981446a3c6008e89e8b2056e18d8bf133c7, ptr %.137.i92, align 8, !noalias !27
  %.139.i93 = getelementptr i8, ptr %.118.i87, i64 32
  store i32 1, ptr %.139.i93, align 4, !noalias !27
  br label %B176.endif.endif.if.if

B176.endif.if.if:                                 ; preds = %B118.endif.endif.i61, %B140.i50, %B118.i55, %B118.endif.i58
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.object8, %B118.endif.i58 ], [ @.const.picklebuf.object8, %B118.i55 ], [ @.const.picklebuf.object9, %B140.i50 ], [ %.118.i59, %B118.endif.endif.i61 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70)
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B176.endif.endif.endif:                           ; preds = %B140.i78
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70)
  %.313 = mul nsw i64 %.67.i, 100
  %.339 = mul nsw i64 %.67.i48, 10
  %.340 = add nsw i64 %.339, %.313
  tail call void @NRT_decref(ptr nonnull %.51.i.i)
  %.369 = add nsw i64 %.340, %.67.i76
  store i64 %.369, ptr %retptr, align 8
  br label %common.ret

B176.endif.endif.if.if:                           ; preds = %B118.endif.endif.i89, %B140.i78, %B118.i83, %B118.endif.i86
  %excinfo.6.0.ph = phi ptr [ @.const.picklebuf.object8, %B118.endif.i86 ], [ @.const.picklebuf.object8, %B118.i83 ], [ @.const.picklebuf.object9, %B140.i78 ], [ %.118.i87, %B118.endif.endif.i89 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.36.i.i)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.45.i70)
  store ptr %excinfo.6.0.ph, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

define ptr @_ZN7cpython5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.typed_dict_count, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca i64, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !11

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.69, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !11

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE")
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
  %sunkaddr3 = getelementptr inbounds i8, ptr %.21, i64 48
  %.36.fca.6.0.load = load i64, ptr %sunkaddr3, align 8
  store i64 0, ptr %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.36.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #4
  %.50 = load ptr, ptr %excinfo, align 8
  %.59 = load i64, ptr %.43, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.49, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.69 = call ptr @PyLong_FromLongLong(i64 %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call ptr @PyBytes_FromStringAndSize(ptr %.81, i64 %.84)
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 3
  %.91 = call ptr %.89(ptr %.87)
  %.92 = icmp eq ptr %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !11

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 2
  %.106 = call ptr @numba_unpickle(ptr %.81, i32 %.83, ptr %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi ptr [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq ptr %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !11

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.96 = call ptr @numba_runtime_build_excinfo_struct(ptr %.85, ptr nonnull %.91)
  call void @NRT_Free(ptr nonnull %.50)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.108)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr nocapture, ptr nocapture) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define i64 @cfunc._ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_containers16typed_dict_countB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8) #4
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load i64, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret i64 %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !11

entry.if.if.else:                                 ; preds = %entry.if.if
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
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

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
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @numba_dict_free(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

declare i64 @numba_dict_lookup(ptr, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #3 {
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

declare i32 @numba_dict_insert(ptr, ptr, i64, ptr, ptr) local_unnamed_addr

declare noalias ptr @NRT_Allocate(i64) local_unnamed_addr

; Function Attrs: noinline nounwind
define linkonce_odr ptr @__excinfo_unwrap_args80b7f981446a3c6008e89e8b2056e18d8bf133c7(ptr %.1) #6 {
.3:
  %.5 = load ptr, ptr @_ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex, align 8
  %.6 = icmp eq ptr %.5, null
  br i1 %.6, label %.3.if, label %.3.endif, !prof !11

.3.if:                                            ; preds = %.3
  tail call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex") #5
  ret ptr null

.3.endif:                                         ; preds = %.3
  %.14.unpack = load i64, ptr %.1, align 8
  %.18 = tail call ptr @PyLong_FromLongLong(i64 %.14.unpack) #5
  tail call void @NRT_Free(ptr nonnull %.1) #5
  %.22 = tail call ptr (i64, ...) @PyTuple_Pack(i64 1, ptr %.18) #5
  ret ptr %.22
}

declare ptr @PyTuple_Pack(i64, ...) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { noinline nounwind }

!numba_args_may_always_need_nrt = !{!0, !1, !2, !2, !2, !0, !1, !2}

!0 = distinct !{null}
!1 = distinct !{null}
!2 = distinct !{null}
!3 = !{!4, !6}
!4 = distinct !{!4, !5, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29: %retptr"}
!5 = distinct !{!5, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29"}
!6 = distinct !{!6, !5, !"_ZN5numba5typed9typeddict15typeddict_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17DictType_27_3e_5dE16class_28int64_2916class_28int64_2924omitted_28default_3d0_29: %excinfo"}
!7 = !{!8, !10, !4, !6}
!8 = distinct !{!8, !9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x: %retptr"}
!9 = distinct !{!9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x"}
!10 = distinct !{!10, !9, !"_ZN5numba5typed10dictobject13impl_new_dict12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE16class_28int64_2916class_28int64_29x: %excinfo"}
!11 = !{!"branch_weights", i32 1, i32 99}
!12 = !{!13, !15}
!13 = distinct !{!13, !14, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %retptr"}
!14 = distinct !{!14, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"}
!15 = distinct !{!15, !14, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %excinfo"}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZN5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %retptr"}
!18 = distinct !{!18, !"_ZN5numba5typed10dictobject8impl_get12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"}
!19 = !{!20, !22}
!20 = distinct !{!20, !21, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %retptr"}
!21 = distinct !{!21, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx"}
!22 = distinct !{!22, !21, !"_ZN5numba5typed10dictobject12impl_setitem12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3exx: %excinfo"}
!23 = !{!24, !26}
!24 = distinct !{!24, !25, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %retptr"}
!25 = distinct !{!25, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"}
!26 = distinct !{!26, !25, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %excinfo"}
!27 = !{!28, !30}
!28 = distinct !{!28, !29, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %retptr"}
!29 = distinct !{!29, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex"}
!30 = distinct !{!30, !29, !"_ZN5numba5typed10dictobject12impl_getitem12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE42DictType_5bint64_2cint64_5d_3civ_3dNone_3ex: %excinfo"}
