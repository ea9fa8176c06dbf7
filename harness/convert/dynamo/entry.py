"""Dynamo's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import torch_entry
from harness.convert.shapes import DYNAMIC

ENTRY = torch_entry(
    name="dynamo",
    driver="harness.convert.dynamo.driver",
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
    interpreter=True,  # it reads CPython's bytecode: a baseline per Python
    minimum=((2, 1), "torch.compile refuses Python 3.11 before torch 2.1"),
    rules=(
        ("breaks.txt", 17, "break reasons: the case's own constants, as Python prints them"),
        ("*", 17, "graphs and break reasons: the case's own constants, as Python prints them"),
    ),
)
