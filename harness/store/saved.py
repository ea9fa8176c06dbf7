"""A case's saved program on disk: the files of its ``saved/`` folder, written by an update beside the golden files,
byte for byte, and never rewritten while the conversion they belong to is unchanged; a failing comparison's program
pending beside them (``saved.new/``) until a review settles the case."""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from pathlib import Path

from harness.convert.saved import SAVED_DIR, bound, case_name
from harness.store.files import atomic_write, temp_root
from harness.store.layout import PENDING_SUFFIXES, name_fault, snapshots_root_of, unlinked

PENDING = SAVED_DIR + PENDING_SUFFIXES[0]  # ``saved.new/``: the received conversion's program, as an update keeps it


def folder(case_dir: Path) -> Path:
    """A case folder's ``saved/``."""
    return case_dir / SAVED_DIR


def held(case_dir: Path) -> dict[str, bytes]:
    """The files a case's ``saved/`` holds, by name."""
    found = folder(case_dir)
    return {p.name: p.read_bytes() for p in sorted(found.iterdir()) if p.is_file()} if found.is_dir() else {}


def keep(case_dir: Path, files: Mapping[str, bytes], *, changed: bool) -> list[str]:
    """Make a case's ``saved/`` hold ``files`` (none: no folder), and say which names it wrote or removed. While the
    case's golden files are unchanged (not ``changed``) and the folder holds the same names, it is left as it is: a
    serializer that draws a module's weights or an id anew on each run would otherwise rewrite it on every update.

    >>> import tempfile
    >>> case = Path(tempfile.mkdtemp()) / "snapshots" / "mine" / "fw-1.0" / "m" / "f"
    >>> keep(case, {"program.bin": b"\\x00\\x01"}, changed=True), held(case)["program.bin"]
    (['digest.txt', 'program.bin'], b'\\x00\\x01')
    >>> keep(case, {"program.bin": b"\\x02"}, changed=False), held(case)["program.bin"]
    ([], b'\\x00\\x01')
    >>> keep(case, {}, changed=True), folder(case).exists()
    (['digest.txt', 'program.bin'], False)
    """
    target = folder(unlinked(case_dir))
    present = held(case_dir)
    files = bound(case_name(case_dir), files)
    if not changed and set(present) == set(files):
        return []
    for name in files:
        fault = name_fault(name)
        if fault:
            raise ValueError(f"the saved file name {name!r} {fault}: no file of {target}")
    if not files:
        shutil.rmtree(target, ignore_errors=True)
        return sorted(present)
    staging = temp_root(snapshots_root_of(case_dir / "output"), target)
    written = []
    for name, data in sorted(files.items()):
        if present.get(name) != data:
            atomic_write(target / name, data, staging)
            written.append(name)
    for name in sorted(set(present) - set(files)):
        (target / name).unlink(missing_ok=True)
        written.append(name)
    return sorted(written)


def pend(case_dir: Path, files: Mapping[str, bytes]) -> None:
    """Keep a failing comparison's saved program (none: the conversion saved none) in the case's ``saved.new/``,
    beside its pending outputs, for a review's accept to write as an update would."""
    target = unlinked(case_dir) / PENDING
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    staging = temp_root(snapshots_root_of(case_dir / "output"), target)
    for name, data in sorted(bound(case_name(case_dir), files).items()):
        fault = name_fault(name)
        if fault:
            raise ValueError(f"the saved file name {name!r} {fault}: no file of {target}")
        atomic_write(target / name, data, staging)


def settle(case_dir: Path, *, accept: bool) -> list[str]:
    """A case's pending saved program, accepted (``saved/`` made to hold it, as an update writes a changed case's)
    or dropped; the names accepting wrote or removed. A case with none pending is left as it is.

    >>> import tempfile
    >>> case = Path(tempfile.mkdtemp()) / "snapshots" / "mine" / "fw-1.0" / "m" / "f"
    >>> _ = keep(case, {"program.bin": b"old"}, changed=True); pend(case, {"program.bin": b"new"})
    >>> settle(case, accept=True), held(case)["program.bin"], (case / PENDING).exists()
    (['digest.txt', 'program.bin'], b'new', False)
    >>> pend(case, {}); settle(case, accept=False), held(case)["program.bin"]
    ([], b'new')
    >>> pend(case, {}); settle(case, accept=True), folder(case).exists()
    (['digest.txt', 'program.bin'], False)
    """
    received = unlinked(case_dir) / PENDING
    if not received.is_dir():
        return []
    files = {p.name: p.read_bytes() for p in sorted(received.iterdir()) if p.is_file()}
    written = keep(case_dir, files, changed=True) if accept else []
    shutil.rmtree(received)
    return written
