"""onnxscript's eager-mode values as plain Python for ``behaviour.txt``, framework-free until onnxscript is imported."""

from __future__ import annotations

import sys
from typing import Any


def tensor_values(value: Any) -> Any:
    """An eager-mode ``onnxscript.tensor.Tensor`` as the NumPy array it wraps, compared by value; ``NotImplemented``
    for anything else (and where onnxscript was never imported).

    >>> tensor_values([1.0])
    NotImplemented
    """
    tensor = sys.modules.get("onnxscript.tensor")
    if tensor is None or not isinstance(value, tensor.Tensor):
        return NotImplemented
    return value.value


ONNXSCRIPT_VALUES = f"{__name__}:tensor_values"
