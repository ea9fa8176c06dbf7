"""A case's saved program on disk: the files of its ``saved/`` folder, written by an update beside the golden files,
byte for byte, and never rewritten while the conversion they belong to is unchanged; a failing comparison's program
pending beside them (``saved.new/``) until a review settles the case."""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from pathlib import Path

from harness.convert.saved import RECORDED, SAVED, SAVED_DIR, binds, bound, case_name, read_recorded, refusals
from harness.store.files import atomic_write, temp_root, together
from harness.store.layout import PENDING_SUFFIXES, name_fault, snapshots_root_of, unlinked

PENDING = SAVED_DIR + PENDING_SUFFIXES[0]  # ``saved.new/``: the received conversion's program, as an update keeps it


def folder(case_dir: Path) -> Path:
    """A case folder's ``saved/``."""
    return case_dir / SAVED_DIR


def held(case_dir: Path) -> dict[str, bytes]:
    """The files a case's ``saved/`` holds, by name."""
    found = folder(case_dir)
    return {p.name: p.read_bytes() for p in sorted(found.iterdir()) if p.is_file()} if found.is_dir() else {}


def unreadable(case_dir: Path) -> tuple[Path, str] | None:
    """The first file of a case's saved program (its ``saved.txt``, each file of its ``saved/``) that a replay
    cannot read, and why; None when each reads.

    >>> import tempfile
    >>> case = Path(tempfile.mkdtemp()) / "snapshots" / "mine" / "fw-1.0" / "m" / "f"
    >>> _ = keep(case, {"program.bin": b"\\xff"}, changed=True); unreadable(case) is None
    True
    >>> _ = (case / SAVED).write_bytes(b"\\xff kept"); unreadable(case)[1]
    'not UTF-8 text'
    """
    found = folder(case_dir)
    try:
        files = sorted(p for p in found.iterdir() if p.is_file()) if found.is_dir() else []
    except OSError as exc:
        return found, exc.strerror or str(exc)
    for path in [*([case_dir / SAVED] if (case_dir / SAVED).is_file() else []), *files]:
        try:
            if path.parent == case_dir:
                path.read_text(encoding="utf-8")
            else:
                with path.open("rb") as stream:
                    stream.read(1)
        except (OSError, UnicodeDecodeError) as exc:
            return path, "not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else exc.strerror or str(exc)
    return None


def keep(case_dir: Path, files: Mapping[str, bytes], *, changed: bool) -> list[str]:
    """Make a case's ``saved/`` hold ``files`` (none: no folder), and say which names it wrote or removed. While the
    case's golden files are unchanged (not ``changed``) and the folder holds the same names, recorded on as many input
    sets alike, it is left as it is: a serializer that draws a module's weights or an id anew on each run would
    otherwise rewrite it on every update. Within ``writing_together`` its writes go with the case's golden files, all
    or none, and before them.

    >>> import tempfile
    >>> case = Path(tempfile.mkdtemp()) / "snapshots" / "mine" / "fw-1.0" / "m" / "f"
    >>> keep(case, {"program.bin": b"\\x00\\x01"}, changed=True), held(case)["program.bin"]
    (['digest.txt', 'program.bin'], b'\\x00\\x01')
    >>> keep(case, {"program.bin": b"\\x02"}, changed=False), held(case)["program.bin"]
    ([], b'\\x00\\x01')
    >>> keep(case, {}, changed=True), folder(case).exists()
    (['digest.txt', 'program.bin'], False)

    A folder that does not hold what its case's ``saved.txt`` says (an update killed between the two, before they
    were written together) is written again:

    >>> from harness.convert.saved import recorded_json
    >>> two, three = recorded_json([(1,), (2,)], [1, 2]), recorded_json([(1,), (2,), (3,)], [1, 2, 3])
    >>> _ = keep(case, {RECORDED: two}, changed=True); keep(case, {RECORDED: three}, changed=False)
    ['digest.txt', 'recorded.json']

    and so is one whose program refused an input set that the received one runs on:

    >>> refused = recorded_json([(1,), (2,), (3,)], [1, {"raises": "RuntimeError"}, 3])
    >>> _ = keep(case, {RECORDED: refused}, changed=True); keep(case, {RECORDED: three}, changed=False)
    ['digest.txt', 'recorded.json']
    """
    target = folder(unlinked(case_dir))
    present = held(case_dir)
    files = bound(case_name(case_dir), files)
    if (
        not changed
        and set(present) == set(files)
        and binds(case_name(case_dir), present)
        and _recorded(present) == _recorded(files)
    ):
        return []
    for name in files:
        fault = name_fault(name)
        if fault:
            raise ValueError(f"the saved file name {name!r} {fault}: no file of {target}")
    batch = together()
    if not files and batch is None:
        shutil.rmtree(target, ignore_errors=True)
        return sorted(present)
    staging = temp_root(snapshots_root_of(case_dir / "output"), target)
    written = []
    for name, data in sorted(files.items()):
        if present.get(name) != data:
            if batch is None:
                atomic_write(target / name, data, staging)
            else:
                batch.add(target / name, data, staging, first=True)
            written.append(name)
    for name in sorted(set(present) - set(files)):
        if batch is None:
            (target / name).unlink(missing_ok=True)
        else:
            batch.remove(target / name, staging, first=True)
        written.append(name)
    return sorted(written)


def _recorded(files: Mapping[str, bytes]) -> tuple[int, bool, list[int]] | None:
    """What a saved program's ``recorded.json`` says that its case's ``saved.txt`` or a newer release's replay says
    too: on how many input sets it ran, whether its outputs vary, and which sets it refused (a program exported for
    one shape, now for any); None where it holds none that reads."""
    try:
        inputs, results = read_recorded(files[RECORDED])
    except Exception:  # noqa: BLE001 - whatever a file edited by hand holds, it holds no record alike
        return None
    return len(inputs), results is None, refusals(results or [])


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
