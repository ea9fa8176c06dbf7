def assert_plain(n):

    def _orig_assert_plain(n):
        __return_0 = False
        __return_value_0 = None
        'An assert without a message before the computation.'
        _jst.Assert(n >= 0)
        __return_value_0 = n * 2
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_assert_plain, inputs=(4,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(4,))(_orig_assert_plain)
    return _decoedby_case(n)
