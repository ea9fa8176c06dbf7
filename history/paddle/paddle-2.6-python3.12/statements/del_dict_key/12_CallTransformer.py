def del_dict_key(n: int) ->int:
    __return_value_0 = None
    """Builds a dict display, deletes one key with del and sums the rest."""
    d: Dict[str, int] = {'a': n, 'b': 2 * n, 'c': 3 * n}
    del d['a']
    __return_value_0 = d['b'] + d['c'] + _jst.Call(len)(d)
    return __return_value_0
