; ModuleID = 'bool_or_and_not'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.bool_or_and_not = internal constant [16 x i8] c"bool_or_and_not\00"
@_ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb" = internal constant [119 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb(i8* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8 %arg.a, i8 %arg.b) local_unnamed_addr #0 {
entry:
  %.8 = icmp ne i8 %arg.a, 0
  %.17 = icmp ne i8 %arg.b, 0
  %brmerge = select i1 %.8, i1 true, i1 %.17
  %.17.mux = select i1 %.8, i1 %.17, i1 false
  %.74 = xor i1 %.17.mux, true
  %narrow = select i1 %brmerge, i1 %.74, i1 false
  %"$phi.12" = zext i1 %narrow to i8
  store i8 %"$phi.12", i8* %retptr, align 1
  ret i32 0
}

define i8* @_ZN7cpython5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.bool_or_and_not, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.37 = alloca i8, align 1
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.68, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([119 x i8], [119 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.22 = call i32 @PyObject_IsTrue(i8* %.21)
  %.24 = call i8* @PyErr_Occurred()
  %.25.not = icmp eq i8* %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.29 = load i8*, i8** %.6, align 8
  %.30 = call i32 @PyObject_IsTrue(i8* %.29)
  %.32 = call i8* @PyErr_Occurred()
  %.33.not = icmp eq i8* %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = icmp ne i32 %.22, 0
  %.31 = icmp ne i32 %.30, 0
  store i8 0, i8* %.37, align 1
  %.41 = zext i1 %0 to i8
  %.42 = zext i1 %.31 to i8
  %.43 = call i32 @_ZN5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb(i8* nonnull %.37, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8 %.41, i8 %.42) #1
  %.53 = load i8, i8* %.37, align 1
  %.56 = icmp ne i8 %.53, 0
  %.67 = zext i1 %.56 to i64
  %.68 = call i8* @PyBool_FromLong(i64 %.67)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @PyObject_IsTrue(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyBool_FromLong(i64) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i1 @cfunc._ZN5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb(i1 %.1, i1 %.2) local_unnamed_addr #0 {
entry:
  %.4 = alloca i8, align 1
  store i8 0, i8* %.4, align 1
  %.8 = zext i1 %.1 to i8
  %.9 = zext i1 %.2 to i8
  %.10 = call i32 @_ZN5cases11expressions15bool_or_and_notB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEbb(i8* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8 %.8, i8 %.9) #1
  %.20 = load i8, i8* %.4, align 1
  %.23 = icmp ne i8 %.20, 0
  ret i1 %.23
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
