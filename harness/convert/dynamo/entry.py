"""Dynamo's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import (
    TORCH_COMPANIONS,
    TORCH_ENVIRONMENT,
    TORCH_IMPORTS,
    TORCH_MODULES,
    TORCH_UNWRAPS,
    TORCH_WHEELS,
)
from harness.convert.shapes import DYNAMIC
from harness.convert.torchfamily import TORCH_NORMALIZERS, TORCH_VALUES
from harness.converter import Converter

ENTRY = Converter(
    "dynamo",
    "torch",
    ("torch",),
    "harness.convert.dynamo.driver",
    imports=TORCH_IMPORTS,
    companions=TORCH_COMPANIONS,
    environment=TORCH_ENVIRONMENT,
    module_classes=TORCH_MODULES,
    normalizers=TORCH_NORMALIZERS,
    values=TORCH_VALUES,
    wheels=TORCH_WHEELS,
    unwraps=TORCH_UNWRAPS,
    options=(DYNAMIC,),
    title="Dynamo (torch.compile)",
    order=50,
    views="harness.convert.dynamo.views:VIEWS",
    primary_outputs=(
        ("graphs.py", "Captured graphs"),
        ("breaks.txt", "Graph breaks"),
        ("aot_forward.py", "AOT forward"),
    ),
    settings=(("dynamic", "False"), ("fullgraph", "False"), ("backend", "aot_autograd, default partitioner")),
    minimum=((2, 1), "torch.compile refuses Python 3.11 before torch 2.1"),
)
