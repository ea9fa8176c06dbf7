def heterogeneous_tuple(n, x):
    """A tuple of an int, a float and a string, indexed by constants: a heterogeneous tuple type."""
    record = (n, x, "label")
    return record[0] * record[1], len(record[2])
