; ModuleID = 'heterogeneous_tuple'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.heterogeneous_tuple = internal constant [20 x i8] c"heterogeneous_tuple\00"
@_ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd" = internal constant [128 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global ptr null

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef range(i32 -1, -2) i32 @_ZN5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd(ptr noalias writeonly captures(none) initializes((0, 16)) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.n, double %arg.x) local_unnamed_addr #0 {
common.ret:
  %.11 = sitofp i64 %arg.n to double
  %.12 = fmul double %arg.x, %.11
  store double %.12, ptr %retptr, align 8
  %retptr.repack12 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 5, ptr %retptr.repack12, align 8
  ret i32 0
}

define ptr @_ZN7cpython5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.heterogeneous_tuple, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.46 = alloca { double, i64 }, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if ], [ %.67, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load ptr, ptr %.5, align 8
  %.24 = call ptr @PyNumber_Long(ptr %.21)
  %.25.not = icmp eq ptr %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.27 = call i64 @PyLong_AsLongLong(ptr nonnull %.24)
  call void @Py_DecRef(ptr nonnull %.24)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.22.0 = phi i64 [ %.27, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.32 = call ptr @PyErr_Occurred()
  %.33.not = icmp eq ptr %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.37 = load ptr, ptr %.6, align 8
  %.38 = call ptr @PyNumber_Float(ptr %.37)
  %.39 = call double @PyFloat_AsDouble(ptr %.38)
  call void @Py_DecRef(ptr %.38)
  %.41 = call ptr @PyErr_Occurred()
  %.42.not = icmp eq ptr %.41, null
  br i1 %.42.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.50 = call i32 @_ZN5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd(ptr nonnull %.46, ptr nonnull poison, i64 %.22.0, double %.39) #1
  %cond = icmp eq i32 %.50, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %.58 = icmp sgt i32 %.50, 0
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %sunkaddr = getelementptr inbounds i8, ptr %.46, i64 8
  %.60.fca.1.load = load i64, ptr %sunkaddr, align 8
  %.60.fca.0.load = load double, ptr %.46, align 8
  %.67 = call ptr @PyTuple_New(i64 2)
  %.69 = call ptr @PyFloat_FromDouble(double %.60.fca.0.load)
  %.70 = call i32 @PyTuple_SetItem(ptr %.67, i64 0, ptr %.69)
  %.74 = call ptr @PyLong_FromLongLong(i64 %.60.fca.1.load)
  %.77 = call i32 @PyTuple_SetItem(ptr %.67, i64 1, ptr %.74)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  unreachable

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  switch i32 %.50, label %entry.endif.endif.endif.e...endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare ptr @PyTuple_New(i64) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare i32 @PyTuple_SetItem(ptr, i64, ptr) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define { double, i64 } @cfunc._ZN5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd(i64 %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca { double, i64 }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.4, i64 8
  %.8 = call i32 @_ZN5cases16numba_containers19heterogeneous_tupleB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExd(ptr nonnull %.4, ptr nonnull poison, i64 %.1, double %.2) #1
  %.18.fca.0.load = load double, ptr %.4, align 8
  %.18.fca.1.load = load i64, ptr %.fca.1.gep, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.8, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !2

entry.if:                                         ; preds = %entry
  %.16 = icmp sgt i32 %.8, 0
  call void @numba_gil_ensure(ptr nonnull %.22)
  br i1 %.16, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.25
  %inserted.f0 = insertvalue { double, i64 } undef, double %.18.fca.0.load, 0
  %inserted.f1 = insertvalue { double, i64 } %inserted.f0, i64 %.18.fca.1.load, 1
  ret { double, i64 } %inserted.f1

.25:                                              ; preds = %entry.if.endif, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.73 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.73)
  call void @Py_DecRef(ptr %.73)
  call void @numba_gil_release(ptr nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  unreachable

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.8, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.25
  ]

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.25
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!"branch_weights", i32 49, i32 1}
