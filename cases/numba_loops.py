"""Numba cases: loops and branches over NumPy arrays, as ``@njit`` compiles them (the driver applies ``numba.njit``)."""

import numba  # noqa: F401 - routes these cases to Numba's converter
import numpy as np

from harness import case


@case(inputs=lambda: [(np.arange(5.0), 3), (np.arange(-3.0, 3.0), 6)])
def sum_positive(a, n):
    """A for loop over range with a branch on an element: type inference makes ``t`` a float64 throughout."""
    total = 0.0
    for i in range(n):
        if a[i] > 0:
            total += a[i]
    return total


@case(inputs=lambda: (np.arange(12, dtype=np.int64).reshape(3, 4),))
def nested_loops(m):
    """Two nested loops over a 2-d array's shape: a running maximum per row, summed."""
    rows, cols = m.shape
    out = 0
    for r in range(rows):
        best = m[r, 0]
        for c in range(1, cols):
            if m[r, c] > best:
                best = m[r, c]
        out += best
    return out


@case(inputs=lambda: [(np.int64(27),), (np.int64(1),)])
def while_collatz(n):
    """A while loop whose trip count depends on the value: the steps of the Collatz sequence."""
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@case(inputs=lambda: (np.array([3.0, -1.0, 4.0, -1.0, 5.0]),))
def for_break_continue(a):
    """break and continue in one loop over the array's elements."""
    total = 0.0
    for x in a:
        if x < 0:
            continue
        if total > 6:
            break
        total += x
    return total


@case(inputs=lambda: [(np.array([1, 2, 3]), 2), (np.array([1, 2, 3]), 7)])
def for_else(a, target):
    """for/else: the else runs when no break left the loop; AutoGraph rejects it, Numba compiles it."""
    for i in range(a.shape[0]):
        if a[i] == target:
            break
    else:
        return -1
    return i


@case(inputs=lambda: (np.arange(6.0),))
def enumerate_zip(a):
    """enumerate and zip over arrays: Numba's iterators, unrolled into iternext calls."""
    total = 0.0
    for i, (x, y) in enumerate(zip(a, a[::-1])):
        total += i * x - y
    return total


@case(inputs=lambda: (np.arange(10.0),))
def prange_sum(a):
    """numba.prange without parallel=True is a plain range: the same IR as range."""
    total = 0.0
    for i in numba.prange(a.shape[0]):
        total += a[i] ** 2
    return total


@case(inputs=lambda: (np.arange(8, dtype=np.float32),))
def array_write(a):
    """A new array filled in a loop: np.empty_like, a store per element, the array returned."""
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i] * 2 if i % 2 else -a[i]
    return out


@case(inputs=lambda: [(np.float64(2.0),), (np.float64(-3.0),), (np.float64(0.0),)])
def if_elif_else(x):
    """An if/elif/else chain on a float: three return sites, unified to one float64 result."""
    if x > 0:
        return x * 2
    elif x < 0:
        return -x
    else:
        return 0.0


@case(inputs=lambda: [(np.int64(3),), (np.int64(-4),)])
def ternary_and_or(n):
    """A conditional expression and short-circuit ``and``/``or``: each a branch in the IR."""
    sign = 1 if n > 0 else -1
    small = n > -5 and n < 5
    return sign * (10 if small or n == 100 else 20)


@case(inputs=lambda: [(np.int64(5),), (np.int64(0),)])
def early_return_in_loop(n):
    """A return from inside a loop: the loop's exit and the function's, two return sites."""
    for i in range(10):
        if i * i > n:
            return i
    return -1


@case(inputs=lambda: (np.int64(10),))
def constant_branch(n):
    """A branch on a constant: dead_branch_prune removes the branch that can never run before typing."""
    debug = False
    if debug:
        n = n + 1000
    return n * 2


@case(inputs=lambda: (np.arange(6.0).reshape(2, 3),))
def array_methods(m):
    """Array methods and reductions Numba implements: sum, max along the array, the transpose's shape."""
    return m.sum() + m.max() + m.T.shape[0]


@case(inputs=lambda: (np.linspace(0.0, 1.0, 5),))
def ufuncs(x):
    """NumPy ufuncs on an array: each becomes a loop Numba generates, inlined by LLVM."""
    return np.sqrt(x) + np.exp(-x) * np.sin(x)


@case(inputs=lambda: (np.int64(7),))
def tuple_unpack_swap(n):
    """Tuple packing and unpacking: a Fibonacci loop swapping two values."""
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
