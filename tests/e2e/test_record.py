"""The run record (``--harness-record``): each case item's state, one word of a closed vocabulary, and what the run
wrote for it, from real fork servers; an ordinary run writes none."""

from __future__ import annotations

import json

import pytest

from harness.record import Record, read, to_json
from harness.tools.fuzz.command import Session, failure_kind
from harness.tools.history.build import outcomes, warm_counts
from helpers import ECHO, write_case

STATES = '''
def same(a: int) -> int:
    return a + 1


def edited(a: int) -> int:
    return a + 2


def crashes(a: int) -> int:
    """echo: crash"""
    return a


def buggy(a: int) -> int:
    """echo: bug"""
    return a


def flaky(a: int) -> int:
    """echo: random"""
    return a


def skipped(a: int) -> int:
    return a


def twice(a: int) -> int:
    return a


def twice(a: int) -> int:  # noqa: F811
    return a
'''
SKIP = """
import pytest


def pytest_collection_modifyitems(items):
    for item in items:
        if item.name == "skipped":
            item.add_marker(pytest.mark.skip(reason="skipped by the user"))
"""


def recorded(project: pytest.Pytester, *args: str) -> tuple[pytest.RunResult, Record]:
    result = project.runpytest("-p", "no:cacheprovider", "--harness-record", "out/record.json", *args)
    record = read(project.path / "out" / "record.json")
    assert record is not None, result.stdout.str()
    return result, record


def states(record: Record) -> dict[str, tuple[str, str]]:
    return {entry.case or entry.nodeid: (entry.outcome, entry.state.label) for entry in record.entries}


def test_an_update_records_each_case_state_and_the_files_it_wrote(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", STATES)
    write_case(project, "unreadable", "def f(:\n    pass\n")
    project.makeconftest(SKIP)
    result, record = recorded(project, "--snapshot-update")
    result.assert_outcomes(passed=2, failed=5, skipped=1)
    assert record.finished and record.exit_status == 1 and record.collected == 8
    assert states(record) == {
        "same": ("passed", "new"),
        "edited": ("passed", "new"),
        "crashes": ("failed", "crashed"),
        "buggy": ("failed", "harness error"),
        "flaky": ("failed", "nondeterministic"),  # the update's two conversions differed
        "skipped": ("skipped", "skipped"),
        "twice": ("failed", "broken"),
        "cases/unreadable.py::file": ("failed", "broken"),
    }
    same = record.by_case()[(converter, "topic.same")]
    assert same.nodeid == f"cases/topic.py::{converter}::same" and same.case_file == "cases/topic.py"
    assert same.snapshots == f"snapshots/{converter}/{same.baseline}/topic/same"
    assert same.written and all((project.path / same.snapshots / name).is_file() for name in same.written)
    assert record.by_case()[(converter, "topic.skipped")].reason == "skipped by the user"
    crashed = record.by_case()[(converter, "topic.crashes")]
    assert not crashed.written and "SIGSEGV" in crashed.message  # the message is there to show, never to match
    assert next(e for e in record.entries if not e.converter).case_file == "cases/unreadable.py"


def test_a_comparison_records_passed_changed_new_and_a_difference_not_confirmed(
    project: pytest.Pytester, converter: str
) -> None:
    write_case(project, "topic", STATES.replace("def twice", "def _twice"))
    project.makeconftest(SKIP)
    recorded(project, "--snapshot-update")
    write_case(project, "topic", STATES.replace("def twice", "def _twice").replace("a + 2", "a + 3"))
    write_case(project, "more", "def added(a: int) -> int:\n    return a\n")
    result, record = recorded(project)
    result.assert_outcomes(passed=1, failed=5, skipped=1)
    assert states(record) == {
        "same": ("passed", "passed"),
        "edited": ("failed", "changed"),
        "added": ("failed", "new"),
        "crashes": ("failed", "crashed"),
        "buggy": ("failed", "harness error"),
        "flaky": ("failed", "nondeterministic"),  # new, then its second conversion differed from the first
        "skipped": ("skipped", "skipped"),
    }
    cases = record.by_case()
    assert cases[(converter, "topic.same")].warm and not cases[(converter, "topic.edited")].warm
    assert cases[(converter, "topic.edited")].pending and not cases[(converter, "topic.edited")].written
    # what the commands that read a record make of this one: fuzz's second run, and history --build's outcomes
    kinds = {case: failure_kind(e) for (_, case), e in Session(int(result.ret), "", record).failures.items()}
    assert kinds == {
        "edited": "nondeterministic",
        "added": "nondeterministic",
        "crashes": "crashed or hung",
        "buggy": "harness errors",
        "flaky": "nondeterministic",
    }
    assert outcomes(record)[(converter, "topic.same")] == "passed" and warm_counts(record)[0] == 1
    assert outcomes(record)[(converter, "topic.skipped")] == "skipped"


def test_a_compile_report_that_improved_or_regressed_is_recorded_so(project: pytest.Pytester) -> None:
    project.makepyprojecttoml(
        f'[tool.pytest.ini_options]\ntestpaths = ["cases"]\nharness_converters = [{ECHO!r}]\nharness_keep = "report"\n'
    )
    refused = 'def flips(a):\n    """echo: reject"""\n    return a\n'
    write_case(project, "flip", refused)
    recorded(project, "--snapshot-update")
    write_case(project, "flip", "def flips(a):\n    return a\n")
    assert states(recorded(project)[1]) == {"flips": ("passed", "improved")}
    recorded(project, "--snapshot-update")
    write_case(project, "flip", refused)
    assert states(recorded(project)[1]) == {"flips": ("failed", "regressed")}


def test_xdist_records_every_case_in_the_controller(project: pytest.Pytester, converter: str) -> None:
    write_case(project, "topic", "def one(a: int) -> int:\n    return a\n\n\ndef two(a: int) -> int:\n    return -a\n")
    result, record = recorded(project, "-p", "xdist", "-n", "2", "--snapshot-update")
    result.assert_outcomes(passed=2)
    assert record.finished and record.collected == 2
    assert states(record) == {"one": ("passed", "new"), "two": ("passed", "new")}


def test_an_ordinary_run_writes_no_record_and_the_file_is_json_a_person_reads(
    project: pytest.Pytester, converter: str
) -> None:
    write_case(project, "topic", "def one(a: int) -> int:\n    return a\n")
    project.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
    assert not list(project.path.rglob("*.json"))
    recorded(project)
    data = json.loads((project.path / "out" / "record.json").read_text(encoding="utf-8"))
    assert data["format"] == 1 and [e["state"] for e in data["entries"]] == ["passed"]
    assert not list((project.path / "out").glob("record.json.*")), "no staged file is left beside it"


@pytest.mark.parametrize(
    ("given", "said"),
    [
        ("", "the name is empty"),
        ("out", "a folder"),
        ("snapshots/echo/golden.txt", "inside the snapshots folder (snapshots)"),
        ("cases/record.json", "inside the cases folder (cases)"),
        ("notes.txt", "the file exists and is not a run record"),
    ],
)
def test_a_record_that_would_replace_a_golden_file_a_case_or_another_file_is_a_usage_error(
    project: pytest.Pytester, given: str, said: str
) -> None:
    """``--harness-record`` rewrites its file whole: it is refused (pytest's usage error, exit 4) for a file of the
    snapshots or the cases, a file that is not a run record, a folder or no name; nothing is written."""
    (project.path / "out").mkdir()
    golden = project.path / "snapshots" / "echo" / "golden.txt"
    golden.parent.mkdir(parents=True)
    golden.write_text("golden\n")
    (project.path / "notes.txt").write_text("my notes\n")
    result = project.runpytest_inprocess("--harness-record", given)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert f"--harness-record {given}".rstrip() in result.stderr.str() and said in result.stderr.str()
    assert golden.read_text() == "golden\n" and (project.path / "notes.txt").read_text() == "my notes\n"
    assert not (project.path / "cases" / "record.json").exists() and not list((project.path / "out").iterdir())


def test_a_record_replaces_an_earlier_run_record(project: pytest.Pytester) -> None:
    (project.path / "out").mkdir()
    (project.path / "out" / "record.json").write_text(to_json(Record(collected=3, finished=True)))
    result, record = recorded(project)
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED and record.collected == 0
