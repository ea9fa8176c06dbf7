"""The run record a command asks for (``--harness-record FILE``): each case item's entry, written atomically as the
run goes (its progress) and once more when it ends."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from harness.plugin.summary import result_of
from harness.project import Project, shown
from harness.record import ItemState, Record, RecordEntry, from_json, to_json
from harness.store.files import atomic_write, unwritable

INTERVAL = 2.0  # seconds between two writes of a record in progress


def entry_of(report: pytest.TestReport, result: RecordEntry, earlier: RecordEntry | None) -> RecordEntry | None:
    """The entry a phase's report makes of its item (its result, as that report says), or None when the phase says
    nothing new: a setup that passed waits for the call; a teardown that failed fails the item, as a harness error
    unless it failed already."""
    if report.when == "teardown" or (report.when == "setup" and report.passed):
        if earlier is None or not report.failed:
            return None
        state = earlier.state if earlier.outcome == "failed" else ItemState.HARNESS_ERROR
        message = "\n".join(filter(None, [earlier.message, report.longreprtext]))
        return replace(earlier, outcome="failed", state=state, message=message)
    return result


def record_path(given: str, here: Path, project: Project) -> Path:
    """The file ``--harness-record`` names, from ``here``; a ValueError says why it may not be written: an empty name,
    a folder, a file inside the cases or snapshots folder, or a file that is not a run record already (a record is
    rewritten whole, so nothing else may be lost to it).

    >>> import tempfile
    >>> root = Path(tempfile.mkdtemp())
    >>> record_path("snapshots/echo/x.json", root, Project(root, {}))
    Traceback (most recent call last):
    ...
    ValueError: --harness-record snapshots/echo/x.json: inside the snapshots folder (snapshots); name a file outside it
    """
    if not given.strip():
        raise ValueError("--harness-record: the name is empty; name the file the run record goes to")
    path = (here / given).absolute()
    for folder, setting in ((project.cases, "cases"), (project.snapshots, "snapshots")):
        if path.resolve().is_relative_to(folder.resolve()):
            raise ValueError(
                f"--harness-record {given}: inside the {setting} folder ({shown(folder, project.root)}); name a file"
                " outside it"
            )
    if path.is_dir():
        raise ValueError(f"--harness-record {given}: a folder; name the file the run record goes to")
    if path.exists() or path.is_symlink():
        try:
            from_json(path.read_text(encoding="utf-8"))
        except (OSError, ValueError, TypeError, AttributeError):  # json's and a decoding's errors are ValueErrors
            raise ValueError(
                f"--harness-record {given}: the file exists and is not a run record; the record would replace it:"
                " name a new file, or a run record to replace"
            ) from None
    return path


class RunRecorder:
    """Collects the entries in the pytest process that reports (the controller, under xdist) and writes the record."""

    def __init__(self, config: pytest.Config, path: Path) -> None:
        self.config = config
        self.path = path
        self.collected = 0
        self.entries: dict[str, RecordEntry] = {}
        self.written_at = 0.0
        self.failed = ""  # why the last write failed (a full disk), or "" once one succeeds

    def write(self, *, finished: bool = False, exit_status: int | None = None) -> None:
        """Write the record as it stands; a write that fails (a full disk) is said at the run's end, which then
        fails, unless a later write succeeds."""
        record = Record(self.collected, tuple(self.entries.values()), finished, exit_status)
        self.written_at = time.monotonic()
        try:
            atomic_write(self.path, to_json(record), self.path.parent)
        except OSError as exc:
            self.failed = unwritable(Path(shown(self.path, self.config.rootpath)), exc)
        else:
            self.failed = ""

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.collected = len(session.items)
        self.write()

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        self.collected = len(ids)  # every xdist worker collects every item

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        result = result_of(report)
        if result is None:
            return
        entry = entry_of(report, result, self.entries.get(report.nodeid))
        if entry is not None:
            self.entries[report.nodeid] = entry
        if time.monotonic() - self.written_at >= INTERVAL:
            self.write()

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        self.write(finished=True, exit_status=int(session.exitstatus))
        if self.failed and session.exitstatus == pytest.ExitCode.OK:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if self.failed:
            terminalreporter.write_line(
                f"harness: --harness-record {self.failed}; the record there is not this run's whole record"
            )
