def returns_constant_tuple(n):
    """A tuple constant returned: Numba types its int as ``Literal[int](7)`` on Python 3.11 and as ``int64`` on 3.12
    and 3.13, where CPython returns a constant with ``RETURN_CONST`` (found by fuzz on 3.12 against 3.11, reduced)."""
    return (7, 0.75)
