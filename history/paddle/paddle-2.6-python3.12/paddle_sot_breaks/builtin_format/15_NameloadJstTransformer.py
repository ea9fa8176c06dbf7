def builtin_format(x):
    __return_value_0 = None
    """Formats a tensor into a string: SOT breaks at str.format of a tensor; Dynamo too."""
    label = _jst.Ld('sum={}'.format)(_jst.Call(_jst.Ld(_jst.Ld(x).sum))())
    __return_value_0 = _jst.Ld(x) * _jst.AsDtype(_jst.Call(_jst.Ld(len))(_jst.Ld(label)) > 0, 'float')
    return _jst.Ld(__return_value_0)
