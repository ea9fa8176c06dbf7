"""An exception a driver does not guard gives the case an error.txt naming the harness function it left, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import baseline, write_case


def test_an_exception_a_driver_does_not_guard_is_the_cases_error_naming_where(project: pytest.Pytester) -> None:
    """The echo driver's ``bug`` knob raises outside any step it guards: the case still records, with the frame."""
    project.makepyprojecttoml(
        '[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["harness.convert.echo:ECHO"]\n'
    )
    write_case(project, "buggy", 'def buggy(a):\n    """A driver bug.\n\n    echo: bug\n    """\n    return a\n')
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(passed=1)
    error = Path(project.path, "snapshots", "echo", baseline("echo").split("/", 1)[1], "buggy", "buggy", "error.txt")
    assert error.read_text(encoding="utf-8") == (
        "step: harness (harness/convert/echo/driver.py:_misbehave)\n"
        "RuntimeError: echo's driver fails outside its guarded steps, as its docstring asks\n"
    )
