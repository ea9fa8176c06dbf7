; ModuleID = 'arithmetic_operators'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer division by zero',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.arithmetic_operators = internal constant [21 x i8] c"arithmetic_operators\00"
@_ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = internal constant [124 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx({ i64, i64, i64, double }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.a, i64 %arg.b) local_unnamed_addr #0 {
entry:
  %.8 = icmp eq i64 %arg.b, 0
  br i1 %.8, label %B0.if, label %B0.else, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %B0.endif.endif.endif ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.else:                                          ; preds = %entry
  %.23 = icmp ne i64 %arg.a, -9223372036854775808
  %.24 = icmp ne i64 %arg.b, -1
  %.26 = or i1 %.23, %.24
  br i1 %.26, label %B0.else.if, label %B0.endif.endif.endif, !prof !2

B0.else.if:                                       ; preds = %B0.else
  %0 = or i64 %arg.a, %arg.b
  %1 = and i64 %0, -4294967296
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %3, label %10

3:                                                ; preds = %B0.else.if
  %4 = trunc i64 %arg.b to i32
  %5 = trunc i64 %arg.a to i32
  %6 = udiv i32 %5, %4
  %7 = urem i32 %5, %4
  %8 = zext i32 %6 to i64
  %9 = zext i32 %7 to i64
  br label %13

10:                                               ; preds = %B0.else.if
  %11 = sdiv i64 %arg.a, %arg.b
  %12 = srem i64 %arg.a, %arg.b
  br label %13

13:                                               ; preds = %10, %3
  %14 = phi i64 [ %8, %3 ], [ %11, %10 ]
  %15 = phi i64 [ %9, %3 ], [ %12, %10 ]
  %.30 = xor i64 %15, %arg.b
  %.31 = icmp slt i64 %.30, 0
  %.32 = icmp ne i64 %15, 0
  %.33 = and i1 %.32, %.31
  %.38 = sext i1 %.33 to i64
  %spec.select = add i64 %14, %.38
  %.82 = select i1 %.33, i64 %arg.b, i64 0
  %spec.select10 = add i64 %.82, %15
  br label %B0.endif.endif.endif

B0.endif.endif.endif:                             ; preds = %13, %B0.else
  %.17.08 = phi i64 [ 0, %B0.else ], [ %spec.select, %13 ]
  %.62.0 = phi i64 [ 0, %B0.else ], [ %spec.select10, %13 ]
  %.94 = sitofp i64 %arg.b to double
  %.93 = sitofp i64 %arg.a to double
  %.92 = mul nsw i64 %arg.b, %arg.a
  %.102 = fdiv double %.93, %.94
  %retptr.repack12 = bitcast { i64, i64, i64, double }* %retptr to i64*
  store i64 %.17.08, i64* %retptr.repack12, align 8
  %retptr.repack1 = getelementptr inbounds { i64, i64, i64, double }, { i64, i64, i64, double }* %retptr, i64 0, i32 1
  store i64 %.62.0, i64* %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i64, i64, i64, double }, { i64, i64, i64, double }* %retptr, i64 0, i32 2
  store i64 %.92, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i64, i64, i64, double }, { i64, i64, i64, double }* %retptr, i64 0, i32 3
  store double %.102, double* %retptr.repack5, align 8
  br label %common.ret
}

define i8* @_ZN7cpython5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.const.arithmetic_operators, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca { i64, i64, i64, double }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.76, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([124 x i8], [124 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx", i64 0, i64 0))
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
  %0 = bitcast { i64, i64, i64, double }* %.53 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %0, i8 0, i64 32, i1 false)
  %.57 = call i32 @_ZN5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx({ i64, i64, i64, double }* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.22.0, i64 %.38.0) #2
  %.58 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.65 = icmp sgt i32 %.57, 0
  %.66 = select i1 %.65, { i8*, i32, i8*, i8*, i32 }* %.58, { i8*, i32, i8*, i8*, i32 }* undef
  switch i32 %.57, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %1 = icmp sgt i32 %.57, 0
  br i1 %1, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %2 = bitcast { i64, i64, i64, double }* %.53 to i64*
  %3 = bitcast { i64, i64, i64, double }* %.53 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %3, i64 24
  %4 = bitcast i8* %sunkaddr to double*
  %.67.fca.3.load = load double, double* %4, align 8
  %5 = bitcast { i64, i64, i64, double }* %.53 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %5, i64 16
  %6 = bitcast i8* %sunkaddr2 to i64*
  %.67.fca.2.load = load i64, i64* %6, align 8
  %7 = bitcast { i64, i64, i64, double }* %.53 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %7, i64 8
  %8 = bitcast i8* %sunkaddr3 to i64*
  %.67.fca.1.load = load i64, i64* %8, align 8
  %.67.fca.0.load = load i64, i64* %2, align 8
  %.76 = call i8* @PyTuple_New(i32 4)
  %.80 = call i8* @PyLong_FromLongLong(i64 %.67.fca.0.load)
  %.83 = call i32 @PyTuple_SetItem(i8* %.76, i32 0, i8* %.80)
  %.87 = call i8* @PyLong_FromLongLong(i64 %.67.fca.1.load)
  %.90 = call i32 @PyTuple_SetItem(i8* %.76, i32 1, i8* %.87)
  %.94 = call i8* @PyLong_FromLongLong(i64 %.67.fca.2.load)
  %.97 = call i32 @PyTuple_SetItem(i8* %.76, i32 2, i8* %.94)
  %.99 = call i8* @PyFloat_FromDouble(double %.67.fca.3.load)
  %.100 = call i32 @PyTuple_SetItem(i8* %.76, i32 3, i8* %.99)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.105 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.66, align 8
  %.106 = extractvalue { i8*, i32, i8*, i8*, i32 } %.105, 4
  %.107 = icmp sgt i32 %.106, 0
  %.110 = extractvalue { i8*, i32, i8*, i8*, i32 } %.105, 0
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.105, 1
  br i1 %.107, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.113 = sext i32 %.112 to i64
  %.114 = call i8* @PyBytes_FromStringAndSize(i8* %.110, i64 %.113)
  %.115 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.66, align 8
  %.116 = extractvalue { i8*, i32, i8*, i8*, i32 } %.115, 2
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.115, 3
  %.119 = bitcast i8* %.118 to i8* (i8*)*
  %.120 = call i8* %.119(i8* %.116)
  %.121 = icmp eq i8* %.120, null
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { i8*, i32, i8*, i8*, i32 } %.105, 2
  %.135 = call i8* @numba_unpickle(i8* %.110, i32 %.112, i8* %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi i8* [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq i8* %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.125 = call i8* @numba_runtime_build_excinfo_struct(i8* %.114, i8* nonnull %.120)
  %.126 = bitcast { i8*, i32, i8*, i8*, i32 }* %.66 to i8*
  call void @NRT_Free(i8* nonnull %.126)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.137)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyTuple_New(i32) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i32, i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define { i64, i64, i64, double } @cfunc._ZN5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca { i64, i64, i64, double }, align 8
  %.fca.0.gep1 = bitcast { i64, i64, i64, double }* %.4 to i64*
  %.fca.1.gep = getelementptr inbounds { i64, i64, i64, double }, { i64, i64, i64, double }* %.4, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i64, i64, i64, double }, { i64, i64, i64, double }* %.4, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i64, i64, i64, double }, { i64, i64, i64, double }* %.4, i64 0, i32 3
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i64, i64, i64, double }* %.4 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %0, i8 0, i64 32, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.8 = call i32 @_ZN5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx({ i64, i64, i64, double }* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1, i64 %.2) #2
  %.9 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.10.not = icmp eq i32 %.8, 0
  %.16 = icmp sgt i32 %.8, 0
  %.17 = select i1 %.16, { i8*, i32, i8*, i8*, i32 }* %.9, { i8*, i32, i8*, i8*, i32 }* undef
  %.18.fca.0.load = load i64, i64* %.fca.0.gep1, align 8
  %.18.fca.1.load = load i64, i64* %.fca.1.gep, align 8
  %.18.fca.2.load = load i64, i64* %.fca.2.gep, align 8
  %.18.fca.3.load = load double, double* %.fca.3.gep, align 8
  %inserted.f0 = insertvalue { i64, i64, i64, double } undef, i64 %.18.fca.0.load, 0
  %inserted.f1 = insertvalue { i64, i64, i64, double } %inserted.f0, i64 %.18.fca.1.load, 1
  %inserted.f2 = insertvalue { i64, i64, i64, double } %inserted.f1, i64 %.18.fca.2.load, 2
  %inserted.f3 = insertvalue { i64, i64, i64, double } %inserted.f2, double %.18.fca.3.load, 3
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.10.not, label %common.ret, label %entry.if, !prof !2

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.8, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %1, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi { i64, i64, i64, double } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.f3, %.27 ], [ %inserted.f3, %entry ]
  ret { i64, i64, i64, double } %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* nonnull %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.17 to i8*
  call void @NRT_Free(i8* nonnull %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.62)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
