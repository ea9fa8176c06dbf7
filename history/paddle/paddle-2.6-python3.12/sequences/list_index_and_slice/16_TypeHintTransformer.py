def list_index_and_slice(xs):
    __return_value_0 = None
    """Reads list items by positive and negative index and by slices."""
    first = _jst.Ld(_jst.Ld(xs)[0])
    last = _jst.Ld(_jst.Ld(xs)[-1])
    middle = _jst.Ld(_jst.Ld(xs)[1:-1])
    head = _jst.Ld(_jst.Ld(xs)[:2])
    __return_value_0 = _jst.Ld(first) + _jst.Ld(last) + _jst.Call(_jst.Ld(len))(_jst.Ld(middle)) + _jst.Ld(_jst.Ld(head)[1])
    return _jst.Ld(__return_value_0)
