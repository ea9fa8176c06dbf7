"""The store writes an output only as a plain file of its case's folder, whatever name reaches it (the pool refuses a
reply that holds another: ``tests/e2e/test_driver_reply.py``)."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from syrupy.data import Snapshot, SnapshotCollection

from harness.plugin.syrupy_extension import CaseOutputExtension, SnapshotAccessError
from harness.store import pending

HOSTILE = [
    "../victim/out.txt",
    "../../../../../../escaped.txt",
    "{tmp}/escaped.txt",
    ".",
    "..",
    "sub/x.txt",
    "x.new",
    "",
]


@pytest.fixture
def case(tmp_path: Path) -> Path:
    """``snapshots/echo/harness-0.1/topic/case``, beside a ``victim`` case whose golden file must stay."""
    folder = tmp_path / "project" / "snapshots" / "echo" / "harness-0.1" / "topic" / "case"
    folder.mkdir(parents=True)
    (folder.parent / "victim").mkdir()
    (folder.parent / "victim" / "out.txt").write_text("golden\n")
    return folder


def files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


@pytest.mark.parametrize("name", HOSTILE)
def test_pending_changes_are_never_written_outside_the_case_folder(case: Path, tmp_path: Path, name: str) -> None:
    name, before = name.format(tmp=tmp_path), files(tmp_path)  # an absolute name, but in the test's own folder
    with pytest.raises(ValueError, match=r"the output name .*: no file of"):
        pending.record(case, {name: "replaced\n"}, [])
    with pytest.raises(ValueError, match=r"the output name .*: no file of"):
        pending.record(case, {}, [name])
    assert files(tmp_path) == before


@pytest.mark.parametrize("name", HOSTILE)
def test_a_snapshot_is_never_located_outside_the_case_folder(case: Path, tmp_path: Path, name: str) -> None:
    """syrupy asks the extension where an output's snapshot is (to read it, then to write it): only in its folder."""
    name = name.format(tmp=tmp_path)
    at = SimpleNamespace(item=SimpleNamespace(snapshot_dir=case))
    with pytest.raises(SnapshotAccessError, match=rf"{re.escape(str(case))}: the output name .*: nothing was written"):
        CaseOutputExtension.get_location(test_location=at, index=name)  # type: ignore[arg-type]
    assert CaseOutputExtension.get_location(test_location=at, index="out.txt") == str(case / "out.txt")  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["../victim/out.txt", "../../../../../../escaped.txt", "..", "x.new"])
def test_a_snapshot_is_never_written_outside_the_case_folder(case: Path, tmp_path: Path, name: str) -> None:
    """Whatever location reaches the write, one that leaves its folder or names no snapshot is refused."""
    before = files(tmp_path)
    collection = SnapshotCollection(location=str(case) + "/" + name)
    collection.add(Snapshot(name=name, data="replaced\n"))
    with pytest.raises(SnapshotAccessError, match="no output file of a case's folder: nothing was written"):
        CaseOutputExtension.write_snapshot_collection(snapshot_collection=collection)
    assert files(tmp_path) == before


def test_a_comparison_writes_nothing_when_any_name_leaves_the_case_folder(pytester: pytest.Pytester) -> None:
    """In an update, syrupy writes output after output: a name that cannot be a file of the case's folder (or two
    that one case-insensitive checkout makes one file) is refused before the first is written."""
    pytester.makepyfile(
        test_compare="""
        import pytest
        from harness.plugin.compare import compare
        from harness.plugin.syrupy_extension import SnapshotAccessError

        @pytest.mark.parametrize(
            ("outputs", "said"),
            [
                ({"a.txt": "x\\n", "sub/b.txt": "y\\n"}, "the output name 'sub/b.txt' holds a path separator"),
                ({"a.txt": "x\\n", "b.txt": "y\\n", "B.txt": "z\\n"}, "the output names 'B.txt' and 'b.txt' differ only"),
            ],
        )
        def test_refused(request, snapshot, tmp_path, outputs, said):
            case = tmp_path / "snapshots" / "echo" / "harness-0.1" / "topic" / "case"
            request.node.snapshot_dir = case
            with pytest.raises(SnapshotAccessError, match=f"{said}.*: nothing was compared or written"):
                compare(outputs, snapshot, case, tmp_path, update=True, pending_dir=case)
            assert not [p for p in tmp_path.rglob("*") if p.is_file()]
        """
    )
    pytester.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=2)
