"""What Paddle's two converters declare of their outputs (``Normalizers``): the random name of the file a converted
function is written to, and Paddle's repr of a floating tensor."""

from __future__ import annotations

import re

from harness.converter import Normalizers
from harness.normalize.text import HIDDEN, NAME_RUN, sub_from_slashes

_GENERATED_SOURCE = re.compile(r"/[^\s\"'<>()]*/to_static_tmp/\d+/\w+\.py")
# Paddle's repr of a floating tensor: ``Tensor(shape=[2], dtype=float32, place=Place(cpu), stop_gradient=True,\n [0.25, 1.])``.
_REPR = re.compile(
    r"(?P<head>Tensor\(shape=\[[\d, ]*\], dtype=(?:paddle\.)?(?:float|bfloat|complex)\w*, place=Place\([^)]*\), "
    r"stop_gradient=\w+,\s*)(?P<body>\[[-+\d.eE\s,\[\]naif]*\]|[-+\d.eE]+|nan|inf)\)"
)


def generated_sources(text: str) -> str:
    """Name the temporary file that holds a function Paddle converted by what it is, not by where it was written
    (``<cache or temporary folder>/paddle/to_static_tmp/<pid>/<random>.py``); its line numbers stay.

    >>> generated_sources('File "/home/u/.cache/paddle/to_static_tmp/4711/tmpa1b2c3d4.py", line 12, in f')
    'File "to_static_tmp/converted.py", line 12, in f'
    """
    return sub_from_slashes(_GENERATED_SOURCE, NAME_RUN, lambda _: "to_static_tmp/converted.py", text)


def float_prints(text: str) -> str:
    """Hide the values of Paddle's repr of a floating tensor.

    >>> float_prints("got Tensor(shape=[1], dtype=float32, place=Place(cpu), stop_gradient=True,\\n       [0.25690785])")
    'got Tensor(shape=[1], dtype=float32, place=Place(cpu), stop_gradient=True,\\n       <float values>)'
    >>> float_prints("Tensor(shape=[1], dtype=int64, place=Place(cpu), stop_gradient=True,\\n       [3])")
    'Tensor(shape=[1], dtype=int64, place=Place(cpu), stop_gradient=True,\\n       [3])'
    """
    return _REPR.sub(lambda m: f"{m['head']}{HIDDEN})", text)


NORMALIZERS = Normalizers(
    generated=(f"{__name__}:generated_sources",),
    float_prints=(f"{__name__}:float_prints",),
    leaks=(
        (
            "a floating tensor's values",
            r"Tensor\(shape=\[[\d, ]*\], dtype=(?:float|bfloat|complex)\w*, place=Place\([^)]*\), stop_gradient=\w+,\s*[\[\s]*[-+]?\d*\.\d",
        ),
    ),
)
