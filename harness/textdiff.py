"""Unified diffs of text outputs, labelled with the output's path."""

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
