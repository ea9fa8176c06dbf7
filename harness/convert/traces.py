"""``traces.txt``: how many programs (traces, compilations) a converter made for a case's input sets, run in order,
and the converter's own reason for each new one: its one writer and reader."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

FILE = "traces.txt"
SNAPSHOT_RULES = {
    "*/traces.txt": (17, "the converters' reasons: Python values in a signature or a guard, as Python prints them")
}
FIRST = "first call"
# The converter's programs so far, and its own reason for those made since it was last asked ("" when it gives none).
Probe = Callable[[], tuple[int, str]]
_NEW = re.compile(
    r"^inputs (?P<set>\d+): (?:new program (?P<one>\d+)|new programs (?P<from>\d+)-(?P<to>\d+))(?:: (?P<why>.*))?$"
)
_TOTAL = re.compile(r"^(?P<sets>\d+) input sets, (?P<programs>\d+) programs?$")


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
    """

    runner: Callable[..., Any]
    probe: Probe
    start: int = 0  # the programs the conversion made for the first set before it ran (0: not counted apart), all
    # the first call's; a reason beyond them is said after them
    calls: list[tuple[int, str, bool]] = field(
        default_factory=list
    )  # after each call: programs, reason, whether it failed

    def __call__(self, *arguments: Any) -> Any:
        failed = True
        try:
            result = self.runner(*arguments)
            failed = False
            return result
        finally:
            count, why = self.probe()
            self.calls.append((count, why, failed))


def text(counted: Counted) -> str:
    """``traces.txt``: per input set, in the order they ran, whether it made a new program and the converter's reason;
    then the total. The first programs' reason is the first call (the conversion's, ``start``, among them):

    >>> calls = [(3, "f: x == 2.0", False), (3, "", False), (4, "", True)]
    >>> print(text(Counted(abs, lambda: (0, ""), start=2, calls=calls)), end="")
    inputs 1: new programs 1-3: first call, then f: x == 2.0
    inputs 2: no new program
    inputs 3: new program 4: the converter gives no reason
    3 input sets, 4 programs
    """
    lines, before = [], 0
    for number, (count, why, failed) in enumerate(counted.calls, 1):
        if count > before:
            made = f"new program {count}" if count == before + 1 else f"new programs {before + 1}-{count}"
            said = " ".join(why.split())
            if before:
                reason = said or "the converter gives no reason"
            else:  # the conversion's programs, then any the first set's call made beyond them
                reason = FIRST + (f", then {said}" if counted.start and count > counted.start and said else "")
            lines.append(f"inputs {number}: {made}: {reason}")
        else:
            lines.append(f"inputs {number}: " + ("the call failed, no new program" if failed else "no new program"))
        before = max(before, count)
    sets = len(counted.calls)
    lines.append(f"{sets} input sets, {before} program{'s' * (before != 1)}")
    return "\n".join(lines) + "\n"


def written(counted: Counted | None) -> dict[str, str]:
    """The record as an output, for a case run on several input sets (one set shows no retracing) for which the
    converter made a program (one that made none, such as Dynamo's for a case it runs whole as Python, has none to
    count).

    >>> written(None), written(Counted(abs, lambda: (1, ""))), written(Counted(abs, lambda: (0, ""), calls=[(0, "", False)] * 2))
    ({}, {}, {})
    """
    if counted is None or len(counted.calls) < 2 or not max(count for count, _, _ in counted.calls):
        return {}
    return {FILE: text(counted)}


@dataclass(frozen=True)
class Programs:
    """A record read back: the input sets, the programs, and each later set that made a new one, with the reason."""

    sets: int
    programs: int
    new: tuple[tuple[int, str], ...] = ()  # (input set, reason) for each set after the first that made a program


def read(record: str) -> Programs | None:
    """The record :func:`text` wrote; None for a text it did not write.

    >>> read("inputs 1: new program 1: first call\\ninputs 2: no new program\\ninputs 3: new program 2: x: f\\n3 input sets, 2 programs\\n")
    Programs(sets=3, programs=2, new=((3, 'x: f'),))
    >>> read("inputs 1: new programs 1-2: first call\\ninputs 2: new program 3\\n2 input sets, 3 programs\\n")
    Programs(sets=2, programs=3, new=((2, ''),))
    >>> read("all good\\n") is None
    True
    """
    *rows, last = record.splitlines() or [""]
    total = _TOTAL.match(last)
    if total is None:
        return None
    new = []
    for row in rows:
        match = _NEW.match(row)
        if match is not None and int(match["set"]) > 1:
            new.append((int(match["set"]), match["why"] or ""))
    return Programs(int(total["sets"]), int(total["programs"]), tuple(new))


_ROW = re.compile(
    r"^inputs (?P<set>\d+): (?:(?:the call failed, )?no new program"
    r"|new program (?P<one>\d+)(?:: \S.*)?|new programs (?P<from>\d+)-(?P<to>\d+)(?:: \S.*)?)$"
)


def fault(record: str) -> str | None:
    """Why a text is no record :func:`text` writes (a line of another form, input sets or programs out of their
    order, a total that does not add up), or None: a record that cannot be read ranks as nothing, never as no program.

    >>> fault("inputs 1: new program 1: first call\\ninputs 2: new program 2: x: f\\n2 input sets, 2 programs\\n") is None
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
