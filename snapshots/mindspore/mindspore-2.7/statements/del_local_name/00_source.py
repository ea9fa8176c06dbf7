def del_local_name(n: int) -> int:
    """Deletes a local name with del after its last use."""
    tmp = n * 2
    total = tmp + 1
    del tmp
    return total
