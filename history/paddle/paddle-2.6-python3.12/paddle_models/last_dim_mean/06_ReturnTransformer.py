def last_dim_mean(x):
    __return_value_0 = None
    """Divides by the last dimension's size, read from x.shape[-1]: a constant in every converter with static shapes."""
    __return_value_0 = x.sum(axis=-1) / _jst.Shape(x)[-1]
    return __return_value_0
