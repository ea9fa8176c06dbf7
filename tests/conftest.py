"""Fixtures for the harness's own tests: temporary projects run by pytester."""

from __future__ import annotations

import os
import shutil
import subprocess
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from harness.frameworks import CONVERTERS, Converter, active
from harness.store.layout import is_pending

pytest_plugins = ["pytester"]

INSTALLED = [name for name, converter in CONVERTERS.items() if converter.installed_version()]
# The framework-free test converter, and how a project names it in harness_converters.
ECHO = "harness.convert.echo:ECHO"
REFERENCES = {"echo": ECHO, **{name: name for name in CONVERTERS}}
REPOSITORY = Path(__file__).resolve().parent.parent
COMMITTED_SNAPSHOTS = REPOSITORY / "snapshots"


def committed_snapshot_files() -> list[Path]:
    """Every committed snapshot file of this repository (pending changes aside)."""
    return sorted(p for p in COMMITTED_SNAPSHOTS.rglob("*") if p.is_file() and not is_pending(p))


def converter_entry(name: str) -> Converter:
    """The registry entry of a converter the tests use, the echo converter included."""
    return active([REFERENCES[name]])[name]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "each_framework: also run this test against every converter whose framework is installed"
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``converter``: the framework-free echo converter; for tests marked ``each_framework``, the installed ones too.

    Each promise is proved against echo in seconds, and once against each real converter.
    """
    if "converter" in metafunc.fixturenames:
        real = INSTALLED if metafunc.definition.get_closest_marker("each_framework") else []
        metafunc.parametrize("converter", ["echo", *real])


@pytest.fixture(params=INSTALLED or [pytest.param(None, marks=pytest.mark.skip(reason="no framework installed"))])
def framework_converter(request: pytest.FixtureRequest) -> str:
    """Each converter whose framework is installed in this environment."""
    return request.param


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> pytest.Pytester:
    """An empty harness project: a ``cases`` folder and pytest config, CI unset.

    A test that takes ``converter`` gets a project that runs that converter only.
    """
    monkeypatch.delenv("CI", raising=False)
    chosen = request.getfixturevalue("converter") if "converter" in request.fixturenames else None
    converters = f"harness_converters = [{REFERENCES[chosen]!r}]\n" if chosen else ""
    pytester.makepyprojecttoml(f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\n{converters}')
    (pytester.path / "cases").mkdir()
    return pytester


def write_case(project: pytest.Pytester, name: str, source: str) -> Path:
    """Write ``cases/<name>.py``."""
    path = project.path / "cases" / f"{name}.py"
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


def snapshot_tree(root: Path, *, pending: bool = False) -> dict[str, bytes]:
    """Every snapshot (or, with ``pending``, every pending change) under ``root/snapshots``, with its bytes."""
    base = root / "snapshots"
    files = (p for p in sorted(base.rglob("*")) if p.is_file() and is_pending(p) == pending)
    return {str(p.relative_to(base)): p.read_bytes() for p in files}


def baseline(converter: str) -> str:
    """The installed baseline folder of a converter, e.g. ``autograph/tensorflow-2.21``."""
    spec = converter_entry(converter)
    version = spec.installed_version()
    assert version is not None
    return f"{converter}/{spec.baseline(version)}"


@dataclass
class Browser:
    """A real headless Chromium from the system packages."""

    executable: str
    profile: Path

    def flags(self) -> list[str]:
        return ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--hide-scrollbars", f"--user-data-dir={self.profile}"]

    def dom(self, page: Path) -> str:
        """The page's DOM after the browser has rendered it."""
        done = subprocess.run([self.executable, *self.flags(), "--dump-dom", page.as_uri()],
                              capture_output=True, text=True, timeout=120, check=True)
        return done.stdout

    def screenshot(self, page: Path, image: Path, size: str = "1200,900") -> Path:
        subprocess.run([self.executable, *self.flags(), f"--screenshot={image}", f"--window-size={size}", page.as_uri()],
                       capture_output=True, timeout=120, check=True)
        return image


@pytest.fixture
def browser(tmp_path: Path) -> Browser:
    """Headless Chromium; CI must have it (``.ci/run`` installs it), elsewhere the test is skipped."""
    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    if executable is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed; .ci/run installs it")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    return Browser(executable, tmp_path / "browser-profile")
