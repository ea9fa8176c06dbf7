def tuple_unpacking(a, b):

    def _orig_tuple_unpacking(a, b):
        __return_0 = False
        __return_value_0 = None
        'Swaps two values by tuple unpacking and returns a tuple.'
        a, b = (b, a)
        lo, hi = _jst.IfElse(a < b, lambda: (a, b), lambda: (b, a), lambda: None, lambda args: None, None, push_pop_names=None)
        __return_value_0 = (lo, hi)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_tuple_unpacking, inputs=(3, 8))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(3, 8))(_orig_tuple_unpacking)
    return _decoedby_case(a, b)
