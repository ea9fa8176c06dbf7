"""MindSpore ``jit``'s registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.mindspore.normalizers import NORMALIZERS
from harness.convert.passlog import LOG
from harness.converter import Converter, ModuleClasses

ENTRY = Converter(
    "mindspore",
    "mindspore",
    ("mindspore",),
    "harness.convert.mindspore.driver",
    title="MindSpore jit",
    order=95,
    views="harness.convert.mindspore.views:VIEWS",
    primary_outputs=(("validated.ir", "Validated graph"), (LOG, "Pipeline stages")),
    settings=(("capture_mode", "ast"), ("mode", "GRAPH_MODE"), ("device", "CPU")),
    environment=("MS_", "GLOG_", "OMP_", "OPENBLAS_", "MKL_"),
    # MindSpore's C++ log lines (its deprecation notices among them) on stderr, whatever the shell quiets or redirects.
    pinned=(("GLOG_v", "3"), ("GLOG_minloglevel", "0"), ("GLOG_logtostderr", "1")),
    module_classes=ModuleClasses(
        "mindspore.nn",
        "Cell",
        no_arguments=("SequentialCell", "CellList", "CellDict", "Identity", "Flatten"),
    ),
    normalizers=NORMALIZERS,
    unwraps=("__wrapped__",),  # a case written @jit: the function as written (the driver's ``decoration`` checks)
    rules=(
        (BEHAVIOUR, 6, "results of the compiled graph and of Python: float32 kernels, six digits"),
        (LOG, 0, "stage numbers, names and states"),
        ("[0-9][0-9]_*.ir", 17, "MindSpore's IR: the case's own constants, as MindSpore prints them"),
        ("validated.ir", 17, "MindSpore's validated IR: the case's own constants, as MindSpore prints them"),
        ("00_source.py", 17, "the case's source: its own constants"),
    ),
)
