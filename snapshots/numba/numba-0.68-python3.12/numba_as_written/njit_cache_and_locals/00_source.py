def njit_cache_and_locals(a):
    """``cache=True`` (not taken: the harness writes no cache beside the case, options.txt says so) and ``locals``."""
    acc = 0
    for x in a:
        acc += x
    return acc
