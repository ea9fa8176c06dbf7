"""What crosses the process boundary: the request the pytest side sends a fork server for one conversion."""

from __future__ import annotations

from dataclasses import dataclass

from harness.converter import NONE, Normalizers
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
    normalizers: Normalizers = NONE  # its ``Converter.normalizers``, beside every registered converter's


CONVERTING = ".converting"  # beside a result file: the child handed the case to its converter
NOT_FINISHED = "not_finished.txt"  # a converter's conversion killed at the case's time or memory bound


def not_finished(limit: str) -> dict[str, str]:
    """The outputs of a conversion that its converter did not finish within ``limit`` (``time`` or ``memory``):
    words that do not depend on the machine, the bound's value or how far it got.

    >>> not_finished("time")
    {'not_finished.txt': "the converter did not finish: it ran past the case's time bound (harness_case_timeout)\\n"}
    """
    bound = {"time": "ran past the case's time bound (harness_case_timeout)"}.get(
        limit, "grew past the case's memory bound (harness_case_memory)"
    )
    return {NOT_FINISHED: f"the converter did not finish: it {bound}\n"}


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
        converter.normalizers,
    )
