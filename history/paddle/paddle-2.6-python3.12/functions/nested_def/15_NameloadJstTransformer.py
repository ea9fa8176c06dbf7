def nested_def(n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_value_1 = None
    """Defines and calls a nested function. Rejected by TorchScript: no nested defs."""

    def square(v: _jst.Ld(int)) ->_jst.Ld(int):
        __return_value_0 = None
        __return_value_0 = _jst.Ld(v) * _jst.Ld(v)
        return _jst.Ld(__return_value_0)
    __return_value_1 = _jst.Call(_jst.Ld(square))(_jst.Ld(n)) + 1
    return _jst.Ld(__return_value_1)
