"""A pytest plugin for the benchmark (``-p benchmarks.phases``): when each part of a run ended, written as JSON on exit.

The file is named by ``HARNESS_BENCH_PHASES``; every time is seconds since the process started (from ``/proc``).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

VARIABLE = "HARNESS_BENCH_PHASES"
# What each mark ends, in the order a run passes them.
PHASES = (
    ("configured", "interpreter, pytest and its plugins (start-up)"),
    ("started", "the harness's plan and the snapshots it watches, the case files read"),
    ("collected", "collection"),
    ("first_case", "the first case (its fork server starts: the framework's import)"),
    ("last_case", "the other cases"),
    ("summarised", "the session's end: stale check, manifests, the summary"),
    ("closed", "the fork servers stopped"),
)


def process_started() -> float:
    """When this process started, on the ``time.time()`` clock (to a clock tick)."""
    with open("/proc/stat", encoding="utf-8") as handle:
        boot = next(int(line.split()[1]) for line in handle if line.startswith("btime "))
    fields = Path("/proc/self/stat").read_text(encoding="utf-8").rsplit(")", 1)[1].split()
    return boot + int(fields[19]) / os.sysconf("SC_CLK_TCK")


MARKS: dict[str, float] = {}


def mark(name: str, *, again: bool = False) -> None:
    if again or name not in MARKS:
        MARKS[name] = time.time()


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    mark("configured")


@pytest.hookimpl(trylast=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    mark("started")


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    mark("collected")


def pytest_runtest_logfinish(nodeid: str, location: Any) -> None:
    mark("first_case")
    mark("last_case", again=True)


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter: Any) -> None:
    mark("summarised")


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    mark("closed")
    target = os.environ.get(VARIABLE)
    if target:
        start = process_started()
        Path(target).write_text(json.dumps({k: round(v - start, 3) for k, v in MARKS.items()}), encoding="utf-8")


def durations(marks: dict[str, float]) -> list[tuple[str, float]]:
    """Each phase's own seconds, from the marks a run wrote (a phase the run skipped counts nothing).

    >>> [round(seconds, 2) for _, seconds in durations({"configured": 0.5, "started": 0.7, "collected": 0.8, "closed": 1})]
    [0.5, 0.2, 0.1, 0.0, 0.0, 0.0, 0.2]
    """
    found, previous = [], 0.0
    for name, what in PHASES:
        at = marks.get(name, previous)
        found.append((what, max(at - previous, 0.0)))
        previous = max(at, previous)
    return found
