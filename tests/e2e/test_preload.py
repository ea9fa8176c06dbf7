"""``harness_preload``: a library every case imports is imported once, by the fork server, not again by each child."""

from __future__ import annotations

import pytest

from helpers import write_case

pytestmark = pytest.mark.subprocess("what a new process has imported before the fork servers start is what is tested")

LIBRARY = """import os

with open(os.path.join(os.path.dirname(__file__), os.pardir, "imports.txt"), "a") as log:
    log.write(f"{os.getpid()}\\n")

SCALE = 3
"""
CASES = """from mylib import SCALE


def one(a: int) -> int:
    return a * SCALE


def two(a: int) -> int:
    return a + SCALE
"""


# An update converts each case twice, in children of two fork servers: 2 cases, 4 children, 2 servers.
@pytest.mark.parametrize(("preload", "imports"), [("", 4), ('harness_preload = ["mylib", "absent_module?"]\n', 2)])
def test_a_preloaded_library_is_imported_once_by_the_fork_server(
    project: pytest.Pytester, converter: str, preload: str, imports: int
) -> None:
    (project.path / "mylib").mkdir()
    (project.path / "mylib" / "__init__.py").write_text(LIBRARY)
    pyproject = project.path / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().rstrip("\n") + "\n" + preload)
    write_case(project, "uses", CASES)
    project.runpytest_subprocess("-p", "no:cacheprovider", "--fresh-children", "--snapshot-update").assert_outcomes(
        passed=2
    )
    assert len((project.path / "imports.txt").read_text().split()) == imports


def test_a_preload_that_cannot_be_imported_is_said_once_naming_the_setting(
    project: pytest.Pytester, converter: str
) -> None:
    """Every case fails, as none could be converted; why is said once, in one line naming harness_preload, with no
    traceback, and each later case points to it."""
    pyproject = project.path / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().rstrip("\n") + '\nharness_preload = ["absent_library"]\n')
    write_case(project, "uses", CASES)
    result = project.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(failed=2)
    said = result.stdout.str()
    assert said.count("absent_library") == 1, said
    result.stdout.fnmatch_lines(
        [
            "*fork server did not start: harness_preload names absent_library, which is not installed here; install"
            " it, or take it out of harness_preload*",
            "*fork server did not start: the first case that failed with it says why*",
        ]
    )
    assert "Traceback" not in said
