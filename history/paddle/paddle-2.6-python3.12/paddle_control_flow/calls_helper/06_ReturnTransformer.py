def calls_helper(x):
    __return_value_0 = None
    """Calls a helper with its own tensor if: _jst.Call converts it recursively. AutoGraph converts callees too
    (recursive=True); TorchScript compiles them."""
    __return_value_0 = _double(x) + 1.0
    return __return_value_0
