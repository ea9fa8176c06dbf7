"""Every normalizer, in order, applied to one output of a conversion."""

from __future__ import annotations

import functools
import os
from collections.abc import Callable

from harness.converter import Normalizers, resolved
from harness.normalize.locations import SourceLocator, case_position, file_definitions
from harness.normalize.text import (
    addresses,
    bare_file_lines,
    harness_frames,
    kernel_numbers,
    paths,
    renumber,
    source_ranges,
    trailing_whitespace,
)


@functools.cache
def _functions(references: tuple[str, ...]) -> tuple[Callable[[str], str], ...]:
    return tuple(resolved(reference) for reference in references)


def hidden_numbers(text: str, normalizers: Normalizers) -> str:
    """``kernel_numbers`` with every float print the converters declare (``normalizers``)."""
    return kernel_numbers(text, _functions(normalizers.float_prints))


def normalized(text: str, locator: SourceLocator, normalizers: Normalizers, case_file: str | None = None) -> str:
    """Apply every normalizer to one output: the harness's, then what the converters declare (``normalizers``: every
    registered one's with the converting one's, as its fork server resolved them); ``case_file`` is the case's file,
    which a message may quote by its bare name."""
    for generated in _functions(normalizers.generated):
        text = generated(text)
    text = harness_frames(source_ranges(text, locator))
    if case_file:
        definitions = file_definitions(os.path.realpath(case_file))
        text = bare_file_lines(text, os.path.basename(case_file), lambda line: case_position(definitions, line))
    text = hidden_numbers(text, normalizers)
    home = os.path.expanduser("~")
    roots = {locator.project + os.sep: "", locator.project: "."}
    roots.update({root + os.sep: "" for root in locator.libraries})
    if home not in ("", "/"):
        roots[home] = "~"
    text = paths(text, roots)
    text = addresses(text)
    for pattern in normalizers.counters:
        text = renumber(text, pattern)
    return trailing_whitespace(text)
