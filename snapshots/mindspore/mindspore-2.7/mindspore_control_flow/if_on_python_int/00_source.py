def if_on_python_int(x, n):
    """An if on a Python int: a constant of the graph, so only the branch taken is compiled, once per value."""
    if n > 2:
        return x * n
    return x + n
