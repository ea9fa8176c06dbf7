def for_over_list(xs):
    x = _jst.UndefinedVar('x')
    __return_0 = False
    __return_value_0 = None
    "Iterates directly over a list's items (not over range)."
    total = 0
    for x in xs:
        total += x
    __return_value_0 = total
    return __return_value_0
