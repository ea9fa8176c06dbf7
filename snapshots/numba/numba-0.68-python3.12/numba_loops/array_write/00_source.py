def array_write(a):
    """A new array filled in a loop: np.empty_like, a store per element, the array returned."""
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i] * 2 if i % 2 else -a[i]
    return out
