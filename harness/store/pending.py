"""Pending changes: received outputs kept beside their snapshots until a review accepts or rejects them.

``<output>.new`` holds an output that differs from its snapshot (or has none
yet); ``<output>.gone`` marks a snapshot its case no longer produces. Both are
ignored by git, and nothing but :meth:`Pending.accept` turns one into a snapshot.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from harness.store.files import atomic_write, temp_root
from harness.store.layout import PENDING_SUFFIXES, is_pending, snapshots_root_of

NEW, GONE = PENDING_SUFFIXES


@dataclass(frozen=True)
class Pending:
    """One pending change: a ``.new`` or ``.gone`` file and the snapshot it would change."""

    marker: Path

    @property
    def snapshot(self) -> Path:
        """The snapshot this change is for.

        >>> Pending(Path("s/autograph/tensorflow-2.21/loops/f/graph.txt.new")).snapshot
        PosixPath('s/autograph/tensorflow-2.21/loops/f/graph.txt')
        """
        return self.marker.with_suffix("")

    @property
    def removal(self) -> bool:
        return self.marker.suffix == GONE

    def received(self) -> str | None:
        """The output the run received, or None when the case no longer produces it."""
        return None if self.removal else self.marker.read_text(encoding="utf-8")

    def current(self) -> str | None:
        """The snapshot as committed, or None when there is none yet."""
        return self.snapshot.read_text(encoding="utf-8") if self.snapshot.is_file() else None

    def accept(self) -> None:
        """Make the received output the snapshot (atomically), or delete a snapshot that is gone."""
        received = self.received()
        if received is None:
            self.snapshot.unlink(missing_ok=True)
        else:
            atomic_write(self.snapshot, received, temp_root(snapshots_root_of(self.snapshot)))
        self.marker.unlink()
        _remove_if_empty(self.snapshot.parent)

    def reject(self) -> None:
        """Drop the received output; the snapshot stays as it is."""
        self.marker.unlink()
        _remove_if_empty(self.snapshot.parent)


def _remove_if_empty(folder: Path) -> None:
    if folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()


def find(snapshots: Path) -> list[Pending]:
    """Every pending change under a snapshots folder, in path order."""
    if not snapshots.is_dir():
        return []
    markers = (p for p in snapshots.rglob("*") if is_pending(p) and p.is_file())
    return [Pending(marker) for marker in sorted(markers)]


def clear(case_dir: Path) -> None:
    """Remove a case's pending changes (its outputs were compared again, or written)."""
    if case_dir.is_dir():
        for path in case_dir.iterdir():
            if is_pending(path):
                path.unlink()
        _remove_if_empty(case_dir)


def record(case_dir: Path, received: dict[str, str], gone: list[str]) -> int:
    """Write a case's pending changes; returns how many were written."""
    markers = {name + NEW: text for name, text in received.items()} | {name + GONE: "" for name in gone}
    for name, text in markers.items():
        atomic_write(case_dir / name, text, temp_root(snapshots_root_of(case_dir / name)))
    return len(markers)
