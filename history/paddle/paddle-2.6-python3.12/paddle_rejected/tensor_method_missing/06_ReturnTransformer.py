def tensor_method_missing(x):
    __return_value_0 = None
    """A Tensor method that a static Value lacks (Tensor.relu): 'Value' object has no attribute. AutoGraph and
    torch have no such split between eager and graph objects."""
    __return_value_0 = x.relu()
    return __return_value_0
