; ModuleID = 'returns_constant_tuple'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.returns_constant_tuple = internal constant [23 x i8] c"returns_constant_tuple\00"
@_ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [129 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i64, double }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
entry:
  %retptr.repack2 = bitcast { i64, double }* %retptr to i64*
  store i64 7, i64* %retptr.repack2, align 8
  %retptr.repack1 = getelementptr inbounds { i64, double }, { i64, double }* %retptr, i64 0, i32 1
  store double 7.500000e-01, double* %retptr.repack1, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.const.returns_constant_tuple, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i64, double }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([129 x i8], [129 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = bitcast { i64, double }* %.36 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.40 = call i32 @_ZN5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i64, double }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 poison) #3
  %1 = bitcast { i64, double }* %.36 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 8
  %2 = bitcast i8* %sunkaddr to double*
  %.50.fca.1.load = load double, double* %2, align 8
  %.57 = call i8* @PyTuple_New(i64 2)
  %.61 = call i8* @PyLong_FromLongLong(i64 7)
  %.64 = call i32 @PyTuple_SetItem(i8* %.57, i64 0, i8* %.61)
  %.66 = call i8* @PyFloat_FromDouble(double %.50.fca.1.load)
  %.67 = call i32 @PyTuple_SetItem(i8* %.57, i64 1, i8* %.66)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyTuple_New(i64) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i64, i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define { i64, double } @cfunc._ZN5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca { i64, double }, align 8
  %.fca.0.gep1 = bitcast { i64, double }* %.3 to i64*
  %.fca.1.gep = getelementptr inbounds { i64, double }, { i64, double }* %.3, i64 0, i32 1
  %0 = bitcast { i64, double }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.7 = call i32 @_ZN5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i64, double }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i64 poison) #3
  %.17.fca.0.load = load i64, i64* %.fca.0.gep1, align 8
  %inserted.f0 = insertvalue { i64, double } undef, i64 %.17.fca.0.load, 0
  %.17.fca.1.load = load double, double* %.fca.1.gep, align 8
  %inserted.f1 = insertvalue { i64, double } %inserted.f0, double %.17.fca.1.load, 1
  ret { i64, double } %inserted.f1
}

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { argmemonly mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #2 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #3 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
