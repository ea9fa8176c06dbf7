"""torch.export's registry entry: what the harness knows of the converter, read without importing its framework."""

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
    "export",
    "torch",
    ("torch",),
    "harness.convert.export.driver",
    imports=TORCH_IMPORTS,
    companions=TORCH_COMPANIONS,
    environment=TORCH_ENVIRONMENT,
    module_classes=TORCH_MODULES,
    normalizers=TORCH_NORMALIZERS,
    values=TORCH_VALUES,
    wheels=TORCH_WHEELS,
    unwraps=TORCH_UNWRAPS,
    options=(DYNAMIC,),
    title="torch.export",
    order=30,
    primary_outputs=(
        ("program.py", "Exported program"),
        ("signature.txt", "Graph signature"),
        ("decomposed.py", "Core ATen"),
    ),
    settings=(("strict", "False"),),
    minimum=((2, 1), "torch.export first appeared in torch 2.1"),
)
