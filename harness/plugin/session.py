"""One pytest session of the harness: its settings, baselines, fork servers, tallies, stale snapshots and summary."""

from __future__ import annotations

import functools
import os
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from harness.plugin.cache import ConversionCache
from harness.corpus.discovery import case_files, discover, is_case_file, module_key
from harness.plugin.syrupy_flags import not_applicable
from harness.registry import Converter, active
from harness.invocation import harness_command
from harness.plugin.items import (
    CaseFileCollector,
    CaseItem,
    CaseResult,
    NotAPytestModule,
    StaleSnapshots,
)
from harness.plugin.stale import covered_case_files, deletable, stale_cases
from harness.store import baselines, layout, pending
from harness.store.files import atomic_write, temp_root
from harness.worker.pool import WorkerPool


class Harness:
    """Per-session state: folders, installed converters, fork servers, stale snapshots."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.cases_dir = config.rootpath / config.getini("harness_cases")
        self.snapshots_dir = config.rootpath / config.getini("harness_snapshots")
        self.timeout = config.option.case_timeout or float(config.getini("harness_case_timeout"))
        self.startup_timeout = float(config.getini("harness_startup_timeout"))
        try:
            self.converters = active(config.getini("harness_converters"))
        except (ImportError, AttributeError, TypeError, ValueError) as exc:
            raise pytest.UsageError(f"harness_converters: {exc}") from None
        self.versions = {name: converter.installed_version() for name, converter in self.converters.items()}
        # Converters that cannot run on the installed framework version: why, and how many cases they skipped.
        self.unsupported = {name: why for name, c in self.converters.items() if (v := self.versions[name]) and (why := c.unsupported(v))}
        self.unsupported_cases: Counter[str] = Counter()
        self.selections = {
            name: baselines.select(self.snapshots_dir / name, converter.baseline(version), update=self.update)
            for name, converter in self.converters.items()
            if (version := self.versions[name]) is not None and name not in self.unsupported
        }
        self._pool: WorkerPool | None = None
        self.deselected = 0
        self.notes: list[str] = []
        self.deleted: list[Path] = []
        self.stale: list[Path] = []
        self.tallies: dict[str, Counter[str]] = {}

    @property
    def update(self) -> bool:
        """Whether this run rewrites every snapshot that differs (``--snapshot-update``)."""
        return bool(self.config.option.update_snapshots)

    @property
    def writes(self) -> bool:
        """Whether this run may write a snapshot: ``--snapshot-update``, or ``--snapshot-update-new-only``."""
        return self.update or bool(getattr(self.config.option, "update_new_snapshots_only", False))

    def own_baseline(self, converter: Converter) -> bool:
        """Whether this run compares with its own version's baseline (not an older one's)."""
        selection = self.selections.get(converter.name)
        return selection is not None and not selection.fallback

    def compared_dir(self, converter: Converter) -> Path | None:
        """The baseline this run compares with (its own, or the nearest older one)."""
        selection = self.selections.get(converter.name)
        return selection.read_dir if selection else None

    def module_name(self, path: Path) -> str:
        """Dotted module name of a case file, e.g. ``cases.loops``."""
        return f"{self.cases_dir.name}.{module_key(path, self.cases_dir)}"

    def snapshot_key(self, path: Path) -> str:
        """A case file's folder name inside a baseline, e.g. ``loops``."""
        return module_key(path, self.cases_dir)

    @functools.cached_property
    def cache(self) -> ConversionCache | None:
        """The conversion cache, unless CI is set, this run writes snapshots, ``--no-cache``, or pytest has no cache."""
        pytest_cache = getattr(self.config, "cache", None)  # absent with -p no:cacheprovider
        if os.environ.get("CI") or self.writes or self.config.option.no_cache or pytest_cache is None:
            return None
        return ConversionCache(pytest_cache.mkdir("harness-conversions"), self.cases_dir)

    @property
    def pool(self) -> WorkerPool:
        if self._pool is None:
            self._pool = WorkerPool(self.timeout, self.converters, self.startup_timeout)
        return self._pool

    # -- hooks ---------------------------------------------------------------

    def pytest_report_header(self, config: pytest.Config) -> list[str]:
        lines = [f"harness: {line}" for line in not_applicable(config.option)]
        for name, converter in self.converters.items():
            version = self.versions[name]
            if version is None:
                lines.append(f"{name}: {converter.framework} is not installed; its cases are skipped")
                continue
            if name in self.unsupported:
                lines.append(f"{name}: unsupported: {self.unsupported[name]}; its cases are skipped")
                continue
            selection = self.selections[name]
            own = selection.write_dir.relative_to(config.rootpath)
            if selection.fallback:
                lines.append(
                    f"{name}: {converter.framework} {version}, no baseline for {own.name.split('-')[-1]}, "
                    f"comparing against {selection.read_dir.name}"
                )
            elif selection.read_dir.is_dir() or self.update:
                lines.append(f"{name}: {converter.framework} {version}, snapshots in {own}")
            else:
                lines.append(f"{name}: {converter.framework} {version}, no baseline yet ({own} is written by --snapshot-update)")
            changed = baselines.differences(
                baselines.read_manifest(selection.read_dir), {**baselines.installed_versions(converter), **dict(converter.settings)}
            )
            if changed and not selection.fallback:
                lines.append(f"{name}: installed versions differ from {selection.read_dir.name}'s manifest: {', '.join(changed)}")
        return lines

    @pytest.hookimpl(tryfirst=True)
    def pytest_collect_file(self, file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
        if is_case_file(file_path, self.cases_dir):
            return CaseFileCollector.from_parent(parent, path=file_path, harness=self)
        return None

    @pytest.hookimpl(tryfirst=True)
    def pytest_pycollect_makemodule(self, module_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
        # A case file given by path, or named test_*.py, must never be imported into this process.
        if is_case_file(module_path, self.cases_dir):
            return NotAPytestModule.from_parent(parent, path=module_path)
        return None

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, session: pytest.Session, items: list[pytest.Item]) -> None:
        option = self.config.option
        if not os.environ.get("CI") or option.warn_unused_snapshots or not self.looks_for_stale:
            return
        stale = self.stale_on_disk
        if stale:
            nodeid = f"{self.cases_dir.relative_to(self.config.rootpath)}::stale-snapshots"
            items.append(StaleSnapshots.from_parent(session, name="stale-snapshots", nodeid=nodeid, folders=stale))

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
        if result is None:
            return
        tally = self.tallies.setdefault(result.converter, Counter())
        tally["cases"] += 1
        tally["outputs"] += result.outputs
        tally["differing"] += result.differing
        tally["cached"] += result.cached
        if report.passed:
            tally["passed" if result.state == "passed" else "updated"] += 1
        else:
            tally["failed"] += 1
            tally["errors" if result.state == "failed" else result.state] += 1

    def summary_lines(self) -> list[str]:
        """One line per converter: what the run found, what awaits review, which baseline it used."""
        lines = []
        for name, converter in self.converters.items():
            selection = self.selections.get(name)
            if name in self.unsupported:
                # -k and -m never see these cases, which are not collected: a count would ignore them.
                option = self.config.option
                count = "" if option.keyword or option.markexpr else f" {self.unsupported_cases[name]}"
                lines.append(f"harness: {name}: unsupported: {self.unsupported[name]}; its{count} cases were skipped")
                continue
            if selection is None:
                lines.append(f"harness: {name}: {converter.framework} is not installed, its cases were skipped")
                continue
            tally = self.tallies.get(name, Counter())
            updated = f"{tally['updated']} updated, " if self.writes else ""
            failed = f"{tally['failed']} failed ({tally['changed']} changed, {tally['new']} new, {tally['errors']} errors)"
            stale = sum(1 for p in self.stale if p.is_relative_to(self.snapshots_dir / name))
            waiting = len(pending.find(selection.write_dir))
            review = f" ({harness_command('review')})" if waiting else ""
            used = selection.read_dir.relative_to(self.config.rootpath)
            lines.append(
                f"harness: {name}: {tally['cases']} cases: {tally['passed']} passed, {updated}{failed}; "
                f"{tally['outputs']} outputs, {tally['differing']} differ; {tally['cached']} cases from the cache; "
                f"{stale} stale; {waiting} pending{review}; baseline {used}"
            )
        return lines

    def covered(self) -> set[str]:
        """The snapshot folder names of the case files this run considered whole, whose stale cases it may delete."""
        option = self.config.option
        filtered = bool(option.keyword or option.markexpr or getattr(option, "lf", False) or self.deselected)
        filtered = filtered or hasattr(self.config, "workerinput")
        files = case_files(self.cases_dir)
        whole = covered_case_files(self.config.args, self.config.invocation_params.dir, files, filtered=filtered)
        return {self.snapshot_key(path) for path in whole}

    @functools.cached_property
    def stale_on_disk(self) -> list[Path]:
        """Case folders under any baseline whose case no longer exists in the case files (read once per run)."""
        expected: dict[str, dict[str, set[str]]] = {}
        unreadable = set()
        for path in case_files(self.cases_dir):
            info = discover(path, self.converters)
            key = self.snapshot_key(path)
            if info.error:
                unreadable.add(key)
                continue
            for case in info.cases:
                for converter in case.converters:
                    expected.setdefault(converter, {}).setdefault(key, set()).add(case.name)
        found = [
            (converter, module, case)
            for converter in self.converters
            for baseline in sorted(p for p in (self.snapshots_dir / converter).glob("*") if p.is_dir())
            for module, case in layout.case_dirs(baseline)
        ]
        return stale_cases(found, expected, unreadable)

    @property
    def looks_for_stale(self) -> bool:
        return self.snapshots_dir.is_dir() and not self.config.option.disable_unused_snapshots

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if hasattr(self.config, "workerinput") or not self.snapshots_dir.is_dir():
            return
        if self.update:
            self.write_manifests()
        self.stale = self.stale_on_disk if self.looks_for_stale else []
        own = {selection.write_dir for selection in self.selections.values()}
        cleanup = self.update and not self.config.option.no_cleanup
        doomed = deletable(self.stale, own, self.covered(), update=cleanup)
        for folder in doomed:
            shutil.rmtree(folder)
            if not any(folder.parent.iterdir()):
                folder.parent.rmdir()
        self.stale = [p for p in self.stale if p not in doomed]
        self.deleted = doomed

    def write_manifests(self) -> None:
        """Record, beside each baseline this update wrote, the versions that wrote it."""
        for name, selection in self.selections.items():
            if selection.write_dir.is_dir():
                converter = self.converters[name]
                text = baselines.render_manifest(baselines.installed_versions(converter), dict(converter.settings))
                manifest = selection.write_dir / baselines.MANIFEST
                if not manifest.is_file() or manifest.read_text(encoding="utf-8") != text:
                    atomic_write(manifest, text, temp_root(self.snapshots_dir))

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        root = self.config.rootpath
        if self.tallies and not hasattr(self.config, "workerinput"):
            terminalreporter.write_sep("-", "harness summary")
            for line in self.summary_lines():
                terminalreporter.write_line(line)
        for folder in baselines.untested_baselines(self.snapshots_dir, root / "tox.ini"):
            terminalreporter.write_line(
                f"harness: stale baseline {folder.relative_to(root)}: no tox environment pins that version"
            )
        for note in self.notes:
            terminalreporter.write_line(f"harness: {note}")
        for folder in self.deleted:
            terminalreporter.write_line(f"harness: deleted stale snapshots {folder.relative_to(root)}")
        if self.stale:
            terminalreporter.write_line(
                f"harness: {len(self.stale)} stale snapshot folder(s), whose case no longer exists:"
            )
            for folder in self.stale:
                terminalreporter.write_line(f"  {folder.relative_to(root)}")
                if self.config.option.include_snapshot_details:
                    for output in layout.outputs(folder):
                        terminalreporter.write_line(f"    {output.name}")
            terminalreporter.write_line(
                "  an update of their whole case file (e.g. pytest cases --snapshot-update) deletes those"
                " of the installed framework versions"
            )

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        if self._pool is not None:
            self._pool.close()
