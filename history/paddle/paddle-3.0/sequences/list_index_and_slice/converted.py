def list_index_and_slice(xs):

    def _orig_list_index_and_slice(xs):
        __return_0 = False
        __return_value_0 = None
        'Reads list items by positive and negative index and by slices.'
        first = _jst.Ld(_jst.Ld(xs)[0])
        last = _jst.Ld(_jst.Ld(xs)[-1])
        middle = _jst.Ld(_jst.Ld(xs)[1:-1])
        head = _jst.Ld(_jst.Ld(xs)[:2])
        __return_value_0 = _jst.Ld(first) + _jst.Ld(last) + _jst.Call(_jst.Ld(len))(_jst.Ld(middle)) + _jst.Ld(_jst.Ld(head)[1])
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_list_index_and_slice), inputs=([10, 20, 30, 40, 50],))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=([10, 20, 30, 40, 50],))(_jst.Ld(_orig_list_index_and_slice))
    return _jst.Ld(_decoedby_case)(_jst.Ld(xs))
