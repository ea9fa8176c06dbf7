def nested_def(n: int) ->int:
    __return_value_1 = None
    """Defines and calls a nested function. Rejected by TorchScript: no nested defs."""

    def square(v: int) ->int:
        __return_value_0 = None
        __return_value_0 = v * v
        return __return_value_0
    __return_value_1 = _jst.Call(square)(n) + 1
    return __return_value_1
