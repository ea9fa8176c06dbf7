def generator_expression(x):
    __return_value_0 = None
    """sum() over a generator of tensors: a generator SOT simulates or falls back on; Dynamo inlines it."""
    __return_value_0 = sum(x * float(i) for i in _jst.Call(range)(3))
    return __return_value_0
