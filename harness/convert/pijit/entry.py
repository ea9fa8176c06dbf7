"""MindSpore PIJit's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.behaviour.text import FILE as BEHAVIOUR
from harness.convert.mindspore.entry import ENTRY as GRAPH_MODE
from harness.converter import Converter

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
    # MindSpore's, as its graph mode has them: its variables, the glog pins (PIJit's breaks and guards are glog lines
    # on stderr), its module class, its normalizers and how its @jit keeps a function.
    environment=GRAPH_MODE.environment,
    pinned=GRAPH_MODE.pinned,
    module_classes=GRAPH_MODE.module_classes,
    normalizers=GRAPH_MODE.normalizers,
    unwraps=GRAPH_MODE.unwraps,
    rules=(
        (BEHAVIOUR, 6, "results of PIJit's graphs and of Python: float32 kernels, six digits"),
        ("graphs.txt", 17, "PIJit's captured nodes: the case's own constants, as MindSpore prints them"),
        ("breaks.txt", 17, "PIJit's reasons: the case's own constants, as MindSpore prints them"),
        ("guards.txt", 17, "PIJit's guards: the case's values, shapes and dtypes, as MindSpore prints them"),
    ),
)
