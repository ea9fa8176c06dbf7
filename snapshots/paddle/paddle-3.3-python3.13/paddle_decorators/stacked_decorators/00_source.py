def stacked_decorators(x):
    """Two decorators, applied bottom up: _decoedby__scaled wraps _orig_inner, _decoedby__add_one wraps that."""

    @_add_one
    @_scaled(3.0)
    def inner(y):
        return y - 1.0
    return inner(x)
