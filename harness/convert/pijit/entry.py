"""MindSpore PIJit's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.mindspore.normalizers import NORMALIZERS
from harness.converter import Converter, ModuleClasses

ENTRY = Converter(
    "pijit",
    "mindspore",
    ("mindspore",),
    "harness.convert.pijit.driver",
    group="pijit",  # its fork server runs MindSpore in PyNative mode; the AST converter's runs it in graph mode
    title="MindSpore PIJit",
    interpreter=True,  # it reads CPython's bytecode: a baseline per Python
    order=96,
    primary_outputs=(("graphs.txt", "Captured graphs"), ("breaks.txt", "Graph breaks")),
    settings=(("capture_mode", "bytecode"), ("mode", "PYNATIVE_MODE"), ("device", "CPU"), ("fullgraph", "False")),
    environment=("MS_", "GLOG_", "OMP_", "OPENBLAS_", "MKL_"),
    # PIJit's breaks and guards are log lines on stderr: a shell's GLOG_minloglevel=2 would drop them all.
    pinned=(("GLOG_v", "3"), ("GLOG_minloglevel", "0"), ("GLOG_logtostderr", "1")),
    module_classes=ModuleClasses(
        "mindspore.nn",
        "Cell",
        no_arguments=("SequentialCell", "CellList", "CellDict", "Identity", "Flatten"),
    ),
    normalizers=NORMALIZERS,
)
