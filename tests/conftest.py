"""Fixtures for the harness's own tests: temporary projects run by pytester."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from harness.frameworks import CONVERTERS

pytest_plugins = ["pytester"]

INSTALLED = [name for name, converter in CONVERTERS.items() if converter.installed_version()]


@pytest.fixture(params=INSTALLED or [pytest.param(None, marks=pytest.mark.skip(reason="no framework installed"))])
def converter(request: pytest.FixtureRequest) -> str:
    """Each converter whose framework is installed in this environment."""
    return request.param


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """An empty harness project: a ``cases`` folder and pytest config, CI unset."""
    monkeypatch.delenv("CI", raising=False)
    pytester.makepyprojecttoml('[tool.pytest.ini_options]\ntestpaths = ["cases"]\n')
    (pytester.path / "cases").mkdir()
    return pytester


def write_case(project: pytest.Pytester, name: str, source: str) -> Path:
    """Write ``cases/<name>.py``."""
    path = project.path / "cases" / f"{name}.py"
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


def snapshot_tree(root: Path) -> dict[str, bytes]:
    """Every file under ``root/snapshots``, by relative path, with its bytes."""
    base = root / "snapshots"
    return {str(p.relative_to(base)): p.read_bytes() for p in sorted(base.rglob("*")) if p.is_file()}


def baseline(converter: str) -> str:
    """The installed baseline folder of a converter, e.g. ``autograph/tensorflow-2.21``."""
    spec = CONVERTERS[converter]
    version = spec.installed_version()
    assert version is not None
    return f"{converter}/{spec.baseline(version)}"
