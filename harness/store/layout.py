"""The one map between golden files and paths: ``<snapshots>/<converter>/<framework-X.Y>/<case file>/<case>/<output>``."""

from __future__ import annotations

import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path

PENDING_SUFFIXES = (".new", ".gone")
SEPARATORS = ("/", "\\")  # a name holding either is a path on some checkout


def is_pending(path: Path) -> bool:
    """A pending change (``<output>.new`` / ``<output>.gone``) beside the snapshots, not a snapshot.

    >>> is_pending(Path("code.py.new")), is_pending(Path("code.py"))
    (True, False)
    """
    return path.suffix in PENDING_SUFFIXES


def name_fault(name: str) -> str | None:
    """Why ``name`` is no output's name, one plain file of a case's folder (a path, a folder, a pending change's
    file, a name no file takes), or None.

    >>> name_fault("code.py") is None, name_fault("../victim/out.txt"), name_fault(".."), name_fault("a.txt.new")
    (True, 'holds a path separator', 'names a folder, not a file', 'ends in .new, which marks a pending change')
    >>> name_fault(""), name_fault("a\\x00b"), name_fault("\\udc80")
    ('is empty', 'holds a NUL', 'is not UTF-8')
    """
    if not name:
        return "is empty"
    if "\0" in name:
        return "holds a NUL"
    if any(separator in name for separator in SEPARATORS):
        return "holds a path separator"
    if name in (".", ".."):
        return "names a folder, not a file"
    if name.endswith(PENDING_SUFFIXES):
        return f"ends in {Path(name).suffix or name}, which marks a pending change"
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return "is not UTF-8"
    return None


def names_fault(names: Iterable[str]) -> str | None:
    """Why a case's output names cannot all be files of its folder: one that is no plain file name, or two that
    differ only in case (one file on a case-insensitive checkout); None when they can.

    >>> names_fault(["code.py", "graph.txt"]) is None, names_fault(["ok.txt", "sub/x.txt"])
    (True, "the output name 'sub/x.txt' holds a path separator")
    >>> names_fault(["out.txt", "Out.txt"])
    "the output names 'Out.txt' and 'out.txt' differ only in case: one file on a case-insensitive checkout"
    """
    seen: dict[str, str] = {}
    for name in sorted(names):
        fault = name_fault(name)
        if fault:
            return f"the output name {name!r} {fault}"
        other = seen.setdefault(name.casefold(), name)
        if other != name:
            return (
                f"the output names {other!r} and {name!r} differ only in case: one file on a case-insensitive checkout"
            )
    return None


def output_file(case_dir: Path, name: str) -> Path:
    """The file of the output ``name`` in a case's folder: never outside it, whatever the name.

    >>> output_file(Path("s/echo/h-0.1/m/f"), "code.py").as_posix()
    's/echo/h-0.1/m/f/code.py'
    >>> output_file(Path("s/echo/h-0.1/m/f"), "../g/code.py")
    Traceback (most recent call last):
    ...
    ValueError: the output name '../g/code.py' holds a path separator: no file of s/echo/h-0.1/m/f
    """
    fault = name_fault(name)
    if fault:
        raise ValueError(f"the output name {name!r} {fault}: no file of {case_dir.as_posix()}")
    return case_dir / name


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
