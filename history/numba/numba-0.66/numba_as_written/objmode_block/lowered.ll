; ModuleID = "objmode_block"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@"_ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = common global i8* null
define i32 @"_ZN5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.a.0", i8* %"arg.a.1", i64 %"arg.a.2", i64 %"arg.a.3", double* %"arg.a.4", i64 %"arg.a.5.0", i64 %"arg.a.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"arg.a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"arg.a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"arg.a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"arg.a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"arg.a.4", 4
  %".11" = insertvalue [1 x i64] undef, i64 %"arg.a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".11", 5
  %".12" = insertvalue [1 x i64] undef, i64 %"arg.a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".12", 6
  %".22" = alloca double
  store double 0.0, double* %".22"
  %"excinfo.1" = alloca {i8*, i32, i8*, i8*, i32}*
  store {i8*, i32, i8*, i8*, i32}* null, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %"try_state" = alloca i64
  store i64 0, i64* %"try_state"
  %"x" = alloca double
  store double 0.0, double* %"x"
  %".70" = alloca i32
  store i32 0, i32* %".70"
  %".109" = alloca i1
  store i1 0, i1* %".109"
  %".112" = alloca [1 x double]
  store [1 x double] zeroinitializer, [1 x double]* %".112"
  %"y" = alloca double
  store double 0.0, double* %"y"
  br label %"B0"
B0:
  %"extracted.meminfo" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".13" = extractvalue [1 x i64] %"extracted.shape", 0
  %"extracted.strides" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".14" = extractvalue [1 x i64] %"extracted.strides", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo")
  %"extracted.meminfo.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".16" = extractvalue [1 x i64] %"extracted.shape.1", 0
  %"extracted.strides.1" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".17" = extractvalue [1 x i64] %"extracted.strides.1", 0
  call void @"NRT_incref"(i8* %"extracted.meminfo.1")
  %"extracted.meminfo.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".19" = extractvalue [1 x i64] %"extracted.shape.2", 0
  %"extracted.strides.2" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".20" = extractvalue [1 x i64] %"extracted.strides.2", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.2")
  store double 0.0, double* %".22"
  %"extracted.meminfo.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".26" = extractvalue [1 x i64] %"extracted.shape.3", 0
  %"extracted.strides.3" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".27" = extractvalue [1 x i64] %"extracted.strides.3", 0
  %".28" = call i32 @"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"(double* %".22", {i8*, i32, i8*, i8*, i32}** %"excinfo.1", i8* %"extracted.meminfo.3", i8* %"extracted.parent.3", i64 %"extracted.nitems.3", i64 %"extracted.itemsize.3", double* %"extracted.data.3", i64 %".26", i64 %".27")
  %".29" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo.1"
  %".30" = icmp eq i32 %".28", 0
  %".31" = icmp eq i32 %".28", -2
  %".32" = icmp eq i32 %".28", -1
  %".33" = icmp eq i32 %".28", -3
  %".34" = or i1 %".30", %".31"
  %".35" = xor i1 %".34", -1
  %".36" = icmp sge i32 %".28", 1
  %".37" = select  i1 %".36", {i8*, i32, i8*, i8*, i32}* %".29", {i8*, i32, i8*, i8*, i32}* undef
  %".38" = load double, double* %".22"
  br i1 %".35", label %"B0.if", label %"B0.endif", !prof !0
B74:
  %".57" = load i8*, i8** @"numba.dynamic.globals.object1"
  %".58" = load i8*, i8** @"_ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"
  %".59" = icmp eq i8* null, %".58"
  br i1 %".59", label %"B74.if", label %"B74.endif", !prof !0
B78:
  br label %"B196"
B196:
  %".147" = load double, double* %"x"
  %".148" = load double, double* %"y"
  %".149" = fadd double %".147", %".148"
  %".150" = load double, double* %"y"
  store double 0.0, double* %"y"
  %".152" = load double, double* %"x"
  store double 0.0, double* %"x"
  store double %".149", double* %"retptr"
  ret i32 0
B0.if:
  store i64 0, i64* %"try_state"
  %".42" = load i64, i64* %"try_state"
  %".43" = icmp ugt i64 %".42", 0
  %".44" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  store {i8*, i32, i8*, i8*, i32}* %".37", {i8*, i32, i8*, i8*, i32}** %"excinfo"
  %".46" = xor i1 %".43", -1
  br i1 %".46", label %"B0.if.if", label %"B0.if.endif"
B0.endif:
  %".51" = load double, double* %"x"
  store double %".38", double* %"x"
  %"extracted.meminfo.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 0
  %"extracted.parent.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 1
  %"extracted.nitems.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 2
  %"extracted.itemsize.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 3
  %"extracted.data.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 4
  %"extracted.shape.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 5
  %".53" = extractvalue [1 x i64] %"extracted.shape.4", 0
  %"extracted.strides.4" = extractvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", 6
  %".54" = extractvalue [1 x i64] %"extracted.strides.4", 0
  call void @"NRT_decref"(i8* %"extracted.meminfo.4")
  br label %"B74"
B0.if.if:
  ret i32 %".28"
B0.if.endif:
  br label %"B0.endif"
B74.if:
  store {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object2", {i8*, i32, i8*, i8*, i32}** %"excinfo", !numba_exception_output !1
  %".62" = load i64, i64* %"try_state"
  %".63" = icmp ugt i64 %".62", 0
  %".64" = load {i8*, i32, i8*, i8*, i32}*, {i8*, i32, i8*, i8*, i32}** %"excinfo"
  ret i32 1
B74.endif:
  %".66" = ptrtoint i8* %".58" to i64
  %".67" = add i64 %".66", 16
  %".68" = inttoptr i64 %".67" to i8*
  %".69" = bitcast i8* %".68" to {i8*, i8*}*
  call void @"numba_gil_ensure"(i32* %".70")
  %".73" = load double, double* %"x"
  %".74" = call i8* @"PyFloat_FromDouble"(double %".73")
  %".75" = load {i8*, i32, i8*, i8*, i32}, {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3"
  %".76" = extractvalue {i8*, i32, i8*, i8*, i32} %".75", 0
  %".77" = load {i8*, i32, i8*, i8*, i32}, {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3"
  %".78" = extractvalue {i8*, i32, i8*, i8*, i32} %".77", 1
  %".79" = load {i8*, i32, i8*, i8*, i32}, {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object3"
  %".80" = extractvalue {i8*, i32, i8*, i8*, i32} %".79", 2
  %".81" = call i8* @"numba_unpickle"(i8* %".76", i32 %".78", i8* %".80")
  %".82" = icmp eq i8* null, %".81"
  br i1 %".82", label %"B74.endif.if", label %"B74.endif.endif"
bb_end:
  %".102" = load i8*, i8** @"cached_objmode_dispatcher"
  %".103" = call i8* (i8*, ...) @"PyObject_CallFunctionObjArgs"(i8* %".102", i8* %".74", i8* null)
  %".104" = icmp eq i8* null, %".103"
  br i1 %".104", label %"bb_end.if", label %"bb_end.else"
B74.endif.if:
  br label %"bb_end"
B74.endif.endif:
  %".85" = load i8*, i8** @"cached_objmode_dispatcher"
  %".86" = icmp eq i8* null, %".85"
  br i1 %".86", label %"B74.endif.endif.if", label %"B74.endif.endif.endif"
B74.endif.endif.if:
  %".88" = load {i8*, i32, i8*, i8*, i32}, {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4"
  %".89" = extractvalue {i8*, i32, i8*, i8*, i32} %".88", 0
  %".90" = load {i8*, i32, i8*, i8*, i32}, {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4"
  %".91" = extractvalue {i8*, i32, i8*, i8*, i32} %".90", 1
  %".92" = load {i8*, i32, i8*, i8*, i32}, {i8*, i32, i8*, i8*, i32}* @".const.picklebuf.object4"
  %".93" = extractvalue {i8*, i32, i8*, i8*, i32} %".92", 2
  %".94" = call i8* @"numba_unpickle"(i8* %".89", i32 %".91", i8* %".93")
  %".95" = call i8* (i8*, ...) @"PyObject_CallFunctionObjArgs"(i8* %".94", i8* %".81", i8* null)
  call void @"Py_DecRef"(i8* %".94")
  call void @"Py_DecRef"(i8* %".81")
  call void @"Py_IncRef"(i8* %".95")
  store i8* %".95", i8** @"cached_objmode_dispatcher"
  br label %"B74.endif.endif.endif"
B74.endif.endif.endif:
  br label %"bb_end"
bb_end.if:
  call void @"Py_DecRef"(i8* %".74")
  call void @"numba_gil_release"(i32* %".70")
  ret i32 -1
bb_end.else:
  store i1 0, i1* %".109"
  %".114" = call i64 @"PyTuple_Size"(i8* %".103")
  %".115" = icmp eq i64 %".114", 1
  %".116" = xor i1 %".115", -1
  br i1 %".116", label %"bb_end.else.if", label %"bb_end.else.endif", !prof !0
bb_end.endif:
  %".140" = extractvalue [1 x double] %".132", 0
  %".142" = load double, double* %"y"
  store double %".140", double* %"y"
  %".144" = extractvalue [1 x double] %".132", 0
  br label %"B78"
bb_end.else.if:
  call void (i8*, i8*, ...) @"PyErr_Format"(i8* @"PyExc_ValueError", i8* bitcast ([59 x i8]* @".const.size mismatch for tuple, expected 1 element(s) but got %zd" to i8*), i64 %".114")
  store i1 1, i1* %".109"
  br label %"bb_end.else.endif"
bb_end.else.endif:
  %".121" = call i8* @"PyTuple_GetItem"(i8* %".103", i64 0)
  %".122" = call i8* @"PyNumber_Float"(i8* %".121")
  %".123" = call double @"PyFloat_AsDouble"(i8* %".122")
  call void @"Py_DecRef"(i8* %".122")
  %".125" = call i8* @"PyErr_Occurred"()
  %".126" = icmp ne i8* null, %".125"
  br i1 %".126", label %"bb_end.else.endif.if", label %"bb_end.else.endif.endif", !prof !0
bb_end.else.endif.if:
  store i1 1, i1* %".109"
  br label %"bb_end.else.endif.endif"
bb_end.else.endif.endif:
  %".130" = insertvalue [1 x double] undef, double %".123", 0
  store [1 x double] %".130", [1 x double]* %".112"
  %".132" = load [1 x double], [1 x double]* %".112"
  %".133" = load i1, i1* %".109"
  call void @"Py_DecRef"(i8* %".103")
  call void @"Py_DecRef"(i8* %".74")
  call void @"numba_gil_release"(i32* %".70")
  br i1 %".133", label %"bb_end.else.endif.endif.if", label %"bb_end.else.endif.endif.endif"
bb_end.else.endif.endif.if:
  ret i32 -1
bb_end.else.endif.endif.endif:
  br label %"bb_end.endif"
}

declare void @"NRT_incref"(i8* captures(none) noalias %".1")

declare void @"NRT_decref"(i8* captures(none) noalias %".1")

declare i32 @"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"(double* captures(none) noalias %"retptr", {i8*, i32, i8*, i8*, i32}** captures(none) noalias %"excinfo", i8* %"arg.arr.0", i8* %"arg.arr.1", i64 %"arg.arr.2", i64 %"arg.arr.3", double* %"arg.arr.4", i64 %"arg.arr.5.0", i64 %"arg.arr.6.0")

@"numba.dynamic.globals.object1" = linkonce global i8* inttoptr (i64 ADDRESS to i8*)
@".const.pickledata.object2" = internal constant [PICKLED x i8] (<class 'RuntimeError'>, ('missing Environment: _ZN08NumbaEnv5cases16numba_as_written13objmode_blockB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE',), None)
@".const.pickledata.object2.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object2" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object2" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object2.sha1" to i8*), i8* null, i32 0}
declare void @"numba_gil_ensure"(i32* %".1")

declare i8* @"PyFloat_FromDouble"(double %".1")

@"cached_objmode_dispatcher" = internal global i8* null
@".const.pickledata.object3" = internal constant [PICKLED x i8] (pickled data)
@".const.pickledata.object3.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object3" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object3" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object3.sha1" to i8*), i8* null, i32 0}
declare i8* @"numba_unpickle"(i8* %".1", i32 %".2", i8* %".3")

@".const.pickledata.object4" = internal constant [PICKLED x i8] <function ObjModeUtils._call_objmode_dispatcher at 0xADDRESS>
@".const.pickledata.object4.sha1" = internal constant [20 x i8] c"SHA-1 of the pickled data"
@".const.picklebuf.object4" = internal constant {i8*, i32, i8*, i8*, i32} {i8* bitcast ([PICKLED x i8]* @".const.pickledata.object4" to i8*), i32 PICKLED, i8* bitcast ([20 x i8]* @".const.pickledata.object4.sha1" to i8*), i8* null, i32 0}
declare i8* @"PyObject_CallFunctionObjArgs"(i8* %".1", ...)

declare void @"Py_DecRef"(i8* %".1")

declare void @"Py_IncRef"(i8* %".1")

declare void @"numba_gil_release"(i32* %".1")

declare i64 @"PyTuple_Size"(i8* %".1")

declare void @"PyErr_Format"(i8* %".1", i8* %".2", ...)

@"PyExc_ValueError" = external global i8
@".const.size mismatch for tuple, expected 1 element(s) but got %zd" = internal constant [59 x i8] c"size mismatch for tuple, expected 1 element(s) but got %zd\00"
declare i8* @"PyTuple_GetItem"(i8* %".1", i64 %".2")

declare i8* @"PyNumber_Float"(i8* %".1")

declare double @"PyFloat_AsDouble"(i8* %".1")

declare i8* @"PyErr_Occurred"()

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i1 1 }
