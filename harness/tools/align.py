"""The names a text of code binds, aligned with another text's, so that a diff shows what changed beyond renames."""

from __future__ import annotations

import re
from collections.abc import Mapping

_ASSIGNED = re.compile(r"^[ \t]*((?:\w+[ \t]*,[ \t]*)*\w+)[ \t]*(?::[^=\n]*)?=(?!=)", re.M)
_DEF = re.compile(r"^[ \t]*def \w+\((?P<params>.*)\)", re.M)
_PARAM = re.compile(r"[(,]\s*\**(\w+)\s*(?=[:,)=])")
_VALUE = re.compile(r"%([\w.]*\w)")


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
        after = text[match.end() :].lstrip(" ")
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
    mapping = dict(zip(ours, theirs, strict=False))
    taken = set(mapping.values())
    for name in ours[len(theirs) :]:
        if name in taken:
            mapping[name] = f"{name}'"  # a new name that would be mistaken for an old one
    return rename(new, {k: v for k, v in mapping.items() if k != v})


def renamed_only(old: str, new: str) -> bool:
    """Whether two different texts differ only in the names they bind.

    >>> renamed_only("y = f(x)\\nreturn y\\n", "y_1 = f(x)\\nreturn y_1\\n"), renamed_only("y = f(x)\\n", "y = g(x)\\n")
    (True, False)
    """
    return old != new and align(old, new) == old
