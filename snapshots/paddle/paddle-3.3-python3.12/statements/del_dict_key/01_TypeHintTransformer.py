def del_dict_key(n):
    """Builds a dict display, deletes one key with del and sums the rest."""
    d = {'a': n, 'b': 2 * n, 'c': 3 * n}
    del d['a']
    return d['b'] + d['c'] + len(d)
