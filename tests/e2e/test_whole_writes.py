"""What an update writes is whole or absent: a new baseline (staged, then put in place), a case's outputs (all or
none), each file (with the mode the umask gives)."""

from __future__ import annotations

import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from helpers import baseline, snapshot_tree, write_case

pytestmark = pytest.mark.subprocess("an update stopped or killed while it writes: the process's end is tested")

CASES = "import time\n\ntime.sleep(0.05)  # each case's import: an update lasts long enough to be killed in it\n\n\n"
CASES += "\n\n".join(f"def case_{n:02}(a: int) -> int:\n    return a + {n}\n" for n in range(12))


def run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest_subprocess("-p", "no:cacheprovider", *args, timeout=120)


@pytest.fixture
def upgrade(project: pytest.Pytester, converter: str) -> tuple[Path, Path]:
    """12 cases whose snapshots are in an older baseline only (renamed from the one an update wrote): the installed
    version's baseline is a new one. Its folder and the older one's."""
    write_case(project, "many", CASES)
    assert run(project, "--snapshot-update").ret == 0
    new = project.path / "snapshots" / baseline(converter)
    older = new.with_name(new.name.rsplit(".", 1)[0] + ".0")
    new.rename(older)
    return new, older


def test_an_update_stopped_while_it_writes_a_new_baseline_writes_none_of_it(
    project: pytest.Pytester, upgrade: tuple[Path, Path]
) -> None:
    """Stopped (as Ctrl-C stops it) at its fifth case: the new baseline is absent, not 4 of 12 cases and a manifest,
    and the comparison that follows compares with the older baseline, as before the update."""
    new, older = upgrade
    project.makeconftest(
        "import pytest\n\nSEEN = []\n\n\ndef pytest_runtest_call(item):\n"
        "    SEEN.append(item)\n    if len(SEEN) == 5:\n        raise KeyboardInterrupt\n"
    )
    stopped = run(project, "--snapshot-update")
    assert stopped.ret == pytest.ExitCode.INTERRUPTED
    assert not new.exists(), sorted(p.name for p in new.rglob("*"))
    stopped.stdout.fnmatch_lines([f"harness: the update was stopped: snapshots/{new.parent.name}/{new.name}, *"])
    (project.path / "conftest.py").unlink()
    compared = run(project)
    assert compared.ret == 0, compared.stdout.str()[-3000:]
    compared.assert_outcomes(passed=12)
    assert f"comparing against {older.name}" in compared.stdout.str()
    assert run(project, "--snapshot-update").ret == 0
    assert len(list(new.glob("many/*"))) == 12 and (new / "manifest.toml").is_file()


def test_an_update_killed_while_it_writes_a_new_baseline_leaves_none_of_it(
    project: pytest.Pytester, upgrade: tuple[Path, Path]
) -> None:
    """Killed once some of the new baseline is written: no part of it is among the baselines; the next update drops
    the part and says so."""
    new, _ = upgrade
    staging = project.path / ".snapshot-tmp" / "updating"
    process = subprocess.Popen(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--snapshot-update", "-n", "0"],
        cwd=project.path,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while process.poll() is None and not [*staging.rglob("source.py"), *new.rglob("source.py")]:
        assert time.monotonic() < deadline
        time.sleep(0.005)
    assert process.poll() is None, "the update ended before it was killed"
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    assert not new.exists()
    compared = run(project)
    compared.assert_outcomes(passed=12)
    updated = run(project, "--snapshot-update")
    assert updated.ret == 0
    updated.stdout.fnmatch_lines(["harness: dropped the part of snapshots/*/* that a stopped update had written, *"])
    assert len(list(new.glob("many/*"))) == 12


def test_golden_files_get_the_mode_the_umask_gives(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "one", "def one(a: int) -> int:\n    return a\n")
    previous = os.umask(0o002)
    try:
        assert run(project, "--snapshot-update").ret == 0
    finally:
        os.umask(previous)
    written = [p for p in (project.path / "snapshots").rglob("*") if p.is_file()]
    assert written and {oct(stat.S_IMODE(p.stat().st_mode)) for p in written} == {oct(0o664)}
    shared = next(p for p in written if p.name != "manifest.toml")
    shared.chmod(0o640)
    shared.write_text("changed\n")
    assert run(project, "--snapshot-update").ret == 0
    assert stat.S_IMODE(shared.stat().st_mode) == 0o640, "a rewritten golden file keeps its mode"


def test_an_update_that_cannot_write_one_output_writes_none_of_the_case(
    project: pytest.Pytester, converter: str
) -> None:
    """The last of a case's outputs cannot be written: every output of the case stays as it was, the case fails
    naming the file, and the other case is written."""
    write_case(project, "one", "def one(a: int) -> int:\n    return a\n\n\ndef two(a: int) -> int:\n    return a\n")
    assert run(project, "--snapshot-update").ret == 0
    before = snapshot_tree(project.path)
    write_case(
        project, "one", "def one(a: int) -> int:\n    return a + 1\n\n\ndef two(a: int) -> int:\n    return -a\n"
    )
    case = project.path / "snapshots" / baseline(converter) / "one" / "one"
    last = sorted(case.iterdir())[-1]
    kept = last.read_bytes()
    last.unlink()
    last.mkdir()  # a folder where the output goes: it cannot be written
    updated = run(project, "--snapshot-update")
    assert updated.ret == 1
    updated.stdout.fnmatch_lines([f"*{last.name}: cannot be *"])
    shutil.rmtree(last)
    last.write_bytes(kept)
    after = snapshot_tree(project.path)
    for name, data in before.items():
        if "/one/one/" in name:
            assert after[name] == data, f"{name} was written, its case's {last.name} was not"
    assert any(after[n] != d for n, d in before.items() if "/one/two/" in n)


def test_a_converters_snapshots_on_another_filesystem_are_written(project: pytest.Pytester, converter: str) -> None:
    """``snapshots/<converter>`` links to a folder on another filesystem (``/dev/shm``): an update writes its new
    baseline and rewrites it, a comparison leaves its pending changes there, each staged on that filesystem."""
    shm = Path("/dev/shm")
    if not shm.is_dir() or shm.stat().st_dev == project.path.stat().st_dev:
        pytest.skip("no second filesystem (/dev/shm) here")
    elsewhere = Path(tempfile.mkdtemp(dir=shm))
    try:
        (elsewhere / converter).mkdir()
        (project.path / "snapshots").mkdir()
        (project.path / "snapshots" / converter).symlink_to(elsewhere / converter)
        write_case(project, "one", "def one(a: int) -> int:\n    return a\n")
        first = run(project, "--snapshot-update")
        assert first.ret == 0, first.stdout.str()[-3000:]
        folder = elsewhere / baseline(converter)
        assert (folder / "manifest.toml").is_file() and len(list((folder / "one" / "one").iterdir())) == 3
        write_case(project, "one", "def one(a: int) -> int:\n    return a + 1\n")
        compared = run(project)
        assert compared.ret == 1 and list(folder.rglob("*.new")), compared.stdout.str()[-3000:]
        assert run(project, "--snapshot-update").ret == 0
        assert run(project).ret == 0
        assert "a + 1" in (folder / "one" / "one" / "source.py").read_text()
        assert not [p for p in (elsewhere / converter).rglob("*") if p.name.startswith(".") or "tmp" in p.name]
    finally:
        shutil.rmtree(elsewhere)
