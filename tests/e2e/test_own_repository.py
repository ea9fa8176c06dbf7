"""The harness in a repository of its own: ``init`` sets it up; without tox no baseline is taken for stale and
``release`` says what it needs; a run that collects no case file says where cases are expected."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from harness.__main__ import main
from harness.project import find
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


def test_init_sets_a_repository_up_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Settings beside the repository's own, the pending files and the staging folder ignored by git, a cases folder
    and a CI workflow; a second ``init`` writes nothing."""
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "zoo"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n'
    )
    (tmp_path / ".gitignore").write_text("dist/")
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    assert main(["init", "--project", str(tmp_path)]) == 0
    said = capsys.readouterr().out
    assert "init: wrote pyproject.toml, .gitignore, cases/example.py, .github/workflows/dy2static-snapshots.yml" in said
    project = find(tmp_path)
    assert (project.cases, project.snapshots, project.keep) == (tmp_path / "cases", tmp_path / "snapshots", "both")
    assert project.settings["testpaths"] == ["tests"]
    pending = [
        "snapshots/torchscript/torch-2.14/example/add_one/code.py.new",
        "snapshots/x/y/m/c/a.gone",
        ".snapshot-tmp/x",
    ]
    ignored = subprocess.run(["git", "check-ignore", *pending], cwd=tmp_path, capture_output=True, text=True)
    assert ignored.stdout.split() == pending
    assert (tmp_path / ".gitignore").read_text().startswith("dist/\n# dy2static")
    before = {
        p: p.read_bytes()
        for p in tmp_path.rglob("*")
        if p.is_file() and ".git" not in p.parts[len(tmp_path.parts) :][:1]
    }
    assert main(["init", "--project", str(tmp_path)]) == 0
    assert capsys.readouterr().out == "init: the harness is set up already; nothing written\n"
    assert before == {p: p.read_bytes() for p in before}
