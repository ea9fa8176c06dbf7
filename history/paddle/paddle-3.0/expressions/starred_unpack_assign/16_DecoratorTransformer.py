def starred_unpack_assign(t):

    def _orig_starred_unpack_assign(t):
        __return_0 = False
        __return_value_0 = None
        'Unpacks a tuple with a starred target, a, *rest = t.'
        a, *rest = t
        __return_value_0 = a + _jst.Call(len)(rest)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_starred_unpack_assign, inputs=((4, 5, 6),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=((4, 5, 6),))(_orig_starred_unpack_assign)
    return _decoedby_case(t)
