"""What MindSpore's converter declares of its outputs (``Normalizers``): its repr of a floating tensor, whose values a
kernel computed, and its own source lines, which no output may keep."""

from __future__ import annotations

import re

from harness.converter import Normalizers
from harness.normalize.text import HIDDEN

# MindSpore's repr of a floating tensor: ``Tensor(shape=[1], dtype=Float32, value= [ 2.56907828e+05])``; its IR's
# constants are written ``value=1``, with no space, and kept.
_REPR = re.compile(r"(?P<head>Tensor\(shape=\[[\d, ]*\], dtype=(?:Float|BFloat|Complex)\d*, value=)(?P<body>\s[^)]*)\)")


def float_prints(text: str) -> str:
    """Hide the values of MindSpore's repr of a floating tensor.

    >>> float_prints("got Tensor(shape=[1], dtype=Float32, value= [ 2.56907828e+05])")
    'got Tensor(shape=[1], dtype=Float32, value=<float values>)'
    >>> float_prints("Tensor(shape=[2, 2], dtype=Float32, value=\\n[[ 3.3e-01,  3.3e-01],\\n [ 1.0e+00,  nan]])")
    'Tensor(shape=[2, 2], dtype=Float32, value=<float values>)'
    >>> float_prints("Tensor(shape=[2], dtype=Int32, value= [1, 2]) Add(%0, Tensor(shape=[], dtype=Float32, value=1))")
    'Tensor(shape=[2], dtype=Int32, value= [1, 2]) Add(%0, Tensor(shape=[], dtype=Float32, value=1))'
    """
    return _REPR.sub(lambda m: f"{m['head']}{HIDDEN})", text)


NORMALIZERS = Normalizers(
    float_prints=(f"{__name__}:float_prints",),
    leaks=(
        (
            "a floating tensor's values",
            r"Tensor\(shape=\[[\d, ]*\], dtype=(?:Float|BFloat|Complex)\d*, value=\s[\[\s]*[-+]?\d",
        ),
        ("a line of MindSpore's own source", r"# In file [^\n]*/mindspore/(?:ops|common|nn|_extends|_checkparam)"),
    ),
)
