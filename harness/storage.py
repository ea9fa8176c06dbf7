"""The syrupy extension: one text file per output, stored in the case's folder, written atomically."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from syrupy.data import SnapshotCollection, SnapshotCollections
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode
from typing_extensions import override

if TYPE_CHECKING:
    from syrupy.location import PyTestLocation
    from syrupy.types import SnapshotIndex

# Temporary files live here, outside snapshots/, so a killed run leaves none among the goldens.
TEMP_DIRNAME = ".snapshot-tmp"


def snapshot_dir_of(test_location: PyTestLocation) -> Path | None:
    """The case's snapshot directory, which a harness item carries (other tests have none)."""
    return getattr(test_location.item, "snapshot_dir", None)


def atomic_write(path: Path, text: str, temp_root: Path) -> None:
    """Write ``text`` to ``path`` so that a reader sees the old or the new file, never a part."""
    temp_root.mkdir(parents=True, exist_ok=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=temp_root, prefix=path.name + ".")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


class CaseOutputExtension(SingleFileSnapshotExtension):
    """Stores each output of a case as ``<snapshot dir>/<output name>``."""

    _write_mode = WriteMode.TEXT
    file_extension = ""
    write_immediately = True

    @classmethod
    @override
    def dirname(cls, *, test_location: PyTestLocation) -> str:
        # syrupy also asks about the sites of ordinary tests collected in the same session.
        folder = snapshot_dir_of(test_location)
        return str(folder) if folder is not None else super().dirname(test_location=test_location)

    @classmethod
    @override
    def discovery_dirname(cls, *, test_location: PyTestLocation) -> str:
        return cls.dirname(test_location=test_location)

    @classmethod
    @override
    def get_location(cls, *, test_location: PyTestLocation, index: SnapshotIndex) -> str:
        return str(Path(cls.dirname(test_location=test_location)) / str(index))

    @classmethod
    @override
    def matches_test_location(cls, *, test_location: PyTestLocation, snapshot_location: str) -> bool:
        return Path(snapshot_location).parent == Path(cls.dirname(test_location=test_location))

    @override
    def discover_snapshots(
        self, *, test_location: PyTestLocation, ignore_extensions: list[str] | None = None
    ) -> SnapshotCollections:
        # The harness finds stale snapshots itself, from the case files on disk;
        # syrupy's discovery would treat every other case's folder as unused.
        return SnapshotCollections()

    @classmethod
    @override
    def write_snapshot_collection(
        cls, *, snapshot_collection: SnapshotCollection, name_order: dict[str, int] | None = None
    ) -> None:
        path = Path(snapshot_collection.location)
        data = next(iter(snapshot_collection)).data
        if not isinstance(data, str):
            raise TypeError(f"snapshot data for {path} must be text, not {type(data).__name__}")
        atomic_write(path, data, temp_root_for(path))


def temp_root_for(path: Path) -> Path:
    """The temp folder for a snapshot file, beside the snapshots root that holds it.

    Layout: ``<root>/<converter>/<baseline>/<module>/<case>/<output>``.

    >>> temp_root_for(Path("/r/snapshots/autograph/tensorflow-2.21/loops/f/converted.py"))
    PosixPath('/r/.snapshot-tmp')
    """
    return temp_root(path.parents[4])


def temp_root(snapshots: Path) -> Path:
    """Where atomic writes into a snapshots folder stage their files: beside it, never inside."""
    return snapshots.parent / TEMP_DIRNAME
