"""``traces.txt`` from a real converter: Numba compiles again for a new argument type, says which argument's type
changed, and ``report`` calls a case that retraces where it did not a regression."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("numba")

from harness.__main__ import main
from harness.convert import traces
from harness.convert.numba import driver
from harness.spec import SPEC_ATTRIBUTE

CASES = """
from harness import case


@case(inputs=lambda: [(2,), (3,)])
def same_type(x):
    return x * 2 + 1


@case(inputs=lambda: [(2,), (2.5,)])
def int_then_float(x):
    return x * 2 + 1
"""


def cases(folder: Path) -> ModuleType:
    path = folder / "retrace_cases.py"
    path.write_text(CASES, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("retrace_cases", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.real_framework
def test_numba_compiling_again_for_a_float_is_a_regression(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = cases(tmp_path)
    converted = {
        name: driver.convert(getattr(module, name), getattr(getattr(module, name), SPEC_ATTRIBUTE))
        for name in ("same_type", "int_then_float")
    }
    assert converted["same_type"][traces.FILE] == (
        "inputs 1: new program 1: first call\ninputs 2: no new program\n2 input sets, 1 program\n"
    )
    assert converted["int_then_float"][traces.FILE] == (
        "inputs 1: new program 1: first call\ninputs 2: new program 2: x: int64 -> float64\n2 input sets, 2 programs\n"
    )
    for version, name in (("1.0", "same_type"), ("1.1", "int_then_float")):  # the newer release compiles again
        case = tmp_path / "snapshots" / "numba" / f"numba-{version}" / "m" / "f"
        case.mkdir(parents=True)
        for output, text in converted[name].items():
            (case / output).write_text(text, encoding="utf-8")
    assert main(["report", "numba-1.0", "numba-1.1", "--snapshots", str(tmp_path / "snapshots")]) == 1
    assert capsys.readouterr().out.startswith(
        "regressed  numba  m.f: converted, 2 input sets, 1 program -> converted, 2 input sets, 2 programs"
        " / new program on inputs 2: x: int64 -> float64\n"
    )
