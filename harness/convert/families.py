"""What the converters of one framework share in their registry entries: torch's four, and Paddle's two."""

from __future__ import annotations

import functools

from harness.convert.torchfamily import TORCH_NORMALIZERS, TORCH_SEEDS, TORCH_VALUES
from harness.converter import Converter, ModuleClasses

TORCH_IMPORTS = ("torch", "torchvision", "torchaudio")
TORCH_COMPANIONS = ("torchvision", "torchaudio")
TORCH_WHEELS = "https://download.pytorch.org/whl/cpu"  # CPU-only wheels: the default index holds CUDA ones
# torch.jit.script's ScriptFunction keeps the def it compiled, for torch.compile to inline (torch 2.0 on).
TORCH_UNWRAPS = ("_torchdynamo_inline",)
TORCH_ENVIRONMENT = ("TORCH", "PYTORCH_", "ATEN_", "DNNL_", "MKL_", "OMP_", "OPENBLAS_", "CUDA")
PADDLE_ENVIRONMENT = ("FLAGS_", "GLOG_", "PADDLE_", "OMP_", "MKL_", "OPENBLAS_", "DNNL_")
PADDLE_PINNED = (("GLOG_minloglevel", "2"),)  # Paddle's C++ log lines
TORCH_MODULES = ModuleClasses(
    "torch.nn",
    "Module",
    no_arguments=("Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict", "Identity"),
    not_modules=("Parameter", "Buffer", "UninitializedParameter", "UninitializedBuffer"),
    others=("torch.jit.ScriptModule",),
)
PADDLE_MODULES = ModuleClasses(
    "paddle.nn",
    "Layer",
    no_arguments=("Sequential", "LayerList", "LayerDict", "ParameterList", "Identity"),
    not_modules=("ClipGradByGlobalNorm", "ClipGradByNorm", "ClipGradByValue"),
)

# What torch's converters declare alike; each entry adds its name, its driver and its own fields (onnx overrides some).
torch_entry = functools.partial(
    Converter,
    framework="torch",
    distributions=("torch",),
    imports=TORCH_IMPORTS,
    companions=TORCH_COMPANIONS,
    environment=TORCH_ENVIRONMENT,
    module_classes=TORCH_MODULES,
    normalizers=TORCH_NORMALIZERS,
    values=TORCH_VALUES,
    seeds=TORCH_SEEDS,
    wheels=TORCH_WHEELS,
    unwraps=TORCH_UNWRAPS,
)
