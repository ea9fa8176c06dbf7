"""``decorated.txt``: a case that arrived decorated by its converter's own decorator, and the options it was given."""

from __future__ import annotations

from harness.convert.steps import Conversion
from harness.converter import Decoration

FILE = "decorated.txt"
SNAPSHOT_RULES = {
    "*/decorated.txt": (0, "which attribute of the decorator's result held the function as written, and its options"),
}


def decorated_text(attribute: str, decoration: Decoration) -> str:
    """``decorated.txt``: where the function as written was found, and its decorator's options, read or not.

    >>> print(decorated_text("f", Decoration({"n": ("a",)}, ("inline=True",))), end="")
    the case arrived decorated by its converter's own decorator: the harness took the function as written from its f attribute, converted it, and ran it for behaviour.txt's python: line
    its decorator's options, converted with it: n=('a',)
    its decorator's options the harness does not read, left out: inline=True
    """
    lines = [
        f"the case arrived decorated by its converter's own decorator: the harness took the function as written from"
        f" its {attribute} attribute, converted it, and ran it for behaviour.txt's python: line"
    ]
    if decoration.options:
        given = ", ".join(f"{name}={value!r}" for name, value in decoration.options.items())
        lines.append(f"its decorator's options, converted with it: {given}")
    if decoration.unread:
        lines.append(f"its decorator's options the harness does not read, left out: {', '.join(decoration.unread)}")
    return "\n".join(lines) + "\n"


def written(conversion: Conversion) -> None:
    """The step after a conversion: ``decorated.txt`` for a case that arrived decorated."""
    if conversion.decorated:
        conversion.outputs[FILE] = decorated_text(conversion.decorated, conversion.decoration)
