; ModuleID = 'generator_of_squares'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.generator_of_squares.next = internal constant [26 x i8] c"generator_of_squares.next\00"
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [128 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@.const.generator_of_squares = internal constant [21 x i8] c"generator_of_squares\00"
@_ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx.1" = internal constant [128 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@_Py_NoneStruct = external global i8
@PyExc_StopIteration = external global i8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef i32 @_ZN5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias nocapture writeonly initializes((0, 56)) %retptr, ptr noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
entry:
  %.5 = insertvalue { i64 } undef, i64 %arg.n, 0
  %.7 = insertvalue { i32, { i64 }, { i64, { i64, i64, i64, i64 } } } { i32 0, { i64 } undef, { i64, { i64, i64, i64, i64 } } undef }, { i64 } %.5, 1
  %.8 = insertvalue { i32, { i64 }, { i64, { i64, i64, i64, i64 } } } %.7, { i64, { i64, i64, i64, i64 } } zeroinitializer, 2
  store { i32, { i64 }, { i64, { i64, i64, i64, i64 } } } %.8, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define range(i32 -3, 1) i32 @_ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, ptr nocapture %arg.gen) local_unnamed_addr #1 {
generator_prologue:
  %.5 = getelementptr inbounds nuw i8, ptr %arg.gen, i64 8
  %.7 = load i64, ptr %.5, align 8
  %.45 = alloca i64, align 8
  store i64 0, ptr %.45, align 8
  %.48 = alloca i64, align 8
  %.227 = load i32, ptr %arg.gen, align 4
  switch i32 %.227, label %common.ret [
    i32 1, label %generator_resume1
    i32 0, label %B0.endif
  ]

B30:                                              ; preds = %generator_resume1, %B0.endif
  %.110 = phi i64 [ %..7, %B0.endif ], [ %.110.pre, %generator_resume1 ]
  %"$phisroa.1" = phi ptr [ %.48, %B0.endif ], [ %.198, %generator_resume1 ]
  %"$phisroa.2" = phi i64 [ 1, %B0.endif ], [ %.197, %generator_resume1 ]
  %"$phisroa.3" = phi i64 [ %.7, %B0.endif ], [ %.195, %generator_resume1 ]
  %"$phisroa.4" = phi ptr [ %.45, %B0.endif ], [ %.192, %generator_resume1 ]
  %.111 = icmp sgt i64 %.110, 0
  br i1 %.111, label %B34, label %B52

common.ret:                                       ; preds = %generator_prologue, %B52, %B34
  %common.ret.op = phi i32 [ 0, %B34 ], [ -3, %B52 ], [ -3, %generator_prologue ]
  ret i32 %common.ret.op

B34:                                              ; preds = %B30
  %.117 = load i64, ptr %"$phisroa.4", align 8
  %.120 = add nsw i64 %.110, -1
  store i64 %.120, ptr %"$phisroa.1", align 8
  %.124 = add i64 %.117, %"$phisroa.2"
  store i64 %.124, ptr %"$phisroa.4", align 8
  %.173 = mul nsw i64 %.117, %.117
  %.179 = getelementptr inbounds nuw i8, ptr %arg.gen, i64 24
  store i64 %.124, ptr %.179, align 8
  %.179.repack70 = getelementptr inbounds nuw i8, ptr %arg.gen, i64 32
  store i64 %"$phisroa.3", ptr %.179.repack70, align 8
  %.179.repack72 = getelementptr inbounds nuw i8, ptr %arg.gen, i64 40
  store i64 %"$phisroa.2", ptr %.179.repack72, align 8
  %.179.repack74 = getelementptr inbounds nuw i8, ptr %arg.gen, i64 48
  store i64 %.120, ptr %.179.repack74, align 8
  store i32 1, ptr %arg.gen, align 4
  store i64 %.173, ptr %retptr, align 8
  br label %common.ret

B52:                                              ; preds = %B30
  store i32 -1, ptr %arg.gen, align 4
  br label %common.ret

B0.endif:                                         ; preds = %generator_prologue
  %..7 = tail call i64 @llvm.smax.i64(i64 %.7, i64 0)
  br label %B30

generator_resume1:                                ; preds = %generator_prologue
  %.192 = getelementptr inbounds nuw i8, ptr %arg.gen, i64 24
  %.194 = getelementptr inbounds nuw i8, ptr %arg.gen, i64 32
  %.195 = load i64, ptr %.194, align 8
  %.196 = getelementptr inbounds nuw i8, ptr %arg.gen, i64 40
  %.197 = load i64, ptr %.196, align 8
  %.198 = getelementptr inbounds nuw i8, ptr %arg.gen, i64 48
  %.110.pre = load i64, ptr %.198, align 8
  br label %B30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define void @finalize__ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29(ptr nocapture readnone %.1) #3 {
entry:
  ret void
}

define ptr @_ZN7cpython5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.generator_of_squares.next, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.27 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.if.endif, %entry.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.if.if ], [ %.48, %entry.endif.endif.endif.if.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
  br label %common.ret

entry.endif.endif.endif:                          ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.21 = ptrtoint ptr %.20 to i64
  %.22 = add i64 %.21, 56
  %.23 = inttoptr i64 %.22 to ptr
  store i64 0, ptr %.27, align 8
  %.31 = call i32 @_ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29(ptr nonnull %.27, ptr nonnull poison, ptr %.23) #4
  switch i32 %.31, label %default.unreachable1 [
    i32 -2, label %entry.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.if.endif
    i32 -3, label %entry.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.if.if:                    ; preds = %entry.endif.endif.endif
  call void @Py_IncRef(ptr nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.if.endif:                 ; preds = %entry.endif.endif.endif
  %.41 = load i64, ptr %.27, align 8
  %.48 = call ptr @PyLong_FromLongLong(i64 %.41)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

default.unreachable1:                             ; preds = %entry.endif.endif.endif
  unreachable
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare void @Py_IncRef(ptr) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define ptr @_ZN7cpython5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.generator_of_squares, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, align 8
  %.51 = alloca { i32, { i64 }, { i64, { i64, i64, i64, i64 } } }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.59, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx.1")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  %.23 = call ptr @PyNumber_Long(ptr %.20)
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(ptr nonnull %.23)
  call void @Py_DecRef(ptr nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call ptr @PyErr_Occurred()
  %.32.not = icmp eq ptr %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.40 = call i32 @_ZN5cases16numba_as_written20generator_of_squaresB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull poison, i64 %.21.0) #4
  %.50.fca.0.load = load i32, ptr %.36, align 8
  %sunkaddr = getelementptr inbounds i8, ptr %.36, i64 8
  %.50.fca.1.0.load = load i64, ptr %sunkaddr, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.36, i64 16
  %.50.fca.2.0.load = load i64, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.36, i64 24
  %.50.fca.2.1.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.36, i64 32
  %.50.fca.2.1.1.load = load i64, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.36, i64 40
  %.50.fca.2.1.2.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.36, i64 48
  %.50.fca.2.1.3.load = load i64, ptr %sunkaddr5, align 8
  store i32 %.50.fca.0.load, ptr %.51, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.51, i64 8
  store i64 %.50.fca.1.0.load, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.51, i64 16
  store i64 %.50.fca.2.0.load, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.51, i64 24
  store i64 %.50.fca.2.1.0.load, ptr %sunkaddr8, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.51, i64 32
  store i64 %.50.fca.2.1.1.load, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.51, i64 40
  store i64 %.50.fca.2.1.2.load, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.51, i64 48
  store i64 %.50.fca.2.1.3.load, ptr %sunkaddr11, align 8
  %.59 = call ptr @numba_make_generator(i64 56, ptr nonnull %.51, ptr nonnull @_ZN7cpython5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29, ptr nonnull @finalize__ZN5cases16numba_as_written20generator_of_squares4nextE142int64_20generator_28func_3d_3cfunction_20generator_of_squares_20at_200xOBJ000000001_3e_2c_20args_3d_28int64_2c_29_2c_20has_finalizer_3dTrue_29, ptr nonnull %.11)
  br label %common.ret
}

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @numba_make_generator(i64, ptr, ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #4 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
