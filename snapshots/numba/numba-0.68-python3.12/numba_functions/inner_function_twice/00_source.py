def inner_function_twice(a):
    """One inner function called with two argument types: an int and a float array element."""

    def double(v):
        return v + v

    return double(a[0]) + double(2)
