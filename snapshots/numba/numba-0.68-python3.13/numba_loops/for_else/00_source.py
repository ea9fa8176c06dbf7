def for_else(a, target):
    """for/else: the else runs when no break left the loop; AutoGraph rejects it, Numba compiles it."""
    for i in range(a.shape[0]):
        if a[i] == target:
            break
    else:
        return -1
    return i
