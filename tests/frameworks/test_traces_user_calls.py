"""``traces.txt`` counts the programs the user's calls make, one call per input set, never the harness's own (its
conversion's call of the first set, its behaviour runs); a set the converter ran as plain Python says so, with its
reason. Issue 61: Dynamo's and SOT's ``global_read`` said ``2 input sets, 3 programs``."""

from __future__ import annotations

from typing import Any

import pytest

from harness.convert import traces
from harness.convert.behaviour.run import call_first
from harness.spec import SPEC_ATTRIBUTE

TORCH_CASES = """
import torch

from harness import case

OFFSET = 0.0


@case(inputs=lambda: [(torch.ones(2),), (torch.ones(2),)])
def global_read(x):
    global OFFSET
    y = x + OFFSET
    OFFSET = OFFSET + 1.0
    return y


@case(inputs=lambda: [(torch.ones(2), n) for n in range(10)])
def python_scalar(x, n):
    return x * n
"""

PADDLE_CASES = """
import paddle

from harness import case

OFFSET = 0.0


@case(inputs=lambda: [(paddle.ones([2]),), (paddle.ones([2]),)])
def global_read(x):
    global OFFSET
    y = x + OFFSET
    OFFSET = OFFSET + 1.0
    return y


@case(inputs=lambda: [(paddle.ones([2]), 3), (paddle.ones([2]), 4)])
def returns_in_a_loop(x, n):
    for i in range(n):
        if i == 2:
            return x * i
    return x
"""


def converted(driver: Any, target: Any) -> dict[str, str]:
    """The case converted as the worker's child converts it: its fresh Python calls first."""
    spec = getattr(target, SPEC_ATTRIBUTE)
    call_first(target, spec.input_sets)
    return driver.convert(target, spec)


@pytest.mark.real_framework
def test_dynamo_counts_the_graphs_a_users_calls_make(case_module: Any) -> None:
    torch = pytest.importorskip("torch")
    from torch._dynamo.testing import CompileCounter

    from harness.convert.dynamo import driver

    users = case_module("users_torch_cases", TORCH_CASES)
    counter = CompileCounter()
    compiled = torch.compile(users.global_read, backend=counter)
    for arguments in getattr(users.global_read, SPEC_ATTRIBUTE).input_sets():
        compiled(*arguments)
    assert counter.frame_count == 2
    torch._dynamo.reset()

    record = converted(driver, case_module("harness_torch_cases", TORCH_CASES).global_read)[traces.FILE]
    assert record.splitlines()[0] == "inputs 1: new program 1: first call"
    assert record.splitlines()[-1] == f"2 input sets, {counter.frame_count} programs"


@pytest.mark.real_framework
def test_dynamo_past_its_recompile_limit_says_the_set_ran_unconverted(case_module: Any) -> None:
    pytest.importorskip("torch")
    from harness.convert.dynamo import driver

    record = converted(driver, case_module("limit_torch_cases", TORCH_CASES).python_scalar)[traces.FILE]
    lines = record.splitlines()
    assert lines[7] == "inputs 8: new program 8: python_scalar: " + "; ".join(f"n == {n}" for n in range(6, -1, -1))
    for line in lines[8:10]:  # Dynamo's limit is 8 programs: the 9th and 10th sets run as Python
        assert line.endswith(": no new program; ran unconverted: torch._dynamo hit config.recompile_limit (8)")
    assert lines[-1] == "10 input sets, 8 programs"
    programs = traces.read(record)
    assert programs is not None
    assert programs.unconverted == tuple((n, "torch._dynamo hit config.recompile_limit (8)") for n in (9, 10))


@pytest.mark.real_framework
def test_sot_counts_the_translations_a_users_calls_make(case_module: Any) -> None:
    pytest.importorskip("paddle")
    from harness.convert.sot import driver

    record = converted(driver, case_module("harness_paddle_cases", PADDLE_CASES).global_read)[traces.FILE]
    assert record == (
        "inputs 1: new program 1: first call\n"
        "inputs 2: new program 2: global_read: OFFSET == 2.0\n"  # the value Python's own two calls left
        "2 input sets, 2 programs\n"
    )


@pytest.mark.real_framework
def test_a_set_sot_fell_back_on_says_it_ran_unconverted(case_module: Any) -> None:
    pytest.importorskip("paddle")
    from harness.convert.sot import driver

    record = converted(driver, case_module("fallback_paddle_cases", PADDLE_CASES).returns_in_a_loop)[traces.FILE]
    why = "ran unconverted: FallbackError: Found RETURN_VALUE in for loop body."
    assert (
        record
        == f"inputs 1: new program 1: first call; {why}\ninputs 2: no new program; {why}\n2 input sets, 1 program\n"
    )
