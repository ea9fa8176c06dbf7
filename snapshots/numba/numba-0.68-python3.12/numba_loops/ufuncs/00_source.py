def ufuncs(x):
    """NumPy ufuncs on an array: each becomes a loop Numba generates, inlined by LLVM."""
    return np.sqrt(x) + np.exp(-x) * np.sin(x)
