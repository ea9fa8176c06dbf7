def del_list_item(xs):
    __return_value_0 = None
    """Deletes an item from a copied list with del."""
    ys = _jst.Ld(list)(_jst.Ld(xs))
    del _jst.Ld(ys)[1]
    __return_value_0 = _jst.Ld(ys)
    return _jst.Ld(__return_value_0)
