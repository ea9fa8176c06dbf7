"""jax's saved program: ``jax.export``'s serialization of the jitted case, and its loader, ``jax.export.deserialize``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import jax

# Where jax writes each operation's source file in the module it serializes: an absolute path, which differs from one
# checkout to another. This regex, jax's own setting, cuts every folder off, so the program is byte-identical from any
# folder under any hash seed; the file's name and line are kept.
FOLDERS = ".*/"
_SETTING = "jax_hlo_source_file_canonicalization_regex"


def shapes_of(inputs: Sequence[Any]) -> list[Any]:
    """The shapes and types of ``inputs``, each argument's pytree of ``jax.ShapeDtypeStruct``."""
    return [jax.eval_shape(lambda value: value, value) for value in inputs]


def serialized(target: Callable[..., Any], shapes: Sequence[Any]) -> bytes:
    """The case jitted and exported for ``shapes`` (:func:`shapes_of` the inputs, or symbolic ones), serialized as a
    user saves it."""
    from jax import export  # jax 0.4.30 imports absl here

    before = getattr(jax.config, _SETTING)
    jax.config.update(_SETTING, FOLDERS)
    try:
        return bytes(export.export(jax.jit(target))(*shapes).serialize())
    finally:
        jax.config.update(_SETTING, before)


def load(data: bytes) -> Callable[..., Any]:
    """A saved program, loaded as a user loads one: ``jax.export.deserialize``, then its ``call``."""
    from jax import export

    return export.deserialize(bytearray(data)).call
