def list_append(n):
    """Builds a list of squares with append in a for loop."""
    out = []
    for i in range(n):
        out.append(i * i)
    return out
