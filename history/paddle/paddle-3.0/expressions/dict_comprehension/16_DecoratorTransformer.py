def dict_comprehension(n):

    def _orig_dict_comprehension(n):
        __return_0 = False
        __return_value_0 = None
        'A dict comprehension over range mapping i to i * i.'
        __return_value_0 = {i: i * i for i in _jst.Call(range)(n)}
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_dict_comprehension, inputs=(4,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(4,))(_orig_dict_comprehension)
    return _decoedby_case(n)
