"""Several input sets per case: ``behaviour.txt`` checks each, and a trace specialised to the first says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.convert.behaviour.run import run_all
from harness.tools.explore.pages import badge_css
from harness.tools.matrix import read_verdict
from helpers import baseline, write_case

CASES = '''
from harness import case

calls = []


@case(inputs=[(3,), (4,)])
def negates_fourth_call(n: int) -> int:
    """Echo runs the case as "python", then as "echo", on each set: the fourth call is echo's on the second set."""
    calls.append(n)
    return -n if len(calls) % 4 == 0 else n


@case(inputs=lambda: [(1, 2), (5, 6)])
def add(a: int, b: int) -> int:
    """Adds two ints."""
    return a + b


@case(inputs=(3,))
def one_set(n: int) -> int:
    """One input set, as before."""
    return n
'''


def test_each_input_set_gets_a_block_and_one_that_differs_makes_differs(
    project: pytest.Pytester, converter: str
) -> None:
    write_case(project, "topic", CASES)
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=3)
    folder = project.path / "snapshots" / baseline(converter) / "topic"
    behaviour = {
        case: (folder / case / "behaviour.txt").read_text() for case in ("negates_fourth_call", "add", "one_set")
    }
    assert behaviour["negates_fourth_call"] == (
        "inputs 1: [3]\npython: 3\necho: 3\nsame\n\ninputs 2: [4]\npython: 4\necho: -4\ndiffers: echo\n\ndiffers: echo (inputs 2)\n"
    )
    assert (
        behaviour["add"]
        == "inputs 1: [1, 2]\npython: 3\necho: 3\nsame\n\ninputs 2: [5, 6]\npython: 11\necho: 11\nsame\n\nsame\n"
    )
    assert behaviour["one_set"] == "inputs: [3]\npython: 3\necho: 3\nsame\n", "one input set: the format of before"
    assert read_verdict(folder / "negates_fourth_call").label == "behaviour differs"
    assert read_verdict(folder / "add").label == read_verdict(folder / "one_set").label == "converted"
    project.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=3)


@pytest.mark.parametrize("sets", [[(2,)], [(2,), (-2,)]])
def test_a_specialised_trace_is_labelled_from_its_snapshot(tmp_path: Path, sets: list[tuple[int]]) -> None:
    runners = {"python": abs, "torch.jit.trace": lambda x: x}
    behaviour = run_all(lambda: sets, runners, {"torch.jit.trace": "Converting a tensor to a Python boolean"})
    (tmp_path / "behaviour.txt").write_text(behaviour)
    (tmp_path / "trace_code.py").write_text("")
    found = read_verdict(tmp_path)
    assert found.label == ("trace specialised" if len(sets) == 1 else "trace specialised, behaviour differs")
    assert badge_css(found) == "specialised"
    if len(sets) == 1:
        assert "one input set cannot show it" in behaviour and "@case(inputs=[(...), (...)])" in behaviour
    # A runner that did not convert is not called specialised.
    assert "specialised" not in run_all(lambda: sets, {**runners, "torch.jit.trace": None}, {"torch.jit.trace": "x"})


GUARDED = '''
from harness import case


@case(inputs=[(2,), (3,)])
def fixed_to_two(n: int) -> int:
    """Echo's run refuses every set but the first, as an exported program's guard does.

    echo: guard
    """
    return n
'''


def test_a_guard_that_refuses_a_later_set_reads_as_specialised(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "guarded", GUARDED)
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
    folder = project.path / "snapshots" / baseline(converter) / "guarded" / "fixed_to_two"
    assert (folder / "behaviour.txt").read_text() == (
        "echo is specialised to inputs 1: AssertionError: Guard failed: arguments == (2,)\n\n"
        "inputs 1: [2]\npython: 2\necho: 2\nsame\n\n"
        "inputs 2: [3]\npython: 3\necho: error AssertionError: Guard failed: arguments == (2,)\nspecialised: echo\n\n"
        "specialised: echo (inputs 2)\n"
    )
    assert read_verdict(folder).label == "trace specialised"
