def int_power(n: int) ->int:
    __return_value_0 = None
    """n ** 2 annotated as int. Rejected by TorchScript: int ** int is typed float."""
    __return_value_0 = n ** 2
    return __return_value_0
