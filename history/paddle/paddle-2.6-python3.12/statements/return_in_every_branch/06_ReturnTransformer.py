def return_in_every_branch(n: int) ->int:
    __return_value_0 = None
    """Every branch of an if/elif/else chain returns; nothing follows."""
    if n > 0:
        __return_0 = _jst.create_bool_as_type(n > 0, True)
        __return_value_0 = 1
    elif n < 0:
        __return_1 = _jst.create_bool_as_type(n < 0, True)
        __return_value_0 = -1
    else:
        __return_2 = _jst.create_bool_as_type(n < 0, True)
        __return_value_0 = 0
    return __return_value_0
