def min_max_of_list(xs):

    def _orig_min_max_of_list(xs):
        __return_0 = False
        __return_value_0 = None
        'Builtin max and min applied to a whole list.'
        __return_value_0 = _jst.Ld(max)(_jst.Ld(xs)) - _jst.Ld(min)(_jst.Ld(xs))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_min_max_of_list), inputs=([3, 8, 2, 9],))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=([3, 8, 2, 9],))(_jst.Ld(_orig_min_max_of_list))
    return _jst.Ld(_decoedby_case)(_jst.Ld(xs))
