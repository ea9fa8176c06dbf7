def reflected_list(n):
    """A Python list inside the function, returned: Numba's reflected list becomes a Python list again."""
    out = [0]
    for i in range(1, n):
        out.append(out[-1] + i)
    return out
