"""Two processes' ``behaviour.txt`` of one conversion, made one where what differs is the case's own Python result
(an object's address, ``id(x)``): its values are not shown, and no runner is compared with it."""

from __future__ import annotations

import re

from harness.convert.behaviour.text import CHANGED, DIFFERS, NOT_RENDERED_VERDICT, PYTHON, RAN_UNCONVERTED

VARIES = "not compared, as the case's own result varies"
NOT_SHOWN = "varies from one process to another: not shown"
AGAIN = f"{PYTHON}, called again: "
# The kinds of a verdict, in the order a verdict line names them; those of a block that compared a runner with Python.
_KINDS = (
    DIFFERS,
    CHANGED,
    "not compared, as the case's own calls differ",
    VARIES,
    "not compared, as Python's result is uninitialised memory",
    NOT_RENDERED_VERDICT,
    "specialised",
    "not compared",
    RAN_UNCONVERTED,
)
_COMPARED = (DIFFERS, "not compared, as the case's own calls differ", NOT_RENDERED_VERDICT)
_BY_SETS = (*_COMPARED, VARIES, "not compared, as Python's result is uninitialised memory", "specialised")
_SETS = re.compile(r"^(.*) \(inputs ([\d, ]+)\)$")


def _parts(verdict: str) -> dict[str, list[str]]:
    """A verdict line's kinds and the runners each names (``same``: none).

    >>> _parts("differs: a (inputs 2); not compared: b, c")
    {'differs': ['a (inputs 2)'], 'not compared': ['b', 'c']}
    """
    found: dict[str, list[str]] = {}
    for part in verdict.split("; "):
        kind, colon, names = part.partition(": ")
        if colon:
            found[kind] = names.split(", ")
    return found


def _line(parts: dict[str, list[str]]) -> str:
    return "; ".join(f"{kind}: {', '.join(parts[kind])}" for kind in _KINDS if parts.get(kind)) or "same"


def _settled_block(one: list[str], two: list[str]) -> list[str] | None:
    """One input set's lines, where the two processes' Python results differ: each line that differs not shown, Python
    not called again, and the runners it compared named as not compared; None where it is not so."""
    python = f"{PYTHON}: "
    ours = [line for line in one[:-1] if not line.startswith(AGAIN)]
    theirs = [line for line in two[:-1] if not line.startswith(AGAIN)]
    names = [line.partition(": ")[0] for line in ours]
    if (
        ours[:1] != theirs[:1]
        or names != [line.partition(": ")[0] for line in theirs]
        or not any(a != b and a.startswith(python) for a, b in zip(ours, theirs, strict=True))
    ):
        return None
    lines = [
        a if a == b or not a.startswith(tuple(f"{n}: " for n in names[1:])) else f"{a.partition(': ')[0]}: {NOT_SHOWN}"
        for a, b in zip(ours, theirs, strict=True)
    ]
    verdict = _parts(one[-1])
    compared = [name for kind in _COMPARED for name in verdict.pop(kind, [])]
    named = {name for names in verdict.values() for name in names}  # not converted, not run, specialised: as they were
    compared += [name for name in names[1:] if name != PYTHON and name not in named]
    verdict[VARIES] = list(dict.fromkeys(compared))
    return [*lines, _line(verdict)]


def _overall(blocks: list[list[str]]) -> str:
    """The verdict over every input set, from each set's."""
    parts: dict[str, dict[str, list[str]]] = {}
    for index, block in enumerate(blocks, start=1):
        for kind, names in _parts(block[-1]).items():
            for name in names:
                name = _SETS.sub(r"\1", name)
                parts.setdefault(kind, {}).setdefault(name, []).append(str(index))
    return _line(
        {
            kind: [f"{name} (inputs {', '.join(sets)})" if kind in _BY_SETS else name for name, sets in named.items()]
            for kind, named in parts.items()
        }
    )


def settled(first: str, second: str) -> str | None:
    """One ``behaviour.txt`` for two processes' conversions of a case whose texts differ only in input sets where the
    case's own Python result differs between them: their differing lines not shown, and a verdict that compares no
    runner with that result; None where anything else differs (the converter's output is not deterministic).

    >>> one = "inputs: [1]\\npython: 1401\\nconverted: 1402\\npython, called again: 1403\\nnot compared, as the case's own calls differ: converted\\n"
    >>> two = "inputs: [1]\\npython: 1501\\nconverted: 1502\\npython, called again: 1503\\nnot compared, as the case's own calls differ: converted\\n"
    >>> print(settled(one, two), end="")
    inputs: [1]
    python: varies from one process to another: not shown
    converted: varies from one process to another: not shown
    not compared, as the case's own result varies: converted
    >>> settled(one, one.replace("converted: 1402", "converted: 9")) is None  # Python's result is the same
    True

    Over several input sets, the sets whose Python result is the same in both stay as they are:

    >>> one = "inputs 1: [1]\\npython: 7\\nc: 7\\nsame\\n\\ninputs 2: [2]\\npython: 1401\\nc: 1401\\nsame\\n\\nsame\\n"
    >>> print(settled(one, one.replace("1401", "1501")), end="")
    inputs 1: [1]
    python: 7
    c: 7
    same
    <BLANKLINE>
    inputs 2: [2]
    python: varies from one process to another: not shown
    c: varies from one process to another: not shown
    not compared, as the case's own result varies: c
    <BLANKLINE>
    not compared, as the case's own result varies: c (inputs 2)
    """
    ones, twos = first.rstrip("\n").split("\n\n"), second.rstrip("\n").split("\n\n")
    if first == second or len(ones) != len(twos):
        return None
    several = len(ones) > 1 and "\n" not in ones[-1] and ones[-1] != ""
    sets = [index for index, block in enumerate(ones) if block.startswith("inputs")]
    blocks: list[str] = []
    changed = False
    for index, (one, two) in enumerate(zip(ones, twos, strict=True)):
        if one == two or (several and index == len(ones) - 1):
            blocks.append(one)
            continue
        made = _settled_block(one.split("\n"), two.split("\n")) if index in sets else None
        if made is None:
            return None
        blocks.append("\n".join(made))
        changed = True
    if several:
        blocks[-1] = _overall([blocks[index].split("\n") for index in sets])
        if not changed and ones[-1] != twos[-1]:
            return None
    return "\n\n".join(blocks) + "\n" if changed else None
