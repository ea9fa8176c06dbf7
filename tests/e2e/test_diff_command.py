"""``python -m harness diff``: summary, diffs, exit code, HTML in a real browser, versions page."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from harness.__main__ import main
from harness.store.baselines import untested_baselines
from harness.tools.diff.engine import compare, shared_edits
from harness.tools.diff.versions_doc import versions_doc
from helpers import CONVERTERS, REGISTRY, REPOSITORY, Browser

ROOT = REPOSITORY


LONG = ", ".join(f"arg{i}=value_{i}" for i in range(20)) + ", cond=while_cond_3, body=while_body_3, T=" + "x" * 120


def make_baselines(root: Path) -> Path:
    snapshots = root / "snapshots"
    for version, body in (("1.0", "x = 1\n"), ("1.1", "x = 2\n")):
        folder = snapshots / "conv" / f"fw-{version}"
        (folder / "loops" / "for_break").mkdir(parents=True)
        (folder / "loops" / "for_break" / "code.py").write_text(body)
        (folder / "loops" / "same").mkdir()
        (folder / "loops" / "same" / "code.py").write_text("same\n")
        (folder / "manifest.toml").write_text(f'framework = "fw {version}.0"\n')
    (snapshots / "conv" / "fw-1.1" / "loops" / "same" / "warnings.txt").write_text("new warning\n")
    (snapshots / "conv" / "fw-1.1" / "loops" / "new").mkdir()
    (snapshots / "conv" / "fw-1.1" / "loops" / "new" / "code.py").write_text("new\n")
    return snapshots


def test_summary_then_diffs_and_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    snapshots = make_baselines(tmp_path)
    assert main(["diff", "conv/fw-1.0", "conv/fw-1.1", "--snapshots", str(snapshots)]) == 1
    out = capsys.readouterr().out
    assert "cases:   0 identical, 2 changed\n" in out
    assert "outputs: 1 identical, 1 changed, 1 added, 0 removed" in out
    assert out.index("cases:") < out.index("--- loops/for_break/code.py (conv/fw-1.0)")
    assert "-x = 1\n+x = 2" in out
    assert "added: loops/same/warnings.txt" in out
    assert main(["diff", "conv/fw-1.0", "conv/fw-1.0", "--snapshots", str(snapshots)]) == 0


def test_two_releases_compare_each_converters_pair_as_report_takes_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    snapshots = make_baselines(tmp_path)
    shutil.copytree(snapshots / "conv" / "fw-1.0", snapshots / "other" / "fw-1.0")
    shutil.copytree(snapshots / "conv" / "fw-1.0", snapshots / "other" / "fw-1.1")
    shutil.copytree(snapshots / "conv" / "fw-1.0", snapshots / "alone" / "fw-1.0")
    assert main(["diff", "fw-1.0", "fw-1.1", "--snapshots", str(snapshots)]) == 1
    out = capsys.readouterr().out
    assert out.index("== conv/fw-1.0 -> conv/fw-1.1") < out.index("== other/fw-1.0 -> other/fw-1.1")
    assert "alone" not in out and "-x = 1\n+x = 2" in out
    assert main(["diff", "fw-1.0", "fw-2.0", "--snapshots", str(snapshots)]) == 2
    assert "diff: no converter has both fw-1.0 and fw-2.0" in capsys.readouterr().err


def test_one_edit_in_many_cases_reads_once_with_its_count_and_its_cases(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A release that stops emitting one warning in every case, and changes one case's code: two edits, the first
    with its count, its cases and the removed warning's content once; no table of cases nothing happened to."""
    snapshots = tmp_path / "snapshots"
    cases = {
        "loops/for_break": "def for_break(x):\n    return x\n",
        "loops/while_true": "def while_true(x):\n    return x\n",
    }
    cases |= {"quiet/untouched": "def untouched(x):\n    return 0\n"}
    for version in ("1.0", "1.1"):
        for case, code in cases.items():
            folder = snapshots / "conv" / f"fw-{version}" / case
            folder.mkdir(parents=True)
            (folder / "code.py").write_text(
                code.replace("x\n", "x + 1\n") if version == "1.1" and "while" in case else code
            )
            if version == "1.0" and not case.startswith("quiet"):
                name = case.rsplit("/", 1)[1]
                (folder / "warnings.txt").write_text(f"FutureWarning: LeafSpec is deprecated\n  at {name}\n")
    assert main(["diff", "conv/fw-1.0", "conv/fw-1.1", "--snapshots", str(snapshots)]) == 1
    out = capsys.readouterr().out
    assert "3 outputs changed, added or removed: 2 edits" in out, out
    assert "edit 1 of 2: warnings.txt removed in 2 cases: loops.for_break, loops.while_true\n" in out, out
    assert out.count("-FutureWarning: LeafSpec is deprecated") == 1, "the edit's content, once"
    assert "-  at for_break" in out and "-  at while_true" not in out
    assert "edit 2 of 2: code.py changed in loops.while_true" in out and "+    return x + 1" in out
    assert "\nquiet " not in out, "no row where nothing changed"
    # release's summary and docs/versions.md name the edit made in several cases, once
    comparison = compare(snapshots / "conv" / "fw-1.0", snapshots / "conv" / "fw-1.1", CONVERTERS)
    assert shared_edits(comparison) == ["`warnings.txt` removed in 2 cases (first: `loops/for_break/warnings.txt`)"]


def test_the_html_report_names_both_baselines_and_their_versions(tmp_path: Path) -> None:
    from harness.tools.diff.engine import compare
    from harness.tools.html import html_page

    snapshots = make_baselines(tmp_path)
    page = html_page(
        compare(snapshots / "conv" / "fw-1.0", snapshots / "conv" / "fw-1.1", CONVERTERS), "conv/fw-1.0", "conv/fw-1.1"
    )
    assert "<p>conv/fw-1.0: fw 1.0.0; conv/fw-1.1: fw 1.1.0</p>" in page
    assert "<p>moved:   framework fw 1.0.0 -&gt; fw 1.1.0</p>" in page


def test_a_case_in_one_baseline_only_is_no_upgrade_change_and_its_cause_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A case new to the corpus gets the update of the baseline that lacks it; one whose file imports a companion
    that the older baseline's environment did not have gets no command, since no update can add it."""
    snapshots = make_baselines(tmp_path)
    (snapshots / "conv" / "fw-1.1" / "loops" / "for_break" / "code.py").write_text("x = 1\n")
    (snapshots / "conv" / "fw-1.1" / "loops" / "same" / "warnings.txt").unlink()
    (snapshots / "echo").mkdir()
    for version, audio in (("1.0", "not installed"), ("1.1", "0.1.0")):
        folder = snapshots / "conv" / f"fw-{version}"
        (folder / "manifest.toml").write_text(f'framework = "fakefw {version}.0"\nfakeaudio = "{audio}"\n')
        folder.rename(snapshots / "echo" / f"fakefw-{version}")
    (snapshots / "echo" / "fakefw-1.1" / "audio" / "spectrum").mkdir(parents=True)
    (snapshots / "echo" / "fakefw-1.1" / "audio" / "spectrum" / "source.py").write_text("spectrum\n")
    (tmp_path / "fakeconv.py").write_text(
        'from harness.testing.echo import echo_on\nECHO = echo_on("fakefw", ("fakeaudio",))\n'
    )
    (tmp_path / "pyproject.toml").write_text('[tool.pytest.ini_options]\nharness_converters = ["fakeconv:ECHO"]\n')
    (tmp_path / "cases").mkdir()
    cases = {"loops": ("for_break", "same", "new"), "audio": ("spectrum",)}
    for name, functions in cases.items():
        imports = "import fakeaudio\n" if name == "audio" else "import fakefw\n"
        body = "".join(f"\n\ndef {f}(a: int) -> int:\n    return a\n" for f in functions)
        (tmp_path / "cases" / f"{name}.py").write_text(imports + body)
    (tmp_path / "tox.ini").write_text("[testenv:fw10]\ndeps = fakefw==1.0.0\n[testenv:fw11]\ndeps = fakefw==1.1.0\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["diff", "echo/fakefw-1.0", "echo/fakefw-1.1"]) == 0
    out = capsys.readouterr().out
    assert "cases:   2 identical, 0 changed\noutputs: 2 identical, 0 changed, 0 added, 0 removed\n" in out
    assert (
        "not compared: 1 case(s) only in echo/fakefw-1.1, not in echo/fakefw-1.0: audio.spectrum\n"
        "(fakeaudio was not installed when fakefw-1.0 was written, and fakefw-1.1 has fakeaudio 0.1.0: no update adds it)\n"
        "not compared: 1 case(s) only in echo/fakefw-1.1, not in echo/fakefw-1.0: loops.new\n"
        "(a case of the corpus that fakefw-1.0 was not updated for)\n"
    ) in out
    assert out.endswith("tox -e fw10 -- --snapshot-update brings fakefw-1.0 up to date with the corpus\n")
    assert "(a case of the corpus that fakefw-1.0 was not updated for)" in versions_doc(
        snapshots, {**CONVERTERS, **REGISTRY.active(["fakeconv:ECHO"])}, tmp_path / "cases"
    )
    (tmp_path / "cases" / "loops.py").write_text("import fakefw\n")  # the corpus drops every loops case
    main(["diff", "echo/fakefw-1.0", "echo/fakefw-1.1"])
    out = capsys.readouterr().out
    assert "(no longer in the corpus, and fakefw-1.1 was not updated since)" in out
    assert out.endswith("tox -e fw11 -- --snapshot-update brings fakefw-1.1 up to date with the corpus\n")
    (tmp_path / "cases" / "loops.py").unlink()
    (tmp_path / "cases" / "audio.py").write_text("import fakeaudio\n\n\ndef spectrum(a: int) -> int:\n    return a\n")
    for case in ("for_break", "same"):  # the companion's case alone differs: nothing to suggest
        for version in ("1.0", "1.1"):
            shutil.rmtree(snapshots / "echo" / f"fakefw-{version}" / "loops" / case)
    shutil.rmtree(snapshots / "echo" / "fakefw-1.1" / "loops")
    (snapshots / "echo" / "fakefw-1.0" / "audio" / "other").mkdir(parents=True)
    (snapshots / "echo" / "fakefw-1.1" / "audio" / "other").mkdir()
    for version in ("1.0", "1.1"):
        (snapshots / "echo" / f"fakefw-{version}" / "audio" / "other" / "source.py").write_text("o\n")
    main(["diff", "echo/fakefw-1.0", "echo/fakefw-1.1"])
    assert "--snapshot-update" not in capsys.readouterr().out


def test_list_marks_baselines_without_tox_environment(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    snapshots = make_baselines(tmp_path)
    tox = tmp_path / "tox.ini"
    tox.write_text("[testenv:tf221]\ndeps = tensorflow-cpu==2.21.0\n")
    assert main(["diff", "--list", "--snapshots", str(snapshots), "--tox", str(tox)]) == 0
    assert "conv/fw-1.0  (fw 1.0.0)  STALE: no tox environment writes it" in capsys.readouterr().out
    assert [p.name for p in untested_baselines(snapshots, tox, CONVERTERS.values())] == ["fw-1.0", "fw-1.1"]


def test_committed_baselines_all_have_a_tox_environment() -> None:
    assert untested_baselines(ROOT / "snapshots", ROOT / "tox.ini", CONVERTERS.values()) == []


def test_html_report_renders_in_a_real_browser(tmp_path: Path, browser: Browser) -> None:
    snapshots = make_baselines(tmp_path)
    for version, line in (("1.0", LONG), ("1.1", LONG.replace("cond_3", "cond_1"))):
        (snapshots / "conv" / f"fw-{version}" / "loops" / "for_break" / "graph.txt").write_text(f"%0 = While({line})\n")
    report = tmp_path / "report.html"
    assert main(["diff", "conv/fw-1.0", "conv/fw-1.1", "--snapshots", str(snapshots), "--html", str(report)]) == 1
    dom = browser.dom(report)
    assert '<table class="summary">' in dom and '<a href="#loops/for_break/code.py">loops</a>' in dom
    assert '<h3 id="loops/for_break/graph.txt">' in dom, "outputs are anchored by their path"
    assert (
        '<td class="del">x = <span class="chg">1</span></td>' in dom
        and '<td class="ins">x = <span class="chg">2</span></td>' in dom
    )
    assert '<span class="chg">while_cond_3</span>, body=while_body_3' in dom, "a change inside a long line is marked"
    assert '<span class="chg">while_cond_1</span>' in dom
    probe = tmp_path / "probe.html"
    probe.write_text(
        report.read_text().replace(
            "</body>", "<script>document.body.dataset.width = document.documentElement.scrollWidth</script></body>"
        )
    )
    assert 'data-width="1200"' in browser.dom(probe, "1200,900"), "no sideways scrolling at 1200 px"
    assert browser.screenshot(report, tmp_path / "report.png", "1000,700").stat().st_size > 5000


def test_what_is_no_baseline_a_manifest_or_snapshot_that_cannot_be_read_and_a_missing_html_folder_are_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each a clear message (exit 2), never a traceback: two folders that are no baselines (``diff /etc /tmp``), a
    manifest that is no TOML, a snapshot that is not UTF-8, ``--html`` into a folder that does not exist."""
    snapshots = make_baselines(tmp_path)
    pair = ["conv/fw-1.0", "conv/fw-1.1", "--snapshots", str(snapshots)]
    (tmp_path / "etc" / "conf").mkdir(parents=True)
    (tmp_path / "etc" / "conf" / "a").mkdir()
    (tmp_path / "etc" / "conf" / "a" / "blob").write_bytes(b"\xe4\xff")
    assert main(["diff", str(tmp_path / "etc"), str(snapshots / "conv" / "fw-1.1")]) == 2
    assert f"diff: {tmp_path / 'etc'} is no baseline" in capsys.readouterr().err
    missing = tmp_path / "nowhere" / "report.html"
    assert main(["diff", *pair, "--html", str(missing)]) == 2
    assert f"diff: --html {missing}: there is no folder {missing.parent}" in capsys.readouterr().err
    blob = snapshots / "conv" / "fw-1.1" / "loops" / "same" / "blob.txt"
    blob.write_bytes(b"\xe4\xff")
    assert main(["diff", *pair]) == 2
    assert f"diff: {blob}: not a readable snapshot" in capsys.readouterr().err
    blob.unlink()
    manifest = snapshots / "conv" / "fw-1.1" / "manifest.toml"
    manifest.write_text("<<<<<<< HEAD\n")
    assert main(["diff", *pair]) == 2
    assert f"{manifest}:1: not a readable manifest" in capsys.readouterr().err


def test_a_release_that_stops_loading_an_older_program_is_its_own_kind_of_change_shown_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """echo's replay.txt turned from ``same`` to ``does not load`` (or ``differs``) in two cases of three: whatever
    the size of the other edits, the refusal is named, counted in the summary and listed before any other edit."""
    snapshots = tmp_path / "snapshots"
    same = "fakefw-0.9: same outputs on 2 input sets\n"
    refused = "fakefw-0.9: does not load: UnpicklingError: pickle data was truncated\n"
    replays = {"a": (same, refused), "b": (same, refused), "c": (same, same)}
    for version in ("1.0", "1.1"):
        for name in "abcdef":
            folder = snapshots / "echo" / f"fakefw-{version}" / "topic" / name
            folder.mkdir(parents=True)
            (folder / "source.py").write_text(f"def {name}(x):\n    return x{' + 1' if version == '1.1' else ''}\n")
            if name in replays:
                old, new = replays[name]
                (folder / "replay.txt").write_text(
                    old if version == "1.0" else new + "fakefw-1.0: same outputs on 2 input sets\n"
                )
    (snapshots / "echo" / "fakefw-1.1" / "topic" / "c" / "replay.txt").write_text(
        "fakefw-0.9: same outputs on 2 input sets\nfakefw-1.0: differs: input set 1: other values\n"
    )
    monkeypatch.chdir(tmp_path)
    assert main(["diff", "echo/fakefw-1.0", "echo/fakefw-1.1", "--snapshots", str(snapshots)]) == 1
    out = capsys.readouterr().out
    assert (
        "refused: 3 cases' older saved programs, which echo/fakefw-1.1 does not load or runs otherwise "
        "(fakefw-0.9 in 2, fakefw-1.0 in 1)\n"
    ) in out, out
    assert out.index("refused: 3 cases") < out.index("output kind")
    assert (
        "edit 1 of 3, a refusal: echo/fakefw-1.1 no longer runs an older release's saved program alike "
        "in 2 cases: topic.a, topic.b\n  fakefw-0.9: does not load: UnpicklingError: pickle data was truncated\n"
    ) in out, out
    assert (
        "edit 2 of 3, a refusal: echo/fakefw-1.1 no longer runs an older release's saved program alike "
        "in topic.c\n  fakefw-1.0: differs: input set 1: other values\n"
    ) in out, out
    assert "edit 3 of 3: source.py changed in 6 cases" in out, "the largest ordinary edit after the refusals"
    assert "+fakefw-0.9: does not load: UnpicklingError" in out.split("edit 2 of 3")[0]
