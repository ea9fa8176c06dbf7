"""Pending changes: received outputs kept beside their snapshots until a review accepts or rejects them.

``<output>.new`` holds an output that differs from its snapshot (or has none
yet); ``<output>.gone`` marks a snapshot its case no longer produces. Both are
ignored by git, and nothing but :meth:`Pending.accept` turns one into a snapshot.

A comparison against an older version's baseline (an upgrade's first run) keeps its pending changes in the
new version's baseline folder, with the manifest it would have: that folder is no baseline until a change
is accepted, which first makes it a copy of the older baseline (that one is only read), then applies the change.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from harness.store import saved
from harness.store.baselines import (
    MANIFEST,
    STAGED_MANIFEST,
    existing,
    holds_snapshots,
    nearest,
    updating,
    version_of,
)
from harness.store.files import TEMP_DIRNAME, atomic_write, place, staged_folder, temp_root, writing_together
from harness.store.layout import (
    PENDING_SUFFIXES,
    Linked,
    case_dirs,
    is_pending,
    links,
    output_file,
    outputs,
    refuse,
    snapshots_root_of,
    unlinked,
)

NEW, GONE = PENDING_SUFFIXES
DIGEST = "user.dy2static-harness.sha256"  # a received output's digest, as the run wrote it


class PendingError(ValueError):
    """A pending change that cannot be accepted as it is, named with its file."""


@dataclass(frozen=True)
class Pending:
    """One pending change: a ``.new`` or ``.gone`` file and the snapshot it would change."""

    marker: Path
    # The baseline folder the run compared with, as ``find`` resolved it once for all of a baseline's changes.
    compared_baseline: Path | None = field(default=None, compare=False)

    @property
    def snapshot(self) -> Path:
        """The snapshot this change is for.

        >>> Pending(Path("s/autograph/tensorflow-2.21/loops/f/graph.txt.new")).snapshot
        PosixPath('s/autograph/tensorflow-2.21/loops/f/graph.txt')
        """
        return self.marker.with_suffix("")

    @property
    def baseline(self) -> Path:
        """The baseline folder the change is for (``<snapshots>/<converter>/<framework-X.Y>``)."""
        return self.snapshot.parents[2]

    @property
    def removal(self) -> bool:
        return self.marker.suffix == GONE

    def compared_with(self) -> Path:
        """The snapshot the run compared with: its own, or in a new baseline the older one's it was compared against.

        >>> Pending(Path("nowhere/c/t-2.1/m/f/graph.txt.new")).compared_with()
        PosixPath('nowhere/c/t-2.1/m/f/graph.txt')
        """
        return (self.compared_baseline or compared_baseline(self.baseline)) / self.snapshot.relative_to(self.baseline)

    def received_bytes(self) -> bytes | None:
        """The output the run received, as its file holds it, or None when the case no longer produces it."""
        return None if self.removal else self.marker.read_bytes()

    def received(self) -> str | None:
        """The output the run received, as text (what is no UTF-8 shown replaced), or None when it is gone."""
        data = self.received_bytes()
        return None if data is None else data.decode("utf-8", "replace")

    def current(self) -> str | None:
        """The snapshot as committed (the older baseline's, for a new one), or None when there is none yet."""
        path = self.compared_with()
        return path.read_bytes().decode("utf-8", "replace") if path.is_file() else None

    def binary(self) -> bool:
        """Whether the received output or its snapshot is no UTF-8 text, so that no diff of them can be read."""
        path = self.compared_with()
        for data in (self.received_bytes(), path.read_bytes() if path.is_file() else None):
            try:
                (data or b"").decode("utf-8")
            except UnicodeDecodeError:
                return True
        return False

    def checked(self) -> bytes | None:
        """The received output, read once and checked to be what the run wrote: its digest, where the filesystem
        kept it, matches (one with no digest, copied without it, is taken as it is); None for a gone output. One that
        cannot be read, or was cut short or edited since, raises ``PendingError`` naming its file."""
        if self.removal:
            return None
        shown = os.path.relpath(self.marker) if self.marker.is_relative_to(Path.cwd()) else self.marker
        try:
            data = self.marker.read_bytes()
        except OSError as exc:
            raise PendingError(f"{shown}: cannot be read ({exc.strerror or exc}): not accepted") from None
        try:
            recorded = os.getxattr(self.marker, DIGEST)
        except OSError:  # copied without it, or a filesystem that keeps no user attributes
            return data
        if hashlib.sha256(data).hexdigest().encode() != recorded:
            raise PendingError(
                f"{shown}: not the output the run wrote ({len(data)} bytes, its digest differs: cut short or edited"
                " since): not accepted; run the comparison again to write it anew"
            )
        return data

    def accept(self) -> None:
        """Accept this change alone (``accept_case``)."""
        accept_case([self])

    def reject(self) -> None:
        """Drop the received output; the snapshot stays as it is (in a new baseline, the older one's). The last
        change of a new baseline rejected, its staged manifest goes too: that version gets no baseline. A case reached
        through a symbolic link or holding one raises ``PendingError``, and nothing changes."""
        _refused(links(self.snapshot.parent))
        self.marker.unlink()
        if not any(is_pending(p) and p.is_file() for p in self.snapshot.parent.iterdir()):
            saved.settle(self.snapshot.parent, accept=False)  # the case's last change rejected: its program too
        _remove_if_empty(self.snapshot.parent)
        _remove_if_empty(self.snapshot.parent.parent)
        if not holds_snapshots(self.baseline) and not find(self.baseline):
            (self.baseline / STAGED_MANIFEST).unlink(missing_ok=True)
            _remove_if_empty(self.baseline)


def accept_case(changes: list[Pending]) -> None:
    """Accept pending changes of one case together: each received output made its snapshot and each gone one
    deleted, all or none, then the case's pending saved program written as an update would (``store.saved.settle``);
    the first change accepted into a new baseline makes it a copy of the older one first. Every received output is
    read and checked before any is written: one that cannot be read or is not what the run wrote (``Pending.checked``)
    raises ``PendingError`` naming it, and an ``OSError`` of a write (a full disk) leaves every snapshot as it was;
    either way, nothing is accepted and every change stays pending."""
    for case_dir in sorted({change.snapshot.parent for change in changes}):
        _refused(links(case_dir))  # a case reached through a symbolic link, or holding one
    received = [(change, change.checked()) for change in changes]
    for baseline in sorted({change.baseline for change in changes}):
        if not holds_snapshots(baseline):
            seed(baseline)
    with writing_together() as batch:
        for change, data in received:
            if data is not None:
                batch.add(change.snapshot, data, temp_root(snapshots_root_of(change.snapshot), change.snapshot))
    for change, data in received:
        if data is None:
            change.snapshot.unlink(missing_ok=True)
        change.marker.unlink()
    for case_dir in sorted({change.snapshot.parent for change in changes}):
        saved.settle(case_dir, accept=True)  # the program of the conversion whose outputs it accepts
        _remove_if_empty(case_dir)
        _remove_if_empty(case_dir.parent)


def _refused(found: list[Path]) -> None:
    """``PendingError`` naming each symbolic link ``found`` (``layout.links``), if any."""
    try:
        refuse(found)
    except Linked as exc:
        raise PendingError(str(exc)) from None


def _remove_if_empty(folder: Path) -> None:
    if folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()


def compared_baseline(baseline: Path) -> Path:
    """The baseline folder a run that left changes in ``baseline`` compared with: itself, or for a new one that holds
    no snapshot yet the older one it was compared against (itself when there is none)."""
    return baseline if holds_snapshots(baseline) else older_baseline(baseline) or baseline


def older_baseline(baseline: Path) -> Path | None:
    """The baseline an upgrade's first run compared with: the nearest older one of the same converter."""
    older = nearest([name for name in existing(baseline.parent) if name != baseline.name], baseline.name)
    return baseline.parent / older if older else None


def _stage(baseline: Path) -> Path:
    """Where a new baseline is put together before it takes its place: in the staging folder beside the snapshots
    (on their filesystem, so that one rename moves it).

    >>> _stage(Path("/r/snapshots/echo/harness-0.2")).as_posix()
    '/r/.snapshot-tmp/seeding/echo/harness-0.2'
    """
    return staged_folder(baseline, baseline.parent.parent, "seeding")


def seed(baseline: Path) -> None:
    """Start a new version's baseline as a copy of the older one its first run compared with, with its pending
    changes and its staged manifest; the cases the run found unchanged are then already right, and the older
    baseline is only read.

    The copy is made whole in a staging folder, then takes the folder's place by renames: a run killed at any
    moment leaves the baseline as it was (pending changes only, no baseline) or complete, never a part of it; a
    copy left complete by a kill between the renames takes its place at the next review (``recover``)."""
    older = older_baseline(baseline)
    stage = _stage(baseline)
    partial, replaced = stage.with_name(stage.name + ".partial"), stage.with_name(stage.name + ".old")
    for leftover in (partial, stage, replaced):
        shutil.rmtree(leftover, ignore_errors=True)
    for _, case in case_dirs(older) if older else ():
        _refused(links(case))
        for output in outputs(case):
            target = partial / case.relative_to(case.parents[1]) / output.name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(output, target)
        for name, data in saved.held(case).items():  # the program its saved.txt names, beside it
            target = saved.folder(partial / case.relative_to(case.parents[1])) / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    for path in sorted(baseline.rglob("*")) if baseline.is_dir() else ():
        _refused([path] if path.is_symlink() else [])
        if path.is_file():
            target = partial / (MANIFEST if path.name == STAGED_MANIFEST else path.relative_to(baseline))
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
    partial.mkdir(parents=True, exist_ok=True)
    os.rename(partial, stage)  # complete: from here on, recover() finishes what a kill interrupts
    place(stage, baseline)


def finish_update(baseline: Path, *, complete: bool) -> bool:
    """Put the baseline an update wrote into :func:`updating` in its place, with the pending changes the folder
    held for cases the run did not compare, once the run is ``complete``; else drop it. Whether it was placed."""
    written = updating(baseline)
    if not written.is_dir():
        return False
    if not complete:
        shutil.rmtree(written)
        return False
    if holds_snapshots(baseline):  # written meanwhile by another run (none holds the lock): each file joins it
        for path in sorted(p for p in written.rglob("*") if p.is_file()):
            target = baseline / path.relative_to(written)
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(path, target)
        shutil.rmtree(written)
        return True
    for path in sorted(baseline.rglob("*")) if baseline.is_dir() else ():
        copy = written / path.relative_to(baseline)
        waiting = is_pending(path) or path.parent.name == saved.PENDING  # a pending output, or its saved program
        if path.is_file() and waiting and path.name != STAGED_MANIFEST and not copy.exists() and not path.is_symlink():
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, copy)  # copied, not moved: a kill before the swap leaves the folder as it was
    stage = _stage(baseline)
    for leftover in (stage, stage.with_name(stage.name + ".old")):
        shutil.rmtree(leftover, ignore_errors=True)
    stage.parent.mkdir(parents=True, exist_ok=True)
    os.rename(written, stage)  # complete: from here on, recover() finishes what a kill interrupts
    place(stage, baseline)
    return True


def start_update(baseline: Path) -> bool:
    """Before an update writes a baseline: finish what a killed placing of it left (``recover``), and drop what a
    stopped update of it had staged. Whether there was such a part to drop."""
    _recover(_stage(baseline), baseline)
    leftover = updating(baseline)
    if leftover.is_dir():
        shutil.rmtree(leftover)
        return True
    return False


def _recover(stage: Path, baseline: Path) -> bool:
    """Finish what a killed ``seed`` or update left of one baseline's stage; whether it put the stage in place."""
    if stage.name.endswith(".partial"):
        shutil.rmtree(stage)
    elif stage.name.endswith(".old"):
        if baseline.exists():
            shutil.rmtree(stage)
    elif stage.is_dir():
        if baseline.exists():  # the swap never began: the folder is as it was
            shutil.rmtree(stage)
        else:
            os.rename(stage, baseline)
            return True
    return False


def recover(snapshots: Path) -> list[Path]:
    """Finish what a killed ``seed`` (or update) left: a complete copy whose baseline folder is gone takes its
    place, any other staged copy is dropped; returns the baselines put in place."""
    placed = []
    for converter in (
        sorted(p for p in snapshots.iterdir() if p.is_dir() and not p.name.startswith("."))
        if snapshots.is_dir()
        else ()
    ):
        staged = _stage(converter / "any").parent
        for stage in sorted(staged.iterdir()) if staged.is_dir() else ():
            name = stage.name.removesuffix(".partial").removesuffix(".old")
            if _recover(stage, converter / name):
                placed.append(converter / name)
    return placed


def _walk(folder: Path, *, links: bool) -> list[Path]:
    """Every path under ``folder``, sorted; with ``links``, a folder of its own that is a symbolic link (a snapshots
    folder's ``<converter>``, which may lead to another disk) is walked too. No other link is followed."""
    paths = list(folder.rglob("*"))  # which lists a link, and does not walk it
    if links:
        paths += [path for top in folder.iterdir() if top.is_symlink() and top.is_dir() for path in top.rglob("*")]
    return sorted(paths)


def _markers(folder: Path) -> tuple[list[Path], list[Path]]:
    """The pending-change files under a snapshots folder, or a baseline folder (named by its version), in path order:
    those where a pending change belongs (``<converter>/<version>/<case file>/<case>/<output>``, a baseline's
    ``<case file>/<case>/<output>``), and the others (a staged manifest is none: it goes with them)."""
    if not folder.is_dir():
        return [], []
    depth = 3 if version_of(folder.name) else 5
    placed: list[Path] = []
    misplaced: list[Path] = []
    for path in _walk(folder, links=depth == 5):
        where = path.relative_to(folder).parts
        if not is_pending(path) or path.name == STAGED_MANIFEST or TEMP_DIRNAME in where or not path.is_file():
            continue
        fits = len(where) == depth and version_of(where[1] if depth == 5 else folder.name) is not None
        (placed if fits else misplaced).append(path)
    return placed, misplaced


def find(snapshots: Path) -> list[Pending]:
    """Every pending change under a snapshots folder (or a baseline folder), in path order; a file with a pending
    change's suffix where none belongs is none (``misplaced`` lists them). What each baseline's changes were compared
    with is looked up once per baseline, not once per change (a new baseline's look-up walks all its case folders)."""
    compared: dict[Path, Path] = {}
    found = []
    for marker in _markers(snapshots)[0]:
        change = Pending(marker)
        if change.baseline not in compared:
            compared[change.baseline] = compared_baseline(change.baseline)
        found.append(Pending(marker, compared[change.baseline]))
    return found


def misplaced(snapshots: Path) -> list[Path]:
    """The files under a snapshots folder with a pending change's suffix where none belongs (not in a case's
    folder of a baseline): no review settles them."""
    return _markers(snapshots)[1]


def unchanged_upgrades(snapshots: Path) -> list[Path]:
    """The new versions' baselines an upgrade's run staged with no change pending: every case it compared gave the
    older baseline's outputs, so each becomes a copy of that one (:func:`seed`) when the changes are reviewed."""
    staged = sorted(snapshots.glob(f"*/*/{STAGED_MANIFEST}")) if snapshots.is_dir() else []
    return [path.parent for path in staged if not holds_snapshots(path.parent) and not find(path.parent)]


def clear(case_dir: Path) -> None:
    """Remove a case's pending changes (its outputs were compared again, or written), its saved program's too."""
    if unlinked(case_dir).is_dir():
        saved.settle(case_dir, accept=False)
        for path in case_dir.iterdir():
            if is_pending(path):
                path.unlink()
        _remove_if_empty(case_dir)
        _remove_if_empty(case_dir.parent)


def record(case_dir: Path, received: dict[str, str], gone: list[str]) -> int:
    """Write a case's pending changes, each received output with its digest (where the filesystem keeps extended
    attributes, :meth:`Pending.checked`); returns how many were written. All or none: on an ``OSError`` (a full
    disk) the files it wrote are removed."""
    unlinked(case_dir)
    markers = [(name, NEW, text) for name, text in received.items()] + [(name, GONE, "") for name in gone]
    written: list[Path] = []
    for name, suffix, text in markers:
        path = output_file(case_dir, name).with_name(name + suffix)  # never outside the case's folder
        digest = {DIGEST: hashlib.sha256(text.encode("utf-8")).hexdigest().encode()} if suffix == NEW else None
        try:
            atomic_write(path, text, temp_root(snapshots_root_of(path), path), digest)
        except OSError:
            for done in written:
                done.unlink(missing_ok=True)
            raise
        written.append(path)
    return len(markers)
