"""One pytest session of the harness: its hooks, each a line or two over the run's plan, tallies and stale snapshots."""

from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from harness.corpus.discovery import case_files, discover, is_case_file
from harness.invocation import harness_command
from harness.plugin.items import CaseFileCollector, CaseItem, NotAPytestModule, StaleSnapshots
from harness.plugin.plan import PLAN, RunPlan
from harness.plugin.report import CaseResult, RunEnd, header_lines, per_converter, stale_lines, summary_lines, tally
from harness.plugin.stale import covered_case_files, deletable, stale_cases
from harness.plugin.syrupy_flags import not_applicable
from harness.store import baselines, layout, pending


class HarnessSession:
    """The session's hooks; what items need is the frozen plan in ``config.stash[PLAN]``."""

    def __init__(self, config: pytest.Config, plan: RunPlan) -> None:
        self.config = config
        self.plan = plan
        config.stash[PLAN] = plan
        self.collectors: list[CaseFileCollector] = []
        self.deselected = 0
        self.deleted: list[Path] = []
        self.stale: list[Path] = []
        self.tallies: dict[str, Counter[str]] = {}

    @property
    def is_worker(self) -> bool:
        """An xdist worker: the controller reports and deletes, once for the whole run."""
        return hasattr(self.config, "workerinput")

    # -- hooks ---------------------------------------------------------------

    def pytest_report_header(self, config: pytest.Config) -> list[str]:
        changes = {}
        for name, selection in self.plan.selections.items():
            converter = self.plan.converters[name]
            installed = {**baselines.installed_versions(converter), **dict(converter.settings)}
            changes[name] = baselines.differences(baselines.read_manifest(selection.read_dir), installed)
        return header_lines(self.plan, changes, not_applicable(config.option))

    @pytest.hookimpl(tryfirst=True)
    def pytest_collect_file(self, file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
        if not is_case_file(file_path, self.plan.cases_dir):
            return None
        collector = CaseFileCollector.from_parent(parent, path=file_path)
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
        if self.stale_on_disk:
            nodeid = f"{self.plan.cases_dir.relative_to(self.config.rootpath)}::stale-snapshots"
            items.append(StaleSnapshots.from_parent(session, name="stale-snapshots", nodeid=nodeid, folders=self.stale_on_disk))

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        self.deselected += len(items)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        report = yield
        if call.when == "call" and isinstance(item, CaseItem):
            item.result.attach(report)
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        result = CaseResult.of(report)
        if result is not None:
            tally(self.tallies, result, report.passed)

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if self.is_worker or not self.plan.snapshots_dir.is_dir():
            return
        if self.plan.update:
            self.write_manifests()
        self.stale = self.stale_on_disk if self.looks_for_stale else []
        own = {selection.write_dir for selection in self.plan.selections.values()}
        cleanup = self.plan.update and not self.config.option.no_cleanup
        doomed = deletable(self.stale, own, self.covered(), update=cleanup)
        for folder in doomed:
            layout.remove_case(folder)
        self.stale = [p for p in self.stale if p not in doomed]
        self.deleted = doomed

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        root = self.config.rootpath
        lines = []
        if self.tallies and not self.is_worker:
            terminalreporter.write_sep("-", "harness summary")
            lines += summary_lines(self.plan, self.run_end())
        lines += [
            f"harness: stale baseline {folder.relative_to(root)}: no tox environment pins that version"
            for folder in baselines.untested_baselines(self.plan.snapshots_dir, root / "tox.ini")
        ]
        lines += [f"harness: {note}" for collector in self.collectors for note in collector.notes]
        lines += [f"harness: deleted stale snapshots {folder.relative_to(root)}" for folder in self.deleted]
        details = {f: [o.name for o in layout.outputs(f)] for f in self.stale} if self.config.option.include_snapshot_details else None
        lines += stale_lines(self.stale, root, details)
        for line in lines:
            terminalreporter.write_line(line)

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.plan.pool.close()

    # -- what the hooks ask ----------------------------------------------------

    def run_end(self) -> RunEnd:
        option = self.config.option
        unsupported: Counter[str] = Counter()
        for collector in self.collectors:
            unsupported += collector.unsupported_cases
        waiting = {name: len(pending.find(s.write_dir)) for name, s in self.plan.selections.items()}
        return RunEnd(self.tallies, unsupported, bool(option.keyword or option.markexpr),
                      per_converter(self.stale, self.plan.snapshots_dir), waiting, harness_command("review"))

    def covered(self) -> set[str]:
        """The snapshot folder names of the case files this run considered whole, whose stale cases it may delete."""
        option = self.config.option
        filtered = bool(option.keyword or option.markexpr or getattr(option, "lf", False) or self.deselected)
        filtered = filtered or self.is_worker
        files = case_files(self.plan.cases_dir)
        whole = covered_case_files(self.config.args, self.config.invocation_params.dir, files, filtered=filtered)
        return {self.plan.case_file_key(path) for path in whole}

    @functools.cached_property
    def stale_on_disk(self) -> list[Path]:
        """Case folders under any baseline whose case no longer exists in the case files (read once per run)."""
        expected: dict[str, dict[str, set[str]]] = {}
        unreadable = set()
        for path in case_files(self.plan.cases_dir):
            case_file = discover(path, self.plan.converters)
            key = self.plan.case_file_key(path)
            if case_file.error:
                unreadable.add(key)
                continue
            for case in case_file.cases:
                for converter in case.converters:
                    expected.setdefault(converter, {}).setdefault(key, set()).add(case.name)
        found = [
            (converter, module, case)
            for converter in self.plan.converters
            for baseline in sorted(p for p in (self.plan.snapshots_dir / converter).glob("*") if p.is_dir())
            for module, case in layout.case_dirs(baseline)
        ]
        return stale_cases(found, expected, unreadable)

    @property
    def looks_for_stale(self) -> bool:
        return self.plan.snapshots_dir.is_dir() and not self.config.option.disable_unused_snapshots

    def write_manifests(self) -> None:
        """Record, beside each baseline this update wrote, the versions that wrote it."""
        for name, selection in self.plan.selections.items():
            if selection.write_dir.is_dir():
                converter = self.plan.converters[name]
                baselines.write_manifest(selection.write_dir, baselines.installed_versions(converter), dict(converter.settings))
