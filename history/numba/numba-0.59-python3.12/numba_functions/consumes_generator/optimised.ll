; ModuleID = 'consumes_generator'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.consumes_generator = internal constant [19 x i8] c"consumes_generator\00"
@_ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = internal constant [125 x i8] c"missing Environment: _ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx\00"
@_ZN08NumbaEnv5cases15numba_functions9_count_upB2v2B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree nosync nounwind writeonly
define i32 @_ZN5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %.45.i = alloca i64, align 8
  %.48.i = alloca i64, align 8
  %.24.sroa.10 = alloca i64, align 8
  %.24.sroa.22 = alloca i64, align 8
  store i64 0, i64* %.24.sroa.10, align 8
  %.59.inv.i = icmp sgt i64 %arg.n, 0
  %spec.select.i = select i1 %.59.inv.i, i64 %arg.n, i64 0
  br label %B30

B30:                                              ; preds = %B0.endif, %B34
  %.24.sroa.22.0..24.sroa.22.0..24.sroa.22.48..110.pr.i = phi i64 [ 0, %B0.endif ], [ %.120.i, %B34 ]
  %.24.sroa.18.0 = phi i64 [ 0, %B0.endif ], [ %"$phisroai.1", %B34 ]
  %.24.sroa.0.0 = phi i1 [ false, %B0.endif ], [ true, %B34 ]
  %total.2.0 = phi i64 [ 0, %B0.endif ], [ %.103, %B34 ]
  %0 = bitcast i64* %.48.i to i8*
  %1 = bitcast i64* %.45.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0)
  store i64 0, i64* %.45.i, align 8, !noalias !0
  br i1 %.24.sroa.0.0, label %B30.i, label %B0.endif.i

B30.i:                                            ; preds = %B30, %B0.endif.i
  %.110.i = phi i64 [ %spec.select.i, %B0.endif.i ], [ %.24.sroa.22.0..24.sroa.22.0..24.sroa.22.48..110.pr.i, %B30 ]
  %"$phisroai.2" = phi i64* [ %.48.i, %B0.endif.i ], [ %.24.sroa.22, %B30 ]
  %"$phisroai.1" = phi i64 [ 1, %B0.endif.i ], [ %.24.sroa.18.0, %B30 ]
  %"$phisroai.3" = phi i64* [ %.45.i, %B0.endif.i ], [ %.24.sroa.10, %B30 ]
  %.111.i = icmp sgt i64 %.110.i, 0
  br i1 %.111.i, label %B34, label %common.ret

B0.endif.i:                                       ; preds = %B30
  br label %B30.i

B34:                                              ; preds = %B30.i
  %2 = bitcast i64* %.48.i to i8*
  %3 = bitcast i64* %.45.i to i8*
  %.117.i = load i64, i64* %"$phisroai.3", align 8, !noalias !0
  %.120.i = add nsw i64 %.110.i, -1
  store i64 %.120.i, i64* %"$phisroai.2", align 8, !noalias !0
  %.124.i = add i64 %.117.i, %"$phisroai.1"
  store i64 %.124.i, i64* %"$phisroai.3", align 8, !noalias !0
  %phi.bo.i = shl i64 %.117.i, 1
  store i64 %.124.i, i64* %.24.sroa.10, align 8, !noalias !0
  store i64 %.120.i, i64* %.24.sroa.22, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.103 = add nsw i64 %phi.bo.i, %total.2.0
  br label %B30

common.ret:                                       ; preds = %B30.i
  %.45.i.0..45.i.0..sroa_cast.le = bitcast i64* %.45.i to i8*
  %.48.i.0..48.i.0..sroa_cast.le = bitcast i64* %.48.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %.45.i.0..45.i.0..sroa_cast.le)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %.48.i.0..48.i.0..sroa_cast.le)
  store i64 %total.2.0, i64* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.const.consumes_generator, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !3

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !3

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([125 x i8], [125 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !3

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !4

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  store i64 0, i64* %.36, align 8
  %.40 = call i32 @_ZN5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i64* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.21.0) #2
  %.50 = load i64, i64* %.36, align 8
  %.57 = call i8* @PyLong_FromLongLong(i64 %.50)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: nofree nosync nounwind writeonly
define i64 @cfunc._ZN5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i64 %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %.7 = call i32 @_ZN5cases15numba_functions18consumes_generatorB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.1) #2
  %.17 = load i64, i64* %.3, align 8
  ret i64 %.17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nosync nounwind writeonly }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { noinline }

!0 = !{!1}
!1 = distinct !{!1, !2, !"_ZN5cases15numba_functions9_count_up4nextE131int64_20generator_28func_3d_3cfunction_20_count_up_20at_200xOBJ000000002_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29: %retptr"}
!2 = distinct !{!2, !"_ZN5cases15numba_functions9_count_up4nextE131int64_20generator_28func_3d_3cfunction_20_count_up_20at_200xOBJ000000002_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29"}
!3 = !{!"branch_weights", i32 1, i32 99}
!4 = !{!"branch_weights", i32 99, i32 1}
