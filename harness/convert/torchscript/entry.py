"""TorchScript's registry entry: what the harness knows of the converter, read without importing its framework."""

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
    "torchscript",
    "torch",
    ("torch",),
    "harness.convert.torchscript.driver",
    imports=TORCH_IMPORTS,
    companions=TORCH_COMPANIONS,
    environment=TORCH_ENVIRONMENT,
    module_classes=TORCH_MODULES,
    normalizers=TORCH_NORMALIZERS,
    values=TORCH_VALUES,
    wheels=TORCH_WHEELS,
    unwraps=TORCH_UNWRAPS,
    title="TorchScript",
    order=20,
    views="harness.convert.torchscript.views:VIEWS",
    primary_outputs=(("code.py", "Code"), ("graph.txt", "Graph"), ("schema.txt", "Schema")),
)
