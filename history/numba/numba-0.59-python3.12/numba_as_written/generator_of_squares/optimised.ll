; ModuleID = 'generator_of_squares'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.generator_of_squares.next = internal constant [26 x i8] c"generator_of_squares.next\00"
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = internal constant [128 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@.const.generator_of_squares = internal constant [21 x i8] c"generator_of_squares\00"
@_ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx.1" = internal constant [128 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx\00"
@_Py_NoneStruct = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define i32 @_ZN5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx({ i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
entry:
  %.5 = insertvalue { i64 } undef, i64 %arg.n, 0
  %.7 = insertvalue { i32, { i64 }, { i64, { i64, i64, i64, i64 } } } { i32 0, { i64 } undef, { i64, { i64, i64, i64, i64 } } undef }, { i64 } %.5, 1
  %.8 = insertvalue { i32, { i64 }, { i64, { i64, i64, i64, i64 } } } %.7, { i64, { i64, i64, i64, i64 } } zeroinitializer, 2
  store { i32, { i64 }, { i64, { i64, i64, i64, i64 } } } %.8, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define i32 @_ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* nocapture %arg.gen) local_unnamed_addr #1 {
entry:
  %.6 = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen, i64 0, i32 1, i32 0
  %.7 = load i64, i64* %.6, align 8
  %gen.resume_index9 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen to i32*
  %.45 = alloca i64, align 8
  store i64 0, i64* %.45, align 8
  %.48 = alloca i64, align 8
  %.227 = load i32, i32* %gen.resume_index9, align 4
  switch i32 %.227, label %common.ret [
    i32 1, label %generator_resume1
    i32 0, label %B0.endif
  ]

B30:                                              ; preds = %generator_resume1, %B0.endif
  %.110 = phi i64 [ %.110.pr, %generator_resume1 ], [ %spec.select, %B0.endif ]
  %"$phisroa.1" = phi i64* [ %.198, %generator_resume1 ], [ %.48, %B0.endif ]
  %"$phisroa.2" = phi i64 [ %.197, %generator_resume1 ], [ 1, %B0.endif ]
  %"$phisroa.3" = phi i64 [ %.195, %generator_resume1 ], [ %.7, %B0.endif ]
  %"$phisroa.4" = phi i64* [ %.193, %generator_resume1 ], [ %.45, %B0.endif ]
  %.111 = icmp sgt i64 %.110, 0
  br i1 %.111, label %B34, label %B52

common.ret:                                       ; preds = %entry, %B52, %B34
  %common.ret.op = phi i32 [ 0, %B34 ], [ -3, %B52 ], [ -3, %entry ]
  ret i32 %common.ret.op

B34:                                              ; preds = %B30
  %0 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen to i32*
  %.117 = load i64, i64* %"$phisroa.4", align 8
  %.120 = add nsw i64 %.110, -1
  store i64 %.120, i64* %"$phisroa.1", align 8
  %.124 = add i64 %.117, %"$phisroa.2"
  store i64 %.124, i64* %"$phisroa.4", align 8
  %.173 = mul nsw i64 %.117, %.117
  %.179.repack = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen, i64 0, i32 2, i32 1, i32 0
  store i64 %.124, i64* %.179.repack, align 8
  %.179.repack1 = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen, i64 0, i32 2, i32 1, i32 1
  store i64 %"$phisroa.3", i64* %.179.repack1, align 8
  %.179.repack3 = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen, i64 0, i32 2, i32 1, i32 2
  store i64 %"$phisroa.2", i64* %.179.repack3, align 8
  %.179.repack5 = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen, i64 0, i32 2, i32 1, i32 3
  store i64 %.120, i64* %.179.repack5, align 8
  store i32 1, i32* %0, align 4
  store i64 %.173, i64* %retptr, align 8
  br label %common.ret

B52:                                              ; preds = %B30
  %1 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen to i32*
  store i32 -1, i32* %1, align 4
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.59.inv = icmp sgt i64 %.7, 0
  %spec.select = select i1 %.59.inv, i64 %.7, i64 0
  store i64 %spec.select, i64* %.48, align 8
  br label %B30

generator_resume1:                                ; preds = %entry
  %.193 = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen, i64 0, i32 2, i32 1, i32 0
  %.194 = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen, i64 0, i32 2, i32 1, i32 1
  %.195 = load i64, i64* %.194, align 8
  %.196 = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen, i64 0, i32 2, i32 1, i32 2
  %.197 = load i64, i64* %.196, align 8
  %.198 = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %arg.gen, i64 0, i32 2, i32 1, i32 3
  %.110.pr = load i64, i64* %.198, align 8
  br label %B30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define void @finalize__ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29({ i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* nocapture %.1) #2 {
entry:
  ret void
}

define i8* @_ZN7cpython5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.const.generator_of_squares.next, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.27 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.if.endif, %entry.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.if.if ], [ %.48, %entry.endif.endif.endif.if.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.21 = ptrtoint i8* %.20 to i64
  %.22 = add i64 %.21, 56
  %.23 = inttoptr i64 %.22 to { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }*
  store i64 0, i64* %.27, align 8
  %.31 = call i32 @_ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29(i64* nonnull %.27, { i8*, i32, i8*, i8*, i32 }** nonnull undef, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.23) #4
  switch i32 %.31, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.if.endif
    i32 -3, label %entry.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.if.if:                    ; preds = %entry.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.if.endif:                 ; preds = %entry.endif.endif
  %.41 = load i64, i64* %.27, align 8
  %.48 = call i8* @PyLong_FromLongLong(i64 %.41)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define i8* @_ZN7cpython5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.const.generator_of_squares, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, align 8
  %.fca.1.0.gep2 = getelementptr inbounds { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.36, i64 0, i32 1, i32 0
  %.51 = alloca { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.59, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx.1", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.51 to i32*
  %1 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.36 to i32*
  store i32 0, i32* %1, align 8
  %2 = bitcast i64* %.fca.1.0.gep2 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %2, i8 0, i64 48, i1 false)
  %.40 = call i32 @_ZN5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx({ i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i64 %.21.0) #4
  %.50.fca.0.load = load i32, i32* %1, align 8
  %3 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.36 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %3, i64 8
  %4 = bitcast i8* %sunkaddr to i64*
  %.50.fca.1.0.load = load i64, i64* %4, align 8
  %5 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.36 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %5, i64 16
  %6 = bitcast i8* %sunkaddr3 to i64*
  %.50.fca.2.0.load = load i64, i64* %6, align 8
  %7 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.36 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %7, i64 24
  %8 = bitcast i8* %sunkaddr4 to i64*
  %.50.fca.2.1.0.load = load i64, i64* %8, align 8
  %9 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.36 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %9, i64 32
  %10 = bitcast i8* %sunkaddr5 to i64*
  %.50.fca.2.1.1.load = load i64, i64* %10, align 8
  %11 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.36 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %11, i64 40
  %12 = bitcast i8* %sunkaddr6 to i64*
  %.50.fca.2.1.2.load = load i64, i64* %12, align 8
  %13 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.36 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %13, i64 48
  %14 = bitcast i8* %sunkaddr7 to i64*
  %.50.fca.2.1.3.load = load i64, i64* %14, align 8
  store i32 %.50.fca.0.load, i32* %0, align 8
  %15 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.51 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %15, i64 8
  %16 = bitcast i8* %sunkaddr8 to i64*
  store i64 %.50.fca.1.0.load, i64* %16, align 8
  %17 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.51 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %17, i64 16
  %18 = bitcast i8* %sunkaddr9 to i64*
  store i64 %.50.fca.2.0.load, i64* %18, align 8
  %19 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.51 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr10 to i64*
  store i64 %.50.fca.2.1.0.load, i64* %20, align 8
  %21 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.51 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %21, i64 32
  %22 = bitcast i8* %sunkaddr11 to i64*
  store i64 %.50.fca.2.1.1.load, i64* %22, align 8
  %23 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.51 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %23, i64 40
  %24 = bitcast i8* %sunkaddr12 to i64*
  store i64 %.50.fca.2.1.2.load, i64* %24, align 8
  %25 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.51 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %25, i64 48
  %26 = bitcast i8* %sunkaddr13 to i64*
  store i64 %.50.fca.2.1.3.load, i64* %26, align 8
  %.58 = bitcast { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }* %.51 to i8*
  %.59 = call i8* @numba_make_generator(i64 56, i8* nonnull %.58, i8* (i8*, i8*, i8*)* nonnull @_ZN7cpython5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29, void (i8*)* bitcast (void ({ i32, { i64 }, { i64, { i64, i64, i64, i64 } } }*)* @finalize__ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29 to void (i8*)*), i8* nonnull %.11)
  br label %common.ret
}

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @numba_make_generator(i64, i8*, i8* (i8*, i8*, i8*)*, void (i8*)*, i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
