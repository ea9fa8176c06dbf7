"""What the harness meets that it did not write: a hand-broken manifest, a snapshots folder on another filesystem,
a snapshot it may not read or write."""

from __future__ import annotations

import os
import shutil
import uuid
from pathlib import Path

import pytest

from helpers import snapshot_tree, write_case

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
