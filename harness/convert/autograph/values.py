"""TensorFlow's composite values as plain Python for ``behaviour.txt``, field by field; framework-free until TensorFlow
is imported."""

from __future__ import annotations

import sys
from typing import Any

from harness.convert.behaviour.values import Fields


def tf_values(value: Any) -> Any:
    """A ``tf.SparseTensor`` by its indices, values and dense shape, an extension type (``tf.experimental.ExtensionType``,
    a ``MaskedTensor``) by its fields in their declared order; ``NotImplemented`` for anything else (a ``RaggedTensor``
    has ``numpy()``: its rows), and where TensorFlow was never imported.

    >>> tf_values(1)
    NotImplemented
    """
    tf = sys.modules.get("tensorflow")
    if tf is None:
        return NotImplemented
    if isinstance(value, tf.SparseTensor):
        parts = ("indices", "values", "dense_shape")
    elif isinstance(value, tf.experimental.ExtensionType):
        parts = tuple(field.name for field in type(value)._tf_extension_type_fields())
    else:
        return NotImplemented
    return Fields(type(value).__qualname__, tuple((name, getattr(value, name)) for name in parts))
