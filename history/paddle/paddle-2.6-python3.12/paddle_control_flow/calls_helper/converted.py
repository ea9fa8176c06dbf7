def calls_helper(x):
    __return_value_0 = None
    """Calls a helper with its own tensor if: _jst.Call converts it recursively. AutoGraph converts callees too
    (recursive=True); TorchScript compiles them."""
    __return_value_0 = _jst.Call(_jst.Ld(_double))(_jst.Ld(x)) + 1.0
    return _jst.Ld(__return_value_0)
