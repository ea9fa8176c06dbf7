def del_dict_key(n):
    __return_value_0 = None
    """Builds a dict display, deletes one key with del and sums the rest."""
    d: _jst.Ld(_jst.Ld(Dict)[_jst.Ld(str), _jst.Ld(int)]) = {'a': _jst.Ld(n), 'b': 2 * _jst.Ld(n), 'c': 3 * _jst.Ld(n)}
    del _jst.Ld(d)['a']
    __return_value_0 = _jst.Ld(_jst.Ld(d)['b']) + _jst.Ld(_jst.Ld(d)['c']) + _jst.Call(_jst.Ld(len))(_jst.Ld(d))
    return _jst.Ld(__return_value_0)
