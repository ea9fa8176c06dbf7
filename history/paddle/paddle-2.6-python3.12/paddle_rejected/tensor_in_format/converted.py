def tensor_in_format(x):
    __return_value_0 = None
    """A tensor formatted into a string: the static Value prints its name, not a number, so the result differs."""
    label = _jst.Ld('{:.1f}'.format)(_jst.AsDtype(_jst.Call(_jst.Ld(_jst.Ld(x).sum))(), 'float'))
    __return_value_0 = _jst.Ld(_jst.Ld(paddle).to_tensor)(_jst.Call(_jst.Ld(len))(_jst.Ld(label)))
    return _jst.Ld(__return_value_0)
