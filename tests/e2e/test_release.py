"""``python -m harness release``: a new framework release in one command, on a framework-free project: echo on a
fake framework with two releases as real wheels, installed by a real tox run."""

from __future__ import annotations

import _thread
import configparser
import contextlib
import io
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from harness.project import find
from harness.tools.release.command import release, run_shown
from harness.tools.release.edits import tox_labels
from helpers import UPGRADE_AUDIO, UPGRADE_CONVERTER, UPGRADE_TOPIC, fake_wheel, snapshot_tree, tox_environ

TOX = """\
[tox]
env_list = harness, fake11
labels =
    baselines = fake11
    newest = fake11

[testenv]
skip_install = true
pass_env = PYTHONPATH
commands = python -m pytest {posargs:cases}

[testenv:fake11]
description = echo snapshots with fakefw 1.1 (newest), the harness's tests, coverage
deps = fakefw==1.1.0
commands =
    python -m pytest {posargs:tests}
    python -m harness coverage echo
"""
README = """\
tox -m baselines -- --snapshot-update   # every baseline
tox -m newest -- cases/mine.py          # the newest
"""


def release_project(root: Path) -> Path:
    """A project of echo on fakefw, its tox environment ``fake11`` and its baseline; wheels of fakefw 1.1 and 1.2
    and of the companion fakeaudio (which 1.1 did not install) in ``root/wheels``."""
    (root / "fakeconv.py").write_text(UPGRADE_CONVERTER, encoding="utf-8")
    (root / "pyproject.toml").write_text(
        '[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["fakeconv:ECHO"]\n', encoding="utf-8"
    )
    (root / "cases").mkdir()
    (root / "cases" / "topic.py").write_text(UPGRADE_TOPIC, encoding="utf-8")
    (root / "cases" / "audio.py").write_text(UPGRADE_AUDIO, encoding="utf-8")
    (root / "tox.ini").write_text(TOX, encoding="utf-8")
    (root / "README.md").write_text(README, encoding="utf-8")
    for version in ("1.1.0", "1.2.0"):
        fake_wheel(root / "wheels", "fakefw", version, f"def step(a):\n    return a + {version[2]}\n")
    fake_wheel(root / "wheels", "fakeaudio", "0.1.0", "def spectrum(a):\n    return -a\n")
    return root


def environ(root: Path) -> dict[str, str]:
    """What tox runs with: this Python's packages (the harness included) on the path, wheels from ``root`` only
    (for pip and for uv)."""
    paths = [str(root), *(p for p in sys.path if p and Path(p).is_dir())]
    return tox_environ(
        PYTHONPATH=":".join(paths),
        PIP_FIND_LINKS=str(root / "wheels"),
        PIP_NO_INDEX="1",
        UV_FIND_LINKS=str(root / "wheels"),  # tox-uv installs with uv, which reads its own variables
        UV_NO_INDEX="1",
        VIRTUALENV_OVERRIDE_APP_DATA=str(root / "app-data"),
    )


def tox(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tox", *args], cwd=root, env=environ(root), capture_output=True, text=True, timeout=600
    )


@pytest.mark.subprocess(
    "release as a user runs it: real tox in new processes, the checks it prints are what that tox ran"
)
def test_release_adds_the_environment_walks_the_upgrade_writes_the_baseline_and_says_what_to_commit(
    tmp_path: Path,
) -> None:
    root = release_project(tmp_path)
    first = tox(root, "-e", "fake11", "--", "--snapshot-update")
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-2000:]
    before = snapshot_tree(root)
    assert before and all(name.startswith("echo/fakefw-1.1/") for name in before)

    command = [sys.executable, "-m", "harness", "release", "fakefw", "1.2.0", "--with", "fakeaudio==0.1.0"]
    command += ["--lift-pip-constraints", "--review", "--tox", f"{sys.executable} -m tox"]
    done = subprocess.run(command, cwd=root, env=environ(root), input="aa", capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    out = done.stdout
    # The comparison with fakefw-1.1 failed exactly the changed case, then the new one with its cause ...
    assert "2 failed, 1 passed" in out
    assert out.index("FAILED cases/topic.py::echo::moving") < out.index("FAILED cases/audio.py::echo::spectrum")
    assert "fakeaudio 0.1.0 now installed (baseline: not installed)" in out
    assert (
        "new: no snapshot in fakefw-1.1 (fakeaudio 0.1.0 is installed, and was not when fakefw-1.1 was written)" in out
    )
    # ... and review walked them, one key each.
    assert "[1/2] topic.moving" in out and "[2/2] audio.spectrum" in out
    assert "cases: accepted 2, rejected 0, skipped 0; 0 pending change(s) remain" in out

    ini = configparser.ConfigParser(interpolation=None)
    ini.read(root / "tox.ini")
    assert ini.get("tox", "env_list") == "harness, fake11, fake12"
    assert ini.get("testenv:fake12", "deps").split() == ["fakefw==1.2.0", "fakeaudio==0.1.0"]
    assert ini.get("testenv:fake12", "commands").split("\n")[1:] == [
        "python -m pytest {posargs:tests}",
        "python -m harness coverage echo",
    ]
    assert ini.get("testenv:fake12", "set_env").split("\n")[1:] == [
        "PIP_CONSTRAINT = {tox_root}{/}pip-constraints.txt",  # pip's
        "UV_CONSTRAINT = {tox_root}{/}pip-constraints.txt",  # uv's, as tox-uv installs
    ]
    assert ini.get("testenv:fake12", "description").endswith(
        "fakefw 1.2.0, fakeaudio 0.1.0 (newest), the harness's tests, coverage"
    )
    assert ini.get("testenv:fake11", "commands") == "python -m pytest {posargs:cases}"
    assert ini.get("testenv:fake11", "description") == "echo snapshots with fakefw 1.1"
    assert (root / "pip-constraints.txt").is_file()
    assert tox_labels((root / "tox.ini").read_text()) == {"baselines": ["fake11", "fake12"], "newest": ["fake12"]}
    assert (root / "README.md").read_text() == README, "README names the labels, which release edits"

    after = snapshot_tree(root)
    assert {k: v for k, v in after.items() if k.startswith("echo/fakefw-1.1/")} == before, "the older one untouched"
    new = {k: v for k, v in after.items() if k.startswith("echo/fakefw-1.2/")}
    assert "echo/fakefw-1.2/audio/spectrum/behaviour.txt" in new
    assert 'fakeaudio = "0.1.0"' in new["echo/fakefw-1.2/manifest.toml"].decode()
    assert "echo/fakefw-1.1 -> echo/fakefw-1.2\ncases:   1 identical, 1 changed\n" in out
    assert "-m harness diff echo/fakefw-1.1 echo/fakefw-1.2 --html report.html" in out
    assert "git add tox.ini pip-constraints.txt snapshots/echo/fakefw-1.2 && git commit -m" in out

    updated = tox(root, "-e", "fake12", "--", "--snapshot-update")
    assert updated.returncode == 0, updated.stdout[-3000:]
    assert snapshot_tree(root) == after, "review wrote the baseline an update writes"
    again = tox(root, "-e", "fake12", "--", "cases")  # the new environment compares with its own baseline now
    assert again.returncode == 0, again.stdout[-3000:]
    assert "echo: fakefw 1.2.0, snapshots in snapshots/echo/fakefw-1.2" in again.stdout
    assert "stale baseline" not in again.stdout, "the project's own converter names its baselines' environments"


FAMILY_CONVERTER = (
    "from dataclasses import replace\n\nfrom harness.testing.echo import echo_on\n\n"
    'ECHO = replace(echo_on("fakefw", ("fakeaudio",)), family=("fakekeras",))\n'
)
HISTORY = """\
[fakefw]
converters = ["echo"]
releases = [
    { release = "1.1", install = ["fakefw==1.1.0"] },
]
"""
CHECKS = (  # the project's checks that a release moves: its history replays, its generated pages are current
    ("history", "--check"),
    ("history", "--doc", "docs/history.md", "--check"),
    ("matrix", "--doc", "docs/matrix.md", "--check"),
    ("diff", "--doc", "docs/versions.md", "--check"),
)


def harness(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "harness", *args],
        cwd=root,
        env=environ(root),
        capture_output=True,
        text=True,
        timeout=300,
    )


def git(root: Path, *args: str) -> str:
    done = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, timeout=60, check=True)
    return done.stdout


def take(root: Path, *arguments: str) -> str:
    """``release`` with these arguments, then the commit it prints; that commit holds everything it wrote and every
    check passes after it. Its output."""
    command = [sys.executable, "-m", "harness", "release", *arguments, "--tox", f"{sys.executable} -m tox"]
    done = subprocess.run(command, cwd=root, env=environ(root), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    printed = done.stdout.rsplit("then commit:\n", 1)[1].strip()
    assert printed.startswith("git add ") and " && git commit -m " in printed, printed
    subprocess.run(
        printed.replace("git commit", "git -c user.name=t -c user.email=t@t commit -q"),
        shell=True,
        cwd=root,
        check=True,
    )
    assert git(root, "status", "--porcelain", "--untracked-files=all") == "", "release wrote what it did not name"
    for check in CHECKS:
        ran = harness(root, *check)
        assert ran.returncode == 0, (check, ran.stdout[-2000:], ran.stderr[-2000:])
    return done.stdout


@pytest.mark.subprocess(
    "release as a user runs it: real tox in new processes, the checks it prints are what that tox ran"
)
def test_a_candidate_then_its_final_each_in_the_commit_release_prints_and_the_checks_stay_green(tmp_path: Path) -> None:
    """A project with a release history and its generated pages, committed; ``release`` of a candidate, then of its
    final, each followed by the commit it prints: nothing is left uncommitted, the history holds the release's step,
    every check passes, and once promoted nothing points at the candidate."""
    root = release_project(tmp_path)
    fake_wheel(root / "wheels", "fakefw", "1.2.0rc1", "def step(a):\n    return a + 20\n")
    fake_wheel(root / "wheels", "fakekeras", "1.1.0.dev3")  # a nightly of a package of the framework's family
    (root / "fakeconv.py").write_text(FAMILY_CONVERTER, encoding="utf-8")
    (root / ".gitignore").write_text(".tox/\napp-data/\nwheels/\n__pycache__/\n.history-build/\n", encoding="utf-8")
    (root / "history").mkdir()
    (root / "history" / "releases.toml").write_text(HISTORY, encoding="utf-8")
    first = tox(root, "-e", "fake11", "--", "--snapshot-update")
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-2000:]
    for check in CHECKS[1:]:
        assert harness(root, *check[:-1]).returncode == 0, check
    git(root, "init", "--quiet")
    git(root, "add", ".")
    git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "fakefw 1.1")

    out = take(root, "fakefw", "1.2.0rc1", "--with", "fakekeras==1.1.0.dev3")
    assert "moved:   framework fakefw 1.1.0 -> fakefw 1.2.0rc1, fakekeras unrecorded -> 1.1.0.dev3" in out
    assert "development builds, which a pin does not hold still: fakekeras 1.1.0.dev3" in out
    assert "git add tox.ini snapshots/echo/fakefw-1.2 history/releases.toml history/echo/fakefw-1.2" in out
    assert "docs/history.md" in out and "git commit -m 'fakefw 1.2.0rc1: fake12 (candidate) and its baseline'" in out
    assert "release: fakefw 1.2.0rc1 is a candidate: fake12 runs its corpus only" in out
    manifest = (root / "snapshots" / "echo" / "fakefw-1.2" / "manifest.toml").read_text()
    assert "# A candidate: fakefw 1.2.0rc1 is a pre-release" in manifest and 'framework = "fakefw 1.2.0rc1"' in manifest
    assert "# Development builds, which a pin does not hold still: fakekeras 1.1.0.dev3." in manifest
    assert 'fakekeras = "1.1.0.dev3"' in manifest
    assert (
        '{ release = "1.2", install = ["fakefw==1.2.0rc1", "fakekeras==1.1.0.dev3"] },'
        in (root / "history" / "releases.toml").read_text()
    )
    shown = harness(root, "history", "topic.moving")
    assert "behaviour.txt  changed at fakefw-1.2" in shown.stdout and "+python: 23" in shown.stdout, shown.stdout

    out = take(root, "fakefw", "1.2.0", "--with", "fakeaudio==0.1.0")
    assert "echo/fakefw-1.2 (1.2.0rc1) -> echo/fakefw-1.2 (1.2.0)\ncases:   1 identical, 1 changed\n" in out, out
    assert "git diff -- snapshots/echo/fakefw-1.2" in out
    assert "git commit -m 'fakefw 1.2.0: fake12 promoted from 1.2.0rc1'" in out
    assert (
        '{ release = "1.2", install = ["fakefw==1.2.0", "fakekeras==1.1.0.dev3", "fakeaudio==0.1.0"] },'
        in (root / "history" / "releases.toml").read_text()
    )
    left = subprocess.run(["git", "grep", "-l", "rc1"], cwd=root, capture_output=True, text=True).stdout
    assert left == "", f"pointing at the candidate still: {left}"
    page = (root / "docs" / "history.md").read_text()
    assert (
        "| fakefw-1.2 | fakefw 1.2.0 | fakefw-1.1 | 1 | behaviour.txt 1 | 1 new (fakeaudio installed, not before) |"
        in page
    ), page
    assert "+python: 5" in harness(root, "history", "topic.moving").stdout


def test_release_edits_once_and_stops_at_a_failing_tox_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The editing part, its tox run stubbed: a failing or stopped run stops the command with its exit code and what
    to do, its edits put back; a second run after one that succeeded edits nothing twice; a framework nobody runs
    on, or a bad pin, is a clear error."""
    root = release_project(tmp_path)
    monkeypatch.syspath_prepend(str(root))
    project = find(root)
    ran: list[Sequence[str]] = []

    def failing(command: Sequence[str], cwd: Path) -> int:
        ran.append(command)
        return 3

    out = io.StringIO()
    original = (root / "tox.ini").read_bytes(), (root / "README.md").read_bytes()
    assert release(project, "fakefw", "1.2.0", [], runner=failing, out=out) == 3
    assert ran == [["tox", "-e", "fake12", "--", "--snapshot-update"]]
    assert "failed (exit 3)" in out.getvalue()
    assert "tox.ini and snapshots/echo/fakefw-1.2 are as they were; fix the cause" in out.getvalue()
    assert ((root / "tox.ini").read_bytes(), (root / "README.md").read_bytes()) == original
    assert not (root / "pip-constraints.txt").exists()

    def interrupted(command: Sequence[str], cwd: Path) -> int:
        raise KeyboardInterrupt

    out = io.StringIO()
    with pytest.raises(KeyboardInterrupt):  # a run stopped while tox runs puts its edits back: the next starts afresh
        release(project, "fakefw", "1.2.0", [], runner=interrupted, out=out)
    assert "release: stopped: every file it had changed is as it was" in out.getvalue()
    assert ((root / "tox.ini").read_bytes(), (root / "README.md").read_bytes()) == original
    reviewed: list[Path] = []
    assert release(project, "fakefw", "1.2.0", [], runner=failing, reviewer=lambda p: reviewed.append(p.root)) == 3
    assert not reviewed
    assert (
        release(
            project,
            "fakefw",
            "1.2.0",
            [],
            runner=lambda c, d: ran.append(c) or 1,
            reviewer=lambda p: reviewed.append(p.root),
            out=io.StringIO(),
        )
        == 0
    )
    assert ran[-1] == ["tox", "-e", "fake12", "--", "cases"] and reviewed == [root], "a comparison, then review"
    edited = (root / "tox.ini").read_text()
    assert "[testenv:fake12]" in edited
    out = io.StringIO()
    assert release(project, "fakefw", "1.2.0", [], runner=lambda c, d: ran.append(c) or 0, out=out) == 0
    assert "tox.ini has fake12 for fakefw 1.2.0 already; not edited again" in out.getvalue()
    assert (root / "tox.ini").read_text() == edited
    for framework, pins, message in (
        ("mxnet", [], "no converter runs on 'mxnet'"),
        ("fakefw", ["fakeaudio"], "--with 'fakeaudio': write a pin as name==version"),
    ):
        out = io.StringIO()
        assert release(project, framework, "1.3.0", pins, runner=lambda c, d: 0, out=out) == 2
        assert message in out.getvalue()


def test_a_candidate_runs_its_corpus_only_until_its_final_promotes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The editing part, its tox run stubbed: a pre-release (any PEP 440 spelling) is a candidate of its minor
    release, in the environment its final gets; another candidate re-pins it, and the final promotes it; a version
    with no place is a clear error."""
    root = release_project(tmp_path)
    monkeypatch.syspath_prepend(str(root))
    project = find(root)
    ran: list[Sequence[str]] = []

    def run(*version: str, env: str | None = None) -> tuple[int, str]:
        out = io.StringIO()
        code = release(
            project, "fakefw", version[0], list(version[1:]), env=env, runner=lambda c, d: ran.append(c) or 0, out=out
        )
        return code, out.getvalue()

    def ini() -> configparser.ConfigParser:
        parsed = configparser.ConfigParser(interpolation=None)
        parsed.read(root / "tox.ini")
        return parsed

    for version, message in (
        ("1.2.x", "'1.2.x' is not a version pip reads (PEP 440): write it as 2.22.0, or 2.22.0rc0 for a candidate"),
        ("1.0.0", "fakefw 1.0.0 is older than fake11's 1.1.0: a release comes after the newest"),
        ("1.1.1", "fake11 has fakefw 1.1 already (1.1.0): for a patch release, pin 1.1.1 in its deps and run"),
    ):
        code, out = run(version)
        assert code == 2 and message in out, out
    assert (root / "tox.ini").read_text() == TOX and not ran

    code, out = run("1.2rc0")  # pip's spelling of 1.2.0rc0
    assert code == 0, out
    assert ran == [["tox", "-e", "fake12", "--", "--snapshot-update"]]
    assert "(candidate), after fake11 in env_list; a candidate, it runs its corpus only, and fake11 stays" in out
    assert ini().get("tox", "env_list") == "harness, fake11, fake12"
    assert ini().get("testenv:fake12", "deps").split() == ["fakefw==1.2rc0"]
    assert ini().get("testenv:fake12", "commands") == "python -m pytest {posargs:cases}"
    assert ini().get("testenv:fake12", "description") == (
        "echo snapshots with fakefw 1.2rc0 (candidate: its corpus only, until the final release promotes it)"
    )
    assert ini().get("testenv:fake11", "commands").split("\n")[1:] == [
        "python -m pytest {posargs:tests}",
        "python -m harness coverage echo",
    ], "the newest stable keeps the self-tests and the coverage gate"
    assert tox_labels((root / "tox.ini").read_text()) == {"baselines": ["fake11", "fake12"], "newest": ["fake11"]}

    code, out = run("1.2.0", env="fake12final")
    assert (
        code == 2 and "fake12 is fakefw 1.2's candidate (1.2rc0), whose baseline 1.2.0 writes: leave --env out" in out
    )
    code, out = run("1.2.0rc1")
    assert code == 0 and "re-pinned from 1.2rc0, still a candidate" in out, out
    assert ini().get("testenv:fake12", "deps").split() == ["fakefw==1.2.0rc1"]
    assert ini().get("testenv:fake12", "commands") == "python -m pytest {posargs:cases}"

    code, out = run("1.2.0", "fakeaudio==0.1.0")
    assert code == 0 and "promoted from 1.2.0rc1: it runs what fake11 ran, and fake11 its corpus only" in out, out
    assert ini().get("tox", "env_list") == "harness, fake11, fake12"
    assert ini().get("testenv:fake12", "deps").split() == ["fakefw==1.2.0", "fakeaudio==0.1.0"]
    assert ini().get("testenv:fake12", "commands").split("\n")[1:] == [
        "python -m pytest {posargs:tests}",
        "python -m harness coverage echo",
    ]
    assert ini().get("testenv:fake12", "description") == (
        "echo snapshots with fakefw 1.2.0, fakeaudio 0.1.0 (newest), the harness's tests, coverage"
    )
    assert ini().get("testenv:fake11", "commands") == "python -m pytest {posargs:cases}"
    assert tox_labels((root / "tox.ini").read_text()) == {"baselines": ["fake11", "fake12"], "newest": ["fake12"]}
    assert "rc" not in (root / "tox.ini").read_text(), "nothing points at the candidate"
    code, out = run("1.2.0")
    assert code == 0 and "tox.ini has fake12 for fakefw 1.2.0 already; not edited again" in out
    assert len(ran) == 4


def _writes_the_baseline(root: Path) -> Callable[[Sequence[str], Path], int]:
    """A tox run, stubbed: it writes one snapshot into fakefw 1.2's baseline."""

    def run(command: Sequence[str], cwd: Path) -> int:
        case = root / "snapshots" / "echo" / "fakefw-1.2" / "topic" / "f"
        case.mkdir(parents=True, exist_ok=True)
        (case / "source.py").write_text("def f(): ...\n")
        return 0

    return run


@pytest.fixture
def stubbed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = release_project(tmp_path)
    monkeypatch.syspath_prepend(str(root))
    return root


def test_a_pin_that_carries_more_than_a_version_is_refused_and_nothing_is_edited(stubbed: Path) -> None:
    before = (stubbed / "tox.ini").read_bytes()
    for pins in (["fakeaudio==0.1.0 --index-url http://example.org"], ["fakeaudio==abc"], ["fake audio==0.1.0"]):
        out = io.StringIO()
        assert release(find(stubbed), "fakefw", "1.2.0", pins, runner=_writes_the_baseline(stubbed), out=out) == 2
        assert f"--with {pins[0]!r}: " in out.getvalue(), out.getvalue()
        assert (stubbed / "tox.ini").read_bytes() == before


def test_after_a_release_pip_cannot_install_the_corrected_command_succeeds(stubbed: Path) -> None:
    """A typo (9.9.9): tox fails to install it; the edits are undone, so the advised rerun with the right version
    is a new release again, not "older than fake99's 9.9.9"."""
    out = io.StringIO()
    assert release(find(stubbed), "fakefw", "9.9.9", [], runner=lambda c, d: 1, out=out) == 1
    assert "fix the cause (is fakefw 9.9.9 a release pip can install?) and run this command again" in out.getvalue()
    assert "fake99" not in (stubbed / "tox.ini").read_text() + (stubbed / "README.md").read_text()
    out = io.StringIO()
    assert release(find(stubbed), "fakefw", "1.2.0", [], runner=_writes_the_baseline(stubbed), out=out) == 0, (
        out.getvalue()
    )
    assert "[testenv:fake12]" in (stubbed / "tox.ini").read_text()


def test_a_multi_line_env_list_and_crlf_line_ends_are_kept(stubbed: Path) -> None:
    tox_ini = TOX.replace("env_list = harness, fake11\n", "env_list =\n    harness\n    fake11\n")
    (stubbed / "tox.ini").write_bytes(tox_ini.replace("\n", "\r\n").encode())
    (stubbed / "README.md").write_bytes(README.replace("\n", "\r\n").encode())
    out = io.StringIO()
    assert release(find(stubbed), "fakefw", "1.2.0", [], runner=_writes_the_baseline(stubbed), out=out) == 0, (
        out.getvalue()
    )
    for name in ("tox.ini", "README.md"):
        data = (stubbed / name).read_bytes()
        assert data.count(b"\n") == data.count(b"\r\n"), f"{name} lost its CRLF line ends"
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string((stubbed / "tox.ini").read_text())
    assert parser.get("tox", "env_list").split() == ["harness", "fake11", "fake12"]


def test_a_run_that_writes_no_baseline_does_not_say_it_did(stubbed: Path) -> None:
    out = io.StringIO()
    assert release(find(stubbed), "fakefw", "1.2.0", [], runner=lambda c, d: 0, out=out) == 0
    said = out.getvalue()
    assert "release: fake12's run wrote no baseline (none of snapshots/echo/fakefw-1.2 holds a snapshot)" in said, said
    assert "and its baseline" not in said and "release: done, with no baseline." in said


def _writes(root: Path, text: str, then: Callable[[], int]) -> Callable[[Sequence[str], Path], int]:
    """A tox run, stubbed: it writes fakefw 1.2's baseline (one snapshot of ``text``, its manifest), then ends
    as ``then`` does (an exit code, or an exception)."""

    def run(command: Sequence[str], cwd: Path) -> int:
        folder = root / "snapshots" / "echo" / "fakefw-1.2"
        (folder / "topic" / "f").mkdir(parents=True, exist_ok=True)
        (folder / "topic" / "f" / "source.py").write_text(text)
        (folder / "manifest.toml").write_text(f'framework = "fakefw {text.split()[-1]}"\n')
        return then()

    return run


def _interrupted() -> int:
    raise KeyboardInterrupt


def test_a_promotion_that_fails_or_is_stopped_leaves_every_file_as_it_was(stubbed: Path) -> None:
    """The final's tox run writes into the candidate's baseline, then fails, or is stopped (Ctrl-C): the candidate's
    baseline is as committed, with tox.ini and README; the next run promotes it, read against it."""
    project = find(stubbed)
    assert release(project, "fakefw", "1.2.0rc1", [], runner=_writes(stubbed, "# 1.2.0rc1", lambda: 0)) == 0
    candidate = snapshot_tree(stubbed)
    files = [(stubbed / name).read_bytes() for name in ("tox.ini", "README.md")]
    out = io.StringIO()
    assert release(project, "fakefw", "1.2.0", [], runner=_writes(stubbed, "# 1.2.0", lambda: 3), out=out) == 3
    assert "tox.ini and snapshots/echo/fakefw-1.2 are as they were; fix the cause" in out.getvalue()
    assert snapshot_tree(stubbed) == candidate
    assert [(stubbed / name).read_bytes() for name in ("tox.ini", "README.md")] == files
    with pytest.raises(KeyboardInterrupt):
        release(project, "fakefw", "1.2.0", [], runner=_writes(stubbed, "# 1.2.0", _interrupted), out=io.StringIO())
    assert snapshot_tree(stubbed) == candidate
    assert [(stubbed / name).read_bytes() for name in ("tox.ini", "README.md")] == files
    out = io.StringIO()
    assert release(project, "fakefw", "1.2.0", [], runner=_writes(stubbed, "# 1.2.0", lambda: 0), out=out) == 0
    said = out.getvalue()
    assert "echo/fakefw-1.2 (1.2.0rc1) -> echo/fakefw-1.2 (1.2.0)\n" in said and "1 changed" in said, said
    assert "git commit -m 'fakefw 1.2.0: fake12 promoted from 1.2.0rc1'" in said


GRANDCHILD = """
import os, pathlib, signal, sys, time
here = pathlib.Path(sys.argv[1])

def stop(*_):
    time.sleep(0.5)  # a pytest finishing its session: it writes after the interrupt
    (here / "late").write_text("written")
    sys.exit(0)

signal.signal(signal.SIGINT, stop)
(here / "pid").write_text(str(os.getpid()))
time.sleep(60)
"""


@pytest.mark.subprocess("tox stopped by Ctrl-C: the processes it started are what is tested")
def test_a_tox_run_stopped_by_ctrl_c_has_ended_every_process_it_started_when_release_goes_on(tmp_path: Path) -> None:
    """Ctrl-C during tox: ``release`` stops tox at once, and puts the files back only once tox's pytest, which the
    interrupt reaches too, has ended; never while it still writes."""
    (tmp_path / "child.py").write_text(GRANDCHILD)
    tox_stand_in = (
        "import subprocess, sys, time\n"
        f"subprocess.Popen([sys.executable, {str(tmp_path / 'child.py')!r}, {str(tmp_path)!r}])\n"
        "try:\n    time.sleep(60)\nexcept KeyboardInterrupt:\n"
        f"    open({str(tmp_path / 'tox-interrupted')!r}, 'w').close()\n    sys.exit(130)\n"
    )

    def interrupt_once_started() -> None:
        while not (tmp_path / "pid").exists():
            time.sleep(0.01)
        _thread.interrupt_main()  # as Ctrl-C interrupts release

    # A run started in the background of a script inherits SIGINT ignored, where interrupt_main does nothing.
    inherited = signal.signal(signal.SIGINT, signal.default_int_handler)
    threading.Thread(target=interrupt_once_started, daemon=True).start()
    try:
        with pytest.raises(KeyboardInterrupt):
            run_shown([sys.executable, "-c", tox_stand_in], tmp_path)
        assert (tmp_path / "late").exists(), "release went on while what tox started still ran"
        # Interrupted at once, not once tox had ended by itself (a wait in waitpid held the interrupt until then).
        assert (tmp_path / "tox-interrupted").exists(), "the interrupt reached release only after tox had ended"
    finally:
        signal.signal(signal.SIGINT, inherited)
        with contextlib.suppress(OSError, ValueError):
            os.kill(int((tmp_path / "pid").read_text()), signal.SIGKILL)


def test_a_release_copies_the_newest_environments_on_other_pythons_and_writes_their_baselines(stubbed: Path) -> None:
    axis = "\n[testenv:fake11-py312]\nbase_python = py312\ndeps = fakefw==1.1.0\ncommands = python -m pytest {posargs:cases}\n"
    tox_ini = stubbed / "tox.ini"
    tox_ini.write_text(TOX.replace("env_list = harness, fake11", "env_list = harness, fake11, fake11-py312") + axis)
    ran: list[Sequence[str]] = []
    written = _writes_the_baseline(stubbed)
    out = io.StringIO()
    code = release(find(stubbed), "fakefw", "1.2.0", [], runner=lambda c, d: ran.append(c) or written(c, d), out=out)
    assert code == 0, out.getvalue()
    assert [command[2] for command in ran] == ["fake12", "fake12-py312"], ran
    assert "release: tox.ini: [testenv:fake12-py312], its copy on another Python" in out.getvalue()
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(tox_ini.read_text())
    assert parser.get("testenv:fake12-py312", "base_python") == "py312"
    assert parser.get("testenv:fake12-py312", "deps").split() == ["fakefw==1.2.0"]
    assert parser.get("tox", "env_list").replace(",", " ").split() == [
        "harness",
        "fake11",
        "fake12",
        "fake11-py312",
        "fake12-py312",
    ]


def test_a_header_with_a_trailing_comment_is_read(stubbed: Path) -> None:
    """``[testenv:fake11]  # the newest`` is fake11's header, as tox reads it: its copy is made, its comment kept."""
    tox_ini = stubbed / "tox.ini"
    tox_ini.write_text(TOX.replace("[testenv:fake11]\n", "[testenv:fake11]  # the newest\n"))
    out = io.StringIO()
    assert release(find(stubbed), "fakefw", "1.2.0", [], runner=_writes_the_baseline(stubbed), out=out) == 0, (
        out.getvalue()
    )
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(tox_ini.read_text())
    assert parser.get("testenv:fake12", "deps").split() == ["fakefw==1.2.0"]
    assert "[testenv:fake11]  # the newest\n" in tox_ini.read_text()


def test_readme_is_not_releases_to_edit(stubbed: Path) -> None:
    """README's commands name tox.ini's labels, and release edits those: README, even one that is not UTF-8 text, is
    left as it was."""
    (stubbed / "README.md").write_bytes(README.encode() + b"caf\xe9\n")
    before = (stubbed / "README.md").read_bytes()
    out = io.StringIO()
    assert release(find(stubbed), "fakefw", "1.2.0", [], runner=_writes_the_baseline(stubbed), out=out) == 0
    assert "release: tox.ini: fake12 in the labels baselines, newest (README's commands name them)" in out.getvalue()
    assert (stubbed / "README.md").read_bytes() == before and "README" not in out.getvalue().replace("README's", "")


SPLIT = """
[testenv:fake11-tests]
description = the harness's tests on fake11's pins
deps = {[testenv:fake11]deps}
commands =
    python -m pytest {posargs:tests}
    python -m harness coverage echo
"""


def test_a_newest_environment_split_in_two_stays_split_when_a_release_takes_its_roles(stubbed: Path) -> None:
    """The newest's job in two (its corpus; the harness's tests in ``<newest>-tests``, on its pins): a release
    gives the new newest both, the old one keeps its corpus only, and the tests environment follows the newest's pins,
    in env_list and the labels."""
    tox_ini = stubbed / "tox.ini"
    text = TOX.replace("env_list = harness, fake11", "env_list = harness, fake11, fake11-tests")
    text = text.replace("    newest = fake11\n", "    newest = fake11\n    split = fake11-tests\n")
    text = text.replace(
        "commands =\n    python -m pytest {posargs:tests}\n    python -m harness coverage echo\n",
        "commands = python -m pytest {posargs:tests/frameworks/test_portability.py}\n",
    )
    tox_ini.write_text(text + SPLIT)
    ran: list[Sequence[str]] = []
    written = _writes_the_baseline(stubbed)
    out = io.StringIO()
    code = release(find(stubbed), "fakefw", "1.2.0", [], runner=lambda c, d: ran.append(c) or written(c, d), out=out)
    assert code == 0, out.getvalue()
    assert [command[2] for command in ran] == ["fake12"], ran
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(tox_ini.read_text())
    assert parser.get("tox", "env_list").replace(",", " ").split() == ["harness", "fake11", "fake12", "fake12-tests"]
    assert tox_labels(tox_ini.read_text()) == {
        "baselines": ["fake11", "fake12"],
        "newest": ["fake12"],
        "split": ["fake12-tests"],
    }
    assert parser.get("testenv:fake12", "commands") == "python -m pytest {posargs:tests/frameworks/test_portability.py}"
    assert parser.get("testenv:fake11", "commands") == "python -m pytest {posargs:cases}"
    assert not parser.has_section("testenv:fake11-tests")
    assert parser.get("testenv:fake12-tests", "deps") == "{[testenv:fake12]deps}"
    assert parser.get("testenv:fake12-tests", "description") == "the harness's tests on fake12's pins"
    assert parser.get("testenv:fake12-tests", "commands").split("\n")[1:] == [
        "python -m pytest {posargs:tests}",
        "python -m harness coverage echo",
    ]
