"""Numba's values as plain Python, for ``behaviour.txt``: a typed container by its contents, a compiled generator by its
items. Framework-free: it reads Numba's classes only where Numba is already imported."""

from __future__ import annotations

import sys
from typing import Any

from harness.convert.behaviour.values import generated_items


def numba_values(value: Any) -> Any:
    """A ``numba.typed.Dict`` as a dict, a ``numba.typed.List`` as a list, the generator a compiled generator function
    returns as the list of its items; ``NotImplemented`` for anything else.

    >>> numba_values(1) is NotImplemented
    True
    """
    if "numba" not in sys.modules:
        return NotImplemented
    from numba.typed import Dict, List  # type: ignore[import-not-found]  # imported already: no cost, no side effect

    if isinstance(value, Dict):
        return dict(value.items())
    if isinstance(value, List):
        return list(value)
    if type(value).__name__ == "_Generator" and type(value).__module__ == "_dynfunc":  # Numba's compiled generator
        return generated_items(value)
    return NotImplemented
