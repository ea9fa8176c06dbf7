def dict_container(x):
    """Builds and reads a dict of tensors: plain Python for every converter. TorchScript needs Dict[str, Tensor]."""
    parts = {'double': x * 2.0, 'half': x / 2.0}
    return parts['double'] + parts['half']
