; ModuleID = 'list_pop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('pop from empty list',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object3 = internal constant [PICKLED x i8] (<class 'IndexError'>, ('pop index out of range',), None)
@.const.pickledata.object3.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object3, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object3.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_pop = internal constant [9 x i8] c"list_pop\00"
@_ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e" = internal constant [150 x i8] c"missing Environment: _ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e\00"
@.const.numba = internal constant [6 x i8] c"numba\00"
@.const.typeof = internal constant [7 x i8] c"typeof\00"
@PyExc_TypeError = external global i8
@".const.can't unbox heterogeneous list: %S != %S" = internal constant [41 x i8] c"can't unbox heterogeneous list: %S != %S\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.xs.0, i8* nocapture readnone %arg.xs.1) local_unnamed_addr {
entry:
  %.7 = alloca { i8*, i8* }, align 8
  %.fca.0.gep76 = bitcast { i8*, i8* }* %.7 to i8**
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.xs.0)
  %0 = bitcast { i8*, i8* }* %.7 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.11 = call i32 @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* nonnull %.7, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.xs.0, i8* %arg.xs.1)
  %.21.fca.0.load = load i8*, i8** %.fca.0.gep76, align 8
  switch i32 %.11, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

B0.if:                                            ; preds = %entry
  %.19 = icmp sgt i32 %.11, 0
  %.12 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.20 = select i1 %.19, { i8*, i32, i8*, i8*, i32 }* %.12, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.20, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  tail call void @NRT_incref(i8* %.21.fca.0.load)
  %.5.i = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %1 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i51 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.4577 = bitcast { i64, i64, i8, i64 }* %.6.i51 to i64*
  %.46 = load i64, i64* %.4577, align 8
  %.47 = icmp eq i64 %.46, 0
  tail call void @NRT_decref(i8* %arg.xs.0)
  br i1 %.47, label %B0.endif.if, label %B0.endif.endif, !prof !2

common.ret:                                       ; preds = %B0.if, %B0.endif.endif.endif.endi...if, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.endif.endif.endif, %B0.endif.endif.endif.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.endif.if, %B0.endif.endif.if.if, %B0.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.if.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.endif.if ], [ 0, %B0.endif.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endi...if ], [ %.11, %B0.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.54 = add i64 %.46, -1
  %sunkaddr = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %2 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i1052 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.59 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1052, i64 0, i32 3
  %.60 = getelementptr i64, i64* %.59, i64 %.54
  %.61 = load i64, i64* %.60, align 8
  %.81 = getelementptr i64, i64* %.59, i64 %.46
  %.82 = ptrtoint i64* %.81 to i64
  %.83 = ptrtoint i64* %.60 to i64
  %.84 = sub i64 %.82, %.83
  %.85 = bitcast i64* %.60 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.85, i8 0, i64 %.84, i1 false)
  %.6.i4655 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.91 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4655, i64 0, i32 1
  %.92 = load i64, i64* %.91, align 8
  %.94 = ashr i64 %.92, 2
  %.95 = icmp sgt i64 %.94, %.54
  br i1 %.95, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !2

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  %.97 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54, i64 8)
  %.98 = extractvalue { i64, i1 } %.97, 0
  %.99 = extractvalue { i64, i1 } %.97, 1
  %.100 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.98, i64 24)
  %.102 = extractvalue { i64, i1 } %.100, 1
  %.103 = or i1 %.99, %.102
  br i1 %.103, label %B0.endif.endif.if.if, label %B0.endif.endif.if.endif, !prof !2

B0.endif.endif.endif:                             ; preds = %B0.endif.endif.if.endif.endif, %B0.endif.endif
  %3 = icmp slt i64 %.92, %.54
  br i1 %3, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !2

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.if.endif:                          ; preds = %B0.endif.endif.if
  %.101 = extractvalue { i64, i1 } %.100, 0
  %.112 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.21.fca.0.load, i64 %.101)
  %.113 = icmp eq i8* %.112, null
  br i1 %.113, label %B0.endif.endif.if.endif.if, label %B0.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.if.endif.if:                       ; preds = %B0.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.if.endif.endif:                    ; preds = %B0.endif.endif.if.endif
  %sunkaddr78 = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %4 = bitcast i8* %sunkaddr78 to { i64, i64, i8, i64 }**
  %.6.i4474 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.124 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4474, i64 0, i32 1
  store i64 %.54, i64* %.124, align 8
  br label %B0.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.128 = ashr i64 %.54, 2
  %.129 = add i64 %.46, 7
  %.130 = add i64 %.129, %.128
  %.131 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.130, i64 8)
  %.132 = extractvalue { i64, i1 } %.131, 0
  %.133 = extractvalue { i64, i1 } %.131, 1
  %.134 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.132, i64 24)
  %.136 = extractvalue { i64, i1 } %.134, 1
  %.137 = or i1 %.133, %.136
  br i1 %.137, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif
  %sunkaddr79 = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %5 = bitcast i8* %sunkaddr79 to { i64, i64, i8, i64 }**
  %.6.i4256 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.18880 = bitcast { i64, i64, i8, i64 }* %.6.i4256 to i64*
  store i64 %.54, i64* %.18880, align 8
  %.6.i3857 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.20981 = bitcast { i64, i64, i8, i64 }* %.6.i3857 to i64*
  %.210 = load i64, i64* %.20981, align 8
  %.211 = icmp eq i64 %.210, 0
  br i1 %.211, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif:                    ; preds = %B0.endif.endif.endif.if
  %.135 = extractvalue { i64, i1 } %.134, 0
  %.146 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.21.fca.0.load, i64 %.135)
  %.147 = icmp eq i8* %.146, null
  br i1 %.147, label %B0.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.endif.if.endif.if:                 ; preds = %B0.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif.endif:              ; preds = %B0.endif.endif.endif.if.endif
  %sunkaddr82 = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %6 = bitcast i8* %sunkaddr82 to { i64, i64, i8, i64 }**
  %.6.i3670 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.158 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3670, i64 0, i32 1
  store i64 %.130, i64* %.158, align 8
  %.6.i3471 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.16483 = bitcast { i64, i64, i8, i64 }* %.6.i3471 to i64*
  %.165 = load i64, i64* %.16483, align 8
  %.170 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3471, i64 0, i32 3
  %.171 = getelementptr i64, i64* %.170, i64 %.165
  %.177 = getelementptr i64, i64* %.170, i64 %.130
  %.178 = ptrtoint i64* %.177 to i64
  %.179 = ptrtoint i64* %.171 to i64
  %.180 = sub i64 %.178, %.179
  %.181 = bitcast i64* %.171 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.181, i8 0, i64 %.180, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.225 = icmp slt i64 %.210, 1
  br i1 %.225, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object3, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.237 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3857, i64 0, i32 3
  %.239 = load i64, i64* %.237, align 8
  %.240 = add nsw i64 %.210, -1
  %.254 = getelementptr i64, i64* %.237, i64 1
  %.255 = bitcast i64* %.237 to i8*
  %.256 = bitcast i64* %.254 to i8*
  %.257 = shl i64 %.240, 3
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 1 %.255, i8* align 1 %.256, i64 %.257, i1 false)
  %sunkaddr84 = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %7 = bitcast i8* %sunkaddr84 to { i64, i64, i8, i64 }**
  %.6.i2062 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.263 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2062, i64 0, i32 1
  %.264 = load i64, i64* %.263, align 8
  %.266 = ashr i64 %.264, 2
  %.267.not = icmp slt i64 %.266, %.210
  br i1 %.267.not, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.endif.if, !prof !4

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.269 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.240, i64 8)
  %.270 = extractvalue { i64, i1 } %.269, 0
  %.271 = extractvalue { i64, i1 } %.269, 1
  %.272 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.270, i64 24)
  %.274 = extractvalue { i64, i1 } %.272, 1
  %.275 = or i1 %.271, %.274
  br i1 %.275, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif.endif.endif.endif
  %8 = icmp slt i64 %.264, %.240
  br i1 %8, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if.endif:  ; preds = %B0.endif.endif.endif.endif.endif.endif.if
  %.273 = extractvalue { i64, i1 } %.272, 0
  %.284 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.21.fca.0.load, i64 %.273)
  %.285 = icmp eq i8* %.284, null
  br i1 %.285, label %B0.endif.endif.endif.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.endif.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.if.endif
  %sunkaddr85 = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %9 = bitcast i8* %sunkaddr85 to { i64, i64, i8, i64 }**
  %.6.i1869 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %9, align 8
  %.296 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1869, i64 0, i32 1
  store i64 %.240, i64* %.296, align 8
  br label %B0.endif.endif.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.30075 = lshr i64 %.240, 2
  %.301 = add nuw i64 %.210, 7
  %.302 = add nuw i64 %.301, %.30075
  %.303 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.302, i64 8)
  %.304 = extractvalue { i64, i1 } %.303, 0
  %.305 = extractvalue { i64, i1 } %.303, 1
  %.306 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.304, i64 24)
  %.308 = extractvalue { i64, i1 } %.306, 1
  %.309 = or i1 %.305, %.308
  br i1 %.309, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endi...endif, %B0.endif.endif.endif.endif.endif.endif.endif
  %sunkaddr86 = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %10 = bitcast i8* %sunkaddr86 to { i64, i64, i8, i64 }**
  %.6.i1663 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.36087 = bitcast { i64, i64, i8, i64 }* %.6.i1663 to i64*
  store i64 %.240, i64* %.36087, align 8
  tail call void @NRT_decref(i8* nonnull %.21.fca.0.load)
  %.363 = sub i64 %.61, %.239
  %.6.i1264 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.37288 = bitcast { i64, i64, i8, i64 }* %.6.i1264 to i64*
  %.373 = load i64, i64* %.37288, align 8
  tail call void @NRT_decref(i8* nonnull %.21.fca.0.load)
  %.375 = add nsw i64 %.363, %.373
  store i64 %.375, i64* %retptr, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if
  %.307 = extractvalue { i64, i1 } %.306, 0
  %.318 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.21.fca.0.load, i64 %.307)
  %.319 = icmp eq i8* %.318, null
  br i1 %.319, label %B0.endif.endif.endif.endi...if, label %B0.endif.endif.endif.endi...endif, !prof !2

B0.endif.endif.endif.endi...if:                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endi...endif:                ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if.endif
  %sunkaddr89 = getelementptr i8, i8* %.21.fca.0.load, i64 24
  %11 = bitcast i8* %sunkaddr89 to { i64, i64, i8, i64 }**
  %.6.i865 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.330 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i865, i64 0, i32 1
  store i64 %.302, i64* %.330, align 8
  %.6.i666 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %11, align 8
  %.33690 = bitcast { i64, i64, i8, i64 }* %.6.i666 to i64*
  %.337 = load i64, i64* %.33690, align 8
  %.342 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i666, i64 0, i32 3
  %.343 = getelementptr i64, i64* %.342, i64 %.337
  %.349 = getelementptr i64, i64* %.342, i64 %.302
  %.350 = ptrtoint i64* %.349 to i64
  %.351 = ptrtoint i64* %.343 to i64
  %.352 = sub i64 %.350, %.351
  %.353 = bitcast i64* %.343 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.353, i8 0, i64 %.352, i1 false)
  br label %B0.endif.endif.endif.endif.endif.endif.endif.endif
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #2

define i8* @_ZN7cpython5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.const.list_pop, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.331 = alloca i64, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.457, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([150 x i8], [150 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.21 = call i64 @PyList_Size(i8* %.20)
  %.27 = call i8* @numba_get_pyobject_private_data(i8* %.20)
  %.28.not = icmp eq i8* %.27, null
  br i1 %.28.not, label %entry.endif.endif.else, label %entry.endif.endif.if

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @NRT_incref(i8* nonnull %.27)
  %.5.i = getelementptr i8, i8* %.27, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i62 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.43122 = bitcast { i64, i64, i8, i64 }* %.6.i62 to i64*
  store i64 %.21, i64* %.43122, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.else:                           ; preds = %entry.endif.endif
  %.56 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.21, i64 8)
  %.57 = extractvalue { i64, i1 } %.56, 0
  %.59 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.57, i64 24)
  %.58 = extractvalue { i64, i1 } %.56, 1
  %.61 = extractvalue { i64, i1 } %.59, 1
  %.62 = or i1 %.58, %.61
  br i1 %.62, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.if, !prof !2

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.else.endif.if, %entry.endif.endif.else, %entry.endif.endif.else.endif.endif.endif.thread78
  %.53.sroa.0.07177 = phi i8* [ %.69, %entry.endif.endif.else.endif.endif.endif.thread78 ], [ null, %entry.endif.endif.else ], [ null, %entry.endif.endif.else.endif.if ]
  call void @NRT_decref(i8* %.53.sroa.0.07177)
  br label %common.ret

entry.endif.endif.else.endif.if:                  ; preds = %entry.endif.endif.else
  %.60 = extractvalue { i64, i1 } %.59, 0
  %.69 = call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.60, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.70 = icmp eq i8* %.69, null
  br i1 %.70, label %entry.endif.endif.endif, label %entry.endif.endif.else.endif.endif.if, !prof !2

entry.endif.endif.else.endif.endif.if:            ; preds = %entry.endif.endif.else.endif.if
  %.5.i1 = getelementptr i8, i8* %.69, i64 24
  %1 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i257 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.82 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i257, i64 0, i32 1
  store i64 %.21, i64* %.82, align 8
  %.6.i1258 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.88123 = bitcast { i64, i64, i8, i64 }* %.6.i1258 to i64*
  store i64 0, i64* %.88123, align 8
  %.6.i1859 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.94 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1859, i64 0, i32 2
  store i8 0, i8* %.94, align 1
  %.6.i3460 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.107 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3460, i64 0, i32 3
  %.114.idx = shl nsw i64 %.21, 3
  %.118 = bitcast i64* %.107 to i8*
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.118, i8 0, i64 %.114.idx, i1 false)
  %.6.i3053 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8
  %.128124 = bitcast { i64, i64, i8, i64 }* %.6.i3053 to i64*
  store i64 %.21, i64* %.128124, align 8
  %.130 = icmp sgt i64 %.21, 0
  br i1 %.130, label %for.body.lr.ph, label %entry.endif.endif.else.endif.endif.endif, !prof !4

entry.endif.endif.else.endif.endif.endif.critedge: ; preds = %for.body.endif.endif.endif.endif
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  br label %entry.endif.endif.else.endif.endif.endif

entry.endif.endif.else.endif.endif.endif:         ; preds = %entry.endif.endif.else.endif.endif.endif.critedge, %entry.endif.endif.else.endif.endif.if
  %2 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @numba_set_pyobject_private_data(i8* %.20, i8* nonnull %.69)
  %sunkaddr = getelementptr i8, i8* %.69, i64 24
  %3 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i2254 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %3, align 8
  %.207 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2254, i64 0, i32 2
  store i8 0, i8* %.207, align 1
  br label %entry.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %entry.endif.endif.else.endif.endif.if
  %.132 = call i8* @PyImport_ImportModuleNoBlock(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.numba, i64 0, i64 0))
  %.133 = call i8* @PyObject_GetAttrString(i8* %.132, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.typeof, i64 0, i64 0))
  call void @Py_DecRef(i8* %.132)
  %.135 = call i8* @PyList_GetItem(i8* %.20, i64 0)
  %.136 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.135, i8* null)
  br label %for.body

entry.endif.endif.else.endif.endif.endif.thread78: ; preds = %for.body, %for.body.endif.endif.endif, %for.body.endif.if
  %4 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  call void @Py_DecRef(i8* %.136)
  call void @Py_DecRef(i8* %.133)
  %.6.i225481 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.20782 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i225481, i64 0, i32 2
  store i8 0, i8* %.20782, align 1
  br label %entry.endif.endif.endif

for.body:                                         ; preds = %for.body.lr.ph, %for.body.endif.endif.endif.endif
  %loop.index46 = phi i64 [ 0, %for.body.lr.ph ], [ %.189, %for.body.endif.endif.endif.endif ]
  %.153.045 = phi i64 [ 0, %for.body.lr.ph ], [ %.153.1, %for.body.endif.endif.endif.endif ]
  %.140 = call i8* @PyList_GetItem(i8* %.20, i64 %loop.index46)
  %.141 = call i8* (i8*, ...) @PyObject_CallFunctionObjArgs(i8* %.133, i8* %.140, i8* null)
  %.142 = icmp eq i8* %.141, null
  br i1 %.142, label %entry.endif.endif.else.endif.endif.endif.thread78, label %for.body.endif, !prof !2

for.body.endif:                                   ; preds = %for.body
  %.146.not = icmp eq i8* %.141, %.136
  br i1 %.146.not, label %for.body.endif.endif, label %for.body.endif.if, !prof !4

for.body.endif.if:                                ; preds = %for.body.endif
  call void (i8*, i8*, ...) @PyErr_Format(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @".const.can't unbox heterogeneous list: %S != %S", i64 0, i64 0), i8* %.136, i8* nonnull %.141)
  call void @Py_DecRef(i8* nonnull %.141)
  br label %entry.endif.endif.else.endif.endif.endif.thread78

for.body.endif.endif:                             ; preds = %for.body.endif
  call void @Py_DecRef(i8* nonnull %.136)
  %.155 = call i8* @PyNumber_Long(i8* %.140)
  %.156.not = icmp eq i8* %.155, null
  br i1 %.156.not, label %for.body.endif.endif.endif, label %for.body.endif.endif.if, !prof !2

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.158 = call i64 @PyLong_AsLongLong(i8* nonnull %.155)
  call void @Py_DecRef(i8* nonnull %.155)
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %.153.1 = phi i64 [ %.158, %for.body.endif.endif.if ], [ %.153.045, %for.body.endif.endif ]
  %.163 = call i8* @PyErr_Occurred()
  %.164.not = icmp eq i8* %.163, null
  br i1 %.164.not, label %for.body.endif.endif.endif.endif, label %entry.endif.endif.else.endif.endif.endif.thread78, !prof !4

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif
  %5 = bitcast i8* %.5.i1 to { i64, i64, i8, i64 }**
  %.6.i2655 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %scevgep120 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2655, i64 0, i32 3
  %scevgep121 = getelementptr i64, i64* %scevgep120, i64 %loop.index46
  store i64 %.153.1, i64* %scevgep121, align 8
  %.6.i2456 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.186 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2456, i64 0, i32 2
  store i8 1, i8* %.186, align 1
  %.189 = add nuw nsw i64 %loop.index46, 1
  %exitcond92.not = icmp eq i64 %.21, %.189
  br i1 %exitcond92.not, label %entry.endif.endif.else.endif.endif.endif.critedge, label %for.body, !prof !5

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.if, %entry.endif.endif.else.endif.endif.endif
  %.pre-phi = phi { i64, i64, i8, i64 }** [ %0, %entry.endif.endif.if ], [ %2, %entry.endif.endif.else.endif.endif.endif ]
  %.25.sroa.0.0.ph = phi i8* [ %.27, %entry.endif.endif.if ], [ %.69, %entry.endif.endif.else.endif.endif.endif ]
  store i64 0, i64* %.331, align 8
  %.335 = call i32 @_ZN5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.331, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* nonnull %.25.sroa.0.0.ph, i8* %.20) #4
  %.336 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.343 = icmp sgt i32 %.335, 0
  %.344 = select i1 %.343, { i8*, i32, i8*, i8*, i32 }* %.336, { i8*, i32, i8*, i8*, i32 }* undef
  %.345 = load i64, i64* %.331, align 8
  %sunkaddr125 = getelementptr i8, i8* %.25.sroa.0.0.ph, i64 24
  %6 = bitcast i8* %sunkaddr125 to { i64, i64, i8, i64 }**
  %.6.i1647 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %6, align 8
  %.357 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1647, i64 0, i32 2
  %.358 = load i8, i8* %.357, align 1
  %.361 = icmp eq i8 %.358, 0
  br i1 %.361, label %entry.endif.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !4

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  %.371 = call i64 @PyList_Size(i8* %.20)
  %.6.i1448 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.376126 = bitcast { i64, i64, i8, i64 }* %.6.i1448 to i64*
  %.377 = load i64, i64* %.376126, align 8
  %.378 = sub i64 %.377, %.371
  %.379 = icmp sgt i64 %.378, -1
  br i1 %.379, label %for.cond.4.preheader, label %entry.endif.endif.endif.endif.endif.if.else

for.cond.4.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if
  %.38240 = icmp sgt i64 %.371, 0
  br i1 %.38240, label %for.body.4.preheader, label %for.cond.5.preheader

for.body.4.preheader:                             ; preds = %for.cond.4.preheader
  %.388100 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1448, i64 0, i32 3
  %.390101 = load i64, i64* %.388100, align 8
  %.393102 = call i8* @PyLong_FromLongLong(i64 %.390101)
  %.396103 = call i32 @PyList_SetItem(i8* %.20, i64 0, i8* %.393102)
  %exitcond90.not104 = icmp eq i64 %.371, 1
  br i1 %exitcond90.not104, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge.preheader

for.body.4.for.body.4_crit_edge.preheader:        ; preds = %for.body.4.preheader
  %7 = add i64 %.371, -1
  br label %for.body.4.for.body.4_crit_edge

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif
  call void @numba_reset_pyobject_private_data(i8* %.20)
  call void @NRT_decref(i8* nonnull %.25.sroa.0.0.ph)
  switch i32 %.335, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.420 = call i32 @PyList_SetSlice(i8* %.20, i64 %.377, i64 %.371, i8* null)
  %.42242 = icmp sgt i64 %.377, 0
  br i1 %.42242, label %for.body.6.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.6.preheader:                             ; preds = %entry.endif.endif.endif.endif.endif.if.else
  br label %for.body.6

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %for.body.6, %for.body.5, %entry.endif.endif.endif.endif.endif.if.else, %for.cond.5.preheader
  %.6.i1049 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %.444 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1049, i64 0, i32 2
  store i8 0, i8* %.444, align 1
  br label %entry.endif.endif.endif.endif.endif.endif

for.cond.5.preheader:                             ; preds = %for.body.4.for.body.4_crit_edge, %for.body.4.preheader, %for.cond.4.preheader
  %.40038 = icmp sgt i64 %.378, 0
  br i1 %.40038, label %for.body.5.preheader, label %entry.endif.endif.endif.endif.endif.if.endif

for.body.5.preheader:                             ; preds = %for.cond.5.preheader
  br label %for.body.5

for.body.4.for.body.4_crit_edge:                  ; preds = %for.body.4.for.body.4_crit_edge.preheader, %for.body.4.for.body.4_crit_edge
  %lsr.iv113 = phi i64 [ 0, %for.body.4.for.body.4_crit_edge.preheader ], [ %lsr.iv.next114, %for.body.4.for.body.4_crit_edge ]
  %8 = add i64 %lsr.iv113, 1
  %.6.i852.pre = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep115 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i852.pre, i64 1
  %scevgep115116 = bitcast { i64, i64, i8, i64 }* %scevgep115 to i8*
  %9 = shl i64 %lsr.iv113, 3
  %uglygep = getelementptr i8, i8* %scevgep115116, i64 %9
  %uglygep117 = bitcast i8* %uglygep to i64*
  %.390 = load i64, i64* %uglygep117, align 8
  %.393 = call i8* @PyLong_FromLongLong(i64 %.390)
  %.396 = call i32 @PyList_SetItem(i8* %.20, i64 %8, i8* %.393)
  %lsr.iv.next114 = add nuw nsw i64 %lsr.iv113, 1
  %exitcond90.not = icmp eq i64 %7, %lsr.iv.next114
  br i1 %exitcond90.not, label %for.cond.5.preheader, label %for.body.4.for.body.4_crit_edge

for.body.5:                                       ; preds = %for.body.5.preheader, %for.body.5
  %lsr.iv = phi i64 [ %.371, %for.body.5.preheader ], [ %lsr.iv.next, %for.body.5 ]
  %.6.i651 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i651, i64 0, i32 3
  %scevgep112 = getelementptr i64, i64* %scevgep, i64 %lsr.iv
  %.409 = load i64, i64* %scevgep112, align 8
  %.412 = call i8* @PyLong_FromLongLong(i64 %.409)
  %.415 = call i32 @PyList_Append(i8* %.20, i8* %.412)
  call void @Py_DecRef(i8* %.412)
  %lsr.iv.next = add i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.377, %lsr.iv.next
  br i1 %exitcond.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.5

for.body.6:                                       ; preds = %for.body.6.preheader, %for.body.6
  %loop.index.643 = phi i64 [ %.437, %for.body.6 ], [ 0, %for.body.6.preheader ]
  %.6.i450 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %.pre-phi, align 8
  %scevgep118 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450, i64 0, i32 3
  %scevgep119 = getelementptr i64, i64* %scevgep118, i64 %loop.index.643
  %.430 = load i64, i64* %scevgep119, align 8
  %.433 = call i8* @PyLong_FromLongLong(i64 %.430)
  %.436 = call i32 @PyList_SetItem(i8* %.20, i64 %loop.index.643, i8* %.433)
  %.437 = add nuw nsw i64 %loop.index.643, 1
  %exitcond91.not = icmp eq i64 %.377, %.437
  br i1 %exitcond91.not, label %entry.endif.endif.endif.endif.endif.if.endif, label %for.body.6

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %10 = icmp sgt i32 %.335, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.457 = call i8* @PyLong_FromLongLong(i64 %.345)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.464 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.465 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 4
  %.466 = icmp sgt i32 %.465, 0
  %.469 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 0
  %.471 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 1
  br i1 %.466, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.335, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.472 = sext i32 %.471 to i64
  %.473 = call i8* @PyBytes_FromStringAndSize(i8* %.469, i64 %.472)
  %.474 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.344, align 8
  %.475 = extractvalue { i8*, i32, i8*, i8*, i32 } %.474, 2
  %.477 = extractvalue { i8*, i32, i8*, i8*, i32 } %.474, 3
  %.478 = bitcast i8* %.477 to i8* (i8*)*
  %.479 = call i8* %.478(i8* %.475)
  %.480 = icmp eq i8* %.479, null
  br i1 %.480, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !2

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.493 = extractvalue { i8*, i32, i8*, i8*, i32 } %.464, 2
  %.494 = call i8* @numba_unpickle(i8* %.469, i32 %.471, i8* %.493)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.496 = phi i8* [ %.484, %entry.endif.endif.endif.e...endif ], [ %.494, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.497.not = icmp eq i8* %.496, null
  br i1 %.497.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !2

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.484 = call i8* @numba_runtime_build_excinfo_struct(i8* %.473, i8* nonnull %.479)
  %.485 = bitcast { i8*, i32, i8*, i8*, i32 }* %.344 to i8*
  call void @NRT_Free(i8* nonnull %.485)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.496)
  br label %common.ret

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i64 @PyList_Size(i8*) local_unnamed_addr

declare i8* @numba_get_pyobject_private_data(i8*) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

declare i8* @PyImport_ImportModuleNoBlock(i8*) local_unnamed_addr

declare i8* @PyObject_GetAttrString(i8*, i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyList_GetItem(i8*, i64) local_unnamed_addr

declare i8* @PyObject_CallFunctionObjArgs(i8*, ...) local_unnamed_addr

declare void @PyErr_Format(i8*, i8*, ...) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare void @numba_set_pyobject_private_data(i8*, i8*) local_unnamed_addr

declare void @numba_reset_pyobject_private_data(i8*) local_unnamed_addr

declare i32 @PyList_SetSlice(i8*, i64, i64, i8*) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyList_SetItem(i8*, i64, i8*) local_unnamed_addr

declare i32 @PyList_Append(i8*, i8*) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define i64 @cfunc._ZN5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8* } %.1, 0
  %extracted.parent = extractvalue { i8*, i8* } %.1, 1
  %.7 = call i32 @_ZN5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent) #4
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17 = load i64, i64* %.3, align 8
  %.19 = alloca i32, align 4
  store i32 0, i32* %.19, align 4
  switch i32 %.7, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.19)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.22, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.17, %.22 ], [ %.17, %entry ], [ %.17, %entry ]
  ret i64 %common.ret.op

.22:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.70 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.70)
  call void @Py_DecRef(i8* %.70)
  call void @numba_gil_release(i32* nonnull %.19)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.25 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.26 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 4
  %.27 = icmp sgt i32 %.26, 0
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 1
  br i1 %.27, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.7, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.22
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.33 = sext i32 %.32 to i64
  %.34 = call i8* @PyBytes_FromStringAndSize(i8* %.30, i64 %.33)
  %.35 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 2
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.35, 3
  %.39 = bitcast i8* %.38 to i8* (i8*)*
  %.40 = call i8* %.39(i8* %.36)
  %.41 = icmp eq i8* %.40, null
  br i1 %.41, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !2

entry.if.if.else:                                 ; preds = %entry.if.if
  %.54 = extractvalue { i8*, i32, i8*, i8*, i32 } %.25, 2
  %.55 = call i8* @numba_unpickle(i8* %.30, i32 %.32, i8* %.54)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.57 = phi i8* [ %.45, %entry.if.if.if.endif ], [ %.55, %entry.if.if.else ]
  %.58.not = icmp eq i8* %.57, null
  br i1 %.58.not, label %.22, label %entry.if.if.endif.if, !prof !2

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.45 = call i8* @numba_runtime_build_excinfo_struct(i8* %.34, i8* nonnull %.40)
  %.46 = bitcast { i8*, i32, i8*, i8*, i32 }* %.16 to i8*
  call void @NRT_Free(i8* nonnull %.46)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.57)
  br label %.22

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.22

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.22
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e({ i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readonly %arg.iterable.0, i8* nocapture readnone %arg.iterable.1) local_unnamed_addr {
B0.endif.if:
  %.26 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.27 = icmp eq i8* %.26, null
  br i1 %.27, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !2

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.endif.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.endif.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object4, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i = getelementptr i8, i8* %.26, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i56 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.39 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i56, i64 0, i32 1
  store i64 0, i64* %.39, align 8
  %1 = bitcast i8* %.5.i to i64**
  %.6.i2571 = load i64*, i64** %1, align 8
  store i64 0, i64* %.6.i2571, align 8
  %.6.i3858 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.51 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3858, i64 0, i32 2
  store i8 0, i8* %.51, align 1
  %.6.i30412 = load i64*, i64** %1, align 8
  store i64 0, i64* %.6.i30412, align 8
  %.5.i27 = getelementptr i8, i8* %arg.iterable.0, i64 24
  %2 = bitcast i8* %.5.i27 to i64**
  %.6.i28423 = load i64*, i64** %2, align 8
  %.110 = load i64, i64* %.6.i28423, align 8
  %.6.i2643 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.1158244 = bitcast { i64, i64, i8, i64 }* %.6.i2643 to i64*
  %.116 = load i64, i64* %.1158244, align 8
  %.117 = add i64 %.116, %.110
  %.122 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2643, i64 0, i32 1
  %.123 = load i64, i64* %.122, align 8
  %.125 = ashr i64 %.123, 2
  %.126 = icmp sgt i64 %.125, %.117
  br i1 %.126, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.128 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.117, i64 8)
  %.129 = extractvalue { i64, i1 } %.128, 0
  %.130 = extractvalue { i64, i1 } %.128, 1
  %.131 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.129, i64 24)
  %.133 = extractvalue { i64, i1 } %.131, 1
  %.134 = or i1 %.130, %.133
  br i1 %.134, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif
  %3 = icmp slt i64 %.123, %.117
  br i1 %3, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif:                    ; preds = %B0.endif.endif.endif.if
  %.132 = extractvalue { i64, i1 } %.131, 0
  %.143 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.26, i64 %.132)
  %.144 = icmp eq i8* %.143, null
  br i1 %.144, label %B0.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.endif.if.endif.if:                 ; preds = %B0.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.if.endif.endif:              ; preds = %B0.endif.endif.endif.if.endif
  %sunkaddr = getelementptr i8, i8* %.26, i64 24
  %4 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i2255 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.155 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2255, i64 0, i32 1
  store i64 %.117, i64* %.155, align 8
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.159 = ashr i64 %.117, 2
  %.160 = add i64 %.117, 8
  %.161 = add i64 %.160, %.159
  %.162 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.161, i64 8)
  %.163 = extractvalue { i64, i1 } %.162, 0
  %.164 = extractvalue { i64, i1 } %.162, 1
  %.165 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.163, i64 24)
  %.167 = extractvalue { i64, i1 } %.165, 1
  %.168 = or i1 %.164, %.167
  br i1 %.168, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.if.endif, !prof !2

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.if.endif.endif, %B0.endif.endif.endif.endif
  %sunkaddr45 = getelementptr i8, i8* %.26, i64 24
  %5 = bitcast i8* %sunkaddr45 to i64**
  %.6.i20454 = load i64*, i64** %5, align 8
  store i64 %.117, i64* %.6.i20454, align 8
  %.6.i18465 = load i64*, i64** %5, align 8
  store i64 %.117, i64* %.6.i18465, align 8
  %.22839 = icmp sgt i64 %.110, 0
  br i1 %.22839, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %6 = icmp eq i64 %.110, 1
  br i1 %6, label %for.body.epil, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %.110, -2
  %7 = shl i64 %.116, 3
  %8 = add i64 %unroll_iter, -2
  %9 = lshr exact i64 %8, 1
  %10 = add nuw i64 %9, 1
  %11 = icmp eq i64 %8, 0
  br i1 %11, label %for.end.loopexit.unr-lcssa.unr-lcssa, label %for.body.preheader.new.new

for.body.preheader.new.new:                       ; preds = %for.body.preheader.new
  %unroll_iter15 = and i64 %10, -2
  br label %for.body

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.if.endif:              ; preds = %B0.endif.endif.endif.endif.if
  %.166 = extractvalue { i64, i1 } %.165, 0
  %.177 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.26, i64 %.166)
  %.178 = icmp eq i8* %.177, null
  br i1 %.178, label %B0.endif.endif.endif.endif.if.endif.if, label %B0.endif.endif.endif.endif.if.endif.endif, !prof !2

B0.endif.endif.endif.endif.if.endif.if:           ; preds = %B0.endif.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.if.endif.endif:        ; preds = %B0.endif.endif.endif.endif.if.endif
  %sunkaddr46 = getelementptr i8, i8* %.26, i64 24
  %12 = bitcast i8* %sunkaddr46 to { i64, i64, i8, i64 }**
  %.6.i1651 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %.189 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1651, i64 0, i32 1
  store i64 %.161, i64* %.189, align 8
  %.6.i1452 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %12, align 8
  %.1958747 = bitcast { i64, i64, i8, i64 }* %.6.i1452 to i64*
  %.196 = load i64, i64* %.1958747, align 8
  %.201 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1452, i64 0, i32 3
  %.202 = getelementptr i64, i64* %.201, i64 %.196
  %.208 = getelementptr i64, i64* %.201, i64 %.161
  %.209 = ptrtoint i64* %.208 to i64
  %.210 = ptrtoint i64* %.202 to i64
  %.211 = sub i64 %.209, %.210
  %.212 = bitcast i64* %.202 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.212, i8 0, i64 %.211, i1 false)
  br label %B0.endif.endif.endif.endif.endif

for.body:                                         ; preds = %for.body, %for.body.preheader.new.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body ], [ %unroll_iter15, %for.body.preheader.new.new ]
  %loop.index40 = phi i64 [ 0, %for.body.preheader.new.new ], [ %.252.1.1, %for.body ]
  %sunkaddr48 = getelementptr i8, i8* %arg.iterable.0, i64 24
  %13 = bitcast i8* %sunkaddr48 to { i64, i64, i8, i64 }**
  %.6.i849 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep42 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849, i64 0, i32 3
  %scevgep43 = getelementptr i64, i64* %scevgep42, i64 %loop.index40
  %.236 = load i64, i64* %scevgep43, align 8
  %sunkaddr49 = getelementptr i8, i8* %.26, i64 24
  %14 = bitcast i8* %sunkaddr49 to { i64, i64, i8, i64 }**
  %.6.i450 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %scevgep35 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450, i64 0, i32 3
  %scevgep3536 = bitcast i64* %scevgep35 to i8*
  %uglygep37 = getelementptr i8, i8* %scevgep3536, i64 %7
  %15 = shl i64 %loop.index40, 3
  %scevgep38 = getelementptr i8, i8* %uglygep37, i64 %15
  %scevgep3839 = bitcast i8* %scevgep38 to i64*
  store i64 %.236, i64* %scevgep3839, align 8
  %.6.i849.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.1, i64 1
  %scevgep65 = bitcast { i64, i64, i8, i64 }* %scevgep to i8*
  %16 = shl i64 %loop.index40, 3
  %uglygep = getelementptr i8, i8* %scevgep65, i64 %16
  %uglygep66 = bitcast i8* %uglygep to i64*
  %.236.1 = load i64, i64* %uglygep66, align 8
  %.6.i450.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %scevgep67 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.1, i64 1
  %scevgep6768 = bitcast { i64, i64, i8, i64 }* %scevgep67 to i8*
  %uglygep69 = getelementptr i8, i8* %scevgep6768, i64 %7
  %17 = shl i64 %loop.index40, 3
  %scevgep40 = getelementptr i8, i8* %uglygep69, i64 %17
  %scevgep4041 = bitcast i8* %scevgep40 to i64*
  store i64 %.236.1, i64* %scevgep4041, align 8
  %.6.i849.116 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep21 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.116, i64 1, i32 1
  %scevgep22 = getelementptr i64, i64* %scevgep21, i64 %loop.index40
  %.236.117 = load i64, i64* %scevgep22, align 8
  %.6.i450.118 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %scevgep23 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.118, i64 1, i32 1
  %scevgep2324 = bitcast i64* %scevgep23 to i8*
  %uglygep25 = getelementptr i8, i8* %scevgep2324, i64 %7
  %18 = shl i64 %loop.index40, 3
  %scevgep26 = getelementptr i8, i8* %uglygep25, i64 %18
  %scevgep2627 = bitcast i8* %scevgep26 to i64*
  store i64 %.236.117, i64* %scevgep2627, align 8
  %.6.i849.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %13, align 8
  %scevgep32 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.1.1, i64 1, i32 2
  %19 = shl i64 %loop.index40, 3
  %scevgep33 = getelementptr i8, i8* %scevgep32, i64 %19
  %scevgep3334 = bitcast i8* %scevgep33 to i64*
  %.236.1.1 = load i64, i64* %scevgep3334, align 8
  %.6.i450.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %scevgep28 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.1.1, i64 1, i32 2
  %scevgep29 = getelementptr i8, i8* %scevgep28, i64 %7
  %20 = shl i64 %loop.index40, 3
  %scevgep30 = getelementptr i8, i8* %scevgep29, i64 %20
  %scevgep3031 = bitcast i8* %scevgep30 to i64*
  store i64 %.236.1.1, i64* %scevgep3031, align 8
  %.252.1.1 = add i64 %loop.index40, 4
  %lsr.iv.next = add i64 %lsr.iv, -2
  %niter.ncmp.119 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.119, label %for.end.loopexit.unr-lcssa.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa.unr-lcssa:             ; preds = %for.body, %for.body.preheader.new
  %loop.index40.unr = phi i64 [ 0, %for.body.preheader.new ], [ %.252.1.1, %for.body ]
  %21 = and i64 %10, 1
  %lcmp.mod.not20 = icmp eq i64 %21, 0
  br i1 %lcmp.mod.not20, label %for.end.loopexit.unr-lcssa, label %for.body.epil11

for.body.epil11:                                  ; preds = %for.end.loopexit.unr-lcssa.unr-lcssa
  %sunkaddr50 = getelementptr i8, i8* %arg.iterable.0, i64 24
  %22 = bitcast i8* %sunkaddr50 to { i64, i64, i8, i64 }**
  %.6.i849.epil12 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %22, align 8
  %scevgep72.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.epil12, i64 0, i32 3
  %scevgep73.epil = getelementptr i64, i64* %scevgep72.epil, i64 %loop.index40.unr
  %.236.epil13 = load i64, i64* %scevgep73.epil, align 8
  %sunkaddr51 = getelementptr i8, i8* %.26, i64 24
  %23 = bitcast i8* %sunkaddr51 to { i64, i64, i8, i64 }**
  %.6.i450.epil14 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %23, align 8
  %scevgep74.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.epil14, i64 0, i32 3
  %uglygep766.epil = getelementptr i64, i64* %scevgep74.epil, i64 %.116
  %scevgep777.epil = getelementptr i64, i64* %uglygep766.epil, i64 %loop.index40.unr
  store i64 %.236.epil13, i64* %scevgep777.epil, align 8
  %.6.i849.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %22, align 8
  %scevgep.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.1.epil, i64 1
  %scevgep65.epil = bitcast { i64, i64, i8, i64 }* %scevgep.epil to i8*
  %24 = shl i64 %loop.index40.unr, 3
  %uglygep.epil = getelementptr i8, i8* %scevgep65.epil, i64 %24
  %uglygep66.epil = bitcast i8* %uglygep.epil to i64*
  %.236.1.epil = load i64, i64* %uglygep66.epil, align 8
  %.6.i450.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %23, align 8
  %scevgep67.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.1.epil, i64 1
  %scevgep6768.epil = bitcast { i64, i64, i8, i64 }* %scevgep67.epil to i8*
  %uglygep69.epil = getelementptr i8, i8* %scevgep6768.epil, i64 %7
  %scevgep70.epil = getelementptr i8, i8* %uglygep69.epil, i64 %24
  %scevgep7071.epil = bitcast i8* %scevgep70.epil to i64*
  store i64 %.236.1.epil, i64* %scevgep7071.epil, align 8
  br label %for.end.loopexit.unr-lcssa

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.loopexit.unr-lcssa.unr-lcssa, %for.body.epil11
  %25 = and i64 %.110, 1
  %lcmp.mod.not = icmp eq i64 %25, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil

for.body.epil:                                    ; preds = %for.body.preheader, %for.end.loopexit.unr-lcssa
  %loop.index40.unr10 = phi i64 [ %unroll_iter, %for.end.loopexit.unr-lcssa ], [ 0, %for.body.preheader ]
  %sunkaddr52 = getelementptr i8, i8* %arg.iterable.0, i64 24
  %26 = bitcast i8* %sunkaddr52 to { i64, i64, i8, i64 }**
  %.6.i849.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %26, align 8
  %.234.epil = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i849.epil, i64 0, i32 3
  %.235.epil = getelementptr i64, i64* %.234.epil, i64 %loop.index40.unr10
  %.236.epil = load i64, i64* %.235.epil, align 8
  %.237.epil = add i64 %loop.index40.unr10, %.116
  %sunkaddr53 = getelementptr i8, i8* %.26, i64 24
  %27 = bitcast i8* %sunkaddr53 to { i64, i64, i8, i64 }**
  %.6.i450.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %27, align 8
  %.249.epil = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i450.epil, i64 0, i32 3
  %.250.epil = getelementptr i64, i64* %.249.epil, i64 %.237.epil
  store i64 %.236.epil, i64* %.250.epil, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  %retptr.repack9254 = bitcast { i8*, i8* }* %retptr to i8**
  store i8* %.26, i8** %retptr.repack9254, align 8
  %retptr.repack47 = getelementptr inbounds { i8*, i8* }, { i8*, i8* }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack47, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !2

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !2

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !2

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #4 = { noinline }

!numba_args_may_always_need_nrt = !{!0, !1, !1}

!0 = !{i32 (i64*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*)* @_ZN5cases9sequences8list_popB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dE42reflected_20list_28int64_29_3civ_3dNone_3e}
!1 = !{i32 ({ i8*, i8* }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*)* @_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB2v2B42c8tJTC_2fWQI8IW1CiAAYKPM6RBFDjESZRVAJmaQIAE42reflected_20list_28int64_29_3civ_3dNone_3e}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{i1 true}
!4 = !{!"branch_weights", i32 99, i32 1}
!5 = !{!"branch_weights", i32 21474836, i32 2126008812}
