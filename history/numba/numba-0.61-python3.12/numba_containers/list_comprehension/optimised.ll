; ModuleID = 'list_comprehension'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.object2 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot allocate list',), None)
@.const.pickledata.object2.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object2 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object2, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object2.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object4 = internal constant [PICKLED x i8] (<class 'MemoryError'>, ('cannot resize list',), None)
@.const.pickledata.object4.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object4 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object4, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object4.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.object1 = internal constant [PICKLED x i8] (<class 'AssertionError'>, ("Unreachable condition reached (op code RERAISE executed)\n-------------------------------------------------------------------------------\nThis should not have happened, a problem has occurred in Numba's internals.\nYou are currently using Numba version 0.61.2.\n\nPlease report the error message and traceback, along with a minimal reproducer\nat: https://github.com/numba/numba/issues/new?template=bug_report.md\n\nIf more help is needed please feel free to speak to the Numba core developers\ndirectly at: https://gitter.im/numba/numba\n\nThanks in advance for your help in improving Numba!\n\n",), ('list_comprehension', 'cases/numba_containers.py', 52))
@.const.pickledata.object1.sha1 = internal constant [20 x i8] c"SHA-1 of the pickled data"
@.const.picklebuf.object1 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([PICKLED x i8], [PICKLED x i8]* @.const.pickledata.object1, i32 0, i32 0), i32 PICKLED, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.object1.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_comprehension = internal constant [19 x i8] c"list_comprehension\00"
@_ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [156 x i8] c"missing Environment: _ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE\00"
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
@_ZN08NumbaEnv5numba7cpython12old_builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29 = common local_unnamed_addr global i8* null

define i32 @_ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, i64* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B12.endif.if:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.76 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.77 = icmp eq i8* %.76, null
  br i1 %.77, label %B80.sink.split, label %B12.endif.endif.endif, !prof !1

B48:                                              ; preds = %B24.else.if
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.362 = mul nsw i64 %.211, %.211
  %sunkaddr = getelementptr i8, i8* %.76, i64 24
  %0 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i43 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.387133 = bitcast { i64, i64, i8, i64 }* %.6.i43 to i64*
  %.388 = load i64, i64* %.387133, align 8
  %.389 = add i64 %.388, 1
  %.394 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i43, i64 0, i32 1
  %.395 = load i64, i64* %.394, align 8
  %.397 = ashr i64 %.395, 2
  %.398 = icmp sgt i64 %.397, %.389
  br i1 %.398, label %B48.if, label %B48.endif, !prof !1

B52:                                              ; preds = %B81, %B16.preheader
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %sunkaddr134 = getelementptr i8, i8* %.76, i64 24
  %1 = bitcast i8* %sunkaddr134 to { i64, i64, i8, i64 }**
  %.6.i3.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %1, align 8, !noalias !2
  %.5354.i135 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i64*
  %.54.i = load i64, i64* %.5354.i135, align 8, !noalias !2
  %.557.i = icmp sgt i64 %.54.i, 0
  br i1 %.557.i, label %B26.endif.lr.ph.i, label %B52.endif

B26.endif.lr.ph.i:                                ; preds = %B52
  %min.iters.check.i = icmp ult i64 %.54.i, 4
  br i1 %min.iters.check.i, label %B26.endif.preheader.i, label %vector.ph.i

vector.ph.i:                                      ; preds = %B26.endif.lr.ph.i
  %n.vec.i = and i64 %.54.i, -4
  %2 = add nsw i64 %n.vec.i, -4
  %3 = lshr exact i64 %2, 2
  %4 = add i64 %3, 1
  %xtraiter.i = and i64 %4, 3
  %5 = icmp ult i64 %2, 12
  br i1 %5, label %middle.block.unr-lcssa.i, label %vector.ph.new.i

vector.ph.new.i:                                  ; preds = %vector.ph.i
  %6 = lshr i64 %4, 2
  %7 = mul nsw i64 %6, -4
  br label %vector.body.i

vector.body.i:                                    ; preds = %vector.body.i, %vector.ph.new.i
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body.i ], [ %7, %vector.ph.new.i ]
  %index.i = phi i64 [ %index.next.3.i, %vector.body.i ], [ 0, %vector.ph.new.i ]
  %vec.phi.i = phi <2 x i64> [ %30, %vector.body.i ], [ zeroinitializer, %vector.ph.new.i ]
  %vec.phi10.i = phi <2 x i64> [ %31, %vector.body.i ], [ zeroinitializer, %vector.ph.new.i ]
  %sunkaddr136 = mul i64 %index.i, 8
  %8 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr137 = getelementptr i8, i8* %8, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, i8* %sunkaddr137, i64 24
  %9 = bitcast i8* %sunkaddr138 to <2 x i64>*
  %wide.load.i = load <2 x i64>, <2 x i64>* %9, align 8, !noalias !2
  %sunkaddr139 = mul i64 %index.i, 8
  %10 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr140 = getelementptr i8, i8* %10, i64 %sunkaddr139
  %sunkaddr141 = getelementptr i8, i8* %sunkaddr140, i64 40
  %11 = bitcast i8* %sunkaddr141 to <2 x i64>*
  %wide.load11.i = load <2 x i64>, <2 x i64>* %11, align 8, !noalias !2
  %12 = add <2 x i64> %wide.load.i, %vec.phi.i
  %13 = add <2 x i64> %wide.load11.i, %vec.phi10.i
  %sunkaddr142 = mul i64 %index.i, 8
  %14 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr143 = getelementptr i8, i8* %14, i64 %sunkaddr142
  %sunkaddr144 = getelementptr i8, i8* %sunkaddr143, i64 56
  %15 = bitcast i8* %sunkaddr144 to <2 x i64>*
  %wide.load.1.i = load <2 x i64>, <2 x i64>* %15, align 8, !noalias !2
  %sunkaddr145 = mul i64 %index.i, 8
  %16 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr146 = getelementptr i8, i8* %16, i64 %sunkaddr145
  %sunkaddr147 = getelementptr i8, i8* %sunkaddr146, i64 72
  %17 = bitcast i8* %sunkaddr147 to <2 x i64>*
  %wide.load11.1.i = load <2 x i64>, <2 x i64>* %17, align 8, !noalias !2
  %18 = add <2 x i64> %12, %wide.load.1.i
  %19 = add <2 x i64> %13, %wide.load11.1.i
  %sunkaddr148 = mul i64 %index.i, 8
  %20 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr149 = getelementptr i8, i8* %20, i64 %sunkaddr148
  %sunkaddr150 = getelementptr i8, i8* %sunkaddr149, i64 88
  %21 = bitcast i8* %sunkaddr150 to <2 x i64>*
  %wide.load.2.i = load <2 x i64>, <2 x i64>* %21, align 8, !noalias !2
  %sunkaddr151 = mul i64 %index.i, 8
  %22 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr152 = getelementptr i8, i8* %22, i64 %sunkaddr151
  %sunkaddr153 = getelementptr i8, i8* %sunkaddr152, i64 104
  %23 = bitcast i8* %sunkaddr153 to <2 x i64>*
  %wide.load11.2.i = load <2 x i64>, <2 x i64>* %23, align 8, !noalias !2
  %24 = add <2 x i64> %18, %wide.load.2.i
  %25 = add <2 x i64> %19, %wide.load11.2.i
  %sunkaddr154 = mul i64 %index.i, 8
  %26 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr155 = getelementptr i8, i8* %26, i64 %sunkaddr154
  %sunkaddr156 = getelementptr i8, i8* %sunkaddr155, i64 120
  %27 = bitcast i8* %sunkaddr156 to <2 x i64>*
  %wide.load.3.i = load <2 x i64>, <2 x i64>* %27, align 8, !noalias !2
  %sunkaddr157 = mul i64 %index.i, 8
  %28 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr158 = getelementptr i8, i8* %28, i64 %sunkaddr157
  %sunkaddr159 = getelementptr i8, i8* %sunkaddr158, i64 136
  %29 = bitcast i8* %sunkaddr159 to <2 x i64>*
  %wide.load11.3.i = load <2 x i64>, <2 x i64>* %29, align 8, !noalias !2
  %30 = add <2 x i64> %24, %wide.load.3.i
  %31 = add <2 x i64> %25, %wide.load11.3.i
  %index.next.3.i = add i64 %index.i, 16
  %lsr.iv.next = add i64 %lsr.iv, 4
  %niter.ncmp.3.i = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.3.i, label %middle.block.unr-lcssa.i, label %vector.body.i, !llvm.loop !5

middle.block.unr-lcssa.i:                         ; preds = %vector.body.i, %vector.ph.i
  %.lcssa12.ph.i = phi <2 x i64> [ undef, %vector.ph.i ], [ %30, %vector.body.i ]
  %.lcssa.ph.i = phi <2 x i64> [ undef, %vector.ph.i ], [ %31, %vector.body.i ]
  %index.unr.i = phi i64 [ 0, %vector.ph.i ], [ %index.next.3.i, %vector.body.i ]
  %vec.phi.unr.i = phi <2 x i64> [ zeroinitializer, %vector.ph.i ], [ %30, %vector.body.i ]
  %vec.phi10.unr.i = phi <2 x i64> [ zeroinitializer, %vector.ph.i ], [ %31, %vector.body.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %middle.block.i, label %vector.body.epil.preheader.i

vector.body.epil.preheader.i:                     ; preds = %middle.block.unr-lcssa.i
  %32 = shl nuw nsw i64 %xtraiter.i, 5
  %scevgep98 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3.i, i64 1, i32 1
  %scevgep99 = getelementptr i64, i64* %scevgep98, i64 %index.unr.i
  br label %vector.body.epil.i

vector.body.epil.i:                               ; preds = %vector.body.epil.i, %vector.body.epil.preheader.i
  %lsr.iv.i = phi i64 [ 0, %vector.body.epil.preheader.i ], [ %lsr.iv.next.i, %vector.body.epil.i ]
  %vec.phi.epil.i = phi <2 x i64> [ %vec.phi.unr.i, %vector.body.epil.preheader.i ], [ %34, %vector.body.epil.i ]
  %vec.phi10.epil.i = phi <2 x i64> [ %vec.phi10.unr.i, %vector.body.epil.preheader.i ], [ %35, %vector.body.epil.i ]
  %33 = bitcast i64* %scevgep99 to i8*
  %uglygep102 = getelementptr i8, i8* %33, i64 %lsr.iv.i
  %uglygep102103 = bitcast i8* %uglygep102 to <2 x i64>*
  %scevgep104 = getelementptr <2 x i64>, <2 x i64>* %uglygep102103, i64 -1
  %wide.load.epil.i = load <2 x i64>, <2 x i64>* %scevgep104, align 8, !noalias !2
  %uglygep = getelementptr i8, i8* %33, i64 %lsr.iv.i
  %uglygep101 = bitcast i8* %uglygep to <2 x i64>*
  %wide.load11.epil.i = load <2 x i64>, <2 x i64>* %uglygep101, align 8, !noalias !2
  %34 = add <2 x i64> %wide.load.epil.i, %vec.phi.epil.i
  %35 = add <2 x i64> %wide.load11.epil.i, %vec.phi10.epil.i
  %lsr.iv.next.i = add nuw nsw i64 %lsr.iv.i, 32
  %epil.iter.cmp.not.i = icmp eq i64 %32, %lsr.iv.next.i
  br i1 %epil.iter.cmp.not.i, label %middle.block.i, label %vector.body.epil.i, !llvm.loop !7

middle.block.i:                                   ; preds = %vector.body.epil.i, %middle.block.unr-lcssa.i
  %.lcssa12.i = phi <2 x i64> [ %.lcssa12.ph.i, %middle.block.unr-lcssa.i ], [ %34, %vector.body.epil.i ]
  %.lcssa.i = phi <2 x i64> [ %.lcssa.ph.i, %middle.block.unr-lcssa.i ], [ %35, %vector.body.epil.i ]
  %bin.rdx.i = add <2 x i64> %.lcssa.i, %.lcssa12.i
  %rdx.shuf.i = shufflevector <2 x i64> %bin.rdx.i, <2 x i64> poison, <2 x i32> <i32 1, i32 undef>
  %bin.rdx53.i = add <2 x i64> %rdx.shuf.i, %bin.rdx.i
  %36 = extractelement <2 x i64> %bin.rdx53.i, i64 0
  %cmp.n.i = icmp eq i64 %.54.i, %n.vec.i
  br i1 %cmp.n.i, label %B52.endif, label %B26.endif.preheader.i

B26.endif.preheader.i:                            ; preds = %middle.block.i, %B26.endif.lr.ph.i
  %acc.2.09.ph.i = phi i64 [ 0, %B26.endif.lr.ph.i ], [ %36, %middle.block.i ]
  %.17.08.ph.i = phi i64 [ 0, %B26.endif.lr.ph.i ], [ %n.vec.i, %middle.block.i ]
  br label %B26.endif.i

B26.endif.i:                                      ; preds = %B26.endif.i, %B26.endif.preheader.i
  %acc.2.09.i = phi i64 [ %.94.i, %B26.endif.i ], [ %acc.2.09.ph.i, %B26.endif.preheader.i ]
  %.17.08.i = phi i64 [ %.68.i, %B26.endif.i ], [ %.17.08.ph.i, %B26.endif.preheader.i ]
  %sunkaddr160 = mul i64 %.17.08.i, 8
  %37 = bitcast { i64, i64, i8, i64 }* %.6.i3.i to i8*
  %sunkaddr161 = getelementptr i8, i8* %37, i64 %sunkaddr160
  %sunkaddr162 = getelementptr i8, i8* %sunkaddr161, i64 24
  %38 = bitcast i8* %sunkaddr162 to i64*
  %.65.i = load i64, i64* %38, align 8, !noalias !2
  %.68.i = add nuw nsw i64 %.17.08.i, 1
  %.94.i = add nsw i64 %.65.i, %acc.2.09.i
  %exitcond.not.i = icmp eq i64 %.54.i, %.68.i
  br i1 %exitcond.not.i, label %B52.endif, label %B26.endif.i, !llvm.loop !9

common.ret:                                       ; preds = %B52.endif, %B80
  %common.ret.op = phi i32 [ 1, %B80 ], [ 0, %B52.endif ]
  ret i32 %common.ret.op

B80.sink.split:                                   ; preds = %B48.endif.if.endif, %B48.endif.if, %B48.if.endif, %B48.if, %B12.endif.if
  %.const.picklebuf.object4.sink = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.object2, %B12.endif.if ], [ @.const.picklebuf.object4, %B48.if ], [ @.const.picklebuf.object4, %B48.if.endif ], [ @.const.picklebuf.object4, %B48.endif.if ], [ @.const.picklebuf.object4, %B48.endif.if.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %.const.picklebuf.object4.sink, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %B80

B80:                                              ; preds = %B80.sink.split, %B12.endif.endif.endif
  tail call void @NRT_decref(i8* %.76)
  tail call void @NRT_decref(i8* %.76)
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.object1, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B81:                                              ; preds = %B24.else.if, %B48.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %lsr.iv.next130 = add i64 %lsr.iv129, %arg.a.6.0
  %lsr.iv.next132 = add i64 %lsr.iv131, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next132, 0
  br i1 %exitcond.not, label %B52, label %B24.else.if

B12.endif.endif.endif:                            ; preds = %B12.endif.if
  %.5.i31 = getelementptr i8, i8* %.76, i64 24
  %39 = bitcast i8* %.5.i31 to { i64, i64, i8, i64 }**
  %.6.i3252 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %39, align 8
  %.89 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3252, i64 0, i32 1
  store i64 0, i64* %.89, align 8
  %.6.i3053 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %39, align 8
  %.95163 = bitcast { i64, i64, i8, i64 }* %.6.i3053 to i64*
  store i64 0, i64* %.95163, align 8
  %.6.i2854 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %39, align 8
  %.101 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2854, i64 0, i32 2
  store i8 0, i8* %.101, align 1
  %.6.i2042 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %39, align 8
  %.141164 = bitcast { i64, i64, i8, i64 }* %.6.i2042 to i64*
  store i64 0, i64* %.141164, align 8
  %.146 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.147.not = icmp eq { i8*, i32, i8*, i8*, i32 }* %.146, null
  tail call void @NRT_incref(i8* nonnull %.76)
  br i1 %.147.not, label %B16.preheader, label %B80

B16.preheader:                                    ; preds = %B12.endif.endif.endif
  %.19378 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.19378, label %B24.else.if.lr.ph, label %B52

B24.else.if.lr.ph:                                ; preds = %B16.preheader
  %.208 = ptrtoint i64* %arg.a.4 to i64
  br label %B24.else.if

B24.else.if:                                      ; preds = %B24.else.if.lr.ph, %B81
  %lsr.iv131 = phi i64 [ %arg.a.5.0, %B24.else.if.lr.ph ], [ %lsr.iv.next132, %B81 ]
  %lsr.iv129 = phi i64 [ %.208, %B24.else.if.lr.ph ], [ %lsr.iv.next130, %B81 ]
  %.210 = inttoptr i64 %lsr.iv129 to i64*
  %.211 = load i64, i64* %.210, align 8
  %40 = and i64 %.211, 1
  %.313 = icmp eq i64 %40, 0
  br i1 %.313, label %B48, label %B81

B48.if:                                           ; preds = %B48
  %.400 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.389, i64 8)
  %.401 = extractvalue { i64, i1 } %.400, 0
  %.402 = extractvalue { i64, i1 } %.400, 1
  %.403 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.401, i64 24)
  %.405 = extractvalue { i64, i1 } %.403, 1
  %.406 = or i1 %.402, %.405
  br i1 %.406, label %B80.sink.split, label %B48.if.endif, !prof !1

B48.endif:                                        ; preds = %B48.if.endif.endif, %B48
  %41 = icmp slt i64 %.395, %.389
  br i1 %41, label %B48.endif.if, label %B48.endif.endif, !prof !1

B48.if.endif:                                     ; preds = %B48.if
  %.404 = extractvalue { i64, i1 } %.403, 0
  %.415 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.76, i64 %.404)
  %.416 = icmp eq i8* %.415, null
  br i1 %.416, label %B80.sink.split, label %B48.if.endif.endif, !prof !1

B48.if.endif.endif:                               ; preds = %B48.if.endif
  %sunkaddr165 = getelementptr i8, i8* %.76, i64 24
  %42 = bitcast i8* %sunkaddr165 to { i64, i64, i8, i64 }**
  %.6.i1851 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %42, align 8
  %.427 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1851, i64 0, i32 1
  store i64 %.389, i64* %.427, align 8
  br label %B48.endif

B48.endif.if:                                     ; preds = %B48.endif
  %.431 = ashr i64 %.389, 2
  %.432 = add i64 %.388, 9
  %.433 = add i64 %.432, %.431
  %.434 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.433, i64 8)
  %.435 = extractvalue { i64, i1 } %.434, 0
  %.436 = extractvalue { i64, i1 } %.434, 1
  %.437 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.435, i64 24)
  %.439 = extractvalue { i64, i1 } %.437, 1
  %.440 = or i1 %.436, %.439
  br i1 %.440, label %B80.sink.split, label %B48.endif.if.endif, !prof !1

B48.endif.endif:                                  ; preds = %B48.endif.if.endif.endif, %B48.endif
  %sunkaddr166 = getelementptr i8, i8* %.76, i64 24
  %43 = bitcast i8* %sunkaddr166 to { i64, i64, i8, i64 }**
  %.6.i1645 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %43, align 8
  %.491167 = bitcast { i64, i64, i8, i64 }* %.6.i1645 to i64*
  store i64 %.389, i64* %.491167, align 8
  %.6.i1246 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %43, align 8
  %.504 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1246, i64 0, i32 3
  %.505 = getelementptr i64, i64* %.504, i64 %.388
  store i64 %.362, i64* %.505, align 8
  br label %B81

B48.endif.if.endif:                               ; preds = %B48.endif.if
  %.438 = extractvalue { i64, i1 } %.437, 0
  %.449 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.76, i64 %.438)
  %.450 = icmp eq i8* %.449, null
  br i1 %.450, label %B80.sink.split, label %B48.endif.if.endif.endif, !prof !1

B48.endif.if.endif.endif:                         ; preds = %B48.endif.if.endif
  %sunkaddr168 = getelementptr i8, i8* %.76, i64 24
  %44 = bitcast i8* %sunkaddr168 to { i64, i64, i8, i64 }**
  %.6.i1047 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %44, align 8
  %.461 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1047, i64 0, i32 1
  store i64 %.433, i64* %.461, align 8
  %.6.i848 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %44, align 8
  %.467169 = bitcast { i64, i64, i8, i64 }* %.6.i848 to i64*
  %.468 = load i64, i64* %.467169, align 8
  %.473 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i848, i64 0, i32 3
  %.474 = getelementptr i64, i64* %.473, i64 %.468
  %.480 = getelementptr i64, i64* %.473, i64 %.433
  %.481 = ptrtoint i64* %.480 to i64
  %.482 = ptrtoint i64* %.474 to i64
  %.483 = sub i64 %.481, %.482
  %.484 = bitcast i64* %.474 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.484, i8 0, i64 %.483, i1 false)
  br label %B48.endif.endif

B52.endif:                                        ; preds = %B26.endif.i, %middle.block.i, %B52
  %acc.2.0.lcssa.i = phi i64 [ 0, %B52 ], [ %36, %middle.block.i ], [ %.94.i, %B26.endif.i ]
  tail call void @NRT_decref(i8* %arg.a.0)
  tail call void @NRT_decref(i8* nonnull %.76)
  tail call void @NRT_decref(i8* nonnull %.76)
  store i64 %acc.2.0.lcssa.i, i64* %retptr, align 8
  br label %common.ret
}

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.const.list_comprehension, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca i64, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.69, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([156 x i8], [156 x i8]* @".const.missing Environment: _ZN08NumbaEnv5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to i64**
  %.36.fca.4.load = load i64*, i64** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.6.0.load = load i64, i64* %9, align 8
  store i64 0, i64* %.43, align 8
  %.49 = call i32 @_ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i64* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, i64* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #3
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
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !1

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { i8*, i32, i8*, i8*, i32 } %.76, 2
  %.106 = call i8* @numba_unpickle(i8* %.81, i32 %.83, i8* %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi i8* [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq i8* %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !1

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

define i64 @cfunc._ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN5cases16numba_containers18list_comprehensionB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIxLi1E1C7mutable7alignedE(i64* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, i64* %extracted.data, i64 %.7, i64 %.8) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load i64, i64* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !12

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !1

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3}
!3 = distinct !{!3, !4, !"_ZN5numba7cpython12old_builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29: %retptr"}
!4 = distinct !{!4, !"_ZN5numba7cpython12old_builtins6ol_sum12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e24omitted_28default_3d0_29"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !10, !6}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = !{i1 true}
!12 = !{!"branch_weights", i32 99, i32 1}
