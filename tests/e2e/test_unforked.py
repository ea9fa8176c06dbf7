"""A conversion that a fork ends is converted again in a fresh process, and its snapshot says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import baseline, write_case

# A case that aborts in any process but the fresh one, as a framework whose threads do not survive a fork aborts.
FORK_ABORTS = """
import os
import sys

from harness import case
from harness.worker.server import UNFORKED


def _plus_one(a: int) -> int:
    return a + 1


@case(factory=True, inputs=lambda: (1,))
def forked():
    if UNFORKED not in sys.argv:
        os.abort()
    return _plus_one


@case(factory=True, inputs=lambda: (1,))
def plain():
    return _plus_one
"""
NOTE = "converted in a fresh process: in one forked from the fork server, the conversion was killed by signal SIGABRT\n"


@pytest.mark.real_framework
def test_a_conversion_that_aborts_when_forked_is_recorded_from_a_fresh_process(
    project: pytest.Pytester, converter: str
) -> None:
    """The fresh process imports the framework itself and converts the case: its outputs are the plain case's, and
    ``unforked.txt`` says why it was needed; a comparison converts it the same way, and passes."""
    write_case(project, "forks", FORK_ABORTS)
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=2)
    root = Path(project.path, "snapshots", baseline(converter), "forks")
    assert (root / "forked" / "unforked.txt").read_text() == NOTE
    assert sorted(p.name for p in (root / "forked").iterdir()) == sorted(
        [p.name for p in (root / "plain").iterdir()] + ["unforked.txt"]
    )
    project.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=2)


def test_a_conversion_that_aborts_in_a_fresh_process_too_is_a_crash_saying_both(
    project: pytest.Pytester, converter: str
) -> None:
    write_case(project, "aborts", 'def aborts(a):\n    """echo: abort"""\n    return a\n')
    result = project.runpytest("-p", "no:cacheprovider", "--snapshot-update")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*conversion killed by signal SIGABRT, in a forked child, and again in a fresh process*"]
    )
    assert not list(Path(project.path).glob("snapshots/**/*.txt"))
