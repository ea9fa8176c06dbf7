"""Helpers shared by the converter drivers: warnings capture and error text."""

from __future__ import annotations

import types
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

Outputs = dict[str, str]
SNAPSHOT_RULES = {
    "*/error.txt": (17, "the converter's message, which may quote the case's constants"),
    "*/warnings.txt": (17, "the converter's messages, which may quote the case's constants"),
}


@contextmanager
def recorded_warnings(into: list[str]) -> Iterator[None]:
    """Append ``Category: message`` for every warning raised inside the block."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        yield
    into.extend(f"{w.category.__name__}: {w.message}" for w in caught)


def error_text(step: str, exc: BaseException) -> str:
    """The error snapshot: which step failed, the exception type and message."""
    kind = type(exc)
    name = kind.__qualname__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"
    return f"step: {step}\n{name}: {exc}\n"


SIMPLE = (int, float, complex, str, bytes, bool, type(None))


def describe(value: Any) -> str:
    """A stable one-line description of a captured value (no addresses, no paths).

    >>> describe(types), describe(3), describe(len), describe(int)
    ('module types', '3', 'builtin_function_or_method builtins.len', 'class builtins.int')
    """
    if isinstance(value, types.ModuleType):
        return f"module {value.__name__}"
    if isinstance(value, type):
        return f"class {value.__module__}.{value.__qualname__}"
    if isinstance(value, SIMPLE) or (
        isinstance(value, (tuple, list)) and len(value) <= 16 and all(isinstance(v, SIMPLE) for v in value)
    ):
        return repr(value)
    name = getattr(value, "__qualname__", None)
    module = getattr(value, "__module__", None)
    kind = type(value).__name__
    if name and module:
        return f"{kind} {module}.{name}"
    return f"{type(value).__module__}.{type(value).__qualname__} object"


def used_names(code: types.CodeType) -> set[str]:
    """Global and free names a code object and its nested code objects refer to."""
    names = set(code.co_names) | set(code.co_freevars)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= used_names(const)
    return names
