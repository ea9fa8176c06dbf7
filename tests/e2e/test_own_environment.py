"""The harness's own tests know their environment by what tox.ini says, not by which converters are installed."""

from __future__ import annotations

import shutil

import pytest

from helpers import ENVIRONMENT_VARIABLE, REPOSITORY

pytestmark = pytest.mark.subprocess("these tests' own conftest and HARNESS_TESTS as a new pytest process reads them")

# A converter of the standard library (CPython's bytecode), installed through the entry-point group: it is
# "installed" wherever Python is, the harness environment included.
BYTECODE = """
from harness.converter import Converter

BYTECODE = Converter("bytecode", "dis", ("bytecode-converter",), "bytecode_driver")
"""
DRIVER = """
import dis


def convert(target, spec):
    return {"bytecode.txt": dis.Bytecode(target).dis()}
"""
OWN_TESTS = """
import pytest


def test_a_promise():
    assert 1 + 1 == 2


def test_against_echo(converter):
    assert converter == "echo"


@pytest.mark.real_framework
def test_of_a_framework():
    assert 2 * 2 == 4


@pytest.mark.real_framework
@pytest.mark.skip(reason="imports another framework, not installed here")
def test_of_another_framework():
    pass
"""


@pytest.fixture
def own_tests(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A copy of these tests' conftest, helpers and shared servers with two tests beside them, a framework-free
    converter installed."""
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
    for name in ("conftest.py", "helpers.py", "shared_servers.py"):
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
    result.assert_outcomes(passed=3, skipped=1)


def test_a_framework_environment_collects_only_the_real_framework_tests(
    own_tests: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tests the harness environments prove without a framework, and those that cannot run where the framework
    they import is not installed, are deselected there, not skipped one by one."""
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "framework")
    result = own_tests.runpytest_subprocess("tests", "-p", "no:cacheprovider", "-p", "no:randomly", "-rs")
    result.assert_outcomes(passed=1, deselected=3)


def test_an_unsaid_environment_with_a_converter_installed_is_a_usage_error(
    own_tests: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ENVIRONMENT_VARIABLE, raising=False)
    result = own_tests.runpytest_subprocess("tests", "-p", "no:cacheprovider", "-p", "no:randomly")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*HARNESS_TESTS is unset and bytecode is installed: say which environment*"])


def test_a_harness_environment_that_skips_most_of_its_tests_fails(
    own_tests: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever makes them skip (here their own skip; before, a conftest that took an installed converter for a
    framework environment), neither tier of the harness environment (``harness``, and ``harness-processes``: the
    tests marked ``subprocess``) goes green by skipping its own suite, though the other tier's tests pass."""

    def skipping(count: int, mark: str = "", passing: int = 0) -> None:
        tests = "".join(
            f"\n\n{mark}def test_needs_something_{i}():\n    pytest.skip('not here')\n" for i in range(count)
        )
        tests += "".join(f"\n\ndef test_passes_{i}():\n    pass\n" for i in range(passing))
        (own_tests.path / "tests" / "test_skipping.py").write_text(f"import pytest\n{tests}", encoding="utf-8")

    skipping(60)
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "harness")
    result = own_tests.runpytest_subprocess("tests", "-p", "no:cacheprovider", "-p", "no:randomly", "-n", "2")
    result.assert_outcomes(passed=3, skipped=61)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*61 of 64 tests of tox -e harness skipped in the harness environment*"])
    skipping(60, "@pytest.mark.subprocess('a child')\n", passing=100)
    for selected in ([], ["-m", "subprocess"]):
        result = own_tests.runpytest_subprocess("tests", "-p", "no:cacheprovider", "-p", "no:randomly", *selected)
        assert result.ret == pytest.ExitCode.TESTS_FAILED, result.stdout.str()
        result.stdout.fnmatch_lines(["*60 of 60 tests of tox -e harness-processes skipped in the harness environment*"])
    skipping(20)  # a run of a few tests (one file, say) is no suite
    assert own_tests.runpytest_subprocess("tests", "-p", "no:cacheprovider", "-p", "no:randomly").ret == 0


LEAKING = """
import os


def test_leaves_a_variable():
    os.environ["LEFT_BEHIND"] = "1"


def test_runs_pytest_in_a_child(pytester):
    pytester.runpytest_subprocess()
"""


def test_a_test_that_changes_the_process_or_runs_an_unmarked_subprocess_fails(
    own_tests: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In-process pytester runs share this process: what a test leaves changed in it fails that test, and a pytest
    child process is for tests marked ``subprocess`` only."""
    (own_tests.path / "tests" / "test_leaking.py").write_text(LEAKING, encoding="utf-8")
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, "harness")
    result = own_tests.runpytest_subprocess("tests/test_leaking.py", "-p", "no:cacheprovider", "-p", "no:randomly")
    result.assert_outcomes(passed=1, failed=1, errors=1)
    result.stdout.fnmatch_lines(
        [
            "*AssertionError: the test left the process changed: os.environ*",
            "*runpytest_subprocess in a test not marked subprocess*",
        ],
        consecutive=False,
    )
