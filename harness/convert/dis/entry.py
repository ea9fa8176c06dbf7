"""dis's registry entry: CPython's compiler as a converter of the standard library, versioned by Python."""

from __future__ import annotations

from harness.converter import Converter

ENTRY = Converter(
    "dis",
    "dis",
    (),  # no distribution: its version is Python's, each Python's baseline its own (dis-3.11, dis-3.12, dis-3.13)
    "harness.convert.dis.driver",
    title="dis",
    # The bytecode that Dynamo, SOT and Numba read: what a Python upgrade changes under them, case by case.
    interpreter=True,
    order=120,
    primary_outputs=(("bytecode.txt", "Bytecode"),),
    rules=(("bytecode.txt", 17, "the case's own constants, as Python prints them"),),
)
