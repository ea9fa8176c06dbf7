def njit_bare(n):
    """``@njit`` under the harness's ``@case``: converted as the def it wraps (``py_func``)."""
    acc = 0
    for i in range(n):
        acc += i * i
    return acc
