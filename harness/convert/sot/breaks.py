"""``breaks.txt``: every graph break and fallback SOT met, numbered, with its kind, reason and the line it met it at.

Snapshot rule: SOT's reasons, with the case's own constants as Python prints them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Event:
    """One graph break (SOT splits the function there) or fallback (SOT runs the frame as plain Python)."""

    event: str  # "graph break" or "fallback"
    kind: str  # SOT's class for the reason, e.g. DataDependencyOperationBreak
    reason: str
    where: str  # ``/abs/file.py:LINE`` (normalized later), or "" when SOT did not say


def render(programs: int, events: list[Event]) -> str:
    """The number of programs captured, of graph breaks and of fallbacks, then each event.

    >>> print(render(2, [Event("graph break", "BuiltinFunctionBreak", "Not support builtin function: print", "/c/x.py:4"),
    ...                  Event("fallback", "FallbackError", "no", "")]), end="")
    programs: 2
    graph breaks: 1
    fallbacks: 1
    <BLANKLINE>
    1. graph break: BuiltinFunctionBreak
       at /c/x.py:4
       Not support builtin function: print
    2. fallback: FallbackError
       no
    """
    breaks = sum(e.event == "graph break" for e in events)
    lines = [f"programs: {programs}", f"graph breaks: {breaks}", f"fallbacks: {len(events) - breaks}"]
    if events:
        lines.append("")
    for number, event in enumerate(events, start=1):
        lines.append(f"{number}. {event.event}: {event.kind}")
        lines += [f"   at {event.where}"] * bool(event.where)
        lines += [f"   {line}".rstrip() for line in event.reason.strip().splitlines()]
    return "\n".join(lines) + "\n"


_COUNT = re.compile(r"^(graph breaks|fallbacks): (\d+)$", re.M)
_EVENT = re.compile(r"^\d+\. (graph break|fallback): (\S+)$", re.M)


def count(text: str) -> int:
    """Graph breaks and fallbacks together: each is a place where SOT's capture stopped (0 without a ``breaks.txt``).

    >>> count("programs: 2\\ngraph breaks: 1\\nfallbacks: 2\\n"), count("")
    (3, 0)
    """
    return sum(int(match[2]) for match in _COUNT.finditer(text))


def kinds(text: str) -> dict[str, set[str]]:
    """The kinds of graph break and of fallback a ``breaks.txt`` records.

    >>> kinds("1. graph break: BuiltinFunctionBreak\\n   at x\\n2. fallback: FallbackError\\n")
    {'graph breaks, by kind': {'BuiltinFunctionBreak'}, 'fallbacks, by kind': {'FallbackError'}}
    """
    found: dict[str, set[str]] = {"graph breaks, by kind": set(), "fallbacks, by kind": set()}
    for event, kind in _EVENT.findall(text):
        found[f"{event}s, by kind"].add(kind)
    return found
