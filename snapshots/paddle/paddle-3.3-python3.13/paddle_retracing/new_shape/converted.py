def new_shape(x):
    __return_0 = False
    __return_value_0 = None
    'The same shape twice (one program), then a longer tensor: its shape guard misses, a second translation.'
    __return_value_0 = _jst.Call(_jst.Ld((_jst.Ld(x) * 2.0).sum))()
    return _jst.Ld(__return_value_0)
