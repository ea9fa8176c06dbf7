def del_local_name(n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_value_0 = None
    """Deletes a local name with del after its last use."""
    tmp = _jst.Ld(n) * 2
    total = _jst.Ld(tmp) + 1
    del tmp
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
