"""``python -m harness explore``: a static site of a project's cases, rebuilt in place, the same from any number of workers."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.__main__ import main
from harness.tools.explore import command
from harness.tools.explore.command import MARKER
from helpers import ECHO, REPOSITORY

ROOT = REPOSITORY


def test_rebuild_replaces_an_earlier_site_but_no_other_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = tmp_path / "project"  # what a rebuild replaces does not depend on the corpus: a one-case project
    (project / "cases").mkdir(parents=True)
    (project / "cases" / "topic.py").write_text("def one(x):\n    return x\n")
    site = tmp_path / "site"
    assert main(["explore", "--out", str(site), "--project", str(project)]) == 0
    assert (site / "cases" / "topic.one.html").is_file()
    (site / "cases" / "old.html").write_text("from an earlier run")
    assert main(["explore", "--out", str(site), "--project", str(project)]) == 0
    assert not (site / "cases" / "old.html").exists() and (site / MARKER).is_file()
    assert (site / "cases" / "topic.one.html").is_file()

    precious = tmp_path / "notes"
    precious.mkdir()
    (precious / "todo.txt").write_text("keep me")
    assert main(["explore", "--out", str(precious), "--project", str(project)]) == 2
    assert "is not empty and holds no earlier site" in capsys.readouterr().out
    assert [p.name for p in precious.iterdir()] == ["todo.txt"]


def test_workers_write_the_site_one_process_writes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The case pages are written by forked workers; the site is byte for byte the one a single process writes."""
    project = tmp_path / "project"
    (project / "cases").mkdir(parents=True)
    for topic in ("a", "b", "c"):
        (project / "cases" / f"{topic}.py").write_text(
            f"def {topic}1(x):\n    return x\n\n\ndef {topic}2(x):\n    return -x\n"
        )
    sites = {}
    for jobs in (1, 3):
        monkeypatch.setattr(command, "workers", lambda jobs=jobs: jobs)
        sites[jobs] = tmp_path / f"site-{jobs}"
        assert main(["explore", "--out", str(sites[jobs]), "--project", str(project)]) == 0

    def files(site: Path) -> dict[str, bytes]:
        return {p.relative_to(site).as_posix(): p.read_bytes() for p in sorted(site.rglob("*")) if p.is_file()}

    assert len(files(sites[1])) == 3 + 6  # the marker, the index, the matrix and a page per case
    assert files(sites[3]) == files(sites[1])


def test_a_candidates_baseline_is_marked_as_one(tmp_path: Path) -> None:
    """The newest column of a converter was a candidate's (tensorflow-2.22, 2.22.0rc0) with no word that it was one."""
    project = tmp_path / "project"
    (project / "cases").mkdir(parents=True)
    (project / "cases" / "topic.py").write_text("def one(x):\n    return x\n")
    (project / "pyproject.toml").write_text(f'[tool.pytest.ini_options]\nharness_converters = ["{ECHO}"]\n')
    for baseline, version in (("harness-0.1", "0.1.0"), ("harness-0.2", "0.2.0rc0")):
        folder = project / "snapshots" / "echo" / baseline
        (folder / "topic" / "one").mkdir(parents=True)
        (folder / "topic" / "one" / "echo.txt").write_text(f"{version}\n")
        (folder / "manifest.toml").write_text(f'framework = "harness {version}"\n')
    site = tmp_path / "site"
    assert main(["explore", "--out", str(site), "--project", str(project)]) == 0
    marked = "harness-0.2 <small>(a candidate: harness 0.2.0rc0)</small>"
    assert marked in (site / "cases" / "topic.one.html").read_text()
    assert f'<h2 id="harness-0.2">{marked}</h2>' in (site / "matrix.html").read_text()
    assert "harness-0.1 <small>" not in (site / "matrix.html").read_text()
