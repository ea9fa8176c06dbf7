"""What crosses the process boundary: the request the pytest side sends a fork server for one conversion."""

from __future__ import annotations

from dataclasses import dataclass

from harness.registry import Converter


@dataclass(frozen=True)
class Request:
    """What to convert: a case of a case file, by one converter."""

    root: str  # the directory holding the cases package
    module: str  # dotted module name, e.g. "cases.loops"
    case: str
    converter: str
    driver: str = ""  # the converter's driver module; a registered converter's when empty
    unwraps: tuple[str, ...] = ()  # the converter's ``Converter.unwraps``: how its decorator keeps a function
    own_code: tuple[
        str, ...
    ] = ()  # its ``Converter.own_code``: modules whose frames are the converter's, not the harness's
    routes: tuple[str, ...] = ()  # the packages that are its framework's: a module of theirs missing is its result


def request_for(converter: Converter, root: str, module: str, case: str) -> Request:
    """The request for one case of ``module`` (under ``root``) by ``converter``."""
    return Request(
        root,
        module,
        case,
        converter.name,
        converter.driver,
        converter.unwraps,
        converter.own_code,
        (converter.framework, *converter.routes),
    )
