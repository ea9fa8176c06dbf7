; ModuleID = 'equality_and_inequality'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.equality_and_inequality = internal constant [24 x i8] c"equality_and_inequality\00"
@_ZN08NumbaEnv5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx" = internal constant [128 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx(ptr noalias nocapture writeonly initializes((0, 1)) %retptr, ptr noalias nocapture readnone %excinfo, i64 %arg.a, i64 %arg.b, i64 %arg.c) local_unnamed_addr #0 {
B0:
  %.12 = icmp eq i64 %arg.a, %arg.b
  %.19 = icmp ne i64 %arg.b, %arg.c
  %spec.select = select i1 %.12, i1 %.19, i1 false
  %.34 = zext i1 %spec.select to i8
  store i8 %.34, ptr %retptr, align 1
  ret i32 0
}

define ptr @_ZN7cpython5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = alloca ptr, align 8
  %.8 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.equality_and_inequality, i64 3, i64 3, ptr nonnull %.5, ptr nonnull %.6, ptr nonnull %.7)
  %.9 = icmp eq i32 %.8, 0
  %.70 = alloca i8, align 1
  store i8 0, ptr %.70, align 1
  br i1 %.9, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.99, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.13 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx, align 8
  %.18 = icmp eq ptr %.13, null
  br i1 %.18, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.22 = load ptr, ptr %.5, align 8
  %.25 = call ptr @PyNumber_Long(ptr %.22)
  %.26.not = icmp eq ptr %.25, null
  br i1 %.26.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.28 = call i64 @PyLong_AsLongLong(ptr nonnull %.25)
  call void @Py_DecRef(ptr nonnull %.25)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.23.0 = phi i64 [ %.28, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.33 = call ptr @PyErr_Occurred()
  %.34.not = icmp eq ptr %.33, null
  br i1 %.34.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.38 = load ptr, ptr %.6, align 8
  %.41 = call ptr @PyNumber_Long(ptr %.38)
  %.42.not = icmp eq ptr %.41, null
  br i1 %.42.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.44 = call i64 @PyLong_AsLongLong(ptr nonnull %.41)
  call void @Py_DecRef(ptr nonnull %.41)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.39.0 = phi i64 [ %.44, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.49 = call ptr @PyErr_Occurred()
  %.50.not = icmp eq ptr %.49, null
  br i1 %.50.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %.54 = load ptr, ptr %.7, align 8
  %.57 = call ptr @PyNumber_Long(ptr %.54)
  %.58.not = icmp eq ptr %.57, null
  br i1 %.58.not, label %entry.endif.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.60 = call i64 @PyLong_AsLongLong(ptr nonnull %.57)
  call void @Py_DecRef(ptr nonnull %.57)
  br label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif
  %.55.0 = phi i64 [ %.60, %entry.endif.endif.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif.endif.endif ]
  %.65 = call ptr @PyErr_Occurred()
  %.66.not = icmp eq ptr %.65, null
  br i1 %.66.not, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  %.74 = call i32 @_ZN5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx(ptr nonnull %.70, ptr nonnull poison, i64 %.23.0, i64 %.39.0, i64 %.55.0) #2
  %.84 = load i8, ptr %.70, align 1
  %.87 = icmp ne i8 %.84, 0
  %.98 = zext i1 %.87 to i64
  %.99 = call ptr @PyBool_FromLong(i64 %.98)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyBool_FromLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define i1 @cfunc._ZN5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx(i64 %.1, i64 %.2, i64 %.3) local_unnamed_addr #1 {
entry:
  %.5 = alloca i8, align 1
  %.9 = call i32 @_ZN5cases11expressions23equality_and_inequalityB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExxx(ptr nonnull %.5, ptr nonnull poison, i64 %.1, i64 %.2, i64 %.3) #2
  %.19 = load i8, ptr %.5, align 1
  %.22 = icmp ne i8 %.19, 0
  ret i1 %.22
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
