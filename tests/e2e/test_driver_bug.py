"""A result is the converter's or nothing is stored: a driver's bug, its wrong call and a missing module fail in the harness."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from helpers import baseline, write_case


def test_an_exception_a_driver_does_not_guard_fails_in_the_harness_and_records_nothing(
    project: pytest.Pytester,
) -> None:
    """The echo driver's ``bug`` knob raises outside any step it guards: the case fails, naming the harness frame it
    left; no snapshot records the harness's failure, and an update leaves the case's earlier snapshot as it was."""
    project.makepyprojecttoml(
        '[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["harness.testing.echo:ECHO"]\n'
    )
    write_case(project, "buggy", 'def buggy(a):\n    """Fine for now."""\n    return a\n')
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
    folder = Path(project.path, "snapshots", "echo", baseline("echo").split("/", 1)[1], "buggy", "buggy")
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    write_case(project, "buggy", 'def buggy(a):\n    """A driver bug.\n\n    echo: bug\n    """\n    return a\n')
    result = project.runpytest("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*failed in the harness (harness/testing/echo/driver.py:_misbehave): RuntimeError: echo's driver fails*"]
    )
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert not (folder / "error.txt").exists()


def test_a_call_the_harness_makes_wrong_inside_a_guarded_step_is_no_rejection(project: pytest.Pytester) -> None:
    """A driver step that guards its call still fails in the harness when the call error is raised in the harness's
    own frame (a keyword the installed release does not take): ``error.txt`` is only ever the converter's."""
    project.makepyprojecttoml(
        '[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["harness.testing.echo:ECHO"]\n'
    )
    write_case(project, "miscalled", 'def miscalled(a):\n    """echo: miscall"""\n    return a\n')
    result = project.runpytest("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*failed in the harness (harness/spec.py:as_input_sets): TypeError: *"])
    assert not Path(project.path, "snapshots").exists() or not list(Path(project.path, "snapshots").rglob("*.txt"))


def test_a_module_the_environment_lacks_is_no_result(project: pytest.Pytester) -> None:
    """A module that neither the case nor the converter's framework names, missing inside a guarded step, is the
    environment's: the case fails saying which module, and nothing is stored."""
    project.makepyprojecttoml(
        '[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["harness.testing.echo:ECHO"]\n'
    )
    write_case(project, "lacking", 'def lacking(a):\n    """echo: nomodule"""\n    return a\n')
    result = project.runpytest("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*the environment lacks module 'echo_absent_companion'*install it beside the framework*"]
    )
    assert not Path(project.path, "snapshots").exists() or not list(Path(project.path, "snapshots").rglob("*.txt"))


STOPS = """
from harness.converter import Converter

STOPS = Converter("stops", "harness", ("dy2static-harness",), "stops")


def convert(target, spec):
    raise KeyboardInterrupt("the driver stops itself")
"""


def test_a_driver_that_raises_keyboard_interrupt_fails_as_any_exception_it_does_not_guard(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A conversion's child has no terminal to interrupt it: a ``KeyboardInterrupt`` there is its driver's own, as
    a ``RuntimeError`` is, and fails the case naming where it was raised, not as a harness error to report."""
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(pytester.path), *filter(None, [os.getenv("PYTHONPATH")])]))
    monkeypatch.syspath_prepend(str(pytester.path))
    (pytester.path / "stops.py").write_text(STOPS, encoding="utf-8")
    pytester.makepyprojecttoml(
        '[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["stops:STOPS"]\n'
    )
    (pytester.path / "cases").mkdir()
    write_case(pytester, "halted", "def halted(a):\n    return a\n")
    result = pytester.runpytest("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*stops::halted::halted: failed in the harness (*raised at stops.py): KeyboardInterrupt:*"]
    )
    assert "KeyboardInterrupt: the driver stops itself" in result.stdout.str()
    assert "please report it" not in result.stdout.str()
    assert not Path(pytester.path, "snapshots").exists() or not list(Path(pytester.path, "snapshots").rglob("*.txt"))
