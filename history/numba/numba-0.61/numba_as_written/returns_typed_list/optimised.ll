; ModuleID = 'returns_typed_list'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.returns_typed_list = internal constant [19 x i8] c"returns_typed_list\00"
@_ZN08NumbaEnv5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [126 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@.const.numba.typed.typedlist = internal constant [22 x i8] c"numba.typed.typedlist\00"
@.const._from_meminfo_ptr = internal constant [18 x i8] c"_from_meminfo_ptr\00"
@.const.pickledata.object2 = internal constant [PICKLED x i8] ListType(int64)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython12old_builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx = common local_unnamed_addr global i8* null
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('Failed to allocate list',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx = common local_unnamed_addr global i8* null
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'ValueError'>, ('list is immutable',), ('impl', 'numba/typed/listobject.py', 610))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Unable to allocate memory to append item',), ('impl', 'numba/typed/listobject.py', 612))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('list.append failed unexpectedly',), ('impl', 'numba/typed/listobject.py', 614))
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object7, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object7.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8

define i32 @_ZN5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
entry:
  %.35.i.i.i.i = alloca { i8*, i8* }, align 8
  %0 = bitcast { i8*, i8* }* %.35.i.i.i.i to i64*
  %.8.i = alloca i64, align 8
  %.21.i.i.i.i = alloca i8*, align 8
  %1 = bitcast i8** %.21.i.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !1
  %2 = bitcast { i8*, i8* }* %.35.i.i.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2), !noalias !1
  store i8* null, i8** %.21.i.i.i.i, align 8, !noalias !11
  %.24.i.i.i.i = call i32 @numba_list_new(i8** nonnull %.21.i.i.i.i, i64 8, i64 0), !noalias !11
  %.25.not.i.i.i.i = icmp eq i32 %.24.i.i.i.i, 0
  br i1 %.25.not.i.i.i.i, label %B48.endif.i.i.i.i, label %B0.if, !prof !15

B48.endif.i.i.i.i:                                ; preds = %entry
  %3 = bitcast { i8*, i8* }* %.35.i.i.i.i to i8*
  %.32.i.i.i.i = load i8*, i8** %.21.i.i.i.i, align 8, !noalias !11
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false), !noalias !11
  call void @numba_list_set_method_table(i8* %.32.i.i.i.i, { i8*, i8* }* nonnull %.35.i.i.i.i), !noalias !11
  %.47.i.i.i.i = call i8* @NRT_MemInfo_alloc_dtor(i64 8, i8* bitcast (void (i8*, i64, i8*)* @_numba_list_dtor to i8*)), !noalias !11
  %.48.i.i.i.i = icmp eq i8* %.47.i.i.i.i, null
  br i1 %.48.i.i.i.i, label %B0.if, label %B0.endif.endif, !prof !15

B64:                                              ; preds = %B64.lr.ph, %B64.endif
  %lsr.iv = phi i64 [ 1, %B64.lr.ph ], [ %lsr.iv.next, %B64.endif ]
  %4 = bitcast i64* %0 to i8*
  call void @NRT_incref(i8* nonnull %.47.i.i.i.i)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4)
  store i64 %lsr.iv, i64* %0, align 8, !noalias !16
  %.18.i = call i32 @numba_list_append(i8* %.32.i.i.i.i, i8* nonnull %4), !noalias !16
  switch i32 %.18.i, label %B64.if.loopexit24 [
    i32 0, label %B64.endif
    i32 -5, label %B64.if.loopexit
    i32 -2, label %B64.if.loopexit25
  ]

common.ret:                                       ; preds = %B64.if, %B0.if, %B116
  %common.ret.op = phi i32 [ 0, %B116 ], [ 1, %B0.if ], [ 1, %B64.if ]
  ret i32 %common.ret.op

B116:                                             ; preds = %B64.endif, %B0.endif.endif
  %retptr.repack26 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.47.i.i.i.i, i8** %retptr.repack26, align 8
  %retptr.repack2 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* %.32.i.i.i.i, i8** %retptr.repack2, align 8
  br label %common.ret

B0.if:                                            ; preds = %entry, %B48.endif.i.i.i.i
  %excinfo.1.0.i.i.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object3, %entry ], [ @.const.picklebuf.object4, %B48.endif.i.i.i.i ]
  %5 = bitcast { i8*, i8* }* %.35.i.i.i.i to i8*
  %6 = bitcast i8** %.21.i.i.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5), !noalias !1
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.i.i.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B48.endif.i.i.i.i
  %7 = bitcast { i8*, i8* }* %.35.i.i.i.i to i8*
  %8 = bitcast i8** %.21.i.i.i.i to i8*
  %.5.i.i.i.i.i = getelementptr i8, i8* %.47.i.i.i.i, i64 24
  %9 = bitcast i8* %.5.i.i.i.i.i to i8***
  %.6.i1.i.i.i.i = load i8**, i8*** %9, align 8, !noalias !11
  store i8* %.32.i.i.i.i, i8** %.6.i1.i.i.i.i, align 8, !noalias !11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7), !noalias !1
  %.11620.not = icmp slt i64 %arg.n, 1
  br i1 %.11620.not, label %B116, label %B64.lr.ph

B64.lr.ph:                                        ; preds = %B0.endif.endif
  %10 = sub i64 0, %arg.n
  br label %B64

B64.if.loopexit24:                                ; preds = %B64
  br label %B64.if

B64.if.loopexit:                                  ; preds = %B64
  br label %B64.if

B64.if.loopexit25:                                ; preds = %B64
  br label %B64.if

B64.if:                                           ; preds = %B64.if.loopexit25, %B64.if.loopexit, %B64.if.loopexit24
  %excinfo.2.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object7, %B64.if.loopexit24 ], [ @.const.picklebuf.object5, %B64.if.loopexit ], [ @.const.picklebuf.object6, %B64.if.loopexit25 ]
  %11 = bitcast i64* %0 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B64.endif:                                        ; preds = %B64
  %12 = bitcast i64* %0 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  call void @NRT_decref(i8* nonnull %.47.i.i.i.i)
  %lsr.iv.next = add nuw i64 %lsr.iv, 1
  %13 = add i64 %10, %lsr.iv.next
  %exitcond.not = icmp eq i64 %13, 1
  br i1 %exitcond.not, label %B116, label %B64
}

define i8* @_ZN7cpython5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.const.returns_typed_list, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !15

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.77, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !15

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([126 x i8], [126 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !15

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !20

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = bitcast { i8*, i8* }* %.36 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.21.0) #3
  %.41 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.48 = icmp sgt i32 %.40, 0
  %.49 = select i1 %.48, { i8*, i32, i8*, i8*, i32 }* %.41, { i8*, i32, i8*, i8*, i32 }* undef
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %1 = icmp sgt i32 %.40, 0
  br i1 %1, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %2 = bitcast { i8*, i8* }* %.36 to i8**
  %.50.fca.0.load = load i8*, i8** %2, align 8
  %.63 = call i8* @NRT_meminfo_as_pyobject(i8* %.50.fca.0.load)
  %.64 = call i8* @PyImport_ImportModule(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.const.numba.typed.typedlist, i64 0, i64 0))
  %.65 = call i8* @PyObject_GetAttrString(i8* %.64, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.const._from_meminfo_ptr, i64 0, i64 0))
  %.72 = call i8* @numba_unpickle(i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i64 0, i64 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i64 0, i64 0))
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

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.96 = sext i32 %.95 to i64
  %.97 = call i8* @PyBytes_FromStringAndSize(i8* %.93, i64 %.96)
  %.98 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 2
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 3
  %.102 = bitcast i8* %.101 to i8* (i8*)*
  %.103 = call i8* %.102(i8* %.99)
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !15

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.117 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.118 = call i8* @numba_unpickle(i8* %.93, i32 %.95, i8* %.117)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.120 = phi i8* [ %.108, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.118, %entry.endif.endif.endif.endif.endif.if.else ]
  %.121.not = icmp eq i8* %.120, null
  br i1 %.121.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !15

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

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare noalias i8* @NRT_meminfo_as_pyobject(i8*) local_unnamed_addr

declare i8* @PyImport_ImportModule(i8*) local_unnamed_addr

declare i8* @PyObject_GetAttrString(i8*, i8*) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @PyObject_CallFunctionObjArgs(i8*, ...) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = call i32 @_ZN5cases16numba_as_written18returns_typed_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1) #3
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.9.not = icmp eq i32 %.7, 0
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.17.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { i8*, i8* } undef, i8* %.17.fca.0.load, 0
  %inserted.data = insertvalue { i8*, i8* } %inserted.meminfo, i8* %.17.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.9.not, label %common.ret, label %entry.if, !prof !20

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.data, %.24 ], [ %inserted.data, %entry ]
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !15

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !15

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

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #0

declare i32 @numba_list_new(i8**, i64, i64) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

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

declare i32 @numba_list_append(i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !15

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !15

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !15

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!2, !4, !5, !7, !8, !10}
!2 = distinct !{!2, !3, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %retptr"}
!3 = distinct !{!3, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29"}
!4 = distinct !{!4, !3, !"_ZN5numba5typed9typedlist15typedlist_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types10containers17ListType_27_3e_5dE18typeref_5bint64_5d24omitted_28default_3d0_29: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple: %retptr"}
!6 = distinct !{!6, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple"}
!7 = distinct !{!7, !6, !"_ZN5numba5typed9typedlist23impl_numba_typeref_ctor12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE32typeref_5bListType_5bint64_5d_5d12StarArgTuple: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba7cpython12old_builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple: %retptr"}
!9 = distinct !{!9, !"_ZN5numba7cpython12old_builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple"}
!10 = distinct !{!10, !9, !"_ZN5numba7cpython12old_builtins18redirect_type_ctor12_3clocals_3e9call_ctorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE32typeref_5bListType_5bint64_5d_5d5Tuple: %excinfo"}
!11 = !{!12, !14, !2, !4, !5, !7, !8, !10}
!12 = distinct !{!12, !13, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %retptr"}
!13 = distinct !{!13, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx"}
!14 = distinct !{!14, !13, !"_ZN5numba5typed10listobject13impl_new_list12_3clocals_3e3impB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE18typeref_5bint64_5dx: %excinfo"}
!15 = !{!"branch_weights", i32 1, i32 99}
!16 = !{!17, !19}
!17 = distinct !{!17, !18, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %retptr"}
!18 = distinct !{!18, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx"}
!19 = distinct !{!19, !18, !"_ZN5numba5typed10listobject11impl_append12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE19ListType_5bint64_5dx: %excinfo"}
!20 = !{!"branch_weights", i32 99, i32 1}
