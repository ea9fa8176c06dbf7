"""pytest plugin: collects case files as tests and compares each output with its golden file.

Imports neither TensorFlow nor torch: conversions run in fork servers (see ``harness.workers``).
"""

from __future__ import annotations

import os
import shutil
import time
import types
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from syrupy.assertion import SnapshotAssertion
from syrupy.location import PyTestLocation

from harness.discovery import Case, CaseFile, case_files, discover, is_case_file, module_key
from harness.frameworks import Converter, active
from harness.runner import Request
from harness.store import baselines, layout, pending
from harness.project import DEFAULTS
from harness.storage import CaseOutputExtension
from harness.store.files import atomic_write, temp_root
from harness.textdiff import unified_diff
from harness.workers import WorkerError, WorkerPool

DEFAULT_TIMEOUT = float(DEFAULTS["harness_case_timeout"])


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("harness", "dynamic-to-static snapshot harness")
    group.addoption(
        "--case-timeout",
        type=float,
        default=None,
        help=f"seconds one conversion may take before it is killed (default {DEFAULT_TIMEOUT:g})",
    )
    parser.addini("harness_cases", "folder of case files, relative to rootdir", default=DEFAULTS["harness_cases"])
    parser.addini("harness_snapshots", "folder of golden files, relative to rootdir", default=DEFAULTS["harness_snapshots"])
    parser.addini("harness_case_timeout", "seconds one conversion may take", default=DEFAULTS["harness_case_timeout"])
    parser.addini(
        "harness_startup_timeout",
        "seconds a fork server may take to import its framework",
        default=DEFAULTS["harness_startup_timeout"],
    )
    parser.addini(
        "harness_converters",
        "converters to run: registered names or package.module:ATTRIBUTE (default: every registered one)",
        type="linelist",
        default=[],
    )


def pytest_configure(config: pytest.Config) -> None:
    try:
        harness = Harness(config)
    except (ImportError, AttributeError, TypeError, ValueError) as exc:
        raise pytest.UsageError(f"harness_converters: {exc}") from None
    if not harness.cases_dir.is_dir():
        return
    if harness.update and os.environ.get("CI"):
        raise pytest.UsageError(
            "refusing --snapshot-update because CI is set: CI compares snapshots, it never writes them"
        )
    config.pluginmanager.register(harness, "harness-session")


class Harness:
    """Per-session state: folders, installed converters, fork servers, stale snapshots."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.cases_dir = config.rootpath / config.getini("harness_cases")
        self.snapshots_dir = config.rootpath / config.getini("harness_snapshots")
        self.timeout = config.option.case_timeout or float(config.getini("harness_case_timeout"))
        self.startup_timeout = float(config.getini("harness_startup_timeout"))
        self.converters = active(config.getini("harness_converters"))
        self.versions = {name: converter.installed_version() for name, converter in self.converters.items()}
        self.selections = {
            name: baselines.select(self.snapshots_dir / name, converter.baseline(version), update=self.update)
            for name, converter in self.converters.items()
            if (version := self.versions[name]) is not None
        }
        self._pool: WorkerPool | None = None
        self.deselected = 0
        self.notes: list[str] = []
        self.deleted: list[Path] = []
        self.stale: list[Path] = []
        self.tallies: dict[str, Counter[str]] = {}

    @property
    def update(self) -> bool:
        return bool(self.config.option.update_snapshots)

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

    @property
    def pool(self) -> WorkerPool:
        if self._pool is None:
            self._pool = WorkerPool(self.timeout, self.converters, self.startup_timeout)
        return self._pool

    # -- hooks ---------------------------------------------------------------

    def pytest_report_header(self, config: pytest.Config) -> list[str]:
        lines = []
        for name, converter in self.converters.items():
            version = self.versions[name]
            if version is None:
                lines.append(f"{name}: {converter.framework} is not installed; its cases are skipped")
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
                baselines.read_manifest(selection.read_dir), baselines.installed_versions(converter)
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

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        self.deselected += len(items)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        properties = dict(report.user_properties)
        converter = properties.get("harness_converter")
        if report.when != "call" or converter is None:
            return
        tally = self.tallies.setdefault(converter, Counter())
        tally["cases"] += 1
        tally["outputs"] += properties.get("harness_outputs", 0)
        state = properties.get("harness_state", "failed")
        if report.passed and state == "changed":
            state = "updated"
        tally[state] += 1

    def summary_lines(self) -> list[str]:
        """One line per converter: what the run found, what awaits review, which baseline it used."""
        lines = []
        for name, converter in self.converters.items():
            selection = self.selections.get(name)
            if selection is None:
                lines.append(f"harness: {name}: {converter.framework} is not installed, its cases were skipped")
                continue
            tally = self.tallies.get(name, Counter())
            states = ("passed", "updated", "changed", "new", "failed") if self.update else ("passed", "changed", "new", "failed")
            counts = ", ".join(f"{tally[state]} {state}" for state in states)
            stale = sum(1 for p in self.stale if p.is_relative_to(self.snapshots_dir / name))
            waiting = len(pending.find(selection.write_dir))
            review = " (python -m harness review)" if waiting else ""
            used = selection.read_dir.relative_to(self.config.rootpath)
            lines.append(
                f"harness: {name}: {tally['cases']} cases, {tally['outputs']} outputs: {counts}; "
                f"{stale} stale; {waiting} pending{review}; baseline {used}"
            )
        return lines

    def complete_run(self, session: pytest.Session) -> bool:
        """Whether this run considered every case, so that stale snapshots may be deleted."""
        option = self.config.option
        if option.keyword or option.markexpr or getattr(option, "lf", False) or self.deselected:
            return False
        if hasattr(self.config, "workerinput"):
            return False
        for argument in self.config.args:
            path = Path(argument.split("::")[0])
            path = path if path.is_absolute() else self.config.invocation_params.dir / path
            if "::" in argument or not self.cases_dir.resolve().is_relative_to(path.resolve()):
                continue
            return True
        return False

    def find_stale(self) -> list[Path]:
        """Case folders under any baseline whose case no longer exists in the case files."""
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
        stale = []
        for converter in self.converters:
            for baseline in sorted(p for p in (self.snapshots_dir / converter).glob("*") if p.is_dir()):
                for module, case in layout.case_dirs(baseline):
                    if module not in unreadable and case.name not in expected.get(converter, {}).get(module, set()):
                        stale.append(case)
        return stale

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if hasattr(self.config, "workerinput") or not self.snapshots_dir.is_dir():
            return
        self.stale = self.find_stale()
        current = {selection.write_dir for selection in self.selections.values()}
        if self.update:
            self.write_manifests()
        deletable = [p for p in self.stale if p.parent.parent in current]
        if self.update and deletable and self.complete_run(session):
            for folder in deletable:
                shutil.rmtree(folder)
                if not any(folder.parent.iterdir()):
                    folder.parent.rmdir()
            self.stale = [p for p in self.stale if p not in deletable]
            self.deleted = deletable
        if self.stale and os.environ.get("CI"):
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def write_manifests(self) -> None:
        """Record, beside each baseline this update wrote, the versions that wrote it."""
        for name, selection in self.selections.items():
            if selection.write_dir.is_dir():
                text = baselines.render_manifest(baselines.installed_versions(self.converters[name]))
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
            terminalreporter.write_line(f"harness: {note} (wrap it in a @case(factory=True) function)")
        for folder in self.deleted:
            terminalreporter.write_line(f"harness: deleted stale snapshots {folder.relative_to(root)}")
        if self.stale:
            terminalreporter.write_line(
                f"harness: {len(self.stale)} stale snapshot folder(s), whose case no longer exists:"
            )
            for folder in self.stale:
                terminalreporter.write_line(f"  {folder.relative_to(root)}")
            if os.environ.get("CI"):
                terminalreporter.write_line("  CI is set, so stale snapshots fail the run: delete them and commit")
            else:
                terminalreporter.write_line(
                    "  a complete run with --snapshot-update deletes those of the installed framework versions"
                )

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        if self._pool is not None:
            self._pool.close()


class CaseFileCollector(pytest.File):
    """A case file: one group of tests per converter that takes its cases."""

    def __init__(self, *, harness: Harness, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.harness = harness

    def collect(self) -> Iterator[pytest.Item | pytest.Collector]:
        info = discover(self.path, self.harness.converters)
        shown = self.path.relative_to(self.config.rootpath)
        self.harness.notes.extend(f"{shown}: {note}" for note in info.notes)
        if info.error:
            yield BrokenCaseFile.from_parent(self, name="file", info=info)
            return
        for name, converter in self.harness.converters.items():
            cases = [case for case in info.cases if name in case.converters]
            if cases:
                yield ConverterGroup.from_parent(self, name=name, converter=converter, cases=cases)


class NotAPytestModule(pytest.File):
    """Stands in for pytest's own module collector on a case file: collects nothing, imports nothing."""

    def collect(self) -> Iterator[pytest.Item]:
        return iter(())


class ConverterGroup(pytest.Collector):
    """The cases of one file that one converter takes."""

    def __init__(self, *, converter: Converter, cases: list[Case], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.converter = converter
        self.cases = cases

    def collect(self) -> Iterator[pytest.Item]:
        for case in self.cases:
            yield CaseItem.from_parent(self, name=case.name, case=case, converter=self.converter)


@dataclass
class Outcome:
    """What comparing one case's outputs found."""

    new: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    gone: list[str] = field(default_factory=list)
    received: dict[str, str] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    @property
    def state(self) -> str:
        """``new`` (no snapshot yet), ``changed`` or ``passed``."""
        if self.new and not self.changed:
            return "new"
        return "changed" if self.changed or self.new else "passed"


class HarnessFailure(Exception):
    """A failure whose message says everything; shown without a traceback."""


class BrokenCaseFile(pytest.Item):
    """Stands for a case file that cannot be read, so the rest of the run goes on."""

    def __init__(self, *, info: CaseFile, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.info = info

    def runtest(self) -> None:
        where = self.info.path.relative_to(self.config.rootpath)
        line = f":{self.info.error_line}" if self.info.error_line else ""
        raise HarnessFailure(f"{where}{line}: {self.info.error}\nno case of this file ran; its snapshots are kept")

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        return str(excinfo.value)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, (self.info.error_line or 1) - 1, f"{self.path.name}: cannot be read"


class CaseItem(pytest.Item):
    """One case converted by one converter, compared output by output."""

    def __init__(self, *, case: Case, converter: Converter, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case
        self.converter = converter
        harness: Harness = self.parent.parent.harness  # type: ignore[union-attr]
        self.harness = harness
        module = harness.module_name(self.path)
        self.request = Request(str(harness.cases_dir.parent), module, case.name, converter.name, converter.driver)
        # syrupy's location reads obj.__module__ and obj.__name__.
        self.obj = types.SimpleNamespace(__module__=module, __name__=case.name)
        baseline = harness.compared_dir(converter)
        if baseline is None:
            self.snapshot_dir = harness.snapshots_dir / converter.name / "not-installed"
            self.add_marker(pytest.mark.skip(reason=f"{converter.framework} is not installed"))
        else:
            self.snapshot_dir = baseline / harness.snapshot_key(self.path) / case.name

    def runtest(self) -> None:
        harness, framework = self.harness, self.converter.framework
        self.user_properties.append(("harness_converter", self.converter.name))
        started = time.perf_counter()
        try:
            # Before anything is written, a second, independent conversion must agree.
            result = harness.pool.convert(framework, self.request, check=harness.update)
        except WorkerError as exc:
            raise HarnessFailure(f"{self.label}: {exc}\nits snapshots are kept") from None
        converted = time.perf_counter()
        outcome = self.compare(result["outputs"])
        self.user_properties += [
            ("harness_convert_seconds", converted - started),
            ("harness_compare_seconds", time.perf_counter() - converted),
            ("harness_outputs", len(result["outputs"])),
            ("harness_state", outcome.state),
        ]
        if not outcome.problems:
            return
        try:
            # A difference must not come from the conversion itself varying.
            harness.pool.confirm(framework, self.request, result)
        except WorkerError as exc:
            self.user_properties.append(("harness_state", "failed"))
            raise HarnessFailure(f"{self.label}: {exc}\nits snapshots are kept") from None
        raise HarnessFailure("\n".join([f"{self.label}: output differs from its snapshot", *outcome.problems, self.pend(outcome)]))

    @property
    def label(self) -> str:
        return f"{self.converter.name}::{self.harness.snapshot_key(self.path)}::{self.case.name}"

    def compare(self, outputs: dict[str, str]) -> Outcome:
        root = self.config.rootpath
        assertion = SnapshotAssertion(
            update_snapshots=self.harness.update,
            extension_class=CaseOutputExtension,
            test_location=PyTestLocation(self),
            session=self.config._syrupy,  # type: ignore[attr-defined]
        )
        outcome = Outcome()
        for name in sorted(outputs):
            path = (self.snapshot_dir / name).relative_to(root)
            matches = assertion(name=name) == outputs[name]
            result = assertion.executions[assertion.num_executions - 1]
            if result.recalled_data is None:
                outcome.new.append(name)
            elif not matches or result.updated:
                outcome.changed.append(name)
            if matches:
                continue
            outcome.received[name] = outputs[name]
            if result.recalled_data is None:
                outcome.problems.append(f"missing snapshot {path}")
            else:
                outcome.problems.extend(unified_diff(str(result.recalled_data), outputs[name], str(path)))
        produced = layout.outputs(self.snapshot_dir)
        for leftover in sorted(p for p in produced if p.name not in outputs):
            outcome.changed.append(leftover.name)
            if self.harness.update:
                leftover.unlink()
            else:
                outcome.gone.append(leftover.name)
                outcome.problems.append(f"snapshot {leftover.relative_to(root)} is no longer produced")
        if self.harness.own_baseline(self.converter):
            pending.clear(self.snapshot_dir)
        return outcome

    def pend(self, outcome: Outcome) -> str:
        """Keep the received outputs beside their snapshots for review; returns what to do next."""
        update = "or accept them all with --snapshot-update"
        if os.environ.get("CI"):
            return f"CI is set, so nothing was written: run the tests locally and review, {update}"
        if not self.harness.own_baseline(self.converter):
            return f"this run compares with an older version's baseline: --snapshot-update writes {self.harness.selections[self.converter.name].write_dir.name}"
        written = pending.record(self.snapshot_dir, outcome.received, outcome.gone)
        self.user_properties.append(("harness_pending", written))
        return f"{written} pending file(s) written beside the snapshots: review them with python -m harness review, {update}"

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str:
        if isinstance(excinfo.value, HarnessFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.case.line - 1, self.label
