def calls_helper(x):
    """Calls a helper with its own tensor if: _jst.Call converts it recursively. AutoGraph converts callees too
    (recursive=True); TorchScript compiles them."""
    return _double(x) + 1.0
