def equality_and_inequality(a: int, b: int, c: int) ->bool:

    def _orig_equality_and_inequality(a: int, b: int, c: int):
        __return_value_0 = None
        """== and != between int parameters, joined by and."""
        __return_value_0 = _jst.And(lambda : a == b, lambda : b != c)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_equality_and_inequality, inputs=(3, 3, 4))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(3, 3, 4))(_orig_equality_and_inequality)
    return _decoedby_case(a, b, c)
