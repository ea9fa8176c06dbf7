; ModuleID = 'set_unique'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate set',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot grow set',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.set_unique = internal constant [11 x i8] c"set_unique\00"
@_ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [148 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types7scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing8int_hash12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7hashing10_long_implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global i8* null

define i32 @_ZN5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, i64* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0.endif.if:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.35 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 296, i8* bitcast (void (i8*, i64, i8*)* @.dtor.set.int64 to i8*))
  %.36 = icmp eq i8* %.35, null
  br i1 %.36, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B32:                                              ; preds = %B32.lr.ph, %lookup.end.endif
  %.79.071 = phi i64 [ 0, %B32.lr.ph ], [ %.149, %lookup.end.endif ]
  %.140 = mul i64 %.79.071, %arg.a.6.0
  %0 = bitcast i64* %arg.a.4 to i8*
  %sunkaddr = getelementptr i8, i8* %0, i64 %.140
  %1 = bitcast i8* %sunkaddr to i64*
  %.146 = load i64, i64* %1, align 8
  %.149 = add nuw nsw i64 %.79.071, 1
  tail call void @NRT_incref(i8* nonnull %.35)
  %sunkaddr116 = getelementptr i8, i8* %.35, i64 24
  %2 = bitcast i8* %sunkaddr116 to { i64, i64, i64, i64, i8, { i64, i64 } }**
  %.6.i36 = load { i64, i64, i64, i64, i8, { i64, i64 } }*, { i64, i64, i64, i64, i8, { i64, i64 } }** %2, align 8
  %.184 = getelementptr inbounds { i64, i64, i64, i64, i8, { i64, i64 } }, { i64, i64, i64, i64, i8, { i64, i64 } }* %.6.i36, i64 0, i32 5
  %3 = tail call i64 @llvm.abs.i64(i64 %.146, i1 false) #4
  %.12.i.i.i = sitofp i64 %3 to double
  %.14.i.i.i = fcmp olt double %.12.i.i.i, 0xADDRESS
  br i1 %.14.i.i.i, label %B62.i.i.i, label %B196.i.i.i

B62.i.i.i:                                        ; preds = %B32
  switch i64 %.146, label %B32.endif [
    i64 0, label %B32.endif.thread
    i64 -9223372036854775808, label %B108.endif.i.i.i
  ]

B196.i.i.i:                                       ; preds = %B32
  %4 = icmp slt i64 %.146, 0
  %5 = ashr i64 %3, 30
  %.187.2.i.i.i.i = and i64 %3, %const
  %.186.1.i.i.i.i = lshr i64 %5, 31
  %.190.2.i.i.i.i = and i64 %.186.1.i.i.i.i, 536870911
  %.193.2.i.i.i.i = or i64 %.190.2.i.i.i.i, %.187.2.i.i.i.i
  %.199.2.i.i.i.i = and i64 %3, 1073741823
  %.201.2.i.i.i.i = add nuw nsw i64 %.193.2.i.i.i.i, %.199.2.i.i.i.i
  %const_mat = add i64 %const, 1073741822
  %.206.2.i.i.i.i = icmp ugt i64 %.201.2.i.i.i.i, %const_mat
  %.216.2.i.i.i.i = add nsw i64 %.201.2.i.i.i.i, -2305843009213693951
  %spec.select.2.i.i.i.i = select i1 %.206.2.i.i.i.i, i64 %.216.2.i.i.i.i, i64 %.201.2.i.i.i.i
  %.169.i.i.i = sub i64 0, %spec.select.2.i.i.i.i
  %ret.5.0.i.i.i = select i1 %4, i64 %.169.i.i.i, i64 %spec.select.2.i.i.i.i
  br label %B32.endif

B108.endif.i.i.i:                                 ; preds = %B62.i.i.i
  br label %B32.endif.thread

common.ret:                                       ; preds = %calcsize.end.endif.endif.if, %B0.endif.endif.if, %B70
  %common.ret.op = phi i32 [ 0, %B70 ], [ 1, %B0.endif.endif.if ], [ 1, %calcsize.end.endif.endif.if ]
  ret i32 %common.ret.op

B70:                                              ; preds = %lookup.end.endif, %B0.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.a.0)
  %sunkaddr117 = getelementptr i8, i8* %.35, i64 24
  %6 = bitcast i8* %sunkaddr117 to { i64, i64, i64, i64, i8, { i64, i64 } }**
  %.6.i1035 = load { i64, i64, i64, i64, i8, { i64, i64 } }*, { i64, i64, i64, i64, i8, { i64, i64 } }** %6, align 8
  %.535 = getelementptr inbounds { i64, i64, i64, i64, i8, { i64, i64 } }, { i64, i64, i64, i64, i8, { i64, i64 } }* %.6.i1035, i64 0, i32 1
  %.536 = load i64, i64* %.535, align 8
  tail call void @NRT_decref(i8* nonnull %.35)
  store i64 %.536, i64* %retptr, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i7 = getelementptr i8, i8* %.35, i64 24
  %7 = bitcast i8* %.5.i7 to i8**
  %.6.i8 = load i8*, i8** %7, align 8
  %8 = getelementptr inbounds i8, i8* %.6.i8, i64 32
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(296) %8, i8 -1, i64 264, i1 false)
  %.54 = getelementptr inbounds i8, i8* %.6.i8, i64 24
  %9 = bitcast i8* %.54 to i64*
  store i64 0, i64* %9, align 8
  %.57 = getelementptr inbounds i8, i8* %.6.i8, i64 16
  %10 = bitcast i8* %.57 to i64*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %.6.i8, i8 0, i64 16, i1 false)
  store i64 15, i64* %10, align 8
  %.12870 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.12870, label %B32.lr.ph, label %B70

B32.lr.ph:                                        ; preds = %B0.endif.endif.endif
  %const = bitcast i64 2305843008139952128 to i64
  br label %B32

B32.endif:                                        ; preds = %B62.i.i.i, %B196.i.i.i
  %.146.sink103 = phi i64 [ %ret.5.0.i.i.i, %B196.i.i.i ], [ %.146, %B62.i.i.i ]
  %.8.i1.i.i.i = icmp eq i64 %.146.sink103, -1
  %spec.select.i2.i.i.i = select i1 %.8.i1.i.i.i, i64 -2, i64 %.146.sink103
  %spec.select.i.sink.i.i.i.fr = freeze i64 %spec.select.i2.i.i.i
  %.209 = icmp ult i64 %spec.select.i.sink.i.i.i.fr, -2
  br i1 %.209, label %B32.endif.thread, label %for.body

B32.endif.thread:                                 ; preds = %B62.i.i.i, %B108.endif.i.i.i, %B32.endif
  %spec.select.i.sink.i.i.i48 = phi i64 [ %spec.select.i.sink.i.i.i.fr, %B32.endif ], [ %.146, %B62.i.i.i ], [ -4, %B108.endif.i.i.i ]
  br label %for.body

for.body:                                         ; preds = %B32.endif, %B32.endif.thread
  %11 = phi i64 [ %spec.select.i.sink.i.i.i48, %B32.endif.thread ], [ -43, %B32.endif ]
  %.211 = getelementptr inbounds { i64, i64, i64, i64, i8, { i64, i64 } }, { i64, i64, i64, i64, i8, { i64, i64 } }* %.6.i36, i64 0, i32 2
  %.212 = load i64, i64* %.211, align 8
  %.216 = and i64 %.212, %11
  %.228 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %.216, i32 0
  %.229 = load i64, i64* %.228, align 8
  %.230 = icmp eq i64 %11, %.229
  br i1 %.230, label %for.body.if, label %for.body.endif

lookup.body:                                      ; preds = %for.body.endif.endif.endif.2, %lookup.body.endif.endif.endif
  %.213.0 = phi i64 [ %.277, %lookup.body.endif.endif.endif ], [ %11, %for.body.endif.endif.endif.2 ]
  %.280.pn = phi i64 [ %.280, %lookup.body.endif.endif.endif ], [ %.248.2, %for.body.endif.endif.endif.2 ]
  %.220.0 = phi i64 [ %.220.4, %lookup.body.endif.endif.endif ], [ %.220.3.2, %for.body.endif.endif.endif.2 ]
  %.217.0 = and i64 %.280.pn, %.212
  %.256 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %.217.0, i32 0
  %.257 = load i64, i64* %.256, align 8
  %.258 = icmp eq i64 %11, %.257
  br i1 %.258, label %lookup.body.if, label %lookup.body.endif

for.body.if:                                      ; preds = %for.body
  %.232 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %.216, i32 1
  %.233 = load i64, i64* %.232, align 8
  %.234 = icmp eq i64 %.146, %.233
  br i1 %.234, label %lookup.end.endif, label %for.body.endif

for.body.endif:                                   ; preds = %for.body.if, %for.body
  switch i64 %.229, label %for.body.endif.endif.endif [
    i64 -1, label %lookup.end.if.thread
    i64 -2, label %for.body.endif.endif.if
  ]

for.body.endif.endif.if:                          ; preds = %for.body.endif
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif, %for.body.endif.endif.if
  %.220.3 = phi i64 [ -1, %for.body.endif ], [ %.216, %for.body.endif.endif.if ]
  %.248 = add nuw i64 %.216, 1
  %.249 = and i64 %.248, %.212
  %.228.1 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %.249, i32 0
  %.229.1 = load i64, i64* %.228.1, align 8
  %.230.1 = icmp eq i64 %11, %.229.1
  br i1 %.230.1, label %for.body.if.1, label %for.body.endif.1

for.body.if.1:                                    ; preds = %for.body.endif.endif.endif
  %.232.1 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %.249, i32 1
  %.233.1 = load i64, i64* %.232.1, align 8
  %.234.1 = icmp eq i64 %.146, %.233.1
  br i1 %.234.1, label %lookup.end.endif, label %for.body.endif.1

for.body.endif.1:                                 ; preds = %for.body.if.1, %for.body.endif.endif.endif
  switch i64 %.229.1, label %for.body.endif.endif.endif.1 [
    i64 -1, label %lookup.end.if
    i64 -2, label %for.body.endif.endif.if.1
  ]

for.body.endif.endif.if.1:                        ; preds = %for.body.endif.1
  %.244.1 = icmp eq i64 %.220.3, -1
  %.245.1 = select i1 %.244.1, i64 %.249, i64 %.220.3
  br label %for.body.endif.endif.endif.1

for.body.endif.endif.endif.1:                     ; preds = %for.body.endif.endif.if.1, %for.body.endif.1
  %.220.3.1 = phi i64 [ %.220.3, %for.body.endif.1 ], [ %.245.1, %for.body.endif.endif.if.1 ]
  %.248.1 = add nuw i64 %.249, 1
  %.249.1 = and i64 %.248.1, %.212
  %.228.2 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %.249.1, i32 0
  %.229.2 = load i64, i64* %.228.2, align 8
  %.230.2 = icmp eq i64 %11, %.229.2
  br i1 %.230.2, label %for.body.if.2, label %for.body.endif.2

for.body.if.2:                                    ; preds = %for.body.endif.endif.endif.1
  %.232.2 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %.249.1, i32 1
  %.233.2 = load i64, i64* %.232.2, align 8
  %.234.2 = icmp eq i64 %.146, %.233.2
  br i1 %.234.2, label %lookup.end.endif, label %for.body.endif.2

for.body.endif.2:                                 ; preds = %for.body.if.2, %for.body.endif.endif.endif.1
  switch i64 %.229.2, label %for.body.endif.endif.endif.2 [
    i64 -1, label %lookup.end.if
    i64 -2, label %for.body.endif.endif.if.2
  ]

for.body.endif.endif.if.2:                        ; preds = %for.body.endif.2
  %.244.2 = icmp eq i64 %.220.3.1, -1
  %.245.2 = select i1 %.244.2, i64 %.249.1, i64 %.220.3.1
  br label %for.body.endif.endif.endif.2

for.body.endif.endif.endif.2:                     ; preds = %for.body.endif.endif.if.2, %for.body.endif.2
  %.220.3.2 = phi i64 [ %.220.3.1, %for.body.endif.2 ], [ %.245.2, %for.body.endif.endif.if.2 ]
  %.248.2 = add i64 %.249.1, 1
  br label %lookup.body

lookup.body.if:                                   ; preds = %lookup.body
  %.260 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %.217.0, i32 1
  %.261 = load i64, i64* %.260, align 8
  %.262 = icmp eq i64 %.146, %.261
  br i1 %.262, label %lookup.end.endif, label %lookup.body.endif

lookup.body.endif:                                ; preds = %lookup.body.if, %lookup.body
  switch i64 %.257, label %lookup.body.endif.endif.endif [
    i64 -1, label %lookup.end.if.loopexit
    i64 -2, label %lookup.body.endif.endif.if
  ]

lookup.body.endif.endif.if:                       ; preds = %lookup.body.endif
  %.272 = icmp eq i64 %.220.0, -1
  %.273 = select i1 %.272, i64 %.217.0, i64 %.220.0
  br label %lookup.body.endif.endif.endif

lookup.body.endif.endif.endif:                    ; preds = %lookup.body.endif, %lookup.body.endif.endif.if
  %.220.4 = phi i64 [ %.220.0, %lookup.body.endif ], [ %.273, %lookup.body.endif.endif.if ]
  %.277 = lshr i64 %.213.0, 5
  %.278 = mul i64 %.217.0, 5
  %.279 = add nuw nsw i64 %.277, 1
  %.280 = add i64 %.279, %.278
  br label %lookup.body

lookup.end.if.loopexit:                           ; preds = %lookup.body.endif
  br label %lookup.end.if

lookup.end.if:                                    ; preds = %lookup.end.if.loopexit, %for.body.endif.1, %for.body.endif.2
  %.217.1 = phi i64 [ %.249, %for.body.endif.1 ], [ %.249.1, %for.body.endif.2 ], [ %.217.0, %lookup.end.if.loopexit ]
  %.220.1 = phi i64 [ %.220.3, %for.body.endif.1 ], [ %.220.3.1, %for.body.endif.2 ], [ %.220.0, %lookup.end.if.loopexit ]
  %.287 = icmp eq i64 %.220.1, -1
  br i1 %.287, label %lookup.end.if.thread, label %12

lookup.end.if.thread:                             ; preds = %for.body.endif, %lookup.end.if
  %.217.194 = phi i64 [ %.217.1, %lookup.end.if ], [ %.216, %for.body.endif ]
  br label %12

12:                                               ; preds = %lookup.end.if, %lookup.end.if.thread
  %13 = phi i64 [ %.217.194, %lookup.end.if.thread ], [ %.220.1, %lookup.end.if ]
  %.296 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %13, i32 0
  %.297 = load i64, i64* %.296, align 8
  store i64 %11, i64* %.296, align 8
  %.300 = getelementptr { i64, i64 }, { i64, i64 }* %.184, i64 %13, i32 1
  store i64 %.146, i64* %.300, align 8
  %.302 = getelementptr inbounds { i64, i64, i64, i64, i8, { i64, i64 } }, { i64, i64, i64, i64, i8, { i64, i64 } }* %.6.i36, i64 0, i32 1
  %.303 = load i64, i64* %.302, align 8
  %.304 = add i64 %.303, 1
  store i64 %.304, i64* %.302, align 8
  %.307 = icmp eq i64 %.297, -1
  br i1 %.307, label %lookup.end.if.if, label %lookup.end.if.endif, !prof !2

lookup.end.endif:                                 ; preds = %lookup.body.if, %for.body.if, %for.body.if.1, %for.body.if.2, %lookup.end.if.endif, %for.end.1
  tail call void @NRT_decref(i8* nonnull %.35)
  %exitcond90.not = icmp eq i64 %.149, %arg.a.5.0
  br i1 %exitcond90.not, label %B70, label %B32

lookup.end.if.if:                                 ; preds = %12
  %.309118 = bitcast { i64, i64, i64, i64, i8, { i64, i64 } }* %.6.i36 to i64*
  %.310 = load i64, i64* %.309118, align 8
  %.311 = add i64 %.310, 1
  store i64 %.311, i64* %.309118, align 8
  br label %lookup.end.if.endif

lookup.end.if.endif:                              ; preds = %lookup.end.if.if, %12
  %sunkaddr119 = getelementptr i8, i8* %.35, i64 24
  %14 = bitcast i8* %sunkaddr119 to i8**
  %.6.i6 = load i8*, i8** %14, align 8
  %.319 = getelementptr inbounds i8, i8* %.6.i6, i64 40
  %.320 = shl i64 %.304, 1
  %.321 = getelementptr inbounds i8, i8* %.6.i6, i64 16
  %15 = bitcast i8* %.321 to i64*
  %.322 = load i64, i64* %15, align 8
  %.323 = add i64 %.322, 1
  %.324.not = icmp ult i64 %.320, %.323
  br i1 %.324.not, label %lookup.end.endif, label %calcsize.body.preheader, !prof !2

calcsize.body.preheader:                          ; preds = %lookup.end.if.endif
  br label %calcsize.body

calcsize.body:                                    ; preds = %calcsize.body.preheader, %calcsize.body
  %.326.0 = phi i64 [ %.331, %calcsize.body ], [ %.323, %calcsize.body.preheader ]
  %.331 = shl i64 %.326.0, 2
  %.333.not = icmp ult i64 %.320, %.331
  br i1 %.333.not, label %calcsize.end, label %calcsize.body

calcsize.end:                                     ; preds = %calcsize.body
  %.339 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.331, i64 16)
  %.340 = extractvalue { i64, i1 } %.339, 0
  %.342 = or i64 %.340, 40
  %.341 = extractvalue { i64, i1 } %.339, 1
  br i1 %.341, label %calcsize.end.endif.endif.if, label %calcsize.end.endif.if, !prof !0

calcsize.end.endif.if:                            ; preds = %calcsize.end
  %.353 = tail call i8* @NRT_MemInfo_varsize_alloc(i8* nonnull %.35, i64 %.342)
  %.354 = icmp eq i8* %.353, null
  br i1 %.354, label %calcsize.end.endif.endif.if, label %calcsize.end.endif.endif.endif, !prof !0

calcsize.end.endif.endif.if:                      ; preds = %calcsize.end, %calcsize.end.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object2, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

calcsize.end.endif.endif.endif:                   ; preds = %calcsize.end.endif.if
  %sunkaddr120 = getelementptr i8, i8* %.35, i64 24
  %16 = bitcast i8* %sunkaddr120 to i8**
  %.6.i4 = load i8*, i8** %16, align 8
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(1) %.6.i4, i8 -1, i64 %.342, i1 false)
  %.368 = getelementptr inbounds i8, i8* %.6.i4, i64 24
  %17 = bitcast i8* %.368 to i64*
  store i64 0, i64* %17, align 8
  %.370 = add nsw i64 %.331, -1
  %.371 = getelementptr inbounds i8, i8* %.6.i4, i64 16
  %18 = bitcast i8* %.371 to i64*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %.6.i4, i8 0, i64 16, i1 false)
  store i64 %.370, i64* %18, align 8
  %sunkaddr121 = getelementptr i8, i8* %.35, i64 24
  %19 = bitcast i8* %sunkaddr121 to { i64, i64, i64, i64, i8, { i64, i64 } }**
  %.6.i237 = load { i64, i64, i64, i64, i8, { i64, i64 } }*, { i64, i64, i64, i64, i8, { i64, i64 } }** %19, align 8
  %.387 = getelementptr inbounds { i64, i64, i64, i64, i8, { i64, i64 } }, { i64, i64, i64, i64, i8, { i64, i64 } }* %.6.i237, i64 0, i32 5
  %sunkaddr122 = getelementptr inbounds i8, i8* %.6.i6, i64 16
  %20 = bitcast i8* %sunkaddr122 to i64*
  %.389 = load i64, i64* %20, align 8
  %.39233 = icmp ult i64 %.389, 9223372036854775807
  br i1 %.39233, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %calcsize.end.endif.endif.endif
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1.preheader, %for.body.1.endif
  %loop.index.134 = phi i64 [ %.509, %for.body.1.endif ], [ 0, %for.body.1.preheader ]
  %21 = bitcast i8* %.319 to { i64, i64 }*
  %.395 = getelementptr { i64, i64 }, { i64, i64 }* %21, i64 %loop.index.134, i32 0
  %.396 = load i64, i64* %.395, align 8
  %.397 = icmp ult i64 %.396, -2
  br i1 %.397, label %for.body.1.if, label %for.body.1.endif

for.end.1:                                        ; preds = %for.body.1.endif, %calcsize.end.endif.endif.endif
  tail call void @NRT_MemInfo_varsize_free(i8* nonnull %.35, i8* %.6.i6)
  br label %lookup.end.endif

for.body.1.if:                                    ; preds = %for.body.1
  %22 = bitcast i8* %.319 to { i64, i64 }*
  %.399 = getelementptr { i64, i64 }, { i64, i64 }* %22, i64 %loop.index.134, i32 1
  %.400 = load i64, i64* %.399, align 8
  %23 = bitcast { i64, i64, i64, i64, i8, { i64, i64 } }* %.6.i237 to i8*
  %sunkaddr124 = getelementptr inbounds i8, i8* %23, i64 16
  %24 = bitcast i8* %sunkaddr124 to i64*
  %.404 = load i64, i64* %24, align 8
  %.408 = and i64 %.404, %.396
  %.420 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %.408, i32 0
  %.421 = load i64, i64* %.420, align 8
  %.422 = icmp eq i64 %.396, %.421
  br i1 %.422, label %for.body.2.if, label %for.body.2.endif

for.body.1.endif:                                 ; preds = %lookup.body.1.if, %for.body.2.if, %for.body.2.if.1, %for.body.2.if.2, %25, %lookup.end.1.if.if, %for.body.1
  %.509 = add nuw nsw i64 %loop.index.134, 1
  %exitcond.not = icmp eq i64 %loop.index.134, %.389
  br i1 %exitcond.not, label %for.end.1, label %for.body.1

lookup.body.1:                                    ; preds = %for.body.2.endif.endif.endif.2, %lookup.body.1.endif.endif.endif
  %.405.0 = phi i64 [ %.469, %lookup.body.1.endif.endif.endif ], [ %.396, %for.body.2.endif.endif.endif.2 ]
  %.472.pn = phi i64 [ %.472, %lookup.body.1.endif.endif.endif ], [ %.440.2, %for.body.2.endif.endif.endif.2 ]
  %.412.0 = phi i64 [ %.412.4, %lookup.body.1.endif.endif.endif ], [ %.412.3.2, %for.body.2.endif.endif.endif.2 ]
  %.409.0 = and i64 %.472.pn, %.404
  %.448 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %.409.0, i32 0
  %.449 = load i64, i64* %.448, align 8
  %.450 = icmp eq i64 %.396, %.449
  br i1 %.450, label %lookup.body.1.if, label %lookup.body.1.endif

for.body.2.if:                                    ; preds = %for.body.1.if
  %.424 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %.408, i32 1
  %.425 = load i64, i64* %.424, align 8
  %.426 = icmp eq i64 %.400, %.425
  br i1 %.426, label %for.body.1.endif, label %for.body.2.endif

for.body.2.endif:                                 ; preds = %for.body.2.if, %for.body.1.if
  switch i64 %.421, label %for.body.2.endif.endif.endif [
    i64 -1, label %lookup.end.1.if.thread
    i64 -2, label %for.body.2.endif.endif.if
  ]

for.body.2.endif.endif.if:                        ; preds = %for.body.2.endif
  br label %for.body.2.endif.endif.endif

for.body.2.endif.endif.endif:                     ; preds = %for.body.2.endif, %for.body.2.endif.endif.if
  %.412.3 = phi i64 [ -1, %for.body.2.endif ], [ %.408, %for.body.2.endif.endif.if ]
  %.440 = add nuw i64 %.408, 1
  %.441 = and i64 %.440, %.404
  %.420.1 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %.441, i32 0
  %.421.1 = load i64, i64* %.420.1, align 8
  %.422.1 = icmp eq i64 %.396, %.421.1
  br i1 %.422.1, label %for.body.2.if.1, label %for.body.2.endif.1

for.body.2.if.1:                                  ; preds = %for.body.2.endif.endif.endif
  %.424.1 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %.441, i32 1
  %.425.1 = load i64, i64* %.424.1, align 8
  %.426.1 = icmp eq i64 %.400, %.425.1
  br i1 %.426.1, label %for.body.1.endif, label %for.body.2.endif.1

for.body.2.endif.1:                               ; preds = %for.body.2.if.1, %for.body.2.endif.endif.endif
  switch i64 %.421.1, label %for.body.2.endif.endif.endif.1 [
    i64 -1, label %lookup.end.1.if
    i64 -2, label %for.body.2.endif.endif.if.1
  ]

for.body.2.endif.endif.if.1:                      ; preds = %for.body.2.endif.1
  %.436.1 = icmp eq i64 %.412.3, -1
  %.437.1 = select i1 %.436.1, i64 %.441, i64 %.412.3
  br label %for.body.2.endif.endif.endif.1

for.body.2.endif.endif.endif.1:                   ; preds = %for.body.2.endif.endif.if.1, %for.body.2.endif.1
  %.412.3.1 = phi i64 [ %.412.3, %for.body.2.endif.1 ], [ %.437.1, %for.body.2.endif.endif.if.1 ]
  %.440.1 = add nuw i64 %.441, 1
  %.441.1 = and i64 %.440.1, %.404
  %.420.2 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %.441.1, i32 0
  %.421.2 = load i64, i64* %.420.2, align 8
  %.422.2 = icmp eq i64 %.396, %.421.2
  br i1 %.422.2, label %for.body.2.if.2, label %for.body.2.endif.2

for.body.2.if.2:                                  ; preds = %for.body.2.endif.endif.endif.1
  %.424.2 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %.441.1, i32 1
  %.425.2 = load i64, i64* %.424.2, align 8
  %.426.2 = icmp eq i64 %.400, %.425.2
  br i1 %.426.2, label %for.body.1.endif, label %for.body.2.endif.2

for.body.2.endif.2:                               ; preds = %for.body.2.if.2, %for.body.2.endif.endif.endif.1
  switch i64 %.421.2, label %for.body.2.endif.endif.endif.2 [
    i64 -1, label %lookup.end.1.if
    i64 -2, label %for.body.2.endif.endif.if.2
  ]

for.body.2.endif.endif.if.2:                      ; preds = %for.body.2.endif.2
  %.436.2 = icmp eq i64 %.412.3.1, -1
  %.437.2 = select i1 %.436.2, i64 %.441.1, i64 %.412.3.1
  br label %for.body.2.endif.endif.endif.2

for.body.2.endif.endif.endif.2:                   ; preds = %for.body.2.endif.endif.if.2, %for.body.2.endif.2
  %.412.3.2 = phi i64 [ %.412.3.1, %for.body.2.endif.2 ], [ %.437.2, %for.body.2.endif.endif.if.2 ]
  %.440.2 = add i64 %.441.1, 1
  br label %lookup.body.1

lookup.body.1.if:                                 ; preds = %lookup.body.1
  %.452 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %.409.0, i32 1
  %.453 = load i64, i64* %.452, align 8
  %.454 = icmp eq i64 %.400, %.453
  br i1 %.454, label %for.body.1.endif, label %lookup.body.1.endif

lookup.body.1.endif:                              ; preds = %lookup.body.1.if, %lookup.body.1
  switch i64 %.449, label %lookup.body.1.endif.endif.endif [
    i64 -1, label %lookup.end.1.if.loopexit
    i64 -2, label %lookup.body.1.endif.endif.if
  ]

lookup.body.1.endif.endif.if:                     ; preds = %lookup.body.1.endif
  %.464 = icmp eq i64 %.412.0, -1
  %.465 = select i1 %.464, i64 %.409.0, i64 %.412.0
  br label %lookup.body.1.endif.endif.endif

lookup.body.1.endif.endif.endif:                  ; preds = %lookup.body.1.endif, %lookup.body.1.endif.endif.if
  %.412.4 = phi i64 [ %.412.0, %lookup.body.1.endif ], [ %.465, %lookup.body.1.endif.endif.if ]
  %.469 = lshr i64 %.405.0, 5
  %.470 = mul i64 %.409.0, 5
  %.471 = add nuw nsw i64 %.469, 1
  %.472 = add i64 %.471, %.470
  br label %lookup.body.1

lookup.end.1.if.loopexit:                         ; preds = %lookup.body.1.endif
  br label %lookup.end.1.if

lookup.end.1.if:                                  ; preds = %lookup.end.1.if.loopexit, %for.body.2.endif.1, %for.body.2.endif.2
  %.409.1 = phi i64 [ %.441, %for.body.2.endif.1 ], [ %.441.1, %for.body.2.endif.2 ], [ %.409.0, %lookup.end.1.if.loopexit ]
  %.412.1 = phi i64 [ %.412.3, %for.body.2.endif.1 ], [ %.412.3.1, %for.body.2.endif.2 ], [ %.412.0, %lookup.end.1.if.loopexit ]
  %.479 = icmp eq i64 %.412.1, -1
  br i1 %.479, label %lookup.end.1.if.thread, label %25

lookup.end.1.if.thread:                           ; preds = %for.body.2.endif, %lookup.end.1.if
  %.409.198 = phi i64 [ %.409.1, %lookup.end.1.if ], [ %.408, %for.body.2.endif ]
  br label %25

25:                                               ; preds = %lookup.end.1.if, %lookup.end.1.if.thread
  %26 = phi i64 [ %.409.198, %lookup.end.1.if.thread ], [ %.412.1, %lookup.end.1.if ]
  %.488 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %26, i32 0
  %.489 = load i64, i64* %.488, align 8
  store i64 %.396, i64* %.488, align 8
  %.492 = getelementptr { i64, i64 }, { i64, i64 }* %.387, i64 %26, i32 1
  store i64 %.400, i64* %.492, align 8
  %27 = bitcast { i64, i64, i64, i64, i8, { i64, i64 } }* %.6.i237 to i8*
  %sunkaddr125 = getelementptr inbounds i8, i8* %27, i64 8
  %28 = bitcast i8* %sunkaddr125 to i64*
  %.495 = load i64, i64* %28, align 8
  %.496 = add i64 %.495, 1
  store i64 %.496, i64* %28, align 8
  %.499 = icmp eq i64 %.489, -1
  br i1 %.499, label %lookup.end.1.if.if, label %for.body.1.endif, !prof !2

lookup.end.1.if.if:                               ; preds = %25
  %29 = bitcast { i64, i64, i64, i64, i8, { i64, i64 } }* %.6.i237 to i64*
  %.502 = load i64, i64* %29, align 8
  %.503 = add i64 %.502, 1
  store i64 %.503, i64* %29, align 8
  br label %for.body.1.endif
}

define linkonce_odr void @.dtor.set.int64(i8* %.1, i64 %.2, i8* %.3) {
.5:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_alloc(i8*, i64) local_unnamed_addr

declare void @NRT_MemInfo_varsize_free(i8*, i8*) local_unnamed_addr

define i8* @_ZN7cpython5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.set_unique, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca i64, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.69, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([148 x i8], [148 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to i64**
  %.36.fca.4.load = load i64*, i64** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.6.0.load = load i64, i64* %9, align 8
  store i64 0, i64* %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i64* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, i64* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #3
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load i64, i64* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %10 = icmp sgt i32 %.49, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.69 = call i8* @PyLong_FromLongLong(i64 %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 0
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call i8* @PyBytes_FromStringAndSize(i8* %.81, i64 %.84)
  %.86 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.86, 2
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.86, 3
  %.90 = bitcast i8* %.89 to i8* (i8*)*
  %.91 = call i8* %.90(i8* %.87)
  %.92 = icmp eq i8* %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 2
  %.106 = call i8* @numba_unpickle(i8* %.81, i32 %.83, i8* %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi i8* [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq i8* %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.96 = call i8* @numba_runtime_build_excinfo_struct(i8* %.85, i8* nonnull %.91)
  %.97 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.97)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.108)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define i64 @cfunc._ZN5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, i64* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, i64* %extracted.data, i64 %.7, i64 %.8) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load i64, i64* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !2

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret i64 %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
