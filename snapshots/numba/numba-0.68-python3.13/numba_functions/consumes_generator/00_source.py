def consumes_generator(n):
    """A jitted generator consumed in a loop: Numba compiles a generator as a state machine."""
    total = 0
    for v in _count_up(n):
        total += v
    return total
