"""Numba cases written as Numba's own tests write them: decorated ``@njit``, with defaults, generators, typed containers
and ``objmode`` blocks (numba/tests/test_generators.py, test_dictobject.py, test_typedlist.py, test_withlifting.py)."""

import numba
import numpy as np
from numba import jit, njit, objmode, types
from numba.typed import Dict, List

from harness import case


@case(inputs=lambda: (np.int64(5),))
@njit
def njit_bare(n):
    """``@njit`` under the harness's ``@case``: converted as the def it wraps (``py_func``)."""
    acc = 0
    for i in range(n):
        acc += i * i
    return acc


@case(inputs=lambda: (np.arange(4.0),))
@numba.njit(fastmath=True, boundscheck=False)
def njit_with_options(a):
    """``@numba.njit(...)`` with options: the recorded compilation keeps them (``fastmath`` shows as ``fast`` flags)."""
    total = 0.0
    for x in a:
        total += x * 0.5
    return total


@case(inputs=lambda: (np.int64(3),))
@jit(nopython=True)
def jit_nopython(n):
    """``@jit(nopython=True)``, as older Numba code writes ``@njit``."""
    return n * (n + 1) // 2


@case(inputs=lambda: [(np.int64(6),), (np.int64(0),)])
@njit
def recursive_njit(n):
    """Self-recursion through the global name, which is the ``@njit`` dispatcher as in Numba's test_recursion.py."""
    if n <= 0:
        return 1
    return n * recursive_njit(n - 1)


@case(inputs=lambda: [(np.float64(2.0),), (np.float64(2.0), np.float64(3.0))])
@njit
def defaults_left_out(x, scale=10.0, bias=1):
    """Parameters with defaults, left out by the first input set: Numba fills them from the def (``Omitted``)."""
    return x * scale + bias


@case(inputs=lambda: (np.int64(4),))
@njit
def generator_of_squares(n):
    """A generator function (test_generators.py's gen1): the caller gets a generator, compared by its items."""
    for i in range(n):
        yield i * i


@case(inputs=lambda: (np.arange(5, dtype=np.int64),))
@njit
def returns_typed_dict(keys):
    """A typed Dict returned to Python (test_dictobject.py): compared by its contents."""
    d = Dict.empty(key_type=types.int64, value_type=types.float64)
    for k in keys:
        d[k] = k * 1.5
    return d


@case(inputs=lambda: (np.int64(4),))
@njit
def returns_typed_list(n):
    """A typed List returned to Python (test_typedlist.py): compared by its contents."""
    out = List()
    for i in range(n):
        out.append(i + 1)
    return out


@case(inputs=lambda: (np.int64(4),))
@njit
def returns_dict_literal_of_lists(n):
    """A dict of typed lists: contents compared all the way down."""
    d = {}
    for i in range(n):
        d[i] = List([i, i * 2])
    return d


@case(inputs=lambda: (np.arange(3.0),))
@njit
def objmode_block(a):
    """An ``objmode`` block (test_withlifting.py): lifted out and compiled in object mode, called from nopython code."""
    x = a.sum()
    with objmode(y="float64"):
        y = float(np.round(x * 2.0))
    return x + y


@case(inputs=lambda: (np.arange(4, dtype=np.int64),))
@njit(cache=True, locals={"acc": types.int64})
def njit_cache_and_locals(a):
    """``cache=True`` (not taken: the harness writes no cache beside the case, options.txt says so) and ``locals``."""
    acc = 0
    for x in a:
        acc += x
    return acc


@case(inputs=lambda: (np.int64(3),))
@njit
def typed_dict_wrong_key(n):
    """A string key into a Dict of int64 keys: no overload of ``setitem`` matches, each named by where Numba defines it."""
    d = Dict.empty(key_type=types.int64, value_type=types.float64)
    d["key"] = n * 1.0
    return len(d)
