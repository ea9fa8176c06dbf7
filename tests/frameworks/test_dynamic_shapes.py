"""``@case(dynamic=True)`` with arguments that are lists and dicts of tensors: torch.export and torch.onnx take
``dynamic_shapes`` in the inputs' own structure, and a refusal of what the harness built is never the converter's."""

from __future__ import annotations

from typing import Any

import pytest

from harness.spec import spec_of

pytestmark = pytest.mark.real_framework

CASES = """
import torch
from torch import nn

from harness import case


@case(
    inputs=lambda: [
        (torch.ones(2, 3), [torch.ones(2, 3), torch.ones(2, 3)]),
        (torch.ones(4, 3), [torch.ones(4, 3), torch.ones(4, 3)]),
    ],
    dynamic=True,
)
class ListSum(nn.Module):
    def forward(self, x, ys):
        return x + ys[0] + ys[1]


@case(inputs=lambda: [({"a": torch.ones(2, 3), "b": (torch.ones(2, 3), 2)},), ({"a": torch.ones(5, 3), "b": (torch.ones(5, 3), 2)},)], dynamic=True)
def dict_argument(d):
    return d["a"] * d["b"][1] + d["b"][0]
"""


@pytest.fixture
def nested(case_module: Any) -> Any:
    pytest.importorskip("torch")
    return case_module("nested_dynamic_cases", CASES)


@pytest.mark.parametrize("case", ["ListSum", "dict_argument"])
def test_export_takes_a_dynamic_case_whose_arguments_hold_tensors(nested: Any, case: str) -> None:
    """A list (a dict) of tensors gets a list (a dict) of dimensions: the program is exported with symbolic sizes and
    runs the second input set, of other sizes, as Python does."""
    from harness.convert.export import driver

    obj = getattr(nested, case)
    outputs = driver.convert(obj() if isinstance(obj, type) else obj, spec_of(obj))
    assert "error.txt" not in outputs, outputs.get("error.txt")
    assert '"f32[s0, s1]"' in outputs["program.py"], outputs["program.py"]
    assert outputs["behaviour.txt"].endswith("\nsame\n\nsame\n"), outputs["behaviour.txt"]


@pytest.mark.parametrize("case", ["ListSum", "dict_argument"])
def test_onnx_takes_a_dynamic_case_whose_arguments_hold_tensors(nested: Any, case: str) -> None:
    """As torch.export: and a dict as the last argument is an argument, not the keywords torch.onnx would read it as."""
    pytest.importorskip("onnxscript")
    pytest.importorskip("onnxruntime")
    from harness.convert.onnx import driver

    obj = getattr(nested, case)
    outputs = driver.convert(obj() if isinstance(obj, type) else obj, spec_of(obj))
    assert "error.txt" not in outputs, outputs.get("error.txt")
    assert "float[s0,s1]" in outputs["program.txt"], outputs["program.txt"]
    assert outputs["behaviour.txt"].endswith("\nsame\n\nsame\n"), outputs["behaviour.txt"]


def test_dynamic_shapes_the_exporter_refuses_are_the_harness_fault() -> None:
    """torch.export refusing ``dynamic_shapes`` of another structure than the inputs' (what the harness built, flat,
    for a list argument) is the harness's failure, never a rejection an ``error.txt`` would keep; its other errors are
    left to the driver."""
    torch = pytest.importorskip("torch")
    from harness.convert.common import HarnessFault
    from harness.convert.torchshapes import refuse_shapes_fault

    class Module(torch.nn.Module):
        def forward(self, x: Any, ys: list[Any]) -> Any:
            return x + ys[0]

    auto = torch.export.Dim.AUTO
    flat = {"dynamic_shapes": ({0: auto, 1: auto}, None)}
    with pytest.raises(Exception) as refused:
        torch.export.export(Module(), (torch.ones(2, 3), [torch.ones(2, 3)]), **flat)
    with pytest.raises(HarnessFault, match="the exporter refused the dynamic_shapes the harness built"):
        refuse_shapes_fault(refused.value, flat)
    refuse_shapes_fault(refused.value, {})  # no dynamic_shapes given: not the harness's
    refuse_shapes_fault(RuntimeError("dynamic_shapes"), flat)  # not torch's refusal of them
