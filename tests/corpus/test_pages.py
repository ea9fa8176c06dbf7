"""The committed corpus as the commands show it: every generated page is current, the explorer's site of it renders in
a real browser, and an aligned diff between committed baselines is never longer than the plain one."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from harness.__main__ import main
from harness.project import find
from harness.store.baselines import all_baselines
from harness.tools.diff.engine import compare
from harness.tools.diff.versions_doc import versions_doc
from harness.tools.history.command import history_doc
from harness.tools.matrix import matrix_doc, replay_doc
from helpers import CONVERTERS, REPOSITORY, Browser

ROOT = REPOSITORY


def test_versions_page_is_current() -> None:
    page = ROOT / "docs" / "versions.md"
    assert page.read_text(encoding="utf-8") == versions_doc(ROOT / "snapshots", CONVERTERS, ROOT / "cases"), (
        "docs/versions.md is out of date: run .tox/harness/bin/python -m harness diff --doc docs/versions.md"
    )


def test_matrix_page_is_current() -> None:
    page = ROOT / "docs" / "matrix.md"
    assert page.read_text(encoding="utf-8") == matrix_doc(ROOT / "snapshots", CONVERTERS, cases_dir=ROOT / "cases"), (
        "docs/matrix.md is out of date: run .tox/harness/bin/python -m harness matrix --doc docs/matrix.md"
    )


def test_replay_page_is_current() -> None:
    page = ROOT / "docs" / "replay.md"
    assert page.read_text(encoding="utf-8") == replay_doc(ROOT / "snapshots", CONVERTERS), (
        "docs/replay.md is out of date: run .tox/harness/bin/python -m harness matrix --replay --doc docs/replay.md"
    )


def test_the_history_page_is_current() -> None:
    page = ROOT / "docs" / "history.md"
    assert page.read_text(encoding="utf-8") == history_doc(find(ROOT)), (
        "docs/history.md is out of date: run .tox/harness/bin/python -m harness history --doc docs/history.md"
    )


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


def test_an_aligned_diff_is_never_longer_than_the_plain_one_on_the_committed_baselines() -> None:
    """Every changed output between consecutive committed baselines: the shown diff is no longer than the plain one."""
    by_converter: dict[str, list[Path]] = {}
    for folder in all_baselines(REPOSITORY / "snapshots"):
        by_converter.setdefault(folder.parent.name, []).append(folder)
    checked = shorter = 0
    for folders in by_converter.values():
        for old, new in pairwise(folders):
            for output in compare(old, new, CONVERTERS).changed():
                if output.state == "changed":
                    shown, plain = len(output.aligned_diff("a", "b")), len(output.diff("a", "b"))
                    assert shown <= plain, output.path
                    checked, shorter = checked + 1, shorter + (shown < plain)
    assert checked > 100 and shorter > 0
