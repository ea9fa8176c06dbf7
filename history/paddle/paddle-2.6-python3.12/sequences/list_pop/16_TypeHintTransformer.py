def list_pop(xs):
    __return_value_0 = None
    """Pops items from the end and from the front of a copied list."""
    ys = _jst.Ld(list)(_jst.Ld(xs))
    last = _jst.Call(_jst.Ld(_jst.Ld(ys).pop))()
    first = _jst.Call(_jst.Ld(_jst.Ld(ys).pop))(0)
    __return_value_0 = _jst.Ld(last) - _jst.Ld(first) + _jst.Call(_jst.Ld(len))(_jst.Ld(ys))
    return _jst.Ld(__return_value_0)
