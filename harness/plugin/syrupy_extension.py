"""The syrupy extension: one text file per output, stored in the case's folder, written atomically (by the store)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from syrupy.data import SnapshotCollection, SnapshotCollections
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode
from typing_extensions import override

from harness.store.files import atomic_write, no_space, temp_root, together, unwritable
from harness.store.layout import name_fault, snapshots_root_of

if TYPE_CHECKING:
    from syrupy.location import PyTestLocation
    from syrupy.types import SnapshotIndex


class SnapshotAccessError(Exception):
    """A snapshot that exists but cannot be read, or cannot be written: never a difference of its output."""


def access_error(path: Path, doing: str, exc: OSError) -> SnapshotAccessError:
    """What to say of a snapshot the harness could not read or write, naming it from the working folder.

    >>> str(access_error(Path("s/a.txt"), "read", PermissionError(13, "Permission denied")))
    's/a.txt: cannot be read (Permission denied): nothing was compared; fix its permissions, or restore it (git checkout)'
    >>> str(access_error(Path("s/c/a.txt"), "written", OSError(28, "No space left on device")))
    's/c/a.txt: cannot be written (No space left on device): the disk holding s/c is full; free space on it, then run again; no snapshot of the case was changed'
    """
    shown = os.path.relpath(path) if path.is_absolute() else str(path)
    if doing == "written" and no_space(exc):  # a case's outputs are written all or none
        return SnapshotAccessError(f"{unwritable(Path(shown), exc)}; no snapshot of the case was changed")
    return SnapshotAccessError(
        f"{shown}: cannot be {doing} ({exc.strerror or exc}): nothing was compared; fix its permissions, or restore it"
        " (git checkout)"
    )


def snapshot_dir_of(test_location: PyTestLocation) -> Path | None:
    """The case's snapshot directory, which a harness item carries (other tests have none)."""
    return getattr(test_location.item, "snapshot_dir", None)


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
        folder = cls.dirname(test_location=test_location)
        fault = name_fault(str(index))
        if fault:  # an absolute name would replace the folder, a relative one leave it
            raise SnapshotAccessError(f"{folder}: the output name {str(index)!r} {fault}: nothing was written")
        return str(Path(folder) / str(index))

    @classmethod
    @override
    def matches_test_location(cls, *, test_location: PyTestLocation, snapshot_location: str) -> bool:
        return Path(snapshot_location).parent == Path(cls.dirname(test_location=test_location))

    @override
    def read_snapshot_data_from_location(self, *, snapshot_location: str, snapshot_name: str, session_id: str) -> Any:
        try:
            return super().read_snapshot_data_from_location(
                snapshot_location=snapshot_location, snapshot_name=snapshot_name, session_id=session_id
            )
        except (OSError, UnicodeDecodeError) as exc:
            if isinstance(exc, UnicodeDecodeError):
                exc = OSError(0, "not UTF-8 text")
            raise access_error(Path(snapshot_location), "read", exc) from None

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
        if name_fault(path.name) or ".." in path.parts:
            raise SnapshotAccessError(f"{path}: no output file of a case's folder: nothing was written")
        data = next(iter(snapshot_collection)).data
        if not isinstance(data, str):
            raise TypeError(f"snapshot data for {path} must be text, not {type(data).__name__}")
        try:
            staging = temp_root(snapshots_root_of(path), path)
            batch = together()  # a case's outputs go all or none (plugin.compare)
            if batch is None:
                atomic_write(path, data, staging)
            else:
                batch.add(path, data, staging)
        except OSError as exc:
            raise access_error(path, "written", exc) from None
