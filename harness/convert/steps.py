"""A conversion as the steps after it see it: each step adds or rewrites outputs, owned by its format's module."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from harness.converter import Converter, Decoration
from harness.spec import CaseSpec


@dataclass
class Conversion:
    """One case as its converter converted it: its entry, the spec it was converted with, the ``@case`` options its
    framework's other converters read and it does not, the attribute of its own decorator it arrived under (None: as
    written) and what the driver read of that decorator; the outputs so far, the saved program's files, and how an
    output is normalized."""

    converter: Converter
    spec: CaseSpec
    outputs: dict[str, str]
    notes: tuple[str, ...] = ()
    decorated: str | None = None
    decoration: Decoration = field(default_factory=lambda: Decoration({}))
    saved: dict[str, bytes] = field(default_factory=dict)
    normalize: Callable[[str], str] = str


Step = Callable[[Conversion], None]  # one output feature: a format's module owns it, the worker runs every one in turn


def normalized(conversion: Conversion) -> None:
    """Every output normalized (``Conversion.normalize``): the steps after this one read outputs as they are kept."""
    conversion.outputs = {name: conversion.normalize(text) for name, text in conversion.outputs.items()}
