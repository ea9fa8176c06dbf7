def unary_plus(n: int) -> int:
    """Unary plus on an int. Rejected by TorchScript: unary + is unsupported (its error path raises AttributeError)."""
    return +n - 1
