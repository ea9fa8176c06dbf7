; ModuleID = 'fstring_format'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.bytes.string1 = internal constant [3 x i8] c"n=\00"
@.bytes.string2 = internal constant [9 x i8] c", twice=\00"
@.const.fstring_format = internal constant [15 x i8] c"fstring_format\00"
@_ZN08NumbaEnv5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx" = internal constant [117 x i8] c"missing Environment: _ZN08NumbaEnv5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython12old_builtins12ol_getattr_212_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@.bytes.string3 = internal constant [2 x i8] c"0\00"
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode6ol_ord12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode10_pick_kindB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEii = common local_unnamed_addr global i8* null
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('PY_UNICODE_WCHAR_KIND unsupported',), ('_pick_kind', 'numba/cpython/unicode.py', 374))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode representation in _pick_kind',), ('_pick_kind', 'numba/cpython/unicode.py', 386))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEjj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj = common local_unnamed_addr global i8* null
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object7, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object7.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode encoding encountered',), ('_kind_to_byte_width', 'numba/cpython/unicode.py', 422))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object8, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object8.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj = common local_unnamed_addr global i8* null
@.const.pickledata.object9 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode representation in _set_code_point',), ('_set_code_point', 'numba/cpython/unicode.py', 351))
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object9, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object9.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global i8* null
@.const.pickledata.object10 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode representation in _set_code_point',), ('_set_code_point', 'numba/cpython/unicode.py', 351))
@.const.pickledata.object10.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object10 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object10, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object10.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8

define i32 @_ZN5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i64, i32, i32, i64, i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
entry:
  %.92 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.146 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.178 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.15.i.i = icmp slt i64 %arg.n, 0
  br i1 %.15.i.i, label %B32.thread.i.i, label %B32.i.i

B32.thread.i.i:                                   ; preds = %entry
  %.18.i.i = sub i64 0, %arg.n
  br label %for.end.1.endif.i.i

B32.i.i:                                          ; preds = %entry
  %.29.i.i = icmp eq i64 %arg.n, 0
  br i1 %.29.i.i, label %B0.endif.endif, label %for.end.1.endif.i.i

B306.i.i:                                         ; preds = %B246.endif.i.i, %for.end.1.endif.endif.i.i
  %.256.i.i = icmp sgt i64 %n.3.025.i.i, 0
  br i1 %.256.i.i, label %B328.else.if.preheader.i.i, label %B0.endif

B328.else.if.preheader.i.i:                       ; preds = %B306.i.i
  %scevgep.i.i = getelementptr i8, i8* %.6.i.i.i, i64 %.70.i.i
  br label %B328.else.if.i.i

for.end.1.endif.i.i:                              ; preds = %B32.i.i, %B32.thread.i.i
  %n.3.025.i.i = phi i64 [ %.18.i.i, %B32.thread.i.i ], [ %arg.n, %B32.i.i ]
  %arg.n.lobit.i.i = lshr i64 %arg.n, 63
  %.79.i.i = sitofp i64 %n.3.025.i.i to double
  %.80.i.i = tail call double @llvm.log10.f64(double %.79.i.i)
  %.92.i.i = tail call double @llvm.floor.f64(double %.80.i.i)
  %.97.i.i = fptosi double %.92.i.i to i64
  %.70.i.i = add i64 %arg.n.lobit.i.i, %.97.i.i
  %.98.i.i = add i64 %.70.i.i, 1
  %.134.i.i = add i64 %.70.i.i, 2
  %.136.i.i = tail call i8* @NRT_MemInfo_alloc(i64 %.134.i.i), !noalias !9
  %.137.i.i = icmp eq i8* %.136.i.i, null
  br i1 %.137.i.i, label %B0.if, label %for.end.1.endif.endif.i.i, !prof !16

for.end.1.endif.endif.i.i:                        ; preds = %for.end.1.endif.i.i
  %0 = icmp slt i64 %arg.n, 0
  %.5.i.i.i = getelementptr i8, i8* %.136.i.i, i64 24
  %1 = bitcast i8* %.5.i.i.i to i8**
  %.6.i.i.i = load i8*, i8** %1, align 8, !noalias !9
  br i1 %0, label %B246.endif.i.i, label %B306.i.i

B246.endif.i.i:                                   ; preds = %for.end.1.endif.endif.i.i
  store i8 45, i8* %.6.i.i.i, align 1, !noalias !17
  br label %B306.i.i

B328.else.if.i.i:                                 ; preds = %B328.else.if.i.i, %B328.else.if.preheader.i.i
  %lsr.iv.i.i = phi i8* [ %scevgep.i.i, %B328.else.if.preheader.i.i ], [ %scevgep26.i.i, %B328.else.if.i.i ]
  %n.4.0.i.i = phi i64 [ %n.3.025.i.i, %B328.else.if.preheader.i.i ], [ %.281.i.i, %B328.else.if.i.i ]
  %.282.i.i = srem i64 %n.4.0.i.i, 10
  %.281.i.i = sdiv i64 %n.4.0.i.i, 10
  %2 = trunc i64 %.282.i.i to i8
  %.41.i.i.i = add nsw i8 %2, 48
  store i8 %.41.i.i.i, i8* %lsr.iv.i.i, align 1, !noalias !21
  %.393.i.i = icmp sgt i64 %n.4.0.i.i, 9
  %scevgep26.i.i = getelementptr i8, i8* %lsr.iv.i.i, i64 -1
  br i1 %.393.i.i, label %B328.else.if.i.i, label %B0.endif

B0.if:                                            ; preds = %for.end.1.endif.i.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object4, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B328.else.if.i.i, %B306.i.i
  %3 = icmp slt i64 %arg.n, 0
  %.38 = shl nsw i64 %arg.n, 1
  br i1 %3, label %B32.thread.i.i3, label %B32.i.i5

B32.thread.i.i3:                                  ; preds = %B0.endif
  %.18.i.i2 = sub i64 0, %.38
  br label %for.end.1.endif.i.i21

B32.i.i5:                                         ; preds = %B0.endif
  %.29.i.i4 = icmp eq i64 %arg.n, 0
  br i1 %.29.i.i4, label %B0.endif.endif, label %for.end.1.endif.i.i21

B306.i.i7:                                        ; preds = %B246.endif.i.i25, %for.end.1.endif.endif.i.i24
  %.256.i.i6 = icmp sgt i64 %n.3.025.i.i10, 0
  br i1 %.256.i.i6, label %B328.else.if.preheader.i.i9, label %B0.endif.endif

B328.else.if.preheader.i.i9:                      ; preds = %B306.i.i7
  %scevgep.i.i8 = getelementptr i8, i8* %.6.i.i.i23, i64 %.70.i.i16
  br label %B328.else.if.i.i33

for.end.1.endif.i.i21:                            ; preds = %B32.i.i5, %B32.thread.i.i3
  %n.3.025.i.i10 = phi i64 [ %.18.i.i2, %B32.thread.i.i3 ], [ %.38, %B32.i.i5 ]
  %arg.n.lobit.i.i11 = lshr i64 %.38, 63
  %.79.i.i12 = sitofp i64 %n.3.025.i.i10 to double
  %.80.i.i13 = tail call double @llvm.log10.f64(double %.79.i.i12)
  %.92.i.i14 = tail call double @llvm.floor.f64(double %.80.i.i13)
  %.97.i.i15 = fptosi double %.92.i.i14 to i64
  %.70.i.i16 = add i64 %arg.n.lobit.i.i11, %.97.i.i15
  %.98.i.i17 = add i64 %.70.i.i16, 1
  %.134.i.i18 = add i64 %.70.i.i16, 2
  %.136.i.i19 = tail call i8* @NRT_MemInfo_alloc(i64 %.134.i.i18), !noalias !25
  %.137.i.i20 = icmp eq i8* %.136.i.i19, null
  br i1 %.137.i.i20, label %B0.endif.if, label %for.end.1.endif.endif.i.i24, !prof !16

for.end.1.endif.endif.i.i24:                      ; preds = %for.end.1.endif.i.i21
  %4 = icmp slt i64 %arg.n, 0
  %.5.i.i.i22 = getelementptr i8, i8* %.136.i.i19, i64 24
  %5 = bitcast i8* %.5.i.i.i22 to i8**
  %.6.i.i.i23 = load i8*, i8** %5, align 8, !noalias !25
  br i1 %4, label %B246.endif.i.i25, label %B306.i.i7

B246.endif.i.i25:                                 ; preds = %for.end.1.endif.endif.i.i24
  store i8 45, i8* %.6.i.i.i23, align 1, !noalias !32
  br label %B306.i.i7

B328.else.if.i.i33:                               ; preds = %B328.else.if.i.i33, %B328.else.if.preheader.i.i9
  %lsr.iv.i.i26 = phi i8* [ %scevgep.i.i8, %B328.else.if.preheader.i.i9 ], [ %scevgep26.i.i32, %B328.else.if.i.i33 ]
  %n.4.0.i.i27 = phi i64 [ %n.3.025.i.i10, %B328.else.if.preheader.i.i9 ], [ %.281.i.i29, %B328.else.if.i.i33 ]
  %.282.i.i28 = srem i64 %n.4.0.i.i27, 10
  %.281.i.i29 = sdiv i64 %n.4.0.i.i27, 10
  %6 = trunc i64 %.282.i.i28 to i8
  %.41.i.i.i30 = add nsw i8 %6, 48
  store i8 %.41.i.i.i30, i8* %lsr.iv.i.i26, align 1, !noalias !36
  %.393.i.i31 = icmp sgt i64 %n.4.0.i.i27, 9
  %scevgep26.i.i32 = getelementptr i8, i8* %lsr.iv.i.i26, i64 -1
  br i1 %.393.i.i31, label %B328.else.if.i.i33, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if, %B0.endif.endif.endif.endif.endif
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ %.96, %B0.endif.endif.if ], [ %.150, %B0.endif.endif.endif.if ], [ %.182, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %for.end.1.endif.i.i21
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object4, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B328.else.if.i.i33, %B306.i.i7, %B32.i.i, %B32.i.i5
  %.5.sroa.0.0.ph87.ph = phi i8* [ %.6.i.i.i, %B32.i.i5 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.string3, i64 0, i64 0), %B32.i.i ], [ %.6.i.i.i, %B306.i.i7 ], [ %.6.i.i.i, %B328.else.if.i.i33 ]
  %.5.sroa.4.0.ph83.ph = phi i64 [ %.98.i.i, %B32.i.i5 ], [ 1, %B32.i.i ], [ %.98.i.i, %B306.i.i7 ], [ %.98.i.i, %B328.else.if.i.i33 ]
  %.5.sroa.20.0.ph79.ph = phi i8* [ %.136.i.i, %B32.i.i5 ], [ null, %B32.i.i ], [ %.136.i.i, %B306.i.i7 ], [ %.136.i.i, %B328.else.if.i.i33 ]
  %.39.sroa.20.0.ph = phi i8* [ null, %B32.i.i5 ], [ null, %B32.i.i ], [ %.136.i.i19, %B306.i.i7 ], [ %.136.i.i19, %B328.else.if.i.i33 ]
  %.39.sroa.4.0.ph = phi i64 [ 1, %B32.i.i5 ], [ 1, %B32.i.i ], [ %.98.i.i17, %B306.i.i7 ], [ %.98.i.i17, %B328.else.if.i.i33 ]
  %.39.sroa.0.0.ph = phi i8* [ getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.string3, i64 0, i64 0), %B32.i.i5 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.string3, i64 0, i64 0), %B32.i.i ], [ %.6.i.i.i23, %B306.i.i7 ], [ %.6.i.i.i23, %B328.else.if.i.i33 ]
  %7 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %7, i8 0, i64 48, i1 false)
  %.96 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.92, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.bytes.string1, i64 0, i64 0), i64 2, i32 1, i32 1, i64 -1, i8* null, i8* null, i8* %.5.sroa.0.0.ph87.ph, i64 %.5.sroa.4.0.ph83.ph, i32 1, i32 1, i64 -1, i8* %.5.sroa.20.0.ph79.ph, i8* null)
  %8 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr to i8**
  %.106.fca.5.load = load i8*, i8** %9, align 8
  switch i32 %.96, label %B0.endif.endif.if [
    i32 -2, label %B0.endif.endif.endif
    i32 0, label %B0.endif.endif.endif
  ]

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  %.104 = icmp sgt i32 %.96, 0
  %.97 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.105 = select i1 %.104, { i8*, i32, i8*, i8*, i32 }* %.97, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.105, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif, %B0.endif.endif
  %10 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8**
  %11 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr122 = getelementptr inbounds i8, i8* %11, i64 40
  %12 = bitcast i8* %sunkaddr122 to i8**
  %.106.fca.6.load = load i8*, i8** %12, align 8
  %13 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr123 = getelementptr inbounds i8, i8* %13, i64 24
  %14 = bitcast i8* %sunkaddr123 to i64*
  %.106.fca.4.load = load i64, i64* %14, align 8
  %15 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr124 = getelementptr inbounds i8, i8* %15, i64 20
  %16 = bitcast i8* %sunkaddr124 to i32*
  %.106.fca.3.load = load i32, i32* %16, align 4
  %17 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr125 = getelementptr inbounds i8, i8* %17, i64 16
  %18 = bitcast i8* %sunkaddr125 to i32*
  %.106.fca.2.load = load i32, i32* %18, align 8
  %19 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr126 = getelementptr inbounds i8, i8* %19, i64 8
  %20 = bitcast i8* %sunkaddr126 to i64*
  %.106.fca.1.load = load i64, i64* %20, align 8
  %.106.fca.0.load = load i8*, i8** %10, align 8
  tail call void @NRT_decref(i8* %.5.sroa.20.0.ph79.ph)
  %21 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %21, i8 0, i64 48, i1 false)
  %.150 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.146, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, i8* %.106.fca.0.load, i64 %.106.fca.1.load, i32 %.106.fca.2.load, i32 %.106.fca.3.load, i64 %.106.fca.4.load, i8* %.106.fca.5.load, i8* %.106.fca.6.load, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.bytes.string2, i64 0, i64 0), i64 8, i32 1, i32 1, i64 -1, i8* null, i8* null)
  %22 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr127 = getelementptr inbounds i8, i8* %22, i64 32
  %23 = bitcast i8* %sunkaddr127 to i8**
  %.160.fca.5.load = load i8*, i8** %23, align 8
  switch i32 %.150, label %B0.endif.endif.endif.if [
    i32 -2, label %B0.endif.endif.endif.endif
    i32 0, label %B0.endif.endif.endif.endif
  ]

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.158 = icmp sgt i32 %.150, 0
  %.151 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.159 = select i1 %.158, { i8*, i32, i8*, i8*, i32 }* %.151, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.159, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif, %B0.endif.endif.endif
  %24 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8**
  %25 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr128 = getelementptr inbounds i8, i8* %25, i64 40
  %26 = bitcast i8* %sunkaddr128 to i8**
  %.160.fca.6.load = load i8*, i8** %26, align 8
  %27 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr129 = getelementptr inbounds i8, i8* %27, i64 24
  %28 = bitcast i8* %sunkaddr129 to i64*
  %.160.fca.4.load = load i64, i64* %28, align 8
  %29 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr130 = getelementptr inbounds i8, i8* %29, i64 20
  %30 = bitcast i8* %sunkaddr130 to i32*
  %.160.fca.3.load = load i32, i32* %30, align 4
  %31 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr131 = getelementptr inbounds i8, i8* %31, i64 16
  %32 = bitcast i8* %sunkaddr131 to i32*
  %.160.fca.2.load = load i32, i32* %32, align 8
  %33 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr132 = getelementptr inbounds i8, i8* %33, i64 8
  %34 = bitcast i8* %sunkaddr132 to i64*
  %.160.fca.1.load = load i64, i64* %34, align 8
  %.160.fca.0.load = load i8*, i8** %24, align 8
  tail call void @NRT_decref(i8* %.106.fca.5.load)
  %35 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %35, i8 0, i64 48, i1 false)
  %.182 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.178, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.5, i8* %.160.fca.0.load, i64 %.160.fca.1.load, i32 %.160.fca.2.load, i32 %.160.fca.3.load, i64 %.160.fca.4.load, i8* %.160.fca.5.load, i8* %.160.fca.6.load, i8* %.39.sroa.0.0.ph, i64 %.39.sroa.4.0.ph, i32 1, i32 1, i64 -1, i8* %.39.sroa.20.0.ph, i8* null)
  switch i32 %.182, label %B0.endif.endif.endif.endif.if [
    i32 -2, label %B0.endif.endif.endif.endif.endif
    i32 0, label %B0.endif.endif.endif.endif.endif
  ]

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.190 = icmp sgt i32 %.182, 0
  %.183 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.191 = select i1 %.190, { i8*, i32, i8*, i8*, i32 }* %.183, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.191, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.endif.endif
  %36 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8**
  %37 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr133 = getelementptr inbounds i8, i8* %37, i64 40
  %38 = bitcast i8* %sunkaddr133 to i8**
  %.192.fca.6.load = load i8*, i8** %38, align 8
  %39 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr134 = getelementptr inbounds i8, i8* %39, i64 32
  %40 = bitcast i8* %sunkaddr134 to i8**
  %.192.fca.5.load = load i8*, i8** %40, align 8
  %41 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr135 = getelementptr inbounds i8, i8* %41, i64 24
  %42 = bitcast i8* %sunkaddr135 to i64*
  %.192.fca.4.load = load i64, i64* %42, align 8
  %43 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr136 = getelementptr inbounds i8, i8* %43, i64 20
  %44 = bitcast i8* %sunkaddr136 to i32*
  %.192.fca.3.load = load i32, i32* %44, align 4
  %45 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr137 = getelementptr inbounds i8, i8* %45, i64 16
  %46 = bitcast i8* %sunkaddr137 to i32*
  %.192.fca.2.load = load i32, i32* %46, align 8
  %47 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr138 = getelementptr inbounds i8, i8* %47, i64 8
  %48 = bitcast i8* %sunkaddr138 to i64*
  %.192.fca.1.load = load i64, i64* %48, align 8
  %.192.fca.0.load = load i8*, i8** %36, align 8
  %retptr.repack139 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr to i8**
  store i8* %.192.fca.0.load, i8** %retptr.repack139, align 8
  %retptr.repack48 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 1
  store i64 %.192.fca.1.load, i64* %retptr.repack48, align 8
  %retptr.repack50 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 2
  store i32 %.192.fca.2.load, i32* %retptr.repack50, align 8
  %retptr.repack52 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 3
  store i32 %.192.fca.3.load, i32* %retptr.repack52, align 4
  %retptr.repack54 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 4
  store i64 %.192.fca.4.load, i64* %retptr.repack54, align 8
  %retptr.repack56 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 5
  store i8* %.192.fca.5.load, i8** %retptr.repack56, align 8
  %retptr.repack58 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 6
  store i8* %.192.fca.6.load, i8** %retptr.repack58, align 8
  tail call void @NRT_decref(i8* %.160.fca.5.load)
  tail call void @NRT_decref(i8* %.39.sroa.20.0.ph)
  br label %common.ret
}

define i8* @_ZN7cpython5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.fstring_format, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !16

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.72, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !16

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([117 x i8], [117 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !16

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !40

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.36 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %0, i8 0, i64 48, i1 false)
  %.40 = call i32 @_ZN5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.21.0) #2
  %.41 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.48 = icmp sgt i32 %.40, 0
  %.49 = select i1 %.48, { i8*, i32, i8*, i8*, i32 }* %.41, { i8*, i32, i8*, i8*, i32 }* undef
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %1 = icmp sgt i32 %.40, 0
  br i1 %1, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %2 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.36 to i8**
  %3 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.36 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %3, i64 32
  %4 = bitcast i8* %sunkaddr to i8**
  %.50.fca.5.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.36 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %5, i64 16
  %6 = bitcast i8* %sunkaddr2 to i32*
  %.50.fca.2.load = load i32, i32* %6, align 8
  %7 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.36 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %7, i64 8
  %8 = bitcast i8* %sunkaddr3 to i64*
  %.50.fca.1.load = load i64, i64* %8, align 8
  %.50.fca.0.load = load i8*, i8** %2, align 8
  %.72 = call i8* @PyUnicode_FromKindAndData(i32 %.50.fca.2.load, i8* %.50.fca.0.load, i64 %.50.fca.1.load)
  %.73 = call i64 @PyObject_Hash(i8* %.72)
  call void @NRT_decref(i8* %.50.fca.5.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.79 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.80 = extractvalue { i8*, i32, i8*, i8*, i32 } %.79, 4
  %.81 = icmp sgt i32 %.80, 0
  %.84 = extractvalue { i8*, i32, i8*, i8*, i32 } %.79, 0
  %.86 = extractvalue { i8*, i32, i8*, i8*, i32 } %.79, 1
  br i1 %.81, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.87 = sext i32 %.86 to i64
  %.88 = call i8* @PyBytes_FromStringAndSize(i8* %.84, i64 %.87)
  %.89 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.90 = extractvalue { i8*, i32, i8*, i8*, i32 } %.89, 2
  %.92 = extractvalue { i8*, i32, i8*, i8*, i32 } %.89, 3
  %.93 = bitcast i8* %.92 to i8* (i8*)*
  %.94 = call i8* %.93(i8* %.90)
  %.95 = icmp eq i8* %.94, null
  br i1 %.95, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !16

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.79, 2
  %.109 = call i8* @numba_unpickle(i8* %.84, i32 %.86, i8* %.108)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.111 = phi i8* [ %.99, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.109, %entry.endif.endif.endif.endif.endif.if.else ]
  %.112.not = icmp eq i8* %.111, null
  br i1 %.112.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !16

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.99 = call i8* @numba_runtime_build_excinfo_struct(i8* %.88, i8* nonnull %.94)
  %.100 = bitcast { i8*, i32, i8*, i8*, i32 }* %.49 to i8*
  call void @NRT_Free(i8* nonnull %.100)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.111)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyUnicode_FromKindAndData(i32, i8*, i64) local_unnamed_addr

declare i64 @PyObject_Hash(i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i64, i32, i32, i64, i8*, i8* } @cfunc._ZN5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %.fca.0.gep1 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.3, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.3, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.3, i64 0, i32 3
  %.fca.4.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.3, i64 0, i32 4
  %.fca.5.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.3, i64 0, i32 5
  %.fca.6.gep = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %.3, i64 0, i32 6
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %0, i8 0, i64 48, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = call i32 @_ZN5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1) #2
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.17.fca.1.load = load i64, i64* %.fca.1.gep, align 8
  %.17.fca.2.load = load i32, i32* %.fca.2.gep, align 8
  %.17.fca.3.load = load i32, i32* %.fca.3.gep, align 4
  %.17.fca.4.load = load i64, i64* %.fca.4.gep, align 8
  %.17.fca.5.load = load i8*, i8** %.fca.5.gep, align 8
  %.17.fca.6.load = load i8*, i8** %.fca.6.gep, align 8
  %inserted.data = insertvalue { i8*, i64, i32, i32, i64, i8*, i8* } undef, i8* %.17.fca.0.load, 0
  %inserted.length = insertvalue { i8*, i64, i32, i32, i64, i8*, i8* } %inserted.data, i64 %.17.fca.1.load, 1
  %inserted.kind = insertvalue { i8*, i64, i32, i32, i64, i8*, i8* } %inserted.length, i32 %.17.fca.2.load, 2
  %inserted.is_ascii = insertvalue { i8*, i64, i32, i32, i64, i8*, i8* } %inserted.kind, i32 %.17.fca.3.load, 3
  %inserted.hash = insertvalue { i8*, i64, i32, i32, i64, i8*, i8* } %inserted.is_ascii, i64 %.17.fca.4.load, 4
  %inserted.meminfo = insertvalue { i8*, i64, i32, i32, i64, i8*, i8* } %inserted.hash, i8* %.17.fca.5.load, 5
  %inserted.parent = insertvalue { i8*, i64, i32, i32, i64, i8*, i8* } %inserted.meminfo, i8* %.17.fca.6.load, 6
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  switch i32 %.7, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i64, i32, i32, i64, i8*, i8* } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.parent, %.29 ], [ %inserted.parent, %entry ], [ %inserted.parent, %entry ]
  ret { i8*, i64, i32, i32, i64, i8*, i8* } %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.77)
  call void @Py_DecRef(i8* %.77)
  call void @numba_gil_release(i32* nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.7, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.29
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call i8* @PyBytes_FromStringAndSize(i8* %.37, i64 %.40)
  %.42 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 2
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 3
  %.46 = bitcast i8* %.45 to i8* (i8*)*
  %.47 = call i8* %.46(i8* %.43)
  %.48 = icmp eq i8* %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !16

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !16

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call i8* @numba_runtime_build_excinfo_struct(i8* %.41, i8* nonnull %.47)
  %.53 = bitcast { i8*, i32, i8*, i8*, i32 }* %.16 to i8*
  call void @NRT_Free(i8* nonnull %.53)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.64)
  br label %.29

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.29
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log10.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc(i64) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readonly %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* %arg.a.5, i8* nocapture readnone %arg.a.6, i8* nocapture readonly %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* %arg.b.5, i8* nocapture readnone %arg.b.6) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.5)
  tail call void @NRT_incref(i8* %arg.b.5)
  %.38 = add nsw i64 %arg.b.1, %arg.a.1
  %.12.i = icmp eq i32 %arg.a.2, 0
  %.16.i = icmp eq i32 %arg.b.2, 0
  %or.cond.i = select i1 %.12.i, i1 true, i1 %.16.i
  br i1 %or.cond.i, label %B0.if, label %B78.i, !prof !41

B78.i:                                            ; preds = %entry
  switch i32 %arg.a.2, label %B0.if [
    i32 1, label %B0.endif.endif
    i32 2, label %B126.i
    i32 4, label %B0.endif.endif.thread
  ]

B126.i:                                           ; preds = %B78.i
  %.46.i = icmp eq i32 %arg.b.2, 4
  br i1 %.46.i, label %B0.endif.endif.thread, label %B0.endif.endif.thread66

B0.endif.endif.thread66:                          ; preds = %B126.i
  %.9.i68 = icmp eq i32 %arg.a.3, 1
  %.13.i69 = icmp eq i32 %arg.b.3, 1
  %or.cond.i3770 = select i1 %.9.i68, i1 %.13.i69, i1 false
  %storemerge.i71 = zext i1 %or.cond.i3770 to i32
  br label %B52.i.i

B230:                                             ; preds = %B230.preheader, %B230.endif.endif
  %.200.0101 = phi i64 [ %.269, %B230.endif.endif ], [ 0, %B230.preheader ]
  %.269 = add nuw nsw i64 %.200.0101, 1
  switch i32 %arg.a.2, label %B230.endif [
    i32 1, label %B36.i25
    i32 2, label %B110.i30
    i32 4, label %B184.i35
  ]

B36.i25:                                          ; preds = %B230
  %scevgep281 = getelementptr i8, i8* %arg.a.0, i64 %.200.0101
  %.37.i23 = load i8, i8* %scevgep281, align 1, !noalias !42
  %.41.i24 = zext i8 %.37.i23 to i64
  br label %B230.endif

B110.i30:                                         ; preds = %B230
  %0 = shl nuw i64 %.200.0101, 1
  %scevgep279 = getelementptr i8, i8* %arg.a.0, i64 %0
  %scevgep279280 = bitcast i8* %scevgep279 to i16*
  %.66.i28 = load i16, i16* %scevgep279280, align 2, !noalias !42
  %.70.i29 = zext i16 %.66.i28 to i64
  br label %B230.endif

B184.i35:                                         ; preds = %B230
  %1 = shl i64 %.200.0101, 2
  %scevgep277 = getelementptr i8, i8* %arg.a.0, i64 %1
  %scevgep277278 = bitcast i8* %scevgep277 to i32*
  %.95.i33 = load i32, i32* %scevgep277278, align 4, !noalias !42
  %.98.i34 = zext i32 %.95.i33 to i64
  br label %B230.endif

common.ret:                                       ; preds = %B354.endif.endif.if, %B230.endif.if, %B0.endif.endif.if, %B0.if, %B452
  %common.ret.op = phi i32 [ 0, %B452 ], [ 1, %B0.if ], [ 1, %B0.endif.endif.if ], [ 1, %B354.endif.endif.if ], [ 1, %B230.endif.if ]
  ret i32 %common.ret.op

B452.loopexit.unr-lcssa.loopexit.unr-lcssa:       ; preds = %B354.endif.us.us, %B354.endif.us.us.preheader
  %.397.098.us.us.unr = phi i64 [ 0, %B354.endif.us.us.preheader ], [ %.466.us.127.us.1, %B354.endif.us.us ]
  %2 = and i64 %28, 1
  %lcmp.mod.not144 = icmp eq i64 %2, 0
  br i1 %lcmp.mod.not144, label %B452.loopexit.unr-lcssa, label %B354.endif.us.us.epil

B354.endif.us.us.epil:                            ; preds = %B452.loopexit.unr-lcssa.loopexit.unr-lcssa
  %scevgep184.us.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us.us.unr
  %.37.i.us.us.epil = load i8, i8* %scevgep184.us.epil, align 1, !noalias !45
  %scevgep17024.us.epil = getelementptr i8, i8* %scevgep169936, i64 %.397.098.us.us.unr
  store i8 %.37.i.us.us.epil, i8* %scevgep17024.us.epil, align 1, !noalias !48
  %sunkaddr283 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us.us.unr
  %sunkaddr284 = getelementptr i8, i8* %sunkaddr283, i64 1
  %.37.i.us.1.us.epil = load i8, i8* %sunkaddr284, align 1, !noalias !45
  %scevgep168.us.epil = getelementptr i8, i8* %scevgep, i64 %.397.098.us.us.unr
  store i8 %.37.i.us.1.us.epil, i8* %scevgep168.us.epil, align 1, !noalias !48
  br label %B452.loopexit.unr-lcssa

B452.loopexit.unr-lcssa:                          ; preds = %B354.endif.us.us87, %B354.endif.us.us77, %B354.endif.us.us.epil, %B452.loopexit.unr-lcssa.loopexit.unr-lcssa, %middle.block, %middle.block114, %B354.endif.us.preheader96
  %3 = and i64 %arg.b.1, 1
  %lcmp.mod.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod.not, label %B452, label %B354.endif.us.epil

B354.endif.us.epil:                               ; preds = %B354.endif.us.preheader, %B452.loopexit.unr-lcssa
  %.397.098.us.unr15 = phi i64 [ %unroll_iter, %B452.loopexit.unr-lcssa ], [ 0, %B354.endif.us.preheader ]
  %.516.us.epil = add nsw i64 %.397.098.us.unr15, %arg.a.1
  switch i32 %arg.b.2, label %B36.i.us.epil [
    i32 1, label %B36.i3.us.epil
    i32 2, label %B110.i.us.epil
    i32 4, label %B184.i.us.epil
  ]

B184.i.us.epil:                                   ; preds = %B354.endif.us.epil
  %sunkaddr = shl i64 %.397.098.us.unr15, 2
  %sunkaddr235 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr
  %4 = bitcast i8* %sunkaddr235 to i32*
  %.95.i.us.epil = load i32, i32* %4, align 4, !noalias !45
  %.98.i.us.epil = trunc i32 %.95.i.us.epil to i8
  br label %B36.i.us.epil

B110.i.us.epil:                                   ; preds = %B354.endif.us.epil
  %sunkaddr236 = shl i64 %.397.098.us.unr15, 1
  %sunkaddr237 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr236
  %5 = bitcast i8* %sunkaddr237 to i16*
  %.66.i.us.epil = load i16, i16* %5, align 2, !noalias !45
  %.70.i.us.epil = trunc i16 %.66.i.us.epil to i8
  br label %B36.i.us.epil

B36.i3.us.epil:                                   ; preds = %B354.endif.us.epil
  %.36.i.us.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us.unr15
  %.37.i.us.epil = load i8, i8* %.36.i.us.epil, align 1, !noalias !45
  br label %B36.i.us.epil

B36.i.us.epil:                                    ; preds = %B36.i3.us.epil, %B110.i.us.epil, %B184.i.us.epil, %B354.endif.us.epil
  %.sink.i.us.epil = phi i8 [ %.98.i.us.epil, %B184.i.us.epil ], [ %.70.i.us.epil, %B110.i.us.epil ], [ %.37.i.us.epil, %B36.i3.us.epil ], [ 0, %B354.endif.us.epil ]
  %.42.i.us.epil = getelementptr i8, i8* %.6.i.i, i64 %.516.us.epil
  store i8 %.sink.i.us.epil, i8* %.42.i.us.epil, align 1, !noalias !48
  br label %B452

B452.loopexit158.unr-lcssa:                       ; preds = %B116.i.us.1
  %6 = and i64 %arg.b.1, 1
  %lcmp.mod161.not = icmp eq i64 %6, 0
  br i1 %lcmp.mod161.not, label %B452, label %B354.endif.us104.epil

B354.endif.us104.epil:                            ; preds = %B354.endif.us104.preheader, %B452.loopexit158.unr-lcssa
  %.397.098.us106.unr18 = phi i64 [ %unroll_iter162, %B452.loopexit158.unr-lcssa ], [ 0, %B354.endif.us104.preheader ]
  %.516.us109.epil = add nsw i64 %.397.098.us106.unr18, %arg.a.1
  switch i32 %arg.b.2, label %B116.i.us.epil [
    i32 1, label %B36.i3.us118.epil
    i32 2, label %B110.i.us114.epil
    i32 4, label %B184.i.us110.epil
  ]

B184.i.us110.epil:                                ; preds = %B354.endif.us104.epil
  %sunkaddr238 = shl i64 %.397.098.us106.unr18, 2
  %sunkaddr239 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr238
  %7 = bitcast i8* %sunkaddr239 to i32*
  %.95.i.us112.epil = load i32, i32* %7, align 4, !noalias !45
  %.98.i.us113.epil = trunc i32 %.95.i.us112.epil to i16
  br label %B116.i.us.epil

B110.i.us114.epil:                                ; preds = %B354.endif.us104.epil
  %sunkaddr240 = shl i64 %.397.098.us106.unr18, 1
  %sunkaddr241 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr240
  %8 = bitcast i8* %sunkaddr241 to i16*
  %.66.i.us116.epil = load i16, i16* %8, align 2, !noalias !45
  br label %B116.i.us.epil

B36.i3.us118.epil:                                ; preds = %B354.endif.us104.epil
  %.36.i.us119.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us106.unr18
  %.37.i.us120.epil = load i8, i8* %.36.i.us119.epil, align 1, !noalias !45
  %.41.i2.us121.epil = zext i8 %.37.i.us120.epil to i16
  br label %B116.i.us.epil

B116.i.us.epil:                                   ; preds = %B36.i3.us118.epil, %B110.i.us114.epil, %B184.i.us110.epil, %B354.endif.us104.epil
  %.sink.i.us123.epil = phi i16 [ %.98.i.us113.epil, %B184.i.us110.epil ], [ %.66.i.us116.epil, %B110.i.us114.epil ], [ %.41.i2.us121.epil, %B36.i3.us118.epil ], [ 0, %B354.endif.us104.epil ]
  %sunkaddr242 = shl i64 %.516.us109.epil, 1
  %sunkaddr243 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr242
  %9 = bitcast i8* %sunkaddr243 to i16*
  store i16 %.sink.i.us123.epil, i16* %9, align 2, !noalias !48
  br label %B452

B452.loopexit159.unr-lcssa:                       ; preds = %B196.i.us.1
  %10 = and i64 %arg.b.1, 1
  %lcmp.mod165.not = icmp eq i64 %10, 0
  br i1 %lcmp.mod165.not, label %B452, label %B354.endif.us127.epil

B354.endif.us127.epil:                            ; preds = %B354.endif.us127.preheader, %B452.loopexit159.unr-lcssa
  %.397.098.us129.unr21 = phi i64 [ %unroll_iter166, %B452.loopexit159.unr-lcssa ], [ 0, %B354.endif.us127.preheader ]
  %.516.us132.epil = add nsw i64 %.397.098.us129.unr21, %arg.a.1
  switch i32 %arg.b.2, label %B196.i.us.epil [
    i32 1, label %B36.i3.us141.epil
    i32 2, label %B110.i.us137.epil
    i32 4, label %B184.i.us133.epil
  ]

B184.i.us133.epil:                                ; preds = %B354.endif.us127.epil
  %sunkaddr244 = shl i64 %.397.098.us129.unr21, 2
  %sunkaddr245 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr244
  %11 = bitcast i8* %sunkaddr245 to i32*
  %.95.i.us135.epil = load i32, i32* %11, align 4, !noalias !45
  br label %B196.i.us.epil

B110.i.us137.epil:                                ; preds = %B354.endif.us127.epil
  %sunkaddr246 = shl i64 %.397.098.us129.unr21, 1
  %sunkaddr247 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr246
  %12 = bitcast i8* %sunkaddr247 to i16*
  %.66.i.us139.epil = load i16, i16* %12, align 2, !noalias !45
  %.70.i.us140.epil = zext i16 %.66.i.us139.epil to i32
  br label %B196.i.us.epil

B36.i3.us141.epil:                                ; preds = %B354.endif.us127.epil
  %.36.i.us142.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us129.unr21
  %.37.i.us143.epil = load i8, i8* %.36.i.us142.epil, align 1, !noalias !45
  %.41.i2.us144.epil = zext i8 %.37.i.us143.epil to i32
  br label %B196.i.us.epil

B196.i.us.epil:                                   ; preds = %B36.i3.us141.epil, %B110.i.us137.epil, %B184.i.us133.epil, %B354.endif.us127.epil
  %.sink.i.us146.epil = phi i32 [ %.95.i.us135.epil, %B184.i.us133.epil ], [ %.70.i.us140.epil, %B110.i.us137.epil ], [ %.41.i2.us144.epil, %B36.i3.us141.epil ], [ 0, %B354.endif.us127.epil ]
  %sunkaddr248 = shl i64 %.516.us132.epil, 2
  %sunkaddr249 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr248
  %13 = bitcast i8* %sunkaddr249 to i32*
  store i32 %.sink.i.us146.epil, i32* %13, align 4, !noalias !48
  br label %B452

B452:                                             ; preds = %B296.endif.endif, %B196.i.us.epil, %B452.loopexit159.unr-lcssa, %B116.i.us.epil, %B452.loopexit158.unr-lcssa, %B36.i.us.epil, %B452.loopexit.unr-lcssa
  %retptr.repack250285 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr to i8**
  store i8* %.6.i.i, i8** %retptr.repack250285, align 8
  %retptr.repack41 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 1
  store i64 %.38, i64* %retptr.repack41, align 8
  %retptr.repack43 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 2
  store i32 %.675563, i32* %retptr.repack43, align 8
  %retptr.repack45 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 3
  store i32 %storemerge.i65, i32* %retptr.repack45, align 4
  %retptr.repack47 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 4
  store i64 -1, i64* %retptr.repack47, align 8
  %retptr.repack49 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 5
  store i8* %.38.i, i8** %retptr.repack49, align 8
  %retptr.repack51 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 6
  store i8* null, i8** %retptr.repack51, align 8
  tail call void @NRT_decref(i8* %arg.b.5)
  tail call void @NRT_decref(i8* %arg.a.5)
  br label %common.ret

B0.if:                                            ; preds = %B78.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object5, %entry ], [ @.const.picklebuf.object6, %B78.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.thread:                            ; preds = %B126.i, %B78.i
  %.9.i58 = icmp eq i32 %arg.a.3, 1
  %.13.i59 = icmp eq i32 %arg.b.3, 1
  %or.cond.i3760 = select i1 %.9.i58, i1 %.13.i59, i1 false
  %storemerge.i61 = zext i1 %or.cond.i3760 to i32
  br label %B78.i.i

B0.endif.endif:                                   ; preds = %B78.i
  %.9.i = icmp eq i32 %arg.a.3, 1
  %.13.i = icmp eq i32 %arg.b.3, 1
  %or.cond.i37 = select i1 %.9.i, i1 %.13.i, i1 false
  %storemerge.i = zext i1 %or.cond.i37 to i32
  %14 = zext i32 %arg.b.2 to i64
  switch i32 %arg.b.2, label %B0.endif.endif.if [
    i32 1, label %B0.endif.i
    i32 2, label %B52.i.i
    i32 4, label %B78.i.i
  ]

B52.i.i:                                          ; preds = %B0.endif.endif, %B0.endif.endif.thread66
  %storemerge.i73 = phi i32 [ %storemerge.i71, %B0.endif.endif.thread66 ], [ %storemerge.i, %B0.endif.endif ]
  br label %B0.endif.i

B78.i.i:                                          ; preds = %B0.endif.endif, %B0.endif.endif.thread
  %storemerge.i64 = phi i32 [ %storemerge.i61, %B0.endif.endif.thread ], [ %storemerge.i, %B0.endif.endif ]
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B78.i.i, %B52.i.i, %B0.endif.endif
  %storemerge.i65 = phi i32 [ %storemerge.i64, %B78.i.i ], [ %storemerge.i73, %B52.i.i ], [ %storemerge.i, %B0.endif.endif ]
  %.675563 = phi i32 [ 4, %B78.i.i ], [ 2, %B52.i.i ], [ %arg.b.2, %B0.endif.endif ]
  %.7.0.i = phi i64 [ 4, %B78.i.i ], [ 2, %B52.i.i ], [ %14, %B0.endif.endif ]
  %.36.i18 = add i64 %.38, 1
  %.37.i19 = mul i64 %.7.0.i, %.36.i18
  %.38.i = tail call i8* @NRT_MemInfo_alloc(i64 %.37.i19), !noalias !52
  %.39.i = icmp eq i8* %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if, label %B0.endif.endif.i, !prof !16

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, i8* %.38.i, i64 24
  %15 = bitcast i8* %.5.i.i to i8**
  %.6.i.i = load i8*, i8** %15, align 8, !noalias !52
  switch i32 %.675563, label %B0.endif.endif.if [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, i8* %.6.i.i, i64 %.38
  store i8 0, i8* %.41.i.i, align 1, !noalias !56
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.71.i.i = bitcast i8* %.6.i.i to i16*
  %.72.i.i = getelementptr i16, i16* %.71.i.i, i64 %.38
  store i16 0, i16* %.72.i.i, align 2, !noalias !56
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.101.i.i = bitcast i8* %.6.i.i to i32*
  %.102.i.i = getelementptr i32, i32* %.101.i.i, i64 %.38
  store i32 0, i32* %.102.i.i, align 4, !noalias !56
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif.i, %B0.endif.i, %B0.endif.endif
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object9, %B0.endif.endif.i ], [ @.const.picklebuf.object7, %B0.endif.i ], [ @.const.picklebuf.object8, %B0.endif.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B196.i.i, %B116.i.i, %B36.i.i
  %.256100.not = icmp slt i64 %arg.a.1, 1
  br i1 %.256100.not, label %B296.endif.endif, label %B230.preheader

B230.preheader:                                   ; preds = %B0.endif.endif.endif.endif.endif
  br label %B230

B230.endif:                                       ; preds = %B184.i35, %B110.i30, %B36.i25, %B230
  %.sink.i21 = phi i64 [ %.98.i34, %B184.i35 ], [ %.70.i29, %B110.i30 ], [ %.41.i24, %B36.i25 ], [ 0, %B230 ]
  switch i32 %.675563, label %B230.endif.if [
    i32 1, label %B36.i7
    i32 2, label %B116.i11
    i32 4, label %B196.i15
  ]

B36.i7:                                           ; preds = %B230.endif
  %.41.i5 = trunc i64 %.sink.i21 to i8
  %scevgep276 = getelementptr i8, i8* %.6.i.i, i64 %.200.0101
  store i8 %.41.i5, i8* %scevgep276, align 1, !noalias !60
  br label %B230.endif.endif

B116.i11:                                         ; preds = %B230.endif
  %.72.i8 = trunc i64 %.sink.i21 to i16
  %16 = shl nuw i64 %.200.0101, 1
  %scevgep274 = getelementptr i8, i8* %.6.i.i, i64 %16
  %scevgep274275 = bitcast i8* %scevgep274 to i16*
  store i16 %.72.i8, i16* %scevgep274275, align 2, !noalias !60
  br label %B230.endif.endif

B196.i15:                                         ; preds = %B230.endif
  %.103.i12 = trunc i64 %.sink.i21 to i32
  %17 = shl i64 %.200.0101, 2
  %scevgep272 = getelementptr i8, i8* %.6.i.i, i64 %17
  %scevgep272273 = bitcast i8* %scevgep272 to i32*
  store i32 %.103.i12, i32* %scevgep272273, align 4, !noalias !60
  br label %B230.endif.endif

B230.endif.if:                                    ; preds = %B230.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object10, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B230.endif.endif:                                 ; preds = %B196.i15, %B116.i11, %B36.i7
  %exitcond153.not = icmp eq i64 %arg.a.1, %.269
  br i1 %exitcond153.not, label %B296.endif.endif, label %B230

B296.endif.endif:                                 ; preds = %B230.endif.endif, %B0.endif.endif.endif.endif.endif
  %.45397.not = icmp slt i64 %arg.b.1, 1
  br i1 %.45397.not, label %B452, label %B354.endif.lr.ph

B354.endif.lr.ph:                                 ; preds = %B296.endif.endif
  switch i32 %.675563, label %B354.endif.endif.if [
    i32 1, label %B354.endif.us.preheader
    i32 2, label %B354.endif.us104.preheader
    i32 4, label %B354.endif.us127.preheader
  ]

B354.endif.us127.preheader:                       ; preds = %B354.endif.lr.ph
  %18 = icmp eq i64 %arg.b.1, 1
  br i1 %18, label %B354.endif.us127.epil, label %B354.endif.us127.preheader.new

B354.endif.us127.preheader.new:                   ; preds = %B354.endif.us127.preheader
  %unroll_iter166 = and i64 %arg.b.1, -2
  %19 = shl i64 %arg.a.1, 2
  %20 = add i64 %19, 4
  %scevgep205 = getelementptr i8, i8* %.6.i.i, i64 %20
  %scevgep208172 = getelementptr i8, i8* %.6.i.i, i64 %19
  br label %B354.endif.us127

B354.endif.us104.preheader:                       ; preds = %B354.endif.lr.ph
  %21 = icmp eq i64 %arg.b.1, 1
  br i1 %21, label %B354.endif.us104.epil, label %B354.endif.us104.preheader.new

B354.endif.us104.preheader.new:                   ; preds = %B354.endif.us104.preheader
  %unroll_iter162 = and i64 %arg.b.1, -2
  %22 = shl i64 %arg.a.1, 1
  %23 = add i64 %22, 2
  %scevgep185 = getelementptr i8, i8* %.6.i.i, i64 %23
  %scevgep188554 = getelementptr i8, i8* %.6.i.i, i64 %22
  %scevgep2028 = getelementptr i8, i8* %arg.b.0, i64 1
  br label %B354.endif.us104

B354.endif.us.preheader:                          ; preds = %B354.endif.lr.ph
  %24 = icmp eq i64 %arg.b.1, 1
  br i1 %24, label %B354.endif.us.epil, label %B354.endif.us.preheader.new

B354.endif.us.preheader.new:                      ; preds = %B354.endif.us.preheader
  %unroll_iter = and i64 %arg.b.1, -2
  %25 = add i64 %arg.a.1, 1
  %scevgep = getelementptr i8, i8* %.6.i.i, i64 %25
  %scevgep169936 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  switch i32 %arg.b.2, label %B354.endif.us.preheader96 [
    i32 1, label %B354.endif.us.us.preheader
    i32 2, label %B354.endif.us.us77.preheader
    i32 4, label %B354.endif.us.us87.preheader
  ]

B354.endif.us.us.preheader:                       ; preds = %B354.endif.us.preheader.new
  %26 = add i64 %unroll_iter, -2
  %27 = lshr exact i64 %26, 1
  %28 = add nuw i64 %27, 1
  %29 = icmp eq i64 %26, 0
  br i1 %29, label %B452.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us.us.preheader.new

B354.endif.us.us.preheader.new:                   ; preds = %B354.endif.us.us.preheader
  %unroll_iter135 = and i64 %28, -2
  %30 = add i64 %arg.a.1, 3
  %scevgep154 = getelementptr i8, i8* %.6.i.i, i64 %30
  br label %B354.endif.us.us

B354.endif.us.us87.preheader:                     ; preds = %B354.endif.us.preheader.new
  %31 = add i64 %unroll_iter, -2
  %32 = lshr exact i64 %31, 1
  %33 = add nuw i64 %32, 1
  %min.iters.check = icmp ult i64 %31, 30
  br i1 %min.iters.check, label %B354.endif.us.us87.preheader133, label %vector.memcheck

vector.memcheck:                                  ; preds = %B354.endif.us.us87.preheader
  %34 = add i64 %unroll_iter, %arg.a.1
  %scevgep105 = getelementptr i8, i8* %.6.i.i, i64 %34
  %35 = shl i64 %unroll_iter, 2
  %scevgep106 = getelementptr i8, i8* %arg.b.0, i64 %35
  %bound0 = icmp ult i8* %scevgep169936, %scevgep106
  %bound1 = icmp ugt i8* %scevgep105, %arg.b.0
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B354.endif.us.us87.preheader133, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %33, -4
  %ind.end = shl i64 %n.vec, 1
  %36 = add i64 %n.vec, -4
  %37 = lshr exact i64 %36, 2
  %38 = add nuw nsw i64 %37, 1
  %39 = icmp eq i64 %36, 0
  br i1 %39, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const = bitcast i64 9223372036854775806 to i64
  %unroll_iter142 = and i64 %38, %const
  %40 = add i64 %arg.a.1, 8
  %scevgep194 = getelementptr i8, i8* %.6.i.i, i64 %40
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv212 = phi i64 [ %lsr.iv.next213, %vector.body ], [ %unroll_iter142, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %sunkaddr286 = mul i64 %index, 8
  %sunkaddr287 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr286
  %41 = bitcast i8* %sunkaddr287 to <8 x i32>*
  %wide.vec = load <8 x i32>, <8 x i32>* %41, align 4, !noalias !45
  %strided.vec = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec107 = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %42 = trunc <4 x i32> %strided.vec to <4 x i8>
  %43 = trunc <4 x i32> %strided.vec107 to <4 x i8>
  %44 = shl i64 %index, 1
  %scevgep197 = getelementptr i8, i8* %scevgep194, i64 %44
  %scevgep197198 = bitcast i8* %scevgep197 to <8 x i8>*
  %scevgep201 = getelementptr <8 x i8>, <8 x i8>* %scevgep197198, i64 -1
  %interleaved.vec = shufflevector <4 x i8> %42, <4 x i8> %43, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec, <8 x i8>* %scevgep201, align 1, !noalias !48
  %sunkaddr288 = mul i64 %index, 8
  %sunkaddr289 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr288
  %sunkaddr290 = getelementptr i8, i8* %sunkaddr289, i64 32
  %45 = bitcast i8* %sunkaddr290 to <8 x i32>*
  %wide.vec.1 = load <8 x i32>, <8 x i32>* %45, align 4, !noalias !45
  %strided.vec.1 = shufflevector <8 x i32> %wide.vec.1, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec107.1 = shufflevector <8 x i32> %wide.vec.1, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %46 = trunc <4 x i32> %strided.vec.1 to <4 x i8>
  %47 = trunc <4 x i32> %strided.vec107.1 to <4 x i8>
  %48 = shl i64 %index, 1
  %scevgep195 = getelementptr i8, i8* %scevgep194, i64 %48
  %scevgep195196 = bitcast i8* %scevgep195 to <8 x i8>*
  %interleaved.vec.1 = shufflevector <4 x i8> %46, <4 x i8> %47, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec.1, <8 x i8>* %scevgep195196, align 1, !noalias !48
  %index.next.1 = add i64 %index, 8
  %lsr.iv.next213 = add i64 %lsr.iv212, -2
  %niter143.ncmp.1 = icmp eq i64 %lsr.iv.next213, 0
  br i1 %niter143.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !64

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %49 = and i64 %38, 1
  %lcmp.mod141.not = icmp eq i64 %49, 0
  br i1 %lcmp.mod141.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %offset.idx.epil = shl i64 %index.unr, 1
  %50 = shl i64 %index.unr, 3
  %51 = getelementptr i8, i8* %arg.b.0, i64 %50
  %52 = bitcast i8* %51 to <8 x i32>*
  %wide.vec.epil = load <8 x i32>, <8 x i32>* %52, align 4, !noalias !45
  %strided.vec.epil = shufflevector <8 x i32> %wide.vec.epil, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec107.epil = shufflevector <8 x i32> %wide.vec.epil, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %53 = trunc <4 x i32> %strided.vec.epil to <4 x i8>
  %54 = trunc <4 x i32> %strided.vec107.epil to <4 x i8>
  %55 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %56 = getelementptr i8, i8* %55, i64 %offset.idx.epil
  %57 = bitcast i8* %56 to <8 x i8>*
  %interleaved.vec.epil = shufflevector <4 x i8> %53, <4 x i8> %54, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec.epil, <8 x i8>* %57, align 1, !noalias !48
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %33, %n.vec
  br i1 %cmp.n, label %B452.loopexit.unr-lcssa, label %B354.endif.us.us87.preheader133

B354.endif.us.us87.preheader133:                  ; preds = %vector.memcheck, %B354.endif.us.us87.preheader, %middle.block
  %.397.098.us.us88.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %B354.endif.us.us87.preheader ], [ %ind.end, %middle.block ]
  br label %B354.endif.us.us87

B354.endif.us.us77.preheader:                     ; preds = %B354.endif.us.preheader.new
  %58 = add i64 %unroll_iter, -2
  %59 = lshr exact i64 %58, 1
  %60 = add nuw i64 %59, 1
  %min.iters.check116 = icmp ult i64 %58, 30
  br i1 %min.iters.check116, label %B354.endif.us.us77.preheader131, label %vector.memcheck108

vector.memcheck108:                               ; preds = %B354.endif.us.us77.preheader
  %61 = add i64 %unroll_iter, %arg.a.1
  %scevgep109 = getelementptr i8, i8* %.6.i.i, i64 %61
  %62 = shl i64 %unroll_iter, 1
  %scevgep110 = getelementptr i8, i8* %arg.b.0, i64 %62
  %bound0111 = icmp ult i8* %scevgep169936, %scevgep110
  %bound1112 = icmp ugt i8* %scevgep109, %arg.b.0
  %found.conflict113 = and i1 %bound0111, %bound1112
  br i1 %found.conflict113, label %B354.endif.us.us77.preheader131, label %vector.ph117

vector.ph117:                                     ; preds = %vector.memcheck108
  %n.vec119 = and i64 %60, -4
  %ind.end120 = shl i64 %n.vec119, 1
  %63 = add i64 %n.vec119, -4
  %64 = lshr exact i64 %63, 2
  %65 = add nuw nsw i64 %64, 1
  %66 = icmp eq i64 %63, 0
  br i1 %66, label %middle.block114.unr-lcssa, label %vector.ph117.new

vector.ph117.new:                                 ; preds = %vector.ph117
  %const282 = bitcast i64 9223372036854775806 to i64
  %unroll_iter138 = and i64 %65, %const282
  %67 = add i64 %arg.a.1, 8
  %scevgep170 = getelementptr i8, i8* %.6.i.i, i64 %67
  br label %vector.body123

vector.body123:                                   ; preds = %vector.body123, %vector.ph117.new
  %lsr.iv182 = phi i64 [ %lsr.iv.next183, %vector.body123 ], [ %unroll_iter138, %vector.ph117.new ]
  %index124 = phi i64 [ 0, %vector.ph117.new ], [ %index.next130.1, %vector.body123 ]
  %sunkaddr291 = mul i64 %index124, 4
  %sunkaddr292 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr291
  %68 = bitcast i8* %sunkaddr292 to <8 x i16>*
  %wide.vec126 = load <8 x i16>, <8 x i16>* %68, align 2, !noalias !45
  %strided.vec127 = shufflevector <8 x i16> %wide.vec126, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec128 = shufflevector <8 x i16> %wide.vec126, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %69 = trunc <4 x i16> %strided.vec127 to <4 x i8>
  %70 = trunc <4 x i16> %strided.vec128 to <4 x i8>
  %71 = shl i64 %index124, 1
  %scevgep173 = getelementptr i8, i8* %scevgep170, i64 %71
  %scevgep173174 = bitcast i8* %scevgep173 to <8 x i8>*
  %scevgep175 = getelementptr <8 x i8>, <8 x i8>* %scevgep173174, i64 -1
  %interleaved.vec129 = shufflevector <4 x i8> %69, <4 x i8> %70, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec129, <8 x i8>* %scevgep175, align 1, !noalias !48
  %sunkaddr293 = mul i64 %index124, 4
  %sunkaddr294 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr293
  %sunkaddr295 = getelementptr i8, i8* %sunkaddr294, i64 16
  %72 = bitcast i8* %sunkaddr295 to <8 x i16>*
  %wide.vec126.1 = load <8 x i16>, <8 x i16>* %72, align 2, !noalias !45
  %strided.vec127.1 = shufflevector <8 x i16> %wide.vec126.1, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec128.1 = shufflevector <8 x i16> %wide.vec126.1, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %73 = trunc <4 x i16> %strided.vec127.1 to <4 x i8>
  %74 = trunc <4 x i16> %strided.vec128.1 to <4 x i8>
  %75 = shl i64 %index124, 1
  %scevgep171 = getelementptr i8, i8* %scevgep170, i64 %75
  %scevgep171172 = bitcast i8* %scevgep171 to <8 x i8>*
  %interleaved.vec129.1 = shufflevector <4 x i8> %73, <4 x i8> %74, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec129.1, <8 x i8>* %scevgep171172, align 1, !noalias !48
  %index.next130.1 = add i64 %index124, 8
  %lsr.iv.next183 = add i64 %lsr.iv182, -2
  %niter139.ncmp.1 = icmp eq i64 %lsr.iv.next183, 0
  br i1 %niter139.ncmp.1, label %middle.block114.unr-lcssa, label %vector.body123, !llvm.loop !66

middle.block114.unr-lcssa:                        ; preds = %vector.body123, %vector.ph117
  %index124.unr = phi i64 [ 0, %vector.ph117 ], [ %index.next130.1, %vector.body123 ]
  %76 = and i64 %65, 1
  %lcmp.mod137.not = icmp eq i64 %76, 0
  br i1 %lcmp.mod137.not, label %middle.block114, label %vector.body123.epil

vector.body123.epil:                              ; preds = %middle.block114.unr-lcssa
  %offset.idx125.epil = shl i64 %index124.unr, 1
  %77 = shl i64 %index124.unr, 2
  %78 = getelementptr i8, i8* %arg.b.0, i64 %77
  %79 = bitcast i8* %78 to <8 x i16>*
  %wide.vec126.epil = load <8 x i16>, <8 x i16>* %79, align 2, !noalias !45
  %strided.vec127.epil = shufflevector <8 x i16> %wide.vec126.epil, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec128.epil = shufflevector <8 x i16> %wide.vec126.epil, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %80 = trunc <4 x i16> %strided.vec127.epil to <4 x i8>
  %81 = trunc <4 x i16> %strided.vec128.epil to <4 x i8>
  %82 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %83 = getelementptr i8, i8* %82, i64 %offset.idx125.epil
  %84 = bitcast i8* %83 to <8 x i8>*
  %interleaved.vec129.epil = shufflevector <4 x i8> %80, <4 x i8> %81, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec129.epil, <8 x i8>* %84, align 1, !noalias !48
  br label %middle.block114

middle.block114:                                  ; preds = %middle.block114.unr-lcssa, %vector.body123.epil
  %cmp.n122 = icmp eq i64 %60, %n.vec119
  br i1 %cmp.n122, label %B452.loopexit.unr-lcssa, label %B354.endif.us.us77.preheader131

B354.endif.us.us77.preheader131:                  ; preds = %vector.memcheck108, %B354.endif.us.us77.preheader, %middle.block114
  %.397.098.us.us78.ph = phi i64 [ 0, %vector.memcheck108 ], [ 0, %B354.endif.us.us77.preheader ], [ %ind.end120, %middle.block114 ]
  br label %B354.endif.us.us77

B354.endif.us.preheader96:                        ; preds = %B354.endif.us.preheader.new
  call void @llvm.memset.p0i8.i64(i8* align 1 %scevgep169936, i8 0, i64 %unroll_iter, i1 false), !noalias !48
  br label %B452.loopexit.unr-lcssa

B354.endif.us.us:                                 ; preds = %B354.endif.us.us, %B354.endif.us.us.preheader.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %B354.endif.us.us ], [ %unroll_iter135, %B354.endif.us.us.preheader.new ]
  %.397.098.us.us = phi i64 [ 0, %B354.endif.us.us.preheader.new ], [ %.466.us.127.us.1, %B354.endif.us.us ]
  %sunkaddr296 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us.us
  %.37.i.us.us = load i8, i8* %sunkaddr296, align 1, !noalias !45
  %scevgep160 = getelementptr i8, i8* %scevgep154, i64 %.397.098.us.us
  %scevgep161 = getelementptr i8, i8* %scevgep160, i64 -3
  store i8 %.37.i.us.us, i8* %scevgep161, align 1, !noalias !48
  %sunkaddr297 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us.us
  %sunkaddr298 = getelementptr i8, i8* %sunkaddr297, i64 1
  %.37.i.us.1.us = load i8, i8* %sunkaddr298, align 1, !noalias !45
  %scevgep158 = getelementptr i8, i8* %scevgep154, i64 %.397.098.us.us
  %scevgep159 = getelementptr i8, i8* %scevgep158, i64 -2
  store i8 %.37.i.us.1.us, i8* %scevgep159, align 1, !noalias !48
  %sunkaddr299 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us.us
  %sunkaddr300 = getelementptr i8, i8* %sunkaddr299, i64 2
  %.37.i.us.us.1 = load i8, i8* %sunkaddr300, align 1, !noalias !45
  %scevgep155 = getelementptr i8, i8* %scevgep154, i64 %.397.098.us.us
  %scevgep156 = getelementptr i8, i8* %scevgep155, i64 -1
  store i8 %.37.i.us.us.1, i8* %scevgep156, align 1, !noalias !48
  %sunkaddr301 = getelementptr i8, i8* %arg.b.0, i64 %.397.098.us.us
  %sunkaddr302 = getelementptr i8, i8* %sunkaddr301, i64 3
  %.37.i.us.1.us.1 = load i8, i8* %sunkaddr302, align 1, !noalias !45
  %.466.us.127.us.1 = add i64 %.397.098.us.us, 4
  %scevgep157 = getelementptr i8, i8* %scevgep154, i64 %.397.098.us.us
  store i8 %.37.i.us.1.us.1, i8* %scevgep157, align 1, !noalias !48
  %lsr.iv.next = add i64 %lsr.iv, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.1, label %B452.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B354.endif.us.us

B354.endif.us.us77:                               ; preds = %B354.endif.us.us77.preheader131, %B354.endif.us.us77
  %.397.098.us.us78 = phi i64 [ %.466.us.127.us81, %B354.endif.us.us77 ], [ %.397.098.us.us78.ph, %B354.endif.us.us77.preheader131 ]
  %sunkaddr303 = mul i64 %.397.098.us.us78, 2
  %sunkaddr304 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr303
  %85 = bitcast i8* %sunkaddr304 to i16*
  %.66.i.us.us = load i16, i16* %85, align 2, !noalias !45
  %.70.i.us.us = trunc i16 %.66.i.us.us to i8
  %scevgep163 = getelementptr i8, i8* %scevgep, i64 %.397.098.us.us78
  %scevgep164 = getelementptr i8, i8* %scevgep163, i64 -1
  store i8 %.70.i.us.us, i8* %scevgep164, align 1, !noalias !48
  %sunkaddr305 = mul i64 %.397.098.us.us78, 2
  %sunkaddr306 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr305
  %sunkaddr307 = getelementptr i8, i8* %sunkaddr306, i64 2
  %86 = bitcast i8* %sunkaddr307 to i16*
  %.66.i.us.1.us = load i16, i16* %86, align 2, !noalias !45
  %.70.i.us.1.us = trunc i16 %.66.i.us.1.us to i8
  %.466.us.127.us81 = add nuw i64 %.397.098.us.us78, 2
  %scevgep162 = getelementptr i8, i8* %scevgep, i64 %.397.098.us.us78
  store i8 %.70.i.us.1.us, i8* %scevgep162, align 1, !noalias !48
  %niter.ncmp.1.us83 = icmp eq i64 %unroll_iter, %.466.us.127.us81
  br i1 %niter.ncmp.1.us83, label %B452.loopexit.unr-lcssa, label %B354.endif.us.us77, !llvm.loop !67

B354.endif.us.us87:                               ; preds = %B354.endif.us.us87.preheader133, %B354.endif.us.us87
  %.397.098.us.us88 = phi i64 [ %.466.us.127.us91, %B354.endif.us.us87 ], [ %.397.098.us.us88.ph, %B354.endif.us.us87.preheader133 ]
  %sunkaddr308 = mul i64 %.397.098.us.us88, 4
  %sunkaddr309 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr308
  %87 = bitcast i8* %sunkaddr309 to i32*
  %.95.i.us.us = load i32, i32* %87, align 4, !noalias !45
  %.98.i.us.us = trunc i32 %.95.i.us.us to i8
  %scevgep187 = getelementptr i8, i8* %scevgep, i64 %.397.098.us.us88
  %scevgep188 = getelementptr i8, i8* %scevgep187, i64 -1
  store i8 %.98.i.us.us, i8* %scevgep188, align 1, !noalias !48
  %sunkaddr310 = mul i64 %.397.098.us.us88, 4
  %sunkaddr311 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr310
  %sunkaddr312 = getelementptr i8, i8* %sunkaddr311, i64 4
  %88 = bitcast i8* %sunkaddr312 to i32*
  %.95.i.us.1.us = load i32, i32* %88, align 4, !noalias !45
  %.98.i.us.1.us = trunc i32 %.95.i.us.1.us to i8
  %.466.us.127.us91 = add nuw i64 %.397.098.us.us88, 2
  %scevgep184 = getelementptr i8, i8* %scevgep, i64 %.397.098.us.us88
  store i8 %.98.i.us.1.us, i8* %scevgep184, align 1, !noalias !48
  %niter.ncmp.1.us93 = icmp eq i64 %unroll_iter, %.466.us.127.us91
  br i1 %niter.ncmp.1.us93, label %B452.loopexit.unr-lcssa, label %B354.endif.us.us87, !llvm.loop !68

B354.endif.us104:                                 ; preds = %B116.i.us.1, %B354.endif.us104.preheader.new
  %lsr.iv230 = phi i8* [ %scevgep231, %B116.i.us.1 ], [ %scevgep2028, %B354.endif.us104.preheader.new ]
  %lsr.iv216 = phi i64 [ %lsr.iv.next217, %B116.i.us.1 ], [ 0, %B354.endif.us104.preheader.new ]
  %lsr.iv214 = phi i64 [ %lsr.iv.next215, %B116.i.us.1 ], [ %unroll_iter162, %B354.endif.us104.preheader.new ]
  %.397.098.us106 = phi i64 [ 0, %B354.endif.us104.preheader.new ], [ %.466.us108.145, %B116.i.us.1 ]
  switch i32 %arg.b.2, label %B116.i.us [
    i32 1, label %B116.i.us.thread
    i32 2, label %B116.i.us.thread46
    i32 4, label %B116.i.us.thread52
  ]

B116.i.us.thread52:                               ; preds = %B354.endif.us104
  %89 = shl i64 %lsr.iv216, 1
  %scevgep238 = getelementptr i8, i8* %arg.b.0, i64 %89
  %scevgep238239 = bitcast i8* %scevgep238 to i32*
  %.95.i.us112 = load i32, i32* %scevgep238239, align 4, !noalias !45
  %.98.i.us113 = trunc i32 %.95.i.us112 to i16
  %scevgep218 = getelementptr i8, i8* %scevgep188554, i64 %lsr.iv216
  %scevgep218219 = bitcast i8* %scevgep218 to i16*
  store i16 %.98.i.us113, i16* %scevgep218219, align 2, !noalias !48
  %90 = shl i64 %lsr.iv216, 1
  %scevgep235 = getelementptr i8, i8* %arg.b.0, i64 %90
  %scevgep235236 = bitcast i8* %scevgep235 to i32*
  %scevgep237 = getelementptr i32, i32* %scevgep235236, i64 1
  %.95.i.us112.1 = load i32, i32* %scevgep237, align 4, !noalias !45
  %.98.i.us113.1 = trunc i32 %.95.i.us112.1 to i16
  br label %B116.i.us.1

B116.i.us.thread46:                               ; preds = %B354.endif.us104
  %91 = shl nuw i64 %.397.098.us106, 1
  %scevgep243 = getelementptr i8, i8* %arg.b.0, i64 %lsr.iv216
  %scevgep243244 = bitcast i8* %scevgep243 to i16*
  %.66.i.us116 = load i16, i16* %scevgep243244, align 2, !noalias !45
  %scevgep228 = getelementptr i8, i8* %scevgep188554, i64 %lsr.iv216
  %scevgep228229 = bitcast i8* %scevgep228 to i16*
  store i16 %.66.i.us116, i16* %scevgep228229, align 2, !noalias !48
  %scevgep240 = getelementptr i8, i8* %arg.b.0, i64 %lsr.iv216
  %scevgep240241 = bitcast i8* %scevgep240 to i16*
  %scevgep242 = getelementptr i16, i16* %scevgep240241, i64 1
  %.66.i.us116.1 = load i16, i16* %scevgep242, align 2, !noalias !45
  br label %B116.i.us.1

B116.i.us.thread:                                 ; preds = %B354.endif.us104
  %scevgep233 = getelementptr i8, i8* %lsr.iv230, i64 -1
  %.37.i.us120 = load i8, i8* %scevgep233, align 1, !noalias !45
  %.41.i2.us121 = zext i8 %.37.i.us120 to i16
  %92 = shl nuw i64 %.397.098.us106, 1
  %scevgep221 = getelementptr i8, i8* %scevgep188554, i64 %lsr.iv216
  %scevgep221222 = bitcast i8* %scevgep221 to i16*
  store i16 %.41.i2.us121, i16* %scevgep221222, align 2, !noalias !48
  %.37.i.us120.1 = load i8, i8* %lsr.iv230, align 1, !noalias !45
  %.41.i2.us121.1 = zext i8 %.37.i.us120.1 to i16
  br label %B116.i.us.1

B116.i.us:                                        ; preds = %B354.endif.us104
  %93 = shl nuw i64 %.397.098.us106, 1
  %scevgep226 = getelementptr i8, i8* %scevgep188554, i64 %lsr.iv216
  %scevgep226227 = bitcast i8* %scevgep226 to i16*
  store i16 0, i16* %scevgep226227, align 2, !noalias !48
  br label %B116.i.us.1

B116.i.us.1:                                      ; preds = %B116.i.us, %B116.i.us.thread, %B116.i.us.thread46, %B116.i.us.thread52
  %.pre-phi = phi i64 [ %93, %B116.i.us ], [ %92, %B116.i.us.thread ], [ %91, %B116.i.us.thread46 ], [ %lsr.iv216, %B116.i.us.thread52 ]
  %.sink.i.us123.1 = phi i16 [ 0, %B116.i.us ], [ %.41.i2.us121.1, %B116.i.us.thread ], [ %.66.i.us116.1, %B116.i.us.thread46 ], [ %.98.i.us113.1, %B116.i.us.thread52 ]
  %.466.us108.145 = add nuw i64 %.397.098.us106, 2
  %scevgep186 = getelementptr i8, i8* %scevgep185, i64 %.pre-phi
  %scevgep186187 = bitcast i8* %scevgep186 to i16*
  store i16 %.sink.i.us123.1, i16* %scevgep186187, align 2, !noalias !48
  %lsr.iv.next215 = add i64 %lsr.iv214, -2
  %lsr.iv.next217 = add i64 %lsr.iv216, 4
  %scevgep231 = getelementptr i8, i8* %lsr.iv230, i64 2
  %niter163.ncmp.1 = icmp eq i64 %lsr.iv.next215, 0
  br i1 %niter163.ncmp.1, label %B452.loopexit158.unr-lcssa, label %B354.endif.us104

B354.endif.us127:                                 ; preds = %B196.i.us.1, %B354.endif.us127.preheader.new
  %lsr.iv257 = phi i64 [ %lsr.iv.next258, %B196.i.us.1 ], [ 1, %B354.endif.us127.preheader.new ]
  %lsr.iv247 = phi i64 [ %lsr.iv.next248, %B196.i.us.1 ], [ 0, %B354.endif.us127.preheader.new ]
  %lsr.iv245 = phi i64 [ %lsr.iv.next246, %B196.i.us.1 ], [ %unroll_iter166, %B354.endif.us127.preheader.new ]
  %.397.098.us129 = phi i64 [ 0, %B354.endif.us127.preheader.new ], [ %.466.us131.163, %B196.i.us.1 ]
  switch i32 %arg.b.2, label %B196.i.us [
    i32 1, label %B196.i.us.thread
    i32 2, label %B196.i.us.thread64
    i32 4, label %B196.i.us.thread70
  ]

B196.i.us.thread70:                               ; preds = %B354.endif.us127
  %sunkaddr261 = shl i64 %.397.098.us129, 2
  %94 = shl i64 %lsr.iv257, 2
  %scevgep264 = getelementptr i8, i8* %arg.b.0, i64 %94
  %scevgep264265 = bitcast i8* %scevgep264 to i32*
  %scevgep266 = getelementptr i32, i32* %scevgep264265, i64 -1
  %.95.i.us135 = load i32, i32* %scevgep266, align 4, !noalias !45
  %scevgep253 = getelementptr i8, i8* %scevgep208172, i64 %lsr.iv247
  %scevgep253254 = bitcast i8* %scevgep253 to i32*
  store i32 %.95.i.us135, i32* %scevgep253254, align 4, !noalias !48
  %95 = shl i64 %lsr.iv257, 2
  %scevgep262 = getelementptr i8, i8* %arg.b.0, i64 %95
  %scevgep262263 = bitcast i8* %scevgep262 to i32*
  %.95.i.us135.1 = load i32, i32* %scevgep262263, align 4, !noalias !45
  br label %B196.i.us.1

B196.i.us.thread64:                               ; preds = %B354.endif.us127
  %96 = shl i64 %lsr.iv257, 1
  %scevgep269 = getelementptr i8, i8* %arg.b.0, i64 %96
  %scevgep269270 = bitcast i8* %scevgep269 to i16*
  %scevgep271 = getelementptr i16, i16* %scevgep269270, i64 -1
  %.66.i.us139 = load i16, i16* %scevgep271, align 2, !noalias !45
  %.70.i.us140 = zext i16 %.66.i.us139 to i32
  %scevgep249 = getelementptr i8, i8* %scevgep208172, i64 %lsr.iv247
  %scevgep249250 = bitcast i8* %scevgep249 to i32*
  store i32 %.70.i.us140, i32* %scevgep249250, align 4, !noalias !48
  %97 = shl i64 %lsr.iv257, 1
  %scevgep267 = getelementptr i8, i8* %arg.b.0, i64 %97
  %scevgep267268 = bitcast i8* %scevgep267 to i16*
  %.66.i.us139.1 = load i16, i16* %scevgep267268, align 2, !noalias !45
  %.70.i.us140.1 = zext i16 %.66.i.us139.1 to i32
  br label %B196.i.us.1

B196.i.us.thread:                                 ; preds = %B354.endif.us127
  %scevgep260 = getelementptr i8, i8* %arg.b.0, i64 %lsr.iv257
  %scevgep261 = getelementptr i8, i8* %scevgep260, i64 -1
  %.37.i.us143 = load i8, i8* %scevgep261, align 1, !noalias !45
  %.41.i2.us144 = zext i8 %.37.i.us143 to i32
  %98 = shl i64 %.397.098.us129, 2
  %scevgep251 = getelementptr i8, i8* %scevgep208172, i64 %lsr.iv247
  %scevgep251252 = bitcast i8* %scevgep251 to i32*
  store i32 %.41.i2.us144, i32* %scevgep251252, align 4, !noalias !48
  %scevgep259 = getelementptr i8, i8* %arg.b.0, i64 %lsr.iv257
  %.37.i.us143.1 = load i8, i8* %scevgep259, align 1, !noalias !45
  %.41.i2.us144.1 = zext i8 %.37.i.us143.1 to i32
  br label %B196.i.us.1

B196.i.us:                                        ; preds = %B354.endif.us127
  %99 = shl i64 %.397.098.us129, 2
  %scevgep255 = getelementptr i8, i8* %scevgep208172, i64 %lsr.iv247
  %scevgep255256 = bitcast i8* %scevgep255 to i32*
  store i32 0, i32* %scevgep255256, align 4, !noalias !48
  br label %B196.i.us.1

B196.i.us.1:                                      ; preds = %B196.i.us, %B196.i.us.thread, %B196.i.us.thread64, %B196.i.us.thread70
  %.pre-phi100 = phi i64 [ %99, %B196.i.us ], [ %98, %B196.i.us.thread ], [ %lsr.iv247, %B196.i.us.thread64 ], [ %sunkaddr261, %B196.i.us.thread70 ]
  %.sink.i.us146.1 = phi i32 [ 0, %B196.i.us ], [ %.41.i2.us144.1, %B196.i.us.thread ], [ %.70.i.us140.1, %B196.i.us.thread64 ], [ %.95.i.us135.1, %B196.i.us.thread70 ]
  %.466.us131.163 = add nuw i64 %.397.098.us129, 2
  %scevgep206 = getelementptr i8, i8* %scevgep205, i64 %.pre-phi100
  %scevgep206207 = bitcast i8* %scevgep206 to i32*
  store i32 %.sink.i.us146.1, i32* %scevgep206207, align 4, !noalias !48
  %lsr.iv.next246 = add i64 %lsr.iv245, -2
  %lsr.iv.next248 = add i64 %lsr.iv247, 8
  %lsr.iv.next258 = add nuw i64 %lsr.iv257, 2
  %niter167.ncmp.1 = icmp eq i64 %lsr.iv.next246, 0
  br i1 %niter167.ncmp.1, label %B452.loopexit159.unr-lcssa, label %B354.endif.us127

B354.endif.endif.if:                              ; preds = %B354.endif.lr.ph
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object10, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !16

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !16

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !16

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!numba_args_may_always_need_nrt = !{!0, !0, !0, !1, !2, !1, !2, !1, !3, !4, !3, !4, !2, !0, !5, !6, !7, !5, !5, !6, !7, !8, !8, !5, !6, !7}

!0 = !{i32 ({ i8*, i64, i32, i32, i64, i8*, i8* }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i64, i32, i32, i64, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type}
!1 = distinct !{null}
!2 = distinct !{null}
!3 = distinct !{null}
!4 = distinct !{null}
!5 = distinct !{null}
!6 = distinct !{null}
!7 = distinct !{null}
!8 = distinct !{null}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!11 = distinct !{!11, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!12 = distinct !{!12, !11, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!14 = distinct !{!14, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!15 = distinct !{!15, !14, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!16 = !{!"branch_weights", i32 1, i32 99}
!17 = !{!18, !20, !10, !12, !13, !15}
!18 = distinct !{!18, !19, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!19 = distinct !{!19, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!20 = distinct !{!20, !19, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!21 = !{!22, !24, !10, !12, !13, !15}
!22 = distinct !{!22, !23, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!23 = distinct !{!23, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!24 = distinct !{!24, !23, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!25 = !{!26, !28, !29, !31}
!26 = distinct !{!26, !27, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!27 = distinct !{!27, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!28 = distinct !{!28, !27, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!29 = distinct !{!29, !30, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!30 = distinct !{!30, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!31 = distinct !{!31, !30, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!32 = !{!33, !35, !26, !28, !29, !31}
!33 = distinct !{!33, !34, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!34 = distinct !{!34, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!35 = distinct !{!35, !34, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!36 = !{!37, !39, !26, !28, !29, !31}
!37 = distinct !{!37, !38, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!38 = distinct !{!38, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!39 = distinct !{!39, !38, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!40 = !{!"branch_weights", i32 99, i32 1}
!41 = !{!"branch_weights", i32 21474836, i32 2126008812}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZN5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!44 = distinct !{!44, !"_ZN5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!47 = distinct !{!47, !"_ZN5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!48 = !{!49, !51}
!49 = distinct !{!49, !50, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!50 = distinct !{!50, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!51 = distinct !{!51, !50, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!52 = !{!53, !55}
!53 = distinct !{!53, !54, !"_ZN5numba7cpython7unicode13_empty_stringB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!54 = distinct !{!54, !"_ZN5numba7cpython7unicode13_empty_stringB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!55 = distinct !{!55, !54, !"_ZN5numba7cpython7unicode13_empty_stringB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!56 = !{!57, !59, !53, !55}
!57 = distinct !{!57, !58, !"_ZN5numba7cpython7unicode15_set_code_pointB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!58 = distinct !{!58, !"_ZN5numba7cpython7unicode15_set_code_pointB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!59 = distinct !{!59, !58, !"_ZN5numba7cpython7unicode15_set_code_pointB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!60 = !{!61, !63}
!61 = distinct !{!61, !62, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!62 = distinct !{!62, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!63 = distinct !{!63, !62, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!64 = distinct !{!64, !65}
!65 = !{!"llvm.loop.isvectorized", i32 1}
!66 = distinct !{!66, !65}
!67 = distinct !{!67, !65}
!68 = distinct !{!68, !65}
