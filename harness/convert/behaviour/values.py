"""``behaviour.txt``'s values: a result made framework-free (``plain``), compared (``close``) and shown (``shown``).

The comparison is exact about kinds and containers: ``3`` is not ``3.0`` nor
``True``, a tuple is not a list, sets and dicts are compared by content and
shown sorted by their elements' rendering (so no ``PYTHONHASHSEED`` shows).
A floating tensor or array keeps its dtype and shape (``float32[2]`` is not
``float64[2]``); an integer or boolean one is written exactly and compared
with Python's numbers by kind and value, since a Python ``int`` has no width.
"""

from __future__ import annotations

import cmath
import functools
import itertools
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

MAX_SHOWN = 400  # characters of a result shown; the comparison uses all of it
MAX_ITEMS = 10_000  # items taken of a returned generator, which may never end
RELATIVE_TOLERANCE = {"float16": 1e-3, "bfloat16": 1e-2, "complex32": 1e-3}
DEFAULT_RELATIVE_TOLERANCE = 1e-5
ABSOLUTE_TOLERANCE = 1e-6


@dataclass(frozen=True)
class KernelFloats:
    """Floating-point numbers a framework computed: compared with a tolerance, shown without their digits.

    >>> KernelFloats("float32", (2, 3), [[0.0] * 3] * 2)
    float32[2, 3]
    >>> KernelFloats("float64", (), 0.5)
    float64[]
    """

    dtype: str
    shape: tuple[int, ...]
    values: Any  # nested lists of Python numbers, as ``tolist()`` gives them (a number for a 0-d array)

    def __repr__(self) -> str:
        return f"{self.dtype}[{', '.join(map(str, self.shape))}]"

    @property
    def relative_tolerance(self) -> float:
        return RELATIVE_TOLERANCE.get(self.dtype, DEFAULT_RELATIVE_TOLERANCE)


@dataclass(frozen=True)
class Unordered:
    """A set or frozenset, its elements in the order of their rendering: the same text under any ``PYTHONHASHSEED``.

    >>> Unordered.of({3, 1, 2}), Unordered.of(frozenset({"b", "a"})), Unordered.of(set())
    ({1, 2, 3}, frozenset({'a', 'b'}), set())
    """

    kind: str  # "set" or "frozenset"
    items: tuple[Any, ...]

    @classmethod
    def of(cls, value: set[Any] | frozenset[Any]) -> Unordered:
        kind = "frozenset" if isinstance(value, frozenset) else "set"
        return cls(kind, tuple(sorted((plain(v) for v in value), key=repr)))

    def __repr__(self) -> str:
        if not self.items:
            return f"{self.kind}()"
        inner = "{" + ", ".join(map(repr, self.items)) + "}"
        return inner if self.kind == "set" else f"{self.kind}({inner})"


@dataclass(frozen=True)
class SortedItems:
    """A dict's items, in the order of their keys' rendering.

    >>> SortedItems.of({"b": 1, 2: (3,), "a": {4}})
    {'a': {4}, 'b': 1, 2: (3,)}
    """

    items: tuple[tuple[Any, Any], ...]

    @classmethod
    def of(cls, value: dict[Any, Any]) -> SortedItems:
        return cls(tuple(sorted(((plain(k), plain(v)) for k, v in value.items()), key=lambda kv: repr(kv[0]))))

    def __repr__(self) -> str:
        return "{" + ", ".join(f"{k!r}: {v!r}" for k, v in self.items) + "}"


def _array(value: Any) -> Any:
    """A framework-free copy of a numpy array or scalar: ``KernelFloats`` for a floating one, exact lists for the rest."""
    if value.dtype.kind in ("f", "c"):
        widened = value.astype(complex if value.dtype.kind == "c" else float)
        return KernelFloats(value.dtype.name, tuple(int(n) for n in value.shape), widened.tolist())
    return plain(value.tolist())


def generated_items(generator: Any) -> list[Any]:
    """What a returned generator yields, as a list: compared by its items, not by its type's name. One that yields
    more than ``MAX_ITEMS`` is cut there, and says so.

    >>> generated_items(i * i for i in range(4))
    [0, 1, 4, 9]
    >>> generated_items(itertools.count())[-1]
    '… more items than 10000, not taken'
    """
    items = list(itertools.islice(generator, MAX_ITEMS + 1))
    if len(items) > MAX_ITEMS:
        items[MAX_ITEMS:] = [f"… more items than {MAX_ITEMS}, not taken"]
    return items


@functools.cache
def _conversions() -> tuple[Callable[[Any], Any], ...]:
    """Each registered converter's conversion of its framework's values (``Converter.values``), once each."""
    from harness.convert.registry import CONVERTERS  # its entries import this module's types
    from harness.converter import resolved

    return tuple(resolved(reference) for reference in dict.fromkeys(c.values for c in CONVERTERS.values() if c.values))


def plain(value: Any) -> Any:
    """A framework-free copy of a result, comparable with :func:`close`.

    Python's own values are kept exactly, tuples apart from lists; floating tensors and arrays become
    ``KernelFloats``, sets ``Unordered`` and dicts ``SortedItems``, each sorted by rendering. A framework's value
    becomes plain as its converters declare (``Converter.values``), or through its ``numpy()``.

    >>> plain((1.23456789, [True, None], {"a": 2}, b"x", {2, 1}))
    (1.23456789, [True, None], {'a': 2}, 'x', {1, 2})
    >>> plain(x / 2 for x in range(3))  # a generator: its items
    [0.0, 0.5, 1.0]
    """
    if isinstance(value, KernelFloats):
        return value
    for conversion in _conversions():
        converted = conversion(value)
        if converted is not NotImplemented:
            return plain(converted)
    if hasattr(value, "numpy") and not isinstance(value, type):  # a framework's tensor
        value = value.numpy()
    if hasattr(value, "dtype") and hasattr(value, "tolist"):  # numpy array or scalar, np.float64 included
        return _array(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, tuple):
        return tuple(plain(v) for v in value)
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return SortedItems.of(value)
    if isinstance(value, (set, frozenset)):
        return Unordered.of(value)
    if isinstance(value, types.GeneratorType):
        return [plain(v) for v in generated_items(value)]
    kind: type[Any]
    for kind in (bool, int, float, complex, str):  # an IntEnum is its int, a str subclass its str
        if isinstance(value, kind):
            return kind(value)
    if value is None:
        return value
    return f"<{type(value).__name__}>"


def _numbers_close(a: complex | float, b: complex | float, relative: float) -> bool:
    if a != a and b != b:  # both NaN
        return True
    return cmath.isclose(a, b, rel_tol=relative, abs_tol=ABSOLUTE_TOLERANCE)


def close(a: Any, b: Any, relative: float = DEFAULT_RELATIVE_TOLERANCE) -> bool:
    """Equal in kind and value, floats to a relative tolerance (looser for 16-bit floats), the rest exactly.

    >>> close([1.0, [2.000001]], [1.0, [2.0]]), close([1.0], [1.1]), close([1], [1, 2])
    (True, False, False)
    >>> close(3, 3.0), close(True, 1), close(1000000, 1000001), close((1, 2), [1, 2])
    (False, False, False, False)
    >>> close(plain({1, 2}), plain({2, 1})), close(plain({"a": 1}), plain({"a": 1.0})), close(plain({1}), plain(frozenset({1})))
    (True, False, False)
    >>> close(KernelFloats("float32", (2,), [1.0, float("nan")]), [1.000001, float("nan")])
    True
    >>> close(KernelFloats("float32", (), 3.0), 3), close(KernelFloats("float32", (), 3.0), 3.0)
    (False, True)
    >>> close(KernelFloats("float32", (2,), [1.0, 2.0]), KernelFloats("float32", (1, 2), [[1.0, 2.0]]))
    False
    >>> close(KernelFloats("float32", (2,), [1.0, 2.0]), KernelFloats("float64", (2,), [1.0, 2.0]))
    False
    """
    if isinstance(a, KernelFloats) and isinstance(b, KernelFloats) and (a.dtype, a.shape) != (b.dtype, b.shape):
        return False
    if isinstance(a, KernelFloats) or isinstance(b, KernelFloats):
        tolerance = max(x.relative_tolerance for x in (a, b) if isinstance(x, KernelFloats))
        unpack = lambda x: x.values if isinstance(x, KernelFloats) else x  # noqa: E731
        return close(unpack(a), unpack(b), tolerance)
    if type(a) is not type(b):
        return False
    if isinstance(a, (float, complex)):
        return _numbers_close(a, b, relative)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(close(x, y, relative) for x, y in zip(a, b, strict=True))
    if isinstance(a, SortedItems):
        return close(a.items, b.items, relative)
    if isinstance(a, Unordered):
        return a.kind == b.kind and close(a.items, b.items, relative)
    return bool(a == b)


def shown(value: Any) -> str:
    """A result as text, cut short when long.

    >>> shown(list(range(200))).endswith("… (890 characters in all)")
    True
    """
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else f"{text[:MAX_SHOWN]} … ({len(text)} characters in all)"
