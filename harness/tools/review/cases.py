"""Pending changes grouped by case, the unit ``review`` accepts or rejects, named as a user names cases."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from harness.converter import Converter
from harness.corpus.casename import CaseName, closest
from harness.corpus.discovery import discover
from harness.invocation import harness_command
from harness.project import Project
from harness.store.pending import Pending
from harness.textdiff import clip_lines, edit_lines, unified_diff
from harness.views import reading_rank


def kind(change: Pending) -> str:
    """``gone`` (no longer produced), ``changed`` or ``new`` (no snapshot yet)."""
    return "gone" if change.removal else "changed" if change.compared_with().is_file() else "new"


@dataclass(frozen=True)
class PendingCase:
    """The pending changes of one case in one baseline: accepted or rejected together, so its snapshots stay one set."""

    converter: str
    baseline: str
    name: CaseName
    changes: tuple[Pending, ...]

    @property
    def folder(self) -> str:
        """The case's folder under the snapshots folder."""
        return f"{self.converter}/{self.baseline}/{self.name.module}/{self.name.case}"

    @property
    def where(self) -> str:
        """Its baseline, and for a version with no baseline yet the older one its changes were compared with."""
        compared = self.changes[0].compared_with()
        baseline = f"{self.converter}/{self.baseline}"
        if compared == self.changes[0].snapshot:
            return baseline
        return f"{baseline} (no baseline yet; compared with {compared.parents[2].name})"

    def output(self, change: Pending) -> str:
        """A change's path under the snapshots folder."""
        return f"{self.folder}/{change.snapshot.name}"

    def counts(self) -> str:
        """How many outputs changed, are new, are gone."""
        seen = Counter(kind(c) for c in self.changes)
        return ", ".join(f"{seen[k]} {k}" for k in ("changed", "new", "gone") if seen[k])

    def matches(self, pattern: str, cases: str) -> bool:
        return self.name.matches(pattern, cases, self.converter, self.baseline)


def group(changes: list[Pending], snapshots: Path, known: Mapping[str, Converter]) -> list[PendingCase]:
    """Pending changes by case, a case's baselines next to each other, the new cases after the changed ones; in each
    case, the telling outputs first."""
    found: dict[tuple[str, ...], list[Pending]] = {}
    for change in changes:
        parts = change.snapshot.relative_to(snapshots).parts
        found.setdefault(parts[:4], []).append(change)
    grouped = []
    for (converter, baseline, module, case), members in found.items():
        entry = known.get(converter)
        primary = [name for name, _ in entry.primary_outputs] if entry else []
        members.sort(key=lambda c: reading_rank(c.snapshot.name, primary))
        grouped.append(PendingCase(converter, baseline, CaseName(module, case), tuple(members)))
    # A case with no snapshot at all is new, not changed: the changed ones come first, as in the run that left them.
    new = {id(p): all(kind(c) == "new" for c in p.changes) for p in grouped}
    return sorted(grouped, key=lambda p: (new[id(p)], p.name.module, p.name.case, p.converter, p.baseline))


def edit(case: PendingCase) -> tuple[object, ...]:
    """What a case's pending change is, its own names taken out: its converter and baseline, and per output its
    name, kind and the lines it removes and adds. Cases with one edit are settled together."""
    own = {case.name.case: "<case>", case.name.module: "<module>"}
    return (
        case.converter,
        case.baseline,
        *((c.snapshot.name, kind(c), edit_lines(c.current(), c.received(), own)) for c in case.changes),
    )


def same_edits(cases: list[PendingCase]) -> list[list[PendingCase]]:
    """The cases grouped by their edit (:func:`edit`), each group where its first case comes."""
    found: dict[tuple[object, ...], list[PendingCase]] = {}
    for case in cases:
        found.setdefault(edit(case), []).append(case)
    return list(found.values())


def case_lines(file: Path, known: Mapping[str, Converter]) -> dict[str, int]:
    """The line each case of a case file is defined on, as ``known`` (``Workspace.known``) find its cases."""
    return {c.name: c.line for c in discover(file, known).cases}


def location(case: PendingCase, project: Project, lines: Callable[[Path], dict[str, int]]) -> str:
    """``cases/mine.py:6``, where the case is defined, or why it is not there any more; ``lines`` reads a case file's
    lines (a listing reads each file once)."""
    cases = project.cases_name
    file = case.name.file(cases)
    if not (project.root / file).is_file():
        return f"{file} (no such file now)"
    line = lines(project.root / file).get(case.name.case)
    return f"{file}:{line}" if line else f"{file} (no case {case.name.case} in it now)"


def describe(case: PendingCase, change: Pending) -> list[str]:
    """One pending output: a header and the diff from its snapshot to what the run received, each line clipped
    around where it differs (``clip_lines``), as a failure's report is."""
    name = case.output(change)
    current, received = change.current(), change.received()
    if change.binary():
        size = len(change.received_bytes() or b"")
        return [f"# {name}: not UTF-8 text ({size} bytes received), so no diff is shown; accepting keeps its bytes"]
    if received is None:
        return [
            f"# {name}: no longer produced; accepting deletes the snapshot",
            *clip_lines(unified_diff(current or "", "", name)),
        ]
    if current is None:
        return [f"# {name}: new output, no snapshot yet", *clip_lines(unified_diff("", received, name))]
    return [f"# {name}: changed", *clip_lines(unified_diff(current, received, name))]


def listing(cases: list[PendingCase], project: Project, read: Callable[[Path], dict[str, int]]) -> list[str]:
    """``review --list``: each case, where it is defined (``read``: a case file's lines), and its pending outputs."""
    lines = []
    for case in cases:
        lines.append(f"{case.name}  {location(case, project, read)}  {case.where}: {case.counts()}")
        lines += [f"    {kind(c):8} {case.output(c)}" for c in case.changes]
    return lines


def no_match(patterns: list[str], cases: list[PendingCase], project: Project) -> list[str]:
    """What to write when no pending change matches: the closest names, and the forms that would match."""
    forms = project.cases_name
    names = sorted({str(c.name) for c in cases})
    near = sorted({n for p in patterns for n in closest(p, names)})
    lines = [f"no pending change matches {' or '.join(repr(p) for p in patterns)}"]
    if near:
        lines.append(f"did you mean {', '.join(near)}?")
    lines.append("pending cases, and names that pick them (a glob such as 'mine.*' picks several):")
    for case in cases[:5]:
        lines.append(f"    {case.name}   {case.name.file(forms)}::{case.name.case}   {case.folder}")
    if len(cases) > 5:
        lines.append(f"    … and {len(cases) - 5} more: {harness_command('review', '--list')}")
    lines.append(f"one output only: {cases[0].output(cases[0].changes[0])}")
    return lines
