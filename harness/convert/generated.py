"""Generated names (shape symbols, compiled-function names, object ids) renumbered by first appearance."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

# Shape symbols: backed (s77, a hash of its source in torch 2.13, a counter before) and unbacked (u0).
_SYMBOL = re.compile(r"(?<![\w.%$/])([su])(\d+)\b(?!\[)")  # not a dtype: u8[2, 3]
# Dynamo's compiled-function names carry a process counter and, in newer releases, a UUID.
_COMPILED_FN = re.compile(r"__compiled_fn_(\d+)(?:_[0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12})?")
_OBJECT_ID = re.compile(r"(___check_obj_id\([^,()]+, )(\d+)\)|\bid\((\d{6,})\)")


def renumber_generated(texts: Mapping[str, str], keep: Iterable[str] = ()) -> dict[str, str]:
    """The texts with generated names renumbered by first appearance, consistently across all of them, in order.

    Shape symbols become ``s0, s1, ...`` and ``u0, ...``; ``__compiled_fn_N_<uuid>`` becomes
    ``__compiled_fn_0, ...``; object ids become ``ID0, ...``. A name in ``keep`` (say, a
    variable ``s1`` of the converted code) is a real name and is kept.

    >>> out = renumber_generated({"program.py": 'def forward(self, s77: "Sym(s77)", x: "f32[s77, 4]"):\\n    y = s77 * 2\\n',
    ...                           "range_constraints.txt": "s77: VR[2, 64]\\ns12: VR[0, 3]\\n"})
    >>> print(out["program.py"] + out["range_constraints.txt"], end="")
    def forward(self, s0: "Sym(s0)", x: "f32[s0, 4]"):
        y = s0 * 2
    s0: VR[2, 64]
    s1: VR[0, 3]
    >>> renumber_generated({"a": "call __compiled_fn_7_c2a2ca32_0580_4a76_a539_0b7e404703f6 then __compiled_fn_3"})["a"]
    'call __compiled_fn_0 then __compiled_fn_1'
    >>> renumber_generated({"a": 'x: "u8[s9]"'})["a"]
    'x: "u8[s0]"'
    >>> renumber_generated({"a": "s1 = u5 + s3\\n___check_obj_id(G['lib'], 140375414574512) id(140375414574512)"}, {"s1"})["a"]
    "s1 = u0 + s0\\n___check_obj_id(G['lib'], ID0) id(ID0)"
    >>> renumber_generated({"a": "u7 at /tmp/u50/m.py:3 in /home/s1/x"})["a"]  # a folder's name is no symbol
    'u0 at /tmp/u50/m.py:3 in /home/s1/x'
    """
    keep = set(keep)
    numbers: dict[tuple[str, str], str] = {}

    def number(kind: str, key: str) -> str:
        count = sum(1 for k in numbers if k[0] == kind)
        return numbers.setdefault((kind, key), str(count))

    def symbol(match: re.Match[str]) -> str:
        if match.group(0) in keep:
            return match.group(0)
        return match[1] + number(match[1], match[2])

    def object_id(match: re.Match[str]) -> str:
        if match[3]:
            return f"id(ID{number('id', match[3])})"
        return f"{match[1]}ID{number('id', match[2])})"

    result = {}
    for name, text in texts.items():
        text = _COMPILED_FN.sub(lambda m: f"__compiled_fn_{number('fn', m.group(0))}", text)
        text = _OBJECT_ID.sub(object_id, text)
        result[name] = _SYMBOL.sub(symbol, text)
    return result
