"""The interpreter as a baseline's axis: a converter whose outputs depend on Python compares with its own Python's
baseline; on a Python that has none it says so in its header and fails with the differences; an update writes its
own Python's baseline and touches no other."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from helpers import review, snapshot_tree, write_case

pytestmark = pytest.mark.subprocess(
    "each run imports the project's own converter module (conv.py, which one test rewrites between runs and which"
    " sets harness.converter.BASE_PYTHON): it must never stay in the tests' own process"
)


HERE = f"{sys.version_info.major}.{sys.version_info.minor}"
# echo, its outputs declared to depend on the interpreter; the harness's base Python made an older one, so that this
# interpreter is "another Python" (a subprocess: the module global never reaches the tests' own process).
CONVERTER = f"""
from dataclasses import replace

import harness.converter
from harness.testing.echo import ECHO

harness.converter.BASE_PYTHON = (3, {sys.version_info.minor - 1})
ECHO = replace(ECHO, interpreter=True)
"""
PLAIN = "from harness.testing.echo import ECHO\n"
CASES = '''
def add(a: int, b: int) -> int:
    """Adds."""
    return a + b


def sub(a: int, b: int) -> int:
    """Subtracts."""
    return a - b
'''


def run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest_subprocess("-p", "no:cacheprovider", "-rf", *args)


def test_another_interpreter_compares_with_its_own_baseline_or_says_it_has_none(project: pytest.Pytester) -> None:
    project.makepyprojecttoml('[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["conv:ECHO"]\n')
    write_case(project, "topic", CASES)
    (project.path / "conv.py").write_text(PLAIN, encoding="utf-8")
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    base = project.path / "snapshots" / "echo"
    (written,) = [p for p in base.iterdir() if p.is_dir()]
    # As the base interpreter wrote it, one output otherwise than this one writes it.
    manifest = written / "manifest.toml"
    manifest.write_text(manifest.read_text().replace(f'python = "{HERE}"', 'python = "3.0"'))
    changed = next(p for p in sorted((written / "topic" / "sub").iterdir()) if p.suffix == ".py")
    changed.write_text(changed.read_text() + "# as the base interpreter wrote it\n")
    before = snapshot_tree(project.path)

    (project.path / "conv.py").write_text(CONVERTER, encoding="utf-8")
    own = f"{written.name}-python{HERE}"
    compared = run(project)
    compared.assert_outcomes(passed=1, failed=1)
    compared.stdout.fnmatch_lines(
        [
            f"echo: harness *, python {HERE} here; snapshots/echo/{written.name} was written with 3.0"
            f" (no baseline of {HERE} yet: its differences fail)",
            "*-# as the base interpreter wrote it",
            "FAILED cases/topic.py::echo::sub*",
        ]
    )
    assert snapshot_tree(project.path) == before, "a comparison writes no snapshot"
    assert all(name.startswith(f"echo/{own}/") for name in snapshot_tree(project.path, pending=True))

    run(project, "--snapshot-update").assert_outcomes(passed=2)
    after = snapshot_tree(project.path)
    assert {k: v for k, v in after.items() if k.startswith(f"echo/{written.name}/")} == before, "the other untouched"
    assert f'python = "{HERE}"' in after[f"echo/{own}/manifest.toml"].decode()
    again = run(project)
    again.assert_outcomes(passed=2)
    again.stdout.fnmatch_lines([f"echo: harness *, snapshots in snapshots/echo/{own}"])


def written_with_another_python(project: pytest.Pytester) -> tuple[Path, dict[str, bytes]]:
    """A converter the interpreter does not change, whose one baseline says it was written with Python 3.0: that
    baseline, and the project's snapshots as they are then."""
    project.makepyprojecttoml('[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["conv:ECHO"]\n')
    write_case(project, "topic", CASES)
    (project.path / "conv.py").write_text(PLAIN, encoding="utf-8")
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    (written,) = [p for p in (project.path / "snapshots" / "echo").iterdir() if p.is_dir()]
    manifest = written / "manifest.toml"
    manifest.write_text(manifest.read_text().replace(f'python = "{HERE}"', 'python = "3.0"'))
    before = snapshot_tree(project.path)
    return written, before


def test_a_converter_the_interpreter_does_not_change_keeps_one_baseline_that_another_python_only_checks(
    project: pytest.Pytester,
) -> None:
    written, before = written_with_another_python(project)

    checked = run(project)
    checked.assert_outcomes(passed=2)
    checked.stdout.fnmatch_lines(
        [f"echo: installed versions differ from {written.name}'s manifest: python {HERE} (baseline: 3.0)"]
    )
    updated = run(project, "--snapshot-update")
    updated.stdout.fnmatch_lines(
        [
            f"not run here, their cases not collected: echo (unsupported: snapshots/echo/{written.name} was written with Python 3.0 and its outputs"
            f" do not depend on the interpreter: update it with Python 3.0 (a comparison with {HERE} checks that"
            " nothing differs)*"
        ]
    )
    assert snapshot_tree(project.path) == before, "an update on another Python leaves the one baseline alone"
    assert not snapshot_tree(project.path, pending=True)


def test_another_pythons_differences_wait_in_its_own_folder_and_a_review_makes_it_that_pythons_baseline(
    project: pytest.Pytester,
) -> None:
    """Issue 60: a converter the interpreter does not change, run on another Python than its release's one baseline
    records, left what differed pending in that baseline, and ``review --accept`` wrote this Python's outputs there:
    the other Python then failed. They now wait in this Python's own folder, as an interpreter's or an upgrade's do;
    accepting makes it this Python's baseline (the one baseline and the accepted case), which its runs then compare
    with and its updates write, and the one baseline stays byte for byte."""
    written, before = written_with_another_python(project)
    own = f"{written.name}-python{HERE}"

    write_case(project, "topic", CASES.replace("return a - b", "return b - a"))  # what this Python makes otherwise
    compared = run(project)
    compared.assert_outcomes(passed=1, failed=1)
    compared.stdout.fnmatch_lines(
        [f"echo: harness *, python {HERE} here; snapshots/echo/{written.name} was written with 3.0 (no baseline of*"]
    )
    assert snapshot_tree(project.path) == before, "a comparison writes no snapshot"
    waiting = snapshot_tree(project.path, pending=True)
    assert waiting and all(name.startswith(f"echo/{own}/") for name in waiting), sorted(waiting)

    accepted = review(project.path, "--accept", "topic.sub")
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    reviewed = snapshot_tree(project.path)
    assert {k: v for k, v in reviewed.items() if k.startswith(f"echo/{written.name}/")} == before, "untouched"
    assert {k.split("/", 2)[2] for k in reviewed if k.startswith(f"echo/{own}/")} == {
        k.split("/", 2)[2] for k in before
    }
    again = run(project)
    again.assert_outcomes(passed=2)
    again.stdout.fnmatch_lines([f"echo: harness *, snapshots in snapshots/echo/{own}"])
    write_case(project, "topic", CASES.replace("return a + b", "return b + a"))
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    updated = snapshot_tree(project.path)
    assert {k: v for k, v in updated.items() if k.startswith(f"echo/{written.name}/")} == before, "untouched"
    assert updated != reviewed, "this Python's update writes its own baseline"
