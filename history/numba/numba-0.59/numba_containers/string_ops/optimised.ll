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
@.const.pickledata.object5 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('PY_UNICODE_WCHAR_KIND unsupported',), ('_pick_kind', 'numba/cpython/unicode.py', 371))
@.const.pickledata.object5.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object5, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object5.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object6 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode representation in _pick_kind',), ('_pick_kind', 'numba/cpython/unicode.py', 383))
@.const.pickledata.object6.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object6 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object6, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object6.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode11_pick_asciiB2v6B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEjj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode13_empty_stringB2v7B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEixj = common local_unnamed_addr global i8* null
@.const.pickledata.object7 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('Allocation failed (probably too large).',), None)
@.const.pickledata.object7.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object7 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object7, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object7.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode19_kind_to_byte_widthB2v8B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.object8 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ('Unexpected unicode encoding encountered',), ('_kind_to_byte_width', 'numba/cpython/unicode.py', 419))
@.const.pickledata.object8.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object8 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object8, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object8.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB2v9B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexj = common local_unnamed_addr global i8* null
@.const.pickledata.object9 = internal constant [PICKLED x i8] (pickled data)
@.const.pickledata.object9.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object9, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object9.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx = common local_unnamed_addr global i8* null
@.const.pickledata.object10 = internal constant [PICKLED x i8] (pickled data)
@.const.pickledata.object10.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object10 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object10, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object10.sha1, i32 0, i32 0), i8* null, i32 0 }
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
  br i1 %.69.inv, label %B40.preheader, label %B54.endif

B40.preheader:                                    ; preds = %B0.endif
  %0 = add i64 %arg.n, 1
  br label %B40

B40:                                              ; preds = %B40.preheader, %B40.endif
  %lsr.iv = phi i64 [ %0, %B40.preheader ], [ %lsr.iv.next, %B40.endif ]
  %text.2.sroa.60.022 = phi i8* [ %.188.fca.6.load, %B40.endif ], [ null, %B40.preheader ]
  %text.2.sroa.50.021 = phi i8* [ %.188.fca.5.load, %B40.endif ], [ null, %B40.preheader ]
  %text.2.sroa.40.020 = phi i64 [ %.188.fca.4.load, %B40.endif ], [ -1, %B40.preheader ]
  %text.2.sroa.30.019 = phi i32 [ %.188.fca.3.load, %B40.endif ], [ 1, %B40.preheader ]
  %text.2.sroa.20.018 = phi i32 [ %.188.fca.2.load, %B40.endif ], [ 1, %B40.preheader ]
  %text.2.sroa.10.017 = phi i64 [ %.188.fca.1.load, %B40.endif ], [ 0, %B40.preheader ]
  %text.2.sroa.0.016 = phi i8* [ %.188.fca.0.load, %B40.endif ], [ getelementptr inbounds ([1 x i8], [1 x i8]* @.bytes.string1, i64 0, i64 0), %B40.preheader ]
  %1 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %.174 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %1, i8 0, i64 48, i1 false)
  %.178 = call i32 @_ZN5numba7cpython7unicode14unicode_concat12_3clocals_3e11concat_implB2v2B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type({ i8*, i64, i32, i32, i64, i8*, i8* }* nonnull %.174, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %text.2.sroa.0.016, i64 %text.2.sroa.10.017, i32 %text.2.sroa.20.018, i32 %text.2.sroa.30.019, i64 %text.2.sroa.40.020, i8* %text.2.sroa.50.021, i8* %text.2.sroa.60.022, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.bytes.string2, i64 0, i64 0), i64 2, i32 1, i32 1, i64 -1, i8* null, i8* null)
  switch i32 %.178, label %B40.if [
    i32 -2, label %B40.endif
    i32 0, label %B40.endif
  ]

common.ret:                                       ; preds = %B54.endif.endif.if, %B40.if, %B54.endif.endif.endif
  %common.ret.op = phi i32 [ 0, %B54.endif.endif.endif ], [ %.269, %B54.endif.endif.if ], [ %.178, %B40.if ]
  ret i32 %common.ret.op

B40.if:                                           ; preds = %B40
  %.186 = icmp sgt i32 %.178, 0
  %.179 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.187 = select i1 %.186, { i8*, i32, i8*, i8*, i32 }* %.179, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.187, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B40.endif:                                        ; preds = %B40, %B40
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
  br i1 %.113, label %B40, label %B54.endif

B54.endif:                                        ; preds = %B40.endif, %B0.endif
  %text.2.sroa.0.0.lcssa = phi i8* [ getelementptr inbounds ([1 x i8], [1 x i8]* @.bytes.string1, i64 0, i64 0), %B0.endif ], [ %.188.fca.0.load, %B40.endif ]
  %text.2.sroa.10.0.lcssa = phi i64 [ 0, %B0.endif ], [ %.188.fca.1.load, %B40.endif ]
  %text.2.sroa.20.0.lcssa = phi i32 [ 1, %B0.endif ], [ %.188.fca.2.load, %B40.endif ]
  %text.2.sroa.30.0.lcssa = phi i32 [ 1, %B0.endif ], [ %.188.fca.3.load, %B40.endif ]
  %text.2.sroa.40.0.lcssa = phi i64 [ -1, %B0.endif ], [ %.188.fca.4.load, %B40.endif ]
  %text.2.sroa.50.0.lcssa = phi i8* [ null, %B0.endif ], [ %.188.fca.5.load, %B40.endif ]
  %text.2.sroa.60.0.lcssa = phi i8* [ null, %B0.endif ], [ %.188.fca.6.load, %B40.endif ]
  store i8 0, i8* %.265, align 1
  %.269 = call i32 @_ZN5numba7cpython7unicode10unicode_eq12_3clocals_3e7eq_implB2v4B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dE12unicode_type12unicode_type(i8* nonnull %.265, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %text.2.sroa.0.0.lcssa, i64 %text.2.sroa.10.0.lcssa, i32 %text.2.sroa.20.0.lcssa, i32 %text.2.sroa.30.0.lcssa, i64 %text.2.sroa.40.0.lcssa, i8* %text.2.sroa.50.0.lcssa, i8* %text.2.sroa.60.0.lcssa, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.bytes.string3, i64 0, i64 0), i64 6, i32 1, i32 1, i64 -1, i8* null, i8* null)
  switch i32 %.269, label %B54.endif.endif.if [
    i32 -2, label %B54.endif.endif.endif
    i32 0, label %B54.endif.endif.endif
  ]

B54.endif.endif.if:                               ; preds = %B54.endif
  %.277 = icmp sgt i32 %.269, 0
  %.270 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.278 = select i1 %.277, { i8*, i32, i8*, i8*, i32 }* %.270, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.278, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B54.endif.endif.endif:                            ; preds = %B54.endif, %B54.endif
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
  %.12.i = icmp eq i32 %arg.a.2, 0
  %.16.i = icmp eq i32 %arg.b.2, 0
  %or.cond.i = select i1 %.12.i, i1 true, i1 %.16.i
  br i1 %or.cond.i, label %B0.if, label %B78.i, !prof !15

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
  %.200.0164 = phi i64 [ %.269, %B230.endif.endif ], [ 0, %B230.preheader ]
  %.269 = add nuw nsw i64 %.200.0164, 1
  switch i32 %.117.sroa.12.3, label %B230.endif.if [
    i32 4, label %B196.i15
    i32 2, label %B116.i11
  ]

common.ret:                                       ; preds = %B354.endif.endif.if, %B230.endif.if, %B0.endif.endif.if, %B0.if, %B452
  %common.ret.op = phi i32 [ 0, %B452 ], [ 1, %B0.if ], [ 1, %B0.endif.endif.if ], [ 1, %B354.endif.endif.if ], [ 1, %B230.endif.if ]
  ret i32 %common.ret.op

B452:                                             ; preds = %B354.endif.us131.us101, %B354.endif.us131.us, %B196.i.us151, %B354.endif.us99.us81, %B354.endif.us99.us, %B196.i.us119, %B354.endif.us.us64, %B354.endif.us.us61, %B354.endif.us.us, %B354.endif.us131.us101.prol.loopexit, %B354.endif.us131.us.prol.loopexit, %B354.endif.us99.us81.prol.loopexit, %B354.endif.us99.us.prol.loopexit, %B354.endif.us.us64.prol.loopexit, %B354.endif.us.us61.prol.loopexit, %middle.block304, %middle.block323, %middle.block342, %middle.block363, %middle.block386, %middle.block405, %B354.endif.us46.preheader, %B354.endif.us32.preheader, %B354.endif.us26.preheader, %B354.endif.us.us.prol.loopexit, %vec.epilog.middle.block277, %middle.block262, %B296.endif.endif
  %retptr.repack5621265 = bitcast { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr to i8**
  store i8* %.6.i.i, i8** %retptr.repack5621265, align 8
  %retptr.repack41 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 1
  store i64 %.38, i64* %retptr.repack41, align 8
  %retptr.repack43 = getelementptr inbounds { i8*, i64, i32, i32, i64, i8*, i8* }, { i8*, i64, i32, i32, i64, i8*, i8* }* %retptr, i64 0, i32 2
  store i32 %.117.sroa.12.3, i32* %retptr.repack43, align 8
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
  %.7.0.i = phi i64 [ 4, %B78.i.i ], [ 2, %B52.i.i ], [ 1, %B0.endif.endif ]
  %.36.i18 = add i64 %.38, 1
  %.37.i19 = mul i64 %.7.0.i, %.36.i18
  %.38.i = tail call i8* @NRT_MemInfo_alloc(i64 %.37.i19), !noalias !16
  %.39.i = icmp eq i8* %.38.i, null
  br i1 %.39.i, label %B0.endif.endif.if, label %B0.endif.endif.i, !prof !13

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, i8* %.38.i, i64 24
  %0 = bitcast i8* %.5.i.i to i8**
  %.6.i.i = load i8*, i8** %0, align 8, !noalias !16
  switch i32 %.675563, label %B0.endif.endif.if [
    i32 1, label %B36.i.i
    i32 2, label %B116.i.i
    i32 4, label %B196.i.i
  ]

B36.i.i:                                          ; preds = %B0.endif.endif.i
  %.41.i.i = getelementptr i8, i8* %.6.i.i, i64 %.38
  store i8 0, i8* %.41.i.i, align 1, !noalias !20
  br label %B0.endif.endif.endif.endif.endif

B116.i.i:                                         ; preds = %B0.endif.endif.i
  %.71.i.i = bitcast i8* %.6.i.i to i16*
  %.72.i.i = getelementptr i16, i16* %.71.i.i, i64 %.38
  store i16 0, i16* %.72.i.i, align 2, !noalias !20
  br label %B0.endif.endif.endif.endif.endif

B196.i.i:                                         ; preds = %B0.endif.endif.i
  %.101.i.i = bitcast i8* %.6.i.i to i32*
  %.102.i.i = getelementptr i32, i32* %.101.i.i, i64 %.38
  store i32 0, i32* %.102.i.i, align 4, !noalias !20
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif.i, %B0.endif.i, %B0.endif.endif
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object9, %B0.endif.endif.i ], [ @.const.picklebuf.object7, %B0.endif.i ], [ @.const.picklebuf.object8, %B0.endif.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B196.i.i, %B116.i.i, %B36.i.i
  %1 = phi i1 [ false, %B196.i.i ], [ false, %B116.i.i ], [ true, %B36.i.i ]
  %cond172 = phi i1 [ true, %B196.i.i ], [ false, %B116.i.i ], [ false, %B36.i.i ]
  %.117.sroa.12.3 = phi i32 [ 4, %B196.i.i ], [ 2, %B116.i.i ], [ 1, %B36.i.i ]
  %.214.inv = icmp sgt i64 %arg.a.1, 0
  %spec.select = select i1 %.214.inv, i64 %arg.a.1, i64 0
  br i1 %.214.inv, label %B230.lr.ph, label %B296.endif.endif

B230.lr.ph:                                       ; preds = %B0.endif.endif.endif.endif.endif
  switch i32 %arg.a.2, label %B230.preheader.split [
    i32 1, label %B230.lr.ph.split.us
    i32 2, label %B230.us167.preheader
    i32 4, label %B230.us120.preheader
  ]

B230.us120.preheader:                             ; preds = %B230.lr.ph
  br label %B230.us120

B230.us167.preheader:                             ; preds = %B230.lr.ph
  br i1 %1, label %B230.us167.us.preheader, label %B230.us167.preheader543

B230.us167.preheader543:                          ; preds = %B230.us167.preheader
  br label %B230.us167

B230.us167.us.preheader:                          ; preds = %B230.us167.preheader
  %min.iters.check250 = icmp ult i64 %spec.select, 16
  br i1 %min.iters.check250, label %B230.us167.us.preheader440, label %vector.memcheck242

vector.memcheck242:                               ; preds = %B230.us167.us.preheader
  %scevgep243 = getelementptr i8, i8* %.6.i.i, i64 %spec.select
  %2 = shl nuw i64 %spec.select, 1
  %scevgep244 = getelementptr i8, i8* %arg.a.0, i64 %2
  %bound0245 = icmp ult i8* %.6.i.i, %scevgep244
  %bound1246 = icmp ugt i8* %scevgep243, %arg.a.0
  %found.conflict247 = and i1 %bound0245, %bound1246
  br i1 %found.conflict247, label %B230.us167.us.preheader440, label %vector.ph251

vector.ph251:                                     ; preds = %vector.memcheck242
  %const1258 = bitcast i64 9223372036854775800 to i64
  %const_mat1259 = add i64 %const1258, -8
  %n.vec252 = and i64 %spec.select, %const_mat1259
  %3 = add nsw i64 %n.vec252, -16
  %4 = lshr exact i64 %3, 4
  %5 = add nuw nsw i64 %4, 1
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %middle.block248.unr-lcssa, label %vector.ph251.new

vector.ph251.new:                                 ; preds = %vector.ph251
  %const1241 = bitcast i64 2305843009213693950 to i64
  %unroll_iter514 = and i64 %5, %const1241
  br label %vector.body249

vector.body249:                                   ; preds = %vector.body249, %vector.ph251.new
  %lsr.iv1224 = phi i64 [ %lsr.iv.next1225, %vector.body249 ], [ %unroll_iter514, %vector.ph251.new ]
  %index254 = phi i64 [ 0, %vector.ph251.new ], [ %index.next.1, %vector.body249 ]
  %sunkaddr = mul i64 %index254, 2
  %sunkaddr1266 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr
  %7 = bitcast i8* %sunkaddr1266 to <8 x i16>*
  %wide.load255 = load <8 x i16>, <8 x i16>* %7, align 2, !alias.scope !24, !noalias !27
  %sunkaddr1267 = mul i64 %index254, 2
  %sunkaddr1268 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1267
  %sunkaddr1269 = getelementptr i8, i8* %sunkaddr1268, i64 16
  %8 = bitcast i8* %sunkaddr1269 to <8 x i16>*
  %wide.load256 = load <8 x i16>, <8 x i16>* %8, align 2, !alias.scope !24, !noalias !27
  %9 = trunc <8 x i16> %wide.load255 to <8 x i8>
  %10 = trunc <8 x i16> %wide.load256 to <8 x i8>
  %sunkaddr1270 = getelementptr i8, i8* %.6.i.i, i64 %index254
  %11 = bitcast i8* %sunkaddr1270 to <8 x i8>*
  store <8 x i8> %9, <8 x i8>* %11, align 1, !alias.scope !30, !noalias !32
  %sunkaddr1271 = getelementptr i8, i8* %.6.i.i, i64 %index254
  %sunkaddr1272 = getelementptr i8, i8* %sunkaddr1271, i64 8
  %12 = bitcast i8* %sunkaddr1272 to <8 x i8>*
  store <8 x i8> %10, <8 x i8>* %12, align 1, !alias.scope !30, !noalias !32
  %sunkaddr1273 = mul i64 %index254, 2
  %sunkaddr1274 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1273
  %sunkaddr1275 = getelementptr i8, i8* %sunkaddr1274, i64 32
  %13 = bitcast i8* %sunkaddr1275 to <8 x i16>*
  %wide.load255.1 = load <8 x i16>, <8 x i16>* %13, align 2, !alias.scope !24, !noalias !27
  %sunkaddr1276 = mul i64 %index254, 2
  %sunkaddr1277 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1276
  %sunkaddr1278 = getelementptr i8, i8* %sunkaddr1277, i64 48
  %14 = bitcast i8* %sunkaddr1278 to <8 x i16>*
  %wide.load256.1 = load <8 x i16>, <8 x i16>* %14, align 2, !alias.scope !24, !noalias !27
  %15 = trunc <8 x i16> %wide.load255.1 to <8 x i8>
  %16 = trunc <8 x i16> %wide.load256.1 to <8 x i8>
  %sunkaddr1279 = getelementptr i8, i8* %.6.i.i, i64 %index254
  %sunkaddr1280 = getelementptr i8, i8* %sunkaddr1279, i64 16
  %17 = bitcast i8* %sunkaddr1280 to <8 x i8>*
  store <8 x i8> %15, <8 x i8>* %17, align 1, !alias.scope !30, !noalias !32
  %sunkaddr1281 = getelementptr i8, i8* %.6.i.i, i64 %index254
  %sunkaddr1282 = getelementptr i8, i8* %sunkaddr1281, i64 24
  %18 = bitcast i8* %sunkaddr1282 to <8 x i8>*
  store <8 x i8> %16, <8 x i8>* %18, align 1, !alias.scope !30, !noalias !32
  %index.next.1 = add i64 %index254, 32
  %lsr.iv.next1225 = add i64 %lsr.iv1224, -2
  %niter515.ncmp.1 = icmp eq i64 %lsr.iv.next1225, 0
  br i1 %niter515.ncmp.1, label %middle.block248.unr-lcssa, label %vector.body249, !llvm.loop !36

middle.block248.unr-lcssa:                        ; preds = %vector.body249, %vector.ph251
  %index254.unr = phi i64 [ 0, %vector.ph251 ], [ %index.next.1, %vector.body249 ]
  %19 = and i64 %5, 1
  %lcmp.mod513.not = icmp eq i64 %19, 0
  br i1 %lcmp.mod513.not, label %middle.block248, label %vector.body249.epil

vector.body249.epil:                              ; preds = %middle.block248.unr-lcssa
  %20 = shl nuw i64 %index254.unr, 1
  %21 = getelementptr i8, i8* %arg.a.0, i64 %20
  %22 = bitcast i8* %21 to <8 x i16>*
  %wide.load255.epil = load <8 x i16>, <8 x i16>* %22, align 2, !alias.scope !24, !noalias !27
  %23 = getelementptr i8, i8* %21, i64 16
  %24 = bitcast i8* %23 to <8 x i16>*
  %wide.load256.epil = load <8 x i16>, <8 x i16>* %24, align 2, !alias.scope !24, !noalias !27
  %25 = trunc <8 x i16> %wide.load255.epil to <8 x i8>
  %26 = trunc <8 x i16> %wide.load256.epil to <8 x i8>
  %27 = getelementptr i8, i8* %.6.i.i, i64 %index254.unr
  %28 = bitcast i8* %27 to <8 x i8>*
  store <8 x i8> %25, <8 x i8>* %28, align 1, !alias.scope !30, !noalias !32
  %29 = getelementptr i8, i8* %27, i64 8
  %30 = bitcast i8* %29 to <8 x i8>*
  store <8 x i8> %26, <8 x i8>* %30, align 1, !alias.scope !30, !noalias !32
  br label %middle.block248

middle.block248:                                  ; preds = %middle.block248.unr-lcssa, %vector.body249.epil
  %cmp.n253 = icmp eq i64 %spec.select, %n.vec252
  br i1 %cmp.n253, label %B296.endif.endif, label %B230.us167.us.preheader440

B230.us167.us.preheader440:                       ; preds = %vector.memcheck242, %B230.us167.us.preheader, %middle.block248
  %.200.0164.us169.us.ph = phi i64 [ 0, %vector.memcheck242 ], [ 0, %B230.us167.us.preheader ], [ %n.vec252, %middle.block248 ]
  %31 = xor i64 %.200.0164.us169.us.ph, -1
  %32 = add nsw i64 %spec.select, %31
  %xtraiter508 = and i64 %spec.select, 3
  %lcmp.mod509.not = icmp eq i64 %xtraiter508, 0
  br i1 %lcmp.mod509.not, label %B230.us167.us.prol.loopexit, label %B230.us167.us.prol.preheader

B230.us167.us.prol.preheader:                     ; preds = %B230.us167.us.preheader440
  br label %B230.us167.us.prol

B230.us167.us.prol:                               ; preds = %B230.us167.us.prol.preheader, %B230.us167.us.prol
  %lsr.iv1198 = phi i64 [ %xtraiter508, %B230.us167.us.prol.preheader ], [ %lsr.iv.next1199, %B230.us167.us.prol ]
  %.200.0164.us169.us.prol = phi i64 [ %.269.us171.us.prol, %B230.us167.us.prol ], [ %.200.0164.us169.us.ph, %B230.us167.us.prol.preheader ]
  %.269.us171.us.prol = add nuw nsw i64 %.200.0164.us169.us.prol, 1
  %33 = shl nuw i64 %.200.0164.us169.us.prol, 1
  %scevgep1196 = getelementptr i8, i8* %arg.a.0, i64 %33
  %scevgep11961197 = bitcast i8* %scevgep1196 to i16*
  %.66.i28.us178.us.prol = load i16, i16* %scevgep11961197, align 2, !noalias !27
  %.41.i5.us193.us.prol = trunc i16 %.66.i28.us178.us.prol to i8
  %scevgep1195 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us169.us.prol
  store i8 %.41.i5.us193.us.prol, i8* %scevgep1195, align 1, !noalias !38
  %lsr.iv.next1199 = add nsw i64 %lsr.iv1198, -1
  %prol.iter510.cmp.not = icmp eq i64 %lsr.iv.next1199, 0
  br i1 %prol.iter510.cmp.not, label %B230.us167.us.prol.loopexit, label %B230.us167.us.prol, !llvm.loop !39

B230.us167.us.prol.loopexit:                      ; preds = %B230.us167.us.prol, %B230.us167.us.preheader440
  %.200.0164.us169.us.unr = phi i64 [ %.200.0164.us169.us.ph, %B230.us167.us.preheader440 ], [ %.269.us171.us.prol, %B230.us167.us.prol ]
  %34 = icmp ult i64 %32, 3
  br i1 %34, label %B296.endif.endif, label %B230.us167.us.preheader541

B230.us167.us.preheader541:                       ; preds = %B230.us167.us.prol.loopexit
  br label %B230.us167.us

B230.us167.us:                                    ; preds = %B230.us167.us.preheader541, %B230.us167.us
  %.200.0164.us169.us = phi i64 [ %.269.us171.us.3, %B230.us167.us ], [ %.200.0164.us169.us.unr, %B230.us167.us.preheader541 ]
  %sunkaddr1283 = mul i64 %.200.0164.us169.us, 2
  %sunkaddr1284 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1283
  %35 = bitcast i8* %sunkaddr1284 to i16*
  %.66.i28.us178.us = load i16, i16* %35, align 2, !noalias !27
  %.41.i5.us193.us = trunc i16 %.66.i28.us178.us to i8
  %sunkaddr1285 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us169.us
  store i8 %.41.i5.us193.us, i8* %sunkaddr1285, align 1, !noalias !38
  %sunkaddr1286 = mul i64 %.200.0164.us169.us, 2
  %sunkaddr1287 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1286
  %sunkaddr1288 = getelementptr i8, i8* %sunkaddr1287, i64 2
  %36 = bitcast i8* %sunkaddr1288 to i16*
  %.66.i28.us178.us.1 = load i16, i16* %36, align 2, !noalias !27
  %.41.i5.us193.us.1 = trunc i16 %.66.i28.us178.us.1 to i8
  %sunkaddr1289 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us169.us
  %sunkaddr1290 = getelementptr i8, i8* %sunkaddr1289, i64 1
  store i8 %.41.i5.us193.us.1, i8* %sunkaddr1290, align 1, !noalias !38
  %sunkaddr1291 = mul i64 %.200.0164.us169.us, 2
  %sunkaddr1292 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1291
  %sunkaddr1293 = getelementptr i8, i8* %sunkaddr1292, i64 4
  %37 = bitcast i8* %sunkaddr1293 to i16*
  %.66.i28.us178.us.2 = load i16, i16* %37, align 2, !noalias !27
  %.41.i5.us193.us.2 = trunc i16 %.66.i28.us178.us.2 to i8
  %sunkaddr1294 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us169.us
  %sunkaddr1295 = getelementptr i8, i8* %sunkaddr1294, i64 2
  store i8 %.41.i5.us193.us.2, i8* %sunkaddr1295, align 1, !noalias !38
  %.269.us171.us.3 = add nuw nsw i64 %.200.0164.us169.us, 4
  %sunkaddr1296 = mul i64 %.200.0164.us169.us, 2
  %sunkaddr1297 = getelementptr i8, i8* %arg.a.0, i64 %sunkaddr1296
  %sunkaddr1298 = getelementptr i8, i8* %sunkaddr1297, i64 6
  %38 = bitcast i8* %sunkaddr1298 to i16*
  %.66.i28.us178.us.3 = load i16, i16* %38, align 2, !noalias !27
  %.41.i5.us193.us.3 = trunc i16 %.66.i28.us178.us.3 to i8
  %sunkaddr1299 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us169.us
  %sunkaddr1300 = getelementptr i8, i8* %sunkaddr1299, i64 3
  store i8 %.41.i5.us193.us.3, i8* %sunkaddr1300, align 1, !noalias !38
  %exitcond221.not.us.3 = icmp eq i64 %spec.select, %.269.us171.us.3
  br i1 %exitcond221.not.us.3, label %B296.endif.endif, label %B230.us167.us, !llvm.loop !41

B230.us120:                                       ; preds = %B230.us120.preheader, %B230.endif.endif.us127
  %.200.0164.us121 = phi i64 [ %.269.us122, %B230.endif.endif.us127 ], [ 0, %B230.us120.preheader ]
  %.269.us122 = add nuw nsw i64 %.200.0164.us121, 1
  %39 = shl i64 %.200.0164.us121, 2
  %scevgep1237 = getelementptr i8, i8* %arg.a.0, i64 %39
  %scevgep12371238 = bitcast i8* %scevgep1237 to i32*
  %.95.i33.us = load i32, i32* %scevgep12371238, align 4, !noalias !27
  switch i32 %.117.sroa.12.3, label %B230.endif.if [
    i32 1, label %B36.i7.us
    i32 2, label %B116.i11.us125
    i32 4, label %B196.i15.us123
  ]

B196.i15.us123:                                   ; preds = %B230.us120
  %40 = shl i64 %.200.0164.us121, 2
  %scevgep1235 = getelementptr i8, i8* %.6.i.i, i64 %40
  %scevgep12351236 = bitcast i8* %scevgep1235 to i32*
  store i32 %.95.i33.us, i32* %scevgep12351236, align 4, !noalias !38
  br label %B230.endif.endif.us127

B116.i11.us125:                                   ; preds = %B230.us120
  %.72.i8.us126 = trunc i32 %.95.i33.us to i16
  %41 = shl nuw i64 %.200.0164.us121, 1
  %scevgep1233 = getelementptr i8, i8* %.6.i.i, i64 %41
  %scevgep12331234 = bitcast i8* %scevgep1233 to i16*
  store i16 %.72.i8.us126, i16* %scevgep12331234, align 2, !noalias !38
  br label %B230.endif.endif.us127

B36.i7.us:                                        ; preds = %B230.us120
  %.41.i5.us = trunc i32 %.95.i33.us to i8
  %scevgep1232 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us121
  store i8 %.41.i5.us, i8* %scevgep1232, align 1, !noalias !38
  br label %B230.endif.endif.us127

B230.endif.endif.us127:                           ; preds = %B36.i7.us, %B116.i11.us125, %B196.i15.us123
  %exitcond218.not.us = icmp eq i64 %spec.select, %.269.us122
  br i1 %exitcond218.not.us, label %B296.endif.endif, label %B230.us120

B230.preheader.split:                             ; preds = %B230.lr.ph
  br i1 %1, label %B230.us128.preheader, label %B230.preheader

B230.preheader:                                   ; preds = %B230.preheader.split
  br label %B230

B230.us128.preheader:                             ; preds = %B230.preheader.split
  call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.6.i.i, i8 0, i64 %spec.select, i1 false), !noalias !38
  br label %B296.endif.endif

B230.lr.ph.split.us:                              ; preds = %B230.lr.ph
  br i1 %1, label %iter.check, label %B230.us.preheader

B230.us.preheader:                                ; preds = %B230.lr.ph.split.us
  switch i32 %.117.sroa.12.3, label %B230.endif.if [
    i32 4, label %B230.us.us152.preheader
    i32 2, label %B230.us.us155.preheader
  ]

B230.us.us155.preheader:                          ; preds = %B230.us.preheader
  %min.iters.check268 = icmp ult i64 %spec.select, 16
  br i1 %min.iters.check268, label %B230.us.us155.preheader438, label %vector.memcheck257

vector.memcheck257:                               ; preds = %B230.us.us155.preheader
  %42 = shl nuw i64 %spec.select, 1
  %scevgep259 = getelementptr i8, i8* %.6.i.i, i64 %42
  %scevgep260 = getelementptr i8, i8* %arg.a.0, i64 %spec.select
  %bound0261 = icmp ult i8* %.6.i.i, %scevgep260
  %bound1262 = icmp ugt i8* %scevgep259, %arg.a.0
  %found.conflict263 = and i1 %bound0261, %bound1262
  br i1 %found.conflict263, label %B230.us.us155.preheader438, label %vector.ph270

vector.ph270:                                     ; preds = %vector.memcheck257
  %const1260 = bitcast i64 9223372036854775800 to i64
  %const_mat1261 = add i64 %const1260, -8
  %n.vec272 = and i64 %spec.select, %const_mat1261
  %43 = add nsw i64 %n.vec272, -16
  %44 = lshr exact i64 %43, 4
  %45 = add nuw nsw i64 %44, 1
  %46 = icmp eq i64 %43, 0
  br i1 %46, label %middle.block264.unr-lcssa, label %vector.ph270.new

vector.ph270.new:                                 ; preds = %vector.ph270
  %const1242 = bitcast i64 2305843009213693950 to i64
  %unroll_iter506 = and i64 %45, %const1242
  br label %vector.body266

vector.body266:                                   ; preds = %vector.body266, %vector.ph270.new
  %lsr.iv1173 = phi i64 [ %lsr.iv.next1174, %vector.body266 ], [ %unroll_iter506, %vector.ph270.new ]
  %index275 = phi i64 [ 0, %vector.ph270.new ], [ %index.next278.1, %vector.body266 ]
  %sunkaddr1301 = getelementptr i8, i8* %arg.a.0, i64 %index275
  %47 = bitcast i8* %sunkaddr1301 to <8 x i8>*
  %wide.load276 = load <8 x i8>, <8 x i8>* %47, align 1, !alias.scope !42, !noalias !27
  %sunkaddr1302 = getelementptr i8, i8* %arg.a.0, i64 %index275
  %sunkaddr1303 = getelementptr i8, i8* %sunkaddr1302, i64 8
  %48 = bitcast i8* %sunkaddr1303 to <8 x i8>*
  %wide.load277 = load <8 x i8>, <8 x i8>* %48, align 1, !alias.scope !42, !noalias !27
  %49 = zext <8 x i8> %wide.load276 to <8 x i16>
  %50 = zext <8 x i8> %wide.load277 to <8 x i16>
  %sunkaddr1304 = mul i64 %index275, 2
  %sunkaddr1305 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1304
  %51 = bitcast i8* %sunkaddr1305 to <8 x i16>*
  store <8 x i16> %49, <8 x i16>* %51, align 2, !alias.scope !45, !noalias !47
  %sunkaddr1306 = mul i64 %index275, 2
  %sunkaddr1307 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, i8* %sunkaddr1307, i64 16
  %52 = bitcast i8* %sunkaddr1308 to <8 x i16>*
  store <8 x i16> %50, <8 x i16>* %52, align 2, !alias.scope !45, !noalias !47
  %sunkaddr1309 = getelementptr i8, i8* %arg.a.0, i64 %index275
  %sunkaddr1310 = getelementptr i8, i8* %sunkaddr1309, i64 16
  %53 = bitcast i8* %sunkaddr1310 to <8 x i8>*
  %wide.load276.1 = load <8 x i8>, <8 x i8>* %53, align 1, !alias.scope !42, !noalias !27
  %sunkaddr1311 = getelementptr i8, i8* %arg.a.0, i64 %index275
  %sunkaddr1312 = getelementptr i8, i8* %sunkaddr1311, i64 24
  %54 = bitcast i8* %sunkaddr1312 to <8 x i8>*
  %wide.load277.1 = load <8 x i8>, <8 x i8>* %54, align 1, !alias.scope !42, !noalias !27
  %55 = zext <8 x i8> %wide.load276.1 to <8 x i16>
  %56 = zext <8 x i8> %wide.load277.1 to <8 x i16>
  %sunkaddr1313 = mul i64 %index275, 2
  %sunkaddr1314 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1313
  %sunkaddr1315 = getelementptr i8, i8* %sunkaddr1314, i64 32
  %57 = bitcast i8* %sunkaddr1315 to <8 x i16>*
  store <8 x i16> %55, <8 x i16>* %57, align 2, !alias.scope !45, !noalias !47
  %sunkaddr1316 = mul i64 %index275, 2
  %sunkaddr1317 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1316
  %sunkaddr1318 = getelementptr i8, i8* %sunkaddr1317, i64 48
  %58 = bitcast i8* %sunkaddr1318 to <8 x i16>*
  store <8 x i16> %56, <8 x i16>* %58, align 2, !alias.scope !45, !noalias !47
  %index.next278.1 = add i64 %index275, 32
  %lsr.iv.next1174 = add i64 %lsr.iv1173, -2
  %niter507.ncmp.1 = icmp eq i64 %lsr.iv.next1174, 0
  br i1 %niter507.ncmp.1, label %middle.block264.unr-lcssa, label %vector.body266, !llvm.loop !48

middle.block264.unr-lcssa:                        ; preds = %vector.body266, %vector.ph270
  %index275.unr = phi i64 [ 0, %vector.ph270 ], [ %index.next278.1, %vector.body266 ]
  %59 = and i64 %45, 1
  %lcmp.mod505.not = icmp eq i64 %59, 0
  br i1 %lcmp.mod505.not, label %middle.block264, label %vector.body266.epil

vector.body266.epil:                              ; preds = %middle.block264.unr-lcssa
  %60 = getelementptr i8, i8* %arg.a.0, i64 %index275.unr
  %61 = bitcast i8* %60 to <8 x i8>*
  %wide.load276.epil = load <8 x i8>, <8 x i8>* %61, align 1, !alias.scope !42, !noalias !27
  %62 = getelementptr i8, i8* %60, i64 8
  %63 = bitcast i8* %62 to <8 x i8>*
  %wide.load277.epil = load <8 x i8>, <8 x i8>* %63, align 1, !alias.scope !42, !noalias !27
  %64 = zext <8 x i8> %wide.load276.epil to <8 x i16>
  %65 = zext <8 x i8> %wide.load277.epil to <8 x i16>
  %66 = shl nuw i64 %index275.unr, 1
  %67 = getelementptr i8, i8* %.6.i.i, i64 %66
  %68 = bitcast i8* %67 to <8 x i16>*
  store <8 x i16> %64, <8 x i16>* %68, align 2, !alias.scope !45, !noalias !47
  %69 = getelementptr i8, i8* %67, i64 16
  %70 = bitcast i8* %69 to <8 x i16>*
  store <8 x i16> %65, <8 x i16>* %70, align 2, !alias.scope !45, !noalias !47
  br label %middle.block264

middle.block264:                                  ; preds = %middle.block264.unr-lcssa, %vector.body266.epil
  %cmp.n274 = icmp eq i64 %spec.select, %n.vec272
  br i1 %cmp.n274, label %B296.endif.endif, label %B230.us.us155.preheader438

B230.us.us155.preheader438:                       ; preds = %vector.memcheck257, %B230.us.us155.preheader, %middle.block264
  %.200.0164.us.us156.ph = phi i64 [ 0, %vector.memcheck257 ], [ 0, %B230.us.us155.preheader ], [ %n.vec272, %middle.block264 ]
  %71 = xor i64 %.200.0164.us.us156.ph, -1
  %72 = add nsw i64 %spec.select, %71
  %xtraiter500 = and i64 %spec.select, 3
  %lcmp.mod501.not = icmp eq i64 %xtraiter500, 0
  br i1 %lcmp.mod501.not, label %B230.us.us155.prol.loopexit, label %B230.us.us155.prol.preheader

B230.us.us155.prol.preheader:                     ; preds = %B230.us.us155.preheader438
  br label %B230.us.us155.prol

B230.us.us155.prol:                               ; preds = %B230.us.us155.prol.preheader, %B230.us.us155.prol
  %lsr.iv1147 = phi i64 [ %xtraiter500, %B230.us.us155.prol.preheader ], [ %lsr.iv.next1148, %B230.us.us155.prol ]
  %.200.0164.us.us156.prol = phi i64 [ %.269.us.us157.prol, %B230.us.us155.prol ], [ %.200.0164.us.us156.ph, %B230.us.us155.prol.preheader ]
  %.269.us.us157.prol = add nuw nsw i64 %.200.0164.us.us156.prol, 1
  %scevgep1146 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us156.prol
  %.37.i23.us.us159.prol = load i8, i8* %scevgep1146, align 1, !noalias !27
  %.72.i8.us.us161.prol = zext i8 %.37.i23.us.us159.prol to i16
  %73 = shl nuw i64 %.200.0164.us.us156.prol, 1
  %scevgep1144 = getelementptr i8, i8* %.6.i.i, i64 %73
  %scevgep11441145 = bitcast i8* %scevgep1144 to i16*
  store i16 %.72.i8.us.us161.prol, i16* %scevgep11441145, align 2, !noalias !38
  %lsr.iv.next1148 = add nsw i64 %lsr.iv1147, -1
  %prol.iter502.cmp.not = icmp eq i64 %lsr.iv.next1148, 0
  br i1 %prol.iter502.cmp.not, label %B230.us.us155.prol.loopexit, label %B230.us.us155.prol, !llvm.loop !49

B230.us.us155.prol.loopexit:                      ; preds = %B230.us.us155.prol, %B230.us.us155.preheader438
  %.200.0164.us.us156.unr = phi i64 [ %.200.0164.us.us156.ph, %B230.us.us155.preheader438 ], [ %.269.us.us157.prol, %B230.us.us155.prol ]
  %74 = icmp ult i64 %72, 3
  br i1 %74, label %B296.endif.endif, label %B230.us.us155.preheader539

B230.us.us155.preheader539:                       ; preds = %B230.us.us155.prol.loopexit
  br label %B230.us.us155

B230.us.us152.preheader:                          ; preds = %B230.us.preheader
  %min.iters.check288 = icmp ult i64 %spec.select, 8
  br i1 %min.iters.check288, label %B230.us.us152.preheader436, label %vector.memcheck279

vector.memcheck279:                               ; preds = %B230.us.us152.preheader
  %75 = shl i64 %spec.select, 2
  %scevgep280 = getelementptr i8, i8* %.6.i.i, i64 %75
  %scevgep281 = getelementptr i8, i8* %arg.a.0, i64 %spec.select
  %bound0282 = icmp ult i8* %.6.i.i, %scevgep281
  %bound1283 = icmp ugt i8* %scevgep280, %arg.a.0
  %found.conflict284 = and i1 %bound0282, %bound1283
  br i1 %found.conflict284, label %B230.us.us152.preheader436, label %vector.ph289

vector.ph289:                                     ; preds = %vector.memcheck279
  %const1262 = bitcast i64 9223372036854775800 to i64
  %n.vec291 = and i64 %spec.select, %const1262
  %76 = add nsw i64 %n.vec291, -8
  %77 = lshr exact i64 %76, 3
  %78 = add nuw nsw i64 %77, 1
  %79 = icmp eq i64 %76, 0
  br i1 %79, label %middle.block285.unr-lcssa, label %vector.ph289.new

vector.ph289.new:                                 ; preds = %vector.ph289
  %const1246 = bitcast i64 4611686018427387902 to i64
  %unroll_iter498 = and i64 %78, %const1246
  br label %vector.body287

vector.body287:                                   ; preds = %vector.body287, %vector.ph289.new
  %lsr.iv1122 = phi i64 [ %lsr.iv.next1123, %vector.body287 ], [ %unroll_iter498, %vector.ph289.new ]
  %index294 = phi i64 [ 0, %vector.ph289.new ], [ %index.next297.1, %vector.body287 ]
  %sunkaddr1319 = getelementptr i8, i8* %arg.a.0, i64 %index294
  %80 = bitcast i8* %sunkaddr1319 to <4 x i8>*
  %wide.load295 = load <4 x i8>, <4 x i8>* %80, align 1, !alias.scope !50, !noalias !27
  %sunkaddr1320 = getelementptr i8, i8* %arg.a.0, i64 %index294
  %sunkaddr1321 = getelementptr i8, i8* %sunkaddr1320, i64 4
  %81 = bitcast i8* %sunkaddr1321 to <4 x i8>*
  %wide.load296 = load <4 x i8>, <4 x i8>* %81, align 1, !alias.scope !50, !noalias !27
  %82 = zext <4 x i8> %wide.load295 to <4 x i32>
  %83 = zext <4 x i8> %wide.load296 to <4 x i32>
  %sunkaddr1322 = mul i64 %index294, 4
  %sunkaddr1323 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1322
  %84 = bitcast i8* %sunkaddr1323 to <4 x i32>*
  store <4 x i32> %82, <4 x i32>* %84, align 4, !alias.scope !53, !noalias !55
  %sunkaddr1324 = mul i64 %index294, 4
  %sunkaddr1325 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, i8* %sunkaddr1325, i64 16
  %85 = bitcast i8* %sunkaddr1326 to <4 x i32>*
  store <4 x i32> %83, <4 x i32>* %85, align 4, !alias.scope !53, !noalias !55
  %sunkaddr1327 = getelementptr i8, i8* %arg.a.0, i64 %index294
  %sunkaddr1328 = getelementptr i8, i8* %sunkaddr1327, i64 8
  %86 = bitcast i8* %sunkaddr1328 to <4 x i8>*
  %wide.load295.1 = load <4 x i8>, <4 x i8>* %86, align 1, !alias.scope !50, !noalias !27
  %sunkaddr1329 = getelementptr i8, i8* %arg.a.0, i64 %index294
  %sunkaddr1330 = getelementptr i8, i8* %sunkaddr1329, i64 12
  %87 = bitcast i8* %sunkaddr1330 to <4 x i8>*
  %wide.load296.1 = load <4 x i8>, <4 x i8>* %87, align 1, !alias.scope !50, !noalias !27
  %88 = zext <4 x i8> %wide.load295.1 to <4 x i32>
  %89 = zext <4 x i8> %wide.load296.1 to <4 x i32>
  %sunkaddr1331 = mul i64 %index294, 4
  %sunkaddr1332 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1331
  %sunkaddr1333 = getelementptr i8, i8* %sunkaddr1332, i64 32
  %90 = bitcast i8* %sunkaddr1333 to <4 x i32>*
  store <4 x i32> %88, <4 x i32>* %90, align 4, !alias.scope !53, !noalias !55
  %sunkaddr1334 = mul i64 %index294, 4
  %sunkaddr1335 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1334
  %sunkaddr1336 = getelementptr i8, i8* %sunkaddr1335, i64 48
  %91 = bitcast i8* %sunkaddr1336 to <4 x i32>*
  store <4 x i32> %89, <4 x i32>* %91, align 4, !alias.scope !53, !noalias !55
  %index.next297.1 = add i64 %index294, 16
  %lsr.iv.next1123 = add i64 %lsr.iv1122, -2
  %niter499.ncmp.1 = icmp eq i64 %lsr.iv.next1123, 0
  br i1 %niter499.ncmp.1, label %middle.block285.unr-lcssa, label %vector.body287, !llvm.loop !56

middle.block285.unr-lcssa:                        ; preds = %vector.body287, %vector.ph289
  %index294.unr = phi i64 [ 0, %vector.ph289 ], [ %index.next297.1, %vector.body287 ]
  %92 = and i64 %78, 1
  %lcmp.mod497.not = icmp eq i64 %92, 0
  br i1 %lcmp.mod497.not, label %middle.block285, label %vector.body287.epil

vector.body287.epil:                              ; preds = %middle.block285.unr-lcssa
  %93 = getelementptr i8, i8* %arg.a.0, i64 %index294.unr
  %94 = bitcast i8* %93 to <4 x i8>*
  %wide.load295.epil = load <4 x i8>, <4 x i8>* %94, align 1, !alias.scope !50, !noalias !27
  %95 = getelementptr i8, i8* %93, i64 4
  %96 = bitcast i8* %95 to <4 x i8>*
  %wide.load296.epil = load <4 x i8>, <4 x i8>* %96, align 1, !alias.scope !50, !noalias !27
  %97 = zext <4 x i8> %wide.load295.epil to <4 x i32>
  %98 = zext <4 x i8> %wide.load296.epil to <4 x i32>
  %99 = shl i64 %index294.unr, 2
  %100 = getelementptr i8, i8* %.6.i.i, i64 %99
  %101 = bitcast i8* %100 to <4 x i32>*
  store <4 x i32> %97, <4 x i32>* %101, align 4, !alias.scope !53, !noalias !55
  %102 = getelementptr i8, i8* %100, i64 16
  %103 = bitcast i8* %102 to <4 x i32>*
  store <4 x i32> %98, <4 x i32>* %103, align 4, !alias.scope !53, !noalias !55
  br label %middle.block285

middle.block285:                                  ; preds = %middle.block285.unr-lcssa, %vector.body287.epil
  %cmp.n293 = icmp eq i64 %spec.select, %n.vec291
  br i1 %cmp.n293, label %B296.endif.endif, label %B230.us.us152.preheader436

B230.us.us152.preheader436:                       ; preds = %vector.memcheck279, %B230.us.us152.preheader, %middle.block285
  %.200.0164.us.us153.ph = phi i64 [ 0, %vector.memcheck279 ], [ 0, %B230.us.us152.preheader ], [ %n.vec291, %middle.block285 ]
  %104 = xor i64 %.200.0164.us.us153.ph, -1
  %105 = add nsw i64 %spec.select, %104
  %xtraiter490 = and i64 %spec.select, 3
  %lcmp.mod491.not = icmp eq i64 %xtraiter490, 0
  br i1 %lcmp.mod491.not, label %B230.us.us152.prol.loopexit, label %B230.us.us152.prol.preheader

B230.us.us152.prol.preheader:                     ; preds = %B230.us.us152.preheader436
  br label %B230.us.us152.prol

B230.us.us152.prol:                               ; preds = %B230.us.us152.prol.preheader, %B230.us.us152.prol
  %lsr.iv1096 = phi i64 [ %xtraiter490, %B230.us.us152.prol.preheader ], [ %lsr.iv.next1097, %B230.us.us152.prol ]
  %.200.0164.us.us153.prol = phi i64 [ %.269.us.us.prol492, %B230.us.us152.prol ], [ %.200.0164.us.us153.ph, %B230.us.us152.prol.preheader ]
  %.269.us.us.prol492 = add nuw nsw i64 %.200.0164.us.us153.prol, 1
  %scevgep1095 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us153.prol
  %.37.i23.us.us.prol = load i8, i8* %scevgep1095, align 1, !noalias !27
  %.103.i12.us.us.prol = zext i8 %.37.i23.us.us.prol to i32
  %106 = shl i64 %.200.0164.us.us153.prol, 2
  %scevgep1093 = getelementptr i8, i8* %.6.i.i, i64 %106
  %scevgep10931094 = bitcast i8* %scevgep1093 to i32*
  store i32 %.103.i12.us.us.prol, i32* %scevgep10931094, align 4, !noalias !38
  %lsr.iv.next1097 = add nsw i64 %lsr.iv1096, -1
  %prol.iter493.cmp.not = icmp eq i64 %lsr.iv.next1097, 0
  br i1 %prol.iter493.cmp.not, label %B230.us.us152.prol.loopexit, label %B230.us.us152.prol, !llvm.loop !57

B230.us.us152.prol.loopexit:                      ; preds = %B230.us.us152.prol, %B230.us.us152.preheader436
  %.200.0164.us.us153.unr = phi i64 [ %.200.0164.us.us153.ph, %B230.us.us152.preheader436 ], [ %.269.us.us.prol492, %B230.us.us152.prol ]
  %107 = icmp ult i64 %105, 3
  br i1 %107, label %B296.endif.endif, label %B230.us.us152.preheader537

B230.us.us152.preheader537:                       ; preds = %B230.us.us152.prol.loopexit
  br label %B230.us.us152

B230.us.us152:                                    ; preds = %B230.us.us152.preheader537, %B230.us.us152
  %.200.0164.us.us153 = phi i64 [ %.269.us.us.3494, %B230.us.us152 ], [ %.200.0164.us.us153.unr, %B230.us.us152.preheader537 ]
  %sunkaddr1337 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us153
  %.37.i23.us.us = load i8, i8* %sunkaddr1337, align 1, !noalias !27
  %.103.i12.us.us = zext i8 %.37.i23.us.us to i32
  %sunkaddr1338 = mul i64 %.200.0164.us.us153, 4
  %sunkaddr1339 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1338
  %108 = bitcast i8* %sunkaddr1339 to i32*
  store i32 %.103.i12.us.us, i32* %108, align 4, !noalias !38
  %sunkaddr1340 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us153
  %sunkaddr1341 = getelementptr i8, i8* %sunkaddr1340, i64 1
  %.37.i23.us.us.1 = load i8, i8* %sunkaddr1341, align 1, !noalias !27
  %.103.i12.us.us.1 = zext i8 %.37.i23.us.us.1 to i32
  %sunkaddr1342 = mul i64 %.200.0164.us.us153, 4
  %sunkaddr1343 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1342
  %sunkaddr1344 = getelementptr i8, i8* %sunkaddr1343, i64 4
  %109 = bitcast i8* %sunkaddr1344 to i32*
  store i32 %.103.i12.us.us.1, i32* %109, align 4, !noalias !38
  %sunkaddr1345 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us153
  %sunkaddr1346 = getelementptr i8, i8* %sunkaddr1345, i64 2
  %.37.i23.us.us.2 = load i8, i8* %sunkaddr1346, align 1, !noalias !27
  %.103.i12.us.us.2 = zext i8 %.37.i23.us.us.2 to i32
  %sunkaddr1347 = mul i64 %.200.0164.us.us153, 4
  %sunkaddr1348 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1347
  %sunkaddr1349 = getelementptr i8, i8* %sunkaddr1348, i64 8
  %110 = bitcast i8* %sunkaddr1349 to i32*
  store i32 %.103.i12.us.us.2, i32* %110, align 4, !noalias !38
  %.269.us.us.3494 = add nuw nsw i64 %.200.0164.us.us153, 4
  %sunkaddr1350 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us153
  %sunkaddr1351 = getelementptr i8, i8* %sunkaddr1350, i64 3
  %.37.i23.us.us.3 = load i8, i8* %sunkaddr1351, align 1, !noalias !27
  %.103.i12.us.us.3 = zext i8 %.37.i23.us.us.3 to i32
  %sunkaddr1352 = mul i64 %.200.0164.us.us153, 4
  %sunkaddr1353 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1352
  %sunkaddr1354 = getelementptr i8, i8* %sunkaddr1353, i64 12
  %111 = bitcast i8* %sunkaddr1354 to i32*
  store i32 %.103.i12.us.us.3, i32* %111, align 4, !noalias !38
  %exitcond220.not.us.3 = icmp eq i64 %spec.select, %.269.us.us.3494
  br i1 %exitcond220.not.us.3, label %B296.endif.endif, label %B230.us.us152, !llvm.loop !58

B230.us.us155:                                    ; preds = %B230.us.us155.preheader539, %B230.us.us155
  %.200.0164.us.us156 = phi i64 [ %.269.us.us157.3, %B230.us.us155 ], [ %.200.0164.us.us156.unr, %B230.us.us155.preheader539 ]
  %sunkaddr1355 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us156
  %.37.i23.us.us159 = load i8, i8* %sunkaddr1355, align 1, !noalias !27
  %.72.i8.us.us161 = zext i8 %.37.i23.us.us159 to i16
  %sunkaddr1356 = mul i64 %.200.0164.us.us156, 2
  %sunkaddr1357 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1356
  %112 = bitcast i8* %sunkaddr1357 to i16*
  store i16 %.72.i8.us.us161, i16* %112, align 2, !noalias !38
  %sunkaddr1358 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us156
  %sunkaddr1359 = getelementptr i8, i8* %sunkaddr1358, i64 1
  %.37.i23.us.us159.1 = load i8, i8* %sunkaddr1359, align 1, !noalias !27
  %.72.i8.us.us161.1 = zext i8 %.37.i23.us.us159.1 to i16
  %sunkaddr1360 = mul i64 %.200.0164.us.us156, 2
  %sunkaddr1361 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1360
  %sunkaddr1362 = getelementptr i8, i8* %sunkaddr1361, i64 2
  %113 = bitcast i8* %sunkaddr1362 to i16*
  store i16 %.72.i8.us.us161.1, i16* %113, align 2, !noalias !38
  %sunkaddr1363 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us156
  %sunkaddr1364 = getelementptr i8, i8* %sunkaddr1363, i64 2
  %.37.i23.us.us159.2 = load i8, i8* %sunkaddr1364, align 1, !noalias !27
  %.72.i8.us.us161.2 = zext i8 %.37.i23.us.us159.2 to i16
  %sunkaddr1365 = mul i64 %.200.0164.us.us156, 2
  %sunkaddr1366 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1365
  %sunkaddr1367 = getelementptr i8, i8* %sunkaddr1366, i64 4
  %114 = bitcast i8* %sunkaddr1367 to i16*
  store i16 %.72.i8.us.us161.2, i16* %114, align 2, !noalias !38
  %.269.us.us157.3 = add nuw nsw i64 %.200.0164.us.us156, 4
  %sunkaddr1368 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us156
  %sunkaddr1369 = getelementptr i8, i8* %sunkaddr1368, i64 3
  %.37.i23.us.us159.3 = load i8, i8* %sunkaddr1369, align 1, !noalias !27
  %.72.i8.us.us161.3 = zext i8 %.37.i23.us.us159.3 to i16
  %sunkaddr1370 = mul i64 %.200.0164.us.us156, 2
  %sunkaddr1371 = getelementptr i8, i8* %.6.i.i, i64 %sunkaddr1370
  %sunkaddr1372 = getelementptr i8, i8* %sunkaddr1371, i64 6
  %115 = bitcast i8* %sunkaddr1372 to i16*
  store i16 %.72.i8.us.us161.3, i16* %115, align 2, !noalias !38
  %exitcond220.not.us169.3 = icmp eq i64 %spec.select, %.269.us.us157.3
  br i1 %exitcond220.not.us169.3, label %B296.endif.endif, label %B230.us.us155, !llvm.loop !59

iter.check:                                       ; preds = %B230.lr.ph.split.us
  %min.iters.check = icmp ult i64 %spec.select, 8
  br i1 %min.iters.check, label %B230.us.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr i8, i8* %.6.i.i, i64 %spec.select
  %scevgep246 = getelementptr i8, i8* %arg.a.0, i64 %spec.select
  %bound0 = icmp ult i8* %.6.i.i, %scevgep246
  %bound1 = icmp ugt i8* %scevgep, %arg.a.0
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B230.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const1263 = bitcast i64 9223372036854775800 to i64
  %min.iters.check247 = icmp ult i64 %spec.select, 32
  br i1 %min.iters.check247, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat1264 = add i64 %const1263, -24
  %n.vec = and i64 %spec.select, %const_mat1264
  %116 = add nsw i64 %n.vec, -32
  %117 = lshr exact i64 %116, 5
  %118 = add i64 %117, 1
  %xtraiter309 = and i64 %118, 3
  %119 = icmp ult i64 %116, 96
  br i1 %119, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %120 = lshr i64 %118, 2
  %121 = mul nsw i64 %120, -4
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1025 = phi i64 [ %lsr.iv.next1026, %vector.body ], [ %121, %vector.ph.new ]
  %index = phi i64 [ %index.next.3, %vector.body ], [ 0, %vector.ph.new ]
  %sunkaddr1373 = getelementptr i8, i8* %arg.a.0, i64 %index
  %122 = bitcast i8* %sunkaddr1373 to <16 x i8>*
  %wide.load = load <16 x i8>, <16 x i8>* %122, align 1, !alias.scope !60, !noalias !27
  %sunkaddr1374 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1375 = getelementptr i8, i8* %sunkaddr1374, i64 16
  %123 = bitcast i8* %sunkaddr1375 to <16 x i8>*
  %wide.load248 = load <16 x i8>, <16 x i8>* %123, align 1, !alias.scope !60, !noalias !27
  %sunkaddr1376 = getelementptr i8, i8* %.6.i.i, i64 %index
  %124 = bitcast i8* %sunkaddr1376 to <16 x i8>*
  store <16 x i8> %wide.load, <16 x i8>* %124, align 1, !alias.scope !63, !noalias !65
  %sunkaddr1377 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1378 = getelementptr i8, i8* %sunkaddr1377, i64 16
  %125 = bitcast i8* %sunkaddr1378 to <16 x i8>*
  store <16 x i8> %wide.load248, <16 x i8>* %125, align 1, !alias.scope !63, !noalias !65
  %sunkaddr1379 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1380 = getelementptr i8, i8* %sunkaddr1379, i64 32
  %126 = bitcast i8* %sunkaddr1380 to <16 x i8>*
  %wide.load.1 = load <16 x i8>, <16 x i8>* %126, align 1, !alias.scope !60, !noalias !27
  %sunkaddr1381 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1382 = getelementptr i8, i8* %sunkaddr1381, i64 48
  %127 = bitcast i8* %sunkaddr1382 to <16 x i8>*
  %wide.load248.1 = load <16 x i8>, <16 x i8>* %127, align 1, !alias.scope !60, !noalias !27
  %sunkaddr1383 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1384 = getelementptr i8, i8* %sunkaddr1383, i64 32
  %128 = bitcast i8* %sunkaddr1384 to <16 x i8>*
  store <16 x i8> %wide.load.1, <16 x i8>* %128, align 1, !alias.scope !63, !noalias !65
  %sunkaddr1385 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1386 = getelementptr i8, i8* %sunkaddr1385, i64 48
  %129 = bitcast i8* %sunkaddr1386 to <16 x i8>*
  store <16 x i8> %wide.load248.1, <16 x i8>* %129, align 1, !alias.scope !63, !noalias !65
  %sunkaddr1387 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1388 = getelementptr i8, i8* %sunkaddr1387, i64 64
  %130 = bitcast i8* %sunkaddr1388 to <16 x i8>*
  %wide.load.2 = load <16 x i8>, <16 x i8>* %130, align 1, !alias.scope !60, !noalias !27
  %sunkaddr1389 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1390 = getelementptr i8, i8* %sunkaddr1389, i64 80
  %131 = bitcast i8* %sunkaddr1390 to <16 x i8>*
  %wide.load248.2 = load <16 x i8>, <16 x i8>* %131, align 1, !alias.scope !60, !noalias !27
  %sunkaddr1391 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1392 = getelementptr i8, i8* %sunkaddr1391, i64 64
  %132 = bitcast i8* %sunkaddr1392 to <16 x i8>*
  store <16 x i8> %wide.load.2, <16 x i8>* %132, align 1, !alias.scope !63, !noalias !65
  %sunkaddr1393 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1394 = getelementptr i8, i8* %sunkaddr1393, i64 80
  %133 = bitcast i8* %sunkaddr1394 to <16 x i8>*
  store <16 x i8> %wide.load248.2, <16 x i8>* %133, align 1, !alias.scope !63, !noalias !65
  %sunkaddr1395 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1396 = getelementptr i8, i8* %sunkaddr1395, i64 96
  %134 = bitcast i8* %sunkaddr1396 to <16 x i8>*
  %wide.load.3 = load <16 x i8>, <16 x i8>* %134, align 1, !alias.scope !60, !noalias !27
  %sunkaddr1397 = getelementptr i8, i8* %arg.a.0, i64 %index
  %sunkaddr1398 = getelementptr i8, i8* %sunkaddr1397, i64 112
  %135 = bitcast i8* %sunkaddr1398 to <16 x i8>*
  %wide.load248.3 = load <16 x i8>, <16 x i8>* %135, align 1, !alias.scope !60, !noalias !27
  %sunkaddr1399 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1400 = getelementptr i8, i8* %sunkaddr1399, i64 96
  %136 = bitcast i8* %sunkaddr1400 to <16 x i8>*
  store <16 x i8> %wide.load.3, <16 x i8>* %136, align 1, !alias.scope !63, !noalias !65
  %sunkaddr1401 = getelementptr i8, i8* %.6.i.i, i64 %index
  %sunkaddr1402 = getelementptr i8, i8* %sunkaddr1401, i64 112
  %137 = bitcast i8* %sunkaddr1402 to <16 x i8>*
  store <16 x i8> %wide.load248.3, <16 x i8>* %137, align 1, !alias.scope !63, !noalias !65
  %index.next.3 = add i64 %index, 128
  %lsr.iv.next1026 = add i64 %lsr.iv1025, 4
  %niter313.ncmp.3 = icmp eq i64 %lsr.iv.next1026, 0
  br i1 %niter313.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !66

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod311.not = icmp eq i64 %xtraiter309, 0
  br i1 %lcmp.mod311.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %138 = add nuw nsw i64 %index.unr, 16
  %scevgep482 = getelementptr i8, i8* %.6.i.i, i64 %138
  %scevgep490 = getelementptr i8, i8* %arg.a.0, i64 %138
  %139 = shl i64 %xtraiter309, 5
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv483 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next484, %vector.body.epil ]
  %scevgep1020 = getelementptr i8, i8* %scevgep490, i64 %lsr.iv483
  %scevgep10201021 = bitcast i8* %scevgep1020 to <16 x i8>*
  %scevgep1022 = getelementptr <16 x i8>, <16 x i8>* %scevgep10201021, i64 -1
  %wide.load.epil = load <16 x i8>, <16 x i8>* %scevgep1022, align 1, !alias.scope !60, !noalias !27
  %scevgep1023 = getelementptr i8, i8* %scevgep490, i64 %lsr.iv483
  %scevgep10231024 = bitcast i8* %scevgep1023 to <16 x i8>*
  %wide.load248.epil = load <16 x i8>, <16 x i8>* %scevgep10231024, align 1, !alias.scope !60, !noalias !27
  %scevgep1015 = getelementptr i8, i8* %scevgep482, i64 %lsr.iv483
  %scevgep10151016 = bitcast i8* %scevgep1015 to <16 x i8>*
  %scevgep1017 = getelementptr <16 x i8>, <16 x i8>* %scevgep10151016, i64 -1
  store <16 x i8> %wide.load.epil, <16 x i8>* %scevgep1017, align 1, !alias.scope !63, !noalias !65
  %scevgep1018 = getelementptr i8, i8* %scevgep482, i64 %lsr.iv483
  %scevgep10181019 = bitcast i8* %scevgep1018 to <16 x i8>*
  store <16 x i8> %wide.load248.epil, <16 x i8>* %scevgep10181019, align 1, !alias.scope !63, !noalias !65
  %lsr.iv.next484 = add nuw nsw i64 %lsr.iv483, 32
  %epil.iter310.cmp.not = icmp eq i64 %139, %lsr.iv.next484
  br i1 %epil.iter310.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !67

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %spec.select, %n.vec
  br i1 %cmp.n, label %B296.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %spec.select, 24
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %B230.us.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec250 = and i64 %spec.select, %const1263
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index252 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next254, %vec.epilog.vector.body ]
  %scevgep1013 = getelementptr i8, i8* %arg.a.0, i64 %index252
  %scevgep10131014 = bitcast i8* %scevgep1013 to <8 x i8>*
  %wide.load253 = load <8 x i8>, <8 x i8>* %scevgep10131014, align 1, !noalias !27
  %scevgep1011 = getelementptr i8, i8* %.6.i.i, i64 %index252
  %scevgep10111012 = bitcast i8* %scevgep1011 to <8 x i8>*
  store <8 x i8> %wide.load253, <8 x i8>* %scevgep10111012, align 1, !noalias !38
  %index.next254 = add nuw i64 %index252, 8
  %140 = icmp eq i64 %n.vec250, %index.next254
  br i1 %140, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !68

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n251 = icmp eq i64 %spec.select, %n.vec250
  br i1 %cmp.n251, label %B296.endif.endif, label %B230.us.us.preheader

B230.us.us.preheader:                             ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %.200.0164.us.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec250, %vec.epilog.middle.block ]
  %141 = xor i64 %.200.0164.us.us.ph, -1
  %142 = add nsw i64 %spec.select, %141
  %xtraiter306 = and i64 %spec.select, 3
  %lcmp.mod307.not = icmp eq i64 %xtraiter306, 0
  br i1 %lcmp.mod307.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol.preheader

B230.us.us.prol.preheader:                        ; preds = %B230.us.us.preheader
  br label %B230.us.us.prol

B230.us.us.prol:                                  ; preds = %B230.us.us.prol.preheader, %B230.us.us.prol
  %lsr.iv476 = phi i64 [ %lsr.iv.next477, %B230.us.us.prol ], [ %xtraiter306, %B230.us.us.prol.preheader ]
  %.200.0164.us.us.prol = phi i64 [ %.269.us.us.prol, %B230.us.us.prol ], [ %.200.0164.us.us.ph, %B230.us.us.prol.preheader ]
  %.269.us.us.prol = add nuw nsw i64 %.200.0164.us.us.prol, 1
  %scevgep1010 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us.prol
  %.37.i23.us.us201.prol = load i8, i8* %scevgep1010, align 1, !noalias !27
  %scevgep1009 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us.us.prol
  store i8 %.37.i23.us.us201.prol, i8* %scevgep1009, align 1, !noalias !38
  %lsr.iv.next477 = add nsw i64 %lsr.iv476, -1
  %prol.iter308.cmp.not = icmp eq i64 %lsr.iv.next477, 0
  br i1 %prol.iter308.cmp.not, label %B230.us.us.prol.loopexit, label %B230.us.us.prol, !llvm.loop !70

B230.us.us.prol.loopexit:                         ; preds = %B230.us.us.prol, %B230.us.us.preheader
  %.200.0164.us.us.unr = phi i64 [ %.200.0164.us.us.ph, %B230.us.us.preheader ], [ %.269.us.us.prol, %B230.us.us.prol ]
  %143 = icmp ult i64 %142, 3
  br i1 %143, label %B296.endif.endif, label %B230.us.us.preheader20

B230.us.us.preheader20:                           ; preds = %B230.us.us.prol.loopexit
  br label %B230.us.us

B230.us.us:                                       ; preds = %B230.us.us.preheader20, %B230.us.us
  %.200.0164.us.us = phi i64 [ %.269.us.us.3, %B230.us.us ], [ %.200.0164.us.us.unr, %B230.us.us.preheader20 ]
  %sunkaddr1403 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us
  %.37.i23.us.us201 = load i8, i8* %sunkaddr1403, align 1, !noalias !27
  %sunkaddr1404 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us.us
  store i8 %.37.i23.us.us201, i8* %sunkaddr1404, align 1, !noalias !38
  %sunkaddr1405 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us
  %sunkaddr1406 = getelementptr i8, i8* %sunkaddr1405, i64 1
  %.37.i23.us.us201.1 = load i8, i8* %sunkaddr1406, align 1, !noalias !27
  %sunkaddr1407 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us.us
  %sunkaddr1408 = getelementptr i8, i8* %sunkaddr1407, i64 1
  store i8 %.37.i23.us.us201.1, i8* %sunkaddr1408, align 1, !noalias !38
  %sunkaddr1409 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us
  %sunkaddr1410 = getelementptr i8, i8* %sunkaddr1409, i64 2
  %.37.i23.us.us201.2 = load i8, i8* %sunkaddr1410, align 1, !noalias !27
  %sunkaddr1411 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us.us
  %sunkaddr1412 = getelementptr i8, i8* %sunkaddr1411, i64 2
  store i8 %.37.i23.us.us201.2, i8* %sunkaddr1412, align 1, !noalias !38
  %.269.us.us.3 = add nuw nsw i64 %.200.0164.us.us, 4
  %sunkaddr1413 = getelementptr i8, i8* %arg.a.0, i64 %.200.0164.us.us
  %sunkaddr1414 = getelementptr i8, i8* %sunkaddr1413, i64 3
  %.37.i23.us.us201.3 = load i8, i8* %sunkaddr1414, align 1, !noalias !27
  %sunkaddr1415 = getelementptr i8, i8* %.6.i.i, i64 %.200.0164.us.us
  %sunkaddr1416 = getelementptr i8, i8* %sunkaddr1415, i64 3
  store i8 %.37.i23.us.us201.3, i8* %sunkaddr1416, align 1, !noalias !38
  %exitcond219.not.3 = icmp eq i64 %spec.select, %.269.us.us.3
  br i1 %exitcond219.not.3, label %B296.endif.endif, label %B230.us.us, !llvm.loop !71

B230.us167:                                       ; preds = %B230.us167.preheader543, %B230.endif.endif.us195
  %.200.0164.us169 = phi i64 [ %.269.us171, %B230.endif.endif.us195 ], [ 0, %B230.us167.preheader543 ]
  %.269.us171 = add nuw nsw i64 %.200.0164.us169, 1
  %144 = shl nuw i64 %.200.0164.us169, 1
  %scevgep1230 = getelementptr i8, i8* %arg.a.0, i64 %144
  %scevgep12301231 = bitcast i8* %scevgep1230 to i16*
  %.66.i28.us178 = load i16, i16* %scevgep12301231, align 2, !noalias !27
  %.103.i12.us187 = zext i16 %.66.i28.us178 to i32
  switch i32 %.117.sroa.12.3, label %B230.endif.if [
    i32 4, label %B196.i15.us186
    i32 2, label %B116.i11.us189
  ]

B196.i15.us186:                                   ; preds = %B230.us167
  %145 = shl i64 %.200.0164.us169, 2
  %scevgep1226 = getelementptr i8, i8* %.6.i.i, i64 %145
  %scevgep12261227 = bitcast i8* %scevgep1226 to i32*
  store i32 %.103.i12.us187, i32* %scevgep12261227, align 4, !noalias !38
  br label %B230.endif.endif.us195

B116.i11.us189:                                   ; preds = %B230.us167
  %146 = shl nuw i64 %.200.0164.us169, 1
  %scevgep1228 = getelementptr i8, i8* %.6.i.i, i64 %146
  %scevgep12281229 = bitcast i8* %scevgep1228 to i16*
  store i16 %.66.i28.us178, i16* %scevgep12281229, align 2, !noalias !38
  br label %B230.endif.endif.us195

B230.endif.endif.us195:                           ; preds = %B116.i11.us189, %B196.i15.us186
  %exitcond221.not = icmp eq i64 %spec.select, %.269.us171
  br i1 %exitcond221.not, label %B296.endif.endif, label %B230.us167

B116.i11:                                         ; preds = %B230
  %147 = shl nuw i64 %.200.0164, 1
  %scevgep993 = getelementptr i8, i8* %.6.i.i, i64 %147
  %scevgep993994 = bitcast i8* %scevgep993 to i16*
  store i16 0, i16* %scevgep993994, align 2, !noalias !38
  br label %B230.endif.endif

B196.i15:                                         ; preds = %B230
  %148 = shl i64 %.200.0164, 2
  %scevgep991 = getelementptr i8, i8* %.6.i.i, i64 %148
  %scevgep991992 = bitcast i8* %scevgep991 to i32*
  store i32 0, i32* %scevgep991992, align 4, !noalias !38
  br label %B230.endif.endif

B230.endif.if:                                    ; preds = %B230.us120, %B230.us167, %B230, %B230.us.preheader
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object10, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B230.endif.endif:                                 ; preds = %B196.i15, %B116.i11
  %exitcond218.not = icmp eq i64 %spec.select, %.269
  br i1 %exitcond218.not, label %B296.endif.endif, label %B230

B296.endif.endif:                                 ; preds = %B230.endif.endif.us127, %B230.endif.endif.us195, %B230.us167.us, %B230.us.us155, %B230.us.us152, %B230.us.us, %B230.endif.endif, %B230.us167.us.prol.loopexit, %B230.us.us155.prol.loopexit, %B230.us.us152.prol.loopexit, %middle.block248, %middle.block264, %middle.block285, %B230.us128.preheader, %B230.us.us.prol.loopexit, %vec.epilog.middle.block, %middle.block, %B0.endif.endif.endif.endif.endif
  %.411.inv = icmp sgt i64 %arg.b.1, 0
  %spec.select96 = select i1 %.411.inv, i64 %arg.b.1, i64 0
  br i1 %.411.inv, label %B354.endif.lr.ph, label %B452

B354.endif.lr.ph:                                 ; preds = %B296.endif.endif
  switch i32 %arg.b.2, label %B354.endif.preheader [
    i32 1, label %B354.endif.lr.ph.split.us
    i32 2, label %B354.endif.us99.preheader
    i32 4, label %B354.endif.us131.preheader
  ]

B354.endif.us131.preheader:                       ; preds = %B354.endif.lr.ph
  %scevgep443 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %149 = shl i64 %arg.a.1, 1
  %scevgep445 = getelementptr i8, i8* %.6.i.i, i64 %149
  %150 = shl i64 %arg.a.1, 2
  %scevgep448 = getelementptr i8, i8* %.6.i.i, i64 %150
  switch i32 %.117.sroa.12.3, label %B354.endif.us131.preheader529 [
    i32 1, label %B354.endif.us131.us.preheader
    i32 2, label %B354.endif.us131.us101.preheader
  ]

B354.endif.us131.preheader529:                    ; preds = %B354.endif.us131.preheader
  br label %B354.endif.us131

B354.endif.us131.us101.preheader:                 ; preds = %B354.endif.us131.preheader
  %min.iters.check307 = icmp ult i64 %spec.select96, 8
  br i1 %min.iters.check307, label %B354.endif.us131.us101.preheader433, label %vector.memcheck298

vector.memcheck298:                               ; preds = %B354.endif.us131.us101.preheader
  %151 = add i64 %spec.select96, %arg.a.1
  %152 = shl i64 %151, 1
  %scevgep299 = getelementptr i8, i8* %.6.i.i, i64 %152
  %153 = shl i64 %spec.select96, 2
  %scevgep300 = getelementptr i8, i8* %arg.b.0, i64 %153
  %bound0301 = icmp ult i8* %scevgep445, %scevgep300
  %bound1302 = icmp ugt i8* %scevgep299, %arg.b.0
  %found.conflict303 = and i1 %bound0301, %bound1302
  br i1 %found.conflict303, label %B354.endif.us131.us101.preheader433, label %vector.ph308

vector.ph308:                                     ; preds = %vector.memcheck298
  %const1247 = bitcast i64 9223372036854775800 to i64
  %n.vec310 = and i64 %spec.select96, %const1247
  %154 = add nsw i64 %n.vec310, -8
  %155 = lshr exact i64 %154, 3
  %156 = add nuw nsw i64 %155, 1
  %157 = icmp eq i64 %154, 0
  br i1 %157, label %middle.block304.unr-lcssa, label %vector.ph308.new

vector.ph308.new:                                 ; preds = %vector.ph308
  %const1243 = bitcast i64 4611686018427387902 to i64
  %unroll_iter488 = and i64 %156, %const1243
  %158 = add i64 %149, 24
  %scevgep977 = getelementptr i8, i8* %.6.i.i, i64 %158
  br label %vector.body306

vector.body306:                                   ; preds = %vector.body306, %vector.ph308.new
  %lsr.iv989 = phi i64 [ %lsr.iv.next990, %vector.body306 ], [ %unroll_iter488, %vector.ph308.new ]
  %index313 = phi i64 [ 0, %vector.ph308.new ], [ %index.next316.1, %vector.body306 ]
  %sunkaddr1417 = mul i64 %index313, 4
  %sunkaddr1418 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1417
  %159 = bitcast i8* %sunkaddr1418 to <4 x i32>*
  %wide.load314 = load <4 x i32>, <4 x i32>* %159, align 4, !alias.scope !72, !noalias !75
  %sunkaddr1419 = mul i64 %index313, 4
  %sunkaddr1420 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1419
  %sunkaddr1421 = getelementptr i8, i8* %sunkaddr1420, i64 16
  %160 = bitcast i8* %sunkaddr1421 to <4 x i32>*
  %wide.load315 = load <4 x i32>, <4 x i32>* %160, align 4, !alias.scope !72, !noalias !75
  %161 = trunc <4 x i32> %wide.load314 to <4 x i16>
  %162 = trunc <4 x i32> %wide.load315 to <4 x i16>
  %163 = shl i64 %index313, 1
  %scevgep986 = getelementptr i8, i8* %scevgep977, i64 %163
  %scevgep986987 = bitcast i8* %scevgep986 to <4 x i16>*
  %scevgep988 = getelementptr <4 x i16>, <4 x i16>* %scevgep986987, i64 -3
  store <4 x i16> %161, <4 x i16>* %scevgep988, align 2, !alias.scope !78, !noalias !80
  %164 = shl i64 %index313, 1
  %scevgep983 = getelementptr i8, i8* %scevgep977, i64 %164
  %scevgep983984 = bitcast i8* %scevgep983 to <4 x i16>*
  %scevgep985 = getelementptr <4 x i16>, <4 x i16>* %scevgep983984, i64 -2
  store <4 x i16> %162, <4 x i16>* %scevgep985, align 2, !alias.scope !78, !noalias !80
  %sunkaddr1422 = mul i64 %index313, 4
  %sunkaddr1423 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1422
  %sunkaddr1424 = getelementptr i8, i8* %sunkaddr1423, i64 32
  %165 = bitcast i8* %sunkaddr1424 to <4 x i32>*
  %wide.load314.1 = load <4 x i32>, <4 x i32>* %165, align 4, !alias.scope !72, !noalias !75
  %sunkaddr1425 = mul i64 %index313, 4
  %sunkaddr1426 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1425
  %sunkaddr1427 = getelementptr i8, i8* %sunkaddr1426, i64 48
  %166 = bitcast i8* %sunkaddr1427 to <4 x i32>*
  %wide.load315.1 = load <4 x i32>, <4 x i32>* %166, align 4, !alias.scope !72, !noalias !75
  %167 = trunc <4 x i32> %wide.load314.1 to <4 x i16>
  %168 = trunc <4 x i32> %wide.load315.1 to <4 x i16>
  %169 = shl i64 %index313, 1
  %scevgep980 = getelementptr i8, i8* %scevgep977, i64 %169
  %scevgep980981 = bitcast i8* %scevgep980 to <4 x i16>*
  %scevgep982 = getelementptr <4 x i16>, <4 x i16>* %scevgep980981, i64 -1
  store <4 x i16> %167, <4 x i16>* %scevgep982, align 2, !alias.scope !78, !noalias !80
  %170 = shl i64 %index313, 1
  %scevgep978 = getelementptr i8, i8* %scevgep977, i64 %170
  %scevgep978979 = bitcast i8* %scevgep978 to <4 x i16>*
  store <4 x i16> %168, <4 x i16>* %scevgep978979, align 2, !alias.scope !78, !noalias !80
  %index.next316.1 = add i64 %index313, 16
  %lsr.iv.next990 = add i64 %lsr.iv989, -2
  %niter489.ncmp.1 = icmp eq i64 %lsr.iv.next990, 0
  br i1 %niter489.ncmp.1, label %middle.block304.unr-lcssa, label %vector.body306, !llvm.loop !84

middle.block304.unr-lcssa:                        ; preds = %vector.body306, %vector.ph308
  %index313.unr = phi i64 [ 0, %vector.ph308 ], [ %index.next316.1, %vector.body306 ]
  %171 = and i64 %156, 1
  %lcmp.mod487.not = icmp eq i64 %171, 0
  br i1 %lcmp.mod487.not, label %middle.block304, label %vector.body306.epil

vector.body306.epil:                              ; preds = %middle.block304.unr-lcssa
  %172 = shl i64 %index313.unr, 2
  %173 = getelementptr i8, i8* %arg.b.0, i64 %172
  %174 = bitcast i8* %173 to <4 x i32>*
  %wide.load314.epil = load <4 x i32>, <4 x i32>* %174, align 4, !alias.scope !72, !noalias !75
  %175 = getelementptr i8, i8* %173, i64 16
  %176 = bitcast i8* %175 to <4 x i32>*
  %wide.load315.epil = load <4 x i32>, <4 x i32>* %176, align 4, !alias.scope !72, !noalias !75
  %177 = trunc <4 x i32> %wide.load314.epil to <4 x i16>
  %178 = trunc <4 x i32> %wide.load315.epil to <4 x i16>
  %179 = shl nuw i64 %index313.unr, 1
  %180 = getelementptr i8, i8* %scevgep445, i64 %179
  %181 = bitcast i8* %180 to <4 x i16>*
  store <4 x i16> %177, <4 x i16>* %181, align 2, !alias.scope !78, !noalias !80
  %182 = getelementptr i8, i8* %180, i64 8
  %183 = bitcast i8* %182 to <4 x i16>*
  store <4 x i16> %178, <4 x i16>* %183, align 2, !alias.scope !78, !noalias !80
  br label %middle.block304

middle.block304:                                  ; preds = %middle.block304.unr-lcssa, %vector.body306.epil
  %cmp.n312 = icmp eq i64 %spec.select96, %n.vec310
  br i1 %cmp.n312, label %B452, label %B354.endif.us131.us101.preheader433

B354.endif.us131.us101.preheader433:              ; preds = %vector.memcheck298, %B354.endif.us131.us101.preheader, %middle.block304
  %.397.097.us133.us102.ph = phi i64 [ 0, %vector.memcheck298 ], [ 0, %B354.endif.us131.us101.preheader ], [ %n.vec310, %middle.block304 ]
  %184 = xor i64 %.397.097.us133.us102.ph, -1
  %185 = add nsw i64 %spec.select96, %184
  %xtraiter482 = and i64 %spec.select96, 3
  %lcmp.mod483.not = icmp eq i64 %xtraiter482, 0
  br i1 %lcmp.mod483.not, label %B354.endif.us131.us101.prol.loopexit, label %B354.endif.us131.us101.prol.preheader

B354.endif.us131.us101.prol.preheader:            ; preds = %B354.endif.us131.us101.preheader433
  br label %B354.endif.us131.us101.prol

B354.endif.us131.us101.prol:                      ; preds = %B354.endif.us131.us101.prol.preheader, %B354.endif.us131.us101.prol
  %lsr.iv963 = phi i64 [ %xtraiter482, %B354.endif.us131.us101.prol.preheader ], [ %lsr.iv.next964, %B354.endif.us131.us101.prol ]
  %.397.097.us133.us102.prol = phi i64 [ %.466.us135.us103.prol, %B354.endif.us131.us101.prol ], [ %.397.097.us133.us102.ph, %B354.endif.us131.us101.prol.preheader ]
  %.466.us135.us103.prol = add nuw nsw i64 %.397.097.us133.us102.prol, 1
  %186 = shl i64 %.397.097.us133.us102.prol, 2
  %scevgep961 = getelementptr i8, i8* %arg.b.0, i64 %186
  %scevgep961962 = bitcast i8* %scevgep961 to i32*
  %.95.i.us139.us106.prol = load i32, i32* %scevgep961962, align 4, !noalias !75
  %.72.i.us155.us111.prol = trunc i32 %.95.i.us139.us106.prol to i16
  %187 = shl nuw i64 %.397.097.us133.us102.prol, 1
  %scevgep959 = getelementptr i8, i8* %scevgep445, i64 %187
  %scevgep959960 = bitcast i8* %scevgep959 to i16*
  store i16 %.72.i.us155.us111.prol, i16* %scevgep959960, align 2, !noalias !85
  %lsr.iv.next964 = add nsw i64 %lsr.iv963, -1
  %prol.iter484.cmp.not = icmp eq i64 %lsr.iv.next964, 0
  br i1 %prol.iter484.cmp.not, label %B354.endif.us131.us101.prol.loopexit, label %B354.endif.us131.us101.prol, !llvm.loop !86

B354.endif.us131.us101.prol.loopexit:             ; preds = %B354.endif.us131.us101.prol, %B354.endif.us131.us101.preheader433
  %.397.097.us133.us102.unr = phi i64 [ %.397.097.us133.us102.ph, %B354.endif.us131.us101.preheader433 ], [ %.466.us135.us103.prol, %B354.endif.us131.us101.prol ]
  %188 = icmp ult i64 %185, 3
  br i1 %188, label %B452, label %B354.endif.us131.us101.preheader534

B354.endif.us131.us101.preheader534:              ; preds = %B354.endif.us131.us101.prol.loopexit
  %189 = add i64 %149, 6
  %scevgep935 = getelementptr i8, i8* %.6.i.i, i64 %189
  br label %B354.endif.us131.us101

B354.endif.us131.us.preheader:                    ; preds = %B354.endif.us131.preheader
  %min.iters.check326 = icmp ult i64 %spec.select96, 8
  br i1 %min.iters.check326, label %B354.endif.us131.us.preheader431, label %vector.memcheck317

vector.memcheck317:                               ; preds = %B354.endif.us131.us.preheader
  %190 = add i64 %spec.select96, %arg.a.1
  %scevgep318 = getelementptr i8, i8* %.6.i.i, i64 %190
  %191 = shl i64 %spec.select96, 2
  %scevgep319 = getelementptr i8, i8* %arg.b.0, i64 %191
  %bound0320 = icmp ult i8* %scevgep443, %scevgep319
  %bound1321 = icmp ugt i8* %scevgep318, %arg.b.0
  %found.conflict322 = and i1 %bound0320, %bound1321
  br i1 %found.conflict322, label %B354.endif.us131.us.preheader431, label %vector.ph327

vector.ph327:                                     ; preds = %vector.memcheck317
  %const1248 = bitcast i64 9223372036854775800 to i64
  %n.vec329 = and i64 %spec.select96, %const1248
  %192 = add nsw i64 %n.vec329, -8
  %193 = lshr exact i64 %192, 3
  %194 = add nuw nsw i64 %193, 1
  %195 = icmp eq i64 %192, 0
  br i1 %195, label %middle.block323.unr-lcssa, label %vector.ph327.new

vector.ph327.new:                                 ; preds = %vector.ph327
  %const1244 = bitcast i64 4611686018427387902 to i64
  %unroll_iter480 = and i64 %194, %const1244
  %196 = add i64 %arg.a.1, 12
  %scevgep921 = getelementptr i8, i8* %.6.i.i, i64 %196
  br label %vector.body325

vector.body325:                                   ; preds = %vector.body325, %vector.ph327.new
  %lsr.iv933 = phi i64 [ %lsr.iv.next934, %vector.body325 ], [ %unroll_iter480, %vector.ph327.new ]
  %index332 = phi i64 [ 0, %vector.ph327.new ], [ %index.next335.1, %vector.body325 ]
  %sunkaddr1428 = mul i64 %index332, 4
  %sunkaddr1429 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1428
  %197 = bitcast i8* %sunkaddr1429 to <4 x i32>*
  %wide.load333 = load <4 x i32>, <4 x i32>* %197, align 4, !alias.scope !87, !noalias !75
  %sunkaddr1430 = mul i64 %index332, 4
  %sunkaddr1431 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1430
  %sunkaddr1432 = getelementptr i8, i8* %sunkaddr1431, i64 16
  %198 = bitcast i8* %sunkaddr1432 to <4 x i32>*
  %wide.load334 = load <4 x i32>, <4 x i32>* %198, align 4, !alias.scope !87, !noalias !75
  %199 = trunc <4 x i32> %wide.load333 to <4 x i8>
  %200 = trunc <4 x i32> %wide.load334 to <4 x i8>
  %scevgep927 = getelementptr i8, i8* %scevgep921, i64 %index332
  %scevgep927928 = bitcast i8* %scevgep927 to <4 x i8>*
  %scevgep929 = getelementptr <4 x i8>, <4 x i8>* %scevgep927928, i64 -3
  store <4 x i8> %199, <4 x i8>* %scevgep929, align 1, !alias.scope !90, !noalias !92
  %scevgep930 = getelementptr i8, i8* %scevgep921, i64 %index332
  %scevgep930931 = bitcast i8* %scevgep930 to <4 x i8>*
  %scevgep932 = getelementptr <4 x i8>, <4 x i8>* %scevgep930931, i64 -2
  store <4 x i8> %200, <4 x i8>* %scevgep932, align 1, !alias.scope !90, !noalias !92
  %sunkaddr1433 = mul i64 %index332, 4
  %sunkaddr1434 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1433
  %sunkaddr1435 = getelementptr i8, i8* %sunkaddr1434, i64 32
  %201 = bitcast i8* %sunkaddr1435 to <4 x i32>*
  %wide.load333.1 = load <4 x i32>, <4 x i32>* %201, align 4, !alias.scope !87, !noalias !75
  %sunkaddr1436 = mul i64 %index332, 4
  %sunkaddr1437 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1436
  %sunkaddr1438 = getelementptr i8, i8* %sunkaddr1437, i64 48
  %202 = bitcast i8* %sunkaddr1438 to <4 x i32>*
  %wide.load334.1 = load <4 x i32>, <4 x i32>* %202, align 4, !alias.scope !87, !noalias !75
  %203 = trunc <4 x i32> %wide.load333.1 to <4 x i8>
  %204 = trunc <4 x i32> %wide.load334.1 to <4 x i8>
  %scevgep924 = getelementptr i8, i8* %scevgep921, i64 %index332
  %scevgep924925 = bitcast i8* %scevgep924 to <4 x i8>*
  %scevgep926 = getelementptr <4 x i8>, <4 x i8>* %scevgep924925, i64 -1
  store <4 x i8> %203, <4 x i8>* %scevgep926, align 1, !alias.scope !90, !noalias !92
  %scevgep922 = getelementptr i8, i8* %scevgep921, i64 %index332
  %scevgep922923 = bitcast i8* %scevgep922 to <4 x i8>*
  store <4 x i8> %204, <4 x i8>* %scevgep922923, align 1, !alias.scope !90, !noalias !92
  %index.next335.1 = add i64 %index332, 16
  %lsr.iv.next934 = add i64 %lsr.iv933, -2
  %niter481.ncmp.1 = icmp eq i64 %lsr.iv.next934, 0
  br i1 %niter481.ncmp.1, label %middle.block323.unr-lcssa, label %vector.body325, !llvm.loop !93

middle.block323.unr-lcssa:                        ; preds = %vector.body325, %vector.ph327
  %index332.unr = phi i64 [ 0, %vector.ph327 ], [ %index.next335.1, %vector.body325 ]
  %205 = and i64 %194, 1
  %lcmp.mod479.not = icmp eq i64 %205, 0
  br i1 %lcmp.mod479.not, label %middle.block323, label %vector.body325.epil

vector.body325.epil:                              ; preds = %middle.block323.unr-lcssa
  %206 = shl i64 %index332.unr, 2
  %207 = getelementptr i8, i8* %arg.b.0, i64 %206
  %208 = bitcast i8* %207 to <4 x i32>*
  %wide.load333.epil = load <4 x i32>, <4 x i32>* %208, align 4, !alias.scope !87, !noalias !75
  %209 = getelementptr i8, i8* %207, i64 16
  %210 = bitcast i8* %209 to <4 x i32>*
  %wide.load334.epil = load <4 x i32>, <4 x i32>* %210, align 4, !alias.scope !87, !noalias !75
  %211 = trunc <4 x i32> %wide.load333.epil to <4 x i8>
  %212 = trunc <4 x i32> %wide.load334.epil to <4 x i8>
  %213 = getelementptr i8, i8* %scevgep443, i64 %index332.unr
  %214 = bitcast i8* %213 to <4 x i8>*
  store <4 x i8> %211, <4 x i8>* %214, align 1, !alias.scope !90, !noalias !92
  %215 = getelementptr i8, i8* %213, i64 4
  %216 = bitcast i8* %215 to <4 x i8>*
  store <4 x i8> %212, <4 x i8>* %216, align 1, !alias.scope !90, !noalias !92
  br label %middle.block323

middle.block323:                                  ; preds = %middle.block323.unr-lcssa, %vector.body325.epil
  %cmp.n331 = icmp eq i64 %spec.select96, %n.vec329
  br i1 %cmp.n331, label %B452, label %B354.endif.us131.us.preheader431

B354.endif.us131.us.preheader431:                 ; preds = %vector.memcheck317, %B354.endif.us131.us.preheader, %middle.block323
  %.397.097.us133.us.ph = phi i64 [ 0, %vector.memcheck317 ], [ 0, %B354.endif.us131.us.preheader ], [ %n.vec329, %middle.block323 ]
  %217 = xor i64 %.397.097.us133.us.ph, -1
  %218 = add nsw i64 %spec.select96, %217
  %xtraiter474 = and i64 %spec.select96, 3
  %lcmp.mod475.not = icmp eq i64 %xtraiter474, 0
  br i1 %lcmp.mod475.not, label %B354.endif.us131.us.prol.loopexit, label %B354.endif.us131.us.prol.preheader

B354.endif.us131.us.prol.preheader:               ; preds = %B354.endif.us131.us.preheader431
  br label %B354.endif.us131.us.prol

B354.endif.us131.us.prol:                         ; preds = %B354.endif.us131.us.prol.preheader, %B354.endif.us131.us.prol
  %lsr.iv907 = phi i64 [ %xtraiter474, %B354.endif.us131.us.prol.preheader ], [ %lsr.iv.next908, %B354.endif.us131.us.prol ]
  %.397.097.us133.us.prol = phi i64 [ %.466.us135.us.prol, %B354.endif.us131.us.prol ], [ %.397.097.us133.us.ph, %B354.endif.us131.us.prol.preheader ]
  %.466.us135.us.prol = add nuw nsw i64 %.397.097.us133.us.prol, 1
  %219 = shl i64 %.397.097.us133.us.prol, 2
  %scevgep905 = getelementptr i8, i8* %arg.b.0, i64 %219
  %scevgep905906 = bitcast i8* %scevgep905 to i32*
  %.95.i.us139.us.prol = load i32, i32* %scevgep905906, align 4, !noalias !75
  %.41.i.us158.us.prol = trunc i32 %.95.i.us139.us.prol to i8
  %scevgep904 = getelementptr i8, i8* %scevgep443, i64 %.397.097.us133.us.prol
  store i8 %.41.i.us158.us.prol, i8* %scevgep904, align 1, !noalias !85
  %lsr.iv.next908 = add nsw i64 %lsr.iv907, -1
  %prol.iter476.cmp.not = icmp eq i64 %lsr.iv.next908, 0
  br i1 %prol.iter476.cmp.not, label %B354.endif.us131.us.prol.loopexit, label %B354.endif.us131.us.prol, !llvm.loop !94

B354.endif.us131.us.prol.loopexit:                ; preds = %B354.endif.us131.us.prol, %B354.endif.us131.us.preheader431
  %.397.097.us133.us.unr = phi i64 [ %.397.097.us133.us.ph, %B354.endif.us131.us.preheader431 ], [ %.466.us135.us.prol, %B354.endif.us131.us.prol ]
  %220 = icmp ult i64 %218, 3
  br i1 %220, label %B452, label %B354.endif.us131.us.preheader532

B354.endif.us131.us.preheader532:                 ; preds = %B354.endif.us131.us.prol.loopexit
  %221 = add i64 %arg.a.1, 3
  %scevgep884 = getelementptr i8, i8* %.6.i.i, i64 %221
  br label %B354.endif.us131.us

B354.endif.us131.us:                              ; preds = %B354.endif.us131.us.preheader532, %B354.endif.us131.us
  %.397.097.us133.us = phi i64 [ %.466.us135.us.3, %B354.endif.us131.us ], [ %.397.097.us133.us.unr, %B354.endif.us131.us.preheader532 ]
  %sunkaddr1439 = mul i64 %.397.097.us133.us, 4
  %sunkaddr1440 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1439
  %222 = bitcast i8* %sunkaddr1440 to i32*
  %.95.i.us139.us = load i32, i32* %222, align 4, !noalias !75
  %.41.i.us158.us = trunc i32 %.95.i.us139.us to i8
  %scevgep888 = getelementptr i8, i8* %scevgep884, i64 %.397.097.us133.us
  %scevgep889 = getelementptr i8, i8* %scevgep888, i64 -3
  store i8 %.41.i.us158.us, i8* %scevgep889, align 1, !noalias !85
  %sunkaddr1441 = mul i64 %.397.097.us133.us, 4
  %sunkaddr1442 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1441
  %sunkaddr1443 = getelementptr i8, i8* %sunkaddr1442, i64 4
  %223 = bitcast i8* %sunkaddr1443 to i32*
  %.95.i.us139.us.1 = load i32, i32* %223, align 4, !noalias !75
  %.41.i.us158.us.1 = trunc i32 %.95.i.us139.us.1 to i8
  %scevgep890 = getelementptr i8, i8* %scevgep884, i64 %.397.097.us133.us
  %scevgep891 = getelementptr i8, i8* %scevgep890, i64 -2
  store i8 %.41.i.us158.us.1, i8* %scevgep891, align 1, !noalias !85
  %sunkaddr1444 = mul i64 %.397.097.us133.us, 4
  %sunkaddr1445 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1444
  %sunkaddr1446 = getelementptr i8, i8* %sunkaddr1445, i64 8
  %224 = bitcast i8* %sunkaddr1446 to i32*
  %.95.i.us139.us.2 = load i32, i32* %224, align 4, !noalias !75
  %.41.i.us158.us.2 = trunc i32 %.95.i.us139.us.2 to i8
  %scevgep886 = getelementptr i8, i8* %scevgep884, i64 %.397.097.us133.us
  %scevgep887 = getelementptr i8, i8* %scevgep886, i64 -1
  store i8 %.41.i.us158.us.2, i8* %scevgep887, align 1, !noalias !85
  %.466.us135.us.3 = add nuw nsw i64 %.397.097.us133.us, 4
  %sunkaddr1447 = mul i64 %.397.097.us133.us, 4
  %sunkaddr1448 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1447
  %sunkaddr1449 = getelementptr i8, i8* %sunkaddr1448, i64 12
  %225 = bitcast i8* %sunkaddr1449 to i32*
  %.95.i.us139.us.3 = load i32, i32* %225, align 4, !noalias !75
  %.41.i.us158.us.3 = trunc i32 %.95.i.us139.us.3 to i8
  %scevgep885 = getelementptr i8, i8* %scevgep884, i64 %.397.097.us133.us
  store i8 %.41.i.us158.us.3, i8* %scevgep885, align 1, !noalias !85
  %exitcond217.not.us.3 = icmp eq i64 %spec.select96, %.466.us135.us.3
  br i1 %exitcond217.not.us.3, label %B452, label %B354.endif.us131.us, !llvm.loop !95

B354.endif.us131.us101:                           ; preds = %B354.endif.us131.us101.preheader534, %B354.endif.us131.us101
  %.397.097.us133.us102 = phi i64 [ %.466.us135.us103.3, %B354.endif.us131.us101 ], [ %.397.097.us133.us102.unr, %B354.endif.us131.us101.preheader534 ]
  %sunkaddr1450 = mul i64 %.397.097.us133.us102, 4
  %sunkaddr1451 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1450
  %226 = bitcast i8* %sunkaddr1451 to i32*
  %.95.i.us139.us106 = load i32, i32* %226, align 4, !noalias !75
  %.72.i.us155.us111 = trunc i32 %.95.i.us139.us106 to i16
  %227 = shl nuw i64 %.397.097.us133.us102, 1
  %scevgep941 = getelementptr i8, i8* %scevgep935, i64 %227
  %scevgep941942 = bitcast i8* %scevgep941 to i16*
  %scevgep943 = getelementptr i16, i16* %scevgep941942, i64 -3
  store i16 %.72.i.us155.us111, i16* %scevgep943, align 2, !noalias !85
  %sunkaddr1452 = mul i64 %.397.097.us133.us102, 4
  %sunkaddr1453 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1452
  %sunkaddr1454 = getelementptr i8, i8* %sunkaddr1453, i64 4
  %228 = bitcast i8* %sunkaddr1454 to i32*
  %.95.i.us139.us106.1 = load i32, i32* %228, align 4, !noalias !75
  %.72.i.us155.us111.1 = trunc i32 %.95.i.us139.us106.1 to i16
  %229 = shl nuw i64 %.397.097.us133.us102, 1
  %scevgep944 = getelementptr i8, i8* %scevgep935, i64 %229
  %scevgep944945 = bitcast i8* %scevgep944 to i16*
  %scevgep946 = getelementptr i16, i16* %scevgep944945, i64 -2
  store i16 %.72.i.us155.us111.1, i16* %scevgep946, align 2, !noalias !85
  %sunkaddr1455 = mul i64 %.397.097.us133.us102, 4
  %sunkaddr1456 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1455
  %sunkaddr1457 = getelementptr i8, i8* %sunkaddr1456, i64 8
  %230 = bitcast i8* %sunkaddr1457 to i32*
  %.95.i.us139.us106.2 = load i32, i32* %230, align 4, !noalias !75
  %.72.i.us155.us111.2 = trunc i32 %.95.i.us139.us106.2 to i16
  %231 = shl nuw i64 %.397.097.us133.us102, 1
  %scevgep938 = getelementptr i8, i8* %scevgep935, i64 %231
  %scevgep938939 = bitcast i8* %scevgep938 to i16*
  %scevgep940 = getelementptr i16, i16* %scevgep938939, i64 -1
  store i16 %.72.i.us155.us111.2, i16* %scevgep940, align 2, !noalias !85
  %.466.us135.us103.3 = add nuw nsw i64 %.397.097.us133.us102, 4
  %sunkaddr1458 = mul i64 %.397.097.us133.us102, 4
  %sunkaddr1459 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1458
  %sunkaddr1460 = getelementptr i8, i8* %sunkaddr1459, i64 12
  %232 = bitcast i8* %sunkaddr1460 to i32*
  %.95.i.us139.us106.3 = load i32, i32* %232, align 4, !noalias !75
  %.72.i.us155.us111.3 = trunc i32 %.95.i.us139.us106.3 to i16
  %233 = shl nuw i64 %.397.097.us133.us102, 1
  %scevgep936 = getelementptr i8, i8* %scevgep935, i64 %233
  %scevgep936937 = bitcast i8* %scevgep936 to i16*
  store i16 %.72.i.us155.us111.3, i16* %scevgep936937, align 2, !noalias !85
  %exitcond217.not.us118.3 = icmp eq i64 %spec.select96, %.466.us135.us103.3
  br i1 %exitcond217.not.us118.3, label %B452, label %B354.endif.us131.us101, !llvm.loop !96

B354.endif.us99.preheader:                        ; preds = %B354.endif.lr.ph
  %scevgep433 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %234 = shl i64 %arg.a.1, 1
  %scevgep435 = getelementptr i8, i8* %.6.i.i, i64 %234
  %235 = shl i64 %arg.a.1, 2
  %scevgep438 = getelementptr i8, i8* %.6.i.i, i64 %235
  switch i32 %.117.sroa.12.3, label %B354.endif.us99.preheader523 [
    i32 1, label %B354.endif.us99.us.preheader
    i32 2, label %B354.endif.us99.us81.preheader
  ]

B354.endif.us99.preheader523:                     ; preds = %B354.endif.us99.preheader
  br label %B354.endif.us99

B354.endif.us99.us81.preheader:                   ; preds = %B354.endif.us99.preheader
  %min.iters.check345 = icmp ult i64 %spec.select96, 16
  br i1 %min.iters.check345, label %B354.endif.us99.us81.preheader426, label %vector.memcheck336

vector.memcheck336:                               ; preds = %B354.endif.us99.us81.preheader
  %236 = shl nuw i64 %spec.select96, 1
  %237 = add i64 %234, %236
  %scevgep337 = getelementptr i8, i8* %.6.i.i, i64 %237
  %scevgep338 = getelementptr i8, i8* %arg.b.0, i64 %236
  %bound0339 = icmp ult i8* %scevgep435, %scevgep338
  %bound1340 = icmp ugt i8* %scevgep337, %arg.b.0
  %found.conflict341 = and i1 %bound0339, %bound1340
  br i1 %found.conflict341, label %B354.endif.us99.us81.preheader426, label %vector.ph346

vector.ph346:                                     ; preds = %vector.memcheck336
  %const1249 = bitcast i64 9223372036854775800 to i64
  %const_mat1250 = add i64 %const1249, -8
  %n.vec348 = and i64 %spec.select96, %const_mat1250
  %238 = add nsw i64 %n.vec348, -16
  %239 = lshr exact i64 %238, 4
  %240 = add nuw nsw i64 %239, 1
  %xtraiter470 = and i64 %240, 3
  %241 = icmp ult i64 %238, 48
  br i1 %241, label %middle.block342.unr-lcssa, label %vector.ph346.new

vector.ph346.new:                                 ; preds = %vector.ph346
  %const = bitcast i64 2305843009213693950 to i64
  %const_mat = add i64 %const, -2
  %unroll_iter472 = and i64 %240, %const_mat
  %242 = add i64 %234, 112
  %scevgep854 = getelementptr i8, i8* %.6.i.i, i64 %242
  br label %vector.body344

vector.body344:                                   ; preds = %vector.body344, %vector.ph346.new
  %lsr.iv878 = phi i64 [ %lsr.iv.next879, %vector.body344 ], [ %unroll_iter472, %vector.ph346.new ]
  %index351 = phi i64 [ 0, %vector.ph346.new ], [ %index.next354.3, %vector.body344 ]
  %sunkaddr1461 = mul i64 %index351, 2
  %sunkaddr1462 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1461
  %243 = bitcast i8* %sunkaddr1462 to <8 x i16>*
  %wide.load352 = load <8 x i16>, <8 x i16>* %243, align 2, !alias.scope !97, !noalias !75
  %sunkaddr1463 = mul i64 %index351, 2
  %sunkaddr1464 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1463
  %sunkaddr1465 = getelementptr i8, i8* %sunkaddr1464, i64 16
  %244 = bitcast i8* %sunkaddr1465 to <8 x i16>*
  %wide.load353 = load <8 x i16>, <8 x i16>* %244, align 2, !alias.scope !97, !noalias !75
  %245 = shl i64 %index351, 1
  %scevgep875 = getelementptr i8, i8* %scevgep854, i64 %245
  %scevgep875876 = bitcast i8* %scevgep875 to <8 x i16>*
  %scevgep877 = getelementptr <8 x i16>, <8 x i16>* %scevgep875876, i64 -7
  store <8 x i16> %wide.load352, <8 x i16>* %scevgep877, align 2, !alias.scope !100, !noalias !102
  %246 = shl i64 %index351, 1
  %scevgep872 = getelementptr i8, i8* %scevgep854, i64 %246
  %scevgep872873 = bitcast i8* %scevgep872 to <8 x i16>*
  %scevgep874 = getelementptr <8 x i16>, <8 x i16>* %scevgep872873, i64 -6
  store <8 x i16> %wide.load353, <8 x i16>* %scevgep874, align 2, !alias.scope !100, !noalias !102
  %sunkaddr1466 = mul i64 %index351, 2
  %sunkaddr1467 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1466
  %sunkaddr1468 = getelementptr i8, i8* %sunkaddr1467, i64 32
  %247 = bitcast i8* %sunkaddr1468 to <8 x i16>*
  %wide.load352.1 = load <8 x i16>, <8 x i16>* %247, align 2, !alias.scope !97, !noalias !75
  %sunkaddr1469 = mul i64 %index351, 2
  %sunkaddr1470 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1469
  %sunkaddr1471 = getelementptr i8, i8* %sunkaddr1470, i64 48
  %248 = bitcast i8* %sunkaddr1471 to <8 x i16>*
  %wide.load353.1 = load <8 x i16>, <8 x i16>* %248, align 2, !alias.scope !97, !noalias !75
  %249 = shl i64 %index351, 1
  %scevgep864 = getelementptr i8, i8* %scevgep854, i64 %249
  %scevgep864865 = bitcast i8* %scevgep864 to <8 x i16>*
  %scevgep866 = getelementptr <8 x i16>, <8 x i16>* %scevgep864865, i64 -5
  store <8 x i16> %wide.load352.1, <8 x i16>* %scevgep866, align 2, !alias.scope !100, !noalias !102
  %250 = shl i64 %index351, 1
  %scevgep861 = getelementptr i8, i8* %scevgep854, i64 %250
  %scevgep861862 = bitcast i8* %scevgep861 to <8 x i16>*
  %scevgep863 = getelementptr <8 x i16>, <8 x i16>* %scevgep861862, i64 -4
  store <8 x i16> %wide.load353.1, <8 x i16>* %scevgep863, align 2, !alias.scope !100, !noalias !102
  %sunkaddr1472 = mul i64 %index351, 2
  %sunkaddr1473 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1472
  %sunkaddr1474 = getelementptr i8, i8* %sunkaddr1473, i64 64
  %251 = bitcast i8* %sunkaddr1474 to <8 x i16>*
  %wide.load352.2 = load <8 x i16>, <8 x i16>* %251, align 2, !alias.scope !97, !noalias !75
  %sunkaddr1475 = mul i64 %index351, 2
  %sunkaddr1476 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1475
  %sunkaddr1477 = getelementptr i8, i8* %sunkaddr1476, i64 80
  %252 = bitcast i8* %sunkaddr1477 to <8 x i16>*
  %wide.load353.2 = load <8 x i16>, <8 x i16>* %252, align 2, !alias.scope !97, !noalias !75
  %253 = shl i64 %index351, 1
  %scevgep858 = getelementptr i8, i8* %scevgep854, i64 %253
  %scevgep858859 = bitcast i8* %scevgep858 to <8 x i16>*
  %scevgep860 = getelementptr <8 x i16>, <8 x i16>* %scevgep858859, i64 -3
  store <8 x i16> %wide.load352.2, <8 x i16>* %scevgep860, align 2, !alias.scope !100, !noalias !102
  %254 = shl i64 %index351, 1
  %scevgep855 = getelementptr i8, i8* %scevgep854, i64 %254
  %scevgep855856 = bitcast i8* %scevgep855 to <8 x i16>*
  %scevgep857 = getelementptr <8 x i16>, <8 x i16>* %scevgep855856, i64 -2
  store <8 x i16> %wide.load353.2, <8 x i16>* %scevgep857, align 2, !alias.scope !100, !noalias !102
  %sunkaddr1478 = mul i64 %index351, 2
  %sunkaddr1479 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1478
  %sunkaddr1480 = getelementptr i8, i8* %sunkaddr1479, i64 96
  %255 = bitcast i8* %sunkaddr1480 to <8 x i16>*
  %wide.load352.3 = load <8 x i16>, <8 x i16>* %255, align 2, !alias.scope !97, !noalias !75
  %256 = shl i64 %index351, 1
  %sunkaddr1481 = mul i64 %index351, 2
  %sunkaddr1482 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1481
  %sunkaddr1483 = getelementptr i8, i8* %sunkaddr1482, i64 112
  %257 = bitcast i8* %sunkaddr1483 to <8 x i16>*
  %wide.load353.3 = load <8 x i16>, <8 x i16>* %257, align 2, !alias.scope !97, !noalias !75
  %scevgep869 = getelementptr i8, i8* %scevgep854, i64 %256
  %scevgep869870 = bitcast i8* %scevgep869 to <8 x i16>*
  %scevgep871 = getelementptr <8 x i16>, <8 x i16>* %scevgep869870, i64 -1
  store <8 x i16> %wide.load352.3, <8 x i16>* %scevgep871, align 2, !alias.scope !100, !noalias !102
  %258 = shl i64 %index351, 1
  %scevgep867 = getelementptr i8, i8* %scevgep854, i64 %258
  %scevgep867868 = bitcast i8* %scevgep867 to <8 x i16>*
  store <8 x i16> %wide.load353.3, <8 x i16>* %scevgep867868, align 2, !alias.scope !100, !noalias !102
  %index.next354.3 = add i64 %index351, 64
  %lsr.iv.next879 = add i64 %lsr.iv878, -4
  %niter473.ncmp.3 = icmp eq i64 %lsr.iv.next879, 0
  br i1 %niter473.ncmp.3, label %middle.block342.unr-lcssa, label %vector.body344, !llvm.loop !103

middle.block342.unr-lcssa:                        ; preds = %vector.body344, %vector.ph346
  %index351.unr = phi i64 [ 0, %vector.ph346 ], [ %index.next354.3, %vector.body344 ]
  %lcmp.mod471.not = icmp eq i64 %xtraiter470, 0
  br i1 %lcmp.mod471.not, label %middle.block342, label %vector.body344.epil.preheader

vector.body344.epil.preheader:                    ; preds = %middle.block342.unr-lcssa
  %259 = shl i64 %index351.unr, 1
  %260 = add i64 %259, %234
  %261 = add i64 %260, 16
  %scevgep816 = getelementptr i8, i8* %.6.i.i, i64 %261
  %262 = add i64 %259, 16
  %scevgep824 = getelementptr i8, i8* %arg.b.0, i64 %262
  %263 = shl nuw nsw i64 %xtraiter470, 5
  br label %vector.body344.epil

vector.body344.epil:                              ; preds = %vector.body344.epil.preheader, %vector.body344.epil
  %lsr.iv817 = phi i64 [ 0, %vector.body344.epil.preheader ], [ %lsr.iv.next818, %vector.body344.epil ]
  %scevgep827 = getelementptr i8, i8* %scevgep824, i64 %lsr.iv817
  %scevgep827828 = bitcast i8* %scevgep827 to <8 x i16>*
  %scevgep829 = getelementptr <8 x i16>, <8 x i16>* %scevgep827828, i64 -1
  %wide.load352.epil = load <8 x i16>, <8 x i16>* %scevgep829, align 2, !alias.scope !97, !noalias !75
  %scevgep825 = getelementptr i8, i8* %scevgep824, i64 %lsr.iv817
  %scevgep825826 = bitcast i8* %scevgep825 to <8 x i16>*
  %wide.load353.epil = load <8 x i16>, <8 x i16>* %scevgep825826, align 2, !alias.scope !97, !noalias !75
  %scevgep821 = getelementptr i8, i8* %scevgep816, i64 %lsr.iv817
  %scevgep821822 = bitcast i8* %scevgep821 to <8 x i16>*
  %scevgep823 = getelementptr <8 x i16>, <8 x i16>* %scevgep821822, i64 -1
  store <8 x i16> %wide.load352.epil, <8 x i16>* %scevgep823, align 2, !alias.scope !100, !noalias !102
  %scevgep819 = getelementptr i8, i8* %scevgep816, i64 %lsr.iv817
  %scevgep819820 = bitcast i8* %scevgep819 to <8 x i16>*
  store <8 x i16> %wide.load353.epil, <8 x i16>* %scevgep819820, align 2, !alias.scope !100, !noalias !102
  %lsr.iv.next818 = add nuw nsw i64 %lsr.iv817, 32
  %epil.iter.cmp.not516 = icmp eq i64 %263, %lsr.iv.next818
  br i1 %epil.iter.cmp.not516, label %middle.block342, label %vector.body344.epil, !llvm.loop !104

middle.block342:                                  ; preds = %vector.body344.epil, %middle.block342.unr-lcssa
  %cmp.n350 = icmp eq i64 %spec.select96, %n.vec348
  br i1 %cmp.n350, label %B452, label %B354.endif.us99.us81.preheader426

B354.endif.us99.us81.preheader426:                ; preds = %vector.memcheck336, %B354.endif.us99.us81.preheader, %middle.block342
  %.397.097.us101.us82.ph = phi i64 [ 0, %vector.memcheck336 ], [ 0, %B354.endif.us99.us81.preheader ], [ %n.vec348, %middle.block342 ]
  %264 = xor i64 %.397.097.us101.us82.ph, -1
  %265 = add nsw i64 %spec.select96, %264
  %xtraiter467 = and i64 %spec.select96, 3
  %lcmp.mod468.not = icmp eq i64 %xtraiter467, 0
  br i1 %lcmp.mod468.not, label %B354.endif.us99.us81.prol.loopexit, label %B354.endif.us99.us81.prol.preheader

B354.endif.us99.us81.prol.preheader:              ; preds = %B354.endif.us99.us81.preheader426
  br label %B354.endif.us99.us81.prol

B354.endif.us99.us81.prol:                        ; preds = %B354.endif.us99.us81.prol.preheader, %B354.endif.us99.us81.prol
  %lsr.iv814 = phi i64 [ %xtraiter467, %B354.endif.us99.us81.prol.preheader ], [ %lsr.iv.next815, %B354.endif.us99.us81.prol ]
  %.397.097.us101.us82.prol = phi i64 [ %.466.us103.us83.prol, %B354.endif.us99.us81.prol ], [ %.397.097.us101.us82.ph, %B354.endif.us99.us81.prol.preheader ]
  %.466.us103.us83.prol = add nuw nsw i64 %.397.097.us101.us82.prol, 1
  %266 = shl nuw i64 %.397.097.us101.us82.prol, 1
  %scevgep812 = getelementptr i8, i8* %arg.b.0, i64 %266
  %scevgep812813 = bitcast i8* %scevgep812 to i16*
  %.66.i.us111.us86.prol = load i16, i16* %scevgep812813, align 2, !noalias !75
  %267 = shl nuw i64 %.397.097.us101.us82.prol, 1
  %scevgep810 = getelementptr i8, i8* %scevgep435, i64 %267
  %scevgep810811 = bitcast i8* %scevgep810 to i16*
  store i16 %.66.i.us111.us86.prol, i16* %scevgep810811, align 2, !noalias !85
  %lsr.iv.next815 = add nsw i64 %lsr.iv814, -1
  %prol.iter469.cmp.not = icmp eq i64 %lsr.iv.next815, 0
  br i1 %prol.iter469.cmp.not, label %B354.endif.us99.us81.prol.loopexit, label %B354.endif.us99.us81.prol, !llvm.loop !105

B354.endif.us99.us81.prol.loopexit:               ; preds = %B354.endif.us99.us81.prol, %B354.endif.us99.us81.preheader426
  %.397.097.us101.us82.unr = phi i64 [ %.397.097.us101.us82.ph, %B354.endif.us99.us81.preheader426 ], [ %.466.us103.us83.prol, %B354.endif.us99.us81.prol ]
  %268 = icmp ult i64 %265, 3
  br i1 %268, label %B452, label %B354.endif.us99.us81.preheader527

B354.endif.us99.us81.preheader527:                ; preds = %B354.endif.us99.us81.prol.loopexit
  %269 = add i64 %234, 6
  %scevgep798 = getelementptr i8, i8* %.6.i.i, i64 %269
  br label %B354.endif.us99.us81

B354.endif.us99.us.preheader:                     ; preds = %B354.endif.us99.preheader
  %min.iters.check366 = icmp ult i64 %spec.select96, 16
  br i1 %min.iters.check366, label %B354.endif.us99.us.preheader424, label %vector.memcheck355

vector.memcheck355:                               ; preds = %B354.endif.us99.us.preheader
  %270 = add i64 %spec.select96, %arg.a.1
  %scevgep357 = getelementptr i8, i8* %.6.i.i, i64 %270
  %271 = shl nuw i64 %spec.select96, 1
  %scevgep359 = getelementptr i8, i8* %arg.b.0, i64 %271
  %bound0360 = icmp ult i8* %scevgep433, %scevgep359
  %bound1361 = icmp ugt i8* %scevgep357, %arg.b.0
  %found.conflict362 = and i1 %bound0360, %bound1361
  br i1 %found.conflict362, label %B354.endif.us99.us.preheader424, label %vector.ph367

vector.ph367:                                     ; preds = %vector.memcheck355
  %const1251 = bitcast i64 9223372036854775800 to i64
  %const_mat1252 = add i64 %const1251, -8
  %n.vec369 = and i64 %spec.select96, %const_mat1252
  %272 = add nsw i64 %n.vec369, -16
  %273 = lshr exact i64 %272, 4
  %274 = add nuw nsw i64 %273, 1
  %275 = icmp eq i64 %272, 0
  br i1 %275, label %middle.block363.unr-lcssa, label %vector.ph367.new

vector.ph367.new:                                 ; preds = %vector.ph367
  %const1239 = bitcast i64 2305843009213693950 to i64
  %unroll_iter465 = and i64 %274, %const1239
  %276 = add i64 %arg.a.1, 24
  %scevgep772 = getelementptr i8, i8* %.6.i.i, i64 %276
  br label %vector.body365

vector.body365:                                   ; preds = %vector.body365, %vector.ph367.new
  %lsr.iv784 = phi i64 [ %lsr.iv.next785, %vector.body365 ], [ %unroll_iter465, %vector.ph367.new ]
  %index372 = phi i64 [ 0, %vector.ph367.new ], [ %index.next375.1, %vector.body365 ]
  %sunkaddr1484 = mul i64 %index372, 2
  %sunkaddr1485 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1484
  %277 = bitcast i8* %sunkaddr1485 to <8 x i16>*
  %wide.load373 = load <8 x i16>, <8 x i16>* %277, align 2, !alias.scope !106, !noalias !75
  %sunkaddr1486 = mul i64 %index372, 2
  %sunkaddr1487 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1486
  %sunkaddr1488 = getelementptr i8, i8* %sunkaddr1487, i64 16
  %278 = bitcast i8* %sunkaddr1488 to <8 x i16>*
  %wide.load374 = load <8 x i16>, <8 x i16>* %278, align 2, !alias.scope !106, !noalias !75
  %279 = trunc <8 x i16> %wide.load373 to <8 x i8>
  %280 = trunc <8 x i16> %wide.load374 to <8 x i8>
  %scevgep778 = getelementptr i8, i8* %scevgep772, i64 %index372
  %scevgep778779 = bitcast i8* %scevgep778 to <8 x i8>*
  %scevgep780 = getelementptr <8 x i8>, <8 x i8>* %scevgep778779, i64 -3
  store <8 x i8> %279, <8 x i8>* %scevgep780, align 1, !alias.scope !109, !noalias !111
  %scevgep781 = getelementptr i8, i8* %scevgep772, i64 %index372
  %scevgep781782 = bitcast i8* %scevgep781 to <8 x i8>*
  %scevgep783 = getelementptr <8 x i8>, <8 x i8>* %scevgep781782, i64 -2
  store <8 x i8> %280, <8 x i8>* %scevgep783, align 1, !alias.scope !109, !noalias !111
  %sunkaddr1489 = mul i64 %index372, 2
  %sunkaddr1490 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1489
  %sunkaddr1491 = getelementptr i8, i8* %sunkaddr1490, i64 32
  %281 = bitcast i8* %sunkaddr1491 to <8 x i16>*
  %wide.load373.1 = load <8 x i16>, <8 x i16>* %281, align 2, !alias.scope !106, !noalias !75
  %sunkaddr1492 = mul i64 %index372, 2
  %sunkaddr1493 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1492
  %sunkaddr1494 = getelementptr i8, i8* %sunkaddr1493, i64 48
  %282 = bitcast i8* %sunkaddr1494 to <8 x i16>*
  %wide.load374.1 = load <8 x i16>, <8 x i16>* %282, align 2, !alias.scope !106, !noalias !75
  %283 = trunc <8 x i16> %wide.load373.1 to <8 x i8>
  %284 = trunc <8 x i16> %wide.load374.1 to <8 x i8>
  %scevgep775 = getelementptr i8, i8* %scevgep772, i64 %index372
  %scevgep775776 = bitcast i8* %scevgep775 to <8 x i8>*
  %scevgep777 = getelementptr <8 x i8>, <8 x i8>* %scevgep775776, i64 -1
  store <8 x i8> %283, <8 x i8>* %scevgep777, align 1, !alias.scope !109, !noalias !111
  %scevgep773 = getelementptr i8, i8* %scevgep772, i64 %index372
  %scevgep773774 = bitcast i8* %scevgep773 to <8 x i8>*
  store <8 x i8> %284, <8 x i8>* %scevgep773774, align 1, !alias.scope !109, !noalias !111
  %index.next375.1 = add i64 %index372, 32
  %lsr.iv.next785 = add i64 %lsr.iv784, -2
  %niter466.ncmp.1 = icmp eq i64 %lsr.iv.next785, 0
  br i1 %niter466.ncmp.1, label %middle.block363.unr-lcssa, label %vector.body365, !llvm.loop !112

middle.block363.unr-lcssa:                        ; preds = %vector.body365, %vector.ph367
  %index372.unr = phi i64 [ 0, %vector.ph367 ], [ %index.next375.1, %vector.body365 ]
  %285 = and i64 %274, 1
  %lcmp.mod464.not = icmp eq i64 %285, 0
  br i1 %lcmp.mod464.not, label %middle.block363, label %vector.body365.epil

vector.body365.epil:                              ; preds = %middle.block363.unr-lcssa
  %286 = shl nuw i64 %index372.unr, 1
  %287 = getelementptr i8, i8* %arg.b.0, i64 %286
  %288 = bitcast i8* %287 to <8 x i16>*
  %wide.load373.epil = load <8 x i16>, <8 x i16>* %288, align 2, !alias.scope !106, !noalias !75
  %289 = getelementptr i8, i8* %287, i64 16
  %290 = bitcast i8* %289 to <8 x i16>*
  %wide.load374.epil = load <8 x i16>, <8 x i16>* %290, align 2, !alias.scope !106, !noalias !75
  %291 = trunc <8 x i16> %wide.load373.epil to <8 x i8>
  %292 = trunc <8 x i16> %wide.load374.epil to <8 x i8>
  %293 = getelementptr i8, i8* %scevgep433, i64 %index372.unr
  %294 = bitcast i8* %293 to <8 x i8>*
  store <8 x i8> %291, <8 x i8>* %294, align 1, !alias.scope !109, !noalias !111
  %295 = getelementptr i8, i8* %293, i64 8
  %296 = bitcast i8* %295 to <8 x i8>*
  store <8 x i8> %292, <8 x i8>* %296, align 1, !alias.scope !109, !noalias !111
  br label %middle.block363

middle.block363:                                  ; preds = %middle.block363.unr-lcssa, %vector.body365.epil
  %cmp.n371 = icmp eq i64 %spec.select96, %n.vec369
  br i1 %cmp.n371, label %B452, label %B354.endif.us99.us.preheader424

B354.endif.us99.us.preheader424:                  ; preds = %vector.memcheck355, %B354.endif.us99.us.preheader, %middle.block363
  %.397.097.us101.us.ph = phi i64 [ 0, %vector.memcheck355 ], [ 0, %B354.endif.us99.us.preheader ], [ %n.vec369, %middle.block363 ]
  %297 = xor i64 %.397.097.us101.us.ph, -1
  %298 = add nsw i64 %spec.select96, %297
  %xtraiter460 = and i64 %spec.select96, 3
  %lcmp.mod461.not = icmp eq i64 %xtraiter460, 0
  br i1 %lcmp.mod461.not, label %B354.endif.us99.us.prol.loopexit, label %B354.endif.us99.us.prol.preheader

B354.endif.us99.us.prol.preheader:                ; preds = %B354.endif.us99.us.preheader424
  br label %B354.endif.us99.us.prol

B354.endif.us99.us.prol:                          ; preds = %B354.endif.us99.us.prol.preheader, %B354.endif.us99.us.prol
  %lsr.iv758 = phi i64 [ %xtraiter460, %B354.endif.us99.us.prol.preheader ], [ %lsr.iv.next759, %B354.endif.us99.us.prol ]
  %.397.097.us101.us.prol = phi i64 [ %.466.us103.us.prol, %B354.endif.us99.us.prol ], [ %.397.097.us101.us.ph, %B354.endif.us99.us.prol.preheader ]
  %.466.us103.us.prol = add nuw nsw i64 %.397.097.us101.us.prol, 1
  %299 = shl nuw i64 %.397.097.us101.us.prol, 1
  %scevgep756 = getelementptr i8, i8* %arg.b.0, i64 %299
  %scevgep756757 = bitcast i8* %scevgep756 to i16*
  %.66.i.us111.us.prol = load i16, i16* %scevgep756757, align 2, !noalias !75
  %.41.i.us126.us.prol = trunc i16 %.66.i.us111.us.prol to i8
  %scevgep755 = getelementptr i8, i8* %scevgep433, i64 %.397.097.us101.us.prol
  store i8 %.41.i.us126.us.prol, i8* %scevgep755, align 1, !noalias !85
  %lsr.iv.next759 = add nsw i64 %lsr.iv758, -1
  %prol.iter462.cmp.not = icmp eq i64 %lsr.iv.next759, 0
  br i1 %prol.iter462.cmp.not, label %B354.endif.us99.us.prol.loopexit, label %B354.endif.us99.us.prol, !llvm.loop !113

B354.endif.us99.us.prol.loopexit:                 ; preds = %B354.endif.us99.us.prol, %B354.endif.us99.us.preheader424
  %.397.097.us101.us.unr = phi i64 [ %.397.097.us101.us.ph, %B354.endif.us99.us.preheader424 ], [ %.466.us103.us.prol, %B354.endif.us99.us.prol ]
  %300 = icmp ult i64 %298, 3
  br i1 %300, label %B452, label %B354.endif.us99.us.preheader525

B354.endif.us99.us.preheader525:                  ; preds = %B354.endif.us99.us.prol.loopexit
  %301 = add i64 %arg.a.1, 3
  %scevgep735 = getelementptr i8, i8* %.6.i.i, i64 %301
  br label %B354.endif.us99.us

B354.endif.us99.us:                               ; preds = %B354.endif.us99.us.preheader525, %B354.endif.us99.us
  %.397.097.us101.us = phi i64 [ %.466.us103.us.3, %B354.endif.us99.us ], [ %.397.097.us101.us.unr, %B354.endif.us99.us.preheader525 ]
  %sunkaddr1495 = mul i64 %.397.097.us101.us, 2
  %sunkaddr1496 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1495
  %302 = bitcast i8* %sunkaddr1496 to i16*
  %.66.i.us111.us = load i16, i16* %302, align 2, !noalias !75
  %.41.i.us126.us = trunc i16 %.66.i.us111.us to i8
  %scevgep739 = getelementptr i8, i8* %scevgep735, i64 %.397.097.us101.us
  %scevgep740 = getelementptr i8, i8* %scevgep739, i64 -3
  store i8 %.41.i.us126.us, i8* %scevgep740, align 1, !noalias !85
  %sunkaddr1497 = mul i64 %.397.097.us101.us, 2
  %sunkaddr1498 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1497
  %sunkaddr1499 = getelementptr i8, i8* %sunkaddr1498, i64 2
  %303 = bitcast i8* %sunkaddr1499 to i16*
  %.66.i.us111.us.1 = load i16, i16* %303, align 2, !noalias !75
  %.41.i.us126.us.1 = trunc i16 %.66.i.us111.us.1 to i8
  %scevgep741 = getelementptr i8, i8* %scevgep735, i64 %.397.097.us101.us
  %scevgep742 = getelementptr i8, i8* %scevgep741, i64 -2
  store i8 %.41.i.us126.us.1, i8* %scevgep742, align 1, !noalias !85
  %sunkaddr1500 = mul i64 %.397.097.us101.us, 2
  %sunkaddr1501 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1500
  %sunkaddr1502 = getelementptr i8, i8* %sunkaddr1501, i64 4
  %304 = bitcast i8* %sunkaddr1502 to i16*
  %.66.i.us111.us.2 = load i16, i16* %304, align 2, !noalias !75
  %.41.i.us126.us.2 = trunc i16 %.66.i.us111.us.2 to i8
  %scevgep737 = getelementptr i8, i8* %scevgep735, i64 %.397.097.us101.us
  %scevgep738 = getelementptr i8, i8* %scevgep737, i64 -1
  store i8 %.41.i.us126.us.2, i8* %scevgep738, align 1, !noalias !85
  %.466.us103.us.3 = add nuw nsw i64 %.397.097.us101.us, 4
  %sunkaddr1503 = mul i64 %.397.097.us101.us, 2
  %sunkaddr1504 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1503
  %sunkaddr1505 = getelementptr i8, i8* %sunkaddr1504, i64 6
  %305 = bitcast i8* %sunkaddr1505 to i16*
  %.66.i.us111.us.3 = load i16, i16* %305, align 2, !noalias !75
  %.41.i.us126.us.3 = trunc i16 %.66.i.us111.us.3 to i8
  %scevgep736 = getelementptr i8, i8* %scevgep735, i64 %.397.097.us101.us
  store i8 %.41.i.us126.us.3, i8* %scevgep736, align 1, !noalias !85
  %exitcond216.not.us.3 = icmp eq i64 %spec.select96, %.466.us103.us.3
  br i1 %exitcond216.not.us.3, label %B452, label %B354.endif.us99.us, !llvm.loop !114

B354.endif.us99.us81:                             ; preds = %B354.endif.us99.us81.preheader527, %B354.endif.us99.us81
  %.397.097.us101.us82 = phi i64 [ %.466.us103.us83.3, %B354.endif.us99.us81 ], [ %.397.097.us101.us82.unr, %B354.endif.us99.us81.preheader527 ]
  %sunkaddr1506 = mul i64 %.397.097.us101.us82, 2
  %sunkaddr1507 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1506
  %306 = bitcast i8* %sunkaddr1507 to i16*
  %.66.i.us111.us86 = load i16, i16* %306, align 2, !noalias !75
  %307 = shl nuw i64 %.397.097.us101.us82, 1
  %scevgep807 = getelementptr i8, i8* %scevgep798, i64 %307
  %scevgep807808 = bitcast i8* %scevgep807 to i16*
  %scevgep809 = getelementptr i16, i16* %scevgep807808, i64 -3
  store i16 %.66.i.us111.us86, i16* %scevgep809, align 2, !noalias !85
  %sunkaddr1508 = mul i64 %.397.097.us101.us82, 2
  %sunkaddr1509 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1508
  %sunkaddr1510 = getelementptr i8, i8* %sunkaddr1509, i64 2
  %308 = bitcast i8* %sunkaddr1510 to i16*
  %.66.i.us111.us86.1 = load i16, i16* %308, align 2, !noalias !75
  %309 = shl nuw i64 %.397.097.us101.us82, 1
  %scevgep804 = getelementptr i8, i8* %scevgep798, i64 %309
  %scevgep804805 = bitcast i8* %scevgep804 to i16*
  %scevgep806 = getelementptr i16, i16* %scevgep804805, i64 -2
  store i16 %.66.i.us111.us86.1, i16* %scevgep806, align 2, !noalias !85
  %sunkaddr1511 = mul i64 %.397.097.us101.us82, 2
  %sunkaddr1512 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1511
  %sunkaddr1513 = getelementptr i8, i8* %sunkaddr1512, i64 4
  %310 = bitcast i8* %sunkaddr1513 to i16*
  %.66.i.us111.us86.2 = load i16, i16* %310, align 2, !noalias !75
  %311 = shl nuw i64 %.397.097.us101.us82, 1
  %scevgep801 = getelementptr i8, i8* %scevgep798, i64 %311
  %scevgep801802 = bitcast i8* %scevgep801 to i16*
  %scevgep803 = getelementptr i16, i16* %scevgep801802, i64 -1
  store i16 %.66.i.us111.us86.2, i16* %scevgep803, align 2, !noalias !85
  %.466.us103.us83.3 = add nuw nsw i64 %.397.097.us101.us82, 4
  %sunkaddr1514 = mul i64 %.397.097.us101.us82, 2
  %sunkaddr1515 = getelementptr i8, i8* %arg.b.0, i64 %sunkaddr1514
  %sunkaddr1516 = getelementptr i8, i8* %sunkaddr1515, i64 6
  %312 = bitcast i8* %sunkaddr1516 to i16*
  %.66.i.us111.us86.3 = load i16, i16* %312, align 2, !noalias !75
  %313 = shl nuw i64 %.397.097.us101.us82, 1
  %scevgep799 = getelementptr i8, i8* %scevgep798, i64 %313
  %scevgep799800 = bitcast i8* %scevgep799 to i16*
  store i16 %.66.i.us111.us86.3, i16* %scevgep799800, align 2, !noalias !85
  %exitcond216.not.us98.3 = icmp eq i64 %spec.select96, %.466.us103.us83.3
  br i1 %exitcond216.not.us98.3, label %B452, label %B354.endif.us99.us81, !llvm.loop !115

B354.endif.preheader:                             ; preds = %B354.endif.lr.ph
  switch i32 %.117.sroa.12.3, label %B354.endif.endif.if [
    i32 1, label %B354.endif.us26.preheader
    i32 2, label %B354.endif.us32.preheader
    i32 4, label %B354.endif.us46.preheader
  ]

B354.endif.us46.preheader:                        ; preds = %B354.endif.preheader
  %314 = shl i64 %arg.a.1, 2
  %scevgep333 = getelementptr i8, i8* %.6.i.i, i64 %314
  %315 = shl nuw i64 %spec.select96, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %scevgep333, i8 0, i64 %315, i1 false), !noalias !85
  br label %B452

B354.endif.us32.preheader:                        ; preds = %B354.endif.preheader
  %316 = shl i64 %arg.a.1, 1
  %scevgep330 = getelementptr i8, i8* %.6.i.i, i64 %316
  %317 = shl nuw i64 %spec.select96, 1
  call void @llvm.memset.p0i8.i64(i8* align 2 %scevgep330, i8 0, i64 %317, i1 false), !noalias !85
  br label %B452

B354.endif.us26.preheader:                        ; preds = %B354.endif.preheader
  %scevgep328 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  call void @llvm.memset.p0i8.i64(i8* align 1 %scevgep328, i8 0, i64 %spec.select96, i1 false), !noalias !85
  br label %B452

B354.endif.lr.ph.split.us:                        ; preds = %B354.endif.lr.ph
  br i1 %1, label %iter.check266, label %B354.endif.us.preheader

B354.endif.us.preheader:                          ; preds = %B354.endif.lr.ph.split.us
  %318 = shl i64 %arg.a.1, 1
  %scevgep425 = getelementptr i8, i8* %.6.i.i, i64 %318
  %319 = shl i64 %arg.a.1, 2
  %scevgep428 = getelementptr i8, i8* %.6.i.i, i64 %319
  switch i32 %.117.sroa.12.3, label %B354.endif.endif.if [
    i32 4, label %B354.endif.us.us61.preheader
    i32 2, label %B354.endif.us.us64.preheader
  ]

B354.endif.us.us64.preheader:                     ; preds = %B354.endif.us.preheader
  %min.iters.check389 = icmp ult i64 %spec.select96, 16
  br i1 %min.iters.check389, label %B354.endif.us.us64.preheader420, label %vector.memcheck376

vector.memcheck376:                               ; preds = %B354.endif.us.us64.preheader
  %320 = add i64 %spec.select96, %arg.a.1
  %321 = shl i64 %320, 1
  %scevgep379 = getelementptr i8, i8* %.6.i.i, i64 %321
  %scevgep382 = getelementptr i8, i8* %arg.b.0, i64 %spec.select96
  %bound0383 = icmp ult i8* %scevgep425, %scevgep382
  %bound1384 = icmp ugt i8* %scevgep379, %arg.b.0
  %found.conflict385 = and i1 %bound0383, %bound1384
  br i1 %found.conflict385, label %B354.endif.us.us64.preheader420, label %vector.ph390

vector.ph390:                                     ; preds = %vector.memcheck376
  %const1253 = bitcast i64 9223372036854775800 to i64
  %const_mat1254 = add i64 %const1253, -8
  %n.vec392 = and i64 %spec.select96, %const_mat1254
  %322 = add nsw i64 %n.vec392, -16
  %323 = lshr exact i64 %322, 4
  %324 = add nuw nsw i64 %323, 1
  %325 = icmp eq i64 %322, 0
  br i1 %325, label %middle.block386.unr-lcssa, label %vector.ph390.new

vector.ph390.new:                                 ; preds = %vector.ph390
  %const1240 = bitcast i64 2305843009213693950 to i64
  %unroll_iter458 = and i64 %324, %const1240
  %326 = add i64 %318, 48
  %scevgep717 = getelementptr i8, i8* %.6.i.i, i64 %326
  br label %vector.body388

vector.body388:                                   ; preds = %vector.body388, %vector.ph390.new
  %lsr.iv729 = phi i64 [ %lsr.iv.next730, %vector.body388 ], [ %unroll_iter458, %vector.ph390.new ]
  %index395 = phi i64 [ 0, %vector.ph390.new ], [ %index.next398.1, %vector.body388 ]
  %sunkaddr1517 = getelementptr i8, i8* %arg.b.0, i64 %index395
  %327 = bitcast i8* %sunkaddr1517 to <8 x i8>*
  %wide.load396 = load <8 x i8>, <8 x i8>* %327, align 1, !alias.scope !116, !noalias !75
  %sunkaddr1518 = getelementptr i8, i8* %arg.b.0, i64 %index395
  %sunkaddr1519 = getelementptr i8, i8* %sunkaddr1518, i64 8
  %328 = bitcast i8* %sunkaddr1519 to <8 x i8>*
  %wide.load397 = load <8 x i8>, <8 x i8>* %328, align 1, !alias.scope !116, !noalias !75
  %329 = zext <8 x i8> %wide.load396 to <8 x i16>
  %330 = zext <8 x i8> %wide.load397 to <8 x i16>
  %331 = shl i64 %index395, 1
  %scevgep726 = getelementptr i8, i8* %scevgep717, i64 %331
  %scevgep726727 = bitcast i8* %scevgep726 to <8 x i16>*
  %scevgep728 = getelementptr <8 x i16>, <8 x i16>* %scevgep726727, i64 -3
  store <8 x i16> %329, <8 x i16>* %scevgep728, align 2, !alias.scope !119, !noalias !121
  %332 = shl i64 %index395, 1
  %scevgep723 = getelementptr i8, i8* %scevgep717, i64 %332
  %scevgep723724 = bitcast i8* %scevgep723 to <8 x i16>*
  %scevgep725 = getelementptr <8 x i16>, <8 x i16>* %scevgep723724, i64 -2
  store <8 x i16> %330, <8 x i16>* %scevgep725, align 2, !alias.scope !119, !noalias !121
  %sunkaddr1520 = getelementptr i8, i8* %arg.b.0, i64 %index395
  %sunkaddr1521 = getelementptr i8, i8* %sunkaddr1520, i64 16
  %333 = bitcast i8* %sunkaddr1521 to <8 x i8>*
  %wide.load396.1 = load <8 x i8>, <8 x i8>* %333, align 1, !alias.scope !116, !noalias !75
  %sunkaddr1522 = getelementptr i8, i8* %arg.b.0, i64 %index395
  %sunkaddr1523 = getelementptr i8, i8* %sunkaddr1522, i64 24
  %334 = bitcast i8* %sunkaddr1523 to <8 x i8>*
  %wide.load397.1 = load <8 x i8>, <8 x i8>* %334, align 1, !alias.scope !116, !noalias !75
  %335 = zext <8 x i8> %wide.load396.1 to <8 x i16>
  %336 = zext <8 x i8> %wide.load397.1 to <8 x i16>
  %337 = shl i64 %index395, 1
  %scevgep720 = getelementptr i8, i8* %scevgep717, i64 %337
  %scevgep720721 = bitcast i8* %scevgep720 to <8 x i16>*
  %scevgep722 = getelementptr <8 x i16>, <8 x i16>* %scevgep720721, i64 -1
  store <8 x i16> %335, <8 x i16>* %scevgep722, align 2, !alias.scope !119, !noalias !121
  %338 = shl i64 %index395, 1
  %scevgep718 = getelementptr i8, i8* %scevgep717, i64 %338
  %scevgep718719 = bitcast i8* %scevgep718 to <8 x i16>*
  store <8 x i16> %336, <8 x i16>* %scevgep718719, align 2, !alias.scope !119, !noalias !121
  %index.next398.1 = add i64 %index395, 32
  %lsr.iv.next730 = add i64 %lsr.iv729, -2
  %niter459.ncmp.1 = icmp eq i64 %lsr.iv.next730, 0
  br i1 %niter459.ncmp.1, label %middle.block386.unr-lcssa, label %vector.body388, !llvm.loop !122

middle.block386.unr-lcssa:                        ; preds = %vector.body388, %vector.ph390
  %index395.unr = phi i64 [ 0, %vector.ph390 ], [ %index.next398.1, %vector.body388 ]
  %339 = and i64 %324, 1
  %lcmp.mod457.not = icmp eq i64 %339, 0
  br i1 %lcmp.mod457.not, label %middle.block386, label %vector.body388.epil

vector.body388.epil:                              ; preds = %middle.block386.unr-lcssa
  %340 = getelementptr i8, i8* %arg.b.0, i64 %index395.unr
  %341 = bitcast i8* %340 to <8 x i8>*
  %wide.load396.epil = load <8 x i8>, <8 x i8>* %341, align 1, !alias.scope !116, !noalias !75
  %342 = getelementptr i8, i8* %340, i64 8
  %343 = bitcast i8* %342 to <8 x i8>*
  %wide.load397.epil = load <8 x i8>, <8 x i8>* %343, align 1, !alias.scope !116, !noalias !75
  %344 = zext <8 x i8> %wide.load396.epil to <8 x i16>
  %345 = zext <8 x i8> %wide.load397.epil to <8 x i16>
  %346 = shl nuw i64 %index395.unr, 1
  %347 = getelementptr i8, i8* %scevgep425, i64 %346
  %348 = bitcast i8* %347 to <8 x i16>*
  store <8 x i16> %344, <8 x i16>* %348, align 2, !alias.scope !119, !noalias !121
  %349 = getelementptr i8, i8* %347, i64 16
  %350 = bitcast i8* %349 to <8 x i16>*
  store <8 x i16> %345, <8 x i16>* %350, align 2, !alias.scope !119, !noalias !121
  br label %middle.block386

middle.block386:                                  ; preds = %middle.block386.unr-lcssa, %vector.body388.epil
  %cmp.n394 = icmp eq i64 %spec.select96, %n.vec392
  br i1 %cmp.n394, label %B452, label %B354.endif.us.us64.preheader420

B354.endif.us.us64.preheader420:                  ; preds = %vector.memcheck376, %B354.endif.us.us64.preheader, %middle.block386
  %.397.097.us.us65.ph = phi i64 [ 0, %vector.memcheck376 ], [ 0, %B354.endif.us.us64.preheader ], [ %n.vec392, %middle.block386 ]
  %351 = xor i64 %.397.097.us.us65.ph, -1
  %352 = add nsw i64 %spec.select96, %351
  %xtraiter453 = and i64 %spec.select96, 3
  %lcmp.mod454.not = icmp eq i64 %xtraiter453, 0
  br i1 %lcmp.mod454.not, label %B354.endif.us.us64.prol.loopexit, label %B354.endif.us.us64.prol.preheader

B354.endif.us.us64.prol.preheader:                ; preds = %B354.endif.us.us64.preheader420
  br label %B354.endif.us.us64.prol

B354.endif.us.us64.prol:                          ; preds = %B354.endif.us.us64.prol.preheader, %B354.endif.us.us64.prol
  %lsr.iv703 = phi i64 [ %xtraiter453, %B354.endif.us.us64.prol.preheader ], [ %lsr.iv.next704, %B354.endif.us.us64.prol ]
  %.397.097.us.us65.prol = phi i64 [ %.466.us.us66.prol, %B354.endif.us.us64.prol ], [ %.397.097.us.us65.ph, %B354.endif.us.us64.prol.preheader ]
  %.466.us.us66.prol = add nuw nsw i64 %.397.097.us.us65.prol, 1
  %scevgep702 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us65.prol
  %.37.i.us.us68.prol = load i8, i8* %scevgep702, align 1, !noalias !75
  %.72.i.us.us70.prol = zext i8 %.37.i.us.us68.prol to i16
  %353 = shl nuw i64 %.397.097.us.us65.prol, 1
  %scevgep700 = getelementptr i8, i8* %scevgep425, i64 %353
  %scevgep700701 = bitcast i8* %scevgep700 to i16*
  store i16 %.72.i.us.us70.prol, i16* %scevgep700701, align 2, !noalias !85
  %lsr.iv.next704 = add nsw i64 %lsr.iv703, -1
  %prol.iter455.cmp.not = icmp eq i64 %lsr.iv.next704, 0
  br i1 %prol.iter455.cmp.not, label %B354.endif.us.us64.prol.loopexit, label %B354.endif.us.us64.prol, !llvm.loop !123

B354.endif.us.us64.prol.loopexit:                 ; preds = %B354.endif.us.us64.prol, %B354.endif.us.us64.preheader420
  %.397.097.us.us65.unr = phi i64 [ %.397.097.us.us65.ph, %B354.endif.us.us64.preheader420 ], [ %.466.us.us66.prol, %B354.endif.us.us64.prol ]
  %354 = icmp ult i64 %352, 3
  br i1 %354, label %B452, label %B354.endif.us.us64.preheader521

B354.endif.us.us64.preheader521:                  ; preds = %B354.endif.us.us64.prol.loopexit
  %355 = add i64 %318, 6
  %scevgep680 = getelementptr i8, i8* %.6.i.i, i64 %355
  br label %B354.endif.us.us64

B354.endif.us.us61.preheader:                     ; preds = %B354.endif.us.preheader
  %min.iters.check408 = icmp ult i64 %spec.select96, 8
  br i1 %min.iters.check408, label %B354.endif.us.us61.preheader418, label %vector.memcheck399

vector.memcheck399:                               ; preds = %B354.endif.us.us61.preheader
  %356 = add i64 %spec.select96, %arg.a.1
  %357 = shl i64 %356, 2
  %scevgep400 = getelementptr i8, i8* %.6.i.i, i64 %357
  %scevgep401 = getelementptr i8, i8* %arg.b.0, i64 %spec.select96
  %bound0402 = icmp ult i8* %scevgep428, %scevgep401
  %bound1403 = icmp ugt i8* %scevgep400, %arg.b.0
  %found.conflict404 = and i1 %bound0402, %bound1403
  br i1 %found.conflict404, label %B354.endif.us.us61.preheader418, label %vector.ph409

vector.ph409:                                     ; preds = %vector.memcheck399
  %const1255 = bitcast i64 9223372036854775800 to i64
  %n.vec411 = and i64 %spec.select96, %const1255
  %358 = add nsw i64 %n.vec411, -8
  %359 = lshr exact i64 %358, 3
  %360 = add nuw nsw i64 %359, 1
  %361 = icmp eq i64 %358, 0
  br i1 %361, label %middle.block405.unr-lcssa, label %vector.ph409.new

vector.ph409.new:                                 ; preds = %vector.ph409
  %const1245 = bitcast i64 4611686018427387902 to i64
  %unroll_iter452 = and i64 %360, %const1245
  %362 = add i64 %319, 48
  %scevgep666 = getelementptr i8, i8* %.6.i.i, i64 %362
  br label %vector.body407

vector.body407:                                   ; preds = %vector.body407, %vector.ph409.new
  %lsr.iv678 = phi i64 [ %lsr.iv.next679, %vector.body407 ], [ %unroll_iter452, %vector.ph409.new ]
  %index414 = phi i64 [ 0, %vector.ph409.new ], [ %index.next417.1, %vector.body407 ]
  %sunkaddr1524 = getelementptr i8, i8* %arg.b.0, i64 %index414
  %363 = bitcast i8* %sunkaddr1524 to <4 x i8>*
  %wide.load415 = load <4 x i8>, <4 x i8>* %363, align 1, !alias.scope !124, !noalias !75
  %sunkaddr1525 = getelementptr i8, i8* %arg.b.0, i64 %index414
  %sunkaddr1526 = getelementptr i8, i8* %sunkaddr1525, i64 4
  %364 = bitcast i8* %sunkaddr1526 to <4 x i8>*
  %wide.load416 = load <4 x i8>, <4 x i8>* %364, align 1, !alias.scope !124, !noalias !75
  %365 = zext <4 x i8> %wide.load415 to <4 x i32>
  %366 = zext <4 x i8> %wide.load416 to <4 x i32>
  %367 = shl i64 %index414, 2
  %scevgep675 = getelementptr i8, i8* %scevgep666, i64 %367
  %scevgep675676 = bitcast i8* %scevgep675 to <4 x i32>*
  %scevgep677 = getelementptr <4 x i32>, <4 x i32>* %scevgep675676, i64 -3
  store <4 x i32> %365, <4 x i32>* %scevgep677, align 4, !alias.scope !127, !noalias !129
  %scevgep672 = getelementptr i8, i8* %scevgep666, i64 %367
  %scevgep672673 = bitcast i8* %scevgep672 to <4 x i32>*
  %scevgep674 = getelementptr <4 x i32>, <4 x i32>* %scevgep672673, i64 -2
  store <4 x i32> %366, <4 x i32>* %scevgep674, align 4, !alias.scope !127, !noalias !129
  %sunkaddr1527 = getelementptr i8, i8* %arg.b.0, i64 %index414
  %sunkaddr1528 = getelementptr i8, i8* %sunkaddr1527, i64 8
  %368 = bitcast i8* %sunkaddr1528 to <4 x i8>*
  %wide.load415.1 = load <4 x i8>, <4 x i8>* %368, align 1, !alias.scope !124, !noalias !75
  %sunkaddr1529 = getelementptr i8, i8* %arg.b.0, i64 %index414
  %sunkaddr1530 = getelementptr i8, i8* %sunkaddr1529, i64 12
  %369 = bitcast i8* %sunkaddr1530 to <4 x i8>*
  %wide.load416.1 = load <4 x i8>, <4 x i8>* %369, align 1, !alias.scope !124, !noalias !75
  %370 = zext <4 x i8> %wide.load415.1 to <4 x i32>
  %371 = zext <4 x i8> %wide.load416.1 to <4 x i32>
  %372 = shl i64 %index414, 2
  %scevgep669 = getelementptr i8, i8* %scevgep666, i64 %372
  %scevgep669670 = bitcast i8* %scevgep669 to <4 x i32>*
  %scevgep671 = getelementptr <4 x i32>, <4 x i32>* %scevgep669670, i64 -1
  store <4 x i32> %370, <4 x i32>* %scevgep671, align 4, !alias.scope !127, !noalias !129
  %373 = shl i64 %index414, 2
  %scevgep667 = getelementptr i8, i8* %scevgep666, i64 %373
  %scevgep667668 = bitcast i8* %scevgep667 to <4 x i32>*
  store <4 x i32> %371, <4 x i32>* %scevgep667668, align 4, !alias.scope !127, !noalias !129
  %index.next417.1 = add i64 %index414, 16
  %lsr.iv.next679 = add i64 %lsr.iv678, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next679, 0
  br i1 %niter.ncmp.1, label %middle.block405.unr-lcssa, label %vector.body407, !llvm.loop !130

middle.block405.unr-lcssa:                        ; preds = %vector.body407, %vector.ph409
  %index414.unr = phi i64 [ 0, %vector.ph409 ], [ %index.next417.1, %vector.body407 ]
  %374 = and i64 %360, 1
  %lcmp.mod451.not = icmp eq i64 %374, 0
  br i1 %lcmp.mod451.not, label %middle.block405, label %vector.body407.epil

vector.body407.epil:                              ; preds = %middle.block405.unr-lcssa
  %375 = getelementptr i8, i8* %arg.b.0, i64 %index414.unr
  %376 = bitcast i8* %375 to <4 x i8>*
  %wide.load415.epil = load <4 x i8>, <4 x i8>* %376, align 1, !alias.scope !124, !noalias !75
  %377 = getelementptr i8, i8* %375, i64 4
  %378 = bitcast i8* %377 to <4 x i8>*
  %wide.load416.epil = load <4 x i8>, <4 x i8>* %378, align 1, !alias.scope !124, !noalias !75
  %379 = zext <4 x i8> %wide.load415.epil to <4 x i32>
  %380 = zext <4 x i8> %wide.load416.epil to <4 x i32>
  %381 = shl i64 %index414.unr, 2
  %382 = getelementptr i8, i8* %scevgep428, i64 %381
  %383 = bitcast i8* %382 to <4 x i32>*
  store <4 x i32> %379, <4 x i32>* %383, align 4, !alias.scope !127, !noalias !129
  %384 = getelementptr i8, i8* %382, i64 16
  %385 = bitcast i8* %384 to <4 x i32>*
  store <4 x i32> %380, <4 x i32>* %385, align 4, !alias.scope !127, !noalias !129
  br label %middle.block405

middle.block405:                                  ; preds = %middle.block405.unr-lcssa, %vector.body407.epil
  %cmp.n413 = icmp eq i64 %spec.select96, %n.vec411
  br i1 %cmp.n413, label %B452, label %B354.endif.us.us61.preheader418

B354.endif.us.us61.preheader418:                  ; preds = %vector.memcheck399, %B354.endif.us.us61.preheader, %middle.block405
  %.397.097.us.us62.ph = phi i64 [ 0, %vector.memcheck399 ], [ 0, %B354.endif.us.us61.preheader ], [ %n.vec411, %middle.block405 ]
  %386 = xor i64 %.397.097.us.us62.ph, -1
  %387 = add nsw i64 %spec.select96, %386
  %xtraiter447 = and i64 %spec.select96, 3
  %lcmp.mod.not517 = icmp eq i64 %xtraiter447, 0
  br i1 %lcmp.mod.not517, label %B354.endif.us.us61.prol.loopexit, label %B354.endif.us.us61.prol.preheader

B354.endif.us.us61.prol.preheader:                ; preds = %B354.endif.us.us61.preheader418
  br label %B354.endif.us.us61.prol

B354.endif.us.us61.prol:                          ; preds = %B354.endif.us.us61.prol.preheader, %B354.endif.us.us61.prol
  %lsr.iv652 = phi i64 [ %xtraiter447, %B354.endif.us.us61.prol.preheader ], [ %lsr.iv.next653, %B354.endif.us.us61.prol ]
  %.397.097.us.us62.prol = phi i64 [ %.466.us.us.prol448, %B354.endif.us.us61.prol ], [ %.397.097.us.us62.ph, %B354.endif.us.us61.prol.preheader ]
  %.466.us.us.prol448 = add nuw nsw i64 %.397.097.us.us62.prol, 1
  %scevgep651 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us62.prol
  %.37.i.us.us.prol = load i8, i8* %scevgep651, align 1, !noalias !75
  %.103.i.us.us.prol = zext i8 %.37.i.us.us.prol to i32
  %388 = shl i64 %.397.097.us.us62.prol, 2
  %scevgep649 = getelementptr i8, i8* %scevgep428, i64 %388
  %scevgep649650 = bitcast i8* %scevgep649 to i32*
  store i32 %.103.i.us.us.prol, i32* %scevgep649650, align 4, !noalias !85
  %lsr.iv.next653 = add nsw i64 %lsr.iv652, -1
  %prol.iter.cmp.not518 = icmp eq i64 %lsr.iv.next653, 0
  br i1 %prol.iter.cmp.not518, label %B354.endif.us.us61.prol.loopexit, label %B354.endif.us.us61.prol, !llvm.loop !131

B354.endif.us.us61.prol.loopexit:                 ; preds = %B354.endif.us.us61.prol, %B354.endif.us.us61.preheader418
  %.397.097.us.us62.unr = phi i64 [ %.397.097.us.us62.ph, %B354.endif.us.us61.preheader418 ], [ %.466.us.us.prol448, %B354.endif.us.us61.prol ]
  %389 = icmp ult i64 %387, 3
  br i1 %389, label %B452, label %B354.endif.us.us61.preheader519

B354.endif.us.us61.preheader519:                  ; preds = %B354.endif.us.us61.prol.loopexit
  %390 = add i64 %319, 12
  %scevgep629 = getelementptr i8, i8* %.6.i.i, i64 %390
  br label %B354.endif.us.us61

B354.endif.us.us61:                               ; preds = %B354.endif.us.us61.preheader519, %B354.endif.us.us61
  %.397.097.us.us62 = phi i64 [ %.466.us.us.3449, %B354.endif.us.us61 ], [ %.397.097.us.us62.unr, %B354.endif.us.us61.preheader519 ]
  %sunkaddr1531 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us62
  %.37.i.us.us = load i8, i8* %sunkaddr1531, align 1, !noalias !75
  %.103.i.us.us = zext i8 %.37.i.us.us to i32
  %391 = shl i64 %.397.097.us.us62, 2
  %scevgep635 = getelementptr i8, i8* %scevgep629, i64 %391
  %scevgep635636 = bitcast i8* %scevgep635 to i32*
  %scevgep637 = getelementptr i32, i32* %scevgep635636, i64 -3
  store i32 %.103.i.us.us, i32* %scevgep637, align 4, !noalias !85
  %sunkaddr1532 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us62
  %sunkaddr1533 = getelementptr i8, i8* %sunkaddr1532, i64 1
  %.37.i.us.us.1 = load i8, i8* %sunkaddr1533, align 1, !noalias !75
  %.103.i.us.us.1 = zext i8 %.37.i.us.us.1 to i32
  %392 = shl i64 %.397.097.us.us62, 2
  %scevgep638 = getelementptr i8, i8* %scevgep629, i64 %392
  %scevgep638639 = bitcast i8* %scevgep638 to i32*
  %scevgep640 = getelementptr i32, i32* %scevgep638639, i64 -2
  store i32 %.103.i.us.us.1, i32* %scevgep640, align 4, !noalias !85
  %sunkaddr1534 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us62
  %sunkaddr1535 = getelementptr i8, i8* %sunkaddr1534, i64 2
  %.37.i.us.us.2 = load i8, i8* %sunkaddr1535, align 1, !noalias !75
  %.103.i.us.us.2 = zext i8 %.37.i.us.us.2 to i32
  %393 = shl i64 %.397.097.us.us62, 2
  %scevgep632 = getelementptr i8, i8* %scevgep629, i64 %393
  %scevgep632633 = bitcast i8* %scevgep632 to i32*
  %scevgep634 = getelementptr i32, i32* %scevgep632633, i64 -1
  store i32 %.103.i.us.us.2, i32* %scevgep634, align 4, !noalias !85
  %.466.us.us.3449 = add nuw nsw i64 %.397.097.us.us62, 4
  %sunkaddr1536 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us62
  %sunkaddr1537 = getelementptr i8, i8* %sunkaddr1536, i64 3
  %.37.i.us.us.3 = load i8, i8* %sunkaddr1537, align 1, !noalias !75
  %.103.i.us.us.3 = zext i8 %.37.i.us.us.3 to i32
  %394 = shl i64 %.397.097.us.us62, 2
  %scevgep630 = getelementptr i8, i8* %scevgep629, i64 %394
  %scevgep630631 = bitcast i8* %scevgep630 to i32*
  store i32 %.103.i.us.us.3, i32* %scevgep630631, align 4, !noalias !85
  %exitcond215.not.us.3 = icmp eq i64 %spec.select96, %.466.us.us.3449
  br i1 %exitcond215.not.us.3, label %B452, label %B354.endif.us.us61, !llvm.loop !132

B354.endif.us.us64:                               ; preds = %B354.endif.us.us64.preheader521, %B354.endif.us.us64
  %.397.097.us.us65 = phi i64 [ %.466.us.us66.3, %B354.endif.us.us64 ], [ %.397.097.us.us65.unr, %B354.endif.us.us64.preheader521 ]
  %sunkaddr1538 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us65
  %.37.i.us.us68 = load i8, i8* %sunkaddr1538, align 1, !noalias !75
  %.72.i.us.us70 = zext i8 %.37.i.us.us68 to i16
  %395 = shl nuw i64 %.397.097.us.us65, 1
  %scevgep686 = getelementptr i8, i8* %scevgep680, i64 %395
  %scevgep686687 = bitcast i8* %scevgep686 to i16*
  %scevgep688 = getelementptr i16, i16* %scevgep686687, i64 -3
  store i16 %.72.i.us.us70, i16* %scevgep688, align 2, !noalias !85
  %sunkaddr1539 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us65
  %sunkaddr1540 = getelementptr i8, i8* %sunkaddr1539, i64 1
  %.37.i.us.us68.1 = load i8, i8* %sunkaddr1540, align 1, !noalias !75
  %.72.i.us.us70.1 = zext i8 %.37.i.us.us68.1 to i16
  %396 = shl nuw i64 %.397.097.us.us65, 1
  %scevgep689 = getelementptr i8, i8* %scevgep680, i64 %396
  %scevgep689690 = bitcast i8* %scevgep689 to i16*
  %scevgep691 = getelementptr i16, i16* %scevgep689690, i64 -2
  store i16 %.72.i.us.us70.1, i16* %scevgep691, align 2, !noalias !85
  %sunkaddr1541 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us65
  %sunkaddr1542 = getelementptr i8, i8* %sunkaddr1541, i64 2
  %.37.i.us.us68.2 = load i8, i8* %sunkaddr1542, align 1, !noalias !75
  %.72.i.us.us70.2 = zext i8 %.37.i.us.us68.2 to i16
  %397 = shl nuw i64 %.397.097.us.us65, 1
  %scevgep683 = getelementptr i8, i8* %scevgep680, i64 %397
  %scevgep683684 = bitcast i8* %scevgep683 to i16*
  %scevgep685 = getelementptr i16, i16* %scevgep683684, i64 -1
  store i16 %.72.i.us.us70.2, i16* %scevgep685, align 2, !noalias !85
  %.466.us.us66.3 = add nuw nsw i64 %.397.097.us.us65, 4
  %sunkaddr1543 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us65
  %sunkaddr1544 = getelementptr i8, i8* %sunkaddr1543, i64 3
  %.37.i.us.us68.3 = load i8, i8* %sunkaddr1544, align 1, !noalias !75
  %.72.i.us.us70.3 = zext i8 %.37.i.us.us68.3 to i16
  %398 = shl nuw i64 %.397.097.us.us65, 1
  %scevgep681 = getelementptr i8, i8* %scevgep680, i64 %398
  %scevgep681682 = bitcast i8* %scevgep681 to i16*
  store i16 %.72.i.us.us70.3, i16* %scevgep681682, align 2, !noalias !85
  %exitcond215.not.us78.3 = icmp eq i64 %spec.select96, %.466.us.us66.3
  br i1 %exitcond215.not.us78.3, label %B452, label %B354.endif.us.us64, !llvm.loop !133

iter.check266:                                    ; preds = %B354.endif.lr.ph.split.us
  %min.iters.check264 = icmp ult i64 %spec.select96, 8
  br i1 %min.iters.check264, label %B354.endif.us.us.preheader, label %vector.memcheck255

vector.memcheck255:                               ; preds = %iter.check266
  %scevgep256 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  %399 = add i64 %spec.select96, %arg.a.1
  %scevgep257 = getelementptr i8, i8* %.6.i.i, i64 %399
  %scevgep258 = getelementptr i8, i8* %arg.b.0, i64 %spec.select96
  %bound0259 = icmp ult i8* %scevgep256, %scevgep258
  %bound1260 = icmp ugt i8* %scevgep257, %arg.b.0
  %found.conflict261 = and i1 %bound0259, %bound1260
  br i1 %found.conflict261, label %B354.endif.us.us.preheader, label %vector.main.loop.iter.check268

vector.main.loop.iter.check268:                   ; preds = %vector.memcheck255
  %const1256 = bitcast i64 9223372036854775800 to i64
  %min.iters.check267 = icmp ult i64 %spec.select96, 32
  br i1 %min.iters.check267, label %vec.epilog.ph281, label %vector.ph269

vector.ph269:                                     ; preds = %vector.main.loop.iter.check268
  %const_mat1257 = add i64 %const1256, -24
  %n.vec271 = and i64 %spec.select96, %const_mat1257
  %400 = add nsw i64 %n.vec271, -32
  %401 = lshr exact i64 %400, 5
  %402 = add i64 %401, 1
  %xtraiter304 = and i64 %402, 3
  %403 = icmp ult i64 %400, 96
  br i1 %403, label %middle.block262.unr-lcssa, label %vector.ph269.new

vector.ph269.new:                                 ; preds = %vector.ph269
  %404 = add i64 %arg.a.1, 112
  %scevgep374 = getelementptr i8, i8* %.6.i.i, i64 %404
  %405 = lshr i64 %402, 2
  %406 = mul nsw i64 %405, -4
  br label %vector.body263

vector.body263:                                   ; preds = %vector.body263, %vector.ph269.new
  %lsr.iv581 = phi i64 [ %lsr.iv.next582, %vector.body263 ], [ %406, %vector.ph269.new ]
  %index273 = phi i64 [ %index.next276.3, %vector.body263 ], [ 0, %vector.ph269.new ]
  %sunkaddr1545 = getelementptr i8, i8* %arg.b.0, i64 %index273
  %407 = bitcast i8* %sunkaddr1545 to <16 x i8>*
  %wide.load274 = load <16 x i8>, <16 x i8>* %407, align 1, !alias.scope !134, !noalias !75
  %sunkaddr1546 = getelementptr i8, i8* %arg.b.0, i64 %index273
  %sunkaddr1547 = getelementptr i8, i8* %sunkaddr1546, i64 16
  %408 = bitcast i8* %sunkaddr1547 to <16 x i8>*
  %wide.load275 = load <16 x i8>, <16 x i8>* %408, align 1, !alias.scope !134, !noalias !75
  %scevgep601 = getelementptr i8, i8* %scevgep374, i64 %index273
  %scevgep601602 = bitcast i8* %scevgep601 to <16 x i8>*
  %scevgep603 = getelementptr <16 x i8>, <16 x i8>* %scevgep601602, i64 -7
  store <16 x i8> %wide.load274, <16 x i8>* %scevgep603, align 1, !alias.scope !137, !noalias !139
  %scevgep598 = getelementptr i8, i8* %scevgep374, i64 %index273
  %scevgep598599 = bitcast i8* %scevgep598 to <16 x i8>*
  %scevgep600 = getelementptr <16 x i8>, <16 x i8>* %scevgep598599, i64 -6
  store <16 x i8> %wide.load275, <16 x i8>* %scevgep600, align 1, !alias.scope !137, !noalias !139
  %sunkaddr1548 = getelementptr i8, i8* %arg.b.0, i64 %index273
  %sunkaddr1549 = getelementptr i8, i8* %sunkaddr1548, i64 32
  %409 = bitcast i8* %sunkaddr1549 to <16 x i8>*
  %wide.load274.1 = load <16 x i8>, <16 x i8>* %409, align 1, !alias.scope !134, !noalias !75
  %sunkaddr1550 = getelementptr i8, i8* %arg.b.0, i64 %index273
  %sunkaddr1551 = getelementptr i8, i8* %sunkaddr1550, i64 48
  %410 = bitcast i8* %sunkaddr1551 to <16 x i8>*
  %wide.load275.1 = load <16 x i8>, <16 x i8>* %410, align 1, !alias.scope !134, !noalias !75
  %scevgep595 = getelementptr i8, i8* %scevgep374, i64 %index273
  %scevgep595596 = bitcast i8* %scevgep595 to <16 x i8>*
  %scevgep597 = getelementptr <16 x i8>, <16 x i8>* %scevgep595596, i64 -5
  store <16 x i8> %wide.load274.1, <16 x i8>* %scevgep597, align 1, !alias.scope !137, !noalias !139
  %scevgep592 = getelementptr i8, i8* %scevgep374, i64 %index273
  %scevgep592593 = bitcast i8* %scevgep592 to <16 x i8>*
  %scevgep594 = getelementptr <16 x i8>, <16 x i8>* %scevgep592593, i64 -4
  store <16 x i8> %wide.load275.1, <16 x i8>* %scevgep594, align 1, !alias.scope !137, !noalias !139
  %sunkaddr1552 = getelementptr i8, i8* %arg.b.0, i64 %index273
  %sunkaddr1553 = getelementptr i8, i8* %sunkaddr1552, i64 64
  %411 = bitcast i8* %sunkaddr1553 to <16 x i8>*
  %wide.load274.2 = load <16 x i8>, <16 x i8>* %411, align 1, !alias.scope !134, !noalias !75
  %sunkaddr1554 = getelementptr i8, i8* %arg.b.0, i64 %index273
  %sunkaddr1555 = getelementptr i8, i8* %sunkaddr1554, i64 80
  %412 = bitcast i8* %sunkaddr1555 to <16 x i8>*
  %wide.load275.2 = load <16 x i8>, <16 x i8>* %412, align 1, !alias.scope !134, !noalias !75
  %scevgep589 = getelementptr i8, i8* %scevgep374, i64 %index273
  %scevgep589590 = bitcast i8* %scevgep589 to <16 x i8>*
  %scevgep591 = getelementptr <16 x i8>, <16 x i8>* %scevgep589590, i64 -3
  store <16 x i8> %wide.load274.2, <16 x i8>* %scevgep591, align 1, !alias.scope !137, !noalias !139
  %scevgep586 = getelementptr i8, i8* %scevgep374, i64 %index273
  %scevgep586587 = bitcast i8* %scevgep586 to <16 x i8>*
  %scevgep588 = getelementptr <16 x i8>, <16 x i8>* %scevgep586587, i64 -2
  store <16 x i8> %wide.load275.2, <16 x i8>* %scevgep588, align 1, !alias.scope !137, !noalias !139
  %sunkaddr1556 = getelementptr i8, i8* %arg.b.0, i64 %index273
  %sunkaddr1557 = getelementptr i8, i8* %sunkaddr1556, i64 96
  %413 = bitcast i8* %sunkaddr1557 to <16 x i8>*
  %wide.load274.3 = load <16 x i8>, <16 x i8>* %413, align 1, !alias.scope !134, !noalias !75
  %sunkaddr1558 = getelementptr i8, i8* %arg.b.0, i64 %index273
  %sunkaddr1559 = getelementptr i8, i8* %sunkaddr1558, i64 112
  %414 = bitcast i8* %sunkaddr1559 to <16 x i8>*
  %wide.load275.3 = load <16 x i8>, <16 x i8>* %414, align 1, !alias.scope !134, !noalias !75
  %scevgep583 = getelementptr i8, i8* %scevgep374, i64 %index273
  %scevgep583584 = bitcast i8* %scevgep583 to <16 x i8>*
  %scevgep585 = getelementptr <16 x i8>, <16 x i8>* %scevgep583584, i64 -1
  store <16 x i8> %wide.load274.3, <16 x i8>* %scevgep585, align 1, !alias.scope !137, !noalias !139
  %scevgep604 = getelementptr i8, i8* %scevgep374, i64 %index273
  %scevgep604605 = bitcast i8* %scevgep604 to <16 x i8>*
  store <16 x i8> %wide.load275.3, <16 x i8>* %scevgep604605, align 1, !alias.scope !137, !noalias !139
  %index.next276.3 = add i64 %index273, 128
  %lsr.iv.next582 = add i64 %lsr.iv581, 4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next582, 0
  br i1 %niter.ncmp.3, label %middle.block262.unr-lcssa, label %vector.body263, !llvm.loop !140

middle.block262.unr-lcssa:                        ; preds = %vector.body263, %vector.ph269
  %index273.unr = phi i64 [ 0, %vector.ph269 ], [ %index.next276.3, %vector.body263 ]
  %lcmp.mod305.not = icmp eq i64 %xtraiter304, 0
  br i1 %lcmp.mod305.not, label %middle.block262, label %vector.body263.epil.preheader

vector.body263.epil.preheader:                    ; preds = %middle.block262.unr-lcssa
  %415 = add nuw nsw i64 %index273.unr, 16
  %scevgep360 = getelementptr i8, i8* %arg.b.0, i64 %415
  %416 = add i64 %index273.unr, %arg.a.1
  %417 = add i64 %416, 16
  %scevgep368 = getelementptr i8, i8* %.6.i.i, i64 %417
  %418 = shl i64 %xtraiter304, 5
  br label %vector.body263.epil

vector.body263.epil:                              ; preds = %vector.body263.epil, %vector.body263.epil.preheader
  %lsr.iv361 = phi i64 [ 0, %vector.body263.epil.preheader ], [ %lsr.iv.next362, %vector.body263.epil ]
  %scevgep576 = getelementptr i8, i8* %scevgep360, i64 %lsr.iv361
  %scevgep576577 = bitcast i8* %scevgep576 to <16 x i8>*
  %scevgep578 = getelementptr <16 x i8>, <16 x i8>* %scevgep576577, i64 -1
  %wide.load274.epil = load <16 x i8>, <16 x i8>* %scevgep578, align 1, !alias.scope !134, !noalias !75
  %scevgep579 = getelementptr i8, i8* %scevgep360, i64 %lsr.iv361
  %scevgep579580 = bitcast i8* %scevgep579 to <16 x i8>*
  %wide.load275.epil = load <16 x i8>, <16 x i8>* %scevgep579580, align 1, !alias.scope !134, !noalias !75
  %scevgep571 = getelementptr i8, i8* %scevgep368, i64 %lsr.iv361
  %scevgep571572 = bitcast i8* %scevgep571 to <16 x i8>*
  %scevgep573 = getelementptr <16 x i8>, <16 x i8>* %scevgep571572, i64 -1
  store <16 x i8> %wide.load274.epil, <16 x i8>* %scevgep573, align 1, !alias.scope !137, !noalias !139
  %scevgep574 = getelementptr i8, i8* %scevgep368, i64 %lsr.iv361
  %scevgep574575 = bitcast i8* %scevgep574 to <16 x i8>*
  store <16 x i8> %wide.load275.epil, <16 x i8>* %scevgep574575, align 1, !alias.scope !137, !noalias !139
  %lsr.iv.next362 = add nuw nsw i64 %lsr.iv361, 32
  %epil.iter.cmp.not = icmp eq i64 %418, %lsr.iv.next362
  br i1 %epil.iter.cmp.not, label %middle.block262, label %vector.body263.epil, !llvm.loop !141

middle.block262:                                  ; preds = %vector.body263.epil, %middle.block262.unr-lcssa
  %cmp.n272 = icmp eq i64 %spec.select96, %n.vec271
  br i1 %cmp.n272, label %B452, label %vec.epilog.iter.check280

vec.epilog.iter.check280:                         ; preds = %middle.block262
  %n.vec.remaining282 = and i64 %spec.select96, 24
  %min.epilog.iters.check283 = icmp eq i64 %n.vec.remaining282, 0
  br i1 %min.epilog.iters.check283, label %B354.endif.us.us.preheader, label %vec.epilog.ph281

vec.epilog.ph281:                                 ; preds = %vec.epilog.iter.check280, %vector.main.loop.iter.check268
  %vec.epilog.resume.val284 = phi i64 [ %n.vec271, %vec.epilog.iter.check280 ], [ 0, %vector.main.loop.iter.check268 ]
  %n.vec286 = and i64 %spec.select96, %const1256
  br label %vec.epilog.vector.body279

vec.epilog.vector.body279:                        ; preds = %vec.epilog.vector.body279, %vec.epilog.ph281
  %index289 = phi i64 [ %vec.epilog.resume.val284, %vec.epilog.ph281 ], [ %index.next291, %vec.epilog.vector.body279 ]
  %scevgep569 = getelementptr i8, i8* %arg.b.0, i64 %index289
  %scevgep569570 = bitcast i8* %scevgep569 to <8 x i8>*
  %wide.load290 = load <8 x i8>, <8 x i8>* %scevgep569570, align 1, !noalias !75
  %scevgep567 = getelementptr i8, i8* %scevgep256, i64 %index289
  %scevgep567568 = bitcast i8* %scevgep567 to <8 x i8>*
  store <8 x i8> %wide.load290, <8 x i8>* %scevgep567568, align 1, !noalias !85
  %index.next291 = add nuw i64 %index289, 8
  %419 = icmp eq i64 %n.vec286, %index.next291
  br i1 %419, label %vec.epilog.middle.block277, label %vec.epilog.vector.body279, !llvm.loop !142

vec.epilog.middle.block277:                       ; preds = %vec.epilog.vector.body279
  %cmp.n288 = icmp eq i64 %spec.select96, %n.vec286
  br i1 %cmp.n288, label %B452, label %B354.endif.us.us.preheader

B354.endif.us.us.preheader:                       ; preds = %vec.epilog.middle.block277, %vec.epilog.iter.check280, %vector.memcheck255, %iter.check266
  %.397.097.us.us.ph = phi i64 [ 0, %iter.check266 ], [ 0, %vector.memcheck255 ], [ %n.vec271, %vec.epilog.iter.check280 ], [ %n.vec286, %vec.epilog.middle.block277 ]
  %420 = xor i64 %.397.097.us.us.ph, -1
  %421 = add nsw i64 %spec.select96, %420
  %xtraiter = and i64 %spec.select96, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B354.endif.us.us.prol.loopexit, label %B354.endif.us.us.prol.preheader

B354.endif.us.us.prol.preheader:                  ; preds = %B354.endif.us.us.preheader
  %scevgep353 = getelementptr i8, i8* %.6.i.i, i64 %arg.a.1
  br label %B354.endif.us.us.prol

B354.endif.us.us.prol:                            ; preds = %B354.endif.us.us.prol, %B354.endif.us.us.prol.preheader
  %lsr.iv = phi i64 [ %xtraiter, %B354.endif.us.us.prol.preheader ], [ %lsr.iv.next, %B354.endif.us.us.prol ]
  %.397.097.us.us.prol = phi i64 [ %.397.097.us.us.ph, %B354.endif.us.us.prol.preheader ], [ %.466.us.us.prol, %B354.endif.us.us.prol ]
  %.466.us.us.prol = add nuw nsw i64 %.397.097.us.us.prol, 1
  %scevgep566 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us.prol
  %.37.i.us.us200.prol = load i8, i8* %scevgep566, align 1, !noalias !75
  %scevgep565 = getelementptr i8, i8* %scevgep353, i64 %.397.097.us.us.prol
  store i8 %.37.i.us.us200.prol, i8* %scevgep565, align 1, !noalias !85
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %B354.endif.us.us.prol.loopexit, label %B354.endif.us.us.prol, !llvm.loop !143

B354.endif.us.us.prol.loopexit:                   ; preds = %B354.endif.us.us.prol, %B354.endif.us.us.preheader
  %.397.097.us.us.unr = phi i64 [ %.397.097.us.us.ph, %B354.endif.us.us.preheader ], [ %.466.us.us.prol, %B354.endif.us.us.prol ]
  %422 = icmp ult i64 %421, 3
  br i1 %422, label %B452, label %B354.endif.us.us.preheader314

B354.endif.us.us.preheader314:                    ; preds = %B354.endif.us.us.prol.loopexit
  %423 = add i64 %arg.a.1, 3
  %scevgep344 = getelementptr i8, i8* %.6.i.i, i64 %423
  br label %B354.endif.us.us

B354.endif.us.us:                                 ; preds = %B354.endif.us.us, %B354.endif.us.us.preheader314
  %.397.097.us.us = phi i64 [ %.466.us.us.3, %B354.endif.us.us ], [ %.397.097.us.us.unr, %B354.endif.us.us.preheader314 ]
  %sunkaddr1560 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us
  %.37.i.us.us200 = load i8, i8* %sunkaddr1560, align 1, !noalias !75
  %scevgep562 = getelementptr i8, i8* %scevgep344, i64 %.397.097.us.us
  %scevgep563 = getelementptr i8, i8* %scevgep562, i64 -3
  store i8 %.37.i.us.us200, i8* %scevgep563, align 1, !noalias !85
  %sunkaddr1561 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us
  %sunkaddr1562 = getelementptr i8, i8* %sunkaddr1561, i64 1
  %.37.i.us.us200.1 = load i8, i8* %sunkaddr1562, align 1, !noalias !75
  %scevgep560 = getelementptr i8, i8* %scevgep344, i64 %.397.097.us.us
  %scevgep561 = getelementptr i8, i8* %scevgep560, i64 -2
  store i8 %.37.i.us.us200.1, i8* %scevgep561, align 1, !noalias !85
  %sunkaddr1563 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us
  %sunkaddr1564 = getelementptr i8, i8* %sunkaddr1563, i64 2
  %.37.i.us.us200.2 = load i8, i8* %sunkaddr1564, align 1, !noalias !75
  %scevgep558 = getelementptr i8, i8* %scevgep344, i64 %.397.097.us.us
  %scevgep559 = getelementptr i8, i8* %scevgep558, i64 -1
  store i8 %.37.i.us.us200.2, i8* %scevgep559, align 1, !noalias !85
  %.466.us.us.3 = add nuw nsw i64 %.397.097.us.us, 4
  %sunkaddr1565 = getelementptr i8, i8* %arg.b.0, i64 %.397.097.us.us
  %sunkaddr1566 = getelementptr i8, i8* %sunkaddr1565, i64 3
  %.37.i.us.us200.3 = load i8, i8* %sunkaddr1566, align 1, !noalias !75
  %scevgep564 = getelementptr i8, i8* %scevgep344, i64 %.397.097.us.us
  store i8 %.37.i.us.us200.3, i8* %scevgep564, align 1, !noalias !85
  %exitcond214.not.3 = icmp eq i64 %spec.select96, %.466.us.us.3
  br i1 %exitcond214.not.3, label %B452, label %B354.endif.us.us, !llvm.loop !144

B354.endif.us99:                                  ; preds = %B354.endif.us99.preheader523, %B196.i.us119
  %.397.097.us101 = phi i64 [ %.466.us103, %B196.i.us119 ], [ 0, %B354.endif.us99.preheader523 ]
  %.466.us103 = add nuw nsw i64 %.397.097.us101, 1
  br i1 %cond172, label %B196.i.us119, label %B354.endif.endif.if

B196.i.us119:                                     ; preds = %B354.endif.us99
  %424 = shl nuw i64 %.397.097.us101, 1
  %scevgep733 = getelementptr i8, i8* %arg.b.0, i64 %424
  %scevgep733734 = bitcast i8* %scevgep733 to i16*
  %.66.i.us111 = load i16, i16* %scevgep733734, align 2, !noalias !75
  %.103.i.us120 = zext i16 %.66.i.us111 to i32
  %425 = shl i64 %.397.097.us101, 2
  %scevgep731 = getelementptr i8, i8* %scevgep438, i64 %425
  %scevgep731732 = bitcast i8* %scevgep731 to i32*
  store i32 %.103.i.us120, i32* %scevgep731732, align 4, !noalias !85
  %exitcond216.not = icmp eq i64 %spec.select96, %.466.us103
  br i1 %exitcond216.not, label %B452, label %B354.endif.us99

B354.endif.us131:                                 ; preds = %B354.endif.us131.preheader529, %B196.i.us151
  %.397.097.us133 = phi i64 [ %.466.us135, %B196.i.us151 ], [ 0, %B354.endif.us131.preheader529 ]
  %.466.us135 = add nuw nsw i64 %.397.097.us133, 1
  br i1 %cond172, label %B196.i.us151, label %B354.endif.endif.if

B196.i.us151:                                     ; preds = %B354.endif.us131
  %426 = shl i64 %.397.097.us133, 2
  %scevgep882 = getelementptr i8, i8* %arg.b.0, i64 %426
  %scevgep882883 = bitcast i8* %scevgep882 to i32*
  %.95.i.us139 = load i32, i32* %scevgep882883, align 4, !noalias !75
  %427 = shl i64 %.397.097.us133, 2
  %scevgep880 = getelementptr i8, i8* %scevgep448, i64 %427
  %scevgep880881 = bitcast i8* %scevgep880 to i32*
  store i32 %.95.i.us139, i32* %scevgep880881, align 4, !noalias !85
  %exitcond217.not = icmp eq i64 %spec.select96, %.466.us135
  br i1 %exitcond217.not, label %B452, label %B354.endif.us131

B354.endif.endif.if:                              ; preds = %B354.endif.us131, %B354.endif.us99, %B354.endif.preheader, %B354.endif.us.preheader
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object10, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
B44.endif.endif.endif.endif:
  %.230 = alloca i64, align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  tail call void @NRT_incref(i8* %arg.a.5)
  tail call void @NRT_incref(i8* %arg.b.5)
  %.192.not = icmp eq i64 %arg.a.1, %arg.b.1
  br i1 %.192.not, label %B172.endif, label %B168

common.ret:                                       ; preds = %B172.endif.endif, %B172.endif.if, %B168
  %common.ret.op = phi i32 [ 0, %B168 ], [ 0, %B172.endif.endif ], [ %.234, %B172.endif.if ]
  ret i32 %common.ret.op

B168:                                             ; preds = %B44.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.b.5)
  tail call void @NRT_decref(i8* %arg.a.5)
  store i8 0, i8* %retptr, align 1
  br label %common.ret

B172.endif:                                       ; preds = %B44.endif.endif.endif.endif
  store i64 0, i64* %.230, align 8
  %.234 = call i32 @_ZN5numba7cpython7unicode11_cmp_regionB3v15B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex12unicode_typexx(i64* nonnull %.230, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6, i8* %arg.a.0, i64 %arg.a.1, i32 %arg.a.2, i32 %arg.a.3, i64 %arg.a.4, i8* %arg.a.5, i8* %arg.a.6, i64 0, i8* %arg.b.0, i64 %arg.a.1, i32 %arg.b.2, i32 %arg.b.3, i64 %arg.b.4, i8* %arg.b.5, i8* %arg.b.6, i64 0, i64 %arg.a.1)
  switch i32 %.234, label %B172.endif.if [
    i32 -2, label %B172.endif.endif
    i32 0, label %B172.endif.endif
  ]

B172.endif.if:                                    ; preds = %B172.endif
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B172.endif.endif:                                 ; preds = %B172.endif, %B172.endif
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
  br i1 %.32, label %common.ret, label %B20

common.ret:                                       ; preds = %B114.us61.us62, %B116.us65.us65, %B212.us99.us69, %B212.us99.us166, %B116.us65.us144, %B114.us61.us141, %B212.us99.us, %B116.us65.us, %B114.us61.us, %B116.us65, %B114.us61, %B114.us20.us52, %B116.us24.us55, %B212.us58.us59, %B212.us58.us135, %B116.us24.us113, %B114.us20.us110, %B212.us58.us, %B116.us24.us, %B114.us20.us, %B116.us24, %B114.us20, %B212.us.us104, %B116.us.us87, %B114.us.us84, %B212.us.us80, %B116.us.us77, %B114.us.us75, %B116.us, %B114.us, %B212.us.us, %B116.us.us, %B114.us.us, %B212.us71, %B116.us51, %B212.us48, %B116.us28, %B212.us27, %B116.us17, %B116.preheader, %B114.preheader, %B52, %B20, %entry
  %.sink = phi i64 [ 0, %entry ], [ -1, %B20 ], [ 1, %B52 ], [ 0, %B114.preheader ], [ 0, %B116.preheader ], [ 0, %B212.us27 ], [ -1, %B116.us17 ], [ -1, %B116.us28 ], [ 0, %B212.us48 ], [ 0, %B212.us71 ], [ -1, %B116.us51 ], [ 0, %B114.us.us ], [ 1, %B212.us.us ], [ -1, %B116.us.us ], [ 0, %B114.us ], [ 1, %B116.us ], [ -1, %B116.us.us77 ], [ 1, %B212.us.us80 ], [ 0, %B114.us.us75 ], [ 0, %B114.us.us84 ], [ 1, %B212.us.us104 ], [ -1, %B116.us.us87 ], [ 1, %B116.us24 ], [ 0, %B114.us20 ], [ -1, %B116.us24.us ], [ 1, %B212.us58.us ], [ 0, %B114.us20.us ], [ 0, %B114.us20.us110 ], [ 1, %B212.us58.us135 ], [ -1, %B116.us24.us113 ], [ -1, %B116.us24.us55 ], [ 1, %B212.us58.us59 ], [ 0, %B114.us20.us52 ], [ 1, %B116.us65 ], [ 0, %B114.us61 ], [ -1, %B116.us65.us ], [ 1, %B212.us99.us ], [ 0, %B114.us61.us ], [ 0, %B114.us61.us141 ], [ 1, %B212.us99.us166 ], [ -1, %B116.us65.us144 ], [ -1, %B116.us65.us65 ], [ 1, %B212.us99.us69 ], [ 0, %B114.us61.us62 ]
  store i64 %.sink, i64* %retptr, align 8
  ret i32 0

B20:                                              ; preds = %entry
  %.48 = add nsw i64 %arg.n, %arg.a_offset
  %.56 = icmp sgt i64 %.48, %arg.a.1
  br i1 %.56, label %common.ret, label %B52

B52:                                              ; preds = %B20
  %.72 = add nsw i64 %arg.n, %arg.b_offset
  %.80 = icmp sgt i64 %.72, %arg.b.1
  br i1 %.80, label %common.ret, label %B84.endif

B84.endif:                                        ; preds = %B52
  %.134.inv = icmp sgt i64 %arg.n, 0
  %spec.select = select i1 %.134.inv, i64 %arg.n, i64 0
  switch i32 %arg.a.2, label %B114.preheader [
    i32 1, label %B84.endif.split.us
    i32 2, label %B114.us20.preheader
    i32 4, label %B114.us61.preheader
  ]

B114.us61.preheader:                              ; preds = %B84.endif
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

B114.us61.us62:                                   ; preds = %B114.us61.us62.preheader, %B212.us99.us69
  %.120.0.us62.us63 = phi i64 [ %.191.us67.us71, %B212.us99.us69 ], [ 0, %B114.us61.us62.preheader ]
  %exitcond119.not.us64 = icmp eq i64 %spec.select, %.120.0.us62.us63
  br i1 %exitcond119.not.us64, label %common.ret, label %B116.us65.us65

B116.us65.us65:                                   ; preds = %B114.us61.us62
  %3 = shl i64 %.120.0.us62.us63, 2
  %scevgep262 = getelementptr i8, i8* %scevgep207, i64 %3
  %scevgep262263 = bitcast i8* %scevgep262 to i32*
  %.95.i.us71.us66 = load i32, i32* %scevgep262263, align 4, !noalias !145
  %scevgep260 = getelementptr i8, i8* %scevgep204, i64 %3
  %scevgep260261 = bitcast i8* %scevgep260 to i32*
  %.95.i13.us86.us = load i32, i32* %scevgep260261, align 4, !noalias !148
  %.278.us98.us68 = icmp ugt i32 %.95.i13.us86.us, %.95.i.us71.us66
  br i1 %.278.us98.us68, label %common.ret, label %B212.us99.us69

B212.us99.us69:                                   ; preds = %B116.us65.us65
  %.298.us100.us70 = icmp ult i32 %.95.i13.us86.us, %.95.i.us71.us66
  %.191.us67.us71 = add nuw i64 %.120.0.us62.us63, 1
  br i1 %.298.us100.us70, label %common.ret, label %B114.us61.us62

B114.us61.us:                                     ; preds = %B114.us61.us.preheader, %B212.us99.us
  %.120.0.us62.us = phi i64 [ %.191.us67.us, %B212.us99.us ], [ 0, %B114.us61.us.preheader ]
  %exitcond119.not.us = icmp eq i64 %spec.select, %.120.0.us62.us
  br i1 %exitcond119.not.us, label %common.ret, label %B116.us65.us

B116.us65.us:                                     ; preds = %B114.us61.us
  %4 = shl i64 %.120.0.us62.us, 2
  %scevgep253 = getelementptr i8, i8* %scevgep207, i64 %4
  %scevgep253254 = bitcast i8* %scevgep253 to i32*
  %.95.i.us71.us = load i32, i32* %scevgep253254, align 4, !noalias !145
  %.98.i.us72.us = zext i32 %.95.i.us71.us to i64
  %scevgep255 = getelementptr i8, i8* %scevgep199, i64 %.120.0.us62.us
  %.37.i3.us94.us = load i8, i8* %scevgep255, align 1, !noalias !148
  %.41.i4.us95.us = zext i8 %.37.i3.us94.us to i64
  %.278.us98.us = icmp ugt i64 %.41.i4.us95.us, %.98.i.us72.us
  br i1 %.278.us98.us, label %common.ret, label %B212.us99.us

B212.us99.us:                                     ; preds = %B116.us65.us
  %.298.us100.us = icmp ult i64 %.41.i4.us95.us, %.98.i.us72.us
  %.191.us67.us = add nuw i64 %.120.0.us62.us, 1
  br i1 %.298.us100.us, label %common.ret, label %B114.us61.us

B114.us61.us141:                                  ; preds = %B114.us61.us141.preheader, %B212.us99.us166
  %.120.0.us62.us142 = phi i64 [ %.191.us67.us169, %B212.us99.us166 ], [ 0, %B114.us61.us141.preheader ]
  %exitcond119.not.us143 = icmp eq i64 %spec.select, %.120.0.us62.us142
  br i1 %exitcond119.not.us143, label %common.ret, label %B116.us65.us144

B116.us65.us144:                                  ; preds = %B114.us61.us141
  %5 = shl i64 %.120.0.us62.us142, 2
  %scevgep256 = getelementptr i8, i8* %scevgep207, i64 %5
  %scevgep256257 = bitcast i8* %scevgep256 to i32*
  %.95.i.us71.us147 = load i32, i32* %scevgep256257, align 4, !noalias !145
  %.98.i.us72.us148 = zext i32 %.95.i.us71.us147 to i64
  %6 = shl i64 %.120.0.us62.us142, 1
  %scevgep258 = getelementptr i8, i8* %scevgep201, i64 %6
  %scevgep258259 = bitcast i8* %scevgep258 to i16*
  %.66.i8.us90.us157 = load i16, i16* %scevgep258259, align 2, !noalias !148
  %.70.i9.us91.us158 = zext i16 %.66.i8.us90.us157 to i64
  %.278.us98.us165 = icmp ugt i64 %.70.i9.us91.us158, %.98.i.us72.us148
  br i1 %.278.us98.us165, label %common.ret, label %B212.us99.us166

B212.us99.us166:                                  ; preds = %B116.us65.us144
  %.298.us100.us168 = icmp ult i64 %.70.i9.us91.us158, %.98.i.us72.us148
  %.191.us67.us169 = add nuw i64 %.120.0.us62.us142, 1
  br i1 %.298.us100.us168, label %common.ret, label %B114.us61.us141

B114.us20.preheader:                              ; preds = %B84.endif
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

B114.us20.us52:                                   ; preds = %B114.us20.us52.preheader, %B212.us58.us59
  %.120.0.us21.us53 = phi i64 [ %.191.us26.us61, %B212.us58.us59 ], [ 0, %B114.us20.us52.preheader ]
  %exitcond118.not.us54 = icmp eq i64 %spec.select, %.120.0.us21.us53
  br i1 %exitcond118.not.us54, label %common.ret, label %B116.us24.us55

B116.us24.us55:                                   ; preds = %B114.us20.us52
  %10 = shl i64 %.120.0.us21.us53, 1
  %scevgep249 = getelementptr i8, i8* %scevgep196, i64 %10
  %scevgep249250 = bitcast i8* %scevgep249 to i16*
  %.66.i.us34.us56 = load i16, i16* %scevgep249250, align 2, !noalias !145
  %.70.i.us35.us57 = zext i16 %.66.i.us34.us56 to i64
  %11 = shl i64 %.120.0.us21.us53, 2
  %scevgep247 = getelementptr i8, i8* %scevgep193, i64 %11
  %scevgep247248 = bitcast i8* %scevgep247 to i32*
  %.95.i13.us45.us = load i32, i32* %scevgep247248, align 4, !noalias !148
  %.98.i14.us46.us = zext i32 %.95.i13.us45.us to i64
  %.278.us57.us58 = icmp ugt i64 %.98.i14.us46.us, %.70.i.us35.us57
  br i1 %.278.us57.us58, label %common.ret, label %B212.us58.us59

B212.us58.us59:                                   ; preds = %B116.us24.us55
  %.298.us59.us60 = icmp ult i64 %.98.i14.us46.us, %.70.i.us35.us57
  %.191.us26.us61 = add nuw i64 %.120.0.us21.us53, 1
  br i1 %.298.us59.us60, label %common.ret, label %B114.us20.us52

B114.us20.us:                                     ; preds = %B114.us20.us.preheader, %B212.us58.us
  %.120.0.us21.us = phi i64 [ %.191.us26.us, %B212.us58.us ], [ 0, %B114.us20.us.preheader ]
  %exitcond118.not.us = icmp eq i64 %spec.select, %.120.0.us21.us
  br i1 %exitcond118.not.us, label %common.ret, label %B116.us24.us

B116.us24.us:                                     ; preds = %B114.us20.us
  %12 = shl i64 %.120.0.us21.us, 1
  %scevgep240 = getelementptr i8, i8* %scevgep196, i64 %12
  %scevgep240241 = bitcast i8* %scevgep240 to i16*
  %.66.i.us34.us = load i16, i16* %scevgep240241, align 2, !noalias !145
  %.70.i.us35.us = zext i16 %.66.i.us34.us to i64
  %scevgep242 = getelementptr i8, i8* %scevgep188, i64 %.120.0.us21.us
  %.37.i3.us53.us = load i8, i8* %scevgep242, align 1, !noalias !148
  %.41.i4.us54.us = zext i8 %.37.i3.us53.us to i64
  %.278.us57.us = icmp ugt i64 %.41.i4.us54.us, %.70.i.us35.us
  br i1 %.278.us57.us, label %common.ret, label %B212.us58.us

B212.us58.us:                                     ; preds = %B116.us24.us
  %.298.us59.us = icmp ult i64 %.41.i4.us54.us, %.70.i.us35.us
  %.191.us26.us = add nuw i64 %.120.0.us21.us, 1
  br i1 %.298.us59.us, label %common.ret, label %B114.us20.us

B114.us20.us110:                                  ; preds = %B114.us20.us110.preheader, %B212.us58.us135
  %.120.0.us21.us111 = phi i64 [ %.191.us26.us138, %B212.us58.us135 ], [ 0, %B114.us20.us110.preheader ]
  %exitcond118.not.us112 = icmp eq i64 %spec.select, %.120.0.us21.us111
  br i1 %exitcond118.not.us112, label %common.ret, label %B116.us24.us113

B116.us24.us113:                                  ; preds = %B114.us20.us110
  %13 = shl i64 %.120.0.us21.us111, 1
  %scevgep245 = getelementptr i8, i8* %scevgep196, i64 %13
  %scevgep245246 = bitcast i8* %scevgep245 to i16*
  %.66.i.us34.us116 = load i16, i16* %scevgep245246, align 2, !noalias !145
  %scevgep243 = getelementptr i8, i8* %scevgep190, i64 %13
  %scevgep243244 = bitcast i8* %scevgep243 to i16*
  %.66.i8.us49.us126 = load i16, i16* %scevgep243244, align 2, !noalias !148
  %.278.us57.us134 = icmp ugt i16 %.66.i8.us49.us126, %.66.i.us34.us116
  br i1 %.278.us57.us134, label %common.ret, label %B212.us58.us135

B212.us58.us135:                                  ; preds = %B116.us24.us113
  %.298.us59.us137 = icmp ult i16 %.66.i8.us49.us126, %.66.i.us34.us116
  %.191.us26.us138 = add nuw i64 %.120.0.us21.us111, 1
  br i1 %.298.us59.us137, label %common.ret, label %B114.us20.us110

B114.preheader:                                   ; preds = %B84.endif
  %exitcond.not150 = icmp slt i64 %arg.n, 1
  br i1 %exitcond.not150, label %common.ret, label %B116.preheader

B116.preheader:                                   ; preds = %B114.preheader
  %scevgep = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %14 = shl i64 %arg.b_offset, 1
  %scevgep170 = getelementptr i8, i8* %arg.b.0, i64 %14
  %15 = shl i64 %arg.b_offset, 2
  %scevgep173 = getelementptr i8, i8* %arg.b.0, i64 %15
  switch i32 %arg.b.2, label %common.ret [
    i32 1, label %B116.us17.preheader
    i32 2, label %B116.us28.preheader
    i32 4, label %B116.us51.preheader
  ]

B116.us51.preheader:                              ; preds = %B116.preheader
  br label %B116.us51

B116.us28.preheader:                              ; preds = %B116.preheader
  br label %B116.us28

B116.us17.preheader:                              ; preds = %B116.preheader
  br label %B116.us17

B116.us17:                                        ; preds = %B116.us17.preheader, %B212.us27
  %.120.0151.us = phi i64 [ %.191.us18, %B212.us27 ], [ 0, %B116.us17.preheader ]
  %.191.us18 = add nuw nsw i64 %.120.0151.us, 1
  %scevgep224 = getelementptr i8, i8* %scevgep, i64 %.120.0151.us
  %.37.i3.us = load i8, i8* %scevgep224, align 1, !noalias !148
  %.278.not.us = icmp eq i8 %.37.i3.us, 0
  br i1 %.278.not.us, label %B212.us27, label %common.ret

B212.us27:                                        ; preds = %B116.us17
  %exitcond.not.us = icmp eq i64 %spec.select, %.191.us18
  br i1 %exitcond.not.us, label %common.ret, label %B116.us17

B116.us28:                                        ; preds = %B116.us28.preheader, %B212.us48
  %.120.0151.us29 = phi i64 [ %.191.us30, %B212.us48 ], [ 0, %B116.us28.preheader ]
  %.191.us30 = add nuw nsw i64 %.120.0151.us29, 1
  %16 = shl nuw i64 %.120.0151.us29, 1
  %scevgep225 = getelementptr i8, i8* %scevgep170, i64 %16
  %scevgep225226 = bitcast i8* %scevgep225 to i16*
  %.66.i8.us39 = load i16, i16* %scevgep225226, align 2, !noalias !148
  %.278.not.us47 = icmp eq i16 %.66.i8.us39, 0
  br i1 %.278.not.us47, label %B212.us48, label %common.ret

B212.us48:                                        ; preds = %B116.us28
  %exitcond.not.us49 = icmp eq i64 %spec.select, %.191.us30
  br i1 %exitcond.not.us49, label %common.ret, label %B116.us28

B116.us51:                                        ; preds = %B116.us51.preheader, %B212.us71
  %.120.0151.us52 = phi i64 [ %.191.us53, %B212.us71 ], [ 0, %B116.us51.preheader ]
  %.191.us53 = add nuw nsw i64 %.120.0151.us52, 1
  %17 = shl i64 %.120.0151.us52, 2
  %scevgep227 = getelementptr i8, i8* %scevgep173, i64 %17
  %scevgep227228 = bitcast i8* %scevgep227 to i32*
  %.95.i13.us57 = load i32, i32* %scevgep227228, align 4, !noalias !148
  %.278.not.us70 = icmp eq i32 %.95.i13.us57, 0
  br i1 %.278.not.us70, label %B212.us71, label %common.ret

B212.us71:                                        ; preds = %B116.us51
  %exitcond.not.us72 = icmp eq i64 %spec.select, %.191.us53
  br i1 %exitcond.not.us72, label %common.ret, label %B116.us51

B84.endif.split.us:                               ; preds = %B84.endif
  %18 = icmp eq i32 %arg.b.2, 1
  br i1 %18, label %B114.us.us.preheader, label %B114.us.preheader

B114.us.preheader:                                ; preds = %B84.endif.split.us
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

B114.us.us75:                                     ; preds = %B114.us.us75.preheader, %B212.us.us80
  %.120.0.us.us76 = phi i64 [ %.191.us.us82, %B212.us.us80 ], [ 0, %B114.us.us75.preheader ]
  %exitcond117.not.us = icmp eq i64 %spec.select, %.120.0.us.us76
  br i1 %exitcond117.not.us, label %common.ret, label %B116.us.us77

B116.us.us77:                                     ; preds = %B114.us.us75
  %scevgep232 = getelementptr i8, i8* %scevgep186, i64 %.120.0.us.us76
  %.37.i.us.us78 = load i8, i8* %scevgep232, align 1, !noalias !145
  %.41.i.us.us = zext i8 %.37.i.us.us78 to i64
  %21 = shl i64 %.120.0.us.us76, 2
  %scevgep233 = getelementptr i8, i8* %scevgep183, i64 %21
  %scevgep233234 = bitcast i8* %scevgep233 to i32*
  %.95.i13.us.us = load i32, i32* %scevgep233234, align 4, !noalias !148
  %.98.i14.us.us = zext i32 %.95.i13.us.us to i64
  %.278.us.us79 = icmp ugt i64 %.98.i14.us.us, %.41.i.us.us
  br i1 %.278.us.us79, label %common.ret, label %B212.us.us80

B212.us.us80:                                     ; preds = %B116.us.us77
  %.298.us.us81 = icmp ult i64 %.98.i14.us.us, %.41.i.us.us
  %.191.us.us82 = add nuw i64 %.120.0.us.us76, 1
  br i1 %.298.us.us81, label %common.ret, label %B114.us.us75

B114.us.us84:                                     ; preds = %B114.us.us84.preheader, %B212.us.us104
  %.120.0.us.us85 = phi i64 [ %.191.us.us107, %B212.us.us104 ], [ 0, %B114.us.us84.preheader ]
  %exitcond117.not.us86 = icmp eq i64 %spec.select, %.120.0.us.us85
  br i1 %exitcond117.not.us86, label %common.ret, label %B116.us.us87

B116.us.us87:                                     ; preds = %B114.us.us84
  %scevgep235 = getelementptr i8, i8* %scevgep186, i64 %.120.0.us.us85
  %.37.i.us.us89 = load i8, i8* %scevgep235, align 1, !noalias !145
  %.41.i.us.us90 = zext i8 %.37.i.us.us89 to i64
  %22 = shl i64 %.120.0.us.us85, 1
  %scevgep236 = getelementptr i8, i8* %scevgep180, i64 %22
  %scevgep236237 = bitcast i8* %scevgep236 to i16*
  %.66.i8.us.us94 = load i16, i16* %scevgep236237, align 2, !noalias !148
  %.70.i9.us.us95 = zext i16 %.66.i8.us.us94 to i64
  %.278.us.us103 = icmp ugt i64 %.70.i9.us.us95, %.41.i.us.us90
  br i1 %.278.us.us103, label %common.ret, label %B212.us.us104

B212.us.us104:                                    ; preds = %B116.us.us87
  %.298.us.us106 = icmp ult i64 %.70.i9.us.us95, %.41.i.us.us90
  %.191.us.us107 = add nuw i64 %.120.0.us.us85, 1
  br i1 %.298.us.us106, label %common.ret, label %B114.us.us84

B114.us.us.preheader:                             ; preds = %B84.endif.split.us
  %scevgep176 = getelementptr i8, i8* %arg.b.0, i64 %arg.b_offset
  %scevgep178 = getelementptr i8, i8* %arg.a.0, i64 %arg.a_offset
  br label %B114.us.us

B114.us.us:                                       ; preds = %B212.us.us, %B114.us.us.preheader
  %.120.0.us.us = phi i64 [ %.191.us.us, %B212.us.us ], [ 0, %B114.us.us.preheader ]
  %exitcond116.not = icmp eq i64 %spec.select, %.120.0.us.us
  br i1 %exitcond116.not, label %common.ret, label %B116.us.us

B116.us.us:                                       ; preds = %B114.us.us
  %scevgep229 = getelementptr i8, i8* %scevgep178, i64 %.120.0.us.us
  %.37.i.us.us = load i8, i8* %scevgep229, align 1, !noalias !145
  %scevgep230 = getelementptr i8, i8* %scevgep176, i64 %.120.0.us.us
  %.37.i3.us.us = load i8, i8* %scevgep230, align 1, !noalias !148
  %.278.us.us = icmp ult i8 %.37.i.us.us, %.37.i3.us.us
  br i1 %.278.us.us, label %common.ret, label %B212.us.us

B212.us.us:                                       ; preds = %B116.us.us
  %.191.us.us = add nuw i64 %.120.0.us.us, 1
  %.298.us.us = icmp ugt i8 %.37.i.us.us, %.37.i3.us.us
  br i1 %.298.us.us, label %common.ret, label %B114.us.us

B114.us:                                          ; preds = %B114.us.preheader199, %B116.us
  %.120.0.us = phi i64 [ %.191.us, %B116.us ], [ 0, %B114.us.preheader199 ]
  %exitcond117.not = icmp eq i64 %spec.select, %.120.0.us
  br i1 %exitcond117.not, label %common.ret, label %B116.us

B116.us:                                          ; preds = %B114.us
  %scevgep231 = getelementptr i8, i8* %scevgep186, i64 %.120.0.us
  %.37.i.us = load i8, i8* %scevgep231, align 1, !noalias !145
  %.298.us.not = icmp eq i8 %.37.i.us, 0
  %.191.us = add nuw i64 %.120.0.us, 1
  br i1 %.298.us.not, label %B114.us, label %common.ret

B114.us20:                                        ; preds = %B114.us20.preheader206, %B116.us24
  %.120.0.us21 = phi i64 [ %.191.us26, %B116.us24 ], [ 0, %B114.us20.preheader206 ]
  %exitcond118.not = icmp eq i64 %spec.select, %.120.0.us21
  br i1 %exitcond118.not, label %common.ret, label %B116.us24

B116.us24:                                        ; preds = %B114.us20
  %23 = shl i64 %.120.0.us21, 1
  %scevgep238 = getelementptr i8, i8* %scevgep196, i64 %23
  %scevgep238239 = bitcast i8* %scevgep238 to i16*
  %.66.i.us34 = load i16, i16* %scevgep238239, align 2, !noalias !145
  %.298.us59.not = icmp eq i16 %.66.i.us34, 0
  %.191.us26 = add nuw i64 %.120.0.us21, 1
  br i1 %.298.us59.not, label %B114.us20, label %common.ret

B114.us61:                                        ; preds = %B114.us61.preheader215, %B116.us65
  %.120.0.us62 = phi i64 [ %.191.us67, %B116.us65 ], [ 0, %B114.us61.preheader215 ]
  %exitcond119.not = icmp eq i64 %spec.select, %.120.0.us62
  br i1 %exitcond119.not, label %common.ret, label %B116.us65

B116.us65:                                        ; preds = %B114.us61
  %24 = shl i64 %.120.0.us62, 2
  %scevgep251 = getelementptr i8, i8* %scevgep207, i64 %24
  %scevgep251252 = bitcast i8* %scevgep251 to i32*
  %.95.i.us71 = load i32, i32* %scevgep251252, align 4, !noalias !145
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
!15 = !{!"branch_weights", i32 21474836, i32 2126008812}
!16 = !{!17, !19}
!17 = distinct !{!17, !18, !"_ZN5numba7cpython7unicode13_empty_stringB2v7B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEixj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba7cpython7unicode13_empty_stringB2v7B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEixj"}
!19 = distinct !{!19, !18, !"_ZN5numba7cpython7unicode13_empty_stringB2v7B42c8tJTIcFKzyF2ILShI4CrgQElcaMVJhEEUSJJgA_3dEixj: %excinfo"}
!20 = !{!21, !23, !17, !19}
!21 = distinct !{!21, !22, !"_ZN5numba7cpython7unicode15_set_code_pointB2v9B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba7cpython7unicode15_set_code_pointB2v9B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexj"}
!23 = distinct !{!23, !22, !"_ZN5numba7cpython7unicode15_set_code_pointB2v9B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexj: %excinfo"}
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex: %retptr"}
!29 = distinct !{!29, !"_ZN5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex"}
!30 = !{!31}
!31 = distinct !{!31, !26}
!32 = !{!33, !35, !25}
!33 = distinct !{!33, !34, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx: %retptr"}
!34 = distinct !{!34, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx"}
!35 = distinct !{!35, !34, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx: %excinfo"}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.isvectorized", i32 1}
!38 = !{!33, !35}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.unroll.disable"}
!41 = distinct !{!41, !37}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = !{!33, !35, !43}
!48 = distinct !{!48, !37}
!49 = distinct !{!49, !40}
!50 = !{!51}
!51 = distinct !{!51, !52}
!52 = distinct !{!52, !"LVerDomain"}
!53 = !{!54}
!54 = distinct !{!54, !52}
!55 = !{!33, !35, !51}
!56 = distinct !{!56, !37}
!57 = distinct !{!57, !40}
!58 = distinct !{!58, !37}
!59 = distinct !{!59, !37}
!60 = !{!61}
!61 = distinct !{!61, !62}
!62 = distinct !{!62, !"LVerDomain"}
!63 = !{!64}
!64 = distinct !{!64, !62}
!65 = !{!33, !35, !61}
!66 = distinct !{!66, !37}
!67 = distinct !{!67, !40}
!68 = distinct !{!68, !37, !69}
!69 = !{!"llvm.loop.unroll.runtime.disable"}
!70 = distinct !{!70, !40}
!71 = distinct !{!71, !37}
!72 = !{!73}
!73 = distinct !{!73, !74}
!74 = distinct !{!74, !"LVerDomain"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex: %retptr"}
!77 = distinct !{!77, !"_ZN5numba7cpython7unicode15_get_code_pointB3v10B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex"}
!78 = !{!79}
!79 = distinct !{!79, !74}
!80 = !{!81, !83, !73}
!81 = distinct !{!81, !82, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx: %retptr"}
!82 = distinct !{!82, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx"}
!83 = distinct !{!83, !82, !"_ZN5numba7cpython7unicode15_set_code_pointB3v11B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typexx: %excinfo"}
!84 = distinct !{!84, !37}
!85 = !{!81, !83}
!86 = distinct !{!86, !40}
!87 = !{!88}
!88 = distinct !{!88, !89}
!89 = distinct !{!89, !"LVerDomain"}
!90 = !{!91}
!91 = distinct !{!91, !89}
!92 = !{!81, !83, !88}
!93 = distinct !{!93, !37}
!94 = distinct !{!94, !40}
!95 = distinct !{!95, !37}
!96 = distinct !{!96, !37}
!97 = !{!98}
!98 = distinct !{!98, !99}
!99 = distinct !{!99, !"LVerDomain"}
!100 = !{!101}
!101 = distinct !{!101, !99}
!102 = !{!81, !83, !98}
!103 = distinct !{!103, !37}
!104 = distinct !{!104, !40}
!105 = distinct !{!105, !40}
!106 = !{!107}
!107 = distinct !{!107, !108}
!108 = distinct !{!108, !"LVerDomain"}
!109 = !{!110}
!110 = distinct !{!110, !108}
!111 = !{!81, !83, !107}
!112 = distinct !{!112, !37}
!113 = distinct !{!113, !40}
!114 = distinct !{!114, !37}
!115 = distinct !{!115, !37}
!116 = !{!117}
!117 = distinct !{!117, !118}
!118 = distinct !{!118, !"LVerDomain"}
!119 = !{!120}
!120 = distinct !{!120, !118}
!121 = !{!81, !83, !117}
!122 = distinct !{!122, !37}
!123 = distinct !{!123, !40}
!124 = !{!125}
!125 = distinct !{!125, !126}
!126 = distinct !{!126, !"LVerDomain"}
!127 = !{!128}
!128 = distinct !{!128, !126}
!129 = !{!81, !83, !125}
!130 = distinct !{!130, !37}
!131 = distinct !{!131, !40}
!132 = distinct !{!132, !37}
!133 = distinct !{!133, !37}
!134 = !{!135}
!135 = distinct !{!135, !136}
!136 = distinct !{!136, !"LVerDomain"}
!137 = !{!138}
!138 = distinct !{!138, !136}
!139 = !{!81, !83, !135}
!140 = distinct !{!140, !37}
!141 = distinct !{!141, !40}
!142 = distinct !{!142, !37, !69}
!143 = distinct !{!143, !40}
!144 = distinct !{!144, !37}
!145 = !{!146}
!146 = distinct !{!146, !147, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex: %retptr"}
!147 = distinct !{!147, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex"}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex: %retptr"}
!150 = distinct !{!150, !"_ZN5numba7cpython7unicode15_get_code_pointB3v16B38c8tJTIcFKzyF2ILShI4CrgQElcaMVLCEJgA_3dE12unicode_typex"}
