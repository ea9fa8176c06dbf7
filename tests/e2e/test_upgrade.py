"""A framework upgrade read right, with echo and two fake releases of a framework: the first comparison against the
older baseline names every version that moved, fails exactly the changed cases and, after them, the new ones with
their cause; ``review`` walks them, and accepting writes the new baseline, the older one untouched."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from helpers import (
    UPGRADE_AUDIO,
    UPGRADE_CONVERTER,
    UPGRADE_TOPIC,
    fake_distribution,
    review,
    snapshot_tree,
    write_case,
)

pytestmark = pytest.mark.subprocess("framework releases installed through PYTHONPATH, which a new interpreter reads")


def release(root: Path, version: str, *, audio: bool) -> str:
    """A site folder holding fakefw ``version`` (whose ``step`` adds its minor number) and, with ``audio``, the
    companion fakeaudio; returned as a ``PYTHONPATH``."""
    site = fake_distribution(
        root / f"site-{version}", "fakefw", version, f"def step(a):\n    return a + {version[2]}\n"
    )
    if audio:
        fake_distribution(site, "fakeaudio", "0.1.0", "def spectrum(a):\n    return -a\n")
    return os.pathsep.join([str(site), str(root), *filter(None, [os.environ.get("PYTHONPATH")])])


def upgrade_project(project: pytest.Pytester) -> tuple[str, str]:
    """A project of echo on fakefw, its 1.1 baseline written; the ``PYTHONPATH`` of fakefw 1.1 and of 1.2 (with
    fakeaudio, which 1.1 did not have)."""
    (project.path / "fakeconv.py").write_text(UPGRADE_CONVERTER, encoding="utf-8")
    project.makepyprojecttoml(
        '[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["fakeconv:ECHO"]\n'
    )
    write_case(project, "topic", UPGRADE_TOPIC)
    write_case(project, "audio", UPGRADE_AUDIO)
    old, new = release(project.path, "1.1.0", audio=False), release(project.path, "1.2.0", audio=True)
    written = run(project, old, "--snapshot-update")
    written.assert_outcomes(passed=2, skipped=1)
    written.stdout.fnmatch_lines(["SKIPPED [1] cases/audio.py: fakeaudio is not installed"])
    return old, new


def run(project: pytest.Pytester, path: str, *args: str, ci: bool = False) -> pytest.RunResult:
    """A run with one release of fakefw installed, with ``CI`` set or not (the harness's tests' own environment is
    left as it was)."""
    given = {"PYTHONPATH": path, "CI": "1" if ci else None}
    saved = {name: os.environ.get(name) for name in given}
    try:
        for name, value in given.items():
            os.environ.pop(name, None) if value is None else os.environ.update({name: value})
        return project.runpytest_subprocess("-p", "no:cacheprovider", "-rfs", *args)
    finally:
        for name, value in saved.items():
            os.environ.pop(name, None) if value is None else os.environ.update({name: value})


def test_an_upgrades_first_compare_fails_its_changes_then_its_new_cases_and_review_writes_the_new_baseline(
    project: pytest.Pytester,
) -> None:
    old, new = upgrade_project(project)
    before = snapshot_tree(project.path)

    first = run(project, new)
    first.assert_outcomes(passed=1, failed=2)
    first.stdout.fnmatch_lines(
        [
            "echo: fakefw 1.2.0, no baseline for 1.2, comparing against fakefw-1.1",
            "echo: installed versions differ from fakefw-1.1's manifest: framework fakefw 1.2.0 (baseline: fakefw"
            " 1.1.0), fakeaudio 0.1.0 now installed (baseline: not installed)",
        ]
    )
    out = first.stdout.str()
    # audio.py is collected first; its case is new, not changed, so it is listed after the changed one.
    assert out.index("FAILED cases/topic.py::echo::moving") < out.index("FAILED cases/audio.py::echo::spectrum")
    assert out.index("echo::topic::moving: output differs") < out.index("echo::audio::spectrum: new:")
    first.stdout.fnmatch_lines(
        [
            "echo::audio::spectrum: new: no snapshot in fakefw-1.1 (fakeaudio 0.1.0 is installed, and was not when"
            " fakefw-1.1 was written)",
            "*pending file(s) written for fakefw-1.2, which has no baseline yet*",
        ]
    )
    assert "spectrum: output differs" not in out
    # What to do with the pending files is said once, at the end, with the view that aligns renamed names.
    assert out.count("which has no baseline yet") == 1 and out.count("pending file(s) written for fakefw-1.2") == 3
    assert out.index("which has no baseline yet") > out.index("harness summary")
    assert " -m harness diff echo/fakefw-1.1 echo/fakefw-1.2 --renames shows each change" in out
    assert snapshot_tree(project.path) == before, "a comparison never writes a snapshot"
    staged = snapshot_tree(project.path, pending=True)
    assert staged and all(name.startswith("echo/fakefw-1.2/") for name in staged), staged
    assert "echo/fakefw-1.2/manifest.toml.new" in staged

    again = run(project, new)  # the pending changes alone are no baseline: the next run still compares with 1.1
    again.assert_outcomes(passed=1, failed=2)
    again.stdout.fnmatch_lines(["echo: fakefw 1.2.0, no baseline for 1.2, comparing against fakefw-1.1"])

    listed = review(project.path, "--list").stdout
    assert "audio.spectrum  cases/audio.py:7  echo/fakefw-1.2 (no baseline yet; compared with fakefw-1.1): " in listed
    assert (
        "topic.moving  cases/topic.py:12  echo/fakefw-1.2 (no baseline yet; compared with fakefw-1.1): 1 changed"
        in listed
    )
    walked = review(project.path, answers="aa")
    assert walked.returncode == 0, walked.stdout + walked.stderr
    assert "[1/2] topic.moving" in walked.stdout and "[2/2] audio.spectrum" in walked.stdout, "new cases last"
    assert "-python: 4" in walked.stdout and "+python: 5" in walked.stdout, "diffed against the older baseline"
    assert "cases: accepted 2, rejected 0, skipped 0; 0 pending" in walked.stdout

    reviewed = snapshot_tree(project.path)
    assert {k: v for k, v in reviewed.items() if k.startswith("echo/fakefw-1.1/")} == before, "older one untouched"
    assert 'framework = "fakefw 1.2.0"' in reviewed["echo/fakefw-1.2/manifest.toml"].decode()
    run(project, new).assert_outcomes(passed=3)
    run(project, new, "--snapshot-update").assert_outcomes(passed=3)
    assert snapshot_tree(project.path) == reviewed, "review wrote what --snapshot-update writes"
    assert not snapshot_tree(project.path, pending=True)
    run(project, old).assert_outcomes(passed=2, skipped=1)


def test_with_ci_set_a_case_the_baseline_holds_fails_where_its_companion_is_missing(project: pytest.Pytester) -> None:
    _, new = upgrade_project(project)
    run(project, new, "--snapshot-update").assert_outcomes(passed=3)
    without = release(project.path / "bare", "1.2.0", audio=False)
    local = run(project, without)
    local.assert_outcomes(passed=2, skipped=1)
    local.stdout.fnmatch_lines(["SKIPPED [1] cases/audio.py: fakeaudio is not installed"])
    ci = run(project, without, ci=True)
    ci.assert_outcomes(passed=2, failed=1)
    ci.stdout.fnmatch_lines(
        [
            "echo::audio::spectrum: fakeaudio is not installed, and snapshots/echo/fakefw-1.2/audio/spectrum holds"
            " this case (its manifest records fakeaudio 0.1.0): with CI set a case the baseline converted is not"
            " skipped; install fakeaudio beside the framework"
        ]
    )
    run(project, new, ci=True).assert_outcomes(passed=3)


def test_rejecting_an_upgrades_change_keeps_the_older_snapshot(project: pytest.Pytester) -> None:
    _, new = upgrade_project(project)
    before = snapshot_tree(project.path)
    run(project, new).assert_outcomes(passed=1, failed=2)
    assert review(project.path, "--reject", "topic.moving").returncode == 0
    assert snapshot_tree(project.path) == before, "rejecting in a new baseline writes nothing"
    assert review(project.path, "--accept", "audio.spectrum").returncode == 0
    after = snapshot_tree(project.path)
    for name, text in before.items():  # the new baseline starts as the older one, rejected changes included
        assert after[name.replace("fakefw-1.1", "fakefw-1.2")] == text or name.endswith("manifest.toml")
    failed = run(project, new)
    failed.assert_outcomes(passed=2, failed=1)
    failed.stdout.fnmatch_lines(["echo: fakefw 1.2.0, snapshots in snapshots/echo/fakefw-1.2"])


def test_an_upgrade_that_changes_no_output_gets_its_baseline_from_review(project: pytest.Pytester) -> None:
    old, new = upgrade_project(project)
    (project.path / "cases" / "audio.py").unlink()
    write_case(project, "topic", UPGRADE_TOPIC.replace("fakefw.step(a)", "a - 1"))
    run(project, old, "--snapshot-update").assert_outcomes(passed=2)
    before = snapshot_tree(project.path)
    compared = run(project, new, "cases/topic.py")  # one file of one: the whole corpus
    compared.assert_outcomes(passed=2)
    compared.stdout.fnmatch_lines(
        ["harness: echo: no output changed from fakefw-1.1, and fakefw-1.2 has no baseline yet: * review writes it *"]
    )
    assert snapshot_tree(project.path) == before, "a comparison writes no snapshot"
    listed = review(project.path, "--list")
    assert "echo/fakefw-1.2: no output changed; review writes it" in listed.stdout
    reviewed = review(project.path)
    assert "echo/fakefw-1.2: no output changed from fakefw-1.1: written" in reviewed.stdout, reviewed.stdout
    after = snapshot_tree(project.path)
    for name, text in before.items():
        copied = name.replace("fakefw-1.1", "fakefw-1.2")
        assert after[name] == text and (after[copied] == text or name.endswith("manifest.toml"))
    assert b'framework = "fakefw 1.2.0"' in after["echo/fakefw-1.2/manifest.toml"]
    run(project, new).stdout.fnmatch_lines(["echo: fakefw 1.2.0, snapshots in snapshots/echo/fakefw-1.2"])


def test_a_filtered_run_and_a_rejected_upgrade_leave_no_new_baseline(project: pytest.Pytester) -> None:
    _, new = upgrade_project(project)
    (project.path / "cases" / "audio.py").unlink()
    run(project, new, "-k", "stable").assert_outcomes(passed=1)
    assert not (project.path / "snapshots" / "echo" / "fakefw-1.2").exists(), "a filtered run vouches for no release"
    run(project, new).assert_outcomes(passed=1, failed=1)
    assert review(project.path, "--reject", "topic.moving").returncode == 0
    assert not (project.path / "snapshots" / "echo" / "fakefw-1.2").exists(), "every change rejected: no baseline"
