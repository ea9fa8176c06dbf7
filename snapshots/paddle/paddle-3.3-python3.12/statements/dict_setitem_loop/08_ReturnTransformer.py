def dict_setitem_loop(n):
    __return_0 = False
    __return_value_0 = None
    'Fills an annotated empty dict by key inside a for loop.'
    d = {}
    for i in range(n):
        d[i] = i * i
    __return_value_0 = d
    return __return_value_0
