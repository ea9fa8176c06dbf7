"""Every normalizer, in order, applied to one output of a conversion."""

from __future__ import annotations

import functools
import os
from collections.abc import Callable

from harness.converter import NONE, Normalizers, declarations, resolved
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


def declared(own: Normalizers = NONE) -> Normalizers:
    """What every registered converter declares of its outputs (as this process's fork server declared them:
    ``harness.converter.declarations``), and ``own`` (a project's converter's): each applies to every output,
    whichever converter made it.

    >>> mine = Normalizers(counters=("mine_([0-9]+)",))
    >>> declared(mine).counters[-1], set(declared().counters) <= set(declared(mine).counters)
    ('mine_([0-9]+)', True)
    """
    return Normalizers.union([declarations().normalizers, own])


@functools.cache
def _functions(references: tuple[str, ...]) -> tuple[Callable[[str], str], ...]:
    return tuple(resolved(reference) for reference in references)


def hidden_numbers(text: str, normalizers: Normalizers | None = None) -> str:
    """``kernel_numbers`` with every float print the converters declare (every declared one's when None)."""
    return kernel_numbers(text, _functions((declared() if normalizers is None else normalizers).float_prints))


def normalized(
    text: str, locator: SourceLocator, case_file: str | None = None, normalizers: Normalizers | None = None
) -> str:
    """Apply every normalizer to one output; ``case_file`` is the case's file, which a message may quote by its bare
    name; ``normalizers`` what the converters declare (every declared one's when None)."""
    chosen = declared() if normalizers is None else normalizers
    for generated in _functions(chosen.generated):
        text = generated(text)
    text = harness_frames(source_ranges(text, locator))
    if case_file:
        definitions = file_definitions(os.path.realpath(case_file))
        text = bare_file_lines(text, os.path.basename(case_file), lambda line: case_position(definitions, line))
    text = hidden_numbers(text, chosen)
    home = os.path.expanduser("~")
    roots = {locator.project + os.sep: "", locator.project: "."}
    roots.update({root + os.sep: "" for root in locator.libraries})
    if home not in ("", "/"):
        roots[home] = "~"
    text = paths(text, roots)
    text = addresses(text)
    for pattern in chosen.counters:
        text = renumber(text, pattern)
    return trailing_whitespace(text)
