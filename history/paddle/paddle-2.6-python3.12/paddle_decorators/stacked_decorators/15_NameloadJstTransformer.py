def stacked_decorators(x):
    __return_value_1 = None
    """Two decorators, applied bottom up: _decoedby__scaled wraps _orig_inner, _decoedby__add_one wraps that."""

    def inner(y):

        def _orig_inner(y):
            __return_value_0 = None
            __return_value_0 = _jst.Ld(y) - 1.0
            return _jst.Ld(__return_value_0)
        try:
            _decoedby__scaled = _jst.Call(_jst.Ld(_scaled))(_jst.Ld(_orig_inner), 3.0)
        except:
            _decoedby__scaled = _jst.Call(_jst.Ld(_scaled))(3.0)(_jst.Ld(_orig_inner))
        _decoedby__add_one = _jst.Call(_jst.Ld(_add_one))(_jst.Ld(_decoedby__scaled))
        return _jst.Ld(_decoedby__add_one)(_jst.Ld(y))
    __return_value_1 = _jst.Call(_jst.Ld(inner))(_jst.Ld(x))
    return _jst.Ld(__return_value_1)
