def tuple_length(t):
    """A homogeneous tuple's length is part of its type (UniTuple(int64 x 2) then x 3)."""
    total = 0
    for v in t:
        total += v
    return total
