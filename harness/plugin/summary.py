"""What a run says at its start and end: the header (versions and baselines) and the summary, as pure functions of values."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from harness.plugin.plan import RunPlan
from harness.project import shown
from harness.record import ItemState, Outcome, RecordEntry, entry_data, entry_from
from harness.store.baselines import Selection, python_of, read_manifest, version_of

REPORT_KEY = "harness_result"


def attach(result: RecordEntry, report: pytest.TestReport) -> None:
    """Carry a case item's result on its test report: an attribute of the report's own, which xdist carries."""
    vars(report)[REPORT_KEY] = entry_data(result)


def reported(result: RecordEntry, report: pytest.TestReport) -> RecordEntry:
    """A case item's result as its report of one phase says: pytest's outcome, and a failure's message."""
    outcome: Outcome = "skipped" if report.skipped else "failed" if report.failed else "passed"
    return replace(result, outcome=outcome, message=report.longreprtext if report.failed else "")


def result_of(report: pytest.TestReport) -> RecordEntry | None:
    """The case item's result a test report carries (:func:`attach`), or None for another item's."""
    data = vars(report).get(REPORT_KEY)
    return None if data is None else entry_from(data)


def tally(tallies: dict[str, Counter[str]], result: RecordEntry, passed: bool) -> None:
    """Count one case's result into its converter's tally.

    >>> tallies = {}
    >>> tally(tallies, RecordEntry("n", "failed", ItemState.CHANGED, "c", outputs=3, differing=1), passed=False)
    >>> tally(tallies, RecordEntry("n", "passed", ItemState.PASSED, "c", outputs=2, cached=True), passed=True)
    >>> tally(tallies, RecordEntry("n", "passed", ItemState.PASSED, "c", outputs=2, refreshed=True), passed=True)
    >>> tally(tallies, RecordEntry("n", "failed", ItemState.CRASHED, "c"), passed=False)
    >>> sorted(tallies["c"].items())  # doctest: +NORMALIZE_WHITESPACE
    [('cached', 1), ('cases', 4), ('changed', 1), ('differing', 1), ('errors', 1), ('failed', 2), ('improved', 0),
     ('outputs', 7), ('passed', 2), ('refreshed', 1), ('regressed', 0), ('warm', 0)]
    """
    counts = tallies.setdefault(result.converter, Counter())
    counts["cases"] += 1
    counts["outputs"] += result.outputs
    counts["differing"] += result.differing
    counts["cached"] += result.cached
    counts["warm"] += result.warm
    counts["refreshed"] += result.refreshed
    counts["improved"] += result.state is ItemState.IMPROVED
    counts["regressed"] += result.state is ItemState.REGRESSED
    if passed:
        counts["passed" if result.state in (ItemState.PASSED, ItemState.IMPROVED) else "updated"] += 1
    else:
        counts["failed"] += 1
        regressed = result.state is ItemState.REGRESSED
        counts["errors" if result.state.no_result else "changed" if regressed else result.state.label] += 1


def header_lines(plan: RunPlan, manifest_changes: Mapping[str, list[str]], not_applicable: list[str]) -> list[str]:
    """One line per converter: its framework's version and the baseline it compares with, or why it does not run;
    ``manifest_changes``: per converter, what is installed otherwise than its baseline's manifest records."""
    lines = [f"harness: {line}" for line in not_applicable]
    root = plan.project.root
    not_run = {name: why for name in plan.converters if (why := plan.not_run(name)) is not None}
    if not_run:
        lines.append(not_run_line(not_run))
    for name, converter in plan.converters.items():
        version = plan.versions[name]
        if name in not_run:
            continue
        selection = plan.selections[name]
        own = shown(selection.write_dir, root)
        if selection.fallback:
            lines.append(f"{name}: {converter.framework} {version}, {fallback(selection, root)}")
        elif selection.read_dir.is_dir() or plan.update:
            lines.append(f"{name}: {converter.framework} {version}, snapshots in {own}")
        else:
            files = f" from the case files that import {' or '.join(converter.routes)}" if converter.own_files else ""
            lines.append(
                f"{name}: {converter.framework} {version}, no baseline yet ({own} is written by --snapshot-update{files})"
            )
        changed = manifest_changes.get(name)
        if changed:
            lines.append(
                f"{name}: installed versions differ from {selection.read_dir.name}'s manifest: {', '.join(changed)}"
            )
    return lines


def not_run_line(not_run: Mapping[str, str]) -> str:
    """The converters that do not run here, on one line: those that do for one reason together.

    >>> print(not_run_line({"fx": "torch is not installed", "jax": "jax is not installed", "dynamo": "torch is not installed"}))
    not run here, their cases not collected: fx, dynamo (torch is not installed); jax (jax is not installed)
    """
    grouped: dict[str, list[str]] = {}
    for name, why in not_run.items():
        grouped.setdefault(why, []).append(name)
    said = "; ".join(f"{', '.join(names)} ({why})" for why, names in grouped.items())
    return f"not run here, their cases not collected: {said}"


def fallback(selection: Selection, root: Path) -> str:
    """What a run compares with that is not its own baseline: an older release's, or another interpreter's.

    >>> fallback(Selection(Path("/r/s/numba/numba-0.69"), Path("/r/s/numba/numba-0.68")), Path("/r"))
    'no baseline for 0.69, comparing against numba-0.68'
    >>> fallback(Selection(Path("/r/s/numba/numba-0.68-python3.12"), Path("/r/s/numba/numba-0.68")), Path("/r"))
    'python 3.12 here; s/numba/numba-0.68 was written with an interpreter it does not record (no baseline of 3.12 yet: its differences fail)'
    """
    own, read = selection.write_dir.name, selection.read_dir.name
    here, there = python_of(own), python_of(read)
    if here == there:
        major, minor = version_of(own) or (0, 0)
        return f"no baseline for {major}.{minor}, comparing against {read}"
    written = there or read_manifest(selection.read_dir).get("python", "an interpreter it does not record")
    return (
        f"python {here} here; {shown(selection.read_dir, root)} was written with {written}"
        f" (no baseline of {here} yet: its differences fail)"
    )


@dataclass(frozen=True)
class RunEnd:
    """What the session knows once every case ran: per converter its tally, stale folders and pending changes."""

    tallies: Mapping[str, Counter[str]]
    not_run_cases: Mapping[str, int]  # per converter that does not run here, the cases it left uncollected
    filtered: bool  # -k or -m: which of those cases the filter would have selected is unknown, so none are counted
    stale: Mapping[str, int]
    waiting: Mapping[str, int]
    review: str  # the command that reviews pending changes
    unchanged: frozenset[str] = frozenset()  # converters whose new version's baseline review writes, no output changed


def summary_lines(plan: RunPlan, end: RunEnd) -> list[str]:
    """One line per converter: what the run found, what awaits review, which baseline it used."""
    lines = []
    for name in plan.converters:
        selection = plan.selections.get(name)
        why = plan.not_run(name)
        if why is not None or selection is None:  # the header said it; the summary counts the cases it left
            count = end.not_run_cases.get(name, 0)
            if count and not end.filtered:
                lines.append(f"harness: {name}: not run here, {why}: {count} case{'s' * (count != 1)} not collected")
            continue
        counts = end.tallies.get(name, Counter())
        updated = f"{counts['updated']} updated, " if plan.writes else ""
        failed = (
            f"{counts['failed']} failed ({counts['changed']} changed, {counts['new']} new, {counts['errors']} errors)"
        )
        if counts["improved"] or counts["regressed"]:
            failed += f"; compile reports: {counts['improved']} improved, {counts['regressed']} regressed"
        waiting = end.waiting.get(name, 0)
        review = f" ({end.review})" if waiting else ""
        used = shown(selection.read_dir, plan.project.root)
        warm = (
            f"{counts['warm']} passed warm, {counts['refreshed']} re-converted fresh"
            if plan.warm
            else "warm workers off"
        )
        converter = plan.converters[name]
        takes = (
            f" (it takes only the case files that import {' or '.join(converter.routes)}: none here does)"
            if converter.own_files and not counts["cases"] and not end.filtered
            else ""
        )
        lines.append(
            f"harness: {name}: {counts['cases']} cases{takes}: {counts['passed']} passed, {updated}{failed}; "
            f"{counts['outputs']} outputs, {counts['differing']} differ; {counts['cached']} cases from the cache; "
            f"{warm}; {end.stale.get(name, 0)} stale; {waiting} pending{review}; baseline {used}"
        )
        if waiting and selection.fallback:
            lines.append(upgrade_pending(name, selection.read_dir.name, selection.write_dir.name, waiting, end.review))
        elif name in end.unchanged and selection.fallback:
            lines.append(upgrade_unchanged(name, selection.read_dir.name, selection.write_dir.name, end.review))
    return lines


def upgrade_unchanged(converter: str, old: str, new: str, review: str) -> str:
    """What to do after a run of every case file that compared with an older release's baseline and found no output
    changed: the new release still has no baseline until ``review`` writes it.

    >>> print(upgrade_unchanged("dynamo", "torch-2.14", "torch-2.15", "h review"))  # doctest: +NORMALIZE_WHITESPACE
    harness: dynamo: no output changed from torch-2.14, and torch-2.15 has no baseline yet: h review writes it (a copy
    of torch-2.14 with torch-2.15's manifest); until then every run compares with torch-2.14
    """
    return (
        f"harness: {converter}: no output changed from {old}, and {new} has no baseline yet: {review} writes it (a copy"
        f" of {old} with {new}'s manifest); until then every run compares with {old}"
    )


def upgrade_pending(converter: str, old: str, new: str, waiting: int, review: str) -> str:
    """What to do with the pending files of a run that compared with an older release's baseline: said once, at the
    end, however many cases wrote them.

    >>> print(upgrade_pending("dynamo", "torch-2.14", "torch-2.15", 3, "h review"))  # doctest: +NORMALIZE_WHITESPACE
    harness: dynamo: 3 pending file(s) written for torch-2.15, which has no baseline yet: review them with h review
    (accepting a case writes torch-2.15: torch-2.14's snapshots and the cases accepted), or accept them all with
    --snapshot-update; then h diff dynamo/torch-2.14 dynamo/torch-2.15 --renames shows each change with the names
    the release only renamed aligned
    """
    diff = review.removesuffix(" review") + f" diff {converter}/{old} {converter}/{new} --renames"
    return (
        f"harness: {converter}: {waiting} pending file(s) written for {new}, which has no baseline yet: review them"
        f" with {review} (accepting a case writes {new}: {old}'s snapshots and the cases accepted), or accept them"
        f" all with --snapshot-update; then {diff} shows each change with the names the release only renamed aligned"
    )


def stale_lines(
    stale: list[Path], root: Path, details: Mapping[Path, list[str]] | None = None, cases: str = "cases"
) -> list[str]:
    """The stale case folders, each with its outputs when ``details`` lists them, and how to delete them (``cases``:
    the cases folder, as the command that does names it).

    >>> print("\\n".join(stale_lines([Path("/r/snapshots/c/v-1/m/gone")], Path("/r"), cases="tests/cases")))
    harness: 1 stale snapshot folder(s), whose case no longer exists:
      snapshots/c/v-1/m/gone
      an update of their whole case file, or of the folder that held a deleted one (e.g. pytest tests/cases --snapshot-update), deletes those of the installed framework versions
    """
    if not stale:
        return []
    lines = [f"harness: {len(stale)} stale snapshot folder(s), whose case no longer exists:"]
    for folder in stale:
        lines.append(f"  {shown(folder, root)}")
        lines += [f"    {name}" for name in (details or {}).get(folder, [])]
    lines.append(
        "  an update of their whole case file, or of the folder that held a deleted one"
        f" (e.g. pytest {cases} --snapshot-update), deletes those of the installed framework versions"
    )
    return lines


def per_converter(folders: list[Path], snapshots: Path) -> Counter[str]:
    """How many of ``folders`` (under ``snapshots/<converter>/``) each converter has.

    >>> per_converter([Path("/s/a/v/m/x"), Path("/s/a/v/m/y"), Path("/s/b/v/m/z")], Path("/s"))
    Counter({'a': 2, 'b': 1})
    """
    return Counter(folder.relative_to(snapshots).parts[0] for folder in folders)
