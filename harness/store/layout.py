"""The one map between golden files and paths: ``<snapshots>/<converter>/<framework-X.Y>/<case file>/<case>/<output>``."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path

from harness.project import shown

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


class Linked(ValueError):
    """A folder or file of a baseline, below its converter's folder, that is a symbolic link: the harness reads,
    writes and deletes nothing through it."""


def links(case_dir: Path) -> list[Path]:
    """The symbolic links below a case's converter folder on the way to its folder (its baseline's, its case file's
    and its own folder) and in it, at any depth (an output, a pending change, its saved program's ``saved/`` or
    ``saved.new/`` and their files), in path order. The converter's folder and those above it may be links: a
    ``snapshots/<converter>`` kept on another disk is written there.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> case = root / "snapshots" / "mine" / "h-0.1" / "m" / "f"
    >>> (case / "saved").mkdir(parents=True)
    >>> links(case)
    []
    >>> (case / "saved" / "program.bin").symlink_to(root); (case / "saved.new").symlink_to(root)
    >>> [p.relative_to(case).as_posix() for p in links(case)]
    ['saved/program.bin', 'saved.new']
    >>> (root / "elsewhere").mkdir(); (case.parent / "g").symlink_to(root / "elsewhere")
    >>> [p.relative_to(case.parent).as_posix() for p in links(case.parent / "g")]
    ['g']
    """
    found = [folder for folder in (case_dir.parents[1], case_dir.parent, case_dir) if folder.is_symlink()]
    if found or not case_dir.is_dir():
        return found
    for folder, folders, names in os.walk(case_dir):  # os.walk follows no link
        folders.sort()
        found += [Path(folder, name) for name in sorted(folders + names) if os.path.islink(os.path.join(folder, name))]
    return sorted(found)


def unlinked(case_dir: Path) -> Path:
    """``case_dir``, when no symbolic link leads to it below its converter's folder or lies in it (``links``); else
    ``Linked`` naming each, before anything of the case is read, written or deleted.

    >>> import tempfile
    >>> case = Path(tempfile.mkdtemp()) / "snapshots" / "mine" / "h-0.1" / "m" / "f"
    >>> case.mkdir(parents=True); (case / "out.txt").symlink_to("/etc/hostname")
    >>> unlinked(case)
    Traceback (most recent call last):
    ...
    harness.store.layout.Linked: ...out.txt is a symbolic link (to /etc/hostname): the harness follows no link below a converter's folder, and read, wrote or deleted nothing through it; put the file or folder itself in its place, or delete the link
    """
    refuse(links(case_dir))
    return case_dir


def refuse(found: list[Path]) -> None:
    """Raise ``Linked`` naming each symbolic link ``found``, if any."""
    if found:
        named = "; ".join(f"{shown(path, Path.cwd())} is a symbolic link (to {os.readlink(path)})" for path in found)
        raise Linked(
            f"{named}: the harness follows no link below a converter's folder, and read, wrote or deleted nothing"
            " through it; put the file or folder itself in its place, or delete the link"
        )


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
    """Delete a stale case folder, and its case file's folder when nothing is left in it (an update's decision); one
    reached through a symbolic link, or holding one, raises ``Linked`` and nothing is deleted."""
    shutil.rmtree(unlinked(case_dir))
    if case_dir.parent.is_dir() and not any(case_dir.parent.iterdir()):
        case_dir.parent.rmdir()
