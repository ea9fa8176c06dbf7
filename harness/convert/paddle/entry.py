"""Paddle's AST converter's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import PADDLE_ENVIRONMENT, PADDLE_MODULES, PADDLE_PINNED
from harness.convert.paddle.normalizers import NORMALIZERS
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
)
