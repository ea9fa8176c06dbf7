def dict_container(x):
    __return_value_0 = None
    """Builds and reads a dict of tensors: plain Python for every converter. TorchScript needs Dict[str, Tensor]."""
    parts = {'double': x * 2.0, 'half': x / 2.0}
    __return_value_0 = parts['double'] + parts['half']
    return __return_value_0
