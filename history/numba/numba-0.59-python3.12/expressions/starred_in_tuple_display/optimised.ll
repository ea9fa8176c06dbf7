; ModuleID = 'starred_in_tuple_display'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.starred_in_tuple_display = internal constant [25 x i8] c"starred_in_tuple_display\00"
@_ZN08NumbaEnv5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE" = internal constant [142 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE\00"
@PyExc_ValueError = external global i8
@".const.size mismatch for tuple, expected 2 element(s) but got %zd" = internal constant [59 x i8] c"size mismatch for tuple, expected 2 element(s) but got %zd\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE([3 x i64]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.t.0, i64 %arg.t.1) local_unnamed_addr #0 {
entry:
  %retptr.repack5 = bitcast [3 x i64]* %retptr to i64*
  store i64 0, i64* %retptr.repack5, align 8
  %retptr.repack1 = getelementptr inbounds [3 x i64], [3 x i64]* %retptr, i64 0, i64 1
  store i64 %arg.t.0, i64* %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds [3 x i64], [3 x i64]* %retptr, i64 0, i64 2
  store i64 %arg.t.1, i64* %retptr.repack3, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.const.starred_in_tuple_display, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.75 = alloca [3 x i64], align 8
  %0 = bitcast [3 x i64]* %.75 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.98, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([142 x i8], [142 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.26 = call i64 @PyTuple_Size(i8* %.20)
  %.27.not = icmp eq i64 %.26, 2
  br i1 %.27.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_ValueError, i8* getelementptr inbounds ([59 x i8], [59 x i8]* @".const.size mismatch for tuple, expected 2 element(s) but got %zd", i64 0, i64 0), i64 %.26)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %1 = icmp eq i64 %.26, 2
  %2 = xor i1 %1, true
  %.33 = call i8* @PyTuple_GetItem(i8* %.20, i64 0)
  %.36 = call i8* @PyNumber_Long(i8* %.33)
  %.37.not = icmp eq i8* %.36, null
  br i1 %.37.not, label %entry.endif.endif.endif.endif, label %entry.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  %.39 = call i64 @PyLong_AsLongLong(i8* nonnull %.36)
  call void @Py_DecRef(i8* nonnull %.36)
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif.if, %entry.endif.endif.endif
  %.34.0 = phi i64 [ %.39, %entry.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif ]
  %.44 = call i8* @PyErr_Occurred()
  %.45.not = icmp eq i8* %.44, null
  br i1 %.45.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !1

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.21.1 = phi i1 [ true, %entry.endif.endif.endif.endif.if ], [ %2, %entry.endif.endif.endif.endif ]
  %.49 = call i8* @PyTuple_GetItem(i8* %.20, i64 1)
  %.52 = call i8* @PyNumber_Long(i8* %.49)
  %.53.not = icmp eq i8* %.52, null
  br i1 %.53.not, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  %.55 = call i64 @PyLong_AsLongLong(i8* nonnull %.52)
  call void @Py_DecRef(i8* nonnull %.52)
  br label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif
  %.50.0 = phi i64 [ %.55, %entry.endif.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif.endif ]
  %.60 = call i8* @PyErr_Occurred()
  %.61.not = icmp ne i8* %.60, null
  %brmerge = select i1 %.61.not, i1 true, i1 %.21.1
  br i1 %brmerge, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %3 = bitcast [3 x i64]* %.75 to i64*
  %4 = bitcast [3 x i64]* %.75 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  %.81 = call i32 @_ZN5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE([3 x i64]* nonnull %.75, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.34.0, i64 %.50.0) #2
  %.91.fca.0.load = load i64, i64* %3, align 8
  %5 = bitcast [3 x i64]* %.75 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %5, i64 8
  %6 = bitcast i8* %sunkaddr to i64*
  %.91.fca.1.load = load i64, i64* %6, align 8
  %7 = bitcast [3 x i64]* %.75 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %7, i64 16
  %8 = bitcast i8* %sunkaddr3 to i64*
  %.91.fca.2.load = load i64, i64* %8, align 8
  %.98 = call i8* @PyTuple_New(i32 3)
  %.102 = call i8* @PyLong_FromLongLong(i64 %.91.fca.0.load)
  %.105 = call i32 @PyTuple_SetItem(i8* %.98, i32 0, i8* %.102)
  %.109 = call i8* @PyLong_FromLongLong(i64 %.91.fca.1.load)
  %.112 = call i32 @PyTuple_SetItem(i8* %.98, i32 1, i8* %.109)
  %.116 = call i8* @PyLong_FromLongLong(i64 %.91.fca.2.load)
  %.119 = call i32 @PyTuple_SetItem(i8* %.98, i32 2, i8* %.116)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i64 @PyTuple_Size(i8*) local_unnamed_addr

declare void @PyErr_Format(i8*, i8*, ...) local_unnamed_addr

declare i8* @PyTuple_GetItem(i8*, i64) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyTuple_New(i32) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i32, i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define [3 x i64] @cfunc._ZN5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE([2 x i64] %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca [3 x i64], align 8
  %.fca.0.gep1 = bitcast [3 x i64]* %.3 to i64*
  %.fca.1.gep = getelementptr inbounds [3 x i64], [3 x i64]* %.3, i64 0, i64 1
  %.fca.2.gep = getelementptr inbounds [3 x i64], [3 x i64]* %.3, i64 0, i64 2
  %.7 = extractvalue [2 x i64] %.1, 0
  %.8 = extractvalue [2 x i64] %.1, 1
  %0 = bitcast [3 x i64]* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %.9 = call i32 @_ZN5cases11expressions24starred_in_tuple_displayB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE8UniTupleIxLi2EE([3 x i64]* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.7, i64 %.8) #2
  %.19.fca.0.load = load i64, i64* %.fca.0.gep1, align 8
  %.19.fca.0.insert = insertvalue [3 x i64] poison, i64 %.19.fca.0.load, 0
  %.19.fca.1.load = load i64, i64* %.fca.1.gep, align 8
  %.19.fca.1.insert = insertvalue [3 x i64] %.19.fca.0.insert, i64 %.19.fca.1.load, 1
  %.19.fca.2.load = load i64, i64* %.fca.2.gep, align 8
  %.19.fca.2.insert = insertvalue [3 x i64] %.19.fca.1.insert, i64 %.19.fca.2.load, 2
  ret [3 x i64] %.19.fca.2.insert
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!"branch_weights", i32 199, i32 9801}
