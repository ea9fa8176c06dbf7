def starred_in_tuple_display(t):

    def _orig_starred_in_tuple_display(t):
        __return_0 = False
        __return_value_0 = None
        'Builds a tuple display containing a starred tuple, (0, *t).'
        __return_value_0 = (0, *t)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_starred_in_tuple_display, inputs=((2, 3),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=((2, 3),))(_orig_starred_in_tuple_display)
    return _decoedby_case(t)
