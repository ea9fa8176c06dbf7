def list_pop(xs):

    def _orig_list_pop(xs):
        __return_0 = False
        __return_value_0 = None
        'Pops items from the end and from the front of a copied list.'
        ys = list(xs)
        last = _jst.Call(ys.pop)()
        first = _jst.Call(ys.pop)(0)
        __return_value_0 = last - first + _jst.Call(len)(ys)
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_list_pop, inputs=([1, 2, 3, 4],))
    except:
        _decoedby_case = _jst.Call(case)(inputs=([1, 2, 3, 4],))(_orig_list_pop)
    return _decoedby_case(xs)
