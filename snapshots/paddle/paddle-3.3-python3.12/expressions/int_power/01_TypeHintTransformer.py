def int_power(n):
    """n ** 2 annotated as int. Rejected by TorchScript: int ** int is typed float."""
    return n ** 2
