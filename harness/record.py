"""The run record: what one pytest run found for each case item, as JSON that a command reads (``--harness-record``).

The plugin writes it (``harness.plugin.recorder``); the commands read it here, never pytest's terminal lines or the
wording of a message. A case's ``state`` is one word of a closed vocabulary, ``ItemState``; its ``message`` is for a person.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import asdict, dataclass, field, fields
from enum import Enum
from pathlib import Path
from typing import Any, Literal, get_args

FORMAT = 1  # the record's layout; a reader refuses any other


class ItemState(Enum):
    """What a case item came to, one word of a closed vocabulary (as lit's ``ResultCode``): each member its ``label``
    (the record's word), whether it was compared and some output ``differs``, and whether it gave ``no_result``.

    A comparison's: passed (every output equals its snapshot), improved (only its compile report moved, for the
    better), new (no snapshot yet), changed, regressed (its compile report moved for the worse); in an update, new and
    changed pass and are written. A conversion that gave no result: nondeterministic (two conversions differed),
    crashed (its process died or was killed); broken: the case cannot run as written (a case file that cannot be read,
    a name defined twice or too long, a snapshot it cannot read); harness error: the harness itself failed; skipped:
    not run here (its ``reason`` says why).

    >>> ItemState.of("harness error"), ItemState.CHANGED.label, ItemState.NEW.differs, ItemState.CRASHED.no_result
    (<ItemState.HARNESS_ERROR: 'harness error'>, 'changed', True, True)
    """

    label: str
    differs: bool
    no_result: bool

    PASSED = "passed", False, False
    IMPROVED = "improved", True, False
    NEW = "new", True, False
    CHANGED = "changed", True, False
    REGRESSED = "regressed", True, False
    NONDETERMINISTIC = "nondeterministic", False, True
    CRASHED = "crashed", False, True
    BROKEN = "broken", False, True
    HARNESS_ERROR = "harness error", False, True
    SKIPPED = "skipped", False, False

    def __new__(cls, label: str, differs: bool, no_result: bool) -> ItemState:
        member = object.__new__(cls)
        member._value_ = member.label = label
        member.differs = differs  # compared, and some output differs
        member.no_result = no_result  # the conversion gave nothing to compare
        return member

    @classmethod
    def of(cls, label: object) -> ItemState:
        """The state a word names; a word outside the vocabulary is a ValueError."""
        found = next((state for state in cls if state.label == label), None)
        if found is None:
            raise ValueError(f"unknown state {label!r}")
        return found


Outcome = Literal["passed", "failed", "skipped"]  # pytest's verdict on the item
OUTCOMES: tuple[Outcome, ...] = get_args(Outcome)


UNRECORDED = {"recorded": False}  # a field's metadata: the session's alone, the record's JSON leaves it out


@dataclass
class RecordEntry:
    """One case item's result: which case under which converter, what it came to, and what the run wrote for it.

    The item makes it as it runs, its test report carries it to the session (across xdist too), and the run record
    keeps it: one type from the conversion to the command that reads the record."""

    nodeid: str
    outcome: Outcome  # pytest's verdict, set when the item's report is made
    state: ItemState
    converter: str = ""  # empty for a case file that cannot be read: none of its cases ran
    case_file: str = ""  # from the rootdir
    case: str = ""  # its name in the case file
    name: str = ""  # its one dotted name, e.g. ``loops.for_break``
    baseline: str = ""  # the baseline folder it was compared with (or written to), e.g. ``harness-0.1``
    snapshots: str = ""  # its snapshot folder: from the rootdir when inside it, else whole
    written: tuple[str, ...] = ()  # the snapshot files the run wrote or removed in that folder (an update's)
    pending: int = 0  # the pending files it left for review
    cached: bool = False  # passed from the conversion cache
    warm: bool = False  # passed from a warm worker's conversion
    refreshed: bool = False  # a warm worker's answer was not trusted: converted again in a fresh child
    reason: str = ""  # a skipped item's reason
    message: str = ""  # a failed item's message, to show a person; a reader matches ``state``, never this
    outputs: int = 0  # the outputs compared (a conversion that did not hold was never compared)
    differing: int = 0  # of them, those that differ from their snapshots
    note: str = ""  # what a case says in the run's summary: its compile report improved, its program was not kept
    imported: dict[str, str] = field(default_factory=dict, metadata=UNRECORDED)  # distributions its conversion imported

    @property
    def key(self) -> tuple[str, str]:
        """``(converter, dotted name)``: how the commands index a run's cases."""
        return self.converter, self.name


@dataclass(frozen=True)
class Record:
    """One run: how many items it collected, the entries of those that ran so far, and whether it has ended."""

    collected: int = 0
    entries: tuple[RecordEntry, ...] = field(default_factory=tuple)
    finished: bool = False  # written at the session's end; a record that is not finished is the run's progress
    exit_status: int | None = None  # pytest's exit status, once finished

    def cases(self) -> Iterator[RecordEntry]:
        """The entries of case items (a case file that cannot be read aside)."""
        return (entry for entry in self.entries if entry.converter)

    def by_case(self) -> dict[tuple[str, str], RecordEntry]:
        """Each case item's entry by ``(converter, dotted name)``."""
        return {entry.key: entry for entry in self.cases()}


def entry_data(entry: RecordEntry) -> dict[str, Any]:
    """An entry as plain data, its state by its word: what the record's JSON and a test report (across xdist) carry."""
    return {**asdict(entry), "state": entry.state.label}


def entry_from(data: Mapping[str, Any]) -> RecordEntry:
    """An entry from its plain data (:func:`entry_data`); a state or outcome outside the vocabulary is a ValueError.

    >>> entry_from({"nodeid": "n", "outcome": "passed", "state": "fine"})
    Traceback (most recent call last):
    ...
    ValueError: run record: n: unknown state 'fine'
    """
    values = {**data, "written": tuple(data.get("written", ()))}
    try:
        values["state"] = ItemState.of(data.get("state"))
    except ValueError:
        raise ValueError(f"run record: {data.get('nodeid')}: unknown state {data.get('state')!r}") from None
    entry = RecordEntry(**values)
    if entry.outcome not in OUTCOMES:
        raise ValueError(f"run record: {entry.nodeid}: unknown outcome {entry.outcome!r}")
    return entry


def to_json(record: Record) -> str:
    """The record as the file holds it.

    >>> text = to_json(Record(1, (RecordEntry("c.py::echo::f", "passed", ItemState.PASSED, "echo", name="c.f"),), finished=True))
    >>> from_json(text).by_case()[("echo", "c.f")].state
    <ItemState.PASSED: 'passed'>
    >>> '"state": "passed"' in text
    True
    >>> "imported" in to_json(Record(1, (RecordEntry("n", "passed", ItemState.PASSED, "echo", imported={"numpy": "2.0"}),)))
    False
    """
    entries = [
        {f.name: data[f.name] for f in fields(RecordEntry) if f.metadata != UNRECORDED}
        for data in map(entry_data, record.entries)
    ]
    return json.dumps({"format": FORMAT, **asdict(record), "entries": entries}, indent=1) + "\n"


def from_json(text: str) -> Record:
    """A record read back; a layout of another format, or a state or outcome outside the vocabulary, is a ValueError.

    >>> from_json('{"format": 1, "collected": 0, "entries": [{"nodeid": "n", "outcome": "passed", "state": "fine"}]}')
    Traceback (most recent call last):
    ...
    ValueError: run record: n: unknown state 'fine'
    """
    data: Any = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"run record: not of format {FORMAT}")
    known = {f.name for f in fields(RecordEntry) if f.metadata != UNRECORDED}
    entries = tuple(entry_from({k: v for k, v in item.items() if k in known}) for item in data.get("entries", []))
    return Record(int(data.get("collected", 0)), entries, bool(data.get("finished")), data.get("exit_status"))


def read(path: Path) -> Record | None:
    """The record at ``path``, or None when the run has written none (yet)."""
    try:
        return from_json(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
