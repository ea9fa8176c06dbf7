def dict_comprehension(n: int) ->Dict[int, int]:
    __return_value_0 = None
    """A dict comprehension over range mapping i to i * i."""
    __return_value_0 = {i: (i * i) for i in range(n)}
    return __return_value_0
