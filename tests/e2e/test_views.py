"""A converter is one folder: echo's views alone decide what show, explore, coverage and the matrix present of it.

No tool and no module of the store names a converter: a new one (JAX, Paddle) arrives as a folder and a registry entry.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from helpers import CONVERTERS, ECHO, REPOSITORY, write_case

CASE = '''
from harness import case


@case(inputs=(3,))
def first_odd(n: int) -> int:
    """Stops at the first odd number."""
    for i in range(n):
        if i % 2:
            break
    return i
'''


def command(project: pytest.Pytester, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "harness", *args], cwd=project.path, capture_output=True, text=True, timeout=120
    )


@pytest.fixture
def echo_project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A project whose only converter is echo, with its snapshots written."""
    monkeypatch.delenv("CI", raising=False)
    pytester.makepyprojecttoml(f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = ["{ECHO}"]\n')
    (pytester.path / "cases").mkdir()
    write_case(pytester, "stops", CASE)
    pytester.runpytest("--snapshot-update").assert_outcomes(passed=1)
    return pytester


def test_show_walks_echos_steps(echo_project: pytest.Pytester) -> None:
    shown = command(echo_project, "show", "stops.first_odd")
    assert shown.returncode == 0, shown.stderr
    assert "# source (as echo read it)" in shown.stdout and "# 01 parse: changed" in shown.stdout, shown.stdout
    assert "# constants (echo's last output)" in shown.stdout


def test_explore_shows_echos_section_badges_and_walk(echo_project: pytest.Pytester) -> None:
    site = echo_project.path / "site"
    assert command(echo_project, "explore", "--out", str(site)).returncode == 0
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "Echo: 1 graph break" in index, index
    assert not any(f"{c.title}:" in index for c in CONVERTERS.values()), (
        "the built-in converters are not this project's"
    )
    page = (site / "cases" / "stops.first_odd.html").read_text(encoding="utf-8")
    assert '<section class="converter" id="echo">' in page and "<h3>Echo&#x27;s steps</h3>" in page, page


def test_coverage_counts_echos_kinds_and_reach(echo_project: pytest.Pytester) -> None:
    covered = command(echo_project, "coverage", "echo", "--fail-under", "1")
    assert covered.returncode == 1, covered.stderr  # no case uses a while loop
    lines = [" ".join(line.split()) for line in covered.stdout.splitlines()]
    assert "with graph breaks 1" in lines and "constants, by type cases" in lines and "int 1" in lines, lines
    assert "echo AST node (cases using it), harness-0.1 cases" in lines and "Break 1" in lines, lines
    assert "below 1: While" in lines


def test_the_matrix_counts_echos_breaks(echo_project: pytest.Pytester) -> None:
    shown = command(echo_project, "matrix")
    assert shown.returncode == 0, shown.stderr
    assert re.search(r"\| first_odd \| 1 graph break +\|", shown.stdout), shown.stdout


def test_no_tool_and_no_store_module_names_a_converter() -> None:
    package = REPOSITORY / "harness"
    names = "|".join(sorted({*CONVERTERS, "echo", "jax", "paddle", "sot"}))
    quoted = re.compile(rf"[\"']({names})[\"']")
    found = [
        f"{path.relative_to(package)}:{number}: {line.strip()}"
        for folder in ("tools", "store")
        for path in sorted((package / folder).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if quoted.search(line)
    ]
    assert not found, "\n".join(found)
