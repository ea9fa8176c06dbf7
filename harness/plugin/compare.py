"""One case's outputs against its snapshots, through syrupy: what is new, changed or gone, and the pending files a failure leaves."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from syrupy.assertion import SnapshotAssertion

from harness.plugin.failure import Difference
from harness.plugin.syrupy_extension import CaseOutputExtension, SnapshotAccessError, access_error
from harness.project import shown
from harness.record import ItemState
from harness.store import files, layout, pending, saved


@dataclass
class CaseComparison:
    """What comparing one case's outputs found."""

    new: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    gone: list[str] = field(default_factory=list)
    received: dict[str, str] = field(default_factory=dict)
    differences: list[Difference] = field(default_factory=list)

    @property
    def state(self) -> ItemState:
        """What the item came to by this comparison alone: new (no snapshot yet), changed or passed.

        >>> [c.state.label for c in (CaseComparison(), CaseComparison(new=["a"]), CaseComparison(new=["a"], changed=["b"]))]
        ['passed', 'new', 'changed']
        """
        if self.new and not self.changed:
            return ItemState.NEW
        return ItemState.CHANGED if self.changed or self.new else ItemState.PASSED

    @property
    def written(self) -> list[str]:
        """The outputs whose snapshot this comparison wrote or removed: in an update, every one that is new or
        changed; else none (what differs is received, or gone, and left pending).

        >>> CaseComparison(new=["a"], changed=["b", "c"], received={"b": ""}, gone=["c"]).written
        ['a']
        """
        return sorted({*self.new, *self.changed} - {*self.received, *self.gone})


def compare(
    outputs: Mapping[str, str],
    snapshot: SnapshotAssertion,
    case_dir: Path,
    root: Path,
    *,
    update: bool,
    pending_dir: Path,
    program: Mapping[str, bytes] | None = None,
) -> CaseComparison:
    """Compare each output with its snapshot in ``case_dir`` (syrupy writes it on an update); a snapshot the case no
    longer produces is gone (an update removes it). Paths in the differences are shown from ``root``. The case's
    earlier pending changes, in ``pending_dir`` (its folder in the run's own baseline), are cleared. An update given
    the files of the ``program`` the conversion saved keeps them in the case's ``saved/`` (``store.saved.keep``) with
    its outputs, all or none, put in place before them: a run killed between leaves outputs the next update rewrites."""
    fault = layout.names_fault(outputs)
    if fault:  # the pool refuses such a reply: whatever name arrives here, nothing is written outside the case's folder
        raise SnapshotAccessError(f"{shown(case_dir, root)}: {fault}: nothing was compared or written")
    try:  # a link the case's own conversion made since its item checked (CaseItem.check_links)
        for folder in (case_dir, pending_dir):
            layout.unlinked(folder)
    except layout.Linked as exc:
        raise SnapshotAccessError(str(exc)) from None
    assertion = snapshot.use_extension(CaseOutputExtension)
    comparison = CaseComparison()
    leftovers = sorted(p for p in layout.outputs(case_dir) if p.name not in outputs)
    try:
        with files.writing_together():  # an update writes the case's outputs all or none
            _compare_each(outputs, assertion, case_dir, root, comparison)
            if update and program is not None:
                _keep_saved(case_dir, program, bool(comparison.new or comparison.changed or leftovers), root)
    except OSError as exc:
        raise access_error(Path(exc.filename or case_dir), "written", exc) from None
    for leftover in leftovers:
        comparison.changed.append(leftover.name)
        if update:
            layout.remove_output(leftover)
        else:
            comparison.gone.append(leftover.name)
            try:
                committed = leftover.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                failure = exc if isinstance(exc, OSError) else OSError(0, "not UTF-8 text")
                raise access_error(leftover, "read", failure) from None
            comparison.differences.append(Difference(shown(leftover, root), committed, None))
    pending.clear(pending_dir)
    return comparison


def _keep_saved(case_dir: Path, program: Mapping[str, bytes], changed: bool, root: Path) -> None:
    try:
        saved.keep(case_dir, program, changed=changed)
    except ValueError as exc:  # a name that is no file of saved/
        raise SnapshotAccessError(f"{shown(case_dir, root)}: its saved program cannot be written: {exc}") from None


def _compare_each(
    outputs: Mapping[str, str], assertion: SnapshotAssertion, case_dir: Path, root: Path, comparison: CaseComparison
) -> None:
    """Each output against its snapshot, into ``comparison``; an update writes it (syrupy, through the extension)."""
    for name in sorted(outputs):
        path = shown(case_dir / name, root)
        matches = assertion(name=name) == outputs[name]
        result = assertion.executions[assertion.num_executions - 1]
        if isinstance(result.exception, SnapshotAccessError):  # syrupy keeps what it raised; no difference to show
            raise result.exception
        if result.recalled_data is None:
            comparison.new.append(name)
        elif not matches or result.updated:
            comparison.changed.append(name)
        if matches:
            continue
        comparison.received[name] = outputs[name]
        recalled = None if result.recalled_data is None else str(result.recalled_data)
        comparison.differences.append(Difference(path, recalled, outputs[name]))


def pend(
    comparison: CaseComparison,
    pending_dir: Path,
    *,
    ci: bool,
    compared_with: str | None,
    review: str,
    received: Path | None = None,
) -> tuple[int, str]:
    """Keep the received outputs in the case's folder of the run's own baseline for review: how many pending files
    were written, and what to do next. Nothing is written in CI. ``compared_with`` names the older baseline a
    run without its own compared with: its pending files go to the new one, which accepting one of them makes.
    With ``received`` (``--received``), ``pending_dir`` is the case's place there, outside the repository, and CI
    writes there too.

    >>> pend(CaseComparison(received={"a": "1"}), Path("nowhere"), ci=True, compared_with=None, review="r")
    (0, 'CI is set, so nothing was written: run the tests locally and review, or accept them all with --snapshot-update')
    """
    update = "or accept them all with --snapshot-update"
    if ci and received is None:
        return 0, f"CI is set, so nothing was written: run the tests locally and review, {update}"
    written = pending.record(pending_dir, comparison.received, comparison.gone)
    if received is not None:
        return written, (
            f"{written} received file(s) written to {received}, nothing beside the snapshots: copy that folder over the"
            f" repository's root, then review them with {review}"
        )
    if compared_with:  # what to do with an upgrade's pending files the run's summary says, once
        return written, f"{written} pending file(s) written for {pending_dir.parent.parent.name}"
    return written, f"{written} pending file(s) written beside the snapshots: review them with {review}, {update}"
