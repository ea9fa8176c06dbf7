def nested_list_comprehension(xs):

    def _orig_nested_list_comprehension(xs):
        __return_0 = False
        __return_value_0 = None
        'A list comprehension whose element is itself a list comprehension.'
        __return_value_0 = [[x * k for k in _jst.Call(range)(3)] for x in xs]
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_nested_list_comprehension, inputs=([3, 4],))
    except:
        _decoedby_case = _jst.Call(case)(inputs=([3, 4],))(_orig_nested_list_comprehension)
    return _decoedby_case(xs)
