def del_local_name(n: int) ->int:
    __return_value_0 = None
    """Deletes a local name with del after its last use."""
    tmp = n * 2
    total = tmp + 1
    del tmp
    __return_value_0 = total
    return __return_value_0
