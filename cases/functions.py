"""Neutral cases: nested functions, closures, helper calls, builtins and lambdas."""

from typing import List

from harness import case


def _helper(x: int) -> int:
    """Double x and add one; called by the cases below."""
    return 2 * x + 1


def _clamp(x: int, lo: int, hi: int) -> int:
    """Clamp x into [lo, hi]."""
    return max(lo, min(x, hi))


@case(inputs=(4,))
def calls_helper(n: int) -> int:
    """Calls a private helper function defined in the same module."""
    return _helper(n) + _helper(n + 1)


@case(inputs=(15,))
def calls_two_helpers(n: int) -> int:
    """Chains calls to two module-level helpers."""
    return _clamp(_helper(n), 0, 20)


@case(inputs=(3,))
def nested_def(n: int) -> int:
    """Defines and calls a nested function. Rejected by TorchScript: no nested defs."""

    def square(v: int) -> int:
        return v * v

    return square(n) + 1


@case(inputs=(3,))
def closure_reads_outer(n: int) -> int:
    """A closure reading an outer variable. Rejected by TorchScript: no nested defs."""
    offset = n * 10

    def add_offset(v: int) -> int:
        return v + offset

    return add_offset(1) + add_offset(2)


@case(inputs=(-7,))
def builtin_calls(n: int) -> int:
    """Uses abs, min, max, int and float builtins on scalars."""
    a = abs(n)
    b = max(a, 3)
    c = min(b, 100)
    f = float(c) / 2.0
    return int(f)


@case(inputs=([3, 1, 4, 1, 5],))
def builtin_len_range(xs: List[int]) -> int:
    """Uses len and range to index through a list."""
    total = 0
    for i in range(len(xs)):
        total += xs[i] * i
    return total


@case(inputs=(5,))
def lambda_bound_and_called(n: int) -> int:
    """Binds a lambda to a name and calls it. Rejected by TorchScript: lambdas are unsupported."""
    f = lambda v: v * 3 + 1  # noqa: E731
    return f(n)


@case(inputs=(6,))
def recursive_style_helper(n: int) -> int:
    """Calls a helper in a loop, feeding its result back in."""
    v = n
    for _ in range(3):
        v = _helper(v) % 17
    return v
