def new_shape(x):
    __return_0 = False
    __return_value_0 = None
    'The same shape twice (one program), then a longer tensor: its shape guard misses, a second translation.'
    __return_value_0 = _jst.Call((x * 2.0).sum)()
    return __return_value_0
