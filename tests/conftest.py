"""Fixtures for the harness's own tests: temporary projects run by pytester."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from helpers import ENVIRONMENT_VARIABLE, FIRST_OF_EACH, INSTALLED, REFERENCES, Browser, environment

pytest_plugins = ["pytester"]
# The environment these tests run in: "harness" or "framework" (helpers.environment).
ENVIRONMENT = pytest.StashKey[str]()


def pytest_configure(config: pytest.Config) -> None:
    config.stash[ENVIRONMENT] = environment(os.environ.get(ENVIRONMENT_VARIABLE), INSTALLED)
    config.addinivalue_line(
        "markers",
        "real_framework: needs an installed framework; the framework environments run only these"
        " (one per installed framework, its first converter, for a test that takes `converter`)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """In a framework environment, skip what the ``harness`` environment proves without one."""
    if config.stash[ENVIRONMENT] == "harness":
        return
    proved = pytest.mark.skip(reason="framework-free: proved in the harness env")
    here = Path(__file__).parent
    for item in items:
        if item.path.is_relative_to(here) and item.get_closest_marker("real_framework") is None:
            item.add_marker(proved)


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
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> pytest.Pytester:
    """An empty harness project: a ``cases`` folder and pytest config, CI unset.

    A test that takes ``converter`` gets a project that runs that converter only.
    """
    monkeypatch.delenv("CI", raising=False)
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
