"""Paddle's AST converter's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import PADDLE_ENVIRONMENT, PADDLE_MODULES, PADDLE_PINNED
from harness.convert.paddle.normalizers import NORMALIZERS
from harness.convert.passlog import LOG
from harness.convert.shapes import DYNAMIC
from harness.converter import Converter

ENTRY = Converter(
    "paddle",
    "paddle",
    ("paddlepaddle", "paddlepaddle-gpu"),
    "harness.convert.paddle.driver",
    title="Paddle to_static",
    order=70,
    # It reads the AST, not bytecode, but its rejections quote CPython's messages, which 3.13 words otherwise
    # (paddle_rejected.pred_tensor_then_bool's AttributeError): a baseline per Python.
    interpreter=True,
    views="harness.convert.paddle.views:VIEWS",
    primary_outputs=(("converted.py", "Final code"), ("program.txt", "Program")),
    settings=(("full_graph", "True"),),
    environment=PADDLE_ENVIRONMENT,
    module_classes=PADDLE_MODULES,
    normalizers=NORMALIZERS,
    options=(DYNAMIC,),
    pinned=PADDLE_PINNED,
    unwraps=("dygraph_function",),
    rules=(
        ("converted.py", 17, "generated source: the case's float literals, by repr"),
        ("program.txt", 17, "the program's attributes: constants the case wrote, as Paddle prints them"),
        (LOG, 0, "transformer numbers, names, states and the conditions that remove one"),
        ("[0-9][0-9]_*.py", 17, "source Paddle unparsed: the case's float literals, by repr"),
    ),
)
