"""dis driver: the case's bytecode, as CPython's compiler wrote it, with no address, path or absolute line."""

from __future__ import annotations

import dis
import inspect
from collections.abc import Iterator
from types import CodeType
from typing import Any

from harness.convert import rejection
from harness.convert.common import Outputs
from harness.spec import CaseSpec

HEADER = "line  label instruction"


def code_of(target: Any) -> CodeType:
    """The code object of a case: a function's, or a class's ``forward`` or ``__call__`` (a module instance)."""
    function = inspect.unwrap(target) if inspect.isroutine(target) else None
    if function is None:
        function = next((getattr(type(target), n) for n in ("forward", "__call__") if hasattr(type(target), n)), None)
    code = getattr(function, "__code__", None)
    if not isinstance(code, CodeType):
        raise TypeError(f"{type(target).__name__} {target!r} has no code object of its own")
    return code


def nested(code: CodeType) -> Iterator[CodeType]:
    """The code object and each one compiled inside it (functions, lambdas, comprehensions, classes), depth first.

    >>> def outer(x):
    ...     def inner(y):
    ...         return (lambda z: z + 1)(y)
    ...     return inner(x)
    >>> [code.co_qualname for code in nested(outer.__code__)]
    ['outer', 'outer.<locals>.inner', 'outer.<locals>.inner.<locals>.<lambda>']
    """
    yield code
    for constant in code.co_consts:
        if isinstance(constant, CodeType):
            yield from nested(constant)


def _jumps(instruction: dis.Instruction) -> bool:
    return instruction.opcode in dis.hasjrel or instruction.opcode in dis.hasjabs


def listing(code: CodeType, first: int) -> str:
    """One code object's instructions, each line number counted from the case's first line (1), then its exception
    table. Jump targets are labels (``L1``), not offsets, so that an instruction added before them is one line of a
    diff, not every line after it; a jump's own argument (an offset's distance) is left to its label.

    >>> def positive(x):
    ...     if x > 0:
    ...         return x
    ...     return 0
    >>> text = listing(positive.__code__, positive.__code__.co_firstlineno - 9)  # the case began 9 lines earlier
    >>> text.splitlines()[:3]
    ['## positive (from line 10)', 'line  label instruction', '  10        RESUME                      0']
    >>> "to L1" in text and "  L1:" in text and "0x" not in text
    True
    """
    bytecode = dis.Bytecode(code)
    instructions = list(bytecode)
    entries = getattr(bytecode, "exception_entries", [])
    starts = {instruction.offset for instruction in instructions}
    targets = {i.argval for i in instructions if _jumps(i)} | {o for e in entries for o in (e.start, e.end, e.target)}
    labels = {offset: f"L{n}" for n, offset in enumerate(sorted(targets & starts), 1)}
    lines = [f"## {code.co_qualname} (from line {code.co_firstlineno - first + 1})", HEADER]
    current = None
    for instruction in instructions:
        line = instruction.positions.lineno if instruction.positions else None
        shown = "" if line is None or line == current else str(line - first + 1)
        current = line if line is not None else current
        label = f"{labels[instruction.offset]}:" if instruction.offset in labels else ""
        if isinstance(instruction.argval, CodeType):
            arg, argument = instruction.arg, f"<code object {instruction.argval.co_qualname}>"
        elif _jumps(instruction):
            arg, argument = None, f"to {labels.get(instruction.argval, instruction.argval)}"
        else:
            arg, argument = instruction.arg, instruction.argrepr
        text = f"{instruction.opname:<27} {'' if arg is None else arg:<4} {argument}".rstrip()
        lines.append(f"{shown:>4}  {label:<5} {text}")
    if entries:
        lines.append("exception table:")
        lines += [
            f"  {labels.get(e.start, 'end')} to {labels.get(e.end, 'end')} -> {labels[e.target]} [depth {e.depth}]"
            + (" lasti" if e.lasti else "")
            for e in entries
        ]
    return "\n".join(lines) + "\n"


def convert(target: Any, spec: CaseSpec) -> Outputs:
    """The bytecode of the case and of every code object nested in it."""
    try:
        code = code_of(target)
    except TypeError as exc:
        return {rejection.FILE: rejection.of("dis", exc)}
    return {"bytecode.txt": "\n".join(listing(one, code.co_firstlineno) for one in nested(code))}
