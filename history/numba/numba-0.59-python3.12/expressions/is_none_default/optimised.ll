; ModuleID = 'is_none_default'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.is_none_default = internal constant [16 x i8] c"is_none_default\00"
@_ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx" = internal constant [119 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.limit, i64 %arg.n) local_unnamed_addr #0 {
entry:
  %0 = icmp slt i64 %arg.n, 10
  %.19 = select i1 %0, i64 %arg.n, i64 10
  store i64 %.19, i64* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.is_none_default, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.41 = alloca i64, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.62, %entry.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([119 x i8], [119 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.25 = load i8*, i8** %.6, align 8
  %.28 = call i8* @PyNumber_Long(i8* %.25)
  %.29.not = icmp eq i8* %.28, null
  br i1 %.29.not, label %entry.endif.endif.endif.endif, label %entry.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif
  %.31 = call i64 @PyLong_AsLongLong(i8* nonnull %.28)
  call void @Py_DecRef(i8* nonnull %.28)
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif.if, %entry.endif.endif
  %.26.0 = phi i64 [ %.31, %entry.endif.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.36 = call i8* @PyErr_Occurred()
  %.37.not = icmp eq i8* %.36, null
  br i1 %.37.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store i64 0, i64* %.41, align 8
  %.45 = call i32 @_ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx(i64* nonnull %.41, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i64 %.26.0) #1
  %.55 = load i64, i64* %.41, align 8
  %.62 = call i8* @PyLong_FromLongLong(i64 %.55)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i64 @cfunc._ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx(i8* nocapture readnone %.1, i64 %.2) local_unnamed_addr #0 {
entry:
  %.4 = alloca i64, align 8
  store i64 0, i64* %.4, align 8
  %.8 = call i32 @_ZN5cases11expressions15is_none_defaultB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEvx(i64* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i64 %.2) #1
  %.18 = load i64, i64* %.4, align 8
  ret i64 %.18
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
