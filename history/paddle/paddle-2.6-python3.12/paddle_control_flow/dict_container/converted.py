def dict_container(x):
    __return_value_0 = None
    """Builds and reads a dict of tensors: plain Python for every converter. TorchScript needs Dict[str, Tensor]."""
    parts = {'double': _jst.Ld(x) * 2.0, 'half': _jst.Ld(x) / 2.0}
    __return_value_0 = _jst.Ld(_jst.Ld(parts)['double']) + _jst.Ld(_jst.Ld(parts)['half'])
    return _jst.Ld(__return_value_0)
