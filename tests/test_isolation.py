"""A broken, crashing or hanging case costs that case only, and loses no snapshot."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import INSTALLED, baseline, snapshot_tree, write_case

from harness.frameworks import CONVERTERS

GOOD = "def good(a: int) -> int:\n    \"\"\"Fine.\"\"\"\n    return a + 1\n"


def run(project: pytest.Pytester, converter: str, *args: str) -> pytest.RunResult:
    return project.runpytest_subprocess("-p", "no:cacheprovider", "-k", converter, *args)


def test_syntax_error_is_one_failure_naming_file_and_line(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "good", GOOD)
    write_case(project, "broken", "def fine():\n    pass\n\ndef broken(:\n    pass\n")
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--snapshot-update")
    result.stdout.fnmatch_lines(["*cases/broken.py:4: SyntaxError: *"])
    assert "FAILED cases/broken.py::file" in result.stdout.str()
    result.assert_outcomes(failed=1, passed=len(INSTALLED), skipped=len(CONVERTERS) - len(INSTALLED))
    assert (project.path / "snapshots" / baseline(converter) / "good" / "good").is_dir()


def test_import_error_names_file_and_line(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "good", GOOD)
    write_case(project, "bad", "import math\nimport no_such_module_here\n\ndef f(a: int) -> int:\n    return a\n")
    result = run(project, converter, "--snapshot-update")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*cases/bad.py:2: ModuleNotFoundError: No module named 'no_such_module_here'*"])


def test_abort_and_hang_cost_one_case_each(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "good", GOOD)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=1)
    before = snapshot_tree(project.path)
    write_case(
        project,
        "faulty",
        """
        import os
        import time
        from harness import case

        @case(factory=True)
        def aborts():
            os.abort()

        @case(factory=True)
        def hangs():
            time.sleep(600)
        """,
    )
    result = run(project, converter, "--case-timeout", "3")
    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines(
        [
            f"*{converter}::faulty::aborts: conversion killed by signal SIGABRT*",
            f"*{converter}::faulty::hangs: conversion timed out after 3 s and was killed*",
        ]
    )
    assert snapshot_tree(project.path) == before


def test_conversions_leave_no_temporary_files(
    project: pytest.Pytester, converter: str, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # AutoGraph writes every converted function to a temporary module that only interpreter exit removes.
    scratch: Path = tmp_path_factory.mktemp("tmpdir")
    monkeypatch.setenv("TMPDIR", str(scratch))
    write_case(project, "good", GOOD)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=1)
    after_one = sorted(p.name for p in scratch.iterdir())
    run(project, converter).assert_outcomes(passed=1)
    # A framework's own cache folder (torch's torchinductor_<user>) may stay; no file may, and nothing may pile up.
    assert sorted(p.name for p in scratch.iterdir()) == after_one
    assert [p.name for p in scratch.iterdir() if not p.is_dir()] == []
