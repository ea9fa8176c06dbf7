"""The whole update/compare lifecycle, run by pytester against each converter."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from harness.corpus.discovery import routed
from helpers import CONVERTERS, REFERENCES, RUNNING, baseline, converter_entry, snapshot_tree, write_case

PYTHON = Path(sys.executable).name  # the hint names the interpreter that printed it: python, python3, ...

ADD = """
def add(a: int, b: int) -> int:
    \"\"\"Adds two ints.\"\"\"
    return a + b


def double(a: int) -> int:
    \"\"\"Doubles an int.\"\"\"
    return a * 2
"""


def run(project: pytest.Pytester, converter: str, *args: str) -> pytest.RunResult:
    return project.runpytest("-p", "no:cacheprovider", "-k", converter, *args)


def test_new_case_update_pass_edit_fail_update_pass(project: pytest.Pytester, converter: str) -> None:
    main_output = converter_entry(converter).primary_outputs[0][0]
    write_case(project, "topic", ADD)
    first = run(project, converter)
    first.assert_outcomes(failed=2)
    first.stdout.fnmatch_lines([f"*missing snapshot snapshots/{baseline(converter)}/topic/add/*"])
    assert not snapshot_tree(project.path), "a comparison run writes no snapshot"
    pending = snapshot_tree(project.path, pending=True)
    assert f"{baseline(converter)}/topic/add/{main_output}.new" in pending, "the new case's outputs await review"

    run(project, converter, "--snapshot-update").assert_outcomes(passed=2)
    written = snapshot_tree(project.path)
    assert f"{baseline(converter)}/topic/add/error.txt" not in written
    assert f"{baseline(converter)}/topic/add/{main_output}" in written

    run(project, converter).assert_outcomes(passed=2)
    assert snapshot_tree(project.path) == written

    write_case(project, "topic", ADD.replace("return a + b", "return a + b + 1"))
    changed = run(project, converter)
    changed.assert_outcomes(failed=1, passed=1)
    changed.stdout.fnmatch_lines(
        [
            f"{converter}::topic::add: output differs from its snapshot (*",
            f"--- snapshots/{baseline(converter)}/topic/add/* (snapshot)",
            f"+++ snapshots/{baseline(converter)}/topic/add/* (received)",
            f"*pending file(s) written beside the snapshots: review them with *{PYTHON} -m harness review*",
            f"FAILED cases/topic.py::{converter}::add*",
        ]
    )
    assert any(line.startswith("+") and "1" in line for line in changed.outlines if not line.startswith("+++"))
    assert snapshot_tree(project.path) == written, "a comparison run must not write"

    run(project, converter, "--snapshot-update").assert_outcomes(passed=2)
    updated = snapshot_tree(project.path)
    assert updated != written
    assert {k: v for k, v in updated.items() if "/double/" in k} == {
        k: v for k, v in written.items() if "/double/" in k
    }
    run(project, converter).assert_outcomes(passed=2)


def test_rejection_is_a_snapshot(project: pytest.Pytester, converter: str) -> None:
    write_case(
        project,
        "rejected",
        'def gen(n: int):\n    """A generator.\n\n    echo: reject\n    """\n    for i in range(n):\n        yield i\n',
    )
    run(project, converter, "--snapshot-update").assert_outcomes(passed=1)
    error = (project.path / "snapshots" / baseline(converter) / "rejected" / "gen" / "error.txt").read_text()
    assert error.startswith("step: ")
    assert str(project.path) not in error


def test_a_missing_framework_collects_nothing_and_says_why(project: pytest.Pytester) -> None:
    write_case(project, "topic", ADD)
    result = project.runpytest("-p", "no:cacheprovider", "-rs")
    missing = [name for name, c in CONVERTERS.items() if c.installed_version() is None]
    takers = routed(CONVERTERS, (), (), CONVERTERS)  # a framework-free file: no converter that takes only its own files
    said = [line for line in result.outlines if "not run here" in line]
    header = [line for line in said if line.startswith("not run here, their cases not collected: ")]
    assert len(header) == (1 if missing else 0), said  # once, on one line
    for name in missing:
        why = f"{CONVERTERS[name].framework} is not installed"
        assert re.search(rf"[:;,] {name}\b[^;]*\({why}\)", header[0]), header
        summary = f"harness: {name}: not run here, {why}: 2 cases not collected"
        assert [line for line in said if line.startswith(f"harness: {name}:")] == ([summary] if name in takers else [])
    assert "SKIPPED" not in result.stdout.str()
    assert result.ret == (1 if RUNNING else 0)  # the converters that run here miss their snapshots


def test_ci_refuses_to_write(project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    write_case(project, "topic", ADD)
    monkeypatch.setenv("CI", "true")
    result = project.runpytest("-p", "no:cacheprovider", "--snapshot-update")
    result.stderr.fnmatch_lines(["*refusing --snapshot-update because CI is set*"])
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert not (project.path / "snapshots").exists()


def test_stale_snapshots_are_reported_and_deleted_only_by_a_full_update(
    project: pytest.Pytester, converter: str
) -> None:
    write_case(project, "topic", ADD)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=2)
    write_case(project, "topic", ADD.split("\n\ndef double")[0] + "\n")
    stale = f"snapshots/{baseline(converter)}/topic/double"

    result = run(project, converter)
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["harness: 1 stale snapshot folder(s), whose case no longer exists:", f"  {stale}"])

    filtered = run(project, converter, "--snapshot-update")  # -k converter: a filtered run
    filtered.stdout.fnmatch_lines([f"  {stale}"])
    assert (project.path / stale).is_dir()

    full = project.runpytest("-p", "no:cacheprovider", "--snapshot-update")
    full.stdout.fnmatch_lines([f"harness: deleted stale snapshots {stale}"])
    assert not (project.path / stale).exists()
    assert (project.path / stale).parent.joinpath("add").is_dir()


def test_cases_and_ordinary_tests_in_one_session(project: pytest.Pytester, converter: str) -> None:
    project.makepyprojecttoml(
        f'[tool.pytest.ini_options]\ntestpaths = ["cases", "tests"]\nharness_converters = [{REFERENCES[converter]!r}]\n'
    )
    write_case(project, "topic", ADD)
    (project.path / "tests").mkdir()
    (project.path / "tests" / "test_plain.py").write_text("def test_plain(snapshot):\n    assert snapshot == 1\n")
    outcomes = {"passed": 3}
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(**outcomes)
    project.runpytest("-p", "no:cacheprovider").assert_outcomes(**outcomes)


def test_unknown_converter_setting_is_a_usage_error(project: pytest.Pytester) -> None:
    project.makepyprojecttoml('[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["mxnet"]\n')
    result = project.runpytest("-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*harness_converters: unknown converter 'mxnet'; registered: *"])


def test_k_selects_a_case_by_its_one_name(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", ADD)
    write_case(project, "other", ADD)
    result = run(project, converter, "-k", "topic.add", "--snapshot-update")
    result.assert_outcomes(passed=1)
    assert sorted(p.parent.name + "/" + p.name for p in (project.path / "snapshots").glob("*/*/*/*")) == ["topic/add"]
