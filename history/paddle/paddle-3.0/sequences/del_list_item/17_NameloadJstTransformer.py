def del_list_item(xs):

    def _orig_del_list_item(xs):
        __return_0 = False
        __return_value_0 = None
        'Deletes an item from a copied list with del.'
        ys = _jst.Ld(list)(_jst.Ld(xs))
        del _jst.Ld(ys)[1]
        __return_value_0 = _jst.Ld(ys)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_del_list_item), inputs=([1, 2, 3, 4],))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=([1, 2, 3, 4],))(_jst.Ld(_orig_del_list_item))
    return _jst.Ld(_decoedby_case)(_jst.Ld(xs))
