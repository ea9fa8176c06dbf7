"""The harness's own tests know their environment by what tox.ini says, not by which converters are installed."""

from __future__ import annotations

import shutil

import pytest

from helpers import ENVIRONMENT_VARIABLE, REPOSITORY

# A converter of the standard library (CPython's bytecode), installed through the entry-point group: it is
# "installed" wherever Python is, the harness environment included.
BYTECODE = """
from harness.registry import Converter

BYTECODE = Converter("bytecode", "dis", ("bytecode-converter",), "bytecode_driver")
"""
DRIVER = """
import dis


def convert(target, spec):
    return {"bytecode.txt": dis.Bytecode(target).dis()}
"""
OWN_TESTS = """
def test_a_promise():
    assert 1 + 1 == 2


def test_against_echo(converter):
    assert converter == "echo"
"""


@pytest.fixture
def own_tests(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A copy of these tests' conftest and helpers with two tests beside them, a framework-free converter installed."""
    site = pytester.path / "site"
    info = site / "bytecode_converter-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: bytecode-converter\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(
        "[dy2static_harness.converters]\nbytecode = bytecode_entry:BYTECODE\n", encoding="utf-8"
    )
    (site / "bytecode_entry.py").write_text(BYTECODE, encoding="utf-8")
    (site / "bytecode_driver.py").write_text(DRIVER, encoding="utf-8")
    (pytester.path / "tests").mkdir()
    for name in ("conftest.py", "helpers.py"):
        shutil.copy2(REPOSITORY / "tests" / name, pytester.path / "tests" / name)
    (pytester.path / "tests" / "test_own.py").write_text(OWN_TESTS, encoding="utf-8")
    shutil.copy2(REPOSITORY / "README.md", pytester.path / "README.md")
    (pytester.path / "docs").mkdir()
    monkeypatch.setenv("PYTHONPATH", str(site))
    return pytester


def test_the_harness_environment_runs_every_test_with_a_framework_free_converter_installed(
    own_tests: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "harness")
    result = own_tests.runpytest_subprocess("tests", "-p", "no:cacheprovider", "-p", "no:randomly", "-rs")
    result.assert_outcomes(passed=2)


def test_a_framework_environment_runs_only_the_real_framework_tests(
    own_tests: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "framework")
    result = own_tests.runpytest_subprocess("tests", "-p", "no:cacheprovider", "-p", "no:randomly", "-rs")
    result.assert_outcomes(skipped=2)
    result.stdout.fnmatch_lines(["*framework-free: proved in the harness env*"])


def test_an_unsaid_environment_with_a_converter_installed_is_a_usage_error(
    own_tests: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ENVIRONMENT_VARIABLE, raising=False)
    result = own_tests.runpytest_subprocess("tests", "-p", "no:cacheprovider", "-p", "no:randomly")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*HARNESS_TESTS is unset and bytecode is installed: say which environment*"])
