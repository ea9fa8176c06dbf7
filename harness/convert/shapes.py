"""The ``@case`` option that converters of several frameworks read: ``dynamic``, symbolic shapes."""

from __future__ import annotations

from harness.converter import CaseOption

DYNAMIC = CaseOption.flag(
    "dynamic",
    "symbolic shapes: Dynamo compiles with torch.compile(dynamic=True) instead of the harness's dynamic=False, "
    "torch.export and torch.onnx mark every tensor dimension Dim.AUTO, jax also exports the case with jax.export and symbolic "
    "shapes, Paddle gives each tensor input a dynamic first dimension",
)
