def closure_reads_outer(n):
    __return_value_1 = None
    """A closure reading an outer variable. Rejected by TorchScript: no nested defs."""
    offset = _jst.Ld(n) * 10

    def add_offset(v):
        __return_value_0 = None
        __return_value_0 = _jst.Ld(v) + _jst.Ld(offset)
        return _jst.Ld(__return_value_0)
    __return_value_1 = _jst.Call(_jst.Ld(add_offset))(1) + _jst.Call(_jst.Ld(add_offset))(2)
    return _jst.Ld(__return_value_1)
