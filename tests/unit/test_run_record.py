"""The commands that read a run record (fuzz, history --build) classify by its states alone, every state of the
vocabulary included, and never by a message's words."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.record import ItemState, Record, RecordEntry, from_json, to_json
from harness.tools.fuzz.command import OUTCOMES, PROBLEMS, Session, failure_kind, outcome
from harness.tools.history.build import outcomes, warm_counts

WORDS = "converter output is not deterministic; conversion killed by SIGSEGV; differs from its snapshot"


def entry(case: str, outcome: str, state: str, converter: str = "echo", **fields: object) -> RecordEntry:
    return RecordEntry(
        f"cases/m.py::{converter}::{case}",
        outcome,
        ItemState.of(state),
        converter,
        case=case,
        name=f"m.{case}",
        **fields,
    )  # type: ignore[arg-type]


def test_every_state_a_failure_can_have_is_one_fuzz_outcome_and_the_message_is_never_read() -> None:
    kinds = {state: failure_kind(entry("f", "failed", state, message=WORDS)) for state in (s.label for s in ItemState)}
    assert set(kinds.values()) <= set(OUTCOMES)
    assert {s for s, kind in kinds.items() if kind == "nondeterministic"} == {
        "nondeterministic",
        "improved",
        "new",
        "changed",
        "regressed",
    }
    assert [s for s, kind in kinds.items() if kind == "crashed or hung"] == ["crashed"]
    assert kinds["harness error"] == kinds["broken"] == "harness errors"
    assert set(PROBLEMS) == {"nondeterministic", "crashed or hung", "harness errors"}


def test_fuzz_takes_each_failed_case_of_the_record_by_converter_and_name(tmp_path: Path) -> None:
    record = Record(
        4,
        (
            entry("f0", "passed", "new"),
            entry("f1", "failed", "crashed", message="its words, shown"),
            entry("f2", "skipped", "skipped", reason="not installed"),
            RecordEntry("cases/x.py::file", "failed", ItemState.BROKEN, case_file="cases/x.py"),
        ),
        finished=True,
        exit_status=1,
    )
    session = Session(1, "", record)
    assert set(session.failures) == {("echo", "f1")} and not session.broken
    assert outcome("echo", tmp_path / "f1", session.failures) == ("crashed or hung", "its words, shown")
    assert outcome("echo", tmp_path / "f2", session.failures) == ("not run", "")


@pytest.mark.parametrize(
    ("code", "record", "why"),
    [
        (3, Record(finished=True, exit_status=3), "pytest exited 3"),
        (1, Record(1, ()), "pytest did not finish its run record"),
        (1, None, "pytest did not finish its run record"),
        (0, Record(finished=True, exit_status=0), ""),
    ],
)
def test_a_fuzz_run_is_broken_by_its_exit_status_or_an_unfinished_record(
    code: int, record: Record | None, why: str
) -> None:
    broken = Session(code, "INTERNALERROR> the output is shown, never read", record).broken
    assert broken.startswith(why) if why else broken == ""


def test_history_takes_each_case_outcome_and_the_warm_counts_from_the_record() -> None:
    record = Record(
        5,
        (
            entry("a", "passed", "passed", warm=True),
            entry("b", "passed", "passed", refreshed=True),
            entry("c", "failed", "changed", refreshed=True, pending=2),
            entry("d", "skipped", "skipped", reason="fakeaudio is not installed"),
            RecordEntry("cases/x.py::file", "failed", ItemState.BROKEN, case_file="cases/x.py"),
        ),
        finished=True,
    )
    assert outcomes(record) == {
        ("echo", "m.a"): "passed",
        ("echo", "m.b"): "passed",
        ("echo", "m.c"): "failed",
        ("echo", "m.d"): "skipped",
    }
    assert warm_counts(record) == (1, 2)


def test_a_record_reads_back_as_written_and_refuses_an_unknown_outcome_or_state() -> None:
    record = Record(1, (entry("a", "passed", "new", written=("source.py",), baseline="harness-0.1"),), True, 0)
    assert from_json(to_json(record)) == record
    with pytest.raises(ValueError, match="unknown outcome 'xpassed'"):
        from_json(to_json(record).replace('"outcome": "passed"', '"outcome": "xpassed"'))
    with pytest.raises(ValueError, match="unknown state 'fine'"):
        from_json(to_json(record).replace('"state": "new"', '"state": "fine"'))
    with pytest.raises(ValueError, match="not of format 1"):
        from_json(to_json(record).replace('"format": 1', '"format": 2'))


def test_each_item_state_carries_its_word_and_meaning() -> None:
    """The record's words are the vocabulary's labels, and what a state means travels with it: no side table."""
    assert [s.label for s in ItemState] == [
        "passed", "improved", "new", "changed", "regressed", "nondeterministic", "crashed", "broken", "harness error",
        "skipped",
    ]  # fmt: skip
    assert {s.label for s in ItemState if s.differs} == {"improved", "new", "changed", "regressed"}
    assert {s.label for s in ItemState if s.no_result} == {"nondeterministic", "crashed", "broken", "harness error"}
    assert all(ItemState.of(s.label) is s for s in ItemState)
