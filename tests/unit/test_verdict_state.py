"""The store's verdict is one closed vocabulary, ``VerdictState``, whose members carry their words and meaning."""

from __future__ import annotations

from harness.store.report.text import REACH, ReportEntry
from harness.store.verdicts import VerdictState, reported


def test_each_verdict_state_carries_its_word_and_a_report_reads_back_to_it() -> None:
    """The store's verdict is one closed vocabulary: a report's status that is no refinement of a conversion reads back
    to the member whose word it is, and the not-run members say so themselves (no side table of words)."""
    refinements = {"specialised", "ran unconverted"}
    for status in set(REACH) - refinements:
        state = VerdictState.of(status)
        assert state is not None and reported(ReportEntry(status).text()).state is state, status
    assert {s.label for s in VerdictState if s.not_run} == {"not run: no example inputs", "not run on this release"}
    assert [s.label for s in VerdictState if s.label not in REACH] == ["failed in the harness", "skipped"]
