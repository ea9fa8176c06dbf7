"""The one map between golden files and paths: ``<snapshots>/<converter>/<framework-X.Y>/<case file>/<case>/<output>``."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

PENDING_SUFFIXES = (".new", ".gone")


def is_pending(path: Path) -> bool:
    """A pending change (``<output>.new`` / ``<output>.gone``) beside the snapshots, not a snapshot.

    >>> is_pending(Path("code.py.new")), is_pending(Path("code.py"))
    (True, False)
    """
    return path.suffix in PENDING_SUFFIXES


def snapshots_root_of(output: Path) -> Path:
    """The snapshots folder holding an output file (or its pending change).

    >>> snapshots_root_of(Path("/r/snapshots/autograph/tensorflow-2.21/loops/f/converted.py")).as_posix()
    '/r/snapshots'
    """
    return output.parents[4]


def case_dirs(baseline: Path) -> Iterator[tuple[str, Path]]:
    """``(case file, case folder)`` for every case of a baseline folder, sorted."""
    for module in sorted(p for p in baseline.iterdir() if p.is_dir()) if baseline.is_dir() else ():
        for case in sorted(p for p in module.iterdir() if p.is_dir()):
            yield module.name, case


def named_outputs(baseline: Path, name: str) -> Iterator[Path]:
    """Every case's output called ``name`` in a baseline folder, in case order."""
    for _, case in case_dirs(baseline):
        if (case / name).is_file():
            yield case / name


def outputs(case_dir: Path) -> list[Path]:
    """A case folder's snapshot files, sorted: pending changes are not snapshots."""
    if not case_dir.is_dir():
        return []
    return sorted(p for p in case_dir.iterdir() if p.is_file() and not is_pending(p))


def read_outputs(case_dir: Path) -> dict[str, str]:
    """A case's snapshots as ``{output name: text}``."""
    return {p.name: p.read_text(encoding="utf-8") for p in outputs(case_dir)}


def remove_output(output: Path) -> None:
    """Delete one snapshot file a case no longer produces (an update's decision)."""
    output.unlink(missing_ok=True)


def remove_case(case_dir: Path) -> None:
    """Delete a stale case folder, and its case file's folder when nothing is left in it (an update's decision)."""
    shutil.rmtree(case_dir)
    if case_dir.parent.is_dir() and not any(case_dir.parent.iterdir()):
        case_dir.parent.rmdir()
