"""Numba cases: inner functions, closures, lambdas, jitted helpers, recursion and generators."""

import numba
import numpy as np

from harness import case


@numba.njit
def _square(x):
    return x * x


@case(inputs=lambda: (np.arange(4.0),))
def calls_jitted_helper(a):
    """A module-level @njit helper: a call to another dispatcher, compiled for its argument types and linked in."""
    total = 0.0
    for x in a:
        total += _square(x)
    return total


@case(inputs=lambda: (np.int64(5),))
def inner_closure(n):
    """An inner function reading a variable of the case: inline_closure_likes inlines it before typing."""
    offset = 10

    def shifted(i):
        return i + offset

    total = 0
    for i in range(n):
        total += shifted(i)
    return total


@case(inputs=lambda: (np.arange(5.0),))
def lambda_local(a):
    """A lambda bound to a name and called: inlined as an inner function is."""
    scale = lambda v: v * 3 + 1  # noqa: E731
    return scale(a.sum())


@numba.njit
def _fib(n):
    if n < 2:
        return n
    return _fib(n - 1) + _fib(n - 2)


@case(inputs=lambda: [(np.int64(10),), (np.int64(1),)])
def calls_recursive_helper(n):
    """A self-recursive @njit helper: typed by its return statements that do not recurse."""
    return _fib(n)


@case(inputs=lambda: [(np.int64(6),), (np.int64(0),)])
def recursive_case(n):
    """The case calls itself: the call goes through the global name, which is the plain function in Python."""
    if n <= 0:
        return 1
    return n * recursive_case(n - 1)


@numba.njit
def _count_up(n):
    for i in range(n):
        yield i * 2


@case(inputs=lambda: (np.int64(4),))
def consumes_generator(n):
    """A jitted generator consumed in a loop: Numba compiles a generator as a state machine."""
    total = 0
    for v in _count_up(n):
        total += v
    return total


@case(inputs=lambda: (np.float64(2.0),))
def keyword_defaults(x):
    """A jitted helper called with a keyword argument and a default: the call's arguments folded by signature."""
    return _weighted(x, weight=3.0) + _weighted(x)


@numba.njit
def _weighted(x, weight=1.0, bias=0.5):
    return x * weight + bias


@case(inputs=lambda: (np.arange(3.0),))
def inner_function_twice(a):
    """One inner function called with two argument types: an int and a float array element."""

    def double(v):
        return v + v

    return double(a[0]) + double(2)


@case(inputs=[(3,)])
def returns_constant_tuple(n):
    """A tuple constant returned: Numba types its int as ``Literal[int](7)`` on Python 3.11 and as ``int64`` on 3.12
    and 3.13, where CPython returns a constant with ``RETURN_CONST`` (found by fuzz on 3.12 against 3.11, reduced)."""
    return (7, 0.75)
