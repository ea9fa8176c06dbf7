"""MindSpore's ``python:`` is plain Python (PyNative), a Cell's too; a case written ``@jit``, as MindSpore's own tests
write them, is converted as the function it wraps; a graph whose second call returns another result than its first
says so; an exception the case's own Python call raises is no rejection (both converters)."""

from __future__ import annotations

import importlib.util

import pytest

from helpers import baseline, write_case

if importlib.util.find_spec("mindspore") is None:
    pytest.skip("MindSpore is not installed here", allow_module_level=True)

CASES = """
import numpy as np
from functools import wraps
from mindspore import Tensor, jit, nn

from harness import case


class _TupleScale(nn.Cell):
    def construct(self, x):
        return x * (1.0, 2.0)


@case(factory=True, inputs=lambda: (Tensor(np.ones(2, np.float32)),))
def tuple_scale():
    return _TupleScale()


@case(inputs=lambda: [(Tensor(np.ones(1, np.float32)),), (Tensor(np.ones(2, np.float32)),)])
@jit
def reversed_list(x):
    a = [1, 2]
    a.extend([3])
    a.reverse()
    return a


@case(inputs=lambda: (Tensor(np.ones(2, np.float32)),))
@jit(capture_mode="bytecode")
def bytecode_jit(x):
    return x + 1


def _plus_one(function):
    @wraps(function)
    def wrapper(*args):
        return function(*args) + 1

    return wrapper


@case(inputs=(1,))
@_plus_one
def wrapped_by_the_case(n):
    return n * 2


@case(inputs=lambda: [(Tensor(-np.ones(2, np.float32)),), (Tensor(np.ones(2, np.float32)),)])
def raises_on_its_first_set(x):
    if x.sum() < 0:
        raise ValueError("negative input")
    return x + 1
"""


@pytest.mark.real_framework
@pytest.mark.subprocess("a framework is imported by the fork servers only: no pytest process imports it")
def test_python_is_plain_python_and_a_jit_case_is_converted_as_written(project: pytest.Pytester) -> None:
    write_case(project, "ms", CASES)
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update", "-k", "mindspore or pijit")
    result.assert_outcomes(passed=10)

    def read(converter: str, case: str, output: str) -> str:
        path = project.path / "snapshots" / baseline(converter) / "ms" / case / output
        return path.read_text(encoding="utf-8") if path.exists() else ""

    # A Cell called as plain Python runs op by op, as PyNative does: its tuple operand is refused there, while graph
    # mode (not Python) compiles it. Before, python: was the Cell compiled in the fork server's graph mode: 'same'.
    ast = read("mindspore", "tuple_scale", "behaviour.txt")
    assert 'python: error TypeError: Failed calling Mul with "Mul()(input=Tensor, other=Tuple' in ast, ast
    assert ast.endswith("mindspore.jit: float32[2]\ndiffers: mindspore.jit\n"), ast
    # @jit: the def as written is converted and called as python: (never the jitted function compared with itself),
    # and decorated.txt says so, naming the options that are not jit's defaults.
    for converter in ("mindspore", "pijit"):
        assert read(converter, "reversed_list", "decorated.txt") == (
            "the case arrived decorated by its converter's own decorator: the harness took the function as written from"
            " its __wrapped__ attribute, converted it, and ran it for behaviour.txt's python: line\n"
        )
        assert read(converter, "bytecode_jit", "decorated.txt").splitlines()[1:] == [
            "its decorator's options the harness does not read, left out: capture_mode='bytecode'"
        ]
        assert not read(converter, "wrapped_by_the_case", "decorated.txt")
        assert "python: 3\n" in read(converter, "wrapped_by_the_case", "behaviour.txt")
    # Graph mode mutates the constant list from call to call: its first call (the compilation's) is Python's, its
    # second is not, and the verdict says which call differs.
    assert read("mindspore", "reversed_list", "behaviour.txt").startswith(
        "inputs 1: [float32[1]]\npython: [3, 2, 1]\nmindspore.jit: [3, 2, 1]\n"
        "mindspore.jit, called again: [3, 1, 2, 3]\ndiffers when called again: mindspore.jit\n"
    ), read("mindspore", "reversed_list", "behaviour.txt")
    # The case's own ValueError on its first set is behaviour.txt's, not a rejection of either converter.
    for converter, name in (("mindspore", "mindspore.jit"), ("pijit", "PIJit")):
        assert not read(converter, "raises_on_its_first_set", "error.txt"), converter
        behaviour = read(converter, "raises_on_its_first_set", "behaviour.txt")
        assert f"python: error ValueError: negative input\n{name}: error ValueError: negative input\n" in behaviour
    assert read("pijit", "raises_on_its_first_set", "behaviour.txt").endswith("\nsame\n")
