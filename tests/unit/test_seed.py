"""A new version's baseline, made from the older one when its first change is accepted, is complete or absent."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from harness.store import pending
from harness.store.baselines import MANIFEST, STAGED_MANIFEST, holds_snapshots

OUTPUTS = 250


@pytest.fixture
def upgrade(tmp_path: Path) -> Path:
    """``echo/harness-0.1`` with 250 snapshots; ``echo/harness-0.2`` holding an upgrade's first run: one pending
    change and its staged manifest."""
    snapshots = tmp_path / "snapshots"
    older = snapshots / "echo" / "harness-0.1"
    for n in range(OUTPUTS):
        (older / "topic" / f"case_{n:03}").mkdir(parents=True)
        (older / "topic" / f"case_{n:03}" / "out.txt").write_bytes(f"output {n}\r\n".encode())
    (older / MANIFEST).write_text("[versions]\nharness = '0.1'\n")
    new = snapshots / "echo" / "harness-0.2"
    (new / "topic" / "case_007").mkdir(parents=True)
    (new / "topic" / "case_007" / "out.txt.new").write_text("changed\n")
    (new / STAGED_MANIFEST).write_text("[versions]\nharness = '0.2'\n")
    return snapshots


def complete(baseline: Path) -> None:
    files = sorted(p.relative_to(baseline).as_posix() for p in baseline.rglob("*") if p.is_file())
    assert len([f for f in files if f.endswith("out.txt")]) == OUTPUTS
    assert MANIFEST in files and STAGED_MANIFEST not in files
    assert (baseline / "topic" / "case_008" / "out.txt").read_bytes() == b"output 8\r\n"  # byte for byte


def test_accepting_the_first_change_copies_the_older_baseline_whole(upgrade: Path) -> None:
    (change,) = pending.find(upgrade)
    change.accept()
    new = upgrade / "echo" / "harness-0.2"
    complete(new)
    assert (new / "topic" / "case_007" / "out.txt").read_text() == "changed\n"
    assert not list((upgrade.parent / ".snapshot-tmp").rglob("*.txt"))


def test_a_review_killed_while_copying_leaves_no_part_of_a_baseline(
    upgrade: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed as it makes the 41st case's folder of the copy, wherever the copy is made."""
    made = []
    real = Path.mkdir

    def killed(self: Path, *args: object, **kwargs: object) -> None:
        if self.name.startswith("case_"):
            if len(made) == 40:
                raise KeyboardInterrupt
            made.append(self)
        real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "mkdir", killed)
    (change,) = pending.find(upgrade)
    with pytest.raises(KeyboardInterrupt):
        change.accept()
    monkeypatch.undo()
    new = upgrade / "echo" / "harness-0.2"
    assert not holds_snapshots(new)
    assert sorted(p.name for p in new.rglob("*") if p.is_file()) == [STAGED_MANIFEST, "out.txt.new"]
    (again,) = pending.find(upgrade)  # still pending: the next review finishes it
    again.accept()
    complete(new)


def test_a_review_killed_between_the_renames_is_finished_by_the_next(
    upgrade: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    renames = []
    real = os.rename

    def killed(source: Path, target: Path) -> None:
        if len(renames) == 2:  # the staged copy complete, the folder moved aside, not yet replaced
            raise KeyboardInterrupt
        renames.append(real(source, target))

    monkeypatch.setattr(os, "rename", killed)
    (change,) = pending.find(upgrade)
    with pytest.raises(KeyboardInterrupt):
        change.accept()
    monkeypatch.undo()
    new = upgrade / "echo" / "harness-0.2"
    assert not new.exists()  # absent, never a part
    assert pending.recover(upgrade) == [new]
    complete(new)
    (again,) = pending.find(upgrade)
    again.accept()
    assert (new / "topic" / "case_007" / "out.txt").read_text() == "changed\n"
    assert not any((upgrade.parent / ".snapshot-tmp" / "seeding" / "echo").iterdir())
