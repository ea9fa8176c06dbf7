def stacked_decorators(x):
    __return_value_1 = None
    """Two decorators, applied bottom up: _decoedby__scaled wraps _orig_inner, _decoedby__add_one wraps that."""

    def inner(y):

        def _orig_inner(y):
            __return_value_0 = None
            __return_value_0 = y - 1.0
            return __return_value_0
        try:
            _decoedby__scaled = _jst.Call(_scaled)(_orig_inner, 3.0)
        except:
            _decoedby__scaled = _jst.Call(_scaled)(3.0)(_orig_inner)
        _decoedby__add_one = _jst.Call(_add_one)(_decoedby__scaled)
        return _decoedby__add_one(y)
    __return_value_1 = _jst.Call(inner)(x)
    return __return_value_1
