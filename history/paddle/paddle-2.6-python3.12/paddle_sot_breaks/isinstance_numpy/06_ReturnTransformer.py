def isinstance_numpy(x):
    __return_value_0 = None
    """Converts to numpy to ask a numpy question: np.any on the values. SOT breaks at the numpy call."""
    if np.any(x.numpy() > 0):
        __return_0 = _jst.create_bool_as_type(np.any(x.numpy() > 0), True)
        __return_value_0 = x * 2.0
    else:
        __return_1 = _jst.create_bool_as_type(np.any(x.numpy() > 0), True)
        __return_value_0 = x
    return __return_value_0
