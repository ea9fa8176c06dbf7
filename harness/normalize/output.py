"""Every normalizer, in order, applied to one output of a conversion."""

from __future__ import annotations

import os

from harness.normalize.locations import SourceLocator, case_position, file_definitions
from harness.normalize.text import (
    addresses,
    bare_file_lines,
    generated_files,
    generated_sources,
    harness_frames,
    kernel_numbers,
    paths,
    renumber,
    source_ranges,
    trailing_whitespace,
)

COUNTERS = (r"___torch_mangle_(\d+)",)


def normalized(text: str, locator: SourceLocator, case_file: str | None = None) -> str:
    """Apply every normalizer to one output; ``case_file`` is the case's file, which a message may quote by its bare name."""
    text = harness_frames(source_ranges(generated_sources(generated_files(text)), locator))
    if case_file:
        definitions = file_definitions(os.path.realpath(case_file))
        text = bare_file_lines(text, os.path.basename(case_file), lambda line: case_position(definitions, line))
    text = kernel_numbers(text)
    home = os.path.expanduser("~")
    roots = {locator.project + os.sep: "", locator.project: "."}
    roots.update({root + os.sep: "" for root in locator.libraries})
    if home not in ("", "/"):
        roots[home] = "~"
    text = paths(text, roots)
    text = addresses(text)
    for pattern in COUNTERS:
        text = renumber(text, pattern)
    return trailing_whitespace(text)
