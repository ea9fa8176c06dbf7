def tensor_as_dict_key(x):
    __return_value_0 = None
    """A tensor's value used as a dict key: static Values are not hashable by value. TorchScript refuses Tensor keys
    in a Dict; Dynamo breaks."""
    table = {(1.0): 'one'}
    __return_value_0 = _jst.Ld(x) * _jst.AsDtype(_jst.Call(_jst.Ld(len))(_jst.Ld(_jst.Ld(table)[_jst.AsDtype(_jst.Ld(_jst.Ld(x)[0]), 'float')])), 'float')
    return _jst.Ld(__return_value_0)
