def starred_unpack_assign(t):
    __return_0 = False
    __return_value_0 = None
    'Unpacks a tuple with a starred target, a, *rest = t.'
    a, *rest = t
    __return_value_0 = a + _jst.Call(len)(rest)
    return __return_value_0
