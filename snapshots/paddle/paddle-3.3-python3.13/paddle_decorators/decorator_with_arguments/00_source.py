def decorator_with_arguments(x):
    """A decorator called with arguments: DecoratorTransformer passes the function first and, when that raises,
    calls the decorator's result (its try/except around _jst.Call(_scaled))."""

    @_scaled(2.0)
    def inner(y):
        return y + 1.0
    return inner(x)
