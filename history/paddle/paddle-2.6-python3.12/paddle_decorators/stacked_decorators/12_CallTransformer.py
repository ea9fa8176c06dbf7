def stacked_decorators(x):
    __return_value_1 = None
    """Two decorators, applied bottom up: _decoedby__scaled wraps _orig_inner, _decoedby__add_one wraps that."""

    @_add_one
    @_jst.Call(_scaled)(3.0)
    def inner(y):
        __return_value_0 = None
        __return_value_0 = y - 1.0
        return __return_value_0
    __return_value_1 = _jst.Call(inner)(x)
    return __return_value_1
