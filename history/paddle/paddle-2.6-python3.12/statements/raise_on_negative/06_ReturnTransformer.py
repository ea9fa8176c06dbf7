def raise_on_negative(n: int) ->int:
    __return_value_0 = None
    """A raise ValueError(...) in an if branch that the example input does not take."""
    if n < 0:
        raise ValueError('n must not be negative')
    __return_value_0 = n * 2
    return __return_value_0
