def chained_comparison(n):

    def _orig_chained_comparison(n):
        __return_0 = False
        __return_value_0 = None
        'A chained comparison 0 <= n < 10.'
        __return_value_0 = 0 <= n < 10
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_chained_comparison, inputs=(5,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(5,))(_orig_chained_comparison)
    return _decoedby_case(n)
