"""torch.onnx's driver reads what a case asks for as torch.export's does (``dynamic``), says what it cannot compare
(a result of uninitialised memory), and calls a refused input what it is (specialised, whether a size or a dtype)."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

from harness.spec import spec_of

pytestmark = pytest.mark.real_framework

CASES = """
import torch
from torch import nn

from harness import case


@case(inputs=lambda: [(torch.ones(2, 3),), (torch.ones(5, 3),)], dynamic=True)
def dynamic_rows(x):
    return x.relu()


@case(inputs=lambda: (torch.ones(2, 3),))
class NewEmpty(nn.Module):
    def forward(self, x):
        return x.new_empty(x.shape[0], 3), x.new_empty(x.shape[0], dtype=torch.long)


@case(inputs=lambda: [(torch.ones(3),), (torch.arange(3),)])
def other_dtype(x):
    return x * 2
"""


@pytest.fixture
def onnx_cases(case_module: Any) -> Any:
    pytest.importorskip("torch")
    pytest.importorskip("onnxscript")
    pytest.importorskip("onnxruntime")
    return case_module("onnx_cases", CASES)


def test_a_dynamic_case_exports_symbolic_sizes_and_runs_other_sizes(onnx_cases: Any) -> None:
    """``@case(dynamic=True)`` leaves every dimension to export, as torch.export's driver does: the program's input
    has symbolic sizes, and the second input set, of another size, runs and agrees (not specialised)."""
    from harness.convert.onnx import driver

    outputs = driver.convert(onnx_cases.dynamic_rows, spec_of(onnx_cases.dynamic_rows))
    assert "main_graph (float[s0,s1] x)" in outputs["program.txt"], outputs["program.txt"]
    assert outputs["behaviour.txt"].endswith("\nsame\n\nsame\n"), outputs["behaviour.txt"]


def test_a_result_of_uninitialised_memory_is_neither_written_nor_compared(onnx_cases: Any) -> None:
    """``new_empty`` returns whatever the allocator left (heap pointers among the integers): Python's line says so
    and no verdict compares it; onnxruntime's zeros are its own, deterministic result."""
    from harness.convert.onnx import driver

    target = onnx_cases.NewEmpty()
    behaviour = driver.convert(target, spec_of(onnx_cases.NewEmpty))["behaviour.txt"]
    assert behaviour.splitlines() == [
        "inputs: [float32[2, 3]]",
        "python: its result read uninitialised memory (such as torch.empty's): not shown",
        "torch.onnx: (float32[2, 3], [0, 0])",
        "not compared, as Python's result is uninitialised memory: torch.onnx",
    ]


def test_a_refused_dtype_is_specialised_as_a_refused_size_is(onnx_cases: Any) -> None:
    """The program fixes its input's dtype to the first set's as it fixes its size: onnxruntime refusing the int64
    set is the program specialised, not a difference."""
    from harness.convert.onnx import driver

    behaviour = driver.convert(onnx_cases.other_dtype, spec_of(onnx_cases.other_dtype))["behaviour.txt"]
    assert behaviour.startswith("torch.onnx is specialised to inputs 1: InvalidArgument: "), behaviour
    assert behaviour.endswith("\nspecialised: torch.onnx (inputs 2)\n"), behaviour


def test_the_training_mode_warning_is_located_at_the_case_not_the_driver(onnx_cases: Any) -> None:
    """torch.onnx warns about a module in training mode at its caller, the driver: the warning is the case's, at
    its ``class`` line (below its ``@case``), never ``harness/convert/onnx/driver.py``."""
    from harness.convert.onnx import driver

    text = driver.convert(onnx_cases.NewEmpty(), spec_of(onnx_cases.NewEmpty))["warnings.txt"]
    assert "Exporting a model while it is in training mode" in text
    line = CASES.splitlines().index("class NewEmpty(nn.Module):") + 1
    assert text.splitlines()[-1].endswith(f"onnx_cases.py:{line}"), text
    assert "harness" not in text


def test_a_case_decorated_torch_jit_script_is_unwrapped_by_every_torch_converter(case_module: Any) -> None:
    """A ScriptFunction keeps the def it compiled (``_torchdynamo_inline``): every torch converter's entry names it,
    so the case is converted and run as ``python:`` as written, not compared with itself."""
    torch = pytest.importorskip("torch")
    from harness.worker.child import undecorated
    from helpers import CONVERTERS

    def double(x: torch.Tensor) -> torch.Tensor:
        return x * 2

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)  # torch 2.15: torch.jit.script is deprecated
        scripted = torch.jit.script(double)
    for name in ("torchscript", "export", "fx", "dynamo", "onnx"):
        assert undecorated(scripted, CONVERTERS[name].unwraps) == (double, "_torchdynamo_inline"), name
