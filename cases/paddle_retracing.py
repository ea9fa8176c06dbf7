"""Paddle cases run on several input sets: SOT translates again where a guard of each program it holds refuses them."""

import paddle

from harness import case

OFFSET = 0.0


@case(inputs=lambda: [(paddle.ones([2]),), (paddle.zeros([2]),), (paddle.ones([3]),)])
def new_shape(x):
    """The same shape twice (one program), then a longer tensor: its shape guard misses, a second translation."""
    return (x * 2.0).sum()


@case(inputs=lambda: [(paddle.ones([3]),), (paddle.ones([3], dtype="float64"),)])
def new_dtype(x):
    """float32, then float64: the dtype guard misses."""
    return x * 2


@case(inputs=lambda: [(paddle.ones([2]), 2), (paddle.ones([2]), 2), (paddle.ones([2]), 3)])
def python_scalar(x, n):
    """A Python int is guarded by its value: a new value, a new translation."""
    return x * n


@case(inputs=lambda: [(paddle.ones([2]), [1, 2]), (paddle.ones([2]), [1, 2, 3])])
def list_length(x, ns):
    """A list of Python numbers is guarded by its length: a longer list, a new translation."""
    for n in ns:
        x = x * n
    return x


@case(inputs=lambda: [({"a": paddle.ones([2])},), ({"a": paddle.ones([2]), "b": paddle.ones([2])},)])
def dict_keys(d):
    """A dict's keys are guarded: a new key, a new translation."""
    total = paddle.zeros([2])
    for value in d.values():
        total = total + value
    return total


@case(inputs=lambda: [(paddle.ones([2]),), (paddle.ones([2]),)])
def global_read(x):
    """A module global read by the case, which the case moves as it runs: SOT guards the global's value, so the
    second call, reading another value, is a new translation, and its result Python's."""
    global OFFSET
    y = x + OFFSET
    OFFSET = OFFSET + 1.0
    return y


@case(inputs=lambda: [(paddle.ones([2]), 2), (paddle.ones([2]), 2.5)])
def int_then_float(x, n):
    """A Python int, then a float: the guard on the argument's type misses."""
    return x * n
