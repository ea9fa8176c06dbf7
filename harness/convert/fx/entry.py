"""torch.fx's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import (
    TORCH_COMPANIONS,
    TORCH_ENVIRONMENT,
    TORCH_IMPORTS,
    TORCH_MODULES,
    TORCH_UNWRAPS,
    TORCH_WHEELS,
)
from harness.convert.torchfamily import TORCH_NORMALIZERS, TORCH_VALUES
from harness.converter import Converter

ENTRY = Converter(
    "fx",
    "torch",
    ("torch",),
    "harness.convert.fx.driver",
    imports=TORCH_IMPORTS,
    companions=TORCH_COMPANIONS,
    environment=TORCH_ENVIRONMENT,
    module_classes=TORCH_MODULES,
    normalizers=TORCH_NORMALIZERS,
    values=TORCH_VALUES,
    wheels=TORCH_WHEELS,
    unwraps=TORCH_UNWRAPS,
    title="torch.fx symbolic_trace",
    order=40,
    primary_outputs=(("code.py", "Code"), ("graph.txt", "Graph")),
)
