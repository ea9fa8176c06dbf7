"""Numba cases run on several input sets whose types differ: each new tuple of argument types is a new compilation."""

import numba  # noqa: F401  # the case file is Numba's
import numpy as np

from harness import case


@case(inputs=lambda: [(2,), (3,), (2.5,)])
def int_then_float(x):
    """Called with an int, then another int (the same program), then a float: a second program for float64."""
    return x * 2 + 1


@case(inputs=lambda: [(np.ones(3),), (np.ones(5),), (np.ones(3, np.float32),)])
def array_shape_then_dtype(a):
    """An array's length is no part of its type (the same program), its dtype is (a new one)."""
    return a.sum() * 2


@case(inputs=lambda: [(np.ones(4),), (np.ones((2, 2)),)])
def array_rank(a):
    """A 1-d array, then a 2-d one: the rank is part of the array's type."""
    total = 0.0
    for v in a.flat:
        total += v
    return total


@case(inputs=lambda: [((1, 2),), ((3, 4),), ((1, 2, 3),)])
def tuple_length(t):
    """A homogeneous tuple's length is part of its type (UniTuple(int64 x 2) then x 3)."""
    total = 0
    for v in t:
        total += v
    return total


@case(inputs=lambda: [(2, True), (2, 1)])
def flag_bool_then_int(n, flag):
    """A flag passed as a bool, then as an int: the same code, typed twice."""
    return n * 3 if flag else n


@case(inputs=lambda: [(np.ones(3), 2.0), (np.ones(3), 5.0), (np.ones(3), 5)])
def scalar_value_then_type(a, scale):
    """A Python float's value is no part of its type (the same program); the int that follows is."""
    return (a * scale).sum()
