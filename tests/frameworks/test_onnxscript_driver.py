"""onnxscript's driver on cases written as onnxscript's own tests write them: ``@script(...)`` with its options,
eager mode as ``python:``, an unannotated input typed from the case's inputs, positions counted from the ``def``."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

CASES = """
import numpy as np
from onnxscript import FLOAT, INT64, script
from onnxscript import opset18 as op

from harness import case

X = np.array([1.5, -2.0, 0.5], dtype=np.float32)


@case(inputs=lambda: (X.copy(),))
@script(default_opset=op)
def operators_only(x: FLOAT[...]) -> FLOAT[...]:
    return x * 2.0 + x


@case(inputs=lambda: (X.copy(),))
@script()
def unannotated(X):
    return op.Max(X, op.CastLike(0, X))


@case(inputs=lambda: (3, 4))
@script()
def scalars(a: INT64, b: INT64) -> INT64:
    return op.Add(a, b)


@case(inputs=lambda: ([X.copy(), X.copy()],))
@script()
def sequence(xs):
    return op.SequenceLength(xs)


@case(
    inputs=lambda: (X.copy(),),
)
def rejected(x: FLOAT[...]) -> FLOAT[...]:
    try:
        y = op.Relu(x)
    except ValueError:
        y = x
    return y
"""

# Each case as the worker child converts it: unwrapped by the entry's ``unwraps``, then the driver's outputs.
CONVERT = """
import importlib, json, sys
sys.path.insert(0, sys.argv[1])
from harness.convert.registry import load
from harness.worker.server import declare_registered
CONVERTERS = load().converters
declare_registered()  # as a fork server does, before it converts
from harness.spec import spec_of
from harness.worker.child import undecorated
from harness.convert.onnxscript.driver import convert

module = importlib.import_module("onnxscript_cases")
found = {}
for name in ("operators_only", "unannotated", "sequence", "scalars", "rejected"):
    obj = getattr(module, name)
    target, decorated = undecorated(obj, CONVERTERS["onnxscript"].unwraps)
    found[name] = {"decorated": decorated, **convert(target, spec_of(obj))}
print(json.dumps(found))
"""


@pytest.fixture(scope="module")
def converted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, str]]:
    pytest.importorskip("onnxscript")
    folder = tmp_path_factory.mktemp("onnxscript")
    (folder / "onnxscript_cases.py").write_text(textwrap.dedent(CASES), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", CONVERT, str(folder)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.real_framework
def test_a_script_decorated_case_is_converted_as_written_with_its_decorators_options(
    converted: dict[str, dict[str, str]],
) -> None:
    outputs = converted["operators_only"]
    assert outputs["decorated"] == "function"
    assert "error.txt" not in outputs, outputs.get("error.txt")
    assert 'opset_import: ["" : 18]' in outputs["function.txt"]  # default_opset=op, the only opset it could use
    assert outputs["behaviour.txt"].endswith("same\n"), outputs["behaviour.txt"]


@pytest.mark.real_framework
def test_an_unannotated_input_is_typed_from_the_case_inputs(converted: dict[str, dict[str, str]]) -> None:
    outputs = converted["unannotated"]
    assert "float[] X" in outputs["model.txt"], outputs["model.txt"]
    assert outputs["behaviour.txt"] == "inputs: [float32[3]]\npython: float32[3]\nonnxruntime: float32[3]\nsame\n"


@pytest.mark.real_framework
def test_an_input_that_gives_no_type_is_not_compared_and_says_why(converted: dict[str, dict[str, str]]) -> None:
    behaviour = converted["sequence"]["behaviour.txt"]
    assert (
        "onnxruntime: not run: the model's input xs has no type (no annotation), and the case's argument" in behaviour
    )
    assert behaviour.endswith("\nnot compared: onnxruntime\n"), behaviour


@pytest.mark.real_framework
def test_python_is_eager_mode_and_its_tensors_are_compared_by_value(converted: dict[str, dict[str, str]]) -> None:
    assert converted["scalars"]["behaviour.txt"] == "inputs: [3, 4]\npython: 7\nonnxruntime: 7\nsame\n"


@pytest.mark.real_framework
def test_a_rejections_line_counts_from_the_def(converted: dict[str, dict[str, str]]) -> None:
    error = converted["rejected"]["error.txt"]
    assert "at: Function 'rejected', line 2\n    try:\n" in error, error
