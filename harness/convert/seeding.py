"""One seed for every random generator a case may draw from, set before each call the harness makes of it."""

from __future__ import annotations

import random
import sys

from harness.converter import declarations

SEED = 0


def seed() -> None:
    """Python's generator, NumPy's where it is imported, and each framework's its converters declare (as the fork
    server declared them), set to one seed: every call the harness makes of a case (Python's and the converted
    program's, in any process, fresh or warm) draws the same numbers, so a dropout keeps the same elements wherever
    the converter keeps torch's random semantics.

    >>> seed(); first = random.random(); seed(); first == random.random()
    True
    """
    random.seed(SEED)
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed(SEED)
    for declared in declarations().seeds:
        declared(SEED)
