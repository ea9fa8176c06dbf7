def tolist_sum(x):
    __return_value_0 = None
    """tolist() and a Python sum: SOT breaks; TorchScript types the list; Dynamo breaks on tolist."""
    __return_value_0 = _jst.Ld(_jst.Ld(paddle).to_tensor)(_jst.Ld(sum)(_jst.Call(_jst.Ld(_jst.Ld(x).tolist))())) + _jst.Ld(x)
    return _jst.Ld(__return_value_0)
