def nested_while_break(n):
    j = _jst.UndefinedVar('j')
    __return_0 = False
    __return_value_0 = None
    __break_0 = False
    'A break in an inner while loop nested inside an outer while loop.'
    i = 0
    count = 0
    while i < n:
        j = 0
        while _jst.And(lambda: True, lambda: _jst.Not(__break_0)):
            if j >= i:
                __break_0 = True
            if _jst.Not(__break_0):
                count += 1
                j += 1
        i += 1
    __return_value_0 = count
    return __return_value_0
