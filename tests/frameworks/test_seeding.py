"""Every call the harness makes of a case draws the same random numbers, whatever the process drew before: a dropout's
verdict is the converter's, never the luck of the process it ran in."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from harness.convert.behaviour.run import call_first
from harness.spec import spec_of

pytestmark = pytest.mark.real_framework

CASES = """
import torch
from torch import nn

from harness import case


@case(inputs=lambda: (torch.ones(1),))
class OneDropout(nn.Module):
    # test_simple_module_recompile of PyTorch's Dynamo tests: a dropout of one element keeps or drops it by chance.
    def __init__(self):
        super().__init__()
        self.dropout = nn.Dropout(0.5)

    def forward(self, x):
        return self.dropout(x)
"""


@pytest.mark.parametrize("name", ["dynamo", "export", "fx", "torchscript"])
def test_a_dropout_gives_one_verdict_in_every_process(case_module: Any, name: str) -> None:
    """Converted after torch's generator was left in six different states (as six processes leave it), the case's
    ``behaviour.txt`` is one text, and Python and the converted program, seeded alike, drop the same element."""
    torch = pytest.importorskip("torch")
    cases = case_module("seeded_cases", CASES)
    driver = importlib.import_module(f"harness.convert.{name}.driver")
    seen = set()
    for state in range(6):
        torch.manual_seed(state)
        target, spec = cases.OneDropout(), spec_of(cases.OneDropout)
        call_first(target, spec.input_sets)
        seen.add(driver.convert(target, spec)["behaviour.txt"])
    assert len(seen) == 1, "\n--\n".join(sorted(seen))
    behaviour = seen.pop()
    assert behaviour.endswith("\nsame\n") and "called again" not in behaviour, behaviour
