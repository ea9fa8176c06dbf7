def last_dim_mean(x):
    """Divides by the last dimension's size, read from x.shape[-1]: a constant in every converter with static shapes."""
    return x.sum(axis=-1) / _jst.Shape(x)[-1]
