def del_list_item(xs):

    def _orig_del_list_item(xs):
        __return_0 = False
        __return_value_0 = None
        'Deletes an item from a copied list with del.'
        ys = list(xs)
        del ys[1]
        __return_value_0 = ys
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_del_list_item, inputs=([1, 2, 3, 4],))
    except:
        _decoedby_case = _jst.Call(case)(inputs=([1, 2, 3, 4],))(_orig_del_list_item)
    return _decoedby_case(xs)
