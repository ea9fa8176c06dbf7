; ModuleID = 'and_or_in_if'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.and_or_in_if = internal constant [13 x i8] c"and_or_in_if\00"
@_ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx" = internal constant [110 x i8] c"missing Environment: _ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8 %arg.a, i8 %arg.b, i64 %arg.n) local_unnamed_addr #0 {
entry:
  %.9 = icmp ne i8 %arg.a, 0
  %.18 = icmp eq i8 %arg.b, 0
  %brmerge = select i1 %.9, i1 %.18, i1 false
  %.37 = icmp sgt i64 %arg.n, 10
  %or.cond = select i1 %brmerge, i1 true, i1 %.37
  %storemerge = zext i1 %or.cond to i64
  store i64 %storemerge, i64* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = alloca i8*, align 8
  %.8 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.and_or_in_if, i64 0, i64 0), i64 3, i64 3, i8** nonnull %.5, i8** nonnull %.6, i8** nonnull %.7)
  %.9 = icmp eq i32 %.8, 0
  %.54 = alloca i64, align 8
  br i1 %.9, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.13 = load i8*, i8** @_ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx, align 8
  %.18 = icmp eq i8* %.13, null
  br i1 %.18, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([110 x i8], [110 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.22 = load i8*, i8** %.5, align 8
  %.23 = call i32 @PyObject_IsTrue(i8* %.22)
  %.25 = call i8* @PyErr_Occurred()
  %.26.not = icmp eq i8* %.25, null
  br i1 %.26.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.30 = load i8*, i8** %.6, align 8
  %.31 = call i32 @PyObject_IsTrue(i8* %.30)
  %.33 = call i8* @PyErr_Occurred()
  %.34.not = icmp eq i8* %.33, null
  br i1 %.34.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.38 = load i8*, i8** %.7, align 8
  %.41 = call i8* @PyNumber_Long(i8* %.38)
  %.42.not = icmp eq i8* %.41, null
  br i1 %.42.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.44 = call i64 @PyLong_AsLongLong(i8* nonnull %.41)
  call void @Py_DecRef(i8* nonnull %.41)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.39.0 = phi i64 [ %.44, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.49 = call i8* @PyErr_Occurred()
  %.50.not = icmp eq i8* %.49, null
  br i1 %.50.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %0 = icmp ne i32 %.31, 0
  %1 = icmp ne i32 %.23, 0
  store i64 0, i64* %.54, align 8
  %.58 = zext i1 %1 to i8
  %.59 = zext i1 %0 to i8
  %.60 = call i32 @_ZN5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx(i64* nonnull %.54, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8 %.58, i8 %.59, i64 %.39.0) #1
  %.70 = load i64, i64* %.54, align 8
  %.77 = call i8* @PyLong_FromLongLong(i64 %.70)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @PyObject_IsTrue(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i64 @cfunc._ZN5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx(i1 %.1, i1 %.2, i64 %.3) local_unnamed_addr #0 {
entry:
  %.5 = alloca i64, align 8
  store i64 0, i64* %.5, align 8
  %.9 = zext i1 %.1 to i8
  %.10 = zext i1 %.2 to i8
  %.11 = call i32 @_ZN5cases5logic12and_or_in_ifB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbbx(i64* nonnull %.5, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8 %.9, i8 %.10, i64 %.3) #1
  %.21 = load i64, i64* %.5, align 8
  ret i64 %.21
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
