def starred_call_tuple(t):

    def _orig_starred_call_tuple(t):
        __return_0 = False
        __return_value_0 = None
        'Calls a helper with a starred tuple, f(*t).'
        __return_value_0 = _jst.Call(_jst.Ld(_add3))(*_jst.Ld(t))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_starred_call_tuple), inputs=((1, 2, 3),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=((1, 2, 3),))(_jst.Ld(_orig_starred_call_tuple))
    return _jst.Ld(_decoedby_case)(_jst.Ld(t))
