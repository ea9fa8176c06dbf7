"""Numba cases: typed containers (numba.typed.List and Dict), reflected lists, tuples, sets and strings."""

import numba
import numpy as np
from numba import types
from numba.typed import Dict, List

from harness import case


@case(inputs=lambda: (np.int64(5),))
def typed_list_build(n):
    """A numba.typed.List built and appended to inside the function: its item type inferred from the first append."""
    items = List()
    for i in range(n):
        items.append(i * i)
    total = 0
    for x in items:
        total += x
    return total, len(items)


@case(inputs=lambda: (np.arange(6, dtype=np.int64),))
def typed_dict_count(a):
    """A numba.typed.Dict made empty with explicit key and value types, counting remainders."""
    counts = Dict.empty(key_type=types.int64, value_type=types.int64)
    for x in a:
        key = x % 3
        counts[key] = counts.get(key, 0) + 1
    return counts[0] * 100 + counts[1] * 10 + counts[2]


@case(inputs=lambda: (np.array([1.0, 2.0, 3.0]),))
def dict_literal(a):
    """A dict literal with string keys: Numba types it as a typed dict of unicode to float64."""
    scale = {"double": 2.0, "half": 0.5}
    return a * scale["double"] + scale["half"]


@case(inputs=lambda: (np.int64(4),))
def reflected_list(n):
    """A Python list inside the function, returned: Numba's reflected list becomes a Python list again."""
    out = [0]
    for i in range(1, n):
        out.append(out[-1] + i)
    return out


@case(inputs=lambda: (np.arange(5, dtype=np.int64),))
def list_comprehension(a):
    """A list comprehension: Numba inlines the comprehension's closure into a loop (inline_closure_likes)."""
    squares = [x * x for x in a if x % 2 == 0]
    return sum(squares)


@case(inputs=lambda: (np.int64(3), np.float64(2.5)))
def heterogeneous_tuple(n, x):
    """A tuple of an int, a float and a string, indexed by constants: a heterogeneous tuple type."""
    record = (n, x, "label")
    return record[0] * record[1], len(record[2])


@case(inputs=lambda: (np.array([3, 1, 3, 2, 1], dtype=np.int64),))
def set_unique(a):
    """A set built from an array's elements: Numba's own set of int64."""
    seen = set()
    for x in a:
        seen.add(x)
    return len(seen)


@case(inputs=lambda: (np.int64(3),))
def string_ops(n):
    """Unicode strings: concatenation in a loop, len and a comparison."""
    text = ""
    for _ in range(n):
        text += "ab"
    return len(text), text == "ababab"


@case(inputs=lambda: (np.int64(3),))
def literal_unroll_tuple(n):
    """numba.literal_unroll over a heterogeneous tuple: the loop body is versioned per element type."""
    values = (1, 2.5, 3)
    total = 0.0
    for v in numba.literal_unroll(values):
        total += v * n
    return total


@case(inputs=lambda: (np.arange(4.0),))
def typed_list_of_arrays(a):
    """A typed List holding arrays: a list of array slices, each summed."""
    parts = List()
    parts.append(a[:2])
    parts.append(a[2:])
    return parts[0].sum() - parts[1].sum()
