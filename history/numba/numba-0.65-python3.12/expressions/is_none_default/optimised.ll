; ModuleID = 'is_none_default'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.is_none_default = internal constant [16 x i8] c"is_none_default\00"
@_ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx" = internal constant [119 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx(ptr noalias nocapture writeonly initializes((0, 8)) %retptr, ptr noalias nocapture readnone %excinfo, ptr nocapture readnone %arg.limit, i64 %arg.n) local_unnamed_addr #0 {
B14:
  %.19 = tail call i64 @llvm.smin.i64(i64 %arg.n, i64 10)
  store i64 %.19, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

define ptr @_ZN7cpython5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.is_none_default, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.41 = alloca i64, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.62, %entry.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx")
  br label %common.ret

entry.endif.endif.endif:                          ; preds = %entry.endif
  %.25 = load ptr, ptr %.6, align 8
  %.28 = call ptr @PyNumber_Long(ptr %.25)
  %.29.not = icmp eq ptr %.28, null
  br i1 %.29.not, label %entry.endif.endif.endif.endif, label %entry.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  %.31 = call i64 @PyLong_AsLongLong(ptr nonnull %.28)
  call void @Py_DecRef(ptr nonnull %.28)
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif.if, %entry.endif.endif.endif
  %.26.0 = phi i64 [ %.31, %entry.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif ]
  %.36 = call ptr @PyErr_Occurred()
  %.37.not = icmp eq ptr %.36, null
  br i1 %.37.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.45 = call i32 @_ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx(ptr nonnull %.41, ptr nonnull poison, ptr poison, i64 %.26.0) #2
  %.55 = load i64, ptr %.41, align 8
  %.62 = call ptr @PyLong_FromLongLong(i64 %.55)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define i64 @cfunc._ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx(ptr nocapture readnone %.1, i64 %.2) local_unnamed_addr #0 {
entry:
  %.4 = alloca i64, align 8
  %.8 = call i32 @_ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEvx(ptr nonnull %.4, ptr nonnull poison, ptr poison, i64 %.2) #2
  %.18 = load i64, ptr %.4, align 8
  ret i64 %.18
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
