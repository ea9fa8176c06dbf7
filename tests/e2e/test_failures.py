"""A failing case reads well in a terminal and a CI log; syrupy's flags either work on case snapshots or say why not."""

from __future__ import annotations

import pytest

from helpers import baseline, snapshot_tree, write_case

GROW = '''
from harness import case


@case(inputs=(3,))
def grow(n: int) -> int:
    """Sums a range."""
    total = 0
    for i in range(n):
        total += i
    return total
'''
FRESH = 'def fresh(a: int) -> int:\n    """New."""\n    return a\n'


def run(project: pytest.Pytester, *args: str) -> pytest.RunResult:
    return project.runpytest("-p", "no:cacheprovider", *args)


def test_failure_shows_behaviour_first_new_outputs_whole_and_counts_that_agree(
    project: pytest.Pytester, converter: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_case(project, "topic", GROW)
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    write_case(project, "topic", GROW.replace("total += i", "total += i * 2"))
    write_case(project, "other", FRESH)
    monkeypatch.setenv("CI", "1")
    result = run(project, "--color=yes")
    result.assert_outcomes(failed=2)
    out = result.stdout.str()
    folder = f"snapshots/{baseline(converter)}/topic/grow"
    result.stdout.fnmatch_lines(
        [f"{converter}::topic::grow: output differs from its snapshot (* outputs: behaviour.txt, *)"]
    )
    headers = [line for line in result.outlines if line.lstrip("\x1b[0123456789m").startswith(f"--- {folder}/")]
    assert headers and "behaviour.txt" in headers[0], headers
    assert "\x1b[31m-" in out and "\x1b[32m+" in out, "a terminal that asks for colour gets coloured diffs"
    result.stdout.fnmatch_lines(
        [
            f"missing snapshot snapshots/{baseline(converter)}/other/fresh/source.py, received (* lines):",
            "*+def fresh(a: int) -> int:*",
        ]
    )
    result.stdout.fnmatch_lines([f"harness: {converter}: 2 cases: 0 passed, 2 failed (1 changed, 1 new, 0 errors); *"])
    assert "2 failed" in result.outlines[-1]


def test_update_new_only_writes_new_cases_and_fails_changed_ones(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", GROW)
    run(project, "--snapshot-update").assert_outcomes(passed=1)
    written = snapshot_tree(project.path)
    write_case(project, "topic", GROW.replace("total += i", "total += i * 2"))
    write_case(project, "other", FRESH)
    result = run(project, "--snapshot-update-new-only")
    result.assert_outcomes(passed=1, failed=1)
    after = snapshot_tree(project.path)
    assert {k: v for k, v in after.items() if "/topic/" in k} == {k: v for k, v in written.items() if "/topic/" in k}
    assert any("/other/fresh/" in k for k in after), "a new case is written"
    assert any("/topic/grow/" in k for k in snapshot_tree(project.path, pending=True)), "the change awaits review"


def test_unused_snapshot_flags_apply_to_stale_case_folders(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", GROW + "\n\n" + FRESH)
    run(project, "--snapshot-update").assert_outcomes(passed=2)
    write_case(project, "topic", GROW)
    stale = f"snapshots/{baseline(converter)}/topic/fresh"

    detailed = run(project, "--snapshot-details")
    detailed.stdout.fnmatch_lines(
        ["harness: 1 stale snapshot folder(s), whose case no longer exists:", f"  {stale}", "    source.py"]
    )
    assert "stale snapshot folder" not in run(project, "--snapshot-disable-unused").stdout.str()
    kept = run(project, "--snapshot-update", "--snapshot-no-cleanup")
    kept.stdout.fnmatch_lines([f"  {stale}"])
    assert (project.path / stale).is_dir()
    run(project, "--snapshot-update").stdout.fnmatch_lines([f"harness: deleted stale snapshots {stale}"])
    assert not (project.path / stale).exists()


def test_flags_that_do_not_apply_say_so(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", GROW)
    result = run(project, "--snapshot-update", "--snapshot-dirname", "snaps")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["harness: --snapshot-dirname does not apply to case snapshots: *"])
