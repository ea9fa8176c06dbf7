def chained_comparison_three(a, b, c):

    def _orig_chained_comparison_three(a, b, c):
        __return_0 = False
        __return_value_0 = None
        'A three-way chained comparison a < b < c != a.'
        __return_value_0 = a < b < c != a
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_chained_comparison_three, inputs=(1, 2, 3))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(1, 2, 3))(_orig_chained_comparison_three)
    return _decoedby_case(a, b, c)
