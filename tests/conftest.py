"""Fixtures for the harness's own tests: temporary projects run by pytester."""

from __future__ import annotations

import builtins
import io
import os
import shutil
import signal
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

import harness.plugin.plan
from harness.converter import declare
from helpers import ENVIRONMENT_VARIABLE, FIRST_OF_EACH, INSTALLED, REFERENCES, REGISTRY, Browser, environment
from shared_servers import ServerCache, sharing_pool

pytest_plugins = ["pytester"]
# The environment these tests run in: "harness" or "framework" (helpers.environment).
ENVIRONMENT = pytest.StashKey[str]()
# A run of at least this many of one tier's tests, more than half of them skipped, fails in the harness environment.
SKIP_GUARD_MINIMUM = 50


def pytest_configure(config: pytest.Config) -> None:
    config.stash[ENVIRONMENT] = environment(os.environ.get(ENVIRONMENT_VARIABLE), INSTALLED)
    # A test that calls a driver or the child's steps in this process stands where a fork server would: what every
    # registered converter declares (seeds, value conversions, normalizers, @case options) applies here too.
    declare(REGISTRY.declarations())
    config.addinivalue_line(
        "markers",
        "real_framework: needs an installed framework; the framework environments run only these"
        " (one per installed framework, its first converter, for a test that takes `converter`)",
    )
    config.addinivalue_line(
        "markers",
        "subprocess(why): starts pytest or a harness command in a new process because that process is what is"
        " tested (tox -e harness-processes runs these); only these may call runpytest_subprocess, every other pytester"
        " run is in-process",
    )
    if config.stash[ENVIRONMENT] == "harness" and not hasattr(config, "workerinput"):
        config.pluginmanager.register(SkipGuard(), "harness-skip-guard")


def tier(keywords: Iterable[str]) -> str:
    """The tox environment that runs a test of the harness environment, by its markers (``keywords``, as its item or
    its report holds them): ``harness-processes`` the tests marked ``subprocess``, ``harness`` every other one.
    tox.ini selects each with ``-m``; tests/docs/test_ci.py proves the two make up the whole suite."""
    return "harness-processes" if "subprocess" in keywords else "harness"


class SkipGuard:
    """In the harness environment, a run of either tier of these tests (``tier``) that skipped most of that tier's
    tests fails: neither tox environment may go green by skipping its own suite (a framework environment collects
    only those marked ``real_framework``, by design)."""

    def __init__(self) -> None:
        # by node id, as the tests (under ``-n``, the workers) report them: the test's tier and its outcome
        self.outcomes: dict[str, tuple[str, str]] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call" or report.skipped:
            self.outcomes[report.nodeid] = (tier(report.keywords), "skipped" if report.skipped else report.outcome)

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        if exitstatus != pytest.ExitCode.OK:
            return
        for name in sorted({tier for tier, _ in self.outcomes.values()}):
            ran = [outcome for tier, outcome in self.outcomes.values() if tier == name]
            skipped = ran.count("skipped")
            if len(ran) < SKIP_GUARD_MINIMUM or skipped * 2 <= len(ran):
                continue
            message = (
                f"{skipped} of {len(ran)} tests of tox -e {name} skipped in the harness environment"
                f" ({ENVIRONMENT_VARIABLE}=harness): it runs every test against echo, and a run that skips most of"
                " them fails"
            )
            reporter = session.config.pluginmanager.get_plugin("terminalreporter")
            if reporter is not None:
                reporter.write_line(message, red=True)
            else:
                print(message, file=sys.stderr)
            session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.fixture(autouse=True)
def _in_process_runs_leave_nothing(request: pytest.FixtureRequest) -> Iterator[None]:
    """pytester runs a project's pytest in this process: a test that leaves the process changed (an environment
    variable, the working folder, a patched ``open``, a signal handler) fails, so nothing leaks into the next test;
    ``runpytest_subprocess`` is refused to a test not marked ``subprocess``."""
    before = _process_state()
    with pytest.MonkeyPatch.context() as patch:
        if request.node.get_closest_marker("subprocess") is None:

            def refused(self: pytest.Pytester, *args: object, **kwargs: object) -> pytest.RunResult:
                raise AssertionError(
                    "runpytest_subprocess in a test not marked subprocess: run pytest in-process (runpytest), or mark"
                    " the test @pytest.mark.subprocess(why) where the process is what is tested"
                )

            patch.setattr(pytest.Pytester, "runpytest_subprocess", refused)
        yield
    after = _process_state()
    # A framework a real_framework test imports here (a driver called in-process) sets variables and paths once, as
    # it loads: the framework's, not a leak of the test's.
    loads = ("os.environ", "sys.path") if request.node.get_closest_marker("real_framework") else ()
    changed = sorted(name for name in before if before[name] != after[name] and name not in loads)
    assert not changed, f"the test left the process changed: {', '.join(changed)}"


@pytest.fixture(scope="session")
def _server_cache() -> Iterator[ServerCache]:
    cache = ServerCache()
    yield cache
    cache.close()


@pytest.fixture(autouse=True)
def _shared_fork_servers(monkeypatch: pytest.MonkeyPatch, _server_cache: ServerCache) -> None:
    """In-process runs share their fork servers, across tests too, where no run can tell one from a fresh start
    (``shared_servers``): a fork server's start is most of a small run's time. They are stopped with the session."""
    monkeypatch.setattr(harness.plugin.plan, "WorkerPool", sharing_pool(_server_cache))


@pytest.fixture(scope="session")
def shared_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The ``HOME`` of every project: empty, as pytester's own is, but one per session, so that a fork server (which
    keeps the ``HOME`` it started with) serves the next test's runs too."""
    return tmp_path_factory.mktemp("home")


def _process_state() -> dict[str, object]:
    return {
        # pytest itself names the test's phase in PYTEST_CURRENT_TEST
        "os.environ": {k: v for k, v in os.environ.items() if k != "PYTEST_CURRENT_TEST"},
        "the working folder": os.getcwd(),
        "sys.path": list(sys.path),
        "builtins.open": builtins.open,
        "io.open": io.open,
        "os.stat": os.stat,
        "signal handlers": [signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGALRM)],
    }


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """In a framework environment, deselect what the ``harness`` environments prove without one: it collects only the
    tests it runs, those marked ``real_framework``, but those marked ``skip`` as they are collected (another
    framework's module's doctests)."""
    if config.stash[ENVIRONMENT] == "harness":
        return
    here = Path(__file__).parent
    proved = [
        i
        for i in items
        if i.path.is_relative_to(here)
        and (i.get_closest_marker("real_framework") is None or i.get_closest_marker("skip") is not None)
    ]
    if proved:
        config.hook.pytest_deselected(items=proved)
        kept = set(map(id, items)) - set(map(id, proved))
        items[:] = [item for item in items if id(item) in kept]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``converter``: the framework-free echo converter in the ``harness`` environment; in a framework environment, the
    first installed converter of each framework for the tests marked ``real_framework``.

    So each promise is proved against echo in seconds, and once against each real framework's fork servers.
    """
    if "converter" in metafunc.fixturenames:
        if metafunc.config.stash[ENVIRONMENT] == "harness":
            metafunc.parametrize("converter", ["echo"])
        elif metafunc.definition.get_closest_marker("real_framework"):
            metafunc.parametrize("converter", FIRST_OF_EACH)
        else:
            metafunc.parametrize("converter", ["echo"])


@pytest.fixture(params=FIRST_OF_EACH or [pytest.param(None, marks=pytest.mark.skip(reason="no framework installed"))])
def framework_converter(request: pytest.FixtureRequest) -> str:
    """The first converter of each framework installed in this environment."""
    return request.param


@pytest.fixture
def project(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest, shared_home: Path
) -> pytest.Pytester:
    """An empty harness project: a ``cases`` folder and pytest config, CI unset, ``HOME`` the session's empty one.

    A test that takes ``converter`` gets a project that runs that converter only.
    """
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setenv("HOME", str(shared_home))
    monkeypatch.setenv("USERPROFILE", str(shared_home))
    chosen = request.getfixturevalue("converter") if "converter" in request.fixturenames else None
    converters = f"harness_converters = [{REFERENCES[chosen]!r}]\n" if chosen else ""
    pytester.makepyprojecttoml(f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\n{converters}')
    (pytester.path / "cases").mkdir()
    return pytester


@pytest.fixture
def browser(tmp_path: Path) -> Browser:
    """Headless Chromium; CI must have it (``.ci/run`` installs it), elsewhere the test is skipped."""
    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    if executable is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed; .ci/run installs it")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    return Browser(executable, tmp_path / "browser-profile")
