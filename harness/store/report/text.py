"""A compile report's text, ``report.txt``: one converter's status, graphs and graph breaks on a case, in a few lines
that read back (a project that keeps the report alone still has its verdicts)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from harness.convert.traces import Programs

REPORT = "report.txt"
NOT_RUN: Final = "not run: no example inputs"
NOT_RUN_HERE: Final = "not run on this release"  # what the case asks is newer than the release
DID_NOT_FINISH: Final = "did not finish"  # the converter ran past the case's time or memory bound
NO_SNAPSHOT: Final = "no snapshot"
# Every status a report may hold, each with how far it got: a rejection turned into a conversion is an improvement,
# the reverse a regression; a case that did not run got nowhere.
REACH = {
    "converted": 2,
    "specialised": 2,
    "ran unconverted": 1,
    "rejected": 0,
    DID_NOT_FINISH: -1,
    NOT_RUN: -1,
    NOT_RUN_HERE: -1,
    NO_SNAPSHOT: -1,
}
CONFLICT_MARKERS = ("<<<<<<<", "=======", ">>>>>>>", "|||||||")
_HEAD = re.compile(
    r"^(?P<status>[^,(]+?)(?: \((?P<error>[^)]*)\))?(?P<differs>, behaviour differs)?"
    r"(?:, (?P<graphs>\d+) graphs?(?: \((?P<sizes>[\d, ]+) ops\))?, \d+ graph breaks?)?"
    r"(?:, (?P<sets>\d+) input sets, (?P<programs>\d+) programs?)?(?: \[(?P<stages>[^\]]*)\])?"
    r"(?:, older saved programs refused: (?P<refused>[^,]+(?:, [^,]+)*))?$"
)


_NEW_PROGRAM = "new program on inputs "
_UNCONVERTED = "ran unconverted on inputs "


class UnreadableReport(ValueError):
    """A text that is no compile report the harness writes: nothing may be ranked from it."""


@dataclass(frozen=True)
class ReportEntry:
    """One converter's line of a case's report."""

    status: str  # converted, specialised, ran unconverted, rejected, or why it did not run
    error: str = ""  # the class of the error that rejected it
    differs: bool = False  # its result is not Python's
    graphs: tuple[int, ...] | None = None  # the operations of each graph, where the converter counts graphs
    breaks: tuple[tuple[str, str], ...] = ()  # each graph break: its kind, and where in the user's code
    stages: tuple[tuple[str, str], ...] = ()  # each stage's own outcome, where a converter has several (script, trace)
    refused: tuple[str, ...] = ()  # older releases whose saved program this one does not load, or runs otherwise
    programs: Programs | None = None  # the programs it made for the case's input sets, where it keeps that record

    def lines(self, converter: str = "") -> list[str]:
        """The entry as text: one line (with ``converter``, after its name), then a line per graph break, then one per
        input set after the first that made a new program, and one per set that ran as plain Python, with the
        converter's reasons.

        >>> print("\\n".join(ReportEntry("converted", graphs=(3, 1), breaks=(("print", "m.py:f:4"),)).lines("breaks")))
        breaks: converted, 2 graphs (3, 1 ops), 1 graph break
          print at m.py:f:4
        >>> ReportEntry("rejected", "RuntimeError", differs=False).lines()
        ['rejected (RuntimeError)']
        >>> ReportEntry("specialised", stages=(("script", "converted"), ("trace", "specialised"))).lines()
        ['specialised [script: converted; trace: specialised]']
        >>> ReportEntry("converted", programs=Programs(3, 2, ((3, "x: f32[2] -> f32[3]"),))).lines()
        ['converted, 3 input sets, 2 programs', '  new program on inputs 3: x: f32[2] -> f32[3]']
        >>> ReportEntry("converted", programs=Programs(9, 8, unconverted=((9, "hit the limit (8)"),))).lines()[1:]
        ['  ran unconverted on inputs 9: hit the limit (8)']
        """
        head = (f"{converter}: " if converter else "") + self.status + (f" ({self.error})" if self.error else "")
        if self.differs:
            head += ", behaviour differs"
        if self.graphs is not None:
            sizes = f" ({', '.join(map(str, self.graphs))} ops)" if self.graphs else ""
            head += f", {_plural(len(self.graphs), 'graph')}{sizes}, {_plural(len(self.breaks), 'graph break')}"
        if self.programs is not None:
            head += f", {self.programs.sets} input sets, {_plural(self.programs.programs, 'program')}"
        if self.stages:
            head += " [" + "; ".join(f"{stage}: {outcome}" for stage, outcome in self.stages) + "]"
        if self.refused:
            head += f", older saved programs refused: {', '.join(self.refused)}"
        breaks = [f"  {kind}" + (f" at {where}" if where else "") for kind, where in self.breaks]
        new = self.programs.new if self.programs is not None else ()
        unconverted = self.programs.unconverted if self.programs is not None else ()
        return [
            head,
            *breaks,
            *(f"  {_NEW_PROGRAM}{number}" + (f": {why}" if why else "") for number, why in new),
            *(f"  {_UNCONVERTED}{number}: {why}" for number, why in unconverted),
        ]

    def text(self) -> str:
        """``report.txt``: the entry's lines."""
        return "\n".join(self.lines()) + "\n"


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'s' * (count != 1)}"


def parse(text: str) -> ReportEntry:
    """An entry from its text (:meth:`ReportEntry.text`).

    >>> one = ReportEntry("specialised", differs=True, graphs=(3, 1), breaks=(("print", "m.py:f:4"), ("bad at x", "")))
    >>> parse(one.text()) == one, parse(ReportEntry("rejected", "a.B").text()).error, parse(ReportEntry("converted").text()).status
    (True, 'a.B', 'converted')
    >>> two = ReportEntry("rejected", "RuntimeError", stages=(("script", "rejected (RuntimeError)"), ("trace", "converted")))
    >>> parse(two.text()) == two
    True
    >>> three = ReportEntry("converted", stages=two.stages, refused=("torch-2.11", "torch-2.14"))
    >>> parse(three.text()) == three, three.text()
    (True, 'converted [script: rejected (RuntimeError); trace: converted], older saved programs refused: torch-2.11, torch-2.14\\n')
    >>> four = ReportEntry("converted", graphs=(1, 1), breaks=(("print", "m.py:f:4"),), programs=Programs(4, 3, ((2, ""), (4, "n: 1 -> 2"))))
    >>> parse(four.text()) == four
    True
    >>> five = ReportEntry("converted", programs=Programs(4, 3, ((2, ""),), ((4, "limit (8)"),)))
    >>> parse(five.text()) == five
    True
    """
    first, *rest = text.splitlines() or [""]
    match = _HEAD.match(first)
    if match is None:
        return ReportEntry(first)
    graphs = None
    if match["graphs"] is not None:
        sizes = [int(n) for n in (match["sizes"] or "").split(", ") if n]
        graphs = tuple(sizes) if sizes else (0,) * int(match["graphs"])
    breaks, new, unconverted = [], [], []
    for line in rest:
        number, said, why = line.strip().removeprefix(_NEW_PROGRAM).partition(": ")
        if line.startswith(f"  {_NEW_PROGRAM}") and number.isdigit():
            new.append((int(number), why if said else ""))
            continue
        number, said, why = line.strip().removeprefix(_UNCONVERTED).partition(": ")
        if line.startswith(f"  {_UNCONVERTED}") and number.isdigit() and said:
            unconverted.append((int(number), why))
            continue
        kind, at, where = line.strip().rpartition(" at ")
        breaks.append((kind, where) if at and where.count(":") else (line.strip(), ""))
    stages = tuple(
        (stage, outcome)
        for stage, _, outcome in (part.partition(": ") for part in (match["stages"] or "").split("; ") if part)
    )
    refused = tuple(match["refused"].split(", ")) if match["refused"] else ()
    programs = None
    if match["sets"] is not None:
        programs = Programs(int(match["sets"]), int(match["programs"]), tuple(new), tuple(unconverted))
    return ReportEntry(
        match["status"], match["error"] or "", bool(match["differs"]), graphs, tuple(breaks), stages, refused, programs
    )


def read(text: str) -> ReportEntry:
    """An entry from a report's text, exactly as :meth:`ReportEntry.text` writes it; else :class:`UnreadableReport`, saying
    why (a report that cannot be read ranks as nothing, never as a status that got nowhere).

    >>> read("rejected (ValueError)\\n").error
    'ValueError'
    >>> read("")
    Traceback (most recent call last):
    ...
    harness.store.report.text.UnreadableReport: it is empty
    >>> read("<<<<<<< HEAD\\nconverted\\n=======\\nrejected (E)\\n>>>>>>> theirs\\n")
    Traceback (most recent call last):
    ...
    harness.store.report.text.UnreadableReport: it holds merge-conflict markers (line 1: '<<<<<<< HEAD')
    >>> read("all good\\n")
    Traceback (most recent call last):
    ...
    harness.store.report.text.UnreadableReport: line 1 is no status the harness writes: 'all good'
    >>> read("converted [trace: fine]\\n")
    Traceback (most recent call last):
    ...
    harness.store.report.text.UnreadableReport: line 1 is no status the harness writes: 'converted [trace: fine]'
    >>> read("converted\\n\\x00\\x01\\n")
    Traceback (most recent call last):
    ...
    harness.store.report.text.UnreadableReport: it is not a report as the harness writes one (line 2: '\\x00\\x01')
    >>> read("converted")
    Traceback (most recent call last):
    ...
    harness.store.report.text.UnreadableReport: it is not a report as the harness writes one (at its end)
    """
    if not text.strip():
        raise UnreadableReport("it is empty")
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        if line.startswith(CONFLICT_MARKERS):
            raise UnreadableReport(f"it holds merge-conflict markers (line {number}: {line[:80]!r})")
    entry = parse(text)
    outcomes = [entry.status, *(outcome.partition(" (")[0] for _, outcome in entry.stages)]
    if _HEAD.match(lines[0]) is None or any(outcome not in REACH for outcome in outcomes):
        raise UnreadableReport(f"line 1 is no status the harness writes: {lines[0][:80]!r}")
    written = entry.text()
    if written != text:
        number = next(
            (n for n, (one, two) in enumerate(zip(written.splitlines(), lines, strict=False), 1) if one != two),
            min(len(lines), len(written.splitlines())) + 1,
        )
        where = f"line {number}: {lines[number - 1][:80]!r}" if number <= len(lines) else "at its end"
        raise UnreadableReport(f"it is not a report as the harness writes one ({where})")
    return entry
