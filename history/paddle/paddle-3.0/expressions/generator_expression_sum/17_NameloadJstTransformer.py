def generator_expression_sum(xs):

    def _orig_generator_expression_sum(xs):
        __return_0 = False
        __return_value_0 = None
        'sum() over a generator expression.'
        __return_value_0 = _jst.Ld(sum)((_jst.Ld(x) * _jst.Ld(x) for x in _jst.Ld(xs)))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_generator_expression_sum), inputs=([1, 2, 3],))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=([1, 2, 3],))(_jst.Ld(_orig_generator_expression_sum))
    return _jst.Ld(_decoedby_case)(_jst.Ld(xs))
