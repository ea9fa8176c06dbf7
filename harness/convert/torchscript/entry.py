"""TorchScript's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import torch_entry

ENTRY = torch_entry(
    name="torchscript",
    driver="harness.convert.torchscript.driver",
    title="TorchScript",
    order=20,
    views="harness.convert.torchscript.views:VIEWS",
    primary_outputs=(("code.py", "Code"), ("graph.txt", "Graph"), ("schema.txt", "Schema")),
    saved_as="program.pt",
    loader="harness.convert.torchscript.saving:load",
    rules=(
        ("builders.txt", 0, "frontend method names"),
        ("*", 17, "code, graphs, schemas and ASTs: the case's own constants, as TorchScript prints doubles"),
    ),
)
