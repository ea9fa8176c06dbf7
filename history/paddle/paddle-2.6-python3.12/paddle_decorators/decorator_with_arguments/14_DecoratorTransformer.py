def decorator_with_arguments(x):
    __return_value_1 = None
    """A decorator called with arguments: DecoratorTransformer passes the function first and, when that raises,
    calls the decorator's result (its try/except around _jst.Call(_scaled))."""

    def inner(y):

        def _orig_inner(y):
            __return_value_0 = None
            __return_value_0 = y + 1.0
            return __return_value_0
        try:
            _decoedby__scaled = _jst.Call(_scaled)(_orig_inner, 2.0)
        except:
            _decoedby__scaled = _jst.Call(_scaled)(2.0)(_orig_inner)
        return _decoedby__scaled(y)
    __return_value_1 = _jst.Call(inner)(x)
    return __return_value_1
