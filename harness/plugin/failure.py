"""The message of a case whose outputs differ from their snapshots: the most telling output first, repeats folded."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePath

from harness.textdiff import clip_lines, fold_repeats, unified_diff
from harness.views import reading_rank

REPORT_LINES = 4000  # lines of one case's report
NEW_OUTPUT_LINES = 40


@dataclass(frozen=True)
class Difference:
    """One output that is not its snapshot: ``snapshot`` is None for a new output, ``received`` for a gone one."""

    path: str
    snapshot: str | None
    received: str | None

    @property
    def name(self) -> str:
        return PurePath(self.path).name


def describe(differences: Sequence[Difference], primary: Sequence[str] = ()) -> list[str]:
    """The lines that show each difference, a hunk that repeats an earlier output's once, and only the first new
    output whole.

    >>> same = [Difference("c/passes/1.py", "a\\nb\\n", "a\\nc\\n"), Difference("c/code.py", "a\\nb\\n", "a\\nc\\n")]
    >>> print("\\n".join(describe(same, ["code.py"])))
    --- c/code.py (snapshot)
    +++ c/code.py (received)
    @@ -1,2 +1,2 @@
     a
    -b
    +c
    # same change in c/passes/1.py
    --- c/passes/1.py (snapshot)
    +++ c/passes/1.py (received)
    # same change as in c/code.py
    >>> new = [Difference("c/new.txt", None, "1\\n2\\n"), Difference("c/old.txt", "1\\n", None), Difference("c/z.txt", None, "")]
    >>> print("\\n".join(describe(new)))
    missing snapshot c/new.txt, received (2 lines):
    +1
    +2
    snapshot c/old.txt is no longer produced
    missing snapshot c/z.txt (0 lines)
    """
    ordered = sorted(differences, key=lambda d: reading_rank(d.name, primary))
    diffs = [
        (d.path, unified_diff(d.snapshot, d.received, d.path))
        for d in ordered
        if d.snapshot is not None and d.received is not None
    ]
    folded = dict(zip((path for path, _ in diffs), fold_repeats(diffs), strict=False))
    lines: list[str] = []
    for difference in ordered:
        if difference.path in folded:
            lines += folded[difference.path]
        elif difference.received is None:
            lines.append(f"snapshot {difference.path} is no longer produced")
        else:
            received = difference.received.splitlines()
            if any(line.startswith("missing snapshot") for line in lines):
                lines.append(f"missing snapshot {difference.path} ({len(received)} lines)")
                continue
            lines.append(f"missing snapshot {difference.path}, received ({len(received)} lines):")
            lines += [f"+{line}" for line in received[:NEW_OUTPUT_LINES]]
            if len(received) > NEW_OUTPUT_LINES:
                lines.append(f"... and {len(received) - NEW_OUTPUT_LINES} more lines")
    return bounded(lines)


def bounded(lines: list[str]) -> list[str]:
    """A report that stays readable whatever the outputs' size: each line clipped around where a removed line and
    the added line after it first differ, and at most ``REPORT_LINES`` lines, saying what was cut (the whole received
    output is pending beside its snapshot).

    >>> [len(line) < 3000 for line in bounded(["-" + "x" * 10**6, "+" + "x" * 10**6 + "y"])]
    [True, True]
    >>> bounded(["+x"] * (REPORT_LINES + 5))[-1]
    '... 5 more lines cut: the whole received output is pending beside its snapshot (review shows it)'
    """
    shown = clip_lines(lines)
    if len(shown) > REPORT_LINES:
        cut = len(shown) - REPORT_LINES
        note = f"... {cut} more lines cut: the whole received output is pending beside its snapshot (review shows it)"
        shown = [*shown[:REPORT_LINES], note]
    return shown


def headline(label: str, differences: Sequence[Difference], outputs: int, primary: Sequence[str] = ()) -> str:
    """The failure's first line: which outputs differ, the most telling first, of the ``outputs`` received and the
    snapshots no longer produced.

    >>> headline("c::f::g", [Difference("s/x.txt", "a", "b"), Difference("s/behaviour.txt", "a", "b")], 9)
    'c::f::g: output differs from its snapshot (2 of 9 outputs: behaviour.txt, x.txt)'
    >>> headline("c::f::g", [Difference("s/a.txt", "a", "b"), Difference("s/b.txt", "b", None)], 1)
    'c::f::g: output differs from its snapshot (2 of 2 outputs: a.txt, b.txt)'
    """
    names = sorted((d.name for d in differences), key=lambda n: reading_rank(n, primary))
    total = outputs + sum(d.received is None for d in differences)
    return f"{label}: output differs from its snapshot ({len(names)} of {total} outputs: {', '.join(names)})"


def new_headline(label: str, baseline: str, cause: str) -> str:
    """The failure's first line for a case with no snapshot at all: it is new, not different.

    >>> new_headline("c::f::g", "torch-2.14", "torchaudio 2.11.1 is installed now")
    'c::f::g: new: no snapshot in torch-2.14 (torchaudio 2.11.1 is installed now)'
    """
    return f"{label}: new: no snapshot in {baseline} ({cause})"
