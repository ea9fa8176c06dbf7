"""Numba cases that @njit rejects, one per class of rejection: typing, unsupported features, untyped globals.

Each docstring names the exception class Numba raises; ``error.txt`` shows the pass that raised it.
"""

import numba  # noqa: F401 - routes these cases to Numba's converter
import numpy as np

from harness import case


@case(inputs=lambda: [(np.int64(1),), (np.int64(-1),)])
def unify_int_and_str(n):
    """TypingError: the variable is an int on one branch and a str on the other; type inference cannot unify them."""
    if n > 0:
        value = 1
    else:
        value = "negative"
    return value


@case(inputs=lambda: (np.arange(3.0),))
def unknown_attribute(a):
    """TypingError: an attribute NumPy has and Numba does not implement for arrays (tofile)."""
    return a.tofile


def _plain_python(x):
    return x + 1


@case(inputs=lambda: (np.int64(2),))
def calls_plain_python(n):
    """TypingError: an untyped global name, a plain Python function Numba cannot call in nopython mode."""
    return _plain_python(n)


@case(inputs=lambda: (np.int64(2),))
def class_inside(n):
    """UnsupportedBytecodeError (UnsupportedError before 0.59): defining a class uses LOAD_BUILD_CLASS."""

    class Point:
        pass

    return n


_COUNTER = 0


@case(inputs=lambda: (np.int64(2),))
def stores_global(n):
    """UnsupportedBytecodeError (UnsupportedError before 0.59): a ``global`` statement that assigns (STORE_GLOBAL)."""
    global _COUNTER
    _COUNTER = n
    return n


@case(inputs=lambda: (np.int64(0),))
def exception_as_variable(n):
    """UnsupportedError: ``except ... as e`` stores the exception object, which nopython mode cannot hold."""
    try:
        return 10 // n
    except ZeroDivisionError as e:
        return len(str(e))


@case(inputs=lambda: (np.int64(1),))
def object_argument(n):
    """TypingError: a call on an object Numba does not type (a Python ``object()``)."""
    marker = object()
    return n if marker is not None else 0


@case(inputs=lambda: (np.arange(3.0), "text"))
def add_array_and_str(a, s):
    """TypingError: no implementation of ``+`` for an array and a string (NumbaTypeError's operator message)."""
    return a + s


@case(inputs=lambda: [(np.int64(2),), (np.int64(0),)])
def divides_by_zero_at_run_time(n):
    """Compiles; raises ZeroDivisionError when called with 0, as Python does: a rejection at run time, not a type."""
    return 10 // n


@case(inputs=lambda: (np.int64(3),))
def returns_closure(n):
    """Rejected: returning an inner function that captures a variable (a closure as a first-class value)."""

    def add(x):
        return x + n

    return add
