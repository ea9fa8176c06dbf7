def builtin_len_range(xs: List[int]) ->int:
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Uses len and range to index through a list."""
    total = 0
    for i in range(len(xs)):
        total += xs[i] * i
    __return_value_0 = total
    return __return_value_0
