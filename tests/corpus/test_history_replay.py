"""The committed release history: replayed, it reproduces every full baseline byte for byte."""

from __future__ import annotations

from harness.corpus.fingerprint import fingerprints
from harness.project import find
from harness.store.history import check_chain, history_chains, load_chain
from helpers import CONVERTERS, REPOSITORY

PROJECT = find(REPOSITORY)


def test_the_committed_history_replays_to_every_release_and_full_baseline() -> None:
    """Each step's outputs replay to the digests it recorded, and the step into a full baseline to its files; a case
    added or edited since a release was built is said (``history --check``), never compared."""
    current = fingerprints(PROJECT.cases, CONVERTERS)
    chains = history_chains(PROJECT.history)
    assert chains, "no release history is committed"
    for converter, python in chains:
        result = check_chain(load_chain(PROJECT.history, PROJECT.snapshots, converter, python=python), current)
        assert result.problems == [], "\n".join(result.problems)
