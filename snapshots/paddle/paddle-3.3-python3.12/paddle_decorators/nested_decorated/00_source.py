def nested_decorated(x):
    """A decorator on a nested function: the nested def becomes _orig_inner and _decoedby__add_one inside the case."""

    @_add_one
    def inner(y):
        return y * 3.0
    return inner(x)
