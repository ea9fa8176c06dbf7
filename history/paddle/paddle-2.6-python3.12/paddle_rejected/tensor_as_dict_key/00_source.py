def tensor_as_dict_key(x):
    """A tensor's value used as a dict key: static Values are not hashable by value. TorchScript refuses Tensor keys
    in a Dict; Dynamo breaks."""
    table = {(1.0): 'one'}
    return x * float(len(table[float(x[0])]))
