def nested_conditional_expression(n):

    def _orig_nested_conditional_expression(n):
        __return_0 = False
        __return_value_0 = None
        'Conditional expressions nested in the else part.'
        __return_value_0 = _jst.IfElse(n > 0, lambda: 1, lambda: _jst.IfElse(n == 0, lambda: 0, lambda: -1, lambda: None, lambda args: None, None, push_pop_names=None), lambda: None, lambda args: None, None, push_pop_names=None)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_nested_conditional_expression, inputs=(-3,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(-3,))(_orig_nested_conditional_expression)
    return _decoedby_case(n)
