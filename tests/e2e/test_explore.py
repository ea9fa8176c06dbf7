"""``python -m harness explore``: a static site of the committed corpus, checked in a real headless Chromium."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.__main__ import main
from harness.tools.explore import command
from harness.tools.explore.command import MARKER
from helpers import REPOSITORY, Browser

ROOT = REPOSITORY


def test_index_and_case_page_render_in_a_real_browser(tmp_path: Path, browser: Browser) -> None:
    site = tmp_path / "site"
    assert main(["explore", "--out", str(site), "--project", str(ROOT)]) == 0
    page = site / "cases" / "loops.for_break.html"

    index = browser.dom(site / "index.html")
    assert '<h2 id="loops">cases/loops.py</h2>' in index
    assert '<a href="cases/loops.for_break.html">for_break</a>' in index
    assert "AutoGraph: converted" in index and "TorchScript: rejected" in index and "behaviour differs" in index

    assert '<a href="matrix.html">The conversion matrix</a>' in index
    matrix = browser.dom(site / "matrix.html")
    assert (
        '<h2 id="torch-2.11">torch-2.11</h2>' in matrix
        and '<a href="cases/loops.for_break.html">for_break</a>' in matrix
    )
    assert (
        'title="torch.fx.proxy.TraceError: symbolically traced variables cannot be used as inputs to control flow">rejected ['
        in matrix
    )
    assert '<span class="badge breaks" title="">1 graph break</span>' in matrix

    case = browser.dom(page)
    assert '<ol class="timeline">' in case
    passes = (ROOT / "snapshots/autograph/tensorflow-2.21/loops/for_break/passes.txt").read_text().splitlines()
    positions = [case.index(f"{row.split()[0]} {row.split()[1]}: ") for row in passes]
    assert positions == sorted(positions), "passes appear in executed order"
    assert '<li class="changed"><details open=""><summary>05 break_statements: changed</summary>' in case
    assert '<td class="ins">' in case, "a changed pass shows its diff"
    assert '<li class="skipped">09 lists: skipped (LISTS is off)</li>' in case
    graph = (ROOT / "snapshots/torchscript/torch-2.11/loops/for_break/graph.txt").read_text()
    assert '<section class="converter" id="torchscript">' in case and graph.splitlines()[0] in case
    assert "<td>tensorflow-2.12</td>" in case and 'href="#diff-torchscript-torch-2.0"' in case
    sot = case[case.index('<section class="converter" id="sot">') :]
    sot = sot[: sot.index("</section>")]
    assert sot.index("<h3>Across releases</h3>") < sot.index("<h3>Across releases on Python 3.12</h3>")
    on_312 = sot[sot.index("<h3>Across releases on Python 3.12</h3>") :]
    assert "<th>paddle</th><th>2.6</th><th>3.0</th>" in on_312 and "python3.12</th>" not in sot

    for shot in (
        browser.screenshot(site / "index.html", tmp_path / "index.png"),
        browser.screenshot(page, tmp_path / "case.png", "1200,1600"),
    ):
        assert shot.stat().st_size > 20000


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
