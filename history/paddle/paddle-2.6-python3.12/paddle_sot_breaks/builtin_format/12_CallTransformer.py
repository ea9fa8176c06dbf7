def builtin_format(x):
    __return_value_0 = None
    """Formats a tensor into a string: SOT breaks at str.format of a tensor; Dynamo too."""
    label = 'sum={}'.format(_jst.Call(x.sum)())
    __return_value_0 = x * float(_jst.Call(len)(label) > 0)
    return __return_value_0
