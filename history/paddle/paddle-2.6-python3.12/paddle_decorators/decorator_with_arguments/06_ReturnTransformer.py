def decorator_with_arguments(x):
    __return_value_1 = None
    """A decorator called with arguments: DecoratorTransformer passes the function first and, when that raises,
    calls the decorator's result (its try/except around _jst.Call(_scaled))."""

    @_scaled(2.0)
    def inner(y):
        __return_value_0 = None
        __return_value_0 = y + 1.0
        return __return_value_0
    __return_value_1 = inner(x)
    return __return_value_1
