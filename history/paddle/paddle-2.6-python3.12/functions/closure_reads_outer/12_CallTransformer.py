def closure_reads_outer(n: int) ->int:
    __return_value_1 = None
    """A closure reading an outer variable. Rejected by TorchScript: no nested defs."""
    offset = n * 10

    def add_offset(v: int) ->int:
        __return_value_0 = None
        __return_value_0 = v + offset
        return __return_value_0
    __return_value_1 = _jst.Call(add_offset)(1) + _jst.Call(add_offset)(2)
    return __return_value_1
