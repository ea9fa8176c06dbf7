"""JAX names a function by its code's first line, a decorator's for a decorated def: point it at the ``def`` line,
where the harness's locations count a case's lines from."""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Callable

_POSITION = re.compile(r"(?P<path>/[^\s:\"'<>()]+\.py):(?P<line>\d+)\b(?!:)")


def decorated(source: str) -> dict[int, int]:
    """For each decorated def or class, its first decorator's line and its own line.

    >>> decorated("@a\\n@b(1)\\ndef f():\\n    pass\\ndef g():\\n    pass\\n")
    {1: 3}
    """
    found = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.decorator_list:
            found[min(d.lineno for d in node.decorator_list)] = node.lineno
    return found


@functools.cache
def _decorated_file(path: str) -> dict[int, int]:
    try:
        with open(path, encoding="utf-8") as handle:
            return decorated(handle.read())
    except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
        return {}


def at_def_lines(text: str, decorated_in: Callable[[str], dict[int, int]] = _decorated_file) -> str:
    """Every ``/file.py:LINE`` (with no column) at a decorator moved to its def's line.

    >>> at_def_lines("tracing the function f at /r/cases/a.py:4 for jit; /r/b.py:4:2", lambda path: {4: 5})
    'tracing the function f at /r/cases/a.py:5 for jit; /r/b.py:4:2'
    """

    def moved(match: re.Match[str]) -> str:
        line = int(match["line"])
        return f"{match['path']}:{decorated_in(match['path']).get(line, line)}"

    return _POSITION.sub(moved, text)
