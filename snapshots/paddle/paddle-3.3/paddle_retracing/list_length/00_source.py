def list_length(x, ns):
    """A list of Python numbers is guarded by its length: a longer list, a new translation."""
    for n in ns:
        x = x * n
    return x
