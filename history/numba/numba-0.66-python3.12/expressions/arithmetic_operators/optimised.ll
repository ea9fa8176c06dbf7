; ModuleID = 'arithmetic_operators'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'ZeroDivisionError'>, ('integer division by zero',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.arithmetic_operators = internal constant [21 x i8] c"arithmetic_operators\00"
@_ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx" = internal constant [124 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define range(i32 0, 2) i32 @_ZN5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.a, i64 %arg.b) local_unnamed_addr #0 {
B0:
  %.8 = icmp eq i64 %arg.b, 0
  br i1 %.8, label %B0.if, label %B0.else, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %B0.endif.endif.endif ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.else:                                          ; preds = %B0
  %.23 = icmp ne i64 %arg.a, -9223372036854775808
  %.24 = icmp ne i64 %arg.b, -1
  %.25.not = or i1 %.23, %.24
  br i1 %.25.not, label %B0.else.if, label %B0.endif.endif.endif, !prof !2

B0.else.if:                                       ; preds = %B0.else
  %0 = or i64 %arg.a, %arg.b
  %1 = and i64 %0, -4294967296
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %3, label %10

3:                                                ; preds = %B0.else.if
  %4 = trunc i64 %arg.b to i32
  %5 = trunc i64 %arg.a to i32
  %6 = udiv i32 %5, %4
  %7 = urem i32 %5, %4
  %8 = zext i32 %6 to i64
  %9 = zext i32 %7 to i64
  br label %13

10:                                               ; preds = %B0.else.if
  %11 = sdiv i64 %arg.a, %arg.b
  %12 = srem i64 %arg.a, %arg.b
  br label %13

13:                                               ; preds = %10, %3
  %14 = phi i64 [ %8, %3 ], [ %11, %10 ]
  %15 = phi i64 [ %9, %3 ], [ %12, %10 ]
  %.30 = xor i64 %15, %arg.b
  %.31 = icmp slt i64 %.30, 0
  %.32 = icmp ne i64 %15, 0
  %.33 = and i1 %.32, %.31
  %.38 = sext i1 %.33 to i64
  %spec.select = add i64 %14, %.38
  %.82 = select i1 %.33, i64 %arg.b, i64 0
  %.62.1 = add i64 %.82, %15
  br label %B0.endif.endif.endif

B0.endif.endif.endif:                             ; preds = %B0.else, %13
  %.62.013 = phi i64 [ %.62.1, %13 ], [ 0, %B0.else ]
  %.17.0412 = phi i64 [ %spec.select, %13 ], [ 0, %B0.else ]
  %.9214 = mul nsw i64 %arg.b, %arg.a
  %.9315 = sitofp i64 %arg.a to double
  %.9416 = sitofp i64 %arg.b to double
  %.102 = fdiv double %.9315, %.9416
  store i64 %.17.0412, ptr %retptr, align 8
  %retptr.repack17 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %.62.013, ptr %retptr.repack17, align 8
  %retptr.repack19 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.9214, ptr %retptr.repack19, align 8
  %retptr.repack21 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store double %.102, ptr %retptr.repack21, align 8
  br label %common.ret
}

define ptr @_ZN7cpython5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.arithmetic_operators, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.53 = alloca { i64, i64, i64, double }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.76, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx, align 8
  %.17 = icmp eq ptr %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load ptr, ptr %.5, align 8
  %.24 = call ptr @PyNumber_Long(ptr %.21)
  %.25.not = icmp eq ptr %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.27 = call i64 @PyLong_AsLongLong(ptr nonnull %.24)
  call void @Py_DecRef(ptr nonnull %.24)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.22.0 = phi i64 [ %.27, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.32 = call ptr @PyErr_Occurred()
  %.33.not = icmp eq ptr %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.37 = load ptr, ptr %.6, align 8
  %.40 = call ptr @PyNumber_Long(ptr %.37)
  %.41.not = icmp eq ptr %.40, null
  br i1 %.41.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  %.43 = call i64 @PyLong_AsLongLong(ptr nonnull %.40)
  call void @Py_DecRef(ptr nonnull %.40)
  br label %entry.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif
  %.38.0 = phi i64 [ %.43, %entry.endif.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif.endif ]
  %.48 = call ptr @PyErr_Occurred()
  %.49.not = icmp eq ptr %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif.endif, label %common.ret, !prof !2

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %.53, i8 0, i64 32, i1 false)
  %.57 = call i32 @_ZN5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr nonnull %.53, ptr nonnull %excinfo, i64 %.22.0, i64 %.38.0) #2
  %.58 = load ptr, ptr %excinfo, align 8
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !3

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %sunkaddr = getelementptr inbounds i8, ptr %.53, i64 24
  %.67.fca.3.load = load double, ptr %sunkaddr, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.53, i64 16
  %.67.fca.2.load = load i64, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.53, i64 8
  %.67.fca.1.load = load i64, ptr %sunkaddr2, align 8
  %.67.fca.0.load = load i64, ptr %.53, align 8
  %.76 = call ptr @PyTuple_New(i64 4)
  %.80 = call ptr @PyLong_FromLongLong(i64 %.67.fca.0.load)
  %.83 = call i32 @PyTuple_SetItem(ptr %.76, i64 0, ptr %.80)
  %.87 = call ptr @PyLong_FromLongLong(i64 %.67.fca.1.load)
  %.90 = call i32 @PyTuple_SetItem(ptr %.76, i64 1, ptr %.87)
  %.94 = call ptr @PyLong_FromLongLong(i64 %.67.fca.2.load)
  %.97 = call i32 @PyTuple_SetItem(ptr %.76, i64 2, ptr %.94)
  %.99 = call ptr @PyFloat_FromDouble(double %.67.fca.3.load)
  %.100 = call i32 @PyTuple_SetItem(ptr %.76, i64 3, ptr %.99)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.105 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 4
  %.107 = icmp sgt i32 %.106, 0
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 0
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 1
  br i1 %.107, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.113 = sext i32 %.112 to i64
  %.114 = call ptr @PyBytes_FromStringAndSize(ptr %.110, i64 %.113)
  %.115 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 2
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 3
  %.120 = call ptr %.118(ptr %.116)
  %.121 = icmp eq ptr %.120, null
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.125 = call ptr @numba_runtime_build_excinfo_struct(ptr %.114, ptr nonnull %.120)
  call void @NRT_Free(ptr nonnull %.58)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.137)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Long(ptr) local_unnamed_addr

declare i64 @PyLong_AsLongLong(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare ptr @PyTuple_New(i64) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyTuple_SetItem(ptr, i64, ptr) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { i64, i64, i64, double } @cfunc._ZN5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(i64 %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca { i64, i64, i64, double }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.4, i64 8
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.4, i64 16
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.4, i64 24
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %.4, i8 0, i64 32, i1 false)
  store ptr null, ptr %excinfo, align 8
  %.8 = call i32 @_ZN5cases11expressions20arithmetic_operatorsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dExx(ptr nonnull %.4, ptr nonnull %excinfo, i64 %.1, i64 %.2) #2
  %.9 = load ptr, ptr %excinfo, align 8
  %.18.fca.0.load = load i64, ptr %.4, align 8
  %.18.fca.1.load = load i64, ptr %.fca.1.gep, align 8
  %.18.fca.2.load = load i64, ptr %.fca.2.gep, align 8
  %.18.fca.3.load = load double, ptr %.fca.3.gep, align 8
  %inserted.f0 = insertvalue { i64, i64, i64, double } undef, i64 %.18.fca.0.load, 0
  %inserted.f1 = insertvalue { i64, i64, i64, double } %inserted.f0, i64 %.18.fca.1.load, 1
  %inserted.f2 = insertvalue { i64, i64, i64, double } %inserted.f1, i64 %.18.fca.2.load, 2
  %inserted.f3 = insertvalue { i64, i64, i64, double } %inserted.f2, double %.18.fca.3.load, 3
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.8, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !3

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi { i64, i64, i64, double } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.f3, %.27 ], [ %inserted.f3, %entry ]
  ret { i64, i64, i64, double } %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.75 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.75)
  call void @Py_DecRef(ptr %.75)
  call void @numba_gil_release(ptr nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.24)
  call void @PyErr_Clear()
  %.30 = load { ptr, i32, ptr, ptr, i32 }, ptr %.9, align 8
  %.31 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call ptr @PyBytes_FromStringAndSize(ptr %.35, i64 %.38)
  %.40 = load { ptr, i32, ptr, ptr, i32 }, ptr %.9, align 8
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 2
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 3
  %.45 = call ptr %.43(ptr %.41)
  %.46 = icmp eq ptr %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call ptr @numba_runtime_build_excinfo_struct(ptr %.39, ptr nonnull %.45)
  call void @NRT_Free(ptr nonnull %.9)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.62)
  br label %.27
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{!"branch_weights", i32 49, i32 1}
