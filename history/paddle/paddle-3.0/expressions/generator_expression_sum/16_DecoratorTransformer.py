def generator_expression_sum(xs):

    def _orig_generator_expression_sum(xs):
        __return_0 = False
        __return_value_0 = None
        'sum() over a generator expression.'
        __return_value_0 = sum((x * x for x in xs))
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_generator_expression_sum, inputs=([1, 2, 3],))
    except:
        _decoedby_case = _jst.Call(case)(inputs=([1, 2, 3],))(_orig_generator_expression_sum)
    return _decoedby_case(xs)
