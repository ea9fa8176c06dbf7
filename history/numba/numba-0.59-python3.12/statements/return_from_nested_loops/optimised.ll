; ModuleID = 'return_from_nested_loops'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.return_from_nested_loops = internal constant [25 x i8] c"return_from_nested_loops\00"
@_ZN08NumbaEnv5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx" = internal constant [127 x i8] c"missing Environment: _ZN08NumbaEnv5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind writeonly
define i32 @_ZN5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx([2 x i64]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n, i64 %arg.target) local_unnamed_addr #0 {
B0.endif:
  %.48.inv = icmp sgt i64 %arg.n, 0
  %spec.select = select i1 %.48.inv, i64 %arg.n, i64 0
  br i1 %.48.inv, label %B30.endif.us.preheader, label %B98

B30.endif.us.preheader:                           ; preds = %B0.endif
  %0 = sub i64 0, %arg.target
  br label %B30.endif.us

B30.endif.us:                                     ; preds = %B30.endif.us.preheader, %B54.B26.loopexit_crit_edge.us
  %.34.019.us = phi i64 [ %.105.us, %B54.B26.loopexit_crit_edge.us ], [ 0, %B30.endif.us.preheader ]
  %.105.us = add nuw nsw i64 %.34.019.us, 1
  br label %B58.us

B58.us:                                           ; preds = %B30.endif.us, %B54thread-pre-split.us
  %lsr.iv = phi i64 [ %0, %B30.endif.us ], [ %lsr.iv.next, %B54thread-pre-split.us ]
  %.157.017.us = phi i64 [ 0, %B30.endif.us ], [ %.226.us, %B54thread-pre-split.us ]
  %lsr.iv.next = add i64 %lsr.iv, %.34.019.us
  %.226.us = add nuw nsw i64 %.157.017.us, 1
  %.258.us = icmp eq i64 %.34.019.us, %lsr.iv.next
  br i1 %.258.us, label %B78, label %B54thread-pre-split.us

B54thread-pre-split.us:                           ; preds = %B58.us
  %exitcond.not = icmp eq i64 %spec.select, %.226.us
  br i1 %exitcond.not, label %B54.B26.loopexit_crit_edge.us, label %B58.us

B54.B26.loopexit_crit_edge.us:                    ; preds = %B54thread-pre-split.us
  %exitcond23.not = icmp eq i64 %.105.us, %spec.select
  br i1 %exitcond23.not, label %B98, label %B30.endif.us

common.ret:                                       ; preds = %B98, %B78
  ret i32 0

B78:                                              ; preds = %B58.us
  %retptr.repack732 = bitcast [2 x i64]* %retptr to i64*
  store i64 %.34.019.us, i64* %retptr.repack732, align 8
  %retptr.repack8 = getelementptr inbounds [2 x i64], [2 x i64]* %retptr, i64 0, i64 1
  store i64 %.157.017.us, i64* %retptr.repack8, align 8
  br label %common.ret

B98:                                              ; preds = %B54.B26.loopexit_crit_edge.us, %B0.endif
  %1 = bitcast [2 x i64]* %retptr to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8 -1, i64 16, i1 false)
  br label %common.ret
}

define i8* @_ZN7cpython5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.const.return_from_nested_loops, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca [2 x i64], align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.72, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([127 x i8], [127 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.24 = call i8* @PyNumber_Long(i8* %.21)
  %.25.not = icmp eq i8* %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.27 = call i64 @PyLong_AsLongLong(i8* nonnull %.24)
  call void @Py_DecRef(i8* nonnull %.24)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.22.0 = phi i64 [ %.27, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.32 = call i8* @PyErr_Occurred()
  %.33.not = icmp eq i8* %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.37 = load i8*, i8** %.6, align 8
  %.40 = call i8* @PyNumber_Long(i8* %.37)
  %.41.not = icmp eq i8* %.40, null
  br i1 %.41.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.43 = call i64 @PyLong_AsLongLong(i8* nonnull %.40)
  call void @Py_DecRef(i8* nonnull %.40)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.38.0 = phi i64 [ %.43, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %0 = bitcast [2 x i64]* %.53 to i64*
  %1 = bitcast [2 x i64]* %.53 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %.57 = call i32 @_ZN5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx([2 x i64]* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.22.0, i64 %.38.0) #2
  %.67.fca.0.load = load i64, i64* %0, align 8
  %2 = bitcast [2 x i64]* %.53 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %2, i64 8
  %3 = bitcast i8* %sunkaddr to i64*
  %.67.fca.1.load = load i64, i64* %3, align 8
  %.72 = call i8* @PyTuple_New(i32 2)
  %.76 = call i8* @PyLong_FromLongLong(i64 %.67.fca.0.load)
  %.79 = call i32 @PyTuple_SetItem(i8* %.72, i32 0, i8* %.76)
  %.83 = call i8* @PyLong_FromLongLong(i64 %.67.fca.1.load)
  %.86 = call i32 @PyTuple_SetItem(i8* %.72, i32 1, i8* %.83)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyTuple_New(i32) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i32, i8*) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind writeonly
define [2 x i64] @cfunc._ZN5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr #0 {
entry:
  %.4 = alloca [2 x i64], align 8
  %.fca.0.gep1 = bitcast [2 x i64]* %.4 to i64*
  %.fca.1.gep = getelementptr inbounds [2 x i64], [2 x i64]* %.4, i64 0, i64 1
  %0 = bitcast [2 x i64]* %.4 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.8 = call i32 @_ZN5cases10statements24return_from_nested_loopsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dExx([2 x i64]* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.1, i64 %.2) #2
  %.18.fca.0.load = load i64, i64* %.fca.0.gep1, align 8
  %.18.fca.0.insert = insertvalue [2 x i64] poison, i64 %.18.fca.0.load, 0
  %.18.fca.1.load = load i64, i64* %.fca.1.gep, align 8
  %.18.fca.1.insert = insertvalue [2 x i64] %.18.fca.0.insert, i64 %.18.fca.1.load, 1
  ret [2 x i64] %.18.fca.1.insert
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind writeonly }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
