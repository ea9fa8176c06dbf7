"""What a run may do to the golden files, as pure decisions: is it complete, which case folders are stale, which may go."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path


def covers_every_case(args: Sequence[str], invocation_dir: Path, cases_dir: Path, *, filtered: bool) -> bool:
    """Whether a run considered every case: nothing filtered it (``-k``, ``-m``, ``--lf``, deselection,
    an xdist worker's share) and one argument names the case folder or a folder above it.

    >>> covers_every_case(["cases"], Path("/p"), Path("/p/cases"), filtered=False)
    True
    >>> covers_every_case(["/p"], Path("/elsewhere"), Path("/p/cases"), filtered=False)
    True
    >>> covers_every_case(["cases/a.py"], Path("/p"), Path("/p/cases"), filtered=False)
    False
    >>> covers_every_case(["cases::x"], Path("/p"), Path("/p/cases"), filtered=False)
    False
    >>> covers_every_case(["cases"], Path("/p"), Path("/p/cases"), filtered=True)
    False
    """
    if filtered:
        return False
    for argument in args:
        if "::" in argument:
            continue
        path = Path(argument)
        path = path if path.is_absolute() else invocation_dir / path
        if cases_dir.resolve().is_relative_to(path.resolve()):
            return True
    return False


def stale_cases(
    found: Iterable[tuple[str, str, Path]], expected: Mapping[str, Mapping[str, set[str]]], unreadable: set[str]
) -> list[Path]:
    """The case folders, of ``found`` ``(converter, case file, case folder)``, whose case no longer exists.

    A case file that cannot be read proves nothing about its cases.

    >>> found = [("c", "a", Path("s/c/v/a/x")), ("c", "a", Path("s/c/v/a/y")), ("c", "b", Path("s/c/v/b/z"))]
    >>> [p.name for p in stale_cases(found, {"c": {"a": {"x"}}}, unreadable={"b"})]
    ['y']
    """
    return [case for converter, module, case in found
            if module not in unreadable and case.name not in expected.get(converter, {}).get(module, set())]


def deletable(stale: Iterable[Path], own_baselines: set[Path], *, update: bool, complete: bool) -> list[Path]:
    """The stale case folders a run may delete: only an update over every case, and only in its own baselines.

    >>> stale = [Path("s/c/v-2/a/y"), Path("s/c/v-1/a/y")]
    >>> deletable(stale, {Path("s/c/v-2")}, update=True, complete=True)
    [PosixPath('s/c/v-2/a/y')]
    >>> deletable(stale, {Path("s/c/v-2")}, update=True, complete=False), deletable(stale, {Path("s/c/v-2")}, update=False, complete=True)
    ([], [])
    """
    if not (update and complete):
        return []
    return [case for case in stale if case.parent.parent in own_baselines]
