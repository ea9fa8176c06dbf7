"""pytest plugin: collects case files as tests and compares each output with its golden file.

Imports no framework: conversions run in fork servers (see ``harness.worker.pool``).
"""

from __future__ import annotations

import types
from pathlib import Path
from typing import Any

import pytest

from harness.plugin.plan import make_plan, project_of
from harness.plugin.recorder import RunRecorder, record_path
from harness.plugin.session import HarnessSession
from harness.project import DEFAULTS, SETTINGS

DEFAULT_TIMEOUT = float(DEFAULTS["harness_case_timeout"])


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("harness", "dynamic-to-static snapshot harness")
    group.addoption(
        "--case-timeout",
        type=float,
        default=None,
        help=f"seconds one conversion may take before it is killed (default {DEFAULT_TIMEOUT:g})",
    )
    group.addoption(
        "--no-cache",
        action="store_true",
        default=False,
        help="convert every case, even one whose outputs an earlier run cached (the cache is never used in CI or an update)",
    )
    group.addoption(
        "--fresh-children",
        action="store_true",
        default=None,
        help="convert every case in a fresh child, warm workers off (also the setting harness_fresh_children)",
    )
    group.addoption(
        "--received",
        metavar="DIR",
        default=None,
        help="keep what the run received in DIR, a copy of the repository's layout, not beside the snapshots (with CI"
        " set too): a CI job's artifact; unpack it at the repository's root and review it",
    )
    group.addoption(
        "--baseline",
        dest="harness_baseline",
        metavar="BASELINE",
        default=None,
        help="the baseline the run must compare with (a CI matrix row's, <framework>-X.Y): a run that would compare"
        " with another (a release or Python the row does not name, or an older baseline) stops before any case",
    )
    group.addoption(
        "--harness-record",
        metavar="FILE",
        default=None,
        help="write the run record to FILE: each case's state as JSON, for a command to read (harness.record)",
    )
    for setting in SETTINGS:
        parser.addini(setting.name, setting.help, type=setting.type, default=setting.initial)


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config: pytest.Config, parser: pytest.Parser, args: list[str]) -> None:
    """Keep pytest from importing a ``conftest.py`` of the cases folder into its own process: there it is a case
    file like any other, converted in a child. (pytest has no public way to skip one conftest; this wraps the
    plugin manager's importer, before any conftest is loaded.)"""
    cases = (early_config.rootpath / str(early_config.getini("harness_cases"))).resolve()
    manager = early_config.pluginmanager
    importer = manager._importconftest

    def import_conftest(path: Path, *args: Any, **kwargs: Any) -> types.ModuleType:
        if Path(path).resolve().is_relative_to(cases):
            return types.ModuleType(f"harness-case-file:{path}")
        return importer(path, *args, **kwargs)

    manager._importconftest = import_conftest  # type: ignore[method-assign,assignment]


def pytest_configure(config: pytest.Config) -> None:
    record = config.option.harness_record
    if record is not None and not hasattr(config, "workerinput"):  # an xdist worker's reports reach the controller
        try:
            path = record_path(record, config.invocation_params.dir, project_of(config))
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
        config.pluginmanager.register(RunRecorder(config, path), "harness-record")
    plan = make_plan(config)
    if not plan.cases_dir.is_dir():
        return
    if plan.writes and plan.ci:
        flag = "--snapshot-update" if plan.update else "--snapshot-update-new-only"
        raise pytest.UsageError(f"refusing {flag} because CI is set: CI compares snapshots, it never writes them")
    if config.option.harness_baseline is not None and (why := plan.compares_with(config.option.harness_baseline)):
        raise pytest.UsageError(why)
    config.pluginmanager.register(HarnessSession(config, plan), "harness-session")
