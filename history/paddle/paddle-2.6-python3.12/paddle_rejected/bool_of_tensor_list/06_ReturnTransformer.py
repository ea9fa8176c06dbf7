def bool_of_tensor_list(x):
    __return_value_0 = None
    """A Python if on a list built from a tensor's values (tolist): the values do not exist in the program."""
    values = x.tolist()
    if values[0] > 0:
        __return_0 = _jst.create_bool_as_type(values[0] > 0, True)
        __return_value_0 = x * 2.0
    else:
        __return_1 = _jst.create_bool_as_type(values[0] > 0, True)
        __return_value_0 = x
    return __return_value_0
