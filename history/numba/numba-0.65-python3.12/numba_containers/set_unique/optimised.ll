; ModuleID = 'set_unique'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate set',), None)
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot grow set',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.set_unique = internal constant [11 x i8] c"set_unique\00"
@_ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [148 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext object at 0xADDRESS>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0xADDRESS>\00"
@_ZN08NumbaEnv5numba7cpython7hashing13hash_overload12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins12ol_getattr_212_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx30Literal_5bstr_5d_28__hash___29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing13ol_defer_hash12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExN38BoundFunction_28_28_3cclass_20_27numba4core5types7scalars53Integer_27_3e_2c_20_27__hash___27_29_20for_20int64_29E = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing8int_hash12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing14process_returnB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7hashing10_long_implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture writeonly %excinfo, ptr %arg.a.0, ptr nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0.endif.if:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.35 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 296, ptr nonnull @.dtor.set.int64)
  %.36 = icmp eq ptr %.35, null
  br i1 %.36, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B32:                                              ; preds = %B32.lr.ph, %lookup.end.endif
  %.127120123 = phi i64 [ 0, %B32.lr.ph ], [ %.149, %lookup.end.endif ]
  %.140 = mul i64 %.127120123, %arg.a.6.0
  %sunkaddr = getelementptr i8, ptr %arg.a.4, i64 %.140
  %.146 = load i64, ptr %sunkaddr, align 8
  %.149 = add nuw nsw i64 %.127120123, 1
  tail call void @NRT_incref(ptr nonnull %.35)
  %sunkaddr61 = getelementptr i8, ptr %.35, i64 24
  %.6.i = load ptr, ptr %sunkaddr61, align 8
  %.184 = getelementptr inbounds nuw i8, ptr %.6.i, i64 40
  %.11.i.i.i = tail call i64 @llvm.abs.i64(i64 %.146, i1 false)
  %.12.i.i.i = sitofp i64 %.11.i.i.i to double
  %.14.i.i.i = fcmp olt double %.12.i.i.i, 0xADDRESS
  br i1 %.14.i.i.i, label %B62.i.i.i, label %B252.endif.i.i.i

B62.i.i.i:                                        ; preds = %B32
  switch i64 %.146, label %B32.endif [
    i64 0, label %B32.endif.thread
    i64 -9223372036854775808, label %B108.endif.i.i.i
  ]

B108.endif.i.i.i:                                 ; preds = %B62.i.i.i
  br label %B32.endif.thread

B252.endif.i.i.i:                                 ; preds = %B32
  %.9.i.i.i = icmp slt i64 %.146, 0
  %.199.2.i.i.i.i = and i64 %.11.i.i.i, 1073741823
  %.187.2.i.i.i.i = and i64 %.11.i.i.i, %const
  %0 = ashr i64 %.11.i.i.i, 30
  %.186.1.i.i.i.i = lshr i64 %0, 31
  %.190.2.i.i.i.i = and i64 %.186.1.i.i.i.i, 536870911
  %.193.2.i.i.i.i = or disjoint i64 %.190.2.i.i.i.i, %.187.2.i.i.i.i
  %.201.2.i.i.i.i = add nuw nsw i64 %.193.2.i.i.i.i, %.199.2.i.i.i.i
  %const_mat = add i64 %const, 1073741822
  %.206.2.i.i.i.i = icmp samesign ugt i64 %.201.2.i.i.i.i, %const_mat
  %.216.2.i.i.i.i = add nsw i64 %.201.2.i.i.i.i, -2305843009213693951
  %spec.select.2.i.i.i.i = select i1 %.206.2.i.i.i.i, i64 %.216.2.i.i.i.i, i64 %.201.2.i.i.i.i
  %.169.i.i.i = sub nsw i64 0, %spec.select.2.i.i.i.i
  %ret.5.0.i.i.i = select i1 %.9.i.i.i, i64 %.169.i.i.i, i64 %spec.select.2.i.i.i.i
  %ret.5.0.i.i.i.fr = freeze i64 %ret.5.0.i.i.i
  br label %B32.endif

common.ret:                                       ; preds = %calcsize.end.endif.endif.if, %B0.endif.endif.if, %B70
  %common.ret.op = phi i32 [ 0, %B70 ], [ 1, %B0.endif.endif.if ], [ 1, %calcsize.end.endif.endif.if ]
  ret i32 %common.ret.op

B70:                                              ; preds = %lookup.end.endif, %B0.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  %sunkaddr62 = getelementptr i8, ptr %.35, i64 24
  %.6.i8 = load ptr, ptr %sunkaddr62, align 8
  %.535 = getelementptr inbounds nuw i8, ptr %.6.i8, i64 8
  %.536 = load i64, ptr %.535, align 8
  tail call void @NRT_decref(ptr nonnull %.35)
  store i64 %.536, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i9 = getelementptr i8, ptr %.35, i64 24
  %.6.i10 = load ptr, ptr %.5.i9, align 8
  %1 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(296) %1, i8 -1, i64 264, i1 false)
  %.54 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 24
  store i64 0, ptr %.54, align 8
  %.57 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.6.i10, i8 0, i64 16, i1 false)
  store i64 15, ptr %.57, align 8
  %.128122 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.128122, label %B32.lr.ph, label %B70

B32.lr.ph:                                        ; preds = %B0.endif.endif.endif
  %const = bitcast i64 2305843008139952128 to i64
  br label %B32

B32.endif:                                        ; preds = %B62.i.i.i, %B252.endif.i.i.i
  %ret.5.0.i.i.i.fr.sink = phi i64 [ %ret.5.0.i.i.i.fr, %B252.endif.i.i.i ], [ %.146, %B62.i.i.i ]
  %spec.select.i1.i.i.i = tail call i64 @llvm.umin.i64(i64 %ret.5.0.i.i.i.fr.sink, i64 -2)
  %.209 = icmp ult i64 %ret.5.0.i.i.i.fr.sink, -2
  %spec.select21 = select i1 %.209, i64 %spec.select.i1.i.i.i, i64 -43
  br label %B32.endif.thread

B32.endif.thread:                                 ; preds = %B32.endif, %B62.i.i.i, %B108.endif.i.i.i
  %2 = phi i64 [ %.146, %B62.i.i.i ], [ -4, %B108.endif.i.i.i ], [ %spec.select21, %B32.endif ]
  %.211 = getelementptr inbounds nuw i8, ptr %.6.i, i64 16
  %.212 = load i64, ptr %.211, align 8
  %.217.0110 = and i64 %.212, %2
  %.227 = getelementptr { i64, i64 }, ptr %.184, i64 %.217.0110
  %.229 = load i64, ptr %.227, align 8
  %.230 = icmp eq i64 %2, %.229
  br i1 %.230, label %for.body.if, label %for.body.endif

lookup.body:                                      ; preds = %for.body.endif.endif.endif.2, %lookup.body.endif.endif.endif
  %.213.0 = phi i64 [ %.277, %lookup.body.endif.endif.endif ], [ %2, %for.body.endif.endif.endif.2 ]
  %.280.pn = phi i64 [ %.280, %lookup.body.endif.endif.endif ], [ %.248.2, %for.body.endif.endif.endif.2 ]
  %.220.1 = phi i64 [ %.220.4, %lookup.body.endif.endif.endif ], [ %.220.3.2, %for.body.endif.endif.endif.2 ]
  %.217.1 = and i64 %.280.pn, %.212
  %.255 = getelementptr { i64, i64 }, ptr %.184, i64 %.217.1
  %.257 = load i64, ptr %.255, align 8
  %.258 = icmp eq i64 %2, %.257
  br i1 %.258, label %lookup.body.if, label %lookup.body.endif

for.body.if:                                      ; preds = %B32.endif.thread
  %.232 = getelementptr inbounds nuw i8, ptr %.227, i64 8
  %.233 = load i64, ptr %.232, align 8
  %.234 = icmp eq i64 %.146, %.233
  br i1 %.234, label %lookup.end.endif, label %for.body.endif

for.body.endif:                                   ; preds = %for.body.if, %B32.endif.thread
  switch i64 %.229, label %for.body.endif.endif.endif [
    i64 -1, label %lookup.end.if.thread.thread
    i64 -2, label %for.body.endif.endif.if
  ]

lookup.end.if.thread.thread:                      ; preds = %for.body.endif
  %.29533 = getelementptr { i64, i64 }, ptr %.184, i64 %.217.0110
  store i64 %2, ptr %.29533, align 8
  %.30034 = getelementptr inbounds nuw i8, ptr %.29533, i64 8
  store i64 %.146, ptr %.30034, align 8
  %.30235 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  %.30336 = load i64, ptr %.30235, align 8
  %.30437 = add i64 %.30336, 1
  store i64 %.30437, ptr %.30235, align 8
  br label %lookup.end.if.if

for.body.endif.endif.if:                          ; preds = %for.body.endif
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif, %for.body.endif.endif.if
  %.220.3 = phi i64 [ %.217.0110, %for.body.endif.endif.if ], [ -1, %for.body.endif ]
  %.248 = add nuw i64 %.217.0110, 1
  %.217.0 = and i64 %.248, %.212
  %.227.1 = getelementptr { i64, i64 }, ptr %.184, i64 %.217.0
  %.229.1 = load i64, ptr %.227.1, align 8
  %.230.1 = icmp eq i64 %2, %.229.1
  br i1 %.230.1, label %for.body.if.1, label %for.body.endif.1

for.body.if.1:                                    ; preds = %for.body.endif.endif.endif
  %.232.1 = getelementptr inbounds nuw i8, ptr %.227.1, i64 8
  %.233.1 = load i64, ptr %.232.1, align 8
  %.234.1 = icmp eq i64 %.146, %.233.1
  br i1 %.234.1, label %lookup.end.endif, label %for.body.endif.1

for.body.endif.1:                                 ; preds = %for.body.if.1, %for.body.endif.endif.endif
  switch i64 %.229.1, label %for.body.endif.endif.endif.1 [
    i64 -1, label %lookup.end.if.thread
    i64 -2, label %for.body.endif.endif.if.1
  ]

for.body.endif.endif.if.1:                        ; preds = %for.body.endif.1
  %.244.1 = icmp eq i64 %.220.3, -1
  %.245.1 = select i1 %.244.1, i64 %.217.0, i64 %.220.3
  br label %for.body.endif.endif.endif.1

for.body.endif.endif.endif.1:                     ; preds = %for.body.endif.endif.if.1, %for.body.endif.1
  %.220.3.1 = phi i64 [ %.245.1, %for.body.endif.endif.if.1 ], [ %.220.3, %for.body.endif.1 ]
  %.248.1 = add i64 %.217.0, 1
  %.217.0.1 = and i64 %.248.1, %.212
  %.227.2 = getelementptr { i64, i64 }, ptr %.184, i64 %.217.0.1
  %.229.2 = load i64, ptr %.227.2, align 8
  %.230.2 = icmp eq i64 %2, %.229.2
  br i1 %.230.2, label %for.body.if.2, label %for.body.endif.2

for.body.if.2:                                    ; preds = %for.body.endif.endif.endif.1
  %.232.2 = getelementptr inbounds nuw i8, ptr %.227.2, i64 8
  %.233.2 = load i64, ptr %.232.2, align 8
  %.234.2 = icmp eq i64 %.146, %.233.2
  br i1 %.234.2, label %lookup.end.endif, label %for.body.endif.2

for.body.endif.2:                                 ; preds = %for.body.if.2, %for.body.endif.endif.endif.1
  switch i64 %.229.2, label %for.body.endif.endif.endif.2 [
    i64 -1, label %lookup.end.if.thread
    i64 -2, label %for.body.endif.endif.if.2
  ]

for.body.endif.endif.if.2:                        ; preds = %for.body.endif.2
  %.244.2 = icmp eq i64 %.220.3.1, -1
  %.245.2 = select i1 %.244.2, i64 %.217.0.1, i64 %.220.3.1
  br label %for.body.endif.endif.endif.2

for.body.endif.endif.endif.2:                     ; preds = %for.body.endif.endif.if.2, %for.body.endif.2
  %.220.3.2 = phi i64 [ %.245.2, %for.body.endif.endif.if.2 ], [ %.220.3.1, %for.body.endif.2 ]
  %.248.2 = add i64 %.217.0.1, 1
  br label %lookup.body

lookup.body.if:                                   ; preds = %lookup.body
  %.260 = getelementptr inbounds nuw i8, ptr %.255, i64 8
  %.261 = load i64, ptr %.260, align 8
  %.262 = icmp eq i64 %.146, %.261
  br i1 %.262, label %lookup.end.endif, label %lookup.body.endif

lookup.body.endif:                                ; preds = %lookup.body.if, %lookup.body
  switch i64 %.257, label %lookup.body.endif.endif.endif [
    i64 -1, label %lookup.end.if.thread.loopexit
    i64 -2, label %lookup.body.endif.endif.if
  ]

lookup.body.endif.endif.if:                       ; preds = %lookup.body.endif
  %.272 = icmp eq i64 %.220.1, -1
  %.273 = select i1 %.272, i64 %.217.1, i64 %.220.1
  br label %lookup.body.endif.endif.endif

lookup.body.endif.endif.endif:                    ; preds = %lookup.body.endif, %lookup.body.endif.endif.if
  %.220.4 = phi i64 [ %.273, %lookup.body.endif.endif.if ], [ %.220.1, %lookup.body.endif ]
  %.277 = lshr i64 %.213.0, 5
  %.278 = mul i64 %.217.1, 5
  %.279 = add nuw nsw i64 %.277, 1
  %.280 = add i64 %.279, %.278
  br label %lookup.body

lookup.end.if.thread.loopexit:                    ; preds = %lookup.body.endif
  br label %lookup.end.if.thread

lookup.end.if.thread:                             ; preds = %lookup.end.if.thread.loopexit, %for.body.endif.2, %for.body.endif.1
  %.217.4 = phi i64 [ %.217.0, %for.body.endif.1 ], [ %.217.0.1, %for.body.endif.2 ], [ %.217.1, %lookup.end.if.thread.loopexit ]
  %.220.2 = phi i64 [ %.220.3, %for.body.endif.1 ], [ %.220.3.1, %for.body.endif.2 ], [ %.220.1, %lookup.end.if.thread.loopexit ]
  %.220.2.fr = freeze i64 %.220.2
  %.287 = icmp eq i64 %.220.2.fr, -1
  %spec.select = select i1 %.287, i64 %.217.4, i64 %.220.2.fr
  %.295.phi.trans.insert = getelementptr { i64, i64 }, ptr %.184, i64 %spec.select
  %.297.pre = load i64, ptr %.295.phi.trans.insert, align 8
  %3 = icmp eq i64 %.297.pre, -1
  %.295 = getelementptr { i64, i64 }, ptr %.184, i64 %spec.select
  store i64 %2, ptr %.295, align 8
  %.300 = getelementptr inbounds nuw i8, ptr %.295, i64 8
  store i64 %.146, ptr %.300, align 8
  %.302 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  %.303 = load i64, ptr %.302, align 8
  %.304 = add i64 %.303, 1
  store i64 %.304, ptr %.302, align 8
  br i1 %3, label %lookup.end.if.if, label %lookup.end.if.endif, !prof !2

lookup.end.endif:                                 ; preds = %lookup.body.if, %for.body.if, %for.body.if.1, %for.body.if.2, %lookup.end.if.endif, %for.end.1
  tail call void @NRT_decref(ptr nonnull %.35)
  %exitcond144.not = icmp eq i64 %.149, %arg.a.5.0
  br i1 %exitcond144.not, label %B70, label %B32

lookup.end.if.if:                                 ; preds = %lookup.end.if.thread.thread, %lookup.end.if.thread
  %.30439 = phi i64 [ %.30437, %lookup.end.if.thread.thread ], [ %.304, %lookup.end.if.thread ]
  %.310 = load i64, ptr %.6.i, align 8
  %.311 = add i64 %.310, 1
  store i64 %.311, ptr %.6.i, align 8
  br label %lookup.end.if.endif

lookup.end.if.endif:                              ; preds = %lookup.end.if.if, %lookup.end.if.thread
  %.30438 = phi i64 [ %.30439, %lookup.end.if.if ], [ %.304, %lookup.end.if.thread ]
  %sunkaddr63 = getelementptr i8, ptr %.35, i64 24
  %.6.i12 = load ptr, ptr %sunkaddr63, align 8
  %.319 = getelementptr inbounds nuw i8, ptr %.6.i12, i64 40
  %.320 = shl i64 %.30438, 1
  %.321 = getelementptr inbounds nuw i8, ptr %.6.i12, i64 16
  %.322 = load i64, ptr %.321, align 8
  %.323 = add i64 %.322, 1
  %.324.not = icmp ult i64 %.320, %.323
  br i1 %.324.not, label %lookup.end.endif, label %calcsize.body.preheader, !prof !3

calcsize.body.preheader:                          ; preds = %lookup.end.if.endif
  br label %calcsize.body

calcsize.body:                                    ; preds = %calcsize.body.preheader, %calcsize.body
  %.326.0 = phi i64 [ %.331, %calcsize.body ], [ %.323, %calcsize.body.preheader ]
  %.331 = shl i64 %.326.0, 2
  %.333.not = icmp ult i64 %.320, %.331
  br i1 %.333.not, label %calcsize.end, label %calcsize.body

calcsize.end:                                     ; preds = %calcsize.body
  %.340 = shl i64 %.326.0, 6
  %4 = add i64 %.331, -576460752303423488
  %.341 = icmp ult i64 %4, -1152921504606846976
  %.342 = or disjoint i64 %.340, 40
  br i1 %.341, label %calcsize.end.endif.endif.if, label %calcsize.end.endif.if, !prof !0

calcsize.end.endif.if:                            ; preds = %calcsize.end
  %.353 = tail call ptr @NRT_MemInfo_varsize_alloc(ptr nonnull %.35, i64 %.342)
  %.354 = icmp eq ptr %.353, null
  br i1 %.354, label %calcsize.end.endif.endif.if, label %calcsize.end.endif.endif.endif, !prof !0

calcsize.end.endif.endif.if:                      ; preds = %calcsize.end, %calcsize.end.endif.if
  store ptr @.const.picklebuf.object2, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

calcsize.end.endif.endif.endif:                   ; preds = %calcsize.end.endif.if
  %sunkaddr64 = getelementptr i8, ptr %.35, i64 24
  %.6.i14 = load ptr, ptr %sunkaddr64, align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %.6.i14, i8 -1, i64 %.342, i1 false)
  %.368 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 24
  store i64 0, ptr %.368, align 8
  %.370 = add nsw i64 %.331, -1
  %.371 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.6.i14, i8 0, i64 16, i1 false)
  store i64 %.370, ptr %.371, align 8
  %.6.i16 = load ptr, ptr %sunkaddr64, align 8
  %.387 = getelementptr inbounds nuw i8, ptr %.6.i16, i64 40
  %sunkaddr65 = getelementptr inbounds i8, ptr %.6.i12, i64 16
  %.389 = load i64, ptr %sunkaddr65, align 8
  %.392118 = icmp ult i64 %.389, 9223372036854775807
  br i1 %.392118, label %for.body.1.lr.ph, label %for.end.1

for.body.1.lr.ph:                                 ; preds = %calcsize.end.endif.endif.endif
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1.lr.ph, %for.body.1.endif
  %loop.index.1119 = phi i64 [ 0, %for.body.1.lr.ph ], [ %.509, %for.body.1.endif ]
  %.394 = getelementptr { i64, i64 }, ptr %.319, i64 %loop.index.1119
  %.396 = load i64, ptr %.394, align 8
  %.397 = icmp ult i64 %.396, -2
  br i1 %.397, label %for.body.1.if, label %for.body.1.endif

for.end.1:                                        ; preds = %for.body.1.endif, %calcsize.end.endif.endif.endif
  tail call void @NRT_MemInfo_varsize_free(ptr nonnull %.35, ptr %.6.i12)
  br label %lookup.end.endif

for.body.1.if:                                    ; preds = %for.body.1
  %.399 = getelementptr inbounds nuw i8, ptr %.394, i64 8
  %.400 = load i64, ptr %.399, align 8
  %sunkaddr66 = getelementptr inbounds i8, ptr %.6.i16, i64 16
  %.404 = load i64, ptr %sunkaddr66, align 8
  %.409.0114 = and i64 %.404, %.396
  %.419 = getelementptr { i64, i64 }, ptr %.387, i64 %.409.0114
  %.421 = load i64, ptr %.419, align 8
  %.422 = icmp eq i64 %.396, %.421
  br i1 %.422, label %for.body.2.if, label %for.body.2.endif

for.body.1.endif:                                 ; preds = %lookup.body.1.if, %for.body.2.if, %for.body.2.if.1, %for.body.2.if.2, %lookup.end.1.if.thread, %lookup.end.1.if.if, %for.body.1
  %.509 = add nuw nsw i64 %loop.index.1119, 1
  %exitcond.not = icmp eq i64 %loop.index.1119, %.389
  br i1 %exitcond.not, label %for.end.1, label %for.body.1

lookup.body.1:                                    ; preds = %for.body.2.endif.endif.endif.2, %lookup.body.1.endif.endif.endif
  %.405.0 = phi i64 [ %.469, %lookup.body.1.endif.endif.endif ], [ %.396, %for.body.2.endif.endif.endif.2 ]
  %.472.pn = phi i64 [ %.472, %lookup.body.1.endif.endif.endif ], [ %.440.2, %for.body.2.endif.endif.endif.2 ]
  %.412.1 = phi i64 [ %.412.4, %lookup.body.1.endif.endif.endif ], [ %.412.3.2, %for.body.2.endif.endif.endif.2 ]
  %.409.1 = and i64 %.472.pn, %.404
  %.447 = getelementptr { i64, i64 }, ptr %.387, i64 %.409.1
  %.449 = load i64, ptr %.447, align 8
  %.450 = icmp eq i64 %.396, %.449
  br i1 %.450, label %lookup.body.1.if, label %lookup.body.1.endif

for.body.2.if:                                    ; preds = %for.body.1.if
  %.424 = getelementptr inbounds nuw i8, ptr %.419, i64 8
  %.425 = load i64, ptr %.424, align 8
  %.426 = icmp eq i64 %.400, %.425
  br i1 %.426, label %for.body.1.endif, label %for.body.2.endif

for.body.2.endif:                                 ; preds = %for.body.2.if, %for.body.1.if
  switch i64 %.421, label %for.body.2.endif.endif.endif [
    i64 -1, label %lookup.end.1.if.thread.thread
    i64 -2, label %for.body.2.endif.endif.if
  ]

lookup.end.1.if.thread.thread:                    ; preds = %for.body.2.endif
  %.48741 = getelementptr { i64, i64 }, ptr %.387, i64 %.409.0114
  store i64 %.396, ptr %.48741, align 8
  %.49242 = getelementptr inbounds nuw i8, ptr %.48741, i64 8
  store i64 %.400, ptr %.49242, align 8
  %sunkaddr67 = getelementptr inbounds i8, ptr %.6.i16, i64 8
  %.49543 = load i64, ptr %sunkaddr67, align 8
  %.49644 = add i64 %.49543, 1
  store i64 %.49644, ptr %sunkaddr67, align 8
  br label %lookup.end.1.if.if

for.body.2.endif.endif.if:                        ; preds = %for.body.2.endif
  br label %for.body.2.endif.endif.endif

for.body.2.endif.endif.endif:                     ; preds = %for.body.2.endif, %for.body.2.endif.endif.if
  %.412.3 = phi i64 [ %.409.0114, %for.body.2.endif.endif.if ], [ -1, %for.body.2.endif ]
  %.440 = add nuw i64 %.409.0114, 1
  %.409.0 = and i64 %.440, %.404
  %.419.1 = getelementptr { i64, i64 }, ptr %.387, i64 %.409.0
  %.421.1 = load i64, ptr %.419.1, align 8
  %.422.1 = icmp eq i64 %.396, %.421.1
  br i1 %.422.1, label %for.body.2.if.1, label %for.body.2.endif.1

for.body.2.if.1:                                  ; preds = %for.body.2.endif.endif.endif
  %.424.1 = getelementptr inbounds nuw i8, ptr %.419.1, i64 8
  %.425.1 = load i64, ptr %.424.1, align 8
  %.426.1 = icmp eq i64 %.400, %.425.1
  br i1 %.426.1, label %for.body.1.endif, label %for.body.2.endif.1

for.body.2.endif.1:                               ; preds = %for.body.2.if.1, %for.body.2.endif.endif.endif
  switch i64 %.421.1, label %for.body.2.endif.endif.endif.1 [
    i64 -1, label %lookup.end.1.if.thread
    i64 -2, label %for.body.2.endif.endif.if.1
  ]

for.body.2.endif.endif.if.1:                      ; preds = %for.body.2.endif.1
  %.436.1 = icmp eq i64 %.412.3, -1
  %.437.1 = select i1 %.436.1, i64 %.409.0, i64 %.412.3
  br label %for.body.2.endif.endif.endif.1

for.body.2.endif.endif.endif.1:                   ; preds = %for.body.2.endif.endif.if.1, %for.body.2.endif.1
  %.412.3.1 = phi i64 [ %.437.1, %for.body.2.endif.endif.if.1 ], [ %.412.3, %for.body.2.endif.1 ]
  %.440.1 = add nuw i64 %.409.0, 1
  %.409.0.1 = and i64 %.440.1, %.404
  %.419.2 = getelementptr { i64, i64 }, ptr %.387, i64 %.409.0.1
  %.421.2 = load i64, ptr %.419.2, align 8
  %.422.2 = icmp eq i64 %.396, %.421.2
  br i1 %.422.2, label %for.body.2.if.2, label %for.body.2.endif.2

for.body.2.if.2:                                  ; preds = %for.body.2.endif.endif.endif.1
  %.424.2 = getelementptr inbounds nuw i8, ptr %.419.2, i64 8
  %.425.2 = load i64, ptr %.424.2, align 8
  %.426.2 = icmp eq i64 %.400, %.425.2
  br i1 %.426.2, label %for.body.1.endif, label %for.body.2.endif.2

for.body.2.endif.2:                               ; preds = %for.body.2.if.2, %for.body.2.endif.endif.endif.1
  switch i64 %.421.2, label %for.body.2.endif.endif.endif.2 [
    i64 -1, label %lookup.end.1.if.thread
    i64 -2, label %for.body.2.endif.endif.if.2
  ]

for.body.2.endif.endif.if.2:                      ; preds = %for.body.2.endif.2
  %.436.2 = icmp eq i64 %.412.3.1, -1
  %.437.2 = select i1 %.436.2, i64 %.409.0.1, i64 %.412.3.1
  br label %for.body.2.endif.endif.endif.2

for.body.2.endif.endif.endif.2:                   ; preds = %for.body.2.endif.endif.if.2, %for.body.2.endif.2
  %.412.3.2 = phi i64 [ %.437.2, %for.body.2.endif.endif.if.2 ], [ %.412.3.1, %for.body.2.endif.2 ]
  %.440.2 = add i64 %.409.0.1, 1
  br label %lookup.body.1

lookup.body.1.if:                                 ; preds = %lookup.body.1
  %.452 = getelementptr inbounds nuw i8, ptr %.447, i64 8
  %.453 = load i64, ptr %.452, align 8
  %.454 = icmp eq i64 %.400, %.453
  br i1 %.454, label %for.body.1.endif, label %lookup.body.1.endif

lookup.body.1.endif:                              ; preds = %lookup.body.1.if, %lookup.body.1
  switch i64 %.449, label %lookup.body.1.endif.endif.endif [
    i64 -1, label %lookup.end.1.if.thread.loopexit
    i64 -2, label %lookup.body.1.endif.endif.if
  ]

lookup.body.1.endif.endif.if:                     ; preds = %lookup.body.1.endif
  %.464 = icmp eq i64 %.412.1, -1
  %.465 = select i1 %.464, i64 %.409.1, i64 %.412.1
  br label %lookup.body.1.endif.endif.endif

lookup.body.1.endif.endif.endif:                  ; preds = %lookup.body.1.endif, %lookup.body.1.endif.endif.if
  %.412.4 = phi i64 [ %.465, %lookup.body.1.endif.endif.if ], [ %.412.1, %lookup.body.1.endif ]
  %.469 = lshr i64 %.405.0, 5
  %.470 = mul i64 %.409.1, 5
  %.471 = add nuw nsw i64 %.469, 1
  %.472 = add i64 %.471, %.470
  br label %lookup.body.1

lookup.end.1.if.thread.loopexit:                  ; preds = %lookup.body.1.endif
  br label %lookup.end.1.if.thread

lookup.end.1.if.thread:                           ; preds = %lookup.end.1.if.thread.loopexit, %for.body.2.endif.2, %for.body.2.endif.1
  %.409.4 = phi i64 [ %.409.0, %for.body.2.endif.1 ], [ %.409.0.1, %for.body.2.endif.2 ], [ %.409.1, %lookup.end.1.if.thread.loopexit ]
  %.412.2 = phi i64 [ %.412.3, %for.body.2.endif.1 ], [ %.412.3.1, %for.body.2.endif.2 ], [ %.412.1, %lookup.end.1.if.thread.loopexit ]
  %.412.2.fr = freeze i64 %.412.2
  %.479 = icmp eq i64 %.412.2.fr, -1
  %spec.select162 = select i1 %.479, i64 %.409.4, i64 %.412.2.fr
  %.487.phi.trans.insert = getelementptr { i64, i64 }, ptr %.387, i64 %spec.select162
  %.489.pre = load i64, ptr %.487.phi.trans.insert, align 8
  %5 = icmp eq i64 %.489.pre, -1
  %.487 = getelementptr { i64, i64 }, ptr %.387, i64 %spec.select162
  store i64 %.396, ptr %.487, align 8
  %.492 = getelementptr inbounds nuw i8, ptr %.487, i64 8
  store i64 %.400, ptr %.492, align 8
  %sunkaddr68 = getelementptr inbounds i8, ptr %.6.i16, i64 8
  %.495 = load i64, ptr %sunkaddr68, align 8
  %.496 = add i64 %.495, 1
  store i64 %.496, ptr %sunkaddr68, align 8
  br i1 %5, label %lookup.end.1.if.if, label %for.body.1.endif, !prof !2

lookup.end.1.if.if:                               ; preds = %lookup.end.1.if.thread.thread, %lookup.end.1.if.thread
  %.502 = load i64, ptr %.6.i16, align 8
  %.503 = add i64 %.502, 1
  store i64 %.503, ptr %.6.i16, align 8
  br label %for.body.1.endif
}

define linkonce_odr void @.dtor.set.int64(ptr %.1, i64 %.2, ptr %.3) {
.5:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

declare noalias ptr @NRT_MemInfo_varsize_alloc(ptr, i64) local_unnamed_addr

declare void @NRT_MemInfo_varsize_free(ptr, ptr) local_unnamed_addr

define ptr @_ZN7cpython5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nocapture readnone %py_closure, ptr %py_args, ptr nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.set_unique, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca i64, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.if ], [ %.69, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq ptr %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.21, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(ptr %.20, ptr nonnull %.21)
  %sunkaddr = getelementptr inbounds i8, ptr %.21, i64 24
  %.29 = load i64, ptr %sunkaddr, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.36.fca.0.load = load ptr, ptr %.21, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.21, i64 32
  %.36.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.21, i64 40
  %.36.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.21, i64 48
  %.36.fca.6.0.load = load i64, ptr %sunkaddr3, align 8
  store i64 0, ptr %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.36.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #3
  %.50 = load ptr, ptr %excinfo, align 8
  %.59 = load i64, ptr %.43, align 8
  call void @NRT_decref(ptr %.36.fca.0.load)
  %cond = icmp eq i32 %.49, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.69 = call ptr @PyLong_FromLongLong(i64 %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call ptr @PyBytes_FromStringAndSize(ptr %.81, i64 %.84)
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.50, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 3
  %.91 = call ptr %.89(ptr %.87)
  %.92 = icmp eq ptr %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 2
  %.106 = call ptr @numba_unpickle(ptr %.81, i32 %.83, ptr %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi ptr [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq ptr %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.96 = call ptr @numba_runtime_build_excinfo_struct(ptr %.85, ptr nonnull %.91)
  call void @NRT_Free(ptr nonnull %.50)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.108)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr nocapture, ptr nocapture) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define i64 @cfunc._ZN5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  store i64 0, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN5cases16numba_containers10set_uniqueB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load i64, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret i64 %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext object at 0xADDRESS>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr nonnull %.42)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.59)
  br label %.24
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 2104533977, i32 42949671}
!3 = !{!"branch_weights", i32 99, i32 1}
