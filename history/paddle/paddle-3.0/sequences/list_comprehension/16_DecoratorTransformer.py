def list_comprehension(n):

    def _orig_list_comprehension(n):
        __return_0 = False
        __return_value_0 = None
        'A list comprehension over range without a filter.'
        __return_value_0 = [i * 2 for i in _jst.Call(range)(n)]
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_list_comprehension, inputs=(6,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(6,))(_orig_list_comprehension)
    return _decoedby_case(n)
