"""torch.onnx's registry entry (``dynamo=True``): what the harness knows of the converter, read without importing its framework."""

from __future__ import annotations

from harness.convert.families import TORCH_ENVIRONMENT, TORCH_MODULES, TORCH_UNWRAPS, TORCH_WHEELS
from harness.convert.shapes import DYNAMIC
from harness.convert.torchfamily import TORCH_NORMALIZERS, TORCH_SEEDS, TORCH_VALUES
from harness.converter import Converter

ENTRY = Converter(
    "onnx",
    "torch",
    ("torch",),
    "harness.convert.onnx.driver",
    # Its own case files import onnx: it takes them alone, and no other torch file (export already takes those).
    imports=("onnx",),
    own_files=True,
    family=("onnxscript", "onnx", "onnxruntime"),  # the exporter's translation and optimiser, the printer, the runtime
    environment=(*TORCH_ENVIRONMENT, "ORT_"),
    module_classes=TORCH_MODULES,
    normalizers=TORCH_NORMALIZERS,  # torch's prints of computed floats, in the messages error.txt keeps
    values=TORCH_VALUES,
    seeds=TORCH_SEEDS,
    wheels=TORCH_WHEELS,
    options=(DYNAMIC,),
    unwraps=TORCH_UNWRAPS,
    title="torch.onnx (dynamo)",
    order=100,
    primary_outputs=(("program.txt", "ONNX program"), ("optimized.txt", "Optimised")),
    settings=(("dynamo", "True"),),
    interpreter=True,  # Dynamo reads CPython's bytecode: a baseline per Python
    minimum=((2, 5), "torch.onnx.export takes dynamo=True from torch 2.5"),
    saved_as="model.onnx",
    loader="harness.convert.onnx.saving:load",
    rules=(
        ("*", 17, "ONNX programs: the case's own constants, as ONNX's printer prints them; weights as shapes only"),
    ),
)
