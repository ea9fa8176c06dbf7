def enumerate_list(xs: List[int]) ->int:
    __return_value_0 = None
    """Iterates with enumerate, unpacking index and value."""
    total = 0
    for i, x in enumerate(xs):
        total += i * x
    __return_value_0 = total
    return __return_value_0
