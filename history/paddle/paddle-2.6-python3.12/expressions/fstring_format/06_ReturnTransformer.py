def fstring_format(n: int) ->str:
    __return_value_0 = None
    """An f-string with two interpolated expressions."""
    __return_value_0 = f'n={n}, twice={n * 2}'
    return __return_value_0
