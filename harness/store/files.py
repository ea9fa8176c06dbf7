"""Atomic writes into a snapshots folder, staged in a folder beside it so a killed run leaves no part-file among the goldens."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextvars import ContextVar
from pathlib import Path
from typing import TextIO

TEMP_DIRNAME = ".snapshot-tmp"


def temp_root(snapshots: Path, target: Path | None = None) -> Path:
    """Where atomic writes into a snapshots folder stage their files: beside it, never inside; beside the folder a
    symbolic link leads to, on its filesystem, so that a rename moves a staged file into place. Given the ``target``
    (a file or folder under ``snapshots``) on another filesystem than that (a converter's folder linked to, or
    mounted from, another disk): beside the highest folder above it on its filesystem, or inside that folder when it
    is mounted there (a name no baseline has).

    >>> temp_root(Path("/r/snapshots"))
    PosixPath('/r/.snapshot-tmp')
    """
    root = snapshots.resolve()
    if TEMP_DIRNAME in root.parts:  # a folder staged whole (``staged_folder``) stages its files where it is
        return Path(*root.parts[: root.parts.index(TEMP_DIRNAME) + 1])
    if target is None:
        return root.parent / TEMP_DIRNAME
    folder = _existing(target.parent)
    device = folder.stat().st_dev
    if _existing(root.parent).stat().st_dev == device:
        return root.parent / TEMP_DIRNAME
    top = folder.resolve()
    for above in folder.parents:
        if not above.is_relative_to(snapshots) or above.stat().st_dev != device:
            break
        top = above.resolve()
    return top.parent / TEMP_DIRNAME if top.parent.stat().st_dev == device else top / TEMP_DIRNAME


def _existing(path: Path) -> Path:
    """``path``, or the nearest folder above it that exists."""
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def new_file_mode() -> int:
    """The mode a new file gets from ``open``: 0666 less the process's umask, read from ``/proc`` where Linux says
    it, else by setting it and back (which another thread could see for that moment)."""
    try:
        status = Path("/proc/self/status").read_text(encoding="ascii")
        umask = int(next(line.split()[1] for line in status.splitlines() if line.startswith("Umask:")), 8)
    except (OSError, StopIteration, IndexError, ValueError):
        umask = os.umask(0o022)
        os.umask(umask)
    return 0o666 & ~umask


def _staged_file(path: Path, data: bytes, temp_root: Path, attributes: Mapping[str, bytes] | None = None) -> Path:
    """``data`` in a complete file of ``temp_root``, with the mode ``path`` has (a new file's, if it has none), and
    the extended ``attributes`` where the filesystem keeps them."""
    temp_root.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=temp_root, prefix=path.name[:200] + ".")
    try:
        try:
            mode = stat.S_IMODE(path.stat().st_mode)
        except OSError:
            mode = new_file_mode()
        os.fchmod(handle, mode)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            for name, value in (attributes or {}).items():
                with contextlib.suppress(OSError):  # a filesystem without user attributes keeps none
                    os.setxattr(stream.fileno(), name, value)
            os.fsync(stream.fileno())
    except BaseException as exc:
        Path(temp).unlink(missing_ok=True)
        if isinstance(exc, OSError) and not exc.filename:  # a write's error (a full disk) names no file: its target
            exc.filename = str(path)
        raise
    return Path(temp)


def atomic_write(path: Path, text: str | bytes, temp_root: Path, attributes: Mapping[str, bytes] | None = None) -> None:
    """Write ``text`` (or bytes, as they are) to ``path`` so that a reader sees the old or the new file, never a part;
    a new file gets the mode a plain write gives it (the umask's), a rewritten one keeps its own; ``attributes``:
    extended attributes it carries where the filesystem keeps them."""
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = _staged_file(path, data, temp_root, attributes)
    try:
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


class Together:
    """Files written or removed all or none: each is staged whole (``add``) or named (``remove``), then ``commit``
    puts them all in place, those staged ``first`` before the others, and puts back every one it had replaced or
    removed when one cannot be; ``discard`` drops what was staged."""

    def __init__(self) -> None:
        self.staged: list[tuple[Path, Path, bool]] = []  # (target, its staged file, whether the target goes instead)
        self.leading = 0  # how many of them go first

    def add(self, path: Path, text: str | bytes, temp_root: Path, *, first: bool = False) -> None:
        data = text if isinstance(text, bytes) else text.encode("utf-8")
        self._queue((path, _staged_file(path, data, temp_root), False), first=first)

    def remove(self, path: Path, temp_root: Path, *, first: bool = False) -> None:
        """Remove ``path`` with the rest (moved aside to a place staged for it, until all are done); a folder it
        leaves empty goes too."""
        self._queue((path, _staged_file(path, b"", temp_root), True), first=first)

    def _queue(self, entry: tuple[Path, Path, bool], *, first: bool) -> None:
        if first:
            self.staged.insert(self.leading, entry)
            self.leading += 1
        else:
            self.staged.append(entry)

    def commit(self) -> None:
        """Put every staged file in place; an OSError (``filename``: the target that failed) leaves each as it was."""
        done: list[tuple[Path, Path | None]] = []  # each target replaced or removed, and its former file, kept aside
        emptied = sorted({path.parent for path, _, goes in self.staged if goes}, reverse=True)
        try:
            for path, temp, goes in self.staged:
                kept = (temp if goes else temp.with_name(temp.name + ".old")) if path.is_file() else None
                try:
                    if goes:
                        if kept is not None:
                            os.replace(path, kept)
                    else:
                        if kept is not None:
                            _link(path, kept)
                        path.parent.mkdir(parents=True, exist_ok=True)
                        os.replace(temp, path)
                except OSError as exc:
                    if kept is not None and not goes:
                        kept.unlink(missing_ok=True)
                    exc.filename = str(path)
                    raise
                done.append((path, kept))
        except BaseException:
            for path, kept in reversed(done):
                with contextlib.suppress(OSError):
                    if kept is None:
                        path.unlink(missing_ok=True)
                    else:
                        os.replace(kept, path)
            raise
        finally:
            for _, kept in done:
                if kept is not None:
                    kept.unlink(missing_ok=True)
            self.discard()
        for folder in emptied:
            with contextlib.suppress(OSError):  # one that still holds a file stays
                folder.rmdir()

    def discard(self) -> None:
        for _, temp, _ in self.staged:
            temp.unlink(missing_ok=True)
        self.staged.clear()
        self.leading = 0


def _link(path: Path, kept: Path) -> None:
    """Keep a file about to be replaced aside, as ``kept``: a hard link, or a copy on a filesystem without them."""
    try:
        os.link(path, kept)
    except OSError:
        shutil.copy2(path, kept)


_TOGETHER: ContextVar[Together | None] = ContextVar("together", default=None)


def together() -> Together | None:
    """The writes in progress that go all or none (``writing_together``), if any."""
    return _TOGETHER.get()


@contextlib.contextmanager
def writing_together() -> Iterator[Together]:
    """Writes that ``together()`` collects in its block are put in place at its end all or none (none on an error)."""
    batch = Together()
    token = _TOGETHER.set(batch)
    try:
        yield batch
    except BaseException:
        batch.discard()
        raise
    finally:
        _TOGETHER.reset(token)
    batch.commit()


def staged_folder(target: Path, snapshots: Path, purpose: str) -> Path:
    """Where a whole folder of the snapshots (``<snapshots>/<converter>/<baseline>``) is put together before it takes
    its place: in the staging folder on its filesystem, under ``purpose``.

    >>> staged_folder(Path("/r/snapshots/echo/harness-0.2"), Path("/r/snapshots"), "seeding").as_posix()
    '/r/.snapshot-tmp/seeding/echo/harness-0.2'
    """
    root = temp_root(snapshots, target) if target.parent.exists() else temp_root(snapshots)
    return root / purpose / target.parent.name / target.name


def place(complete: Path, target: Path) -> None:
    """Put a folder made whole in a staging folder (``complete``, on ``target``'s filesystem) in ``target``'s place.
    A kill between the two renames leaves ``target`` absent and ``complete`` whole, for ``pending.recover`` to
    finish; never a part of it."""
    replaced = complete.with_name(complete.name + ".old")
    shutil.rmtree(replaced, ignore_errors=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists():
        os.rename(target, replaced)
    os.rename(complete, target)
    shutil.rmtree(replaced, ignore_errors=True)


def hold_baselines(snapshots: Path, converters: Iterable[str], waiting: Callable[[str], None]) -> list[TextIO]:
    """Hold the right to write the baselines of ``converters`` under ``snapshots``, one converter at a time in name
    order (an exclusive lock on ``<staging folder>/locks/<converter>.lock`` naming this process): a second writing
    run of the same converter waits, saying so, until the first ends, so that neither takes the other's files for a
    case's doing. Returns the held files, for ``release``; none where the staging folder cannot be written."""
    folder = temp_root(snapshots) / "locks"
    held: list[TextIO] = []
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return held
    for name in sorted(set(converters)):
        try:
            handle = open(folder / f"{name}.lock", "a+", encoding="utf-8")  # noqa: SIM115 - held until release()
        except OSError:
            continue
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            other = handle.read().strip() or "unknown"
            waiting(f"harness: waiting for another run (pid {other}) writing the snapshots of {name} to end")
            fcntl.flock(handle, fcntl.LOCK_EX)
        handle.truncate(0)
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        held.append(handle)
    return held


def release(held: list[TextIO]) -> None:
    """Let another writing run have the baselines ``hold_baselines`` held."""
    for handle in held:
        handle.truncate(0)
        handle.close()
    held.clear()


def no_space(exc: OSError) -> bool:
    """Whether a write failed for want of room: a full disk, or a quota reached."""
    return exc.errno in (errno.ENOSPC, errno.EDQUOT)


def unwritable(path: Path, exc: OSError) -> str:
    """What to say of a file that could not be written: its path and why, and on a full disk which folder's disk it is
    and what to do.

    >>> unwritable(Path("/r/snapshots/a.txt"), OSError(errno.ENOSPC, "No space left on device"))
    '/r/snapshots/a.txt: cannot be written (No space left on device): the disk holding /r/snapshots is full; free space on it, then run again'
    >>> unwritable(Path("/r/a.txt"), PermissionError(errno.EACCES, "Permission denied"))
    '/r/a.txt: cannot be written (Permission denied)'
    """
    said = f"{path}: cannot be written ({exc.strerror or exc})"
    return (
        f"{said}: the disk holding {path.parent} is full; free space on it, then run again" if no_space(exc) else said
    )
