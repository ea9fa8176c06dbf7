"""``behaviour.txt`` compares a value of any class by what it holds (issue 61): two objects that differ in any field
never compare ``same``, whatever the class is built with; a value the harness cannot render is never ``same``; a
complex NaN is compared part by part; a type is a value."""

from __future__ import annotations

import collections
import dataclasses
import enum
import math
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from harness.convert.behaviour.run import run_all
from harness.convert.behaviour.values import SAME, compared, plain, shown


def _dict_class(name: str, fields: list[str]) -> type[Any]:
    def __init__(self: Any, *values: Any) -> None:
        for field, value in zip(fields, values, strict=True):
            setattr(self, field, value)

    return type(name, (), {"__init__": __init__})


def _slots_class(name: str, fields: list[str]) -> type[Any]:
    def __init__(self: Any, *values: Any) -> None:
        for field, value in zip(fields, values, strict=True):
            setattr(self, field, value)

    return type(name, (), {"__slots__": tuple(fields), "__init__": __init__})


def _named_tuple(name: str, fields: list[str]) -> type[Any]:
    kind = collections.namedtuple(name, fields)  # type: ignore[misc]
    return lambda *values: kind(*values)  # type: ignore[return-value]


def _attrs_class(name: str, fields: list[str]) -> type[Any]:
    return attrs.make_class(name, fields)


def _dataclass(name: str, fields: list[str]) -> type[Any]:
    return dataclasses.make_dataclass(name, fields)


BUILDERS: dict[str, Callable[[str, list[str]], Any]] = {
    "dataclass": _dataclass,
    "named tuple": _named_tuple,
    "attrs": _attrs_class,
    "__dict__": _dict_class,
    "__slots__": _slots_class,
}

_Inner = dataclasses.make_dataclass("Inner", ["a", "b"])

LEAVES = (
    st.integers(-5, 5)
    | st.booleans()
    | st.none()
    | st.text(alphabet="ab", max_size=2)
    | st.integers(-5, 5).map(float)  # floats apart by 1 or more: beyond the tolerance, a difference
)
VALUES = st.recursive(
    LEAVES,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.lists(inner, max_size=3).map(tuple)
        | st.builds(_Inner, inner, inner)
        | st.dictionaries(st.text(alphabet="xy", max_size=1), inner, max_size=2)
    ),
    max_leaves=6,
)
NAMES = st.lists(st.sampled_from(["a", "b", "mask", "value", "hidden_", "x1"]), min_size=1, max_size=4, unique=True)
# The same examples on every run and machine, no database written, and no health check a loaded machine trips.
SETTINGS = settings(
    max_examples=300, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck)
)


def _identical(a: Any, b: Any) -> bool:
    """Equal in Python and of the same types all the way down (``1`` is not ``True`` nor ``1.0``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(map(_identical, a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_identical(a[k], b[k]) for k in a)
    if dataclasses.is_dataclass(a):
        return _identical(dataclasses.astuple(a), dataclasses.astuple(b))  # type: ignore[arg-type]
    return bool(a == b)


@SETTINGS
@given(
    kind=st.sampled_from(sorted(BUILDERS)),
    names=NAMES,
    data=st.data(),
)
def test_two_objects_that_differ_in_any_field_never_compare_same(kind: str, names: list[str], data: Any) -> None:
    build = BUILDERS[kind]("Generated", names)
    values = [data.draw(VALUES) for _ in names]
    index = data.draw(st.integers(0, len(names) - 1))
    other = data.draw(VALUES)
    assume(not _identical(values[index], other))
    changed = [*values[:index], other, *values[index + 1 :]]
    one, two, again = build(*values), build(*changed), build(*values)
    assert compared(plain(one), plain(two)) != SAME, (shown(plain(one)), shown(plain(two)))
    assert run_all(lambda: (0,), {"python": lambda _: one, "converted": lambda _: two}).endswith(
        "\ndiffers: converted\n"
    )
    assert compared(plain(one), plain(again)) == SAME  # the check can pass: the same fields are the same


@SETTINGS
@given(names=NAMES, data=st.data())
def test_two_classes_with_the_same_fields_differ(names: list[str], data: Any) -> None:
    values = [data.draw(VALUES) for _ in names]
    one, two = _dataclass("One", names)(*values), _dataclass("Two", names)(*values)
    assert compared(plain(one), plain(two)) != SAME


@pytest.mark.parametrize("kind", sorted(BUILDERS))
def test_an_object_shows_its_class_and_its_fields_in_a_fixed_order(kind: str) -> None:
    text = shown(plain(BUILDERS[kind]("Point", ["y", "x"])(2, [1.5])))
    assert text == ("Point(x=[1.5], y=2)" if kind in ("__dict__",) else "Point(y=2, x=[1.5])")


class _Colour(enum.Enum):
    RED = 1


class _NoState:
    __slots__ = ()


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (len, "<not compared: a function, len>"),
        (lambda: 1, "<not compared: a function, <lambda>>"),
        (math, "<not compared: a module, math>"),
        (_NoState(), "<not compared: an object of _NoState shows no field, nor a repr of its own>"),
        (iter([1]), "<not compared: an object of list_iterator shows no field, nor a repr of its own>"),
    ],
)
def test_a_value_the_harness_cannot_render_says_why_and_is_never_same(value: Any, text: str) -> None:
    assert shown(plain(value)) == text
    behaviour = run_all(lambda: (0,), {"python": lambda _: (1, value), "converted": lambda _: (1, value)})
    assert behaviour.endswith("\nnot compared, as a value is not rendered: converted\n"), behaviour
    # where the rendered parts differ, it differs
    other = run_all(lambda: (0,), {"python": lambda _: (1, value), "converted": lambda _: (2, value)})
    assert other.endswith("\ndiffers: converted\n"), other


def test_types_enums_and_reprs_without_an_address_are_values() -> None:
    assert shown(plain([int, _Colour.RED, range(2), collections.OrderedDict])) == (
        "[<class 'int'>, _Colour.RED, range(0, 2), <class 'collections.OrderedDict'>]"
    )
    assert compared(plain(int), plain(float)) != SAME
    assert compared(plain(_Colour.RED), plain(_Colour.RED)) == SAME


def test_a_cycle_and_depth_are_guarded() -> None:
    node = _dict_class("Node", ["child"])(None)
    node.child = node
    assert shown(plain(node)) == "Node(child=<cycle: 1 up>)"
    deep: list[Any] = []
    for _ in range(100):
        deep = [deep]
    assert "<not compared: nested deeper than 32 levels>" in shown(plain(deep))


def test_a_complex_nan_is_compared_part_by_part_and_a_negative_nan_keeps_its_sign() -> None:
    nan = float("nan")
    assert compared(plain(complex(nan, 1.0)), plain(complex(nan, 2.0))) != SAME
    assert compared(plain(complex(nan, 1.0)), plain(complex(nan, 1.0))) == SAME
    assert compared(plain(complex(1.0, nan)), plain(complex(nan, 1.0))) != SAME
    assert shown(plain([-nan, nan, complex(-nan, 1.0)])) == "[-nan, nan, (-nan+1j)]"
    assert compared(plain(-nan), plain(nan)) == SAME  # IEEE leaves a NaN's sign to the kernel
