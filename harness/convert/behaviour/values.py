"""``behaviour.txt``'s values: a result made framework-free (``plain``), compared (``close``) and shown (``shown``).

The comparison is exact about kinds and containers: ``3`` is not ``3.0`` nor
``True``, a tuple is not a list, sets and dicts are compared by content and
shown sorted by their elements' rendering (so no ``PYTHONHASHSEED`` shows).
A floating tensor or array keeps its dtype and shape (``float32[2]`` is not
``float64[2]``); an integer or boolean one is written exactly and compared
with Python's numbers by kind and value, since a Python ``int`` has no width.
Any other object is compared by what it holds (``Fields``), a type or an enum's
member by its name (``Named``); what the harness cannot read is ``NotRendered``,
never equal to anything.
"""

from __future__ import annotations

import cmath
import dataclasses
import enum
import inspect
import itertools
import math
import re
import types
from dataclasses import dataclass
from typing import Any

from harness.converter import declarations

MAX_SHOWN = 400  # characters of a result shown; the comparison uses all of it
MAX_ITEMS = 10_000  # items taken of a returned generator, which may never end
RELATIVE_TOLERANCE = {"float16": 1e-3, "bfloat16": 1e-2, "complex32": 1e-3}
DEFAULT_RELATIVE_TOLERANCE = 1e-5
ABSOLUTE_TOLERANCE = 1e-6
MAX_DEPTH = 32  # levels of containers and objects rendered; a value nested deeper is not compared
_ADDRESS = re.compile(r"0x[0-9a-fA-F]{4,}")  # a repr that names where its object lives says nothing of its value


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


@dataclass(frozen=True)
class Fields:
    """An object compared by what it holds: its class's qualified name and each field's plain value, in the order
    its class declares them (a dataclass's, a named tuple's, an attrs class's fields; ``__slots__``, base classes
    first), then its ``__dict__`` by name.

    >>> Fields("Point", (("x", 1), ("y", [2.5]))), Fields("Empty", ())
    (Point(x=1, y=[2.5]), Empty())
    """

    kind: str
    fields: tuple[tuple[str, Any], ...]

    def __repr__(self) -> str:
        return f"{self.kind}({', '.join(f'{name}={value!r}' for name, value in self.fields)})"


@dataclass(frozen=True)
class Named:
    """A value compared and shown by one text: a type, an enum's member, or an object that shows no field but has a
    repr of its own that names no address (``dtype('float32')``, ``tf.float32``, ``range(0, 3)``).

    >>> plain(int), plain(type(None)), plain(range(3)), plain(Ellipsis)
    (<class 'int'>, <class 'NoneType'>, range(0, 3), Ellipsis)
    """

    text: str

    def __repr__(self) -> str:
        return self.text


@dataclass(frozen=True)
class NotRendered:
    """A value the harness cannot render, and why: shown so, equal to nothing, itself included (:func:`compared`).

    >>> plain(len), plain(object())
    (<not compared: a function, len>, <not compared: an object of object shows no field, nor a repr of its own>)
    """

    why: str

    def __repr__(self) -> str:
        return f"<not compared: {self.why}>"


@dataclass(frozen=True)
class Cycle:
    """A reference back to the container or object ``up`` levels above it: compared as such.

    >>> cyclic = [1]; cyclic.append(cyclic); plain(cyclic)
    [1, <cycle: 1 up>]
    """

    up: int

    def __repr__(self) -> str:
        return f"<cycle: {self.up} up>"


class _NegativeNaN(float):
    """A NaN whose sign bit is set, shown with its sign (Python's repr drops it); compared as any NaN."""

    def __repr__(self) -> str:
        return "-nan"


class _SignedComplex(complex):
    """A complex number holding a negative NaN, shown with its sign."""

    def __repr__(self) -> str:
        real, imag = (repr(_signed(part)).removesuffix(".0") for part in (self.real, self.imag))
        if self.real == 0 and math.copysign(1.0, self.real) > 0:  # as Python writes it: no real part
            return f"{imag}j"
        return f"({real}{'' if imag.startswith('-') else '+'}{imag}j)"


def _signed(number: Any) -> Any:
    """A float or complex as plain Python, a negative NaN in it kept apart so that it shows its sign.

    >>> _signed(-float("nan")), _signed(float("nan")), _signed(complex(1.5, -float("nan"))), _signed(complex(0, -float("nan")))
    (-nan, nan, (1.5-nanj), -nanj)
    >>> _signed(complex(-float("nan"), 100.0)), _signed(-0.0)
    ((-nan+100j), -0.0)
    """
    if isinstance(number, complex):
        negative = any(math.isnan(p) and math.copysign(1.0, p) < 0 for p in (number.real, number.imag))
        return _SignedComplex(number) if negative else complex(number)
    number = float(number)
    return _NegativeNaN(number) if math.isnan(number) and math.copysign(1.0, number) < 0 else number


_RENDERED = (KernelFloats, Named, NotRendered, Cycle)
_rendering: list[int] = []  # the containers and objects being rendered, outermost first: cycles and depth guarded


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
    if isinstance(value, _RENDERED):
        return value
    if isinstance(value, type):  # a class, np.float32 included: a value, named as Python names it
        return Named(f"<class '{_qualified(value)}'>")
    for conversion in declarations().values:
        converted = conversion(value)
        if converted is not NotImplemented:
            return plain(converted)
    if hasattr(value, "numpy"):  # a framework's tensor
        value = value.numpy()
    if hasattr(value, "dtype") and hasattr(value, "tolist"):  # numpy array or scalar, np.float64 included
        return _array(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, (float, complex)) and not isinstance(value, bool):
        return _signed(value)
    kind: type[Any]
    for kind in (bool, int, str):  # an IntEnum is its int, a str subclass its str
        if isinstance(value, kind):
            return kind(value)
    if value is None:
        return value
    if id(value) in _rendering:
        return Cycle(len(_rendering) - _rendering.index(id(value)))
    if len(_rendering) >= MAX_DEPTH:
        return NotRendered(f"nested deeper than {MAX_DEPTH} levels")
    _rendering.append(id(value))
    try:
        return _composite(value)
    finally:
        _rendering.pop()


def _qualified(kind: type[Any]) -> str:
    """A class's name as Python's repr of it says it: ``numpy.float32``, ``int``."""
    module = getattr(kind, "__module__", None)
    return kind.__qualname__ if module in (None, "builtins") else f"{module}.{kind.__qualname__}"


def _composite(value: Any) -> Any:
    """A container or an object as plain Python (:func:`plain`), its parts made plain in turn."""
    if isinstance(value, Fields):  # a framework's conversion (``Converter.values``): its fields made plain
        return Fields(value.kind, tuple((name, plain(v)) for name, v in value.fields))
    if isinstance(value, tuple) and not _is_named_tuple(value):
        return tuple(plain(v) for v in value)
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return SortedItems.of(value)
    if isinstance(value, (set, frozenset)):
        return Unordered.of(value)
    if isinstance(value, types.GeneratorType):
        return [plain(v) for v in generated_items(value)]
    if inspect.isroutine(value) or isinstance(value, types.ModuleType):
        what = "a module" if isinstance(value, types.ModuleType) else "a function"
        return NotRendered(f"{what}, {getattr(value, '__qualname__', getattr(value, '__name__', '?'))}")
    if isinstance(value, enum.Enum):
        return Named(f"{type(value).__qualname__}.{value.name}")
    declared, fields = _fields(value)
    if fields or declared:
        return Fields(type(value).__qualname__, tuple((name, plain(v)) for name, v in fields))
    text = _own_repr(value)
    if text is not None:
        return Named(text)
    return NotRendered(f"an object of {type(value).__qualname__} shows no field, nor a repr of its own")


def _is_named_tuple(value: tuple[Any, ...]) -> bool:
    fields = getattr(type(value), "_fields", None)
    return isinstance(fields, tuple) and len(fields) == len(value) and all(isinstance(f, str) for f in fields)


_MISSING = object()


def _fields(value: Any) -> tuple[bool, list[tuple[str, Any]]]:
    """Whether ``value``'s class declares its fields (a dataclass, a named tuple, an attrs class), and each field it
    holds with its value: declared ones in the class's order, else ``__slots__`` (base classes first) and then
    ``__dict__`` (by name; its dunder entries are the class's, not the value's). A field never set is left out.

    >>> class Base:
    ...     __slots__ = ("__hidden", "b")
    >>> class Child(Base):
    ...     def __init__(self):
    ...         self.z, self.a, self._Base__hidden = 1, 2, 3
    >>> _fields(Child())
    (False, [('__hidden', 3), ('a', 2), ('z', 1)])
    """
    kind = type(value)
    if isinstance(value, tuple):  # a named tuple: the only tuples that reach here
        return True, list(zip(kind._fields, value, strict=True))
    declared = True
    if dataclasses.is_dataclass(value):
        names = [(field.name, field.name) for field in dataclasses.fields(value)]
    elif isinstance(attributes := getattr(kind, "__attrs_attrs__", None), tuple):
        names = [(attribute.name, attribute.name) for attribute in attributes]
    else:
        declared, names = False, []
        for klass in reversed(kind.__mro__):
            slots = klass.__dict__.get("__slots__", ())
            for slot in (slots,) if isinstance(slots, str) else slots:
                private = slot.startswith("__") and not slot.endswith("__")
                if slot not in ("__dict__", "__weakref__"):
                    names.append((slot, f"_{klass.__name__.lstrip('_')}{slot}" if private else slot))
        try:
            state = object.__getattribute__(value, "__dict__")
        except AttributeError:
            state = None
        if isinstance(state, dict):
            keys = sorted(k for k in state if isinstance(k, str) and not (k.startswith("__") and k.endswith("__")))
            names += [(k, k) for k in keys]
    found = []
    for name, attribute in names:
        try:
            found.append((name, object.__getattribute__(value, attribute)))
        except AttributeError:  # a field never set
            continue
    return declared, found


def _own_repr(value: Any) -> str | None:
    """A repr of the value's class's own (not ``object``'s) that names no address, or None."""
    if type(value).__repr__ is object.__repr__:
        return None
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a repr that fails renders nothing
        return None
    return None if _ADDRESS.search(text) else text


def _floats_close(a: float, b: float, relative: float) -> bool:
    if math.isnan(a) or math.isnan(b):  # a NaN is equal to a NaN alone, whatever its sign
        return math.isnan(a) and math.isnan(b)
    return math.isclose(a, b, rel_tol=relative, abs_tol=ABSOLUTE_TOLERANCE)


def _numbers_close(a: complex | float, b: complex | float, relative: float) -> bool:
    """Two floats or two complex numbers to a tolerance; a complex number holding a NaN is compared part by part.

    >>> nan = float("nan")
    >>> _numbers_close(complex(nan, 1), complex(nan, 2), 1e-5), _numbers_close(complex(nan, 1), complex(nan, 1), 1e-5)
    (False, True)
    >>> _numbers_close(complex(1, nan), complex(nan, 1), 1e-5), _numbers_close(nan, -nan, 1e-5)
    (False, True)
    """
    if isinstance(a, complex) and isinstance(b, complex) and any(map(cmath.isnan, (a, b))):
        return _floats_close(a.real, b.real, relative) and _floats_close(a.imag, b.imag, relative)
    if isinstance(a, complex) or isinstance(b, complex):
        return cmath.isclose(a, b, rel_tol=relative, abs_tol=ABSOLUTE_TOLERANCE)
    return _floats_close(a, b, relative)


def _kind(value: Any) -> type[Any]:
    """The kind a value is compared as: a NaN shown with its sign is a float still."""
    return float if isinstance(value, _NegativeNaN) else complex if isinstance(value, _SignedComplex) else type(value)


def close(a: Any, b: Any, relative: float = DEFAULT_RELATIVE_TOLERANCE, unrendered: bool = False) -> bool:
    """Equal in kind and value, floats to a relative tolerance (looser for 16-bit floats), the rest exactly; a value
    the harness could not render (``NotRendered``) is equal to nothing, or, with ``unrendered``, to anything.

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
    >>> close(Fields("P", (("x", 1),)), Fields("P", (("x", 1),))), close(Fields("P", (("x", 1),)), Fields("Q", (("x", 1),)))
    (True, False)
    >>> close(plain(len), plain(len)), close([plain(len), 1], [plain(len), 1], unrendered=True)
    (False, True)
    """
    if isinstance(a, NotRendered) or isinstance(b, NotRendered):
        return unrendered
    if isinstance(a, KernelFloats) and isinstance(b, KernelFloats) and (a.dtype, a.shape) != (b.dtype, b.shape):
        return False
    if isinstance(a, KernelFloats) or isinstance(b, KernelFloats):
        tolerance = max(x.relative_tolerance for x in (a, b) if isinstance(x, KernelFloats))
        unpack = lambda x: x.values if isinstance(x, KernelFloats) else x  # noqa: E731
        return close(unpack(a), unpack(b), tolerance, unrendered)
    if _kind(a) is not _kind(b):
        return False
    if isinstance(a, (float, complex)):
        return _numbers_close(a, b, relative)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(close(x, y, relative, unrendered) for x, y in zip(a, b, strict=True))
    if isinstance(a, SortedItems):
        return close(a.items, b.items, relative, unrendered)
    if isinstance(a, Unordered):
        return a.kind == b.kind and close(a.items, b.items, relative, unrendered)
    if isinstance(a, Fields):
        return a.kind == b.kind and close(a.fields, b.fields, relative, unrendered)
    return bool(a == b)


SAME, DIFFERS, NOT_RENDERED = "same", "differs", "not rendered"


def compared(a: Any, b: Any) -> str:
    """``same``, ``differs`` (somewhere both are rendered), or ``not rendered`` (they agree wherever rendered, but a
    value of either is ``NotRendered``): a value the harness cannot render is never the same as anything.

    >>> compared(plain([1, len]), plain([1, len])), compared(plain([1, len]), plain([2, len])), compared([1.0], [1.0])
    ('not rendered', 'differs', 'same')
    """
    if close(a, b):
        return SAME
    return NOT_RENDERED if close(a, b, unrendered=True) else DIFFERS


def shown(value: Any) -> str:
    """A result as text, cut short when long.

    >>> shown(list(range(200))).endswith("… (890 characters in all)")
    True
    """
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else f"{text[:MAX_SHOWN]} … ({len(text)} characters in all)"
