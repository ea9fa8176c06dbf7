"""The pytest nodes of a case file: one group per converter, one item per case, compared output by output."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from syrupy.assertion import SnapshotAssertion

from harness.corpus.casename import CaseName
from harness.corpus.discovery import Case, CaseFile, discover
from harness.plugin.failure import Difference, describe, headline
from harness.registry import Converter
from harness.invocation import harness_command
from harness.worker.protocol import Request
from harness.plugin.syrupy_extension import CaseOutputExtension
from harness.store import layout, pending
from harness.textdiff import paint
from harness.worker.pool import WorkerError

if TYPE_CHECKING:
    from harness.plugin.session import Harness


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
            if cases and name in self.harness.unsupported:
                self.harness.unsupported_cases[name] += len(cases)  # reported once, in the summary
            elif cases:
                missing = converter.missing_companion(info.imports)
                yield ConverterGroup.from_parent(self, name=name, converter=converter, cases=cases, missing=missing)


class NotAPytestModule(pytest.File):
    """Stands in for pytest's own module collector on a case file: collects nothing, imports nothing."""

    def collect(self) -> Iterator[pytest.Item]:
        return iter(())


class ConverterGroup(pytest.Collector):
    """The cases of one file that one converter takes."""

    def __init__(self, *, converter: Converter, cases: list[Case], missing: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.converter = converter
        self.cases = cases
        self.missing = missing  # a companion the file imports that is not installed: its cases are skipped

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
    differences: list[Difference] = field(default_factory=list)

    @property
    def state(self) -> str:
        """``new`` (no snapshot yet), ``changed`` or ``passed``."""
        if self.new and not self.changed:
            return "new"
        return "changed" if self.changed or self.new else "passed"


@dataclass
class CaseResult:
    """What one case item reports to the session; it travels on its test report, across xdist too."""

    converter: str
    state: str = "failed"  # passed, new, changed, or failed (the conversion itself failed)
    outputs: int = 0
    differing: int = 0
    pending: int = 0
    cached: bool = False

    def attach(self, report: pytest.TestReport) -> None:
        report.harness_result = asdict(self)  # type: ignore[attr-defined]

    @classmethod
    def of(cls, report: pytest.TestReport) -> CaseResult | None:
        data = getattr(report, "harness_result", None)
        return cls(**data) if data is not None else None


def compared_outputs(snapshot: SnapshotAssertion) -> None:
    """What a case item asks pytest for: syrupy's ``snapshot`` fixture. The item converts and compares itself."""


class HarnessFailure(Exception):
    """A failure whose message says everything; shown without a traceback."""


class HarnessItem(pytest.Item):
    """An item whose failures are HarnessFailures, shown as their message alone."""

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, HarnessFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)


class BrokenCaseFile(HarnessItem):
    """Stands for a case file that cannot be read, so the rest of the run goes on."""

    def __init__(self, *, info: CaseFile, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.info = info

    def runtest(self) -> None:
        where = self.info.path.relative_to(self.config.rootpath)
        line = f":{self.info.error_line}" if self.info.error_line else ""
        raise HarnessFailure(f"{where}{line}: {self.info.error}\nno case of this file ran; its snapshots are kept")

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, (self.info.error_line or 1) - 1, f"{self.path.name}: cannot be read"


class StaleSnapshots(HarnessItem):
    """With ``CI`` set, fails on snapshot folders whose case no longer exists, so that pytest's count says why."""

    def __init__(self, *, folders: list[Path], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.folders = folders

    def runtest(self) -> None:
        root = self.config.rootpath
        raise HarnessFailure("\n".join([
            f"{len(self.folders)} snapshot folder(s) whose case no longer exists:",
            *(f"  {folder.relative_to(root)}" for folder in self.folders),
            (
                "CI is set, so they fail the run: delete them and commit (an update of their whole case file"
                " deletes them; --snapshot-warn-unused only lists them)"
            ),
        ]))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, "stale snapshots"


class CaseItem(HarnessItem, pytest.Function):
    """One case converted by one converter, compared output by output through syrupy's ``snapshot`` fixture."""

    def __init__(self, *, case: Case, converter: Converter, **kwargs: Any) -> None:
        super().__init__(callobj=compared_outputs, **kwargs)
        self.case = case
        self.converter = converter
        harness: Harness = self.parent.parent.harness  # type: ignore[union-attr]
        self.harness = harness
        module = harness.module_name(self.path)
        self.extra_keyword_matches.add(str(CaseName(harness.snapshot_key(self.path), case.name)))  # -k mine.sum_squares
        self.request = Request(str(harness.cases_dir.parent), module, case.name, converter.name, converter.driver)
        self.result = CaseResult(converter.name)
        baseline = harness.compared_dir(converter)
        if baseline is None:
            self.snapshot_dir = harness.snapshots_dir / converter.name / "not-installed"
            self.add_marker(pytest.mark.skip(reason=f"{converter.framework} is not installed"))
        else:
            self.snapshot_dir = baseline / harness.snapshot_key(self.path) / case.name
            missing = self.parent.missing  # type: ignore[union-attr]
            if missing:
                self.add_marker(pytest.mark.skip(reason=f"{missing} is not installed"))

    def runtest(self) -> None:
        harness, framework = self.harness, self.converter.framework
        key = harness.cache.key(self.path, self.request, self.converter) if harness.cache else ""
        if key and self.passes_from_cache(key):
            return
        started = time.perf_counter()
        try:
            # Before anything is written, a second, independent conversion must agree.
            result = harness.pool.convert(framework, self.request, check=harness.writes)
        except WorkerError as exc:
            raise HarnessFailure(f"{self.label}: {exc}\nits snapshots are kept") from None
        converted = time.perf_counter()
        if key:
            harness.cache.put(key, result["outputs"])  # type: ignore[union-attr]
        outcome = self.compare(result["outputs"], self.funcargs["snapshot"])
        self.user_properties += [  # for --junitxml, which the benchmark reads
            ("harness_convert_seconds", converted - started),
            ("harness_compare_seconds", time.perf_counter() - converted),
        ]
        if not outcome.differences:
            self.result.outputs, self.result.state = len(result["outputs"]), outcome.state
            return
        try:
            # A difference must not come from the conversion itself varying.
            harness.pool.confirm(framework, self.request, result)
        except WorkerError as exc:
            raise HarnessFailure(f"{self.label}: {exc}\nits snapshots are kept") from None
        # Counted only now: outputs of a conversion that did not hold still were never compared.
        self.result.outputs, self.result.differing = len(result["outputs"]), len(outcome.differences)
        self.result.state = outcome.state
        primary = [name for name, _ in self.converter.primary_outputs]
        lines = describe(outcome.differences, primary)
        if self.colour:
            lines = paint(lines, colour=True).splitlines()
        first = headline(self.label, outcome.differences, len(result["outputs"]), primary)
        raise HarnessFailure("\n".join([first, *lines, self.pend(outcome)]))

    def passes_from_cache(self, key: str) -> bool:
        """Whether an earlier conversion under the same key gave exactly the snapshots; a cached difference is
        never reported: the case is converted again, and checked, as if there were no cache."""
        cached = self.harness.cache.get(key)  # type: ignore[union-attr]
        if cached is None or cached != layout.read_outputs(self.snapshot_dir):
            return False
        self.compare(cached, self.funcargs["snapshot"])
        self.result.outputs, self.result.state, self.result.cached = len(cached), "passed", True
        return True

    @property
    def colour(self) -> bool:
        """A terminal that shows colour, unless ``--snapshot-no-colors`` (its default is on off a terminal)."""
        option = self.config.option
        return self.config.get_terminal_writer().hasmarkup and (not option.no_colors or option.color == "yes")

    @property
    def label(self) -> str:
        return f"{self.converter.name}::{self.harness.snapshot_key(self.path)}::{self.case.name}"

    def compare(self, outputs: dict[str, str], snapshot: SnapshotAssertion) -> Outcome:
        root = self.config.rootpath
        assertion = snapshot.use_extension(CaseOutputExtension)
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
            snapshot = None if result.recalled_data is None else str(result.recalled_data)
            outcome.differences.append(Difference(str(path), snapshot, outputs[name]))
        produced = layout.outputs(self.snapshot_dir)
        for leftover in sorted(p for p in produced if p.name not in outputs):
            outcome.changed.append(leftover.name)
            if self.harness.update:
                leftover.unlink()
            else:
                outcome.gone.append(leftover.name)
                snapshot = leftover.read_text(encoding="utf-8")
                outcome.differences.append(Difference(str(leftover.relative_to(root)), snapshot, None))
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
        self.result.pending = written
        return f"{written} pending file(s) written beside the snapshots: review them with {harness_command('review')}, {update}"

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.case.line - 1, self.label
