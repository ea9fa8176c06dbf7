"""Atomic writes into a snapshots folder, staged in a folder beside it so a killed run leaves no part-file among the goldens."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

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
