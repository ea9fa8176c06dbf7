def starred_call_tuple(t):

    def _orig_starred_call_tuple(t):
        __return_0 = False
        __return_value_0 = None
        'Calls a helper with a starred tuple, f(*t).'
        __return_value_0 = _jst.Call(_add3)(*t)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_starred_call_tuple, inputs=((1, 2, 3),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=((1, 2, 3),))(_orig_starred_call_tuple)
    return _decoedby_case(t)
