def arithmetic_operators(a, b):

    def _orig_arithmetic_operators(a, b):
        __return_0 = False
        __return_value_0 = None
        'Floor division, modulo, multiplication and true division on ints.'
        __return_value_0 = (a // b, a % b, a * b, a / b)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_arithmetic_operators, inputs=(9, 4))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(9, 4))(_orig_arithmetic_operators)
    return _decoedby_case(a, b)
