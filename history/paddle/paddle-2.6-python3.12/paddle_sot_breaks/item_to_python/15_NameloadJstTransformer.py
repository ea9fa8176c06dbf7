def item_to_python(x):
    __return_value_0 = None
    """.item() makes a Python float: SOT breaks on the data dependency, as Dynamo does on Tensor.item."""
    scale = _jst.Call(_jst.Ld((_jst.Call(_jst.Ld(_jst.Ld(x).sum))() / 3.0).item))()
    __return_value_0 = _jst.Ld(x) * _jst.Ld(scale)
    return _jst.Ld(__return_value_0)
