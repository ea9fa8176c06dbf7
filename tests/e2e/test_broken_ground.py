"""What the harness meets that it did not write: a hand-broken manifest, a snapshots folder on another filesystem,
a snapshot it may not read or write."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from helpers import snapshot_tree, write_case

pytestmark = pytest.mark.subprocess("its projects' conftest patches open() for the whole process")

CASE = 'def add(a: int, b: int) -> int:\n    """Adds."""\n    return a + b\n'


def test_a_broken_manifest_stops_the_run_naming_its_file_and_line(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", CASE)
    project.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    (manifest,) = (project.path / "snapshots").rglob("manifest.toml")
    manifest.write_text('[versions]\nharness = "0.1.0\n', encoding="utf-8")
    result = project.runpytest_subprocess()
    said = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR, said
    assert "INTERNALERROR" not in said
    relative = manifest.relative_to(project.path).as_posix()
    assert f"{relative}:2: not a readable manifest" in said, said


@pytest.fixture
def elsewhere() -> Path:
    """A folder on another filesystem than the project's (``/dev/shm``), removed afterwards."""
    shm = Path("/dev/shm")
    if not shm.is_dir() or os.stat(shm).st_dev == os.stat(Path.cwd()).st_dev:
        pytest.skip("no second filesystem here (/dev/shm)")
    folder = shm / f"harness-test-{uuid.uuid4().hex}"
    folder.mkdir()
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_a_snapshots_folder_linked_to_another_filesystem_is_written(
    project: pytest.Pytester, converter: str, elsewhere: Path
) -> None:
    """Files are staged beside the folder the link leads to, on its filesystem, so each rename moves them."""
    (elsewhere / "snapshots").mkdir()
    (project.path / "snapshots").symlink_to(elsewhere / "snapshots")
    write_case(project, "topic", CASE)
    result = project.runpytest_subprocess("--snapshot-update")
    result.assert_outcomes(passed=1)
    assert "Invalid cross-device link" not in result.stdout.str()
    written = snapshot_tree(project.path)
    assert any(name.endswith("source.py") for name in written), written
    write_case(project, "topic", CASE.replace("a + b", "a - b"))
    project.runpytest_subprocess().assert_outcomes(failed=1)
    assert snapshot_tree(project.path, pending=True)


SLOW = '''
import os
import time

from harness import case


@case(inputs=[(1,)])
def slow(a: int) -> int:
    """Says it began, then takes its time, so that the other update runs meanwhile."""
    open(os.environ["SLOW_BEGAN"], "w").close()
    time.sleep(3)
    return a
'''


def test_two_updates_of_different_case_files_do_not_blame_each_other(project: pytest.Pytester, converter: str) -> None:
    """The second waits for the first (it says so), and neither reads the other's files as a case's doing."""
    write_case(project, "first", SLOW)
    write_case(project, "second", CASE)
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--snapshot-update"]
    began = project.path / "began"
    env = {k: v for k, v in os.environ.items() if k != "CI"} | {"SLOW_BEGAN": str(began)}
    with subprocess.Popen(
        [*command, "cases/first.py"],
        cwd=project.path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    ) as first:
        for _ in range(1200):  # until the first run converts its case
            if began.exists():
                break
            time.sleep(0.05)
        second = subprocess.run(
            [*command, "cases/second.py"], cwd=project.path, env=env, capture_output=True, text=True, timeout=300
        )
        out_first, _ = first.communicate(timeout=300)
    for said, code in ((out_first, first.returncode), (second.stdout + second.stderr, second.returncode)):
        assert code == 0, said
        assert "a case wrote into the golden files" not in said, said
    assert f"harness: waiting for another run (pid {first.pid}) writing the snapshots of {converter} to end" in (
        second.stderr
    ), second.stderr


DENIED = """
import builtins
import io
import os

_open, _replace = builtins.open, os.replace


def _denied(file, *args, **kwargs):
    if os.environ["DENY"] == "read" and str(file).endswith("topic/add/source.py"):
        raise PermissionError(13, "Permission denied", str(file))
    return _open(file, *args, **kwargs)


def _unwritable(source, target, *args, **kwargs):
    if os.environ["DENY"] == "written" and str(target).endswith("topic/add/source.py"):
        raise PermissionError(13, "Permission denied", str(target))
    return _replace(source, target, *args, **kwargs)


builtins.open = io.open = _denied
os.replace = _unwritable
"""


@pytest.mark.parametrize(("args", "doing"), [((), "read"), (("--snapshot-update",), "written")])
def test_a_snapshot_that_cannot_be_read_or_written_is_said_so_not_a_difference(
    project: pytest.Pytester, converter: str, args: tuple[str, ...], doing: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Permissions no test running as root can take away, taken in the pytest process by a conftest."""
    monkeypatch.setenv("DENY", doing)
    write_case(project, "topic", CASE)
    project.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    (project.path / "conftest.py").write_text(DENIED, encoding="utf-8")
    write_case(project, "topic", CASE.replace("a + b", "b + a"))  # an update has something to write
    result = project.runpytest_subprocess("-p", "no:cacheprovider", *args)
    result.assert_outcomes(failed=1)
    (golden,) = (project.path / "snapshots").rglob("source.py")
    relative = golden.relative_to(project.path).as_posix()
    result.stdout.fnmatch_lines([f"*{relative}: cannot be {doing} (Permission denied): nothing was compared*"])
    assert "differs" not in result.stdout.str().split("harness summary")[0]
    assert "please report it" not in result.stdout.str()


def test_a_one_character_change_to_a_huge_output_prints_a_bounded_report(
    project: pytest.Pytester, converter: str
) -> None:
    """A 400 kB constant on one line: its diff shows where it changed, not the line twice, and says what it cut (the
    line alone, twice, is four times what the report may print)."""
    size = 400_000
    write_case(project, "big", f"def big() -> str:\n    return {'x' * size!r}\n")
    project.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    write_case(project, "big", f"def big() -> str:\n    return {'x' * (size // 2) + 'y' + 'x' * (size // 2 - 1)!r}\n")
    result = project.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    printed = result.stdout.str()
    assert len(printed) < 200_000, len(printed)
    assert "characters cut] " in printed and "xy" in printed


def test_an_update_rewrites_a_broken_manifest_with_a_warning_naming_it(
    project: pytest.Pytester, converter: str
) -> None:
    """``--snapshot-update``, the one command that writes a manifest, repairs one that is no TOML (a merge's
    conflict markers) instead of refusing to run; the snapshots stay as they were."""
    write_case(project, "topic", CASE)
    project.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    (manifest,) = (project.path / "snapshots").rglob("manifest.toml")
    written = manifest.read_text(encoding="utf-8")
    snapshots = snapshot_tree(project.path)
    manifest.write_text("<<<<<<< HEAD\n" + written + "=======\n>>>>>>> theirs\n", encoding="utf-8")
    result = project.runpytest_inprocess("--snapshot-update", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    relative = manifest.relative_to(project.path).as_posix()
    result.stdout.fnmatch_lines([f"*{relative}:1: not a readable manifest*: this update writes it anew*"])
    assert manifest.read_text(encoding="utf-8") == written
    assert snapshot_tree(project.path) == snapshots


def test_a_symbolic_link_loop_in_the_cases_is_said_and_the_run_goes_on(
    project: pytest.Pytester, converter: str
) -> None:
    """``a.py -> b.py -> a.py`` and ``again -> .`` (which would make ``cases/again/again/.../topic.py`` endless case
    files): each is named, no case file is read through it, and the other cases run."""
    write_case(project, "topic", CASE)
    cases = project.path / "cases"
    (cases / "a.py").symlink_to("b.py")
    (cases / "b.py").symlink_to("a.py")
    (cases / "again").symlink_to(".")
    result = project.runpytest_inprocess("--snapshot-update", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    said = result.stdout.str()
    assert "INTERNALERROR" not in said and "Traceback" not in said
    for loop in ("a.py", "b.py", "again"):
        assert f"harness: cases/{loop} is a symbolic link that leads back to itself or a folder above it" in said
    assert sorted(p.name for p in (project.path / "snapshots").glob("*/*/*")) == ["manifest.toml", "topic"]
