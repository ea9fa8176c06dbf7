def list_comprehension_with_if(n):

    def _orig_list_comprehension_with_if(n):
        __return_0 = False
        __return_value_0 = None
        'A list comprehension with an if filter. Rejected by TorchScript: no comprehension ifs.'
        __return_value_0 = [i * 2 for i in _jst.Call(range)(n) if i % 2 == 0]
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_list_comprehension_with_if, inputs=(6,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(6,))(_orig_list_comprehension_with_if)
    return _decoedby_case(n)
