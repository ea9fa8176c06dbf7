"""``python -m harness diff``: summary, diffs, exit code, HTML in a real browser, versions page."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import Browser

from harness.__main__ import main
from harness.store.baselines import untested_baselines
from harness.tools.versions_doc import versions_doc

ROOT = Path(__file__).resolve().parent.parent


def make_baselines(root: Path) -> Path:
    snapshots = root / "snapshots"
    for version, body in (("1.0", "x = 1\n"), ("1.1", "x = 2\n")):
        folder = snapshots / "conv" / f"fw-{version}"
        (folder / "loops" / "for_break").mkdir(parents=True)
        (folder / "loops" / "for_break" / "code.py").write_text(body)
        (folder / "loops" / "same").mkdir()
        (folder / "loops" / "same" / "code.py").write_text("same\n")
        (folder / "manifest.toml").write_text(f'framework = "fw {version}.0"\n')
    (snapshots / "conv" / "fw-1.1" / "loops" / "new").mkdir()
    (snapshots / "conv" / "fw-1.1" / "loops" / "new" / "code.py").write_text("new\n")
    return snapshots


def test_summary_then_diffs_and_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    snapshots = make_baselines(tmp_path)
    assert main(["diff", "conv/fw-1.0", "conv/fw-1.1", "--snapshots", str(snapshots)]) == 1
    out = capsys.readouterr().out
    assert "cases:   1 identical, 1 changed, 1 added, 0 removed" in out
    assert "outputs: 1 identical, 1 changed, 1 added, 0 removed" in out
    assert out.index("cases:") < out.index("--- loops/for_break/code.py (conv/fw-1.0)")
    assert "-x = 1\n+x = 2" in out
    assert "added: loops/new/code.py" in out
    assert main(["diff", "conv/fw-1.0", "conv/fw-1.0", "--snapshots", str(snapshots)]) == 0


def test_list_marks_baselines_without_tox_environment(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    snapshots = make_baselines(tmp_path)
    tox = tmp_path / "tox.ini"
    tox.write_text("[testenv:tf221]\ndeps = tensorflow-cpu==2.21.0\n")
    assert main(["diff", "--list", "--snapshots", str(snapshots), "--tox", str(tox)]) == 0
    assert "conv/fw-1.0  (fw 1.0.0)  STALE: no tox environment writes it" in capsys.readouterr().out
    assert [p.name for p in untested_baselines(snapshots, tox)] == ["fw-1.0", "fw-1.1"]


def test_committed_baselines_all_have_a_tox_environment() -> None:
    assert untested_baselines(ROOT / "snapshots", ROOT / "tox.ini") == []


def test_versions_page_is_current() -> None:
    page = ROOT / "docs" / "versions.md"
    assert page.read_text(encoding="utf-8") == versions_doc(ROOT / "snapshots"), (
        "docs/versions.md is out of date: run python -m harness diff --doc docs/versions.md"
    )


def test_html_report_renders_in_a_real_browser(tmp_path: Path, browser: Browser) -> None:
    snapshots = make_baselines(tmp_path)
    report = tmp_path / "report.html"
    assert main(["diff", "conv/fw-1.0", "conv/fw-1.1", "--snapshots", str(snapshots), "--html", str(report)]) == 1
    dom = browser.dom(report)
    assert '<table class="summary">' in dom and ">loops</a>" in dom
    assert '<td class="del">x = 1</td>' in dom and '<td class="ins">x = 2</td>' in dom
    assert browser.screenshot(report, tmp_path / "report.png", "1000,700").stat().st_size > 5000
