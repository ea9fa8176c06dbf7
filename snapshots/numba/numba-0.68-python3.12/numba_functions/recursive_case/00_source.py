def recursive_case(n):
    """The case calls itself: the call goes through the global name, which is the plain function in Python."""
    if n <= 0:
        return 1
    return n * recursive_case(n - 1)
