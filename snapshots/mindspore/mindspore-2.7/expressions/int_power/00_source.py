def int_power(n: int) -> int:
    """n ** 2 annotated as int. Rejected by TorchScript: int ** int is typed float."""
    return n**2
