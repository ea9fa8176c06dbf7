"""The harness in a repository of its own, without tox: no baseline is taken for stale, ``release`` says what it needs,
and a run that collects no case file says where cases are expected."""

from __future__ import annotations

import pytest

from harness.__main__ import main
from helpers import write_case


def test_a_repository_without_tox_has_no_stale_baseline_and_release_says_what_it_needs(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    write_case(project, "one", "def one(a: int) -> int:\n    return a\n")
    project.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    assert not (project.path / "tox.ini").exists()
    monkeypatch.chdir(project.path)
    capfd.readouterr()
    assert main(["diff", "--list"]) == 0
    listed = capfd.readouterr().out
    assert listed == "echo/harness-0.1  (harness 0.1.0)\n"
    assert main(["release", "torch", "2.15.0"]) == 2
    said = capfd.readouterr().out
    assert "has no tox.ini" in said and "pytest --snapshot-update" in said
    assert not (project.path / "tox.ini").exists()


def test_a_run_that_collects_no_case_file_says_where_cases_are_expected(
    project: pytest.Pytester, converter: str
) -> None:
    """Plain ``pytest --snapshot-update`` in a repository whose ``testpaths`` are its own tests writes nothing: it
    says so, and where the cases are expected."""
    (project.path / "tests").mkdir()
    (project.path / "tests" / "test_mine.py").write_text("def test_mine() -> None:\n    assert True\n")
    write_case(project, "one", "def one(a: int) -> int:\n    return a\n")
    result = project.runpytest_subprocess("tests", "--snapshot-update")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(
        [
            "harness: no case file was collected: cases are expected in cases/ (the harness_cases setting); run pytest cases"
        ]
    )
    assert not (project.path / "snapshots").exists()
    assert "no case file was collected" not in project.runpytest_subprocess("tests").stdout.str()
