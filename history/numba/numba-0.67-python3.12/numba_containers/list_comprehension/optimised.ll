; ModuleID = 'list_comprehension'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object2, i32 PICKLED, ptr @.const.pickledata.object2.sha1, ptr null, i32 0 }
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object4, i32 PICKLED, ptr @.const.pickledata.object4.sha1, ptr null, i32 0 }
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ("Unreachable condition reached (op code RERAISE executed)\n-------------------------------------------------------------------------------\nThis should not have happened, a problem has occurred in Numba's internals.\nYou are currently using Numba version 0.67.0.\n\nPlease report the error message and traceback, along with a minimal reproducer\nat: https://github.com/numba/numba/issues/new?template=bug_report.md\n\nIf more help is needed please feel free to ask on the Numba discourse forum:\nhttps://numba.discourse.group/\n\nThanks in advance for your help in improving Numba!\n\n",), ('list_comprehension', 'cases/numba_containers.py', 52))
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.object1, i32 PICKLED, ptr @.const.pickledata.object1.sha1, ptr null, i32 0 }
@.const.list_comprehension = internal constant [19 x i8] c"list_comprehension\00"
@_ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [156 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29 = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B12.endif.if:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.76 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.int64)
  %.77 = icmp eq ptr %.76, null
  br i1 %.77, label %B80.sink.split, label %B12.endif.endif.endif, !prof !0

B16.preheader:                                    ; preds = %B12.endif.endif.endif
  %.193142 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.193142, label %B24.else.if.preheader, label %B52

B24.else.if.preheader:                            ; preds = %B16.preheader
  br label %B24.else.if

B48:                                              ; preds = %B24.else.if
  store ptr null, ptr %excinfo, align 8
  %.362 = mul nsw i64 %.211, %.211
  tail call void @NRT_incref(ptr nonnull %.76)
  %sunkaddr = getelementptr i8, ptr %.76, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  %.388 = load i64, ptr %.6.i, align 8
  %.389 = add i64 %.388, 1
  %.394 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  %.395 = load i64, ptr %.394, align 8
  %.397 = ashr i64 %.395, 2
  %.398 = icmp sgt i64 %.397, %.389
  br i1 %.398, label %B48.if, label %B48.endif, !prof !0

B52:                                              ; preds = %B81, %B16.preheader
  store ptr null, ptr %excinfo, align 8
  %sunkaddr35 = getelementptr i8, ptr %.76, i64 24
  %.6.i.i = load ptr, ptr %sunkaddr35, align 8, !noalias !1
  %.5430.i = load i64, ptr %.6.i.i, align 8, !noalias !1
  %.5531.i = icmp sgt i64 %.5430.i, 0
  br i1 %.5531.i, label %B30.preheader.i, label %B52.endif

B30.preheader.i:                                  ; preds = %B52
  %min.iters.check.i = icmp samesign ult i64 %.5430.i, 4
  br i1 %min.iters.check.i, label %B30.i.preheader, label %vector.ph.i

vector.ph.i:                                      ; preds = %B30.preheader.i
  %n.vec.i = and i64 %.5430.i, 9223372036854775804
  br label %vector.body.i

vector.body.i:                                    ; preds = %vector.body.i, %vector.ph.i
  %index.i = phi i64 [ 0, %vector.ph.i ], [ %index.next.i, %vector.body.i ]
  %vec.phi.i = phi <2 x i64> [ zeroinitializer, %vector.ph.i ], [ %0, %vector.body.i ]
  %vec.phi3.i = phi <2 x i64> [ zeroinitializer, %vector.ph.i ], [ %1, %vector.body.i ]
  %sunkaddr36 = mul i64 %index.i, 8
  %sunkaddr37 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, ptr %sunkaddr37, i64 24
  %wide.load.i = load <2 x i64>, ptr %sunkaddr38, align 8, !noalias !1
  %sunkaddr39 = mul i64 %index.i, 8
  %sunkaddr40 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr39
  %sunkaddr41 = getelementptr i8, ptr %sunkaddr40, i64 40
  %wide.load4.i = load <2 x i64>, ptr %sunkaddr41, align 8, !noalias !1
  %0 = add <2 x i64> %wide.load.i, %vec.phi.i
  %1 = add <2 x i64> %wide.load4.i, %vec.phi3.i
  %index.next.i = add nuw nsw i64 %index.i, 4
  %2 = icmp eq i64 %n.vec.i, %index.next.i
  br i1 %2, label %middle.block.i, label %vector.body.i, !llvm.loop !4

middle.block.i:                                   ; preds = %vector.body.i
  %bin.rdx.i = add <2 x i64> %1, %0
  %rdx.shuf.i = shufflevector <2 x i64> %bin.rdx.i, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>
  %bin.rdx12.i = add <2 x i64> %rdx.shuf.i, %bin.rdx.i
  %3 = extractelement <2 x i64> %bin.rdx12.i, i64 0
  %cmp.n.i = icmp eq i64 %.5430.i, %n.vec.i
  br i1 %cmp.n.i, label %B52.endif, label %B30.i.preheader

B30.i.preheader:                                  ; preds = %middle.block.i, %B30.preheader.i
  %acc.2.033.i.ph = phi i64 [ %3, %middle.block.i ], [ 0, %B30.preheader.i ]
  %.482832.i.ph = phi i64 [ %n.vec.i, %middle.block.i ], [ 0, %B30.preheader.i ]
  br label %B30.i

B30.i:                                            ; preds = %B30.i.preheader, %B30.i
  %acc.2.033.i = phi i64 [ %.94.i, %B30.i ], [ %acc.2.033.i.ph, %B30.i.preheader ]
  %.482832.i = phi i64 [ %.68.i, %B30.i ], [ %.482832.i.ph, %B30.i.preheader ]
  %sunkaddr42 = mul i64 %.482832.i, 8
  %sunkaddr43 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr42
  %sunkaddr44 = getelementptr i8, ptr %sunkaddr43, i64 24
  %.65.i = load i64, ptr %sunkaddr44, align 8, !noalias !1
  %.68.i = add nuw nsw i64 %.482832.i, 1
  %.94.i = add nsw i64 %.65.i, %acc.2.033.i
  %exitcond.not.i = icmp eq i64 %.5430.i, %.68.i
  br i1 %exitcond.not.i, label %B52.endif, label %B30.i, !llvm.loop !7

common.ret:                                       ; preds = %B52.endif, %B80
  %common.ret.op = phi i32 [ 1, %B80 ], [ 0, %B52.endif ]
  ret i32 %common.ret.op

B80.sink.split:                                   ; preds = %B48.endif.if.endif, %B48.endif.if, %B48.if.endif, %B48.if, %B12.endif.if
  %.const.picklebuf.object4.sink = phi ptr [ @.const.picklebuf.object2, %B12.endif.if ], [ @.const.picklebuf.object4, %B48.if ], [ @.const.picklebuf.object4, %B48.if.endif ], [ @.const.picklebuf.object4, %B48.endif.if ], [ @.const.picklebuf.object4, %B48.endif.if.endif ]
  store ptr %.const.picklebuf.object4.sink, ptr %excinfo, align 8
  br label %B80

B80:                                              ; preds = %B12.endif.endif.endif, %B80.sink.split
  tail call void @NRT_decref(ptr %.76)
  tail call void @NRT_decref(ptr %.76)
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.object1, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B81:                                              ; preds = %B24.else.if, %B48.endif.endif
  store ptr null, ptr %excinfo, align 8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %scevgep31 = getelementptr i8, ptr %lsr.iv30, i64 %arg.a.6.0
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %B52, label %B24.else.if

B12.endif.endif.endif:                            ; preds = %B12.endif.if
  %.5.i1 = getelementptr i8, ptr %.76, i64 24
  %.6.i2 = load ptr, ptr %.5.i1, align 8
  %.89 = getelementptr inbounds nuw i8, ptr %.6.i2, i64 8
  store i64 0, ptr %.89, align 8
  %.6.i4 = load ptr, ptr %.5.i1, align 8
  store i64 0, ptr %.6.i4, align 8
  %.6.i6 = load ptr, ptr %.5.i1, align 8
  %.101 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 16
  store i8 0, ptr %.101, align 1
  %.6.i8 = load ptr, ptr %.5.i1, align 8
  store i64 0, ptr %.6.i8, align 8
  %.146 = load ptr, ptr %excinfo, align 8
  %.147.not = icmp eq ptr %.146, null
  tail call void @NRT_incref(ptr nonnull %.76)
  br i1 %.147.not, label %B16.preheader, label %B80

B24.else.if:                                      ; preds = %B24.else.if.preheader, %B81
  %lsr.iv30 = phi ptr [ %arg.a.4, %B24.else.if.preheader ], [ %scevgep31, %B81 ]
  %lsr.iv = phi i64 [ %arg.a.5.0, %B24.else.if.preheader ], [ %lsr.iv.next, %B81 ]
  %.211 = load i64, ptr %lsr.iv30, align 8
  %4 = and i64 %.211, 1
  %.313 = icmp eq i64 %4, 0
  br i1 %.313, label %B48, label %B81

B48.if:                                           ; preds = %B48
  %const34 = bitcast i64 -1152921504606846975 to i64
  %const32 = bitcast i64 -2305843009213693952 to i64
  %.401 = shl i64 %.389, 3
  %5 = add i64 %.388, %const34
  %.402 = icmp ult i64 %5, %const32
  %.403 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.401, i64 24)
  %.405 = extractvalue { i64, i1 } %.403, 1
  %.406 = or i1 %.402, %.405
  br i1 %.406, label %B80.sink.split, label %B48.if.endif, !prof !0

B48.endif:                                        ; preds = %B48.if.endif.endif, %B48
  %6 = icmp slt i64 %.395, %.389
  br i1 %6, label %B48.endif.if, label %B48.endif.endif, !prof !0

B48.if.endif:                                     ; preds = %B48.if
  %.404 = extractvalue { i64, i1 } %.403, 0
  %.415 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.76, i64 %.404)
  %.416 = icmp eq ptr %.415, null
  br i1 %.416, label %B80.sink.split, label %B48.if.endif.endif, !prof !0

B48.if.endif.endif:                               ; preds = %B48.if.endif
  %sunkaddr45 = getelementptr i8, ptr %.76, i64 24
  %.6.i10 = load ptr, ptr %sunkaddr45, align 8
  %.427 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 8
  store i64 %.389, ptr %.427, align 8
  br label %B48.endif

B48.endif.if:                                     ; preds = %B48.endif
  %const33 = bitcast i64 -1152921504606846975 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.431 = ashr i64 %.389, 2
  %.432 = add i64 %.431, %.389
  %.433 = add i64 %.432, 8
  %.435 = shl i64 %.433, 3
  %const_mat = add i64 %const33, 7
  %7 = add i64 %.432, %const_mat
  %.436 = icmp ult i64 %7, %const
  %.437 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.435, i64 24)
  %.439 = extractvalue { i64, i1 } %.437, 1
  %.440 = or i1 %.436, %.439
  br i1 %.440, label %B80.sink.split, label %B48.endif.if.endif, !prof !0

B48.endif.endif:                                  ; preds = %B48.endif.if.endif.endif, %B48.endif
  %sunkaddr46 = getelementptr i8, ptr %.76, i64 24
  %.6.i12 = load ptr, ptr %sunkaddr46, align 8
  store i64 %.389, ptr %.6.i12, align 8
  %.6.i14 = load ptr, ptr %sunkaddr46, align 8
  %.504 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 24
  %.505 = getelementptr i64, ptr %.504, i64 %.388
  store i64 %.362, ptr %.505, align 8
  tail call void @NRT_decref(ptr nonnull %.76)
  br label %B81

B48.endif.if.endif:                               ; preds = %B48.endif.if
  %.438 = extractvalue { i64, i1 } %.437, 0
  %.449 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.76, i64 %.438)
  %.450 = icmp eq ptr %.449, null
  br i1 %.450, label %B80.sink.split, label %B48.endif.if.endif.endif, !prof !0

B48.endif.if.endif.endif:                         ; preds = %B48.endif.if.endif
  %sunkaddr47 = getelementptr i8, ptr %.76, i64 24
  %.6.i16 = load ptr, ptr %sunkaddr47, align 8
  %.461 = getelementptr inbounds nuw i8, ptr %.6.i16, i64 8
  store i64 %.433, ptr %.461, align 8
  %.6.i18 = load ptr, ptr %sunkaddr47, align 8
  %.468 = load i64, ptr %.6.i18, align 8
  %.473 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 24
  %.474.idx = shl i64 %.468, 3
  %.474 = getelementptr i8, ptr %.473, i64 %.474.idx
  %8 = sub i64 %.433, %.468
  %gepdiff = shl i64 %8, 3
  tail call void @llvm.memset.p0.i64(ptr align 1 %.474, i8 0, i64 %gepdiff, i1 false)
  br label %B48.endif.endif

B52.endif:                                        ; preds = %B30.i, %middle.block.i, %B52
  %acc.2.0.lcssa.i = phi i64 [ 0, %B52 ], [ %3, %middle.block.i ], [ %.94.i, %B30.i ]
  tail call void @NRT_decref(ptr %arg.a.0)
  tail call void @NRT_decref(ptr nonnull %.76)
  tail call void @NRT_decref(ptr nonnull %.76)
  store i64 %acc.2.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

define ptr @_ZN7cpython5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_comprehension, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca i64, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.6.0.load = load i64, ptr %sunkaddr3, align 8
  store i64 0, ptr %.41, align 8
  %.47 = call i32 @_ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.6.0.load) #3
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load i64, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !9

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.67 = call ptr @PyLong_FromLongLong(i64 %.57)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.74 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 4
  %.76 = icmp sgt i32 %.75, 0
  %.79 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 1
  br i1 %.76, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.82 = sext i32 %.81 to i64
  %.83 = call ptr @PyBytes_FromStringAndSize(ptr %.79, i64 %.82)
  %.84 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.84, 2
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.84, 3
  %.89 = call ptr %.87(ptr %.85)
  %.90 = icmp eq ptr %.89, null
  br i1 %.90, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.103 = extractvalue { ptr, i32, ptr, ptr, i32 } %.74, 2
  %.104 = call ptr @numba_unpickle(ptr %.79, i32 %.81, ptr %.103)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.106 = phi ptr [ %.94, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.104, %entry.endif.endif.endif.endif.endif.if.else ]
  %.107.not = icmp eq ptr %.106, null
  br i1 %.107.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.94 = call ptr @numba_runtime_build_excinfo_struct(ptr %.83, ptr nonnull %.89)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.106)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyLong_FromLongLong(i64) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define i64 @cfunc._ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load i64, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !9

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi i64 [ 0, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret i64 %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
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
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2}
!2 = distinct !{!2, !3, !"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29: %retptr"}
!3 = distinct !{!3, !"_ZN5numba7cpython8builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29"}
!4 = distinct !{!4, !5, !6}
!5 = !{!"llvm.loop.isvectorized", i32 1}
!6 = !{!"llvm.loop.unroll.runtime.disable"}
!7 = distinct !{!7, !6, !5}
!8 = !{i1 true}
!9 = !{!"branch_weights", i32 49, i32 1}
