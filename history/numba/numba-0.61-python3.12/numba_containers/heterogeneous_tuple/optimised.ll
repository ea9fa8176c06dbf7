; ModuleID = 'heterogeneous_tuple'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.heterogeneous_tuple = internal constant [20 x i8] c"heterogeneous_tuple\00"
@_ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd" = internal constant [128 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd\00"
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd({ double, i64 }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n, double %arg.x) local_unnamed_addr #0 {
common.ret:
  %.11 = sitofp i64 %arg.n to double
  %.12 = fmul double %.11, %arg.x
  %retptr.repack3 = bitcast { double, i64 }* %retptr to double*
  store double %.12, double* %retptr.repack3, align 8
  %retptr.repack1 = getelementptr inbounds { double, i64 }, { double, i64 }* %retptr, i64 0, i32 1
  store i64 5, i64* %retptr.repack1, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.heterogeneous_tuple, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.46 = alloca { double, i64 }, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.24 = call i8* @PyNumber_Long(i8* %.21)
  %.25.not = icmp eq i8* %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !1

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
  %.38 = call i8* @PyNumber_Float(i8* %.37)
  %.39 = call double @PyFloat_AsDouble(i8* %.38)
  call void @Py_DecRef(i8* %.38)
  %.41 = call i8* @PyErr_Occurred()
  %.42.not = icmp eq i8* %.41, null
  br i1 %.42.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %0 = bitcast { double, i64 }* %.46 to double*
  %1 = bitcast { double, i64 }* %.46 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %.50 = call i32 @_ZN5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd({ double, i64 }* nonnull %.46, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 %.22.0, double %.39) #3
  %.60.fca.0.load = load double, double* %0, align 8
  %2 = bitcast { double, i64 }* %.46 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %2, i64 8
  %3 = bitcast i8* %sunkaddr to i64*
  %.60.fca.1.load = load i64, i64* %3, align 8
  %.67 = call i8* @PyTuple_New(i64 2)
  %.69 = call i8* @PyFloat_FromDouble(double %.60.fca.0.load)
  %.70 = call i32 @PyTuple_SetItem(i8* %.67, i64 0, i8* %.69)
  %.74 = call i8* @PyLong_FromLongLong(i64 %.60.fca.1.load)
  %.77 = call i32 @PyTuple_SetItem(i8* %.67, i64 1, i8* %.74)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare i8* @PyTuple_New(i64) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i64, i8*) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define { double, i64 } @cfunc._ZN5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd(i64 %.1, double %.2) local_unnamed_addr #1 {
entry:
  %.4 = alloca { double, i64 }, align 8
  %.fca.0.gep1 = bitcast { double, i64 }* %.4 to double*
  %.fca.1.gep = getelementptr inbounds { double, i64 }, { double, i64 }* %.4, i64 0, i32 1
  %0 = bitcast { double, i64 }* %.4 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.8 = call i32 @_ZN5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd({ double, i64 }* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 %.1, double %.2) #3
  %.18.fca.0.load = load double, double* %.fca.0.gep1, align 8
  %inserted.f0 = insertvalue { double, i64 } undef, double %.18.fca.0.load, 0
  %.18.fca.1.load = load i64, i64* %.fca.1.gep, align 8
  %inserted.f1 = insertvalue { double, i64 } %inserted.f0, i64 %.18.fca.1.load, 1
  ret { double, i64 } %inserted.f1
}

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { argmemonly mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #2 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #3 = { noinline }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 99, i32 1}
