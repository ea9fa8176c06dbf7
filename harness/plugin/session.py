"""One pytest session of the harness: its hooks, each a line or two over the run's plan, tallies and stale snapshots."""

from __future__ import annotations

import functools
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from harness.corpus.discovery import CaseFile, case_file_twins, case_files, in_loop, is_case_file, symlink_loops
from harness.invocation import harness_command
from harness.plugin.items import (
    BrokenCaseFile,
    CaseFileCollector,
    CaseItem,
    NotAPytestModule,
    StaleSnapshots,
    read_case_file,
)
from harness.plugin.plan import PLAN, RunPlan
from harness.plugin.stale import (
    Signature,
    covered_case_files,
    deletable,
    deleted_case_files,
    foreign_changes,
    signatures,
    stale_cases,
)
from harness.plugin.summary import (
    RunEnd,
    attach,
    header_lines,
    per_converter,
    reported,
    result_of,
    stale_lines,
    summary_lines,
    tally,
)
from harness.plugin.syrupy_flags import not_applicable
from harness.project import shown
from harness.record import ItemState, RecordEntry
from harness.store import baselines, files, layout, pending

Expected = dict[str, set[str]] | None  # a case file's case names per converter; None when it cannot be read


def expected_of(info: CaseFile) -> Expected:
    """What a case file holds, as the stale check needs it."""
    if info.error:
        return None
    cases: dict[str, set[str]] = {}
    for case in info.cases:
        for converter in case.converters:
            cases.setdefault(converter, set()).add(case.name)
    return cases


class HarnessSession:
    """The session's hooks; what items need is the frozen plan in ``config.stash[PLAN]``."""

    def __init__(self, config: pytest.Config, plan: RunPlan) -> None:
        self.config = config
        self.plan = plan
        config.stash[PLAN] = plan
        self.collectors: list[CaseFileCollector] = []
        self.deselected = 0
        self.deleted: list[Path] = []
        self.doomed: list[Path] = []  # the stale case folders this run set out to delete
        self.undeletable: list[tuple[Path, str]] = []  # those it could not delete, and why
        self.stale: list[Path] = []
        self.tallies: dict[str, Counter[str]] = {}
        self.imported: dict[str, dict[str, str]] = {}  # per converter: the installed distributions its cases imported
        self.improved: list[str] = []  # the cases that passed because their compile report improved, saying so
        self.at_start: dict[Path, CaseFile] = {}  # every case file as the run began
        self.twins: dict[str, Path] = {}  # the case files whose names differ only in case, by dotted name
        self.collected: dict[Path, Expected] = {}  # what collection read, here or in xdist workers
        self.held = (
            files.hold_baselines(plan.snapshots_dir, plan.selections, lambda line: print(line, file=sys.stderr))
            if plan.writes and not self.is_worker
            else []
        )
        if self.held:  # another update may have written a new baseline while this one waited: it is one now
            self.plan = plan = replace(
                plan,
                selections={
                    name: replace(s, staged=None) if s.staged and baselines.holds_snapshots(s.write_dir) else s
                    for name, s in plan.selections.items()
                },
            )
            config.stash[PLAN] = plan
        self.dropped = [  # what a stopped update had staged of a new baseline, dropped before this one writes it
            s.write_dir
            for s in plan.selections.values()
            if s.staged and self.held and pending.start_update(s.write_dir)
        ]
        self.unplaced: list[Path] = []  # the new baselines this update staged, and did not write: it was stopped
        self.signatures: dict[Path, Signature] = {}  # the snapshots as the run began
        self.touched: set[Path] = set()  # the case folders items compared with or wrote
        self.foreign: list[Path] = []  # snapshot files changed during the run, not by it
        self.not_run: Counter[str] = Counter()  # per converter that does not run here, the cases it left uncollected

    @property
    def is_worker(self) -> bool:
        """An xdist worker: the controller reports and deletes, once for the whole run."""
        return hasattr(self.config, "workerinput")

    # -- hooks ---------------------------------------------------------------

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionstart(self, session: pytest.Session) -> None:
        if not self.is_worker:
            self.signatures = signatures(self.plan.snapshots_dir, self.watched)
        files = case_files(self.plan.cases_dir)
        self.twins = case_file_twins(files, self.plan.cases_dir)
        self.at_start = {path: read_case_file(path, self.plan, self.twin(path)) for path in files}

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.take_collected()

    def take_collected(self) -> None:
        self.collected.update((c.path, expected_of(c.info)) for c in self.collectors if c.info is not None)
        self.not_run = sum((c.not_run_cases for c in self.collectors), Counter())

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: Any) -> None:
        """xdist: what an xdist worker's collection read (every xdist worker collects every file)."""
        output = getattr(node, "workeroutput", {})
        for path, expected in output.get("harness_collected", {}).items():
            self.collected.setdefault(
                Path(path), None if expected is None else {k: set(v) for k, v in expected.items()}
            )
        self.not_run |= Counter(output.get("harness_not_run", {}))  # each worker collected the same files

    def pytest_report_header(self, config: pytest.Config) -> list[str]:
        changes = {}
        for name, selection in self.plan.selections.items():
            converter = self.plan.converters[name]
            installed = {**baselines.installed_versions(converter), **dict(converter.settings)}
            recorded = baselines.read_manifest(selection.read_dir)
            imported = baselines.recorded_imports(recorded)
            # Against its own baseline, what an older manifest does not record is no change; in an upgrade it is said.
            changes[name] = [
                *baselines.differences(recorded, installed, tolerant=not selection.fallback),
                *baselines.differences(imported, baselines.imported_versions(imported)),
            ]
        return header_lines(self.plan, changes, not_applicable(config.option))

    def twin(self, path: Path) -> Path | None:
        """The case file whose name differs from this one's only in case, if one does."""
        return self.twins.get(self.plan.case_file_key(path))

    @pytest.hookimpl(tryfirst=True)
    def pytest_collect_file(self, file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
        if not is_case_file(file_path, self.plan.cases_dir) or in_loop(file_path, self.loops):
            return None
        collector = CaseFileCollector.from_parent(parent, path=file_path, twin=self.twin(file_path))
        self.collectors.append(collector)
        return collector

    @pytest.hookimpl(tryfirst=True)
    def pytest_pycollect_makemodule(self, module_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
        # A case file given by path, or named test_*.py, must never be imported into this process.
        if is_case_file(module_path, self.plan.cases_dir):
            return NotAPytestModule.from_parent(parent, path=module_path)
        return None

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, session: pytest.Session, items: list[pytest.Item]) -> None:
        if not self.plan.ci or self.config.option.warn_unused_snapshots or not self.looks_for_stale:
            return
        self.take_collected()
        if self.stale_on_disk:
            nodeid = f"{self.plan.cases_dir.relative_to(self.config.rootpath)}::stale-snapshots"
            items.append(
                StaleSnapshots.from_parent(session, name="stale-snapshots", nodeid=nodeid, folders=self.stale_on_disk)
            )

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        self.deselected += len(items)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        report = yield
        if isinstance(item, CaseItem):
            skip = call.excinfo.value if call.excinfo is not None else None
            reason = (skip.msg or "") if isinstance(skip, pytest.skip.Exception) else ""
            result = replace(item.result, state=ItemState.SKIPPED, reason=reason) if report.skipped else item.result
            attach(reported(result, report), report)
        elif isinstance(item, BrokenCaseFile):
            broken = RecordEntry(
                report.nodeid, "failed", ItemState.BROKEN, case_file=shown(item.path, self.config.rootpath)
            )
            attach(reported(broken, report), report)
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        result = result_of(report)
        if result is None or report.when != "call" or not result.converter:
            return  # a case's call alone is tallied; the run record takes every phase (plugin.recorder)
        tally(self.tallies, result, report.passed)
        self.imported.setdefault(result.converter, {}).update(result.imported)
        if result.note:
            self.improved.append(result.note)
        if result.snapshots:
            self.touched.add(self.config.rootpath / result.snapshots)

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if self.is_worker:
            shared = {
                str(p): None if e is None else {k: sorted(v) for k, v in e.items()} for p, e in self.collected.items()
            }
            self.config.workeroutput["harness_collected"] = shared  # type: ignore[attr-defined]
            self.config.workeroutput["harness_not_run"] = dict(self.not_run)  # type: ignore[attr-defined]
            return
        self.new_cases_last()
        collected_none = session.exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED and not self.deselected
        if collected_none and (self.not_run or self.collectors):  # no converter here takes a case file read
            session.exitstatus = pytest.ExitCode.OK
        if self.plan.update:
            self.write_manifests()
            stopped = session.exitstatus == pytest.ExitCode.INTERRUPTED or bool(
                session.shouldstop or session.shouldfail
            )
            self.place_staged(complete=not stopped)
        if not self.plan.snapshots_dir.is_dir():
            return
        if not self.plan.update and (not self.plan.ci or self.plan.received):
            self.stage_manifests()
        self.stale = self.stale_on_disk if self.looks_for_stale else []
        own = {selection.write_dir for selection in self.plan.selections.values()}
        cleanup = self.plan.update and not self.config.option.no_cleanup
        self.doomed = deletable(self.stale, own, self.covered(), update=cleanup)
        for folder in self.doomed:
            try:
                layout.remove_case(folder)
            except OSError as exc:  # an immutable folder, a read-only mount: said, and the run goes on
                self.undeletable.append((folder, exc.strerror or str(exc)))
            except layout.Linked as exc:  # nothing deleted through a link
                self.undeletable.append((folder, str(exc)))
            else:
                self.deleted.append(folder)
        self.stale = [p for p in self.stale if p not in self.deleted]
        self.foreign = self.changes_not_made()
        if self.foreign:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def place_staged(self, *, complete: bool) -> None:
        """Each new baseline this update wrote whole in its staging folder takes its place, once the run was not
        stopped; a stopped run's is dropped, and said."""
        for selection in self.plan.selections.values():
            staged = selection.staged is not None and selection.staged.is_dir()
            if staged and not pending.finish_update(selection.write_dir, complete=complete):
                self.unplaced.append(selection.write_dir)

    def new_cases_last(self) -> None:
        """Before pytest lists the failures (its terminal summary follows this hook): a case with no snapshot at all
        is new, not changed, and listed after the changed ones."""
        reporter = self.config.pluginmanager.get_plugin("terminalreporter")
        failed = reporter.stats.get("failed", []) if reporter else []
        failed.sort(key=lambda report: (result := result_of(report)) is not None and result.state is ItemState.NEW)

    def stage_manifests(self) -> None:
        """Beside the pending changes a run left for a version with no baseline yet, the manifest that baseline
        gets when the first of them is accepted. A run of every case file in which all of a converter's cases
        passed stages it too, alone: ``review`` then makes that version's baseline a copy of the older one, so an
        upgrade ends with a baseline for every converter (and none is staged otherwise). Another Python's check of a
        release's one baseline (``baselines.own_name``) that changed nothing stages none: that one is its baseline."""
        whole = self.covered() == {self.plan.case_file_key(path) for path in case_files(self.plan.cases_dir)}
        for name, selection in self.plan.selections.items():
            if not selection.fallback:
                continue
            converter = self.plan.converters[name]
            write_dir = self.plan.pending_place(selection.write_dir)
            counts = self.tallies.get(name, Counter())
            checked = selection.write_dir.name != converter.baseline(self.plan.versions[name] or "")
            if pending.find(write_dir) or (whole and counts["cases"] and not counts["failed"] and not checked):
                installed = baselines.installed_versions(converter)
                imported = self.named_imports(name, baselines.read_manifest(selection.read_dir))
                baselines.stage_manifest(write_dir, installed, dict(converter.settings), imported)
            else:
                (write_dir / baselines.STAGED_MANIFEST).unlink(missing_ok=True)
                if write_dir.is_dir() and not any(write_dir.iterdir()):
                    write_dir.rmdir()

    def changes_not_made(self) -> list[Path]:
        """The snapshot files that changed during the run other than by the run: a case that wrote into them.

        Watched are the baselines this run reads or writes, and whatever lies outside every baseline folder;
        another framework's baselines are another run's (``tox p`` updates them side by side).
        """
        writes = self.plan.writes
        writable = [*self.doomed, *(self.touched if writes else ())]
        manifests = (
            [s.write_dir / baselines.MANIFEST for s in self.plan.selections.values()] if self.plan.update else []
        )
        staged = [s.write_dir for s in self.plan.selections.values()]  # an upgrade's pending changes go there
        changed = foreign_changes(
            self.signatures,
            signatures(self.plan.snapshots_dir, self.watched),
            writable + manifests,
            [*self.touched, *staged],
        )
        root = self.plan.snapshots_dir
        return [
            path
            for path in changed
            if len(path.relative_to(root).parts) <= 2 or any(path.is_relative_to(folder) for folder in self.watched)
        ]

    @property
    def watched(self) -> set[Path]:
        """The baselines this run reads or writes: the only ones whose files it watches for changes it did not make."""
        return {folder for s in self.plan.selections.values() for folder in (s.read_dir, s.write_dir)}

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        root = self.config.rootpath
        lines = []
        if (self.tallies or self.not_run or self.collectors) and not self.is_worker:
            terminalreporter.write_sep("-", "harness summary")
            lines += summary_lines(self.plan, self.run_end())
        lines += [
            f"harness: stale baseline {shown(folder, root)}: no tox environment pins that version"
            for folder in baselines.untested_baselines(
                self.plan.snapshots_dir, root / "tox.ini", self.plan.workspace.known.values()
            )
        ]
        lines += [f"harness: {note}" for collector in self.collectors for note in collector.notes]
        lines += [
            f"harness: {shown(loop, root)} is a symbolic link that leads back to itself or a folder above it: no case"
            " file is read through it (remove it, or point it elsewhere)"
            for loop in self.loops
        ]
        lines += [f"harness: {note}" for note in self.improved]
        if (
            not self.collectors
            and not self.is_worker
            and (self.plan.writes or not terminalreporter.stats.get("passed"))
        ):
            cases = shown(self.plan.cases_dir, root)
            lines.append(
                f"harness: no case file was collected: cases are expected in {cases}/ (the harness_cases setting);"
                f" run pytest {cases}"
            )
        lines += [f"harness: deleted stale snapshots {shown(folder, root)}" for folder in self.deleted]
        lines += [
            f"harness: could not delete stale snapshots {shown(folder, root)} ({why}): delete it by hand"
            for folder, why in self.undeletable
        ]
        lines += [
            f"harness: dropped the part of {shown(folder, root)} that a stopped update had written, before writing it"
            for folder in self.dropped
        ]
        lines += [
            f"harness: the update was stopped: {shown(folder, root)}, a new baseline, was not written (no part of it)"
            for folder in self.unplaced
        ]
        details = (
            {f: [o.name for o in layout.outputs(f)] for f in self.stale}
            if self.config.option.include_snapshot_details
            else None
        )
        lines += stale_lines(self.stale, root, details, shown(self.plan.cases_dir, root))
        if self.foreign:
            lines += [
                f"harness: {len(self.foreign)} snapshot file(s) changed during this run, not by it:",
                *(f"  {shown(path, root)}" for path in self.foreign),
                "harness: a case wrote into the golden files; nothing was restored: see git status",
            ]
        for line in lines:
            terminalreporter.write_line(line)

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.plan.pool.close()
        files.release(self.held)

    # -- what the hooks ask ----------------------------------------------------

    def run_end(self) -> RunEnd:
        option = self.config.option
        waiting = {name: len(pending.find(s.write_dir)) for name, s in self.plan.selections.items()}
        staged = {
            name
            for name, s in self.plan.selections.items()
            if not waiting[name] and (self.plan.pending_place(s.write_dir) / baselines.STAGED_MANIFEST).is_file()
        }
        return RunEnd(
            self.tallies,
            self.not_run,
            bool(option.keyword or option.markexpr),
            per_converter(self.stale, self.plan.snapshots_dir),
            waiting,
            harness_command("review", elsewhere=self.plan.ci),
            frozenset(staged),
        )

    def covered(self) -> set[str]:
        """The snapshot folder names of the case files this run considered whole, whose stale cases it may delete."""
        option = self.config.option
        filtered = bool(option.keyword or option.markexpr or getattr(option, "lf", False) or self.deselected)
        filtered = filtered or self.is_worker
        present = case_files(self.plan.cases_dir)
        deleted = deleted_case_files(self.stale, self.plan.cases_dir, {self.plan.case_file_key(p) for p in present})
        whole = covered_case_files(
            self.config.args, self.config.invocation_params.dir, [*present, *deleted], filtered=filtered
        )
        return {self.plan.case_file_key(path) for path in whole}

    @functools.cached_property
    def loops(self) -> list[Path]:
        """The symbolic link loops in the cases folder (read once per run)."""
        return symlink_loops(self.plan.cases_dir)

    @functools.cached_property
    def stale_on_disk(self) -> list[Path]:
        """Case folders under any baseline whose case no longer exists in the case files (read once per run)."""
        expected: dict[str, dict[str, set[str]]] = {}
        unreadable = set()
        read = {path: expected_of(info) for path, info in self.at_start.items()} | self.collected
        for path, cases in read.items():
            key = self.plan.case_file_key(path)
            if cases is None:
                unreadable.add(key)
                continue
            for converter, names in cases.items():
                expected.setdefault(converter, {}).setdefault(key, set()).update(names)
        found = [
            (converter, module, case)
            for converter in self.plan.converters
            for baseline in sorted(
                p
                for p in (self.plan.snapshots_dir / converter).glob("*")
                if p.is_dir() and p.name != files.TEMP_DIRNAME
            )
            for module, case in layout.case_dirs(baseline)
        ]
        return stale_cases(found, expected, unreadable)

    @property
    def looks_for_stale(self) -> bool:
        return self.plan.snapshots_dir.is_dir() and not self.config.option.disable_unused_snapshots

    def write_manifests(self) -> None:
        """Record, beside each baseline this update wrote, the versions that wrote it."""
        for name, selection in self.plan.selections.items():
            if (written := selection.staged or selection.write_dir).is_dir():
                converter = self.plan.converters[name]
                imported = self.named_imports(name, baselines.read_manifest(selection.write_dir))
                baselines.write_manifest(
                    written,
                    baselines.installed_versions(converter),
                    dict(converter.settings),
                    imported,
                    optional=converter.family,
                )

    def named_imports(self, name: str, manifest: dict[str, Any]) -> dict[str, str]:
        """The installed distributions a converter's manifest names: those its conversions in this run imported, and
        those an earlier manifest named that are still installed (a filtered run imports only some), at their
        versions now; never the repository's own (``baselines.own_distributions``)."""
        recorded = baselines.recorded_imports(manifest)
        still = {k: v for k, v in baselines.imported_versions(recorded).items() if v != baselines.NOT_INSTALLED}
        found = baselines.named_imports(self.plan.converters[name], self.imported.get(name, {}))
        own = self.own_distributions
        named = {**still, **{k: v.split("+")[0] for k, v in found.items()}}
        return {k: v for k, v in named.items() if baselines.canonical(k) not in own}

    @functools.cached_property
    def own_distributions(self) -> set[str]:
        return baselines.own_distributions(self.plan.project.root)
