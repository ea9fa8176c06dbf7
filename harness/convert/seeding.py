"""One seed for every random generator a case may draw from, set before each call the harness makes of it."""

from __future__ import annotations

import functools
import random
import sys
from collections.abc import Callable

SEED = 0


@functools.cache
def _declared() -> tuple[Callable[[int], None], ...]:
    """Each registered converter's seeding of its framework's generators (``Converter.seeds``), once each."""
    from harness.convert.registry import CONVERTERS
    from harness.converter import resolved

    return tuple(resolved(reference) for reference in dict.fromkeys(c.seeds for c in CONVERTERS.values() if c.seeds))


def seed() -> None:
    """Python's generator, NumPy's where it is imported, and each framework's its converters declare, set to one seed:
    every call the harness makes of a case (Python's and the converted program's, in any process, fresh or warm)
    draws the same numbers, so a dropout keeps the same elements wherever the converter keeps torch's random
    semantics.

    >>> seed(); first = random.random(); seed(); first == random.random()
    True
    """
    random.seed(SEED)
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed(SEED)
    for declared in _declared():
        declared(SEED)
