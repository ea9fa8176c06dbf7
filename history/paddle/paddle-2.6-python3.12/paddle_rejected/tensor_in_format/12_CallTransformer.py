def tensor_in_format(x):
    __return_value_0 = None
    """A tensor formatted into a string: the static Value prints its name, not a number, so the result differs."""
    label = '{:.1f}'.format(float(_jst.Call(x.sum)()))
    __return_value_0 = paddle.to_tensor(_jst.Call(len)(label))
    return __return_value_0
