"""The names a text of code binds, aligned with another text's, so that a diff shows what changed beyond renames."""

from __future__ import annotations

import difflib
import functools
import re
from collections import Counter
from collections.abc import Iterable, Mapping

_NAME = r"\w+(?:/\w+)*"  # a name, or a graph node's scoped name (dense_1/MatMul)
_ASSIGNED = re.compile(rf"^[ \t]*((?:{_NAME}[ \t]*,[ \t]*)*{_NAME})[ \t]*(?::[^=\n]*)?=(?!=)", re.M)
_DEF = re.compile(r"^[ \t]*(?:def|function) \w+\((?P<params>.*)\)", re.M)  # Python's, and a graph's functions
_PARAM = re.compile(r"[(,]\s*\**(\w+)\s*(?=[:,)=])")
_VALUE = re.compile(r"%[\w.]*\w|(?<![\w$])\$[\w.]*\w")  # a graph's %value, an IR's $value (not in f$1)
_HOLE = "\0"


def bound_names(text: str) -> list[str]:
    """The names a text of code or graph binds, in order of first appearance.

    Assignment targets and ``def`` parameters (``self`` aside) of Python code,
    ``%values`` of a graph, ``$values`` of an IR (an SSA temporary, ``$binary_subscr.1``), and a graph's named nodes (scoped: ``dense_1/MatMul``) and its functions'
    parameters; not the attributes, functions and operators it uses.

    >>> bound_names('def forward(self, x: "f32[2, 3]", n):\\n    add_1: "f32[2]" = torch.ops.aten.add.Tensor(x, n);  x = None\\n')
    ['x', 'n', 'add_1']
    >>> bound_names("%x.1 : Tensor = prim::Param()\\n%4 : int = aten::dim(%x.1)\\na, b = f(c)\\n")
    ['%x.1', '%4', 'a', 'b']
    >>> bound_names("    $const.1 = const(int, 0)\\n    s = $const.1\\n    #   $phi.2 = $const.1  :: int64\\nf$1 = 2\\n")
    ['$const.1', 's', '$phi.2']
    >>> bound_names("  dense_1/MatMul = MatMul(x, w)\\nfunction f_0(c_dense_1: float32) -> (y: float32)\\n")
    ['c_dense_1', 'y', 'dense_1/MatMul']
    """
    return list(_bound(text))


@functools.lru_cache(maxsize=8)  # a diff asks for the same two texts' names several times
def _bound(text: str) -> tuple[str, ...]:
    found: dict[str, None] = {}
    for match in _DEF.finditer(text):
        for name in _PARAM.findall(f"({match['params']})"):
            if name != "self":
                found.setdefault(name)
    events = [(m.start(), [n.strip() for n in m[1].split(",")]) for m in _ASSIGNED.finditer(text)]
    events += [(m.start(), [m[0]]) for m in _VALUE.finditer(text)]
    for _, names in sorted(events, key=lambda event: event[0]):
        for name in names:
            found.setdefault(name)
    return tuple(found)


def _pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    """Any one of the names, as a whole name (``%values`` and ``$values`` whole, others not an attribute)."""
    longest_first = sorted(names, key=len, reverse=True)
    plain = [re.escape(n) for n in longest_first if not n.startswith(("%", "$"))]
    values = [re.escape(n[1:]) for n in longest_first if n.startswith("%")]
    temporaries = [re.escape(n[1:]) for n in longest_first if n.startswith("$")]
    parts = []
    if values:
        parts.append(rf"%(?:{'|'.join(values)})(?![\w.]*\w)")
    if temporaries:
        parts.append(rf"(?<![\w$])\$(?:{'|'.join(temporaries)})(?![\w.]*\w)")
    if plain:
        parts.append(rf"(?<![\w.%$])(?:{'|'.join(plain)})\b")
    return re.compile("|".join(parts)) if parts else None


def _uses(text: str, pattern: re.Pattern[str]) -> list[re.Match[str]]:
    """The places the pattern's names occur in ``text``, keyword arguments' names (``f(dim=...)``) aside."""
    uses = []
    for match in pattern.finditer(text):
        before, after = text[: match.start()].rstrip(" "), text[match.end() :].lstrip(" ")
        if not (before.endswith(("(", ",")) and after.startswith("=") and not after.startswith("==")):
            uses.append(match)
    return uses


def rename(text: str, mapping: Mapping[str, str]) -> str:
    """Replace bound names all at once (not attributes, not keyword-argument names).

    >>> rename("add = torch.ops.aten.add.Tensor(x, dim=dim);  x = None", {"add": "add_tensor", "x": "y", "dim": "d"})
    'add_tensor = torch.ops.aten.add.Tensor(y, dim=d);  y = None'
    >>> rename("%x.1 : int = aten::add(%x, %x.1)", {"%x.1": "%x.2", "%x": "%y"})
    '%x.2 : int = aten::add(%y, %x.2)'
    >>> rename("$const.1 = f($const.10, f$1)", {"$const.1": "$const.2", "$1": "$2"})
    '$const.2 = f($const.10, f$1)'
    """
    pattern = _pattern(mapping)
    if pattern is None:
        return text
    pieces, end = [], 0
    for match in _uses(text, pattern):
        pieces += [text[end : match.start()], mapping[match.group(0)]]
        end = match.end()
    return "".join([*pieces, text[end:]])


def _skeletons(text: str, names: list[str]) -> list[tuple[str, list[str]]]:
    """Each line with the bound names it uses taken out: (the line with holes, the names in order)."""
    pattern = _pattern(names)
    lines = []
    for line in text.splitlines():
        uses = _uses(line, pattern) if pattern else []
        holes, end = [], 0
        for match in uses:
            holes += [line[end : match.start()], _HOLE]
            end = match.end()
        lines.append(("".join([*holes, line[end:]]), [m.group(0) for m in uses]))
    return lines


_TOKEN = re.compile(r"\0|\w+|\s+|.")


def _places(line: tuple[str, list[str]], other: tuple[str, list[str]]) -> list[tuple[str, str]]:
    """The names of two lines that stand in the same place of the parts the lines share.

    >>> _places(("\\0 = f(\\0, 0)", ["y_1", "x"]), ("\\0 = f(\\0, \\0)", ["y", "x", "z"]))
    [('y_1', 'y'), ('x', 'x')]
    """
    (skeleton, names), (other_skeleton, other_names) = line, other
    if skeleton == other_skeleton:
        return list(zip(names, other_names, strict=True))
    tokens, other_tokens = _TOKEN.findall(skeleton), _TOKEN.findall(other_skeleton)
    holes = [i for i, token in enumerate(tokens) if token == _HOLE]
    other_holes = {i: n for n, i in enumerate(j for j, token in enumerate(other_tokens) if token == _HOLE)}
    pairs = []
    for a, b, size in difflib.SequenceMatcher(None, tokens, other_tokens, autojunk=False).get_matching_blocks():
        for k in range(size):
            if tokens[a + k] == _HOLE:
                pairs.append((names[holes.index(a + k)], other_names[other_holes[b + k]]))
    return pairs


def correspondence(old: str, new: str) -> dict[str, str]:
    """Which name of ``old`` each name ``new`` binds stands for, read from the lines the two texts share.

    Lines are matched with their bound names taken out, so a release that renames
    reads as the same lines; a name then stands for the old name in the same place
    of the most matching lines (one old name for one new name). A binding that
    appears or disappears has no counterpart and shifts nothing.

    >>> old = "a = f(x)\\nb = g(a)\\nc = h(b)\\nreturn c\\n"
    >>> new = "b_1 = g(x)\\nc_1 = h(b_1)\\nreturn c_1\\n"
    >>> correspondence(old, new)
    {'b_1': 'b', 'c_1': 'c'}
    """
    theirs, ours = bound_names(old), bound_names(new)
    left, right = _skeletons(old, theirs), _skeletons(new, ours)
    votes: Counter[tuple[str, str]] = Counter()
    matcher = difflib.SequenceMatcher(None, [s for s, _ in left], [s for s, _ in right], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag not in ("equal", "replace"):
            continue
        weight = 2 if tag == "equal" else 1  # a line that changed beyond its names is weaker evidence
        for before, after in zip(left[i1:i2], right[j1:j2], strict=False):
            for pair in _places(after, before):
                votes[pair] += weight
    bound, known = set(ours), set(theirs)
    order = {name: index for index, name in enumerate(ours)}
    mapping: dict[str, str] = {}
    for (name, counterpart), _ in sorted(votes.items(), key=lambda item: (-item[1], order.get(item[0][0], 0))):
        if name in bound and counterpart in known and name not in mapping and counterpart not in mapping.values():
            mapping[name] = counterpart
    return {name: mapping[name] for name in ours if name in mapping}


def align(old: str, new: str) -> str:
    """``new`` with the names it binds renamed to those ``old`` binds in the same places (see ``correspondence``).

    A release that only renames nodes then reads exactly as the old text; a binding
    that disappears does not shift the names after it.

    >>> old = "def forward(self, x):\\n    add = torch.ops.aten.add.Tensor(x, 1);  x = None\\n    return (add,)\\n"
    >>> new = old.replace("add =", "add_tensor =").replace("(add,)", "(add_tensor,)")
    >>> align(old, new) == old
    True
    >>> print(align(old, new.replace("add.Tensor(x, 1)", "mul.Tensor(x, 2)")), end="")
    def forward(self, x):
        add = torch.ops.aten.mul.Tensor(x, 2);  x = None
        return (add,)
    >>> old = "c_lifted = f()\\nx_1 = g(c_lifted)\\ny_1 = h(x_1)\\nreturn y_1\\n"
    >>> print(align(old, "x_2 = g(0)\\ny_2 = h(x_2)\\nreturn y_2\\n"), end="")
    x_1 = g(0)
    y_1 = h(x_1)
    return y_1
    """
    mapping = correspondence(old, new)
    taken = set(mapping.values()) | set(bound_names(old))
    for name in bound_names(new):
        if name not in mapping and name in taken:
            mapping[name] = f"{name}'"  # a new name that would be mistaken for an old one
    return rename(new, {k: v for k, v in mapping.items() if k != v})


def renamed_only(old: str, new: str) -> bool:
    """Whether two different texts differ only in the names they bind.

    >>> renamed_only("y = f(x)\\nreturn y\\n", "y_1 = f(x)\\nreturn y_1\\n"), renamed_only("y = f(x)\\n", "y = g(x)\\n")
    (True, False)
    >>> renamed_only("    $const.1 = const(int, 0)\\n    s = $const.1\\n", "    $const.2 = const(int, 0)\\n    s = $const.2\\n")
    True
    >>> renamed_only("  dense_1/MatMul = MatMul(x)\\n  Sum = Sum(dense_1/MatMul)\\n", "  dense/MatMul = MatMul(x)\\n  Sum = Sum(dense/MatMul)\\n")
    True
    """
    return old != new and align(old, new) == old
