def tensor_method_missing(x):
    """A Tensor method that a static Value lacks (Tensor.relu): 'Value' object has no attribute. AutoGraph and
    torch have no such split between eager and graph objects."""
    return x.relu()
