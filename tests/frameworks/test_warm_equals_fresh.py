"""A warm worker's conversion after other cases equals a fresh child's: SOT's and Numba's counters are put back between
cases, and Dynamo's loggers keep no handler of a case before."""

from __future__ import annotations

import importlib
import json
import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.spec import SPEC_ATTRIBUTE
from helpers import CONVERTERS, INSTALLED

# Both cases break their graph at a tensor ``if`` inside ``paddle.nn.Sequential`` (a library module, whose globals
# outlive a case): SOT names their variables (``var_N``), resume functions (``$resume_N@forward_xxxxx``) and
# compiled functions with counters and a random generator that a warm worker carries from case to case.
SOT_CASES = """
import paddle
from harness import case


class Gate(paddle.nn.Layer):
    def forward(self, x):
        if x.sum() > 0:
            return x * 2.0
        return x - 1.0


@case(factory=True, inputs=lambda: (paddle.ones([2, 3]),))
def first():
    return paddle.nn.Sequential(Gate(), paddle.nn.ReLU())


@case(factory=True, inputs=lambda: (paddle.ones([4, 3]),))
def second():
    return paddle.nn.Sequential(paddle.nn.ReLU(), Gate())
"""

# An inlined comprehension's blocks are labelled from a counter of Numba's that every compilation before moves on.
NUMBA_CASES = """
import numpy as np
from harness import case


@case(inputs=lambda: [(np.arange(4.0),)])
def first(a):
    total = 0.0
    for x in [v * 2.0 for v in a]:
        if x > 1.0:
            total += x
    return total


@case(inputs=lambda: [(3,)])
def second(n):
    return sum([i * i for i in range(n) if i % 2 == 0])
"""

CONVERT = """
import importlib, json, os, sys, traceback
from harness.convert.registry import load
from harness.worker.server import declare_registered
CONVERTERS = load().converters
declare_registered()  # as a fork server does, before it converts
from harness.worker import child, warm
from harness.worker.protocol import Request
from harness.worker.server import entry, preload

root, converter = sys.argv[1:]
preload([CONVERTERS[converter].driver])
driver = importlib.import_module(CONVERTERS[converter].driver)
before = warm.Interpreter.now()


def converted(name):
    return child.run(Request(root=root, module="cases.breaks", case=name, converter=converter), entry(converter))["outputs"]


def forked(names, path):
    \"\"\"Convert the cases one after the other in one forked process, reset between them; write the last's outputs.\"\"\"
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            for name in names[:-1]:
                converted(name)
                before.restore("cases")
                warm.reset([driver])
            with open(path, "w", encoding="utf-8") as file:
                json.dump(converted(names[-1]), file)
            code = 0
        except BaseException:
            traceback.print_exc()
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"converting {names} failed")


forked(["second"], os.path.join(root, "fresh.json"))
forked(["first", "second", "first", "second"], os.path.join(root, "warm.json"))
"""


@pytest.mark.real_framework
@pytest.mark.parametrize(
    ("name", "cases", "shown"),
    [("sot", SOT_CASES, "$resume_0@forward_"), ("numba", NUMBA_CASES, "label ")],
)
def test_a_warm_conversion_after_other_cases_equals_a_fresh_childs(
    name: str, cases: str, shown: str, tmp_path: Path
) -> None:
    if name not in INSTALLED:
        pytest.skip(f"{name} is not installed here")
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "cases" / "breaks.py").write_text(cases, encoding="utf-8")
    script = tmp_path / "convert.py"
    script.write_text(CONVERT, encoding="utf-8")
    env = {**os.environ, "GLOG_minloglevel": "2"}
    done = subprocess.run(
        [sys.executable, "-W", "ignore", str(script), str(tmp_path), name],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    fresh = json.loads((tmp_path / "fresh.json").read_text(encoding="utf-8"))
    warm = json.loads((tmp_path / "warm.json").read_text(encoding="utf-8"))
    # SOT: a graph break in paddle.nn's Sequential; Numba: the inlined comprehension's blocks.
    assert any(shown in text for text in fresh.values()), sorted(fresh)
    assert warm == fresh


DYNAMO_CASE = """
import torch
from harness import case


@case(inputs=lambda: [(torch.ones(2),), (torch.ones(3),)])
def breaks(x):
    print("in the middle")
    return x + 1
"""


@pytest.mark.real_framework
def test_a_dynamo_conversion_leaves_dynamos_loggers_as_it_found_them(case_module: Any) -> None:
    if "dynamo" not in INSTALLED:
        pytest.skip("dynamo is not installed here")
    driver = importlib.import_module(CONVERTERS["dynamo"].driver)
    target = case_module("dynamo_loggers", DYNAMO_CASE).breaks
    loggers = [logging.getLogger(driver.BREAK_LOGGER), logging.getLogger(driver.RECOMPILES_LOGGER)]
    before = [list(logger.handlers) for logger in loggers]
    outputs = driver.convert(target, getattr(target, SPEC_ATTRIBUTE))
    assert "graph break" in outputs["breaks.txt"].lower() or "print" in outputs["breaks.txt"], outputs["breaks.txt"]
    assert [list(logger.handlers) for logger in loggers] == before
