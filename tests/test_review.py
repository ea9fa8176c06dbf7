"""Pending changes: a failing comparison keeps what it received, and ``python -m harness review`` settles it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from helpers import baseline, snapshot_tree, write_case

TWO = '''
from harness import case


@case(inputs=[(3,)])
def grow(n: int) -> int:
    """Counts up to n."""
    total = 0
    for i in range(n):
        total += i
    return total


def keep(a: int) -> int:
    """Never changes."""
    return a - 1
'''


def run(project: pytest.Pytester, converter: str, *args: str) -> pytest.RunResult:
    return project.runpytest_subprocess("-p", "no:cacheprovider", "-k", converter, *args)


def review(project: pytest.Pytester, *args: str, answers: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "harness", "review", *args], cwd=project.path,
        input=answers, capture_output=True, text=True, timeout=120,
    )


def test_review_accepts_rejects_and_skips(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", TWO)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=2)
    before = snapshot_tree(project.path)
    # Other arithmetic, and no inputs: several outputs change and behaviour.txt is no longer produced.
    write_case(project, "topic", TWO.replace("@case(inputs=[(3,)])\n", "").replace("total += i", "total += i * 2"))

    failed = run(project, converter)
    failed.assert_outcomes(failed=1, passed=1)
    received = snapshot_tree(project.path, pending=True)
    assert snapshot_tree(project.path) == before, "a comparison never writes a snapshot"
    base = f"{baseline(converter)}/topic/grow/"
    assert f"{base}behaviour.txt.gone" in received
    assert len(received) >= 4 and all(name.startswith(base) for name in received)
    failed.stdout.fnmatch_lines([f"*{len(received)} pending file(s) written beside the snapshots*",
                                 f"harness: {converter}: 2 cases: 1 passed, 1 failed (1 changed, 0 new, 0 errors); *"
                                 f" {len(received)} differ; * {len(received)} pending *"])

    order = sorted(received)
    first, second, third = (name.rsplit(".", 1)[0] for name in order[:3])
    walked = review(project, answers="a\nr\nwhat\ns\nq\n")
    assert walked.returncode == 0, walked.stderr
    assert "unknown choice 'what'" in walked.stdout
    assert f"accepted 1, rejected 1, skipped 1; {len(received) - 2} pending change(s) remain" in walked.stdout
    now, waiting = snapshot_tree(project.path), snapshot_tree(project.path, pending=True)
    accepted = order[0]
    if accepted.endswith(".gone"):
        assert first not in now
    else:
        assert now[first] == received[accepted] and now[first] != before[first]
    assert now[second] == before[second]
    assert now[third] == before[third] and order[2] in waiting
    assert sorted(waiting) == order[2:]

    assert third in review(project, "--list").stdout.splitlines()[0]
    rejected = review(project, "--reject", f"*/{third.rsplit('/', 1)[1]}")
    assert rejected.returncode == 0 and f"rejected {third}" in rejected.stdout
    assert snapshot_tree(project.path)[third] == before[third]
    assert review(project, "--accept", "no/such/*").returncode == 1

    accepted_all = review(project, "--accept", "*")
    assert accepted_all.returncode == 0 and "0 pending change(s) remain" in accepted_all.stdout
    assert not snapshot_tree(project.path, pending=True)
    # the outputs rejected above still differ, so they are pending again; accept-all settles them
    run(project, converter).assert_outcomes(failed=1, passed=1)
    assert "accepted" in review(project, answers="A\n").stdout
    run(project, converter).assert_outcomes(passed=2)
    assert not snapshot_tree(project.path, pending=True)
    assert f"{base}behaviour.txt" not in snapshot_tree(project.path)


def test_ci_writes_no_pending_change(project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch) -> None:
    write_case(project, "topic", TWO)
    run(project, converter, "--snapshot-update").assert_outcomes(passed=2)
    write_case(project, "topic", TWO.replace("total += i", "total -= i"))
    monkeypatch.setenv("CI", "true")
    failed = run(project, converter)
    failed.assert_outcomes(failed=1, passed=1)
    failed.stdout.fnmatch_lines(["*CI is set, so nothing was written*", f"harness: {converter}: * 0 pending; *"])
    assert not snapshot_tree(project.path, pending=True)


def test_git_ignores_pending_changes() -> None:
    ignored = subprocess.run(
        ["git", "check-ignore", "snapshots/autograph/tensorflow-2.21/loops/for_break/converted.py.new",
         "snapshots/torchscript/torch-2.11/loops/for_break/code.py.gone"],
        capture_output=True, text=True, cwd=Path(__file__).parents[1],
    )
    assert ignored.stdout.split() == ["snapshots/autograph/tensorflow-2.21/loops/for_break/converted.py.new",
                                      "snapshots/torchscript/torch-2.11/loops/for_break/code.py.gone"]
