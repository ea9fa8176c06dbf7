; ModuleID = 'for_else'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.for_else = internal constant [9 x i8] c"for_else\00"
@_ZN08NumbaEnv5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [103 x i8] c"missing Environment: _ZN08NumbaEnv5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define noundef range(i32 0, 2) i32 @_ZN5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, i64 %arg.n) local_unnamed_addr #0 {
B0.endif:
  %arg.n.fr = freeze i64 %arg.n
  %.147.not = icmp eq i64 %arg.n.fr, -9223372036854775808
  br i1 %.147.not, label %common.ret, label %B32.us.preheader

B32.us.preheader:                                 ; preds = %B0.endif
  %.44 = add i64 %arg.n.fr, -2
  %..44 = tail call i64 @llvm.smax.i64(i64 %.44, i64 0)
  %0 = sub i64 0, %..44
  br label %B32.us

B32.us:                                           ; preds = %B32.us.preheader, %13
  %lsr.iv = phi i64 [ 1, %B32.us.preheader ], [ %lsr.iv.next, %13 ]
  %1 = add i64 %lsr.iv, 1
  %2 = add i64 %0, %lsr.iv
  %exitcond.not = icmp eq i64 %2, 1
  br i1 %exitcond.not, label %common.ret, label %B36.else.us

B36.else.us:                                      ; preds = %B32.us
  %3 = or i64 %arg.n.fr, %1
  %4 = and i64 %3, -4294967296
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %B36.else.us
  %7 = trunc i64 %1 to i32
  %8 = trunc i64 %arg.n.fr to i32
  %9 = urem i32 %8, %7
  %10 = zext i32 %9 to i64
  br label %13

11:                                               ; preds = %B36.else.us
  %12 = srem i64 %arg.n.fr, %1
  br label %13

13:                                               ; preds = %11, %6
  %14 = phi i64 [ %10, %6 ], [ %12, %11 ]
  %.154.us = xor i64 %14, %1
  %.155.us = icmp slt i64 %.154.us, 0
  %.156.us = icmp ne i64 %14, 0
  %.157.us = and i1 %.156.us, %.155.us
  %.164.us = select i1 %.157.us, i64 %1, i64 0
  %.144.1.us = sub i64 0, %.164.us
  %.174.us = icmp eq i64 %14, %.144.1.us
  %lsr.iv.next = add nuw i64 %lsr.iv, 1
  br i1 %.174.us, label %common.ret, label %B32.us

common.ret:                                       ; preds = %B32.us, %13, %B0.endif
  %storemerge = phi i64 [ 2, %B0.endif ], [ %arg.n.fr, %B32.us ], [ %lsr.iv.next, %13 ]
  store i64 %storemerge, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

define ptr @_ZN7cpython5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.for_else, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca i64, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.57, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx")
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
  store i64 0, ptr %.36, align 8
  %.40 = call i32 @_ZN5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.36, ptr nonnull poison, i64 %.21.0) #3
  %.50 = load i64, ptr %.36, align 8
  %.57 = call ptr @PyLong_FromLongLong(i64 %.50)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define i64 @cfunc._ZN5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %.7 = call i32 @_ZN5cases5loops8for_elseB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(ptr nonnull %.3, ptr nonnull poison, i64 %.1) #3
  %.17 = load i64, ptr %.3, align 8
  ret i64 %.17
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) }
attributes #3 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
