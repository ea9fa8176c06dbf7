def nested_decorated(x):
    __return_value_1 = None
    """A decorator on a nested function: the nested def becomes _orig_inner and _decoedby__add_one inside the case."""

    @_add_one
    def inner(y):
        __return_value_0 = None
        __return_value_0 = y * 3.0
        return __return_value_0
    __return_value_1 = inner(x)
    return __return_value_1
