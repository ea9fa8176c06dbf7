"""The built-in converters: every folder of this package with an ``entry.py`` holding its registry entry (``ENTRY``),
found by looking, so that a converter arrives by its folder alone; listed in the order their entries ask for."""

from __future__ import annotations

import pkgutil
from pathlib import Path


def entries() -> tuple[str, ...]:
    """``package.module:ENTRY`` of each built-in converter's entry, by folder name (the registry orders them).

    >>> "harness.convert.fx.entry:ENTRY" in entries(), any(".echo." in e for e in entries())
    (True, False)
    """
    here = Path(__file__).parent
    return tuple(
        f"{__package__}.{found.name}.entry:ENTRY"
        for found in sorted(pkgutil.iter_modules([str(here)]), key=lambda m: m.name)
        if found.ispkg and (here / found.name / "entry.py").is_file()
    )
