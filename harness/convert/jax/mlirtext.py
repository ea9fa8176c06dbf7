"""MLIR module text without its location metadata: ``loc(...)`` attributes and ``#locN = ...`` aliases name paths."""

from __future__ import annotations

import re

_ALIAS = re.compile(r"^#loc\d*\s*=.*$\n?", re.M)
_LOC = re.compile(r" ?\bloc\(")


def _closing(text: str, start: int) -> int:
    """The index just past the parenthesis that closes the one before ``start``, quoted strings skipped."""
    depth, index, quoted = 1, start, False
    while index < len(text) and depth:
        char = text[index]
        if quoted:
            if char == "\\":
                index += 1
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        index += 1
    return index


def without_locations(text: str) -> str:
    """The module with every location attribute and alias removed; nothing else changes.

    >>> print(without_locations('#loc = loc(unknown)\\n%0 = stablehlo.sine %arg0 : tensor<f32> loc(#loc3)\\n'
    ...     '  func.func @main(%arg0: tensor<f32> loc("x")) {\\n} loc(#loc)\\n#loc3 = loc("/a/b.py":3:4 to :9)\\n'), end="")
    %0 = stablehlo.sine %arg0 : tensor<f32>
      func.func @main(%arg0: tensor<f32>) {
    }
    >>> without_locations('x loc(callsite("f(a)"(#loc1) at #loc2)) y')
    'x y'
    """
    text = _ALIAS.sub("", text)
    parts = []
    position = 0
    for match in _LOC.finditer(text):
        if match.start() < position:
            continue
        parts.append(text[position : match.start()])
        position = _closing(text, match.end())
    parts.append(text[position:])
    return "".join(parts)
