def min_max_of_list(xs):

    def _orig_min_max_of_list(xs):
        __return_0 = False
        __return_value_0 = None
        'Builtin max and min applied to a whole list.'
        __return_value_0 = max(xs) - min(xs)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_min_max_of_list, inputs=([3, 8, 2, 9],))
    except:
        _decoedby_case = _jst.Call(case)(inputs=([3, 8, 2, 9],))(_orig_min_max_of_list)
    return _decoedby_case(xs)
