def calls_helper(n):

    def _orig_calls_helper(n):
        __return_0 = False
        __return_value_0 = None
        'Calls a private helper function defined in the same module.'
        __return_value_0 = _jst.Call(_helper)(n) + _jst.Call(_helper)(n + 1)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_calls_helper, inputs=(4,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(4,))(_orig_calls_helper)
    return _decoedby_case(n)
