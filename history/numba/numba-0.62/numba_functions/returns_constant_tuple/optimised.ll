; ModuleID = 'returns_constant_tuple'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.returns_constant_tuple = internal constant [23 x i8] c"returns_constant_tuple\00"
@_ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [129 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias nocapture writeonly initializes((0, 16)) %retptr, ptr noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0:
  store i64 7, ptr %retptr, align 8
  %retptr.repack1 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store double 7.500000e-01, ptr %retptr.repack1, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.returns_constant_tuple, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i64, double }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.40 = call i32 @_ZN5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull poison, i64 poison) #2
  %sunkaddr = getelementptr inbounds i8, ptr %.36, i64 8
  %.50.fca.1.load = load double, ptr %sunkaddr, align 8
  %.57 = call ptr @PyTuple_New(i64 2)
  %.61 = call ptr @PyLong_FromLongLong(i64 7)
  %.64 = call i32 @PyTuple_SetItem(ptr %.57, i64 0, ptr %.61)
  %.66 = call ptr @PyFloat_FromDouble(double %.50.fca.1.load)
  %.67 = call i32 @PyTuple_SetItem(ptr %.57, i64 1, ptr %.66)
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

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define { i64, double } @cfunc._ZN5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca { i64, double }, align 8
  %.7 = call i32 @_ZN5cases15numba_functions22returns_constant_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull poison, i64 poison) #2
  %.17.fca.0.load = load i64, ptr %.3, align 8
  %inserted.f0 = insertvalue { i64, double } undef, i64 %.17.fca.0.load, 0
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %.17.fca.1.load = load double, ptr %.fca.1.gep, align 8
  %inserted.f1 = insertvalue { i64, double } %inserted.f0, double %.17.fca.1.load, 1
  ret { i64, double } %inserted.f1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
