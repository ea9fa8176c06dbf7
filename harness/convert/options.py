"""``options.txt``: the ``@case`` options a case gives that its converter does not read though others of its framework
do: its conversion is as without them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from harness.convert.steps import Conversion

FILE = "options.txt"
SNAPSHOT_RULES = {
    "*/options.txt": (0, "the @case options the converter does not read though its framework's others do"),
}


def options_note(options: Mapping[str, Any], notes: tuple[str, ...], converter: str) -> str | None:
    """What ``options.txt`` says of the options the case gives that its converter does not read though others of
    its framework do (``notes``), one line each: its conversion is as without them; None when there is none.

    >>> print(options_note({"dynamic": True, "autograph_features": ("LISTS",)}, ("dynamic",), "fx"), end="")
    dynamic=True: fx does not read this @case option; the case was converted without it
    >>> options_note({"dynamic": True}, (), "export") is None
    True
    """
    lines = [
        f"{name}={value!r}: {converter} does not read this @case option; the case was converted without it\n"
        for name, value in options.items()
        if name in notes
    ]
    return "".join(lines) or None


def noted(conversion: Conversion) -> None:
    """The step after a conversion: ``options.txt`` for a case that gives options its converter does not read."""
    unread = options_note(conversion.spec.options, conversion.notes, conversion.converter.name)
    if unread:
        conversion.outputs[FILE] = unread
