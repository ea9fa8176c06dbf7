; ModuleID = 'bool_or_and_not'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.bool_or_and_not = internal constant [16 x i8] c"bool_or_and_not\00"
@_ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb" = internal constant [119 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb(ptr noalias writeonly captures(none) initializes((0, 1)) %retptr, ptr noalias readnone captures(none) %excinfo, i8 %arg.a, i8 %arg.b) local_unnamed_addr #0 {
entry:
  %.8 = icmp eq i8 %arg.a, 0
  %.17 = icmp eq i8 %arg.b, 0
  %"$phiv.1" = xor i1 %.8, %.17
  %"$phi.12" = zext i1 %"$phiv.1" to i8
  store i8 %"$phi.12", ptr %retptr, align 1
  ret i32 0
}

define ptr @_ZN7cpython5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.bool_or_and_not, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.37 = alloca i8, align 1
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif ], [ %.68, %entry.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load ptr, ptr %.5, align 8
  %.22 = call i32 @PyObject_IsTrue(ptr %.21)
  %.24 = call ptr @PyErr_Occurred()
  %.25.not = icmp eq ptr %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.29 = load ptr, ptr %.6, align 8
  %.30 = call i32 @PyObject_IsTrue(ptr %.29)
  %.32 = call ptr @PyErr_Occurred()
  %.33.not = icmp eq ptr %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = icmp ne i32 %.22, 0
  %.31 = icmp ne i32 %.30, 0
  %.41 = zext i1 %0 to i8
  %.42 = zext i1 %.31 to i8
  %.43 = call i32 @_ZN5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb(ptr nonnull %.37, ptr nonnull poison, i8 %.41, i8 %.42) #2
  %.53 = load i8, ptr %.37, align 1
  %.56 = icmp ne i8 %.53, 0
  %.67 = zext i1 %.56 to i64
  %.68 = call ptr @PyBool_FromLong(i64 %.67)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @PyObject_IsTrue(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyBool_FromLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define i1 @cfunc._ZN5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb(i1 %.1, i1 %.2) local_unnamed_addr #1 {
entry:
  %.4 = alloca i8, align 1
  %.8 = zext i1 %.1 to i8
  %.9 = zext i1 %.2 to i8
  %.10 = call i32 @_ZN5cases11expressions15bool_or_and_notB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEbb(ptr nonnull %.4, ptr nonnull poison, i8 %.8, i8 %.9) #2
  %.20 = load i8, ptr %.4, align 1
  %.23 = icmp ne i8 %.20, 0
  ret i1 %.23
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
