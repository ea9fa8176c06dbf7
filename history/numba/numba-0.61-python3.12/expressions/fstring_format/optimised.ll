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
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode representation in _pick_kind',), ('_pick_kind', 'numba/cpython/unicode.py', 368))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEjj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj = common local_unnamed_addr global i8* null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode encoding encountered',), ('_kind_to_byte_width', 'numba/cpython/unicode.py', 409))
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object7, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object7.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj = common local_unnamed_addr global i8* null
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode representation in _set_code_point',), ('_set_code_point', 'numba/cpython/unicode.py', 351))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object8, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object8.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx = common local_unnamed_addr global i8* null
@.const.pickledata.object9 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode representation in _set_code_point',), ('_set_code_point', 'numba/cpython/unicode.py', 351))
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object9, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object9.sha1, i32 0, i32 0), i8* null, i32 0 }
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
  br i1 %.15.i.i, label %B30.thread.i.i, label %B30.i.i

B30.thread.i.i:                                   ; preds = %entry
  %.18.i.i = sub i64 0, %arg.n
  br label %for.end.1.endif.i.i

B30.i.i:                                          ; preds = %entry
  %.29.i.i = icmp eq i64 %arg.n, 0
  br i1 %.29.i.i, label %B0.endif.endif, label %for.end.1.endif.i.i

B262.i.i:                                         ; preds = %B218.endif.i.i, %for.end.1.endif.endif.i.i
  %.256.i.i = icmp sgt i64 %n.3.027.i.i, 0
  br i1 %.256.i.i, label %B282.preheader.i.i, label %B0.endif

B282.preheader.i.i:                               ; preds = %B262.i.i
  %.2822835.i.i = urem i64 %n.3.027.i.i, 10
  %0 = trunc i64 %.2822835.i.i to i8
  %.41.i29.i.i = or i8 %0, 48
  %.42.i30.i.i = getelementptr i8, i8* %.6.i.i.i, i64 %.70.i.i
  store i8 %.41.i29.i.i, i8* %.42.i30.i.i, align 1, !noalias !9
  %.40031.i.i = icmp ugt i64 %n.3.027.i.i, 9
  br i1 %.40031.i.i, label %B282.preheader38.i.i, label %B0.endif

B282.preheader38.i.i:                             ; preds = %B282.preheader.i.i
  %1 = add i64 %.70.i.i, -1
  %scevgep.i.i = getelementptr i8, i8* %.6.i.i.i, i64 %1
  br label %B282.i.i

B282.i.i:                                         ; preds = %B282.i.i, %B282.preheader38.i.i
  %lsr.iv.i.i = phi i8* [ %scevgep.i.i, %B282.preheader38.i.i ], [ %scevgep39.i.i, %B282.i.i ]
  %n.4.0233.i.i = phi i64 [ %n.3.027.i.i, %B282.preheader38.i.i ], [ %.281.i.i, %B282.i.i ]
  %.281.i.i = sdiv i64 %n.4.0233.i.i, 10
  %.282.i.i = srem i64 %.281.i.i, 10
  %2 = trunc i64 %.282.i.i to i8
  %.41.i.i.i = add nsw i8 %2, 48
  store i8 %.41.i.i.i, i8* %lsr.iv.i.i, align 1, !noalias !9
  %.400.i.i = icmp sgt i64 %n.4.0233.i.i, 99
  %scevgep39.i.i = getelementptr i8, i8* %lsr.iv.i.i, i64 -1
  br i1 %.400.i.i, label %B282.i.i, label %B0.endif

for.end.1.endif.i.i:                              ; preds = %B30.i.i, %B30.thread.i.i
  %n.3.027.i.i = phi i64 [ %.18.i.i, %B30.thread.i.i ], [ %arg.n, %B30.i.i ]
  %arg.n.lobit.i.i = lshr i64 %arg.n, 63
  %.79.i.i = sitofp i64 %n.3.027.i.i to double
  %.80.i.i = tail call double @llvm.log10.f64(double %.79.i.i)
  %.92.i.i = tail call double @llvm.floor.f64(double %.80.i.i)
  %.97.i.i = fptosi double %.92.i.i to i64
  %.70.i.i = add i64 %arg.n.lobit.i.i, %.97.i.i
  %.98.i.i = add i64 %.70.i.i, 1
  %.134.i.i = add i64 %.70.i.i, 2
  %.136.i.i = tail call i8* @NRT_MemInfo_alloc(i64 %.134.i.i), !noalias !19
  %.137.i.i = icmp eq i8* %.136.i.i, null
  br i1 %.137.i.i, label %B0.if, label %for.end.1.endif.endif.i.i, !prof !20

for.end.1.endif.endif.i.i:                        ; preds = %for.end.1.endif.i.i
  %3 = icmp slt i64 %arg.n, 0
  %.5.i.i.i = getelementptr i8, i8* %.136.i.i, i64 24
  %4 = bitcast i8* %.5.i.i.i to i8**
  %.6.i.i.i = load i8*, i8** %4, align 8, !noalias !19
  br i1 %3, label %B218.endif.i.i, label %B262.i.i

B218.endif.i.i:                                   ; preds = %for.end.1.endif.endif.i.i
  store i8 45, i8* %.6.i.i.i, align 1, !noalias !21
  br label %B262.i.i

B0.if:                                            ; preds = %for.end.1.endif.i.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object4, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B282.i.i, %B282.preheader.i.i, %B262.i.i
  %5 = icmp slt i64 %arg.n, 0
  %.38 = shl nsw i64 %arg.n, 1
  br i1 %5, label %B30.thread.i.i3, label %B30.i.i5

B30.thread.i.i3:                                  ; preds = %B0.endif
  %.18.i.i2 = sub i64 0, %.38
  br label %for.end.1.endif.i.i34

B30.i.i5:                                         ; preds = %B0.endif
  %.29.i.i4 = icmp eq i64 %arg.n, 0
  br i1 %.29.i.i4, label %B0.endif.endif, label %for.end.1.endif.i.i34

B262.i.i7:                                        ; preds = %B218.endif.i.i38, %for.end.1.endif.endif.i.i37
  %.256.i.i6 = icmp sgt i64 %n.3.027.i.i23, 0
  br i1 %.256.i.i6, label %B282.preheader.i.i12, label %B0.endif.endif

B282.preheader.i.i12:                             ; preds = %B262.i.i7
  %.2822835.i.i8 = urem i64 %n.3.027.i.i23, 10
  %6 = trunc i64 %.2822835.i.i8 to i8
  %.41.i29.i.i9 = or i8 %6, 48
  %.42.i30.i.i10 = getelementptr i8, i8* %.6.i.i.i36, i64 %.70.i.i29
  store i8 %.41.i29.i.i9, i8* %.42.i30.i.i10, align 1, !noalias !25
  %.40031.i.i11 = icmp ugt i64 %n.3.027.i.i23, 9
  br i1 %.40031.i.i11, label %B282.preheader38.i.i14, label %B0.endif.endif

B282.preheader38.i.i14:                           ; preds = %B282.preheader.i.i12
  %7 = add i64 %.70.i.i29, -1
  %scevgep.i.i13 = getelementptr i8, i8* %.6.i.i.i36, i64 %7
  br label %B282.i.i22

B282.i.i22:                                       ; preds = %B282.i.i22, %B282.preheader38.i.i14
  %lsr.iv.i.i15 = phi i8* [ %scevgep.i.i13, %B282.preheader38.i.i14 ], [ %scevgep39.i.i21, %B282.i.i22 ]
  %n.4.0233.i.i16 = phi i64 [ %n.3.027.i.i23, %B282.preheader38.i.i14 ], [ %.281.i.i17, %B282.i.i22 ]
  %.281.i.i17 = sdiv i64 %n.4.0233.i.i16, 10
  %.282.i.i18 = srem i64 %.281.i.i17, 10
  %8 = trunc i64 %.282.i.i18 to i8
  %.41.i.i.i19 = add nsw i8 %8, 48
  store i8 %.41.i.i.i19, i8* %lsr.iv.i.i15, align 1, !noalias !25
  %.400.i.i20 = icmp sgt i64 %n.4.0233.i.i16, 99
  %scevgep39.i.i21 = getelementptr i8, i8* %lsr.iv.i.i15, i64 -1
  br i1 %.400.i.i20, label %B282.i.i22, label %B0.endif.endif

for.end.1.endif.i.i34:                            ; preds = %B30.i.i5, %B30.thread.i.i3
  %n.3.027.i.i23 = phi i64 [ %.18.i.i2, %B30.thread.i.i3 ], [ %.38, %B30.i.i5 ]
  %arg.n.lobit.i.i24 = lshr i64 %.38, 63
  %.79.i.i25 = sitofp i64 %n.3.027.i.i23 to double
  %.80.i.i26 = tail call double @llvm.log10.f64(double %.79.i.i25)
  %.92.i.i27 = tail call double @llvm.floor.f64(double %.80.i.i26)
  %.97.i.i28 = fptosi double %.92.i.i27 to i64
  %.70.i.i29 = add i64 %arg.n.lobit.i.i24, %.97.i.i28
  %.98.i.i30 = add i64 %.70.i.i29, 1
  %.134.i.i31 = add i64 %.70.i.i29, 2
  %.136.i.i32 = tail call i8* @NRT_MemInfo_alloc(i64 %.134.i.i31), !noalias !35
  %.137.i.i33 = icmp eq i8* %.136.i.i32, null
  br i1 %.137.i.i33, label %B0.endif.if, label %for.end.1.endif.endif.i.i37, !prof !20

for.end.1.endif.endif.i.i37:                      ; preds = %for.end.1.endif.i.i34
  %9 = icmp slt i64 %arg.n, 0
  %.5.i.i.i35 = getelementptr i8, i8* %.136.i.i32, i64 24
  %10 = bitcast i8* %.5.i.i.i35 to i8**
  %.6.i.i.i36 = load i8*, i8** %10, align 8, !noalias !35
  br i1 %9, label %B218.endif.i.i38, label %B262.i.i7

B218.endif.i.i38:                                 ; preds = %for.end.1.endif.endif.i.i37
  store i8 45, i8* %.6.i.i.i36, align 1, !noalias !36
  br label %B262.i.i7

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if, %B0.endif.endif.endif.endif.endif
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ %.96, %B0.endif.endif.if ], [ %.150, %B0.endif.endif.endif.if ], [ %.182, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %for.end.1.endif.i.i34
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object4, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B282.i.i22, %B282.preheader.i.i12, %B262.i.i7, %B30.i.i, %B30.i.i5
  %.5.sroa.0.0.ph92.ph = phi i8* [ %.6.i.i.i, %B30.i.i5 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.string3, i64 0, i64 0), %B30.i.i ], [ %.6.i.i.i, %B262.i.i7 ], [ %.6.i.i.i, %B282.preheader.i.i12 ], [ %.6.i.i.i, %B282.i.i22 ]
  %.5.sroa.4.0.ph88.ph = phi i64 [ %.98.i.i, %B30.i.i5 ], [ 1, %B30.i.i ], [ %.98.i.i, %B262.i.i7 ], [ %.98.i.i, %B282.preheader.i.i12 ], [ %.98.i.i, %B282.i.i22 ]
  %.5.sroa.20.0.ph84.ph = phi i8* [ %.136.i.i, %B30.i.i5 ], [ null, %B30.i.i ], [ %.136.i.i, %B262.i.i7 ], [ %.136.i.i, %B282.preheader.i.i12 ], [ %.136.i.i, %B282.i.i22 ]
  %.39.sroa.20.0.ph = phi i8* [ null, %B30.i.i5 ], [ null, %B30.i.i ], [ %.136.i.i32, %B262.i.i7 ], [ %.136.i.i32, %B282.preheader.i.i12 ], [ %.136.i.i32, %B282.i.i22 ]
  %.39.sroa.4.0.ph = phi i64 [ 1, %B30.i.i5 ], [ 1, %B30.i.i ], [ %.98.i.i30, %B262.i.i7 ], [ %.98.i.i30, %B282.preheader.i.i12 ], [ %.98.i.i30, %B282.i.i22 ]
  %.39.sroa.0.0.ph = phi i8* [ getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.string3, i64 0, i64 0), %B30.i.i5 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.bytes.string3, i64 0, i64 0), %B30.i.i ], [ %.6.i.i.i36, %B262.i.i7 ], [ %.6.i.i.i36, %B282.preheader.i.i12 ], [ %.6.i.i.i36, %B282.i.i22 ]
  %11 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %11, i8 0, i64 48, i1 false)
  %.96 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.92, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.bytes.string1, i64 0, i64 0), i64 2, i32 1, i32 1, i64 -1, i8* null, i8* null, i8* %.5.sroa.0.0.ph92.ph, i64 %.5.sroa.4.0.ph88.ph, i32 1, i32 1, i64 -1, i8* %.5.sroa.20.0.ph84.ph, i8* null)
  %12 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr to i8**
  %.106.fca.5.load = load i8*, i8** %13, align 8
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
  %14 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8**
  %15 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr127 = getelementptr inbounds i8, i8* %15, i64 40
  %16 = bitcast i8* %sunkaddr127 to i8**
  %.106.fca.6.load = load i8*, i8** %16, align 8
  %17 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr128 = getelementptr inbounds i8, i8* %17, i64 24
  %18 = bitcast i8* %sunkaddr128 to i64*
  %.106.fca.4.load = load i64, i64* %18, align 8
  %19 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr129 = getelementptr inbounds i8, i8* %19, i64 20
  %20 = bitcast i8* %sunkaddr129 to i32*
  %.106.fca.3.load = load i32, i32* %20, align 4
  %21 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr130 = getelementptr inbounds i8, i8* %21, i64 16
  %22 = bitcast i8* %sunkaddr130 to i32*
  %.106.fca.2.load = load i32, i32* %22, align 8
  %23 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.92 to i8*
  %sunkaddr131 = getelementptr inbounds i8, i8* %23, i64 8
  %24 = bitcast i8* %sunkaddr131 to i64*
  %.106.fca.1.load = load i64, i64* %24, align 8
  %.106.fca.0.load = load i8*, i8** %14, align 8
  tail call void @NRT_decref(i8* %.5.sroa.20.0.ph84.ph)
  %25 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %25, i8 0, i64 48, i1 false)
  %.150 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.146, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, i8* %.106.fca.0.load, i64 %.106.fca.1.load, i32 %.106.fca.2.load, i32 %.106.fca.3.load, i64 %.106.fca.4.load, i8* %.106.fca.5.load, i8* %.106.fca.6.load, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.bytes.string2, i64 0, i64 0), i64 8, i32 1, i32 1, i64 -1, i8* null, i8* null)
  %26 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr132 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr132 to i8**
  %.160.fca.5.load = load i8*, i8** %27, align 8
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
  %28 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8**
  %29 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr133 = getelementptr inbounds i8, i8* %29, i64 40
  %30 = bitcast i8* %sunkaddr133 to i8**
  %.160.fca.6.load = load i8*, i8** %30, align 8
  %31 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr134 = getelementptr inbounds i8, i8* %31, i64 24
  %32 = bitcast i8* %sunkaddr134 to i64*
  %.160.fca.4.load = load i64, i64* %32, align 8
  %33 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr135 = getelementptr inbounds i8, i8* %33, i64 20
  %34 = bitcast i8* %sunkaddr135 to i32*
  %.160.fca.3.load = load i32, i32* %34, align 4
  %35 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr136 = getelementptr inbounds i8, i8* %35, i64 16
  %36 = bitcast i8* %sunkaddr136 to i32*
  %.160.fca.2.load = load i32, i32* %36, align 8
  %37 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.146 to i8*
  %sunkaddr137 = getelementptr inbounds i8, i8* %37, i64 8
  %38 = bitcast i8* %sunkaddr137 to i64*
  %.160.fca.1.load = load i64, i64* %38, align 8
  %.160.fca.0.load = load i8*, i8** %28, align 8
  tail call void @NRT_decref(i8* %.106.fca.5.load)
  %39 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %39, i8 0, i64 48, i1 false)
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
  %40 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8**
  %41 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr138 = getelementptr inbounds i8, i8* %41, i64 40
  %42 = bitcast i8* %sunkaddr138 to i8**
  %.192.fca.6.load = load i8*, i8** %42, align 8
  %43 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr139 = getelementptr inbounds i8, i8* %43, i64 32
  %44 = bitcast i8* %sunkaddr139 to i8**
  %.192.fca.5.load = load i8*, i8** %44, align 8
  %45 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr140 = getelementptr inbounds i8, i8* %45, i64 24
  %46 = bitcast i8* %sunkaddr140 to i64*
  %.192.fca.4.load = load i64, i64* %46, align 8
  %47 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr141 = getelementptr inbounds i8, i8* %47, i64 20
  %48 = bitcast i8* %sunkaddr141 to i32*
  %.192.fca.3.load = load i32, i32* %48, align 4
  %49 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr142 = getelementptr inbounds i8, i8* %49, i64 16
  %50 = bitcast i8* %sunkaddr142 to i32*
  %.192.fca.2.load = load i32, i32* %50, align 8
  %51 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.178 to i8*
  %sunkaddr143 = getelementptr inbounds i8, i8* %51, i64 8
  %52 = bitcast i8* %sunkaddr143 to i64*
  %.192.fca.1.load = load i64, i64* %52, align 8
  %.192.fca.0.load = load i8*, i8** %40, align 8
  %retptr.repack144 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr to i8**
  store i8* %.192.fca.0.load, i8** %retptr.repack144, align 8
  %retptr.repack53 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 1
  store i64 %.192.fca.1.load, i64* %retptr.repack53, align 8
  %retptr.repack55 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 2
  store i32 %.192.fca.2.load, i32* %retptr.repack55, align 8
  %retptr.repack57 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 3
  store i32 %.192.fca.3.load, i32* %retptr.repack57, align 4
  %retptr.repack59 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 4
  store i64 %.192.fca.4.load, i64* %retptr.repack59, align 8
  %retptr.repack61 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 5
  store i8* %.192.fca.5.load, i8** %retptr.repack61, align 8
  %retptr.repack63 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 6
  store i8* %.192.fca.6.load, i8** %retptr.repack63, align 8
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
  br i1 %.7, label %common.ret, label %entry.endif, !prof !20

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.72, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !20

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([117 x i8], [117 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases11expressions14fstring_formatB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !20

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
  br i1 %.95, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !20

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.79, 2
  %.109 = call i8* @numba_unpickle(i8* %.84, i32 %.86, i8* %.108)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.111 = phi i8* [ %.99, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.109, %entry.endif.endif.endif.endif.endif.if.else ]
  %.112.not = icmp eq i8* %.111, null
  br i1 %.112.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !20

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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !20

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !20

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
  switch i32 %arg.a.2, label %B0.if [
    i32 1, label %B0.endif.endif
    i32 2, label %B44.i
    i32 4, label %B0.endif.endif.thread
  ]

B44.i:                                            ; preds = %entry
  %.27.i = icmp eq i32 %arg.b.2, 4
  br i1 %.27.i, label %B0.endif.endif.thread, label %B0.endif.endif.thread65

B0.endif.endif.thread65:                          ; preds = %B44.i
  %.9.i67 = icmp eq i32 %arg.a.3, 1
  %.13.i68 = icmp eq i32 %arg.b.3, 1
  %or.cond.i69 = select i1 %.9.i67, i1 %.13.i68, i1 false
  %storemerge.i70 = zext i1 %or.cond.i69 to i32
  br label %B42.i.i

B252:                                             ; preds = %B252.preheader, %B252.endif.endif
  %.200.0100 = phi i64 [ %.269, %B252.endif.endif ], [ 0, %B252.preheader ]
  %.269 = add nuw nsw i64 %.200.0100, 1
  switch i32 %arg.a.2, label %B252.endif [
    i32 1, label %B42.i25
    i32 2, label %B124.i30
    i32 4, label %B206.i35
  ]

B42.i25:                                          ; preds = %B252
  %scevgep282 = getelementptr i8, i8* %arg.a.0, i64 %.200.0100
  %.37.i23 = load i8, i8* %scevgep282, align 1, !noalias !41
  %.41.i24 = zext i8 %.37.i23 to i64
  br label %B252.endif

B124.i30:                                         ; preds = %B252
  %0 = shl nuw i64 %.200.0100, 1
  %scevgep280 = getelementptr i8, i8* %arg.a.0, i64 %0
  %scevgep280281 = bitcast i8* %scevgep280 to i16*
  %.66.i28 = load i16, i16* %scevgep280281, align 2, !noalias !41
  %.70.i29 = zext i16 %.66.i28 to i64
  br label %B252.endif

B206.i35:                                         ; preds = %B252
  %1 = shl i64 %.200.0100, 2
  %scevgep278 = getelementptr i8, i8* %arg.a.0, i64 %1
  %scevgep278279 = bitcast i8* %scevgep278 to i32*
  %.95.i33 = load i32, i32* %scevgep278279, align 4, !noalias !41
  %.98.i34 = zext i32 %.95.i33 to i64
  br label %B252.endif

common.ret:                                       ; preds = %B348.endif.endif.if, %B252.endif.if, %B0.endif.endif.if, %B0.if, %B422
  %common.ret.op = phi i32 [ 0, %B422 ], [ 1, %B0.if ], [ 1, %B0.endif.endif.if ], [ 1, %B348.endif.endif.if ], [ 1, %B252.endif.if ]
  ret i32 %common.ret.op

B422.loopexit.unr-lcssa.loopexit.unr-lcssa:       ; preds = %B348.endif.us.us, %B348.endif.us.us.preheader
  %.397.097.us.us.unr = phi i64 [ 0, %B348.endif.us.us.preheader ], [ %.466.us.127.us.1, %B348.endif.us.us ]
  %2 = and i64 %28, 1
  %lcmp.mod.not144 = icmp eq i64 %2, 0
  br i1 %lcmp.mod.not144, label %B422.loopexit.unr-lcssa, label %B348.endif.us.us.epil

B348.endif.us.us.epil:                            ; preds = %B422.loopexit.unr-lcssa.loopexit.unr-lcssa
  %scevgep183.us.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us.unr
  %.37.i.us.us.epil = load i8, i8* %scevgep183.us.epil, align 1, !noalias !44
  %scevgep16924.us.epil = getelementptr i8, i8* %scevgep168936, i64 %.397.097.us.us.unr
  store i8 %.37.i.us.us.epil, i8* %scevgep16924.us.epil, align 1, !noalias !47
  %sunkaddr284 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us.unr
  %sunkaddr285 = getelementptr i8, i8* %sunkaddr284, i64 1
  %.37.i.us.1.us.epil = load i8, i8* %sunkaddr285, align 1, !noalias !44
  %scevgep167.us.epil = getelementptr i8, i8* %scevgep, i64 %.397.097.us.us.unr
  store i8 %.37.i.us.1.us.epil, i8* %scevgep167.us.epil, align 1, !noalias !47
  br label %B422.loopexit.unr-lcssa

B422.loopexit.unr-lcssa:                          ; preds = %B348.endif.us.us87, %B348.endif.us.us77, %B348.endif.us.us.epil, %B422.loopexit.unr-lcssa.loopexit.unr-lcssa, %middle.block, %middle.block114, %B348.endif.us.preheader96
  %3 = and i64 %arg.b.1, 1
  %lcmp.mod.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod.not, label %B422, label %B348.endif.us.epil

B348.endif.us.epil:                               ; preds = %B348.endif.us.preheader, %B422.loopexit.unr-lcssa
  %.397.097.us.unr15 = phi i64 [ %unroll_iter, %B422.loopexit.unr-lcssa ], [ 0, %B348.endif.us.preheader ]
  %.516.us.epil = add nsw i64 %.397.097.us.unr15, %arg.a.1
  switch i32 %arg.b.2, label %B42.i.us.epil [
    i32 1, label %B42.i3.us.epil
    i32 2, label %B124.i.us.epil
    i32 4, label %B206.i.us.epil
  ]

B206.i.us.epil:                                   ; preds = %B348.endif.us.epil
  %sunkaddr = shl i64 %.397.097.us.unr15, 2
  %sunkaddr234 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr
  %4 = bitcast i8* %sunkaddr234 to i32*
  %.95.i.us.epil = load i32, i32* %4, align 4, !noalias !44
  %.98.i.us.epil = trunc i32 %.95.i.us.epil to i8
  br label %B42.i.us.epil

B124.i.us.epil:                                   ; preds = %B348.endif.us.epil
  %sunkaddr235 = shl i64 %.397.097.us.unr15, 1
  %sunkaddr236 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr235
  %5 = bitcast i8* %sunkaddr236 to i16*
  %.66.i.us.epil = load i16, i16* %5, align 2, !noalias !44
  %.70.i.us.epil = trunc i16 %.66.i.us.epil to i8
  br label %B42.i.us.epil

B42.i3.us.epil:                                   ; preds = %B348.endif.us.epil
  %.36.i.us.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.unr15
  %.37.i.us.epil = load i8, i8* %.36.i.us.epil, align 1, !noalias !44
  br label %B42.i.us.epil

B42.i.us.epil:                                    ; preds = %B42.i3.us.epil, %B124.i.us.epil, %B206.i.us.epil, %B348.endif.us.epil
  %.sink.i.us.epil = phi i8 [ %.98.i.us.epil, %B206.i.us.epil ], [ %.70.i.us.epil, %B124.i.us.epil ], [ %.37.i.us.epil, %B42.i3.us.epil ], [ 0, %B348.endif.us.epil ]
  %.42.i.us.epil = getelementptr i8, i8* %.6.i.i, i64 %.516.us.epil
  store i8 %.sink.i.us.epil, i8* %.42.i.us.epil, align 1, !noalias !47
  br label %B422

B422.loopexit157.unr-lcssa:                       ; preds = %B128.i.us.1
  %6 = and i64 %arg.b.1, 1
  %lcmp.mod160.not = icmp eq i64 %6, 0
  br i1 %lcmp.mod160.not, label %B422, label %B348.endif.us103.epil

B348.endif.us103.epil:                            ; preds = %B348.endif.us103.preheader, %B422.loopexit157.unr-lcssa
  %.397.097.us105.unr18 = phi i64 [ %unroll_iter161, %B422.loopexit157.unr-lcssa ], [ 0, %B348.endif.us103.preheader ]
  %.516.us108.epil = add nsw i64 %.397.097.us105.unr18, %arg.a.1
  switch i32 %arg.b.2, label %B128.i.us.epil [
    i32 1, label %B42.i3.us117.epil
    i32 2, label %B124.i.us113.epil
    i32 4, label %B206.i.us109.epil
  ]

B206.i.us109.epil:                                ; preds = %B348.endif.us103.epil
  %sunkaddr237 = shl i64 %.397.097.us105.unr18, 2
  %sunkaddr238 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr237
  %7 = bitcast i8* %sunkaddr238 to i32*
  %.95.i.us111.epil = load i32, i32* %7, align 4, !noalias !44
  %.98.i.us112.epil = trunc i32 %.95.i.us111.epil to i16
  br label %B128.i.us.epil

B124.i.us113.epil:                                ; preds = %B348.endif.us103.epil
  %sunkaddr239 = shl i64 %.397.097.us105.unr18, 1
  %sunkaddr240 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr239
  %8 = bitcast i8* %sunkaddr240 to i16*
  %.66.i.us115.epil = load i16, i16* %8, align 2, !noalias !44
  br label %B128.i.us.epil

B42.i3.us117.epil:                                ; preds = %B348.endif.us103.epil
  %.36.i.us118.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us105.unr18
  %.37.i.us119.epil = load i8, i8* %.36.i.us118.epil, align 1, !noalias !44
  %.41.i2.us120.epil = zext i8 %.37.i.us119.epil to i16
  br label %B128.i.us.epil

B128.i.us.epil:                                   ; preds = %B42.i3.us117.epil, %B124.i.us113.epil, %B206.i.us109.epil, %B348.endif.us103.epil
  %.sink.i.us122.epil = phi i16 [ %.98.i.us112.epil, %B206.i.us109.epil ], [ %.66.i.us115.epil, %B124.i.us113.epil ], [ %.41.i2.us120.epil, %B42.i3.us117.epil ], [ 0, %B348.endif.us103.epil ]
  %sunkaddr241 = shl i64 %.516.us108.epil, 1
  %sunkaddr242 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr241
  %9 = bitcast i8* %sunkaddr242 to i16*
  store i16 %.sink.i.us122.epil, i16* %9, align 2, !noalias !47
  br label %B422

B422.loopexit158.unr-lcssa:                       ; preds = %B214.i.us.1
  %10 = and i64 %arg.b.1, 1
  %lcmp.mod164.not = icmp eq i64 %10, 0
  br i1 %lcmp.mod164.not, label %B422, label %B348.endif.us126.epil

B348.endif.us126.epil:                            ; preds = %B348.endif.us126.preheader, %B422.loopexit158.unr-lcssa
  %.397.097.us128.unr21 = phi i64 [ %unroll_iter165, %B422.loopexit158.unr-lcssa ], [ 0, %B348.endif.us126.preheader ]
  %.516.us131.epil = add nsw i64 %.397.097.us128.unr21, %arg.a.1
  switch i32 %arg.b.2, label %B214.i.us.epil [
    i32 1, label %B42.i3.us140.epil
    i32 2, label %B124.i.us136.epil
    i32 4, label %B206.i.us132.epil
  ]

B206.i.us132.epil:                                ; preds = %B348.endif.us126.epil
  %sunkaddr243 = shl i64 %.397.097.us128.unr21, 2
  %sunkaddr244 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr243
  %11 = bitcast i8* %sunkaddr244 to i32*
  %.95.i.us134.epil = load i32, i32* %11, align 4, !noalias !44
  br label %B214.i.us.epil

B124.i.us136.epil:                                ; preds = %B348.endif.us126.epil
  %sunkaddr245 = shl i64 %.397.097.us128.unr21, 1
  %sunkaddr246 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr245
  %12 = bitcast i8* %sunkaddr246 to i16*
  %.66.i.us138.epil = load i16, i16* %12, align 2, !noalias !44
  %.70.i.us139.epil = zext i16 %.66.i.us138.epil to i32
  br label %B214.i.us.epil

B42.i3.us140.epil:                                ; preds = %B348.endif.us126.epil
  %.36.i.us141.epil = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us128.unr21
  %.37.i.us142.epil = load i8, i8* %.36.i.us141.epil, align 1, !noalias !44
  %.41.i2.us143.epil = zext i8 %.37.i.us142.epil to i32
  br label %B214.i.us.epil

B214.i.us.epil:                                   ; preds = %B42.i3.us140.epil, %B124.i.us136.epil, %B206.i.us132.epil, %B348.endif.us126.epil
  %.sink.i.us145.epil = phi i32 [ %.95.i.us134.epil, %B206.i.us132.epil ], [ %.70.i.us139.epil, %B124.i.us136.epil ], [ %.41.i2.us143.epil, %B42.i3.us140.epil ], [ 0, %B348.endif.us126.epil ]
  %sunkaddr247 = shl i64 %.516.us131.epil, 2
  %sunkaddr248 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr247
  %13 = bitcast i8* %sunkaddr248 to i32*
  store i32 %.sink.i.us145.epil, i32* %13, align 4, !noalias !47
  br label %B422

B422:                                             ; preds = %B302.endif.endif, %B214.i.us.epil, %B422.loopexit158.unr-lcssa, %B128.i.us.epil, %B422.loopexit157.unr-lcssa, %B42.i.us.epil, %B422.loopexit.unr-lcssa
  %retptr.repack249286 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr to i8**
  store i8* %.6.i.i, i8** %retptr.repack249286, align 8
  %retptr.repack40 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 1
  store i64 %.38, i64* %retptr.repack40, align 8
  %retptr.repack42 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 2
  store i32 %.675462, i32* %retptr.repack42, align 8
  %retptr.repack44 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 3
  store i32 %storemerge.i64, i32* %retptr.repack44, align 4
  %retptr.repack46 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 4
  store i64 -1, i64* %retptr.repack46, align 8
  %retptr.repack48 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 5
  store i8* %.38.i, i8** %retptr.repack48, align 8
  %retptr.repack50 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 6
  store i8* null, i8** %retptr.repack50, align 8
  tail call void @NRT_decref(i8* %arg.b.5)
  tail call void @NRT_decref(i8* %arg.a.5)
  br label %common.ret

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.thread:                            ; preds = %B44.i, %entry
  %.9.i57 = icmp eq i32 %arg.a.3, 1
  %.13.i58 = icmp eq i32 %arg.b.3, 1
  %or.cond.i59 = select i1 %.9.i57, i1 %.13.i58, i1 false
  %storemerge.i60 = zext i1 %or.cond.i59 to i32
  br label %B62.i.i

B0.endif.endif:                                   ; preds = %entry
  %.9.i = icmp eq i32 %arg.a.3, 1
  %.13.i = icmp eq i32 %arg.b.3, 1
  %or.cond.i = select i1 %.9.i, i1 %.13.i, i1 false
  %storemerge.i = zext i1 %or.cond.i to i32
  %14 = zext i32 %arg.b.2 to i64
  switch i32 %arg.b.2, label %B0.endif.endif.if [
    i32 1, label %B0.endif.i
    i32 2, label %B42.i.i
    i32 4, label %B62.i.i
  ]

B42.i.i:                                          ; preds = %B0.endif.endif, %B0.endif.endif.thread65
  %storemerge.i72 = phi i32 [ %storemerge.i70, %B0.endif.endif.thread65 ], [ %storemerge.i, %B0.endif.endif ]
  br label %B0.endif.i

B62.i.i:                                          ; preds = %B0.endif.endif, %B0.endif.endif.thread
  %storemerge.i63 = phi i32 [ %storemerge.i60, %B0.endif.endif.thread ], [ %storemerge.i, %B0.endif.endif ]
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B62.i.i, %B42.i.i, %B0.endif.endif
  %storemerge.i64 = phi i32 [ %storemerge.i63, %B62.i.i ], [ %storemerge.i72, %B42.i.i ], [ %storemerge.i, %B0.endif.endif ]
  %.675462 = phi i32 [ 4, %B62.i.i ], [ 2, %B42.i.i ], [ %arg.b.2, %B0.endif.endif ]
  %.7.0.i = phi i64 [ 4, %B62.i.i ], [ 2, %B42.i.i ], [ %14, %B0.endif.endif ]
  %.36.i18 = add i64 %.38, 1
  %.37.i19 = mul i64 %.7.0.i, %.36.i18
  %.38.i = tail call i8* @NRT_MemInfo_alloc(i64 %.37.i19), !noalias !51
  %.39.i = icmp eq i8* %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if, label %B0.endif.endif.i, !prof !20

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, i8* %.38.i, i64 24
  %15 = bitcast i8* %.5.i.i to i8**
  %.6.i.i = load i8*, i8** %15, align 8, !noalias !51
  switch i32 %.675462, label %B0.endif.endif.if [
    i32 1, label %B42.i2.i
    i32 2, label %B128.i.i
    i32 4, label %B214.i.i
  ]

B42.i2.i:                                         ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, i8* %.6.i.i, i64 %.38
  store i8 0, i8* %.41.i.i, align 1, !noalias !55
  br label %B0.endif.endif.endif.endif.endif

B128.i.i:                                         ; preds = %B0.endif.endif.i
  %.71.i.i = bitcast i8* %.6.i.i to i16*
  %.72.i.i = getelementptr i16, i16* %.71.i.i, i64 %.38
  store i16 0, i16* %.72.i.i, align 2, !noalias !55
  br label %B0.endif.endif.endif.endif.endif

B214.i.i:                                         ; preds = %B0.endif.endif.i
  %.101.i.i = bitcast i8* %.6.i.i to i32*
  %.102.i.i = getelementptr i32, i32* %.101.i.i, i64 %.38
  store i32 0, i32* %.102.i.i, align 4, !noalias !55
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif.i, %B0.endif.i, %B0.endif.endif
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object8, %B0.endif.endif.i ], [ @.const.picklebuf.object6, %B0.endif.i ], [ @.const.picklebuf.object7, %B0.endif.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B214.i.i, %B128.i.i, %B42.i2.i
  %.25699.not = icmp slt i64 %arg.a.1, 1
  br i1 %.25699.not, label %B302.endif.endif, label %B252.preheader

B252.preheader:                                   ; preds = %B0.endif.endif.endif.endif.endif
  br label %B252

B252.endif:                                       ; preds = %B206.i35, %B124.i30, %B42.i25, %B252
  %.sink.i21 = phi i64 [ %.98.i34, %B206.i35 ], [ %.70.i29, %B124.i30 ], [ %.41.i24, %B42.i25 ], [ 0, %B252 ]
  switch i32 %.675462, label %B252.endif.if [
    i32 1, label %B42.i7
    i32 2, label %B128.i11
    i32 4, label %B214.i15
  ]

B42.i7:                                           ; preds = %B252.endif
  %.41.i5 = trunc i64 %.sink.i21 to i8
  %scevgep277 = getelementptr i8, i8* %.6.i.i, i64 %.200.0100
  store i8 %.41.i5, i8* %scevgep277, align 1, !noalias !59
  br label %B252.endif.endif

B128.i11:                                         ; preds = %B252.endif
  %.72.i8 = trunc i64 %.sink.i21 to i16
  %16 = shl nuw i64 %.200.0100, 1
  %scevgep275 = getelementptr i8, i8* %.6.i.i, i64 %16
  %scevgep275276 = bitcast i8* %scevgep275 to i16*
  store i16 %.72.i8, i16* %scevgep275276, align 2, !noalias !59
  br label %B252.endif.endif

B214.i15:                                         ; preds = %B252.endif
  %.103.i12 = trunc i64 %.sink.i21 to i32
  %17 = shl i64 %.200.0100, 2
  %scevgep273 = getelementptr i8, i8* %.6.i.i, i64 %17
  %scevgep273274 = bitcast i8* %scevgep273 to i32*
  store i32 %.103.i12, i32* %scevgep273274, align 4, !noalias !59
  br label %B252.endif.endif

B252.endif.if:                                    ; preds = %B252.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B252.endif.endif:                                 ; preds = %B214.i15, %B128.i11, %B42.i7
  %exitcond152.not = icmp eq i64 %arg.a.1, %.269
  br i1 %exitcond152.not, label %B302.endif.endif, label %B252

B302.endif.endif:                                 ; preds = %B252.endif.endif, %B0.endif.endif.endif.endif.endif
  %.45396.not = icmp slt i64 %arg.b.1, 1
  br i1 %.45396.not, label %B422, label %B348.endif.lr.ph

B348.endif.lr.ph:                                 ; preds = %B302.endif.endif
  switch i32 %.675462, label %B348.endif.endif.if [
    i32 1, label %B348.endif.us.preheader
    i32 2, label %B348.endif.us103.preheader
    i32 4, label %B348.endif.us126.preheader
  ]

B348.endif.us126.preheader:                       ; preds = %B348.endif.lr.ph
  %18 = icmp eq i64 %arg.b.1, 1
  br i1 %18, label %B348.endif.us126.epil, label %B348.endif.us126.preheader.new

B348.endif.us126.preheader.new:                   ; preds = %B348.endif.us126.preheader
  %unroll_iter165 = and i64 %arg.b.1, -2
  %19 = shl i64 %arg.a.1, 2
  %20 = add i64 %19, 4
  %scevgep204 = getelementptr i8, i8* %.6.i.i, i64 %20
  %scevgep207172 = getelementptr i8, i8* %.6.i.i, i64 %19
  br label %B348.endif.us126

B348.endif.us103.preheader:                       ; preds = %B348.endif.lr.ph
  %21 = icmp eq i64 %arg.b.1, 1
  br i1 %21, label %B348.endif.us103.epil, label %B348.endif.us103.preheader.new

B348.endif.us103.preheader.new:                   ; preds = %B348.endif.us103.preheader
  %unroll_iter161 = and i64 %arg.b.1, -2
  %22 = shl i64 %arg.a.1, 1
  %23 = add i64 %22, 2
  %scevgep184 = getelementptr i8, i8* %.6.i.i, i64 %23
  %scevgep187554 = getelementptr i8, i8* %.6.i.i, i64 %22
  %scevgep2018 = getelementptr i8, i8* %arg.b.0, i64 1
  br label %B348.endif.us103

B348.endif.us.preheader:                          ; preds = %B348.endif.lr.ph
  %24 = icmp eq i64 %arg.b.1, 1
  br i1 %24, label %B348.endif.us.epil, label %B348.endif.us.preheader.new

B348.endif.us.preheader.new:                      ; preds = %B348.endif.us.preheader
  %unroll_iter = and i64 %arg.b.1, -2
  %25 = add i64 %arg.a.1, 1
  %scevgep = getelementptr i8, i8* %.6.i.i, i64 %25
  %scevgep168936 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  switch i32 %arg.b.2, label %B348.endif.us.preheader96 [
    i32 1, label %B348.endif.us.us.preheader
    i32 2, label %B348.endif.us.us77.preheader
    i32 4, label %B348.endif.us.us87.preheader
  ]

B348.endif.us.us.preheader:                       ; preds = %B348.endif.us.preheader.new
  %26 = add i64 %unroll_iter, -2
  %27 = lshr exact i64 %26, 1
  %28 = add nuw i64 %27, 1
  %29 = icmp eq i64 %26, 0
  br i1 %29, label %B422.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B348.endif.us.us.preheader.new

B348.endif.us.us.preheader.new:                   ; preds = %B348.endif.us.us.preheader
  %unroll_iter135 = and i64 %28, -2
  %30 = add i64 %arg.a.1, 3
  %scevgep154 = getelementptr i8, i8* %.6.i.i, i64 %30
  br label %B348.endif.us.us

B348.endif.us.us87.preheader:                     ; preds = %B348.endif.us.preheader.new
  %31 = add i64 %unroll_iter, -2
  %32 = lshr exact i64 %31, 1
  %33 = add nuw i64 %32, 1
  %min.iters.check = icmp ult i64 %31, 30
  br i1 %min.iters.check, label %B348.endif.us.us87.preheader133, label %vector.memcheck

vector.memcheck:                                  ; preds = %B348.endif.us.us87.preheader
  %34 = add i64 %unroll_iter, %arg.a.1
  %scevgep105 = getelementptr i8, i8* %.6.i.i, i64 %34
  %35 = shl i64 %unroll_iter, 2
  %scevgep106 = getelementptr i8, i8* %arg.b.0, i64 %35
  %bound0 = icmp ult i8* %scevgep168936, %scevgep106
  %bound1 = icmp ugt i8* %scevgep105, %arg.b.0
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B348.endif.us.us87.preheader133, label %vector.ph

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
  %scevgep195 = getelementptr i8, i8* %.6.i.i, i64 %40
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv213 = phi i64 [ %lsr.iv.next214, %vector.body ], [ %unroll_iter142, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %sunkaddr287 = mul i64 %index, 8
  %sunkaddr288 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr287
  %41 = bitcast i8* %sunkaddr288 to <8 x i32>*
  %wide.vec = load <8 x i32>, <8 x i32>* %41, align 4, !noalias !44
  %strided.vec = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec107 = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %42 = trunc <4 x i32> %strided.vec to <4 x i8>
  %43 = trunc <4 x i32> %strided.vec107 to <4 x i8>
  %44 = shl i64 %index, 1
  %scevgep200 = getelementptr i8, i8* %scevgep195, i64 %44
  %scevgep200201 = bitcast i8* %scevgep200 to <8 x i8>*
  %scevgep206 = getelementptr <8 x i8>, <8 x i8>* %scevgep200201, i64 -1
  %interleaved.vec = shufflevector <4 x i8> %42, <4 x i8> %43, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec, <8 x i8>* %scevgep206, align 1, !noalias !47
  %sunkaddr289 = mul i64 %index, 8
  %sunkaddr290 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr289
  %sunkaddr291 = getelementptr i8, i8* %sunkaddr290, i64 32
  %45 = bitcast i8* %sunkaddr291 to <8 x i32>*
  %wide.vec.1 = load <8 x i32>, <8 x i32>* %45, align 4, !noalias !44
  %strided.vec.1 = shufflevector <8 x i32> %wide.vec.1, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec107.1 = shufflevector <8 x i32> %wide.vec.1, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %46 = trunc <4 x i32> %strided.vec.1 to <4 x i8>
  %47 = trunc <4 x i32> %strided.vec107.1 to <4 x i8>
  %48 = shl i64 %index, 1
  %scevgep196 = getelementptr i8, i8* %scevgep195, i64 %48
  %scevgep196197 = bitcast i8* %scevgep196 to <8 x i8>*
  %interleaved.vec.1 = shufflevector <4 x i8> %46, <4 x i8> %47, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec.1, <8 x i8>* %scevgep196197, align 1, !noalias !47
  %index.next.1 = add i64 %index, 8
  %lsr.iv.next214 = add i64 %lsr.iv213, -2
  %niter143.ncmp.1 = icmp eq i64 %lsr.iv.next214, 0
  br i1 %niter143.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !63

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
  %wide.vec.epil = load <8 x i32>, <8 x i32>* %52, align 4, !noalias !44
  %strided.vec.epil = shufflevector <8 x i32> %wide.vec.epil, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec107.epil = shufflevector <8 x i32> %wide.vec.epil, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %53 = trunc <4 x i32> %strided.vec.epil to <4 x i8>
  %54 = trunc <4 x i32> %strided.vec107.epil to <4 x i8>
  %55 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %56 = getelementptr i8, i8* %55, i64 %offset.idx.epil
  %57 = bitcast i8* %56 to <8 x i8>*
  %interleaved.vec.epil = shufflevector <4 x i8> %53, <4 x i8> %54, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec.epil, <8 x i8>* %57, align 1, !noalias !47
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %33, %n.vec
  br i1 %cmp.n, label %B422.loopexit.unr-lcssa, label %B348.endif.us.us87.preheader133

B348.endif.us.us87.preheader133:                  ; preds = %vector.memcheck, %B348.endif.us.us87.preheader, %middle.block
  %.397.097.us.us88.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %B348.endif.us.us87.preheader ], [ %ind.end, %middle.block ]
  br label %B348.endif.us.us87

B348.endif.us.us77.preheader:                     ; preds = %B348.endif.us.preheader.new
  %58 = add i64 %unroll_iter, -2
  %59 = lshr exact i64 %58, 1
  %60 = add nuw i64 %59, 1
  %min.iters.check116 = icmp ult i64 %58, 30
  br i1 %min.iters.check116, label %B348.endif.us.us77.preheader131, label %vector.memcheck108

vector.memcheck108:                               ; preds = %B348.endif.us.us77.preheader
  %61 = add i64 %unroll_iter, %arg.a.1
  %scevgep109 = getelementptr i8, i8* %.6.i.i, i64 %61
  %62 = shl i64 %unroll_iter, 1
  %scevgep110 = getelementptr i8, i8* %arg.b.0, i64 %62
  %bound0111 = icmp ult i8* %scevgep168936, %scevgep110
  %bound1112 = icmp ugt i8* %scevgep109, %arg.b.0
  %found.conflict113 = and i1 %bound0111, %bound1112
  br i1 %found.conflict113, label %B348.endif.us.us77.preheader131, label %vector.ph117

vector.ph117:                                     ; preds = %vector.memcheck108
  %n.vec119 = and i64 %60, -4
  %ind.end120 = shl i64 %n.vec119, 1
  %63 = add i64 %n.vec119, -4
  %64 = lshr exact i64 %63, 2
  %65 = add nuw nsw i64 %64, 1
  %66 = icmp eq i64 %63, 0
  br i1 %66, label %middle.block114.unr-lcssa, label %vector.ph117.new

vector.ph117.new:                                 ; preds = %vector.ph117
  %const283 = bitcast i64 9223372036854775806 to i64
  %unroll_iter138 = and i64 %65, %const283
  %67 = add i64 %arg.a.1, 8
  %scevgep170 = getelementptr i8, i8* %.6.i.i, i64 %67
  br label %vector.body123

vector.body123:                                   ; preds = %vector.body123, %vector.ph117.new
  %lsr.iv182 = phi i64 [ %lsr.iv.next183, %vector.body123 ], [ %unroll_iter138, %vector.ph117.new ]
  %index124 = phi i64 [ 0, %vector.ph117.new ], [ %index.next130.1, %vector.body123 ]
  %sunkaddr292 = mul i64 %index124, 4
  %sunkaddr293 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr292
  %68 = bitcast i8* %sunkaddr293 to <8 x i16>*
  %wide.vec126 = load <8 x i16>, <8 x i16>* %68, align 2, !noalias !44
  %strided.vec127 = shufflevector <8 x i16> %wide.vec126, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec128 = shufflevector <8 x i16> %wide.vec126, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %69 = trunc <4 x i16> %strided.vec127 to <4 x i8>
  %70 = trunc <4 x i16> %strided.vec128 to <4 x i8>
  %71 = shl i64 %index124, 1
  %scevgep173 = getelementptr i8, i8* %scevgep170, i64 %71
  %scevgep173174 = bitcast i8* %scevgep173 to <8 x i8>*
  %scevgep175 = getelementptr <8 x i8>, <8 x i8>* %scevgep173174, i64 -1
  %interleaved.vec129 = shufflevector <4 x i8> %69, <4 x i8> %70, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec129, <8 x i8>* %scevgep175, align 1, !noalias !47
  %sunkaddr294 = mul i64 %index124, 4
  %sunkaddr295 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr294
  %sunkaddr296 = getelementptr i8, i8* %sunkaddr295, i64 16
  %72 = bitcast i8* %sunkaddr296 to <8 x i16>*
  %wide.vec126.1 = load <8 x i16>, <8 x i16>* %72, align 2, !noalias !44
  %strided.vec127.1 = shufflevector <8 x i16> %wide.vec126.1, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec128.1 = shufflevector <8 x i16> %wide.vec126.1, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %73 = trunc <4 x i16> %strided.vec127.1 to <4 x i8>
  %74 = trunc <4 x i16> %strided.vec128.1 to <4 x i8>
  %75 = shl i64 %index124, 1
  %scevgep171 = getelementptr i8, i8* %scevgep170, i64 %75
  %scevgep171172 = bitcast i8* %scevgep171 to <8 x i8>*
  %interleaved.vec129.1 = shufflevector <4 x i8> %73, <4 x i8> %74, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec129.1, <8 x i8>* %scevgep171172, align 1, !noalias !47
  %index.next130.1 = add i64 %index124, 8
  %lsr.iv.next183 = add i64 %lsr.iv182, -2
  %niter139.ncmp.1 = icmp eq i64 %lsr.iv.next183, 0
  br i1 %niter139.ncmp.1, label %middle.block114.unr-lcssa, label %vector.body123, !llvm.loop !65

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
  %wide.vec126.epil = load <8 x i16>, <8 x i16>* %79, align 2, !noalias !44
  %strided.vec127.epil = shufflevector <8 x i16> %wide.vec126.epil, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec128.epil = shufflevector <8 x i16> %wide.vec126.epil, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %80 = trunc <4 x i16> %strided.vec127.epil to <4 x i8>
  %81 = trunc <4 x i16> %strided.vec128.epil to <4 x i8>
  %82 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %83 = getelementptr i8, i8* %82, i64 %offset.idx125.epil
  %84 = bitcast i8* %83 to <8 x i8>*
  %interleaved.vec129.epil = shufflevector <4 x i8> %80, <4 x i8> %81, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x i8> %interleaved.vec129.epil, <8 x i8>* %84, align 1, !noalias !47
  br label %middle.block114

middle.block114:                                  ; preds = %middle.block114.unr-lcssa, %vector.body123.epil
  %cmp.n122 = icmp eq i64 %60, %n.vec119
  br i1 %cmp.n122, label %B422.loopexit.unr-lcssa, label %B348.endif.us.us77.preheader131

B348.endif.us.us77.preheader131:                  ; preds = %vector.memcheck108, %B348.endif.us.us77.preheader, %middle.block114
  %.397.097.us.us78.ph = phi i64 [ 0, %vector.memcheck108 ], [ 0, %B348.endif.us.us77.preheader ], [ %ind.end120, %middle.block114 ]
  br label %B348.endif.us.us77

B348.endif.us.preheader96:                        ; preds = %B348.endif.us.preheader.new
  call void @llvm.memset.p0i8.i64(i8* align 1 %scevgep168936, i8 0, i64 %unroll_iter, i1 false), !noalias !47
  br label %B422.loopexit.unr-lcssa

B348.endif.us.us:                                 ; preds = %B348.endif.us.us, %B348.endif.us.us.preheader.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %B348.endif.us.us ], [ %unroll_iter135, %B348.endif.us.us.preheader.new ]
  %.397.097.us.us = phi i64 [ 0, %B348.endif.us.us.preheader.new ], [ %.466.us.127.us.1, %B348.endif.us.us ]
  %sunkaddr297 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us
  %.37.i.us.us = load i8, i8* %sunkaddr297, align 1, !noalias !44
  %scevgep160 = getelementptr i8, i8* %scevgep154, i64 %.397.097.us.us
  %scevgep161 = getelementptr i8, i8* %scevgep160, i64 -3
  store i8 %.37.i.us.us, i8* %scevgep161, align 1, !noalias !47
  %sunkaddr298 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us
  %sunkaddr299 = getelementptr i8, i8* %sunkaddr298, i64 1
  %.37.i.us.1.us = load i8, i8* %sunkaddr299, align 1, !noalias !44
  %scevgep158 = getelementptr i8, i8* %scevgep154, i64 %.397.097.us.us
  %scevgep159 = getelementptr i8, i8* %scevgep158, i64 -2
  store i8 %.37.i.us.1.us, i8* %scevgep159, align 1, !noalias !47
  %sunkaddr300 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us
  %sunkaddr301 = getelementptr i8, i8* %sunkaddr300, i64 2
  %.37.i.us.us.1 = load i8, i8* %sunkaddr301, align 1, !noalias !44
  %scevgep155 = getelementptr i8, i8* %scevgep154, i64 %.397.097.us.us
  %scevgep156 = getelementptr i8, i8* %scevgep155, i64 -1
  store i8 %.37.i.us.us.1, i8* %scevgep156, align 1, !noalias !47
  %sunkaddr302 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us
  %sunkaddr303 = getelementptr i8, i8* %sunkaddr302, i64 3
  %.37.i.us.1.us.1 = load i8, i8* %sunkaddr303, align 1, !noalias !44
  %.466.us.127.us.1 = add i64 %.397.097.us.us, 4
  %scevgep157 = getelementptr i8, i8* %scevgep154, i64 %.397.097.us.us
  store i8 %.37.i.us.1.us.1, i8* %scevgep157, align 1, !noalias !47
  %lsr.iv.next = add i64 %lsr.iv, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.1, label %B422.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B348.endif.us.us

B348.endif.us.us77:                               ; preds = %B348.endif.us.us77.preheader131, %B348.endif.us.us77
  %.397.097.us.us78 = phi i64 [ %.466.us.127.us81, %B348.endif.us.us77 ], [ %.397.097.us.us78.ph, %B348.endif.us.us77.preheader131 ]
  %sunkaddr304 = mul i64 %.397.097.us.us78, 2
  %sunkaddr305 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr304
  %85 = bitcast i8* %sunkaddr305 to i16*
  %.66.i.us.us = load i16, i16* %85, align 2, !noalias !44
  %.70.i.us.us = trunc i16 %.66.i.us.us to i8
  %scevgep163 = getelementptr i8, i8* %scevgep, i64 %.397.097.us.us78
  %scevgep164 = getelementptr i8, i8* %scevgep163, i64 -1
  store i8 %.70.i.us.us, i8* %scevgep164, align 1, !noalias !47
  %sunkaddr306 = mul i64 %.397.097.us.us78, 2
  %sunkaddr307 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr306
  %sunkaddr308 = getelementptr i8, i8* %sunkaddr307, i64 2
  %86 = bitcast i8* %sunkaddr308 to i16*
  %.66.i.us.1.us = load i16, i16* %86, align 2, !noalias !44
  %.70.i.us.1.us = trunc i16 %.66.i.us.1.us to i8
  %.466.us.127.us81 = add nuw i64 %.397.097.us.us78, 2
  %scevgep162 = getelementptr i8, i8* %scevgep, i64 %.397.097.us.us78
  store i8 %.70.i.us.1.us, i8* %scevgep162, align 1, !noalias !47
  %niter.ncmp.1.us83 = icmp eq i64 %unroll_iter, %.466.us.127.us81
  br i1 %niter.ncmp.1.us83, label %B422.loopexit.unr-lcssa, label %B348.endif.us.us77, !llvm.loop !66

B348.endif.us.us87:                               ; preds = %B348.endif.us.us87.preheader133, %B348.endif.us.us87
  %.397.097.us.us88 = phi i64 [ %.466.us.127.us91, %B348.endif.us.us87 ], [ %.397.097.us.us88.ph, %B348.endif.us.us87.preheader133 ]
  %sunkaddr309 = mul i64 %.397.097.us.us88, 4
  %sunkaddr310 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr309
  %87 = bitcast i8* %sunkaddr310 to i32*
  %.95.i.us.us = load i32, i32* %87, align 4, !noalias !44
  %.98.i.us.us = trunc i32 %.95.i.us.us to i8
  %scevgep187 = getelementptr i8, i8* %scevgep, i64 %.397.097.us.us88
  %scevgep188 = getelementptr i8, i8* %scevgep187, i64 -1
  store i8 %.98.i.us.us, i8* %scevgep188, align 1, !noalias !47
  %sunkaddr311 = mul i64 %.397.097.us.us88, 4
  %sunkaddr312 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr311
  %sunkaddr313 = getelementptr i8, i8* %sunkaddr312, i64 4
  %88 = bitcast i8* %sunkaddr313 to i32*
  %.95.i.us.1.us = load i32, i32* %88, align 4, !noalias !44
  %.98.i.us.1.us = trunc i32 %.95.i.us.1.us to i8
  %.466.us.127.us91 = add nuw i64 %.397.097.us.us88, 2
  %scevgep186 = getelementptr i8, i8* %scevgep, i64 %.397.097.us.us88
  store i8 %.98.i.us.1.us, i8* %scevgep186, align 1, !noalias !47
  %niter.ncmp.1.us93 = icmp eq i64 %unroll_iter, %.466.us.127.us91
  br i1 %niter.ncmp.1.us93, label %B422.loopexit.unr-lcssa, label %B348.endif.us.us87, !llvm.loop !67

B348.endif.us103:                                 ; preds = %B128.i.us.1, %B348.endif.us103.preheader.new
  %lsr.iv232 = phi i8* [ %scevgep234, %B128.i.us.1 ], [ %scevgep2018, %B348.endif.us103.preheader.new ]
  %lsr.iv217 = phi i64 [ %lsr.iv.next218, %B128.i.us.1 ], [ 0, %B348.endif.us103.preheader.new ]
  %lsr.iv215 = phi i64 [ %lsr.iv.next216, %B128.i.us.1 ], [ %unroll_iter161, %B348.endif.us103.preheader.new ]
  %.397.097.us105 = phi i64 [ 0, %B348.endif.us103.preheader.new ], [ %.466.us107.145, %B128.i.us.1 ]
  switch i32 %arg.b.2, label %B128.i.us [
    i32 1, label %B128.i.us.thread
    i32 2, label %B128.i.us.thread46
    i32 4, label %B128.i.us.thread52
  ]

B128.i.us.thread52:                               ; preds = %B348.endif.us103
  %89 = shl i64 %lsr.iv217, 1
  %scevgep239 = getelementptr i8, i8* %arg.b.0, i64 %89
  %scevgep239240 = bitcast i8* %scevgep239 to i32*
  %.95.i.us111 = load i32, i32* %scevgep239240, align 4, !noalias !44
  %.98.i.us112 = trunc i32 %.95.i.us111 to i16
  %scevgep220 = getelementptr i8, i8* %scevgep187554, i64 %lsr.iv217
  %scevgep220221 = bitcast i8* %scevgep220 to i16*
  store i16 %.98.i.us112, i16* %scevgep220221, align 2, !noalias !47
  %90 = shl i64 %lsr.iv217, 1
  %scevgep236 = getelementptr i8, i8* %arg.b.0, i64 %90
  %scevgep236237 = bitcast i8* %scevgep236 to i32*
  %scevgep238 = getelementptr i32, i32* %scevgep236237, i64 1
  %.95.i.us111.1 = load i32, i32* %scevgep238, align 4, !noalias !44
  %.98.i.us112.1 = trunc i32 %.95.i.us111.1 to i16
  br label %B128.i.us.1

B128.i.us.thread46:                               ; preds = %B348.endif.us103
  %91 = shl nuw i64 %.397.097.us105, 1
  %scevgep244 = getelementptr i8, i8* %arg.b.0, i64 %lsr.iv217
  %scevgep244245 = bitcast i8* %scevgep244 to i16*
  %.66.i.us115 = load i16, i16* %scevgep244245, align 2, !noalias !44
  %scevgep230 = getelementptr i8, i8* %scevgep187554, i64 %lsr.iv217
  %scevgep230231 = bitcast i8* %scevgep230 to i16*
  store i16 %.66.i.us115, i16* %scevgep230231, align 2, !noalias !47
  %scevgep241 = getelementptr i8, i8* %arg.b.0, i64 %lsr.iv217
  %scevgep241242 = bitcast i8* %scevgep241 to i16*
  %scevgep243 = getelementptr i16, i16* %scevgep241242, i64 1
  %.66.i.us115.1 = load i16, i16* %scevgep243, align 2, !noalias !44
  br label %B128.i.us.1

B128.i.us.thread:                                 ; preds = %B348.endif.us103
  %scevgep235 = getelementptr i8, i8* %lsr.iv232, i64 -1
  %.37.i.us119 = load i8, i8* %scevgep235, align 1, !noalias !44
  %.41.i2.us120 = zext i8 %.37.i.us119 to i16
  %92 = shl nuw i64 %.397.097.us105, 1
  %scevgep225 = getelementptr i8, i8* %scevgep187554, i64 %lsr.iv217
  %scevgep225226 = bitcast i8* %scevgep225 to i16*
  store i16 %.41.i2.us120, i16* %scevgep225226, align 2, !noalias !47
  %.37.i.us119.1 = load i8, i8* %lsr.iv232, align 1, !noalias !44
  %.41.i2.us120.1 = zext i8 %.37.i.us119.1 to i16
  br label %B128.i.us.1

B128.i.us:                                        ; preds = %B348.endif.us103
  %93 = shl nuw i64 %.397.097.us105, 1
  %scevgep227 = getelementptr i8, i8* %scevgep187554, i64 %lsr.iv217
  %scevgep227228 = bitcast i8* %scevgep227 to i16*
  store i16 0, i16* %scevgep227228, align 2, !noalias !47
  br label %B128.i.us.1

B128.i.us.1:                                      ; preds = %B128.i.us, %B128.i.us.thread, %B128.i.us.thread46, %B128.i.us.thread52
  %.pre-phi = phi i64 [ %93, %B128.i.us ], [ %92, %B128.i.us.thread ], [ %91, %B128.i.us.thread46 ], [ %lsr.iv217, %B128.i.us.thread52 ]
  %.sink.i.us122.1 = phi i16 [ 0, %B128.i.us ], [ %.41.i2.us120.1, %B128.i.us.thread ], [ %.66.i.us115.1, %B128.i.us.thread46 ], [ %.98.i.us112.1, %B128.i.us.thread52 ]
  %.466.us107.145 = add nuw i64 %.397.097.us105, 2
  %scevgep185 = getelementptr i8, i8* %scevgep184, i64 %.pre-phi
  %scevgep185186 = bitcast i8* %scevgep185 to i16*
  store i16 %.sink.i.us122.1, i16* %scevgep185186, align 2, !noalias !47
  %lsr.iv.next216 = add i64 %lsr.iv215, -2
  %lsr.iv.next218 = add i64 %lsr.iv217, 4
  %scevgep234 = getelementptr i8, i8* %lsr.iv232, i64 2
  %niter162.ncmp.1 = icmp eq i64 %lsr.iv.next216, 0
  br i1 %niter162.ncmp.1, label %B422.loopexit157.unr-lcssa, label %B348.endif.us103

B348.endif.us126:                                 ; preds = %B214.i.us.1, %B348.endif.us126.preheader.new
  %lsr.iv258 = phi i64 [ %lsr.iv.next259, %B214.i.us.1 ], [ 1, %B348.endif.us126.preheader.new ]
  %lsr.iv248 = phi i64 [ %lsr.iv.next249, %B214.i.us.1 ], [ 0, %B348.endif.us126.preheader.new ]
  %lsr.iv246 = phi i64 [ %lsr.iv.next247, %B214.i.us.1 ], [ %unroll_iter165, %B348.endif.us126.preheader.new ]
  %.397.097.us128 = phi i64 [ 0, %B348.endif.us126.preheader.new ], [ %.466.us130.163, %B214.i.us.1 ]
  switch i32 %arg.b.2, label %B214.i.us [
    i32 1, label %B214.i.us.thread
    i32 2, label %B214.i.us.thread64
    i32 4, label %B214.i.us.thread70
  ]

B214.i.us.thread70:                               ; preds = %B348.endif.us126
  %sunkaddr260 = shl i64 %.397.097.us128, 2
  %94 = shl i64 %lsr.iv258, 2
  %scevgep265 = getelementptr i8, i8* %arg.b.0, i64 %94
  %scevgep265266 = bitcast i8* %scevgep265 to i32*
  %scevgep267 = getelementptr i32, i32* %scevgep265266, i64 -1
  %.95.i.us134 = load i32, i32* %scevgep267, align 4, !noalias !44
  %scevgep254 = getelementptr i8, i8* %scevgep207172, i64 %lsr.iv248
  %scevgep254255 = bitcast i8* %scevgep254 to i32*
  store i32 %.95.i.us134, i32* %scevgep254255, align 4, !noalias !47
  %95 = shl i64 %lsr.iv258, 2
  %scevgep263 = getelementptr i8, i8* %arg.b.0, i64 %95
  %scevgep263264 = bitcast i8* %scevgep263 to i32*
  %.95.i.us134.1 = load i32, i32* %scevgep263264, align 4, !noalias !44
  br label %B214.i.us.1

B214.i.us.thread64:                               ; preds = %B348.endif.us126
  %96 = shl i64 %lsr.iv258, 1
  %scevgep270 = getelementptr i8, i8* %arg.b.0, i64 %96
  %scevgep270271 = bitcast i8* %scevgep270 to i16*
  %scevgep272 = getelementptr i16, i16* %scevgep270271, i64 -1
  %.66.i.us138 = load i16, i16* %scevgep272, align 2, !noalias !44
  %.70.i.us139 = zext i16 %.66.i.us138 to i32
  %scevgep250 = getelementptr i8, i8* %scevgep207172, i64 %lsr.iv248
  %scevgep250251 = bitcast i8* %scevgep250 to i32*
  store i32 %.70.i.us139, i32* %scevgep250251, align 4, !noalias !47
  %97 = shl i64 %lsr.iv258, 1
  %scevgep268 = getelementptr i8, i8* %arg.b.0, i64 %97
  %scevgep268269 = bitcast i8* %scevgep268 to i16*
  %.66.i.us138.1 = load i16, i16* %scevgep268269, align 2, !noalias !44
  %.70.i.us139.1 = zext i16 %.66.i.us138.1 to i32
  br label %B214.i.us.1

B214.i.us.thread:                                 ; preds = %B348.endif.us126
  %scevgep261 = getelementptr i8, i8* %arg.b.0, i64 %lsr.iv258
  %scevgep262 = getelementptr i8, i8* %scevgep261, i64 -1
  %.37.i.us142 = load i8, i8* %scevgep262, align 1, !noalias !44
  %.41.i2.us143 = zext i8 %.37.i.us142 to i32
  %98 = shl i64 %.397.097.us128, 2
  %scevgep252 = getelementptr i8, i8* %scevgep207172, i64 %lsr.iv248
  %scevgep252253 = bitcast i8* %scevgep252 to i32*
  store i32 %.41.i2.us143, i32* %scevgep252253, align 4, !noalias !47
  %scevgep260 = getelementptr i8, i8* %arg.b.0, i64 %lsr.iv258
  %.37.i.us142.1 = load i8, i8* %scevgep260, align 1, !noalias !44
  %.41.i2.us143.1 = zext i8 %.37.i.us142.1 to i32
  br label %B214.i.us.1

B214.i.us:                                        ; preds = %B348.endif.us126
  %99 = shl i64 %.397.097.us128, 2
  %scevgep256 = getelementptr i8, i8* %scevgep207172, i64 %lsr.iv248
  %scevgep256257 = bitcast i8* %scevgep256 to i32*
  store i32 0, i32* %scevgep256257, align 4, !noalias !47
  br label %B214.i.us.1

B214.i.us.1:                                      ; preds = %B214.i.us, %B214.i.us.thread, %B214.i.us.thread64, %B214.i.us.thread70
  %.pre-phi100 = phi i64 [ %99, %B214.i.us ], [ %98, %B214.i.us.thread ], [ %lsr.iv248, %B214.i.us.thread64 ], [ %sunkaddr260, %B214.i.us.thread70 ]
  %.sink.i.us145.1 = phi i32 [ 0, %B214.i.us ], [ %.41.i2.us143.1, %B214.i.us.thread ], [ %.70.i.us139.1, %B214.i.us.thread64 ], [ %.95.i.us134.1, %B214.i.us.thread70 ]
  %.466.us130.163 = add nuw i64 %.397.097.us128, 2
  %scevgep205 = getelementptr i8, i8* %scevgep204, i64 %.pre-phi100
  %scevgep205206 = bitcast i8* %scevgep205 to i32*
  store i32 %.sink.i.us145.1, i32* %scevgep205206, align 4, !noalias !47
  %lsr.iv.next247 = add i64 %lsr.iv246, -2
  %lsr.iv.next249 = add i64 %lsr.iv248, 8
  %lsr.iv.next259 = add nuw i64 %lsr.iv258, 2
  %niter166.ncmp.1 = icmp eq i64 %lsr.iv.next247, 0
  br i1 %niter166.ncmp.1, label %B422.loopexit158.unr-lcssa, label %B348.endif.us126

B348.endif.endif.if:                              ; preds = %B348.endif.lr.ph
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !20

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !20

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !20

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
!9 = !{!10, !12, !13, !15, !16, !18}
!10 = distinct !{!10, !11, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!11 = distinct !{!11, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!12 = distinct !{!12, !11, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!14 = distinct !{!14, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!15 = distinct !{!15, !14, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!17 = distinct !{!17, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!18 = distinct !{!18, !17, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!19 = !{!13, !15, !16, !18}
!20 = !{!"branch_weights", i32 1, i32 99}
!21 = !{!22, !24, !13, !15, !16, !18}
!22 = distinct !{!22, !23, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!23 = distinct !{!23, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!24 = distinct !{!24, !23, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!25 = !{!26, !28, !29, !31, !32, !34}
!26 = distinct !{!26, !27, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!27 = distinct !{!27, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!28 = distinct !{!28, !27, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!29 = distinct !{!29, !30, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!30 = distinct !{!30, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!31 = distinct !{!31, !30, !"_ZN5numba7cpython7unicode11integer_str12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!32 = distinct !{!32, !33, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %retptr"}
!33 = distinct !{!33, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx"}
!34 = distinct !{!34, !33, !"_ZN5numba7cpython12old_builtins14ol_str_generic12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx: %excinfo"}
!35 = !{!29, !31, !32, !34}
!36 = !{!37, !39, !29, !31, !32, !34}
!37 = distinct !{!37, !38, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!38 = distinct !{!38, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!39 = distinct !{!39, !38, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!40 = !{!"branch_weights", i32 99, i32 1}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!43 = distinct !{!43, !"_ZN5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex: %retptr"}
!46 = distinct !{!46, !"_ZN5numba7cpython7unicode15_get_code_pointB3v14B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typex"}
!47 = !{!48, !50}
!48 = distinct !{!48, !49, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!49 = distinct !{!49, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!50 = distinct !{!50, !49, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!51 = !{!52, !54}
!52 = distinct !{!52, !53, !"_ZN5numba7cpython7unicode13_empty_stringB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %retptr"}
!53 = distinct !{!53, !"_ZN5numba7cpython7unicode13_empty_stringB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj"}
!54 = distinct !{!54, !53, !"_ZN5numba7cpython7unicode13_empty_stringB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEixj: %excinfo"}
!55 = !{!56, !58, !52, !54}
!56 = distinct !{!56, !57, !"_ZN5numba7cpython7unicode15_set_code_pointB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %retptr"}
!57 = distinct !{!57, !"_ZN5numba7cpython7unicode15_set_code_pointB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj"}
!58 = distinct !{!58, !57, !"_ZN5numba7cpython7unicode15_set_code_pointB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexj: %excinfo"}
!59 = !{!60, !62}
!60 = distinct !{!60, !61, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %retptr"}
!61 = distinct !{!61, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx"}
!62 = distinct !{!62, !61, !"_ZN5numba7cpython7unicode15_set_code_pointB3v15B38c8tJTIeFIjxB2IKSgI4CrvQClcaMQ7CEJgA_3dE12unicode_typexx: %excinfo"}
!63 = distinct !{!63, !64}
!64 = !{!"llvm.loop.isvectorized", i32 1}
!65 = distinct !{!65, !64}
!66 = distinct !{!66, !64}
!67 = distinct !{!67, !64}
