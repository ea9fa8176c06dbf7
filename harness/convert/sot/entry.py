"""Paddle's SOT's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import PADDLE_ENVIRONMENT, PADDLE_MODULES, PADDLE_PINNED
from harness.convert.paddle.normalizers import NORMALIZERS
from harness.converter import Converter

ENTRY = Converter(
    "sot",
    "paddle",
    ("paddlepaddle", "paddlepaddle-gpu"),
    "harness.convert.sot.driver",
    title="Paddle SOT",
    interpreter=True,  # it reads CPython's bytecode: a baseline per Python
    order=80,
    views="harness.convert.sot.views:VIEWS",
    primary_outputs=(("programs.txt", "Captured programs"), ("breaks.txt", "Fallbacks and graph breaks")),
    settings=(("full_graph", "False"), ("MIN_GRAPH_SIZE", "0")),
    environment=PADDLE_ENVIRONMENT,
    module_classes=PADDLE_MODULES,
    normalizers=NORMALIZERS,
    pinned=PADDLE_PINNED,
    unwraps=("dygraph_function",),
    rules=(
        ("breaks.txt", 17, "break and fallback reasons: the case's own constants, as Python prints them"),
        ("programs.txt", 17, "the programs' attributes: constants the case wrote, as Paddle prints them"),
    ),
)
