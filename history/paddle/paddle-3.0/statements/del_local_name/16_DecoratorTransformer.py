def del_local_name(n):

    def _orig_del_local_name(n):
        __return_0 = False
        __return_value_0 = None
        'Deletes a local name with del after its last use.'
        tmp = n * 2
        total = tmp + 1
        del tmp
        __return_value_0 = total
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_del_local_name, inputs=(6,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(6,))(_orig_del_local_name)
    return _decoedby_case(n)
