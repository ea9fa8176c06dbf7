; ModuleID = 'enumerate_list'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.enumerate_list = internal constant [15 x i8] c"enumerate_list\00"
@_ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [157 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define noundef i32 @_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, ptr nocapture readonly %arg.xs.0, ptr nocapture readnone %arg.xs.1) local_unnamed_addr #0 {
B0:
  %.5.i = getelementptr i8, ptr %arg.xs.0, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.8172 = load i64, ptr %.6.i, align 8
  %.8273 = icmp sgt i64 %.8172, 0
  br i1 %.8273, label %B34.preheader, label %B60

B34.preheader:                                    ; preds = %B0
  %min.iters.check = icmp ult i64 %.8172, 4
  br i1 %min.iters.check, label %B34.preheader5, label %vector.ph

vector.ph:                                        ; preds = %B34.preheader
  %n.vec = and i64 %.8172, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %2, %vector.body ]
  %vec.phi3 = phi <2 x i64> [ zeroinitializer, %vector.ph ], [ %3, %vector.body ]
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <2 x i64> %vec.ind, splat (i64 2)
  %sunkaddr = mul i64 %index, 8
  %sunkaddr13 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  %sunkaddr14 = getelementptr i8, ptr %sunkaddr13, i64 24
  %wide.load = load <2 x i64>, ptr %sunkaddr14, align 8
  %sunkaddr15 = mul i64 %index, 8
  %sunkaddr16 = getelementptr i8, ptr %.6.i, i64 %sunkaddr15
  %sunkaddr17 = getelementptr i8, ptr %sunkaddr16, i64 40
  %wide.load4 = load <2 x i64>, ptr %sunkaddr17, align 8
  %0 = mul nsw <2 x i64> %wide.load, %vec.ind
  %1 = mul nsw <2 x i64> %wide.load4, %step.add
  %2 = add <2 x i64> %0, %vec.phi
  %3 = add <2 x i64> %1, %vec.phi3
  %index.next = add nuw i64 %index, 4
  %vec.ind.next = add <2 x i64> %vec.ind, splat (i64 4)
  %4 = icmp eq i64 %n.vec, %index.next
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !1

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i64> %3, %2
  %rdx.shuf = shufflevector <2 x i64> %bin.rdx, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>
  %bin.rdx12 = add <2 x i64> %bin.rdx, %rdx.shuf
  %5 = extractelement <2 x i64> %bin.rdx12, i32 0
  %cmp.n = icmp eq i64 %.8172, %n.vec
  br i1 %cmp.n, label %B60, label %B34.preheader5

B34.preheader5:                                   ; preds = %B34.preheader, %middle.block
  %total.2.076.ph = phi i64 [ 0, %B34.preheader ], [ %5, %middle.block ]
  %.756974.ph = phi i64 [ 0, %B34.preheader ], [ %n.vec, %middle.block ]
  br label %B34

B34:                                              ; preds = %B34.preheader5, %B34
  %total.2.076 = phi i64 [ %.166, %B34 ], [ %total.2.076.ph, %B34.preheader5 ]
  %.756974 = phi i64 [ %.95, %B34 ], [ %.756974.ph, %B34.preheader5 ]
  %sunkaddr18 = mul i64 %.756974, 8
  %sunkaddr19 = getelementptr i8, ptr %.6.i, i64 %sunkaddr18
  %sunkaddr20 = getelementptr i8, ptr %sunkaddr19, i64 24
  %.92 = load i64, ptr %sunkaddr20, align 8
  %.95 = add nuw nsw i64 %.756974, 1
  %.164 = mul nsw i64 %.92, %.756974
  %.166 = add nsw i64 %.164, %total.2.076
  %exitcond.not = icmp eq i64 %.8172, %.95
  br i1 %exitcond.not, label %B60, label %B34, !llvm.loop !4

B60:                                              ; preds = %B34, %middle.block, %B0
  %total.2.0.lcssa = phi i64 [ 0, %B0 ], [ %5, %middle.block ], [ %.166, %B34 ]
  store i64 %total.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.enumerate_list, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if, %entry.endif.endif.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.if ], [ null, %entry.endif.if ], [ %.457, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.21 = call i64 @PyList_Size(ptr %.20)
  %.27 = call ptr @numba_get_pyobject_private_data(ptr %.20)
  %.28.not = icmp eq ptr %.27, null
  br i1 %.28.not, label %entry.endif.endif.else, label %entry.endif.endif.endif.thread

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @NRT_incref(ptr nonnull %.27)
  %.5.i = getelementptr i8, ptr %.27, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  store i64 %.21, ptr %.6.i, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.57 = shl i64 %.21, 3
  %0 = add i64 %.21, -1152921504606846976
  %.58 = icmp ult i64 %0, -2305843009213693952
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.if, !prof !5

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.60, ptr nonnull @.dtor.list.int64)
  %.70 = icmp eq ptr %.69, null
  br i1 %.70, label %entry.endif.endif.endif.if, label %entry.endif.endif.else.endif.endif.if, !prof !5

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i4 = getelementptr i8, ptr %.69, i64 24
  %.6.i5 = load ptr, ptr %.5.i4, align 8
  %.82 = getelementptr inbounds nuw i8, ptr %.6.i5, i64 8
  store i64 %.21, ptr %.82, align 8
  %.6.i7 = load ptr, ptr %.5.i4, align 8
  store i64 0, ptr %.6.i7, align 8
  %.6.i9 = load ptr, ptr %.5.i4, align 8
  %.94 = getelementptr inbounds nuw i8, ptr %.6.i9, i64 16
  store i8 0, ptr %.94, align 1
  %.6.i11 = load ptr, ptr %.5.i4, align 8
  %.107 = getelementptr inbounds nuw i8, ptr %.6.i11, i64 24
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %.107, i8 0, i64 %.57, i1 false)
  %.6.i13 = load ptr, ptr %.5.i4, align 8
  store i64 %.21, ptr %.6.i13, align 8
  %.130 = icmp sgt i64 %.21, 0
  br i1 %.130, label %entry.endif.endif.else.endif.endif.if.if, label %entry.endif.endif.else.endif.endif.if.endif.if, !prof !6

entry.endif.endif.else.endif.endif.if.if:         ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call ptr @PyImport_ImportModule(ptr nonnull @.const.numba)
  %.133 = call ptr @PyObject_GetAttrString(ptr %.132, ptr nonnull @.const.typeof)
  call void @Py_DecRef(ptr %.132)
  %.135 = call ptr @PyList_GetItem(ptr %.20, i64 0)
  %.136 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.133, ptr %.135, ptr null)
  br label %for.body

entry.endif.endif.else.endif.endif.if.endif:      ; preds = %for.body.endif.endif.endif, %for.body, %for.body.endif.if
  call void @Py_DecRef(ptr %.136)
  call void @Py_DecRef(ptr %.133)
  %sunkaddr = getelementptr i8, ptr %.69, i64 24
  %.6.i15 = load ptr, ptr %sunkaddr, align 8
  %.207.c = getelementptr inbounds nuw i8, ptr %.6.i15, i64 16
  store i8 0, ptr %.207.c, align 1
  br label %entry.endif.endif.endif.if

for.body:                                         ; preds = %entry.endif.endif.else.endif.endif.if.if, %for.body.endif.endif.endif.endif
  %loop.index46 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.045 = phi i64 [ 0, %entry.endif.endif.else.endif.endif.if.if ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call ptr @PyList_GetItem(ptr %.20, i64 %loop.index46)
  %.141 = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %.133, ptr %.140, ptr null)
  %.142 = icmp eq ptr %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.if.endif, label %for.body.endif, !prof !5

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq ptr %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !6

for.body.endif.if:                                ; preds = %for.body.endif
  call void (ptr, ptr, ...) @PyErr_Format(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox heterogeneous list: %S != %S", ptr %.136, ptr nonnull %.141)
  call void @Py_DecRef(ptr nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.if.endif

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(ptr nonnull %.141)
  %.155 = call ptr @PyNumber_Long(ptr %.140)
  %.156.not = icmp eq ptr %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !5

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(ptr nonnull %.155)
  call void @Py_DecRef(ptr nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.045, %for.body.endif.endif ]
  %.163 = call ptr @PyErr_Occurred()
  %.164.not = icmp eq ptr %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if.endif, !prof !6

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %sunkaddr57 = getelementptr i8, ptr %.69, i64 24
  %.6.i17 = load ptr, ptr %sunkaddr57, align 8
  %.179 = getelementptr inbounds nuw i8, ptr %.6.i17, i64 24
  %1 = shl i64 %loop.index46, 3
  %scevgep56 = getelementptr i8, ptr %.179, i64 %1
  store i64 %.153.1, ptr %scevgep56, align 8
  %.6.i19 = load ptr, ptr %sunkaddr57, align 8
  %.186 = getelementptr inbounds nuw i8, ptr %.6.i19, i64 16
  store i8 1, ptr %.186, align 1
  %.189 = add nuw nsw i64 %loop.index46, 1
  %exitcond.not = icmp eq i64 %.21, %.189
  br i1 %exitcond.not, label %entry.endif.endif.else.endif.endif.if.endif.if.critedge, label %for.body

entry.endif.endif.else.endif.endif.if.endif.if.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(ptr %.136)
  call void @Py_DecRef(ptr %.133)
  br label %entry.endif.endif.else.endif.endif.if.endif.if

entry.endif.endif.else.endif.endif.if.endif.if:   ; preds = %entry.endif.endif.else.endif.endif.if.endif.if.critedge, %entry.endif.endif.else.endif.endif.if
  call void @numba_set_pyobject_private_data(ptr %.20, ptr nonnull %.69)
  %sunkaddr58 = getelementptr i8, ptr %.69, i64 24
  %.6.i21 = load ptr, ptr %sunkaddr58, align 8
  %.207 = getelementptr inbounds nuw i8, ptr %.6.i21, i64 16
  store i8 0, ptr %.207, align 1
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.else.endif.endif.if.endif, %entry.endif.endif.else, %entry.endif.endif.else.endif.if
  %.53.sroa.0.02536 = phi ptr [ null, %entry.endif.endif.else.endif.if ], [ null, %entry.endif.endif.else ], [ %.69, %entry.endif.endif.else.endif.endif.if.endif ]
  call void @NRT_decref(ptr %.53.sroa.0.02536)
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.else.endif.endif.if.endif.if, %entry.endif.endif.endif.thread
  %.25.sroa.0.017 = phi ptr [ %.27, %entry.endif.endif.endif.thread ], [ %.69, %entry.endif.endif.else.endif.endif.if.endif.if ]
  store i64 0, ptr %.331, align 8
  %.335 = call i32 @_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.331, ptr nonnull poison, ptr nonnull %.25.sroa.0.017, ptr poison) #5
  %.345 = load i64, ptr %.331, align 8
  %.5.i22 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i23 = load ptr, ptr %.5.i22, align 8
  %.357 = getelementptr inbounds nuw i8, ptr %.6.i23, i64 16
  %.358 = load i8, ptr %.357, align 1
  %.361 = icmp eq i8 %.358, 0
  br i1 %.361, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !7

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.371 = call i64 @PyList_Size(ptr %.20)
  %sunkaddr59 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i25 = load ptr, ptr %sunkaddr59, align 8
  %.377 = load i64, ptr %.6.i25, align 8
  %.378 = sub i64 %.377, %.371
  %.379 = icmp sgt i64 %.378, -1
  br i1 %.379, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38249 = icmp sgt i64 %.371, 0
  br i1 %.38249, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  br label %for.body.4

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_reset_pyobject_private_data(ptr %.20)
  call void @NRT_decref(ptr nonnull %.25.sroa.0.017)
  %.457 = call ptr @PyLong_FromLongLong(i64 %.345)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.420 = call i32 @PyList_SetSlice(ptr %.20, i64 %.377, i64 %.371, ptr null)
  %.42247 = icmp sgt i64 %.377, 0
  br i1 %.42247, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %sunkaddr60 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i27 = load ptr, ptr %sunkaddr60, align 8
  %.444 = getelementptr inbounds nuw i8, ptr %.6.i27, i64 16
  store i8 0, ptr %.444, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4, %for.cond.4.preheader
  %.40051.not = icmp eq i64 %.377, %.371
  br i1 %.40051.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5.preheader

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  %smax = call i64 @llvm.smax.i64(i64 %.378, i64 1)
  %2 = add i64 %.371, 3
  br label %for.body.5

for.body.4:                                       ; preds = %for.body.4.preheader, %for.body.4
  %loop.index.450 = phi i64 [ %.397, %for.body.4 ], [ 0, %for.body.4.preheader ]
  %sunkaddr61 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i29 = load ptr, ptr %sunkaddr61, align 8
  %.388 = getelementptr inbounds nuw i8, ptr %.6.i29, i64 24
  %3 = shl i64 %loop.index.450, 3
  %scevgep54 = getelementptr i8, ptr %.388, i64 %3
  %.390 = load i64, ptr %scevgep54, align 8
  %.393 = call ptr @PyLong_FromLongLong(i64 %.390)
  %.396 = call i32 @PyList_SetItem(ptr %.20, i64 %loop.index.450, ptr %.393)
  %.397 = add nuw nsw i64 %loop.index.450, 1
  %exitcond57.not = icmp eq i64 %.371, %.397
  br i1 %exitcond57.not, label %for.cond.5.preheader, label %for.body.4

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv52 = phi i64 [ %2, %for.body.5.preheader ], [ %lsr.iv.next53, %for.body.5 ]
  %lsr.iv = phi i64 [ %smax, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %sunkaddr62 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i31 = load ptr, ptr %sunkaddr62, align 8
  %4 = shl i64 %lsr.iv52, 3
  %scevgep = getelementptr i8, ptr %.6.i31, i64 %4
  %.409 = load i64, ptr %scevgep, align 8
  %.412 = call ptr @PyLong_FromLongLong(i64 %.409)
  %.415 = call i32 @PyList_Append(ptr %.20, ptr %.412)
  call void @Py_DecRef(ptr %.412)
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %lsr.iv.next53 = add i64 %lsr.iv52, 1
  %exitcond58.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond58.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.648 = phi i64 [ %.437, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %sunkaddr63 = getelementptr i8, ptr %.25.sroa.0.017, i64 24
  %.6.i33 = load ptr, ptr %sunkaddr63, align 8
  %.428 = getelementptr inbounds nuw i8, ptr %.6.i33, i64 24
  %5 = shl i64 %loop.index.648, 3
  %scevgep55 = getelementptr i8, ptr %.428, i64 %5
  %.430 = load i64, ptr %scevgep55, align 8
  %.433 = call ptr @PyLong_FromLongLong(i64 %.430)
  %.436 = call i32 @PyList_SetItem(ptr %.20, i64 %loop.index.648, ptr %.433)
  %.437 = add nuw nsw i64 %loop.index.648, 1
  %exitcond56.not = icmp eq i64 %.377, %.437
  br i1 %exitcond56.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i64 @PyList_Size(ptr) local_unnamed_addr

declare ptr @numba_get_pyobject_private_data(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare ptr @PyImport_ImportModule(ptr) local_unnamed_addr

declare ptr @PyObject_GetAttrString(ptr, ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyList_GetItem(ptr, i64) local_unnamed_addr

declare ptr @PyObject_CallFunctionObjArgs(ptr, ...) local_unnamed_addr

declare void @PyErr_Format(ptr, ptr, ...) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare void @numba_set_pyobject_private_data(ptr, ptr) local_unnamed_addr

declare void @numba_reset_pyobject_private_data(ptr) local_unnamed_addr

declare i32 @PyList_SetSlice(ptr, i64, i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(ptr, i64, ptr) local_unnamed_addr

declare i32 @PyList_Append(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define i64 @cfunc._ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ ptr, ptr } %.1) local_unnamed_addr #3 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %extracted.meminfo = extractvalue { ptr, ptr } %.1, 0
  %.7 = call i32 @_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(ptr nonnull %.3, ptr nonnull poison, ptr %extracted.meminfo, ptr poison) #5
  %.17 = load i64, ptr %.3, align 8
  ret i64 %.17
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #5 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !5

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !5

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #6

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noinline }
attributes #6 = { nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!numba_args_may_always_need_nrt = !{!0}

!0 = !{ptr @_ZN5cases9sequences14enumerate_listB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = distinct !{!1, !2, !3}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
!4 = distinct !{!4, !3, !2}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{!"branch_weights", i32 99, i32 1}
!7 = !{!"branch_weights", i32 2126008812, i32 21474836}
