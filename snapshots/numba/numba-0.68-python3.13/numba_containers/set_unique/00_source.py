def set_unique(a):
    """A set built from an array's elements: Numba's own set of int64."""
    seen = set()
    for x in a:
        seen.add(x)
    return len(seen)
