def fstring_format(n):
    __return_value_0 = None
    """An f-string with two interpolated expressions."""
    __return_value_0 = f'n={_jst.Ld(n)}, twice={_jst.Ld(n) * 2}'
    return _jst.Ld(__return_value_0)
