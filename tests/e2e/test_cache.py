"""An unchanged tree re-runs from the conversion cache; any change that could alter an output converts again."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from helpers import fake_distribution, snapshot_tree, write_case

TOPIC = '''
from cases.shared import offset
from cases._util import scale


def shifted(a: int) -> int:
    """Uses a case file and a helper."""
    return scale(a) + offset(a)
'''
SHARED = 'def offset(a: int) -> int:\n    """Also a case."""\n    return a + 1\n'
UTIL = "def scale(a: int) -> int:\n    return a * 2\n"
UNCONVERTIBLE = ("--case-timeout", "0.001")  # no real conversion finishes in time


def run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest_subprocess(*args)


def from_cache(result: pytest.RunResult, converter: str) -> int:
    line = next(line for line in result.outlines if line.startswith(f"harness: {converter}: "))
    return int(line.split(" cases from the cache")[0].rsplit(" ", 1)[1])


@pytest.fixture
def cached(project: pytest.Pytester, converter: str) -> pytest.Pytester:
    """Snapshots written, then one comparison that fills the cache."""
    write_case(project, "topic", TOPIC)
    write_case(project, "shared", SHARED)
    (project.path / "cases" / "_util.py").write_text(UTIL, encoding="utf-8")
    (project.path / "cases" / "__init__.py").touch()
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    filled = run(project)
    filled.assert_outcomes(passed=2)
    assert from_cache(filled, converter) == 0
    return project


def test_unchanged_tree_converts_nothing(cached: pytest.Pytester, converter: str) -> None:
    again = run(cached, *UNCONVERTIBLE)
    again.assert_outcomes(passed=2)
    assert from_cache(again, converter) == 2


@pytest.mark.parametrize(
    ("edit", "converted"),
    [
        (lambda root: (root / "cases" / "_util.py").write_text(UTIL + "\n# edited\n"), 2),
        (lambda root: (root / "cases" / "shared.py").write_text(SHARED + "\n# edited\n"), 2),
        (lambda root: (root / "cases" / "topic.py").write_text(TOPIC + "\n# edited\n"), 1),
    ],
    ids=["helper", "imported-case-file", "case-file"],
)
def test_an_edit_converts_what_it_may_change(cached: pytest.Pytester, converter: str, edit, converted: int) -> None:
    edit(cached.path)
    result = run(cached, *UNCONVERTIBLE)
    result.assert_outcomes(passed=2 - converted, failed=converted)
    assert from_cache(result, converter) == 2 - converted


@pytest.mark.parametrize("args", [("--no-cache",), ("--snapshot-update",)], ids=["no-cache", "update"])
def test_no_cache_and_updates_convert_everything(
    cached: pytest.Pytester, converter: str, args: tuple[str, ...]
) -> None:
    result = run(cached, *args)
    result.assert_outcomes(passed=2)
    assert from_cache(result, converter) == 0


def test_ci_never_uses_the_cache(cached: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "1")
    result = run(cached, *UNCONVERTIBLE)
    result.assert_outcomes(failed=2)
    assert from_cache(result, converter) == 0


def test_a_cached_difference_is_converted_again(cached: pytest.Pytester, converter: str) -> None:
    for entry in (cached.path / ".pytest_cache").rglob("*.json"):
        if "harness-conversions" in entry.parts:
            data = json.loads(entry.read_text())
            data["outputs"] = {name: text + "tampered\n" for name, text in data["outputs"].items()}
            entry.write_text(json.dumps(data))
    result = run(cached)
    result.assert_outcomes(passed=2)
    assert from_cache(result, converter) == 0


def test_a_variable_the_converter_reads_converts_again(
    cached: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """echo reads ``ECHO_`` (its registry entry's ``environment``): a new value may change its outputs."""
    monkeypatch.setenv("ECHO_SETTING", "on")
    result = run(cached, *UNCONVERTIBLE)
    result.assert_outcomes(failed=2)
    assert from_cache(result, converter) == 0


@pytest.mark.parametrize("name", ["ECHO_PINNED", "FLAGS_enable_pir_api", "JAX_DEFAULT_MATMUL_PRECISION"])
def test_a_pinned_variable_or_another_frameworks_keeps_the_cache(
    cached: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.setenv(name, "0")
    result = run(cached, *UNCONVERTIBLE)
    result.assert_outcomes(passed=2)
    assert from_cache(result, converter) == 2


def test_the_pinned_variable_reaches_the_conversion_whatever_the_shell_sets(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``echo: environ`` writes the ``ECHO_`` variables its conversion sees; its fork server pins ``ECHO_PINNED=1``."""
    write_case(project, "seen", 'def seen(a: int) -> int:\n    """echo: environ"""\n    return a\n')
    monkeypatch.setenv("ECHO_PINNED", "0")
    monkeypatch.setenv("ECHO_SETTING", "on")
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    written = {k: v for k, v in snapshot_tree(project.path).items() if k.endswith("environ.txt")}
    assert list(written.values()) == [b"ECHO_PINNED=1\nECHO_SETTING=on\n"]
    monkeypatch.setenv("ECHO_PINNED", "2")
    run(project, "--no-cache").assert_outcomes(passed=1)  # the warm worker sees the pin too
    run(project, "--no-cache", "--fresh-children").assert_outcomes(passed=1)


OUTSIDE = '''
import importlib.util
from pathlib import Path

from mylib import value
from harness import case

_spec = importlib.util.spec_from_file_location("_loaded", Path(__file__).parent.parent / "helpers" / "loaded.py")
_loaded = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_loaded)


@case(inputs=lambda: [(1,)])
def outside(a: int) -> int:
    """Returns what a package beside the cases folder and a helper loaded by path give."""
    return value() + _loaded.twice(a)
'''


def _thirdparty(root: Path, version: str) -> None:
    """``lib/thirdparty`` at ``version`` (the folder on ``PYTHONPATH``): an installed distribution, its code unchanged."""
    for old in (root / "lib").glob("thirdparty-*.dist-info"):
        shutil.rmtree(old)
    fake_distribution(root / "lib", "thirdparty", version)
    (root / "lib" / "thirdparty" / "__init__.py").write_text('"""Made by a test."""\n', encoding="utf-8")


@pytest.fixture
def outside(project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A case that imports a package beside the cases folder, a helper loaded by its path and an installed
    distribution: snapshots written, then one comparison that fills the cache."""
    (project.path / "mylib").mkdir()
    (project.path / "mylib" / "__init__.py").write_text("import thirdparty\n\n\ndef value() -> int:\n    return 1\n")
    (project.path / "helpers").mkdir()
    (project.path / "helpers" / "loaded.py").write_text("def twice(a: int) -> int:\n    return 2 * a\n")
    _thirdparty(project.path, "1.0")
    monkeypatch.setenv("PYTHONPATH", str(project.path / "lib"))
    write_case(project, "outside", OUTSIDE)
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    run(project).assert_outcomes(passed=1)
    again = run(project, *UNCONVERTIBLE)
    again.assert_outcomes(passed=1)
    assert from_cache(again, converter) == 1
    return project


@pytest.mark.parametrize(
    "edit",
    [
        lambda root: (root / "mylib" / "__init__.py").write_text(
            "import thirdparty\n\n\ndef value() -> int:\n    return 2\n"
        ),
        lambda root: (root / "helpers" / "loaded.py").write_text("def twice(a: int) -> int:\n    return 3 * a\n"),
    ],
    ids=["package-beside-the-cases", "helper-loaded-by-path"],
)
def test_an_edited_module_outside_the_cases_folder_converts_again(
    outside: pytest.Pytester, converter: str, edit
) -> None:
    """The conversion imported it: its new result is a difference, not a pass from the cache."""
    edit(outside.path)
    result = run(outside)
    result.assert_outcomes(failed=1)
    assert from_cache(result, converter) == 0
    result.stdout.fnmatch_lines(["*behaviour.txt*"])


def test_another_version_of_an_installed_distribution_converts_again(outside: pytest.Pytester, converter: str) -> None:
    """``thirdparty`` 1.0 became 2.0, its code unchanged: its outputs may differ, so the case converts again."""
    _thirdparty(outside.path, "2.0")
    result = run(outside, *UNCONVERTIBLE)
    result.assert_outcomes(failed=1)
    assert from_cache(result, converter) == 0
