def unary_plus(n: int) ->int:
    __return_value_0 = None
    """Unary plus on an int. Rejected by TorchScript: unary + is unsupported (its error path raises AttributeError)."""
    __return_value_0 = +n - 1
    return __return_value_0
