; ModuleID = 'assert_in_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('every item must be even',), ('assert_in_loop', 'cases/statements.py', 152))
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.assert_in_loop = internal constant [15 x i8] c"assert_in_loop\00"
@_ZN08NumbaEnv5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [159 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readonly %arg.xs.0, i8* nocapture readnone %arg.xs.1) local_unnamed_addr #0 {
entry:
  %.5.i = getelementptr i8, i8* %arg.xs.0, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.5116 = bitcast { i64, i64, i8, i64 }* %.6.i5 to i64*
  %.52 = load i64, i64* %.5116, align 8
  %.5312 = icmp sgt i64 %.52, 0
  br i1 %.5312, label %B16.else.if.lr.ph, label %B60

B16.else.if.lr.ph:                                ; preds = %entry
  br label %B16.else.if

common.ret:                                       ; preds = %B60, %B34
  %common.ret.op = phi i32 [ 1, %B34 ], [ 0, %B60 ]
  ret i32 %common.ret.op

B34:                                              ; preds = %B16.else.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B48:                                              ; preds = %B16.else.if
  %.66 = add nuw nsw i64 %.17.013, 1
  %.155 = add nsw i64 %.63, %total.2.014
  %exitcond.not = icmp eq i64 %.52, %.66
  br i1 %exitcond.not, label %B60, label %B16.else.if

B60:                                              ; preds = %B48, %entry
  %total.2.0.lcssa = phi i64 [ 0, %entry ], [ %.155, %B48 ]
  store i64 %total.2.0.lcssa, i64* %retptr, align 8
  br label %common.ret

B16.else.if:                                      ; preds = %B16.else.if.lr.ph, %B48
  %total.2.014 = phi i64 [ 0, %B16.else.if.lr.ph ], [ %.155, %B48 ]
  %.17.013 = phi i64 [ 0, %B16.else.if.lr.ph ], [ %.66, %B48 ]
  %sunkaddr = mul i64 %.17.013, 8
  %1 = bitcast { i64, i64, i8, i64 }* %.6.i5 to i8*
  %sunkaddr17 = getelementptr i8, i8* %1, i64 %sunkaddr
  %sunkaddr18 = getelementptr i8, i8* %sunkaddr17, i64 24
  %2 = bitcast i8* %sunkaddr18 to i64*
  %.63 = load i64, i64* %2, align 8
  %3 = and i64 %.63, 1
  %.139 = icmp eq i64 %3, 0
  br i1 %.139, label %B48, label %B34
}

define i8* @_ZN7cpython5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.assert_in_loop, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca i64, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.457, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([159 x i8], [159 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e", i64 0, i64 0))
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
  %.43110 = bitcast { i64, i64, i8, i64 }* %.6.i62 to i64*
  store i64 %.21, i64* %.43110, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.56 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.21, i64 8)
  %.57 = extractvalue { i64, i1 } %.56, 0
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.58 = extractvalue { i64, i1 } %.56, 1
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.if, !prof !2

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.else.endif.if, %entry.endif.endif.else, %entry.endif.endif.else.endif.endif.endif.thread77.critedge
  %.53.sroa.0.07076 = phi i8* [ %.69, %entry.endif.endif.else.endif.endif.endif.thread77.critedge ], [ null, %entry.endif.endif.else ], [ null, %entry.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.53.sroa.0.07076)
  br label %common.ret

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.60, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.70 = icmp eq i8* %.69, null
  br i1 %.70, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if, !prof !2

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i1 = getelementptr i8, i8* %.69, i64 24
  %1 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i257 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.82 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257, i64 0, i32 1
  store i64 %.21, i64* %.82, align 8
  %.6.i1258 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.88111 = bitcast { i64, i64, i8, i64 }* %.6.i1258 to i64*
  store i64 0, i64* %.88111, align 8
  %.6.i1859 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.94 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1859, i64 0, i32 2
  store i8 0, i8* %.94, align 1
  %.6.i3460 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.107 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3460, i64 0, i32 3
  %.114.idx = shl nsw i64 %.21, 3
  %.118 = bitcast i64* %.107 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.118, i8 0, i64 %.114.idx, i1 false)
  %.6.i3053 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.128112 = bitcast { i64, i64, i8, i64 }* %.6.i3053 to i64*
  store i64 %.21, i64* %.128112, align 8
  %.130 = icmp sgt i64 %.21, 0
  br i1 %.130, label %for.body.lr.ph, label %entry.endif.endif.else.endif.endif.endif, !prof !3

entry.endif.endif.else.endif.endif.endif:         ; preds = %entry.endif.endif.else.endif.endif.if.endif, %entry.endif.endif.else.endif.endif.if
  %2 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @numba_set_pyobject_private_data(i8* %.20, i8* nonnull %.69)
  %sunkaddr = getelementptr i8, i8* %.69, i64 24
  %3 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i2254 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.207 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2254, i64 0, i32 2
  store i8 0, i8* %.207, align 1
  br label %entry.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call i8* @PyImport_ImportModule(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.133 = call i8* @PyObject_GetAttrString(i8* %.132, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.132)
  %.135 = call i8* @PyList_GetItem(i8* %.20, i64 0)
  %.136 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.135, i8* null)
  br label %for.body

entry.endif.endif.else.endif.endif.if.endif:      ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  br label %entry.endif.endif.else.endif.endif.endif

entry.endif.endif.else.endif.endif.endif.thread77.critedge: ; preds = %for.body.endif.endif.endif, %for.body, %for.body.endif.if
  %4 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  %.6.i225479 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.20780 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i225479, i64 0, i32 2
  store i8 0, i8* %.20780, align 1
  br label %entry.endif.endif.endif

for.body:                                         ; preds = %for.body.lr.ph, %for.body.endif.endif.endif.endif
  %loop.index46 = phi i64 [ 0, %for.body.lr.ph ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.045 = phi i64 [ 0, %for.body.lr.ph ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call i8* @PyList_GetItem(i8* %.20, i64 %loop.index46)
  %.141 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.140, i8* null)
  %.142 = icmp eq i8* %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.endif.thread77.critedge, label %for.body.endif, !prof !2

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq i8* %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !3

for.body.endif.if:                                ; preds = %for.body.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.136, i8* nonnull %.141)
  call void @Py_DecRef(i8* nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.endif.thread77.critedge

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(i8* nonnull %.136)
  %.155 = call i8* @PyNumber_Long(i8* %.140)
  %.156.not = icmp eq i8* %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !2

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(i8* nonnull %.155)
  call void @Py_DecRef(i8* nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.045, %for.body.endif.endif ]
  %.163 = call i8* @PyErr_Occurred()
  %.164.not = icmp eq i8* %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.endif.thread77.critedge, !prof !3

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %5 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i2655 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %scevgep108 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2655, i64 0, i32 3
  %scevgep109 = getelementptr i64, i64* %scevgep108, i64 %loop.index46
  store i64 %.153.1, i64* %scevgep109, align 8
  %.6.i2456 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.186 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2456, i64 0, i32 2
  store i8 1, i8* %.186, align 1
  %.189 = add nuw nsw i64 %loop.index46, 1
  %exitcond90.not = icmp eq i64 %.21, %.189
  br i1 %exitcond90.not, label %entry.endif.endif.else.endif.endif.if.endif, label %for.body, !prof !4

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.if, %entry.endif.endif.else.endif.endif.endif
  %.pre-phi = phi { i64, i64, i8, i64 }** [ %0, %entry.endif.endif.if ], [ %2, %entry.endif.endif.else.endif.endif.endif ]
  %.25.sroa.0.0.ph = phi i8* [ %.27, %entry.endif.endif.if ], [ %.69, %entry.endif.endif.else.endif.endif.endif ]
  store i64 0, i64* %.331, align 8
  %.335 = call i32 @_ZN5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.331, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* nonnull %.25.sroa.0.0.ph, i8* poison) #4
  %.336 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.343 = icmp sgt i32 %.335, 0
  %.344 = select i1 %.343, { i8*, i32, i8*, i8*, i32 }* %.336, { i8*, i32, i8*, i8*, i32 }* undef
  %.345 = load i64, i64* %.331, align 8
  %sunkaddr113 = getelementptr i8, i8* %.25.sroa.0.0.ph, i64 24
  %6 = bitcast i8* %sunkaddr113 to { i64, i64, i8, i64 }**
  %.6.i1647 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.357 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1647, i64 0, i32 2
  %.358 = load i8, i8* %.357, align 1
  %.361 = icmp eq i8 %.358, 0
  br i1 %.361, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.371 = call i64 @PyList_Size(i8* %.20)
  %.6.i1448 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.376114 = bitcast { i64, i64, i8, i64 }* %.6.i1448 to i64*
  %.377 = load i64, i64* %.376114, align 8
  %.378 = sub i64 %.377, %.371
  %.379 = icmp sgt i64 %.378, -1
  br i1 %.379, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38240 = icmp sgt i64 %.371, 0
  br i1 %.38240, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  br label %for.body.4

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif
  call void @numba_reset_pyobject_private_data(i8* %.20)
  call void @NRT_decref(i8* nonnull %.25.sroa.0.0.ph)
  switch i32 %.335, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

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

for.cond.5.preheader:                             ; preds = %for.body.4, %for.cond.4.preheader
  %.40038 = icmp sgt i64 %.378, 0
  br i1 %.40038, label %for.body.5.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  br label %for.body.5

for.body.4:                                       ; preds = %for.body.4.preheader, %for.body.4
  %loop.index.441 = phi i64 [ %.397, %for.body.4 ], [ 0, %for.body.4.preheader ]
  %.6.i852 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep104 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i852, i64 0, i32 3
  %scevgep105 = getelementptr i64, i64* %scevgep104, i64 %loop.index.441
  %.390 = load i64, i64* %scevgep105, align 8
  %.393 = call i8* @PyLong_FromLongLong(i64 %.390)
  %.396 = call i32 @PyList_SetItem(i8* %.20, i64 %loop.index.441, i8* %.393)
  %.397 = add nuw nsw i64 %loop.index.441, 1
  %exitcond88.not = icmp eq i64 %.371, %.397
  br i1 %exitcond88.not, label %for.cond.5.preheader, label %for.body.4

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv = phi i64 [ %.371, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %.6.i651 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i651, i64 0, i32 3
  %scevgep103 = getelementptr i64, i64* %scevgep, i64 %lsr.iv
  %.409 = load i64, i64* %scevgep103, align 8
  %.412 = call i8* @PyLong_FromLongLong(i64 %.409)
  %.415 = call i32 @PyList_Append(i8* %.20, i8* %.412)
  call void @Py_DecRef(i8* %.412)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.377, %lsr.iv.next
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.643 = phi i64 [ %.437, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %.6.i450 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep106 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450, i64 0, i32 3
  %scevgep107 = getelementptr i64, i64* %scevgep106, i64 %loop.index.643
  %.430 = load i64, i64* %scevgep107, align 8
  %.433 = call i8* @PyLong_FromLongLong(i64 %.430)
  %.436 = call i32 @PyList_SetItem(i8* %.20, i64 %loop.index.643, i8* %.433)
  %.437 = add nuw nsw i64 %loop.index.643, 1
  %exitcond89.not = icmp eq i64 %.377, %.437
  br i1 %exitcond89.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %7 = icmp sgt i32 %.335, 0
  br i1 %7, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.457 = call i8* @PyLong_FromLongLong(i64 %.345)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.464 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.465 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 4
  %.466 = icmp sgt i32 %.465, 0
  %.469 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 0
  %.471 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 1
  br i1 %.466, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.472 = sext i32 %.471 to i64
  %.473 = call i8* @PyBytes_FromStringAndSize(i8* %.469, i64 %.472)
  %.474 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.475 = extractvalue { i8*, i32, i8*, i8*, i32 } %.474, 2
  %.477 = extractvalue { i8*, i32, i8*, i8*, i32 } %.474, 3
  %.478 = bitcast i8* %.477 to i8* (i8*)*
  %.479 = call i8* %.478(i8* %.475)
  %.480 = icmp eq i8* %.479, null
  br i1 %.480, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !2

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.493 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 2
  %.494 = call i8* @numba_unpickle(i8* %.469, i32 %.471, i8* %.493)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.496 = phi i8* [ %.484, %entry.endif.endif.endif.e...endif ], [ %.494, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.497.not = icmp eq i8* %.496, null
  br i1 %.497.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !2

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.484 = call i8* @numba_runtime_build_excinfo_struct(i8* %.473, i8* nonnull %.479)
  %.485 = bitcast { i8*, i32, i8*, i8*, i32 }* %.344 to i8*
  call void @NRT_Free(i8* nonnull %.485)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.496)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i64 @PyList_Size(i8*) local_unnamed_addr

declare i8* @numba_get_pyobject_private_data(i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i8* @PyImport_ImportModule(i8*) local_unnamed_addr

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

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define i64 @cfunc._ZN5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8* } %.1, 0
  %.7 = call i32 @_ZN5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison) #4
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.9.not = icmp eq i32 %.7, 0
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17 = load i64, i64* %.3, align 8
  %.19 = alloca i32, align 4
  store i32 0, i32* %.19, align 4
  br i1 %.9.not, label %common.ret, label %entry.if, !prof !3

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.19)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.22, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.17, %.22 ], [ %.17, %entry ]
  ret i64 %common.ret.op

.22:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.70 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.70)
  call void @Py_DecRef(i8* %.70)
  call void @numba_gil_release(i32* nonnull %.19)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.25 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.26 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 4
  %.27 = icmp sgt i32 %.26, 0
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 1
  br i1 %.27, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.7, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.22
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.33 = sext i32 %.32 to i64
  %.34 = call i8* @PyBytes_FromStringAndSize(i8* %.30, i64 %.33)
  %.35 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 2
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 3
  %.39 = bitcast i8* %.38 to i8* (i8*)*
  %.40 = call i8* %.39(i8* %.36)
  %.41 = icmp eq i8* %.40, null
  br i1 %.41, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !2

entry.if.if.else:                                 ; preds = %entry.if.if
  %.54 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 2
  %.55 = call i8* @numba_unpickle(i8* %.30, i32 %.32, i8* %.54)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.57 = phi i8* [ %.45, %entry.if.if.if.endif ], [ %.55, %entry.if.if.else ]
  %.58.not = icmp eq i8* %.57, null
  br i1 %.58.not, label %.22, label %entry.if.if.endif.if, !prof !2

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.45 = call i8* @numba_runtime_build_excinfo_struct(i8* %.34, i8* nonnull %.40)
  %.46 = bitcast { i8*, i32, i8*, i8*, i32 }* %.16 to i8*
  call void @NRT_Free(i8* nonnull %.46)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.57)
  br label %.22

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.22

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.22
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !2

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !2

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !2

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { noinline }

!numba_args_may_always_need_nrt = !{!0}

!0 = !{i32 (i64*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*)* @_ZN5cases10statements14assert_in_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
!4 = !{!"branch_weights", i32 21474836, i32 2126008812}
