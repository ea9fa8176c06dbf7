"""Warm workers: their answer is used only when it equals the snapshots; what is reported or written comes from a fresh child."""

from __future__ import annotations

import re

import pytest

from helpers import snapshot_tree, write_case

# Each case's leak.txt counts the conversions its process made: 1 in a fresh child, more in a warm worker.
LEAKY = '''
def plain(a: int) -> int:
    """Converted first: its warm worker has converted nothing before."""
    return a + 1


def leaks_once(a: int) -> int:
    """echo: leak"""
    return a + 2


def leaks_twice(a: int) -> int:
    """echo: leak"""
    return a + 3
'''
# Crashes only where a case was converted before it in the same process: never in a fresh child.
CRASHES_WARM = '''
import os
import signal

from harness import case


def first(a: int) -> int:
    """Fine."""
    return a


def _crash_if_warm():
    import harness.testing.echo.driver as echo

    if len(echo._conversions) > 1:
        os.kill(os.getpid(), signal.SIGSEGV)
    return [(1,)]


@case(inputs=_crash_if_warm)
def crashes_warm(a: int) -> int:
    """Its inputs crash a warm worker."""
    return a
'''
TIMES = re.compile(r"\d+\.\d+s")


def run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest("-p", "no:cacheprovider", *args)


def warmth(result: pytest.RunResult) -> str:
    """The summary line's ``N passed warm, M re-converted fresh`` (or ``warm workers off``)."""
    line = next(line for line in result.outlines if line.startswith("harness: echo: "))
    return line.split("; ")[3]


def report(result: pytest.RunResult) -> list[str]:
    """What a run reports, but for its times and the summary's count of warm passes."""
    return [TIMES.sub("", line) for line in result.outlines if "passed warm" not in line and "warm workers" not in line]


@pytest.fixture
def leaky(project: pytest.Pytester) -> pytest.Pytester:
    write_case(project, "leaky", LEAKY)
    run(project, "--snapshot-update").assert_outcomes(passed=3)
    return project


def test_a_leak_is_never_written(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "leaky", LEAKY)
    run(project, "--snapshot-update").assert_outcomes(passed=3)
    leaks = {k: v for k, v in snapshot_tree(project.path).items() if k.endswith("leak.txt")}
    assert len(leaks) == 2 and set(leaks.values()) == {b"1 conversion(s) in this process\n"}
    # Adding a case: the update of new cases only converts in fresh children too.
    write_case(project, "leaky", LEAKY + LEAKY.replace("plain", "plain_again").replace("leaks_", "also_leaks_"))
    update = run(project, "--snapshot-update-new-only")
    update.assert_outcomes(passed=6)
    assert warmth(update) == "warm workers off"
    leaks = {k: v for k, v in snapshot_tree(project.path).items() if k.endswith("leak.txt")}
    assert len(leaks) == 4 and set(leaks.values()) == {b"1 conversion(s) in this process\n"}


def test_a_leak_in_a_warm_worker_is_converted_again_fresh_and_passes(leaky: pytest.Pytester, converter: str) -> None:
    written = snapshot_tree(leaky.path)
    result = run(leaky)
    result.assert_outcomes(passed=3)
    # plain passes warm; each leaking case's warm answer counts 2 or 3 conversions: converted again, fresh.
    assert warmth(result) == "1 passed warm, 2 re-converted fresh"
    assert snapshot_tree(leaky.path) == written and not snapshot_tree(leaky.path, pending=True)


def test_a_difference_is_reported_and_left_pending_as_a_fresh_child_makes_it(
    leaky: pytest.Pytester, converter: str
) -> None:
    source = (leaky.path / "cases" / "leaky.py").read_text(encoding="utf-8")
    (leaky.path / "cases" / "leaky.py").write_text(source.replace("a + 3", "a + 4"), encoding="utf-8")
    warm = run(leaky)
    warm.assert_outcomes(passed=2, failed=1)
    warm_pending = snapshot_tree(leaky.path, pending=True)
    assert sorted(name.rsplit("/", 1)[1] for name in warm_pending) == [
        "ast.txt.new",
        "constants.txt.new",
        "source.py.new",
    ]
    assert "leak.txt" not in warm.stdout.str()
    fresh = run(leaky, "--fresh-children")
    fresh.assert_outcomes(passed=2, failed=1)
    assert warmth(fresh) == "warm workers off"
    assert report(warm) == report(fresh)
    assert snapshot_tree(leaky.path, pending=True) == warm_pending


def test_a_drivers_reset_runs_between_two_warm_cases(project: pytest.Pytester, converter: str) -> None:
    write_case(
        project,
        "cached",
        '''
        def one(a: int) -> int:
            """echo: cache"""
            return a


        def two(a: int) -> int:
            """echo: cache"""
            return a + 1
        ''',
    )
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    result = run(project)
    result.assert_outcomes(passed=2)
    assert warmth(result) == "2 passed warm, 0 re-converted fresh"


def test_a_crash_in_a_warm_worker_is_retried_fresh_and_costs_its_own_case(
    project: pytest.Pytester, converter: str
) -> None:
    write_case(project, "warm", CRASHES_WARM)
    write_case(project, "z_later", 'def later(a: int) -> int:\n    """Fine."""\n    return a * 2\n')
    write_case(
        project,
        "y_faulty",
        '''
        import time

        from harness import case


        def crashes(a: int) -> int:
            """echo: crash"""
            return a


        @case(factory=True)
        def hangs():
            """The case itself hangs, before its converter sees it: no result of the converter's."""
            time.sleep(600)
        ''',
    )
    run(project, "--snapshot-update", "--case-timeout", "2").assert_outcomes(passed=3, failed=2)
    written = snapshot_tree(project.path)
    result = run(project, "--case-timeout", "2")
    result.assert_outcomes(passed=3, failed=2)
    # Blamed only once a fresh child crashed too, in the words of a fresh child; the worker is replaced each time.
    result.stdout.fnmatch_lines(
        [
            "*echo::y_faulty::crashes: conversion killed by signal SIGSEGV, in a forked child, and again in a fresh"
            " process (cases/y_faulty.py:*",
            "*echo::y_faulty::hangs: conversion timed out after 2 s and was killed (cases/y_faulty.py:*",
        ]
    )
    assert "warm worker" not in result.stdout.str()
    # first passes warm; crashes_warm crashed its worker and passed fresh; the faulty ones failed fresh;
    # later passes warm in the worker that replaced the one that hung.
    assert warmth(result) == "2 passed warm, 3 re-converted fresh"
    assert snapshot_tree(project.path) == written


@pytest.mark.parametrize("off", [("--fresh-children",), ("-o", "harness_fresh_children=true")])
def test_the_flag_and_the_setting_turn_warm_workers_off(
    leaky: pytest.Pytester, converter: str, off: tuple[str, ...]
) -> None:
    result = run(leaky, *off)
    result.assert_outcomes(passed=3)
    assert warmth(result) == "warm workers off"


def test_a_bad_fresh_children_setting_is_a_usage_error(project: pytest.Pytester, converter: str) -> None:
    result = run(project, "-o", "harness_fresh_children=maybe")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*harness_fresh_children = 'maybe': must be true or false*"])
