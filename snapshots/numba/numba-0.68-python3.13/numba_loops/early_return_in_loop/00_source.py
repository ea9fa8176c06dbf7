def early_return_in_loop(n):
    """A return from inside a loop: the loop's exit and the function's, two return sites."""
    for i in range(10):
        if i * i > n:
            return i
    return -1
