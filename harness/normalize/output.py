"""Every normalizer, in order, applied to one output of a conversion."""

from __future__ import annotations

import os

from harness.normalize.locations import SourceLocator
from harness.normalize.text import (
    addresses,
    generated_sources,
    harness_frames,
    paths,
    renumber,
    source_ranges,
    trailing_whitespace,
)

COUNTERS = (r"___torch_mangle_(\d+)",)


def normalized(text: str, locator: SourceLocator) -> str:
    """Apply every normalizer to one output."""
    text = harness_frames(source_ranges(generated_sources(text), locator))
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
