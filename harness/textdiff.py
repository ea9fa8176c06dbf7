"""Unified diffs of text outputs, labelled with the output's path, and their terminal colours."""

from __future__ import annotations

import difflib


def unified_diff(old: str, new: str, name: str, labels: tuple[str, str] = ("snapshot", "received")) -> list[str]:
    """The unified diff from ``old`` to ``new``, headed ``--- name (label)``.

    >>> unified_diff("a\\nb\\n", "a\\nc\\n", "x.py")
    ['--- x.py (snapshot)', '+++ x.py (received)', '@@ -1,2 +1,2 @@', ' a', '-b', '+c']
    """
    return list(
        difflib.unified_diff(
            old.splitlines(),
            new.splitlines(),
            fromfile=f"{name} ({labels[0]})",
            tofile=f"{name} ({labels[1]})",
            lineterm="",
        )
    )


COLOURS = {"+": "\033[32m", "-": "\033[31m", "@": "\033[36m", "#": "\033[1m"}
RESET = "\033[0m"


def paint(lines: list[str], colour: bool) -> str:
    """Join lines, colouring diff and header lines when ``colour`` (a terminal) is on.

    >>> paint(["# h", "+a"], False)
    '# h\\n+a\\n'
    >>> paint(["+a"], True) == "\\033[32m+a\\033[0m\\n"
    True
    """
    if not colour:
        return "\n".join(lines) + "\n"
    painted = [f"{COLOURS[line[0]]}{line}{RESET}" if line[:1] in COLOURS else line for line in lines]
    return "\n".join(painted) + "\n"
