"""Stable names: generated names renumbered by first appearance, and the names a text binds aligned with another's."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

# Shape symbols: backed (s77, a hash of its source in torch 2.13, a counter before) and unbacked (u0).
_SYMBOL = re.compile(r"(?<![\w.%$])([su])(\d+)\b(?!\[)")  # not a dtype: u8[2, 3]
# Dynamo's compiled-function names carry a process counter and, in newer releases, a UUID.
_COMPILED_FN = re.compile(r"__compiled_fn_(\d+)(?:_[0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12})?")
_OBJECT_ID = re.compile(r"(___check_obj_id\([^,()]+, )(\d+)\)|\bid\((\d{6,})\)")
_ASSIGNED = re.compile(r"^[ \t]*((?:\w+[ \t]*,[ \t]*)*\w+)[ \t]*(?::[^=\n]*)?=(?!=)", re.M)
_DEF = re.compile(r"^[ \t]*def \w+\((?P<params>.*)\)", re.M)
_PARAM = re.compile(r"[(,]\s*\**(\w+)\s*(?=[:,)=])")
_VALUE = re.compile(r"%([\w.]*\w)")


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
    >>> renumber_generated({"a": "s1 = u5 + s3\\n___check_obj_id(G['torch'], 140375414574512) id(140375414574512)"}, {"s1"})["a"]
    "s1 = u0 + s0\\n___check_obj_id(G['torch'], ID0) id(ID0)"
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


def bound_names(text: str) -> list[str]:
    """The names a text of code or graph binds, in order of first appearance.

    Assignment targets and ``def`` parameters (``self`` aside) of Python code,
    and ``%values`` of a graph; not the attributes, functions and operators it uses.

    >>> bound_names('def forward(self, x: "f32[2, 3]", n):\\n    add_1: "f32[2]" = torch.ops.aten.add.Tensor(x, n);  x = None\\n')
    ['x', 'n', 'add_1']
    >>> bound_names("%x.1 : Tensor = prim::Param()\\n%4 : int = aten::dim(%x.1)\\na, b = f(c)\\n")
    ['%x.1', '%4', 'a', 'b']
    """
    found: dict[str, None] = {}
    for match in _DEF.finditer(text):
        for name in _PARAM.findall(f"({match['params']})"):
            if name != "self":
                found.setdefault(name)
    events = [(m.start(), [n.strip() for n in m[1].split(",")]) for m in _ASSIGNED.finditer(text)]
    events += [(m.start(), [f"%{m[1]}"]) for m in _VALUE.finditer(text)]
    for _, names in sorted(events, key=lambda event: event[0]):
        for name in names:
            found.setdefault(name)
    return list(found)


def rename(text: str, mapping: Mapping[str, str]) -> str:
    """Replace bound names all at once (not attributes, not keyword-argument names).

    >>> rename("add = torch.ops.aten.add.Tensor(x, dim=dim);  x = None", {"add": "add_tensor", "x": "y", "dim": "d"})
    'add_tensor = torch.ops.aten.add.Tensor(y, dim=d);  y = None'
    >>> rename("%x.1 : int = aten::add(%x, %x.1)", {"%x.1": "%x.2", "%x": "%y"})
    '%x.2 : int = aten::add(%y, %x.2)'
    """
    if not mapping:
        return text
    names = sorted(mapping, key=len, reverse=True)
    plain = [re.escape(n) for n in names if not n.startswith("%")]
    values = [re.escape(n[1:]) for n in names if n.startswith("%")]
    parts = []
    if values:
        parts.append(rf"%(?:{'|'.join(values)})(?![\w.]*\w)")
    if plain:
        parts.append(rf"(?<![\w.%$])(?:{'|'.join(plain)})\b")
    pattern = re.compile("|".join(parts))

    def replace(match: re.Match[str]) -> str:
        before = text[: match.start()].rstrip(" ")
        after = text[match.end():].lstrip(" ")
        if before.endswith(("(", ",")) and after.startswith("=") and not after.startswith("=="):
            return match.group(0)  # a keyword argument's name
        return mapping[match.group(0)]

    return pattern.sub(replace, text)


def align(old: str, new: str) -> str:
    """``new`` with the names it binds renamed, by order of first appearance, to those ``old`` binds.

    A release that only renames nodes then reads exactly as the old text.

    >>> old = "def forward(self, x):\\n    add = torch.ops.aten.add.Tensor(x, 1);  x = None\\n    return (add,)\\n"
    >>> new = old.replace("add =", "add_tensor =").replace("(add,)", "(add_tensor,)")
    >>> align(old, new) == old
    True
    >>> print(align(old, new.replace("add.Tensor(x, 1)", "mul.Tensor(x, 2)")), end="")
    def forward(self, x):
        add = torch.ops.aten.mul.Tensor(x, 2);  x = None
        return (add,)
    """
    theirs, ours = bound_names(old), bound_names(new)
    mapping = dict(zip(ours, theirs))
    taken = set(mapping.values())
    for name in ours[len(theirs):]:
        if name in taken:
            mapping[name] = f"{name}'"  # a new name that would be mistaken for an old one
    return rename(new, {k: v for k, v in mapping.items() if k != v})


def renamed_only(old: str, new: str) -> bool:
    """Whether two different texts differ only in the names they bind.

    >>> renamed_only("y = f(x)\\nreturn y\\n", "y_1 = f(x)\\nreturn y_1\\n"), renamed_only("y = f(x)\\n", "y = g(x)\\n")
    (True, False)
    """
    return old != new and align(old, new) == old
