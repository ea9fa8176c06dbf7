; ModuleID = 'conditional_expression_in_list'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.conditional_expression_in_list = internal constant [31 x i8] c"conditional_expression_in_list\00"
@_ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

define i32 @_ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.a, i64 %arg.b) local_unnamed_addr {
entry:
  %.12 = icmp sgt i64 %arg.a, %arg.b
  %spec.select = select i1 %.12, i64 %arg.a, i64 %arg.b
  %.32 = icmp slt i64 %arg.a, %arg.b
  %"$phi.13" = select i1 %.32, i64 %arg.a, i64 %arg.b
  %.52 = icmp eq i64 %arg.a, %arg.b
  %.83 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 48, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  br i1 %.52, label %B46.endif.if, label %B52.endif.if

B46.endif.if:                                     ; preds = %entry
  %0 = icmp eq i8* %.83, null
  br i1 %0, label %B46.endif.endif.if, label %B46.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B52.endif.endif.endif, %B52.endif.endif.if, %B46.endif.endif.endif, %B46.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B46.endif.endif.if ], [ 0, %B46.endif.endif.endif ], [ 1, %B52.endif.endif.if ], [ 0, %B52.endif.endif.endif ]
  ret i32 %common.ret.op

B46.endif.endif.if:                               ; preds = %B46.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B46.endif.endif.endif:                            ; preds = %B46.endif.if
  %.5.i = getelementptr i8, i8* %.83, i64 24
  %1 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i69 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.96 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i69, i64 0, i32 1
  store i64 3, i64* %.96, align 8
  %.6.i5070 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.10278 = bitcast { i64, i64, i8, i64 }* %.6.i5070 to i64*
  store i64 0, i64* %.10278, align 8
  %.6.i4871 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.108 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4871, i64 0, i32 2
  store i8 0, i8* %.108, align 1
  %.6.i4472 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.121 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4472, i64 0, i32 3
  %.132 = bitcast i64* %.121 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %.132, i8 0, i64 24, i1 false)
  %.6.i4062 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.15079 = bitcast { i64, i64, i8, i64 }* %.6.i4062 to i64*
  store i64 3, i64* %.15079, align 8
  %.6.i3663 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.163 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3663, i64 0, i32 3
  store i64 %spec.select, i64* %.163, align 8
  %.6.i3264 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.177 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3264, i64 0, i32 3
  %.178 = getelementptr i64, i64* %.177, i64 1
  store i64 %"$phi.13", i64* %.178, align 8
  %.6.i2865 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.191 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2865, i64 0, i32 3
  %.192 = getelementptr i64, i64* %.191, i64 2
  store i64 0, i64* %.192, align 8
  %retptr.repack6680 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.83, i8** %retptr.repack6680, align 8
  %retptr.repack67 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack67, align 8
  br label %common.ret

B52.endif.if:                                     ; preds = %entry
  %2 = icmp eq i8* %.83, null
  br i1 %2, label %B52.endif.endif.if, label %B52.endif.endif.endif, !prof !0

B52.endif.endif.if:                               ; preds = %B52.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B52.endif.endif.endif:                            ; preds = %B52.endif.if
  %.5.i25 = getelementptr i8, i8* %.83, i64 24
  %3 = bitcast i8* %.5.i25 to { i64, i64, i8, i64 }**
  %.6.i2657 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.243 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2657, i64 0, i32 1
  store i64 3, i64* %.243, align 8
  %.6.i2458 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.24981 = bitcast { i64, i64, i8, i64 }* %.6.i2458 to i64*
  store i64 0, i64* %.24981, align 8
  %.6.i2259 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.255 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2259, i64 0, i32 2
  store i8 0, i8* %.255, align 1
  %.6.i1860 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.268 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1860, i64 0, i32 3
  %.279 = bitcast i64* %.268 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %.279, i8 0, i64 24, i1 false)
  %.6.i1451 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.29582 = bitcast { i64, i64, i8, i64 }* %.6.i1451 to i64*
  store i64 3, i64* %.29582, align 8
  %.6.i1052 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.308 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1052, i64 0, i32 3
  store i64 %spec.select, i64* %.308, align 8
  %.6.i653 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.322 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i653, i64 0, i32 3
  %.323 = getelementptr i64, i64* %.322, i64 1
  store i64 %"$phi.13", i64* %.323, align 8
  %.6.i254 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.336 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i254, i64 0, i32 3
  %.337 = getelementptr i64, i64* %.336, i64 2
  store i64 1, i64* %.337, align 8
  %retptr.repack83 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.83, i8** %retptr.repack83, align 8
  %retptr.repack55 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack55, align 8
  br label %common.ret
}

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

define i8* @_ZN7cpython5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([31 x i8], [31 x i8]* @.const.conditional_expression_in_list, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca { i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.3.endif, %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.80.0, %entry.endif.endif.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.3.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.24 = call i8* @PyNumber_Long(i8* %.21)
  %.25.not = icmp eq i8* %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.27 = call i64 @PyLong_AsLongLong(i8* nonnull %.24)
  call void @Py_DecRef(i8* nonnull %.24)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.22.0 = phi i64 [ %.27, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.32 = call i8* @PyErr_Occurred()
  %.33.not = icmp eq i8* %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.37 = load i8*, i8** %.6, align 8
  %.40 = call i8* @PyNumber_Long(i8* %.37)
  %.41.not = icmp eq i8* %.40, null
  br i1 %.41.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.43 = call i64 @PyLong_AsLongLong(i8* nonnull %.40)
  call void @Py_DecRef(i8* nonnull %.40)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.38.0 = phi i64 [ %.43, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %0 = bitcast { i8*, i8* }* %.53 to i8**
  %1 = bitcast { i8*, i8* }* %.53 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %.57 = call i32 @_ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx({ i8*, i8* }* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.22.0, i64 %.38.0) #1
  %.58 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.65 = icmp sgt i32 %.57, 0
  %.66 = select i1 %.65, { i8*, i32, i8*, i8*, i32 }* %.58, { i8*, i32, i8*, i8*, i32 }* undef
  %.67.fca.0.load = load i8*, i8** %0, align 8
  %2 = bitcast { i8*, i8* }* %.53 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %2, i64 8
  %3 = bitcast i8* %sunkaddr to i8**
  %.67.fca.1.load = load i8*, i8** %3, align 8
  switch i32 %.57, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %4 = icmp sgt i32 %.57, 0
  br i1 %4, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.3.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.83.not = icmp eq i8* %.67.fca.1.load, null
  br i1 %.83.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @Py_IncRef(i8* nonnull %.67.fca.1.load)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  %.5.i = getelementptr i8, i8* %.67.fca.0.load, i64 24
  %5 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.919 = bitcast { i64, i64, i8, i64 }* %.6.i5 to i64*
  %.92 = load i64, i64* %.919, align 8
  %.93 = call i8* @PyList_New(i64 %.92)
  %.94.not = icmp eq i8* %.93, null
  br i1 %.94.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, label %for.cond.preheader, !prof !0

for.cond.preheader:                               ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif.else
  %.973 = icmp sgt i64 %.92, 0
  br i1 %.973, label %for.body.preheader, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif

for.body.preheader:                               ; preds = %for.cond.preheader
  br label %for.body

entry.endif.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %for.body, %entry.endif.endif.endif.endif.endif.endif.if.endif.else, %for.cond.preheader, %entry.endif.endif.endif.endif.endif.endif.if.endif.if
  %.80.0 = phi i8* [ %.67.fca.1.load, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ %.93, %for.cond.preheader ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.else ], [ %.93, %for.body ]
  call void @NRT_decref(i8* %.67.fca.0.load)
  br label %common.ret

for.body:                                         ; preds = %for.body.preheader, %for.body
  %loop.index4 = phi i64 [ %.112, %for.body ], [ 0, %for.body.preheader ]
  %sunkaddr10 = getelementptr i8, i8* %.67.fca.0.load, i64 24
  %6 = bitcast i8* %sunkaddr10 to { i64, i64, i8, i64 }**
  %.6.i26 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i26, i64 0, i32 3
  %scevgep7 = getelementptr i64, i64* %scevgep, i64 %loop.index4
  %.105 = load i64, i64* %scevgep7, align 8
  %.108 = call i8* @PyLong_FromLongLong(i64 %.105)
  %.111 = call i32 @PyList_SetItem(i8* nonnull %.93, i64 %loop.index4, i8* %.108)
  %.112 = add nuw nsw i64 %loop.index4, 1
  %exitcond.not = icmp eq i64 %.92, %.112
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.endif.endif.if.endif.endif, label %for.body

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.123 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.66, align 8
  %.124 = extractvalue { i8*, i32, i8*, i8*, i32 } %.123, 4
  %.125 = icmp sgt i32 %.124, 0
  %.128 = extractvalue { i8*, i32, i8*, i8*, i32 } %.123, 0
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.123, 1
  br i1 %.125, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.131 = sext i32 %.130 to i64
  %.132 = call i8* @PyBytes_FromStringAndSize(i8* %.128, i64 %.131)
  %.133 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.66, align 8
  %.134 = extractvalue { i8*, i32, i8*, i8*, i32 } %.133, 2
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.133, 3
  %.137 = bitcast i8* %.136 to i8* (i8*)*
  %.138 = call i8* %.137(i8* %.134)
  %.139 = icmp eq i8* %.138, null
  br i1 %.139, label %entry.endif.endif.endif.e...if.1, label %entry.endif.endif.endif.e...endif.1, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.152 = extractvalue { i8*, i32, i8*, i8*, i32 } %.123, 2
  %.153 = call i8* @numba_unpickle(i8* %.128, i32 %.130, i8* %.152)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.155 = phi i8* [ %.143, %entry.endif.endif.endif.e...endif.1 ], [ %.153, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.156.not = icmp eq i8* %.155, null
  br i1 %.156.not, label %common.ret, label %entry.endif.endif.endif.e...if.2, !prof !0

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif.1:              ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.143 = call i8* @numba_runtime_build_excinfo_struct(i8* %.132, i8* nonnull %.138)
  %.144 = bitcast { i8*, i32, i8*, i8*, i32 }* %.66 to i8*
  call void @NRT_Free(i8* nonnull %.144)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.155)
  br label %common.ret

entry.endif.endif.endif.e...endif.3.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
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

declare i8* @PyList_New(i64) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(i8*, i64, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define { i8*, i8* } @cfunc._ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca { i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8* }* %.4 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %.4, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8* }* %.4 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.8 = call i32 @_ZN5cases11expressions30conditional_expression_in_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx({ i8*, i8* }* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1, i64 %.2) #1
  %.9 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.10.not = icmp eq i32 %.8, 0
  %.16 = icmp sgt i32 %.8, 0
  %.17 = select i1 %.16, { i8*, i32, i8*, i8*, i32 }* %.9, { i8*, i32, i8*, i8*, i32 }* undef
  %.18.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.18.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %inserted.meminfo = insertvalue { i8*, i8* } undef, i8* %.18.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8* } %inserted.meminfo, i8* %.18.fca.1.load, 1
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.10.not, label %common.ret, label %entry.if, !prof !2

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.8, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %1, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.25 ], [ %inserted.parent, %entry ]
  ret { i8*, i8* } %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.17 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
