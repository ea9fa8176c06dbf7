def if_on_float_compare(x: float, limit: float) ->float:
    __return_value_0 = None
    """An if on a comparison between two float parameters."""
    if x >= limit:
        x = limit
    __return_value_0 = x
    return __return_value_0
