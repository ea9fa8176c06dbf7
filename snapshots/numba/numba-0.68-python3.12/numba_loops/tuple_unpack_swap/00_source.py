def tuple_unpack_swap(n):
    """Tuple packing and unpacking: a Fibonacci loop swapping two values."""
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
