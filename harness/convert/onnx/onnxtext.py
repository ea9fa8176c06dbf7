"""ONNX programs as text: ``onnx.printer``'s text without volatile fields, its generated names renumbered."""

from __future__ import annotations

import re
from typing import Any

# A quoted string (kept as it is: a domain, a string attribute) or a name.
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*')
_SUFFIX = re.compile(r"^(.*?[A-Za-z_](?:[A-Za-z0-9]*?))((?:_\d+)+)$")


def base_name(name: str) -> tuple[str, bool]:
    """A name without the ``_N`` suffixes a converter numbers its values with, and whether it had one.

    >>> base_name("y_1"), base_name("thenGraph_3"), base_name("x"), base_name("val_12_3"), base_name("int64")
    (('y', True), ('thenGraph', True), ('x', False), ('val', True), ('int64', False))
    """
    match = _SUFFIX.match(name)
    return (match[1], True) if match and not match[1].endswith("_") else (name, False)


def renumbered(text: str) -> str:
    """The text with every numbered name (``y_1``, ``thenGraph_3``, ``val_12``) numbered again from 0, per base
    name, in order of first appearance: a converter that numbers its values otherwise, or from a counter that
    depends on what ran before, changes no line that means the same. Quoted strings and unnumbered names stay.

    >>> print(renumbered('y_1 = If (flag) <then_branch: graph = thenGraph_3 () => (y) {y = Relu (x)}, '
    ...                  'else_branch: graph = elseGraph_3 () => (y_0) {y_0 = Neg (x_7)}> "dom_5"'))
    y_0 = If (flag) <then_branch: graph = thenGraph_0 () => (y) {y = Relu (x)}, else_branch: graph = elseGraph_0 () => (y_1) {y_1 = Neg (x_0)}> "dom_5"
    """
    names: dict[str, str] = {}
    counts: dict[str, int] = {}

    def new(match: re.Match[str]) -> str:
        token = match[0]
        if token.startswith('"'):
            return token
        if token not in names:
            base, numbered = base_name(token)
            if numbered:
                names[token] = f"{base}_{counts.get(base, 0)}"
                counts[base] = counts.get(base, 0) + 1
            else:
                names[token] = token
        return names[token]

    return _TOKEN.sub(new, text)


def _strip(proto: Any) -> None:
    """Drop what is no program: doc strings (a source location, a release's wording) and metadata (stack traces)."""
    for field in ("doc_string", "metadata_props"):
        if hasattr(proto, "DESCRIPTOR") and field in proto.DESCRIPTOR.fields_by_name:
            proto.ClearField(field)
    for descriptor, value in proto.ListFields():
        if descriptor.message_type is None:
            continue
        for item in [value] if hasattr(value, "ListFields") else value:  # one message, or a repeated field's
            _strip(item)


def program_text(proto: Any) -> str:
    """A model, function or graph as ``onnx.printer`` prints it, without its producer's version, doc strings and
    metadata, its numbered names renumbered (:func:`renumbered`)."""
    import onnx.printer  # type: ignore[import-not-found]  # pyproject.toml lists only the older frameworks

    copy = type(proto)()
    copy.CopyFrom(proto)
    if "producer_version" in copy.DESCRIPTOR.fields_by_name:
        copy.ClearField("producer_version")
    _strip(copy)
    return renumbered(onnx.printer.to_text(copy).rstrip() + "\n")
