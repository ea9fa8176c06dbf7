"""A full disk, met at the write (``os.fsync`` of a file there fails with ENOSPC, as a full disk's write-back does):
every writer names the file, the disk and what to do, the run or command exits non-zero, and no golden file is lost."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from harness.__main__ import main
from helpers import baseline, snapshot_tree, write_case

CASE = "def f(a: int) -> int:\n    return a + 1\n"
# A case whose import makes its conversion's process unable to write its result, as a full TMPDIR does: the result's
# file is written last, after the conversion, where the harness can no longer tell it in a result of its own.
FULL_TMPDIR = """
import builtins
import errno

_open = builtins.open


def _full(file, *args, **kwargs):
    if str(file).endswith(".part"):
        raise OSError(errno.ENOSPC, "No space left on device")
    return _open(file, *args, **kwargs)


builtins.open = _full
"""


def run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest("-p", "no:cacheprovider", *args)


def fill(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """From now on, the disk under ``folder`` is full for this process: every file's ``fsync`` there fails."""
    real = os.fsync

    def fsync(fd: int) -> None:
        if Path(os.readlink(f"/proc/self/fd/{fd}")).is_relative_to(folder):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)


@pytest.fixture
def changed(project: pytest.Pytester, converter: str) -> tuple[pytest.Pytester, dict[str, bytes]]:
    """A case's snapshots written, then the case changed."""
    write_case(project, "one", CASE)
    assert run(project, "--snapshot-update").ret == 0
    written = snapshot_tree(project.path)
    write_case(project, "one", CASE.replace("+ 1", "+ 2"))
    return project, written


def test_a_comparison_and_an_update_name_the_full_disk_and_change_no_snapshot(
    changed: tuple[pytest.Pytester, dict[str, bytes]], converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    project, written = changed
    fill(monkeypatch, project.path)
    folder = f"snapshots/{baseline(converter)}/one/f"
    for args in ((), ("--snapshot-update",)):
        result = run(project, *args)
        said = result.stdout.str()
        assert result.ret == pytest.ExitCode.TESTS_FAILED, said
        assert "please report it" not in said and "fix its permissions" not in said, said
        assert f": cannot be written (No space left on device): the disk holding {folder} is full; free space" in said
        assert snapshot_tree(project.path) == written, "no golden file is lost"
        assert not snapshot_tree(project.path, pending=True), "no case's pending changes are kept in part"


def test_a_review_on_a_full_disk_names_it_and_leaves_its_case_pending(
    changed: tuple[pytest.Pytester, dict[str, bytes]],
    converter: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    project, written = changed
    assert run(project).ret == pytest.ExitCode.TESTS_FAILED
    waiting = snapshot_tree(project.path, pending=True)
    assert len(waiting) >= 2, waiting
    capsys.readouterr()
    fill(monkeypatch, project.path)
    monkeypatch.chdir(project.path)
    assert main(["review", "--accept", "*"]) == 1
    said = capsys.readouterr().err
    assert f": cannot be written (No space left on device): the disk holding snapshots/{baseline(converter)}/" in said
    assert "free space on it, then run again; the case it was settling, and every one after it, stays pending" in said
    assert snapshot_tree(project.path) == written, "no snapshot of the case is written, none lost"
    assert snapshot_tree(project.path, pending=True) == waiting


def test_a_run_record_on_a_full_disk_is_said_and_fails_the_run(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    write_case(project, "one", CASE)
    assert run(project, "--snapshot-update").ret == 0
    records = tmp_path / "records"
    records.mkdir()
    fill(monkeypatch, records)
    result = run(project, "--harness-record", str(records / "run.json"))
    said = result.stdout.str() + result.stderr.str()
    assert "INTERNALERROR" not in said, said
    assert result.ret == pytest.ExitCode.TESTS_FAILED, said
    result.stdout.fnmatch_lines(
        [
            f"harness: --harness-record {records}/run.json: cannot be written (No space left on device): the disk"
            f" holding {records} is full; free space on it, then run again; the record there is not this run's whole"
            " record"
        ]
    )


def test_a_conversion_whose_tmpdir_is_full_says_so(
    changed: tuple[pytest.Pytester, dict[str, bytes]], converter: str
) -> None:
    project, written = changed
    write_case(project, "one", FULL_TMPDIR + CASE.replace("+ 1", "+ 2"))
    for args in ((), ("--snapshot-update",)):
        result = run(project, *args)
        said = result.stdout.str()
        assert result.ret == pytest.ExitCode.TESTS_FAILED, said
        assert "conversion could write no result (No space left on device): the disk holding " in said, said
        assert "(TMPDIR) is full; free space on it, or set TMPDIR to a folder on another disk" in said, said
        assert snapshot_tree(project.path) == written
