"""The pytest nodes of a case file: one group per converter, one item per case, compared output by output."""

from __future__ import annotations

import os
import time
import types
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from syrupy.assertion import SnapshotAssertion
from syrupy.location import PyTestLocation

from harness.discovery import Case, CaseFile, discover
from harness.frameworks import Converter
from harness.runner import Request
from harness.storage import CaseOutputExtension
from harness.store import layout, pending
from harness.textdiff import unified_diff
from harness.workers import WorkerError

if TYPE_CHECKING:
    from harness.session import Harness


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
