def starred_call_tuple(t):
    __return_0 = False
    __return_value_0 = None
    'Calls a helper with a starred tuple, f(*t).'
    __return_value_0 = _jst.Call(_add3)(*t)
    return __return_value_0
