def nested_decorated(x):
    __return_value_1 = None
    """A decorator on a nested function: the nested def becomes _orig_inner and _decoedby__add_one inside the case."""

    def inner(y):

        def _orig_inner(y):
            __return_value_0 = None
            __return_value_0 = _jst.Ld(y) * 3.0
            return _jst.Ld(__return_value_0)
        _decoedby__add_one = _jst.Call(_jst.Ld(_add_one))(_jst.Ld(_orig_inner))
        return _jst.Ld(_decoedby__add_one)(_jst.Ld(y))
    __return_value_1 = _jst.Call(_jst.Ld(inner))(_jst.Ld(x))
    return _jst.Ld(__return_value_1)
