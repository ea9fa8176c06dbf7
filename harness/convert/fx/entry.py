"""torch.fx's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import torch_entry

ENTRY = torch_entry(
    name="fx",
    driver="harness.convert.fx.driver",
    title="torch.fx symbolic_trace",
    order=40,
    primary_outputs=(("code.py", "Code"), ("graph.txt", "Graph")),
    rules=(("*", 17, "code and graphs: the case's own constants, as Python prints them"),),
)
