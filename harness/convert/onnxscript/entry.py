"""onnxscript's registry entry: what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.onnxscript.values import ONNXSCRIPT_VALUES
from harness.converter import Converter

ENTRY = Converter(
    "onnxscript",
    "onnxscript",
    ("onnxscript",),
    "harness.convert.onnxscript.driver",
    imports=("onnxscript",),
    own_files=True,  # @script takes ONNX-typed functions written for it: its own case files, no other converter's
    title="onnxscript @script",
    order=110,
    primary_outputs=(("function.txt", "ONNX function"), ("model.txt", "ONNX model")),
    family=("onnx", "onnxruntime"),  # the printer and the proto; the runtime that runs the model in behaviour.txt
    environment=("ORT_", "OMP_", "MKL_", "OPENBLAS_"),
    unwraps=("function",),  # a case written @script(...): its OnnxFunction's def, scripted again with the same options
    values=ONNXSCRIPT_VALUES,  # eager mode's Tensor, by value
    saved_as="model.onnx",
    loader="harness.convert.onnxscript.saving:load",
    rules=(("*", 17, "ONNX functions and models: the case's own constants, as ONNX's printer prints them"),),
)
