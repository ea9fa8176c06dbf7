"""``python -m harness show`` converts a case live, even one with no snapshot yet."""

from __future__ import annotations

import subprocess
import sys

import pytest

from helpers import CONVERTERS, FIRST_OF_EACH, INSTALLED, RUNNING, converter_entry, write_case

LOOP = '''
def for_break(n: int) -> int:
    """Breaks out of a loop."""
    total = 0
    for i in range(n):
        if total > 10:
            break
        total += i
    return total
'''


MINE = """
from harness import case


def sum_squares(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * i
    return total


@case(converters=("torchscript",))
def scale_positive(x):
    return x * 2
"""


def run_show(project: pytest.Pytester, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "harness", "show", *args, "--project", str(project.path)],
        capture_output=True,
        text=True,
        timeout=300,
    )


def show(project: pytest.Pytester, *args: str) -> str:
    result = run_show(project, *args)
    assert result.returncode == 0, result.stderr
    assert "\033[" not in result.stdout, "no colour when piped"
    return result.stdout


def test_names_the_case_or_what_exists(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "mine", MINE)
    # the node id names the converter; harness.corpus.casename's doctests cover the other forms
    assert f"#### {converter} ({converter_entry(converter).framework}) — cases/mine.py:5 mine.sum_squares\n" in show(
        project, f"cases/mine.py::{converter}::sum_squares"
    )
    refused = {
        args: run_show(project, *args)
        for args in (
            ("mine.nope",),
            ("mine.sum_square",),
            ("nope.sum_squares",),
            ("mine",),
            ("mine.scale_positive", "--converter", converter),
        )
    }
    assert all(r.returncode == 2 and not r.stdout and "Traceback" not in r.stderr for r in refused.values())
    messages = [r.stderr.strip() for r in refused.values()]
    assert messages == [
        "cases/mine.py has no case 'nope'; its cases: mine.sum_squares, mine.scale_positive",
        "cases/mine.py has no case 'sum_square'; did you mean mine.sum_squares? its cases: mine.sum_squares, mine.scale_positive",
        "no case file cases/nope.py; did you mean mine.sum_squares? case files: mine",
        "'mine' names no case: name one as mine.sum_squares or cases/mine.py::sum_squares; cases: mine.sum_squares, mine.scale_positive",
        f"cases/mine.py:12: mine.scale_positive is converted only by torchscript (its @case(converters=...)), not by {converter}",
    ]


@pytest.mark.real_framework
def test_walks_a_case_without_snapshots(project: pytest.Pytester, framework_converter: str) -> None:
    converter = framework_converter
    write_case(project, "loops", LOOP)
    out = show(project, "loops.for_break", "--converter", converter)
    assert f"#### {converter} " in out
    if converter == "autograph":
        assert "# 05 break_statements: changed" in out and "+                break_ = True" in out
        assert "# 04 directives: unchanged" in out and "# 09 lists: skipped (LISTS is off)" in out
        assert "# final code" in out and "ag__.for_stmt" in out
        only = show(project, "cases/loops.py::for_break", "--converter", converter, "--pass", "control_flow")
        assert "code after it:" in only and "# 05 break_statements" not in only
    elif converter == "jax":
        assert "# not_run.txt" in out and "jax.jit traces a call" in out, "a case with no inputs is not traced"
    elif converter == "numba":
        assert "# not_run.txt" in out and "@njit compiles for the types of a call" in out, "no inputs, no types"
    else:
        assert "# code.py" in out and "# graph.txt" in out and "for_break(int n) -> int" in out
    assert not (project.path / "snapshots").exists()


# A second framework-free converter, of another "framework" (pytest, which is installed wherever the tests run).
SECOND = """from harness.converter import Converter

SECOND = Converter("second", "pytest", ("pytest",), "harness.testing.echo.driver", title="Second",
                   primary_outputs=(("constants.txt", "Constants"),))
"""


def test_neutral_case_of_two_frameworks_shows_each_first_output(project: pytest.Pytester) -> None:
    """Where the converters of two frameworks take a case, show gives each one's first output, not either's walk."""
    (project.path / "second.py").write_text(SECOND, encoding="utf-8")
    project.makepyprojecttoml(
        '[tool.pytest.ini_options]\nharness_converters = ["harness.testing.echo:ECHO", "second:SECOND"]\n'
    )
    write_case(project, "loops", LOOP)
    out = show(project, "loops.for_break")
    assert "#### echo (harness)" in out and "#### second (pytest)" in out, out
    assert "# source.py" in out and "# constants.txt" in out, out
    assert "# 01 parse" not in out, "a neutral case shows no converter's walk"


@pytest.mark.real_framework
def test_neutral_case_with_one_framework_walks_its_converter(project: pytest.Pytester) -> None:
    if len(FIRST_OF_EACH) != 1:
        pytest.skip("needs exactly one framework installed")
    (present,) = FIRST_OF_EACH
    # The converters not installed here that take a neutral case (not one that takes only its own case files).
    absent = [n for n, c in CONVERTERS.items() if n not in RUNNING and not c.own_files]
    write_case(project, "loops", LOOP)
    out = show(project, "loops.for_break")
    for name in absent:
        assert f"{CONVERTERS[name].framework} is not installed here: no {name} conversion" in out
    if present == "autograph":
        assert "# 05 break_statements: changed" in out and "# 06 asserts: skipped (ASSERT_STATEMENTS is off)" in out
        assert "# 16 rename: changed" in out and "+def tf__for_break(n: int) -> int:" in out
    elif present == "jax":
        assert "# not_run.txt" in out and "jax.jit traces a call" in out
    elif present == "numba":
        assert "# not_run.txt" in out and "@njit compiles for the types of a call" in out
    else:
        assert "# graph.txt" in out and "# schema.txt" in out


def test_without_the_framework_names_the_python_that_has_it(project: pytest.Pytester) -> None:
    if INSTALLED:
        pytest.skip("a framework is installed here")
    write_case(project, "loops", LOOP)
    (project.path / "tox.ini").write_text(
        "[testenv:tf212]\ndeps = tensorflow-cpu==2.12.1\n[testenv:tf221]\ndeps = tensorflow-cpu==2.21.0\n"
    )
    shown = run_show(project, "loops.for_break")
    assert shown.returncode == (0 if RUNNING else 1), "only a converter of the standard library could be shown"
    assert (
        "tensorflow is not installed here: no autograph conversion; "
        ".tox/tf221/bin/python -m harness show loops.for_break runs it\n"
    ) in shown.stdout
    assert "torch is not installed here: no torchscript conversion\n" in shown.stdout, "no tox environment pins torch"
