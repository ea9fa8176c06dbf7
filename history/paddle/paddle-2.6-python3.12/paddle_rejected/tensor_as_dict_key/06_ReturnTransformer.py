def tensor_as_dict_key(x):
    __return_value_0 = None
    """A tensor's value used as a dict key: static Values are not hashable by value. TorchScript refuses Tensor keys
    in a Dict; Dynamo breaks."""
    table = {(1.0): 'one'}
    __return_value_0 = x * float(len(table[float(x[0])]))
    return __return_value_0
