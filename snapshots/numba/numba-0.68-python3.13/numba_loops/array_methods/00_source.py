def array_methods(m):
    """Array methods and reductions Numba implements: sum, max along the array, the transpose's shape."""
    return m.sum() + m.max() + m.T.shape[0]
