def int_power(n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_value_0 = None
    """n ** 2 annotated as int. Rejected by TorchScript: int ** int is typed float."""
    __return_value_0 = _jst.Ld(n) ** 2
    return _jst.Ld(__return_value_0)
