"""``not_finished.txt``, the one output of a conversion killed at the case's time or memory bound: the one owner."""

from __future__ import annotations

FILE = "not_finished.txt"
SNAPSHOT_RULES = {"*/not_finished.txt": (0, "which bound the conversion ran past, in words: no value, no duration")}


def not_finished(limit: str) -> dict[str, str]:
    """The outputs of a conversion that its converter did not finish within ``limit`` (``time`` or ``memory``):
    words that do not depend on the machine, the bound's value or how far it got.

    >>> not_finished("time")
    {'not_finished.txt': "the converter did not finish: it ran past the case's time bound (harness_case_timeout)\\n"}
    """
    bound = {"time": "ran past the case's time bound (harness_case_timeout)"}.get(
        limit, "grew past the case's memory bound (harness_case_memory)"
    )
    return {FILE: f"the converter did not finish: it {bound}\n"}
