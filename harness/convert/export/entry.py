"""torch.export's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import torch_entry
from harness.convert.shapes import DYNAMIC

ENTRY = torch_entry(
    name="export",
    driver="harness.convert.export.driver",
    options=(DYNAMIC,),
    title="torch.export",
    order=30,
    primary_outputs=(
        ("program.py", "Exported program"),
        ("signature.txt", "Graph signature"),
        ("decomposed.py", "Core ATen"),
    ),
    settings=(("strict", "False"),),
    interpreter=True,  # Dynamo reads CPython's bytecode: a baseline per Python
    minimum=((2, 1), "torch.export first appeared in torch 2.1"),
    saved_as="program.pt2",
    loader="harness.convert.export.saving:load",
    rules=(("*", 17, "programs, signatures and constraints: the case's own constants, as Python prints them"),),
)
