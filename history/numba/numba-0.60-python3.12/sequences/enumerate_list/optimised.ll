; ModuleID = 'enumerate_list'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.enumerate_list = internal constant [15 x i8] c"enumerate_list\00"
@_ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [157 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readonly %arg.xs.0, i8* nocapture readnone %arg.xs.1) local_unnamed_addr #0 {
entry:
  %.5.i = getelementptr i8, i8* %arg.xs.0, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.8032 = bitcast { i64, i64, i8, i64 }* %.6.i3 to i64*
  %.81 = load i64, i64* %.8032, align 8
  %.8214 = icmp sgt i64 %.81, 0
  br i1 %.8214, label %B34.lr.ph, label %B60

B34.lr.ph:                                        ; preds = %entry
  %1 = add i64 %.81, -1
  %xtraiter = and i64 %.81, 3
  %2 = icmp ult i64 %1, 3
  br i1 %2, label %B60.loopexit.unr-lcssa, label %B34.lr.ph.new

B34.lr.ph.new:                                    ; preds = %B34.lr.ph
  %unroll_iter = and i64 %.81, -4
  br label %B34

B34:                                              ; preds = %B34, %B34.lr.ph.new
  %total.2.017 = phi i64 [ 0, %B34.lr.ph.new ], [ %.166.3, %B34 ]
  %.17.016 = phi i64 [ 0, %B34.lr.ph.new ], [ %.95.3, %B34 ]
  %3 = add i64 %.17.016, 1
  %sunkaddr = mul i64 %.17.016, 8
  %4 = bitcast { i64, i64, i8, i64 }* %.6.i3 to i8*
  %sunkaddr33 = getelementptr i8, i8* %4, i64 %sunkaddr
  %sunkaddr34 = getelementptr i8, i8* %sunkaddr33, i64 24
  %5 = bitcast i8* %sunkaddr34 to i64*
  %.92 = load i64, i64* %5, align 8
  %.164 = mul nsw i64 %.92, %.17.016
  %.166 = add nsw i64 %.164, %total.2.017
  %6 = add i64 %.17.016, 2
  %sunkaddr35 = mul i64 %.17.016, 8
  %7 = bitcast { i64, i64, i8, i64 }* %.6.i3 to i8*
  %sunkaddr36 = getelementptr i8, i8* %7, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, i8* %sunkaddr36, i64 32
  %8 = bitcast i8* %sunkaddr37 to i64*
  %.92.1 = load i64, i64* %8, align 8
  %.164.1 = mul nsw i64 %.92.1, %3
  %.166.1 = add nsw i64 %.164.1, %.166
  %9 = add i64 %.17.016, 3
  %sunkaddr38 = mul i64 %.17.016, 8
  %10 = bitcast { i64, i64, i8, i64 }* %.6.i3 to i8*
  %sunkaddr39 = getelementptr i8, i8* %10, i64 %sunkaddr38
  %sunkaddr40 = getelementptr i8, i8* %sunkaddr39, i64 40
  %11 = bitcast i8* %sunkaddr40 to i64*
  %.92.2 = load i64, i64* %11, align 8
  %.164.2 = mul nsw i64 %.92.2, %6
  %.166.2 = add nsw i64 %.164.2, %.166.1
  %.95.3 = add nuw i64 %.17.016, 4
  %sunkaddr41 = mul i64 %.17.016, 8
  %12 = bitcast { i64, i64, i8, i64 }* %.6.i3 to i8*
  %sunkaddr42 = getelementptr i8, i8* %12, i64 %sunkaddr41
  %sunkaddr43 = getelementptr i8, i8* %sunkaddr42, i64 48
  %13 = bitcast i8* %sunkaddr43 to i64*
  %.92.3 = load i64, i64* %13, align 8
  %.164.3 = mul nsw i64 %.92.3, %9
  %.166.3 = add nsw i64 %.164.3, %.166.2
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.95.3
  br i1 %niter.ncmp.3, label %B60.loopexit.unr-lcssa, label %B34

B60.loopexit.unr-lcssa:                           ; preds = %B34, %B34.lr.ph
  %.166.lcssa.ph = phi i64 [ undef, %B34.lr.ph ], [ %.166.3, %B34 ]
  %total.2.017.unr = phi i64 [ 0, %B34.lr.ph ], [ %.166.3, %B34 ]
  %.17.016.unr = phi i64 [ 0, %B34.lr.ph ], [ %.95.3, %B34 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B60, label %B34.epil.preheader

B34.epil.preheader:                               ; preds = %B60.loopexit.unr-lcssa
  br label %B34.epil

B34.epil:                                         ; preds = %B34.epil.preheader, %B34.epil
  %lsr.iv = phi i64 [ %xtraiter, %B34.epil.preheader ], [ %lsr.iv.next, %B34.epil ]
  %total.2.017.epil = phi i64 [ %.166.epil, %B34.epil ], [ %total.2.017.unr, %B34.epil.preheader ]
  %.17.016.epil = phi i64 [ %.95.epil, %B34.epil ], [ %.17.016.unr, %B34.epil.preheader ]
  %.95.epil = add nuw nsw i64 %.17.016.epil, 1
  %sunkaddr44 = mul i64 %.17.016.epil, 8
  %14 = bitcast { i64, i64, i8, i64 }* %.6.i3 to i8*
  %sunkaddr45 = getelementptr i8, i8* %14, i64 %sunkaddr44
  %sunkaddr46 = getelementptr i8, i8* %sunkaddr45, i64 24
  %15 = bitcast i8* %sunkaddr46 to i64*
  %.92.epil = load i64, i64* %15, align 8
  %.164.epil = mul nsw i64 %.92.epil, %.17.016.epil
  %.166.epil = add nsw i64 %.164.epil, %total.2.017.epil
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B60, label %B34.epil, !llvm.loop !1

B60:                                              ; preds = %B34.epil, %B60.loopexit.unr-lcssa, %entry
  %total.2.0.lcssa = phi i64 [ 0, %entry ], [ %.166.lcssa.ph, %B60.loopexit.unr-lcssa ], [ %.166.epil, %B34.epil ]
  store i64 %total.2.0.lcssa, i64* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.enumerate_list, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !3

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.457, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !3

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([157 x i8], [157 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.21 = call i64 @PyList_Size(i8* %.20)
  %.27 = call i8* @numba_get_pyobject_private_data(i8* %.20)
  %.28.not = icmp eq i8* %.27, null
  br i1 %.28.not, label %entry.endif.endif.else, label %entry.endif.endif.if

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @NRT_incref(i8* nonnull %.27)
  %.5.i = getelementptr i8, i8* %.27, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i62 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.43122 = bitcast { i64, i64, i8, i64 }* %.6.i62 to i64*
  store i64 %.21, i64* %.43122, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.56 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.21, i64 8)
  %.57 = extractvalue { i64, i1 } %.56, 0
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.58 = extractvalue { i64, i1 } %.56, 1
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.if, !prof !3

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.else.endif.if, %entry.endif.endif.else, %entry.endif.endif.else.endif.endif.endif.thread78
  %.53.sroa.0.07177 = phi i8* [ %.69, %entry.endif.endif.else.endif.endif.endif.thread78 ], [ null, %entry.endif.endif.else ], [ null, %entry.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.53.sroa.0.07177)
  br label %common.ret

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.60, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.70 = icmp eq i8* %.69, null
  br i1 %.70, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if, !prof !3

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i1 = getelementptr i8, i8* %.69, i64 24
  %1 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i257 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.82 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257, i64 0, i32 1
  store i64 %.21, i64* %.82, align 8
  %.6.i1258 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.88123 = bitcast { i64, i64, i8, i64 }* %.6.i1258 to i64*
  store i64 0, i64* %.88123, align 8
  %.6.i1859 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.94 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1859, i64 0, i32 2
  store i8 0, i8* %.94, align 1
  %.6.i3460 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.107 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3460, i64 0, i32 3
  %.114.idx = shl nsw i64 %.21, 3
  %.118 = bitcast i64* %.107 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.118, i8 0, i64 %.114.idx, i1 false)
  %.6.i3053 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.128124 = bitcast { i64, i64, i8, i64 }* %.6.i3053 to i64*
  store i64 %.21, i64* %.128124, align 8
  %.130 = icmp sgt i64 %.21, 0
  br i1 %.130, label %for.body.lr.ph, label %entry.endif.endif.else.endif.endif.endif, !prof !4

entry.endif.endif.else.endif.endif.endif.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  br label %entry.endif.endif.else.endif.endif.endif

entry.endif.endif.else.endif.endif.endif:         ; preds = %entry.endif.endif.else.endif.endif.endif.critedge, %entry.endif.endif.else.endif.endif.if
  %2 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @numba_set_pyobject_private_data(i8* %.20, i8* nonnull %.69)
  %sunkaddr = getelementptr i8, i8* %.69, i64 24
  %3 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i2254 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.207 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2254, i64 0, i32 2
  store i8 0, i8* %.207, align 1
  br label %entry.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call i8* @PyImport_ImportModuleNoBlock(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.133 = call i8* @PyObject_GetAttrString(i8* %.132, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.132)
  %.135 = call i8* @PyList_GetItem(i8* %.20, i64 0)
  %.136 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.135, i8* null)
  br label %for.body

entry.endif.endif.else.endif.endif.endif.thread78: ; preds = %for.body, %for.body.endif.endif.endif, %for.body.endif.if
  %4 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  %.6.i225481 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.20782 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i225481, i64 0, i32 2
  store i8 0, i8* %.20782, align 1
  br label %entry.endif.endif.endif

for.body:                                         ; preds = %for.body.lr.ph, %for.body.endif.endif.endif.endif
  %loop.index46 = phi i64 [ 0, %for.body.lr.ph ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.045 = phi i64 [ 0, %for.body.lr.ph ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call i8* @PyList_GetItem(i8* %.20, i64 %loop.index46)
  %.141 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.140, i8* null)
  %.142 = icmp eq i8* %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.endif.thread78, label %for.body.endif, !prof !3

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq i8* %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !4

for.body.endif.if:                                ; preds = %for.body.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.136, i8* nonnull %.141)
  call void @Py_DecRef(i8* nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.endif.thread78

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(i8* nonnull %.136)
  %.155 = call i8* @PyNumber_Long(i8* %.140)
  %.156.not = icmp eq i8* %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !3

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(i8* nonnull %.155)
  call void @Py_DecRef(i8* nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.045, %for.body.endif.endif ]
  %.163 = call i8* @PyErr_Occurred()
  %.164.not = icmp eq i8* %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.endif.thread78, !prof !4

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %5 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i2655 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %scevgep120 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2655, i64 0, i32 3
  %scevgep121 = getelementptr i64, i64* %scevgep120, i64 %loop.index46
  store i64 %.153.1, i64* %scevgep121, align 8
  %.6.i2456 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.186 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2456, i64 0, i32 2
  store i8 1, i8* %.186, align 1
  %.189 = add nuw nsw i64 %loop.index46, 1
  %exitcond92.not = icmp eq i64 %.21, %.189
  br i1 %exitcond92.not, label %entry.endif.endif.else.endif.endif.endif.critedge, label %for.body, !prof !5

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.if, %entry.endif.endif.else.endif.endif.endif
  %.pre-phi = phi { i64, i64, i8, i64 }** [ %0, %entry.endif.endif.if ], [ %2, %entry.endif.endif.else.endif.endif.endif ]
  %.25.sroa.0.0.ph = phi i8* [ %.27, %entry.endif.endif.if ], [ %.69, %entry.endif.endif.else.endif.endif.endif ]
  store i64 0, i64* %.331, align 8
  %.335 = call i32 @_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.331, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* nonnull %.25.sroa.0.0.ph, i8* undef) #4
  %.345 = load i64, i64* %.331, align 8
  %sunkaddr125 = getelementptr i8, i8* %.25.sroa.0.0.ph, i64 24
  %6 = bitcast i8* %sunkaddr125 to { i64, i64, i8, i64 }**
  %.6.i1647 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.357 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1647, i64 0, i32 2
  %.358 = load i8, i8* %.357, align 1
  %.361 = icmp eq i8 %.358, 0
  br i1 %.361, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !4

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.371 = call i64 @PyList_Size(i8* %.20)
  %.6.i1448 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.376126 = bitcast { i64, i64, i8, i64 }* %.6.i1448 to i64*
  %.377 = load i64, i64* %.376126, align 8
  %.378 = sub i64 %.377, %.371
  %.379 = icmp sgt i64 %.378, -1
  br i1 %.379, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38240 = icmp sgt i64 %.371, 0
  br i1 %.38240, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  %.388100 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1448, i64 0, i32 3
  %.390101 = load i64, i64* %.388100, align 8
  %.393102 = call i8* @PyLong_FromLongLong(i64 %.390101)
  %.396103 = call i32 @PyList_SetItem(i8* %.20, i64 0, i8* %.393102)
  %exitcond90.not104 = icmp eq i64 %.371, 1
  br i1 %exitcond90.not104, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge.preheader

for.body.4.for.body.4_crit_edge.preheader:        ; preds = %for.body.4.preheader
  %7 = add i64 %.371, -1
  br label %for.body.4.for.body.4_crit_edge

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif
  call void @numba_reset_pyobject_private_data(i8* %.20)
  call void @NRT_decref(i8* nonnull %.25.sroa.0.0.ph)
  %.457 = call i8* @PyLong_FromLongLong(i64 %.345)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.420 = call i32 @PyList_SetSlice(i8* %.20, i64 %.377, i64 %.371, i8* null)
  %.42242 = icmp sgt i64 %.377, 0
  br i1 %.42242, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %.6.i1049 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.444 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1049, i64 0, i32 2
  store i8 0, i8* %.444, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4.for.body.4_crit_edge, %for.body.4.preheader, %for.cond.4.preheader
  %.40038 = icmp sgt i64 %.378, 0
  br i1 %.40038, label %for.body.5.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  br label %for.body.5

for.body.4.for.body.4_crit_edge:                  ; preds = %for.body.4.for.body.4_crit_edge.preheader, %for.body.4.for.body.4_crit_edge
  %lsr.iv113 = phi i64 [ 0, %for.body.4.for.body.4_crit_edge.preheader ], [ %lsr.iv.next114, %for.body.4.for.body.4_crit_edge ]
  %8 = add i64 %lsr.iv113, 1
  %.6.i852.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep115 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i852.pre, i64 1
  %scevgep115116 = bitcast { i64, i64, i8, i64 }* %scevgep115 to i8*
  %9 = shl i64 %lsr.iv113, 3
  %uglygep = getelementptr i8, i8* %scevgep115116, i64 %9
  %uglygep117 = bitcast i8* %uglygep to i64*
  %.390 = load i64, i64* %uglygep117, align 8
  %.393 = call i8* @PyLong_FromLongLong(i64 %.390)
  %.396 = call i32 @PyList_SetItem(i8* %.20, i64 %8, i8* %.393)
  %lsr.iv.next114 = add nuw nsw i64 %lsr.iv113, 1
  %exitcond90.not = icmp eq i64 %7, %lsr.iv.next114
  br i1 %exitcond90.not, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv = phi i64 [ %.371, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %.6.i651 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i651, i64 0, i32 3
  %scevgep112 = getelementptr i64, i64* %scevgep, i64 %lsr.iv
  %.409 = load i64, i64* %scevgep112, align 8
  %.412 = call i8* @PyLong_FromLongLong(i64 %.409)
  %.415 = call i32 @PyList_Append(i8* %.20, i8* %.412)
  call void @Py_DecRef(i8* %.412)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.377, %lsr.iv.next
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.643 = phi i64 [ %.437, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %.6.i450 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep118 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450, i64 0, i32 3
  %scevgep119 = getelementptr i64, i64* %scevgep118, i64 %loop.index.643
  %.430 = load i64, i64* %scevgep119, align 8
  %.433 = call i8* @PyLong_FromLongLong(i64 %.430)
  %.436 = call i32 @PyList_SetItem(i8* %.20, i64 %loop.index.643, i8* %.433)
  %.437 = add nuw nsw i64 %loop.index.643, 1
  %exitcond91.not = icmp eq i64 %.377, %.437
  br i1 %exitcond91.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i64 @PyList_Size(i8*) local_unnamed_addr

declare i8* @numba_get_pyobject_private_data(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i8* @PyImport_ImportModuleNoBlock(i8*) local_unnamed_addr

declare i8* @PyObject_GetAttrString(i8*, i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyList_GetItem(i8*, i64) local_unnamed_addr

declare i8* @PyObject_CallFunctionObjArgs(i8*, ...) local_unnamed_addr

declare void @PyErr_Format(i8*, i8*, ...) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare void @numba_set_pyobject_private_data(i8*, i8*) local_unnamed_addr

declare void @numba_reset_pyobject_private_data(i8*) local_unnamed_addr

declare i32 @PyList_SetSlice(i8*, i64, i64, i8*) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(i8*, i64, i8*) local_unnamed_addr

declare i32 @PyList_Append(i8*, i8*) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define i64 @cfunc._ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %extracted.meminfo = extractvalue { i8*, i8* } %.1, 0
  %.7 = call i32 @_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* %extracted.meminfo, i8* undef) #4
  %.17 = load i64, i64* %.3, align 8
  ret i64 %.17
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !3

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !3

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !3

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { noinline }

!numba_args_may_always_need_nrt = !{!0}

!0 = !{i32 (i64*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*)* @_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = !{!"branch_weights", i32 1, i32 99}
!4 = !{!"branch_weights", i32 99, i32 1}
!5 = !{!"branch_weights", i32 21474836, i32 2126008812}
