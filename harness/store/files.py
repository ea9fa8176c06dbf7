"""Atomic writes into a snapshots folder, staged in a folder beside it so a killed run leaves no part-file among the goldens."""

from __future__ import annotations

import fcntl
import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TextIO

TEMP_DIRNAME = ".snapshot-tmp"


def temp_root(snapshots: Path) -> Path:
    """Where atomic writes into a snapshots folder stage their files: beside it, never inside; beside the folder a
    symbolic link leads to, on its filesystem, so that a rename moves a staged file into place.

    >>> temp_root(Path("/r/snapshots"))
    PosixPath('/r/.snapshot-tmp')
    """
    return snapshots.resolve().parent / TEMP_DIRNAME


def atomic_write(path: Path, text: str | bytes, temp_root: Path) -> None:
    """Write ``text`` (or bytes, as they are) to ``path`` so that a reader sees the old or the new file, never a part."""
    temp_root.mkdir(parents=True, exist_ok=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=temp_root, prefix=path.name + ".")
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


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
