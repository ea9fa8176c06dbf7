def del_dict_key(n):

    def _orig_del_dict_key(n):
        __return_0 = False
        __return_value_0 = None
        'Builds a dict display, deletes one key with del and sums the rest.'
        d = {'a': n, 'b': 2 * n, 'c': 3 * n}
        del d['a']
        __return_value_0 = d['b'] + d['c'] + _jst.Call(len)(d)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_del_dict_key, inputs=(5,))
    except:
        _decoedby_case = _jst.Call(case)(inputs=(5,))(_orig_del_dict_key)
    return _decoedby_case(n)
