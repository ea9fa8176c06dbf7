; ModuleID = 'string_ops'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.bytes.string1 = internal constant [1 x i8] zeroinitializer
@.bytes.string2 = internal constant [3 x i8] c"ab\00"
@.bytes.string3 = internal constant [7 x i8] c"ababab\00"
@.const.string_ops = internal constant [11 x i8] c"string_ops\00"
@_ZN08NumbaEnv5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx" = internal constant [118 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode10_pick_kindB2v5B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEii = common local_unnamed_addr global i8* null
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode representation in _pick_kind',), ('_pick_kind', 'numba/cpython/unicode.py', 365))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB2v6B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEjj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB2v7B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEixj = common local_unnamed_addr global i8* null
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB2v8B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode encoding encountered',), ('_kind_to_byte_width', 'numba/cpython/unicode.py', 406))
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object7, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object7.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB2v9B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexj = common local_unnamed_addr global i8* null
@.const.pickledata.object8 = internal constant [PICKLED x i8] (pickled data)
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object8, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object8.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx = common local_unnamed_addr global i8* null
@.const.pickledata.object9 = internal constant [PICKLED x i8] (pickled data)
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object9, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object9.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB2v4B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba7cpython8builtins14ol_str_generic12_3clocals_3e4implB3v12B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB3v13B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type29Literal_5bstr_5d_28__str___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_str12_3clocals_3e12_3clambda_3eB3v14B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode11unicode_len12_3clocals_3e8len_implB2v3B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex12unicode_typexx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex = common local_unnamed_addr global i8* null

define i32 @_ZN5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx({ i64, i8 }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.n) local_unnamed_addr {
B0.endif:
  %.174 = alloca { i8*, i64, i32, i32, i64, i8*, i8* }, align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.265 = alloca i8, align 1
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.69.inv = icmp sgt i64 %arg.n, 0
  br i1 %.69.inv, label %B34.preheader, label %B48.endif

B34.preheader:                                    ; preds = %B0.endif
  %0 = add i64 %arg.n, 1
  br label %B34

B34:                                              ; preds = %B34.preheader, %B34.endif
  %lsr.iv = phi i64 [ %0, %B34.preheader ], [ %lsr.iv.next, %B34.endif ]
  %text.2.sroa.60.022 = phi i8* [ %.188.fca.6.load, %B34.endif ], [ null, %B34.preheader ]
  %text.2.sroa.50.021 = phi i8* [ %.188.fca.5.load, %B34.endif ], [ null, %B34.preheader ]
  %text.2.sroa.40.020 = phi i64 [ %.188.fca.4.load, %B34.endif ], [ -1, %B34.preheader ]
  %text.2.sroa.30.019 = phi i32 [ %.188.fca.3.load, %B34.endif ], [ 1, %B34.preheader ]
  %text.2.sroa.20.018 = phi i32 [ %.188.fca.2.load, %B34.endif ], [ 1, %B34.preheader ]
  %text.2.sroa.10.017 = phi i64 [ %.188.fca.1.load, %B34.endif ], [ 0, %B34.preheader ]
  %text.2.sroa.0.016 = phi i8* [ %.188.fca.0.load, %B34.endif ], [ getelementptr inbounds ([1 x i8], [1 x i8]* @.bytes.string1, i64 0, i64 0), %B34.preheader ]
  %1 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.174 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %1, i8 0, i64 48, i1 false)
  %.178 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.174, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %text.2.sroa.0.016, i64 %text.2.sroa.10.017, i32 %text.2.sroa.20.018, i32 %text.2.sroa.30.019, i64 %text.2.sroa.40.020, i8* %text.2.sroa.50.021, i8* %text.2.sroa.60.022, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.bytes.string2, i64 0, i64 0), i64 2, i32 1, i32 1, i64 -1, i8* null, i8* null)
  switch i32 %.178, label %B34.if [
    i32 -2, label %B34.endif
    i32 0, label %B34.endif
  ]

common.ret:                                       ; preds = %B48.endif.endif.if, %B34.if, %B48.endif.endif.endif
  %common.ret.op = phi i32 [ 0, %B48.endif.endif.endif ], [ %.269, %B48.endif.endif.if ], [ %.178, %B34.if ]
  ret i32 %common.ret.op

B34.if:                                           ; preds = %B34
  %.186 = icmp sgt i32 %.178, 0
  %.179 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.187 = select i1 %.186, { i8*, i32, i8*, i8*, i32 }* %.179, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.187, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B34.endif:                                        ; preds = %B34, %B34
  %2 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.174 to i8**
  %3 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.174 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %3, i64 40
  %4 = bitcast i8* %sunkaddr to i8**
  %.188.fca.6.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.174 to i8*
  %sunkaddr35 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr35 to i8**
  %.188.fca.5.load = load i8*, i8** %6, align 8
  %7 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.174 to i8*
  %sunkaddr36 = getelementptr inbounds i8, i8* %7, i64 24
  %8 = bitcast i8* %sunkaddr36 to i64*
  %.188.fca.4.load = load i64, i64* %8, align 8
  %9 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.174 to i8*
  %sunkaddr37 = getelementptr inbounds i8, i8* %9, i64 20
  %10 = bitcast i8* %sunkaddr37 to i32*
  %.188.fca.3.load = load i32, i32* %10, align 4
  %11 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.174 to i8*
  %sunkaddr38 = getelementptr inbounds i8, i8* %11, i64 16
  %12 = bitcast i8* %sunkaddr38 to i32*
  %.188.fca.2.load = load i32, i32* %12, align 8
  %13 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.174 to i8*
  %sunkaddr39 = getelementptr inbounds i8, i8* %13, i64 8
  %14 = bitcast i8* %sunkaddr39 to i64*
  %.188.fca.1.load = load i64, i64* %14, align 8
  %.188.fca.0.load = load i8*, i8** %2, align 8
  tail call void @NRT_decref(i8* %text.2.sroa.50.021)
  %lsr.iv.next = add i64 %lsr.iv, -1
  %.113 = icmp sgt i64 %lsr.iv.next, 1
  br i1 %.113, label %B34, label %B48.endif

B48.endif:                                        ; preds = %B34.endif, %B0.endif
  %text.2.sroa.0.0.lcssa = phi i8* [ getelementptr inbounds ([1 x i8], [1 x i8]* @.bytes.string1, i64 0, i64 0), %B0.endif ], [ %.188.fca.0.load, %B34.endif ]
  %text.2.sroa.10.0.lcssa = phi i64 [ 0, %B0.endif ], [ %.188.fca.1.load, %B34.endif ]
  %text.2.sroa.20.0.lcssa = phi i32 [ 1, %B0.endif ], [ %.188.fca.2.load, %B34.endif ]
  %text.2.sroa.30.0.lcssa = phi i32 [ 1, %B0.endif ], [ %.188.fca.3.load, %B34.endif ]
  %text.2.sroa.40.0.lcssa = phi i64 [ -1, %B0.endif ], [ %.188.fca.4.load, %B34.endif ]
  %text.2.sroa.50.0.lcssa = phi i8* [ null, %B0.endif ], [ %.188.fca.5.load, %B34.endif ]
  %text.2.sroa.60.0.lcssa = phi i8* [ null, %B0.endif ], [ %.188.fca.6.load, %B34.endif ]
  store i8 0, i8* %.265, align 1
  %.269 = call i32 @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB2v4B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type(i8* nonnull %.265, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %text.2.sroa.0.0.lcssa, i64 %text.2.sroa.10.0.lcssa, i32 %text.2.sroa.20.0.lcssa, i32 %text.2.sroa.30.0.lcssa, i64 %text.2.sroa.40.0.lcssa, i8* %text.2.sroa.50.0.lcssa, i8* %text.2.sroa.60.0.lcssa, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.bytes.string3, i64 0, i64 0), i64 6, i32 1, i32 1, i64 -1, i8* null, i8* null)
  switch i32 %.269, label %B48.endif.endif.if [
    i32 -2, label %B48.endif.endif.endif
    i32 0, label %B48.endif.endif.endif
  ]

B48.endif.endif.if:                               ; preds = %B48.endif
  %.277 = icmp sgt i32 %.269, 0
  %.270 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.278 = select i1 %.277, { i8*, i32, i8*, i8*, i32 }* %.270, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.278, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B48.endif.endif.endif:                            ; preds = %B48.endif, %B48.endif
  %.279 = load i8, i8* %.265, align 1
  %.282 = icmp ne i8 %.279, 0
  tail call void @NRT_decref(i8* %text.2.sroa.50.0.lcssa)
  %.303 = zext i1 %.282 to i8
  %.304 = insertvalue { i64, i8 } undef, i64 %text.2.sroa.10.0.lcssa, 0
  %.305 = insertvalue { i64, i8 } %.304, i8 %.303, 1
  store { i64, i8 } %.305, { i64, i8 }* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.string_ops, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.36 = alloca { i64, i8 }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !13

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.if.if ], [ %.66, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !13

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([118 x i8], [118 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.23 = call i8* @PyNumber_Long(i8* %.20)
  %.24.not = icmp eq i8* %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %entry.endif.endif.if, !prof !13

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  %.26 = call i64 @PyLong_AsLongLong(i8* nonnull %.23)
  call void @Py_DecRef(i8* nonnull %.23)
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.21.0 = phi i64 [ %.26, %entry.endif.endif.if ], [ 0, %entry.endif.endif ]
  %.31 = call i8* @PyErr_Occurred()
  %.32.not = icmp eq i8* %.31, null
  br i1 %.32.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !14

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %0 = bitcast { i64, i8 }* %.36 to i64*
  store i64 0, i64* %0, align 8
  %1 = bitcast { i64, i8 }* %.36 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 8
  store i8 0, i8* %sunkaddr, align 8
  %.40 = call i32 @_ZN5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx({ i64, i8 }* nonnull %.36, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.21.0) #1
  %.41 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.48 = icmp sgt i32 %.40, 0
  %.49 = select i1 %.48, { i8*, i32, i8*, i8*, i32 }* %.41, { i8*, i32, i8*, i8*, i32 }* undef
  switch i32 %.40, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %2 = icmp sgt i32 %.40, 0
  br i1 %2, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif
  %3 = bitcast { i64, i8 }* %.36 to i64*
  %4 = bitcast { i64, i8 }* %.36 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 8
  %.50.fca.1.load = load i8, i8* %sunkaddr2, align 8
  %.55 = icmp ne i8 %.50.fca.1.load, 0
  %.50.fca.0.load = load i64, i64* %3, align 8
  %.66 = call i8* @PyTuple_New(i32 2)
  %.70 = call i8* @PyLong_FromLongLong(i64 %.50.fca.0.load)
  %.73 = call i32 @PyTuple_SetItem(i8* %.66, i32 0, i8* %.70)
  %.75 = zext i1 %.55 to i64
  %.76 = call i8* @PyBool_FromLong(i64 %.75)
  %.77 = call i32 @PyTuple_SetItem(i8* %.66, i32 1, i8* %.76)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 0
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 1
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  switch i32 %.40, label %entry.endif.endif.endif.e...endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.90 = sext i32 %.89 to i64
  %.91 = call i8* @PyBytes_FromStringAndSize(i8* %.87, i64 %.90)
  %.92 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.49, align 8
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 2
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 3
  %.96 = bitcast i8* %.95 to i8* (i8*)*
  %.97 = call i8* %.96(i8* %.93)
  %.98 = icmp eq i8* %.97, null
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !13

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.112 = call i8* @numba_unpickle(i8* %.87, i32 %.89, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq i8* %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !13

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call i8* @numba_runtime_build_excinfo_struct(i8* %.91, i8* nonnull %.97)
  %.103 = bitcast { i8*, i32, i8*, i8*, i32 }* %.49 to i8*
  call void @NRT_Free(i8* nonnull %.103)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.114)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
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

declare i8* @PyTuple_New(i32) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i32, i8*) local_unnamed_addr

declare i8* @PyBool_FromLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i64, i1 } @cfunc._ZN5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx(i64 %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i64, i8 }, align 8
  %.fca.0.gep1 = bitcast { i64, i8 }* %.3 to i64*
  %.fca.1.gep = getelementptr inbounds { i64, i8 }, { i64, i8 }* %.3, i64 0, i32 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i64, i8 }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(9) %0, i8 0, i64 9, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.7 = call i32 @_ZN5cases16numba_containers10string_opsB2v1B38c8tJTIcFKzyF2ILShI4CrgQElQb6HczSBAA_3dEx({ i64, i8 }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i64 %.1) #1
  %.8 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.15 = icmp sgt i32 %.7, 0
  %.16 = select i1 %.15, { i8*, i32, i8*, i8*, i32 }* %.8, { i8*, i32, i8*, i8*, i32 }* undef
  %.17.fca.0.load = load i64, i64* %.fca.0.gep1, align 8
  %.17.fca.1.load = load i8, i8* %.fca.1.gep, align 8
  %.30 = alloca i32, align 4
  store i32 0, i32* %.30, align 4
  %.22 = icmp ne i8 %.17.fca.1.load, 0
  %inserted.f0 = insertvalue { i64, i1 } undef, i64 %.17.fca.0.load, 0
  %inserted.f1 = insertvalue { i64, i1 } %inserted.f0, i1 %.22, 1
  switch i32 %.7, label %entry.endif.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.endif.if:                                   ; preds = %entry
  %1 = icmp sgt i32 %.7, 0
  call void @numba_gil_ensure(i32* nonnull %.30)
  br i1 %1, label %entry.endif.if.if, label %entry.endif.if.endif

common.ret:                                       ; preds = %entry, %entry, %.33, %entry.endif.if.if.if.if
  %common.ret.op = phi { i64, i1 } [ zeroinitializer, %entry.endif.if.if.if.if ], [ %inserted.f1, %.33 ], [ %inserted.f1, %entry ], [ %inserted.f1, %entry ]
  ret { i64, i1 } %common.ret.op

.33:                                              ; preds = %entry.endif.if.endif, %entry.endif.if.if.endif, %entry.endif.if.if.endif.if, %entry.endif.if.endif.endif.endif, %entry.endif.if.endif.if
  %.81 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.81)
  call void @Py_DecRef(i8* %.81)
  call void @numba_gil_release(i32* nonnull %.30)
  br label %common.ret

entry.endif.if.if:                                ; preds = %entry.endif.if
  call void @PyErr_Clear()
  %.36 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.36, 4
  %.38 = icmp sgt i32 %.37, 0
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.36, 0
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.36, 1
  br i1 %.38, label %entry.endif.if.if.if, label %entry.endif.if.if.else

entry.endif.if.endif:                             ; preds = %entry.endif.if
  switch i32 %.7, label %entry.endif.if.endif.endif.endif [
    i32 -3, label %entry.endif.if.endif.if
    i32 -1, label %.33
  ]

entry.endif.if.if.if:                             ; preds = %entry.endif.if.if
  %.44 = sext i32 %.43 to i64
  %.45 = call i8* @PyBytes_FromStringAndSize(i8* %.41, i64 %.44)
  %.46 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.16, align 8
  %.47 = extractvalue { i8*, i32, i8*, i8*, i32 } %.46, 2
  %.49 = extractvalue { i8*, i32, i8*, i8*, i32 } %.46, 3
  %.50 = bitcast i8* %.49 to i8* (i8*)*
  %.51 = call i8* %.50(i8* %.47)
  %.52 = icmp eq i8* %.51, null
  br i1 %.52, label %entry.endif.if.if.if.if, label %entry.endif.if.if.if.endif, !prof !13

entry.endif.if.if.else:                           ; preds = %entry.endif.if.if
  %.65 = extractvalue { i8*, i32, i8*, i8*, i32 } %.36, 2
  %.66 = call i8* @numba_unpickle(i8* %.41, i32 %.43, i8* %.65)
  br label %entry.endif.if.if.endif

entry.endif.if.if.endif:                          ; preds = %entry.endif.if.if.if.endif, %entry.endif.if.if.else
  %.68 = phi i8* [ %.56, %entry.endif.if.if.if.endif ], [ %.66, %entry.endif.if.if.else ]
  %.69.not = icmp eq i8* %.68, null
  br i1 %.69.not, label %.33, label %entry.endif.if.if.endif.if, !prof !13

entry.endif.if.if.if.if:                          ; preds = %entry.endif.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.endif.if.if.if.endif:                       ; preds = %entry.endif.if.if.if
  %.56 = call i8* @numba_runtime_build_excinfo_struct(i8* %.45, i8* nonnull %.51)
  %.57 = bitcast { i8*, i32, i8*, i8*, i32 }* %.16 to i8*
  call void @NRT_Free(i8* nonnull %.57)
  br label %entry.endif.if.if.endif

entry.endif.if.if.endif.if:                       ; preds = %entry.endif.if.if.endif
  call void @numba_do_raise(i8* nonnull %.68)
  br label %.33

entry.endif.if.endif.if:                          ; preds = %entry.endif.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.33

entry.endif.if.endif.endif.endif:                 ; preds = %entry.endif.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.33
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readonly %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* %arg.a.5, i8* nocapture readnone %arg.a.6, i8* nocapture readonly %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* %arg.b.5, i8* nocapture readnone %arg.b.6) local_unnamed_addr {
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
  %.200.0163 = phi i64 [ %.269, %B252.endif.endif ], [ 0, %B252.preheader ]
  %.269 = add nuw nsw i64 %.200.0163, 1
  switch i32 %.117.sroa.12.3, label %B252.endif.if [
    i32 4, label %B214.i15
    i32 2, label %B128.i11
  ]

common.ret:                                       ; preds = %B348.endif.endif.if, %B252.endif.if, %B0.endif.endif.if, %B0.if, %B422
  %common.ret.op = phi i32 [ 0, %B422 ], [ 1, %B0.if ], [ 1, %B0.endif.endif.if ], [ 1, %B348.endif.endif.if ], [ 1, %B252.endif.if ]
  ret i32 %common.ret.op

B422:                                             ; preds = %B348.endif.us130.us101, %B348.endif.us130.us, %B214.i.us150, %B348.endif.us98.us81, %B348.endif.us98.us, %B214.i.us118, %B348.endif.us.us64, %B348.endif.us.us61, %B348.endif.us.us, %B348.endif.us130.us101.prol.loopexit, %B348.endif.us130.us.prol.loopexit, %B348.endif.us98.us81.prol.loopexit, %B348.endif.us98.us.prol.loopexit, %B348.endif.us.us64.prol.loopexit, %B348.endif.us.us61.prol.loopexit, %middle.block303, %middle.block322, %middle.block341, %middle.block362, %middle.block385, %middle.block404, %B348.endif.us46.preheader, %B348.endif.us32.preheader, %B348.endif.us26.preheader, %B348.endif.us.us.prol.loopexit, %vec.epilog.middle.block276, %middle.block261, %B302.endif.endif
  %retptr.repack5611264 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr to i8**
  store i8* %.6.i.i, i8** %retptr.repack5611264, align 8
  %retptr.repack40 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 1
  store i64 %.38, i64* %retptr.repack40, align 8
  %retptr.repack42 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 2
  store i32 %.117.sroa.12.3, i32* %retptr.repack42, align 8
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
  %.7.0.i = phi i64 [ 4, %B62.i.i ], [ 2, %B42.i.i ], [ 1, %B0.endif.endif ]
  %.36.i18 = add i64 %.38, 1
  %.37.i19 = mul i64 %.7.0.i, %.36.i18
  %.38.i = tail call i8* @NRT_MemInfo_alloc(i64 %.37.i19), !noalias !15
  %.39.i = icmp eq i8* %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if, label %B0.endif.endif.i, !prof !13

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, i8* %.38.i, i64 24
  %0 = bitcast i8* %.5.i.i to i8**
  %.6.i.i = load i8*, i8** %0, align 8, !noalias !15
  switch i32 %.675462, label %B0.endif.endif.if [
    i32 1, label %B42.i2.i
    i32 2, label %B128.i.i
    i32 4, label %B214.i.i
  ]

B42.i2.i:                                         ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, i8* %.6.i.i, i64 %.38
  store i8 0, i8* %.41.i.i, align 1, !noalias !19
  br label %B0.endif.endif.endif.endif.endif

B128.i.i:                                         ; preds = %B0.endif.endif.i
  %.71.i.i = bitcast i8* %.6.i.i to i16*
  %.72.i.i = getelementptr i16, i16* %.71.i.i, i64 %.38
  store i16 0, i16* %.72.i.i, align 2, !noalias !19
  br label %B0.endif.endif.endif.endif.endif

B214.i.i:                                         ; preds = %B0.endif.endif.i
  %.101.i.i = bitcast i8* %.6.i.i to i32*
  %.102.i.i = getelementptr i32, i32* %.101.i.i, i64 %.38
  store i32 0, i32* %.102.i.i, align 4, !noalias !19
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif.i, %B0.endif.i, %B0.endif.endif
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object8, %B0.endif.endif.i ], [ @.const.picklebuf.object6, %B0.endif.i ], [ @.const.picklebuf.object7, %B0.endif.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B214.i.i, %B128.i.i, %B42.i2.i
  %1 = phi i1 [ false, %B214.i.i ], [ false, %B128.i.i ], [ true, %B42.i2.i ]
  %cond172 = phi i1 [ true, %B214.i.i ], [ false, %B128.i.i ], [ false, %B42.i2.i ]
  %.117.sroa.12.3 = phi i32 [ 4, %B214.i.i ], [ 2, %B128.i.i ], [ 1, %B42.i2.i ]
  %.214.inv = icmp sgt i64 %arg.a.1, 0
  %spec.select = select i1 %.214.inv, i64 %arg.a.1, i64 0
  br i1 %.214.inv, label %B252.lr.ph, label %B302.endif.endif

B252.lr.ph:                                       ; preds = %B0.endif.endif.endif.endif.endif
  switch i32 %arg.a.2, label %B252.preheader.split [
    i32 1, label %B252.lr.ph.split.us
    i32 2, label %B252.us166.preheader
    i32 4, label %B252.us120.preheader
  ]

B252.us120.preheader:                             ; preds = %B252.lr.ph
  br label %B252.us120

B252.us166.preheader:                             ; preds = %B252.lr.ph
  br i1 %1, label %B252.us166.us.preheader, label %B252.us166.preheader542

B252.us166.preheader542:                          ; preds = %B252.us166.preheader
  br label %B252.us166

B252.us166.us.preheader:                          ; preds = %B252.us166.preheader
  %min.iters.check250 = icmp ult i64 %spec.select, 16
  br i1 %min.iters.check250, label %B252.us166.us.preheader439, label %vector.memcheck242

vector.memcheck242:                               ; preds = %B252.us166.us.preheader
  %scevgep243 = getelementptr i8, i8* %.6.i.i, i64 %spec.select
  %2 = shl nuw i64 %spec.select, 1
  %scevgep244 = getelementptr i8, i8* %arg.a.0, i64 %2
  %bound0245 = icmp ult i8* %.6.i.i, %scevgep244
  %bound1246 = icmp ugt i8* %scevgep243, %arg.a.0
  %found.conflict247 = and i1 %bound0245, %bound1246
  br i1 %found.conflict247, label %B252.us166.us.preheader439, label %vector.ph251

vector.ph251:                                     ; preds = %vector.memcheck242
  %const1257 = bitcast i64 9223372036854775800 to i64
  %const_mat1258 = add i64 %const1257, -8
  %n.vec252 = and i64 %spec.select, %const_mat1258
  %3 = add nsw i64 %n.vec252, -16
  %4 = lshr exact i64 %3, 4
  %5 = add nuw nsw i64 %4, 1
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %middle.block248.unr-lcssa, label %vector.ph251.new

vector.ph251.new:                                 ; preds = %vector.ph251
  %const1240 = bitcast i64 2305843009213693950 to i64
  %unroll_iter513 = and i64 %5, %const1240
  br label %vector.body249

vector.body249:                                   ; preds = %vector.body249, %vector.ph251.new
  %lsr.iv1223 = phi i64 [ %lsr.iv.next1224, %vector.body249 ], [ %unroll_iter513, %vector.ph251.new ]
  %index254 = phi i64 [ 0, %vector.ph251.new ], [ %index.next.1, %vector.body249 ]
  %sunkaddr = mul i64 %index254, 2
  %sunkaddr1265 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr
  %7 = bitcast i8* %sunkaddr1265 to <8 x i16>*
  %wide.load255 = load <8 x i16>, <8 x i16>* %7, align 2, !alias.scope !23, !noalias !26
  %sunkaddr1266 = mul i64 %index254, 2
  %sunkaddr1267 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1266
  %sunkaddr1268 = getelementptr i8, i8* %sunkaddr1267, i64 16
  %8 = bitcast i8* %sunkaddr1268 to <8 x i16>*
  %wide.load256 = load <8 x i16>, <8 x i16>* %8, align 2, !alias.scope !23, !noalias !26
  %9 = trunc <8 x i16> %wide.load255 to <8 x i8>
  %10 = trunc <8 x i16> %wide.load256 to <8 x i8>
  %sunkaddr1269 = getelementptr i8, i8* %.6.i.i, i64 %index254
  %11 = bitcast i8* %sunkaddr1269 to <8 x i8>*
  store <8 x i8> %9, <8 x i8>* %11, align 1, !alias.scope !29, !noalias !31
  %sunkaddr1270 = getelementptr i8, i8* %.6.i.i, i64 %index254
  %sunkaddr1271 = getelementptr i8, i8* %sunkaddr1270, i64 8
  %12 = bitcast i8* %sunkaddr1271 to <8 x i8>*
  store <8 x i8> %10, <8 x i8>* %12, align 1, !alias.scope !29, !noalias !31
  %sunkaddr1272 = mul i64 %index254, 2
  %sunkaddr1273 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1272
  %sunkaddr1274 = getelementptr i8, i8* %sunkaddr1273, i64 32
  %13 = bitcast i8* %sunkaddr1274 to <8 x i16>*
  %wide.load255.1 = load <8 x i16>, <8 x i16>* %13, align 2, !alias.scope !23, !noalias !26
  %sunkaddr1275 = mul i64 %index254, 2
  %sunkaddr1276 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1275
  %sunkaddr1277 = getelementptr i8, i8* %sunkaddr1276, i64 48
  %14 = bitcast i8* %sunkaddr1277 to <8 x i16>*
  %wide.load256.1 = load <8 x i16>, <8 x i16>* %14, align 2, !alias.scope !23, !noalias !26
  %15 = trunc <8 x i16> %wide.load255.1 to <8 x i8>
  %16 = trunc <8 x i16> %wide.load256.1 to <8 x i8>
  %sunkaddr1278 = getelementptr i8, i8* %.6.i.i, i64 %index254
  %sunkaddr1279 = getelementptr i8, i8* %sunkaddr1278, i64 16
  %17 = bitcast i8* %sunkaddr1279 to <8 x i8>*
  store <8 x i8> %15, <8 x i8>* %17, align 1, !alias.scope !29, !noalias !31
  %sunkaddr1280 = getelementptr i8, i8* %.6.i.i, i64 %index254
  %sunkaddr1281 = getelementptr i8, i8* %sunkaddr1280, i64 24
  %18 = bitcast i8* %sunkaddr1281 to <8 x i8>*
  store <8 x i8> %16, <8 x i8>* %18, align 1, !alias.scope !29, !noalias !31
  %index.next.1 = add i64 %index254, 32
  %lsr.iv.next1224 = add i64 %lsr.iv1223, -2
  %niter514.ncmp.1 = icmp eq i64 %lsr.iv.next1224, 0
  br i1 %niter514.ncmp.1, label %middle.block248.unr-lcssa, label %vector.body249, !llvm.loop !35

middle.block248.unr-lcssa:                        ; preds = %vector.body249, %vector.ph251
  %index254.unr = phi i64 [ 0, %vector.ph251 ], [ %index.next.1, %vector.body249 ]
  %19 = and i64 %5, 1
  %lcmp.mod512.not = icmp eq i64 %19, 0
  br i1 %lcmp.mod512.not, label %middle.block248, label %vector.body249.epil

vector.body249.epil:                              ; preds = %middle.block248.unr-lcssa
  %20 = shl nuw i64 %index254.unr, 1
  %21 = getelementptr i8, i8* %arg.a.0, i64 %20
  %22 = bitcast i8* %21 to <8 x i16>*
  %wide.load255.epil = load <8 x i16>, <8 x i16>* %22, align 2, !alias.scope !23, !noalias !26
  %23 = getelementptr i8, i8* %21, i64 16
  %24 = bitcast i8* %23 to <8 x i16>*
  %wide.load256.epil = load <8 x i16>, <8 x i16>* %24, align 2, !alias.scope !23, !noalias !26
  %25 = trunc <8 x i16> %wide.load255.epil to <8 x i8>
  %26 = trunc <8 x i16> %wide.load256.epil to <8 x i8>
  %27 = getelementptr i8, i8* %.6.i.i, i64 %index254.unr
  %28 = bitcast i8* %27 to <8 x i8>*
  store <8 x i8> %25, <8 x i8>* %28, align 1, !alias.scope !29, !noalias !31
  %29 = getelementptr i8, i8* %27, i64 8
  %30 = bitcast i8* %29 to <8 x i8>*
  store <8 x i8> %26, <8 x i8>* %30, align 1, !alias.scope !29, !noalias !31
  br label %middle.block248

middle.block248:                                  ; preds = %middle.block248.unr-lcssa, %vector.body249.epil
  %cmp.n253 = icmp eq i64 %spec.select, %n.vec252
  br i1 %cmp.n253, label %B302.endif.endif, label %B252.us166.us.preheader439

B252.us166.us.preheader439:                       ; preds = %vector.memcheck242, %B252.us166.us.preheader, %middle.block248
  %.200.0163.us168.us.ph = phi i64 [ 0, %vector.memcheck242 ], [ 0, %B252.us166.us.preheader ], [ %n.vec252, %middle.block248 ]
  %31 = xor i64 %.200.0163.us168.us.ph, -1
  %32 = add nsw i64 %spec.select, %31
  %xtraiter507 = and i64 %spec.select, 3
  %lcmp.mod508.not = icmp eq i64 %xtraiter507, 0
  br i1 %lcmp.mod508.not, label %B252.us166.us.prol.loopexit, label %B252.us166.us.prol.preheader

B252.us166.us.prol.preheader:                     ; preds = %B252.us166.us.preheader439
  br label %B252.us166.us.prol

B252.us166.us.prol:                               ; preds = %B252.us166.us.prol.preheader, %B252.us166.us.prol
  %lsr.iv1197 = phi i64 [ %xtraiter507, %B252.us166.us.prol.preheader ], [ %lsr.iv.next1198, %B252.us166.us.prol ]
  %.200.0163.us168.us.prol = phi i64 [ %.269.us170.us.prol, %B252.us166.us.prol ], [ %.200.0163.us168.us.ph, %B252.us166.us.prol.preheader ]
  %.269.us170.us.prol = add nuw nsw i64 %.200.0163.us168.us.prol, 1
  %33 = shl nuw i64 %.200.0163.us168.us.prol, 1
  %scevgep1195 = getelementptr i8, i8* %arg.a.0, i64 %33
  %scevgep11951196 = bitcast i8* %scevgep1195 to i16*
  %.66.i28.us177.us.prol = load i16, i16* %scevgep11951196, align 2, !noalias !26
  %.41.i5.us192.us.prol = trunc i16 %.66.i28.us177.us.prol to i8
  %scevgep1194 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us168.us.prol
  store i8 %.41.i5.us192.us.prol, i8* %scevgep1194, align 1, !noalias !37
  %lsr.iv.next1198 = add nsw i64 %lsr.iv1197, -1
  %prol.iter509.cmp.not = icmp eq i64 %lsr.iv.next1198, 0
  br i1 %prol.iter509.cmp.not, label %B252.us166.us.prol.loopexit, label %B252.us166.us.prol, !llvm.loop !38

B252.us166.us.prol.loopexit:                      ; preds = %B252.us166.us.prol, %B252.us166.us.preheader439
  %.200.0163.us168.us.unr = phi i64 [ %.200.0163.us168.us.ph, %B252.us166.us.preheader439 ], [ %.269.us170.us.prol, %B252.us166.us.prol ]
  %34 = icmp ult i64 %32, 3
  br i1 %34, label %B302.endif.endif, label %B252.us166.us.preheader540

B252.us166.us.preheader540:                       ; preds = %B252.us166.us.prol.loopexit
  br label %B252.us166.us

B252.us166.us:                                    ; preds = %B252.us166.us.preheader540, %B252.us166.us
  %.200.0163.us168.us = phi i64 [ %.269.us170.us.3, %B252.us166.us ], [ %.200.0163.us168.us.unr, %B252.us166.us.preheader540 ]
  %sunkaddr1282 = mul i64 %.200.0163.us168.us, 2
  %sunkaddr1283 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1282
  %35 = bitcast i8* %sunkaddr1283 to i16*
  %.66.i28.us177.us = load i16, i16* %35, align 2, !noalias !26
  %.41.i5.us192.us = trunc i16 %.66.i28.us177.us to i8
  %sunkaddr1284 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us168.us
  store i8 %.41.i5.us192.us, i8* %sunkaddr1284, align 1, !noalias !37
  %sunkaddr1285 = mul i64 %.200.0163.us168.us, 2
  %sunkaddr1286 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1285
  %sunkaddr1287 = getelementptr i8, i8* %sunkaddr1286, i64 2
  %36 = bitcast i8* %sunkaddr1287 to i16*
  %.66.i28.us177.us.1 = load i16, i16* %36, align 2, !noalias !26
  %.41.i5.us192.us.1 = trunc i16 %.66.i28.us177.us.1 to i8
  %sunkaddr1288 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us168.us
  %sunkaddr1289 = getelementptr i8, i8* %sunkaddr1288, i64 1
  store i8 %.41.i5.us192.us.1, i8* %sunkaddr1289, align 1, !noalias !37
  %sunkaddr1290 = mul i64 %.200.0163.us168.us, 2
  %sunkaddr1291 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1290
  %sunkaddr1292 = getelementptr i8, i8* %sunkaddr1291, i64 4
  %37 = bitcast i8* %sunkaddr1292 to i16*
  %.66.i28.us177.us.2 = load i16, i16* %37, align 2, !noalias !26
  %.41.i5.us192.us.2 = trunc i16 %.66.i28.us177.us.2 to i8
  %sunkaddr1293 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us168.us
  %sunkaddr1294 = getelementptr i8, i8* %sunkaddr1293, i64 2
  store i8 %.41.i5.us192.us.2, i8* %sunkaddr1294, align 1, !noalias !37
  %.269.us170.us.3 = add nuw nsw i64 %.200.0163.us168.us, 4
  %sunkaddr1295 = mul i64 %.200.0163.us168.us, 2
  %sunkaddr1296 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1295
  %sunkaddr1297 = getelementptr i8, i8* %sunkaddr1296, i64 6
  %38 = bitcast i8* %sunkaddr1297 to i16*
  %.66.i28.us177.us.3 = load i16, i16* %38, align 2, !noalias !26
  %.41.i5.us192.us.3 = trunc i16 %.66.i28.us177.us.3 to i8
  %sunkaddr1298 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us168.us
  %sunkaddr1299 = getelementptr i8, i8* %sunkaddr1298, i64 3
  store i8 %.41.i5.us192.us.3, i8* %sunkaddr1299, align 1, !noalias !37
  %exitcond220.not.us.3 = icmp eq i64 %spec.select, %.269.us170.us.3
  br i1 %exitcond220.not.us.3, label %B302.endif.endif, label %B252.us166.us, !llvm.loop !40

B252.us120:                                       ; preds = %B252.us120.preheader, %B252.endif.endif.us127
  %.200.0163.us121 = phi i64 [ %.269.us122, %B252.endif.endif.us127 ], [ 0, %B252.us120.preheader ]
  %.269.us122 = add nuw nsw i64 %.200.0163.us121, 1
  %39 = shl i64 %.200.0163.us121, 2
  %scevgep1236 = getelementptr i8, i8* %arg.a.0, i64 %39
  %scevgep12361237 = bitcast i8* %scevgep1236 to i32*
  %.95.i33.us = load i32, i32* %scevgep12361237, align 4, !noalias !26
  switch i32 %.117.sroa.12.3, label %B252.endif.if [
    i32 1, label %B42.i7.us
    i32 2, label %B128.i11.us125
    i32 4, label %B214.i15.us123
  ]

B214.i15.us123:                                   ; preds = %B252.us120
  %40 = shl i64 %.200.0163.us121, 2
  %scevgep1234 = getelementptr i8, i8* %.6.i.i, i64 %40
  %scevgep12341235 = bitcast i8* %scevgep1234 to i32*
  store i32 %.95.i33.us, i32* %scevgep12341235, align 4, !noalias !37
  br label %B252.endif.endif.us127

B128.i11.us125:                                   ; preds = %B252.us120
  %.72.i8.us126 = trunc i32 %.95.i33.us to i16
  %41 = shl nuw i64 %.200.0163.us121, 1
  %scevgep1232 = getelementptr i8, i8* %.6.i.i, i64 %41
  %scevgep12321233 = bitcast i8* %scevgep1232 to i16*
  store i16 %.72.i8.us126, i16* %scevgep12321233, align 2, !noalias !37
  br label %B252.endif.endif.us127

B42.i7.us:                                        ; preds = %B252.us120
  %.41.i5.us = trunc i32 %.95.i33.us to i8
  %scevgep1231 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us121
  store i8 %.41.i5.us, i8* %scevgep1231, align 1, !noalias !37
  br label %B252.endif.endif.us127

B252.endif.endif.us127:                           ; preds = %B42.i7.us, %B128.i11.us125, %B214.i15.us123
  %exitcond217.not.us = icmp eq i64 %spec.select, %.269.us122
  br i1 %exitcond217.not.us, label %B302.endif.endif, label %B252.us120

B252.preheader.split:                             ; preds = %B252.lr.ph
  br i1 %1, label %B252.us128.preheader, label %B252.preheader

B252.preheader:                                   ; preds = %B252.preheader.split
  br label %B252

B252.us128.preheader:                             ; preds = %B252.preheader.split
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.6.i.i, i8 0, i64 %spec.select, i1 false), !noalias !37
  br label %B302.endif.endif

B252.lr.ph.split.us:                              ; preds = %B252.lr.ph
  br i1 %1, label %iter.check, label %B252.us.preheader

B252.us.preheader:                                ; preds = %B252.lr.ph.split.us
  switch i32 %.117.sroa.12.3, label %B252.endif.if [
    i32 4, label %B252.us.us152.preheader
    i32 2, label %B252.us.us155.preheader
  ]

B252.us.us155.preheader:                          ; preds = %B252.us.preheader
  %min.iters.check267 = icmp ult i64 %spec.select, 16
  br i1 %min.iters.check267, label %B252.us.us155.preheader437, label %vector.memcheck257

vector.memcheck257:                               ; preds = %B252.us.us155.preheader
  %42 = shl nuw i64 %spec.select, 1
  %scevgep258 = getelementptr i8, i8* %.6.i.i, i64 %42
  %scevgep259 = getelementptr i8, i8* %arg.a.0, i64 %spec.select
  %bound0260 = icmp ult i8* %.6.i.i, %scevgep259
  %bound1261 = icmp ugt i8* %scevgep258, %arg.a.0
  %found.conflict262 = and i1 %bound0260, %bound1261
  br i1 %found.conflict262, label %B252.us.us155.preheader437, label %vector.ph269

vector.ph269:                                     ; preds = %vector.memcheck257
  %const1259 = bitcast i64 9223372036854775800 to i64
  %const_mat1260 = add i64 %const1259, -8
  %n.vec271 = and i64 %spec.select, %const_mat1260
  %43 = add nsw i64 %n.vec271, -16
  %44 = lshr exact i64 %43, 4
  %45 = add nuw nsw i64 %44, 1
  %46 = icmp eq i64 %43, 0
  br i1 %46, label %middle.block263.unr-lcssa, label %vector.ph269.new

vector.ph269.new:                                 ; preds = %vector.ph269
  %const1241 = bitcast i64 2305843009213693950 to i64
  %unroll_iter505 = and i64 %45, %const1241
  br label %vector.body265

vector.body265:                                   ; preds = %vector.body265, %vector.ph269.new
  %lsr.iv1172 = phi i64 [ %lsr.iv.next1173, %vector.body265 ], [ %unroll_iter505, %vector.ph269.new ]
  %index274 = phi i64 [ 0, %vector.ph269.new ], [ %index.next277.1, %vector.body265 ]
  %sunkaddr1300 = getelementptr i8, i8* %arg.a.0, i64 %index274
  %47 = bitcast i8* %sunkaddr1300 to <8 x i8>*
  %wide.load275 = load <8 x i8>, <8 x i8>* %47, align 1, !alias.scope !41, !noalias !26
  %sunkaddr1301 = getelementptr i8, i8* %arg.a.0, i64 %index274
  %sunkaddr1302 = getelementptr i8, i8* %sunkaddr1301, i64 8
  %48 = bitcast i8* %sunkaddr1302 to <8 x i8>*
  %wide.load276 = load <8 x i8>, <8 x i8>* %48, align 1, !alias.scope !41, !noalias !26
  %49 = zext <8 x i8> %wide.load275 to <8 x i16>
  %50 = zext <8 x i8> %wide.load276 to <8 x i16>
  %sunkaddr1303 = mul i64 %index274, 2
  %sunkaddr1304 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1303
  %51 = bitcast i8* %sunkaddr1304 to <8 x i16>*
  store <8 x i16> %49, <8 x i16>* %51, align 2, !alias.scope !44, !noalias !46
  %sunkaddr1305 = mul i64 %index274, 2
  %sunkaddr1306 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1305
  %sunkaddr1307 = getelementptr i8, i8* %sunkaddr1306, i64 16
  %52 = bitcast i8* %sunkaddr1307 to <8 x i16>*
  store <8 x i16> %50, <8 x i16>* %52, align 2, !alias.scope !44, !noalias !46
  %sunkaddr1308 = getelementptr i8, i8* %arg.a.0, i64 %index274
  %sunkaddr1309 = getelementptr i8, i8* %sunkaddr1308, i64 16
  %53 = bitcast i8* %sunkaddr1309 to <8 x i8>*
  %wide.load275.1 = load <8 x i8>, <8 x i8>* %53, align 1, !alias.scope !41, !noalias !26
  %sunkaddr1310 = getelementptr i8, i8* %arg.a.0, i64 %index274
  %sunkaddr1311 = getelementptr i8, i8* %sunkaddr1310, i64 24
  %54 = bitcast i8* %sunkaddr1311 to <8 x i8>*
  %wide.load276.1 = load <8 x i8>, <8 x i8>* %54, align 1, !alias.scope !41, !noalias !26
  %55 = zext <8 x i8> %wide.load275.1 to <8 x i16>
  %56 = zext <8 x i8> %wide.load276.1 to <8 x i16>
  %sunkaddr1312 = mul i64 %index274, 2
  %sunkaddr1313 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1312
  %sunkaddr1314 = getelementptr i8, i8* %sunkaddr1313, i64 32
  %57 = bitcast i8* %sunkaddr1314 to <8 x i16>*
  store <8 x i16> %55, <8 x i16>* %57, align 2, !alias.scope !44, !noalias !46
  %sunkaddr1315 = mul i64 %index274, 2
  %sunkaddr1316 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, i8* %sunkaddr1316, i64 48
  %58 = bitcast i8* %sunkaddr1317 to <8 x i16>*
  store <8 x i16> %56, <8 x i16>* %58, align 2, !alias.scope !44, !noalias !46
  %index.next277.1 = add i64 %index274, 32
  %lsr.iv.next1173 = add i64 %lsr.iv1172, -2
  %niter506.ncmp.1 = icmp eq i64 %lsr.iv.next1173, 0
  br i1 %niter506.ncmp.1, label %middle.block263.unr-lcssa, label %vector.body265, !llvm.loop !47

middle.block263.unr-lcssa:                        ; preds = %vector.body265, %vector.ph269
  %index274.unr = phi i64 [ 0, %vector.ph269 ], [ %index.next277.1, %vector.body265 ]
  %59 = and i64 %45, 1
  %lcmp.mod504.not = icmp eq i64 %59, 0
  br i1 %lcmp.mod504.not, label %middle.block263, label %vector.body265.epil

vector.body265.epil:                              ; preds = %middle.block263.unr-lcssa
  %60 = getelementptr i8, i8* %arg.a.0, i64 %index274.unr
  %61 = bitcast i8* %60 to <8 x i8>*
  %wide.load275.epil = load <8 x i8>, <8 x i8>* %61, align 1, !alias.scope !41, !noalias !26
  %62 = getelementptr i8, i8* %60, i64 8
  %63 = bitcast i8* %62 to <8 x i8>*
  %wide.load276.epil = load <8 x i8>, <8 x i8>* %63, align 1, !alias.scope !41, !noalias !26
  %64 = zext <8 x i8> %wide.load275.epil to <8 x i16>
  %65 = zext <8 x i8> %wide.load276.epil to <8 x i16>
  %66 = shl nuw i64 %index274.unr, 1
  %67 = getelementptr i8, i8* %.6.i.i, i64 %66
  %68 = bitcast i8* %67 to <8 x i16>*
  store <8 x i16> %64, <8 x i16>* %68, align 2, !alias.scope !44, !noalias !46
  %69 = getelementptr i8, i8* %67, i64 16
  %70 = bitcast i8* %69 to <8 x i16>*
  store <8 x i16> %65, <8 x i16>* %70, align 2, !alias.scope !44, !noalias !46
  br label %middle.block263

middle.block263:                                  ; preds = %middle.block263.unr-lcssa, %vector.body265.epil
  %cmp.n273 = icmp eq i64 %spec.select, %n.vec271
  br i1 %cmp.n273, label %B302.endif.endif, label %B252.us.us155.preheader437

B252.us.us155.preheader437:                       ; preds = %vector.memcheck257, %B252.us.us155.preheader, %middle.block263
  %.200.0163.us.us156.ph = phi i64 [ 0, %vector.memcheck257 ], [ 0, %B252.us.us155.preheader ], [ %n.vec271, %middle.block263 ]
  %71 = xor i64 %.200.0163.us.us156.ph, -1
  %72 = add nsw i64 %spec.select, %71
  %xtraiter499 = and i64 %spec.select, 3
  %lcmp.mod500.not = icmp eq i64 %xtraiter499, 0
  br i1 %lcmp.mod500.not, label %B252.us.us155.prol.loopexit, label %B252.us.us155.prol.preheader

B252.us.us155.prol.preheader:                     ; preds = %B252.us.us155.preheader437
  br label %B252.us.us155.prol

B252.us.us155.prol:                               ; preds = %B252.us.us155.prol.preheader, %B252.us.us155.prol
  %lsr.iv1146 = phi i64 [ %xtraiter499, %B252.us.us155.prol.preheader ], [ %lsr.iv.next1147, %B252.us.us155.prol ]
  %.200.0163.us.us156.prol = phi i64 [ %.269.us.us157.prol, %B252.us.us155.prol ], [ %.200.0163.us.us156.ph, %B252.us.us155.prol.preheader ]
  %.269.us.us157.prol = add nuw nsw i64 %.200.0163.us.us156.prol, 1
  %scevgep1145 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us156.prol
  %.37.i23.us.us159.prol = load i8, i8* %scevgep1145, align 1, !noalias !26
  %.72.i8.us.us161.prol = zext i8 %.37.i23.us.us159.prol to i16
  %73 = shl nuw i64 %.200.0163.us.us156.prol, 1
  %scevgep1143 = getelementptr i8, i8* %.6.i.i, i64 %73
  %scevgep11431144 = bitcast i8* %scevgep1143 to i16*
  store i16 %.72.i8.us.us161.prol, i16* %scevgep11431144, align 2, !noalias !37
  %lsr.iv.next1147 = add nsw i64 %lsr.iv1146, -1
  %prol.iter501.cmp.not = icmp eq i64 %lsr.iv.next1147, 0
  br i1 %prol.iter501.cmp.not, label %B252.us.us155.prol.loopexit, label %B252.us.us155.prol, !llvm.loop !48

B252.us.us155.prol.loopexit:                      ; preds = %B252.us.us155.prol, %B252.us.us155.preheader437
  %.200.0163.us.us156.unr = phi i64 [ %.200.0163.us.us156.ph, %B252.us.us155.preheader437 ], [ %.269.us.us157.prol, %B252.us.us155.prol ]
  %74 = icmp ult i64 %72, 3
  br i1 %74, label %B302.endif.endif, label %B252.us.us155.preheader538

B252.us.us155.preheader538:                       ; preds = %B252.us.us155.prol.loopexit
  br label %B252.us.us155

B252.us.us152.preheader:                          ; preds = %B252.us.preheader
  %min.iters.check287 = icmp ult i64 %spec.select, 8
  br i1 %min.iters.check287, label %B252.us.us152.preheader435, label %vector.memcheck278

vector.memcheck278:                               ; preds = %B252.us.us152.preheader
  %75 = shl i64 %spec.select, 2
  %scevgep279 = getelementptr i8, i8* %.6.i.i, i64 %75
  %scevgep280 = getelementptr i8, i8* %arg.a.0, i64 %spec.select
  %bound0281 = icmp ult i8* %.6.i.i, %scevgep280
  %bound1282 = icmp ugt i8* %scevgep279, %arg.a.0
  %found.conflict283 = and i1 %bound0281, %bound1282
  br i1 %found.conflict283, label %B252.us.us152.preheader435, label %vector.ph288

vector.ph288:                                     ; preds = %vector.memcheck278
  %const1261 = bitcast i64 9223372036854775800 to i64
  %n.vec290 = and i64 %spec.select, %const1261
  %76 = add nsw i64 %n.vec290, -8
  %77 = lshr exact i64 %76, 3
  %78 = add nuw nsw i64 %77, 1
  %79 = icmp eq i64 %76, 0
  br i1 %79, label %middle.block284.unr-lcssa, label %vector.ph288.new

vector.ph288.new:                                 ; preds = %vector.ph288
  %const1245 = bitcast i64 4611686018427387902 to i64
  %unroll_iter497 = and i64 %78, %const1245
  br label %vector.body286

vector.body286:                                   ; preds = %vector.body286, %vector.ph288.new
  %lsr.iv1121 = phi i64 [ %lsr.iv.next1122, %vector.body286 ], [ %unroll_iter497, %vector.ph288.new ]
  %index293 = phi i64 [ 0, %vector.ph288.new ], [ %index.next296.1, %vector.body286 ]
  %sunkaddr1318 = getelementptr i8, i8* %arg.a.0, i64 %index293
  %80 = bitcast i8* %sunkaddr1318 to <4 x i8>*
  %wide.load294 = load <4 x i8>, <4 x i8>* %80, align 1, !alias.scope !49, !noalias !26
  %sunkaddr1319 = getelementptr i8, i8* %arg.a.0, i64 %index293
  %sunkaddr1320 = getelementptr i8, i8* %sunkaddr1319, i64 4
  %81 = bitcast i8* %sunkaddr1320 to <4 x i8>*
  %wide.load295 = load <4 x i8>, <4 x i8>* %81, align 1, !alias.scope !49, !noalias !26
  %82 = zext <4 x i8> %wide.load294 to <4 x i32>
  %83 = zext <4 x i8> %wide.load295 to <4 x i32>
  %sunkaddr1321 = mul i64 %index293, 4
  %sunkaddr1322 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1321
  %84 = bitcast i8* %sunkaddr1322 to <4 x i32>*
  store <4 x i32> %82, <4 x i32>* %84, align 4, !alias.scope !52, !noalias !54
  %sunkaddr1323 = mul i64 %index293, 4
  %sunkaddr1324 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1323
  %sunkaddr1325 = getelementptr i8, i8* %sunkaddr1324, i64 16
  %85 = bitcast i8* %sunkaddr1325 to <4 x i32>*
  store <4 x i32> %83, <4 x i32>* %85, align 4, !alias.scope !52, !noalias !54
  %sunkaddr1326 = getelementptr i8, i8* %arg.a.0, i64 %index293
  %sunkaddr1327 = getelementptr i8, i8* %sunkaddr1326, i64 8
  %86 = bitcast i8* %sunkaddr1327 to <4 x i8>*
  %wide.load294.1 = load <4 x i8>, <4 x i8>* %86, align 1, !alias.scope !49, !noalias !26
  %sunkaddr1328 = getelementptr i8, i8* %arg.a.0, i64 %index293
  %sunkaddr1329 = getelementptr i8, i8* %sunkaddr1328, i64 12
  %87 = bitcast i8* %sunkaddr1329 to <4 x i8>*
  %wide.load295.1 = load <4 x i8>, <4 x i8>* %87, align 1, !alias.scope !49, !noalias !26
  %88 = zext <4 x i8> %wide.load294.1 to <4 x i32>
  %89 = zext <4 x i8> %wide.load295.1 to <4 x i32>
  %sunkaddr1330 = mul i64 %index293, 4
  %sunkaddr1331 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, i8* %sunkaddr1331, i64 32
  %90 = bitcast i8* %sunkaddr1332 to <4 x i32>*
  store <4 x i32> %88, <4 x i32>* %90, align 4, !alias.scope !52, !noalias !54
  %sunkaddr1333 = mul i64 %index293, 4
  %sunkaddr1334 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, i8* %sunkaddr1334, i64 48
  %91 = bitcast i8* %sunkaddr1335 to <4 x i32>*
  store <4 x i32> %89, <4 x i32>* %91, align 4, !alias.scope !52, !noalias !54
  %index.next296.1 = add i64 %index293, 16
  %lsr.iv.next1122 = add i64 %lsr.iv1121, -2
  %niter498.ncmp.1 = icmp eq i64 %lsr.iv.next1122, 0
  br i1 %niter498.ncmp.1, label %middle.block284.unr-lcssa, label %vector.body286, !llvm.loop !55

middle.block284.unr-lcssa:                        ; preds = %vector.body286, %vector.ph288
  %index293.unr = phi i64 [ 0, %vector.ph288 ], [ %index.next296.1, %vector.body286 ]
  %92 = and i64 %78, 1
  %lcmp.mod496.not = icmp eq i64 %92, 0
  br i1 %lcmp.mod496.not, label %middle.block284, label %vector.body286.epil

vector.body286.epil:                              ; preds = %middle.block284.unr-lcssa
  %93 = getelementptr i8, i8* %arg.a.0, i64 %index293.unr
  %94 = bitcast i8* %93 to <4 x i8>*
  %wide.load294.epil = load <4 x i8>, <4 x i8>* %94, align 1, !alias.scope !49, !noalias !26
  %95 = getelementptr i8, i8* %93, i64 4
  %96 = bitcast i8* %95 to <4 x i8>*
  %wide.load295.epil = load <4 x i8>, <4 x i8>* %96, align 1, !alias.scope !49, !noalias !26
  %97 = zext <4 x i8> %wide.load294.epil to <4 x i32>
  %98 = zext <4 x i8> %wide.load295.epil to <4 x i32>
  %99 = shl i64 %index293.unr, 2
  %100 = getelementptr i8, i8* %.6.i.i, i64 %99
  %101 = bitcast i8* %100 to <4 x i32>*
  store <4 x i32> %97, <4 x i32>* %101, align 4, !alias.scope !52, !noalias !54
  %102 = getelementptr i8, i8* %100, i64 16
  %103 = bitcast i8* %102 to <4 x i32>*
  store <4 x i32> %98, <4 x i32>* %103, align 4, !alias.scope !52, !noalias !54
  br label %middle.block284

middle.block284:                                  ; preds = %middle.block284.unr-lcssa, %vector.body286.epil
  %cmp.n292 = icmp eq i64 %spec.select, %n.vec290
  br i1 %cmp.n292, label %B302.endif.endif, label %B252.us.us152.preheader435

B252.us.us152.preheader435:                       ; preds = %vector.memcheck278, %B252.us.us152.preheader, %middle.block284
  %.200.0163.us.us153.ph = phi i64 [ 0, %vector.memcheck278 ], [ 0, %B252.us.us152.preheader ], [ %n.vec290, %middle.block284 ]
  %104 = xor i64 %.200.0163.us.us153.ph, -1
  %105 = add nsw i64 %spec.select, %104
  %xtraiter489 = and i64 %spec.select, 3
  %lcmp.mod490.not = icmp eq i64 %xtraiter489, 0
  br i1 %lcmp.mod490.not, label %B252.us.us152.prol.loopexit, label %B252.us.us152.prol.preheader

B252.us.us152.prol.preheader:                     ; preds = %B252.us.us152.preheader435
  br label %B252.us.us152.prol

B252.us.us152.prol:                               ; preds = %B252.us.us152.prol.preheader, %B252.us.us152.prol
  %lsr.iv1095 = phi i64 [ %xtraiter489, %B252.us.us152.prol.preheader ], [ %lsr.iv.next1096, %B252.us.us152.prol ]
  %.200.0163.us.us153.prol = phi i64 [ %.269.us.us.prol491, %B252.us.us152.prol ], [ %.200.0163.us.us153.ph, %B252.us.us152.prol.preheader ]
  %.269.us.us.prol491 = add nuw nsw i64 %.200.0163.us.us153.prol, 1
  %scevgep1094 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us153.prol
  %.37.i23.us.us.prol = load i8, i8* %scevgep1094, align 1, !noalias !26
  %.103.i12.us.us.prol = zext i8 %.37.i23.us.us.prol to i32
  %106 = shl i64 %.200.0163.us.us153.prol, 2
  %scevgep1092 = getelementptr i8, i8* %.6.i.i, i64 %106
  %scevgep10921093 = bitcast i8* %scevgep1092 to i32*
  store i32 %.103.i12.us.us.prol, i32* %scevgep10921093, align 4, !noalias !37
  %lsr.iv.next1096 = add nsw i64 %lsr.iv1095, -1
  %prol.iter492.cmp.not = icmp eq i64 %lsr.iv.next1096, 0
  br i1 %prol.iter492.cmp.not, label %B252.us.us152.prol.loopexit, label %B252.us.us152.prol, !llvm.loop !56

B252.us.us152.prol.loopexit:                      ; preds = %B252.us.us152.prol, %B252.us.us152.preheader435
  %.200.0163.us.us153.unr = phi i64 [ %.200.0163.us.us153.ph, %B252.us.us152.preheader435 ], [ %.269.us.us.prol491, %B252.us.us152.prol ]
  %107 = icmp ult i64 %105, 3
  br i1 %107, label %B302.endif.endif, label %B252.us.us152.preheader536

B252.us.us152.preheader536:                       ; preds = %B252.us.us152.prol.loopexit
  br label %B252.us.us152

B252.us.us152:                                    ; preds = %B252.us.us152.preheader536, %B252.us.us152
  %.200.0163.us.us153 = phi i64 [ %.269.us.us.3493, %B252.us.us152 ], [ %.200.0163.us.us153.unr, %B252.us.us152.preheader536 ]
  %sunkaddr1336 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us153
  %.37.i23.us.us = load i8, i8* %sunkaddr1336, align 1, !noalias !26
  %.103.i12.us.us = zext i8 %.37.i23.us.us to i32
  %sunkaddr1337 = mul i64 %.200.0163.us.us153, 4
  %sunkaddr1338 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1337
  %108 = bitcast i8* %sunkaddr1338 to i32*
  store i32 %.103.i12.us.us, i32* %108, align 4, !noalias !37
  %sunkaddr1339 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us153
  %sunkaddr1340 = getelementptr i8, i8* %sunkaddr1339, i64 1
  %.37.i23.us.us.1 = load i8, i8* %sunkaddr1340, align 1, !noalias !26
  %.103.i12.us.us.1 = zext i8 %.37.i23.us.us.1 to i32
  %sunkaddr1341 = mul i64 %.200.0163.us.us153, 4
  %sunkaddr1342 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1341
  %sunkaddr1343 = getelementptr i8, i8* %sunkaddr1342, i64 4
  %109 = bitcast i8* %sunkaddr1343 to i32*
  store i32 %.103.i12.us.us.1, i32* %109, align 4, !noalias !37
  %sunkaddr1344 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us153
  %sunkaddr1345 = getelementptr i8, i8* %sunkaddr1344, i64 2
  %.37.i23.us.us.2 = load i8, i8* %sunkaddr1345, align 1, !noalias !26
  %.103.i12.us.us.2 = zext i8 %.37.i23.us.us.2 to i32
  %sunkaddr1346 = mul i64 %.200.0163.us.us153, 4
  %sunkaddr1347 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1346
  %sunkaddr1348 = getelementptr i8, i8* %sunkaddr1347, i64 8
  %110 = bitcast i8* %sunkaddr1348 to i32*
  store i32 %.103.i12.us.us.2, i32* %110, align 4, !noalias !37
  %.269.us.us.3493 = add nuw nsw i64 %.200.0163.us.us153, 4
  %sunkaddr1349 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us153
  %sunkaddr1350 = getelementptr i8, i8* %sunkaddr1349, i64 3
  %.37.i23.us.us.3 = load i8, i8* %sunkaddr1350, align 1, !noalias !26
  %.103.i12.us.us.3 = zext i8 %.37.i23.us.us.3 to i32
  %sunkaddr1351 = mul i64 %.200.0163.us.us153, 4
  %sunkaddr1352 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1351
  %sunkaddr1353 = getelementptr i8, i8* %sunkaddr1352, i64 12
  %111 = bitcast i8* %sunkaddr1353 to i32*
  store i32 %.103.i12.us.us.3, i32* %111, align 4, !noalias !37
  %exitcond219.not.us.3 = icmp eq i64 %spec.select, %.269.us.us.3493
  br i1 %exitcond219.not.us.3, label %B302.endif.endif, label %B252.us.us152, !llvm.loop !57

B252.us.us155:                                    ; preds = %B252.us.us155.preheader538, %B252.us.us155
  %.200.0163.us.us156 = phi i64 [ %.269.us.us157.3, %B252.us.us155 ], [ %.200.0163.us.us156.unr, %B252.us.us155.preheader538 ]
  %sunkaddr1354 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us156
  %.37.i23.us.us159 = load i8, i8* %sunkaddr1354, align 1, !noalias !26
  %.72.i8.us.us161 = zext i8 %.37.i23.us.us159 to i16
  %sunkaddr1355 = mul i64 %.200.0163.us.us156, 2
  %sunkaddr1356 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1355
  %112 = bitcast i8* %sunkaddr1356 to i16*
  store i16 %.72.i8.us.us161, i16* %112, align 2, !noalias !37
  %sunkaddr1357 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us156
  %sunkaddr1358 = getelementptr i8, i8* %sunkaddr1357, i64 1
  %.37.i23.us.us159.1 = load i8, i8* %sunkaddr1358, align 1, !noalias !26
  %.72.i8.us.us161.1 = zext i8 %.37.i23.us.us159.1 to i16
  %sunkaddr1359 = mul i64 %.200.0163.us.us156, 2
  %sunkaddr1360 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1359
  %sunkaddr1361 = getelementptr i8, i8* %sunkaddr1360, i64 2
  %113 = bitcast i8* %sunkaddr1361 to i16*
  store i16 %.72.i8.us.us161.1, i16* %113, align 2, !noalias !37
  %sunkaddr1362 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us156
  %sunkaddr1363 = getelementptr i8, i8* %sunkaddr1362, i64 2
  %.37.i23.us.us159.2 = load i8, i8* %sunkaddr1363, align 1, !noalias !26
  %.72.i8.us.us161.2 = zext i8 %.37.i23.us.us159.2 to i16
  %sunkaddr1364 = mul i64 %.200.0163.us.us156, 2
  %sunkaddr1365 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1364
  %sunkaddr1366 = getelementptr i8, i8* %sunkaddr1365, i64 4
  %114 = bitcast i8* %sunkaddr1366 to i16*
  store i16 %.72.i8.us.us161.2, i16* %114, align 2, !noalias !37
  %.269.us.us157.3 = add nuw nsw i64 %.200.0163.us.us156, 4
  %sunkaddr1367 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us156
  %sunkaddr1368 = getelementptr i8, i8* %sunkaddr1367, i64 3
  %.37.i23.us.us159.3 = load i8, i8* %sunkaddr1368, align 1, !noalias !26
  %.72.i8.us.us161.3 = zext i8 %.37.i23.us.us159.3 to i16
  %sunkaddr1369 = mul i64 %.200.0163.us.us156, 2
  %sunkaddr1370 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1369
  %sunkaddr1371 = getelementptr i8, i8* %sunkaddr1370, i64 6
  %115 = bitcast i8* %sunkaddr1371 to i16*
  store i16 %.72.i8.us.us161.3, i16* %115, align 2, !noalias !37
  %exitcond219.not.us169.3 = icmp eq i64 %spec.select, %.269.us.us157.3
  br i1 %exitcond219.not.us169.3, label %B302.endif.endif, label %B252.us.us155, !llvm.loop !58

iter.check:                                       ; preds = %B252.lr.ph.split.us
  %min.iters.check = icmp ult i64 %spec.select, 8
  br i1 %min.iters.check, label %B252.us.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr i8, i8* %.6.i.i, i64 %spec.select
  %scevgep245 = getelementptr i8, i8* %arg.a.0, i64 %spec.select
  %bound0 = icmp ult i8* %.6.i.i, %scevgep245
  %bound1 = icmp ugt i8* %scevgep, %arg.a.0
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B252.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const1262 = bitcast i64 9223372036854775800 to i64
  %min.iters.check246 = icmp ult i64 %spec.select, 32
  br i1 %min.iters.check246, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat1263 = add i64 %const1262, -24
  %n.vec = and i64 %spec.select, %const_mat1263
  %116 = add nsw i64 %n.vec, -32
  %117 = lshr exact i64 %116, 5
  %118 = add i64 %117, 1
  %xtraiter308 = and i64 %118, 3
  %119 = icmp ult i64 %116, 96
  br i1 %119, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %120 = lshr i64 %118, 2
  %121 = mul nsw i64 %120, -4
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1024 = phi i64 [ %lsr.iv.next1025, %vector.body ], [ %121, %vector.ph.new ]
  %index = phi i64 [ %index.next.3, %vector.body ], [ 0, %vector.ph.new ]
  %sunkaddr1372 = getelementptr i8, i8* %arg.a.0, i64 %index
  %122 = bitcast i8* %sunkaddr1372 to <16 x i8>*
  %wide.load = load <16 x i8>, <16 x i8>* %122, align 1, !alias.scope !59, !noalias !26
  %sunkaddr1373 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1374 = getelementptr i8, i8* %sunkaddr1373, i64 16
  %123 = bitcast i8* %sunkaddr1374 to <16 x i8>*
  %wide.load247 = load <16 x i8>, <16 x i8>* %123, align 1, !alias.scope !59, !noalias !26
  %sunkaddr1375 = getelementptr i8, i8* %.6.i.i, i64 %index
  %124 = bitcast i8* %sunkaddr1375 to <16 x i8>*
  store <16 x i8> %wide.load, <16 x i8>* %124, align 1, !alias.scope !62, !noalias !64
  %sunkaddr1376 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1377 = getelementptr i8, i8* %sunkaddr1376, i64 16
  %125 = bitcast i8* %sunkaddr1377 to <16 x i8>*
  store <16 x i8> %wide.load247, <16 x i8>* %125, align 1, !alias.scope !62, !noalias !64
  %sunkaddr1378 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1379 = getelementptr i8, i8* %sunkaddr1378, i64 32
  %126 = bitcast i8* %sunkaddr1379 to <16 x i8>*
  %wide.load.1 = load <16 x i8>, <16 x i8>* %126, align 1, !alias.scope !59, !noalias !26
  %sunkaddr1380 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1381 = getelementptr i8, i8* %sunkaddr1380, i64 48
  %127 = bitcast i8* %sunkaddr1381 to <16 x i8>*
  %wide.load247.1 = load <16 x i8>, <16 x i8>* %127, align 1, !alias.scope !59, !noalias !26
  %sunkaddr1382 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1383 = getelementptr i8, i8* %sunkaddr1382, i64 32
  %128 = bitcast i8* %sunkaddr1383 to <16 x i8>*
  store <16 x i8> %wide.load.1, <16 x i8>* %128, align 1, !alias.scope !62, !noalias !64
  %sunkaddr1384 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1385 = getelementptr i8, i8* %sunkaddr1384, i64 48
  %129 = bitcast i8* %sunkaddr1385 to <16 x i8>*
  store <16 x i8> %wide.load247.1, <16 x i8>* %129, align 1, !alias.scope !62, !noalias !64
  %sunkaddr1386 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1387 = getelementptr i8, i8* %sunkaddr1386, i64 64
  %130 = bitcast i8* %sunkaddr1387 to <16 x i8>*
  %wide.load.2 = load <16 x i8>, <16 x i8>* %130, align 1, !alias.scope !59, !noalias !26
  %sunkaddr1388 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1389 = getelementptr i8, i8* %sunkaddr1388, i64 80
  %131 = bitcast i8* %sunkaddr1389 to <16 x i8>*
  %wide.load247.2 = load <16 x i8>, <16 x i8>* %131, align 1, !alias.scope !59, !noalias !26
  %sunkaddr1390 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1391 = getelementptr i8, i8* %sunkaddr1390, i64 64
  %132 = bitcast i8* %sunkaddr1391 to <16 x i8>*
  store <16 x i8> %wide.load.2, <16 x i8>* %132, align 1, !alias.scope !62, !noalias !64
  %sunkaddr1392 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1393 = getelementptr i8, i8* %sunkaddr1392, i64 80
  %133 = bitcast i8* %sunkaddr1393 to <16 x i8>*
  store <16 x i8> %wide.load247.2, <16 x i8>* %133, align 1, !alias.scope !62, !noalias !64
  %sunkaddr1394 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1395 = getelementptr i8, i8* %sunkaddr1394, i64 96
  %134 = bitcast i8* %sunkaddr1395 to <16 x i8>*
  %wide.load.3 = load <16 x i8>, <16 x i8>* %134, align 1, !alias.scope !59, !noalias !26
  %sunkaddr1396 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1397 = getelementptr i8, i8* %sunkaddr1396, i64 112
  %135 = bitcast i8* %sunkaddr1397 to <16 x i8>*
  %wide.load247.3 = load <16 x i8>, <16 x i8>* %135, align 1, !alias.scope !59, !noalias !26
  %sunkaddr1398 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1399 = getelementptr i8, i8* %sunkaddr1398, i64 96
  %136 = bitcast i8* %sunkaddr1399 to <16 x i8>*
  store <16 x i8> %wide.load.3, <16 x i8>* %136, align 1, !alias.scope !62, !noalias !64
  %sunkaddr1400 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1401 = getelementptr i8, i8* %sunkaddr1400, i64 112
  %137 = bitcast i8* %sunkaddr1401 to <16 x i8>*
  store <16 x i8> %wide.load247.3, <16 x i8>* %137, align 1, !alias.scope !62, !noalias !64
  %index.next.3 = add i64 %index, 128
  %lsr.iv.next1025 = add i64 %lsr.iv1024, 4
  %niter312.ncmp.3 = icmp eq i64 %lsr.iv.next1025, 0
  br i1 %niter312.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !65

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod310.not = icmp eq i64 %xtraiter308, 0
  br i1 %lcmp.mod310.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %138 = add nuw nsw i64 %index.unr, 16
  %scevgep481 = getelementptr i8, i8* %.6.i.i, i64 %138
  %scevgep489 = getelementptr i8, i8* %arg.a.0, i64 %138
  %139 = shl i64 %xtraiter308, 5
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv482 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next483, %vector.body.epil ]
  %scevgep1019 = getelementptr i8, i8* %scevgep489, i64 %lsr.iv482
  %scevgep10191020 = bitcast i8* %scevgep1019 to <16 x i8>*
  %scevgep1021 = getelementptr <16 x i8>, <16 x i8>* %scevgep10191020, i64 -1
  %wide.load.epil = load <16 x i8>, <16 x i8>* %scevgep1021, align 1, !alias.scope !59, !noalias !26
  %scevgep1022 = getelementptr i8, i8* %scevgep489, i64 %lsr.iv482
  %scevgep10221023 = bitcast i8* %scevgep1022 to <16 x i8>*
  %wide.load247.epil = load <16 x i8>, <16 x i8>* %scevgep10221023, align 1, !alias.scope !59, !noalias !26
  %scevgep1014 = getelementptr i8, i8* %scevgep481, i64 %lsr.iv482
  %scevgep10141015 = bitcast i8* %scevgep1014 to <16 x i8>*
  %scevgep1016 = getelementptr <16 x i8>, <16 x i8>* %scevgep10141015, i64 -1
  store <16 x i8> %wide.load.epil, <16 x i8>* %scevgep1016, align 1, !alias.scope !62, !noalias !64
  %scevgep1017 = getelementptr i8, i8* %scevgep481, i64 %lsr.iv482
  %scevgep10171018 = bitcast i8* %scevgep1017 to <16 x i8>*
  store <16 x i8> %wide.load247.epil, <16 x i8>* %scevgep10171018, align 1, !alias.scope !62, !noalias !64
  %lsr.iv.next483 = add nuw nsw i64 %lsr.iv482, 32
  %epil.iter309.cmp.not = icmp eq i64 %139, %lsr.iv.next483
  br i1 %epil.iter309.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !66

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %spec.select, %n.vec
  br i1 %cmp.n, label %B302.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %spec.select, 24
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %B252.us.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec249 = and i64 %spec.select, %const1262
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index251 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next253, %vec.epilog.vector.body ]
  %scevgep1012 = getelementptr i8, i8* %arg.a.0, i64 %index251
  %scevgep10121013 = bitcast i8* %scevgep1012 to <8 x i8>*
  %wide.load252 = load <8 x i8>, <8 x i8>* %scevgep10121013, align 1, !noalias !26
  %scevgep1010 = getelementptr i8, i8* %.6.i.i, i64 %index251
  %scevgep10101011 = bitcast i8* %scevgep1010 to <8 x i8>*
  store <8 x i8> %wide.load252, <8 x i8>* %scevgep10101011, align 1, !noalias !37
  %index.next253 = add nuw i64 %index251, 8
  %140 = icmp eq i64 %n.vec249, %index.next253
  br i1 %140, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !67

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n250 = icmp eq i64 %spec.select, %n.vec249
  br i1 %cmp.n250, label %B302.endif.endif, label %B252.us.us.preheader

B252.us.us.preheader:                             ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %.200.0163.us.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec249, %vec.epilog.middle.block ]
  %141 = xor i64 %.200.0163.us.us.ph, -1
  %142 = add nsw i64 %spec.select, %141
  %xtraiter305 = and i64 %spec.select, 3
  %lcmp.mod306.not = icmp eq i64 %xtraiter305, 0
  br i1 %lcmp.mod306.not, label %B252.us.us.prol.loopexit, label %B252.us.us.prol.preheader

B252.us.us.prol.preheader:                        ; preds = %B252.us.us.preheader
  br label %B252.us.us.prol

B252.us.us.prol:                                  ; preds = %B252.us.us.prol.preheader, %B252.us.us.prol
  %lsr.iv475 = phi i64 [ %lsr.iv.next476, %B252.us.us.prol ], [ %xtraiter305, %B252.us.us.prol.preheader ]
  %.200.0163.us.us.prol = phi i64 [ %.269.us.us.prol, %B252.us.us.prol ], [ %.200.0163.us.us.ph, %B252.us.us.prol.preheader ]
  %.269.us.us.prol = add nuw nsw i64 %.200.0163.us.us.prol, 1
  %scevgep1009 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us.prol
  %.37.i23.us.us200.prol = load i8, i8* %scevgep1009, align 1, !noalias !26
  %scevgep1008 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us.us.prol
  store i8 %.37.i23.us.us200.prol, i8* %scevgep1008, align 1, !noalias !37
  %lsr.iv.next476 = add nsw i64 %lsr.iv475, -1
  %prol.iter307.cmp.not = icmp eq i64 %lsr.iv.next476, 0
  br i1 %prol.iter307.cmp.not, label %B252.us.us.prol.loopexit, label %B252.us.us.prol, !llvm.loop !69

B252.us.us.prol.loopexit:                         ; preds = %B252.us.us.prol, %B252.us.us.preheader
  %.200.0163.us.us.unr = phi i64 [ %.200.0163.us.us.ph, %B252.us.us.preheader ], [ %.269.us.us.prol, %B252.us.us.prol ]
  %143 = icmp ult i64 %142, 3
  br i1 %143, label %B302.endif.endif, label %B252.us.us.preheader20

B252.us.us.preheader20:                           ; preds = %B252.us.us.prol.loopexit
  br label %B252.us.us

B252.us.us:                                       ; preds = %B252.us.us.preheader20, %B252.us.us
  %.200.0163.us.us = phi i64 [ %.269.us.us.3, %B252.us.us ], [ %.200.0163.us.us.unr, %B252.us.us.preheader20 ]
  %sunkaddr1402 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us
  %.37.i23.us.us200 = load i8, i8* %sunkaddr1402, align 1, !noalias !26
  %sunkaddr1403 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us.us
  store i8 %.37.i23.us.us200, i8* %sunkaddr1403, align 1, !noalias !37
  %sunkaddr1404 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us
  %sunkaddr1405 = getelementptr i8, i8* %sunkaddr1404, i64 1
  %.37.i23.us.us200.1 = load i8, i8* %sunkaddr1405, align 1, !noalias !26
  %sunkaddr1406 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us.us
  %sunkaddr1407 = getelementptr i8, i8* %sunkaddr1406, i64 1
  store i8 %.37.i23.us.us200.1, i8* %sunkaddr1407, align 1, !noalias !37
  %sunkaddr1408 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us
  %sunkaddr1409 = getelementptr i8, i8* %sunkaddr1408, i64 2
  %.37.i23.us.us200.2 = load i8, i8* %sunkaddr1409, align 1, !noalias !26
  %sunkaddr1410 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us.us
  %sunkaddr1411 = getelementptr i8, i8* %sunkaddr1410, i64 2
  store i8 %.37.i23.us.us200.2, i8* %sunkaddr1411, align 1, !noalias !37
  %.269.us.us.3 = add nuw nsw i64 %.200.0163.us.us, 4
  %sunkaddr1412 = getelementptr i8, i8* %arg.a.0, i64 %.200.0163.us.us
  %sunkaddr1413 = getelementptr i8, i8* %sunkaddr1412, i64 3
  %.37.i23.us.us200.3 = load i8, i8* %sunkaddr1413, align 1, !noalias !26
  %sunkaddr1414 = getelementptr i8, i8* %.6.i.i, i64 %.200.0163.us.us
  %sunkaddr1415 = getelementptr i8, i8* %sunkaddr1414, i64 3
  store i8 %.37.i23.us.us200.3, i8* %sunkaddr1415, align 1, !noalias !37
  %exitcond218.not.3 = icmp eq i64 %spec.select, %.269.us.us.3
  br i1 %exitcond218.not.3, label %B302.endif.endif, label %B252.us.us, !llvm.loop !70

B252.us166:                                       ; preds = %B252.us166.preheader542, %B252.endif.endif.us194
  %.200.0163.us168 = phi i64 [ %.269.us170, %B252.endif.endif.us194 ], [ 0, %B252.us166.preheader542 ]
  %.269.us170 = add nuw nsw i64 %.200.0163.us168, 1
  %144 = shl nuw i64 %.200.0163.us168, 1
  %scevgep1229 = getelementptr i8, i8* %arg.a.0, i64 %144
  %scevgep12291230 = bitcast i8* %scevgep1229 to i16*
  %.66.i28.us177 = load i16, i16* %scevgep12291230, align 2, !noalias !26
  %.103.i12.us186 = zext i16 %.66.i28.us177 to i32
  switch i32 %.117.sroa.12.3, label %B252.endif.if [
    i32 4, label %B214.i15.us185
    i32 2, label %B128.i11.us188
  ]

B214.i15.us185:                                   ; preds = %B252.us166
  %145 = shl i64 %.200.0163.us168, 2
  %scevgep1225 = getelementptr i8, i8* %.6.i.i, i64 %145
  %scevgep12251226 = bitcast i8* %scevgep1225 to i32*
  store i32 %.103.i12.us186, i32* %scevgep12251226, align 4, !noalias !37
  br label %B252.endif.endif.us194

B128.i11.us188:                                   ; preds = %B252.us166
  %146 = shl nuw i64 %.200.0163.us168, 1
  %scevgep1227 = getelementptr i8, i8* %.6.i.i, i64 %146
  %scevgep12271228 = bitcast i8* %scevgep1227 to i16*
  store i16 %.66.i28.us177, i16* %scevgep12271228, align 2, !noalias !37
  br label %B252.endif.endif.us194

B252.endif.endif.us194:                           ; preds = %B128.i11.us188, %B214.i15.us185
  %exitcond220.not = icmp eq i64 %spec.select, %.269.us170
  br i1 %exitcond220.not, label %B302.endif.endif, label %B252.us166

B128.i11:                                         ; preds = %B252
  %147 = shl nuw i64 %.200.0163, 1
  %scevgep992 = getelementptr i8, i8* %.6.i.i, i64 %147
  %scevgep992993 = bitcast i8* %scevgep992 to i16*
  store i16 0, i16* %scevgep992993, align 2, !noalias !37
  br label %B252.endif.endif

B214.i15:                                         ; preds = %B252
  %148 = shl i64 %.200.0163, 2
  %scevgep990 = getelementptr i8, i8* %.6.i.i, i64 %148
  %scevgep990991 = bitcast i8* %scevgep990 to i32*
  store i32 0, i32* %scevgep990991, align 4, !noalias !37
  br label %B252.endif.endif

B252.endif.if:                                    ; preds = %B252.us120, %B252.us166, %B252, %B252.us.preheader
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B252.endif.endif:                                 ; preds = %B214.i15, %B128.i11
  %exitcond217.not = icmp eq i64 %spec.select, %.269
  br i1 %exitcond217.not, label %B302.endif.endif, label %B252

B302.endif.endif:                                 ; preds = %B252.endif.endif.us127, %B252.endif.endif.us194, %B252.us166.us, %B252.us.us155, %B252.us.us152, %B252.us.us, %B252.endif.endif, %B252.us166.us.prol.loopexit, %B252.us.us155.prol.loopexit, %B252.us.us152.prol.loopexit, %middle.block248, %middle.block263, %middle.block284, %B252.us128.preheader, %B252.us.us.prol.loopexit, %vec.epilog.middle.block, %middle.block, %B0.endif.endif.endif.endif.endif
  %.411.inv = icmp sgt i64 %arg.b.1, 0
  %spec.select95 = select i1 %.411.inv, i64 %arg.b.1, i64 0
  br i1 %.411.inv, label %B348.endif.lr.ph, label %B422

B348.endif.lr.ph:                                 ; preds = %B302.endif.endif
  switch i32 %arg.b.2, label %B348.endif.preheader [
    i32 1, label %B348.endif.lr.ph.split.us
    i32 2, label %B348.endif.us98.preheader
    i32 4, label %B348.endif.us130.preheader
  ]

B348.endif.us130.preheader:                       ; preds = %B348.endif.lr.ph
  %scevgep442 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %149 = shl i64 %arg.a.1, 1
  %scevgep444 = getelementptr i8, i8* %.6.i.i, i64 %149
  %150 = shl i64 %arg.a.1, 2
  %scevgep447 = getelementptr i8, i8* %.6.i.i, i64 %150
  switch i32 %.117.sroa.12.3, label %B348.endif.us130.preheader528 [
    i32 1, label %B348.endif.us130.us.preheader
    i32 2, label %B348.endif.us130.us101.preheader
  ]

B348.endif.us130.preheader528:                    ; preds = %B348.endif.us130.preheader
  br label %B348.endif.us130

B348.endif.us130.us101.preheader:                 ; preds = %B348.endif.us130.preheader
  %min.iters.check306 = icmp ult i64 %spec.select95, 8
  br i1 %min.iters.check306, label %B348.endif.us130.us101.preheader432, label %vector.memcheck297

vector.memcheck297:                               ; preds = %B348.endif.us130.us101.preheader
  %151 = add i64 %spec.select95, %arg.a.1
  %152 = shl i64 %151, 1
  %scevgep298 = getelementptr i8, i8* %.6.i.i, i64 %152
  %153 = shl i64 %spec.select95, 2
  %scevgep299 = getelementptr i8, i8* %arg.b.0, i64 %153
  %bound0300 = icmp ult i8* %scevgep444, %scevgep299
  %bound1301 = icmp ugt i8* %scevgep298, %arg.b.0
  %found.conflict302 = and i1 %bound0300, %bound1301
  br i1 %found.conflict302, label %B348.endif.us130.us101.preheader432, label %vector.ph307

vector.ph307:                                     ; preds = %vector.memcheck297
  %const1246 = bitcast i64 9223372036854775800 to i64
  %n.vec309 = and i64 %spec.select95, %const1246
  %154 = add nsw i64 %n.vec309, -8
  %155 = lshr exact i64 %154, 3
  %156 = add nuw nsw i64 %155, 1
  %157 = icmp eq i64 %154, 0
  br i1 %157, label %middle.block303.unr-lcssa, label %vector.ph307.new

vector.ph307.new:                                 ; preds = %vector.ph307
  %const1242 = bitcast i64 4611686018427387902 to i64
  %unroll_iter487 = and i64 %156, %const1242
  %158 = add i64 %149, 24
  %scevgep976 = getelementptr i8, i8* %.6.i.i, i64 %158
  br label %vector.body305

vector.body305:                                   ; preds = %vector.body305, %vector.ph307.new
  %lsr.iv988 = phi i64 [ %lsr.iv.next989, %vector.body305 ], [ %unroll_iter487, %vector.ph307.new ]
  %index312 = phi i64 [ 0, %vector.ph307.new ], [ %index.next315.1, %vector.body305 ]
  %sunkaddr1416 = mul i64 %index312, 4
  %sunkaddr1417 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1416
  %159 = bitcast i8* %sunkaddr1417 to <4 x i32>*
  %wide.load313 = load <4 x i32>, <4 x i32>* %159, align 4, !alias.scope !71, !noalias !74
  %sunkaddr1418 = mul i64 %index312, 4
  %sunkaddr1419 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1418
  %sunkaddr1420 = getelementptr i8, i8* %sunkaddr1419, i64 16
  %160 = bitcast i8* %sunkaddr1420 to <4 x i32>*
  %wide.load314 = load <4 x i32>, <4 x i32>* %160, align 4, !alias.scope !71, !noalias !74
  %161 = trunc <4 x i32> %wide.load313 to <4 x i16>
  %162 = trunc <4 x i32> %wide.load314 to <4 x i16>
  %163 = shl i64 %index312, 1
  %scevgep985 = getelementptr i8, i8* %scevgep976, i64 %163
  %scevgep985986 = bitcast i8* %scevgep985 to <4 x i16>*
  %scevgep987 = getelementptr <4 x i16>, <4 x i16>* %scevgep985986, i64 -3
  store <4 x i16> %161, <4 x i16>* %scevgep987, align 2, !alias.scope !77, !noalias !79
  %164 = shl i64 %index312, 1
  %scevgep982 = getelementptr i8, i8* %scevgep976, i64 %164
  %scevgep982983 = bitcast i8* %scevgep982 to <4 x i16>*
  %scevgep984 = getelementptr <4 x i16>, <4 x i16>* %scevgep982983, i64 -2
  store <4 x i16> %162, <4 x i16>* %scevgep984, align 2, !alias.scope !77, !noalias !79
  %sunkaddr1421 = mul i64 %index312, 4
  %sunkaddr1422 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1421
  %sunkaddr1423 = getelementptr i8, i8* %sunkaddr1422, i64 32
  %165 = bitcast i8* %sunkaddr1423 to <4 x i32>*
  %wide.load313.1 = load <4 x i32>, <4 x i32>* %165, align 4, !alias.scope !71, !noalias !74
  %sunkaddr1424 = mul i64 %index312, 4
  %sunkaddr1425 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1424
  %sunkaddr1426 = getelementptr i8, i8* %sunkaddr1425, i64 48
  %166 = bitcast i8* %sunkaddr1426 to <4 x i32>*
  %wide.load314.1 = load <4 x i32>, <4 x i32>* %166, align 4, !alias.scope !71, !noalias !74
  %167 = trunc <4 x i32> %wide.load313.1 to <4 x i16>
  %168 = trunc <4 x i32> %wide.load314.1 to <4 x i16>
  %169 = shl i64 %index312, 1
  %scevgep979 = getelementptr i8, i8* %scevgep976, i64 %169
  %scevgep979980 = bitcast i8* %scevgep979 to <4 x i16>*
  %scevgep981 = getelementptr <4 x i16>, <4 x i16>* %scevgep979980, i64 -1
  store <4 x i16> %167, <4 x i16>* %scevgep981, align 2, !alias.scope !77, !noalias !79
  %170 = shl i64 %index312, 1
  %scevgep977 = getelementptr i8, i8* %scevgep976, i64 %170
  %scevgep977978 = bitcast i8* %scevgep977 to <4 x i16>*
  store <4 x i16> %168, <4 x i16>* %scevgep977978, align 2, !alias.scope !77, !noalias !79
  %index.next315.1 = add i64 %index312, 16
  %lsr.iv.next989 = add i64 %lsr.iv988, -2
  %niter488.ncmp.1 = icmp eq i64 %lsr.iv.next989, 0
  br i1 %niter488.ncmp.1, label %middle.block303.unr-lcssa, label %vector.body305, !llvm.loop !83

middle.block303.unr-lcssa:                        ; preds = %vector.body305, %vector.ph307
  %index312.unr = phi i64 [ 0, %vector.ph307 ], [ %index.next315.1, %vector.body305 ]
  %171 = and i64 %156, 1
  %lcmp.mod486.not = icmp eq i64 %171, 0
  br i1 %lcmp.mod486.not, label %middle.block303, label %vector.body305.epil

vector.body305.epil:                              ; preds = %middle.block303.unr-lcssa
  %172 = shl i64 %index312.unr, 2
  %173 = getelementptr i8, i8* %arg.b.0, i64 %172
  %174 = bitcast i8* %173 to <4 x i32>*
  %wide.load313.epil = load <4 x i32>, <4 x i32>* %174, align 4, !alias.scope !71, !noalias !74
  %175 = getelementptr i8, i8* %173, i64 16
  %176 = bitcast i8* %175 to <4 x i32>*
  %wide.load314.epil = load <4 x i32>, <4 x i32>* %176, align 4, !alias.scope !71, !noalias !74
  %177 = trunc <4 x i32> %wide.load313.epil to <4 x i16>
  %178 = trunc <4 x i32> %wide.load314.epil to <4 x i16>
  %179 = shl nuw i64 %index312.unr, 1
  %180 = getelementptr i8, i8* %scevgep444, i64 %179
  %181 = bitcast i8* %180 to <4 x i16>*
  store <4 x i16> %177, <4 x i16>* %181, align 2, !alias.scope !77, !noalias !79
  %182 = getelementptr i8, i8* %180, i64 8
  %183 = bitcast i8* %182 to <4 x i16>*
  store <4 x i16> %178, <4 x i16>* %183, align 2, !alias.scope !77, !noalias !79
  br label %middle.block303

middle.block303:                                  ; preds = %middle.block303.unr-lcssa, %vector.body305.epil
  %cmp.n311 = icmp eq i64 %spec.select95, %n.vec309
  br i1 %cmp.n311, label %B422, label %B348.endif.us130.us101.preheader432

B348.endif.us130.us101.preheader432:              ; preds = %vector.memcheck297, %B348.endif.us130.us101.preheader, %middle.block303
  %.397.096.us132.us102.ph = phi i64 [ 0, %vector.memcheck297 ], [ 0, %B348.endif.us130.us101.preheader ], [ %n.vec309, %middle.block303 ]
  %184 = xor i64 %.397.096.us132.us102.ph, -1
  %185 = add nsw i64 %spec.select95, %184
  %xtraiter481 = and i64 %spec.select95, 3
  %lcmp.mod482.not = icmp eq i64 %xtraiter481, 0
  br i1 %lcmp.mod482.not, label %B348.endif.us130.us101.prol.loopexit, label %B348.endif.us130.us101.prol.preheader

B348.endif.us130.us101.prol.preheader:            ; preds = %B348.endif.us130.us101.preheader432
  br label %B348.endif.us130.us101.prol

B348.endif.us130.us101.prol:                      ; preds = %B348.endif.us130.us101.prol.preheader, %B348.endif.us130.us101.prol
  %lsr.iv962 = phi i64 [ %xtraiter481, %B348.endif.us130.us101.prol.preheader ], [ %lsr.iv.next963, %B348.endif.us130.us101.prol ]
  %.397.096.us132.us102.prol = phi i64 [ %.466.us134.us103.prol, %B348.endif.us130.us101.prol ], [ %.397.096.us132.us102.ph, %B348.endif.us130.us101.prol.preheader ]
  %.466.us134.us103.prol = add nuw nsw i64 %.397.096.us132.us102.prol, 1
  %186 = shl i64 %.397.096.us132.us102.prol, 2
  %scevgep960 = getelementptr i8, i8* %arg.b.0, i64 %186
  %scevgep960961 = bitcast i8* %scevgep960 to i32*
  %.95.i.us138.us106.prol = load i32, i32* %scevgep960961, align 4, !noalias !74
  %.72.i.us154.us111.prol = trunc i32 %.95.i.us138.us106.prol to i16
  %187 = shl nuw i64 %.397.096.us132.us102.prol, 1
  %scevgep958 = getelementptr i8, i8* %scevgep444, i64 %187
  %scevgep958959 = bitcast i8* %scevgep958 to i16*
  store i16 %.72.i.us154.us111.prol, i16* %scevgep958959, align 2, !noalias !84
  %lsr.iv.next963 = add nsw i64 %lsr.iv962, -1
  %prol.iter483.cmp.not = icmp eq i64 %lsr.iv.next963, 0
  br i1 %prol.iter483.cmp.not, label %B348.endif.us130.us101.prol.loopexit, label %B348.endif.us130.us101.prol, !llvm.loop !85

B348.endif.us130.us101.prol.loopexit:             ; preds = %B348.endif.us130.us101.prol, %B348.endif.us130.us101.preheader432
  %.397.096.us132.us102.unr = phi i64 [ %.397.096.us132.us102.ph, %B348.endif.us130.us101.preheader432 ], [ %.466.us134.us103.prol, %B348.endif.us130.us101.prol ]
  %188 = icmp ult i64 %185, 3
  br i1 %188, label %B422, label %B348.endif.us130.us101.preheader533

B348.endif.us130.us101.preheader533:              ; preds = %B348.endif.us130.us101.prol.loopexit
  %189 = add i64 %149, 6
  %scevgep934 = getelementptr i8, i8* %.6.i.i, i64 %189
  br label %B348.endif.us130.us101

B348.endif.us130.us.preheader:                    ; preds = %B348.endif.us130.preheader
  %min.iters.check325 = icmp ult i64 %spec.select95, 8
  br i1 %min.iters.check325, label %B348.endif.us130.us.preheader430, label %vector.memcheck316

vector.memcheck316:                               ; preds = %B348.endif.us130.us.preheader
  %190 = add i64 %spec.select95, %arg.a.1
  %scevgep317 = getelementptr i8, i8* %.6.i.i, i64 %190
  %191 = shl i64 %spec.select95, 2
  %scevgep318 = getelementptr i8, i8* %arg.b.0, i64 %191
  %bound0319 = icmp ult i8* %scevgep442, %scevgep318
  %bound1320 = icmp ugt i8* %scevgep317, %arg.b.0
  %found.conflict321 = and i1 %bound0319, %bound1320
  br i1 %found.conflict321, label %B348.endif.us130.us.preheader430, label %vector.ph326

vector.ph326:                                     ; preds = %vector.memcheck316
  %const1247 = bitcast i64 9223372036854775800 to i64
  %n.vec328 = and i64 %spec.select95, %const1247
  %192 = add nsw i64 %n.vec328, -8
  %193 = lshr exact i64 %192, 3
  %194 = add nuw nsw i64 %193, 1
  %195 = icmp eq i64 %192, 0
  br i1 %195, label %middle.block322.unr-lcssa, label %vector.ph326.new

vector.ph326.new:                                 ; preds = %vector.ph326
  %const1243 = bitcast i64 4611686018427387902 to i64
  %unroll_iter479 = and i64 %194, %const1243
  %196 = add i64 %arg.a.1, 12
  %scevgep920 = getelementptr i8, i8* %.6.i.i, i64 %196
  br label %vector.body324

vector.body324:                                   ; preds = %vector.body324, %vector.ph326.new
  %lsr.iv932 = phi i64 [ %lsr.iv.next933, %vector.body324 ], [ %unroll_iter479, %vector.ph326.new ]
  %index331 = phi i64 [ 0, %vector.ph326.new ], [ %index.next334.1, %vector.body324 ]
  %sunkaddr1427 = mul i64 %index331, 4
  %sunkaddr1428 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1427
  %197 = bitcast i8* %sunkaddr1428 to <4 x i32>*
  %wide.load332 = load <4 x i32>, <4 x i32>* %197, align 4, !alias.scope !86, !noalias !74
  %sunkaddr1429 = mul i64 %index331, 4
  %sunkaddr1430 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1429
  %sunkaddr1431 = getelementptr i8, i8* %sunkaddr1430, i64 16
  %198 = bitcast i8* %sunkaddr1431 to <4 x i32>*
  %wide.load333 = load <4 x i32>, <4 x i32>* %198, align 4, !alias.scope !86, !noalias !74
  %199 = trunc <4 x i32> %wide.load332 to <4 x i8>
  %200 = trunc <4 x i32> %wide.load333 to <4 x i8>
  %scevgep926 = getelementptr i8, i8* %scevgep920, i64 %index331
  %scevgep926927 = bitcast i8* %scevgep926 to <4 x i8>*
  %scevgep928 = getelementptr <4 x i8>, <4 x i8>* %scevgep926927, i64 -3
  store <4 x i8> %199, <4 x i8>* %scevgep928, align 1, !alias.scope !89, !noalias !91
  %scevgep929 = getelementptr i8, i8* %scevgep920, i64 %index331
  %scevgep929930 = bitcast i8* %scevgep929 to <4 x i8>*
  %scevgep931 = getelementptr <4 x i8>, <4 x i8>* %scevgep929930, i64 -2
  store <4 x i8> %200, <4 x i8>* %scevgep931, align 1, !alias.scope !89, !noalias !91
  %sunkaddr1432 = mul i64 %index331, 4
  %sunkaddr1433 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1432
  %sunkaddr1434 = getelementptr i8, i8* %sunkaddr1433, i64 32
  %201 = bitcast i8* %sunkaddr1434 to <4 x i32>*
  %wide.load332.1 = load <4 x i32>, <4 x i32>* %201, align 4, !alias.scope !86, !noalias !74
  %sunkaddr1435 = mul i64 %index331, 4
  %sunkaddr1436 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1435
  %sunkaddr1437 = getelementptr i8, i8* %sunkaddr1436, i64 48
  %202 = bitcast i8* %sunkaddr1437 to <4 x i32>*
  %wide.load333.1 = load <4 x i32>, <4 x i32>* %202, align 4, !alias.scope !86, !noalias !74
  %203 = trunc <4 x i32> %wide.load332.1 to <4 x i8>
  %204 = trunc <4 x i32> %wide.load333.1 to <4 x i8>
  %scevgep923 = getelementptr i8, i8* %scevgep920, i64 %index331
  %scevgep923924 = bitcast i8* %scevgep923 to <4 x i8>*
  %scevgep925 = getelementptr <4 x i8>, <4 x i8>* %scevgep923924, i64 -1
  store <4 x i8> %203, <4 x i8>* %scevgep925, align 1, !alias.scope !89, !noalias !91
  %scevgep921 = getelementptr i8, i8* %scevgep920, i64 %index331
  %scevgep921922 = bitcast i8* %scevgep921 to <4 x i8>*
  store <4 x i8> %204, <4 x i8>* %scevgep921922, align 1, !alias.scope !89, !noalias !91
  %index.next334.1 = add i64 %index331, 16
  %lsr.iv.next933 = add i64 %lsr.iv932, -2
  %niter480.ncmp.1 = icmp eq i64 %lsr.iv.next933, 0
  br i1 %niter480.ncmp.1, label %middle.block322.unr-lcssa, label %vector.body324, !llvm.loop !92

middle.block322.unr-lcssa:                        ; preds = %vector.body324, %vector.ph326
  %index331.unr = phi i64 [ 0, %vector.ph326 ], [ %index.next334.1, %vector.body324 ]
  %205 = and i64 %194, 1
  %lcmp.mod478.not = icmp eq i64 %205, 0
  br i1 %lcmp.mod478.not, label %middle.block322, label %vector.body324.epil

vector.body324.epil:                              ; preds = %middle.block322.unr-lcssa
  %206 = shl i64 %index331.unr, 2
  %207 = getelementptr i8, i8* %arg.b.0, i64 %206
  %208 = bitcast i8* %207 to <4 x i32>*
  %wide.load332.epil = load <4 x i32>, <4 x i32>* %208, align 4, !alias.scope !86, !noalias !74
  %209 = getelementptr i8, i8* %207, i64 16
  %210 = bitcast i8* %209 to <4 x i32>*
  %wide.load333.epil = load <4 x i32>, <4 x i32>* %210, align 4, !alias.scope !86, !noalias !74
  %211 = trunc <4 x i32> %wide.load332.epil to <4 x i8>
  %212 = trunc <4 x i32> %wide.load333.epil to <4 x i8>
  %213 = getelementptr i8, i8* %scevgep442, i64 %index331.unr
  %214 = bitcast i8* %213 to <4 x i8>*
  store <4 x i8> %211, <4 x i8>* %214, align 1, !alias.scope !89, !noalias !91
  %215 = getelementptr i8, i8* %213, i64 4
  %216 = bitcast i8* %215 to <4 x i8>*
  store <4 x i8> %212, <4 x i8>* %216, align 1, !alias.scope !89, !noalias !91
  br label %middle.block322

middle.block322:                                  ; preds = %middle.block322.unr-lcssa, %vector.body324.epil
  %cmp.n330 = icmp eq i64 %spec.select95, %n.vec328
  br i1 %cmp.n330, label %B422, label %B348.endif.us130.us.preheader430

B348.endif.us130.us.preheader430:                 ; preds = %vector.memcheck316, %B348.endif.us130.us.preheader, %middle.block322
  %.397.096.us132.us.ph = phi i64 [ 0, %vector.memcheck316 ], [ 0, %B348.endif.us130.us.preheader ], [ %n.vec328, %middle.block322 ]
  %217 = xor i64 %.397.096.us132.us.ph, -1
  %218 = add nsw i64 %spec.select95, %217
  %xtraiter473 = and i64 %spec.select95, 3
  %lcmp.mod474.not = icmp eq i64 %xtraiter473, 0
  br i1 %lcmp.mod474.not, label %B348.endif.us130.us.prol.loopexit, label %B348.endif.us130.us.prol.preheader

B348.endif.us130.us.prol.preheader:               ; preds = %B348.endif.us130.us.preheader430
  br label %B348.endif.us130.us.prol

B348.endif.us130.us.prol:                         ; preds = %B348.endif.us130.us.prol.preheader, %B348.endif.us130.us.prol
  %lsr.iv906 = phi i64 [ %xtraiter473, %B348.endif.us130.us.prol.preheader ], [ %lsr.iv.next907, %B348.endif.us130.us.prol ]
  %.397.096.us132.us.prol = phi i64 [ %.466.us134.us.prol, %B348.endif.us130.us.prol ], [ %.397.096.us132.us.ph, %B348.endif.us130.us.prol.preheader ]
  %.466.us134.us.prol = add nuw nsw i64 %.397.096.us132.us.prol, 1
  %219 = shl i64 %.397.096.us132.us.prol, 2
  %scevgep904 = getelementptr i8, i8* %arg.b.0, i64 %219
  %scevgep904905 = bitcast i8* %scevgep904 to i32*
  %.95.i.us138.us.prol = load i32, i32* %scevgep904905, align 4, !noalias !74
  %.41.i.us157.us.prol = trunc i32 %.95.i.us138.us.prol to i8
  %scevgep903 = getelementptr i8, i8* %scevgep442, i64 %.397.096.us132.us.prol
  store i8 %.41.i.us157.us.prol, i8* %scevgep903, align 1, !noalias !84
  %lsr.iv.next907 = add nsw i64 %lsr.iv906, -1
  %prol.iter475.cmp.not = icmp eq i64 %lsr.iv.next907, 0
  br i1 %prol.iter475.cmp.not, label %B348.endif.us130.us.prol.loopexit, label %B348.endif.us130.us.prol, !llvm.loop !93

B348.endif.us130.us.prol.loopexit:                ; preds = %B348.endif.us130.us.prol, %B348.endif.us130.us.preheader430
  %.397.096.us132.us.unr = phi i64 [ %.397.096.us132.us.ph, %B348.endif.us130.us.preheader430 ], [ %.466.us134.us.prol, %B348.endif.us130.us.prol ]
  %220 = icmp ult i64 %218, 3
  br i1 %220, label %B422, label %B348.endif.us130.us.preheader531

B348.endif.us130.us.preheader531:                 ; preds = %B348.endif.us130.us.prol.loopexit
  %221 = add i64 %arg.a.1, 3
  %scevgep883 = getelementptr i8, i8* %.6.i.i, i64 %221
  br label %B348.endif.us130.us

B348.endif.us130.us:                              ; preds = %B348.endif.us130.us.preheader531, %B348.endif.us130.us
  %.397.096.us132.us = phi i64 [ %.466.us134.us.3, %B348.endif.us130.us ], [ %.397.096.us132.us.unr, %B348.endif.us130.us.preheader531 ]
  %sunkaddr1438 = mul i64 %.397.096.us132.us, 4
  %sunkaddr1439 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1438
  %222 = bitcast i8* %sunkaddr1439 to i32*
  %.95.i.us138.us = load i32, i32* %222, align 4, !noalias !74
  %.41.i.us157.us = trunc i32 %.95.i.us138.us to i8
  %scevgep887 = getelementptr i8, i8* %scevgep883, i64 %.397.096.us132.us
  %scevgep888 = getelementptr i8, i8* %scevgep887, i64 -3
  store i8 %.41.i.us157.us, i8* %scevgep888, align 1, !noalias !84
  %sunkaddr1440 = mul i64 %.397.096.us132.us, 4
  %sunkaddr1441 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1440
  %sunkaddr1442 = getelementptr i8, i8* %sunkaddr1441, i64 4
  %223 = bitcast i8* %sunkaddr1442 to i32*
  %.95.i.us138.us.1 = load i32, i32* %223, align 4, !noalias !74
  %.41.i.us157.us.1 = trunc i32 %.95.i.us138.us.1 to i8
  %scevgep889 = getelementptr i8, i8* %scevgep883, i64 %.397.096.us132.us
  %scevgep890 = getelementptr i8, i8* %scevgep889, i64 -2
  store i8 %.41.i.us157.us.1, i8* %scevgep890, align 1, !noalias !84
  %sunkaddr1443 = mul i64 %.397.096.us132.us, 4
  %sunkaddr1444 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1443
  %sunkaddr1445 = getelementptr i8, i8* %sunkaddr1444, i64 8
  %224 = bitcast i8* %sunkaddr1445 to i32*
  %.95.i.us138.us.2 = load i32, i32* %224, align 4, !noalias !74
  %.41.i.us157.us.2 = trunc i32 %.95.i.us138.us.2 to i8
  %scevgep885 = getelementptr i8, i8* %scevgep883, i64 %.397.096.us132.us
  %scevgep886 = getelementptr i8, i8* %scevgep885, i64 -1
  store i8 %.41.i.us157.us.2, i8* %scevgep886, align 1, !noalias !84
  %.466.us134.us.3 = add nuw nsw i64 %.397.096.us132.us, 4
  %sunkaddr1446 = mul i64 %.397.096.us132.us, 4
  %sunkaddr1447 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1446
  %sunkaddr1448 = getelementptr i8, i8* %sunkaddr1447, i64 12
  %225 = bitcast i8* %sunkaddr1448 to i32*
  %.95.i.us138.us.3 = load i32, i32* %225, align 4, !noalias !74
  %.41.i.us157.us.3 = trunc i32 %.95.i.us138.us.3 to i8
  %scevgep884 = getelementptr i8, i8* %scevgep883, i64 %.397.096.us132.us
  store i8 %.41.i.us157.us.3, i8* %scevgep884, align 1, !noalias !84
  %exitcond216.not.us.3 = icmp eq i64 %spec.select95, %.466.us134.us.3
  br i1 %exitcond216.not.us.3, label %B422, label %B348.endif.us130.us, !llvm.loop !94

B348.endif.us130.us101:                           ; preds = %B348.endif.us130.us101.preheader533, %B348.endif.us130.us101
  %.397.096.us132.us102 = phi i64 [ %.466.us134.us103.3, %B348.endif.us130.us101 ], [ %.397.096.us132.us102.unr, %B348.endif.us130.us101.preheader533 ]
  %sunkaddr1449 = mul i64 %.397.096.us132.us102, 4
  %sunkaddr1450 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1449
  %226 = bitcast i8* %sunkaddr1450 to i32*
  %.95.i.us138.us106 = load i32, i32* %226, align 4, !noalias !74
  %.72.i.us154.us111 = trunc i32 %.95.i.us138.us106 to i16
  %227 = shl nuw i64 %.397.096.us132.us102, 1
  %scevgep940 = getelementptr i8, i8* %scevgep934, i64 %227
  %scevgep940941 = bitcast i8* %scevgep940 to i16*
  %scevgep942 = getelementptr i16, i16* %scevgep940941, i64 -3
  store i16 %.72.i.us154.us111, i16* %scevgep942, align 2, !noalias !84
  %sunkaddr1451 = mul i64 %.397.096.us132.us102, 4
  %sunkaddr1452 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1451
  %sunkaddr1453 = getelementptr i8, i8* %sunkaddr1452, i64 4
  %228 = bitcast i8* %sunkaddr1453 to i32*
  %.95.i.us138.us106.1 = load i32, i32* %228, align 4, !noalias !74
  %.72.i.us154.us111.1 = trunc i32 %.95.i.us138.us106.1 to i16
  %229 = shl nuw i64 %.397.096.us132.us102, 1
  %scevgep943 = getelementptr i8, i8* %scevgep934, i64 %229
  %scevgep943944 = bitcast i8* %scevgep943 to i16*
  %scevgep945 = getelementptr i16, i16* %scevgep943944, i64 -2
  store i16 %.72.i.us154.us111.1, i16* %scevgep945, align 2, !noalias !84
  %sunkaddr1454 = mul i64 %.397.096.us132.us102, 4
  %sunkaddr1455 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1454
  %sunkaddr1456 = getelementptr i8, i8* %sunkaddr1455, i64 8
  %230 = bitcast i8* %sunkaddr1456 to i32*
  %.95.i.us138.us106.2 = load i32, i32* %230, align 4, !noalias !74
  %.72.i.us154.us111.2 = trunc i32 %.95.i.us138.us106.2 to i16
  %231 = shl nuw i64 %.397.096.us132.us102, 1
  %scevgep937 = getelementptr i8, i8* %scevgep934, i64 %231
  %scevgep937938 = bitcast i8* %scevgep937 to i16*
  %scevgep939 = getelementptr i16, i16* %scevgep937938, i64 -1
  store i16 %.72.i.us154.us111.2, i16* %scevgep939, align 2, !noalias !84
  %.466.us134.us103.3 = add nuw nsw i64 %.397.096.us132.us102, 4
  %sunkaddr1457 = mul i64 %.397.096.us132.us102, 4
  %sunkaddr1458 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1457
  %sunkaddr1459 = getelementptr i8, i8* %sunkaddr1458, i64 12
  %232 = bitcast i8* %sunkaddr1459 to i32*
  %.95.i.us138.us106.3 = load i32, i32* %232, align 4, !noalias !74
  %.72.i.us154.us111.3 = trunc i32 %.95.i.us138.us106.3 to i16
  %233 = shl nuw i64 %.397.096.us132.us102, 1
  %scevgep935 = getelementptr i8, i8* %scevgep934, i64 %233
  %scevgep935936 = bitcast i8* %scevgep935 to i16*
  store i16 %.72.i.us154.us111.3, i16* %scevgep935936, align 2, !noalias !84
  %exitcond216.not.us118.3 = icmp eq i64 %spec.select95, %.466.us134.us103.3
  br i1 %exitcond216.not.us118.3, label %B422, label %B348.endif.us130.us101, !llvm.loop !95

B348.endif.us98.preheader:                        ; preds = %B348.endif.lr.ph
  %scevgep432 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %234 = shl i64 %arg.a.1, 1
  %scevgep434 = getelementptr i8, i8* %.6.i.i, i64 %234
  %235 = shl i64 %arg.a.1, 2
  %scevgep437 = getelementptr i8, i8* %.6.i.i, i64 %235
  switch i32 %.117.sroa.12.3, label %B348.endif.us98.preheader522 [
    i32 1, label %B348.endif.us98.us.preheader
    i32 2, label %B348.endif.us98.us81.preheader
  ]

B348.endif.us98.preheader522:                     ; preds = %B348.endif.us98.preheader
  br label %B348.endif.us98

B348.endif.us98.us81.preheader:                   ; preds = %B348.endif.us98.preheader
  %min.iters.check344 = icmp ult i64 %spec.select95, 16
  br i1 %min.iters.check344, label %B348.endif.us98.us81.preheader425, label %vector.memcheck335

vector.memcheck335:                               ; preds = %B348.endif.us98.us81.preheader
  %236 = shl nuw i64 %spec.select95, 1
  %237 = add i64 %234, %236
  %scevgep336 = getelementptr i8, i8* %.6.i.i, i64 %237
  %scevgep337 = getelementptr i8, i8* %arg.b.0, i64 %236
  %bound0338 = icmp ult i8* %scevgep434, %scevgep337
  %bound1339 = icmp ugt i8* %scevgep336, %arg.b.0
  %found.conflict340 = and i1 %bound0338, %bound1339
  br i1 %found.conflict340, label %B348.endif.us98.us81.preheader425, label %vector.ph345

vector.ph345:                                     ; preds = %vector.memcheck335
  %const1248 = bitcast i64 9223372036854775800 to i64
  %const_mat1249 = add i64 %const1248, -8
  %n.vec347 = and i64 %spec.select95, %const_mat1249
  %238 = add nsw i64 %n.vec347, -16
  %239 = lshr exact i64 %238, 4
  %240 = add nuw nsw i64 %239, 1
  %xtraiter469 = and i64 %240, 3
  %241 = icmp ult i64 %238, 48
  br i1 %241, label %middle.block341.unr-lcssa, label %vector.ph345.new

vector.ph345.new:                                 ; preds = %vector.ph345
  %const = bitcast i64 2305843009213693950 to i64
  %const_mat = add i64 %const, -2
  %unroll_iter471 = and i64 %240, %const_mat
  %242 = add i64 %234, 112
  %scevgep853 = getelementptr i8, i8* %.6.i.i, i64 %242
  br label %vector.body343

vector.body343:                                   ; preds = %vector.body343, %vector.ph345.new
  %lsr.iv877 = phi i64 [ %lsr.iv.next878, %vector.body343 ], [ %unroll_iter471, %vector.ph345.new ]
  %index350 = phi i64 [ 0, %vector.ph345.new ], [ %index.next353.3, %vector.body343 ]
  %sunkaddr1460 = mul i64 %index350, 2
  %sunkaddr1461 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1460
  %243 = bitcast i8* %sunkaddr1461 to <8 x i16>*
  %wide.load351 = load <8 x i16>, <8 x i16>* %243, align 2, !alias.scope !96, !noalias !74
  %sunkaddr1462 = mul i64 %index350, 2
  %sunkaddr1463 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1462
  %sunkaddr1464 = getelementptr i8, i8* %sunkaddr1463, i64 16
  %244 = bitcast i8* %sunkaddr1464 to <8 x i16>*
  %wide.load352 = load <8 x i16>, <8 x i16>* %244, align 2, !alias.scope !96, !noalias !74
  %245 = shl i64 %index350, 1
  %scevgep874 = getelementptr i8, i8* %scevgep853, i64 %245
  %scevgep874875 = bitcast i8* %scevgep874 to <8 x i16>*
  %scevgep876 = getelementptr <8 x i16>, <8 x i16>* %scevgep874875, i64 -7
  store <8 x i16> %wide.load351, <8 x i16>* %scevgep876, align 2, !alias.scope !99, !noalias !101
  %246 = shl i64 %index350, 1
  %scevgep871 = getelementptr i8, i8* %scevgep853, i64 %246
  %scevgep871872 = bitcast i8* %scevgep871 to <8 x i16>*
  %scevgep873 = getelementptr <8 x i16>, <8 x i16>* %scevgep871872, i64 -6
  store <8 x i16> %wide.load352, <8 x i16>* %scevgep873, align 2, !alias.scope !99, !noalias !101
  %sunkaddr1465 = mul i64 %index350, 2
  %sunkaddr1466 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1465
  %sunkaddr1467 = getelementptr i8, i8* %sunkaddr1466, i64 32
  %247 = bitcast i8* %sunkaddr1467 to <8 x i16>*
  %wide.load351.1 = load <8 x i16>, <8 x i16>* %247, align 2, !alias.scope !96, !noalias !74
  %sunkaddr1468 = mul i64 %index350, 2
  %sunkaddr1469 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1468
  %sunkaddr1470 = getelementptr i8, i8* %sunkaddr1469, i64 48
  %248 = bitcast i8* %sunkaddr1470 to <8 x i16>*
  %wide.load352.1 = load <8 x i16>, <8 x i16>* %248, align 2, !alias.scope !96, !noalias !74
  %249 = shl i64 %index350, 1
  %scevgep863 = getelementptr i8, i8* %scevgep853, i64 %249
  %scevgep863864 = bitcast i8* %scevgep863 to <8 x i16>*
  %scevgep865 = getelementptr <8 x i16>, <8 x i16>* %scevgep863864, i64 -5
  store <8 x i16> %wide.load351.1, <8 x i16>* %scevgep865, align 2, !alias.scope !99, !noalias !101
  %250 = shl i64 %index350, 1
  %scevgep860 = getelementptr i8, i8* %scevgep853, i64 %250
  %scevgep860861 = bitcast i8* %scevgep860 to <8 x i16>*
  %scevgep862 = getelementptr <8 x i16>, <8 x i16>* %scevgep860861, i64 -4
  store <8 x i16> %wide.load352.1, <8 x i16>* %scevgep862, align 2, !alias.scope !99, !noalias !101
  %sunkaddr1471 = mul i64 %index350, 2
  %sunkaddr1472 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1471
  %sunkaddr1473 = getelementptr i8, i8* %sunkaddr1472, i64 64
  %251 = bitcast i8* %sunkaddr1473 to <8 x i16>*
  %wide.load351.2 = load <8 x i16>, <8 x i16>* %251, align 2, !alias.scope !96, !noalias !74
  %sunkaddr1474 = mul i64 %index350, 2
  %sunkaddr1475 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1474
  %sunkaddr1476 = getelementptr i8, i8* %sunkaddr1475, i64 80
  %252 = bitcast i8* %sunkaddr1476 to <8 x i16>*
  %wide.load352.2 = load <8 x i16>, <8 x i16>* %252, align 2, !alias.scope !96, !noalias !74
  %253 = shl i64 %index350, 1
  %scevgep857 = getelementptr i8, i8* %scevgep853, i64 %253
  %scevgep857858 = bitcast i8* %scevgep857 to <8 x i16>*
  %scevgep859 = getelementptr <8 x i16>, <8 x i16>* %scevgep857858, i64 -3
  store <8 x i16> %wide.load351.2, <8 x i16>* %scevgep859, align 2, !alias.scope !99, !noalias !101
  %254 = shl i64 %index350, 1
  %scevgep854 = getelementptr i8, i8* %scevgep853, i64 %254
  %scevgep854855 = bitcast i8* %scevgep854 to <8 x i16>*
  %scevgep856 = getelementptr <8 x i16>, <8 x i16>* %scevgep854855, i64 -2
  store <8 x i16> %wide.load352.2, <8 x i16>* %scevgep856, align 2, !alias.scope !99, !noalias !101
  %sunkaddr1477 = mul i64 %index350, 2
  %sunkaddr1478 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1477
  %sunkaddr1479 = getelementptr i8, i8* %sunkaddr1478, i64 96
  %255 = bitcast i8* %sunkaddr1479 to <8 x i16>*
  %wide.load351.3 = load <8 x i16>, <8 x i16>* %255, align 2, !alias.scope !96, !noalias !74
  %256 = shl i64 %index350, 1
  %sunkaddr1480 = mul i64 %index350, 2
  %sunkaddr1481 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1480
  %sunkaddr1482 = getelementptr i8, i8* %sunkaddr1481, i64 112
  %257 = bitcast i8* %sunkaddr1482 to <8 x i16>*
  %wide.load352.3 = load <8 x i16>, <8 x i16>* %257, align 2, !alias.scope !96, !noalias !74
  %scevgep868 = getelementptr i8, i8* %scevgep853, i64 %256
  %scevgep868869 = bitcast i8* %scevgep868 to <8 x i16>*
  %scevgep870 = getelementptr <8 x i16>, <8 x i16>* %scevgep868869, i64 -1
  store <8 x i16> %wide.load351.3, <8 x i16>* %scevgep870, align 2, !alias.scope !99, !noalias !101
  %258 = shl i64 %index350, 1
  %scevgep866 = getelementptr i8, i8* %scevgep853, i64 %258
  %scevgep866867 = bitcast i8* %scevgep866 to <8 x i16>*
  store <8 x i16> %wide.load352.3, <8 x i16>* %scevgep866867, align 2, !alias.scope !99, !noalias !101
  %index.next353.3 = add i64 %index350, 64
  %lsr.iv.next878 = add i64 %lsr.iv877, -4
  %niter472.ncmp.3 = icmp eq i64 %lsr.iv.next878, 0
  br i1 %niter472.ncmp.3, label %middle.block341.unr-lcssa, label %vector.body343, !llvm.loop !102

middle.block341.unr-lcssa:                        ; preds = %vector.body343, %vector.ph345
  %index350.unr = phi i64 [ 0, %vector.ph345 ], [ %index.next353.3, %vector.body343 ]
  %lcmp.mod470.not = icmp eq i64 %xtraiter469, 0
  br i1 %lcmp.mod470.not, label %middle.block341, label %vector.body343.epil.preheader

vector.body343.epil.preheader:                    ; preds = %middle.block341.unr-lcssa
  %259 = shl i64 %index350.unr, 1
  %260 = add i64 %259, %234
  %261 = add i64 %260, 16
  %scevgep815 = getelementptr i8, i8* %.6.i.i, i64 %261
  %262 = add i64 %259, 16
  %scevgep823 = getelementptr i8, i8* %arg.b.0, i64 %262
  %263 = shl nuw nsw i64 %xtraiter469, 5
  br label %vector.body343.epil

vector.body343.epil:                              ; preds = %vector.body343.epil.preheader, %vector.body343.epil
  %lsr.iv816 = phi i64 [ 0, %vector.body343.epil.preheader ], [ %lsr.iv.next817, %vector.body343.epil ]
  %scevgep826 = getelementptr i8, i8* %scevgep823, i64 %lsr.iv816
  %scevgep826827 = bitcast i8* %scevgep826 to <8 x i16>*
  %scevgep828 = getelementptr <8 x i16>, <8 x i16>* %scevgep826827, i64 -1
  %wide.load351.epil = load <8 x i16>, <8 x i16>* %scevgep828, align 2, !alias.scope !96, !noalias !74
  %scevgep824 = getelementptr i8, i8* %scevgep823, i64 %lsr.iv816
  %scevgep824825 = bitcast i8* %scevgep824 to <8 x i16>*
  %wide.load352.epil = load <8 x i16>, <8 x i16>* %scevgep824825, align 2, !alias.scope !96, !noalias !74
  %scevgep820 = getelementptr i8, i8* %scevgep815, i64 %lsr.iv816
  %scevgep820821 = bitcast i8* %scevgep820 to <8 x i16>*
  %scevgep822 = getelementptr <8 x i16>, <8 x i16>* %scevgep820821, i64 -1
  store <8 x i16> %wide.load351.epil, <8 x i16>* %scevgep822, align 2, !alias.scope !99, !noalias !101
  %scevgep818 = getelementptr i8, i8* %scevgep815, i64 %lsr.iv816
  %scevgep818819 = bitcast i8* %scevgep818 to <8 x i16>*
  store <8 x i16> %wide.load352.epil, <8 x i16>* %scevgep818819, align 2, !alias.scope !99, !noalias !101
  %lsr.iv.next817 = add nuw nsw i64 %lsr.iv816, 32
  %epil.iter.cmp.not515 = icmp eq i64 %263, %lsr.iv.next817
  br i1 %epil.iter.cmp.not515, label %middle.block341, label %vector.body343.epil, !llvm.loop !103

middle.block341:                                  ; preds = %vector.body343.epil, %middle.block341.unr-lcssa
  %cmp.n349 = icmp eq i64 %spec.select95, %n.vec347
  br i1 %cmp.n349, label %B422, label %B348.endif.us98.us81.preheader425

B348.endif.us98.us81.preheader425:                ; preds = %vector.memcheck335, %B348.endif.us98.us81.preheader, %middle.block341
  %.397.096.us100.us82.ph = phi i64 [ 0, %vector.memcheck335 ], [ 0, %B348.endif.us98.us81.preheader ], [ %n.vec347, %middle.block341 ]
  %264 = xor i64 %.397.096.us100.us82.ph, -1
  %265 = add nsw i64 %spec.select95, %264
  %xtraiter466 = and i64 %spec.select95, 3
  %lcmp.mod467.not = icmp eq i64 %xtraiter466, 0
  br i1 %lcmp.mod467.not, label %B348.endif.us98.us81.prol.loopexit, label %B348.endif.us98.us81.prol.preheader

B348.endif.us98.us81.prol.preheader:              ; preds = %B348.endif.us98.us81.preheader425
  br label %B348.endif.us98.us81.prol

B348.endif.us98.us81.prol:                        ; preds = %B348.endif.us98.us81.prol.preheader, %B348.endif.us98.us81.prol
  %lsr.iv813 = phi i64 [ %xtraiter466, %B348.endif.us98.us81.prol.preheader ], [ %lsr.iv.next814, %B348.endif.us98.us81.prol ]
  %.397.096.us100.us82.prol = phi i64 [ %.466.us102.us83.prol, %B348.endif.us98.us81.prol ], [ %.397.096.us100.us82.ph, %B348.endif.us98.us81.prol.preheader ]
  %.466.us102.us83.prol = add nuw nsw i64 %.397.096.us100.us82.prol, 1
  %266 = shl nuw i64 %.397.096.us100.us82.prol, 1
  %scevgep811 = getelementptr i8, i8* %arg.b.0, i64 %266
  %scevgep811812 = bitcast i8* %scevgep811 to i16*
  %.66.i.us110.us86.prol = load i16, i16* %scevgep811812, align 2, !noalias !74
  %267 = shl nuw i64 %.397.096.us100.us82.prol, 1
  %scevgep809 = getelementptr i8, i8* %scevgep434, i64 %267
  %scevgep809810 = bitcast i8* %scevgep809 to i16*
  store i16 %.66.i.us110.us86.prol, i16* %scevgep809810, align 2, !noalias !84
  %lsr.iv.next814 = add nsw i64 %lsr.iv813, -1
  %prol.iter468.cmp.not = icmp eq i64 %lsr.iv.next814, 0
  br i1 %prol.iter468.cmp.not, label %B348.endif.us98.us81.prol.loopexit, label %B348.endif.us98.us81.prol, !llvm.loop !104

B348.endif.us98.us81.prol.loopexit:               ; preds = %B348.endif.us98.us81.prol, %B348.endif.us98.us81.preheader425
  %.397.096.us100.us82.unr = phi i64 [ %.397.096.us100.us82.ph, %B348.endif.us98.us81.preheader425 ], [ %.466.us102.us83.prol, %B348.endif.us98.us81.prol ]
  %268 = icmp ult i64 %265, 3
  br i1 %268, label %B422, label %B348.endif.us98.us81.preheader526

B348.endif.us98.us81.preheader526:                ; preds = %B348.endif.us98.us81.prol.loopexit
  %269 = add i64 %234, 6
  %scevgep797 = getelementptr i8, i8* %.6.i.i, i64 %269
  br label %B348.endif.us98.us81

B348.endif.us98.us.preheader:                     ; preds = %B348.endif.us98.preheader
  %min.iters.check365 = icmp ult i64 %spec.select95, 16
  br i1 %min.iters.check365, label %B348.endif.us98.us.preheader423, label %vector.memcheck354

vector.memcheck354:                               ; preds = %B348.endif.us98.us.preheader
  %270 = add i64 %spec.select95, %arg.a.1
  %scevgep356 = getelementptr i8, i8* %.6.i.i, i64 %270
  %271 = shl nuw i64 %spec.select95, 1
  %scevgep358 = getelementptr i8, i8* %arg.b.0, i64 %271
  %bound0359 = icmp ult i8* %scevgep432, %scevgep358
  %bound1360 = icmp ugt i8* %scevgep356, %arg.b.0
  %found.conflict361 = and i1 %bound0359, %bound1360
  br i1 %found.conflict361, label %B348.endif.us98.us.preheader423, label %vector.ph366

vector.ph366:                                     ; preds = %vector.memcheck354
  %const1250 = bitcast i64 9223372036854775800 to i64
  %const_mat1251 = add i64 %const1250, -8
  %n.vec368 = and i64 %spec.select95, %const_mat1251
  %272 = add nsw i64 %n.vec368, -16
  %273 = lshr exact i64 %272, 4
  %274 = add nuw nsw i64 %273, 1
  %275 = icmp eq i64 %272, 0
  br i1 %275, label %middle.block362.unr-lcssa, label %vector.ph366.new

vector.ph366.new:                                 ; preds = %vector.ph366
  %const1238 = bitcast i64 2305843009213693950 to i64
  %unroll_iter464 = and i64 %274, %const1238
  %276 = add i64 %arg.a.1, 24
  %scevgep771 = getelementptr i8, i8* %.6.i.i, i64 %276
  br label %vector.body364

vector.body364:                                   ; preds = %vector.body364, %vector.ph366.new
  %lsr.iv783 = phi i64 [ %lsr.iv.next784, %vector.body364 ], [ %unroll_iter464, %vector.ph366.new ]
  %index371 = phi i64 [ 0, %vector.ph366.new ], [ %index.next374.1, %vector.body364 ]
  %sunkaddr1483 = mul i64 %index371, 2
  %sunkaddr1484 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1483
  %277 = bitcast i8* %sunkaddr1484 to <8 x i16>*
  %wide.load372 = load <8 x i16>, <8 x i16>* %277, align 2, !alias.scope !105, !noalias !74
  %sunkaddr1485 = mul i64 %index371, 2
  %sunkaddr1486 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1485
  %sunkaddr1487 = getelementptr i8, i8* %sunkaddr1486, i64 16
  %278 = bitcast i8* %sunkaddr1487 to <8 x i16>*
  %wide.load373 = load <8 x i16>, <8 x i16>* %278, align 2, !alias.scope !105, !noalias !74
  %279 = trunc <8 x i16> %wide.load372 to <8 x i8>
  %280 = trunc <8 x i16> %wide.load373 to <8 x i8>
  %scevgep777 = getelementptr i8, i8* %scevgep771, i64 %index371
  %scevgep777778 = bitcast i8* %scevgep777 to <8 x i8>*
  %scevgep779 = getelementptr <8 x i8>, <8 x i8>* %scevgep777778, i64 -3
  store <8 x i8> %279, <8 x i8>* %scevgep779, align 1, !alias.scope !108, !noalias !110
  %scevgep780 = getelementptr i8, i8* %scevgep771, i64 %index371
  %scevgep780781 = bitcast i8* %scevgep780 to <8 x i8>*
  %scevgep782 = getelementptr <8 x i8>, <8 x i8>* %scevgep780781, i64 -2
  store <8 x i8> %280, <8 x i8>* %scevgep782, align 1, !alias.scope !108, !noalias !110
  %sunkaddr1488 = mul i64 %index371, 2
  %sunkaddr1489 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1488
  %sunkaddr1490 = getelementptr i8, i8* %sunkaddr1489, i64 32
  %281 = bitcast i8* %sunkaddr1490 to <8 x i16>*
  %wide.load372.1 = load <8 x i16>, <8 x i16>* %281, align 2, !alias.scope !105, !noalias !74
  %sunkaddr1491 = mul i64 %index371, 2
  %sunkaddr1492 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1491
  %sunkaddr1493 = getelementptr i8, i8* %sunkaddr1492, i64 48
  %282 = bitcast i8* %sunkaddr1493 to <8 x i16>*
  %wide.load373.1 = load <8 x i16>, <8 x i16>* %282, align 2, !alias.scope !105, !noalias !74
  %283 = trunc <8 x i16> %wide.load372.1 to <8 x i8>
  %284 = trunc <8 x i16> %wide.load373.1 to <8 x i8>
  %scevgep774 = getelementptr i8, i8* %scevgep771, i64 %index371
  %scevgep774775 = bitcast i8* %scevgep774 to <8 x i8>*
  %scevgep776 = getelementptr <8 x i8>, <8 x i8>* %scevgep774775, i64 -1
  store <8 x i8> %283, <8 x i8>* %scevgep776, align 1, !alias.scope !108, !noalias !110
  %scevgep772 = getelementptr i8, i8* %scevgep771, i64 %index371
  %scevgep772773 = bitcast i8* %scevgep772 to <8 x i8>*
  store <8 x i8> %284, <8 x i8>* %scevgep772773, align 1, !alias.scope !108, !noalias !110
  %index.next374.1 = add i64 %index371, 32
  %lsr.iv.next784 = add i64 %lsr.iv783, -2
  %niter465.ncmp.1 = icmp eq i64 %lsr.iv.next784, 0
  br i1 %niter465.ncmp.1, label %middle.block362.unr-lcssa, label %vector.body364, !llvm.loop !111

middle.block362.unr-lcssa:                        ; preds = %vector.body364, %vector.ph366
  %index371.unr = phi i64 [ 0, %vector.ph366 ], [ %index.next374.1, %vector.body364 ]
  %285 = and i64 %274, 1
  %lcmp.mod463.not = icmp eq i64 %285, 0
  br i1 %lcmp.mod463.not, label %middle.block362, label %vector.body364.epil

vector.body364.epil:                              ; preds = %middle.block362.unr-lcssa
  %286 = shl nuw i64 %index371.unr, 1
  %287 = getelementptr i8, i8* %arg.b.0, i64 %286
  %288 = bitcast i8* %287 to <8 x i16>*
  %wide.load372.epil = load <8 x i16>, <8 x i16>* %288, align 2, !alias.scope !105, !noalias !74
  %289 = getelementptr i8, i8* %287, i64 16
  %290 = bitcast i8* %289 to <8 x i16>*
  %wide.load373.epil = load <8 x i16>, <8 x i16>* %290, align 2, !alias.scope !105, !noalias !74
  %291 = trunc <8 x i16> %wide.load372.epil to <8 x i8>
  %292 = trunc <8 x i16> %wide.load373.epil to <8 x i8>
  %293 = getelementptr i8, i8* %scevgep432, i64 %index371.unr
  %294 = bitcast i8* %293 to <8 x i8>*
  store <8 x i8> %291, <8 x i8>* %294, align 1, !alias.scope !108, !noalias !110
  %295 = getelementptr i8, i8* %293, i64 8
  %296 = bitcast i8* %295 to <8 x i8>*
  store <8 x i8> %292, <8 x i8>* %296, align 1, !alias.scope !108, !noalias !110
  br label %middle.block362

middle.block362:                                  ; preds = %middle.block362.unr-lcssa, %vector.body364.epil
  %cmp.n370 = icmp eq i64 %spec.select95, %n.vec368
  br i1 %cmp.n370, label %B422, label %B348.endif.us98.us.preheader423

B348.endif.us98.us.preheader423:                  ; preds = %vector.memcheck354, %B348.endif.us98.us.preheader, %middle.block362
  %.397.096.us100.us.ph = phi i64 [ 0, %vector.memcheck354 ], [ 0, %B348.endif.us98.us.preheader ], [ %n.vec368, %middle.block362 ]
  %297 = xor i64 %.397.096.us100.us.ph, -1
  %298 = add nsw i64 %spec.select95, %297
  %xtraiter459 = and i64 %spec.select95, 3
  %lcmp.mod460.not = icmp eq i64 %xtraiter459, 0
  br i1 %lcmp.mod460.not, label %B348.endif.us98.us.prol.loopexit, label %B348.endif.us98.us.prol.preheader

B348.endif.us98.us.prol.preheader:                ; preds = %B348.endif.us98.us.preheader423
  br label %B348.endif.us98.us.prol

B348.endif.us98.us.prol:                          ; preds = %B348.endif.us98.us.prol.preheader, %B348.endif.us98.us.prol
  %lsr.iv757 = phi i64 [ %xtraiter459, %B348.endif.us98.us.prol.preheader ], [ %lsr.iv.next758, %B348.endif.us98.us.prol ]
  %.397.096.us100.us.prol = phi i64 [ %.466.us102.us.prol, %B348.endif.us98.us.prol ], [ %.397.096.us100.us.ph, %B348.endif.us98.us.prol.preheader ]
  %.466.us102.us.prol = add nuw nsw i64 %.397.096.us100.us.prol, 1
  %299 = shl nuw i64 %.397.096.us100.us.prol, 1
  %scevgep755 = getelementptr i8, i8* %arg.b.0, i64 %299
  %scevgep755756 = bitcast i8* %scevgep755 to i16*
  %.66.i.us110.us.prol = load i16, i16* %scevgep755756, align 2, !noalias !74
  %.41.i.us125.us.prol = trunc i16 %.66.i.us110.us.prol to i8
  %scevgep754 = getelementptr i8, i8* %scevgep432, i64 %.397.096.us100.us.prol
  store i8 %.41.i.us125.us.prol, i8* %scevgep754, align 1, !noalias !84
  %lsr.iv.next758 = add nsw i64 %lsr.iv757, -1
  %prol.iter461.cmp.not = icmp eq i64 %lsr.iv.next758, 0
  br i1 %prol.iter461.cmp.not, label %B348.endif.us98.us.prol.loopexit, label %B348.endif.us98.us.prol, !llvm.loop !112

B348.endif.us98.us.prol.loopexit:                 ; preds = %B348.endif.us98.us.prol, %B348.endif.us98.us.preheader423
  %.397.096.us100.us.unr = phi i64 [ %.397.096.us100.us.ph, %B348.endif.us98.us.preheader423 ], [ %.466.us102.us.prol, %B348.endif.us98.us.prol ]
  %300 = icmp ult i64 %298, 3
  br i1 %300, label %B422, label %B348.endif.us98.us.preheader524

B348.endif.us98.us.preheader524:                  ; preds = %B348.endif.us98.us.prol.loopexit
  %301 = add i64 %arg.a.1, 3
  %scevgep734 = getelementptr i8, i8* %.6.i.i, i64 %301
  br label %B348.endif.us98.us

B348.endif.us98.us:                               ; preds = %B348.endif.us98.us.preheader524, %B348.endif.us98.us
  %.397.096.us100.us = phi i64 [ %.466.us102.us.3, %B348.endif.us98.us ], [ %.397.096.us100.us.unr, %B348.endif.us98.us.preheader524 ]
  %sunkaddr1494 = mul i64 %.397.096.us100.us, 2
  %sunkaddr1495 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1494
  %302 = bitcast i8* %sunkaddr1495 to i16*
  %.66.i.us110.us = load i16, i16* %302, align 2, !noalias !74
  %.41.i.us125.us = trunc i16 %.66.i.us110.us to i8
  %scevgep738 = getelementptr i8, i8* %scevgep734, i64 %.397.096.us100.us
  %scevgep739 = getelementptr i8, i8* %scevgep738, i64 -3
  store i8 %.41.i.us125.us, i8* %scevgep739, align 1, !noalias !84
  %sunkaddr1496 = mul i64 %.397.096.us100.us, 2
  %sunkaddr1497 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1496
  %sunkaddr1498 = getelementptr i8, i8* %sunkaddr1497, i64 2
  %303 = bitcast i8* %sunkaddr1498 to i16*
  %.66.i.us110.us.1 = load i16, i16* %303, align 2, !noalias !74
  %.41.i.us125.us.1 = trunc i16 %.66.i.us110.us.1 to i8
  %scevgep740 = getelementptr i8, i8* %scevgep734, i64 %.397.096.us100.us
  %scevgep741 = getelementptr i8, i8* %scevgep740, i64 -2
  store i8 %.41.i.us125.us.1, i8* %scevgep741, align 1, !noalias !84
  %sunkaddr1499 = mul i64 %.397.096.us100.us, 2
  %sunkaddr1500 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1499
  %sunkaddr1501 = getelementptr i8, i8* %sunkaddr1500, i64 4
  %304 = bitcast i8* %sunkaddr1501 to i16*
  %.66.i.us110.us.2 = load i16, i16* %304, align 2, !noalias !74
  %.41.i.us125.us.2 = trunc i16 %.66.i.us110.us.2 to i8
  %scevgep736 = getelementptr i8, i8* %scevgep734, i64 %.397.096.us100.us
  %scevgep737 = getelementptr i8, i8* %scevgep736, i64 -1
  store i8 %.41.i.us125.us.2, i8* %scevgep737, align 1, !noalias !84
  %.466.us102.us.3 = add nuw nsw i64 %.397.096.us100.us, 4
  %sunkaddr1502 = mul i64 %.397.096.us100.us, 2
  %sunkaddr1503 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1502
  %sunkaddr1504 = getelementptr i8, i8* %sunkaddr1503, i64 6
  %305 = bitcast i8* %sunkaddr1504 to i16*
  %.66.i.us110.us.3 = load i16, i16* %305, align 2, !noalias !74
  %.41.i.us125.us.3 = trunc i16 %.66.i.us110.us.3 to i8
  %scevgep735 = getelementptr i8, i8* %scevgep734, i64 %.397.096.us100.us
  store i8 %.41.i.us125.us.3, i8* %scevgep735, align 1, !noalias !84
  %exitcond215.not.us.3 = icmp eq i64 %spec.select95, %.466.us102.us.3
  br i1 %exitcond215.not.us.3, label %B422, label %B348.endif.us98.us, !llvm.loop !113

B348.endif.us98.us81:                             ; preds = %B348.endif.us98.us81.preheader526, %B348.endif.us98.us81
  %.397.096.us100.us82 = phi i64 [ %.466.us102.us83.3, %B348.endif.us98.us81 ], [ %.397.096.us100.us82.unr, %B348.endif.us98.us81.preheader526 ]
  %sunkaddr1505 = mul i64 %.397.096.us100.us82, 2
  %sunkaddr1506 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1505
  %306 = bitcast i8* %sunkaddr1506 to i16*
  %.66.i.us110.us86 = load i16, i16* %306, align 2, !noalias !74
  %307 = shl nuw i64 %.397.096.us100.us82, 1
  %scevgep806 = getelementptr i8, i8* %scevgep797, i64 %307
  %scevgep806807 = bitcast i8* %scevgep806 to i16*
  %scevgep808 = getelementptr i16, i16* %scevgep806807, i64 -3
  store i16 %.66.i.us110.us86, i16* %scevgep808, align 2, !noalias !84
  %sunkaddr1507 = mul i64 %.397.096.us100.us82, 2
  %sunkaddr1508 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1507
  %sunkaddr1509 = getelementptr i8, i8* %sunkaddr1508, i64 2
  %308 = bitcast i8* %sunkaddr1509 to i16*
  %.66.i.us110.us86.1 = load i16, i16* %308, align 2, !noalias !74
  %309 = shl nuw i64 %.397.096.us100.us82, 1
  %scevgep803 = getelementptr i8, i8* %scevgep797, i64 %309
  %scevgep803804 = bitcast i8* %scevgep803 to i16*
  %scevgep805 = getelementptr i16, i16* %scevgep803804, i64 -2
  store i16 %.66.i.us110.us86.1, i16* %scevgep805, align 2, !noalias !84
  %sunkaddr1510 = mul i64 %.397.096.us100.us82, 2
  %sunkaddr1511 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1510
  %sunkaddr1512 = getelementptr i8, i8* %sunkaddr1511, i64 4
  %310 = bitcast i8* %sunkaddr1512 to i16*
  %.66.i.us110.us86.2 = load i16, i16* %310, align 2, !noalias !74
  %311 = shl nuw i64 %.397.096.us100.us82, 1
  %scevgep800 = getelementptr i8, i8* %scevgep797, i64 %311
  %scevgep800801 = bitcast i8* %scevgep800 to i16*
  %scevgep802 = getelementptr i16, i16* %scevgep800801, i64 -1
  store i16 %.66.i.us110.us86.2, i16* %scevgep802, align 2, !noalias !84
  %.466.us102.us83.3 = add nuw nsw i64 %.397.096.us100.us82, 4
  %sunkaddr1513 = mul i64 %.397.096.us100.us82, 2
  %sunkaddr1514 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1513
  %sunkaddr1515 = getelementptr i8, i8* %sunkaddr1514, i64 6
  %312 = bitcast i8* %sunkaddr1515 to i16*
  %.66.i.us110.us86.3 = load i16, i16* %312, align 2, !noalias !74
  %313 = shl nuw i64 %.397.096.us100.us82, 1
  %scevgep798 = getelementptr i8, i8* %scevgep797, i64 %313
  %scevgep798799 = bitcast i8* %scevgep798 to i16*
  store i16 %.66.i.us110.us86.3, i16* %scevgep798799, align 2, !noalias !84
  %exitcond215.not.us98.3 = icmp eq i64 %spec.select95, %.466.us102.us83.3
  br i1 %exitcond215.not.us98.3, label %B422, label %B348.endif.us98.us81, !llvm.loop !114

B348.endif.preheader:                             ; preds = %B348.endif.lr.ph
  switch i32 %.117.sroa.12.3, label %B348.endif.endif.if [
    i32 1, label %B348.endif.us26.preheader
    i32 2, label %B348.endif.us32.preheader
    i32 4, label %B348.endif.us46.preheader
  ]

B348.endif.us46.preheader:                        ; preds = %B348.endif.preheader
  %314 = shl i64 %arg.a.1, 2
  %scevgep332 = getelementptr i8, i8* %.6.i.i, i64 %314
  %315 = shl nuw i64 %spec.select95, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %scevgep332, i8 0, i64 %315, i1 false), !noalias !84
  br label %B422

B348.endif.us32.preheader:                        ; preds = %B348.endif.preheader
  %316 = shl i64 %arg.a.1, 1
  %scevgep329 = getelementptr i8, i8* %.6.i.i, i64 %316
  %317 = shl nuw i64 %spec.select95, 1
  call void @llvm.memset.p0i8.i64(i8* align 2 %scevgep329, i8 0, i64 %317, i1 false), !noalias !84
  br label %B422

B348.endif.us26.preheader:                        ; preds = %B348.endif.preheader
  %scevgep327 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  call void @llvm.memset.p0i8.i64(i8* align 1 %scevgep327, i8 0, i64 %spec.select95, i1 false), !noalias !84
  br label %B422

B348.endif.lr.ph.split.us:                        ; preds = %B348.endif.lr.ph
  br i1 %1, label %iter.check265, label %B348.endif.us.preheader

B348.endif.us.preheader:                          ; preds = %B348.endif.lr.ph.split.us
  %318 = shl i64 %arg.a.1, 1
  %scevgep424 = getelementptr i8, i8* %.6.i.i, i64 %318
  %319 = shl i64 %arg.a.1, 2
  %scevgep427 = getelementptr i8, i8* %.6.i.i, i64 %319
  switch i32 %.117.sroa.12.3, label %B348.endif.endif.if [
    i32 4, label %B348.endif.us.us61.preheader
    i32 2, label %B348.endif.us.us64.preheader
  ]

B348.endif.us.us64.preheader:                     ; preds = %B348.endif.us.preheader
  %min.iters.check388 = icmp ult i64 %spec.select95, 16
  br i1 %min.iters.check388, label %B348.endif.us.us64.preheader419, label %vector.memcheck375

vector.memcheck375:                               ; preds = %B348.endif.us.us64.preheader
  %320 = add i64 %spec.select95, %arg.a.1
  %321 = shl i64 %320, 1
  %scevgep378 = getelementptr i8, i8* %.6.i.i, i64 %321
  %scevgep381 = getelementptr i8, i8* %arg.b.0, i64 %spec.select95
  %bound0382 = icmp ult i8* %scevgep424, %scevgep381
  %bound1383 = icmp ugt i8* %scevgep378, %arg.b.0
  %found.conflict384 = and i1 %bound0382, %bound1383
  br i1 %found.conflict384, label %B348.endif.us.us64.preheader419, label %vector.ph389

vector.ph389:                                     ; preds = %vector.memcheck375
  %const1252 = bitcast i64 9223372036854775800 to i64
  %const_mat1253 = add i64 %const1252, -8
  %n.vec391 = and i64 %spec.select95, %const_mat1253
  %322 = add nsw i64 %n.vec391, -16
  %323 = lshr exact i64 %322, 4
  %324 = add nuw nsw i64 %323, 1
  %325 = icmp eq i64 %322, 0
  br i1 %325, label %middle.block385.unr-lcssa, label %vector.ph389.new

vector.ph389.new:                                 ; preds = %vector.ph389
  %const1239 = bitcast i64 2305843009213693950 to i64
  %unroll_iter457 = and i64 %324, %const1239
  %326 = add i64 %318, 48
  %scevgep716 = getelementptr i8, i8* %.6.i.i, i64 %326
  br label %vector.body387

vector.body387:                                   ; preds = %vector.body387, %vector.ph389.new
  %lsr.iv728 = phi i64 [ %lsr.iv.next729, %vector.body387 ], [ %unroll_iter457, %vector.ph389.new ]
  %index394 = phi i64 [ 0, %vector.ph389.new ], [ %index.next397.1, %vector.body387 ]
  %sunkaddr1516 = getelementptr i8, i8* %arg.b.0, i64 %index394
  %327 = bitcast i8* %sunkaddr1516 to <8 x i8>*
  %wide.load395 = load <8 x i8>, <8 x i8>* %327, align 1, !alias.scope !115, !noalias !74
  %sunkaddr1517 = getelementptr i8, i8* %arg.b.0, i64 %index394
  %sunkaddr1518 = getelementptr i8, i8* %sunkaddr1517, i64 8
  %328 = bitcast i8* %sunkaddr1518 to <8 x i8>*
  %wide.load396 = load <8 x i8>, <8 x i8>* %328, align 1, !alias.scope !115, !noalias !74
  %329 = zext <8 x i8> %wide.load395 to <8 x i16>
  %330 = zext <8 x i8> %wide.load396 to <8 x i16>
  %331 = shl i64 %index394, 1
  %scevgep725 = getelementptr i8, i8* %scevgep716, i64 %331
  %scevgep725726 = bitcast i8* %scevgep725 to <8 x i16>*
  %scevgep727 = getelementptr <8 x i16>, <8 x i16>* %scevgep725726, i64 -3
  store <8 x i16> %329, <8 x i16>* %scevgep727, align 2, !alias.scope !118, !noalias !120
  %332 = shl i64 %index394, 1
  %scevgep722 = getelementptr i8, i8* %scevgep716, i64 %332
  %scevgep722723 = bitcast i8* %scevgep722 to <8 x i16>*
  %scevgep724 = getelementptr <8 x i16>, <8 x i16>* %scevgep722723, i64 -2
  store <8 x i16> %330, <8 x i16>* %scevgep724, align 2, !alias.scope !118, !noalias !120
  %sunkaddr1519 = getelementptr i8, i8* %arg.b.0, i64 %index394
  %sunkaddr1520 = getelementptr i8, i8* %sunkaddr1519, i64 16
  %333 = bitcast i8* %sunkaddr1520 to <8 x i8>*
  %wide.load395.1 = load <8 x i8>, <8 x i8>* %333, align 1, !alias.scope !115, !noalias !74
  %sunkaddr1521 = getelementptr i8, i8* %arg.b.0, i64 %index394
  %sunkaddr1522 = getelementptr i8, i8* %sunkaddr1521, i64 24
  %334 = bitcast i8* %sunkaddr1522 to <8 x i8>*
  %wide.load396.1 = load <8 x i8>, <8 x i8>* %334, align 1, !alias.scope !115, !noalias !74
  %335 = zext <8 x i8> %wide.load395.1 to <8 x i16>
  %336 = zext <8 x i8> %wide.load396.1 to <8 x i16>
  %337 = shl i64 %index394, 1
  %scevgep719 = getelementptr i8, i8* %scevgep716, i64 %337
  %scevgep719720 = bitcast i8* %scevgep719 to <8 x i16>*
  %scevgep721 = getelementptr <8 x i16>, <8 x i16>* %scevgep719720, i64 -1
  store <8 x i16> %335, <8 x i16>* %scevgep721, align 2, !alias.scope !118, !noalias !120
  %338 = shl i64 %index394, 1
  %scevgep717 = getelementptr i8, i8* %scevgep716, i64 %338
  %scevgep717718 = bitcast i8* %scevgep717 to <8 x i16>*
  store <8 x i16> %336, <8 x i16>* %scevgep717718, align 2, !alias.scope !118, !noalias !120
  %index.next397.1 = add i64 %index394, 32
  %lsr.iv.next729 = add i64 %lsr.iv728, -2
  %niter458.ncmp.1 = icmp eq i64 %lsr.iv.next729, 0
  br i1 %niter458.ncmp.1, label %middle.block385.unr-lcssa, label %vector.body387, !llvm.loop !121

middle.block385.unr-lcssa:                        ; preds = %vector.body387, %vector.ph389
  %index394.unr = phi i64 [ 0, %vector.ph389 ], [ %index.next397.1, %vector.body387 ]
  %339 = and i64 %324, 1
  %lcmp.mod456.not = icmp eq i64 %339, 0
  br i1 %lcmp.mod456.not, label %middle.block385, label %vector.body387.epil

vector.body387.epil:                              ; preds = %middle.block385.unr-lcssa
  %340 = getelementptr i8, i8* %arg.b.0, i64 %index394.unr
  %341 = bitcast i8* %340 to <8 x i8>*
  %wide.load395.epil = load <8 x i8>, <8 x i8>* %341, align 1, !alias.scope !115, !noalias !74
  %342 = getelementptr i8, i8* %340, i64 8
  %343 = bitcast i8* %342 to <8 x i8>*
  %wide.load396.epil = load <8 x i8>, <8 x i8>* %343, align 1, !alias.scope !115, !noalias !74
  %344 = zext <8 x i8> %wide.load395.epil to <8 x i16>
  %345 = zext <8 x i8> %wide.load396.epil to <8 x i16>
  %346 = shl nuw i64 %index394.unr, 1
  %347 = getelementptr i8, i8* %scevgep424, i64 %346
  %348 = bitcast i8* %347 to <8 x i16>*
  store <8 x i16> %344, <8 x i16>* %348, align 2, !alias.scope !118, !noalias !120
  %349 = getelementptr i8, i8* %347, i64 16
  %350 = bitcast i8* %349 to <8 x i16>*
  store <8 x i16> %345, <8 x i16>* %350, align 2, !alias.scope !118, !noalias !120
  br label %middle.block385

middle.block385:                                  ; preds = %middle.block385.unr-lcssa, %vector.body387.epil
  %cmp.n393 = icmp eq i64 %spec.select95, %n.vec391
  br i1 %cmp.n393, label %B422, label %B348.endif.us.us64.preheader419

B348.endif.us.us64.preheader419:                  ; preds = %vector.memcheck375, %B348.endif.us.us64.preheader, %middle.block385
  %.397.096.us.us65.ph = phi i64 [ 0, %vector.memcheck375 ], [ 0, %B348.endif.us.us64.preheader ], [ %n.vec391, %middle.block385 ]
  %351 = xor i64 %.397.096.us.us65.ph, -1
  %352 = add nsw i64 %spec.select95, %351
  %xtraiter452 = and i64 %spec.select95, 3
  %lcmp.mod453.not = icmp eq i64 %xtraiter452, 0
  br i1 %lcmp.mod453.not, label %B348.endif.us.us64.prol.loopexit, label %B348.endif.us.us64.prol.preheader

B348.endif.us.us64.prol.preheader:                ; preds = %B348.endif.us.us64.preheader419
  br label %B348.endif.us.us64.prol

B348.endif.us.us64.prol:                          ; preds = %B348.endif.us.us64.prol.preheader, %B348.endif.us.us64.prol
  %lsr.iv702 = phi i64 [ %xtraiter452, %B348.endif.us.us64.prol.preheader ], [ %lsr.iv.next703, %B348.endif.us.us64.prol ]
  %.397.096.us.us65.prol = phi i64 [ %.466.us.us66.prol, %B348.endif.us.us64.prol ], [ %.397.096.us.us65.ph, %B348.endif.us.us64.prol.preheader ]
  %.466.us.us66.prol = add nuw nsw i64 %.397.096.us.us65.prol, 1
  %scevgep701 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us65.prol
  %.37.i.us.us68.prol = load i8, i8* %scevgep701, align 1, !noalias !74
  %.72.i.us.us70.prol = zext i8 %.37.i.us.us68.prol to i16
  %353 = shl nuw i64 %.397.096.us.us65.prol, 1
  %scevgep699 = getelementptr i8, i8* %scevgep424, i64 %353
  %scevgep699700 = bitcast i8* %scevgep699 to i16*
  store i16 %.72.i.us.us70.prol, i16* %scevgep699700, align 2, !noalias !84
  %lsr.iv.next703 = add nsw i64 %lsr.iv702, -1
  %prol.iter454.cmp.not = icmp eq i64 %lsr.iv.next703, 0
  br i1 %prol.iter454.cmp.not, label %B348.endif.us.us64.prol.loopexit, label %B348.endif.us.us64.prol, !llvm.loop !122

B348.endif.us.us64.prol.loopexit:                 ; preds = %B348.endif.us.us64.prol, %B348.endif.us.us64.preheader419
  %.397.096.us.us65.unr = phi i64 [ %.397.096.us.us65.ph, %B348.endif.us.us64.preheader419 ], [ %.466.us.us66.prol, %B348.endif.us.us64.prol ]
  %354 = icmp ult i64 %352, 3
  br i1 %354, label %B422, label %B348.endif.us.us64.preheader520

B348.endif.us.us64.preheader520:                  ; preds = %B348.endif.us.us64.prol.loopexit
  %355 = add i64 %318, 6
  %scevgep679 = getelementptr i8, i8* %.6.i.i, i64 %355
  br label %B348.endif.us.us64

B348.endif.us.us61.preheader:                     ; preds = %B348.endif.us.preheader
  %min.iters.check407 = icmp ult i64 %spec.select95, 8
  br i1 %min.iters.check407, label %B348.endif.us.us61.preheader417, label %vector.memcheck398

vector.memcheck398:                               ; preds = %B348.endif.us.us61.preheader
  %356 = add i64 %spec.select95, %arg.a.1
  %357 = shl i64 %356, 2
  %scevgep399 = getelementptr i8, i8* %.6.i.i, i64 %357
  %scevgep400 = getelementptr i8, i8* %arg.b.0, i64 %spec.select95
  %bound0401 = icmp ult i8* %scevgep427, %scevgep400
  %bound1402 = icmp ugt i8* %scevgep399, %arg.b.0
  %found.conflict403 = and i1 %bound0401, %bound1402
  br i1 %found.conflict403, label %B348.endif.us.us61.preheader417, label %vector.ph408

vector.ph408:                                     ; preds = %vector.memcheck398
  %const1254 = bitcast i64 9223372036854775800 to i64
  %n.vec410 = and i64 %spec.select95, %const1254
  %358 = add nsw i64 %n.vec410, -8
  %359 = lshr exact i64 %358, 3
  %360 = add nuw nsw i64 %359, 1
  %361 = icmp eq i64 %358, 0
  br i1 %361, label %middle.block404.unr-lcssa, label %vector.ph408.new

vector.ph408.new:                                 ; preds = %vector.ph408
  %const1244 = bitcast i64 4611686018427387902 to i64
  %unroll_iter451 = and i64 %360, %const1244
  %362 = add i64 %319, 48
  %scevgep665 = getelementptr i8, i8* %.6.i.i, i64 %362
  br label %vector.body406

vector.body406:                                   ; preds = %vector.body406, %vector.ph408.new
  %lsr.iv677 = phi i64 [ %lsr.iv.next678, %vector.body406 ], [ %unroll_iter451, %vector.ph408.new ]
  %index413 = phi i64 [ 0, %vector.ph408.new ], [ %index.next416.1, %vector.body406 ]
  %sunkaddr1523 = getelementptr i8, i8* %arg.b.0, i64 %index413
  %363 = bitcast i8* %sunkaddr1523 to <4 x i8>*
  %wide.load414 = load <4 x i8>, <4 x i8>* %363, align 1, !alias.scope !123, !noalias !74
  %sunkaddr1524 = getelementptr i8, i8* %arg.b.0, i64 %index413
  %sunkaddr1525 = getelementptr i8, i8* %sunkaddr1524, i64 4
  %364 = bitcast i8* %sunkaddr1525 to <4 x i8>*
  %wide.load415 = load <4 x i8>, <4 x i8>* %364, align 1, !alias.scope !123, !noalias !74
  %365 = zext <4 x i8> %wide.load414 to <4 x i32>
  %366 = zext <4 x i8> %wide.load415 to <4 x i32>
  %367 = shl i64 %index413, 2
  %scevgep674 = getelementptr i8, i8* %scevgep665, i64 %367
  %scevgep674675 = bitcast i8* %scevgep674 to <4 x i32>*
  %scevgep676 = getelementptr <4 x i32>, <4 x i32>* %scevgep674675, i64 -3
  store <4 x i32> %365, <4 x i32>* %scevgep676, align 4, !alias.scope !126, !noalias !128
  %scevgep671 = getelementptr i8, i8* %scevgep665, i64 %367
  %scevgep671672 = bitcast i8* %scevgep671 to <4 x i32>*
  %scevgep673 = getelementptr <4 x i32>, <4 x i32>* %scevgep671672, i64 -2
  store <4 x i32> %366, <4 x i32>* %scevgep673, align 4, !alias.scope !126, !noalias !128
  %sunkaddr1526 = getelementptr i8, i8* %arg.b.0, i64 %index413
  %sunkaddr1527 = getelementptr i8, i8* %sunkaddr1526, i64 8
  %368 = bitcast i8* %sunkaddr1527 to <4 x i8>*
  %wide.load414.1 = load <4 x i8>, <4 x i8>* %368, align 1, !alias.scope !123, !noalias !74
  %sunkaddr1528 = getelementptr i8, i8* %arg.b.0, i64 %index413
  %sunkaddr1529 = getelementptr i8, i8* %sunkaddr1528, i64 12
  %369 = bitcast i8* %sunkaddr1529 to <4 x i8>*
  %wide.load415.1 = load <4 x i8>, <4 x i8>* %369, align 1, !alias.scope !123, !noalias !74
  %370 = zext <4 x i8> %wide.load414.1 to <4 x i32>
  %371 = zext <4 x i8> %wide.load415.1 to <4 x i32>
  %372 = shl i64 %index413, 2
  %scevgep668 = getelementptr i8, i8* %scevgep665, i64 %372
  %scevgep668669 = bitcast i8* %scevgep668 to <4 x i32>*
  %scevgep670 = getelementptr <4 x i32>, <4 x i32>* %scevgep668669, i64 -1
  store <4 x i32> %370, <4 x i32>* %scevgep670, align 4, !alias.scope !126, !noalias !128
  %373 = shl i64 %index413, 2
  %scevgep666 = getelementptr i8, i8* %scevgep665, i64 %373
  %scevgep666667 = bitcast i8* %scevgep666 to <4 x i32>*
  store <4 x i32> %371, <4 x i32>* %scevgep666667, align 4, !alias.scope !126, !noalias !128
  %index.next416.1 = add i64 %index413, 16
  %lsr.iv.next678 = add i64 %lsr.iv677, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next678, 0
  br i1 %niter.ncmp.1, label %middle.block404.unr-lcssa, label %vector.body406, !llvm.loop !129

middle.block404.unr-lcssa:                        ; preds = %vector.body406, %vector.ph408
  %index413.unr = phi i64 [ 0, %vector.ph408 ], [ %index.next416.1, %vector.body406 ]
  %374 = and i64 %360, 1
  %lcmp.mod450.not = icmp eq i64 %374, 0
  br i1 %lcmp.mod450.not, label %middle.block404, label %vector.body406.epil

vector.body406.epil:                              ; preds = %middle.block404.unr-lcssa
  %375 = getelementptr i8, i8* %arg.b.0, i64 %index413.unr
  %376 = bitcast i8* %375 to <4 x i8>*
  %wide.load414.epil = load <4 x i8>, <4 x i8>* %376, align 1, !alias.scope !123, !noalias !74
  %377 = getelementptr i8, i8* %375, i64 4
  %378 = bitcast i8* %377 to <4 x i8>*
  %wide.load415.epil = load <4 x i8>, <4 x i8>* %378, align 1, !alias.scope !123, !noalias !74
  %379 = zext <4 x i8> %wide.load414.epil to <4 x i32>
  %380 = zext <4 x i8> %wide.load415.epil to <4 x i32>
  %381 = shl i64 %index413.unr, 2
  %382 = getelementptr i8, i8* %scevgep427, i64 %381
  %383 = bitcast i8* %382 to <4 x i32>*
  store <4 x i32> %379, <4 x i32>* %383, align 4, !alias.scope !126, !noalias !128
  %384 = getelementptr i8, i8* %382, i64 16
  %385 = bitcast i8* %384 to <4 x i32>*
  store <4 x i32> %380, <4 x i32>* %385, align 4, !alias.scope !126, !noalias !128
  br label %middle.block404

middle.block404:                                  ; preds = %middle.block404.unr-lcssa, %vector.body406.epil
  %cmp.n412 = icmp eq i64 %spec.select95, %n.vec410
  br i1 %cmp.n412, label %B422, label %B348.endif.us.us61.preheader417

B348.endif.us.us61.preheader417:                  ; preds = %vector.memcheck398, %B348.endif.us.us61.preheader, %middle.block404
  %.397.096.us.us62.ph = phi i64 [ 0, %vector.memcheck398 ], [ 0, %B348.endif.us.us61.preheader ], [ %n.vec410, %middle.block404 ]
  %386 = xor i64 %.397.096.us.us62.ph, -1
  %387 = add nsw i64 %spec.select95, %386
  %xtraiter446 = and i64 %spec.select95, 3
  %lcmp.mod.not516 = icmp eq i64 %xtraiter446, 0
  br i1 %lcmp.mod.not516, label %B348.endif.us.us61.prol.loopexit, label %B348.endif.us.us61.prol.preheader

B348.endif.us.us61.prol.preheader:                ; preds = %B348.endif.us.us61.preheader417
  br label %B348.endif.us.us61.prol

B348.endif.us.us61.prol:                          ; preds = %B348.endif.us.us61.prol.preheader, %B348.endif.us.us61.prol
  %lsr.iv651 = phi i64 [ %xtraiter446, %B348.endif.us.us61.prol.preheader ], [ %lsr.iv.next652, %B348.endif.us.us61.prol ]
  %.397.096.us.us62.prol = phi i64 [ %.466.us.us.prol447, %B348.endif.us.us61.prol ], [ %.397.096.us.us62.ph, %B348.endif.us.us61.prol.preheader ]
  %.466.us.us.prol447 = add nuw nsw i64 %.397.096.us.us62.prol, 1
  %scevgep650 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us62.prol
  %.37.i.us.us.prol = load i8, i8* %scevgep650, align 1, !noalias !74
  %.103.i.us.us.prol = zext i8 %.37.i.us.us.prol to i32
  %388 = shl i64 %.397.096.us.us62.prol, 2
  %scevgep648 = getelementptr i8, i8* %scevgep427, i64 %388
  %scevgep648649 = bitcast i8* %scevgep648 to i32*
  store i32 %.103.i.us.us.prol, i32* %scevgep648649, align 4, !noalias !84
  %lsr.iv.next652 = add nsw i64 %lsr.iv651, -1
  %prol.iter.cmp.not517 = icmp eq i64 %lsr.iv.next652, 0
  br i1 %prol.iter.cmp.not517, label %B348.endif.us.us61.prol.loopexit, label %B348.endif.us.us61.prol, !llvm.loop !130

B348.endif.us.us61.prol.loopexit:                 ; preds = %B348.endif.us.us61.prol, %B348.endif.us.us61.preheader417
  %.397.096.us.us62.unr = phi i64 [ %.397.096.us.us62.ph, %B348.endif.us.us61.preheader417 ], [ %.466.us.us.prol447, %B348.endif.us.us61.prol ]
  %389 = icmp ult i64 %387, 3
  br i1 %389, label %B422, label %B348.endif.us.us61.preheader518

B348.endif.us.us61.preheader518:                  ; preds = %B348.endif.us.us61.prol.loopexit
  %390 = add i64 %319, 12
  %scevgep628 = getelementptr i8, i8* %.6.i.i, i64 %390
  br label %B348.endif.us.us61

B348.endif.us.us61:                               ; preds = %B348.endif.us.us61.preheader518, %B348.endif.us.us61
  %.397.096.us.us62 = phi i64 [ %.466.us.us.3448, %B348.endif.us.us61 ], [ %.397.096.us.us62.unr, %B348.endif.us.us61.preheader518 ]
  %sunkaddr1530 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us62
  %.37.i.us.us = load i8, i8* %sunkaddr1530, align 1, !noalias !74
  %.103.i.us.us = zext i8 %.37.i.us.us to i32
  %391 = shl i64 %.397.096.us.us62, 2
  %scevgep634 = getelementptr i8, i8* %scevgep628, i64 %391
  %scevgep634635 = bitcast i8* %scevgep634 to i32*
  %scevgep636 = getelementptr i32, i32* %scevgep634635, i64 -3
  store i32 %.103.i.us.us, i32* %scevgep636, align 4, !noalias !84
  %sunkaddr1531 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us62
  %sunkaddr1532 = getelementptr i8, i8* %sunkaddr1531, i64 1
  %.37.i.us.us.1 = load i8, i8* %sunkaddr1532, align 1, !noalias !74
  %.103.i.us.us.1 = zext i8 %.37.i.us.us.1 to i32
  %392 = shl i64 %.397.096.us.us62, 2
  %scevgep637 = getelementptr i8, i8* %scevgep628, i64 %392
  %scevgep637638 = bitcast i8* %scevgep637 to i32*
  %scevgep639 = getelementptr i32, i32* %scevgep637638, i64 -2
  store i32 %.103.i.us.us.1, i32* %scevgep639, align 4, !noalias !84
  %sunkaddr1533 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us62
  %sunkaddr1534 = getelementptr i8, i8* %sunkaddr1533, i64 2
  %.37.i.us.us.2 = load i8, i8* %sunkaddr1534, align 1, !noalias !74
  %.103.i.us.us.2 = zext i8 %.37.i.us.us.2 to i32
  %393 = shl i64 %.397.096.us.us62, 2
  %scevgep631 = getelementptr i8, i8* %scevgep628, i64 %393
  %scevgep631632 = bitcast i8* %scevgep631 to i32*
  %scevgep633 = getelementptr i32, i32* %scevgep631632, i64 -1
  store i32 %.103.i.us.us.2, i32* %scevgep633, align 4, !noalias !84
  %.466.us.us.3448 = add nuw nsw i64 %.397.096.us.us62, 4
  %sunkaddr1535 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us62
  %sunkaddr1536 = getelementptr i8, i8* %sunkaddr1535, i64 3
  %.37.i.us.us.3 = load i8, i8* %sunkaddr1536, align 1, !noalias !74
  %.103.i.us.us.3 = zext i8 %.37.i.us.us.3 to i32
  %394 = shl i64 %.397.096.us.us62, 2
  %scevgep629 = getelementptr i8, i8* %scevgep628, i64 %394
  %scevgep629630 = bitcast i8* %scevgep629 to i32*
  store i32 %.103.i.us.us.3, i32* %scevgep629630, align 4, !noalias !84
  %exitcond214.not.us.3 = icmp eq i64 %spec.select95, %.466.us.us.3448
  br i1 %exitcond214.not.us.3, label %B422, label %B348.endif.us.us61, !llvm.loop !131

B348.endif.us.us64:                               ; preds = %B348.endif.us.us64.preheader520, %B348.endif.us.us64
  %.397.096.us.us65 = phi i64 [ %.466.us.us66.3, %B348.endif.us.us64 ], [ %.397.096.us.us65.unr, %B348.endif.us.us64.preheader520 ]
  %sunkaddr1537 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us65
  %.37.i.us.us68 = load i8, i8* %sunkaddr1537, align 1, !noalias !74
  %.72.i.us.us70 = zext i8 %.37.i.us.us68 to i16
  %395 = shl nuw i64 %.397.096.us.us65, 1
  %scevgep685 = getelementptr i8, i8* %scevgep679, i64 %395
  %scevgep685686 = bitcast i8* %scevgep685 to i16*
  %scevgep687 = getelementptr i16, i16* %scevgep685686, i64 -3
  store i16 %.72.i.us.us70, i16* %scevgep687, align 2, !noalias !84
  %sunkaddr1538 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us65
  %sunkaddr1539 = getelementptr i8, i8* %sunkaddr1538, i64 1
  %.37.i.us.us68.1 = load i8, i8* %sunkaddr1539, align 1, !noalias !74
  %.72.i.us.us70.1 = zext i8 %.37.i.us.us68.1 to i16
  %396 = shl nuw i64 %.397.096.us.us65, 1
  %scevgep688 = getelementptr i8, i8* %scevgep679, i64 %396
  %scevgep688689 = bitcast i8* %scevgep688 to i16*
  %scevgep690 = getelementptr i16, i16* %scevgep688689, i64 -2
  store i16 %.72.i.us.us70.1, i16* %scevgep690, align 2, !noalias !84
  %sunkaddr1540 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us65
  %sunkaddr1541 = getelementptr i8, i8* %sunkaddr1540, i64 2
  %.37.i.us.us68.2 = load i8, i8* %sunkaddr1541, align 1, !noalias !74
  %.72.i.us.us70.2 = zext i8 %.37.i.us.us68.2 to i16
  %397 = shl nuw i64 %.397.096.us.us65, 1
  %scevgep682 = getelementptr i8, i8* %scevgep679, i64 %397
  %scevgep682683 = bitcast i8* %scevgep682 to i16*
  %scevgep684 = getelementptr i16, i16* %scevgep682683, i64 -1
  store i16 %.72.i.us.us70.2, i16* %scevgep684, align 2, !noalias !84
  %.466.us.us66.3 = add nuw nsw i64 %.397.096.us.us65, 4
  %sunkaddr1542 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us65
  %sunkaddr1543 = getelementptr i8, i8* %sunkaddr1542, i64 3
  %.37.i.us.us68.3 = load i8, i8* %sunkaddr1543, align 1, !noalias !74
  %.72.i.us.us70.3 = zext i8 %.37.i.us.us68.3 to i16
  %398 = shl nuw i64 %.397.096.us.us65, 1
  %scevgep680 = getelementptr i8, i8* %scevgep679, i64 %398
  %scevgep680681 = bitcast i8* %scevgep680 to i16*
  store i16 %.72.i.us.us70.3, i16* %scevgep680681, align 2, !noalias !84
  %exitcond214.not.us78.3 = icmp eq i64 %spec.select95, %.466.us.us66.3
  br i1 %exitcond214.not.us78.3, label %B422, label %B348.endif.us.us64, !llvm.loop !132

iter.check265:                                    ; preds = %B348.endif.lr.ph.split.us
  %min.iters.check263 = icmp ult i64 %spec.select95, 8
  br i1 %min.iters.check263, label %B348.endif.us.us.preheader, label %vector.memcheck254

vector.memcheck254:                               ; preds = %iter.check265
  %scevgep255 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %399 = add i64 %spec.select95, %arg.a.1
  %scevgep256 = getelementptr i8, i8* %.6.i.i, i64 %399
  %scevgep257 = getelementptr i8, i8* %arg.b.0, i64 %spec.select95
  %bound0258 = icmp ult i8* %scevgep255, %scevgep257
  %bound1259 = icmp ugt i8* %scevgep256, %arg.b.0
  %found.conflict260 = and i1 %bound0258, %bound1259
  br i1 %found.conflict260, label %B348.endif.us.us.preheader, label %vector.main.loop.iter.check267

vector.main.loop.iter.check267:                   ; preds = %vector.memcheck254
  %const1255 = bitcast i64 9223372036854775800 to i64
  %min.iters.check266 = icmp ult i64 %spec.select95, 32
  br i1 %min.iters.check266, label %vec.epilog.ph280, label %vector.ph268

vector.ph268:                                     ; preds = %vector.main.loop.iter.check267
  %const_mat1256 = add i64 %const1255, -24
  %n.vec270 = and i64 %spec.select95, %const_mat1256
  %400 = add nsw i64 %n.vec270, -32
  %401 = lshr exact i64 %400, 5
  %402 = add i64 %401, 1
  %xtraiter303 = and i64 %402, 3
  %403 = icmp ult i64 %400, 96
  br i1 %403, label %middle.block261.unr-lcssa, label %vector.ph268.new

vector.ph268.new:                                 ; preds = %vector.ph268
  %404 = add i64 %arg.a.1, 112
  %scevgep373 = getelementptr i8, i8* %.6.i.i, i64 %404
  %405 = lshr i64 %402, 2
  %406 = mul nsw i64 %405, -4
  br label %vector.body262

vector.body262:                                   ; preds = %vector.body262, %vector.ph268.new
  %lsr.iv580 = phi i64 [ %lsr.iv.next581, %vector.body262 ], [ %406, %vector.ph268.new ]
  %index272 = phi i64 [ %index.next275.3, %vector.body262 ], [ 0, %vector.ph268.new ]
  %sunkaddr1544 = getelementptr i8, i8* %arg.b.0, i64 %index272
  %407 = bitcast i8* %sunkaddr1544 to <16 x i8>*
  %wide.load273 = load <16 x i8>, <16 x i8>* %407, align 1, !alias.scope !133, !noalias !74
  %sunkaddr1545 = getelementptr i8, i8* %arg.b.0, i64 %index272
  %sunkaddr1546 = getelementptr i8, i8* %sunkaddr1545, i64 16
  %408 = bitcast i8* %sunkaddr1546 to <16 x i8>*
  %wide.load274 = load <16 x i8>, <16 x i8>* %408, align 1, !alias.scope !133, !noalias !74
  %scevgep600 = getelementptr i8, i8* %scevgep373, i64 %index272
  %scevgep600601 = bitcast i8* %scevgep600 to <16 x i8>*
  %scevgep602 = getelementptr <16 x i8>, <16 x i8>* %scevgep600601, i64 -7
  store <16 x i8> %wide.load273, <16 x i8>* %scevgep602, align 1, !alias.scope !136, !noalias !138
  %scevgep597 = getelementptr i8, i8* %scevgep373, i64 %index272
  %scevgep597598 = bitcast i8* %scevgep597 to <16 x i8>*
  %scevgep599 = getelementptr <16 x i8>, <16 x i8>* %scevgep597598, i64 -6
  store <16 x i8> %wide.load274, <16 x i8>* %scevgep599, align 1, !alias.scope !136, !noalias !138
  %sunkaddr1547 = getelementptr i8, i8* %arg.b.0, i64 %index272
  %sunkaddr1548 = getelementptr i8, i8* %sunkaddr1547, i64 32
  %409 = bitcast i8* %sunkaddr1548 to <16 x i8>*
  %wide.load273.1 = load <16 x i8>, <16 x i8>* %409, align 1, !alias.scope !133, !noalias !74
  %sunkaddr1549 = getelementptr i8, i8* %arg.b.0, i64 %index272
  %sunkaddr1550 = getelementptr i8, i8* %sunkaddr1549, i64 48
  %410 = bitcast i8* %sunkaddr1550 to <16 x i8>*
  %wide.load274.1 = load <16 x i8>, <16 x i8>* %410, align 1, !alias.scope !133, !noalias !74
  %scevgep594 = getelementptr i8, i8* %scevgep373, i64 %index272
  %scevgep594595 = bitcast i8* %scevgep594 to <16 x i8>*
  %scevgep596 = getelementptr <16 x i8>, <16 x i8>* %scevgep594595, i64 -5
  store <16 x i8> %wide.load273.1, <16 x i8>* %scevgep596, align 1, !alias.scope !136, !noalias !138
  %scevgep591 = getelementptr i8, i8* %scevgep373, i64 %index272
  %scevgep591592 = bitcast i8* %scevgep591 to <16 x i8>*
  %scevgep593 = getelementptr <16 x i8>, <16 x i8>* %scevgep591592, i64 -4
  store <16 x i8> %wide.load274.1, <16 x i8>* %scevgep593, align 1, !alias.scope !136, !noalias !138
  %sunkaddr1551 = getelementptr i8, i8* %arg.b.0, i64 %index272
  %sunkaddr1552 = getelementptr i8, i8* %sunkaddr1551, i64 64
  %411 = bitcast i8* %sunkaddr1552 to <16 x i8>*
  %wide.load273.2 = load <16 x i8>, <16 x i8>* %411, align 1, !alias.scope !133, !noalias !74
  %sunkaddr1553 = getelementptr i8, i8* %arg.b.0, i64 %index272
  %sunkaddr1554 = getelementptr i8, i8* %sunkaddr1553, i64 80
  %412 = bitcast i8* %sunkaddr1554 to <16 x i8>*
  %wide.load274.2 = load <16 x i8>, <16 x i8>* %412, align 1, !alias.scope !133, !noalias !74
  %scevgep588 = getelementptr i8, i8* %scevgep373, i64 %index272
  %scevgep588589 = bitcast i8* %scevgep588 to <16 x i8>*
  %scevgep590 = getelementptr <16 x i8>, <16 x i8>* %scevgep588589, i64 -3
  store <16 x i8> %wide.load273.2, <16 x i8>* %scevgep590, align 1, !alias.scope !136, !noalias !138
  %scevgep585 = getelementptr i8, i8* %scevgep373, i64 %index272
  %scevgep585586 = bitcast i8* %scevgep585 to <16 x i8>*
  %scevgep587 = getelementptr <16 x i8>, <16 x i8>* %scevgep585586, i64 -2
  store <16 x i8> %wide.load274.2, <16 x i8>* %scevgep587, align 1, !alias.scope !136, !noalias !138
  %sunkaddr1555 = getelementptr i8, i8* %arg.b.0, i64 %index272
  %sunkaddr1556 = getelementptr i8, i8* %sunkaddr1555, i64 96
  %413 = bitcast i8* %sunkaddr1556 to <16 x i8>*
  %wide.load273.3 = load <16 x i8>, <16 x i8>* %413, align 1, !alias.scope !133, !noalias !74
  %sunkaddr1557 = getelementptr i8, i8* %arg.b.0, i64 %index272
  %sunkaddr1558 = getelementptr i8, i8* %sunkaddr1557, i64 112
  %414 = bitcast i8* %sunkaddr1558 to <16 x i8>*
  %wide.load274.3 = load <16 x i8>, <16 x i8>* %414, align 1, !alias.scope !133, !noalias !74
  %scevgep582 = getelementptr i8, i8* %scevgep373, i64 %index272
  %scevgep582583 = bitcast i8* %scevgep582 to <16 x i8>*
  %scevgep584 = getelementptr <16 x i8>, <16 x i8>* %scevgep582583, i64 -1
  store <16 x i8> %wide.load273.3, <16 x i8>* %scevgep584, align 1, !alias.scope !136, !noalias !138
  %scevgep603 = getelementptr i8, i8* %scevgep373, i64 %index272
  %scevgep603604 = bitcast i8* %scevgep603 to <16 x i8>*
  store <16 x i8> %wide.load274.3, <16 x i8>* %scevgep603604, align 1, !alias.scope !136, !noalias !138
  %index.next275.3 = add i64 %index272, 128
  %lsr.iv.next581 = add i64 %lsr.iv580, 4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next581, 0
  br i1 %niter.ncmp.3, label %middle.block261.unr-lcssa, label %vector.body262, !llvm.loop !139

middle.block261.unr-lcssa:                        ; preds = %vector.body262, %vector.ph268
  %index272.unr = phi i64 [ 0, %vector.ph268 ], [ %index.next275.3, %vector.body262 ]
  %lcmp.mod304.not = icmp eq i64 %xtraiter303, 0
  br i1 %lcmp.mod304.not, label %middle.block261, label %vector.body262.epil.preheader

vector.body262.epil.preheader:                    ; preds = %middle.block261.unr-lcssa
  %415 = add nuw nsw i64 %index272.unr, 16
  %scevgep359 = getelementptr i8, i8* %arg.b.0, i64 %415
  %416 = add i64 %index272.unr, %arg.a.1
  %417 = add i64 %416, 16
  %scevgep367 = getelementptr i8, i8* %.6.i.i, i64 %417
  %418 = shl i64 %xtraiter303, 5
  br label %vector.body262.epil

vector.body262.epil:                              ; preds = %vector.body262.epil, %vector.body262.epil.preheader
  %lsr.iv360 = phi i64 [ 0, %vector.body262.epil.preheader ], [ %lsr.iv.next361, %vector.body262.epil ]
  %scevgep575 = getelementptr i8, i8* %scevgep359, i64 %lsr.iv360
  %scevgep575576 = bitcast i8* %scevgep575 to <16 x i8>*
  %scevgep577 = getelementptr <16 x i8>, <16 x i8>* %scevgep575576, i64 -1
  %wide.load273.epil = load <16 x i8>, <16 x i8>* %scevgep577, align 1, !alias.scope !133, !noalias !74
  %scevgep578 = getelementptr i8, i8* %scevgep359, i64 %lsr.iv360
  %scevgep578579 = bitcast i8* %scevgep578 to <16 x i8>*
  %wide.load274.epil = load <16 x i8>, <16 x i8>* %scevgep578579, align 1, !alias.scope !133, !noalias !74
  %scevgep570 = getelementptr i8, i8* %scevgep367, i64 %lsr.iv360
  %scevgep570571 = bitcast i8* %scevgep570 to <16 x i8>*
  %scevgep572 = getelementptr <16 x i8>, <16 x i8>* %scevgep570571, i64 -1
  store <16 x i8> %wide.load273.epil, <16 x i8>* %scevgep572, align 1, !alias.scope !136, !noalias !138
  %scevgep573 = getelementptr i8, i8* %scevgep367, i64 %lsr.iv360
  %scevgep573574 = bitcast i8* %scevgep573 to <16 x i8>*
  store <16 x i8> %wide.load274.epil, <16 x i8>* %scevgep573574, align 1, !alias.scope !136, !noalias !138
  %lsr.iv.next361 = add nuw nsw i64 %lsr.iv360, 32
  %epil.iter.cmp.not = icmp eq i64 %418, %lsr.iv.next361
  br i1 %epil.iter.cmp.not, label %middle.block261, label %vector.body262.epil, !llvm.loop !140

middle.block261:                                  ; preds = %vector.body262.epil, %middle.block261.unr-lcssa
  %cmp.n271 = icmp eq i64 %spec.select95, %n.vec270
  br i1 %cmp.n271, label %B422, label %vec.epilog.iter.check279

vec.epilog.iter.check279:                         ; preds = %middle.block261
  %n.vec.remaining281 = and i64 %spec.select95, 24
  %min.epilog.iters.check282 = icmp eq i64 %n.vec.remaining281, 0
  br i1 %min.epilog.iters.check282, label %B348.endif.us.us.preheader, label %vec.epilog.ph280

vec.epilog.ph280:                                 ; preds = %vec.epilog.iter.check279, %vector.main.loop.iter.check267
  %vec.epilog.resume.val283 = phi i64 [ %n.vec270, %vec.epilog.iter.check279 ], [ 0, %vector.main.loop.iter.check267 ]
  %n.vec285 = and i64 %spec.select95, %const1255
  br label %vec.epilog.vector.body278

vec.epilog.vector.body278:                        ; preds = %vec.epilog.vector.body278, %vec.epilog.ph280
  %index288 = phi i64 [ %vec.epilog.resume.val283, %vec.epilog.ph280 ], [ %index.next290, %vec.epilog.vector.body278 ]
  %scevgep568 = getelementptr i8, i8* %arg.b.0, i64 %index288
  %scevgep568569 = bitcast i8* %scevgep568 to <8 x i8>*
  %wide.load289 = load <8 x i8>, <8 x i8>* %scevgep568569, align 1, !noalias !74
  %scevgep566 = getelementptr i8, i8* %scevgep255, i64 %index288
  %scevgep566567 = bitcast i8* %scevgep566 to <8 x i8>*
  store <8 x i8> %wide.load289, <8 x i8>* %scevgep566567, align 1, !noalias !84
  %index.next290 = add nuw i64 %index288, 8
  %419 = icmp eq i64 %n.vec285, %index.next290
  br i1 %419, label %vec.epilog.middle.block276, label %vec.epilog.vector.body278, !llvm.loop !141

vec.epilog.middle.block276:                       ; preds = %vec.epilog.vector.body278
  %cmp.n287 = icmp eq i64 %spec.select95, %n.vec285
  br i1 %cmp.n287, label %B422, label %B348.endif.us.us.preheader

B348.endif.us.us.preheader:                       ; preds = %vec.epilog.middle.block276, %vec.epilog.iter.check279, %vector.memcheck254, %iter.check265
  %.397.096.us.us.ph = phi i64 [ 0, %iter.check265 ], [ 0, %vector.memcheck254 ], [ %n.vec270, %vec.epilog.iter.check279 ], [ %n.vec285, %vec.epilog.middle.block276 ]
  %420 = xor i64 %.397.096.us.us.ph, -1
  %421 = add nsw i64 %spec.select95, %420
  %xtraiter = and i64 %spec.select95, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B348.endif.us.us.prol.loopexit, label %B348.endif.us.us.prol.preheader

B348.endif.us.us.prol.preheader:                  ; preds = %B348.endif.us.us.preheader
  %scevgep352 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  br label %B348.endif.us.us.prol

B348.endif.us.us.prol:                            ; preds = %B348.endif.us.us.prol, %B348.endif.us.us.prol.preheader
  %lsr.iv = phi i64 [ %xtraiter, %B348.endif.us.us.prol.preheader ], [ %lsr.iv.next, %B348.endif.us.us.prol ]
  %.397.096.us.us.prol = phi i64 [ %.397.096.us.us.ph, %B348.endif.us.us.prol.preheader ], [ %.466.us.us.prol, %B348.endif.us.us.prol ]
  %.466.us.us.prol = add nuw nsw i64 %.397.096.us.us.prol, 1
  %scevgep565 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us.prol
  %.37.i.us.us199.prol = load i8, i8* %scevgep565, align 1, !noalias !74
  %scevgep564 = getelementptr i8, i8* %scevgep352, i64 %.397.096.us.us.prol
  store i8 %.37.i.us.us199.prol, i8* %scevgep564, align 1, !noalias !84
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %B348.endif.us.us.prol.loopexit, label %B348.endif.us.us.prol, !llvm.loop !142

B348.endif.us.us.prol.loopexit:                   ; preds = %B348.endif.us.us.prol, %B348.endif.us.us.preheader
  %.397.096.us.us.unr = phi i64 [ %.397.096.us.us.ph, %B348.endif.us.us.preheader ], [ %.466.us.us.prol, %B348.endif.us.us.prol ]
  %422 = icmp ult i64 %421, 3
  br i1 %422, label %B422, label %B348.endif.us.us.preheader313

B348.endif.us.us.preheader313:                    ; preds = %B348.endif.us.us.prol.loopexit
  %423 = add i64 %arg.a.1, 3
  %scevgep343 = getelementptr i8, i8* %.6.i.i, i64 %423
  br label %B348.endif.us.us

B348.endif.us.us:                                 ; preds = %B348.endif.us.us, %B348.endif.us.us.preheader313
  %.397.096.us.us = phi i64 [ %.466.us.us.3, %B348.endif.us.us ], [ %.397.096.us.us.unr, %B348.endif.us.us.preheader313 ]
  %sunkaddr1559 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us
  %.37.i.us.us199 = load i8, i8* %sunkaddr1559, align 1, !noalias !74
  %scevgep561 = getelementptr i8, i8* %scevgep343, i64 %.397.096.us.us
  %scevgep562 = getelementptr i8, i8* %scevgep561, i64 -3
  store i8 %.37.i.us.us199, i8* %scevgep562, align 1, !noalias !84
  %sunkaddr1560 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us
  %sunkaddr1561 = getelementptr i8, i8* %sunkaddr1560, i64 1
  %.37.i.us.us199.1 = load i8, i8* %sunkaddr1561, align 1, !noalias !74
  %scevgep559 = getelementptr i8, i8* %scevgep343, i64 %.397.096.us.us
  %scevgep560 = getelementptr i8, i8* %scevgep559, i64 -2
  store i8 %.37.i.us.us199.1, i8* %scevgep560, align 1, !noalias !84
  %sunkaddr1562 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us
  %sunkaddr1563 = getelementptr i8, i8* %sunkaddr1562, i64 2
  %.37.i.us.us199.2 = load i8, i8* %sunkaddr1563, align 1, !noalias !74
  %scevgep557 = getelementptr i8, i8* %scevgep343, i64 %.397.096.us.us
  %scevgep558 = getelementptr i8, i8* %scevgep557, i64 -1
  store i8 %.37.i.us.us199.2, i8* %scevgep558, align 1, !noalias !84
  %.466.us.us.3 = add nuw nsw i64 %.397.096.us.us, 4
  %sunkaddr1564 = getelementptr i8, i8* %arg.b.0, i64 %.397.096.us.us
  %sunkaddr1565 = getelementptr i8, i8* %sunkaddr1564, i64 3
  %.37.i.us.us199.3 = load i8, i8* %sunkaddr1565, align 1, !noalias !74
  %scevgep563 = getelementptr i8, i8* %scevgep343, i64 %.397.096.us.us
  store i8 %.37.i.us.us199.3, i8* %scevgep563, align 1, !noalias !84
  %exitcond213.not.3 = icmp eq i64 %spec.select95, %.466.us.us.3
  br i1 %exitcond213.not.3, label %B422, label %B348.endif.us.us, !llvm.loop !143

B348.endif.us98:                                  ; preds = %B348.endif.us98.preheader522, %B214.i.us118
  %.397.096.us100 = phi i64 [ %.466.us102, %B214.i.us118 ], [ 0, %B348.endif.us98.preheader522 ]
  %.466.us102 = add nuw nsw i64 %.397.096.us100, 1
  br i1 %cond172, label %B214.i.us118, label %B348.endif.endif.if

B214.i.us118:                                     ; preds = %B348.endif.us98
  %424 = shl nuw i64 %.397.096.us100, 1
  %scevgep732 = getelementptr i8, i8* %arg.b.0, i64 %424
  %scevgep732733 = bitcast i8* %scevgep732 to i16*
  %.66.i.us110 = load i16, i16* %scevgep732733, align 2, !noalias !74
  %.103.i.us119 = zext i16 %.66.i.us110 to i32
  %425 = shl i64 %.397.096.us100, 2
  %scevgep730 = getelementptr i8, i8* %scevgep437, i64 %425
  %scevgep730731 = bitcast i8* %scevgep730 to i32*
  store i32 %.103.i.us119, i32* %scevgep730731, align 4, !noalias !84
  %exitcond215.not = icmp eq i64 %spec.select95, %.466.us102
  br i1 %exitcond215.not, label %B422, label %B348.endif.us98

B348.endif.us130:                                 ; preds = %B348.endif.us130.preheader528, %B214.i.us150
  %.397.096.us132 = phi i64 [ %.466.us134, %B214.i.us150 ], [ 0, %B348.endif.us130.preheader528 ]
  %.466.us134 = add nuw nsw i64 %.397.096.us132, 1
  br i1 %cond172, label %B214.i.us150, label %B348.endif.endif.if

B214.i.us150:                                     ; preds = %B348.endif.us130
  %426 = shl i64 %.397.096.us132, 2
  %scevgep881 = getelementptr i8, i8* %arg.b.0, i64 %426
  %scevgep881882 = bitcast i8* %scevgep881 to i32*
  %.95.i.us138 = load i32, i32* %scevgep881882, align 4, !noalias !74
  %427 = shl i64 %.397.096.us132, 2
  %scevgep879 = getelementptr i8, i8* %scevgep447, i64 %427
  %scevgep879880 = bitcast i8* %scevgep879 to i32*
  store i32 %.95.i.us138, i32* %scevgep879880, align 4, !noalias !84
  %exitcond216.not = icmp eq i64 %spec.select95, %.466.us134
  br i1 %exitcond216.not, label %B422, label %B348.endif.us130

B348.endif.endif.if:                              ; preds = %B348.endif.us130, %B348.endif.us98, %B348.endif.preheader, %B348.endif.us.preheader
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !13

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !13

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !13

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare noalias i8* @NRT_MemInfo_alloc(i64) local_unnamed_addr

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB2v4B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type(i8* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* %arg.a.5, i8* %arg.a.6, i8* %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* %arg.b.5, i8* %arg.b.6) local_unnamed_addr {
B40.endif.endif.endif.endif:
  %.230 = alloca i64, align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  tail call void @NRT_incref(i8* %arg.a.5)
  tail call void @NRT_incref(i8* %arg.b.5)
  %.192.not = icmp eq i64 %arg.a.1, %arg.b.1
  br i1 %.192.not, label %B132.endif, label %B130

common.ret:                                       ; preds = %B132.endif.endif, %B132.endif.if, %B130
  %common.ret.op = phi i32 [ 0, %B130 ], [ 0, %B132.endif.endif ], [ %.234, %B132.endif.if ]
  ret i32 %common.ret.op

B130:                                             ; preds = %B40.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.b.5)
  tail call void @NRT_decref(i8* %arg.a.5)
  store i8 0, i8* %retptr, align 1
  br label %common.ret

B132.endif:                                       ; preds = %B40.endif.endif.endif.endif
  store i64 0, i64* %.230, align 8
  %.234 = call i32 @_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex12unicode_typexx(i64* nonnull %.230, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6, i8* %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* %arg.a.5, i8* %arg.a.6, i64 0, i8* %arg.b.0, i64 %arg.a.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* %arg.b.5, i8* %arg.b.6, i64 0, i64 %arg.a.1)
  switch i32 %.234, label %B132.endif.if [
    i32 -2, label %B132.endif.endif
    i32 0, label %B132.endif.endif
  ]

B132.endif.if:                                    ; preds = %B132.endif
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif, %B132.endif
  %.244 = load i64, i64* %.230, align 8
  tail call void @NRT_decref(i8* %arg.b.5)
  tail call void @NRT_decref(i8* %arg.a.5)
  %.260 = icmp eq i64 %.244, 0
  %.261 = zext i1 %.260 to i8
  store i8 %.261, i8* %retptr, align 1
  br label %common.ret
}

; Function Attrs: nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex12unicode_typexx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readonly %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* nocapture readnone %arg.a.5, i8* nocapture readnone %arg.a.6, i64 %arg.a_offset, i8* nocapture readonly %arg.b.0, i64 %arg.b.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* nocapture readnone %arg.b.5, i8* nocapture readnone %arg.b.6, i64 %arg.b_offset, i64 %arg.n) local_unnamed_addr #2 {
entry:
  %.32 = icmp eq i64 %arg.n, 0
  br i1 %.32, label %common.ret, label %B16

common.ret:                                       ; preds = %B114.us61.us62, %B118.us65.us65, %B194.us99.us69, %B194.us99.us166, %B118.us65.us144, %B114.us61.us141, %B194.us99.us, %B118.us65.us, %B114.us61.us, %B118.us65, %B114.us61, %B114.us20.us52, %B118.us24.us55, %B194.us58.us59, %B194.us58.us135, %B118.us24.us113, %B114.us20.us110, %B194.us58.us, %B118.us24.us, %B114.us20.us, %B118.us24, %B114.us20, %B194.us.us104, %B118.us.us87, %B114.us.us84, %B194.us.us80, %B118.us.us77, %B114.us.us75, %B118.us, %B114.us, %B194.us.us, %B118.us.us, %B114.us.us, %B194.us71, %B118.us51, %B194.us48, %B118.us28, %B194.us27, %B118.us17, %B118.preheader, %B114.preheader, %B54, %B16, %entry
  %.sink = phi i64 [ 0, %entry ], [ -1, %B16 ], [ 1, %B54 ], [ 0, %B114.preheader ], [ 0, %B118.preheader ], [ 0, %B194.us27 ], [ -1, %B118.us17 ], [ -1, %B118.us28 ], [ 0, %B194.us48 ], [ 0, %B194.us71 ], [ -1, %B118.us51 ], [ 0, %B114.us.us ], [ 1, %B194.us.us ], [ -1, %B118.us.us ], [ 0, %B114.us ], [ 1, %B118.us ], [ -1, %B118.us.us77 ], [ 1, %B194.us.us80 ], [ 0, %B114.us.us75 ], [ 0, %B114.us.us84 ], [ 1, %B194.us.us104 ], [ -1, %B118.us.us87 ], [ 1, %B118.us24 ], [ 0, %B114.us20 ], [ -1, %B118.us24.us ], [ 1, %B194.us58.us ], [ 0, %B114.us20.us ], [ 0, %B114.us20.us110 ], [ 1, %B194.us58.us135 ], [ -1, %B118.us24.us113 ], [ -1, %B118.us24.us55 ], [ 1, %B194.us58.us59 ], [ 0, %B114.us20.us52 ], [ 1, %B118.us65 ], [ 0, %B114.us61 ], [ -1, %B118.us65.us ], [ 1, %B194.us99.us ], [ 0, %B114.us61.us ], [ 0, %B114.us61.us141 ], [ 1, %B194.us99.us166 ], [ -1, %B118.us65.us144 ], [ -1, %B118.us65.us65 ], [ 1, %B194.us99.us69 ], [ 0, %B114.us61.us62 ]
  store i64 %.sink, i64* %retptr, align 8
  ret i32 0

B16:                                              ; preds = %entry
  %.48 = add nsw i64 %arg.n, %arg.a_offset
  %.56 = icmp sgt i64 %.48, %arg.a.1
  br i1 %.56, label %common.ret, label %B54

B54:                                              ; preds = %B16
  %.72 = add nsw i64 %arg.n, %arg.b_offset
  %.80 = icmp sgt i64 %.72, %arg.b.1
  br i1 %.80, label %common.ret, label %B92.endif

B92.endif:                                        ; preds = %B54
  %.134.inv = icmp sgt i64 %arg.n, 0
  %spec.select = select i1 %.134.inv, i64 %arg.n, i64 0
  switch i32 %arg.a.2, label %B114.preheader [
    i32 1, label %B92.endif.split.us
    i32 2, label %B114.us20.preheader
    i32 4, label %B114.us61.preheader
  ]

B114.us61.preheader:                              ; preds = %B92.endif
  %scevgep199 = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %0 = shl i64 %arg.b_offset, 1
  %scevgep201 = getelementptr i8, i8* %arg.b.0, i64 %0
  %1 = shl i64 %arg.b_offset, 2
  %scevgep204 = getelementptr i8, i8* %arg.b.0, i64 %1
  %2 = shl i64 %arg.a_offset, 2
  %scevgep207 = getelementptr i8, i8* %arg.a.0, i64 %2
  switch i32 %arg.b.2, label %B114.us61.preheader215 [
    i32 1, label %B114.us61.us.preheader
    i32 2, label %B114.us61.us141.preheader
    i32 4, label %B114.us61.us62.preheader
  ]

B114.us61.us62.preheader:                         ; preds = %B114.us61.preheader
  br label %B114.us61.us62

B114.us61.us141.preheader:                        ; preds = %B114.us61.preheader
  br label %B114.us61.us141

B114.us61.us.preheader:                           ; preds = %B114.us61.preheader
  br label %B114.us61.us

B114.us61.preheader215:                           ; preds = %B114.us61.preheader
  br label %B114.us61

B114.us61.us62:                                   ; preds = %B114.us61.us62.preheader, %B194.us99.us69
  %.120.0.us62.us63 = phi i64 [ %.191.us67.us71, %B194.us99.us69 ], [ 0, %B114.us61.us62.preheader ]
  %exitcond119.not.us64 = icmp eq i64 %spec.select, %.120.0.us62.us63
  br i1 %exitcond119.not.us64, label %common.ret, label %B118.us65.us65

B118.us65.us65:                                   ; preds = %B114.us61.us62
  %3 = shl i64 %.120.0.us62.us63, 2
  %scevgep262 = getelementptr i8, i8* %scevgep207, i64 %3
  %scevgep262263 = bitcast i8* %scevgep262 to i32*
  %.95.i.us71.us66 = load i32, i32* %scevgep262263, align 4, !noalias !144
  %scevgep260 = getelementptr i8, i8* %scevgep204, i64 %3
  %scevgep260261 = bitcast i8* %scevgep260 to i32*
  %.95.i13.us86.us = load i32, i32* %scevgep260261, align 4, !noalias !147
  %.278.us98.us68 = icmp ugt i32 %.95.i13.us86.us, %.95.i.us71.us66
  br i1 %.278.us98.us68, label %common.ret, label %B194.us99.us69

B194.us99.us69:                                   ; preds = %B118.us65.us65
  %.298.us100.us70 = icmp ult i32 %.95.i13.us86.us, %.95.i.us71.us66
  %.191.us67.us71 = add nuw i64 %.120.0.us62.us63, 1
  br i1 %.298.us100.us70, label %common.ret, label %B114.us61.us62

B114.us61.us:                                     ; preds = %B114.us61.us.preheader, %B194.us99.us
  %.120.0.us62.us = phi i64 [ %.191.us67.us, %B194.us99.us ], [ 0, %B114.us61.us.preheader ]
  %exitcond119.not.us = icmp eq i64 %spec.select, %.120.0.us62.us
  br i1 %exitcond119.not.us, label %common.ret, label %B118.us65.us

B118.us65.us:                                     ; preds = %B114.us61.us
  %4 = shl i64 %.120.0.us62.us, 2
  %scevgep253 = getelementptr i8, i8* %scevgep207, i64 %4
  %scevgep253254 = bitcast i8* %scevgep253 to i32*
  %.95.i.us71.us = load i32, i32* %scevgep253254, align 4, !noalias !144
  %.98.i.us72.us = zext i32 %.95.i.us71.us to i64
  %scevgep255 = getelementptr i8, i8* %scevgep199, i64 %.120.0.us62.us
  %.37.i3.us94.us = load i8, i8* %scevgep255, align 1, !noalias !147
  %.41.i4.us95.us = zext i8 %.37.i3.us94.us to i64
  %.278.us98.us = icmp ugt i64 %.41.i4.us95.us, %.98.i.us72.us
  br i1 %.278.us98.us, label %common.ret, label %B194.us99.us

B194.us99.us:                                     ; preds = %B118.us65.us
  %.298.us100.us = icmp ult i64 %.41.i4.us95.us, %.98.i.us72.us
  %.191.us67.us = add nuw i64 %.120.0.us62.us, 1
  br i1 %.298.us100.us, label %common.ret, label %B114.us61.us

B114.us61.us141:                                  ; preds = %B114.us61.us141.preheader, %B194.us99.us166
  %.120.0.us62.us142 = phi i64 [ %.191.us67.us169, %B194.us99.us166 ], [ 0, %B114.us61.us141.preheader ]
  %exitcond119.not.us143 = icmp eq i64 %spec.select, %.120.0.us62.us142
  br i1 %exitcond119.not.us143, label %common.ret, label %B118.us65.us144

B118.us65.us144:                                  ; preds = %B114.us61.us141
  %5 = shl i64 %.120.0.us62.us142, 2
  %scevgep256 = getelementptr i8, i8* %scevgep207, i64 %5
  %scevgep256257 = bitcast i8* %scevgep256 to i32*
  %.95.i.us71.us147 = load i32, i32* %scevgep256257, align 4, !noalias !144
  %.98.i.us72.us148 = zext i32 %.95.i.us71.us147 to i64
  %6 = shl i64 %.120.0.us62.us142, 1
  %scevgep258 = getelementptr i8, i8* %scevgep201, i64 %6
  %scevgep258259 = bitcast i8* %scevgep258 to i16*
  %.66.i8.us90.us157 = load i16, i16* %scevgep258259, align 2, !noalias !147
  %.70.i9.us91.us158 = zext i16 %.66.i8.us90.us157 to i64
  %.278.us98.us165 = icmp ugt i64 %.70.i9.us91.us158, %.98.i.us72.us148
  br i1 %.278.us98.us165, label %common.ret, label %B194.us99.us166

B194.us99.us166:                                  ; preds = %B118.us65.us144
  %.298.us100.us168 = icmp ult i64 %.70.i9.us91.us158, %.98.i.us72.us148
  %.191.us67.us169 = add nuw i64 %.120.0.us62.us142, 1
  br i1 %.298.us100.us168, label %common.ret, label %B114.us61.us141

B114.us20.preheader:                              ; preds = %B92.endif
  %scevgep188 = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %7 = shl i64 %arg.b_offset, 1
  %scevgep190 = getelementptr i8, i8* %arg.b.0, i64 %7
  %8 = shl i64 %arg.b_offset, 2
  %scevgep193 = getelementptr i8, i8* %arg.b.0, i64 %8
  %9 = shl i64 %arg.a_offset, 1
  %scevgep196 = getelementptr i8, i8* %arg.a.0, i64 %9
  switch i32 %arg.b.2, label %B114.us20.preheader206 [
    i32 1, label %B114.us20.us.preheader
    i32 2, label %B114.us20.us110.preheader
    i32 4, label %B114.us20.us52.preheader
  ]

B114.us20.us52.preheader:                         ; preds = %B114.us20.preheader
  br label %B114.us20.us52

B114.us20.us110.preheader:                        ; preds = %B114.us20.preheader
  br label %B114.us20.us110

B114.us20.us.preheader:                           ; preds = %B114.us20.preheader
  br label %B114.us20.us

B114.us20.preheader206:                           ; preds = %B114.us20.preheader
  br label %B114.us20

B114.us20.us52:                                   ; preds = %B114.us20.us52.preheader, %B194.us58.us59
  %.120.0.us21.us53 = phi i64 [ %.191.us26.us61, %B194.us58.us59 ], [ 0, %B114.us20.us52.preheader ]
  %exitcond118.not.us54 = icmp eq i64 %spec.select, %.120.0.us21.us53
  br i1 %exitcond118.not.us54, label %common.ret, label %B118.us24.us55

B118.us24.us55:                                   ; preds = %B114.us20.us52
  %10 = shl i64 %.120.0.us21.us53, 1
  %scevgep249 = getelementptr i8, i8* %scevgep196, i64 %10
  %scevgep249250 = bitcast i8* %scevgep249 to i16*
  %.66.i.us34.us56 = load i16, i16* %scevgep249250, align 2, !noalias !144
  %.70.i.us35.us57 = zext i16 %.66.i.us34.us56 to i64
  %11 = shl i64 %.120.0.us21.us53, 2
  %scevgep247 = getelementptr i8, i8* %scevgep193, i64 %11
  %scevgep247248 = bitcast i8* %scevgep247 to i32*
  %.95.i13.us45.us = load i32, i32* %scevgep247248, align 4, !noalias !147
  %.98.i14.us46.us = zext i32 %.95.i13.us45.us to i64
  %.278.us57.us58 = icmp ugt i64 %.98.i14.us46.us, %.70.i.us35.us57
  br i1 %.278.us57.us58, label %common.ret, label %B194.us58.us59

B194.us58.us59:                                   ; preds = %B118.us24.us55
  %.298.us59.us60 = icmp ult i64 %.98.i14.us46.us, %.70.i.us35.us57
  %.191.us26.us61 = add nuw i64 %.120.0.us21.us53, 1
  br i1 %.298.us59.us60, label %common.ret, label %B114.us20.us52

B114.us20.us:                                     ; preds = %B114.us20.us.preheader, %B194.us58.us
  %.120.0.us21.us = phi i64 [ %.191.us26.us, %B194.us58.us ], [ 0, %B114.us20.us.preheader ]
  %exitcond118.not.us = icmp eq i64 %spec.select, %.120.0.us21.us
  br i1 %exitcond118.not.us, label %common.ret, label %B118.us24.us

B118.us24.us:                                     ; preds = %B114.us20.us
  %12 = shl i64 %.120.0.us21.us, 1
  %scevgep240 = getelementptr i8, i8* %scevgep196, i64 %12
  %scevgep240241 = bitcast i8* %scevgep240 to i16*
  %.66.i.us34.us = load i16, i16* %scevgep240241, align 2, !noalias !144
  %.70.i.us35.us = zext i16 %.66.i.us34.us to i64
  %scevgep242 = getelementptr i8, i8* %scevgep188, i64 %.120.0.us21.us
  %.37.i3.us53.us = load i8, i8* %scevgep242, align 1, !noalias !147
  %.41.i4.us54.us = zext i8 %.37.i3.us53.us to i64
  %.278.us57.us = icmp ugt i64 %.41.i4.us54.us, %.70.i.us35.us
  br i1 %.278.us57.us, label %common.ret, label %B194.us58.us

B194.us58.us:                                     ; preds = %B118.us24.us
  %.298.us59.us = icmp ult i64 %.41.i4.us54.us, %.70.i.us35.us
  %.191.us26.us = add nuw i64 %.120.0.us21.us, 1
  br i1 %.298.us59.us, label %common.ret, label %B114.us20.us

B114.us20.us110:                                  ; preds = %B114.us20.us110.preheader, %B194.us58.us135
  %.120.0.us21.us111 = phi i64 [ %.191.us26.us138, %B194.us58.us135 ], [ 0, %B114.us20.us110.preheader ]
  %exitcond118.not.us112 = icmp eq i64 %spec.select, %.120.0.us21.us111
  br i1 %exitcond118.not.us112, label %common.ret, label %B118.us24.us113

B118.us24.us113:                                  ; preds = %B114.us20.us110
  %13 = shl i64 %.120.0.us21.us111, 1
  %scevgep245 = getelementptr i8, i8* %scevgep196, i64 %13
  %scevgep245246 = bitcast i8* %scevgep245 to i16*
  %.66.i.us34.us116 = load i16, i16* %scevgep245246, align 2, !noalias !144
  %scevgep243 = getelementptr i8, i8* %scevgep190, i64 %13
  %scevgep243244 = bitcast i8* %scevgep243 to i16*
  %.66.i8.us49.us126 = load i16, i16* %scevgep243244, align 2, !noalias !147
  %.278.us57.us134 = icmp ugt i16 %.66.i8.us49.us126, %.66.i.us34.us116
  br i1 %.278.us57.us134, label %common.ret, label %B194.us58.us135

B194.us58.us135:                                  ; preds = %B118.us24.us113
  %.298.us59.us137 = icmp ult i16 %.66.i8.us49.us126, %.66.i.us34.us116
  %.191.us26.us138 = add nuw i64 %.120.0.us21.us111, 1
  br i1 %.298.us59.us137, label %common.ret, label %B114.us20.us110

B114.preheader:                                   ; preds = %B92.endif
  %exitcond.not150 = icmp slt i64 %arg.n, 1
  br i1 %exitcond.not150, label %common.ret, label %B118.preheader

B118.preheader:                                   ; preds = %B114.preheader
  %scevgep = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %14 = shl i64 %arg.b_offset, 1
  %scevgep170 = getelementptr i8, i8* %arg.b.0, i64 %14
  %15 = shl i64 %arg.b_offset, 2
  %scevgep173 = getelementptr i8, i8* %arg.b.0, i64 %15
  switch i32 %arg.b.2, label %common.ret [
    i32 1, label %B118.us17.preheader
    i32 2, label %B118.us28.preheader
    i32 4, label %B118.us51.preheader
  ]

B118.us51.preheader:                              ; preds = %B118.preheader
  br label %B118.us51

B118.us28.preheader:                              ; preds = %B118.preheader
  br label %B118.us28

B118.us17.preheader:                              ; preds = %B118.preheader
  br label %B118.us17

B118.us17:                                        ; preds = %B118.us17.preheader, %B194.us27
  %.120.0151.us = phi i64 [ %.191.us18, %B194.us27 ], [ 0, %B118.us17.preheader ]
  %.191.us18 = add nuw nsw i64 %.120.0151.us, 1
  %scevgep224 = getelementptr i8, i8* %scevgep, i64 %.120.0151.us
  %.37.i3.us = load i8, i8* %scevgep224, align 1, !noalias !147
  %.278.not.us = icmp eq i8 %.37.i3.us, 0
  br i1 %.278.not.us, label %B194.us27, label %common.ret

B194.us27:                                        ; preds = %B118.us17
  %exitcond.not.us = icmp eq i64 %spec.select, %.191.us18
  br i1 %exitcond.not.us, label %common.ret, label %B118.us17

B118.us28:                                        ; preds = %B118.us28.preheader, %B194.us48
  %.120.0151.us29 = phi i64 [ %.191.us30, %B194.us48 ], [ 0, %B118.us28.preheader ]
  %.191.us30 = add nuw nsw i64 %.120.0151.us29, 1
  %16 = shl nuw i64 %.120.0151.us29, 1
  %scevgep225 = getelementptr i8, i8* %scevgep170, i64 %16
  %scevgep225226 = bitcast i8* %scevgep225 to i16*
  %.66.i8.us39 = load i16, i16* %scevgep225226, align 2, !noalias !147
  %.278.not.us47 = icmp eq i16 %.66.i8.us39, 0
  br i1 %.278.not.us47, label %B194.us48, label %common.ret

B194.us48:                                        ; preds = %B118.us28
  %exitcond.not.us49 = icmp eq i64 %spec.select, %.191.us30
  br i1 %exitcond.not.us49, label %common.ret, label %B118.us28

B118.us51:                                        ; preds = %B118.us51.preheader, %B194.us71
  %.120.0151.us52 = phi i64 [ %.191.us53, %B194.us71 ], [ 0, %B118.us51.preheader ]
  %.191.us53 = add nuw nsw i64 %.120.0151.us52, 1
  %17 = shl i64 %.120.0151.us52, 2
  %scevgep227 = getelementptr i8, i8* %scevgep173, i64 %17
  %scevgep227228 = bitcast i8* %scevgep227 to i32*
  %.95.i13.us57 = load i32, i32* %scevgep227228, align 4, !noalias !147
  %.278.not.us70 = icmp eq i32 %.95.i13.us57, 0
  br i1 %.278.not.us70, label %B194.us71, label %common.ret

B194.us71:                                        ; preds = %B118.us51
  %exitcond.not.us72 = icmp eq i64 %spec.select, %.191.us53
  br i1 %exitcond.not.us72, label %common.ret, label %B118.us51

B92.endif.split.us:                               ; preds = %B92.endif
  %18 = icmp eq i32 %arg.b.2, 1
  br i1 %18, label %B114.us.us.preheader, label %B114.us.preheader

B114.us.preheader:                                ; preds = %B92.endif.split.us
  %19 = shl i64 %arg.b_offset, 1
  %scevgep180 = getelementptr i8, i8* %arg.b.0, i64 %19
  %20 = shl i64 %arg.b_offset, 2
  %scevgep183 = getelementptr i8, i8* %arg.b.0, i64 %20
  %scevgep186 = getelementptr i8, i8* %arg.a.0, i64 %arg.a_offset
  switch i32 %arg.b.2, label %B114.us.preheader199 [
    i32 4, label %B114.us.us75.preheader
    i32 2, label %B114.us.us84.preheader
  ]

B114.us.us84.preheader:                           ; preds = %B114.us.preheader
  br label %B114.us.us84

B114.us.us75.preheader:                           ; preds = %B114.us.preheader
  br label %B114.us.us75

B114.us.preheader199:                             ; preds = %B114.us.preheader
  br label %B114.us

B114.us.us75:                                     ; preds = %B114.us.us75.preheader, %B194.us.us80
  %.120.0.us.us76 = phi i64 [ %.191.us.us82, %B194.us.us80 ], [ 0, %B114.us.us75.preheader ]
  %exitcond117.not.us = icmp eq i64 %spec.select, %.120.0.us.us76
  br i1 %exitcond117.not.us, label %common.ret, label %B118.us.us77

B118.us.us77:                                     ; preds = %B114.us.us75
  %scevgep232 = getelementptr i8, i8* %scevgep186, i64 %.120.0.us.us76
  %.37.i.us.us78 = load i8, i8* %scevgep232, align 1, !noalias !144
  %.41.i.us.us = zext i8 %.37.i.us.us78 to i64
  %21 = shl i64 %.120.0.us.us76, 2
  %scevgep233 = getelementptr i8, i8* %scevgep183, i64 %21
  %scevgep233234 = bitcast i8* %scevgep233 to i32*
  %.95.i13.us.us = load i32, i32* %scevgep233234, align 4, !noalias !147
  %.98.i14.us.us = zext i32 %.95.i13.us.us to i64
  %.278.us.us79 = icmp ugt i64 %.98.i14.us.us, %.41.i.us.us
  br i1 %.278.us.us79, label %common.ret, label %B194.us.us80

B194.us.us80:                                     ; preds = %B118.us.us77
  %.298.us.us81 = icmp ult i64 %.98.i14.us.us, %.41.i.us.us
  %.191.us.us82 = add nuw i64 %.120.0.us.us76, 1
  br i1 %.298.us.us81, label %common.ret, label %B114.us.us75

B114.us.us84:                                     ; preds = %B114.us.us84.preheader, %B194.us.us104
  %.120.0.us.us85 = phi i64 [ %.191.us.us107, %B194.us.us104 ], [ 0, %B114.us.us84.preheader ]
  %exitcond117.not.us86 = icmp eq i64 %spec.select, %.120.0.us.us85
  br i1 %exitcond117.not.us86, label %common.ret, label %B118.us.us87

B118.us.us87:                                     ; preds = %B114.us.us84
  %scevgep235 = getelementptr i8, i8* %scevgep186, i64 %.120.0.us.us85
  %.37.i.us.us89 = load i8, i8* %scevgep235, align 1, !noalias !144
  %.41.i.us.us90 = zext i8 %.37.i.us.us89 to i64
  %22 = shl i64 %.120.0.us.us85, 1
  %scevgep236 = getelementptr i8, i8* %scevgep180, i64 %22
  %scevgep236237 = bitcast i8* %scevgep236 to i16*
  %.66.i8.us.us94 = load i16, i16* %scevgep236237, align 2, !noalias !147
  %.70.i9.us.us95 = zext i16 %.66.i8.us.us94 to i64
  %.278.us.us103 = icmp ugt i64 %.70.i9.us.us95, %.41.i.us.us90
  br i1 %.278.us.us103, label %common.ret, label %B194.us.us104

B194.us.us104:                                    ; preds = %B118.us.us87
  %.298.us.us106 = icmp ult i64 %.70.i9.us.us95, %.41.i.us.us90
  %.191.us.us107 = add nuw i64 %.120.0.us.us85, 1
  br i1 %.298.us.us106, label %common.ret, label %B114.us.us84

B114.us.us.preheader:                             ; preds = %B92.endif.split.us
  %scevgep176 = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %scevgep178 = getelementptr i8, i8* %arg.a.0, i64 %arg.a_offset
  br label %B114.us.us

B114.us.us:                                       ; preds = %B194.us.us, %B114.us.us.preheader
  %.120.0.us.us = phi i64 [ %.191.us.us, %B194.us.us ], [ 0, %B114.us.us.preheader ]
  %exitcond116.not = icmp eq i64 %spec.select, %.120.0.us.us
  br i1 %exitcond116.not, label %common.ret, label %B118.us.us

B118.us.us:                                       ; preds = %B114.us.us
  %scevgep229 = getelementptr i8, i8* %scevgep178, i64 %.120.0.us.us
  %.37.i.us.us = load i8, i8* %scevgep229, align 1, !noalias !144
  %scevgep230 = getelementptr i8, i8* %scevgep176, i64 %.120.0.us.us
  %.37.i3.us.us = load i8, i8* %scevgep230, align 1, !noalias !147
  %.278.us.us = icmp ult i8 %.37.i.us.us, %.37.i3.us.us
  br i1 %.278.us.us, label %common.ret, label %B194.us.us

B194.us.us:                                       ; preds = %B118.us.us
  %.191.us.us = add nuw i64 %.120.0.us.us, 1
  %.298.us.us = icmp ugt i8 %.37.i.us.us, %.37.i3.us.us
  br i1 %.298.us.us, label %common.ret, label %B114.us.us

B114.us:                                          ; preds = %B114.us.preheader199, %B118.us
  %.120.0.us = phi i64 [ %.191.us, %B118.us ], [ 0, %B114.us.preheader199 ]
  %exitcond117.not = icmp eq i64 %spec.select, %.120.0.us
  br i1 %exitcond117.not, label %common.ret, label %B118.us

B118.us:                                          ; preds = %B114.us
  %scevgep231 = getelementptr i8, i8* %scevgep186, i64 %.120.0.us
  %.37.i.us = load i8, i8* %scevgep231, align 1, !noalias !144
  %.298.us.not = icmp eq i8 %.37.i.us, 0
  %.191.us = add nuw i64 %.120.0.us, 1
  br i1 %.298.us.not, label %B114.us, label %common.ret

B114.us20:                                        ; preds = %B114.us20.preheader206, %B118.us24
  %.120.0.us21 = phi i64 [ %.191.us26, %B118.us24 ], [ 0, %B114.us20.preheader206 ]
  %exitcond118.not = icmp eq i64 %spec.select, %.120.0.us21
  br i1 %exitcond118.not, label %common.ret, label %B118.us24

B118.us24:                                        ; preds = %B114.us20
  %23 = shl i64 %.120.0.us21, 1
  %scevgep238 = getelementptr i8, i8* %scevgep196, i64 %23
  %scevgep238239 = bitcast i8* %scevgep238 to i16*
  %.66.i.us34 = load i16, i16* %scevgep238239, align 2, !noalias !144
  %.298.us59.not = icmp eq i16 %.66.i.us34, 0
  %.191.us26 = add nuw i64 %.120.0.us21, 1
  br i1 %.298.us59.not, label %B114.us20, label %common.ret

B114.us61:                                        ; preds = %B114.us61.preheader215, %B118.us65
  %.120.0.us62 = phi i64 [ %.191.us67, %B118.us65 ], [ 0, %B114.us61.preheader215 ]
  %exitcond119.not = icmp eq i64 %spec.select, %.120.0.us62
  br i1 %exitcond119.not, label %common.ret, label %B118.us65

B118.us65:                                        ; preds = %B114.us61
  %24 = shl i64 %.120.0.us62, 2
  %scevgep251 = getelementptr i8, i8* %scevgep207, i64 %24
  %scevgep251252 = bitcast i8* %scevgep251 to i32*
  %.95.i.us71 = load i32, i32* %scevgep251252, align 4, !noalias !144
  %.298.us100.not = icmp eq i32 %.95.i.us71, 0
  %.191.us67 = add nuw i64 %.120.0.us62, 1
  br i1 %.298.us100.not, label %B114.us61, label %common.ret
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #1 = { noinline }
attributes #2 = { nofree norecurse nosync nounwind }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!numba_args_may_always_need_nrt = !{!0, !1, !2, !0, !3, !4, !5, !3, !3, !4, !5, !6, !6, !3, !4, !5, !1, !2, !7, !7, !8, !8, !8, !9, !7, !10, !11, !10, !11, !8, !9, !12, !12, !12}

!0 = !{i32 ({ i8*, i64, i32, i32, i64, i8*, i8* }*, { i8*, i32, i8*, i8*, i32 }**, i8*, i64, i32, i32, i64, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type}
!1 = distinct !{null}
!2 = !{i32 (i8*, { i8*, i32, i8*, i8*, i32 }**, i8*, i64, i32, i32, i64, i8*, i8*, i8*, i64, i32, i32, i64, i8*, i8*)* @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB2v4B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type}
!3 = distinct !{null}
!4 = distinct !{null}
!5 = distinct !{null}
!6 = distinct !{null}
!7 = distinct !{null}
!8 = distinct !{null}
!9 = !{i32 (i64*, { i8*, i32, i8*, i8*, i32 }**, i8*, i64, i32, i32, i64, i8*, i8*, i64, i8*, i64, i32, i32, i64, i8*, i8*, i64, i64)* @_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex12unicode_typexx}
!10 = distinct !{null}
!11 = distinct !{null}
!12 = distinct !{null}
!13 = !{!"branch_weights", i32 1, i32 99}
!14 = !{!"branch_weights", i32 99, i32 1}
!15 = !{!16, !18}
!16 = distinct !{!16, !17, !"_ZN5numba7cpython7unicode13_empty_stringB2v7B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEixj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba7cpython7unicode13_empty_stringB2v7B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEixj"}
!18 = distinct !{!18, !17, !"_ZN5numba7cpython7unicode13_empty_stringB2v7B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEixj: %excinfo"}
!19 = !{!20, !22, !16, !18}
!20 = distinct !{!20, !21, !"_ZN5numba7cpython7unicode15_set_code_pointB2v9B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba7cpython7unicode15_set_code_pointB2v9B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexj"}
!22 = distinct !{!22, !21, !"_ZN5numba7cpython7unicode15_set_code_pointB2v9B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexj: %excinfo"}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex: %retptr"}
!28 = distinct !{!28, !"_ZN5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex"}
!29 = !{!30}
!30 = distinct !{!30, !25}
!31 = !{!32, !34, !24}
!32 = distinct !{!32, !33, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx: %retptr"}
!33 = distinct !{!33, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx"}
!34 = distinct !{!34, !33, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx: %excinfo"}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.isvectorized", i32 1}
!37 = !{!32, !34}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = distinct !{!40, !36}
!41 = !{!42}
!42 = distinct !{!42, !43}
!43 = distinct !{!43, !"LVerDomain"}
!44 = !{!45}
!45 = distinct !{!45, !43}
!46 = !{!32, !34, !42}
!47 = distinct !{!47, !36}
!48 = distinct !{!48, !39}
!49 = !{!50}
!50 = distinct !{!50, !51}
!51 = distinct !{!51, !"LVerDomain"}
!52 = !{!53}
!53 = distinct !{!53, !51}
!54 = !{!32, !34, !50}
!55 = distinct !{!55, !36}
!56 = distinct !{!56, !39}
!57 = distinct !{!57, !36}
!58 = distinct !{!58, !36}
!59 = !{!60}
!60 = distinct !{!60, !61}
!61 = distinct !{!61, !"LVerDomain"}
!62 = !{!63}
!63 = distinct !{!63, !61}
!64 = !{!32, !34, !60}
!65 = distinct !{!65, !36}
!66 = distinct !{!66, !39}
!67 = distinct !{!67, !36, !68}
!68 = !{!"llvm.loop.unroll.runtime.disable"}
!69 = distinct !{!69, !39}
!70 = distinct !{!70, !36}
!71 = !{!72}
!72 = distinct !{!72, !73}
!73 = distinct !{!73, !"LVerDomain"}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_ZN5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex: %retptr"}
!76 = distinct !{!76, !"_ZN5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex"}
!77 = !{!78}
!78 = distinct !{!78, !73}
!79 = !{!80, !82, !72}
!80 = distinct !{!80, !81, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx: %retptr"}
!81 = distinct !{!81, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx"}
!82 = distinct !{!82, !81, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx: %excinfo"}
!83 = distinct !{!83, !36}
!84 = !{!80, !82}
!85 = distinct !{!85, !39}
!86 = !{!87}
!87 = distinct !{!87, !88}
!88 = distinct !{!88, !"LVerDomain"}
!89 = !{!90}
!90 = distinct !{!90, !88}
!91 = !{!80, !82, !87}
!92 = distinct !{!92, !36}
!93 = distinct !{!93, !39}
!94 = distinct !{!94, !36}
!95 = distinct !{!95, !36}
!96 = !{!97}
!97 = distinct !{!97, !98}
!98 = distinct !{!98, !"LVerDomain"}
!99 = !{!100}
!100 = distinct !{!100, !98}
!101 = !{!80, !82, !97}
!102 = distinct !{!102, !36}
!103 = distinct !{!103, !39}
!104 = distinct !{!104, !39}
!105 = !{!106}
!106 = distinct !{!106, !107}
!107 = distinct !{!107, !"LVerDomain"}
!108 = !{!109}
!109 = distinct !{!109, !107}
!110 = !{!80, !82, !106}
!111 = distinct !{!111, !36}
!112 = distinct !{!112, !39}
!113 = distinct !{!113, !36}
!114 = distinct !{!114, !36}
!115 = !{!116}
!116 = distinct !{!116, !117}
!117 = distinct !{!117, !"LVerDomain"}
!118 = !{!119}
!119 = distinct !{!119, !117}
!120 = !{!80, !82, !116}
!121 = distinct !{!121, !36}
!122 = distinct !{!122, !39}
!123 = !{!124}
!124 = distinct !{!124, !125}
!125 = distinct !{!125, !"LVerDomain"}
!126 = !{!127}
!127 = distinct !{!127, !125}
!128 = !{!80, !82, !124}
!129 = distinct !{!129, !36}
!130 = distinct !{!130, !39}
!131 = distinct !{!131, !36}
!132 = distinct !{!132, !36}
!133 = !{!134}
!134 = distinct !{!134, !135}
!135 = distinct !{!135, !"LVerDomain"}
!136 = !{!137}
!137 = distinct !{!137, !135}
!138 = !{!80, !82, !134}
!139 = distinct !{!139, !36}
!140 = distinct !{!140, !39}
!141 = distinct !{!141, !36, !68}
!142 = distinct !{!142, !39}
!143 = distinct !{!143, !36}
!144 = !{!145}
!145 = distinct !{!145, !146, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex: %retptr"}
!146 = distinct !{!146, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex"}
!147 = !{!148}
!148 = distinct !{!148, !149, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex: %retptr"}
!149 = distinct !{!149, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex"}
