"""``traces.txt``: how many programs (traces, compilations) a converter made for a case's input sets, run in order,
and the converter's own reason for each new one: its one writer and reader."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

FILE = "traces.txt"
SNAPSHOT_RULES = {
    "*/traces.txt": (17, "the converters' reasons: Python values in a signature or a guard, as Python prints them")
}
FIRST = "first call"
UNCONVERTED = "ran unconverted: "  # after a set's line, with the converter's reason: the call ran as plain Python
# The converter's programs so far, and its own reason for those made since it was last asked ("" when it gives none).
Probe = Callable[[], tuple[int, str]]
# Why the call just made ran (in whole) as plain Python, in the converter's words, or "" where it ran converted.
Unconverted = Callable[[], str]
# A set's line: its programs and the converter's reason, then whether it ran as plain Python, and why.
_ROW = re.compile(
    r"^inputs (?P<set>\d+): (?:(?:the call failed, )?no new program"
    r"|(?:new program (?P<one>\d+)|new programs (?P<from>\d+)-(?P<to>\d+))(?:: (?P<why>\S.*?))?)"
    r"(?:; " + UNCONVERTED + r"(?P<unconverted>\S.*))?$"
)
_TOTAL = re.compile(r"^(?P<sets>\d+) input sets, (?P<programs>\d+) programs?$")


def _converted() -> str:
    return ""


@dataclass
class Counted:
    """A runner that asks its converter, after each call, how many programs it has made, and why it made the new ones.

    >>> made = []
    >>> def jitted(x):
    ...     if type(x) not in made:
    ...         made.append(type(x))
    ...     return x
    >>> counted = Counted(jitted, lambda: (len(made), f"x: {made[-1].__name__}"))
    >>> for value in (1, 2, 2.5):
    ...     _ = counted(value)
    >>> print(text(counted), end="")
    inputs 1: new program 1: first call
    inputs 2: no new program
    inputs 3: new program 2: x: float
    3 input sets, 2 programs

    The conversion's own call of the first set (:meth:`first`) is that set's call: the next call is given its
    outcome back, and nothing is called or counted twice, as a user's function is called once per set.

    >>> made.clear()
    >>> counted = Counted(jitted, lambda: (len(made), ""))
    >>> counted.first(1), counted(1), counted(2.5), len(counted.calls)
    (1, 1, 2.5, 2)
    """

    runner: Callable[..., Any]
    probe: Probe
    unconverted: Unconverted = _converted
    # after each call: programs, reason, whether it failed, and why it ran as plain Python ("" if it did not)
    calls: list[tuple[int, str, bool, str]] = field(default_factory=list)
    _kept: Callable[[], Any] | None = None  # the first set's outcome, made by the conversion's own call

    def first(self, *arguments: Any) -> Any:
        """The conversion's call of the first set, counted as that set's; the next call gives its outcome back."""
        try:
            result = self(*arguments)
        except Exception as exc:
            self._kept = functools.partial(_raise, exc)
            raise
        self._kept = functools.partial(_given, result)
        return result

    def __call__(self, *arguments: Any) -> Any:
        if self._kept is not None:
            kept, self._kept = self._kept, None
            return kept()
        failed = True
        try:
            result = self.runner(*arguments)
            failed = False
            return result
        finally:
            count, why = self.probe()
            self.calls.append((count, why, failed, " ".join(self.unconverted().split())))


def _given(value: Any) -> Any:
    return value


def _raise(error: BaseException) -> Any:
    raise error


def text(counted: Counted) -> str:
    """``traces.txt``: per input set, in the order they ran, whether it made a new program and the converter's reason,
    and whether the call ran as plain Python (a cache's limit, a fallback), with the converter's reason; then the
    total. The first programs' reason is the first call (whatever the converter said of it):

    >>> calls = [(3, "f: never seen", False, ""), (3, "", False, ""), (4, "", True, ""),
    ...          (4, "", False, "hit the limit (8)")]
    >>> print(text(Counted(abs, lambda: (0, ""), calls=calls)), end="")
    inputs 1: new programs 1-3: first call
    inputs 2: no new program
    inputs 3: new program 4: the converter gives no reason
    inputs 4: no new program; ran unconverted: hit the limit (8)
    4 input sets, 4 programs
    """
    lines, before = [], 0
    for number, (count, why, failed, unconverted) in enumerate(counted.calls, 1):
        if count > before:
            made = f"new program {count}" if count == before + 1 else f"new programs {before + 1}-{count}"
            said = " ".join(why.split())
            reason = (said or "the converter gives no reason") if before else FIRST
            line = f"inputs {number}: {made}: {reason}"
        else:
            line = f"inputs {number}: " + ("the call failed, no new program" if failed else "no new program")
        lines.append(line + (f"; {UNCONVERTED}{unconverted}" if unconverted else ""))
        before = max(before, count)
    sets = len(counted.calls)
    lines.append(f"{sets} input sets, {before} program{'s' * (before != 1)}")
    return "\n".join(lines) + "\n"


def written(counted: Counted | None) -> dict[str, str]:
    """The record as an output, for a case run on several input sets (one set shows no retracing) for which the
    converter made a program (one that made none, such as Dynamo's for a case it runs whole as Python, has none to
    count).

    >>> written(None), written(Counted(abs, lambda: (1, ""))), written(Counted(abs, lambda: (0, ""), calls=[(0, "", False, "")] * 2))
    ({}, {}, {})
    """
    if counted is None or len(counted.calls) < 2 or not max(call[0] for call in counted.calls):
        return {}
    return {FILE: text(counted)}


@dataclass(frozen=True)
class Programs:
    """A record read back: the input sets, the programs, and each later set that made a new one, with the reason."""

    sets: int
    programs: int
    new: tuple[tuple[int, str], ...] = ()  # (input set, reason) for each set after the first that made a program
    unconverted: tuple[tuple[int, str], ...] = ()  # (input set, the converter's reason) for each set it ran as Python


def read(record: str) -> Programs | None:
    """The record :func:`text` wrote; None for a text it did not write.

    >>> read("inputs 1: new program 1: first call\\ninputs 2: no new program\\ninputs 3: new program 2: x: f\\n3 input sets, 2 programs\\n")
    Programs(sets=3, programs=2, new=((3, 'x: f'),), unconverted=())
    >>> read("inputs 1: new programs 1-2: first call\\ninputs 2: new program 3\\n2 input sets, 3 programs\\n")
    Programs(sets=2, programs=3, new=((2, ''),), unconverted=())
    >>> read("inputs 1: new program 1: first call\\ninputs 2: no new program; ran unconverted: limit (8)\\n2 input sets, 1 program\\n")
    Programs(sets=2, programs=1, new=(), unconverted=((2, 'limit (8)'),))
    >>> read("all good\\n") is None
    True
    """
    *rows, last = record.splitlines() or [""]
    total = _TOTAL.match(last)
    if total is None:
        return None
    new, unconverted = [], []
    for row in rows:
        match = _ROW.match(row)
        if match is not None and (match["one"] or match["from"]) and int(match["set"]) > 1:
            new.append((int(match["set"]), match["why"] or ""))
        if match is not None and match["unconverted"]:
            unconverted.append((int(match["set"]), match["unconverted"]))
    return Programs(int(total["sets"]), int(total["programs"]), tuple(new), tuple(unconverted))


def fault(record: str) -> str | None:
    """Why a text is no record :func:`text` writes (a line of another form, input sets or programs out of their
    order, a total that does not add up), or None: a record that cannot be read ranks as nothing, never as no program.

    >>> fault("inputs 1: new program 1: first call\\ninputs 2: new program 2: x: f\\n2 input sets, 2 programs\\n") is None
    True
    >>> fault("inputs 1: new program 1: first call\\ninputs 2: no new program; ran unconverted: limit (8)\\n2 input sets, 1 program\\n") is None
    True
    >>> fault("inputs 1: new program 1: first call\\n  2 input sets, 3 programs\\n")
    "line 2 is no line the harness writes: '  2 input sets, 3 programs'"
    >>> fault("inputs 1: new program 1: first call\\ninputs 2: no new program\\n2 input sets, 3 programs\\n")
    'its total (2 input sets, 3 programs) is not what its lines count (2 input sets, 1 program)'
    >>> fault(""), fault("1 input sets, 1 program")
    ('it is empty', 'it does not end its last line')
    """
    if not record.strip():
        return "it is empty"
    if not record.endswith("\n"):
        return "it does not end its last line"
    *rows, last = record.splitlines()
    made = 0
    for number, row in enumerate(rows, 1):
        match = _ROW.match(row)
        if match is None or int(match["set"]) != number or int(match["one"] or match["from"] or made + 1) != made + 1:
            return f"line {number} is no line the harness writes: {row[:80]!r}"
        made = int(match["one"] or match["to"] or made)
    total = _TOTAL.match(last)
    if total is None:
        return f"line {len(rows) + 1} is no line the harness writes: {last[:80]!r}"
    if (int(total["sets"]), int(total["programs"])) != (len(rows), made):
        return f"its total ({last}) is not what its lines count ({len(rows)} input sets, {made} program{'s' * (made != 1)})"
    return None


def programs(outputs: Mapping[str, str]) -> Programs | None:
    """What a case's outputs say of its programs; None where the converter kept no record.

    >>> programs({"code.py": ""}) is None, programs({FILE: "2 input sets, 1 program\\n"}).programs
    (True, 1)
    """
    return read(outputs[FILE]) if FILE in outputs else None
