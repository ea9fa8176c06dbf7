"""``behaviour.txt`` is exact about kinds and containers, renders sets and dicts stably, and tells a guard from a difference."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import pytest

from harness.convert.behaviour.run import run_all
from helpers import REPOSITORY


def verdict(python: Callable[..., Any], converted: Callable[..., Any], arguments: tuple[Any, ...] = (3,)) -> str:
    """The last line of ``behaviour.txt`` for one input set."""
    return run_all(lambda: arguments, {"python": python, "converted": converted}).splitlines()[-1]


@pytest.mark.parametrize(
    ("python", "converted"),
    [
        (lambda n: n % 7, lambda n: float(n % 7)),  # TorchScript's ``a %= 7`` on an int
        (lambda n: n > 2, lambda n: int(n > 2)),
        (lambda n: 1, lambda n: True),
        (lambda n: 10**6, lambda n: 10**6 + 1),  # ints are exact: no relative tolerance
        (lambda n: (n, n), lambda n: [n, n]),
        (lambda n: {n, 1}, lambda n: {n, 2}),
        (lambda n: {n}, lambda n: frozenset({n})),
        (lambda n: {"a": n}, lambda n: {"a": float(n)}),
        (lambda n: {1: n}, lambda n: {True: n}),
    ],
)
def test_another_kind_or_content_differs(python: Callable[..., Any], converted: Callable[..., Any]) -> None:
    assert verdict(python, converted) == "differs: converted"


@pytest.mark.parametrize(
    ("python", "converted"),
    [
        (lambda n: n / 7, lambda n: n * (1 / 7)),  # floats keep their tolerance
        (lambda n: {n, 1, "x"}, lambda n: {"x", 1, n}),
        (lambda n: {"b": n, "a": [n]}, lambda n: dict(a=[n], b=n)),
        (lambda n: float("nan"), lambda n: float("nan")),
    ],
)
def test_same_kind_and_content_is_same(python: Callable[..., Any], converted: Callable[..., Any]) -> None:
    assert verdict(python, converted) == "same"


def test_the_torchscript_modulo_bug_reads_as_it_is() -> None:
    behaviour = run_all(lambda: (10,), {"python": lambda n: n % 7, "torch.jit.script": lambda n: float(n % 7)})
    assert behaviour == "inputs: [10]\npython: 3\ntorch.jit.script: 3.0\ndiffers: torch.jit.script\n"


SETS = "from harness.convert.behaviour.run import run_all; print(run_all(lambda: ({'b', 'a', 'c'},), {'python': lambda s: (s, {x: len(x) for x in s}, frozenset(s))}), end='')"


def test_sets_and_dicts_render_the_same_under_any_hash_seed() -> None:
    seen = {
        subprocess.run(
            [sys.executable, "-c", SETS],
            capture_output=True,
            text=True,
            check=True,
            cwd=REPOSITORY,
            env={"PYTHONHASHSEED": str(seed), "PYTHONPATH": str(REPOSITORY)},
        ).stdout
        for seed in range(6)
    }
    assert seen == {
        "inputs: [{'a', 'b', 'c'}]\npython: ({'a', 'b', 'c'}, {'a': 1, 'b': 1, 'c': 1}, frozenset({'a', 'b', 'c'}))\nsame\n"
    }


GUARD = re.compile("AssertionError: Guard failed: ")


def exported(n: int) -> int:
    """An exported program that fixed ``n`` to the first set's 2."""
    if n != 2:
        raise AssertionError("Guard failed: n == 2")
    return n


def test_a_guard_refusing_a_later_set_is_specialisation_not_a_difference() -> None:
    behaviour = run_all(lambda: [(2,), (3,)], {"python": abs, "torch.export": exported}, guards={"torch.export": GUARD})
    assert behaviour.splitlines()[0] == "torch.export is specialised to inputs 1: AssertionError: Guard failed: n == 2"
    assert behaviour.splitlines()[-1] == "specialised: torch.export (inputs 2)"
    assert "differs" not in behaviour


def test_a_guard_error_on_the_first_set_or_without_a_guard_still_differs() -> None:
    runners = {"python": abs, "torch.export": exported}
    assert run_all(lambda: (3,), runners, guards={"torch.export": GUARD}).splitlines()[-1] == "differs: torch.export"
    assert run_all(lambda: [(2,), (3,)], runners).splitlines()[-1] == "differs: torch.export (inputs 2)"
