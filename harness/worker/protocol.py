"""What crosses the process boundary: the request the pytest side sends a fork server for one conversion."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Request:
    """What to convert: a case of a case file, by one converter."""

    root: str  # the directory holding the cases package
    module: str  # dotted module name, e.g. "cases.loops"
    case: str
    converter: str
    driver: str = ""  # the converter's driver module; a registered converter's when empty
