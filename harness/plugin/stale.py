"""What a run may do to the golden files, as pure decisions: which case files it covered, which case folders are stale, which may go."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from harness.store.layout import is_pending


def covered_case_files(
    args: Sequence[str], invocation_dir: Path, case_files: Iterable[Path], *, filtered: bool
) -> set[Path]:
    """The case files a run considered whole: nothing filtered it (``-k``, ``-m``, ``--lf``, deselection, an
    xdist worker's share), and an argument names the file or a folder above it (a node id names only part).

    >>> files = [Path("/p/cases/a.py"), Path("/p/cases/sub/b.py")]
    >>> sorted(p.name for p in covered_case_files(["cases"], Path("/p"), files, filtered=False))
    ['a.py', 'b.py']
    >>> sorted(p.name for p in covered_case_files(["/p"], Path("/elsewhere"), files, filtered=False))
    ['a.py', 'b.py']
    >>> [p.name for p in covered_case_files(["cases/sub/b.py"], Path("/p"), files, filtered=False)]
    ['b.py']
    >>> covered_case_files(["cases/a.py::x"], Path("/p"), files, filtered=False)
    set()
    >>> covered_case_files(["cases"], Path("/p"), files, filtered=True)
    set()
    """
    if filtered:
        return set()
    named = [Path(a) if Path(a).is_absolute() else invocation_dir / a for a in args if "::" not in a]
    folders = [path.resolve() for path in named]
    return {path for path in case_files if any(path.resolve().is_relative_to(folder) for folder in folders)}


def deleted_case_files(stale: Iterable[Path], cases_dir: Path, present: set[str]) -> list[Path]:
    """Where the case files of ``stale`` case folders were, for each whose folder name no ``present`` case file has
    (their snapshot folder names) and whose path holds nothing now: a deleted case file, which a run covering its
    path considered whole (none of its cases is left), so that an update of the folder that held it deletes its
    snapshots.

    >>> stale = [Path("s/c/v/gone/f"), Path("s/c/v/a.b/g"), Path("s/c/v/kept/h")]
    >>> deleted_case_files(stale, Path("/nowhere/cases"), {"kept"})
    [PosixPath('/nowhere/cases/a/b.py'), PosixPath('/nowhere/cases/gone.py')]
    """
    keys = sorted({folder.parent.name for folder in stale} - present)
    paths = (cases_dir.joinpath(*key.split(".")).with_suffix(".py") for key in keys)
    return [path for path in paths if not os.path.lexists(path)]


def stale_cases(
    found: Iterable[tuple[str, str, Path]], expected: Mapping[str, Mapping[str, set[str]]], unreadable: set[str]
) -> list[Path]:
    """The case folders, of ``found`` ``(converter, case file, case folder)``, whose case no longer exists.

    A case file that cannot be read proves nothing about its cases.

    >>> found = [("c", "a", Path("s/c/v/a/x")), ("c", "a", Path("s/c/v/a/y")), ("c", "b", Path("s/c/v/b/z"))]
    >>> [p.name for p in stale_cases(found, {"c": {"a": {"x"}}}, unreadable={"b"})]
    ['y']
    """
    return [
        case
        for converter, module, case in found
        if module not in unreadable and case.name not in expected.get(converter, {}).get(module, set())
    ]


def deletable(stale: Iterable[Path], own_baselines: set[Path], covered: set[str], *, update: bool) -> list[Path]:
    """The stale case folders a run may delete: only an update, only in its own baselines, and only of a
    case file (``covered``: their snapshot folder names) that the run considered whole.

    >>> stale = [Path("s/c/v-2/a/y"), Path("s/c/v-1/a/y"), Path("s/c/v-2/b/z")]
    >>> deletable(stale, {Path("s/c/v-2")}, {"a"}, update=True)
    [PosixPath('s/c/v-2/a/y')]
    >>> deletable(stale, {Path("s/c/v-2")}, set(), update=True), deletable(stale, {Path("s/c/v-2")}, {"a"}, update=False)
    ([], [])
    """
    if not update:
        return []
    return [case for case in stale if case.parent.parent in own_baselines and case.parent.name in covered]


Signature = tuple[int, int, int]  # a file's size, modification time and inode: what a change to it changes


def signatures(snapshots: Path, watched: Iterable[Path] | None = None) -> dict[Path, Signature]:
    """The files under a snapshots folder, with their signatures: every one, or, given ``watched`` folders, those
    outside every baseline folder (``snapshots/<file>``, ``snapshots/<converter>/<file>``) and those under a watched
    folder, which is all a run watches (another framework's baselines are another run's): a run that compares one
    case file then reads no other baseline's thousands of files.

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> for name in ("top.txt", "c/note.txt", "c/v-1/m/x/out.txt", "c/v-2/m/x/out.txt"):
    ...     (root / name).parent.mkdir(parents=True, exist_ok=True)
    ...     _ = (root / name).write_text("1")
    >>> [str(p.relative_to(root)) for p in signatures(root)]
    ['c/note.txt', 'c/v-1/m/x/out.txt', 'c/v-2/m/x/out.txt', 'top.txt']
    >>> [str(p.relative_to(root)) for p in signatures(root, [root / "c" / "v-2"])]
    ['c/note.txt', 'c/v-2/m/x/out.txt', 'top.txt']
    >>> import shutil; shutil.rmtree(root)
    """
    if not snapshots.is_dir():
        return {}
    if watched is None:
        paths: Iterable[Path] = snapshots.rglob("*")
    else:
        shallow = [p for p in snapshots.iterdir() if not p.is_dir()]
        shallow += [p for folder in snapshots.iterdir() if folder.is_dir() for p in folder.iterdir() if not p.is_dir()]
        paths = [*shallow, *(p for folder in set(watched) if folder.is_dir() for p in folder.rglob("*"))]
    found = {}
    for path in sorted(paths):
        try:
            stat = path.lstat()
        except OSError:
            continue
        if not path.is_dir():
            found[path] = (stat.st_size, stat.st_mtime_ns, stat.st_ino)
    return found


def foreign_changes(
    before: Mapping[Path, Signature],
    after: Mapping[Path, Signature],
    writable: Iterable[Path],
    pending_only: Iterable[Path],
) -> list[Path]:
    """The files that changed (appeared, went or were rewritten) between ``before`` and ``after`` outside what the
    run itself may have written: any file under a ``writable`` folder, a pending change under a ``pending_only`` one
    (a ``.new`` or ``.gone`` file, or a file of a pending folder: a saved program's ``saved.new/``).

    >>> before = {Path("s/a/x.txt"): (1, 1, 1), Path("s/b/y.txt"): (1, 1, 2)}
    >>> after = {Path("s/a/x.txt"): (2, 2, 3), Path("s/b/y.txt"): (1, 1, 2), Path("s/b/y.txt.new"): (1, 3, 4),
    ...          Path("s/b/saved.new/p.pt"): (1, 3, 6), Path("s/c/z.txt"): (1, 3, 5), Path("s/c/saved.new/p.pt"): (1, 3, 7)}
    >>> foreign_changes(before, after, [Path("s/a")], [Path("s/b")])
    [PosixPath('s/c/saved.new/p.pt'), PosixPath('s/c/z.txt')]
    >>> foreign_changes(before, {}, [], [Path("s/a"), Path("s/b")])
    [PosixPath('s/a/x.txt'), PosixPath('s/b/y.txt')]
    """
    writable, pending_only = list(writable), list(pending_only)
    changed = sorted(path for path in set(before) | set(after) if before.get(path) != after.get(path))
    return [
        path
        for path in changed
        if not any(path.is_relative_to(folder) for folder in writable)
        and not any(_pending_under(path, folder) for folder in pending_only)
    ]


def _pending_under(path: Path, folder: Path) -> bool:
    """Whether ``path`` is a pending change under ``folder``: a pending file, or a file of a pending folder."""
    return path.is_relative_to(folder) and any(is_pending(Path(part)) for part in path.relative_to(folder).parts)
