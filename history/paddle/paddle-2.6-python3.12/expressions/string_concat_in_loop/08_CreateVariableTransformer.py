def string_concat_in_loop(n: int) ->str:
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Concatenates strings chosen by a conditional expression in a loop."""
    s = ''
    for i in range(n):
        s = s + ('x' if i % 2 == 0 else 'o')
    __return_value_0 = s
    return __return_value_0
